//! Finding the data folder.
//!
//! Holocron never ships card data in its repository; it reads it from a data folder laid out as
//! `swccg/cards/Dark.json`, `swccg/decks/…`, `xwing/…`. [`DataDir::locate_for`] tries, in
//! order:
//!
//! 1. the `--data DIR` flag,
//! 2. the `HOLOCRON_DATA` environment variable,
//! 3. `../shared/data` beside the source checkout this binary was built from,
//! 4. the per-user folder that `holocron data fetch` fills (`$XDG_DATA_HOME/holocron`, or
//!    `~/.local/share/holocron`).
//!
//! A `--data` flag, or else a set `HOLOCRON_DATA`, is an explicit choice used alone: a folder
//! without the data asked for is an error naming it (and the variable), never a silent fall-back
//! to the next place. Otherwise a candidate is taken only if it holds the data of the game asked
//! for, a [`Need`]: the card
//! game's `swccg/cards/Dark.json`, or any of the X-Wing data (either edition's data or the
//! geometry constants), since a user may have fetched one game only; else the next candidate is
//! tried, and the error lists every place tried. [`DataDir::locate`] is the card
//! game's shorthand. [`DataDir::candidates`] exposes the same list so that a command can say
//! which candidates were skipped.

use std::fmt;
use std::path::{Path, PathBuf};

/// The environment variable naming a data folder.
pub const DATA_ENV_VAR: &str = "HOLOCRON_DATA";

/// Replaces `../shared/data` beside the checkout in the search; an empty value leaves it out.
/// For tests that play a fresh machine (no shared data) on a machine that has it.
pub const CHECKOUT_ENV_VAR: &str = "HOLOCRON_CHECKOUT_DATA";

/// The file whose presence marks a folder as holding the card game's data.
const SWCCG_MARKER: &str = "swccg/cards/Dark.json";

/// Files any one of which marks a folder as holding X-Wing data: the geometry constants and the
/// files each edition's loader opens first. They repeat paths the `xwing` crate owns, because
/// this crate must not depend on the other game's crate.
const XWING_MARKERS: [&str; 3] = [
    "xwing/geometry/geometry-constants.json",
    "xwing/xwing-data-1e/data/ships.json",
    "xwing/xwing-data2-2e/data/manifest.json",
];

/// Which game's data a command needs from the data folder.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Need {
    /// The Star Wars CCG card database (`swccg/cards/Dark.json`).
    Swccg,
    /// Any X-Wing data: first- or second-edition ship data, or the geometry constants. Each
    /// X-Wing command then checks for the files it reads and names any that is missing.
    Xwing,
}

impl Need {
    /// The files, relative to a data folder, any one of which meets the need.
    pub fn markers(self) -> &'static [&'static str] {
        match self {
            Need::Swccg => &[SWCCG_MARKER],
            Need::Xwing => &XWING_MARKERS,
        }
    }

    /// Whether the folder at `root` holds what is needed.
    pub fn is_met_by(self, root: &Path) -> bool {
        self.markers()
            .iter()
            .any(|marker| root.join(marker).is_file())
    }

    /// The game's name, for messages.
    pub fn game(self) -> &'static str {
        match self {
            Need::Swccg => "Star Wars CCG",
            Need::Xwing => "X-Wing",
        }
    }
}

impl fmt::Display for Need {
    /// Names the marker files as "a, b or c", for messages such as "none holds …".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let markers = self.markers();
        for (index, marker) in markers.iter().enumerate() {
            let separator = match index {
                0 => "",
                _ if index + 1 == markers.len() => " or ",
                _ => ", ",
            };
            write!(f, "{separator}{marker}")?;
        }
        Ok(())
    }
}

/// A data folder that holds the data of the game it was located for.
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

/// One place [`DataDir::locate_for`] looks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    pub source: DataSource,
    pub path: PathBuf,
}

impl Candidate {
    /// Whether the folder holds the card database marker file.
    pub fn holds_data(&self) -> bool {
        self.holds(Need::Swccg)
    }

    /// Whether the folder holds what `need` asks for.
    pub fn holds(&self, need: Need) -> bool {
        need.is_met_by(&self.path)
    }
}

/// No data folder was found.
#[derive(Debug, thiserror::Error)]
pub enum DataDirError {
    #[error("no data folder with {} data found (none holds {need}); tried:{}\n\
             Pass --data DIR, set {DATA_ENV_VAR}, or run `holocron data fetch`.",
            .need.game(), list_tried(.tried))]
    NotFound { need: Need, tried: Vec<Candidate> },
    #[error("{} holds no {} data (no {need})", .path.display(), .need.game())]
    NotADataDir { need: Need, path: PathBuf },
    #[error("{DATA_ENV_VAR} names {}, which holds no {} data (no {need} there); point it at a \
             data folder, or unset it to use ../shared/data or the per-user folder",
            .path.display(), .need.game())]
    EnvNotADataDir { need: Need, path: PathBuf },
}

fn list_tried(tried: &[Candidate]) -> String {
    tried
        .iter()
        .map(|c| format!("\n  {} ({})", c.path.display(), c.source))
        .collect()
}

impl DataDir {
    /// Finds the card game's data folder: the flag, then `HOLOCRON_DATA`, then
    /// `../shared/data` beside the checkout, then the per-user folder.
    pub fn locate(flag: Option<PathBuf>) -> Result<DataDir, DataDirError> {
        DataDir::locate_for(flag, Need::Swccg)
    }

    /// Finds the first candidate folder, in the order of [`DataDir::locate`], that holds what
    /// `need` asks for. A `--data` flag, or else a set `HOLOCRON_DATA`, is an explicit choice:
    /// it alone is used, and a folder without the data is an error rather than a silent
    /// fall-back to another folder.
    pub fn locate_for(flag: Option<PathBuf>, need: Need) -> Result<DataDir, DataDirError> {
        DataDir::locate_with(flag, env_data_dir(), need)
    }

    /// [`DataDir::locate_for`] with the value of `HOLOCRON_DATA` given rather than read, so
    /// that it can be tested without changing the process's environment.
    pub fn locate_with(
        flag: Option<PathBuf>,
        env: Option<PathBuf>,
        need: Need,
    ) -> Result<DataDir, DataDirError> {
        match (flag, env) {
            (Some(path), _) => DataDir::open_for(path, need),
            (None, Some(path)) if need.is_met_by(&path) => Ok(DataDir { root: path }),
            (None, Some(path)) => Err(DataDirError::EnvNotADataDir { need, path }),
            (None, None) => DataDir::first_holding(DataDir::searched(), need),
        }
    }

    /// The places searched when neither `--data` nor `HOLOCRON_DATA` names a folder.
    fn searched() -> Vec<Candidate> {
        let checkout = match std::env::var_os(CHECKOUT_ENV_VAR) {
            Some(value) if value.is_empty() => None,
            Some(value) => Some(PathBuf::from(value)),
            None => checkout_data_dir(),
        };
        [
            (DataSource::Checkout, checkout),
            (DataSource::UserFolder, DataDir::user_dir()),
        ]
        .into_iter()
        .filter_map(|(source, path)| path.map(|path| Candidate { source, path }))
        .collect()
    }

    /// The first of `tried` that holds `need`; kept apart from the environment so that the
    /// search order can be tested with folders of our own.
    fn first_holding(tried: Vec<Candidate>, need: Need) -> Result<DataDir, DataDirError> {
        match tried.iter().find(|c| c.holds(need)) {
            Some(found) => Ok(DataDir {
                root: found.path.clone(),
            }),
            None => Err(DataDirError::NotFound { need, tried }),
        }
    }

    /// Every place [`DataDir::locate_for`] may look, in order, whether or not it holds data
    /// (the first of the flag and `HOLOCRON_DATA` that is given is used alone).
    pub fn candidates(flag: Option<PathBuf>) -> Vec<Candidate> {
        let explicit = [
            (DataSource::Flag, flag),
            (DataSource::EnvVar, env_data_dir()),
        ]
        .into_iter()
        .filter_map(|(source, path)| path.map(|path| Candidate { source, path }));
        explicit.chain(DataDir::searched()).collect()
    }

    /// Uses `path` as the data folder, if it holds the card database marker file.
    pub fn open(path: impl Into<PathBuf>) -> Result<DataDir, DataDirError> {
        DataDir::open_for(path, Need::Swccg)
    }

    /// Uses `path` as the data folder, if it holds what `need` asks for.
    pub fn open_for(path: impl Into<PathBuf>, need: Need) -> Result<DataDir, DataDirError> {
        let root = path.into();
        if need.is_met_by(&root) {
            Ok(DataDir { root })
        } else {
            Err(DataDirError::NotADataDir { need, path: root })
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

/// The folder `HOLOCRON_DATA` names, if it is set and not empty.
fn env_data_dir() -> Option<PathBuf> {
    std::env::var_os(DATA_ENV_VAR)
        .filter(|value| !value.is_empty())
        .map(PathBuf::from)
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
        let flagged = TempData::new("flag-wins", &["swccg/cards/Dark.json"]);
        let shared = flagged.0.clone();
        let dir = DataDir::locate(Some(shared.clone())).unwrap();
        assert_eq!(dir.root(), shared);
        assert_eq!(dir.swccg_cards(), shared.join("swccg/cards"));
        assert_eq!(dir.swccg_decks(), shared.join("swccg/decks"));
        assert_eq!(dir.xwing(), shared.join("xwing"));
    }

    #[test]
    fn a_flag_without_data_is_an_error_not_a_fall_back() {
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
        // The checkout's shared data exists, but an explicit --data is not silently replaced.
        let err = DataDir::locate(Some(empty.clone())).unwrap_err();
        assert!(
            err.to_string().contains(&empty.display().to_string()),
            "{err}"
        );
    }

    #[test]
    fn open_refuses_a_folder_without_cards() {
        let err = DataDir::open(std::env::temp_dir()).unwrap_err();
        assert!(
            err.to_string()
                .contains("holds no Star Wars CCG data (no swccg/cards/Dark.json)"),
            "{err}"
        );
    }

    #[test]
    fn not_found_lists_every_place_tried() {
        let err = DataDirError::NotFound {
            need: Need::Swccg,
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
        assert!(
            text.contains(
                "no data folder with Star Wars CCG data found (none holds swccg/cards/Dark.json)"
            ),
            "{text}"
        );
        assert!(text.contains("/a (--data flag)"), "{text}");
        assert!(text.contains("/b (per-user data folder)"), "{text}");
        assert!(text.contains("holocron data fetch"), "{text}");
    }

    /// A fresh folder under the system temp folder holding the given files (each an empty
    /// JSON object), removed when dropped.
    struct TempData(PathBuf);

    impl TempData {
        fn new(name: &str, files: &[&str]) -> TempData {
            let root = std::env::temp_dir()
                .join(format!("holocron-datadir-{}-{name}", std::process::id()));
            let _ = std::fs::remove_dir_all(&root);
            std::fs::create_dir_all(&root).unwrap();
            for file in files {
                let path = root.join(file);
                std::fs::create_dir_all(path.parent().unwrap()).unwrap();
                std::fs::write(path, "{}").unwrap();
            }
            TempData(root)
        }

        fn candidate(&self, source: DataSource) -> Candidate {
            Candidate {
                source,
                path: self.0.clone(),
            }
        }
    }

    impl Drop for TempData {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    #[test]
    fn each_need_is_met_only_by_its_own_game() {
        let cards = TempData::new("cards-only", &["swccg/cards/Dark.json"]);
        let ships = TempData::new("ships-only", &["xwing/xwing-data2-2e/data/manifest.json"]);
        assert!(Need::Swccg.is_met_by(&cards.0));
        assert!(!Need::Xwing.is_met_by(&cards.0));
        assert!(Need::Xwing.is_met_by(&ships.0));
        assert!(!Need::Swccg.is_met_by(&ships.0));
        assert!(cards.candidate(DataSource::Flag).holds_data());
        assert!(!ships.candidate(DataSource::Flag).holds_data());
    }

    #[test]
    fn any_one_piece_of_xwing_data_marks_an_xwing_folder() {
        for (index, marker) in XWING_MARKERS.iter().enumerate() {
            let folder = TempData::new(&format!("xwing-marker-{index}"), &[marker]);
            assert!(Need::Xwing.is_met_by(&folder.0), "{marker}");
            assert_eq!(
                DataDir::open_for(&folder.0, Need::Xwing).unwrap().xwing(),
                folder.0.join("xwing")
            );
        }
        // A folder named `xwing` is not enough: the files are what the commands read.
        let bare = TempData::new("xwing-bare", &["xwing/README.md"]);
        assert!(!Need::Xwing.is_met_by(&bare.0));
    }

    #[test]
    fn the_search_skips_folders_of_the_other_game() {
        let cards = TempData::new("order-cards", &["swccg/cards/Dark.json"]);
        let ships = TempData::new("order-ships", &["xwing/xwing-data-1e/data/ships.json"]);
        let tried = vec![
            cards.candidate(DataSource::Flag),
            ships.candidate(DataSource::UserFolder),
        ];
        let xwing = DataDir::first_holding(tried.clone(), Need::Xwing).unwrap();
        assert_eq!(xwing.root(), ships.0);
        let swccg = DataDir::first_holding(tried, Need::Swccg).unwrap();
        assert_eq!(swccg.root(), cards.0);
    }

    #[test]
    fn the_first_folder_holding_the_need_wins() {
        let both = TempData::new(
            "first-both",
            &[
                "swccg/cards/Dark.json",
                "xwing/geometry/geometry-constants.json",
            ],
        );
        let later = TempData::new("first-later", &["xwing/xwing-data-1e/data/ships.json"]);
        let tried = vec![
            both.candidate(DataSource::EnvVar),
            later.candidate(DataSource::Checkout),
        ];
        let found = DataDir::first_holding(tried, Need::Xwing).unwrap();
        assert_eq!(found.root(), both.0);
    }

    #[test]
    fn an_xwing_search_without_xwing_data_names_its_markers_and_every_place() {
        let cards = TempData::new("none-cards", &["swccg/cards/Dark.json"]);
        let empty = TempData::new("none-empty", &[]);
        let tried = vec![
            cards.candidate(DataSource::Flag),
            empty.candidate(DataSource::UserFolder),
        ];
        let err = DataDir::first_holding(tried.clone(), Need::Xwing).unwrap_err();
        let text = err.to_string();
        assert!(
            text.contains(
                "no data folder with X-Wing data found (none holds \
                 xwing/geometry/geometry-constants.json, xwing/xwing-data-1e/data/ships.json or \
                 xwing/xwing-data2-2e/data/manifest.json)"
            ),
            "{text}"
        );
        for candidate in &tried {
            let line = format!("{} ({})", candidate.path.display(), candidate.source);
            assert!(text.contains(&line), "{text}");
        }
    }

    #[test]
    fn holocron_data_naming_a_folder_without_the_data_is_an_error_not_a_fall_back() {
        let empty = TempData::new("env-empty", &[]);
        // The checkout's shared data may exist, but the variable is not silently passed over.
        for need in [Need::Swccg, Need::Xwing] {
            let err = DataDir::locate_with(None, Some(empty.0.clone()), need).unwrap_err();
            assert!(
                matches!(err, DataDirError::EnvNotADataDir { .. }),
                "{need:?}: {err}"
            );
            let text = err.to_string();
            assert!(
                text.starts_with(&format!("HOLOCRON_DATA names {},", empty.0.display())),
                "{text}"
            );
            assert!(text.contains(&format!("no {need} there")), "{text}");
        }
        let err = DataDir::locate_with(None, Some(empty.0.clone()), Need::Swccg).unwrap_err();
        assert!(
            err.to_string()
                .contains("holds no Star Wars CCG data (no swccg/cards/Dark.json there)"),
            "{err}"
        );
    }

    #[test]
    fn holocron_data_naming_a_data_folder_is_used() {
        let cards = TempData::new("env-cards", &["swccg/cards/Dark.json"]);
        let found = DataDir::locate_with(None, Some(cards.0.clone()), Need::Swccg).unwrap();
        assert_eq!(found.root(), cards.0);
        // A folder of the other game only is refused for this one.
        let err = DataDir::locate_with(None, Some(cards.0.clone()), Need::Xwing).unwrap_err();
        assert!(err.to_string().contains("holds no X-Wing data"), "{err}");
    }

    #[test]
    fn the_flag_comes_before_holocron_data() {
        let cards = TempData::new("flag-first-cards", &["swccg/cards/Dark.json"]);
        let empty = TempData::new("flag-first-empty", &[]);
        let found = DataDir::locate_with(Some(cards.0.clone()), Some(empty.0.clone()), Need::Swccg);
        assert_eq!(found.unwrap().root(), cards.0);
        let err = DataDir::locate_with(Some(empty.0.clone()), Some(cards.0.clone()), Need::Swccg)
            .unwrap_err();
        assert!(matches!(err, DataDirError::NotADataDir { .. }), "{err}");
    }

    #[test]
    fn open_for_xwing_refuses_a_card_game_folder() {
        let cards = TempData::new("open-cards", &["swccg/cards/Dark.json"]);
        assert!(DataDir::open(&cards.0).is_ok());
        let err = DataDir::open_for(&cards.0, Need::Xwing).unwrap_err();
        let text = err.to_string();
        assert!(text.starts_with(&cards.0.display().to_string()), "{text}");
        assert!(
            text.contains("holds no X-Wing data (no xwing/geometry/"),
            "{text}"
        );
    }
}
