//! The bombs and mines of second-edition `device.json`, one test per effect of each card:
//! the card's ability (how and when it places its device, its charges) and the device's effect
//! (what its detonation does). Seed 002 asks for them; their texts are in the data folder.

mod support;

use door::Game;
use support::*;
use xwing::data::{ActionKind, Bearing, Maneuver};
use xwing::dice::AttackFace;
use xwing::geometry::{self as geo, Pose};
use xwing::rules::cards::{DamageEffect, DeviceRule};
use xwing::rules::state::Obstacle;
use xwing::rules::{
    Act, Choice, DeviceTemplate, Event, ObstacleId, ObstacleKind, Phase, Prompt, Seat, SetupError,
    ShipId, TokenKind, UpgradeRef,
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

/// The game `support::second` builds: scum (seat One) against the Empire (seat Two).
fn second_spec(
    scum: Vec<xwing::rules::ShipSpec>,
    empire: Vec<xwing::rules::ShipSpec>,
    obstacles: Vec<xwing::rules::ObstacleSpec>,
) -> xwing::rules::GameSpec {
    let squad = |faction: &str, ships| xwing::rules::SquadSpec {
        faction: faction.into(),
        ships,
        points_limit: None,
    };
    xwing::rules::GameSpec {
        edition: xwing::data::Edition::Second,
        area: xwing::rules::AreaSpec::Standard,
        epic: false,
        first_player: Seat::One,
        squads: [
            squad("scumandvillainy", scum),
            squad("galacticempire", empire),
        ],
        obstacles,
    }
}

/// A second-edition game like `support::second`, with a chosen seed.
fn second_seeded(
    scum: Vec<xwing::rules::ShipSpec>,
    empire: Vec<xwing::rules::ShipSpec>,
    obstacles: Vec<xwing::rules::ObstacleSpec>,
    seed: u64,
) -> Table {
    Table::with_seed(second_spec(scum, empire, obstacles), seed)
}

/// Where the first event matching `wanted` is, in the order the game reported them.
fn first_event(table: &Table, wanted: impl Fn(&Event) -> bool) -> usize {
    table
        .events
        .iter()
        .position(wanted)
        .expect("the event happened")
}

fn straight(speed: u8) -> Maneuver {
    Maneuver::new(speed, Bearing::Straight)
}

fn drop_with(maneuver: Maneuver) -> Choice {
    Choice::Template(DeviceTemplate {
        maneuver,
        launch: false,
    })
}

const FIRST: UpgradeRef = UpgradeRef { card: 0, index: 0 };
const SECOND: UpgradeRef = UpgradeRef { card: 0, index: 1 };

/// Where a device dropped by `ship` with a straight template of `speed` lands.
fn dropped_at(table: &Table, ship: ShipId, speed: u8) -> Pose {
    geo::place_device(
        &geometry(),
        &table.battle.ship(ship).body,
        geo::DeviceKind::StandardBomb,
        geo::TemplateKind::Straight(speed),
        geo::Placement::Drop,
    )
    .expect("the drop fits the table")
    .pose
}

/// Starts the System phase with every ship already activated and engaged, so the round stops
/// at the next question about devices.
fn system_phase(table: &mut Table) {
    freeze(table);
    table.skip_to(Phase::System);
}

// Bomblet: each ship at range 0-1 rolls 2 dice, 1 damage per hit or crit.
#[test]
fn bomblet_generator_bomblet_rolls_two_dice_for_hit_damage() {
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
    // "After this device detonates": the die first, then the Blaze, then the bomb leaves.
    let rolled_at = first_event(&table, |e| matches!(e, Event::DieRolled { .. }));
    let blaze_at = first_event(&table, |e| matches!(e, Event::ObstaclePlaced { .. }));
    let removed_at = first_event(&table, |e| matches!(e, Event::DeviceRemoved { .. }));
    assert!(rolled_at < blaze_at && blaze_at < removed_at);
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
fn conner_nets_one_damage_and_three_ion_tokens() {
    let table = fly_over(DeviceRule::ConnerNet, 0);
    assert!(!table.battle.devices[0].in_play);
    assert_eq!(tokens_gained(&table, ShipId(0), TokenKind::Ion), 3);
    assert_eq!(lost(&table, ShipId(0)), 1);
}

// Proton Bomb: each ship at range 0-1 suffers 1 critical damage; ships beyond are spared.
#[test]
fn proton_bombs_one_critical_damage_at_range_0_1() {
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
fn proximity_mines_one_damage_plus_the_dice() {
    let table = fly_over(DeviceRule::ProximityMine, 0);
    let rolled = faces(&table, ShipId(0));
    assert_eq!(rolled.len(), 2);
    assert_eq!(lost(&table, ShipId(0)), 1 + hits_and_crits(&rolled));
}

// Seismic Charge: choose an obstacle at range 0-1; each ship at range 0-1 of it suffers 1
// damage; the obstacle is removed.
#[test]
fn seismic_charges_damage_around_an_obstacle_then_remove_it() {
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
    // "Then remove that obstacle": after the damage; the charge itself leaves last.
    let damaged = first_event(&table, |e| matches!(e, Event::ShieldLost { .. }));
    let obstacle_gone = first_event(&table, |e| matches!(e, Event::ObstacleRemoved { .. }));
    let charge_gone = first_event(&table, |e| matches!(e, Event::DeviceRemoved { .. }));
    assert!(damaged < obstacle_gone && obstacle_gone < charge_gone);
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
fn ion_bombs_three_ion_tokens() {
    let mut table = second(vec![near_ship()], vec![far_bomber()], vec![]);
    put_device(&mut table, DeviceRule::IonBomb, 1, NEAR, 0, None);
    detonate_bombs(&mut table);
    assert_eq!(tokens_gained(&table, ShipId(0), TokenKind::Ion), 3);
    assert_eq!(lost(&table, ShipId(0)), 0);
}

// Concussion Bomb: each ship at range 0-1 is dealt a facedown card, then exposes a damage card
// unless it takes a strain token.
#[test]
fn concussion_bombs_facedown_card_then_expose_or_strain() {
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
fn thermal_detonators_one_die_for_strain_damage_or_critical() {
    for seed in 0..12 {
        let mut table = second_seeded(vec![near_ship()], vec![far_bomber()], vec![], seed);
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
fn drk1_probe_droids_are_refused_with_a_clear_error() {
    let spec = second_spec(
        vec![ywing(
            "crymorahgoon",
            &["drk1probedroids"],
            450.0,
            300.0,
            90.0,
        )],
        vec![far_bomber()],
        vec![],
    );
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
fn a_fused_mine_does_not_detonate() {
    let table = fly_over(DeviceRule::ProximityMine, 1);
    assert!(table.battle.devices[0].in_play);
    assert_eq!(lost(&table, ShipId(0)), 0);
}

// Reload recovers a device card's charge, except on cards whose charges "cannot be recovered"
// (Conner Nets, Proximity Mines, Cluster Mines, Electro-Proton Bomb); it disarms the ship.
#[test]
fn reload_recovers_only_cards_whose_charges_can_be_recovered() {
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

fn quiet_ywing() -> xwing::rules::ShipSpec {
    ywing("crymorahgoon", &[], 100.0, 100.0, 90.0)
}

/// A TIE bomber (Nimble Bomber) in the middle of the table, against a Y-wing far away.
fn against_a_bomber(pilot: &str, upgrades: &[&str]) -> Table {
    second(
        vec![quiet_ywing()],
        vec![ship("tiesabomber", pilot, upgrades, 450.0, 450.0, 90.0)],
        vec![],
    )
}

fn system_prompts(table: &Table, ship: ShipId) -> usize {
    table
        .prompts
        .iter()
        .filter(|p| matches!(p, Prompt::System { ship: s } if *s == ship))
        .count()
}

fn pending_system_prompt(table: &Table, ship: ShipId) -> bool {
    matches!(
        table.battle.pending().map(|p| &p.prompt),
        Some(Prompt::System { ship: s }) if *s == ship
    )
}

fn charges(table: &Table, ship: ShipId, at: UpgradeRef) -> u8 {
    table.battle.ship(ship).upgrade(at).charges
}

// Thermal Detonators: in the System phase the card spends up to 2 charges to drop that many,
// each with a different template (straight 1 or straight 2): the card's exception to seed
// 002's one device per ship per System phase.
#[test]
fn thermal_detonators_drop_two_with_different_templates() {
    let detonators = || {
        second(
            vec![ywing(
                "crymorahgoon",
                &["thermaldetonators"],
                450.0,
                450.0,
                90.0,
            )],
            vec![far_bomber()],
            vec![],
        )
    };
    let mut table = detonators();
    system_phase(&mut table);
    table.expect(
        |p| matches!(p, Prompt::System { ship: ShipId(0) }),
        Choice::Upgrade(FIRST),
    );
    assert_eq!(
        table.options(),
        vec![drop_with(straight(1)), drop_with(straight(2))]
    );
    table.answer(drop_with(straight(2)));
    // A second detonator is offered; only the other template is left, so it is used at once.
    table.expect(
        |p| matches!(p, Prompt::System { ship: ShipId(0) }),
        Choice::Upgrade(FIRST),
    );
    let poses: Vec<Pose> = table.battle.devices.iter().map(|d| d.pose).collect();
    assert_eq!(
        poses,
        vec![
            dropped_at(&table, ShipId(0), 2),
            dropped_at(&table, ShipId(0), 1)
        ]
    );
    assert_eq!(charges(&table, ShipId(0), FIRST), 2, "4 charges, 2 spent");
    assert_eq!(system_prompts(&table, ShipId(0)), 2, "no third detonator");
    assert!(table.violations().is_empty());
    // "Up to 2": one is fine too.
    let mut table = detonators();
    system_phase(&mut table);
    table.answer(Choice::Upgrade(FIRST));
    table.answer(drop_with(straight(1)));
    assert!(pending_system_prompt(&table, ShipId(0)));
    table.answer(Choice::Pass);
    assert_eq!(table.battle.devices.len(), 1);
    assert_eq!(charges(&table, ShipId(0), FIRST), 3);
}

// Thermal Detonators with "Nimble Bomber" (a bank of the same speed may replace a straight
// template): a left and a right bank are one template, so the second detonator needs another.
#[test]
fn thermal_detonators_second_drop_needs_another_template() {
    let mut table = against_a_bomber("gammasquadronace", &["thermaldetonators"]);
    system_phase(&mut table);
    table.expect(
        |p| matches!(p, Prompt::System { ship: ShipId(1) }),
        Choice::Upgrade(FIRST),
    );
    let bank = |speed, bearing| drop_with(Maneuver::new(speed, bearing));
    table.answer(bank(1, Bearing::BankLeft));
    table.expect(
        |p| matches!(p, Prompt::System { ship: ShipId(1) }),
        Choice::Upgrade(FIRST),
    );
    let options = table.options();
    assert!(!options.contains(&bank(1, Bearing::BankLeft)));
    assert!(!options.contains(&bank(1, Bearing::BankRight)));
    for allowed in [
        drop_with(straight(1)),
        drop_with(straight(2)),
        bank(2, Bearing::BankLeft),
        bank(2, Bearing::BankRight),
    ] {
        assert!(options.contains(&allowed), "{allowed:?} in {options:?}");
    }
}

// Thermal Detonators' second drop belongs to that card alone: after another device no
// detonator follows, and after a detonator no other device (seed 002's rule stands for
// everything else).
#[test]
fn thermal_detonators_make_no_exception_for_other_devices() {
    let both = || {
        let mut table = against_a_bomber("gammasquadronace", &["thermaldetonators", "protonbombs"]);
        system_phase(&mut table);
        table
    };
    let mut table = both();
    table.answer(Choice::Upgrade(SECOND));
    table.answer(drop_with(straight(1)));
    assert_eq!(table.battle.devices.len(), 1);
    assert!(!pending_system_prompt(&table, ShipId(1)));
    assert_eq!(charges(&table, ShipId(1), FIRST), 4, "no detonator");
    let mut table = both();
    table.answer(Choice::Upgrade(FIRST));
    table.answer(drop_with(straight(1)));
    assert!(pending_system_prompt(&table, ShipId(1)));
    assert_eq!(
        table.options(),
        vec![Choice::Upgrade(FIRST), Choice::Pass],
        "only the second detonator, never the proton bomb"
    );
}

// Thermal Detonators: "When you reload this card, recover 1 additional charge" (never above
// its 4); Reload lets the ship choose which device card recovers (RR "Reload").
#[test]
fn thermal_detonators_reload_recovers_one_additional_charge() {
    let reload = Choice::Action(Act::Bar {
        card: 0,
        kind: ActionKind::Reload,
    });
    for (detonators, protons, after) in [(1, 0, 3), (3, 2, 4)] {
        let mut table = against_a_bomber("gammasquadronace", &["thermaldetonators", "protonbombs"]);
        table.battle.ships[1].cards[0].upgrades[0].charges = detonators;
        table.battle.ships[1].cards[0].upgrades[1].charges = protons;
        table.battle.ships[0].memory.activated = true;
        table.activate_with(&[(1, straight(2))]);
        table.expect(
            |p| {
                matches!(
                    p,
                    Prompt::Action {
                        ship: ShipId(1),
                        ..
                    }
                )
            },
            reload.clone(),
        );
        if protons < 2 {
            // Both cards miss a charge: the ship chooses.
            table.expect(
                |p| matches!(p, Prompt::Reload { ship: ShipId(1) }),
                Choice::Upgrade(FIRST),
            );
        }
        assert_eq!(charges(&table, ShipId(1), FIRST), after);
        assert_eq!(charges(&table, ShipId(1), SECOND), protons);
        assert!(table.saw(|e| matches!(
            e,
            Event::ChargesRecovered { ship: ShipId(1), amount, .. }
                if *amount == after - detonators
        )));
        assert_eq!(tokens_gained(&table, ShipId(1), TokenKind::Disarm), 1);
    }
}

// Concussion Bombs: while any of the card's charges is inactive, the ship must spend a charge
// to drop a concussion bomb in the System phase; with every charge active, or none left to
// spend, the drop is optional as for any device.
#[test]
fn concussion_bombs_must_drop_while_a_charge_is_inactive() {
    let with_charges = |active: u8| {
        let mut table = against_a_bomber("scimitarsquadronpilot", &["ionbombs", "concussionbombs"]);
        table.battle.ships[1].cards[0].upgrades[1].charges = active;
        system_phase(&mut table);
        table
    };
    let table = with_charges(3);
    assert!(pending_system_prompt(&table, ShipId(1)));
    assert_eq!(
        table.options(),
        vec![
            Choice::Upgrade(FIRST),
            Choice::Upgrade(SECOND),
            Choice::Pass
        ]
    );
    // One charge inactive: no other choice, so the drop begins at once (the charge is paid
    // and the template asked).
    let mut table = with_charges(2);
    assert_eq!(system_prompts(&table, ShipId(1)), 0);
    assert!(matches!(
        table.prompt(),
        Prompt::DeviceTemplate {
            ship: ShipId(1),
            upgrade: SECOND,
            system: true
        }
    ));
    assert_eq!(charges(&table, ShipId(1), SECOND), 1);
    table.answer(drop_with(straight(1)));
    assert_eq!(table.battle.devices[0].rule, DeviceRule::ConcussionBomb);
    // Every charge spent: nothing to pay with.
    let table = with_charges(0);
    assert_eq!(table.options(), vec![Choice::Upgrade(FIRST), Choice::Pass]);
}

// Concussion Bombs "if able": a drop that would leave the play area is rolled back with its
// charge (seed 002), and with no template left the ship is free to place nothing.
#[test]
fn concussion_bombs_must_drop_only_if_able() {
    let mut table = second(
        vec![ywing(
            "crymorahgoon",
            &["concussionbombs"],
            450.0,
            45.0,
            90.0,
        )],
        vec![far_bomber()],
        vec![],
    );
    table.battle.ships[0].cards[0].upgrades[0].charges = 2;
    system_phase(&mut table);
    assert!(table.saw(|e| matches!(
        e,
        Event::PlacementRolledBack {
            ship: ShipId(0),
            ..
        }
    )));
    assert!(table.battle.devices.is_empty());
    assert_eq!(charges(&table, ShipId(0), FIRST), 2, "refunded");
    assert!(
        matches!(table.prompt(), Prompt::SetDial { .. }),
        "the round went on: {:?}",
        table.prompt()
    );
}

// Concussion Bombs: every ship in range is dealt its facedown card before any of them chooses
// between exposing a card and gaining a strain token.
#[test]
fn concussion_bombs_deal_every_card_before_any_choice() {
    let mut table = second(
        vec![near_ship(), ywing("hiredgun", &[], 450.0, 380.0, 90.0)],
        vec![far_bomber()],
        vec![],
    );
    put_device(&mut table, DeviceRule::ConcussionBomb, 1, NEAR, 0, None);
    detonate_bombs(&mut table);
    let facedown = table
        .events
        .iter()
        .filter(|e| matches!(e, Event::DamageDealt { face_up: false, .. }))
        .count();
    assert_eq!(facedown, 2, "both cards dealt before the first choice");
    table.expect(
        |p| matches!(p, Prompt::ExposeOrStrain { ship: ShipId(0) }),
        Choice::Yes,
    );
    table.expect(
        |p| matches!(p, Prompt::ExposeOrStrain { ship: ShipId(1) }),
        Choice::Yes,
    );
    for ship in [ShipId(0), ShipId(1)] {
        assert_eq!(table.battle.ship(ship).tokens.strain, 1);
        assert_eq!(table.battle.ship(ship).damage_count(), 1);
    }
    assert!(!table.battle.devices[0].in_play);
}

// Concussion Bombs: the exposed card is one of the ship's facedown cards picked at random
// (RR "Damage Cards"), not always the same one.
#[test]
fn concussion_bombs_expose_a_random_facedown_card() {
    let mut exposed = std::collections::BTreeSet::new();
    for seed in 0..24 {
        let mut table = second_seeded(vec![near_ship()], vec![far_bomber()], vec![], seed);
        // Two shields, then two facedown cards.
        table.battle.inflict(ShipId(0), None, 4, 0, 0, None);
        put_device(&mut table, DeviceRule::ConcussionBomb, 1, NEAR, 0, None);
        detonate_bombs(&mut table);
        // Three facedown cards; each made one that stays faceup once exposed, told apart by
        // their position.
        for card in &mut table.battle.ships[0].cards[0].damage {
            card.effect = DamageEffect::DamagedEngine;
        }
        table.expect(
            |p| matches!(p, Prompt::ExposeOrStrain { ship: ShipId(0) }),
            Choice::Pass,
        );
        let damage = &table.battle.ship(ShipId(0)).cards[0].damage;
        assert_eq!(damage.len(), 3);
        let faceup: Vec<usize> = (0..3).filter(|&i| damage[i].face_up).collect();
        assert_eq!(faceup.len(), 1);
        exposed.insert(faceup[0]);
    }
    assert!(exposed.len() > 1, "always card {exposed:?}");
}

/// A Gauntlet fighter (2 shields, 2 device slots) with a Bomblet Generator.
fn bomblet_generator_ship() -> Table {
    second(
        vec![ship(
            "gauntletfighter",
            "shadowcollectiveoperator",
            &["bombletgenerator"],
            450.0,
            450.0,
            90.0,
        )],
        vec![far_bomber()],
        vec![],
    )
}

// Bomblet Generator: the System-phase drop spends 1 charge for a Bomblet with the straight 1.
#[test]
fn bomblet_generator_drops_a_bomblet_for_a_charge() {
    let mut table = bomblet_generator_ship();
    system_phase(&mut table);
    table.expect(
        |p| matches!(p, Prompt::System { ship: ShipId(0) }),
        Choice::Upgrade(FIRST),
    );
    let bomblet = &table.battle.devices[0];
    assert_eq!(bomblet.name, "Bomblet");
    assert_eq!(bomblet.pose, dropped_at(&table, ShipId(0), 1));
    assert_eq!(charges(&table, ShipId(0), FIRST), 1);
}

// Bomblet Generator: at the start of the Activation phase the ship may spend 1 shield to
// recover 2 charges (never above the card's 2); it is not asked when every charge is active or
// it has no shield.
#[test]
fn bomblet_generator_spends_a_shield_to_recover_two_charges() {
    let start = |active: u8, shields: u8| {
        let mut table = bomblet_generator_ship();
        table.battle.ships[0].cards[0].upgrades[0].charges = active;
        table.battle.ships[0].cards[0].shields = shields;
        system_phase(&mut table);
        if active > 0 {
            // With a charge the ship could drop a Bomblet first; it does not.
            table.expect(
                |p| matches!(p, Prompt::System { ship: ShipId(0) }),
                Choice::Pass,
            );
        }
        table
    };
    let offer = |p: &Prompt| {
        matches!(
            p,
            Prompt::ShieldForCharges {
                ship: ShipId(0),
                upgrade: FIRST
            }
        )
    };
    for (active, recovered) in [(0, 2), (1, 1)] {
        let mut table = start(active, 2);
        table.expect(offer, Choice::Yes);
        assert_eq!(charges(&table, ShipId(0), FIRST), 2);
        assert_eq!(table.battle.ship(ShipId(0)).cards[0].shields, 1);
        assert!(table.saw(|e| matches!(
            e,
            Event::ChargesRecovered { ship: ShipId(0), amount, .. } if *amount == recovered
        )));
    }
    let mut table = start(0, 2);
    table.expect(offer, Choice::Pass);
    assert_eq!(charges(&table, ShipId(0), FIRST), 0);
    assert_eq!(table.battle.ship(ShipId(0)).cards[0].shields, 2);
    for (active, shields) in [(2, 2), (0, 0)] {
        let table = start(active, shields);
        assert!(!table.prompts.iter().any(offer));
        assert!(matches!(table.prompt(), Prompt::SetDial { .. }));
    }
}

// Blazer Bomb's Blaze is an obstacle (RR "Blaze"): a ship that moves through or onto it rolls
// 1 die — a hit or crit is 1 hit damage, a focus 1 stress — and skips its Perform Action step.
#[test]
fn blazer_bomb_blaze_burns_ships_that_move_through_it() {
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..16 {
        let mut table = second_seeded(
            vec![ywing("crymorahgoon", &[], 450.0, 300.0, 90.0)],
            vec![far_bomber()],
            vec![],
            seed,
        );
        table.battle.obstacles.push(Obstacle {
            id: ObstacleId(0),
            kind: ObstacleKind::Blaze,
            pose: Pose::from_degrees(450.0, 400.0, 0.0),
            fuses: 1,
            in_play: true,
        });
        table.battle.ships[1].memory.activated = true;
        // A white straight 3 flies over the Blaze and beyond it.
        table.activate_with(&[(0, straight(3))]);
        let rolled = faces(&table, ShipId(0));
        assert_eq!(rolled.len(), 1);
        let y = table.battle.ship(ShipId(0));
        let expected = match rolled[0] {
            AttackFace::Hit | AttackFace::Crit => (1, 0),
            AttackFace::Focus => (0, 1),
            AttackFace::Blank => (0, 0),
        };
        assert_eq!((lost(&table, ShipId(0)), y.tokens.stress), expected);
        assert!(table.saw(|e| matches!(e, Event::ActionSkipped { ship: ShipId(0) })));
        seen.insert(format!("{:?}", rolled[0]));
    }
    assert!(seen.len() >= 3, "{seen:?}");
}
