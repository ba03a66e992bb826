//! Prints one random game's decisions and events (debugging aid).
use door::{Game as _, Rng};
use swccg_cards::{CardDb, DataDir, Deck};
use swccg_engine::Game;

fn main() {
    let seed: u64 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    let dir = DataDir::locate(None).unwrap();
    let db = CardDb::load(&dir).unwrap();
    let dark = Deck::load(&db, &dir, "premiere-intro-2pg-dark").unwrap();
    let light = Deck::load(&db, &dir, "premiere-intro-2pg-light").unwrap();
    let d: Vec<_> = dark.cards.iter().map(|&i| db.get(i)).collect();
    let l: Vec<_> = light.cards.iter().map(|&i| db.get(i)).collect();
    let mut game = Game::new(&d, &l, seed).unwrap();
    let mut rng = Rng::new(seed);
    let mut n = 0;
    while let Some(p) = game.pending().cloned() {
        let a = p.options[rng.below(p.options.len())];
        println!(
            "T{} {:?} {:?} asks {:?} ({} options) -> {:?}",
            game.turn(),
            game.state().phase,
            p.seat,
            p.prompt,
            p.options.len(),
            a
        );
        for e in game.answer(p.id, &a).unwrap() {
            if matches!(e.visibility, swccg_engine::event::Visibility::Everyone) {
                println!("    {:?}", e.what);
            }
        }
        n += 1;
    }
    println!("{n} decisions, outcome {:?}", game.outcome());
}
