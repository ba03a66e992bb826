//! The decision door shared by every Holocron game engine.
//!
//! A game engine is a deterministic state machine. It runs until it needs a choice from a player,
//! then stops and publishes a [`Pending`] decision: who must decide, what the question is, and the
//! complete list of legal answers. Humans, bots, tests and replays all move the game forward
//! through the same three calls of the [`Game`] trait:
//!
//! * [`Game::pending`] — the decision the game waits for, if any;
//! * [`Game::answer`] — apply one of the listed answers, or reject it without changing anything;
//! * [`Game::view`] — what one seat may see, nothing more.
//!
//! Multi-card choices are asked one card at a time, so every decision is "pick one of N". That
//! keeps bots, tests and user interfaces simple.
//!
//! The crate also holds [`Rng`], the small seeded generator every engine keeps inside its state
//! so that a game is a pure function of its seed and its answers.

use serde::{Deserialize, Serialize};
use std::fmt::Debug;

mod rng;
pub use rng::Rng;

/// Identifies one decision of one game. It increases with every decision asked, so an answer
/// written for an older question is refused instead of being applied to a new one.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct DecisionId(pub u64);

impl std::fmt::Display for DecisionId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// A decision the game waits for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pending<Seat, Prompt, Answer> {
    /// Changes with every new decision.
    pub id: DecisionId,
    /// The player who must answer.
    pub seat: Seat,
    /// What is being asked, as data a user interface can render in any language.
    pub prompt: Prompt,
    /// Every legal answer, in a stable order. Never empty.
    pub options: Vec<Answer>,
}

/// Why an answer was refused. The game is unchanged after a rejection.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Rejected {
    /// The game is over; nothing more may be answered.
    GameOver,
    /// The answer named a decision that is not the one pending.
    StaleDecision {
        expected: DecisionId,
        got: DecisionId,
    },
    /// The answer is not one of the listed options.
    NotAnOption { decision: DecisionId },
}

impl std::fmt::Display for Rejected {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Rejected::GameOver => write!(f, "the game is over"),
            Rejected::StaleDecision { expected, got } => {
                write!(f, "decision {got} is not the pending one ({expected})")
            }
            Rejected::NotAnOption { decision } => {
                write!(
                    f,
                    "that answer is not one of the options of decision {decision}"
                )
            }
        }
    }
}

impl std::error::Error for Rejected {}

/// The one door through which a game is played.
pub trait Game {
    /// A player's place at the table.
    type Seat: Copy + Eq + Debug;
    /// What a decision asks, for display.
    type Prompt: Clone + Debug;
    /// One legal answer.
    type Answer: Clone + Eq + Debug;
    /// A past-tense fact produced while the game ran.
    type Event: Clone + Debug;
    /// What one seat may see.
    type View;

    /// The decision the game waits for, or `None` when the game is over.
    fn pending(&self) -> Option<&Pending<Self::Seat, Self::Prompt, Self::Answer>>;

    /// Applies one answer to the pending decision and runs the game until the next decision.
    /// On error nothing has changed.
    fn answer(
        &mut self,
        id: DecisionId,
        answer: &Self::Answer,
    ) -> Result<Vec<Self::Event>, Rejected>;

    /// What `seat` may see of the game.
    fn view(&self, seat: Self::Seat) -> Self::View;
}

/// Checks an answer against a pending decision: the shared part of every engine's `answer`.
pub fn check_answer<S, P, A: PartialEq>(
    pending: Option<&Pending<S, P, A>>,
    id: DecisionId,
    answer: &A,
) -> Result<usize, Rejected> {
    let pending = pending.ok_or(Rejected::GameOver)?;
    if pending.id != id {
        return Err(Rejected::StaleDecision {
            expected: pending.id,
            got: id,
        });
    }
    pending
        .options
        .iter()
        .position(|option| option == answer)
        .ok_or(Rejected::NotAnOption { decision: id })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pending() -> Pending<u8, (), u32> {
        Pending {
            id: DecisionId(7),
            seat: 0,
            prompt: (),
            options: vec![10, 20, 30],
        }
    }

    #[test]
    fn check_answer_finds_the_option() {
        assert_eq!(check_answer(Some(&pending()), DecisionId(7), &20), Ok(1));
    }

    #[test]
    fn check_answer_refuses_a_stale_id() {
        assert_eq!(
            check_answer(Some(&pending()), DecisionId(6), &20),
            Err(Rejected::StaleDecision {
                expected: DecisionId(7),
                got: DecisionId(6)
            })
        );
    }

    #[test]
    fn check_answer_refuses_an_unlisted_answer() {
        assert_eq!(
            check_answer(Some(&pending()), DecisionId(7), &25),
            Err(Rejected::NotAnOption {
                decision: DecisionId(7)
            })
        );
    }

    #[test]
    fn check_answer_refuses_after_the_game() {
        assert_eq!(
            check_answer::<u8, (), u32>(None, DecisionId(7), &25),
            Err(Rejected::GameOver)
        );
    }
}
