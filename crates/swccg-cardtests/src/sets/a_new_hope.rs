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
}
