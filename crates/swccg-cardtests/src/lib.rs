//! The card tests of the Star Wars CCG engine, as data the program can run.
//!
//! Every card with game text has tests of that text, named `card_<GEMP id>_<what it shows>`.
//! They are ordinary functions gathered in a registry ([`all`]) by the [`card_tests!`] macro, so
//! that two programs run the same tests:
//!
//! * `cargo test -p swccg-cardtests` runs each one as a `#[test]`;
//! * `holocron coverage` runs them all in-process with [`run`], recording which abilities of
//!   which cards each test made the engine use (the catalogue's trace). A card counts as
//!   tested only when every ability of its script ran in one of its own tests.
//!
//! The tests read the real card database from the data folder (see [`data`]).

pub mod sets;
pub mod support;

use std::collections::BTreeSet;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::{Arc, Mutex};
use swccg_engine::catalogue::{Trace, record_into};

/// One named test of one card.
#[derive(Clone, Copy, Debug)]
pub struct CardTest {
    /// The function's name: `card_<set>_<number>_<what it shows>`.
    pub name: &'static str,
    /// The source file, for reports.
    pub file: &'static str,
    pub run: fn(),
}

impl CardTest {
    /// The GEMP id the test is named after (`1_170` from `card_1_170_…`).
    pub fn gemp_id(&self) -> String {
        let mut parts = self.name.trim_start_matches("card_").split('_');
        let set = parts.next().unwrap_or_default();
        let number = parts.next().unwrap_or_default();
        format!("{set}_{number}")
    }
}

/// Declares card tests: each `fn card_…() { … }` becomes a public function, an entry of the
/// module's `TESTS` registry, and a `#[test]` of the crate's own test run.
#[macro_export]
macro_rules! card_tests {
    ($( $(#[$meta:meta])* fn $name:ident() $body:block )*) => {
        $( $(#[$meta])* pub fn $name() $body )*

        /// The tests of this file, for the registry.
        pub const TESTS: &[$crate::CardTest] = &[
            $( $crate::CardTest { name: stringify!($name), file: file!(), run: $name }, )*
        ];

        #[cfg(test)]
        mod generated {
            $( #[test] fn $name() { super::$name() } )*
        }
    };
}

/// Every card test.
pub fn all() -> Vec<CardTest> {
    sets::ALL
        .iter()
        .flat_map(|tests| tests.iter().copied())
        .collect()
}

/// What running one test gave.
#[derive(Clone, Debug)]
pub struct Outcome {
    pub test: CardTest,
    /// The failure message, if the test failed.
    pub failure: Option<String>,
    /// `(GEMP id, ability number)` of every ability the test made the engine use.
    pub ran: BTreeSet<(String, u8)>,
}

/// Runs one test in this thread, recording the abilities it used; a failing test is caught
/// and reported, not propagated.
pub fn run(test: CardTest) -> Outcome {
    let trace: Trace = Arc::new(Mutex::new(BTreeSet::new()));
    let result = record_into(&trace, || catch_unwind(AssertUnwindSafe(test.run)));
    let failure = result.err().map(|e| {
        e.downcast_ref::<String>()
            .cloned()
            .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_else(|| "the test panicked".into())
    });
    let ran = trace.lock().map(|t| t.clone()).unwrap_or_default();
    Outcome { test, failure, ran }
}
