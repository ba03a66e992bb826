//! Tests of Virtual Set 16 (set 216) cards whose scripts were drafted by `holocron cards draft`
//! and reviewed. Each test is named `card_<GEMP id>_<what the text does>`.

use super::pool_hoth::title;
use crate::support::{card, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::Phase;
use swccg_engine::scenario::Builder;

const BEACH: &str = "Scarif: Beach";
const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const DUNE_SEA: &str = "Tatooine: Dune Sea";
const SETTLEMENT: &str = "Kashyyyk: Work Settlement #121";
const DEPTHS: &str = "Kashyyyk: Forest Depths";

/// Work Settlement #121 and Forest Depths (another Kashyyyk site) and the Dune Sea on table,
/// with Light's Wookiee at `wookiee`, and the characters of `here` at the Work Settlement.
fn settlement(wookiee: &str, here: &[(swccg_cards::Side, &str)]) -> (i32, Option<i32>) {
    let mut b: Builder = premiere()
        .extra(Light, card("216_33"))
        .extra(Light, card("215_13"))
        .extra(Light, card("7_50"))
        .site(Light, SETTLEMENT)
        .site(Light, DEPTHS)
        .site(Light, DUNE_SEA)
        .at(Light, "Wookiee", wookiee);
    for &(side, who) in here {
        b = b.at(side, who, SETTLEMENT);
    }
    let s = b.phase(Light, Phase::Deploy).build();
    let w = s.card(Light, "Wookiee");
    (s.q().power(w), s.q().forfeit(w))
}

crate::card_tests! {
/// Krennic and death troopers (power 3) are power +1 here, not elsewhere; a Stormtrooper here
/// is not.
fn card_216_14_scarif_beach_krennic_and_death_troopers_power_1_more_here() {
    let krennic = title("207_20");
    for (site, power) in [(BEACH, 3 + 1), (MOS_EISLEY, 3)] {
        let s = premiere()
            .extra(Dark, card("216_14"))
            .extra(Dark, card("207_20"))
            .extra(Dark, card("206_10"))
            .site(Dark, BEACH)
            .site(Dark, MOS_EISLEY)
            .at(Dark, &krennic, site)
            .at(Dark, "Death Trooper", site)
            .at(Dark, "Stormtrooper", BEACH)
            .phase(Dark, Phase::Deploy)
            .build();
        let q = s.q();
        assert_eq!(q.power(s.card(Dark, &krennic)), power, "Krennic at {site}");
        assert_eq!(q.power(s.card(Dark, "Death Trooper")), power, "death trooper at {site}");
        assert_eq!(q.power(s.card(Dark, "Stormtrooper")), 1);
    }
}

/// Light's spies here (Bothan Spy, forfeit 3) are forfeit +1; not elsewhere; a Rebel Trooper
/// here is not.
fn card_216_14_scarif_beach_light_spies_forfeit_1_more_here() {
    for (site, forfeit) in [(BEACH, 3 + 1), (DUNE_SEA, 3)] {
        let s = premiere()
            .extra(Dark, card("216_14"))
            .extra(Light, card("7_5"))
            .site(Dark, BEACH)
            .site(Light, DUNE_SEA)
            .at(Light, "Bothan Spy", site)
            .at(Light, "Rebel Trooper", BEACH)
            .phase(Light, Phase::Deploy)
            .build();
        let q = s.q();
        assert_eq!(q.forfeit(s.card(Light, "Bothan Spy")), Some(forfeit), "at {site}");
        assert_eq!(q.forfeit(s.card(Light, "Rebel Trooper")), Some(2));
    }
}

/// While Dark controls the Work Settlement, Light's Wookiees (power 4, and +1 by the Wookiee's
/// own text at a Kashyyyk site) at Kashyyyk sites are power -1; not at the Dune Sea; not while
/// Light is at the Work Settlement too.
fn card_216_33_work_settlement_dark_opponents_wookiees_power_1_less_while_controlling() {
    let dark = [(Dark, "Stormtrooper")];
    let both = [(Dark, "Stormtrooper"), (Light, "Rebel Trooper")];
    assert_eq!(settlement(DEPTHS, &dark).0, 4 + 1 - 1);
    assert_eq!(settlement(DUNE_SEA, &dark).0, 4);
    assert_eq!(settlement(DEPTHS, &both).0, 4 + 1);
    assert_eq!(settlement(DEPTHS, &[]).0, 4 + 1);
}

/// While Light occupies the Work Settlement (even with Dark there too), Light's Wookiees
/// (forfeit 4) at Kashyyyk sites are forfeit +1; not at the Dune Sea; not while Light is not
/// there.
fn card_216_33_work_settlement_light_wookiees_forfeit_1_more_while_occupying() {
    let light = [(Light, "Rebel Trooper")];
    let both = [(Dark, "Stormtrooper"), (Light, "Rebel Trooper")];
    assert_eq!(settlement(DEPTHS, &light).1, Some(4 + 1));
    assert_eq!(settlement(SETTLEMENT, &[]).1, Some(4 + 1), "the Wookiee occupies it");
    assert_eq!(settlement(DEPTHS, &both).1, Some(4 + 1));
    assert_eq!(settlement(DUNE_SEA, &light).1, Some(4));
    assert_eq!(settlement(DEPTHS, &[(Dark, "Stormtrooper")]).1, Some(4));
}
}
