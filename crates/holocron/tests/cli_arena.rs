//! `holocron arena`: round robins of both games, one JSON object with every pair's results
//! and Elo ratings, the same results whatever the number of parallel games, and clear errors
//! for bad bot lists.

mod cli_common;

use cli_common::{assert_success, holocron, stderr, stdout};
use serde_json::Value;

fn arena_json(args: &[&str]) -> Value {
    let mut all = vec!["arena", "--json"];
    all.extend_from_slice(args);
    let output = holocron(&all);
    assert_success(&output);
    serde_json::from_str(&stdout(&output))
        .unwrap_or_else(|e| panic!("stdout is not one JSON value ({e}):\n{}", stdout(&output)))
}

fn count(v: &Value, field: &str) -> u64 {
    v[field]
        .as_u64()
        .unwrap_or_else(|| panic!("{field} is not a count: {v}"))
}

#[test]
fn a_card_game_round_robin_reports_every_pair_and_elo() {
    let args = [
        "--game",
        "swccg",
        "--bots",
        "random,heuristic,search:5",
        "--games",
        "4",
        "--seed",
        "3",
    ];
    let report = arena_json(&args);
    assert_eq!(
        report["bots"],
        serde_json::json!(["random", "heuristic", "search:5"])
    );
    let pairs = report["pairs"].as_array().expect("pairs");
    assert_eq!(pairs.len(), 3);
    for pair in pairs {
        assert_eq!(count(pair, "games"), 4);
        assert_eq!(
            count(pair, "a_wins") + count(pair, "b_wins") + count(pair, "draws"),
            4,
            "{pair}"
        );
        let (low, score, high) = (
            pair["a_score_low"].as_f64().unwrap(),
            pair["a_score"].as_f64().unwrap(),
            pair["a_score_high"].as_f64().unwrap(),
        );
        assert!(low <= score && score <= high, "{pair}");
    }
    let elo: Vec<f64> = report["elo"]
        .as_array()
        .expect("elo")
        .iter()
        .map(|e| e.as_f64().unwrap())
        .collect();
    assert_eq!(elo.len(), 3);
    assert!(
        (elo.iter().sum::<f64>() / 3.0 - 1500.0).abs() < 1e-6,
        "{elo:?}"
    );
    // Two games at once give the same results (timing aside).
    let mut parallel = arena_json(&[&args[..], &["--jobs", "2"]].concat());
    let mut serial = report.clone();
    for r in [&mut parallel, &mut serial] {
        r.as_object_mut().unwrap().remove("seconds");
    }
    assert_eq!(parallel, serial);
}

#[test]
fn an_x_wing_round_robin_plays_the_named_scenario() {
    let report = arena_json(&[
        "--game",
        "xwing",
        "--scenario",
        "devices",
        "--bots",
        "simple,heuristic",
        "--games",
        "2",
    ]);
    assert_eq!(report["played"], "devices");
    let pair = &report["pairs"][0];
    assert_eq!(
        count(pair, "a_wins") + count(pair, "b_wins") + count(pair, "draws"),
        2
    );
}

#[test]
fn bad_bot_lists_are_refused_with_the_reason() {
    for (args, expected) in [
        (vec!["--bots", "random"], "at least two bots"),
        (vec!["--bots", "random,random"], "named twice"),
        (vec!["--bots", "random,clever"], "unknown bot \"clever\""),
        (
            vec!["--bots", "random,simple"],
            "the simple bot plays X-Wing only",
        ),
        (
            vec!["--bots", "random,search:x"],
            "\"x\" is not a number of playouts",
        ),
        (vec!["--game", "chess"], "unknown game \"chess\""),
    ] {
        let mut all = vec!["arena"];
        all.extend(args);
        let output = holocron(&all);
        assert!(!output.status.success(), "{all:?} succeeded");
        assert!(
            stderr(&output).contains(expected),
            "{all:?}: {}",
            stderr(&output)
        );
    }
}

#[test]
fn x_wing_simulate_takes_a_bot_per_seat() {
    let output = holocron(&[
        "xwing",
        "simulate",
        "devices",
        "--games",
        "2",
        "--bots",
        "heuristic,simple",
        "--json",
    ]);
    assert_success(&output);
    let summary: Value = serde_json::from_str(&stdout(&output)).expect("one JSON object");
    assert_eq!(summary["bots"], serde_json::json!(["Heuristic", "Simple"]));
    assert_eq!(summary["invariant_violations"], 0);
    let output = holocron(&["xwing", "simulate", "devices", "--bots", "search:10ms"]);
    assert!(!output.status.success());
    assert!(
        stderr(&output).contains("search bots a number of playouts"),
        "{}",
        stderr(&output)
    );
}
