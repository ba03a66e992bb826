//! GEMP's sample decks: reading the SQL rows GEMP ships them in ([`parse_sample_deck_sql`])
//! and deriving the data folder's deck files from them ([`derive_deck_files`]).
//!
//! GEMP keeps its ready-made decks as `INSERT INTO deck … VALUES(…, 'name', 'contents');` rows
//! in `src/db-scripts/*.sql`. `holocron data fetch` downloads those files and uses this module
//! to write `swccg/decks/gemp-sample-decks.json` and the Premiere Introductory decks as TSV,
//! resolved against the card database it has just downloaded.

use crate::db::CardDb;
use crate::deck::{Deck, DeckError, parse_gemp_contents};
use crate::model::Side;
use serde::Serialize;

/// The decks written as TSV files: GEMP's deck name and the file name in `swccg/decks`.
pub const TSV_DECKS: [(&str, &str); 2] = [
    (
        "Precon Premiere Intro 2PG (Dark)",
        "premiere-intro-2pg-dark.tsv",
    ),
    (
        "Precon Premiere Intro 2PG (Light)",
        "premiere-intro-2pg-light.tsv",
    ),
];

/// One deck row of a GEMP SQL file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GempSqlDeck {
    pub name: String,
    /// The GEMP deck string (ids, `|`, outside ids).
    pub contents: String,
    /// The line of the SQL file holding the row.
    pub line: usize,
}

/// A GEMP SQL file or its decks could not be read.
#[derive(Debug, thiserror::Error)]
pub enum GempError {
    #[error("{file}: line {line}: {problem}")]
    Row {
        file: String,
        line: usize,
        problem: String,
    },
    #[error("{file}: no `INSERT INTO deck` row")]
    NoDecks { file: String },
    #[error("{file}: deck {name:?}: {problem}")]
    Deck {
        file: String,
        name: String,
        problem: String,
    },
    #[error("deck {name:?} is missing from the GEMP sample decks")]
    MissingDeck { name: String },
    #[error("deck {name:?}: {source}")]
    Invalid {
        name: String,
        #[source]
        source: DeckError,
    },
}

/// Reads the deck rows of a GEMP SQL file. Each row must sit on one line, as in GEMP's files;
/// the last two string literals of the row are the deck's name and contents (the first is
/// the owner's name inside a sub-query).
pub fn parse_sample_deck_sql(file: &str, text: &str) -> Result<Vec<GempSqlDeck>, GempError> {
    let mut decks = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let number = i + 1;
        let row = line.trim();
        if !row.to_ascii_lowercase().starts_with("insert into deck") {
            continue;
        }
        let fail = |problem: &str| GempError::Row {
            file: file.to_owned(),
            line: number,
            problem: problem.to_owned(),
        };
        if !row.ends_with(");") {
            return Err(fail("the row does not end with `);` on the same line"));
        }
        let values = row
            .find("VALUES")
            .map(|at| &row[at..])
            .ok_or_else(|| fail("no VALUES in the row"))?;
        let literals = string_literals(values).map_err(|problem| fail(&problem))?;
        let [.., name, contents] = literals.as_slice() else {
            return Err(fail(
                "expected the deck's name and contents as quoted strings",
            ));
        };
        decks.push(GempSqlDeck {
            name: name.clone(),
            contents: contents.clone(),
            line: number,
        });
    }
    if decks.is_empty() {
        return Err(GempError::NoDecks {
            file: file.to_owned(),
        });
    }
    Ok(decks)
}

/// The quoted strings of an SQL fragment, in order. Both quote styles appear in GEMP's files;
/// a doubled quote or a backslash escapes the next character.
fn string_literals(text: &str) -> Result<Vec<String>, String> {
    let mut literals = Vec::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\'' && c != '"' {
            continue;
        }
        let quote = c;
        let mut literal = String::new();
        loop {
            match chars.next() {
                None => return Err("a quoted string is not closed".into()),
                Some('\\') => match chars.next() {
                    Some(escaped) => literal.push(escaped),
                    None => return Err("a quoted string ends with a backslash".into()),
                },
                Some(q) if q == quote => {
                    if chars.peek() == Some(&quote) {
                        chars.next();
                        literal.push(quote);
                    } else {
                        break;
                    }
                }
                Some(other) => literal.push(other),
            }
        }
        literals.push(literal);
    }
    Ok(literals)
}

/// The deck files derived from GEMP's SQL files.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DerivedDecks {
    /// The text of `gemp-sample-decks.json`.
    pub sample_decks_json: String,
    /// Each TSV file of [`TSV_DECKS`]: file name and text.
    pub tsv_files: Vec<(String, String)>,
    /// How many decks the JSON lists, and how many of them resolve completely.
    pub decks: usize,
    pub resolved: usize,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SampleFileOut<'a> {
    note: &'a str,
    decks: Vec<SampleDeckOut>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SampleDeckOut {
    name: String,
    source_file: String,
    side: Side,
    main_count: usize,
    outside_count: usize,
    unresolved_gemp_ids: Vec<String>,
    gemp_contents: String,
    main: Vec<EntryOut>,
    outside_deck: Vec<EntryOut>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct EntryOut {
    gemp_id: String,
    count: usize,
    title: Option<String>,
    #[serde(rename = "type")]
    card_type: Option<String>,
    card_json_id: Option<u32>,
}

const NOTE: &str = "Derived by `holocron data fetch` from GEMP's sample deck SQL \
    (PlayersCommittee/gemp-swccg-public); titles resolved against cards/Dark.json and \
    Light.json by gempId. gempContents is the original GEMP string: deck ids comma-separated, \
    then '|', then the cards outside the deck.";

/// Derives `gemp-sample-decks.json` and the [`TSV_DECKS`] files from the decks of GEMP's SQL
/// files, each given with the path it is stored under (`gemp/sample_decks.sql`).
///
/// A deck's side is the side of most of its resolved cards; a deck none of whose cards
/// resolve is an error, as is a missing or invalid TSV deck.
pub fn derive_deck_files(
    db: &CardDb,
    sources: &[(&str, Vec<GempSqlDeck>)],
) -> Result<DerivedDecks, GempError> {
    let mut decks = Vec::new();
    let mut resolved = 0;
    for (file, rows) in sources {
        for row in rows {
            let fail = |problem: String| GempError::Deck {
                file: (*file).to_owned(),
                name: row.name.clone(),
                problem,
            };
            let (main, outside) =
                parse_gemp_contents(&row.contents).map_err(|e| fail(e.to_string()))?;
            let mut unresolved: Vec<String> = Vec::new();
            let mut per_side = [0usize; 2];
            let mut first_side = None;
            let mut entries = |ids: &[String]| -> Vec<EntryOut> {
                let mut out: Vec<EntryOut> = Vec::new();
                for id in ids {
                    if let Some(entry) = out.iter_mut().find(|e| &e.gemp_id == id) {
                        entry.count += 1;
                        continue;
                    }
                    let card = db.by_gemp_id(id).map(|i| db.get(i));
                    match card {
                        Some(card) => {
                            first_side.get_or_insert(card.side);
                        }
                        None if !unresolved.contains(id) => unresolved.push(id.clone()),
                        None => {}
                    }
                    out.push(EntryOut {
                        gemp_id: id.clone(),
                        count: 1,
                        title: card.map(|c| c.title().to_owned()),
                        card_type: card.map(|c| c.front.card_type.printed_name().into_owned()),
                        card_json_id: card.map(|c| c.id),
                    });
                }
                for id in ids {
                    if let Some(index) = db.by_gemp_id(id) {
                        per_side[db.get(index).side.index()] += 1;
                    }
                }
                out
            };
            let main_entries = entries(&main);
            let outside_entries = entries(&outside);
            let side = match per_side[0].cmp(&per_side[1]) {
                std::cmp::Ordering::Greater => Side::Dark,
                std::cmp::Ordering::Less => Side::Light,
                std::cmp::Ordering::Equal => first_side
                    .ok_or_else(|| fail("no card resolves, so its side is unknown".into()))?,
            };
            if unresolved.is_empty() {
                resolved += 1;
            }
            unresolved.sort();
            decks.push(SampleDeckOut {
                name: row.name.clone(),
                source_file: (*file).to_owned(),
                side,
                main_count: main.len(),
                outside_count: outside.len(),
                unresolved_gemp_ids: unresolved,
                gemp_contents: row.contents.clone(),
                main: main_entries,
                outside_deck: outside_entries,
            });
        }
    }

    let mut tsv_files = Vec::new();
    for (name, file_name) in TSV_DECKS {
        let row = sources
            .iter()
            .flat_map(|(_, rows)| rows)
            .find(|row| row.name == name)
            .ok_or_else(|| GempError::MissingDeck {
                name: name.to_owned(),
            })?;
        let deck =
            Deck::from_gemp(db, name, &row.contents).map_err(|source| GempError::Invalid {
                name: name.to_owned(),
                source,
            })?;
        tsv_files.push((file_name.to_owned(), deck.to_tsv(db)));
    }

    let count = decks.len();
    let out = SampleFileOut { note: NOTE, decks };
    let mut sample_decks_json =
        serde_json::to_string_pretty(&out).expect("deck lists always serialize");
    sample_decks_json.push('\n');
    Ok(DerivedDecks {
        sample_decks_json,
        tsv_files,
        decks: count,
        resolved,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_give_name_and_contents_in_either_quote_style() {
        let sql = "-- comment\n\
            INSERT INTO deck (player_id, name, contents) VALUES((SELECT id FROM player WHERE name='Librarian'),'A ''quoted'' deck','1_1,1_2|');\n\
            INSERT INTO deck (player_id, name, contents) VALUES((SELECT id FROM player WHERE name='Librarian'), \"Jawa's deck\",  '7_163|13_51');\n";
        let decks = parse_sample_deck_sql("x.sql", sql).unwrap();
        assert_eq!(decks.len(), 2);
        assert_eq!(decks[0].name, "A 'quoted' deck");
        assert_eq!(decks[0].contents, "1_1,1_2|");
        assert_eq!(decks[0].line, 2);
        assert_eq!(decks[1].name, "Jawa's deck");
        assert_eq!(decks[1].contents, "7_163|13_51");
    }

    #[test]
    fn broken_rows_name_the_file_and_line() {
        let sql = "\nINSERT INTO deck (player_id, name, contents) VALUES('Librarian','unclosed);\n";
        let err = parse_sample_deck_sql("decks.sql", sql).unwrap_err();
        assert_eq!(
            err.to_string(),
            "decks.sql: line 2: a quoted string is not closed"
        );
        let err = parse_sample_deck_sql("decks.sql", "-- nothing\n").unwrap_err();
        assert_eq!(err.to_string(), "decks.sql: no `INSERT INTO deck` row");
        let sql = "INSERT INTO deck (player_id, name, contents) VALUES('only one');";
        let err = parse_sample_deck_sql("decks.sql", sql).unwrap_err();
        assert!(
            err.to_string().contains("line 1: expected the deck's name"),
            "{err}"
        );
    }
}
