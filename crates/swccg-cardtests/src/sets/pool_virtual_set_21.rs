//! Tests of Virtual Set 21 (set 221) cards whose scripts were drafted by `holocron cards draft`
//! and reviewed. Each test is named `card_<GEMP id>_<what the text does>`.

use super::pool_hoth::title;
use crate::support::{card, drive_until, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::{Answer, Phase, Pile, Place, What};

const MOS_EISLEY: &str = "Tatooine: Mos Eisley";

crate::card_tests! {
/// During a battle, Shattered Hope (V) adds one battle destiny for Dark and goes to the Lost
/// Pile; outside a battle it may not be played.
fn card_221_31_shattered_hope_adds_one_battle_destiny_during_battle() {
    let hope_title = title("221_31");
    let mut s = premiere()
        .extra(Dark, card("221_31"))
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Vader", MOS_EISLEY)
        .at(Light, "Luke", MOS_EISLEY)
        .hand(Dark, &hope_title)
        .fill(Dark, Pile::Force, 3)
        .fill(Light, Pile::Used, 10)
        .phase(Dark, Phase::Battle)
        .build();
    let hope = s.card(Dark, &hope_title);
    let play = move |a: &Answer| matches!(a, Answer::Play { card, .. } if *card == hope);
    assert!(!s.options().iter().any(play), "not before a battle");
    s.answer(Answer::Battle(s.site(MOS_EISLEY)));
    assert!(drive_until(&mut s, play, 40), "offered during the battle\n{}", s.log());
    s.answer_with(play);
    let added: i32 = s
        .seen()
        .filter_map(|w| match w {
            What::BattleDestinyAdded { player: Dark, count } => Some(*count),
            _ => None,
        })
        .sum();
    assert_eq!(added, 1);
    assert_eq!(s.place(hope), Place::Pile(Pile::Lost));
}
}
