//! Tests of Virtual Set 19 (set 219) cards. Each test is named `card_<GEMP id>_<what the text
//! does>`.

use super::pool_hoth::{drained, use_text};
use crate::support::{card, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::script::Stat;
use swccg_engine::{Answer, Phase, Pile, Place, What};

const TOWER: &str = "Lothal: Comm Tower E-272 (Ezra's Roost)";
const TARKINTOWN: &str = "Lothal: Tarkintown";
const MOS_EISLEY: &str = "Tatooine: Mos Eisley";

crate::card_tests! {
/// Lothal: Imperial Strip Mines: Dark generates 2 more while a miner of Dark's (a Tibanna Gas
/// Miner) is there, not with a Stormtrooper only; Light generates 1 more while it controls
/// the site (Luke alone), not while a Stormtrooper is there too.
fn card_219_14_imperial_strip_mines_generation_with_a_miner_or_control() {
    const MINES: &str = "Lothal: Imperial Strip Mines";
    let generation = |side: swccg_cards::Side, cards: &[(swccg_cards::Side, &str)]| {
        let mut b = premiere()
            .extra(Dark, card("219_14"))
            .extra(Dark, card("5_102"))
            .site(Dark, MINES);
        for (owner, who) in cards {
            b = b.at(*owner, who, MINES);
        }
        let s = b.phase(Dark, Phase::Control).build();
        s.q().generation(side)
    };
    let base_dark = generation(Dark, &[(Dark, "Stormtrooper")]);
    assert_eq!(generation(Dark, &[(Dark, "Tibanna Gas Miner")]) - base_dark, 2);
    let contested = generation(Light, &[(Light, "Luke"), (Dark, "Stormtrooper")]);
    assert_eq!(generation(Light, &[(Light, "Luke")]) - contested, 1);
}

/// Lothal: Capital City, Light: the player controlling it has total power +2 in battles at
/// related locations (Tarkintown, and here), not elsewhere (Mos Eisley); Light while Luke
/// holds it, Dark while Vader does, nobody while both are there.
fn card_219_39_capital_city_light_controller_total_power_2_more_at_related_locations() {
    const CITY: &str = "Lothal: Capital City";
    let totals = |holders: &[(swccg_cards::Side, &str)], battle_at: &str| {
        let mut b = premiere()
            .extra(Light, card("219_39"))
            .extra(Light, card("219_42"))
            .site(Light, CITY)
            .site(Light, TARKINTOWN)
            .site(Dark, MOS_EISLEY)
            .at(Light, "Rebel Trooper", battle_at)
            .at(Dark, "Stormtrooper", battle_at);
        for (side, who) in holders {
            b = b.at(*side, who, CITY);
        }
        let mut s = b.fill(Dark, Pile::Force, 2).phase(Dark, Phase::Battle).build();
        let at = s.site(battle_at);
        s.answer(Answer::Battle(at));
        s.seen()
            .find_map(|w| match w {
                What::BattleTotals { dark, light } => Some((*light, *dark)),
                _ => None,
            })
            .expect("the battle's totals")
    };
    // The totals with Capital City held, less those with nobody there.
    let bonus = |holders: &[(swccg_cards::Side, &str)], battle_at: &str| {
        let (with, without) = (totals(holders, battle_at), totals(&[], battle_at));
        (with.0 - without.0, with.1 - without.1)
    };
    assert_eq!(bonus(&[(Light, "Luke")], TARKINTOWN), (2, 0));
    assert_eq!(bonus(&[(Dark, "Vader")], TARKINTOWN), (0, 2));
    assert_eq!(bonus(&[(Light, "Luke"), (Dark, "Vader")], TARKINTOWN), (0, 0));
    assert_eq!(bonus(&[(Light, "Luke")], MOS_EISLEY), (0, 0));
}

/// Lothal: Capital City, Dark: in Dark's deploy phase, Thrawn deploys there from the Reserve
/// Deck (for his cost, 4), which is reshuffled; another card is not offered.
fn card_219_39_capital_city_dark_deploys_thrawn_here_from_reserve_deck() {
    const CITY: &str = "Lothal: Capital City";
    let mut s = premiere()
        .extra(Light, card("219_39"))
        .extra(Dark, card("207_21"))
        .site(Light, CITY)
        .fill(Dark, Pile::Force, 4)
        .phase(Dark, Phase::Deploy)
        .build();
    let city = s.site(CITY);
    s.answer_with(use_text(city));
    let thrawn = s.card(Dark, "Grand Admiral Thrawn (V)");
    let offered = crate::support::deploy_choices(&s);
    assert_eq!(offered, vec![thrawn]);
    s.answer_with(|a| matches!(a, Answer::Deploy { card, .. } if *card == thrawn));
    assert_eq!(s.place(thrawn), Place::At { location: city });
    assert_eq!(s.pile(Dark, Pile::Force).len(), 0, "Thrawn's cost, 4");
    assert!(s.saw(|w| matches!(w, What::Shuffled { player: Dark, .. })));
    // Once per turn: the search is not offered again.
    let used = use_text(city);
    assert!(!s.options().iter().any(&used), "{:?}", s.options());
}

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
