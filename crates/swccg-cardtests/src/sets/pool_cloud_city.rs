//! Tests of Cloud City (set 5) cards whose scripts were drafted by `holocron cards draft` and
//! reviewed. Each test is named `card_<GEMP id>_<what the text does>`.

use super::pool_hoth::{drained, title, transit_costs};
use crate::support::{card, deploys_home_and_weaker_elsewhere, premiere};
use swccg_cards::Side::{self, Dark, Light};
use swccg_engine::decision::Dest;
use swccg_engine::scenario::Scenario;
use swccg_engine::{Answer, Phase, Pile, Place, What};

const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const JUNDLAND: &str = "Tatooine: Jundland Wastes";
const DUNE_SEA: &str = "Tatooine: Dune Sea";
const EAST_PLATFORM: &str = "Cloud City: East Platform (Docking Bay)";
const CORRIDOR: &str = "Cloud City: Lower Corridor";
const GUEST_QUARTERS: &str = "Cloud City: Guest Quarters";
const LIN_V8M: &str = "LIN-V8M (Elleyein-Veeateemm)";

/// The power of `side`'s `who` at `site` (put on table by `owner` with the Lower Corridor
/// `id`), armed with `saber` or not.
fn corridor_power(
    id: &str,
    owner: Side,
    side: Side,
    who: &str,
    saber: Option<&str>,
    site: &str,
) -> i32 {
    let mut b = premiere()
        .extra(owner, card(id))
        .extra(Dark, card("1_324"))
        .extra(Light, card("9_90"))
        .site(owner, CORRIDOR)
        .site(Dark, MOS_EISLEY)
        .at(side, who, site);
    if let Some(saber) = saber {
        b = b.on(side, saber, who);
    }
    let s = b.phase(Dark, Phase::Deploy).build();
    s.q().power(s.card(side, who))
}

/// Drives a battle to its end with plain answers: the values of `side`'s destiny draws.
fn destiny_values(s: &mut Scenario, side: Side) -> Vec<i32> {
    for _ in 0..40 {
        if s.saw(|w| matches!(w, What::BattleEnded { .. })) {
            break;
        }
        assert!(
            crate::support::answer_plainly(s),
            "nothing asked\n{}",
            s.log()
        );
    }
    s.seen()
        .filter_map(|w| match w {
            What::DestinyDrawn { player, value, .. } if *player == side => Some(*value),
            _ => None,
        })
        .collect()
}

crate::card_tests! {
fn card_5_95_cloud_city_trooper_deploys_only_on_cloud_city_and_is_weaker_elsewhere() {
    deploys_home_and_weaker_elsewhere(
        Dark,
        "5_95",
        "Cloud City Trooper",
        ("5_169", EAST_PLATFORM),
        (Dark, MOS_EISLEY),
        2,
    );
}

fn card_5_3_cloud_city_trooper_deploys_only_on_cloud_city_and_is_weaker_elsewhere() {
    deploys_home_and_weaker_elsewhere(
        Light,
        "5_3",
        "Cloud City Trooper",
        ("5_80", GUEST_QUARTERS),
        (Light, DUNE_SEA),
        2,
    );
}

fn card_5_169_east_platform_transit_costs_1_for_dark_2_for_light() {
    transit_costs(Dark, "5_169", 1, 2);
}

fn card_5_83_platform_327_transit_costs_2_for_dark_1_for_light() {
    transit_costs(Light, "5_83", 2, 1);
}

/// Dark's Lower Corridor: Dark's characters armed with a lightsaber are power +2 here (Vader,
/// power 4); not without one, not elsewhere, not Light's.
fn card_5_171_lower_corridor_dark_characters_with_lightsabers_power_2_more() {
    let saber = Some("Vader's Lightsaber");
    assert_eq!(corridor_power("5_171", Dark, Dark, "Vader", saber, CORRIDOR), 4 + 2);
    assert_eq!(corridor_power("5_171", Dark, Dark, "Vader", None, CORRIDOR), 4);
    assert_eq!(corridor_power("5_171", Dark, Dark, "Vader", saber, MOS_EISLEY), 4);
    let luke = corridor_power("5_171", Dark, Light, "Luke", Some("Luke's Lightsaber"), CORRIDOR);
    assert_eq!(luke, 2, "Light's character");
}

/// Light drains 1 - 1 here while controlling it; while Dark is here too, no -1.
fn card_5_171_lower_corridor_light_drains_1_less_when_controlling() {
    let b = premiere()
        .extra(Dark, card("5_171"))
        .site(Dark, CORRIDOR)
        .at(Light, "Rebel Trooper", CORRIDOR);
    assert_eq!(drained(b.clone(), Light, CORRIDOR), Some(0), "1 icon - 1");
    let s = b
        .at(Dark, "Stormtrooper", CORRIDOR)
        .phase(Light, Phase::Control)
        .build();
    assert_eq!(s.q().drain_amount(Light, s.site(CORRIDOR)), 1);
}

/// Light's Lower Corridor: Light's characters armed with a lightsaber are power +2 here (Luke,
/// power 2); not without one, not elsewhere, not Dark's.
fn card_5_82_lower_corridor_light_characters_with_lightsabers_power_2_more() {
    let saber = Some("Luke's Lightsaber");
    assert_eq!(corridor_power("5_82", Light, Light, "Luke", saber, CORRIDOR), 2 + 2);
    assert_eq!(corridor_power("5_82", Light, Light, "Luke", None, CORRIDOR), 2);
    assert_eq!(corridor_power("5_82", Light, Light, "Luke", saber, MOS_EISLEY), 2);
    let vader = corridor_power("5_82", Light, Dark, "Vader", Some("Vader's Lightsaber"), CORRIDOR);
    assert_eq!(vader, 4, "Dark's character");
}

/// Leia (deploy 3) deploys for 3 - 2 here: with 1 Force only here, not at the Dune Sea.
fn card_5_80_guest_quarters_leia_deploys_2_less_here() {
    for force in [1, 3] {
        let mut s = premiere()
            .extra(Light, card("5_80"))
            .extra(Light, card("1_17"))
            .site(Light, GUEST_QUARTERS)
            .site(Light, DUNE_SEA)
            .hand(Light, "Leia Organa")
            .fill(Light, Pile::Force, force)
            .phase(Light, Phase::Deploy)
            .build();
        let leia = s.card(Light, "Leia Organa");
        let here = s.site(GUEST_QUARTERS);
        let options = s.deploy_options_for(leia);
        assert!(options.contains(&Dest::At(here)), "{force} Force");
        assert_eq!(options.contains(&Dest::At(s.site(DUNE_SEA))), force == 3, "{force} Force");
        s.answer(Answer::Deploy {
            card: leia,
            to: Dest::At(here),
        });
        assert_eq!(s.pile(Light, Pile::Force).len(), force - 1, "3 - 2 Force used");
    }
}

/// Dark drains 2 - 1 here while controlling it; while Light is here too, no -1.
fn card_5_80_guest_quarters_dark_drains_1_less_when_controlling() {
    let b = premiere()
        .extra(Light, card("5_80"))
        .site(Light, GUEST_QUARTERS)
        .at(Dark, "Stormtrooper", GUEST_QUARTERS);
    assert_eq!(drained(b.clone(), Dark, GUEST_QUARTERS), Some(2 - 1));
    let s = b
        .at(Light, "Rebel Trooper", GUEST_QUARTERS)
        .phase(Dark, Phase::Control)
        .build();
    assert_eq!(s.q().drain_amount(Dark, s.site(GUEST_QUARTERS)), 2);
}

/// Vader's Cape deploys for 3 Force on one of your Imperials or aliens (a Stormtrooper, a
/// Jawa), not on a droid (LIN-V8M); with 2 Force it does not deploy.
fn card_5_126_vaders_cape_deploys_on_your_imperial_or_alien_for_3() {
    for force in [3, 2] {
        let mut s = premiere()
            .extra(Dark, card("5_126"))
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Stormtrooper", MOS_EISLEY)
            .at(Dark, "Jawa", MOS_EISLEY)
            .at(Dark, LIN_V8M, MOS_EISLEY)
            .at(Light, "Rebel Trooper", MOS_EISLEY)
            .hand(Dark, &title("5_126"))
            .fill(Dark, Pile::Force, force)
            .phase(Dark, Phase::Deploy)
            .build();
        let cape = s.card(Dark, &title("5_126"));
        let trooper = s.card(Dark, "Stormtrooper");
        let mut bearers: Vec<_> = s
            .deploy_options_for(cape)
            .into_iter()
            .map(|d| match d {
                Dest::On { card, .. } => card,
                other => panic!("{other:?}"),
            })
            .collect();
        bearers.sort();
        let mut expected = if force == 3 {
            vec![trooper, s.card(Dark, "Jawa")]
        } else {
            vec![]
        };
        expected.sort();
        assert_eq!(bearers, expected, "{force} Force");
        if force == 3 {
            s.answer_with(|a| matches!(a, Answer::Deploy { card, to: Dest::On { card: b, .. } } if *card == cape && *b == trooper));
            assert_eq!(s.place(cape), Place::On { card: trooper });
            assert_eq!(s.pile(Dark, Pile::Force).len(), 0);
        }
    }
}

/// The Cape's bearer is immune to attrition < 5; another Stormtrooper is not immune.
fn card_5_126_vaders_cape_bearer_immune_to_attrition_below_5() {
    let s = premiere()
        .extra(Dark, card("5_126"))
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .on(Dark, &title("5_126"), "Stormtrooper")
        .phase(Dark, Phase::Deploy)
        .build();
    let cape = s.card(Dark, &title("5_126"));
    let bearer = s.q().bearer(cape).expect("on a Stormtrooper");
    let other = s
        .cards(Dark, "Stormtrooper")
        .into_iter()
        .find(|&c| c != bearer && s.place(c).on_table())
        .expect("a second Stormtrooper");
    assert_eq!(s.q().immunity(bearer), 5);
    assert_eq!(s.q().immunity(other), 0);
}

/// While its bearer (Vader) battles, Dark's battle destiny draws are +1 (a Stormtrooper's 1
/// draws 2); with the Cape on a Stormtrooper away from the battle, 1.
fn card_5_126_vaders_cape_adds_1_to_battle_destiny_when_bearer_in_battle() {
    for (bearer, value) in [("Vader", 1 + 1), ("Stormtrooper", 1)] {
        let mut s = premiere()
            .extra(Dark, card("5_126"))
            .site(Dark, MOS_EISLEY)
            .site(Dark, JUNDLAND)
            .at(Dark, "Vader", MOS_EISLEY)
            .at(Dark, "Stormtrooper", JUNDLAND)
            .on(Dark, &title("5_126"), bearer)
            .at(Light, "Luke", MOS_EISLEY)
            .reserve_top(Dark, &["Stormtrooper"])
            .fill(Dark, Pile::Force, 2)
            .fill(Light, Pile::Used, 10)
            .phase(Dark, Phase::Battle)
            .build();
        s.answer(Answer::Battle(s.site(MOS_EISLEY)));
        assert_eq!(destiny_values(&mut s, Dark), vec![value], "Cape on {bearer}");
    }
}
}
