//! The card language: game text as typed data, read from the project's `.cards` files.
//!
//! * [`agree`] — whether a script agrees with the printed text it encodes.
//! * [`ast`] — the vocabulary: selectors, conditions, amounts, the modifier layer, rules,
//!   actions and their verbs.
//! * [`parse`] — the reader of `.cards` files, with errors naming file, line, card and clause.
//! * [`book`] — the script files compiled into the program, by GEMP id.
//! * [`describe`] — scripts rendered back to English.
//! * [`sym`] — interned words.
//!
//! Stats never appear in scripts; they come from the card database. ARCHITECTURE.md explains
//! the language's design and its syntax.

pub mod agree;
pub mod ast;
pub mod book;
pub mod describe;
mod lex;
pub mod mentions;
pub mod parse;
pub mod sym;

pub use ast::*;
pub use book::{Book, BookEntry, BookError, book, script_for};
pub use mentions::Mentions;
pub use sym::Sym;
