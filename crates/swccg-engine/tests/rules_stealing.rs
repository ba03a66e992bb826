//! Seed 001 "Stealing" and its sub-entries, as far as this engine's droids, creatures and
//! vehicles go. Cards are stolen here by Wioslea ("use as if stolen") and Momaw Nadon.

mod common;

use common::{card, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::decision::TargetRef;
use swccg_engine::scenario::Scenario;
use swccg_engine::{Answer, CardId, Phase, Pile, Place, What};

const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const UBRIKKIAN: &str = "Ubrikkian 9000 Z001";

/// Light's Momaw Nadon steals Dark's Rancor at Mos Eisley; returns the scenario and the
/// Rancor.
fn rancor_stolen(
    extra: impl FnOnce(swccg_engine::scenario::Builder) -> swccg_engine::scenario::Builder,
) -> (Scenario, CardId) {
    let b = premiere()
        .extra(Light, card("1_20"))
        .extra(Dark, card("6_139"))
        .site(Dark, MOS_EISLEY)
        .at(Light, "Momaw Nadon", MOS_EISLEY)
        .at(Dark, "Rancor", MOS_EISLEY);
    let mut s = extra(b).phase(Light, Phase::Control).build();
    let momaw = s.card(Light, "Momaw Nadon");
    let rancor = s.card(Dark, "Rancor");
    s.answer_with(|a| matches!(a, Answer::Use { card, target: TargetRef::Card(t), .. } if *card == momaw && *t == rancor));
    (s, rancor)
}

/// Light's Wioslea and Dark's Ubrikkian 9000 Z001 at Mos Eisley, with Dark's `aboard` (a
/// title, or nothing when empty) deployed on the vehicle, in Light's control phase with 3
/// Force and a destiny of 3 to draw.
fn wioslea_and_ubrikkian(aboard: &str) -> Scenario {
    let mut b = premiere()
        .extra(Light, card("1_33"))
        .extra(Dark, card("1_310"))
        .site(Dark, MOS_EISLEY)
        .at(Light, "Wioslea", MOS_EISLEY)
        .at(Dark, UBRIKKIAN, MOS_EISLEY);
    if !aboard.is_empty() {
        b = b.on(Dark, aboard, UBRIKKIAN);
    }
    b.reserve_top(Light, &["Talz"])
        .fill(Light, Pile::Force, 3)
        .phase(Light, Phase::Control)
        .build()
}

/// Seed 001 "Stealing": a stolen card is used as the thief's own: it counts on the thief's
/// side, and once lost it goes to the thief's Lost Pile (placed in the thief's piles).
#[test]
fn seed001_stealing_a_stolen_card_is_used_as_the_thiefs() {
    let (mut s, rancor) = rancor_stolen(|b| b);
    assert_eq!(s.q().owner(rancor), Light);
    assert!(s.q().table_of(Light).any(|c| c == rancor));
    assert!(!s.q().table_of(Dark).any(|c| c == rancor));
    let view = swccg_engine::View::of(s.game.catalogue(), s.state(), Dark);
    let eisley = view
        .rows
        .iter()
        .flat_map(|r| &r.sites)
        .find(|site| site.location.title == MOS_EISLEY)
        .expect("Mos Eisley in view");
    let shown = eisley
        .cards
        .iter()
        .find(|c| c.card.id == rancor)
        .expect("shown");
    assert_eq!(shown.card.owner, Light, "shown on the thief's side");
    // Lost from table, it goes to the thief's Lost Pile.
    s.mutate(|cx| cx.leave_table(rancor, Pile::Lost));
    let broken = swccg_engine::invariants::check(s.game.catalogue(), s.state());
    assert!(broken.is_empty(), "{broken:?}");
    assert!(s.pile(Light, Pile::Lost).contains(&rancor));
    assert!(!s.pile(Dark, Pile::Lost).contains(&rancor));
}

/// Seed 001 "Stealing": stolen cards go back to their owner at the end of the game, and those
/// in the thief's Life Force count toward the owner's.
#[test]
fn seed001_stealing_stolen_cards_return_to_their_owner_at_game_end() {
    let (mut s, rancor) = rancor_stolen(|b| b);
    s.mutate(|cx| cx.leave_table(rancor, Pile::Used));
    assert!(
        s.pile(Light, Pile::Used).contains(&rancor),
        "in the thief's Life Force"
    );
    let dark_life = s.state().player(Dark).life_force();
    let light_life = s.state().player(Light).life_force();
    s.mutate(|cx| cx.return_stolen());
    let broken = swccg_engine::invariants::check(s.game.catalogue(), s.state());
    assert!(broken.is_empty(), "{broken:?}");
    assert!(s.pile(Dark, Pile::Used).contains(&rancor));
    assert_eq!(s.state().player(Dark).life_force(), dark_life + 1);
    assert_eq!(s.state().player(Light).life_force(), light_life - 1);
    assert_eq!(s.q().owner(rancor), Dark);
}

/// Seed 001 "Stealing vehicles and starships": an opponent's vehicle with a character of the
/// opponent's aboard cannot be stolen (Wioslea may not even target it); an empty one can.
#[test]
fn seed001_stealing_vehicles_not_with_an_opponents_character_aboard() {
    for aboard in [false, true] {
        let s = wioslea_and_ubrikkian(if aboard { "Stormtrooper" } else { "" });
        let wioslea = s.card(Light, "Wioslea");
        let vehicle = s.card(Dark, UBRIKKIAN);
        let offered = s.options().iter().any(|a| {
            matches!(a, Answer::Use { card, target: TargetRef::Card(t), .. } if *card == wioslea && *t == vehicle)
        });
        assert_eq!(offered, !aboard);
    }
}

/// Seed 001 "Stealing vehicles and starships": cargo aboard a stolen vehicle is stolen too
/// (here a Timer Mine carried on it).
#[test]
fn seed001_stealing_vehicles_cargo_aboard_is_stolen_too() {
    let mut s = wioslea_and_ubrikkian("Timer Mine");
    let wioslea = s.card(Light, "Wioslea");
    let vehicle = s.card(Dark, UBRIKKIAN);
    let cargo = s.card(Dark, "Timer Mine");
    s.answer_with(|a| matches!(a, Answer::Use { card, target: TargetRef::Card(t), .. } if *card == wioslea && *t == vehicle));
    assert_eq!(s.q().owner(vehicle), Light, "{}", s.log());
    assert_eq!(s.q().owner(cargo), Light);
    assert_eq!(s.place(cargo), Place::On { card: vehicle });
    assert!(s.saw(|w| matches!(w, What::Stolen { card, .. } if *card == cargo)));
}

/// Seed 001 "Stealing": a stolen card in the thief's Reserve Deck that comes to its top is
/// shown to both players (it is no insert card) and stays on top.
#[test]
fn seed001_stealing_a_stolen_card_reaching_the_top_is_shown_and_stays() {
    let (mut s, rancor) = rancor_stolen(|b| b);
    // It goes on top of Light's Reserve Deck, another card on it, and that card leaves.
    let other = s.card(Light, "Talz");
    s.mutate(|cx| {
        cx.leave_table(rancor, Pile::Reserve);
        cx.relocate(other, Place::Pile(Pile::Reserve));
        cx.relocate(other, Place::Pile(Pile::Used));
    });
    assert_eq!(s.pile(Light, Pile::Reserve).last(), Some(&rancor));
    let shown = s
        .events
        .iter()
        .find(|e| matches!(e.what, What::InsertRevealed { card } if card == rancor))
        .expect("shown");
    assert!(shown.visibility.allows(Dark) && shown.visibility.allows(Light));
}

/// Seed 001 "Stealing weapons and devices": only a weapon or device that may deploy on
/// characters may be stolen: a Blaster (on a warrior) and a Tatooine Utility Belt (on a Rebel
/// or alien) may; a Vaporator (deployed to a Tatooine site) may not.
#[test]
fn seed001_stealing_weapons_and_devices_only_those_that_deploy_on_characters() {
    let s = premiere()
        .extra(Light, card("1_41"))
        .site(Dark, MOS_EISLEY)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .on(Light, "Blaster", "Rebel Trooper")
        .on(Light, "Tatooine Utility Belt", "Rebel Trooper")
        .at(Light, "Vaporator", MOS_EISLEY)
        .phase(Dark, Phase::Control)
        .build();
    let q = s.q();
    let stealable = |title| swccg_engine::flow::actions::stealable_item(&q, s.card(Light, title));
    assert!(stealable("Blaster"));
    assert!(stealable("Tatooine Utility Belt"));
    assert!(!stealable("Vaporator"));
    // Cards other than weapons and devices are not this rule's business.
    assert!(stealable("Rebel Trooper"));
}
