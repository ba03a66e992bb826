//! Vehicles at sites: one scenario test per rule entry, named after it — seed 004 "Driver",
//! "Enclosed", "Enclosed vehicles", "Embarking", "Deployment restrictions"; seed 001 "Shuttle
//! vehicles", "Capacity"; and, where the seeds are silent, the published rules as our digest
//! states them (CR 7.4: vehicles deploy to exterior sites; CR 10.2: a vehicle's regular move is
//! by landspeed along exterior sites; CR 6.4 and 9.5: characters aboard an open vehicle are
//! present).

mod common;

use common::{card, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::catalogue::VehicleKind;
use swccg_engine::decision::Dest;
use swccg_engine::event::Blocked;
use swccg_engine::scenario::{Builder, Scenario};
use swccg_engine::{Answer, Phase, Pile, Place, WhyNot};

const SANDCRAWLER: &str = "Sandcrawler"; // transport, enclosed, 1 driver 7 passengers, landspeed 2, power 3
const UBRIKKIAN: &str = "Ubrikkian 9000 Z001"; // transport, enclosed, 1 driver 2 passengers, deploy 2, power 2
const WALKER: &str = "Blizzard Walker"; // combat, no permanent pilot, 2 pilots 8 passengers, landspeed 1, power 6
const X34: &str = "Luke's X-34 Landspeeder"; // transport, open, 1 driver 2 passengers, power 1
const SOROSUUB: &str = "SoroSuub V-35 Landspeeder"; // transport, enclosed, 1 driver 3 passengers, power 0
const SNOWSPEEDER: &str = "Snowspeeder"; // combat, permanent pilot 1, power 3
const IMPERIAL_PILOT: &str = "Imperial Pilot"; // pilot, ability 2, adds 2 to power of what he pilots
const DARTH_VADER: &str = "Darth Vader"; // pilot, power 6, ability 6, adds 3 to what he pilots
const LIN: &str = "LIN-V8M (Elleyein-Veeateemm)"; // a droid
const TROOPER: &str = "Stormtrooper";
const WASTES: &str = "Tatooine: Jundland Wastes";
const CAMP: &str = "Tatooine: Jawa Camp";
const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const FARM: &str = "Tatooine: Lars' Moisture Farm";
const CANTINA: &str = "Tatooine: Cantina";
const DUNE_SEA: &str = "Tatooine: Dune Sea";
const HUT: &str = "Tatooine: Obi-Wan's Hut";

/// A location card in hand: its deployment keeps the deploy phase's window open.
const KEEPER: &str = "Death Star: Detention Block Corridor";

/// The Premiere decks with the vehicles and crews of these tests.
fn vehicles() -> Builder {
    premiere()
        .extra(Dark, card("1_309")) // Sandcrawler
        .extra(Dark, card("1_310")) // Ubrikkian 9000 Z001
        .extra(Dark, card("1_310"))
        .extra(Dark, card("3_157")) // Blizzard Walker
        .extra(Dark, card("1_180")) // Imperial Pilot
        .extra(Dark, card("1_180"))
        .extra(Dark, card("1_168")) // Darth Vader
        .extra(Dark, card("1_290")) // Tatooine: Cantina
        .extra(Dark, card("1_294")) // Tatooine: Lars' Moisture Farm
        .extra(Dark, card("1_289")) // Tatooine
        .extra(Light, card("1_149")) // Luke's X-34 Landspeeder
        .extra(Light, card("1_151")) // SoroSuub V-35 Landspeeder
        .extra(Light, card("3_69")) // Snowspeeder
        .extra(Light, card("1_134")) // Tatooine: Obi-Wan's Hut
        .extra(Light, card("5_178")) // Cloud Car
        .extra(Light, card("1_148")) // Lift Tube
}

/// Four Dark exterior Tatooine sites in a row: Jundland Wastes, Jawa Camp, Mos Eisley, Lars'
/// Moisture Farm (each one site farther from the first).
fn tatooine_row(b: Builder) -> Builder {
    b.site(Dark, WASTES)
        .site(Dark, CAMP)
        .site(Dark, MOS_EISLEY)
        .site(Dark, FARM)
}

/// Seed 004 "Driver", "Enclosed"; seed 001 "Shuttle vehicles", "Capacity": the catalogue reads
/// a vehicle's kind from its subtype, "enclosed" from its characteristics, and its capacity
/// and permanent pilot from its printed text ("May add 1 driver and 7 passengers", "May add 1
/// pilot or passenger", "May carry 4 passengers"); a cloud car is flagged for the sector rules.
#[test]
fn seed004_driver_vehicle_kind_enclosure_and_capacity_read_from_the_card() {
    let s = vehicles().build();
    let q = s.q();
    let bp = |side, title| q.bp(s.card(side, title));
    let crawler = bp(Dark, SANDCRAWLER);
    assert_eq!(crawler.vehicle, Some(VehicleKind::Transport));
    assert!(crawler.enclosed);
    assert_eq!(
        (crawler.capacity.pilots, crawler.capacity.passengers),
        (1, 7)
    );
    assert_eq!(crawler.permanent_pilot, None);
    let x34 = bp(Light, X34);
    assert_eq!(x34.vehicle, Some(VehicleKind::Transport));
    assert!(!x34.enclosed, "the X-34 is an open vehicle");
    assert_eq!((x34.capacity.pilots, x34.capacity.passengers), (1, 2));
    let walker = bp(Dark, WALKER);
    assert_eq!(walker.vehicle, Some(VehicleKind::Combat));
    assert_eq!((walker.capacity.pilots, walker.capacity.passengers), (2, 8));
    assert_eq!(walker.permanent_pilot, None);
    let speeder = bp(Light, SNOWSPEEDER);
    assert_eq!(speeder.vehicle, Some(VehicleKind::Combat));
    assert_eq!(speeder.permanent_pilot, Some(1));
    assert_eq!((speeder.capacity.either, speeder.capacity.pilots), (1, 0));
    assert_eq!(bp(Light, "Lift Tube").capacity.passengers, 4);
    assert!(bp(Light, "Cloud Car").cloud_car && !speeder.cloud_car);
    assert_eq!(bp(Dark, TROOPER).vehicle, None);
}

/// Seed 004 "Deployment restrictions" [1], CR 7.4: a vehicle deploys to an exterior site where
/// its player has presence or a Force icon — Mos Eisley (Dark icons), not the Cantina (an
/// interior site) nor the Tatooine system, not Obi-Wan's Hut (no Dark icon) until a Dark
/// character is there — for its deploy cost (2: exactly affordable, refused one short).
#[test]
fn seed004_deployment_restrictions_vehicles_deploy_to_exterior_sites_with_presence_or_icons() {
    let build = |force, trooper_at_hut: bool| {
        let b = vehicles()
            .site(Dark, "Tatooine")
            .site(Dark, CANTINA)
            .site(Dark, MOS_EISLEY)
            .site(Light, HUT);
        let b = if trooper_at_hut {
            b.at(Dark, TROOPER, HUT)
        } else {
            b
        };
        b.hand(Dark, UBRIKKIAN)
            .fill(Dark, Pile::Force, force)
            .hand(Dark, KEEPER)
            .phase(Dark, Phase::Deploy)
            .build()
    };
    let mut s = build(2, false);
    let (mos, cantina, hut, system) = (
        s.site(MOS_EISLEY),
        s.site(CANTINA),
        s.site(HUT),
        s.site("Tatooine"),
    );
    let ubrikkian = s.card(Dark, UBRIKKIAN);
    assert_eq!(s.deploy_options_for(ubrikkian), vec![Dest::At(mos)]);
    assert_eq!(
        s.game.why_not(Dark, ubrikkian, Dest::At(cantina)),
        Some(WhyNot::NotExteriorSite { location: cantina })
    );
    assert_eq!(
        s.game.why_not(Dark, ubrikkian, Dest::At(system)),
        Some(WhyNot::NotExteriorSite { location: system })
    );
    assert_eq!(
        s.game.why_not(Dark, ubrikkian, Dest::At(hut)),
        Some(WhyNot::NoPresenceOrIcons { location: hut })
    );
    s.answer(Answer::Deploy {
        card: ubrikkian,
        to: Dest::At(mos),
    });
    assert_eq!(s.place(ubrikkian), Place::At { location: mos });
    assert!(
        s.pile(Dark, Pile::Force).is_empty(),
        "2 Force for the vehicle"
    );
    // Presence at the Hut opens it; one Force short refuses both.
    let s = build(1, true);
    let (hut, ubrikkian) = (s.site(HUT), s.card(Dark, UBRIKKIAN));
    assert!(s.deploy_options_for(ubrikkian).is_empty());
    assert_eq!(
        s.game.why_not(Dark, ubrikkian, Dest::At(hut)),
        Some(WhyNot::CannotAfford {
            cost: 2,
            available: 1
        })
    );
    let s = build(2, true);
    let (hut, mos, ubrikkian) = (s.site(HUT), s.site(MOS_EISLEY), s.card(Dark, UBRIKKIAN));
    let dests = s.deploy_options_for(ubrikkian);
    assert!(dests.contains(&Dest::At(hut)) && dests.contains(&Dest::At(mos)));
    assert_eq!(dests.len(), 2);
}

/// Seed 004 "Driver", CR 7.4: a vehicle without a permanent pilot deploys empty, or together
/// with a driver from hand as one action paying both costs (Ubrikkian 2 + Imperial Pilot 2);
/// a droid never drives, so it is not offered as the driver.
#[test]
fn seed004_driver_a_vehicle_deploys_with_its_driver_as_one_action() {
    for (force, may) in [(4, true), (3, false)] {
        let mut s = vehicles()
            .site(Dark, MOS_EISLEY)
            .hand(Dark, UBRIKKIAN)
            .hand(Dark, IMPERIAL_PILOT)
            .hand(Dark, LIN)
            .fill(Dark, Pile::Force, force)
            .hand(Dark, KEEPER)
            .phase(Dark, Phase::Deploy)
            .build();
        let mos = s.site(MOS_EISLEY);
        let ubrikkian = s.card(Dark, UBRIKKIAN);
        let pilot = s.card(Dark, IMPERIAL_PILOT);
        assert!(s.deploy_options_for(ubrikkian).contains(&Dest::At(mos)));
        let together = Answer::DeployPiloted {
            card: ubrikkian,
            pilot,
            to: mos,
        };
        assert_eq!(s.has_option(together), may);
        let with_driver: Vec<Answer> = s
            .options()
            .into_iter()
            .filter(|a| matches!(a, Answer::DeployPiloted { card, .. } if *card == ubrikkian))
            .collect();
        assert_eq!(with_driver.len(), usize::from(may), "never the droid");
        if may {
            use swccg_engine::text::{Lang, Reader, Text};
            let words =
                |lang| Text::new(lang, s.game.catalogue(), Reader::Seat(Dark)).answer(&together);
            assert!(
                words(Lang::En).contains("aboard as driver"),
                "{}",
                words(Lang::En)
            );
            assert!(
                words(Lang::Fr).contains("comme conducteur"),
                "{}",
                words(Lang::Fr)
            );
            s.answer(together);
            assert_eq!(s.place(ubrikkian), Place::At { location: mos });
            assert_eq!(s.place(pilot), Place::On { card: ubrikkian });
            let q = s.q();
            assert!(q.driving(pilot) && !q.piloting(pilot));
            assert!(s.pile(Dark, Pile::Force).is_empty(), "both costs paid");
        }
    }
}

/// Seed 001 "Capacity", seed 004 "Driver": characters deploy aboard their player's vehicle as
/// its driver (any non-droid) or as passengers while a slot is free: the Ubrikkian's two
/// passenger slots take a second passenger and refuse a third; the droid may ride, not drive.
#[test]
fn seed001_capacity_characters_deploy_aboard_a_vehicle_within_capacity() {
    let s = vehicles()
        .site(Dark, MOS_EISLEY)
        .at(Dark, UBRIKKIAN, MOS_EISLEY)
        .on(Dark, IMPERIAL_PILOT, UBRIKKIAN)
        .passenger(Dark, TROOPER, UBRIKKIAN)
        .hand(Dark, TROOPER)
        .hand(Dark, LIN)
        .fill(Dark, Pile::Force, 4)
        .hand(Dark, KEEPER)
        .phase(Dark, Phase::Deploy)
        .build();
    let ubrikkian = s.card(Dark, UBRIKKIAN);
    let aboard = |placed_as| Dest::On {
        card: ubrikkian,
        placed_as,
    };
    let in_hand = |title| {
        s.cards(Dark, title)
            .into_iter()
            .find(|&c| s.place(c) == Place::Pile(Pile::Hand))
            .unwrap()
    };
    let (trooper, lin) = (in_hand(TROOPER), in_hand(LIN));
    assert!(s.deploy_options_for(trooper).contains(&aboard(1)));
    assert!(!s.deploy_options_for(trooper).contains(&aboard(0)));
    assert_eq!(
        s.game.why_not(Dark, trooper, aboard(0)),
        Some(WhyNot::NoCapacity { ship: ubrikkian })
    );
    assert!(s.deploy_options_for(lin).contains(&aboard(1)));
    // Both passenger slots taken: no third passenger.
    let s = vehicles()
        .site(Dark, MOS_EISLEY)
        .at(Dark, UBRIKKIAN, MOS_EISLEY)
        .on(Dark, IMPERIAL_PILOT, UBRIKKIAN)
        .passenger(Dark, TROOPER, UBRIKKIAN)
        .passenger(Dark, TROOPER, UBRIKKIAN)
        .hand(Dark, TROOPER)
        .fill(Dark, Pile::Force, 4)
        .hand(Dark, KEEPER)
        .phase(Dark, Phase::Deploy)
        .build();
    let ubrikkian = s.card(Dark, UBRIKKIAN);
    let trooper = s
        .cards(Dark, TROOPER)
        .into_iter()
        .find(|&c| s.place(c) == Place::Pile(Pile::Hand))
        .unwrap();
    let passenger = Dest::On {
        card: ubrikkian,
        placed_as: 1,
    };
    assert!(!s.deploy_options_for(trooper).contains(&passenger));
    assert_eq!(
        s.game.why_not(Dark, trooper, passenger),
        Some(WhyNot::NoCapacity { ship: ubrikkian })
    );
}

/// A droid in hand may not deploy as a transport vehicle's driver (seed 004 "Driver": any
/// non-droid character drives).
#[test]
fn seed004_driver_a_droid_does_not_drive() {
    let s = vehicles()
        .site(Dark, MOS_EISLEY)
        .at(Dark, UBRIKKIAN, MOS_EISLEY)
        .hand(Dark, LIN)
        .hand(Dark, IMPERIAL_PILOT)
        .fill(Dark, Pile::Force, 4)
        .hand(Dark, KEEPER)
        .phase(Dark, Phase::Deploy)
        .build();
    let ubrikkian = s.card(Dark, UBRIKKIAN);
    let driver = Dest::On {
        card: ubrikkian,
        placed_as: 0,
    };
    let (lin, pilot) = (s.card(Dark, LIN), s.card(Dark, IMPERIAL_PILOT));
    assert!(!s.deploy_options_for(lin).contains(&driver));
    assert_eq!(
        s.game.why_not(Dark, lin, driver),
        Some(WhyNot::NoCapacity { ship: ubrikkian })
    );
    assert!(s.deploy_options_for(pilot).contains(&driver));
}

/// Seed 004 "Driver": a transport vehicle moves and uses its power only with a driver aboard
/// (a passenger is not one); driven, it moves by landspeed (the Sandcrawler's 2) along
/// exterior sites as its regular move, for 1 Force, carrying everyone aboard; not 3 sites
/// away, not twice a turn. The driver's own move is not spent: off the vehicle it may still
/// move.
#[test]
fn seed004_driver_a_transport_vehicle_moves_only_with_a_driver() {
    let s = tatooine_row(vehicles())
        .at(Dark, SANDCRAWLER, WASTES)
        .passenger(Dark, TROOPER, SANDCRAWLER)
        .at(Dark, TROOPER, FARM) // it may move: the move phase's window stays open
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Move)
        .build();
    let (crawler, camp) = (s.card(Dark, SANDCRAWLER), s.site(CAMP));
    assert_eq!(s.q().power(crawler), 0, "no driver: no power");
    assert_eq!(
        s.game.why_not_move(Dark, crawler, camp),
        Some(WhyNot::CannotMove {
            blocked: Blocked::NotDriven
        })
    );
    assert!(s.move_options_for(crawler).is_empty());

    let mut s = tatooine_row(vehicles())
        .at(Dark, SANDCRAWLER, WASTES)
        .on(Dark, TROOPER, SANDCRAWLER)
        .passenger(Dark, IMPERIAL_PILOT, SANDCRAWLER)
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Move)
        .build();
    let crawler = s.card(Dark, SANDCRAWLER);
    let (wastes, camp, mos, farm) = (
        s.site(WASTES),
        s.site(CAMP),
        s.site(MOS_EISLEY),
        s.site(FARM),
    );
    let driver = s
        .cards(Dark, TROOPER)
        .into_iter()
        .find(|&c| s.place(c) == Place::On { card: crawler })
        .unwrap();
    let passenger = s.card(Dark, IMPERIAL_PILOT);
    assert_eq!(s.q().power(crawler), 3);
    assert_eq!(s.move_options_for(crawler), vec![camp, mos]);
    assert_eq!(
        s.game.why_not_move(Dark, crawler, farm),
        Some(WhyNot::BeyondLandspeed {
            to: farm,
            landspeed: 2
        })
    );
    s.answer(Answer::Move {
        card: crawler,
        to: mos,
    });
    assert_eq!(s.place(crawler), Place::At { location: mos });
    assert_eq!(s.state().location_of(driver), Some(mos));
    assert_eq!(s.state().location_of(passenger), Some(mos));
    assert_eq!(s.pile(Dark, Pile::Force).len(), 1, "1 Force for the move");
    assert_eq!(
        s.game.why_not_move(Dark, crawler, wastes),
        Some(WhyNot::CannotMove {
            blocked: Blocked::AlreadyMoved
        })
    );
    // The driver gets off (free) and still has its own regular move.
    s.answer(Answer::Move {
        card: driver,
        to: mos,
    });
    assert_eq!(s.place(driver), Place::At { location: mos });
    assert_eq!(s.pile(Dark, Pile::Force).len(), 1, "disembarking is free");
    assert!(s.move_options_for(driver).contains(&farm));
}

/// Seed 004 "Driver": a pilot driving a transport vehicle is not piloting it, so "adds 2 to
/// power of anything he pilots" adds nothing there (Ubrikkian: 2); piloting a combat vehicle
/// it does (Blizzard Walker: 6 + 2).
#[test]
fn seed004_driver_a_pilot_driving_is_not_piloting() {
    let s = vehicles()
        .site(Dark, MOS_EISLEY)
        .site(Dark, CAMP)
        .at(Dark, UBRIKKIAN, MOS_EISLEY)
        .on(Dark, IMPERIAL_PILOT, UBRIKKIAN)
        .at(Dark, WALKER, CAMP)
        .on(Dark, IMPERIAL_PILOT, WALKER)
        .build();
    let q = s.q();
    let ubrikkian = s.card(Dark, UBRIKKIAN);
    let walker = s.card(Dark, WALKER);
    assert_eq!(q.power(ubrikkian), 2);
    assert_eq!(q.power(walker), 8);
    let pilots = s.cards(Dark, IMPERIAL_PILOT);
    let driving = pilots
        .iter()
        .copied()
        .find(|&c| s.place(c) == Place::On { card: ubrikkian })
        .unwrap();
    assert!(q.driving(driving) && !q.piloting(driving));
}

/// Seed 001 "Shuttle vehicles" (the same rule for combat vehicles, seed 004 "Driver"): a
/// combat vehicle needs a pilot (the pilot icon; a passenger or a non-pilot is none) to move
/// and use its power and landspeed; piloted, the Blizzard Walker (landspeed 1) moves one site,
/// not two; a permanent pilot pilots the Snowspeeder.
#[test]
fn seed001_shuttle_vehicles_a_combat_vehicle_needs_a_pilot() {
    let s = tatooine_row(vehicles())
        .at(Dark, WALKER, WASTES)
        .passenger(Dark, IMPERIAL_PILOT, WALKER)
        .at(Dark, TROOPER, FARM)
        .hand(Dark, TROOPER)
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Move)
        .build();
    let (walker, camp) = (s.card(Dark, WALKER), s.site(CAMP));
    assert_eq!(s.q().power(walker), 0, "a passenger does not pilot");
    assert_eq!(
        s.game.why_not_move(Dark, walker, camp),
        Some(WhyNot::CannotMove {
            blocked: Blocked::NotPiloted
        })
    );
    assert!(s.move_options_for(walker).is_empty());

    let s = tatooine_row(vehicles())
        .at(Dark, WALKER, WASTES)
        .on(Dark, IMPERIAL_PILOT, WALKER)
        .at(Dark, TROOPER, FARM)
        .hand(Dark, TROOPER)
        .hand(Dark, IMPERIAL_PILOT)
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Deploy)
        .build();
    let walker = s.card(Dark, WALKER);
    let trooper = s
        .cards(Dark, TROOPER)
        .into_iter()
        .find(|&c| s.place(c) == Place::Pile(Pile::Hand))
        .unwrap();
    let pilot_slot = Dest::On {
        card: walker,
        placed_as: 0,
    };
    assert_eq!(
        s.game.why_not(Dark, trooper, pilot_slot),
        Some(WhyNot::NoCapacity { ship: walker }),
        "a pilot slot needs the pilot icon"
    );
    let second_pilot = s
        .cards(Dark, IMPERIAL_PILOT)
        .into_iter()
        .find(|&c| s.place(c) == Place::Pile(Pile::Hand))
        .unwrap();
    assert!(s.deploy_options_for(second_pilot).contains(&pilot_slot));

    let s = tatooine_row(vehicles())
        .at(Dark, WALKER, WASTES)
        .on(Dark, IMPERIAL_PILOT, WALKER)
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Move)
        .build();
    let (walker, camp, mos) = (s.card(Dark, WALKER), s.site(CAMP), s.site(MOS_EISLEY));
    assert_eq!(s.q().power(walker), 8);
    assert_eq!(s.move_options_for(walker), vec![camp]);
    assert_eq!(
        s.game.why_not_move(Dark, walker, mos),
        Some(WhyNot::BeyondLandspeed {
            to: mos,
            landspeed: 1
        })
    );

    let s = vehicles()
        .site(Light, DUNE_SEA)
        .at(Light, SNOWSPEEDER, DUNE_SEA)
        .build();
    let speeder = s.card(Light, SNOWSPEEDER);
    assert!(s.q().piloted(speeder));
    assert_eq!(s.q().power(speeder), 3);
    assert_eq!(
        s.q().presence_ability(speeder),
        1,
        "its permanent pilot's ability"
    );
}

/// Seed 004 "Embarking", "Disembarking": a character at a site boards its player's vehicle
/// there, at the helm when it may drive and the slot is free, and gets off at the vehicle's
/// site — free moves that are not its regular move; a full vehicle or another site's is
/// refused.
#[test]
fn seed004_embarking_and_disembarking_are_free_moves() {
    let mut s = vehicles()
        .site(Light, DUNE_SEA)
        .site(Light, "Tatooine: Jawa Camp")
        .at(Light, X34, DUNE_SEA)
        .at(Light, "Rebel Trooper", DUNE_SEA)
        .at(Light, SOROSUUB, "Tatooine: Jawa Camp")
        .fill(Light, Pile::Force, 1)
        .phase(Light, Phase::Move)
        .build();
    let (dune, camp) = (s.site(DUNE_SEA), s.site("Tatooine: Jawa Camp"));
    let (x34, soro) = (s.card(Light, X34), s.card(Light, SOROSUUB));
    let trooper = s.card(Light, "Rebel Trooper");
    assert!(s.move_options_for(x34).is_empty(), "no driver yet");
    assert_eq!(
        s.game.why_not_move(Light, trooper, soro),
        Some(WhyNot::NotSameSite { vehicle: soro })
    );
    s.answer(Answer::Move {
        card: trooper,
        to: x34,
    });
    assert_eq!(s.place(trooper), Place::On { card: x34 });
    assert!(s.q().driving(trooper));
    assert_eq!(s.pile(Light, Pile::Force).len(), 1, "embarking is free");
    // Driven now, the X-34 may move.
    assert_eq!(s.move_options_for(x34), vec![camp]);
    assert_eq!(s.move_options_for(trooper), vec![dune], "aboard: only off");
    s.answer(Answer::Move {
        card: trooper,
        to: dune,
    });
    assert_eq!(s.place(trooper), Place::At { location: dune });
    assert_eq!(s.pile(Light, Pile::Force).len(), 1, "disembarking is free");
    // Its regular move is still to make.
    assert!(s.move_options_for(trooper).contains(&camp));
}

/// Seed 004 "Embarking", seed 001 "Capacity": a full vehicle takes nobody more.
#[test]
fn seed004_embarking_needs_a_free_slot() {
    let s = vehicles()
        .site(Dark, MOS_EISLEY)
        .site(Dark, CAMP)
        .at(Dark, UBRIKKIAN, MOS_EISLEY)
        .on(Dark, IMPERIAL_PILOT, UBRIKKIAN)
        .passenger(Dark, TROOPER, UBRIKKIAN)
        .passenger(Dark, TROOPER, UBRIKKIAN)
        .at(Dark, TROOPER, MOS_EISLEY)
        .fill(Dark, Pile::Force, 1)
        .phase(Dark, Phase::Move)
        .build();
    let ubrikkian = s.card(Dark, UBRIKKIAN);
    let walker_on_foot = s
        .cards(Dark, TROOPER)
        .into_iter()
        .find(|&c| matches!(s.place(c), Place::At { .. }))
        .unwrap();
    assert!(!s.move_options_for(walker_on_foot).contains(&ubrikkian));
    assert_eq!(
        s.game.why_not_move(Dark, walker_on_foot, ubrikkian),
        Some(WhyNot::NoCapacity { ship: ubrikkian })
    );
}

/// Seed 004 "Enclosed", "Enclosed vehicles": characters aboard an enclosed vehicle are not
/// present: Darth Vader adds none of his power (the Sandcrawler's 3 is the Dark total), and as
/// a passenger none of his ability toward battle destiny (no draw); as its driver his ability
/// counts (one draw), and driving is not piloting (no +3).
#[test]
fn seed004_enclosed_vehicles_passengers_add_no_power_and_no_battle_destiny() {
    for (driver, draws) in [(false, 0), (true, 1)] {
        let b = vehicles()
            .site(Dark, MOS_EISLEY)
            .at(Dark, SANDCRAWLER, MOS_EISLEY);
        let b = if driver {
            b.on(Dark, DARTH_VADER, SANDCRAWLER)
        } else {
            b.passenger(Dark, DARTH_VADER, SANDCRAWLER)
        };
        let mut s = b
            .at(Light, "Rebel Trooper", MOS_EISLEY)
            .fill(Dark, Pile::Force, 2)
            .phase(Dark, Phase::Battle)
            .build();
        let mos = s.site(MOS_EISLEY);
        s.answer(Answer::Battle(mos));
        let q = s.q();
        assert_eq!(q.battle_power(Dark, mos), if driver { 3 } else { 0 });
        assert_eq!(q.battle_destiny_draws(Dark, mos, 0), draws);
    }
}

/// CR 6.4 and 9.5 (the published rules' open vehicles; seed 004 "Enclosed" names the enclosed
/// ones): aboard an open vehicle the characters are present, so Luke (power 2, ability 3)
/// driving and a Rebel Trooper (1, 1) riding the X-34 (power 1) make 4 power and 4 ability
/// (one battle destiny); the same crew in the enclosed SoroSuub (power 0) adds no power, and
/// only the driver's 3 ability counts (no draw).
#[test]
fn seed004_enclosed_open_vehicles_carry_present_characters() {
    for (vehicle, power, draws) in [(X34, 4, 1), (SOROSUUB, 0, 0)] {
        let mut s = vehicles()
            .site(Dark, MOS_EISLEY)
            .at(Light, vehicle, MOS_EISLEY)
            .on(Light, "Luke", vehicle)
            .passenger(Light, "Rebel Trooper", vehicle)
            .at(Dark, TROOPER, MOS_EISLEY)
            .fill(Light, Pile::Force, 2)
            .phase(Light, Phase::Battle)
            .build();
        let mos = s.site(MOS_EISLEY);
        s.answer(Answer::Battle(mos));
        let q = s.q();
        assert_eq!(q.battle_power(Light, mos), power, "{vehicle}");
        assert_eq!(q.battle_destiny_draws(Light, mos, 0), draws, "{vehicle}");
    }
}

/// CR 6.2 (presence counts everyone aboard a vehicle): a driven vehicle gives its player
/// presence and control of its site, so a Force drain there; an empty one gives none.
#[test]
fn seed004_driver_a_vehicle_with_everyone_aboard_gives_presence() {
    for (crewed, drains) in [(true, true), (false, false)] {
        let b = vehicles()
            .site(Dark, MOS_EISLEY)
            .site(Dark, CAMP)
            .at(Dark, UBRIKKIAN, CAMP)
            .at(Dark, TROOPER, MOS_EISLEY); // a drain elsewhere keeps the window open
        let b = if crewed {
            b.on(Dark, TROOPER, UBRIKKIAN)
        } else {
            b
        };
        let s = b
            .fill(Dark, Pile::Force, 2)
            .phase(Dark, Phase::Control)
            .build();
        let camp = s.site(CAMP);
        assert_eq!(s.has_option(Answer::ForceDrain(camp)), drains);
    }
}

/// Seed 001 "Stealing" / `Cx::leave_table` (a vehicle, as a starship, takes everyone aboard
/// when it leaves the table): a lost Sandcrawler's driver and passenger are lost with it.
#[test]
fn seed004_driver_a_vehicle_leaving_the_table_takes_everyone_aboard() {
    let mut s = vehicles()
        .site(Dark, MOS_EISLEY)
        .at(Dark, SANDCRAWLER, MOS_EISLEY)
        .on(Dark, TROOPER, SANDCRAWLER)
        .passenger(Dark, IMPERIAL_PILOT, SANDCRAWLER)
        .at(Dark, TROOPER, MOS_EISLEY)
        .build();
    let crawler = s.card(Dark, SANDCRAWLER);
    let pilot = s.card(Dark, IMPERIAL_PILOT);
    s.mutate(|cx| cx.leave_table(crawler, Pile::Lost));
    let lost = s.pile(Dark, Pile::Lost);
    assert!(lost.contains(&crawler) && lost.contains(&pilot));
    assert_eq!(
        lost.len(),
        3,
        "the vehicle, its driver and its passenger; not the trooper on foot"
    );
}

/// The Fire options of a battle's weapons segment for one weapon.
fn fires(s: &Scenario, weapon: swccg_engine::CardId) -> Vec<swccg_engine::CardId> {
    s.options()
        .into_iter()
        .filter_map(|a| match a {
            Answer::Fire { weapon: w, target } if w == weapon => Some(target),
            _ => None,
        })
        .collect()
}

/// Seed 004 "Enclosed": a character aboard an enclosed vehicle fires no character weapon and
/// is not targeted by weapons; aboard an open vehicle it is (the same Rebel Trooper driving the
/// X-34 is a target, driving the SoroSuub it is not); the Stormtrooper's Imperial Blaster fires
/// from the site, not from inside the Sandcrawler.
#[test]
fn seed004_enclosed_no_weapons_fired_by_or_at_characters_aboard() {
    for (vehicle, targeted) in [(X34, true), (SOROSUUB, false)] {
        let mut s = vehicles()
            .site(Dark, MOS_EISLEY)
            .at(Light, vehicle, MOS_EISLEY)
            .on(Light, "Rebel Trooper", vehicle)
            .at(Dark, TROOPER, MOS_EISLEY)
            .on(Dark, "Imperial Blaster", TROOPER)
            .fill(Dark, Pile::Force, 3)
            .phase(Dark, Phase::Battle)
            .build();
        let mos = s.site(MOS_EISLEY);
        let (blaster, rebel) = (
            s.card(Dark, "Imperial Blaster"),
            s.card(Light, "Rebel Trooper"),
        );
        s.answer(Answer::Battle(mos));
        assert_eq!(fires(&s, blaster).contains(&rebel), targeted, "{vehicle}");
    }
    // The Stormtrooper with the blaster goes aboard the Sandcrawler as a passenger: it fires
    // no more.
    for aboard in [false, true] {
        let mut s = vehicles()
            .site(Dark, MOS_EISLEY)
            .at(Dark, SANDCRAWLER, MOS_EISLEY)
            .on(Dark, IMPERIAL_PILOT, SANDCRAWLER)
            .at(Dark, TROOPER, MOS_EISLEY)
            .on(Dark, "Imperial Blaster", TROOPER)
            .at(Light, "Rebel Trooper", MOS_EISLEY)
            .fill(Dark, Pile::Force, 3)
            .phase(Dark, Phase::Battle)
            .build();
        let (mos, crawler) = (s.site(MOS_EISLEY), s.card(Dark, SANDCRAWLER));
        let (blaster, rebel) = (
            s.card(Dark, "Imperial Blaster"),
            s.card(Light, "Rebel Trooper"),
        );
        if aboard {
            let trooper = s.card(Dark, TROOPER);
            s.mutate(|cx| {
                cx.relocate(trooper, Place::On { card: crawler });
                cx.st.card_mut(trooper).placed_as = 1;
            });
        }
        s.answer(Answer::Battle(mos));
        assert_eq!(
            fires(&s, blaster),
            if aboard { vec![] } else { vec![rebel] }
        );
    }
}

const JUNKHEAP: &str = "Sandcrawler: Droid Junkheap";

/// The Dark Sandcrawler at Mos Eisley with a Stormtrooper aboard; the Droid Junkheap on table
/// (or in hand, `junkheap_in_hand`); 3 Force for each side, in `side`'s move phase.
fn junkheap(side: swccg_cards::Side, junkheap_in_hand: bool) -> Builder {
    let b = vehicles()
        .extra(Dark, card("2_149")) // Sandcrawler: Droid Junkheap
        .site(Dark, MOS_EISLEY)
        .site(Dark, CAMP)
        .at(Dark, SANDCRAWLER, MOS_EISLEY)
        .passenger(Dark, TROOPER, SANDCRAWLER);
    let b = if junkheap_in_hand {
        b.hand(Dark, JUNKHEAP).hand(Dark, KEEPER)
    } else {
        b.site(Dark, JUNKHEAP)
    };
    b.fill(Dark, Pile::Force, 3)
        .fill(Light, Pile::Force, 3)
        .phase(
            side,
            if junkheap_in_hand {
                Phase::Deploy
            } else {
                Phase::Move
            },
        )
}

/// Seed 001 "Sandcrawler sites": the Droid Junkheap is a vehicle site. It deploys only while
/// its player's Sandcrawler is on table, in a row of its own: adjacent to no Tatooine site and
/// related to none. Without the Sandcrawler, it is never offered, while an ordinary site is.
#[test]
fn seed001_sandcrawler_sites_are_vehicle_sites_not_planet_sites() {
    let mut s = junkheap(Dark, true).build();
    let site = s.card(Dark, JUNKHEAP);
    let options = s.deploy_options_for(site);
    assert_eq!(options.len(), 1, "{options:?}");
    s.answer(Answer::Deploy {
        card: site,
        to: options[0],
    });
    assert_eq!(s.place(site), Place::Location);
    let (mos, camp) = (s.site(MOS_EISLEY), s.site(CAMP));
    let q = s.q();
    assert!(!q.st.adjacent(site, mos) && !q.st.adjacent(site, camp));
    assert!(!q.same_planet(site, mos));
    assert_eq!(q.craft_of_site(site), Some(s.card(Dark, SANDCRAWLER)));

    let s = vehicles()
        .extra(Dark, card("2_149"))
        .site(Dark, MOS_EISLEY)
        .hand(Dark, JUNKHEAP)
        .hand(Dark, CAMP)
        .phase(Dark, Phase::Deploy)
        .build();
    assert!(s.deploy_options_for(s.card(Dark, JUNKHEAP)).is_empty());
    assert!(!s.deploy_options_for(s.card(Dark, CAMP)).is_empty());
}

/// Seed 001 "Starship sites" (vehicle sites alike, seed 001 "Sandcrawler sites"): Dark moves
/// a Stormtrooper from its Sandcrawler to the Droid Junkheap aboard it as a regular move for 1
/// Force (3 become 2), and one at the Junkheap aboard the Sandcrawler the same way. (A
/// Stormtrooper at the Jawa Camp keeps the move phase open.)
#[test]
fn seed001_sandcrawler_sites_characters_move_between_the_vehicle_and_its_site() {
    for aboard in [true, false] {
        let b = junkheap(Dark, false).at(Dark, TROOPER, CAMP);
        let mut s = if aboard {
            b
        } else {
            b.at(Dark, TROOPER, JUNKHEAP)
        }
        .build();
        let (crawler, site) = (s.card(Dark, SANDCRAWLER), s.site(JUNKHEAP));
        let (from, to) = if aboard {
            (Place::On { card: crawler }, site)
        } else {
            (Place::At { location: site }, crawler)
        };
        let trooper = *s
            .cards(Dark, TROOPER)
            .iter()
            .find(|&&c| s.place(c) == from)
            .unwrap();
        assert_eq!(s.game.why_not_move(Dark, trooper, to), None);
        s.answer(Answer::Move { card: trooper, to });
        let arrived = if aboard {
            Place::At { location: site }
        } else {
            Place::On { card: crawler }
        };
        assert_eq!(s.place(trooper), arrived);
        assert_eq!(s.pile(Dark, Pile::Force).len(), 2);
        assert!(
            s.state()
                .flag(trooper, swccg_engine::state::Flags::MOVED_TURN),
            "its regular move"
        );
    }
}

/// Seed 001 "Sandcrawler sites", the Junkheap's Light text: Light's characters enter the Dark
/// Sandcrawler's site from the site where it is (Mos Eisley), for 1 Force (3 become 2); a Rebel
/// at the Jawa Camp, where the Sandcrawler is not, may not.
#[test]
fn seed001_sandcrawler_sites_opponents_enter_from_the_vehicles_site() {
    let mut s = junkheap(Light, false)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .at(Light, "Rebel Trooper", CAMP)
        .build();
    let (site, mos) = (s.site(JUNKHEAP), s.site(MOS_EISLEY));
    let rebels = s.cards(Light, "Rebel Trooper");
    let at_mos = *rebels
        .iter()
        .find(|&&c| s.place(c) == Place::At { location: mos })
        .unwrap();
    let at_camp = *rebels.iter().find(|&&c| c != at_mos).unwrap();
    assert!(!s.has_option(Answer::Move {
        card: at_camp,
        to: site
    }));
    s.answer(Answer::Move {
        card: at_mos,
        to: site,
    });
    assert_eq!(s.place(at_mos), Place::At { location: site });
    assert_eq!(s.pile(Light, Pile::Force).len(), 2);
}

/// Seed 001 "Starship sites" for a vehicle site: the Sandcrawler lost takes the Droid Junkheap
/// and the Stormtrooper at it to the Lost Pile; sent to the Used Pile, it leaves them.
#[test]
fn seed001_sandcrawler_sites_are_lost_with_the_vehicle() {
    for pile in [Pile::Lost, Pile::Used] {
        let mut s = junkheap(Dark, false).at(Dark, TROOPER, JUNKHEAP).build();
        let (crawler, site) = (s.card(Dark, SANDCRAWLER), s.site(JUNKHEAP));
        let at_site = *s
            .cards(Dark, TROOPER)
            .iter()
            .find(|&&c| s.place(c) == Place::At { location: site })
            .unwrap();
        s.mutate(|cx| {
            if pile == Pile::Lost {
                cx.lose(crawler)
            } else {
                cx.leave_table(crawler, Pile::Used)
            }
        });
        if pile == Pile::Lost {
            assert_eq!(s.place(site), Place::Pile(Pile::Lost));
            assert_eq!(s.place(at_site), Place::Pile(Pile::Lost));
        } else {
            assert_eq!(s.place(site), Place::Location);
            assert_eq!(s.place(at_site), Place::At { location: site });
        }
    }
}

const DB94: &str = "Tatooine: Docking Bay 94"; // Dark's docking bay transit from here: 1 Force
const DB327: &str = "Death Star: Docking Bay 327"; // a mobile site
const YAVIN_DB: &str = "Yavin 4: Docking Bay";

/// CR 10.2 (docking bay transit: "your characters/vehicles") and CR 14.12: a driven vehicle at
/// a docking bay reaches any other docking bay, far beyond its landspeed, for the cost the bay
/// it leaves prints (1 here: 3 Force become 2), carrying its driver and passenger, who do not
/// move themselves. A vehicle whose text bars mobile sites (the Dark Sandcrawler) may transit
/// to Yavin 4's docking bay and not to the Death Star's, and `why_not_move` names its text.
#[test]
fn cr_10_2_a_vehicle_makes_docking_bay_transit_with_everyone_aboard() {
    let mut s = vehicles()
        .extra(Dark, card("1_297")) // Yavin 4: Docking Bay
        .site(Dark, DB94)
        .site(Dark, DB327)
        .site(Dark, YAVIN_DB)
        .at(Dark, UBRIKKIAN, DB94)
        .on(Dark, IMPERIAL_PILOT, UBRIKKIAN)
        .passenger(Dark, TROOPER, UBRIKKIAN)
        .at(Dark, SANDCRAWLER, DB94)
        .on(Dark, "Jawa", SANDCRAWLER)
        .fill(Dark, Pile::Force, 3)
        .phase(Dark, Phase::Move)
        .build();
    let (db327, yavin) = (s.site(DB327), s.site(YAVIN_DB));
    let ubrikkian = s.card(Dark, UBRIKKIAN);
    let sandcrawler = s.card(Dark, SANDCRAWLER);
    let (pilot, trooper) = (s.card(Dark, IMPERIAL_PILOT), s.card(Dark, TROOPER));
    // Landspeed 1 reaches no other site of another planet: only transit gets there.
    assert!(!s.has_option(Answer::Move {
        card: ubrikkian,
        to: db327
    }));
    for to in [db327, yavin] {
        assert!(s.has_option(Answer::Transit {
            card: ubrikkian,
            to
        }));
        assert_eq!(s.game.why_not_move(Dark, ubrikkian, to), None);
    }
    // The Sandcrawler's "cannot move to mobile sites" holds for its transit too.
    assert!(s.has_option(Answer::Transit {
        card: sandcrawler,
        to: yavin
    }));
    assert!(!s.has_option(Answer::Transit {
        card: sandcrawler,
        to: db327
    }));
    assert_eq!(
        s.game.why_not_move(Dark, sandcrawler, db327),
        Some(WhyNot::CannotMove {
            blocked: Blocked::CannotMove
        })
    );
    assert_eq!(s.game.why_not_move(Dark, sandcrawler, yavin), None);
    s.answer(Answer::Transit {
        card: ubrikkian,
        to: db327,
    });
    assert_eq!(s.place(ubrikkian), Place::At { location: db327 });
    assert_eq!(
        s.pile(Dark, Pile::Force).len(),
        2,
        "DB 94's transit cost: 1"
    );
    for rider in [pilot, trooper] {
        assert_eq!(
            s.state().location_of(rider),
            Some(db327),
            "aboard, it went along"
        );
        assert!(matches!(s.place(rider), Place::On { card } if card == ubrikkian));
    }
    // The vehicle made its regular move; its riders did not move.
    assert!(!s.has_option(Answer::Transit {
        card: ubrikkian,
        to: yavin
    }));
    let moved = swccg_engine::state::Flags::MOVED_TURN;
    assert!(s.state().flag(ubrikkian, moved));
    assert!(!s.state().flag(pilot, moved) && !s.state().flag(trooper, moved));
}

/// CR 10.2: a group transit takes your characters and your driven vehicles at the docking bay
/// together, for one cost (3 Force become 2); the vehicle's rider comes too.
#[test]
fn cr_10_2_a_group_transit_takes_vehicles_with_the_characters() {
    let mut s = vehicles()
        .site(Dark, DB94)
        .site(Dark, DB327)
        .at(Dark, UBRIKKIAN, DB94)
        .on(Dark, IMPERIAL_PILOT, UBRIKKIAN)
        .at(Dark, TROOPER, DB94)
        .fill(Dark, Pile::Force, 3)
        .phase(Dark, Phase::Move)
        .build();
    let (db94, db327) = (s.site(DB94), s.site(DB327));
    let (ubrikkian, pilot) = (s.card(Dark, UBRIKKIAN), s.card(Dark, IMPERIAL_PILOT));
    let trooper = s.card(Dark, TROOPER);
    s.answer(Answer::TransitGroup {
        from: db94,
        to: db327,
    });
    for card in [ubrikkian, trooper, pilot] {
        assert_eq!(s.state().location_of(card), Some(db327));
    }
    assert_eq!(s.pile(Dark, Pile::Force).len(), 2, "one cost for the group");
}
