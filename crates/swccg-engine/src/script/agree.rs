//! Whether a script agrees with the printed text it encodes.
//!
//! The check is mechanical and deliberately one-sided: every number the card prints must
//! appear in the script (and the script may use no number above 1 that the card does not
//! print), and every title, keyword, icon and stat the script names must be printed on the
//! card. It does not prove a script right; it catches a script that drifted from its card
//! (a 3 typed for a 4, a keyword misspelt, a clause forgotten). The engine's `script_text`
//! test runs it on every card of the book, and `holocron cards draft | check` on drafts and
//! on files being written.

use super::{Ability, Mentions, Part, Script, Stat, describe};
use swccg_cards::Card;

/// Numbers printed on cards that are not game values, with the reason they are not encoded.
const NOT_RULES_NUMBERS: [(&str, i32, &str); 7] = [
    (
        "1_266",
        10,
        "Scanning Crew's \"for 10 seconds\" limits a physical glance; the glance is an event \
         shown to the player",
    ),
    (
        "7_303",
        2,
        "DS-61-2 and Black 2 are the Death Star Assault Squadron's crew and starships, its \
         personas, which the catalogue reads from the printed text",
    ),
    (
        "2_149",
        1,
        "the Droid Junkheap's \"enter/exit here for 1 Force each\" is the regular move's cost, \
         which `may move between` charges",
    ),
    (
        "2_66",
        1,
        "the Loading Bay's \"enter/exit here for 1 Force each\" is the regular move's cost, \
         which `may move between` charges",
    ),
    (
        "1_74",
        2,
        "Collision!'s \"at least two starships\" is its target's selector: one of the \
         opponent's starships with another of them present",
    ),
    (
        "1_270",
        2,
        "Tallon Roll's \"two starfighters\" are its two targets",
    ),
    (
        "7_303",
        3,
        "DS-61-3 and Black 3 are the Death Star Assault Squadron's crew and starships, its \
         personas, which the catalogue reads from the printed text",
    ),
];

/// Whole numbers standing alone in a text (not parts of names such as R2-D2 or LIN-V8M);
/// number words and "double"/"triple" count as their numbers. "one" is the article of a
/// single card ("cancel one Interrupt", "one of your Imperials"): steps act on one card
/// unless told otherwise, so it is not read as a number.
pub fn numbers(text: &str) -> Vec<i32> {
    const WORDS: [(&str, i32); 13] = [
        ("twice", 2),
        ("thrice", 3),
        ("two", 2),
        ("three", 3),
        ("four", 4),
        ("five", 5),
        ("six", 6),
        ("seven", 7),
        ("eight", 8),
        ("nine", 9),
        ("ten", 10),
        ("double", 2),
        ("triple", 3),
    ];
    let lower = text.to_lowercase();
    let mut out: Vec<i32> = lower
        .split(|c: char| !c.is_alphanumeric())
        .filter_map(|w| WORDS.iter().find(|(name, _)| *name == w).map(|(_, n)| *n))
        .collect();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        if !chars[i].is_ascii_digit() {
            i += 1;
            continue;
        }
        let start = i;
        while i < chars.len() && chars[i].is_ascii_digit() {
            i += 1;
        }
        // A digit after a letter and a hyphen is part of a name (CZ-3).
        let in_name = start >= 2 && chars[start - 1] == '-' && chars[start - 2].is_alphabetic();
        let before_ok = (start == 0 || !chars[start - 1].is_alphanumeric()) && !in_name;
        let after_ok = i == chars.len() || !chars[i].is_alphanumeric();
        if before_ok && after_ok {
            let digits: String = chars[start..i].iter().collect();
            if let Ok(n) = digits.parse() {
                out.push(n);
            }
        }
    }
    out.sort();
    out.dedup();
    out
}

/// Whether a lowercase printed text holds a word, singular or plural ("spy"/"spies",
/// "thief"/"thieves", "Jawa"/"Jawas").
pub fn prints(lower: &str, word: &str) -> bool {
    let word = word.to_lowercase();
    // A "normal" effect is what card texts call an Effect (seed 004 "Effect").
    if word == "normal" {
        return lower.contains("effect");
    }
    // Cards print a generic location's mark, not the word ("one <> site"; some copies of the
    // database write the mark as an underscore before the word, "any related _spaceport site").
    if word == "generic" && (lower.contains("<>") || lower.contains(" _")) {
        return true;
    }
    // Cards call starfighters "fighters" ("Your fighters deploy -1 here").
    if word == "starfighter" && lower.contains("fighter") {
        return true;
    }
    let forms = [
        word.clone(),
        format!("{word}s"),
        format!("{word}es"),
        word.strip_suffix('y')
            .map(|w| format!("{w}ies"))
            .unwrap_or_default(),
        word.strip_suffix('f')
            .map(|w| format!("{w}ves"))
            .unwrap_or_default(),
    ];
    // Some printed texts drop a model's hyphen ("YWings" for Y-wings).
    forms.iter().any(|f| {
        !f.is_empty() && (lower.contains(f.as_str()) || lower.contains(&f.replace('-', "")))
    })
}

/// Whether a printed text names a numbered title in a short list sharing its stem: "Black 3"
/// in "Black 2 or 3".
fn numbered_in_list(lower: &str, title: &str) -> bool {
    let Some((stem, n)) = title.rsplit_once(' ') else {
        return false;
    };
    if n.is_empty() || !n.chars().all(|c| c.is_ascii_digit()) {
        return false;
    }
    let key = format!("{stem} ");
    lower.match_indices(&key).any(|(at, _)| {
        let words: Vec<&str> = lower[at + key.len()..]
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .take(3)
            .collect();
        matches!(words[..], [first, "or", last] if first.chars().all(|c| c.is_ascii_digit()) && last == n)
    })
}

fn stat_word(stat: Stat) -> &'static str {
    match stat {
        Stat::Defense => "defense value",
        other => other.word(),
    }
}

/// A printed text with nothing to encode.
pub fn is_blank(text: &str) -> bool {
    let t = text.trim().trim_end_matches('.');
    t.is_empty() || t == "-" || t.eq_ignore_ascii_case("blank") || t.eq_ignore_ascii_case("(none)")
}

/// The problems of one part of a script against the printed text it encodes, each starting
/// with the part's name.
pub fn compare(id: &str, part: &str, printed: &str, abilities: &[Ability]) -> Vec<String> {
    let mut problems = Vec::new();
    let m = Mentions::of_abilities(abilities);
    // The database breaks some hyphenated names after the hyphen ("C- 3PO").
    let lower = printed.to_lowercase().replace("- ", "-");
    let printed_numbers = numbers(printed);
    for n in &printed_numbers {
        // A number in a title the script names ("Yavin 4") is that title.
        let exempt = NOT_RULES_NUMBERS
            .iter()
            .any(|(card, m, _)| *card == id && m == n)
            || m.titles.iter().any(|t| numbers(t.as_str()).contains(n));
        if !m.numbers.contains(n) && !exempt {
            problems.push(format!("{part}: the card prints {n}, the script does not"));
        }
    }
    for n in &m.numbers {
        // A lone destiny draw, one card, "free" (0) are implied by the printed wording.
        if !printed_numbers.contains(n) && *n > 1 {
            problems.push(format!("{part}: the script says {n}, the card does not"));
        }
    }
    for t in &m.titles {
        if !lower.contains(t.as_str()) && !numbered_in_list(&lower, t.as_str()) {
            problems.push(format!(
                "{part}: the script names \"{t}\", the card does not"
            ));
        }
    }
    for w in &m.words {
        if !prints(&lower, w.as_str()) {
            problems.push(format!("{part}: the script names '{w}', the card does not"));
        }
    }
    for i in &m.icons {
        let name = describe::icon(*i);
        if !lower.contains(&name) {
            problems.push(format!(
                "{part}: the script names [{name}], the card does not"
            ));
        }
    }
    // A card "doubled" has every number it prints counted twice: the word names them all.
    let doubled = lower.contains("doubled");
    for s in &m.stats {
        if !doubled && !lower.contains(stat_word(*s)) {
            problems.push(format!(
                "{part}: the script reads or changes {}, the card does not name it",
                s.word()
            ));
        }
    }
    if !abilities.is_empty() && is_blank(printed) {
        problems.push(format!("{part}: a script for a blank text"));
    }
    if abilities.is_empty() && !is_blank(printed) {
        problems.push(format!("{part}: the card has text but the script has none"));
    }
    if !problems.is_empty() {
        problems.push(format!(
            "    printed: {printed}\n    script:  {}",
            describe::abilities(abilities)
        ));
    }
    problems
}

/// The two sides of an objective whose database text prints both, each after its own title
/// ("Front: … Back: …"), so each side of the script is checked against its own half.
pub fn split_sides<'a>(title: &str, text: &'a str) -> Option<(&'a str, &'a str)> {
    let (front, back) = title.split_once(" / ")?;
    let rest = text.strip_prefix(front.trim())?.strip_prefix(':')?;
    let marker = format!("{}:", back.trim());
    let at = rest.find(&marker)?;
    Some((rest[..at].trim(), rest[at + marker.len()..].trim()))
}

/// The problems of a whole script against its card, part by part (a location's two sides,
/// the back of a two-sided card).
pub fn card(card: &Card, script: &Script) -> Vec<String> {
    let id = card.gemp_id.as_str();
    let mut problems = Vec::new();
    match &card.front.location_text {
        Some(loc) => {
            problems.extend(compare(
                id,
                "dark",
                &loc.dark,
                script.front.part(Part::Dark),
            ));
            problems.extend(compare(
                id,
                "light",
                &loc.light,
                script.front.part(Part::Light),
            ));
        }
        None => {
            let front = split_sides(&card.front.title, &card.front.game_text)
                .map_or(card.front.game_text.as_str(), |(f, _)| f);
            problems.extend(compare(id, "text", front, &script.front.text));
        }
    }
    let back_text = |back: &'_ swccg_cards::Face| -> String {
        split_sides(&back.title, &back.game_text)
            .map_or(back.game_text.clone(), |(_, b)| b.to_string())
    };
    match (&card.back, &script.back) {
        (Some(back), Some(b)) => problems.extend(compare(id, "back", &back_text(back), &b.text)),
        (Some(back), None) => problems.extend(compare(id, "back", &back_text(back), &[])),
        (None, Some(_)) => problems.push("back: a script for a card without a back".into()),
        (None, None) => {}
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_number_reader_skips_names_and_reads_words() {
        assert_eq!(
            numbers("If R2-D2 or C-3PO on table, round down. Less than 15."),
            vec![15]
        );
        assert_eq!(
            numbers("Power +1 and forfeit -1; triple it; two or more; cancel one Effect"),
            vec![1, 2, 3]
        );
        assert_eq!(numbers("at CZ-3's location"), Vec::<i32>::new());
    }

    #[test]
    fn printed_words_match_in_the_plural() {
        assert!(prints("all your jawas are forfeit +1.", "jawa"));
        assert!(prints("spies here", "spy"));
        assert!(prints("all rebel troopers and ywings on table", "y-wing"));
        assert!(!prints("your smugglers", "thief"));
        assert!(prints("cancel an effect", "normal"));
    }
}
