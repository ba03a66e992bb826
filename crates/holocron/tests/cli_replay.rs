//! `holocron replay`: the log in English and French, a seat's view of it, verification, and
//! clear errors for broken replays.

mod cli_common;

use cli_common::{assert_success, holocron_in, scratch, stderr, stdout};
use serde_json::Value;
use std::path::{Path, PathBuf};

/// Saves the first game of seed `seed` in `dir` and returns its path.
fn saved_game(dir: &Path, seed: &str) -> PathBuf {
    let output = holocron_in(
        dir,
        &[
            "simulate",
            "--games",
            "1",
            "--seed",
            seed,
            "--save-replays",
            ".",
        ],
        "",
    );
    assert_success(&output);
    dir.join(format!("game-{seed}.json"))
}

/// Writes a changed copy of a replay and returns what `replay --verify` says on stderr.
fn verify_broken(dir: &Path, original: &Path, change: impl FnOnce(&mut Value)) -> String {
    let mut replay: Value =
        serde_json::from_str(&std::fs::read_to_string(original).unwrap()).unwrap();
    change(&mut replay);
    std::fs::write(dir.join("broken.json"), replay.to_string()).unwrap();
    let output = holocron_in(dir, &["replay", "broken.json", "--verify"], "");
    assert!(!output.status.success(), "a broken replay verified");
    stderr(&output)
}

#[test]
fn the_log_reads_in_english_and_french() {
    let dir = scratch("replay-log");
    let game = saved_game(&dir, "40");
    let path = game.to_str().unwrap();
    let en = holocron_in(&dir, &["replay", path], "");
    assert_success(&en);
    let en = stdout(&en);
    assert!(en.contains("Turn 1: the Dark Side player's turn."), "{en}");
    assert!(en.contains("[0] Dark Side: Start with"), "{en}");
    assert!(en.contains("(Light Side only)"), "{en}");
    assert!(en.contains("Game over:"), "{en}");
    let fr = holocron_in(&dir, &["replay", path, "--lang", "fr"], "");
    assert_success(&fr);
    let fr = stdout(&fr);
    assert!(
        fr.contains("Tour 1 : c'est le tour du joueur du côté obscur."),
        "{fr}"
    );
    assert!(fr.contains("Fin de la partie"), "{fr}");
}

#[test]
fn a_seat_sees_its_own_answers_and_events_only() {
    let dir = scratch("replay-seat");
    let game = saved_game(&dir, "41");
    let output = holocron_in(
        &dir,
        &["replay", game.to_str().unwrap(), "--seat", "light"],
        "",
    );
    assert_success(&output);
    let out = stdout(&output);
    assert!(out.contains("] Light Side: "), "{out}");
    assert!(!out.contains("] Dark Side: "), "{out}");
    assert!(!out.contains(" only)"), "{out}");
    assert!(out.contains("Your opponent drew a card."), "{out}");
}

#[test]
fn broken_replays_say_what_and_where() {
    let dir = scratch("replay-broken");
    let game = saved_game(&dir, "42");
    std::fs::write(
        dir.join("bad.json"),
        "{\"format\": 1,\n \"seed\": \"x\",\n}",
    )
    .unwrap();
    let output = holocron_in(&dir, &["replay", "bad.json", "--verify"], "");
    assert!(!output.status.success());
    assert!(
        stderr(&output).contains(
            "not a valid replay file: invalid type: string \"x\", expected u64 (line 2, column"
        ),
        "{}",
        stderr(&output)
    );
    let err = verify_broken(&dir, &game, |r| r["dark"][3]["gemp_id"] = "1_9999".into());
    assert!(
        err.contains("Dark deck, entry 3: unknown card 1_9999"),
        "{err}"
    );
    let err = verify_broken(&dir, &game, |r| {
        r["answers"][5] = "DrawBattleDestiny".into()
    });
    assert!(
        err.contains("answers[5] (\"DrawBattleDestiny\") is not among"),
        "{err}"
    );
    let err = verify_broken(&dir, &game, |r| r["rules_version"] = "swccg-0".into());
    assert!(err.contains("rules version \"swccg-0\""), "{err}");
    let err = verify_broken(&dir, &game, |r| {
        r["card_db_hash"] = "0123456789abcdef".into()
    });
    assert!(err.contains("card database 0123456789abcdef"), "{err}");
    let err = verify_broken(&dir, &game, |r| {
        r["event_log_hash"] = "0000000000000000".into()
    });
    assert!(err.contains("event log differs"), "{err}");
    let output = holocron_in(&dir, &["replay", "missing.json"], "");
    assert!(!output.status.success());
    assert!(
        stderr(&output).contains("missing.json"),
        "{}",
        stderr(&output)
    );
}
