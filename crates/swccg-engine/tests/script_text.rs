//! Sets every card script, rendered back to English, beside the card database's game text
//! (as XMage checks its cards against reference data). The check catches encodings that drift
//! from the printed card: a number the card prints that the encoding lacks (or the reverse), a
//! card title, keyword or planet the encoding names that the card does not.

mod common;

use serde_json::Value;
use swccg_engine::script::{CardScript, describe_abilities, script_for, scripted_ids};

/// Whole numbers standing alone in a text (not parts of names such as R2-D2 or LIN-V8M);
/// number words and "double"/"triple" count as their numbers.
fn numbers(text: &str) -> Vec<i64> {
    let lower = text.to_lowercase();
    let mut out = Vec::new();
    let words: [(&str, i64); 11] = [
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
    for word in lower.split(|c: char| !c.is_alphanumeric()) {
        if let Some((_, n)) = words.iter().find(|(w, _)| *w == word) {
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
const NOT_RULES_NUMBERS: [(&str, i64, &str); 1] = [(
    "1_266",
    10,
    "Scanning Crew's \"for 10 seconds\" limits a physical glance; the glance is an event shown \
     to the player",
)];

/// The words a trait stands for on cards.
fn trait_words(variant: &str) -> Option<&'static str> {
    Some(match variant {
        "Imperial" => "imperial",
        "Rebel" => "rebel",
        "Alien" => "alien",
        "Droid" => "droid",
        "Warrior" => "warrior",
        "Jawa" => "jawa",
        "TuskenRaider" => "tusken raider",
        "Stormtrooper" => "stormtrooper",
        "TieLn" => "tie/ln",
        "MiningDroid" => "mining droid",
        "Mine" => "mine",
        "Spy" => "spies",
        "Thief" => "thieves",
        "BountyHunter" => "bounty hunter",
        "Smuggler" => "smuggler",
        "DockingBay" => "docking bay",
        "Vehicle" => "vehicle",
        "Weapon" => "weapon",
        "Device" => "device",
        _ => return None,
    })
}

/// Names an encoding mentions: card titles, planets, keywords.
fn names(value: &Value, key: Option<&str>, out: &mut Vec<String>) {
    match value {
        Value::String(s) => match key {
            Some("titles") | Some("title") | Some("System") => out.push(s.to_lowercase()),
            Some("all") | Some("any") | Some("targets") | Some("GrantBearer") => {
                if let Some(w) = trait_words(s) {
                    out.push(w.to_string());
                }
            }
            _ => {}
        },
        Value::Array(items) => items.iter().for_each(|v| names(v, key, out)),
        Value::Object(map) => map.iter().for_each(|(k, v)| names(v, Some(k), out)),
        _ => {}
    }
}

/// Compares one part of a script with the printed text it encodes; returns the problems.
fn compare(
    id: &str,
    part: &str,
    printed: &str,
    abilities: &[swccg_engine::script::Ability],
) -> Vec<String> {
    let rendered = describe_abilities(abilities);
    let mut problems = Vec::new();
    let printed_numbers = numbers(printed);
    let rendered_numbers = numbers(&rendered);
    for n in &printed_numbers {
        let exempt = NOT_RULES_NUMBERS
            .iter()
            .any(|(card, m, _)| *card == id && m == n);
        if !rendered_numbers.contains(n) && !exempt {
            problems.push(format!(
                "{id} {part}: the card prints {n}, the encoding does not"
            ));
        }
    }
    for n in &rendered_numbers {
        // A lone destiny draw or one card is implied by the printed wording ("draw destiny").
        if !printed_numbers.contains(n) && *n > 1 {
            problems.push(format!(
                "{id} {part}: the encoding says {n}, the card does not"
            ));
        }
    }
    let mut mentioned = Vec::new();
    names(
        &serde_json::to_value(abilities).expect("scripts serialize"),
        None,
        &mut mentioned,
    );
    let lower = printed.to_lowercase();
    for name in mentioned {
        if !lower.contains(&name) {
            problems.push(format!(
                "{id} {part}: the encoding names {name:?}, the card does not"
            ));
        }
    }
    if !abilities.is_empty() && printed.trim().is_empty() {
        problems.push(format!("{id} {part}: an encoding for a blank text"));
    }
    if abilities.is_empty() && !is_blank(printed) {
        problems.push(format!(
            "{id} {part}: the card has text {printed:?} but no encoding"
        ));
    }
    if !problems.is_empty() {
        problems.push(format!("    printed:  {printed}\n    encoding: {rendered}"));
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
    for id in scripted_ids() {
        let card = db.get(
            db.by_gemp_id(id)
                .unwrap_or_else(|| panic!("{id} is in the database")),
        );
        let script: &CardScript = script_for(id).expect("scripted");
        let face = &card.front;
        match &face.location_text {
            Some(parts) => {
                problems.extend(compare(id, "Dark", &parts.dark, script.dark));
                problems.extend(compare(id, "Light", &parts.light, script.light));
            }
            None => problems.extend(compare(id, "text", &face.game_text, script.text)),
        }
        checked += 1;
    }
    assert_eq!(checked, 68);
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

#[test]
fn the_number_reader_skips_names_and_reads_words() {
    assert_eq!(
        numbers("If R2-D2 or C-3PO on table, round down. Less than 15."),
        vec![15]
    );
    assert_eq!(
        numbers("Power +1 and forfeit -1; triple it; two or more"),
        vec![1, 2, 3]
    );
    assert_eq!(numbers("at CZ-3's location"), Vec::<i64>::new());
}
