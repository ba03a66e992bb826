//! Tests of Virtual Set 13 (set 213) cards. Each test is named `card_<GEMP id>_<what the text
//! does>`.

use super::pool_hoth::{drained, use_text};
use crate::support::{card, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::decision::Dest;
use swccg_engine::{Answer, Phase, Pile, Place, Prompt, What};

const BAR: &str = "First Light: Bar";
const MOS_EISLEY: &str = "Tatooine: Mos Eisley";

crate::card_tests! {
/// Death Star II: Chasm Walkway, Light: Luke alone there is power +2; not with a Rebel
/// Trooper.
fn card_213_56_chasm_walkway_light_luke_alone_power_2_more() {
    const WALKWAY: &str = "Death Star II: Chasm Walkway";
    for (with, bonus) in [(false, 2), (true, 0)] {
        let mut b = premiere().extra(Light, card("213_56")).site(Light, WALKWAY).at(Light, "Luke", WALKWAY);
        if with {
            b = b.at(Light, "Rebel Trooper", WALKWAY);
        }
        let s = b.phase(Light, Phase::Control).build();
        let luke = s.card(Light, "Luke");
        assert_eq!(s.q().power(luke) - s.q().cat.bp(luke).power, bonus);
    }
}

/// Death Star II: Chasm Walkway, Dark: Dark's total power in a battle there is 1 less for
/// each card stacked on I Feel The Conflict (2 cards: -2; none: 0).
fn card_213_56_chasm_walkway_dark_total_power_less_for_cards_on_i_feel_the_conflict() {
    const WALKWAY: &str = "Death Star II: Chasm Walkway";
    for stacked in [0, 2] {
        let mut b = premiere()
            .extra(Light, card("213_56"))
            .extra(Light, card("9_34"))
            .on_table(Light, "I Feel The Conflict")
            .site(Light, WALKWAY)
            .at(Light, "Luke", WALKWAY)
            .at(Dark, "Vader", WALKWAY);
        for name in ["Talz", "Jawa"].into_iter().take(stacked) {
            b = b.stacked(Light, name, "I Feel The Conflict");
        }
        let mut s = b.fill(Dark, Pile::Force, 2).phase(Dark, Phase::Battle).build();
        let at = s.site(WALKWAY);
        s.answer(Answer::Battle(at));
        let vader = s.q().power(s.card(Dark, "Vader"));
        assert_eq!(s.q().battle_power(Dark, at), vader - stacked as i32, "{stacked} stacked");
    }
}

/// Malachor: Sith Temple Upper Chamber, Dark: Dark's Force drain there is 1 more (1 Light
/// icon + 1).
fn card_213_28_sith_temple_upper_chamber_dark_drains_1_more_here() {
    const CHAMBER: &str = "Malachor: Sith Temple Upper Chamber";
    let b = premiere().extra(Dark, card("213_28")).site(Dark, CHAMBER).at(Dark, "Stormtrooper", CHAMBER);
    assert_eq!(drained(b, Dark, CHAMBER), Some(1 + 1));
}

/// Malachor: Sith Temple Upper Chamber: Vader alone there is power +2 (not with a
/// Stormtrooper); Ahsoka alone, or with Ezra, is power +2 (not with Luke only).
fn card_213_28_sith_temple_upper_chamber_vader_or_ahsoka_alone_power_2_more() {
    const CHAMBER: &str = "Malachor: Sith Temple Upper Chamber";
    let power = |side: swccg_cards::Side, who: &str, with: Option<&str>| {
        let mut b = premiere()
            .extra(Dark, card("213_28"))
            .extra(Light, card("211_59"))
            .extra(Light, card("210_14"))
            .site(Dark, CHAMBER)
            .at(side, who, CHAMBER);
        if let Some(other) = with {
            b = b.at(side, other, CHAMBER);
        }
        let s = b.phase(Light, Phase::Control).build();
        let c = s.card(side, who);
        s.q().power(c) - s.q().cat.bp(c).power
    };
    assert_eq!(power(Dark, "Vader", None), 2);
    assert_eq!(power(Dark, "Vader", Some("Stormtrooper")), 0);
    assert_eq!(power(Light, "Ahsoka Tano", None), 2);
    assert_eq!(power(Light, "Ahsoka Tano", Some("Ezra Bridger")), 2);
    assert_eq!(power(Light, "Ahsoka Tano", Some("Luke")), 0);
}

/// Once per game, in Dark's deploy phase, Margo, Wuher or a musician (Rystall) deploys here
/// from the Reserve Deck (Wuher for his cost 2), which is reshuffled; a Stormtrooper is not
/// offered; not again, and not in the control phase.
fn card_213_25_first_light_bar_dark_deploys_margo_wuher_or_a_musician_here_once_per_game() {
    let build = |phase| {
        premiere()
            .extra(Dark, card("213_25"))
            .extra(Dark, card("213_9"))
            .extra(Dark, card("1_198"))
            .extra(Dark, card("7_200"))
            .site(Dark, BAR)
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Stormtrooper", MOS_EISLEY)
            .fill(Dark, Pile::Force, 2)
            .phase(Dark, phase)
            .build()
    };
    let s = build(Phase::Control);
    assert_eq!(s.prompt(), Some(Prompt::Action { phase: Phase::Control }));
    assert!(!s.options().iter().any(use_text(s.site(BAR))), "not in the control phase");
    let mut s = build(Phase::Deploy);
    let bar = s.site(BAR);
    s.answer_with(use_text(bar));
    let wanted = [
        s.card(Dark, "Margo"),
        s.card(Dark, "Wuher"),
        s.card(Dark, "Rystall"),
    ];
    let offered = crate::support::deploy_choices_at(&s, bar);
    assert!(wanted.iter().all(|c| offered.contains(c)), "{offered:?}");
    assert!(
        s.cards(Dark, "Stormtrooper").iter().all(|t| !offered.contains(t)),
        "not a musician"
    );
    s.answer(Answer::Deploy {
        card: wanted[1],
        to: Dest::At(bar),
    });
    assert_eq!(s.place(wanted[1]), Place::At { location: bar });
    assert_eq!(s.pile(Dark, Pile::Force).len(), 0, "Wuher's cost");
    assert!(s.saw(|w| matches!(w, What::Shuffled { player: Dark, pile: Pile::Reserve })));
    assert!(!s.options().iter().any(use_text(bar)), "once per game");
}

/// Light drains here 1 less than its icons (2 Dark Side icons: 2 - 1), or 1 more with its
/// musician here (Figrin D'an: 2 + 1).
fn card_213_25_first_light_bar_light_drains_1_less_or_1_more_with_its_musician_here() {
    for (who, amount) in [("Rebel Trooper", 2 - 1), ("Figrin D'an", 2 + 1)] {
        let b = premiere()
            .extra(Dark, card("213_25"))
            .extra(Light, card("1_9"))
            .site(Dark, BAR)
            .at(Light, who, BAR);
        assert_eq!(drained(b, Light, BAR), Some(amount), "with {who}");
    }
}
}
