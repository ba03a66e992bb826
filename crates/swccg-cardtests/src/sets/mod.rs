//! Card tests, one module per file of scripts (and per side where a set is large).

pub mod a_new_hope;
pub mod coruscant;
pub mod dagobah;
pub mod jabbas_palace;
pub mod premiere_dark;
pub mod premiere_light;
pub mod premiere_pool;
pub mod reflections_3;

/// Every registry of card tests.
pub const ALL: &[&[crate::CardTest]] = &[
    premiere_dark::TESTS,
    premiere_light::TESTS,
    premiere_pool::TESTS,
    dagobah::TESTS,
    a_new_hope::TESTS,
    coruscant::TESTS,
    jabbas_palace::TESTS,
    reflections_3::TESTS,
];
