//! Tests of the vehicles (scripts in `1-vehicles.cards`, `3-vehicles.cards`,
//! `6-vehicles.cards`, `7-vehicles.cards`, `215-vehicles.cards`). Each test is named
//! `card_<GEMP id>_<what the text does>`.

use crate::support::{card, targets, with};
use swccg_cards::Side::{self, Dark, Light};
use swccg_engine::decision::Dest;
use swccg_engine::decision::TargetRef;
use swccg_engine::scenario::Scenario;
use swccg_engine::{Answer, CardId, Phase, Pile, Place, WhyNot};

const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const JAWA_CAMP: &str = "Tatooine: Jawa Camp";
const DUNE_SEA: &str = "Tatooine: Dune Sea";
const DOCKING_BAY_94: &str = "Tatooine: Docking Bay 94";
const DOCKING_BAY_327: &str = "Death Star: Docking Bay 327";
const PERIMETER: &str = "Hoth: Defensive Perimeter (3rd Marker)";
const TRENCH: &str = "Hoth: Snow Trench (2nd Marker)";
/// A location card in hand keeps a deploy phase's window open (one of each side's).
fn keeper(side: Side) -> &'static str {
    match side {
        Dark => "Death Star: Detention Block Corridor",
        Light => "Death Star: Level 6 Core Shaft Corridor",
    }
}

/// The title of a card by GEMP id, without uniqueness marks.
fn title(id: &str) -> String {
    card(id).title().trim_start_matches('•').to_string()
}

fn forfeit(s: &Scenario, card: CardId) -> i32 {
    s.q().forfeit(card).unwrap_or(0)
}

/// A Sandcrawler (either side's) deploys only to a Tatooine site: Mos Eisley, not the
/// Death Star's exterior docking bay; with a Jawa at its (exterior) site, and aboard it, each
/// Jawa is forfeit +1; a Jawa elsewhere is not.
fn sandcrawler(id: &str, side: Side) {
    let crawler = title(id);
    let s = with(&[id], &[id])
        .site(Dark, MOS_EISLEY)
        .site(Dark, DOCKING_BAY_327) // exterior, an icon for each side
        .hand(side, &crawler)
        .fill(side, Pile::Force, 3)
        .hand(side, keeper(side))
        .phase(side, Phase::Deploy)
        .build();
    let (mos, bay) = (s.site(MOS_EISLEY), s.site(DOCKING_BAY_327));
    let c = s.card(side, &crawler);
    assert_eq!(s.deploy_options_for(c), vec![Dest::At(mos)]);
    assert_eq!(
        s.game.why_not(side, c, Dest::At(bay)),
        Some(WhyNot::DeploysOnlyElsewhere {
            location: Some(bay)
        })
    );
    let s = with(&[id], &[id])
        .site(Dark, MOS_EISLEY)
        .site(Dark, DOCKING_BAY_94)
        .at(side, &crawler, MOS_EISLEY)
        .on(side, "Jawa", &crawler)
        .at(side, "Jawa", DOCKING_BAY_94)
        .build();
    let jawas = s.cards(side, "Jawa");
    let aboard = jawas
        .iter()
        .copied()
        .find(|&j| matches!(s.place(j), Place::On { .. }))
        .unwrap();
    let away = jawas
        .iter()
        .copied()
        .find(|&j| matches!(s.place(j), Place::At { .. }))
        .unwrap();
    assert_eq!(forfeit(&s, aboard), 2, "1 printed, +1 with the Sandcrawler");
    assert_eq!(forfeit(&s, away), 1);
}

/// A vehicle (`id`, `side`'s) at Mos Eisley with a `rider` of its player there seats another
/// `rider` deploying from hand as a passenger: its capacity clause takes them.
fn seats_a_passenger(id: &str, side: Side, rider: &str) {
    let (dark, light): (&[&str], &[&str]) = if side == Dark {
        (&[id], &[])
    } else {
        (&[], &[id])
    };
    let vehicle = title(id);
    let s = with(dark, light)
        .site(Dark, MOS_EISLEY)
        .at(side, &vehicle, MOS_EISLEY)
        .at(side, rider, MOS_EISLEY)
        .hand(side, rider)
        .fill(side, Pile::Force, 6)
        .phase(side, Phase::Deploy)
        .build();
    let on = s.card(side, &vehicle);
    let in_hand = s
        .cards(side, rider)
        .into_iter()
        .find(|&c| s.place(c) == Place::Pile(Pile::Hand))
        .expect("a rider in hand");
    assert!(
        s.deploy_options_for(in_hand).contains(&Dest::On {
            card: on,
            placed_as: 1
        }),
        "{vehicle} seats a {rider}"
    );
}

/// A transport vehicle of `side` (by GEMP id) at Jawa Camp with a driver moves as a 'react'
/// to a battle the opponent initiates at adjacent Mos Eisley, for 1 Force.
fn react_moves(id: &str, side: Side, driver: &str) {
    let vehicle = title(id);
    let other = side.opponent();
    let mut s = with(&[id], &[id])
        .site(Dark, MOS_EISLEY)
        .site(Dark, JAWA_CAMP)
        .at(side, &vehicle, JAWA_CAMP)
        .on(side, driver, &vehicle)
        .at(
            side,
            if side == Dark {
                "Stormtrooper"
            } else {
                "Rebel Trooper"
            },
            MOS_EISLEY,
        )
        .at(
            other,
            if side == Dark {
                "Rebel Trooper"
            } else {
                "Stormtrooper"
            },
            MOS_EISLEY,
        )
        .fill(side, Pile::Force, 1)
        .fill(other, Pile::Force, 1)
        .phase(other, Phase::Battle)
        .build();
    let mos = s.site(MOS_EISLEY);
    let v = s.card(side, &vehicle);
    s.answer(Answer::Battle(mos));
    s.answer(Answer::ReactMove { card: v, to: mos });
    assert_eq!(s.place(v), Place::At { location: mos });
    assert!(
        s.pile(side, Pile::Force).is_empty(),
        "1 Force for the react"
    );
}

/// A landspeeder of the Light Side (by GEMP id) moves free with `free_with` driving, and for 1
/// Force with a Rebel Trooper driving.
fn moves_free_with(id: &str, free_with: &str) {
    let speeder = title(id);
    for (driver, cost) in [(free_with, 0), ("Rebel Trooper", 1)] {
        let mut s = with(&[], &[id, "1_19"])
            .site(Light, DUNE_SEA)
            .site(Light, JAWA_CAMP)
            .at(Light, &speeder, DUNE_SEA)
            .on(Light, driver, &speeder)
            .fill(Light, Pile::Force, 2)
            .phase(Light, Phase::Move)
            .build();
        let (camp, v) = (s.site(JAWA_CAMP), s.card(Light, &speeder));
        s.answer(Answer::Move { card: v, to: camp });
        assert_eq!(s.place(v), Place::At { location: camp });
        assert_eq!(s.pile(Light, Pile::Force).len(), 2 - cost, "{driver}");
    }
}

/// A combat vehicle of the Light Side with a permanent pilot (by GEMP id) may move as a
/// 'react' to a battle at an adjacent site of `allowed` (the first of two sites), not to one
/// of the other row.
fn reacts_only_to(id: &str, allowed: (&str, &str), other: (&str, &str)) {
    let speeder = title(id);
    for ((from, to), may) in [(allowed, true), (other, false)] {
        let s = with(&[], &[id, "3_63", "3_56"])
            .site(Light, from)
            .site(Light, to)
            .at(Light, &speeder, from)
            .at(Light, "Rebel Trooper", to)
            .at(Dark, "Stormtrooper", to)
            .fill(Light, Pile::Force, 1)
            .fill(Dark, Pile::Force, 1)
            .phase(Dark, Phase::Battle);
        let mut s = s.build();
        let at = s.site(to);
        let v = s.card(Light, &speeder);
        assert!(s.q().piloted(v), "its permanent pilot");
        s.answer(Answer::Battle(at));
        assert_eq!(
            s.has_option(Answer::ReactMove { card: v, to: at }),
            may,
            "{to}"
        );
    }
}

/// A Sandcrawler vehicle site (`id`, `side`'s, titled `site`): it deploys while `side`'s
/// Sandcrawler (`crawler_id`) is on table, and not without it; a Jawa there is forfeit +2 (1
/// printed makes 3) while one at Docking Bay 94 keeps 1; nighttime there and not at Mos Eisley;
/// the opponent's Rebel or Stormtrooper at the Sandcrawler's site enters it for 1 Force (3
/// become 2), and one at Docking Bay 94 may not.
fn vehicle_site(id: &str, side: Side, crawler_id: &str) {
    let site = title(id);
    let crawler = title(crawler_id);
    let (dark, light): (Vec<&str>, Vec<&str>) = if side == Dark {
        (vec![id, crawler_id], vec![])
    } else {
        (vec![], vec![id, crawler_id])
    };
    let other = side.opponent();
    let visitor = if other == Light {
        "Rebel Trooper"
    } else {
        "Stormtrooper"
    };
    for on_table in [true, false] {
        let b = with(&dark, &light).site(Dark, MOS_EISLEY);
        let b = if on_table {
            b.at(side, &crawler, MOS_EISLEY)
        } else {
            b
        };
        let s = b
            .hand(side, &site)
            .hand(side, keeper(side))
            .fill(side, Pile::Force, 3)
            .phase(side, Phase::Deploy)
            .build();
        let options = s.deploy_options_for(s.card(side, &site));
        assert_eq!(options.len(), usize::from(on_table), "{site}: {options:?}");
    }
    let mut s = with(&dark, &light)
        .site(Dark, MOS_EISLEY)
        .site(Dark, DOCKING_BAY_94)
        .at(side, &crawler, MOS_EISLEY)
        .site(side, &site)
        .at(side, "Jawa", &site)
        .at(side, "Jawa", DOCKING_BAY_94)
        .at(other, visitor, MOS_EISLEY)
        .at(other, visitor, DOCKING_BAY_94)
        .fill(other, Pile::Force, 3)
        .phase(other, Phase::Move)
        .build();
    let (here, mos, bay) = (s.site(&site), s.site(MOS_EISLEY), s.site(DOCKING_BAY_94));
    let at = |s: &Scenario, who: Side, t: &str, l: CardId| {
        *s.cards(who, t)
            .iter()
            .find(|&&c| s.place(c) == Place::At { location: l })
            .unwrap()
    };
    assert_eq!(forfeit(&s, at(&s, side, "Jawa", here)), 3);
    assert_eq!(forfeit(&s, at(&s, side, "Jawa", bay)), 1);
    assert!(s.q().nighttime(Some(here)));
    assert!(!s.q().nighttime(Some(mos)));
    let (entering, far) = (at(&s, other, visitor, mos), at(&s, other, visitor, bay));
    assert!(!s.has_option(Answer::Move {
        card: far,
        to: here
    }));
    s.answer(Answer::Move {
        card: entering,
        to: here,
    });
    assert_eq!(s.place(entering), Place::At { location: here });
    assert_eq!(s.pile(other, Pile::Force).len(), 2);
}

/// A text of Jawa Camp (either side's half) that relocates its player's vehicles and
/// characters to any site: a card a test reads relocation with (no printed card of the game
/// relocates a vehicle).
const RELOCATING_CAMP: &str = "card 1_131 Tatooine: Jawa Camp\ncard 1_292 Tatooine: Jawa Camp\n  \
     dark:\n    action during your move phase:\n      relocate your (vehicle or character) to site\n  \
     light:\n    action during your move phase:\n      relocate your (vehicle or character) to site\n";

/// `side`'s Sandcrawler (GEMP id), with a trooper when `trooper`, stands at Mos Eisley;
/// `side`'s Jawa Camp text relocates them to a site. Returns whether the Death Star's docking
/// bay (a mobile site, not a planet's) is offered, then where the Sandcrawler and the trooper
/// are (site titles) once the bay is chosen, or Jawa Camp when the bay is not offered.
fn relocated(id: &str, side: Side, trooper: bool) -> (bool, &'static str, Option<&'static str>) {
    let crawler = title(id);
    let mut b = with(&[id], &[id])
        .script(RELOCATING_CAMP)
        .site(Dark, MOS_EISLEY)
        .site(side, JAWA_CAMP)
        .site(Dark, DOCKING_BAY_327)
        .at(side, &crawler, MOS_EISLEY);
    if trooper {
        b = b.at(side, side_trooper(side), MOS_EISLEY);
    }
    let mut s = b.phase(side, Phase::Move).build();
    let (camp, bay, mos) = (
        s.site(JAWA_CAMP),
        s.site(DOCKING_BAY_327),
        s.site(MOS_EISLEY),
    );
    s.answer_with(|a| matches!(a, Answer::Use { card, .. } if *card == camp));
    let options = s.options();
    assert!(
        options.contains(&Answer::ChooseLocation(camp)),
        "{options:?}"
    );
    let bay_offered = options.contains(&Answer::ChooseLocation(bay));
    s.answer(Answer::ChooseLocation(if bay_offered { bay } else { camp }));
    let site = |card: CardId| match s.place(card) {
        Place::At { location } if location == mos => MOS_EISLEY,
        Place::At { location } if location == bay => DOCKING_BAY_327,
        Place::At { location } if location == camp => JAWA_CAMP,
        other => panic!("{other:?}: {}", s.log()),
    };
    let trooper = trooper.then(|| site(s.card(side, side_trooper(side))));
    (bay_offered, site(s.card(side, &crawler)), trooper)
}

/// A Light text of Dune Sea stealing Dark's weapons at a site onto a Light character there: a
/// thief a test reads theft with.
const STEALING_DUNE_SEA: &str = "card 1_130 Tatooine: Dune Sea\n  light:\n    \
     action during your control phase:\n      \
     steal opponent's weapon at (site with your character) onto your character at site\n";

fn side_trooper(side: Side) -> &'static str {
    match side {
        Dark => "Stormtrooper",
        Light => "Rebel Trooper",
    }
}

crate::card_tests! {
    fn card_2_149_sandcrawler_droid_junkheap_is_aboard_the_dark_sandcrawler() {
        vehicle_site("2_149", Dark, "1_309");
    }

    fn card_2_66_sandcrawler_loading_bay_is_aboard_the_light_sandcrawler() {
        vehicle_site("2_66", Light, "1_150");
    }

    fn card_1_309_sandcrawler_deploys_to_tatooine_and_adds_to_jawa_forfeit() {
        sandcrawler("1_309", Dark);
    }

    /// Seed 001 "Sandcrawler": the Light Sandcrawler relocates only to planet sites. Relocated
    /// with a trooper to "any site", it stays at Mos Eisley when the Death Star's docking bay
    /// (mobile, no planet) is chosen, while the trooper goes; a planet site (Jawa Camp) is
    /// offered. The Dark Sandcrawler, whose text says nothing of relocation, goes along.
    fn card_1_150_sandcrawler_relocates_only_to_planet_sites() {
        let bay = Some(DOCKING_BAY_327);
        assert_eq!(relocated("1_150", Light, true), (true, MOS_EISLEY, bay));
        // Alone, the Sandcrawler is offered planet sites only; it goes to one.
        assert_eq!(relocated("1_150", Light, false), (false, JAWA_CAMP, None));
        assert_eq!(relocated("1_309", Dark, true), (true, DOCKING_BAY_327, bay));
        assert_eq!(relocated("1_309", Dark, false), (true, DOCKING_BAY_327, None));
    }

    fn card_1_150_sandcrawler_deploys_to_tatooine_and_adds_to_jawa_forfeit() {
        sandcrawler("1_150", Light);
    }

    /// The Dark Sandcrawler takes one driver and seven passengers, and cannot move to a
    /// mobile site: its landspeed moves are checked against that clause.
    fn card_1_309_sandcrawler_capacity_and_moves() {
        let s = with(&["1_309"], &[])
            .site(Dark, MOS_EISLEY)
            .site(Dark, JAWA_CAMP)
            .at(Dark, "Sandcrawler", MOS_EISLEY)
            .on(Dark, "Jawa", "Sandcrawler")
            .fill(Dark, Pile::Force, 1)
            .phase(Dark, Phase::Move)
            .build();
        let (crawler, camp) = (s.card(Dark, "Sandcrawler"), s.site(JAWA_CAMP));
        let cap = s.q().bp(crawler).capacity;
        assert_eq!((cap.pilots, cap.passengers), (1, 7));
        assert!(s.has_option(Answer::Move { card: crawler, to: camp }));
        assert!(!s.q().may_not_move_to(crawler, camp), "Jawa Camp is no mobile site");
        seats_a_passenger("1_309", Dark, "Stormtrooper");
        // Never to a mobile site (Death Star: Docking Bay 327 is one).
        let s = with(&["1_309"], &[])
            .site(Dark, MOS_EISLEY)
            .site(Dark, DOCKING_BAY_327)
            .at(Dark, "Sandcrawler", MOS_EISLEY)
            .build();
        let crawler = s.card(Dark, "Sandcrawler");
        assert!(s.q().may_not_move_to(crawler, s.site(DOCKING_BAY_327)));
    }

    fn card_1_310_ubrikkian_9000_z001_moves_as_a_react() {
        react_moves("1_310", Dark, "Stormtrooper");
        seats_a_passenger("1_310", Dark, "Stormtrooper");
    }

    /// Luke's X-34 moves free with Luke aboard (1 Force otherwise) and moves as a 'react'.
    fn card_1_149_lukes_x34_landspeeder_moves_free_with_luke() {
        moves_free_with("1_149", "Luke");
        react_moves("1_149", Light, "Rebel Trooper");
        seats_a_passenger("1_149", Light, "Rebel Trooper");
    }

    /// The SoroSuub moves free with Luke aboard (1 Force otherwise) and moves as a 'react'.
    fn card_1_151_sorosuub_v35_landspeeder_moves_free_with_luke() {
        moves_free_with("1_151", "Luke Skywalker");
        react_moves("1_151", Light, "Rebel Trooper");
        seats_a_passenger("1_151", Light, "Rebel Trooper");
    }

    /// The Snowspeeder (permanent pilot: 1) moves as a 'react' to a Hoth site, not to a
    /// Tatooine site.
    fn card_3_69_snowspeeder_reacts_only_to_hoth_sites() {
        reacts_only_to("3_69", (TRENCH, PERIMETER), (DUNE_SEA, JAWA_CAMP));
        seats_a_passenger("3_69", Light, "Rebel Trooper");
        let s = with(&[], &["3_69"])
            .site(Light, DUNE_SEA)
            .at(Light, "Snowspeeder", DUNE_SEA)
            .build();
        assert_eq!(s.q().presence_ability(s.card(Light, "Snowspeeder")), 1);
    }

    /// The Sandspeeder moves as a 'react' to a Tatooine site, not to a Hoth site.
    fn card_7_156_sandspeeder_reacts_only_to_tatooine_or_desert_sites() {
        reacts_only_to("7_156", (DUNE_SEA, JAWA_CAMP), (TRENCH, PERIMETER));
        seats_a_passenger("7_156", Light, "Rebel Trooper");
    }

    /// The Skiff deploys for 2 (3 - 1) to a Tatooine site, takes a driver and five
    /// passengers, and moves as a 'react'.
    fn card_6_173_skiff_deploys_minus_1_to_tatooine() {
        skiff("6_173", Dark);
        react_moves("6_173", Dark, "Stormtrooper");
    }

    fn card_6_88_skiff_deploys_minus_1_to_tatooine() {
        skiff("6_88", Light);
        react_moves("6_88", Light, "Rebel Trooper");
    }

    /// Seed 001 "Skiff": lost, the Skiff lets its driver and passenger jump off at its site;
    /// those aboard a lost SoroSuub V-35 (no such text) are lost with it.
    fn card_6_173_skiff_characters_aboard_jump_off_if_lost() {
        assert_eq!(jump_off("6_173", Dark, "Stormtrooper"), 2);
    }

    fn card_6_88_skiff_characters_aboard_jump_off_if_lost() {
        assert_eq!(jump_off("6_88", Light, "Rebel Trooper"), 2);
        assert_eq!(jump_off("1_151", Light, "Rebel Trooper"), 0);
    }

    /// Blizzard 8 (permanent pilot: 2, under the ability of 4 a draw needs) draws one battle
    /// destiny anyway when in battle, and is immune to attrition < 4.
    fn card_215_23_blizzard_8_draws_one_battle_destiny_and_is_immune_below_4() {
        let mut s = with(&["215_23"], &[])
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Blizzard 8", MOS_EISLEY)
            .at(Light, "Rebel Trooper", MOS_EISLEY)
            .fill(Dark, Pile::Force, 1)
            .phase(Dark, Phase::Battle)
            .build();
        let (mos, walker) = (s.site(MOS_EISLEY), s.card(Dark, "Blizzard 8"));
        assert_eq!(s.q().battle_destiny_draws(Dark, mos, 0), 0, "not in battle yet");
        s.answer(Answer::Battle(mos));
        assert_eq!(s.q().battle_destiny_draws(Dark, mos, 0), 1);
        assert_eq!(s.q().immunity(walker), 4);
        let cap = s.q().bp(walker).capacity;
        assert_eq!((cap.pilots, cap.passengers), (1, 8));
        assert_eq!(s.q().presence_ability(walker), 2);
        // Its passenger seats take a Stormtrooper deploying from hand.
        let s = with(&["215_23"], &[])
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Blizzard 8", MOS_EISLEY)
            .hand(Dark, "Stormtrooper")
            .fill(Dark, Pile::Force, 4)
            .phase(Dark, Phase::Deploy)
            .build();
        let (walker, trooper) = (s.card(Dark, "Blizzard 8"), s.card(Dark, "Stormtrooper"));
        assert!(s.deploy_options_for(trooper).contains(&Dest::On {
            card: walker,
            placed_as: 1
        }));
    }

    /// Spaceport Speeders sells a vehicle at Mos Eisley: three destiny for Luke's X-34, two
    /// for another (the SoroSuub), activated as Force; then the vehicle is lost. A vehicle
    /// elsewhere is no target.
    fn card_1_112_spaceport_speeders_sells_a_vehicle_for_its_destiny() {
        for (vehicle, draws) in [("1_149", 3), ("1_151", 2)] {
            sells(vehicle, draws);
        }
    }

    /// Swilla Corey deploys on a character of its owner's that is not a thief, not on an
    /// opponent's character; or on its owner's weapon (the Blaster Rifle).
    fn card_2_126_swilla_corey_deploys_on_your_non_thief() {
        let s = with(&["2_126", "1_312"], &[])
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Stormtrooper", MOS_EISLEY)
            .on(Dark, "Blaster Rifle", "Stormtrooper")
            .at(Light, "Rebel Trooper", MOS_EISLEY)
            .hand(Dark, "Swilla Corey")
            .fill(Dark, Pile::Force, 2)
            .hand(Dark, keeper(Dark))
            .phase(Dark, Phase::Deploy)
            .build();
        let swilla = s.card(Dark, "Swilla Corey");
        let (trooper, rebel) = (s.card(Dark, "Stormtrooper"), s.card(Light, "Rebel Trooper"));
        let on = |c| Dest::On { card: c, placed_as: 0 };
        let dests = s.deploy_options_for(swilla);
        assert!(dests.contains(&on(trooper)), "{dests:?}");
        assert!(!dests.contains(&on(rebel)));
        let rifle = s.card(Dark, "Blaster Rifle");
        assert!(dests.contains(&on(rifle)), "{dests:?}");
        let mut s = s;
        s.answer(Answer::Deploy {
            card: swilla,
            to: on(rifle),
        });
        assert_eq!(s.place(swilla), Place::On { card: rifle });
    }

    /// Immune to Alter: Light's Alter (with a Rebel Trooper's ability to play it) may not
    /// aim at Swilla Corey on a Stormtrooper.
    fn card_2_126_swilla_corey_immune_to_alter() {
        let s = with(&["2_126"], &["1_71"])
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Stormtrooper", MOS_EISLEY)
            .on(Dark, "Swilla Corey", "Stormtrooper")
            .at(Light, "Rebel Trooper", MOS_EISLEY)
            .hand(Light, "Alter")
            .phase(Light, Phase::Deploy)
            .build();
        let (swilla, alter) = (s.card(Dark, "Swilla Corey"), s.card(Light, "Alter"));
        assert!(s.q().immune_to(swilla, alter));
        assert!(!s.options().iter().any(|a| {
            matches!(a, Answer::Play { card, target: TargetRef::Card(t), .. }
                if *card == alter && *t == swilla)
        }));
    }

    /// Seed 001 "Swilla Corey": its character gains thief skill, so that a second Swilla
    /// Corey (which deploys only on a non-thief) is offered the other Stormtrooper, not the
    /// one already bearing the first.
    fn card_2_126_swilla_corey_gives_its_character_thief_skill() {
        let s = with(&["2_126", "2_126"], &[])
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Stormtrooper", MOS_EISLEY)
            .at(Dark, "Stormtrooper", MOS_EISLEY)
            .on(Dark, "Swilla Corey", "Stormtrooper")
            .hand(Dark, "Swilla Corey")
            .fill(Dark, Pile::Force, 2)
            .hand(Dark, keeper(Dark))
            .phase(Dark, Phase::Deploy)
            .build();
        let second = s.card_in_hand(Dark, "Swilla Corey");
        let troopers = s.cards(Dark, "Stormtrooper");
        let first = s
            .cards(Dark, "Swilla Corey")
            .into_iter()
            .find(|&c| c != second)
            .expect("the first on table");
        let Place::On { card: thief } = s.place(first) else {
            panic!("Swilla Corey is on a trooper: {:?}", s.place(first));
        };
        let other = troopers.into_iter().find(|&t| t != thief).expect("two troopers");
        let on = |c| Dest::On { card: c, placed_as: 0 };
        let dests = s.deploy_options_for(second);
        assert!(dests.contains(&on(other)), "{dests:?}");
        assert!(!dests.contains(&on(thief)), "a thief now: {dests:?}");
    }

    /// Seed 001 "Swilla Corey": once in Dark's control phase, its thief targets a Light device
    /// at its site (a Tatooine Utility Belt, destiny 4, on a Rebel Trooper): a destiny of 3
    /// steals it onto the thief; 4 (not below) leaves it. Electrobinoculars at another site
    /// (on Talz) are no target, and the text is not offered a second time that turn.
    fn card_2_126_swilla_corey_steals_a_device_below_its_destiny_number() {
        for (top, stolen) in [("Imperial Pilot", true), ("Stormtrooper Utility Belt", false)] {
            let mut s = with(&["2_126", "1_207", "1_180"], &["1_40", "1_35"])
                .site(Dark, MOS_EISLEY)
                .site(Light, DUNE_SEA)
                .at(Dark, "Stormtrooper", MOS_EISLEY)
                .on(Dark, "Swilla Corey", "Stormtrooper")
                .at(Light, "Rebel Trooper", MOS_EISLEY)
                .on(Light, "Tatooine Utility Belt", "Rebel Trooper")
                .at(Light, "Talz", DUNE_SEA)
                .on(Light, "Electrobinoculars", "Talz")
                .reserve_top(Dark, &[top])
                .phase(Dark, Phase::Control)
                .build();
            let swilla = s.card(Dark, "Swilla Corey");
            let thief = s.card(Dark, "Stormtrooper");
            let (belt, binoculars) = (
                s.card(Light, "Tatooine Utility Belt"),
                s.card(Light, "Electrobinoculars"),
            );
            assert!(!targets(&s, swilla, binoculars), "another site's device");
            s.answer_with(|a| {
                matches!(a, Answer::Use { card, target: TargetRef::Card(c), .. }
                    if *card == swilla && *c == belt)
            });
            assert_eq!(s.q().owner(belt) == Dark, stolen, "{top}: {}", s.log());
            let bearer = if stolen { thief } else { s.card(Light, "Rebel Trooper") };
            assert_eq!(s.place(belt), Place::On { card: bearer });
            assert!(!targets(&s, swilla, belt), "once per turn");
        }
    }

    /// Seed 001 "Swilla Corey": on a weapon, it prevents that weapon's theft: a Light text
    /// stealing Dark's weapons at a site onto a Rebel takes a bare Blaster Rifle, not one
    /// Swilla Corey is on.
    fn card_2_126_swilla_corey_on_a_weapon_prevents_its_theft() {
        for protected in [false, true] {
            let mut s = with(&["2_126", "1_312"], &[])
                .script(STEALING_DUNE_SEA)
                .site(Dark, MOS_EISLEY)
                .site(Light, DUNE_SEA)
                .at(Dark, "Stormtrooper", MOS_EISLEY)
                .on(Dark, "Blaster Rifle", "Stormtrooper")
                .at(Light, "Rebel Trooper", MOS_EISLEY)
                .phase(Light, Phase::Control)
                .build();
            let (sea, rifle) = (s.site(DUNE_SEA), s.card(Dark, "Blaster Rifle"));
            if protected {
                let swilla = s.card(Dark, "Swilla Corey");
                s.mutate(|cx| cx.relocate(swilla, Place::On { card: rifle }));
            }
            s.answer_with(|a| matches!(a, Answer::Use { card, .. } if *card == sea));
            let rebel = s.card(Light, "Rebel Trooper");
            if protected {
                assert_eq!(s.q().owner(rifle), Dark, "{}", s.log());
                assert_eq!(s.place(rifle), Place::On { card: s.card(Dark, "Stormtrooper") });
            } else {
                assert_eq!(s.q().owner(rifle), Light, "{}", s.log());
                assert_eq!(s.place(rifle), Place::On { card: rebel });
            }
        }
    }
}

/// `side`'s vehicle (GEMP id) at Mos Eisley with two `rider`s aboard (driver and passenger)
/// is lost: how many riders are left at Mos Eisley (none was there before).
fn jump_off(id: &str, side: Side, rider: &str) -> usize {
    let name = title(id);
    let mut s = with(&[id], &[id])
        .site(Dark, MOS_EISLEY)
        .at(side, &name, MOS_EISLEY)
        .passenger(side, rider, &name)
        .hand(side, rider)
        .fill(side, Pile::Force, 3)
        .hand(side, keeper(side))
        .phase(side, Phase::Deploy)
        .build();
    let vehicle = s.card(side, &name);
    // The driver deploys aboard from hand, into the driver's seat.
    let driver = s.card_in_hand(side, rider);
    s.answer(Answer::Deploy {
        card: driver,
        to: Dest::On {
            card: vehicle,
            placed_as: 0,
        },
    });
    let riders: Vec<_> = s.q().attached(vehicle).collect();
    assert_eq!(riders.len(), 2);
    s.mutate(|cx| cx.lose(vehicle));
    assert!(s.pile(side, Pile::Lost).contains(&vehicle));
    let mos = s.site(MOS_EISLEY);
    let left = riders
        .iter()
        .filter(|&&c| s.place(c) == swccg_engine::Place::At { location: mos })
        .count();
    let lost = riders
        .iter()
        .filter(|&&c| s.pile(side, Pile::Lost).contains(&c))
        .count();
    assert_eq!(left + lost, 2);
    left
}

/// A Skiff of `side` deploys to Mos Eisley for 2 of its printed 3.
fn skiff(id: &str, side: Side) {
    let mut s = with(&[id], &[id])
        .site(Dark, MOS_EISLEY)
        .hand(side, "Skiff")
        .fill(side, Pile::Force, 3)
        .hand(side, keeper(side))
        .phase(side, Phase::Deploy)
        .build();
    let (mos, skiff) = (s.site(MOS_EISLEY), s.card(side, "Skiff"));
    let cap = s.q().bp(skiff).capacity;
    assert_eq!((cap.pilots, cap.passengers), (1, 5));
    s.answer(Answer::Deploy {
        card: skiff,
        to: Dest::At(mos),
    });
    assert_eq!(s.pile(side, Pile::Force).len(), 1, "3 - 1 = 2 Force");
}

/// Light sells `vehicle` (by GEMP id, on table at Mos Eisley with a driver) with Spaceport
/// Speeders, the destiny draws being Rebel Guards (destiny 3 each).
fn sells(vehicle: &str, draws: usize) {
    let name = title(vehicle);
    let mut s = with(&[], &[vehicle, "1_112", "1_26", "1_26", "1_26"])
        .site(Dark, MOS_EISLEY)
        .site(Dark, JAWA_CAMP)
        .at(Light, &name, MOS_EISLEY)
        .on(Light, "Rebel Trooper", &name)
        .at(Light, "Rebel Trooper", JAWA_CAMP)
        .hand(Light, "Spaceport Speeders")
        .reserve_top(Light, &["Rebel Guard", "Rebel Guard", "Rebel Guard"])
        .phase(Light, Phase::Control)
        .build();
    let speeders = s.card(Light, "Spaceport Speeders");
    let v = s.card(Light, &name);
    let targets = crate::support::play_targets(&s, speeders, 0);
    assert_eq!(
        targets,
        vec![TargetRef::Card(v)],
        "only the vehicle at Mos Eisley"
    );
    s.answer_with(|a| matches!(a, Answer::Play { card, .. } if *card == speeders));
    while s.prompt().is_some() && s.seat() == Some(Dark) {
        s.pass();
    }
    assert!(s.pile(Light, Pile::Lost).contains(&v), "{}", s.log());
    assert_eq!(s.pile(Light, Pile::Force).len(), 3 * draws, "{}", s.log());
}
