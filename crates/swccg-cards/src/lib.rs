//! The Star Wars CCG card database, decks, and the card-script vocabulary.
//!
//! * [`model`] — typed cards as printed ([`Card`], [`Face`], [`Value`], [`Side`]).
//! * [`datadir`] — [`DataDir`] finds the data folder (`--data`, `HOLOCRON_DATA`,
//!   `../shared/data` beside the checkout, the per-user folder) holding a game's data
//!   ([`Need`]).
//! * [`db`] — [`CardDb`] loads every card of `swccg/cards/Dark.json` and `Light.json` with the
//!   sets of `sets.json`, strictly (a bad value is a [`CardDbError`] naming file, card and
//!   field), and looks cards up by GEMP id and by title.
//! * [`parse`] — the readers of printed values (stats such as `½`, `π or 2π`, `*`; icons with
//!   counts; uniqueness marks; location text per side) that the loader uses.
//! * [`deck`] — [`Deck`], 60 cards of one side plus cards kept outside, read from TSV files,
//!   GEMP deck strings or plain `count title` lists; [`sample_decks`] lists GEMP's sample
//!   decks with their resolution.
//! * [`gemp`] — reading GEMP's sample deck SQL and deriving the deck files from it, for
//!   `holocron data fetch`.
//!
//! The card data is never part of the repository: everything here reads it from a data folder.

pub mod datadir;
pub mod db;
pub mod deck;
pub mod gemp;
pub mod model;
pub mod parse;
mod raw;

pub use datadir::{Candidate, DATA_ENV_VAR, DataDir, DataDirError, DataSource, Need};
pub use db::{CardDb, CardDbError};
pub use deck::{
    DECK_SIZE, Deck, DeckError, DeckFormat, FORTY_CARD_DECK_SIZE, SAMPLE_DECKS_FILE, SampleCards,
    SampleDeck, deck_files, sample_decks,
};
pub use model::*;
pub use parse::ValueError;
