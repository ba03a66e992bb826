//! Tests of the Jabba's Palace (set 6) cards. Each test is named `card_<GEMP id>_<what the
//! text does>`.

use crate::support::{card, premiere, premiere_game_with};
use door::Game as _;
use swccg_cards::Side::{self, Dark, Light};
use swccg_engine::decision::{Dest, Prompt};
use swccg_engine::{Answer, CardId, Phase, Pile, Place, What};

const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const FARM: &str = "Tatooine: Lars' Moisture Farm";
const DUNE_SEA: &str = "Tatooine: Dune Sea";

fn play(card: CardId, mode: u8) -> impl Fn(&Answer) -> bool {
    move |a| matches!(a, Answer::Play { card: c, mode: m, .. } if *c == card && *m == mode)
}

/// Twi'lek Advisor (or The Signal) used for 3 Force takes an Effect from the Reserve Deck into
/// hand, then the deck is reshuffled; with 2 Force it cannot be played.
fn takes_an_effect(side: Side, id: &str, effect: &str) {
    for force in [3, 2] {
        let title = card(id).title().trim_start_matches('•').to_string();
        let effect_title = card(effect).title().trim_start_matches('•').to_string();
        let mut s = premiere()
            .extra(side, card(id))
            .extra(side, card(effect))
            .hand(side, &title)
            .fill(side, Pile::Force, force)
            .phase(side, Phase::Deploy)
            .build();
        let advisor = s.card(side, &title);
        let wanted = s.card(side, &effect_title);
        if force < 3 {
            assert!(
                !s.options().iter().any(play(advisor, 0)),
                "played for {force} Force"
            );
            continue;
        }
        s.answer_with(play(advisor, 0));
        s.answer(Answer::Choose(wanted));
        assert_eq!(s.place(wanted), Place::Pile(Pile::Hand));
        assert_eq!(s.pile(side, Pile::Force).len(), 0, "3 Force used");
        assert!(
            s.saw(|w| matches!(w, What::Shuffled { player, .. } if *player == side)),
            "{}",
            s.log()
        );
    }
}

/// The starting mode: played at the start of the game, it deploys an Effect with no deploy
/// cost from the Reserve Deck and goes to the Lost Pile.
fn starts_with_an_effect(side: Side, id: &str, effect: &str) {
    let (dark, light) = match side {
        Dark => (vec![id, effect], vec![]),
        Light => (vec![], vec![id, effect]),
    };
    let mut game = premiere_game_with(&dark, &light, &[], &[], 9);
    let cat = game.catalogue().clone();
    let find = |gemp: &str| {
        cat.cards_of(side)
            .find(|&c| cat.bp(c).gemp_id == gemp)
            .expect("in the deck")
    };
    let (advisor, wanted) = (find(id), find(effect));
    let mut asked = false;
    while let Some(p) = game.pending().cloned() {
        let answer = match p.prompt {
            Prompt::StartingInterrupt if p.seat == side => {
                asked = true;
                Answer::StartWith(advisor)
            }
            Prompt::StartingInterrupt | Prompt::StartingEffect => Answer::StartWithout,
            _ if p.options.contains(&Answer::Deploy {
                card: wanted,
                to: Dest::Table,
            }) =>
            {
                Answer::Deploy {
                    card: wanted,
                    to: Dest::Table,
                }
            }
            _ if game.state().turn >= 1 => break,
            _ => p.options[0],
        };
        game.answer(p.id, &answer).expect("a listed answer");
    }
    assert!(asked, "the starting interrupt was offered");
    assert_eq!(game.state().place(wanted), Place::Table);
    assert_eq!(game.state().place(advisor), Place::Pile(Pile::Lost));
}

/// Den Of Thieves (or Bargaining Table) on table: when the opponent initiates a Force drain,
/// a non-unique alien from hand goes under it and the drain is cancelled.
fn stacks_an_alien_to_cancel_a_drain(side: Side, id: &str, alien: &str) {
    let opponent = side.opponent();
    let (drainer_site, drainer) = match side {
        Dark => (FARM, "Luke"),
        Light => (MOS_EISLEY, "Vader"),
    };
    let title = card(id).title().trim_start_matches('•').to_string();
    let mut s = premiere()
        .extra(side, card(id))
        .extra(side, card("1_12")) // a Light Jawa, for Light
        .on_table(side, &title)
        .site(Light, FARM)
        .site(Dark, MOS_EISLEY)
        .at(opponent, drainer, drainer_site)
        .hand(side, alien)
        .fill(side, Pile::Force, 3)
        .fill(opponent, Pile::Force, 3)
        .phase(opponent, Phase::Control)
        .build();
    let den = s.card(side, &title);
    let in_hand = s.card(side, alien);
    assert_eq!(s.place(in_hand), Place::Pile(Pile::Hand));
    s.answer(Answer::ForceDrain(s.site(drainer_site)));
    s.answer_with(|a| matches!(a, Answer::Use { card, .. } if *card == den));
    assert_eq!(s.place(in_hand), Place::Stacked { on: den });
    assert!(
        s.saw(|w| matches!(w, What::ForceDrainCancelled { .. })),
        "{}",
        s.log()
    );
    assert_eq!(s.pile(side, Pile::Lost).len(), 0, "no Force lost");
}

crate::card_tests! {
fn card_6_160_twilek_advisor_takes_an_effect_into_hand_for_3_force() {
    takes_an_effect(Dark, "6_160", "6_143");
}

fn card_6_160_twilek_advisor_starts_the_game_with_an_effect() {
    starts_with_an_effect(Dark, "6_160", "6_143");
}

fn card_6_77_the_signal_takes_an_effect_into_hand_for_3_force() {
    takes_an_effect(Light, "6_77", "6_53");
}

fn card_6_77_the_signal_starts_the_game_with_an_effect() {
    starts_with_an_effect(Light, "6_77", "6_53");
}

fn card_6_143_den_of_thieves_stacks_an_alien_to_cancel_a_drain() {
    stacks_an_alien_to_cancel_a_drain(Dark, "6_143", "Jawa");
}

/// Once per turn: a second drain in the same turn is not cancelled.
fn card_6_143_den_of_thieves_cancels_once_per_turn() {
    let mut s = premiere()
        .extra(Dark, card("6_143"))
        .on_table(Dark, "Den Of Thieves")
        .site(Light, FARM)
        .site(Light, DUNE_SEA)
        .at(Light, "Luke", FARM)
        .at(Light, "Rebel Trooper", DUNE_SEA)
        .hand(Dark, "Jawa")
        .hand(Dark, "Jawa")
        .fill(Light, Pile::Force, 3)
        .phase(Light, Phase::Control)
        .build();
    let den = s.card(Dark, "Den Of Thieves");
    s.answer(Answer::ForceDrain(s.site(FARM)));
    s.answer_with(|a| matches!(a, Answer::Use { card, .. } if *card == den));
    s.answer(Answer::ForceDrain(s.site(DUNE_SEA)));
    assert!(
        !s.options().iter().any(|a| matches!(a, Answer::Use { card, .. } if *card == den)),
        "{:?}",
        s.options()
    );
}

/// During your deploy phase, an alien under Den Of Thieves deploys as if from hand.
fn card_6_143_den_of_thieves_deploys_an_alien_from_under_it() {
    let mut s = premiere()
        .extra(Dark, card("6_143"))
        .on_table(Dark, "Den Of Thieves")
        .stacked(Dark, "Jawa", "Den Of Thieves")
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .fill(Dark, Pile::Force, 3)
        .fill(Light, Pile::Force, 3)
        .phase(Dark, Phase::Deploy)
        .build();
    let den = s.card(Dark, "Den Of Thieves");
    let jawa = s.card(Dark, "Jawa");
    assert_eq!(s.place(jawa), Place::Stacked { on: den });
    s.answer_with(|a| matches!(a, Answer::Use { card, .. } if *card == den));
    s.answer_with(|a| matches!(a, Answer::Deploy { card, .. } if *card == jawa));
    assert!(matches!(s.place(jawa), Place::At { .. }), "{}", s.log());
}

fn card_6_53_bargaining_table_stacks_an_alien_to_cancel_a_drain() {
    stacks_an_alien_to_cancel_a_drain(Light, "6_53", "Jawa");
}

/// Abyssin Ornament: target a non-unique character; draw destiny; if below the number of
/// your cards of that title on table, retrieve that much Force. Once per game.
fn card_6_151_abyssin_ornament_retrieves_one_force_per_copy() {
    for (top, retrieved) in [("Stormtrooper", 3), ("It's Worse", 0)] {
        let mut s = premiere()
            .extra(Dark, card("6_151"))
            .extra(Dark, card("6_151"))
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Stormtrooper", MOS_EISLEY)
            .at(Dark, "Stormtrooper", MOS_EISLEY)
            .at(Dark, "Stormtrooper", MOS_EISLEY)
            .hand(Dark, "Abyssin Ornament")
            .hand(Dark, "Abyssin Ornament")
            .to_pile(Dark, "Jawa", Pile::Lost)
            .to_pile(Dark, "Jawa", Pile::Lost)
            .to_pile(Dark, "Vader", Pile::Lost)
            .to_pile(Dark, "Imperial Trooper Guard", Pile::Lost)
            .reserve_top(Dark, &[top]) // destiny 1, or 6
            .fill(Dark, Pile::Force, 2)
            .phase(Dark, Phase::Deploy)
            .build();
        let ornaments = s.cards(Dark, "Abyssin Ornament");
        let trooper = s.card(Dark, "Stormtrooper");
        s.answer_with(|a| {
            matches!(a, Answer::Play { card, target: swccg_engine::decision::TargetRef::Card(t), .. }
                if *card == ornaments[0] && *t == trooper)
        });
        assert_eq!(s.pile(Dark, Pile::Lost).len(), 4 - retrieved, "destiny from {top}\n{}", s.log());
        assert!(
            !s.options().iter().any(|a| matches!(a, Answer::Play { card, .. } if *card == ornaments[1])),
            "once per game"
        );
    }
}

fn card_6_72_nar_shaddaa_wind_chimes_retrieves_one_force_per_copy() {
    let mut s = premiere()
        .extra(Light, card("6_72"))
        .site(Light, DUNE_SEA)
        .at(Light, "Rebel Trooper", DUNE_SEA)
        .at(Light, "Rebel Trooper", DUNE_SEA)
        .hand(Light, "Nar Shaddaa Wind Chimes")
        .to_pile(Light, "Talz", Pile::Lost)
        .to_pile(Light, "Luke", Pile::Lost)
        .to_pile(Light, "Rebel Guard", Pile::Lost)
        .reserve_top(Light, &["Luke"]) // destiny 1 < 2 Rebel Troopers
        .fill(Light, Pile::Force, 2)
        .phase(Light, Phase::Deploy)
        .build();
    let chimes = s.card(Light, "Nar Shaddaa Wind Chimes");
    s.answer_with(play(chimes, 0));
    assert_eq!(s.pile(Light, Pile::Lost).len(), 1, "{}", s.log());
}

fn card_6_143_den_of_thieves_deploys_on_table() {
    let mut s = premiere()
        .extra(Dark, card("6_143"))
        .hand(Dark, "Den Of Thieves")
        .fill(Dark, Pile::Force, 1)
        .phase(Dark, Phase::Deploy)
        .build();
    let den = s.card(Dark, "Den Of Thieves");
    s.answer(Answer::Deploy {
        card: den,
        to: Dest::Table,
    });
    assert_eq!(s.place(den), Place::Table);
}

fn card_6_53_bargaining_table_deploys_on_table() {
    let mut s = premiere()
        .extra(Light, card("6_53"))
        .hand(Light, "Bargaining Table")
        .fill(Light, Pile::Force, 1)
        .phase(Light, Phase::Deploy)
        .build();
    let table = s.card(Light, "Bargaining Table");
    s.answer(Answer::Deploy {
        card: table,
        to: Dest::Table,
    });
    assert_eq!(s.place(table), Place::Table);
}

/// Ree-Yees: when you just drew a battle destiny of 3 in a battle at his site, 3 Force adds
/// 3 to it. Not for a destiny of 4, nor with 2 Force.
fn card_6_121_ree_yees_adds_3_to_a_battle_destiny_of_3() {
    for (top, force, raised) in [("Jawa", 4, true), ("Imperial Barrier", 4, false), ("Jawa", 3, false)] {
        let mut s = premiere()
            .extra(Dark, card("6_121"))
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Ree-Yees", MOS_EISLEY)
            .at(Dark, "Vader", MOS_EISLEY)
            .at(Light, "Luke", MOS_EISLEY)
            .reserve_top(Dark, &[top]) // destiny 3 (Jawa) or 4 (Imperial Barrier)
            .fill(Dark, Pile::Force, force) // 1 goes to the battle
            .phase(Dark, Phase::Battle)
            .build();
        let ree = s.card(Dark, "Ree-Yees");
        s.answer(Answer::Battle(s.site(MOS_EISLEY)));
        let use_it = move |a: &Answer| matches!(a, Answer::Use { card, .. } if *card == ree);
        let offered = crate::support::drive_until(&mut s, use_it, 10);
        assert_eq!(offered, raised, "{top} with {force} Force\n{}", s.log());
        if raised {
            s.answer_with(use_it);
            assert!(s.saw(|w| matches!(w, What::DestinyChanged { player: Dark, value: 6 })), "{}", s.log());
            assert_eq!(s.pile(Dark, Pile::Force).len(), 0);
        }
    }
}
}
