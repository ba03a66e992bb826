//! `holocron coverage`: counts that add up, the Premiere Introductory decks playable, and a
//! tested-card list that comes from real test functions.

mod cli_common;

use cli_common::{assert_success, holocron, stdout};
use serde_json::Value;
use std::path::Path;

fn coverage_json() -> Value {
    let output = holocron(&["coverage", "--json"]);
    assert_success(&output);
    serde_json::from_str(&stdout(&output)).expect("coverage --json prints one JSON value")
}

fn n(value: &Value) -> u64 {
    value
        .as_u64()
        .unwrap_or_else(|| panic!("not a count: {value}"))
}

#[test]
fn set_counts_add_up_to_the_whole_database() {
    let report = coverage_json();
    let total = &report["total"];
    assert!(n(&total["cards"]) > 3000, "{total}");
    let sets = report["sets"].as_array().expect("a list of sets");
    for field in ["cards", "implemented", "scripted", "no_game_text", "tested"] {
        let sum: u64 = sets.iter().map(|s| n(&s[field])).sum();
        assert_eq!(sum, n(&total[field]), "{field}");
    }
    for set in sets {
        assert!(n(&set["implemented"]) <= n(&set["cards"]), "{set}");
    }
    assert!(n(&total["implemented"]) <= n(&total["scripted"]) + n(&total["no_game_text"]));
}

#[test]
fn the_premiere_introductory_decks_are_playable() {
    let report = coverage_json();
    let files = report["deck_files"].as_array().expect("deck files");
    for name in ["premiere-intro-2pg-dark", "premiere-intro-2pg-light"] {
        let deck = files
            .iter()
            .find(|d| d["name"] == name)
            .unwrap_or_else(|| panic!("no {name} in {files:?}"));
        assert_eq!(deck["playable"], true, "{deck}");
        assert_eq!(deck["missing"].as_array().map(Vec::len), Some(0));
    }
    let samples = report["sample_decks"].as_array().expect("sample decks");
    assert!(samples.len() > 10);
    for deck in samples {
        let playable = deck["playable"].as_bool().expect("a playable flag");
        let missing = deck["missing"].as_array().map_or(0, Vec::len);
        let unknown = deck["unknown_ids"].as_array().map_or(0, Vec::len);
        if playable {
            assert_eq!(missing + unknown, 0, "{deck}");
        } else {
            assert!(
                missing + unknown > 0 || deck.get("invalid").is_some(),
                "{deck}"
            );
        }
    }
}

#[test]
fn every_listed_test_is_a_real_test_function_of_the_engine() {
    let report = coverage_json();
    assert_eq!(report["card_tests_found"], true);
    let tests_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../swccg-engine/tests");
    let tests = report["card_tests"]
        .as_array()
        .expect("a list of card tests");
    assert!(!tests.is_empty());
    for test in tests {
        let file = test["file"].as_str().unwrap();
        let name = test["test"].as_str().unwrap();
        let gemp_id = test["gemp_id"].as_str().unwrap();
        assert!(
            name.starts_with(&format!("card_{gemp_id}_")),
            "{name} is not a test of {gemp_id}"
        );
        let text = std::fs::read_to_string(tests_dir.join(file)).unwrap();
        let declared = text
            .find(&format!("fn {name}("))
            .expect("the function exists");
        let before = text[..declared].trim_end();
        assert!(
            before.ends_with("#[test]"),
            "{file}::{name} is not a #[test]"
        );
    }
    // Every plainly written card test is listed, and nothing beyond the `fn card_` functions
    // of those files.
    let (mut plain_tests, mut card_functions) = (0, 0);
    for entry in std::fs::read_dir(&tests_dir).unwrap() {
        let path = entry.unwrap().path();
        let file = path.file_name().unwrap().to_str().unwrap().to_owned();
        if file.starts_with("cards_") && file.ends_with(".rs") {
            let text = std::fs::read_to_string(&path).unwrap();
            plain_tests += text.matches("#[test]\nfn card_").count();
            card_functions += text.matches("fn card_").count();
        }
    }
    assert!(plain_tests <= tests.len() && tests.len() <= card_functions);
}

#[test]
fn the_readable_report_explains_its_counts() {
    let output = holocron(&["coverage"]);
    assert_success(&output);
    let out = stdout(&output);
    assert!(out.contains("cards in the database"), "{out}");
    assert!(out.contains("with no game text"), "{out}");
    assert!(out.contains("Premiere (1)"), "{out}");
    assert!(out.contains("playable"), "{out}");
}
