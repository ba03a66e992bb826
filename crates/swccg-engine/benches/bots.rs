//! Speed of the Star Wars CCG bots on one core, on the two Premiere Introductory decks:
//! decisions per second of the random and heuristic bots in self-play (choosing included),
//! and for the search bot its own decisions per second, playouts per second and the
//! decisions its playouts take per second.
//!
//! Run with `cargo bench -p swccg-engine --bench bots [-- PLAYOUTS]` (default 100 playouts per
//! decision). Numbers are printed; nothing is asserted.

use bots::{Bot, Budget, RandomBot, SearchBot};
use door::Game as _;
use std::sync::Arc;
use std::time::{Duration, Instant};
use swccg_cards::{Card, CardDb, DataDir, Deck};
use swccg_engine::bots::HeuristicBot;
use swccg_engine::{Catalogue, Game};

/// Plays self-play games with `make` on both seats until `budget` is spent; returns (games,
/// decisions, seconds).
fn run<B: Bot<Game>>(
    catalogue: &Arc<Catalogue>,
    budget: Duration,
    mut make: impl FnMut(u64) -> [B; 2],
) -> (u64, u64, f64) {
    let started = Instant::now();
    let (mut games, mut decisions) = (0u64, 0u64);
    let mut events = Vec::new();
    while started.elapsed() < budget {
        let mut game = Game::from_catalogue(catalogue.clone(), games);
        let mut players = make(games);
        while let Some(pending) = game.pending() {
            if game.turn() > 200 {
                break;
            }
            let index = players[pending.seat.index()].choose(&game);
            let (id, answer) = (pending.id, pending.options[index]);
            events.clear();
            game.answer_into(id, &answer, &mut events)
                .expect("a listed answer");
            decisions += 1;
        }
        games += 1;
    }
    (games, decisions, started.elapsed().as_secs_f64())
}

fn main() {
    let playouts = std::env::args()
        .skip(1)
        .find_map(|a| a.parse::<u32>().ok())
        .unwrap_or(100);
    let dir = DataDir::locate(None).expect("the data folder (see README)");
    let db = CardDb::load(&dir).expect("the card database loads");
    let deck = |name: &str| Deck::load(&db, &dir, name).expect("a Premiere deck");
    let cards = |d: &Deck| -> Vec<&Card> { d.cards.iter().map(|&i| db.get(i)).collect() };
    let (dark, light) = (
        cards(&deck("premiere-intro-2pg-dark")),
        cards(&deck("premiere-intro-2pg-light")),
    );
    let catalogue = Arc::new(Catalogue::with_outside(&dark, &light, &[], &[]));

    let report = |name: &str, (games, decisions, secs): (u64, u64, f64)| {
        println!(
            "{name}: {games} games, {:.0} games/s, {:.0} decisions/s",
            games as f64 / secs,
            decisions as f64 / secs
        );
    };
    let three = Duration::from_secs(3);
    report(
        "random",
        run(&catalogue, three, |seed| {
            [RandomBot::new(seed), RandomBot::new(seed ^ 1)]
        }),
    );
    report(
        "heuristic",
        run(&catalogue, three, |seed| {
            [HeuristicBot::new(seed), HeuristicBot::new(seed ^ 1)]
        }),
    );
    report(
        "playout policy (heuristic, 10% random)",
        run(&catalogue, three, |seed| {
            [
                HeuristicBot::with_epsilon(seed, 0.1),
                HeuristicBot::with_epsilon(seed ^ 1, 0.1),
            ]
        }),
    );

    // The search bot (Dark) against the heuristic (Light), two games.
    let mut own = 0u64;
    let mut totals = (0u64, 0u64, 0.0f64);
    let started = Instant::now();
    for seed in 0..2u64 {
        let mut game = Game::from_catalogue(catalogue.clone(), 100 + seed);
        let mut search = SearchBot::new(
            seed,
            HeuristicBot::with_epsilon(seed, 0.1),
            Budget::Playouts(playouts),
        )
        .with_playout_depth(150);
        let mut other = HeuristicBot::new(seed ^ 1);
        while let Some(pending) = game.pending() {
            let index = if pending.seat == swccg_cards::Side::Dark {
                if pending.options.len() > 1 {
                    own += 1;
                }
                search.choose(&game)
            } else {
                other.choose(&game)
            };
            let (id, answer) = (pending.id, pending.options[index]);
            game.answer(id, &answer).expect("a listed answer");
        }
        let t = search.total();
        totals.0 += t.playouts;
        totals.1 += t.decisions;
        totals.2 += t.elapsed.as_secs_f64();
    }
    let secs = started.elapsed().as_secs_f64();
    println!(
        "search ({playouts} playouts): 2 games in {secs:.2} s ({:.2} s a game), {own} decisions \
         searched ({:.1}/s), {} playouts ({:.0} playouts/s, {:.0} decisions/s inside the search)",
        secs / 2.0,
        own as f64 / secs,
        totals.0,
        totals.0 as f64 / totals.2,
        totals.1 as f64 / totals.2,
    );
}
