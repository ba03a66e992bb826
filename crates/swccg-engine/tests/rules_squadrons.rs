//! Squadron class starships: one scenario test per seed 001 entry ("Starship - squadron
//! class", its "déploiement", "examples" and "replacement" entries, "Starship - piloted",
//! "Squadron designations"), named after it.

mod common;

use common::{bearers_offered, card, fire_every_weapon, premiere};
use swccg_cards::Side::{self, Dark, Light};
use swccg_cards::{Card, IconKind};
use swccg_engine::decision::Dest;
use swccg_engine::event::What;
use swccg_engine::flow::actions::partial_squadron;
use swccg_engine::scenario::Builder;
use swccg_engine::script::{Sel, Sym};
use swccg_engine::{Answer, CardId, Phase, Pile, Place, WhyNot};

const KESSEL: &str = "Kessel"; // parsec 8, Dark icons 2
const TATOOINE: &str = "Tatooine"; // parsec 7
const ALDERAAN: &str = "Alderaan"; // parsec 2, no Dark icon
const TIE: &str = "TIE Fighter"; // Starfighter: TIE/LN, permanent pilot
const BLACK_2: &str = "Black 2"; // Starfighter: TIE/LN, "May add 1 pilot"
const ASSAULT: &str = "TIE Assault Squadron"; // Squadron: TIE/LN, replaces 3 TIE/lns
const DSAS: &str = "Death Star Assault Squadron"; // Squadron: 1 TIE Advanced x1 2 TIE/LNS
const Y_SQUADRON: &str = "Y-wing Assault Squadron"; // Squadron: Y-Wing, 3 pilots or passengers
const Y_WING: &str = "Y-wing"; // Starfighter: Y-Wing, permanent pilot, 1 pilot or passenger
const KEEPER: &str = "Death Star: Detention Block Corridor";

/// The Premiere decks with systems, three TIE Fighters, Black 2 and the squadrons.
fn space() -> Builder {
    premiere()
        .extra(Dark, card("1_288")) // Kessel
        .extra(Dark, card("1_289")) // Tatooine
        .extra(Dark, card("1_281")) // Alderaan
        .extra(Dark, card("1_304")) // TIE Fighter
        .extra(Dark, card("1_304"))
        .extra(Dark, card("1_304"))
        .extra(Dark, card("1_299")) // Black 2
        .extra(Dark, card("1_180")) // Imperial Pilot
        .extra(Dark, card("2_153")) // TIE Assault Squadron
        .extra(Dark, card("2_153"))
        .extra(Dark, card("7_303")) // Death Star Assault Squadron
}

/// The table `b` prepares, with TIE Assault Squadron in Dark's hand in Dark's deploy phase (a
/// location card in hand keeps its window open).
fn in_deploy_phase(b: Builder) -> swccg_engine::scenario::Scenario {
    b.hand(Dark, ASSAULT)
        .hand(Dark, KEEPER)
        .phase(Dark, Phase::Deploy)
        .build()
}

fn replace_options(s: &swccg_engine::scenario::Scenario, squadron: CardId) -> Vec<[CardId; 3]> {
    s.options()
        .into_iter()
        .filter_map(|a| match a {
            Answer::Replace { card, ships } if card == squadron => Some(ships),
            _ => None,
        })
        .collect()
}

/// Takes the first replacement offered to `side`'s squadron of that title; returns it.
fn replace_first(s: &mut swccg_engine::scenario::Scenario, side: Side, title: &str) -> CardId {
    let squadron = s.card(side, title);
    let ships = replace_options(s, squadron)[0];
    s.answer(Answer::Replace {
        card: squadron,
        ships,
    });
    squadron
}

/// Seed 001 "Starship - squadron class": a third class of starship, neither starfighter nor
/// capital, that counts as its component starships: TIE Assault Squadron is three TIE/lns,
/// Death Star Assault Squadron one TIE Advanced x1 and two TIE/lns, B-wing Attack Squadron
/// three B-wings. A selector `starfighter` never matches one; its model words do.
#[test]
fn starship_squadron_class_is_its_components_and_never_a_starfighter() {
    let s = space().extra(Light, card("9_65")).build();
    let q = s.q();
    let tie = |m: &str| Sym::new(m);
    let assault = q.bp(s.card(Dark, ASSAULT)).squadron.clone().unwrap();
    assert_eq!(assault.components, vec![(tie("tie/ln"), 3)]);
    assert_eq!((assault.size(), assault.pilots), (3, 3));
    let dsas = q.bp(s.card(Dark, DSAS)).squadron.clone().unwrap();
    assert_eq!(
        dsas.components,
        vec![(tie("tie advanced x1"), 1), (tie("tie/ln"), 2)]
    );
    assert_eq!(dsas.size(), 3);
    let bwing = q
        .bp(s.card(Light, "B-wing Attack Squadron"))
        .squadron
        .clone();
    let bwing = bwing.unwrap();
    assert_eq!(bwing.components, vec![(tie("b-wing"), 3)]);
    assert_eq!((bwing.pilots, bwing.nav_computers), (3, 3));
    // Permanent pilots provide a total ability.
    assert_eq!(q.bp(s.card(Dark, ASSAULT)).permanent_pilot, Some(3));
    assert_eq!(q.bp(s.card(Dark, DSAS)).permanent_pilot, Some(10));
    let squadron = s.card(Dark, ASSAULT);
    let fighter = s.card(Dark, TIE);
    assert!(q.is_squadron(squadron) && !q.is_starfighter(squadron));
    assert!(!q.bp(squadron).capital);
    assert!(q.is_starfighter(fighter) && !q.is_squadron(fighter));
    let word = |w: &str| Sel::Word(Sym::new(w));
    let at = q.anchor(Dark, squadron);
    assert!(!q.matches(&word("starfighter"), squadron, &at));
    assert!(q.matches(&word("starfighter"), fighter, &at));
    assert!(q.matches(&word("squadron"), squadron, &at));
    assert!(!q.matches(&word("squadron"), fighter, &at));
    assert!(q.matches(&word("TIE/ln"), squadron, &at));
    assert!(q.matches(&word("TIE advanced x1"), s.card(Dark, DSAS), &at));
}

/// Seed 001 "Starship -squadron class – replacement": three of the player's matching
/// starfighters at one location are replaced (two there and one elsewhere are not); the
/// starfighters go to the Used Pile and the squadron takes their place.
#[test]
fn starship_squadron_class_replacement_takes_three_matching_starfighters_at_one_location() {
    let build = |third_at: &str| {
        in_deploy_phase(
            space()
                .site(Dark, KESSEL)
                .site(Dark, TATOOINE)
                .at(Dark, TIE, KESSEL)
                .at(Dark, TIE, KESSEL)
                .at(Dark, TIE, third_at),
        )
    };
    let s = build(TATOOINE);
    let squadron = s.card(Dark, ASSAULT);
    let kessel = s.site(KESSEL);
    assert!(replace_options(&s, squadron).is_empty());
    assert_eq!(
        s.game.why_not_replace(Dark, squadron, kessel),
        Some(WhyNot::NotEnoughToReplace {
            location: kessel,
            found: 2,
            needed: 3
        })
    );
    let mut s = build(KESSEL);
    let squadron = s.card(Dark, ASSAULT);
    let kessel = s.site(KESSEL);
    assert_eq!(s.game.why_not_replace(Dark, squadron, kessel), None);
    let options = replace_options(&s, squadron);
    assert_eq!(options.len(), 1);
    let ties = options[0];
    // Replacement costs nothing: Dark's Force Pile is empty.
    assert!(s.pile(Dark, Pile::Force).is_empty());
    s.answer(Answer::Replace {
        card: squadron,
        ships: ties,
    });
    assert_eq!(s.place(squadron), Place::At { location: kessel });
    for tie in ties {
        assert_eq!(s.place(tie), Place::Pile(Pile::Used));
    }
    assert!(s.saw(|w| matches!(w, What::SquadronReplaced { card, .. } if *card == squadron)));
    // Not a deployment: nothing was deployed.
    assert!(!s.saw(|w| matches!(w, What::Deployed { card, .. } if *card == squadron)));
}

/// Seed 001 "Starship -squadron class – replacement": replacement is not a deployment and
/// ignores deployment rules: at Alderaan, where Dark has no Force icon and could not deploy
/// a starship, the TIEs are replaced all the same; and a squadron without a deploy cost never
/// deploys from hand.
#[test]
fn starship_squadron_class_replacement_is_not_a_deployment() {
    let s = space()
        .site(Dark, ALDERAAN)
        .at(Dark, TIE, ALDERAAN)
        .at(Dark, TIE, ALDERAAN)
        .at(Dark, TIE, ALDERAAN)
        .hand(Dark, ASSAULT)
        .hand(Dark, KEEPER)
        .fill(Dark, Pile::Force, 5)
        .phase(Dark, Phase::Deploy)
        .build();
    let squadron = s.card(Dark, ASSAULT);
    let alderaan = s.site(ALDERAAN);
    assert_eq!(replace_options(&s, squadron).len(), 1);
    assert!(s.deploy_options_for(squadron).is_empty());
    assert_eq!(
        s.game.why_not(Dark, squadron, Dest::At(alderaan)),
        Some(WhyNot::DeploysByReplacing { card: squadron })
    );
}

/// Seed 001 "Starship -squadron class – replacement": a squadron never replaces another
/// squadron, though it counts as three TIE/lns: a TIE Assault Squadron and two TIE Fighters
/// are not three TIE/lns to replace.
#[test]
fn starship_squadron_class_replacement_never_replaces_a_squadron() {
    let s = in_deploy_phase(
        space()
            .site(Dark, KESSEL)
            .at(Dark, ASSAULT, KESSEL)
            .at(Dark, TIE, KESSEL)
            .at(Dark, TIE, KESSEL),
    );
    let kessel = s.site(KESSEL);
    let on_table = s
        .cards(Dark, ASSAULT)
        .into_iter()
        .find(|&c| s.place(c) == Place::At { location: kessel })
        .unwrap();
    let in_hand = s
        .cards(Dark, ASSAULT)
        .into_iter()
        .find(|&c| s.place(c) == Place::Pile(Pile::Hand))
        .unwrap();
    assert!(replace_options(&s, in_hand).is_empty());
    assert_eq!(
        s.game.why_not_replace(Dark, in_hand, kessel),
        Some(WhyNot::SquadronReplacesSquadron { squadron: on_table })
    );
}

/// Seed 001 "Starship -squadron class – replacement": characters aboard the replaced
/// starfighters transfer to the squadron free within its capacity, the rest go to the Used
/// Pile with the starfighters. TIE Assault Squadron carries no one: the Imperial Pilot aboard
/// Black 2 goes to the Used Pile. Y-wing Assault Squadron may add 3 pilots or passengers: the
/// Rebel Pilot aboard a Y-wing comes aboard it.
#[test]
fn starship_squadron_class_replacement_transfers_characters_within_capacity() {
    let mut s = in_deploy_phase(
        space()
            .site(Dark, KESSEL)
            .at(Dark, BLACK_2, KESSEL)
            .on(Dark, "Imperial Pilot", BLACK_2)
            .at(Dark, TIE, KESSEL)
            .at(Dark, TIE, KESSEL),
    );
    let pilot = s.card(Dark, "Imperial Pilot");
    replace_first(&mut s, Dark, ASSAULT);
    assert_eq!(s.place(pilot), Place::Pile(Pile::Used));
    assert_eq!(s.place(s.card(Dark, BLACK_2)), Place::Pile(Pile::Used));

    let mut s = premiere()
        .extra(Dark, card("1_288")) // Kessel
        .extra(Light, card("1_147")) // Y-wing
        .extra(Light, card("1_147"))
        .extra(Light, card("1_147"))
        .extra(Light, card("2_74")) // Y-wing Assault Squadron
        .extra(Light, card("1_27")) // Rebel Pilot
        .site(Dark, KESSEL)
        .at(Light, Y_WING, KESSEL)
        .on(Light, "Rebel Pilot", Y_WING)
        .at(Light, Y_WING, KESSEL)
        .at(Light, Y_WING, KESSEL)
        .hand(Light, Y_SQUADRON)
        .phase(Light, Phase::Deploy)
        .build();
    let pilot = s.card(Light, "Rebel Pilot");
    let squadron = replace_first(&mut s, Light, Y_SQUADRON);
    assert_eq!(s.place(pilot), Place::On { card: squadron });
    assert_eq!(s.state().card(pilot).placed_as, 0, "still its pilot");
}

/// Seed 001 "Starship - squadron class - déploiement": a squadron with a deploy cost
/// (Death Star Assault Squadron) deploys like a starfighter: to a system where its player has
/// presence or a Force icon (Kessel), not where it has neither (Alderaan).
#[test]
fn starship_squadron_class_deployment_like_a_starfighter_with_presence_or_icons() {
    let s = space()
        .site(Dark, KESSEL)
        .site(Dark, ALDERAAN)
        .hand(Dark, DSAS)
        .fill(Dark, Pile::Force, 12)
        .phase(Dark, Phase::Deploy)
        .build();
    let dsas = s.card(Dark, DSAS);
    let (kessel, alderaan) = (s.site(KESSEL), s.site(ALDERAAN));
    let dests = s.deploy_options_for(dsas);
    assert!(dests.contains(&Dest::At(kessel)), "{dests:?}");
    assert!(!dests.contains(&Dest::At(alderaan)));
    assert_eq!(
        s.game.why_not(Dark, dsas, Dest::At(alderaan)),
        Some(WhyNot::NoPresenceOrIcons { location: alderaan })
    );
}

/// A copy of a squadron card with other icon counts.
fn with_icons(id: &str, pilots: u8, nav: u8) -> Card {
    let mut c = card(id);
    for icon in &mut c.front.icons {
        match icon.kind {
            IconKind::Pilot => icon.count = pilots,
            IconKind::NavComputer => icon.count = nav,
            _ => {}
        }
    }
    c
}

/// Seed 001 "Starship - piloted": a squadron uses its hyperspeed only with 3 pilots and 3 nav
/// computers. Y-wing Assault Squadron (Pilot x3, Nav Computer x3, hyperspeed 4) moves from
/// Kessel to Tatooine; printed with two permanent pilots it may not, until a third pilot
/// character is aboard; printed with two nav computers it may not.
#[test]
fn starship_piloted_a_squadron_needs_three_pilots_and_three_nav_computers() {
    let build = |squadron: Card, pilot_aboard: bool| {
        let b = premiere()
            .extra(Dark, card("1_288")) // Kessel
            .extra(Dark, card("1_289")) // Tatooine
            .extra(Light, squadron)
            .extra(Light, card("1_27")) // Rebel Pilot
            .extra(Light, card("1_140")) // Corellian Corvette: keeps the move window open
            .site(Dark, KESSEL)
            .site(Dark, TATOOINE)
            .at(Light, "Corellian Corvette", KESSEL)
            .at(Light, Y_SQUADRON, KESSEL);
        let b = if pilot_aboard {
            b.on(Light, "Rebel Pilot", Y_SQUADRON)
        } else {
            b
        };
        b.fill(Light, Pile::Force, 2)
            .phase(Light, Phase::Move)
            .build()
    };
    let check = |squadron: Card, pilot_aboard: bool, expect: Option<WhyNot>| {
        let s = build(squadron, pilot_aboard);
        let ship = s.card(Light, Y_SQUADRON);
        let tatooine = s.site(TATOOINE);
        assert_eq!(s.game.why_not_move(Light, ship, tatooine), expect);
        let offered = s.has_option(Answer::Move {
            card: ship,
            to: tatooine,
        });
        assert_eq!(offered, expect.is_none());
        assert_eq!(s.q().usable_hyperspeed(ship) > 0, expect.is_none());
    };
    check(card("2_74"), false, None);
    check(
        with_icons("2_74", 2, 3),
        false,
        Some(WhyNot::SquadronCrew {
            pilots: 2,
            nav_computers: 3,
        }),
    );
    check(with_icons("2_74", 2, 3), true, None);
    check(
        with_icons("2_74", 3, 2),
        true,
        Some(WhyNot::SquadronCrew {
            pilots: 4,
            nav_computers: 2,
        }),
    );
}

/// Seed 001 "Starship - squadron class" (and its examples, Imperial Reinforcements): a text
/// that takes components of a squadron works on it only when it takes all of them: a
/// squadron named by its model counts as three, named as a starship it counts as one.
#[test]
fn starship_squadron_class_examples_all_or_nothing_for_its_components() {
    let s = space().build();
    let q = s.q();
    let squadron = s.card(Dark, ASSAULT);
    let by_model = Sel::Word(Sym::new("TIE/ln"));
    let as_starship = Sel::Type(swccg_cards::CardType::Starship);
    assert_eq!(q.units_for(&by_model, squadron), 3);
    assert_eq!(q.units_for(&as_starship, squadron), 1);
    assert_eq!(
        partial_squadron(&q, &by_model, squadron, 2),
        Some(WhyNot::PartialSquadron {
            card: squadron,
            units: 3,
            allowance: 2
        })
    );
    assert_eq!(partial_squadron(&q, &by_model, squadron, 3), None);
    assert_eq!(partial_squadron(&q, &as_starship, squadron, 1), None);
    assert_eq!(partial_squadron(&q, &by_model, s.card(Dark, TIE), 1), None);
}

/// Seed 001 "Starship - squadron class examples": Imperial Reinforcements retrieves a TIE
/// squadron when its destiny is 3 or more: with a destiny of 2 the squadron stays in the Lost
/// Pile, with 3 it comes back.
#[test]
fn starship_squadron_class_examples_imperial_reinforcements_retrieves_a_tie_squadron_on_three() {
    for (top, retrieved) in [("Tusken Raider", false), ("Blaster Rifle", true)] {
        let mut s = space()
            .extra(Dark, card("1_312")) // Blaster Rifle, destiny 3
            .site(Dark, "Tatooine: Mos Eisley")
            .at(Light, "Rebel Trooper", "Tatooine: Mos Eisley")
            .to_pile(Dark, ASSAULT, Pile::Lost)
            .hand(Dark, "Imperial Reinforcements")
            .fill(Dark, Pile::Force, 1)
            .reserve_top(Dark, &[top])
            .phase(Dark, Phase::Deploy)
            .build();
        let reinforcements = s.card(Dark, "Imperial Reinforcements");
        let squadron = s
            .cards(Dark, ASSAULT)
            .into_iter()
            .find(|&c| s.place(c) == Place::Pile(Pile::Lost))
            .unwrap();
        s.answer_with(|a| matches!(a, Answer::Play { card, .. } if *card == reinforcements));
        if s.has_option(Answer::Choose(squadron)) {
            s.answer(Answer::Choose(squadron));
        }
        let back = s.place(squadron) != Place::Pile(Pile::Lost);
        assert_eq!(back, retrieved, "destiny card {top}: {}", s.log());
    }
}

/// Seed 001 "Squadron designations": designations come from the title (Black 4 is a Black
/// Squadron TIE, Red Leader a Red Squadron pilot) or the game text (Commander Luke Skywalker
/// is a Rogue Squadron pilot); a character piloting a starship of a squadron is a pilot of
/// that squadron: Officer Evax is a Black Squadron pilot while piloting Black 2, not as its
/// passenger nor at a site. "TIE Assault Squadron" names a class of card, no squadron.
#[test]
fn squadron_designations_from_title_text_and_the_starship_piloted() {
    let word = |w: &str| Sel::Word(Sym::new(w));
    let build = |evax: Option<bool>| {
        let b = space()
            .extra(Dark, card("2_98")) // Officer Evax
            .extra(Dark, card("2_151")) // Black 4
            .extra(Light, card("1_29")) // Red Leader
            .extra(Light, card("3_3")) // Commander Luke Skywalker
            .site(Dark, KESSEL)
            .site(Dark, "Tatooine: Mos Eisley")
            .at(Dark, BLACK_2, KESSEL);
        match evax {
            Some(true) => b.on(Dark, "Officer Evax", BLACK_2),
            Some(false) => b.passenger(Dark, "Officer Evax", BLACK_2),
            None => b.at(Dark, "Officer Evax", "Tatooine: Mos Eisley"),
        }
        .build()
    };
    let pilot = word("Black Squadron pilot");
    for (evax, expect) in [(Some(true), true), (Some(false), false), (None, false)] {
        let s = build(evax);
        let q = s.q();
        let card = s.card(Dark, "Officer Evax");
        let at = q.anchor(Dark, card);
        assert_eq!(q.matches(&pilot, card, &at), expect, "{evax:?}");
    }
    let s = build(Some(true));
    let q = s.q();
    let at = q.anchor(Dark, s.card(Dark, BLACK_2));
    let is = |side, title: &str, w: &str| q.matches(&word(w), s.card(side, title), &at);
    assert!(is(Dark, "Black 4", "Black Squadron TIE"));
    assert!(is(Dark, "Black 4", "Black Squadron starfighter"));
    assert!(is(Dark, BLACK_2, "Black Squadron"));
    assert!(
        !is(Dark, BLACK_2, "Black Squadron pilot"),
        "a starship is no pilot"
    );
    assert!(!is(Dark, "Black 4", "Red Squadron TIE"));
    assert!(is(Light, "Red Leader", "Red Squadron pilot"));
    assert!(!is(Light, "Red Leader", "Black Squadron pilot"));
    assert!(is(
        Light,
        "Commander Luke Skywalker",
        "Rogue Squadron pilot"
    ));
    assert!(!is(Dark, ASSAULT, "Assault Squadron"));
    // A permanent pilot is never a squadron's pilot: the Death Star Assault Squadron is no
    // Black Squadron starship, whoever its permanent pilots are.
    assert!(!is(Dark, DSAS, "Black Squadron"));
}

/// Seed 001 "Starship - squadron class examples": Proton Torpedoes and the SW-4 Ion Cannon
/// deploy on a Y-wing, so on a squadron of Y-wings, which fires up to three of them a turn;
/// a Y-wing starfighter fires one (CR 9.4). Four such weapons aboard Y-wing Assault Squadron
/// at Kessel: three fire at the Devastator (armor 6, out of reach of Light's destinies, so
/// it is never hit and stays a target) and the fourth is not offered; two aboard a Y-wing:
/// one fires.
#[test]
fn starship_squadron_class_examples_a_y_wing_squadron_fires_up_to_three_weapons_a_turn() {
    const WEAPONS: [&str; 4] = [
        "Proton Torpedoes",
        "SW-4 Ion Cannon",
        "Proton Torpedoes",
        "SW-4 Ion Cannon",
    ];
    for (ship, aboard, fires) in [(Y_SQUADRON, 4, 3), (Y_WING, 2, 1)] {
        let mut b = premiere()
            .extra(Dark, card("1_288")) // Kessel
            .extra(Dark, card("1_301")) // Devastator
            .extra(Light, card("2_74")) // Y-wing Assault Squadron
            .extra(Light, card("1_147")) // Y-wing
            .extra(Light, card("1_158")) // Proton Torpedoes
            .extra(Light, card("1_158"))
            .extra(Light, card("2_81")) // SW-4 Ion Cannon
            .extra(Light, card("2_81"))
            .site(Dark, KESSEL)
            .at(Dark, "Devastator", KESSEL)
            .at(Light, ship, KESSEL);
        for weapon in &WEAPONS[..aboard] {
            b = b.on(Light, weapon, ship);
        }
        let mut s = b
            .fill(Light, Pile::Force, 10)
            .phase(Light, Phase::Battle)
            .build();
        s.answer(Answer::Battle(s.site(KESSEL)));
        let fired = fire_every_weapon(&mut s, Light);
        assert_eq!(fired.len(), fires, "{ship}: {}", s.log());
        assert!(
            !s.options().iter().any(|a| matches!(a, Answer::Fire { .. })),
            "{ship}: no weapon left to fire this turn"
        );
    }
}

/// Seed 001 "Starship - squadron class examples": the SW-4 Ion Cannon, which deploys on a
/// Y-wing or a B-wing, deploys on a squadron of Y-wings as on a Y-wing; not on the Corellian
/// Corvette.
#[test]
fn starship_squadron_class_examples_a_y_wing_weapon_deploys_on_a_y_wing_squadron() {
    let s = premiere()
        .extra(Dark, card("1_288")) // Kessel
        .extra(Light, card("2_74")) // Y-wing Assault Squadron
        .extra(Light, card("1_140")) // Corellian Corvette
        .extra(Light, card("2_81")) // SW-4 Ion Cannon
        .site(Dark, KESSEL)
        .at(Light, Y_SQUADRON, KESSEL)
        .at(Light, "Corellian Corvette", KESSEL)
        .hand(Light, "SW-4 Ion Cannon")
        .fill(Light, Pile::Force, 2)
        .phase(Light, Phase::Deploy)
        .build();
    assert_eq!(
        bearers_offered(&s, Light, "SW-4 Ion Cannon"),
        vec![s.card(Light, Y_SQUADRON)]
    );
}
