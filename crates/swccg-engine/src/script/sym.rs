//! Interned words: titles, keywords and names the card language compares.
//!
//! Scripts and blueprints both speak of words ("Tusken Raider", "Luke", "mine"); comparing
//! them as numbers keeps selector tests cheap in the engine's hot loops. Words are stored
//! lowercase; the table only grows (it holds the vocabulary of the card pool, a few thousand
//! words) and never changes a game's outcome: symbols are compared for equality only, never
//! ordered or iterated.

use std::collections::HashMap;
use std::fmt;
use std::sync::{Mutex, OnceLock};

/// An interned lowercase word or phrase.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Sym(u32);

#[derive(Default)]
struct Table {
    ids: HashMap<&'static str, u32>,
    words: Vec<&'static str>,
}

fn table() -> &'static Mutex<Table> {
    static TABLE: OnceLock<Mutex<Table>> = OnceLock::new();
    TABLE.get_or_init(Mutex::default)
}

impl Sym {
    /// The symbol of a word (compared without case; inner runs of spaces count as one).
    pub fn new(word: &str) -> Sym {
        let norm: String = word
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .to_lowercase();
        let mut t = table().lock().expect("the word table is never poisoned");
        if let Some(&id) = t.ids.get(norm.as_str()) {
            return Sym(id);
        }
        let id = t.words.len() as u32;
        let leaked: &'static str = Box::leak(norm.into_boxed_str());
        t.words.push(leaked);
        t.ids.insert(leaked, id);
        Sym(id)
    }

    /// The word, lowercase.
    pub fn as_str(self) -> &'static str {
        table()
            .lock()
            .expect("the word table is never poisoned")
            .words[self.0 as usize]
    }
}

impl fmt::Debug for Sym {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.as_str())
    }
}

impl fmt::Display for Sym {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::Sym;

    #[test]
    fn words_compare_without_case_or_extra_spaces() {
        assert_eq!(Sym::new("Tusken  Raider"), Sym::new("tusken raider"));
        assert_ne!(Sym::new("Jawa"), Sym::new("Jawas"));
        assert_eq!(Sym::new("Bounty Hunter").as_str(), "bounty hunter");
    }
}
