//! Force drains (CR 8) and battles (CR 9; seed 004 "Defense value", "Destiny draw",
//! "End of a battle").

use super::force::{DestinyDraw, ForceLoss, Purpose};
use super::texts;
use super::{Cx, Frame};
use crate::decision::{Answer, Prompt, Trigger};
use crate::event::What;
use crate::ids::{CardId, Pile, Place};
use crate::query::{Anchor, Q, Target as QTarget};
use crate::script::{Ability, ActionKind, Quantity, Rule};
use crate::state::{BattleContext, Flags, Period, Registers};
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
            let cost = super::actions::drain_cost(&cx.q(), side, location);
            cx.use_force(side, cost.clamp(0, 255) as u8);
            cx.st.card_mut(location).flags.set(Flags::DRAIN_HERE_TURN);
            let drainers: Vec<CardId> = cx
                .q()
                .at(location)
                .filter(|&c| cx.q().owner(c) == side)
                .collect();
            for card in drainers {
                cx.st.card_mut(card).flags.set(Flags::DRAINED_TURN);
            }
            cx.emit(What::ForceDrainInitiated { location });
            cx.push(Frame::Drain(self));
            cx.respond(
                Trigger::ForceDrainInitiated { location, by: side },
                side.opponent(),
            );
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
            let mut loss = ForceLoss::new(side.opponent(), amount, false);
            loss.from_drain = true;
            loss.at = Some(location);
            cx.push(Frame::Loss(loss));
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
    /// Weapons segment: players alternate firing weapons and using "during battle" texts,
    /// from the initiator.
    Weapons {
        to_act: Side,
        passes: u8,
    },
    /// Power segment: this player may draw battle destiny (the initiator first).
    Destiny {
        side: Side,
        asked: bool,
    },
    /// Destinies added to power only (nighttime), this player's, then the other's.
    PowerDestiny {
        side: Side,
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
    /// Battle destiny draws texts added, by `Side::index`.
    pub extra_draws: [i32; 2],
    /// Battle destiny draws made (including failed and cancelled ones), by `Side::index`.
    pub draws_made: [i32; 2],
    /// Multiplies the battle damage of each side if it loses, by `Side::index`.
    pub damage_multiplier: [i32; 2],
    /// Total power frozen at the end of the power segment, by `Side::index`.
    pub totals: [i32; 2],
    /// Attrition against each side, frozen at the end of the power segment (immunity is
    /// compared with it).
    pub attrition_total: [i32; 2],
    /// Attrition still owed by each side.
    pub attrition: [i32; 2],
    /// Battle damage still owed by the loser.
    pub damage: i32,
    pub loser: Option<Side>,
    /// Cancelled by a text: the battle ends at once.
    pub cancelled: bool,
    /// Destinies added to power only, by `Side::index`.
    #[serde(default)]
    pub power_destinies: [Vec<i32>; 2],
    /// Such destinies drawn (including failed ones), by `Side::index`.
    #[serde(default)]
    pub power_draws_made: [i32; 2],
}

impl Battle {
    pub fn new(initiator: Side, location: CardId) -> Battle {
        Battle {
            location,
            initiator,
            step: BattleStep::Initiate,
            destinies: [Vec::new(), Vec::new()],
            extra_draws: [0, 0],
            draws_made: [0, 0],
            damage_multiplier: [1, 1],
            totals: [0, 0],
            attrition_total: [0, 0],
            attrition: [0, 0],
            damage: 0,
            loser: None,
            cancelled: false,
            power_destinies: [Vec::new(), Vec::new()],
            power_draws_made: [0, 0],
        }
    }

    /// A destiny drawn to add to power only.
    pub fn receive_power(&mut self, player: Side, value: Option<i32>) {
        self.power_draws_made[player.index()] += 1;
        if let Some(v) = value {
            self.power_destinies[player.index()].push(v);
        }
    }

    /// A battle destiny drawn for this battle.
    pub fn receive(&mut self, player: Side, value: Option<i32>) {
        self.draws_made[player.index()] += 1;
        if let Some(v) = value {
            self.destinies[player.index()].push(v);
        }
    }

    /// `side`'s cards in the battle: characters, starships and everyone aboard them.
    fn participants(q: &Q, side: Side, location: CardId) -> Vec<CardId> {
        q.table_of(side)
            .filter(|&c| q.st.flag(c, Flags::IN_BATTLE) && q.st.location_of(c) == Some(location))
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
        if self.cancelled && self.step != BattleStep::End {
            self.step = BattleStep::End;
        }
        match self.step {
            BattleStep::Initiate => {
                let cost = super::actions::battle_cost(&cx.q(), initiator, location);
                cx.use_force(initiator, cost.clamp(0, 255) as u8);
                cx.st.battle = Some(BattleContext {
                    location,
                    initiator,
                    loser: None,
                    damage_segment: false,
                    waiting: Vec::new(),
                });
                cx.st.card_mut(location).flags.set(Flags::BATTLE_HERE_TURN);
                let q = cx.q();
                // Characters, starships and vehicles at the location, and the characters
                // aboard those starships and vehicles (seed 001 "Starship -occupants", CR 9.2).
                let fighters: Vec<CardId> = q
                    .at(location)
                    .filter(|&c| match q.place(c) {
                        Place::At { .. } => true,
                        // Nothing in a cargo bay battles (seed 004 "Embarking").
                        Place::On { card: ship } => q.is_craft(ship) && !q.in_cargo(c),
                        _ => false,
                    })
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
                cx.respond(
                    Trigger::BattleInitiated {
                        location,
                        by: initiator,
                    },
                    initiator.opponent(),
                );
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
                let draws =
                    cx.q()
                        .battle_destiny_draws(side, location, self.extra_draws[side.index()]);
                let drawn = self.draws_made[side.index()];
                if draws <= 0 || drawn >= draws {
                    self.step = next;
                    cx.push(Frame::Battle(self));
                    return;
                }
                if asked {
                    // A player who chose to draw makes every draw it may.
                    cx.push(Frame::Battle(self));
                    cx.push(Frame::Destiny(DestinyDraw::new(
                        side,
                        Purpose::Battle { location },
                    )));
                    return;
                }
                // Battle destiny is optional (seed 004 "Destiny draw").
                cx.push(Frame::Battle(self));
                cx.ask(
                    side,
                    Prompt::BattleDestiny { location },
                    vec![Answer::DrawBattleDestiny, Answer::No],
                );
            }
            BattleStep::PowerDestiny { side } => {
                // Texts that add destiny to power only ("during battles there, both sides add
                // one destiny to power only"): drawn after battle destiny, the initiator's
                // first; a mandatory addition, so no question.
                let wanted = cx.q().fold(
                    Quantity::PowerDestinyDraws,
                    QTarget::Player(side, Some(location)),
                    0,
                );
                if self.power_draws_made[side.index()] < wanted {
                    cx.push(Frame::Battle(self));
                    cx.push(Frame::Destiny(DestinyDraw::new(
                        side,
                        Purpose::Power { location },
                    )));
                    return;
                }
                self.step = if side == initiator {
                    BattleStep::PowerDestiny {
                        side: side.opponent(),
                    }
                } else {
                    BattleStep::Totals
                };
                cx.push(Frame::Battle(self));
            }
            BattleStep::BothDrew => {
                self.step = BattleStep::PowerDestiny { side: initiator };
                let both_one = self.destinies.iter().all(|d| d.len() == 1);
                cx.push(Frame::Battle(self));
                if both_one {
                    cx.respond(Trigger::BothDrewOneBattleDestiny, initiator.opponent());
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
                for card in cx.st.table.clone() {
                    let flags = &mut cx.st.card_mut(card).flags;
                    flags.clear(Flags::END_OF_BATTLE);
                }
                let ended = cx.st.battle.take();
                cx.expire(Period::Battle);
                cx.emit(What::BattleEnded { location });
                // Texts answering the battle's end come once its hit cards are lost.
                cx.respond(Trigger::BattleEnded { location }, initiator.opponent());
                // Texts waiting for the battle to end (a `predict battle winner` step) go on
                // before that window, after the hit cards are lost, knowing the winner. A
                // battle without a winner (a tie — core rules 9.5: "a tie has no winner" —
                // or one that ended before the totals, or was cancelled) makes every
                // prediction wrong: the card predicts "the winner", and there is none. They go
                // on even if their card has left the table meanwhile: the prediction was made.
                if let Some(ended) = ended {
                    let winner = ended.loser.map(Side::opponent);
                    for mut run in ended.waiting.into_iter().rev() {
                        run.reg.winner = winner;
                        cx.push(Frame::Effect(Box::new(run)));
                    }
                }
                // The battle frame is done, so responses to these losses come right after.
                for card in hit {
                    cx.lose(card);
                }
            }
        }
    }

    fn weapons(mut self: Box<Self>, cx: &mut Cx, to_act: Side, passes: u8) {
        let location = self.location;
        if passes >= 2 || !Self::both_sides_remain(&cx.q(), location) {
            self.step = BattleStep::Destiny {
                side: self.initiator,
                asked: false,
            };
            cx.push(Frame::Battle(self));
            return;
        }
        let mut options = fire_options(&cx.q(), to_act, location);
        texts::battle_actions(cx, to_act, &mut options);
        if options.is_empty() {
            self.step = BattleStep::Weapons {
                to_act: to_act.opponent(),
                passes: passes + 1,
            };
            cx.push(Frame::Battle(self));
            return;
        }
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
        // Each side's total battle destiny, as texts change it ("your total battle destiny is
        // +1 for each smuggler aboard"); none when no battle destiny was drawn.
        let battle_destiny = Side::BOTH.map(|side| {
            let drawn = &self.destinies[side.index()];
            if drawn.is_empty() {
                0
            } else {
                q.fold(
                    Quantity::TotalBattleDestiny,
                    QTarget::Player(side, Some(location)),
                    drawn.iter().sum::<i32>(),
                )
            }
        });
        for side in Side::BOTH {
            let destiny: i32 = battle_destiny[side.index()]
                + self.power_destinies[side.index()].iter().sum::<i32>();
            self.totals[side.index()] = (q.battle_power(side, location) + destiny).max(0);
            // No battle destiny drawn by the opponent: no attrition at all (CR 9.5.5).
            let attrition = if self.destinies[side.opponent().index()].is_empty() {
                0
            } else {
                q.fold(
                    Quantity::Attrition,
                    QTarget::Player(side, Some(location)),
                    battle_destiny[side.opponent().index()],
                )
                .max(0)
            };
            self.attrition[side.index()] = attrition;
            self.attrition_total[side.index()] = attrition;
        }
        let [dark, light] = self.totals;
        self.loser = match dark.cmp(&light) {
            std::cmp::Ordering::Greater => Some(Side::Light),
            std::cmp::Ordering::Less => Some(Side::Dark),
            std::cmp::Ordering::Equal => None,
        };
        if let Some(loser) = self.loser {
            {
                let winner = loser.opponent();
                let base = (self.totals[winner.index()] - self.totals[loser.index()])
                    * self.damage_multiplier[loser.index()];
                self.damage = q
                    .fold(
                        Quantity::BattleDamage,
                        QTarget::Player(loser, Some(location)),
                        base,
                    )
                    .max(0);
            }
        }
        cx.emit(What::BattleTotals { dark, light });
        for side in Side::BOTH {
            if self.attrition[side.index()] > 0 {
                cx.emit(What::Attrition {
                    against: side,
                    amount: self.attrition[side.index()],
                });
            }
        }
        match self.loser {
            Some(loser) => cx.emit(What::BattleWon {
                winner: loser.opponent(),
                damage: self.damage,
            }),
            None => cx.emit(What::BattleTied),
        }
        let loser = self.loser;
        if let Some(context) = cx.st.battle.as_mut() {
            context.loser = loser;
            context.damage_segment = true;
        }
        self.step = BattleStep::Damage {
            to_act: self.initiator,
        };
        cx.push(Frame::Battle(self));
        cx.respond(
            Trigger::BattleResult { location, loser },
            self_initiator(cx),
        );
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
        let owes_damage = self.loser == Some(side) && self.damage > 0;
        // Immune cards need not be forfeited to attrition below their threshold (CR 9.7); if
        // only such cards remain, the attrition is ignored (CR 9.6).
        let total = self.attrition_total[side.index()];
        let for_attrition: Vec<CardId> = forfeitable
            .iter()
            .copied()
            .filter(|&c| q.immunity(c) <= total)
            .collect();
        if for_attrition.is_empty() {
            self.attrition[side.index()] = 0;
        }
        let owes_attrition = self.attrition[side.index()] > 0;
        let mut out = Vec::new();
        let pool: &[CardId] = if owes_damage {
            &forfeitable
        } else if owes_attrition {
            &for_attrition
        } else {
            &hit
        };
        let mut listed: Vec<CardId> = Vec::new();
        for &card in pool.iter().chain(hit.iter()) {
            if q.forfeit(card).is_some() && !listed.contains(&card) {
                listed.push(card);
                out.push(Answer::Forfeit(card));
            }
        }
        // A card may be forfeited in place of another character hit by a weapon (Talz).
        for &card in &forfeitable {
            if q.has_rule(card, Rule::ForfeitForHit) {
                for &of in &hit {
                    if of != card {
                        out.push(Answer::ForfeitInstead { card, of });
                    }
                }
            }
        }
        // After losing, a text may let cards be forfeited from hand to pay (Mantellian
        // Savrip): each for its forfeit value, against attrition and battle damage alike.
        if self.loser == Some(side)
            && (owes_damage || owes_attrition)
            && q.rule_possible(Rule::ForfeitFromHand)
        {
            for &card in &q.st.player(side).hand {
                if q.forfeit(card).is_some() && q.has_rule(card, Rule::ForfeitFromHand) {
                    out.push(Answer::Forfeit(card));
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
        let mut mine = self.damage_options(&q, to_act);
        if !mine.is_empty() {
            texts::battle_actions(cx, to_act, &mut mine);
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
        match (self.step, answer) {
            (BattleStep::Weapons { to_act, passes }, Answer::Pass) => {
                self.step = BattleStep::Weapons {
                    to_act: to_act.opponent(),
                    passes: passes + 1,
                };
                cx.push(Frame::Battle(self));
            }
            (BattleStep::Weapons { to_act, .. }, Answer::Fire { weapon, target }) => {
                self.step = BattleStep::Weapons {
                    to_act: to_act.opponent(),
                    passes: 0,
                };
                cx.push(Frame::Battle(self));
                fire(cx, to_act, weapon, target);
            }
            (BattleStep::Weapons { to_act, .. }, answer) => {
                self.step = BattleStep::Weapons {
                    to_act: to_act.opponent(),
                    passes: 0,
                };
                cx.push(Frame::Battle(self));
                texts::perform(cx, to_act, answer, None);
            }
            (BattleStep::Destiny { side, .. }, Answer::DrawBattleDestiny) => {
                self.step = BattleStep::Destiny { side, asked: true };
                cx.push(Frame::Battle(self));
            }
            (BattleStep::Destiny { side, .. }, _) => {
                self.step = if side == self.initiator {
                    BattleStep::Destiny {
                        side: side.opponent(),
                        asked: false,
                    }
                } else {
                    BattleStep::BothDrew
                };
                cx.push(Frame::Battle(self))
            }
            (BattleStep::Damage { to_act }, answer) => {
                let next = BattleStep::Damage {
                    to_act: to_act.opponent(),
                };
                match answer {
                    Answer::Forfeit(card) => self.forfeit(cx, to_act, card, next),
                    Answer::ForfeitInstead { card, of } => {
                        // The hit character is restored to normal; the other card goes instead.
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
                    other => {
                        // A "during battle" text used in the damage segment; the same player
                        // goes on paying afterwards.
                        cx.push(Frame::Battle(self));
                        texts::perform(cx, to_act, other, None);
                    }
                }
            }
            (step, answer) => unreachable!("{answer:?} does not answer {step:?}"),
        }
    }

    /// Forfeits a participant: it reduces both attrition and battle damage still owed by its
    /// forfeit value (CR 9.6), then the players may respond to it leaving.
    fn forfeit(mut self: Box<Self>, cx: &mut Cx, side: Side, card: CardId, next: BattleStep) {
        let value = cx.q().forfeit(card).unwrap_or(0);
        let owed = self.attrition[side.index()];
        self.attrition[side.index()] = (owed - value).max(0);
        let mut absorbed = owed.min(value);
        if self.loser == Some(side) {
            absorbed = absorbed.max(self.damage.min(value));
            self.damage = (self.damage - value).max(0);
        }
        let from = self.location;
        // A card that remains in play when forfeited keeps its place: what it absorbed comes
        // off its forfeit value (a hit on it is spent); it is lost once that reaches 0.
        if cx.st.place(card) != Place::Pile(Pile::Hand)
            && cx.q().has_rule(card, Rule::RemainsWhenForfeited)
            && value > absorbed
        {
            let state = cx.st.card_mut(card);
            state.absorbed = state.absorbed.saturating_add(absorbed.clamp(0, 255) as u8);
            state.flags.clear(Flags::HIT);
            cx.emit(What::Forfeited { card });
            self.step = next;
            cx.push(Frame::Battle(self));
            return;
        }
        if cx.st.place(card) == Place::Pile(Pile::Hand) {
            // Forfeited from hand: it goes to the Lost Pile, never having been on table.
            cx.relocate(card, Place::Pile(Pile::Lost));
            cx.emit(What::Forfeited { card });
            self.step = next;
            cx.push(Frame::Battle(self));
            return;
        }
        self.step = next;
        cx.push(Frame::Battle(self));
        if cx.about_to_be_lost(card, Some(side)) {
            return;
        }
        forfeited(cx, side, card, Some(from));
    }
}

/// A participant forfeited leaves the table (its value already counted), then the players may
/// respond to it leaving.
pub fn forfeited(cx: &mut Cx, side: Side, card: CardId, from: Option<CardId>) {
    let pile = cx.loss_pile(card);
    cx.leave_table(card, pile);
    cx.emit(What::Forfeited { card });
    if pile == Pile::Used {
        cx.emit(What::CardMovedToPile { card, pile });
        return;
    }
    cx.respond(
        Trigger::Lost {
            card,
            forfeited: true,
            from,
        },
        side.opponent(),
    );
}

fn self_initiator(cx: &Cx) -> Side {
    cx.st
        .battle
        .as_ref()
        .map_or(cx.st.active, |b| b.initiator)
        .opponent()
}

/// The ability number of a card's weapon text, if it has one.
pub fn weapon_ability(q: &Q, weapon: CardId) -> Option<u8> {
    q.bp(weapon)
        .script
        .as_ref()?
        .abilities()
        .position(|(_, a)| matches!(a, Ability::Action(act) if act.kind == ActionKind::Weapon))
        .map(|n| n as u8)
}

/// Weapons `side` may fire in the weapons segment, with their targets (CR 9.4): a weapon on a
/// participating character that has not used a weapon this turn, not fired this battle, whose
/// weapons are not knocked away; its text says what it may target and what it costs.
fn fire_options(q: &Q, side: Side, location: CardId) -> Vec<Answer> {
    let mut out = Vec::new();
    for weapon in q.table_of(side) {
        let Some(num) = weapon_ability(q, weapon) else {
            continue;
        };
        let bearer = match q.place(weapon) {
            Place::On { card } => card,
            // A weapon deployed at a location (a Death Star weapon) has no bearer: it fires
            // in battles there, or where its text reaches (seed 001 "Superlaser": at a system
            // its Death Star orbits), once a battle.
            Place::At { .. } => {
                if q.weapon_fires_at(weapon, location)
                    && !q.st.flag(weapon, Flags::FIRED_BATTLE)
                    && super::actions::may_use_stolen(q, weapon)
                {
                    fire_targets(q, side, weapon, num, location, &mut out);
                }
                continue;
            }
            _ => continue,
        };
        if !q.st.flag(bearer, Flags::IN_BATTLE)
            || weapons_used_up(q, bearer)
            // Seed 001 "Starship – landed": a landed starship fires only the weapons that
            // say they work at a site.
            || (q.landed(bearer) && !q.has_rule(weapon, Rule::FiresLanded))
            || q.st.flag(weapon, Flags::FIRED_BATTLE)
            || q.has_rule(bearer, Rule::MayNotUseWeapons)
            || q.may_not_carry(weapon, bearer)
            // Seed 004 "Enclosed": a character aboard a starship or an enclosed vehicle
            // fires no character weapon.
            || q.enclosed_aboard(bearer)
            // Seed 001 "Stealing weapons and devices": a stolen weapon fires only for a
            // bearer it may deploy on.
            || !super::actions::may_use_stolen(q, weapon)
        {
            continue;
        }
        fire_targets(q, side, weapon, num, location, &mut out);
    }
    out
}

/// The targets a weapon may fire at in a battle at `location` when its text's cost is
/// affordable and its condition holds, as answers.
fn fire_targets(
    q: &Q,
    side: Side,
    weapon: CardId,
    num: u8,
    location: CardId,
    out: &mut Vec<Answer>,
) {
    let action = q.cat.action(weapon, num);
    let reg = Registers::default();
    let at = Anchor::new(side, weapon, Some(location)).with_reg(&reg);
    let force = q.st.player(side).force.len() as i32;
    let own: i32 = action
        .costs
        .iter()
        .map(|c| match c {
            crate::script::Cost::UseForce(n) => q.amount(n, &at).max(0),
            _ => 0,
        })
        .sum();
    // Its own cost as texts change it ("when fired by this Wookiee, X = 1").
    let own = q
        .fold(Quantity::FireCost, QTarget::Card(weapon), own)
        .max(0);
    let cost = own + fire_cost(q, side, location);
    if cost > force || !q.holds(&action.cond, &at) {
        return;
    }
    let Some(spec) = action.targets.first() else {
        return;
    };
    for target in texts::target_options(q, side, action, spec, &at) {
        // Nor is such a character targeted by weapons (seed 004 "Enclosed").
        if let crate::decision::TargetRef::Card(target) = target
            && !q.enclosed_aboard(target)
        {
            out.push(Answer::Fire { weapon, target });
        }
    }
}

/// Whether a card has used every weapon it may this turn (CR 9.4): a character, vehicle or
/// starfighter uses one; a squadron one per starship it stands for (seed 001 "Starship -
/// squadron class examples": a squadron of three Y-wings fires up to three Y-wing weapons
/// a turn); a capital starship, or a card whose rule says it may fire two or more, is not
/// limited, each weapon firing once per battle.
pub(crate) fn weapons_used_up(q: &Q, bearer: CardId) -> bool {
    let allowed = match &q.bp(bearer).squadron {
        Some(squadron) => usize::from(squadron.size()),
        None if q.is_starship(bearer) && !q.is_starfighter(bearer) => return false,
        // "May fire two or more weapons during battle" (the B-wings).
        None if q.has_rule(bearer, Rule::FiresSeveral) => return false,
        None => 1,
    };
    q.attached(bearer)
        .filter(|&w| q.st.flag(w, Flags::FIRED_TURN))
        .count()
        >= allowed
}

/// The Force `side` uses to fire a weapon at a location besides the weapon's own cost (0
/// unless a text asks for some first).
fn fire_cost(q: &Q, side: Side, location: CardId) -> i32 {
    q.fold(Quantity::FireCost, QTarget::Player(side, Some(location)), 0)
        .max(0)
}

/// Fires a weapon: marks it and its bearer, pays what texts ask first, then runs its text on
/// the target.
fn fire(cx: &mut Cx, side: Side, weapon: CardId, target: CardId) {
    let num = weapon_ability(&cx.q(), weapon).expect("listed weapons have a weapon text");
    if let Some(location) = cx.st.battle_location() {
        let extra = fire_cost(&cx.q(), side, location);
        cx.use_force(side, extra.clamp(0, 255) as u8);
    }
    let flags = &mut cx.st.card_mut(weapon).flags;
    flags.set(Flags::FIRED_BATTLE);
    flags.set(Flags::FIRED_TURN);
    cx.emit(What::WeaponFired { weapon, target });
    let reg = Registers {
        targets: vec![crate::decision::TargetRef::Card(target)],
        ..Registers::default()
    };
    let here = cx.st.battle_location();
    let run = super::effects::EffectRun::new(weapon, side, num, false, here, None, reg);
    texts::start(cx, run);
}
