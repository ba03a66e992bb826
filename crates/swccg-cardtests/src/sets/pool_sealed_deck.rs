//! Tests of Official Tournament Sealed Deck (set 106) cards. Each test is named
//! `card_<GEMP id>_<what the text does>`.

use super::pool_hoth::drained;
use crate::support::{card, premiere};
use swccg_cards::Side::{Dark, Light};

const JUNDLAND: &str = "Tatooine: Jundland Wastes";

crate::card_tests! {
/// Light's Force drain at this Jundland Wastes is 1 more than at Dark's Premiere Jundland
/// Wastes (same icons, no drain text for Light), 2 more with a Vaporator present.
fn card_106_8_jundland_wastes_light_drain_plus_1_or_2_with_vaporator() {
    let base = drained(
        premiere()
            .site(Dark, JUNDLAND)
            .at(Light, "Rebel Trooper", JUNDLAND),
        Light,
        JUNDLAND,
    )
    .expect("a drain");
    let here = |vaporator: bool| {
        let mut b = premiere()
            .extra(Light, card("106_8"))
            .extra(Light, card("1_41"))
            .site(Light, JUNDLAND)
            .at(Light, "Rebel Trooper", JUNDLAND);
        if vaporator {
            b = b.at(Light, "Vaporator", JUNDLAND);
        }
        drained(b, Light, JUNDLAND).expect("a drain")
    };
    assert_eq!(here(false), base + 1);
    assert_eq!(here(true), base + 2);
}

/// Dark's Force drain here is +1 with its Tusken Raider present, not with a Stormtrooper.
fn card_106_8_jundland_wastes_dark_drain_plus_1_with_tusken_raider() {
    let at = |who: &str| {
        drained(
            premiere()
                .extra(Light, card("106_8"))
                .site(Light, JUNDLAND)
                .at(Dark, who, JUNDLAND),
            Dark,
            JUNDLAND,
        )
        .expect("a drain")
    };
    assert_eq!(at("Tusken Raider"), at("Stormtrooper") + 1);
    assert_eq!(at("Stormtrooper"), 1);
}
}
