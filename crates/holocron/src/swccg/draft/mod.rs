//! `holocron cards draft | check`: drafts of card scripts from printed game text, and the
//! check of a `.cards` file against the card database.
//!
//! `cards draft` reads each card's printed game text, splits it into sentences
//! ([`sentences`]), translates each sentence with a clause grammar ([`clauses`]) whose noun
//! phrases go to a noun-phrase translator ([`nouns`]), and writes a `.cards` block per card.
//! A card is drafted only when every sentence of its text was read, its draft parses with
//! the engine's reader, and the draft names nothing the card does not print and misses no
//! number the card prints (`swccg_engine::script::agree`); otherwise the card is reported with the first
//! sentence the grammar could not read, or with the reason its draft was refused. Precision
//! comes before coverage: a draft that says something else than the card would mislead
//! whoever finishes it, so the grammar reads only what it reads whole.
//!
//! `cards check` reads a `.cards` file with the engine's parser and checks each header
//! against the database (the GEMP id exists, the title is the card's) and each script
//! against its printed text.

pub mod clauses;
pub mod nouns;
pub mod sentences;

use super::{Data, print_stdout};
use anyhow::{Context, Result, bail};
use clauses::{Block, Ctx, PartKind, Unreadable};
use nouns::{Nouns, Vocab};
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::PathBuf;
use swccg_cards::{Card, CardDb, CardType, Side};
use swccg_engine::script::parse::parse_file;
use swccg_engine::script::{Script, agree};

/// How many unreadable openings the summary lists.
const OPENINGS: usize = 20;

#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, clap::Subcommand)]
enum Command {
    /// Draft card-language scripts from the printed game text of cards.
    Draft(DraftArgs),
    /// Check a `.cards` file: it parses, its headers name cards of the database with their
    /// titles, and its scripts match the printed texts.
    Check(CheckArgs),
}

#[derive(Debug, clap::Args)]
struct DraftArgs {
    /// Set ids (`1`, `7`, `101`) for every card of a set, or GEMP ids (`1_170`).
    #[arg(required = true, value_name = "SET_OR_GEMP_ID")]
    ids: Vec<String>,
    /// Write the drafts to this file instead of stdout (the summary stays on stdout).
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
    /// Print one JSON object: every card with its status, its draft or what was not read,
    /// and the totals.
    #[arg(long)]
    json: bool,
}

#[derive(Debug, clap::Args)]
struct CheckArgs {
    /// The `.cards` file.
    file: PathBuf,
}

pub fn run(data: crate::data::Source, args: Args) -> Result<()> {
    let data = Data::load(&data)?;
    match args.command {
        Command::Draft(a) => draft(&data, a),
        Command::Check(a) => check(&data, a),
    }
}

// ----- drafting -----

/// What became of one card.
#[derive(Clone, Debug, Serialize)]
pub struct Outcome {
    pub gemp_id: String,
    pub title: String,
    pub set: String,
    /// `drafted`, `unreadable` (a sentence the grammar does not read) or `refused` (a draft
    /// that does not parse or does not match the printed text).
    pub status: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub draft: Option<String>,
    /// The first sentence not read, as printed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub clause: Option<String>,
    /// Why a draft was refused.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// Every sentence not read, the first one first.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub unread: Vec<String>,
}

impl Outcome {
    pub fn drafted(&self) -> bool {
        self.status == "drafted"
    }
}

#[derive(Clone, Debug, Default, Serialize)]
struct Totals {
    considered: usize,
    drafted: usize,
    not_drafted: usize,
    /// Of the cards not drafted: a sentence not read.
    unreadable: usize,
    /// Of the cards not drafted: a draft refused by the parser or the printed-text check.
    refused: usize,
}

impl Totals {
    fn count(&mut self, o: &Outcome) {
        self.considered += 1;
        match o.status {
            "drafted" => self.drafted += 1,
            "unreadable" => {
                self.not_drafted += 1;
                self.unreadable += 1;
            }
            _ => {
                self.not_drafted += 1;
                self.refused += 1;
            }
        }
    }
}

#[derive(Debug, Serialize)]
struct SetTotals {
    id: String,
    name: String,
    #[serde(flatten)]
    totals: Totals,
}

#[derive(Debug, Serialize)]
struct Opening {
    opening: String,
    count: usize,
}

#[derive(Debug, Serialize)]
struct Report {
    cards: Vec<Outcome>,
    totals: Totals,
    sets: Vec<SetTotals>,
    openings: Vec<Opening>,
}

fn draft(data: &Data, args: DraftArgs) -> Result<()> {
    let db = &data.db;
    let cards = select(db, &args.ids)?;
    let drafter = Drafter::new(db);
    let outcomes: Vec<Outcome> = cards.iter().map(|c| drafter.card(c)).collect();
    let report = summarise(db, outcomes);
    if args.json {
        return print_stdout(&format!("{}\n", serde_json::to_string_pretty(&report)?));
    }
    let drafts = cards_text(&report, &args.ids);
    let summary = summary_text(&report);
    match &args.out {
        Some(path) => {
            std::fs::write(path, &drafts)
                .with_context(|| format!("writing the drafts to {}", path.display()))?;
            print_stdout(&summary)
        }
        None => print_stdout(&format!("{drafts}\n{summary}")),
    }
}

/// The cards named by set ids and GEMP ids, each once (alternate images share a GEMP id and
/// a text), in the order given and then the database's.
fn select<'d>(db: &'d CardDb, ids: &[String]) -> Result<Vec<&'d Card>> {
    let mut seen = BTreeSet::new();
    let mut out = Vec::new();
    for id in ids {
        let chosen: Vec<&Card> = if id.contains('_') {
            let Some(index) = db.by_gemp_id(id) else {
                bail!("{id:?} is not a GEMP id of the card database");
            };
            vec![db.get(index)]
        } else {
            let cards: Vec<&Card> = db.cards().iter().filter(|c| c.set == *id).collect();
            // A set of `sets.json` may hold reprints only (its cards carry the first set's
            // id); an id that is neither a set nor the set of a card is a mistake.
            if cards.is_empty() && db.set(id).is_none() {
                bail!("{id:?} is neither a set of swccg/cards/sets.json nor a GEMP id");
            }
            cards
        };
        for card in chosen {
            if seen.insert(card.gemp_id.clone()) {
                out.push(card);
            }
        }
    }
    Ok(out)
}

/// The drafter: the vocabulary of the card database and the grammar over it.
pub struct Drafter {
    vocab: Vocab,
}

impl std::fmt::Debug for Drafter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Drafter").finish_non_exhaustive()
    }
}

/// One printed part of a card and what the draft calls it.
struct PrintedPart<'c> {
    /// `text`, `dark`, `light` or `back`.
    name: &'static str,
    text: &'c str,
    /// The player whose text it is (a location's side), or the card's owner.
    side: Side,
    kind: PartKind,
}

fn parts(card: &Card) -> Vec<PrintedPart<'_>> {
    let mut out = Vec::new();
    match &card.front.location_text {
        Some(loc) => {
            out.push(PrintedPart {
                name: "dark",
                text: &loc.dark,
                side: Side::Dark,
                kind: PartKind::Location,
            });
            out.push(PrintedPart {
                name: "light",
                text: &loc.light,
                side: Side::Light,
                kind: PartKind::Location,
            });
        }
        None => out.push(PrintedPart {
            name: "text",
            text: &card.front.game_text,
            side: card.side,
            kind: PartKind::Text,
        }),
    }
    if let Some(back) = &card.back {
        out.push(PrintedPart {
            name: "back",
            text: &back.game_text,
            side: card.side,
            kind: PartKind::Text,
        });
    }
    out
}

impl Drafter {
    pub fn new(db: &CardDb) -> Drafter {
        Drafter {
            vocab: Vocab::from_db(db),
        }
    }

    /// Drafts one card.
    pub fn card(&self, card: &Card) -> Outcome {
        let mut outcome = Outcome {
            gemp_id: card.gemp_id.clone(),
            title: card.title().to_string(),
            set: card.set.clone(),
            status: "drafted",
            draft: None,
            clause: None,
            reason: None,
            unread: Vec::new(),
        };
        match self.draft_text(card) {
            Err(unread) => {
                outcome.status = "unreadable";
                outcome.clause = unread.first().map(|u| u.clause.clone());
                outcome.unread = unread.into_iter().map(|u| u.clause).collect();
            }
            Ok(text) => match self.validate(card, &text) {
                Ok(()) => outcome.draft = Some(text),
                Err(reason) => {
                    outcome.status = "refused";
                    outcome.reason = Some(reason);
                    outcome.draft = Some(text);
                }
            },
        }
        outcome
    }

    /// The `.cards` block of a card, or the sentences not read.
    fn draft_text(&self, card: &Card) -> Result<String, Vec<Unreadable>> {
        let mut out = format!("card {} {}\n", card.gemp_id, card.title());
        let printed = sentences::normalise(&card.front.game_text);
        let _ = writeln!(
            out,
            "  # printed: {}",
            if printed.is_empty() {
                "(no game text)"
            } else {
                &printed
            }
        );
        if let Some(back) = &card.back {
            let _ = writeln!(
                out,
                "  # printed back: {}",
                sentences::normalise(&back.game_text)
            );
        }
        let mut unread = Vec::new();
        for part in parts(card) {
            // A back that is a location has its text by side; the grammar does not read it.
            if part.name == "back"
                && card
                    .back
                    .as_ref()
                    .is_some_and(|b| b.location_text.is_some())
                && !agree::is_blank(part.text)
            {
                return Err(vec![Unreadable {
                    clause: sentences::normalise(part.text),
                }]);
            }
            let blocks = match self.part(card, &part) {
                Ok(b) => b,
                Err(u) => {
                    unread.extend(u);
                    continue;
                }
            };
            let indent = if part.kind == PartKind::Location || part.name == "back" {
                let _ = writeln!(out, "  {}:", part.name);
                "    "
            } else {
                "  "
            };
            render(&mut out, &blocks, indent);
        }
        if unread.is_empty() {
            Ok(out)
        } else {
            Err(unread)
        }
    }

    fn part(&self, card: &Card, part: &PrintedPart) -> Result<Vec<Block>, Vec<Unreadable>> {
        if agree::is_blank(part.text) {
            return Ok(Vec::new());
        }
        let card_type = match (part.name, &card.back) {
            ("back", Some(back)) => back.card_type,
            _ => card.front.card_type,
        };
        let ctx = Ctx {
            nouns: Nouns::new(&self.vocab),
            card_type,
            side: part.side,
            part: part.kind,
        };
        let modes = sentences::modes(
            part.text,
            card_type == CardType::Interrupt,
            &self.vocab.abbreviations,
        );
        clauses::draft_part(&ctx, &modes)
    }

    /// Whether a draft parses and matches its printed text.
    fn validate(&self, card: &Card, text: &str) -> Result<(), String> {
        let entries = parse_file("draft", text).map_err(|e| format!("does not parse: {e}"))?;
        let [entry] = entries.as_slice() else {
            return Err(format!("parses into {} blocks, not one", entries.len()));
        };
        let problems = compare_card(card, &entry.script);
        if problems.is_empty() {
            Ok(())
        } else {
            Err(problems.join("; "))
        }
    }
}

/// Writes blocks at an indentation.
fn render(out: &mut String, blocks: &[Block], indent: &str) {
    for b in blocks {
        match b {
            Block::Line(l) => {
                let _ = writeln!(out, "{indent}{l}");
            }
            Block::Action { header, steps } => {
                let _ = writeln!(out, "{indent}{header}");
                for s in steps {
                    let _ = writeln!(out, "{indent}  {s}");
                }
            }
        }
    }
}

/// The printed-text problems of a script, part by part.
fn compare_card(card: &Card, script: &Script) -> Vec<String> {
    agree::card(card, script)
}

/// The first three words of a sentence, numbers written `N`: what groups unreadable
/// sentences by how they start.
pub fn opening(clause: &str) -> String {
    clause
        .split_whitespace()
        .take(3)
        .map(|w| {
            let mut out = String::new();
            let mut digits = false;
            for c in w.chars() {
                if c.is_ascii_digit() {
                    if !digits {
                        out.push('N');
                    }
                    digits = true;
                } else {
                    out.push(c);
                    digits = false;
                }
            }
            out
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn summarise(db: &CardDb, cards: Vec<Outcome>) -> Report {
    let mut totals = Totals::default();
    let mut per_set: BTreeMap<String, Totals> = BTreeMap::new();
    let mut openings: BTreeMap<String, usize> = BTreeMap::new();
    for o in &cards {
        totals.count(o);
        per_set.entry(o.set.clone()).or_default().count(o);
        if let Some(c) = &o.clause {
            *openings.entry(opening(c)).or_default() += 1;
        }
    }
    let mut sets: Vec<SetTotals> = per_set
        .into_iter()
        .map(|(id, totals)| SetTotals {
            name: db
                .set(&id)
                .map_or_else(|| format!("set {id}"), |s| s.name.clone()),
            id,
            totals,
        })
        .collect();
    sets.sort_by_key(|s| (db.release_rank(&s.id), s.id.clone()));
    let mut openings: Vec<Opening> = openings
        .into_iter()
        .map(|(opening, count)| Opening { opening, count })
        .collect();
    openings.sort_by(|a, b| b.count.cmp(&a.count).then(a.opening.cmp(&b.opening)));
    openings.truncate(OPENINGS);
    Report {
        cards,
        totals,
        sets,
        openings,
    }
}

/// The drafts as one `.cards` text.
fn cards_text(report: &Report, ids: &[String]) -> String {
    let mut out = format!(
        "# Drafts made by `holocron cards draft {}` from the printed game text.\n\
         # Each block was read whole by the drafting grammar; review it before use.\n",
        ids.join(" ")
    );
    for o in report.cards.iter().filter(|o| o.drafted()) {
        out.push('\n');
        out.push_str(o.draft.as_deref().unwrap_or_default());
    }
    out
}

/// The readable summary, as `.cards` comments so that stdout stays a valid file.
fn summary_text(report: &Report) -> String {
    let mut out = String::new();
    let t = &report.totals;
    let _ = writeln!(
        out,
        "# Summary: {} cards considered, {} drafted, {} not drafted ({} with a sentence not read, {} with a draft refused).",
        t.considered, t.drafted, t.not_drafted, t.unreadable, t.refused
    );
    let _ = writeln!(out, "#");
    let _ = writeln!(
        out,
        "# {:<6} {:<44} {:>10} {:>8} {:>12}",
        "set", "name", "considered", "drafted", "not drafted"
    );
    for s in &report.sets {
        let _ = writeln!(
            out,
            "# {:<6} {:<44} {:>10} {:>8} {:>12}",
            s.id, s.name, s.totals.considered, s.totals.drafted, s.totals.not_drafted
        );
    }
    let _ = writeln!(out, "#");
    let _ = writeln!(out, "# Most common openings of the sentences not read:");
    for o in &report.openings {
        let _ = writeln!(out, "# {:>6}  {}", o.count, o.opening);
    }
    let refused: Vec<&Outcome> = report
        .cards
        .iter()
        .filter(|o| o.status == "refused")
        .collect();
    if !refused.is_empty() {
        let _ = writeln!(out, "#");
        let _ = writeln!(out, "# Drafts refused:");
        for o in refused {
            let _ = writeln!(
                out,
                "#   {} {}: {}",
                o.gemp_id,
                o.title,
                o.reason.as_deref().unwrap_or_default()
            );
        }
    }
    out
}

// ----- checking -----

fn check(data: &Data, args: CheckArgs) -> Result<()> {
    let path = &args.file;
    let text = std::fs::read_to_string(path)
        .with_context(|| format!("reading the cards file {}", path.display()))?;
    let name = path.display().to_string();
    let problems = check_text(&data.db, &name, &text);
    if problems.is_empty() {
        return print_stdout(&format!("{name}: no problems\n"));
    }
    print_stdout(&format!("{}\n", problems.join("\n")))?;
    bail!("{} problem(s) in {name}", problems.len())
}

/// The problems of a `.cards` text: the parser's error, or for each block its unknown ids,
/// wrong titles and printed-text problems, each with `file:line`.
pub fn check_text(db: &CardDb, name: &str, text: &str) -> Vec<String> {
    let entries = match parse_file(name, text) {
        Ok(e) => e,
        Err(e) => return vec![e.to_string()],
    };
    let mut problems = Vec::new();
    for entry in &entries {
        let header_lines = header_lines(text, entry.line, entry.cards.len());
        for ((id, title), line) in entry.cards.iter().zip(header_lines) {
            let Some(index) = db.by_gemp_id(id) else {
                problems.push(format!("{name}:{line}: {id} is not a card of the database"));
                continue;
            };
            let card = db.get(index);
            if card.title() != title.as_str() {
                problems.push(format!(
                    "{name}:{line}: the header of {id} says {title:?}, the card is {:?}",
                    card.title()
                ));
            }
            for p in compare_card(card, &entry.script) {
                problems.push(format!("{name}:{line}: {id} {p}"));
            }
        }
    }
    problems
}

/// The line numbers of a block's headers (the parser gives the first one's).
fn header_lines(text: &str, first: usize, count: usize) -> Vec<usize> {
    text.lines()
        .enumerate()
        .skip(first.saturating_sub(1))
        .filter(|(_, l)| l.starts_with("card "))
        .map(|(i, _)| i + 1)
        .take(count)
        .collect()
}
