//! Starfighters and vehicles carried aboard starships: one scenario test per seed entry (seed
//! 001 "Capacity", "Starship - deploying on or aboard", "Starship - starfighter - deployment",
//! "Starship – landed", "Starship – leaves table"; seed 004 "Embarking", "Disembarking"),
//! named after it.

mod common;

use common::{card, premiere};
use swccg_cards::Side;
use swccg_cards::Side::{Dark, Light};
use swccg_engine::decision::Dest;
use swccg_engine::event::Blocked;
use swccg_engine::scenario::{Builder, Scenario};
use swccg_engine::script::Stat;
use swccg_engine::{Answer, CardId, Phase, Pile, Place, WhyNot, invariants};

const TATOOINE: &str = "Tatooine"; // parsec 7, no deploy modifier
const KESSEL: &str = "Kessel"; // parsec 8
const DEVASTATOR: &str = "Devastator"; // 2 vehicles and 4 TIEs, permanent pilot 2
const CORVETTE: &str = "Corellian Corvette"; // 1 vehicle, no starfighter slot
const FALCON: &str = "Millennium Falcon"; // a starfighter
const BLACK_2: &str = "Black 2"; // a TIE/LN, no permanent pilot, deploy 1, power 1
const TIE: &str = "TIE Advanced x1"; // a TIE with a permanent pilot (ability 1)
const SHUTTLE: &str = "Vader's Personal Shuttle"; // a starfighter, not a TIE
const SPEEDER: &str = "Ubrikkian 9000 Z001"; // a transport vehicle, deploy 2
const SNOWSPEEDER: &str = "Snowspeeder"; // a combat vehicle with a permanent pilot
const X_WING: &str = "X-wing"; // a starfighter with a permanent pilot
const IMPERIAL_PILOT: &str = "Imperial Pilot";
/// A location card in hand keeps the deploy phase's window open.
const KEEPER: &str = "Death Star: Detention Block Corridor";

fn hangar() -> Builder {
    let mut b = premiere()
        .extra(Dark, card("1_289")) // Tatooine
        .extra(Dark, card("1_288")) // Kessel
        .extra(Dark, card("1_301")) // Devastator
        .extra(Dark, card("1_299")) // Black 2
        .extra(Dark, card("7_309")) // Vader's Personal Shuttle
        .extra(Dark, card("1_180")) // Imperial Pilot
        .extra(Light, card("1_140")) // Corellian Corvette
        .extra(Light, card("1_143")) // Millennium Falcon
        .extra(Light, card("3_69")) // Snowspeeder
        .extra(Light, card("1_146")); // X-wing
    for _ in 0..5 {
        b = b.extra(Dark, card("1_303")); // TIE Advanced x1
    }
    for _ in 0..3 {
        b = b.extra(Dark, card("1_310")); // Ubrikkian 9000 Z001
    }
    b
}

/// The copy of a title in `side`'s hand.
fn in_hand(s: &Scenario, side: Side, title: &str) -> CardId {
    s.cards(side, title)
        .into_iter()
        .find(|&c| s.place(c) == Place::Pile(Pile::Hand))
        .expect("in hand")
}

fn aboard(ship: CardId) -> Dest {
    Dest::On {
        card: ship,
        placed_as: 0,
    }
}

/// The one reason and the option list agree: a refusal is never listed, an acceptance is.
fn check_deploy(s: &Scenario, card: CardId, ship: CardId) -> Option<WhyNot> {
    let why = s.game.why_not(Dark, card, aboard(ship));
    assert_eq!(
        why.is_none(),
        s.deploy_options_for(card).contains(&aboard(ship)),
        "{why:?}"
    );
    why
}

/// Seed 001 "Capacity": the printed vehicle and starfighter slots are read, "TIEs" slots apart
/// from "starfighters" slots, with or without a serial comma ("2 vehicles, and 4 TIEs").
#[test]
fn capacity_reads_vehicle_tie_and_starfighter_slots() {
    let s = hangar()
        .extra(Light, card("9_79")) // Mon Calamari Star Cruiser: 3 starfighters
        .extra(Dark, card("4_166")) // Avenger: "2 vehicles, and 4 TIEs"
        .build();
    let q = s.q();
    let cap = |side, title| q.bp(s.card(side, title)).capacity;
    let d = cap(Dark, DEVASTATOR);
    assert_eq!((d.vehicles, d.starfighters, d.ties_only), (2, 4, true));
    let c = cap(Light, CORVETTE);
    assert_eq!((c.vehicles, c.starfighters), (1, 0));
    let m = cap(Light, "Mon Calamari Star Cruiser");
    assert_eq!((m.vehicles, m.starfighters, m.ties_only), (1, 3, false));
    let a = cap(Dark, "Avenger");
    assert_eq!((a.vehicles, a.starfighters, a.ties_only), (2, 4, true));
}

/// Seed 001 "Starship - starfighter - deployment", "Starship - deploying on or aboard": a
/// starfighter deploys aboard its player's capital starship with a free starfighter slot,
/// with its permanent pilot or empty; "4 TIEs" take four TIEs and no fifth, and no
/// starfighter that is not a TIE.
#[test]
fn starship_starfighter_deployment_aboard_a_capital_starship_with_a_free_slot() {
    let build = |carried: usize| {
        let mut b = hangar().site(Dark, TATOOINE).at(Dark, DEVASTATOR, TATOOINE);
        for _ in 0..carried {
            b = b.carried(Dark, TIE, DEVASTATOR);
        }
        b.hand(Dark, TIE)
            .hand(Dark, BLACK_2)
            .hand(Dark, SHUTTLE)
            .hand(Dark, KEEPER)
            .fill(Dark, Pile::Force, 6)
            .phase(Dark, Phase::Deploy)
            .build()
    };
    // Three TIEs aboard: a fourth fits, and Black 2 deploys aboard empty (never empty to the
    // system itself).
    let s = build(3);
    let devastator = s.card(Dark, DEVASTATOR);
    let tatooine = s.site(TATOOINE);
    let (tie, black, shuttle) = (
        in_hand(&s, Dark, TIE),
        in_hand(&s, Dark, BLACK_2),
        in_hand(&s, Dark, SHUTTLE),
    );
    assert_eq!(check_deploy(&s, tie, devastator), None);
    assert_eq!(check_deploy(&s, black, devastator), None);
    assert_eq!(
        s.game.why_not(Dark, black, Dest::At(tatooine)),
        Some(WhyNot::NeedsPilot)
    );
    // The Lambda-class shuttle is no TIE: "TIEs" slots refuse it.
    assert_eq!(
        check_deploy(&s, shuttle, devastator),
        Some(WhyNot::NoSlotOfKind { ship: devastator })
    );
    // Four aboard: the fifth is refused, Black 2 too.
    let s = build(4);
    let (tie, black) = (in_hand(&s, Dark, TIE), in_hand(&s, Dark, BLACK_2));
    assert_eq!(
        check_deploy(&s, tie, devastator),
        Some(WhyNot::SlotsFull { ship: devastator })
    );
    assert_eq!(
        check_deploy(&s, black, devastator),
        Some(WhyNot::SlotsFull { ship: devastator })
    );
    assert!(invariants::check(s.game.catalogue(), s.game.state()).is_empty());
    // Deploying one aboard: it pays its printed cost and sits in the cargo bay.
    let mut s = build(3);
    let black = in_hand(&s, Dark, BLACK_2);
    let force = s.pile(Dark, Pile::Force).len();
    s.answer(Answer::Deploy {
        card: black,
        to: aboard(devastator),
    });
    assert_eq!(s.place(black), Place::On { card: devastator });
    assert_eq!(s.pile(Dark, Pile::Force).len(), force - 1);
    assert!(s.q().carried(black));
    assert!(invariants::check(s.game.catalogue(), s.game.state()).is_empty());
}

/// Seed 001 "Starship - deploying on or aboard", "Capacity": vehicles deploy aboard into
/// vehicle slots — two aboard Devastator and no third, one aboard the Corellian Corvette —
/// and a capital starship without starfighter slots takes no starfighter; only capital
/// starships carry starfighters, and only the player's own.
#[test]
fn starship_deploying_vehicles_and_starfighters_aboard_within_their_slots() {
    let build = |carried: usize, force: usize| {
        let mut b = hangar().site(Dark, TATOOINE).at(Dark, DEVASTATOR, TATOOINE);
        for _ in 0..carried {
            b = b.carried(Dark, SPEEDER, DEVASTATOR);
        }
        b.hand(Dark, SPEEDER)
            .hand(Dark, KEEPER)
            .fill(Dark, Pile::Force, force)
            .phase(Dark, Phase::Deploy)
            .build()
    };
    let s = build(1, 2);
    let devastator = s.card(Dark, DEVASTATOR);
    assert_eq!(
        check_deploy(&s, in_hand(&s, Dark, SPEEDER), devastator),
        None
    );
    // Its cost (2) must be affordable: with 1 Force it is not.
    let s = build(1, 1);
    assert!(matches!(
        check_deploy(&s, in_hand(&s, Dark, SPEEDER), devastator),
        Some(WhyNot::CannotAfford { cost: 2, .. })
    ));
    let s = build(2, 2);
    assert_eq!(
        check_deploy(&s, in_hand(&s, Dark, SPEEDER), devastator),
        Some(WhyNot::SlotsFull { ship: devastator })
    );
    // The Light Side: the Corvette takes one vehicle and no starfighter; the Falcon is no
    // capital starship; Devastator is not theirs.
    let build_light = |carried: bool| {
        let mut b = hangar()
            .site(Dark, TATOOINE)
            .at(Light, CORVETTE, TATOOINE)
            .at(Light, FALCON, TATOOINE)
            .at(Dark, DEVASTATOR, TATOOINE);
        if carried {
            b = b
                .extra(Light, card("3_69"))
                .carried(Light, SNOWSPEEDER, CORVETTE);
        }
        b.hand(Light, SNOWSPEEDER)
            .hand(Light, X_WING)
            .fill(Light, Pile::Force, 6)
            .phase(Light, Phase::Deploy)
            .build()
    };
    let s = build_light(false);
    let (corvette, falcon, devastator) = (
        s.card(Light, CORVETTE),
        s.card(Light, FALCON),
        s.card(Dark, DEVASTATOR),
    );
    let (speeder, x_wing) = (s.card(Light, SNOWSPEEDER), s.card(Light, X_WING));
    let light = |s: &Scenario, c, ship| {
        let why = s.game.why_not(Light, c, aboard(ship));
        assert_eq!(
            why.is_none(),
            s.deploy_options_for(c).contains(&aboard(ship))
        );
        why
    };
    assert_eq!(light(&s, speeder, corvette), None);
    assert_eq!(
        light(&s, x_wing, corvette),
        Some(WhyNot::NoSlotOfKind { ship: corvette })
    );
    assert_eq!(
        light(&s, x_wing, falcon),
        Some(WhyNot::NotACarrier { ship: falcon })
    );
    assert_eq!(
        light(&s, speeder, devastator),
        Some(WhyNot::NotYourStarship { ship: devastator })
    );
    let s = build_light(true);
    let speeder = in_hand(&s, Light, SNOWSPEEDER);
    assert_eq!(
        light(&s, speeder, corvette),
        Some(WhyNot::SlotsFull { ship: corvette })
    );
}

/// Seed 004 "Embarking", "Disembarking", seed 001 "Starships-movement": in the move phase a
/// piloted starfighter embarks aboard its player's capital starship at the same system and
/// launches from it back to that system, free and not as its regular move; an empty one
/// cannot; a capital starship elsewhere takes nothing aboard; full slots refuse it.
#[test]
fn embarking_and_disembarking_starfighters_aboard_a_capital_starship() {
    let mut s = hangar()
        .site(Dark, TATOOINE)
        .site(Dark, KESSEL)
        .at(Dark, DEVASTATOR, TATOOINE)
        .at(Dark, TIE, TATOOINE)
        .at(Dark, BLACK_2, TATOOINE)
        .at(Dark, SHUTTLE, TATOOINE)
        .fill(Dark, Pile::Force, 1)
        .phase(Dark, Phase::Move)
        .build();
    let (tatooine, kessel) = (s.site(TATOOINE), s.site(KESSEL));
    let devastator = s.card(Dark, DEVASTATOR);
    let tie = s
        .cards(Dark, TIE)
        .into_iter()
        .find(|&c| s.place(c) == Place::At { location: tatooine })
        .expect("at Tatooine");
    let (black, shuttle) = (s.card(Dark, BLACK_2), s.card(Dark, SHUTTLE));
    let embark = Answer::Move {
        card: tie,
        to: devastator,
    };
    assert!(s.has_option(embark));
    assert_eq!(s.game.why_not_move(Dark, tie, devastator), None);
    // Empty, Black 2 cannot embark; the shuttle is no TIE.
    assert!(!s.has_option(Answer::Move {
        card: black,
        to: devastator
    }));
    assert_eq!(
        s.game.why_not_move(Dark, black, devastator),
        Some(WhyNot::CannotMove {
            blocked: Blocked::NotPiloted
        })
    );
    assert_eq!(
        s.game.why_not_move(Dark, shuttle, devastator),
        Some(WhyNot::NoSlotOfKind { ship: devastator })
    );
    s.answer(embark);
    assert_eq!(s.place(tie), Place::On { card: devastator });
    assert_eq!(s.pile(Dark, Pile::Force).len(), 1, "embarking is free");
    // Aboard: landed-like (no power, maneuver or hyperspeed), launching back to Tatooine only.
    let q = s.q();
    assert_eq!(q.power(tie), 0);
    assert_eq!(q.stat(tie, Stat::Maneuver), 0);
    assert_eq!(q.stat(tie, Stat::Hyperspeed), 0);
    let launch = Answer::Move {
        card: tie,
        to: tatooine,
    };
    assert!(s.has_option(launch));
    assert_eq!(
        s.game.why_not_move(Dark, tie, kessel),
        Some(WhyNot::HangarElsewhere { ship: devastator })
    );
    s.answer(launch);
    assert_eq!(s.place(tie), Place::At { location: tatooine });
    assert!(s.q().power(tie) >= 1);
    // Neither move was its regular move: it may embark again.
    assert!(!s.state().flag(tie, swccg_engine::state::Flags::MOVED_TURN));
    assert!(s.has_option(Answer::Move {
        card: tie,
        to: devastator
    }));
    // A capital starship at another system takes nothing aboard; full slots refuse it.
    let mut b = hangar()
        .site(Dark, TATOOINE)
        .site(Dark, KESSEL)
        .at(Dark, DEVASTATOR, KESSEL)
        .at(Dark, TIE, TATOOINE)
        .phase(Dark, Phase::Move);
    b = b.fill(Dark, Pile::Force, 1);
    let s = b.build();
    let (devastator, tie) = (s.card(Dark, DEVASTATOR), s.card(Dark, TIE));
    assert_eq!(
        s.game.why_not_move(Dark, tie, devastator),
        Some(WhyNot::HangarElsewhere { ship: devastator })
    );
    let mut b = hangar()
        .site(Dark, TATOOINE)
        .at(Dark, DEVASTATOR, TATOOINE)
        .at(Dark, TIE, TATOOINE);
    for _ in 0..4 {
        b = b.carried(Dark, TIE, DEVASTATOR);
    }
    // `carried` seats the copy already at Tatooine first: put a fresh one there after.
    let s = b.at(Dark, TIE, TATOOINE).phase(Dark, Phase::Move).build();
    let devastator = s.card(Dark, DEVASTATOR);
    let tie = s
        .cards(Dark, TIE)
        .into_iter()
        .find(|&c| matches!(s.place(c), Place::At { .. }))
        .expect("one TIE at Tatooine");
    assert_eq!(
        s.game.why_not_move(Dark, tie, devastator),
        Some(WhyNot::SlotsFull { ship: devastator })
    );
    assert!(!s.has_option(Answer::Move {
        card: tie,
        to: devastator
    }));
}

/// Seed 004 "Embarking": the occupants of a carried starfighter move to the capital starship
/// (within its capacity) and back, free: a pilot aboard Devastator boards the empty Black 2
/// in its cargo bay, which may then launch; a vehicle launches only to an exterior site, so
/// not from a capital starship at a system.
#[test]
fn embarking_pilots_board_a_carried_starfighter_which_then_launches() {
    let mut s = hangar()
        .site(Dark, TATOOINE)
        .at(Dark, DEVASTATOR, TATOOINE)
        .carried(Dark, BLACK_2, DEVASTATOR)
        .carried(Dark, SPEEDER, DEVASTATOR)
        .passenger(Dark, IMPERIAL_PILOT, DEVASTATOR)
        .phase(Dark, Phase::Move)
        .build();
    let tatooine = s.site(TATOOINE);
    let (devastator, black) = (s.card(Dark, DEVASTATOR), s.card(Dark, BLACK_2));
    let pilot = s.card(Dark, IMPERIAL_PILOT);
    assert_eq!(
        s.game.why_not_move(Dark, black, tatooine),
        Some(WhyNot::CannotMove {
            blocked: Blocked::NotPiloted
        })
    );
    let board = Answer::Move {
        card: pilot,
        to: black,
    };
    assert!(s.has_option(board));
    s.answer(board);
    assert_eq!(s.place(pilot), Place::On { card: black });
    assert!(s.q().at_helm(pilot));
    // In the cargo bay the pilot is not present at Tatooine.
    assert!(s.q().enclosed_aboard(pilot));
    let launch = Answer::Move {
        card: black,
        to: tatooine,
    };
    assert!(s.has_option(launch));
    // The pilot may go back aboard Devastator instead.
    assert!(s.has_option(Answer::Move {
        card: pilot,
        to: devastator
    }));
    s.answer(launch);
    assert_eq!(s.place(black), Place::At { location: tatooine });
    assert_eq!(s.state().location_of(pilot), Some(tatooine));
    // The speeder has no driver: it stays aboard.
    let speeder = s.card(Dark, SPEEDER);
    assert_eq!(
        s.game.why_not_move(Dark, speeder, tatooine),
        Some(WhyNot::CannotMove {
            blocked: Blocked::NotDriven
        })
    );
    // Driven, it still may not launch to a system.
    let s = hangar()
        .extra(Dark, card("1_180"))
        .site(Dark, TATOOINE)
        .at(Dark, DEVASTATOR, TATOOINE)
        .at(Dark, SPEEDER, TATOOINE)
        .on(Dark, IMPERIAL_PILOT, SPEEDER)
        .carried(Dark, SPEEDER, DEVASTATOR)
        .phase(Dark, Phase::Move)
        .build();
    let speeder = s
        .cards(Dark, SPEEDER)
        .into_iter()
        .find(|&c| s.q().carried(c))
        .expect("carried");
    assert!(s.q().piloted(speeder));
    assert_eq!(
        s.game.why_not_move(Dark, speeder, tatooine),
        Some(WhyNot::NotExteriorSite { location: tatooine })
    );
    assert!(!s.has_option(Answer::Move {
        card: speeder,
        to: tatooine
    }));
}

/// Seed 001 "Starship – landed", seed 004 "Embarking": a carried starfighter is not present at
/// the system: it adds nothing to its player's presence there, takes no part in a battle
/// there, and `present` selectors do not see it.
#[test]
fn starship_landed_carried_starfighters_are_not_present_and_do_not_battle() {
    let mut s = hangar()
        .site(Dark, TATOOINE)
        .at(Dark, DEVASTATOR, TATOOINE)
        .carried(Dark, TIE, DEVASTATOR)
        .at(Light, CORVETTE, TATOOINE)
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Battle)
        .build();
    let tatooine = s.site(TATOOINE);
    let tie = s.card(Dark, TIE);
    // Devastator's permanent pilot alone: 2, not 3 with the TIE's.
    assert_eq!(s.q().ability_at(Dark, tatooine), 2);
    assert!(s.q().enclosed_aboard(tie));
    s.answer(Answer::Battle(tatooine));
    assert!(!s.state().flag(tie, swccg_engine::state::Flags::IN_BATTLE));
    assert!(s.state().flag(
        s.card(Dark, DEVASTATOR),
        swccg_engine::state::Flags::IN_BATTLE
    ));
}

/// Seed 004 "Embarking": everything aboard a capital starship goes where it goes; a
/// hyperspeed move takes its cargo bay along.
#[test]
fn starships_movement_carries_the_cargo_bay_along() {
    let mut s = hangar()
        .site(Dark, TATOOINE)
        .site(Dark, KESSEL)
        .at(Dark, DEVASTATOR, KESSEL)
        .carried(Dark, TIE, DEVASTATOR)
        .carried(Dark, SPEEDER, DEVASTATOR)
        .fill(Dark, Pile::Force, 1)
        .phase(Dark, Phase::Move)
        .build();
    let tatooine = s.site(TATOOINE);
    let devastator = s.card(Dark, DEVASTATOR);
    s.answer(Answer::Move {
        card: devastator,
        to: tatooine,
    });
    for title in [TIE, SPEEDER] {
        let c = s.card(Dark, title);
        assert_eq!(s.place(c), Place::On { card: devastator });
        assert_eq!(s.state().location_of(c), Some(tatooine));
    }
}
