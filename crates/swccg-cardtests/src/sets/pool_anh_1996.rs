//! Tests of the ground cards of the 1996 World Championship deck pair (P-ANH 1996 World
//! Champion, Dark and Light). Each test is named `card_<GEMP id>_<what the text does>`.

use super::pool_hoth::{adds_a_battle_destiny_when_initiating_here, use_text};
use crate::support::{answer_plainly, card, drive_until, premiere, resolve_until_lost};
use swccg_cards::Side::{self, Dark, Light};
use swccg_engine::decision::{Dest, TargetRef};
use swccg_engine::query::Target as QTarget;
use swccg_engine::scenario::{Builder, Scenario};
use swccg_engine::script::Quantity;
use swccg_engine::{Answer, CardId, Phase, Pile, Place, Prompt, What};

const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const DUNE_SEA: &str = "Tatooine: Dune Sea";
const JAWA_CAMP: &str = "Tatooine: Jawa Camp";
const CANTINA: &str = "Tatooine: Cantina";
const WAR_ROOM: &str = "Death Star: War Room";
const RUINS: &str = "Yavin 4: Massassi Ruins";

/// Starts `side`'s control phase on the table `b` prepares and initiates a Force drain at
/// `site`; `side` uses the text of its card `with` (a title) when it is offered and `take`
/// says so. The amount drained, and whether that text was offered.
pub(crate) fn drain(b: Builder, side: Side, site: &str, with: &str, take: bool) -> (u8, bool) {
    let mut s = b
        .fill(side.opponent(), Pile::Used, 6)
        .fill(side, Pile::Force, 2)
        .phase(side, Phase::Control)
        .build();
    let text_card = s.card(side, with);
    let at = s.site(site);
    s.answer(Answer::ForceDrain(at));
    let mut offered = false;
    for _ in 0..20 {
        if let Some(amount) = s.seen().find_map(|w| match w {
            What::ForceDrainResolved { location, amount } if *location == at => Some(*amount),
            _ => None,
        }) {
            return (amount, offered);
        }
        if s.options().iter().any(use_text(text_card)) {
            offered = true;
            if take {
                s.answer_with(use_text(text_card));
                continue;
            }
        }
        answer_plainly(&mut s);
    }
    panic!("the drain at {site} did not resolve\n{}", s.log());
}

/// A weapon's firing in a battle `side` initiates at Mos Eisley: `bearer` (a title, GEMP id
/// `bearer_id` added to the deck unless empty) carries `weapon` (GEMP id), the opponent's
/// `target` is there, and the next destiny draws are `draws`. Whether the target was hit and
/// its forfeit after the firing.
fn fire(
    side: Side,
    weapon: &str,
    bearer_id: &str,
    bearer: &str,
    target: &str,
    draws: &[&str],
) -> (bool, Option<i32>) {
    let mut b = premiere().extra(side, card(weapon));
    if !bearer_id.is_empty() {
        b = b.extra(side, card(bearer_id));
    }
    let title = card(weapon).title().trim_start_matches('•').to_string();
    let mut s = b
        .site(Dark, MOS_EISLEY)
        .at(side, bearer, MOS_EISLEY)
        .on(side, &title, bearer)
        .at(side.opponent(), target, MOS_EISLEY)
        .fill(side, Pile::Force, 3)
        .reserve_top(side, draws)
        .phase(side, Phase::Battle)
        .build();
    let weapon = s.card(side, &title);
    let target = s.card(side.opponent(), target);
    s.answer(Answer::Battle(s.site(MOS_EISLEY)));
    let fire = Answer::Fire { weapon, target };
    assert!(drive_until(&mut s, |a| *a == fire, 20), "{}", s.log());
    s.answer(fire);
    (
        s.saw(|w| matches!(w, What::TargetHit { .. })),
        s.q().forfeit(target),
    )
}

/// The titles of the cards `card` may deploy on (sorted).
fn deploys_on(s: &Scenario, card: CardId) -> Vec<String> {
    let mut on: Vec<String> = s
        .deploy_options_for(card)
        .into_iter()
        .filter_map(|d| match d {
            Dest::On { card, .. } => Some(s.game.title(card).to_string()),
            _ => None,
        })
        .collect();
    on.sort();
    on
}

/// A lightsaber `id` of `side` deploys free on its own bearer only (`bearer`, GEMP id
/// `bearer_id`), not on another character of the same site (`other`).
fn saber_deploys_on_its_bearer_only(
    side: Side,
    id: &str,
    bearer_id: &str,
    bearer: &str,
    other: &str,
) {
    let title = card(id).title().trim_start_matches('•').to_string();
    let mut b = premiere().extra(side, card(id));
    if !bearer_id.is_empty() {
        b = b.extra(side, card(bearer_id));
    }
    let mut s = b
        .site(Dark, MOS_EISLEY)
        .at(side, bearer, MOS_EISLEY)
        .at(side, other, MOS_EISLEY)
        .hand(side, &title)
        .phase(side, Phase::Deploy)
        .build();
    let saber = s.card(side, &title);
    assert_eq!(deploys_on(&s, saber), vec![bearer.to_string()]);
    let on = s.card(side, bearer);
    s.answer_with(|a| matches!(a, Answer::Deploy { card, to: Dest::On { card: b, .. } } if *card == saber && *b == on));
    assert_eq!(s.place(saber), Place::On { card: on });
}

/// A lightsaber `id` of `side` on `bearer` at a site `side` controls: its drain there is 1
/// more when the text is used, the same when it is not, and the text is not offered for a
/// drain at a site where the bearer is not.
fn saber_adds_1_to_drain_where_present(side: Side, id: &str, bearer_id: &str, bearer: &str) {
    let title = card(id).title().trim_start_matches('•').to_string();
    let here = || {
        let mut b = premiere().extra(side, card(id));
        if !bearer_id.is_empty() {
            b = b.extra(side, card(bearer_id));
        }
        b.site(Dark, MOS_EISLEY)
            .site(Light, DUNE_SEA)
            .at(side, bearer, MOS_EISLEY)
            .on(side, &title, bearer)
            .at(
                side,
                if side == Dark {
                    "Stormtrooper"
                } else {
                    "Rebel Trooper"
                },
                DUNE_SEA,
            )
    };
    let (used, offered) = drain(here(), side, MOS_EISLEY, &title, true);
    let (unused, _) = drain(here(), side, MOS_EISLEY, &title, false);
    assert!(offered);
    assert_eq!(used, unused + 1, "used {used}, not used {unused}");
    let (_, elsewhere) = drain(here(), side, DUNE_SEA, &title, true);
    assert!(!elsewhere, "not offered where the bearer is not");
}

/// `side` deploys its holosite `mine` (GEMP id, title) from hand while the opponent's holosite
/// `theirs` is on table: the only option converts it, and `mine` takes its place.
fn holosite_converts(side: Side, mine: (&str, &str), theirs: (&str, &str)) {
    let mut s = premiere()
        .extra(side, card(mine.0))
        .extra(side.opponent(), card(theirs.0))
        .site(Dark, MOS_EISLEY)
        .site(side.opponent(), theirs.1)
        .hand(side, mine.1)
        .fill(side, Pile::Force, 3)
        .phase(side, Phase::Deploy)
        .build();
    let card_ = s.card(side, mine.1);
    let covered = s.site(theirs.1);
    let position = s.state().site_position(covered);
    let options = s.deploy_options_for(card_);
    assert!(
        matches!(options[..], [Dest::Row { convert: Some(c), .. }] if c == covered),
        "{options:?}"
    );
    s.answer(Answer::Deploy {
        card: card_,
        to: options[0],
    });
    assert_eq!(s.q().place(covered), Place::Covered { by: card_ });
    assert_eq!(s.state().site_position(card_), position);
}

// ----- Dark Side pilots, starships and interrupts (scripts in `1-space.cards`,
// `2-space.cards`, `102-jedi-pack.cards`) -----

const KIFFEX: &str = "Kiffex";
const VICTORY: &str = "Victory-Class Star Destroyer";

/// Dark's Victory-Class Star Destroyer at Kiffex carries a Turbolaser Battery and Danz Borin
/// (aboard as a passenger, or as a pilot); Light's Corellian Corvette (armor 4) is there. Dark
/// initiates a battle and fires the battery at the Corvette, drawing two Imperial Pilots
/// (destiny 3 each). The two weapon destinies drawn, and whether the Corvette was hit.
fn danz_fires(passenger: bool) -> (Vec<i32>, bool) {
    let b = premiere()
        .extra(Dark, card("2_147"))
        .extra(Dark, card("2_155"))
        .extra(Dark, card("2_85"))
        .extra(Dark, card("1_323"))
        .extra(Dark, card("1_180"))
        .extra(Dark, card("1_180"))
        .extra(Light, card("1_140"))
        .site(Dark, KIFFEX)
        .at(Dark, VICTORY, KIFFEX)
        .on(Dark, "Turbolaser Battery", VICTORY);
    let b = if passenger {
        b.passenger(Dark, "Danz Borin", VICTORY)
    } else {
        b.on(Dark, "Danz Borin", VICTORY)
    };
    let mut s = b
        .at(Light, "Corellian Corvette", KIFFEX)
        .fill(Dark, Pile::Force, 4)
        .reserve_top(Dark, &["Imperial Pilot", "Imperial Pilot"])
        .phase(Dark, Phase::Battle)
        .build();
    let weapon = s.card(Dark, "Turbolaser Battery");
    let target = s.card(Light, "Corellian Corvette");
    s.answer(Answer::Battle(s.site(KIFFEX)));
    let fire = Answer::Fire { weapon, target };
    assert!(drive_until(&mut s, |a| *a == fire, 20), "{}", s.log());
    let before = s.seen().count();
    s.answer(fire);
    let drawn = s
        .seen()
        .skip(before)
        .filter_map(|w| match w {
            What::DestinyDrawn { value, .. } => Some(*value),
            _ => None,
        })
        .collect();
    (drawn, s.saw(|w| matches!(w, What::TargetHit { .. })))
}

/// Light's Red 3 (piloted) and Dark's `tie` (a title; piloted by an Imperial Pilot unless it
/// has a permanent pilot) at Kiffex; Dark has Black 4 and an Imperial Pilot in hand and 6
/// Force. Light initiates a battle there. The Force Dark has left
/// after reacting with Black 4 and its pilot, or None when that react is not offered.
fn black_4_reacts(tie_id: &str, tie: &str, needs_pilot: bool) -> Option<usize> {
    let mut b = premiere()
        .extra(Dark, card("2_147"))
        .extra(Dark, card("2_151"))
        .extra(Dark, card(tie_id))
        .extra(Dark, card("1_180"))
        .extra(Dark, card("1_180"))
        .extra(Light, card("1_145"))
        .extra(Light, card("1_27"))
        .site(Dark, KIFFEX)
        .at(Dark, tie, KIFFEX);
    if needs_pilot {
        b = b.on(Dark, "Imperial Pilot", tie);
    }
    let mut s = b
        .at(Light, "Red 3", KIFFEX)
        .on(Light, "Rebel Pilot", "Red 3")
        .hand(Dark, "Black 4")
        .hand(Dark, "Imperial Pilot")
        .fill(Dark, Pile::Force, 6)
        .fill(Light, Pile::Force, 3)
        .phase(Light, Phase::Battle)
        .build();
    let kiffex = s.site(KIFFEX);
    let black_4 = s.card(Dark, "Black 4");
    let pilot = s.card_in_hand(Dark, "Imperial Pilot");
    s.answer(Answer::Battle(kiffex));
    let react = Answer::ReactDeployPiloted {
        card: black_4,
        pilot,
        to: kiffex,
    };
    if !drive_until(&mut s, |a| *a == react, 6) {
        return None;
    }
    s.answer(react);
    for _ in 0..6 {
        if s.place(pilot) == (Place::On { card: black_4 }) {
            break;
        }
        answer_plainly(&mut s);
    }
    assert_eq!(
        s.place(black_4),
        Place::At { location: kiffex },
        "{}",
        s.log()
    );
    assert_eq!(s.place(pilot), Place::On { card: black_4 });
    let in_battle = |c| s.state().flag(c, swccg_engine::state::Flags::IN_BATTLE);
    assert!(
        in_battle(black_4) && in_battle(pilot),
        "both join the battle"
    );
    Some(s.pile(Dark, Pile::Force).len())
}

/// Light's Red 3 (piloted) battles Dark's Black 2 (piloted) at the Death Star system; Dark's
/// Devastator (hyperspeed 3) is at `system` (Kiffex, 2 parsecs away, or Yavin 4, 4 parsecs
/// away) and Officer Evax at `evax_at` (a site). Whether Dark may react with the Devastator;
/// when it may, it does, and the Force it has left after (it has 3).
fn evax_react(system: &str, evax_at: &str) -> Option<usize> {
    let mut s = premiere()
        .extra(Dark, card("2_143"))
        .extra(Dark, card("2_147"))
        .extra(Dark, card("1_296"))
        .extra(Dark, card("1_301"))
        .extra(Dark, card("1_299"))
        .extra(Dark, card("1_180"))
        .extra(Dark, card("2_98"))
        .extra(Light, card("1_145"))
        .extra(Light, card("1_27"))
        .site(Dark, "Death Star")
        .site(Dark, system)
        .site(Dark, evax_at)
        .at(Dark, "Devastator", system)
        .at(Dark, "Black 2", "Death Star")
        .on(Dark, "Imperial Pilot", "Black 2")
        .at(Dark, "Officer Evax", evax_at)
        .at(Light, "Red 3", "Death Star")
        .on(Light, "Rebel Pilot", "Red 3")
        .fill(Dark, Pile::Force, 3)
        .fill(Light, Pile::Force, 3)
        .phase(Light, Phase::Battle)
        .build();
    let death_star = s.site("Death Star");
    let ship = s.card(Dark, "Devastator");
    s.answer(Answer::Battle(death_star));
    let react = Answer::ReactMove {
        card: ship,
        to: death_star,
    };
    if !drive_until(&mut s, |a| *a == react, 6) {
        return None;
    }
    s.answer(react);
    for _ in 0..6 {
        if s.place(ship)
            == (Place::At {
                location: death_star,
            })
        {
            break;
        }
        answer_plainly(&mut s);
    }
    assert_eq!(
        s.place(ship),
        Place::At {
            location: death_star
        },
        "{}",
        s.log()
    );
    assert!(s.state().flag(ship, swccg_engine::state::Flags::IN_BATTLE));
    Some(s.pile(Dark, Pile::Force).len())
}

/// Dark's Victory-Class Star Destroyer at the Tatooine system carries Chief Bast and `with`
/// (a title, GEMP id `with_id`) as passengers; Light's piloted Red 3 is there and initiates a
/// battle at `battle_at` (the system, or Mos Eisley where Dark has a Stormtrooper). Whether
/// Bast's text was offered; when it is, Dark uses it on `with`, may send both to either
/// Tatooine site (not the system) and sends them to Mos Eisley; they leave the battle.
fn bast_evacuates(with_id: &str, with: &str, battle_at: &str) -> bool {
    let mut s = premiere()
        .extra(Dark, card("1_289"))
        .extra(Dark, card("2_155"))
        .extra(Dark, card("1_165"))
        .extra(Dark, card(with_id))
        .extra(Light, card("1_145"))
        .extra(Light, card("1_27"))
        .extra(Light, card("1_28"))
        .site(Dark, "Tatooine")
        .site(Dark, MOS_EISLEY)
        .site(Light, DUNE_SEA)
        .at(Dark, VICTORY, "Tatooine")
        .passenger(Dark, "Chief Bast", VICTORY)
        .passenger(Dark, with, VICTORY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .at(Light, "Red 3", "Tatooine")
        .on(Light, "Rebel Pilot", "Red 3")
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .fill(Light, Pile::Force, 3)
        .phase(Light, Phase::Battle)
        .build();
    let bast = s.card(Dark, "Chief Bast");
    let other = s.card(Dark, with);
    let mos = s.site(MOS_EISLEY);
    s.answer(Answer::Battle(s.site(battle_at)));
    let evacuate = |a: &Answer| matches!(a, Answer::Use { card, target: TargetRef::Card(t), .. } if *card == bast && *t == other);
    if !drive_until(&mut s, evacuate, 6) {
        return false;
    }
    s.answer_with(evacuate);
    let (dune, tatooine) = (s.site(DUNE_SEA), s.site("Tatooine"));
    let options = s.options();
    assert!(
        options.contains(&Answer::ChooseLocation(mos)),
        "{options:?}"
    );
    assert!(options.contains(&Answer::ChooseLocation(dune)));
    assert!(!options.contains(&Answer::ChooseLocation(tatooine)));
    s.answer(Answer::ChooseLocation(mos));
    let in_battle = |c| s.state().flag(c, swccg_engine::state::Flags::IN_BATTLE);
    for c in [bast, other] {
        assert_eq!(s.place(c), Place::At { location: mos }, "{}", s.log());
        assert!(!in_battle(c));
    }
    true
}

/// Light's Red 3, piloted by a Rebel Pilot (ability 2), is at Kiffex in Light's move phase;
/// Dark has Gravity Shadow in hand and `draw` (a title, GEMP id `draw_id`) on top of its
/// Reserve Deck. Light moves Red 3 to Yavin 4 through hyperspace and Dark plays the interrupt
/// on it. Where Red 3 is once the interrupt has resolved (a location's title, or "lost"),
/// whether it may still move (back to Kiffex or on to Yavin 4) this turn, and Light's Force
/// left (3 before the move: the move's 1 Force is paid only if it happens).
fn gravity_shadow(draw_id: &str, draw: &str) -> (String, bool, usize) {
    let mut s = premiere()
        .extra(Dark, card("2_147"))
        .extra(Dark, card("1_296"))
        .extra(Dark, card("102_8"))
        .extra(Dark, card(draw_id))
        .extra(Light, card("1_145"))
        .extra(Light, card("1_27"))
        .site(Dark, KIFFEX)
        .site(Dark, "Yavin 4")
        .at(Light, "Red 3", KIFFEX)
        .on(Light, "Rebel Pilot", "Red 3")
        .hand(Dark, "Gravity Shadow")
        .reserve_top(Dark, &[draw])
        .fill(Light, Pile::Force, 3)
        .phase(Light, Phase::Move)
        .build();
    let (red_3, yavin) = (s.card(Light, "Red 3"), s.site("Yavin 4"));
    let shadow = s.card(Dark, "Gravity Shadow");
    s.answer(Answer::Move {
        card: red_3,
        to: yavin,
    });
    let play = |a: &Answer| matches!(a, Answer::Play { card, .. } if *card == shadow);
    assert!(drive_until(&mut s, play, 4), "{}", s.log());
    s.answer_with(play);
    resolve_until_lost(&mut s, shadow, 6);
    let may_move = s.game.why_not_move(Light, red_3, s.site(KIFFEX)).is_none()
        || s.game.why_not_move(Light, red_3, yavin).is_none();
    let at = match s.place(red_3) {
        Place::At { location } => s.game.title(location).to_string(),
        Place::Pile(Pile::Lost) => "lost".to_string(),
        other => format!("{other:?}"),
    };
    (at, may_move, s.pile(Light, Pile::Force).len())
}

/// Dark battles at Mos Eisley, where its Stormtrooper carries a Blaster Rifle and Light has a
/// Rebel Trooper; Dr. Evazan is at `evazan_at`. The Stormtrooper fires at the Rebel Trooper
/// (a destiny of 3 from an Imperial Pilot hits it). Whether Evazan's 'operate' was offered;
/// when it is, Dark uses it and the test checks the 'patient' went to the Lost Pile at once,
/// before the battle's damage segment.
fn evazan_operates(evazan_at: &str) -> bool {
    let mut s = premiere()
        .extra(Dark, card("1_172"))
        .extra(Dark, card("1_180"))
        .site(Dark, MOS_EISLEY)
        .site(Dark, JAWA_CAMP)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .on(Dark, "Blaster Rifle", "Stormtrooper")
        .at(Dark, "Dr. Evazan", evazan_at)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .fill(Dark, Pile::Force, 4)
        .reserve_top(Dark, &["Imperial Pilot"])
        .phase(Dark, Phase::Battle)
        .build();
    let weapon = s.card(Dark, "Blaster Rifle");
    let target = s.card(Light, "Rebel Trooper");
    let evazan = s.card(Dark, "Dr. Evazan");
    s.answer(Answer::Battle(s.site(MOS_EISLEY)));
    let fire = Answer::Fire { weapon, target };
    assert!(drive_until(&mut s, |a| *a == fire, 20), "{}", s.log());
    s.answer(fire);
    let operate = |a: &Answer| matches!(a, Answer::Use { card, .. } if *card == evazan);
    for _ in 0..4 {
        if s.options().iter().any(operate) || s.saw(|w| matches!(w, What::BattleTotals { .. })) {
            break;
        }
        answer_plainly(&mut s);
    }
    assert!(s.saw(|w| matches!(w, What::TargetHit { card } if *card == target)));
    if !s.options().iter().any(operate) {
        return false;
    }
    s.answer_with(operate);
    assert_eq!(s.place(target), Place::Pile(Pile::Lost), "{}", s.log());
    assert!(!s.saw(|w| matches!(w, What::BattleTotals { .. })));
    true
}

/// Dark deploys Disarmed in its control phase on Light's Rebel Trooper, whose Blaster faces
/// the Stormtrooper's Blaster Rifle at Mos Eisley; Dr. Evazan is at `evazan_at`. Whether his
/// 'operate' was offered on the character just Disarmed; when it is, Dark uses it and the
/// test checks the 'patient' went to the Lost Pile.
fn evazan_operates_on_disarmed(evazan_at: &str) -> bool {
    let mut s = premiere()
        .extra(Dark, card("1_172"))
        .extra(Dark, card("1_214"))
        .site(Dark, MOS_EISLEY)
        .site(Dark, JAWA_CAMP)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .on(Dark, "Blaster Rifle", "Stormtrooper")
        .at(Dark, "Dr. Evazan", evazan_at)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .on(Light, "Blaster", "Rebel Trooper")
        .hand(Dark, "Disarmed")
        .phase(Dark, Phase::Control)
        .build();
    let target = s.card(Light, "Rebel Trooper");
    let evazan = s.card(Dark, "Dr. Evazan");
    let disarmed = s.card_in_hand(Dark, "Disarmed");
    s.answer(Answer::Deploy {
        card: disarmed,
        to: Dest::On {
            card: target,
            placed_as: 0,
        },
    });
    let operate = |a: &Answer| matches!(a, Answer::Use { card, .. } if *card == evazan);
    for _ in 0..4 {
        if s.options().iter().any(operate)
            || s.prompt()
                == Some(Prompt::Action {
                    phase: Phase::Control,
                })
        {
            break;
        }
        answer_plainly(&mut s);
    }
    assert!(
        s.saw(|w| matches!(w, What::Disarmed { card } if *card == target)),
        "{}",
        s.log()
    );
    if !s.options().iter().any(operate) {
        assert_eq!(
            s.place(target),
            Place::At {
                location: s.site(MOS_EISLEY)
            }
        );
        return false;
    }
    s.answer_with(operate);
    assert_eq!(s.place(target), Place::Pile(Pile::Lost), "{}", s.log());
    true
}

crate::card_tests! {

// ----- Black 4 -----

/// "May deploy with a pilot as a 'react' to a battle where you have a TIE (for free if TIE is
/// Black 2 or 3)": with Black 2 in the battle only the pilot's 2 Force is paid (6 - 2); with a
/// TIE Advanced x1 both costs are (6 - 2 - 2); with a Star Destroyer and no TIE, no such
/// react.
fn card_2_151_black_4_reacts_with_a_pilot_to_a_battle_with_your_tie() {
    assert_eq!(black_4_reacts("1_299", "Black 2", true), Some(4));
    assert_eq!(black_4_reacts("1_303", "TIE Advanced x1", false), Some(2));
    assert_eq!(black_4_reacts("2_155", VICTORY, false), None);
}

// ----- Officer Evax -----

/// "When at a Death Star site, Imperial starships may move to the Death Star system as a
/// 'react'": with Evax at the Detention Block Corridor the Devastator at Kiffex reacts to the
/// battle there for 1 Force (3 - 1) and joins it; with Evax at Mos Eisley it may not; nor from
/// Yavin 4, beyond its hyperspeed.
fn card_2_98_officer_evax_lets_imperial_starships_react_to_the_death_star() {
    const CORRIDOR: &str = "Death Star: Detention Block Corridor";
    assert_eq!(evax_react(KIFFEX, CORRIDOR), Some(2));
    assert_eq!(evax_react(KIFFEX, MOS_EISLEY), None);
    assert_eq!(evax_react("Yavin 4", CORRIDOR), None);
}

// ----- Chief Bast -----

/// "Adds 2 to power of anything he pilots".
fn card_1_165_chief_bast_adds_two_to_power_of_anything_he_pilots() {
    super::space::adds_power_piloting("1_165", Dark, 2);
}

/// "Power +1 at same site as Tarkin": 2 + 1 with Tarkin at Mos Eisley, 2 with Tarkin at the
/// Dune Sea.
fn card_1_165_chief_bast_power_plus_one_at_same_site_as_tarkin() {
    for (tarkin_at, power) in [(MOS_EISLEY, 3), (DUNE_SEA, 2)] {
        let s = premiere()
            .extra(Dark, card("1_165"))
            .extra(Dark, card("1_179"))
            .site(Dark, MOS_EISLEY)
            .site(Light, DUNE_SEA)
            .at(Dark, "Chief Bast", MOS_EISLEY)
            .at(Dark, "Grand Moff Tarkin", tarkin_at)
            .build();
        assert_eq!(s.q().power(s.card(Dark, "Chief Bast")), power);
    }
}

/// "If a battle was just initiated at a system where Bast is present with your non-droid
/// character, may 'evacuate' (relocate) both to a related site": aboard the Star Destroyer at
/// Tatooine with an Imperial Trooper Guard, both go to Mos Eisley; not with a droid, nor for a
/// battle at a site.
fn card_1_165_chief_bast_evacuates_with_a_non_droid_character() {
    assert!(bast_evacuates("1_181", "Imperial Trooper Guard", "Tatooine"));
    assert!(!bast_evacuates("1_163", "5D6-RA-7 (Fivedesix)", "Tatooine"));
    assert!(!bast_evacuates("1_181", "Imperial Trooper Guard", MOS_EISLEY));
}

// ----- Gravity Shadow -----

/// "If opponent's starship is about to move through hyperspace, target that starship and its
/// highest-ability pilot. Draw destiny. If destiny > pilot's ability, starship may not move
/// this turn. If destiny = pilot's ability, starship is lost." Against Red 3 and its Rebel
/// Pilot (ability 2): a destiny of 3 keeps it at Kiffex, unable to move this turn; 2 loses it;
/// 1 lets it reach Yavin 4.
fn card_102_8_gravity_shadow_stops_or_loses_a_starship_about_to_jump() {
    let (kiffex, yavin) = (KIFFEX.to_string(), "Yavin 4".to_string());
    assert_eq!(gravity_shadow("1_180", "Imperial Pilot"), (kiffex, false, 3));
    assert_eq!(gravity_shadow("1_165", "Chief Bast").0, "lost");
    let (at, _, force) = gravity_shadow("1_179", "Grand Moff Tarkin");
    assert_eq!((at, force), (yavin, 2));
}

// ----- Dr. Evazan -----

/// "Adds 2 to power of anything he pilots".
fn card_1_172_dr_evazan_adds_two_to_power_of_anything_he_pilots() {
    super::space::adds_power_piloting("1_172", Dark, 2);
}

/// "May 'operate' on any other character present that was just 'hit'; 'patient' is lost":
/// present at Mos Eisley, Evazan sends the Rebel Trooper just hit there to the Lost Pile; from
/// the Jawa Camp he may not.
fn card_1_172_dr_evazan_operates_on_a_character_just_hit() {
    assert!(evazan_operates(MOS_EISLEY));
    assert!(!evazan_operates(JAWA_CAMP));
}

/// "… or just Disarmed; 'patient' is lost": present at Mos Eisley, Evazan sends the Rebel
/// Trooper Disarmed there to the Lost Pile; from the Jawa Camp he may not.
fn card_1_172_dr_evazan_operates_on_a_character_just_disarmed() {
    assert!(evazan_operates_on_disarmed(MOS_EISLEY));
    assert!(!evazan_operates_on_disarmed(JAWA_CAMP));
}

// ----- Danz Borin -----

/// "Adds 3 to power of anything he pilots": a TIE he pilots has 3 more power; as a passenger
/// he adds nothing.
fn card_2_85_danz_borin_adds_three_to_power_of_anything_he_pilots() {
    super::space::adds_power_piloting("2_85", Dark, 3);
}

/// "Adds 1 to weapon destiny draws of anything he is aboard as a passenger": aboard the Star
/// Destroyer as a passenger, each of its Turbolaser Battery's two destinies is 1 more (3 + 1),
/// and 8 - 2 beats the Corvette's armor 4; piloting it, the destinies are as drawn and 6 - 2
/// does not.
fn card_2_85_danz_borin_adds_one_to_weapon_destiny_aboard_as_passenger() {
    assert_eq!(danz_fires(true), (vec![4, 4], true));
    assert_eq!(danz_fires(false), (vec![3, 3], false));
}
// ----- Vader's Lightsaber -----

/// Vader's Lightsaber deploys (free) on Vader, not on a Stormtrooper beside him.
fn card_1_324_vaders_lightsaber_deploys_on_vader_only() {
    saber_deploys_on_its_bearer_only(Dark, "1_324", "", "Vader", "Stormtrooper");
}

/// Vader's Lightsaber may add 1 to Dark's Force drain where Vader is, not elsewhere.
fn card_1_324_vaders_lightsaber_may_add_1_to_force_drain_where_present() {
    saber_adds_1_to_drain_where_present(Dark, "1_324", "", "Vader");
}

/// Vader's Lightsaber draws two destiny against a Rebel Trooper (defense value 1): a total
/// of 2 (Tusken Raider 2 + a site 0) hits it and makes its forfeit 0; a total of 1
/// (Stormtrooper 1 + a site 0) does neither.
fn card_1_324_vaders_lightsaber_hits_and_zeroes_forfeit_when_total_exceeds_defense() {
    let (hit, forfeit) = fire(Dark, "1_324", "", "Vader", "Rebel Trooper", &["Tusken Raider", JAWA_CAMP]);
    assert!(hit);
    assert_eq!(forfeit, Some(0));
    let (hit, forfeit) = fire(Dark, "1_324", "", "Vader", "Rebel Trooper", &["Stormtrooper", JAWA_CAMP]);
    assert!(!hit);
    assert_eq!(forfeit, Some(2));
}

// ----- Obi-Wan's Lightsaber -----

/// Obi-Wan's Lightsaber deploys (free) on Obi-Wan, not on Luke beside him.
fn card_1_157_obi_wans_lightsaber_deploys_on_obi_wan_only() {
    saber_deploys_on_its_bearer_only(Light, "1_157", "1_21", "Obi-Wan Kenobi", "Luke");
}

/// Obi-Wan's Lightsaber may add 1 to Light's Force drain where Obi-Wan is, not elsewhere.
fn card_1_157_obi_wans_lightsaber_may_add_1_to_force_drain_where_present() {
    saber_adds_1_to_drain_where_present(Light, "1_157", "1_21", "Obi-Wan Kenobi");
}

/// Obi-Wan's Lightsaber draws two destiny against a Stormtrooper (defense value 1): a total
/// of 2 (Shistavanen Wolfman 2 + a site 0) hits it and makes its forfeit 0; a total of 1
/// (Rebel Trooper 1 + a site 0) does neither.
fn card_1_157_obi_wans_lightsaber_hits_and_zeroes_forfeit_when_total_exceeds_defense() {
    let wolfman = "Shistavanen Wolfman";
    let (hit, forfeit) = fire(Light, "1_157", "1_21", "Obi-Wan Kenobi", "Stormtrooper", &[wolfman, DUNE_SEA]);
    assert!(hit);
    assert_eq!(forfeit, Some(0));
    let (hit, forfeit) = fire(Light, "1_157", "1_21", "Obi-Wan Kenobi", "Stormtrooper", &["Rebel Trooper", DUNE_SEA]);
    assert!(!hit);
    assert_ne!(forfeit, Some(0));
}

// ----- Lightsaber Proficiency -----

/// Lightsaber Proficiency deploys on Obi-Wan (ability 6) and Luke (ability 3), each armed
/// with a lightsaber; not on General Dodonna (ability 2) given one, nor on Leia (ability 3)
/// without one.
fn card_1_54_lightsaber_proficiency_deploys_on_ability_over_2_with_a_lightsaber() {
    let mut s = premiere()
        .extra(Light, card("1_54"))
        .extra(Light, card("1_21"))
        .extra(Light, card("1_10"))
        .extra(Light, card("1_17"))
        .extra(Light, card("1_157"))
        .extra(Light, card("1_157"))
        .extra(Light, card("1_157"))
        .site(Dark, MOS_EISLEY)
        .at(Light, "Obi-Wan Kenobi", MOS_EISLEY)
        .on(Light, "Obi-Wan's Lightsaber", "Obi-Wan Kenobi")
        .at(Light, "Luke", MOS_EISLEY)
        .on(Light, "Obi-Wan's Lightsaber", "Luke")
        .at(Light, "General Dodonna", MOS_EISLEY)
        .on(Light, "Obi-Wan's Lightsaber", "General Dodonna")
        .at(Light, "Leia Organa", MOS_EISLEY)
        .hand(Light, "Lightsaber Proficiency")
        .phase(Light, Phase::Deploy)
        .build();
    let effect = s.card(Light, "Lightsaber Proficiency");
    assert_eq!(deploys_on(&s, effect), vec!["Luke".to_string(), "Obi-Wan Kenobi".to_string()]);
    let obi = s.card(Light, "Obi-Wan Kenobi");
    s.answer_with(|a| matches!(a, Answer::Deploy { card, to: Dest::On { card: b, .. } } if *card == effect && *b == obi));
    assert_eq!(s.place(effect), Place::On { card: obi });
}

/// On Obi-Wan, Lightsaber Proficiency makes him power +3 once a battle is under way where
/// he is, not before.
fn card_1_54_lightsaber_proficiency_power_plus_3_in_battle() {
    let mut s = premiere()
        .extra(Light, card("1_54"))
        .extra(Light, card("1_21"))
        .extra(Light, card("1_157"))
        .site(Dark, MOS_EISLEY)
        .at(Light, "Obi-Wan Kenobi", MOS_EISLEY)
        .on(Light, "Obi-Wan's Lightsaber", "Obi-Wan Kenobi")
        .on(Light, "Lightsaber Proficiency", "Obi-Wan Kenobi")
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .fill(Light, Pile::Force, 3)
        .phase(Light, Phase::Battle)
        .build();
    let obi = s.card(Light, "Obi-Wan Kenobi");
    let before = s.q().power(obi);
    s.answer(Answer::Battle(s.site(MOS_EISLEY)));
    assert_eq!(s.q().power(obi), before + 3);
}

/// Lightsaber Proficiency on Obi-Wan may add 1 to Light's Force drain where he is.
fn card_1_54_lightsaber_proficiency_may_add_1_to_force_drain_where_present() {
    let table = || {
        premiere()
            .extra(Light, card("1_54"))
            .extra(Light, card("1_21"))
            .extra(Light, card("1_157"))
            .site(Dark, MOS_EISLEY)
            .at(Light, "Obi-Wan Kenobi", MOS_EISLEY)
            .on(Light, "Obi-Wan's Lightsaber", "Obi-Wan Kenobi")
            .on(Light, "Lightsaber Proficiency", "Obi-Wan Kenobi")
    };
    let (used, offered) = drain(table(), Light, MOS_EISLEY, "Lightsaber Proficiency", true);
    let (unused, _) = drain(table(), Light, MOS_EISLEY, "Lightsaber Proficiency", false);
    assert!(offered);
    assert_eq!(used, unused + 1);
}

/// Lightsaber Proficiency is lost as soon as its character loses the lightsaber.
fn card_1_54_lightsaber_proficiency_lost_when_character_loses_lightsaber() {
    let mut s = premiere()
        .extra(Light, card("1_54"))
        .extra(Light, card("1_21"))
        .extra(Light, card("1_157"))
        .site(Dark, MOS_EISLEY)
        .at(Light, "Obi-Wan Kenobi", MOS_EISLEY)
        .on(Light, "Obi-Wan's Lightsaber", "Obi-Wan Kenobi")
        .on(Light, "Lightsaber Proficiency", "Obi-Wan Kenobi")
        .hand(Light, "Rebel Trooper")
        .fill(Light, Pile::Force, 3)
        .phase(Light, Phase::Deploy)
        .build();
    let effect = s.card(Light, "Lightsaber Proficiency");
    let saber = s.card(Light, "Obi-Wan's Lightsaber");
    assert!(s.place(effect).on_table());
    s.mutate(|cx| cx.lose(saber));
    // Answering the windows lets the state checks run.
    for _ in 0..6 {
        if s.place(effect) == Place::Pile(Pile::Lost) || !s.has_option(Answer::Pass) {
            break;
        }
        s.pass();
    }
    assert_eq!(s.place(effect), Place::Pile(Pile::Lost), "{}", s.log());
}

// ----- How Did We Get Into This Mess? -----

/// How Did We Get Into This Mess?, with Light's CZ-3 at the Dune Sea: Light uses 1 Force,
/// its other three cards in hand go to the Used Pile and it draws three new ones; with C-3PO
/// there it draws four.
fn card_1_87_how_did_we_get_into_this_mess_redraws_the_hand() {
    for (droid, id, drawn) in [("CZ-3 (Seezee-Three)", "1_6", 3), ("C-3PO (See-Threepio)", "1_5", 4)] {
        let mut s = premiere()
            .extra(Light, card("1_87"))
            .extra(Light, card(id))
            .site(Light, DUNE_SEA)
            .at(Light, droid, DUNE_SEA)
            .hand(Light, "How Did We Get Into This Mess?")
            .hand(Light, "Rebel Barrier")
            .hand(Light, "Narrow Escape")
            .hand(Light, "Old Ben")
            .fill(Light, Pile::Force, 1)
            .phase(Light, Phase::Control)
            .build();
        let mess = s.card(Light, "How Did We Get Into This Mess?");
        let old: Vec<CardId> = s.pile(Light, Pile::Hand).iter().copied().filter(|&c| c != mess).collect();
        s.answer_with(|a| matches!(a, Answer::Play { card, .. } if *card == mess));
        for _ in 0..10 {
            if s.pile(Light, Pile::Used).contains(&mess) || !s.has_option(Answer::Pass) {
                break;
            }
            s.pass();
        }
        // The turn may run on once Light has nothing left to do, so the events tell.
        let draws = s
            .seen()
            .filter(|w| matches!(w, What::CardDrawn { player: Light, card: Some(_) }))
            .count();
        assert_eq!(draws, drawn, "{droid}\n{}", s.log());
        for c in &old {
            assert!(
                s.saw(|w| matches!(w, What::CardMovedToPile { card, pile: Pile::Used } if card == c)),
                "{droid}: the old hand goes to the Used Pile\n{}",
                s.log()
            );
        }
        assert!(s.saw(|w| matches!(w, What::ForceUsed { player: Light, amount: 1 })), "1 Force used");
    }
}

/// How Did We Get Into This Mess? is playable with Light's droid at a Scomp link site
/// (Docking Bay 94) but not at a site that is neither the Dune Sea nor one with a Scomp link
/// (Jawa Camp).
fn card_1_87_how_did_we_get_into_this_mess_needs_dune_sea_or_scomp_link() {
    for (site, offered) in [("Tatooine: Docking Bay 94", true), (JAWA_CAMP, false)] {
        let s = premiere()
            .extra(Light, card("1_87"))
            .site(Light, site)
            .at(Light, "CZ-3 (Seezee-Three)", site)
            .hand(Light, "How Did We Get Into This Mess?")
            .hand(Light, "Rebel Barrier")
            .fill(Light, Pile::Force, 1)
            .phase(Light, Phase::Control)
            .build();
        let mess = s.card(Light, "How Did We Get Into This Mess?");
        assert_eq!(
            s.options().iter().any(|a| matches!(a, Answer::Play { card, .. } if *card == mess)),
            offered,
            "{site}"
        );
    }
}

// ----- Death Star: War Room -----

/// Death Star: War Room, Dark: while Dark controls it with a leader there (Tarkin), Rebel
/// Troopers and Y-wings anywhere are forfeit -1; not with a Stormtrooper (no leader) there,
/// nor while Light is there too.
fn card_1_287_war_room_dark_rebel_troopers_and_y_wings_forfeit_1_less() {
    let forfeits = |who: &str, contested: bool| {
        let mut b = premiere()
            .extra(Dark, card("1_287"))
            .extra(Dark, card("1_179"))
            .extra(Light, card("1_147"))
            .extra(Light, card("1_127"))
            .site(Dark, WAR_ROOM)
            .site(Dark, MOS_EISLEY)
            .site(Light, "Tatooine")
            .at(Dark, who, WAR_ROOM)
            .at(Light, "Rebel Trooper", MOS_EISLEY)
            .at(Light, "Y-wing", "Tatooine");
        if contested {
            b = b.at(Light, "Luke", WAR_ROOM);
        }
        let s = b.phase(Dark, Phase::Control).build();
        let trooper = s.card(Light, "Rebel Trooper");
        let ywing = s.card(Light, "Y-wing");
        (s.q().forfeit(trooper).unwrap_or(0), s.q().forfeit(ywing).unwrap_or(0))
    };
    let (trooper, ywing) = forfeits("Stormtrooper", false);
    assert_eq!(forfeits("Grand Moff Tarkin", false), (trooper - 1, ywing - 1));
    assert_eq!(forfeits("Grand Moff Tarkin", true), (trooper, ywing));
}

/// Death Star: War Room, Light: Light adds one battle destiny when initiating a battle there.
fn card_1_287_war_room_light_adds_a_battle_destiny_when_initiating_here() {
    adds_a_battle_destiny_when_initiating_here(Dark, "1_287", Light);
}

// ----- Yavin 4: Massassi Ruins -----

/// Yavin 4: Massassi Ruins, Dark: Dark's drain there is 1 more while it controls the site.
fn card_2_68_massassi_ruins_dark_force_drain_plus_1() {
    let with = drain(
        premiere().extra(Light, card("2_68")).site(Light, RUINS).at(Dark, "Stormtrooper", RUINS),
        Dark,
        RUINS,
        "Stormtrooper",
        false,
    )
    .0;
    // The Ruins have two Light icons: 2, and 1 more.
    assert_eq!(with, 2 + 1);
}

/// Yavin 4: Massassi Ruins, Light: while Light controls it with a leader there (Leia), Light's
/// X-wing at the Death Star system is power +1; not with Luke (no leader) there, not while
/// Dark is there too, and not an X-wing at another system (Tatooine).
fn card_2_68_massassi_ruins_light_starships_power_plus_1_at_death_star() {
    let power = |who: &str, contested: bool, system: &str| {
        let mut b = premiere()
            .extra(Light, card("2_68"))
            .extra(Light, card("1_17"))
            .extra(Light, card("1_146"))
            .extra(Dark, card("2_143"))
            .extra(Light, card("1_127"))
            .site(Light, RUINS)
            .site(Dark, "Death Star")
            .site(Light, "Tatooine")
            .at(Light, who, RUINS)
            .at(Light, "X-wing", system);
        if contested {
            b = b.at(Dark, "Vader", RUINS);
        }
        let s = b.phase(Light, Phase::Control).build();
        s.q().power(s.card(Light, "X-wing"))
    };
    let base = power("Luke", false, "Death Star");
    assert_eq!(power("Leia Organa", false, "Death Star"), base + 1);
    assert_eq!(power("Leia Organa", true, "Death Star"), base);
    assert_eq!(power("Leia Organa", false, "Tatooine"), base);
}

// ----- Obi-Wan Kenobi -----

/// Obi-Wan Kenobi is immune to attrition < 5.
fn card_1_21_obi_wan_immune_to_attrition_under_5() {
    let s = premiere()
        .extra(Light, card("1_21"))
        .site(Dark, MOS_EISLEY)
        .at(Light, "Obi-Wan Kenobi", MOS_EISLEY)
        .phase(Light, Phase::Deploy)
        .build();
    assert_eq!(s.q().immunity(s.card(Light, "Obi-Wan Kenobi")), 5);
}

/// When Dark initiates a battle where Obi-Wan is, Light may use 1 Force to choose Dark's
/// Stormtrooper (ability 1; neither an Imperial Commander, ability 2, nor Vader may be
/// chosen): Dark moves it away for free
/// to the adjacent Dune Sea, or lets it be lost. Without Force it is not offered.
fn card_1_21_obi_wan_makes_an_ability_1_character_move_away_or_be_lost() {
    for (force, choice) in [(1, Some(true)), (1, Some(false)), (0, None)] {
        let mut s = premiere()
            .extra(Light, card("1_21"))
            .site(Dark, MOS_EISLEY)
            .site(Light, DUNE_SEA)
            .at(Light, "Obi-Wan Kenobi", MOS_EISLEY)
            .at(Dark, "Vader", MOS_EISLEY)
            .at(Dark, "Stormtrooper", MOS_EISLEY)
            .extra(Dark, card("2_91"))
            .at(Dark, "Imperial Commander", MOS_EISLEY)
            .fill(Light, Pile::Force, force)
            .fill(Dark, Pile::Force, 3)
            .fill(Dark, Pile::Used, 5)
            .fill(Light, Pile::Used, 5)
            .phase(Dark, Phase::Battle)
            .build();
        let obi = s.card(Light, "Obi-Wan Kenobi");
        let trooper = s.card(Dark, "Stormtrooper");
        let vader = s.card(Dark, "Vader");
        let dune = s.site(DUNE_SEA);
        s.answer(Answer::Battle(s.site(MOS_EISLEY)));
        while s.seat() == Some(Dark) && s.has_option(Answer::Pass) {
            s.pass();
        }
        let uses: Vec<Answer> = s.options().into_iter().filter(use_text(obi)).collect();
        let Some(dark_moves) = choice else {
            assert!(uses.is_empty(), "no Force, no text");
            continue;
        };
        let targets: Vec<TargetRef> = uses
            .iter()
            .filter_map(|a| match a {
                Answer::Use { target, .. } => Some(*target),
                _ => None,
            })
            .collect();
        assert_eq!(targets, vec![TargetRef::Card(trooper)], "not Vader ({vader:?})");
        s.answer(uses[0]);
        while s.seat() == Some(Light) && s.has_option(Answer::Pass) && !s.has_option(Answer::ChooseLocation(dune)) {
            s.pass();
        }
        while s.seat() == Some(Dark) && !s.has_option(Answer::ChooseLocation(dune)) && s.has_option(Answer::Pass) {
            s.pass();
        }
        assert!(s.has_option(Answer::ChooseLocation(dune)), "{}", s.log());
        if dark_moves {
            let force = s.pile(Dark, Pile::Force).len();
            s.answer(Answer::ChooseLocation(dune));
            assert_eq!(s.place(trooper), Place::At { location: dune });
            assert_eq!(s.pile(Dark, Pile::Force).len(), force, "moved for free");
        } else {
            s.answer(Answer::Pass);
            assert_eq!(s.place(trooper), Place::Pile(Pile::Lost));
        }
        assert!(s.pile(Light, Pile::Force).is_empty(), "1 Force used");
    }
}

// ----- Tatooine: Mos Eisley -----

/// Tatooine: Mos Eisley, Light: in Light's control phase its character there may move free
/// to the Cantina, and back (no other move is offered then); Dark's characters may not.
fn card_1_133_mos_eisley_light_free_move_to_cantina_in_control_phase() {
    let table = |phase: Phase, at: &str| {
        premiere()
            .extra(Light, card("1_133"))
            .extra(Light, card("1_128"))
            .site(Light, MOS_EISLEY)
            .site(Light, DUNE_SEA)
            .site(Light, CANTINA)
            .at(Light, "Rebel Trooper", at)
            .at(Dark, "Stormtrooper", MOS_EISLEY)
            .fill(Light, Pile::Force, 2)
            .fill(Dark, Pile::Force, 2)
            .phase(Light, phase)
            .build()
    };
    for (from, to) in [(MOS_EISLEY, CANTINA), (CANTINA, MOS_EISLEY)] {
        let mut s = table(Phase::Control, from);
        let trooper = s.card(Light, "Rebel Trooper");
        let to_id = s.site(to);
        s.answer(Answer::Move { card: trooper, to: to_id });
        assert_eq!(s.place(trooper), Place::At { location: to_id });
        assert_eq!(s.pile(Light, Pile::Force).len(), 2, "free");
    }
    // Only the move to the Cantina: no regular move in the control phase.
    let s = table(Phase::Control, MOS_EISLEY);
    let trooper = s.card(Light, "Rebel Trooper");
    let moves: Vec<Answer> = s.options().into_iter().filter(|a| matches!(a, Answer::Move { .. })).collect();
    assert_eq!(moves, vec![Answer::Move { card: trooper, to: s.site(CANTINA) }]);
    let mut b = premiere()
        .extra(Light, card("1_133"))
        .extra(Light, card("1_128"))
        .site(Light, MOS_EISLEY)
        .site(Light, DUNE_SEA)
        .site(Light, CANTINA)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .fill(Dark, Pile::Force, 2);
    b = b.phase(Dark, Phase::Control);
    let s = b.build();
    let st = s.card(Dark, "Stormtrooper");
    assert!(!s.has_option(Answer::Move { card: st, to: s.site(CANTINA) }));
}

// ----- Figrin D'an -----

/// Figrin D'an's 'wager' in Light's control phase (1 Force): Light draws three destiny, Dark
/// two. Light 9 against 1: Light may retrieve one card of its Lost Pile; Light 0 against 3:
/// Dark may; a tie (2 and 2): nobody. Once used it is not offered again that turn; without
/// Force it is not offered.
fn card_1_9_figrin_dan_wager_the_higher_total_retrieves_a_random_lost_card() {
    let cases: [(&[&str], &[&str], Option<Side>); 3] = [
        (&["Jawa", "Talz", "CZ-3 (Seezee-Three)"], &["Stormtrooper", JAWA_CAMP], Some(Light)),
        (&[JAWA_CAMP, "Tatooine: Docking Bay 94", "Tatooine: Lars' Moisture Farm"], &["Tusken Raider", "Stormtrooper"], Some(Dark)),
        (&["Rebel Trooper", "Luke", JAWA_CAMP], &["Tusken Raider", JAWA_CAMP], None),
    ];
    for (light_draws, dark_draws, winner) in cases {
        let mut s = premiere()
            .extra(Light, card("1_9"))
            .site(Dark, MOS_EISLEY)
            .at(Light, "Figrin D'an", MOS_EISLEY)
            .reserve_top(Light, light_draws)
            .reserve_top(Dark, dark_draws)
            .fill(Light, Pile::Lost, 3)
            .fill(Dark, Pile::Lost, 3)
            .fill(Light, Pile::Force, 2)
            .phase(Light, Phase::Control)
            .build();
        let figrin = s.card(Light, "Figrin D'an");
        s.answer_with(use_text(figrin));
        let mut asked = None;
        for _ in 0..20 {
            if s.has_option(Answer::Yes) {
                asked = s.seat();
                s.answer(Answer::Yes);
                break;
            }
            // Back in Light's control phase window: the wager is over.
            if !s.has_option(Answer::Pass) || s.options().iter().any(|a| matches!(a, Answer::ForceDrain(_))) {
                break;
            }
            s.pass();
        }
        assert_eq!(asked, winner, "{light_draws:?} against {dark_draws:?}\n{}", s.log());
        for side in [Light, Dark] {
            let expected = if winner == Some(side) { 2 } else { 3 };
            assert_eq!(s.pile(side, Pile::Lost).len(), expected, "{side:?}: {light_draws:?} against {dark_draws:?}");
        }
        assert_eq!(s.pile(Light, Pile::Force).len(), 1, "1 Force used");
        assert!(!s.options().iter().any(use_text(figrin)), "once per turn: {:?}\n{}", s.options(), s.log());
    }
    let s = premiere()
        .extra(Light, card("1_9"))
        .site(Dark, MOS_EISLEY)
        .at(Light, "Figrin D'an", MOS_EISLEY)
        .hand(Light, "Rebel Trooper")
        .phase(Light, Phase::Control)
        .build();
    assert!(!s.options().iter().any(use_text(s.card(Light, "Figrin D'an"))), "no Force, no wager");
}

// ----- Garindan -----

/// With Garindan at Mos Eisley beside Luke (a Rebel of ability 3), a Stormtrooper deploys
/// there for 1 less; beside a Rebel Trooper (ability 1) or General Dodonna (ability 2) for
/// its full cost.
fn card_1_177_garindan_imperials_deploy_1_less_with_a_rebel_of_ability_over_2() {
    let used = |rebel: &str| {
        let mut s = premiere()
            .extra(Dark, card("1_177"))
            .extra(Light, card("1_10"))
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Garindan", MOS_EISLEY)
            .at(Light, rebel, MOS_EISLEY)
            .hand(Dark, "Stormtrooper")
            .fill(Dark, Pile::Force, 5)
            .phase(Dark, Phase::Deploy)
            .build();
        let trooper = s.card(Dark, "Stormtrooper");
        s.answer(Answer::Deploy { card: trooper, to: Dest::At(s.site(MOS_EISLEY)) });
        5 - s.pile(Dark, Pile::Force).len()
    };
    assert_eq!(used("Luke"), used("Rebel Trooper") - 1);
    assert_eq!(used("General Dodonna"), used("Rebel Trooper"), "ability 2 is not over 2");
}

/// In Dark's move phase, with Garindan at Mos Eisley beside Luke, Dark's Stormtrooper moves
/// there from the adjacent Dune Sea for free (and is offered the move with no Force at all);
/// Dark's Jawa (no Imperial) pays 1 Force, and beside a Rebel Trooper instead of Luke the
/// Stormtrooper pays 1 too.
fn card_1_177_garindan_imperials_at_adjacent_site_move_there_free() {
    let used = |rebel: &str, mover: &str, force: usize| {
        let mut s = premiere()
            .extra(Dark, card("1_177"))
            .site(Dark, MOS_EISLEY)
            .site(Light, DUNE_SEA)
            .at(Dark, "Garindan", MOS_EISLEY)
            .at(Light, rebel, MOS_EISLEY)
            .at(Dark, "Stormtrooper", DUNE_SEA)
            .at(Dark, "Jawa", DUNE_SEA)
            .fill(Dark, Pile::Force, force)
            .phase(Dark, Phase::Move)
            .build();
        let card = s.card(Dark, mover);
        let mos = s.site(MOS_EISLEY);
        if !s.has_option(Answer::Move { card, to: mos }) {
            return None;
        }
        s.answer(Answer::Move { card, to: mos });
        assert_eq!(s.place(card), Place::At { location: mos });
        Some(force - s.pile(Dark, Pile::Force).len())
    };
    assert_eq!(used("Luke", "Stormtrooper", 0), Some(0));
    assert_eq!(used("Luke", "Stormtrooper", 2), Some(0));
    assert_eq!(used("Luke", "Jawa", 2), Some(1));
    assert_eq!(used("Rebel Trooper", "Stormtrooper", 2), Some(1));
}

// ----- Mantellian Savrip -----

/// Mantellian Savrip deploys on table for 3 Force (not with 2), or free while C-3PO is on
/// table.
fn card_1_55_mantellian_savrip_deploys_for_3_or_free_with_c3po() {
    let offered = |force: usize, threepio: bool| {
        let mut b = premiere()
            .extra(Light, card("1_55"))
            .extra(Light, card("1_5"))
            .site(Light, DUNE_SEA)
            .at(Light, "Rebel Trooper", DUNE_SEA)
            .hand(Light, "Mantellian Savrip")
            .hand(Light, "Rebel Trooper")
            .fill(Light, Pile::Force, force);
        if threepio {
            b = b.at(Light, "C-3PO (See-Threepio)", DUNE_SEA);
        }
        let s = b.phase(Light, Phase::Deploy).build();
        !s.deploy_options_for(s.card(Light, "Mantellian Savrip")).is_empty()
    };
    assert!(offered(3, false));
    assert!(!offered(2, false));
    assert!(offered(0, true));
    let mut s = premiere()
        .extra(Light, card("1_55"))
        .site(Light, DUNE_SEA)
        .hand(Light, "Mantellian Savrip")
        .fill(Light, Pile::Force, 3)
        .phase(Light, Phase::Deploy)
        .build();
    let savrip = s.card(Light, "Mantellian Savrip");
    let to = s.deploy_options_for(savrip)[0];
    s.answer(Answer::Deploy { card: savrip, to });
    assert_eq!(s.place(savrip), Place::Table);
    assert!(s.pile(Light, Pile::Force).is_empty(), "3 Force used");
}

/// With Mantellian Savrip on table, Light, having lost a battle at Mos Eisley, may forfeit
/// Luke from hand: he goes to the Lost Pile and the battle damage still owed drops by his
/// forfeit value. An Interrupt in hand may not be forfeited; without the Savrip, Luke may not.
fn card_1_55_mantellian_savrip_forfeit_from_hand_after_losing_a_battle() {
    for savrip in [true, false] {
        let mut b = premiere()
            .extra(Light, card("1_55"))
            .site(Dark, MOS_EISLEY)
            .at(Light, "Rebel Trooper", MOS_EISLEY)
            .at(Dark, "Vader", MOS_EISLEY)
            .hand(Light, "Luke")
            .hand(Light, "Old Ben")
            .reserve_top(Dark, &["It's Worse"])
            .fill(Dark, Pile::Force, 3)
            .fill(Dark, Pile::Used, 5)
            .fill(Light, Pile::Used, 10)
            .phase(Dark, Phase::Battle);
        if savrip {
            b = b.on_table(Light, "Mantellian Savrip");
        }
        let mut s = b.build();
        let luke = s.card(Light, "Luke");
        let old_ben = s.card(Light, "Old Ben");
        s.answer(Answer::Battle(s.site(MOS_EISLEY)));
        let paying = |a: &Answer| matches!(a, Answer::PayByForceLoss);
        assert!(drive_until(&mut s, paying, 40), "{}", s.log());
        assert!(!s.has_option(Answer::Forfeit(old_ben)));
        if !savrip {
            assert!(!s.has_option(Answer::Forfeit(luke)));
            continue;
        }
        let owed = |s: &Scenario| match s.prompt() {
            Some(swccg_engine::decision::Prompt::Damage { battle_damage, .. }) if s.seat() == Some(Light) => i32::from(battle_damage),
            _ => 0,
        };
        let before = owed(&s);
        let value = s.q().forfeit(luke).expect("Luke has a forfeit value");
        s.answer(Answer::Forfeit(luke));
        assert_eq!(s.place(luke), Place::Pile(Pile::Lost));
        assert_eq!(owed(&s), (before - value).max(0), "{}", s.log());
    }
}

// ----- Restraining Bolt -----

/// Restraining Bolt deploys (free) on any droid at a site, the opponent's LIN-V8M included,
/// not on a Rebel Trooper.
fn card_1_38_restraining_bolt_deploys_on_any_droid() {
    let mut s = premiere()
        .extra(Light, card("1_38"))
        .site(Dark, MOS_EISLEY)
        .at(Light, "CZ-3 (Seezee-Three)", MOS_EISLEY)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .at(Dark, "LIN-V8M (Elleyein-Veeateemm)", MOS_EISLEY)
        .hand(Light, "Restraining Bolt")
        .phase(Light, Phase::Deploy)
        .build();
    let bolt = s.card(Light, "Restraining Bolt");
    assert_eq!(
        deploys_on(&s, bolt),
        vec!["CZ-3 (Seezee-Three)".to_string(), "LIN-V8M (Elleyein-Veeateemm)".to_string()]
    );
    let lin = s.card(Dark, "LIN-V8M (Elleyein-Veeateemm)");
    s.answer_with(|a| matches!(a, Answer::Deploy { card, to: Dest::On { card: b, .. } } if *card == bolt && *b == lin));
    assert_eq!(s.place(bolt), Place::On { card: lin });
}

/// The droid under a Restraining Bolt cannot move: CZ-3 at Mos Eisley may move to the Dune
/// Sea without it, not with it.
fn card_1_38_restraining_bolt_droid_cannot_move() {
    for bolted in [false, true] {
        let mut b = premiere()
            .extra(Light, card("1_38"))
            .site(Dark, MOS_EISLEY)
            .site(Light, DUNE_SEA)
            .at(Light, "CZ-3 (Seezee-Three)", MOS_EISLEY)
            .at(Light, "Rebel Trooper", DUNE_SEA)
            .fill(Light, Pile::Force, 2)
            .phase(Light, Phase::Move);
        if bolted {
            b = b.on(Light, "Restraining Bolt", "CZ-3 (Seezee-Three)");
        }
        let s = b.build();
        let droid = s.card(Light, "CZ-3 (Seezee-Three)");
        assert_eq!(s.has_option(Answer::Move { card: droid, to: s.site(DUNE_SEA) }), !bolted);
    }
}

/// The droid under a Restraining Bolt cannot utilize its game text: C-3PO present with a
/// Rebel Trooper adds 2 to Light's total power there, not with the bolt on him.
fn card_1_38_restraining_bolt_droid_cannot_utilize_its_game_text() {
    let power = |bolted: bool| {
        let mut b = premiere()
            .extra(Light, card("1_38"))
            .extra(Light, card("1_5"))
            .site(Dark, MOS_EISLEY)
            .at(Light, "C-3PO (See-Threepio)", MOS_EISLEY)
            .at(Light, "Rebel Trooper", MOS_EISLEY)
            .phase(Light, Phase::Deploy);
        if bolted {
            b = b.on(Light, "Restraining Bolt", "C-3PO (See-Threepio)");
        }
        let s = b.build();
        s.q().battle_power(Light, s.site(MOS_EISLEY))
    };
    assert_eq!(power(false), power(true) + 2);
}

/// In its owner's deploy phase the Restraining Bolt may be transferred, free, to another
/// droid at the same site (C-3PO beside CZ-3), not to one elsewhere (LIN-V8K at the Dune
/// Sea) nor back onto its own droid.
fn card_1_38_restraining_bolt_transfers_to_another_droid_at_same_site() {
    let mut s = premiere()
        .extra(Light, card("1_38"))
        .extra(Light, card("1_5"))
        .site(Dark, MOS_EISLEY)
        .site(Light, DUNE_SEA)
        .at(Light, "CZ-3 (Seezee-Three)", MOS_EISLEY)
        .on(Light, "Restraining Bolt", "CZ-3 (Seezee-Three)")
        .at(Light, "C-3PO (See-Threepio)", MOS_EISLEY)
        .at(Light, "LIN-V8K (Elleyein-Veeatekay)", DUNE_SEA)
        .hand(Light, "Rebel Trooper")
        .phase(Light, Phase::Deploy)
        .build();
    let bolt = s.card(Light, "Restraining Bolt");
    let threepio = s.card(Light, "C-3PO (See-Threepio)");
    let targets: Vec<TargetRef> = s
        .options()
        .into_iter()
        .filter_map(|a| match a {
            Answer::Use { card, target, .. } if card == bolt => Some(target),
            _ => None,
        })
        .collect();
    assert_eq!(targets, vec![TargetRef::Card(threepio)]);
    s.answer_with(|a| matches!(a, Answer::Use { card, .. } if *card == bolt));
    for _ in 0..4 {
        if s.place(bolt) == (Place::On { card: threepio }) || !s.has_option(Answer::Pass) || s.seat() == Some(Light) {
            break;
        }
        s.pass();
    }
    assert_eq!(s.place(bolt), Place::On { card: threepio }, "{}", s.log());
    assert!(s.saw(|w| matches!(w, What::Transferred { .. })));
}

// ----- Nabrun Leids -----

/// Nabrun Leids: Light picks its Rebel Trooper, then Luke, at the Dune Sea (not the Talz at
/// Mos Eisley, another site), and sends them to Jawa Camp (any other site); the destiny is 2
/// (Shistavanen Wolfman). With 2 Force Light pays and both are relocated there, and the
/// Interrupt goes to the Used Pile; with 1 Force it cannot pay: they stay and the Interrupt
/// goes to the Lost Pile.
fn card_1_97_nabrun_leids_transports_characters_of_one_site_for_destiny_force() {
    for force in [2, 1] {
        let mut s = premiere()
            .extra(Light, card("1_97"))
            .site(Light, DUNE_SEA)
            .site(Dark, MOS_EISLEY)
            .site(Light, JAWA_CAMP)
            .at(Light, "Rebel Trooper", DUNE_SEA)
            .at(Light, "Luke", DUNE_SEA)
            .at(Light, "Talz", MOS_EISLEY)
            .hand(Light, "Nabrun Leids")
            .reserve_top(Light, &["Shistavanen Wolfman"])
            .fill(Light, Pile::Force, force)
            .phase(Light, Phase::Control)
            .build();
        let nabrun = s.card(Light, "Nabrun Leids");
        let trooper = s.card(Light, "Rebel Trooper");
        let luke = s.card(Light, "Luke");
        let talz = s.card(Light, "Talz");
        let (dune, camp) = (s.site(DUNE_SEA), s.site(JAWA_CAMP));
        s.answer_with(|a| matches!(a, Answer::Play { card, .. } if *card == nabrun));
        assert!(drive_until(&mut s, |a| *a == Answer::Choose(trooper), 10), "{}", s.log());
        assert!(s.has_option(Answer::Choose(talz)), "any site's characters at first");
        s.answer(Answer::Choose(trooper));
        assert!(!s.has_option(Answer::Choose(talz)), "then only that site's");
        s.answer(Answer::Choose(luke));
        assert!(!s.has_option(Answer::ChooseLocation(dune)), "another site");
        assert!(s.has_option(Answer::ChooseLocation(s.site(MOS_EISLEY))));
        s.answer(Answer::ChooseLocation(camp));
        if force == 2 {
            assert!(drive_until(&mut s, |a| *a == Answer::Yes, 10), "{}", s.log());
            s.answer(Answer::Yes);
            assert_eq!(s.place(trooper), Place::At { location: camp });
            assert_eq!(s.place(luke), Place::At { location: camp });
            assert_eq!(s.place(talz), Place::At { location: s.site(MOS_EISLEY) });
            assert!(s.pile(Light, Pile::Force).is_empty(), "2 Force used");
            assert_eq!(s.place(nabrun), Place::Pile(Pile::Used));
        } else {
            for _ in 0..6 {
                if s.place(nabrun) == Place::Pile(Pile::Lost) || !s.has_option(Answer::Pass) {
                    break;
                }
                s.pass();
            }
            assert_eq!(s.place(nabrun), Place::Pile(Pile::Lost), "{}", s.log());
            assert_eq!(s.place(trooper), Place::At { location: dune });
            assert_eq!(s.pile(Light, Pile::Force).len(), 1);
        }
    }
}

/// Nabrun Leids may not be played during a battle: offered in Light's battle phase before
/// the battle, not once Light's battle at the Dune Sea is under way (Luke's Blaster keeps
/// Light's windows open in it; the battle's windows offer no any-time text either).
fn card_1_97_nabrun_leids_not_during_battle() {
    let mut s = premiere()
        .extra(Light, card("1_97"))
        .site(Light, DUNE_SEA)
        .site(Light, JAWA_CAMP)
        .at(Light, "Luke", DUNE_SEA)
        .on(Light, "Blaster", "Luke")
        .at(Dark, "Stormtrooper", DUNE_SEA)
        .hand(Light, "Nabrun Leids")
        .fill(Light, Pile::Force, 4)
        .phase(Light, Phase::Battle)
        .build();
    let nabrun = s.card(Light, "Nabrun Leids");
    let play = move |a: &Answer| matches!(a, Answer::Play { card, .. } if *card == nabrun);
    assert!(s.options().iter().any(play));
    s.answer(Answer::Battle(s.site(DUNE_SEA)));
    let mut asked = 0;
    for _ in 0..30 {
        if s.saw(|w| matches!(w, What::BattleEnded { .. })) {
            break;
        }
        asked += 1;
        assert!(!s.options().iter().any(play), "not during battle\n{}", s.log());
        answer_plainly(&mut s);
    }
    assert!(asked > 1, "decisions were asked during the battle");
}

// ----- Elis Helrot -----

/// Elis Helrot (Nabrun Leids' Dark twin): Dark sends its Stormtrooper from Mos Eisley to the
/// Jawa Camp for the destiny drawn (Tusken Raider, 2) in Force.
fn card_1_243_elis_helrot_transports_characters_of_one_site_for_destiny_force() {
    let mut s = premiere()
        .extra(Dark, card("1_243"))
        .site(Dark, MOS_EISLEY)
        .site(Light, DUNE_SEA)
        .site(Dark, JAWA_CAMP)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .hand(Dark, "Elis Helrot")
        .reserve_top(Dark, &["Tusken Raider"])
        .fill(Dark, Pile::Force, 3)
        .phase(Dark, Phase::Control)
        .build();
    let helrot = s.card(Dark, "Elis Helrot");
    let trooper = s.card(Dark, "Stormtrooper");
    let camp = s.site(JAWA_CAMP);
    s.answer_with(|a| matches!(a, Answer::Play { card, .. } if *card == helrot));
    assert!(drive_until(&mut s, |a| *a == Answer::ChooseLocation(camp), 10), "{}", s.log());
    s.answer(Answer::ChooseLocation(camp));
    assert!(drive_until(&mut s, |a| *a == Answer::Yes, 10), "{}", s.log());
    s.answer(Answer::Yes);
    assert_eq!(s.place(trooper), Place::At { location: camp });
    assert_eq!(s.pile(Dark, Pile::Force).len(), 1, "2 Force used");
}

// ----- Death Star, Kiffex, Revolution -----

/// Death Star: its parsec is where it is, from 0; hyperspeed 1: in Dark's move phase it moves
/// to parsec 1 (and may orbit Kuat there) but not to parsec 2.
fn card_2_143_death_star_moves_one_parsec_per_turn() {
    let mut s = premiere()
        .extra(Dark, card("2_143"))
        .extra(Dark, card("7_286")) // Kuat, parsec 1
        .extra(Dark, card("2_147")) // Kiffex, parsec 2
        .site(Dark, "Death Star")
        .site(Dark, "Kuat")
        .site(Dark, "Kiffex")
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Move)
        .build();
    let (ds, kuat) = (s.site("Death Star"), s.site("Kuat"));
    assert_eq!(s.q().parsec(ds), Some(0));
    let moves: Vec<(u8, Option<CardId>)> = s
        .options()
        .into_iter()
        .filter_map(|a| match a {
            Answer::MoveSystem { parsec, orbit, .. } => Some((parsec, orbit)),
            _ => None,
        })
        .collect();
    assert_eq!(moves, vec![(1, None), (1, Some(kuat))]);
    s.answer(Answer::MoveSystem {
        system: ds,
        parsec: 1,
        orbit: Some(kuat),
    });
    assert_eq!(s.q().parsec(ds), Some(1));
    assert_eq!(s.pile(Dark, Pile::Force).len(), 1);
}

/// Death Star: immune to Revolution — Light may deploy Revolution on Kuat beside it, not on
/// the Death Star, and is told why.
fn card_2_143_death_star_immune_to_revolution() {
    let s = premiere()
        .extra(Dark, card("2_143"))
        .extra(Dark, card("7_286"))
        .extra(Light, card("1_62"))
        .site(Dark, "Death Star")
        .site(Dark, "Kuat")
        .hand(Light, "Revolution")
        .fill(Light, Pile::Force, 3)
        .phase(Light, Phase::Deploy)
        .build();
    let (ds, kuat) = (s.site("Death Star"), s.site("Kuat"));
    let revolution = s.card(Light, "Revolution");
    assert_eq!(s.deploy_options_for(revolution), vec![Dest::At(kuat)]);
    assert_eq!(
        s.game.why_not(Light, revolution, Dest::At(ds)),
        Some(swccg_engine::WhyNot::ImmuneTo { card: ds })
    );
}

/// Death Star: as Dark's starting location, the Light Side takes the first turn.
fn card_2_143_death_star_starting_location_light_goes_first() {
    let mut game = crate::support::premiere_game_with(&["2_143"], &[], &[], &[], 5);
    crate::support::choose_starting_locations(&mut game, "Death Star", DUNE_SEA);
    assert_eq!(game.state().active, Light);
}

/// R3-T6 aboard a capital starship adds 1 to its power and 2 to its hyperspeed and makes it
/// immune to attrition < 4; at the Death Star: Central Core it makes the Death Star's
/// hyperspeed 2, so it may move two parsecs (one with R3-T6 elsewhere).
fn card_2_100_r3_t6() {
    let s = premiere()
        .extra(Dark, card("2_100"))
        .extra(Dark, card("1_301"))
        .extra(Dark, card("2_147"))
        .site(Dark, "Kiffex")
        .at(Dark, "Devastator", "Kiffex")
        .passenger(Dark, "R3-T6 (Arthree-Teesix)", "Devastator")
        .build();
    let devastator = s.card(Dark, "Devastator");
    let q = s.q();
    assert_eq!(q.power(devastator), 9 + 1);
    assert_eq!(q.stat(devastator, swccg_engine::script::Stat::Hyperspeed), 3 + 2);
    assert_eq!(q.immunity(devastator), 4);
    for (at_core, farthest) in [(true, 2), (false, 1)] {
        let mut b = premiere()
            .extra(Dark, card("2_100"))
            .extra(Dark, card("2_143"))
            .extra(Dark, card("1_283"))
            .extra(Dark, card("1_284"))
            .site(Dark, "Death Star")
            .site(Dark, "Death Star: Central Core")
            .site(Dark, "Death Star: Detention Block Corridor")
            .fill(Dark, Pile::Force, 2)
            .phase(Dark, Phase::Move);
        b = b.at(
            Dark,
            "R3-T6 (Arthree-Teesix)",
            if at_core {
                "Death Star: Central Core"
            } else {
                "Death Star: Detention Block Corridor"
            },
        );
        let s = b.build();
        let most = s
            .options()
            .into_iter()
            .filter_map(|a| match a {
                Answer::MoveSystem { parsec, .. } => Some(parsec),
                _ => None,
            })
            .max();
        assert_eq!(most, Some(farthest), "R3-T6 at the Central Core: {at_core}");
    }
}

/// Kiffex: each player occupying it with exactly 2 starships has total power +2 there — not
/// with 1 or 3 — even with the opponent there too (occupy, not control); then the Dark Side's
/// Tonnika Sisters anywhere are doubled (power 2 and forfeit 2 count 4).
fn card_2_147_kiffex_exactly_two_starships() {
    for ships in [1, 2, 3] {
        let mut b = premiere()
            .extra(Dark, card("1_195"))
            .site(Light, DUNE_SEA)
            .at(Dark, "Tonnika Sisters", DUNE_SEA)
            .extra(Dark, card("2_147"))
            .extra(Dark, card("2_155"))
            .extra(Dark, card("2_155"))
            .extra(Dark, card("2_155"))
            .extra(Light, card("1_140"))
            .extra(Light, card("1_140"))
            .site(Dark, "Kiffex")
            .at(Light, "Corellian Corvette", "Kiffex");
        for _ in 0..ships {
            b = b.at(Dark, "Victory-Class Star Destroyer", "Kiffex");
        }
        let s = b.build();
        let kiffex = s.site("Kiffex");
        let q = s.q();
        let total = |side| q.fold(Quantity::TotalPower, QTarget::Player(side, Some(kiffex)), 0);
        assert_eq!(total(Dark), if ships == 2 { 2 } else { 0 }, "{ships} ships");
        let sisters = s.card(Dark, "Tonnika Sisters");
        let factor = if ships == 2 { 2 } else { 1 };
        assert_eq!(q.power(sisters), 2 * factor);
        assert_eq!(q.forfeit(sisters), Some(2 * factor));
        assert_eq!(q.ability(sisters), 2 * factor);
        assert_eq!(q.stat(sisters, swccg_engine::script::Stat::Destiny), 2 * factor);
        assert_eq!(q.stat(sisters, swccg_engine::script::Stat::Deploy), 2 * factor);
        assert_eq!(total(Light), 0, "Light has one starship there");
    }
    let s = premiere()
        .extra(Dark, card("2_147"))
        .extra(Light, card("1_140"))
        .extra(Light, card("1_140"))
        .site(Dark, "Kiffex")
        .at(Light, "Corellian Corvette", "Kiffex")
        .at(Light, "Corellian Corvette", "Kiffex")
        .build();
    let kiffex = s.site("Kiffex");
    let q = s.q();
    assert_eq!(
        q.fold(Quantity::TotalPower, QTarget::Player(Light, Some(kiffex)), 0),
        2
    );
}

/// Revolution: for 3 Force (not 2) it deploys on a location, whose icons and texts switch
/// sides — Kashyyyk's 2 Dark icons become Light's, and its Dark text's drain +1 is Light's —
/// until Revolution leaves the table.
fn card_1_62_revolution_rotates_a_location() {
    for force in [3, 2] {
        let mut s = premiere()
            .extra(Dark, card("2_146"))
            .extra(Light, card("1_62"))
            .site(Dark, "Kashyyyk")
            .hand(Light, "Revolution")
            .hand(Light, "Tatooine: Dune Sea")
            .fill(Light, Pile::Force, force)
            .phase(Light, Phase::Deploy)
            .build();
        let kashyyyk = s.site("Kashyyyk");
        let revolution = s.card(Light, "Revolution");
        if force == 2 {
            assert!(s.deploy_options_for(revolution).is_empty());
            continue;
        }
        let icons = |s: &Scenario| (s.q().icons(Dark, kashyyyk), s.q().icons(Light, kashyyyk));
        let drain_bonus = |s: &Scenario, side: Side| {
            s.q().drain_amount(side, kashyyyk) - s.q().icons(side.opponent(), kashyyyk)
        };
        assert_eq!(icons(&s), (2, 1));
        assert_eq!((drain_bonus(&s, Dark), drain_bonus(&s, Light)), (1, 0));
        s.answer(Answer::Deploy {
            card: revolution,
            to: Dest::At(kashyyyk),
        });
        assert!(s.pile(Light, Pile::Force).is_empty());
        assert_eq!(icons(&s), (1, 2));
        assert_eq!((drain_bonus(&s, Dark), drain_bonus(&s, Light)), (0, 1));
        s.mutate(|cx| cx.leave_table(revolution, Pile::Lost));
        assert_eq!(icons(&s), (2, 1));
    }
}

// ----- Dejarik Hologameboard -----

/// 'Dejarik Rules' in effect (seed 004): the Hologameboard deploys from hand to a row of its
/// own, adjacent to no site, and afterwards no character deploys there, though one does to a
/// Tatooine site beside it.
fn card_2_63_dejarik_hologameboard_stands_alone_and_keeps_characters_away() {
    let mut s = premiere()
        .extra(Light, card("2_63"))
        .site(Dark, MOS_EISLEY)
        .hand(Light, "Dejarik Hologameboard")
        .hand(Light, "Rebel Trooper")
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .fill(Light, Pile::Force, 6)
        .phase(Light, Phase::Deploy)
        .build();
    let holo = s.card(Light, "Dejarik Hologameboard");
    let to = s.deploy_options_for(holo);
    assert_eq!(to.len(), 1, "{to:?}");
    s.answer(Answer::Deploy { card: holo, to: to[0] });
    let mos = s.site(MOS_EISLEY);
    let st = s.state();
    assert_eq!(st.neighbours(holo).count(), 0);
    assert!(!st.adjacent(holo, mos));
    let rebel = s.card_in_hand(Light, "Rebel Trooper");
    let options = s.deploy_options_for(rebel);
    assert!(options.contains(&Dest::At(mos)), "{options:?}");
    assert!(!options.contains(&Dest::At(holo)), "{options:?}");
}

/// "Site converted by Imperial Holotable": the opponent's Holotable deploys only on top of the
/// Hologameboard, taking its place.
fn card_2_63_dejarik_hologameboard_is_converted_by_the_imperial_holotable() {
    holosite_converts(
        Dark,
        ("2_145", "Imperial Holotable"),
        ("2_63", "Dejarik Hologameboard"),
    );
}

// ----- Imperial Holotable -----

/// "Site converted by Dejarik Hologameboard": the opponent's Hologameboard deploys only on
/// top of the Holotable, taking its place.
fn card_2_145_imperial_holotable_is_converted_by_the_dejarik_hologameboard() {
    holosite_converts(
        Light,
        ("2_63", "Dejarik Hologameboard"),
        ("2_145", "Imperial Holotable"),
    );
}

/// 'Dejarik Rules' in effect: no character deploys to the Holotable, though one does to a
/// Tatooine site.
fn card_2_145_imperial_holotable_keeps_characters_away() {
    let s = premiere()
        .extra(Dark, card("2_145"))
        .site(Dark, "Imperial Holotable")
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .hand(Dark, "Stormtrooper")
        .fill(Dark, Pile::Force, 6)
        .phase(Dark, Phase::Deploy)
        .build();
    let (holotable, mos) = (s.site("Imperial Holotable"), s.site(MOS_EISLEY));
    let trooper = s.card_in_hand(Dark, "Stormtrooper");
    let options = s.deploy_options_for(trooper);
    assert!(options.contains(&Dest::At(mos)), "{options:?}");
    assert!(!options.contains(&Dest::At(holotable)), "{options:?}");
}
}
