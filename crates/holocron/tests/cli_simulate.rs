//! `holocron simulate`: one JSON object on stdout, the same results for the same seed, the
//! turn limit, and saved replays that verify.

mod cli_common;

use cli_common::{assert_success, holocron, holocron_in, scratch, stderr, stdout};
use serde_json::Value;

/// Runs `simulate … --json` and parses its stdout as exactly one JSON object.
fn simulate_json(args: &[&str]) -> serde_json::Map<String, Value> {
    let mut all = vec!["simulate", "--json"];
    all.extend_from_slice(args);
    let output = holocron(&all);
    assert_success(&output);
    let value: Value = serde_json::from_str(&stdout(&output))
        .unwrap_or_else(|e| panic!("stdout is not one JSON value ({e}):\n{}", stdout(&output)));
    // Not a terminal: no progress bar on stderr.
    assert!(!stderr(&output).contains("games/s"), "{}", stderr(&output));
    match value {
        Value::Object(map) => map,
        other => panic!("expected a JSON object, got {other}"),
    }
}

fn count(summary: &serde_json::Map<String, Value>, field: &str) -> u64 {
    summary[field]
        .as_u64()
        .unwrap_or_else(|| panic!("{field} is not a count: {}", summary[field]))
}

#[test]
fn the_summary_has_every_field_and_no_violations() {
    let s = simulate_json(&[
        "--dark",
        "premiere-intro-2pg-dark",
        "--light",
        "premiere-intro-2pg-light",
        "--games",
        "4",
        "--seed",
        "7",
    ]);
    for field in [
        "games",
        "dark_wins",
        "light_wins",
        "unfinished",
        "turns_mean",
        "decisions",
        "decisions_per_second",
        "games_per_second",
        "invariant_violations",
        "violations",
    ] {
        assert!(s.contains_key(field), "no {field} in {s:?}");
    }
    assert_eq!(count(&s, "games"), 4);
    assert_eq!(
        count(&s, "dark_wins")
            + count(&s, "light_wins")
            + count(&s, "unfinished")
            + count(&s, "aborted"),
        4
    );
    assert_eq!(count(&s, "invariant_violations"), 0, "{s:?}");
    assert!(count(&s, "decisions") > 100);
}

#[test]
fn the_same_seed_gives_the_same_results_apart_from_the_rates() {
    let args = ["--games", "3", "--seed", "21", "--check-views"];
    let mut first = simulate_json(&args);
    let mut second = simulate_json(&args);
    for timing in ["seconds", "decisions_per_second", "games_per_second"] {
        assert!(first.remove(timing).is_some(), "no {timing}");
        second.remove(timing);
    }
    assert_eq!(first, second);
    let other = simulate_json(&["--games", "3", "--seed", "22"]);
    assert_ne!(
        first["decisions"], other["decisions"],
        "another seed plays other games"
    );
}

#[test]
fn games_beyond_the_turn_limit_are_unfinished() {
    let s = simulate_json(&["--games", "2", "--seed", "1", "--max-turns", "3"]);
    assert_eq!(count(&s, "unfinished"), 2, "{s:?}");
    assert_eq!(count(&s, "turns_max"), 4, "stopped as turn 4 began");
}

#[test]
fn the_readable_summary_and_saved_replays() {
    let dir = scratch("simulate-replays");
    let output = holocron_in(
        &dir,
        &[
            "simulate",
            "--games",
            "2",
            "--seed",
            "30",
            "--save-replays",
            "replays",
        ],
        "",
    );
    assert_success(&output);
    let out = stdout(&output);
    assert!(out.contains("Dark Side wins"), "{out}");
    assert!(out.contains("invariant violations      0"), "{out}");
    // Only the first game is saved when nothing went wrong.
    assert!(dir.join("replays/game-30.json").is_file());
    assert!(!dir.join("replays/game-31.json").exists());
    let verify = holocron_in(&dir, &["replay", "replays/game-30.json", "--verify"], "");
    assert_success(&verify);
}

#[test]
fn an_unknown_deck_is_a_clear_error() {
    let output = holocron(&["simulate", "--dark", "no-such-deck", "--games", "1"]);
    assert!(!output.status.success());
    let err = stderr(&output);
    assert!(err.contains("no-such-deck"), "{err}");
    let output = holocron(&["simulate", "--dark", "premiere-intro-2pg-light"]);
    assert!(!output.status.success());
    assert!(
        stderr(&output).contains("is a Light Side deck"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn decks_of_two_formats_do_not_meet() {
    let output = holocron(&[
        "simulate",
        "--dark",
        "Open 40 card - Beginner Dark",
        "--games",
        "1",
    ]);
    assert!(!output.status.success());
    let err = stderr(&output);
    assert!(
        err.contains("\"Open 40 card - Beginner Dark\" is a deck of the 40-card format")
            && err.contains("\"premiere-intro-2pg-light\" of the standard (60-card) format"),
        "{err}"
    );
}

#[test]
fn each_side_can_have_its_own_bot() {
    let s = simulate_json(&["--games", "4", "--seed", "2", "--bots", "heuristic,random"]);
    assert_eq!(s["bots"], serde_json::json!(["heuristic", "random"]));
    assert_eq!(count(&s, "invariant_violations"), 0);
    assert_eq!(count(&s, "dark_wins") + count(&s, "light_wins"), 4);
    let one = simulate_json(&["--games", "1", "--seed", "2", "--bots", "search:3"]);
    assert_eq!(one["bots"], serde_json::json!(["search:3", "search:3"]));
    let output = holocron(&["simulate", "--bots", "random,random,random"]);
    assert!(!output.status.success());
    assert!(
        stderr(&output).contains("--bots takes one bot, or two"),
        "{}",
        stderr(&output)
    );
}

/// Regression: the heuristic bot as Light used the Farm's Reserve Deck search again and again
/// in one deploy phase, and P-SE games never finished. The search is now once per deploy
/// phase, and every game of both bots ends with a winner.
#[test]
fn heuristic_bots_finish_the_p_se_pair() {
    let s = simulate_json(&[
        "--dark",
        "P-SE 1998 World Champion (Dark)",
        "--light",
        "P-SE 1998 World Champion (Light)",
        "--bots",
        "heuristic",
        "--games",
        "6",
        "--seed",
        "1",
    ]);
    assert_eq!(count(&s, "invariant_violations"), 0, "{s:?}");
    assert_eq!(count(&s, "stalled"), 0, "{s:?}");
    assert_eq!(count(&s, "dark_wins") + count(&s, "light_wins"), 6, "{s:?}");
}

/// A turn that takes more decisions than `--max-turn-decisions` stops its game as stalled,
/// rather than running on; with a generous limit the same games are not stalled.
#[test]
fn a_turn_beyond_the_decision_limit_stalls_its_game() {
    let tight = simulate_json(&["--games", "2", "--seed", "3", "--max-turn-decisions", "5"]);
    assert_eq!(count(&tight, "stalled"), 2, "{tight:?}");
    assert_eq!(count(&tight, "dark_wins") + count(&tight, "light_wins"), 0);
    assert_eq!(tight["max_turn_decisions"], serde_json::json!(5));
    let loose = simulate_json(&["--games", "2", "--seed", "3"]);
    assert_eq!(count(&loose, "stalled"), 0, "{loose:?}");
}
