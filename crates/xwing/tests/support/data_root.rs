//! The data folder of the X-Wing tests, benchmarks and examples, found the way the `holocron`
//! binary finds it (without depending on the card game's crate): `HOLOCRON_DATA` when set (used
//! alone), else `../shared/data` beside the checkout, else the per-user folder that
//! `holocron data fetch` fills (`$XDG_DATA_HOME/holocron`, or `~/.local/share/holocron`).
//! A folder counts when it holds either edition's ship data. `HOLOCRON_CHECKOUT_DATA` replaces
//! the checkout's folder as it does for the binary (empty: left out), to play a fresh machine.

use std::path::{Path, PathBuf};

/// Files either of which marks a folder as holding X-Wing ship data.
const MARKERS: [&str; 2] = [
    "xwing/xwing-data-1e/data/ships.json",
    "xwing/xwing-data2-2e/data/manifest.json",
];

pub fn data_root() -> PathBuf {
    let holds = |root: &Path| MARKERS.iter().any(|marker| root.join(marker).is_file());
    if let Some(named) = std::env::var_os("HOLOCRON_DATA").filter(|value| !value.is_empty()) {
        return PathBuf::from(named);
    }
    let absolute = |name: &str| {
        std::env::var_os(name)
            .map(PathBuf::from)
            .filter(|path| path.is_absolute())
    };
    let user = absolute("XDG_DATA_HOME")
        .map(|xdg| xdg.join("holocron"))
        .or_else(|| absolute("HOME").map(|home| home.join(".local/share/holocron")));
    let checkout = match std::env::var_os("HOLOCRON_CHECKOUT_DATA") {
        Some(value) if value.is_empty() => None,
        Some(value) => Some(PathBuf::from(value)),
        None => Some(Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data")),
    };
    let tried: Vec<PathBuf> = checkout.into_iter().chain(user).collect();
    tried
        .iter()
        .find(|root| holds(root))
        .cloned()
        .unwrap_or_else(|| {
            panic!(
                "no X-Wing data in {tried:?}: run `cargo run --release -p holocron -- data fetch \
             --if-missing` first (see the README)"
            )
        })
}
