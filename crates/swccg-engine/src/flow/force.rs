//! Destiny draws (seed 004 "Destiny draw") and losing Force (CR 2.5).

use super::respond::RespondWindow;
use super::{Cx, Frame};
use crate::decision::{Answer, LossSource, Prompt, Trigger};
use crate::event::What;
use crate::ids::{CardId, Pile, Place};
use crate::state::Rounding;
use serde::{Deserialize, Serialize};
use swccg_cards::Side;

/// What a destiny draw is for; decides its automatic modifiers and its response window.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Purpose {
    /// A destiny drawn by a card's effect.
    Effect,
    /// A battle destiny.
    Battle,
    /// A weapon destiny at a location (location texts may add to it).
    Weapon { location: CardId },
}

/// One destiny draw: reveal the top card of the Reserve Deck, apply automatic modifiers
/// (never below 0), let the players respond (the opponent first), then place the card on the
/// Used Pile. With an empty Reserve Deck the draw fails.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DestinyDraw {
    pub player: Side,
    pub purpose: Purpose,
    /// The revealed card, once drawn.
    pub card: Option<CardId>,
    pub value: i32,
    /// Set by a response ("draw another … instead"): the drawn card is placed and a new draw
    /// replaces it.
    pub redraw: bool,
}

impl DestinyDraw {
    pub fn new(player: Side, purpose: Purpose) -> DestinyDraw {
        DestinyDraw {
            player,
            purpose,
            card: None,
            value: 0,
            redraw: false,
        }
    }

    pub fn step(mut self, cx: &mut Cx) {
        let player = self.player;
        match self.card {
            None => {
                let Some(card) = cx.move_top(player, Pile::Reserve, Pile::Destiny) else {
                    cx.emit(What::DestinyFailed { player });
                    deliver(cx, player, None);
                    return;
                };
                let q = cx.q();
                let mut value = q.bp(card).destiny;
                if let Purpose::Weapon { location } = self.purpose {
                    value += q.weapon_destiny_bonus(player, location);
                }
                self.value = value.max(0);
                self.card = Some(card);
                cx.emit(What::DestinyDrawn {
                    player,
                    card,
                    value: self.value,
                });
                let purpose = self.purpose;
                cx.push(Frame::Destiny(self));
                // Only battle destiny draws have responses among the supported cards; other
                // draws skip the (empty) window to keep simulations fast.
                if purpose == Purpose::Battle {
                    cx.push(Frame::Respond(RespondWindow::new(
                        Trigger::BattleDestinyDrawn { player },
                        player.opponent(),
                    )));
                }
            }
            Some(card) => {
                if cx.st.place(card) == Place::Pile(Pile::Destiny) {
                    cx.relocate(card, Place::Pile(Pile::Used));
                }
                if self.redraw {
                    self.redraw = false;
                    self.card = None;
                    cx.push(Frame::Destiny(self));
                    return;
                }
                deliver(cx, player, Some(self.value));
            }
        }
    }

    pub fn answer(self, _cx: &mut Cx, _answer: Answer) {
        unreachable!("a destiny draw asks nothing")
    }
}

/// Hands a destiny result to the frame that asked for it (now on top of the stack).
fn deliver(cx: &mut Cx, player: Side, value: Option<i32>) {
    match cx.st.stack.last_mut() {
        Some(Frame::Effect(run)) => run.receive(player, value),
        Some(Frame::Battle(battle)) => battle.receive(player, value),
        other => unreachable!("no frame waits for a destiny: {other:?}"),
    }
}

/// Losing Force: responses before the loss ("about to lose"), then the loser picks where each
/// unit comes from (hand, or the top of Reserve Deck, Force Pile or Used Pile), then, for a
/// loss from a battle, responses to it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ForceLoss {
    pub player: Side,
    pub amount: i32,
    pub from_battle: bool,
    /// Whether the "about to lose" window was opened.
    pub announced: bool,
    /// Whether units are being lost (the amount can no longer be changed by responses).
    pub losing: bool,
    pub lost: i32,
}

impl ForceLoss {
    pub fn new(player: Side, amount: i32, from_battle: bool) -> ForceLoss {
        ForceLoss {
            player,
            amount,
            from_battle,
            announced: false,
            losing: false,
            lost: 0,
        }
    }

    fn sources(cx: &Cx, side: Side) -> Vec<Answer> {
        let player = cx.st.player(side);
        let mut out: Vec<Answer> = Vec::new();
        let mut distinct = cx.cat.distinct();
        for &card in &player.hand {
            // Identical cards in hand are the same choice.
            if distinct.first(card) {
                out.push(Answer::LoseFrom(LossSource::Hand(card)));
            }
        }
        for pile in [Pile::Reserve, Pile::Force, Pile::Used] {
            if !player.pile(pile).is_empty() {
                out.push(Answer::LoseFrom(LossSource::Top(pile)));
            }
        }
        out
    }

    pub fn step(mut self, cx: &mut Cx) {
        let player = self.player;
        if !self.announced {
            self.announced = true;
            let amount = self.amount.clamp(0, 255) as u8;
            cx.push(Frame::Loss(self));
            if amount > 0 {
                cx.push(Frame::Respond(RespondWindow::new(
                    Trigger::AboutToLoseForce { player, amount },
                    player,
                )));
            }
            return;
        }
        if !self.losing {
            self.losing = true;
            // "We're Doomed": each loss is halved.
            if let Some(rounding) = cx.st.player(player).halve_losses {
                self.amount = match rounding {
                    Rounding::Up => (self.amount + 1) / 2,
                    Rounding::Down => self.amount / 2,
                };
            }
        }
        if self.amount <= 0 || cx.st.outcome.is_some() {
            if self.from_battle && self.lost > 0 {
                cx.push(Frame::Respond(RespondWindow::new(
                    Trigger::LostBattleForce { player },
                    player.opponent(),
                )));
            }
            return;
        }
        let options = Self::sources(cx, player);
        if options.is_empty() {
            // Nothing left to lose.
            return;
        }
        let remaining = self.amount.clamp(0, 255) as u8;
        cx.push(Frame::Loss(self));
        cx.ask(player, Prompt::LoseForce { remaining }, options);
    }

    pub fn answer(mut self, cx: &mut Cx, answer: Answer) {
        let player = self.player;
        let Answer::LoseFrom(source) = answer else {
            unreachable!("only sources are asked")
        };
        let (card, from) = match source {
            LossSource::Hand(card) => (card, Pile::Hand),
            LossSource::Top(pile) => (
                *cx.st
                    .player(player)
                    .pile(pile)
                    .last()
                    .expect("listed piles are not empty"),
                pile,
            ),
        };
        cx.relocate(card, Place::Pile(Pile::Lost));
        cx.emit(What::ForceLost { player, card, from });
        self.amount -= 1;
        self.lost += 1;
        cx.check_life_force();
        cx.push(Frame::Loss(self));
    }
}
