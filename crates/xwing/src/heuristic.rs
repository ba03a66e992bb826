//! [`HeuristicBot`]: a rule-of-thumb player, fast enough to finish the games of a search.
//!
//! * Dials: each legal maneuver is scored by where the ship would end ([`dial_scores`]):
//!   enemies (where they will likely be) inside its firing arc at range, out of the enemies'
//!   arcs, not on obstacles or other ships, never off the table, closing in when nothing is in
//!   reach. Arcs and ranges are measured between base centres, a quick approximation of the
//!   exact geometry the rules use.
//! * Actions: focus or a lock when something is in reach, evade when only threatened.
//! * Attacks: the target with the best expected damage (exact odds of [`crate::dice::Odds`],
//!   cached), weighted toward ships worth more points per hull left and kills.
//! * Dice: reroll blanks with a lock, spend focus on focus results, and defend only while
//!   hits remain uncancelled.
//!
//! A little seeded noise in the dial scores and random tie-breaking make playouts vary.

use crate::data::{ActionKind, ArcKind, Difficulty, Edition, Maneuver};
use crate::dice::{AttackFace, AttackMod, DefenseFace, DefenseMod, Odds};
use crate::geometry::{self as geo, Point, Pose};
use crate::rules::flow::Task;
use crate::rules::{Act, Battle, Choice, Modification, Prompt, Seat, ShipId};
use bots::Bot;
use door::{Game, Rng};
use std::collections::HashMap;
use std::f64::consts::PI;

/// Half the angle of a front arc, measured from the base centre (approximation).
const ARC_HALF: f64 = 45.0 * PI / 180.0;
/// Millimetres per range band.
const BAND: f64 = 100.0;

/// One ship as the dial scoring sees it: where its centre will likely be, where it faces, its
/// reach and firepower.
#[derive(Clone, Copy, Debug)]
struct Mark {
    id: ShipId,
    owner: Seat,
    pose: Pose,
    radius: f64,
    /// Shoots all around (huge ships, turrets).
    turret: bool,
    max_range: u8,
    attack: f64,
    /// Points per remaining hull and shields: a bigger prize when hurt or expensive.
    prize: f64,
    moved: bool,
}

fn primary_attack(battle: &Battle, id: ShipId) -> (f64, bool, u8) {
    let ship = battle.ship(id);
    let mut attack = 0u8;
    let mut turret = ship.is_huge();
    let mut max_range = 3;
    for card in &ship.cards {
        for primary in &card.primaries {
            attack = attack.max(primary.value);
            if matches!(
                primary.arc,
                ArcKind::Turret | ArcKind::SingleTurret | ArcKind::DoubleTurret
            ) {
                turret = true;
            }
        }
        max_range = max_range.max(card.primary_range.1);
    }
    (f64::from(attack), turret, max_range)
}

fn remaining(battle: &Battle, id: ShipId) -> f64 {
    let edition = battle.edition();
    battle
        .ship(id)
        .cards
        .iter()
        .map(|card| {
            (f64::from(card.hull) - card.hull_damage(edition) as f64).max(0.0)
                + f64::from(card.shields)
        })
        .sum::<f64>()
        .max(1.0)
}

fn marks(battle: &Battle) -> Vec<Mark> {
    battle
        .ships_in_play()
        .map(|ship| {
            let (attack, turret, max_range) = primary_attack(battle, ship.id);
            let moved = ship.memory.activated || ship.is_huge();
            let pose = if moved {
                ship.body.pose
            } else if let Some(revealed) = ship.memory.revealed {
                geo::final_pose(
                    &battle.geometry,
                    &ship.body,
                    crate::rules::space::geo_maneuver(revealed),
                )
                .unwrap_or(ship.body.pose)
            } else {
                // Not revealed yet: somewhere ahead, as after a medium-speed straight.
                ship.body.pose.shifted(80.0 + ship.body.length(), 0.0)
            };
            Mark {
                id: ship.id,
                owner: ship.owner,
                pose,
                radius: ship.body.length() / 2.0,
                turret,
                max_range,
                attack,
                prize: f64::from(ship.points.max(1)) / remaining(battle, ship.id),
                moved,
            }
        })
        .collect()
}

/// Range band between two marks (0 when touching), and whether `to` is in `from`'s arc.
fn sight(from: &Pose, from_radius: f64, to: Point, to_radius: f64) -> (u8, bool) {
    let delta = to - from.centre();
    let gap = (delta.length() - from_radius - to_radius).max(0.0);
    let band = (gap / BAND).ceil().max(1.0) as u8;
    let ahead = delta.x * from.heading.cos() + delta.y * from.heading.sin();
    let side = -delta.x * from.heading.sin() + delta.y * from.heading.cos();
    let angle = side.atan2(ahead).abs();
    // Close ships are in arc a little wider than their centre's bearing says.
    let slack = (to_radius / delta.length().max(1.0)).atan();
    (band, angle <= ARC_HALF + slack)
}

/// How much firepower each side has on the other now: the attack values of ships with an
/// enemy in arc at range (current positions), seat one's first. Reads only the table.
pub(crate) fn firepower(battle: &Battle) -> [f64; 2] {
    let ships: Vec<(Seat, Pose, f64, bool, u8, f64)> = battle
        .ships_in_play()
        .map(|ship| {
            let (attack, turret, max_range) = primary_attack(battle, ship.id);
            (
                ship.owner,
                ship.body.pose,
                ship.body.length() / 2.0,
                turret,
                max_range,
                attack,
            )
        })
        .collect();
    let mut out = [0.0; 2];
    for &(owner, pose, radius, turret, max_range, attack) in &ships {
        let reaches = ships.iter().any(|&(other, to, to_radius, ..)| {
            let (band, in_arc) = sight(&pose, radius, to.centre(), to_radius);
            other != owner && (turret || in_arc) && band <= max_range
        });
        if reaches {
            out[owner.index()] += attack;
        }
    }
    out
}

/// Scores the dial `options` of `ship` (higher is better), as `(score, index)` pairs; options
/// that cannot be flown are scored very low. Reads positions, tokens and faceup cards only
/// (what every player sees), so a redrawn opponent dial depends only on the table.
pub(crate) fn dial_scores(
    battle: &Battle,
    ship: ShipId,
    options: &[Maneuver],
) -> Vec<(f64, usize)> {
    let s = battle.ship(ship);
    let marks = marks(battle);
    let me = marks
        .iter()
        .find(|m| m.id == ship)
        .copied()
        .unwrap_or(Mark {
            id: ship,
            owner: s.owner,
            pose: s.body.pose,
            radius: s.body.length() / 2.0,
            turret: s.is_huge(),
            max_range: 3,
            attack: 2.0,
            prize: 1.0,
            moved: false,
        });
    let obstacles: Vec<geo::Shape> = battle
        .obstacles_in_play()
        .into_iter()
        .map(|o| battle.obstacle_shape(o))
        .collect();
    let mines: Vec<geo::Shape> = battle
        .devices_in_play()
        .into_iter()
        .map(|d| battle.device_shape(d))
        .collect();
    let area = battle.play_area();
    let stressed = s.tokens.stress > 0;
    let huge = s.is_huge();
    let mut out = Vec::with_capacity(options.len());
    for (index, &m) in options.iter().enumerate() {
        let gm = crate::rules::space::geo_maneuver(m);
        let Ok(pose) = geo::final_pose(&battle.geometry, &s.body, gm) else {
            out.push((-1000.0, index));
            continue;
        };
        let body = s.body.at(pose).body();
        if !area.contains(&body) {
            out.push((-1000.0, index));
            continue;
        }
        let mut score = 0.0;
        // Keep away from the edges: the next maneuver must fit too.
        if let Some((lo, hi)) = body.bounds() {
            let margin =
                lo.x.min(lo.y)
                    .min(area.width - hi.x)
                    .min(area.height - hi.y);
            if margin < 60.0 {
                score -= (60.0 - margin) / 20.0;
            }
        }
        if obstacles.iter().any(|o| o.overlaps(&body)) {
            score -= if huge { 1.0 } else { 6.0 };
        } else if !huge
            && let Ok(Some(template)) = geo::template_shape(&battle.geometry, &s.body, gm)
            && obstacles.iter().any(|o| o.overlaps(&template))
        {
            score -= 3.0;
        }
        if mines.iter().any(|d| d.overlaps(&body)) {
            score -= 4.0;
        }
        let centre = pose.centre();
        let mut nearest = f64::INFINITY;
        for other in &marks {
            if other.id == ship {
                continue;
            }
            let gap = (other.pose.centre() - centre).length() - other.radius - me.radius;
            if other.owner == s.owner {
                if other.moved && gap < 0.0 {
                    score -= 2.0;
                }
                continue;
            }
            nearest = nearest.min(gap);
            let (band, in_arc) = sight(&pose, me.radius, other.pose.centre(), other.radius);
            if (me.turret || in_arc) && band >= 1 && band <= me.max_range {
                let bonus = if band == 1 { 1.3 } else { 1.0 };
                score += me.attack * bonus * (1.0 + other.prize.min(4.0) / 4.0);
            }
            let (band, in_arc) = sight(&other.pose, other.radius, centre, me.radius);
            if (other.turret || in_arc) && band <= other.max_range && other.attack > 0.0 {
                let near = if band <= 1 { 1.3 } else { 1.0 };
                score -= 0.6 * other.attack * near;
            }
        }
        if nearest.is_finite() {
            // Close in to about range 2 when nothing else matters.
            score -= (nearest - 150.0).abs() / 250.0;
        }
        match battle.difficulty(ship, m) {
            Difficulty::Red => score -= if huge { 0.0 } else { 1.0 },
            Difficulty::Easy if stressed => score += 1.0,
            _ => {}
        }
        out.push((score, index));
    }
    out
}

/// Key of a cached expected damage: edition, dice, and which tokens each side can spend.
type OddsKey = (bool, u8, u8, u8, u8);

/// The rule-of-thumb player (see the module documentation).
#[derive(Clone, Debug)]
pub struct HeuristicBot {
    rng: Rng,
    /// Amplitude of the random noise added to dial scores.
    pub noise: f64,
    odds: HashMap<OddsKey, f64>,
}

impl HeuristicBot {
    pub fn new(seed: u64) -> Self {
        HeuristicBot {
            rng: Rng::new(seed ^ 0x4E75_12B0),
            noise: 0.5,
            odds: HashMap::new(),
        }
    }

    fn pick(&mut self, n: usize) -> usize {
        if n <= 1 { 0 } else { self.rng.below(n) }
    }

    fn dial(&mut self, game: &Battle, ship: ShipId, options: &[Choice]) -> Option<usize> {
        let maneuvers: Vec<Maneuver> = options
            .iter()
            .map(|o| match o {
                Choice::Dial(m) => *m,
                _ => Maneuver::new(0, crate::data::Bearing::Straight),
            })
            .collect();
        let scored = dial_scores(game, ship, &maneuvers);
        let mut best: Option<(f64, usize)> = None;
        for (score, index) in scored {
            if !matches!(options[index], Choice::Dial(_)) {
                continue;
            }
            let score = score + self.noise * self.rng.unit_f64();
            if best.is_none_or(|(b, _)| score > b) {
                best = Some((score, index));
            }
        }
        best.map(|(_, index)| index)
    }

    /// Expected damage of an attack, from the exact odds (cached).
    fn expected(&mut self, edition: Edition, attack: u8, defense: u8, amods: u8, dmods: u8) -> f64 {
        let key = (edition == Edition::First, attack, defense, amods, dmods);
        if let Some(&v) = self.odds.get(&key) {
            return v;
        }
        let mut attack_mods = Vec::new();
        if amods & 1 != 0 {
            attack_mods.push(AttackMod::FocusToken);
        }
        if amods & 2 != 0 {
            attack_mods.push(AttackMod::TargetLock);
        }
        let mut defense_mods = Vec::new();
        if dmods & 1 != 0 {
            defense_mods.push(DefenseMod::FocusToken);
        }
        if dmods & 2 != 0 {
            defense_mods.push(DefenseMod::EvadeToken);
        }
        let odds = Odds {
            edition,
            attack_dice: attack.min(8),
            defense_dice: defense.min(8),
            attack_mods,
            defense_mods,
        };
        let value = odds
            .evaluate()
            .map_or(f64::from(attack) * 0.4, |d| d.expected_damage());
        self.odds.insert(key, value);
        value
    }

    fn declare(&mut self, game: &Battle, ship: ShipId, options: &[Choice]) -> Option<usize> {
        let edition = game.edition();
        let reach = game.attack_options(ship);
        let attacker = game.ship(ship);
        let mut best: Option<(f64, usize)> = None;
        for (index, option) in options.iter().enumerate() {
            let Choice::Attack {
                weapon,
                target,
                section,
            } = *option
            else {
                continue;
            };
            let Some(found) = reach
                .iter()
                .find(|o| o.weapon == weapon && o.defender == target && o.section == section)
            else {
                continue;
            };
            let defender = game.ship(target);
            let primary = matches!(weapon, crate::rules::WeaponRef::Primary { .. });
            let mut dice = game.weapon_value(ship, weapon);
            if primary && found.range == 1 {
                dice += 1;
            }
            let card = defender.card_of(section);
            let mut defense = defender.cards[card].agility;
            if primary && found.range >= 3 {
                defense += 1;
            }
            defense += game.obstruction_dice(&found.line, ship, target);
            let locked = game.lock_of(ship).is_some_and(|lock| lock.target == target);
            let amods = u8::from(attacker.tokens.focus > 0) | (u8::from(locked) << 1);
            let dmods =
                u8::from(defender.tokens.focus > 0) | (u8::from(defender.tokens.evade > 0) << 1);
            let expected = self.expected(edition, dice, defense, amods, dmods);
            let left = remaining(game, target);
            let prize = f64::from(defender.points.max(1)) / left;
            let kill = if expected >= left { 1.5 } else { 1.0 };
            let score = expected * (1.0 + prize.min(6.0) / 6.0) * kill + 0.01 * self.rng.unit_f64();
            if best.is_none_or(|(b, _)| score > b) {
                best = Some((score, index));
            }
        }
        best.map(|(_, index)| index)
    }

    /// Whether an enemy has `ship` in its arc at range now (approximate).
    fn threatened(game: &Battle, ship: ShipId) -> bool {
        let s = game.ship(ship);
        let radius = s.body.length() / 2.0;
        game.ships_in_play()
            .filter(|o| o.owner != s.owner)
            .any(|o| {
                let (attack, turret, max_range) = primary_attack(game, o.id);
                let (band, in_arc) = sight(
                    &o.body.pose,
                    o.body.length() / 2.0,
                    s.body.base_centre(),
                    radius,
                );
                attack > 0.0 && (turret || in_arc) && band <= max_range
            })
    }

    fn action(&mut self, game: &Battle, ship: ShipId, options: &[Choice]) -> Option<usize> {
        let s = game.ship(ship);
        let can_shoot = !game.attack_options(ship).is_empty();
        let threatened = Self::threatened(game, ship);
        let shields_down = s.cards.iter().any(|c| c.shields < c.shields_max);
        let has_lock = game.lock_of(ship).is_some();
        let mut prefs: Vec<ActionKind> = Vec::new();
        if shields_down {
            prefs.push(ActionKind::Recover);
        }
        if can_shoot {
            if s.tokens.focus == 0 {
                prefs.push(ActionKind::Focus);
            }
            if !has_lock {
                prefs.push(ActionKind::TargetLock);
            }
            prefs.push(ActionKind::Calculate);
        }
        if threatened {
            prefs.push(ActionKind::Evade);
            prefs.push(ActionKind::Reinforce);
        }
        prefs.extend([
            ActionKind::Focus,
            ActionKind::TargetLock,
            ActionKind::Calculate,
            ActionKind::Evade,
            ActionKind::Reload,
            ActionKind::Reinforce,
        ]);
        for want in prefs {
            let found = options.iter().position(|o| match o {
                Choice::Action(Act::Bar { kind, .. }) => *kind == want,
                _ => false,
            });
            if found.is_some() {
                return found;
            }
        }
        // Card and damage-card actions (repairs, energy) before a pass; never a risky move.
        if let Some(found) = options
            .iter()
            .position(|o| matches!(o, Choice::Action(Act::Upgrade(_) | Act::Damage(_))))
        {
            return Some(found);
        }
        options.iter().position(|o| *o == Choice::Pass)
    }

    fn lock_target(&mut self, game: &Battle, ship: ShipId, options: &[Choice]) -> Option<usize> {
        let reach = game.attack_options(ship);
        let targets: Vec<usize> = options
            .iter()
            .enumerate()
            .filter(|(_, o)| match o {
                Choice::Target { ship: t, .. } => reach.iter().any(|r| r.defender == *t),
                _ => false,
            })
            .map(|(i, _)| i)
            .collect();
        if targets.is_empty() {
            return None;
        }
        let k = self.pick(targets.len());
        Some(targets[k])
    }

    fn modify_attack(&mut self, options: &[Choice], dice: &[AttackFace]) -> Option<usize> {
        let blanks = dice.contains(&AttackFace::Blank);
        let focus = dice.contains(&AttackFace::Focus);
        let find = |m: Modification| options.iter().position(|o| *o == Choice::Modify(m));
        if blanks && let Some(i) = find(Modification::SpendLock) {
            return Some(i);
        }
        if focus {
            for m in [Modification::SpendFocus, Modification::SpendCalculate] {
                if let Some(i) = find(m) {
                    return Some(i);
                }
            }
            if let Some(i) = find(Modification::SpendLock) {
                return Some(i);
            }
        }
        // Card modifications (turbolasers, gunnery team, torpedoes) help or do nothing.
        options
            .iter()
            .position(|o| matches!(o, Choice::Modify(Modification::Card(_))))
    }

    fn reroll(&mut self, game: &Battle, attacker: ShipId, options: &[Choice]) -> Option<usize> {
        let keep_focus = game.ship(attacker).tokens.focus > 0;
        let mut wanted = vec![Choice::RerollAttack(AttackFace::Blank)];
        if !keep_focus {
            wanted.push(Choice::RerollAttack(AttackFace::Focus));
        }
        wanted.push(Choice::Roll);
        wanted
            .into_iter()
            .find_map(|want| options.iter().position(|o| *o == want))
    }

    fn modify_defense(&mut self, game: &Battle, options: &[Choice], dice: &[DefenseFace]) -> usize {
        let pass = options.iter().position(|o| *o == Choice::Pass);
        let hits = game
            .stack
            .iter()
            .rev()
            .find_map(|t| match t {
                Task::Attack(a) => Some(
                    a.attack
                        .iter()
                        .filter(|f| matches!(f, AttackFace::Hit | AttackFace::Crit))
                        .count(),
                ),
                _ => None,
            })
            .unwrap_or(usize::MAX);
        let evades = dice.iter().filter(|f| **f == DefenseFace::Evade).count();
        if evades >= hits
            && let Some(p) = pass
        {
            return p;
        }
        let focus = dice.contains(&DefenseFace::Focus);
        let find = |m: Modification| options.iter().position(|o| *o == Choice::Modify(m));
        let order: &[Modification] = if focus {
            &[
                Modification::SpendFocus,
                Modification::SpendCalculate,
                Modification::SpendEvade,
            ]
        } else {
            &[Modification::SpendEvade]
        };
        order
            .iter()
            .find_map(|m| find(*m))
            .or_else(|| {
                options
                    .iter()
                    .position(|o| matches!(o, Choice::Modify(Modification::Card(_))))
            })
            .or(pass)
            .unwrap_or(0)
    }
}

impl Bot<Battle> for HeuristicBot {
    fn choose(&mut self, game: &Battle) -> usize {
        let Some(pending) = game.pending() else {
            return 0;
        };
        let options = &pending.options;
        if options.len() <= 1 {
            return 0;
        }
        let first_not_pass = options.iter().position(|o| *o != Choice::Pass);
        let chosen = match &pending.prompt {
            Prompt::SetDial { ship } => self.dial(game, *ship, options),
            Prompt::DeclareAttack { ship } => self.declare(game, *ship, options),
            Prompt::Action { ship, .. } => self.action(game, *ship, options),
            Prompt::LockTarget { ship, .. } => self.lock_target(game, *ship, options),
            Prompt::ModifyAttack { dice, .. } => self
                .modify_attack(options, dice)
                .or_else(|| options.iter().position(|o| *o == Choice::Pass)),
            Prompt::RerollAttack { attacker, .. } => self.reroll(game, *attacker, options),
            Prompt::ModifyDefense { dice, .. } => Some(self.modify_defense(game, options, dice)),
            Prompt::ExtraDie { .. } | Prompt::AttackAgain { .. } | Prompt::BackupShield { .. } => {
                first_not_pass
            }
            // Moves are risky to judge; stay where the dial put the ship.
            Prompt::MoveAction { .. } | Prompt::Linked { .. } => {
                options.iter().position(|o| *o == Choice::Pass)
            }
            _ => None,
        };
        chosen.unwrap_or_else(|| self.pick(options.len()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sight_sees_ahead_in_arc_and_behind_out_of_it() {
        let pose = Pose::from_degrees(0.0, 0.0, 90.0);
        let (band, in_arc) = sight(&pose, 20.0, Point::new(0.0, 190.0), 20.0);
        assert_eq!((band, in_arc), (2, true));
        let (band, in_arc) = sight(&pose, 20.0, Point::new(0.0, -190.0), 20.0);
        assert_eq!((band, in_arc), (2, false));
        let (_, in_arc) = sight(&pose, 20.0, Point::new(150.0, 100.0), 20.0);
        assert!(!in_arc, "56 degrees off the nose is outside a front arc");
    }
}
