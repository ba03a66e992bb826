//! The Star Wars CCG card database, decks, and the card-script vocabulary.
//!
//! * [`model`] — typed cards as printed ([`Card`], [`Face`], [`Value`], [`Side`]).

pub mod model;

pub use model::*;
