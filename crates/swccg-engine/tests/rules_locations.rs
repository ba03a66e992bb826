//! Systems, sites and generic sites on the table: one scenario test per rule, named after the
//! seed 001 entry (or the digest's CR n.m) it shows.

mod common;

use common::{card, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::decision::Dest;
use swccg_engine::query::Target as QTarget;
use swccg_engine::scenario::Scenario;
use swccg_engine::script::Quantity;
use swccg_engine::{Answer, CardId, Phase, WhyNot};

const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const JUNDLAND: &str = "Tatooine: Jundland Wastes";
const TATOOINE: &str = "Tatooine";
const ERIADU: &str = "Eriadu";
const ALDERAAN: &str = "Alderaan";
const KIFFEX: &str = "Kiffex";
const DESERT: &str = "Desert";
const FOREST: &str = "Forest";
const SP_CITY: &str = "Spaceport City";
const SP_STREET: &str = "Spaceport Street";
const SP_BAY: &str = "Spaceport Docking Bay";

/// The row (index in `State::rows`) and position of a location.
fn position(s: &Scenario, location: CardId) -> (usize, usize) {
    s.state().site_position(location).expect("on table")
}

/// The planet-row positions offered for a generic site going to the planet of `planet`.
fn generic_positions(s: &Scenario, site: CardId, planet: CardId) -> Vec<u8> {
    s.deploy_options_for(site)
        .into_iter()
        .filter_map(|d| match d {
            Dest::Row {
                index,
                convert: None,
                planet: Some(p),
            } if p == planet => Some(index),
            _ => None,
        })
        .collect()
}

/// Seed 001 "System" and CR 7.5: systems are a row of their own, in parsec order (a new system
/// goes between the lower and the higher parsec numbers); no system is adjacent to anything;
/// a planet's sites are related to its system; characters do not deploy to systems.
#[test]
fn seed001_system_systems_form_their_own_row_in_parsec_order() {
    let s = premiere()
        .extra(Dark, card("1_289")) // Tatooine, parsec 7
        .extra(Dark, card("102_7")) // Eriadu, parsec 1
        .extra(Dark, card("2_147")) // Kiffex, parsec 2
        .site(Dark, TATOOINE)
        .site(Dark, ERIADU)
        .site(Dark, MOS_EISLEY)
        .site(Dark, JUNDLAND)
        .hand(Dark, KIFFEX)
        .hand(Dark, "Stormtrooper")
        .phase(Dark, Phase::Deploy)
        .build();
    let (tatooine, eriadu) = (s.site(TATOOINE), s.site(ERIADU));
    let (mos, jundland) = (s.site(MOS_EISLEY), s.site(JUNDLAND));
    let st = s.state();
    // Eriadu (1) before Tatooine (7), in a row that is not Tatooine's sites' row.
    assert_eq!(position(&s, eriadu), (position(&s, tatooine).0, 0));
    assert_eq!(position(&s, tatooine).1, 1);
    assert_ne!(position(&s, tatooine).0, position(&s, mos).0);
    assert!(st.rows[position(&s, tatooine).0].systems);
    // Kiffex (2) goes only between them.
    let kiffex = s.card(Dark, KIFFEX);
    assert_eq!(
        s.deploy_options_for(kiffex),
        vec![Dest::Row {
            index: 1,
            convert: None,
            planet: None
        }]
    );
    // Systems are adjacent neither to each other nor to their sites; the sites are adjacent.
    assert!(!st.adjacent(eriadu, tatooine));
    assert!(!st.adjacent(tatooine, mos) && !st.adjacent(mos, tatooine));
    assert!(st.adjacent(mos, jundland));
    assert_eq!(st.neighbours(tatooine).count(), 0);
    // The sites of Tatooine and its system are one planet; Eriadu is another.
    let q = s.q();
    assert_eq!(q.planet(mos), Some("Tatooine"));
    assert_eq!(q.planet(tatooine), Some("Tatooine"));
    assert_eq!(q.planet(eriadu), Some("Eriadu"));
    // Characters deploy to sites only.
    let trooper = s.card(Dark, "Stormtrooper");
    assert_eq!(
        s.game.why_not(Dark, trooper, Dest::At(tatooine)),
        Some(WhyNot::NotASite { location: tatooine })
    );
}

/// Seed 001 "Same system": "here" on a system is that system only, not its related sites:
/// Alderaan subtracts 1 from the opponent's battle destiny draws at the system, not at a
/// generic site of Alderaan.
#[test]
fn seed001_same_system_means_the_system_not_its_related_sites() {
    let s = premiere()
        .extra(Light, card("1_121")) // Alderaan
        .extra(Dark, card("7_284")) // Forest
        .site(Light, ALDERAAN)
        .generic_site(Dark, FOREST, "Alderaan")
        .phase(Dark, Phase::Control)
        .build();
    let (alderaan, forest) = (s.site(ALDERAAN), s.site(FOREST));
    let q = s.q();
    let destiny = |side, at| q.fold(Quantity::BattleDestiny, QTarget::Player(side, Some(at)), 0);
    assert_eq!(destiny(Dark, alderaan), -1);
    assert_eq!(destiny(Light, alderaan), 0);
    assert_eq!(destiny(Dark, forest), 0);
    // The Forest is nonetheless related to Alderaan: one planet.
    assert_eq!(q.planet(forest), Some("Alderaan"));
}

/// Seed 001 "Site" (generic sites, CR 1.5): a ◇ site deploys to a planet on table and joins
/// that planet's row, one copy per planet; with no planet on table it has nowhere to go.
#[test]
fn seed001_site_a_generic_site_joins_the_row_of_a_planet_on_table() {
    let mut s = premiere()
        .extra(Dark, card("102_7")) // Eriadu
        .extra(Dark, card("7_281")) // Desert
        .extra(Light, card("7_119")) // Desert
        .site(Dark, ERIADU)
        .hand(Dark, DESERT)
        .hand(Dark, "Stormtrooper")
        .phase(Dark, Phase::Deploy)
        .build();
    let eriadu = s.site(ERIADU);
    let desert = s.card(Dark, DESERT);
    // Eriadu is the only planet on table: one way, a new row.
    assert_eq!(
        s.deploy_options_for(desert),
        vec![Dest::Row {
            index: 0,
            convert: None,
            planet: Some(eriadu)
        }]
    );
    s.answer(Answer::Deploy {
        card: desert,
        to: Dest::Row {
            index: 0,
            convert: None,
            planet: Some(eriadu),
        },
    });
    let q = s.q();
    assert_eq!(q.planet(desert), Some("Eriadu"));
    assert!(!s.state().rows[position(&s, desert).0].systems);
    assert_eq!(s.state().rows[position(&s, desert).0].region, "Eriadu");
    // Named by its planet: "an Eriadu site".
    let at = q.anchor(Dark, desert);
    let eriadu_site = swccg_engine::script::Sel::And(vec![swccg_engine::script::Sel::Title(
        swccg_engine::script::Sym::new("Eriadu"),
    )]);
    assert!(q.matches(&eriadu_site, desert, &at));
}

/// CR 1.5 and CR 7.6 for generic sites: once per planet; the opponent's copy there is
/// converted, and another planet takes a copy of its own.
#[test]
fn seed001_site_a_generic_site_is_on_a_planet_once() {
    let s = premiere()
        .extra(Dark, card("102_7")) // Eriadu
        .extra(Light, card("1_121")) // Alderaan
        .extra(Dark, card("7_281")) // Desert
        .extra(Light, card("7_119")) // Desert
        .site(Dark, ERIADU)
        .site(Light, ALDERAAN)
        .generic_site(Dark, DESERT, "Eriadu")
        .hand(Light, DESERT)
        .hand(Light, "Rebel Trooper")
        .phase(Light, Phase::Deploy)
        .build();
    let (eriadu, alderaan) = (s.site(ERIADU), s.site(ALDERAAN));
    let dark_desert = s.card(Dark, DESERT);
    let light_desert = s.card(Light, DESERT);
    let options = s.deploy_options_for(light_desert);
    assert!(options.contains(&Dest::Row {
        index: 0,
        convert: Some(dark_desert),
        planet: Some(eriadu)
    }));
    assert!(options.contains(&Dest::Row {
        index: 0,
        convert: None,
        planet: Some(alderaan)
    }));
    assert_eq!(options.len(), 2);
}

/// Seed 001 "Spaceport sites": a spaceport site goes next to the planet's other spaceport
/// sites, and no other site goes between two of them.
#[test]
fn seed001_spaceport_sites_are_kept_together() {
    let s = premiere()
        .extra(Dark, card("102_7")) // Eriadu
        .extra(Dark, card("7_281")) // Desert
        .extra(Dark, card("7_288")) // Spaceport City
        .extra(Dark, card("7_291")) // Spaceport Street
        .extra(Dark, card("7_289")) // Spaceport Docking Bay
        .extra(Dark, card("7_284")) // Forest
        .site(Dark, ERIADU)
        .generic_site(Dark, DESERT, "Eriadu")
        .generic_site(Dark, SP_CITY, "Eriadu")
        .generic_site(Dark, SP_STREET, "Eriadu")
        .hand(Dark, SP_BAY)
        .hand(Dark, FOREST)
        .phase(Dark, Phase::Deploy)
        .build();
    let eriadu = s.site(ERIADU);
    // The row: Desert, Spaceport City, Spaceport Street.
    let row = &s.state().rows[position(&s, s.site(DESERT)).0].sites;
    assert_eq!(row.len(), 3);
    // The docking bay: next to a spaceport site (before City, between them, after Street),
    // not before the Desert.
    let bay = s.card(Dark, SP_BAY);
    assert_eq!(generic_positions(&s, bay, eriadu), vec![1, 2, 3]);
    assert_eq!(
        s.game.why_not(
            Dark,
            bay,
            Dest::Row {
                index: 0,
                convert: None,
                planet: Some(eriadu)
            }
        ),
        Some(WhyNot::SpaceportsApart)
    );
    // The Forest: anywhere but between City and Street.
    let forest = s.card(Dark, FOREST);
    assert_eq!(generic_positions(&s, forest, eriadu), vec![0, 1, 3]);
    assert_eq!(
        s.game.why_not(
            Dark,
            forest,
            Dest::Row {
                index: 2,
                convert: None,
                planet: Some(eriadu)
            }
        ),
        Some(WhyNot::SpaceportsApart)
    );
}

const HOLOGAMEBOARD: &str = "Dejarik Hologameboard";

/// Seed 004 "Dejarik rules": a holosite is placed alone on the table and is never adjacent to
/// another site. The Dejarik Hologameboard deploys to a row of its own, beside Tatooine's
/// sites but not in their row.
#[test]
fn seed004_dejarik_rules_a_holosite_stands_alone_adjacent_to_no_site() {
    let mut s = premiere()
        .extra(Light, card("2_63"))
        .site(Dark, MOS_EISLEY)
        .site(Dark, JUNDLAND)
        .hand(Light, HOLOGAMEBOARD)
        .fill(Light, swccg_engine::Pile::Force, 3)
        .phase(Light, Phase::Deploy)
        .build();
    let holo = s.card(Light, HOLOGAMEBOARD);
    let rows_before = s.state().rows.len();
    let options = s.deploy_options_for(holo);
    assert_eq!(options.len(), 1, "{options:?}");
    s.answer(Answer::Deploy {
        card: holo,
        to: options[0],
    });
    let st = s.state();
    let (row, index) = position(&s, holo);
    assert_eq!(st.rows.len(), rows_before + 1, "a new row");
    assert_eq!((st.rows[row].sites.len(), index), (1, 0), "alone in it");
    let (mos, jundland) = (s.site(MOS_EISLEY), s.site(JUNDLAND));
    assert_ne!(row, position(&s, mos).0);
    assert!(!st.adjacent(holo, mos) && !st.adjacent(mos, holo));
    assert!(!st.adjacent(holo, jundland));
    assert_eq!(st.neighbours(holo).count(), 0);
    // Tatooine's own sites are still adjacent to each other: only the holosite stands apart.
    assert!(st.adjacent(mos, jundland));
}

/// Seed 004 "Dejarik rules": only Dejarik and hologram cards may be at a holosite; characters
/// do not deploy there, and "why not" names the rule. The same character deploys to an
/// ordinary site of the table.
#[test]
fn seed004_dejarik_rules_no_character_deploys_to_a_holosite() {
    let s = premiere()
        .extra(Light, card("2_63"))
        .site(Light, HOLOGAMEBOARD)
        .site(Dark, MOS_EISLEY)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .hand(Light, "Rebel Trooper")
        .fill(Light, swccg_engine::Pile::Force, 4)
        .phase(Light, Phase::Deploy)
        .build();
    let (holo, mos) = (s.site(HOLOGAMEBOARD), s.site(MOS_EISLEY));
    let rebel = s.card_in_hand(Light, "Rebel Trooper");
    let options = s.deploy_options_for(rebel);
    assert!(options.contains(&Dest::At(mos)), "{options:?}");
    assert!(!options.contains(&Dest::At(holo)), "{options:?}");
    assert_eq!(
        s.game.why_not(Light, rebel, Dest::At(holo)),
        Some(WhyNot::Holosite { location: holo })
    );
    // A holosite is never a battleground, though it prints Force icons on both sides; an
    // ordinary site with icons on both sides is one.
    let q = s.q();
    assert!(q.icons(Light, holo) > 0 && q.icons(Dark, holo) > 0);
    let battleground =
        swccg_engine::script::Sel::State(swccg_engine::script::CardState::Battleground);
    let at = q.anchor(Light, holo);
    assert!(!q.matches(&battleground, holo, &at));
    assert!(q.matches(&battleground, mos, &at));
}

/// Seed 004 "Dejarik rules" names both holosites; each prints that the other converts it (CR
/// 7.6): the opponent's Imperial Holotable deploys only on top of the Dejarik Hologameboard,
/// taking its place, and with no Hologameboard on table it deploys to a row of its own.
#[test]
fn seed004_dejarik_rules_the_two_holosites_convert_each_other() {
    let build = |hologameboard: bool| {
        let mut b = premiere()
            .extra(Light, card("2_63"))
            .extra(Dark, card("2_145"))
            .site(Dark, MOS_EISLEY)
            .hand(Dark, "Imperial Holotable")
            .fill(Dark, swccg_engine::Pile::Force, 3)
            .phase(Dark, Phase::Deploy);
        if hologameboard {
            b = b.site(Light, HOLOGAMEBOARD);
        } else {
            b = b.hand(Light, HOLOGAMEBOARD);
        }
        b.build()
    };
    let s = build(false);
    let holotable = s.card(Dark, "Imperial Holotable");
    let alone = s.deploy_options_for(holotable);
    assert!(
        matches!(alone[..], [Dest::Row { convert: None, .. }]),
        "{alone:?}"
    );
    let mut s = build(true);
    let holotable = s.card(Dark, "Imperial Holotable");
    let holo = s.site(HOLOGAMEBOARD);
    let (row, index) = position(&s, holo);
    let options = s.deploy_options_for(holotable);
    assert_eq!(
        options,
        vec![Dest::Row {
            index: index as u8,
            convert: Some(holo),
            planet: None
        }]
    );
    s.answer(Answer::Deploy {
        card: holotable,
        to: options[0],
    });
    assert_eq!(position(&s, holotable), (row, index));
    assert_eq!(
        s.q().place(holo),
        swccg_engine::Place::Covered { by: holotable }
    );
    // The Holotable is a holosite too.
    assert_eq!(s.state().neighbours(holotable).count(), 0);
}

/// A location's row, neighbours and planet are looked up in positions the state derives from
/// its rows; a state loaded from its saved form (which keeps no positions) searches the rows
/// and gives every answer the same. A generic Desert deployed to Eriadu's row has Eriadu's
/// planet, not Tatooine's.
#[test]
fn a_locations_row_and_planet_are_the_same_looked_up_or_searched() {
    let s = premiere()
        .extra(Dark, card("102_7")) // Eriadu
        .extra(Dark, card("7_281")) // Desert
        .site(Dark, ERIADU)
        .site(Dark, MOS_EISLEY)
        .site(Dark, JUNDLAND)
        .generic_site(Dark, DESERT, "Eriadu")
        .build();
    let live = s.state();
    let json = serde_json::to_string(live).expect("a state saves");
    let loaded: swccg_engine::State = serde_json::from_str(&json).expect("a saved state loads");
    let locations: Vec<CardId> = live.locations().collect();
    assert_eq!(locations.len(), 4);
    for &a in &locations {
        assert_eq!(live.site_position(a), loaded.site_position(a), "{a}");
        assert_eq!(live.row_region(a), loaded.row_region(a), "{a}");
        let (mut n1, mut n2): (Vec<_>, Vec<_>) =
            (live.neighbours(a).collect(), loaded.neighbours(a).collect());
        n1.sort();
        n2.sort();
        assert_eq!(n1, n2, "{a}");
        for &b in &locations {
            assert_eq!(live.adjacent(a, b), loaded.adjacent(a, b), "{a} {b}");
        }
    }
    let eriadu = swccg_engine::script::Sym::new("Eriadu");
    let desert = s.site(DESERT);
    assert_eq!(live.row_region(desert), Some(eriadu));
    assert!(s.q().same_planet(desert, s.site(ERIADU)));
    assert!(!s.q().same_planet(desert, s.site(MOS_EISLEY)));
    assert!(live.adjacent(s.site(MOS_EISLEY), s.site(JUNDLAND)));
    assert!(!live.adjacent(desert, s.site(MOS_EISLEY)));
}
