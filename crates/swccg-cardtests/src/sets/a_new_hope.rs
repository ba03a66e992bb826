//! Tests of the A New Hope (set 2) cards. Each test is named `card_<GEMP id>_<what the text
//! does>`.

use crate::support::{card, drive_until, premiere};
use swccg_cards::Side::{self, Dark, Light};
use swccg_engine::{Answer, Phase, Pile, Place, What};

const DUNE_SEA: &str = "Tatooine: Dune Sea";

/// A battle `loser` loses at the Dune Sea with one character (`defender`) against a stronger
/// attacker, the interrupt `id` in the loser's hand. Plays its first mode when offered and
/// returns whether it was offered only once the defender had been forfeited, and whether the
/// rest of the battle damage was cancelled.
fn lost_battle_interrupt(loser: Side, id: &str, defender: &str) -> (bool, bool) {
    let winner = loser.opponent();
    let attackers: &[&str] = match winner {
        Dark => &["Vader", "Stormtrooper"],
        Light => &["Luke", "Rebel Trooper"],
    };
    let mut b = premiere()
        .extra(loser, card(id))
        .site(Light, DUNE_SEA)
        .at(loser, defender, DUNE_SEA);
    for a in attackers {
        b = b.at(winner, a, DUNE_SEA);
    }
    let title = card(id).title().to_string();
    let mut s = b
        .hand(loser, &title)
        .fill(Dark, Pile::Force, 3)
        .fill(Light, Pile::Force, 3)
        .phase(winner, Phase::Battle)
        .build();
    let played = s.card(loser, &title);
    let defender = s.card(loser, defender);
    s.answer(Answer::Battle(s.site(DUNE_SEA)));
    let pick = move |a: &Answer| matches!(a, Answer::Play { card, mode: 0, .. } if *card == played);
    assert!(drive_until(&mut s, pick, 40), "{}", s.log());
    let after_forfeit = s.place(defender) == Place::Pile(Pile::Lost);
    s.answer_with(pick);
    let cancelled =
        s.saw(|w| matches!(w, What::BattleDamageCancelled { player } if *player == loser));
    (after_forfeit, cancelled)
}

/// Cancels an effect of the opponent's (`effect`, a GEMP id) on table with mode 2.
fn cancels_effect(side: Side, id: &str, effect: &str) -> bool {
    let title = card(id).title().to_string();
    let effect_title = card(effect).title().to_string();
    let mut s = premiere()
        .extra(side, card(id))
        .extra(side.opponent(), card(effect))
        .on_table(side.opponent(), &effect_title)
        .hand(side, &title)
        .fill(side, Pile::Force, 2)
        .phase(side, Phase::Deploy)
        .build();
    let played = s.card(side, &title);
    let target = s.card(side.opponent(), &effect_title);
    s.answer_with(|a| matches!(a, Answer::Play { card, mode: 2, .. } if *card == played));
    s.place(target) == Place::Pile(Pile::Lost)
}

/// Plays the interrupt's mode 2 against the opponent's effect while the opponent holds a Sense
/// and a character of ability 3 or more: Sense is never offered against it (immune to
/// Sense), and the effect is lost.
fn immune_to_sense(side: Side, id: &str, effect: &str) {
    let opponent = side.opponent();
    let (sense, character, site) = match opponent {
        Dark => ("1_267", "Vader", "Tatooine: Mos Eisley"),
        Light => ("1_109", "Luke", DUNE_SEA),
    };
    let title = card(id).title().to_string();
    let effect_title = card(effect).title().to_string();
    let mut s = premiere()
        .extra(side, card(id))
        .extra(opponent, card(effect))
        .extra(opponent, card(sense))
        .on_table(opponent, &effect_title)
        .site(Dark, "Tatooine: Mos Eisley")
        .site(Light, DUNE_SEA)
        .at(opponent, character, site)
        .hand(side, &title)
        .hand(opponent, "Sense")
        .fill(side, Pile::Force, 2)
        .fill(opponent, Pile::Force, 2)
        .phase(side, Phase::Deploy)
        .build();
    let played = s.card(side, &title);
    let sense = s.card(opponent, "Sense");
    let target = s.card(opponent, &effect_title);
    s.answer_with(|a| matches!(a, Answer::Play { card, mode: 2, .. } if *card == played));
    assert!(
        !s.options()
            .iter()
            .any(|a| matches!(a, Answer::Play { card, .. } if *card == sense)),
        "{:?}",
        s.options()
    );
    assert_eq!(s.place(target), Place::Pile(Pile::Lost), "{}", s.log());
    assert_eq!(s.place(sense), Place::Pile(Pile::Hand));
}

crate::card_tests! {
/// Ghhhk: once Dark has lost a battle and has nothing left to forfeit, the rest of the battle
/// damage is cancelled.
fn card_2_132_ghhhk_cancels_the_rest_of_the_battle_damage() {
    assert_eq!(lost_battle_interrupt(Dark, "2_132", "Stormtrooper"), (true, true));
}

fn card_2_132_ghhhk_cancels_nightfall() {
    assert!(cancels_effect(Dark, "2_132", "1_56"));
}

/// Houjix is Light's copy: the same at the same moment.
fn card_2_50_houjix_cancels_the_rest_of_the_battle_damage() {
    assert_eq!(lost_battle_interrupt(Light, "2_50", "Rebel Trooper"), (true, true));
}

fn card_2_50_houjix_cancels_sunsdown() {
    assert!(cancels_effect(Light, "2_50", "1_230"));
}

fn card_2_132_ghhhk_is_immune_to_sense() {
    immune_to_sense(Dark, "2_132", "1_56");
}

fn card_2_50_houjix_is_immune_to_sense() {
    immune_to_sense(Light, "2_50", "1_230");
}

/// Captain Khurgee: once in each of your control phases, 2 Force takes a Scanning Crew from
/// the Reserve Deck into hand (then the deck is shuffled); with 1 Force, not at all.
fn card_2_83_captain_khurgee_takes_a_scanning_crew_into_hand() {
    for force in [4, 1] {
        let mut s = premiere()
            .extra(Dark, card("2_83"))
            .site(Dark, "Tatooine: Mos Eisley")
            .at(Dark, "Captain Khurgee", "Tatooine: Mos Eisley")
            .fill(Dark, Pile::Force, force)
            .phase(Dark, Phase::Control)
            .build();
        let khurgee = s.card(Dark, "Captain Khurgee");
        let use_it = |a: &Answer| matches!(a, Answer::Use { card, .. } if *card == khurgee);
        if force < 2 {
            assert!(!s.options().iter().any(use_it));
            continue;
        }
        s.answer_with(use_it);
        let crew = s.card(Dark, "Scanning Crew");
        if s.options().contains(&Answer::Choose(crew)) {
            s.answer(Answer::Choose(crew));
        }
        assert_eq!(s.place(crew), Place::Pile(Pile::Hand), "{}", s.log());
        assert_eq!(s.pile(Dark, Pile::Force).len(), force - 2);
        assert!(s.saw(|w| matches!(w, What::Shuffled { player: Dark, .. })));
        assert!(!s.options().iter().any(use_it), "once per turn");
    }
}
}
