//! Tests of more Coruscant (set 12) cards: Jedi Council members, docking bay effects,
//! Tatooine sites and senate interrupts. Each test is named `card_<GEMP id>_<what the text
//! does>`.

use super::pool_hoth::{drained, play, title, use_text};
use super::special_edition::game_value;
use crate::support::{card, offered, premiere, titles_of};
use swccg_cards::Side::{self, Dark, Light};
use swccg_engine::decision::Dest;
use swccg_engine::scenario::Scenario;
use swccg_engine::script::{Quantity, Stat};
use swccg_engine::{Answer, Phase, Pile, Place, What};

const COUNCIL: &str = "Coruscant: Jedi Council Chamber";
const SENATE: &str = "Coruscant: Galactic Senate";
const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const MARKET: &str = "Tatooine: Marketplace";
const JUNKYARD: &str = "Tatooine: Watto's Junkyard";
const BAY_L: &str = "Coruscant: Docking Bay";

fn deploy_costs(id: &str) -> (i32, i32) {
    let s = premiere()
        .extra(Light, card(id))
        .extra(Light, card("12_76"))
        .site(Light, COUNCIL)
        .site(Dark, MOS_EISLEY)
        .hand(Light, &title(id))
        .phase(Light, Phase::Deploy)
        .build();
    let c = s.card(Light, &title(id));
    let cost = |site| s.q().deploying(c, Some(s.site(site))).stat(c, Stat::Deploy);
    (cost(COUNCIL), cost(MOS_EISLEY))
}

/// A Marketplace text: `user` with a character at the Marketplace (and the opponent there
/// too when `contested`) and `force` Force: whether the text is offered; when it is, it
/// retrieves 1 Force for `cost`.
fn market(id: &str, user: Side, force: usize, cost: usize, contested: bool) -> bool {
    let (mine, theirs) = match user {
        Dark => ("Stormtrooper", "Rebel Trooper"),
        Light => ("Rebel Trooper", "Stormtrooper"),
    };
    let mut b = premiere()
        .extra(card(id).side, card(id))
        .site(card(id).side, MARKET)
        .at(user, mine, MARKET)
        .fill(user, Pile::Force, force)
        .fill(user, Pile::Lost, 3)
        .fill(user.opponent(), Pile::Used, 3);
    if contested {
        b = b.at(user.opponent(), theirs, MARKET);
    }
    let mut s = b.phase(user, Phase::Control).build();
    let site = s.site(MARKET);
    if !s.options().iter().any(use_text(site)) {
        return false;
    }
    s.answer_with(use_text(site));
    assert_eq!(s.pile(user, Pile::Force).len(), force - cost, "{}", s.log());
    assert_eq!(s.pile(user, Pile::Lost).len(), 3 - 1, "{}", s.log());
    assert!(!s.options().iter().any(use_text(site)), "once per turn");
    true
}

/// A docking bay effect `id` of `side` on table deploys `bay` from the Reserve Deck in the
/// deploy phase, once per turn; not while `blocker` (a GEMP id) is on table.
fn deploys_docking_bay(side: Side, id: &str, bay: &str, blocker: &str) {
    for blocked in [false, true] {
        let mut b = premiere()
            .extra(side, card(id))
            .extra(side, card(bay))
            .extra(side, card(blocker))
            .on_table(side, &title(id))
            .hand(
                side,
                if side == Dark {
                    "Stormtrooper"
                } else {
                    "Rebel Trooper"
                },
            )
            .fill(side, Pile::Force, 3);
        if blocked {
            b = b.on_table(side, &title(blocker));
        }
        let mut s = b.phase(side, Phase::Deploy).build();
        let effect = s.card(side, &title(id));
        let offered_now = s.options().iter().any(use_text(effect));
        assert_eq!(offered_now, !blocked, "blocked {blocked}");
        if !blocked {
            s.answer_with(use_text(effect));
            let bay_card = s.card(side, BAY_L);
            if let Some(a) = s.options().into_iter().find(|a| matches!(a, Answer::Deploy { card, .. } | Answer::Choose(card) if *card == bay_card)) {
                s.answer(a);
            }
            assert!(s.place(bay_card).on_table(), "{}", s.log());
            assert!(!s.options().iter().any(use_text(effect)), "once per turn");
        }
    }
}

/// `side` deploys the Effect `id` from hand: it goes on table.
fn deploys_on_table(side: Side, id: &str) {
    let mut s = premiere()
        .extra(side, card(id))
        .hand(side, &title(id))
        .fill(side, Pile::Force, 2)
        .phase(side, Phase::Deploy)
        .build();
    let effect = s.card(side, &title(id));
    s.answer(Answer::Deploy {
        card: effect,
        to: Dest::Table,
    });
    assert_eq!(s.place(effect), Place::Table);
}

crate::card_tests! {
// ----- Master Qui-Gon -----

/// Deploy 8 - 2 on Coruscant (the Council Chamber), 8 at Mos Eisley; the same for the AI.
fn card_12_16_master_qui_gon_deploys_2_less_on_coruscant() {
    assert_eq!(deploy_costs("12_16"), (8 - 2, 8));
    assert_eq!(deploy_costs("12_17"), (8 - 2, 8));
}

/// In Light's move phase, with Darth Maul on table, 4 Force returns Qui-Gon to hand; with 3
/// Force, or with no Dark Jedi, it is not offered.
fn card_12_16_master_qui_gon_returns_to_hand_while_opponent_has_a_dark_jedi() {
    let maul = (Dark, "Darth Maul", MOS_EISLEY);
    for id in ["12_16", "12_17"] {
        for (force, dark_jedi, ok) in [(4, true, true), (3, true, false), (4, false, false)] {
            let extra: Vec<(Side, &str, &str)> = if dark_jedi { vec![maul] } else { vec![(Dark, "Stormtrooper", MOS_EISLEY)] };
            let mut b = premiere()
                .extra(Light, card(id))
                .extra(Dark, card("11_54"))
                .site(Dark, MOS_EISLEY)
                .at(Light, &title(id), MOS_EISLEY);
            for (side, t, site) in &extra {
                b = b.at(*side, t, site);
            }
            let mut s = b.fill(Light, Pile::Force, force).phase(Light, Phase::Move).build();
            let qui = s.card(Light, &title(id));
            assert_eq!(s.options().iter().any(use_text(qui)), ok, "{id} {force} Force, Dark Jedi {dark_jedi}");
            if ok {
                s.answer_with(use_text(qui));
                assert_eq!(s.place(qui), Place::Pile(Pile::Hand), "{}", s.log());
                assert_eq!(s.pile(Light, Pile::Force).len(), 0);
            }
        }
    }
}

/// Immune to attrition and to You Are Beaten (not to Sniper).
fn card_12_16_master_qui_gon_immune_to_attrition_and_you_are_beaten() {
    for id in ["12_16", "12_17"] {
        let s = premiere()
            .extra(Light, card(id))
            .extra(Dark, card("5_163"))
            .extra(Dark, card("2_139"))
            .site(Dark, MOS_EISLEY)
            .at(Light, &title(id), MOS_EISLEY)
            .hand(Dark, "You Are Beaten")
            .hand(Dark, "Sniper")
            .phase(Light, Phase::Deploy)
            .build();
        let q = s.q();
        let qui = s.card(Light, &title(id));
        assert!(q.immunity(qui) > 10, "{id}");
        assert!(q.immune_to(qui, s.card(Dark, "You Are Beaten")));
        assert!(!q.immune_to(qui, s.card(Dark, "Sniper")));
    }
}

// ----- Security Control / Begin Landing Your Troops -----

/// Light's unique Republic characters of ability < 4 are forfeit +2: Sei Taria (ability 2)
/// 5 + 2; Senator Palpatine (ability 4) stays 5, the non-unique Coruscant Guard stays 4.
fn card_12_47_security_control_unique_republic_ability_under_4_forfeit_2_more() {
    let s = premiere()
        .extra(Light, card("12_47"))
        .extra(Light, card("12_27"))
        .extra(Light, card("12_28"))
        .extra(Light, card("12_3"))
        .site(Dark, MOS_EISLEY)
        .on_table(Light, "Security Control")
        .at(Light, "Sei Taria", MOS_EISLEY)
        .at(Light, "Senator Palpatine", MOS_EISLEY)
        .at(Light, "Coruscant Guard", MOS_EISLEY)
        .phase(Light, Phase::Deploy)
        .build();
    let ff = |t| s.q().stat(s.card(Light, t), Stat::Forfeit);
    assert_eq!((ff("Sei Taria"), ff("Senator Palpatine"), ff("Coruscant Guard")), (5 + 2, 5, 4));
}

/// Deploys Coruscant: Docking Bay from the Reserve Deck, once per turn; not with
/// Insurrection on table.
fn card_12_47_security_control_deploys_a_docking_bay_from_reserve_deck() {
    deploys_docking_bay(Light, "12_47", "12_74", "8_40");
}

/// Immune to Alter.
fn card_12_47_security_control_immune_to_alter() {
    let s = premiere()
        .extra(Light, card("12_47"))
        .extra(Dark, card("12_145"))
        .on_table(Light, "Security Control")
        .hand(Dark, "Alter")
        .phase(Light, Phase::Deploy)
        .build();
    assert!(s.q().immune_to(s.card(Light, "Security Control"), s.card(Dark, "Alter")));
}

/// Dark's unique Republic characters are forfeit +2 (Lott Dod 5 + 2; the non-unique
/// Coruscant Guard stays 4) and immune to Goo Nee Tay (the guard is not).
fn card_12_130_begin_landing_your_troops_unique_republic_forfeit_2_more_and_immune_to_goo_nee_tay() {
    let s = premiere()
        .extra(Dark, card("12_130"))
        .extra(Dark, card("12_110"))
        .extra(Dark, card("12_100"))
        .extra(Light, card("7_62"))
        .site(Dark, MOS_EISLEY)
        .on_table(Dark, "Begin Landing Your Troops")
        .at(Dark, "Lott Dod", MOS_EISLEY)
        .at(Dark, "Coruscant Guard", MOS_EISLEY)
        .hand(Light, "Goo Nee Tay")
        .phase(Dark, Phase::Deploy)
        .build();
    let q = s.q();
    let (lott, guard) = (s.card(Dark, "Lott Dod"), s.card(Dark, "Coruscant Guard"));
    assert_eq!((q.stat(lott, Stat::Forfeit), q.stat(guard, Stat::Forfeit)), (5 + 2, 4));
    let goo = s.card(Light, "Goo Nee Tay");
    assert!(q.immune_to(lott, goo));
    assert!(!q.immune_to(guard, goo));
}

/// Deploys Coruscant: Docking Bay from the Reserve Deck, once per turn; not with Imperial
/// Arrest Order on table.
fn card_12_130_begin_landing_your_troops_deploys_a_docking_bay_from_reserve_deck() {
    deploys_docking_bay(Dark, "12_130", "12_166", "8_126");
}

/// Immune to Alter.
fn card_12_130_begin_landing_your_troops_immune_to_alter() {
    let s = premiere()
        .extra(Dark, card("12_130"))
        .extra(Light, card("12_54"))
        .on_table(Dark, "Begin Landing Your Troops")
        .hand(Light, "Alter")
        .phase(Dark, Phase::Deploy)
        .build();
    assert!(s.q().immune_to(s.card(Dark, "Begin Landing Your Troops"), s.card(Light, "Alter")));
}

// ----- Tatooine: Marketplace -----

/// Light's Marketplace, Light's text: while Light controls it, 2 Force (not 1) retrieves 1
/// Force; not while Dark is there too.
fn card_12_85_marketplace_light_retrieves_1_force_for_2() {
    assert!(market("12_85", Light, 2, 2, false));
    assert!(!market("12_85", Light, 1, 2, false));
    assert!(!market("12_85", Light, 2, 2, true));
}

/// Dark's text there: 4 Force (not 3) while Dark controls it.
fn card_12_85_marketplace_dark_retrieves_1_force_for_4() {
    assert!(market("12_85", Dark, 4, 4, false));
    assert!(!market("12_85", Dark, 3, 4, false));
    assert!(!market("12_85", Dark, 4, 4, true));
}

/// Dark's Marketplace, Dark's text: while Dark occupies it (even with Light there), 3 Force
/// (not 2) retrieves 1 Force.
fn card_12_176_marketplace_dark_retrieves_1_force_for_3() {
    assert!(market("12_176", Dark, 3, 3, true));
    assert!(!market("12_176", Dark, 2, 3, false));
}

/// Light's text there: 5 Force (not 4) while Light occupies it.
fn card_12_176_marketplace_light_retrieves_1_force_for_5() {
    assert!(market("12_176", Light, 5, 5, true));
    assert!(!market("12_176", Light, 4, 5, false));
}

// ----- Tatooine: Watto's Junkyard -----

/// Light's Junkyard, Light's text: Light's generation is 2 more while Light occupies it.
fn card_12_87_watto_s_junkyard_light_generation_2_more_while_occupied() {
    for (occupy, gain) in [(true, 2), (false, 0)] {
        let mut b = premiere().extra(Light, card("12_87")).site(Light, JUNKYARD).site(Dark, MOS_EISLEY);
        b = b.at(Light, "Rebel Trooper", if occupy { JUNKYARD } else { MOS_EISLEY });
        let s = b.phase(Light, Phase::Deploy).build();
        assert_eq!(game_value(&s, Quantity::Generation, Light, JUNKYARD, 0), gain, "occupy {occupy}");
    }
}

/// Light's text: the site is immune to Revolution.
fn card_12_87_watto_s_junkyard_light_immune_to_revolution() {
    let s = premiere()
        .extra(Light, card("12_87"))
        .extra(Light, card("1_62"))
        .site(Light, JUNKYARD)
        .site(Dark, MOS_EISLEY)
        .phase(Light, Phase::Deploy)
        .build();
    let rev = s.cards(Light, "Revolution")[0];
    assert!(s.q().immune_to(s.site(JUNKYARD), rev));
    assert!(!s.q().immune_to(s.site(MOS_EISLEY), rev));
}

/// Dark's text: with Watto present Dark drains 1 + 1 (1 Light icon... the site's Dark side
/// icons) and Light's battle destiny draws there are -2; without Watto neither.
fn card_12_87_watto_s_junkyard_dark_drains_more_and_light_destiny_less_with_watto() {
    for watto in [true, false] {
        let mut b = premiere()
            .extra(Light, card("12_87"))
            .extra(Dark, card("11_65"))
            .site(Light, JUNKYARD)
            .at(Dark, "Stormtrooper", JUNKYARD);
        if watto {
            b = b.at(Dark, "Watto", JUNKYARD);
        }
        let base = drained(premiere().extra(Light, card("12_87")).site(Light, JUNKYARD).at(Dark, "Stormtrooper", JUNKYARD), Dark, JUNKYARD).unwrap();
        assert_eq!(drained(b.clone(), Dark, JUNKYARD), Some(base + u8::from(watto)));
        let s = b.phase(Dark, Phase::Deploy).build();
        assert_eq!(game_value(&s, Quantity::BattleDestiny, Light, JUNKYARD, 3), if watto { 3 - 2 } else { 3 });
        assert_eq!(game_value(&s, Quantity::BattleDestiny, Dark, JUNKYARD, 3), 3);
    }
}

/// Dark's Junkyard, Dark's text: once per game Watto deploys here from the Reserve Deck, for
/// 2 - 2 = 0 (his deploy cost here; 2 at Mos Eisley).
fn card_12_178_watto_s_junkyard_dark_deploys_watto_here_for_2_less() {
    let mut s = premiere()
        .extra(Dark, card("12_178"))
        .extra(Dark, card("11_65"))
        .site(Dark, JUNKYARD)
        .site(Dark, MOS_EISLEY)
        .hand(Dark, "Stormtrooper")
        .fill(Dark, Pile::Force, 3)
        .phase(Dark, Phase::Deploy)
        .build();
    let watto = s.card(Dark, "Watto");
    let cost = |s: &Scenario, site| s.q().deploying(watto, Some(s.site(site))).stat(watto, Stat::Deploy);
    assert_eq!((cost(&s, JUNKYARD), cost(&s, MOS_EISLEY)), (0, 2));
    let site = s.site(JUNKYARD);
    s.answer_with(use_text(site));
    if let Some(a) = s.options().into_iter().find(|a| matches!(a, Answer::Deploy { card, to: Dest::At(l) } if *card == watto && *l == site)) {
        s.answer(a);
    }
    assert_eq!(s.place(watto), Place::At { location: site }, "{}", s.log());
    assert_eq!(s.pile(Dark, Pile::Force).len(), 3, "free here");
    assert!(!s.options().iter().any(use_text(site)), "once per game");
}

/// Light's text there: while Watto is here, Light draws no battle destiny here (Luke, ability
/// 4, would draw one).
fn card_12_178_watto_s_junkyard_light_draws_no_battle_destiny_with_watto() {
    for (watto, draws) in [(true, 0), (false, 1)] {
        let mut b = premiere()
            .extra(Dark, card("12_178"))
            .extra(Dark, card("11_65"))
            .site(Dark, JUNKYARD)
            .at(Light, "Luke", JUNKYARD)
            .at(Dark, "Stormtrooper", JUNKYARD);
        if watto {
            b = b.at(Dark, "Watto", JUNKYARD);
        }
        let mut s = b.fill(Light, Pile::Force, 1).phase(Light, Phase::Battle).build();
        let at = s.site(JUNKYARD);
        s.answer(Answer::Battle(at));
        assert_eq!(s.q().battle_destiny_draws(Light, at, 1), draws, "watto {watto}");
    }
}

// ----- Might Of The Republic / Squabbling Delegates -----

/// Once per game, retrieves 1 Force for each of Light's senators at the Galactic Senate (two;
/// Liana Merian at Mos Eisley does not count).
fn card_12_61_might_of_the_republic_retrieves_1_force_per_senator_at_the_senate() {
    let mut s = premiere()
        .extra(Light, card("12_61"))
        .extra(Light, card("12_75"))
        .extra(Light, card("12_28"))
        .extra(Light, card("12_32"))
        .extra(Light, card("12_11"))
        .site(Light, SENATE)
        .site(Dark, MOS_EISLEY)
        .at(Light, "Senator Palpatine", SENATE)
        .at(Light, "Tendau Bendon", SENATE)
        .at(Light, "Liana Merian", MOS_EISLEY)
        .hand(Light, "Might Of The Republic")
        .fill(Light, Pile::Lost, 5)
        .phase(Light, Phase::Deploy)
        .build();
    let played = s.card(Light, "Might Of The Republic");
    s.answer_with(play(played, 0));
    assert_eq!(s.pile(Light, Pile::Lost).len(), 5 - 2, "{}", s.log());
}

/// Immune to Sense: Vader (with Sense and 2 Force) may not answer it.
fn card_12_61_might_of_the_republic_immune_to_sense() {
    let mut s = premiere()
        .extra(Light, card("12_61"))
        .extra(Dark, card("1_267"))
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Vader", MOS_EISLEY)
        .hand(Light, &title("12_61"))
        .hand(Dark, "Sense")
        .fill(Dark, Pile::Force, 2)
        .phase(Light, Phase::Deploy)
        .build();
    let played = s.card(Light, &title("12_61"));
    let sense = s.card(Dark, "Sense");
    s.answer_with(play(played, 2));
    assert!(!s.options().iter().any(|a| matches!(a, Answer::Play { card, .. } if *card == sense)), "{}", s.log());
}

/// Takes a senator, Coruscant Guard, Sei Taria or Mas Amedda into hand (not a Rebel
/// Trooper, not Queen Amidala) from the Reserve Deck.
fn card_12_61_might_of_the_republic_takes_a_senator_into_hand() {
    let mut s = premiere()
        .extra(Light, card("12_61"))
        .extra(Light, card("12_28"))
        .extra(Light, card("12_3"))
        .extra(Light, card("12_27"))
        .extra(Light, card("12_15"))
        .extra(Light, card("14_25"))
        .hand(Light, "Might Of The Republic")
        .phase(Light, Phase::Deploy)
        .build();
    let played = s.card(Light, "Might Of The Republic");
    s.answer_with(play(played, 2));
    let titles = titles_of(&s, &offered(&s));
    assert_eq!(titles, vec!["Coruscant Guard", "Mas Amedda", "Sei Taria", "Senator Palpatine"]);
    let pick = offered(&s)[0];
    s.answer(Answer::Choose(pick));
    assert_eq!(s.place(pick), Place::Pile(Pile::Hand));
    assert!(s.saw(|w| matches!(w, What::Shuffled { player: Light, pile: Pile::Reserve })));
}

/// Dark's copy: one senator (Lott Dod) at the Senate retrieves 1 Force.
fn card_12_159_squabbling_delegates_retrieves_1_force_per_senator_at_the_senate() {
    let mut s = premiere()
        .extra(Dark, card("12_159"))
        .extra(Dark, card("12_167"))
        .extra(Dark, card("12_110"))
        .site(Dark, SENATE)
        .at(Dark, "Lott Dod", SENATE)
        .hand(Dark, "Squabbling Delegates")
        .fill(Dark, Pile::Lost, 5)
        .phase(Dark, Phase::Deploy)
        .build();
    let played = s.card(Dark, "Squabbling Delegates");
    s.answer_with(play(played, 0));
    assert_eq!(s.pile(Dark, Pile::Lost).len(), 5 - 1, "{}", s.log());
}

/// Immune to Sense: Luke (with Sense and 2 Force) may not answer it.
fn card_12_159_squabbling_delegates_immune_to_sense() {
    let mut s = premiere()
        .extra(Dark, card("12_159"))
        .extra(Light, card("1_109"))
        .site(Dark, MOS_EISLEY)
        .at(Light, "Luke", MOS_EISLEY)
        .hand(Dark, &title("12_159"))
        .hand(Light, "Sense")
        .fill(Light, Pile::Force, 2)
        .phase(Dark, Phase::Deploy)
        .build();
    let played = s.card(Dark, &title("12_159"));
    let sense = s.card(Light, "Sense");
    s.answer_with(play(played, 2));
    assert!(!s.options().iter().any(|a| matches!(a, Answer::Play { card, .. } if *card == sense)), "{}", s.log());
}

/// Takes a senator (Lott Dod) or Coruscant Guard (not a Stormtrooper) into hand.
fn card_12_159_squabbling_delegates_takes_a_senator_into_hand() {
    let mut s = premiere()
        .extra(Dark, card("12_159"))
        .extra(Dark, card("12_110"))
        .extra(Dark, card("12_100"))
        .hand(Dark, "Squabbling Delegates")
        .phase(Dark, Phase::Deploy)
        .build();
    let played = s.card(Dark, "Squabbling Delegates");
    s.answer_with(play(played, 2));
    assert_eq!(titles_of(&s, &offered(&s)), vec!["Coruscant Guard", "Lott Dod"]);
}

/// The AI image returns to hand the same way (see the test of 12_16, which covers both).
fn card_12_17_master_qui_gon_ai_returns_to_hand_while_opponent_has_a_dark_jedi() {
    card_12_16_master_qui_gon_returns_to_hand_while_opponent_has_a_dark_jedi();
}

/// Security Control deploys on table.
fn card_12_47_security_control_deploys_on_table() {
    deploys_on_table(Light, "12_47");
}

/// Begin Landing Your Troops deploys on table.
fn card_12_130_begin_landing_your_troops_deploys_on_table() {
    deploys_on_table(Dark, "12_130");
}
}
