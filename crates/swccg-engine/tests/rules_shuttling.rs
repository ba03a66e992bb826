//! Shuttling: characters and vehicles moving between a player's capital starship at a system
//! and an exterior site of that planet, one scenario test per rule, named after it (core
//! digest CR 10.2 "shuttling"; seed 003 §3 "cloud sectors"; seed 004 "Dagobah", "Death
//! Star").

mod common;

use common::{card, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::event::Blocked;
use swccg_engine::scenario::{Builder, Scenario};
use swccg_engine::state::Flags;
use swccg_engine::{Answer, CardId, Phase, Pile, Place, WhyNot};

const TATOOINE: &str = "Tatooine"; // a planet system
const MOS_EISLEY: &str = "Tatooine: Mos Eisley"; // exterior
const CANTINA: &str = "Tatooine: Cantina"; // interior
const CLOUDS: &str = "Clouds"; // a cloud sector
const DEVASTATOR: &str = "Devastator"; // capital, 6 pilots and 8 passengers
const BLACK_2: &str = "Black 2"; // a starfighter
const TROOPER: &str = "Stormtrooper";
const DEATH_STAR: &str = "Death Star";
const DOCKING_BAY_327: &str = "Death Star: Docking Bay 327"; // exterior and interior
const DETENTION: &str = "Death Star: Detention Block Corridor"; // interior
const DAGOBAH: &str = "Dagobah";
const SWAMP: &str = "Dagobah: Swamp"; // exterior
const JAWA_CAMP: &str = "Tatooine: Jawa Camp";

fn fleet() -> Builder {
    premiere()
        .extra(Dark, card("1_289")) // Tatooine
        .extra(Dark, card("1_301")) // Devastator
        .extra(Dark, card("1_299")) // Black 2
        .extra(Dark, card("1_290")) // Tatooine: Cantina
        .extra(Dark, card("2_143")) // Death Star
        .extra(Dark, card("1_285")) // Death Star: Docking Bay 327
        .extra(Light, card("4_84")) // Dagobah
        .extra(Light, card("4_87")) // Dagobah: Swamp
        .extra(Dark, card("5_174")) // Clouds
        .extra(Dark, card("5_174")) // Clouds
}

/// Dark's Devastator at `system` with a Stormtrooper aboard (or at `site` when `down` is
/// false), Dark's move phase with `force` Force. A Jawa by an Ubrikkian at the Jawa Camp may
/// always board it (a free move), so the phase waits for Dark's choices.
fn shuttle_scene(system: &str, site: &str, down: bool, force: usize) -> Builder {
    // Dagobah's cards are Light's.
    let owner = |title: &str| {
        if title.starts_with(DAGOBAH) {
            Light
        } else {
            Dark
        }
    };
    let b = fleet()
        .extra(Dark, card("1_310")) // Ubrikkian 9000 Z001
        .site(owner(system), system)
        .site(owner(site), site)
        .site(Dark, JAWA_CAMP)
        .at(Dark, "Jawa", JAWA_CAMP)
        .at(Dark, "Ubrikkian 9000 Z001", JAWA_CAMP)
        .at(Dark, DEVASTATOR, system);
    let b = if down {
        b.passenger(Dark, TROOPER, DEVASTATOR)
    } else {
        b.at(Dark, TROOPER, site)
    };
    b.fill(Dark, Pile::Force, force).phase(Dark, Phase::Move)
}

/// The option list and "why not" agree on a shuttle move.
fn shuttle_why(s: &Scenario, card: CardId, to: CardId) -> Option<WhyNot> {
    let why = s.game.why_not_move(Dark, card, to);
    assert_eq!(
        why.is_none(),
        s.has_option(Answer::Move { card, to }),
        "{why:?}"
    );
    why
}

/// CR 10.2 "shuttling": a character aboard its player's capital starship at a system shuttles
/// down to an exterior site of that planet for 1 Force, as its regular move of the turn; an
/// interior site of the planet is no shuttle destination.
#[test]
fn cr10_2_shuttling_down_to_an_exterior_site_costs_1() {
    let mut s = shuttle_scene(TATOOINE, MOS_EISLEY, true, 1)
        .site(Dark, CANTINA)
        .build();
    let (trooper, mos, cantina, system) = (
        s.card(Dark, TROOPER),
        s.site(MOS_EISLEY),
        s.site(CANTINA),
        s.site(TATOOINE),
    );
    assert_eq!(shuttle_why(&s, trooper, mos), None);
    assert_eq!(
        shuttle_why(&s, trooper, cantina),
        Some(WhyNot::ShuttleNotRelated {
            system,
            site: cantina
        })
    );
    s.answer(Answer::Move {
        card: trooper,
        to: mos,
    });
    assert_eq!(s.place(trooper), Place::At { location: mos });
    assert_eq!(s.pile(Dark, Pile::Force).len(), 0, "1 Force, not 0 or 2");
    assert!(s.state().flag(trooper, Flags::MOVED_TURN));
    // Its regular move is made: it shuttles no more this turn.
    let devastator = s.card(Dark, DEVASTATOR);
    assert_eq!(
        s.game.why_not_move(Dark, trooper, devastator),
        Some(WhyNot::CannotMove {
            blocked: Blocked::AlreadyMoved
        })
    );
}

/// CR 10.2 "shuttling": with no Force the shuttle is refused, and "why not" names its cost.
#[test]
fn cr10_2_shuttling_is_paid_in_force() {
    let s = shuttle_scene(TATOOINE, MOS_EISLEY, true, 0).build();
    let (trooper, mos) = (s.card(Dark, TROOPER), s.site(MOS_EISLEY));
    assert_eq!(
        shuttle_why(&s, trooper, mos),
        Some(WhyNot::CannotAfford {
            cost: 1,
            available: 0
        })
    );
}

/// CR 10.2 "shuttling": a character at an exterior site shuttles up aboard its player's
/// capital starship at the system for 1 Force, into a free slot; a starfighter there is no
/// shuttle (only capital starships are).
#[test]
fn cr10_2_shuttling_up_aboard_a_capital_starship() {
    let mut s = shuttle_scene(TATOOINE, MOS_EISLEY, false, 2)
        .at(Dark, BLACK_2, TATOOINE)
        .build();
    let (trooper, devastator, black) = (
        s.card(Dark, TROOPER),
        s.card(Dark, DEVASTATOR),
        s.card(Dark, BLACK_2),
    );
    assert_eq!(
        shuttle_why(&s, trooper, black),
        Some(WhyNot::ShuttleNeedsCapital { ship: black })
    );
    assert_eq!(shuttle_why(&s, trooper, devastator), None);
    s.answer(Answer::Move {
        card: trooper,
        to: devastator,
    });
    assert_eq!(s.place(trooper), Place::On { card: devastator });
    assert_eq!(s.q().ship_of(trooper), Some(devastator));
    assert_eq!(s.pile(Dark, Pile::Force).len(), 1, "1 Force of 2");
}

/// CR 10.2 "shuttling": only to or from the player's own starship: Dark's trooper never
/// shuttles aboard Light's capital starship.
#[test]
fn cr10_2_shuttling_only_aboard_your_own_starship() {
    let s = fleet()
        .extra(Light, card("1_140")) // Corellian Corvette
        .site(Dark, TATOOINE)
        .site(Dark, MOS_EISLEY)
        .at(Light, "Corellian Corvette", TATOOINE)
        .at(Dark, TROOPER, MOS_EISLEY)
        .at(Dark, DEVASTATOR, TATOOINE)
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Move)
        .build();
    let (trooper, corvette) = (s.card(Dark, TROOPER), s.card(Light, "Corellian Corvette"));
    assert_eq!(
        shuttle_why(&s, trooper, corvette),
        Some(WhyNot::ShuttleNeedsCapital { ship: corvette })
    );
}

/// Seed 003 §3 "cloud sectors": each cloud sector of the system adds 1 to shuttling: with two
/// Clouds at Tatooine a shuttle costs 3; 2 Force is not enough.
#[test]
fn seed003_cloud_sectors_add_1_each_to_shuttling() {
    for (force, may) in [(2, false), (3, true)] {
        let mut s = shuttle_scene(TATOOINE, MOS_EISLEY, true, force)
            .generic_site(Dark, CLOUDS, TATOOINE)
            .generic_site(Dark, CLOUDS, TATOOINE)
            .build();
        let (trooper, mos) = (s.card(Dark, TROOPER), s.site(MOS_EISLEY));
        let why = shuttle_why(&s, trooper, mos);
        if !may {
            assert_eq!(
                why,
                Some(WhyNot::CannotAfford {
                    cost: 3,
                    available: 2
                })
            );
            continue;
        }
        assert_eq!(why, None);
        s.answer(Answer::Move {
            card: trooper,
            to: mos,
        });
        assert_eq!(s.pile(Dark, Pile::Force).len(), 0, "3 Force");
    }
}

/// Seed 004 "Dagobah": no shuttling to or from Dagobah, although the starship is at the
/// Dagobah system and the Swamp is an exterior site of it.
#[test]
fn seed004_dagobah_no_shuttling_to_or_from_dagobah() {
    let s = shuttle_scene(DAGOBAH, SWAMP, true, 3).build();
    let (trooper, swamp) = (s.card(Dark, TROOPER), s.site(SWAMP));
    assert_eq!(
        shuttle_why(&s, trooper, swamp),
        Some(WhyNot::ShuttleDagobah { location: swamp })
    );
    let s = shuttle_scene(DAGOBAH, SWAMP, false, 3).build();
    let (trooper, devastator) = (s.card(Dark, TROOPER), s.card(Dark, DEVASTATOR));
    assert_eq!(
        shuttle_why(&s, trooper, devastator),
        Some(WhyNot::ShuttleDagobah { location: swamp })
    );
}

/// Seed 004 "Death Star": shuttling to or from a starship at the Death Star system goes
/// through Docking Bay 327 only: down to it for 1 Force, never to the Detention Block
/// Corridor.
#[test]
fn seed004_death_star_shuttling_only_through_docking_bay_327() {
    let mut s = shuttle_scene(DEATH_STAR, DOCKING_BAY_327, true, 1)
        .site(Dark, DETENTION)
        .mobile_at(DEATH_STAR, 0, None)
        .build();
    let (trooper, bay, detention) = (
        s.card(Dark, TROOPER),
        s.site(DOCKING_BAY_327),
        s.site(DETENTION),
    );
    assert_eq!(
        shuttle_why(&s, trooper, detention),
        Some(WhyNot::ShuttleDeathStar { site: detention })
    );
    assert_eq!(shuttle_why(&s, trooper, bay), None);
    s.answer(Answer::Move {
        card: trooper,
        to: bay,
    });
    assert_eq!(s.place(trooper), Place::At { location: bay });
    assert_eq!(s.pile(Dark, Pile::Force).len(), 0);
}
