//! Tests of Virtual Set 24 (set 224) cards whose scripts were drafted by `holocron cards draft`
//! and reviewed. Each test is named `card_<GEMP id>_<what the text does>`.

use crate::support::{card, premiere};
use swccg_cards::Side::{self, Dark, Light};
use swccg_engine::decision::Dest;
use swccg_engine::{Answer, Phase, Pile};

const DUNE_SEA_V: &str = "Tatooine: Dune Sea (V)";
const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const R2: &str = "R2-D2 (Artoo-Detoo)";
const TAPES: &str = "Stolen Data Tapes";

/// A battle `attacker` initiates at `site` with the characters listed there (Light's Rebel
/// Trooper defends when Dark attacks, a Stormtrooper when Light does): the battle destiny draws
/// the attacker may make.
fn draws(attacker: Side, site: &str, who: &[&str]) -> i32 {
    let mut b = premiere()
        .extra(Light, card("224_22"))
        .site(Light, DUNE_SEA_V)
        .site(Dark, MOS_EISLEY);
    for w in who {
        b = b.at(attacker, w, site);
    }
    let defender = match attacker {
        Dark => "Rebel Trooper",
        Light => "Stormtrooper",
    };
    let mut s = b
        .at(attacker.opponent(), defender, site)
        .fill(attacker, Pile::Force, 2)
        .phase(attacker, Phase::Battle)
        .build();
    let at = s.site(site);
    s.answer(Answer::Battle(at));
    s.q().battle_destiny_draws(attacker, at, 0)
}

crate::card_tests! {
/// Dark needs total ability 6 to draw battle destiny here: Vader (6) draws, five
/// Stormtroopers (5) do not; at Mos Eisley five Stormtroopers draw; Light still needs 4 here.
fn card_224_22_dune_sea_dark_needs_ability_6_for_battle_destiny_here() {
    let five = ["Stormtrooper"; 5];
    assert_eq!(draws(Dark, DUNE_SEA_V, &["Vader"]), 1);
    assert_eq!(draws(Dark, DUNE_SEA_V, &five), 0);
    assert_eq!(draws(Dark, MOS_EISLEY, &five), 1);
    assert_eq!(draws(Light, DUNE_SEA_V, &["Luke", "Rebel Trooper"]), 1);
}

/// While Stolen Data Tapes are here (on R2-D2), Obi-Wan (deploy 5) deploys here for 5 - 3:
/// with 2 Force he deploys here, not with the Tapes at Mos Eisley.
fn card_224_22_dune_sea_obi_wan_deploys_3_less_with_stolen_data_tapes_here() {
    for tapes_here in [true, false] {
        let r2_site = if tapes_here { DUNE_SEA_V } else { MOS_EISLEY };
        let mut s = premiere()
            .extra(Light, card("224_22"))
            .extra(Light, card("1_21"))
            .extra(Light, card("2_14"))
            .extra(Light, card("203_14"))
            .site(Light, DUNE_SEA_V)
            .site(Dark, MOS_EISLEY)
            .at(Light, R2, r2_site)
            .on(Light, TAPES, R2)
            .hand(Light, "Obi-Wan Kenobi")
            .fill(Light, Pile::Force, 2)
            .phase(Light, Phase::Deploy)
            .build();
        let obi_wan = s.card(Light, "Obi-Wan Kenobi");
        let here = Dest::At(s.site(DUNE_SEA_V));
        assert_eq!(s.deploy_options_for(obi_wan).contains(&here), tapes_here);
        if tapes_here {
            s.answer(Answer::Deploy {
                card: obi_wan,
                to: here,
            });
            assert_eq!(s.pile(Light, Pile::Force).len(), 0, "5 - 3 Force used");
        }
    }
}
}
