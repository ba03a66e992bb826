//! How long loading the card data takes: every command that plays or checks a game starts by
//! loading the database and two decks, so this is start-up time. Prints milliseconds per load.

use std::time::Instant;
use swccg_cards::{CardDb, DataDir, Deck, sample_decks};

fn main() {
    let dir = DataDir::locate(None).unwrap_or_else(|err| panic!("{err}"));
    let rounds = 10;

    let start = Instant::now();
    let mut db = None;
    for _ in 0..rounds {
        db = Some(CardDb::load(&dir).unwrap_or_else(|err| panic!("{err}")));
    }
    let db = db.expect("at least one round");
    let per_load = start.elapsed().as_secs_f64() * 1000.0 / f64::from(rounds);
    println!("card database load: {per_load:.1} ms ({} cards)", db.len());

    let start = Instant::now();
    for _ in 0..rounds {
        for name in ["premiere-intro-2pg-dark", "premiere-intro-2pg-light"] {
            Deck::load(&db, &dir, name).unwrap_or_else(|err| panic!("{err}"));
        }
    }
    let per_pair = start.elapsed().as_secs_f64() * 1000.0 / f64::from(rounds);
    println!("two intro decks load: {per_pair:.2} ms");

    let start = Instant::now();
    let mut count = 0;
    for _ in 0..rounds {
        count = sample_decks(&db, &dir)
            .unwrap_or_else(|err| panic!("{err}"))
            .len();
    }
    let per_samples = start.elapsed().as_secs_f64() * 1000.0 / f64::from(rounds);
    println!("GEMP sample decks resolve: {per_samples:.1} ms ({count} decks)");
}
