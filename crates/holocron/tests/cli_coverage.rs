//! `holocron coverage`: counts that add up, honest implemented and tested counts (abilities
//! exercised by the card tests the command runs), and the Premiere Introductory decks.

mod cli_common;

use cli_common::{assert_success, holocron, stdout};
use serde_json::Value;

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
    for field in [
        "cards",
        "implemented",
        "scripted",
        "no_game_text",
        "tested",
        "abilities",
        "abilities_exercised",
    ] {
        let sum: u64 = sets.iter().map(|s| n(&s[field])).sum();
        assert_eq!(sum, n(&total[field]), "{field}");
    }
    for set in sets {
        assert!(n(&set["implemented"]) <= n(&set["cards"]), "{set}");
    }
    assert!(n(&total["implemented"]) <= n(&total["scripted"]) + n(&total["no_game_text"]));
}

/// The Premiere Introductory decks are playable, Macroscan and Talz included, now that
/// Sunsdown and Nightfall create nighttime conditions (audit finding 7 had them counted as
/// implemented while no card could); and so is the P-SE 1998 World Champion pair. Playable
/// means every card implemented and tested: Talz, Sunsdown and Nightfall are tested too.
#[test]
fn the_premiere_and_pse_decks_are_playable_nighttime_cards_included() {
    let report = coverage_json();
    let files = report["deck_files"].as_array().expect("deck files");
    for name in ["premiere-intro-2pg-dark", "premiere-intro-2pg-light"] {
        let deck = files
            .iter()
            .find(|d| d["name"] == name)
            .unwrap_or_else(|| panic!("no {name} in {files:?}"));
        assert_eq!(deck["playable"], true, "{deck}");
        assert_eq!(deck["missing"], serde_json::json!([]), "{deck}");
        assert_eq!(deck["untested"], serde_json::json!([]), "{deck}");
    }
    for id in ["1_224", "1_31", "1_230", "1_56"] {
        let card = card(&report, id);
        assert_eq!(card["implemented"], true, "{card}");
        assert_eq!(card["tested"], true, "{card}");
        assert!(
            card.get("unreachable")
                .is_none_or(|u| u.as_array().is_none_or(Vec::is_empty)),
            "{card}"
        );
    }
    let samples = report["sample_decks"].as_array().expect("sample decks");
    assert!(samples.len() > 10);
    for name in [
        "P-SE 1998 World Champion (Dark)",
        "P-SE 1998 World Champion (Light)",
    ] {
        let deck = samples
            .iter()
            .find(|d| d["name"] == name)
            .unwrap_or_else(|| panic!("no {name}"));
        assert_eq!(deck["playable"], true, "{deck}");
    }
    for deck in samples {
        let playable = deck["playable"].as_bool().expect("a playable flag");
        let missing = deck["missing"].as_array().map_or(0, Vec::len);
        let untested = deck["untested"].as_array().map_or(0, Vec::len);
        let unknown = deck["unknown_ids"].as_array().map_or(0, Vec::len);
        if playable {
            assert_eq!(missing + untested + unknown, 0, "{deck}");
        } else {
            assert!(
                missing + untested + unknown > 0 || deck.get("invalid").is_some(),
                "{deck}"
            );
        }
    }
}

fn card<'r>(report: &'r Value, id: &str) -> &'r Value {
    report["cards"]
        .as_array()
        .expect("a list of cards")
        .iter()
        .find(|c| c["gemp_id"] == id)
        .unwrap_or_else(|| panic!("no card {id} in the report"))
}

/// Abilities and the abilities the card tests exercised add up; a card counts as tested only
/// when its tests ran every ability of its script.
#[test]
fn tested_cards_had_every_ability_exercised_by_their_own_tests() {
    let report = coverage_json();
    let total = &report["total"];
    assert!(n(&report["card_tests"]) >= 101, "{}", report["card_tests"]);
    assert_eq!(
        report["failed_tests"].as_array().map(Vec::len),
        Some(0),
        "{}",
        report["failed_tests"]
    );
    assert!(n(&total["abilities_exercised"]) <= n(&total["abilities"]));
    let cards = report["cards"].as_array().expect("a list of cards");
    let (mut abilities, mut exercised) = (0, 0);
    for c in cards {
        abilities += n(&c["abilities"]);
        exercised += n(&c["abilities_exercised"]);
        let all = n(&c["abilities_exercised"]) == n(&c["abilities"]);
        if c["tested"] == true {
            assert!(all && c["implemented"] == true, "{c}");
        }
    }
    assert_eq!(abilities, n(&total["abilities"]));
    assert_eq!(exercised, n(&total["abilities_exercised"]));
    // Vader's three abilities all ran in its tests.
    let vader = card(&report, "101_5");
    assert_eq!(n(&vader["abilities"]), 3);
    assert_eq!(vader["tested"], true, "{vader}");
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
