//! Curved templates and maneuvers, checked against independent references built here.
//!
//! Bank and turn templates have no parry shape, so each band is rebuilt as a dense union of thin
//! trapezoids (chords of both arcs) handed to `parry2d-f64`. The chords stray from the true arcs
//! by at most their sagitta, which bounds how far the reference may be from the exact answer.
//! Partial maneuvers are checked against the movement model rewritten from its description: the
//! ship's rear-edge midpoint slides one base length to the template, then follows the template's
//! centre line facing along it.

use door::Rng;
use parry2d_f64::math::{Pose as PPose, Vector};
use parry2d_f64::query;
use parry2d_f64::shape::ConvexPolygon as PPolygon;
use xwing::geometry::{
    ArcBand, Bearing, ConvexPolygon, Edition, GeometryConstants, Maneuver, Part, Point, Pose,
    Shape, ShipShape, ShipSize, Template, TemplateKind, execute_maneuver, final_pose, template,
};

fn constants() -> GeometryConstants {
    GeometryConstants::builtin()
}

fn uniform(rng: &mut Rng, lo: f64, hi: f64) -> f64 {
    lo + (hi - lo) * rng.unit_f64()
}

fn identity() -> PPose {
    PPose::new(Vector::new(0.0, 0.0), 0.0)
}

/// The band as `pieces` trapezoids, and how far their chords can stray from the arcs.
fn dense_band(b: &ArcBand, pieces: usize) -> (Vec<PPolygon>, f64) {
    let at = |r: f64, a: f64| Vector::new(b.centre.x + r * a.cos(), b.centre.y + r * a.sin());
    let step = b.sweep / pieces as f64;
    let polys = (0..pieces)
        .map(|i| {
            let (a0, a1) = (b.start + step * i as f64, b.start + step * (i + 1) as f64);
            PPolygon::from_convex_polyline(vec![
                at(b.inner, a0),
                at(b.outer, a0),
                at(b.outer, a1),
                at(b.inner, a1),
            ])
            .expect("a trapezoid is convex")
        })
        .collect();
    let sagitta = b.outer * (1.0 - (step / 2.0).cos());
    (polys, sagitta)
}

fn to_parry(p: &ConvexPolygon) -> PPolygon {
    PPolygon::from_convex_polyline(p.vertices().iter().map(|q| Vector::new(q.x, q.y)).collect())
        .unwrap()
}

fn random_template_band(c: &GeometryConstants, rng: &mut Rng) -> ArcBand {
    let kinds = [
        TemplateKind::BankLeft(1 + rng.below(3) as u8),
        TemplateKind::BankRight(1 + rng.below(3) as u8),
        TemplateKind::TurnLeft(1 + rng.below(3) as u8),
        TemplateKind::TurnRight(1 + rng.below(3) as u8),
    ];
    let kind = kinds[rng.below(4)];
    let start = Pose::new(
        uniform(rng, 100.0, 200.0),
        uniform(rng, 100.0, 200.0),
        uniform(rng, -3.2, 3.2),
    );
    match Template::lay(c, kind, start).unwrap().part() {
        Part::Band(b) => b,
        Part::Polygon(_) => unreachable!("curved templates are bands"),
    }
}

#[test]
fn template_bands_match_a_dense_reference_on_20000_random_bases() {
    let c = constants();
    let mut rng = Rng::new(0xBA_4D);
    let (mut overlapping, mut apart, mut undecided) = (0, 0, 0);
    for case in 0..20_000 {
        let band = random_template_band(&c, &mut rng);
        let (pieces, sagitta) = dense_band(&band, 128);
        let side = [40.0, 60.0, 80.0][rng.below(3)];
        let pose = Pose::new(
            uniform(&mut rng, 0.0, 300.0),
            uniform(&mut rng, 0.0, 300.0),
            uniform(&mut rng, -3.2, 3.2),
        );
        let base = ConvexPolygon::rectangle(&pose, side, side);
        let pb = to_parry(&base);
        let reference = pieces
            .iter()
            .map(|p| {
                query::distance(&identity(), p, &identity(), &pb)
                    .unwrap()
                    .distance
            })
            .fold(f64::INFINITY, f64::min);
        let ours = band.distance_to_polygon(&base);
        assert!(
            (ours - reference).abs() <= sagitta + 1e-9,
            "case {case}: ours {ours}, reference {reference}"
        );
        // Overlap: decided by the reference only when clear of the chord error.
        let deepest = pieces
            .iter()
            .filter_map(|p| query::contact(&identity(), p, &identity(), &pb, 0.0).unwrap())
            .map(|k| -k.dist)
            .fold(f64::NEG_INFINITY, f64::max);
        if reference > 2.0 * sagitta {
            apart += 1;
            assert!(
                !band.overlaps_polygon(&base),
                "case {case}: reference apart by {reference}"
            );
        } else if deepest > 2.0 * sagitta {
            overlapping += 1;
            assert!(
                band.overlaps_polygon(&base),
                "case {case}: reference overlaps by {deepest}"
            );
        } else {
            undecided += 1;
        }
    }
    assert!(
        overlapping > 1000 && apart > 1000,
        "{overlapping} overlapping, {apart} apart"
    );
    assert!(undecided < 200, "{undecided} cases too close to call");
}

#[test]
fn band_to_band_distances_match_the_dense_reference_on_300_random_pairs() {
    let c = constants();
    let mut rng = Rng::new(0xBA_4E);
    let mut touching = 0;
    for case in 0..300 {
        let a = random_template_band(&c, &mut rng);
        let b = random_template_band(&c, &mut rng);
        let (pa, sa) = dense_band(&a, 48);
        let (pb, sb) = dense_band(&b, 48);
        let reference = pa
            .iter()
            .flat_map(|x| pb.iter().map(move |y| (x, y)))
            .map(|(x, y)| {
                query::distance(&identity(), x, &identity(), y)
                    .unwrap()
                    .distance
            })
            .fold(f64::INFINITY, f64::min);
        let ours = a.distance_to_band(&b);
        assert!(
            (ours - reference).abs() <= sa + sb + 1e-9,
            "case {case}: ours {ours}, reference {reference}"
        );
        assert_eq!(a.overlaps_band(&b), ours == 0.0, "case {case}");
        touching += usize::from(ours == 0.0);
    }
    assert!(touching > 30 && touching < 270, "{touching} meeting pairs");
}

#[test]
fn band_distances_in_analytic_cases() {
    let band = ArcBand::new(
        Point::new(0.0, 0.0),
        52.5,
        72.5,
        0.0,
        std::f64::consts::FRAC_PI_2,
    )
    .unwrap();
    let at = |r: f64, deg: f64| Point::from_angle(deg.to_radians()) * r;
    // A square sitting radially outside the outer arc, its near edge facing the centre.
    let out = ConvexPolygon::rectangle(
        &Pose::facing(at(72.5 + 7.0 + 5.0, 40.0), at(1.0, 40.0)),
        10.0,
        4.0,
    );
    assert!((band.distance_to_polygon(&out) - 7.0).abs() < 1e-9);
    // A small square in the hole: distance to the inner arc from its farthest... nearest corner.
    let hole = ConvexPolygon::rectangle(&Pose::new(10.0, 10.0, 0.0), 10.0, 10.0);
    let corner = Point::new(15.0, 15.0);
    assert!((band.distance_to_polygon(&hole) - (52.5 - corner.length())).abs() < 1e-9);
    // Beside the start edge (the x axis), below it.
    let below = ConvexPolygon::rectangle(&Pose::new(60.0, -8.0, 0.0), 4.0, 4.0);
    assert!((band.distance_to_polygon(&below) - 6.0).abs() < 1e-9);
    // Past the end edge, beyond the outer corner: distance to that corner.
    let beyond = ConvexPolygon::rectangle(&Pose::new(-10.0, 90.0, 0.0), 4.0, 4.0);
    let near_corner = Point::new(-8.0, 88.0);
    assert!(
        (band.distance_to_polygon(&beyond) - near_corner.distance(Point::new(0.0, 72.5))).abs()
            < 1e-9
    );
    // A ship base straddling the band overlaps it.
    let on = ConvexPolygon::rectangle(&Pose::new(45.0, 45.0, 0.3), 40.0, 40.0);
    assert!(band.overlaps_polygon(&on) && band.distance_to_polygon(&on) == 0.0);
}

/// The movement model, written out independently: `s` is the distance travelled by the
/// rear-edge midpoint.
fn model_pose(c: &GeometryConstants, ship: &ShipShape, kind: TemplateKind, s: f64) -> Pose {
    let len = ship.length();
    if s <= len {
        return ship.pose.shifted(s, 0.0);
    }
    let t = Template::lay(c, kind, ship.pose.shifted(len / 2.0, 0.0)).unwrap();
    let rear = t.pose_along(s - len);
    rear.shifted(len / 2.0, 0.0)
}

fn template_of(b: Bearing, speed: u8) -> TemplateKind {
    match b {
        Bearing::Straight => TemplateKind::Straight(speed),
        Bearing::BankLeft => TemplateKind::BankLeft(speed),
        Bearing::BankRight => TemplateKind::BankRight(speed),
        Bearing::TurnLeft => TemplateKind::TurnLeft(speed),
        _ => TemplateKind::TurnRight(speed),
    }
}

#[test]
fn partial_maneuvers_stop_at_the_last_clear_position_on_2000_random_cases() {
    let c = constants();
    let mut rng = Rng::new(0x9A_27);
    let mut partial = 0;
    for case in 0..2000 {
        let bearings = [
            Bearing::Straight,
            Bearing::BankLeft,
            Bearing::BankRight,
            Bearing::TurnLeft,
            Bearing::TurnRight,
        ];
        let bearing = bearings[rng.below(5)];
        let speed = if bearing == Bearing::Straight {
            1 + rng.below(5) as u8
        } else {
            1 + rng.below(3) as u8
        };
        let size = [ShipSize::Small, ShipSize::Medium, ShipSize::Large][rng.below(3)];
        let ship = ShipShape::new(
            &c,
            size,
            Edition::Second,
            Pose::new(400.0, 400.0, uniform(&mut rng, -3.2, 3.2)),
        )
        .unwrap();
        let m = Maneuver::new(speed, bearing);
        let end = final_pose(&c, &ship, m).unwrap();
        // A blocker near the end of the maneuver, well clear of the start.
        let blocker_pose = end
            .shifted(
                uniform(&mut rng, -70.0, 40.0),
                uniform(&mut rng, -60.0, 60.0),
            )
            .turned(uniform(&mut rng, 0.0, 3.0));
        let blocker = ShipShape::new(&c, ShipSize::Small, Edition::Second, blocker_pose).unwrap();
        if blocker
            .footprint_with_guides()
            .overlaps(&ship.footprint_with_guides())
        {
            continue;
        }
        let blockers = [blocker.footprint_with_guides()];
        let out = execute_maneuver(&c, &ship, m, &blockers).unwrap();
        let kind = template_of(bearing, speed);
        let total = ship.length() + template(&c, &ship, m).unwrap().unwrap().length;
        // The progress maps to the model's distance: half for the slide to the template, half
        // for the template.
        let s = if out.progress <= 0.5 {
            out.progress * 2.0 * ship.length()
        } else {
            ship.length() + (out.progress - 0.5) * 2.0 * (total - ship.length())
        };
        let model = model_pose(&c, &ship, kind, s);
        assert!(
            (model.x - out.final_pose.x).abs() < 1e-6 && (model.y - out.final_pose.y).abs() < 1e-6,
            "case {case}: model {model:?} vs {:?}",
            out.final_pose
        );
        let at = |s: f64| {
            ship.at(model_pose(&c, &ship, kind, s))
                .footprint_with_guides()
        };
        assert!(
            !at(s).overlaps(&blockers[0]),
            "case {case}: the final position overlaps"
        );
        if out.full {
            continue;
        }
        partial += 1;
        assert_eq!(out.bumped, vec![0]);
        // Every position between the final one and the end of the maneuver overlaps: the ship
        // stopped at the last clear position, not at an earlier one.
        for k in 1..=400 {
            let probe = s + (total - s) * k as f64 / 400.0;
            assert!(
                at(probe).overlaps(&blockers[0]),
                "case {case}: clear at {probe} beyond the stop {s}"
            );
        }
        assert!(
            at(s).distance(&blockers[0]) < 1e-6,
            "case {case}: the ship should touch the blocker"
        );
    }
    assert!(partial > 300, "only {partial} partial maneuvers drawn");
}

#[test]
fn bank_and_turn_final_poses_put_the_rear_edge_on_the_template_end() {
    let c = constants();
    for (bearing, angle) in [
        (Bearing::BankLeft, c.bank_angle),
        (Bearing::BankRight, -c.bank_angle),
        (Bearing::TurnLeft, c.turn_angle),
        (Bearing::TurnRight, -c.turn_angle),
    ] {
        for speed in 1..=3 {
            let ship = ShipShape::new(
                &c,
                ShipSize::Large,
                Edition::First,
                Pose::from_degrees(300.0, 300.0, 30.0),
            )
            .unwrap();
            let m = Maneuver::new(speed, bearing);
            let end = final_pose(&c, &ship, m).unwrap();
            let t = template(&c, &ship, m).unwrap().unwrap();
            assert!((end.heading - (ship.pose.heading + angle)).abs() < 1e-12);
            assert!(ship.at(end).rear_mid().distance(t.end.centre()) < 1e-9);
            let radius = t.curve.unwrap().radius;
            let chord = 2.0 * radius * (angle.abs() / 2.0).sin();
            assert!((t.start.centre().distance(t.end.centre()) - chord).abs() < 1e-9);
            // The template shape is the exact band of that radius.
            let Some(Shape { parts }) = xwing::geometry::template_shape(&c, &ship, m).unwrap()
            else {
                panic!()
            };
            let Part::Band(b) = parts[0] else {
                panic!("curved template")
            };
            assert!(
                (b.outer - b.inner - c.template_width).abs() < 1e-12
                    && (b.sweep - angle.abs()).abs() < 1e-12
            );
        }
    }
}
