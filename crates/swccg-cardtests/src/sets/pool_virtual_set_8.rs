//! Tests of Virtual Set 8 (set 208) cards whose scripts were drafted by `holocron cards draft`
//! and reviewed. Each test is named `card_<GEMP id>_<what the text does>`.

use super::pool_hoth::use_text;
use crate::support::{card, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::decision::{Dest, TargetRef};
use swccg_engine::{Answer, Phase, Pile, Place, Prompt, What};

const WAR_ROOM: &str = "Yavin 4: Massassi War Room (V)";
const DUNE_SEA: &str = "Tatooine: Dune Sea";
const FOREST: &str = "Starkiller Base: Forest";
const RAYMUS: &str = "Captain Raymus Antilles";

crate::card_tests! {
/// Starkiller Base: Docking Bay: Light's transit from it costs 3; Dark's costs 1 (a
/// Stormtrooper moving), free with a First Order character there (a First Order
/// Stormtrooper moving).
fn card_208_52_starkiller_base_docking_bay_transit_costs() {
    use super::pool_hoth::transit_cost_of;
    super::pool_hoth::transit_costs(Dark, "208_52", 1, 3);
    transit_cost_of(Dark, "208_52", Dark, Some("204_40"), "First Order Stormtrooper", 0);
}

/// Light's characters here are immune to Set For Stun: it may target a Rebel Trooper at the
/// Dune Sea, not one here.
fn card_208_24_massassi_war_room_dark_opponents_characters_here_immune_to_set_for_stun() {
    let s = premiere()
        .extra(Light, card("208_24"))
        .site(Light, WAR_ROOM)
        .site(Light, DUNE_SEA)
        .at(Light, "Rebel Trooper", WAR_ROOM)
        .at(Light, "Rebel Trooper", DUNE_SEA)
        .hand(Dark, "Set For Stun")
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Deploy)
        .build();
    let stun = s.card(Dark, "Set For Stun");
    let targets: Vec<TargetRef> = s
        .options()
        .into_iter()
        .filter_map(|a| match a {
            Answer::Play { card, target, .. } if card == stun => Some(target),
            _ => None,
        })
        .collect();
    let away = s
        .cards(Light, "Rebel Trooper")
        .into_iter()
        .find(|&c| s.state().location_of(c) == Some(s.site(DUNE_SEA)))
        .expect("a Rebel Trooper at the Dune Sea");
    assert_eq!(targets, vec![TargetRef::Card(away)]);
}

/// Once per game, in Light's deploy phase, a Rebel leader deploys here from the Reserve Deck
/// (Leia, for her cost 3, not a Rebel Trooper), which is reshuffled; not again with another
/// leader (Captain Raymus Antilles) still there, and not in the control phase.
fn card_208_24_massassi_war_room_light_deploys_a_rebel_leader_here_once_per_game() {
    let build = |phase| {
        premiere()
            .extra(Light, card("208_24"))
            .extra(Light, card("1_17"))
            .extra(Light, card("203_3"))
            .site(Light, WAR_ROOM)
            .site(Light, DUNE_SEA)
            .at(Light, "Talz", DUNE_SEA) // a drain to offer keeps the control phase open
            .fill(Light, Pile::Force, 3)
            .phase(Light, phase)
            .build()
    };
    let s = build(Phase::Control);
    assert_eq!(s.prompt(), Some(Prompt::Action { phase: Phase::Control }));
    assert!(!s.options().iter().any(use_text(s.site(WAR_ROOM))), "not in the control phase");
    let mut s = build(Phase::Deploy);
    let room = s.site(WAR_ROOM);
    s.answer_with(use_text(room));
    let leia = s.card(Light, "Leia Organa");
    let raymus = s.card(Light, RAYMUS);
    let trooper = s.card(Light, "Rebel Trooper");
    let offered = crate::support::deploy_choices_at(&s, room);
    assert!(offered.contains(&leia) && offered.contains(&raymus), "{offered:?}");
    assert!(!offered.contains(&trooper), "not a leader");
    s.answer(Answer::Deploy {
        card: leia,
        to: Dest::At(room),
    });
    assert_eq!(s.place(leia), Place::At { location: room });
    assert_eq!(s.pile(Light, Pile::Force).len(), 0, "Leia's cost");
    assert!(s.saw(|w| matches!(w, What::Shuffled { player: Light, pile: Pile::Reserve })));
    assert!(!s.options().iter().any(use_text(room)), "once per game");
}

/// Kylo Ren (power 5) armed with his lightsaber is power +2 here; unarmed here, or armed at
/// the Dune Sea, 5.
fn card_208_53_starkiller_forest_dark_kylo_armed_with_a_lightsaber_power_2_more_here() {
    for (at, armed, power) in [(FOREST, true, 5 + 2), (FOREST, false, 5), (DUNE_SEA, true, 5)] {
        let mut b = premiere()
            .extra(Dark, card("208_53"))
            .extra(Dark, card("204_43"))
            .extra(Dark, card("204_58"))
            .site(Dark, FOREST)
            .site(Light, DUNE_SEA)
            .at(Dark, "Kylo Ren", at);
        if armed {
            b = b.on(Dark, "Kylo Ren's Lightsaber", "Kylo Ren");
        }
        let s = b.phase(Dark, Phase::Deploy).build();
        assert_eq!(s.q().power(s.card(Dark, "Kylo Ren")), power, "at {at}, armed {armed}");
    }
}

/// Rey (power 4) armed with a lightsaber (Luke's Lightsaber) is power +2 here; unarmed here,
/// or armed at the Dune Sea, 4; Luke (power 2) armed here is not raised.
fn card_208_53_starkiller_forest_light_rey_armed_with_a_lightsaber_power_2_more_here() {
    for (at, armed, power) in [(FOREST, true, 4 + 2), (FOREST, false, 4), (DUNE_SEA, true, 4)] {
        let mut b = premiere()
            .extra(Dark, card("208_53"))
            .extra(Light, card("204_9"))
            .extra(Light, card("9_90"))
            .extra(Light, card("9_90"))
            .site(Dark, FOREST)
            .site(Light, DUNE_SEA)
            .at(Light, "Luke", FOREST)
            .on(Light, "Luke's Lightsaber", "Luke")
            .at(Light, "Rey", at);
        if armed {
            b = b.on(Light, "Luke's Lightsaber", "Rey");
        }
        let s = b.phase(Light, Phase::Deploy).build();
        let q = s.q();
        assert_eq!(q.power(s.card(Light, "Rey")), power, "at {at}, armed {armed}");
        assert_eq!(q.power(s.card(Light, "Luke")), 2, "not Rey");
    }
}
}
