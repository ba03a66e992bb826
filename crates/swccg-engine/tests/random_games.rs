//! Random self-play as a property test: after every step of thousands of seeded games the
//! invariants hold (every card in exactly one place, every listed answer accepted, an illegal
//! answer rejected without change, views hide what they must, the state round-trips through
//! serde).

mod common;

use door::{DecisionId, Game as _, Rng};
use swccg_engine::invariants;

/// Plays one random game and checks every invariant after every decision.
fn play_checked(seed: u64, max_decisions: usize) -> (usize, Option<swccg_cards::Side>) {
    let mut game = common::premiere_game(seed);
    let mut rng = Rng::new(seed ^ 0x5eed);
    let mut decisions = 0;
    while let Some(pending) = game.pending().cloned() {
        if decisions >= max_decisions {
            break;
        }
        let problems = invariants::check(game.catalogue(), game.state());
        assert!(
            problems.is_empty(),
            "seed {seed}, decision {decisions}: {problems:?}"
        );
        let pick = rng.below(pending.options.len());
        let answer = pending.options[pick];
        game.answer(pending.id, &answer)
            .unwrap_or_else(|e| panic!("seed {seed}: listed answer {answer:?} was rejected: {e}"));
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
    assert!(
        game.answer(pending.id, &swccg_engine::Answer::Draw)
            .is_err()
    );
    assert_eq!(game.state(), &before);
}
