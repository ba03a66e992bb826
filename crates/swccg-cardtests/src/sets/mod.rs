//! Card tests, one module per file of scripts (and per side where a set is large).

pub mod dagobah;
pub mod premiere_dark;
pub mod premiere_light;

/// Every registry of card tests.
pub const ALL: &[&[crate::CardTest]] =
    &[premiere_dark::TESTS, premiere_light::TESTS, dagobah::TESTS];
