//! Tests of Death Star II (set 9) cards whose scripts were drafted by `holocron cards draft`
//! and reviewed. Each test is named `card_<GEMP id>_<what the text does>`.

use super::pool_hoth::{title, use_text};
use crate::support::{card, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::{Answer, Phase, Pile, Place, What};

const THRONE_ROOM: &str = "Death Star II: Throne Room";
const MOS_EISLEY: &str = "Tatooine: Mos Eisley";

crate::card_tests! {
/// Once per game, Dark takes Emperor's Power into hand from the Reserve Deck, which is then
/// reshuffled; with a second copy still in the Reserve Deck, the text is not offered again.
fn card_9_147_throne_room_dark_takes_emperors_power_once_per_game() {
    let power = title("9_123");
    let mut s = premiere()
        .extra(Dark, card("9_147"))
        .extra(Dark, card("9_123"))
        .extra(Dark, card("9_123"))
        .site(Dark, THRONE_ROOM)
        .phase(Dark, Phase::Deploy)
        .build();
    let room = s.site(THRONE_ROOM);
    assert!(s.options().iter().any(use_text(room)));
    s.answer_with(use_text(room));
    let copies = s.cards(Dark, &power);
    let found: Vec<_> = s
        .options()
        .into_iter()
        .filter_map(|a| match a {
            Answer::Choose(c) => Some(c),
            _ => None,
        })
        .collect();
    assert!(!found.is_empty() && found.iter().all(|c| copies.contains(c)), "only Emperor's Power");
    s.answer_with(|a| matches!(a, Answer::Choose(c) if copies.contains(c)));
    let in_hand: Vec<_> = s
        .cards(Dark, &power)
        .into_iter()
        .filter(|&c| s.place(c) == Place::Pile(Pile::Hand))
        .collect();
    assert_eq!(in_hand.len(), 1, "{}", s.log());
    assert!(s.saw(|w| matches!(w, What::Shuffled { player: Dark, pile: Pile::Reserve })));
    assert!(!s.options().iter().any(use_text(room)), "once per game");
}

/// Throne Room is immune to Revolution; another site is not, and the Throne Room is not
/// immune to other cards.
fn card_9_147_throne_room_is_immune_to_revolution() {
    let s = premiere()
        .extra(Dark, card("9_147"))
        .extra(Light, card("1_62"))
        .site(Dark, THRONE_ROOM)
        .site(Dark, MOS_EISLEY)
        .hand(Light, "Revolution")
        .hand(Light, "Surprise Assault")
        .phase(Light, Phase::Deploy)
        .build();
    let q = s.q();
    let revolution = s.card(Light, "Revolution");
    let room = s.site(THRONE_ROOM);
    assert!(q.immune_to(room, revolution));
    assert!(!q.immune_to(s.site(MOS_EISLEY), revolution));
    assert!(!q.immune_to(room, s.card(Light, "Surprise Assault")));
}
}
