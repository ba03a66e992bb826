//! Shared set-up for the tests that read the real data folder (`../shared/data` beside the
//! checkout).

use std::sync::OnceLock;
use swccg_cards::{CardDb, CardIndex, DataDir};

/// The checkout's data folder; the tests never fall back to another one, so that they always
/// check the same files.
pub fn data_dir() -> DataDir {
    let path = swccg_cards::datadir::checkout_data_dir().expect("the checkout has a parent folder");
    DataDir::open(&path).unwrap_or_else(|err| panic!("the tests need the shared data: {err}"))
}

/// The real card database, loaded once per test binary.
pub fn db() -> &'static CardDb {
    static DB: OnceLock<CardDb> = OnceLock::new();
    DB.get_or_init(|| CardDb::load(&data_dir()).unwrap_or_else(|err| panic!("{err}")))
}

/// The card GEMP calls `gemp_id`.
#[allow(dead_code)] // Not every test binary looks cards up by GEMP id.
pub fn gemp(gemp_id: &str) -> CardIndex {
    db().by_gemp_id(gemp_id)
        .unwrap_or_else(|| panic!("no card {gemp_id}"))
}
