//! Quick statistics over random games (debugging aid).
use door::{Game as _, Rng};
use swccg_cards::{CardDb, DataDir, Deck, Side};
use swccg_engine::Game;

fn main() {
    let n: u64 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(100);
    let dir = DataDir::locate(None).unwrap();
    let db = CardDb::load(&dir).unwrap();
    let dark = Deck::load(&db, &dir, "premiere-intro-2pg-dark").unwrap();
    let light = Deck::load(&db, &dir, "premiere-intro-2pg-light").unwrap();
    let d: Vec<_> = dark.cards.iter().map(|&i| db.get(i)).collect();
    let l: Vec<_> = light.cards.iter().map(|&i| db.get(i)).collect();
    let catalogue = std::sync::Arc::new(swccg_engine::Catalogue::new(&d, &l));
    let (mut dw, mut lw, mut unf, mut decisions, mut turns) = (0, 0, 0, 0u64, 0u64);
    let start = std::time::Instant::now();
    let mut events = Vec::new();
    for seed in 0..n {
        let mut game = Game::from_catalogue(catalogue.clone(), seed);
        let mut rng = Rng::new(seed);
        while let Some(p) = game.pending() {
            if game.turn() > 400 {
                break;
            }
            let a = p.options[rng.below(p.options.len())];
            let id = p.id;
            events.clear();
            game.answer_into(id, &a, &mut events).unwrap();
            decisions += 1;
        }
        turns += u64::from(game.turn());
        match game.outcome().map(|o| o.winner) {
            Some(Side::Dark) => dw += 1,
            Some(Side::Light) => lw += 1,
            None => unf += 1,
        }
    }
    let s = start.elapsed().as_secs_f64();
    println!(
        "games {n} dark {dw} light {lw} unfinished {unf} turns/game {:.1} decisions {decisions} ({:.0}/s, {:.1} games/s)",
        turns as f64 / n as f64,
        decisions as f64 / s,
        n as f64 / s
    );
}
