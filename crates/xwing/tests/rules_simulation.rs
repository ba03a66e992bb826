//! Random play as a property test: the named scenarios play hundreds of seeded bot games with
//! the invariants checked after every decision; games are deterministic, serialize and reload
//! mid-game, accept every listed answer and refuse the rest without changing anything.
//!
//! Run with `--release`: the two 500-game batches take a few seconds there.

mod support;

use bots::Bot;
use door::{DecisionId, Game, Rejected};
use support::data_root;
use xwing::battles::{self, Batch, BotKind, SimpleBot};
use xwing::data::{Bearing, Maneuver};
use xwing::rules::{Battle, Choice};

fn batch(name: &str, games: u32, bot: BotKind) -> battles::Summary {
    let (catalog, geometry, spec) = battles::load(&data_root(), name).unwrap();
    battles::simulate(
        name,
        &catalog,
        &geometry,
        &spec,
        Batch {
            games,
            seed: 1000,
            bot,
            max_rounds: 30,
        },
    )
    .unwrap()
}

fn assert_clean(summary: &battles::Summary) {
    assert_eq!(
        summary.invariant_violations, 0,
        "{:?}",
        summary.first_violation
    );
    let finished = summary.wins[0] + summary.wins[1] + summary.draws;
    assert_eq!(finished + summary.unfinished, summary.games);
    assert!(finished * 2 > summary.games, "most games end: {summary:?}");
}

#[test]
fn epic_scenario_plays_500_bot_games_without_invariant_violations() {
    let summary = batch("epic", 500, BotKind::Simple);
    assert_clean(&summary);
    assert!(
        summary.wins[0] > 0 && summary.wins[1] > 0,
        "both sides can win: {summary:?}"
    );
}

#[test]
fn devices_scenario_plays_500_bot_games_without_invariant_violations() {
    let summary = batch("devices", 500, BotKind::Simple);
    assert_clean(&summary);
    assert!(
        summary.wins[0] > 0 && summary.wins[1] > 0,
        "both sides can win: {summary:?}"
    );
}

#[test]
fn random_bots_keep_the_invariants_too() {
    assert_clean(&batch("epic", 100, BotKind::Random));
    assert_clean(&batch("devices", 200, BotKind::Random));
}

fn new_game(name: &str, seed: u64) -> Battle {
    let (catalog, geometry, spec) = battles::load(&data_root(), name).unwrap();
    Battle::new(&catalog, geometry, &spec, seed).unwrap()
}

/// Plays `steps` decisions with a seeded bot, returning every event.
fn play(battle: &mut Battle, bot_seed: u64, steps: usize) -> Vec<xwing::rules::Event> {
    let mut bot = SimpleBot::new(bot_seed);
    let mut events = battle.take_events();
    for _ in 0..steps {
        let Some(pending) = battle.pending() else {
            break;
        };
        let choice = pending.options[bot.choose(battle)].clone();
        let id = pending.id;
        events.extend(battle.answer(id, &choice).unwrap());
    }
    events
}

#[test]
fn the_same_seed_and_answers_give_the_same_game() {
    for name in battles::NAMES {
        let mut a = new_game(name, 77);
        let mut b = new_game(name, 77);
        assert_eq!(play(&mut a, 5, 400), play(&mut b, 5, 400));
        assert_eq!(a, b);
    }
}

#[test]
fn a_saved_game_reloads_and_goes_on_identically() {
    for name in battles::NAMES {
        let mut game = new_game(name, 31);
        play(&mut game, 9, 150);
        let saved = serde_json::to_string(&game).unwrap();
        let mut reloaded: Battle = serde_json::from_str(&saved).unwrap();
        assert_eq!(reloaded, game);
        assert_eq!(play(&mut reloaded, 4, 200), play(&mut game, 4, 200));
    }
}

#[test]
fn refused_answers_change_nothing() {
    for name in battles::NAMES {
        let mut game = new_game(name, 12);
        let mut bot = SimpleBot::new(3);
        for _ in 0..300 {
            let Some(pending) = game.pending().cloned() else {
                break;
            };
            let id = pending.id;
            let before = game.clone();
            let stranger = Choice::Dial(Maneuver::new(5, Bearing::TallonLeft));
            assert!(!pending.options.contains(&stranger));
            assert_eq!(
                game.answer(id, &stranger),
                Err(Rejected::NotAnOption { decision: id })
            );
            let stale = DecisionId(id.0 + 1);
            let any = pending.options[0].clone();
            assert_eq!(
                game.answer(stale, &any),
                Err(Rejected::StaleDecision {
                    expected: id,
                    got: stale
                })
            );
            assert_eq!(game, before, "a refused answer left the game unchanged");
            let choice = game.pending().unwrap().options[bot.choose(&game)].clone();
            game.answer(id, &choice).unwrap();
        }
    }
}

#[test]
fn every_listed_answer_is_accepted() {
    for name in battles::NAMES {
        let mut game = new_game(name, 21);
        let mut bot = SimpleBot::new(8);
        for _ in 0..150 {
            let Some(pending) = game.pending().cloned() else {
                break;
            };
            let id = pending.id;
            for option in pending.options.clone() {
                let mut trial = game.clone();
                assert!(
                    trial.answer(id, &option).is_ok(),
                    "{option:?} of {:?}",
                    pending.prompt
                );
                assert!(
                    trial.invariant_violations().is_empty(),
                    "{:?}",
                    trial.invariant_violations()
                );
            }
            let choice = game.pending().unwrap().options[bot.choose(&game)].clone();
            game.answer(id, &choice).unwrap();
        }
    }
}

#[test]
fn a_finished_game_refuses_every_answer() {
    let (catalog, geometry, spec) = battles::load(&data_root(), "devices").unwrap();
    for seed in 0..20 {
        let mut game = Battle::new(&catalog, geometry.clone(), &spec, seed).unwrap();
        play(&mut game, seed, 5000);
        if game.outcome.is_some() {
            assert!(game.pending().is_none());
            assert_eq!(
                game.answer(DecisionId(1), &Choice::Pass),
                Err(Rejected::GameOver)
            );
            return;
        }
    }
    panic!("no devices game finished within 5000 decisions");
}
