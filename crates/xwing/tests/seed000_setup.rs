//! Seed 000 (`../shared/rules/seeds/000_2c771f5df4083966.txt`): the Epic icon, huge ships and
//! their sections, set-up, and the upgrade restrictions.

mod support;

use support::*;
use xwing::data::{Edition, Section, Size};
use xwing::geometry::Pose;
use xwing::rules::{AreaSpec, Battle, GameSpec, Life, Prompt, SetupError, ShipId};

fn spec(epic: bool, rebels: Vec<xwing::rules::ShipSpec>) -> GameSpec {
    let mut spec = epic_spec(
        "Galactic Empire",
        rebels,
        vec![tie(400.0, 850.0, -90.0)],
        vec![],
    );
    if !epic {
        spec.area = AreaSpec::Standard;
        spec.epic = false;
    }
    spec
}

fn build(spec: &GameSpec) -> Result<Battle, SetupError> {
    Battle::new(catalog(Edition::First), geometry(), spec, 1)
}

// seed 000 "L'icone épique": huge ships play only in Epic games.
#[test]
fn epic_icon_huge_ships_only_in_epic_games() {
    let standard = build(&spec(false, vec![gr75(&[], 400.0, 120.0, 90.0)]));
    let error = standard
        .expect_err("a GR-75 is refused outside Epic play")
        .to_string();
    assert!(error.contains("Epic"), "{error}");
    assert!(build(&spec(true, vec![gr75(&[], 400.0, 120.0, 90.0)])).is_ok());
}

// seed 000 "Règles des vaisseaux immenses", "Sections d'un vaisseau immense", "Multiples
// cartes de vaisseau": one ship on two bases split by the centre line, with one or two ship
// cards, each starting intact.
#[test]
fn huge_ships_are_one_ship_with_two_sections_and_one_or_two_cards() {
    let table = epic(
        vec![
            gr75(&[], 400.0, 120.0, 90.0),
            cr90(&[], &[], 900.0, 140.0, 90.0),
        ],
        vec![tie(400.0, 850.0, -90.0)],
        vec![],
    );
    let gr75 = table.battle.ship(ShipId(0));
    assert_eq!(gr75.size, Size::Huge);
    assert_eq!(gr75.cards.len(), 1);
    assert!(gr75.body.sections().is_some() && gr75.body.centre_line().is_some());
    let cr90 = table.battle.ship(ShipId(1));
    assert_eq!(cr90.cards.len(), 2);
    assert_eq!(cr90.cards[0].section, Some(Section::Fore));
    assert_eq!(cr90.cards[1].section, Some(Section::Aft));
    assert!(cr90.cards.iter().all(|card| !card.crippled));
    // Fore section: the front base and the front half of the token.
    let fore = cr90.body.section(xwing::geometry::Section::Fore).unwrap();
    assert!(
        fore.contains_point(
            cr90.body
                .section_base_centre(xwing::geometry::Section::Fore)
                .unwrap()
        )
    );
}

// seed 000 "Mise en place": a huge ship may reach beyond range 1 of its edge if it spans the
// whole set-up zone, but no part of its bases may be outside the play area.
#[test]
fn set_up_huge_ships_may_pass_range_one_when_they_span_the_zone() {
    let table = epic(
        vec![gr75(&[], 400.0, 120.0, 90.0), xwing(800.0, 30.0, 90.0)],
        vec![tie(400.0, 850.0, -90.0)],
        vec![],
    );
    let b = &table.battle;
    let gr75 = ShipId(0);
    let half = 195.0 / 2.0;
    // Pointing into the table from the edge: it spans the zone and reaches range 2.
    assert!(b.can_deploy(gr75, Pose::from_degrees(1000.0, half, 90.0)));
    // The same, lifted 10 mm off the edge: it no longer spans the zone.
    assert!(!b.can_deploy(gr75, Pose::from_degrees(1000.0, half + 10.0, 90.0)));
    // Partly off the table.
    assert!(!b.can_deploy(gr75, Pose::from_degrees(1000.0, half - 5.0, 90.0)));
    // Lying along the edge, inside range 1.
    assert!(b.can_deploy(gr75, Pose::from_degrees(1000.0, 45.0, 0.0)));
    // A small ship gets no such exception.
    let x = ShipId(1);
    assert!(b.can_deploy(x, Pose::from_degrees(1000.0, 20.0, 90.0)));
    assert!(!b.can_deploy(x, Pose::from_degrees(1000.0, 90.0, 90.0)));
}

// seed 000 "Exemple de mise en place d'un vaisseau immense": the GR-75 placed askew, the rear
// left corner of its aft base touching the edge.
#[test]
fn set_up_example_gr75_askew_with_its_rear_left_corner_on_the_edge() {
    let table = epic(
        vec![gr75(&[], 400.0, 120.0, 90.0)],
        vec![tie(400.0, 850.0, -90.0)],
        vec![],
    );
    let heading = 160f64.to_radians();
    let (l, w) = (195.0 / 2.0, 80.0 / 2.0);
    // Lowest corner (rear left at this heading) exactly on y = 0.
    let y = heading.sin() * l + (-heading.cos()) * w;
    let pose = Pose::new(1200.0, y, heading);
    assert!(table.battle.can_deploy(ShipId(0), pose));
    let body = table.battle.ship(ShipId(0)).body.at(pose);
    let lowest = body
        .hull()
        .vertices()
        .iter()
        .map(|p| p.y)
        .fold(f64::INFINITY, f64::min);
    assert!(lowest.abs() < 1e-9);
}

// seed 000 "Mise en place" through the set-up decisions: the spots offered to a huge ship
// include ones reaching beyond range 1, and none are outside the play area.
#[test]
fn set_up_spots_offered_to_a_huge_ship_follow_the_set_up_rules() {
    let mut s = spec(true, vec![gr75(&[], 0.0, 0.0, 0.0)]);
    s.squads[0].ships[0].pose = None;
    let battle = build(&s).unwrap();
    let Some(pending) = door::Game::pending(&battle) else {
        panic!("deploy asked")
    };
    let Prompt::Deploy { ship, spots } = &pending.prompt else {
        panic!("{:?}", pending.prompt)
    };
    assert_eq!(*ship, ShipId(0));
    assert!(!spots.is_empty());
    let mut beyond = false;
    for spot in spots {
        assert!(battle.can_deploy(ShipId(0), *spot));
        let body = battle.ship(ShipId(0)).body.at(*spot);
        let top = body
            .hull()
            .vertices()
            .iter()
            .map(|p| p.y)
            .fold(f64::MIN, f64::max);
        beyond |= top > 100.0;
    }
    assert!(
        beyond,
        "a huge ship spanning the zone may reach beyond range 1"
    );
    assert_eq!(battle.ship(ShipId(0)).life, Life::Reserve);
}

// seed 000 "Améliorations restreintes aux vaisseaux": "Huge ship only" cards cannot go on
// small or large ships.
#[test]
fn huge_only_upgrades_are_refused_on_small_and_large_ships() {
    let error = build(&spec(
        true,
        vec![ship(
            "xwing",
            "rookiepilot",
            &["wed15repairdroid"],
            400.0,
            20.0,
            90.0,
        )],
    ))
    .expect_err("WED-15 is huge only");
    assert!(error.to_string().contains("Huge"), "{error}");
    assert!(
        build(&spec(
            true,
            vec![gr75(&["wed15repairdroid"], 400.0, 120.0, 90.0)]
        ))
        .is_ok()
    );
}

// seed 000 "Modifications": huge ships equip only modifications marked "Huge ship only".
#[test]
fn huge_ships_equip_only_huge_only_modifications() {
    let error = build(&spec(
        true,
        vec![gr75(&["hullupgrade"], 400.0, 120.0, 90.0)],
    ))
    .expect_err("a plain modification is refused on a huge ship");
    assert!(
        matches!(
            error,
            SetupError::Illegal { .. } | SetupError::NotImplemented { .. }
        ),
        "{error}"
    );
    assert!(
        error.to_string().contains("Modification") || error.to_string().contains("hullupgrade"),
        "{error}"
    );
    assert!(
        build(&spec(
            true,
            vec![gr75(&["combatretrofit"], 400.0, 120.0, 90.0)]
        ))
        .is_ok()
    );
}

// seed 000 "Améliorations limitées": a ship may not equip two copies of a Limited card; two
// ships may each equip one.
#[test]
fn limited_upgrades_one_copy_per_ship() {
    let twice = build(&spec(
        true,
        vec![gr75(
            &["tibannagassupplies", "tibannagassupplies"],
            400.0,
            120.0,
            90.0,
        )],
    ));
    let error = twice
        .expect_err("two copies of a Limited card are refused")
        .to_string();
    assert!(error.contains("Limited"), "{error}");
    let spread = spec(
        true,
        vec![
            gr75(&["tibannagassupplies"], 400.0, 120.0, 90.0),
            cr90(&[], &["tibannagassupplies"], 900.0, 140.0, 90.0),
        ],
    );
    assert!(build(&spread).is_ok());
    // Cards that are not Limited may repeat on one ship.
    assert!(
        build(&spec(
            true,
            vec![gr75(&["commsbooster", "commsbooster"], 400.0, 120.0, 90.0)]
        ))
        .is_ok()
    );
}
