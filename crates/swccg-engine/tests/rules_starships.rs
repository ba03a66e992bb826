//! Starships in space: one scenario test per seed 001 entry ("Starship …", "Starships
//! -deployment", "Starships-movement", "Capacity"), named after it.

mod common;

use common::{card, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::decision::Dest;
use swccg_engine::event::{Blocked, What};
use swccg_engine::scenario::Builder;
use swccg_engine::script::Stat;
use swccg_engine::{Answer, Phase, Pile, Place, Prompt, WhyNot};

const KESSEL: &str = "Kessel"; // parsec 8, Dark icons 2 (its text: Dark's starships deploy -1)
const TATOOINE: &str = "Tatooine"; // parsec 7
const YAVIN: &str = "Yavin 4"; // parsec 4
const ALDERAAN: &str = "Alderaan"; // parsec 2, no Dark icon
const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const DEVASTATOR: &str = "Devastator"; // capital, permanent pilot 2, hyperspeed 3, power 9
const BLACK_2: &str = "Black 2"; // TIE, no permanent pilot, "May add 1 pilot", power 1
const IMPERIAL_PILOT: &str = "Imperial Pilot"; // pilot, ability 2, adds 2 to power
const CORVETTE: &str = "Corellian Corvette"; // capital, permanent pilot 1, power 5
const FALCON: &str = "Millennium Falcon"; // no permanent pilot, 2 pilots and 2 passengers

/// The Premiere decks with the systems and starships of these tests.
fn space() -> Builder {
    premiere()
        .extra(Dark, card("1_288")) // Kessel
        .extra(Dark, card("1_289")) // Tatooine
        .extra(Dark, card("1_296")) // Yavin 4
        .extra(Dark, card("1_281")) // Alderaan
        .extra(Dark, card("1_301")) // Devastator
        .extra(Dark, card("1_299")) // Black 2
        .extra(Dark, card("1_180")) // Imperial Pilot
        .extra(Dark, card("1_180"))
        .extra(Light, card("1_140")) // Corellian Corvette
        .extra(Light, card("1_143")) // Millennium Falcon
        .extra(Light, card("1_27")) // Rebel Pilot
        .extra(Dark, card("1_306")) // Vader's Custom TIE
}

/// A location card in hand: its deployment keeps the deploy phase's window open (a window
/// with no option but passing closes at once).
const KEEPER: &str = "Death Star: Detention Block Corridor";

/// Seed 001 "Starship", "Starship - capital", "Starship - starfighter", "Capacity": the
/// printed subtype tells capital from starfighter; the permanent pilot's ability and the
/// capacity are read from the printed text.
#[test]
fn starship_capital_starfighter_capacity_and_permanent_pilot() {
    let s = space()
        .extra(Light, card("103_1")) // Gold Leader In Gold 1
        .extra(Light, card("2_73")) // Tantive IV
        .build();
    let q = s.q();
    let bp = |side, title| q.bp(s.card(side, title));
    let devastator = bp(Dark, DEVASTATOR);
    assert!(devastator.capital);
    assert_eq!(devastator.permanent_pilot, Some(2));
    let cap = devastator.capacity;
    assert_eq!(
        (cap.pilots, cap.passengers, cap.vehicles, cap.starfighters),
        (6, 8, 2, 4)
    );
    let black = bp(Dark, BLACK_2);
    assert!(!black.capital);
    assert_eq!(black.permanent_pilot, None);
    assert_eq!((black.capacity.pilots, black.capacity.passengers), (1, 0));
    let gold = bp(Light, "Gold Leader In Gold 1");
    assert_eq!(gold.permanent_pilot, Some(2));
    assert_eq!((gold.capacity.either, gold.capacity.pilots), (1, 0));
    assert_eq!(bp(Light, "Tantive IV").permanent_pilot, Some(2));
    let falcon = bp(Light, FALCON);
    assert!(!falcon.capital);
    assert_eq!(falcon.permanent_pilot, None);
    assert_eq!((falcon.capacity.pilots, falcon.capacity.passengers), (2, 2));
    assert_eq!(bp(Light, CORVETTE).permanent_pilot, Some(1));
}

/// Seed 001 "Starships -deployment", "Starship - capital - deployment": a capital starship
/// deploys to a system where its player has presence or a Force icon — Kessel (2 Dark icons),
/// not Alderaan (none) until the player has presence there — and never to a site.
#[test]
fn starship_capital_deployment_to_systems_with_presence_or_icons() {
    let s = space()
        .site(Dark, KESSEL)
        .site(Dark, ALDERAAN)
        .site(Dark, MOS_EISLEY)
        .hand(Dark, DEVASTATOR)
        .fill(Dark, Pile::Force, 8)
        .hand(Dark, KEEPER)
        .phase(Dark, Phase::Deploy)
        .build();
    let (kessel, alderaan, mos) = (s.site(KESSEL), s.site(ALDERAAN), s.site(MOS_EISLEY));
    let devastator = s.card(Dark, DEVASTATOR);
    assert_eq!(s.deploy_options_for(devastator), vec![Dest::At(kessel)]);
    assert_eq!(
        s.game.why_not(Dark, devastator, Dest::At(alderaan)),
        Some(WhyNot::NoPresenceOrIcons { location: alderaan })
    );
    assert_eq!(
        s.game.why_not(Dark, devastator, Dest::At(mos)),
        Some(WhyNot::NotASystem { location: mos })
    );
    // Presence at Alderaan (a piloted starship there) opens it.
    let s = space()
        .site(Dark, KESSEL)
        .site(Dark, ALDERAAN)
        .at(Dark, BLACK_2, ALDERAAN)
        .on(Dark, IMPERIAL_PILOT, BLACK_2)
        .hand(Dark, DEVASTATOR)
        .fill(Dark, Pile::Force, 8)
        .hand(Dark, KEEPER)
        .phase(Dark, Phase::Deploy)
        .build();
    let (kessel, alderaan) = (s.site(KESSEL), s.site(ALDERAAN));
    let devastator = s.card(Dark, DEVASTATOR);
    // Systems in parsec order: Alderaan (2), Kessel (8).
    assert_eq!(
        s.deploy_options_for(devastator),
        vec![Dest::At(alderaan), Dest::At(kessel)]
    );
}

/// Seed 001 "Starships -deployment": the deploy cost is paid, exactly affordable or refused
/// one Force short.
#[test]
fn starships_deployment_costs_its_deploy_cost() {
    for (force, may) in [(8, true), (7, false)] {
        let mut s = space()
            .site(Dark, TATOOINE)
            .hand(Dark, DEVASTATOR)
            .fill(Dark, Pile::Force, force)
            .hand(Dark, KEEPER)
            .phase(Dark, Phase::Deploy)
            .build();
        let (tatooine, devastator) = (s.site(TATOOINE), s.card(Dark, DEVASTATOR));
        let deploy = Answer::Deploy {
            card: devastator,
            to: Dest::At(tatooine),
        };
        assert_eq!(s.has_option(deploy), may);
        if may {
            s.answer(deploy);
            assert_eq!(s.place(devastator), Place::At { location: tatooine });
            assert!(s.pile(Dark, Pile::Force).is_empty());
        } else {
            assert_eq!(
                s.game.why_not(Dark, devastator, Dest::At(tatooine)),
                Some(WhyNot::CannotAfford {
                    cost: 8,
                    available: 7
                })
            );
        }
    }
}

/// Seed 001 "Starship - starfighter - deployment": a starfighter without a permanent pilot
/// deploys to a system only together with a pilot character aboard, as one action paying both
/// costs (Black 2: 1, Imperial Pilot: 2); a character without the pilot icon cannot be that
/// pilot.
#[test]
fn starship_starfighter_deployment_needs_a_pilot_with_it() {
    for (force, may) in [(3, true), (2, false)] {
        let mut s = space()
            .site(Dark, TATOOINE)
            .hand(Dark, BLACK_2)
            .hand(Dark, IMPERIAL_PILOT)
            .hand(Dark, "Stormtrooper")
            .fill(Dark, Pile::Force, force)
            .hand(Dark, KEEPER)
            .phase(Dark, Phase::Deploy)
            .build();
        let kessel = s.site(TATOOINE);
        let black = s.card(Dark, BLACK_2);
        let pilot = s.card(Dark, IMPERIAL_PILOT);
        assert_eq!(
            s.game.why_not(Dark, black, Dest::At(kessel)),
            Some(WhyNot::NeedsPilot)
        );
        assert!(s.deploy_options_for(black).is_empty());
        let together = Answer::DeployPiloted {
            card: black,
            pilot,
            to: kessel,
        };
        assert_eq!(s.has_option(together), may);
        let piloted: Vec<Answer> = s
            .options()
            .into_iter()
            .filter(|a| matches!(a, Answer::DeployPiloted { .. }))
            .collect();
        assert_eq!(piloted.len(), usize::from(may), "no Stormtrooper pilot");
        if may {
            s.answer(together);
            assert_eq!(s.place(black), Place::At { location: kessel });
            assert_eq!(s.place(pilot), Place::On { card: black });
            assert!(s.q().piloting(pilot));
            assert!(s.pile(Dark, Pile::Force).is_empty());
        }
    }
}

/// Seed 001 "Starship - deploying on or aboard", "Capacity", "Pilot", "Passenger": a character
/// deploys aboard its player's starship as pilot (with the pilot icon) or passenger while a
/// slot is free; Black 2 takes one pilot and no passenger.
#[test]
fn starship_deploying_on_or_aboard_within_capacity() {
    let s = space()
        .site(Dark, KESSEL)
        .at(Dark, DEVASTATOR, KESSEL)
        .at(Dark, BLACK_2, KESSEL)
        .hand(Dark, IMPERIAL_PILOT)
        .hand(Dark, "Stormtrooper")
        .fill(Dark, Pile::Force, 4)
        .hand(Dark, KEEPER)
        .phase(Dark, Phase::Deploy)
        .build();
    let devastator = s.card(Dark, DEVASTATOR);
    let black = s.card(Dark, BLACK_2);
    let pilot = s.card(Dark, IMPERIAL_PILOT);
    let trooper = s.card(Dark, "Stormtrooper");
    let aboard = |ship, placed_as| Dest::On {
        card: ship,
        placed_as,
    };
    let pilot_dests = s.deploy_options_for(pilot);
    assert!(pilot_dests.contains(&aboard(devastator, 0)));
    assert!(pilot_dests.contains(&aboard(devastator, 1)));
    assert!(pilot_dests.contains(&aboard(black, 0)));
    assert!(!pilot_dests.contains(&aboard(black, 1)));
    let trooper_dests = s.deploy_options_for(trooper);
    assert!(trooper_dests.contains(&aboard(devastator, 1)));
    assert!(!trooper_dests.contains(&aboard(devastator, 0)));
    assert_eq!(
        s.game.why_not(Dark, trooper, aboard(black, 0)),
        Some(WhyNot::NoCapacity { ship: black })
    );
    // Black 2 with its one pilot aboard is full.
    let s = space()
        .site(Dark, KESSEL)
        .at(Dark, BLACK_2, KESSEL)
        .on(Dark, IMPERIAL_PILOT, BLACK_2)
        .hand(Dark, IMPERIAL_PILOT)
        .fill(Dark, Pile::Force, 4)
        .hand(Dark, KEEPER)
        .phase(Dark, Phase::Deploy)
        .build();
    let black = s.card(Dark, BLACK_2);
    let second = s.cards(Dark, IMPERIAL_PILOT)[1];
    let second = if s.place(second) == Place::Pile(Pile::Hand) {
        second
    } else {
        s.cards(Dark, IMPERIAL_PILOT)[0]
    };
    assert!(!s.deploy_options_for(second).contains(&aboard(black, 0)));
    assert_eq!(
        s.game.why_not(Dark, second, aboard(black, 0)),
        Some(WhyNot::NoCapacity { ship: black })
    );
}

/// Seed 001 "Starship - piloted": without a pilot aboard a starship has no power and cannot
/// move; a passenger is not a pilot; a permanent pilot is.
#[test]
fn starship_piloted_power_and_movement_need_a_pilot() {
    let s = space()
        .site(Dark, KESSEL)
        .site(Dark, TATOOINE)
        .at(Dark, BLACK_2, KESSEL)
        .at(Dark, DEVASTATOR, KESSEL)
        .at(Light, FALCON, KESSEL)
        .passenger(Light, "Rebel Pilot", FALCON)
        .at(Light, CORVETTE, KESSEL) // it may move: the move phase's window stays open
        .fill(Light, Pile::Force, 2)
        .phase(Light, Phase::Move)
        .build();
    let q = s.q();
    let (black, devastator, falcon) = (
        s.card(Dark, BLACK_2),
        s.card(Dark, DEVASTATOR),
        s.card(Light, FALCON),
    );
    assert_eq!(q.power(black), 0);
    assert_eq!(q.power(falcon), 0, "a passenger does not pilot");
    assert_eq!(q.power(devastator), 9, "a permanent pilot does");
    assert!(q.piloted(devastator) && !q.piloted(falcon));
    let tatooine = s.site(TATOOINE);
    assert_eq!(
        s.game.why_not_move(Light, falcon, tatooine),
        Some(WhyNot::CannotMove {
            blocked: Blocked::NotPiloted
        })
    );
    assert!(
        !s.options()
            .iter()
            .any(|a| matches!(a, Answer::Move { card, .. } if *card == falcon))
    );
    // The same Rebel Pilot as pilot: the Falcon has power and may make a hyperspeed move.
    let s = space()
        .site(Dark, KESSEL)
        .site(Dark, TATOOINE)
        .at(Light, FALCON, KESSEL)
        .on(Light, "Rebel Pilot", FALCON)
        .fill(Light, Pile::Force, 2)
        .phase(Light, Phase::Move)
        .build();
    let (falcon, tatooine) = (s.card(Light, FALCON), s.site(TATOOINE));
    assert!(s.q().power(falcon) >= 3);
    assert!(s.has_option(Answer::Move {
        card: falcon,
        to: tatooine
    }));
}

/// Seed 001 "Starships-movement", "Nav computer", "Hyperspeed": a piloted starship with a nav
/// computer moves between systems no more parsecs apart than its hyperspeed, for 1 Force, as
/// its regular move (once per turn); Devastator (hyperspeed 3) reaches Tatooine (1 parsec) but
/// not Yavin 4 (4 parsecs); a TIE without nav computer or hyperspeed cannot.
#[test]
fn starships_movement_by_hyperspeed_between_systems() {
    let mut s = space()
        .site(Dark, KESSEL)
        .site(Dark, TATOOINE)
        .site(Dark, YAVIN)
        .at(Dark, DEVASTATOR, KESSEL)
        .at(Dark, BLACK_2, KESSEL)
        .on(Dark, IMPERIAL_PILOT, BLACK_2)
        .at(Dark, "Vader's Custom TIE", KESSEL)
        .on(Dark, IMPERIAL_PILOT, "Vader's Custom TIE")
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Move)
        .build();
    let (kessel, tatooine, yavin) = (s.site(KESSEL), s.site(TATOOINE), s.site(YAVIN));
    let (devastator, black) = (s.card(Dark, DEVASTATOR), s.card(Dark, BLACK_2));
    let to_tatooine = Answer::Move {
        card: devastator,
        to: tatooine,
    };
    assert!(s.has_option(to_tatooine));
    assert!(!s.has_option(Answer::Move {
        card: devastator,
        to: yavin
    }));
    assert_eq!(
        s.game.why_not_move(Dark, devastator, yavin),
        Some(WhyNot::TooFar {
            to: yavin,
            distance: 4,
            hyperspeed: 3
        })
    );
    assert_eq!(
        s.game.why_not_move(Dark, black, tatooine),
        Some(WhyNot::CannotMove {
            blocked: Blocked::NoNavComputer
        })
    );
    s.answer(to_tatooine);
    assert_eq!(s.place(devastator), Place::At { location: tatooine });
    assert_eq!(s.pile(Dark, Pile::Force).len(), 1, "1 Force for the move");
    // Its regular move is made: not back to Kessel this turn.
    assert_eq!(
        s.game.why_not_move(Dark, devastator, kessel),
        Some(WhyNot::CannotMove {
            blocked: Blocked::AlreadyMoved
        })
    );
}

/// Seed 001 "Starships-movement": a hyperspeed move costs 1 Force: with 1 it is offered, with
/// none it is not (and the move phase, with nothing to do, ends).
#[test]
fn starships_movement_costs_one_force() {
    for (force, may) in [(1, true), (0, false)] {
        let s = space()
            .site(Dark, KESSEL)
            .site(Dark, TATOOINE)
            .at(Dark, DEVASTATOR, KESSEL)
            .fill(Dark, Pile::Force, force)
            .phase(Dark, Phase::Move)
            .build();
        let (tatooine, devastator) = (s.site(TATOOINE), s.card(Dark, DEVASTATOR));
        let moves = s.has_option(Answer::Move {
            card: devastator,
            to: tatooine,
        });
        assert_eq!(moves, may);
        if !may {
            assert_ne!(s.state().phase, Phase::Move);
        }
    }
}

/// Seed 001 "Presence", "Starship -occupants": piloted starships and everyone aboard give
/// presence and control at a system; a Force drain there is the opponent's icons.
#[test]
fn starship_occupants_give_presence_and_control_at_systems() {
    let mut s = space()
        .site(Dark, KESSEL)
        .at(Dark, DEVASTATOR, KESSEL)
        .passenger(Dark, "Stormtrooper", DEVASTATOR)
        .phase(Dark, Phase::Control)
        .build();
    let kessel = s.site(KESSEL);
    let q = s.q();
    // Permanent pilot 2 + a passenger's ability 1.
    assert_eq!(q.ability_at(Dark, kessel), 3);
    assert!(q.controls(Dark, kessel));
    assert!(s.has_option(Answer::ForceDrain(kessel)));
    let before = s.life_force(Light);
    s.answer(Answer::ForceDrain(kessel));
    // Kessel shows 1 Light icon.
    assert_eq!(before - s.life_force(Light), 1);
}

/// Seed 001 "Battle" at a system (CR 9.5): starships battle with their power when piloted;
/// battle destiny counts the ability of pilots (permanent pilots included) but never of
/// passengers: Devastator's permanent pilot (2) and an Imperial Pilot (2) piloting reach 4,
/// as a passenger they do not.
#[test]
fn starship_space_battle_destiny_from_pilots_not_passengers() {
    for (as_pilot, may_draw) in [(true, true), (false, false)] {
        let b = space()
            .site(Dark, KESSEL)
            .at(Dark, DEVASTATOR, KESSEL)
            .at(Light, CORVETTE, KESSEL);
        let b = if as_pilot {
            b.on(Dark, IMPERIAL_PILOT, DEVASTATOR)
        } else {
            b.passenger(Dark, IMPERIAL_PILOT, DEVASTATOR)
        };
        let mut s = b
            .fill(Dark, Pile::Force, 1)
            .reserve_top(Dark, &["Stormtrooper"])
            .phase(Dark, Phase::Battle)
            .build();
        let kessel = s.site(KESSEL);
        assert_eq!(s.q().ability_at(Dark, kessel), 4, "presence counts both");
        s.answer(Answer::Battle(kessel));
        let asked = s.prompt() == Some(Prompt::BattleDestiny { location: kessel });
        assert_eq!(asked, may_draw, "as pilot: {as_pilot}\n{}", s.log());
        if asked {
            s.answer(Answer::No);
        }
        // Devastator 9 (+2 from a scripted pilot's text) against the Corvette's 5.
        assert!(s.saw(|w| matches!(w, What::BattleTotals { dark, light: 5 } if *dark >= 9)));
    }
}

/// Seed 001 "Starship – leaves table": a starship forfeited in a space battle takes every card
/// aboard with it to the Lost Pile, a capital starship its cargo bay too.
#[test]
fn starship_leaves_table_with_everyone_aboard() {
    let mut s = space()
        .site(Dark, KESSEL)
        .at(Dark, DEVASTATOR, KESSEL)
        .at(Light, FALCON, KESSEL)
        .on(Light, "Rebel Pilot", FALCON)
        .fill(Dark, Pile::Force, 1)
        .phase(Dark, Phase::Battle)
        .build();
    let kessel = s.site(KESSEL);
    let (falcon, pilot) = (s.card(Light, FALCON), s.card(Light, "Rebel Pilot"));
    s.answer(Answer::Battle(kessel));
    // Light loses 9 to at most 5; the Falcon and its pilot are participants.
    let forfeit = Answer::Forfeit(falcon);
    while !s.has_option(forfeit) {
        let options = s.options();
        assert!(!options.is_empty(), "{}", s.log());
        s.answer(if options.contains(&Answer::No) {
            Answer::No
        } else {
            Answer::Pass
        });
    }
    assert!(s.has_option(Answer::Forfeit(pilot)));
    s.answer(forfeit);
    assert_eq!(s.place(falcon), Place::Pile(Pile::Lost));
    assert_eq!(s.place(pilot), Place::Pile(Pile::Lost));
    // A capital starship lost takes its cargo bay too: the starfighter carried aboard and its
    // pilot (seed 004 "Embarking").
    let mut s = space()
        .site(Dark, KESSEL)
        .at(Dark, DEVASTATOR, KESSEL)
        .at(Dark, BLACK_2, KESSEL)
        .on(Dark, IMPERIAL_PILOT, BLACK_2)
        .carried(Dark, BLACK_2, DEVASTATOR)
        .phase(Dark, Phase::Move)
        .build();
    let (devastator, black) = (s.card(Dark, DEVASTATOR), s.card(Dark, BLACK_2));
    let pilot = s.card(Dark, IMPERIAL_PILOT);
    assert_eq!(s.place(black), Place::On { card: devastator });
    s.mutate(|cx| cx.lose(devastator));
    for card in [devastator, black, pilot] {
        assert_eq!(s.place(card), Place::Pile(Pile::Lost));
    }
}

/// Seed 001 "Ship-docking capability": in its move phase a player moves a character aboard one
/// of its starships to another of its starships at the same location, one of the two with
/// ship-docking capability (the Falcon), into a free slot, for 1 Force; two TIEs without it
/// cannot dock.
#[test]
fn ship_docking_capability_moves_characters_between_starships() {
    let mut s = space()
        .site(Dark, KESSEL)
        .at(Light, FALCON, KESSEL)
        .on(Light, "Rebel Pilot", FALCON)
        .at(Light, CORVETTE, KESSEL)
        .fill(Light, Pile::Force, 1)
        .phase(Light, Phase::Move)
        .build();
    let (falcon, corvette) = (s.card(Light, FALCON), s.card(Light, CORVETTE));
    let pilot = s.card(Light, "Rebel Pilot");
    let dock = Answer::Move {
        card: pilot,
        to: corvette,
    };
    assert!(s.has_option(dock));
    s.answer(dock);
    assert_eq!(s.place(pilot), Place::On { card: corvette });
    assert!(s.q().piloting(pilot), "into a free pilot slot");
    assert!(!s.q().piloted(falcon));
    assert!(s.pile(Light, Pile::Force).is_empty());
    // No Force left: no second docking move.
    let s = space()
        .site(Dark, KESSEL)
        .at(Dark, BLACK_2, KESSEL)
        .on(Dark, IMPERIAL_PILOT, BLACK_2)
        .at(Dark, "Vader's Custom TIE", KESSEL)
        .at(Dark, DEVASTATOR, KESSEL)
        .site(Dark, TATOOINE)
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Move)
        .build();
    let (pilot, tie) = (
        s.card(Dark, IMPERIAL_PILOT),
        s.card(Dark, "Vader's Custom TIE"),
    );
    let black = s.card(Dark, BLACK_2);
    assert_eq!(
        s.game.why_not_move(Dark, pilot, tie),
        Some(WhyNot::NotDocked {
            from: black,
            to: tie
        })
    );
    // The Devastator has ship-docking capability: the pilot may go aboard it.
    assert_eq!(
        s.game.why_not_move(Dark, pilot, s.card(Dark, DEVASTATOR)),
        None
    );
}

// ----- Docking bays, landing and taking off -----

const DOCKING_BAY: &str = "Tatooine: Docking Bay 94"; // interior and exterior, a docking bay
const CANTINA: &str = "Tatooine: Cantina"; // interior only
const TIE_SCOUT: &str = "TIE Scout"; // permanent pilot 1, power 1, maneuver 1, hyperspeed 5

/// Tatooine's system and three of its sites, Dark's.
fn tatooine() -> Builder {
    space()
        .extra(Dark, card("1_291")) // Docking Bay 94
        .extra(Dark, card("1_290")) // Cantina
        .extra(Dark, card("1_305")) // TIE Scout
        .site(Dark, TATOOINE)
        .site(Dark, CANTINA)
        .site(Dark, DOCKING_BAY)
        .site(Dark, MOS_EISLEY)
}

/// Seed 001 "Starships -deployment" (1) and "Starship - starfighter - deployment": a
/// starfighter with a permanent pilot deploys to a docking bay as to a system; one without
/// deploys to a docking bay "empty" (not to a system) or with a pilot; a capital starship never
/// deploys to a site, nor any starship to a site that is not a docking bay.
#[test]
fn starships_deployment_starfighters_to_docking_bays() {
    let mut s = tatooine()
        .hand(Dark, BLACK_2)
        .hand(Dark, IMPERIAL_PILOT)
        .hand(Dark, TIE_SCOUT)
        .hand(Dark, DEVASTATOR)
        .fill(Dark, Pile::Force, 10)
        .hand(Dark, KEEPER)
        .phase(Dark, Phase::Deploy)
        .build();
    let (system, bay, mos) = (s.site(TATOOINE), s.site(DOCKING_BAY), s.site(MOS_EISLEY));
    let (black, scout, devastator) = (
        s.card(Dark, BLACK_2),
        s.card(Dark, TIE_SCOUT),
        s.card(Dark, DEVASTATOR),
    );
    let pilot = s.card(Dark, IMPERIAL_PILOT);
    assert_eq!(s.deploy_options_for(black), vec![Dest::At(bay)], "empty");
    assert_eq!(
        s.game.why_not(Dark, black, Dest::At(system)),
        Some(WhyNot::NeedsPilot)
    );
    assert!(s.has_option(Answer::DeployPiloted {
        card: black,
        pilot,
        to: bay
    }));
    let scout_dests = s.deploy_options_for(scout);
    assert!(scout_dests.contains(&Dest::At(system)) && scout_dests.contains(&Dest::At(bay)));
    assert!(!scout_dests.contains(&Dest::At(mos)));
    assert_eq!(
        s.game.why_not(Dark, scout, Dest::At(mos)),
        Some(WhyNot::NotASystem { location: mos })
    );
    assert_eq!(s.deploy_options_for(devastator), vec![Dest::At(system)]);
    assert_eq!(
        s.game.why_not(Dark, devastator, Dest::At(bay)),
        Some(WhyNot::CapitalCannotLand { location: bay })
    );
    let before = s.pile(Dark, Pile::Force).len();
    s.answer(Answer::Deploy {
        card: black,
        to: Dest::At(bay),
    });
    assert_eq!(s.place(black), Place::At { location: bay });
    assert_eq!(
        before - s.pile(Dark, Pile::Force).len(),
        1,
        "Black 2 costs 1"
    );
    assert!(!s.q().piloted(black));
}

/// Seed 001 "Starships-movement" (landing): a piloted starfighter at a planet system moves to
/// an exterior site of that planet for 1 Force as its regular move, without a nav computer
/// (Black 2 has none); never to an interior-only site; a capital starship never lands.
#[test]
fn starships_movement_landing_at_an_exterior_site_for_one_force() {
    let mut s = tatooine()
        .at(Dark, BLACK_2, TATOOINE)
        .on(Dark, IMPERIAL_PILOT, BLACK_2)
        .at(Dark, DEVASTATOR, TATOOINE)
        .fill(Dark, Pile::Force, 1)
        .phase(Dark, Phase::Move)
        .build();
    let (system, cantina, mos) = (s.site(TATOOINE), s.site(CANTINA), s.site(MOS_EISLEY));
    let (black, devastator) = (s.card(Dark, BLACK_2), s.card(Dark, DEVASTATOR));
    let land = Answer::Move {
        card: black,
        to: mos,
    };
    assert!(s.has_option(land));
    assert!(!s.has_option(Answer::Move {
        card: black,
        to: cantina
    }));
    assert_eq!(
        s.game.why_not_move(Dark, black, cantina),
        Some(WhyNot::NotAdjacent {
            from: system,
            to: cantina
        })
    );
    assert!(!s.has_option(Answer::Move {
        card: devastator,
        to: mos
    }));
    assert_eq!(
        s.game.why_not_move(Dark, devastator, mos),
        Some(WhyNot::CapitalCannotLand { location: mos })
    );
    s.answer(land);
    assert_eq!(s.place(black), Place::At { location: mos });
    assert!(
        s.pile(Dark, Pile::Force).is_empty(),
        "1 Force for the landing"
    );
    assert!(s.q().landed(black));
}

/// Seed 001 "Starships-movement": landing at and taking off from a docking bay; we follow the
/// Advanced Rulebook, which makes both free (core digest CR 10.2): with no Force, Black 2 lands
/// at Docking Bay 94 but not at Mos Eisley.
#[test]
fn starships_movement_landing_at_a_docking_bay_is_free() {
    let mut s = tatooine()
        .at(Dark, BLACK_2, TATOOINE)
        .on(Dark, IMPERIAL_PILOT, BLACK_2)
        .phase(Dark, Phase::Move)
        .build();
    let (bay, mos) = (s.site(DOCKING_BAY), s.site(MOS_EISLEY));
    let black = s.card(Dark, BLACK_2);
    assert!(!s.has_option(Answer::Move {
        card: black,
        to: mos
    }));
    assert_eq!(
        s.game.why_not_move(Dark, black, mos),
        Some(WhyNot::CannotAfford {
            cost: 1,
            available: 0
        })
    );
    s.answer(Answer::Move {
        card: black,
        to: bay,
    });
    assert_eq!(s.place(black), Place::At { location: bay });
}

/// Seed 001 "Starships-movement" (taking off) and "Starship – landed" (it may take off, it
/// cannot move to an adjacent site nor use docking bay transit): a landed starfighter flies
/// back to its planet's system for 1 Force.
#[test]
fn starship_landed_takes_off_but_cannot_move_to_an_adjacent_site() {
    let mut s = tatooine()
        .at(Dark, BLACK_2, MOS_EISLEY)
        .on(Dark, IMPERIAL_PILOT, BLACK_2)
        .fill(Dark, Pile::Force, 3)
        .phase(Dark, Phase::Move)
        .build();
    let (system, bay, mos) = (s.site(TATOOINE), s.site(DOCKING_BAY), s.site(MOS_EISLEY));
    let black = s.card(Dark, BLACK_2);
    let mine: Vec<Answer> = s
        .options()
        .into_iter()
        .filter(|a| matches!(a, Answer::Move { card, .. } | Answer::Transit { card, .. } if *card == black))
        .collect();
    assert_eq!(
        mine,
        vec![Answer::Move {
            card: black,
            to: system
        }]
    );
    assert_eq!(
        s.game.why_not_move(Dark, black, bay),
        Some(WhyNot::LandedCannotMove { to: bay })
    );
    s.answer(Answer::Move {
        card: black,
        to: system,
    });
    assert_eq!(s.place(black), Place::At { location: system });
    assert_eq!(s.pile(Dark, Pile::Force).len(), 2, "1 Force for taking off");
    assert!(!s.q().landed(black));
    assert_ne!(s.place(black), Place::At { location: mos });
}

/// Seed 001 "Starship – landed", first list item: a landed starfighter has no power, maneuver,
/// hyperspeed or landspeed; the TIE Scout has them all at the system.
#[test]
fn starship_landed_has_no_power_maneuver_hyperspeed_or_landspeed() {
    for (at, landed) in [(TATOOINE, false), (MOS_EISLEY, true)] {
        let s = tatooine().at(Dark, TIE_SCOUT, at).build();
        let q = s.q();
        let scout = s.card(Dark, TIE_SCOUT);
        let stats = (
            q.power(scout),
            q.stat(scout, Stat::Maneuver),
            q.usable_hyperspeed(scout),
            q.stat(scout, Stat::Landspeed),
        );
        if landed {
            assert_eq!(stats, (0, 0, 0, 0));
        } else {
            assert_eq!((stats.0, stats.1, stats.2), (1, 1, 5));
        }
    }
}

/// Seed 001 "Starship – landed", the permanent pilot's ability: it counts for presence and
/// control at the site, but not toward battle destiny.
#[test]
fn starship_landed_permanent_pilot_counts_for_presence_not_battle_destiny() {
    for (at, landed) in [(TATOOINE, false), (MOS_EISLEY, true)] {
        let s = tatooine().at(Dark, TIE_SCOUT, at).build();
        let q = s.q();
        let scout = s.card(Dark, TIE_SCOUT);
        let location = s.site(at);
        assert_eq!(q.ability_at(Dark, location), 1);
        assert!(q.controls(Dark, location));
        assert_eq!(q.ship_ability(scout, true), i32::from(!landed));
    }
}

/// Seed 001 "Starship – landed", the pilots and passengers paragraph: aboard a landed
/// starfighter the pilot is only a passenger: no power for the starship, no ability toward
/// battle destiny (but presence). An Imperial Pilot (2) aboard landed Black 2 and another at
/// Mos Eisley give presence 4 but no battle destiny; the same two characters present do.
#[test]
fn starship_landed_pilots_are_only_passengers() {
    for aboard in [true, false] {
        let b =
            tatooine()
                .at(Light, "Rebel Pilot", MOS_EISLEY)
                .at(Dark, IMPERIAL_PILOT, MOS_EISLEY);
        let b = if aboard {
            b.at(Dark, BLACK_2, MOS_EISLEY)
                .on(Dark, IMPERIAL_PILOT, BLACK_2)
        } else {
            b.at(Dark, IMPERIAL_PILOT, MOS_EISLEY)
        };
        let mut s = b
            .fill(Dark, Pile::Force, 1)
            .reserve_top(Dark, &["Stormtrooper"])
            .phase(Dark, Phase::Battle)
            .build();
        let mos = s.site(MOS_EISLEY);
        assert_eq!(s.q().ability_at(Dark, mos), 4, "presence counts the pilot");
        if aboard {
            let black = s.card(Dark, BLACK_2);
            assert_eq!(s.q().power(black), 0, "its pilot does not pilot");
        }
        s.answer(Answer::Battle(mos));
        let asked = s.prompt() == Some(Prompt::BattleDestiny { location: mos });
        assert_eq!(asked, !aboard, "aboard: {aboard}\n{}", s.log());
    }
}

/// Seed 004 "Embarking", "Disembarking" (characters embark on and disembark from their
/// starfighters, free moves that are not their regular move) with seed 001 "Starship –
/// landed": at Mos Eisley, an Imperial Pilot boards Black 2, landed there empty, into its one
/// pilot slot for nothing; a Stormtrooper finds no slot. Piloted, Black 2 may take off; the
/// pilot may get off at Mos Eisley for nothing and still make its regular move. Back at the
/// system, Black 2 is boarded by no one at a site.
#[test]
fn starship_landed_characters_embark_and_disembark_for_free() {
    let mut s = tatooine()
        .at(Dark, BLACK_2, MOS_EISLEY)
        .at(Dark, IMPERIAL_PILOT, MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .fill(Dark, Pile::Force, 1)
        .phase(Dark, Phase::Move)
        .build();
    let (system, mos) = (s.site(TATOOINE), s.site(MOS_EISLEY));
    let (black, pilot) = (s.card(Dark, BLACK_2), s.card(Dark, IMPERIAL_PILOT));
    let trooper = s.card(Dark, "Stormtrooper");
    assert!(s.move_options_for(black).is_empty(), "no pilot aboard yet");
    assert!(s.move_options_for(pilot).contains(&black));
    assert!(!s.move_options_for(trooper).contains(&black));
    assert_eq!(
        s.game.why_not_move(Dark, trooper, black),
        Some(WhyNot::NoCapacity { ship: black })
    );
    assert_eq!(s.game.why_not_move(Dark, pilot, black), None);
    s.answer(Answer::Move {
        card: pilot,
        to: black,
    });
    assert_eq!(s.place(pilot), Place::On { card: black });
    assert_eq!(s.pile(Dark, Pile::Force).len(), 1, "embarking is free");
    assert_eq!(
        s.move_options_for(black),
        vec![system],
        "piloted, it may take off"
    );
    assert_eq!(s.move_options_for(pilot), vec![mos], "aboard: only off");
    s.answer(Answer::Move {
        card: pilot,
        to: mos,
    });
    assert_eq!(s.place(pilot), Place::At { location: mos });
    assert_eq!(s.pile(Dark, Pile::Force).len(), 1, "disembarking is free");
    assert!(
        s.move_options_for(pilot)
            .iter()
            .any(|&to| to != black && to != mos),
        "its regular move is still to make"
    );
    let s = tatooine()
        .at(Dark, BLACK_2, TATOOINE)
        .at(Dark, IMPERIAL_PILOT, MOS_EISLEY)
        .fill(Dark, Pile::Force, 1)
        .phase(Dark, Phase::Move)
        .build();
    let (black, pilot) = (s.card(Dark, BLACK_2), s.card(Dark, IMPERIAL_PILOT));
    assert!(
        !s.move_options_for(pilot).contains(&black),
        "not landed: no boarding"
    );
    assert!(s.game.why_not_move(Dark, pilot, black).is_some());
}

// ----- Reacts (CR 9.9; the published Glossary's "React") -----

/// Light's piloted Millennium Falcon battles Dark's piloted Black 2 at the Death Star system,
/// Officer Evax ("Imperial starships may move to the Death Star system as a 'react'") at a
/// Death Star site, the Devastator (hyperspeed 3) at `from` with an Imperial Pilot aboard as
/// a passenger; Dark has 3 Force. The scenario once Light has initiated the battle.
fn react_to_the_death_star(from: &str) -> swccg_engine::scenario::Scenario {
    let mut s = space()
        .extra(Dark, card("2_143")) // Death Star
        .extra(Dark, card("2_98")) // Officer Evax
        .site(Dark, "Death Star")
        .site(Dark, from)
        .site(Dark, KEEPER)
        .at(Dark, DEVASTATOR, from)
        .passenger(Dark, IMPERIAL_PILOT, DEVASTATOR)
        .at(Dark, BLACK_2, "Death Star")
        .on(Dark, IMPERIAL_PILOT, BLACK_2)
        .at(Dark, "Officer Evax", KEEPER)
        .at(Light, FALCON, "Death Star")
        .on(Light, "Rebel Pilot", FALCON)
        .fill(Dark, Pile::Force, 3)
        .fill(Light, Pile::Force, 3)
        .phase(Light, Phase::Battle)
        .build();
    s.answer(Answer::Battle(s.site("Death Star")));
    s
}

/// Glossary "React": a starship's react is its own move, by hyperspeed from a system within
/// range (Alderaan, 2 parsecs from the Death Star at parsec 0, with hyperspeed 3), for 1
/// Force; the characters aboard arrive with it and join the battle. From Yavin 4 (4 parsecs)
/// it may not react.
#[test]
fn glossary_react_starship_moves_by_hyperspeed_and_joins_the_battle_with_those_aboard() {
    let mut s = react_to_the_death_star(ALDERAAN);
    let ship = s.card(Dark, DEVASTATOR);
    let death_star = s.site("Death Star");
    let react = Answer::ReactMove {
        card: ship,
        to: death_star,
    };
    assert!(
        common::drive_until(&mut s, |a| *a == react, 6),
        "{}",
        s.log()
    );
    s.answer(react);
    for _ in 0..6 {
        if s.place(ship)
            == (Place::At {
                location: death_star,
            })
        {
            break;
        }
        common::answer_plainly(&mut s);
    }
    assert_eq!(
        s.place(ship),
        Place::At {
            location: death_star
        }
    );
    assert_eq!(s.pile(Dark, Pile::Force).len(), 2, "1 Force for the react");
    let aboard = s
        .cards(Dark, IMPERIAL_PILOT)
        .into_iter()
        .find(|&c| s.place(c) == Place::On { card: ship })
        .expect("the passenger is aboard");
    let in_battle = |c| s.state().flag(c, swccg_engine::state::Flags::IN_BATTLE);
    assert!(in_battle(ship) && in_battle(aboard));

    let mut s = react_to_the_death_star(YAVIN);
    let ship = s.card(Dark, DEVASTATOR);
    let far = Answer::ReactMove {
        card: ship,
        to: s.site("Death Star"),
    };
    assert!(!common::drive_until(&mut s, |a| *a == far, 6));
}

/// Light's piloted Millennium Falcon battles Dark's piloted Black 2 at Kessel; Dark has Black
/// 4 ("May deploy with a pilot as a 'react' to a battle where you have a TIE") in hand, and
/// an Imperial Pilot too when `pilot`.
fn black_4_in_hand(pilot: bool) -> swccg_engine::scenario::Scenario {
    let b = space()
        .extra(Dark, card("2_151")) // Black 4
        .site(Dark, KESSEL)
        .at(Dark, BLACK_2, KESSEL)
        .on(Dark, IMPERIAL_PILOT, BLACK_2)
        .at(Light, FALCON, KESSEL)
        .on(Light, "Rebel Pilot", FALCON)
        .hand(Dark, "Black 4")
        .fill(Dark, Pile::Force, 4)
        .fill(Light, Pile::Force, 3)
        .phase(Light, Phase::Battle);
    let b = if pilot {
        b.hand(Dark, IMPERIAL_PILOT)
    } else {
        b
    };
    let mut s = b.build();
    s.answer(Answer::Battle(s.site(KESSEL)));
    s
}

/// Seed 001 "Starship - starfighter - deployment": a starfighter without a permanent pilot
/// reacts only together with a pilot from hand, one action placing both at the battle (the
/// opponent may answer the react); without a pilot in hand it has no react.
#[test]
fn starship_starfighter_deployment_react_deploys_with_its_pilot_as_one_action() {
    let mut s = black_4_in_hand(true);
    let (ship, kessel) = (s.card(Dark, "Black 4"), s.site(KESSEL));
    let pilot = s.card_in_hand(Dark, IMPERIAL_PILOT);
    assert!(
        common::drive_until(
            &mut s,
            |a| matches!(a, Answer::ReactDeployPiloted { card, .. } if *card == ship),
            6
        ),
        "{}",
        s.log()
    );
    assert!(
        !s.options()
            .iter()
            .any(|a| matches!(a, Answer::ReactDeploy { card, .. } if *card == ship)),
        "never alone"
    );
    assert!(common::react_deploy_piloted(&mut s, ship, pilot, kessel));
    assert!(s.saw(|w| matches!(w, What::ReactDeployed { card, .. } if *card == ship)));
    assert_eq!(s.place(ship), Place::At { location: kessel });
    assert_eq!(s.place(pilot), Place::On { card: ship });

    let mut s = black_4_in_hand(false);
    let ship = s.card(Dark, "Black 4");
    assert!(!common::drive_until(
        &mut s,
        |a| matches!(a, Answer::ReactDeployPiloted { card, .. } | Answer::ReactDeploy { card, .. } if *card == ship),
        6
    ));
}

/// Seed 001 "Starship – landed", second list item: a landed starship uses no starship weapon
/// unless the weapon says it works at a site (Surface Defense Cannon). A Y-wing carrying
/// Proton Torpedoes and a Surface Defense Cannon battles a TIE Scout and a Stormtrooper at Mos
/// Eisley, landed: only the cannon is offered, at the Stormtrooper. At the Tatooine system the
/// torpedoes are offered at the TIE Scout.
#[test]
fn starship_landed_uses_only_starship_weapons_that_work_at_a_site() {
    for (at, landed) in [(MOS_EISLEY, true), (TATOOINE, false)] {
        let mut b = tatooine()
            .extra(Light, card("1_147")) // Y-wing: permanent pilot
            .extra(Light, card("1_158")) // Proton Torpedoes
            .extra(Light, card("3_80")) // Surface Defense Cannon
            .at(Light, "Y-wing", at)
            .on(Light, "Proton Torpedoes", "Y-wing")
            .on(Light, "Surface Defense Cannon", "Y-wing")
            .at(Dark, TIE_SCOUT, at);
        if landed {
            b = b.at(Dark, "Stormtrooper", at);
        }
        let mut s = b
            .fill(Light, Pile::Force, 5)
            .phase(Light, Phase::Battle)
            .build();
        s.answer(Answer::Battle(s.site(at)));
        while s.seat() == Some(Dark) || !matches!(s.prompt(), Some(Prompt::Weapons { .. })) {
            assert!(common::answer_plainly(&mut s), "{}", s.log());
        }
        let torpedoes = Answer::Fire {
            weapon: s.card(Light, "Proton Torpedoes"),
            target: s.card(Dark, TIE_SCOUT),
        };
        assert_eq!(s.has_option(torpedoes), !landed, "at {at}");
        if landed {
            let cannon = Answer::Fire {
                weapon: s.card(Light, "Surface Defense Cannon"),
                target: s.card(Dark, "Stormtrooper"),
            };
            assert!(s.has_option(cannon), "{}", s.log());
        }
    }
}

/// CR 9.4: a character, vehicle or starfighter uses one weapon a turn; a capital starship
/// fires each of its weapons (each once a battle). The Devastator carries two Turbolaser
/// Batteries and fires both at the Corellian Corvette (whose armor 4 Dark's low destinies
/// never beat, so it stays a target).
#[test]
fn cr_9_4_a_capital_starship_fires_each_of_its_weapons() {
    let mut s = space()
        .extra(Dark, card("1_323")) // Turbolaser Battery
        .extra(Dark, card("1_323"))
        .site(Dark, KESSEL)
        .at(Dark, DEVASTATOR, KESSEL)
        .on(Dark, "Turbolaser Battery", DEVASTATOR)
        .on(Dark, "Turbolaser Battery", DEVASTATOR)
        .at(Light, CORVETTE, KESSEL)
        .reserve_top(Dark, &["Stormtrooper"; 6])
        .fill(Dark, Pile::Force, 6)
        .phase(Dark, Phase::Battle)
        .build();
    s.answer(Answer::Battle(s.site(KESSEL)));
    let fired = common::fire_every_weapon(&mut s, Dark);
    assert_eq!(fired.len(), 2, "{}", s.log());
    assert!(!s.saw(|w| matches!(w, What::TargetHit { .. })));
}
