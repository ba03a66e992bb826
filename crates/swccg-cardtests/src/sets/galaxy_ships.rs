//! Tests of the starships, starship weapons and pilots the galaxy rules name (seed 001
//! "Starship" entries and their examples): scripts in `1-space.cards`, `2-space.cards`,
//! `3-hoth.cards` and `9-death-star-ii.cards`. Each test is named `card_<GEMP id>_<what the
//! text does>`. Most battles are at Kiffex (Dark's system, no weapon destiny modifier).

use super::space::{
    SYSTEM, adds_power_piloting, piloting_named_ship, power, space, squadron_replaces, stat,
};
use crate::support::{bearers_offered, deploys_on_for, to_weapons_segment};
use swccg_cards::Side::{self, Dark, Light};
use swccg_engine::decision::Dest;
use swccg_engine::flow::actions::payment_for;
use swccg_engine::scenario::{Builder, Scenario};
use swccg_engine::script::Stat;
use swccg_engine::{Answer, Phase, Pile, Place, What};

const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const DOCKING_BAY: &str = "Tatooine: Docking Bay 94";
const TIE: &str = "TIE Fighter"; // maneuver 3, permanent pilot
const Y_WING: &str = "Y-wing"; // maneuver 3, permanent pilot
const CORVETTE: &str = "Corellian Corvette"; // armor 4
const TRANSPORT: &str = "Medium Transport"; // armor 3, capital
const FALCON: &str = "Millennium Falcon";
const HOBBIE: &str = "Derek 'Hobbie' Klivian";

/// The weapon destiny of each side by the title put on top of its Reserve Deck (Premiere
/// Introductory decks): Dark's and Light's cards of destiny 1 to 6.
fn destiny_card(side: Side, destiny: i32) -> &'static str {
    const DARK: [&str; 6] = [
        "Stormtrooper",
        "Tusken Raider",
        "Jawa",
        "Imperial Barrier",
        "Ommni Box",
        "It's Worse",
    ];
    const LIGHT: [&str; 6] = [
        "Rebel Trooper",
        "Shistavanen Wolfman",
        "Blaster Rifle",
        "Rebel Reinforcements",
        "Narrow Escape",
        "Run Luke, Run!",
    ];
    let i = usize::try_from(destiny - 1).expect("a destiny from 1 to 6");
    if side == Dark { DARK[i] } else { LIGHT[i] }
}

/// On the table `b` prepares, `side` initiates a battle at `at` and, when first asked in the
/// weapons segment, fires `weapon` (a title) at the opponent's `target` (a title), its weapon
/// destiny being `destiny`. The scenario once that weapon's text is done (the segment is back
/// to `side`, or over).
fn fire(b: Builder, side: Side, at: &str, weapon: &str, target: &str, destiny: i32) -> Scenario {
    let mut s = b
        .reserve_top(side, &[destiny_card(side, destiny)])
        .fill(side, Pile::Force, 4)
        .phase(side, Phase::Battle)
        .build();
    s.answer(Answer::Battle(s.site(at)));
    assert!(to_weapons_segment(&mut s, side), "{}", s.log());
    let fire = Answer::Fire {
        weapon: s.card(side, weapon),
        target: s.card(side.opponent(), target),
    };
    assert!(s.has_option(fire), "{}", s.log());
    s.answer(fire);
    // The weapons segment ends when neither player fires; the power segment's totals close it.
    to_weapons_segment(&mut s, side);
    s
}

fn hit(s: &Scenario, side: Side, title: &str) -> bool {
    let card = s.card(side, title);
    s.saw(|w| matches!(w, What::TargetHit { card: c } if *c == card))
}

/// The Devastator at `system` (Tatooine or Kessel, both Dark's, with Tatooine's Mos Eisley
/// and Cantina) with the Star Destroyer: Launch Bay deployed aboard it, then `setup`'s
/// cards; Dark in its move phase with no Force left.
fn launch_bay_aboard(system: &str, setup: impl FnOnce(Builder) -> Builder) -> Scenario {
    launch_bay_aboard_ship(
        "Devastator",
        system,
        |b| setup(b.at(Dark, "Devastator", system)),
        |_| {},
    )
}

/// The Star Destroyer: Launch Bay deployed aboard `ship` (Dark's Star Destroyer, put at
/// `system` by `setup`), Dark's Force Pile emptied, then `after`; Dark in its move phase.
fn launch_bay_aboard_ship(
    ship: &str,
    system: &str,
    setup: impl FnOnce(Builder) -> Builder,
    after: impl FnOnce(&mut Scenario),
) -> Scenario {
    let b = crate::support::premiere()
        .extra(Dark, crate::support::card("4_165"))
        .extra(Dark, crate::support::card("1_301")) // Devastator
        .extra(Dark, crate::support::card("2_155")) // Victory-Class Star Destroyer
        .extra(Dark, crate::support::card("1_299")) // Black 2
        .extra(Dark, crate::support::card("1_180")) // Imperial Pilot
        .extra(Dark, crate::support::card("1_288")) // Kessel
        .extra(Dark, crate::support::card("1_289")) // Tatooine
        .extra(Dark, crate::support::card("1_290")) // Tatooine: Cantina
        .site(Dark, "Kessel")
        .site(Dark, "Tatooine")
        .site(Dark, "Tatooine: Mos Eisley")
        .site(Dark, "Tatooine: Cantina");
    let b = if ship == "Devastator" {
        setup(b)
    } else {
        setup(b).at(Dark, ship, system)
    };
    let mut s = b
        .hand(Dark, "Star Destroyer: Launch Bay")
        .phase(Dark, Phase::Deploy)
        .build();
    let bay = s.card(Dark, "Star Destroyer: Launch Bay");
    let to = Dest::Row {
        index: 0,
        convert: None,
        planet: Some(s.card(Dark, ship)),
    };
    s.answer(Answer::Deploy { card: bay, to });
    let force: Vec<_> = s.pile(Dark, Pile::Force).to_vec();
    s.mutate(|cx| {
        for c in force {
            cx.relocate(c, Place::Pile(Pile::Used));
        }
    });
    after(&mut s);
    for _ in 0..20 {
        if s.state().phase == Phase::Move {
            break;
        }
        s.pass();
    }
    assert_eq!(
        (s.state().phase, s.state().active),
        (Phase::Move, Dark),
        "{}",
        s.log()
    );
    s
}

crate::card_tests! {
    /// TIE Advanced x1's permanent pilot provides ability 1 (presence at Kiffex, no battle
    /// destiny) and the starship its printed power 2.
    fn card_1_303_tie_advanced_x1_permanent_pilot_provides_ability_1() {
        let s = space(&["1_303"], &[]).at(Dark, "TIE Advanced x1", SYSTEM).build();
        let kiffex = s.site(SYSTEM);
        assert_eq!(s.q().ability_at(Dark, kiffex), 1);
        assert_eq!(power(&s, Dark, "TIE Advanced x1"), 2);
        assert!(s.q().controls(Dark, kiffex));
    }

    /// Gold 1 takes two characters, pilots or passengers: with Dutch aboard a Rebel Pilot may
    /// deploy aboard; with both aboard, Biggs may not.
    fn card_1_141_gold_1_adds_2_pilots_or_passengers() {
        for (aboard, offered) in [(1, true), (2, false)] {
            let mut b = space(&[], &["1_141", "1_8", "1_27", "1_3"])
                .at(Light, "Gold 1", SYSTEM)
                .on(Light, "Dutch", "Gold 1");
            if aboard == 2 {
                b = b.passenger(Light, "Rebel Pilot", "Gold 1");
            }
            let s = b
                .hand(Light, "Biggs Darklighter")
                .fill(Light, Pile::Force, 5)
                .phase(Light, Phase::Deploy)
                .build();
            let gold = s.card(Light, "Gold 1");
            assert_eq!(
                bearers_offered(&s, Light, "Biggs Darklighter").contains(&gold),
                offered,
                "{aboard} aboard"
            );
        }
    }

    /// Dutch adds 2 to what he pilots; piloting Gold 1, 1 to its maneuver and one battle
    /// destiny if unable otherwise (on Red 3, neither).
    fn card_1_8_dutch_piloting_and_gold_1() {
        adds_power_piloting("1_8", Light, 2);
        piloting_named_ship("1_8", Light, "1_141", 1, true);
    }

    /// Dutch adds 1 to the forfeit of each other Gold Squadron pilot at his location: a Rebel
    /// Pilot piloting Gold 1 beside him (5 → 6), not one piloting Red 3 there (a Red
    /// Squadron pilot), nor Dutch himself; without Dutch, the Gold 1 pilot keeps 5.
    fn card_1_8_dutch_adds_1_to_forfeit_of_other_gold_squadron_pilots() {
        for with_dutch in [true, false] {
            let mut b = space(&[], &["1_141", "1_8", "1_27", "1_27", "1_145"])
                .at(Light, "Gold 1", SYSTEM)
                .at(Light, "Red 3", SYSTEM)
                .on(Light, "Rebel Pilot", "Gold 1")
                .on(Light, "Rebel Pilot", "Red 3");
            if with_dutch {
                b = b.on(Light, "Dutch", "Gold 1");
            }
            let s = b.build();
            let q = s.q();
            let printed = q.bp(s.card(Light, "Rebel Pilot")).forfeit.unwrap_or(0);
            let pilot_of = |ship: &str| {
                let ship = s.card(Light, ship);
                s.cards(Light, "Rebel Pilot")
                    .into_iter()
                    .find(|&c| q.bearer(c) == Some(ship))
                    .expect("a Rebel Pilot aboard")
            };
            let bonus = i32::from(with_dutch);
            assert_eq!(q.forfeit(pilot_of("Gold 1")), Some(printed + bonus));
            assert_eq!(q.forfeit(pilot_of("Red 3")), Some(printed));
            if with_dutch {
                let dutch = s.card(Light, "Dutch");
                assert_eq!(q.forfeit(dutch), q.bp(dutch).forfeit);
            }
        }
    }

    /// Proton Torpedoes deploy on an X-wing or a Y-wing (not on the Falcon) and hit a
    /// starship when the destiny beats its defense value: a TIE Fighter (maneuver 3) on a 4,
    /// not on a 3.
    fn card_1_158_proton_torpedoes() {
        let mut s = space(&[], &["1_158", "1_146", "1_147", "1_143"])
            .at(Light, "X-wing", SYSTEM)
            .at(Light, Y_WING, SYSTEM)
            .at(Light, FALCON, SYSTEM)
            .hand(Light, "Proton Torpedoes")
            .fill(Light, Pile::Force, 2)
            .phase(Light, Phase::Deploy)
            .build();
        let mut expect = vec![s.card(Light, "X-wing"), s.card(Light, Y_WING)];
        expect.sort();
        assert_eq!(bearers_offered(&s, Light, "Proton Torpedoes"), expect);
        deploys_on_for(&mut s, Light, "Proton Torpedoes", Y_WING, 1);
        for (destiny, hits) in [(4, true), (3, false)] {
            let b = space(&["1_304"], &["1_158", "1_147"])
                .at(Light, Y_WING, SYSTEM)
                .on(Light, "Proton Torpedoes", Y_WING)
                .at(Dark, TIE, SYSTEM);
            let s = fire(b, Light, SYSTEM, "Proton Torpedoes", TIE, destiny);
            assert_eq!(hit(&s, Dark, TIE), hits, "destiny {destiny}: {}", s.log());
        }
    }

    /// Special Modifications deploys on any starship for 1 and adds 2 to its armor or
    /// maneuver: the Corellian Corvette's defense value 4 → 6, Red 3's 4 → 6. On the Falcon
    /// with Han piloting it adds 2 to power and forfeit too; with a Rebel Pilot piloting, or
    /// Han aboard as a passenger, only the maneuver.
    fn card_1_65_special_modifications() {
        for ship in [CORVETTE, "Red 3"] {
            let s = space(&[], &["1_65", "1_140", "1_145", "1_27"])
                .at(Light, ship, SYSTEM)
                .on(Light, "Rebel Pilot", ship)
                .build();
            let before = s.q().defense_value(s.card(Light, ship));
            let s = space(&[], &["1_65", "1_140", "1_145", "1_27"])
                .at(Light, ship, SYSTEM)
                .on(Light, "Rebel Pilot", ship)
                .on(Light, "Special Modifications", ship)
                .build();
            assert_eq!(before, 4, "{ship}");
            assert_eq!(s.q().defense_value(s.card(Light, ship)), 6, "{ship}");
        }
        let mut s = space(&[], &["1_65", "1_140"])
            .at(Light, CORVETTE, SYSTEM)
            .hand(Light, "Special Modifications")
            .fill(Light, Pile::Force, 1)
            .phase(Light, Phase::Deploy)
            .build();
        assert_eq!(
            bearers_offered(&s, Light, "Special Modifications"),
            vec![s.card(Light, CORVETTE)],
            "1 Force is enough"
        );
        deploys_on_for(&mut s, Light, "Special Modifications", CORVETTE, 1);
        // (crew, as pilot): Han piloting, a Rebel Pilot piloting, Han a passenger.
        for (crew, piloting, bonus) in [("Han Solo", true, 2), ("Rebel Pilot", true, 0), ("Han Solo", false, 0)] {
            let mut b = space(&[], &["1_65", "1_143", "1_11", "1_27"]).at(Light, FALCON, SYSTEM);
            b = if piloting {
                b.on(Light, crew, FALCON)
            } else {
                b.on(Light, "Rebel Pilot", FALCON).passenger(Light, crew, FALCON)
            };
            let s = b.on(Light, "Special Modifications", FALCON).build();
            let falcon = s.card(Light, FALCON);
            let q = s.q();
            // Han and the Rebel Pilot each add 2 to what they pilot.
            assert_eq!(q.power(falcon), 3 + 2 + bonus, "{crew} piloting {piloting}");
            assert_eq!(q.forfeit(falcon), Some(7 + bonus), "{crew} piloting {piloting}");
            let han_maneuver = if crew == "Han Solo" && piloting { 2 } else { 0 };
            assert_eq!(stat(&s, Light, FALCON, Stat::Maneuver), 4 + 2 + han_maneuver);
        }
    }

    /// DS-61-4 adds 3 to what he pilots; piloting Black 4, one battle destiny if unable
    /// otherwise (its maneuver unchanged); not on Black 3.
    fn card_2_88_ds_61_4_piloting_and_black_4() {
        adds_power_piloting("2_88", Dark, 3);
        piloting_named_ship("2_88", Dark, "2_151", 0, true);
    }

    /// For 1 Force, DS-61-4 takes a Lone Pilot from the Reserve Deck into hand; with no Force
    /// the text is not offered.
    fn card_2_88_ds_61_4_takes_lone_pilot_for_1_force() {
        for force in [1, 0] {
            let mut s = space(&["2_88", "1_257"], &[])
                .site(Dark, MOS_EISLEY)
                .at(Dark, "DS-61-4", MOS_EISLEY)
                .fill(Dark, Pile::Force, force)
                .phase(Dark, Phase::Deploy)
                .build();
            let pilot = s.card(Dark, "DS-61-4");
            let lone = s.card(Dark, "Lone Pilot");
            let use_it = |a: &Answer| matches!(a, Answer::Use { card, .. } if *card == pilot);
            let offered = s.options().iter().any(use_it);
            assert_eq!(offered, force == 1);
            if offered {
                s.answer_with(use_it);
                if s.options().contains(&Answer::Choose(lone)) {
                    s.answer(Answer::Choose(lone));
                }
                assert_eq!(s.place(lone), Place::Pile(Pile::Hand), "{}", s.log());
                assert_eq!(s.pile(Dark, Pile::Force).len(), 0, "1 Force used");
            }
        }
    }

    /// The Enhanced TIE Laser Cannon deploys on a TIE (not on the Devastator) and hits a
    /// starship when its destiny beats the defense value, 2 less against a capital starship:
    /// an X-wing (maneuver 4) on a 5, not a 4; a Medium Transport (armor 3) on a 6 (6 - 2 >
    /// 3), not a 5; the Corellian Corvette (armor 4) not even on a 6.
    fn card_2_158_enhanced_tie_laser_cannon() {
        let mut s = space(&["2_158", "1_304", "1_301"], &[])
            .at(Dark, TIE, SYSTEM)
            .at(Dark, "Devastator", SYSTEM)
            .hand(Dark, "Enhanced TIE Laser Cannon")
            .fill(Dark, Pile::Force, 2)
            .phase(Dark, Phase::Deploy)
            .build();
        assert_eq!(
            bearers_offered(&s, Dark, "Enhanced TIE Laser Cannon"),
            vec![s.card(Dark, TIE)]
        );
        deploys_on_for(&mut s, Dark, "Enhanced TIE Laser Cannon", TIE, 1);
        for (target, destiny, hits) in [
            ("X-wing", 5, true),
            ("X-wing", 4, false),
            (TRANSPORT, 6, true),
            (TRANSPORT, 5, false),
            (CORVETTE, 6, false),
        ] {
            let b = space(&["2_158", "1_304"], &["1_146", "3_65", "1_140"])
                .at(Dark, TIE, SYSTEM)
                .on(Dark, "Enhanced TIE Laser Cannon", TIE)
                .at(Light, target, SYSTEM);
            let s = fire(b, Dark, SYSTEM, "Enhanced TIE Laser Cannon", target, destiny);
            assert_eq!(hit(&s, Light, target), hits, "{target}, destiny {destiny}: {}", s.log());
        }
    }

    /// The SW-4 Ion Cannon deploys on a Y-wing or a B-wing (not an X-wing). When its destiny
    /// beats the target's defense value (a TIE Fighter's maneuver 3: a 4, not a 3), the
    /// starship weapons on the target are lost and its maneuver and hyperspeed are 0 for the
    /// rest of the game; the target is not 'hit'.
    fn card_2_81_sw_4_ion_cannon() {
        let mut s = space(&[], &["2_81", "1_146", "1_147", "7_140"])
            .at(Light, "X-wing", SYSTEM)
            .at(Light, Y_WING, SYSTEM)
            .at(Light, "B-wing Attack Fighter", SYSTEM)
            .hand(Light, "SW-4 Ion Cannon")
            .fill(Light, Pile::Force, 2)
            .phase(Light, Phase::Deploy)
            .build();
        let mut expect = vec![s.card(Light, Y_WING), s.card(Light, "B-wing Attack Fighter")];
        expect.sort();
        assert_eq!(bearers_offered(&s, Light, "SW-4 Ion Cannon"), expect);
        deploys_on_for(&mut s, Light, "SW-4 Ion Cannon", Y_WING, 1);
        for (destiny, ionized) in [(4, true), (3, false)] {
            let b = space(&["1_304", "2_158"], &["2_81", "1_147"])
                .at(Light, Y_WING, SYSTEM)
                .on(Light, "SW-4 Ion Cannon", Y_WING)
                .at(Dark, TIE, SYSTEM)
                .on(Dark, "Enhanced TIE Laser Cannon", TIE);
            let s = fire(b, Light, SYSTEM, "SW-4 Ion Cannon", TIE, destiny);
            let cannon = s.card(Dark, "Enhanced TIE Laser Cannon");
            assert_eq!(s.place(cannon) == Place::Pile(Pile::Lost), ionized, "{}", s.log());
            let maneuver = stat(&s, Dark, TIE, Stat::Maneuver);
            assert_eq!(maneuver, if ionized { 0 } else { 3 }, "destiny {destiny}");
            assert_eq!(s.q().defense_value(s.card(Dark, TIE)), maneuver);
            assert!(!hit(&s, Dark, TIE));
        }
    }

    /// The Superlaser deploys (free) to the Death Star at parsec 0; in a battle at Alderaan,
    /// which the Death Star orbits, it fires at the Corellian Corvette (armor 4) for 4 Force
    /// and hits it on two destiny of 2 and 3 (5 > 4).
    fn card_2_161_superlaser() {
        let mut s = space(&["2_143", "2_161"], &[])
            .site(Dark, "Death Star")
            .hand(Dark, "Superlaser")
            .phase(Dark, Phase::Deploy)
            .build();
        let superlaser = s.card(Dark, "Superlaser");
        let to = Dest::At(s.site("Death Star"));
        assert_eq!(s.deploy_options_for(superlaser), vec![to]);
        s.answer(Answer::Deploy { card: superlaser, to });
        assert_eq!(s.place(superlaser), Place::At { location: s.site("Death Star") });
        let mut s = space(&["2_143", "2_161", "1_281", "1_301"], &["1_140"])
            .site(Dark, "Death Star")
            .site(Dark, "Alderaan")
            .mobile_at("Death Star", 2, Some("Alderaan"))
            .at(Dark, "Superlaser", "Death Star")
            .at(Dark, "Devastator", "Alderaan")
            .at(Light, CORVETTE, "Alderaan")
            .reserve_top(Dark, &[destiny_card(Dark, 2), destiny_card(Dark, 3)])
            .fill(Dark, Pile::Force, 5)
            .phase(Dark, Phase::Battle)
            .build();
        s.answer(Answer::Battle(s.site("Alderaan")));
        assert!(to_weapons_segment(&mut s, Dark), "{}", s.log());
        s.answer(Answer::Fire { weapon: superlaser, target: s.card(Light, CORVETTE) });
        to_weapons_segment(&mut s, Dark);
        assert!(hit(&s, Light, CORVETTE), "{}", s.log());
        assert!(s.pile(Dark, Pile::Force).is_empty(), "1 Force to battle, 4 to fire");
    }

    /// A Turbolaser Battery deploys to the Death Star (a mobile system) for 3, or on a Star
    /// Destroyer for 3; at the Death Star, with no bearer, it fires in a battle there; in a
    /// battle at Kiffex it is not offered.
    fn card_1_323_turbolaser_battery_on_a_mobile_system() {
        let mut s = space(&["2_143", "1_323"], &[])
            .site(Dark, "Death Star")
            .hand(Dark, "Turbolaser Battery")
            .fill(Dark, Pile::Force, 3)
            .phase(Dark, Phase::Deploy)
            .build();
        let battery = s.card(Dark, "Turbolaser Battery");
        let to = Dest::At(s.site("Death Star"));
        assert!(s.deploy_options_for(battery).contains(&to), "{}", s.log());
        assert!(!s.deploy_options_for(battery).contains(&Dest::At(s.site(SYSTEM))));
        s.answer(Answer::Deploy { card: battery, to });
        assert_eq!(s.place(battery), Place::At { location: s.site("Death Star") });
        assert!(s.pile(Dark, Pile::Force).is_empty(), "3 Force used");
        // On a Star Destroyer, for 3 too.
        let mut s = space(&["1_323", "1_301"], &[])
            .at(Dark, "Devastator", SYSTEM)
            .hand(Dark, "Turbolaser Battery")
            .fill(Dark, Pile::Force, 3)
            .phase(Dark, Phase::Deploy)
            .build();
        deploys_on_for(&mut s, Dark, "Turbolaser Battery", "Devastator", 3);
        for at in ["Death Star", SYSTEM] {
            let mut s = space(&["2_143", "1_323", "1_301"], &["1_140"])
                .site(Dark, "Death Star")
                .at(Dark, "Turbolaser Battery", "Death Star")
                .at(Dark, "Devastator", at)
                .at(Light, CORVETTE, at)
                .fill(Dark, Pile::Force, 3)
                .phase(Dark, Phase::Battle)
                .build();
            s.answer(Answer::Battle(s.site(at)));
            let fires = Answer::Fire { weapon: battery, target: s.card(Light, CORVETTE) };
            let offered = to_weapons_segment(&mut s, Dark) && s.has_option(fires);
            assert_eq!(offered, at == "Death Star", "battle at {at}: {}", s.log());
            if offered {
                s.answer(fires);
                assert!(s.saw(|w| matches!(w, What::WeaponFired { weapon, .. } if *weapon == battery)));
            }
        }
    }

    /// Hobbie adds 2 to what he pilots, 3 while a Star Destroyer (either player's) is at the
    /// same location: Red 3 (power 3) is 5 alone, 6 beside the Devastator; piloting Rogue 4 he
    /// adds 2 to its maneuver too (4 → 6), not to Red 3's (4).
    fn card_3_5_hobbie_piloting() {
        for (destroyer, total) in [(false, 5), (true, 6)] {
            let mut b = space(&["1_301"], &["3_5", "1_145"])
                .at(Light, "Red 3", SYSTEM)
                .on(Light, HOBBIE, "Red 3");
            if destroyer {
                b = b.at(Dark, "Devastator", SYSTEM);
            }
            let s = b.build();
            assert_eq!(power(&s, Light, "Red 3"), total, "Star Destroyer here: {destroyer}");
            assert_eq!(stat(&s, Light, "Red 3", Stat::Maneuver), 4);
        }
        let s = space(&[], &["3_5", "7_154"])
            .site(Dark, MOS_EISLEY)
            .at(Light, "Rogue 4", MOS_EISLEY)
            .on(Light, HOBBIE, "Rogue 4")
            .build();
        assert_eq!(stat(&s, Light, "Rogue 4", Stat::Maneuver), 4 + 2);
        assert_eq!(power(&s, Light, "Rogue 4"), 3 + 2);
    }

    /// Hobbie is power 4 (2 + 2) at a site with Biggs; 2 with Biggs at another site, and 2
    /// when both pilot starships at a system (not a site).
    fn card_3_5_hobbie_with_biggs_at_a_site() {
        for (biggs_at, total) in [(MOS_EISLEY, 4), (DOCKING_BAY, 2)] {
            let s = space(&[], &["3_5", "1_3"])
                .site(Dark, MOS_EISLEY)
                .site(Dark, DOCKING_BAY)
                .at(Light, HOBBIE, MOS_EISLEY)
                .at(Light, "Biggs Darklighter", biggs_at)
                .build();
            assert_eq!(power(&s, Light, HOBBIE), total, "Biggs at {biggs_at}");
        }
        let s = space(&[], &["3_5", "1_3", "1_145", "1_146"])
            .at(Light, "Red 3", SYSTEM)
            .on(Light, HOBBIE, "Red 3")
            .at(Light, "X-wing", SYSTEM)
            .on(Light, "Biggs Darklighter", "X-wing")
            .build();
        assert_eq!(power(&s, Light, HOBBIE), 2);
    }

    /// Dack Ralter adds 1 to the weapon destiny draws of the starship he is aboard as a
    /// passenger (Gold 1), 3 with Luke at the same location; nothing while not aboard.
    fn card_3_4_dack_ralter_adds_to_weapon_destiny_aboard_as_passenger() {
        for (aboard, luke, bonus) in [(true, false, 1), (true, true, 3), (false, false, 0)] {
            let mut b = space(&[], &["3_4", "1_141", "1_8", "1_19", "1_145"])
                .at(Light, "Gold 1", SYSTEM)
                .on(Light, "Dutch", "Gold 1");
            b = if aboard {
                b.passenger(Light, "Dack Ralter", "Gold 1")
            } else {
                b.at(Light, "Dack Ralter", SYSTEM)
            };
            if luke {
                b = b.at(Light, "Red 3", SYSTEM).on(Light, "Luke Skywalker", "Red 3");
            }
            let s = b.build();
            let gold = s.card(Light, "Gold 1");
            let q = s.q();
            assert_eq!(
                q.weapon_destiny_bonus_by(Light, s.site(SYSTEM), Some(gold)),
                bonus,
                "aboard {aboard}, Luke {luke}"
            );
            if luke {
                let red = s.card(Light, "Red 3");
                assert_eq!(q.weapon_destiny_bonus_by(Light, s.site(SYSTEM), Some(red)), 0);
            }
        }
    }

    /// Dack Ralter adds 3 aboard Rogue 1 as a passenger (without Luke).
    fn card_3_4_dack_ralter_adds_3_aboard_rogue_1() {
        let s = space(&[], &["3_4", "3_66", "1_27"])
            .site(Dark, MOS_EISLEY)
            .at(Light, "Rogue 1", MOS_EISLEY)
            .on(Light, "Rebel Pilot", "Rogue 1")
            .passenger(Light, "Dack Ralter", "Rogue 1")
            .build();
        let rogue = s.card(Light, "Rogue 1");
        assert_eq!(
            s.q().weapon_destiny_bonus_by(Light, s.site(MOS_EISLEY), Some(rogue)),
            3
        );
    }

    /// The Surface Defense Cannon deploys on a starfighter for 1, free on the Falcon; landed
    /// at Mos Eisley it still fires, and hits a character when the destiny + 1 beats its
    /// defense value: Darth Vader (ability 6) on a 6, not on a 5.
    fn card_3_80_surface_defense_cannon() {
        for force in [0, 1] {
            let mut s = space(&[], &["3_80", "1_143", "1_145"])
                .at(Light, FALCON, SYSTEM)
                .at(Light, "Red 3", SYSTEM)
                .hand(Light, "Surface Defense Cannon")
                .fill(Light, Pile::Force, force)
                .phase(Light, Phase::Deploy)
                .build();
            let mut expect = vec![s.card(Light, FALCON)];
            if force == 1 {
                expect.push(s.card(Light, "Red 3"));
            }
            expect.sort();
            assert_eq!(bearers_offered(&s, Light, "Surface Defense Cannon"), expect, "{force} Force");
            // Free on the Falcon; 1 on another starfighter.
            let bearer = if force == 1 { "Red 3" } else { FALCON };
            deploys_on_for(&mut s, Light, "Surface Defense Cannon", bearer, force);
        }
        for (destiny, hits) in [(6, true), (5, false)] {
            let b = space(&["1_168"], &["3_80", "1_147"])
                .site(Dark, MOS_EISLEY)
                .at(Light, Y_WING, MOS_EISLEY)
                .on(Light, "Surface Defense Cannon", Y_WING)
                .at(Dark, "Darth Vader", MOS_EISLEY);
            let s = fire(b, Light, MOS_EISLEY, "Surface Defense Cannon", "Darth Vader", destiny);
            assert_eq!(hit(&s, Dark, "Darth Vader"), hits, "destiny {destiny}: {}", s.log());
        }
    }

    /// The Medium Transport, a capital starship, deploys like a starfighter (to Docking Bay
    /// 94, where the Corellian Corvette may not); its permanent pilot provides ability 1.
    fn card_3_65_medium_transport() {
        let s = space(&[], &["3_65", "1_140"])
            .extra(Dark, crate::support::card("1_289"))
            .extra(Dark, crate::support::card("1_291"))
            .site(Dark, "Tatooine")
            .site(Dark, DOCKING_BAY)
            .hand(Light, TRANSPORT)
            .hand(Light, CORVETTE)
            .fill(Light, Pile::Force, 8)
            .phase(Light, Phase::Deploy)
            .build();
        let bay = Dest::At(s.site(DOCKING_BAY));
        assert!(s.deploy_options_for(s.card(Light, TRANSPORT)).contains(&bay), "{}", s.log());
        assert!(!s.deploy_options_for(s.card(Light, CORVETTE)).contains(&bay));
        let s = space(&[], &["3_65"]).at(Light, TRANSPORT, SYSTEM).build();
        assert_eq!(s.q().ability_at(Light, s.site(SYSTEM)), 1);
        assert_eq!(s.q().defense_value(s.card(Light, TRANSPORT)), 3);
        // It takes 4 passengers: a Talz boards beside 3 Rebel Troopers, not beside 4.
        for (passengers, boards) in [(3, true), (4, false)] {
            let mut b = space(&[], &["3_65"]).at(Light, TRANSPORT, SYSTEM);
            for _ in 0..passengers {
                b = b.passenger(Light, "Rebel Trooper", TRANSPORT);
            }
            let s = b
                .hand(Light, "Talz")
                .fill(Light, Pile::Force, 5)
                .phase(Light, Phase::Deploy)
                .build();
            let transport = s.card(Light, TRANSPORT);
            let offered = bearers_offered(&s, Light, "Talz").contains(&transport);
            assert_eq!(offered, boards, "{passengers} passengers aboard");
        }
    }

    /// B-wing Attack Squadron: its permanent pilots provide ability 3, and each of its
    /// weapon destiny draws is +1: an SW-4 Ion Cannon aboard ionizes a TIE Fighter (maneuver
    /// 3) on a destiny of 3 (3 + 1 > 3), where aboard a Y-wing it does not.
    fn card_9_65_b_wing_attack_squadron() {
        // It replaces three B-wings at one location (two B-wing Attack Fighters and a Blue
        // Squadron B-wing), not two B-wings and a Y-wing; the replaced leave the table.
        for (third, replaces) in [("9_64", true), ("1_147", false)] {
            let (replaced, s) = squadron_replaces(Light, "9_65", &["7_140", "7_140", third], None);
            assert_eq!(replaced, replaces, "with {third}: {}", s.log());
            if replaces {
                let fighters = s.q().st.table.iter().filter(|&&c| s.q().is_starship(c)).count();
                assert_eq!(fighters, 1, "only the squadron is left: {}", s.log());
            }
        }
        let s = space(&[], &["9_65", "1_147"])
            .at(Light, "B-wing Attack Squadron", SYSTEM)
            .at(Light, Y_WING, SYSTEM)
            .build();
        let q = s.q();
        let kiffex = s.site(SYSTEM);
        assert_eq!(q.weapon_destiny_bonus_by(Light, kiffex, Some(s.card(Light, "B-wing Attack Squadron"))), 1);
        assert_eq!(q.weapon_destiny_bonus_by(Light, kiffex, Some(s.card(Light, Y_WING))), 0);
        let s = space(&[], &["9_65"]).at(Light, "B-wing Attack Squadron", SYSTEM).build();
        assert_eq!(s.q().ability_at(Light, s.site(SYSTEM)), 3);
        for (ship, ionized) in [("B-wing Attack Squadron", true), (Y_WING, false)] {
            let b = space(&["1_304"], &["2_81", "9_65", "1_147"])
                .at(Light, ship, SYSTEM)
                .on(Light, "SW-4 Ion Cannon", ship)
                .at(Dark, TIE, SYSTEM);
            let s = fire(b, Light, SYSTEM, "SW-4 Ion Cannon", TIE, 3);
            assert_eq!(stat(&s, Dark, TIE, Stat::Maneuver) == 0, ionized, "{ship}: {}", s.log());
        }
    }

    /// Star Destroyer: Launch Bay (Dark): aboard the Devastator at Tatooine, Dark's TIEs
    /// deploy 2 less there: Black 4 (2) for 0, Onyx 1 (3) for 1; at the Tatooine system they
    /// cost 2 and 3; Vader's Personal Shuttle (not a TIE) still costs its 2 there.
    fn card_4_165_star_destroyer_launch_bay_ties_deploy_2_less_here() {
        let mut s = crate::support::premiere()
            .extra(Dark, crate::support::card("4_165"))
            .extra(Dark, crate::support::card("1_301"))
            .extra(Dark, crate::support::card("1_289"))
            .extra(Dark, crate::support::card("2_151"))
            .extra(Dark, crate::support::card("9_160"))
            .extra(Dark, crate::support::card("7_309"))
            .site(Dark, "Tatooine")
            .at(Dark, "Devastator", "Tatooine")
            .hand(Dark, "Star Destroyer: Launch Bay")
            .hand(Dark, "Black 4")
            .hand(Dark, "Onyx 1")
            .hand(Dark, "Vader's Personal Shuttle")
            .fill(Dark, Pile::Force, 8)
            .phase(Dark, Phase::Deploy)
            .build();
        let bay = s.card(Dark, "Star Destroyer: Launch Bay");
        let to = Dest::Row {
            index: 0,
            convert: None,
            planet: Some(s.card(Dark, "Devastator")),
        };
        s.answer(Answer::Deploy { card: bay, to });
        let system = s.site("Tatooine");
        for (ship, at_bay, at_system) in [
            ("Black 4", 0, 2),
            ("Onyx 1", 1, 3),
            ("Vader's Personal Shuttle", 2, 2),
        ] {
            let card = s.card(Dark, ship);
            let q = s.q();
            let cost = |to| payment_for(&q, Dark, card, to).own;
            assert_eq!(cost(Dest::At(bay)), at_bay, "{ship} at the Launch Bay");
            assert_eq!(cost(Dest::At(system)), at_system, "{ship} at Tatooine");
        }
    }

    /// Star Destroyer: Launch Bay (Dark), shuttling here for free: aboard the Devastator at
    /// Tatooine, with no Force, a Stormtrooper at Mos Eisley (an exterior Tatooine site) moves
    /// to the bay and another from the bay to Mos Eisley, each its regular move, for
    /// nothing; the Cantina (interior only) and Light's Rebel at Mos Eisley get no such move.
    /// With the Devastator at Kessel, Mos Eisley is no shuttle end.
    fn card_4_165_star_destroyer_launch_bay_shuttles_free_to_the_planet_below() {
        let mut s = launch_bay_aboard("Tatooine", |b| {
            b.at(Dark, "Stormtrooper", "Tatooine: Mos Eisley")
                .at(Dark, "Stormtrooper", "Tatooine: Cantina")
                .at(Light, "Rebel Trooper", "Tatooine: Mos Eisley")
        });
        let bay = s.card(Dark, "Star Destroyer: Launch Bay");
        let mos = s.site("Tatooine: Mos Eisley");
        let troopers = s.cards(Dark, "Stormtrooper");
        let (up, cantina) = (troopers[0], troopers[1]);
        let rebel = s.card(Light, "Rebel Trooper");
        assert!(s.pile(Dark, Pile::Force).is_empty());
        assert!(
            s.has_option(Answer::Move { card: up, to: bay }),
            "{:?}",
            s.game.why_not_move(Dark, up, bay)
        );
        assert!(!s.has_option(Answer::Move { card: cantina, to: bay }));
        assert!(s.game.why_not_move(Dark, cantina, bay).is_some());
        assert!(s.game.why_not_move(Light, rebel, bay).is_some());
        s.answer(Answer::Move { card: up, to: bay });
        assert_eq!(s.place(up), Place::At { location: bay });
        assert!(!s.has_option(Answer::Move { card: up, to: mos }), "its move is made");
        // Down again: a trooper put at the bay goes to Mos Eisley.
        let mut s = launch_bay_aboard_ship(
            "Devastator",
            "Tatooine",
            |b| {
                b.at(Dark, "Devastator", "Tatooine")
                    .at(Dark, "Stormtrooper", "Tatooine: Cantina")
            },
            |s| {
                let (bay, down) = (
                    s.card(Dark, "Star Destroyer: Launch Bay"),
                    s.card(Dark, "Stormtrooper"),
                );
                s.mutate(|cx| cx.relocate(down, Place::At { location: bay }));
            },
        );
        let bay = s.card(Dark, "Star Destroyer: Launch Bay");
        let mos = s.site("Tatooine: Mos Eisley");
        let down = s.card(Dark, "Stormtrooper");
        assert_eq!(s.place(down), Place::At { location: bay });
        assert!(s.has_option(Answer::Move { card: down, to: mos }), "{}", s.log());
        s.answer(Answer::Move { card: down, to: mos });
        assert_eq!(s.place(down), Place::At { location: mos });
        assert!(s.pile(Dark, Pile::Force).is_empty());
        // With 1 Force the trooper may walk to the Cantina, not shuttle.
        let s = launch_bay_aboard_ship(
            "Devastator",
            "Kessel",
            |b| {
                b.at(Dark, "Devastator", "Kessel")
                    .at(Dark, "Stormtrooper", "Tatooine: Mos Eisley")
            },
            |s| {
                let one = s.pile(Dark, Pile::Reserve)[0];
                s.mutate(|cx| cx.relocate(one, Place::Pile(Pile::Force)));
            },
        );
        let bay = s.card(Dark, "Star Destroyer: Launch Bay");
        let up = s.cards(Dark, "Stormtrooper")[0];
        assert!(!s.has_option(Answer::Move { card: up, to: bay }));
    }

    /// Star Destroyer: Launch Bay (Dark), transferring for free: at Tatooine an Imperial Pilot
    /// aboard Black 2 goes aboard the Devastator (which has ship-docking capability) by
    /// ship-docking for nothing while the bay is aboard the Devastator; with the bay aboard
    /// the Victory-class Star Destroyer instead, the transfer costs its 1 Force, which Dark
    /// lacks.
    fn card_4_165_star_destroyer_launch_bay_transfers_free_to_its_star_destroyer() {
        for (aboard, free) in [("Devastator", true), ("Victory-Class Star Destroyer", false)] {
            let mut s = launch_bay_aboard_ship(
                aboard,
                "Tatooine",
                |b| {
                    b.at(Dark, "Devastator", "Tatooine")
                        .at(Dark, "Black 2", "Tatooine")
                        .on(Dark, "Imperial Pilot", "Black 2")
                },
                |_| {},
            );
            let (pilot, devastator) = (s.card(Dark, "Imperial Pilot"), s.card(Dark, "Devastator"));
            let transfer = Answer::Move {
                card: pilot,
                to: devastator,
            };
            assert_eq!(s.has_option(transfer), free, "bay aboard the {aboard}");
            if free {
                assert_eq!(s.game.why_not_move(Dark, pilot, devastator), None);
                s.answer(transfer);
                assert_eq!(s.place(pilot), Place::On { card: devastator });
                assert!(s.pile(Dark, Pile::Force).is_empty());
            } else {
                assert_eq!(
                    s.game.why_not_move(Dark, pilot, devastator),
                    Some(swccg_engine::WhyNot::CannotAfford {
                        cost: 1,
                        available: 0
                    })
                );
            }
        }
    }

    /// Star Destroyer: Launch Bay (Light's text): the site is immune to Revolution (the
    /// Tatooine system is not).
    fn card_4_165_star_destroyer_launch_bay_immune_to_revolution() {
        let s = launch_bay_aboard("Tatooine", |b| {
            b.extra(Light, crate::support::card("1_62"))
                .at(Dark, "Stormtrooper", "Tatooine: Mos Eisley")
        });
        let rev = s.cards(Light, "Revolution")[0];
        let q = s.q();
        assert!(q.immune_to(s.card(Dark, "Star Destroyer: Launch Bay"), rev));
        assert!(!q.immune_to(s.site("Tatooine"), rev));
    }

    /// Blue Squadron B-wing: deploy 5, 2 less to Roche (3); its permanent pilot provides
    /// ability 2 and adds 1 to its power 4; each of its weapon destiny draws is +2; it fires
    /// two weapons in one battle (Proton Torpedoes and an SW-4 Ion Cannon at a TIE Fighter
    /// and the Devastator) where a starfighter fires one.
    fn card_9_64_blue_squadron_b_wing() {
        let s = space(&[], &["9_64", "7_124"])
            .site(Light, "Roche")
            .hand(Light, "Blue Squadron B-wing")
            .build();
        let ship = s.card(Light, "Blue Squadron B-wing");
        let q = s.q();
        let cost = |to: &str| payment_for(&q, Light, ship, Dest::At(s.site(to))).own;
        assert_eq!((cost("Roche"), cost(SYSTEM)), (3, 5));
        let s = space(&[], &["9_64"]).at(Light, "Blue Squadron B-wing", SYSTEM).build();
        let q = s.q();
        let kiffex = s.site(SYSTEM);
        assert_eq!(q.ability_at(Light, kiffex), 2);
        assert_eq!(power(&s, Light, "Blue Squadron B-wing"), 5);
        assert_eq!(q.weapon_destiny_bonus_by(Light, kiffex, Some(s.card(Light, "Blue Squadron B-wing"))), 2);
        let mut s = space(&["1_304", "1_301"], &["9_64", "1_158", "2_81"])
            .at(Light, "Blue Squadron B-wing", SYSTEM)
            .on(Light, "Proton Torpedoes", "Blue Squadron B-wing")
            .on(Light, "SW-4 Ion Cannon", "Blue Squadron B-wing")
            .at(Dark, "Devastator", SYSTEM)
            .reserve_top(Light, &[destiny_card(Light, 1), destiny_card(Light, 1)])
            .fill(Light, Pile::Force, 5)
            .phase(Light, Phase::Battle)
            .build();
        s.answer(Answer::Battle(s.site(SYSTEM)));
        assert_eq!(crate::support::fire_every_weapon(&mut s, Light).len(), 2, "{}", s.log());
    }
}
