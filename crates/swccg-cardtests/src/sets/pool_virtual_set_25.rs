//! Tests of Virtual Set 25 (set 225) cards. Each test is named `card_<GEMP id>_<what the text
//! does>`.

use crate::support::{card, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::script::Stat;
use swccg_engine::{Phase, Pile, Place};

const LANDING: &str = "Endor: Rebel Landing Site (Forest) (V)";
const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const WOLFMAN: &str = "Shistavanen Wolfman";
const DAUGHTER: &str = "Daughter Of Skywalker";

crate::card_tests! {
/// Light's scouts of ability < 5 deploy -1 here (Shistavanen Wolfman, ability 1: 3 - 1; 3 to
/// Mos Eisley) and are defense value +2 here (1 + 2; 1 at Mos Eisley); Daughter Of Skywalker
/// (a scout of ability 5) and a Rebel Trooper are neither.
fn card_225_44_rebel_landing_site_light_scouts_of_ability_below_5_deploy_1_less_and_defense_value_2_more_here() {
    let s = premiere()
        .extra(Light, card("225_44"))
        .extra(Light, card("8_8"))
        .site(Light, LANDING)
        .site(Dark, MOS_EISLEY)
        .hand(Light, WOLFMAN)
        .hand(Light, DAUGHTER)
        .hand(Light, "Rebel Trooper")
        .phase(Light, Phase::Deploy)
        .build();
    let cost = |who: &str, site: &str| {
        let c = s.card(Light, who);
        s.q().deploying(c, Some(s.site(site))).stat(c, Stat::Deploy)
    };
    assert_eq!((cost(WOLFMAN, LANDING), cost(WOLFMAN, MOS_EISLEY)), (3 - 1, 3));
    assert_eq!(cost(DAUGHTER, LANDING), 7);
    assert_eq!(cost("Rebel Trooper", LANDING), 1);
    for (at, bonus) in [(LANDING, 2), (MOS_EISLEY, 0)] {
        let s = premiere()
            .extra(Light, card("225_44"))
            .extra(Light, card("8_8"))
            .site(Light, LANDING)
            .site(Dark, MOS_EISLEY)
            .at(Light, WOLFMAN, at)
            .at(Light, DAUGHTER, LANDING)
            .at(Light, "Rebel Trooper", LANDING)
            .phase(Light, Phase::Deploy)
            .build();
        let q = s.q();
        assert_eq!(q.defense_value(s.card(Light, WOLFMAN)), 1 + bonus, "at {at}");
        assert_eq!(q.defense_value(s.card(Light, DAUGHTER)), 5);
        assert_eq!(q.defense_value(s.card(Light, "Rebel Trooper")), 1);
    }
}

/// Unless Dark occupies the site, its non-scout characters cost 1 Force more to deploy here
/// (a Stormtrooper 1 + 1; 1 to Mos Eisley, and 1 here while a Stormtrooper is already here);
/// its scouts (Corporal Avarik, 2) do not.
fn card_225_44_rebel_landing_site_dark_non_scouts_deploy_1_more_here_unless_occupying() {
    for (occupied, extra) in [(false, 1), (true, 0)] {
        let mut b = premiere()
            .extra(Light, card("225_44"))
            .extra(Dark, card("8_95"))
            .site(Light, LANDING)
            .site(Dark, MOS_EISLEY)
            .hand(Dark, "Stormtrooper")
            .hand(Dark, "Corporal Avarik");
        if occupied {
            b = b.at(Dark, "Stormtrooper", LANDING);
        }
        let s = b.phase(Dark, Phase::Deploy).build();
        let cost = |c, site: &str| s.q().deploying(c, Some(s.site(site))).stat(c, Stat::Deploy);
        let trooper = s
            .cards(Dark, "Stormtrooper")
            .into_iter()
            .find(|&c| s.place(c) == Place::Pile(Pile::Hand))
            .expect("a Stormtrooper in hand");
        assert_eq!(cost(trooper, LANDING), 1 + extra, "occupied {occupied}");
        assert_eq!(cost(trooper, MOS_EISLEY), 1);
        assert_eq!(cost(s.card(Dark, "Corporal Avarik"), LANDING), 2);
    }
}
}
