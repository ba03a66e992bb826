//! The sentence splitter: a printed game text cut into the pieces the clause grammar reads.
//!
//! A text is cut in three steps. An interrupt's text first splits into its portions
//! (`USED:`, `LOST:`, `STARTING:`), each portion into its alternatives (the capital `OR` that
//! separates two ways of playing the card), and each alternative into sentences. Other cards
//! have one portion with one alternative; an `OR` in their text still separates alternatives,
//! so that the clause grammar can report it instead of reading two alternatives as one text.
//!
//! A sentence ends at a full stop followed by a space or the end of the text, unless the word
//! before the stop is an abbreviation (`Dr.`, `Lt.`) taken from the card titles; a stop
//! inside quotes or brackets (`'nighttime conditions.'`, `(Immune to Alter.)`) ends the
//! sentence after the closing mark. Each sentence keeps its exact printed words, so that a
//! sentence the grammar cannot read is reported as printed.

use std::collections::BTreeSet;

/// The portion of an interrupt a mode belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Portion {
    /// The text has no `USED:`/`LOST:`/`STARTING:` labels.
    Plain,
    Used,
    Lost,
    Starting,
}

/// One sentence of a text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sentence {
    /// The exact printed words, with the closing stop.
    pub printed: String,
    /// The words the grammar reads: quotes normalised, the closing stop and any brackets
    /// around the whole sentence removed.
    pub text: String,
}

/// One way of playing a text: its portion and its sentences.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mode {
    pub portion: Portion,
    /// Whether an `OR` introduced this mode (the second and later alternatives).
    pub after_or: bool,
    pub sentences: Vec<Sentence>,
}

/// Replaces the typographic marks some texts print with the plain ones the grammar reads.
pub fn normalise(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\u{2018}' | '\u{2019}' | '`' => out.push('\''),
            '\u{201c}' | '\u{201d}' => out.push('"'),
            '\u{2013}' | '\u{2014}' => out.push('-'),
            '\n' | '\r' | '\t' => out.push(' '),
            _ => out.push(c),
        }
    }
    let mut collapsed = String::with_capacity(out.len());
    let mut space = false;
    for c in out.trim().chars() {
        if c == ' ' {
            if !space {
                collapsed.push(c);
            }
            space = true;
        } else {
            collapsed.push(c);
            space = false;
        }
    }
    collapsed
}

/// Splits a text into its modes (portions, then alternatives), each cut into sentences.
/// Portion labels are read only when `labels` is set (interrupts); the text before the first
/// label, if any, becomes a plain mode of its own.
pub fn modes(text: &str, labels: bool, abbreviations: &BTreeSet<String>) -> Vec<Mode> {
    let text = normalise(text);
    let mut portions: Vec<(Portion, String)> = Vec::new();
    if labels {
        let mut current = (Portion::Plain, String::new());
        for word in text.split(' ') {
            let label = match word {
                "USED:" => Some(Portion::Used),
                "LOST:" => Some(Portion::Lost),
                "STARTING:" => Some(Portion::Starting),
                _ => None,
            };
            match label {
                Some(p) => {
                    let done = std::mem::replace(&mut current, (p, String::new()));
                    if !done.1.trim().is_empty() {
                        portions.push(done);
                    }
                }
                None => {
                    if !current.1.is_empty() {
                        current.1.push(' ');
                    }
                    current.1.push_str(word);
                }
            }
        }
        if !current.1.trim().is_empty() {
            portions.push(current);
        }
    } else {
        portions.push((Portion::Plain, text));
    }
    let mut out = Vec::new();
    for (portion, body) in portions {
        for (i, alternative) in alternatives(&body).into_iter().enumerate() {
            let sentences = sentences(&alternative, abbreviations);
            if !sentences.is_empty() {
                out.push(Mode {
                    portion,
                    after_or: i > 0,
                    sentences,
                });
            }
        }
    }
    out
}

/// Splits a text at each capital `OR` standing as a word of its own.
fn alternatives(text: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    for word in text.split(' ') {
        if word == "OR" {
            out.push(String::new());
            continue;
        }
        let last = out.last_mut().expect("one alternative at least");
        if !last.is_empty() {
            last.push(' ');
        }
        last.push_str(word);
    }
    out.retain(|a| !a.trim().is_empty());
    out
}

/// Cuts a text into sentences.
pub fn sentences(text: &str, abbreviations: &BTreeSet<String>) -> Vec<Sentence> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut start = 0;
    let mut i = 0;
    while i < chars.len() {
        if chars[i] != '.' {
            i += 1;
            continue;
        }
        // The closing marks that may follow the stop inside the sentence.
        let mut end = i + 1;
        while end < chars.len() && matches!(chars[end], '\'' | ')' | ']' | '"') {
            end += 1;
        }
        let at_break = end == chars.len() || chars[end] == ' ';
        if !at_break || is_abbreviation(&chars[start..i], abbreviations) {
            i += 1;
            continue;
        }
        push_sentence(&mut out, chars[start..end].iter().collect());
        start = end;
        i = end;
    }
    let rest: String = chars[start..].iter().collect();
    push_sentence(&mut out, rest);
    out
}

/// Whether the word just before a stop is an abbreviation (`Dr`, `Lt`) rather than the end of
/// a sentence.
fn is_abbreviation(before: &[char], abbreviations: &BTreeSet<String>) -> bool {
    let word: String = before
        .iter()
        .rev()
        .take_while(|c| c.is_alphanumeric())
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect();
    !word.is_empty() && abbreviations.contains(&word.to_lowercase())
}

fn push_sentence(out: &mut Vec<Sentence>, printed: String) {
    let printed = printed.trim().to_string();
    if printed.is_empty() {
        return;
    }
    let text = reading(&printed);
    if text.is_empty() {
        return;
    }
    out.push(Sentence { printed, text });
}

/// The words of a printed sentence the grammar reads: without brackets around the whole
/// sentence and without the closing stop (moved out of closing quotes).
fn reading(printed: &str) -> String {
    let mut s = printed.trim().to_string();
    loop {
        let before = s.clone();
        for (open, close) in [('(', ')'), ('[', ']')] {
            if s.starts_with(open) && s.ends_with(close) && balanced_inner(&s, open, close) {
                s = s[1..s.len() - 1].trim().to_string();
            }
        }
        if s.ends_with('.') {
            s.pop();
        }
        // An asterisk before a sentence marks errata; it is no word of the text.
        if let Some(rest) = s.strip_prefix('*') {
            s = rest.to_string();
        }
        if let Some(inner) = s.strip_suffix(".'") {
            s = format!("{inner}'");
        }
        s = s.trim().to_string();
        if s == before {
            return s;
        }
    }
}

/// Whether the brackets opening and closing a text enclose all of it (not `(a) and (b)`).
fn balanced_inner(s: &str, open: char, close: char) -> bool {
    let mut depth = 0i32;
    let n = s.chars().count();
    for (i, c) in s.chars().enumerate() {
        if c == open {
            depth += 1;
        } else if c == close {
            depth -= 1;
            if depth == 0 && i + 1 < n {
                return false;
            }
        }
    }
    depth == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn abbreviations() -> BTreeSet<String> {
        ["dr", "lt"].iter().map(|s| s.to_string()).collect()
    }

    fn texts(text: &str) -> Vec<String> {
        sentences(text, &abbreviations())
            .into_iter()
            .map(|s| s.text)
            .collect()
    }

    #[test]
    fn sentences_end_at_stops_but_not_after_abbreviations() {
        // 1_181 Imperial Trooper Guard and 1_190 (a title with "Dr.").
        assert_eq!(
            texts("Power +4 when defending a battle. Cannot move."),
            vec!["Power +4 when defending a battle", "Cannot move"]
        );
        assert_eq!(
            texts("Power +3 when battling at same site as Dr. Evazan. Cannot move."),
            vec![
                "Power +3 when battling at same site as Dr. Evazan",
                "Cannot move"
            ]
        );
    }

    #[test]
    fn brackets_and_quotes_close_their_sentence() {
        // 1_171 Djas Puhr and 1_221 Ket Maliss.
        assert_eq!(
            texts("Power +1 under 'nighttime conditions.' Immune to attrition < 3."),
            vec![
                "Power +1 under 'nighttime conditions'",
                "Immune to attrition < 3"
            ]
        );
        let s = sentences(
            "That character is power +1. (Immune to Alter.)",
            &abbreviations(),
        );
        assert_eq!(s[1].printed, "(Immune to Alter.)");
        assert_eq!(s[1].text, "Immune to Alter");
    }

    #[test]
    fn interrupts_split_into_portions_and_alternatives() {
        // 7_245 A Real Hero.
        let m = modes(
            "USED: Take Lobot into hand from Reserve Deck; reshuffle. LOST: If your Lando is in a battle at a Cloud City site, add two battle destiny. OR If Han and your Lando are involved in the same battle, cancel one opponent's battle destiny just after it is revealed.",
            true,
            &abbreviations(),
        );
        assert_eq!(m.len(), 3);
        assert_eq!(m[0].portion, Portion::Used);
        assert_eq!(m[1].portion, Portion::Lost);
        assert_eq!(m[2].portion, Portion::Lost);
        assert!(m[2].after_or && !m[1].after_or);
        assert_eq!(
            m[0].sentences[0].text,
            "Take Lobot into hand from Reserve Deck; reshuffle"
        );
    }

    #[test]
    fn typographic_marks_are_normalised() {
        assert_eq!(normalise("Luke\u{2019}s  X\n"), "Luke's X");
    }
}
