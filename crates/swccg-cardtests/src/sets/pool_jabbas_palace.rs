//! Tests of Jabba's Palace (set 6) cards whose scripts were drafted by `holocron cards draft`
//! and reviewed. Each test is named `card_<GEMP id>_<what the text does>`.

use super::pool_hoth::{drained, title};
use crate::support::{card, drive_until, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::decision::Dest;
use swccg_engine::{Answer, Phase, Pile};

const CAVERN: &str = "Jabba's Palace: Entrance Cavern";
const MOS_EISLEY: &str = "Tatooine: Mos Eisley";

/// Nikto's power and forfeit during a battle at `site` initiated by `attacker` (read while
/// Dark may play Shattered Hope (V) in the battle, a moment the battle stops at).
fn nikto_in_battle(site: &str, attacker: swccg_cards::Side) -> (i32, Option<i32>) {
    let hope = title("221_31");
    let mut s = premiere()
        .extra(Dark, card("6_115"))
        .extra(Dark, card("221_31"))
        .extra(Light, card("6_82"))
        .site(Light, CAVERN)
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Nikto", site)
        .at(Light, "Luke", site)
        .hand(Dark, &hope)
        .fill(attacker, Pile::Force, 2)
        .phase(attacker, Phase::Battle)
        .build();
    let hope = s.card(Dark, &hope);
    s.answer(Answer::Battle(s.site(site)));
    let play = |a: &Answer| matches!(a, Answer::Play { card, .. } if *card == hope);
    assert!(drive_until(&mut s, play, 20), "{}", s.log());
    let nikto = s.card(Dark, "Nikto");
    assert!(s.state().battle.is_some(), "a battle is under way");
    (s.q().power(nikto), s.q().forfeit(nikto))
}

crate::card_tests! {
fn card_6_115_nikto_deploys_only_to_a_jabbas_palace_site() {
    let s = premiere()
        .extra(Dark, card("6_115"))
        .extra(Light, card("6_82"))
        .site(Light, CAVERN)
        .site(Dark, MOS_EISLEY)
        .hand(Dark, "Nikto")
        .fill(Dark, Pile::Force, 5)
        .phase(Dark, Phase::Deploy)
        .build();
    let nikto = s.card(Dark, "Nikto");
    assert_eq!(s.deploy_options_for(nikto), vec![Dest::At(s.site(CAVERN))]);
}

/// Nikto (power 2, forfeit 3) is power and forfeit +2 defending a battle at a Jabba's Palace
/// site; not attacking there, not defending elsewhere.
fn card_6_115_nikto_is_stronger_defending_at_jabbas_palace() {
    assert_eq!(nikto_in_battle(CAVERN, Light), (2 + 2, Some(3 + 2)));
    assert_eq!(nikto_in_battle(CAVERN, Dark), (2, Some(3)));
    assert_eq!(nikto_in_battle(MOS_EISLEY, Light), (2, Some(3)));
}

/// Gamorrean Guards (power 4, forfeit 1) are power and forfeit +1 here; not elsewhere; other
/// characters here are not.
fn card_6_82_entrance_cavern_gamorrean_guards_power_and_forfeit_1_more() {
    for (site, stats) in [(CAVERN, (4 + 1, Some(1 + 1))), (MOS_EISLEY, (4, Some(1)))] {
        let s = premiere()
            .extra(Light, card("6_82"))
            .extra(Dark, card("6_105"))
            .site(Light, CAVERN)
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Gamorrean Guard", site)
            .at(Dark, "Stormtrooper", CAVERN)
            .phase(Dark, Phase::Deploy)
            .build();
        let q = s.q();
        let guard = s.card(Dark, "Gamorrean Guard");
        assert_eq!((q.power(guard), q.forfeit(guard)), stats, "at {site}");
        let trooper = s.card(Dark, "Stormtrooper");
        assert_eq!((q.power(trooper), q.forfeit(trooper)), (1, Some(2)));
    }
}

/// Light drains 1 + 1 here while controlling it; while Dark is here too, no +1.
fn card_6_82_entrance_cavern_light_drains_1_more_when_controlling() {
    let b = premiere()
        .extra(Light, card("6_82"))
        .site(Light, CAVERN)
        .at(Light, "Rebel Trooper", CAVERN);
    assert_eq!(drained(b.clone(), Light, CAVERN), Some(1 + 1));
    let s = b
        .at(Dark, "Stormtrooper", CAVERN)
        .phase(Light, Phase::Control)
        .build();
    assert_eq!(s.q().drain_amount(Light, s.site(CAVERN)), 1);
}
}
