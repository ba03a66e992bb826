//! Win rates of one bot against another on the named scenarios, both seats.
//!
//! `cargo run --release -p xwing --example bot_match -- <bot> <opponent> <games> [seed]`, where a
//! bot is `random`, `simple`, `heuristic` or `search:<playouts>`. Prints one line per scenario
//! and seat, then the total.

#[path = "../tests/support/data_root.rs"]
mod data_root;
use std::time::Instant;
use xwing::battles::{self, BotKind, Match};

fn parse(name: &str) -> BotKind {
    match name {
        "random" => BotKind::Random,
        "simple" => BotKind::Simple,
        "heuristic" => BotKind::Heuristic,
        other => {
            let playouts = other
                .strip_prefix("search:")
                .and_then(|n| n.parse().ok())
                .unwrap_or_else(|| panic!("unknown bot {other}"));
            BotKind::Search { playouts }
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let bot = parse(args.get(1).map_or("heuristic", String::as_str));
    let opponent = parse(args.get(2).map_or("simple", String::as_str));
    let games: u32 = args.get(3).and_then(|n| n.parse().ok()).unwrap_or(50);
    let seed: u64 = args.get(4).and_then(|n| n.parse().ok()).unwrap_or(1);
    let scenarios: Vec<String> = match std::env::var("XWING_SCENARIOS") {
        Ok(list) => list.split(',').map(str::to_string).collect(),
        Err(_) => battles::NAMES.iter().map(|s| s.to_string()).collect(),
    };
    let data = data_root::data_root();
    let (mut won, mut played) = (0u32, 0u32);
    for name in &scenarios {
        let (catalog, geometry, spec) = battles::load(&data, name).expect("the scenario loads");
        for seat in 0..2 {
            let mut bots = [opponent, opponent];
            bots[seat] = bot;
            let m = Match {
                games,
                seed,
                bots,
                max_rounds: 30,
            };
            let started = Instant::now();
            let summary =
                battles::play_match(name, &catalog, &geometry, &spec, m).expect("games run");
            let elapsed = started.elapsed().as_secs_f64();
            let wins = summary.wins[seat];
            won += wins;
            played += games;
            println!(
                "{name:8} {bot:?} as seat {}: {wins}/{games} won ({:.0}%), lost {}, draws {}, unfinished {}, {:.2} s/game, violations {}",
                seat + 1,
                100.0 * f64::from(wins) / f64::from(games),
                summary.wins[1 - seat],
                summary.draws,
                summary.unfinished,
                elapsed / f64::from(games),
                summary.invariant_violations,
            );
        }
    }
    println!(
        "total: {won}/{played} won ({:.0}%)",
        100.0 * f64::from(won) / f64::from(played.max(1))
    );
}
