//! `holocron play` driven through a pipe: bad input is explained and asked again, the end of
//! input and `q` leave cleanly, and a whole game can be played to its end and saved.

mod cli_common;

use cli_common::{assert_success, holocron_in, scratch, state_home, stderr, stdout};

#[test]
fn bad_input_is_explained_and_asked_again() {
    let dir = scratch("play-bad-input");
    // Not a number, empty, out of range (low and high), the view, the help, then two real
    // answers, then the end of input.
    let input = "abc\n\n0\n999\n-3\nv\n?\n1\n2\n";
    let output = holocron_in(&dir, &["play", "--seed", "3", "--bot", "random"], input);
    assert_success(&output);
    let out = stdout(&output);
    for expected in [
        "\"abc\" is not a number: type a number from 1 to",
        "Type the number of an option, from 1 to",
        "There is no option 0: type a number from 1 to",
        "There is no option 999: type a number from 1 to",
        "\"-3\" is not a number",
        "this help",
        "Choose your starting location",
        "You left the game.",
    ] {
        assert!(out.contains(expected), "no {expected:?} in:\n{out}");
    }
    // The table was shown again for `v`: at least twice before the first answer.
    let first_answer = out
        .find("You chose a starting location")
        .expect("an answer");
    assert!(
        out[..first_answer].matches("Life Force").count() >= 2,
        "{out}"
    );
    assert!(!stderr(&output).contains("panicked"), "{}", stderr(&output));
}

#[test]
fn q_leaves_the_game_and_the_replay_can_be_declined() {
    let dir = scratch("play-quit");
    let output = holocron_in(
        &dir,
        &["play", "--seed", "4", "--seat", "light", "--bot", "random"],
        "q\n\n",
    );
    assert_success(&output);
    let out = stdout(&output);
    assert!(out.contains("You left the game."), "{out}");
    assert!(out.contains("Save the replay?"), "{out}");
    assert_eq!(
        std::fs::read_dir(&dir).unwrap().count(),
        0,
        "no copy was saved"
    );
    // The game itself was saved as it went, in the per-user state folder, named by its seed.
    let games = state_home(&dir).join("holocron/games");
    let saved: Vec<_> = std::fs::read_dir(&games).unwrap().collect();
    assert_eq!(saved.len(), 1, "{saved:?}");
    let path = saved[0].as_ref().unwrap().path();
    let name = path.file_name().unwrap().to_string_lossy().into_owned();
    assert!(
        name.starts_with("seed-4-") && name.ends_with(".json"),
        "{name}"
    );
    assert!(
        out.contains(&format!(
            "The game is saved after every answer to {}",
            path.display()
        )),
        "{out}"
    );
    assert!(
        out.contains(&format!("Replay saved to {}", path.display())),
        "{out}"
    );
}

#[test]
fn the_person_plays_in_french_with_the_source_terms() {
    let dir = scratch("play-french");
    let output = holocron_in(
        &dir,
        &[
            "play", "--seed", "5", "--lang", "fr", "--seat", "light", "--bot", "random",
        ],
        "x\n7\n1\n1\n1\nv\nq\n",
    );
    assert_success(&output);
    let out = stdout(&output);
    for expected in [
        "Choisissez votre localisation de départ",
        "\"x\" n'est pas un nombre",
        "Force vitale",
        "Pile de réserve",
        "Pile de cartes utilisées",
        "Pile de cartes perdues",
        "Vous avez quitté la partie.",
    ] {
        assert!(out.contains(expected), "no {expected:?} in:\n{out}");
    }
}

#[test]
fn a_whole_game_is_played_from_piped_answers_and_its_replay_verifies() {
    let dir = scratch("play-whole-game");
    // Pseudo-random small numbers; some are out of range for short option lists and are
    // asked again, which the game must survive. (A fixed cycle could repeat a loop of
    // optional choices forever.)
    let mut x = 0x2545_f491_4f6c_dd1d_u64;
    let script: String = (0..20_000)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            format!("{}\n", 1 + x % 4)
        })
        .collect();
    let output = holocron_in(
        &dir,
        &[
            "play",
            "--seed",
            "11",
            "--save",
            "game.json",
            "--bot",
            "heuristic",
        ],
        &script,
    );
    assert_success(&output);
    let out = stdout(&output);
    assert!(out.contains("Game over:"), "the game did not end:\n{out}");
    assert!(out.contains("Replay saved to game.json"), "{out}");
    let verify = holocron_in(&dir, &["replay", "game.json", "--verify"], "");
    assert_success(&verify);
    assert!(stdout(&verify).contains("verified"), "{}", stdout(&verify));
}

#[test]
fn the_person_sees_only_their_own_hand() {
    let dir = scratch("play-hidden");
    let script: String = (0..60).map(|i| format!("{}\n", 1 + i % 2)).collect();
    let output = holocron_in(
        &dir,
        &["play", "--seed", "6", "--seat", "dark", "--bot", "random"],
        &script,
    );
    assert_success(&output);
    let out = stdout(&output);
    assert!(out.contains("Your opponent drew a card."), "{out}");
    assert!(out.contains("Your hand ("), "{out}");
    // Light Side cards never appear in a line of the opponent drawing into hand (destiny
    // draws are public and name their card).
    assert!(
        !out.lines().any(|l| l.contains("Your opponent drew")
            && !l.contains("drew a card")
            && !l.contains("destiny")),
        "{out}"
    );
}

#[test]
fn the_search_bot_is_the_default_opponent_and_takes_a_budget() {
    let dir = scratch("play-search");
    let script: String = (0..40).map(|i| format!("{}\n", 1 + i % 2)).collect();
    // The default opponent: the search bot, one second per decision. (The Dark Side decides
    // first, so the person leaves before the bot thinks.)
    let output = holocron_in(&dir, &["play", "--seed", "8"], "q\n\n");
    assert_success(&output);
    let out = stdout(&output);
    assert!(
        out.contains("against the search bot (1000 ms per decision)"),
        "{out}"
    );
    // With a playout budget it plays (deterministically) until the person leaves.
    let output = holocron_in(
        &dir,
        &[
            "play",
            "--seed",
            "8",
            "--bot",
            "search:20",
            "--seat",
            "light",
        ],
        &script,
    );
    assert_success(&output);
    let out = stdout(&output);
    assert!(
        out.contains("against the search bot (20 playouts per decision)"),
        "{out}"
    );
    assert!(out.contains("Your opponent"), "the bot never acted:\n{out}");
    let output = holocron_in(&dir, &["play", "--bot", "clever"], "");
    assert!(!output.status.success());
    assert!(
        stderr(&output).contains("unknown bot \"clever\""),
        "{}",
        stderr(&output)
    );
}

#[test]
fn w_says_why_a_card_may_not_deploy_to_a_location() {
    let dir = scratch("play-why-not");
    // Four answers reach Dark's deploy phase with a hand; then `w` (1: deploying) for the
    // Jawa (fourth card, deploys only to Tatooine) at a Death Star site, for LIN-V8M there,
    // and a bad number; then `w` (2: moving) with no character on table yet, and (3: a
    // battle) at the Death Star site, outside the battle phase.
    let input = "1\n1\n1\n1\nw\n1\n4\n1\nw\n1\n1\n1\nw\nx\nw\n2\nw\n3\n1\nq\n\n";
    let output = holocron_in(&dir, &["play", "--seed", "3", "--bot", "random"], input);
    assert_success(&output);
    let out = stdout(&output);
    for expected in [
        "What do you want to ask about?",
        "Which card of your hand?",
        "To which location?",
        "Its game text lets it deploy only elsewhere.",
        "LIN-V8M (Elleyein-Veeateemm) may deploy to Death Star: Level 6 Core Shaft Corridor now.",
        "That is none of them.",
        "There is no card or no location on table to ask about.",
        "Battles are initiated only during your battle phase.",
    ] {
        assert!(out.contains(expected), "no {expected:?} in:\n{out}");
    }
}
