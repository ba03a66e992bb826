//! Shared helpers for the engine's integration tests: the real card database and decks,
//! loaded once per test binary from the data folder beside the checkout, and the scenario
//! builders the card tests use (one copy of them, in `swccg-cardtests`).

#![allow(dead_code, unused_imports)]

pub use swccg_cardtests::support::*;
