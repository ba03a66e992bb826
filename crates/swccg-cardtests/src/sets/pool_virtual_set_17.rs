//! Tests of Virtual Set 17 (set 217) cards whose scripts were drafted and reviewed. Each test
//! is named `card_<GEMP id>_<what the text does>`.

use super::pool_hoth::{play, title};
use super::special_edition::{choices, shuffled};
use crate::support::{card, drive_until, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::{Answer, Phase, Pile, Place, What};

const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const DUNE_SEA: &str = "Tatooine: Dune Sea";
const KEF_BIR: &str = "Kef Bir: Oceanic Wreckage";
const SENATE: &str = "Coruscant: Galactic Senate";
const GUARD: &str = "Coruscant Guard (V)";
const PODRACING: &str = "Now, This Is Podracing!";

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
}
