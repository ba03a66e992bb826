//! `holocron data`: find, fetch and check the data folder.
//!
//! * `where` prints the folder Holocron uses for a game (see `swccg_cards::datadir` for the
//!   search order).
//! * `fetch` downloads, at pinned commits, the Star Wars CCG card database
//!   (`swccgpc/swccg-card-json`), GEMP's data files (`PlayersCommittee/gemp-swccg-public`) and
//!   the X-Wing data of both editions (`guidokessels/xwing-data`, `xwingtmg/xwing-data2`). It
//!   checks that everything loads (the card database with `swccg_cards`, each X-Wing edition
//!   with `xwing::data::Catalog`), derives the deck files of `swccg/decks` from GEMP's
//!   sample-deck SQL, and only then moves everything into place; `--only` limits it to one
//!   game; `--if-missing` fetches only the games no data folder holds yet. Nothing is left
//!   behind when a step fails. The X-Wing geometry constants have no upstream: they are built
//!   into the `xwing` crate, and a data folder's own file, if any, wins.
//! * `check` loads the card database and every deck of the folder and prints a summary.
//!
//! [`Source`] is how every other command finds its data: the `--data` flag, then the search of
//! `swccg_cards::datadir`, and when no place holds the game's data, a first-run fetch into the
//! per-user folder (unless `--no-fetch`).

use crate::progress::Progress;
use anyhow::{Context, Result, anyhow, bail};
use std::collections::BTreeMap;
use std::path::{Component, Path, PathBuf};
use std::time::Duration;
use swccg_cards::gemp::{derive_deck_files, parse_sample_deck_sql};
use swccg_cards::{
    Candidate, CardDb, DataDir, DataDirError, DataSource, Deck, Need, SampleCards, Side,
    deck_files, sample_decks,
};
use xwing::data::{Catalog, Edition};
use xwing::geometry::CONSTANTS_PATH;

/// Appends one formatted line to a report `String` (writing to a `String` cannot fail).
macro_rules! report_line {
    ($out:expr, $($arg:tt)*) => {{
        use std::fmt::Write as _;
        let _ = writeln!($out, $($arg)*);
    }};
}

#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, clap::Subcommand)]
enum Command {
    /// Print the data folder Holocron would use.
    Where(WhereArgs),
    /// Download the card database, GEMP's sample decks and the X-Wing data of both editions
    /// from their upstream repositories.
    Fetch(FetchArgs),
    /// Load the card database and every deck of the data folder, and summarise them.
    Check,
}

/// A game whose data lives in the data folder.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum Game {
    /// Star Wars CCG: the card database and the decks.
    Swccg,
    /// X-Wing Miniatures: the first- and second-edition data.
    Xwing,
}

impl Game {
    fn of(need: Need) -> Game {
        match need {
            Need::Swccg => Game::Swccg,
            Need::Xwing => Game::Xwing,
        }
    }

    fn need(self) -> Need {
        match self {
            Game::Swccg => Need::Swccg,
            Game::Xwing => Need::Xwing,
        }
    }
}

#[derive(Debug, clap::Args)]
struct WhereArgs {
    /// The game whose data folder to print.
    #[arg(long, value_enum, default_value = "swccg")]
    game: Game,
}

#[derive(Debug, clap::Args)]
struct FetchArgs {
    /// The folder to fill [default: $XDG_DATA_HOME/holocron, else ~/.local/share/holocron].
    #[arg(long, value_name = "DIR")]
    dest: Option<PathBuf>,
    /// Where the repositories' raw files are served, as `BASE/owner/repo/commit/path`
    /// [default: $HOLOCRON_UPSTREAM, else https://raw.githubusercontent.com].
    #[arg(long, value_name = "URL")]
    base_url: Option<String>,
    /// Fetch one game's data only [default: both].
    #[arg(long, value_enum)]
    only: Option<Game>,
    /// Fetch only the games whose data no data folder holds yet (with --dest: that folder);
    /// does nothing when every game's data is found.
    #[arg(long)]
    if_missing: bool,
}

/// Where a command finds its data: the global `--data` flag and whether a missing game's data
/// may be fetched on first use (`--no-fetch` forbids it).
#[derive(Clone, Debug, Default)]
pub struct Source {
    pub flag: Option<PathBuf>,
    pub no_fetch: bool,
}

impl Source {
    /// The data folder holding `need`'s game: the flag's folder (used alone), else the folder
    /// `HOLOCRON_DATA` names (used alone), else the first place of the search holding the
    /// game's data. When no place holds it, the game's data is fetched into the per-user folder
    /// first, unless `--no-fetch` was given.
    pub fn dir(&self, need: Need) -> Result<DataDir> {
        match DataDir::locate_for(self.flag.clone(), need) {
            Ok(dir) => Ok(dir),
            Err(DataDirError::NotFound { need, tried }) if !self.no_fetch => {
                fetch_on_first_use(need, tried)
            }
            Err(err) => Err(err.into()),
        }
    }
}

/// The environment variable that replaces the upstream raw-file host (a mirror, or a local
/// server in tests).
pub const UPSTREAM_ENV_VAR: &str = "HOLOCRON_UPSTREAM";

/// The upstream base URL: `HOLOCRON_UPSTREAM` when set, else the public raw-file host.
fn upstream_base() -> String {
    std::env::var(UPSTREAM_ENV_VAR)
        .ok()
        .filter(|value| !value.is_empty())
        .unwrap_or_else(|| DEFAULT_BASE_URL.to_string())
}

/// Whether a search for `need`'s data, with no folder named, comes back empty: the decision to
/// fetch. Kept apart so that tests can take it without a network.
fn needs_fetch(found: &Result<DataDir, DataDirError>) -> bool {
    matches!(found, Err(DataDirError::NotFound { .. }))
}

/// Fetches `need`'s game into the per-user folder because no place of `tried` holds it, saying
/// so first; on failure, says how else to provide the data.
fn fetch_on_first_use(need: Need, tried: Vec<Candidate>) -> Result<DataDir> {
    let Some(dest) = DataDir::user_dir() else {
        return Err(DataDirError::NotFound { need, tried }.into());
    };
    let base_url = upstream_base();
    let game = Game::of(need);
    eprintln!(
        "No {} data found; fetching it once from {base_url} into {} (later runs use it; \
         --no-fetch turns this off).",
        need.game(),
        dest.display()
    );
    match fetch_into(&dest, &base_url, &[game]) {
        Ok(report) => {
            eprintln!("{}", report.summaries.join("\n"));
            eprintln!("Fetched into {}; going on.", dest.display());
            Ok(DataDir::open_for(&dest, need)?)
        }
        Err(err) => Err(err.context(format!(
            "no {} data was found and fetching it from {base_url} failed (no network?).\n\
             Provide the data another way: pass --data DIR naming a folder that holds {need}, \
             set {}=DIR, or run `holocron data fetch` once online.{}",
            need.game(),
            swccg_cards::DATA_ENV_VAR,
            tried
                .iter()
                .map(|c| format!("\n  looked in {} ({})", c.path.display(), c.source))
                .collect::<String>()
        ))),
    }
}

pub fn run(data: Source, args: Args) -> Result<()> {
    match args.command {
        Command::Where(where_args) => where_(data.flag, where_args.game.need()),
        Command::Fetch(fetch_args) => fetch(data.flag, fetch_args),
        Command::Check => check(data.flag),
    }
}

fn where_(data: Option<PathBuf>, need: Need) -> Result<()> {
    // An explicit --data folder or HOLOCRON_DATA is used alone (or refused): nothing else is
    // searched.
    let tried = DataDir::candidates(data.clone());
    if tried
        .first()
        .is_some_and(|c| matches!(c.source, DataSource::Flag | DataSource::EnvVar))
    {
        println!("{}", DataDir::locate_for(data, need)?.root().display());
        return Ok(());
    }
    for candidate in &tried {
        if candidate.holds(need) {
            println!("{}", candidate.path.display());
            return Ok(());
        }
        eprintln!(
            "skipped {} ({}): no {need} there",
            candidate.path.display(),
            candidate.source
        );
    }
    Err(DataDirError::NotFound { need, tried }.into())
}

/// Where the X-Wing geometry constants of a data folder come from, for `fetch`'s report and
/// `check`: they have no upstream repository and are built into Holocron, and a folder's own
/// file, when it has one, wins.
pub(crate) fn geometry_advice(root: &Path) -> String {
    let file = root.join(CONSTANTS_PATH);
    if file.is_file() {
        format!(
            "{CONSTANTS_PATH} has no upstream repository; the copy in {} is used instead of \
             the constants built into Holocron.",
            file.display()
        )
    } else {
        format!(
            "{CONSTANTS_PATH} has no upstream repository; the X-Wing commands use the \
             constants built into Holocron (a file at {} would replace them).",
            file.display()
        )
    }
}

const DEFAULT_BASE_URL: &str = "https://raw.githubusercontent.com";

/// One upstream repository at a pinned commit, and the folder of the data folder its files go
/// to.
#[derive(Debug)]
struct Upstream {
    repo: &'static str,
    commit: &'static str,
    folder: &'static str,
    /// The licence, as the folder's `SOURCE.md` states it.
    licence: &'static str,
}

/// The card database at the commit our shared data was taken from (`swccg/cards/SOURCE.md`).
const CARDS: Upstream = Upstream {
    repo: "swccgpc/swccg-card-json",
    commit: "3331981e2cf39ca1309c08c27419eb6e2d034868",
    folder: "swccg/cards",
    licence: "MIT licence, see LICENSE",
};

/// GEMP at the commit of our shared copy (`swccg/gemp/SOURCE.md`); the sample deck SQL is
/// unchanged there since the commit that `swccg/decks/SOURCE.md` names.
const GEMP: Upstream = Upstream {
    repo: "PlayersCommittee/gemp-swccg-public",
    commit: "948de41637c007c0545cb113a91cc5094f581de7",
    folder: "swccg/gemp",
    licence: "MIT licence, see LICENSE",
};

/// First-edition X-Wing data at the commit of `xwing/xwing-data-1e/SOURCE.md`.
const XWING_1E: Upstream = Upstream {
    repo: "guidokessels/xwing-data",
    commit: "4e6fca90f4f8d098fc900bebd2f5d01c401539b1",
    folder: "xwing/xwing-data-1e",
    licence: "MIT licence, declared by the repository's README and package.json; the \
              repository has no LICENSE file",
};

/// Second-edition X-Wing data (version 3.9.1) at the commit of
/// `xwing/xwing-data2-2e/SOURCE.md`.
const XWING_2E: Upstream = Upstream {
    repo: "xwingtmg/xwing-data2",
    commit: "0dc446f936e8a3f586195e372e5c31d6a62b78d4",
    folder: "xwing/xwing-data2-2e",
    licence: "MIT licence, see LICENSE",
};

/// The card database files: path upstream, name in `swccg/cards`.
const CARD_FILES: &[(&str, &str)] = &[
    ("Dark.json", "Dark.json"),
    ("Light.json", "Light.json"),
    ("sets.json", "sets.json"),
    ("rarity.json", "rarity.json"),
    ("DarkLegacy.json", "DarkLegacy.json"),
    ("LightLegacy.json", "LightLegacy.json"),
    ("DarkPreErrata.json", "DarkPreErrata.json"),
    ("LightPreErrata.json", "LightPreErrata.json"),
    (".github/workflows/card-schema.json", "card-schema.json"),
    (".github/workflows/set-schema.json", "set-schema.json"),
    ("LICENSE", "LICENSE"),
];

/// GEMP's files: path upstream, name in `swccg/gemp`.
const GEMP_FILES: &[(&str, &str)] = &[
    ("src/db-scripts/sample_decks.sql", "sample_decks.sql"),
    (
        "src/db-scripts/utinni_sample_decks.sql",
        "utinni_sample_decks.sql",
    ),
    (
        "src/gemp-swccg-cards/src/main/resources/card_blueprint_database.json",
        "card_blueprint_database.json",
    ),
    (
        "src/gemp-swccg-server/src/main/resources/swccgFormats.json",
        "swccgFormats.json",
    ),
    ("LICENSE", "LICENSE"),
];

/// First-edition data files, `data/NAME.js` upstream; they are plain JSON, so they are stored
/// as `data/NAME.json` like the rest of the data folder.
const XWING_1E_DATA: &[&str] = &[
    "conditions",
    "damage-deck-core",
    "damage-deck-core-tfa",
    "damage-deck-rebel-transport",
    "pilots",
    "reference-cards",
    "ships",
    "sources",
    "upgrades",
];

/// First-edition JSON schemas, `schemas/NAME.json` both upstream and here.
const XWING_1E_SCHEMAS: &[&str] = &[
    "conditions",
    "damage-deck",
    "definitions",
    "pilots",
    "reference-cards",
    "ships",
    "sources",
    "upgrades",
];

/// The second edition's manifest, which lists most of its data files.
const XWING_2E_MANIFEST: &str = "data/manifest.json";

/// Second-edition files the manifest does not list: path upstream, path in
/// `xwing/xwing-data2-2e`. The schemas live under `tests/` upstream.
const XWING_2E_FILES: &[(&str, &str)] = &[
    (XWING_2E_MANIFEST, XWING_2E_MANIFEST),
    ("data/translation.json", "data/translation.json"),
    (
        "data/localization.pilots.json",
        "data/localization.pilots.json",
    ),
    (
        "tests/schemas/pilot.schema.json",
        "schemas/pilot.schema.json",
    ),
    (
        "tests/schemas/quick-build.schema.json",
        "schemas/quick-build.schema.json",
    ),
    ("tests/schemas/ship.schema.json", "schemas/ship.schema.json"),
    (
        "tests/schemas/upgrade.schema.json",
        "schemas/upgrade.schema.json",
    ),
    ("LICENSE", "LICENSE"),
];

/// One downloaded file: where it lives upstream and where it goes in the data folder.
#[derive(Debug)]
struct Remote {
    upstream: &'static Upstream,
    /// The path inside the upstream repository.
    path: String,
    /// The path inside the upstream's folder.
    name: String,
}

impl Remote {
    fn new(upstream: &'static Upstream, path: impl Into<String>, name: impl Into<String>) -> Self {
        Remote {
            upstream,
            path: path.into(),
            name: name.into(),
        }
    }

    fn list(upstream: &'static Upstream, files: &[(&str, &str)]) -> Vec<Remote> {
        files
            .iter()
            .map(|(path, name)| Remote::new(upstream, *path, *name))
            .collect()
    }

    /// The path inside the data folder.
    fn local(&self) -> String {
        format!("{}/{}", self.upstream.folder, self.name)
    }

    fn url(&self, base_url: &str) -> String {
        format!(
            "{base_url}/{}/{}/{}",
            self.upstream.repo, self.upstream.commit, self.path
        )
    }
}

/// The first-edition files, all known in advance.
fn xwing_1e_remotes() -> Vec<Remote> {
    let data = XWING_1E_DATA.iter().map(|name| {
        Remote::new(
            &XWING_1E,
            format!("data/{name}.js"),
            format!("data/{name}.json"),
        )
    });
    let schemas = XWING_1E_SCHEMAS.iter().map(|name| {
        let path = format!("schemas/{name}.json");
        Remote::new(&XWING_1E, path.clone(), path)
    });
    data.chain(schemas).collect()
}

/// The second-edition files that the manifest lists: every string in it that names a file
/// under `data/`. Each is checked to stay inside `data/` and to be a JSON file, since the paths
/// come from a download and become paths on this machine.
fn xwing_2e_listed(manifest: &[u8]) -> Result<Vec<Remote>> {
    fn strings<'a>(value: &'a serde_json::Value, found: &mut Vec<&'a str>) {
        match value {
            serde_json::Value::String(text) => found.push(text),
            serde_json::Value::Array(items) => items.iter().for_each(|item| strings(item, found)),
            serde_json::Value::Object(map) => map.values().for_each(|item| strings(item, found)),
            _ => {}
        }
    }
    let where_ = format!("{}/{XWING_2E_MANIFEST}", XWING_2E.folder);
    let value: serde_json::Value =
        serde_json::from_slice(manifest).with_context(|| format!("{where_} is not valid JSON"))?;
    let mut found = Vec::new();
    strings(&value, &mut found);
    let mut paths: Vec<&str> = found
        .into_iter()
        .filter(|text| text.starts_with("data/"))
        .collect();
    paths.sort_unstable();
    paths.dedup();
    let already: Vec<&str> = XWING_2E_FILES.iter().map(|(path, _)| *path).collect();
    let mut remotes = Vec::new();
    for path in paths {
        let plain = Path::new(path)
            .components()
            .all(|part| matches!(part, Component::Normal(_)));
        if !plain || !path.ends_with(".json") {
            bail!("{where_} lists \"{path}\", which is not a JSON file inside data/");
        }
        if !already.contains(&path) {
            remotes.push(Remote::new(&XWING_2E, path, path));
        }
    }
    if remotes.is_empty() {
        bail!("{where_} lists no data files");
    }
    Ok(remotes)
}

/// The SQL files the deck files are derived from (names in `swccg/gemp`), with the name each
/// deck records as its source.
const DECK_SQL: [(&str, &str); 2] = [
    ("sample_decks.sql", "gemp/sample_decks.sql"),
    ("utinni_sample_decks.sql", "gemp/utinni_sample_decks.sql"),
];

/// Downloaded files are far smaller than this; the cap only stops a runaway response.
const MAX_FILE_BYTES: u64 = 64 * 1024 * 1024;

/// A folder next to the destination that collects the new files before they move into place,
/// on the same file system so that each move is a rename. It is removed when dropped, so an
/// error at any step leaves nothing behind.
struct Staging {
    path: PathBuf,
}

impl Staging {
    fn new(dest: &Path) -> Result<Staging> {
        let path = dest.join(format!(".holocron-fetch-{}", std::process::id()));
        if path.exists() {
            std::fs::remove_dir_all(&path)
                .with_context(|| format!("cannot clear the leftover folder {}", path.display()))?;
        }
        std::fs::create_dir_all(&path)
            .with_context(|| format!("cannot create {}", path.display()))?;
        Ok(Staging { path })
    }

    fn write(&self, local: &str, bytes: &[u8]) -> Result<()> {
        let path = self.path.join(local);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)
                .with_context(|| format!("cannot create {}", parent.display()))?;
        }
        std::fs::write(&path, bytes).with_context(|| format!("cannot write {}", path.display()))
    }
}

impl Drop for Staging {
    fn drop(&mut self) {
        // Best effort: the folder is ours and holds only what this run wrote.
        let _ = std::fs::remove_dir_all(&self.path);
    }
}

/// What one run fetched or derived, for the report.
struct Fetched {
    local: String,
    bytes: usize,
    origin: String,
}

/// One run's downloads into the staging folder, and the record of every file written there.
struct Stage<'a> {
    agent: ureq::Agent,
    base_url: &'a str,
    staging: &'a Staging,
    fetched: Vec<Fetched>,
    /// The progress bar, drawn on a terminal; its total grows as lists of files become known.
    progress: Progress,
    downloaded: u64,
}

impl Stage<'_> {
    /// Downloads one file, checks that a `.json` file parses, and writes it to the staging
    /// folder. Returns its bytes.
    fn download(&mut self, remote: &Remote) -> Result<Vec<u8>> {
        let url = remote.url(self.base_url);
        let local = remote.local();
        if !self.progress.is_drawn() {
            eprintln!("downloading {url}");
        }
        let bytes = download(&self.agent, &url)?;
        self.downloaded += 1;
        self.progress.update(self.downloaded);
        if local.ends_with(".json") {
            serde_json::from_slice::<serde_json::Value>(&bytes)
                .with_context(|| format!("{url} (for {local}) is not valid JSON"))?;
        }
        self.staging.write(&local, &bytes)?;
        self.fetched.push(Fetched {
            local,
            bytes: bytes.len(),
            origin: url,
        });
        Ok(bytes)
    }

    /// Downloads every file of `remotes`, keeping their bytes by name in the upstream folder.
    fn download_all(&mut self, remotes: &[Remote]) -> Result<BTreeMap<String, Vec<u8>>> {
        self.progress.add_to_total(remotes.len() as u64);
        let mut texts = BTreeMap::new();
        for remote in remotes {
            texts.insert(remote.name.clone(), self.download(remote)?);
        }
        Ok(texts)
    }

    /// Writes a file that Holocron made rather than downloaded.
    fn write(&mut self, local: String, contents: &str, origin: &str) -> Result<()> {
        self.staging.write(&local, contents.as_bytes())?;
        self.fetched.push(Fetched {
            local,
            bytes: contents.len(),
            origin: origin.into(),
        });
        Ok(())
    }

    /// Writes the `SOURCE.md` of an upstream's folder, listing the files taken from it.
    fn write_source_note(&mut self, upstream: &Upstream, remotes: &[Remote]) -> Result<()> {
        let title = upstream
            .folder
            .rsplit('/')
            .next()
            .unwrap_or(upstream.folder);
        let list: String = remotes
            .iter()
            .map(|r| format!("- `{}` from `{}`\n", r.name, r.path))
            .collect();
        let note = format!(
            "# SOURCE — {title}/\n\nFetched by `holocron data fetch` from `{}`: repository \
             `{}`, commit `{}` ({}).\n\n{list}",
            self.base_url, upstream.repo, upstream.commit, upstream.licence
        );
        self.write(
            format!("{}/SOURCE.md", upstream.folder),
            &note,
            "written by holocron",
        )
    }
}

/// What [`fetch_into`] fetched: every file written, and a summary per game.
struct FetchReport {
    fetched: Vec<Fetched>,
    summaries: Vec<String>,
}

fn fetch(flag: Option<PathBuf>, args: FetchArgs) -> Result<()> {
    let dest_given = args.dest.is_some();
    let dest = match args.dest {
        Some(dest) => dest,
        None => DataDir::user_dir().context(
            "no --dest given and no per-user data folder (neither XDG_DATA_HOME nor HOME is an absolute path)",
        )?,
    };
    let mut games = match args.only {
        Some(game) => vec![game],
        None => vec![Game::Swccg, Game::Xwing],
    };
    let base_url = args.base_url.unwrap_or_else(upstream_base);
    let mut out = String::new();
    if args.if_missing {
        let mut missing = Vec::new();
        for game in games {
            let need = game.need();
            let found = if dest_given {
                DataDir::open_for(&dest, need)
            } else {
                DataDir::locate_for(flag.clone(), need)
            };
            if needs_fetch(&found) || (dest_given && found.is_err()) {
                missing.push(game);
            } else {
                let dir = found?;
                report_line!(
                    out,
                    "{} data found in {}.",
                    need.game(),
                    dir.root().display()
                );
            }
        }
        games = missing;
        if games.is_empty() {
            return emit(&out);
        }
    }
    let report = fetch_into(&dest, &base_url, &games)?;
    report_line!(out, "Fetched into {}:", dest.display());
    let width = report
        .fetched
        .iter()
        .map(|f| f.local.len())
        .max()
        .unwrap_or(0);
    for file in &report.fetched {
        report_line!(
            out,
            "  {:<width$}  {:>11} bytes  {}",
            file.local,
            thousands(file.bytes),
            file.origin
        );
    }
    for summary in &report.summaries {
        report_line!(out, "{summary}");
    }
    if games.contains(&Game::Xwing) {
        report_line!(out, "Not fetched: {}", geometry_advice(&dest));
    }
    // Another folder may come first in the search order for some game; the fetched data is
    // then used only when asked for.
    let mut found_first: BTreeMap<PathBuf, Vec<&str>> = BTreeMap::new();
    for game in games {
        if let Ok(found) = DataDir::locate_for(None, game.need())
            && found.root() != dest
        {
            let games = found_first.entry(found.root().to_path_buf()).or_default();
            games.push(game.need().game());
        }
    }
    for (found, games) in found_first {
        report_line!(
            out,
            "Note: for {} data Holocron finds {} first; pass --data {} or set HOLOCRON_DATA to \
             use the fetched data.",
            games.join(" and "),
            found.display(),
            dest.display()
        );
    }
    emit(&out)
}

/// Downloads `games`' data from `base_url` into a staging folder inside `dest`, checks that it
/// loads, and only then moves it into `dest`; on failure `dest` is left as it was.
fn fetch_into(dest: &Path, base_url: &str, games: &[Game]) -> Result<FetchReport> {
    let dest_existed = dest.exists();
    std::fs::create_dir_all(dest).with_context(|| format!("cannot create {}", dest.display()))?;
    let staging = Staging::new(dest)?;
    let mut stage = Stage {
        agent: ureq::Agent::config_builder()
            .timeout_global(Some(Duration::from_secs(300)))
            .build()
            .into(),
        base_url: base_url.trim_end_matches('/'),
        staging: &staging,
        fetched: Vec::new(),
        progress: Progress::new(0, "files"),
        downloaded: 0,
    };
    let outcome: Result<Vec<String>> = games
        .iter()
        .map(|game| match game {
            Game::Swccg => stage_swccg(&mut stage),
            Game::Xwing => stage_xwing(&mut stage),
        })
        .collect();
    stage.progress.finish();
    let fetched = std::mem::take(&mut stage.fetched);
    let summaries = match outcome {
        Ok(summaries) => summaries,
        Err(err) => {
            drop(staging);
            if !dest_existed {
                // Only succeeds when empty, which it is: nothing was moved into it.
                let _ = std::fs::remove_dir(dest);
            }
            return Err(err.context("fetch failed; the data folder was not changed"));
        }
    };

    for file in &fetched {
        let from = staging.path.join(&file.local);
        let to = dest.join(&file.local);
        if let Some(parent) = to.parent() {
            std::fs::create_dir_all(parent)
                .with_context(|| format!("cannot create {}", parent.display()))?;
        }
        std::fs::rename(&from, &to)
            .with_context(|| format!("cannot move {} to {}", from.display(), to.display()))?;
    }
    drop(staging);
    Ok(FetchReport { fetched, summaries })
}

/// Downloads the card game's files into the staging folder, checks that the card database
/// loads, and derives the deck files. Returns a summary.
fn stage_swccg(stage: &mut Stage) -> Result<String> {
    let card_remotes = Remote::list(&CARDS, CARD_FILES);
    let gemp_remotes = Remote::list(&GEMP, GEMP_FILES);
    let cards = stage.download_all(&card_remotes)?;
    let gemp = stage.download_all(&gemp_remotes)?;
    let text = |files: &BTreeMap<String, Vec<u8>>, name: &str| -> Result<String> {
        let bytes = files
            .get(name)
            .ok_or_else(|| anyhow!("{name} was not downloaded"))?;
        String::from_utf8(bytes.clone()).with_context(|| format!("{name} is not UTF-8 text"))
    };

    let db = CardDb::from_json(
        &text(&cards, "Dark.json")?,
        &text(&cards, "Light.json")?,
        &text(&cards, "sets.json")?,
    )
    .context("the downloaded card database does not load")?;

    let mut sources = Vec::new();
    for (name, recorded) in DECK_SQL {
        let local = format!("{}/{name}", GEMP.folder);
        sources.push((
            recorded,
            parse_sample_deck_sql(&local, &text(&gemp, name)?)?,
        ));
    }
    let derived = derive_deck_files(&db, &sources).context("cannot derive the deck files")?;
    let origin = format!(
        "derived from {folder}/{} and {folder}/{}",
        DECK_SQL[0].0,
        DECK_SQL[1].0,
        folder = GEMP.folder
    );
    stage.write(
        "swccg/decks/gemp-sample-decks.json".into(),
        &derived.sample_decks_json,
        &origin,
    )?;
    for (name, text) in &derived.tsv_files {
        stage.write(format!("swccg/decks/{name}"), text, &origin)?;
    }
    stage.write_source_note(&CARDS, &card_remotes)?;
    stage.write_source_note(&GEMP, &gemp_remotes)?;
    stage.write(
        "swccg/decks/SOURCE.md".into(),
        "# SOURCE — decks/\n\nDerived by `holocron data fetch` from ../gemp/sample_decks.sql and \
         ../gemp/utinni_sample_decks.sql, with card titles and types from ../cards/Dark.json \
         and Light.json (each GEMP id resolved to its record, the real printing preferred over \
         alternate images).\n",
        "written by holocron",
    )?;

    let dark = db.cards().iter().filter(|c| c.side == Side::Dark).count();
    Ok(format!(
        "Card database: {} cards ({} Dark Side, {} Light Side), {} sets, content hash {}.\n\
         GEMP sample decks: {} decks, {} with every card in the database.",
        thousands(db.len()),
        thousands(dark),
        thousands(db.len() - dark),
        db.sets().len(),
        db.content_hash(),
        derived.decks,
        derived.resolved,
    ))
}

/// Downloads both X-Wing editions' files into the staging folder (the second edition's list
/// comes from its manifest) and checks that each edition loads with the X-Wing crate's own
/// loader, as the X-Wing commands will. Returns a summary.
fn stage_xwing(stage: &mut Stage) -> Result<String> {
    let first_remotes = xwing_1e_remotes();
    stage.download_all(&first_remotes)?;
    let mut second_remotes = Remote::list(&XWING_2E, XWING_2E_FILES);
    let fixed = stage.download_all(&second_remotes)?;
    let manifest = fixed
        .get(XWING_2E_MANIFEST)
        .ok_or_else(|| anyhow!("{XWING_2E_MANIFEST} was not downloaded"))?;
    let listed = xwing_2e_listed(manifest)?;
    stage.download_all(&listed)?;
    second_remotes.extend(listed);
    stage.write_source_note(&XWING_1E, &first_remotes)?;
    stage.write_source_note(&XWING_2E, &second_remotes)?;

    let first = Catalog::load(&stage.staging.path, Edition::First)
        .context("the downloaded first-edition X-Wing data does not load")?;
    let second = Catalog::load(&stage.staging.path, Edition::Second)
        .context("the downloaded second-edition X-Wing data does not load")?;
    Ok(format!(
        "X-Wing first edition: {}.\nX-Wing second edition: {}.",
        catalog_summary(&first),
        catalog_summary(&second)
    ))
}

/// `56 ship types, 338 pilots, …` for the report.
fn catalog_summary(catalog: &Catalog) -> String {
    let cards = |deck: &[xwing::data::DamageCardSpec]| -> usize {
        deck.iter().map(|card| usize::from(card.count)).sum()
    };
    let mut text = format!(
        "{} ship types, {} pilots, {} upgrades, a {}-card damage deck",
        thousands(catalog.ships.len()),
        thousands(catalog.pilots.len()),
        thousands(catalog.upgrades.len()),
        cards(&catalog.damage_deck)
    );
    if !catalog.huge_damage_deck.is_empty() {
        text += &format!(
            " and a {}-card huge-ship damage deck",
            cards(&catalog.huge_damage_deck)
        );
    }
    text
}

fn download(agent: &ureq::Agent, url: &str) -> Result<Vec<u8>> {
    let mut response = agent.get(url).call().map_err(|err| match err {
        ureq::Error::StatusCode(code) => anyhow!("{url}: the server answered HTTP {code}"),
        other => anyhow!(other).context(format!("cannot download {url}")),
    })?;
    response
        .body_mut()
        .with_config()
        .limit(MAX_FILE_BYTES)
        .read_to_vec()
        .with_context(|| format!("cannot read the body of {url}"))
}

/// Loads what the data folder holds of each game and reports it; fails when a game's data is
/// found but does not load. A folder may hold one game only.
fn check(data: Option<PathBuf>) -> Result<()> {
    let swccg = DataDir::locate_for(data.clone(), Need::Swccg);
    let xwing = DataDir::locate_for(data, Need::Xwing);
    let mut out = String::new();
    let mut failures = Vec::new();
    if let (Err(err), Err(_)) = (&swccg, &xwing) {
        return Err(anyhow!("{err}"));
    }
    if let Ok(dir) = &swccg {
        if let Err(err) = check_swccg(dir, &mut out) {
            failures.push(format!("Star Wars CCG: {err:#}"));
        }
    } else {
        report_line!(out, "No Star Wars CCG data found.");
    }
    if let Ok(dir) = &xwing {
        failures.extend(check_xwing(dir, &mut out));
    } else {
        report_line!(out, "No X-Wing data found.");
    }
    emit(&out)?;
    if !failures.is_empty() {
        bail!("{}", failures.join("\n"));
    }
    Ok(())
}

/// The X-Wing part of `data check`: each edition's catalog and the geometry constants.
fn check_xwing(dir: &DataDir, out: &mut String) -> Vec<String> {
    let mut failures = Vec::new();
    report_line!(out, "X-Wing data folder: {}", dir.root().display());
    for (edition, name) in [(Edition::First, "first"), (Edition::Second, "second")] {
        match Catalog::load(dir.root(), edition) {
            Ok(catalog) => report_line!(out, "  {name} edition: {}", catalog_summary(&catalog)),
            Err(err) => {
                report_line!(out, "  FAIL  {name} edition: {err}");
                failures.push(format!("X-Wing {name} edition: {err}"));
            }
        }
    }
    if !dir.root().join(CONSTANTS_PATH).is_file() {
        // Expected after `data fetch`: the file has no upstream. Not a failure of the data.
        report_line!(
            out,
            "  geometry constants: built in. {}",
            geometry_advice(dir.root())
        );
        return failures;
    }
    match xwing::geometry::GeometryConstants::load(dir.root()) {
        Ok(_) => report_line!(out, "  geometry constants: ok"),
        Err(err) => {
            report_line!(out, "  FAIL  geometry constants: {err}");
            failures.push(format!("X-Wing geometry constants: {err}"));
        }
    }
    failures
}

/// The Star Wars CCG part of `data check`: the card database, every deck file and GEMP's
/// sample decks.
fn check_swccg(dir: &DataDir, out: &mut String) -> Result<()> {
    let dir = dir.clone();
    report_line!(out, "Star Wars CCG data folder: {}", dir.root().display());
    let db = CardDb::load(&dir)?;
    let dark = db.cards().iter().filter(|c| c.side == Side::Dark).count();
    report_line!(
        out,
        "Cards: {} ({} Dark Side, {} Light Side), content hash {}",
        thousands(db.len()),
        thousands(dark),
        thousands(db.len() - dark),
        db.content_hash()
    );
    report_line!(
        out,
        "  {:<6} {:<6} {:>5} {:>6}  name",
        "set",
        "abbr",
        "dark",
        "light"
    );
    for set in db.sets() {
        let in_set = |side: Side| {
            db.cards()
                .iter()
                .filter(|c| c.set == set.id && c.side == side)
                .count()
        };
        let (set_dark, set_light) = (in_set(Side::Dark), in_set(Side::Light));
        if set_dark + set_light > 0 {
            report_line!(
                out,
                "  {:<6} {:<6} {set_dark:>5} {set_light:>6}  {}",
                set.id,
                set.abbr,
                set.name
            );
        }
    }

    let mut failures = 0;
    report_line!(out, "Deck files:");
    for path in deck_files(&dir)? {
        let file = path.file_name().map_or_else(
            || path.display().to_string(),
            |n| n.to_string_lossy().into_owned(),
        );
        match Deck::load_file(&db, &path) {
            Ok(deck) => report_line!(
                out,
                "  ok    {file}: {} Side, {} cards, {} outside",
                deck.side,
                deck.cards.len(),
                deck.outside.len()
            ),
            Err(err) => {
                failures += 1;
                report_line!(out, "  FAIL  {err}");
            }
        }
    }

    let samples = sample_decks(&db, &dir)?;
    let mut playable = 0;
    let mut problems = Vec::new();
    for sample in &samples {
        match (&sample.cards, sample.deck(&db)) {
            (_, Ok(_)) => playable += 1,
            (SampleCards::Unresolved { ids }, _) => problems.push(format!(
                "{}: {} unknown GEMP id{} ({})",
                sample.name,
                ids.len(),
                if ids.len() == 1 { "" } else { "s" },
                ids.join(", ")
            )),
            (SampleCards::Resolved { .. }, Err(err)) => {
                problems.push(format!("{}: {err}", sample.name))
            }
        }
    }
    report_line!(
        out,
        "GEMP sample decks: {playable} of {} resolve to legal decks (60 cards, or 40 in the 40-card \
         format); the others:",
        samples.len()
    );
    for problem in problems {
        report_line!(out, "  {problem}");
    }
    if failures > 0 {
        bail!(
            "{failures} deck file(s) of {} do not load",
            dir.swccg_decks().display()
        );
    }
    Ok(())
}

/// Writes the report to stdout in one piece. A closed pipe (`holocron data check | head`) ends
/// the output quietly instead of failing.
fn emit(report: &str) -> Result<()> {
    use std::io::Write;
    let mut stdout = std::io::stdout().lock();
    match stdout
        .write_all(report.as_bytes())
        .and_then(|()| stdout.flush())
    {
        Err(err) if err.kind() != std::io::ErrorKind::BrokenPipe => Err(err.into()),
        _ => Ok(()),
    }
}

/// `3797` → `3,797`.
fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thousands_are_separated() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(3797), "3,797");
        assert_eq!(thousands(2_547_625), "2,547,625");
    }

    /// Every file known before the download starts.
    fn static_remotes() -> Vec<Remote> {
        let mut remotes = Remote::list(&CARDS, CARD_FILES);
        remotes.extend(Remote::list(&GEMP, GEMP_FILES));
        remotes.extend(xwing_1e_remotes());
        remotes.extend(Remote::list(&XWING_2E, XWING_2E_FILES));
        remotes
    }

    #[test]
    fn every_download_goes_to_a_distinct_place() {
        let remotes = static_remotes();
        let mut locals: Vec<String> = remotes.iter().map(Remote::local).collect();
        locals.sort();
        locals.dedup();
        assert_eq!(locals.len(), remotes.len());
        for (name, _) in DECK_SQL {
            assert!(
                GEMP_FILES.iter().any(|(_, local)| *local == name),
                "{name} is derived from but not fetched"
            );
        }
    }

    #[test]
    fn first_edition_scripts_are_stored_as_json() {
        let remotes = xwing_1e_remotes();
        let ships = remotes.iter().find(|r| r.path == "data/ships.js").unwrap();
        assert_eq!(ships.local(), "xwing/xwing-data-1e/data/ships.json");
        assert_eq!(
            ships.url("http://host"),
            "http://host/guidokessels/xwing-data/4e6fca90f4f8d098fc900bebd2f5d01c401539b1/data/ships.js"
        );
    }

    #[test]
    fn the_manifest_lists_data_files_once_and_not_the_fixed_ones() {
        let manifest = br#"{
            "version": "3.9.1",
            "conditions": "data/conditions/conditions.json",
            "pilots": [{"faction": "rebelalliance",
                        "ships": ["data/pilots/rebel/x.json", "data/pilots/rebel/x.json"]}],
            "upgrades": ["data/upgrades/talent.json", "data/manifest.json"]
        }"#;
        let listed: Vec<String> = xwing_2e_listed(manifest)
            .unwrap()
            .iter()
            .map(Remote::local)
            .collect();
        assert_eq!(
            listed,
            [
                "xwing/xwing-data2-2e/data/conditions/conditions.json",
                "xwing/xwing-data2-2e/data/pilots/rebel/x.json",
                "xwing/xwing-data2-2e/data/upgrades/talent.json",
            ]
        );
    }

    #[test]
    fn a_manifest_path_leaving_data_is_refused() {
        for path in ["data/../../escape.json", "data/pilots/x.js"] {
            let manifest = format!(r#"{{"upgrades": ["{path}"]}}"#);
            let err = xwing_2e_listed(manifest.as_bytes()).unwrap_err();
            let text = format!("{err:#}");
            assert!(
                text.contains(&format!(
                    "xwing/xwing-data2-2e/data/manifest.json lists \"{path}\", which is not a JSON file inside data/"
                )),
                "{text}"
            );
        }
        let err = xwing_2e_listed(br#"{"version": "1"}"#).unwrap_err();
        assert!(err.to_string().contains("lists no data files"), "{err}");
    }

    #[test]
    fn the_geometry_advice_names_the_file_and_where_it_goes() {
        let advice = geometry_advice(Path::new("/nonexistent-data"));
        assert!(
            advice.contains("/nonexistent-data/xwing/geometry/geometry-constants.json"),
            "{advice}"
        );
        assert!(advice.contains("has no upstream repository"), "{advice}");
        assert!(advice.contains("built into Holocron"), "{advice}");
    }
}
