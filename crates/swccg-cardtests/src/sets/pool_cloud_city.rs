//! Tests of Cloud City (set 5) cards whose scripts were drafted by `holocron cards draft` and
//! reviewed. Each test is named `card_<GEMP id>_<what the text does>`.

use super::pool_hoth::play;
use super::pool_hoth::{drained, title, transit_costs};
use crate::support::{
    card, deploys_home_and_weaker_elsewhere, lost_in_battle, offered, pass_to_turn, premiere,
    titles_of,
};
use swccg_cards::Side::{self, Dark, Light};
use swccg_engine::CardId;
use swccg_engine::decision::Dest;
use swccg_engine::decision::{Prompt, TargetRef};
use swccg_engine::scenario::Scenario;
use swccg_engine::script::ast::{Rule, Stat};
use swccg_engine::{Answer, Phase, Pile, Place, What};

const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const JUNDLAND: &str = "Tatooine: Jundland Wastes";
const DUNE_SEA: &str = "Tatooine: Dune Sea";
const EAST_PLATFORM: &str = "Cloud City: East Platform (Docking Bay)";
const CORRIDOR: &str = "Cloud City: Lower Corridor";
const GUEST_QUARTERS: &str = "Cloud City: Guest Quarters";
const LIN_V8M: &str = "LIN-V8M (Elleyein-Veeateemm)";

/// The power of `side`'s `who` at `site` (put on table by `owner` with the Lower Corridor
/// `id`), armed with `saber` or not.
fn corridor_power(
    id: &str,
    owner: Side,
    side: Side,
    who: &str,
    saber: Option<&str>,
    site: &str,
) -> i32 {
    let mut b = premiere()
        .extra(owner, card(id))
        .extra(Dark, card("1_324"))
        .extra(Light, card("9_90"))
        .site(owner, CORRIDOR)
        .site(Dark, MOS_EISLEY)
        .at(side, who, site);
    if let Some(saber) = saber {
        b = b.on(side, saber, who);
    }
    let s = b.phase(Dark, Phase::Deploy).build();
    s.q().power(s.card(side, who))
}

/// Drives a battle to its end with plain answers: the values of `side`'s destiny draws.
fn destiny_values(s: &mut Scenario, side: Side) -> Vec<i32> {
    for _ in 0..40 {
        if s.saw(|w| matches!(w, What::BattleEnded { .. })) {
            break;
        }
        assert!(
            crate::support::answer_plainly(s),
            "nothing asked\n{}",
            s.log()
        );
    }
    s.seen()
        .filter_map(|w| match w {
            What::DestinyDrawn { player, value, .. } if *player == side => Some(*value),
            _ => None,
        })
        .collect()
}

const INCINERATOR: &str = "Cloud City: Incinerator";
const UTRIS: &str = "Trooper Utris M'toc";
const SCUM_EITHER: &str = "I Don't Need Their Scum, Either";

/// Dark's `attackers` (titles) battle Light's `defender` at the Guest Quarters, with I Don't
/// Need Their Scum, Either in Light's hand: the battle destiny its `mode` adds for Light, or
/// `None` when the mode is never offered.
fn scum_adds(attackers: &[&str], defender: &str, mode: u8) -> Option<i32> {
    let mut b = premiere()
        .extra(Light, card("5_51"))
        .extra(Light, card("5_5"))
        .extra(Light, card("5_80"))
        .extra(Dark, card("4_100"))
        .extra(Dark, card("5_91"))
        .site(Light, GUEST_QUARTERS)
        .at(Light, defender, GUEST_QUARTERS);
    for title in attackers {
        b = b.at(Dark, title, GUEST_QUARTERS);
    }
    let mut s = b
        .hand(Light, SCUM_EITHER)
        .fill(Dark, Pile::Force, 3)
        .fill(Light, Pile::Force, 3)
        .fill(Dark, Pile::Used, 5)
        .fill(Light, Pile::Used, 5)
        .phase(Dark, Phase::Battle)
        .build();
    let played = s.card(Light, SCUM_EITHER);
    s.answer(Answer::Battle(s.site(GUEST_QUARTERS)));
    let pick = move |a: &Answer| matches!(a, Answer::Play { card, mode: m, .. } if *card == played && *m == mode);
    if !crate::support::drive_until(&mut s, pick, 40) {
        return None;
    }
    s.answer_with(pick);
    Some(
        s.seen()
            .filter_map(|e| match e {
                What::BattleDestinyAdded {
                    player: Light,
                    count,
                } => Some(*count),
                _ => None,
            })
            .sum(),
    )
}

/// Clash Of Sabers (Light) and You Are Beaten (Dark), first text: `side`'s warrior armed
/// with a lightsaber at Mos Eisley; 2 Force targets an opponent's character there (not one
/// at Jundland), which then cannot move or battle; with 1 Force, or without the lightsaber,
/// it is not offered.
fn sabers_stop_a_character(side: Side, id: &str, title: &str) {
    let (warrior, saber, saber_id) = match side {
        Dark => ("Stormtrooper", "Vader's Lightsaber", "1_324"),
        Light => ("Rebel Trooper", "Luke's Lightsaber", "9_90"),
    };
    let foe = match side {
        Dark => "Rebel Trooper",
        Light => "Stormtrooper",
    };
    let build = |force: usize, armed: bool| {
        let mut b = premiere()
            .extra(side, card(id))
            .extra(side, card(saber_id))
            .site(Dark, MOS_EISLEY)
            .site(Dark, JUNDLAND)
            .at(side, warrior, MOS_EISLEY)
            .at(side.opponent(), foe, MOS_EISLEY)
            .at(side.opponent(), foe, JUNDLAND);
        if armed {
            b = b.on(side, saber, warrior);
        }
        b.hand(side, title)
            .fill(side, Pile::Force, force)
            .phase(side, Phase::Deploy)
            .build()
    };
    let s = build(1, true);
    let played = s.card(side, title);
    assert!(!s.options().iter().any(play(played, 0)), "needs 2 Force");
    let s = build(2, false);
    assert!(
        !s.options().iter().any(play(played, 0)),
        "needs the lightsaber"
    );
    let mut s = build(2, true);
    let foes = s.cards(side.opponent(), foe);
    let (here, away) = if s.place(foes[0])
        == (Place::At {
            location: s.site(MOS_EISLEY),
        }) {
        (foes[0], foes[1])
    } else {
        (foes[1], foes[0])
    };
    let targets = crate::support::play_targets(&s, played, 0);
    assert_eq!(targets, vec![TargetRef::Card(here)]);
    s.answer_with(play(played, 0));
    assert!(s.q().has_rule(here, Rule::CannotMove));
    assert!(s.q().has_rule(here, Rule::MayNotBattle));
    assert!(!s.q().has_rule(away, Rule::CannotMove));
    assert!(!s.q().has_rule(away, Rule::MayNotBattle));
}

/// The first text lasts until the end of the player's next turn: played in the player's own
/// turn T, through the opponent's turn T+1 and the player's turn T+2, gone in T+3; played in
/// the opponent's turn T, through the player's turn T+1, gone in T+2.
fn sabers_last_until_the_end_of_your_next_turn(side: Side, id: &str, title: &str) {
    let (warrior, saber, saber_id, foe) = match side {
        Dark => (
            "Stormtrooper",
            "Vader's Lightsaber",
            "1_324",
            "Rebel Trooper",
        ),
        Light => ("Rebel Trooper", "Luke's Lightsaber", "9_90", "Stormtrooper"),
    };
    for in_own_turn in [true, false] {
        let active = if in_own_turn { side } else { side.opponent() };
        let mut s = premiere()
            .extra(side, card(id))
            .extra(side, card(saber_id))
            .site(Dark, MOS_EISLEY)
            .at(side, warrior, MOS_EISLEY)
            .on(side, saber, warrior)
            .at(side.opponent(), foe, MOS_EISLEY)
            .hand(side, title)
            .fill(side, Pile::Force, 2)
            .phase(active, Phase::Deploy)
            .build();
        let played = s.card(side, title);
        let target = s.card(side.opponent(), foe);
        let first = s.state().turn;
        if !in_own_turn {
            // The opponent's window comes first; the interrupt answers when it passes.
            s.pass();
        }
        s.answer_with(play(played, 0));
        let last = if in_own_turn { first + 2 } else { first + 1 };
        for turn in first + 1..=last + 1 {
            pass_to_turn(&mut s, turn);
            let held = turn <= last;
            assert_eq!(
                s.q().has_rule(target, Rule::CannotMove),
                held,
                "played in {active:?}'s turn {first}, turn {turn}\n{}",
                s.log()
            );
            assert_eq!(s.q().has_rule(target, Rule::MayNotBattle), held);
        }
    }
}

/// The second text: 1 Force takes the named card `wanted` (GEMP id `wanted_id`) from the
/// Reserve Deck, nothing else.
fn sabers_take_a_card(side: Side, id: &str, title: &str, wanted_id: &str, wanted: &str) {
    let build = |force: usize| {
        premiere()
            .extra(side, card(id))
            .extra(side, card(wanted_id))
            .hand(side, title)
            .fill(side, Pile::Force, force)
            .hand(
                side,
                match side {
                    Dark => "Stormtrooper",
                    Light => "Rebel Trooper",
                },
            )
            .phase(side, Phase::Deploy)
            .build()
    };
    let s = build(0);
    let played = s.card(side, title);
    assert!(!s.options().iter().any(play(played, 1)), "needs 1 Force");
    let mut s = build(1);
    s.answer_with(play(played, 1));
    let it = s.card(side, wanted);
    assert_eq!(offered(&s), vec![it]);
    s.answer(Answer::Choose(it));
    assert_eq!(s.place(it), Place::Pile(Pile::Hand));
}

/// The third text cancels the named Effect `effect` (the opponent's, GEMP id `effect_id`)
/// and no other Effect.
fn sabers_cancel_an_effect(side: Side, id: &str, title: &str, effect_id: &str, effect: &str) {
    let other = match side {
        Dark => "Sai'torr Kal Fas",
        Light => "Macroscan",
    };
    let mut s = premiere()
        .extra(side, card(id))
        .extra(side.opponent(), card(effect_id))
        .on_table(side.opponent(), effect)
        .on_table(side.opponent(), other)
        .hand(side, title)
        .phase(side, Phase::Deploy)
        .build();
    let played = s.card(side, title);
    let it = s.card(side.opponent(), effect);
    let targets = crate::support::play_targets(&s, played, 2);
    assert_eq!(targets, vec![TargetRef::Card(it)]);
    s.answer_with(play(played, 2));
    assert_eq!(s.place(it), Place::Pile(Pile::Lost));
    assert!(s.place(s.card(side.opponent(), other)).on_table());
}

/// An interrupt's mode (`mode`) that uses 3 Force to take one card, `taken`, into hand from
/// the Reserve Deck: not offered with 2 Force; with 3 only `taken` is offered and it is taken.
fn takes_from_reserve_for_3(side: Side, ids: &[&str], interrupt: &str, mode: u8, taken: &str) {
    let build = |force| {
        let mut b = premiere();
        for id in ids {
            b = b.extra(side, card(id));
        }
        b.hand(side, interrupt)
            .fill(side, Pile::Force, force)
            .phase(side, Phase::Deploy)
            .build()
    };
    let s = build(2);
    let played = s.card(side, interrupt);
    assert!(!s.options().iter().any(play(played, mode)));
    let mut s = build(3);
    s.answer_with(play(played, mode));
    let card = s.card(side, taken);
    assert_eq!(offered(&s), vec![card]);
    s.answer(Answer::Choose(card));
    assert_eq!(s.place(card), Place::Pile(Pile::Hand));
    assert_eq!(s.pile(side, Pile::Force).len(), 0);
}

/// Who plays Weapon Levitation: its side, its id and the mode of its steal, the thief
/// (ability 4) and a character of ability 3 (id, title), and the opponent's two armed
/// characters (character, weapon: the first weapon deploys only on its bearer's persona, the
/// second on any warrior).
pub(crate) struct Levitation {
    pub side: Side,
    pub id: &'static str,
    pub mode: u8,
    pub thief: (&'static str, &'static str),
    pub weak: (&'static str, &'static str),
    pub persona: ((&'static str, &'static str), (&'static str, &'static str)),
    pub warrior: (&'static str, &'static str),
}

/// Dark's Weapon Levitation: Djas Puhr (ability 4) and General Tagge (3) facing Obi-Wan with
/// his lightsaber and a Rebel Trooper with a Blaster.
pub(crate) const DARK_LEVITATION: Levitation = Levitation {
    side: Dark,
    id: "5_160",
    mode: 1,
    thief: ("1_171", "Djas Puhr"),
    weak: ("1_178", "General Tagge"),
    persona: (
        ("1_21", "Obi-Wan Kenobi"),
        ("1_157", "Obi-Wan's Lightsaber"),
    ),
    warrior: ("Rebel Trooper", "Blaster"),
};

/// The cast at Mos Eisley; the player of Weapon Levitation (in hand, 4 Force) initiates a
/// battle there.
fn levitation_battle(c: &Levitation) -> Scenario {
    let (side, foe) = (c.side, c.side.opponent());
    let ((persona_id, persona), (saber_id, saber)) = c.persona;
    let mut s = premiere()
        .extra(side, card(c.id))
        .extra(side, card(c.thief.0))
        .extra(side, card(c.weak.0))
        .extra(foe, card(persona_id))
        .extra(foe, card(saber_id))
        .site(Dark, MOS_EISLEY)
        .at(side, c.thief.1, MOS_EISLEY)
        .at(side, c.weak.1, MOS_EISLEY)
        .at(foe, persona, MOS_EISLEY)
        .on(foe, saber, persona)
        .at(foe, c.warrior.0, MOS_EISLEY)
        .on(foe, c.warrior.1, c.warrior.0)
        .hand(side, "Weapon Levitation")
        .fill(side, Pile::Force, 4)
        .phase(side, Phase::Battle)
        .build();
    s.answer(Answer::Battle(s.site(MOS_EISLEY)));
    s
}

/// Weapon Levitation's thieves offered as the battle starts.
fn levitation_thieves(s: &Scenario, c: &Levitation) -> Vec<CardId> {
    let lev = s.card(c.side, "Weapon Levitation");
    s.options()
        .iter()
        .filter_map(|a| match a {
            Answer::Play {
                card,
                mode,
                target: TargetRef::Card(t),
                ..
            } if *card == lev && *mode == c.mode => Some(*t),
            _ => None,
        })
        .collect()
}

/// The thief of ability 4 may steal and the one of ability 3 may not; the opponent's
/// character weapons present are what it may take.
pub(crate) fn levitation_thief_needs_ability_above_3(c: &Levitation) {
    let mut s = levitation_battle(c);
    let (thief, weak) = (s.card(c.side, c.thief.1), s.card(c.side, c.weak.1));
    assert_eq!(levitation_thieves(&s, c), vec![thief], "{:?}", s.options());
    assert!(!levitation_thieves(&s, c).contains(&weak));
    let lev = s.card(c.side, "Weapon Levitation");
    s.answer_with(
        |a| matches!(a, Answer::Play { card, mode, .. } if *card == lev && *mode == c.mode),
    );
    let mut choices = offered(&s);
    choices.sort();
    let foe = c.side.opponent();
    let mut weapons = vec![s.card(foe, c.persona.1.1), s.card(foe, c.warrior.1)];
    weapons.sort();
    assert_eq!(choices, weapons);
}

/// The thief steals `weapon` (the persona's or the warrior's); then the battle goes on to the
/// weapons segment: whether the thief's player may fire the stolen weapon there. Checks that
/// the weapon moved onto the thief, plays as the thief's player's, and that the interrupt is
/// lost.
pub(crate) fn levitate(c: &Levitation, persona_weapon: bool) -> bool {
    let mut s = levitation_battle(c);
    let (lev, thief) = (
        s.card(c.side, "Weapon Levitation"),
        s.card(c.side, c.thief.1),
    );
    let title = if persona_weapon {
        c.persona.1.1
    } else {
        c.warrior.1
    };
    let stolen = s.card(c.side.opponent(), title);
    s.answer_with(|a| matches!(a, Answer::Play { card, mode, target: TargetRef::Card(t), .. } if *card == lev && *mode == c.mode && *t == thief));
    s.answer(Answer::Choose(stolen));
    assert_eq!(s.q().bearer(stolen), Some(thief));
    assert_eq!(s.q().owner(stolen), c.side);
    assert!(s.state().card(stolen).stolen);
    assert!(s.saw(|w| matches!(w, What::Stolen { card, by } if *card == stolen && *by == c.side)));
    assert!(
        s.saw(|w| matches!(w, What::CardMovedToPile { card, pile: Pile::Lost } if *card == lev))
    );
    // Pass every window until the thief's player may fire weapons (or the battle moves on).
    for _ in 0..12 {
        let opts = s.options();
        if opts.iter().any(|a| matches!(a, Answer::Fire { .. })) {
            return opts
                .iter()
                .any(|a| matches!(a, Answer::Fire { weapon, .. } if *weapon == stolen));
        }
        if !opts.contains(&Answer::Pass) {
            break;
        }
        s.pass();
    }
    false
}

/// Weapon Levitation (USED): takes a weapon of `side`'s Used Pile into hand, and only a
/// weapon (`weapon` and `other` are in the Used Pile).
pub(crate) fn levitation_takes_a_weapon(side: Side, id: &str, weapon: &str, other: &str) {
    let mut s = premiere()
        .extra(side, card(id))
        .site(Dark, MOS_EISLEY)
        .hand(side, "Weapon Levitation")
        .to_pile(side, weapon, Pile::Used)
        .to_pile(side, other, Pile::Used)
        .phase(side, Phase::Deploy)
        .build();
    let lev = s.card(side, "Weapon Levitation");
    s.answer_with(|a| matches!(a, Answer::Play { card, mode: 0, .. } if *card == lev));
    let taken = s.card(side, weapon);
    assert_eq!(offered(&s), vec![taken]);
    s.answer(Answer::Choose(taken));
    assert_eq!(s.place(taken), Place::Pile(Pile::Hand));
    assert!(
        s.saw(|w| matches!(w, What::CardMovedToPile { card, pile: Pile::Used } if *card == lev))
    );
}

crate::card_tests! {
fn card_5_95_cloud_city_trooper_deploys_only_on_cloud_city_and_is_weaker_elsewhere() {
    deploys_home_and_weaker_elsewhere(
        Dark,
        "5_95",
        "Cloud City Trooper",
        ("5_169", EAST_PLATFORM),
        (Dark, MOS_EISLEY),
        2,
    );
}

fn card_5_3_cloud_city_trooper_deploys_only_on_cloud_city_and_is_weaker_elsewhere() {
    deploys_home_and_weaker_elsewhere(
        Light,
        "5_3",
        "Cloud City Trooper",
        ("5_80", GUEST_QUARTERS),
        (Light, DUNE_SEA),
        2,
    );
}

fn card_5_169_east_platform_transit_costs_1_for_dark_2_for_light() {
    transit_costs(Dark, "5_169", 1, 2);
}

fn card_5_83_platform_327_transit_costs_2_for_dark_1_for_light() {
    transit_costs(Light, "5_83", 2, 1);
}

/// Dark's Lower Corridor: Dark's characters armed with a lightsaber are power +2 here (Vader,
/// power 4); not without one, not elsewhere, not Light's.
fn card_5_171_lower_corridor_dark_characters_with_lightsabers_power_2_more() {
    let saber = Some("Vader's Lightsaber");
    assert_eq!(corridor_power("5_171", Dark, Dark, "Vader", saber, CORRIDOR), 4 + 2);
    assert_eq!(corridor_power("5_171", Dark, Dark, "Vader", None, CORRIDOR), 4);
    assert_eq!(corridor_power("5_171", Dark, Dark, "Vader", saber, MOS_EISLEY), 4);
    let luke = corridor_power("5_171", Dark, Light, "Luke", Some("Luke's Lightsaber"), CORRIDOR);
    assert_eq!(luke, 2, "Light's character");
}

/// Light drains 1 - 1 here while controlling it; while Dark is here too, no -1.
fn card_5_171_lower_corridor_light_drains_1_less_when_controlling() {
    let b = premiere()
        .extra(Dark, card("5_171"))
        .site(Dark, CORRIDOR)
        .at(Light, "Rebel Trooper", CORRIDOR);
    assert_eq!(drained(b.clone(), Light, CORRIDOR), Some(0), "1 icon - 1");
    let s = b
        .at(Dark, "Stormtrooper", CORRIDOR)
        .phase(Light, Phase::Control)
        .build();
    assert_eq!(s.q().drain_amount(Light, s.site(CORRIDOR)), 1);
}

/// Light's Lower Corridor: Light's characters armed with a lightsaber are power +2 here (Luke,
/// power 2); not without one, not elsewhere, not Dark's.
fn card_5_82_lower_corridor_light_characters_with_lightsabers_power_2_more() {
    let saber = Some("Luke's Lightsaber");
    assert_eq!(corridor_power("5_82", Light, Light, "Luke", saber, CORRIDOR), 2 + 2);
    assert_eq!(corridor_power("5_82", Light, Light, "Luke", None, CORRIDOR), 2);
    assert_eq!(corridor_power("5_82", Light, Light, "Luke", saber, MOS_EISLEY), 2);
    let vader = corridor_power("5_82", Light, Dark, "Vader", Some("Vader's Lightsaber"), CORRIDOR);
    assert_eq!(vader, 4, "Dark's character");
}

/// Leia (deploy 3) deploys for 3 - 2 here: with 1 Force only here, not at the Dune Sea.
fn card_5_80_guest_quarters_leia_deploys_2_less_here() {
    for force in [1, 3] {
        let mut s = premiere()
            .extra(Light, card("5_80"))
            .extra(Light, card("1_17"))
            .site(Light, GUEST_QUARTERS)
            .site(Light, DUNE_SEA)
            .hand(Light, "Leia Organa")
            .fill(Light, Pile::Force, force)
            .phase(Light, Phase::Deploy)
            .build();
        let leia = s.card(Light, "Leia Organa");
        let here = s.site(GUEST_QUARTERS);
        let options = s.deploy_options_for(leia);
        assert!(options.contains(&Dest::At(here)), "{force} Force");
        assert_eq!(options.contains(&Dest::At(s.site(DUNE_SEA))), force == 3, "{force} Force");
        s.answer(Answer::Deploy {
            card: leia,
            to: Dest::At(here),
        });
        assert_eq!(s.pile(Light, Pile::Force).len(), force - 1, "3 - 2 Force used");
    }
}

/// Dark drains 2 - 1 here while controlling it; while Light is here too, no -1.
fn card_5_80_guest_quarters_dark_drains_1_less_when_controlling() {
    let b = premiere()
        .extra(Light, card("5_80"))
        .site(Light, GUEST_QUARTERS)
        .at(Dark, "Stormtrooper", GUEST_QUARTERS);
    assert_eq!(drained(b.clone(), Dark, GUEST_QUARTERS), Some(2 - 1));
    let s = b
        .at(Light, "Rebel Trooper", GUEST_QUARTERS)
        .phase(Dark, Phase::Control)
        .build();
    assert_eq!(s.q().drain_amount(Dark, s.site(GUEST_QUARTERS)), 2);
}

/// Vader's Cape deploys for 3 Force on one of your Imperials or aliens (a Stormtrooper, a
/// Jawa), not on a droid (LIN-V8M); with 2 Force it does not deploy.
fn card_5_126_vaders_cape_deploys_on_your_imperial_or_alien_for_3() {
    for force in [3, 2] {
        let mut s = premiere()
            .extra(Dark, card("5_126"))
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Stormtrooper", MOS_EISLEY)
            .at(Dark, "Jawa", MOS_EISLEY)
            .at(Dark, LIN_V8M, MOS_EISLEY)
            .at(Light, "Rebel Trooper", MOS_EISLEY)
            .hand(Dark, &title("5_126"))
            .fill(Dark, Pile::Force, force)
            .phase(Dark, Phase::Deploy)
            .build();
        let cape = s.card(Dark, &title("5_126"));
        let trooper = s.card(Dark, "Stormtrooper");
        let mut bearers: Vec<_> = s
            .deploy_options_for(cape)
            .into_iter()
            .map(|d| match d {
                Dest::On { card, .. } => card,
                other => panic!("{other:?}"),
            })
            .collect();
        bearers.sort();
        let mut expected = if force == 3 {
            vec![trooper, s.card(Dark, "Jawa")]
        } else {
            vec![]
        };
        expected.sort();
        assert_eq!(bearers, expected, "{force} Force");
        if force == 3 {
            s.answer_with(|a| matches!(a, Answer::Deploy { card, to: Dest::On { card: b, .. } } if *card == cape && *b == trooper));
            assert_eq!(s.place(cape), Place::On { card: trooper });
            assert_eq!(s.pile(Dark, Pile::Force).len(), 0);
        }
    }
}

/// The Cape's bearer is immune to attrition < 5; another Stormtrooper is not immune.
fn card_5_126_vaders_cape_bearer_immune_to_attrition_below_5() {
    let s = premiere()
        .extra(Dark, card("5_126"))
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .on(Dark, &title("5_126"), "Stormtrooper")
        .phase(Dark, Phase::Deploy)
        .build();
    let cape = s.card(Dark, &title("5_126"));
    let bearer = s.q().bearer(cape).expect("on a Stormtrooper");
    let other = s
        .cards(Dark, "Stormtrooper")
        .into_iter()
        .find(|&c| c != bearer && s.place(c).on_table())
        .expect("a second Stormtrooper");
    assert_eq!(s.q().immunity(bearer), 5);
    assert_eq!(s.q().immunity(other), 0);
}

/// While its bearer (Vader) battles, Dark's battle destiny draws are +1 (a Stormtrooper's 1
/// draws 2); with the Cape on a Stormtrooper away from the battle, 1.
fn card_5_126_vaders_cape_adds_1_to_battle_destiny_when_bearer_in_battle() {
    for (bearer, value) in [("Vader", 1 + 1), ("Stormtrooper", 1)] {
        let mut s = premiere()
            .extra(Dark, card("5_126"))
            .site(Dark, MOS_EISLEY)
            .site(Dark, JUNDLAND)
            .at(Dark, "Vader", MOS_EISLEY)
            .at(Dark, "Stormtrooper", JUNDLAND)
            .on(Dark, &title("5_126"), bearer)
            .at(Light, "Luke", MOS_EISLEY)
            .reserve_top(Dark, &["Stormtrooper"])
            .fill(Dark, Pile::Force, 2)
            .fill(Light, Pile::Used, 10)
            .phase(Dark, Phase::Battle)
            .build();
        s.answer(Answer::Battle(s.site(MOS_EISLEY)));
        assert_eq!(destiny_values(&mut s, Dark), vec![value], "Cape on {bearer}");
    }
}

/// Artoo, Come Back At Once!'s Used text takes Hero Of A Thousand Devices (and nothing else)
/// from the Reserve Deck.
fn card_5_33_artoo_come_back_at_once_takes_hero_of_a_thousand_devices() {
    let mut s = premiere()
        .extra(Light, card("5_33"))
        .extra(Light, card("5_25"))
        .hand(Light, "Artoo, Come Back At Once!")
        .phase(Light, Phase::Deploy)
        .build();
    let artoo = s.card(Light, "Artoo, Come Back At Once!");
    s.answer_with(play(artoo, 0));
    let hero = s.card(Light, "Hero Of A Thousand Devices");
    assert_eq!(offered(&s), vec![hero]);
    s.answer(Answer::Choose(hero));
    assert_eq!(s.place(hero), Place::Pile(Pile::Hand));
}

/// Artoo, Come Back At Once!'s first Lost text: when R2-D2 is lost, 1 Force retrieves him;
/// with no Force it is not offered.
fn card_5_33_artoo_come_back_at_once_retrieves_r2_d2_just_lost() {
    let title = "R2-D2 (Artoo-Detoo)";
    let interrupt = "Artoo, Come Back At Once!";
    let (without, _) = lost_in_battle(Light, &["5_33", "2_14"], title, &["Rebel Trooper"], interrupt, 0, 1);
    assert!(!without, "needs 1 Force");
    let (offered, mut s) = lost_in_battle(Light, &["5_33", "2_14"], title, &["Rebel Trooper"], interrupt, 1, 1);
    assert!(offered, "{}", s.log());
    let r2 = s.card(Light, title);
    assert_eq!(s.place(r2), Place::Pile(Pile::Lost));
    s.answer_with(play(s.card(Light, interrupt), 1));
    assert!(s.saw(|w| matches!(w, What::Retrieved { card, .. } if *card == r2)));
    assert_eq!(s.pile(Light, Pile::Force).len(), 0);
}

/// Artoo, Come Back At Once!'s second Lost text: 3 Force (not 2) takes R2-D2 from the
/// Reserve Deck.
fn card_5_33_artoo_come_back_at_once_takes_r2_d2_from_reserve_deck() {
    let (artoo, r2) = ("Artoo, Come Back At Once!", "R2-D2 (Artoo-Detoo)");
    takes_from_reserve_for_3(Light, &["5_33", "2_14"], artoo, 2, r2);
}

/// Double Back's first text: when a bounty hunter is lost, 1 Force retrieves a bounty hunter
/// from the Lost Pile; with no Force it is not offered.
fn card_5_136_double_back_retrieves_a_bounty_hunter_just_lost() {
    let (without, _) = lost_in_battle(Dark, &["5_136", "4_100"], "Dengar", &[], "Double Back", 0, 0);
    assert!(!without, "needs 1 Force");
    let (offered, mut s) = lost_in_battle(Dark, &["5_136", "4_100"], "Dengar", &[], "Double Back", 1, 0);
    assert!(offered, "{}", s.log());
    let dengar = s.card(Dark, "Dengar");
    assert_eq!(s.place(dengar), Place::Pile(Pile::Lost));
    s.answer_with(play(s.card(Dark, "Double Back"), 0));
    assert!(s.saw(|w| matches!(w, What::Retrieved { card, .. } if *card == dengar)));
    assert_eq!(s.pile(Dark, Pile::Force).len(), 0);
}

/// Double Back's second text: not offered when a non-bounty hunter is lost... and 3 Force
/// takes a bounty hunter (only) from the Reserve Deck; 2 Force is not enough.
fn card_5_136_double_back_takes_a_bounty_hunter_from_reserve_deck() {
    let (offered_for_trooper, _) =
        lost_in_battle(Dark, &["5_136"], "Stormtrooper", &[], "Double Back", 1, 0);
    assert!(!offered_for_trooper, "a Stormtrooper is no bounty hunter");
    takes_from_reserve_for_3(Dark, &["5_136", "4_100"], "Double Back", 1, "Dengar");
}

/// Point Man cancels one of the Effects it names (Scramble, Order To Engage), not another
/// Effect.
fn card_5_147_point_man_cancels_a_named_effect() {
    let mut s = premiere()
        .extra(Dark, card("5_147"))
        .extra(Light, card("4_37"))
        .extra(Light, card("4_30"))
        .on_table(Light, "Scramble")
        .on_table(Light, "Order To Engage")
        .on_table(Light, "Sai'torr Kal Fas")
        .hand(Dark, "Point Man")
        .phase(Dark, Phase::Deploy)
        .build();
    let point = s.card(Dark, "Point Man");
    let scramble = s.card(Light, "Scramble");
    let order = s.card(Light, "Order To Engage");
    let mut targets: Vec<TargetRef> = s
        .options()
        .into_iter()
        .filter_map(|a| match a {
            Answer::Play { card, target, .. } if card == point => Some(target),
            _ => None,
        })
        .collect();
    targets.sort_by_key(|t| format!("{t:?}"));
    let mut expected = vec![TargetRef::Card(scramble), TargetRef::Card(order)];
    expected.sort_by_key(|t| format!("{t:?}"));
    assert_eq!(targets, expected);
    s.answer(Answer::Play { card: point, mode: 0, target: TargetRef::Card(scramble), x: 0 });
    assert_eq!(s.place(scramble), Place::Pile(Pile::Lost));
    assert!(s.place(order).on_table());
}

/// Trooper Assault: as a battle starts at a site, Dark's troopers there are power +2 and
/// immune to attrition for the rest of the turn; not its Tusken Raider there, not a trooper
/// elsewhere.
fn card_5_159_trooper_assault_troopers_in_battle_power_2_and_immune() {
    let mut s = premiere()
        .extra(Dark, card("5_159"))
        .site(Dark, MOS_EISLEY)
        .site(Dark, JUNDLAND)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .at(Dark, "Tusken Raider", MOS_EISLEY)
        .at(Dark, "Stormtrooper", JUNDLAND)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .hand(Dark, "Trooper Assault")
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Battle)
        .build();
    let assault = s.card(Dark, "Trooper Assault");
    let troopers = s.cards(Dark, "Stormtrooper");
    let (here, away) = if s.place(troopers[0]) == (Place::At { location: s.site(MOS_EISLEY) }) {
        (troopers[0], troopers[1])
    } else {
        (troopers[1], troopers[0])
    };
    let tusken = s.card(Dark, "Tusken Raider");
    assert!(!s.options().iter().any(play(assault, 0)), "no battle yet");
    s.answer(Answer::Battle(s.site(MOS_EISLEY)));
    s.answer_with(play(assault, 0));
    assert_eq!(s.q().power(here), 1 + 2);
    assert_eq!(s.q().immunity(here), i32::MAX);
    assert_eq!(s.q().power(tusken), 1);
    assert_eq!(s.q().immunity(tusken), 0);
    assert_eq!(s.q().power(away), 1);
    assert_eq!(s.q().immunity(away), 0);
}

/// As Good As Gone: in Light's move phase, 2 Force returns Light's smuggler (Han) to hand;
/// a non-smuggler is no target, and the text is not offered in the deploy phase.
fn card_5_34_as_good_as_gone_returns_a_smuggler_to_hand() {
    let build = |phase, force| {
        premiere()
            .extra(Light, card("5_34"))
            .extra(Light, card("1_11"))
            .site(Dark, MOS_EISLEY)
            .site(Light, DUNE_SEA)
            .at(Light, "Han Solo", MOS_EISLEY)
            .at(Light, "Rebel Trooper", MOS_EISLEY)
            .hand(Light, "As Good As Gone")
            .hand(Light, "Rebel Guard")
            .fill(Light, Pile::Force, force)
            .phase(Light, phase)
            .build()
    };
    let s = build(Phase::Deploy, 2);
    assert_eq!(s.prompt(), Some(Prompt::Action { phase: Phase::Deploy }));
    let gone = s.card(Light, "As Good As Gone");
    assert!(!s.options().iter().any(play(gone, 0)), "move phase only");
    let s = build(Phase::Move, 1);
    assert_eq!(s.prompt(), Some(Prompt::Action { phase: Phase::Move }));
    assert!(!s.options().iter().any(play(gone, 0)), "needs 2 Force");
    let mut s = build(Phase::Move, 2);
    let han = s.card(Light, "Han Solo");
    let targets: Vec<TargetRef> = s
        .options()
        .into_iter()
        .filter_map(|a| match a {
            Answer::Play { card, target, .. } if card == gone => Some(target),
            _ => None,
        })
        .collect();
    assert_eq!(targets, vec![TargetRef::Card(han)]);
    s.answer_with(play(gone, 0));
    assert_eq!(s.place(han), Place::Pile(Pile::Hand));
    assert_eq!(s.pile(Light, Pile::Force).len(), 0);
}

/// Mandalorian Armor deploys for 3 Force on an Imperial or alien (not Vader, not a droid);
/// its bearer is power +2, armor 5 and immune to attrition < 3.
fn card_5_109_mandalorian_armor_power_2_armor_5_immune_below_3() {
    let s = premiere()
        .extra(Dark, card("5_109"))
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .at(Dark, "Tusken Raider", MOS_EISLEY)
        .at(Dark, "Vader", MOS_EISLEY)
        .at(Dark, LIN_V8M, MOS_EISLEY)
        .hand(Dark, "Mandalorian Armor")
        .fill(Dark, Pile::Force, 3)
        .phase(Dark, Phase::Deploy)
        .build();
    let armor = s.card(Dark, "Mandalorian Armor");
    let mut on: Vec<CardId> = s
        .deploy_options_for(armor)
        .into_iter()
        .filter_map(|d| match d {
            Dest::On { card, .. } => Some(card),
            _ => None,
        })
        .collect();
    on.sort();
    let mut expected = vec![s.card(Dark, "Stormtrooper"), s.card(Dark, "Tusken Raider")];
    expected.sort();
    assert_eq!(on, expected);
    let s2 = premiere()
        .extra(Dark, card("5_109"))
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .hand(Dark, "Mandalorian Armor")
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Deploy)
        .build();
    assert!(s2.deploy_options_for(s2.card(Dark, "Mandalorian Armor")).is_empty(), "costs 3");
    let mut s = s;
    let trooper = s.card(Dark, "Stormtrooper");
    s.answer_with(|a| matches!(a, Answer::Deploy { card, to: Dest::On { card: b, .. } } if *card == armor && *b == trooper));
    assert_eq!(s.place(armor), Place::On { card: trooper });
    assert_eq!(s.pile(Dark, Pile::Force).len(), 0, "used 3 Force");
    let s = premiere()
        .extra(Dark, card("5_109"))
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .on(Dark, "Mandalorian Armor", "Stormtrooper")
        .phase(Dark, Phase::Deploy)
        .build();
    let trooper = s.card(Dark, "Stormtrooper");
    assert_eq!(s.q().power(trooper), 1 + 2);
    assert_eq!(s.q().stat(trooper, Stat::Armor), 5);
    assert_eq!(s.q().immunity(trooper), 3);
}

/// Hopping Mad (on Light's droid): in Light's control phase, 1 Force takes one of the named
/// Interrupts (Droid Shutdown, We're Doomed) from the Reserve Deck, nothing else; not in
/// the deploy phase.
/// Hopping Mad deploys on one of Light's droids (CZ-3), not on a Rebel Trooper nor on Dark's
/// droid.
fn card_5_27_hopping_mad_deploys_on_your_droid() {
    let mut s = premiere()
        .extra(Light, card("5_27"))
        .site(Dark, MOS_EISLEY)
        .at(Light, "CZ-3 (Seezee-Three)", MOS_EISLEY)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .at(Dark, LIN_V8M, MOS_EISLEY)
        .hand(Light, "Hopping Mad")
        .fill(Light, Pile::Force, 3)
        .phase(Light, Phase::Deploy)
        .build();
    let mad = s.card(Light, "Hopping Mad");
    let cz3 = s.card(Light, "CZ-3 (Seezee-Three)");
    let on: Vec<CardId> = s
        .deploy_options_for(mad)
        .into_iter()
        .filter_map(|d| match d {
            Dest::On { card, .. } => Some(card),
            _ => None,
        })
        .collect();
    assert_eq!(on, vec![cz3]);
    s.answer_with(|a| matches!(a, Answer::Deploy { card, .. } if *card == mad));
    assert_eq!(s.place(mad), Place::On { card: cz3 });
}

fn card_5_27_hopping_mad_takes_a_named_interrupt() {
    let build = |phase| {
        premiere()
            .extra(Light, card("5_27"))
            .extra(Light, card("1_78"))
            .site(Dark, MOS_EISLEY)
            .at(Light, "CZ-3 (Seezee-Three)", MOS_EISLEY)
            .on(Light, "Hopping Mad", "CZ-3 (Seezee-Three)")
            .hand(Light, "Talz")
            .fill(Light, Pile::Force, 1)
            .phase(Light, phase)
            .build()
    };
    let use_text = |s: &swccg_engine::scenario::Scenario| {
        let mad = s.card(Light, "Hopping Mad");
        s.options()
            .into_iter()
            .find(|a| matches!(a, Answer::Use { card, .. } if *card == mad))
    };
    let s = build(Phase::Deploy);
    assert_eq!(s.prompt(), Some(Prompt::Action { phase: Phase::Deploy }));
    assert!(use_text(&s).is_none(), "control phase only");
    let mut s = build(Phase::Control);
    let a = use_text(&s).expect("offered in the control phase");
    s.answer(a);
    assert_eq!(s.pile(Light, Pile::Force).len(), 0, "used 1 Force");
    assert_eq!(titles_of(&s, &offered(&s)), vec!["Droid Shutdown", "We're Doomed"]);
    let doomed = s.card(Light, "We're Doomed");
    s.answer(Answer::Choose(doomed));
    assert_eq!(s.place(doomed), Place::Pile(Pile::Hand));
}
/// Cloud City: Incinerator (Dark's), Dark: while Dark controls it, in Dark's control phase,
/// 2 Force (not 1) retrieves a droid (not a Stormtrooper) from the Lost Pile.
fn card_5_170_incinerator_dark_retrieves_a_droid_for_2_force() {
    let build = |force: usize, contested: bool| {
        let mut b = premiere()
            .extra(Dark, card("5_170"))
            .site(Dark, INCINERATOR)
            .at(Dark, "Stormtrooper", INCINERATOR)
            .to_pile(Dark, LIN_V8M, Pile::Lost)
            .to_pile(Dark, "Stormtrooper", Pile::Lost)
            .fill(Dark, Pile::Force, force)
            .fill(Light, Pile::Used, 3);
        if contested {
            b = b.at(Light, "Rebel Trooper", INCINERATOR);
        }
        b.phase(Dark, Phase::Control).build()
    };
    let uses = |s: &Scenario| {
        let inc = s.site(INCINERATOR);
        s.options()
            .into_iter()
            .find(|a| matches!(a, Answer::Use { card, .. } if *card == inc))
    };
    assert!(uses(&build(1, false)).is_none(), "needs 2 Force");
    assert!(uses(&build(2, true)).is_none(), "needs control");
    let mut s = build(2, false);
    let a = uses(&s).expect("offered");
    s.answer(a);
    let droid = s.card(Dark, LIN_V8M);
    assert!(s.saw(|w| matches!(w, What::Retrieved { card, .. } if *card == droid)), "{}", s.log());
    assert_ne!(s.place(droid), Place::Pile(Pile::Lost));
    assert_eq!(s.pile(Dark, Pile::Lost).len(), 1, "the Stormtrooper stays");
    assert_eq!(s.pile(Dark, Pile::Force).len(), 0);
}

/// Cloud City: Incinerator (Dark's), Light: Light's drain there is 1 less (1 Dark icon - 1)
/// while Light controls it.
fn card_5_170_incinerator_light_drains_1_less_when_controlling() {
    let b = premiere()
        .extra(Dark, card("5_170"))
        .site(Dark, INCINERATOR)
        .at(Light, "Rebel Trooper", INCINERATOR);
    let s = b.clone().phase(Light, Phase::Control).build();
    // 1 Dark icon, less 1.
    assert_eq!(s.q().drain_amount(Light, s.site(INCINERATOR)), 0);
    let s = b.at(Dark, "Stormtrooper", INCINERATOR).phase(Light, Phase::Control).build();
    assert_eq!(s.q().drain_amount(Light, s.site(INCINERATOR)), 1, "not controlled");
}

/// Cloud City: Incinerator (Light's), Light: while Light occupies it (even with Dark there),
/// in Light's control phase, 3 Force (not 2) retrieves a droid from the Lost Pile.
fn card_5_81_incinerator_light_retrieves_a_droid_for_3_force() {
    let build = |force: usize, occupied: bool| {
        let mut b = premiere()
            .extra(Light, card("5_81"))
            .site(Light, INCINERATOR)
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Stormtrooper", INCINERATOR)
            .to_pile(Light, "CZ-3 (Seezee-Three)", Pile::Lost)
            .to_pile(Light, "Talz", Pile::Lost)
            .fill(Light, Pile::Force, force)
            .fill(Dark, Pile::Used, 3);
        b = if occupied {
            b.at(Light, "Rebel Trooper", INCINERATOR)
        } else {
            b.at(Light, "Rebel Trooper", MOS_EISLEY)
        };
        b.phase(Light, Phase::Control).build()
    };
    let uses = |s: &Scenario| {
        let inc = s.site(INCINERATOR);
        s.options()
            .into_iter()
            .find(|a| matches!(a, Answer::Use { card, .. } if *card == inc))
    };
    assert!(uses(&build(2, true)).is_none(), "needs 3 Force");
    assert!(uses(&build(3, false)).is_none(), "needs to occupy");
    let mut s = build(3, true);
    let a = uses(&s).expect("offered");
    s.answer(a);
    let droid = s.card(Light, "CZ-3 (Seezee-Three)");
    assert!(s.saw(|w| matches!(w, What::Retrieved { card, .. } if *card == droid)), "{}", s.log());
    assert_eq!(s.place(s.card(Light, "Talz")), Place::Pile(Pile::Lost), "Talz stays");
    assert_eq!(s.pile(Light, Pile::Force).len(), 0);
}

/// Cloud City: Incinerator (Light's), Dark: Dark's drain there is 1 less (1 Light icon - 1)
/// while Dark controls it without an Ugnaught; with its Ugnaught there, not.
fn card_5_81_incinerator_dark_drains_1_less_without_an_ugnaught() {
    let drain = |ugnaught: bool| {
        let mut b = premiere()
            .extra(Light, card("5_81"))
            .extra(Dark, card("5_105"))
            .site(Light, INCINERATOR)
            .at(Dark, "Stormtrooper", INCINERATOR);
        if ugnaught {
            b = b.at(Dark, "Ugnaught", INCINERATOR);
        }
        let s = b.phase(Dark, Phase::Control).build();
        s.q().drain_amount(Dark, s.site(INCINERATOR))
    };
    assert_eq!(drain(false), 0, "1 Light icon, less 1");
    assert_eq!(drain(true), 1);
}

/// Trooper Utris M'toc deploys only to Cloud City, free to the site of Light's Lando
/// (3 Force elsewhere).
fn card_5_10_utris_mtoc_deploys_free_with_lando_on_cloud_city() {
    let options = |force: usize| {
        let s = premiere()
            .extra(Light, card("5_10"))
            .extra(Light, card("5_5"))
            .extra(Light, card("5_80"))
            .extra(Dark, card("5_169"))
            .site(Light, GUEST_QUARTERS)
            .site(Dark, EAST_PLATFORM)
            .site(Dark, MOS_EISLEY)
            .at(Light, "Lando Calrissian", GUEST_QUARTERS)
            .hand(Light, UTRIS)
            .fill(Light, Pile::Force, force)
            .phase(Light, Phase::Deploy)
            .build();
        let mut to: Vec<String> = s
            .deploy_options_for(s.card(Light, UTRIS))
            .into_iter()
            .filter_map(|d| match d {
                Dest::At(l) => Some(s.game.title(l).to_string()),
                _ => None,
            })
            .collect();
        to.sort();
        to
    };
    assert_eq!(options(0), vec![GUEST_QUARTERS]);
    assert_eq!(options(2), vec![GUEST_QUARTERS]);
    assert_eq!(options(3), vec![EAST_PLATFORM, GUEST_QUARTERS]);
}

/// Trooper Utris M'toc is power +2 while defending a battle (2 + 2), not while attacking.
fn card_5_10_utris_mtoc_power_2_more_when_defending() {
    let power = |attacker: Side| {
        let mut s = premiere()
            .extra(Light, card("5_10"))
            .extra(Light, card("5_80"))
            .site(Light, GUEST_QUARTERS)
            .at(Light, UTRIS, GUEST_QUARTERS)
            .at(Dark, "Stormtrooper", GUEST_QUARTERS)
            .fill(attacker, Pile::Force, 2)
            .phase(attacker, Phase::Battle)
            .build();
        let utris = s.card(Light, UTRIS);
        assert_eq!(s.q().power(utris), 2, "no battle yet");
        s.answer(Answer::Battle(s.site(GUEST_QUARTERS)));
        s.q().power(utris)
    };
    assert_eq!(power(Dark), 2 + 2);
    assert_eq!(power(Light), 2);
}

/// Trooper Utris M'toc: Light's other Cloud City troopers at his site are forfeit +2 (3 + 2);
/// not Utris himself, not a Rebel Trooper there, not a Cloud City trooper elsewhere.
fn card_5_10_utris_mtoc_other_cloud_city_troopers_forfeit_2_more() {
    let s = premiere()
        .extra(Light, card("5_10"))
        .extra(Light, card("5_80"))
        .extra(Light, card("5_3"))
        .extra(Light, card("5_3"))
        .site(Light, GUEST_QUARTERS)
        .site(Dark, MOS_EISLEY)
        .at(Light, UTRIS, GUEST_QUARTERS)
        .at(Light, "Cloud City Trooper", GUEST_QUARTERS)
        .at(Light, "Cloud City Trooper", MOS_EISLEY)
        .at(Light, "Rebel Trooper", GUEST_QUARTERS)
        .phase(Light, Phase::Deploy)
        .build();
    let troopers = s.cards(Light, "Cloud City Trooper");
    let mut forfeits: Vec<(bool, Option<i32>)> = troopers
        .iter()
        .map(|&c| {
            let here = s.place(c) == (Place::At { location: s.site(GUEST_QUARTERS) });
            (here, s.q().forfeit(c))
        })
        .collect();
    forfeits.sort();
    assert_eq!(forfeits, vec![(false, Some(3)), (true, Some(3 + 2))]);
    assert_eq!(s.q().forfeit(s.card(Light, UTRIS)), Some(4));
    assert_eq!(s.q().forfeit(s.card(Light, "Rebel Trooper")), Some(2));
}

/// I Don't Need Their Scum, Either's Used text takes We Don't Need Their Scum (only) from
/// the Reserve Deck.
fn card_5_51_i_dont_need_their_scum_either_takes_we_dont_need_their_scum() {
    let mut s = premiere()
        .extra(Light, card("5_51"))
        .extra(Light, card("4_70"))
        .hand(Light, SCUM_EITHER)
        .phase(Light, Phase::Deploy)
        .build();
    s.answer_with(play(s.card(Light, SCUM_EITHER), 0));
    let scum = s.card(Light, "We Don't Need Their Scum");
    assert_eq!(offered(&s), vec![scum]);
    s.answer(Answer::Choose(scum));
    assert_eq!(s.place(scum), Place::Pile(Pile::Hand));
}

/// I Don't Need Their Scum, Either's Lost texts: a bounty hunter (Dengar) in a battle with
/// Light's Lando adds one battle destiny; Boba Fett adds two; no Lando or no bounty hunter,
/// none offered.
fn card_5_51_i_dont_need_their_scum_either_adds_destiny_with_lando_and_a_bounty_hunter() {
    assert_eq!(scum_adds(&["Dengar"], "Lando Calrissian", 1), Some(1));
    assert_eq!(scum_adds(&["Stormtrooper"], "Lando Calrissian", 1), None);
    assert_eq!(scum_adds(&["Dengar"], "Rebel Trooper", 1), None, "no Lando");
    assert_eq!(scum_adds(&["Boba Fett"], "Lando Calrissian", 2), Some(2));
    assert_eq!(scum_adds(&["Dengar"], "Lando Calrissian", 2), None);
}

fn card_5_38_clash_of_sabers_stops_a_character_present_with_your_armed_warrior() {
    sabers_stop_a_character(Light, "5_38", "Clash Of Sabers");
}

fn card_5_38_clash_of_sabers_lasts_until_the_end_of_your_next_turn() {
    sabers_last_until_the_end_of_your_next_turn(Light, "5_38", "Clash Of Sabers");
}

fn card_5_38_clash_of_sabers_takes_uncontrollable_fury() {
    sabers_take_a_card(Light, "5_38", "Clash Of Sabers", "5_29", "Uncontrollable Fury");
}

fn card_5_38_clash_of_sabers_cancels_presence_of_the_force() {
    sabers_cancel_an_effect(Light, "5_38", "Clash Of Sabers", "1_227", "Presence Of The Force");
}

fn card_5_163_you_are_beaten_stops_a_character_present_with_your_armed_warrior() {
    sabers_stop_a_character(Dark, "5_163", "You Are Beaten");
}

fn card_5_163_you_are_beaten_lasts_until_the_end_of_your_next_turn() {
    sabers_last_until_the_end_of_your_next_turn(Dark, "5_163", "You Are Beaten");
}

fn card_5_163_you_are_beaten_takes_i_am_your_father() {
    sabers_take_a_card(Dark, "5_163", "You Are Beaten", "5_118", "I Am Your Father");
}

fn card_5_163_you_are_beaten_cancels_uncontrollable_fury() {
    sabers_cancel_an_effect(Dark, "5_163", "You Are Beaten", "5_29", "Uncontrollable Fury");
}

/// Weapon Levitation (LOST): as a battle starts, Dark's character of ability 4 may be the
/// thief and the one of ability 3 may not; the character weapons present (Obi-Wan's
/// lightsaber, the trooper's Blaster) are what it may take.
fn card_5_160_weapon_levitation_thief_needs_ability_above_3() {
    levitation_thief_needs_ability_above_3(&DARK_LEVITATION);
}

/// Weapon Levitation (LOST): the stolen Blaster moves onto Djas Puhr and plays as Dark's; a
/// warrior may carry it, so Dark fires it in the weapons segment. The interrupt is lost.
fn card_5_160_weapon_levitation_steals_a_blaster_onto_the_thief() {
    assert!(levitate(&DARK_LEVITATION, false));
}

/// Seed 001 "Stealing weapons and devices": Obi-Wan's lightsaber, stolen by Djas Puhr, is
/// carried but never fired: it deploys only on Obi-Wan.
fn card_5_160_weapon_levitation_stolen_lightsaber_is_carried_not_used() {
    assert!(!levitate(&DARK_LEVITATION, true));
}

/// Weapon Levitation (USED): takes a weapon from the Used Pile into hand, and only a weapon.
fn card_5_160_weapon_levitation_used_takes_a_weapon_from_used_pile() {
    levitation_takes_a_weapon(Dark, "5_160", "Blaster Rifle", "Stormtrooper");
}
}
