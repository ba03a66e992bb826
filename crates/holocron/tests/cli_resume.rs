//! `holocron play` never loses a game: killed (SIGKILL) while it waits for an answer, its save
//! file holds every answer accepted so far, and `--resume` goes on with the game from there,
//! saving into the same file; a broken or foreign save file is refused and left as it was.

mod cli_common;

use cli_common::{assert_success, holocron_in, scratch, spawn_in, stderr, stdout};
use std::io::{Read, Write};
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use swccg_cards::{CardDb, DataDir, Side};
use swccg_engine::Answer;
use swccg_engine::replay::{Replay, Step};

/// The question `play` ends every decision of the person's with.
const PROMPT: &str = "Your choice (";

fn db() -> CardDb {
    CardDb::load(&DataDir::locate(None).expect("the data folder")).expect("the cards load")
}

fn read_replay(path: &Path) -> Replay {
    Replay::from_json(&std::fs::read_to_string(path).unwrap()).expect("a replay file")
}

/// The answers of `side` in `replay`, each with whether it was the first option listed.
fn answers_of(db: &CardDb, replay: &Replay, side: Side) -> Vec<(Answer, bool)> {
    let mut found = Vec::new();
    replay
        .run(db, |step| {
            if let Step::Answer {
                game, seat, answer, ..
            } = step
                && seat == side
            {
                let first = door::Game::pending(game).is_some_and(|p| p.options[0] == *answer);
                found.push((*answer, first));
            }
        })
        .expect("the saved game plays");
    found
}

/// Starts `play` in `dir`, answers `1` to each of the first `answers` decisions, and kills
/// the process (SIGKILL on Unix) while it waits for the next answer.
fn play_and_kill(dir: &Path, args: &[&str], answers: usize) -> String {
    let mut child = spawn_in(dir, args);
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let seen = Arc::new(Mutex::new(String::new()));
    let writer = seen.clone();
    let reader = std::thread::spawn(move || {
        let mut buffer = [0u8; 4096];
        while let Ok(n) = stdout.read(&mut buffer) {
            if n == 0 {
                break;
            }
            writer
                .lock()
                .unwrap()
                .push_str(&String::from_utf8_lossy(&buffer[..n]));
        }
    });
    let wait_for_prompts = |count: usize| {
        let start = Instant::now();
        while seen.lock().unwrap().matches(PROMPT).count() < count {
            assert!(
                start.elapsed() < Duration::from_secs(120),
                "no question {count} in:\n{}",
                seen.lock().unwrap()
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    };
    for asked in 1..=answers {
        wait_for_prompts(asked);
        stdin.write_all(b"1\n").unwrap();
        stdin.flush().unwrap();
    }
    // The next question is asked only after the answers before it were saved.
    wait_for_prompts(answers + 1);
    child.kill().expect("the process is killed");
    let status = child.wait().unwrap();
    assert!(!status.success(), "killed, not ended: {status}");
    drop(stdin);
    reader.join().unwrap();
    seen.lock().unwrap().clone()
}

#[test]
fn a_killed_game_keeps_its_answers_and_resumes_exactly() {
    let dir = scratch("resume-killed");
    let args = [
        "play",
        "--seed",
        "9",
        "--bot",
        "random",
        "--save",
        "game.json",
    ];
    let out = play_and_kill(&dir, &args, 3);
    assert!(
        out.contains("The game is saved after every answer to game.json"),
        "{out}"
    );
    let db = db();
    let saved = dir.join("game.json");
    let killed = read_replay(&saved);
    assert_eq!(killed.outcome, None, "an unfinished game");
    assert_eq!(killed.seed, 9);
    let mine = answers_of(&db, &killed, Side::Dark);
    assert_eq!(mine.len(), 3, "the three answers given: {mine:?}");
    assert!(mine.iter().all(|(_, first)| *first), "each was option 1");
    assert!(killed.answers.len() > 3, "the bot's answers are saved too");
    // The file is a replay that verifies as it is.
    let verify = holocron_in(&dir, &["replay", "game.json", "--verify"], "");
    assert_success(&verify);
    assert!(
        stdout(&verify).contains("unfinished"),
        "{}",
        stdout(&verify)
    );
    // No temporary file was left beside it.
    let names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, ["game.json"]);

    // Resumed with two more answers, then the end of input leaves.
    let output = holocron_in(
        &dir,
        &["play", "--resume", "game.json", "--bot", "random"],
        "1\n1\n",
    );
    assert_success(&output);
    let out = stdout(&output);
    assert!(
        out.contains(&format!(
            "Going on with the game saved in game.json after {} answers",
            killed.answers.len()
        )),
        "{out}"
    );
    // The table is shown again before the first question.
    assert!(out.contains(PROMPT), "{out}");
    assert!(out.contains("Replay saved to game.json"), "{out}");
    assert!(!out.contains("Save the replay?"), "{out}");
    let resumed = read_replay(&saved);
    assert_eq!(
        resumed.answers[..killed.answers.len()],
        killed.answers[..],
        "the old answers come first"
    );
    assert!(resumed.answers.len() > killed.answers.len());
    let mine_now = answers_of(&db, &resumed, Side::Dark);
    assert_eq!(mine_now.len(), 5, "{mine_now:?}");
    assert_eq!(mine_now[..3], mine[..]);
    assert!(mine_now.iter().all(|(_, first)| *first));
    let verify = holocron_in(&dir, &["replay", "game.json", "--verify"], "");
    assert_success(&verify);
    assert!(
        stdout(&verify).contains(&format!("{} answers accepted", resumed.answers.len())),
        "{}",
        stdout(&verify)
    );
}

#[test]
fn a_broken_or_foreign_save_file_is_refused_and_left_as_it_was() {
    let dir = scratch("resume-broken");
    std::fs::write(dir.join("broken.json"), "{ \"format\": 1, \"seed\": ").unwrap();
    let output = holocron_in(&dir, &["play", "--resume", "broken.json"], "1\n");
    assert!(!output.status.success());
    let err = stderr(&output);
    assert!(
        err.contains("cannot resume the game saved in broken.json"),
        "{err}"
    );
    assert!(err.contains("not a valid replay file"), "{err}");
    assert_eq!(
        std::fs::read_to_string(dir.join("broken.json")).unwrap(),
        "{ \"format\": 1, \"seed\": "
    );

    // A real save file, then the same made by other rules.
    let output = holocron_in(
        &dir,
        &[
            "play",
            "--seed",
            "2",
            "--bot",
            "random",
            "--save",
            "other.json",
        ],
        "1\nq\n",
    );
    assert_success(&output);
    let text = std::fs::read_to_string(dir.join("other.json")).unwrap();
    let mut replay = Replay::from_json(&text).unwrap();
    replay.rules_version = "0-other".into();
    let foreign = replay.to_json();
    std::fs::write(dir.join("other.json"), &foreign).unwrap();
    let output = holocron_in(&dir, &["play", "--resume", "other.json"], "1\n");
    assert!(!output.status.success());
    let err = stderr(&output);
    assert!(
        err.contains("cannot resume the game saved in other.json"),
        "{err}"
    );
    assert!(err.contains("rules version \"0-other\""), "{err}");
    assert_eq!(
        std::fs::read_to_string(dir.join("other.json")).unwrap(),
        foreign
    );

    // Flags that a save file already decides are refused beside --resume.
    let output = holocron_in(&dir, &["play", "--resume", "other.json", "--seed", "3"], "");
    assert!(!output.status.success());
    assert!(
        stderr(&output).contains("cannot be used with"),
        "{}",
        stderr(&output)
    );
}
