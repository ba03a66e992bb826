//! The geometry kernel checked against `parry2d-f64` as an oracle, on seeded random cases and on
//! hand-made edge cases.
//!
//! Random cases avoid the measure-zero boundary between touching and overlapping: where the
//! oracle and the kernel could honestly disagree about a contact closer than a micrometre, the
//! case is counted as ambiguous and must stay rare.

use door::Rng;
use parry2d_f64::math::{Pose as PPose, Vector};
use parry2d_f64::query::{self, PointQuery};
use parry2d_f64::shape::{ConvexPolygon as PPolygon, Cuboid};
use xwing::geometry::{ConvexPolygon, Point, Pose};

const CASES: usize = 100_000;

fn uniform(rng: &mut Rng, lo: f64, hi: f64) -> f64 {
    lo + (hi - lo) * rng.unit_f64()
}

/// A random base-like rectangle: the base sizes of the game and a huge section.
fn random_rect(rng: &mut Rng) -> (f64, f64, Pose) {
    let sizes = [
        (40.0, 40.0),
        (60.0, 60.0),
        (80.0, 80.0),
        (112.4, 80.0),
        (97.5, 80.0),
    ];
    let (l, w) = sizes[rng.below(sizes.len())];
    let pose = Pose::new(
        uniform(rng, 0.0, 300.0),
        uniform(rng, 0.0, 300.0),
        uniform(rng, -4.0, 4.0),
    );
    (l, w, pose)
}

fn parry_cuboid(l: f64, w: f64, pose: &Pose) -> (Cuboid, PPose) {
    (
        Cuboid::new(Vector::new(l / 2.0, w / 2.0)),
        PPose::new(Vector::new(pose.x, pose.y), pose.heading),
    )
}

/// A random convex polygon: the hull of a few random points around a random centre.
fn random_polygon(rng: &mut Rng) -> Option<(ConvexPolygon, PPolygon)> {
    let n = 3 + rng.below(10);
    let (cx, cy) = (uniform(rng, 0.0, 200.0), uniform(rng, 0.0, 200.0));
    let radius = uniform(rng, 5.0, 60.0);
    let pts: Vec<Vector> = (0..n)
        .map(|_| {
            let a = uniform(rng, 0.0, std::f64::consts::TAU);
            let r = radius * uniform(rng, 0.3, 1.0);
            Vector::new(cx + r * a.cos(), cy + r * a.sin())
        })
        .collect();
    let hull = PPolygon::from_convex_hull(&pts)?;
    let ours: Vec<Point> = hull.points().iter().map(|p| Point::new(p.x, p.y)).collect();
    let poly = ConvexPolygon::new(&ours).ok()?;
    Some((poly, hull))
}

fn identity() -> PPose {
    PPose::new(Vector::new(0.0, 0.0), 0.0)
}

#[test]
fn base_to_base_distance_and_overlap_match_parry_on_100000_random_poses() {
    let mut rng = Rng::new(0x6E0_0001);
    let mut ambiguous = 0;
    let mut overlapping = 0;
    for case in 0..CASES {
        let (l1, w1, p1) = random_rect(&mut rng);
        let (l2, w2, p2) = random_rect(&mut rng);
        let a = ConvexPolygon::rectangle(&p1, l1, w1);
        let b = ConvexPolygon::rectangle(&p2, l2, w2);
        let (ca, pa) = parry_cuboid(l1, w1, &p1);
        let (cb, pb) = parry_cuboid(l2, w2, &p2);
        let expected = query::distance(&pa, &ca, &pb, &cb).unwrap().distance;
        let ours = a.distance(&b);
        assert!(
            (ours - expected).abs() < 1e-6,
            "case {case}: ours {ours}, parry {expected}, {p1:?} {p2:?}"
        );
        // The rectangle fast path and the general algorithm agree: same distance, and the same
        // depth when overlapping (apart, each only promises a negative value).
        let ga = ConvexPolygon::new(a.vertices()).unwrap();
        let gb = ConvexPolygon::new(b.vertices()).unwrap();
        assert!((ga.distance(&gb) - ours).abs() < 1e-9, "case {case}");
        let (general, fast) = (ga.penetration(&gb), a.penetration(&b));
        if fast >= 0.0 {
            assert!(
                (general - fast).abs() < 1e-9,
                "case {case}: {general} vs {fast}"
            );
        } else {
            assert!(general < 1e-9, "case {case}: {general} vs {fast}");
        }
        let parry_hit = query::intersection_test(&pa, &ca, &pb, &cb)
            .unwrap()
            .intersecting;
        if a.penetration(&b).abs() < 1e-6 {
            ambiguous += 1;
            continue;
        }
        overlapping += usize::from(parry_hit);
        assert_eq!(a.overlaps(&b), parry_hit, "case {case}: {p1:?} {p2:?}");
    }
    assert!(
        ambiguous < CASES / 10_000,
        "{ambiguous} near-touching cases"
    );
    // The draw must exercise both answers.
    assert!(
        overlapping > CASES / 20 && overlapping < CASES - CASES / 20,
        "{overlapping} overlapping"
    );
}

#[test]
fn convex_polygon_distance_and_overlap_match_parry_on_100000_random_polygons() {
    let mut rng = Rng::new(0x6E0_0002);
    let mut done = 0;
    let mut ambiguous = 0;
    let mut overlapping = 0;
    while done < CASES {
        let (Some((a, pa)), Some((b, pb))) = (random_polygon(&mut rng), random_polygon(&mut rng))
        else {
            continue;
        };
        done += 1;
        let expected = query::distance(&identity(), &pa, &identity(), &pb)
            .unwrap()
            .distance;
        let ours = a.distance(&b);
        assert!(
            (ours - expected).abs() < 1e-6,
            "case {done}: ours {ours}, parry {expected}\n{a:?}\n{b:?}"
        );
        if a.penetration(&b).abs() < 1e-6 {
            ambiguous += 1;
            continue;
        }
        let parry_hit = query::intersection_test(&identity(), &pa, &identity(), &pb)
            .unwrap()
            .intersecting;
        overlapping += usize::from(parry_hit);
        assert_eq!(a.overlaps(&b), parry_hit, "case {done}\n{a:?}\n{b:?}");
        // The nearest points we report are on the polygons and as far apart as the distance.
        if done % 10 == 0 {
            let (d, p, q) = a.closest_points(&b);
            assert!((p.distance(q) - d).abs() < 1e-9);
            assert!(a.distance_to_point(p) < 1e-9 && b.distance_to_point(q) < 1e-9);
        }
    }
    assert!(
        ambiguous < CASES / 10_000,
        "{ambiguous} near-touching cases"
    );
    assert!(
        overlapping > CASES / 20 && overlapping < CASES - CASES / 20,
        "{overlapping} overlapping"
    );
}

#[test]
fn point_queries_match_parry_on_100000_random_points() {
    let mut rng = Rng::new(0x6E0_0003);
    let mut done = 0;
    let mut inside = 0;
    while done < CASES {
        let Some((poly, hull)) = random_polygon(&mut rng) else {
            continue;
        };
        done += 1;
        let p = Point::new(
            uniform(&mut rng, -50.0, 250.0),
            uniform(&mut rng, -50.0, 250.0),
        );
        let v = Vector::new(p.x, p.y);
        let expected = hull.distance_to_point(&identity(), v, true);
        let ours = poly.distance_to_point(p);
        assert!(
            (ours - expected).abs() < 1e-6,
            "case {done}: ours {ours}, parry {expected}"
        );
        if poly.depth_of_point(p).abs() > 1e-7 {
            let parry_in = hull.contains_point(&identity(), v);
            inside += usize::from(parry_in);
            assert_eq!(
                poly.contains_point(p),
                parry_in,
                "case {done}: {p:?}\n{poly:?}"
            );
        }
        let nearest = poly.closest_point(p);
        assert!((nearest.distance(p) - ours).abs() < 1e-9);
    }
    assert!(inside > 1000, "{inside} points inside");
}

// Hand-made edge cases.

fn square(x: f64, y: f64, side: f64, deg: f64) -> ConvexPolygon {
    ConvexPolygon::rectangle(&Pose::from_degrees(x, y, deg), side, side)
}

fn parry_square(x: f64, y: f64, side: f64, deg: f64) -> (Cuboid, PPose) {
    parry_cuboid(side, side, &Pose::from_degrees(x, y, deg))
}

#[test]
fn touching_edges_are_at_distance_zero_and_do_not_overlap() {
    for (dx, dy) in [(40.0, 0.0), (40.0, 17.0), (0.0, -40.0), (40.0, 40.0)] {
        let a = square(100.0, 100.0, 40.0, 0.0);
        let b = square(100.0 + dx, 100.0 + dy, 40.0, 0.0);
        assert_eq!(a.distance(&b), 0.0, "offset {dx},{dy}");
        assert!(!a.overlaps(&b), "offset {dx},{dy}");
        let (ca, pa) = parry_square(100.0, 100.0, 40.0, 0.0);
        let (cb, pb) = parry_square(100.0 + dx, 100.0 + dy, 40.0, 0.0);
        assert!(query::distance(&pa, &ca, &pb, &cb).unwrap().distance.abs() < 1e-9);
    }
}

#[test]
fn closest_point_inside_an_edge_is_found() {
    // A 45-degree square whose left corner points at a's right edge, 5 mm away, 3 mm off centre.
    let cx = 25.0 + 10.0 * std::f64::consts::SQRT_2;
    let a = square(0.0, 0.0, 40.0, 0.0);
    let b = square(cx, 3.0, 20.0, 45.0);
    let (ca, pa) = parry_square(0.0, 0.0, 40.0, 0.0);
    let (cb, pb) = parry_square(cx, 3.0, 20.0, 45.0);
    let expected = query::distance(&pa, &ca, &pb, &cb).unwrap().distance;
    let (d, p, q) = a.closest_points(&b);
    assert!(
        (d - 5.0).abs() < 1e-9 && (expected - 5.0).abs() < 1e-9,
        "{d} vs {expected}"
    );
    // The nearest point of a lies inside its right edge, not at a corner.
    assert!((p.x - 20.0).abs() < 1e-9 && (p.y - 3.0).abs() < 1e-9);
    assert!((q.x - 25.0).abs() < 1e-9 && (q.y - 3.0).abs() < 1e-9);
}

#[test]
fn cross_shaped_overlaps_that_corner_tests_miss_are_found() {
    let bar =
        |deg: f64| ConvexPolygon::rectangle(&Pose::from_degrees(200.0, 200.0, deg), 120.0, 20.0);
    for deg in [90.0, 60.0, 45.0, 120.0] {
        let a = bar(0.0);
        let b = bar(deg);
        let corner_inside = a.vertices().iter().any(|p| b.contains_point(*p))
            || b.vertices().iter().any(|p| a.contains_point(*p));
        assert!(
            !corner_inside,
            "{deg}: no corner of either bar lies inside the other"
        );
        assert!(a.overlaps(&b), "{deg}");
        assert_eq!(a.distance(&b), 0.0);
        let pa = parry_cuboid(120.0, 20.0, &Pose::from_degrees(200.0, 200.0, 0.0));
        let pb = parry_cuboid(120.0, 20.0, &Pose::from_degrees(200.0, 200.0, deg));
        assert!(
            query::intersection_test(&pa.1, &pa.0, &pb.1, &pb.0)
                .unwrap()
                .intersecting
        );
    }
}

#[test]
fn rotated_45_degrees_and_identical_poses() {
    // Corner to corner along the diagonal: two 45-degree squares 2 mm apart.
    let half_diag = 20.0 * std::f64::consts::SQRT_2;
    let a = square(0.0, 0.0, 40.0, 45.0);
    let b = square(2.0 * half_diag + 2.0, 0.0, 40.0, 45.0);
    assert!((a.distance(&b) - 2.0).abs() < 1e-9);
    assert!(!a.overlaps(&b));
    // Identical poses overlap fully.
    let c = square(50.0, 50.0, 40.0, 30.0);
    assert!(c.overlaps(&c));
    assert_eq!(c.distance(&c), 0.0);
    assert!((c.penetration(&c) - 40.0).abs() < 1e-9);
    let (pc, pp) = parry_square(50.0, 50.0, 40.0, 30.0);
    assert!(
        query::intersection_test(&pp, &pc, &pp, &pc)
            .unwrap()
            .intersecting
    );
}
