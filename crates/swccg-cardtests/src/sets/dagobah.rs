//! Tests of the Dagobah (set 4) cards. Each test is named `card_<GEMP id>_<what the text does>`.

use crate::support::{card, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::decision::{Dest, Prompt, TargetRef, Trigger};
use swccg_engine::{Answer, CardId, Phase, Pile, Place, What};

fn play(card: CardId, mode: u8) -> impl Fn(&Answer) -> bool {
    move |a| matches!(a, Answer::Play { card: c, mode: m, .. } if *c == card && *m == mode)
}

crate::card_tests! {
/// Control's first text cancels a Sense (or an Alter) just played; its own immunity to Sense
/// keeps a Sense from being played against it.
fn card_4_139_control_cancels_sense_and_is_immune_to_sense() {
    let mut s = premiere()
        .extra(Dark, card("4_139"))
        .extra(Light, card("1_109"))
        .extra(Light, card("1_109"))
        .site(Dark, "Tatooine: Mos Eisley")
        .at(Light, "Luke", "Tatooine: Mos Eisley")
        .at(Dark, "Vader", "Tatooine: Mos Eisley")
        .hand(Dark, "Imperial Barrier")
        .hand(Dark, "Control")
        .hand(Light, "Sense")
        .hand(Light, "Sense")
        .hand(Light, "Rebel Trooper")
        .fill(Light, Pile::Force, 2)
        .fill(Dark, Pile::Force, 1)
        .phase(Light, Phase::Deploy)
        .build();
    let trooper = s.card(Light, "Rebel Trooper");
    s.answer(Answer::Deploy {
        card: trooper,
        to: Dest::At(s.site("Tatooine: Mos Eisley")),
    });
    s.answer_with(play(s.card(Dark, "Imperial Barrier"), 0));
    let senses = s.cards(Light, "Sense");
    s.answer_with(play(senses[0], 0));
    let control = s.card(Dark, "Control");
    s.answer_with(play(control, 0));
    // Light was not asked to answer Control with its second Sense (Control is immune to
    // Sense): the window on Control's play closed, Control resolved, and Light is back to
    // answering Imperial Barrier.
    let barrier = s.card(Dark, "Imperial Barrier");
    assert_eq!(
        s.prompt(),
        Some(Prompt::Respond {
            to: Trigger::Played { card: barrier }
        }),
        "{}",
        s.log()
    );
    assert!(s.saw(|w| matches!(w, What::Cancelled { card } if *card == senses[0])));
    assert_eq!(s.place(control), Place::Pile(Pile::Lost), "a Lost interrupt");
}

/// Control's second text cancels an Immediate or Mobile Effect on table, not an Effect.
fn card_4_139_control_cancels_an_immediate_or_mobile_effect() {
    let mut s = premiere()
        .extra(Dark, card("4_139"))
        .extra(Light, card("3_37")) // Ice Storm, a Mobile Effect
        .extra(Light, card("6_53")) // Bargaining Table, an Effect
        .site(Dark, "Tatooine: Mos Eisley")
        .on_table(Light, "Ice Storm")
        .on_table(Light, "Bargaining Table")
        .hand(Dark, "Control")
        .phase(Dark, Phase::Deploy)
        .build();
    let control = s.card(Dark, "Control");
    let storm = s.card(Light, "Ice Storm");
    let targets: Vec<TargetRef> = s
        .options()
        .into_iter()
        .filter_map(|a| match a {
            Answer::Play { card, target, .. } if card == control => Some(target),
            _ => None,
        })
        .collect();
    assert_eq!(targets, vec![TargetRef::Card(storm)]);
    s.answer_with(play(control, 2));
    assert_eq!(s.place(storm), Place::Pile(Pile::Lost));
}

/// Control's third text cancels a Force drain.
fn card_4_48_control_cancels_a_force_drain() {
    let mut s = premiere()
        .extra(Light, card("4_48"))
        .site(Dark, "Tatooine: Mos Eisley")
        .at(Dark, "Stormtrooper", "Tatooine: Mos Eisley")
        .hand(Light, "Control")
        .phase(Dark, Phase::Control)
        .build();
    let life = s.life_force(Light);
    s.answer(Answer::ForceDrain(s.site("Tatooine: Mos Eisley")));
    s.answer_with(play(s.card(Light, "Control"), 3));
    assert!(s.saw(|w| matches!(w, What::ForceDrainCancelled { .. })));
    assert_eq!(s.life_force(Light), life);
}

/// Tunnel Vision searches the Force Pile, takes one card into hand, and reshuffles it.
fn card_4_67_tunnel_vision_takes_a_card_from_the_force_pile() {
    let mut s = premiere()
        .extra(Light, card("4_67"))
        .site(Light, "Tatooine: Dune Sea")
        .hand(Light, "Tunnel Vision")
        .to_pile(Light, "Luke", Pile::Force)
        .fill(Light, Pile::Force, 4)
        .phase(Light, Phase::Deploy)
        .build();
    let luke = s.card(Light, "Luke");
    s.answer_with(play(s.card(Light, "Tunnel Vision"), 0));
    // The searcher sees the whole pile and picks a card (or none).
    assert!(s.has_option(Answer::Choose(luke)));
    assert!(s.has_option(Answer::Pass));
    s.answer(Answer::Choose(luke));
    assert_eq!(s.place(luke), Place::Pile(Pile::Hand));
    assert_eq!(s.pile(Light, Pile::Force).len(), 4);
    assert!(s.saw(|w| matches!(w, What::Shuffled { player: Light, pile: Pile::Force })));
    assert!(s.saw(|w| matches!(w, What::Peeked { viewer: Light, owner: Light, pile: Pile::Force, .. })));
}
}
