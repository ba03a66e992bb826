//! The noun-phrase translator: printed card phrases turned into selectors, locations and
//! conditions of the card language.
//!
//! The translator reads a whole phrase or nothing: a word it does not know makes the phrase
//! unreadable, so that a clause is never drafted from part of its words. It knows the words
//! of the language (types, subtypes written bare, icons) and, from the card database, every
//! keyword the engine matches with `'single quotes'` (subtype parts, characteristics, extra
//! lines) and every name it matches with `"double quotes"` (titles, and runs of up to four
//! words of a title, the way the engine names personas and systems).
//!
//! ```text
//! your Imperials with ability > 2     → your Imperial ability > 2
//! opponent's characters present       → opponent's character present
//! Jawas                               → 'Jawa'
//! any warrior                         → [warrior]
//! at same site as Motti or Yularen    → with ("Motti" or "Yularen")
//! ```

use std::collections::{BTreeMap, BTreeSet};
use swccg_cards::{CardDb, CardType, Side};
use swccg_engine::catalogue::subtype_words;

/// One printed word (or punctuation mark) of a phrase.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct W {
    /// As printed.
    pub raw: String,
    /// Lowercase, without the quote marks around a quoted term ('react' reads as react).
    pub low: String,
}

/// Cuts a phrase into words: spaces separate words, `, ; : ( )` are words of their own, and a
/// bracketed icon (`[Dark Side Force]`) is one word.
pub fn words(text: &str) -> Vec<W> {
    let mut raw_words: Vec<String> = Vec::new();
    let mut current = String::new();
    let mut chars = text.chars().peekable();
    let flush = |current: &mut String, out: &mut Vec<String>| {
        if !current.is_empty() {
            out.push(std::mem::take(current));
        }
    };
    while let Some(c) = chars.next() {
        match c {
            ' ' => flush(&mut current, &mut raw_words),
            '[' => {
                flush(&mut current, &mut raw_words);
                let mut icon = String::from('[');
                for d in chars.by_ref() {
                    icon.push(d);
                    if d == ']' {
                        break;
                    }
                }
                raw_words.push(icon);
            }
            ',' | ';' | ':' | '(' | ')' => {
                flush(&mut current, &mut raw_words);
                raw_words.push(c.to_string());
            }
            _ => current.push(c),
        }
    }
    flush(&mut current, &mut raw_words);
    let mut out = Vec::with_capacity(raw_words.len());
    let mut quoted = false;
    for raw in raw_words {
        let mut low = raw.to_lowercase();
        if low.len() > 1 && low.starts_with('\'') {
            low.remove(0);
            quoted = true;
        }
        // A closing quote ends a quoted term; outside one, "players'" is a possessive.
        if quoted && low.ends_with('\'') {
            low.pop();
            quoted = false;
        }
        out.push(W { raw, low });
    }
    out
}

/// The printed words of a phrase, joined back (punctuation attached to the word before it).
pub fn join_raw(ws: &[W]) -> String {
    let mut out = String::new();
    for (i, w) in ws.iter().enumerate() {
        let attach = matches!(w.raw.as_str(), "," | ";" | ":" | ")");
        let after_open = i > 0 && ws[i - 1].raw == "(";
        if i > 0 && !attach && !after_open {
            out.push(' ');
        }
        out.push_str(&w.raw);
    }
    out
}

/// A whole number printed as digits or as a word ("two").
pub fn number(low: &str) -> Option<i32> {
    let words = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    ];
    if let Some(i) = words.iter().position(|w| *w == low) {
        return Some(i as i32);
    }
    if !low.is_empty() && low.len() <= 3 && low.chars().all(|c| c.is_ascii_digit()) {
        return low.parse().ok();
    }
    None
}

/// A signed whole number printed as one word (`+4`, `-1`).
pub fn signed(low: &str) -> Option<i32> {
    let (sign, digits) = if let Some(d) = low.strip_prefix('+') {
        (1, d)
    } else if let Some(d) = low.strip_prefix('-') {
        (-1, d)
    } else {
        return None;
    };
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    digits.parse::<i32>().ok().map(|n| sign * n)
}

/// Matches the start of a phrase against a pattern and returns the numbers it captured and
/// the words after it. Pattern words are separated by spaces; `a|b` accepts either word,
/// `x y / z` either phrase,
/// a trailing `?` makes a word optional, `{n}` captures a whole number and `{s}` a signed
/// one. Words compare by their lowercase reading.
pub fn pat<'a>(ws: &'a [W], pattern: &str) -> Option<(Vec<i32>, &'a [W])> {
    // Whole alternatives, ` / ` apart: the one reading the most words wins.
    if pattern.contains(" / ") {
        return pattern
            .split(" / ")
            .filter_map(|p| pat(ws, p))
            .min_by_key(|(_, rest)| rest.len());
    }
    let mut caps = Vec::new();
    let mut i = 0;
    for p in pattern.split(' ').filter(|p| !p.is_empty()) {
        let (p, optional) = match p.strip_suffix('?') {
            Some(q) if !q.is_empty() => (q, true),
            _ => (p, false),
        };
        let w = ws.get(i).map(|w| w.low.as_str());
        let hit = match (p, w) {
            ("{n}", Some(w)) => number(w).map(|n| caps.push(n)).is_some(),
            ("{s}", Some(w)) => signed(w).map(|n| caps.push(n)).is_some(),
            (_, Some(w)) => p.split('|').any(|alt| alt == w),
            (_, None) => false,
        };
        if hit {
            i += 1;
        } else if !optional {
            return None;
        }
    }
    Some((caps, &ws[i..]))
}

/// Like [`pat`], but the pattern must match the whole phrase.
pub fn whole(ws: &[W], pattern: &str) -> Option<Vec<i32>> {
    match pat(ws, pattern) {
        Some((caps, [])) => Some(caps),
        _ => None,
    }
}

/// The first position where a pattern matches, with its captures and the words after it.
pub fn find_pat<'a>(ws: &'a [W], pattern: &str) -> Option<(usize, Vec<i32>, &'a [W])> {
    (0..ws.len()).find_map(|i| pat(&ws[i..], pattern).map(|(caps, rest)| (i, caps, rest)))
}

/// What the database names a title.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TitleInfo {
    pub side: Side,
    pub card_type: CardType,
}

/// The words the translator knows, taken from the card database.
#[derive(Debug, Default)]
pub struct Vocab {
    /// Keywords the engine matches in single quotes (lowercase): subtype parts,
    /// characteristics and extra lines, without the words the language writes bare.
    keywords: BTreeSet<String>,
    /// Full titles (lowercase, without uniqueness marks), with the cards printing them.
    titles: BTreeMap<String, Vec<TitleInfo>>,
    /// Runs of up to four words of a title, the names a title selector matches.
    runs: BTreeSet<String>,
    /// Words printed with a full stop inside titles (`dr`, `lt`): not ends of sentences.
    pub abbreviations: BTreeSet<String>,
    /// Keywords printed on weapons and devices only.
    weapon_keywords: BTreeSet<String>,
}

/// Card types by their word, singular or plural, as the language writes them.
pub fn type_word(low: &str) -> Option<&'static str> {
    let singular = low.strip_suffix('s').unwrap_or(low);
    Some(match singular {
        "character" => "character",
        "starship" => "starship",
        "vehicle" => "vehicle",
        "location" => "location",
        "interrupt" => "interrupt",
        "effect" => "effect",
        "weapon" => "weapon",
        "device" => "device",
        "creature" => "creature",
        "objective" => "objective",
        "card" => "card",
        _ => return None,
    })
}

/// Subtype words the language writes bare (the parser's list), singular or plural. "normal"
/// is the language's own word for an Effect without a subtype; no card prints it.
pub fn bare_word(low: &str) -> Option<&'static str> {
    let singular = low.strip_suffix('s').unwrap_or(low);
    swccg_engine::script::parse::BARE_WORDS
        .iter()
        .find(|b| **b != "normal" && (**b == low || **b == singular))
        .copied()
}

/// Icons by the name printed in brackets or as a word, with the language's name for them.
pub fn icon_name(low: &str) -> Option<&'static str> {
    let low = low.trim_start_matches('[').trim_end_matches(']').trim();
    Some(match low {
        "warrior" => "warrior",
        "pilot" => "pilot",
        "nav computer" => "nav computer",
        "presence" => "presence",
        "permanent pilot" => "permanent pilot",
        "permanent weapon" => "permanent weapon",
        "interior" => "interior",
        "exterior" => "exterior",
        "planet" => "planet",
        "space" => "space",
        "mobile" => "mobile",
        "scomp link" => "scomp link",
        "starship" => "starship",
        "vehicle site" => "vehicle site",
        "underground" => "underground",
        "underwater" => "underwater",
        "cave" => "cave",
        "maintenance" => "maintenance",
        "grabber" => "grabber",
        "selective" => "selective",
        _ => return None,
    })
}

/// Words that are never read as names, although card titles hold them: generic game words
/// that a title selector would match far too widely ("Jedi" is in many titles).
const NOT_NAMES: [&str; 34] = [
    "jedi",
    "force",
    "dark",
    "light",
    "side",
    "battle",
    "destiny",
    "power",
    "ability",
    "game",
    "turn",
    "table",
    "hand",
    "pile",
    "deck",
    "reserve",
    "the",
    "a",
    "an",
    "of",
    "and",
    "or",
    "your",
    "opponent",
    "opponent's",
    "any",
    "all",
    "each",
    "one",
    "two",
    "three",
    "attack",
    "war",
    "this",
];

/// The forms a printed plural may take in the singular: Jawas, spies, thieves, boxes.
fn singulars(low: &str) -> Vec<String> {
    let mut out = vec![low.to_string()];
    if let Some(s) = low.strip_suffix("ies") {
        out.push(format!("{s}y"));
    }
    if let Some(s) = low.strip_suffix("ves") {
        out.push(format!("{s}f"));
    }
    if let Some(s) = low.strip_suffix("es") {
        out.push(s.to_string());
    }
    if let Some(s) = low.strip_suffix('s') {
        out.push(s.to_string());
    }
    if let Some(s) = low.strip_suffix("men") {
        out.push(format!("{s}man"));
    }
    out
}

/// The printed start of a word that reads as `form` (its singular), keeping the printed
/// capitals: `Imperials` read as `imperial` gives `Imperial`.
pub fn printed_prefix(raw: &str, form: &str) -> String {
    let n = form.chars().count();
    let prefix: String = raw.chars().take(n).collect();
    if prefix.to_lowercase() == form {
        prefix
    } else {
        form.to_string()
    }
}

/// The words of a title as the engine cuts them.
fn title_words(low: &str) -> Vec<String> {
    low.split(|c: char| !(c.is_alphanumeric() || matches!(c, '-' | '\'' | '/')))
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

impl Vocab {
    pub fn from_db(db: &CardDb) -> Vocab {
        let mut v = Vocab::default();
        for card in db.cards() {
            let faces = std::iter::once(&card.front).chain(card.back.iter());
            for face in faces {
                for part in subtype_words(face.subtype.as_deref().unwrap_or("")) {
                    v.add_keyword(&part);
                }
                for c in face.characteristics.iter().chain(&face.extra_text) {
                    v.add_keyword(c);
                    if let Some((base, _)) = c.split_once(" (") {
                        v.add_keyword(base);
                    }
                }
                let title = face.title.to_lowercase();
                v.titles.entry(title.clone()).or_default().push(TitleInfo {
                    side: card.side,
                    card_type: face.card_type,
                });
                let words = title_words(&title);
                for len in 1..=4.min(words.len()) {
                    for start in 0..=words.len() - len {
                        v.runs.insert(words[start..start + len].join(" "));
                    }
                }
                if let Some((before, _)) = title.split_once(',') {
                    v.runs.insert(before.trim().to_string());
                }
                for w in face.title.split(' ') {
                    if let Some(abbr) = w.strip_suffix('.')
                        && !abbr.is_empty()
                        && abbr.chars().all(char::is_alphabetic)
                    {
                        v.abbreviations.insert(abbr.to_lowercase());
                    }
                }
            }
        }
        // Keywords of weapons and devices, unless other cards print them too.
        let mut other_keywords = BTreeSet::new();
        for card in db.cards() {
            let face = &card.front;
            let carried = matches!(face.card_type, CardType::Weapon | CardType::Device);
            for c in face.characteristics.iter().chain(&face.extra_text) {
                let low = c.to_lowercase();
                if carried {
                    v.weapon_keywords.insert(low);
                } else {
                    other_keywords.insert(low);
                }
            }
        }
        v.weapon_keywords.retain(|k| !other_keywords.contains(k));
        // The engine derives these two from titles (weapons named "... Mine", docking bay
        // sites), so the language reads them as keywords.
        v.keywords.insert("docking bay".into());
        v
    }

    fn add_keyword(&mut self, word: &str) {
        let low = word.trim().to_lowercase();
        if low.is_empty()
            || type_word(&low).is_some()
            || bare_word(&low).is_some()
            || low.contains(':')
            || low.contains('\'') && low.ends_with('\'')
        {
            return;
        }
        self.keywords.insert(low);
    }

    /// The keyword a phrase names (its last word may be plural), as printed in the singular.
    pub fn keyword(&self, ws: &[W]) -> Option<String> {
        let (last, init) = ws.split_last()?;
        if ws.iter().any(|w| {
            w.raw.starts_with('[')
                || w.low.is_empty()
                || matches!(w.low.as_str(), "," | ";" | ":" | "(" | ")")
        }) {
            return None;
        }
        let head: Vec<&str> = init.iter().map(|w| w.low.as_str()).collect();
        for form in singulars(&last.low) {
            let mut phrase = head.clone();
            phrase.push(&form);
            let phrase = phrase.join(" ");
            if self.keywords.contains(&phrase) {
                let mut out: Vec<String> = init
                    .iter()
                    .map(|w| w.raw.trim_matches('\'').to_string())
                    .collect();
                out.push(printed_prefix(last.raw.trim_matches('\''), &form));
                let text = out.join(" ");
                return Some(if text.to_lowercase() == phrase {
                    text
                } else {
                    phrase
                });
            }
        }
        None
    }

    /// The name a phrase gives (a full title, or a run of words of a title), as printed. Names
    /// start with a capital (or a digit) and are not generic game words.
    pub fn name(&self, ws: &[W]) -> Option<String> {
        let first = ws.first()?;
        if !first
            .raw
            .chars()
            .next()
            .is_some_and(|c| c.is_uppercase() || c.is_ascii_digit())
        {
            return None;
        }
        if ws
            .iter()
            .any(|w| w.raw.starts_with('[') || w.raw.starts_with('\''))
        {
            return None;
        }
        if ws.len() == 1 && NOT_NAMES.contains(&first.low.as_str()) {
            return None;
        }
        if ws
            .last()
            .is_some_and(|w| matches!(w.low.as_str(), "," | ";" | ":" | "("))
        {
            return None;
        }
        let printed = join_raw(ws);
        let low = printed.to_lowercase();
        if self.titles.contains_key(&low) {
            return Some(printed);
        }
        if ws.len() > 4
            || ws
                .iter()
                .any(|w| matches!(w.low.as_str(), "," | ";" | "(" | ")"))
        {
            return None;
        }
        let run = title_words(&low).join(" ");
        if run
            == low
                .replace(':', "")
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
            && self.runs.contains(&run)
        {
            return Some(printed);
        }
        None
    }

    /// The name a phrase gives with its last word in the plural ("Gamorrean Guards"), as the
    /// singular.
    pub fn name_plural(&self, ws: &[W]) -> Option<String> {
        let (last, init) = ws.split_last()?;
        let singular = last.raw.strip_suffix('s')?;
        if singular.is_empty() || init.is_empty() {
            return None;
        }
        let mut phrase = init.to_vec();
        phrase.push(W {
            raw: singular.to_string(),
            low: singular.to_lowercase(),
        });
        self.name(&phrase)
    }

    /// Whether a keyword names weapons or devices ("lightsaber", "blaster"): a card "with"
    /// one carries it.
    pub fn is_weapon_word(&self, keyword: &str) -> bool {
        self.weapon_keywords.contains(&keyword.to_lowercase())
    }

    /// The cards printing a full title.
    pub fn title_info(&self, title: &str) -> &[TitleInfo] {
        self.titles
            .get(&title.to_lowercase())
            .map_or(&[], Vec::as_slice)
    }

    #[cfg(test)]
    pub fn for_tests(keywords: &[&str], titles: &[(&str, Side, CardType)]) -> Vocab {
        let mut v = Vocab::default();
        for k in keywords {
            v.add_keyword(k);
        }
        v.keywords.insert("docking bay".into());
        for (t, side, card_type) in titles {
            let low = t.to_lowercase();
            v.titles.entry(low.clone()).or_default().push(TitleInfo {
                side: *side,
                card_type: *card_type,
            });
            let words = title_words(&low);
            for len in 1..=4.min(words.len()) {
                for start in 0..=words.len() - len {
                    v.runs.insert(words[start..start + len].join(" "));
                }
            }
        }
        v
    }
}

/// Wraps a selector in parentheses unless it is one token.
pub fn unit(sel: &str) -> String {
    let simple = !sel.contains(' ')
        || (sel.starts_with('"') && sel.ends_with('"') && sel.matches('"').count() == 2)
        || (sel.starts_with('\'') && sel.ends_with('\'') && !sel[1..sel.len() - 1].contains("' "))
        || (sel.starts_with('[') && sel.ends_with(']') && sel.matches('[').count() == 1)
        || (sel.starts_with('(') && sel.ends_with(')') && balanced(sel));
    if simple {
        sel.to_string()
    } else {
        format!("({sel})")
    }
}

fn balanced(s: &str) -> bool {
    let mut depth = 0;
    let n = s.len();
    for (i, c) in s.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 && i + 1 < n {
                    return false;
                }
            }
            _ => {}
        }
    }
    depth == 0
}

/// Whether a list may join its items with "and" (a union: "Stormtroopers and TIEs") or only
/// with "or".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum And {
    Union,
    No,
}

/// The translator of phrases, over a vocabulary.
#[derive(Clone, Copy, Debug)]
pub struct Nouns<'v> {
    pub v: &'v Vocab,
}

/// Words that end the head of a noun phrase and start what follows it.
const POST_WORDS: [&str; 12] = [
    "present",
    "here",
    "at",
    "on",
    "with",
    "of",
    "in",
    "except",
    "(",
    "defending",
    "that",
    "who",
];

impl<'v> Nouns<'v> {
    pub fn new(v: &'v Vocab) -> Nouns<'v> {
        Nouns { v }
    }

    /// A whole noun phrase as a selector: `your Imperials with ability > 2` gives
    /// `your Imperial ability > 2`.
    pub fn cards(&self, ws: &[W], and: And) -> Option<String> {
        let (owner, rest) = determiner(ws);
        if rest.is_empty() {
            return None;
        }
        let (head_len, heads) = self.heads(rest, and, false)?;
        let mut parts: Vec<String> = Vec::new();
        if let Some(o) = owner {
            parts.push(o.into());
        }
        parts.extend(heads);
        let mut rest = &rest[head_len..];
        while !rest.is_empty() {
            // `your aliens here, except Tusken Raiders`: the comma only sets off the words.
            if rest[0].low == "," && rest.get(1).is_some_and(|w| w.low == "except") {
                rest = &rest[1..];
                continue;
            }
            let (used, post) = self.post(rest)?;
            if !post.is_empty() {
                parts.push(post);
            }
            rest = &rest[used..];
        }
        Some(parts.join(" "))
    }

    /// The head of a noun phrase: units side by side, each an `or` list, as far as the words
    /// are units. Returns how many words it read and the units. A list followed by more units
    /// must be a list of adjectives ("Imperial or Rebel starships"): English leaves "Jawas or
    /// Imperial starships" ambiguous, so such a phrase is not read.
    fn heads(&self, ws: &[W], and: And, locations: bool) -> Option<(usize, Vec<String>)> {
        let mut i = 0;
        let mut out: Vec<String> = Vec::new();
        let mut noun_list_before = false;
        while i < ws.len() {
            if POST_WORDS.contains(&ws[i].low.as_str()) && !out.is_empty() {
                break;
            }
            if noun_list_before {
                return None;
            }
            let (n, first) = self.unit(&ws[i..], locations)?;
            i += n;
            let mut alts = vec![first];
            // A list: `A, B or C`, `A or B`, `A and/or B` (and `A and B` for unions); an
            // article may start an item ("Owen Lars or a Hydroponics Station").
            loop {
                let mut j = i;
                if ws.get(j).is_some_and(|w| w.low == ",") {
                    j += 1;
                }
                let joined = match ws.get(j).map(|w| w.low.as_str()) {
                    Some("or") | Some("and/or") => true,
                    Some("and") => and == And::Union,
                    _ => false,
                };
                let comma_only = j > i && !joined;
                if !(joined || comma_only) {
                    break;
                }
                let mut k = if joined { j + 1 } else { j };
                if ws
                    .get(k)
                    .is_some_and(|w| matches!(w.low.as_str(), "a" | "an" | "any"))
                {
                    k += 1;
                }
                let (n, u) = self.unit(&ws[k..], locations)?;
                alts.push(u);
                i = k + n;
                if comma_only {
                    continue;
                }
                // After the last joiner the list ends unless another comma follows.
                if ws.get(i).is_none_or(|w| w.low != ",") {
                    break;
                }
            }
            if alts.len() > 1 {
                noun_list_before = !alts.iter().all(|a| is_adjective(a));
                out.push(format!("({})", alts.join(" or ")));
            } else {
                out.push(alts.pop().expect("one unit"));
            }
        }
        if out.is_empty() {
            return None;
        }
        Some((i, out))
    }

    /// One unit at the start of the words: returns how many words it read. In a location
    /// phrase only location words are units: names, `site`/`system`/`sector`, icons such as
    /// `interior`, `battleground` and location keywords.
    fn unit(&self, ws: &[W], locations: bool) -> Option<(usize, String)> {
        let first = ws.first()?;
        let low = first.low.as_str();
        if first.raw.starts_with('[') {
            return icon_name(low).map(|i| (1, format!("[{i}]")));
        }
        match low {
            "battleground" | "battlegrounds" => return Some((1, "battleground".into())),
            "non-battleground" => return Some((1, "(not battleground)".into())),
            "unique" if !locations => return Some((1, "unique".into())),
            "non-unique" if !locations => return Some((1, "non-unique".into())),
            "other" | "another" if !locations => return Some((1, "other".into())),
            _ => {}
        }
        if let Some(rest) = low.strip_prefix("non-") {
            let w = vec![W {
                raw: first.raw.chars().skip(4).collect(),
                low: rest.to_string(),
            }];
            if let Some(n) = self.v.name(&w) {
                return Some((1, format!("(not \"{n}\")")));
            }
            if locations {
                return None;
            }
            if let Some(t) = type_word(rest).filter(|t| *t != "card") {
                return Some((1, format!("non-{t}")));
            }
            if let Some(b) = bare_word(rest) {
                return Some((1, format!("non-{b}")));
            }
            if let Some(i) = icon_name(rest) {
                return Some((1, format!("non-[{i}]")));
            }
            if let Some(k) = self.v.keyword(&w) {
                return Some((1, format!("(not '{k}')")));
            }
            return None;
        }
        if locations {
            if let Some(i) = icon_name(low)
                && matches!(
                    i,
                    "interior"
                        | "exterior"
                        | "planet"
                        | "space"
                        | "mobile"
                        | "underground"
                        | "underwater"
                        | "cave"
                )
            {
                return Some((1, format!("[{i}]")));
            }
            if let Some(b) = bare_word(low).filter(|b| matches!(*b, "site" | "system" | "sector")) {
                return Some((1, b.into()));
            }
            if matches!(low, "location" | "locations") {
                return Some((1, "location".into()));
            }
            if let Some((_, [])) = pat(&ws[..2.min(ws.len())], "docking bay|bays") {
                return Some((2, "'docking bay'".into()));
            }
        }
        // Longest keyword or name of two words or more first ("Tusken Raiders", "Mos
        // Eisley"), then single words.
        for len in (2..=6.min(ws.len())).rev() {
            let phrase = &ws[..len];
            if phrase
                .iter()
                .any(|w| POST_WORDS.contains(&w.low.as_str()) || w.low == "or" || w.low == "and")
            {
                continue;
            }
            if !locations && let Some(k) = self.v.keyword(phrase) {
                return Some((len, format!("'{k}'")));
            }
            if let Some(n) = self.v.name(phrase).or_else(|| self.v.name_plural(phrase)) {
                return Some((len, format!("\"{n}\"")));
            }
        }
        if locations {
            return self.v.name(&ws[..1]).map(|n| (1, format!("\"{n}\"")));
        }
        if let Some(t) = type_word(low) {
            return Some((1, t.into()));
        }
        if let Some(b) = bare_word(low) {
            return Some((1, printed_prefix(first.raw.trim_matches('\''), b)));
        }
        match low {
            "warrior" | "warriors" => return Some((1, "[warrior]".into())),
            "pilot" | "pilots" => return Some((1, "[pilot]".into())),
            _ => {}
        }
        if let Some(k) = self.v.keyword(&ws[..1]) {
            return Some((1, format!("'{k}'")));
        }
        if let Some(n) = self.v.name(&ws[..1]) {
            return Some((1, format!("\"{n}\"")));
        }
        None
    }

    /// One post-modifier of a noun phrase: returns how many words it read (an empty
    /// selector adds nothing: `on table`).
    fn post(&self, ws: &[W]) -> Option<(usize, String)> {
        let low: Vec<&str> = ws.iter().map(|w| w.low.as_str()).collect();
        // Stats: `with ability > 2`, `of ability < 3`.
        if matches!(low.first(), Some(&"with") | Some(&"of"))
            && let Some((stat, cmp, n, used)) = stat_cmp(&ws[1..])
        {
            return Some((1 + used, format!("{stat} {cmp} {n}")));
        }
        // `at same site as X`, `present with X`, `with X`: the rest of the phrase is X.
        for p in [
            "at same site as",
            "at the same site as",
            "at same site with",
            "at the same site with",
            "at same location as",
            "at the same location as",
            "present with",
            "with",
        ] {
            if let Some((_, rest)) = pat(ws, p)
                && !rest.is_empty()
                && let Some(x) = self.cards(rest, And::No)
            {
                // "A character with a lightsaber" carries it.
                if p == "with" && self.carried(&x) {
                    return Some((ws.len(), format!("armed with {}", unit(&x))));
                }
                if self.carried(&x) {
                    return None;
                }
                return Some((ws.len(), format!("with {}", unit(&x))));
            }
        }
        if let Some((_, rest)) = pat(ws, "armed with")
            && let Some(x) = self.cards(rest, And::No)
        {
            return Some((ws.len(), format!("armed with {}", unit(&x))));
        }
        let fixed: [(&[&str], &str); 21] = [
            (&["present"], "present"),
            (&["here"], "here"),
            (&["on", "table"], ""),
            (&["at", "same", "site"], "here"),
            (&["at", "the", "same", "site"], "here"),
            (&["at", "same", "location"], "here"),
            (&["at", "same", "system"], "here"),
            (
                &["at", "same", "or", "adjacent", "site"],
                "(here or adjacent)",
            ),
            (
                &["at", "same", "or", "adjacent", "sites"],
                "(here or adjacent)",
            ),
            (&["at", "adjacent", "sites"], "adjacent"),
            (&["at", "an", "adjacent", "site"], "adjacent"),
            (&["at", "adjacent", "site"], "adjacent"),
            (&["in", "battle"], "in battle"),
            (&["in", "a", "battle"], "in battle"),
            (&["defending", "a", "battle"], "defending"),
            (&["defending", "a", "battle", "alone"], "defending alone"),
            (&["alone"], "alone"),
            (&["defending"], "defending"),
            (&["attacking"], "attacking"),
            (&["battling"], "in battle"),
            (&["in", "battles"], "in battle"),
        ];
        // The longest fixed phrase that matches.
        let mut best: Option<(usize, &str)> = None;
        for (words, sel) in fixed {
            if low.len() >= words.len()
                && low[..words.len()] == *words
                && best.is_none_or(|(n, _)| words.len() > n)
            {
                best = Some((words.len(), sel));
            }
        }
        if let Some((n, sel)) = best {
            return Some((n, sel.into()));
        }
        // `(except X)` and `except X`.
        if low.first() == Some(&"(") && low.get(1) == Some(&"except") && low.last() == Some(&")") {
            let x = self.cards(&ws[2..ws.len() - 1], And::Union)?;
            return Some((ws.len(), format!("not {}", unit(&x))));
        }
        if low.first() == Some(&"except") {
            let x = self.cards(&ws[1..], And::Union)?;
            return Some((ws.len(), format!("not {}", unit(&x))));
        }
        // `at <location>` and `on <location>` take the rest of the phrase.
        if matches!(low.first(), Some(&"at") | Some(&"on")) {
            let loc = self.location(&ws[1..])?;
            return Some((ws.len(), format!("at {}", unit(&loc))));
        }
        None
    }

    /// Whether a selector names carried cards: weapons, devices or their keywords.
    fn carried(&self, sel: &str) -> bool {
        let types = sel
            .split(['(', ')', ' '])
            .any(|p| matches!(p, "weapon" | "device"));
        // Keywords are the parts between single quotes.
        let keywords = sel
            .split('\'')
            .skip(1)
            .step_by(2)
            .any(|k| self.v.is_weapon_word(k));
        types || keywords
    }

    /// A whole location phrase as a selector of locations: `Tatooine` gives `"Tatooine"`,
    /// `a Death Star site` gives `site "Death Star"`, `non-Tatooine sites` gives
    /// `site (not "Tatooine")`, `same site` gives `here`.
    pub fn location(&self, ws: &[W]) -> Option<String> {
        let mut ws = ws;
        if let Some((_, rest)) = pat(ws, "a|an|any|the|each|every") {
            ws = rest;
        }
        let low: Vec<&str> = ws.iter().map(|w| w.low.as_str()).collect();
        match low.as_slice() {
            ["same", "site" | "location" | "system"] => return Some("here".into()),
            ["adjacent", "site" | "sites"] => return Some("adjacent".into()),
            ["same", "or", "adjacent", "site" | "sites"] => {
                return Some("(here or adjacent)".into());
            }
            _ => {}
        }
        // `a site other than a Death Star site`.
        if let Some((i, _, rest)) = find_pat(ws, "other than") {
            let kind = self.location(&ws[..i])?;
            let other = self.location(rest)?;
            if !matches!(kind.as_str(), "site" | "system" | "sector" | "location") {
                return None;
            }
            let (noun, rest_other) = split_kind(&other);
            return match noun {
                Some(n) if kind == n => Some(format!("{kind} not {}", unit(&rest_other))),
                _ => Some(format!("{kind} not {}", unit(&other))),
            };
        }
        let (n, mut heads) = self.heads(ws, And::No, true)?;
        if n != ws.len() {
            return None;
        }
        // The noun last in English comes first in the selector ("Death Star site" reads
        // `site "Death Star"`); the order does not change its meaning.
        if heads.len() > 1
            && let Some(pos) = heads
                .iter()
                .position(|h| matches!(h.as_str(), "site" | "system" | "sector" | "location"))
        {
            let noun = heads.remove(pos);
            heads.insert(0, noun);
        }
        Some(heads.join(" "))
    }

    /// A condition about the card itself, printed without a subject: `defending a battle`,
    /// `at same site as Tarkin`, `on Tatooine`, `in battle`, `alone`.
    pub fn this_pred(&self, ws: &[W]) -> Option<String> {
        Some(format!("this {}", self.pred(ws)?))
    }

    /// What a predicate says of a card, as selector words to put after it: post-modifiers
    /// side by side (`defending a battle alone at a site`), or `not at X`.
    fn pred(&self, ws: &[W]) -> Option<String> {
        if let Some((_, rest)) = pat(ws, "not")
            && matches!(rest.first().map(|w| w.low.as_str()), Some("at" | "on"))
        {
            let loc = self.location(&rest[1..])?;
            return Some(format!("not at {}", unit(&loc)));
        }
        let mut parts = Vec::new();
        let mut rest = ws;
        while !rest.is_empty() {
            let (n, post) = self.post(rest)?;
            if !post.is_empty() {
                parts.push(post);
            }
            rest = &rest[n..];
        }
        // "present" or "here" alone says nothing of the card itself.
        if parts.is_empty() || (parts.len() == 1 && matches!(parts[0].as_str(), "present" | "here"))
        {
            return None;
        }
        Some(parts.join(" "))
    }

    /// A condition: about the card itself (`defending a battle`), about cards
    /// (`Jabba on table`, `Vader present`), control (`you control`), counts (`at least two
    /// Imperial starships on table`) or nighttime.
    pub fn cond(&self, ws: &[W]) -> Option<String> {
        if ws.is_empty() {
            return None;
        }
        if let Some(c) = self.cond_unit(ws) {
            return Some(c);
        }
        // `A or when B`, `A, or if B`: each side a condition of its own.
        for joiner in ["or when", "or if", ", or when", ", or if", "or while"] {
            if let Some((i, _, rest)) = find_pat(ws, joiner)
                && let (Some(a), Some(b)) = (self.cond(&ws[..i]), self.cond(rest))
            {
                return Some(format!("({a}) or ({b})"));
            }
        }
        None
    }

    fn cond_unit(&self, ws: &[W]) -> Option<String> {
        if let Some(p) = self.this_pred(ws) {
            return Some(p);
        }
        let low: Vec<&str> = ws.iter().map(|w| w.low.as_str()).collect();
        match low.as_slice() {
            ["under", "nighttime", "conditions"] | ["nighttime", "conditions"] => {
                return Some("nighttime".into());
            }
            ["you", "control"] => return Some("you control here".into()),
            ["you", "occupy"] => return Some("you occupy here".into()),
            ["opponent", "controls"] => return Some("opponent controls here".into()),
            ["opponent", "occupies"] => return Some("opponent occupies here".into()),
            _ => {}
        }
        for (p, who, verb) in [
            ("you control", "you", "control"),
            ("you occupy", "you", "occupy"),
            ("opponent controls", "opponent", "controls"),
            ("opponent occupies", "opponent", "occupies"),
        ] {
            if let Some((_, rest)) = pat(ws, p)
                && let Some(loc) = self.location(rest)
            {
                return Some(format!("{who} {verb} {loc}"));
            }
        }
        // Counts: `at least two X on table`, `two or more X present`.
        if let Some((caps, rest)) = pat(ws, "at least {n}").or_else(|| pat(ws, "{n} or more"))
            && caps[0] >= 2
        {
            let x = self.placed_cards(rest)?;
            return Some(format!("count {x} >= {}", caps[0]));
        }
        // `opponent has X present`, `you have X here`.
        for (p, owner) in [("opponent has", "opponent's"), ("you have", "your")] {
            if let Some((_, rest)) = pat(ws, p) {
                let rest = match pat(rest, "a|an|any") {
                    Some((_, r)) => r,
                    None => rest,
                };
                if determiner(rest).0.is_some() {
                    return None;
                }
                let x = self.placed_cards(rest)?;
                return Some(format!("{owner} {x}"));
            }
        }
        if let Some((_, rest)) = pat(ws, "no") {
            let x = self.placed_cards(rest)?;
            return Some(format!("not {}", unit(&x)));
        }
        // `X on table`, `X is present`, `X at Audience Chamber`, `X is defending a battle`.
        self.placed_cards(ws)
    }

    /// Cards with where they are: `Jabba on table`, `your Rebel present`, `Ponda Baba is at
    /// Audience Chamber`, `Vader present`.
    fn placed_cards(&self, ws: &[W]) -> Option<String> {
        let is = ws
            .iter()
            .position(|w| matches!(w.low.as_str(), "is" | "are"));
        let Some(i) = is else {
            // No verb: the whole phrase is cards with their post-modifiers.
            return self.cards(ws, And::No);
        };
        let x = self.cards(&ws[..i], And::No)?;
        let pred = &ws[i + 1..];
        let p = match pred
            .iter()
            .map(|w| w.low.as_str())
            .collect::<Vec<_>>()
            .as_slice()
        {
            ["on", "table"] => return Some(x),
            ["present"] => "present".to_string(),
            ["here"] => "here".to_string(),
            _ => self.pred(pred)?,
        };
        Some(format!("{} {p}", unit(&x)))
    }
}

/// Whether a unit reads as an adjective before a noun: a subtype written bare, an icon.
fn is_adjective(sel: &str) -> bool {
    matches!(
        sel,
        "imperial" | "rebel" | "alien" | "droid" | "republic" | "resistance" | "sith"
    ) || bare_word(&sel.to_lowercase()).is_some_and(|b| !matches!(b, "site" | "system" | "sector"))
        || sel.starts_with('[')
}

/// A leading determiner: whose cards (`your`, `opponent's`) or none (`a`, `any`, `all`).
pub fn determiner(ws: &[W]) -> (Option<&'static str>, &[W]) {
    let table: [(&str, Option<&'static str>); 18] = [
        ("all of your", Some("your")),
        ("each of your", Some("your")),
        ("one of your", Some("your")),
        ("any of your", Some("your")),
        ("all your", Some("your")),
        ("any your", None),
        ("each of opponent's", Some("opponent's")),
        ("all of opponent's", Some("opponent's")),
        ("all opponent's", Some("opponent's")),
        ("the opponent's", Some("opponent's")),
        ("an opponent's", Some("opponent's")),
        ("your", Some("your")),
        ("opponent's", Some("opponent's")),
        ("any", None),
        ("a", None),
        ("an", None),
        ("each", None),
        ("all", None),
    ];
    for (p, owner) in table {
        if p == "any your" {
            continue;
        }
        if let Some((_, rest)) = pat(ws, p) {
            return (owner, rest);
        }
    }
    if let Some((_, rest)) = pat(ws, "every") {
        return (None, rest);
    }
    (None, ws)
}

/// `ability > 2` and the like at the start of the words: the stat, the comparison, the
/// number and how many words were read.
fn stat_cmp(ws: &[W]) -> Option<(&'static str, &'static str, i32, usize)> {
    let stat = match ws.first()?.low.as_str() {
        "ability" => "ability",
        "power" => "power",
        "forfeit" => "forfeit",
        "maneuver" => "maneuver",
        "armor" => "armor",
        "destiny" => "destiny",
        "hyperspeed" => "hyperspeed",
        "landspeed" => "landspeed",
        _ => return None,
    };
    let cmp = match ws.get(1)?.low.as_str() {
        ">" => ">",
        "<" => "<",
        "=" => "=",
        ">=" => ">=",
        "<=" => "<=",
        _ => return None,
    };
    let n = number(&ws.get(2)?.low)?;
    Some((stat, cmp, n, 3))
}

/// Splits `site "Death Star"` into its location noun and the rest.
fn split_kind(sel: &str) -> (Option<&str>, String) {
    for noun in ["site", "system", "sector", "location"] {
        if let Some(rest) = sel.strip_prefix(noun)
            && let Some(rest) = rest.strip_prefix(' ')
        {
            return (Some(noun), rest.to_string());
        }
    }
    (None, sel.to_string())
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A small vocabulary with the words of the Premiere cards the tests read.
    pub fn vocab() -> Vocab {
        use CardType::*;
        use Side::*;
        Vocab::for_tests(
            &[
                "Jawa",
                "Tusken Raider",
                "stormtrooper",
                "trooper",
                "bounty hunter",
                "spy",
                "smuggler",
                "leader",
                "Dark Jedi",
                "TIE/ln",
                "X-wing",
            ],
            &[
                ("Admiral Motti", Dark, Character),
                ("Colonel Wullf Yularen", Dark, Character),
                ("Grand Moff Tarkin", Dark, Character),
                ("Luke Skywalker", Light, Character),
                ("Darth Vader", Dark, Character),
                ("Tatooine", Dark, Location),
                ("Tatooine: Mos Eisley", Dark, Location),
                ("Death Star: Central Core", Dark, Location),
                ("Alter", Dark, Interrupt),
                ("Sense", Dark, Interrupt),
                ("Rebel Barrier", Light, Interrupt),
                ("Jawa", Dark, Character),
                ("Jedi Presence", Light, Interrupt),
            ],
        )
    }

    fn np(text: &str) -> Option<String> {
        Nouns::new(&vocab()).cards(&words(text), And::Union)
    }

    fn loc(text: &str) -> Option<String> {
        Nouns::new(&vocab()).location(&words(text))
    }

    fn cond(text: &str) -> Option<String> {
        Nouns::new(&vocab()).cond(&words(text))
    }

    #[test]
    fn noun_phrases_become_selectors() {
        assert_eq!(
            np("your Imperials with ability > 2").as_deref(),
            Some("your Imperial ability > 2")
        );
        assert_eq!(
            np("opponent's characters present").as_deref(),
            Some("opponent's character present")
        );
        assert_eq!(np("Luke").as_deref(), Some("\"Luke\""));
        assert_eq!(np("Jawas").as_deref(), Some("'Jawa'"));
        assert_eq!(np("any warrior").as_deref(), Some("[warrior]"));
        assert_eq!(
            np("Stormtroopers and/or TIE/lns").as_deref(),
            Some("('Stormtrooper' or 'TIE/ln')")
        );
        assert_eq!(
            np("characters, starships and vehicles").as_deref(),
            Some("(character or starship or vehicle)")
        );
        assert_eq!(
            np("your non-unique Tusken Raiders at same site").as_deref(),
            Some("your non-unique 'Tusken Raider' here")
        );
        assert_eq!(
            np("your non-warrior character (except droids)").as_deref(),
            Some("your non-[warrior] character not droid")
        );
        // Generic words are not names, and unknown words make the phrase unreadable.
        assert_eq!(np("your Jedi"), None);
        assert_eq!(np("your frobnicators"), None);
    }

    #[test]
    fn location_phrases_become_location_selectors() {
        assert_eq!(loc("Tatooine").as_deref(), Some("\"Tatooine\""));
        assert_eq!(
            loc("a Death Star site").as_deref(),
            Some("site \"Death Star\"")
        );
        assert_eq!(
            loc("non-Tatooine sites").as_deref(),
            Some("site (not \"Tatooine\")")
        );
        assert_eq!(
            loc("a site other than a Death Star site").as_deref(),
            Some("site not \"Death Star\"")
        );
        assert_eq!(loc("same site").as_deref(), Some("here"));
        assert_eq!(loc("an interior site").as_deref(), Some("site [interior]"));
        assert_eq!(
            loc("a system or sector").as_deref(),
            Some("(system or sector)")
        );
    }

    #[test]
    fn conditions_read_the_card_itself_cards_and_control() {
        assert_eq!(
            cond("defending a battle").as_deref(),
            Some("this defending")
        );
        assert_eq!(
            cond("at same site as Motti or Yularen").as_deref(),
            Some("this with (\"Motti\" or \"Yularen\")")
        );
        assert_eq!(
            cond("at non-Tatooine sites").as_deref(),
            Some("this at (site (not \"Tatooine\"))")
        );
        assert_eq!(cond("you control").as_deref(), Some("you control here"));
        assert_eq!(
            cond("at least two Imperial starships on table").as_deref(),
            Some("count Imperial starship >= 2")
        );
        assert_eq!(cond("Tarkin on table").as_deref(), Some("\"Tarkin\""));
        assert_eq!(
            cond("under 'nighttime conditions'").as_deref(),
            Some("nighttime")
        );
    }

    #[test]
    fn words_drop_quote_marks_but_keep_possessives() {
        let w = words("'nighttime conditions' players' (Immune to Alter)");
        let low: Vec<&str> = w.iter().map(|w| w.low.as_str()).collect();
        assert_eq!(
            low,
            vec![
                "nighttime",
                "conditions",
                "players'",
                "(",
                "immune",
                "to",
                "alter",
                ")"
            ]
        );
        assert_eq!(whole(&words("Power +4"), "power {s}"), Some(vec![4]));
        assert_eq!(whole(&words("take two"), "take {n}"), Some(vec![2]));
    }
}
