//! Random self-play as a property test: after every step of thousands of seeded games the
//! invariants hold (every card in exactly one place, every listed answer accepted, an illegal
//! answer rejected without change, views hide what they must, the state round-trips through
//! serde).

mod common;

use door::{DecisionId, Game as _, Rng};
use swccg_cards::Side;
use swccg_engine::{Answer, State, invariants};

/// Answers that are never all listed at once.
const UNLISTED: [Answer; 3] = [Answer::Draw, Answer::Yes, Answer::StartWithout];

/// Plays one random game and checks every invariant after every decision.
fn play_checked(seed: u64, max_decisions: usize) -> (usize, Option<Side>) {
    let mut game = common::premiere_game(seed);
    let mut rng = Rng::new(seed ^ 0x5eed);
    let mut decisions = 0;
    while let Some(pending) = game.pending().cloned() {
        if decisions >= max_decisions {
            break;
        }
        let at = format!("seed {seed}, decision {decisions}");
        let problems = invariants::check(game.catalogue(), game.state());
        assert!(problems.is_empty(), "{at}: {problems:?}");
        // Views hide the opponent's hand and every Reserve Deck.
        for seat in Side::BOTH {
            let leaks = invariants::check_view(game.state(), &game.view(seat));
            assert!(leaks.is_empty(), "{at}: {leaks:?}");
        }
        // The state survives a serde round trip unchanged.
        let json = serde_json::to_string(game.state()).expect("the state serializes");
        let back: State = serde_json::from_str(&json).expect("the state deserializes");
        assert!(
            &back == game.state(),
            "{at}: the state changed through serde"
        );
        // Every listed answer is accepted (each tried on a copy of the game).
        for option in &pending.options {
            let mut copy = game.clone();
            if let Err(e) = copy.answer(pending.id, option) {
                panic!("{at}: listed answer {option:?} rejected: {e}");
            }
        }
        // An unlisted answer and a stale decision are rejected and change nothing.
        let before = game.state().clone();
        let unlisted = UNLISTED.iter().find(|a| !pending.options.contains(a));
        let unlisted = unlisted.expect("one of them is unlisted");
        assert!(
            game.answer(pending.id, unlisted).is_err(),
            "{at}: {unlisted:?} accepted"
        );
        let stale = DecisionId(pending.id.0 + 1);
        assert!(
            game.answer(stale, &pending.options[0]).is_err(),
            "{at}: stale id accepted"
        );
        assert!(
            game.state() == &before,
            "{at}: a rejected answer changed the state"
        );
        let answer = pending.options[rng.below(pending.options.len())];
        if let Err(e) = game.answer(pending.id, &answer) {
            panic!("{at}: listed answer {answer:?} was rejected: {e}");
        }
        decisions += 1;
    }
    (decisions, game.outcome().map(|o| o.winner))
}

#[test]
fn a_random_game_runs_to_its_end() {
    let (decisions, winner) = play_checked(1, 200_000);
    assert!(decisions > 10, "only {decisions} decisions");
    assert!(winner.is_some(), "no winner after {decisions} decisions");
}

#[test]
fn stale_and_unlisted_answers_are_rejected_without_change() {
    let mut game = common::premiere_game(7);
    let pending = game.pending().cloned().expect("a first decision");
    let before = game.state().clone();
    let stale = DecisionId(pending.id.0 + 100);
    assert!(game.answer(stale, &pending.options[0]).is_err());
    assert!(game.answer(pending.id, &Answer::Draw).is_err());
    assert_eq!(game.state(), &before);
}

/// The property test of the issue: 2,000 seeded random games, every invariant after every
/// step. Split over two threads (the CI machine has two cores).
#[test]
fn two_thousand_random_games_keep_every_invariant() {
    let results: Vec<(usize, Option<Side>)> = std::thread::scope(|scope| {
        let halves: Vec<_> = (0..2u64)
            .map(|half| {
                scope.spawn(move || {
                    (0..1000u64)
                        .map(|i| play_checked(10_000 + half * 1000 + i, 50_000))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        halves
            .into_iter()
            .flat_map(|h| h.join().expect("no game failed"))
            .collect()
    });
    let dark = results.iter().filter(|r| r.1 == Some(Side::Dark)).count();
    let light = results.iter().filter(|r| r.1 == Some(Side::Light)).count();
    assert_eq!(results.len(), 2000);
    assert!(
        dark > 0 && light > 0,
        "both sides win some games: {dark} / {light}"
    );
}
