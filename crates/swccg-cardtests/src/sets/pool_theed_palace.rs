//! Tests of Theed Palace (set 14) cards whose scripts were drafted by `holocron cards draft`
//! and reviewed. Each test is named `card_<GEMP id>_<what the text does>`.

use super::pool_hoth::{drained, use_text};
use crate::support::{card, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::{Answer, Phase, Pile, Place, Prompt, What};

const HALLWAY: &str = "Naboo: Theed Palace Hallway";
const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const DROID: &str = "Security Battle Droid";

crate::card_tests! {
/// Once per game, in Dark's deploy phase, a battle droid deploys here from the Reserve Deck
/// (for its cost, 2), which is reshuffled; the text is not offered again with a second droid
/// still in the Reserve Deck, nor in Dark's control phase.
fn card_14_112_theed_palace_hallway_deploys_a_battle_droid_here_once_per_game() {
    let build = |phase| {
        premiere()
            .extra(Dark, card("14_112"))
            .extra(Dark, card("12_118"))
            .extra(Dark, card("12_118"))
            .site(Dark, HALLWAY)
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Stormtrooper", MOS_EISLEY)
            .fill(Dark, Pile::Force, 4)
            .phase(Dark, phase)
            .build()
    };
    let s = build(Phase::Control);
    assert_eq!(s.prompt(), Some(Prompt::Action { phase: Phase::Control }));
    assert!(!s.options().iter().any(use_text(s.site(HALLWAY))), "not in the control phase");
    let mut s = build(Phase::Deploy);
    let hallway = s.site(HALLWAY);
    s.answer_with(use_text(hallway));
    let droids = s.cards(Dark, DROID);
    if let Some(pick) = s.options().into_iter().find(|a| {
        matches!(a, Answer::Deploy { card, to: swccg_engine::decision::Dest::At(l) } if droids.contains(card) && *l == hallway)
    }) {
        s.answer(pick);
    }
    let here: Vec<_> = droids
        .iter()
        .filter(|&&d| s.place(d) == Place::At { location: hallway })
        .collect();
    assert_eq!(here.len(), 1, "{}", s.log());
    assert_eq!(s.pile(Dark, Pile::Force).len(), 4 - 2, "the droid's cost");
    assert!(s.saw(|w| matches!(w, What::Shuffled { player: Dark, pile: Pile::Reserve })));
    assert!(!s.options().iter().any(use_text(hallway)), "once per game");
}

/// Light drains 1 - 1 here (Light controlling it); Dark's drain here is not changed, and
/// Light's drain at another site is not either.
fn card_14_112_theed_palace_hallway_light_drains_1_less_here() {
    let b = premiere()
        .extra(Dark, card("14_112"))
        .site(Dark, HALLWAY)
        .site(Dark, MOS_EISLEY)
        .at(Light, "Rebel Trooper", HALLWAY)
        .at(Light, "Rebel Trooper", MOS_EISLEY);
    assert_eq!(drained(b.clone(), Light, HALLWAY), Some(0), "1 icon - 1");
    assert_eq!(drained(b, Light, MOS_EISLEY), Some(2));
    let s = premiere()
        .extra(Dark, card("14_112"))
        .site(Dark, HALLWAY)
        .at(Dark, "Stormtrooper", HALLWAY)
        .phase(Dark, Phase::Control)
        .build();
    assert_eq!(s.q().drain_amount(Dark, s.site(HALLWAY)), 1);
}
}
