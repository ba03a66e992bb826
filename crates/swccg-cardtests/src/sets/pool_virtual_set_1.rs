//! Tests of Virtual Set 1 (set 201) cards. Each test is named `card_<GEMP id>_<what the text
//! does>`.

use super::pool_hoth::{drained, use_text};
use crate::support::{card, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::decision::Dest;
use swccg_engine::{Answer, Phase, Pile, Place, Prompt, What};

const CITY: &str = "Coruscant: Imperial City (V)";
const MOS_EISLEY: &str = "Tatooine: Mos Eisley";

crate::card_tests! {
/// Once per game, in Dark's deploy phase, a character with 'Black Sun' in its lore (Makurth,
/// for its cost 2) deploys here from the Reserve Deck, which is reshuffled; a Stormtrooper is
/// not offered; not again with a second Black Sun agent (Jodo Kast) still there, and not in
/// the control phase.
fn card_201_38_imperial_city_dark_deploys_a_black_sun_character_here_once_per_game() {
    let build = |phase| {
        premiere()
            .extra(Dark, card("201_38"))
            .extra(Dark, card("7_189"))
            .extra(Dark, card("110_9"))
            .site(Dark, CITY)
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Stormtrooper", MOS_EISLEY)
            .fill(Dark, Pile::Force, 2)
            .phase(Dark, phase)
            .build()
    };
    let s = build(Phase::Control);
    assert_eq!(s.prompt(), Some(Prompt::Action { phase: Phase::Control }));
    assert!(!s.options().iter().any(use_text(s.site(CITY))), "not in the control phase");
    let mut s = build(Phase::Deploy);
    let city = s.site(CITY);
    s.answer_with(use_text(city));
    let makurth = s.card(Dark, "Makurth");
    let jodo = s.card(Dark, "Jodo Kast");
    let offered = crate::support::deploy_choices_at(&s, city);
    assert!(offered.contains(&makurth), "{offered:?}");
    assert!(
        s.cards(Dark, "Stormtrooper").iter().all(|t| !offered.contains(t)),
        "no Black Sun in a Stormtrooper's lore"
    );
    s.answer(Answer::Deploy {
        card: makurth,
        to: Dest::At(city),
    });
    assert_eq!(s.place(makurth), Place::At { location: city });
    assert_eq!(s.pile(Dark, Pile::Force).len(), 0, "Makurth's cost");
    assert!(s.saw(|w| matches!(w, What::Shuffled { player: Dark, pile: Pile::Reserve })));
    assert!(!s.place(jodo).on_table());
    assert!(!s.options().iter().any(use_text(city)), "once per game");
}

/// Light drains here 1 more than its icons (1 Dark Side icon: 1 + 1); Dark's drain here is
/// not raised (0 Light Side icons: no drain).
fn card_201_38_imperial_city_light_force_drain_1_more_here() {
    let b = premiere()
        .extra(Dark, card("201_38"))
        .site(Dark, CITY)
        .at(Light, "Rebel Trooper", CITY);
    assert_eq!(drained(b, Light, CITY), Some(1 + 1));
    let s = premiere()
        .extra(Dark, card("201_38"))
        .site(Dark, CITY)
        .at(Dark, "Stormtrooper", CITY)
        .phase(Dark, Phase::Control)
        .build();
    assert_eq!(s.q().drain_amount(Dark, s.site(CITY)), 0);
}
}
