//! Tests of Empire Strikes Back Introductory Two Player Game (set 104) cards whose scripts
//! were drafted by `holocron cards draft` and reviewed. Each test is named
//! `card_<GEMP id>_<what the text does>`.

use super::pool_hoth::drained;
use crate::support::{card, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::decision::Dest;
use swccg_engine::{Answer, Phase, Pile};

const MOUNTAINS: &str = "Hoth: Mountains (6th Marker)";
const PERIMETER: &str = "Hoth: Defensive Perimeter (3rd Marker)";
const LIN_V8M: &str = "LIN-V8M (Elleyein-Veeateemm)";

crate::card_tests! {
/// Dark's Imperials deploy for 1 less here: with 1 Force a Snowtrooper (deploy 2) goes here
/// and not to the Defensive Perimeter, and uses that 1 Force; a droid (LIN-V8M, deploy 2) is
/// no Imperial and cannot deploy with 1 Force.
fn card_104_4_mountains_dark_imperials_deploy_1_less_here() {
    let mut s = premiere()
        .extra(Dark, card("104_4"))
        .extra(Dark, card("3_144"))
        .extra(Dark, card("3_91"))
        .site(Dark, MOUNTAINS)
        .site(Dark, PERIMETER)
        .hand(Dark, "Snowtrooper")
        .hand(Dark, LIN_V8M)
        .fill(Dark, Pile::Force, 1)
        .phase(Dark, Phase::Deploy)
        .build();
    let trooper = s.card(Dark, "Snowtrooper");
    let here = s.site(MOUNTAINS);
    assert_eq!(s.deploy_options_for(trooper), vec![Dest::At(here)]);
    assert!(s.deploy_options_for(s.card(Dark, LIN_V8M)).is_empty(), "not an Imperial");
    s.answer(Answer::Deploy {
        card: trooper,
        to: Dest::At(here),
    });
    assert_eq!(s.pile(Dark, Pile::Force).len(), 0, "2 - 1 Force used");
}

/// Light drains 1 + 1 here while controlling it; while Dark is here too, no +1.
fn card_104_4_mountains_light_drains_1_more_when_controlling() {
    let b = premiere()
        .extra(Dark, card("104_4"))
        .site(Dark, MOUNTAINS)
        .at(Light, "Rebel Trooper", MOUNTAINS);
    assert_eq!(drained(b.clone(), Light, MOUNTAINS), Some(1 + 1));
    let s = b
        .at(Dark, "Stormtrooper", MOUNTAINS)
        .phase(Light, Phase::Control)
        .build();
    assert_eq!(s.q().drain_amount(Light, s.site(MOUNTAINS)), 1);
}
}
