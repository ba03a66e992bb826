//! `holocron coverage`: how much of the real card pool the engine plays, and how much of it
//! the card tests exercise.
//!
//! A card is **implemented** when the engine has a script for its game text (the script book,
//! `swccg_engine::script::book`) or the card has no game text at all, every clause of the
//! script can happen (a clause that needs "nighttime conditions" cannot while no implemented
//! card creates them), and every printed value the engine reads is a plain whole number. The
//! command runs every card test of `swccg-cardtests` with the engine recording which abilities
//! of which cards ran; a card is **tested** when it is implemented, has tests named after it,
//! all of them pass, and together they made every ability of its script run. A deck is
//! **playable** when every card of it (and every card kept outside it) is implemented and
//! tested (a card with no game text has nothing to test: implemented is enough).
//!
//! Counts are of database records (3,797 for the full database); alternate images share a
//! GEMP id, and so a script and tests, with the card they reprint.

use super::{Data, print_stdout};
use anyhow::{Context, Result};
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};
use swccg_cards::{Card, Deck, Face, SampleCards, Side, deck_files, sample_decks};
use swccg_engine::RULES_VERSION;
use swccg_engine::catalogue::Blueprint;
use swccg_engine::script::{Ability, Mentions, Rule, Script, book};

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
    /// Cards with a script (implemented or not).
    scripted: usize,
    /// Cards with no game text at all.
    no_game_text: usize,
    /// Cards with a script or no text, kept out by a value that is not a plain number.
    not_plain_values: usize,
    /// Scripted cards kept out by a clause that cannot happen yet.
    unreachable: usize,
    tested: usize,
    /// Abilities of the scripts of these cards.
    abilities: usize,
    /// Of those, the abilities a test named after the card made run.
    abilities_exercised: usize,
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

/// One scripted or tested card.
#[derive(Debug, Serialize)]
struct CardCoverage {
    gemp_id: String,
    title: String,
    set: String,
    implemented: bool,
    tested: bool,
    abilities: usize,
    abilities_exercised: usize,
    /// The numbers of the abilities no test of the card ran.
    abilities_not_exercised: Vec<u8>,
    tests: Vec<&'static str>,
    failing_tests: Vec<String>,
    /// Why a clause of the script cannot happen yet.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    unreachable: Vec<String>,
}

#[derive(Debug, Serialize)]
struct DeckCoverage {
    name: String,
    side: Side,
    playable: bool,
    /// Distinct cards of the deck (including cards kept outside it).
    distinct_cards: usize,
    /// Cards of the deck the engine does not implement.
    missing: Vec<MissingCard>,
    /// Cards of the deck the engine implements but whose tests do not yet run all of their
    /// text (or fail).
    untested: Vec<MissingCard>,
    /// GEMP ids the card database does not know.
    unknown_ids: Vec<String>,
    /// Why the deck is not a legal deck (60 cards, or 40 in the 40-card format), if it is not.
    #[serde(skip_serializing_if = "Option::is_none")]
    invalid: Option<String>,
}

#[derive(Debug, Serialize)]
struct Report {
    rules_version: &'static str,
    card_db_hash: String,
    total: Counts,
    sets: Vec<SetCoverage>,
    /// Every card with a script or a test.
    cards: Vec<CardCoverage>,
    /// The decks of `gemp-sample-decks.json`.
    sample_decks: Vec<DeckCoverage>,
    /// The deck files (`.tsv`, `.txt`) of the data folder.
    deck_files: Vec<DeckCoverage>,
    /// Card tests run, and those that failed (`name: message`).
    card_tests: usize,
    failed_tests: Vec<String>,
    /// `card_<id>_…` tests whose id is not a card of the database.
    tests_of_unknown_cards: Vec<String>,
}

/// What coverage knows of one card.
#[derive(Clone, Debug, Default)]
struct Status {
    scripted: bool,
    no_text: bool,
    plain: bool,
    unreachable: Vec<String>,
    abilities: usize,
    exercised: BTreeSet<u8>,
    tests: Vec<&'static str>,
    failing: Vec<String>,
}

impl Status {
    fn implemented(&self) -> bool {
        ((self.scripted && self.unreachable.is_empty()) || self.no_text) && self.plain
    }

    fn tested(&self) -> bool {
        self.implemented()
            && !self.tests.is_empty()
            && self.failing.is_empty()
            && self.exercised.len() >= self.abilities
    }

    /// Whether a deck may count on the card: tested, or implemented with no text to test.
    fn proven(&self) -> bool {
        self.tested() || (self.no_text && self.implemented())
    }

    fn count(&self, counts: &mut Counts) {
        counts.cards += 1;
        counts.implemented += usize::from(self.implemented());
        counts.scripted += usize::from(self.scripted);
        counts.no_game_text += usize::from(self.no_text);
        counts.not_plain_values += usize::from((self.scripted || self.no_text) && !self.plain);
        counts.unreachable += usize::from(self.scripted && !self.unreachable.is_empty());
        counts.tested += usize::from(self.tested());
        counts.abilities += self.abilities;
        counts.abilities_exercised += self.exercised.len().min(self.abilities);
    }
}

/// Why clauses of a script cannot happen with the cards the engine implements.
fn unreachable(script: &Script, nighttime_exists: bool) -> Vec<String> {
    let all: Vec<Ability> = script.abilities().map(|(_, a)| a.clone()).collect();
    let m = Mentions::of_abilities(&all);
    let mut out = Vec::new();
    if m.nighttime && !nighttime_exists {
        out.push("a clause needs 'nighttime conditions', which no implemented card creates".into());
    }
    for ability in &all {
        if let Ability::Unsupported(why) = ability {
            out.push(format!("not played yet: {why}"));
        }
    }
    out
}

/// Whether some script of the book creates nighttime conditions.
fn nighttime_exists() -> bool {
    book().entries().iter().any(|e| {
        e.script.abilities().any(|(_, a)| {
            matches!(
                a,
                Ability::Rule {
                    rule: Rule::Nighttime,
                    ..
                }
            )
        })
    })
}

/// A face with no game text to implement.
fn face_blank(face: &Face) -> bool {
    face.game_text.trim().is_empty()
        && face
            .location_text
            .as_ref()
            .is_none_or(|t| t.dark.trim().is_empty() && t.light.trim().is_empty())
}

pub fn run(data: crate::data::Source, args: Args) -> Result<()> {
    let data = Data::load(&data)?;
    let report = report(&data)?;
    if args.json {
        print_stdout(&format!("{}\n", serde_json::to_string_pretty(&report)?))
    } else {
        print_stdout(&readable(&report))
    }
}

fn report(data: &Data) -> Result<Report> {
    let db = &data.db;
    let nighttime = nighttime_exists();
    let mut by_id: BTreeMap<String, Status> = BTreeMap::new();
    for card in db.cards() {
        if by_id.contains_key(&card.gemp_id) {
            continue;
        }
        let script = book().script(&card.gemp_id);
        let status = Status {
            scripted: script.is_some(),
            no_text: face_blank(&card.front) && card.back.as_ref().is_none_or(face_blank),
            plain: Blueprint::from_card(card).plain_values,
            unreachable: script
                .map(|s| unreachable(s, nighttime))
                .unwrap_or_default(),
            abilities: script.map_or(0, |s| s.abilities().count()),
            ..Status::default()
        };
        by_id.insert(card.gemp_id.clone(), status);
    }
    // Every card test runs, recording the abilities it made the engine use; the abilities of
    // the card a test is named after count for that card and for every card sharing its
    // script (reprints and mirror cards print one text, read once).
    let sharing = |id: &str| -> Vec<String> {
        book()
            .entry(id)
            .map(|e| e.cards.iter().map(|(c, _)| c.clone()).collect())
            .unwrap_or_else(|| vec![id.to_string()])
    };
    let tests = swccg_cardtests::all();
    let mut failed_tests = Vec::new();
    let mut tests_of_unknown_cards = Vec::new();
    for test in &tests {
        let outcome = swccg_cardtests::run(*test);
        let id = test.gemp_id();
        let Some(status) = by_id.get_mut(&id) else {
            tests_of_unknown_cards.push(format!("{}::{}", test.file, test.name));
            continue;
        };
        status.tests.push(test.name);
        if let Some(message) = outcome.failure {
            let first = message.lines().next().unwrap_or_default().to_string();
            status.failing.push(format!("{}: {first}", test.name));
            failed_tests.push(format!("{}: {first}", test.name));
        }
        let family = sharing(&id);
        for (card, ability) in outcome.ran {
            if family.contains(&card) {
                for member in &family {
                    if let Some(s) = by_id.get_mut(member) {
                        s.exercised.insert(ability);
                    }
                }
            }
        }
    }
    let mut total = Counts::default();
    let mut per_set: BTreeMap<&str, Counts> = BTreeMap::new();
    // A GEMP id with several records (an alternate image) is one card: counted once.
    let mut counted = std::collections::BTreeSet::new();
    for card in db.cards() {
        if !counted.insert(card.gemp_id.as_str()) {
            continue;
        }
        let s = &by_id[&card.gemp_id];
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
    let cards = by_id
        .iter()
        .filter(|(_, s)| s.scripted || !s.tests.is_empty())
        .filter_map(|(id, s)| {
            let card = db.get(db.by_gemp_id(id)?);
            Some(CardCoverage {
                gemp_id: id.clone(),
                title: card.title().to_owned(),
                set: card.set.clone(),
                implemented: s.implemented(),
                tested: s.tested(),
                abilities: s.abilities,
                abilities_exercised: s.exercised.len().min(s.abilities),
                abilities_not_exercised: (0..s.abilities as u8)
                    .filter(|n| !s.exercised.contains(n))
                    .collect(),
                tests: s.tests.clone(),
                failing_tests: s.failing.clone(),
                unreachable: s.unreachable.clone(),
            })
        })
        .collect();
    let samples = sample_decks(db, &data.dir).context("reading the sample decks")?;
    let sample_decks = samples
        .iter()
        .map(|sample| match &sample.cards {
            SampleCards::Resolved { cards, outside } => {
                let all: Vec<&Card> = cards.iter().chain(outside).map(|&i| db.get(i)).collect();
                let invalid = sample.deck(db).err().map(|e| e.to_string());
                deck_coverage(&sample.name, sample.side, &all, invalid, &by_id)
            }
            SampleCards::Unresolved { ids } => DeckCoverage {
                name: sample.name.clone(),
                side: sample.side,
                playable: false,
                distinct_cards: 0,
                missing: Vec::new(),
                untested: Vec::new(),
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
        files.push(deck_coverage(&deck.name, deck.side, &all, None, &by_id));
    }
    Ok(Report {
        rules_version: RULES_VERSION,
        card_db_hash: db.content_hash(),
        total,
        sets,
        cards,
        sample_decks,
        deck_files: files,
        card_tests: tests.len(),
        failed_tests,
        tests_of_unknown_cards,
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
    status: &BTreeMap<String, Status>,
) -> DeckCoverage {
    let mut seen = BTreeSet::new();
    let (mut absent, mut untested) = (Vec::new(), Vec::new());
    for card in cards {
        if !seen.insert(card.gemp_id.as_str()) {
            continue;
        }
        match status.get(&card.gemp_id) {
            Some(s) if s.proven() => {}
            Some(s) if s.implemented() => untested.push(missing(card)),
            _ => absent.push(missing(card)),
        }
    }
    DeckCoverage {
        name: name.to_owned(),
        side,
        playable: absent.is_empty() && untested.is_empty() && invalid.is_none(),
        distinct_cards: seen.len(),
        missing: absent,
        untested,
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
    out += &format!(
        "{} card tests ran ({} failed); they exercised {} of the {} abilities of the scripts.\n",
        r.card_tests,
        r.failed_tests.len(),
        t.abilities_exercised,
        t.abilities
    );
    if t.unreachable > 0 {
        out += &format!(
            "{} scripted cards do not count: a clause of theirs cannot happen yet.\n",
            t.unreachable
        );
    }
    if t.not_plain_values > 0 {
        out += &format!(
            "{} scripted or textless cards do not count: a printed value is not a plain number.\n",
            t.not_plain_values
        );
    }
    out += "A card is implemented when all of its game text works in the engine (or it has \
            none) and its printed values are plain numbers; it is tested when its own tests pass \
            and ran every ability of its script.\n";
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
            } else {
                let mut parts = Vec::new();
                if !deck.missing.is_empty() {
                    parts.push(format!(
                        "{} of {} cards missing: {}",
                        deck.missing.len(),
                        deck.distinct_cards,
                        name_some(&deck.missing)
                    ));
                }
                if !deck.untested.is_empty() {
                    parts.push(format!(
                        "{} implemented but not fully tested: {}",
                        deck.untested.len(),
                        name_some(&deck.untested)
                    ));
                }
                if !parts.is_empty() {
                    out += &format!(": {}", parts.join("; "));
                }
            }
            if let Some(why) = &deck.invalid {
                out += &format!(" (not a legal deck: {why})");
            }
            out.push('\n');
        }
    }
    let partial: Vec<String> = r
        .cards
        .iter()
        .filter(|c| c.implemented && !c.tested)
        .map(|c| {
            format!(
                "{} ({}): {} of {} abilities exercised{}",
                c.title,
                c.gemp_id,
                c.abilities_exercised,
                c.abilities,
                if c.failing_tests.is_empty() {
                    ""
                } else {
                    ", a test fails"
                }
            )
        })
        .collect();
    if !partial.is_empty() {
        out += &format!(
            "\nImplemented, not fully tested:\n  {}\n",
            partial.join("\n  ")
        );
    }
    if !r.failed_tests.is_empty() {
        out += &format!("\nFailing card tests:\n  {}\n", r.failed_tests.join("\n  "));
    }
    if !r.tests_of_unknown_cards.is_empty() {
        out += &format!(
            "\nCard tests naming no card of the database: {}\n",
            r.tests_of_unknown_cards.join(", ")
        );
    }
    out
}

/// The first few cards of a list, by title and GEMP id, and how many more.
fn name_some(cards: &[MissingCard]) -> String {
    let named: Vec<String> = cards
        .iter()
        .take(NAMED_MISSING)
        .map(|m| format!("{} ({})", m.title, m.gemp_id))
        .collect();
    let more = cards.len().saturating_sub(NAMED_MISSING);
    if more > 0 {
        format!("{} and {more} more", named.join(", "))
    } else {
        named.join(", ")
    }
}

fn mark(playable: bool) -> &'static str {
    if playable { "playable  " } else { "incomplete" }
}
