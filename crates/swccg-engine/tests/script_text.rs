//! Sets every card script beside the card database (as XMage checks its cards against
//! reference data). The checks catch scripts that drift from the printed card: a number the
//! card prints that the script lacks (or the reverse), a title, keyword, icon or printed value
//! the script names that the card does not, a header whose title is not the card's, and
//! keywords no card of the database prints (typos).

mod common;

use std::collections::BTreeSet;
use swccg_engine::catalogue::subtype_words;
use swccg_engine::script::{Ability, Mentions, Part, Stat, book, describe};

/// Whole numbers standing alone in a text (not parts of names such as R2-D2 or LIN-V8M);
/// number words and "double"/"triple" count as their numbers.
fn numbers(text: &str) -> Vec<i32> {
    let lower = text.to_lowercase();
    let mut out = Vec::new();
    let words: [(&str, i32); 11] = [
        ("one", 1),
        ("two", 2),
        ("three", 3),
        ("four", 4),
        ("five", 5),
        ("six", 6),
        ("seven", 7),
        ("eight", 8),
        ("ten", 10),
        ("double", 2),
        ("triple", 3),
    ];
    let split: Vec<&str> = lower
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    for word in &split {
        // "one" is the article of a single card ("cancel one Interrupt", "one of your
        // Imperials"): steps act on one card unless told otherwise, so only the digit 1 must
        // appear in a script.
        if *word == "one" {
            continue;
        }
        if let Some((_, n)) = words.iter().find(|(w, _)| w == word) {
            out.push(*n);
        }
    }
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        if chars[i].is_ascii_digit() {
            let start = i;
            while i < chars.len() && chars[i].is_ascii_digit() {
                i += 1;
            }
            // "CZ-3" and "LIN-V8M" are names: a digit after a letter and a hyphen is not a
            // number.
            let in_name = start >= 2 && chars[start - 1] == '-' && chars[start - 2].is_alphabetic();
            let before_ok = (start == 0 || !chars[start - 1].is_alphanumeric()) && !in_name;
            let after_ok = i == chars.len() || !chars[i].is_alphanumeric();
            if before_ok && after_ok {
                let n: String = chars[start..i].iter().collect();
                out.push(n.parse().expect("digits"));
            }
        } else {
            i += 1;
        }
    }
    out.sort();
    out.dedup();
    out
}

/// Numbers printed on cards that are not game values, with the reason they are not encoded.
const NOT_RULES_NUMBERS: [(&str, i32, &str); 1] = [(
    "1_266",
    10,
    "Scanning Crew's \"for 10 seconds\" limits a physical glance; the glance is an event shown \
     to the player",
)];

/// Whether the printed text holds a word, singular or plural ("spy"/"spies",
/// "thief"/"thieves", "Jawa"/"Jawas").
fn prints(text: &str, word: &str) -> bool {
    let word = word.to_lowercase();
    // A "normal" effect is what card texts call an Effect (seed 004 "Effect").
    if word == "normal" {
        return text.contains("effect");
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
    forms
        .iter()
        .any(|f| !f.is_empty() && text.contains(f.as_str()))
}

fn stat_words(stat: Stat) -> &'static [&'static str] {
    match stat {
        Stat::Defense => &["defense value"],
        Stat::Deploy => &["deploy"],
        Stat::Destiny => &["destiny"],
        Stat::Power => &["power"],
        Stat::Ability => &["ability"],
        Stat::Forfeit => &["forfeit"],
        Stat::Armor => &["armor"],
        Stat::Maneuver => &["maneuver"],
        Stat::Hyperspeed => &["hyperspeed"],
        Stat::Landspeed => &["landspeed"],
        Stat::Politics => &["politics"],
    }
}

/// Compares one part of a script with the printed text it encodes; returns the problems.
fn compare(id: &str, part: &str, printed: &str, abilities: &[Ability]) -> Vec<String> {
    let mut problems = Vec::new();
    let m = Mentions::of_abilities(abilities);
    let lower = printed.to_lowercase();
    let printed_numbers = numbers(printed);
    for n in &printed_numbers {
        let exempt = NOT_RULES_NUMBERS
            .iter()
            .any(|(card, m, _)| *card == id && m == n);
        if !m.numbers.contains(n) && !exempt {
            problems.push(format!(
                "{id} {part}: the card prints {n}, the script does not"
            ));
        }
    }
    for n in &m.numbers {
        // A lone destiny draw, one card, "free" (0) are implied by the printed wording.
        if !printed_numbers.contains(n) && *n > 1 {
            problems.push(format!(
                "{id} {part}: the script says {n}, the card does not"
            ));
        }
    }
    for t in &m.titles {
        if !lower.contains(t.as_str()) {
            problems.push(format!(
                "{id} {part}: the script names \"{t}\", the card does not"
            ));
        }
    }
    for w in &m.words {
        if !prints(&lower, w.as_str()) {
            problems.push(format!(
                "{id} {part}: the script names '{w}', the card does not"
            ));
        }
    }
    for i in &m.icons {
        let name = describe::icon(*i);
        if !lower.contains(&name) {
            problems.push(format!(
                "{id} {part}: the script names [{name}], the card does not"
            ));
        }
    }
    for s in &m.stats {
        if !stat_words(*s).iter().any(|w| lower.contains(w)) {
            problems.push(format!(
                "{id} {part}: the script reads or changes {}, the card does not name it",
                s.word()
            ));
        }
    }
    if !abilities.is_empty() && is_blank(printed) {
        problems.push(format!("{id} {part}: a script for a blank text"));
    }
    if abilities.is_empty() && !is_blank(printed) {
        problems.push(format!(
            "{id} {part}: the card has text {printed:?} but no script"
        ));
    }
    if !problems.is_empty() {
        problems.push(format!(
            "    printed: {printed}\n    script:  {}",
            describe::abilities(abilities)
        ));
    }
    problems
}

fn is_blank(text: &str) -> bool {
    let t = text.trim().trim_end_matches('.');
    t.is_empty() || t == "-" || t.eq_ignore_ascii_case("blank")
}

#[test]
fn every_script_matches_its_printed_text() {
    let db = &common::data().db;
    let mut problems = Vec::new();
    let mut checked = 0;
    for entry in book().entries() {
        for (id, title) in &entry.cards {
            let Some(index) = db.by_gemp_id(id) else {
                problems.push(format!(
                    "{}:{}: {id} is not a card of the database",
                    entry.file, entry.line
                ));
                continue;
            };
            let card = db.get(index);
            let face = &card.front;
            if face.title.trim_start_matches('•') != title.as_str() && face.title != *title {
                problems.push(format!(
                    "{}:{}: the header of {id} says {title:?}, the card is {:?}",
                    entry.file, entry.line, face.title
                ));
            }
            let script = &entry.script;
            match &face.location_text {
                Some(parts) => {
                    problems.extend(compare(
                        id,
                        "Dark",
                        &parts.dark,
                        script.front.part(Part::Dark),
                    ));
                    problems.extend(compare(
                        id,
                        "Light",
                        &parts.light,
                        script.front.part(Part::Light),
                    ));
                }
                None => problems.extend(compare(id, "text", &face.game_text, &script.front.text)),
            }
            if let (Some(back), Some(script_back)) = (&card.back, &script.back) {
                problems.extend(compare(id, "back", &back.game_text, &script_back.text));
            }
            checked += 1;
        }
    }
    assert!(checked >= 68, "only {checked} scripted cards");
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

#[test]
fn every_keyword_of_the_scripts_is_printed_on_some_card() {
    let db = &common::data().db;
    let mut vocabulary = BTreeSet::new();
    for card in db.cards() {
        let face = &card.front;
        for part in subtype_words(face.subtype.as_deref().unwrap_or("")) {
            vocabulary.insert(part);
        }
        for c in face.characteristics.iter().chain(&face.extra_text) {
            vocabulary.insert(c.to_lowercase());
        }
    }
    // Words the engine derives from titles (see `catalogue::words_of`).
    vocabulary.insert("mine".into());
    vocabulary.insert("docking bay".into());
    vocabulary.insert("normal".into());
    let mut unknown = Vec::new();
    for entry in book().entries() {
        let m = Mentions::of_abilities(
            &entry
                .script
                .abilities()
                .map(|(_, a)| a.clone())
                .collect::<Vec<_>>(),
        );
        for w in m.words {
            if !vocabulary.contains(w.as_str()) {
                unknown.push(format!("{}:{}: '{w}'", entry.file, entry.line));
            }
        }
    }
    assert!(
        unknown.is_empty(),
        "keywords no card prints:\n{}",
        unknown.join("\n")
    );
}

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
