//! Tests of the Light Side cards of the P-ANH 1996 World Champion deck that its other files
//! did not cover (scripts in `1-space.cards`, `2-space.cards`, `1-premiere.cards`), and of
//! the Dark Side interrupt Red 6 answers. Each test is named `card_<GEMP id>_<what it does>`.

use super::pool_hoth::use_text;
use crate::support::{answer_plainly, drive_until, resolve_until_lost, with};
use swccg_cards::Side::{self, Dark, Light};
use swccg_engine::scenario::{Builder, Scenario};
use swccg_engine::script::Stat;
use swccg_engine::{Answer, Phase, Pile, Place, What};

const KIFFEX: &str = "Kiffex";
const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const DUNE_SEA: &str = "Tatooine: Dune Sea";
const DOCKING_BAY: &str = "Tatooine: Docking Bay 94";

fn stat(s: &Scenario, side: Side, title: &str, stat: Stat) -> i32 {
    s.q().stat(s.card(side, title), stat)
}

/// Answers plainly until the battle under way has ended.
fn finish_battle(s: &mut Scenario) {
    for _ in 0..80 {
        if s.saw(|w| matches!(w, What::BattleEnded { .. })) {
            return;
        }
        if !answer_plainly(s) {
            break;
        }
    }
    assert!(
        s.saw(|w| matches!(w, What::BattleEnded { .. })),
        "the battle did not end\n{}",
        s.log()
    );
}

/// Vader fires his lightsaber at Light's `target` (by title; GEMP id `target_id` joins the
/// deck) at Mos Eisley, in a battle Dark initiates there against it and Luke, with Chewbacca
/// at `chewie_at` and
/// the weapon destiny draws a Stormtrooper and an It's Worse (total 7, above any defense
/// value here). Whether the target was hit, and the pile it ends in once the battle is over.
fn hit_by_vader(target_id: &str, target: &str, chewie_at: &str) -> (bool, Place) {
    let mut b = with(&["1_324"], &["2_3", target_id])
        .site(Dark, MOS_EISLEY)
        .site(Light, DUNE_SEA)
        .at(Dark, "Vader", MOS_EISLEY)
        .on(Dark, "Vader's Lightsaber", "Vader")
        .at(Light, target, MOS_EISLEY)
        .at(Light, "Luke", MOS_EISLEY)
        .at(Light, "Chewbacca", chewie_at);
    b = b
        .fill(Dark, Pile::Force, 3)
        .reserve_top(Dark, &["Stormtrooper", "It's Worse"])
        .phase(Dark, Phase::Battle);
    let mut s = b.build();
    let weapon = s.card(Dark, "Vader's Lightsaber");
    let target = s.card(Light, target);
    let why = s.game.why_not_battle(Dark, s.site(MOS_EISLEY));
    assert!(why.is_none(), "{why:?}\n{}", s.log());
    s.answer(Answer::Battle(s.site(MOS_EISLEY)));
    let fire = Answer::Fire { weapon, target };
    assert!(drive_until(&mut s, |a| *a == fire, 20), "{}", s.log());
    s.answer(fire);
    let hit = s.saw(|w| matches!(w, What::TargetHit { card } if *card == target));
    finish_battle(&mut s);
    (hit, s.place(target))
}

/// Power, maneuver and hyperspeed of Light's `ship` (GEMP id `ship_id`) at Kiffex with a Rebel
/// Pilot at its helm, and R2-D2 aboard as a passenger when `r2`.
fn ship_stats(ship_id: &str, ship: &str, r2: bool) -> [i32; 3] {
    let mut b = with(&["2_147"], &["2_14", ship_id, "1_27"])
        .site(Dark, KIFFEX)
        .at(Light, ship, KIFFEX)
        .on(Light, "Rebel Pilot", ship);
    if r2 {
        b = b.passenger(Light, "R2-D2 (Artoo-Detoo)", ship);
    }
    let s = b.build();
    let c = s.card(Light, ship);
    [
        s.q().power(c),
        s.q().stat(c, Stat::Maneuver),
        s.q().stat(c, Stat::Hyperspeed),
    ]
}

/// Vader battles Luke and R2-D2 at Docking Bay 94 (a Scomp link) with `top` (a Dark card's
/// title) on top of Dark's Reserve Deck, the battle destiny Dark draws. The value drawn, and
/// what R2-D2's text offered Light then: `None`, or the growth of Light's Force Pile and
/// hand once it is used.
fn r2_answers_destiny(top: &str) -> (i32, Option<(usize, usize)>) {
    r2_answers_destiny_at(top, DOCKING_BAY)
}

/// The same at `site` (Mos Eisley has no Scomp link).
fn r2_answers_destiny_at(top: &str, site: &str) -> (i32, Option<(usize, usize)>) {
    let s = with(&["7_252"], &["2_14"])
        .site(Dark, site)
        .at(Dark, "Vader", site)
        .at(Light, "Luke", site)
        .at(Light, "R2-D2 (Artoo-Detoo)", site);
    r2_answers_battle_destiny(s, top, site)
}

/// Dark initiates a battle at `at` on the table `b` prepares, with `top` on top of its
/// Reserve Deck: as `r2_answers_destiny`.
fn r2_answers_battle_destiny(b: Builder, top: &str, at: &str) -> (i32, Option<(usize, usize)>) {
    let mut s = b
        .fill(Dark, Pile::Force, 2)
        .reserve_top(Dark, &[top])
        .phase(Dark, Phase::Battle)
        .build();
    let r2 = s.card(Light, "R2-D2 (Artoo-Detoo)");
    s.answer(Answer::Battle(s.site(at)));
    let drawn = |s: &Scenario| {
        s.seen().find_map(|w| match w {
            What::DestinyDrawn {
                player: Dark,
                value,
                ..
            } => Some(*value),
            _ => None,
        })
    };
    for _ in 0..20 {
        if drawn(&s).is_some() {
            break;
        }
        answer_plainly(&mut s);
    }
    let value = drawn(&s).expect("Dark drew a battle destiny");
    if !s.options().iter().any(use_text(r2)) {
        return (value, None);
    }
    let force = s.pile(Light, Pile::Force).len();
    let hand = s.pile(Light, Pile::Hand).len();
    s.answer_with(use_text(r2));
    (
        value,
        Some((
            s.pile(Light, Pile::Force).len() - force,
            s.pile(Light, Pile::Hand).len() - hand,
        )),
    )
}

/// Dark's Black 3 (an Imperial Pilot at its helm) battles Light's `ship` (GEMP id `ship_id`,
/// a Rebel Pilot at its helm) at Kiffex and loses; once the battle is over Dark plays I've Got
/// A Problem Here on `ship`, with `draw` (a Dark card's title) on top of its Reserve Deck.
/// Whether the interrupt was offered, and whether `ship` was lost.
fn problem_here(ship_id: &str, ship: &str, draw: &str) -> (bool, bool) {
    let mut s = with(&["2_147", "1_300", "1_180", "1_253"], &[ship_id, "1_27"])
        .site(Dark, KIFFEX)
        .at(Dark, "Black 3", KIFFEX)
        .on(Dark, "Imperial Pilot", "Black 3")
        .at(Light, ship, KIFFEX)
        .on(Light, "Rebel Pilot", ship)
        .hand(Dark, "I've Got A Problem Here")
        .fill(Dark, Pile::Force, 3)
        .reserve_top(Dark, &[draw])
        .phase(Dark, Phase::Battle)
        .build();
    let interrupt = s.card(Dark, "I've Got A Problem Here");
    let ship = s.card(Light, ship);
    let plays = |a: &Answer| matches!(a, Answer::Play { card, .. } if *card == interrupt);
    s.answer(Answer::Battle(s.site(KIFFEX)));
    if !drive_until(&mut s, plays, 60) {
        return (false, false);
    }
    assert!(
        s.saw(|w| matches!(w, What::BattleEnded { .. })),
        "{}",
        s.log()
    );
    s.answer_with(plays);
    resolve_until_lost(&mut s, interrupt, 20);
    (true, s.place(ship) == Place::Pile(Pile::Lost))
}

const KAL: &str = "Kal'Falnl C'ndros";

/// Vader battles Kal'Falnl C'ndros and Luke at Mos Eisley; each side draws one battle
/// destiny, Dark `dark` and Light `light` (titles of cards on top of their Reserve Decks).
/// Dark's battle destiny as it counts in its total (total minus power).
/// The battle destinies of a battle Dark starts against Kal'Falnl C'ndros and Luke, Dark
/// drawing `dark` and Light `light`: (Dark's, Light's), each total less its power.
fn destinies_against_kal(dark: &str, light: &str) -> (i32, i32) {
    let mut s = with(&[], &["1_15"])
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Vader", MOS_EISLEY)
        .at(Light, KAL, MOS_EISLEY)
        .at(Light, "Luke", MOS_EISLEY)
        .fill(Dark, Pile::Force, 2)
        .reserve_top(Dark, &[dark])
        .reserve_top(Light, &[light])
        .phase(Dark, Phase::Battle)
        .build();
    let site = s.site(MOS_EISLEY);
    s.answer(Answer::Battle(site));
    let power = [
        s.q().battle_power(Dark, site),
        s.q().battle_power(Light, site),
    ];
    for _ in 0..30 {
        if let Some(totals) = s.seen().find_map(|w| match w {
            What::BattleTotals { dark, light } => Some((*dark, *light)),
            _ => None,
        }) {
            return (totals.0 - power[0], totals.1 - power[1]);
        }
        answer_plainly(&mut s);
    }
    panic!("no battle totals\n{}", s.log());
}

crate::card_tests! {
    /// Chewbacca: power +1 at the same location as Han (not with Han at another site).
    fn card_2_3_chewbacca_power_plus_1_with_han() {
        for (han_at, bonus) in [(MOS_EISLEY, 1), (DUNE_SEA, 0)] {
            let s = with(&[], &["2_3", "1_11"])
                .site(Dark, MOS_EISLEY)
                .site(Light, DUNE_SEA)
                .at(Light, "Chewbacca", MOS_EISLEY)
                .at(Light, "Han Solo", han_at)
                .build();
            let chewie = s.card(Light, "Chewbacca");
            let printed = s.q().bp(chewie).power;
            assert_eq!(s.q().power(chewie), printed + bonus, "Han at {han_at}");
        }
    }

    /// Chewbacca adds 2 to the power of what he pilots (Red 3, printed 3; nothing as a
    /// passenger), and piloting the Falcon also 1 to its maneuver (not Red 3's).
    fn card_2_3_chewbacca_adds_to_what_he_pilots() {
        for (as_pilot, power) in [(true, 3 + 2), (false, 0)] {
            let b = with(&["2_147"], &["2_3", "1_145"]).site(Dark, KIFFEX).at(Light, "Red 3", KIFFEX);
            let b = if as_pilot {
                b.on(Light, "Chewbacca", "Red 3")
            } else {
                b.passenger(Light, "Chewbacca", "Red 3")
            };
            let s = b.build();
            assert_eq!(s.q().power(s.card(Light, "Red 3")), power, "as pilot: {as_pilot}");
            if as_pilot {
                assert_eq!(stat(&s, Light, "Red 3", Stat::Maneuver), 4);
            }
        }
        let s = with(&["2_147"], &["2_3", "1_143"])
            .site(Dark, KIFFEX)
            .at(Light, "Millennium Falcon", KIFFEX)
            .on(Light, "Chewbacca", "Millennium Falcon")
            .build();
        let printed = s.q().bp(s.card(Light, "Millennium Falcon")).maneuver.unwrap_or(0);
        assert_eq!(stat(&s, Light, "Millennium Falcon", Stat::Maneuver), printed + 1);
    }

    /// A droid of Light hit by Vader's Lightsaber goes to the Used Pile instead of being lost
    /// with Chewbacca at the same site; with Chewbacca at another site, or for a hit
    /// character who is no droid, vehicle or starship, it is lost.
    fn card_2_3_chewbacca_hit_droids_go_to_used_pile() {
        let (hit, place) = hit_by_vader("1_5", "C-3PO (See-Threepio)", MOS_EISLEY);
        assert!(hit);
        assert_eq!(place, Place::Pile(Pile::Used));
        let (hit, place) = hit_by_vader("1_5", "C-3PO (See-Threepio)", DUNE_SEA);
        assert!(hit);
        assert_eq!(place, Place::Pile(Pile::Lost));
        let (hit, place) = hit_by_vader("1_28", "Rebel Trooper", MOS_EISLEY);
        assert!(hit);
        assert_eq!(place, Place::Pile(Pile::Lost));
    }
    /// R2-D2 aboard as a passenger adds 2 to power, maneuver and hyperspeed of a starfighter
    /// (Red 3), 3 of Red 5, nothing of a capital starship (Corellian Corvette).
    fn card_2_14_r2_d2_adds_aboard_starfighters() {
        for (ship_id, ship, bonus) in [
            ("1_145", "Red 3", 2),
            ("2_71", "Red 5", 3),
            ("1_140", "Corellian Corvette", 0),
        ] {
            let without = ship_stats(ship_id, ship, false);
            let with_r2 = ship_stats(ship_id, ship, true);
            for i in 0..3 {
                assert_eq!(with_r2[i] - without[i], bonus, "{ship}: {without:?} then {with_r2:?}");
            }
        }
    }

    /// R2-D2 at a Scomp link when Dark draws a destiny: 0 offers nothing; 1 and 3 let Light
    /// activate one Force; 4 and 6 draw the top card of the Reserve Deck; 7 nothing.
    fn card_2_14_r2_d2_answers_opponents_destiny_at_a_scomp_link() {
        for (top, value, got) in [
            ("Tatooine: Jawa Camp", 0, None),
            ("Stormtrooper", 1, Some((1, 0))),
            ("Jawa", 3, Some((1, 0))),
            ("Collateral Damage", 4, Some((0, 1))),
            ("It's Worse", 6, Some((0, 1))),
            ("Hunting Party", 7, None),
        ] {
            assert_eq!(r2_answers_destiny(top), (value, got), "{top}");
        }
        // No Scomp link at Mos Eisley: nothing. Aboard Red 3 (a Scomp link) at Kiffex, where
        // Devastator with an Imperial Pilot at its helm draws: one Force.
        assert_eq!(r2_answers_destiny_at("Jawa", MOS_EISLEY), (3, None));
        let b = with(&["2_147", "1_301", "1_180"], &["2_14", "1_145", "1_27"])
            .site(Dark, KIFFEX)
            .at(Dark, "Devastator", KIFFEX)
            .on(Dark, "Imperial Pilot", "Devastator")
            .at(Light, "Red 3", KIFFEX)
            .on(Light, "Rebel Pilot", "Red 3")
            .passenger(Light, "R2-D2 (Artoo-Detoo)", "Red 3");
        assert_eq!(r2_answers_battle_destiny(b, "Jawa", KIFFEX), (3, Some((1, 0))));
    }

    /// I've Got A Problem Here after a battle at a system: Red 3 (maneuver 4) stays on a
    /// destiny of 4 and is lost on 5.
    fn card_1_253_ive_got_a_problem_here_loses_a_starfighter_on_destiny_over_maneuver() {
        assert_eq!(problem_here("1_145", "Red 3", "Collateral Damage"), (true, false));
        assert_eq!(problem_here("1_145", "Red 3", "Ommni Box"), (true, true));
    }

    /// Red 6 (maneuver 4) targeted by I've Got A Problem Here: 2 is added to the destiny, so a
    /// 2 keeps it and a 3 loses it.
    fn card_2_72_red_6_takes_one_pilot_and_no_passenger() {
        let s = with(&["2_147"], &["2_72", "1_27", "1_27"])
            .site(Dark, KIFFEX)
            .at(Light, "Red 6", KIFFEX)
            .hand(Light, "Rebel Pilot")
            .hand(Light, "Death Star: Level 6 Core Shaft Corridor")
            .fill(Light, Pile::Force, 3)
            .phase(Light, Phase::Deploy)
            .build();
        let red6 = s.card(Light, "Red 6");
        let pilot = s.card_in_hand(Light, "Rebel Pilot");
        let dests = s.deploy_options_for(pilot);
        let aboard = |placed_as| swccg_engine::decision::Dest::On { card: red6, placed_as };
        assert!(dests.contains(&aboard(0)), "{dests:?}");
        assert!(!dests.contains(&aboard(1)), "no passenger slot: {dests:?}");
    }

    fn card_2_72_red_6_problem_here_destiny_plus_2() {
        assert_eq!(problem_here("2_72", "Red 6", "Tusken Raider"), (true, false));
        assert_eq!(problem_here("2_72", "Red 6", "Jawa"), (true, true));
    }
    /// Kal'Falnl C'ndros in a battle where each side draws one battle destiny: Light's 4
    /// above Dark's 3 makes Dark's total battle destiny 0; Light's 3 equal to it, or 2 below
    /// it, leaves it.
    fn card_1_15_kalfalnl_cndros_zeroes_a_lower_battle_destiny() {
        // Only the opponent's destiny is reduced: Light's 4 stays.
        assert_eq!(destinies_against_kal("Jawa", "Rebel Barrier"), (0, 4));
        assert_eq!(destinies_against_kal("Jawa", "Talz"), (3, 3));
        assert_eq!(destinies_against_kal("Jawa", "Shistavanen Wolfman"), (3, 2));
    }

    /// Landspeed = 3: along Tatooine's row she moves up to three sites away (a Rebel Trooper
    /// beside her one), not four.
    fn card_1_15_kalfalnl_cndros_landspeed_3() {
        let s = with(&[], &["1_15"])
            .site(Dark, MOS_EISLEY)
            .site(Dark, "Tatooine: Jawa Camp")
            .site(Dark, "Tatooine: Jundland Wastes")
            .site(Dark, DOCKING_BAY)
            .site(Light, DUNE_SEA)
            .site(Light, "Tatooine: Lars' Moisture Farm")
            .hand(Light, "Death Star: Level 6 Core Shaft Corridor")
            .fill(Light, Pile::Force, 2)
            .phase(Light, Phase::Move)
            .build();
        let row = s
            .game
            .state()
            .rows
            .iter()
            .find(|r| r.sites.len() >= 5)
            .expect("Tatooine's row")
            .sites
            .clone();
        let first = row[0];
        let s = {
            let title = s.game.title(first).trim_start_matches('•').to_string();
            let mut b = with(&[], &["1_15"]);
            for site in [MOS_EISLEY, "Tatooine: Jawa Camp", "Tatooine: Jundland Wastes", DOCKING_BAY] {
                b = b.site(Dark, site);
            }
            b.site(Light, DUNE_SEA)
                .site(Light, "Tatooine: Lars' Moisture Farm")
                .at(Light, KAL, &title)
                .at(Light, "Rebel Trooper", &title)
                .fill(Light, Pile::Force, 2)
                .phase(Light, Phase::Move)
                .build()
        };
        let kal = s.card(Light, KAL);
        let trooper = s.card(Light, "Rebel Trooper");
        assert_eq!(s.game.state().rows.iter().find(|r| r.sites.len() >= 5).map(|r| r.sites[0]), Some(first));
        for (i, &to) in row.iter().enumerate().skip(1) {
            let options = s.options();
            assert_eq!(options.contains(&Answer::Move { card: kal, to }), i <= 3, "{i} sites away");
            assert_eq!(options.contains(&Answer::Move { card: trooper, to }), i == 1, "{i} sites away");
            assert_eq!(s.game.why_not_move(Light, kal, to).is_none(), i <= 3, "{i} sites away");
        }
    }

    /// She adds 2 to the power of a capital starship she pilots (Corellian Corvette), and may
    /// not be aboard a starfighter (Red 3): not offered, and the reason given.
    fn card_1_15_kalfalnl_cndros_pilots_but_not_aboard_starfighters() {
        let corvette = |kal: bool| {
            let mut b = with(&["2_147"], &["1_15", "1_140"])
                .site(Dark, KIFFEX)
                .at(Light, "Corellian Corvette", KIFFEX);
            if kal {
                b = b.on(Light, KAL, "Corellian Corvette");
            }
            let s = b.build();
            s.q().power(s.card(Light, "Corellian Corvette"))
        };
        assert_eq!(corvette(true) - corvette(false), 2);
        let s = with(&["2_147"], &["1_15", "1_140", "1_145"])
            .site(Dark, KIFFEX)
            .at(Light, "Corellian Corvette", KIFFEX)
            .at(Light, "Red 3", KIFFEX)
            .hand(Light, KAL)
            .hand(Light, "Death Star: Level 6 Core Shaft Corridor")
            .fill(Light, Pile::Force, 2)
            .phase(Light, Phase::Deploy)
            .build();
        let kal = s.card(Light, KAL);
        let red3 = s.card(Light, "Red 3");
        let corvette = s.card(Light, "Corellian Corvette");
        let dests = s.deploy_options_for(kal);
        let aboard = |ship, placed_as| swccg_engine::decision::Dest::On { card: ship, placed_as };
        assert!(dests.contains(&aboard(corvette, 0)), "{dests:?}");
        assert!(!dests.contains(&aboard(red3, 0)) && !dests.contains(&aboard(red3, 1)), "{dests:?}");
        assert_eq!(
            s.game.why_not(Light, kal, aboard(red3, 0)),
            Some(swccg_engine::WhyNot::MayNotBeAboard { ship: red3 })
        );
        // Nor aboard an enclosed vehicle (SoroSuub V-35 Landspeeder), while an open one
        // (Luke's X-34 Landspeeder) takes her.
        let s = with(&[], &["1_15", "1_149", "1_151"])
            .site(Dark, MOS_EISLEY)
            .at(Light, "Luke", MOS_EISLEY)
            .at(Light, "Luke's X-34 Landspeeder", MOS_EISLEY)
            .at(Light, "SoroSuub V-35 Landspeeder", MOS_EISLEY)
            .hand(Light, KAL)
            .hand(Light, "Death Star: Level 6 Core Shaft Corridor")
            .fill(Light, Pile::Force, 2)
            .phase(Light, Phase::Deploy)
            .build();
        let kal = s.card(Light, KAL);
        let open = s.card(Light, "Luke's X-34 Landspeeder");
        let enclosed = s.card(Light, "SoroSuub V-35 Landspeeder");
        let dests = s.deploy_options_for(kal);
        assert!(dests.iter().any(|d| matches!(d, swccg_engine::decision::Dest::On { card, .. } if *card == open)), "{dests:?}");
        assert!(!dests.iter().any(|d| matches!(d, swccg_engine::decision::Dest::On { card, .. } if *card == enclosed)), "{dests:?}");
        assert_eq!(
            s.game.why_not(Light, kal, aboard(enclosed, 1)),
            Some(swccg_engine::WhyNot::MayNotBeAboard { ship: enclosed })
        );
    }

    /// I've Got A Problem Here answers battles at systems and sectors only: after a battle at
    /// Docking Bay 94, Red 3 landed there is no target and the interrupt is not offered.
    fn card_1_253_ive_got_a_problem_here_not_after_a_battle_at_a_site() {
        let mut s = with(&["1_253"], &["1_145"])
            .site(Dark, DOCKING_BAY)
            .at(Dark, "Vader", DOCKING_BAY)
            .at(Light, "Luke", DOCKING_BAY)
            .at(Light, "Red 3", DOCKING_BAY)
            .hand(Dark, "I've Got A Problem Here")
            .fill(Dark, Pile::Force, 3)
            .phase(Dark, Phase::Battle)
            .build();
        let interrupt = s.card(Dark, "I've Got A Problem Here");
        s.answer(Answer::Battle(s.site(DOCKING_BAY)));
        let plays = |a: &Answer| matches!(a, Answer::Play { card, .. } if *card == interrupt);
        assert!(!drive_until(&mut s, plays, 60), "{}", s.log());
        assert!(s.saw(|w| matches!(w, What::BattleEnded { .. })), "{}", s.log());
    }
}
