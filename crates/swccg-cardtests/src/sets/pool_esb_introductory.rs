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
const ECHO_BAY: &str = "Hoth: Echo Docking Bay";
const DUNE_SEA: &str = "Tatooine: Dune Sea";
const DETENTION: &str = "Death Star: Detention Block Corridor";

/// `side`'s `title` (GEMP id `id`, deploy cost `cost`) in hand with its Echo Docking Bay and
/// the Dune Sea on table: it may deploy only to the Echo Docking Bay, and with three of the
/// opponent's unique characters on table (not two) it may not deploy at all.
fn must_deploy_on_hoth(side: swccg_cards::Side, id: &str, title: &str, cost: usize) {
    let uniques: [(&str, &str); 3] = match side {
        Light => [
            ("101_5", "Vader"),
            ("1_179", "Grand Moff Tarkin"),
            ("1_178", "General Tagge"),
        ],
        Dark => [
            ("101_2", "Luke"),
            ("1_17", "Leia Organa"),
            ("1_21", "Obi-Wan Kenobi"),
        ],
    };
    for n in [0, 2, 3] {
        let bay = if side == Light { "3_59" } else { "3_147" };
        let mut b = premiere()
            .extra(side, card(id))
            .extra(side, card(bay))
            .site(side, ECHO_BAY)
            .site(Light, DUNE_SEA)
            .site(Dark, DETENTION);
        for (uid, utitle) in &uniques[..n] {
            b = b
                .extra(side.opponent(), card(uid))
                .at(side.opponent(), utitle, DETENTION);
        }
        let mut s = b
            .hand(side, title)
            .fill(side, Pile::Force, cost)
            .phase(side, Phase::Deploy)
            .build();
        let c = s.card(side, title);
        let expected = if n < 3 {
            vec![Dest::At(s.site(ECHO_BAY))]
        } else {
            vec![]
        };
        assert_eq!(s.deploy_options_for(c), expected, "{n} uniques");
        if n < 3 {
            s.answer(Answer::Deploy {
                card: c,
                to: Dest::At(s.site(ECHO_BAY)),
            });
            assert_eq!(
                s.place(c),
                swccg_engine::Place::At {
                    location: s.site(ECHO_BAY)
                }
            );
        }
    }
}

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

/// Chewie deploys only to a Hoth site (not to the Dune Sea), and not at all while Dark has
/// three unique characters on table (two are not enough).
fn card_104_1_chewie_deploys_only_on_hoth_unless_three_opponents_uniques() {
    must_deploy_on_hoth(Light, "104_1", "Chewie", 5);
}

/// Veers deploys only to a Hoth site (not to the Dune Sea), and not at all while Light has
/// three unique characters on table (two are not enough).
fn card_104_6_veers_deploys_only_on_hoth_unless_three_opponents_uniques() {
    must_deploy_on_hoth(Dark, "104_6", "Veers", 4);
}

/// Snowtroopers at Veers' site are forfeit +1 (exactly), not at another site; a Stormtrooper
/// with him is not.
fn card_104_6_veers_snowtroopers_at_same_site_forfeit_plus_1() {
    let forfeits = |veers_at: Option<&str>| {
        let mut b = premiere()
            .extra(Dark, card("104_6"))
            .extra(Dark, card("3_91"))
            .extra(Light, card("3_59"))
            .site(Light, ECHO_BAY)
            .site(Light, DUNE_SEA)
            .at(Dark, "Snowtrooper", ECHO_BAY)
            .at(Dark, "Stormtrooper", ECHO_BAY);
        b = match veers_at {
            Some(site) => b.at(Dark, "Veers", site),
            None => b.hand(Dark, "Veers"),
        };
        let s = b.phase(Dark, Phase::Deploy).build();
        (
            s.q().forfeit(s.card(Dark, "Snowtrooper")),
            s.q().forfeit(s.card(Dark, "Stormtrooper")),
        )
    };
    assert_eq!(forfeits(None), (Some(3), Some(2)));
    assert_eq!(forfeits(Some(ECHO_BAY)), (Some(3 + 1), Some(2)));
    assert_eq!(forfeits(Some(DUNE_SEA)), (Some(3), Some(2)));
}
}
