//! Dice: faces, rolling with the game's seeded generator, and exact attack odds.
//!
//! Main types:
//!
//! * [`AttackFace`], [`DefenseFace`] — the faces of the eight-sided dice (XR 6.1): the attack
//!   die shows 2 blanks, 2 focus, 3 hits and 1 critical hit; the defense die 3 blanks, 2 focus
//!   and 3 evades.
//! * [`Odds`] — an attack to evaluate: dice counts, the attacker's and the defender's
//!   modifications ([`AttackMod`], [`DefenseMod`]) and the edition.
//! * [`Distribution`] — the exact result of [`Odds::evaluate`]: the probability of every
//!   (uncancelled hits, uncancelled crits) outcome as a fraction over a power of eight.
//!
//! The odds are exact: every roll is enumerated as a multiset of faces with its multinomial
//! weight, and every probability is an integer numerator over `8^k`. Players choose which dice
//! to reroll and which tokens to spend; [`Odds`] uses the usual greedy policy (documented on
//! each modification) that maximises expected damage for the attacker and minimises it for
//! the defender.

use crate::data::Edition;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A face of the attack die.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum AttackFace {
    Blank,
    Focus,
    Hit,
    Crit,
}

/// A face of the defense die.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum DefenseFace {
    Blank,
    Focus,
    Evade,
}

/// The eight faces of the attack die (XR 6.1).
pub const ATTACK_DIE: [AttackFace; 8] = [
    AttackFace::Blank,
    AttackFace::Blank,
    AttackFace::Focus,
    AttackFace::Focus,
    AttackFace::Hit,
    AttackFace::Hit,
    AttackFace::Hit,
    AttackFace::Crit,
];

/// The eight faces of the defense die (XR 6.1).
pub const DEFENSE_DIE: [DefenseFace; 8] = [
    DefenseFace::Blank,
    DefenseFace::Blank,
    DefenseFace::Blank,
    DefenseFace::Focus,
    DefenseFace::Focus,
    DefenseFace::Evade,
    DefenseFace::Evade,
    DefenseFace::Evade,
];

/// Rolls one attack die.
pub fn roll_attack(rng: &mut door::Rng) -> AttackFace {
    ATTACK_DIE[rng.below(8)]
}

/// Rolls one defense die.
pub fn roll_defense(rng: &mut door::Rng) -> DefenseFace {
    DEFENSE_DIE[rng.below(8)]
}

/// Attack results counted by face.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub struct AttackRoll {
    pub blank: u8,
    pub focus: u8,
    pub hit: u8,
    pub crit: u8,
}

/// Defense results counted by face.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub struct DefenseRoll {
    pub blank: u8,
    pub focus: u8,
    pub evade: u8,
}

/// A modification available to the attacker.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AttackMod {
    /// Spend a focus token: every focus result becomes a hit.
    FocusToken,
    /// Spend a target lock: reroll every blank, and every focus when no focus token will turn
    /// them into hits.
    TargetLock,
    /// Reroll up to this many dice (blanks first, then focus results when they will not be
    /// converted), as Howlrunner grants.
    Reroll(u8),
    /// Change up to this many focus results to hits (Single Turbolasers).
    FocusToHit(u8),
    /// Change up to this many blank results to hits (Gunnery Team).
    BlankToHit(u8),
    /// Change up to this many hits to critical hits.
    HitToCrit(u8),
}

/// A modification available to the defender.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DefenseMod {
    /// Spend a focus token, if uncancelled hits remain: every focus result becomes an evade.
    FocusToken,
    /// Spend an evade token, if uncancelled hits remain. First edition: add an evade result
    /// (one token per attack). Second edition: change a blank or focus result to an evade.
    EvadeToken,
    /// Reroll up to this many blank (then unconverted focus) results.
    Reroll(u8),
    /// Add this many evade results that are not rolled (1e Reinforce on the targeted section,
    /// seed 000 "Renforcer").
    AddEvade(u8),
}

/// An attack to evaluate.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Odds {
    pub edition: Edition,
    pub attack_dice: u8,
    pub defense_dice: u8,
    pub attack_mods: Vec<AttackMod>,
    pub defense_mods: Vec<DefenseMod>,
}

/// The most dice rolled in one evaluation (rolls plus rerolls), so that `8^k` fits in `u128`.
pub const MAX_ROLLED_DICE: u32 = 40;

/// Why an attack cannot be evaluated.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OddsError {
    #[error("{dice} dice with rerolls may need more than {MAX_ROLLED_DICE} rolls; use fewer dice")]
    TooManyDice { dice: u32 },
}

/// An exact probability: `numerator / 8^exponent`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fraction {
    pub numerator: u128,
    pub exponent: u32,
}

impl Fraction {
    pub fn to_f64(self) -> f64 {
        self.numerator as f64 / 8f64.powi(self.exponent as i32)
    }
}

/// Weights over outcomes, all over the same denominator `8^exponent`.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Weighted<K: Ord> {
    exponent: u32,
    weights: BTreeMap<K, u128>,
}

impl<K: Ord + Clone> Weighted<K> {
    fn empty() -> Self {
        Weighted {
            exponent: 0,
            weights: BTreeMap::new(),
        }
    }

    /// Adds `other` scaled by `factor / 8^factor_exponent`, rescaling to a common denominator.
    fn add_scaled(&mut self, other: &Weighted<K>, factor: u128, factor_exponent: u32) {
        let other_exponent = other.exponent + factor_exponent;
        if other_exponent > self.exponent {
            let up = 8u128.pow(other_exponent - self.exponent);
            for weight in self.weights.values_mut() {
                *weight *= up;
            }
            self.exponent = other_exponent;
        }
        let up = 8u128.pow(self.exponent - other_exponent);
        for (key, weight) in &other.weights {
            *self.weights.entry(key.clone()).or_insert(0) += weight * factor * up;
        }
    }
}

fn factorial(n: u32) -> u128 {
    (1..=u128::from(n)).product()
}

/// Every multiset of `n` attack faces with its number of orderings times face multiplicities.
fn attack_rolls(n: u8) -> Vec<(AttackRoll, u128)> {
    let mut rolls = Vec::new();
    for blank in 0..=n {
        for focus in 0..=n - blank {
            for hit in 0..=n - blank - focus {
                let crit = n - blank - focus - hit;
                let orderings = factorial(n.into())
                    / (factorial(blank.into())
                        * factorial(focus.into())
                        * factorial(hit.into())
                        * factorial(crit.into()));
                let faces =
                    2u128.pow(blank.into()) * 2u128.pow(focus.into()) * 3u128.pow(hit.into());
                rolls.push((
                    AttackRoll {
                        blank,
                        focus,
                        hit,
                        crit,
                    },
                    orderings * faces,
                ));
            }
        }
    }
    rolls
}

/// Every multiset of `n` defense faces with its weight (denominator `8^n`).
fn defense_rolls(n: u8) -> Vec<(DefenseRoll, u128)> {
    let mut rolls = Vec::new();
    for blank in 0..=n {
        for focus in 0..=n - blank {
            let evade = n - blank - focus;
            let orderings = factorial(n.into())
                / (factorial(blank.into()) * factorial(focus.into()) * factorial(evade.into()));
            let faces = 3u128.pow(blank.into()) * 2u128.pow(focus.into()) * 3u128.pow(evade.into());
            rolls.push((
                DefenseRoll {
                    blank,
                    focus,
                    evade,
                },
                orderings * faces,
            ));
        }
    }
    rolls
}

/// The exact outcome of an attack.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Distribution {
    /// Every probability shares the denominator `8^exponent`.
    pub exponent: u32,
    /// (uncancelled hits, uncancelled crits) → numerator.
    pub outcomes: BTreeMap<(u8, u8), u128>,
}

impl Distribution {
    pub fn probability(&self, hits: u8, crits: u8) -> Fraction {
        Fraction {
            numerator: self.outcomes.get(&(hits, crits)).copied().unwrap_or(0),
            exponent: self.exponent,
        }
    }

    /// Probability that the attack deals exactly `damage` (hits plus crits).
    pub fn damage(&self, damage: u8) -> Fraction {
        let numerator = self
            .outcomes
            .iter()
            .filter(|((hits, crits), _)| hits + crits == damage)
            .map(|(_, weight)| weight)
            .sum();
        Fraction {
            numerator,
            exponent: self.exponent,
        }
    }

    pub fn max_damage(&self) -> u8 {
        self.outcomes
            .keys()
            .map(|(hits, crits)| hits + crits)
            .max()
            .unwrap_or(0)
    }

    pub fn expected_damage(&self) -> f64 {
        self.expected(|hits, crits| f64::from(hits + crits))
    }

    pub fn expected_hits(&self) -> f64 {
        self.expected(|hits, _| f64::from(hits))
    }

    pub fn expected_crits(&self) -> f64 {
        self.expected(|_, crits| f64::from(crits))
    }

    fn expected(&self, value: impl Fn(u8, u8) -> f64) -> f64 {
        let scale = 8f64.powi(self.exponent as i32);
        self.outcomes
            .iter()
            .map(|(&(hits, crits), &weight)| value(hits, crits) * weight as f64 / scale)
            .sum()
    }

    /// The sum of all numerators equals `8^exponent`.
    pub fn is_complete(&self) -> bool {
        self.outcomes.values().sum::<u128>() == 8u128.pow(self.exponent)
    }
}

impl Odds {
    /// Enumerates every roll and returns the exact distribution of uncancelled results.
    pub fn evaluate(&self) -> Result<Distribution, OddsError> {
        let attack_rerolls = self.attack_rerolls_bound();
        let defense_rerolls = self.defense_rerolls_bound();
        let dice = u32::from(self.attack_dice)
            + attack_rerolls
            + u32::from(self.defense_dice)
            + defense_rerolls;
        if dice > MAX_ROLLED_DICE {
            return Err(OddsError::TooManyDice { dice });
        }
        let attack = self.attack_results();
        let mut total: Weighted<(u8, u8)> = Weighted::empty();
        for (roll, weight) in &attack.weights {
            let outcome = self.defend(*roll);
            total.add_scaled(&outcome, *weight, attack.exponent);
        }
        Ok(Distribution {
            exponent: total.exponent,
            outcomes: total.weights,
        })
    }

    fn attack_rerolls_bound(&self) -> u32 {
        self.attack_mods
            .iter()
            .map(|m| match m {
                AttackMod::TargetLock => u32::from(self.attack_dice),
                AttackMod::Reroll(n) => u32::from(*n).min(u32::from(self.attack_dice)),
                _ => 0,
            })
            .sum::<u32>()
            .min(u32::from(self.attack_dice))
    }

    fn defense_rerolls_bound(&self) -> u32 {
        self.defense_mods
            .iter()
            .map(|m| match m {
                DefenseMod::Reroll(n) => u32::from(*n),
                _ => 0,
            })
            .sum::<u32>()
            .min(u32::from(self.defense_dice))
    }

    fn has_attack(&self, wanted: AttackMod) -> bool {
        self.attack_mods.contains(&wanted)
    }

    /// The attacker's final results after rerolls and changes.
    fn attack_results(&self) -> Weighted<AttackRoll> {
        let converts_focus = self.has_attack(AttackMod::FocusToken);
        let mut rolled = Weighted::empty();
        rolled.exponent = u32::from(self.attack_dice);
        rolled.weights.extend(attack_rolls(self.attack_dice));
        // Rerolls: a die is rerolled at most once per attack (XR 6.3), so every reroll budget
        // draws from the dice not yet rerolled; we reroll in one pass with the total budget.
        let budget: u32 = self
            .attack_mods
            .iter()
            .map(|m| match m {
                AttackMod::TargetLock => u32::from(self.attack_dice),
                AttackMod::Reroll(n) => u32::from(*n),
                _ => 0,
            })
            .sum();
        let mut rerolled: Weighted<AttackRoll> = Weighted::empty();
        for (roll, weight) in &rolled.weights {
            let blanks = u32::from(roll.blank).min(budget) as u8;
            let focus = if converts_focus {
                0
            } else {
                u32::from(roll.focus).min(budget - u32::from(blanks)) as u8
            };
            let count = blanks + focus;
            let kept = AttackRoll {
                blank: roll.blank - blanks,
                focus: roll.focus - focus,
                ..*roll
            };
            let mut outcome = Weighted::empty();
            outcome.exponent = u32::from(count);
            for (new, new_weight) in attack_rolls(count) {
                let merged = AttackRoll {
                    blank: kept.blank + new.blank,
                    focus: kept.focus + new.focus,
                    hit: kept.hit + new.hit,
                    crit: kept.crit + new.crit,
                };
                *outcome.weights.entry(merged).or_insert(0) += new_weight;
            }
            rerolled.add_scaled(&outcome, *weight, rolled.exponent);
        }
        let mut changed: Weighted<AttackRoll> = Weighted::empty();
        changed.exponent = rerolled.exponent;
        for (roll, weight) in rerolled.weights {
            *changed.weights.entry(self.change_attack(roll)).or_insert(0) += weight;
        }
        changed
    }

    fn change_attack(&self, mut roll: AttackRoll) -> AttackRoll {
        for modification in &self.attack_mods {
            match *modification {
                AttackMod::FocusToHit(n) => {
                    let n = n.min(roll.focus);
                    roll.focus -= n;
                    roll.hit += n;
                }
                AttackMod::BlankToHit(n) => {
                    let n = n.min(roll.blank);
                    roll.blank -= n;
                    roll.hit += n;
                }
                _ => {}
            }
        }
        if self.has_attack(AttackMod::FocusToken) {
            roll.hit += roll.focus;
            roll.focus = 0;
        }
        for modification in &self.attack_mods {
            if let AttackMod::HitToCrit(n) = *modification {
                let n = n.min(roll.hit);
                roll.hit -= n;
                roll.crit += n;
            }
        }
        roll
    }

    /// Rolls the defense against a fixed attack and cancels.
    fn defend(&self, attack: AttackRoll) -> Weighted<(u8, u8)> {
        let incoming = attack.hit + attack.crit;
        let has_focus = self.defense_mods.contains(&DefenseMod::FocusToken);
        let evade_tokens = self
            .defense_mods
            .iter()
            .filter(|m| **m == DefenseMod::EvadeToken)
            .count() as u8;
        let added: u8 = self
            .defense_mods
            .iter()
            .map(|m| {
                if let DefenseMod::AddEvade(n) = m {
                    *n
                } else {
                    0
                }
            })
            .sum();
        let budget: u8 = self
            .defense_mods
            .iter()
            .map(|m| if let DefenseMod::Reroll(n) = m { *n } else { 0 })
            .sum();
        let mut result = Weighted::empty();
        for (roll, weight) in defense_rolls(self.defense_dice) {
            // Reroll blanks, then focus results the focus token will not convert, only while
            // the attack is not already cancelled.
            let mut outcome: Weighted<(u8, u8)> = Weighted::empty();
            let already = roll.evade + added + if has_focus { roll.focus } else { 0 };
            let rerolls = if already >= incoming {
                0
            } else {
                let blanks = roll.blank.min(budget);
                let focus = if has_focus {
                    0
                } else {
                    roll.focus.min(budget - blanks)
                };
                blanks + focus
            };
            let blanks_rerolled = roll.blank.min(rerolls);
            let focus_rerolled = rerolls - blanks_rerolled;
            let kept = DefenseRoll {
                blank: roll.blank - blanks_rerolled,
                focus: roll.focus - focus_rerolled,
                evade: roll.evade,
            };
            outcome.exponent = u32::from(rerolls);
            for (new, new_weight) in defense_rolls(rerolls) {
                let merged = DefenseRoll {
                    blank: kept.blank + new.blank,
                    focus: kept.focus + new.focus,
                    evade: kept.evade + new.evade,
                };
                let key = self.cancel(attack, merged, has_focus, evade_tokens, added);
                *outcome.weights.entry(key).or_insert(0) += new_weight;
            }
            result.add_scaled(&outcome, weight, u32::from(self.defense_dice));
        }
        result
    }

    /// Spends the defender's tokens when they still matter, then cancels hits before crits
    /// (XR 5.8 f).
    fn cancel(
        &self,
        attack: AttackRoll,
        mut roll: DefenseRoll,
        has_focus: bool,
        evade_tokens: u8,
        added: u8,
    ) -> (u8, u8) {
        let incoming = attack.hit + attack.crit;
        let mut evades = roll.evade + added;
        if has_focus && evades < incoming {
            evades += roll.focus;
            roll.focus = 0;
        }
        match self.edition {
            // One evade token adds one evade result per attack (XR 13.7).
            Edition::First => {
                if evade_tokens > 0 && evades < incoming {
                    evades += 1;
                }
            }
            // Each token changes a blank or focus result into an evade.
            Edition::Second => {
                let mut tokens = evade_tokens;
                while tokens > 0 && evades < incoming && roll.blank + roll.focus > 0 {
                    if roll.blank > 0 {
                        roll.blank -= 1;
                    } else {
                        roll.focus -= 1;
                    }
                    evades += 1;
                    tokens -= 1;
                }
            }
        }
        let cancelled_hits = evades.min(attack.hit);
        let cancelled_crits = (evades - cancelled_hits).min(attack.crit);
        (attack.hit - cancelled_hits, attack.crit - cancelled_crits)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn odds(attack: u8, defense: u8) -> Odds {
        Odds {
            edition: Edition::First,
            attack_dice: attack,
            defense_dice: defense,
            attack_mods: vec![],
            defense_mods: vec![],
        }
    }

    #[test]
    fn multinomial_weights_sum_to_eight_to_the_n() {
        for n in 0..=6 {
            let total: u128 = attack_rolls(n).iter().map(|(_, w)| w).sum();
            assert_eq!(total, 8u128.pow(n.into()));
            let total: u128 = defense_rolls(n).iter().map(|(_, w)| w).sum();
            assert_eq!(total, 8u128.pow(n.into()));
        }
    }

    #[test]
    fn one_attack_die_against_nothing() {
        // Hit 3/8, crit 1/8, nothing 4/8.
        let d = odds(1, 0).evaluate().unwrap();
        assert_eq!(
            d.probability(1, 0),
            Fraction {
                numerator: 3,
                exponent: 1
            }
        );
        assert_eq!(
            d.probability(0, 1),
            Fraction {
                numerator: 1,
                exponent: 1
            }
        );
        assert_eq!(
            d.probability(0, 0),
            Fraction {
                numerator: 4,
                exponent: 1
            }
        );
        assert!((d.expected_damage() - 0.5).abs() < 1e-12);
    }

    #[test]
    fn one_die_each_way() {
        // A hit or crit (4/8) gets through when the defense die is not an evade (5/8): 20/64,
        // of which hits 15/64 and crits 5/64.
        let d = odds(1, 1).evaluate().unwrap();
        assert_eq!(d.exponent, 2);
        assert_eq!(d.probability(1, 0).numerator, 15);
        assert_eq!(d.probability(0, 1).numerator, 5);
        assert!(d.is_complete());
    }

    #[test]
    fn focus_token_turns_focus_into_hits() {
        // With focus, 6/8 of the faces deal damage.
        let mut o = odds(1, 0);
        o.attack_mods.push(AttackMod::FocusToken);
        let d = o.evaluate().unwrap();
        assert!((d.expected_damage() - 0.75).abs() < 1e-12);
    }

    #[test]
    fn target_lock_rerolls_blanks_and_focus() {
        // No focus token: reroll blank or focus (4/8), so P(damage) = 4/8 + 4/8 * 4/8 = 3/4.
        let mut o = odds(1, 0);
        o.attack_mods.push(AttackMod::TargetLock);
        let d = o.evaluate().unwrap();
        assert_eq!(
            d.damage(1),
            Fraction {
                numerator: 48,
                exponent: 2
            }
        );
        // With focus as well, only blanks are rerolled: 6/8 + 2/8 * 6/8 = 15/16.
        o.attack_mods.push(AttackMod::FocusToken);
        let d = o.evaluate().unwrap();
        assert_eq!(d.damage(1).to_f64(), 15.0 / 16.0);
    }

    #[test]
    fn evades_cancel_hits_before_crits() {
        let d = odds(2, 1).evaluate().unwrap();
        // One crit left over: hit+crit against an evade (2 orderings * 3 * 1, times 3 evade
        // faces), crit+crit against an evade (1 * 3), or crit + blank/focus against a
        // non-evade (2 orderings * 1 * 4, times 5 faces).
        assert_eq!(d.probability(0, 1).numerator, 18 + 3 + 40);
        assert_eq!(d.exponent, 3);
    }

    #[test]
    fn first_edition_evade_token_adds_an_evade() {
        // 1 die against an evade token: nothing gets through.
        let mut o = odds(1, 0);
        o.defense_mods.push(DefenseMod::EvadeToken);
        assert_eq!(o.evaluate().unwrap().expected_damage(), 0.0);
        // Second edition needs a blank or focus die to change.
        o.edition = Edition::Second;
        assert!((o.evaluate().unwrap().expected_damage() - 0.5).abs() < 1e-12);
    }

    #[test]
    fn too_many_dice_is_refused() {
        let mut o = odds(30, 20);
        o.attack_mods.push(AttackMod::TargetLock);
        assert!(matches!(o.evaluate(), Err(OddsError::TooManyDice { .. })));
    }
}
