//! Tests of the cards the "Open 40 card - Beginner Light" sample deck gained with the Open 42
//! work: Admiral Kilian, Tarfful, Coruscant: Jedi Council Chamber, and the Jedi Lightsaber (V)
//! whose drain bonus the Council Chamber's Dark text cancels (scripts in each card's own set
//! file). Each test is named `card_<GEMP id>_<what it does>`.

use super::pool_anh_1996::drain;
use super::pool_hoth::use_text;
use super::space::adds_power_piloting;
use crate::support::{card, drive_until, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::decision::Dest;
use swccg_engine::scenario::{Builder, Scenario};
use swccg_engine::state::Flags;
use swccg_engine::{Answer, CardId, Phase, Pile, Place, What};

const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const DUNE_SEA: &str = "Tatooine: Dune Sea";
const CANTINA: &str = "Tatooine: Cantina";
const TATOOINE: &str = "Tatooine";
const COUNCIL: &str = "Coruscant: Jedi Council Chamber";
const KILIAN: &str = "Admiral Kilian";
const TARFFUL: &str = "Tarfful";
const YODA: &str = "Yoda, Master Of The Force (V)";
const SABER: &str = "Jedi Lightsaber (V)";
const OBI_SABER: &str = "Obi-Wan's Lightsaber";
const OBI: &str = "Obi-Wan Kenobi";
const TRANSPORT: &str = "Medium Transport";

/// Drives a scenario plainly until an option fits `pick`, then answers it.
fn take(s: &mut Scenario, pick: impl Fn(&Answer) -> bool) {
    assert!(drive_until(s, &pick, 60), "never offered\n{}", s.log());
    s.answer_with(pick);
}

/// Dark initiates a battle at Tatooine (the system) with Devastator against Light's Medium
/// Transport, piloted by Kilian (or carrying him as a passenger), a Rebel Trooper aboard;
/// Light's next destinies are 1, Dark's 6. The sites Dune Sea and Mos Eisley (exterior) and
/// the Cantina (interior) are on table.
fn kilian_battle(piloting: bool) -> Scenario {
    let b = premiere()
        .extra(Light, card("217_26"))
        .extra(Light, card("3_65"))
        .extra(Light, card("1_128"))
        .extra(Dark, card("1_301"))
        .extra(Dark, card("1_289"))
        .site(Dark, TATOOINE)
        .site(Light, DUNE_SEA)
        .site(Dark, MOS_EISLEY)
        .site(Light, CANTINA)
        .at(Light, TRANSPORT, TATOOINE);
    let b = if piloting {
        b.on(Light, KILIAN, TRANSPORT)
    } else {
        b.passenger(Light, KILIAN, TRANSPORT)
    };
    let b = b
        .passenger(Light, "Rebel Trooper", TRANSPORT)
        .at(Dark, "Devastator", TATOOINE);
    dark_initiates_battle(b, TATOOINE)
}

/// From a table: Light's next destinies are 1 (Rebel Troopers), Dark's 6, 3 Force for Dark to
/// initiate, Used Piles to lose from, and Dark initiates a battle at `location`.
fn dark_initiates_battle(b: Builder, location: &str) -> Scenario {
    let mut s = b
        .reserve_top(Light, &["Rebel Trooper", "Rebel Trooper", "Rebel Trooper"])
        .reserve_top(Dark, &["It's Worse", "Ommni Box", "Imperial Barrier"])
        .fill(Dark, Pile::Force, 3)
        .fill(Light, Pile::Used, 12)
        .fill(Dark, Pile::Used, 12)
        .phase(Dark, Phase::Battle)
        .build();
    s.answer(Answer::Battle(s.site(location)));
    s
}

/// Dark initiates a battle at Mos Eisley against Light's Yoda alone there (Vader and two
/// Stormtroopers, Dark's destinies 6, Light's 1); Tarfful is at the Dune Sea.
fn yoda_battle() -> Scenario {
    let b = premiere()
        .extra(Light, card("216_42"))
        .extra(Light, card("213_44"))
        .site(Dark, MOS_EISLEY)
        .site(Light, DUNE_SEA)
        .at(Light, YODA, MOS_EISLEY)
        .at(Light, TARFFUL, DUNE_SEA)
        .at(Dark, "Vader", MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY);
    dark_initiates_battle(b, MOS_EISLEY)
}

/// Light's Tarfful (and a Rebel Trooper) at Mos Eisley with Dark's Stormtrooper; Ghhhk and
/// Houjix (interrupts immune to Sense) in the decks beside the Premiere ones.
fn tarfful_table() -> Builder {
    premiere()
        .extra(Light, card("216_42"))
        .extra(Light, card("2_50"))
        .extra(Dark, card("2_132"))
        .site(Dark, MOS_EISLEY)
        .site(Light, DUNE_SEA)
        .at(Light, TARFFUL, MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
}

/// The first card of the game with this title (anywhere).
fn any_card(s: &Scenario, title: &str) -> CardId {
    s.state()
        .cards
        .iter()
        .enumerate()
        .map(|(i, _)| CardId(i as u16))
        .find(|&c| s.game.title(c) == title)
        .unwrap_or_else(|| panic!("no {title}"))
}

/// Light's Obi-Wan at Mos Eisley carries `saber`; the Council Chamber is on table or not.
fn saber_table(saber_id: &str, saber: &str, council: bool) -> Builder {
    let mut b = premiere()
        .extra(Light, card(saber_id))
        .extra(Light, card("1_21"))
        .extra(Light, card("12_76"))
        .site(Dark, MOS_EISLEY)
        .site(Light, DUNE_SEA);
    if council {
        b = b.site(Light, COUNCIL);
    }
    b.at(Light, OBI, MOS_EISLEY).on(Light, saber, OBI)
}

crate::card_tests! {
// ----- Admiral Kilian -----

/// Adds 2 to the power of what he pilots (Red 3: 3 + 2), nothing as a passenger.
fn card_217_26_admiral_kilian_adds_2_to_power_of_anything_he_pilots() {
    adds_power_piloting("217_26", Light, 2);
}

/// Your total power is +2 where he is: Kilian alone in battle at the Dune Sea makes 2 + 2;
/// with Boba Fett there too, 2; a Rebel Trooper beside him, 2 + 1 + 2.
fn card_217_26_admiral_kilian_total_power_2_more_unless_with_boba_fett() {
    for (boba, trooper, total) in [(false, false, 2 + 2), (true, false, 2), (false, true, 2 + 1 + 2)] {
        let mut b = premiere()
            .extra(Light, card("217_26"))
            .extra(Dark, card("5_91"))
            .site(Light, DUNE_SEA)
            .site(Dark, MOS_EISLEY)
            .at(Light, KILIAN, DUNE_SEA)
            .flag(Light, KILIAN, Flags::IN_BATTLE);
        if boba {
            b = b.at(Dark, "Boba Fett", DUNE_SEA);
        }
        if trooper {
            b = b.at(Light, "Rebel Trooper", DUNE_SEA).flag(Light, "Rebel Trooper", Flags::IN_BATTLE);
        }
        let s = b.build();
        assert_eq!(s.q().battle_power(Light, s.site(DUNE_SEA)), total, "boba {boba}, trooper {trooper}");
    }
}

/// Piloting a capital starship (the Medium Transport), it is immune to attrition < 4: its
/// immunity is 4, so attrition 3 does not reach it and attrition 4 does. As a passenger
/// Kilian gives none.
fn card_217_26_admiral_kilian_capital_starship_immune_to_attrition_below_4() {
    for (piloting, immunity) in [(true, 4), (false, 0)] {
        let b = premiere()
            .extra(Light, card("217_26"))
            .extra(Light, card("3_65"))
            .extra(Dark, card("1_289"))
            .site(Dark, TATOOINE)
            .at(Light, TRANSPORT, TATOOINE);
        let b = if piloting { b.on(Light, KILIAN, TRANSPORT) } else { b.passenger(Light, KILIAN, TRANSPORT) };
        let s = b.build();
        let ship = s.card(Light, TRANSPORT);
        assert_eq!(s.q().immunity(ship), immunity, "piloting {piloting}");
        if piloting {
            // A card is forfeited to attrition when its immunity is no more than the attrition.
            let reached = |attrition: i32| s.q().immunity(ship) <= attrition;
            assert!(!reached(3), "attrition 3 does not reach it");
            assert!(reached(4), "attrition 4 does");
        }
    }
}

/// Once per game, as the capital starship he pilots is about to be lost (forfeited after a
/// lost battle), Light may relocate its characters aboard to a related exterior site (the
/// Dune Sea or Mos Eisley, not the Cantina): Kilian and the Rebel Trooper go there, the
/// starship is still lost.
fn card_217_26_admiral_kilian_relocates_characters_aboard_when_starship_about_to_be_lost() {
    let mut s = kilian_battle(true);
    let ship = s.card(Light, TRANSPORT);
    let kilian = s.card(Light, KILIAN);
    let trooper = s.cards(Light, "Rebel Trooper").into_iter().find(|&c| s.place(c) == (Place::On { card: ship })).expect("a trooper aboard");
    take(&mut s, |a| *a == Answer::Forfeit(ship));
    assert!(s.options().iter().any(use_text(kilian)), "{}", s.log());
    s.answer_with(use_text(kilian));
    let dune = s.site(DUNE_SEA);
    let options = s.options();
    assert!(options.contains(&Answer::ChooseLocation(dune)), "{options:?}\n{}", s.log());
    assert!(options.contains(&Answer::ChooseLocation(s.site(MOS_EISLEY))));
    assert!(!options.contains(&Answer::ChooseLocation(s.site(CANTINA))), "interior");
    s.answer(Answer::ChooseLocation(dune));
    for _ in 0..10 {
        if s.place(ship) != (Place::At { location: s.site(TATOOINE) }) {
            break;
        }
        if !crate::support::answer_plainly(&mut s) {
            break;
        }
    }
    assert_eq!(s.place(kilian), Place::At { location: dune }, "{}", s.log());
    assert_eq!(s.place(trooper), Place::At { location: dune });
    assert_eq!(s.place(ship), Place::Pile(Pile::Lost), "{}", s.log());
}

/// As a passenger Kilian offers nothing: the starship is lost with everyone aboard.
fn card_217_26_admiral_kilian_no_relocation_as_passenger() {
    let mut s = kilian_battle(false);
    let ship = s.card(Light, TRANSPORT);
    let kilian = s.card(Light, KILIAN);
    take(&mut s, |a| *a == Answer::Forfeit(ship));
    assert!(!s.options().iter().any(use_text(kilian)), "{}", s.log());
    assert_eq!(s.place(ship), Place::Pile(Pile::Lost), "{}", s.log());
    assert_eq!(s.place(kilian), Place::Pile(Pile::Lost));
}

// ----- Tarfful -----

/// As a battle is initiated at his site, Light names an interrupt title (Imperial Barrier):
/// for the rest of the battle interrupts of that title may not be played, unless immune to
/// Sense (Ghhhk named stays playable); other titles are untouched; after the battle, nothing.
fn card_216_42_tarfful_names_an_interrupt_for_the_battle() {
    for (named, barred) in [("Imperial Barrier", true), ("Ghhhk", false)] {
        let mut s = tarfful_table()
            .fill(Light, Pile::Force, 3)
            .fill(Light, Pile::Used, 10)
            .fill(Dark, Pile::Used, 10)
            .phase(Light, Phase::Battle)
            .build();
        let tarfful = s.card(Light, TARFFUL);
        s.answer(Answer::Battle(s.site(MOS_EISLEY)));
        take(&mut s, use_text(tarfful));
        let card = any_card(&s, named);
        let other = any_card(&s, "Houjix");
        assert!(s.has_option(Answer::Choose(card)), "{:?}\n{}", s.options(), s.log());
        s.answer(Answer::Choose(card));
        assert_eq!(s.q().may_not_be_played(card), barred, "{named}");
        assert!(!s.q().may_not_be_played(other), "another title");
        for _ in 0..80 {
            if s.state().battle.is_none() || !crate::support::answer_plainly(&mut s) {
                break;
            }
        }
        assert!(s.state().battle.is_none(), "{}", s.log());
        assert!(!s.q().may_not_be_played(card), "the battle is over");
    }
}

/// Not offered for a battle at another site (Tarfful at the Dune Sea).
fn card_216_42_tarfful_names_only_for_a_battle_at_his_site() {
    let mut s = premiere()
        .extra(Light, card("216_42"))
        .site(Dark, MOS_EISLEY)
        .site(Light, DUNE_SEA)
        .at(Light, TARFFUL, DUNE_SEA)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .fill(Light, Pile::Force, 3)
        .phase(Light, Phase::Battle)
        .build();
    let tarfful = s.card(Light, TARFFUL);
    s.answer(Answer::Battle(s.site(MOS_EISLEY)));
    assert!(!drive_until(&mut s, use_text(tarfful), 10), "{}", s.log());
}

/// Once per game, as Yoda is about to be lost (forfeited to battle damage), Light may place
/// him in hand instead: he goes to hand, not to the Lost Pile.
fn card_216_42_tarfful_saves_yoda_into_hand() {
    let mut s = yoda_battle();
    let yoda = s.card(Light, YODA);
    let tarfful = s.card(Light, TARFFUL);
    take(&mut s, |a| *a == Answer::Forfeit(yoda));
    assert!(s.options().iter().any(use_text(tarfful)), "{}", s.log());
    s.answer_with(use_text(tarfful));
    assert_eq!(s.place(yoda), Place::Pile(Pile::Hand), "{}", s.log());
    assert!(!s.saw(|w| matches!(w, What::Forfeited { card } if *card == yoda)));
}

/// Declined, Yoda is lost after the window.
fn card_216_42_tarfful_declined_yoda_is_lost() {
    let mut s = yoda_battle();
    let yoda = s.card(Light, YODA);
    let tarfful = s.card(Light, TARFFUL);
    take(&mut s, |a| *a == Answer::Forfeit(yoda));
    assert!(s.options().iter().any(use_text(tarfful)), "{}", s.log());
    s.answer(Answer::Pass);
    for _ in 0..4 {
        if s.place(yoda) != (Place::At { location: s.site(MOS_EISLEY) }) || !crate::support::answer_plainly(&mut s) {
            break;
        }
    }
    assert_eq!(s.place(yoda), Place::Pile(Pile::Lost), "{}", s.log());
}

// ----- Coruscant: Jedi Council Chamber -----

/// Light's text: in Light's deploy phase, an [Episode I] Yoda deploys here from the Reserve
/// Deck (which is reshuffled); a Rebel Trooper there is not offered.
fn card_12_76_jedi_council_chamber_yoda_deploys_here_from_reserve_deck_once_per_turn() {
    let mut s = premiere()
        .extra(Light, card("12_76"))
        .extra(Light, card("213_44"))
        .site(Light, COUNCIL)
        .site(Dark, MOS_EISLEY)
        .to_pile(Light, YODA, Pile::Reserve)
        .fill(Light, Pile::Force, 6)
        .phase(Light, Phase::Deploy)
        .build();
    let council = s.site(COUNCIL);
    assert!(s.options().iter().any(use_text(council)), "{}", s.log());
    s.answer_with(use_text(council));
    let yoda = s.card(Light, YODA);
    let options = s.options();
    assert!(options.iter().any(|a| matches!(a, Answer::Deploy { card, .. } if *card == yoda)), "{options:?}");
    assert!(options.iter().all(|a| !matches!(a, Answer::Deploy { card, .. } if *card != yoda)), "{options:?}");
    s.answer_with(|a| matches!(a, Answer::Deploy { card, to: Dest::At(l) } if *card == yoda && *l == council));
    assert_eq!(s.place(yoda), Place::At { location: council }, "{}", s.log());
    assert!(s.saw(|w| matches!(w, What::Shuffled { player: Light, pile: Pile::Reserve })));
    // Once per turn: not offered again this deploy phase (the heuristic bot searched an empty
    // Reserve Deck forever before the limit).
    assert!(!s.options().iter().any(use_text(council)), "{}", s.log());
}

/// Light's text: the site is immune to Revolution (Mos Eisley is not).
fn card_12_76_jedi_council_chamber_immune_to_revolution() {
    let s = premiere()
        .extra(Light, card("12_76"))
        .extra(Light, card("1_62"))
        .site(Light, COUNCIL)
        .site(Dark, MOS_EISLEY)
        .build();
    let rev = s.cards(Light, "Revolution")[0];
    assert!(s.q().immune_to(s.site(COUNCIL), rev));
    assert!(!s.q().immune_to(s.site(MOS_EISLEY), rev));
}

/// Dark's text: non-unique lightsaber Force drain bonuses are canceled. Light's drain at
/// Mos Eisley with the Jedi Lightsaber (V) used is 1 + 1 without the Council Chamber, 1 with
/// it; Obi-Wan's Lightsaber (unique) still adds 1 with it.
fn card_12_76_jedi_council_chamber_cancels_non_unique_lightsaber_drain_bonuses() {
    let (without, offered) = drain(saber_table("211_33", SABER, false), Light, MOS_EISLEY, SABER, true);
    assert!(offered);
    let (unused, _) = drain(saber_table("211_33", SABER, false), Light, MOS_EISLEY, SABER, false);
    assert_eq!(without, unused + 1);
    let (with, offered) = drain(saber_table("211_33", SABER, true), Light, MOS_EISLEY, SABER, true);
    assert!(offered);
    assert_eq!(with, unused, "canceled");
    let (unique, _) = drain(saber_table("1_157", OBI_SABER, true), Light, MOS_EISLEY, OBI_SABER, true);
    assert_eq!(unique, unused + 1, "a unique lightsaber's bonus stays");
}

// ----- Jedi Lightsaber (V) -----

/// Deploys on a character of ability > 4 (Obi-Wan, 5), not on Luke (4).
fn card_211_33_jedi_lightsaber_v_deploys_on_ability_above_4() {
    let s = premiere()
        .extra(Light, card("211_33"))
        .extra(Light, card("1_21"))
        .site(Dark, MOS_EISLEY)
        .at(Light, OBI, MOS_EISLEY)
        .at(Light, "Luke", MOS_EISLEY)
        .hand(Light, SABER)
        .fill(Light, Pile::Force, 5)
        .phase(Light, Phase::Deploy)
        .build();
    let bearers = crate::support::bearers_offered(&s, Light, SABER);
    assert!(bearers.contains(&s.card(Light, OBI)), "{bearers:?}");
    assert!(!bearers.contains(&s.card(Light, "Luke")));
}
}
