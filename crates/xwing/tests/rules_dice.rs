//! Exact attack odds (XR 6) against values computed by hand, and the dice against the data
//! folder's description of them.

mod support;

use support::data_root;
use xwing::data::Edition;
use xwing::dice::{ATTACK_DIE, AttackFace, AttackMod, DEFENSE_DIE, DefenseFace, DefenseMod, Odds};

fn odds(
    attack: u8,
    defense: u8,
    attack_mods: Vec<AttackMod>,
    defense_mods: Vec<DefenseMod>,
) -> Odds {
    Odds {
        edition: Edition::First,
        attack_dice: attack,
        defense_dice: defense,
        attack_mods,
        defense_mods,
    }
}

fn exactly(o: &Odds, damage: u8) -> f64 {
    o.evaluate().unwrap().damage(damage).to_f64()
}

#[test]
fn the_dice_match_the_data_folder() {
    // The dice are described in the project's constants file, which a fetched data folder
    // lacks (it has no upstream): there is then nothing to compare with.
    let path = data_root().join("xwing/geometry/geometry-constants.json");
    if !path.is_file() {
        eprintln!("{} is absent: the dice check is skipped", path.display());
        return;
    }
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let count = |face: AttackFace| ATTACK_DIE.iter().filter(|f| **f == face).count() as u64;
    let attack = &json["dice"]["attack"];
    assert_eq!(attack["hit"].as_u64(), Some(count(AttackFace::Hit)));
    assert_eq!(attack["crit"].as_u64(), Some(count(AttackFace::Crit)));
    assert_eq!(attack["focus"].as_u64(), Some(count(AttackFace::Focus)));
    assert_eq!(attack["blank"].as_u64(), Some(count(AttackFace::Blank)));
    let count = |face: DefenseFace| DEFENSE_DIE.iter().filter(|f| **f == face).count() as u64;
    let defense = &json["dice"]["defense"];
    assert_eq!(defense["evade"].as_u64(), Some(count(DefenseFace::Evade)));
    assert_eq!(defense["focus"].as_u64(), Some(count(DefenseFace::Focus)));
    assert_eq!(defense["blank"].as_u64(), Some(count(DefenseFace::Blank)));
}

// Two dice, no defense: each die damages with probability 1/2, so 0, 1, 2 damage have
// probabilities 1/4, 1/2, 1/4 and the mean is 1.
#[test]
fn two_plain_dice() {
    let o = odds(2, 0, vec![], vec![]);
    assert_eq!(exactly(&o, 0), 0.25);
    assert_eq!(exactly(&o, 1), 0.5);
    assert_eq!(exactly(&o, 2), 0.25);
    assert_eq!(o.evaluate().unwrap().expected_damage(), 1.0);
}

// One die against one die whose focus the defender converts: the attack lands on 4/8 and is
// not cancelled on a blank (3/8): 12/64.
#[test]
fn defender_focus_turns_focus_into_evades() {
    let o = odds(1, 1, vec![], vec![DefenseMod::FocusToken]);
    assert_eq!(exactly(&o, 1), 12.0 / 64.0);
}

// One die with a lock, against one die: the attack lands on 4/8 + 4/8 * 4/8 = 3/4 and gets
// through a non-evade (5/8): 15/32.
#[test]
fn lock_reroll_against_one_die() {
    let o = odds(1, 1, vec![AttackMod::TargetLock], vec![]);
    assert_eq!(exactly(&o, 1), 15.0 / 32.0);
}

// Three dice with focus against two dice with an evade token (first edition): worked by
// enumerating the attack successes s ~ Binomial(3, 3/4) and the evades e ~ Binomial(2, 3/8)
// plus the token.
#[test]
fn focus_against_evade_token_first_edition() {
    let o = odds(
        3,
        2,
        vec![AttackMod::FocusToken],
        vec![DefenseMod::EvadeToken],
    );
    let binomial = |n: u32, k: u32, p: f64| {
        let c =
            (1..=n).product::<u32>() / ((1..=k).product::<u32>() * (1..=n - k).product::<u32>());
        f64::from(c) * p.powi(k as i32) * (1.0 - p).powi((n - k) as i32)
    };
    let mut expected = 0.0;
    for s in 0..=3u32 {
        for e in 0..=2u32 {
            // The token is spent only when hits remain; it adds one evade.
            let evades = if e < s { e + 1 } else { e };
            expected += binomial(3, s, 0.75)
                * binomial(2, e, 3.0 / 8.0)
                * f64::from(s.saturating_sub(evades));
        }
    }
    let got = o.evaluate().unwrap().expected_damage();
    assert!((got - expected).abs() < 1e-12, "{got} vs {expected}");
}

// Crits survive evades longer: one hit and one crit against a single evade leave the crit.
#[test]
fn evades_cancel_hits_before_crits() {
    let o = odds(2, 1, vec![], vec![]);
    let d = o.evaluate().unwrap();
    // P(crit left alone) = hit+crit vs evade (2*3*1*3) + crit+crit vs evade (1*3)
    // + crit + (blank|focus) vs non-evade (2*1*4*5) = 18 + 3 + 40 over 512.
    assert_eq!(d.probability(0, 1).numerator, 61);
    assert_eq!(d.probability(0, 1).exponent, 3);
    assert!(d.is_complete());
}

// Second-edition evade tokens change a blank or focus result: useless against zero dice.
#[test]
fn second_edition_evade_needs_a_die_to_change() {
    let mut o = odds(1, 0, vec![], vec![DefenseMod::EvadeToken]);
    assert_eq!(o.evaluate().unwrap().expected_damage(), 0.0);
    o.edition = Edition::Second;
    assert_eq!(o.evaluate().unwrap().expected_damage(), 0.5);
    o.defense_dice = 1;
    // The die is an evade (3/8) or becomes one: nothing gets through.
    assert_eq!(o.evaluate().unwrap().expected_damage(), 0.0);
}

// The exact distribution agrees with a long seeded simulation of the same policy.
#[test]
fn exact_odds_agree_with_simulation() {
    let o = odds(
        3,
        2,
        vec![AttackMod::FocusToken],
        vec![DefenseMod::FocusToken],
    );
    let exact = o.evaluate().unwrap().expected_damage();
    let mut rng = door::Rng::new(99);
    let trials = 200_000;
    let mut total = 0u64;
    for _ in 0..trials {
        let attack: Vec<AttackFace> = (0..3).map(|_| xwing::dice::roll_attack(&mut rng)).collect();
        let defense: Vec<DefenseFace> = (0..2)
            .map(|_| xwing::dice::roll_defense(&mut rng))
            .collect();
        let landed = attack.iter().filter(|f| **f != AttackFace::Blank).count() as u64;
        let evades = defense.iter().filter(|f| **f != DefenseFace::Blank).count() as u64;
        total += landed.saturating_sub(evades);
    }
    let simulated = total as f64 / f64::from(trials);
    assert!((simulated - exact).abs() < 0.01, "{simulated} vs {exact}");
}
