//! The core game the seeds build on (XR digest, `../shared/rules/core-xwing.md`): what each
//! seat sees, dials and stress, ion, bumps, obstacles, fleeing, attack and defense
//! modifications, damage, order of play, the second-edition System phase and actions, victory.

mod support;

use door::Game;
use support::*;
use xwing::data::{ActionKind, Bearing, Difficulty, Edition};
use xwing::dice::{AttackFace, DefenseFace};
use xwing::rules::cards::DamageEffect;
use xwing::rules::{
    Act, Choice, Event, Lock, Modification, ObstacleKind, Outcome, Phase, Prompt, Removal, Seat,
    ShipId, WeaponRef,
};

const PRIMARY: WeaponRef = WeaponRef::Primary { card: 0, arc: 0 };

// XR 2.2 and the decision door: dials are secret until revealed; facedown damage cards and the
// order of the damage decks are hidden; only the deciding seat sees the options.
#[test]
fn each_seat_sees_only_what_it_may() {
    let mut table = first(
        vec![xwing(450.0, 100.0, 90.0)],
        vec![tie(450.0, 800.0, -90.0)],
        vec![],
    );
    table.expect(
        |p| matches!(p, Prompt::SetDial { ship: ShipId(0) }),
        Choice::Dial(m(2, Bearing::Straight)),
    );
    let rebel = table.battle.view(Seat::One);
    let imperial = table.battle.view(Seat::Two);
    assert_eq!(rebel.ships[0].dial, Some(m(2, Bearing::Straight)));
    assert_eq!(imperial.ships[0].dial, None);
    assert!(imperial.ships[0].dial_set);
    assert!(
        imperial.pending.as_ref().unwrap().options.is_some(),
        "Two sets the TIE's dial now"
    );
    assert!(rebel.pending.as_ref().unwrap().options.is_none());
    // Three hits on an X-wing with two shields: one facedown card, name hidden everywhere.
    table.battle.inflict(ShipId(0), None, 3, 0, 0, None);
    let events = table.battle.take_events();
    assert!(events.iter().any(|e| matches!(
        e,
        Event::DamageDealt {
            ship: ShipId(0),
            face_up: false,
            name: None,
            ..
        }
    )));
    let view = table.battle.view(Seat::One);
    assert_eq!(
        (
            view.ships[0].cards[0].facedown,
            view.ships[0].cards[0].faceup.len()
        ),
        (1, 0)
    );
    assert_eq!(
        view.decks.iter().map(|d| d.remaining).sum::<usize>(),
        65,
        "sizes only"
    );
    let hidden = table.battle.ship(ShipId(0)).cards[0].damage[0].name.clone();
    for seat in Seat::BOTH {
        let json = serde_json::to_string(&table.battle.view(seat)).unwrap();
        assert!(
            !json.contains(&hidden),
            "the facedown card's name leaks to {seat:?}"
        );
    }
}

// XR 3.3, XR 3.4: a stressed ship may not choose red maneuvers; green ones remove a stress.
#[test]
fn stress_forbids_red_maneuvers_and_green_ones_clear_it() {
    let mut table = first(
        vec![xwing(450.0, 100.0, 90.0)],
        vec![tie(450.0, 800.0, -90.0)],
        vec![],
    );
    table.battle.ships[0].tokens.stress = 1;
    let options = table.battle.dial_options(ShipId(0));
    assert!(
        !options.contains(&m(4, Bearing::KTurn)),
        "the K-turn is red"
    );
    assert!(options.contains(&m(1, Bearing::Straight)));
    table.battle.ships[1].memory.activated = true;
    table.activate_with(&[(0, m(1, Bearing::Straight))]);
    assert_eq!(
        table.battle.ship(ShipId(0)).tokens.stress,
        0,
        "green 1 straight"
    );
}

// XR 4.3: stressed ships perform no actions; red maneuvers stress.
#[test]
fn stressed_ships_perform_no_actions() {
    let mut table = first(
        vec![xwing(450.0, 100.0, 90.0)],
        vec![tie(450.0, 800.0, -90.0)],
        vec![],
    );
    table.battle.ships[1].memory.activated = true;
    table.activate_with(&[(0, m(4, Bearing::KTurn))]);
    assert_eq!(table.battle.ship(ShipId(0)).tokens.stress, 1);
    assert!(!matches!(
        table.battle.pending().map(|p| &p.prompt),
        Some(Prompt::Action {
            ship: ShipId(0),
            ..
        })
    ));
}

// XR 3.9 (1e): an ionized small ship sets no dial, flies a white straight 1, then loses its ion
// tokens.
#[test]
fn ionized_small_ships_fly_straight_one() {
    let mut table = first(
        vec![xwing(450.0, 100.0, 90.0)],
        vec![tie(450.0, 800.0, -90.0)],
        vec![],
    );
    table.battle.ships[0].tokens.ion = 1;
    table.battle.skip_to(Phase::Planning);
    assert!(
        matches!(table.prompt(), Prompt::SetDial { ship: ShipId(1) }),
        "no dial for the ionized X-wing"
    );
    table.answer(Choice::Dial(m(2, Bearing::Straight)));
    table.pass_while(|p| matches!(p, Prompt::Action { .. }));
    let revealed = revealed_by_ship_zero(&table);
    assert_eq!(revealed, Some(m(1, Bearing::Straight)));
    assert_eq!(table.battle.ship(ShipId(0)).tokens.ion, 0);
}

/// The maneuver ship 0 revealed, if it revealed one.
fn revealed_by_ship_zero(table: &Table) -> Option<xwing::data::Maneuver> {
    table.events.iter().find_map(|e| match e {
        Event::DialRevealed {
            ship: ShipId(0),
            maneuver,
        } => Some(*maneuver),
        _ => None,
    })
}

// XR 3.4 (1e): a stressed ship that reveals a red maneuver (stressed after choosing it) flies
// the fixed straight 2 instead, and it is white: the stress stays. Regression: the X-wing's
// own straight 2 is green, and its colour was read from the dial, clearing the stress.
#[test]
fn a_stressed_ship_revealing_a_red_maneuver_flies_straight_two() {
    let mut table = first(
        vec![xwing(450.0, 100.0, 90.0)],
        vec![tie(450.0, 800.0, -90.0)],
        vec![],
    );
    table.battle.ships[1].memory.activated = true;
    table.battle.ships[0].tokens.stress = 1;
    table.activate_with(&[(0, m(4, Bearing::KTurn))]);
    let revealed = revealed_by_ship_zero(&table);
    assert_eq!(revealed, Some(m(2, Bearing::Straight)));
    assert_eq!(table.battle.ship(ShipId(0)).tokens.stress, 1, "white");
}

// XR 3.9 (2e): an ionized ship's straight 1 is blue: it removes a stress token.
#[test]
fn second_edition_ion_maneuver_is_blue() {
    let mut table = Table::new(z95_and_bomber(800.0));
    table.battle.ships[0].tokens.ion = 1;
    table.battle.ships[0].tokens.stress = 1;
    table.battle.ships[1].memory.activated = true;
    table.activate_with(&[]);
    table.pass_while(|p| matches!(p, Prompt::Action { .. }));
    assert!(revealed_by_ship_zero(&table).is_some());
    let z95 = table.battle.ship(ShipId(0));
    assert_eq!((z95.tokens.ion, z95.tokens.stress), (0, 0));
}

// XR 7.4 (1e "Minor Hull Breach", faceup): after a red maneuver the ship rolls an attack die
// (a hit is 1 damage); after a green or white one it rolls nothing.
#[test]
fn minor_hull_breach_rolls_after_red_maneuvers_only() {
    for (maneuver, red) in [
        (m(2, Bearing::Straight), false),
        (m(3, Bearing::BankLeft), false),
        (m(4, Bearing::KTurn), true),
    ] {
        let mut table = first(
            vec![xwing(450.0, 100.0, 90.0)],
            vec![tie(450.0, 800.0, -90.0)],
            vec![],
        );
        table.battle.ships[0].cards[0].hull = 5;
        give_faceup(&mut table, 0, DamageEffect::MinorHullBreach);
        table.battle.ships[1].memory.activated = true;
        table.activate_with(&[(0, maneuver)]);
        let rolled = table.saw(|e| {
            matches!(
                e,
                Event::DieRolled {
                    ship: ShipId(0),
                    ..
                }
            )
        });
        assert_eq!(rolled, red, "{maneuver:?}");
    }
}

/// Ship 0 of `table`, carrying `effect` face up with no shields left, executes `maneuver`:
/// the damage it suffered beyond what its obstacle dice rolled (a hit or a crit is 1).
fn damage_after_moving(
    mut table: Table,
    effect: DamageEffect,
    maneuver: xwing::data::Maneuver,
) -> usize {
    table.battle.ships[0].cards[0].shields = 0;
    table.battle.ships[0].cards[0].hull = 5;
    give_faceup(&mut table, 0, effect);
    table.battle.ships[1].memory.activated = true;
    let before = table.battle.ship(ShipId(0)).damage_count();
    table.activate_with(&[(0, maneuver)]);
    let rolled_hits = table
        .events
        .iter()
        .filter(|e| {
            matches!(
                e,
                Event::DieRolled {
                    ship: ShipId(0),
                    face: AttackFace::Hit | AttackFace::Crit,
                }
            )
        })
        .count();
    table.battle.ship(ShipId(0)).damage_count() - before - rolled_hits
}

// XR 7.4 (1e "Stunned Pilot", faceup): after a maneuver that overlapped a ship or an obstacle,
// the ship suffers 1 damage; after a clean maneuver, none.
#[test]
fn first_edition_stunned_pilot_hurts_after_a_bump_or_an_obstacle() {
    // (the X-wing's y, the TIE's y, an asteroid in the way, damage): a clean straight 2, one
    // ending on the TIE, one over an asteroid.
    let cases = [
        (100.0, 800.0, None, 0),
        (300.0, 400.0, None, 1),
        (
            300.0,
            650.0,
            Some(rock(ObstacleKind::Asteroid(4), 450.0, 420.0)),
            1,
        ),
    ];
    for (x_y, tie_y, asteroid, damage) in cases {
        let table = first(
            vec![xwing(450.0, x_y, 90.0)],
            vec![tie(450.0, tie_y, -90.0)],
            asteroid.into_iter().collect(),
        );
        let straight = m(2, Bearing::Straight);
        assert_eq!(
            damage_after_moving(table, DamageEffect::StunnedPilot, straight),
            damage,
            "from y {x_y}, the TIE at {tie_y}"
        );
    }
}

// XR 7.4 (2e "Stunned Pilot", faceup): only an obstacle moved through or overlapped hurts; a
// bump into a ship does not.
#[test]
fn second_edition_stunned_pilot_hurts_after_an_obstacle_only() {
    let straight = m(2, Bearing::Straight);
    let bump = Table::new(z95_and_bomber(400.0));
    assert_eq!(
        damage_after_moving(bump, DamageEffect::StunnedPilotSecond, straight),
        0
    );
    let mut spec = z95_and_bomber(800.0);
    spec.obstacles
        .push(rock(ObstacleKind::Asteroid(4), 450.0, 420.0));
    let rock = Table::new(spec);
    assert_eq!(
        damage_after_moving(rock, DamageEffect::StunnedPilotSecond, straight),
        1
    );
}

/// Whether ship `ship` of `table` is ionized with `ion` ion tokens.
fn ionized_with(table: &mut Table, ship: u16, ion: u8) -> bool {
    table.battle.ships[usize::from(ship)].tokens.ion = ion;
    table.battle.ionized(ShipId(ship))
}

// XR 3.9: how many ion tokens ionize a ship grows with its size: 1e small 1, large 2, huge
// never (its own energy rules instead); 2e small 1, medium 2, large 3 (2e huge ships are not
// modelled).
#[test]
fn ion_thresholds_by_ship_size() {
    let mut old = epic(
        vec![gr75(&[], 300.0, 300.0, 90.0), xwing(700.0, 200.0, 90.0)],
        vec![ship(
            "vt49decimator",
            "patrolleader",
            &[],
            400.0,
            700.0,
            -90.0,
        )],
        vec![],
    );
    for (ship, threshold) in [(1, 1), (2, 2)] {
        assert!(
            !ionized_with(&mut old, ship, threshold - 1),
            "1e ship {ship}"
        );
        assert!(ionized_with(&mut old, ship, threshold), "1e ship {ship}");
    }
    assert!(!ionized_with(&mut old, 0, 10), "1e huge");
    let mut new = second(
        vec![
            ship("z95af4headhunter", "binayrepirate", &[], 200.0, 200.0, 90.0),
            ship(
                "firesprayclasspatrolcraft",
                "bountyhunter",
                &[],
                450.0,
                200.0,
                90.0,
            ),
            ship("jumpmaster5000", "contractedscout", &[], 700.0, 200.0, 90.0),
        ],
        vec![ship(
            "tiesabomber",
            "gammasquadronace",
            &[],
            450.0,
            800.0,
            -90.0,
        )],
        vec![],
    );
    for (ship, threshold) in [(0, 1), (1, 2), (2, 3)] {
        assert!(
            !ionized_with(&mut new, ship, threshold - 1),
            "2e ship {ship}"
        );
        assert!(ionized_with(&mut new, ship, threshold), "2e ship {ship}");
    }
}

// XR 3.6, XR 3.7 (1e): a ship ending on another backs up, skips its action, and the two
// touching ships cannot attack each other.
#[test]
fn bumped_ships_skip_their_action_and_cannot_shoot_each_other() {
    let mut table = first(
        vec![xwing(450.0, 300.0, 90.0)],
        vec![tie(450.0, 400.0, -90.0)],
        vec![],
    );
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
    assert!(
        table.saw(|e| matches!(e, Event::ActionSkipped { ship: ShipId(0) }))
            || !table.prompts.iter().any(|p| matches!(
                p,
                Prompt::Action {
                    ship: ShipId(0),
                    ..
                }
            ))
    );
    assert!(table.battle.attack_options(ShipId(0)).is_empty());
    assert!(table.battle.attack_options(ShipId(1)).is_empty());
}

// XR 9.1, XR 9.2 (1e asteroids): ending on an asteroid rolls a die, skips the action and
// forbids attacking.
#[test]
fn asteroids_damage_skip_the_action_and_stop_attacks() {
    let mut table = first(
        vec![xwing(450.0, 300.0, 90.0)],
        vec![tie(450.0, 650.0, -90.0)],
        vec![rock(ObstacleKind::Asteroid(4), 450.0, 420.0)],
    );
    table.battle.ships[1].memory.activated = true;
    table.activate_with(&[(0, m(2, Bearing::Straight))]);
    let dice: Vec<AttackFace> = table
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
    assert_eq!(dice.len(), 1);
    assert!(table.battle.ship(ShipId(0)).memory.on_asteroid);
    assert!(table.battle.attack_options(ShipId(0)).is_empty());
    assert!(!table.prompts.iter().any(|p| matches!(
        p,
        Prompt::Action {
            ship: ShipId(0),
            ..
        }
    )));
}

// XR 3.10: a ship whose base leaves the play area flees and is destroyed.
#[test]
fn ships_leaving_the_play_area_flee() {
    let mut table = first(
        vec![xwing(450.0, 850.0, 90.0)],
        vec![tie(100.0, 500.0, 0.0)],
        vec![],
    );
    table.battle.ships[1].memory.activated = true;
    table.activate_with(&[(0, m(2, Bearing::Straight))]);
    assert!(table.saw(|e| matches!(
        e,
        Event::ShipRemoved {
            ship: ShipId(0),
            how: Removal::Fled
        }
    )));
    assert!(!table.battle.ship(ShipId(0)).in_play());
}

/// An X-wing (primary 3) attacks a TIE (agility 3) `gap` mm of centre distance straight
/// ahead, with no token to spend: (attack dice rolled, defense dice rolled, range).
fn dice_at(gap: f64) -> (usize, usize, u8) {
    dice_at_with(gap, |_| {})
}

/// `dice_at`, with `setup` changing the table (the X-wing is ship 0, the TIE ship 1) first.
fn dice_at_with(gap: f64, setup: impl FnOnce(&mut Table)) -> (usize, usize, u8) {
    let mut table = Table::with_seed(
        first_spec(
            vec![ship("xwing", "redsquadronpilot", &[], 450.0, 300.0, 90.0)],
            vec![tie(450.0, 300.0 + gap, -90.0)],
            vec![],
        ),
        7,
    );
    let option = table
        .battle
        .attack_options(ShipId(0))
        .into_iter()
        .find(|o| o.weapon == PRIMARY && o.defender == ShipId(1))
        .expect("the TIE is in arc and range");
    setup(&mut table);
    duel_dice(table, option.range)
}

/// Ship 0 attacks ship 1 with its primary weapon in the Combat phase (ship 1 does not attack),
/// spending nothing: (attack dice rolled, defense dice rolled, `range`).
fn duel_dice(mut table: Table, range: u8) -> (usize, usize, u8) {
    table.battle.ships[1].memory.engaged = true;
    open_fire(&mut table, PRIMARY);
    table.pass_while(|p| {
        matches!(
            p,
            Prompt::ModifyAttack { .. } | Prompt::ModifyDefense { .. } | Prompt::ExtraDie { .. }
        )
    });
    let rolled = |attack: bool| {
        table
            .events
            .iter()
            .find_map(|e| match e {
                Event::AttackDice {
                    ship: ShipId(0),
                    dice,
                } if attack => Some(dice.len()),
                Event::DefenseDice {
                    ship: ShipId(1),
                    dice,
                } if !attack => Some(dice.len()),
                _ => None,
            })
            .expect("both rolled")
    };
    (rolled(true), rolled(false), range)
}

/// Puts a faceup damage card with `effect` by ship `ship`'s first card, drawn from its
/// owner's deck.
fn give_faceup(table: &mut Table, ship: usize, effect: DamageEffect) {
    let owner = table.battle.ships[ship].owner;
    let deck = table
        .battle
        .decks
        .iter()
        .position(|d| d.owner == owner)
        .expect("the owner's damage deck");
    table.battle.decks[deck].cards.pop();
    table.battle.ships[ship].cards[0]
        .damage
        .push(xwing::rules::state::DamageCard {
            name: format!("{effect:?}"),
            effect,
            face_up: true,
            deck: xwing::rules::state::DeckId(deck as u16),
            round_dealt: 1,
        });
}

// XR 7.4 (a faceup damage card acts; 1e "Structural Damage"): a ship with it faceup rolls one defense die fewer (its
// agility is 1 lower): the TIE at range 2 rolls 2, not 3; the attacker's dice do not change.
#[test]
fn first_edition_structural_damage_lowers_agility() {
    assert_eq!(
        dice_at_with(200.0, |t| give_faceup(t, 1, DamageEffect::StructuralDamage)),
        (3, 2, 2)
    );
}

/// Ship 0's damage cards: (facedown, faceup).
fn damage_cards(table: &Table) -> (usize, usize) {
    let ship = table.battle.ship(ShipId(0));
    let faceup = ship.faceup().count();
    (ship.damage_count() - faceup, faceup)
}

// XR 7.1: damage is suffered one point at a time, hits before crits, a shield first: an
// X-wing with one shield left suffering a hit and a crit loses the shield to the hit and
// takes the crit as a faceup card.
#[test]
fn hits_are_suffered_before_crits() {
    let mut table = first(
        vec![xwing(450.0, 300.0, 90.0)],
        vec![tie(450.0, 800.0, -90.0)],
        vec![],
    );
    table.battle.ships[0].cards[0].shields = 1;
    table.battle.inflict(ShipId(0), None, 1, 1, 0, None);
    assert_eq!(table.battle.ship(ShipId(0)).cards[0].shields, 0);
    assert_eq!(damage_cards(&table), (0, 1));
}

// XR 7.4 (1e "Fuel Leak", faceup): the next crit suffered brings one more damage, then the
// card flips facedown: an unshielded X-wing suffering one crit ends with three cards.
#[test]
fn fuel_leak_adds_a_damage_to_a_crit_then_flips() {
    let mut table = first(
        vec![xwing(450.0, 300.0, 90.0)],
        vec![tie(450.0, 800.0, -90.0)],
        vec![],
    );
    // Hull 3 would be destroyed by the third card: a sturdier one keeps it in play.
    table.battle.ships[0].cards[0].shields = 0;
    table.battle.ships[0].cards[0].hull = 5;
    give_faceup(&mut table, 0, DamageEffect::FuelLeak);
    table.battle.inflict(ShipId(0), None, 0, 1, 0, None);
    let ship = table.battle.ship(ShipId(0));
    assert_eq!(ship.damage_count(), 3);
    assert!(!ship.has_faceup(DamageEffect::FuelLeak));
}

// XR 7.4 (2e "Hull Breach", faceup): hits are suffered as crits: an unshielded Z-95 suffering
// one hit is dealt it faceup.
#[test]
fn hull_breach_turns_hits_into_crits() {
    let mut table = Table::new(z95_and_bomber(800.0));
    table.battle.ships[0].cards[0].shields = 0;
    table.battle.ships[0].cards[0].hull = 5;
    give_faceup(&mut table, 0, DamageEffect::HullBreachSecond);
    table.battle.inflict(ShipId(0), None, 1, 0, 0, None);
    // (The card dealt may flip itself facedown afterwards, as Panicked Pilot does.)
    let dealt: Vec<bool> = table
        .battle
        .take_events()
        .iter()
        .filter_map(|e| match e {
            Event::DamageDealt {
                ship: ShipId(0),
                face_up,
                ..
            } => Some(*face_up),
            _ => None,
        })
        .collect();
    assert_eq!(dealt, [true]);
}

/// Second edition: a Z-95 (attack 2) attacks a TIE bomber (agility 2) at range 2 (no range
/// bonus), after `setup`: (attack dice, defense dice, range).
fn second_edition_duel(setup: impl FnOnce(&mut Table)) -> (usize, usize, u8) {
    let mut table = Table::new(z95_and_bomber(450.0));
    setup(&mut table);
    duel_dice(table, 2)
}

// XR 7.4 (faceup 2e damage cards) and XR 12.5 (the cloak token): "Weapons Failure" takes one
// attack die, "Structural Damage" one defense die; a cloaked defender rolls two more.
#[test]
fn second_edition_damage_cards_and_cloak_change_the_dice() {
    assert_eq!(second_edition_duel(|_| {}), (2, 2, 2));
    assert_eq!(
        second_edition_duel(|t| give_faceup(t, 0, DamageEffect::WeaponsFailure)),
        (1, 2, 2)
    );
    assert_eq!(
        second_edition_duel(|t| give_faceup(t, 1, DamageEffect::StructuralDamageSecond)),
        (2, 1, 2)
    );
    assert_eq!(
        second_edition_duel(|t| t.battle.ships[1].tokens.cloak = true),
        (2, 4, 2)
    );
}

// XR 5.6: a first-edition primary attack rolls one more attack die at range 1 only, and the
// defender one more defense die at range 3 only; range 2 adds nothing (secondary weapons:
// `first_edition_secondary_weapons_get_no_range_bonus` in the seed 000 combat tests).
#[test]
fn range_bonus_attack_die_at_range_one_defense_die_at_range_three() {
    // Centre distances for small bases (40 mm): gaps of 80, 160 and 260 mm.
    assert_eq!(dice_at(120.0), (4, 3, 1));
    assert_eq!(dice_at(200.0), (3, 3, 2));
    assert_eq!(dice_at(300.0), (3, 4, 3));
}

/// Starts the Combat phase and declares ship 0's attack on ship 1 with `weapon`.
fn open_fire(table: &mut Table, weapon: WeaponRef) {
    table.skip_to(Phase::Combat);
    table.expect(
        |p| matches!(p, Prompt::DeclareAttack { ship: ShipId(0) }),
        Choice::Attack {
            weapon,
            target: ShipId(1),
            section: None,
        },
    );
}

/// An X-wing (skill 4) with a focus token and a lock on a TIE at range 2, in Combat.
fn shootout(seed: u64) -> Table {
    let mut table = Table::with_seed(
        first_spec(
            vec![ship("xwing", "redsquadronpilot", &[], 450.0, 300.0, 90.0)],
            vec![tie(450.0, 480.0, -90.0)],
            vec![],
        ),
        seed,
    );
    table.battle.ships[0].tokens.focus = 1;
    table.battle.ships[1].tokens.evade = 1;
    table.battle.locks.push(Lock {
        holder: ShipId(0),
        target: ShipId(1),
        section: None,
    });
    open_fire(&mut table, PRIMARY);
    table
}

fn attack_dice(table: &Table) -> Vec<AttackFace> {
    match table.prompt() {
        Prompt::ModifyAttack { dice, .. } => dice,
        other => panic!("{other:?}"),
    }
}

/// Second edition, seed `seed`: a Z-95 holding a calculate and a focus token attacks a TIE
/// bomber at range 2; the table at the attacker's first modification prompt.
fn calculated_shot(seed: u64) -> Table {
    let mut table = Table::with_seed(z95_and_bomber(450.0), seed);
    table.battle.ships[0].tokens.calculate = 1;
    // A focus token too, kept: the attacker is asked again after spending the calculate.
    table.battle.ships[0].tokens.focus = 1;
    table.battle.ships[1].memory.engaged = true;
    open_fire(&mut table, PRIMARY);
    table
}

// XR 6.4 (token table): spending a calculate token turns one focus result, not every one,
// into a hit.
#[test]
fn calculate_token_turns_one_focus_result_into_a_hit() {
    let focus = |d: &[AttackFace]| d.iter().filter(|f| **f == AttackFace::Focus).count();
    let seed = (0..200)
        .find(|&s| {
            let t = calculated_shot(s);
            matches!(t.battle.pending().map(|p| &p.prompt), Some(Prompt::ModifyAttack { dice, .. }) if focus(dice) == 2)
        })
        .expect("a roll of two focus results");
    let mut table = calculated_shot(seed);
    let before = attack_dice(&table);
    table.answer(Choice::Modify(Modification::SpendCalculate));
    let after = attack_dice(&table);
    let hits = |d: &[AttackFace]| d.iter().filter(|f| **f == AttackFace::Hit).count();
    assert_eq!(focus(&after), focus(&before) - 1);
    assert_eq!(hits(&after), hits(&before) + 1);
    assert_eq!(table.battle.ship(ShipId(0)).tokens.calculate, 0);
}

/// First edition, seed `seed`: an X-wing with Proton Torpedoes, a focus token and a lock on
/// a TIE at range 2 fires the torpedoes; the table at its first modification prompt.
fn torpedo_shot(seed: u64) -> Table {
    let mut table = Table::with_seed(
        first_spec(
            vec![ship(
                "xwing",
                "redsquadronpilot",
                &["protontorpedoes"],
                450.0,
                300.0,
                90.0,
            )],
            vec![tie(450.0, 480.0, -90.0)],
            vec![],
        ),
        seed,
    );
    table.battle.ships[0].tokens.focus = 1;
    table.battle.ships[1].memory.engaged = true;
    table.battle.locks.push(Lock {
        holder: ShipId(0),
        target: ShipId(1),
        section: None,
    });
    open_fire(
        &mut table,
        WeaponRef::Secondary(xwing::rules::UpgradeRef { card: 0, index: 0 }),
    );
    table
}

// Proton Torpedoes (1e card text): the attacker may change one focus result, not every one,
// to a critical hit. Regression: firing the torpedoes discards the card, and its change was
// then never offered.
#[test]
fn proton_torpedoes_change_one_focus_result_to_a_crit() {
    let count = |d: &[AttackFace], face: AttackFace| d.iter().filter(|f| **f == face).count();
    let seed = (0..200)
        .find(|&s| {
            let t = torpedo_shot(s);
            matches!(t.battle.pending().map(|p| &p.prompt), Some(Prompt::ModifyAttack { dice, .. }) if count(dice, AttackFace::Focus) == 2)
        })
        .expect("a roll of two focus results");
    let mut table = torpedo_shot(seed);
    let before = attack_dice(&table);
    table.answer(Choice::Modify(Modification::Card(
        xwing::rules::UpgradeRef { card: 0, index: 0 },
    )));
    let after = attack_dice(&table);
    assert_eq!(count(&after, AttackFace::Focus), 1);
    assert_eq!(
        count(&after, AttackFace::Crit),
        count(&before, AttackFace::Crit) + 1
    );
    assert_eq!(
        count(&after, AttackFace::Hit),
        count(&before, AttackFace::Hit)
    );
}

// XR 6.4: a focus token turns every focus result into a hit.
#[test]
fn focus_token_turns_focus_results_into_hits() {
    let seed = (0..50)
        .find(|&s| {
            let t = shootout(s);
            matches!(t.battle.pending().map(|p| &p.prompt), Some(Prompt::ModifyAttack { dice, .. }) if dice.contains(&AttackFace::Focus))
        })
        .expect("a roll with a focus result");
    let mut table = shootout(seed);
    let before = attack_dice(&table);
    table.answer(Choice::Modify(Modification::SpendFocus));
    let after = attack_dice(&table);
    assert!(!after.contains(&AttackFace::Focus));
    let hits = |d: &[AttackFace]| d.iter().filter(|f| **f == AttackFace::Hit).count();
    let focus = before.iter().filter(|f| **f == AttackFace::Focus).count();
    assert_eq!(hits(&after), hits(&before) + focus);
    assert_eq!(table.battle.ship(ShipId(0)).tokens.focus, 0);
    assert!(
        !table
            .options()
            .contains(&Choice::Modify(Modification::SpendFocus))
    );
}

// XR 6.3, XR 6.4: a lock rerolls the dice chosen, one face at a time; no die twice.
#[test]
fn a_lock_rerolls_chosen_dice_once() {
    let seed = (0..50)
        .find(|&s| {
            let t = shootout(s);
            matches!(t.battle.pending().map(|p| &p.prompt), Some(Prompt::ModifyAttack { dice, .. }) if dice.contains(&AttackFace::Blank))
        })
        .expect("a roll with a blank");
    let mut table = shootout(seed);
    let before = attack_dice(&table);
    table.answer(Choice::Modify(Modification::SpendLock));
    table.expect(
        |p| matches!(p, Prompt::RerollAttack { .. }),
        Choice::RerollAttack(AttackFace::Blank),
    );
    let events = table.answer(Choice::Roll);
    let rerolled = events.iter().find_map(|e| match e {
        Event::AttackDice { dice, .. } => Some(dice.clone()),
        _ => None,
    });
    let after = rerolled.expect("the new dice are reported");
    assert_eq!(after.len(), before.len());
    let unchanged = before.iter().zip(&after).filter(|(a, b)| a == b).count();
    assert!(unchanged >= before.len() - 1, "only the chosen die changed");
    assert!(
        table.battle.lock_of(ShipId(0)).is_none(),
        "the lock is spent"
    );
    assert!(
        !table
            .options()
            .contains(&Choice::Modify(Modification::SpendLock))
    );
}

// XR 6.4 (1e): an evade token adds an evade result.
#[test]
fn first_edition_evade_token_adds_an_evade_result() {
    let mut table = shootout(3);
    table.pass_while(|p| matches!(p, Prompt::ModifyAttack { .. }));
    let Prompt::ModifyDefense { dice, .. } = table.prompt() else {
        panic!("{:?}", table.prompt())
    };
    assert!(
        table
            .options()
            .contains(&Choice::Modify(Modification::SpendEvade))
    );
    table.answer(Choice::Modify(Modification::SpendEvade));
    let evades = |d: &[DefenseFace]| d.iter().filter(|f| **f == DefenseFace::Evade).count();
    if let Some(Prompt::ModifyDefense { dice: after, .. }) =
        table.battle.pending().map(|p| p.prompt.clone())
    {
        assert_eq!(evades(&after), evades(&dice) + 1);
        assert_eq!(after.len(), dice.len() + 1);
    }
    assert_eq!(table.battle.ship(ShipId(1)).tokens.evade, 0);
}

// XR 7.1, XR 7.3: damage takes shields first, hits before crits; a crit on a card is faceup;
// first-edition "Direct Hit!" counts twice.
#[test]
fn damage_takes_shields_first_and_direct_hits_count_twice() {
    let mut table = first(
        vec![xwing(450.0, 100.0, 90.0)],
        vec![tie(450.0, 800.0, -90.0)],
        vec![],
    );
    table.battle.inflict(ShipId(0), None, 1, 1, 0, None);
    let x = table.battle.ship(ShipId(0));
    assert_eq!((x.cards[0].shields, x.damage_count()), (0, 0));
    table.battle.inflict(ShipId(0), None, 0, 1, 0, None);
    table.pass_while(|p| matches!(p, Prompt::DiscardUpgrade { .. }));
    let card = &table.battle.ship(ShipId(0)).cards[0].damage[0];
    assert!(card.face_up);
    let mut hull = table.battle.ship(ShipId(0)).cards[0].clone();
    hull.damage[0].effect = DamageEffect::DirectHit;
    assert_eq!(hull.hull_damage(Edition::First), 2);
    assert_eq!(hull.hull_damage(Edition::Second), 1);
}

// XR 2.3: equal pilot skills — the first player's ships go first in the Activation phase and
// in the Combat phase; Combat runs from the highest skill down.
#[test]
fn ties_go_to_the_first_player_and_combat_runs_high_to_low() {
    let mut table = first(
        vec![ship("xwing", "redsquadronpilot", &[], 200.0, 100.0, 90.0)],
        vec![
            ship("tiefighter", "blacksquadronpilot", &[], 700.0, 800.0, -90.0),
            tie(300.0, 800.0, -90.0),
        ],
        vec![],
    );
    table.activate_with(&[
        (0, m(1, Bearing::Straight)),
        (1, m(2, Bearing::Straight)),
        (2, m(2, Bearing::Straight)),
    ]);
    table.pass_while(|p| {
        matches!(
            p,
            Prompt::Action { .. } | Prompt::LockTarget { .. } | Prompt::MoveAction { .. }
        )
    });
    let order: Vec<u16> = table
        .events
        .iter()
        .filter_map(|e| match e {
            Event::DialRevealed { ship, .. } => Some(ship.0),
            _ => None,
        })
        .collect();
    assert_eq!(
        order,
        [2, 0, 1],
        "TIE (1), then skill 4: the first player's X-wing, then the Black Squadron TIE"
    );
}

// XR 4.3 (2e): a red action stresses the ship; a linked action may follow.
#[test]
fn second_edition_linked_actions_and_red_actions() {
    let mut table = second(
        vec![ship("btla4ywing", "crymorahgoon", &[], 450.0, 300.0, 90.0)],
        vec![ship(
            "tiesabomber",
            "gammasquadronace",
            &[],
            450.0,
            600.0,
            -90.0,
        )],
        vec![],
    );
    table.battle.ships[0].memory.activated = true;
    table.activate_with(&[(1, m(2, Bearing::Straight))]);
    // TIE/sa: white barrel roll linked to a red lock.
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
        Choice::Action(Act::Bar {
            card: 0,
            kind: ActionKind::BarrelRoll,
        }),
    );
    let roll = table.options()[0].clone();
    table.expect(|p| matches!(p, Prompt::MoveAction { .. }), roll);
    table.expect(
        |p| {
            matches!(
                p,
                Prompt::Linked {
                    kind: ActionKind::TargetLock,
                    ..
                }
            )
        },
        Choice::Yes,
    );
    assert_eq!(
        table.battle.lock_of(ShipId(1)).map(|l| l.target),
        Some(ShipId(0))
    );
    assert_eq!(
        table.battle.ship(ShipId(1)).tokens.stress,
        1,
        "the linked lock is red"
    );
}

// XR 12.1 (2e): the System phase comes between Planning and Activation.
#[test]
fn second_edition_rounds_have_a_system_phase() {
    let mut table = second(
        vec![ship(
            "btla4ywing",
            "amaxinewarrior",
            &["protonbombs"],
            450.0,
            300.0,
            90.0,
        )],
        vec![ship(
            "tiesabomber",
            "gammasquadronace",
            &[],
            450.0,
            600.0,
            -90.0,
        )],
        vec![],
    );
    table.expect(
        |p| matches!(p, Prompt::SetDial { .. }),
        Choice::Dial(m(2, Bearing::Straight)),
    );
    table.expect(
        |p| matches!(p, Prompt::SetDial { .. }),
        Choice::Dial(m(2, Bearing::Straight)),
    );
    assert!(matches!(table.prompt(), Prompt::System { ship: ShipId(0) }));
    assert_eq!(table.battle.phase, Phase::System);
}

// Second-edition "Damaged Engine": turns get harder.
#[test]
fn damaged_engine_makes_turns_harder() {
    let mut table = second(
        vec![ship("btla4ywing", "crymorahgoon", &[], 450.0, 300.0, 90.0)],
        vec![ship(
            "tiesabomber",
            "gammasquadronace",
            &[],
            450.0,
            600.0,
            -90.0,
        )],
        vec![],
    );
    assert_eq!(
        table.battle.difficulty(ShipId(0), m(2, Bearing::TurnLeft)),
        Difficulty::White
    );
    table.battle.ships[0].cards[0]
        .damage
        .push(xwing::rules::state::DamageCard {
            name: "Damaged Engine".into(),
            effect: DamageEffect::DamagedEngine,
            face_up: true,
            deck: xwing::rules::state::DeckId(0),
            round_dealt: 1,
        });
    table.battle.decks[0].cards.pop();
    assert_eq!(
        table.battle.difficulty(ShipId(0), m(2, Bearing::TurnLeft)),
        Difficulty::Red
    );
    // One step harder, not red at once: a TIE Advanced v1's blue hard turns turn white; its
    // banks and straights do not change.
    let mut table = second(
        vec![ship("btla4ywing", "crymorahgoon", &[], 450.0, 300.0, 90.0)],
        vec![ship(
            "tieadvancedv1",
            "baronoftheempire",
            &[],
            450.0,
            600.0,
            -90.0,
        )],
        vec![],
    );
    assert_harder_turns(&mut table, |before| before.harder());
}

/// Gives ship 1 a faceup Damaged Engine: each hard turn of its dial becomes `turned` of its
/// difficulty before, each other maneuver keeps its own; the dial has a green or blue turn.
fn assert_harder_turns(table: &mut Table, turned: impl Fn(Difficulty) -> Difficulty) {
    let dial: Vec<_> = table
        .battle
        .dial_options(ShipId(1))
        .into_iter()
        .map(|m| (m, table.battle.difficulty(ShipId(1), m)))
        .collect();
    assert!(
        dial.iter()
            .any(|(m, d)| m.bearing.is_turn() && *d == Difficulty::Easy),
        "an easy turn to watch"
    );
    give_faceup(table, 1, DamageEffect::DamagedEngine);
    for (maneuver, before) in &dial {
        let after = table.battle.difficulty(ShipId(1), *maneuver);
        let expected = if maneuver.bearing.is_turn() {
            turned(*before)
        } else {
            *before
        };
        assert_eq!(after, expected, "{maneuver:?}");
    }
}

// First-edition "Damaged Engine": every hard turn is red, a green one (a TIE interceptor's
// 2 turns) too; banks and straights do not change.
#[test]
fn first_edition_damaged_engine_makes_every_turn_red() {
    let mut table = first(
        vec![xwing(450.0, 300.0, 90.0)],
        vec![ship(
            "tieinterceptor",
            "alphasquadronpilot",
            &[],
            450.0,
            800.0,
            -90.0,
        )],
        vec![],
    );
    assert_harder_turns(&mut table, |_| Difficulty::Red);
}

// XR 2.10: a player with no ship left loses.
#[test]
fn the_last_player_with_ships_wins() {
    let mut table = first(
        vec![xwing(450.0, 100.0, 90.0)],
        vec![tie(450.0, 800.0, -90.0)],
        vec![],
    );
    table.battle.inflict(ShipId(1), None, 3, 0, 0, None);
    assert!(!table.battle.ship(ShipId(1)).in_play());
    table.skip_to(Phase::End);
    assert_eq!(table.battle.outcome, Some(Outcome::Winner(Seat::One)));
    assert!(table.battle.pending().is_none());
}
