//! Seed 002 (`../shared/rules/seeds/002_775ed7d56beccdd7.txt`): devices — dropping, launching,
//! repositioning, exploding, ownership, the System-phase limits, "drop 1 bomb" effects,
//! cloaking, devices as objects, overlaps, guides, the rollback of placements outside the
//! play area, and partial maneuvers.

mod support;

use door::Game;
use support::*;
use xwing::data::{Bearing, Maneuver};
use xwing::geometry::{self as geo, Pose};
use xwing::rules::cards::DeviceRule;
use xwing::rules::{
    Choice, DeviceId, DeviceTemplate, Event, MoveChoice, ObstacleKind, Phase, Prompt, Reposition,
    Seat, ShipId, UpgradeRef,
};

fn straight(speed: u8) -> Maneuver {
    Maneuver::new(speed, Bearing::Straight)
}

fn drop(speed: u8) -> Choice {
    Choice::Template(DeviceTemplate {
        maneuver: straight(speed),
        launch: false,
    })
}

fn bomber(upgrades: &[&str], x: f64, y: f64, heading: f64) -> xwing::rules::ShipSpec {
    ship("tiesabomber", "gammasquadronace", upgrades, x, y, heading)
}

fn ywing(pilot: &str, upgrades: &[&str], x: f64, y: f64, heading: f64) -> xwing::rules::ShipSpec {
    ship("btla4ywing", pilot, upgrades, x, y, heading)
}

fn quiet_ywing() -> xwing::rules::ShipSpec {
    ywing("crymorahgoon", &[], 100.0, 100.0, 90.0)
}

fn expected_drop(
    table: &Table,
    ship: ShipId,
    token: geo::DeviceKind,
    template: geo::TemplateKind,
    how: geo::Placement,
) -> Pose {
    geo::place_device(
        &geometry(),
        &table.battle.ship(ship).body,
        token,
        template,
        how,
    )
    .unwrap()
    .pose
}

fn system_prompts_for(table: &Table, ship: ShipId) -> usize {
    table
        .prompts
        .iter()
        .filter(|p| matches!(p, Prompt::System { ship: s } if *s == ship))
        .count()
}

/// Lets the Activation phase end at once (every ship marked as activated), which detonates
/// the bombs.
fn end_activation(table: &mut Table) {
    for ship in &mut table.battle.ships {
        ship.memory.activated = true;
    }
    table.skip_to(Phase::Activation);
}

// seed 002 "Pour LARGUER un engin": the template goes between the rear guides and the device's
// guides rest against its far end; the card's template is used ("Nimble Bomber" adds banks).
#[test]
fn drop_places_the_device_behind_the_ship() {
    let mut table = second(
        vec![quiet_ywing()],
        vec![bomber(&["protonbombs"], 450.0, 450.0, 90.0)],
        vec![],
    );
    table.skip_to(Phase::System);
    table.expect(
        |p| matches!(p, Prompt::System { ship: ShipId(1) }),
        Choice::Upgrade(UpgradeRef { card: 0, index: 0 }),
    );
    let templates = table.options();
    assert!(templates.contains(&drop(1)));
    let bank = Choice::Template(DeviceTemplate {
        maneuver: Maneuver::new(1, Bearing::BankLeft),
        launch: false,
    });
    assert!(
        templates.contains(&bank),
        "Nimble Bomber may use a bank template"
    );
    table.answer(drop(1));
    let device = &table.battle.devices[0];
    let expected = expected_drop(
        &table,
        ShipId(1),
        geo::DeviceKind::StandardBomb,
        geo::TemplateKind::Straight(1),
        geo::Placement::Drop,
    );
    assert_eq!(device.pose, expected);
    assert!(device.pose.y < 450.0, "behind a ship facing +y");
    assert_eq!(device.owner, Seat::Two);
}

// seed 002 "Pour LANCER un engin": the template goes between the front guides
// ("Trajectory Simulator" launches bombs with the straight 5 template).
#[test]
fn launch_places_the_device_ahead_of_the_ship() {
    let mut table = second(
        vec![quiet_ywing()],
        vec![ship(
            "tiecapunisher",
            "cutlasssquadronpilot",
            &["trajectorysimulator", "protonbombs"],
            450.0,
            300.0,
            90.0,
        )],
        vec![],
    );
    table.skip_to(Phase::System);
    table.answer(Choice::Upgrade(UpgradeRef { card: 0, index: 1 }));
    let launch = Choice::Template(DeviceTemplate {
        maneuver: straight(5),
        launch: true,
    });
    table.answer(launch);
    let expected = expected_drop(
        &table,
        ShipId(1),
        geo::DeviceKind::StandardBomb,
        geo::TemplateKind::Straight(5),
        geo::Placement::Launch,
    );
    assert_eq!(table.battle.devices[0].pose, expected);
    assert!(
        expected.y > 300.0 + 200.0,
        "ahead, beyond the straight-5 template"
    );
}

// seed 002 "Pour REPOSITIONNER un engin": the device is picked up and put down elsewhere (with a
// template or at a spot); it does not count as moving through or overlapping obstacles.
#[test]
fn repositioning_a_device_ignores_obstacles() {
    let mut table = second(
        vec![quiet_ywing()],
        vec![bomber(&[], 700.0, 700.0, 90.0)],
        vec![rock(ObstacleKind::Asteroid(0), 450.0, 560.0)],
    );
    let device = put_device(
        &mut table,
        DeviceRule::ProtonBomb,
        1,
        Pose::from_degrees(450.0, 450.0, 90.0),
        0,
        None,
    );
    assert!(
        table
            .battle
            .reposition_device(device, Reposition::Template(straight(3)))
    );
    let after = table.battle.devices[0].pose;
    assert!(
        (after.y - 450.0 - 120.0).abs() < 1e-9,
        "along the straight 3: {after:?}"
    );
    assert!(table.battle.reposition_device(
        device,
        Reposition::At(Pose::from_degrees(450.0, 560.0, 0.0))
    ));
    assert!(table.battle.obstacles[0].in_play);
    assert!(!table.saw(|e| matches!(e, Event::ObstacleHit { .. } | Event::ObstacleRemoved { .. })));
    assert!(table.violations().is_empty());
}

// seed 002 "Certains engins peuvent EXPLOSER": its effects resolve, then it is removed.
#[test]
fn an_exploding_device_resolves_then_leaves() {
    let mut table = second(
        vec![ywing("crymorahgoon", &[], 450.0, 520.0, 90.0)],
        vec![bomber(&[], 800.0, 800.0, -90.0)],
        vec![],
    );
    put_device(
        &mut table,
        DeviceRule::ProtonBomb,
        1,
        Pose::from_degrees(450.0, 450.0, 90.0),
        0,
        None,
    );
    end_activation(&mut table);
    let detonated = table
        .events
        .iter()
        .position(|e| matches!(e, Event::DeviceDetonated { .. }))
        .unwrap();
    let removed = table
        .events
        .iter()
        .position(|e| matches!(e, Event::DeviceRemoved { .. }))
        .unwrap();
    assert!(detonated < removed);
    assert!(!table.battle.devices[0].in_play);
    let y = table.battle.ship(ShipId(0));
    assert_eq!(
        y.cards[0].shields, 1,
        "a proton bomb deals 1 critical damage: a shield"
    );
}

// seed 002 ownership: each device shows whose it is.
#[test]
fn devices_belong_to_the_player_who_placed_them() {
    let mut table = second(
        vec![ywing(
            "amaxinewarrior",
            &["protonbombs"],
            450.0,
            450.0,
            90.0,
        )],
        vec![bomber(&[], 800.0, 800.0, -90.0)],
        vec![],
    );
    table.skip_to(Phase::System);
    table.answer(Choice::Upgrade(UpgradeRef { card: 0, index: 0 }));
    let view = table.battle.view(Seat::Two);
    assert_eq!(view.devices.len(), 1);
    assert_eq!(view.devices[0].2, Seat::One);
    assert_eq!(table.battle.devices[0].placed_by, ShipId(0));
}

// seed 002: each ship places at most one device per System phase; payload cards spend a
// charge each time.
#[test]
fn one_device_per_ship_per_system_phase_for_a_charge() {
    let mut table = second(
        vec![quiet_ywing()],
        vec![bomber(
            &["protonbombs", "seismiccharges"],
            450.0,
            450.0,
            90.0,
        )],
        vec![],
    );
    freeze(&mut table);
    table.skip_to(Phase::System);
    let options = table.options();
    assert!(options.contains(&Choice::Upgrade(UpgradeRef { card: 0, index: 0 })));
    assert!(options.contains(&Choice::Upgrade(UpgradeRef { card: 0, index: 1 })));
    table.answer(Choice::Upgrade(UpgradeRef { card: 0, index: 0 }));
    table.answer(drop(1));
    assert_eq!(
        table.battle.ship(ShipId(1)).cards[0].upgrades[0].charges,
        1,
        "2 charges, 1 spent"
    );
    assert_eq!(
        system_prompts_for(&table, ShipId(1)),
        1,
        "no second device this phase"
    );
    assert_eq!(table.battle.devices.len(), 1);
    assert_ne!(table.battle.phase, Phase::System);
    // A card with no charge left cannot place its device.
    table.battle.ships[1].cards[0].upgrades[0].charges = 0;
    table.battle.ships[1].memory.placed_this_phase.clear();
    assert!(
        !table
            .battle
            .system_options(ShipId(1))
            .contains(&Choice::Upgrade(UpgradeRef { card: 0, index: 0 }))
    );
}

// seed 002: an effect of another card that says "drop 1 bomb" ("Genius") pays every cost of
// the bomb's own card (a charge) and places it as that card says.
#[test]
fn drop_one_bomb_from_another_card_pays_the_bombs_costs() {
    let mut table = second(
        vec![ywing(
            "amaxinewarrior",
            &["genius", "protonbombs"],
            450.0,
            300.0,
            90.0,
        )],
        vec![bomber(&[], 800.0, 800.0, -90.0)],
        vec![],
    );
    table.battle.ships[1].memory.activated = true;
    table.activate_with(&[(0, straight(2))]);
    // The Proton Bombs card allows one template, so it is applied at once.
    table.expect(
        |p| matches!(p, Prompt::DropBomb { ship: ShipId(0) }),
        Choice::Upgrade(UpgradeRef { card: 0, index: 1 }),
    );
    assert_eq!(
        table.battle.ship(ShipId(0)).cards[0].upgrades[1].charges,
        1,
        "the charge is paid"
    );
    assert_eq!(table.battle.devices.len(), 1);
    let expected = expected_drop(
        &table,
        ShipId(0),
        geo::DeviceKind::StandardBomb,
        geo::TemplateKind::Straight(1),
        geo::Placement::Drop,
    );
    assert_eq!(
        table.battle.devices[0].pose, expected,
        "dropped as the Proton Bombs card says"
    );
    // No charge, no bomb.
    let mut empty = second(
        vec![ywing(
            "amaxinewarrior",
            &["genius", "protonbombs"],
            450.0,
            300.0,
            90.0,
        )],
        vec![bomber(&[], 800.0, 800.0, -90.0)],
        vec![],
    );
    empty.battle.ships[0].cards[0].upgrades[1].charges = 0;
    empty.battle.ships[1].memory.activated = true;
    empty.activate_with(&[(0, straight(2))]);
    assert!(
        !empty
            .prompts
            .iter()
            .chain(empty.battle.pending().map(|p| &p.prompt))
            .any(|p| matches!(p, Prompt::DropBomb { .. }))
    );
}

// seed 002: no ship places a device and decloaks in the same phase.
#[test]
fn no_device_and_decloak_in_the_same_phase() {
    let cloaked = || {
        let mut table = second(
            vec![ywing(
                "hiredgun",
                &["protonbombs", "cloakingdevice"],
                450.0,
                450.0,
                90.0,
            )],
            vec![bomber(&[], 800.0, 800.0, -90.0)],
            vec![],
        );
        table.battle.ships[0].tokens.cloak = true;
        freeze(&mut table);
        table.skip_to(Phase::System);
        table
    };
    // Decloak first: no device afterwards.
    let mut table = cloaked();
    assert!(
        table.options().contains(&Choice::Yes)
            && table
                .options()
                .contains(&Choice::Upgrade(UpgradeRef { card: 0, index: 0 }))
    );
    table.answer(Choice::Yes);
    table.expect(
        |p| matches!(p, Prompt::Decloak { .. }),
        Choice::Move(MoveChoice::Boost {
            speed: 2,
            bearing: Bearing::Straight,
        }),
    );
    assert!(!table.battle.ship(ShipId(0)).tokens.cloak);
    assert_eq!(
        system_prompts_for(&table, ShipId(0)),
        1,
        "not offered the device after decloaking"
    );
    assert!(table.battle.devices.is_empty());
    // Device first: no decloak afterwards.
    let mut table = cloaked();
    table.answer(Choice::Upgrade(UpgradeRef { card: 0, index: 0 }));
    assert_eq!(table.battle.devices.len(), 1);
    assert_eq!(
        system_prompts_for(&table, ShipId(0)),
        1,
        "not offered the decloak after placing"
    );
    assert!(table.battle.ship(ShipId(0)).tokens.cloak);
}

// seed 002: devices are objects, not obstacles — ships fly through and onto a bomb freely.
#[test]
fn devices_are_not_obstacles() {
    let mut table = second(
        vec![ywing("crymorahgoon", &[], 450.0, 300.0, 90.0)],
        vec![bomber(&[], 800.0, 800.0, -90.0)],
        vec![],
    );
    put_device(
        &mut table,
        DeviceRule::ProtonBomb,
        1,
        Pose::from_degrees(450.0, 400.0, 90.0),
        1,
        None,
    );
    table.battle.ships[1].memory.activated = true;
    table.activate_with(&[(0, straight(2))]);
    assert!(table.saw(|e| matches!(
        e,
        Event::Moved {
            ship: ShipId(0),
            full: true,
            ..
        }
    )));
    assert!(!table.saw(|e| matches!(e, Event::ObstacleHit { .. } | Event::DieRolled { .. })));
    assert!(
        matches!(
            table.prompt(),
            Prompt::Action {
                ship: ShipId(0),
                ..
            }
        ),
        "no action skipped"
    );
}

// seed 002: a device placed overlapping a ship goes under its base (the ship stays put).
#[test]
fn a_device_placed_on_a_ship_goes_under_its_base() {
    let mut table = second(
        vec![ywing("crymorahgoon", &[], 450.0, 395.0, 90.0)],
        vec![bomber(&["protonbombs"], 450.0, 450.0, 90.0)],
        vec![],
    );
    let before = table.battle.ship(ShipId(0)).body.pose;
    freeze(&mut table);
    table.skip_to(Phase::System);
    table.answer(Choice::Upgrade(UpgradeRef { card: 0, index: 0 }));
    table.answer(drop(1));
    let device = table.battle.device_shape(DeviceId(0));
    assert!(device.overlaps(&table.battle.ship(ShipId(0)).body.body()));
    assert_eq!(
        table.battle.ship(ShipId(0)).body.pose,
        before,
        "the ship is not moved"
    );
    // A bomb under a base waits for the end of the Activation phase to detonate (the card:
    // "At the end of the Activation Phase"), before the Engagement phase begins.
    let placed = table
        .events
        .iter()
        .position(|e| matches!(e, Event::DevicePlaced { .. }))
        .unwrap();
    let combat = table
        .events
        .iter()
        .position(|e| {
            matches!(
                e,
                Event::PhaseStarted {
                    phase: Phase::Combat
                }
            )
        })
        .unwrap();
    let detonated = table
        .events
        .iter()
        .position(|e| matches!(e, Event::DeviceDetonated { .. }))
        .unwrap();
    assert!(placed < detonated && detonated < combat);
}

// seed 002: a device that explodes when overlapped, placed under several bases at once,
// explodes at once and its placer chooses the ship it affects.
#[test]
fn a_mine_placed_under_several_bases_explodes_on_the_placers_choice() {
    let mut table = second(
        vec![
            ywing("crymorahgoon", &[], 428.0, 392.0, 90.0),
            ywing("hiredgun", &[], 472.0, 392.0, 90.0),
        ],
        vec![bomber(&["connernets"], 450.0, 470.0, 90.0)],
        vec![],
    );
    freeze(&mut table);
    table.skip_to(Phase::System);
    table.answer(Choice::Upgrade(UpgradeRef { card: 0, index: 0 }));
    table.answer(drop(1));
    assert_eq!(table.seat(), Seat::Two, "the placer chooses");
    let events = table.expect(
        |p| matches!(p, Prompt::ChooseShip { .. }),
        Choice::Ship(ShipId(1)),
    );
    let ions = |ship| {
        events.iter().filter(|e| matches!(e, Event::TokenGained { ship: s, token: xwing::rules::TokenKind::Ion } if *s == ship)).count()
    };
    assert_eq!(ions(ShipId(1)), 3, "the Conner Net's 3 ion tokens");
    assert_eq!(ions(ShipId(0)), 0);
    assert!(!table.battle.devices[0].in_play);
}

// seed 002: a device's guides are part of it for range, overlap and moving through: a ship at
// range 1 of the guides only is still caught by a bomb.
#[test]
fn device_guides_count_for_range() {
    let mut table = second(
        vec![ywing("crymorahgoon", &[], 100.0, 100.0, 90.0)],
        vec![bomber(&[], 800.0, 800.0, -90.0)],
        vec![],
    );
    // A bomb facing +y has its guides on its -y side.
    let pose = Pose::from_degrees(450.0, 450.0, 90.0);
    let id = put_device(&mut table, DeviceRule::ProtonBomb, 1, pose, 0, None);
    let c = geometry();
    let guides = geo::device_guides(&c, geo::DeviceKind::StandardBomb, pose)
        .expect("the bomb token has guides");
    let guide_edge = guides.bounds().0.y;
    let token_edge = 450.0 - c.standard_bomb.footprint.length / 2.0 + c.standard_bomb.guide_depth();
    assert!(guide_edge < token_edge);
    // The Y-wing's front edge 99 mm below the guides: range 1 only because of them.
    let y = guide_edge - 99.0 - 20.0;
    table.battle.ships[0].body = table.battle.ships[0]
        .body
        .at(Pose::from_degrees(450.0, y, 90.0));
    assert_eq!(table.battle.device_range(id, ShipId(0)), Some(1));
    end_activation(&mut table);
    assert_eq!(
        table.battle.ship(ShipId(0)).cards[0].shields,
        1,
        "hit by the proton bomb"
    );
}

// seed 002: a device that would lie partly outside the play area is not placed: the game goes
// back to the state before the placement, the charge comes back, and the player may choose
// again or not to place it.
#[test]
fn placement_partly_outside_the_play_area_rolls_back() {
    let mut table = second(
        vec![quiet_ywing()],
        vec![ship(
            "tiecapunisher",
            "cutlasssquadronpilot",
            &["trajectorysimulator", "protonbombs"],
            450.0,
            700.0,
            90.0,
        )],
        vec![],
    );
    freeze(&mut table);
    table.skip_to(Phase::System);
    let before = table.battle.clone();
    table.answer(Choice::Upgrade(UpgradeRef { card: 0, index: 1 }));
    assert_eq!(
        table.battle.ship(ShipId(1)).cards[0].upgrades[1].charges,
        1,
        "paid"
    );
    let events = table.answer(Choice::Template(DeviceTemplate {
        maneuver: straight(5),
        launch: true,
    }));
    assert!(events.iter().any(|e| matches!(
        e,
        Event::PlacementRolledBack {
            ship: ShipId(1),
            ..
        }
    )));
    let after = &table.battle;
    assert_eq!(
        after.ships, before.ships,
        "ships, charges and memories as before"
    );
    assert_eq!(after.devices, before.devices);
    assert_eq!(after.decks, before.decks);
    assert_eq!(after.rng, before.rng);
    assert_eq!(after.phase, before.phase);
    // Asked again; the impossible placement is not offered again; the player may pass.
    assert!(matches!(table.prompt(), Prompt::System { ship: ShipId(1) }));
    assert!(
        table.options().contains(&Choice::Pass),
        "the player may choose not to place it"
    );
    // Only the drop is left, so it is applied at once.
    table.answer(Choice::Upgrade(UpgradeRef { card: 0, index: 1 }));
    assert_eq!(table.battle.devices.len(), 1);
    let expected = expected_drop(
        &table,
        ShipId(1),
        geo::DeviceKind::StandardBomb,
        geo::TemplateKind::Straight(1),
        geo::Placement::Drop,
    );
    assert_eq!(table.battle.devices[0].pose, expected);
}

// seed 002 with a "drop 1 bomb" effect: the rollback refunds the bomb card's charge too.
#[test]
fn drop_one_bomb_outside_the_play_area_rolls_back() {
    // A Koiogran turn toward the edge leaves the Y-wing with its rear guides near it.
    let mut table = second(
        vec![ywing(
            "amaxinewarrior",
            &["genius", "protonbombs"],
            450.0,
            250.0,
            -90.0,
        )],
        vec![bomber(&[], 800.0, 800.0, -90.0)],
        vec![],
    );
    table.battle.ships[1].memory.activated = true;
    table.activate_with(&[(0, Maneuver::new(4, Bearing::KTurn))]);
    let charges = |t: &Table| t.battle.ship(ShipId(0)).cards[0].upgrades[1].charges;
    // The only template puts the bomb off the table: rolled back within the same answer.
    let events = table.expect(
        |p| matches!(p, Prompt::DropBomb { .. }),
        Choice::Upgrade(UpgradeRef { card: 0, index: 1 }),
    );
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::ChargeSpent { .. }))
    );
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::PlacementRolledBack { .. }))
    );
    assert_eq!(charges(&table), 2, "refunded");
    assert!(table.battle.devices.is_empty());
    assert!(
        !matches!(table.prompt(), Prompt::DropBomb { .. }),
        "no other way to place it: the player goes on"
    );
}

// seed 002: after a partial maneuver only the template between the start and the final
// position counts for moving through devices; a mine on the part the ship backed off from
// stays.
#[test]
fn partial_maneuvers_count_only_the_traversed_template() {
    let c = geometry();
    let start = Pose::from_degrees(450.0, 300.0, 90.0);
    let blocker = Pose::from_degrees(492.5, 362.5, 0.0);
    let maneuver = geo::Maneuver::new(2, geo::Bearing::TurnRight);
    let body = geo::ShipShape::new(&c, geo::ShipSize::Small, geo::Edition::Second, start).unwrap();
    let blocker_body = body.at(blocker).footprint_with_guides();
    let outcome =
        geo::execute_maneuver(&c, &body, maneuver, std::slice::from_ref(&blocker_body)).unwrap();
    assert!(!outcome.full, "the turn ends on the blocking ship");
    let whole = outcome.template.clone().unwrap();
    let final_body = body.at(outcome.final_pose).footprint_with_guides();
    // One token of a cluster mine set, somewhere on the part of the template the ship did not
    // travel, clear of both ships.
    let mut spot = None;
    'search: for dx in (-150..=250).step_by(4) {
        for dy in (-50..=250).step_by(4) {
            let pose = Pose::from_degrees(450.0 + f64::from(dx), 300.0 + f64::from(dy), 0.0);
            let token = geo::device_shape(&c, geo::DeviceKind::ClusterMine, pose).parts[0];
            let mine = geo::Shape::new(vec![token]);
            let swept_hit = outcome.swept.as_ref().is_some_and(|s| s.overlaps(&mine));
            if mine.overlaps(&whole)
                && !swept_hit
                && !mine.overlaps(&final_body)
                && !mine.overlaps(&blocker_body)
                && !mine.overlaps(&body.footprint_with_guides())
            {
                spot = Some(pose);
                break 'search;
            }
        }
    }
    let spot = spot.expect("some spot lies on the untravelled part of the template only");
    let run = |with_blocker: bool| {
        let mut enemies = vec![bomber(&[], 800.0, 850.0, -90.0)];
        if with_blocker {
            enemies.push(ship(
                "tielnfighter",
                "academypilot",
                &[],
                blocker.x,
                blocker.y,
                0.0,
            ));
        }
        let mut table = second(
            vec![ywing("crymorahgoon", &[], 450.0, 300.0, 90.0)],
            enemies,
            vec![],
        );
        put_device(&mut table, DeviceRule::ClusterMine, 1, spot, 0, Some(0));
        for ship in &mut table.battle.ships[1..] {
            ship.memory.activated = true;
        }
        table.activate_with(&[(0, Maneuver::new(2, Bearing::TurnRight))]);
        table
    };
    let bumped = run(true);
    assert!(bumped.saw(|e| matches!(
        e,
        Event::Moved {
            ship: ShipId(0),
            full: false,
            ..
        }
    )));
    assert!(
        bumped.battle.devices[0].in_play,
        "the mine on the untravelled part stays"
    );
    let free = run(false);
    assert!(
        !free.battle.devices[0].in_play,
        "flying the whole template sets it off"
    );
}
