//! Tests of Virtual Set 19 (set 219) cards. Each test is named `card_<GEMP id>_<what the text
//! does>`.

use super::pool_hoth::drained;
use crate::support::{card, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::script::Stat;
use swccg_engine::{Answer, Phase, Pile};

const TOWER: &str = "Lothal: Comm Tower E-272 (Ezra's Roost)";
const TARKINTOWN: &str = "Lothal: Tarkintown";
const MOS_EISLEY: &str = "Tatooine: Mos Eisley";

crate::card_tests! {
/// Ezra (Ezra Bridger, deploy 4) deploys for 4 - 1 here and 4 at Mos Eisley; a Rebel Trooper
/// costs its 1 here.
fn card_219_40_ezras_roost_light_ezra_deploys_1_less_here() {
    let s = premiere()
        .extra(Light, card("219_40"))
        .extra(Light, card("210_14"))
        .site(Light, TOWER)
        .site(Dark, MOS_EISLEY)
        .hand(Light, "Ezra Bridger")
        .hand(Light, "Rebel Trooper")
        .phase(Light, Phase::Deploy)
        .build();
    let cost = |who: &str, site: &str| {
        let c = s.card(Light, who);
        s.q().deploying(c, Some(s.site(site))).stat(c, Stat::Deploy)
    };
    assert_eq!(cost("Ezra Bridger", TOWER), 4 - 1);
    assert_eq!(cost("Ezra Bridger", MOS_EISLEY), 4);
    assert_eq!(cost("Rebel Trooper", TOWER), 1);
}

/// Ezra is immune to attrition here, not at Mos Eisley; a Rebel Trooper here is not.
fn card_219_40_ezras_roost_light_ezra_immune_to_attrition_here() {
    for (at, immune) in [(TOWER, true), (MOS_EISLEY, false)] {
        let s = premiere()
            .extra(Light, card("219_40"))
            .extra(Light, card("210_14"))
            .site(Light, TOWER)
            .site(Dark, MOS_EISLEY)
            .at(Light, "Ezra Bridger", at)
            .at(Light, "Rebel Trooper", TOWER)
            .phase(Light, Phase::Deploy)
            .build();
        let q = s.q();
        assert_eq!(q.immunity(s.card(Light, "Ezra Bridger")) == i32::MAX, immune, "at {at}");
        assert_eq!(q.immunity(s.card(Light, "Rebel Trooper")), 0);
    }
}

/// In a battle here, Light with Sabine (ability 2) or Zeb (ability 2) draws one battle
/// destiny; with two Rebel Troopers (ability 2) none; Sabine in a battle at Mos Eisley none.
fn card_219_42_tarkintown_light_sabine_or_zeb_draw_one_battle_destiny_here() {
    let cases = [
        (TARKINTOWN, &["Sabine Wren"][..], 1),
        (TARKINTOWN, &["Zeb Orrelios"][..], 1),
        (TARKINTOWN, &["Rebel Trooper", "Rebel Trooper"][..], 0),
        (MOS_EISLEY, &["Sabine Wren"][..], 0),
    ];
    for (site, who, draws) in cases {
        let mut b = premiere()
            .extra(Light, card("219_42"))
            .extra(Light, card("207_9"))
            .extra(Light, card("208_13"))
            .site(Light, TARKINTOWN)
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Stormtrooper", site);
        for w in who {
            b = b.at(Light, w, site);
        }
        let mut s = b
            .fill(Light, Pile::Force, 2)
            .phase(Light, Phase::Battle)
            .build();
        let at = s.site(site);
        s.answer(Answer::Battle(at));
        assert_eq!(s.q().battle_destiny_draws(Light, at, 0), draws, "{who:?} at {site}");
    }
}

/// Dark drains here 1 less than its icons (2 Light Side icons: 2 - 1) unless Tarkin is here
/// (Grand Moff Tarkin: 2).
fn card_219_42_tarkintown_dark_drains_1_less_unless_tarkin_here() {
    for (who, amount) in [("Stormtrooper", 2 - 1), ("Grand Moff Tarkin", 2)] {
        let b = premiere()
            .extra(Light, card("219_42"))
            .extra(Dark, card("1_179"))
            .site(Light, TARKINTOWN)
            .at(Dark, who, TARKINTOWN);
        assert_eq!(drained(b, Dark, TARKINTOWN), Some(amount), "with {who}");
    }
}
}
