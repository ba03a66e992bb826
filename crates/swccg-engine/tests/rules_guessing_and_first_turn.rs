//! Three texts of the "P-ANH (Light)" deck's cards, each shown by a scenario named after the
//! rule: a starting location that gives its own player the first turn (Yavin 4: Massassi
//! Throne Room), a card that counts as having a word only for one card's texts (BoShek, a
//! smuggler to Kessel Run), and guessing the card type of a card in the opponent's hand
//! (Leesub Sirln).

mod common;

use common::{card, premiere};
use swccg_cards::CardType;
use swccg_cards::Side::{Dark, Light};
use swccg_engine::event::What;
use swccg_engine::script::{Sel, Sym};
use swccg_engine::{Answer, CardId, Phase, Pile, Place};

/// "If this is your starting location, Light Side goes first in game": the player who starts
/// there takes the first turn, where the Dark Side otherwise does.
#[test]
fn a_starting_location_may_give_its_own_player_the_first_turn() {
    for (light_start, first) in [
        ("Yavin 4: Massassi Throne Room", Light),
        ("Tatooine: Dune Sea", Dark),
    ] {
        let mut game = common::premiere_game_with(&[], &["1_138"], &[], &[], 7);
        common::choose_starting_locations(&mut game, "Tatooine: Mos Eisley", light_start);
        assert_eq!(game.state().active, first, "Light starts at {light_start}");
    }
}

/// "May make a Kessel Run in place of a smuggler": BoShek has the word 'smuggler' when Kessel
/// Run's text reads it, and not for any other card's text (Red 3's).
#[test]
fn a_card_in_place_of_a_word_has_it_only_for_the_card_named() {
    let s = premiere()
        .extra(Light, card("1_4"))
        .extra(Light, card("1_52"))
        .extra(Light, card("1_145"))
        .extra(Light, card("1_127"))
        .site(Light, "Tatooine")
        .at(Light, "Red 3", "Tatooine")
        .on(Light, "BoShek", "Red 3")
        .hand(Light, "Kessel Run")
        .build();
    let q = s.q();
    let smuggler = Sel::Word(Sym::new("smuggler"));
    let boshek = s.card(Light, "BoShek");
    let run = s.card(Light, "Kessel Run");
    let ship = s.card(Light, "Red 3");
    assert!(q.matches(&smuggler, boshek, &q.anchor(Light, run)));
    assert!(!q.matches(&smuggler, boshek, &q.anchor(Light, ship)));
}

/// "Guess a card type and point to a card in opponent's hand. Card must be shown. If guessed
/// correctly, card is lost": one answer stands for each card type; the card pointed to is
/// shown to both players and goes to its owner's Lost Pile only when of the type guessed.
#[test]
fn a_card_pointed_to_is_shown_and_lost_if_its_type_was_guessed() {
    for (guess, lost) in [(CardType::Weapon, true), (CardType::Effect, false)] {
        let mut s = premiere()
            .extra(Light, card("1_16"))
            .site(Light, "Tatooine: Dune Sea")
            .at(Light, "Leesub Sirln", "Tatooine: Dune Sea")
            .hand(Dark, "Imperial Blaster")
            .hand(Dark, "Stormtrooper")
            .fill(Light, Pile::Force, 2)
            .phase(Light, Phase::Control)
            .build();
        let leesub = s.card(Light, "Leesub Sirln");
        s.answer_with(|a| matches!(a, Answer::Use { card, .. } if *card == leesub));
        let pick = s
            .options()
            .into_iter()
            .find(|a| matches!(a, Answer::Choose(c) if s.q().bp(*c).card_type == guess))
            .expect("each card type is offered");
        s.answer(pick);
        let blaster: CardId = s.card(Dark, "Imperial Blaster");
        assert!(s.has_option(Answer::Choose(blaster)));
        s.answer(Answer::Choose(blaster));
        assert!(s.saw(|w| matches!(w, What::HandRevealed { cards, .. } if *cards == [blaster])));
        let want = if lost {
            Place::Pile(Pile::Lost)
        } else {
            Place::Pile(Pile::Hand)
        };
        assert_eq!(s.place(blaster), want, "guessed {guess:?}\n{}", s.log());
        assert_eq!(
            s.place(s.card(Dark, "Stormtrooper")),
            Place::Pile(Pile::Hand)
        );
    }
}
