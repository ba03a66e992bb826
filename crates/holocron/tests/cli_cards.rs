//! `holocron cards draft | check`: drafts that parse and agree with their printed text, the
//! sentence that stopped a card, and a checked file's problems named by line.

mod cli_common;

use cli_common::{assert_success, holocron, holocron_in, scratch, stdout};
use serde_json::Value;

fn draft_json(args: &[&str]) -> Value {
    let mut all = vec!["cards", "draft"];
    all.extend_from_slice(args);
    all.push("--json");
    let output = holocron(&all);
    assert_success(&output);
    serde_json::from_str(&stdout(&output)).expect("cards draft --json prints one JSON value")
}

#[test]
fn a_set_is_drafted_and_every_draft_passes_the_check() {
    let report = draft_json(&["1"]);
    let totals = &report["totals"];
    assert_eq!(totals["considered"], 324, "{totals}");
    let drafted = totals["drafted"].as_u64().unwrap();
    assert!(drafted >= 30, "{totals}");
    assert_eq!(
        totals["drafted"].as_u64().unwrap() + totals["not_drafted"].as_u64().unwrap(),
        324
    );
    // Every drafted block, written to a file, passes `cards check`.
    let dir = scratch("cards-draft");
    let output = holocron_in(&dir, &["cards", "draft", "1", "--out", "drafts.cards"], "");
    assert_success(&output);
    let check = holocron_in(&dir, &["cards", "check", "drafts.cards"], "");
    assert_success(&check);
    assert!(stdout(&check).contains("no problems"), "{}", stdout(&check));
}

#[test]
fn a_drafted_card_says_what_it_prints() {
    let report = draft_json(&["1_181", "1_170"]);
    let cards = report["cards"].as_array().unwrap();
    let guard = cards.iter().find(|c| c["gemp_id"] == "1_181").unwrap();
    assert_eq!(guard["status"], "drafted", "{guard}");
    let text = guard["draft"].as_str().unwrap();
    assert!(text.contains("power +4 while this defending"), "{text}");
    assert!(text.contains("cannot move"), "{text}");
    let trooper = cards.iter().find(|c| c["gemp_id"] == "1_170").unwrap();
    let text = trooper["draft"].as_str().unwrap();
    assert!(text.contains("deploy only to \"Death Star\""), "{text}");
    assert!(text.contains("power -1"), "{text}");
}

#[test]
fn a_card_not_drafted_names_the_sentence_not_read() {
    // Red 1: "May add 1 pilot." needs the starship words the grammar does not read yet.
    let report = draft_json(&["1_144"]);
    let card = &report["cards"][0];
    assert_eq!(card["status"], "unreadable", "{card}");
    assert_eq!(card["clause"], "May add 1 pilot.", "{card}");
}

#[test]
fn check_names_the_line_and_card_of_each_problem() {
    let dir = scratch("cards-check");
    // Imperial Trooper Guard with power +3 (the card prints +4) and a wrong title.
    std::fs::write(
        dir.join("bad.cards"),
        "card 1_181 Imperial Trooper Guard\n  power +3 while this defending\n  cannot move\n\n\
         card 1_194 Stormtroopr\n  deploy = 0 while this with (your Imperial ability > 2)\n",
    )
    .unwrap();
    let output = holocron_in(&dir, &["cards", "check", "bad.cards"], "");
    assert!(!output.status.success());
    let out = stdout(&output);
    assert!(
        out.contains("bad.cards:1: 1_181 text: the card prints 4"),
        "{out}"
    );
    assert!(out.contains("bad.cards:5: the header of 1_194"), "{out}");
}

#[test]
fn unknown_sets_and_cards_are_named() {
    let output = holocron(&["cards", "draft", "1_99999"]);
    assert!(!output.status.success());
    let err = cli_common::stderr(&output);
    assert!(err.contains("1_99999"), "{err}");
}
