//! Tests of Hoth (set 3) cards whose scripts were drafted by `holocron cards draft` and
//! reviewed. Each test is named `card_<GEMP id>_<what the text does>`.
//!
//! The helpers here (`title`, `drained`, `transit_costs`) serve the other `pool_*` modules
//! too.

use crate::support::{card, premiere};
use swccg_cards::Side::{self, Dark, Light};
use swccg_engine::decision::{Dest, LossSource};
use swccg_engine::scenario::Builder;
use swccg_engine::{Answer, CardId, Phase, Pile, Place, What};

const PERIMETER: &str = "Hoth: Defensive Perimeter (3rd Marker)";
const ECHO_BAY: &str = "Hoth: Echo Docking Bay";
const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const DUNE_SEA: &str = "Tatooine: Dune Sea";
const DB94: &str = "Tatooine: Docking Bay 94";
const SNOW_TRENCH: &str = "Hoth: Snow Trench (2nd Marker)";
const SURVIVAL_GEAR: &str = "Hoth Survival Gear";
const WAR_ROOM: &str = "Hoth: Echo Command Center (War Room)";

/// A card's title as the engine holds it (without the uniqueness dots).
pub(crate) fn title(id: &str) -> String {
    card(id).title().trim_start_matches('•').to_string()
}

pub(crate) fn play(card: CardId, mode: u8) -> impl Fn(&Answer) -> bool {
    move |a| matches!(a, Answer::Play { card: c, mode: m, .. } if *c == card && *m == mode)
}

pub(crate) fn use_text(card: CardId) -> impl Fn(&Answer) -> bool {
    move |a| matches!(a, Answer::Use { card: c, .. } if *c == card)
}

/// Starts `side`'s control phase on the table `b` prepares and initiates a Force drain at
/// `site`: the amount drained, or `None` when no drain may be initiated there. The opponent
/// loses the Force from the top of the Used Pile.
pub(crate) fn drained(b: Builder, side: Side, site: &str) -> Option<u8> {
    let mut s = b
        .fill(side.opponent(), Pile::Used, 6)
        .fill(side, Pile::Force, 2)
        .phase(side, Phase::Control)
        .build();
    let at = s.site(site);
    if !s.has_option(Answer::ForceDrain(at)) {
        return None;
    }
    s.answer(Answer::ForceDrain(at));
    for _ in 0..20 {
        if let Some(amount) = s.seen().find_map(|w| match w {
            What::ForceDrainResolved { location, amount } if *location == at => Some(*amount),
            _ => None,
        }) {
            return Some(amount);
        }
        let options = s.options();
        let next = options
            .iter()
            .copied()
            .find(|a| *a == Answer::LoseFrom(LossSource::Top(Pile::Used)))
            .or_else(|| options.iter().copied().find(|a| *a == Answer::Pass));
        match next {
            Some(a) => {
                s.answer(a);
            }
            None => break,
        }
    }
    panic!("the drain at {site} did not resolve\n{}", s.log());
}

/// A docking bay (`id`, put on table by `owner`): each player's docking bay transit from it
/// to Docking Bay 94 costs exactly `dark` and `light` Force (a Stormtrooper, a Rebel Trooper
/// moving), paid when moving; with one Force less the transit is not offered.
pub(crate) fn transit_costs(owner: Side, id: &str, dark: usize, light: usize) {
    transit_cost_of(owner, id, Dark, None, "Stormtrooper", dark);
    transit_cost_of(owner, id, Light, None, "Rebel Trooper", light);
}

/// The docking bay transit of `side`'s `mover` (of the premiere deck, or the card `mover_id`)
/// from the docking bay `id` (put on table by `owner`) to Docking Bay 94 costs exactly `cost`
/// Force, paid when moving; with one Force less the transit is not offered.
pub(crate) fn transit_cost_of(
    owner: Side,
    id: &str,
    side: Side,
    mover_id: Option<&str>,
    mover: &str,
    cost: usize,
) {
    let bay = title(id);
    for force in [cost, cost.saturating_sub(1)] {
        let mut b = premiere().extra(owner, card(id));
        if let Some(m) = mover_id {
            b = b.extra(side, card(m));
        }
        let mut s = b
            .site(owner, &bay)
            .site(Dark, DB94)
            .at(side, mover, &bay)
            .fill(side, Pile::Force, force)
            .phase(side, Phase::Move)
            .build();
        let (from, to) = (s.site(&bay), s.site(DB94));
        assert_eq!(
            s.q().transit_cost(side, from) as usize,
            cost,
            "{side} {mover} from {bay}"
        );
        let mover = s.card(side, mover);
        let transit = Answer::Transit { card: mover, to };
        if force < cost {
            assert!(!s.has_option(transit), "{side} with {force} Force");
            continue;
        }
        s.answer(transit);
        assert_eq!(s.place(mover), Place::At { location: to });
        assert_eq!(
            s.pile(side, Pile::Force).len(),
            0,
            "{side} used {cost} Force"
        );
    }
}

/// A Dark Stormtrooper armed with an Imperial Blaster fires at a Rebel Trooper at `site`
/// (Light's Dune Sea, or `site` put on table by Dark): the weapon destiny drawn (a
/// Stormtrooper's destiny, 1) and whether the Rebel Trooper (defense value 1) was hit.
fn blaster_destiny(extra: &str, site: &str) -> (i32, bool) {
    let mut b = premiere().extra(Dark, card(extra));
    b = if site == DUNE_SEA {
        b.site(Light, site)
    } else {
        b.site(Dark, site)
    };
    let mut s = b
        .at(Dark, "Stormtrooper", site)
        .on(Dark, "Imperial Blaster", "Stormtrooper")
        .at(Light, "Rebel Trooper", site)
        .fill(Dark, Pile::Force, 3)
        .reserve_top(Dark, &["Stormtrooper"])
        .phase(Dark, Phase::Battle)
        .build();
    let blaster = s.card(Dark, "Imperial Blaster");
    let target = s.card(Light, "Rebel Trooper");
    s.answer(Answer::Battle(s.site(site)));
    s.answer(Answer::Fire {
        weapon: blaster,
        target,
    });
    let value = s
        .seen()
        .find_map(|w| match w {
            What::DestinyDrawn {
                player: Dark,
                value,
                ..
            } => Some(*value),
            _ => None,
        })
        .expect("a weapon destiny was drawn");
    (value, s.saw(|w| matches!(w, What::TargetHit { .. })))
}

/// Plays Imperial Supply's `mode` with an empty Force Pile, losing the Force from the Used
/// Pile: the Force Pile afterwards, the Lost Pile afterwards and where the interrupt went.
fn imperial_supply(mode: u8) -> (usize, usize, Place) {
    let mut s = premiere()
        .extra(Dark, card("3_128"))
        .hand(Dark, "Imperial Supply")
        .fill(Dark, Pile::Used, 3)
        .phase(Dark, Phase::Deploy)
        .build();
    let supply = s.card(Dark, "Imperial Supply");
    assert_eq!(s.pile(Dark, Pile::Force).len(), 0);
    s.answer_with(play(supply, mode));
    while s.has_option(Answer::LoseFrom(LossSource::Top(Pile::Used))) {
        s.answer(Answer::LoseFrom(LossSource::Top(Pile::Used)));
    }
    (
        s.pile(Dark, Pile::Force).len(),
        s.pile(Dark, Pile::Lost).len(),
        s.place(supply),
    )
}

/// A site (`id`, put on table by `owner`) whose text adds one battle destiny for `side` when
/// `side` initiates a battle there: the battle destinies added when `side` initiates there
/// (one), when `side` initiates elsewhere (none), and when the other player initiates there
/// (none). Luke and Vader face each other.
pub(crate) fn adds_a_battle_destiny_when_initiating_here(owner: Side, id: &str, side: Side) {
    let site = title(id);
    let added = |initiator: Side, at: &str| {
        let mut s = premiere()
            .extra(owner, card(id))
            .site(owner, &site)
            .site(Dark, MOS_EISLEY)
            .at(Light, "Luke", at)
            .at(Dark, "Vader", at)
            .fill(initiator, Pile::Force, 2)
            .fill(Dark, Pile::Used, 5)
            .fill(Light, Pile::Used, 5)
            .phase(initiator, Phase::Battle)
            .build();
        s.answer(Answer::Battle(s.site(at)));
        for _ in 0..40 {
            if s.saw(|w| matches!(w, What::BattleEnded { .. })) {
                break;
            }
            crate::support::answer_plainly(&mut s);
        }
        s.seen()
            .filter_map(|w| match w {
                What::BattleDestinyAdded { player, count } => Some((*player, *count)),
                _ => None,
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(added(side, &site), vec![(side, 1)]);
    assert_eq!(added(side, MOS_EISLEY), vec![]);
    assert_eq!(added(side.opponent(), &site), vec![]);
}

/// Death Squadron at Tatooine with Dark's Devastator there (a Stormtrooper and an Imperial
/// Pilot aboard as passengers) and a Stormtrooper at Mos Eisley; Dark's move phase with
/// `force` Force and a Jawa by an Ubrikkian at the Jawa Camp (a free boarding keeps the phase
/// open).
fn death_squadron_fleet(force: usize) -> swccg_engine::scenario::Scenario {
    premiere()
        .extra(Dark, card("3_100"))
        .extra(Dark, card("1_289"))
        .extra(Dark, card("1_301"))
        .extra(Dark, card("1_180"))
        .extra(Dark, card("1_310"))
        .site(Dark, "Tatooine")
        .site(Dark, MOS_EISLEY)
        .site(Dark, "Tatooine: Jawa Camp")
        .at(Dark, "Jawa", "Tatooine: Jawa Camp")
        .at(Dark, "Ubrikkian 9000 Z001", "Tatooine: Jawa Camp")
        .at(Dark, "Death Squadron", "Tatooine")
        .at(Dark, "Devastator", "Tatooine")
        .passenger(Dark, "Imperial Pilot", "Devastator")
        .passenger(Dark, "Stormtrooper", "Devastator")
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .fill(Dark, Pile::Force, force)
        .phase(Dark, Phase::Move)
        .build()
}

crate::card_tests! {
/// Rug Hug (first text): with Luke and Chewie in a battle together it adds two battle
/// destiny; with Luke and a Rebel Trooper it is not offered.
fn card_3_49_rug_hug_adds_two_battle_destiny_for_luke_and_chewie() {
    use crate::support::defending_alone_adds;
    assert_eq!(defending_alone_adds(Light, "3_49", &["2_3"], &["Luke", "Chewbacca"], 0), Some(2));
    assert_eq!(defending_alone_adds(Light, "3_49", &[], &["Luke", "Rebel Trooper"], 0), None);
}

/// Rug Hug (second text): with a Rebel and an alien of Light's in a battle together (a Rebel
/// Trooper and Talz), Light's total power is exactly 4 more; with two Rebels it is not
/// offered.
fn card_3_49_rug_hug_adds_4_to_power_for_a_rebel_and_an_alien() {
    const DUNE_SEA: &str = "Tatooine: Dune Sea";
    let light_total = |with: &str, played: bool| {
        let mut s = premiere()
            .extra(Light, card("3_49"))
            .site(Light, DUNE_SEA)
            .at(Light, "Rebel Trooper", DUNE_SEA)
            .at(Light, with, DUNE_SEA)
            .at(Dark, "Stormtrooper", DUNE_SEA)
            .hand(Light, "Rug Hug")
            .fill(Dark, Pile::Force, 2)
            .fill(Dark, Pile::Used, 8)
            .fill(Light, Pile::Used, 8)
            .phase(Dark, Phase::Battle)
            .build();
        let hug = s.card(Light, "Rug Hug");
        s.answer(Answer::Battle(s.site(DUNE_SEA)));
        let offered = crate::support::drive_until(&mut s, play(hug, 1), 30);
        if !offered {
            return None;
        }
        if played {
            s.answer_with(play(hug, 1));
        }
        super::special_edition::finish_battle(&mut s);
        s.seen().find_map(|w| match w {
            What::BattleTotals { light, .. } => Some(*light),
            _ => None,
        })
    };
    let without = light_total("Talz", false).expect("offered");
    assert_eq!(light_total("Talz", true), Some(without + 4));
    assert_eq!(light_total("Rebel Guard", true), None, "no alien");
}

/// Dark's Defensive Perimeter: Dark's weapon destiny draws here are +1 (1 + 1 = 2 beats the
/// defense value 1); at the Dune Sea the same shot draws 1 and misses.
fn card_3_144_defensive_perimeter_dark_adds_1_to_weapon_destiny_here() {
    assert_eq!(blaster_destiny("3_144", PERIMETER), (2, true));
    assert_eq!(blaster_destiny("3_144", DUNE_SEA), (1, false));
    let s = premiere()
        .extra(Dark, card("3_144"))
        .site(Dark, PERIMETER)
        .phase(Dark, Phase::Deploy)
        .build();
    assert_eq!(s.q().weapon_destiny_bonus(Light, s.site(PERIMETER)), 0, "Dark's only");
}

/// Dark drains 1 + 1 here while controlling it; while Light is here too, no +1.
fn card_3_144_defensive_perimeter_dark_drains_1_more_when_controlling() {
    let b = premiere()
        .extra(Dark, card("3_144"))
        .site(Dark, PERIMETER)
        .at(Dark, "Stormtrooper", PERIMETER);
    assert_eq!(drained(b.clone(), Dark, PERIMETER), Some(1 + 1));
    let s = b
        .at(Light, "Rebel Trooper", PERIMETER)
        .phase(Dark, Phase::Control)
        .build();
    assert_eq!(s.q().drain_amount(Dark, s.site(PERIMETER)), 1);
}

/// Light's troopers here are forfeit -1; not elsewhere, not Light's non-troopers, not Dark's
/// troopers.
fn card_3_144_defensive_perimeter_light_troopers_forfeit_1_less_here() {
    let s = premiere()
        .extra(Dark, card("3_144"))
        .site(Dark, PERIMETER)
        .site(Light, DUNE_SEA)
        .at(Light, "Rebel Trooper", PERIMETER)
        .at(Light, "Rebel Trooper", DUNE_SEA)
        .at(Light, "Talz", PERIMETER)
        .at(Dark, "Stormtrooper", PERIMETER)
        .phase(Light, Phase::Deploy)
        .build();
    let q = s.q();
    let here = s.site(PERIMETER);
    let troopers = s.cards(Light, "Rebel Trooper");
    let forfeits: Vec<(bool, Option<i32>)> = troopers[..2]
        .iter()
        .map(|&t| (s.state().location_of(t) == Some(here), q.forfeit(t)))
        .collect();
    assert!(forfeits.contains(&(true, Some(2 - 1))), "{forfeits:?}");
    assert!(forfeits.contains(&(false, Some(2))), "{forfeits:?}");
    assert_eq!(q.forfeit(s.card(Light, "Talz")), Some(4), "not a trooper");
    assert_eq!(q.forfeit(s.card(Dark, "Stormtrooper")), Some(2), "Dark's trooper");
}

/// Light's Defensive Perimeter: Dark drains 1 + 1 here while controlling it.
fn card_3_56_defensive_perimeter_dark_drains_1_more_when_controlling() {
    let b = premiere()
        .extra(Light, card("3_56"))
        .site(Light, PERIMETER)
        .at(Dark, "Stormtrooper", PERIMETER);
    assert_eq!(drained(b.clone(), Dark, PERIMETER), Some(1 + 1));
    let s = b
        .at(Light, "Rebel Trooper", PERIMETER)
        .phase(Dark, Phase::Control)
        .build();
    assert_eq!(s.q().drain_amount(Dark, s.site(PERIMETER)), 1);
}

/// Light's Echo Base Troopers deploy for 2 - 1 here: with 1 Force only here (not at the Echo
/// Docking Bay, another Hoth site), and deploying uses that 1 Force.
fn card_3_56_defensive_perimeter_echo_base_troopers_deploy_1_less_here() {
    for force in [1, 2] {
        let mut s = premiere()
            .extra(Light, card("3_56"))
            .extra(Dark, card("3_147"))
            .extra(Light, card("3_6"))
            .site(Light, PERIMETER)
            .site(Dark, ECHO_BAY)
            .hand(Light, "Echo Base Trooper")
            .fill(Light, Pile::Force, force)
            .phase(Light, Phase::Deploy)
            .build();
        let trooper = s.card(Light, "Echo Base Trooper");
        let (here, bay) = (s.site(PERIMETER), s.site(ECHO_BAY));
        let mut options = s.deploy_options_for(trooper);
        options.sort_by_key(|d| matches!(d, Dest::At(l) if *l == bay));
        let expected = if force == 1 {
            vec![Dest::At(here)]
        } else {
            vec![Dest::At(here), Dest::At(bay)]
        };
        assert_eq!(options, expected, "{force} Force");
        s.answer(Answer::Deploy {
            card: trooper,
            to: Dest::At(here),
        });
        assert_eq!(s.pile(Light, Pile::Force).len(), force - 1);
    }
}

/// Light drains 1 + 1 here while controlling it.
fn card_3_56_defensive_perimeter_light_drains_1_more_when_controlling() {
    let b = premiere()
        .extra(Light, card("3_56"))
        .site(Light, PERIMETER)
        .at(Light, "Rebel Trooper", PERIMETER);
    assert_eq!(drained(b.clone(), Light, PERIMETER), Some(1 + 1));
    let s = b
        .at(Dark, "Stormtrooper", PERIMETER)
        .phase(Light, Phase::Control)
        .build();
    assert_eq!(s.q().drain_amount(Light, s.site(PERIMETER)), 1);
}

fn card_3_147_echo_docking_bay_transit_costs_2_for_dark_1_for_light() {
    transit_costs(Dark, "3_147", 2, 1);
}

/// USED: lose 1 Force, activate 2; the interrupt goes to the Used Pile.
fn card_3_128_imperial_supply_used_loses_1_to_activate_2() {
    assert_eq!(imperial_supply(0), (2, 1, Place::Pile(Pile::Used)));
}

/// LOST: lose 1 Force, activate 4; the interrupt goes to the Lost Pile with the lost Force.
fn card_3_128_imperial_supply_lost_loses_1_to_activate_4() {
    assert_eq!(imperial_supply(1), (4, 2, Place::Pile(Pile::Lost)));
}

/// Snowtrooper deploys only on Hoth; it is power 2 at a Hoth site, 2 - 1 elsewhere.
fn card_3_91_snowtrooper_deploys_only_on_hoth_and_is_weaker_elsewhere() {
    crate::support::deploys_home_and_weaker_elsewhere(
        Dark,
        "3_91",
        "Snowtrooper",
        ("3_144", PERIMETER),
        (Dark, MOS_EISLEY),
        2,
    );
}

/// Echo Base Trooper deploys only on Hoth; it is power 2 at a Hoth site, 2 - 1 elsewhere.
fn card_3_6_echo_base_trooper_deploys_only_on_hoth_and_is_weaker_elsewhere() {
    crate::support::deploys_home_and_weaker_elsewhere(
        Light,
        "3_6",
        "Echo Base Trooper",
        ("3_56", PERIMETER),
        (Light, DUNE_SEA),
        2,
    );
}

/// Tactical Support: lose 1 Force to take up to three troopers (and only troopers) from the
/// Reserve Deck; a fourth is never offered.
fn card_3_136_tactical_support_takes_up_to_three_troopers() {
    let mut s = premiere()
        .extra(Dark, card("3_136"))
        .hand(Dark, "Tactical Support")
        .fill(Dark, Pile::Used, 3)
        .phase(Dark, Phase::Deploy)
        .build();
    let support = s.card(Dark, "Tactical Support");
    let life = s.life_force(Dark);
    s.answer_with(play(support, 0));
    if s.has_option(Answer::LoseFrom(LossSource::Top(Pile::Used))) {
        s.answer(Answer::LoseFrom(LossSource::Top(Pile::Used)));
    }
    assert_eq!(s.life_force(Dark), life - 1, "lost 1 Force");
    // The troopers of Dark's deck; the Reserve Deck holds other characters too (Tusken
    // Raiders, Jawas, Vader).
    let troopers: Vec<CardId> = s
        .pile(Dark, Pile::Reserve)
        .iter()
        .copied()
        .filter(|&c| {
            ["Death Star Trooper", "Imperial Trooper Guard", "Stormtrooper"]
                .contains(&s.game.title(c))
        })
        .collect();
    assert!(s.pile(Dark, Pile::Reserve).iter().any(|&c| s.game.title(c) == "Tusken Raider"));
    assert_eq!(
        crate::support::titles_of(&s, &crate::support::offered(&s)),
        crate::support::titles_of(&s, &troopers),
        "troopers only"
    );
    let mut taken = Vec::new();
    for _ in 0..3 {
        let next = *crate::support::offered(&s)
            .iter()
            .find(|c| !taken.contains(*c))
            .expect("a trooper offered");
        s.answer(Answer::Choose(next));
        taken.push(next);
    }
    assert!(crate::support::offered(&s).is_empty(), "no fourth trooper");
    for c in taken {
        assert_eq!(s.place(c), Place::Pile(Pile::Hand));
    }
}

/// Snow Trench, Light: Light's weapon destiny draws here are +1; Dark's are not.
fn card_3_63_snow_trench_light_adds_1_to_weapon_destiny_here() {
    let s = premiere()
        .extra(Light, card("3_63"))
        .site(Light, SNOW_TRENCH)
        .site(Dark, MOS_EISLEY)
        .phase(Dark, Phase::Deploy)
        .build();
    assert_eq!(s.q().weapon_destiny_bonus(Light, s.site(SNOW_TRENCH)), 1);
    assert_eq!(s.q().weapon_destiny_bonus(Dark, s.site(SNOW_TRENCH)), 0);
    assert_eq!(s.q().weapon_destiny_bonus(Light, s.site(MOS_EISLEY)), 0);
}

/// Snow Trench, Dark: Dark's Force generation is exactly 1 more while Dark controls the site;
/// not while Light is there too.
fn card_3_63_snow_trench_dark_generates_1_more_when_controlling() {
    let generation = |light_too: bool, trooper: bool| {
        let mut b = premiere()
            .extra(Light, card("3_63"))
            .site(Light, SNOW_TRENCH);
        if trooper {
            b = b.at(Dark, "Stormtrooper", SNOW_TRENCH);
        }
        if light_too {
            b = b.at(Light, "Rebel Trooper", SNOW_TRENCH);
        }
        let s = b.phase(Dark, Phase::Deploy).build();
        s.q().generation(Dark)
    };
    let base = generation(true, true);
    assert_eq!(generation(false, true), base + 1);
    assert_eq!(generation(false, false), base, "not controlled");
}

/// Hoth Survival Gear deploys on a Rebel or a warrior (not on a non-warrior alien or droid);
/// on Hoth its bearer is power +1 and forfeit +1, elsewhere not.
fn card_3_30_hoth_survival_gear_power_and_forfeit_1_more_on_hoth() {
    let s = premiere()
        .extra(Light, card("3_30"))
        .extra(Light, card("3_63"))
        .site(Light, SNOW_TRENCH)
        .at(Light, "Rebel Trooper", SNOW_TRENCH)
        .at(Light, "Shistavanen Wolfman", SNOW_TRENCH)
        .at(Light, "Talz", SNOW_TRENCH)
        .at(Light, "CZ-3 (Seezee-Three)", SNOW_TRENCH)
        .hand(Light, SURVIVAL_GEAR)
        .fill(Light, Pile::Force, 2)
        .phase(Light, Phase::Deploy)
        .build();
    let gear = s.card(Light, SURVIVAL_GEAR);
    let mut on: Vec<CardId> = s
        .deploy_options_for(gear)
        .into_iter()
        .filter_map(|d| match d {
            Dest::On { card, .. } => Some(card),
            _ => None,
        })
        .collect();
    on.sort();
    let mut expected = vec![
        s.card(Light, "Rebel Trooper"),
        s.card(Light, "Shistavanen Wolfman"),
    ];
    expected.sort();
    assert_eq!(on, expected);
    let mut s = s;
    let trooper = s.card(Light, "Rebel Trooper");
    s.answer_with(|a| matches!(a, Answer::Deploy { card, to: Dest::On { card: b, .. } } if *card == gear && *b == trooper));
    assert_eq!(s.place(gear), Place::On { card: trooper });
    assert_eq!(s.pile(Light, Pile::Force).len(), 2, "no deploy cost printed: free");
    for (site, bonus) in [(SNOW_TRENCH, 1), (MOS_EISLEY, 0)] {
        let s = premiere()
            .extra(Light, card("3_30"))
            .extra(Light, card("3_63"))
            .site(Light, SNOW_TRENCH)
            .site(Dark, MOS_EISLEY)
            .at(Light, "Rebel Trooper", site)
            .on(Light, SURVIVAL_GEAR, "Rebel Trooper")
            .phase(Light, Phase::Deploy)
            .build();
        let trooper = s.card(Light, "Rebel Trooper");
        assert_eq!(s.q().power(trooper), 1 + bonus, "at {site}");
        assert_eq!(s.q().forfeit(trooper), Some(2 + bonus), "at {site}");
    }
}

/// Hoth Survival Gear: on Hoth its bearer is immune to Ice Storm (and Frostbite, Exposure);
/// off Hoth, and without the gear, not.
fn card_3_30_hoth_survival_gear_immune_to_ice_storm_on_hoth() {
    for (site, gear, immune) in [(SNOW_TRENCH, true, true), (MOS_EISLEY, true, false), (SNOW_TRENCH, false, false)] {
        let mut b = premiere()
            .extra(Light, card("3_30"))
            .extra(Light, card("3_63"))
            .extra(Dark, card("3_104"))
            .site(Light, SNOW_TRENCH)
            .site(Dark, MOS_EISLEY)
            .on_table(Dark, "Ice Storm")
            .at(Light, "Rebel Trooper", site);
        if gear {
            b = b.on(Light, SURVIVAL_GEAR, "Rebel Trooper");
        }
        let s = b.phase(Light, Phase::Deploy).build();
        let trooper = s.card(Light, "Rebel Trooper");
        let storm = s.card(Dark, "Ice Storm");
        assert_eq!(s.q().immune_to(trooper, storm), immune, "at {site}, gear {gear}");
    }
}
/// Echo Command Center, Light: while Light controls it with X leaders there, Light's total
/// power is +X in battles at Hoth sites (2 with Dutch and Red Leader); not at a non-Hoth
/// site, not while Dark is at the War Room too.
fn card_3_57_war_room_light_total_power_plus_leaders_at_hoth() {
    let power = |battle_at: &str, contested: bool| {
        let mut b = premiere()
            .extra(Light, card("3_57"))
            .extra(Light, card("3_63"))
            .extra(Light, card("1_8"))
            .extra(Light, card("1_29"))
            .site(Light, WAR_ROOM)
            .site(Light, SNOW_TRENCH)
            .site(Dark, MOS_EISLEY)
            .at(Light, "Dutch", WAR_ROOM)
            .at(Light, "Red Leader", WAR_ROOM)
            .at(Light, "Rebel Trooper", battle_at)
            .at(Dark, "Vader", battle_at);
        if contested {
            b = b.at(Dark, "Stormtrooper", WAR_ROOM);
        }
        let mut s = b.fill(Dark, Pile::Force, 2).phase(Dark, Phase::Battle).build();
        s.answer(Answer::Battle(s.site(battle_at)));
        s.q().battle_power(Light, s.site(battle_at))
    };
    let trooper = 1;
    assert_eq!(power(SNOW_TRENCH, false), trooper + 2);
    assert_eq!(power(SNOW_TRENCH, true), trooper, "not controlled");
    assert_eq!(power(MOS_EISLEY, false), trooper, "not a Hoth site");
}

/// Echo Command Center, Dark: when Dark initiates a battle there, Dark adds one battle
/// destiny; not in a battle Dark initiates elsewhere, not for Light initiating there.
fn card_3_57_war_room_dark_adds_a_battle_destiny_when_initiating_here() {
    adds_a_battle_destiny_when_initiating_here(Light, "3_57", Dark);
}

/// Echo Command Center, Dark: Dark's Force drain there is 1 less (2 Light icons - 1) while
/// Dark controls it.
fn card_3_57_war_room_dark_drains_1_less_when_controlling() {
    let b = premiere()
        .extra(Light, card("3_57"))
        .site(Light, WAR_ROOM)
        .at(Dark, "Stormtrooper", WAR_ROOM);
    assert_eq!(drained(b.clone(), Dark, WAR_ROOM), Some(2 - 1));
    let s = b.at(Light, "Rebel Trooper", WAR_ROOM).phase(Dark, Phase::Control).build();
    assert_eq!(s.q().drain_amount(Dark, s.site(WAR_ROOM)), 2, "not controlled");
}

/// Death Squadron adds 1 to Dark's total power at its system per Dark starship there: 1 with
/// the Devastator, 2 with an Imperial-Class Star Destroyer beside it; nothing for Light, nor
/// at another location.
fn card_3_100_death_squadron_adds_one_per_starship_at_its_system() {
    use swccg_engine::query::Target;
    use swccg_engine::script::Quantity;
    // (Dark at Tatooine, Light at Tatooine, Dark at Mos Eisley): Tatooine's own text adds its
    // starships to the sites; Death Squadron's difference is what it adds.
    let totals = |ships: i32, squadron: bool| {
        let mut b = premiere()
            .extra(Dark, card("3_100"))
            .extra(Dark, card("1_289"))
            .extra(Dark, card("1_301"))
            .extra(Dark, card("1_302"))
            .site(Dark, "Tatooine")
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Devastator", "Tatooine");
        if squadron {
            b = b.at(Dark, "Death Squadron", "Tatooine");
        }
        if ships == 2 {
            b = b.at(Dark, "Imperial-Class Star Destroyer", "Tatooine");
        }
        let s = b.build();
        let (system, mos) = (s.site("Tatooine"), s.site(MOS_EISLEY));
        let q = s.q();
        let total = |side, at| q.fold(Quantity::TotalPower, Target::Player(side, Some(at)), 0);
        (total(Dark, system), total(Light, system), total(Dark, mos))
    };
    // It deploys on a system, not on a site.
    let s = premiere()
        .extra(Dark, card("3_100"))
        .extra(Dark, card("1_289"))
        .site(Dark, "Tatooine")
        .site(Dark, MOS_EISLEY)
        .hand(Dark, "Death Squadron")
        .fill(Dark, Pile::Force, 3)
        .phase(Dark, Phase::Deploy)
        .build();
    let squadron = s.card(Dark, "Death Squadron");
    let dests = s.deploy_options_for(squadron);
    let system = s.site("Tatooine");
    assert!(dests.contains(&Dest::At(system)), "{dests:?}");
    assert!(!dests.contains(&Dest::At(s.site(MOS_EISLEY))));
    let mut s = s;
    s.answer(Answer::Deploy {
        card: squadron,
        to: Dest::At(system),
    });
    assert_eq!(s.place(squadron), Place::At { location: system });
    for ships in [1, 2] {
        let (with, without) = (totals(ships, true), totals(ships, false));
        assert_eq!(with.0 - without.0, ships, "{ships} starships");
        assert_eq!(with.1, without.1);
        assert_eq!(with.2, without.2);
    }
}

/// Death Squadron: a trooper aboard a Dark starship at its system shuttles down to a site of
/// the planet free, even with no Force; an Imperial Pilot (no trooper) still pays 1; going up,
/// a trooper pays 1 as well ("to related sites").
fn card_3_100_death_squadron_troopers_shuttle_down_free() {
    let mut s = death_squadron_fleet(0);
    let mos = s.site(MOS_EISLEY);
    let devastator = s.card(Dark, "Devastator");
    let troopers = s.cards(Dark, "Stormtrooper");
    let aboard = *troopers.iter().find(|&&t| s.q().ship_of(t) == Some(devastator)).expect("aboard");
    let below = *troopers.iter().find(|&&t| s.place(t) == Place::At { location: mos }).expect("at Mos Eisley");
    let pilot = s.card(Dark, "Imperial Pilot");
    assert!(s.has_option(Answer::Move { card: aboard, to: mos }));
    assert!(!s.has_option(Answer::Move { card: pilot, to: mos }));
    assert!(!s.has_option(Answer::Move { card: below, to: devastator }));
    s.answer(Answer::Move { card: aboard, to: mos });
    assert_eq!(s.place(aboard), Place::At { location: mos });
    // With 1 Force, the pilot and the trooper below pay it.
    let s = death_squadron_fleet(1);
    let pilot = s.card(Dark, "Imperial Pilot");
    assert!(s.has_option(Answer::Move { card: pilot, to: mos }));
    assert!(s.has_option(Answer::Move { card: below, to: devastator }));
}
}
