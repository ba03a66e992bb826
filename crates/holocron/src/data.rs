//! `holocron data`: find, fetch and check the data folder.
//!
//! * `where` prints the folder Holocron uses (see `swccg_cards::datadir` for the search order).
//! * `fetch` downloads the Star Wars CCG card database (`swccgpc/swccg-card-json`) and GEMP's
//!   data files (`PlayersCommittee/gemp-swccg-public`) at pinned commits, checks that the card
//!   files load, derives the deck files of `swccg/decks` from GEMP's sample-deck SQL, and only
//!   then moves everything into place. Nothing is left behind when a step fails.
//! * `check` loads the card database and every deck of the folder and prints a summary.

use anyhow::{Context, Result, anyhow, bail};
use std::path::{Path, PathBuf};
use std::time::Duration;
use swccg_cards::gemp::{derive_deck_files, parse_sample_deck_sql};
use swccg_cards::{
    CardDb, DataDir, DataDirError, Deck, Need, SampleCards, Side, deck_files, sample_decks,
};

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
    Where,
    /// Download the card database and GEMP's sample decks from their upstream repositories.
    Fetch(FetchArgs),
    /// Load the card database and every deck of the data folder, and summarise them.
    Check,
}

#[derive(Debug, clap::Args)]
struct FetchArgs {
    /// The folder to fill [default: $XDG_DATA_HOME/holocron, else ~/.local/share/holocron].
    #[arg(long, value_name = "DIR")]
    dest: Option<PathBuf>,
    /// Where the repositories' raw files are served, as `BASE/owner/repo/commit/path`.
    #[arg(long, value_name = "URL", default_value = DEFAULT_BASE_URL)]
    base_url: String,
}

pub fn run(data: Option<PathBuf>, args: Args) -> Result<()> {
    match args.command {
        Command::Where => where_(data),
        Command::Fetch(fetch_args) => fetch(fetch_args),
        Command::Check => check(data),
    }
}

fn where_(data: Option<PathBuf>) -> Result<()> {
    let tried = DataDir::candidates(data);
    for candidate in &tried {
        if candidate.holds_data() {
            println!("{}", candidate.path.display());
            return Ok(());
        }
        eprintln!(
            "skipped {} ({}): no swccg/cards/Dark.json there",
            candidate.path.display(),
            candidate.source
        );
    }
    Err(DataDirError::NotFound {
        need: Need::Swccg,
        tried,
    }
    .into())
}

const DEFAULT_BASE_URL: &str = "https://raw.githubusercontent.com";

/// The card database's repository and the commit our shared data was taken from
/// (`swccg/cards/SOURCE.md`).
const CARDS_REPO: &str = "swccgpc/swccg-card-json";
const CARDS_COMMIT: &str = "3331981e2cf39ca1309c08c27419eb6e2d034868";

/// GEMP's repository and the commit of our shared copy (`swccg/gemp/SOURCE.md`); the sample
/// deck SQL is unchanged there since the commit that `swccg/decks/SOURCE.md` names.
const GEMP_REPO: &str = "PlayersCommittee/gemp-swccg-public";
const GEMP_COMMIT: &str = "948de41637c007c0545cb113a91cc5094f581de7";

/// One downloaded file: where it lives upstream and where it goes in the data folder.
struct Remote {
    repo: &'static str,
    commit: &'static str,
    path: &'static str,
    local: &'static str,
}

const fn card_file(path: &'static str, local: &'static str) -> Remote {
    Remote {
        repo: CARDS_REPO,
        commit: CARDS_COMMIT,
        path,
        local,
    }
}

const fn gemp_file(path: &'static str, local: &'static str) -> Remote {
    Remote {
        repo: GEMP_REPO,
        commit: GEMP_COMMIT,
        path,
        local,
    }
}

const REMOTES: &[Remote] = &[
    card_file("Dark.json", "swccg/cards/Dark.json"),
    card_file("Light.json", "swccg/cards/Light.json"),
    card_file("sets.json", "swccg/cards/sets.json"),
    card_file("rarity.json", "swccg/cards/rarity.json"),
    card_file("DarkLegacy.json", "swccg/cards/DarkLegacy.json"),
    card_file("LightLegacy.json", "swccg/cards/LightLegacy.json"),
    card_file("DarkPreErrata.json", "swccg/cards/DarkPreErrata.json"),
    card_file("LightPreErrata.json", "swccg/cards/LightPreErrata.json"),
    card_file(
        ".github/workflows/card-schema.json",
        "swccg/cards/card-schema.json",
    ),
    card_file(
        ".github/workflows/set-schema.json",
        "swccg/cards/set-schema.json",
    ),
    card_file("LICENSE", "swccg/cards/LICENSE"),
    gemp_file(
        "src/db-scripts/sample_decks.sql",
        "swccg/gemp/sample_decks.sql",
    ),
    gemp_file(
        "src/db-scripts/utinni_sample_decks.sql",
        "swccg/gemp/utinni_sample_decks.sql",
    ),
    gemp_file(
        "src/gemp-swccg-cards/src/main/resources/card_blueprint_database.json",
        "swccg/gemp/card_blueprint_database.json",
    ),
    gemp_file(
        "src/gemp-swccg-server/src/main/resources/swccgFormats.json",
        "swccg/gemp/swccgFormats.json",
    ),
    gemp_file("LICENSE", "swccg/gemp/LICENSE"),
];

/// The SQL files the deck files are derived from, with the name each deck records as its
/// source.
const DECK_SQL: [(&str, &str); 2] = [
    ("swccg/gemp/sample_decks.sql", "gemp/sample_decks.sql"),
    (
        "swccg/gemp/utinni_sample_decks.sql",
        "gemp/utinni_sample_decks.sql",
    ),
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

fn fetch(args: FetchArgs) -> Result<()> {
    let dest = match args.dest {
        Some(dest) => dest,
        None => DataDir::user_dir().context(
            "no --dest given and no per-user data folder (neither XDG_DATA_HOME nor HOME is an absolute path)",
        )?,
    };
    let dest_existed = dest.exists();
    std::fs::create_dir_all(&dest).with_context(|| format!("cannot create {}", dest.display()))?;
    let staging = Staging::new(&dest)?;
    let outcome = stage_everything(&staging, args.base_url.trim_end_matches('/'));
    let (fetched, summary) = match outcome {
        Ok(done) => done,
        Err(err) => {
            drop(staging);
            if !dest_existed {
                // Only succeeds when empty, which it is: nothing was moved into it.
                let _ = std::fs::remove_dir(&dest);
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

    let mut out = String::new();
    report_line!(out, "Fetched into {}:", dest.display());
    let width = fetched.iter().map(|f| f.local.len()).max().unwrap_or(0);
    for file in &fetched {
        report_line!(
            out,
            "  {:<width$}  {:>11} bytes  {}",
            file.local,
            thousands(file.bytes),
            file.origin
        );
    }
    report_line!(out, "{summary}");
    match DataDir::locate(None) {
        Ok(found) if found.root() != dest => report_line!(
            out,
            "Note: Holocron finds {} first; pass --data {} or set HOLOCRON_DATA to use the fetched data.",
            found.root().display(),
            dest.display()
        ),
        _ => {}
    }
    emit(&out)?;
    Ok(())
}

/// Downloads every file into the staging folder, checks them, and derives the deck files.
/// Returns the files to move into place and a summary line.
fn stage_everything(staging: &Staging, base_url: &str) -> Result<(Vec<Fetched>, String)> {
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .timeout_global(Some(Duration::from_secs(300)))
        .build()
        .into();
    let mut fetched = Vec::new();
    let mut texts: Vec<(&str, Vec<u8>)> = Vec::new();
    for remote in REMOTES {
        let url = format!(
            "{base_url}/{}/{}/{}",
            remote.repo, remote.commit, remote.path
        );
        eprintln!("downloading {url}");
        let bytes = download(&agent, &url)?;
        if remote.local.ends_with(".json") {
            serde_json::from_slice::<serde_json::Value>(&bytes)
                .with_context(|| format!("{url} (for {}) is not valid JSON", remote.local))?;
        }
        staging.write(remote.local, &bytes)?;
        fetched.push(Fetched {
            local: remote.local.to_owned(),
            bytes: bytes.len(),
            origin: url,
        });
        texts.push((remote.local, bytes));
    }
    let text = |local: &str| -> Result<&str> {
        let bytes = texts
            .iter()
            .find(|(name, _)| *name == local)
            .map(|(_, bytes)| bytes.as_slice())
            .ok_or_else(|| anyhow!("{local} was not downloaded"))?;
        std::str::from_utf8(bytes).with_context(|| format!("{local} is not UTF-8 text"))
    };

    let db = CardDb::from_json(
        text("swccg/cards/Dark.json")?,
        text("swccg/cards/Light.json")?,
        text("swccg/cards/sets.json")?,
    )
    .context("the downloaded card database does not load")?;

    let mut sources = Vec::new();
    for (local, recorded) in DECK_SQL {
        sources.push((recorded, parse_sample_deck_sql(local, text(local)?)?));
    }
    let derived = derive_deck_files(&db, &sources).context("cannot derive the deck files")?;
    let origin = format!("derived from {} and {}", DECK_SQL[0].0, DECK_SQL[1].0);
    let mut derived_files = vec![(
        "swccg/decks/gemp-sample-decks.json".to_owned(),
        derived.sample_decks_json.clone(),
    )];
    for (name, text) in &derived.tsv_files {
        derived_files.push((format!("swccg/decks/{name}"), text.clone()));
    }
    for (local, contents) in &derived_files {
        staging.write(local, contents.as_bytes())?;
        fetched.push(Fetched {
            local: local.clone(),
            bytes: contents.len(),
            origin: origin.clone(),
        });
    }
    for (local, contents) in source_notes(base_url) {
        staging.write(&local, contents.as_bytes())?;
        fetched.push(Fetched {
            local,
            bytes: contents.len(),
            origin: "written by holocron".into(),
        });
    }

    let dark = db.cards().iter().filter(|c| c.side == Side::Dark).count();
    let summary = format!(
        "Card database: {} cards ({} Dark Side, {} Light Side), {} sets, content hash {}.\n\
         GEMP sample decks: {} decks, {} with every card in the database.",
        thousands(db.len()),
        thousands(dark),
        thousands(db.len() - dark),
        db.sets().len(),
        db.content_hash(),
        derived.decks,
        derived.resolved,
    );
    Ok((fetched, summary))
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

/// A `SOURCE.md` for each fetched folder, saying where its files came from.
fn source_notes(base_url: &str) -> Vec<(String, String)> {
    let list = |prefix: &str| -> String {
        REMOTES
            .iter()
            .filter(|r| r.local.starts_with(prefix))
            .map(|r| format!("- `{}` from `{}`\n", &r.local[prefix.len()..], r.path))
            .collect()
    };
    vec![
        (
            "swccg/cards/SOURCE.md".into(),
            format!(
                "# SOURCE — cards/\n\nFetched by `holocron data fetch` from `{base_url}`: repository \
                 `{CARDS_REPO}`, commit `{CARDS_COMMIT}` (MIT licence, see LICENSE).\n\n{}",
                list("swccg/cards/")
            ),
        ),
        (
            "swccg/gemp/SOURCE.md".into(),
            format!(
                "# SOURCE — gemp/\n\nFetched by `holocron data fetch` from `{base_url}`: repository \
                 `{GEMP_REPO}`, commit `{GEMP_COMMIT}` (MIT licence, see LICENSE).\n\n{}",
                list("swccg/gemp/")
            ),
        ),
        (
            "swccg/decks/SOURCE.md".into(),
            "# SOURCE — decks/\n\nDerived by `holocron data fetch` from ../gemp/sample_decks.sql and \
             ../gemp/utinni_sample_decks.sql, with card titles and types from ../cards/Dark.json \
             and Light.json (each GEMP id resolved to its record, the real printing preferred over \
             alternate images).\n"
                .into(),
        ),
    ]
}

fn check(data: Option<PathBuf>) -> Result<()> {
    let dir = DataDir::locate(data)?;
    let mut out = String::new();
    report_line!(out, "Data folder: {}", dir.root().display());
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
        "GEMP sample decks: {playable} of {} resolve to playable 60-card decks; the others:",
        samples.len()
    );
    for problem in problems {
        report_line!(out, "  {problem}");
    }
    emit(&out)?;
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

    #[test]
    fn every_download_goes_to_a_distinct_place() {
        let mut locals: Vec<&str> = REMOTES.iter().map(|r| r.local).collect();
        locals.sort();
        locals.dedup();
        assert_eq!(locals.len(), REMOTES.len());
        for (local, _) in DECK_SQL {
            assert!(
                REMOTES.iter().any(|r| r.local == local),
                "{local} is derived from but not fetched"
            );
        }
    }
}
