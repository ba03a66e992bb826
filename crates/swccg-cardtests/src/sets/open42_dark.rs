//! Tests of the last three cards of the "Open 40 card - Beginner Dark" sample deck: General
//! Grievous (203_27), General Nevar (202_10) and Grand Admiral Thrawn (10_40). Each test is
//! named `card_<GEMP id>_<what it does>`.

use super::space::adds_power_piloting;
use super::special_edition::{battle_until, game_value};
use crate::support::{answer_plainly, card, offered, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::decision::{Dest, TargetRef};
use swccg_engine::query::Target as QTarget;
use swccg_engine::scenario::{Builder, Scenario};
use swccg_engine::script::{Quantity, Stat};
use swccg_engine::{Answer, CardId, Phase, Pile, Place, What};

const GRIEVOUS: &str = "General Grievous";
const NEVAR: &str = "General Nevar";
const THRAWN: &str = "Grand Admiral Thrawn";
const BLIZZARD_2: &str = "Blizzard 2";
const ICE_PLAINS: &str = "Hoth: Ice Plains (5th Marker)";
const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const JUNDLAND: &str = "Tatooine: Jundland Wastes";
const KIFFEX: &str = "Kiffex";
const DEVASTATOR: &str = "Devastator";
const BLACK_3: &str = "Black 3";
const SABER: &str = "Obi-Wan's Lightsaber";
const FIGHTER_COVER: &str = "Fighter Cover";
/// A location card in hand keeps a deploy phase's window open.
const KEEPER: &str = "Death Star: Detention Block Corridor";

/// The text of `card` numbered `ability` in its script, used (first target offered).
fn use_ability(card: CardId, ability: u8) -> impl Fn(&Answer) -> bool {
    move |a| matches!(a, Answer::Use { card: c, ability: n, .. } if *c == card && *n == ability)
}

/// Blizzard 2 at the Ice Plains with `pilot` (a title; GEMP ids `extra` join Dark's deck)
/// aboard as its pilot, or none: its power.
fn blizzard_2_power(extra: &[&str], pilot: Option<&str>) -> i32 {
    let mut b = premiere()
        .extra(Dark, card("3_155"))
        .extra(Dark, card("3_148"));
    for id in extra {
        b = b.extra(Dark, card(id));
    }
    b = b.site(Dark, ICE_PLAINS).at(Dark, BLIZZARD_2, ICE_PLAINS);
    if let Some(pilot) = pilot {
        b = b.on(Dark, pilot, BLIZZARD_2);
    }
    let s = b.build();
    s.q().power(s.card(Dark, BLIZZARD_2))
}

/// Grievous at Mos Eisley (with `with`, Dark titles, and Light's `light`, titles), Obi-Wan's
/// Lightsaber and a Blaster in Light's Lost Pile (Obi-Wan in Light's deck), in Dark's deploy phase with 12 Force.
fn grievous_at_mos_eisley(with: &[&str], light: &[&str]) -> Scenario {
    let mut b = premiere()
        .extra(Dark, card("203_27"))
        .extra(Light, card("1_157"))
        // A lightsaber may be stolen as a weapon that deploys on characters: Obi-Wan's needs
        // Obi-Wan in the game.
        .extra(Light, card("1_21"))
        .site(Dark, MOS_EISLEY)
        .at(Dark, GRIEVOUS, MOS_EISLEY);
    for title in with {
        b = b.at(Dark, title, MOS_EISLEY);
    }
    for title in light {
        b = b.at(Light, title, MOS_EISLEY);
    }
    b.to_pile(Light, SABER, Pile::Lost)
        .to_pile(Light, "Blaster", Pile::Lost)
        .hand(Dark, KEEPER)
        .fill(Dark, Pile::Force, 12)
        .phase(Dark, Phase::Deploy)
        .build()
}

/// Trample (Dark) targets Light's Leia Organa (a spy, ability 3) at Mos Eisley, where Blizzard 2
/// stands, with Nevar at `nevar_at` and a Death Star Trooper (destiny 3) on top of Dark's
/// Reserve Deck: whether Leia is lost.
fn trample_leia(nevar_at: &str) -> (Scenario, bool) {
    let mut s = premiere()
        .extra(Dark, card("202_10"))
        .extra(Dark, card("3_155"))
        .extra(Dark, card("3_138"))
        .extra(Dark, card("1_170"))
        .extra(Light, card("1_17"))
        .site(Dark, MOS_EISLEY)
        .site(Dark, JUNDLAND)
        .at(Dark, BLIZZARD_2, MOS_EISLEY)
        .at(Dark, NEVAR, nevar_at)
        .at(Light, "Leia Organa", MOS_EISLEY)
        .hand(Dark, "Trample")
        .hand(Dark, KEEPER)
        .reserve_top(Dark, &["Death Star Trooper"])
        .phase(Dark, Phase::Deploy)
        .build();
    let trample = s.card(Dark, "Trample");
    let leia = s.card(Light, "Leia Organa");
    s.answer_with(move |a| {
        matches!(a, Answer::Play { card, mode: 0, target: TargetRef::Card(t), .. }
            if *card == trample && *t == leia)
    });
    for _ in 0..10 {
        if s.place(leia) == Place::Pile(Pile::Lost) || !s.has_option(Answer::Pass) {
            break;
        }
        s.pass();
    }
    assert!(
        s.saw(|w| matches!(
            w,
            What::DestinyDrawn {
                player: Dark,
                value: 3,
                ..
            }
        )),
        "{}",
        s.log()
    );
    let lost = s.place(leia) == Place::Pile(Pile::Lost);
    (s, lost)
}

/// Thrawn on table with Fighter Cover (Dark's Admiral's Order) on table and `also` (side,
/// GEMP id, title) at Mos Eisley; Fighter Cover is placed in Dark's Used Pile from table:
/// whether Thrawn's text was offered, and the scenario once it is used (if it was).
fn admirals_order_to_used_pile(also: Option<(swccg_cards::Side, &str, &str)>) -> (bool, Scenario) {
    let mut b: Builder = premiere()
        .extra(Dark, card("10_40"))
        .extra(Dark, card("9_93"))
        .site(Dark, MOS_EISLEY)
        .at(Dark, THRAWN, MOS_EISLEY)
        .on_table(Dark, FIGHTER_COVER);
    if let Some((side, id, title)) = also {
        b = b.extra(side, card(id)).at(side, title, MOS_EISLEY);
    }
    let mut s = b.hand(Dark, KEEPER).phase(Dark, Phase::Deploy).build();
    let order = s.card(Dark, FIGHTER_COVER);
    let thrawn = s.card(Dark, THRAWN);
    assert!(s.place(order).on_table());
    // No card of these decks places an Admiral's Order in the Used Pile: the engine does it,
    // and the game runs on to the window that follows.
    s.mutate(|cx| {
        cx.st.pending = None;
        cx.place_in_used_from_table(order);
        swccg_engine::flow::run(cx);
    });
    let respond = use_ability(thrawn, 2);
    if s.options().iter().any(&respond) {
        s.answer_with(&respond);
        return (true, s);
    }
    (false, s)
}

crate::card_tests! {
/// General Nevar adds 2 to the power of a starship he pilots (Black 3: 1 + 2, nothing as a
/// passenger) and 3 to Blizzard 2's (6 with its permanent pilot alone, 6 + 3 with him).
fn card_202_10_general_nevar_adds_2_to_what_he_pilots_3_to_blizzard_2() {
    adds_power_piloting("202_10", Dark, 2);
    assert_eq!(blizzard_2_power(&["202_10"], None), 6);
    assert_eq!(blizzard_2_power(&["202_10"], Some(NEVAR)), 6 + 3);
}

/// General Nevar deploys for 3 - 1 = 2 to a Hoth site (the Ice Plains), 3 elsewhere (Mos
/// Eisley).
fn card_202_10_general_nevar_deploys_1_less_to_hoth() {
    let s = premiere()
        .extra(Dark, card("202_10"))
        .extra(Dark, card("3_148"))
        .site(Dark, ICE_PLAINS)
        .site(Dark, MOS_EISLEY)
        .hand(Dark, NEVAR)
        .fill(Dark, Pile::Force, 5)
        .phase(Dark, Phase::Deploy)
        .build();
    let nevar = s.card(Dark, NEVAR);
    let cost_at = |l: &str| s.q().deploying(nevar, Some(s.site(l))).stat(nevar, Stat::Deploy);
    assert_eq!(cost_at(ICE_PLAINS), 2);
    assert_eq!(cost_at(MOS_EISLEY), 3);
}

/// As General Nevar deploys, Dark may peek at the top card of either Reserve Deck: both are
/// offered; Light's is chosen and its top card (a Rebel Trooper) is seen by Dark.
fn card_202_10_general_nevar_peeks_at_any_reserve_deck_when_deployed() {
    let mut s = premiere()
        .extra(Dark, card("202_10"))
        .site(Dark, MOS_EISLEY)
        .hand(Dark, NEVAR)
        .hand(Dark, KEEPER)
        .reserve_top(Light, &["Rebel Trooper"])
        .fill(Dark, Pile::Force, 5)
        .phase(Dark, Phase::Deploy)
        .build();
    let nevar = s.card(Dark, NEVAR);
    let top = *s.pile(Light, Pile::Reserve).last().expect("a Reserve Deck");
    s.answer(Answer::Deploy { card: nevar, to: Dest::At(s.site(MOS_EISLEY)) });
    let peek = use_ability(nevar, 3);
    assert!(crate::support::drive_until(&mut s, &peek, 10), "{}", s.log());
    let mut targets: Vec<TargetRef> = s
        .options()
        .into_iter()
        .filter_map(|a| match a {
            Answer::Use { card, ability: 3, target, .. } if card == nevar => Some(target),
            _ => None,
        })
        .collect();
    targets.sort_by_key(|t| format!("{t:?}"));
    let mut want = vec![TargetRef::Pile(Dark, Pile::Reserve), TargetRef::Pile(Light, Pile::Reserve)];
    want.sort_by_key(|t| format!("{t:?}"));
    assert_eq!(targets, want);
    s.answer_with(move |a| {
        matches!(a, Answer::Use { card, ability: 3, target: TargetRef::Pile(Light, Pile::Reserve), .. }
            if *card == nevar)
    });
    assert!(
        s.saw(|w| matches!(w, What::Peeked { viewer: Dark, owner: Light, pile: Pile::Reserve, cards }
            if cards == &vec![top])),
        "{}",
        s.log()
    );
}

/// Trample's destiny (3) against Leia Organa (a spy, ability 3): with General Nevar at her site
/// it is 3 + 1 > 3 and she is lost; with Nevar at another site 3 > 3 fails and she stays.
fn card_202_10_general_nevar_adds_1_to_trample_against_a_spy_here() {
    let (s, lost) = trample_leia(MOS_EISLEY);
    assert!(lost, "{}", s.log());
    let (s, lost) = trample_leia(JUNDLAND);
    assert!(!lost, "{}", s.log());
}

/// General Grievous, once per game, steals a lightsaber from Light's Lost Pile (Obi-Wan's
/// Lightsaber; the Blaster is not offered): it goes onto him as Dark's stolen card, and the
/// text is not offered again.
fn card_203_27_general_grievous_steals_a_lightsaber_from_the_lost_pile() {
    let mut s = grievous_at_mos_eisley(&["Stormtrooper"], &[]);
    let grievous = s.card(Dark, GRIEVOUS);
    let saber = s.card(Light, SABER);
    let steal = use_ability(grievous, 1);
    assert!(s.options().iter().any(&steal));
    s.answer_with(&steal);
    assert_eq!(offered(&s), vec![saber], "lightsabers only");
    s.answer(Answer::Choose(saber));
    assert_eq!(s.place(saber), Place::On { card: grievous }, "{}", s.log());
    assert!(s.state().card(saber).stolen);
    assert_eq!(s.q().owner(saber), Dark, "it plays as Dark's");
    assert!(!s.options().iter().any(&steal), "once per game");
}

/// Not alone, at a site Dark controls, General Grievous may lose 1 Force to return to hand with
/// the stolen lightsaber on him; redeployed, the stolen lightsaber (whose own text names
/// Obi-Wan) may deploy on him, and on no other character.
fn card_203_27_general_grievous_returns_to_hand_and_a_stolen_lightsaber_deploys_on_him() {
    let mut s = grievous_at_mos_eisley(&["Stormtrooper"], &[]);
    let grievous = s.card(Dark, GRIEVOUS);
    let saber = s.card(Light, SABER);
    s.answer_with(use_ability(grievous, 1));
    s.answer(Answer::Choose(saber));
    let force = s.pile(Dark, Pile::Force).len();
    let ret = use_ability(grievous, 2);
    assert!(s.options().iter().any(&ret), "{}", s.log());
    s.answer_with(&ret);
    for _ in 0..6 {
        if s.place(grievous) == Place::Pile(Pile::Hand) {
            break;
        }
        assert!(answer_plainly(&mut s));
    }
    assert_eq!(s.place(grievous), Place::Pile(Pile::Hand), "{}", s.log());
    assert!(s.pile(Dark, Pile::Hand).contains(&saber), "his card goes along: {}", s.log());
    assert!(s.saw(|w| matches!(w, What::ForceLost { player: Dark, .. })));
    assert!(s.pile(Dark, Pile::Force).len() <= force);
    s.answer(Answer::Deploy { card: grievous, to: Dest::At(s.site(MOS_EISLEY)) });
    for _ in 0..6 {
        if s.place(grievous).on_table() && s.seat() == Some(Dark) && s.has_option(Answer::Pass) {
            break;
        }
        assert!(answer_plainly(&mut s));
    }
    let trooper = s.card(Dark, "Stormtrooper");
    let bearers: Vec<CardId> = s
        .deploy_options_for(saber)
        .into_iter()
        .filter_map(|d| match d {
            Dest::On { card, .. } => Some(card),
            _ => None,
        })
        .collect();
    assert!(bearers.contains(&grievous), "{}", s.log());
    assert!(!bearers.contains(&trooper));
}

/// General Grievous may not return to hand alone at Mos Eisley, nor with a Stormtrooper where
/// a Rebel Trooper keeps Dark from controlling the site.
fn card_203_27_general_grievous_returns_only_unless_alone_from_a_site_you_control() {
    for (with, light) in [(&[][..], &[][..]), (&["Stormtrooper"][..], &["Rebel Trooper"][..])] {
        let s = grievous_at_mos_eisley(with, light);
        let grievous = s.card(Dark, GRIEVOUS);
        assert!(!s.options().iter().any(use_ability(grievous, 2)), "{with:?} {light:?}");
    }
}

/// General Grievous is immune to attrition < 4: his immunity is 4 (attrition 3 spares him,
/// attrition 4 does not).
fn card_203_27_general_grievous_immune_to_attrition_below_4() {
    let s = grievous_at_mos_eisley(&[], &[]);
    let grievous = s.card(Dark, GRIEVOUS);
    let immunity = s.q().fold(Quantity::Immunity, QTarget::Card(grievous), 0);
    assert_eq!(immunity, 4);
    assert!(3 < immunity && 4 >= immunity);
}

/// Grand Admiral Thrawn adds 3 to the power of a starship he pilots (Black 3: 1 + 3, nothing as
/// a passenger), nothing to a vehicle he pilots (Blizzard 2 stays 6).
fn card_10_40_grand_admiral_thrawn_adds_3_to_a_starship_he_pilots() {
    adds_power_piloting("10_40", Dark, 3);
    assert_eq!(blizzard_2_power(&["10_40"], Some(THRAWN)), 6);
}

/// In a battle at Kiffex Thrawn piloting Devastator (a Star Destroyer) adds one battle destiny;
/// piloting Black 3 (a TIE) or aboard Devastator as a passenger, none.
fn card_10_40_grand_admiral_thrawn_adds_a_battle_destiny_piloting_a_star_destroyer() {
    for (ship, pilot, added) in [(DEVASTATOR, true, 1), (BLACK_3, true, 0), (DEVASTATOR, false, 0)] {
        let b = premiere()
            .extra(Dark, card("10_40"))
            .extra(Dark, card("1_301"))
            .extra(Dark, card("1_300"))
            .extra(Dark, card("2_147"))
            .extra(Light, card("1_146"))
            .site(Dark, KIFFEX)
            .at(Dark, ship, KIFFEX)
            .at(Light, "X-wing", KIFFEX);
        let b = if pilot {
            b.on(Dark, THRAWN, ship)
        } else {
            b.passenger(Dark, THRAWN, ship)
        };
        let (s, _) = battle_until(b, Dark, KIFFEX, |a| matches!(a, Answer::DrawBattleDestiny));
        assert_eq!(
            game_value(&s, Quantity::BattleDestinyDraws, Dark, KIFFEX, 0),
            added,
            "{ship}, as pilot: {pilot}\n{}",
            s.log()
        );
    }
}

/// Dark's Fighter Cover (an Admiral's Order) placed in the Used Pile from table may be taken
/// into hand with Thrawn on table; not with another admiral (Ozzel) on table, nor with a star
/// cruiser (Light's Mon Calamari Star Cruiser).
fn card_10_40_grand_admiral_thrawn_takes_an_admirals_order_into_hand() {
    let (offered, s) = admirals_order_to_used_pile(None);
    assert!(offered, "{}", s.log());
    let order = s.card(Dark, FIGHTER_COVER);
    assert_eq!(s.place(order), Place::Pile(Pile::Hand), "{}", s.log());
    for also in [(Dark, "3_82", "Admiral Ozzel"), (Light, "9_79", "Mon Calamari Star Cruiser")] {
        let (offered, s) = admirals_order_to_used_pile(Some(also));
        assert!(!offered, "{also:?}");
        let order = s.card(Dark, FIGHTER_COVER);
        assert_eq!(s.place(order), Place::Pile(Pile::Used), "{also:?}");
    }
}
}
