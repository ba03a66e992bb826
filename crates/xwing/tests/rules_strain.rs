//! Strain tokens (second edition; XR 8 token table, the FFG Rules Reference "Strain"): a
//! strained ship rolls one fewer defense die, and removes one strain token after applying it
//! or after a blue maneuver; strain is a red token, kept through the End phase. Thermal
//! Detonators and Concussion Bombs give it.

mod support;

use door::Game;
use support::*;
use xwing::data::Bearing;
use xwing::rules::{Choice, Event, Phase, Prompt, ShipId, TokenKind, WeaponRef};

const PRIMARY: WeaponRef = WeaponRef::Primary { card: 0, arc: 0 };

/// A Z-95 attacks a TIE bomber (agility 2) at range 2, where no range bonus applies; the
/// bomber holds `strain` strain tokens. Returns the table once the defense dice are rolled.
fn bomber_defends(strain: u8) -> Table {
    let mut table = Table::new(z95_and_bomber(450.0));
    table.battle.ships[1].tokens.strain = strain;
    // Only the fighter attacks.
    table.battle.ships[1].memory.engaged = true;
    table.skip_to(Phase::Combat);
    table.expect(
        |p| matches!(p, Prompt::DeclareAttack { ship: ShipId(0) }),
        Choice::Attack {
            weapon: PRIMARY,
            target: ShipId(1),
            section: None,
        },
    );
    table.pass_while(|p| matches!(p, Prompt::ModifyAttack { .. }));
    table
}

/// A Y-wing in the middle of the table, and an enemy bomber far away.
fn ywing_and_far_bomber() -> Table {
    second(
        vec![ship("btla4ywing", "crymorahgoon", &[], 450.0, 300.0, 90.0)],
        vec![ship(
            "tiesabomber",
            "gammasquadronace",
            &[],
            800.0,
            850.0,
            -90.0,
        )],
        vec![],
    )
}

fn defense_dice(table: &Table) -> usize {
    table
        .events
        .iter()
        .find_map(|e| match e {
            Event::DefenseDice {
                ship: ShipId(1),
                dice,
            } => Some(dice.len()),
            _ => None,
        })
        .expect("the bomber rolled its defense")
}

fn strain_removed(table: &Table, ship: ShipId) -> usize {
    table
        .events
        .iter()
        .filter(|e| {
            matches!(e, Event::TokenRemoved { ship: s, token: TokenKind::Strain } if *s == ship)
        })
        .count()
}

// RR "Strain": while a strained ship defends it rolls one fewer defense die; having applied
// that, it removes one strain token.
#[test]
fn a_strained_defender_rolls_one_fewer_die_then_removes_one_strain() {
    let calm = bomber_defends(0);
    assert_eq!(defense_dice(&calm), 2, "agility 2 at range 2");
    let strained = bomber_defends(1);
    assert_eq!(defense_dice(&strained), 1);
    assert_eq!(strained.battle.ship(ShipId(1)).tokens.strain, 0);
    assert_eq!(strain_removed(&strained, ShipId(1)), 1);
}

// RR "Strain": the effect is once per defense, not once per token — two tokens still cost one
// die, and only one of them goes.
#[test]
fn strain_tokens_do_not_add_up_within_one_defense() {
    let table = bomber_defends(2);
    assert_eq!(defense_dice(&table), 1);
    assert_eq!(table.battle.ship(ShipId(1)).tokens.strain, 1);
}

// RR "Strain": after a strained ship executes a blue maneuver it removes one strain token (as
// it removes a stress token); a white maneuver leaves it.
#[test]
fn a_blue_maneuver_removes_one_strain_token() {
    for (speed, blue) in [(2, true), (3, false)] {
        let mut table = ywing_and_far_bomber();
        table.battle.ships[0].tokens.strain = 2;
        table.battle.ships[1].memory.activated = true;
        // The Y-wing's straight 2 is blue, its straight 3 white.
        table.activate_with(&[(0, m(speed, Bearing::Straight))]);
        let left = table.battle.ship(ShipId(0)).tokens.strain;
        assert_eq!(left, if blue { 1 } else { 2 }, "straight {speed}");
        assert_eq!(strain_removed(&table, ShipId(0)), usize::from(blue));
    }
}

// XR 8.2: strain is a red token; the End phase does not remove it.
#[test]
fn strain_stays_through_the_end_phase() {
    let mut table = ywing_and_far_bomber();
    table.battle.ships[0].tokens.strain = 1;
    table.battle.ships[0].tokens.focus = 1;
    table.skip_to(Phase::End);
    let tokens = &table.battle.ship(ShipId(0)).tokens;
    assert_eq!((tokens.strain, tokens.focus), (1, 0));
    assert!(table.battle.pending().is_some());
}
