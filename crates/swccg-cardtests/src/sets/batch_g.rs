//! Tests of a batch of Special Edition (set 7) and Death Star II (set 9) cards. Each test is
//! named `card_<GEMP id>_<what the text does>`.

use crate::support::{card, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::decision::Dest;
use swccg_engine::scenario::Builder;
use swccg_engine::{Answer, Phase, Pile, Place};

const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const DESERT: &str = "Tatooine: Desert";
const ECHO_BAY: &str = "Hoth: Echo Docking Bay";
const DS_BAY: &str = "Death Star: Docking Bay 327";

/// Dark's Sandtrooper (or Stormtrooper) in hand, Tatooine: Mos Eisley, Tatooine: Desert,
/// Hoth: Echo Docking Bay and Death Star: Docking Bay 327 on table.
fn sandtrooper_table() -> Builder {
    premiere()
        .extra(Dark, card("7_201"))
        .extra(Dark, card("6_169"))
        .extra(Dark, card("3_147"))
        .site(Dark, MOS_EISLEY)
        .site(Dark, DESERT)
        .site(Dark, ECHO_BAY)
        .site(Dark, DS_BAY)
}

crate::card_tests! {
// ----- Sandtrooper -----

/// Deploys only to Tatooine (Mos Eisley, Tatooine: Desert) and not to a Hoth or Death Star
/// site, where a Stormtrooper may deploy; it really deploys to Mos Eisley.
fn card_7_201_sandtrooper_deploys_only_to_tatooine_or_a_desert() {
    let mut s = sandtrooper_table()
        .hand(Dark, "Sandtrooper")
        .hand(Dark, "Stormtrooper")
        .fill(Dark, Pile::Force, 5)
        .phase(Dark, Phase::Deploy)
        .build();
    let trooper = s.card(Dark, "Sandtrooper");
    let (mos, desert) = (s.site(MOS_EISLEY), s.site(DESERT));
    let (echo, ds) = (s.site(ECHO_BAY), s.site(DS_BAY));
    let mut options = s.deploy_options_for(trooper);
    options.sort_by_key(|d| format!("{d:?}"));
    let mut expected = vec![Dest::At(mos), Dest::At(desert)];
    expected.sort_by_key(|d| format!("{d:?}"));
    assert_eq!(options, expected);
    let storm = s.card(Dark, "Stormtrooper");
    let storm_options = s.deploy_options_for(storm);
    assert!(storm_options.contains(&Dest::At(echo)) && storm_options.contains(&Dest::At(ds)));
    s.answer(Answer::Deploy { card: trooper, to: Dest::At(mos) });
    assert_eq!(s.place(trooper), Place::At { location: mos });
}

/// Power 2 on Tatooine, 1 at a Hoth site; immune to Sandwhirl anywhere (a Stormtrooper
/// beside it is not).
fn card_7_201_sandtrooper_power_1_less_off_tatooine_and_immune_to_sandwhirl() {
    for (site, power) in [(MOS_EISLEY, 2), (DESERT, 2), (ECHO_BAY, 1)] {
        let s = sandtrooper_table()
            .extra(Light, card("6_57"))
            .at(Dark, "Sandtrooper", site)
            .at(Dark, "Stormtrooper", site)
            .hand(Light, "Sandwhirl")
            .phase(Dark, Phase::Deploy)
            .build();
        let (trooper, storm) = (s.card(Dark, "Sandtrooper"), s.card(Dark, "Stormtrooper"));
        let whirl = s.card(Light, "Sandwhirl");
        assert_eq!(s.q().power(trooper), power, "at {site}");
        assert!(s.q().immune_to(trooper, whirl), "at {site}");
        assert!(!s.q().immune_to(storm, whirl), "at {site}");
    }
}
}
