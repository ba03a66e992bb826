//! Starting the game (seed 001 "Starting the game", "Starting locations").
//!
//! Both players secretly choose a starting location from their deck (the Premiere two-player
//! decks hold no objective, starting effect or starting interrupt). The choices are revealed
//! together; if both chose the same unique location, both are set aside and both choose
//! again. The chosen locations are deployed, the set-aside cards return, each Reserve Deck is
//! shuffled and each player draws eight cards. The Dark Side player takes the first turn.

use super::turn::TurnStep;
use super::{Cx, Frame};
use crate::decision::{Answer, Dest, Prompt};
use crate::event::What;
use crate::ids::{CardId, Phase, Pile, Place};
use serde::{Deserialize, Serialize};
use swccg_cards::Side;

/// Cards in a starting hand.
pub const STARTING_HAND: usize = 8;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    pub step: SetupStep,
    /// The secret choices so far, by `Side::index`.
    pub chosen: [Option<CardId>; 2],
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SetupStep {
    Choose(Side),
    Reveal,
}

impl Setup {
    pub fn new() -> Setup {
        Setup {
            step: SetupStep::Choose(Side::Dark),
            chosen: [None, None],
        }
    }

    /// Locations of `side`'s deck that may start the game: any location that could be deployed
    /// to an empty table, one option per title.
    fn candidates(cx: &Cx, side: Side) -> Vec<CardId> {
        let mut seen: Vec<&str> = Vec::new();
        let mut out = Vec::new();
        for &card in &cx.st.player(side).reserve {
            let bp = cx.cat.bp(card);
            if bp.is_location() && bp.region.is_some() && !seen.contains(&bp.title.as_str()) {
                seen.push(&bp.title);
                out.push(card);
            }
        }
        out.sort();
        out
    }

    pub fn step(self, cx: &mut Cx) {
        match self.step {
            SetupStep::Choose(side) => {
                let mut options: Vec<Answer> = Self::candidates(cx, side)
                    .into_iter()
                    .map(Answer::StartWith)
                    .collect();
                if options.is_empty() {
                    options.push(Answer::StartWithout);
                }
                cx.push(Frame::Setup(self));
                cx.ask(side, Prompt::StartingLocation, options);
            }
            SetupStep::Reveal => self.reveal(cx),
        }
    }

    pub fn answer(mut self, cx: &mut Cx, answer: Answer) {
        let SetupStep::Choose(side) = self.step else {
            unreachable!("only choices are asked")
        };
        if let Answer::StartWith(card) = answer {
            // The choice stays secret until both have chosen: it waits face down aside.
            cx.relocate(card, Place::Pile(Pile::Aside));
            self.chosen[side.index()] = Some(card);
        }
        cx.emit(What::StartingLocationChosen { player: side });
        self.step = match side {
            Side::Dark => SetupStep::Choose(Side::Light),
            Side::Light => SetupStep::Reveal,
        };
        cx.push(Frame::Setup(self));
    }

    fn reveal(mut self, cx: &mut Cx) {
        let [dark, light] = self.chosen;
        if let (Some(d), Some(l)) = (dark, light)
            && cx.cat.bp(d).title == cx.cat.bp(l).title
        {
            // Same unique location: both set their choice aside and choose again. The set-aside
            // cards stay out of the deck until both have chosen different locations.
            cx.emit(What::StartingLocationsClashed { dark: d, light: l });
            self.chosen = [None, None];
            self.step = SetupStep::Choose(Side::Dark);
            let others_left = Side::BOTH
                .iter()
                .any(|&s| !Self::candidates(cx, s).is_empty());
            if others_left {
                cx.push(Frame::Setup(self));
                return;
            }
        }
        for side in Side::BOTH {
            if let Some(card) = self.chosen[side.index()] {
                deploy_starting_location(cx, card);
                cx.emit(What::StartingLocationRevealed { player: side, card });
            }
        }
        // Set-aside choices go back into their decks, which are then shuffled.
        for side in Side::BOTH {
            let aside: Vec<CardId> = cx.st.player(side).aside.clone();
            for card in aside {
                cx.relocate(card, Place::Pile(Pile::Reserve));
            }
            cx.shuffle(side, Pile::Reserve);
            for _ in 0..STARTING_HAND {
                cx.draw_into_hand(side, Pile::Reserve);
            }
        }
        cx.st.phase = Phase::StartOfTurn;
        // Dark Side takes the first turn: the turn frame starts the turn after `active`.
        cx.st.active = Side::Light;
        cx.push(Frame::Turn(TurnStep::Begin));
        cx.check_life_force();
    }
}

impl Default for Setup {
    fn default() -> Self {
        Setup::new()
    }
}

/// Puts a starting location on table, converting the opponent's copy if it is already there.
fn deploy_starting_location(cx: &mut Cx, card: CardId) {
    let index = super::turn::row_positions(&cx.q(), card)
        .first()
        .map_or(0, |&(i, _)| i);
    super::turn::place_location(cx, card, index, None);
    cx.emit(What::Deployed {
        card,
        to: Dest::Row {
            index,
            convert: None,
        },
    });
}
