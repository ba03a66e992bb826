//! Tests of a batch of Special Edition (set 7) and Death Star II (set 9) cards. Each test is
//! named `card_<GEMP id>_<what the text does>`.

use super::pool_hoth::drained;
use crate::support::{card, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::decision::Dest;
use swccg_engine::scenario::Builder;
use swccg_engine::{Answer, Phase, Pile, Place};

const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const JUNDLAND: &str = "Tatooine: Jundland Wastes";
const DUNE_SEA: &str = "Tatooine: Dune Sea";
const DESERT: &str = "Tatooine: Desert";
const ECHO_BAY: &str = "Hoth: Echo Docking Bay";
const DS_BAY: &str = "Death Star: Docking Bay 327";
const EMPEROR: &str = "Emperor Palpatine";
const OVERSEEING: &str = "Overseeing It Personally";

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

/// The Emperor at Jundland Wastes (Dark), Dune Sea (Light) and Echo Docking Bay (Dark) on
/// table, `drainer` at `site`; Overseeing It Personally on the Emperor if `effect`, Luke
/// with the Emperor if `rival`: what Dark drains at `site`.
fn overseeing_drain(effect: bool, drainer: &str, site: &str, rival: bool) -> Option<u8> {
    let mut b = premiere()
        .extra(Dark, card("9_130"))
        .extra(Dark, card("9_109"))
        .extra(Dark, card("3_147"))
        .site(Dark, JUNDLAND)
        .site(Light, DUNE_SEA)
        .site(Dark, ECHO_BAY)
        .at(Dark, EMPEROR, JUNDLAND)
        .at(Dark, drainer, site);
    if effect {
        b = b.on(Dark, OVERSEEING, EMPEROR);
    }
    if rival {
        b = b.at(Light, "Luke", JUNDLAND);
    }
    drained(b, Dark, site)
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

// ----- Overseeing It Personally -----

/// Deploys on the Emperor and on no other character (a Stormtrooper beside him).
fn card_9_130_overseeing_it_personally_deploys_on_the_emperor() {
    let mut s = premiere()
        .extra(Dark, card("9_130"))
        .extra(Dark, card("9_109"))
        .site(Dark, JUNDLAND)
        .at(Dark, EMPEROR, JUNDLAND)
        .at(Dark, "Stormtrooper", JUNDLAND)
        .hand(Dark, OVERSEEING)
        .fill(Dark, Pile::Force, 3)
        .phase(Dark, Phase::Deploy)
        .build();
    let effect = s.card(Dark, OVERSEEING);
    let emperor = s.card(Dark, EMPEROR);
    let options = s.deploy_options_for(effect);
    assert_eq!(options.len(), 1, "{options:?}");
    assert!(matches!(options[0], Dest::On { card, .. } if card == emperor));
    s.answer(Answer::Deploy { card: effect, to: options[0] });
    assert_eq!(s.place(effect), Place::On { card: emperor });
}

/// With the Emperor at a battleground site Dark controls, Dark's drains at related sites
/// with an Imperial are +1 (Dune Sea, 1 -> 2); not with only a Jawa there, not at a Hoth
/// site, not while Luke contests the Emperor's site, not without the Effect.
fn card_9_130_overseeing_it_personally_drains_plus_1_at_related_sites_with_an_imperial() {
    assert_eq!(overseeing_drain(true, "Stormtrooper", DUNE_SEA, false), Some(2));
    assert_eq!(overseeing_drain(false, "Stormtrooper", DUNE_SEA, false), Some(1));
    assert_eq!(overseeing_drain(true, "Jawa", DUNE_SEA, false), Some(1));
    assert_eq!(overseeing_drain(true, "Stormtrooper", DUNE_SEA, true), Some(1));
    assert_eq!(
        overseeing_drain(true, "Stormtrooper", ECHO_BAY, false),
        overseeing_drain(false, "Stormtrooper", ECHO_BAY, false)
    );
    assert!(overseeing_drain(false, "Stormtrooper", ECHO_BAY, false).is_some());
}
}
