//! Tests of Virtual Set 9 (set 209) cards whose scripts were drafted by `holocron cards draft`
//! and reviewed. Each test is named `card_<GEMP id>_<what the text does>`.

use super::pool_hoth::drained;
use crate::support::{card, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::{CardId, Phase};

const BEACH: &str = "Scarif: Beach";
const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const DUNE_SEA: &str = "Tatooine: Dune Sea";
const WOLFMAN: &str = "Shistavanen Wolfman";

crate::card_tests! {
/// Dark's Imperial troopers here are forfeit +1 (a Stormtrooper, 2); not one elsewhere, not
/// an Imperial who is no trooper (Vader, 5), not an alien trooper (Cloud City Trooper, 3), not
/// Light's troopers (Rebel Trooper, 2).
fn card_209_24_scarif_beach_dark_imperial_troopers_forfeit_1_more_here() {
    let s = premiere()
        .extra(Light, card("209_24"))
        .extra(Dark, card("5_95"))
        .site(Light, BEACH)
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Stormtrooper", BEACH)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .at(Dark, "Vader", BEACH)
        .at(Dark, "Cloud City Trooper", BEACH)
        .at(Light, "Rebel Trooper", BEACH)
        .phase(Dark, Phase::Deploy)
        .build();
    let q = s.q();
    let here = s.site(BEACH);
    let at = |c: CardId| s.state().location_of(c) == Some(here);
    let mut troopers: Vec<(bool, Option<i32>)> = s.cards(Dark, "Stormtrooper")[..2]
        .iter()
        .map(|&c| (at(c), q.forfeit(c)))
        .collect();
    troopers.sort();
    assert_eq!(troopers, vec![(false, Some(2)), (true, Some(2 + 1))]);
    assert_eq!(q.forfeit(s.card(Dark, "Vader")), Some(5));
    assert_eq!(q.forfeit(s.card(Dark, "Cloud City Trooper")), Some(3));
    assert_eq!(q.forfeit(s.card(Light, "Rebel Trooper")), Some(2));
}

/// Light's scouts (Shistavanen Wolfman, 2) and spies (Bothan Spy, 1) here are power +1; not a
/// scout elsewhere, not a Rebel Trooper here.
fn card_209_24_scarif_beach_light_scouts_and_spies_power_1_more_here() {
    let s = premiere()
        .extra(Light, card("209_24"))
        .extra(Light, card("7_5"))
        .site(Light, BEACH)
        .site(Light, DUNE_SEA)
        .at(Light, WOLFMAN, BEACH)
        .at(Light, WOLFMAN, DUNE_SEA)
        .at(Light, "Bothan Spy", BEACH)
        .at(Light, "Rebel Trooper", BEACH)
        .phase(Light, Phase::Deploy)
        .build();
    let q = s.q();
    let here = s.site(BEACH);
    let mut scouts: Vec<(bool, i32)> = s.cards(Light, WOLFMAN)[..2]
        .iter()
        .map(|&c| (s.state().location_of(c) == Some(here), q.power(c)))
        .collect();
    scouts.sort();
    assert_eq!(scouts, vec![(false, 2), (true, 2 + 1)]);
    assert_eq!(q.power(s.card(Light, "Bothan Spy")), 1 + 1);
    assert_eq!(q.power(s.card(Light, "Rebel Trooper")), 1);
}

/// Light drains 1 + 1 here, and 1 at the Dune Sea; Dark's drain here is not changed.
fn card_209_24_scarif_beach_light_drains_1_more_here() {
    let b = premiere()
        .extra(Light, card("209_24"))
        .site(Light, BEACH)
        .site(Light, DUNE_SEA)
        .at(Light, "Rebel Trooper", BEACH)
        .at(Light, "Rebel Trooper", DUNE_SEA);
    assert_eq!(drained(b.clone(), Light, BEACH), Some(1 + 1));
    assert_eq!(drained(b, Light, DUNE_SEA), Some(1));
    let s = premiere()
        .extra(Light, card("209_24"))
        .site(Light, BEACH)
        .at(Dark, "Stormtrooper", BEACH)
        .phase(Dark, Phase::Control)
        .build();
    assert_eq!(s.q().drain_amount(Dark, s.site(BEACH)), 2);
}
}
