//! Tests of Endor (set 8) cards whose scripts were drafted by `holocron cards draft` and
//! reviewed. Each test is named `card_<GEMP id>_<what the text does>`.

use super::pool_hoth::drained;
use crate::support::{card, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::decision::Dest;
use swccg_engine::{Answer, Phase, Pile};

const FOREST: &str = "Endor: Dark Forest";
const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const DUNE_SEA: &str = "Tatooine: Dune Sea";

crate::card_tests! {
/// Dark's Yuzzum (power 2) are power +1 here, not elsewhere.
fn card_8_161_dark_forest_yuzzum_power_1_more_here() {
    for (site, power) in [(FOREST, 2 + 1), (MOS_EISLEY, 2)] {
        let s = premiere()
            .extra(Dark, card("8_161"))
            .extra(Dark, card("6_137"))
            .site(Dark, FOREST)
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Yuzzum", site)
            .phase(Dark, Phase::Deploy)
            .build();
        assert_eq!(s.q().power(s.card(Dark, "Yuzzum")), power, "at {site}");
    }
}

/// Dark drains 1 + 1 here with an Imperial present (a Stormtrooper); with only a Yuzzum (an
/// alien) present, 1.
fn card_8_161_dark_forest_dark_drains_1_more_with_an_imperial_present() {
    for (who, amount) in [("Stormtrooper", 1 + 1), ("Yuzzum", 1)] {
        let b = premiere()
            .extra(Dark, card("8_161"))
            .extra(Dark, card("6_137"))
            .site(Dark, FOREST)
            .at(Dark, who, FOREST);
        assert_eq!(drained(b, Dark, FOREST), Some(amount), "{who} present");
    }
}

/// Light's Ewoks deploy for 1 more here: an Ewok Spearman (deploy 2) needs 3 Force here, and
/// with 2 goes only to the Dune Sea.
fn card_8_161_dark_forest_ewoks_deploy_1_more_here() {
    for force in [3, 2] {
        let mut s = premiere()
            .extra(Dark, card("8_161"))
            .extra(Light, card("8_12"))
            .site(Dark, FOREST)
            .site(Light, DUNE_SEA)
            .hand(Light, "Ewok Spearman")
            .fill(Light, Pile::Force, force)
            .phase(Light, Phase::Deploy)
            .build();
        let ewok = s.card(Light, "Ewok Spearman");
        let here = s.site(FOREST);
        let options = s.deploy_options_for(ewok);
        assert!(options.contains(&Dest::At(s.site(DUNE_SEA))));
        assert_eq!(options.contains(&Dest::At(here)), force == 3, "{force} Force");
        if force == 3 {
            s.answer(Answer::Deploy {
                card: ewok,
                to: Dest::At(here),
            });
            assert_eq!(s.pile(Light, Pile::Force).len(), 0, "2 + 1 Force used");
        }
    }
}

/// Light drains 2 + 1 here with an Ewok present; with only a Rebel Trooper present, 2.
fn card_8_161_dark_forest_light_drains_1_more_with_an_ewok_present() {
    for (who, amount) in [("Ewok Spearman", 2 + 1), ("Rebel Trooper", 2)] {
        let b = premiere()
            .extra(Dark, card("8_161"))
            .extra(Light, card("8_12"))
            .site(Dark, FOREST)
            .at(Light, who, FOREST);
        assert_eq!(drained(b, Light, FOREST), Some(amount), "{who} present");
    }
}
}
