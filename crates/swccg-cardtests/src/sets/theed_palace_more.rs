//! Tests of more Theed Palace (set 14) cards: battle droids, Royal Naboo Security, Boss
//! Nass' Chambers, the Immediate Effects They Win This Round and After Her!, and There They
//! Are!. Each test is named `card_<GEMP id>_<what the text does>`.

use super::pool_hoth::{drained, play, title, use_text};
use crate::support::{card, offered, premiere};
use swccg_cards::Side::{self, Dark, Light};
use swccg_engine::decision::{LossSource, Prompt};
use swccg_engine::scenario::Scenario;
use swccg_engine::script::Stat;
use swccg_engine::{Answer, Phase, Pile, Place, What};

const HALLWAY: &str = "Naboo: Theed Palace Hallway";
const SWAMP: &str = "Naboo: Swamp";
const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const HUT: &str = "Tatooine: Obi-Wan's Hut";
const CHAMBERS: &str = "Naboo: Boss Nass' Chambers";
const DROID: &str = "Security Battle Droid";

/// Dark's battle droid `droid` (GEMP id) at Mos Eisley, with a Security Battle Droid there
/// or not, and a Stormtrooper (ability 1), in a battle a Rebel Trooper initiates: Dark's battle destiny draws
/// (droids have no ability: none without the text).
fn droid_draws(droid: &str, with_other: bool) -> i32 {
    let mut b = premiere()
        .extra(Dark, card(droid))
        .extra(Dark, card("12_118"))
        .site(Dark, MOS_EISLEY)
        .at(Dark, &title(droid), MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .at(Light, "Rebel Trooper", MOS_EISLEY);
    if with_other {
        b = b.at(Dark, DROID, MOS_EISLEY);
    }
    let mut s = b
        .fill(Light, Pile::Force, 1)
        .phase(Light, Phase::Battle)
        .build();
    let at = s.site(MOS_EISLEY);
    s.answer(Answer::Battle(at));
    s.q().battle_destiny_draws(Dark, at, 0)
}

/// Loses Force from the Used Pile until the loss is paid.
fn pay(s: &mut Scenario) {
    while s
        .prompt()
        .is_some_and(|p| matches!(p, Prompt::LoseForce { .. }))
    {
        s.answer(Answer::LoseFrom(LossSource::Top(Pile::Used)));
    }
}

/// `side`'s Immediate Effect `id` in hand while the opponent drains at `site` (Luke at the
/// Mos Eisley for Dark; Vader for Light): whether it is offered after the loss, and
/// the scenario.
fn drained_with_effect(
    side: Side,
    id: &str,
    drain: bool,
) -> (bool, Scenario, swccg_engine::CardId) {
    let (site, drainer) = (MOS_EISLEY, if side == Dark { "Luke" } else { "Vader" });
    let mut s = premiere()
        .extra(side, card(id))
        .extra(Light, card("1_134"))
        .site(Dark, MOS_EISLEY)
        .site(Light, HUT)
        .at(side.opponent(), drainer, site)
        .hand(side, &title(id))
        .fill(side, Pile::Used, 6)
        .phase(side.opponent(), Phase::Control)
        .build();
    let effect = s.card(side, &title(id));
    if drain {
        s.answer(Answer::ForceDrain(s.site(site)));
        pay(&mut s);
    }
    let offered = s
        .options()
        .iter()
        .any(|a| matches!(a, Answer::Play { card, .. } if *card == effect));
    (offered, s, effect)
}

/// The effect deploys on the drained location after the loss (not before any drain); there
/// the opponent drains 1 more and the owner's battle destiny draws are +1 (not the
/// opponent's, not elsewhere).
fn immediate_effect_deploys_and_modifies(side: Side, id: &str) {
    let (offered, _, _) = drained_with_effect(side, id, false);
    assert!(!offered, "no drain yet");
    let (offered, mut s, effect) = drained_with_effect(side, id, true);
    assert!(offered, "{}", s.log());
    let before = s.q().drain_amount(side.opponent(), s.site(MOS_EISLEY));
    s.answer_with(|a| matches!(a, Answer::Play { card, .. } if *card == effect));
    let (site, other) = (MOS_EISLEY, HUT);
    assert_eq!(
        s.place(effect),
        Place::At {
            location: s.site(site)
        },
        "{}",
        s.log()
    );
    let opponent = side.opponent();
    let q = s.q();
    let drain_here = q.drain_amount(opponent, s.site(site));
    let fold = |who, at: &str| {
        q.fold(
            swccg_engine::script::Quantity::BattleDestiny,
            swccg_engine::query::Target::Player(who, Some(s.site(at))),
            1,
        )
    };
    assert_eq!(fold(side, site), 1 + 1);
    assert_eq!(fold(opponent, site), 1);
    assert_eq!(fold(side, other), 1);
    assert_eq!(drain_here, before + 1);
}

/// While its owner controls the location, the effect goes to the Used Pile to retrieve 4
/// Force; not while the opponent controls it.
fn immediate_effect_retrieves_4(side: Side, id: &str) {
    for control in [true, false] {
        let who = if side == Dark {
            "Stormtrooper"
        } else {
            "Rebel Trooper"
        };
        let mut b = premiere()
            .extra(side, card(id))
            .site(Dark, MOS_EISLEY)
            .at(side, &title(id), MOS_EISLEY)
            .hand(side, who)
            .fill(side, Pile::Force, 2)
            .fill(side, Pile::Lost, 6);
        b = if control {
            b.at(side, who, MOS_EISLEY)
        } else {
            b.at(
                side.opponent(),
                if side == Dark {
                    "Rebel Trooper"
                } else {
                    "Stormtrooper"
                },
                MOS_EISLEY,
            )
        };
        let mut s = b.phase(side, Phase::Deploy).build();
        let effect = s.card(side, &title(id));
        let offered = s.options().iter().any(use_text(effect));
        assert_eq!(offered, control, "control {control}");
        if control {
            let lost = s.pile(side, Pile::Lost).len();
            s.answer_with(use_text(effect));
            assert_eq!(s.place(effect), Place::Pile(Pile::Used));
            assert_eq!(lost - s.pile(side, Pile::Lost).len(), 4, "{}", s.log());
        }
    }
}

crate::card_tests! {
// ----- SSA-1015 -----

/// With Obi-Wan (a Jedi) at the Hallway, Dark's other battle droid there is power 2 + 1 and
/// SSA-1015 itself stays 2; without a Jedi the droid is 2.
fn card_14_89_ssa_1015_other_battle_droids_power_1_more_with_a_jedi() {
    for (jedi, power) in [(true, 2 + 1), (false, 2)] {
        let mut b = premiere()
            .extra(Dark, card("14_89"))
            .extra(Dark, card("12_118"))
            .extra(Dark, card("14_112"))
            .extra(Light, card("1_21"))
            .site(Dark, HALLWAY)
            .at(Dark, "SSA-1015", HALLWAY)
            .at(Dark, DROID, HALLWAY);
        b = if jedi {
            b.at(Light, "Obi-Wan Kenobi", HALLWAY)
        } else {
            b.at(Light, "Rebel Trooper", HALLWAY)
        };
        let s = b.phase(Dark, Phase::Deploy).build();
        assert_eq!(s.q().power(s.card(Dark, DROID)), power, "jedi {jedi}");
        assert_eq!(s.q().power(s.card(Dark, "SSA-1015")), 2);
    }
}

/// Obi-Wan (deploy 5) deploys for 5 + 4 to SSA-1015's site and for 5 elsewhere.
fn card_14_89_ssa_1015_opponent_s_jedi_deploy_4_more_here() {
    let s = premiere()
        .extra(Dark, card("14_89"))
        .extra(Dark, card("14_112"))
        .extra(Light, card("1_21"))
        .site(Dark, HALLWAY)
        .site(Dark, MOS_EISLEY)
        .at(Dark, "SSA-1015", HALLWAY)
        .hand(Light, "Obi-Wan Kenobi")
        .phase(Light, Phase::Deploy)
        .build();
    let c = s.card(Light, "Obi-Wan Kenobi");
    let cost = |site| s.q().deploying(c, Some(s.site(site))).stat(c, Stat::Deploy);
    assert_eq!((cost(HALLWAY), cost(MOS_EISLEY)), (5 + 4, 5));
}

/// With another battle droid, SSA-1015 draws one battle destiny; alone, none.
fn card_14_89_ssa_1015_draws_one_battle_destiny_with_another_battle_droid() {
    assert_eq!(droid_draws("14_89", true), 1);
    assert_eq!(droid_draws("14_89", false), 0);
}

// ----- 3B3-10 -----

/// At the Theed Palace Hallway, Light's Rebel Trooper may not move away (to the adjacent
/// Swamp); with 3B3-10 at the Swamp instead, the trooper at the Hallway may move.
fn card_14_69_3b3_10_opponent_s_characters_may_not_move_from_the_hallway() {
    for (droid_at, may_move) in [(HALLWAY, false), (SWAMP, true)] {
        let s = premiere()
            .extra(Dark, card("14_69"))
            .extra(Dark, card("14_112"))
            .extra(Dark, card("12_171"))
            .site(Dark, HALLWAY)
            .site(Dark, SWAMP)
            .at(Dark, "3B3-10", droid_at)
            .at(Light, "Rebel Trooper", HALLWAY)
            .fill(Light, Pile::Force, 3)
            .phase(Light, Phase::Move)
            .build();
        let trooper = s.card(Light, "Rebel Trooper");
        let moves = s.options().iter().any(|a| matches!(a, Answer::Move { card, .. } if *card == trooper));
        assert_eq!(moves, may_move, "3B3-10 at {droid_at}\n{:?}", s.options());
    }
}

/// Once per game, Halt! comes into hand from the Reserve Deck, which is reshuffled.
fn card_14_69_3b3_10_takes_halt_into_hand_once_per_game() {
    let mut s = premiere()
        .extra(Dark, card("14_69"))
        .extra(Dark, card("14_103"))
        .site(Dark, MOS_EISLEY)
        .at(Dark, "3B3-10", MOS_EISLEY)
        .hand(Dark, "Stormtrooper")
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Deploy)
        .build();
    let droid = s.card(Dark, "3B3-10");
    let halt = s.card(Dark, "Halt!");
    s.answer_with(use_text(droid));
    assert_eq!(offered(&s), vec![halt]);
    s.answer(Answer::Choose(halt));
    assert_eq!(s.place(halt), Place::Pile(Pile::Hand));
    assert!(s.saw(|w| matches!(w, What::Shuffled { player: Dark, pile: Pile::Reserve })));
    assert!(!s.options().iter().any(use_text(droid)), "once per game");
}

// ----- Royal Naboo Security Officer -----

/// Power 2 on Naboo (the Hallway), 2 - 1 at Mos Eisley.
fn card_14_30_royal_naboo_security_officer_power_1_less_off_naboo() {
    for (site, power) in [(HALLWAY, 2), (MOS_EISLEY, 2 - 1)] {
        let s = premiere()
            .extra(Light, card("14_30"))
            .extra(Dark, card("14_112"))
            .site(Dark, HALLWAY)
            .site(Dark, MOS_EISLEY)
            .at(Light, "Royal Naboo Security Officer", site)
            .phase(Light, Phase::Deploy)
            .build();
        assert_eq!(s.q().power(s.card(Light, "Royal Naboo Security Officer")), power, "at {site}");
    }
}

/// An officer (ability 1) battling at the Hallway draws one battle destiny while three other
/// officers are at the Swamp; with two others there, none.
fn card_14_30_royal_naboo_security_officer_draws_one_battle_destiny_with_three_others_on_naboo() {
    for (others, draws) in [(3, 1), (2, 0)] {
        let mut b = premiere()
            .extra(Dark, card("14_112"))
            .extra(Dark, card("12_171"))
            .site(Dark, HALLWAY)
            .site(Dark, SWAMP)
            .at(Dark, "Stormtrooper", HALLWAY);
        for _ in 0..=others {
            b = b.extra(Light, card("14_30"));
        }
        let mut b = b.at(Light, "Royal Naboo Security Officer", HALLWAY);
        for _ in 0..others {
            b = b.at(Light, "Royal Naboo Security Officer", SWAMP);
        }
        let mut s = b.fill(Light, Pile::Force, 1).phase(Light, Phase::Battle).build();
        let at = s.site(HALLWAY);
        s.answer(Answer::Battle(at));
        assert_eq!(s.q().battle_destiny_draws(Light, at, 0), draws, "{others} others");
    }
}

// ----- Naboo: Boss Nass' Chambers -----

/// Light's side: once per game, Boss Nass comes into hand from the Reserve Deck (reshuffled).
fn card_14_49_boss_nass_chambers_light_takes_boss_nass_into_hand_once_per_game() {
    let mut s = premiere()
        .extra(Light, card("14_49"))
        .extra(Light, card("14_5"))
        .site(Light, CHAMBERS)
        .hand(Light, "Rebel Trooper")
        .fill(Light, Pile::Force, 2)
        .phase(Light, Phase::Deploy)
        .build();
    let site = s.site(CHAMBERS);
    let nass = s.card(Light, "Boss Nass");
    s.answer_with(use_text(site));
    assert_eq!(offered(&s), vec![nass]);
    s.answer(Answer::Choose(nass));
    assert_eq!(s.place(nass), Place::Pile(Pile::Hand));
    assert!(s.saw(|w| matches!(w, What::Shuffled { player: Light, pile: Pile::Reserve })));
    assert!(!s.options().iter().any(use_text(site)), "once per game");
}

/// Dark's side: Light may not drain here (Light drains at Mos Eisley), while Dark may.
fn card_14_49_boss_nass_chambers_dark_opponent_may_not_drain_here() {
    let b = premiere()
        .extra(Light, card("14_49"))
        .site(Light, CHAMBERS)
        .site(Dark, MOS_EISLEY)
        .at(Light, "Rebel Trooper", CHAMBERS)
        .at(Light, "Rebel Trooper", MOS_EISLEY);
    assert_eq!(drained(b.clone(), Light, CHAMBERS), None);
    assert_eq!(drained(b, Light, MOS_EISLEY), Some(2));
    let b = premiere()
        .extra(Light, card("14_49"))
        .site(Light, CHAMBERS)
        .at(Dark, "Stormtrooper", CHAMBERS);
    assert_eq!(drained(b, Dark, CHAMBERS), Some(2));
}

/// Dark's side: the site is immune to Revolution.
fn card_14_49_boss_nass_chambers_dark_immune_to_revolution() {
    let s = premiere()
        .extra(Light, card("14_49"))
        .extra(Light, card("1_62"))
        .site(Light, CHAMBERS)
        .site(Dark, MOS_EISLEY)
        .hand(Light, "Rebel Trooper")
        .phase(Light, Phase::Deploy)
        .build();
    let rev = s.cards(Light, "Revolution");
    assert!(!rev.is_empty());
    assert!(s.q().immune_to(s.site(CHAMBERS), rev[0]));
    assert!(!s.q().immune_to(s.site(MOS_EISLEY), rev[0]));
}

// ----- They Win This Round / After Her! -----

fn card_14_37_they_win_this_round_deploys_after_a_drain_drains_and_destiny_1_more() {
    immediate_effect_deploys_and_modifies(Light, "14_37");
}

fn card_14_37_they_win_this_round_retrieves_4_force_while_you_control() {
    immediate_effect_retrieves_4(Light, "14_37");
}

fn card_14_94_after_her_deploys_after_a_drain_drains_and_destiny_1_more() {
    immediate_effect_deploys_and_modifies(Dark, "14_94");
}

fn card_14_94_after_her_retrieves_4_force_while_you_control() {
    immediate_effect_retrieves_4(Dark, "14_94");
}

/// Immune to Control.
fn card_14_37_they_win_this_round_immune_to_control() {
    let s = premiere()
        .extra(Light, card("14_37"))
        .extra(Dark, card("4_139"))
        .site(Dark, MOS_EISLEY)
        .at(Light, "They Win This Round", MOS_EISLEY)
        .hand(Dark, "Control")
        .phase(Dark, Phase::Deploy)
        .build();
    let effect = s.card(Light, "They Win This Round");
    assert!(s.q().immune_to(effect, s.card(Dark, "Control")));
}

// ----- There They Are! -----

/// When a battle is just initiated, Dark's non-unique battle droids are power 2 + 1 for the
/// battle; the unique SSA-1015 stays 2.
fn card_14_107_there_they_are_non_unique_battle_droids_power_1_more_in_the_battle() {
    let mut s = premiere()
        .extra(Dark, card("14_107"))
        .extra(Dark, card("12_118"))
        .extra(Dark, card("14_89"))
        .site(Dark, MOS_EISLEY)
        .at(Dark, DROID, MOS_EISLEY)
        .at(Dark, "SSA-1015", MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .hand(Dark, "There They Are!")
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Battle)
        .build();
    let played = s.card(Dark, "There They Are!");
    s.answer(Answer::Battle(s.site(MOS_EISLEY)));
    assert!(crate::support::drive_until(&mut s, play(played, 0), 10), "{}", s.log());
    s.answer_with(play(played, 0));
    assert_eq!(s.q().power(s.card(Dark, DROID)), 2 + 1, "{}", s.log());
    assert_eq!(s.q().power(s.card(Dark, "SSA-1015")), 2);
}

/// Immune to Sense while the battle is at a Naboo site: Light (Luke, with Sense and 2 Force)
/// may not answer it with Sense in a battle at the Hallway, and may at Mos Eisley.
fn card_14_107_there_they_are_immune_to_sense_in_battles_at_naboo_sites() {
    for (site, immune) in [(HALLWAY, true), (MOS_EISLEY, false)] {
        let mut s = premiere()
            .extra(Dark, card("14_107"))
            .extra(Dark, card("14_112"))
            .extra(Light, card("1_109"))
            .site(Dark, HALLWAY)
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Stormtrooper", site)
            .at(Light, "Luke", site)
            .hand(Dark, "There They Are!")
            .hand(Light, "Sense")
            .fill(Dark, Pile::Force, 2)
            .fill(Light, Pile::Force, 2)
            .phase(Dark, Phase::Battle)
            .build();
        s.answer(Answer::Battle(s.site(site)));
        let played = s.card(Dark, "There They Are!");
        let sense = s.card(Light, "Sense");
        assert!(crate::support::drive_until(&mut s, play(played, 0), 10), "{}", s.log());
        s.answer_with(play(played, 0));
        let offered = s.options().iter().any(|a| matches!(a, Answer::Play { card, .. } if *card == sense));
        assert_eq!(offered, !immune, "at {site}");
    }
}

/// Takes a non-unique battle droid (not the unique SSA-1015) into hand from the Reserve Deck.
fn card_14_107_there_they_are_takes_a_non_unique_battle_droid_into_hand() {
    let mut s = premiere()
        .extra(Dark, card("14_107"))
        .extra(Dark, card("12_118"))
        .extra(Dark, card("14_89"))
        .hand(Dark, "There They Are!")
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Deploy)
        .build();
    let played = s.card(Dark, "There They Are!");
    s.answer_with(play(played, 2));
    let droid = s.card(Dark, DROID);
    assert_eq!(offered(&s), vec![droid]);
    s.answer(Answer::Choose(droid));
    assert_eq!(s.place(droid), Place::Pile(Pile::Hand));
    assert!(s.saw(|w| matches!(w, What::Shuffled { player: Dark, pile: Pile::Reserve })));
}
}
