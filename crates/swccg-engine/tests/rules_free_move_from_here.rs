//! A location's `may move free from here to <locations>` (Death Star: Level 4 Military
//! Corridor, "Imperials may move free from here to any one Death Star site"): in the reader's
//! move phase the cards it names make their regular move free from the location to a matching
//! one, adjacent or not. It is the card's move of the turn (CR 10: a card makes one regular
//! move a turn), and it goes one way only.

mod common;

use common::{answer_plainly, card, premiere};
use swccg_cards::Side::Dark;
use swccg_engine::{Answer, Phase, Pile, Place};

const LEVEL_4: &str = "Death Star: Level 4 Military Corridor";
const DETENTION: &str = "Death Star: Detention Block Corridor";
const CORE: &str = "Death Star: Central Core";

#[test]
fn free_move_from_here_is_the_regular_move_of_the_turn_and_one_way() {
    let mut s = premiere()
        .extra(Dark, card("1_286"))
        .extra(Dark, card("1_283"))
        .site(Dark, LEVEL_4)
        .site(Dark, DETENTION)
        .site(Dark, CORE)
        .at(Dark, "Stormtrooper", LEVEL_4)
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Move)
        .build();
    let trooper = s.card(Dark, "Stormtrooper");
    let (level_4, core) = (s.site(LEVEL_4), s.site(CORE));
    assert_eq!(s.game.why_not_move(Dark, trooper, core), None);
    s.answer(Answer::Move {
        card: trooper,
        to: core,
    });
    for _ in 0..6 {
        if s.place(trooper) == (Place::At { location: core }) {
            break;
        }
        assert!(answer_plainly(&mut s), "{}", s.log());
    }
    assert_eq!(
        s.place(trooper),
        Place::At { location: core },
        "{}",
        s.log()
    );
    assert_eq!(s.pile(Dark, Pile::Force).len(), 2, "free");
    // Its move of the turn is made: it moves no more, not even back to an adjacent site.
    assert!(!s.has_option(Answer::Move {
        card: trooper,
        to: s.site(DETENTION)
    }));
    // Back from the Core to Level 4 is not the text's way: two sites apart, it is no move.
    assert!(s.game.why_not_move(Dark, trooper, level_4).is_some());
}
