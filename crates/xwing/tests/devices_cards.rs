//! The bombs and mines of second-edition `device.json`, each with its effect (seed 002 asks
//! for them; their texts are in the data folder).

mod support;

use support::*;
use xwing::data::{Bearing, Maneuver};
use xwing::dice::AttackFace;
use xwing::geometry::Pose;
use xwing::rules::cards::{DamageEffect, DeviceRule};
use xwing::rules::{
    Choice, Event, ObstacleKind, Phase, Prompt, Seat, SetupError, ShipId, TokenKind, UpgradeRef,
};

fn ywing(pilot: &str, upgrades: &[&str], x: f64, y: f64, heading: f64) -> xwing::rules::ShipSpec {
    ship("btla4ywing", pilot, upgrades, x, y, heading)
}

fn far_bomber() -> xwing::rules::ShipSpec {
    ship("tiesabomber", "gammasquadronace", &[], 800.0, 850.0, -90.0)
}

/// Ends the Activation phase at once: bombs without fuses detonate.
fn detonate_bombs(table: &mut Table) {
    freeze(table);
    table.skip_to(Phase::Activation);
}

fn faces(table: &Table, ship: ShipId) -> Vec<AttackFace> {
    table
        .events
        .iter()
        .filter_map(|e| match e {
            Event::DieRolled { ship: s, face } if *s == ship => Some(*face),
            _ => None,
        })
        .collect()
}

fn tokens_gained(table: &Table, ship: ShipId, token: TokenKind) -> usize {
    table
        .events
        .iter()
        .filter(
            |e| matches!(e, Event::TokenGained { ship: s, token: t } if *s == ship && *t == token),
        )
        .count()
}

/// Shields plus hull points lost by a Y-wing (2 shields, 6 hull).
fn lost(table: &Table, ship: ShipId) -> usize {
    let s = table.battle.ship(ship);
    usize::from(s.cards[0].shields_max - s.cards[0].shields) + s.damage_count()
}

fn hits_and_crits(faces: &[AttackFace]) -> usize {
    faces
        .iter()
        .filter(|f| matches!(f, AttackFace::Hit | AttackFace::Crit))
        .count()
}

/// A Y-wing flies a straight 2 onto a device lying in its path.
fn fly_over(rule: DeviceRule, fuses: u8) -> Table {
    let mut table = second(
        vec![ywing("crymorahgoon", &[], 450.0, 300.0, 90.0)],
        vec![far_bomber()],
        vec![],
    );
    put_device(
        &mut table,
        rule,
        1,
        Pose::from_degrees(450.0, 400.0, 0.0),
        fuses,
        None,
    );
    table.battle.ships[1].memory.activated = true;
    table.activate_with(&[(0, Maneuver::new(2, Bearing::Straight))]);
    table
}

const NEAR: Pose = Pose {
    x: 450.0,
    y: 450.0,
    heading: 0.0,
};

fn near_ship() -> xwing::rules::ShipSpec {
    ywing("crymorahgoon", &[], 450.0, 520.0, 90.0)
}

// Bomblet: each ship at range 0-1 rolls 2 dice, 1 damage per hit or crit.
#[test]
fn bomblet_two_dice_one_damage_per_hit_or_crit() {
    let mut table = second(vec![near_ship()], vec![far_bomber()], vec![]);
    put_device(&mut table, DeviceRule::Bomblet, 1, NEAR, 0, None);
    detonate_bombs(&mut table);
    let rolled = faces(&table, ShipId(0));
    assert_eq!(rolled.len(), 2);
    assert_eq!(lost(&table, ShipId(0)), hits_and_crits(&rolled));
    assert_eq!(
        faces(&table, ShipId(1)).len(),
        0,
        "the far bomber is out of range"
    );
}

// Blazer Bomb: 1 die, then a Blaze obstacle with a fuse; a Blaze leaves in the End phase once
// its fuse is gone.
#[test]
fn blazer_bomb_leaves_a_blaze_that_burns_for_a_round() {
    let mut table = second(vec![near_ship()], vec![far_bomber()], vec![]);
    put_device(&mut table, DeviceRule::BlazerBomb, 1, NEAR, 0, None);
    detonate_bombs(&mut table);
    let rolled = faces(&table, ShipId(0));
    assert_eq!(rolled.len(), 1);
    assert_eq!(lost(&table, ShipId(0)), hits_and_crits(&rolled));
    let blaze = table
        .battle
        .obstacles
        .iter()
        .find(|o| o.kind == ObstacleKind::Blaze)
        .expect("a Blaze");
    assert_eq!(blaze.pose, NEAR);
    assert!(
        blaze.in_play && blaze.fuses == 0,
        "its fuse burnt down in this End phase"
    );
    table.skip_to(Phase::End);
    assert!(
        !table
            .battle
            .obstacles
            .iter()
            .any(|o| o.kind == ObstacleKind::Blaze && o.in_play)
    );
}

// Conner Net: the ship that overlaps or moves through it suffers 1 damage and gains 3 ion
// tokens.
#[test]
fn conner_net_one_damage_and_three_ion() {
    let table = fly_over(DeviceRule::ConnerNet, 0);
    assert!(!table.battle.devices[0].in_play);
    assert_eq!(tokens_gained(&table, ShipId(0), TokenKind::Ion), 3);
    assert_eq!(lost(&table, ShipId(0)), 1);
}

// Proton Bomb: each ship at range 0-1 suffers 1 critical damage; ships beyond are spared.
#[test]
fn proton_bomb_one_critical_damage_in_range_one() {
    let mut table = second(
        vec![near_ship(), ywing("hiredgun", &[], 450.0, 750.0, 90.0)],
        vec![far_bomber()],
        vec![],
    );
    table.battle.ships[0].cards[0].shields = 0;
    put_device(&mut table, DeviceRule::ProtonBomb, 1, NEAR, 0, None);
    detonate_bombs(&mut table);
    let y = table.battle.ship(ShipId(0));
    assert_eq!(y.damage_count(), 1);
    assert!(
        y.cards[0].damage[0].face_up,
        "critical damage: a faceup card"
    );
    assert_eq!(lost(&table, ShipId(1)), 0);
}

// Proximity Mine: the ship rolls 2 dice and suffers 1 damage plus 1 per hit and 1 critical per
// crit.
#[test]
fn proximity_mine_one_damage_plus_the_dice() {
    let table = fly_over(DeviceRule::ProximityMine, 0);
    let rolled = faces(&table, ShipId(0));
    assert_eq!(rolled.len(), 2);
    assert_eq!(lost(&table, ShipId(0)), 1 + hits_and_crits(&rolled));
}

// Seismic Charge: choose an obstacle at range 0-1; each ship at range 0-1 of it suffers 1
// damage; the obstacle is removed.
#[test]
fn seismic_charge_shakes_an_obstacle_away() {
    let mut table = second(
        vec![ywing("crymorahgoon", &[], 560.0, 450.0, 90.0)],
        vec![far_bomber()],
        vec![rock(ObstacleKind::Asteroid(1), 500.0, 450.0)],
    );
    put_device(
        &mut table,
        DeviceRule::SeismicCharge,
        1,
        Pose::from_degrees(420.0, 450.0, 0.0),
        0,
        None,
    );
    detonate_bombs(&mut table);
    assert!(!table.battle.obstacles[0].in_play);
    assert_eq!(lost(&table, ShipId(0)), 1);
}

// Electro-Proton Bomb: placed with a fuse, it waits a round; then each ship at range 0-2 rolls
// 4 dice: a shield lost per blank, an ion token per focus or hit, a disarm token per crit.
#[test]
fn electro_proton_bomb_waits_for_its_fuse() {
    let mut table = second(
        vec![ywing("crymorahgoon", &[], 450.0, 620.0, 90.0)],
        vec![far_bomber()],
        vec![],
    );
    put_device(
        &mut table,
        DeviceRule::ElectroProtonBomb,
        1,
        NEAR,
        u8::from(DeviceRule::ElectroProtonBomb.starts_fused()),
        None,
    );
    detonate_bombs(&mut table);
    assert!(table.battle.devices[0].in_play, "the fuse holds it");
    assert_eq!(
        table.battle.devices[0].fuses, 0,
        "one fuse burnt in the End phase"
    );
    detonate_bombs(&mut table);
    assert!(!table.battle.devices[0].in_play);
    let rolled = faces(&table, ShipId(0));
    assert_eq!(rolled.len(), 4, "range 2 is within reach");
    let blanks = rolled.iter().filter(|f| **f == AttackFace::Blank).count();
    let ion = rolled
        .iter()
        .filter(|f| matches!(f, AttackFace::Focus | AttackFace::Hit))
        .count();
    let crits = rolled.iter().filter(|f| **f == AttackFace::Crit).count();
    assert_eq!(
        usize::from(2 - table.battle.ship(ShipId(0)).cards[0].shields),
        blanks.min(2)
    );
    assert_eq!(tokens_gained(&table, ShipId(0), TokenKind::Ion), ion);
    assert_eq!(tokens_gained(&table, ShipId(0), TokenKind::Disarm), crits);
}

// Cluster Mines: a set of three tokens; only the tokens a ship overlaps or moves through
// detonate, each rolling 2 dice for hits and crits.
#[test]
fn cluster_mines_detonate_token_by_token() {
    let mut table = second(
        vec![ywing(
            "crymorahgoon",
            &["clustermines"],
            450.0,
            500.0,
            -90.0,
        )],
        vec![ship(
            "tielnfighter",
            "academypilot",
            &[],
            400.0,
            380.0,
            90.0,
        )],
        vec![],
    );
    for ship in &mut table.battle.ships {
        ship.memory.engaged = true;
    }
    table.battle.ships[0].memory.activated = true;
    table
        .battle
        .set_dial(ShipId(1), Maneuver::new(4, Bearing::Straight));
    table.skip_to(Phase::System);
    table.answer(Choice::Upgrade(UpgradeRef { card: 0, index: 0 }));
    assert_eq!(table.battle.devices.len(), 3, "a set of three");
    // The TIE flies up through the left side of the set.
    table.pass_while(|p| matches!(p, Prompt::System { .. }));
    let gone: Vec<bool> = table.battle.devices.iter().map(|d| !d.in_play).collect();
    let detonated = gone.iter().filter(|g| **g).count();
    assert!((1..3).contains(&detonated), "{gone:?}");
    let rolled = faces(&table, ShipId(1));
    assert_eq!(rolled.len(), 2 * detonated);
    let tie = table.battle.ship(ShipId(1));
    assert_eq!(tie.damage_count(), hits_and_crits(&rolled).min(3));
}

// Ion Bomb: each ship at range 0-1 gains 3 ion tokens.
#[test]
fn ion_bomb_three_ion_tokens() {
    let mut table = second(vec![near_ship()], vec![far_bomber()], vec![]);
    put_device(&mut table, DeviceRule::IonBomb, 1, NEAR, 0, None);
    detonate_bombs(&mut table);
    assert_eq!(tokens_gained(&table, ShipId(0), TokenKind::Ion), 3);
    assert_eq!(lost(&table, ShipId(0)), 0);
}

// Concussion Bomb: each ship at range 0-1 is dealt a facedown card, then exposes a damage card
// unless it takes a strain token.
#[test]
fn concussion_bomb_facedown_card_then_expose_or_strain() {
    for strain in [true, false] {
        let mut table = second(vec![near_ship()], vec![far_bomber()], vec![]);
        put_device(&mut table, DeviceRule::ConcussionBomb, 1, NEAR, 0, None);
        detonate_bombs(&mut table);
        assert_eq!(table.seat(), Seat::One, "the damaged ship's owner decides");
        let choice = if strain { Choice::Yes } else { Choice::Pass };
        table.expect(
            |p| matches!(p, Prompt::ExposeOrStrain { ship: ShipId(0) }),
            choice,
        );
        let y = table.battle.ship(ShipId(0));
        assert_eq!(y.damage_count(), 1, "dealt directly, shields or not");
        assert_eq!(y.cards[0].shields, 2);
        assert_eq!(y.tokens.strain, u8::from(strain));
        // An exposed card that repairs itself at once ("Panicked Pilot", "Direct Hit!") is
        // facedown again.
        let repairs = matches!(
            y.cards[0].damage[0].effect,
            DamageEffect::PanickedPilot | DamageEffect::DirectHit
        );
        assert_eq!(y.cards[0].damage[0].face_up, !strain && !repairs);
    }
}

// Thermal Detonators: 1 die: strain on a focus, 1 damage on a hit, 1 critical on a crit.
#[test]
fn thermal_detonator_one_die() {
    for seed in 0..12 {
        let mut table = Table::with_seed(
            xwing::rules::GameSpec {
                edition: xwing::data::Edition::Second,
                area: xwing::rules::AreaSpec::Standard,
                epic: false,
                first_player: Seat::One,
                squads: [
                    xwing::rules::SquadSpec {
                        faction: "scumandvillainy".into(),
                        ships: vec![near_ship()],
                        points_limit: None,
                    },
                    xwing::rules::SquadSpec {
                        faction: "galacticempire".into(),
                        ships: vec![far_bomber()],
                        points_limit: None,
                    },
                ],
                obstacles: vec![],
            },
            seed,
        );
        put_device(&mut table, DeviceRule::ThermalDetonator, 1, NEAR, 0, None);
        detonate_bombs(&mut table);
        let rolled = faces(&table, ShipId(0));
        assert_eq!(rolled.len(), 1);
        let strain = tokens_gained(&table, ShipId(0), TokenKind::Strain);
        match rolled[0] {
            AttackFace::Focus => assert_eq!((strain, lost(&table, ShipId(0))), (1, 0)),
            AttackFace::Hit | AttackFace::Crit => {
                assert_eq!((strain, lost(&table, ShipId(0))), (0, 1))
            }
            AttackFace::Blank => assert_eq!((strain, lost(&table, ShipId(0))), (0, 0)),
        }
    }
}

// The one non-bomb, non-mine device (DRK-1 probe droids, a remote) is refused clearly.
#[test]
fn remotes_are_refused_with_a_clear_error() {
    let spec = xwing::rules::GameSpec {
        edition: xwing::data::Edition::Second,
        area: xwing::rules::AreaSpec::Standard,
        epic: false,
        first_player: Seat::One,
        squads: [
            xwing::rules::SquadSpec {
                faction: "scumandvillainy".into(),
                ships: vec![ywing(
                    "crymorahgoon",
                    &["drk1probedroids"],
                    450.0,
                    300.0,
                    90.0,
                )],
                points_limit: None,
            },
            xwing::rules::SquadSpec {
                faction: "galacticempire".into(),
                ships: vec![far_bomber()],
                points_limit: None,
            },
        ],
        obstacles: vec![],
    };
    let error =
        xwing::rules::Battle::new(catalog(xwing::data::Edition::Second), geometry(), &spec, 1)
            .expect_err("refused");
    assert!(
        matches!(&error, SetupError::NotImplemented { id, .. } if id == "drk1probedroids")
            || error.to_string().contains("drk1"),
        "{error}"
    );
    assert!(
        door::Game::pending(&second(vec![near_ship()], vec![far_bomber()], vec![]).battle)
            .is_some()
    );
}

// A device with a fuse marker cannot detonate: a fused mine lets ships pass.
#[test]
fn fused_mines_do_not_detonate() {
    let table = fly_over(DeviceRule::ProximityMine, 1);
    assert!(table.battle.devices[0].in_play);
    assert_eq!(lost(&table, ShipId(0)), 0);
}

// Reload recovers a device card's charge, except on cards whose charges "cannot be recovered"
// (Conner Nets, Proximity Mines, Cluster Mines, Electro-Proton Bomb); it disarms the ship.
#[test]
fn reload_recovers_only_recoverable_charges() {
    for (card, reloads) in [("protonbombs", true), ("connernets", false)] {
        let mut table = second(
            vec![ywing("crymorahgoon", &[card], 450.0, 300.0, 90.0)],
            vec![far_bomber()],
            vec![],
        );
        table.battle.ships[0].cards[0].upgrades[0].charges = 0;
        table.battle.ships[1].memory.activated = true;
        table.activate_with(&[(0, Maneuver::new(2, Bearing::Straight))]);
        let reload = Choice::Action(xwing::rules::Act::Bar {
            card: 0,
            kind: xwing::data::ActionKind::Reload,
        });
        assert_eq!(table.options().contains(&reload), reloads, "{card}");
        if reloads {
            let events = table.answer(reload);
            let y = table.battle.ship(ShipId(0));
            assert_eq!(y.cards[0].upgrades[0].charges, 1);
            assert!(events.iter().any(|e| matches!(
                e,
                Event::TokenGained {
                    ship: ShipId(0),
                    token: TokenKind::Disarm
                }
            )));
            assert_eq!(y.tokens.stress, 1, "the Y-wing's reload is red");
        }
    }
}
