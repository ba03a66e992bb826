//! Spies and Undercover spies: seed 001 "Spy", seed 004 "Deployment restrictions" [1] and the
//! core digest's CR 6.6 (an Undercover spy gives no presence, never battles, lets its owner
//! deploy where it is, keeps the opponent from draining there, does not move in its owner's
//! move phase, and breaks cover in its owner's deploy phase), CR 8.2 (no drain there).
//!
//! Light's Momaw Nadon (a spy of ability 3) goes Undercover at Dark's Detention Block
//! Corridor, where Light has no Force icon, by Light's Undercover Effect.

mod common;

use common::{card, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::decision::Dest;
use swccg_engine::event::Blocked;
use swccg_engine::scenario::{Builder, Scenario};
use swccg_engine::state::Flags;
use swccg_engine::{Answer, CardId, Phase, Pile, What, WhyNot};

const DETENTION: &str = "Death Star: Detention Block Corridor";
const DB327: &str = "Death Star: Docking Bay 327";
const MOMAW: &str = "Momaw Nadon";

fn spy_at_detention() -> Builder {
    premiere()
        .extra(Light, card("1_20"))
        .extra(Light, card("2_40"))
        .site(Dark, DETENTION)
        .site(Dark, DB327)
        .at(Light, MOMAW, DETENTION)
        .at(Dark, "Stormtrooper", DETENTION)
        .hand(Light, "Rebel Trooper")
        .fill(Light, Pile::Force, 6)
}

/// Deploys Light's Undercover on Momaw Nadon in Light's deploy phase; returns the scenario,
/// Momaw Nadon and the Effect.
fn undercover(extra: impl FnOnce(Builder) -> Builder) -> (Scenario, CardId, CardId) {
    let mut s = extra(spy_at_detention().hand(Light, "Undercover"))
        .phase(Light, Phase::Deploy)
        .build();
    let momaw = s.card(Light, MOMAW);
    let effect = s.card(Light, "Undercover");
    let to = s
        .deploy_options_for(effect)
        .into_iter()
        .find(|d| matches!(d, Dest::On { card, .. } if *card == momaw))
        .expect("Undercover deploys on the spy");
    s.answer(Answer::Deploy { card: effect, to });
    assert!(s.q().undercover(momaw), "the spy is Undercover");
    (s, momaw, effect)
}

/// Core digest CR 6.6: an Undercover spy gives its owner no presence (Momaw Nadon, ability
/// 3, gives Light presence until the Effect deploys on him); the opponent controls the site.
#[test]
fn cr6_6_undercover_spy_gives_no_presence() {
    let s = spy_at_detention().phase(Light, Phase::Deploy).build();
    let site = s.site(DETENTION);
    assert!(
        s.q().presence(Light, site),
        "a spy in the open gives presence"
    );
    assert!(!s.q().controls(Dark, site));
    let (s, _, _) = undercover(|b| b);
    assert!(!s.q().presence(Light, site));
    assert_eq!(s.q().ability_at(Light, site), 0);
    assert!(s.q().controls(Dark, site), "Dark alone occupies the site");
}

/// Seed 004 "Deployment restrictions" [1]: where you have an Undercover spy you may deploy
/// characters as if you had presence (the Rebel Trooper, no spy, may deploy to the Detention
/// Block Corridor only once Momaw Nadon is Undercover there, although Light has no presence
/// there then).
#[test]
fn seed004_deployment_restrictions_1_undercover_spy_opens_its_site() {
    let s = premiere()
        .extra(Light, card("1_20"))
        .site(Dark, DETENTION)
        .site(Dark, DB327)
        .at(Dark, "Stormtrooper", DETENTION)
        .hand(Light, "Rebel Trooper")
        .fill(Light, Pile::Force, 6)
        .phase(Light, Phase::Deploy)
        .build();
    let trooper = s.card(Light, "Rebel Trooper");
    assert!(
        s.game
            .why_not(Light, trooper, Dest::At(s.site(DETENTION)))
            .is_some(),
        "no presence, no icon, no Undercover spy"
    );
    let (s, _, _) = undercover(|b| b);
    let site = s.site(DETENTION);
    assert!(!s.q().presence(Light, site));
    let trooper = s.card(Light, "Rebel Trooper");
    assert_eq!(s.game.why_not(Light, trooper, Dest::At(site)), None);
    assert!(s.deploy_options_for(trooper).contains(&Dest::At(site)));
}

/// Core digest CR 8.2: no Force drain where the opponent has an Undercover spy. Dark
/// controls the Detention Block Corridor with or without Momaw Nadon Undercover there, and
/// may drain there only without him.
#[test]
fn cr8_2_no_force_drain_where_the_opponent_has_an_undercover_spy() {
    let drain = |s: &Scenario| s.has_option(Answer::ForceDrain(s.site(DETENTION)));
    // Without the spy: Dark controls and may drain.
    let s = premiere()
        .site(Dark, DETENTION)
        .site(Dark, DB327)
        .at(Dark, "Stormtrooper", DETENTION)
        .phase(Dark, Phase::Control)
        .build();
    assert!(s.q().controls(Dark, s.site(DETENTION)));
    assert!(drain(&s));
    // With the spy Undercover: Dark still controls, and may not drain.
    let (s, _) = undercover_in(Dark, Phase::Control);
    assert!(s.q().controls(Dark, s.site(DETENTION)));
    assert!(!drain(&s));
}

/// Momaw Nadon already Undercover at the Detention Block Corridor (the Effect on him), in
/// `side`'s `phase`; a Rebel Trooper faces a Stormtrooper at Docking Bay 327, so that each
/// phase has something to do.
fn undercover_in(side: swccg_cards::Side, phase: Phase) -> (Scenario, CardId) {
    let s = spy_at_detention()
        .at(Light, "Rebel Trooper", DB327)
        .at(Dark, "Stormtrooper", DB327)
        .on(Light, "Undercover", MOMAW)
        .flag(Light, MOMAW, Flags::OPPONENT_SIDE)
        .phase(side, phase)
        .build();
    let momaw = s.card(Light, MOMAW);
    assert!(s.q().undercover(momaw));
    (s, momaw)
}

/// Core digest CR 6.6: an Undercover spy never battles. Neither player may initiate a battle
/// at the Detention Block Corridor, where Momaw Nadon is Undercover with a Stormtrooper;
/// once his cover is broken, Light may.
#[test]
fn cr6_6_undercover_spy_never_battles() {
    let (mut s, momaw, _) = undercover(|b| b.fill(Light, Pile::Force, 4));
    let site = s.site(DETENTION);
    assert!(!swccg_engine::flow::actions::can_battle(&s.q(), momaw));
    assert!(s.game.why_not_battle(Light, site).is_some());
    s.answer(Answer::BreakCover(momaw));
    assert!(!s.q().undercover(momaw));
    assert!(swccg_engine::flow::actions::can_battle(&s.q(), momaw));
    let (mut s, momaw) = undercover_in(Light, Phase::Battle);
    assert!(s.game.why_not_battle(Light, site).is_some());
    s.mutate(|cx| cx.break_cover(momaw, Light));
    assert_eq!(s.game.why_not_battle(Light, site), None);
}

/// Core digest CR 6.6: an Undercover spy does not move in its owner's move phase; once its
/// cover is broken it moves as any character.
#[test]
fn cr6_6_undercover_spy_does_not_move_in_its_owners_move_phase() {
    let (s, momaw) = undercover_in(Light, Phase::Move);
    let to = s.site(DB327);
    assert_eq!(
        s.game.why_not_move(Light, momaw, to),
        Some(WhyNot::CannotMove {
            blocked: Blocked::Undercover
        })
    );
    assert!(!s.has_option(Answer::Move { card: momaw, to }));
    // The same spy, its cover broken, moves.
    let (mut s, momaw) = undercover_in(Light, Phase::Move);
    s.mutate(|cx| cx.break_cover(momaw, Light));
    assert_eq!(s.game.why_not_move(Light, momaw, s.site(DB327)), None);
}

/// Core digest CR 6.6 (Undercover: "During your deploy phase, may voluntarily 'break cover'
/// (lose Effect) if at a site"): the owner breaks cover in his own deploy phase only; the
/// spy is back on his side, gives presence again, and the Effect is lost.
#[test]
fn cr6_6_owner_breaks_cover_in_his_deploy_phase_and_the_effect_is_lost() {
    let (mut s, momaw, effect) = undercover(|b| b);
    assert!(s.has_option(Answer::BreakCover(momaw)));
    s.answer(Answer::BreakCover(momaw));
    assert!(!s.q().undercover(momaw));
    assert!(s.q().presence(Light, s.site(DETENTION)));
    assert!(s.pile(Light, Pile::Lost).contains(&effect));
    assert!(s.saw(|w| matches!(w, What::CoverBroken { card } if *card == momaw)));
    // Not in the opponent's deploy phase.
    let (s, momaw) = undercover_in(Dark, Phase::Deploy);
    assert!(!s.options().contains(&Answer::BreakCover(momaw)));
}

/// Core digest CR 6.6: the Effect that made the spy Undercover leaving the table breaks its
/// cover; the spy leaving the table breaks none (the Effect goes with it).
#[test]
fn cr6_6_losing_the_undercover_effect_breaks_cover() {
    let (mut s, momaw, effect) = undercover(|b| b);
    s.mutate(|cx| cx.lose(effect));
    assert!(!s.q().undercover(momaw));
    assert!(s.saw(|w| matches!(w, What::CoverBroken { card } if *card == momaw)));
    let (mut s, momaw, effect) = undercover(|b| b);
    s.mutate(|cx| cx.lose(momaw));
    assert!(s.pile(Light, Pile::Lost).contains(&effect));
    assert!(!s.saw(|w| matches!(w, What::CoverBroken { .. })));
}

/// A spy breaking cover changes presence and control without moving any card, and the state
/// checks see it (the state-check memo keeps which cards are on the opponent's side). Light's Wars Not Make One Great is lost while Dark controls its site;
/// Dark's Garindan, Undercover there (with no Effect on him, as U-3PO deploys), gives Dark no
/// control until he breaks cover, and then the Effect is lost at once.
#[test]
fn cr6_6_breaking_cover_is_seen_by_state_checks() {
    let mut s = premiere()
        .extra(Dark, card("1_177"))
        .extra(Light, card("4_41"))
        .site(Light, "Tatooine: Docking Bay 94")
        .site(Dark, DB327)
        .at(Dark, "Garindan", "Tatooine: Docking Bay 94")
        .flag(Dark, "Garindan", Flags::OPPONENT_SIDE)
        .at(Light, "Wars Not Make One Great", "Tatooine: Docking Bay 94")
        .at(Dark, "Stormtrooper", DB327)
        .phase(Dark, Phase::Deploy)
        .build();
    let site = s.site("Tatooine: Docking Bay 94");
    let garindan = s.card(Dark, "Garindan");
    let wars = s.card(Light, "Wars Not Make One Great");
    assert!(!s.q().controls(Dark, site));
    assert!(s.place(wars).on_table());
    s.answer(Answer::BreakCover(garindan));
    assert!(s.q().controls(Dark, site));
    assert_eq!(
        s.place(wars),
        swccg_engine::Place::Pile(Pile::Lost),
        "{}",
        s.log()
    );
}
