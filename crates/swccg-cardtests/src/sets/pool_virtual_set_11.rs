//! Tests of Virtual Set 11 (set 211) cards. Each test is named `card_<GEMP id>_<what the text
//! does>`.

use super::pool_hoth::{drained, use_text};
use crate::support::{card, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::script::Stat;
use swccg_engine::{Phase, Pile, Prompt, What};

const KAMINO: &str = "Kamino: Clone Training Center";
const BRIDGE: &str = "Invisible Hand: Bridge";
const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const PILOT: &str = "Clone Pilot";
const TUP: &str = "CT-5385 (Tup)";

crate::card_tests! {
/// Ahch-To: Jedi Temple, Light: once during Light's turn, while Luke is alone there, the top
/// card of the Force Pile comes into hand; not twice a turn, not with a Rebel Trooper there
/// too, not in Dark's turn.
fn card_211_46_jedi_temple_light_draws_from_force_pile_while_luke_alone() {
    const TEMPLE: &str = "Ahch-To: Jedi Temple";
    let build = |with_trooper: bool, turn: swccg_cards::Side| {
        let mut b = premiere()
            .extra(Light, card("211_46"))
            .site(Light, TEMPLE)
            .at(Light, "Luke", TEMPLE);
        if with_trooper {
            b = b.at(Light, "Rebel Trooper", TEMPLE);
        }
        b.fill(Light, Pile::Force, 2)
            .hand(Dark, "Stormtrooper")
            .fill(Dark, Pile::Force, 2)
            .hand(Light, "Rebel Trooper")
            .phase(turn, Phase::Deploy)
            .build()
    };
    let s = build(true, Light);
    assert!(!s.options().iter().any(use_text(s.site(TEMPLE))), "Luke is not alone");
    // In Dark's turn Light is never asked: with the text usable it would be (use or pass).
    // The next question to Light is in its own turn.
    let mut s = build(false, Dark);
    assert_eq!(s.seat(), Some(Dark));
    s.pass();
    assert_eq!(
        (s.seat(), s.prompt(), s.state().active),
        (Some(Light), Some(Prompt::Action { phase: Phase::Activate }), Light)
    );
    assert!(s.options().iter().any(use_text(s.site(TEMPLE))), "in Light's turn");
    let mut s = build(false, Light);
    let temple = s.site(TEMPLE);
    let top = *s.pile(Light, Pile::Force).last().unwrap();
    s.answer_with(use_text(temple));
    assert_eq!(s.place(top), swccg_engine::Place::Pile(Pile::Hand));
    assert_eq!(s.pile(Light, Pile::Force).len(), 1);
    assert!(!s.options().iter().any(use_text(temple)), "once a turn");
}

/// Ahch-To: Jedi Temple, Dark: Dark's Force icon there counts only while Dark has a
/// battleground of its own on table (Mos Eisley).
fn card_211_46_jedi_temple_dark_generates_nothing_here_without_a_battleground() {
    const TEMPLE: &str = "Ahch-To: Jedi Temple";
    for own_battleground in [false, true] {
        let mut b = premiere().extra(Light, card("211_46")).site(Light, TEMPLE);
        if own_battleground {
            b = b.site(Dark, "Tatooine: Mos Eisley");
        }
        let s = b.phase(Dark, Phase::Control).build();
        let icons = s.q().icons(Dark, s.site(TEMPLE));
        assert_eq!(icons, i32::from(own_battleground), "battleground {own_battleground}");
    }
}

/// Coruscant: Private Platform: Dark's transit from it costs 1; Light's costs 2, or 1 with
/// Obi-Wan there (Obi-Wan himself moving).
fn card_211_18_private_platform_transit_costs() {
    use super::pool_hoth::transit_cost_of;
    super::pool_hoth::transit_costs(Dark, "211_18", 1, 2);
    transit_cost_of(Dark, "211_18", Light, Some("1_21"), "Obi-Wan Kenobi", 1);
}

/// While Light controls the Training Center, its non-unique clone troopers anywhere (Clone
/// Pilot, power 1 and forfeit 3) are power and forfeit +1; the unique CT-5385 (power 3,
/// forfeit 4) is not; not while Dark is at the Training Center too, nor with nobody there.
fn card_211_41_clone_training_center_light_non_unique_clone_troopers_power_and_forfeit_1_more_while_controlling() {
    for (light_here, dark_here, bonus) in [(true, false, 1), (true, true, 0), (false, false, 0)] {
        let mut b = premiere()
            .extra(Light, card("211_41"))
            .extra(Light, card("221_55"))
            .extra(Light, card("209_3"))
            .site(Light, KAMINO)
            .site(Dark, MOS_EISLEY)
            .at(Light, PILOT, MOS_EISLEY)
            .at(Light, TUP, MOS_EISLEY);
        if light_here {
            b = b.at(Light, "Rebel Trooper", KAMINO);
        }
        if dark_here {
            b = b.at(Dark, "Stormtrooper", KAMINO);
        }
        let s = b.phase(Light, Phase::Deploy).build();
        let q = s.q();
        let pilot = s.card(Light, PILOT);
        let case = format!("Light here {light_here}, Dark here {dark_here}");
        assert_eq!((q.power(pilot), q.forfeit(pilot)), (1 + bonus, Some(3 + bonus)), "{case}");
        let tup = s.card(Light, TUP);
        assert_eq!((q.power(tup), q.forfeit(tup)), (3, Some(4)), "unique: {case}");
    }
}

/// Fetts deploy -1 here: Jango Fett (deploy 4) costs 3 here and 4 at Mos Eisley; a
/// Stormtrooper costs its 1 here.
fn card_211_41_clone_training_center_dark_fetts_deploy_1_less_here() {
    let jango = super::pool_hoth::title("201_25");
    let s = premiere()
        .extra(Light, card("211_41"))
        .extra(Dark, card("201_25"))
        .site(Light, KAMINO)
        .site(Dark, MOS_EISLEY)
        .hand(Dark, &jango)
        .hand(Dark, "Stormtrooper")
        .phase(Dark, Phase::Deploy)
        .build();
    let cost = |who: &str, site: &str| {
        let c = s.card(Dark, who);
        s.q().deploying(c, Some(s.site(site))).stat(c, Stat::Deploy)
    };
    assert_eq!(cost(&jango, KAMINO), 4 - 1);
    assert_eq!(cost(&jango, MOS_EISLEY), 4);
    assert_eq!(cost("Stormtrooper", KAMINO), 1);
}

/// Once per game, while Dark controls the Bridge, it takes the Invisible Hand into hand from
/// its Reserve Deck, which is reshuffled; not while Light is on the Bridge too.
fn card_211_20_invisible_hand_bridge_dark_takes_invisible_hand_into_hand_once_per_game_while_controlling() {
    for light_here in [false, true] {
        let mut b = premiere()
            .extra(Dark, card("211_20"))
            .extra(Dark, card("211_23"))
            .site(Dark, BRIDGE)
            .at(Dark, "Stormtrooper", BRIDGE);
        if light_here {
            b = b.at(Light, "Rebel Trooper", BRIDGE);
        }
        let mut s = b.phase(Dark, Phase::Deploy).build();
        let bridge = s.site(BRIDGE);
        if light_here {
            assert!(!s.options().iter().any(use_text(bridge)), "Dark does not control");
            continue;
        }
        s.answer_with(use_text(bridge));
        let hand = s.card(Dark, "Invisible Hand");
        assert_eq!(super::special_edition::choices(&s), vec![hand]);
        s.answer(swccg_engine::Answer::Choose(hand));
        assert!(s.pile(Dark, Pile::Hand).contains(&hand), "{}", s.log());
        assert!(s.saw(|w| matches!(w, What::Shuffled { player: Dark, pile: Pile::Reserve })));
        assert!(!s.options().iter().any(use_text(bridge)), "once per game");
    }
}

/// Light drains here 1 less than its icons (2 Dark Side icons: 2 - 1) unless its [Clone
/// Army] character is here (Clone Pilot: 2).
fn card_211_20_invisible_hand_bridge_light_drains_1_less_unless_its_clone_army_character_here() {
    for (who, amount) in [("Rebel Trooper", 2 - 1), (PILOT, 2)] {
        let b = premiere()
            .extra(Dark, card("211_20"))
            .extra(Light, card("221_55"))
            .site(Dark, BRIDGE)
            .at(Light, who, BRIDGE);
        assert_eq!(drained(b, Light, BRIDGE), Some(amount), "with {who}");
    }
}
}
