//! The book of card scripts: the project's `.cards` files, one per set, compiled into the
//! program and read once.
//!
//! Each file holds the scripts of one set's cards (keyed by GEMP id; a reprint or a mirror card
//! lists its own header above the script it shares). [`book`] reads the files compiled into
//! the program; [`Book::read`] reads any list of files (tests and the drafting tool use it).

use super::ast::Script;
use super::parse::{ParseError, parse_file};
use std::collections::HashMap;
use std::fmt;
use std::sync::{Arc, OnceLock};

include!(concat!(env!("OUT_DIR"), "/card_files.rs"));

/// One script of the book and where it was read.
#[derive(Clone, Debug)]
pub struct BookEntry {
    pub file: String,
    pub line: usize,
    /// `(GEMP id, title)` of every card sharing the script.
    pub cards: Vec<(String, String)>,
    pub script: Arc<Script>,
}

/// Why the book could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BookError {
    Parse(ParseError),
    /// A GEMP id has two scripts.
    Duplicate {
        id: String,
        first: (String, usize),
        second: (String, usize),
    },
    /// A file's first card of a block belongs to another set than the file's.
    WrongSet {
        file: String,
        line: usize,
        id: String,
    },
}

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BookError::Parse(e) => e.fmt(f),
            BookError::Duplicate { id, first, second } => write!(
                f,
                "{}:{}: card {id}: a second script (the first is at {}:{})",
                second.0, second.1, first.0, first.1
            ),
            BookError::WrongSet { file, line, id } => write!(
                f,
                "{file}:{line}: card {id}: a block belongs in its own set's file (the file name starts with the set id)"
            ),
        }
    }
}

impl std::error::Error for BookError {}

/// Every script, by GEMP id.
#[derive(Clone, Debug, Default)]
pub struct Book {
    entries: Vec<BookEntry>,
    index: HashMap<String, usize>,
}

impl Book {
    /// Reads script files: `(file name, text)`. A file named `<set>-….cards` holds blocks whose
    /// first card is of that set.
    pub fn read<'a>(
        files: impl IntoIterator<Item = (&'a str, &'a str)>,
    ) -> Result<Book, BookError> {
        let mut book = Book::default();
        for (name, text) in files {
            let set = name.split('-').next().unwrap_or("");
            for entry in parse_file(name, text).map_err(BookError::Parse)? {
                let first = &entry.cards[0].0;
                if first.split('_').next() != Some(set) {
                    return Err(BookError::WrongSet {
                        file: name.into(),
                        line: entry.line,
                        id: first.clone(),
                    });
                }
                let at = book.entries.len();
                for (id, _) in &entry.cards {
                    if let Some(&prev) = book.index.get(id) {
                        let p: &BookEntry = &book.entries[prev];
                        return Err(BookError::Duplicate {
                            id: id.clone(),
                            first: (p.file.clone(), p.line),
                            second: (name.into(), entry.line),
                        });
                    }
                    book.index.insert(id.clone(), at);
                }
                book.entries.push(BookEntry {
                    file: name.into(),
                    line: entry.line,
                    cards: entry.cards,
                    script: Arc::new(entry.script),
                });
            }
        }
        Ok(book)
    }

    pub fn entry(&self, gemp_id: &str) -> Option<&BookEntry> {
        self.index.get(gemp_id).map(|&i| &self.entries[i])
    }

    pub fn script(&self, gemp_id: &str) -> Option<&Arc<Script>> {
        self.entry(gemp_id).map(|e| &e.script)
    }

    pub fn entries(&self) -> &[BookEntry] {
        &self.entries
    }

    /// Every scripted GEMP id, in file order.
    pub fn ids(&self) -> impl Iterator<Item = &str> {
        self.entries
            .iter()
            .flat_map(|e| e.cards.iter().map(|(id, _)| id.as_str()))
    }
}

/// The book compiled into the program. The files are checked by the engine's tests, so a
/// failure here is a bug of the build, reported with the file, line and card at fault.
pub fn book() -> &'static Book {
    static BOOK: OnceLock<Book> = OnceLock::new();
    BOOK.get_or_init(|| {
        Book::read(FILES.iter().copied()).unwrap_or_else(|e| panic!("card scripts: {e}"))
    })
}

/// The script of a card, by GEMP id, or `None` when its text is not implemented.
pub fn script_for(gemp_id: &str) -> Option<Arc<Script>> {
    book().script(gemp_id).cloned()
}
