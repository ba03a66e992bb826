//! Tests of Coruscant (set 12) cards: Immediate Effects. Each test is named `card_<GEMP
//! id>_<what the text does>`.

use crate::support::{card, premiere};
use swccg_cards::Side::{self, Dark, Light};
use swccg_engine::decision::{LossSource, Prompt};
use swccg_engine::scenario::Scenario;
use swccg_engine::{Answer, Phase, Pile, Place};

const ROOM: &str = "Death Star: Docking Control Room 327";
const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const HUT: &str = "Tatooine: Obi-Wan's Hut";

/// Loses Force from the Used Pile until the loss is paid.
fn pay(s: &mut Scenario) {
    while s
        .prompt()
        .is_some_and(|p| matches!(p, Prompt::LoseForce { .. }))
    {
        s.answer(Answer::LoseFrom(LossSource::Top(Pile::Used)));
    }
}

/// `drainer` drains at `site` (which it occupies alone) while the drained player holds the
/// Immediate Effect `id`: whether it is offered once the loss is paid, and the scenario.
fn drained(
    side: Side,
    id: &str,
    site: &str,
    drainer: &str,
) -> (bool, Scenario, swccg_engine::CardId) {
    let opponent = side.opponent();
    let title = card(id).title().trim_start_matches('•').to_string();
    let mut s = premiere()
        .extra(side, card(id))
        .extra(Light, card("1_134"))
        .site(Dark, ROOM)
        .site(Dark, MOS_EISLEY)
        .site(Light, HUT)
        .at(opponent, drainer, site)
        .hand(side, &title)
        .fill(side, Pile::Used, 6)
        .phase(opponent, Phase::Control)
        .build();
    let effect = s.card(side, &title);
    s.answer(Answer::ForceDrain(s.site(site)));
    pay(&mut s);
    let offered = s
        .options()
        .iter()
        .any(|a| matches!(a, Answer::Play { card, .. } if *card == effect));
    (offered, s, effect)
}

/// The opponent drains while `side`'s political effect `id` is on table and a senator
/// (`senator`, a GEMP id) is in hand: the senator goes on the effect (not on table) and the
/// drain is cancelled; a second drain that turn is not, the effect holding a senator now.
fn places_a_senator_to_cancel_a_drain(side: Side, id: &str, senator: &str) {
    let opponent = side.opponent();
    let title = card(id).title().trim_start_matches('•').to_string();
    let senator_title = card(senator).title().trim_start_matches('•').to_string();
    let (first, second, drainer_a, drainer_b) = match side {
        Dark => (ROOM, MOS_EISLEY, "Luke", "Rebel Trooper"),
        Light => (HUT, MOS_EISLEY, "Vader", "Stormtrooper"),
    };
    let mut s = premiere()
        .extra(side, card(id))
        .extra(side, card(senator))
        .extra(Light, card("1_134"))
        .on_table(side, &title)
        .site(Dark, ROOM)
        .site(Dark, MOS_EISLEY)
        .site(Light, HUT)
        .at(opponent, drainer_a, first)
        .at(opponent, drainer_b, second)
        .hand(side, &senator_title)
        .fill(side, Pile::Used, 6)
        .phase(opponent, Phase::Control)
        .build();
    let effect = s.card(side, &title);
    let senator = s.card(side, &senator_title);
    let respond = move |a: &Answer| matches!(a, Answer::Use { card, .. } if *card == effect);
    s.answer(Answer::ForceDrain(s.site(first)));
    s.answer_with(respond);
    assert_eq!(s.place(senator), Place::Stacked { on: effect });
    assert!(!s.place(senator).on_table());
    assert!(s.saw(|w| matches!(w, swccg_engine::What::ForceDrainCancelled { .. })));
    s.answer(Answer::ForceDrain(s.site(second)));
    assert!(
        !s.options().iter().any(respond),
        "a senator is already here"
    );
}

crate::card_tests! {
/// Enter The Bureaucrat deploys on the drain's location when you just lost more than 2 Force
/// to it (Luke drains 3 at the Docking Control Room), not when you lost 2 (at Mos Eisley).
fn card_12_133_enter_the_bureaucrat_deploys_after_losing_more_than_2_to_a_drain() {
    let (offered, mut s, effect) = drained(Dark, "12_133", ROOM, "Luke");
    assert!(offered, "{}", s.log());
    s.answer_with(|a| matches!(a, Answer::Play { card, .. } if *card == effect));
    assert_eq!(s.place(effect), Place::At { location: s.site(ROOM) }, "{}", s.log());
    let (offered, s, _) = drained(Dark, "12_133", MOS_EISLEY, "Luke");
    assert!(!offered, "a loss of 2: {}", s.log());
}

/// Here, you lose no more than 1 Force from each Force drain (3 becomes 1); elsewhere the
/// loss stands (2 at Mos Eisley).
fn card_12_133_enter_the_bureaucrat_limits_drain_losses_here_to_1() {
    for (site, lost) in [(ROOM, 1), (MOS_EISLEY, 2)] {
        let mut s = premiere()
            .extra(Dark, card("12_133"))
            .site(Dark, ROOM)
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Enter The Bureaucrat", ROOM)
            .at(Light, "Luke", site)
            .fill(Dark, Pile::Used, 6)
            .phase(Light, Phase::Control)
            .build();
        let before = s.pile(Dark, Pile::Lost).len();
        s.answer(Answer::ForceDrain(s.site(site)));
        pay(&mut s);
        assert_eq!(s.pile(Dark, Pile::Lost).len() - before, lost, "at {site}");
    }
}

/// At any time, it goes to the Used Pile and you draw the top two cards of your Reserve Deck.
fn card_12_133_enter_the_bureaucrat_trades_itself_for_two_cards() {
    let mut s = premiere()
        .extra(Dark, card("12_133"))
        .site(Dark, ROOM)
        .at(Dark, "Enter The Bureaucrat", ROOM)
        // Something left to do, so that the deploy phase waits for Dark.
        .hand(Dark, "Stormtrooper")
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Deploy)
        .build();
    let effect = s.card(Dark, "Enter The Bureaucrat");
    let hand = s.pile(Dark, Pile::Hand).len();
    let reserve = s.pile(Dark, Pile::Reserve).len();
    s.answer_with(|a| matches!(a, Answer::Use { card, .. } if *card == effect));
    assert_eq!(s.place(effect), Place::Pile(Pile::Used));
    assert_eq!(s.pile(Dark, Pile::Hand).len(), hand + 2);
    assert_eq!(s.pile(Dark, Pile::Reserve).len(), reserve - 2);
}

/// A Vergence In The Force is Light's copy: Vader drains 3 at Obi-Wan's Hut.
fn card_12_38_a_vergence_in_the_force_deploys_after_losing_more_than_2_to_a_drain() {
    let (offered, mut s, effect) = drained(Light, "12_38", HUT, "Vader");
    assert!(offered, "{}", s.log());
    s.answer_with(|a| matches!(a, Answer::Play { card, .. } if *card == effect));
    assert_eq!(s.place(effect), Place::At { location: s.site(HUT) });
}

fn card_12_142_this_is_outrageous_places_a_senator_to_cancel_a_drain() {
    places_a_senator_to_cancel_a_drain(Dark, "12_142", "12_98");
}

fn card_12_142_this_is_outrageous_deploys_on_table() {
    let mut s = premiere()
        .extra(Dark, card("12_142"))
        .hand(Dark, "This Is Outrageous!")
        .hand(Dark, "Stormtrooper")
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Deploy)
        .build();
    let effect = s.card(Dark, "This Is Outrageous!");
    s.answer(Answer::Deploy {
        card: effect,
        to: swccg_engine::decision::Dest::Table,
    });
    assert_eq!(s.place(effect), Place::Table);
}

/// With a trade agenda here (Lott Dod), once during your turn: a card from hand goes to the
/// Lost Pile, the pile is shuffled, and its top card comes into hand. A blockade-only senator
/// (Baskol Yeesrim) does not allow it.
fn card_12_142_this_is_outrageous_trades_a_card_through_the_lost_pile() {
    for (senator, allowed) in [("12_110", true), ("12_98", false)] {
        let name = card(senator).title().trim_start_matches('•').to_string();
        let mut s = premiere()
            .extra(Dark, card("12_142"))
            .extra(Dark, card(senator))
            .on_table(Dark, "This Is Outrageous!")
            .stacked(Dark, &name, "This Is Outrageous!")
            .hand(Dark, "Stormtrooper")
            .hand(Dark, "Jawa")
            .hand(Light, "Luke")
            .to_pile(Dark, "Vader", Pile::Lost)
            .fill(Dark, Pile::Force, 2)
            .phase(Dark, Phase::Deploy)
            .build();
        let effect = s.card(Dark, "This Is Outrageous!");
        let use_it = move |a: &Answer| matches!(a, Answer::Use { card, .. } if *card == effect);
        assert_eq!(s.options().iter().any(use_it), allowed, "{name}");
        if !allowed {
            continue;
        }
        let jawa = s.card(Dark, "Jawa");
        s.answer_with(use_it);
        // Only Dark's own hand: Light's Luke in hand is not offered (regression: the step
        // once looked in both players' hands).
        let offered: Vec<_> = s
            .options()
            .into_iter()
            .filter_map(|a| match a {
                Answer::Choose(c) => Some(c),
                _ => None,
            })
            .collect();
        assert_eq!(offered.len(), 2, "the Stormtrooper and the Jawa");
        assert!(!offered.contains(&s.card(Light, "Luke")));
        s.answer(Answer::Choose(jawa));
        assert!(s.saw(|w| matches!(w, swccg_engine::What::Shuffled { player: Dark, .. })));
        // Two cards were in the Lost Pile (Vader, the Jawa); one of them is now in hand.
        assert_eq!(s.pile(Dark, Pile::Lost).len(), 1, "{}", s.log());
        assert_eq!(s.pile(Dark, Pile::Hand).len(), 2);
        assert!(!s.options().iter().any(use_it), "once per turn");
    }
}

fn card_12_45_plea_to_the_court_places_a_senator_to_cancel_a_drain() {
    places_a_senator_to_cancel_a_drain(Light, "12_45", "12_11");
}
}
