//! `holocron play | simulate | replay | coverage | cards`: the Star Wars CCG commands.
//!
//! * [`play`] — a person plays a random bot at the terminal, seeing only their own view.
//! * [`simulate`] — bot-against-bot games with invariant checks and a summary (JSON or text).
//! * [`replay`] — plays a saved replay again, prints its log, and verifies it.
//! * [`coverage`] — how much of the card pool the engine implements and tests.
//! * [`draft`] — drafts of card scripts from printed game text, and the check of `.cards`
//!   files (`holocron cards draft | check`).
//!
//! This module holds what they share: loading the card database and decks from the data
//! folder, and the seeds the bots of a game use.

pub mod coverage;
pub mod draft;
pub mod play;
pub mod replay;
pub mod simulate;

use crate::botspec::BotSpec;
use anyhow::{Context, Result, bail};
use bots::{Bot, RandomBot, SearchBot};
use std::path::Path;
use swccg_cards::{Card, CardDb, DataDir, Deck, Need, Side};
use swccg_engine::bots::HeuristicBot;
use swccg_engine::replay::Replay;
use swccg_engine::{Answer, Game};

/// The decks a game uses when none is named: the Premiere Introductory Two-Player Game.
pub const DEFAULT_DARK: &str = "premiere-intro-2pg-dark";
pub const DEFAULT_LIGHT: &str = "premiere-intro-2pg-light";

/// The data folder and its card database.
pub struct Data {
    pub dir: DataDir,
    pub db: CardDb,
}

impl std::fmt::Debug for Data {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Data").field("dir", &self.dir).finish()
    }
}

impl Data {
    /// Finds the data folder (flag, environment, checkout, per-user folder; fetched there on
    /// first use) and loads the card database.
    pub fn load(source: &crate::data::Source) -> Result<Data> {
        let dir = source.dir(Need::Swccg)?;
        let db = CardDb::load(&dir).context("loading the card database")?;
        Ok(Data { dir, db })
    }

    /// A deck by file path or by name in the data folder, checked to be of `side`.
    pub fn deck(&self, name_or_path: &str, side: Side) -> Result<Deck> {
        let deck = Deck::load(&self.db, &self.dir, name_or_path)
            .with_context(|| format!("loading the {side} Side deck {name_or_path:?}"))?;
        if deck.side != side {
            bail!(
                "{name_or_path:?} is a {} Side deck; the {side} Side needs a {side} Side deck",
                deck.side
            );
        }
        Ok(deck)
    }

    /// The cards of a deck, one entry per copy, in deck order.
    pub fn cards(&self, deck: &Deck) -> Vec<&Card> {
        deck.cards.iter().map(|&i| self.db.get(i)).collect()
    }
}

/// The two decks of a game, loaded and resolved.
pub struct Decks<'d> {
    pub dark: Deck,
    pub light: Deck,
    pub dark_cards: Vec<&'d Card>,
    pub light_cards: Vec<&'d Card>,
}

impl std::fmt::Debug for Decks<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Decks")
            .field("dark", &self.dark.name)
            .field("light", &self.light.name)
            .finish()
    }
}

impl<'d> Decks<'d> {
    pub fn load(data: &'d Data, dark: &str, light: &str) -> Result<Decks<'d>> {
        let dark = data.deck(dark, Side::Dark)?;
        let light = data.deck(light, Side::Light)?;
        swccg_cards::DeckFormat::check_pair(&dark, &light)?;
        let dark_cards = data.cards(&dark);
        let light_cards = data.cards(&light);
        Ok(Decks {
            dark,
            light,
            dark_cards,
            light_cards,
        })
    }

    /// A replay of a game of these decks.
    pub fn replay(&self, data: &Data, seed: u64, answers: Vec<Answer>) -> Result<Replay> {
        Replay::record(
            &data.db,
            seed,
            (&self.dark.name, &self.dark_cards),
            (&self.light.name, &self.light_cards),
            answers,
        )
        .context("recording the replay")
    }
}

/// Parses a seat name: `dark` or `light`.
pub fn parse_side(text: &str) -> Result<Side, String> {
    match text.trim().to_ascii_lowercase().as_str() {
        "dark" | "d" => Ok(Side::Dark),
        "light" | "l" => Ok(Side::Light),
        _ => Err(format!(
            "unknown side {text:?} (expected `dark` or `light`)"
        )),
    }
}

/// The seed of the random bot playing `side` in the game of seed `seed`. Each side gets its
/// own stream, so that the two bots do not mirror each other's choices.
pub fn bot_seed(seed: u64, side: Side) -> u64 {
    match side {
        Side::Dark => seed ^ 0xd1b5_4a32_d192_ed03,
        Side::Light => seed ^ 0x8cb9_2ba7_2f3d_8dd7,
    }
}

/// Writes a replay file atomically: a temporary file in the same folder, flushed to the disk,
/// then renamed over `path`, so that a reader (or a crash) sees the old file or the new one,
/// never half of one.
pub fn save_replay(replay: &Replay, path: &Path) -> Result<()> {
    use std::io::Write;
    let what = || format!("writing the replay {}", path.display());
    let name = path.file_name().with_context(what)?.to_string_lossy();
    let folder = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    let temporary = folder.join(format!(".{name}.{}.tmp", std::process::id()));
    let written = (|| {
        let mut file = std::fs::File::create(&temporary)?;
        file.write_all(replay.to_json().as_bytes())?;
        file.sync_all()?;
        std::fs::rename(&temporary, path)
    })();
    if written.is_err() {
        let _ = std::fs::remove_file(&temporary);
    }
    written.with_context(what)?;
    // The rename itself reaches the disk when the folder does; not every system can say so.
    if let Ok(dir) = std::fs::File::open(folder) {
        let _ = dir.sync_all();
    }
    Ok(())
}

/// Writes a command's output to stdout. A reader that stops reading early (`| head`) ends the
/// output quietly instead of failing.
pub fn print_stdout(text: &str) -> Result<()> {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Err(err) if err.kind() != std::io::ErrorKind::BrokenPipe => {
            Err(err).context("writing to stdout")
        }
        _ => Ok(()),
    }
}

/// A Star Wars CCG bot of the given kind, seeded.
pub fn make_bot(spec: BotSpec, seed: u64) -> Result<Box<dyn Bot<Game> + Send>> {
    Ok(match spec {
        BotSpec::Random => Box::new(RandomBot::new(seed)),
        BotSpec::Heuristic => Box::new(HeuristicBot::new(seed)),
        BotSpec::Search { budget, threads } => Box::new(
            SearchBot::new(
                seed,
                HeuristicBot::with_epsilon(seed, PLAYOUT_EPSILON),
                budget,
            )
            .with_threads(threads)
            .with_playout_depth(PLAYOUT_DEPTH),
        ),
        BotSpec::Simple => {
            bail!("the simple bot plays X-Wing only (use random, heuristic or search)")
        }
    })
}

/// How often a search playout answers at random instead of heuristically.
pub const PLAYOUT_EPSILON: f64 = 0.1;
/// Decisions a search playout takes before the position is estimated.
pub const PLAYOUT_DEPTH: u32 = 150;
