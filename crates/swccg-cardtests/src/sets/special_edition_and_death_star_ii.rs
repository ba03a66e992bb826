//! Tests of more Special Edition (set 7) and Death Star II (set 9) cards. Each test is
//! named `card_<GEMP id>_<what the text does>`.

use super::pool_hoth::{drained, title};
use super::special_edition::{finish_battle, take_with_text};
use crate::support::{answer_plainly, play_targets};
use crate::support::{card, premiere};
use swccg_cards::Side::{self, Dark, Light};
use swccg_engine::decision::{Dest, TargetRef};
use swccg_engine::scenario::{Builder, Scenario};
use swccg_engine::script::Stat;
use swccg_engine::{Answer, Phase, Pile, Place, What};

const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const JUNDLAND: &str = "Tatooine: Jundland Wastes";
const DUNE_SEA: &str = "Tatooine: Dune Sea";
const DESERT: &str = "Tatooine: Desert";
const ECHO_BAY: &str = "Hoth: Echo Docking Bay";
const DS_BAY: &str = "Death Star: Docking Bay 327";
const EMPEROR: &str = "Emperor Palpatine";
const OVERSEEING: &str = "Overseeing It Personally";

/// Dark's Sandtrooper (or Stormtrooper) in hand, Tatooine: Mos Eisley, Tatooine: Desert,
/// Hoth: Echo Docking Bay and Death Star: Docking Bay 327 on table.
fn sandtrooper_table() -> Builder {
    premiere()
        .extra(Dark, card("7_201"))
        .extra(Dark, card("6_169"))
        .extra(Dark, card("3_147"))
        .site(Dark, MOS_EISLEY)
        .site(Dark, DESERT)
        .site(Dark, ECHO_BAY)
        .site(Dark, DS_BAY)
}

/// The Emperor at Jundland Wastes (Dark), Dune Sea (Light) and Echo Docking Bay (Dark) on
/// table, `drainer` at `site`; Overseeing It Personally on the Emperor if `effect`, Luke
/// with the Emperor if `rival`: what Dark drains at `site`.
fn overseeing_drain(effect: bool, drainer: &str, site: &str, rival: bool) -> Option<u8> {
    let mut b = premiere()
        .extra(Dark, card("9_130"))
        .extra(Dark, card("9_109"))
        .extra(Dark, card("3_147"))
        .site(Dark, JUNDLAND)
        .site(Light, DUNE_SEA)
        .site(Dark, ECHO_BAY)
        .at(Dark, EMPEROR, JUNDLAND)
        .at(Dark, drainer, site);
    if effect {
        b = b.on(Dark, OVERSEEING, EMPEROR);
    }
    if rival {
        b = b.at(Light, "Luke", JUNDLAND);
    }
    drained(b, Dark, site)
}

const DB94: &str = "Tatooine: Docking Bay 94";
const MOBILIZATION: &str = "Mobilization Points";

/// Dark's Docking Bay 94, Docking Bay 327 and Mos Eisley on table, the `standing` cards at
/// their sites: `side`'s Force generation with Mobilization Points on table less without.
fn mobilization_bonus(side: Side, standing: &[(Side, &str, &str)]) -> i32 {
    bay_bonus((Dark, "9_129"), side, standing)
}

/// Dark's Docking Bay 94, Docking Bay 327 and Mos Eisley on table, the `standing` cards at
/// their sites: `side`'s Force generation with `effect` (its owner, its GEMP id) on table
/// less without.
fn bay_bonus(effect: (Side, &str), side: Side, standing: &[(Side, &str, &str)]) -> i32 {
    let generation = |on_table: bool| {
        let mut b = premiere()
            .extra(effect.0, card(effect.1))
            .site(Dark, DB94)
            .site(Dark, DS_BAY)
            .site(Dark, MOS_EISLEY);
        for (owner, who, at) in standing {
            b = b.at(*owner, who, at);
        }
        if on_table {
            b = b.on_table(effect.0, &title(effect.1));
        }
        let s = b.phase(Dark, Phase::Control).build();
        s.q().generation(side)
    };
    generation(true) - generation(false)
}

/// `side`'s Effect (GEMP id) in hand deploys on table and nowhere else, and is then immune to
/// the opponent's Alter (`alter`, the opponent's GEMP id of it).
fn deploys_on_table_immune_to_alter(side: Side, id: &str, alter: &str) {
    let name = title(id);
    let mut s = premiere()
        .extra(side, card(id))
        .extra(side.opponent(), card(alter))
        .site(Dark, MOS_EISLEY)
        .hand(side, &name)
        .hand(side.opponent(), "Alter")
        .fill(side, Pile::Force, 3)
        .phase(side, Phase::Deploy)
        .build();
    let effect = s.card(side, &name);
    assert_eq!(s.deploy_options_for(effect), vec![Dest::Table]);
    s.answer(Answer::Deploy {
        card: effect,
        to: Dest::Table,
    });
    assert_eq!(s.place(effect), Place::Table);
    assert!(s.q().immune_to(effect, s.card(side.opponent(), "Alter")));
}

const NOT_MY_FAULT: &str = "It's Not My Fault!";

/// `initiator` initiates a battle at Mos Eisley (Dark's Stormtrooper against Light's Luke,
/// ability 3, and Han); a Rebel Trooper stands at Dune Sea; Light holds It's Not My Fault!
/// and `force` Force.
fn not_my_fault_battle(initiator: Side, force: usize) -> Scenario {
    let mut s = premiere()
        .extra(Light, card("7_93"))
        .extra(Light, card("1_11"))
        .site(Dark, MOS_EISLEY)
        .site(Light, DUNE_SEA)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .at(Light, "Luke", MOS_EISLEY)
        .at(Light, "Han Solo", MOS_EISLEY)
        .at(Light, "Rebel Trooper", DUNE_SEA)
        .hand(Light, NOT_MY_FAULT)
        .fill(Light, Pile::Force, force)
        .fill(Dark, Pile::Force, 2)
        .phase(initiator, Phase::Battle)
        .build();
    s.answer(Answer::Battle(s.site(MOS_EISLEY)));
    s
}

// ----- Staging Areas -----

const STAGING_AREAS: &str = "Staging Areas";
const STAR_CRUISER: &str = "Mon Calamari Star Cruiser";
/// A Star Cruiser's "Deploys only at Mon Calamari" (its Rebel Base clause aside): the clause
/// Staging Areas lets give way.
const ONLY_MON_CALAMARI: &str = "card 9_79 Mon Calamari Star Cruiser\ncard 9_76 Liberty\n  \
     deploy only to \"Mon Calamari\"\n";

crate::card_tests! {
// ----- Sandtrooper -----

/// Deploys only to Tatooine (Mos Eisley, Tatooine: Desert) and not to a Hoth or Death Star
/// site, where a Stormtrooper may deploy; it really deploys to Mos Eisley.
fn card_7_201_sandtrooper_deploys_only_to_tatooine_or_a_desert() {
    let mut s = sandtrooper_table()
        .hand(Dark, "Sandtrooper")
        .hand(Dark, "Stormtrooper")
        .fill(Dark, Pile::Force, 5)
        .phase(Dark, Phase::Deploy)
        .build();
    let trooper = s.card(Dark, "Sandtrooper");
    let (mos, desert) = (s.site(MOS_EISLEY), s.site(DESERT));
    let (echo, ds) = (s.site(ECHO_BAY), s.site(DS_BAY));
    let mut options = s.deploy_options_for(trooper);
    options.sort_by_key(|d| format!("{d:?}"));
    let mut expected = vec![Dest::At(mos), Dest::At(desert)];
    expected.sort_by_key(|d| format!("{d:?}"));
    assert_eq!(options, expected);
    let storm = s.card(Dark, "Stormtrooper");
    let storm_options = s.deploy_options_for(storm);
    assert!(storm_options.contains(&Dest::At(echo)) && storm_options.contains(&Dest::At(ds)));
    s.answer(Answer::Deploy { card: trooper, to: Dest::At(mos) });
    assert_eq!(s.place(trooper), Place::At { location: mos });
}

/// Power 2 on Tatooine, 1 at a Hoth site; immune to Sandwhirl anywhere (a Stormtrooper
/// beside it is not).
fn card_7_201_sandtrooper_power_1_less_off_tatooine_and_immune_to_sandwhirl() {
    for (site, power) in [(MOS_EISLEY, 2), (DESERT, 2), (ECHO_BAY, 1)] {
        let s = sandtrooper_table()
            .extra(Light, card("6_57"))
            .at(Dark, "Sandtrooper", site)
            .at(Dark, "Stormtrooper", site)
            .hand(Light, "Sandwhirl")
            .phase(Dark, Phase::Deploy)
            .build();
        let (trooper, storm) = (s.card(Dark, "Sandtrooper"), s.card(Dark, "Stormtrooper"));
        let whirl = s.card(Light, "Sandwhirl");
        assert_eq!(s.q().power(trooper), power, "at {site}");
        assert!(s.q().immune_to(trooper, whirl), "at {site}");
        assert!(!s.q().immune_to(storm, whirl), "at {site}");
    }
}

// ----- Overseeing It Personally -----

/// Deploys on the Emperor and on no other character (a Stormtrooper beside him).
fn card_9_130_overseeing_it_personally_deploys_on_the_emperor() {
    let mut s = premiere()
        .extra(Dark, card("9_130"))
        .extra(Dark, card("9_109"))
        .site(Dark, JUNDLAND)
        .at(Dark, EMPEROR, JUNDLAND)
        .at(Dark, "Stormtrooper", JUNDLAND)
        .hand(Dark, OVERSEEING)
        .fill(Dark, Pile::Force, 3)
        .phase(Dark, Phase::Deploy)
        .build();
    let effect = s.card(Dark, OVERSEEING);
    let emperor = s.card(Dark, EMPEROR);
    let options = s.deploy_options_for(effect);
    assert_eq!(options.len(), 1, "{options:?}");
    assert!(matches!(options[0], Dest::On { card, .. } if card == emperor));
    s.answer(Answer::Deploy { card: effect, to: options[0] });
    assert_eq!(s.place(effect), Place::On { card: emperor });
}

/// With the Emperor at a battleground site Dark controls, Dark's drains at related sites
/// with an Imperial are +1 (Dune Sea, 1 -> 2); not with only a Jawa there, not at a Hoth
/// site, not while Luke contests the Emperor's site, not without the Effect.
fn card_9_130_overseeing_it_personally_drains_plus_1_at_related_sites_with_an_imperial() {
    assert_eq!(overseeing_drain(true, "Stormtrooper", DUNE_SEA, false), Some(2));
    assert_eq!(overseeing_drain(false, "Stormtrooper", DUNE_SEA, false), Some(1));
    assert_eq!(overseeing_drain(true, "Jawa", DUNE_SEA, false), Some(1));
    assert_eq!(overseeing_drain(true, "Stormtrooper", DUNE_SEA, true), Some(1));
    assert_eq!(
        overseeing_drain(true, "Stormtrooper", ECHO_BAY, false),
        overseeing_drain(false, "Stormtrooper", ECHO_BAY, false)
    );
    assert!(overseeing_drain(false, "Stormtrooper", ECHO_BAY, false).is_some());
}

// ----- Mobilization Points -----

/// Deploys on table from hand; immune to Alter.
fn card_9_129_mobilization_points_deploys_on_table_immune_to_alter() {
    deploys_on_table_immune_to_alter(Dark, "9_129", "12_54");
}

/// Dark's generation is +2 at a docking bay it controls, +1 at one it only occupies (Luke
/// there too), +4 with two controlled bays; nothing for a non-bay site or for Light.
fn card_9_129_mobilization_points_generation_at_docking_bays_you_occupy_or_control() {
    let storm = |at| (Dark, "Stormtrooper", at);
    assert_eq!(mobilization_bonus(Dark, &[storm(DB94)]), 2);
    assert_eq!(mobilization_bonus(Dark, &[storm(DB94), (Light, "Luke", DB94)]), 1);
    assert_eq!(mobilization_bonus(Dark, &[storm(DB94), storm(DS_BAY)]), 4);
    assert_eq!(mobilization_bonus(Dark, &[storm(MOS_EISLEY)]), 0);
    assert_eq!(mobilization_bonus(Dark, &[(Light, "Luke", DB94)]), 0);
    assert_eq!(mobilization_bonus(Light, &[(Light, "Luke", DB94)]), 0);
}

/// Once per game takes Kuat (a listed system) or the Executor (not an Executor site, not a
/// Stormtrooper) into hand from the Reserve Deck; reshuffles.
fn card_9_129_mobilization_points_takes_a_listed_system_or_executor_once_per_game() {
    let b = premiere()
        .extra(Dark, card("9_129"))
        .extra(Dark, card("7_286"))
        .extra(Dark, card("4_167"))
        .extra(Dark, card("7_282"))
        .on_table(Dark, MOBILIZATION);
    let (titles, _) = take_with_text(b, Dark, MOBILIZATION, "Kuat");
    assert_eq!(titles, vec!["Executor".to_string(), "Kuat".to_string()]);
}

// ----- It's Not My Fault! -----

/// When Dark initiates a battle, Light uses 3 Force (Luke's ability) to make Luke immune to
/// attrition for the battle; the Rebel Trooper elsewhere is no target; after the battle
/// Luke is not immune any more.
fn card_7_93_its_not_my_fault_pays_ability_for_immunity_this_battle() {
    let mut s = not_my_fault_battle(Dark, 3);
    let fault = s.card(Light, NOT_MY_FAULT);
    let (luke, han) = (s.card(Light, "Luke"), s.card(Light, "Han Solo"));
    let mut targets = play_targets(&s, fault, 0);
    targets.sort_by_key(|t| format!("{t:?}"));
    let mut expected = vec![TargetRef::Card(luke), TargetRef::Card(han)];
    expected.sort_by_key(|t| format!("{t:?}"));
    assert_eq!(targets, expected);
    s.answer_with(|a| matches!(a, Answer::Play { card, target: TargetRef::Card(t), .. } if *card == fault && *t == luke));
    assert_eq!(s.pile(Light, Pile::Force).len(), 0, "3 Force used");
    assert_eq!(s.q().immunity(luke), i32::MAX);
    assert_eq!(s.q().immunity(han), 0);
    finish_battle(&mut s);
    assert_eq!(s.q().immunity(luke), 0, "for the battle only");
}

/// Han is free: with 2 Force he becomes immune and the 2 Force stay; Luke (ability 3) needs
/// 3 Force, so with 2 only Han may be chosen.
fn card_7_93_its_not_my_fault_free_for_han() {
    let s = not_my_fault_battle(Dark, 2);
    let fault = s.card(Light, NOT_MY_FAULT);
    let han = s.card(Light, "Han Solo");
    assert_eq!(play_targets(&s, fault, 0), vec![TargetRef::Card(han)]);
    let mut s = not_my_fault_battle(Dark, 2);
    let fault = s.card(Light, NOT_MY_FAULT);
    s.answer_with(|a| matches!(a, Answer::Play { card, target: TargetRef::Card(t), .. } if *card == fault && *t == han));
    assert_eq!(s.pile(Light, Pile::Force).len(), 2, "free for Han");
    assert_eq!(s.q().immunity(han), i32::MAX);
    assert_eq!(s.place(fault), Place::Pile(Pile::Used));
}

/// Not playable when Light itself initiates the battle.
fn card_7_93_its_not_my_fault_only_when_opponent_initiates() {
    let mut s = not_my_fault_battle(Light, 3);
    let fault = s.card(Light, NOT_MY_FAULT);
    let mut asked = 0;
    for _ in 0..60 {
        assert!(play_targets(&s, fault, 0).is_empty(), "{}", s.log());
        if s.seat() == Some(Light) {
            asked += 1;
        }
        if s.saw(|w| matches!(w, What::BattleEnded { .. })) || !answer_plainly(&mut s) {
            break;
        }
    }
    assert!(asked > 0, "Light was asked during the battle");
}

// ----- Staging Areas -----

/// Deploys on table from hand; immune to Alter.
fn card_9_40_staging_areas_deploys_on_table_immune_to_alter() {
    deploys_on_table_immune_to_alter(Light, "9_40", "1_234");
}

/// Light's generation is +2 at a docking bay it controls, +1 at one it only occupies (a
/// Stormtrooper there too), +4 with two controlled bays; nothing for a non-bay site or for
/// Dark.
fn card_9_40_staging_areas_generation_at_docking_bays_you_occupy_or_control() {
    let staging = (Light, "9_40");
    let rebel = |at| (Light, "Rebel Trooper", at);
    assert_eq!(bay_bonus(staging, Light, &[rebel(DB94)]), 2);
    assert_eq!(bay_bonus(staging, Light, &[rebel(DB94), (Dark, "Stormtrooper", DB94)]), 1);
    assert_eq!(bay_bonus(staging, Light, &[rebel(DB94), rebel(DS_BAY)]), 4);
    assert_eq!(bay_bonus(staging, Light, &[rebel(MOS_EISLEY)]), 0);
    assert_eq!(bay_bonus(staging, Light, &[(Dark, "Stormtrooper", DB94)]), 0);
    assert_eq!(bay_bonus(staging, Dark, &[(Dark, "Stormtrooper", DB94)]), 0);
}

/// A non-unique Star Cruiser that deploys only at Mon Calamari is deploy -1 (8 -> 7) and may
/// also deploy to Tatooine, a battleground system where Red 1 (a Rebel starship) is; not to
/// Kessel (battleground, no Rebel starship) nor Dantooine (Gold 1 there, not a battleground).
/// Without Staging Areas, Mon Calamari only; the unique Liberty keeps its cost and its clause.
fn card_9_40_staging_areas_star_cruisers_deploy_less_and_beside_rebel_starships() {
    let dests = |effect: bool, ship: &str| {
        let mut b = premiere()
            .script(ONLY_MON_CALAMARI)
            .extra(Light, card("9_40"))
            .extra(Light, card("9_79"))
            .extra(Light, card("9_76"))
            .extra(Light, card("9_59"))
            .extra(Light, card("1_127"))
            .extra(Light, card("1_126"))
            .extra(Light, card("1_122"))
            .extra(Light, card("1_144"))
            .extra(Light, card("1_141"))
            .site(Light, "Mon Calamari")
            .site(Light, "Tatooine")
            .site(Light, "Kessel")
            .site(Light, "Dantooine")
            .at(Light, "Red 1", "Tatooine")
            .at(Light, "Gold 1", "Dantooine")
            .hand(Light, ship)
            .fill(Light, Pile::Force, 9);
        if effect {
            b = b.on_table(Light, STAGING_AREAS);
        }
        let s = b.phase(Light, Phase::Deploy).build();
        let card = s.card(Light, ship);
        let mut names: Vec<String> = s
            .deploy_options_for(card)
            .into_iter()
            .map(|d| match d {
                Dest::At(l) => s.q().bp(l).title.clone(),
                other => format!("{other:?}"),
            })
            .collect();
        names.sort();
        (names, s.q().stat(card, Stat::Deploy))
    };
    let mon_cal = vec!["Mon Calamari".to_string()];
    let both = vec!["Mon Calamari".to_string(), "Tatooine".to_string()];
    assert_eq!(dests(true, STAR_CRUISER), (both, 7));
    assert_eq!(dests(false, STAR_CRUISER), (mon_cal.clone(), 8));
    assert_eq!(dests(true, "Liberty"), (mon_cal.clone(), 8));
}
}
