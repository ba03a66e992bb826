//! Golden replays: seeded bot games of the two Premiere Introductory decks, saved under
//! `tests/golden/`. Each must play again, answer by answer, to exactly the recorded event log,
//! last turn and outcome.
//!
//! A golden replay fails when the engine plays a recorded game differently. If that change is
//! a bug, fix it. If it is an intended rules change, bump `RULES_VERSION` (src/game.rs) and
//! regenerate the files:
//!
//! ```text
//! HOLOCRON_REGEN_GOLDEN=1 cargo test -p swccg-engine --test replay_golden
//! ```
//!
//! then read the new replays (`holocron replay crates/swccg-engine/tests/golden/<file>`) and
//! commit them with the rules change. A changed card database (a new `data fetch`) needs the
//! same regeneration.

mod common;

use door::{Game as _, Rng};
use std::path::{Path, PathBuf};
use swccg_engine::RULES_VERSION;
use swccg_engine::replay::Replay;

const REGENERATE: &str = "HOLOCRON_REGEN_GOLDEN";

/// One golden replay: its file, its seed, and how many answers it keeps at most (`None`: the
/// whole game).
struct Golden {
    file: &'static str,
    seed: u64,
    answers: Option<usize>,
}

const GOLDEN: [Golden; 3] = [
    Golden {
        file: "premiere-seed-1-whole-game.json",
        seed: 1,
        answers: None,
    },
    Golden {
        file: "premiere-seed-2-first-150-answers.json",
        seed: 2,
        answers: Some(150),
    },
    Golden {
        file: "premiere-seed-3-first-250-answers.json",
        seed: 3,
        answers: Some(250),
    },
];

fn golden_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

/// Plays a random game (both sides uniform over the listed answers) and records it.
fn generate(golden: &Golden) -> Replay {
    let mut game = common::premiere_game(golden.seed);
    let mut rng = Rng::new(golden.seed ^ 0x676f_6c64);
    let mut answers = Vec::new();
    while let Some(pending) = game.pending().cloned() {
        if golden.answers == Some(answers.len()) {
            break;
        }
        let answer = pending.options[rng.below(pending.options.len())];
        game.answer(pending.id, &answer)
            .expect("listed answers are accepted");
        answers.push(answer);
    }
    let d = common::data();
    Replay::record(
        &d.db,
        golden.seed,
        ("premiere-intro-2pg-dark", &common::cards(&d.dark)),
        ("premiere-intro-2pg-light", &common::cards(&d.light)),
        answers,
    )
    .expect("a game's own answers record")
}

#[test]
fn golden_replays_play_to_their_recorded_event_logs() {
    let dir = golden_dir();
    if std::env::var_os(REGENERATE).is_some() {
        for golden in &GOLDEN {
            let path = dir.join(golden.file);
            std::fs::write(&path, generate(golden).to_json())
                .unwrap_or_else(|e| panic!("cannot write {}: {e}", path.display()));
            eprintln!("wrote {}", path.display());
        }
        return;
    }
    let db = &common::data().db;
    let mut failures = Vec::new();
    for golden in &GOLDEN {
        let path = dir.join(golden.file);
        let text = match std::fs::read_to_string(&path) {
            Ok(text) => text,
            Err(e) => {
                failures.push(format!("{}: {e}", path.display()));
                continue;
            }
        };
        let replay = match Replay::from_json(&text) {
            Ok(replay) => replay,
            Err(e) => {
                failures.push(format!("{}: {e}", golden.file));
                continue;
            }
        };
        if let Err(e) = replay.verify(db) {
            failures.push(format!("{}: {e}", golden.file));
        }
        // The file is the game its name says.
        let whole = replay.outcome.is_some();
        let fits = match golden.answers {
            Some(n) => replay.answers.len() <= n && (whole || replay.answers.len() == n),
            None => whole,
        };
        if replay.seed != golden.seed || !fits {
            failures.push(format!(
                "{}: seed {} with {} answers ({}) is not the game this test names",
                golden.file,
                replay.seed,
                replay.answers.len(),
                if whole { "finished" } else { "unfinished" }
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "golden replays fail (engine rules version {RULES_VERSION}):\n  {}\n\
         If the rules changed on purpose, bump RULES_VERSION and regenerate with \
         `{REGENERATE}=1 cargo test -p swccg-engine --test replay_golden`.",
        failures.join("\n  ")
    );
}
