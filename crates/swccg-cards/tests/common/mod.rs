//! Shared set-up for the tests that read the real data folder (`HOLOCRON_DATA`, else
//! `../shared/data` beside the checkout, else the per-user folder `holocron data fetch` fills).

use std::sync::OnceLock;
use swccg_cards::{CardDb, CardIndex, DataDir};

/// The data folder, found as the binary finds it. Every place holds the card database at the
/// commit `holocron data fetch` pins, so the tests check the same files wherever they are.
pub fn data_dir() -> DataDir {
    DataDir::locate(None).unwrap_or_else(|err| {
        panic!(
            "the tests need the card data: {err}\n(on a fresh machine run \
             `cargo run --release -p holocron -- data fetch --if-missing` first)"
        )
    })
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
