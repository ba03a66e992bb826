//! Seed 000 (`../shared/rules/seeds/000_2c771f5df4083966.txt`): activation order, huge-ship
//! maneuvers, the overlap rules, tokens and ion on huge ships, huge ships as obstacles.

mod support;

use support::*;
use xwing::data::{Bearing, Section};
use xwing::dice::AttackFace;
use xwing::geometry::{self as geo, HugeKind, ShipSize};
use xwing::rules::{
    Choice, DeckKind, Event, ObstacleKind, ObstacleSpec, Phase, PoseSpec, Prompt, Removal, ShipId,
    TokenKind,
};

fn is_step(prompt: &Prompt) -> bool {
    matches!(
        prompt,
        Prompt::Action { .. } | Prompt::AllocateEnergy { .. } | Prompt::UseEnergy { .. }
    )
}

/// The huge ship still has its energy or action steps to come.
fn assert_keeps_its_action(table: &Table, ship: ShipId) {
    let prompt = table.prompt();
    let ok = match &prompt {
        Prompt::Action { ship: s, .. }
        | Prompt::UseEnergy { ship: s }
        | Prompt::AllocateEnergy { ship: s } => *s == ship,
        _ => false,
    };
    assert!(ok, "expected the action step of {ship:?}, got {prompt:?}");
}

fn revealed_order(table: &Table) -> Vec<u16> {
    table
        .events
        .iter()
        .filter_map(|e| match e {
            Event::DialRevealed { ship, .. } => Some(ship.0),
            _ => None,
        })
        .collect()
}

// seed 000 "Activation des vaisseaux immenses" (and its example) and "Phase d'activation":
// small and large ships activate first by ascending pilot skill, then huge ships. The
// Rookie Pilot (2), "Luke" (8) and the CR90 (4) activate in that order.
#[test]
fn huge_ships_activate_after_all_small_and_large_ships() {
    let mut table = epic(
        vec![
            ship("xwing", "rookiepilot", &[], 300.0, 100.0, 90.0),
            ship("xwing", "redsquadronpilot", &[], 500.0, 100.0, 90.0),
            cr90(&[], &[], 1000.0, 150.0, 90.0),
        ],
        vec![tie(300.0, 800.0, -90.0)],
        vec![],
    );
    // Luke Skywalker's pilot ability is not modelled; this X-wing gets his pilot skill 8.
    table.battle.ships[1].skill = 8;
    table.activate_with(&[
        (0, m(1, Bearing::Straight)),
        (1, m(1, Bearing::Straight)),
        (2, m(2, Bearing::Straight)),
        (3, m(2, Bearing::Straight)),
    ]);
    table.pass_while(is_step);
    assert_eq!(revealed_order(&table)[..4], [3, 0, 1, 2]);
}

// seed 000 "Exemple de manœuvre en avant": the GR-75 reveals forward 2 and slides its front
// base along the huge template to the speed-2 line; it gains the energy shown.
#[test]
fn forward_maneuver_example_gr75_forward_two() {
    let mut table = alone(vec![gr75(&[], 600.0, 200.0, 90.0)]);
    table.activate_with(&[(0, m(2, Bearing::Straight))]);
    let pose = table.battle.ship(ShipId(0)).body.pose;
    let slide = geometry().huge_straight[1];
    assert!(
        (pose.x - 600.0).abs() < 1e-9 && (pose.y - (200.0 + slide)).abs() < 1e-9,
        "{pose:?}"
    );
    assert!(table.saw(|e| matches!(
        e,
        Event::EnergyGained {
            ship: ShipId(0),
            amount: 2
        }
    )));
}

// seed 000 "Exemple de manœuvre sur le flanc": the GR-75 reveals a side maneuver of speed 1
// and turns toward that side.
#[test]
fn side_maneuver_example_gr75_side_one() {
    let mut table = alone(vec![gr75(&[], 600.0, 200.0, 90.0)]);
    table.activate_with(&[(0, m(1, Bearing::BankRight))]);
    let pose = table.battle.ship(ShipId(0)).body.pose;
    let turn = geometry().huge_bank_turn;
    assert!(
        (pose.heading - (90f64.to_radians() - turn)).abs() < 1e-9,
        "{pose:?}"
    );
    assert!(
        pose.x > 600.0 && pose.y > 200.0,
        "moved ahead and to its right: {pose:?}"
    );
    assert!(table.saw(|e| matches!(
        e,
        Event::EnergyGained {
            ship: ShipId(0),
            amount: 2
        }
    )));
}

// seed 000 "Chevaucher des vaisseaux immenses": a huge ship ending on another backs up as
// usual, keeps its action step, and both take a faceup card from the deck of the section hit.
#[test]
fn overlapping_huge_ships_both_take_a_faceup_card_and_keep_the_action() {
    let gap = 60.0;
    let cr90_y = 200.0 + 195.0 / 2.0 + gap + 224.8 / 2.0;
    let mut table = alone(vec![
        gr75(&[], 600.0, 200.0, 90.0),
        cr90(&[], &[], 600.0, cr90_y, 90.0),
    ]);
    table.battle.ships[1].memory.activated = true;
    table.activate_with(&[(0, m(4, Bearing::Straight))]);
    let gr = table.battle.ship(ShipId(0));
    assert!(
        (gr.body.pose.y - (200.0 + gap)).abs() < 1e-6,
        "backed up to touch: {:?}",
        gr.body.pose
    );
    let gr_card = &gr.cards[0].damage;
    assert_eq!(gr_card.len(), 1);
    assert!(gr_card[0].face_up);
    let deck = &table.battle.decks[gr_card[0].deck.index()];
    assert_eq!(
        deck.kind,
        DeckKind::Huge {
            ship: ShipId(0),
            section: Section::Fore
        }
    );
    let cr = table.battle.ship(ShipId(1));
    assert!(cr.cards[0].damage.is_empty());
    assert_eq!(
        cr.cards[1].damage.len(),
        1,
        "the CR90's aft section was hit"
    );
    assert!(cr.cards[1].damage[0].face_up);
    let deck = &table.battle.decks[cr.cards[1].damage[0].deck.index()];
    assert_eq!(
        deck.kind,
        DeckKind::Huge {
            ship: ShipId(1),
            section: Section::Aft
        }
    );
    // The moving huge ship still performs its action.
    assert_keeps_its_action(&table, ShipId(0));
    assert!(table.violations().is_empty(), "{:?}", table.violations());
}

// seed 000 "Chevaucher des grands ou des petits vaisseaux": small and large ships under a huge
// ship's final position are destroyed; the huge ship rolls 1 die per small and 2 per large
// ship and its fore section suffers the hits and crits; it keeps its action step.
#[test]
fn huge_ships_crush_small_and_large_ships_and_take_the_dice() {
    let mut table = epic(
        vec![gr75(&[], 400.0, 200.0, 90.0)],
        vec![
            ship("vt49decimator", "patrolleader", &[], 400.0, 350.0, -90.0),
            tie(400.0, 430.0, -90.0),
        ],
        vec![],
    );
    table.battle.ships[1].memory.activated = true;
    table.battle.ships[2].memory.activated = true;
    table.activate_with(&[(0, m(4, Bearing::Straight))]);
    let crushed = table
        .events
        .iter()
        .filter(|e| {
            matches!(
                e,
                Event::ShipRemoved {
                    how: Removal::Crushed,
                    ..
                }
            )
        })
        .count();
    assert_eq!(crushed, 2);
    assert!(!table.battle.ship(ShipId(1)).in_play() && !table.battle.ship(ShipId(2)).in_play());
    let faces: Vec<AttackFace> = table
        .events
        .iter()
        .filter_map(|e| match e {
            Event::DieRolled {
                ship: ShipId(0),
                face,
            } => Some(*face),
            _ => None,
        })
        .collect();
    assert_eq!(faces.len(), 3, "one die for the TIE, two for the VT-49");
    let damage = faces
        .iter()
        .filter(|f| matches!(f, AttackFace::Hit | AttackFace::Crit))
        .count() as u8;
    let gr = table.battle.ship(ShipId(0));
    assert_eq!(gr.cards[0].shields_max - gr.cards[0].shields, damage);
    assert_keeps_its_action(&table, ShipId(0));
}

// seed 000 "Chevaucher des obstacles": a section ending on an obstacle takes one faceup card
// from that section's deck, the obstacle is removed, and the ship keeps its action step.
#[test]
fn huge_ship_ending_on_an_obstacle_takes_a_faceup_card_and_removes_it() {
    let mut table = epic(
        vec![gr75(&[], 600.0, 200.0, 90.0)],
        vec![tie(300.0, 800.0, -90.0)],
        vec![rock(ObstacleKind::Asteroid(0), 600.0, 340.0)],
    );
    table.battle.ships[1].memory.activated = true;
    table.activate_with(&[(0, m(2, Bearing::Straight))]);
    let gr = table.battle.ship(ShipId(0));
    assert_eq!(gr.cards[0].damage.len(), 1);
    assert!(gr.cards[0].damage[0].face_up);
    let deck = &table.battle.decks[gr.cards[0].damage[0].deck.index()];
    assert_eq!(
        deck.kind,
        DeckKind::Huge {
            ship: ShipId(0),
            section: Section::Fore
        }
    );
    assert!(!table.battle.obstacles[0].in_play);
    assert_keeps_its_action(&table, ShipId(0));
}

// seed 000 "Chevaucher des obstacles": with both sections on obstacles the opponent chooses
// which section takes the one card; every obstacle overlapped is removed.
#[test]
fn huge_ship_with_both_sections_on_obstacles_lets_the_opponent_choose() {
    let mut table = epic(
        vec![gr75(&[], 600.0, 200.0, 90.0)],
        vec![tie(300.0, 800.0, -90.0)],
        vec![
            rock(ObstacleKind::Asteroid(0), 600.0, 330.0),
            rock(ObstacleKind::Asteroid(0), 600.0, 420.0),
        ],
    );
    table.battle.ships[1].memory.activated = true;
    table.activate_with(&[(0, m(4, Bearing::Straight))]);
    assert_eq!(
        table.seat(),
        xwing::rules::Seat::Two,
        "the opponent chooses the section"
    );
    table.expect(
        |p| {
            matches!(
                p,
                Prompt::Section {
                    ship: ShipId(0),
                    ..
                }
            )
        },
        Choice::Section(Section::Aft),
    );
    let gr = table.battle.ship(ShipId(0));
    assert_eq!(
        gr.cards[0].damage.len(),
        1,
        "one card, not one per obstacle"
    );
    let deck = &table.battle.decks[gr.cards[0].damage[0].deck.index()];
    assert_eq!(
        deck.kind,
        DeckKind::Huge {
            ship: ShipId(0),
            section: Section::Aft
        }
    );
    assert!(table.battle.obstacles.iter().all(|o| !o.in_play));
}

// seed 000 "Chevaucher des obstacles": only the final position counts, not the template.
#[test]
fn huge_ship_template_over_an_obstacle_has_no_effect() {
    let c = geometry();
    let start = geo::Pose::from_degrees(600.0, 300.0, 90.0);
    let body = geo::ShipShape::new(
        &c,
        ShipSize::Huge(HugeKind::Short),
        geo::Edition::First,
        start,
    )
    .unwrap();
    let maneuver = geo::Maneuver::new(2, geo::Bearing::BankRight);
    let template = geo::template_shape(&c, &body, maneuver)
        .unwrap()
        .expect("a side maneuver uses the template");
    let end = body
        .at(geo::final_pose(&c, &body, maneuver).unwrap())
        .body();
    // Find a spot where an asteroid lies on the template but under neither position.
    let mut found = None;
    'search: for dx in (-200..=200).step_by(10) {
        for dy in (-200..=300).step_by(10) {
            let spec = ObstacleSpec {
                kind: ObstacleKind::Asteroid(3),
                at: PoseSpec {
                    x: 600.0 + f64::from(dx),
                    y: 300.0 + f64::from(dy),
                    heading_deg: 0.0,
                },
            };
            let probe = epic(
                vec![gr75(&[], 600.0, 300.0, 90.0)],
                vec![tie(300.0, 850.0, -90.0)],
                vec![spec],
            );
            let rock = probe.battle.obstacle_shape(xwing::rules::ObstacleId(0));
            if rock.overlaps(&template) && !rock.overlaps(&end) && !rock.overlaps(&body.body()) {
                found = Some(spec);
                break 'search;
            }
        }
    }
    let spec = found.expect("the side template reaches beyond the ship's final position");
    let mut table = epic(
        vec![gr75(&[], 600.0, 300.0, 90.0)],
        vec![tie(300.0, 850.0, -90.0)],
        vec![spec],
    );
    table.battle.ships[1].memory.activated = true;
    table.activate_with(&[(0, m(2, Bearing::BankRight))]);
    assert!(table.battle.ship(ShipId(0)).cards[0].damage.is_empty());
    assert!(table.battle.obstacles[0].in_play);
}

// seed 000 "Petits et grands vaisseaux chevauchant un vaisseau immense": a small ship ending
// on a huge ship follows the usual overlap rule (backs up, skips its action) and rolls one
// attack die, suffering its hit or crit.
#[test]
fn small_ship_ending_on_a_huge_ship_backs_up_and_rolls_one_die() {
    let mut table = epic(
        vec![gr75(&[], 600.0, 400.0, 0.0)],
        vec![tie(600.0, 560.0, -90.0)],
        vec![],
    );
    table.battle.ships[0].memory.activated = true;
    table.activate_with(&[(1, m(3, Bearing::Straight))]);
    let tie = table.battle.ship(ShipId(1));
    assert!(table.saw(|e| matches!(
        e,
        Event::Moved {
            ship: ShipId(1),
            full: false,
            ..
        }
    )));
    let touching = tie
        .body
        .footprint_with_guides()
        .distance(&table.battle.ship(ShipId(0)).body.body());
    assert!(touching < 1e-6, "the TIE ends touching the GR-75");
    let faces: Vec<AttackFace> = table
        .events
        .iter()
        .filter_map(|e| match e {
            Event::DieRolled {
                ship: ShipId(1),
                face,
            } => Some(*face),
            _ => None,
        })
        .collect();
    assert_eq!(faces.len(), 1);
    let expected = usize::from(matches!(faces[0], AttackFace::Hit | AttackFace::Crit));
    assert_eq!(tie.damage_count(), expected);
    assert!(!table.prompts.iter().any(|p| matches!(
        p,
        Prompt::Action {
            ship: ShipId(1),
            ..
        }
    )));
}

// seed 000 "Marqueurs de concentration, d'évasion et de stress": a huge ship given one of these
// tokens returns it at once.
#[test]
fn huge_ships_return_focus_evade_and_stress_tokens_at_once() {
    let mut table = epic_against(
        "Scum and Villainy",
        vec![gr75(&[], 600.0, 300.0, 90.0)],
        vec![ship("croccruiser", "croccruiser", &[], 600.0, 600.0, 0.0)],
        vec![],
    );
    table.battle.ships[0].memory.activated = true;
    table.activate_with(&[(1, m(1, Bearing::Straight))]);
    table.pass_while(|p| matches!(p, Prompt::AllocateEnergy { .. } | Prompt::UseEnergy { .. }));
    // The C-ROC jams the GR-75, its only enemy at range 1-2 (a forced choice is applied at
    // once).
    let events = table.expect(
        |p| {
            matches!(
                p,
                Prompt::Action {
                    ship: ShipId(1),
                    ..
                }
            )
        },
        Choice::Action(xwing::rules::Act::Bar {
            card: 0,
            kind: xwing::data::ActionKind::Jam,
        }),
    );
    assert!(events.iter().any(|e| matches!(
        e,
        Event::TokenReturned {
            ship: ShipId(0),
            token: TokenKind::Stress
        }
    )));
    assert_eq!(table.battle.ship(ShipId(0)).tokens.stress, 0);
}

// seed 000 "Marqueurs ioniques": each ion token on a huge ship lowers the energy it gains by
// one; the huge ship still flies its dial; ion tokens leave at the end of the Activation phase.
#[test]
fn ion_tokens_reduce_huge_ship_energy_and_leave_after_activation() {
    let mut table = alone(vec![gr75(&[], 600.0, 200.0, 90.0)]);
    table.battle.ships[0].tokens.ion = 1;
    table.activate_with(&[(0, m(1, Bearing::BankLeft))]);
    assert!(
        table.saw(|e| matches!(
            e,
            Event::EnergyGained {
                ship: ShipId(0),
                amount: 1
            }
        )),
        "2 printed, less 1 ion"
    );
    assert!(table.saw(|e| matches!(e, Event::DialRevealed { ship: ShipId(0), maneuver } if maneuver.bearing == Bearing::BankLeft)));
    assert_eq!(
        table.battle.ship(ShipId(0)).tokens.ion,
        1,
        "still there during the activation"
    );
    table.pass_while(is_step);
    assert!(table.saw(|e| matches!(
        e,
        Event::PhaseStarted {
            phase: Phase::Combat
        }
    )));
    assert_eq!(table.battle.ship(ShipId(0)).tokens.ion, 0);
}

// seed 000 "Actions gratuites": huge ships never perform free actions, so Coordinate cannot
// choose them.
#[test]
fn huge_ships_cannot_take_free_actions() {
    let table = epic(
        vec![
            cr90(&[], &[], 600.0, 300.0, 90.0),
            gr75(&[], 700.0, 300.0, 90.0),
            xwing(500.0, 300.0, 90.0),
        ],
        vec![tie(300.0, 850.0, -90.0)],
        vec![],
    );
    let targets = table.battle.coordinate_targets(ShipId(0));
    assert_eq!(targets, [ShipId(2)]);
    assert!(table.battle.action_options(ShipId(1), None, true) == [Choice::Pass]);
}

// seed 000 "Utiliser les vaisseaux immenses comme obstacles": a huge ship used as an obstacle
// is nobody's ship, never moves, obstructs, and small ships that end on it back up and roll
// one die.
#[test]
fn huge_ship_used_as_an_obstacle_blocks_and_obstructs() {
    let hulk = ObstacleSpec {
        kind: ObstacleKind::HugeHulk(ShipSize::Huge(HugeKind::Long)),
        at: PoseSpec {
            x: 900.0,
            y: 450.0,
            heading_deg: 0.0,
        },
    };
    let mut table = epic(
        vec![xwing(900.0, 300.0, 90.0)],
        vec![tie(900.0, 620.0, -90.0)],
        vec![hulk],
    );
    // Shooting across it is obstructed.
    let options = table.battle.attack_options(ShipId(0));
    let shot = options
        .iter()
        .find(|o| o.defender == ShipId(1))
        .expect("the TIE is in the X-wing's arc");
    assert_eq!(
        table
            .battle
            .obstruction_dice(&shot.line, ShipId(0), ShipId(1)),
        1
    );
    assert!(
        table.battle.ships.iter().all(|s| s.id != ShipId(2)),
        "it is not a ship"
    );
    // Flying onto it: back up, then one die.
    table.battle.ships[1].memory.activated = true;
    table.activate_with(&[(0, m(2, Bearing::Straight))]);
    assert!(table.saw(|e| matches!(
        e,
        Event::Moved {
            ship: ShipId(0),
            full: false,
            ..
        }
    )));
    let dice = table
        .events
        .iter()
        .filter(|e| {
            matches!(
                e,
                Event::DieRolled {
                    ship: ShipId(0),
                    ..
                }
            )
        })
        .count();
    assert_eq!(dice, 1);
    assert!(table.battle.obstacles[0].in_play);
    assert_eq!(
        table.battle.obstacles[0].pose,
        xwing::geometry::Pose::from_degrees(900.0, 450.0, 0.0)
    );
}
