//! The Superlaser, a Death Star weapon: one scenario test per sentence of seed 001's entry
//! "Superlaser", named after it. A weapon deployed at a location has no bearer: it fires in
//! battles there, and the Superlaser also at the system the Death Star orbits.

mod common;

use common::{card, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::decision::Dest;
use swccg_engine::event::What;
use swccg_engine::scenario::{Builder, Scenario};
use swccg_engine::{Answer, Phase, Pile, Place};

const DEATH_STAR: &str = "Death Star"; // mobile: starts at parsec 0, hyperspeed 1
const ALDERAAN: &str = "Alderaan"; // parsec 2
const KIFFEX: &str = "Kiffex"; // parsec 2
const SUPERLASER: &str = "Superlaser";
const DEVASTATOR: &str = "Devastator";
const CORVETTE: &str = "Corellian Corvette"; // capital, armor 4
const X_WING: &str = "X-wing"; // starfighter, maneuver 4

/// The Premiere decks with the Death Star, Alderaan and Kiffex (both at parsec 2), the
/// Superlaser and the Devastator for Dark; the Corellian Corvette and an X-wing for Light.
fn galaxy() -> Builder {
    premiere()
        .extra(Dark, card("2_143")) // Death Star
        .extra(Dark, card("1_281")) // Alderaan
        .extra(Dark, card("2_147")) // Kiffex
        .extra(Dark, card("2_161")) // Superlaser
        .extra(Dark, card("1_301")) // Devastator
        .extra(Light, card("1_140")) // Corellian Corvette
        .extra(Light, card("1_146")) // X-wing
        .site(Dark, DEATH_STAR)
        .site(Dark, ALDERAAN)
        .site(Dark, KIFFEX)
}

/// Dark, with `force` Force besides the 1 the battle costs, initiates a battle at `at` (the Devastator and Light's Corvette
/// and X-wing there), its two destiny draws being `destinies` (titles of Dark's cards put on
/// top of its Reserve Deck). The scenario when Dark is first asked in the weapons segment, or
/// once the battle is past it (Dark had no weapon to fire).
fn weapons_segment(b: Builder, at: &str, force: usize, destinies: &[&str]) -> Scenario {
    let mut s = b
        .at(Dark, DEVASTATOR, at)
        .at(Light, CORVETTE, at)
        .at(Light, X_WING, at)
        .reserve_top(Dark, destinies)
        .fill(Dark, Pile::Force, force + 1)
        .phase(Dark, Phase::Battle)
        .build();
    s.answer(Answer::Battle(s.site(at)));
    common::to_weapons_segment(&mut s, Dark);
    s
}

/// The Superlaser's targets now offered to Dark, by title.
fn superlaser_targets(s: &Scenario) -> Vec<String> {
    let superlaser = s.card(Dark, SUPERLASER);
    let mut out: Vec<String> = s
        .options()
        .into_iter()
        .filter_map(|a| match a {
            Answer::Fire { weapon, target } if weapon == superlaser => {
                Some(s.q().bp(target).title.clone())
            }
            _ => None,
        })
        .collect();
    out.sort();
    out
}

/// Seed 001 "Superlaser", first sentence: it deploys on the Death Star system while the Death
/// Star is at parsec 0 (for nothing: it prints no deploy cost), not once it has moved to
/// parsec 1, and never to another system.
#[test]
fn seed001_superlaser_deploys_on_the_death_star_system_at_parsec_0() {
    for parsec in [0, 1] {
        let mut s = galaxy()
            .mobile_at(DEATH_STAR, parsec, None)
            .hand(Dark, SUPERLASER)
            .phase(Dark, Phase::Deploy)
            .build();
        let superlaser = s.card(Dark, SUPERLASER);
        let to = Dest::At(s.site(DEATH_STAR));
        let offered = s.deploy_options_for(superlaser);
        assert_eq!(offered.contains(&to), parsec == 0, "parsec {parsec}");
        assert!(
            offered.iter().all(|d| *d == to),
            "only the Death Star: {offered:?}"
        );
        if parsec == 0 {
            assert!(s.pile(Dark, Pile::Force).is_empty(), "no Force to pay with");
            s.answer(Answer::Deploy {
                card: superlaser,
                to,
            });
            assert_eq!(
                s.place(superlaser),
                Place::At {
                    location: s.site(DEATH_STAR)
                }
            );
        }
    }
}

/// Seed 001 "Superlaser", second sentence: in a battle at the Death Star system it may target
/// a capital starship (the Corellian Corvette, not the X-wing), using 4 Force: with 3 Force it
/// is not offered.
#[test]
fn seed001_superlaser_targets_a_capital_starship_at_the_death_star_system_using_4_force() {
    for force in [3, 4] {
        let b = galaxy().at(Dark, SUPERLASER, DEATH_STAR);
        let s = weapons_segment(b, DEATH_STAR, force, &["Stormtrooper", "Stormtrooper"]);
        let expected: Vec<String> = if force == 4 {
            vec![CORVETTE.into()]
        } else {
            vec![]
        };
        assert_eq!(
            superlaser_targets(&s),
            expected,
            "{force} Force: {}",
            s.log()
        );
    }
}

/// Seed 001 "Superlaser", second sentence: it fires at a system the Death Star orbits
/// (Alderaan, the Death Star orbiting it at parsec 2), not at another system at the same
/// parsec (Kiffex, the Death Star in deep space).
#[test]
fn seed001_superlaser_fires_at_a_system_the_death_star_orbits() {
    for (orbit, battle_at, offered) in [
        (Some(ALDERAAN), ALDERAAN, true),
        (None, KIFFEX, false),
        (Some(ALDERAAN), KIFFEX, false),
    ] {
        let b = galaxy()
            .mobile_at(DEATH_STAR, 2, orbit)
            .at(Dark, SUPERLASER, DEATH_STAR);
        let s = weapons_segment(b, battle_at, 4, &["Stormtrooper", "Stormtrooper"]);
        assert_eq!(
            !superlaser_targets(&s).is_empty(),
            offered,
            "orbiting {orbit:?}, battle at {battle_at}"
        );
    }
}

/// Seed 001 "Superlaser", last sentences: two destiny are drawn and the target is hit when
/// their total beats its defense value: the Corvette (armor 4) on 2 + 3, not on 2 + 2.
#[test]
fn seed001_superlaser_hits_when_two_destiny_beat_the_defense_value() {
    // Dark's Tusken Raider is destiny 2, its Jawa 3.
    for (second, hit) in [("Tusken Raider", false), ("Jawa", true)] {
        let b = galaxy().at(Dark, SUPERLASER, DEATH_STAR);
        let mut s = weapons_segment(b, DEATH_STAR, 4, &["Tusken Raider", second]);
        let corvette = s.card(Light, CORVETTE);
        s.answer(Answer::Fire {
            weapon: s.card(Dark, SUPERLASER),
            target: corvette,
        });
        // The weapon's text runs (its two destiny draws), then the battle goes on to its
        // totals, by which time a hit has happened.
        for _ in 0..100 {
            if s.saw(|w| matches!(w, What::BattleTotals { .. })) {
                break;
            }
            assert!(common::answer_plainly(&mut s), "{}", s.log());
        }
        assert_eq!(
            s.saw(|w| matches!(w, What::TargetHit { card } if *card == corvette)),
            hit,
            "2 + {second}: {}",
            s.log()
        );
        assert!(s.pile(Dark, Pile::Force).is_empty(), "4 Force used");
    }
}
