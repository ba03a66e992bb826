//! Planet systems 'blown away' (seed 003 §3a and §3b, last sentence of each): one scenario
//! test per rule, named after its entry. Commence Primary Ignition fires the Superlaser at
//! Tatooine, which the Death Star orbits (`support::superlaser_scene`): destiny 4 (Ket
//! Maliss) + Y 1 - Z 2 + three Death Star Gunners at Docking Bay 327 (2 each) = 9 > 8.

mod common;

use common::{card, play_out, superlaser_scene};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::event::What;
use swccg_engine::scenario::Scenario;
use swccg_engine::{CardId, Pile, Place};

const TATOOINE: &str = "Tatooine";
const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const JAWA_CAMP: &str = "Tatooine: Jawa Camp";
const BAY: &str = "Death Star: Docking Bay 327";
const ASTEROIDS: &str = "Asteroid Field";
const CLOUDS: &str = "Clouds";
const GUNNER: &str = "Death Star Gunner";

/// Tatooine, with a Clouds sector and an Asteroid Field, cards of both players at its sites,
/// at the system and at both sectors, blown away by Commence Primary Ignition. The scenario
/// once it resolved.
fn tatooine_blown_away() -> Scenario {
    let mut s = superlaser_scene(2, "Ket Maliss")
        .extra(Dark, card("5_174")) // Clouds
        .extra(Dark, card("4_155")) // Asteroid Field
        .extra(Dark, card("1_305")) // TIE Scout
        .extra(Dark, card("1_301")) // Devastator
        .extra(Light, card("1_146")) // X-wing
        .generic_site(Dark, CLOUDS, TATOOINE)
        .generic_site(Dark, ASTEROIDS, TATOOINE)
        .at(Dark, GUNNER, BAY)
        .at(Dark, GUNNER, BAY)
        .at(Dark, GUNNER, BAY)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .at(Dark, "Stormtrooper", JAWA_CAMP)
        .at(Light, "X-wing", TATOOINE)
        .at(Dark, "TIE Scout", CLOUDS)
        .at(Dark, "Devastator", ASTEROIDS)
        .build();
    assert!(play_out(&mut s, Dark, "Commence Primary Ignition"));
    s
}

fn lost(s: &Scenario, card: CardId) -> bool {
    s.place(card) == Place::Pile(Pile::Lost)
}

/// Seed 003 §3 (planet blown away): the system, its sites and every card at them leave the
/// table for their owners' Lost Piles, Light's as Dark's; the system is recorded as blown
/// away and the Death Star, which orbited it, is left at its parsec in deep space, with what
/// is at its sites.
#[test]
fn seed003_blown_away_planet_loses_its_system_its_sites_and_what_is_at_them() {
    let s = tatooine_blown_away();
    let tatooine = s.card(Dark, TATOOINE);
    for card in [
        tatooine,
        s.card(Dark, MOS_EISLEY),
        s.card(Dark, JAWA_CAMP),
        s.card(Dark, "Stormtrooper"),
    ] {
        assert!(s.pile(Dark, Pile::Lost).contains(&card), "{}", s.log());
    }
    for card in [s.card(Light, "Rebel Trooper"), s.card(Light, "X-wing")] {
        assert!(s.pile(Light, Pile::Lost).contains(&card), "{}", s.log());
    }
    assert_eq!(s.state().blown_away, vec![tatooine]);
    assert!(s.saw(|w| *w == What::BlownAway { system: tatooine }));
    let death_star = s.site("Death Star");
    assert!(
        s.state()
            .mobile
            .iter()
            .all(|p| p.system == death_star && p.orbit.is_none())
    );
    assert_eq!(s.place(s.site(BAY)), Place::Location);
    assert!(s.cards(Dark, GUNNER).iter().all(|&g| s.place(g)
        == Place::At {
            location: s.site(BAY)
        }));
}

/// Seed 003 §3a, last sentence: asteroid sectors are related to the system, not to the
/// planet's sites; a blown-away planet leaves them on table, with the starships there.
#[test]
fn seed003_asteroid_sectors_survive_a_blown_away_planet() {
    let s = tatooine_blown_away();
    let asteroids = s.site(ASTEROIDS);
    let devastator = s.card(Dark, "Devastator");
    assert_eq!(s.place(asteroids), Place::Location);
    assert_eq!(
        s.place(devastator),
        Place::At {
            location: asteroids
        }
    );
}

/// Seed 003 §3b, last sentence: cloud sectors are related to the planet's sites too; they are
/// lost with a blown-away planet, with the starfighters there.
#[test]
fn seed003_cloud_sectors_are_lost_with_a_blown_away_planet() {
    let s = tatooine_blown_away();
    assert!(lost(&s, s.card(Dark, CLOUDS)), "{}", s.log());
    assert!(lost(&s, s.card(Dark, "TIE Scout")), "{}", s.log());
}

/// After a planet is blown away the game goes on: every invariant holds (rows, the table
/// index, mobile systems' orbits, piles) right after and through 300 more decisions, each
/// answered with an option chosen in turn.
#[test]
fn seed003_blown_away_planet_leaves_a_consistent_game() {
    let mut s = tatooine_blown_away();
    let check = |s: &Scenario| {
        let problems = swccg_engine::invariants::check(s.game.catalogue(), s.state());
        assert!(problems.is_empty(), "{problems:?}\n{}", s.log());
    };
    check(&s);
    for i in 0..300 {
        let options = s.options();
        if options.is_empty() {
            break;
        }
        s.answer(options[i * 7 % options.len()]);
        check(&s);
    }
}
