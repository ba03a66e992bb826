//! Starship sites (seed 001 "Starship sites"): one scenario test per paragraph of the entry
//! that the engine plays, named after it. The Blockade Flagship (4 pilots, 4 passengers) and
//! its Bridge, a starship site, stand for any starship and its sites.

mod common;

use common::{card, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::decision::Dest;
use swccg_engine::event::Blocked;
use swccg_engine::scenario::Builder;
use swccg_engine::state::Flags;
use swccg_engine::{Answer, Phase, Pile, Place, WhyNot};

const FLAGSHIP: &str = "Blockade Flagship";
const BRIDGE: &str = "Blockade Flagship: Bridge";
const TATOOINE: &str = "Tatooine";
const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const CANTINA: &str = "Tatooine: Cantina"; // interior: no shuttling from here
const TROOPER: &str = "Stormtrooper";
const IMPERIAL_PILOT: &str = "Imperial Pilot";

fn flagship() -> Builder {
    premiere()
        .extra(Dark, card("14_114")) // Blockade Flagship
        .extra(Dark, card("12_164")) // Blockade Flagship: Bridge
        .extra(Dark, card("1_289")) // Tatooine
        .extra(Dark, card("1_180")) // Imperial Pilot
        .extra(Dark, card("1_290")) // Tatooine: Cantina
}

/// Seed 001 "Starship sites", the moves between a site and its starship: the starship's
/// player moves his character from its site aboard the starship card as a regular move for 1
/// Force (3 Force become 2): a pilot into a pilot slot, any other character into a passenger
/// slot. A site of the planet is no site of the starship: the trooper in the Cantina (an
/// interior site, where no shuttle goes) is offered no move aboard.
#[test]
fn seed001_starship_sites_characters_move_between_a_site_and_its_starship() {
    let mut s = flagship()
        .site(Dark, TATOOINE)
        .site(Dark, MOS_EISLEY)
        .site(Dark, CANTINA)
        .site(Dark, BRIDGE)
        .at(Dark, FLAGSHIP, TATOOINE)
        .at(Dark, TROOPER, BRIDGE)
        .at(Dark, IMPERIAL_PILOT, BRIDGE)
        .at(Dark, TROOPER, CANTINA)
        .fill(Dark, Pile::Force, 3)
        .phase(Dark, Phase::Move)
        .build();
    let (flagship, bridge, cantina) = (s.card(Dark, FLAGSHIP), s.site(BRIDGE), s.site(CANTINA));
    let troopers = s.cards(Dark, TROOPER);
    let at = |s: &swccg_engine::scenario::Scenario, site| {
        troopers
            .iter()
            .copied()
            .find(|&c| s.place(c) == Place::At { location: site })
            .unwrap()
    };
    let (trooper, elsewhere) = (at(&s, bridge), at(&s, cantina));
    let pilot = s.card(Dark, IMPERIAL_PILOT);
    assert!(!s.has_option(Answer::Move {
        card: elsewhere,
        to: flagship
    }));
    assert_eq!(s.game.why_not_move(Dark, trooper, flagship), None);
    s.answer(Answer::Move {
        card: trooper,
        to: flagship,
    });
    assert_eq!(s.place(trooper), Place::On { card: flagship });
    assert_eq!(s.state().card(trooper).placed_as, 1, "a passenger");
    assert_eq!(s.pile(Dark, Pile::Force).len(), 2);
    assert!(
        s.state().flag(trooper, Flags::MOVED_TURN),
        "its regular move"
    );
    s.answer(Answer::Move {
        card: pilot,
        to: flagship,
    });
    assert_eq!(
        s.state().card(pilot).placed_as,
        0,
        "a pilot in a pilot slot"
    );
    assert_eq!(s.pile(Dark, Pile::Force).len(), 1);
    // Both made their move this turn: neither goes back to the Bridge now.
    assert!(!s.has_option(Answer::Move {
        card: trooper,
        to: bridge
    }));
    assert_eq!(
        s.game.why_not_move(Dark, trooper, bridge),
        Some(WhyNot::CannotMove {
            blocked: Blocked::AlreadyMoved
        })
    );
}

/// Seed 001 "Starship sites": a character aboard the starship moves to one of its sites for 1
/// Force (2 become 1), as its regular move.
#[test]
fn seed001_starship_sites_characters_aboard_move_to_its_sites() {
    let mut s = flagship()
        .site(Dark, TATOOINE)
        .site(Dark, BRIDGE)
        .at(Dark, FLAGSHIP, TATOOINE)
        .passenger(Dark, TROOPER, FLAGSHIP)
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Move)
        .build();
    let (flagship, bridge) = (s.card(Dark, FLAGSHIP), s.site(BRIDGE));
    let aboard = s.card(Dark, TROOPER);
    assert_eq!(s.place(aboard), Place::On { card: flagship });
    assert_eq!(s.game.why_not_move(Dark, aboard, bridge), None);
    s.answer(Answer::Move {
        card: aboard,
        to: bridge,
    });
    assert_eq!(s.place(aboard), Place::At { location: bridge });
    assert_eq!(s.pile(Dark, Pile::Force).len(), 1);
    assert!(s.state().flag(aboard, Flags::MOVED_TURN));
}

/// Seed 001 "Starship sites", capacity permitting: with the Flagship's 4 passenger slots
/// taken, a fifth trooper at the Bridge may not come aboard (a pilot still may, into a pilot
/// slot); with 3 taken, it may.
#[test]
fn seed001_starship_sites_moving_aboard_needs_a_free_slot() {
    let build = |passengers: usize| {
        let mut b = flagship()
            .site(Dark, TATOOINE)
            .site(Dark, BRIDGE)
            .at(Dark, FLAGSHIP, TATOOINE);
        for _ in 0..passengers {
            b = b.passenger(Dark, TROOPER, FLAGSHIP);
        }
        b.at(Dark, TROOPER, BRIDGE)
            .at(Dark, IMPERIAL_PILOT, BRIDGE)
            .fill(Dark, Pile::Force, 3)
            .phase(Dark, Phase::Move)
            .build()
    };
    for (passengers, free) in [(4, false), (3, true)] {
        let s = build(passengers);
        let (flagship, bridge) = (s.card(Dark, FLAGSHIP), s.site(BRIDGE));
        let trooper = s
            .cards(Dark, TROOPER)
            .into_iter()
            .find(|&c| s.place(c) == Place::At { location: bridge })
            .unwrap();
        let pilot = s.card(Dark, IMPERIAL_PILOT);
        let answer = Answer::Move {
            card: trooper,
            to: flagship,
        };
        assert_eq!(s.has_option(answer), free, "{passengers} passengers aboard");
        assert_eq!(
            s.game.why_not_move(Dark, trooper, flagship),
            (!free).then_some(WhyNot::NoCapacity { ship: flagship })
        );
        assert!(s.has_option(Answer::Move {
            card: pilot,
            to: flagship
        }));
    }
}

/// Seed 001 "Starship sites": only the starship's player moves his cards aboard it. Light's
/// Rebel Trooper at the Bridge of Dark's Flagship is offered no move aboard, and the reason
/// names the starship.
#[test]
fn seed001_starship_sites_only_the_starships_player_moves_aboard() {
    let s = flagship()
        .site(Dark, TATOOINE)
        .site(Dark, BRIDGE)
        .at(Dark, FLAGSHIP, TATOOINE)
        .site(Dark, MOS_EISLEY)
        .site(Dark, CANTINA)
        .at(Light, "Rebel Trooper", BRIDGE)
        .at(Light, "Rebel Trooper", MOS_EISLEY) // keeps Light's move phase open
        .fill(Light, Pile::Force, 3)
        .phase(Light, Phase::Move)
        .build();
    let flagship = s.card(Dark, FLAGSHIP);
    let bridge = s.site(BRIDGE);
    let rebel = s
        .cards(Light, "Rebel Trooper")
        .into_iter()
        .find(|&c| s.place(c) == Place::At { location: bridge })
        .unwrap();
    assert!(!s.has_option(Answer::Move {
        card: rebel,
        to: flagship
    }));
    assert_eq!(
        s.game.why_not_move(Light, rebel, flagship),
        Some(WhyNot::NotYourStarship { ship: flagship })
    );
}

/// Seed 001 "Starship sites": a site of a particular starship deploys even while that
/// starship is not on table (as the Death Star's sites do), and then no card is aboard it:
/// the Bridge is offered in the deploy phase with no Flagship anywhere.
#[test]
fn seed001_starship_sites_deploy_without_their_starship() {
    let s = flagship()
        .site(Dark, TATOOINE)
        .hand(Dark, BRIDGE)
        .fill(Dark, Pile::Force, 3)
        .phase(Dark, Phase::Deploy)
        .build();
    let bridge = s.card(Dark, BRIDGE);
    assert!(
        s.deploy_options_for(bridge)
            .iter()
            .any(|d| matches!(d, Dest::Row { .. })),
        "{:?}",
        s.deploy_options_for(bridge)
    );
    assert_eq!(s.q().craft_of_site(bridge), None);
}

/// Seed 001 "Starship sites": a starship site is related to the other sites of its starship
/// and not to the system the starship orbits: the Bridge is not a Tatooine location.
#[test]
fn seed001_starship_sites_are_not_related_to_the_system() {
    let s = flagship()
        .site(Dark, TATOOINE)
        .site(Dark, MOS_EISLEY)
        .site(Dark, BRIDGE)
        .at(Dark, FLAGSHIP, TATOOINE)
        .build();
    let q = s.q();
    let (bridge, tatooine, mos) = (s.site(BRIDGE), s.site(TATOOINE), s.site(MOS_EISLEY));
    assert!(!q.same_planet(bridge, tatooine));
    assert!(q.same_planet(mos, tatooine), "a site of the planet is");
    assert_eq!(q.craft_of_site(bridge), Some(s.card(Dark, FLAGSHIP)));
    assert_eq!(q.craft_of_site(mos), None);
}

/// Seed 001 "Starship sites": a starship lost takes its sites along, and every card at them:
/// the Flagship lost, its Bridge and the trooper there go to the Lost Pile, and the trooper at
/// Mos Eisley stays. A starship leaving otherwise (to the Used Pile) leaves its sites.
#[test]
fn seed001_starship_sites_are_lost_with_their_starship() {
    let build = || {
        flagship()
            .site(Dark, TATOOINE)
            .site(Dark, MOS_EISLEY)
            .site(Dark, BRIDGE)
            .at(Dark, FLAGSHIP, TATOOINE)
            .at(Dark, TROOPER, BRIDGE)
            .at(Dark, TROOPER, MOS_EISLEY)
            .phase(Dark, Phase::Move)
            .build()
    };
    let mut s = build();
    let (flagship, bridge, mos) = (s.card(Dark, FLAGSHIP), s.site(BRIDGE), s.site(MOS_EISLEY));
    let trooper_at = |s: &swccg_engine::scenario::Scenario, site| {
        s.cards(Dark, TROOPER)
            .into_iter()
            .find(|&c| s.place(c) == Place::At { location: site })
            .unwrap()
    };
    let (aboard, planet) = (trooper_at(&s, bridge), trooper_at(&s, mos));
    s.mutate(|cx| cx.lose(flagship));
    for card in [flagship, bridge, aboard] {
        assert_eq!(s.place(card), Place::Pile(Pile::Lost), "{card:?}");
    }
    assert_eq!(s.place(planet), Place::At { location: mos });
    assert!(!s.state().locations().any(|l| l == bridge));
    let mut s = build();
    let (flagship, bridge) = (s.card(Dark, FLAGSHIP), s.site(BRIDGE));
    s.mutate(|cx| cx.leave_table(flagship, Pile::Used));
    assert_eq!(s.place(bridge), Place::Location);
}

const LAUNCH_BAY: &str = "Star Destroyer: Launch Bay";
const DEVASTATOR: &str = "Devastator"; // Imperial-class Star Destroyer
const VICTORY: &str = "Victory-Class Star Destroyer";
const KESSEL: &str = "Kessel";

/// The Premiere decks with Kessel and Tatooine, two Star Destroyers, a TIE, Black 2 (no
/// permanent pilot) and the Launch Bay added.
fn star_destroyers() -> Builder {
    premiere()
        .extra(Dark, card("4_165")) // Star Destroyer: Launch Bay
        .extra(Dark, card("1_301")) // Devastator
        .extra(Dark, card("2_155")) // Victory-Class Star Destroyer
        .extra(Dark, card("1_304")) // TIE Fighter
        .extra(Dark, card("1_299")) // Black 2
        .extra(Dark, card("1_288")) // Kessel
        .extra(Dark, card("1_289")) // Tatooine
        .site(Dark, KESSEL)
        .site(Dark, TATOOINE)
}

/// Deploys the Launch Bay from Dark's hand aboard `ship` (a title).
fn deploy_launch_bay(s: &mut swccg_engine::scenario::Scenario, ship: &str) {
    let bay = s.card(Dark, LAUNCH_BAY);
    let to = Dest::Row {
        index: 0,
        convert: None,
        planet: Some(s.card(Dark, ship)),
    };
    assert!(s.deploy_options_for(bay).contains(&to), "{}", s.log());
    s.answer(Answer::Deploy { card: bay, to });
}

/// Seed 001 "Starship sites": a site of any starship of a class (Star Destroyer: Launch Bay)
/// deploys only to a starship card on table, specified as it deploys: with no Star Destroyer
/// on table it is not offered; with the Devastator at Kessel and a Victory-Class Star
/// Destroyer at Tatooine it is offered aboard each (not aboard Black 2), and is aboard the
/// one chosen: related to no system, its characters move aboard that starship only.
#[test]
fn seed001_starship_sites_a_site_of_any_star_destroyer_deploys_aboard_one_on_table() {
    let s = star_destroyers()
        .at(Dark, "Black 2", KESSEL)
        .hand(Dark, LAUNCH_BAY)
        .fill(Dark, Pile::Force, 5)
        .phase(Dark, Phase::Deploy)
        .build();
    assert!(s.deploy_options_for(s.card(Dark, LAUNCH_BAY)).is_empty());
    let mut s = star_destroyers()
        .at(Dark, DEVASTATOR, KESSEL)
        .at(Dark, VICTORY, TATOOINE)
        .at(Dark, "Black 2", KESSEL)
        .hand(Dark, LAUNCH_BAY)
        .hand(Dark, TROOPER)
        .fill(Dark, Pile::Force, 6)
        .phase(Dark, Phase::Deploy)
        .build();
    let bay = s.card(Dark, LAUNCH_BAY);
    let aboard: Vec<_> = s
        .deploy_options_for(bay)
        .into_iter()
        .filter_map(|d| match d {
            Dest::Row { planet, .. } => planet,
            _ => None,
        })
        .collect();
    let mut expect = vec![s.card(Dark, DEVASTATOR), s.card(Dark, VICTORY)];
    expect.sort();
    let mut aboard = aboard;
    aboard.sort();
    assert_eq!(aboard, expect);
    deploy_launch_bay(&mut s, VICTORY);
    let q = s.q();
    assert_eq!(q.craft_of_site(bay), Some(s.card(Dark, VICTORY)));
    assert!(!q.same_planet(bay, s.site(TATOOINE)));
    assert!(!q.same_planet(bay, s.site(KESSEL)));
}

/// Seed 001 "Star Destroyer: Launch Bay": no docking bay, but starships deploy, land and take
/// off there as at one: aboard the Devastator at Kessel, a TIE Fighter at Kessel lands there
/// free and Black 2 deploys there without a pilot (as only to a docking bay); a TIE at
/// Tatooine may not land there, nor may the Victory-Class Star Destroyer (a capital
/// starship) at Kessel; the landed TIE takes off to Kessel only.
#[test]
fn seed001_star_destroyer_launch_bay_starships_land_and_take_off_as_at_a_docking_bay() {
    let mut s = star_destroyers()
        .at(Dark, DEVASTATOR, KESSEL)
        .at(Dark, VICTORY, KESSEL)
        .at(Dark, "TIE Fighter", KESSEL)
        .hand(Dark, LAUNCH_BAY)
        .hand(Dark, "Black 2")
        .fill(Dark, Pile::Force, 6)
        .phase(Dark, Phase::Deploy)
        .build();
    deploy_launch_bay(&mut s, DEVASTATOR);
    let bay = s.card(Dark, LAUNCH_BAY);
    assert!(
        s.deploy_options_for(s.card(Dark, "Black 2"))
            .contains(&Dest::At(bay)),
        "{}",
        s.log()
    );
    let mut s = star_destroyers()
        .at(Dark, DEVASTATOR, KESSEL)
        .at(Dark, VICTORY, KESSEL)
        .at(Dark, "TIE Fighter", KESSEL)
        .at(Dark, "Black 2", TATOOINE)
        .on(Dark, IMPERIAL_PILOT, "Black 2")
        .extra(Dark, card("1_180"))
        .hand(Dark, LAUNCH_BAY)
        .hand(Dark, KEEPER_MOVE)
        .fill(Dark, Pile::Force, 6)
        .phase(Dark, Phase::Deploy)
        .build();
    deploy_launch_bay(&mut s, DEVASTATOR);
    while s.state().phase != Phase::Move {
        s.pass();
    }
    let bay = s.card(Dark, LAUNCH_BAY);
    let tie = s.card(Dark, "TIE Fighter");
    let land = Answer::Move { card: tie, to: bay };
    assert!(s.has_option(land), "{}", s.log());
    assert_eq!(
        s.game.why_not_move(Dark, s.card(Dark, "Black 2"), bay),
        Some(WhyNot::NotAdjacent {
            from: s.site(TATOOINE),
            to: bay
        })
    );
    assert_eq!(
        s.game.why_not_move(Dark, s.card(Dark, VICTORY), bay),
        Some(WhyNot::CapitalCannotLand { location: bay })
    );
    let force = s.pile(Dark, Pile::Force).len();
    s.answer(land);
    assert_eq!(s.place(tie), Place::At { location: bay });
    assert_eq!(s.pile(Dark, Pile::Force).len(), force, "landing is free");
    assert!(s.q().landed(tie));
}

/// A card in hand that keeps Dark's move phase open (a location deploys only in the deploy
/// phase, so the window stays for the moves).
const KEEPER_MOVE: &str = "Death Star: Detention Block Corridor";

/// Seed 001 "Starship sites": a site of a particular starship has that starship's
/// characteristics if, and only if, the starship is on table. Executor: Docking Bay is a
/// Star Destroyer site (`site 'star destroyer'`, as a text would name it) with the Executor
/// (a Super-class Star Destroyer) on table, and not without it; the Tatooine system never is.
#[test]
fn seed001_starship_sites_have_their_starships_characteristics_while_it_is_on_table() {
    use swccg_engine::script::{Sel, Sym};
    let sel = Sel::and(vec![
        Sel::Word(Sym::new("star destroyer")),
        Sel::Type(swccg_cards::CardType::Location),
    ]);
    for executor in [true, false] {
        let mut b = premiere()
            .extra(Dark, card("4_167")) // Executor
            .extra(Dark, card("7_282")) // Executor: Docking Bay
            .extra(Dark, card("1_289")) // Tatooine
            .site(Dark, TATOOINE)
            .site(Dark, "Executor: Docking Bay");
        if executor {
            b = b.at(Dark, "Executor", TATOOINE);
        }
        let s = b.build();
        let q = s.q();
        let at = q.anchor(Dark, s.site(TATOOINE));
        let bay = s.site("Executor: Docking Bay");
        assert_eq!(q.matches(&sel, bay, &at), executor);
        assert!(!q.matches(&sel, s.site(TATOOINE), &at));
    }
}
