//! Tests of the Dagobah (set 4) cards. Each test is named `card_<GEMP id>_<what the text does>`.

use super::pool_endor::deploy_offered;
use super::pool_hoth::use_text;
use crate::support::{
    answer_plainly, card, defending_alone_adds, deploy_choices, drive_until, offered, premiere,
    titles_of,
};
use swccg_cards::Side::{self, Dark, Light};
use swccg_engine::decision::{Dest, Prompt, TargetRef, Trigger};
use swccg_engine::{Answer, CardId, Phase, Pile, Place, What};

fn play(card: CardId, mode: u8) -> impl Fn(&Answer) -> bool {
    move |a| matches!(a, Answer::Play { card: c, mode: m, .. } if *c == card && *m == mode)
}

const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const HOLOTHEATRE: &str = "Executor: Holotheatre";
const CAVE: &str = "Dagobah: Cave";
const SWAMP: &str = "Dagobah: Swamp";
const TRAINING_AREA: &str = "Dagobah: Training Area";
const DETENTION: &str = "Death Star: Detention Block Corridor";
const CONTROL_ROOM: &str = "Death Star: Docking Control Room 327";
const ARDAN: &str = "Lieutenant Commander Ardan";
const CARBINE: &str = "Dengar's Blaster Carbine";

/// Light's Yoda at Mos Eisley loses a battle to Vader and is forfeited, with Yoda, You Seek
/// Yoda in hand and `force` Force: whether the first text was offered, and the scenario.
fn yoda_forfeited(force: usize) -> (bool, swccg_engine::scenario::Scenario) {
    let mut s = premiere()
        .extra(Light, card("4_73"))
        .extra(Light, card("4_2"))
        .site(Dark, MOS_EISLEY)
        .at(Light, "Yoda", MOS_EISLEY)
        .at(Dark, "Vader", MOS_EISLEY)
        .hand(Light, "Yoda, You Seek Yoda")
        .fill(Light, Pile::Force, force)
        .fill(Light, Pile::Used, 10)
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Battle)
        .build();
    let seek = s.card(Light, "Yoda, You Seek Yoda");
    s.answer(Answer::Battle(s.site(MOS_EISLEY)));
    let offered = crate::support::drive_until(&mut s, play(seek, 0), 40);
    (offered, s)
}

/// `side` in `phase` with `force` Force and Wars Not Make One Great (Light's) at the Dune
/// Sea: with `battle`, a character of each side at Mos Eisley; else `side`'s character alone
/// there.
fn wars_table(
    side: swccg_cards::Side,
    force: usize,
    phase: Phase,
    battle: bool,
) -> swccg_engine::scenario::Scenario {
    let mut b = premiere()
        .extra(Light, card("4_41"))
        .site(Dark, MOS_EISLEY)
        .site(Light, "Tatooine: Dune Sea")
        .at(Light, "Wars Not Make One Great", "Tatooine: Dune Sea");
    if battle || side == Dark {
        b = b.at(Dark, "Stormtrooper", MOS_EISLEY);
    }
    if battle || side == Light {
        b = b.at(Light, "Rebel Trooper", MOS_EISLEY);
    }
    b.fill(side, Pile::Force, force)
        .fill(Dark, Pile::Used, 5)
        .fill(Light, Pile::Used, 5)
        .phase(side, phase)
        .build()
}

/// Dark's Vader (destiny 2 drawn: a Tusken Raider) battles Light's Luke and Rebel Trooper at
/// Mos Eisley with `side`'s interrupt `id` (titled `title`) in hand, played at the first
/// chance when `play_it`: the attrition against Light, and the size of `side`'s Lost Pile
/// when the battle ends.
fn attrition_with(side: swccg_cards::Side, id: &str, title: &str, play_it: bool) -> (i32, usize) {
    let mut s = premiere()
        .extra(side, card(id))
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Vader", MOS_EISLEY)
        .at(Light, "Luke", MOS_EISLEY)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .hand(side, title)
        .fill(Dark, Pile::Force, 2)
        .fill(Light, Pile::Force, 2)
        .fill(Dark, Pile::Used, 8)
        .fill(Light, Pile::Used, 8)
        .reserve_top(Dark, &["Tusken Raider"])
        .reserve_top(Light, &["Rebel Trooper"])
        .phase(Dark, Phase::Battle)
        .build();
    let card = s.card(side, title);
    s.answer(Answer::Battle(s.site(MOS_EISLEY)));
    for _ in 0..60 {
        if s.saw(|w| matches!(w, What::BattleEnded { .. })) {
            break;
        }
        if play_it && s.options().iter().any(play(card, 0)) {
            s.answer_with(play(card, 0));
            continue;
        }
        if !answer_plainly(&mut s) {
            break;
        }
    }
    let attrition = crate::support::attrition_against(&s, Light).iter().sum();
    (attrition, s.pile(side, Pile::Lost).len())
}

/// "Neither player may Force drain here" on a Dagobah system (`id`, `owner`'s copy, titled
/// `title`): neither player may drain there although each controls it in turn (its character
/// there, the other's icons there); the same characters at Mos Eisley drain.
pub(crate) fn no_drain_at_dagobah_system(id: &str, owner: swccg_cards::Side, title: &str) {
    for drainer in [Dark, Light] {
        let soldier = if drainer == Dark {
            "Stormtrooper"
        } else {
            "Rebel Trooper"
        };
        for site in [title, MOS_EISLEY] {
            let b = premiere()
                .extra(owner, card(id))
                .site(owner, title)
                .site(Dark, MOS_EISLEY)
                .at(drainer, soldier, site);
            let amount = crate::sets::pool_hoth::drained(b, drainer, site);
            assert_eq!(
                amount.is_some(),
                site == MOS_EISLEY,
                "{drainer} draining at {site}"
            );
        }
    }
}

/// The Force each player lost when `side`'s insert card `id` reached the top of the
/// opponent's Reserve Deck with these characters on table (titles), as `(side's loss,
/// opponent's loss)`.
fn insert_card_losses(side: Side, id: &str, ours: &[&str], theirs: &[&str]) -> (usize, usize) {
    let opponent = side.opponent();
    let title = card(id).title().trim_start_matches('•').to_string();
    let mut b = premiere()
        .extra(side, card(id))
        .site(Dark, MOS_EISLEY)
        .site(Light, "Tatooine: Dune Sea");
    let site_of = |s: Side| {
        if s == Dark {
            MOS_EISLEY
        } else {
            "Tatooine: Dune Sea"
        }
    };
    for t in ours {
        b = b.at(side, t, site_of(side));
    }
    for t in theirs {
        b = b.at(opponent, t, site_of(opponent));
    }
    let mut s = b
        .fill(Dark, Pile::Force, 5)
        .fill(Light, Pile::Force, 5)
        .inserted(side, &title, 0)
        .phase(opponent, Phase::Deploy)
        .build();
    for _ in 0..20 {
        if !s.options().iter().any(|a| matches!(a, Answer::LoseFrom(_))) {
            break;
        }
        answer_plainly(&mut s);
    }
    let inserted = s.card(side, &title);
    assert_eq!(s.place(inserted), Place::Pile(Pile::Lost), "{}", s.log());
    assert_eq!(s.pile(side, Pile::Lost).first(), Some(&inserted));
    let lost = |who: Side| {
        s.seen()
            .filter(|w| matches!(w, What::ForceLost { player, .. } if *player == who))
            .count()
    };
    (lost(side), lost(opponent))
}

crate::card_tests! {
/// Effective Repairs (Used) answers Limited Resources: Dark plays it against Light's hand of
/// two in Dark's turn; Light cancels it and loses no Force (without the answer Light loses 4).
fn card_4_49_effective_repairs_cancels_limited_resources() {
    for answered in [true, false] {
        let mut s = premiere()
            .extra(Dark, card("1_255"))
            .extra(Light, card("4_49"))
            .hand(Dark, "Limited Resources")
            .hand(Light, "Effective Repairs")
            .hand(Light, "Luke")
            .fill(Light, Pile::Force, 5)
            .phase(Dark, Phase::Deploy)
            .build();
        let limited = s.card(Dark, "Limited Resources");
        let repairs = s.card(Light, "Effective Repairs");
        s.answer_with(super::pool_hoth::play(limited, 0));
        if answered {
            s.answer_with(super::pool_hoth::play(repairs, 0));
            assert!(s.saw(|w| matches!(w, What::Cancelled { card, .. } if *card == limited)), "{}", s.log());
        }
        while s.seat() != Some(Dark) || !matches!(s.prompt(), Some(Prompt::Action { .. })) {
            assert!(answer_plainly(&mut s), "the game waits");
        }
        let lost = s.pile(Light, Pile::Lost).len();
        assert_eq!(lost, if answered { 0 } else { 4 }, "{}", s.log());
    }
}

/// Effective Repairs (Lost): 3 Force (not 2) retrieves one Effect (Traffic Control; not Luke)
/// from the Lost Pile into hand.
fn card_4_49_effective_repairs_retrieves_an_effect_into_hand_for_3() {
    for force in [2, 3] {
        let mut s = premiere()
            .extra(Light, card("4_49"))
            .extra(Light, card("1_66"))
            .hand(Light, "Effective Repairs")
            .to_pile(Light, "Traffic Control", Pile::Lost)
            .to_pile(Light, "Luke", Pile::Lost)
            .fill(Light, Pile::Force, force)
            .phase(Light, Phase::Deploy)
            .build();
        let repairs = s.card(Light, "Effective Repairs");
        let offered = s.options().iter().any(super::pool_hoth::play(repairs, 1));
        assert_eq!(offered, force == 3);
        if !offered {
            continue;
        }
        s.answer_with(super::pool_hoth::play(repairs, 1));
        let control = s.card(Light, "Traffic Control");
        assert_eq!(s.place(control), Place::Pile(Pile::Hand), "{}", s.log());
        assert_eq!(s.place(s.card(Light, "Luke")), Place::Pile(Pile::Lost));
        assert_eq!(s.place(repairs), Place::Pile(Pile::Lost));
    }
}

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

/// Unexpected Interruption uses exactly 2 Force and offers only the Reserve Deck's
/// interrupts; the one taken goes to hand and the deck is reshuffled.
fn card_4_152_unexpected_interruption_takes_an_interrupt_from_reserve_deck() {
    let build = |force| {
        premiere()
            .extra(Dark, card("4_152"))
            .hand(Dark, "Unexpected Interruption")
            .fill(Dark, Pile::Force, force)
            .phase(Dark, Phase::Deploy)
            .build()
    };
    let s = build(1);
    let ui = s.card(Dark, "Unexpected Interruption");
    assert!(!s.options().iter().any(play(ui, 0)), "1 Force is not enough");
    let mut s = build(2);
    s.answer_with(play(ui, 0));
    assert_eq!(s.pile(Dark, Pile::Force).len(), 0, "used 2 Force");
    let offered = offered(&s);
    let reserve_interrupts: Vec<CardId> = s
        .pile(Dark, Pile::Reserve)
        .iter()
        .copied()
        .filter(|&c| s.q().bp(c).interrupt.is_some())
        .collect();
    assert!(reserve_interrupts.len() > 3);
    assert_eq!(
        titles_of(&s, &offered),
        titles_of(&s, &reserve_interrupts),
        "every interrupt, nothing else"
    );
    let taken = offered[0];
    s.answer(Answer::Choose(taken));
    assert_eq!(s.place(taken), Place::Pile(Pile::Hand));
    assert!(s.saw(|w| matches!(w, What::Shuffled { player: Dark, pile: Pile::Reserve })));
}

/// Yoda, You Seek Yoda's first text: when Yoda is lost, 1 Force retrieves him from the Lost
/// Pile; with no Force it is not offered.
fn card_4_73_yoda_you_seek_yoda_retrieves_yoda_just_lost() {
    let (offered_without, _) = yoda_forfeited(0);
    assert!(!offered_without, "needs 1 Force");
    let (offered, mut s) = yoda_forfeited(1);
    assert!(offered);
    let yoda = s.card(Light, "Yoda");
    assert_eq!(s.place(yoda), Place::Pile(Pile::Lost));
    s.answer_with(play(s.card(Light, "Yoda, You Seek Yoda"), 0));
    assert!(s.saw(|w| matches!(w, What::Retrieved { card, .. } if *card == yoda)));
    assert_ne!(s.place(yoda), Place::Pile(Pile::Lost));
    assert_eq!(s.pile(Light, Pile::Force).len(), 0);
}

/// Yoda, You Seek Yoda's second text: 3 Force to take Yoda (the character, not Yoda Stew)
/// from the Reserve Deck; 2 Force is not enough.
fn card_4_73_yoda_you_seek_yoda_takes_yoda_from_reserve_deck() {
    let build = |force| {
        premiere()
            .extra(Light, card("4_73"))
            .extra(Light, card("4_2"))
            .extra(Light, card("4_72"))
            .hand(Light, "Yoda, You Seek Yoda")
            .fill(Light, Pile::Force, force)
            .phase(Light, Phase::Deploy)
            .build()
    };
    let s = build(2);
    let seek = s.card(Light, "Yoda, You Seek Yoda");
    assert!(!s.options().iter().any(play(seek, 1)));
    let mut s = build(3);
    s.answer_with(play(seek, 1));
    let yoda = s.card(Light, "Yoda");
    assert_eq!(offered(&s), vec![yoda], "Yoda Stew is not offered");
    s.answer(Answer::Choose(yoda));
    assert_eq!(s.place(yoda), Place::Pile(Pile::Hand));
    assert_eq!(s.pile(Light, Pile::Force).len(), 0);
}

/// Starship Levitation's Used text cancels Awwww, Cannot Get Your Ship Out (and no other
/// Effect).
fn card_4_60_starship_levitation_cancels_awwww() {
    let mut s = premiere()
        .extra(Light, card("4_60"))
        .extra(Dark, card("4_115"))
        .site(Dark, MOS_EISLEY)
        .on_table(Dark, "Awwww, Cannot Get Your Ship Out")
        .on_table(Dark, "Macroscan")
        .hand(Light, "Starship Levitation")
        .phase(Light, Phase::Deploy)
        .build();
    let lev = s.card(Light, "Starship Levitation");
    let awwww = s.card(Dark, "Awwww, Cannot Get Your Ship Out");
    let targets: Vec<TargetRef> = s
        .options()
        .into_iter()
        .filter_map(|a| match a {
            Answer::Play { card, mode: 0, target, .. } if card == lev => Some(target),
            _ => None,
        })
        .collect();
    assert_eq!(targets, vec![TargetRef::Card(awwww)]);
    s.answer_with(play(lev, 0));
    assert_eq!(s.place(awwww), Place::Pile(Pile::Lost));
    assert!(s.saw(|w| matches!(w, What::CardMovedToPile { card, pile: Pile::Used } if *card == lev)));
}

/// Starship Levitation's Lost text: destiny below the ability of Light's highest-ability
/// character (Luke, 3) takes a starship from the Used Pile; destiny 3 takes nothing.
fn card_4_60_starship_levitation_takes_a_starship_when_destiny_is_below_highest_ability() {
    // Shistavanen Wolfman's destiny is 2, Talz's 3.
    for (top, takes) in [("Shistavanen Wolfman", true), ("Talz", false)] {
        let mut s = premiere()
            .extra(Light, card("4_60"))
            .extra(Light, card("1_146"))
            .site(Dark, MOS_EISLEY)
            .at(Light, "Luke", MOS_EISLEY)
            .to_pile(Light, "X-wing", Pile::Used)
            .to_pile(Light, "CZ-3 (Seezee-Three)", Pile::Used)
            .hand(Light, "Starship Levitation")
            .fill(Light, Pile::Force, 1)
            .reserve_top(Light, &[top])
            .phase(Light, Phase::Deploy)
            .build();
        let lev = s.card(Light, "Starship Levitation");
        let ability = s.q().ability(s.card(Light, "Luke"));
        assert_eq!(ability, 3);
        s.answer_with(play(lev, 1));
        let drawn = s
            .seen()
            .find_map(|w| match w {
                What::DestinyDrawn { player: Light, value, .. } => Some(*value),
                _ => None,
            })
            .expect("a destiny was drawn");
        assert_eq!(drawn < ability, takes, "destiny {drawn}");
        let xwing = s.card(Light, "X-wing");
        if takes {
            assert_eq!(offered(&s), vec![xwing], "starships only");
            s.answer(Answer::Choose(xwing));
            assert_eq!(s.place(xwing), Place::Pile(Pile::Hand));
        } else {
            assert!(offered(&s).is_empty());
            assert_ne!(s.place(xwing), Place::Pile(Pile::Hand));
        }
        assert!(s.saw(|w| matches!(w, What::CardMovedToPile { card, pile: Pile::Lost } if *card == lev)));
    }
}

/// Wars Not Make One Great: a Force drain (free without it) costs 1 Force for either player;
/// with 0 Force it is not offered.
fn card_4_41_wars_not_make_one_great_drains_cost_1_more() {
    for side in [Dark, Light] {
        let s = wars_table(side, 0, Phase::Control, false);
        assert!(!s.has_option(Answer::ForceDrain(s.site(MOS_EISLEY))), "{side} with 0 Force");
        let mut s = wars_table(side, 1, Phase::Control, false);
        s.answer(Answer::ForceDrain(s.site(MOS_EISLEY)));
        assert_eq!(s.pile(side, Pile::Force).len(), 0, "{side} used 1 Force");
    }
}

/// Wars Not Make One Great: a battle costs 2 Force (1 + 1) for either player.
fn card_4_41_wars_not_make_one_great_battles_cost_1_more() {
    for side in [Dark, Light] {
        let s = wars_table(side, 1, Phase::Battle, true);
        assert!(!s.has_option(Answer::Battle(s.site(MOS_EISLEY))), "{side} with 1 Force");
        let mut s = wars_table(side, 2, Phase::Battle, true);
        s.answer(Answer::Battle(s.site(MOS_EISLEY)));
        assert_eq!(s.pile(side, Pile::Force).len(), 0, "{side} used 2 Force");
    }
}

/// Wars Not Make One Great is lost when its owner's opponent controls its location.
fn card_4_41_wars_not_make_one_great_lost_when_opponent_controls_its_site() {
    let mut s = premiere()
        .extra(Light, card("4_41"))
        .site(Dark, MOS_EISLEY)
        .site(Light, "Tatooine: Dune Sea")
        .at(Light, "Wars Not Make One Great", MOS_EISLEY)
        .at(Light, "Luke", "Tatooine: Dune Sea")
        .hand(Dark, "Stormtrooper")
        .fill(Dark, Pile::Force, 3)
        .phase(Dark, Phase::Deploy)
        .build();
    let wars = s.card(Light, "Wars Not Make One Great");
    assert!(s.place(wars).on_table());
    let trooper = s.card(Dark, "Stormtrooper");
    s.answer(Answer::Deploy { card: trooper, to: Dest::At(s.site(MOS_EISLEY)) });
    while s.place(trooper) != (Place::At { location: s.site(MOS_EISLEY) }) {
        assert!(answer_plainly(&mut s));
    }
    for _ in 0..5 {
        if !s.place(wars).on_table() {
            break;
        }
        answer_plainly(&mut s);
    }
    assert_eq!(s.place(wars), Place::Pile(Pile::Lost));
}

/// Res Luk Ra'auf: any bounty hunter defending alone adds one battle destiny (not a
/// non-bounty hunter); Bossk, Greedo or Boba Fett alone adds two (not Dengar).
fn card_4_146_res_luk_raauf_adds_battle_destiny_to_a_lone_bounty_hunter() {
    assert_eq!(defending_alone_adds(Dark, "4_146", &["4_100"], &["Dengar"], 0), Some(1));
    assert_eq!(defending_alone_adds(Dark, "4_146", &[], &["Stormtrooper"], 0), None);
    assert_eq!(defending_alone_adds(Dark, "4_146", &["4_92"], &["Bossk"], 1), Some(2));
    assert_eq!(defending_alone_adds(Dark, "4_146", &["4_100"], &["Dengar"], 1), None);
    assert_eq!(
        defending_alone_adds(Dark, "4_146", &["4_100", "4_92"], &["Dengar", "Bossk"], 0),
        None,
        "not alone"
    );
}
/// Executor: Holotheatre, Dark: Dark's Force generation is +1 with Vader on table, +1 with
/// the Emperor, +2 with both, +0 with neither.
fn card_4_161_holotheatre_dark_generates_more_with_vader_or_emperor() {
    let generation = |who: &[&str]| {
        let mut b = premiere()
            .extra(Dark, card("4_161"))
            .extra(Dark, card("9_109"))
            .site(Dark, HOLOTHEATRE)
            .site(Dark, MOS_EISLEY);
        for title in who {
            b = b.at(Dark, title, MOS_EISLEY);
        }
        let s = b.phase(Dark, Phase::Deploy).build();
        s.q().generation(Dark)
    };
    let base = generation(&["Stormtrooper"]);
    assert_eq!(generation(&["Vader"]), base + 1);
    assert_eq!(generation(&["Emperor Palpatine"]), base + 1);
    assert_eq!(generation(&["Vader", "Emperor Palpatine"]), base + 2);
}

/// Executor: Holotheatre, Light: Light drains 1 + 1 there while controlling it; 1 while
/// Dark is there too.
fn card_4_161_holotheatre_light_drains_1_more_when_controlling() {
    let b = premiere()
        .extra(Dark, card("4_161"))
        .site(Dark, HOLOTHEATRE)
        .at(Light, "Rebel Trooper", HOLOTHEATRE);
    let s = b.clone().phase(Light, Phase::Control).build();
    assert_eq!(s.q().drain_amount(Light, s.site(HOLOTHEATRE)), 1 + 1);
    let s = b.at(Dark, "Stormtrooper", HOLOTHEATRE).phase(Light, Phase::Control).build();
    assert_eq!(s.q().drain_amount(Light, s.site(HOLOTHEATRE)), 1);
}

/// Lieutenant Commander Ardan (ability 2) at a site draws one battle destiny there; a
/// Tusken Raider (ability 1) alone draws none.
fn card_4_103_ardan_draws_one_battle_destiny_at_a_site() {
    let draws = |who: &str| {
        let mut s = premiere()
            .extra(Dark, card("4_103"))
            .site(Dark, MOS_EISLEY)
            .at(Dark, who, MOS_EISLEY)
            .at(Light, "Rebel Trooper", MOS_EISLEY)
            .fill(Dark, Pile::Force, 2)
            .phase(Dark, Phase::Battle)
            .build();
        s.answer(Answer::Battle(s.site(MOS_EISLEY)));
        s.q().battle_destiny_draws(Dark, s.site(MOS_EISLEY), 0)
    };
    assert_eq!(draws(ARDAN), 1);
    assert_eq!(draws("Tusken Raider"), 0);
}

/// Lieutenant Commander Ardan is immune to attrition < the number of Light's aliens present:
/// 2 with Talz and the Wolfman, 1 with Talz, none with a Rebel Trooper.
fn card_4_103_ardan_immune_below_the_number_of_opponents_aliens() {
    let immunity = |light: &[&str]| {
        let mut b = premiere()
            .extra(Dark, card("4_103"))
            .site(Dark, MOS_EISLEY)
            .site(Light, "Tatooine: Dune Sea")
            .at(Dark, ARDAN, MOS_EISLEY)
            .at(Light, "Shistavanen Wolfman", "Tatooine: Dune Sea");
        for title in light {
            b = b.at(Light, title, MOS_EISLEY);
        }
        let s = b.phase(Dark, Phase::Deploy).build();
        s.q().immunity(s.card(Dark, ARDAN))
    };
    assert_eq!(immunity(&["Talz", "Shistavanen Wolfman"]), 2);
    assert_eq!(immunity(&["Talz"]), 1, "the Wolfman at the Dune Sea does not count");
    assert_eq!(immunity(&["Rebel Trooper"]), 0);
}

/// Dengar's Blaster Carbine deploys on Dengar for 1, on another warrior for 3.
fn card_4_176_dengars_carbine_deploys_on_dengar_for_1_others_for_3() {
    let options = |force| {
        let s = premiere()
            .extra(Dark, card("4_176"))
            .extra(Dark, card("4_100"))
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Dengar", MOS_EISLEY)
            .at(Dark, "Stormtrooper", MOS_EISLEY)
            .hand(Dark, CARBINE)
            .fill(Dark, Pile::Force, force)
            .phase(Dark, Phase::Deploy)
            .build();
        let mut on: Vec<String> = s
            .deploy_options_for(s.card(Dark, CARBINE))
            .into_iter()
            .filter_map(|d| match d {
                Dest::On { card, .. } => Some(s.game.title(card).to_string()),
                _ => None,
            })
            .collect();
        on.sort();
        on
    };
    assert_eq!(options(1), vec!["Dengar"]);
    assert_eq!(options(2), vec!["Dengar"]);
    assert_eq!(options(3), vec!["Dengar", "Stormtrooper"]);
    for (on, force) in [("Dengar", 1), ("Stormtrooper", 3)] {
        let mut s = premiere()
            .extra(Dark, card("4_176"))
            .extra(Dark, card("4_100"))
            .site(Dark, MOS_EISLEY)
            .at(Dark, on, MOS_EISLEY)
            .hand(Dark, CARBINE)
            .fill(Dark, Pile::Force, force)
            .phase(Dark, Phase::Deploy)
            .build();
        let carbine = s.card(Dark, CARBINE);
        let bearer = s.card(Dark, on);
        s.answer_with(|a| matches!(a, Answer::Deploy { card, to: Dest::On { card: b, .. } } if *card == carbine && *b == bearer));
        assert_eq!(s.place(carbine), Place::On { card: bearer });
        assert_eq!(s.pile(Dark, Pile::Force).len(), 0, "{on}: used {force} Force");
    }
}

/// Wars Not Make One Great deploys to a location (any of them), not on a character.
fn card_4_41_wars_not_make_one_great_deploys_to_a_location() {
    let mut s = premiere()
        .extra(Light, card("4_41"))
        .site(Dark, MOS_EISLEY)
        .site(Light, "Tatooine: Dune Sea")
        .at(Light, "Rebel Trooper", "Tatooine: Dune Sea")
        .hand(Light, "Wars Not Make One Great")
        .fill(Light, Pile::Force, 5)
        .phase(Light, Phase::Deploy)
        .build();
    let wars = s.card(Light, "Wars Not Make One Great");
    let mut to = s.deploy_options_for(wars);
    to.sort_by_key(|d| format!("{d:?}"));
    let mut expected = vec![
        Dest::At(s.site(MOS_EISLEY)),
        Dest::At(s.site("Tatooine: Dune Sea")),
    ];
    expected.sort_by_key(|d| format!("{d:?}"));
    assert_eq!(to, expected);
    s.answer(Answer::Deploy { card: wars, to: Dest::At(s.site(MOS_EISLEY)) });
    assert_eq!(s.place(wars), Place::At { location: s.site(MOS_EISLEY) });
}

/// Dengar's Blaster Carbine hits when destiny + 1 > defense value (Rebel Trooper, 1):
/// destiny 1 hits, destiny 0 misses; fired by Dengar the target's forfeit becomes 0, fired by
/// a Stormtrooper it does not.
fn card_4_176_dengars_carbine_hits_on_destiny_plus_1_and_zeroes_forfeit_for_dengar() {
    for (bearer, top, hit, forfeit) in [
        ("Dengar", "Stormtrooper", true, Some(0)),
        ("Dengar", "Tatooine: Jawa Camp", false, Some(2)),
        ("Stormtrooper", "Stormtrooper", true, Some(2)),
    ] {
        let mut s = premiere()
            .extra(Dark, card("4_176"))
            .extra(Dark, card("4_100"))
            .site(Dark, MOS_EISLEY)
            .at(Dark, bearer, MOS_EISLEY)
            .on(Dark, CARBINE, bearer)
            .at(Light, "Rebel Trooper", MOS_EISLEY)
            .fill(Dark, Pile::Force, 3)
            .reserve_top(Dark, &[top])
            .phase(Dark, Phase::Battle)
            .build();
        let carbine = s.card(Dark, CARBINE);
        let target = s.card(Light, "Rebel Trooper");
        s.answer(Answer::Battle(s.site(MOS_EISLEY)));
        s.answer(Answer::Fire { weapon: carbine, target });
        assert_eq!(
            s.saw(|w| matches!(w, What::TargetHit { .. })),
            hit,
            "{bearer} drawing {top}"
        );
        assert_eq!(s.q().forfeit(target), forfeit, "{bearer} drawing {top}");
    }
}
/// Something Hit Us!: during a battle, Dark loses 1 Force and attrition against Light is
/// exactly 1 more (Dark's destiny 2 + 1); without it, 2.
fn card_4_148_something_hit_us_adds_1_to_attrition_against_opponent() {
    let (with, lost_with) = attrition_with(Dark, "4_148", "Something Hit Us!", true);
    let (without, lost_without) = attrition_with(Dark, "4_148", "Something Hit Us!", false);
    assert_eq!(with, 2 + 1);
    assert_eq!(without, 2);
    // Dark wins the battle either way; its only other loss is the 1 Force the card costs.
    assert_eq!(lost_with - lost_without, 1);
}

/// Dagobah: Cave, Dark: Dark's 2 Force icons there are canceled (0) while Light has presence
/// there; not while only Dark is there, and Light's icons are untouched.
fn card_4_158_cave_dark_icons_canceled_while_opponent_present() {
    let icons = |light_there: bool| {
        let mut b = premiere().extra(Dark, card("4_158")).site(Dark, CAVE);
        if light_there {
            b = b.at(Light, "Rebel Trooper", CAVE);
        }
        let s = b.phase(Dark, Phase::Deploy).build();
        (s.q().icons(Dark, s.site(CAVE)), s.q().icons(Light, s.site(CAVE)))
    };
    assert_eq!(icons(false), (2, 0));
    assert_eq!(icons(true), (0, 0));
}

/// Dagobah: Cave, Light: Light loses exactly 1 Force as its control phase starts while its
/// Yoda is on table but not on Dagobah; with Yoda at the Cave, or without Yoda, none.
fn card_4_158_cave_light_loses_1_force_when_yoda_is_off_dagobah() {
    let lost = |yoda_at: Option<&str>| {
        let mut b = premiere()
            .extra(Dark, card("4_158"))
            .extra(Light, card("4_2"))
            .site(Dark, CAVE)
            .site(Dark, MOS_EISLEY);
        if let Some(site) = yoda_at {
            b = b.at(Light, "Yoda", site);
        }
        let mut s = b
            .fill(Light, Pile::Used, 5)
            .fill(Light, Pile::Force, 3)
            .turn_begins(Light)
            .build();
        // Light's turn up to its deploy phase (the control phase comes between).
        crate::support::play_to_deploy_phase(&mut s);
        assert!(s.saw(|w| matches!(w, What::PhaseBegan { phase: Phase::Control })), "{}", s.log());
        s.seen()
            .filter_map(|w| match w {
                What::ForceLost { player: Light, .. } => Some(1),
                _ => None,
            })
            .sum::<i32>()
    };
    assert_eq!(lost(Some(MOS_EISLEY)), 1);
    assert_eq!(lost(Some(CAVE)), 0, "Yoda on Dagobah");
    assert_eq!(lost(None), 0, "no Yoda on table");
}

/// Encampment deploys for exactly 2 Force to an exterior planet site where Light has a Rebel
/// or alien (the Swamp, with Talz): not with 1 Force, not to an exterior site without one (the
/// Jundland Wastes), nor to an interior site with one (the Cave, with a Rebel Trooper).
fn card_4_22_encampment_deploys_for_2_to_an_exterior_planet_site_with_your_rebel_or_alien() {
    let table = |force: usize| {
        premiere()
            .extra(Light, card("4_22"))
            .extra(Light, card("4_87"))
            .extra(Dark, card("4_158"))
            .site(Light, SWAMP)
            .site(Dark, "Tatooine: Jundland Wastes")
            .site(Dark, CAVE)
            .at(Light, "Talz", SWAMP)
            .at(Light, "Rebel Trooper", CAVE)
            .hand(Light, "Encampment")
            .hand(Light, "Tatooine: Dune Sea")
            .fill(Light, Pile::Force, force)
            .phase(Light, Phase::Deploy)
            .build()
    };
    let mut s = table(2);
    let encampment = s.card(Light, "Encampment");
    assert_eq!(s.deploy_options_for(encampment), vec![Dest::At(s.site(SWAMP))]);
    s.answer(Answer::Deploy {
        card: encampment,
        to: Dest::At(s.site(SWAMP)),
    });
    assert_eq!(s.place(encampment), Place::At { location: s.site(SWAMP) });
    assert!(s.pile(Light, Pile::Force).is_empty(), "it cost 2");
    assert!(table(1).deploy_options_for(encampment).is_empty());
}

/// Encampment: Light's characters deploy at its site without presence or a Force icon (the
/// Detention Block Corridor has no Light Side icon); not without it, nor at another such site.
fn card_4_22_encampment_your_characters_deploy_here_without_presence() {
    let offered = |encampment: bool| {
        let mut b = premiere()
            .extra(Light, card("4_22"))
            .site(Dark, DETENTION)
            .site(Dark, CONTROL_ROOM)
            .site(Light, "Tatooine: Docking Bay 94");
        if encampment {
            b = b.at(Light, "Encampment", DETENTION);
        }
        let s = b
            .hand(Light, "Rebel Trooper")
            .fill(Light, Pile::Force, 5)
            .phase(Light, Phase::Deploy)
            .build();
        let to = s.deploy_options_for(s.card(Light, "Rebel Trooper"));
        assert!(!to.contains(&Dest::At(s.site(CONTROL_ROOM))));
        to.contains(&Dest::At(s.site(DETENTION)))
    };
    assert!(offered(true));
    assert!(!offered(false));
}

/// Encampment: Light's characters deploy at its site regardless of location deployment
/// restrictions (the Swamp, on Dagobah); without it, not; Dark's characters not either.
fn card_4_22_encampment_your_characters_deploy_here_regardless_of_dagobah() {
    let offered = |encampment: bool, side: swccg_cards::Side, title: &str| {
        let mut b = premiere()
            .extra(Light, card("4_22"))
            .extra(Light, card("4_87"))
            .site(Light, SWAMP)
            .site(Light, "Tatooine: Docking Bay 94")
            .at(Dark, "Stormtrooper", SWAMP);
        if encampment {
            b = b.at(Light, "Encampment", SWAMP);
        }
        let s = b
            .hand(side, title)
            .fill(side, Pile::Force, 5)
            .phase(side, Phase::Deploy)
            .build();
        let c = s.card(side, title);
        s.deploy_options_for(c).contains(&Dest::At(s.site(SWAMP)))
    };
    assert!(offered(true, Light, "Rebel Trooper"));
    assert!(!offered(false, Light, "Rebel Trooper"));
    assert!(!offered(true, Dark, "Imperial Trooper Guard"), "not opponent's characters");
}

/// Dagobah (Light's system), Dark: neither player may Force drain here.
fn card_4_84_dagobah_dark_neither_player_may_force_drain_here() {
    no_drain_at_dagobah_system("4_84", Light, "Dagobah");
}

/// Dagobah (Light's system), Light: once in each of Light's deploy phases, Light deploys one
/// Dagobah site from its Reserve Deck (the Swamp; the Dune Sea is not offered), and not a
/// second that turn; not in its control phase.
fn card_4_84_dagobah_light_deploys_one_dagobah_site_from_reserve_deck() {
    let table = |phase: Phase| {
        premiere()
            .extra(Light, card("4_84"))
            .extra(Light, card("4_87"))
            .extra(Light, card("4_88"))
            .site(Light, "Dagobah")
            .site(Dark, MOS_EISLEY)
            .at(Light, "Talz", MOS_EISLEY)
            .phase(Light, phase)
            .build()
    };
    let s = table(Phase::Control);
    let dagobah = s.site("Dagobah");
    assert!(!s.options().iter().any(use_text(dagobah)), "not in the control phase");
    let mut s = table(Phase::Deploy);
    s.answer_with(use_text(dagobah));
    let offered = deploy_choices(&s);
    let swamp = s.card(Light, SWAMP);
    assert!(offered.contains(&swamp), "{offered:?}");
    for &c in &offered {
        assert!(s.q().bp(c).title.starts_with("Dagobah: "), "{} offered", s.q().bp(c).title);
    }
    deploy_offered(&mut s, swamp);
    assert!(s.place(swamp).on_table(), "{}", s.log());
    assert!(!s.options().iter().any(use_text(dagobah)), "one site a turn");
}

/// Dagobah: Training Area, Light: once a turn Light takes a Jedi Test (Great Warrior) from its
/// Reserve Deck into hand; not twice.
fn card_4_88_training_area_light_takes_a_jedi_test_into_hand_once_per_turn() {
    let mut s = premiere()
        .extra(Light, card("4_88"))
        .extra(Light, card("4_77"))
        .site(Light, TRAINING_AREA)
        .phase(Light, Phase::Control)
        .build();
    let area = s.site(TRAINING_AREA);
    let test = s.card(Light, "Great Warrior");
    assert_eq!(s.place(test), Place::Pile(Pile::Reserve));
    s.answer_with(use_text(area));
    drive_until(&mut s, |a| matches!(a, Answer::Choose(c) if *c == test), 4);
    if s.has_option(Answer::Choose(test)) {
        s.answer(Answer::Choose(test));
    }
    assert_eq!(s.place(test), Place::Pile(Pile::Hand), "{}", s.log());
    assert!(!s.options().iter().any(use_text(area)), "once per turn");
}

/// Dagobah: Training Area, Dark: when Light initiates a Force drain here, Dark may use 1 Force
/// to cancel it; with no Force, not offered.
fn card_4_88_training_area_dark_uses_1_force_to_cancel_a_drain_here() {
    for force in [1, 0] {
        let mut s = premiere()
            .extra(Light, card("4_88"))
            .site(Light, TRAINING_AREA)
            .at(Light, "Talz", TRAINING_AREA)
            .fill(Light, Pile::Force, 2)
            .fill(Light, Pile::Used, 4)
            .fill(Dark, Pile::Force, force)
            .fill(Dark, Pile::Used, 4)
            .phase(Light, Phase::Control)
            .build();
        let area = s.site(TRAINING_AREA);
        s.answer(Answer::ForceDrain(area));
        let offered = s.options().iter().any(use_text(area));
        assert_eq!(offered, force == 1, "{force} Force");
        if !offered {
            continue;
        }
        s.answer_with(use_text(area));
        for _ in 0..4 {
            if s.saw(|w| matches!(w, What::ForceDrainCancelled { .. })) || !s.has_option(Answer::Pass) {
                break;
            }
            s.pass();
        }
        assert!(s.saw(|w| matches!(w, What::ForceDrainCancelled { .. })), "{}", s.log());
        assert!(s.pile(Dark, Pile::Force).is_empty(), "1 Force used");
    }
}

/// 3,720 To 1 is inserted face down into Light's Reserve Deck during Dark's deploy phase: Light
/// sees one more card there and learns nothing of which; Dark sees its own card.
fn card_4_114_3720_to_1_is_inserted_face_down_in_opponents_reserve_deck() {
    use door::Game as _;
    // A second copy, and a trooper to deploy so that the deploy phase stays open.
    let mut s = premiere()
        .extra(Dark, card("4_114"))
        .extra(Dark, card("4_114"))
        .site(Dark, MOS_EISLEY)
        .hand(Dark, "3,720 To 1")
        .hand(Dark, "3,720 To 1")
        .hand(Dark, "Stormtrooper")
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Deploy)
        .build();
    let insert = s.cards(Dark, "3,720 To 1")[0];
    assert!(s.options().iter().any(|a| matches!(a, Answer::Deploy { to: Dest::Insert, .. })));
    let before = s.pile(Light, Pile::Reserve).len();
    s.answer(Answer::Deploy { card: insert, to: Dest::Insert });
    assert_eq!(s.place(insert), Place::Pile(Pile::Reserve));
    assert!(s.pile(Light, Pile::Reserve).contains(&insert), "in Light's Reserve Deck");
    assert!(!s.pile(Dark, Pile::Reserve).contains(&insert));
    let view = s.game.view(Light);
    assert_eq!(view.you.reserve, before + 1);
    let light_saw: Vec<_> = s.events.iter().filter(|e| e.visibility.allows(Light)).collect();
    assert!(light_saw.iter().any(|e| matches!(e.what, What::Inserted { player: Dark, card: None })));
    assert!(
        light_saw.iter().all(|e| !format!("{:?}", e.what).contains(&format!("{insert:?}"))),
        "Light saw the inserted card: {light_saw:?}"
    );
    assert!(s.events.iter().any(|e| e.visibility.allows(Dark)
        && matches!(e.what, What::Inserted { card: Some(c), .. } if c == insert)));
    // Unique: a second copy cannot be inserted while the first is there.
    assert!(!s.options().iter().any(|a| matches!(a, Answer::Deploy { to: Dest::Insert, .. })));
}

/// Reaching the top, 3,720 To 1 is lost and the three lowest destiny numbers of each side's
/// characters are totaled: Dark 1 + 2 + 3 = 6 (a fourth character, 3, does not count); the
/// lower total loses the difference; equal totals lose nothing.
fn card_4_114_3720_to_1_lower_total_loses_the_difference() {
    let dark = ["Stormtrooper", "Tusken Raider", "Death Star Trooper", "Imperial Trooper Guard"];
    // Light 1 + 3 + 3 = 7: Dark loses 1.
    assert_eq!(insert_card_losses(Dark, "4_114", &dark, &["Rebel Trooper", "Talz", "Rebel Guard"]), (1, 0));
    // Light 1 + 2 + 3 = 6: nobody loses.
    assert_eq!(insert_card_losses(Dark, "4_114", &dark, &["Rebel Trooper", "Shistavanen Wolfman", "Talz"]), (0, 0));
    // Light 1 + 1 + 2 = 4: Light loses 2.
    assert_eq!(insert_card_losses(Dark, "4_114", &dark, &["Rebel Trooper", "Luke", "Shistavanen Wolfman"]), (0, 2));
    // Up to three: Light's one character, 1, against 6: Light loses 5.
    assert_eq!(insert_card_losses(Dark, "4_114", &dark, &["Luke"]), (0, 5));
}

/// Never Tell Me The Odds (Light) in Dark's Reserve Deck: Light 1 + 1 + 2 = 4 against Dark
/// 1 + 2 + 3 = 6, Light (the lower) loses 2; Light 3 + 3 + 3 = 9, Dark loses 3.
fn card_4_27_never_tell_me_the_odds_lower_total_loses_the_difference() {
    let dark = ["Stormtrooper", "Tusken Raider", "Death Star Trooper"];
    assert_eq!(insert_card_losses(Light, "4_27", &["Rebel Trooper", "Luke", "Shistavanen Wolfman"], &dark), (2, 0));
    assert_eq!(insert_card_losses(Light, "4_27", &["Talz", "Rebel Guard", "Jawa"], &dark), (0, 3));
}

/// Immune to Alter.
fn card_4_27_never_tell_me_the_odds_immune_to_alter() {
    let s = premiere()
        .extra(Light, card("4_27"))
        .extra(Dark, card("1_234"))
        .on_table(Light, "Never Tell Me The Odds")
        .hand(Dark, "Alter")
        .phase(Light, Phase::Deploy)
        .build();
    assert!(s.q().immune_to(s.card(Light, "Never Tell Me The Odds"), s.card(Dark, "Alter")));
}

fn card_4_114_3720_to_1_immune_to_alter() {
    let s = premiere()
        .extra(Dark, card("4_114"))
        .extra(Light, card("1_71"))
        .on_table(Dark, "3,720 To 1")
        .hand(Light, "Alter")
        .phase(Dark, Phase::Deploy)
        .build();
    assert!(s.q().immune_to(s.card(Dark, "3,720 To 1"), s.card(Light, "Alter")));
}
}
