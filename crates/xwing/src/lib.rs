//! X-Wing Miniatures: exact 2-D geometry and the rules of first-edition Epic play (huge ships)
//! and second-edition devices.
//!
//! * [`geometry`] — bases, templates, ranges, arcs, overlaps and obstruction in f64 millimetres.
//! * [`scenario`], [`measure`], [`render`] — table layouts read from JSON, measured and drawn.
//! * [`data`] — ships, pilots, upgrades and damage decks of both editions, from the data folder.
//! * [`dice`] — dice faces and exact attack odds by enumeration.
//! * [`rules`] — the rules kernel ([`rules::Battle`]); [`game`] puts it behind `door::Game`.
//! * [`battles`] — named scenarios and the bot-game runner.
//! * [`text`] — prompts, answers and events in words, for a person at the table.
//!
//! The crate does no I/O except reading the data folder it is given.

pub mod battles;
pub mod data;
pub mod dice;
pub mod game;
pub mod geometry;
pub mod heuristic;
pub mod measure;
pub mod plan;
pub mod render;
pub mod rules;
pub mod scenario;
pub mod search;
pub mod text;
