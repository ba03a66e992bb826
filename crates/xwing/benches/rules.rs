//! Throughput of the rules kernel: decisions per second in bot games of the named scenarios,
//! and exact odds evaluations per second.
//!
//! Run with `cargo bench -p xwing --bench rules`. Numbers are printed; nothing is asserted.

use std::hint::black_box;
#[path = "../tests/support/data_root.rs"]
mod data_root;
use std::time::Instant;
use xwing::battles::{self, Batch, BotKind};
use xwing::data::Edition;
use xwing::dice::{AttackMod, DefenseMod, Odds};

fn main() {
    let data = data_root::data_root();
    for name in battles::NAMES {
        let (catalog, geometry, spec) = battles::load(&data, name).expect("the scenario loads");
        for bot in [BotKind::Simple, BotKind::Random] {
            let batch = Batch {
                games: 100,
                seed: 7,
                bot,
                max_rounds: 30,
            };
            let started = Instant::now();
            let summary =
                battles::simulate(name, &catalog, &geometry, &spec, batch).expect("games run");
            let elapsed = started.elapsed().as_secs_f64();
            println!(
                "{name:8} {bot:?}: {} games, {} decisions in {elapsed:.2} s: {:.0} games/s, {:.0} decisions/s (invariants checked after each)",
                summary.games,
                summary.decisions,
                f64::from(summary.games) / elapsed,
                summary.decisions as f64 / elapsed,
            );
        }
    }
    let cases = [
        (
            3,
            2,
            vec![AttackMod::FocusToken],
            vec![DefenseMod::FocusToken],
        ),
        (
            4,
            3,
            vec![AttackMod::FocusToken, AttackMod::TargetLock],
            vec![DefenseMod::FocusToken, DefenseMod::EvadeToken],
        ),
        (
            6,
            6,
            vec![AttackMod::TargetLock],
            vec![DefenseMod::Reroll(2)],
        ),
    ];
    for (attack, defense, attack_mods, defense_mods) in cases {
        let odds = Odds {
            edition: Edition::First,
            attack_dice: attack,
            defense_dice: defense,
            attack_mods,
            defense_mods,
        };
        let rounds = 200;
        let started = Instant::now();
        for _ in 0..rounds {
            black_box(odds.evaluate().expect("small enough"));
        }
        let per = started.elapsed().as_secs_f64() / f64::from(rounds);
        println!(
            "odds {attack} vs {defense} dice ({} + {} mods): {:.1} µs per exact distribution",
            odds.attack_mods.len(),
            odds.defense_mods.len(),
            per * 1e6
        );
    }
}
