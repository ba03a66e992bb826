//! Insert cards ("Insert in opponent's Reserve Deck"), tested by the seed entries that speak
//! of them: seed 004 "Face down" and seed 001 "Stealing" (an opponent's card reaching the top
//! of your Reserve Deck is revealed; an inserted card is not stolen).

mod common;

use common::{card, premiere};
use door::Game as _;
use swccg_cards::Side::{Dark, Light};
use swccg_engine::decision::Dest;
use swccg_engine::{Answer, Phase, Pile, Place, What};

const MOS_EISLEY: &str = "Tatooine: Mos Eisley";

/// Seed 004 "Face down": face-down cards are not on table, except insert cards in a Reserve
/// Deck. A unique insert card inserted once may not be inserted again (its copy is on table).
#[test]
fn seed004_face_down_an_inserted_card_counts_as_on_table() {
    for inserted in [false, true] {
        let mut b = premiere()
            .extra(Light, card("4_27"))
            .extra(Light, card("4_27"))
            .site(Light, "Tatooine: Dune Sea")
            .hand(Light, "Never Tell Me The Odds")
            .hand(Light, "Rebel Trooper")
            .fill(Light, Pile::Force, 2);
        if inserted {
            b = b.inserted(Light, "Never Tell Me The Odds", 5);
        }
        let s = b.phase(Light, Phase::Deploy).build();
        let in_hand = s
            .pile(Light, Pile::Hand)
            .iter()
            .copied()
            .find(|&c| s.q().bp(c).title == "Never Tell Me The Odds");
        let offered = s.has_option(Answer::Deploy {
            card: in_hand.expect("a copy in hand"),
            to: Dest::Insert,
        });
        assert_eq!(offered, !inserted, "{:?}", s.options());
    }
}

/// Seed 001 "Stealing": whenever an opponent's card comes to the top of your Reserve Deck it
/// is revealed to both players; an insert card then does what it says. Here the card above
/// Never Tell Me The Odds is activated: the insert card is revealed and never activated.
#[test]
fn seed001_stealing_an_opponents_card_at_the_top_of_your_reserve_deck_is_revealed() {
    let mut s = premiere()
        .extra(Light, card("4_27"))
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .inserted(Light, "Never Tell Me The Odds", 1)
        .phase(Dark, Phase::Activate)
        .build();
    let odds = s.card(Light, "Never Tell Me The Odds");
    let reserve = s.pile(Dark, Pile::Reserve).len();
    assert_eq!(
        s.pile(Dark, Pile::Reserve)[reserve - 2],
        odds,
        "second from the top"
    );
    s.answer(Answer::Activate(1));
    let revealed = s
        .events
        .iter()
        .find(|e| matches!(e.what, What::InsertRevealed { card } if card == odds))
        .expect("revealed");
    assert!(revealed.visibility.allows(Dark) && revealed.visibility.allows(Light));
    assert!(!s.pile(Dark, Pile::Force).contains(&odds));
}

/// Seed 001 "Stealing": a card inserted into your Reserve Deck is not stolen; it stays the
/// opponent's card, so once revealed and lost it goes to its owner's Lost Pile.
#[test]
fn seed001_stealing_an_inserted_card_stays_its_owners() {
    let s = premiere()
        .extra(Dark, card("4_114"))
        .inserted(Dark, "3,720 To 1", 0)
        .phase(Light, Phase::Deploy)
        .build();
    let insert = s.card(Dark, "3,720 To 1");
    assert_eq!(s.q().owner(insert), Dark);
    assert_eq!(s.place(insert), Place::Pile(Pile::Lost));
    assert!(s.pile(Dark, Pile::Lost).contains(&insert));
    assert!(!s.pile(Light, Pile::Lost).contains(&insert));
}

/// An inserted card is hidden: the opponent's view counts one more card in their Reserve
/// Deck and names none, and no event the opponent may see names it.
#[test]
fn insert_cards_the_opponent_sees_an_unknown_card() {
    let mut s = premiere()
        .extra(Dark, card("4_114"))
        .hand(Dark, "3,720 To 1")
        .phase(Dark, Phase::Deploy)
        .build();
    let insert = s.card(Dark, "3,720 To 1");
    let before = s.game.view(Light).you.reserve;
    s.answer(Answer::Deploy {
        card: insert,
        to: Dest::Insert,
    });
    if s.place(insert) != Place::Pile(Pile::Reserve) {
        return; // inserted on top: revealed at once, nothing left hidden
    }
    let view = s.game.view(Light);
    assert_eq!(view.you.reserve, before + 1);
    let json = serde_json::to_string(&view).expect("a view serializes");
    assert!(!json.contains("4_114"), "{json}");
    for e in s.events.iter().filter(|e| e.visibility.allows(Light)) {
        if let What::Inserted { card, .. } = e.what {
            assert_eq!(card, None);
        }
    }
}
