//! Decks: 60 cards of one side (40 in the 40-card format), plus the cards kept outside the deck
//! (Defensive Shields…).
//!
//! A [`Deck`] is read from one of three formats, each checked the same way once its lines are
//! resolved: every card known, every card of one side, and the size of a [`DeckFormat`]: exactly
//! [`DECK_SIZE`] cards in the deck, or [`FORTY_CARD_DECK_SIZE`] for the 40-card format that
//! GEMP's "Open 40 card" sample decks use (cards kept outside do not count). The format is the
//! deck's size; two decks meet only in the same format ([`DeckFormat::check_pair`]). Errors are
//! [`DeckError`]s naming the line and its text.
//!
//! * **TSV** ([`Deck::from_tsv`]), the format of `swccg/decks/*.tsv`: one line per card,
//!   `count<TAB>gempId[<TAB>title[<TAB>type]]`. The title and type columns are optional; when
//!   present they must agree with the card the GEMP id names (and pick among records that share
//!   that id).
//! * **GEMP deck strings** ([`Deck::from_gemp`]), GEMP's `contents` column: the deck's GEMP ids
//!   separated by commas, one per copy, then `|`, then the cards kept outside the deck.
//! * **Text lists** ([`Deck::from_text_list`]), for people: one `count title` line per card
//!   (`3 Stormtrooper`, `3x •Vader`). Titles match with or without uniqueness marks and in any
//!   letter case; a GEMP id (`2 1_182`) may stand for a title. A title printed in several sets
//!   of the same side means its earliest printing; use the GEMP id to pick another.
//!   The deck's side is the optional first line `side: dark` or `side: light`; without it,
//!   the side is the one most of the deck's cards can only belong to (a title such as
//!   `Jawa`, printed for both sides, does not vote), and the deck is refused when that does not
//!   decide.
//!
//! In the TSV and text formats, blank lines and lines starting with `#` are ignored, and a line
//! `outside:` starts the list of cards kept outside the deck.
//!
//! [`Deck::load`] finds a deck by file path or by name in the data folder, and
//! [`sample_decks`] lists the decks of `gemp-sample-decks.json` with their resolution.

use crate::datadir::DataDir;
use crate::db::{CardDb, fold_title, is_gemp_id};
use crate::model::{CardIndex, Side};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The number of cards in a deck, not counting cards kept outside it.
pub const DECK_SIZE: usize = 60;

/// The number of cards in a deck of the 40-card format, not counting cards kept outside it.
pub const FORTY_CARD_DECK_SIZE: usize = 40;

/// The formats a deck may be built for, told apart by the deck's size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DeckFormat {
    /// The standard game: [`DECK_SIZE`] cards.
    Standard,
    /// The 40-card format: [`FORTY_CARD_DECK_SIZE`] cards, played by the same rules.
    FortyCard,
}

impl DeckFormat {
    /// Every format, the standard one first.
    pub const ALL: [DeckFormat; 2] = [DeckFormat::Standard, DeckFormat::FortyCard];

    /// The number of cards a deck of this format holds (cards kept outside not counted).
    pub fn size(self) -> usize {
        match self {
            DeckFormat::Standard => DECK_SIZE,
            DeckFormat::FortyCard => FORTY_CARD_DECK_SIZE,
        }
    }

    /// The format whose decks hold `count` cards, if any.
    pub fn of_size(count: usize) -> Option<DeckFormat> {
        DeckFormat::ALL.into_iter().find(|f| f.size() == count)
    }

    /// Checks that two decks may meet: both of one format.
    pub fn check_pair(dark: &Deck, light: &Deck) -> Result<DeckFormat, DeckError> {
        let (d, l) = (dark.format(), light.format());
        if d == l {
            Ok(d)
        } else {
            Err(DeckError::FormatMismatch {
                dark: dark.name.clone(),
                dark_format: d,
                light: light.name.clone(),
                light_format: l,
            })
        }
    }
}

impl std::fmt::Display for DeckFormat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DeckFormat::Standard => write!(f, "standard ({DECK_SIZE}-card) format"),
            DeckFormat::FortyCard => write!(f, "{FORTY_CARD_DECK_SIZE}-card format"),
        }
    }
}

/// The GEMP sample decks file, in the decks folder.
pub const SAMPLE_DECKS_FILE: &str = "gemp-sample-decks.json";

/// A deck ready to play: 60 cards of one side (40 in the 40-card format), plus the cards kept
/// outside it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deck {
    pub name: String,
    pub side: Side,
    /// The deck's cards (60, or 40 in the 40-card format), one entry per copy, in the order the
    /// source lists them.
    pub cards: Vec<CardIndex>,
    /// Cards kept outside the deck, such as Defensive Shields.
    pub outside: Vec<CardIndex>,
}

/// Why a deck could not be read.
#[derive(Debug, thiserror::Error)]
pub enum DeckError {
    #[error("line {line}: unknown card {text:?}")]
    UnknownCard { line: usize, text: String },
    #[error("unknown GEMP card ids: {}", .ids.join(", "))]
    UnknownGempIds { ids: Vec<String> },
    #[error("card {position} of the GEMP list: {text:?} is not a GEMP id such as 1_194")]
    BadGempId { position: usize, text: String },
    #[error("the GEMP deck string has more than one `|`")]
    BadGempString,
    #[error("line {line}: bad count {text:?} (expected a whole number from 1 to {DECK_SIZE})")]
    BadCount { line: usize, text: String },
    #[error("line {line}: {problem}: {text:?}")]
    BadLine {
        line: usize,
        text: String,
        problem: String,
    },
    #[error("line {line}: GEMP id {gemp_id} is {found:?}, not {title:?}")]
    TitleMismatch {
        line: usize,
        gemp_id: String,
        title: String,
        found: String,
    },
    #[error(
        "line {line}: {title:?} is a {card_side} Side card, but this is a {deck_side} Side deck"
    )]
    WrongSide {
        line: usize,
        title: String,
        card_side: Side,
        deck_side: Side,
    },
    #[error(
        "cannot tell whether this is a Dark Side or a Light Side deck ({dark} cards exist only \
         as Dark Side cards, {light} only as Light Side cards); add the line `side: dark` or \
         `side: light` first"
    )]
    UnknownSide { dark: usize, light: usize },
    #[error(
        "the deck mixes sides: {dark} Dark Side and {light} Light Side cards (the fewer: {})",
        .examples.join(", ")
    )]
    MixedSides {
        dark: usize,
        light: usize,
        /// Titles of the cards of the side with fewer cards.
        examples: Vec<String>,
    },
    #[error(
        "the deck has {count} cards; a deck has exactly {DECK_SIZE}, or {FORTY_CARD_DECK_SIZE} in \
         the 40-card format (cards kept outside the deck do not count)"
    )]
    WrongSize { count: usize },
    #[error(
        "the decks are of different formats: {dark:?} is a deck of the {dark_format}, {light:?} \
         of the {light_format}; both decks of a game have the same size"
    )]
    FormatMismatch {
        dark: String,
        dark_format: DeckFormat,
        light: String,
        light_format: DeckFormat,
    },
    #[error("no deck named {name:?}; looked for {}", .tried.join(", "))]
    NotFound { name: String, tried: Vec<String> },
    #[error("cannot read {}: {source}", .path.display())]
    Read {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("{}: {source}", .path.display())]
    InFile {
        path: PathBuf,
        #[source]
        source: Box<DeckError>,
    },
    #[error("sample deck {name:?}: {source}")]
    InSample {
        name: String,
        #[source]
        source: Box<DeckError>,
    },
    #[error("{}: {problem}", .path.display())]
    SampleFile { path: PathBuf, problem: String },
}

/// Which part of a list a line belongs to.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Section {
    Deck,
    Outside,
}

/// A meaningful line of a TSV or text list: not blank, not a comment, not a section marker.
struct Line<'a> {
    number: usize,
    text: &'a str,
    section: Section,
}

/// Splits a list into its card lines, tracking the `outside:` marker.
fn card_lines(text: &str) -> Result<Vec<Line<'_>>, DeckError> {
    let mut section = Section::Deck;
    let mut lines = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let number = i + 1;
        let trimmed = raw.trim_start_matches('\u{feff}').trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        if trimmed.eq_ignore_ascii_case("outside:") {
            if section == Section::Outside {
                return Err(DeckError::BadLine {
                    line: number,
                    text: trimmed.to_owned(),
                    problem: "a second `outside:` line".into(),
                });
            }
            section = Section::Outside;
            continue;
        }
        lines.push(Line {
            number,
            text: trimmed,
            section,
        });
    }
    Ok(lines)
}

fn parse_count(line: usize, text: &str) -> Result<usize, DeckError> {
    let digits = text.strip_suffix(['x', 'X']).unwrap_or(text);
    digits
        .parse::<usize>()
        .ok()
        .filter(|n| (1..=DECK_SIZE).contains(n) && digits.bytes().all(|b| b.is_ascii_digit()))
        .ok_or_else(|| DeckError::BadCount {
            line,
            text: text.to_owned(),
        })
}

impl Deck {
    /// Reads a deck in the TSV format of `swccg/decks/*.tsv` (see the module documentation).
    pub fn from_tsv(db: &CardDb, name: &str, text: &str) -> Result<Deck, DeckError> {
        let mut cards = Vec::new();
        let mut outside = Vec::new();
        for line in card_lines(text)? {
            let columns: Vec<&str> = line.text.split('\t').map(str::trim).collect();
            if !(2..=4).contains(&columns.len()) {
                return Err(DeckError::BadLine {
                    line: line.number,
                    text: line.text.to_owned(),
                    problem: "expected `count<TAB>gempId<TAB>title<TAB>type`".into(),
                });
            }
            let count = parse_count(line.number, columns[0])?;
            let gemp_id = columns[1];
            if !is_gemp_id(gemp_id) {
                return Err(DeckError::BadLine {
                    line: line.number,
                    text: line.text.to_owned(),
                    problem: format!("{gemp_id:?} is not a GEMP id such as 1_194"),
                });
            }
            let printings = db.gemp_printings(gemp_id);
            let Some(&preferred) = printings.first() else {
                return Err(DeckError::UnknownCard {
                    line: line.number,
                    text: gemp_id.to_owned(),
                });
            };
            let card = match columns.get(2).filter(|title| !title.is_empty()) {
                None => preferred,
                Some(title) => {
                    let wanted = fold_title(title);
                    printings
                        .iter()
                        .copied()
                        .find(|&i| fold_title(db.get(i).title()) == wanted)
                        .ok_or_else(|| DeckError::TitleMismatch {
                            line: line.number,
                            gemp_id: gemp_id.to_owned(),
                            title: (*title).to_owned(),
                            found: db.get(preferred).title().to_owned(),
                        })?
                }
            };
            if let Some(card_type) = columns.get(3).filter(|t| !t.is_empty()) {
                let actual = db.get(card).front.card_type.printed_name();
                if !actual.eq_ignore_ascii_case(card_type) {
                    return Err(DeckError::BadLine {
                        line: line.number,
                        text: line.text.to_owned(),
                        problem: format!("the card is a {actual}, not a {card_type}"),
                    });
                }
            }
            let target = if line.section == Section::Deck {
                &mut cards
            } else {
                &mut outside
            };
            target.extend(std::iter::repeat_n(card, count));
        }
        Deck::checked(db, name, cards, outside)
    }

    /// Reads a GEMP deck string: comma-separated GEMP ids, one per copy, then `|`, then the
    /// cards kept outside the deck.
    pub fn from_gemp(db: &CardDb, name: &str, contents: &str) -> Result<Deck, DeckError> {
        let (main, outside) = parse_gemp_contents(contents)?;
        let resolved = resolve_gemp_ids(db, &main, &outside);
        if !resolved.unknown.is_empty() {
            return Err(DeckError::UnknownGempIds {
                ids: resolved.unknown,
            });
        }
        Deck::checked(db, name, resolved.cards, resolved.outside)
    }

    /// Reads a plain `count title` list (see the module documentation for the side rule).
    pub fn from_text_list(db: &CardDb, name: &str, text: &str) -> Result<Deck, DeckError> {
        let mut lines = card_lines(text)?;
        let explicit_side = match lines.first() {
            Some(first) if first.text.to_ascii_lowercase().starts_with("side:") => {
                let value = first.text["side:".len()..].trim().to_ascii_lowercase();
                let side = match value.trim_end_matches(" side") {
                    "dark" => Side::Dark,
                    "light" => Side::Light,
                    _ => {
                        return Err(DeckError::BadLine {
                            line: first.number,
                            text: first.text.to_owned(),
                            problem: "the side must be `dark` or `light`".into(),
                        });
                    }
                };
                lines.remove(0);
                Some(side)
            }
            _ => None,
        };

        struct Entry<'a> {
            line: usize,
            title: &'a str,
            count: usize,
            section: Section,
            candidates: Vec<CardIndex>,
        }
        let mut entries = Vec::with_capacity(lines.len());
        for line in &lines {
            let Some((count_text, title)) = line.text.split_once(char::is_whitespace) else {
                return Err(DeckError::BadLine {
                    line: line.number,
                    text: line.text.to_owned(),
                    problem: "expected `count title`".into(),
                });
            };
            if count_text.eq_ignore_ascii_case("side:") {
                return Err(DeckError::BadLine {
                    line: line.number,
                    text: line.text.to_owned(),
                    problem: "`side:` must be the first line".into(),
                });
            }
            let count = parse_count(line.number, count_text)?;
            let title = title.trim();
            let candidates = if is_gemp_id(title) {
                db.by_gemp_id(title).into_iter().collect()
            } else {
                db.by_title(None, title)
            };
            if candidates.is_empty() {
                return Err(DeckError::UnknownCard {
                    line: line.number,
                    text: title.to_owned(),
                });
            }
            entries.push(Entry {
                line: line.number,
                title,
                count,
                section: line.section,
                candidates,
            });
        }

        let side = match explicit_side {
            Some(side) => side,
            None => {
                let mut only = [0usize; 2];
                for entry in &entries {
                    let first = db.get(entry.candidates[0]).side;
                    if entry.candidates.iter().all(|&i| db.get(i).side == first) {
                        only[first.index()] += entry.count;
                    }
                }
                let [dark, light] = only;
                match dark.cmp(&light) {
                    std::cmp::Ordering::Greater => Side::Dark,
                    std::cmp::Ordering::Less => Side::Light,
                    std::cmp::Ordering::Equal => {
                        return Err(DeckError::UnknownSide { dark, light });
                    }
                }
            }
        };

        let mut cards = Vec::new();
        let mut outside = Vec::new();
        for entry in &entries {
            let card = entry
                .candidates
                .iter()
                .copied()
                .filter(|&i| db.get(i).side == side)
                .min_by_key(|&i| (db.release_rank(&db.get(i).set), db.get(i).id))
                .ok_or_else(|| DeckError::WrongSide {
                    line: entry.line,
                    title: entry.title.to_owned(),
                    card_side: side.opponent(),
                    deck_side: side,
                })?;
            let target = if entry.section == Section::Deck {
                &mut cards
            } else {
                &mut outside
            };
            target.extend(std::iter::repeat_n(card, entry.count));
        }
        Deck::checked(db, name, cards, outside)
    }

    /// Loads a deck by path or by name.
    ///
    /// `name_or_path` is, in the order tried: an existing file (`.tsv` reads as TSV, anything
    /// else as a text list); a file `swccg/decks/<name>.tsv` or `<name>.txt` of the data
    /// folder; the name of a deck in `swccg/decks/gemp-sample-decks.json` (letter case
    /// ignored when no name matches exactly).
    pub fn load(db: &CardDb, dir: &DataDir, name_or_path: &str) -> Result<Deck, DeckError> {
        let as_path = Path::new(name_or_path);
        if as_path.is_file() {
            return Deck::load_file(db, as_path);
        }
        let decks = dir.swccg_decks();
        let mut tried = vec![name_or_path.to_owned()];
        let looks_like_name = !name_or_path.contains(['/', '\\']) && !name_or_path.is_empty();
        if looks_like_name {
            for extension in ["tsv", "txt"] {
                let path = decks.join(format!("{name_or_path}.{extension}"));
                if path.is_file() {
                    return Deck::load_file(db, &path);
                }
                tried.push(path.display().to_string());
            }
            let sample_path = decks.join(SAMPLE_DECKS_FILE);
            if sample_path.is_file() {
                let samples = read_sample_file(&sample_path)?;
                let found = samples.iter().find(|s| s.name == name_or_path).or_else(|| {
                    samples
                        .iter()
                        .find(|s| s.name.eq_ignore_ascii_case(name_or_path))
                });
                if let Some(sample) = found {
                    return Deck::from_gemp(db, &sample.name, &sample.gemp_contents).map_err(
                        |source| DeckError::InSample {
                            name: sample.name.clone(),
                            source: Box::new(source),
                        },
                    );
                }
            }
            tried.push(format!("a deck of that name in {}", sample_path.display()));
        }
        Err(DeckError::NotFound {
            name: name_or_path.to_owned(),
            tried,
        })
    }

    /// Reads a deck file; its name is the file name without extension.
    pub fn load_file(db: &CardDb, path: &Path) -> Result<Deck, DeckError> {
        let text = std::fs::read_to_string(path).map_err(|source| DeckError::Read {
            path: path.to_owned(),
            source,
        })?;
        let name = path.file_stem().map_or_else(
            || path.display().to_string(),
            |s| s.to_string_lossy().into_owned(),
        );
        let is_tsv = path
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("tsv"));
        let parsed = if is_tsv {
            Deck::from_tsv(db, &name, &text)
        } else {
            Deck::from_text_list(db, &name, &text)
        };
        parsed.map_err(|source| DeckError::InFile {
            path: path.to_owned(),
            source: Box::new(source),
        })
    }

    /// Checks sides and size once the cards are known.
    fn checked(
        db: &CardDb,
        name: &str,
        cards: Vec<CardIndex>,
        outside: Vec<CardIndex>,
    ) -> Result<Deck, DeckError> {
        let mut per_side = [0usize; 2];
        for &card in cards.iter().chain(&outside) {
            per_side[db.get(card).side.index()] += 1;
        }
        let [dark, light] = per_side;
        if dark > 0 && light > 0 {
            let fewer = if dark >= light {
                Side::Light
            } else {
                Side::Dark
            };
            let mut examples: Vec<String> = Vec::new();
            for &card in cards.iter().chain(&outside) {
                let card = db.get(card);
                if card.side == fewer && !examples.iter().any(|t| t == card.title()) {
                    examples.push(card.title().to_owned());
                }
            }
            examples.truncate(5);
            return Err(DeckError::MixedSides {
                dark,
                light,
                examples,
            });
        }
        if DeckFormat::of_size(cards.len()).is_none() {
            return Err(DeckError::WrongSize { count: cards.len() });
        }
        let side = if dark > 0 { Side::Dark } else { Side::Light };
        Ok(Deck {
            name: name.to_owned(),
            side,
            cards,
            outside,
        })
    }

    /// The format the deck is built for, told by its size (a checked deck always has one).
    pub fn format(&self) -> DeckFormat {
        DeckFormat::of_size(self.cards.len()).unwrap_or(DeckFormat::Standard)
    }

    /// Writes the deck in the TSV format, one line per distinct card, sorted by type then
    /// title, with the cards kept outside after an `outside:` line.
    pub fn to_tsv(&self, db: &CardDb) -> String {
        let total = self.cards.len();
        let mut text = format!(
            "# {} \u{2014} {total} cards ({})\n# format: count<TAB>gempId<TAB>title<TAB>type\n",
            self.name, self.side
        );
        let write_group = |text: &mut String, group: &[CardIndex]| {
            let mut counts: BTreeMap<(String, String, String), usize> = BTreeMap::new();
            for &index in group {
                let card = db.get(index);
                let key = (
                    card.front.card_type.printed_name().into_owned(),
                    card.title().to_owned(),
                    card.gemp_id.clone(),
                );
                *counts.entry(key).or_default() += 1;
            }
            for ((card_type, title, gemp_id), count) in counts {
                text.push_str(&format!("{count}\t{gemp_id}\t{title}\t{card_type}\n"));
            }
        };
        write_group(&mut text, &self.cards);
        if !self.outside.is_empty() {
            text.push_str("outside:\n");
            write_group(&mut text, &self.outside);
        }
        text
    }
}

/// Splits a GEMP deck string into its deck ids and its outside ids.
pub fn parse_gemp_contents(contents: &str) -> Result<(Vec<String>, Vec<String>), DeckError> {
    let mut parts = contents.trim().split('|');
    let main = parts.next().unwrap_or_default();
    let outside = parts.next().unwrap_or_default();
    if parts.next().is_some() {
        return Err(DeckError::BadGempString);
    }
    let mut position = 0;
    let mut ids = |list: &str| -> Result<Vec<String>, DeckError> {
        list.split(',')
            .map(str::trim)
            .filter(|id| !id.is_empty())
            .map(|id| {
                position += 1;
                if is_gemp_id(id) {
                    Ok(id.to_owned())
                } else {
                    Err(DeckError::BadGempId {
                        position,
                        text: id.to_owned(),
                    })
                }
            })
            .collect()
    };
    let main = ids(main)?;
    let outside = ids(outside)?;
    Ok((main, outside))
}

/// GEMP ids resolved against the database.
struct ResolvedIds {
    cards: Vec<CardIndex>,
    outside: Vec<CardIndex>,
    /// Ids not in the database, each once, in order of appearance.
    unknown: Vec<String>,
}

fn resolve_gemp_ids(db: &CardDb, main: &[String], outside: &[String]) -> ResolvedIds {
    let mut unknown: Vec<String> = Vec::new();
    let mut resolve = |ids: &[String]| -> Vec<CardIndex> {
        ids.iter()
            .filter_map(|id| {
                let found = db.by_gemp_id(id);
                if found.is_none() && !unknown.contains(id) {
                    unknown.push(id.clone());
                }
                found
            })
            .collect()
    };
    let cards = resolve(main);
    let outside = resolve(outside);
    ResolvedIds {
        cards,
        outside,
        unknown,
    }
}

/// One deck of `gemp-sample-decks.json`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SampleDeck {
    pub name: String,
    pub side: Side,
    /// The SQL file GEMP's deck came from (`gemp/sample_decks.sql`).
    pub source_file: String,
    /// The original GEMP deck string.
    pub gemp_contents: String,
    pub cards: SampleCards,
}

/// What the GEMP ids of a sample deck resolve to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SampleCards {
    /// Every id names a card of the database.
    Resolved {
        cards: Vec<CardIndex>,
        outside: Vec<CardIndex>,
    },
    /// These ids (each once, in order of appearance) are not in the database.
    Unresolved { ids: Vec<String> },
}

impl SampleDeck {
    /// The playable deck, checked like any other: 60 cards of one side.
    pub fn deck(&self, db: &CardDb) -> Result<Deck, DeckError> {
        Deck::from_gemp(db, &self.name, &self.gemp_contents)
    }
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct RawSampleFile {
    decks: Vec<RawSampleDeck>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct RawSampleDeck {
    name: String,
    side: Side,
    #[serde(default)]
    source_file: String,
    gemp_contents: String,
}

fn read_sample_file(path: &Path) -> Result<Vec<RawSampleDeck>, DeckError> {
    let text = std::fs::read_to_string(path).map_err(|source| DeckError::Read {
        path: path.to_owned(),
        source,
    })?;
    let file: RawSampleFile = serde_json::from_str(&text).map_err(|err| DeckError::SampleFile {
        path: path.to_owned(),
        problem: err.to_string(),
    })?;
    Ok(file.decks)
}

/// Every deck of `swccg/decks/gemp-sample-decks.json`, with its cards resolved against `db` or
/// the ids that are missing from it. The file's own resolved lists are not trusted: each deck
/// string is resolved again against the database in use.
pub fn sample_decks(db: &CardDb, dir: &DataDir) -> Result<Vec<SampleDeck>, DeckError> {
    let path = dir.swccg_decks().join(SAMPLE_DECKS_FILE);
    let raw = read_sample_file(&path)?;
    raw.into_iter()
        .map(|deck| {
            let (main, outside) =
                parse_gemp_contents(&deck.gemp_contents).map_err(|source| DeckError::InFile {
                    path: path.clone(),
                    source: Box::new(DeckError::InSample {
                        name: deck.name.clone(),
                        source: Box::new(source),
                    }),
                })?;
            let resolved = resolve_gemp_ids(db, &main, &outside);
            let cards = if resolved.unknown.is_empty() {
                SampleCards::Resolved {
                    cards: resolved.cards,
                    outside: resolved.outside,
                }
            } else {
                SampleCards::Unresolved {
                    ids: resolved.unknown,
                }
            };
            Ok(SampleDeck {
                name: deck.name,
                side: deck.side,
                source_file: deck.source_file,
                gemp_contents: deck.gemp_contents,
                cards,
            })
        })
        .collect()
}

/// The deck files (`.tsv`, `.txt`) of the data folder's decks folder, sorted by name.
pub fn deck_files(dir: &DataDir) -> Result<Vec<PathBuf>, DeckError> {
    let folder = dir.swccg_decks();
    let entries = std::fs::read_dir(&folder).map_err(|source| DeckError::Read {
        path: folder.clone(),
        source,
    })?;
    let mut files = Vec::new();
    for entry in entries {
        let path = entry
            .map_err(|source| DeckError::Read {
                path: folder.clone(),
                source,
            })?
            .path();
        let is_deck = path
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("tsv") || e.eq_ignore_ascii_case("txt"));
        if is_deck && path.is_file() {
            files.push(path);
        }
    }
    files.sort();
    Ok(files)
}
