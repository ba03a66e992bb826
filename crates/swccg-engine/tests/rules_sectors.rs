//! Sectors (seed 003 §2-3 "Règles de secteurs révisées", seed 001 "Sectors"): one scenario
//! test per rule, named after its entry.

mod common;

use common::{card, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::catalogue::SectorKind;
use swccg_engine::decision::Dest;
use swccg_engine::scenario::{Builder, Scenario};
use swccg_engine::{Answer, CardId, Phase, Pile, Place, WhyNot};

const TATOOINE: &str = "Tatooine"; // parsec 7, a planet system
const KESSEL: &str = "Kessel"; // parsec 8
const MOS_EISLEY: &str = "Tatooine: Mos Eisley"; // exterior, not a docking bay
const ASTEROIDS: &str = "Asteroid Field"; // ◇◇◇, asteroid sector
const CLOUDS: &str = "Clouds"; // ◇◇◇, cloud sector
const BESPIN_CLOUD_CITY: &str = "Bespin: Cloud City"; // cloud sector of Bespin only
const DEVASTATOR: &str = "Devastator"; // capital, permanent pilot, hyperspeed 3
const TIE_SCOUT: &str = "TIE Scout"; // starfighter, permanent pilot 1
const BIG_ONE: &str = "Big One"; // ◇, asteroid sector
const CAVE: &str = "Big One: Asteroid Cave Or Space Slug Belly"; // ◇ site, exterior
const KEEPER: &str = "Death Star: Detention Block Corridor";

/// The Premiere decks with Dark's sectors and starships: four Asteroid Fields, four Clouds.
fn sky() -> Builder {
    let mut b = premiere()
        .extra(Dark, card("1_289")) // Tatooine
        .extra(Dark, card("1_288")) // Kessel
        .extra(Dark, card("1_301")) // Devastator
        .extra(Dark, card("1_305")) // TIE Scout
        .extra(Dark, card("5_165")) // Bespin: Cloud City
        .extra(Dark, card("4_156")) // Big One
        .extra(Dark, card("4_157")) // Big One: Asteroid Cave Or Space Slug Belly
        .extra(Light, card("1_146")); // X-wing
    for _ in 0..4 {
        b = b.extra(Dark, card("4_155")).extra(Dark, card("5_174"));
    }
    b
}

/// The `n`-th copy (row order) of a sector title on table.
fn nth(s: &Scenario, title: &str, n: usize) -> CardId {
    s.state()
        .locations()
        .filter(|&l| s.q().bp(l).title == title)
        .nth(n)
        .expect("on table")
}

fn moves(s: &Scenario, card: CardId, to: CardId) -> bool {
    s.has_option(Answer::Move { card, to })
}

/// Seed 003 §3 (all sectors): a generic sector (Clouds, Asteroid Field) deploys next to a
/// planet system on table, never without one (a site of the planet is not enough); Bespin:
/// Cloud City, which names its system, deploys without it; Clouds then deploys next to it
/// (its ruling). A deployed sector is vertical: the planet's, never adjacent to its sites.
#[test]
fn seed003_sectors_generic_sectors_deploy_only_next_to_a_system_on_table() {
    let s = sky()
        .site(Dark, MOS_EISLEY)
        .hand(Dark, CLOUDS)
        .hand(Dark, BESPIN_CLOUD_CITY)
        .hand(Dark, KEEPER)
        .phase(Dark, Phase::Deploy)
        .build();
    let clouds = s.card(Dark, CLOUDS);
    let mos = s.site(MOS_EISLEY);
    assert!(s.deploy_options_for(clouds).is_empty());
    assert_eq!(
        s.game.why_not(
            Dark,
            clouds,
            Dest::Row {
                index: 0,
                convert: None,
                planet: Some(mos)
            }
        ),
        Some(WhyNot::SectorNeedsSystem)
    );
    let bcc = s.card(Dark, BESPIN_CLOUD_CITY);
    assert_eq!(
        s.deploy_options_for(bcc).len(),
        1,
        "Bespin need not be on table"
    );
    // With Tatooine's system on table, Clouds deploys to it.
    let mut s = sky()
        .site(Dark, TATOOINE)
        .site(Dark, MOS_EISLEY)
        .site(Dark, BESPIN_CLOUD_CITY)
        .hand(Dark, CLOUDS)
        .hand(Dark, KEEPER)
        .phase(Dark, Phase::Deploy)
        .build();
    let (clouds, tatooine, mos) = (s.card(Dark, CLOUDS), s.site(TATOOINE), s.site(MOS_EISLEY));
    let bcc = s.site(BESPIN_CLOUD_CITY);
    // One position next to Tatooine's system; two around Bespin: Cloud City (either order).
    let planets: Vec<Option<CardId>> = s
        .deploy_options_for(clouds)
        .into_iter()
        .map(|d| match d {
            Dest::Row { planet, .. } => planet,
            _ => None,
        })
        .collect();
    assert_eq!(planets, vec![Some(tatooine), Some(bcc), Some(bcc)]);
    s.answer(Answer::Deploy {
        card: clouds,
        to: Dest::Row {
            index: 0,
            convert: None,
            planet: Some(tatooine),
        },
    });
    let q = s.q();
    assert_eq!(q.planet(clouds), Some(TATOOINE));
    assert_eq!(q.sectors(TATOOINE, SectorKind::Cloud), vec![clouds]);
    assert!(!s.state().adjacent(clouds, mos));
    assert_eq!(q.sectors("Bespin", SectorKind::Cloud), vec![bcc]);
}

/// Seed 003 §3: sectors deploy next to the system or to another sector of the same kind, in
/// any order, keeping the pattern (each kind its own chain): with [Asteroid Field, Clouds] at
/// Tatooine, another Clouds goes on either side of the Clouds (indexes 1 and 2) but not among
/// the asteroid sectors (0); another Asteroid Field at 0 or 1.
#[test]
fn seed003_sectors_deploy_in_any_order_keeping_the_pattern() {
    let s = sky()
        .site(Dark, TATOOINE)
        .generic_site(Dark, ASTEROIDS, TATOOINE)
        .generic_site(Dark, CLOUDS, TATOOINE)
        .hand(Dark, CLOUDS)
        .hand(Dark, ASTEROIDS)
        .hand(Dark, KEEPER)
        .phase(Dark, Phase::Deploy)
        .build();
    let indexes = |card| -> Vec<u8> {
        s.deploy_options_for(card)
            .into_iter()
            .filter_map(|d| match d {
                Dest::Row { index, .. } => Some(index),
                _ => None,
            })
            .collect()
    };
    let in_hand = |title| {
        s.cards(Dark, title)
            .into_iter()
            .find(|&c| s.place(c) == Place::Pile(Pile::Hand))
            .expect("in hand")
    };
    assert_eq!(indexes(in_hand(CLOUDS)), vec![1, 2]);
    assert_eq!(indexes(in_hand(ASTEROIDS)), vec![0, 1]);
}

/// Seed 003 §3: characters deploy to a sector only aboard a starship there; they never deploy
/// to the sector itself.
#[test]
fn seed003_sectors_characters_deploy_only_aboard_a_starship() {
    let s = sky()
        .site(Dark, TATOOINE)
        .generic_site(Dark, ASTEROIDS, TATOOINE)
        .at(Dark, DEVASTATOR, ASTEROIDS)
        .hand(Dark, "Stormtrooper")
        .fill(Dark, Pile::Force, 5)
        .hand(Dark, KEEPER)
        .phase(Dark, Phase::Deploy)
        .build();
    let (trooper, field, devastator) = (
        s.card(Dark, "Stormtrooper"),
        s.site(ASTEROIDS),
        s.card(Dark, DEVASTATOR),
    );
    let dests = s.deploy_options_for(trooper);
    assert!(!dests.contains(&Dest::At(field)));
    assert_eq!(
        s.game.why_not(Dark, trooper, Dest::At(field)),
        Some(WhyNot::SectorNeedsStarship { location: field })
    );
    assert!(dests.contains(&Dest::On {
        card: devastator,
        placed_as: 1
    }));
}

/// Seed 003 §3: sectors have no parsec number: no hyperspeed move from (or to) them.
/// Devastator (hyperspeed 3) reaches Kessel (1 parsec) from Tatooine's system, not from
/// Tatooine's asteroid sector.
#[test]
fn seed003_sectors_have_no_parsec_for_hyperspeed() {
    for (from, may) in [(TATOOINE, true), (ASTEROIDS, false)] {
        let s = sky()
            .site(Dark, TATOOINE)
            .site(Dark, KESSEL)
            .generic_site(Dark, ASTEROIDS, TATOOINE)
            .at(Dark, DEVASTATOR, from)
            .fill(Dark, Pile::Force, 2)
            .phase(Dark, Phase::Move)
            .build();
        let (devastator, kessel, field) =
            (s.card(Dark, DEVASTATOR), s.site(KESSEL), s.site(ASTEROIDS));
        assert_eq!(moves(&s, devastator, kessel), may);
        if !may {
            assert_eq!(
                s.game.why_not_move(Dark, devastator, kessel),
                Some(WhyNot::SectorNoParsec { location: field })
            );
        }
    }
}

/// Seed 003 §3a: capital starships and starfighters deploy to asteroid sectors; from the system
/// a starship moves to the asteroid sector next to it (not farther) and back, for 1 Force.
#[test]
fn seed003_asteroid_sectors_system_to_adjacent_sector_for_one_force() {
    let s = sky()
        .site(Dark, TATOOINE)
        .generic_site(Dark, ASTEROIDS, TATOOINE)
        .hand(Dark, DEVASTATOR)
        .fill(Dark, Pile::Force, 9)
        .hand(Dark, KEEPER)
        .phase(Dark, Phase::Deploy)
        .build();
    let (devastator, field) = (s.card(Dark, DEVASTATOR), s.site(ASTEROIDS));
    assert!(s.deploy_options_for(devastator).contains(&Dest::At(field)));
    let mut s = sky()
        .site(Dark, TATOOINE)
        .generic_site(Dark, ASTEROIDS, TATOOINE)
        .generic_site(Dark, ASTEROIDS, TATOOINE)
        .at(Dark, DEVASTATOR, TATOOINE)
        .fill(Dark, Pile::Force, 1)
        .phase(Dark, Phase::Move)
        .build();
    let (devastator, tatooine) = (s.card(Dark, DEVASTATOR), s.site(TATOOINE));
    let (first, second) = (nth(&s, ASTEROIDS, 0), nth(&s, ASTEROIDS, 1));
    assert!(!moves(&s, devastator, second));
    assert_eq!(
        s.game.why_not_move(Dark, devastator, second),
        Some(WhyNot::NotAdjacent {
            from: tatooine,
            to: second
        })
    );
    s.answer(Answer::Move {
        card: devastator,
        to: first,
    });
    assert_eq!(s.place(devastator), Place::At { location: first });
    assert!(s.pile(Dark, Pile::Force).is_empty(), "1 Force");
}

/// Seed 003 §3a: from asteroid sector to asteroid sector, a capital starship moves one sector
/// for 1 Force, a starfighter up to two; neither three.
#[test]
fn seed003_asteroid_sectors_capital_one_sector_starfighter_up_to_two_for_one_force() {
    for (ship, reach) in [(DEVASTATOR, 1usize), (TIE_SCOUT, 2)] {
        let mut b = sky().site(Dark, TATOOINE);
        for _ in 0..4 {
            b = b.generic_site(Dark, ASTEROIDS, TATOOINE);
        }
        let mut s = b
            .at_nth(Dark, ship, ASTEROIDS, 0)
            .fill(Dark, Pile::Force, 1)
            .phase(Dark, Phase::Move)
            .build();
        let card = s.card(Dark, ship);
        for n in 1..4 {
            let to = nth(&s, ASTEROIDS, n);
            assert_eq!(moves(&s, card, to), n <= reach, "{ship} {n} sectors");
            if n > reach {
                assert_eq!(
                    s.game.why_not_move(Dark, card, to),
                    Some(WhyNot::SectorsTooFar {
                        to,
                        sectors: n as u8,
                        max: reach as u8
                    })
                );
            }
        }
        let to = nth(&s, ASTEROIDS, reach);
        s.answer(Answer::Move { card, to });
        assert_eq!(s.place(card), Place::At { location: to });
        assert!(s.pile(Dark, Pile::Force).is_empty(), "1 Force");
    }
}

/// Seed 003 §3b: capital starships neither deploy to nor move into cloud sectors (where a
/// starfighter does).
#[test]
fn seed003_cloud_sectors_capital_starships_may_not_enter() {
    let s = sky()
        .site(Dark, TATOOINE)
        .generic_site(Dark, CLOUDS, TATOOINE)
        .hand(Dark, DEVASTATOR)
        .hand(Dark, TIE_SCOUT)
        .fill(Dark, Pile::Force, 9)
        .hand(Dark, KEEPER)
        .phase(Dark, Phase::Deploy)
        .build();
    let (devastator, scout, clouds) = (
        s.card(Dark, DEVASTATOR),
        s.card(Dark, TIE_SCOUT),
        s.site(CLOUDS),
    );
    assert!(!s.deploy_options_for(devastator).contains(&Dest::At(clouds)));
    assert_eq!(
        s.game.why_not(Dark, devastator, Dest::At(clouds)),
        Some(WhyNot::CapitalNotInClouds { location: clouds })
    );
    assert!(s.deploy_options_for(scout).contains(&Dest::At(clouds)));
    let s = sky()
        .site(Dark, TATOOINE)
        .generic_site(Dark, CLOUDS, TATOOINE)
        .at(Dark, DEVASTATOR, TATOOINE)
        .at(Dark, TIE_SCOUT, TATOOINE)
        .fill(Dark, Pile::Force, 1)
        .phase(Dark, Phase::Move)
        .build();
    let (devastator, scout, clouds) = (
        s.card(Dark, DEVASTATOR),
        s.card(Dark, TIE_SCOUT),
        s.site(CLOUDS),
    );
    assert!(!moves(&s, devastator, clouds));
    assert_eq!(
        s.game.why_not_move(Dark, devastator, clouds),
        Some(WhyNot::CapitalNotInClouds { location: clouds })
    );
    assert!(moves(&s, scout, clouds));
}

/// Seed 003 §3b: a starfighter moves from the system to the cloud sector next to it for 1
/// Force, and from cloud sector to cloud sector up to two at a time (not three).
#[test]
fn seed003_cloud_sectors_starfighter_moves_up_to_two_sectors_for_one_force() {
    let mut b = sky().site(Dark, TATOOINE);
    for _ in 0..4 {
        b = b.generic_site(Dark, CLOUDS, TATOOINE);
    }
    let mut s = b
        .at_nth(Dark, TIE_SCOUT, CLOUDS, 0)
        .fill(Dark, Pile::Force, 1)
        .phase(Dark, Phase::Move)
        .build();
    let (scout, tatooine) = (s.card(Dark, TIE_SCOUT), s.site(TATOOINE));
    assert!(moves(&s, scout, tatooine), "back to the system");
    assert!(moves(&s, scout, nth(&s, CLOUDS, 2)));
    let far = nth(&s, CLOUDS, 3);
    assert!(!moves(&s, scout, far));
    assert_eq!(
        s.game.why_not_move(Dark, scout, far),
        Some(WhyNot::SectorsTooFar {
            to: far,
            sectors: 3,
            max: 2
        })
    );
    let to = nth(&s, CLOUDS, 2);
    s.answer(Answer::Move { card: scout, to });
    assert_eq!(s.place(scout), Place::At { location: to });
    assert!(s.pile(Dark, Pile::Force).is_empty(), "1 Force");
}

/// Seed 003 §3b: with cloud sectors, starships land and take off only through the lowest
/// cloud sector (the one next to the sites), for 1 Force; never directly between the system
/// and the sites, nor from a higher cloud sector.
#[test]
fn seed003_cloud_sectors_land_and_take_off_only_from_the_lowest() {
    for (from, may) in [(TATOOINE, false), ("high", false), ("low", true)] {
        let b = sky()
            .site(Dark, TATOOINE)
            .generic_site(Dark, CLOUDS, TATOOINE)
            .generic_site(Dark, CLOUDS, TATOOINE)
            .site(Dark, MOS_EISLEY);
        let b = match from {
            "high" => b.at_nth(Dark, TIE_SCOUT, CLOUDS, 0),
            "low" => b.at_nth(Dark, TIE_SCOUT, CLOUDS, 1),
            _ => b.at(Dark, TIE_SCOUT, TATOOINE),
        };
        let mut s = b
            .fill(Dark, Pile::Force, 1)
            .phase(Dark, Phase::Move)
            .build();
        let (scout, mos, tatooine) = (
            s.card(Dark, TIE_SCOUT),
            s.site(MOS_EISLEY),
            s.site(TATOOINE),
        );
        assert_eq!(moves(&s, scout, mos), may, "from {from}");
        let why = s.game.why_not_move(Dark, scout, mos);
        match from {
            TATOOINE => assert_eq!(why, Some(WhyNot::CloudsInBetween { location: mos })),
            "high" => assert!(matches!(why, Some(WhyNot::NotAdjacent { .. }))),
            _ => {
                assert_eq!(why, None);
                s.answer(Answer::Move {
                    card: scout,
                    to: mos,
                });
                assert!(s.pile(Dark, Pile::Force).is_empty(), "1 Force");
                assert!(s.q().landed(scout));
            }
        }
        let _ = tatooine;
    }
    // Landed, it takes off to the lowest cloud sector only.
    let s = sky()
        .site(Dark, TATOOINE)
        .generic_site(Dark, CLOUDS, TATOOINE)
        .generic_site(Dark, CLOUDS, TATOOINE)
        .site(Dark, MOS_EISLEY)
        .at(Dark, TIE_SCOUT, MOS_EISLEY)
        .fill(Dark, Pile::Force, 1)
        .phase(Dark, Phase::Move)
        .build();
    let (scout, mos, tatooine) = (
        s.card(Dark, TIE_SCOUT),
        s.site(MOS_EISLEY),
        s.site(TATOOINE),
    );
    assert!(moves(&s, scout, nth(&s, CLOUDS, 1)));
    assert!(!moves(&s, scout, nth(&s, CLOUDS, 0)));
    assert!(!moves(&s, scout, tatooine));
    assert_eq!(
        s.game.why_not_move(Dark, scout, tatooine),
        Some(WhyNot::CloudsInBetween { location: mos })
    );
}

/// Seed 003 §3 and seed 001 "Sectors": battles, presence, control and Force drains at a
/// sector work as at a system: a starship there gives presence, may battle an opponent's
/// starship, and drains for the opponent's icons when its player controls the sector.
#[test]
fn seed003_sectors_battle_control_and_drain_like_systems() {
    let s = sky()
        .site(Dark, TATOOINE)
        .generic_site(Dark, ASTEROIDS, TATOOINE)
        .at(Dark, TIE_SCOUT, ASTEROIDS)
        .at(Light, "X-wing", ASTEROIDS)
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Battle)
        .build();
    let field = s.site(ASTEROIDS);
    assert!(s.has_option(Answer::Battle(field)));
    let mut s = sky()
        .site(Dark, TATOOINE)
        .generic_site(Dark, ASTEROIDS, TATOOINE)
        .at(Dark, TIE_SCOUT, ASTEROIDS)
        .phase(Dark, Phase::Control)
        .build();
    let field = s.site(ASTEROIDS);
    assert_eq!(s.q().ability_at(Dark, field), 1);
    assert!(s.q().controls(Dark, field));
    let before = s.life_force(Light);
    s.answer(Answer::ForceDrain(field));
    // Asteroid Field shows 1 Light icon.
    assert_eq!(before - s.life_force(Light), 1);
}

/// Seed 003 §3a: the Asteroid Cave / Space Slug Belly site deploys to Big One (not to the
/// planet's sites: a row of its own), and a starfighter at Big One lands there, or takes off
/// from there back to Big One, for 1 Force; not from the system nor from another asteroid
/// sector; a capital starship never.
#[test]
fn seed003_asteroid_sectors_big_one_lands_at_asteroid_cave_for_one_force() {
    let mut s = sky()
        .site(Dark, TATOOINE)
        .site(Dark, MOS_EISLEY)
        .generic_site(Dark, BIG_ONE, TATOOINE)
        .hand(Dark, CAVE)
        .hand(Dark, KEEPER)
        .phase(Dark, Phase::Deploy)
        .build();
    let (cave, big_one, mos) = (s.card(Dark, CAVE), s.site(BIG_ONE), s.site(MOS_EISLEY));
    let to = s.deploy_options_for(cave);
    assert_eq!(
        to,
        vec![Dest::Row {
            index: 0,
            convert: None,
            planet: Some(big_one)
        }]
    );
    s.answer(Answer::Deploy {
        card: cave,
        to: to[0],
    });
    assert!(!s.state().adjacent(cave, mos));
    // Landing from Big One.
    let ship_at = |ship: &str, at: &str| {
        sky()
            .site(Dark, TATOOINE)
            .generic_site(Dark, ASTEROIDS, TATOOINE)
            .generic_site(Dark, BIG_ONE, TATOOINE)
            .generic_site(Dark, CAVE, TATOOINE) // its row: Tatooine's Big One
            .at(Dark, ship, at)
            .fill(Dark, Pile::Force, 1)
            .phase(Dark, Phase::Move)
            .build()
    };
    let mut s = ship_at(TIE_SCOUT, BIG_ONE);
    let (scout, cave) = (s.card(Dark, TIE_SCOUT), s.site(CAVE));
    assert!(moves(&s, scout, cave));
    s.answer(Answer::Move {
        card: scout,
        to: cave,
    });
    assert_eq!(s.place(scout), Place::At { location: cave });
    assert!(s.pile(Dark, Pile::Force).is_empty(), "1 Force");
    for from in [TATOOINE, ASTEROIDS] {
        let s = ship_at(TIE_SCOUT, from);
        let (scout, cave) = (s.card(Dark, TIE_SCOUT), s.site(CAVE));
        assert!(!moves(&s, scout, cave), "not from {from}");
        assert!(matches!(
            s.game.why_not_move(Dark, scout, cave),
            Some(WhyNot::NotAdjacent { .. })
        ));
    }
    let s = ship_at(DEVASTATOR, BIG_ONE);
    let (devastator, cave) = (s.card(Dark, DEVASTATOR), s.site(CAVE));
    assert_eq!(
        s.game.why_not_move(Dark, devastator, cave),
        Some(WhyNot::CapitalCannotLand { location: cave })
    );
    // Taking off: to Big One only.
    let s = ship_at(TIE_SCOUT, CAVE);
    let (scout, big_one, tatooine) = (s.card(Dark, TIE_SCOUT), s.site(BIG_ONE), s.site(TATOOINE));
    assert!(moves(&s, scout, big_one));
    assert!(!moves(&s, scout, tatooine));
}

const CLOUD_CAR: &str = "Cloud Car"; // Dark 5_178: twin-pod cloud car, permanent pilot

/// Seed 003 §3b: cloud cars deploy, battle and move at cloud sectors (§3a: not at asteroid
/// sectors, and a vehicle never deploys to a system).
#[test]
fn seed003_cloud_sectors_cloud_cars_deploy_there() {
    let s = sky()
        .extra(Dark, card("5_178"))
        .site(Dark, TATOOINE)
        .generic_site(Dark, CLOUDS, TATOOINE)
        .generic_site(Dark, ASTEROIDS, TATOOINE)
        .at(Dark, TIE_SCOUT, CLOUDS)
        .at(Dark, "Devastator", ASTEROIDS)
        .hand(Dark, CLOUD_CAR)
        .hand(Dark, KEEPER)
        .fill(Dark, Pile::Force, 4)
        .phase(Dark, Phase::Deploy)
        .build();
    let (car, clouds, asteroids, tatooine) = (
        s.card(Dark, CLOUD_CAR),
        s.site(CLOUDS),
        s.site(ASTEROIDS),
        s.site(TATOOINE),
    );
    let options = s.deploy_options_for(car);
    assert!(options.contains(&Dest::At(clouds)));
    assert!(!options.contains(&Dest::At(asteroids)));
    assert!(!options.contains(&Dest::At(tatooine)));
    assert_eq!(s.game.why_not(Dark, car, Dest::At(clouds)), None);
    for l in [asteroids, tatooine] {
        assert_eq!(
            s.game.why_not(Dark, car, Dest::At(l)),
            Some(WhyNot::NotExteriorSite { location: l })
        );
    }
}

/// Seed 003 §3b: a cloud car moves up to two cloud sectors for 1 Force (not three), never to
/// the system; from the lowest cloud sector it lands at an exterior site of the planet for 1
/// Force, and from that site it takes off to the lowest cloud sector only.
#[test]
fn seed003_cloud_sectors_cloud_cars_move_like_starfighters() {
    let base = || {
        let mut b = sky()
            .extra(Dark, card("5_178"))
            .site(Dark, TATOOINE)
            .site(Dark, MOS_EISLEY);
        for _ in 0..4 {
            b = b.generic_site(Dark, CLOUDS, TATOOINE);
        }
        b
    };
    let s = base()
        .at_nth(Dark, CLOUD_CAR, CLOUDS, 0)
        .fill(Dark, Pile::Force, 1)
        .phase(Dark, Phase::Move)
        .build();
    let (car, tatooine, mos) = (
        s.card(Dark, CLOUD_CAR),
        s.site(TATOOINE),
        s.site(MOS_EISLEY),
    );
    assert!(moves(&s, car, nth(&s, CLOUDS, 1)));
    assert!(moves(&s, car, nth(&s, CLOUDS, 2)));
    let far = nth(&s, CLOUDS, 3);
    assert!(!moves(&s, car, far));
    assert_eq!(
        s.game.why_not_move(Dark, car, far),
        Some(WhyNot::SectorsTooFar {
            to: far,
            sectors: 3,
            max: 2
        })
    );
    assert!(!moves(&s, car, tatooine));
    assert!(!moves(&s, car, mos), "not from a higher cloud sector");
    // From the lowest cloud sector it lands, for 1 Force.
    let mut s = base()
        .at_nth(Dark, CLOUD_CAR, CLOUDS, 3)
        .fill(Dark, Pile::Force, 1)
        .phase(Dark, Phase::Move)
        .build();
    assert_eq!(s.game.why_not_move(Dark, car, mos), None);
    s.answer(Answer::Move { card: car, to: mos });
    assert_eq!(s.place(car), Place::At { location: mos });
    assert!(s.pile(Dark, Pile::Force).is_empty(), "1 Force");
    // From the site it takes off to the lowest cloud sector only.
    let s = base()
        .at(Dark, CLOUD_CAR, MOS_EISLEY)
        .fill(Dark, Pile::Force, 1)
        .phase(Dark, Phase::Move)
        .build();
    assert!(moves(&s, car, nth(&s, CLOUDS, 3)));
    assert!(!moves(&s, car, nth(&s, CLOUDS, 2)));
    assert!(!moves(&s, car, tatooine));
}

/// Seed 003 §3 (all sectors): a card that affects starships at a system affects them at a
/// sector as well. Collision! (Light: two of the opponent's starships at one system or
/// sector, a destiny below their number loses one) plays against two of Dark's starships at
/// an Asteroid Field as at Tatooine; a destiny of 1 loses exactly one of them.
#[test]
fn seed003_sectors_starship_cards_affect_starships_at_a_sector_as_at_a_system() {
    for at in [TATOOINE, ASTEROIDS] {
        let mut b = sky()
            .extra(Light, card("1_74")) // Collision!
            .extra(Dark, card("1_305")) // a second TIE Scout
            .site(Dark, TATOOINE);
        if at == ASTEROIDS {
            b = b.generic_site(Dark, ASTEROIDS, TATOOINE);
        }
        let mut s = b
            .at(Dark, TIE_SCOUT, at)
            .at(Dark, TIE_SCOUT, at)
            .hand(Light, "Collision!")
            .fill(Light, Pile::Force, 2)
            .reserve_top(Light, &["Rebel Trooper"]) // destiny 1
            .phase(Light, Phase::Deploy)
            .build();
        let collision = s.card_in_hand(Light, "Collision!");
        let plays = |a: &Answer| matches!(a, Answer::Play { card, .. } if *card == collision);
        assert!(s.options().iter().any(plays), "at {at}: {:?}", s.options());
        s.answer_with(plays);
        for _ in 0..20 {
            if s.place(collision) == Place::Pile(Pile::Lost) {
                break;
            }
            common::answer_plainly(&mut s);
        }
        let lost = s
            .pile(Dark, Pile::Lost)
            .iter()
            .filter(|&&c| s.q().bp(c).title == TIE_SCOUT)
            .count();
        assert_eq!(lost, 1, "at {at}\n{}", s.log());
    }
}

/// Seed 003 §3 (all sectors): reactions apply at sectors as at systems. Light's piloted
/// Millennium Falcon battles Dark's piloted Black 2 at Tatooine's Asteroid Field; Black 4
/// ("may deploy with a pilot as a 'react' to a battle where you have a TIE") deploys there
/// from hand with an Imperial Pilot, as at a system.
#[test]
fn seed003_sectors_reactions_apply_at_sectors() {
    let mut s = sky()
        .extra(Dark, card("1_299")) // Black 2
        .extra(Dark, card("2_151")) // Black 4
        .extra(Dark, card("1_180")) // Imperial Pilot
        .extra(Dark, card("1_180"))
        .extra(Light, card("1_143")) // Millennium Falcon
        .extra(Light, card("1_27")) // Rebel Pilot
        .site(Dark, TATOOINE)
        .generic_site(Dark, ASTEROIDS, TATOOINE)
        .at(Dark, "Black 2", ASTEROIDS)
        .on(Dark, "Imperial Pilot", "Black 2")
        .at(Light, "Millennium Falcon", ASTEROIDS)
        .on(Light, "Rebel Pilot", "Millennium Falcon")
        .hand(Dark, "Black 4")
        .hand(Dark, "Imperial Pilot")
        .fill(Dark, Pile::Force, 4)
        .fill(Light, Pile::Force, 3)
        .phase(Light, Phase::Battle)
        .build();
    let (field, ship) = (s.site(ASTEROIDS), s.card(Dark, "Black 4"));
    let pilot = s.card_in_hand(Dark, "Imperial Pilot");
    s.answer(Answer::Battle(field));
    assert!(
        common::react_deploy_piloted(&mut s, ship, pilot, field),
        "{}",
        s.log()
    );
    assert_eq!(s.place(ship), Place::At { location: field });
    assert_eq!(s.place(pilot), Place::On { card: ship });
}
