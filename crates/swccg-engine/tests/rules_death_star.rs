//! The Death Star as a mobile system, and the two Death Stars: one scenario test per
//! paragraph of seed 004's entries "Death Star (Dark Side)" and "Death Star and Death Star
//! II", named after it.

mod common;

use common::{card, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::decision::Dest;
use swccg_engine::event::{Blocked, What};
use swccg_engine::scenario::{Builder, Scenario};
use swccg_engine::{Answer, CardId, Phase, Pile, Place, WhyNot};

const DEATH_STAR: &str = "Death Star"; // mobile: starts at parsec 0, hyperspeed 1
const CORUSCANT: &str = "Coruscant"; // parsec 0
const KUAT: &str = "Kuat"; // parsec 1
const KIFFEX: &str = "Kiffex"; // parsec 2
const ALDERAAN: &str = "Alderaan"; // parsec 2
const YAVIN: &str = "Yavin 4"; // parsec 4
const DEVASTATOR: &str = "Devastator"; // capital, permanent pilot, nav computer, hyperspeed 3
const BLACK_2: &str = "Black 2"; // TIE: no nav computer, no hyperspeed
const IMPERIAL_PILOT: &str = "Imperial Pilot";

/// The Premiere decks with the Death Star, planet systems at parsecs 0 to 4 and Imperial
/// starships.
fn galaxy() -> Builder {
    premiere()
        .extra(Dark, card("2_143")) // Death Star
        .extra(Dark, card("7_275")) // Coruscant
        .extra(Dark, card("7_286")) // Kuat
        .extra(Dark, card("2_147")) // Kiffex
        .extra(Dark, card("1_281")) // Alderaan
        .extra(Dark, card("1_296")) // Yavin 4
        .extra(Dark, card("1_301")) // Devastator
        .extra(Dark, card("1_299")) // Black 2
        .extra(Dark, card("1_180")) // Imperial Pilot
}

/// The Death Star's moves now offered, as (parsec, orbited planet's title).
fn system_moves(s: &Scenario) -> Vec<(u8, Option<String>)> {
    let mut moves: Vec<(u8, Option<String>)> = s
        .options()
        .into_iter()
        .filter_map(|a| match a {
            Answer::MoveSystem { parsec, orbit, .. } => {
                Some((parsec, orbit.map(|o| s.q().bp(o).title.clone())))
            }
            _ => None,
        })
        .collect();
    moves.sort();
    moves
}

fn at(parsec: u8, planet: Option<&str>) -> (u8, Option<String>) {
    (parsec, planet.map(String::from))
}

fn position(s: &Scenario) -> (u8, Option<CardId>) {
    let p = s.q().mobile_position(s.site(DEATH_STAR)).unwrap();
    (p.parsec, p.orbit)
}

/// The systems row, in table order.
fn systems_row(s: &Scenario) -> Vec<String> {
    let st = s.state();
    let row = st.rows.iter().find(|r| r.systems).unwrap();
    row.sites
        .iter()
        .map(|&c| s.q().bp(c).title.clone())
        .collect()
}

/// Seed 004 "Death Star (Dark Side)", first paragraph: deployed, it is at parsec 0 (its X is
/// where it is) in deep space, and takes its place in the row of systems by that parsec.
#[test]
fn seed004_death_star_deploys_at_parsec_zero_in_deep_space() {
    let mut s = galaxy()
        .site(Dark, KUAT)
        .site(Dark, YAVIN)
        .hand(Dark, DEATH_STAR)
        .hand(Dark, "Death Star: Detention Block Corridor")
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Deploy)
        .build();
    let ds = s.card(Dark, DEATH_STAR);
    let options = s.deploy_options_for(ds);
    // Only before Kuat (parsec 1): parsec 0 comes first.
    assert_eq!(
        options,
        vec![Dest::Row {
            index: 0,
            convert: None,
            planet: None
        }]
    );
    s.answer(Answer::Deploy {
        card: ds,
        to: options[0],
    });
    assert_eq!(position(&s), (0, None));
    assert_eq!(s.q().parsec(ds), Some(0));
    assert_eq!(systems_row(&s), [DEATH_STAR, KUAT, YAVIN]);
}

/// Seed 004 "Death Star (Dark Side)", first paragraph: with hyperspeed 1 it moves once per
/// turn as a regular move (1 Force), one parsec and not two, even to a parsec where no system
/// is on table; its place in the row follows its parsec.
#[test]
fn seed004_death_star_moves_by_hyperspeed_once_per_turn() {
    let mut s = galaxy()
        .site(Dark, DEATH_STAR)
        .site(Dark, ALDERAAN)
        .site(Dark, YAVIN)
        .fill(Dark, Pile::Force, 3)
        .mobile_at(DEATH_STAR, 3, None)
        .phase(Dark, Phase::Move)
        .build();
    // Parsecs 2, 3 and 4 (no system at 3), not 1 or 5: Alderaan at 2 and Yavin 4 at 4 may be
    // orbited.
    assert_eq!(
        system_moves(&s),
        vec![
            at(2, None),
            at(2, Some(ALDERAAN)),
            at(4, None),
            at(4, Some(YAVIN)),
        ]
    );
    s.answer_with(|a| {
        matches!(
            a,
            Answer::MoveSystem {
                parsec: 4,
                orbit: None,
                ..
            }
        )
    });
    assert_eq!(position(&s), (4, None));
    assert_eq!(s.pile(Dark, Pile::Force).len(), 2);
    assert!(s.saw(|w| matches!(
        w,
        What::SystemMoved {
            parsec: 4,
            orbit: None,
            ..
        }
    )));
    // From parsec 3 (between Alderaan and Yavin 4) to 4: after Alderaan, beside Yavin 4.
    assert_eq!(systems_row(&s), [ALDERAAN, DEATH_STAR, YAVIN]);
    // Its regular move of the turn is made.
    assert_eq!(system_moves(&s), vec![]);
}

/// Seed 004 "Death Star (Dark Side)", second paragraph: at each parsec it is in deep space or
/// orbits a planet system there, which the Dark Side player names as it moves (the seed's own
/// example: Alderaan and Kiffex both at parsec 2).
#[test]
fn seed004_death_star_at_each_parsec_deep_space_or_orbit() {
    let mut s = galaxy()
        .site(Dark, DEATH_STAR)
        .site(Dark, CORUSCANT)
        .site(Dark, KIFFEX)
        .site(Dark, ALDERAAN)
        .fill(Dark, Pile::Force, 3)
        .mobile_at(DEATH_STAR, 1, None)
        .phase(Dark, Phase::Move)
        .build();
    assert_eq!(
        system_moves(&s),
        vec![
            at(0, None),
            at(0, Some(CORUSCANT)),
            at(2, None),
            at(2, Some(ALDERAAN)),
            at(2, Some(KIFFEX)),
        ]
    );
    let kiffex = s.site(KIFFEX);
    s.answer_with(|a| matches!(a, Answer::MoveSystem { orbit: Some(o), .. } if *o == kiffex));
    assert_eq!(position(&s), (2, Some(kiffex)));
}

/// Seed 004 "Death Star (Dark Side)", third paragraph: from deep space into orbit of a system
/// at the same parsec is a regular move for 1 Force — refused with no Force, and counted as
/// the move of the turn.
#[test]
fn seed004_death_star_into_orbit_at_the_same_parsec_is_a_regular_move() {
    for force in [1, 0] {
        let mut s = galaxy()
            .site(Dark, DEATH_STAR)
            .site(Dark, KIFFEX)
            .fill(Dark, Pile::Force, force)
            .mobile_at(DEATH_STAR, 2, None)
            .phase(Dark, Phase::Move)
            .build();
        let orbit = at(2, Some(KIFFEX));
        if force == 0 {
            assert!(!system_moves(&s).contains(&orbit));
            continue;
        }
        assert!(system_moves(&s).contains(&orbit));
        s.answer_with(|a| {
            matches!(
                a,
                Answer::MoveSystem {
                    parsec: 2,
                    orbit: Some(_),
                    ..
                }
            )
        });
        assert_eq!(position(&s), (2, Some(s.site(KIFFEX))));
        assert!(s.pile(Dark, Pile::Force).is_empty());
        assert_eq!(system_moves(&s), vec![]);
    }
}

/// Seed 004 "Death Star (Dark Side)", third paragraph: the Death Star is a system of its own,
/// so starships there have no presence at the planet it orbits.
#[test]
fn seed004_death_star_starships_there_are_not_at_the_planet_it_orbits() {
    let s = galaxy()
        .site(Dark, DEATH_STAR)
        .site(Dark, KIFFEX)
        .at(Dark, DEVASTATOR, DEATH_STAR)
        .mobile_at(DEATH_STAR, 2, Some(KIFFEX))
        .phase(Dark, Phase::Move)
        .build();
    let (ds, kiffex) = (s.site(DEATH_STAR), s.site(KIFFEX));
    assert!(s.q().controls(Dark, ds));
    assert!(!s.q().controls(Dark, kiffex));
}

/// Seed 004 "Death Star (Dark Side)", fourth paragraph: while it orbits a planet, starships
/// move between that system and the Death Star for 1 Force even without hyperspeed (a TIE
/// with no nav computer), but need a pilot; not while it is in deep space at that parsec.
#[test]
fn seed004_death_star_starships_move_to_and_from_the_planet_it_orbits() {
    for orbiting in [true, false] {
        let mut s = galaxy()
            .site(Dark, DEATH_STAR)
            .site(Dark, KIFFEX)
            .at(Dark, BLACK_2, KIFFEX)
            .on(Dark, IMPERIAL_PILOT, BLACK_2)
            .fill(Dark, Pile::Force, 2)
            .mobile_at(DEATH_STAR, 2, orbiting.then_some(KIFFEX))
            .phase(Dark, Phase::Move)
            .build();
        let (ds, tie) = (s.site(DEATH_STAR), s.card(Dark, BLACK_2));
        let to_ds = Answer::Move { card: tie, to: ds };
        if !orbiting {
            assert!(!s.has_option(to_ds));
            assert_eq!(
                s.game.why_not_move(Dark, tie, ds),
                Some(WhyNot::CannotMove {
                    blocked: Blocked::NoNavComputer
                })
            );
            continue;
        }
        assert_eq!(s.game.why_not_move(Dark, tie, ds), None);
        s.answer(to_ds);
        assert_eq!(s.place(tie), Place::At { location: ds });
        assert_eq!(s.pile(Dark, Pile::Force).len(), 1);
    }
    // Without a pilot aboard the TIE stays.
    let s = galaxy()
        .site(Dark, DEATH_STAR)
        .site(Dark, KIFFEX)
        .at(Dark, BLACK_2, KIFFEX)
        .fill(Dark, Pile::Force, 2)
        .mobile_at(DEATH_STAR, 2, Some(KIFFEX))
        .phase(Dark, Phase::Move)
        .build();
    let (ds, tie) = (s.site(DEATH_STAR), s.card(Dark, BLACK_2));
    assert!(!s.has_option(Answer::Move { card: tie, to: ds }));
    assert_eq!(
        s.game.why_not_move(Dark, tie, ds),
        Some(WhyNot::CannotMove {
            blocked: Blocked::NotPiloted
        })
    );
}

/// Seed 004 "Death Star (Dark Side)", fourth paragraph: when it moves, everything at it moves
/// with it — a Star Destroyer there is 4 parsecs from Yavin 4 (beyond its hyperspeed 3)
/// before, and 3 after a one-parsec move.
#[test]
fn seed004_death_star_cards_at_it_move_with_it() {
    let mut s = galaxy()
        .site(Dark, DEATH_STAR)
        .site(Dark, YAVIN)
        .at(Dark, DEVASTATOR, DEATH_STAR)
        .fill(Dark, Pile::Force, 3)
        .phase(Dark, Phase::Move)
        .build();
    let (ds, yavin, devastator) = (s.site(DEATH_STAR), s.site(YAVIN), s.card(Dark, DEVASTATOR));
    let to_yavin = Answer::Move {
        card: devastator,
        to: yavin,
    };
    assert!(!s.has_option(to_yavin));
    assert_eq!(
        s.game.why_not_move(Dark, devastator, yavin),
        Some(WhyNot::TooFar {
            to: yavin,
            distance: 4,
            hyperspeed: 3
        })
    );
    s.answer_with(|a| {
        matches!(
            a,
            Answer::MoveSystem {
                parsec: 1,
                orbit: None,
                ..
            }
        )
    });
    assert_eq!(s.place(devastator), Place::At { location: ds });
    assert!(s.has_option(to_yavin));
}

/// Seed 004 "Death Star (Dark Side)" and the card's text: if it is the Dark Side's starting
/// location, the Light Side takes the first turn (any other starting location: Dark first).
#[test]
fn seed004_death_star_as_starting_location_light_side_goes_first() {
    for (dark_start, first) in [(DEATH_STAR, Light), ("Tatooine: Mos Eisley", Dark)] {
        let mut game = common::premiere_game_with(&["2_143"], &[], &[], &[], 3);
        common::choose_starting_locations(&mut game, dark_start, "Tatooine: Dune Sea");
        let st = game.state();
        assert_eq!((st.turn, st.active), (1, first), "starting at {dark_start}");
    }
}

/// Seed 004 "Death Star and Death Star II": in game text "Death Star" names only the first
/// Death Star (its system and sites), "Death Star II" only the second: a text naming the
/// Death Star does not reach the Death Star II system or its Docking Bay.
#[test]
fn seed004_death_star_in_game_text_is_the_first_death_star_only() {
    use swccg_engine::script::Sym;
    let s = galaxy()
        .extra(Dark, card("9_142")) // Death Star II
        .extra(Dark, card("9_145")) // Death Star II: Docking Bay
        .extra(Dark, card("1_285")) // Death Star: Docking Bay 327
        .build();
    let q = s.q();
    let named = |title: &str, name: &str| q.bp(s.card(Dark, title)).named(Sym::new(name));
    assert!(named(DEATH_STAR, "Death Star"));
    assert!(named("Death Star: Docking Bay 327", "Death Star"));
    assert!(!named("Death Star II", "Death Star"));
    assert!(!named("Death Star II: Docking Bay", "Death Star"));
    assert!(named("Death Star II", "Death Star II"));
    assert!(named("Death Star II: Docking Bay", "Death Star II"));
}

/// Seed 004 "Death Star and Death Star II": each player deploys locations of only one of the
/// two Death Stars; the opponent's locations of the other do not count.
#[test]
fn seed004_death_star_and_death_star_ii_locations_of_only_one() {
    for (owner, refused) in [(Dark, true), (Light, false)] {
        let s = galaxy()
            .extra(Dark, card("9_147")) // Death Star II: Throne Room
            .extra(Light, card("1_124")) // Death Star: Docking Bay 327
            .extra(Dark, card("1_285")) // Death Star: Docking Bay 327
            .site(owner, "Death Star: Docking Bay 327")
            .hand(Dark, "Death Star II: Throne Room")
            .fill(Dark, Pile::Force, 2)
            .hand(Dark, "Death Star: Detention Block Corridor")
            .phase(Dark, Phase::Deploy)
            .build();
        let throne = s.card(Dark, "Death Star II: Throne Room");
        let bay = s.site("Death Star: Docking Bay 327");
        let to = Dest::Row {
            index: 0,
            convert: None,
            planet: None,
        };
        if refused {
            assert!(s.deploy_options_for(throne).is_empty());
            assert_eq!(
                s.game.why_not(Dark, throne, to),
                Some(WhyNot::OtherDeathStar { other: bay })
            );
        } else {
            assert!(!s.deploy_options_for(throne).is_empty());
            assert_eq!(s.game.why_not(Dark, throne, to), None);
        }
    }
}

/// Seed 004 "Death Star II sectors": neither player may deploy, battle or initiate a Force
/// drain at a Death Star II sector — all three allowed at the Death Star II system beside it.
#[test]
fn seed004_death_star_ii_sectors_no_deploy_battle_or_force_drain() {
    const DS2: &str = "Death Star II";
    const SHAFT: &str = "Death Star II: Coolant Shaft";
    const VICTORY: &str = "Victory-Class Star Destroyer";
    let build = |phase: Phase, light_there: bool| {
        let mut b = galaxy()
            .extra(Dark, card("9_142"))
            .extra(Dark, card("9_144"))
            .extra(Dark, card("2_155"))
            .extra(Dark, card("2_155"))
            .extra(Dark, card("2_155"))
            .extra(Light, card("1_140"))
            .extra(Light, card("1_140"))
            .site(Dark, DS2)
            .site(Dark, SHAFT)
            .at(Dark, VICTORY, DS2)
            .at(Dark, VICTORY, SHAFT)
            .hand(Dark, VICTORY)
            .hand(Dark, "Death Star: Detention Block Corridor")
            .fill(Dark, Pile::Force, 8);
        if light_there {
            b = b
                .at(Light, "Corellian Corvette", DS2)
                .at(Light, "Corellian Corvette", SHAFT);
        }
        b.phase(Dark, phase).build()
    };
    // Deploy.
    let s = build(Phase::Deploy, false);
    let (ds2, shaft) = (s.site(DS2), s.site(SHAFT));
    let in_hand = s
        .cards(Dark, VICTORY)
        .into_iter()
        .find(|&c| s.place(c) == Place::Pile(Pile::Hand))
        .unwrap();
    let options = s.deploy_options_for(in_hand);
    assert!(options.contains(&Dest::At(ds2)));
    assert!(!options.contains(&Dest::At(shaft)));
    assert_eq!(
        s.game.why_not(Dark, in_hand, Dest::At(shaft)),
        Some(WhyNot::DeathStarIISector { location: shaft })
    );
    // Battle.
    let s = build(Phase::Battle, true);
    assert!(s.has_option(Answer::Battle(ds2)));
    assert!(!s.has_option(Answer::Battle(shaft)));
    assert_eq!(
        s.game.why_not_battle(Dark, shaft),
        Some(WhyNot::DeathStarIISector { location: shaft })
    );
    // Force drain: Dark controls both.
    let s = build(Phase::Control, false);
    assert!(s.has_option(Answer::ForceDrain(ds2)));
    assert!(!s.has_option(Answer::ForceDrain(shaft)));
}

/// Seed 004 "Death Star II sectors": no deploying there includes deploying onto or aboard a
/// starship already there. Devastator (an Imperial-class Star Destroyer with room for pilots)
/// takes a Turbolaser Battery and an Imperial Pilot at the Death Star II system, neither at
/// the Coolant Shaft beside it.
#[test]
fn seed004_death_star_ii_sectors_no_deploy_onto_or_aboard_a_starship_there() {
    const DS2: &str = "Death Star II";
    const SHAFT: &str = "Death Star II: Coolant Shaft";
    const BATTERY: &str = "Turbolaser Battery";
    for at_sector in [false, true] {
        let s = galaxy()
            .extra(Dark, card("9_142"))
            .extra(Dark, card("9_144"))
            .extra(Dark, card("1_323"))
            .site(Dark, DS2)
            .site(Dark, SHAFT)
            .at(Dark, DEVASTATOR, if at_sector { SHAFT } else { DS2 })
            .hand(Dark, BATTERY)
            .hand(Dark, IMPERIAL_PILOT)
            .fill(Dark, Pile::Force, 8)
            .phase(Dark, Phase::Deploy)
            .build();
        let ship = s.card(Dark, DEVASTATOR);
        let shaft = s.site(SHAFT);
        for title in [BATTERY, IMPERIAL_PILOT] {
            let card = s.card(Dark, title);
            let onto: Vec<Dest> = s
                .deploy_options_for(card)
                .into_iter()
                .filter(|d| matches!(d, Dest::On { card, .. } if *card == ship))
                .collect();
            assert_eq!(onto.is_empty(), at_sector, "{title}: {onto:?}");
            if at_sector {
                let to = Dest::On {
                    card: ship,
                    placed_as: 0,
                };
                assert_eq!(
                    s.game.why_not(Dark, card, to),
                    Some(WhyNot::DeathStarIISector { location: shaft }),
                    "{title}"
                );
            }
        }
    }
}
