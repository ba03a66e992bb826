//! The Star Wars CCG rules engine: a pure, deterministic state machine with one decision door.
//!
//! * [`Game`] — a game: the [`Catalogue`] of its cards and its [`State`]; implements
//!   [`door::Game`] (`pending`, `answer`, `view`).
//! * [`state`] — the whole game state as plain data.
//! * [`query`] — values computed from the state (power, presence, control, drains…).
//! * [`flow`] — the frames that run the game (setup, turns, responses, effects, battles).
//! * [`script`] — card game text as typed data, and the scripts of the supported cards.
//! * [`decision`], [`event`], [`view`] — what the door speaks.
//! * [`bots`] — a heuristic player, and the copies with hidden cards redrawn that search bots
//!   plan in.
//! * [`invariants`] — checks the property tests run after every step.
//! * [`text`] — English and French sentences for prompts, answers, events and views.
//! * [`replay`] — saved games (seed, decks, answers) and their verification.
//! * [`scenario`] — a builder of test positions with strictly scripted answers.
//!
//! The crate does no I/O: cards come in as [`swccg_cards::Card`] values.

pub mod bots;
pub mod catalogue;
pub mod decision;
pub mod event;
pub mod flow;
mod game;
pub mod ids;
pub mod invariants;
pub mod query;
pub mod replay;
pub mod scenario;
pub mod script;
pub mod state;
pub mod text;
pub mod view;

pub use catalogue::Catalogue;
pub use decision::{Answer, Prompt};
pub use event::{Event, What};
pub use flow::why::WhyNot;
pub use game::{Game, GameError, RULES_VERSION};
pub use ids::{CardId, Phase, Pile, Place};
pub use state::State;
pub use view::View;
