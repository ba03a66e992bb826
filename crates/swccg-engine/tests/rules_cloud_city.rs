//! Cloud City's sites (seed 003 §1, "Règle de déploiement des sites de Cloud City"): one
//! scenario test per paragraph.

mod common;

use common::{card, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::decision::Dest;
use swccg_engine::scenario::Scenario;
use swccg_engine::{Answer, CardId, Phase, Pile, Place, WhyNot};

const GUEST_QUARTERS: &str = "Cloud City: Guest Quarters"; // 5_80, interior
const LOWER_CORRIDOR: &str = "Cloud City: Lower Corridor"; // 5_82, interior
const UPPER_PLAZA: &str = "Cloud City: Upper Plaza Corridor"; // 5_84, interior
const PLATFORM_327: &str = "Cloud City: Platform 327 (Docking Bay)"; // 5_83, Light
const EAST_PLATFORM: &str = "Cloud City: East Platform (Docking Bay)"; // 5_169, Dark
const BESPIN: &str = "Bespin"; // 5_76, the system
const MOS_EISLEY: &str = "Tatooine: Mos Eisley";

/// The positions (in its planet's row) offered for a site in hand.
fn positions(s: &Scenario, site: CardId) -> Vec<u8> {
    let mut out: Vec<u8> = s
        .deploy_options_for(site)
        .into_iter()
        .filter_map(|d| match d {
            Dest::Row {
                index,
                convert: None,
                ..
            } => Some(index),
            _ => None,
        })
        .collect();
    out.sort();
    out
}

/// The sites of a location's row, in order.
fn row_of(s: &Scenario, location: CardId) -> Vec<CardId> {
    let (row, _) = s.state().site_position(location).expect("on table");
    s.state().rows[row].sites.clone()
}

/// Seed 003 §1, first paragraph: every Cloud City site is related to Bespin, and so deploys
/// even when neither the Bespin system nor the Bespin: Cloud City sector is on table. With
/// the system on table, they share its planet; a Tatooine site does not.
#[test]
fn seed003_cloud_city_sites_are_related_to_bespin_and_deploy_without_it() {
    let mut s = premiere()
        .extra(Light, card("5_80"))
        .hand(Light, GUEST_QUARTERS)
        .phase(Light, Phase::Deploy)
        .build();
    let quarters = s.card(Light, GUEST_QUARTERS);
    assert!(
        s.state()
            .locations()
            .all(|l| s.q().planet(l) != Some(BESPIN))
    );
    assert_eq!(positions(&s, quarters), vec![0], "a row of its own");
    s.answer(Answer::Deploy {
        card: quarters,
        to: Dest::Row {
            index: 0,
            convert: None,
            planet: None,
        },
    });
    assert_eq!(s.place(quarters), Place::Location);
    assert_eq!(s.q().planet(quarters), Some(BESPIN));

    let s = premiere()
        .extra(Light, card("5_76"))
        .extra(Light, card("5_80"))
        .site(Light, BESPIN)
        .site(Light, GUEST_QUARTERS)
        .site(Dark, MOS_EISLEY)
        .build();
    let q = s.q();
    let (system, quarters) = (s.site(BESPIN), s.site(GUEST_QUARTERS));
    assert_eq!(q.planet(system), Some(BESPIN));
    assert_eq!(q.planet(quarters), q.planet(system));
    assert_ne!(q.planet(s.site(MOS_EISLEY)), q.planet(system));
}

/// Seed 003 §1, the layout: the first docking bay (Platform 327 here) goes between the interior
/// sites and the exterior ones, and only there.
#[test]
fn seed003_cloud_city_first_docking_bay_between_interior_and_exterior_sites() {
    let mut s = premiere()
        .extra(Light, card("5_80"))
        .extra(Light, card("5_82"))
        .extra(Light, card("5_83"))
        .site(Light, GUEST_QUARTERS)
        .site(Light, LOWER_CORRIDOR)
        .hand(Light, PLATFORM_327)
        .fill(Light, Pile::Force, 2)
        .phase(Light, Phase::Deploy)
        .build();
    let bay = s.card(Light, PLATFORM_327);
    assert_eq!(positions(&s, bay), vec![2]);
    let before = Dest::Row {
        index: 0,
        convert: None,
        planet: None,
    };
    assert_eq!(
        s.game.why_not(Light, bay, before),
        Some(WhyNot::CloudCityBays)
    );
    s.answer(Answer::Deploy {
        card: bay,
        to: Dest::Row {
            index: 2,
            convert: None,
            planet: None,
        },
    });
    let row = row_of(&s, bay);
    assert_eq!(row.last(), Some(&bay));
}

/// Seed 003 §1, the layout: the second docking bay (East Platform) goes at the other end of
/// the interior sites, so that there is a bay at each end; a later interior site goes between
/// the two bays, never outside them; and docking bay transit goes from one platform to the
/// other.
#[test]
fn seed003_cloud_city_second_docking_bay_at_the_other_end() {
    let mut s = premiere()
        .extra(Light, card("5_80"))
        .extra(Light, card("5_82"))
        .extra(Light, card("5_83"))
        .extra(Light, card("5_84"))
        .extra(Dark, card("5_169"))
        .site(Light, GUEST_QUARTERS)
        .site(Light, LOWER_CORRIDOR)
        .site(Light, PLATFORM_327)
        .hand(Dark, EAST_PLATFORM)
        .hand(Light, UPPER_PLAZA)
        .fill(Dark, Pile::Force, 2)
        .fill(Light, Pile::Force, 2)
        .phase(Dark, Phase::Deploy)
        .build();
    let east = s.card(Dark, EAST_PLATFORM);
    let p327 = s.site(PLATFORM_327);
    assert_eq!(row_of(&s, p327).last(), Some(&p327));
    // Only at the front: not next to Platform 327 (index 2 or 3).
    assert_eq!(positions(&s, east), vec![0]);
    for index in [2, 3] {
        let to = Dest::Row {
            index,
            convert: None,
            planet: None,
        };
        assert_eq!(s.game.why_not(Dark, east, to), Some(WhyNot::CloudCityBays));
    }
    s.answer(Answer::Deploy {
        card: east,
        to: Dest::Row {
            index: 0,
            convert: None,
            planet: None,
        },
    });
    let row = row_of(&s, east);
    assert_eq!(row.first(), Some(&east));
    assert_eq!(row.last(), Some(&p327));
    assert_eq!(row.len(), 4);
    // A new interior site: between the bays (1, 2 or 3), not before East Platform (0) nor
    // after Platform 327 (4).
    let plaza = s.card(Light, UPPER_PLAZA);
    let mut at: Vec<u8> = swccg_engine::flow::turn::row_positions(&s.q(), plaza, None)
        .into_iter()
        .map(|(i, _)| i)
        .collect();
    at.sort();
    assert_eq!(at, vec![1, 2, 3]);
    // Docking bay transit from one platform to the other.
    let s = premiere()
        .extra(Light, card("5_83"))
        .extra(Dark, card("5_169"))
        .site(Dark, EAST_PLATFORM)
        .site(Light, PLATFORM_327)
        .at(Dark, "Stormtrooper", EAST_PLATFORM)
        .fill(Dark, Pile::Force, 3)
        .phase(Dark, Phase::Move)
        .build();
    assert!(s.has_option(Answer::Transit {
        card: s.card(Dark, "Stormtrooper"),
        to: s.site(PLATFORM_327),
    }));
}
