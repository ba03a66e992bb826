//! Seed 000 (`../shared/rules/seeds/000_2c771f5df4083966.txt`): energy and the huge-ship
//! actions.

mod support;

use support::*;
use xwing::data::{ActionKind, Bearing, Section};
use xwing::dice::{AttackFace, DefenseFace};
use xwing::rules::{
    Act, Choice, Event, Modification, Phase, Prompt, ShipId, UpgradeRef, WeaponRef,
};

fn bar(card: u8, kind: ActionKind) -> Choice {
    Choice::Action(Act::Bar { card, kind })
}

// seed 000 "Énergie" and "Étapes d'énergie": a huge ship gains the energy icons of its
// maneuver; a card never holds more than its energy limit and the excess returns at once.
#[test]
fn energy_gained_from_the_dial_is_capped_by_the_energy_limit() {
    let mut table = alone(vec![gr75(&[], 600.0, 200.0, 90.0)]);
    table.battle.ships[0].cards[0].energy = 3;
    table.activate_with(&[(0, m(1, Bearing::Straight))]);
    assert!(table.saw(|e| matches!(
        e,
        Event::EnergyGained {
            ship: ShipId(0),
            amount: 3
        }
    )));
    assert!(table.saw(|e| matches!(
        e,
        Event::EnergyReturned {
            ship: ShipId(0),
            amount: 2
        }
    )));
    assert_eq!(table.battle.ship(ShipId(0)).cards[0].energy, 4);
}

// seed 000 "Étapes d'énergie" (2. Allouer de l'énergie): energy moves from the ship card to
// cards with an energy limit, never above their limit.
#[test]
fn energy_is_allocated_to_upgrades_up_to_their_limits() {
    let mut table = alone(vec![cr90(
        &["singleturbolasers", "quadlasercannons"],
        &[],
        900.0,
        300.0,
        90.0,
    )]);
    table.battle.ships[0].cards[1].energy = 5;
    table.activate_with(&[(0, m(4, Bearing::Straight))]);
    let turbolasers = Choice::Upgrade(UpgradeRef { card: 0, index: 0 });
    let quad = Choice::Upgrade(UpgradeRef { card: 0, index: 1 });
    table.expect(
        |p| matches!(p, Prompt::AllocateEnergy { .. }),
        turbolasers.clone(),
    );
    table.expect(
        |p| matches!(p, Prompt::AllocateEnergy { .. }),
        turbolasers.clone(),
    );
    assert!(
        !table.options().contains(&turbolasers),
        "Single Turbolasers is full (limit 2)"
    );
    table.expect(|p| matches!(p, Prompt::AllocateEnergy { .. }), quad.clone());
    table.expect(|p| matches!(p, Prompt::AllocateEnergy { .. }), quad);
    let cr90 = table.battle.ship(ShipId(0));
    assert_eq!(cr90.cards[0].upgrades[0].energy, 2);
    assert_eq!(cr90.cards[0].upgrades[1].energy, 2);
    // 5 + 1 gained (forward 4), capped at 5, minus 4 allocated.
    assert_eq!(cr90.cards[1].energy, 1);
    assert!(
        !matches!(table.prompt(), Prompt::AllocateEnergy { .. }),
        "nothing left to fill"
    );
    assert!(table.violations().is_empty());
}

// seed 000 "Étapes d'énergie" (3. Utiliser l'énergie): each "Energy:" card once per round.
#[test]
fn energy_cards_are_used_once_per_round() {
    let mut table = alone(vec![gr75(
        &["tibannagassupplies", "commsbooster"],
        600.0,
        200.0,
        90.0,
    )]);
    table.activate_with(&[(0, m(1, Bearing::Straight))]);
    let tibanna = Choice::Upgrade(UpgradeRef { card: 0, index: 0 });
    let comms = Choice::Upgrade(UpgradeRef { card: 0, index: 1 });
    table.expect(|p| matches!(p, Prompt::UseEnergy { .. }), tibanna.clone());
    assert_eq!(
        table.battle.ship(ShipId(0)).cards[0].energy,
        4,
        "3 + 3, capped at 4"
    );
    assert!(table.battle.ship(ShipId(0)).cards[0].upgrades[0].discarded);
    assert!(!table.options().contains(&tibanna));
    // Comms Booster: its only friendly target is the GR-75 itself, chosen at once.
    table.expect(|p| matches!(p, Prompt::UseEnergy { .. }), comms);
    assert_eq!(table.battle.ship(ShipId(0)).cards[0].energy, 3);
    assert!(
        matches!(
            table.prompt(),
            Prompt::Action {
                ship: ShipId(0),
                ..
            }
        ),
        "every card used: on to the action"
    );
}

// seed 000 "Étapes d'énergie durant la phase d'activation": gain, allocate and use energy come
// between the maneuver's clean-up and the action step, in that order.
#[test]
fn energy_steps_come_after_the_maneuver_and_before_the_action() {
    let mut table = alone(vec![cr90(
        &["quadlasercannons"],
        &["tibannagassupplies"],
        900.0,
        300.0,
        90.0,
    )]);
    table.activate_with(&[(0, m(2, Bearing::Straight))]);
    let moved = table
        .events
        .iter()
        .position(|e| {
            matches!(
                e,
                Event::Moved {
                    ship: ShipId(0),
                    ..
                }
            )
        })
        .unwrap();
    let gained = table
        .events
        .iter()
        .position(|e| {
            matches!(
                e,
                Event::EnergyGained {
                    ship: ShipId(0),
                    ..
                }
            )
        })
        .unwrap();
    assert!(moved < gained);
    table.expect(|p| matches!(p, Prompt::AllocateEnergy { .. }), Choice::Pass);
    table.expect(|p| matches!(p, Prompt::UseEnergy { .. }), Choice::Pass);
    // The fore card has no legal action here (no target), so the aft card's step is asked.
    assert!(matches!(
        table.prompt(),
        Prompt::Action {
            ship: ShipId(0),
            ..
        }
    ));
}

// seed 000 "Récupération": all the energy on the ship card goes; one shield per energy, never
// above the printed shield value.
#[test]
fn recover_spends_all_energy_for_shields_up_to_the_printed_value() {
    let mut table = alone(vec![gr75(&[], 600.0, 200.0, 90.0)]);
    table.battle.ships[0].cards[0].energy = 1;
    table.battle.ships[0].cards[0].shields = 3;
    table.activate_with(&[(0, m(3, Bearing::Straight))]);
    table.expect(
        |p| {
            matches!(
                p,
                Prompt::Action {
                    ship: ShipId(0),
                    ..
                }
            )
        },
        bar(0, ActionKind::Recover),
    );
    let gr = table.battle.ship(ShipId(0));
    assert_eq!(gr.cards[0].shields, 4);
    assert_eq!(gr.cards[0].energy, 0, "2 energy spent for 1 shield");
}

// seed 000 "Récupération": a ship with several cards puts each recovered shield on either
// section.
#[test]
fn recover_on_a_two_card_ship_picks_a_section_per_shield() {
    let mut table = alone(vec![cr90(&[], &[], 900.0, 300.0, 90.0)]);
    // Forward 3 gives the CR90 2 energy.
    table.battle.ships[0].cards[0].shields = 3;
    table.battle.ships[0].cards[1].shields = 2;
    table.activate_with(&[(0, m(3, Bearing::Straight))]);
    // The fore card's actions (coordinate, target lock) have no target here: only the aft
    // card's step is asked.
    table.expect(
        |p| matches!(p, Prompt::Action { card: Some(1), .. }),
        bar(1, ActionKind::Recover),
    );
    table.expect(
        |p| matches!(p, Prompt::Section { .. }),
        Choice::Section(Section::Fore),
    );
    table.expect(
        |p| matches!(p, Prompt::Section { .. }),
        Choice::Section(Section::Aft),
    );
    let cr = table.battle.ship(ShipId(0));
    assert_eq!((cr.cards[0].shields, cr.cards[1].shields), (4, 3));
    assert_eq!(cr.ship_energy(), 0);
}

/// Final damage of the last attack of `attacker`: dice after modification minus evades.
fn last_attack(table: &Table, attacker: ShipId) -> (Vec<AttackFace>, Vec<DefenseFace>, u8) {
    let mut attack = Vec::new();
    let mut defense = Vec::new();
    let mut through = 0;
    for event in &table.events {
        match event {
            Event::AttackDice { ship, dice } if *ship == attacker => attack = dice.clone(),
            Event::DefenseDice { dice, .. } => defense = dice.clone(),
            Event::AttackHit {
                attacker: a,
                hits,
                crits,
                ..
            } if *a == attacker => through = hits + crits,
            Event::AttackMissed { attacker: a, .. } if *a == attacker => through = 0,
            _ => {}
        }
    }
    (attack, defense, through)
}

// seed 000 "Renforcer": the reinforce token adds one evade result when the section it guards is
// attacked, is not spent, and leaves in the End phase.
#[test]
fn reinforce_adds_an_evade_to_the_guarded_section_only() {
    let mut table = epic(
        vec![gr75(&[], 900.0, 400.0, 90.0)],
        vec![tie(900.0, 600.0, -90.0), tie(900.0, 200.0, 90.0)],
        vec![],
    );
    table.battle.ships[1].memory.activated = true;
    table.battle.ships[2].memory.activated = true;
    act_after_a_bank(&mut table, ActionKind::Reinforce);
    table.expect(
        |p| matches!(p, Prompt::Section { .. }),
        Choice::Section(Section::Fore),
    );
    assert_eq!(
        table.battle.ship(ShipId(0)).tokens.reinforce,
        Some(Section::Fore)
    );
    // Combat: the TIE ahead attacks the fore section, the TIE behind the aft section.
    for (tie, section) in [(ShipId(1), Section::Fore), (ShipId(2), Section::Aft)] {
        if matches!(table.prompt(), Prompt::ChooseShip { .. }) {
            // Two TIEs of the same skill: their owner picks which attacks first.
            table.answer(Choice::Ship(tie));
        }
        let prompt = table.prompt();
        let Prompt::DeclareAttack { ship } = prompt else {
            panic!("{prompt:?}")
        };
        assert_eq!(ship, tie);
        let attack = table
            .options()
            .into_iter()
            .find(|o| matches!(o, Choice::Attack { section: Some(s), .. } if *s == section))
            .expect("the section in front of the TIE can be targeted");
        table.answer(attack);
        table.pass_while(|p| {
            matches!(
                p,
                Prompt::ModifyAttack { .. } | Prompt::ModifyDefense { .. }
            )
        });
        let (attack, defense, through) = last_attack(&table, tie);
        let damage = attack
            .iter()
            .filter(|f| matches!(f, AttackFace::Hit | AttackFace::Crit))
            .count() as u8;
        let rolled_evades = defense.iter().filter(|f| **f == DefenseFace::Evade).count() as u8;
        let reinforce = u8::from(section == Section::Fore);
        assert_eq!(
            through,
            damage.saturating_sub(rolled_evades + reinforce),
            "{section:?}"
        );
    }
    assert_eq!(
        table.battle.ship(ShipId(0)).tokens.reinforce,
        None,
        "gone after the End phase"
    );
    assert!(table.saw(|e| matches!(e, Event::PhaseStarted { phase: Phase::End })));
}

/// Ship 0 (a GR-75) banks left 1, then takes the action `kind` of its bar.
fn act_after_a_bank(table: &mut Table, kind: ActionKind) {
    table.activate_with(&[(0, m(1, Bearing::BankLeft))]);
    table.expect(
        |p| {
            matches!(
                p,
                Prompt::Action {
                    ship: ShipId(0),
                    ..
                }
            )
        },
        bar(0, kind),
    );
}

// seed 000 "Brouillage": jam an enemy at range 1-2: it gets stress tokens up to two.
#[test]
fn jam_stresses_an_enemy_at_range_one_two_up_to_two() {
    let mut table = epic(
        vec![gr75(&[], 900.0, 400.0, 90.0)],
        vec![tie(900.0, 600.0, -90.0), tie(900.0, 850.0, -90.0)],
        vec![],
    );
    table.battle.ships[1].memory.activated = true;
    table.battle.ships[2].memory.activated = true;
    table.battle.ships[1].tokens.stress = 1;
    assert_eq!(
        table.battle.jam_targets(ShipId(0)),
        [ShipId(1)],
        "the far TIE is at range 3"
    );
    act_after_a_bank(&mut table, ActionKind::Jam);
    assert_eq!(table.battle.ship(ShipId(1)).tokens.stress, 2);
}

// Frequency Jammer (1e cargo): after a jam, one enemy without stress at range 1 of the jammed
// ship gets a stress token. An enemy at range 2 of it, or one already stressed, does not
// qualify, so the only one left is stressed without a choice.
#[test]
fn frequency_jammer_stresses_an_unstressed_enemy_at_range_one_of_the_jammed_ship() {
    let mut table = epic(
        vec![gr75(&["frequencyjammer"], 900.0, 400.0, 90.0)],
        vec![
            tie(900.0, 620.0, -90.0),  // 1: jammed
            tie(1000.0, 620.0, -90.0), // 2: range 1 of it, no stress
            tie(1100.0, 620.0, -90.0), // 3: range 2 of it
            tie(900.0, 720.0, -90.0),  // 4: range 1 of it, stressed
        ],
        vec![],
    );
    for i in 1..=4 {
        table.battle.ships[i].memory.activated = true;
    }
    table.battle.ships[4].tokens.stress = 1;
    let jammed = ShipId(1);
    assert_eq!(table.battle.range(jammed, ShipId(2)), Some(1));
    assert_eq!(table.battle.range(jammed, ShipId(3)), Some(2));
    assert_eq!(table.battle.range(jammed, ShipId(4)), Some(1));
    act_after_a_bank(&mut table, ActionKind::Jam);
    if matches!(table.prompt(), Prompt::ChooseShip { .. }) {
        table.answer(Choice::Ship(jammed));
    }
    let stress: Vec<u8> = (1..=4)
        .map(|i| table.battle.ship(ShipId(i)).tokens.stress)
        .collect();
    assert_eq!(stress, [2, 1, 0, 1]);
}

// seed 000 "Acquisition": a huge ship's target lock is not tied to a section; any section's
// weapon may spend it.
#[test]
fn a_huge_ships_lock_serves_every_section() {
    let mut table = epic(
        vec![cr90(&[], &["quadlasercannons"], 900.0, 400.0, 90.0)],
        vec![tie(950.0, 200.0, 90.0)],
        vec![],
    );
    table.battle.ships[1].memory.activated = true;
    table.battle.ships[0].cards[1].upgrades[0].energy = 2;
    table.activate_with(&[(0, m(2, Bearing::Straight))]);
    table.expect(
        |p| matches!(p, Prompt::Action { card: Some(0), .. }),
        bar(0, ActionKind::TargetLock),
    );
    assert_eq!(
        table
            .battle
            .lock_of(ShipId(0))
            .map(|l| (l.target, l.section)),
        Some((ShipId(1), None))
    );
    table.pass_while(|p| matches!(p, Prompt::Action { .. }));
    // Combat: the CR90 (skill 4) fires its aft Quad Laser Cannons at the TIE behind it.
    let quad = WeaponRef::Secondary(UpgradeRef { card: 1, index: 0 });
    table.expect(
        |p| matches!(p, Prompt::DeclareAttack { ship: ShipId(0) }),
        Choice::Attack {
            weapon: quad,
            target: ShipId(1),
            section: None,
        },
    );
    assert!(matches!(table.prompt(), Prompt::ModifyAttack { .. }));
    assert!(
        table
            .options()
            .contains(&Choice::Modify(Modification::SpendLock))
    );
}

// seed 000 "Coordination" and "Mesurer la portée depuis des vaisseaux immenses pendant les
// actions": the fore section coordinates a friendly ship at range 1-2 of the CR90's nearest
// point, here its aft section.
#[test]
fn coordinate_measures_from_the_nearest_point_of_the_huge_ship() {
    let mut table = epic(
        vec![
            cr90(&[], &[], 900.0, 400.0, 90.0),
            xwing(900.0, 150.0, 90.0),
        ],
        vec![tie(300.0, 800.0, -90.0)],
        vec![],
    );
    let fore_distance = table
        .battle
        .distance(ShipId(0), Some(Section::Fore), ShipId(1), None);
    assert_eq!(
        table.battle.band(fore_distance, true),
        Some(3),
        "beyond range 2 of the fore section"
    );
    assert_eq!(table.battle.coordinate_targets(ShipId(0)), [ShipId(1)]);
    table.battle.ships[1].memory.activated = true;
    table.battle.ships[2].memory.activated = true;
    table.activate_with(&[(0, m(2, Bearing::Straight))]);
    table.expect(
        |p| matches!(p, Prompt::Action { card: Some(0), .. }),
        bar(0, ActionKind::Coordinate),
    );
    // The X-wing, the only candidate, now takes a free action.
    table.expect(
        |p| {
            matches!(
                p,
                Prompt::Action {
                    ship: ShipId(1),
                    free: true,
                    ..
                }
            )
        },
        bar(0, ActionKind::Focus),
    );
    assert_eq!(table.battle.ship(ShipId(1)).tokens.focus, 1);
}

// seed 000 "Effectuer des actions avec un vaisseau ayant deux cartes de vaisseau": two actions,
// the first from the fore card, the second from the aft card.
#[test]
fn two_card_ships_act_twice_fore_then_aft() {
    let mut table = epic(
        vec![cr90(&[], &[], 900.0, 400.0, 90.0)],
        vec![tie(900.0, 700.0, -90.0)],
        vec![],
    );
    table.battle.ships[1].memory.activated = true;
    table.activate_with(&[(0, m(2, Bearing::Straight))]);
    let first = table.options();
    assert!(matches!(
        table.prompt(),
        Prompt::Action { card: Some(0), .. }
    ));
    assert!(first.contains(&bar(0, ActionKind::TargetLock)));
    assert!(
        !first
            .iter()
            .any(|o| matches!(o, Choice::Action(Act::Bar { card: 1, .. })))
    );
    table.answer(bar(0, ActionKind::TargetLock));
    assert!(matches!(
        table.prompt(),
        Prompt::Action { card: Some(1), .. }
    ));
    let second = table.options();
    assert!(second.contains(&bar(1, ActionKind::Reinforce)));
    assert!(
        !second
            .iter()
            .any(|o| matches!(o, Choice::Action(Act::Bar { card: 0, .. })))
    );
}

// Seed 000 "Coordination" and XR 13.9: Coordinate reaches other friendly ships at range 1-2
// of the CR90's nearest point, unstressed; an X-wing at range 3 or a stressed one at range
// 1-2 is not offered.
#[test]
fn coordinate_reaches_unstressed_friends_at_range_one_or_two() {
    let mut table = epic(
        vec![
            cr90(&[], &[], 900.0, 400.0, 90.0),
            xwing(700.0, 400.0, 90.0),
            xwing(1100.0, 400.0, 90.0),
            xwing(900.0, 850.0, 90.0),
            xwing(560.0, 300.0, 90.0),
        ],
        vec![tie(300.0, 850.0, -90.0)],
        vec![],
    );
    table.battle.ships[2].tokens.stress = 1;
    let bands: Vec<Option<u8>> = (1..=4)
        .map(|i| table.battle.range(ShipId(0), ShipId(i)))
        .collect();
    let wanted: Vec<ShipId> = (1..=4u16)
        .filter(|&i| {
            bands[usize::from(i) - 1].is_some_and(|b| b <= 2)
                && table.battle.ship(ShipId(i)).tokens.stress == 0
        })
        .map(ShipId)
        .collect();
    // The table shows each case: a stressed ship at range 1-2, an unstressed one there, one
    // at range 3.
    assert!(bands[1].is_some_and(|b| b <= 2), "{bands:?}");
    assert!(bands.contains(&Some(3)), "{bands:?}");
    assert!(!wanted.is_empty(), "{bands:?}");
    assert_eq!(
        table.battle.coordinate_targets(ShipId(0)),
        wanted,
        "{bands:?}"
    );
}

// XR 4 action table (1e lock: an enemy at range 1-3) and the Sensor Team card (range 1-5): an
// X-wing locks the TIEs at range 2 and 3, not 4 or 5; a CR90 with a Sensor Team locks them at
// range 5.
#[test]
fn locks_reach_range_three_or_five_with_a_sensor_team() {
    let table = epic(
        vec![
            xwing(900.0, 100.0, 90.0),
            cr90(&[], &["sensorteam"], 400.0, 300.0, 90.0),
        ],
        vec![
            tie(900.0, 250.0, -90.0),
            tie(900.0, 420.0, -90.0),
            tie(900.0, 530.0, -90.0),
            tie(900.0, 640.0, -90.0),
        ],
        vec![],
    );
    for (locker, max) in [(0u16, 3u8), (1, 5)] {
        let bands: Vec<Option<u8>> = (2..=5)
            .map(|i| table.battle.range(ShipId(locker), ShipId(i)))
            .collect();
        let wanted: Vec<(ShipId, Option<Section>)> = (2..=5u16)
            .filter(|&i| bands[usize::from(i) - 2].is_some_and(|b| b >= 1 && b <= max))
            .map(|i| (ShipId(i), None))
            .collect();
        assert!(
            bands.iter().any(|b| b.is_some_and(|b| b > 3)),
            "a TIE beyond range 3 of ship {locker}: {bands:?}"
        );
        assert_eq!(
            table.battle.lock_targets(ShipId(locker)),
            wanted,
            "{bands:?}"
        );
    }
}
