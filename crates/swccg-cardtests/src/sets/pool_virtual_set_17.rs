//! Tests of Virtual Set 17 (set 217) cards whose scripts were drafted and reviewed. Each test
//! is named `card_<GEMP id>_<what the text does>`.

use super::pool_hoth::{play, title, use_text};
use super::special_edition::{choices, shuffled};
use crate::support::{
    alter_aims_at_effect, answer_plainly, card, drive_until, play_out, premiere, superlaser_scene,
};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::scenario::Scenario;
use swccg_engine::{Answer, Phase, Pile, Place, What};

const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const DUNE_SEA: &str = "Tatooine: Dune Sea";
const KEF_BIR: &str = "Kef Bir: Oceanic Wreckage";
const SENATE: &str = "Coruscant: Galactic Senate";
const GUARD: &str = "Coruscant Guard (V)";
const PODRACING: &str = "Now, This Is Podracing!";
const ALDERAAN: &str = "Alderaan";
const DEMONSTRATION: &str = "An Effective Demonstration";

crate::card_tests! {
/// Light's text: Rey alone here is immune to attrition; with a Rebel Trooper beside her, not.
fn card_217_39_kef_bir_rey_alone_here_is_immune_to_attrition() {
    for (alone, immunity) in [(true, i32::MAX), (false, 0)] {
        let mut b = premiere()
            .extra(Light, card("217_39"))
            .extra(Light, card("204_9"))
            .site(Light, KEF_BIR)
            .at(Light, "Rey", KEF_BIR);
        if !alone {
            b = b.at(Light, "Rebel Trooper", KEF_BIR);
        }
        let s = b.phase(Light, Phase::Deploy).build();
        assert_eq!(s.q().immunity(s.card(Light, "Rey")), immunity, "alone {alone}");
    }
}

/// Dark's text: while Rey is alone here, Dark may not Force drain at Kylo Ren's site (Mos
/// Eisley), still at a Stormtrooper's (the Dune Sea); with a Rebel Trooper beside Rey it may
/// drain at both.
fn card_217_39_kef_bir_rey_alone_here_stops_drains_at_kylos_site() {
    for alone in [true, false] {
        let mut b = premiere()
            .extra(Light, card("217_39"))
            .extra(Light, card("204_9"))
            .extra(Dark, card("204_43"))
            .site(Light, KEF_BIR)
            .site(Dark, MOS_EISLEY)
            .site(Light, DUNE_SEA)
            .at(Light, "Rey", KEF_BIR)
            .at(Dark, "Kylo Ren", MOS_EISLEY)
            .at(Dark, "Stormtrooper", DUNE_SEA);
        if !alone {
            b = b.at(Light, "Rebel Trooper", KEF_BIR);
        }
        let s = b
            .fill(Dark, Pile::Force, 3)
            .phase(Dark, Phase::Control)
            .build();
        assert_eq!(
            s.has_option(Answer::ForceDrain(s.site(MOS_EISLEY))),
            !alone,
            "Rey alone {alone}"
        );
        assert!(s.has_option(Answer::ForceDrain(s.site(DUNE_SEA))));
    }
}

/// At the Galactic Senate, characters without politics here are forfeit = 0: Light's Rebel
/// Trooper (2) and Dark's Stormtrooper (2); not Sei Taria (politics 3, forfeit 5) nor the
/// Coruscant Guard itself (4). At Mos Eisley, nothing changes.
fn card_217_7_coruscant_guard_zeroes_forfeit_of_characters_without_politics_at_the_senate() {
    for (site, zeroed) in [(SENATE, true), (MOS_EISLEY, false)] {
        let s = premiere()
            .extra(Dark, card("217_7"))
            .extra(Dark, card("12_167"))
            .extra(Light, card("12_27"))
            .site(Dark, SENATE)
            .site(Dark, MOS_EISLEY)
            .at(Dark, GUARD, site)
            .at(Dark, "Stormtrooper", site)
            .at(Light, "Rebel Trooper", site)
            .at(Light, "Sei Taria", site)
            .phase(Dark, Phase::Deploy)
            .build();
        let q = s.q();
        let low = if zeroed { 0 } else { 2 };
        assert_eq!(q.forfeit(s.card(Light, "Rebel Trooper")), Some(low), "at {site}");
        assert_eq!(q.forfeit(s.card(Dark, "Stormtrooper")), Some(low), "at {site}");
        assert_eq!(q.forfeit(s.card(Light, "Sei Taria")), Some(5), "at {site}");
        assert_eq!(q.forfeit(s.card(Dark, GUARD)), Some(4), "at {site}");
    }
}

/// In a battle at the Senate, neither player draws more than one battle destiny: with one draw
/// added by a text, Dark (Vader) and Light (Luke, a Rebel Trooper) each draw 1; at Mos Eisley,
/// 2.
fn card_217_7_coruscant_guard_limits_battle_destiny_to_one_at_the_senate() {
    for (site, n) in [(SENATE, 1), (MOS_EISLEY, 2)] {
        let mut s = premiere()
            .extra(Dark, card("217_7"))
            .extra(Dark, card("12_167"))
            .site(Dark, SENATE)
            .site(Dark, MOS_EISLEY)
            .at(Dark, GUARD, site)
            .at(Dark, "Vader", site)
            .at(Light, "Luke", site)
            .at(Light, "Rebel Trooper", site)
            .fill(Dark, Pile::Force, 2)
            .phase(Dark, Phase::Battle)
            .build();
        let at = s.site(site);
        s.answer(Answer::Battle(at));
        assert_eq!(s.q().battle_destiny_draws(Dark, at, 1), n, "Dark at {site}");
        assert_eq!(s.q().battle_destiny_draws(Light, at, 1), n, "Light at {site}");
    }
}

/// First text: in a battle Dark initiates with Vader against a Rebel Trooper, Dark's just drawn
/// battle destiny (a Stormtrooper, 1) becomes 1 + 1. Light's own battle destiny (Luke and a
/// Rebel Trooper attacking) is no occasion.
fn card_217_42_now_this_is_podracing_adds_1_to_opponents_destiny() {
    let mut s = premiere()
        .extra(Light, card("217_42"))
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Vader", MOS_EISLEY)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .hand(Light, PODRACING)
        .reserve_top(Dark, &["Stormtrooper"])
        .fill(Dark, Pile::Force, 3)
        .fill(Light, Pile::Force, 3)
        .fill(Dark, Pile::Used, 10)
        .fill(Light, Pile::Used, 10)
        .phase(Dark, Phase::Battle)
        .build();
    let pod = s.card(Light, PODRACING);
    s.answer(Answer::Battle(s.site(MOS_EISLEY)));
    assert!(drive_until(&mut s, play(pod, 0), 60), "{}", s.log());
    s.answer_with(play(pod, 0));
    assert!(s.saw(|w| matches!(w, What::DestinyChanged { player: Dark, value: 2 })), "{}", s.log());

    let mut s = premiere()
        .extra(Light, card("217_42"))
        .site(Dark, MOS_EISLEY)
        .at(Light, "Luke", MOS_EISLEY)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .hand(Light, PODRACING)
        .fill(Dark, Pile::Force, 3)
        .fill(Light, Pile::Force, 3)
        .fill(Dark, Pile::Used, 10)
        .fill(Light, Pile::Used, 10)
        .phase(Light, Phase::Battle)
        .build();
    let pod = s.card(Light, PODRACING);
    s.answer(Answer::Battle(s.site(MOS_EISLEY)));
    assert!(!drive_until(&mut s, play(pod, 0), 60), "{}", s.log());
    assert!(s.saw(|w| matches!(w, What::DestinyDrawn { player: Light, .. })));
}

/// Second text: Light's weapon destiny for a Mos Eisley Blaster at Jabba (defense value 3) is a
/// Rebel Trooper, 1: 1 + 2 does not beat 3, but made 1 + 1 it does and Jabba is forfeit 5 - 2.
fn card_217_42_now_this_is_podracing_adds_1_to_your_weapon_destiny() {
    use crate::support::blaster_at_jabba;
    assert_eq!(blaster_at_jabba(Light, "217_42", 1, "Rebel Trooper", false), 5);
    assert_eq!(blaster_at_jabba(Light, "217_42", 1, "Rebel Trooper", true), 3);
}

/// Third text: with Your Thoughts Dwell On Your Mother on table, takes Night Club or Skywalker Hut
/// (nothing else) into hand from the Reserve Deck and reshuffles; without it, not offered.
fn card_217_42_now_this_is_podracing_takes_night_club_or_skywalker_hut() {
    let thoughts = title("217_52");
    let hut = title("217_47");
    let club = title("200_57");
    for on_table in [true, false] {
        let mut b = premiere()
            .extra(Light, card("217_42"))
            .extra(Light, card("217_52"))
            .extra(Light, card("217_47"))
            .extra(Light, card("200_57"))
            .extra(Light, card("6_86"))
            .hand(Light, PODRACING);
        if on_table {
            b = b.on_table(Light, &thoughts);
        }
        let mut s = b.phase(Light, Phase::Deploy).build();
        let pod = s.card(Light, PODRACING);
        assert_eq!(s.options().iter().any(play(pod, 2)), on_table);
        if !on_table {
            continue;
        }
        s.answer_with(play(pod, 2));
        let mut offered: Vec<String> = choices(&s)
            .into_iter()
            .map(|c| s.q().bp(c).title.clone())
            .collect();
        offered.sort();
        let mut expected = vec![club.clone(), hut.clone()];
        expected.sort();
        assert_eq!(offered, expected);
        let taken = s.card(Light, &hut);
        s.answer(Answer::Choose(taken));
        assert_eq!(s.place(taken), Place::Pile(Pile::Hand));
        assert!(shuffled(&s, Light));
    }
}

/// Dagobah (V), Dark: no Force drains here, for either player.
fn card_217_33_dagobah_dark_no_force_drains_here() {
    super::dagobah::no_drain_at_dagobah_system("217_33", Light, "Dagobah (V)");
}

/// Dagobah (V), Light: once a turn Light takes a Jedi Test or a Dagobah site into hand from
/// its Reserve Deck (Great Warrior and the Swamp are offered, the Dune Sea not); not twice.
fn card_217_33_dagobah_light_takes_a_jedi_test_or_dagobah_site_once_per_turn() {
    let mut s = premiere()
        .extra(Light, card("217_33"))
        .extra(Light, card("4_77"))
        .extra(Light, card("4_87"))
        .site(Light, "Dagobah (V)")
        .phase(Light, Phase::Control)
        .build();
    let dagobah = s.site("Dagobah (V)");
    s.answer_with(super::pool_hoth::use_text(dagobah));
    let test = s.card(Light, "Great Warrior");
    let swamp = s.card(Light, "Dagobah: Swamp");
    let offered = choices(&s);
    assert!(offered.contains(&test) && offered.contains(&swamp), "{offered:?}");
    assert!(!offered.contains(&s.card(Light, DUNE_SEA)));
    s.answer(Answer::Choose(swamp));
    assert_eq!(s.place(swamp), Place::Pile(Pile::Hand), "{}", s.log());
    assert!(!s.options().iter().any(super::pool_hoth::use_text(dagobah)), "once per turn");
}
/// An Effective Demonstration: Commence Primary Ignition fired at Alderaan (no sites, so X = Z
/// = 0; Y = 1) drawing 3 totals 4, and 9 with the Effect on table: Alderaan is blown away (+4
/// would make 8, not enough). Without the Effect it stands. At Tatooine (X = Z = 2) drawing 6
/// totals 5: the Effect adds nothing there (+5 would blow Tatooine away).
fn card_217_1_an_effective_demonstration_attempts_on_alderaan_are_plus_5() {
    let fire = |at_alderaan: bool, effect: bool, destiny: &str| {
        let mut b = superlaser_scene(2, destiny)
            .extra(Dark, card("1_281")) // Alderaan
            .extra(Dark, card("1_241")) // Dark Maneuvers, destiny 6
            .extra(Dark, card("217_1"))
            .site(Dark, ALDERAAN);
        if at_alderaan {
            b = b.mobile_at("Death Star", 2, Some(ALDERAAN));
        }
        if effect {
            b = b.on_table(Dark, DEMONSTRATION);
        }
        let mut s = b.build();
        assert!(play_out(&mut s, Dark, "Commence Primary Ignition"), "{}", s.log());
        s
    };
    let stands = |s: &Scenario, planet: &str| {
        s.state().locations().any(|l| s.q().bp(l).title == planet)
    };
    let s = fire(true, true, "Macroscan");
    assert!(!stands(&s, ALDERAAN), "{}", s.log());
    assert!(s.saw(|w| matches!(w, What::BlownAway { .. })));
    let s = fire(true, false, "Macroscan");
    assert!(stands(&s, ALDERAAN), "{}", s.log());
    let s = fire(false, true, "Dark Maneuvers");
    assert!(stands(&s, "Tatooine"), "{}", s.log());
}

/// An Effective Demonstration: once Alderaan has been blown away, the Death Star system has
/// one more Light Side icon (Dark's icons there unchanged); Tatooine blown away instead adds
/// none.
fn card_217_1_an_effective_demonstration_light_icon_at_death_star_once_alderaan_blown_away() {
    for (blown, adds) in [(Some(ALDERAAN), 1), (Some("Tatooine"), 0), (None, 0)] {
        let mut s = premiere()
            .extra(Dark, card("2_143")) // Death Star
            .extra(Dark, card("1_281")) // Alderaan
            .extra(Dark, card("1_289")) // Tatooine
            .extra(Dark, card("217_1"))
            .site(Dark, "Death Star")
            .site(Dark, ALDERAAN)
            .site(Dark, "Tatooine")
            .mobile_at("Death Star", 2, Some(ALDERAAN))
            .on_table(Dark, DEMONSTRATION)
            .phase(Dark, Phase::Deploy)
            .build();
        let death_star = s.site("Death Star");
        let printed = [Light, Dark].map(|side| s.q().icons(side, death_star));
        if let Some(planet) = blown {
            let system = s.site(planet);
            s.mutate(|cx| cx.blow_away(system));
        }
        assert_eq!(s.q().icons(Light, death_star), printed[0] + adds, "{blown:?}");
        assert_eq!(s.q().icons(Dark, death_star), printed[1], "{blown:?}");
    }
}

/// An Effective Demonstration: once per game, Dark takes the Superlaser from its Reserve Deck
/// into hand during its turn; the text is not offered again (nor in Light's turn).
fn card_217_1_an_effective_demonstration_once_per_game_takes_superlaser() {
    let mut s = premiere()
        .extra(Dark, card("2_161")) // Superlaser
        .extra(Dark, card("217_1"))
        .on_table(Dark, DEMONSTRATION)
        .phase(Dark, Phase::Deploy)
        .build();
    let effect = s.card(Dark, DEMONSTRATION);
    let laser = s.card(Dark, "Superlaser");
    assert_eq!(s.place(laser), Place::Pile(Pile::Reserve));
    s.answer_with(use_text(effect));
    s.answer(Answer::Choose(laser));
    assert_eq!(s.place(laser), Place::Pile(Pile::Hand), "{}", s.log());
    assert!(!s.options().iter().any(use_text(effect)), "once per game");
    // On through Light's turn to Dark's next: never offered again.
    let turn = s.state().turn;
    while s.state().turn < turn + 2 {
        assert!(!s.options().iter().any(use_text(effect)), "{}", s.log());
        assert!(answer_plainly(&mut s), "{}", s.log());
    }
    assert!(!s.options().iter().any(use_text(effect)), "{}", s.log());
}
/// An Effective Demonstration is immune to Alter: Light's Alter may target Sunsdown, another
/// Dark Effect on table, never this one.
fn card_217_1_an_effective_demonstration_immune_to_alter() {
    let (this, other, immune) = alter_aims_at_effect("217_1", DEMONSTRATION);
    assert!(!this && other && immune, "this {this}, Sunsdown {other}, immune {immune}");
}
}
