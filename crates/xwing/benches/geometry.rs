//! Queries per second of the geometry kernel against `parry2d-f64`, on the same random poses.
//!
//! Run with `cargo bench -p xwing --bench geometry`. Each query kind is timed over the same set
//! of seeded random base pairs for both libraries; every result is folded into a checksum that
//! is printed, so the optimiser cannot drop the work, and the two libraries' answers are
//! compared before timing.

use door::Rng;
use parry2d_f64::math::{Pose as PPose, Vector};
use parry2d_f64::query;
use parry2d_f64::shape::{ConvexPolygon as PPolygon, Cuboid};
use std::hint::black_box;
use std::time::{Duration, Instant};
use xwing::geometry::{
    ArcKind, ConvexPolygon, Edition, GeometryConstants, Pose, ShipShape, ShipSize, arc_region,
};

const PAIRS: usize = 4096;
const MIN_TIME: Duration = Duration::from_millis(700);

struct Case {
    a: ConvexPolygon,
    b: ConvexPolygon,
    pose_a: Pose,
    pose_b: Pose,
    size_a: f64,
    size_b: f64,
}

fn uniform(rng: &mut Rng, lo: f64, hi: f64) -> f64 {
    lo + (hi - lo) * rng.unit_f64()
}

fn cases() -> Vec<Case> {
    let mut rng = Rng::new(0xBE_4C);
    (0..PAIRS)
        .map(|_| {
            let sizes = [40.0, 60.0, 80.0];
            let (size_a, size_b) = (sizes[rng.below(3)], sizes[rng.below(3)]);
            // Poses within about range 2 of each other, so that both overlapping and apart pairs
            // occur (about one in six overlaps).
            let pose_a = Pose::new(
                uniform(&mut rng, 0.0, 200.0),
                uniform(&mut rng, 0.0, 200.0),
                uniform(&mut rng, -3.2, 3.2),
            );
            let pose_b = Pose::new(
                uniform(&mut rng, 0.0, 200.0),
                uniform(&mut rng, 0.0, 200.0),
                uniform(&mut rng, -3.2, 3.2),
            );
            Case {
                a: ConvexPolygon::rectangle(&pose_a, size_a, size_a),
                b: ConvexPolygon::rectangle(&pose_b, size_b, size_b),
                pose_a,
                pose_b,
                size_a,
                size_b,
            }
        })
        .collect()
}

/// Runs `f` over all cases repeatedly for at least [`MIN_TIME`]; returns queries per second.
fn rate(mut f: impl FnMut() -> f64) -> (f64, f64) {
    let mut queries = 0usize;
    let mut checksum = 0.0;
    let start = Instant::now();
    while start.elapsed() < MIN_TIME {
        checksum += f();
        queries += PAIRS;
    }
    (queries as f64 / start.elapsed().as_secs_f64(), checksum)
}

fn report(name: &str, ours: (f64, f64), parry: (f64, f64)) {
    println!(
        "{name:<34} ours {:>7.2} M/s   parry2d-f64 {:>7.2} M/s   ratio {:>5.2}x   (checksums {:.3e} / {:.3e})",
        ours.0 / 1e6,
        parry.0 / 1e6,
        ours.0 / parry.0,
        ours.1,
        parry.1
    );
}

fn main() {
    let c = GeometryConstants::builtin();
    let cases = cases();
    let ppose = |p: &Pose| PPose::new(Vector::new(p.x, p.y), p.heading);
    let cuboids: Vec<(Cuboid, PPose, Cuboid, PPose)> = cases
        .iter()
        .map(|k| {
            (
                Cuboid::new(Vector::new(k.size_a / 2.0, k.size_a / 2.0)),
                ppose(&k.pose_a),
                Cuboid::new(Vector::new(k.size_b / 2.0, k.size_b / 2.0)),
                ppose(&k.pose_b),
            )
        })
        .collect();
    let polys: Vec<(PPolygon, PPolygon)> = cases
        .iter()
        .map(|k| {
            let to = |p: &ConvexPolygon| {
                PPolygon::from_convex_polyline(
                    p.vertices().iter().map(|q| Vector::new(q.x, q.y)).collect(),
                )
                .unwrap()
            };
            (to(&k.a), to(&k.b))
        })
        .collect();
    let identity = PPose::new(Vector::new(0.0, 0.0), 0.0);
    // The same bases as general polygons (built from their corners, so without the rectangle
    // fast path), to compare the general algorithm with parry's convex polygons.
    let general: Vec<(ConvexPolygon, ConvexPolygon)> = cases
        .iter()
        .map(|k| {
            (
                ConvexPolygon::new(k.a.vertices()).unwrap(),
                ConvexPolygon::new(k.b.vertices()).unwrap(),
            )
        })
        .collect();

    // Same answers first.
    let mut overlapping = 0;
    for (k, (ca, pa, cb, pb)) in cases.iter().zip(&cuboids) {
        let d = query::distance(pa, ca, pb, cb).unwrap().distance;
        assert!((k.a.distance(&k.b) - d).abs() < 1e-6);
        let hit = query::intersection_test(pa, ca, pb, cb)
            .unwrap()
            .intersecting;
        assert_eq!(k.a.overlaps(&k.b), hit);
        overlapping += usize::from(hit);
    }
    println!(
        "{PAIRS} random base pairs, {overlapping} overlapping; each rate is queries per second"
    );

    report(
        "base-to-base distance",
        rate(|| {
            cases
                .iter()
                .map(|k| black_box(&k.a).distance(black_box(&k.b)))
                .sum()
        }),
        rate(|| {
            cuboids
                .iter()
                .map(|(ca, pa, cb, pb)| {
                    query::distance(black_box(pa), ca, black_box(pb), cb)
                        .unwrap()
                        .distance
                })
                .sum()
        }),
    );
    report(
        "distance, general convex polygons",
        rate(|| {
            general
                .iter()
                .map(|(a, b)| black_box(a).distance(black_box(b)))
                .sum()
        }),
        rate(|| {
            polys
                .iter()
                .map(|(a, b)| {
                    query::distance(&identity, black_box(a), &identity, black_box(b))
                        .unwrap()
                        .distance
                })
                .sum()
        }),
    );
    report(
        "base-to-base overlap",
        rate(|| {
            cases
                .iter()
                .filter(|k| black_box(&k.a).overlaps(black_box(&k.b)))
                .count() as f64
        }),
        rate(|| {
            cuboids
                .iter()
                .filter(|(ca, pa, cb, pb)| {
                    query::intersection_test(black_box(pa), ca, black_box(pb), cb)
                        .unwrap()
                        .intersecting
                })
                .count() as f64
        }),
    );
    report(
        "overlap, general convex polygons",
        rate(|| {
            general
                .iter()
                .filter(|(a, b)| black_box(a).overlaps(black_box(b)))
                .count() as f64
        }),
        rate(|| {
            polys
                .iter()
                .filter(|(a, b)| {
                    query::intersection_test(&identity, black_box(a), &identity, black_box(b))
                        .unwrap()
                        .intersecting
                })
                .count() as f64
        }),
    );
    report(
        "distance from poses (build + query)",
        rate(|| {
            cases
                .iter()
                .map(|k| {
                    let a = ConvexPolygon::rectangle(black_box(&k.pose_a), k.size_a, k.size_a);
                    let b = ConvexPolygon::rectangle(black_box(&k.pose_b), k.size_b, k.size_b);
                    a.distance(&b)
                })
                .sum()
        }),
        rate(|| {
            cases
                .iter()
                .map(|k| {
                    let (ca, cb) = (
                        Cuboid::new(Vector::new(k.size_a / 2.0, k.size_a / 2.0)),
                        Cuboid::new(Vector::new(k.size_b / 2.0, k.size_b / 2.0)),
                    );
                    query::distance(
                        &ppose(black_box(&k.pose_a)),
                        &ca,
                        &ppose(black_box(&k.pose_b)),
                        &cb,
                    )
                    .unwrap()
                    .distance
                })
                .sum()
        }),
    );

    // In-arc: is any part of b inside a's front arc (second edition, small-base angle)? parry
    // answers it as an intersection test against the arc wedge cut at range 3 beyond the base,
    // a triangle built once per attacker (our region is unbounded and exact).
    let ships: Vec<ShipShape> = cases
        .iter()
        .map(|k| ShipShape::new(&c, ShipSize::Small, Edition::Second, k.pose_a).unwrap())
        .collect();
    let regions: Vec<_> = ships
        .iter()
        .map(|s| arc_region(&c, s, ArcKind::Front).unwrap())
        .collect();
    let half = c.arcs.second_small_front / 2.0;
    let reach = 400.0 / half.cos();
    let wedges: Vec<PPolygon> = ships
        .iter()
        .map(|s| {
            let apex = s.base_centre();
            let p = |a: f64| {
                Vector::new(
                    apex.x + reach * (s.pose.heading + a).cos(),
                    apex.y + reach * (s.pose.heading + a).sin(),
                )
            };
            PPolygon::from_convex_polyline(vec![Vector::new(apex.x, apex.y), p(-half), p(half)])
                .unwrap()
        })
        .collect();
    report(
        "in front arc (region prebuilt)",
        rate(|| {
            cases
                .iter()
                .zip(&regions)
                .filter(|(k, r)| black_box(r).meets(black_box(&k.b)))
                .count() as f64
        }),
        rate(|| {
            polys
                .iter()
                .zip(&wedges)
                .filter(|((_, b), w)| {
                    query::intersection_test(&identity, black_box(*w), &identity, black_box(b))
                        .unwrap()
                        .intersecting
                })
                .count() as f64
        }),
    );
    report(
        "in front arc (from the ship)",
        rate(|| {
            cases
                .iter()
                .zip(&ships)
                .filter(|(k, s)| {
                    xwing::geometry::in_arc(&c, black_box(s), ArcKind::Front, black_box(&k.b))
                        .unwrap()
                })
                .count() as f64
        }),
        rate(|| {
            polys
                .iter()
                .zip(&wedges)
                .filter(|((_, b), w)| {
                    query::intersection_test(&identity, black_box(*w), &identity, black_box(b))
                        .unwrap()
                        .intersecting
                })
                .count() as f64
        }),
    );
}
