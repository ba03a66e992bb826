//! `holocron coverage`: how much of the real card pool the engine plays.
//!
//! A card is **implemented** when the engine has a script for its game text
//! (`swccg_engine::script::script_for`) or the card has no game text at all (neither face, nor
//! a location's text for either side), **and** every printed value the engine reads is a plain
//! whole number (`Blueprint::plain_values`). A card is **tested** when a `#[test]` function
//! named `card_<GEMP id>_…` exists in the engine's `tests/cards_*.rs` files; the build script
//! collects those names, so this list cannot drift from the tests. A deck is **playable** when
//! every card of it (and every card kept outside it) is implemented.
//!
//! Counts are of database records (3,797 for the full database); alternate images share a
//! GEMP id, and so a script, with the card they reprint.

use super::{Data, print_stdout};
use anyhow::{Context, Result};
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;
use swccg_cards::{Card, Deck, Face, SampleCards, Side, deck_files, sample_decks};
use swccg_engine::RULES_VERSION;
use swccg_engine::catalogue::Blueprint;
use swccg_engine::script::script_for;

mod tested {
    include!(concat!(env!("OUT_DIR"), "/tested_cards.rs"));
}

/// How many missing cards the readable output names per deck.
const NAMED_MISSING: usize = 6;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Print one JSON object on stdout instead of a readable report.
    #[arg(long)]
    json: bool,
}

/// Counts over a group of cards.
#[derive(Clone, Debug, Default, Serialize)]
struct Counts {
    cards: usize,
    implemented: usize,
    /// Cards with a script (implemented or not: a script does not help a card whose values
    /// are not plain).
    scripted: usize,
    /// Cards with no game text at all.
    no_game_text: usize,
    /// Cards with a script or no text, kept out by a value that is not a plain number.
    not_plain_values: usize,
    tested: usize,
}

#[derive(Debug, Serialize)]
struct SetCoverage {
    id: String,
    name: String,
    #[serde(flatten)]
    counts: Counts,
}

#[derive(Debug, Serialize)]
struct MissingCard {
    gemp_id: String,
    title: String,
}

#[derive(Debug, Serialize)]
struct DeckCoverage {
    name: String,
    side: Side,
    playable: bool,
    /// Distinct cards of the deck (including cards kept outside it).
    distinct_cards: usize,
    /// Implemented cards missing from the engine.
    missing: Vec<MissingCard>,
    /// GEMP ids the card database does not know.
    unknown_ids: Vec<String>,
    /// Why the deck is not a legal 60-card deck, if it is not.
    #[serde(skip_serializing_if = "Option::is_none")]
    invalid: Option<String>,
}

#[derive(Debug, Serialize)]
struct Report {
    rules_version: &'static str,
    card_db_hash: String,
    total: Counts,
    sets: Vec<SetCoverage>,
    /// The decks of `gemp-sample-decks.json`.
    sample_decks: Vec<DeckCoverage>,
    /// The deck files (`.tsv`, `.txt`) of the data folder.
    deck_files: Vec<DeckCoverage>,
    /// Tested cards that are not implemented (their tests cover part of the text only).
    tested_not_implemented: Vec<MissingCard>,
    /// `card_<id>_…` tests whose id is not a card of the database.
    tests_of_unknown_cards: Vec<String>,
    card_tests_found: bool,
    /// Every card test the build found.
    card_tests: Vec<CardTest>,
}

#[derive(Debug, Serialize)]
struct CardTest {
    gemp_id: &'static str,
    file: &'static str,
    test: &'static str,
}

/// What coverage needs to know of one card.
#[derive(Clone, Copy, Debug)]
struct Status {
    scripted: bool,
    no_text: bool,
    plain: bool,
    tested: bool,
}

impl Status {
    fn of(card: &Card, tested: &BTreeSet<&str>) -> Status {
        Status {
            scripted: script_for(&card.gemp_id).is_some(),
            no_text: face_blank(&card.front) && card.back.as_ref().is_none_or(face_blank),
            plain: Blueprint::from_card(card).plain_values,
            tested: tested.contains(card.gemp_id.as_str()),
        }
    }

    fn implemented(self) -> bool {
        (self.scripted || self.no_text) && self.plain
    }

    fn count(self, counts: &mut Counts) {
        counts.cards += 1;
        counts.implemented += usize::from(self.implemented());
        counts.scripted += usize::from(self.scripted);
        counts.no_game_text += usize::from(self.no_text);
        counts.not_plain_values += usize::from((self.scripted || self.no_text) && !self.plain);
        counts.tested += usize::from(self.tested);
    }
}

/// A face with no game text to implement.
fn face_blank(face: &Face) -> bool {
    face.game_text.trim().is_empty()
        && face
            .location_text
            .as_ref()
            .is_none_or(|t| t.dark.trim().is_empty() && t.light.trim().is_empty())
}

pub fn run(data: Option<PathBuf>, args: Args) -> Result<()> {
    let data = Data::load(data)?;
    let report = report(&data)?;
    if args.json {
        print_stdout(&format!("{}\n", serde_json::to_string_pretty(&report)?))
    } else {
        print_stdout(&readable(&report))
    }
}

fn report(data: &Data) -> Result<Report> {
    let db = &data.db;
    let tested: BTreeSet<&str> = tested::TESTED_CARDS.iter().map(|t| t.0).collect();
    let status: Vec<Status> = db.cards().iter().map(|c| Status::of(c, &tested)).collect();
    let mut total = Counts::default();
    let mut per_set: BTreeMap<&str, Counts> = BTreeMap::new();
    for (card, s) in db.cards().iter().zip(&status) {
        s.count(&mut total);
        s.count(per_set.entry(card.set.as_str()).or_default());
    }
    let mut sets: Vec<SetCoverage> = db
        .sets()
        .iter()
        .filter_map(|set| {
            per_set.remove(set.id.as_str()).map(|counts| SetCoverage {
                id: set.id.clone(),
                name: set.name.clone(),
                counts,
            })
        })
        .collect();
    // Cards whose set `sets.json` does not list still count, under their set id.
    sets.extend(per_set.into_iter().map(|(id, counts)| SetCoverage {
        id: id.to_owned(),
        name: format!("set {id}"),
        counts,
    }));
    let implemented = |gemp_id: &str| {
        db.by_gemp_id(gemp_id)
            .is_some_and(|i| status[i.0 as usize].implemented())
    };
    let samples = sample_decks(db, &data.dir).context("reading the sample decks")?;
    let sample_decks = samples
        .iter()
        .map(|sample| match &sample.cards {
            SampleCards::Resolved { cards, outside } => {
                let all: Vec<&Card> = cards.iter().chain(outside).map(|&i| db.get(i)).collect();
                let invalid = sample.deck(db).err().map(|e| e.to_string());
                deck_coverage(&sample.name, sample.side, &all, invalid, &implemented)
            }
            SampleCards::Unresolved { ids } => DeckCoverage {
                name: sample.name.clone(),
                side: sample.side,
                playable: false,
                distinct_cards: 0,
                missing: Vec::new(),
                unknown_ids: ids.clone(),
                invalid: None,
            },
        })
        .collect();
    let mut files = Vec::new();
    for path in deck_files(&data.dir).context("listing the deck files")? {
        let deck = Deck::load_file(db, &path)
            .with_context(|| format!("reading the deck file {}", path.display()))?;
        let all: Vec<&Card> = deck
            .cards
            .iter()
            .chain(&deck.outside)
            .map(|&i| db.get(i))
            .collect();
        files.push(deck_coverage(
            &deck.name,
            deck.side,
            &all,
            None,
            &implemented,
        ));
    }
    let mut tested_not_implemented = Vec::new();
    let mut tests_of_unknown_cards = Vec::new();
    for &gemp_id in &tested {
        match db.by_gemp_id(gemp_id) {
            Some(i) if !status[i.0 as usize].implemented() => {
                tested_not_implemented.push(missing(db.get(i)));
            }
            Some(_) => {}
            None => tests_of_unknown_cards.extend(
                tested::TESTED_CARDS
                    .iter()
                    .filter(|t| t.0 == gemp_id)
                    .map(|t| format!("{}::{}", t.1, t.2)),
            ),
        }
    }
    Ok(Report {
        rules_version: RULES_VERSION,
        card_db_hash: db.content_hash(),
        total,
        sets,
        sample_decks,
        deck_files: files,
        tested_not_implemented,
        tests_of_unknown_cards,
        card_tests_found: tested::CARD_TESTS_FOLDER_FOUND,
        card_tests: tested::TESTED_CARDS
            .iter()
            .map(|&(gemp_id, file, test)| CardTest {
                gemp_id,
                file,
                test,
            })
            .collect(),
    })
}

fn missing(card: &Card) -> MissingCard {
    MissingCard {
        gemp_id: card.gemp_id.clone(),
        title: card.title().to_owned(),
    }
}

fn deck_coverage(
    name: &str,
    side: Side,
    cards: &[&Card],
    invalid: Option<String>,
    implemented: &dyn Fn(&str) -> bool,
) -> DeckCoverage {
    let mut seen = BTreeSet::new();
    let mut absent = Vec::new();
    for card in cards {
        if seen.insert(card.gemp_id.as_str()) && !implemented(&card.gemp_id) {
            absent.push(missing(card));
        }
    }
    DeckCoverage {
        name: name.to_owned(),
        side,
        playable: absent.is_empty() && invalid.is_none(),
        distinct_cards: seen.len(),
        missing: absent,
        unknown_ids: Vec::new(),
        invalid,
    }
}

fn readable(r: &Report) -> String {
    let t = &r.total;
    let mut out = format!(
        "Star Wars CCG card coverage (rules {}, card database {})\n\n",
        r.rules_version, r.card_db_hash
    );
    out += &format!(
        "{} cards in the database: {} implemented ({} with a script, {} with no game text), \
         {} tested.\n",
        t.cards, t.implemented, t.scripted, t.no_game_text, t.tested
    );
    if t.not_plain_values > 0 {
        out += &format!(
            "{} scripted or textless cards do not count: a printed value is not a plain number.\n",
            t.not_plain_values
        );
    }
    out += "A card is implemented when all of its game text works in the engine (or it has \
            none) and its printed values are plain numbers.\n";
    if !r.card_tests_found {
        out += "The engine's card tests were not found when this program was built, so no card \
                counts as tested.\n";
    }
    let label = |set: &SetCoverage| format!("{} ({})", set.name, set.id);
    let width = r
        .sets
        .iter()
        .map(|s| label(s).chars().count())
        .max()
        .unwrap_or(0);
    out += &format!(
        "\n{:<width$} {:>6} {:>12} {:>7}\n",
        "set", "cards", "implemented", "tested"
    );
    for set in &r.sets {
        let c = &set.counts;
        out += &format!(
            "{:<width$} {:>6} {:>6} {:>4.0}% {:>7}\n",
            label(set),
            c.cards,
            c.implemented,
            100.0 * c.implemented as f64 / c.cards.max(1) as f64,
            c.tested
        );
    }
    for (title, decks) in [
        ("Decks of gemp-sample-decks.json", &r.sample_decks),
        ("Deck files of the data folder", &r.deck_files),
    ] {
        let playable = decks.iter().filter(|d| d.playable).count();
        out += &format!("\n{title}: {playable} of {} playable\n", decks.len());
        for deck in decks {
            out += &format!(
                "  {} {} ({} Side)",
                mark(deck.playable),
                deck.name,
                deck.side
            );
            if !deck.unknown_ids.is_empty() {
                out += &format!(": unknown GEMP ids {}", deck.unknown_ids.join(", "));
            } else if !deck.missing.is_empty() {
                let named: Vec<String> = deck
                    .missing
                    .iter()
                    .take(NAMED_MISSING)
                    .map(|m| format!("{} ({})", m.title, m.gemp_id))
                    .collect();
                let more = deck.missing.len().saturating_sub(NAMED_MISSING);
                out += &format!(
                    ": {} of {} cards missing: {}{}",
                    deck.missing.len(),
                    deck.distinct_cards,
                    named.join(", "),
                    if more > 0 {
                        format!(" and {more} more")
                    } else {
                        String::new()
                    }
                );
            }
            if let Some(why) = &deck.invalid {
                out += &format!(" (not a legal deck: {why})");
            }
            out.push('\n');
        }
    }
    if !r.tested_not_implemented.is_empty() {
        let names: Vec<String> = r
            .tested_not_implemented
            .iter()
            .map(|m| format!("{} ({})", m.title, m.gemp_id))
            .collect();
        out += &format!("\nTested but not implemented: {}\n", names.join(", "));
    }
    if !r.tests_of_unknown_cards.is_empty() {
        out += &format!(
            "\nCard tests naming no card of the database: {}\n",
            r.tests_of_unknown_cards.join(", ")
        );
    }
    out
}

fn mark(playable: bool) -> &'static str {
    if playable { "playable  " } else { "incomplete" }
}
