//! Destiny draws (seed 004 "Destiny draw") and losing Force (CR 2.5).

use super::{Cx, Frame};
use crate::decision::{Answer, DrawKind, LossSource, Prompt, Trigger};
use crate::event::What;
use crate::ids::{CardId, Pile, Place};
use crate::query::Target;
use crate::script::{Quantity, Rule};
use serde::{Deserialize, Serialize};
use swccg_cards::Side;

/// What a destiny draw is for; decides its automatic modifiers and its response window.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Purpose {
    /// A destiny drawn by a card's effect.
    Effect,
    /// A battle destiny at a location (texts may add to each).
    Battle { location: CardId },
    /// A weapon destiny at a location (location texts may add to it), for a weapon fired by
    /// or aboard `by` (texts on that card may add to it).
    Weapon {
        location: CardId,
        #[serde(default)]
        by: Option<CardId>,
    },
    /// A destiny added to a player's power only in the battle at a location (not a battle
    /// destiny: battle destiny modifiers do not apply and it causes no attrition).
    Power { location: CardId },
    /// An asteroid destiny for a starship where 'Asteroid Rules' are in effect.
    Asteroid { starship: CardId },
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
    /// Set by a response that cancels the draw: it counts for nothing.
    pub cancelled: bool,
}

impl DestinyDraw {
    pub fn new(player: Side, purpose: Purpose) -> DestinyDraw {
        DestinyDraw {
            player,
            purpose,
            card: None,
            value: 0,
            redraw: false,
            cancelled: false,
        }
    }

    pub fn step(mut self, cx: &mut Cx) {
        let player = self.player;
        match self.card {
            None => {
                let Some(card) = cx.move_top(player, Pile::Reserve, Pile::Destiny) else {
                    cx.emit(What::DestinyFailed { player });
                    deliver(cx, player, self.purpose, None, None);
                    return;
                };
                let bp = cx.cat.bp(card);
                let printed = bp.destiny;
                match bp.destiny_alt {
                    // CR 1.7: a card with two destiny numbers counts as the one its drawer
                    // picks, before any modifier applies.
                    Some(alt) if alt != printed => {
                        self.card = Some(card);
                        cx.push(Frame::Destiny(self));
                        let options = [printed, alt]
                            .into_iter()
                            .map(|v| Answer::DestinyValue(v.clamp(0, 255) as u8))
                            .collect();
                        cx.ask(player, Prompt::DestinyValue { card }, options);
                    }
                    _ => self.reveal(cx, card, printed),
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
                let value = (!self.cancelled).then_some(self.value);
                deliver(cx, player, self.purpose, value, Some(card));
            }
        }
    }

    /// The drawn card counts as `printed` (its destiny number, or the one its drawer picked),
    /// as modified by texts on table ("each Bith character is destiny +2"): then the draw's
    /// automatic modifiers apply (never below 0), then the players may respond to the draw.
    fn reveal(mut self, cx: &mut Cx, card: CardId, printed: i32) {
        let player = self.player;
        let q = cx.q();
        let printed = q.fold(
            Quantity::Stat(crate::script::Stat::Destiny),
            Target::Card(card),
            printed,
        );
        let (value, kind) = match self.purpose {
            Purpose::Weapon { location, by } => (
                printed + q.weapon_destiny_bonus_by(player, location, by),
                DrawKind::Weapon,
            ),
            Purpose::Battle { location } => (
                q.fold(
                    Quantity::BattleDestiny,
                    Target::Player(player, Some(location)),
                    printed,
                ),
                DrawKind::Battle,
            ),
            Purpose::Effect | Purpose::Power { .. } | Purpose::Asteroid { .. } => {
                (printed, DrawKind::Other)
            }
        };
        // A destiny is never below 0 (seed 004 "Destiny draw").
        self.value = value.max(0);
        self.card = Some(card);
        cx.emit(What::DestinyDrawn {
            player,
            card,
            value: self.value,
        });
        let by = match cx.st.stack.last() {
            Some(Frame::Effect(run)) => Some(run.source),
            _ => None,
        };
        cx.push(Frame::Destiny(self));
        cx.respond(
            Trigger::DestinyDrawn {
                player,
                card,
                kind,
                by,
            },
            player.opponent(),
        );
    }

    /// The drawer picked which destiny number the card drawn counts as (CR 1.7).
    pub fn answer(self, cx: &mut Cx, answer: Answer) {
        let (Answer::DestinyValue(v), Some(card)) = (answer, self.card) else {
            unreachable!("a destiny draw asks only for a drawn card's value")
        };
        self.reveal(cx, card, i32::from(v));
    }
}

/// Hands a destiny result to the frame that asked for it (now on top of the stack).
fn deliver(cx: &mut Cx, player: Side, purpose: Purpose, value: Option<i32>, card: Option<CardId>) {
    match cx.st.stack.last_mut() {
        Some(Frame::Asteroids(asteroids)) => asteroids.receive(value, card),
        Some(Frame::Effect(run)) => run.receive(player, value),
        Some(Frame::Battle(battle)) if matches!(purpose, Purpose::Power { .. }) => {
            battle.receive_power(player, value);
        }
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
    /// The loss comes from a Force drain.
    #[serde(default)]
    pub from_drain: bool,
    /// Where the Force drain (or battle) causing the loss is.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at: Option<CardId>,
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
            from_drain: false,
            at: None,
            announced: false,
            losing: false,
            lost: 0,
        }
    }

    fn sources(&self, cx: &Cx, side: Side) -> Vec<Answer> {
        let player = cx.st.player(side);
        // A text may require Force lost from a drain there to come from the Reserve Deck
        // while it holds a card.
        if let (true, Some(location)) = (self.from_drain, self.at)
            && !player.reserve.is_empty()
            && cx
                .q()
                .player_rule(Rule::DrainLossFromReserve, side, location)
        {
            return vec![Answer::LoseFrom(LossSource::Top(Pile::Reserve))];
        }
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
                cx.respond(Trigger::AboutToLoseForce { player, amount }, player);
            }
            return;
        }
        if !self.losing {
            self.losing = true;
            // Texts that change each Force loss ("cut in half") apply as the loss begins.
            self.amount = cx
                .q()
                .fold(
                    Quantity::ForceLoss,
                    Target::Player(player, None),
                    self.amount,
                )
                .max(0);
            if self.from_drain {
                self.amount = cx
                    .q()
                    .fold(
                        Quantity::DrainLoss,
                        Target::Player(player, self.at),
                        self.amount,
                    )
                    .max(0);
            }
        }
        if self.amount <= 0 || cx.st.outcome.is_some() {
            if self.from_battle && self.lost > 0 {
                cx.respond(Trigger::LostBattleForce { player }, player.opponent());
            }
            if let (true, Some(location)) = (self.from_drain && self.lost > 0, self.at) {
                let amount = self.lost.clamp(0, 255) as u8;
                cx.respond(
                    Trigger::LostDrainForce {
                        player,
                        amount,
                        location,
                    },
                    player.opponent(),
                );
            }
            return;
        }
        let options = self.sources(cx, player);
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
