//! Speed of the X-Wing bots on one core: decisions per second of each bot (the time it takes
//! to choose, game steps included) and, for the search bot, playouts per second.
//!
//! Run with `cargo bench -p xwing --bench bots`. Numbers are printed; nothing is asserted.

use bots::Bot;
use door::Game;
#[path = "../tests/support/data_root.rs"]
mod data_root;
use std::time::{Duration, Instant};
use xwing::battles::{self, HeuristicBot, PlanBot, SimpleBot};
use xwing::rules::Battle;

/// Plays games of `name` with `bot` on both seats until `budget` is spent; returns (games,
/// decisions, seconds).
fn run(
    name: &str,
    budget: Duration,
    mut make: impl FnMut(u64) -> [Box<dyn Bot<Battle>>; 2],
) -> (u32, u64, f64) {
    let data = data_root::data_root();
    let (catalog, geometry, spec) = battles::load(&data, name).expect("the scenario loads");
    let started = Instant::now();
    let (mut games, mut decisions) = (0u32, 0u64);
    while started.elapsed() < budget {
        let seed = u64::from(games);
        let mut battle = Battle::new(&catalog, geometry.clone(), &spec, seed).expect("set up");
        battle.take_events();
        let mut players = make(seed);
        while let Some(pending) = battle.pending() {
            if battle.round > 30 || started.elapsed() > budget * 2 {
                break;
            }
            let id = pending.id;
            let index = players[pending.seat.index()].choose(&battle);
            let answer = pending.options[index].clone();
            battle.answer(id, &answer).expect("a listed answer");
            decisions += 1;
        }
        games += 1;
    }
    (games, decisions, started.elapsed().as_secs_f64())
}

fn main() {
    for name in battles::NAMES {
        let (games, decisions, secs) = run(name, Duration::from_secs(3), |seed| {
            [
                Box::new(SimpleBot::new(seed)),
                Box::new(SimpleBot::new(seed + 1)),
            ]
        });
        println!(
            "{name:8} simple:    {games} games, {:.1} games/s, {:.0} decisions/s",
            f64::from(games) / secs,
            decisions as f64 / secs
        );
        let (games, decisions, secs) = run(name, Duration::from_secs(3), |seed| {
            [
                Box::new(HeuristicBot::new(seed)),
                Box::new(HeuristicBot::new(seed + 1)),
            ]
        });
        println!(
            "{name:8} heuristic: {games} games, {:.1} games/s, {:.0} decisions/s (= playouts of {:.0} decisions/s)",
            f64::from(games) / secs,
            decisions as f64 / secs,
            decisions as f64 / secs
        );
        // The search bot against the heuristic: its own decisions and playouts.
        let data = data_root::data_root();
        let (catalog, geometry, spec) = battles::load(&data, name).expect("the scenario loads");
        let mut battle = Battle::new(&catalog, geometry, &spec, 1).expect("set up");
        battle.take_events();
        let playouts = 24;
        let mut search = PlanBot::new(1, playouts);
        let mut other = HeuristicBot::new(2);
        let started = Instant::now();
        let mut own = 0u64;
        while let Some(pending) = battle.pending() {
            if battle.round > 30 {
                break;
            }
            let index = if pending.seat == xwing::rules::Seat::One {
                own += 1;
                search.choose(&battle)
            } else {
                other.choose(&battle)
            };
            let id = pending.id;
            let answer = pending.options[index].clone();
            battle.answer(id, &answer).expect("a listed answer");
        }
        let secs = started.elapsed().as_secs_f64();
        let total = search.total();
        let searched = total.elapsed.as_secs_f64();
        println!(
            "{name:8} search ({playouts} playouts): one game in {secs:.2} s, {own} decisions ({:.1} decisions/s), {} playouts ({:.0} playouts/s, {:.0} simulated decisions/s)",
            own as f64 / secs,
            total.playouts,
            total.playouts as f64 / searched,
            total.decisions as f64 / searched,
        );
    }
}
