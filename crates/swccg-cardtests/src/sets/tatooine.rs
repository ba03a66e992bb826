//! Tests of the Tatooine (set 11) cards. Each test is named `card_<GEMP id>_<what the text
//! does>`.

use super::pool_hoth::{play, use_text};
use super::special_edition::{battle_until, choices, destiny_added, shuffled};
use crate::support::{alter_aims_at_effect, answer_plainly, card, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::decision::{Dest, LossSource, Prompt};
use swccg_engine::{Answer, CardId, Phase, Pile, Place, What};

const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const JUNDLAND: &str = "Tatooine: Jundland Wastes";
const DUNE_SEA: &str = "Tatooine: Dune Sea";
const MOS_ESPA: &str = "Tatooine: Mos Espa";
const PODRACER_BAY: &str = "Tatooine: Podracer Bay";
const SLAVE_QUARTERS: &str = "Tatooine: Slave Quarters";
const VOICES: &str = "A Million Voices Crying Out";
const IGNITION: &str = "Commence Primary Ignition";

/// Whether `side` may use a text of `card` now.
fn may_use(s: &swccg_engine::scenario::Scenario, card: CardId) -> bool {
    s.options().iter().any(use_text(card))
}

crate::card_tests! {
// ----- Ghana Gleemort -----

/// Dark's Force generation is +1 for each of Light's aliens at Ghana's site (a Talz) or an
/// adjacent one (a Jawa at the Dune Sea): 2 more than with Ghana in hand. A Talz two sites
/// away and a Rebel Trooper do not count.
fn card_11_57_ghana_gleemort_generation_plus_opponents_aliens_here_and_adjacent() {
    let generation = |on_table: bool| {
        let mut b = premiere()
            .extra(Dark, card("11_57"))
            .site(Dark, MOS_EISLEY)
            .site(Light, DUNE_SEA)
            .site(Dark, JUNDLAND)
            .at(Light, "Talz", MOS_EISLEY)
            .at(Light, "Jawa", DUNE_SEA)
            .at(Light, "Rebel Trooper", DUNE_SEA)
            .at(Light, "Talz", JUNDLAND);
        b = if on_table {
            b.at(Dark, "Ghana Gleemort", MOS_EISLEY)
        } else {
            b.hand(Dark, "Ghana Gleemort")
        };
        let s = b.phase(Dark, Phase::Deploy).build();
        s.q().generation(Dark)
    };
    assert_eq!(generation(true), generation(false) + 2);
}

/// When Light initiates a Force drain at a site adjacent to Ghana (the Dune Sea), Dark may
/// lose 1 Force to cancel it; not at a site farther away (Jundland Wastes).
fn card_11_57_ghana_gleemort_loses_1_force_to_cancel_a_drain_at_an_adjacent_site() {
    for (drain_at, offered) in [(DUNE_SEA, true), (JUNDLAND, false)] {
        let mut s = premiere()
            .extra(Dark, card("11_57"))
            .site(Dark, MOS_EISLEY)
            .site(Light, DUNE_SEA)
            .site(Dark, JUNDLAND)
            .at(Dark, "Ghana Gleemort", MOS_EISLEY)
            .at(Light, "Rebel Trooper", drain_at)
            .fill(Light, Pile::Force, 2)
            .fill(Dark, Pile::Used, 4)
            .phase(Light, Phase::Control)
            .build();
        let ghana = s.card(Dark, "Ghana Gleemort");
        s.answer(Answer::ForceDrain(s.site(drain_at)));
        assert_eq!(may_use(&s, ghana), offered, "drain at {drain_at}");
        if !offered {
            continue;
        }
        s.answer_with(use_text(ghana));
        let top_used = Answer::LoseFrom(LossSource::Top(Pile::Used));
        if s.has_option(top_used) {
            s.answer(top_used);
        }
        // The window stays open for more answers; both players then pass.
        for _ in 0..4 {
            if s.saw(|w| matches!(w, What::ForceDrainCancelled { .. })) || !s.has_option(Answer::Pass) {
                break;
            }
            s.pass();
        }
        assert!(s.saw(|w| matches!(w, What::ForceDrainCancelled { .. })), "{}", s.log());
        assert_eq!(s.pile(Dark, Pile::Lost).len(), 1, "1 Force lost\n{}", s.log());
    }
}

// ----- Maul's Electrobinoculars -----

/// Deploys on Maul for 2 Force (not on Vader); with 1 Force it does not deploy.
fn card_11_67_mauls_electrobinoculars_deploy_on_maul_for_2() {
    for force in [2, 1] {
        let mut s = premiere()
            .extra(Dark, card("11_67"))
            .extra(Dark, card("11_54"))
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Darth Maul", MOS_EISLEY)
            .at(Dark, "Vader", MOS_EISLEY)
            .hand(Dark, "Maul's Electrobinoculars")
            .fill(Dark, Pile::Force, force)
            .phase(Dark, Phase::Deploy)
            .build();
        let glasses = s.card(Dark, "Maul's Electrobinoculars");
        let maul = s.card(Dark, "Darth Maul");
        let on: Vec<CardId> = s
            .deploy_options_for(glasses)
            .into_iter()
            .map(|d| match d {
                Dest::On { card, .. } => card,
                other => panic!("{other:?}"),
            })
            .collect();
        if force < 2 {
            assert!(on.is_empty(), "{on:?}");
            continue;
        }
        assert_eq!(on, vec![maul]);
        s.answer_with(|a| matches!(a, Answer::Deploy { card, .. } if *card == glasses));
        assert_eq!(s.place(glasses), Place::On { card: maul });
        assert_eq!(s.pile(Dark, Pile::Force).len(), 0, "2 Force used");
    }
}

/// For 1 Force, Dark peeks at the top card of its Force Pile and may move it to the top of its
/// Reserve Deck.
fn card_11_67_mauls_electrobinoculars_peek_at_force_pile_and_may_move_top_to_reserve_deck() {
    let mut s = premiere()
        .extra(Dark, card("11_67"))
        .extra(Dark, card("11_54"))
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Darth Maul", MOS_EISLEY)
        .on(Dark, "Maul's Electrobinoculars", "Darth Maul")
        .fill(Dark, Pile::Force, 3)
        .phase(Dark, Phase::Deploy)
        .build();
    let glasses = s.card(Dark, "Maul's Electrobinoculars");
    s.answer_with(use_text(glasses));
    assert_eq!(s.pile(Dark, Pile::Force).len(), 3 - 1, "1 Force used");
    let seen = s.seen().find_map(|w| match w {
        What::Peeked { viewer: Dark, owner: Dark, pile: Pile::Force, cards } => Some(cards.clone()),
        _ => None,
    });
    let top = *s.pile(Dark, Pile::Force).last().expect("a Force Pile");
    assert_eq!(seen, Some(vec![top]), "{}", s.log());
    s.answer(Answer::Yes);
    assert_eq!(s.pile(Dark, Pile::Reserve).last(), Some(&top));
    assert_eq!(s.pile(Dark, Pile::Force).len(), 3 - 2);
}

// ----- Tatooine: Mos Espa (Dark) -----

/// Dark's smugglers and thieves are power and forfeit +1 here (Gela Yeens 2 + 1 and 3 + 1,
/// Reegesk 1 + 1 and 3 + 1); Gela Yeens elsewhere, a Stormtrooper here and Light's smuggler
/// Han here are not.
fn card_11_93_mos_espa_your_smugglers_and_thieves_power_and_forfeit_1_more_here() {
    for (at, bonus) in [(MOS_ESPA, 1), (JUNDLAND, 0)] {
        let s = premiere()
            .extra(Dark, card("11_93"))
            .extra(Dark, card("7_178"))
            .extra(Dark, card("2_102"))
            .extra(Light, card("1_11"))
            .site(Dark, MOS_ESPA)
            .site(Dark, JUNDLAND)
            .at(Dark, "Gela Yeens", at)
            .at(Dark, "Reegesk", at)
            .at(Dark, "Stormtrooper", MOS_ESPA)
            .at(Light, "Han Solo", MOS_ESPA)
            .phase(Dark, Phase::Deploy)
            .build();
        let q = s.q();
        let gela = s.card(Dark, "Gela Yeens");
        assert_eq!((q.power(gela), q.forfeit(gela)), (2 + bonus, Some(3 + bonus)), "at {at}");
        let reegesk = s.card(Dark, "Reegesk");
        assert_eq!((q.power(reegesk), q.forfeit(reegesk)), (1 + bonus, Some(3 + bonus)), "at {at}");
        let trooper = s.card(Dark, "Stormtrooper");
        assert_eq!((q.power(trooper), q.forfeit(trooper)), (1, Some(2)), "not a smuggler");
        let han = s.card(Light, "Han Solo");
        assert_eq!((q.power(han), q.forfeit(han)), (3, Some(6)), "not Dark's");
    }
}

/// Light drains 2 - 1 here unless its smuggler (Han) or thief (Joh Yowza) is here.
fn card_11_93_mos_espa_light_drains_1_less_unless_its_smuggler_or_thief_here() {
    for (with, drain) in [(None, 2 - 1), (Some("Han Solo"), 2), (Some("Joh Yowza"), 2)] {
        let mut b = premiere()
            .extra(Dark, card("11_93"))
            .extra(Light, card("1_11"))
            .extra(Light, card("7_23"))
            .site(Dark, MOS_ESPA)
            .at(Light, "Rebel Trooper", MOS_ESPA);
        if let Some(who) = with {
            b = b.at(Light, who, MOS_ESPA);
        }
        let s = b.phase(Light, Phase::Control).build();
        assert_eq!(s.q().drain_amount(Light, s.site(MOS_ESPA)), drain, "with {with:?}");
    }
}

// ----- End Of A Reign -----

/// USED: cancels Overseeing It Personally (lost); with only another Effect on table
/// (Macroscan), the mode is not offered.
fn card_11_33_end_of_a_reign_cancels_overseeing_it_personally() {
    for overseeing in [true, false] {
        let mut b = premiere()
            .extra(Light, card("11_33"))
            .extra(Dark, card("9_130"))
            .on_table(Dark, "Macroscan")
            .hand(Light, "End Of A Reign")
            .fill(Light, Pile::Force, 1)
            .phase(Light, Phase::Deploy);
        if overseeing {
            b = b.on_table(Dark, "Overseeing It Personally");
        }
        let mut s = b.build();
        let reign = s.card(Light, "End Of A Reign");
        assert_eq!(s.options().iter().any(play(reign, 0)), overseeing);
        if overseeing {
            let target = s.card(Dark, "Overseeing It Personally");
            s.answer_with(play(reign, 0));
            assert_eq!(s.place(target), Place::Pile(Pile::Lost), "{}", s.log());
            assert_eq!(s.place(s.card(Dark, "Macroscan")), Place::Table);
            assert_eq!(s.place(reign), Place::Pile(Pile::Used));
        }
    }
}

/// USED: for 4 Force, cancels Vader's game text for the rest of the turn; with 3 Force it
/// may not be played. (A Rebel Trooper in hand keeps Light's deploy phase open.)
fn card_11_33_end_of_a_reign_uses_4_force_to_cancel_vaders_game_text() {
    for force in [5, 3] {
        let mut s = premiere()
            .extra(Light, card("11_33"))
            .site(Dark, MOS_EISLEY)
            .site(Light, DUNE_SEA)
            .at(Dark, "Vader", MOS_EISLEY)
            .at(Dark, "Stormtrooper", MOS_EISLEY)
            .at(Light, "Luke", DUNE_SEA)
            .hand(Light, "Rebel Trooper")
            .hand(Light, "End Of A Reign")
            .fill(Light, Pile::Force, force)
            .phase(Light, Phase::Deploy)
            .build();
        let reign = s.card(Light, "End Of A Reign");
        let vader = s.card(Dark, "Vader");
        let offered = s.options().iter().any(play(reign, 1));
        assert_eq!(offered, force == 5, "{force} Force");
        if !offered {
            continue;
        }
        assert!(s.q().text_active(vader));
        s.answer_with(play(reign, 1));
        assert!(!s.q().text_active(vader), "{}", s.log());
        assert!(s.q().text_active(s.card(Dark, "Stormtrooper")));
        assert!(s.saw(|w| matches!(w, What::GameTextCancelled { card } if *card == vader)));
        assert_eq!(s.pile(Light, Pile::Force).len(), 5 - 4, "4 Force used");
        assert_eq!(s.state().phase, Phase::Deploy, "still Light's deploy phase");
    }
}

/// LOST: when the Emperor is just lost (forfeited in a battle Dark lost), Light draws
/// destiny and Dark loses that much Force (a Talz: 3); when a Stormtrooper is lost instead,
/// the mode is not offered.
fn card_11_33_end_of_a_reign_opponent_loses_destiny_when_emperor_lost() {
    for (dark, offered) in [("Emperor Palpatine", true), ("Stormtrooper", false)] {
        let b = premiere()
            .extra(Light, card("11_33"))
            .extra(Light, card("1_11"))
            .extra(Light, card("1_17"))
            .extra(Dark, card("9_109"))
            .site(Dark, MOS_EISLEY)
            .at(Dark, dark, MOS_EISLEY)
            .at(Light, "Luke", MOS_EISLEY)
            .at(Light, "Leia Organa", MOS_EISLEY)
            .at(Light, "Han Solo", MOS_EISLEY)
            .reserve_top(Light, &["Rebel Trooper", "Talz"])
            .reserve_top(Dark, &["Stormtrooper"])
            .hand(Light, "End Of A Reign");
        let reign = b.clone().build().card(Light, "End Of A Reign");
        let (mut s, found) = battle_until(b, Light, MOS_EISLEY, play(reign, 2));
        assert_eq!(found, offered, "{dark} lost\n{}", s.log());
        if !offered {
            continue;
        }
        assert_eq!(s.place(s.card(Dark, dark)), Place::Pile(Pile::Lost));
        let before = s.events.len();
        s.answer_with(play(reign, 2));
        // Han Solo may cancel and re-draw Light's destiny just drawn: he does not.
        let han = s.card(Light, "Han Solo");
        if s.options()
            .iter()
            .any(|a| matches!(a, Answer::Use { card, .. } if *card == han))
        {
            s.answer(Answer::Pass);
        }
        let top_used = Answer::LoseFrom(LossSource::Top(Pile::Used));
        while s.has_option(top_used) {
            s.answer(top_used);
        }
        let after: Vec<&What> = s.events[before..].iter().map(|e| &e.what).collect();
        let destiny = after.iter().find_map(|w| match w {
            What::DestinyDrawn { player: Light, value, .. } => Some(*value),
            _ => None,
        });
        let lost = after
            .iter()
            .filter(|w| matches!(w, What::ForceLost { player: Dark, .. }))
            .count();
        assert_eq!(destiny, Some(3), "a Talz\n{}", s.log());
        assert_eq!(lost, 3, "{}", s.log());
        assert_eq!(s.place(reign), Place::Pile(Pile::Lost));
    }
}

// ----- Entering The Arena -----

/// USED: once per game, takes Podracer Bay into hand from the Reserve Deck (reshuffled); a
/// second copy of the Interrupt may not do it again.
fn card_11_34_entering_the_arena_takes_podracer_bay_once_per_game() {
    let mut s = premiere()
        .extra(Light, card("11_34"))
        .extra(Light, card("11_34"))
        .extra(Light, card("11_45"))
        .extra(Light, card("11_45"))
        .hand(Light, "Entering The Arena")
        .hand(Light, "Entering The Arena")
        .fill(Light, Pile::Force, 2)
        .phase(Light, Phase::Deploy)
        .build();
    let arenas = s.cards(Light, "Entering The Arena");
    let bays = s.cards(Light, "Tatooine: Podracer Bay");
    s.answer_with(play(arenas[0], 0));
    let offered = choices(&s);
    assert!(!offered.is_empty() && offered.iter().all(|c| bays.contains(c)), "{offered:?}");
    s.answer(Answer::Choose(offered[0]));
    assert_eq!(s.place(offered[0]), Place::Pile(Pile::Hand));
    assert!(shuffled(&s, Light));
    assert_eq!(s.place(arenas[0]), Place::Pile(Pile::Used));
    assert!(!s.options().iter().any(play(arenas[1], 0)), "once per game");
}

/// LOST: during a battle at Podracer Bay, adds one battle destiny; not at the Dune Sea.
fn card_11_34_entering_the_arena_adds_one_battle_destiny_at_podracer_bay() {
    for (site, offered) in [(PODRACER_BAY, true), (DUNE_SEA, false)] {
        let b = premiere()
            .extra(Light, card("11_34"))
            .extra(Light, card("11_45"))
            .site(Light, PODRACER_BAY)
            .site(Light, DUNE_SEA)
            .at(Light, "Luke", site)
            .at(Light, "Rebel Trooper", site)
            .at(Dark, "Vader", site)
            .hand(Light, "Entering The Arena");
        let arena = b.clone().build().card(Light, "Entering The Arena");
        let (mut s, found) = battle_until(b, Dark, site, play(arena, 1));
        assert_eq!(found, offered, "battle at {site}\n{}", s.log());
        if offered {
            s.answer_with(play(arena, 1));
            assert_eq!(destiny_added(&s, Light), 1);
            assert_eq!(s.place(arena), Place::Pile(Pile::Lost));
        }
    }
}

// ----- Tatooine: Slave Quarters -----

/// Once per game, in Light's deploy phase, Shmi deploys here from the Reserve Deck (for her
/// cost, 2), which is reshuffled; not offered in the control phase.
fn card_11_46_slave_quarters_deploys_shmi_here_once_per_game() {
    let build = |phase| {
        premiere()
            .extra(Light, card("11_46"))
            .extra(Light, card("11_12"))
            .site(Light, SLAVE_QUARTERS)
            .site(Light, DUNE_SEA)
            .at(Light, "Rebel Trooper", DUNE_SEA)
            .fill(Light, Pile::Force, 3)
            .phase(Light, phase)
            .build()
    };
    let s = build(Phase::Control);
    assert!(!may_use(&s, s.site(SLAVE_QUARTERS)), "not in the control phase");
    let mut s = build(Phase::Deploy);
    let quarters = s.site(SLAVE_QUARTERS);
    let shmi = s.card(Light, "Shmi Skywalker");
    s.answer_with(use_text(quarters));
    let here = Answer::Deploy {
        card: shmi,
        to: Dest::At(quarters),
    };
    if s.has_option(here) {
        s.answer(here);
    }
    assert_eq!(s.place(shmi), Place::At { location: quarters }, "{}", s.log());
    assert_eq!(s.pile(Light, Pile::Force).len(), 3 - 2, "Shmi's cost");
    assert!(shuffled(&s, Light));
    assert!(!may_use(&s, quarters), "once per game");
}

/// Dark drains 2 + 1 here while Watto is present; 2 with a Stormtrooper here and Watto at
/// Mos Eisley.
fn card_11_46_slave_quarters_dark_drains_1_more_while_watto_present() {
    for (watto_at, drain) in [(SLAVE_QUARTERS, 2 + 1), (MOS_EISLEY, 2)] {
        let s = premiere()
            .extra(Light, card("11_46"))
            .extra(Dark, card("11_65"))
            .site(Light, SLAVE_QUARTERS)
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Stormtrooper", SLAVE_QUARTERS)
            .at(Dark, "Watto", watto_at)
            .phase(Dark, Phase::Control)
            .build();
        assert_eq!(s.q().drain_amount(Dark, s.site(SLAVE_QUARTERS)), drain, "Watto at {watto_at}");
    }
}
/// A Million Voices Crying Out: twice per game, during Dark's turn, Commence Primary Ignition
/// comes into hand from the Reserve Deck or the Lost Pile (both copies offered); the third copy
/// is not offered after two uses.
fn card_11_68_a_million_voices_crying_out_twice_per_game_takes_ignition() {
    let mut b = premiere().extra(Dark, card("11_68"));
    for _ in 0..3 {
        b = b.extra(Dark, card("2_130"));
    }
    let mut s = b
        .on_table(Dark, VOICES)
        .to_pile(Dark, IGNITION, Pile::Lost)
        .phase(Dark, Phase::Deploy)
        .build();
    let voices = s.card(Dark, VOICES);
    let copies = s.cards(Dark, IGNITION);
    let lost = copies
        .iter()
        .copied()
        .find(|&c| s.place(c) == Place::Pile(Pile::Lost))
        .expect("a copy in the Lost Pile");
    let reserve: Vec<CardId> = copies.iter().copied().filter(|&c| c != lost).collect();
    s.answer_with(use_text(voices));
    let offered = choices(&s);
    assert!(offered.contains(&lost), "{offered:?}");
    assert!(reserve.iter().any(|c| offered.contains(c)), "{offered:?}");
    s.answer(Answer::Choose(lost));
    assert_eq!(s.place(lost), Place::Pile(Pile::Hand), "{}", s.log());
    assert!(may_use(&s, voices), "a second use");
    s.answer_with(use_text(voices));
    let second = choices(&s)[0];
    s.answer(Answer::Choose(second));
    assert_eq!(s.place(second), Place::Pile(Pile::Hand), "{}", s.log());
    assert!(!may_use(&s, voices), "twice per game: {:?}", s.options());
}

/// A Million Voices Crying Out: once Alderaan has been blown away, Dark retrieves 3 Force as
/// it deploys Devastator (a unique Star Destroyer); nothing before Alderaan is blown away, nor
/// for a Victory-Class Star Destroyer (not unique).
fn card_11_68_a_million_voices_crying_out_retrieves_3_for_a_unique_star_destroyer() {
    for (ship, id, blown, retrieved) in [
        ("Devastator", "1_301", true, 3),
        ("Devastator", "1_301", false, 0),
        ("Victory-Class Star Destroyer", "2_155", true, 0),
    ] {
        let mut s = premiere()
            .extra(Dark, card("11_68"))
            .extra(Dark, card("1_281")) // Alderaan
            .extra(Dark, card("1_289")) // Tatooine
            .extra(Dark, card(id))
            .site(Dark, "Alderaan")
            .site(Dark, "Tatooine")
            .on_table(Dark, VOICES)
            .hand(Dark, ship)
            .fill(Dark, Pile::Lost, 5)
            .fill(Dark, Pile::Force, 12)
            .phase(Dark, Phase::Deploy)
            .build();
        if blown {
            let alderaan = s.site("Alderaan");
            s.mutate(|cx| cx.blow_away(alderaan));
        }
        let starship = s.card_in_hand(Dark, ship);
        let lost = s.pile(Dark, Pile::Lost).len();
        s.answer_with(|a| matches!(a, Answer::Deploy { card, .. } if *card == starship));
        // On until Dark is asked for its next action, the automatic retrieval done.
        for _ in 0..6 {
            let asked = matches!(s.prompt(), Some(Prompt::Action { .. }));
            if s.place(starship).on_table() && asked {
                break;
            }
            assert!(answer_plainly(&mut s), "{}", s.log());
        }
        assert!(s.place(starship).on_table(), "{ship}: {}", s.log());
        assert_eq!(
            lost - s.pile(Dark, Pile::Lost).len(),
            retrieved,
            "{ship}, Alderaan blown away {blown}: {}",
            s.log()
        );
    }
}
/// A Million Voices Crying Out is immune to Alter: Light's Alter may target Sunsdown, another
/// Dark Effect on table, never this one.
fn card_11_68_a_million_voices_crying_out_immune_to_alter() {
    let (this, other, immune) = alter_aims_at_effect("11_68", VOICES);
    assert!(!this && other && immune, "this {this}, Sunsdown {other}, immune {immune}");
}
}
