//! The geometric rules of seeds 000 (first-edition Epic play, huge ships) and 002 (devices),
//! one test per paragraph, named after it. The rules-level consequences (damage, destruction,
//! tokens) are tested by the rules engine; these tests pin down the measurements those rules
//! are decided on.

use xwing::geometry::{
    ArcKind, Bearing, ConvexPolygon, DeviceKind, Edge, Edition, GeometryConstants, HugeKind,
    Maneuver, Part, Placement, PlayArea, Pose, Section, Shape, ShipShape, ShipSize, Side,
    TemplateKind, device_guides, device_shape, distance_in_arc, execute_maneuver, final_pose,
    in_arc, obstructs, place_device, range_band, section_targetable, template_shape,
};

fn constants() -> GeometryConstants {
    GeometryConstants::builtin()
}

fn ship(
    c: &GeometryConstants,
    size: ShipSize,
    edition: Edition,
    x: f64,
    y: f64,
    deg: f64,
) -> ShipShape {
    ShipShape::new(c, size, edition, Pose::from_degrees(x, y, deg)).unwrap()
}

fn cr90(c: &GeometryConstants, x: f64, y: f64, deg: f64) -> ShipShape {
    ship(c, ShipSize::Huge(HugeKind::Long), Edition::First, x, y, deg)
}

fn gr75(c: &GeometryConstants, x: f64, y: f64, deg: f64) -> ShipShape {
    ship(
        c,
        ShipSize::Huge(HugeKind::Short),
        Edition::First,
        x,
        y,
        deg,
    )
}

fn square_obstacle(x: f64, y: f64, side: f64) -> Shape {
    Shape::from(ConvexPolygon::rectangle(&Pose::new(x, y, 0.0), side, side))
}

// Seed 000.

/// Seed 000 "Gabarit de portée longue": the long ruler adds ranges 4 and 5 beyond the three
/// bands of the core ruler, and only effects reaching beyond range 3 may use it.
#[test]
fn seed000_long_range_ruler_adds_ranges_4_and_5() {
    let c = constants();
    assert_eq!(range_band(&c, 250.0, Edition::First, false), Some(3));
    assert_eq!(range_band(&c, 350.0, Edition::First, false), None);
    assert_eq!(range_band(&c, 350.0, Edition::First, true), Some(4));
    assert_eq!(range_band(&c, 450.0, Edition::First, true), Some(5));
    assert_eq!(range_band(&c, 520.0, Edition::First, true), None);
}

/// Seed 000 "Sections d'un vaisseau immense" and "Ligne centrale": one ship, two bases; the
/// centre line splits the token into the fore section (front base and front half) and the aft
/// section.
#[test]
fn seed000_huge_ship_sections_split_at_the_centre_line() {
    let c = constants();
    let s = cr90(&c, 900.0, 450.0, 0.0);
    let [fore, aft] = s.sections().unwrap();
    let line = s.centre_line().unwrap();
    assert!((line.length() - s.width()).abs() < 1e-9);
    // Each section holds its own plastic base, and the centre line is their shared edge.
    assert!(fore.contains_point(s.section_base_centre(Section::Fore).unwrap()));
    assert!(aft.contains_point(s.section_base_centre(Section::Aft).unwrap()));
    assert!(
        fore.vertices()
            .iter()
            .filter(|p| line.distance_to_point(**p) < 1e-9)
            .count()
            == 2
    );
    assert!(
        fore.centroid().x > aft.centroid().x,
        "the fore section is ahead"
    );
    // Both bases are under the token.
    for section in [Section::Fore, Section::Aft] {
        let base = s.section_base_polygon(section).unwrap();
        assert!(base.vertices().iter().all(|p| s.hull().contains_point(*p)));
    }
}

/// Seed 000 "Mouvement des vaisseaux immenses", forward maneuver: the template's rear line is
/// aligned with the rear edge of the front base, and the ship slides until that edge reaches
/// the speed line.
#[test]
fn seed000_huge_forward_maneuver_slides_the_front_base_to_the_speed_line() {
    let c = constants();
    let s = gr75(&c, 500.0, 400.0, 90.0);
    for speed in 1..=4u8 {
        let end = final_pose(&c, &s, Maneuver::new(speed, Bearing::Straight)).unwrap();
        let before = s.section_base_polygon(Section::Fore).unwrap().bounds().0.y;
        let after = s
            .at(end)
            .section_base_polygon(Section::Fore)
            .unwrap()
            .bounds()
            .0
            .y;
        assert!((after - before - c.huge_straight[speed as usize - 1]).abs() < 1e-9);
        assert!((end.heading - s.pose.heading).abs() < 1e-12);
    }
    // The template lies against a side of the front base, starting at its rear edge.
    let t = template_shape(&c, &s, Maneuver::new(2, Bearing::Straight))
        .unwrap()
        .unwrap();
    let Part::Polygon(p) = t.parts[0] else {
        panic!("the huge template is drawn as a rectangle")
    };
    let fore_base = s.section_base_polygon(Section::Fore).unwrap();
    assert!((p.bounds().0.y - fore_base.bounds().0.y).abs() < 1e-9);
    assert_eq!(p.distance(&s.hull()), 0.0);
    assert!(!p.overlaps(&s.hull()));
    // Huge ships have no other maneuvers than forward and side ones.
    assert!(final_pose(&c, &s, Maneuver::new(1, Bearing::TurnLeft)).is_err());
    assert!(final_pose(&c, &s, Maneuver::new(5, Bearing::Straight)).is_err());
}

/// Seed 000 "Mouvement des vaisseaux immenses", side maneuver: the ship turns toward the
/// maneuver's side and moves ahead and sideways (heading change and shift are the
/// low-confidence constants of the data file).
#[test]
fn seed000_huge_side_maneuver_turns_toward_its_side() {
    let c = constants();
    let s = cr90(&c, 900.0, 450.0, 0.0);
    for (bearing, sign) in [(Bearing::BankLeft, 1.0), (Bearing::BankRight, -1.0)] {
        for speed in 1..=2u8 {
            let end = final_pose(&c, &s, Maneuver::new(speed, bearing)).unwrap();
            assert!((end.heading - sign * c.huge_bank_turn).abs() < 1e-12);
            let [ahead, sideways] = c.huge_bank_shift_long[speed as usize - 1];
            assert!((end.x - (900.0 + ahead)).abs() < 1e-9);
            assert!((end.y - (450.0 + sign * sideways)).abs() < 1e-9);
        }
    }
    assert!(final_pose(&c, &s, Maneuver::new(3, Bearing::BankLeft)).is_err());
}

/// Seed 000 "Mesurer la portée depuis des vaisseaux immenses pendant les actions": range is
/// measured from the nearest point of the whole huge ship, even when that point lies in the
/// other section than the one acting.
#[test]
fn seed000_range_measured_from_nearest_point() {
    let c = constants();
    let s = cr90(&c, 900.0, 450.0, 0.0);
    // A friendly ship just behind the aft section: range 1 of the ship although the fore
    // section (which acts) is much farther.
    let friend = ship(
        &c,
        ShipSize::Small,
        Edition::First,
        900.0 - s.length() / 2.0 - 20.0 - 60.0,
        450.0,
        0.0,
    );
    let d = s.body().distance(&friend.body());
    assert!((d - 60.0).abs() < 1e-9);
    assert_eq!(range_band(&c, d, Edition::First, false), Some(1));
    let from_fore = s.section(Section::Fore).unwrap().distance(&friend.hull());
    assert!(
        from_fore > 100.0,
        "the fore section alone would be beyond range 1"
    );
}

/// Seed 000 "Cibler un vaisseau immense": a section may be targeted when the line from the
/// attacker's base centre to that section's base centre does not cross the centre line; the
/// attack's range runs to the nearest point of that section inside the attacker's arc.
#[test]
fn seed000_section_targeting_line_must_not_cross_the_centre_line() {
    let c = constants();
    let s = cr90(&c, 900.0, 450.0, 0.0);
    // An attacker dead ahead of the corvette, facing it.
    let ahead = ship(
        &c,
        ShipSize::Small,
        Edition::First,
        900.0 + s.length() / 2.0 + 150.0,
        450.0,
        180.0,
    );
    assert!(section_targetable(&s, Section::Fore, ahead.base_centre()));
    assert!(!section_targetable(&s, Section::Aft, ahead.base_centre()));
    // Dead astern, the other way round.
    let astern = ship(
        &c,
        ShipSize::Small,
        Edition::First,
        900.0 - s.length() / 2.0 - 150.0,
        450.0,
        0.0,
    );
    assert!(!section_targetable(&s, Section::Fore, astern.base_centre()));
    assert!(section_targetable(&s, Section::Aft, astern.base_centre()));
    // Far abeam, both lines pass beside the token's centre line: either section may be chosen.
    let abeam = ship(&c, ShipSize::Small, Edition::First, 900.0, 800.0, -90.0);
    assert!(section_targetable(&s, Section::Fore, abeam.base_centre()));
    assert!(section_targetable(&s, Section::Aft, abeam.base_centre()));
    // Range to the targeted section: nearest point of the fore section inside the arc.
    let fore = s.section(Section::Fore).unwrap();
    let (d, line) = distance_in_arc(&c, &ahead, ArcKind::Front, None, &fore)
        .unwrap()
        .unwrap();
    // From the attacker's front edge (20 mm ahead of its centre) to the fore section's front edge.
    assert!((d - 130.0).abs() < 1e-9);
    assert!(fore.distance_to_point(line.b) < 1e-9);
}

/// Seed 000 "Arme principale : tourelle": a huge ship firing its turret at a ship outside its
/// arcs needs the line from the target's base centre to the matching section's base centre to
/// stay clear of the centre line.
#[test]
fn seed000_turret_outside_arcs_needs_a_clear_line_to_the_section_base() {
    let c = constants();
    let s = gr75(&c, 600.0, 450.0, 0.0);
    let behind = ship(
        &c,
        ShipSize::Small,
        Edition::First,
        600.0 - 250.0,
        450.0,
        0.0,
    );
    assert!(in_arc(&c, &s, ArcKind::Turret, &behind.hull()).unwrap());
    assert!(section_targetable(&s, Section::Aft, behind.base_centre()));
    assert!(!section_targetable(&s, Section::Fore, behind.base_centre()));
}

/// Seed 000 "Portée d'une arme principale": the CR90's primary weapon fires at range 3 to 5,
/// which takes the long ruler.
#[test]
fn seed000_cr90_primary_range_three_to_five_uses_the_long_ruler() {
    let c = constants();
    let s = cr90(&c, 900.0, 450.0, 0.0);
    let target = ship(
        &c,
        ShipSize::Small,
        Edition::First,
        900.0 + s.length() / 2.0 + 20.0 + 420.0,
        450.0,
        180.0,
    );
    let (d, _) = distance_in_arc(
        &c,
        &s,
        ArcKind::Huge(Section::Fore, Side::Left),
        Some(Section::Fore),
        &target.hull(),
    )
    .unwrap()
    .unwrap();
    assert_eq!(range_band(&c, d, Edition::First, true), Some(5));
    assert_eq!(range_band(&c, d, Edition::First, false), None);
}

/// Seed 000 "Arcs de tir additionnels": the CR90 has four printed arcs, two per section; a
/// section's secondary weapon uses its section's two arcs, measured from that section.
#[test]
fn seed000_cr90_has_two_arcs_per_section() {
    let c = constants();
    let s = cr90(&c, 900.0, 450.0, 0.0);
    let ahead_left = ship(&c, ShipSize::Small, Edition::First, 1150.0, 560.0, 0.0);
    let behind_right = ship(&c, ShipSize::Small, Edition::First, 650.0, 340.0, 0.0);
    let arcs = |section| {
        [
            ArcKind::Huge(section, Side::Left),
            ArcKind::Huge(section, Side::Right),
        ]
    };
    let sees = |arcs: [ArcKind; 2], t: &ShipShape| {
        arcs.iter().any(|a| in_arc(&c, &s, *a, &t.hull()).unwrap())
    };
    assert!(sees(arcs(Section::Fore), &ahead_left));
    assert!(!sees(arcs(Section::Aft), &ahead_left));
    assert!(sees(arcs(Section::Aft), &behind_right));
    assert!(!sees(arcs(Section::Fore), &behind_right));
    assert!(
        in_arc(
            &c,
            &s,
            ArcKind::Huge(Section::Fore, Side::Left),
            &ahead_left.hull()
        )
        .unwrap()
    );
    assert!(
        !in_arc(
            &c,
            &s,
            ArcKind::Huge(Section::Fore, Side::Right),
            &ahead_left.hull()
        )
        .unwrap()
    );
    // Measured from the firing section.
    let (from_aft, _) = distance_in_arc(
        &c,
        &s,
        ArcKind::Huge(Section::Aft, Side::Right),
        Some(Section::Aft),
        &behind_right.hull(),
    )
    .unwrap()
    .unwrap();
    assert!(
        (from_aft
            - s.section(Section::Aft)
                .unwrap()
                .distance(&behind_right.hull()))
        .abs()
            < 1e-9
    );
}

/// Seed 000 "Mise en place": huge bases may overhang the set-up zone (range 1 of the edge) when
/// the ship spans the zone's whole depth, but no part of a base may be outside the play area.
#[test]
fn seed000_setup_huge_ship_may_overhang_range_one_if_it_spans_the_zone() {
    let c = constants();
    let area = PlayArea::epic(&c);
    // Placed at an angle with the aft base's rear corner on the edge (the seed's example).
    let mut s = gr75(&c, 0.0, 0.0, 60.0);
    let (lo, _) = s.body().bounds().unwrap();
    s = s.at(Pose::new(400.0 - lo.x, -lo.y, 60f64.to_radians()));
    let (near, far) = area.extent_from_edge(&s.body(), Edge::South).unwrap();
    assert!(near.abs() < 1e-9, "touches the edge");
    assert!(
        far > c.range_bounds[0],
        "overhangs range 1, spanning the zone"
    );
    assert!(area.contains(&s.body()));
    // One millimetre further and part of a base is outside: not allowed.
    let out = s.at(Pose::new(s.pose.x, s.pose.y - 1.0, s.pose.heading));
    assert!(area.partly_outside(&out.body()));
}

/// Seed 000 "Chevaucher des vaisseaux immenses": a huge ship whose final position overlaps
/// another huge ship follows the usual rule: it backs up along its path until it no longer
/// overlaps, ending against it.
#[test]
fn seed000_huge_ship_overlapping_a_huge_ship_backs_up() {
    let c = constants();
    let mover = gr75(&c, 400.0, 450.0, 0.0);
    let other = cr90(&c, 400.0 + mover.length() / 2.0 + 60.0 + 40.0, 450.0, 90.0);
    assert!(!mover.body().overlaps(&other.body()));
    let out = execute_maneuver(
        &c,
        &mover,
        Maneuver::new(4, Bearing::Straight),
        &[other.body()],
    )
    .unwrap();
    assert!(!out.full);
    assert_eq!(out.bumped, vec![0]);
    let moved = mover.at(out.final_pose);
    assert!(!moved.body().overlaps(&other.body()));
    assert!(moved.body().distance(&other.body()) < 1e-6);
    assert!((out.final_pose.x - (400.0 + 60.0)).abs() < 1e-6);
}

/// Seed 000 "Chevaucher des grands ou des petits vaisseaux": a huge ship does not back up for
/// small or large ships; its final position is measured for which of them its sections
/// overlap (those are destroyed).
#[test]
fn seed000_huge_final_position_names_the_small_ships_it_overlaps() {
    let c = constants();
    let mover = cr90(&c, 400.0, 450.0, 0.0);
    let m = Maneuver::new(3, Bearing::Straight);
    let end = mover.at(final_pose(&c, &mover, m).unwrap());
    let under_fore = ship(
        &c,
        ShipSize::Small,
        Edition::First,
        end.pose.x + 80.0,
        450.0,
        90.0,
    );
    let under_aft = ship(
        &c,
        ShipSize::Large,
        Edition::First,
        end.pose.x - 80.0,
        480.0,
        0.0,
    );
    let clear = ship(&c, ShipSize::Small, Edition::First, end.pose.x, 650.0, 0.0);
    // No ship blocks the huge ship: it completes the maneuver.
    let out = execute_maneuver(&c, &mover, m, &[]).unwrap();
    assert!(out.full);
    let [fore, aft] = end.sections().unwrap();
    let hits = |s: &ShipShape| (fore.overlaps(&s.hull()), aft.overlaps(&s.hull()));
    assert_eq!(hits(&under_fore), (true, false));
    assert_eq!(hits(&under_aft), (false, true));
    assert_eq!(hits(&clear), (false, false));
}

/// Seed 000 "Chevaucher des obstacles": a huge ship is affected when one of its sections
/// overlaps an obstacle, not when its maneuver template does.
#[test]
fn seed000_huge_template_over_an_obstacle_is_not_a_section_overlap() {
    let c = constants();
    let s = gr75(&c, 400.0, 450.0, 0.0);
    let m = Maneuver::new(2, Bearing::Straight);
    let template = template_shape(&c, &s, m).unwrap().unwrap();
    let end = s.at(final_pose(&c, &s, m).unwrap());
    // An obstacle under the template, beside the ship's final position.
    let (lo, hi) = template.bounds().unwrap();
    let rock = square_obstacle((lo.x + hi.x) / 2.0, lo.y - 4.0, 20.0);
    assert!(template.overlaps(&rock));
    assert!(!end.body().overlaps(&rock));
    // An obstacle under the fore section's final position, and which section it is.
    let rock2 = square_obstacle(end.pose.x + 60.0, 450.0, 20.0);
    assert!(
        end.section(Section::Fore)
            .unwrap()
            .overlaps(&rock2.polygons().next().copied().unwrap())
    );
    assert!(
        !end.section(Section::Aft)
            .unwrap()
            .overlaps(&rock2.polygons().next().copied().unwrap())
    );
}

/// Seed 000 "Petits et grands vaisseaux chevauchant un vaisseau immense": a small or large ship
/// whose final position overlaps a huge ship follows the usual overlap rule (backs up).
#[test]
fn seed000_small_ship_overlapping_a_huge_ship_backs_up() {
    let c = constants();
    let huge = cr90(&c, 600.0, 450.0, 90.0);
    let x = ship(
        &c,
        ShipSize::Small,
        Edition::First,
        600.0 - 40.0 - 20.0 - 50.0,
        450.0,
        0.0,
    );
    let out =
        execute_maneuver(&c, &x, Maneuver::new(3, Bearing::Straight), &[huge.body()]).unwrap();
    assert!(!out.full && out.bumped == vec![0]);
    let moved = x.at(out.final_pose).footprint_with_guides();
    assert!(!moved.overlaps(&huge.body()) && moved.distance(&huge.body()) < 1e-6);
}

/// Seed 000 "Obstruction": an attack is obstructed when the line between the nearest points
/// crosses any part of a section of a huge ship that is not the target.
#[test]
fn seed000_obstruction_by_non_target_huge_section() {
    let c = constants();
    let attacker = ship(&c, ShipSize::Small, Edition::First, 100.0, 450.0, 0.0);
    let defender = ship(&c, ShipSize::Small, Edition::First, 500.0, 450.0, 180.0);
    let between = gr75(&c, 300.0, 450.0, 90.0);
    let (_, line) = distance_in_arc(&c, &attacker, ArcKind::Front, None, &defender.hull())
        .unwrap()
        .unwrap();
    let [fore, aft] = between.sections().unwrap();
    assert!(obstructs(&line, &Shape::from(fore)) || obstructs(&line, &Shape::from(aft)));
    // Moved aside, the line is clear.
    let aside = gr75(&c, 300.0, 700.0, 90.0);
    assert!(!obstructs(&line, &aside.body()));
}

/// Seed 000 "Missiles d'assaut": against a huge ship, the "range 1 of the defender" is measured
/// from the targeted section, so ships near only the other section are not hit.
#[test]
fn seed000_assault_missiles_measured_from_the_targeted_section() {
    let c = constants();
    let s = cr90(&c, 900.0, 450.0, 0.0);
    let near_aft = ship(
        &c,
        ShipSize::Small,
        Edition::First,
        900.0 - s.length() / 2.0 - 20.0 - 50.0,
        450.0,
        0.0,
    );
    let fore = s.section(Section::Fore).unwrap();
    let aft = s.section(Section::Aft).unwrap();
    assert_eq!(
        range_band(&c, aft.distance(&near_aft.hull()), Edition::First, false),
        Some(1)
    );
    assert_ne!(
        range_band(&c, fore.distance(&near_aft.hull()), Edition::First, false),
        Some(1)
    );
}

/// Seed 000 "Utiliser les vaisseaux immenses comme obstacles": a huge ship used as an obstacle
/// obstructs and is overlapped like its sections.
#[test]
fn seed000_huge_ship_as_an_obstacle_obstructs_and_is_overlapped() {
    let c = constants();
    let wreck = cr90(&c, 450.0, 450.0, 45.0);
    let a = ship(&c, ShipSize::Small, Edition::First, 250.0, 450.0, 0.0);
    let d = ship(&c, ShipSize::Small, Edition::First, 650.0, 450.0, 180.0);
    let (_, line) = a.body().closest_points(&d.body()).unwrap();
    assert!(obstructs(&line, &wreck.body()));
    let on_it = ship(&c, ShipSize::Small, Edition::First, 450.0, 450.0, 0.0);
    assert!(on_it.footprint_with_guides().overlaps(&wreck.body()));
}

// Seed 002.

/// Seed 002 "Larguer": the template goes between the rear guides and the device's guides rest
/// against its far end.
#[test]
fn seed002_drop_uses_the_template_between_the_rear_guides() {
    let c = constants();
    let s = ship(&c, ShipSize::Small, Edition::Second, 400.0, 400.0, 90.0);
    for template in [
        TemplateKind::Straight(1),
        TemplateKind::BankLeft(1),
        TemplateKind::TurnRight(1),
    ] {
        let placed =
            place_device(&c, &s, DeviceKind::StandardBomb, template, Placement::Drop).unwrap();
        // The template starts on the rear edge, centred between the rear guides, running back.
        assert!(placed.template.start.centre().distance(s.rear_mid()) < 1e-9);
        assert!(
            (placed.template.start.heading - (s.pose.heading + std::f64::consts::PI)).abs() < 1e-12
        );
        // The device's guides reach back to the template's far end.
        let guides = device_guides(&c, DeviceKind::StandardBomb, placed.pose).unwrap();
        assert!(guides.contains_point(placed.template.end.centre()));
        assert!(placed.pose.y < s.pose.y);
    }
}

/// Seed 002 "Lancer": the template goes between the front guides.
#[test]
fn seed002_launch_uses_the_template_between_the_front_guides() {
    let c = constants();
    let s = ship(&c, ShipSize::Medium, Edition::Second, 400.0, 400.0, 0.0);
    let placed = place_device(
        &c,
        &s,
        DeviceKind::ProximityMine,
        TemplateKind::Straight(2),
        Placement::Launch,
    )
    .unwrap();
    assert!(placed.template.start.centre().distance(s.front_mid()) < 1e-9);
    let expected = s.front_mid().x + c.straight[1] + c.proximity_mine.centre_offset;
    assert!((placed.pose.x - expected).abs() < 1e-9);
    assert!(!placed.shape.overlaps(&s.footprint_with_guides()));
}

/// Seed 002 "Si un engin est placé en chevauchant un vaisseau": a device placed where a ship
/// is overlaps it (and goes under its base), which the geometry must detect.
#[test]
fn seed002_device_placed_overlapping_a_ship_is_detected() {
    let c = constants();
    let dropper = ship(&c, ShipSize::Small, Edition::Second, 400.0, 400.0, 0.0);
    let placed = place_device(
        &c,
        &dropper,
        DeviceKind::StandardBomb,
        TemplateKind::Straight(1),
        Placement::Drop,
    )
    .unwrap();
    let behind = ship(
        &c,
        ShipSize::Small,
        Edition::Second,
        placed.pose.x - 10.0,
        405.0,
        0.0,
    );
    assert!(placed.shape.overlaps(&behind.footprint_with_guides()));
}

/// Seed 002 "placé sous plusieurs socles de vaisseaux": a device can overlap several bases at
/// once; every one of them is reported.
#[test]
fn seed002_device_under_several_bases_overlaps_each() {
    let c = constants();
    let mine = device_shape(&c, DeviceKind::ProximityMine, Pose::new(500.0, 500.0, 0.0));
    let a = ship(
        &c,
        ShipSize::Small,
        Edition::Second,
        500.0 - 45.0,
        500.0,
        0.0,
    );
    let b = ship(
        &c,
        ShipSize::Small,
        Edition::Second,
        500.0 + 45.0,
        500.0,
        180.0,
    );
    let far = ship(&c, ShipSize::Small, Edition::Second, 700.0, 500.0, 0.0);
    let under: Vec<bool> = [&a, &b, &far]
        .iter()
        .map(|s| mine.overlaps(&s.footprint_with_guides()))
        .collect();
    assert_eq!(under, vec![true, true, false]);
}

/// Seed 002 "Les glissières d'un engin comptent comme une partie de l'engin": a ship touching
/// only the guides of a device overlaps it, and range to the device is measured to its guides.
#[test]
fn seed002_device_guides_count_for_overlap_and_range() {
    let c = constants();
    let pose = Pose::new(500.0, 500.0, 0.0);
    let bomb = device_shape(&c, DeviceKind::StandardBomb, pose);
    let guides = device_guides(&c, DeviceKind::StandardBomb, pose).unwrap();
    let back_of_token = pose.x - c.standard_bomb.footprint.length / 2.0;
    // A base whose front edge reaches 1 mm into the guides only.
    let s = ship(
        &c,
        ShipSize::Small,
        Edition::Second,
        back_of_token - 20.0 + 1.0,
        500.0,
        0.0,
    );
    assert!(s.hull().overlaps(&guides));
    assert!(bomb.overlaps(&Shape::from(s.hull())));
    // Range to the device is measured to its guides: 30 mm behind them.
    let t = ship(
        &c,
        ShipSize::Small,
        Edition::Second,
        back_of_token - 20.0 - 30.0,
        500.0,
        0.0,
    );
    assert!((bomb.distance(&Shape::from(t.hull())) - 30.0).abs() < 1e-9);
    // And a template reaching 1 mm into the token, where only its guides are, moves through it.
    let template = Shape::from(ConvexPolygon::local_rectangle(
        &Pose::new(back_of_token - 99.0, 500.0, 0.0),
        0.0,
        100.0,
        -10.0,
        10.0,
    ));
    assert!(template.overlaps(&Shape::from(guides)));
    assert!(template.overlaps(&bomb));
}

/// Seed 002 "Un engin ne peut pas être placé si une partie de l'engin devrait se retrouver hors
/// de la zone de jeu": a placement partly outside the play area is detected.
#[test]
fn seed002_device_partly_outside_the_play_area_is_detected() {
    let c = constants();
    let area = PlayArea::standard(&c);
    let near_edge = ship(&c, ShipSize::Small, Edition::Second, 400.0, 50.0, 90.0);
    let placed = place_device(
        &c,
        &near_edge,
        DeviceKind::StandardBomb,
        TemplateKind::Straight(1),
        Placement::Drop,
    )
    .unwrap();
    assert!(area.partly_outside(&placed.shape));
    let inside = ship(&c, ShipSize::Small, Edition::Second, 400.0, 200.0, 90.0);
    let placed = place_device(
        &c,
        &inside,
        DeviceKind::StandardBomb,
        TemplateKind::Straight(1),
        Placement::Drop,
    )
    .unwrap();
    assert!(area.contains(&placed.shape));
}

/// Seed 002, last paragraph: after a partial maneuver, only the part of the template between
/// the start and final positions counts for moving through a device; the part the ship backed
/// up over is ignored.
#[test]
fn seed002_partial_maneuver_counts_only_the_traversed_template() {
    let c = constants();
    let s = ship(&c, ShipSize::Small, Edition::Second, 200.0, 400.0, 0.0);
    // A ship blocks the end of a straight 5, with a bomb under its base (devices lie under
    // bases): the whole template crosses the bomb, the ship stops short of it.
    let blocker = ship(&c, ShipSize::Small, Edition::Second, 400.0, 400.0, 0.0);
    let mine = device_shape(&c, DeviceKind::StandardBomb, Pose::new(400.0, 400.0, 0.0));
    let m = Maneuver::new(5, Bearing::Straight);
    let out = execute_maneuver(&c, &s, m, &[blocker.footprint_with_guides()]).unwrap();
    assert!(!out.full);
    let whole = out.template.clone().unwrap();
    let swept = out.swept.clone().unwrap();
    assert!(whole.overlaps(&mine), "the whole template crosses the mine");
    assert!(!swept.overlaps(&mine), "the traversed part does not");
    assert!(!s.at(out.final_pose).footprint_with_guides().overlaps(&mine));
    // The traversed part runs from the ship's start to its final rear edge.
    let Part::Polygon(p) = swept.parts[0] else {
        panic!("straight template")
    };
    let (_, hi) = p.bounds();
    assert!((hi.x - s.at(out.final_pose).rear_mid().x).abs() < 1e-6);
    // On a curved template too: the traversed band is the first part of the band.
    let bank = Maneuver::new(3, Bearing::BankLeft);
    let end = s.at(final_pose(&c, &s, bank).unwrap());
    let wall = ship(
        &c,
        ShipSize::Large,
        Edition::Second,
        end.pose.x,
        end.pose.y,
        20.0,
    );
    let out = execute_maneuver(&c, &s, bank, &[wall.footprint_with_guides()]).unwrap();
    assert!(!out.full);
    let (Part::Band(whole), Some(Part::Band(part))) = (
        out.template.unwrap().parts[0],
        out.swept.map(|s| s.parts[0]),
    ) else {
        panic!("curved template")
    };
    assert!(part.sweep < whole.sweep && part.sweep > 0.0);
}
