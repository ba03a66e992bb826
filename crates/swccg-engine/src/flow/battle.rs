//! Force drains (CR 8) and battles (CR 9; seed 004 "Defense value", "Destiny draw",
//! "End of a battle").

use super::effects::EffectRun;
use super::force::{DestinyDraw, ForceLoss, Purpose};
use super::respond::RespondWindow;
use super::{Cx, Frame};
use crate::catalogue::TextKind;
use crate::decision::{Answer, Prompt, Trigger};
use crate::event::What;
use crate::ids::{CardId, Pile};
use crate::query::Q;
use crate::script::Ability;
use crate::state::{BattleContext, Flags};
use serde::{Deserialize, Serialize};
use swccg_cards::Side;

/// A Force drain: initiated, answered (the opponent first), then resolved if the drainer
/// still controls the location.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Drain {
    pub side: Side,
    pub location: CardId,
    pub initiated: bool,
    pub cancelled: bool,
}

impl Drain {
    pub fn new(side: Side, location: CardId) -> Drain {
        Drain {
            side,
            location,
            initiated: false,
            cancelled: false,
        }
    }

    pub fn step(mut self, cx: &mut Cx) {
        let (side, location) = (self.side, self.location);
        if !self.initiated {
            self.initiated = true;
            cx.st.card_mut(location).flags.set(Flags::DRAIN_HERE_TURN);
            let drainers: Vec<CardId> = cx
                .q()
                .at(location)
                .filter(|&c| cx.cat.owner(c) == side)
                .collect();
            for card in drainers {
                cx.st.card_mut(card).flags.set(Flags::DRAINED_TURN);
            }
            cx.emit(What::ForceDrainInitiated { location });
            cx.push(Frame::Drain(self));
            cx.push(Frame::Respond(RespondWindow::new(
                Trigger::ForceDrainInitiated { location, by: side },
                side.opponent(),
            )));
            return;
        }
        // A drain whose drainer no longer controls the location is cancelled (CR 8.5).
        if self.cancelled || !cx.q().controls(side, location) {
            cx.emit(What::ForceDrainCancelled { location });
            return;
        }
        let amount = cx.q().drain_amount(side, location);
        cx.emit(What::ForceDrainResolved {
            location,
            amount: amount.clamp(0, 255) as u8,
        });
        if amount > 0 {
            cx.push(Frame::Loss(ForceLoss::new(side.opponent(), amount, false)));
        }
    }

    pub fn answer(self, _cx: &mut Cx, _answer: Answer) {
        unreachable!("a Force drain asks nothing")
    }
}

/// Where a battle is in its sequence.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BattleStep {
    Initiate,
    /// Weapons segment: players alternate firing, from the initiator.
    Weapons {
        to_act: Side,
        passes: u8,
    },
    /// Power segment: this player may draw battle destiny (the initiator first).
    Destiny {
        side: Side,
        asked: bool,
    },
    /// Responses to both players having drawn one battle destiny.
    BothDrew,
    Totals,
    /// Damage segment: players alternate paying what they owe, from the initiator.
    Damage {
        to_act: Side,
    },
    End,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Battle {
    pub location: CardId,
    pub initiator: Side,
    pub step: BattleStep,
    /// Battle destiny values, by `Side::index`.
    pub destinies: [Vec<i32>; 2],
    /// The weapon being fired and its target, while its destiny is drawn.
    pub firing: Option<(CardId, CardId)>,
    /// The weapon destiny, once drawn (`Some(None)`: the draw failed).
    pub weapon_result: Option<Option<i32>>,
    /// Multiplies the eventual loser's battle damage.
    pub loser_multiplier: u8,
    /// Multiplies the opponent's battle damage if this side wins, by `Side::index`.
    pub win_multiplier: [u8; 2],
    /// Total power frozen at the end of the power segment, by `Side::index`.
    pub totals: [i32; 2],
    /// Attrition still owed by each side.
    pub attrition: [i32; 2],
    /// Battle damage still owed by the loser.
    pub damage: i32,
    pub loser: Option<Side>,
}

impl Battle {
    pub fn new(initiator: Side, location: CardId) -> Battle {
        Battle {
            location,
            initiator,
            step: BattleStep::Initiate,
            destinies: [Vec::new(), Vec::new()],
            firing: None,
            weapon_result: None,
            loser_multiplier: 1,
            win_multiplier: [1, 1],
            totals: [0, 0],
            attrition: [0, 0],
            damage: 0,
            loser: None,
        }
    }

    /// A destiny drawn for this battle (weapon or battle destiny).
    pub fn receive(&mut self, player: Side, value: Option<i32>) {
        if self.firing.is_some() {
            // The hit is decided in `step` once the frame runs again.
            self.weapon_result = Some(value);
            return;
        }
        if let Some(v) = value {
            self.destinies[player.index()].push(v);
        }
    }

    fn participants(q: &Q, side: Side, location: CardId) -> Vec<CardId> {
        q.characters_at(side, location)
            .filter(|&c| q.st.flag(c, Flags::IN_BATTLE))
            .collect()
    }

    /// Both sides must still have cards in the battle for it to go on (CR 9.8).
    fn both_sides_remain(q: &Q, location: CardId) -> bool {
        Side::BOTH
            .iter()
            .all(|&s| !Self::participants(q, s, location).is_empty())
    }

    pub fn step(mut self: Box<Self>, cx: &mut Cx) {
        let location = self.location;
        let initiator = self.initiator;
        match self.step {
            BattleStep::Initiate => {
                cx.use_force(initiator, 1);
                cx.st.battle = Some(BattleContext {
                    location,
                    initiator,
                    power_bonus: Vec::new(),
                });
                cx.st.card_mut(location).flags.set(Flags::BATTLE_HERE_TURN);
                let q = cx.q();
                let fighters: Vec<CardId> = Side::BOTH
                    .iter()
                    .flat_map(|&s| q.characters_at(s, location).collect::<Vec<_>>())
                    .filter(|&c| super::actions::can_battle(&q, c))
                    .collect();
                for card in fighters {
                    cx.st
                        .card_mut(card)
                        .flags
                        .set(Flags::IN_BATTLE | Flags::BATTLED_TURN);
                }
                cx.emit(What::BattleInitiated { location });
                self.step = BattleStep::Weapons {
                    to_act: initiator,
                    passes: 0,
                };
                cx.push(Frame::Battle(self));
                cx.push(Frame::Respond(RespondWindow::new(
                    Trigger::BattleInitiated {
                        location,
                        by: initiator,
                    },
                    initiator.opponent(),
                )));
            }
            BattleStep::Weapons { to_act, passes } => self.weapons(cx, to_act, passes),
            BattleStep::Destiny { side, asked } => {
                if !Self::both_sides_remain(&cx.q(), location) {
                    self.step = BattleStep::End;
                    cx.push(Frame::Battle(self));
                    return;
                }
                let next = if side == initiator {
                    BattleStep::Destiny {
                        side: side.opponent(),
                        asked: false,
                    }
                } else {
                    BattleStep::BothDrew
                };
                let draws = cx.q().battle_destiny_draws(side, location);
                let drawn = self.destinies[side.index()].len() as u8;
                if asked || draws == 0 || drawn >= draws {
                    self.step = next;
                    cx.push(Frame::Battle(self));
                    return;
                }
                // Battle destiny is optional (seed 004 "Destiny draw").
                self.step = BattleStep::Destiny { side, asked: true };
                cx.push(Frame::Battle(self));
                cx.ask(
                    side,
                    Prompt::BattleDestiny { location },
                    vec![Answer::DrawBattleDestiny, Answer::No],
                );
            }
            BattleStep::BothDrew => {
                self.step = BattleStep::Totals;
                let both_one = self.destinies.iter().all(|d| d.len() == 1);
                cx.push(Frame::Battle(self));
                if both_one {
                    cx.push(Frame::Respond(RespondWindow::new(
                        Trigger::BothDrewOneBattleDestiny,
                        initiator.opponent(),
                    )));
                }
            }
            BattleStep::Totals => self.totals(cx),
            BattleStep::Damage { to_act } => self.damage(cx, to_act),
            BattleStep::End => {
                // Hit cards still on table are lost; battle markers end (CR 9.8, seed 004
                // "End of a battle").
                let q = cx.q();
                let hit: Vec<CardId> = q
                    .at(location)
                    .filter(|&c| q.st.flag(c, Flags::HIT))
                    .collect();
                // The battle frame is done, so responses to these losses come right after.
                for card in hit {
                    cx.lose_character(card);
                }
                for card in cx.st.table.clone() {
                    let flags = &mut cx.st.card_mut(card).flags;
                    flags.clear(Flags::END_OF_BATTLE | Flags::HIT);
                }
                cx.st.battle = None;
                cx.emit(What::BattleEnded { location });
            }
        }
    }

    fn weapons(mut self: Box<Self>, cx: &mut Cx, to_act: Side, passes: u8) {
        let location = self.location;
        if let Some((weapon, target)) = self.firing
            && let Some(value) = self.weapon_result.take()
        {
            // The weapon destiny has come back: hit if it beats the defense value.
            self.firing = None;
            let bonus = weapon_bonus(cx, weapon);
            if let Some(v) = value
                && v + bonus > cx.q().defense_value(target)
                && cx.st.location_of(target) == Some(location)
            {
                cx.st.card_mut(target).flags.set(Flags::HIT);
                cx.emit(What::TargetHit { card: target });
            }
            cx.push(Frame::Battle(self));
            return;
        }
        if passes >= 2 || !Self::both_sides_remain(&cx.q(), location) {
            self.step = BattleStep::Destiny {
                side: self.initiator,
                asked: false,
            };
            cx.push(Frame::Battle(self));
            return;
        }
        let options = fire_options(&cx.q(), to_act, location);
        if options.is_empty() {
            self.step = BattleStep::Weapons {
                to_act: to_act.opponent(),
                passes: passes + 1,
            };
            cx.push(Frame::Battle(self));
            return;
        }
        let mut options = options;
        options.push(Answer::Pass);
        cx.push(Frame::Battle(self));
        cx.ask(to_act, Prompt::Weapons { location }, options);
    }

    fn totals(mut self: Box<Self>, cx: &mut Cx) {
        let location = self.location;
        if !Self::both_sides_remain(&cx.q(), location) {
            self.step = BattleStep::End;
            cx.push(Frame::Battle(self));
            return;
        }
        let q = cx.q();
        for side in Side::BOTH {
            let destiny: i32 = self.destinies[side.index()].iter().sum();
            // Battle-only power bonuses are part of each card's power already.
            self.totals[side.index()] = (q.battle_power(side, location) + destiny).max(0);
            // No battle destiny drawn by the opponent: no attrition at all (CR 9.5.5).
            let opponent = &self.destinies[side.opponent().index()];
            self.attrition[side.index()] = opponent.iter().sum::<i32>();
        }
        let [dark, light] = self.totals;
        cx.emit(What::BattleTotals { dark, light });
        for side in Side::BOTH {
            if self.attrition[side.index()] > 0 {
                cx.emit(What::Attrition {
                    against: side,
                    amount: self.attrition[side.index()],
                });
            }
        }
        self.loser = match dark.cmp(&light) {
            std::cmp::Ordering::Greater => Some(Side::Light),
            std::cmp::Ordering::Less => Some(Side::Dark),
            std::cmp::Ordering::Equal => None,
        };
        match self.loser {
            Some(loser) => {
                let winner = loser.opponent();
                let base = self.totals[winner.index()] - self.totals[loser.index()];
                self.damage = base
                    * i32::from(self.loser_multiplier)
                    * i32::from(self.win_multiplier[winner.index()]);
                cx.emit(What::BattleWon {
                    winner,
                    damage: self.damage,
                });
            }
            None => cx.emit(What::BattleTied),
        }
        let triggers = self
            .loser
            .map(|loser| losing_triggers(cx, loser, location))
            .unwrap_or_default();
        self.step = BattleStep::Damage {
            to_act: self.initiator,
        };
        cx.push(Frame::Battle(self));
        for run in triggers.into_iter().rev() {
            cx.push(Frame::Effect(Box::new(run)));
        }
    }

    /// What `side` may do to pay its debts in the damage segment.
    fn damage_options(&mut self, q: &Q, side: Side) -> Vec<Answer> {
        let location = self.location;
        let mine = Self::participants(q, side, location);
        let forfeitable: Vec<CardId> = mine
            .iter()
            .copied()
            .filter(|&c| q.forfeit(c).is_some())
            .collect();
        let hit: Vec<CardId> = mine
            .iter()
            .copied()
            .filter(|&c| q.st.flag(c, Flags::HIT))
            .collect();
        if forfeitable.is_empty() {
            // Attrition left when nothing can be forfeited is ignored (CR 9.6).
            self.attrition[side.index()] = 0;
        }
        let owes_damage = self.loser == Some(side) && self.damage > 0;
        let owes = self.attrition[side.index()] > 0 || owes_damage;
        let mut out = Vec::new();
        let pool = if owes { &forfeitable } else { &hit };
        for &card in pool {
            if q.forfeit(card).is_some() {
                out.push(Answer::Forfeit(card));
            }
        }
        // A Talz may be forfeited in place of another character hit by a weapon.
        for &talz in &forfeitable {
            let text = q
                .bp(talz)
                .script
                .is_some_and(|s| s.text.contains(&Ability::ForfeitInPlaceOfHit));
            if text {
                for &of in &hit {
                    if of != talz {
                        out.push(Answer::ForfeitInstead { card: talz, of });
                    }
                }
            }
        }
        if owes_damage {
            out.push(Answer::PayByForceLoss);
        }
        out
    }

    fn damage(mut self: Box<Self>, cx: &mut Cx, to_act: Side) {
        let q = cx.q();
        let mine = self.damage_options(&q, to_act);
        if !mine.is_empty() {
            let attrition = self.attrition[to_act.index()].clamp(0, 255) as u8;
            let battle_damage = if self.loser == Some(to_act) {
                self.damage.clamp(0, 255) as u8
            } else {
                0
            };
            self.step = BattleStep::Damage { to_act };
            cx.push(Frame::Battle(self));
            cx.ask(
                to_act,
                Prompt::Damage {
                    attrition,
                    battle_damage,
                },
                mine,
            );
            return;
        }
        let theirs = self.damage_options(&q, to_act.opponent());
        self.step = if theirs.is_empty() {
            BattleStep::End
        } else {
            BattleStep::Damage {
                to_act: to_act.opponent(),
            }
        };
        cx.push(Frame::Battle(self));
    }

    pub fn answer(mut self: Box<Self>, cx: &mut Cx, answer: Answer) {
        let location = self.location;
        match (self.step, answer) {
            (BattleStep::Weapons { to_act, passes }, Answer::Pass) => {
                self.step = BattleStep::Weapons {
                    to_act: to_act.opponent(),
                    passes: passes + 1,
                };
                cx.push(Frame::Battle(self));
            }
            (BattleStep::Weapons { to_act, .. }, Answer::Fire { weapon, target }) => {
                let cost = fire_cost(cx, weapon);
                cx.use_force(to_act, cost);
                cx.st.card_mut(weapon).flags.set(Flags::FIRED_BATTLE);
                if let Some(bearer) = bearer_of(cx, weapon) {
                    cx.st.card_mut(bearer).flags.set(Flags::USED_WEAPON_TURN);
                }
                cx.emit(What::WeaponFired { weapon, target });
                self.step = BattleStep::Weapons {
                    to_act: to_act.opponent(),
                    passes: 0,
                };
                self.firing = Some((weapon, target));
                self.weapon_result = None;
                cx.push(Frame::Battle(self));
                cx.push(Frame::Destiny(DestinyDraw::new(
                    to_act,
                    Purpose::Weapon { location },
                )));
            }
            (BattleStep::Destiny { side, .. }, Answer::DrawBattleDestiny) => {
                cx.push(Frame::Battle(self));
                cx.push(Frame::Destiny(DestinyDraw::new(side, Purpose::Battle)));
            }
            (BattleStep::Destiny { .. }, _) => cx.push(Frame::Battle(self)),
            (BattleStep::Damage { to_act }, answer) => {
                let next = BattleStep::Damage {
                    to_act: to_act.opponent(),
                };
                match answer {
                    Answer::Forfeit(card) => self.forfeit(cx, to_act, card, next),
                    Answer::ForfeitInstead { card, of } => {
                        // The hit character is restored to normal; the Talz goes instead.
                        cx.st.card_mut(of).flags.clear(Flags::HIT);
                        self.forfeit(cx, to_act, card, next)
                    }
                    Answer::PayByForceLoss => {
                        let amount = self.damage;
                        self.damage = 0;
                        self.step = next;
                        cx.push(Frame::Battle(self));
                        cx.push(Frame::Loss(ForceLoss::new(to_act, amount, true)));
                    }
                    other => unreachable!("{other:?} is not a damage answer"),
                }
            }
            (step, answer) => unreachable!("{answer:?} does not answer {step:?}"),
        }
    }

    /// Forfeits a participant: it reduces both attrition and battle damage still owed by its
    /// forfeit value (CR 9.6), then the players may respond to it leaving.
    fn forfeit(mut self: Box<Self>, cx: &mut Cx, side: Side, card: CardId, next: BattleStep) {
        let value = cx.q().forfeit(card).unwrap_or(0);
        self.attrition[side.index()] = (self.attrition[side.index()] - value).max(0);
        if self.loser == Some(side) {
            self.damage = (self.damage - value).max(0);
        }
        let from = self.location;
        cx.leave_table(card, Pile::Lost);
        cx.emit(What::Forfeited { card });
        self.step = next;
        cx.push(Frame::Battle(self));
        cx.push(Frame::Respond(RespondWindow::new(
            Trigger::CharacterLeft {
                card,
                forfeited: true,
                from,
            },
            side.opponent(),
        )));
    }
}

/// Vader's "If in a losing battle…" and similar texts of the losing side's participants.
fn losing_triggers(cx: &Cx, loser: Side, location: CardId) -> Vec<EffectRun> {
    let q = cx.q();
    q.texts(TextKind::LosingBattle)
        .filter(|(text, _)| {
            q.owner(text.card) == loser
                && q.st.flag(text.card, Flags::IN_BATTLE)
                && q.st.location_of(text.card) == Some(location)
        })
        .map(|(text, _)| EffectRun::triggered(&q, text.card, loser, text.flat))
        .collect()
}

fn bearer_of(cx: &Cx, weapon: CardId) -> Option<CardId> {
    match cx.st.place(weapon) {
        crate::ids::Place::On { card } => Some(card),
        _ => None,
    }
}

fn weapon_fire(q: &Q, weapon: CardId) -> Option<crate::script::Fire> {
    q.bp(weapon).script.and_then(|s| {
        s.text.iter().find_map(|a| match a {
            Ability::Weapon(fire) => Some(*fire),
            _ => None,
        })
    })
}

fn fire_cost(cx: &Cx, weapon: CardId) -> u8 {
    weapon_fire(&cx.q(), weapon).map_or(0, |f| f.cost)
}

fn weapon_bonus(cx: &Cx, weapon: CardId) -> i32 {
    weapon_fire(&cx.q(), weapon).map_or(0, |f| i32::from(f.bonus))
}

/// Weapons `side` may fire in the weapons segment, with their targets (CR 9.4): a weapon on a
/// participating character that has not used a weapon this turn, not fired this battle, not
/// knocked away; targets are the opponent's participants it may target.
fn fire_options(q: &Q, side: Side, location: CardId) -> Vec<Answer> {
    let force = q.st.player(side).force.len();
    let mut out = Vec::new();
    for weapon in q.table_of(side) {
        let Some(fire) = weapon_fire(q, weapon) else {
            continue;
        };
        let crate::ids::Place::On { card: bearer } = q.place(weapon) else {
            continue;
        };
        if !q.st.flag(bearer, Flags::IN_BATTLE)
            || q.st.flag(bearer, Flags::USED_WEAPON_TURN)
            || q.st.flag(bearer, Flags::KNOCKED_AWAY_BATTLE)
            || q.st.flag(weapon, Flags::FIRED_BATTLE)
            || force < usize::from(fire.cost)
        {
            continue;
        }
        for target in Battle::participants(q, side.opponent(), location) {
            if fire.targets.iter().any(|&t| q.has_trait(target, t))
                && !q.st.flag(target, Flags::HIT)
            {
                out.push(Answer::Fire { weapon, target });
            }
        }
    }
    out
}
