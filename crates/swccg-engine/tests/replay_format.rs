//! The replay format: a recorded game round-trips through JSON, verifies, and every kind of
//! broken replay is refused with an error that names what is wrong and where.

mod common;

use door::{Game as _, Rng};
use swccg_cards::Side;
use swccg_engine::replay::{DeckEntry, Journal, Replay, ReplayError, Step, deck_entries};
use swccg_engine::{Answer, RULES_VERSION};

/// The answers of a random game of the Premiere decks, stopped after `limit` answers.
fn random_answers(seed: u64, limit: usize) -> Vec<Answer> {
    let mut game = common::premiere_game(seed);
    let mut rng = Rng::new(seed ^ 0x7265_706c);
    let mut answers = Vec::new();
    while let Some(pending) = game.pending().cloned() {
        if answers.len() == limit {
            break;
        }
        let answer = pending.options[rng.below(pending.options.len())];
        game.answer(pending.id, &answer)
            .expect("listed answers are accepted");
        answers.push(answer);
    }
    answers
}

fn record(seed: u64, answers: Vec<Answer>) -> Replay {
    let d = common::data();
    Replay::record(
        &d.db,
        seed,
        ("premiere-intro-2pg-dark", &common::cards(&d.dark)),
        ("premiere-intro-2pg-light", &common::cards(&d.light)),
        answers,
    )
    .expect("a game's own answers record")
}

#[test]
fn a_recorded_game_round_trips_through_json_and_verifies() {
    let replay = record(3, random_answers(3, usize::MAX));
    assert!(replay.outcome.is_some(), "the whole game was recorded");
    assert_eq!(replay.rules_version, RULES_VERSION);
    let text = replay.to_json();
    let again = Replay::from_json(&text).expect("the written replay reads back");
    assert_eq!(again, replay);
    let run = again
        .verify(&common::data().db)
        .expect("the replay verifies");
    assert_eq!(run.events, replay.events);
    assert_eq!(run.game.outcome(), replay.outcome.as_ref());
}

#[test]
fn one_answer_per_line_so_errors_point_at_it() {
    let replay = record(4, random_answers(4, 40));
    let text = replay.to_json();
    let answers_start = text
        .lines()
        .position(|l| l.contains("\"answers\""))
        .expect("an answers field");
    assert_eq!(
        text.lines().count(),
        answers_start + 1 + replay.answers.len() + 2,
        "every answer has its own line"
    );
    // Break the 11th answer's line: the JSON error names that line.
    let broken_line = answers_start + 1 + 10;
    let broken: Vec<String> = text
        .lines()
        .enumerate()
        .map(|(i, l)| {
            if i == broken_line {
                "    {\"NoSuchAnswer\": 1},".to_owned()
            } else {
                l.to_owned()
            }
        })
        .collect();
    match Replay::from_json(&broken.join("\n")) {
        Err(ReplayError::Json { line, .. }) => assert_eq!(line, broken_line + 1),
        other => panic!("expected a JSON error, got {other:?}"),
    }
}

#[test]
fn decks_are_kept_in_order_as_runs_of_copies() {
    let d = common::data();
    let dark = common::cards(&d.dark);
    let entries = deck_entries(&d.db, &dark);
    assert!(entries.len() < dark.len(), "copies are grouped");
    assert_eq!(
        entries.iter().map(|e| usize::from(e.count)).sum::<usize>(),
        dark.len()
    );
    let replay = record(5, Vec::new());
    let [resolved_dark, resolved_light] = replay.decks(&d.db).expect("the decks resolve");
    let ids = |cards: &[&swccg_cards::Card]| cards.iter().map(|c| c.id).collect::<Vec<_>>();
    assert_eq!(ids(&resolved_dark), ids(&dark));
    assert_eq!(ids(&resolved_light), ids(&common::cards(&d.light)));
}

#[test]
fn an_answer_the_game_did_not_offer_is_named_by_its_index() {
    let mut replay = record(6, random_answers(6, 30));
    // Drawing is never an option of the first decisions (starting locations).
    replay.answers[1] = Answer::Draw;
    let err = replay.verify(&common::data().db).unwrap_err();
    match &err {
        ReplayError::NotAnOption { index, .. } => assert_eq!(*index, 1),
        other => panic!("expected NotAnOption, got {other:?}"),
    }
    assert!(
        err.to_string()
            .starts_with("answers[1] (\"Draw\") is not among"),
        "{err}"
    );
}

#[test]
fn answers_after_the_end_of_the_game_are_refused() {
    let mut replay = record(7, random_answers(7, usize::MAX));
    let last = replay.answers.len();
    replay.answers.push(Answer::Pass);
    match replay.run(&common::data().db, |_| {}) {
        Err(ReplayError::AfterGameOver { index, .. }) => assert_eq!(index, last),
        other => panic!("expected AfterGameOver, got {other:?}"),
    }
}

#[test]
fn a_different_event_log_fails_verification() {
    let mut replay = record(8, random_answers(8, 60));
    replay.event_log_hash = "0000000000000000".into();
    assert!(matches!(
        replay.verify(&common::data().db),
        Err(ReplayError::EventLog { .. })
    ));
    let mut replay = record(8, random_answers(8, 60));
    replay.turn += 1;
    assert!(matches!(
        replay.verify(&common::data().db),
        Err(ReplayError::Ending { .. })
    ));
}

#[test]
fn replays_of_other_rules_or_card_data_are_refused() {
    let db = &common::data().db;
    let mut replay = record(9, Vec::new());
    replay.rules_version = "swccg-0".into();
    let err = replay.verify(db).unwrap_err();
    assert!(matches!(err, ReplayError::RulesVersion { .. }), "{err}");
    assert!(err.to_string().contains("\"swccg-0\""), "{err}");
    let mut replay = record(9, Vec::new());
    replay.card_db_hash = "ffffffffffffffff".into();
    let err = replay.verify(db).unwrap_err();
    assert!(matches!(err, ReplayError::CardDb { .. }), "{err}");
    let mut replay = record(9, Vec::new());
    replay.format = 99;
    assert!(matches!(
        replay.verify(db),
        Err(ReplayError::Format { found: 99 })
    ));
}

#[test]
fn unknown_cards_name_their_deck_and_entry() {
    let db = &common::data().db;
    let mut replay = record(10, Vec::new());
    replay.light[2] = DeckEntry {
        gemp_id: "1_9999".into(),
        count: 1,
        title: None,
    };
    let err = replay.verify(db).unwrap_err();
    match &err {
        ReplayError::UnknownCard {
            side,
            entry,
            gemp_id,
        } => {
            assert_eq!(
                (*side, *entry, gemp_id.as_str()),
                (Side::Light, 2, "1_9999")
            );
        }
        other => panic!("expected UnknownCard, got {other:?}"),
    }
    assert_eq!(err.to_string(), "Light deck, entry 2: unknown card 1_9999");
    let mut replay = record(10, Vec::new());
    replay.dark[0].count = 0;
    assert!(matches!(
        replay.verify(db),
        Err(ReplayError::ZeroCount { entry: 0, .. })
    ));
}

#[test]
fn running_a_replay_shows_each_answer_before_its_events() {
    let replay = record(11, random_answers(11, 80));
    let mut answers_seen = 0;
    let mut last_answer = None;
    replay
        .run(&common::data().db, |step| match step {
            Step::Answer { index, .. } => {
                assert_eq!(index, answers_seen);
                answers_seen += 1;
                last_answer = Some(index);
            }
            Step::Event { index, .. } => assert_eq!(Some(index), last_answer),
        })
        .expect("the replay runs");
    assert_eq!(answers_seen, 80);
}

#[test]
fn a_journal_kept_answer_by_answer_is_the_recorded_replay_at_every_step() {
    let db = &common::data().db;
    let answers = random_answers(6, usize::MAX);
    let (mut journal, mut game) = Journal::open(record(6, Vec::new()), db).expect("opens");
    assert_eq!(journal.replay().answers.len(), 0);
    let mut events = Vec::new();
    for (i, answer) in answers.iter().enumerate() {
        let id = game.pending().expect("the game goes on").id;
        events.clear();
        game.answer_into(id, answer, &mut events).expect("accepted");
        journal.push(*answer, &events, &game);
        // An unfinished game is a replay too, up to the answer just given.
        if i == 30 || i + 1 == answers.len() {
            assert_eq!(
                *journal.replay(),
                record(6, answers[..=i].to_vec()),
                "after {i}"
            );
        }
    }
    assert!(journal.replay().outcome.is_some());

    // Reopened part-way, a journal goes on to the same replay.
    let (mut reopened, mut game) =
        Journal::open(record(6, answers[..30].to_vec()), db).expect("reopens");
    for answer in &answers[30..] {
        let id = game.pending().expect("the game goes on").id;
        events.clear();
        game.answer_into(id, answer, &mut events).expect("accepted");
        reopened.push(*answer, &events, &game);
    }
    assert_eq!(reopened.replay(), journal.replay());
}

#[test]
fn a_journal_refuses_a_replay_that_does_not_verify() {
    let mut replay = record(7, random_answers(7, 20));
    replay.events += 1;
    let err = Journal::open(replay, &common::data().db).unwrap_err();
    assert!(matches!(err, ReplayError::EventLog { .. }), "{err}");
}
