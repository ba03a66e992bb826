//! The "about to be lost" window: a card on table about to be lost (`Cx::lose`, or forfeited
//! in a battle) opens `Trigger::AboutToBeLost` first, when some text could answer it; the
//! loss happens after the window unless a response took the card elsewhere. Here Yoda, 'hit'
//! in a battle Light wins, is forfeited in the damage segment, and Tarfful may place him in
//! hand instead.

mod common;

use common::{card, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::decision::Trigger;
use swccg_engine::scenario::Scenario;
use swccg_engine::state::Flags;
use swccg_engine::{Answer, Phase, Pile, Place, Prompt, What};

const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const DUNE_SEA: &str = "Tatooine: Dune Sea";
const YODA: &str = "Yoda, Master Of The Force (V)";

/// Light battles a Stormtrooper at Mos Eisley with Luke and Yoda (already 'hit'), Tarfful at
/// the Dune Sea if `tarfful`: the scenario driven (Light forfeiting Yoda in the damage
/// segment) until Light is asked about Yoda being about to be lost, or the battle is over.
fn battle(tarfful: bool) -> Scenario {
    let mut b = premiere()
        .extra(Light, card("216_42"))
        .extra(Light, card("213_44"))
        .site(Dark, MOS_EISLEY)
        .site(Light, DUNE_SEA)
        .at(Light, YODA, MOS_EISLEY)
        .flag(Light, YODA, Flags::HIT)
        .at(Light, "Luke", MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY);
    if tarfful {
        b = b.at(Light, "Tarfful", DUNE_SEA);
    }
    let mut s = b
        .fill(Light, Pile::Force, 3)
        .fill(Light, Pile::Used, 10)
        .fill(Dark, Pile::Used, 10)
        .phase(Light, Phase::Battle)
        .build();
    s.answer(Answer::Battle(s.site(MOS_EISLEY)));
    for _ in 0..60 {
        let about = matches!(
            s.prompt(),
            Some(Prompt::Respond {
                to: Trigger::AboutToBeLost { .. }
            })
        );
        if about || s.state().battle.is_none() {
            break;
        }
        let options = s.options();
        let next = [Answer::DrawBattleDestiny, Answer::Pass, Answer::No]
            .into_iter()
            .find(|a| options.contains(a))
            .or_else(|| options.first().copied());
        match next {
            Some(a) => {
                s.answer(a);
            }
            None => break,
        }
    }
    s
}

/// The window opens while Yoda is still on table; a response placing him in hand keeps him
/// from being lost.
#[test]
fn rules_about_to_be_lost_window_comes_before_the_loss() {
    let mut s = battle(true);
    let yoda = s.card(Light, YODA);
    let tarfful = s.card(Light, "Tarfful");
    assert!(
        matches!(s.prompt(), Some(Prompt::Respond { to: Trigger::AboutToBeLost { card, .. } }) if card == yoda),
        "{}",
        s.log()
    );
    assert!(s.place(yoda).on_table(), "not lost yet");
    s.answer_with(|a| matches!(a, Answer::Use { card, .. } if *card == tarfful));
    assert_eq!(s.place(yoda), Place::Pile(Pile::Hand), "{}", s.log());
    assert!(!s.saw(|w| matches!(w, What::Forfeited { card } if *card == yoda)));
}

/// Declined, the card is lost once the window closes.
#[test]
fn rules_about_to_be_lost_loss_happens_after_the_window() {
    let mut s = battle(true);
    let yoda = s.card(Light, YODA);
    assert!(s.place(yoda).on_table(), "{}", s.log());
    s.answer(Answer::Pass);
    for _ in 0..4 {
        if !s.place(yoda).on_table() || !s.options().contains(&Answer::Pass) {
            break;
        }
        s.answer(Answer::Pass);
    }
    assert_eq!(s.place(yoda), Place::Pile(Pile::Lost), "{}", s.log());
    assert!(s.saw(|w| matches!(w, What::Forfeited { card } if *card == yoda)));
}

/// With no text able to answer (no Tarfful), no window opens: the card is lost at once.
#[test]
fn rules_about_to_be_lost_no_window_without_an_answering_text() {
    let s = battle(false);
    let yoda = s.card(Light, YODA);
    assert_eq!(s.place(yoda), Place::Pile(Pile::Lost), "{}", s.log());
}
