//! Sets every card script beside the card database (as XMage checks its cards against
//! reference data), with the check of `script::agree`. The checks catch scripts that drift from the printed card: a number the
//! card prints that the script lacks (or the reverse), a title, keyword, icon or printed value
//! the script names that the card does not, a header whose title is not the card's, and
//! keywords no card of the database prints (typos).

mod common;

use std::collections::BTreeSet;
use swccg_engine::catalogue::subtype_words;
use swccg_engine::script::{Mentions, agree, book};

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
            for p in agree::card(card, &entry.script) {
                problems.push(format!("{}:{}: {id} {p}", entry.file, entry.line));
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
        vocabulary.extend(swccg_engine::catalogue::agenda_words(&face.game_text));
        // Seed 001 "Squadron designations": a designation a card has ("Gold 1": `gold
        // squadron`), and its pilots (`gold squadron pilot`).
        for d in swccg_engine::catalogue::squadron_designations(face) {
            vocabulary.insert(format!("{d} pilot"));
            vocabulary.insert(d);
        }
        // Expansion icons are keywords `[name]` ("a [Hoth] location").
        for icon in &face.icons {
            if icon.kind == swccg_cards::IconKind::Expansion {
                vocabulary.insert(format!("[{}]", icon.name.to_lowercase()));
            }
        }
    }
    // Words the engine derives from titles and texts (see `catalogue::words_of`).
    vocabulary.insert("mine".into());
    vocabulary.insert("holosite".into());
    vocabulary.insert("docking bay".into());
    vocabulary.insert("normal".into());
    vocabulary.insert("jedi".into());
    vocabulary.insert("dark jedi".into());
    vocabulary.insert("generic".into());
    vocabulary.insert("freighter".into());
    // `lore '…'` words are looked for in lore: some card's lore must hold them.
    let lore: Vec<String> = db
        .cards()
        .iter()
        .filter_map(|c| c.front.lore.as_ref().map(|l| l.to_lowercase()))
        .collect();
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
            if !vocabulary.contains(w.as_str()) && !lore.iter().any(|l| l.contains(w.as_str())) {
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
