//! What card tests share: the real card database and decks, loaded once from the data folder
//! beside the checkout (or the folder `HOLOCRON_DATA` names), and scenario builders over them.

use std::sync::OnceLock;
use swccg_cards::{Card, CardDb, DataDir, Deck};
use swccg_engine::Game;
use swccg_engine::scenario::Builder;

#[derive(Debug)]
pub struct Data {
    pub db: CardDb,
    pub dark: Deck,
    pub light: Deck,
}

/// The card database and the two Premiere Introductory decks.
pub fn data() -> &'static Data {
    static DATA: OnceLock<Data> = OnceLock::new();
    DATA.get_or_init(|| {
        let dir = DataDir::locate(None).expect("the data folder beside the checkout");
        let db = CardDb::load(&dir).expect("the card database loads");
        let dark = Deck::load(&db, &dir, "premiere-intro-2pg-dark").expect("dark deck");
        let light = Deck::load(&db, &dir, "premiere-intro-2pg-light").expect("light deck");
        Data { db, dark, light }
    })
}

pub fn cards(deck: &Deck) -> Vec<&'static Card> {
    let db = &data().db;
    deck.cards.iter().map(|&i| db.get(i)).collect()
}

/// A scenario builder over the two Premiere Introductory decks.
pub fn premiere() -> Builder {
    let d = data();
    let dark = cards(&d.dark).into_iter().cloned().collect();
    let light = cards(&d.light).into_iter().cloned().collect();
    Builder::new(dark, light)
}

/// A scenario builder over two decks of the given cards (GEMP ids, one entry per copy).
pub fn decks(dark: &[&str], light: &[&str]) -> Builder {
    Builder::new(
        dark.iter().map(|id| card(id)).collect(),
        light.iter().map(|id| card(id)).collect(),
    )
}

/// A card of the database by GEMP id.
pub fn card(gemp_id: &str) -> Card {
    let db = &data().db;
    db.get(
        db.by_gemp_id(gemp_id)
            .unwrap_or_else(|| panic!("{gemp_id} is not in the card database")),
    )
    .clone()
}

/// A new game between the two Premiere Introductory decks.
pub fn premiere_game(seed: u64) -> Game {
    let d = data();
    Game::new(&cards(&d.dark), &cards(&d.light), seed).expect("the decks make a game")
}
