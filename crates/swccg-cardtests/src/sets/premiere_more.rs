//! Tests of more Premiere (set 1) cards: battle-destiny interrupts, the "… 's Back"
//! interrupts, Gravel Storm and the Vaporator, and characters. Each test is named
//! `card_<GEMP id>_<what the text does>`.

use super::pool_hoth::{drained, play, title};
use super::special_edition::{destiny_added, shuffled};
use crate::support::{
    card, defending_alone_adds, drive_until, play_out, premiere, resolve_until_lost,
};
use swccg_cards::Side::{self, Dark, Light};
use swccg_engine::decision::Dest;
use swccg_engine::flow::actions::payment_for;
use swccg_engine::scenario::{Builder, Scenario};
use swccg_engine::script::Rule;
use swccg_engine::{Answer, Phase, Pile, Place};

const DUNE_SEA: &str = "Tatooine: Dune Sea";
const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const DB94: &str = "Tatooine: Docking Bay 94";
const JUNDLAND: &str = "Tatooine: Jundland Wastes";
const YAVIN_JUNGLE: &str = "Yavin 4: Jungle";

/// `side`'s Effect `id` (titled `title`) deploys on table for 3 Force, not with 2; once on
/// table, the opponent's `warrior` costs 1 more to deploy and `other` the same.
fn warriors_deploy_plus_1(side: Side, id: &str, title: &str, warrior: &str, other: &str) {
    for force in [3, 2] {
        let mut s = premiere()
            .extra(side, card(id))
            .hand(side, title)
            .fill(side, Pile::Force, force)
            .phase(side, Phase::Deploy)
            .build();
        let effect = s.card(side, title);
        let options = s.deploy_options_for(effect);
        if force < 3 {
            assert!(options.is_empty(), "{options:?}");
            continue;
        }
        assert_eq!(options, vec![Dest::Table]);
        s.answer(Answer::Deploy {
            card: effect,
            to: Dest::Table,
        });
        assert_eq!(s.place(effect), Place::Table);
        assert!(s.pile(side, Pile::Force).is_empty());
    }
    let cost = |on_table: bool, who: &str| {
        let opp = side.opponent();
        let site = if opp == Light { DUNE_SEA } else { MOS_EISLEY };
        let mut b = premiere()
            .extra(side, card(id))
            .site(opp, site)
            .at(opp, "Jawa", site)
            .hand(opp, who);
        b = if on_table {
            b.on_table(side, title)
        } else {
            b.hand(side, title)
        };
        let s = b.phase(opp, Phase::Deploy).build();
        let c = s
            .cards(opp, who)
            .into_iter()
            .find(|&c| s.place(c) == Place::Pile(Pile::Hand))
            .expect("in hand");
        payment_for(&s.q(), opp, c, Dest::At(s.site(site))).own
    };
    assert_eq!(cost(true, warrior), cost(false, warrior) + 1);
    assert_eq!(cost(true, other), cost(false, other));
}
const DETENTION: &str = "Death Star: Detention Block Corridor";
const COMPACTOR: &str = "Death Star: Trash Compactor";

/// A battle `side` initiates at the Dune Sea between `side`'s characters `mine` and the
/// opponent's `theirs` (titles; the GEMP ids in `extra` join their owners' decks first), with
/// the interrupt `id` in `side`'s hand: the battle destiny its `mode` adds, or `None` when the
/// mode is never offered during the battle.
fn adds_in_battle(
    side: Side,
    id: &str,
    extra: &[(Side, &str)],
    mine: &[&str],
    theirs: &[&str],
    mode: u8,
) -> Option<i32> {
    let mut b = premiere().extra(side, card(id)).site(Light, DUNE_SEA);
    for (owner, e) in extra {
        b = b.extra(*owner, card(e));
    }
    for t in mine {
        b = b.at(side, t, DUNE_SEA);
    }
    for t in theirs {
        b = b.at(side.opponent(), t, DUNE_SEA);
    }
    let mut s = b
        .hand(side, &title(id))
        .fill(Dark, Pile::Force, 3)
        .fill(Light, Pile::Force, 3)
        .fill(Dark, Pile::Used, 10)
        .fill(Light, Pile::Used, 10)
        .phase(side, Phase::Battle)
        .build();
    let played = s.card(side, &title(id));
    s.answer(Answer::Battle(s.site(DUNE_SEA)));
    if !drive_until(&mut s, play(played, mode), 60) {
        return None;
    }
    s.answer_with(play(played, mode));
    Some(destiny_added(&s, side))
}

/// Whether `side` may play mode `mode` of the card `played` now.
fn may_play(s: &Scenario, played: swccg_engine::CardId, mode: u8) -> bool {
    s.options().iter().any(play(played, mode))
}

/// `side`'s character `who` (GEMP id) stands alone at the Dune Sea and is attacked by
/// overwhelming forces; after the battle the "Back" interrupt `id` in hand (with `force` in
/// the Force Pile) is offered when the lost character matches: whether it was, and where
/// `who` ended.
fn back_after_loss(side: Side, id: &str, who: &str, force: usize) -> (bool, Place) {
    let attackers: &[&str] = match side {
        Dark => &[
            "Luke",
            "Rebel Trooper",
            "Rebel Trooper",
            "Rebel Trooper",
            "Talz",
        ],
        Light => &[
            "Vader",
            "Stormtrooper",
            "Stormtrooper",
            "Stormtrooper",
            "Tusken Raider",
        ],
    };
    let mut b = premiere()
        .extra(side, card(id))
        .extra(side, card(who))
        .site(Light, DUNE_SEA)
        .at(side, &title(who), DUNE_SEA);
    for t in attackers {
        b = b.at(side.opponent(), t, DUNE_SEA);
    }
    let mut s = b
        .hand(side, &title(id))
        .fill(side, Pile::Force, force)
        .fill(side.opponent(), Pile::Force, 3)
        .fill(Dark, Pile::Used, 10)
        .fill(Light, Pile::Used, 10)
        .phase(side.opponent(), Phase::Battle)
        .build();
    let played = s.card(side, &title(id));
    let lost = s.card(side, &title(who));
    s.answer(Answer::Battle(s.site(DUNE_SEA)));
    let offered = drive_until(&mut s, play(played, 0), 80);
    if offered {
        assert_eq!(s.place(lost), Place::Pile(Pile::Lost));
        s.answer_with(play(played, 0));
        assert_eq!(
            s.pile(side, Pile::Force).len(),
            force - 1 - usize::from(id == "1_272")
        );
    }
    (offered, s.place(lost))
}

/// In `side`'s deploy phase with `force` Force, the second mode of the "Back" interrupt `id`
/// takes `who` (GEMP id) from the Reserve Deck into hand, reshuffling: whether it was offered.
fn back_from_reserve(side: Side, id: &str, who: &str, force: usize, cost: usize) -> bool {
    let mut s = premiere()
        .extra(side, card(id))
        .extra(side, card(who))
        .hand(side, &title(id))
        .fill(side, Pile::Force, force)
        .phase(side, Phase::Deploy)
        .build();
    let played = s.card(side, &title(id));
    let wanted = s.card(side, &title(who));
    if !may_play(&s, played, 1) {
        return false;
    }
    s.answer_with(play(played, 1));
    if s.options().contains(&Answer::Choose(wanted)) {
        s.answer(Answer::Choose(wanted));
    }
    assert_eq!(s.place(wanted), Place::Pile(Pile::Hand), "{}", s.log());
    assert_eq!(s.pile(side, Pile::Force).len(), force - cost);
    assert!(shuffled(&s, side));
    true
}

/// A table with Detention Block Corridor, the Dune Sea and the Trash Compactor.
fn death_star(b: Builder) -> Builder {
    b.extra(Light, card("1_125"))
        .site(Dark, DETENTION)
        .site(Light, DUNE_SEA)
        .site(Light, COMPACTOR)
}

/// Tatooine (Dark's system) with, when `sector`, an Asteroid Field beside it: the location
/// the starship interrupts are tested at (seed 003 §3: a card that affects starships at a
/// system affects them at a sector as well). Its title.
fn space_scene(sector: bool) -> (Builder, &'static str) {
    let b = premiere()
        .extra(Dark, card("1_289")) // Tatooine
        .extra(Dark, card("4_155")) // Asteroid Field
        .site(Dark, "Tatooine");
    if sector {
        (
            b.generic_site(Dark, "Asteroid Field", "Tatooine"),
            "Asteroid Field",
        )
    } else {
        (b, "Tatooine")
    }
}

/// Light plays Collision! in its deploy phase against Dark's `ships` (titles) at Tatooine or
/// its Asteroid Field, drawing `destiny` (a Light card's title). How many of Dark's starships
/// were lost, or `None` when Collision! was not offered.
fn collision(ships: &[&str], sector: bool, destiny: &str) -> Option<usize> {
    let (mut b, at) = space_scene(sector);
    b = b
        .extra(Light, card("1_74"))
        .extra(Dark, card("1_299")) // Black 2
        .extra(Dark, card("1_300")) // Black 3
        .extra(Dark, card("1_305")); // TIE Scout
    for ship in ships {
        b = b.at(Dark, ship, at);
    }
    let mut s = b
        .hand(Light, "Collision!")
        .fill(Light, Pile::Force, 2)
        .reserve_top(Light, &[destiny])
        .phase(Light, Phase::Deploy)
        .build();
    let ids: Vec<_> = ships.iter().map(|t| s.card(Dark, t)).collect();
    if !play_out(&mut s, Light, "Collision!") {
        return None;
    }
    Some(
        ids.iter()
            .filter(|&&c| s.place(c) == Place::Pile(Pile::Lost))
            .count(),
    )
}

/// Dark plays Tallon Roll in its deploy phase: its TIE Fighter (power 1, maneuver 3) against
/// Light's X-wing (power 3) at Tatooine or its Asteroid Field, Dark drawing `dark` and Light
/// `light` (titles of cards topping their Reserve Decks). Whether the TIE and whether the
/// X-wing were lost, or `None` when Tallon Roll was not offered.
fn tallon_roll(sector: bool, dark: &str, light: &str) -> Option<(bool, bool)> {
    let (b, at) = space_scene(sector);
    let mut s = b
        .extra(Dark, card("1_270"))
        .extra(Dark, card("1_304")) // TIE Fighter
        .extra(Light, card("1_146")) // X-wing
        .at(Dark, "TIE Fighter", at)
        .at(Light, "X-wing", at)
        .hand(Dark, "Tallon Roll")
        .fill(Dark, Pile::Force, 2)
        .reserve_top(Dark, &[dark])
        .reserve_top(Light, &[light])
        .phase(Dark, Phase::Deploy)
        .build();
    let (tie, xwing) = (s.card(Dark, "TIE Fighter"), s.card(Light, "X-wing"));
    if !play_out(&mut s, Dark, "Tallon Roll") {
        return None;
    }
    let lost = |c| s.place(c) == Place::Pile(Pile::Lost);
    Some((lost(tie), lost(xwing)))
}

/// Dark initiates a space battle at Tatooine (its Devastator against Light's Red 3, piloted
/// by a Rebel Pilot of ability 2); Light plays Hyper Escape, which moves Red 3 to Kessel
/// through hyperspace. Dark holds Gravity Shadow, with an Imperial Pilot (destiny 3) on its
/// Reserve Deck, and plays it as Red 3 is about to jump when `shadow` is set. Whether Gravity
/// Shadow was offered, where Red 3 ends, whether it is still in the battle, and the Force
/// Light used after Hyper Escape.
fn hyper_escape_through_hyperspace(shadow: bool) -> (bool, String, bool, usize) {
    let (b, at) = space_scene(false);
    let mut s = b
        .extra(Light, card("1_88"))
        .extra(Light, card("1_145")) // Red 3
        .extra(Light, card("1_27")) // Rebel Pilot
        .extra(Dark, card("1_288")) // Kessel
        .extra(Dark, card("1_301")) // Devastator
        .extra(Dark, card("102_8"))
        .extra(Dark, card("1_180")) // Imperial Pilot
        .site(Dark, "Kessel")
        .at(Dark, "Devastator", at)
        .at(Light, "Red 3", at)
        .on(Light, "Rebel Pilot", "Red 3")
        .hand(Light, "Hyper Escape")
        .hand(Dark, "Gravity Shadow")
        .reserve_top(Dark, &["Imperial Pilot"])
        .fill(Light, Pile::Force, 3)
        .fill(Dark, Pile::Force, 3)
        .phase(Dark, Phase::Battle)
        .build();
    let (red_3, tatooine) = (s.card(Light, "Red 3"), s.site(at));
    let escape = s.card_in_hand(Light, "Hyper Escape");
    let gravity = s.card_in_hand(Dark, "Gravity Shadow");
    s.answer(Answer::Battle(tatooine));
    let escapes = |a: &Answer| matches!(a, Answer::Play { card, .. } if *card == escape);
    assert!(drive_until(&mut s, escapes, 10), "{}", s.log());
    s.answer_with(escapes);
    let force = s.pile(Light, Pile::Force).len();
    let shadows = |a: &Answer| matches!(a, Answer::Play { card, .. } if *card == gravity);
    let offered = s.options().iter().any(shadows);
    if offered && shadow {
        s.answer_with(shadows);
        resolve_until_lost(&mut s, gravity, 6);
    } else if offered {
        s.answer(Answer::Pass);
    }
    let in_battle = s.state().flag(red_3, swccg_engine::state::Flags::IN_BATTLE);
    let at = match s.place(red_3) {
        Place::At { location } => s.game.title(location).to_string(),
        other => format!("{other:?}"),
    };
    (
        offered,
        at,
        in_battle,
        force - s.pile(Light, Pile::Force).len(),
    )
}

crate::card_tests! {
// ----- Leia Organa -----

/// Each other Rebel present with Leia at a Death Star site is power +1 (exactly 1), not at a
/// Tatooine site; Leia herself is not.
fn card_1_17_leia_organa_adds_1_to_rebels_present_at_death_star() {
    let powers = |site: &str, leia: bool| {
        let mut b = premiere()
            .extra(Light, card("1_17"))
            .site(Dark, DETENTION)
            .site(Light, DUNE_SEA)
            .at(Light, "Rebel Trooper", site)
            .at(Light, "Luke", site);
        b = if leia { b.at(Light, "Leia Organa", site) } else { b.hand(Light, "Leia Organa") };
        let s = b.phase(Light, Phase::Deploy).build();
        let trooper = s.card(Light, "Rebel Trooper");
        let luke = s.card(Light, "Luke");
        let leia = s.q().power(s.card(Light, "Leia Organa"));
        (s.q().power(trooper), s.q().power(luke), leia)
    };
    assert_eq!(powers(DETENTION, true), (1 + 1, 2 + 1, 3));
    assert_eq!(powers(DETENTION, false).0, 1);
    assert_eq!(powers(DUNE_SEA, true), (1, 2, 3));
}

/// Leia is immune to attrition < 2.
fn card_1_17_leia_organa_diplomatic_immunity_to_attrition_under_2() {
    let s = premiere()
        .extra(Light, card("1_17"))
        .site(Light, DUNE_SEA)
        .at(Light, "Leia Organa", DUNE_SEA)
        .at(Light, "Rebel Trooper", DUNE_SEA)
        .phase(Light, Phase::Deploy)
        .build();
    assert_eq!(s.q().immunity(s.card(Light, "Leia Organa")), 2);
    assert_eq!(s.q().immunity(s.card(Light, "Rebel Trooper")), 0);
}

// ----- General Tagge -----

/// Tagge's forfeit is +1 for each Imperial trooper present with him (a Stormtrooper and an
/// Imperial Trooper Guard: +2), not for a Rebel Trooper or a Stormtrooper at another site.
fn card_1_178_general_tagge_forfeit_plus_1_per_imperial_trooper_present() {
    let s = premiere()
        .extra(Dark, card("1_178"))
        .site(Dark, DETENTION)
        .site(Light, DUNE_SEA)
        .at(Dark, "General Tagge", DETENTION)
        .at(Dark, "Stormtrooper", DETENTION)
        .at(Dark, "Imperial Trooper Guard", DETENTION)
        .at(Light, "Rebel Trooper", DETENTION)
        .at(Dark, "Stormtrooper", DUNE_SEA)
        .phase(Dark, Phase::Deploy)
        .build();
    assert_eq!(s.q().forfeit(s.card(Dark, "General Tagge")), Some(4 + 2));
    let alone = premiere()
        .extra(Dark, card("1_178"))
        .site(Dark, DETENTION)
        .at(Dark, "General Tagge", DETENTION)
        .phase(Dark, Phase::Deploy)
        .build();
    assert_eq!(alone.q().forfeit(alone.card(Dark, "General Tagge")), Some(4));
}

// ----- Battle destiny interrupts -----

/// With Tarkin in a battle against a Rebel of ability > 2, Charming To The Last adds one
/// battle destiny (two against Leia); not against a Rebel of ability 1, nor without Tarkin.
fn card_1_236_charming_to_the_last_adds_1_or_2_with_leia() {
    let tarkin = (Dark, "1_179");
    let leia = (Light, "1_17");
    let t = "Grand Moff Tarkin";
    assert_eq!(adds_in_battle(Dark, "1_236", &[tarkin], &[t], &["Luke"], 0), Some(1));
    assert_eq!(adds_in_battle(Dark, "1_236", &[tarkin, leia], &[t], &["Leia Organa"], 0), Some(2));
    assert_eq!(adds_in_battle(Dark, "1_236", &[tarkin], &[t], &["Rebel Trooper"], 0), None);
    assert_eq!(adds_in_battle(Dark, "1_236", &[], &["Vader"], &["Luke"], 0), None);
}

/// With a Dark Jedi (Vader) in a battle against a Rebel of ability > 2, I Have You Now adds
/// one battle destiny (two against Luke); not against a Rebel of ability 1, nor with no Dark
/// Jedi.
fn card_1_248_i_have_you_now_adds_1_or_2_with_luke() {
    let leia = (Light, "1_17");
    assert_eq!(adds_in_battle(Dark, "1_248", &[], &["Vader"], &["Luke"], 0), Some(2));
    assert_eq!(adds_in_battle(Dark, "1_248", &[leia], &["Vader"], &["Leia Organa"], 0), Some(1));
    assert_eq!(adds_in_battle(Dark, "1_248", &[], &["Vader"], &["Rebel Trooper"], 0), None);
    assert_eq!(adds_in_battle(Dark, "1_248", &[], &["Stormtrooper"], &["Luke"], 0), None);
}

/// With Luke in a battle against an Imperial of ability > 2, The Force Is Strong With This One
/// adds one battle destiny (two against Vader); not against a Stormtrooper, nor without Luke.
fn card_1_116_the_force_is_strong_adds_1_or_2_with_vader() {
    let tarkin = (Dark, "1_179");
    assert_eq!(adds_in_battle(Light, "1_116", &[], &["Luke"], &["Vader"], 0), Some(2));
    assert_eq!(
        adds_in_battle(Light, "1_116", &[tarkin], &["Luke"], &["Grand Moff Tarkin"], 0),
        Some(1)
    );
    assert_eq!(adds_in_battle(Light, "1_116", &[], &["Luke"], &["Stormtrooper"], 0), None);
    assert_eq!(adds_in_battle(Light, "1_116", &[], &["Rebel Trooper"], &["Vader"], 0), None);
}

/// With Luke and Leia in a battle together, Skywalkers adds two battle destiny; Luke alone
/// does not allow it.
fn card_1_110_skywalkers_adds_2_with_luke_and_leia() {
    let leia = (Light, "1_17");
    assert_eq!(
        adds_in_battle(Light, "1_110", &[leia], &["Luke", "Leia Organa"], &["Stormtrooper"], 0),
        Some(2)
    );
    assert_eq!(
        adds_in_battle(Light, "1_110", &[], &["Luke", "Rebel Trooper"], &["Stormtrooper"], 0),
        None
    );
}

/// Skywalkers cancels Imperial Barrier as it is played: the deployed Rebel Trooper may still
/// battle.
fn card_1_110_skywalkers_cancels_imperial_barrier() {
    let mut s = premiere()
        .extra(Light, card("1_110"))
        .site(Light, DUNE_SEA)
        .at(Light, "Luke", DUNE_SEA)
        .hand(Light, "Rebel Trooper")
        .hand(Light, "Skywalkers")
        .hand(Dark, "Imperial Barrier")
        .fill(Light, Pile::Force, 2)
        .fill(Dark, Pile::Force, 1)
        .phase(Light, Phase::Deploy)
        .build();
    let trooper = s.card(Light, "Rebel Trooper");
    let barrier = s.card(Dark, "Imperial Barrier");
    let sky = s.card(Light, "Skywalkers");
    s.answer(Answer::Deploy { card: trooper, to: Dest::At(s.site(DUNE_SEA)) });
    s.answer_with(play(barrier, 0));
    assert!(may_play(&s, sky, 1), "{}", s.log());
    s.answer_with(play(sky, 1));
    assert!(s.saw(|w| matches!(w, swccg_engine::What::Cancelled { card } if *card == barrier)), "{}", s.log());
    assert!(!s.q().has_rule(trooper, Rule::MayNotBattle));
}

/// Skywalkers cancels Wrong Turn on table; with no Wrong Turn on table it is not offered.
fn card_1_110_skywalkers_cancels_wrong_turn() {
    for on_table in [true, false] {
        let mut b = premiere()
            .extra(Light, card("1_110"))
            .extra(Dark, card("1_232"))
            .hand(Light, "Skywalkers")
            .fill(Light, Pile::Force, 1);
        b = if on_table { b.on_table(Dark, "Wrong Turn") } else { b.hand(Dark, "Wrong Turn") };
        let mut s = b.phase(Light, Phase::Deploy).build();
        let sky = s.card(Light, "Skywalkers");
        let turn = s.card(Dark, "Wrong Turn");
        assert_eq!(may_play(&s, sky, 2), on_table);
        if on_table {
            s.answer_with(play(sky, 2));
            assert_eq!(s.place(turn), Place::Pile(Pile::Lost), "{}", s.log());
        }
    }
}

/// With Tarkin and Tagge in a battle together, Dark Collaboration adds two battle destiny;
/// Tarkin with a Stormtrooper does not allow it.
fn card_1_239_dark_collaboration_adds_2_with_tarkin_and_tagge() {
    let tarkin = (Dark, "1_179");
    let tagge = (Dark, "1_178");
    let both = ["Grand Moff Tarkin", "General Tagge"];
    assert_eq!(adds_in_battle(Dark, "1_239", &[tarkin, tagge], &both, &["Luke"], 0), Some(2));
    let alone = ["Grand Moff Tarkin", "Stormtrooper"];
    assert_eq!(adds_in_battle(Dark, "1_239", &[tarkin], &alone, &["Luke"], 0), None);
}

/// Dark Collaboration cancels Restricted Deployment on table.
fn card_1_239_dark_collaboration_cancels_restricted_deployment() {
    let mut s = premiere()
        .extra(Dark, card("1_239"))
        .extra(Light, card("1_61"))
        .on_table(Light, "Restricted Deployment")
        .hand(Dark, "Dark Collaboration")
        .phase(Dark, Phase::Deploy)
        .build();
    let collab = s.card(Dark, "Dark Collaboration");
    let restricted = s.card(Light, "Restricted Deployment");
    s.answer_with(play(collab, 1));
    assert_eq!(s.place(restricted), Place::Pile(Pile::Lost), "{}", s.log());
}

/// Dark Collaboration cancels Rebel Barrier as it is played: the deployed Stormtrooper may
/// still battle.
fn card_1_239_dark_collaboration_cancels_rebel_barrier() {
    let mut s = premiere()
        .extra(Dark, card("1_239"))
        .site(Dark, DETENTION)
        .at(Dark, "Vader", DETENTION)
        .hand(Dark, "Stormtrooper")
        .hand(Dark, "Dark Collaboration")
        .hand(Light, "Rebel Barrier")
        .fill(Dark, Pile::Force, 2)
        .fill(Light, Pile::Force, 1)
        .phase(Dark, Phase::Deploy)
        .build();
    let trooper = s.card(Dark, "Stormtrooper");
    let barrier = s.card(Light, "Rebel Barrier");
    let collab = s.card(Dark, "Dark Collaboration");
    s.answer(Answer::Deploy { card: trooper, to: Dest::At(s.site(DETENTION)) });
    s.answer_with(play(barrier, 0));
    assert!(may_play(&s, collab, 2), "{}", s.log());
    s.answer_with(play(collab, 2));
    assert!(!s.q().has_rule(trooper, Rule::MayNotBattle));
}

/// During a battle involving Vader and Obi-Wan, Your Powers Are Weak, Old Man adds one battle
/// destiny; against Luke it is not offered.
fn card_1_280_your_powers_are_weak_adds_1_with_vader_and_obi_wan() {
    let ben = (Light, "1_21");
    assert_eq!(
        adds_in_battle(Dark, "1_280", &[ben], &["Vader"], &["Obi-Wan Kenobi"], 0),
        Some(1)
    );
    assert_eq!(adds_in_battle(Dark, "1_280", &[], &["Vader"], &["Luke"], 0), None);
}

/// Your Powers Are Weak, Old Man cancels Return Of A Jedi as it is played: Obi-Wan stays in
/// the Reserve Deck.
fn card_1_280_your_powers_are_weak_cancels_return_of_a_jedi() {
    let mut s = premiere()
        .extra(Dark, card("1_280"))
        .extra(Light, card("1_107"))
        .extra(Light, card("1_21"))
        .hand(Light, "Return Of A Jedi")
        .hand(Dark, "Your Powers Are Weak, Old Man")
        .fill(Light, Pile::Force, 3)
        .phase(Light, Phase::Deploy)
        .build();
    let ret = s.card(Light, "Return Of A Jedi");
    let weak = s.card(Dark, "Your Powers Are Weak, Old Man");
    let ben = s.card(Light, "Obi-Wan Kenobi");
    s.answer_with(play(ret, 1));
    assert!(may_play(&s, weak, 1), "{}", s.log());
    s.answer_with(play(weak, 1));
    for _ in 0..6 {
        if !crate::support::answer_plainly(&mut s) {
            break;
        }
    }
    assert_eq!(s.place(ben), Place::Pile(Pile::Reserve), "{}", s.log());
}

/// Your Powers Are Weak, Old Man destroys a Jedi Lightsaber on table.
fn card_1_280_your_powers_are_weak_destroys_jedi_lightsaber() {
    let mut s = premiere()
        .extra(Dark, card("1_280"))
        .extra(Light, card("1_155"))
        .site(Light, DUNE_SEA)
        .at(Light, "Luke", DUNE_SEA)
        .on(Light, "Jedi Lightsaber", "Luke")
        .hand(Dark, "Your Powers Are Weak, Old Man")
        .phase(Dark, Phase::Deploy)
        .build();
    let weak = s.card(Dark, "Your Powers Are Weak, Old Man");
    let saber = s.card(Light, "Jedi Lightsaber");
    s.answer_with(play(weak, 2));
    assert_eq!(s.place(saber), Place::Pile(Pile::Lost), "{}", s.log());
}

/// With Luke and Obi-Wan in a battle together, Gift Of The Mentor adds two battle destiny;
/// Luke with a Rebel Trooper does not allow it.
fn card_1_82_gift_of_the_mentor_adds_2_with_luke_and_obi_wan() {
    let ben = (Light, "1_21");
    let both = ["Luke", "Obi-Wan Kenobi"];
    assert_eq!(adds_in_battle(Light, "1_82", &[ben], &both, &["Stormtrooper"], 0), Some(2));
    let other = ["Luke", "Rebel Trooper"];
    assert_eq!(adds_in_battle(Light, "1_82", &[], &other, &["Stormtrooper"], 0), None);
}

/// For 1 Force, Gift Of The Mentor takes a lightsaber (not a Blaster) from the Reserve Deck
/// into hand, reshuffling.
fn card_1_82_gift_of_the_mentor_takes_a_lightsaber_into_hand() {
    let mut s = premiere()
        .extra(Light, card("1_82"))
        .extra(Light, card("1_155"))
        .hand(Light, "Gift Of The Mentor")
        .fill(Light, Pile::Force, 2)
        .phase(Light, Phase::Deploy)
        .build();
    let gift = s.card(Light, "Gift Of The Mentor");
    let saber = s.card(Light, "Jedi Lightsaber");
    let blaster = s.card(Light, "Blaster");
    s.answer_with(play(gift, 1));
    if s.options().contains(&Answer::Choose(saber)) {
        assert!(!s.options().contains(&Answer::Choose(blaster)));
        s.answer(Answer::Choose(saber));
    }
    assert_eq!(s.place(saber), Place::Pile(Pile::Hand), "{}", s.log());
    assert_eq!(s.place(blaster), Place::Pile(Pile::Reserve));
    assert_eq!(s.pile(Light, Pile::Force).len(), 1);
    assert!(shuffled(&s, Light));
}

/// Obi-Wan defending alone: Krayt Dragon Howl adds one battle destiny (not with a Rebel
/// Trooper beside him).
fn card_1_93_krayt_dragon_howl_adds_1_for_obi_wan_defending_alone() {
    assert_eq!(defending_alone_adds(Light, "1_93", &["1_21"], &["Obi-Wan Kenobi"], 0), Some(1));
    assert_eq!(
        defending_alone_adds(Light, "1_93", &["1_21"], &["Obi-Wan Kenobi", "Rebel Trooper"], 0),
        None
    );
}

/// Obi-Wan defending alone: Krayt Dragon Howl also adds exactly 1 to his power for the battle.
fn card_1_93_krayt_dragon_howl_adds_1_to_obi_wans_power() {
    let mut s = premiere()
        .extra(Light, card("1_93"))
        .extra(Light, card("1_21"))
        .site(Light, DUNE_SEA)
        .at(Light, "Obi-Wan Kenobi", DUNE_SEA)
        .at(Dark, "Vader", DUNE_SEA)
        .hand(Light, "Krayt Dragon Howl")
        .fill(Dark, Pile::Force, 3)
        .fill(Light, Pile::Force, 3)
        .phase(Dark, Phase::Battle)
        .build();
    let howl = s.card(Light, "Krayt Dragon Howl");
    let ben = s.card(Light, "Obi-Wan Kenobi");
    s.answer(Answer::Battle(s.site(DUNE_SEA)));
    assert!(drive_until(&mut s, play(howl, 0), 40));
    let before = s.q().power(ben);
    s.answer_with(play(howl, 0));
    assert_eq!(s.q().power(ben), before + 1);
}

/// Another Rebel of ability > 2 (Luke) defending alone: Krayt Dragon Howl adds one battle
/// destiny; a Rebel Trooper (ability 1) or Obi-Wan himself does not allow this mode.
fn card_1_93_krayt_dragon_howl_adds_1_for_another_rebel_defending_alone() {
    assert_eq!(defending_alone_adds(Light, "1_93", &[], &["Luke"], 1), Some(1));
    assert_eq!(defending_alone_adds(Light, "1_93", &[], &["Rebel Trooper"], 1), None);
    assert_eq!(defending_alone_adds(Light, "1_93", &["1_21"], &["Obi-Wan Kenobi"], 1), None);
}

/// Vader defending alone: Vader's Eye adds one battle destiny (not with a Stormtrooper beside
/// him).
fn card_1_277_vaders_eye_adds_1_for_vader_defending_alone() {
    assert_eq!(defending_alone_adds(Dark, "1_277", &[], &["Vader"], 0), Some(1));
    assert_eq!(defending_alone_adds(Dark, "1_277", &[], &["Vader", "Stormtrooper"], 0), None);
}

/// Vader defending alone: Vader's Eye also adds exactly 1 to his power for the battle.
fn card_1_277_vaders_eye_adds_1_to_vaders_power() {
    let mut s = premiere()
        .extra(Dark, card("1_277"))
        .site(Light, DUNE_SEA)
        .at(Dark, "Vader", DUNE_SEA)
        .at(Light, "Luke", DUNE_SEA)
        .at(Light, "Rebel Trooper", DUNE_SEA)
        .hand(Dark, "Vader's Eye")
        .fill(Dark, Pile::Force, 3)
        .fill(Light, Pile::Force, 3)
        .phase(Light, Phase::Battle)
        .build();
    let eye = s.card(Dark, "Vader's Eye");
    let vader = s.card(Dark, "Vader");
    s.answer(Answer::Battle(s.site(DUNE_SEA)));
    assert!(drive_until(&mut s, play(eye, 0), 40));
    let before = s.q().power(vader);
    s.answer_with(play(eye, 0));
    assert_eq!(s.q().power(vader), before + 1);
}

/// Another Imperial of ability > 2 (Tarkin) defending alone: Vader's Eye adds one battle
/// destiny; a Stormtrooper or Vader himself does not allow this mode.
fn card_1_277_vaders_eye_adds_1_for_another_imperial_defending_alone() {
    assert_eq!(defending_alone_adds(Dark, "1_277", &["1_179"], &["Grand Moff Tarkin"], 1), Some(1));
    assert_eq!(defending_alone_adds(Dark, "1_277", &[], &["Stormtrooper"], 1), None);
    assert_eq!(defending_alone_adds(Dark, "1_277", &[], &["Vader"], 1), None);
}

// ----- The "Back" interrupts -----

/// When Han is lost, Han's Back retrieves him for 1 Force (from the Lost Pile to the Used Pile); a lost
/// Rebel Trooper does not allow it.
fn card_1_83_hans_back_retrieves_han_when_lost() {
    assert_eq!(back_after_loss(Light, "1_83", "1_11", 2), (true, Place::Pile(Pile::Used)));
    assert!(!back_after_loss(Light, "1_83", "1_28", 2).0);
}

/// For 3 Force, Han's Back takes Han into hand from the Reserve Deck; with 2 Force it is not
/// offered.
fn card_1_83_hans_back_takes_han_into_hand_for_3() {
    assert!(back_from_reserve(Light, "1_83", "1_11", 3, 3));
    assert!(!back_from_reserve(Light, "1_83", "1_11", 2, 3));
}

fn card_1_94_leias_back_retrieves_leia_when_lost() {
    assert_eq!(back_after_loss(Light, "1_94", "1_17", 2), (true, Place::Pile(Pile::Used)));
    assert!(!back_after_loss(Light, "1_94", "1_28", 2).0);
}

fn card_1_94_leias_back_takes_leia_into_hand_for_3() {
    assert!(back_from_reserve(Light, "1_94", "1_17", 3, 3));
    assert!(!back_from_reserve(Light, "1_94", "1_17", 2, 3));
}

fn card_1_95_lukes_back_retrieves_luke_when_lost() {
    assert_eq!(back_after_loss(Light, "1_95", "1_19", 2), (true, Place::Pile(Pile::Used)));
    assert!(!back_after_loss(Light, "1_95", "1_28", 2).0);
}

fn card_1_95_lukes_back_takes_luke_into_hand_for_3() {
    assert!(back_from_reserve(Light, "1_95", "1_19", 3, 3));
    assert!(!back_from_reserve(Light, "1_95", "1_19", 2, 3));
}

fn card_1_107_return_of_a_jedi_retrieves_obi_wan_when_lost() {
    assert_eq!(back_after_loss(Light, "1_107", "1_21", 2), (true, Place::Pile(Pile::Used)));
    assert!(!back_after_loss(Light, "1_107", "1_28", 2).0);
}

fn card_1_107_return_of_a_jedi_takes_obi_wan_into_hand_for_3() {
    assert!(back_from_reserve(Light, "1_107", "1_21", 3, 3));
    assert!(!back_from_reserve(Light, "1_107", "1_21", 2, 3));
}

/// When Tarkin (or Vader, Motti, Tagge) is lost, The Empire's Back retrieves him for 2 Force;
/// a lost Stormtrooper does not allow it.
fn card_1_272_the_empires_back_retrieves_tarkin_when_lost() {
    assert_eq!(back_after_loss(Dark, "1_272", "1_179", 3), (true, Place::Pile(Pile::Used)));
    assert_eq!(back_after_loss(Dark, "1_272", "1_178", 3), (true, Place::Pile(Pile::Used)));
    assert!(!back_after_loss(Dark, "1_272", "1_194", 3).0);
}

/// For 4 Force, The Empire's Back takes Motti into hand from the Reserve Deck; with 3 Force it
/// is not offered.
fn card_1_272_the_empires_back_takes_motti_into_hand_for_4() {
    assert!(back_from_reserve(Dark, "1_272", "1_164", 4, 4));
    assert!(!back_from_reserve(Dark, "1_272", "1_164", 3, 4));
}

// ----- Gravel Storm and the Vaporator -----

/// Gravel Storm targets Light's Luke (ability 3) at the Dune Sea: a destiny of 4 loses him, a
/// destiny of 3 does not.
fn card_1_247_gravel_storm_loses_a_character_when_destiny_above_ability() {
    for (top, lost) in [("Stormtrooper Utility Belt", true), ("Comlink", false)] {
        let mut s = premiere()
            .extra(Dark, card("1_247"))
            .site(Light, DUNE_SEA)
            .at(Light, "Luke", DUNE_SEA)
            .hand(Dark, "Gravel Storm")
            .reserve_top(Dark, &[top])
            .phase(Dark, Phase::Deploy)
            .build();
        let storm = s.card(Dark, "Gravel Storm");
        let luke = s.card(Light, "Luke");
        s.answer_with(play(storm, 0));
        let expected = if lost { Place::Pile(Pile::Lost) } else { Place::At { location: s.site(DUNE_SEA) } };
        assert_eq!(s.place(luke), expected, "destiny from {top}\n{}", s.log());
    }
}

/// Gravel Storm strikes only at the sites it names: not at Docking Bay 94.
fn card_1_247_gravel_storm_not_at_docking_bay_94() {
    let s = premiere()
        .extra(Dark, card("1_247"))
        .site(Light, DB94)
        .at(Light, "Luke", DB94)
        .hand(Dark, "Gravel Storm")
        .phase(Dark, Phase::Deploy)
        .build();
    assert!(!may_play(&s, s.card(Dark, "Gravel Storm"), 0));
}

/// The Vaporator deploys for 1 Force only to a Tatooine site, and cannot be moved.
fn card_1_41_vaporator_deploys_for_1_on_tatooine_and_cannot_move() {
    for force in [1, 0] {
        let s = premiere()
            .extra(Light, card("1_41"))
            .site(Light, DUNE_SEA)
            .site(Dark, DETENTION)
            .hand(Light, "Vaporator")
            .fill(Light, Pile::Force, force)
            .phase(Light, Phase::Deploy)
            .build();
        let v = s.card(Light, "Vaporator");
        let expected = if force == 1 { vec![Dest::At(s.site(DUNE_SEA))] } else { vec![] };
        assert_eq!(s.deploy_options_for(v), expected);
    }
    let mut s = premiere()
        .extra(Light, card("1_41"))
        .site(Light, DUNE_SEA)
        .hand(Light, "Vaporator")
        .fill(Light, Pile::Force, 2)
        .phase(Light, Phase::Deploy)
        .build();
    let v = s.card(Light, "Vaporator");
    s.answer(Answer::Deploy { card: v, to: Dest::At(s.site(DUNE_SEA)) });
    assert_eq!(s.place(v), Place::At { location: s.site(DUNE_SEA) });
    assert_eq!(s.pile(Light, Pile::Force).len(), 1, "1 Force used");
    assert!(s.q().has_rule(v, Rule::CannotMove));
}

/// The Vaporator at the Dune Sea protects characters there and at the adjacent Mos Eisley
/// from Gravel Storm, not a character at Jundland Wastes, two sites away.
fn card_1_41_vaporator_protects_same_and_adjacent_sites_from_gravel_storm() {
    let targets = |vaporator: bool, far: bool| {
        let mut b = premiere()
            .extra(Dark, card("1_247"))
            .extra(Light, card("1_41"))
            .site(Light, DUNE_SEA)
            .site(Dark, MOS_EISLEY)
            .site(Dark, JUNDLAND)
            .at(Light, "Luke", DUNE_SEA)
            .at(Light, "Rebel Trooper", MOS_EISLEY)
            .hand(Dark, "Gravel Storm");
        if vaporator {
            b = b.at(Light, "Vaporator", DUNE_SEA);
        }
        if far {
            b = b.at(Light, "Talz", JUNDLAND);
        }
        let s = b.phase(Dark, Phase::Deploy).build();
        let storm = s.card(Dark, "Gravel Storm");
        may_play(&s, storm, 0)
    };
    assert!(targets(false, false));
    assert!(!targets(true, false));
    assert!(targets(true, true));
}

// ----- We're All Gonna Be A Lot Thinner! -----

/// Everything in the Trash Compactor is lost (both players' characters), not what is
/// elsewhere.
fn card_1_278_thinner_loses_everything_in_trash_compactor() {
    let mut s = death_star(premiere().extra(Dark, card("1_278")))
        .at(Light, "Rebel Trooper", COMPACTOR)
        .at(Dark, "Stormtrooper", COMPACTOR)
        .at(Light, "Luke", DUNE_SEA)
        .hand(Dark, "We're All Gonna Be A Lot Thinner!")
        .phase(Dark, Phase::Deploy)
        .build();
    let thinner = s.card(Dark, "We're All Gonna Be A Lot Thinner!");
    let trooper = s.card(Light, "Rebel Trooper");
    let storm = s.card(Dark, "Stormtrooper");
    let luke = s.card(Light, "Luke");
    s.answer_with(play(thinner, 0));
    assert_eq!(s.place(trooper), Place::Pile(Pile::Lost), "{}", s.log());
    assert_eq!(s.place(storm), Place::Pile(Pile::Lost));
    assert_eq!(s.place(luke), Place::At { location: s.site(DUNE_SEA) });
    assert_eq!(s.place(s.site(COMPACTOR)), Place::Location);
}

// ----- Yavin 4: Jungle -----

/// Light's Jungle: a Rebel alone in a battle here is power +2 (exactly) and immune to
/// attrition; not when another Rebel battles beside it, nor at another site.
fn card_1_137_yavin_jungle_light_rebel_alone_power_plus_2_and_immune() {
    let battle = |site: &str, with: bool| {
        let mut b = premiere()
            .extra(Light, card("1_137"))
            .site(Light, YAVIN_JUNGLE)
            .site(Light, DUNE_SEA)
            .at(Light, "Luke", site)
            .at(Dark, "Stormtrooper", site);
        if with {
            b = b.at(Light, "Rebel Trooper", site);
        }
        let mut s = b.fill(Dark, Pile::Force, 2).phase(Dark, Phase::Battle).build();
        s.answer(Answer::Battle(s.site(site)));
        let luke = s.card(Light, "Luke");
        (s.q().power(luke), s.q().has_rule(luke, Rule::ImmuneToAttrition))
    };
    assert_eq!(battle(YAVIN_JUNGLE, false), (2 + 2, true));
    assert_eq!(battle(YAVIN_JUNGLE, true), (2, false));
    assert_eq!(battle(DUNE_SEA, false), (2, false));
}

/// Light's Jungle, Dark's text: Dark's Force drain here is +1 (exactly) when Dark controls it.
fn card_1_137_yavin_jungle_dark_drain_plus_1() {
    let jungle = drained(
        premiere()
            .extra(Light, card("1_137"))
            .site(Light, YAVIN_JUNGLE)
            .at(Dark, "Stormtrooper", YAVIN_JUNGLE),
        Dark,
        YAVIN_JUNGLE,
    );
    let icons = {
        let s = premiere()
            .extra(Light, card("1_137"))
            .site(Light, YAVIN_JUNGLE)
            .phase(Dark, Phase::Deploy)
            .build();
        s.q().icons(Light, s.site(YAVIN_JUNGLE))
    };
    assert_eq!(jungle, Some(u8::try_from(icons).expect("icons") + 1));
}

/// Dark's Jungle: an Imperial alone in a battle here is power +2 (exactly) and immune to
/// attrition; not when a Stormtrooper battles beside Vader.
fn card_1_298_yavin_jungle_dark_imperial_alone_power_plus_2_and_immune() {
    let battle = |with: bool| {
        let mut b = premiere()
            .extra(Dark, card("1_298"))
            .site(Dark, YAVIN_JUNGLE)
            .at(Dark, "Vader", YAVIN_JUNGLE)
            .at(Light, "Luke", YAVIN_JUNGLE);
        if with {
            b = b.at(Dark, "Stormtrooper", YAVIN_JUNGLE);
        }
        let mut s = b.fill(Light, Pile::Force, 2).phase(Light, Phase::Battle).build();
        s.answer(Answer::Battle(s.site(YAVIN_JUNGLE)));
        let vader = s.card(Dark, "Vader");
        (s.q().power(vader), s.q().has_rule(vader, Rule::ImmuneToAttrition))
    };
    assert_eq!(battle(false), (4 + 2, true));
    assert_eq!(battle(true), (4, false));
}

// ----- Boring Conversation Anyway -----

/// Boring Conversation Anyway cancels Gift Of The Mentor as it is played: the lightsaber stays
/// in the Reserve Deck.
fn card_1_235_boring_conversation_cancels_gift_of_the_mentor() {
    let mut s = premiere()
        .extra(Dark, card("1_235"))
        .extra(Light, card("1_82"))
        .extra(Light, card("1_155"))
        .hand(Light, "Gift Of The Mentor")
        .hand(Dark, "Boring Conversation Anyway")
        .fill(Light, Pile::Force, 2)
        .phase(Light, Phase::Deploy)
        .build();
    let gift = s.card(Light, "Gift Of The Mentor");
    let boring = s.card(Dark, "Boring Conversation Anyway");
    let saber = s.card(Light, "Jedi Lightsaber");
    s.answer_with(play(gift, 1));
    assert!(may_play(&s, boring, 0), "{}", s.log());
    s.answer_with(play(boring, 0));
    for _ in 0..6 {
        if !crate::support::answer_plainly(&mut s) {
            break;
        }
    }
    assert_eq!(s.place(saber), Place::Pile(Pile::Reserve), "{}", s.log());
}

/// Boring Conversation Anyway cancels Demotion on table; with no such Effect on table it is
/// not offered.
fn card_1_235_boring_conversation_cancels_demotion() {
    for on_table in [true, false] {
        let mut b = premiere()
            .extra(Dark, card("1_235"))
            .extra(Light, card("1_47"))
            .hand(Dark, "Boring Conversation Anyway");
        b = if on_table { b.on_table(Light, "Demotion") } else { b.hand(Light, "Demotion") };
        let mut s = b.phase(Dark, Phase::Deploy).build();
        let boring = s.card(Dark, "Boring Conversation Anyway");
        let demotion = s.card(Light, "Demotion");
        assert_eq!(may_play(&s, boring, 1), on_table);
        if on_table {
            s.answer_with(play(boring, 1));
            assert_eq!(s.place(demotion), Place::Pile(Pile::Lost), "{}", s.log());
        }
    }
}

// ----- Physical Choke -----

/// Physical Choke loses one of Light's Rebel Troopers (not Luke); with no Rebel Trooper on
/// table it is not offered.
fn card_1_264_physical_choke_loses_a_rebel_trooper() {
    for trooper in [true, false] {
        let mut b = premiere()
            .extra(Dark, card("1_264"))
            .site(Light, DUNE_SEA)
            .at(Light, "Luke", DUNE_SEA)
            .hand(Dark, "Physical Choke");
        if trooper {
            b = b.at(Light, "Rebel Trooper", DUNE_SEA);
        }
        let mut s = b.phase(Dark, Phase::Deploy).build();
        let choke = s.card(Dark, "Physical Choke");
        assert_eq!(may_play(&s, choke, 0), trooper);
        if trooper {
            let t = s.card(Light, "Rebel Trooper");
            s.answer_with(play(choke, 0));
            assert_eq!(s.place(t), Place::Pile(Pile::Lost));
            assert_eq!(s.place(s.card(Light, "Luke")), Place::At { location: s.site(DUNE_SEA) });
        }
    }
}

/// After Vader (a Dark Jedi) wins a battle, Physical Choke (1 Force) chokes Luke (ability 3):
/// lost on a destiny of 4, kept on a destiny of 3 (Dark's Reserve Deck is topped with cards
/// of one destiny each time).
fn card_1_264_physical_choke_chokes_after_a_won_battle() {
    const FOURS: [&str; 8] = [
        "Stormtrooper Utility Belt",
        "Stormtrooper Utility Belt",
        "Ket Maliss",
        "Collateral Damage",
        "Imperial Barrier",
        "Imperial Reinforcements",
        "You Overestimate Their Chances",
        "Gaderffii Stick",
    ];
    const THREES: [&str; 8] = [
        "Comlink",
        "Macroscan",
        "Counter Assault",
        "Counter Assault",
        "Kintan Strider",
        "Scanning Crew",
        "Takeel",
        "Blaster Rifle",
    ];
    let mut outcomes = Vec::new();
    for (tops, value) in [(FOURS, 4), (THREES, 3)] {
        let mut s = premiere()
            .extra(Dark, card("1_264"))
            .reserve_top(Dark, &tops)
            .site(Light, DUNE_SEA)
            .at(Dark, "Vader", DUNE_SEA)
            .at(Dark, "Stormtrooper", DUNE_SEA)
            .at(Light, "Luke", DUNE_SEA)
            .at(Light, "Rebel Trooper", DUNE_SEA)
            .hand(Dark, "Physical Choke")
            .fill(Dark, Pile::Force, 3)
            .fill(Light, Pile::Force, 3)
            .fill(Dark, Pile::Used, 10)
            .fill(Light, Pile::Used, 10)
            .phase(Dark, Phase::Battle)
            .build();
        let choke = s.card(Dark, "Physical Choke");
        let luke = s.card(Light, "Luke");
        let trooper = s.card(Light, "Rebel Trooper");
        s.answer(Answer::Battle(s.site(DUNE_SEA)));
        // Light forfeits the Rebel Trooper first, keeping Luke on table when it can.
        let pick = move |a: &Answer| matches!(a, Answer::Play { card, mode: 1, .. } if *card == choke);
        let mut found = false;
        for _ in 0..80 {
            if s.options().iter().any(&pick) {
                found = true;
                break;
            }
            if s.has_option(Answer::Forfeit(trooper)) {
                s.answer(Answer::Forfeit(trooper));
                continue;
            }
            if !crate::support::answer_plainly(&mut s) {
                break;
            }
        }
        assert!(found, "{}", s.log());
        assert_eq!(s.place(luke), Place::At { location: s.site(DUNE_SEA) });
        let force = s.pile(Dark, Pile::Force).len();
        let before = s.seen().count();
        s.answer_with(pick);
        if s.options().contains(&Answer::Choose(luke)) {
            s.answer(Answer::Choose(luke));
        }
        assert_eq!(s.pile(Dark, Pile::Force).len(), force - 1, "1 Force used");
        let drawn = s
            .seen()
            .skip(before)
            .find_map(|w| match w {
                swccg_engine::What::DestinyDrawn { player: Dark, value, .. } => Some(*value),
                _ => None,
            })
            .expect("a destiny");
        assert_eq!(drawn, value);
        outcomes.push(s.place(luke) == Place::Pile(Pile::Lost));
    }
    assert_eq!(outcomes, vec![true, false]);
}

// ----- C-3PO -----

/// Light's total power at C-3PO's site is +2 for each droid/Rebel pair: with C-3PO, CZ-3,
/// Luke and a Rebel Trooper, two pairs (+4); with C-3PO, Luke and a Rebel Trooper, one pair
/// (+2); with C-3PO, CZ-3 and Luke, one pair (+2).
fn card_1_5_c3po_total_power_plus_2_per_droid_rebel_pair() {
    for (with, pairs) in [
        (&["CZ-3 (Seezee-Three)", "Luke", "Rebel Trooper"][..], 2),
        (&["Luke", "Rebel Trooper"][..], 1),
        (&["CZ-3 (Seezee-Three)", "Luke"][..], 1),
    ] {
        let mut b = premiere()
            .extra(Light, card("1_5"))
            .site(Light, DUNE_SEA)
            .at(Light, "C-3PO (See-Threepio)", DUNE_SEA)
            .at(Dark, "Stormtrooper", DUNE_SEA);
        for who in with {
            b = b.at(Light, who, DUNE_SEA);
        }
        let mut s = b.fill(Dark, Pile::Force, 2).phase(Dark, Phase::Battle).build();
        s.answer(Answer::Battle(s.site(DUNE_SEA)));
        let printed: i32 = with
            .iter()
            .chain(std::iter::once(&"C-3PO (See-Threepio)"))
            .map(|t| s.q().power(s.card(Light, t)))
            .sum();
        assert_eq!(s.q().battle_power(Light, s.site(DUNE_SEA)), printed + 2 * pairs, "{with:?}");
    }
}

/// R2-D2 present with C-3PO is forfeit +2 (exactly); a Rebel Trooper is not.
fn card_1_5_c3po_r2d2_present_forfeit_plus_2() {
    let forfeits = |threepio: bool| {
        let mut b = premiere()
            .extra(Light, card("1_5"))
            .extra(Light, card("2_14"))
            .site(Light, DUNE_SEA)
            .at(Light, "R2-D2 (Artoo-Detoo)", DUNE_SEA)
            .at(Light, "Rebel Trooper", DUNE_SEA);
        b = if threepio {
            b.at(Light, "C-3PO (See-Threepio)", DUNE_SEA)
        } else {
            b.hand(Light, "C-3PO (See-Threepio)")
        };
        let s = b.phase(Light, Phase::Deploy).build();
        (
            s.q().forfeit(s.card(Light, "R2-D2 (Artoo-Detoo)")),
            s.q().forfeit(s.card(Light, "Rebel Trooper")),
        )
    };
    let (r2, trooper) = forfeits(false);
    assert_eq!(forfeits(true), (r2.map(|f| f + 2), trooper));
}

// ----- Restricted Deployment and Wrong Turn -----

/// Restricted Deployment deploys on table for 3 Force (not with 2); then Dark's warriors
/// (Stormtrooper) are deploy +1 and a Jawa (no warrior) is not.
fn card_1_61_restricted_deployment_opponents_warriors_deploy_plus_1() {
    warriors_deploy_plus_1(Light, "1_61", "Restricted Deployment", "Stormtrooper", "Jawa");
}

/// Wrong Turn deploys on table for 3 Force (not with 2); then Light's warriors (Rebel
/// Trooper) are deploy +1 and a Jawa (no warrior) is not.
fn card_1_232_wrong_turn_opponents_warriors_deploy_plus_1() {
    warriors_deploy_plus_1(Dark, "1_232", "Wrong Turn", "Rebel Trooper", "Jawa");
}

// ----- Starship interrupts (seed 003 §3: at a system or a sector alike) -----

/// Collision! counts starships present only (regression: it counted a starfighter carried
/// in a capital starship's cargo bay). The Devastator with Black 2 in its cargo bay at
/// Tatooine is one starship present: Collision! is not offered. With Black 3 there too they
/// are two, and a destiny of 2 (not < 2) loses nothing; counting Black 2 would have made it
/// three.
fn card_1_74_collision_ignores_starfighters_in_a_cargo_bay() {
    let scene = |black_3: bool| {
        let (b, at) = space_scene(false);
        let mut b = b
            .extra(Light, card("1_74"))
            .extra(Dark, card("1_301")) // Devastator
            .extra(Dark, card("1_299")) // Black 2
            .extra(Dark, card("1_300")) // Black 3
            .at(Dark, "Devastator", at)
            .carried(Dark, "Black 2", "Devastator");
        if black_3 {
            b = b.at(Dark, "Black 3", at);
        }
        b.hand(Light, "Collision!")
            .fill(Light, Pile::Force, 2)
            .reserve_top(Light, &["Shistavanen Wolfman"])
            .phase(Light, Phase::Deploy)
            .build()
    };
    let mut s = scene(false);
    assert!(!play_out(&mut s, Light, "Collision!"), "{}", s.log());
    let mut s = scene(true);
    assert!(play_out(&mut s, Light, "Collision!"), "{}", s.log());
    for ship in ["Devastator", "Black 2", "Black 3"] {
        assert_ne!(s.place(s.card(Dark, ship)), Place::Pile(Pile::Lost), "{ship}\n{}", s.log());
    }
}

/// Collision! against two of Dark's starships: a destiny of 1 (< 2) loses exactly one, a
/// destiny of 2 loses none; against three, a 2 loses one. At the Asteroid Field as at the
/// system.
fn card_1_74_collision_loses_one_starship_when_destiny_below_their_number() {
    for sector in [false, true] {
        let two = ["Black 2", "Black 3"];
        assert_eq!(collision(&two, sector, "Rebel Trooper"), Some(1), "sector {sector}");
        assert_eq!(collision(&two, sector, "Shistavanen Wolfman"), Some(0), "sector {sector}");
        let three = ["Black 2", "Black 3", "TIE Scout"];
        assert_eq!(collision(&three, sector, "Shistavanen Wolfman"), Some(1), "sector {sector}");
    }
}

/// Hyper Escape: as Dark initiates a battle at Tatooine, Light's X-wing there moves away to
/// Kessel (parsec 8, within its hyperspeed 5), using 1 Force, and takes no part in the battle;
/// the Devastator stays. At Mos Eisley (a site) Hyper Escape is not offered.
fn card_1_88_hyper_escape_moves_your_starships_away_from_a_space_battle() {
    let (b, at) = space_scene(false);
    let mut s = b
        .extra(Light, card("1_88"))
        .extra(Light, card("1_146")) // X-wing
        .extra(Dark, card("1_288")) // Kessel
        .extra(Dark, card("1_301")) // Devastator
        .site(Dark, "Kessel")
        .at(Dark, "Devastator", at)
        .at(Light, "X-wing", at)
        .hand(Light, "Hyper Escape")
        .fill(Light, Pile::Force, 2)
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Battle)
        .build();
    let (xwing, kessel, tatooine) = (s.card(Light, "X-wing"), s.site("Kessel"), s.site(at));
    let escape = s.card_in_hand(Light, "Hyper Escape");
    s.answer(Answer::Battle(tatooine));
    let plays = |a: &Answer| matches!(a, Answer::Play { card, .. } if *card == escape);
    assert!(drive_until(&mut s, plays, 10), "{}", s.log());
    let force = s.pile(Light, Pile::Force).len();
    s.answer_with(plays);
    // Kessel is the X-wing's only destination: the choice is made without asking.
    assert_eq!(s.place(xwing), Place::At { location: kessel }, "{}", s.log());
    assert_eq!(s.place(s.card(Dark, "Devastator")), Place::At { location: tatooine });
    assert_eq!(s.pile(Light, Pile::Force).len(), force - 1, "the move's 1 Force");
    assert!(!s.state().flag(xwing, swccg_engine::state::Flags::IN_BATTLE));

    let mut s = premiere()
        .extra(Light, card("1_88"))
        .site(Dark, "Tatooine: Mos Eisley")
        .at(Dark, "Stormtrooper", "Tatooine: Mos Eisley")
        .at(Light, "Rebel Trooper", "Tatooine: Mos Eisley")
        .hand(Light, "Hyper Escape")
        .fill(Light, Pile::Force, 2)
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Battle)
        .build();
    let escape = s.card_in_hand(Light, "Hyper Escape");
    s.answer(Answer::Battle(s.site("Tatooine: Mos Eisley")));
    let plays = |a: &Answer| matches!(a, Answer::Play { card, .. } if *card == escape);
    assert!(!drive_until(&mut s, plays, 10), "{}", s.log());
}

/// Hyper Escape's move of a starship to another system goes through hyperspace: the opponent
/// may answer it as it is about to happen. Unanswered, Red 3 reaches Kessel for 1 Force and
/// leaves the battle; stopped by Gravity Shadow (destiny 3 > its pilot's ability 2), it stays
/// at Tatooine, still in the battle, and Light pays nothing.
fn card_1_88_hyper_escape_jumps_through_hyperspace() {
    assert_eq!(
        hyper_escape_through_hyperspace(false),
        (true, "Kessel".to_string(), false, 1)
    );
    assert_eq!(
        hyper_escape_through_hyperspace(true),
        (true, "Tatooine".to_string(), true, 0)
    );
}

/// Collision! needs two of the opponent's starships at one system or sector: one is not
/// enough.
fn card_1_74_collision_not_against_a_lone_starship() {
    assert_eq!(collision(&["Black 2"], false, "Rebel Trooper"), None);
    assert_eq!(collision(&["Black 2"], true, "Rebel Trooper"), None);
}

/// Tallon Roll: Dark's total is destiny + the TIE's power 1 + maneuver 3, Light's destiny +
/// the X-wing's power 3. Destinies 1 and 3: 5 against 6, the TIE is lost; 2 and 3: 6 all,
/// neither; 3 and 3: 7 against 6, the X-wing is lost. At the Asteroid Field as at the system.
fn card_1_270_tallon_roll_lowest_total_loses_its_starfighter() {
    for sector in [false, true] {
        assert_eq!(tallon_roll(sector, "Stormtrooper", "Jawa"), Some((true, false)), "sector {sector}");
        assert_eq!(tallon_roll(sector, "Tusken Raider", "Jawa"), Some((false, false)), "sector {sector}");
        assert_eq!(tallon_roll(sector, "Jawa", "Jawa"), Some((false, true)), "sector {sector}");
    }
}
}
