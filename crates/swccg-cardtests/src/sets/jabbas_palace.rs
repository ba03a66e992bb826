//! Tests of the Jabba's Palace (set 6) cards. Each test is named `card_<GEMP id>_<what the
//! text does>`.

use crate::support::{card, premiere, premiere_game_with};
use door::Game as _;
use swccg_cards::Side::{self, Dark, Light};
use swccg_engine::decision::{Dest, Prompt};
use swccg_engine::flow::actions::payment_for;
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
pub(crate) fn starts_with_an_effect(side: Side, id: &str, effect: &str) {
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

/// Well Guarded (Dark) or Yarna d'al' Gargan (Light), on table when `guarded`, while the
/// opponent plays the LOST mode `mode` of the dejarik `dejarik` against a hand of two copies
/// each of a non-unique character, a non-unique interrupt, a non-unique Effect and a unique
/// character, plus `more` cards: the titles lost from that hand, sorted.
fn guarded_hand(
    side: Side,
    effect: &str,
    dejarik: &str,
    mode: u8,
    guarded: bool,
    more: usize,
) -> Vec<String> {
    let opponent = side.opponent();
    let (trooper, interrupt, extra_effect, unique) = match side {
        Dark => ("Stormtrooper", "Counter Assault", "1_224", "Vader"),
        Light => ("Rebel Trooper", "It Could Be Worse", "1_64", "Luke"),
    };
    let effect_title = card(effect).title().trim_start_matches('•').to_string();
    let dejarik_title = card(dejarik).title().trim_start_matches('•').to_string();
    let extra_title = card(extra_effect).title().to_string();
    let mut b = premiere()
        .extra(side, card(effect))
        .extra(side, card(extra_effect))
        .extra(opponent, card(dejarik));
    if guarded {
        b = b.on_table(side, &effect_title);
    }
    for t in [trooper, interrupt, &extra_title, unique] {
        b = b.hand(side, t).hand(side, t);
    }
    let mut s = b
        .fill(side, Pile::Hand, more)
        .hand(opponent, &dejarik_title)
        .fill(opponent, Pile::Force, 4)
        .phase(opponent, Phase::Deploy)
        .build();
    assert_eq!(s.pile(side, Pile::Hand).len(), 8 + more);
    let played = s.card(opponent, &dejarik_title);
    s.answer_with(play(played, mode));
    let mut lost: Vec<String> = s
        .pile(side, Pile::Lost)
        .iter()
        .map(|&c| s.q().bp(c).title.clone())
        .collect();
    lost.sort();
    lost.dedup();
    lost
}

/// Whether the Effect `effect` of `side` is immune to Alter while `side` occupies the first
/// `occupied` of two battleground sites.
fn guarded_from_alter(side: Side, effect: &str, occupied: usize) -> bool {
    let (sites, character, alter) = match side {
        Dark => (
            ["Tatooine: Mos Eisley", "Tatooine: Jundland Wastes"],
            "Stormtrooper",
            "1_71",
        ),
        Light => ([DUNE_SEA, FARM], "Rebel Trooper", "1_234"),
    };
    let title = card(effect).title().trim_start_matches('•').to_string();
    let mut b = premiere()
        .extra(side, card(effect))
        .extra(side.opponent(), card(alter))
        .on_table(side, &title)
        .hand(side.opponent(), "Alter");
    for (i, site) in sites.iter().enumerate() {
        b = b.site(side, site);
        if i < occupied {
            b = b.at(side, character, site);
        }
    }
    let s = b.phase(side, Phase::Deploy).build();
    s.q()
        .immune_to(s.card(side, &title), s.card(side.opponent(), "Alter"))
}

/// Projection Of A Skywalker deployed by Light, on table (`on_site` false) or at Lars' Moisture
/// Farm, with Dark's Shot In The Dark on table, Dejarik Hologameboard (a holosite) and Alter
/// in the game.
fn projection(on_site: bool) -> swccg_engine::scenario::Scenario {
    let mut s = premiere()
        .extra(Light, card("6_56"))
        .extra(Light, card("2_63"))
        .extra(Dark, card("4_131"))
        .extra(Dark, card("1_234"))
        .site(Light, FARM)
        .site(Light, "Dejarik Hologameboard")
        .at(Light, "Rebel Trooper", "Dejarik Hologameboard")
        .at(Dark, "Stormtrooper", FARM)
        .on_table(Dark, "Shot In The Dark")
        .hand(Dark, "Alter")
        .hand(Light, "Projection Of A Skywalker")
        .phase(Light, Phase::Deploy)
        .build();
    let projection = s.card(Light, "Projection Of A Skywalker");
    let to = if on_site {
        Dest::At(s.site(FARM))
    } else {
        Dest::Table
    };
    s.answer(Answer::Deploy {
        card: projection,
        to,
    });
    s
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

/// Regression: with nothing under it able to deploy, Den Of Thieves offered its text anyway,
/// which then did nothing, and a bot used it without end. The stacked Jawa costs each player
/// 1 Force: the text is offered while Light has that 1 Force, not when Light has none.
fn card_6_143_den_of_thieves_offers_its_text_only_when_an_alien_can_deploy() {
    for (light_force, offered) in [(1, true), (0, false)] {
        let s = premiere()
            .extra(Dark, card("6_143"))
            .on_table(Dark, "Den Of Thieves")
            .stacked(Dark, "Jawa", "Den Of Thieves")
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Stormtrooper", MOS_EISLEY)
            .hand(Dark, "Ommni Box") // keeps the deploy phase's window open
            .fill(Dark, Pile::Force, 1)
            .fill(Light, Pile::Force, light_force)
            .phase(Dark, Phase::Deploy)
            .build();
        let den = s.card(Dark, "Den Of Thieves");
        let jawa = s.card(Dark, "Jawa");
        let pay = payment_for(&s.q(), Dark, jawa, Dest::At(s.site(MOS_EISLEY)));
        assert_eq!((pay.own, pay.each), (0, 1));
        assert_eq!(s.state().phase, Phase::Deploy);
        let listed = s.options().iter().any(|a| matches!(a, Answer::Use { card, .. } if *card == den));
        assert_eq!(listed, offered, "Light with {light_force} Force: {:?}", s.options());
    }
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

/// Well Guarded: with fewer than 13 cards in hand, Dark's non-unique characters in hand are
/// immune to Grimtaash; its interrupts, Effects and unique characters are not. At 13 cards, or
/// without Well Guarded, the Stormtroopers are lost too.
fn card_6_150_well_guarded_keeps_non_unique_cards_from_grimtaash() {
    let lost = guarded_hand(Dark, "6_150", "2_49", 2, true, 4);
    assert_eq!(lost, ["Counter Assault", "Macroscan", "Vader"]);
    assert!(guarded_hand(Dark, "6_150", "2_49", 2, true, 5).contains(&"Stormtrooper".to_string()));
    assert!(guarded_hand(Dark, "6_150", "2_49", 2, false, 0).contains(&"Stormtrooper".to_string()));
}

/// Well Guarded is immune to Alter while Dark occupies two battlegrounds, not one.
fn card_6_150_well_guarded_immune_to_alter_with_two_battlegrounds() {
    assert!(!guarded_from_alter(Dark, "6_150", 1));
    assert!(guarded_from_alter(Dark, "6_150", 2));
}

fn card_6_150_well_guarded_deploys_on_table() {
    let mut s = premiere()
        .extra(Dark, card("6_150"))
        .hand(Dark, "Well Guarded")
        .fill(Dark, Pile::Force, 1)
        .phase(Dark, Phase::Deploy)
        .build();
    let effect = s.card(Dark, "Well Guarded");
    s.answer(Answer::Deploy { card: effect, to: Dest::Table });
    assert_eq!(s.place(effect), Place::Table);
}

/// Yarna d'al' Gargan: with fewer than 13 cards in hand, Light's non-unique characters in hand
/// are immune to Monnok; at 13 cards, or without Yarna, they are lost.
fn card_6_59_yarna_dal_gargan_keeps_non_unique_cards_from_monnok() {
    let lost = guarded_hand(Light, "6_59", "2_135", 1, true, 4);
    assert_eq!(lost, ["It Could Be Worse", "Luke", "Sai'torr Kal Fas"]);
    assert!(guarded_hand(Light, "6_59", "2_135", 1, true, 5).contains(&"Rebel Trooper".to_string()));
    assert!(guarded_hand(Light, "6_59", "2_135", 1, false, 0).contains(&"Rebel Trooper".to_string()));
}

/// Yarna d'al' Gargan is immune to Alter while Light occupies two battlegrounds, not one.
fn card_6_59_yarna_dal_gargan_immune_to_alter_with_two_battlegrounds() {
    assert!(!guarded_from_alter(Light, "6_59", 1));
    assert!(guarded_from_alter(Light, "6_59", 2));
}

fn card_6_59_yarna_dal_gargan_deploys_on_table() {
    let mut s = premiere()
        .extra(Light, card("6_59"))
        .hand(Light, "Yarna d'al' Gargan")
        .fill(Light, Pile::Force, 1)
        .phase(Light, Phase::Deploy)
        .build();
    let effect = s.card(Light, "Yarna d'al' Gargan");
    s.answer(Answer::Deploy { card: effect, to: Dest::Table });
    assert_eq!(s.place(effect), Place::Table);
}

/// Den Of Thieves canceled by Light's Alter: before it is lost, each alien under it may deploy
/// for free (Dark has no Force); a cancel that fails leaves them under it.
fn card_6_143_den_of_thieves_aliens_deploy_free_when_canceled() {
    for (top, cancels) in [("Luke", true), ("Rebel Barrier", false)] {
        let mut s = premiere()
            .extra(Dark, card("6_143"))
            .extra(Light, card("1_71"))
            .on_table(Dark, "Den Of Thieves")
            .stacked(Dark, "Jawa", "Den Of Thieves")
            .stacked(Dark, "Jawa", "Den Of Thieves")
            .site(Dark, MOS_EISLEY)
            .site(Light, DUNE_SEA)
            .at(Light, "Luke", DUNE_SEA)
            .hand(Light, "Alter")
            .reserve_top(Light, &[top])
            .phase(Light, Phase::Deploy)
            .build();
        let den = s.card(Dark, "Den Of Thieves");
        let alter = s.card(Light, "Alter");
        let jawas = s.cards(Dark, "Jawa");
        s.answer_with(play(alter, 0));
        if !cancels {
            assert_eq!(s.place(den), Place::Table, "{}", s.log());
            assert!(jawas.iter().all(|&j| s.place(j) == Place::Stacked { on: den }));
            continue;
        }
        for _ in 0..2 {
            s.answer_with(|a| matches!(a, Answer::Deploy { to: Dest::At(_), .. }));
        }
        let eisley = s.site(MOS_EISLEY);
        for j in jawas {
            assert_eq!(s.place(j), Place::At { location: eisley }, "{}", s.log());
        }
        assert_eq!(s.place(den), Place::Pile(Pile::Lost));
    }
}

/// Bargaining Table canceled by Dark's Alter: the aliens under it may deploy for free, or stay
/// (and are lost with it) when Light declines.
fn card_6_53_bargaining_table_aliens_deploy_free_when_canceled() {
    for deploy in [true, false] {
        let mut s = premiere()
            .extra(Light, card("6_53"))
            .extra(Dark, card("1_234"))
            .on_table(Light, "Bargaining Table")
            .stacked(Light, "Jawa", "Bargaining Table")
            .site(Light, DUNE_SEA)
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Vader", MOS_EISLEY)
            .hand(Dark, "Alter")
            .reserve_top(Dark, &["Stormtrooper"])
            .phase(Dark, Phase::Deploy)
            .build();
        let table = s.card(Light, "Bargaining Table");
        let alter = s.card(Dark, "Alter");
        let jawa = s.card(Light, "Jawa");
        s.answer_with(play(alter, 0));
        if deploy {
            s.answer_with(|a| matches!(a, Answer::Deploy { card, .. } if *card == jawa));
            assert!(matches!(s.place(jawa), Place::At { .. }), "{}", s.log());
        } else {
            s.answer(Answer::Pass);
            assert_eq!(s.place(jawa), Place::Pile(Pile::Lost), "{}", s.log());
        }
        assert_eq!(s.place(table), Place::Pile(Pile::Lost));
    }
}

/// Projection Of A Skywalker on the side of table: Light's drains at a holosite are +1 (1 Dark
/// icon there: 2), not at a planet site's deployment; and it is immune to Alter.
fn card_6_56_projection_of_a_skywalker_on_table_drains_more_at_holosites() {
    for (on_site, drain, immune) in [(false, 2, true), (true, 1, false)] {
        let s = projection(on_site);
        let q = s.q();
        assert_eq!(q.drain_amount(Light, s.site("Dejarik Hologameboard")), drain);
        let alter = s.card(Dark, "Alter");
        assert_eq!(q.immune_to(s.card(Light, "Projection Of A Skywalker"), alter), immune);
    }
}

/// On the side of table, Shot In The Dark costs Dark 1 more Force to lose (1 + 1).
fn card_6_56_projection_of_a_skywalker_raises_shot_in_the_dark_cost() {
    use swccg_engine::query::Target;
    use swccg_engine::script::Quantity;
    for (on_site, cost) in [(false, 2), (true, 1)] {
        let s = projection(on_site);
        let shot = s.card(Dark, "Shot In The Dark");
        assert_eq!(s.q().fold(Quantity::LossCost, Target::Card(shot), 1), cost);
    }
}

/// Deployed at a planet site, Dark's drains there are -1 (2 Light icons at the Farm: 1).
fn card_6_56_projection_of_a_skywalker_at_a_planet_site_reduces_drains_there() {
    for (on_site, drain) in [(true, 1), (false, 2)] {
        let s = projection(on_site);
        assert_eq!(s.q().drain_amount(Dark, s.site(FARM)), drain);
    }
    let s = projection(true);
    let farm = s.site(FARM);
    assert_eq!(s.place(s.card(Light, "Projection Of A Skywalker")), Place::At { location: farm });
}
}
