//! `place <cards> out of play` (The Circle Is Now Complete: "Loser of duel is placed out of
//! play"): the card leaves the game for its owner's out-of-play pile and the cards deployed on
//! it are lost. A persona placed out of play keeps every other version of it from deploying
//! (core digest: a character out of play may not be deployed again in any version).

mod common;

use common::{answer_plainly, card, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::decision::Dest;
use swccg_engine::{Answer, Phase, Pile, Place, WhyNot};

const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const DEATH_STAR_BAY: &str = "Death Star: Docking Bay 327";

#[test]
fn a_persona_placed_out_of_play_keeps_its_other_versions_from_deploying() {
    // Vader (power 4) with his lightsaber (6) against Obi-Wan (5) with his (7): Vader loses.
    let mut s = premiere()
        .extra(Dark, card("1_271"))
        .extra(Dark, card("1_168"))
        .extra(Dark, card("1_324"))
        .extra(Light, card("1_21"))
        .extra(Light, card("1_157"))
        .site(Dark, MOS_EISLEY)
        .site(Dark, DEATH_STAR_BAY)
        .at(Dark, "Vader", MOS_EISLEY)
        .on(Dark, "Vader's Lightsaber", "Vader")
        .at(Dark, "Stormtrooper", DEATH_STAR_BAY)
        .at(Light, "Obi-Wan Kenobi", MOS_EISLEY)
        .on(Light, "Obi-Wan's Lightsaber", "Obi-Wan Kenobi")
        .hand(Dark, "The Circle Is Now Complete")
        .hand(Dark, "Darth Vader")
        // A location in hand keeps Dark's deploy phase asking.
        .hand(Dark, "Death Star: Detention Block Corridor")
        .fill(Dark, Pile::Force, 12)
        .phase(Dark, Phase::Deploy)
        .build();
    let circle = s.card(Dark, "The Circle Is Now Complete");
    let loser = s.card(Dark, "Vader");
    let saber = s.card(Dark, "Vader's Lightsaber");
    let other_version = s.card_in_hand(Dark, "Darth Vader");
    let bay = s.site(DEATH_STAR_BAY);
    assert_eq!(
        s.game
            .why_not(Dark, other_version, Dest::At(bay))
            .map(|w| matches!(w, WhyNot::Persona { .. })),
        Some(true)
    );
    s.answer_with(|a| matches!(a, Answer::Play { card, .. } if *card == circle));
    // Until the interrupt is done and Dark's deploy phase asks again.
    for _ in 0..20 {
        let deploying = s
            .options()
            .iter()
            .any(|a| matches!(a, Answer::Deploy { .. }));
        if s.place(circle) == Place::Pile(Pile::Lost) && deploying {
            break;
        }
        assert!(answer_plainly(&mut s), "{}", s.log());
    }
    assert_eq!(s.state().phase, Phase::Deploy);
    assert_eq!(s.place(loser), Place::Pile(Pile::OutOfPlay), "{}", s.log());
    assert_eq!(
        s.place(saber),
        Place::Pile(Pile::Lost),
        "what he carried is lost"
    );
    assert!(s.place(s.card(Light, "Obi-Wan Kenobi")).on_table());
    let why = s.game.why_not(Dark, other_version, Dest::At(bay));
    assert!(
        matches!(why, Some(WhyNot::PersonaOutOfPlay { .. })),
        "{why:?}"
    );
}
