//! Tests of the Open 40 Beginner cards whose texts play with Interrupts, Admiral's Orders and cards about
//! to be lost (scripts in each card's own set file). Each test is named `card_<GEMP id>_<what it does>`.

use super::pool_hoth::use_text;
use super::special_edition::{finish_battle, shuffled};
use crate::support::{card, premiere};
use swccg_cards::Side::{self, Dark, Light};
use swccg_engine::scenario::{Builder, Scenario};
use swccg_engine::{Answer, Phase, Pile, Place, What};

const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const DUNE_SEA: &str = "Tatooine: Dune Sea";
const KIFFEX: &str = "Kiffex";
const MAZ: &str = "Maz Kanata";

/// The premiere decks with these cards (GEMP ids) added to each.
fn with(dark: &[&str], light: &[&str]) -> Builder {
    let mut b = premiere();
    for id in dark {
        b = b.extra(Dark, card(id));
    }
    for id in light {
        b = b.extra(Light, card(id));
    }
    b
}

/// The battle's totals `(dark, light)` and the attrition against each side `(dark, light)`.
fn totals(s: &Scenario) -> ((i32, i32), (i32, i32)) {
    let totals = s
        .seen()
        .find_map(|w| match w {
            What::BattleTotals { dark, light } => Some((*dark, *light)),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no battle totals\n{}", s.log()));
    let attrition = |side: Side| {
        s.seen()
            .filter_map(|w| match w {
                What::Attrition { against, amount } if *against == side => Some(*amount),
                _ => None,
            })
            .sum::<i32>()
    };
    (totals, (attrition(Dark), attrition(Light)))
}

crate::card_tests! {
/// Maz Kanata, in Light's turn, reveals the top three cards of the Reserve Deck and takes the
/// alien among them (Talz, third), not the one below (Shistavanen Wolfman, fourth); the deck
/// is reshuffled, and the text is used once a turn. With no alien in the top three, nothing
/// is taken.
fn card_211_57_maz_kanata_takes_an_alien_among_the_top_three() {
    let build = |tops: &[&str]| {
        with(&[], &["211_57"])
            .site(Dark, MOS_EISLEY)
            .at(Light, MAZ, MOS_EISLEY)
            .reserve_top(Light, tops)
            .phase(Light, Phase::Control)
            .build()
    };
    let mut s = build(&["Rebel Trooper", "Rebel Guard", "Talz", "Shistavanen Wolfman"]);
    let maz = s.card(Light, MAZ);
    let (talz, wolfman) = (s.card(Light, "Talz"), s.card(Light, "Shistavanen Wolfman"));
    s.answer_with(use_text(maz));
    assert_eq!(s.place(talz), Place::Pile(Pile::Hand), "{}", s.log());
    assert_eq!(s.place(wolfman), Place::Pile(Pile::Reserve));
    assert!(shuffled(&s, Light));
    assert!(
        s.saw(|w| matches!(w, What::Peeked { viewer: Dark, owner: Light, cards, .. } if cards.len() == 3)),
        "revealed to the opponent"
    );
    assert!(!s.options().iter().any(use_text(maz)), "once per turn");

    let mut s = build(&["Rebel Trooper", "Rebel Guard", "Luke", "Talz"]);
    let hand = s.pile(Light, Pile::Hand).len();
    s.answer_with(use_text(maz));
    assert_eq!(s.pile(Light, Pile::Hand).len(), hand, "no alien in the top three");
    assert!(shuffled(&s, Light));
}

/// Maz Kanata: Dark's total battle destiny is 1 less in a battle where she is (Vader draws
/// Talz, destiny 3: total 4 + 3 - 1 = 6, attrition 2 against Light), not when she is at
/// another site (7, attrition 3).
fn card_211_57_maz_kanata_lowers_the_opponents_total_battle_destiny_here() {
    let battle = |maz_at: &str| {
        let mut s = with(&["1_31"], &["211_57"])
            .site(Dark, MOS_EISLEY)
            .site(Light, DUNE_SEA)
            .at(Dark, "Vader", MOS_EISLEY)
            .at(Light, "Rebel Trooper", MOS_EISLEY)
            .at(Light, MAZ, maz_at)
            .reserve_top(Dark, &["Talz"])
            .fill(Dark, Pile::Force, 3)
            .fill(Light, Pile::Force, 3)
            .fill(Dark, Pile::Used, 10)
            .fill(Light, Pile::Used, 10)
            .phase(Dark, Phase::Battle)
            .build();
        s.answer(Answer::Battle(s.site(MOS_EISLEY)));
        finish_battle(&mut s);
        totals(&s)
    };
    let ((dark, _), (_, attrition)) = battle(MOS_EISLEY);
    assert_eq!((dark, attrition), (6, 2));
    let ((dark, _), (_, attrition)) = battle(DUNE_SEA);
    assert_eq!((dark, attrition), (7, 3));
}

/// Maz Kanata adds 1 to the power of the X-wing she pilots (3 printed: 4).
fn card_211_57_maz_kanata_adds_1_to_what_she_pilots() {
    let s = with(&["2_147"], &["211_57", "1_146"])
        .site(Dark, KIFFEX)
        .at(Light, "X-wing", KIFFEX)
        .on(Light, MAZ, "X-wing")
        .build();
    assert_eq!(s.q().power(s.card(Light, "X-wing")), 4);
}
}
