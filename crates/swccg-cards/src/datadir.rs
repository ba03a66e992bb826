//! Finding the data folder.
//!
//! Holocron never ships card data in its repository; it reads it from a data folder laid out as
//! `swccg/cards/Dark.json`, `swccg/decks/…`, `xwing/…`. [`DataDir::locate`] tries, in order:
//!
//! 1. the `--data DIR` flag,
//! 2. the `HOLOCRON_DATA` environment variable,
//! 3. `../shared/data` beside the source checkout this binary was built from,
//! 4. the per-user folder that `holocron data fetch` fills (`$XDG_DATA_HOME/holocron`, or
//!    `~/.local/share/holocron`).
//!
//! A candidate is taken only if it holds `swccg/cards/Dark.json`; otherwise the next one is
//! tried, and the error lists every place tried. [`DataDir::candidates`] exposes the same list
//! so that a command can say which candidates were skipped.

use std::fmt;
use std::path::{Path, PathBuf};

/// The environment variable naming a data folder.
pub const DATA_ENV_VAR: &str = "HOLOCRON_DATA";

/// The file whose presence marks a folder as a data folder.
const MARKER: &str = "swccg/cards/Dark.json";

/// A data folder that holds at least `swccg/cards/Dark.json`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataDir {
    root: PathBuf,
}

/// Where a candidate data folder came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DataSource {
    Flag,
    EnvVar,
    Checkout,
    UserFolder,
}

impl fmt::Display for DataSource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            DataSource::Flag => "--data flag",
            DataSource::EnvVar => "HOLOCRON_DATA",
            DataSource::Checkout => "../shared/data beside the checkout",
            DataSource::UserFolder => "per-user data folder",
        })
    }
}

/// One place [`DataDir::locate`] looks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    pub source: DataSource,
    pub path: PathBuf,
}

impl Candidate {
    /// Whether the folder holds the card database marker file.
    pub fn holds_data(&self) -> bool {
        self.path.join(MARKER).is_file()
    }
}

/// No data folder was found.
#[derive(Debug, thiserror::Error)]
pub enum DataDirError {
    #[error("no data folder found (none holds {MARKER}); tried:{}\n\
             Pass --data DIR, set {DATA_ENV_VAR}, or run `holocron data fetch`.",
            list_tried(.tried))]
    NotFound { tried: Vec<Candidate> },
    #[error("{} is not a data folder: {MARKER} is missing", .path.display())]
    NotADataDir { path: PathBuf },
}

fn list_tried(tried: &[Candidate]) -> String {
    tried
        .iter()
        .map(|c| format!("\n  {} ({})", c.path.display(), c.source))
        .collect()
}

impl DataDir {
    /// Finds the data folder: the flag, then `HOLOCRON_DATA`, then `../shared/data` beside the
    /// checkout, then the per-user folder.
    pub fn locate(flag: Option<PathBuf>) -> Result<DataDir, DataDirError> {
        let tried = DataDir::candidates(flag);
        match tried.iter().find(|c| c.holds_data()) {
            Some(found) => Ok(DataDir {
                root: found.path.clone(),
            }),
            None => Err(DataDirError::NotFound { tried }),
        }
    }

    /// Every place [`DataDir::locate`] looks, in order, whether or not it holds data.
    pub fn candidates(flag: Option<PathBuf>) -> Vec<Candidate> {
        let env = std::env::var_os(DATA_ENV_VAR)
            .filter(|value| !value.is_empty())
            .map(PathBuf::from);
        [
            (DataSource::Flag, flag),
            (DataSource::EnvVar, env),
            (DataSource::Checkout, checkout_data_dir()),
            (DataSource::UserFolder, DataDir::user_dir()),
        ]
        .into_iter()
        .filter_map(|(source, path)| path.map(|path| Candidate { source, path }))
        .collect()
    }

    /// Uses `path` as the data folder, if it holds the card database marker file.
    pub fn open(path: impl Into<PathBuf>) -> Result<DataDir, DataDirError> {
        let root = path.into();
        if root.join(MARKER).is_file() {
            Ok(DataDir { root })
        } else {
            Err(DataDirError::NotADataDir { path: root })
        }
    }

    /// The per-user data folder that `holocron data fetch` fills by default:
    /// `$XDG_DATA_HOME/holocron`, else `$HOME/.local/share/holocron`. `None` when neither
    /// variable gives an absolute path.
    pub fn user_dir() -> Option<PathBuf> {
        let absolute = |name: &str| {
            std::env::var_os(name)
                .map(PathBuf::from)
                .filter(|path| path.is_absolute())
        };
        absolute("XDG_DATA_HOME")
            .map(|xdg| xdg.join("holocron"))
            .or_else(|| absolute("HOME").map(|home| home.join(".local/share/holocron")))
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    /// `swccg/cards`: `Dark.json`, `Light.json`, `sets.json`…
    pub fn swccg_cards(&self) -> PathBuf {
        self.root.join("swccg").join("cards")
    }

    /// `swccg/decks`: the `.tsv` decks and `gemp-sample-decks.json`.
    pub fn swccg_decks(&self) -> PathBuf {
        self.root.join("swccg").join("decks")
    }

    /// `xwing`: the X-Wing Miniatures data.
    pub fn xwing(&self) -> PathBuf {
        self.root.join("xwing")
    }
}

/// `../shared/data` beside the checkout, computed when this crate was compiled: the crate sits
/// at `<workspace>/crates/swccg-cards`, so the workspace root is two levels up.
pub fn checkout_data_dir() -> Option<PathBuf> {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let workspace = manifest.parent()?.parent()?;
    Some(workspace.parent()?.join("shared").join("data"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_checkout_folder_is_beside_the_workspace() {
        let dir = checkout_data_dir().unwrap();
        assert!(dir.ends_with("shared/data"), "{}", dir.display());
        let workspace = Path::new(env!("CARGO_MANIFEST_DIR"))
            .parent()
            .unwrap()
            .parent()
            .unwrap();
        assert_eq!(
            dir.parent().unwrap().parent().unwrap(),
            workspace.parent().unwrap()
        );
    }

    #[test]
    fn a_flag_with_data_wins() {
        let shared = checkout_data_dir().unwrap();
        let dir = DataDir::locate(Some(shared.clone())).unwrap();
        assert_eq!(dir.root(), shared);
        assert_eq!(dir.swccg_cards(), shared.join("swccg/cards"));
        assert_eq!(dir.swccg_decks(), shared.join("swccg/decks"));
        assert_eq!(dir.xwing(), shared.join("xwing"));
    }

    #[test]
    fn a_flag_without_data_is_skipped_and_listed() {
        let empty = std::env::temp_dir().join("holocron-no-data-here");
        let candidates = DataDir::candidates(Some(empty.clone()));
        assert_eq!(
            candidates[0],
            Candidate {
                source: DataSource::Flag,
                path: empty.clone()
            }
        );
        assert!(!candidates[0].holds_data());
        // The checkout's shared data is still found after the flag is skipped.
        let dir = DataDir::locate(Some(empty)).unwrap();
        assert!(dir.root().join(MARKER).is_file());
    }

    #[test]
    fn open_refuses_a_folder_without_cards() {
        let err = DataDir::open(std::env::temp_dir()).unwrap_err();
        assert!(
            err.to_string().contains("swccg/cards/Dark.json is missing"),
            "{err}"
        );
    }

    #[test]
    fn not_found_lists_every_place_tried() {
        let err = DataDirError::NotFound {
            tried: vec![
                Candidate {
                    source: DataSource::Flag,
                    path: "/a".into(),
                },
                Candidate {
                    source: DataSource::UserFolder,
                    path: "/b".into(),
                },
            ],
        };
        let text = err.to_string();
        assert!(text.contains("/a (--data flag)"), "{text}");
        assert!(text.contains("/b (per-user data folder)"), "{text}");
        assert!(text.contains("holocron data fetch"), "{text}");
    }
}
