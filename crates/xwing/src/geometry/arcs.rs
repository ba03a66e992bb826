//! Firing arcs as exact regions, and the range measured inside an arc.
//!
//! Every arc used here is convex: the intersection of at most three half-planes (a wedge from
//! the base centre, a half-plane, or the bullseye strip), or the whole plane for a turret. A
//! ship is in an arc when any part of its base is inside the region (closed: touching an arc
//! line counts); the range of an attack is measured from the attacker's nearest point to the
//! nearest point of the part of the defender's base that lies inside the arc, which is the
//! defender's base clipped by the region's half-planes — an exact convex polygon.
//!
//! First-edition arcs run across the whole table; second-edition arcs end at range 3, which
//! the range check of an attack already enforces, so the regions here are unbounded.

use super::GeometryError;
use super::constants::GeometryConstants;
use super::point::{Point, Segment};
use super::polygon::{ConvexPolygon, PointBuf, closest_points, distance};
use super::ship::{Edition, Section, ShipShape, ShipSize};
use super::template::Side;
use serde::{Deserialize, Serialize};
use std::f64::consts::PI;

/// A firing arc of a ship.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ArcKind {
    /// The printed front arc (1e and 2e angles per base size).
    Front,
    /// The rear arc: the front arc's mirror image behind the ship (1e auxiliary rear arc, 2e
    /// rear arc).
    Rear,
    /// A side arc: between the front and rear arc lines (2e side arcs; 1e large-ship mobile
    /// arc on a side).
    Left,
    Right,
    /// Everything ahead of the line across the base centre (2e full front arc, 1e auxiliary
    /// 180-degree arc).
    FullFront,
    /// Everything behind that line.
    FullRear,
    /// 2e bullseye: a ruler-wide strip straight ahead of the front edge.
    Bullseye,
    /// Every direction (turret primary weapons, 1e huge-ship turrets).
    Turret,
    /// One of the four arcs of a first-edition CR90-style huge ship: two per section. Low
    /// confidence: no measurement of the printed arcs was found; each section's two arcs are
    /// modelled as the quarter-planes on each side of the ship's centre line, ahead of the fore
    /// section's base centre (fore) or behind the aft section's base centre (aft).
    Huge(Section, Side),
}

/// A convex region of the table: the intersection of half-planes, each kept where
/// `(p - origin) . normal >= 0`. No half-plane at all means the whole table.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ArcRegion {
    /// Where the arc lines meet (the base centre, or a section's base centre).
    pub apex: Point,
    planes: [(Point, Point); 3],
    count: usize,
}

impl ArcRegion {
    fn new(apex: Point, planes: &[(Point, Point)]) -> Self {
        let mut out = ArcRegion {
            apex,
            planes: [(Point::ORIGIN, Point::ORIGIN); 3],
            count: planes.len(),
        };
        out.planes[..planes.len()].copy_from_slice(planes);
        out
    }

    /// The half-planes as (a point on the boundary line, inward normal).
    pub fn half_planes(&self) -> &[(Point, Point)] {
        &self.planes[..self.count]
    }

    pub fn contains_point(&self, p: Point) -> bool {
        self.half_planes()
            .iter()
            .all(|(o, n)| (p - *o).dot(*n) >= -super::CONTACT_TOLERANCE)
    }

    /// The part of a convex polygon inside the region (possibly a point or a segment when the
    /// polygon only touches an arc line); `None` when nothing is inside.
    pub fn clip(&self, poly: &ConvexPolygon) -> Option<Vec<Point>> {
        let part = self.clip_buf(poly.vertices());
        if part.as_slice().is_empty() {
            None
        } else {
            Some(part.as_slice().to_vec())
        }
    }

    fn clip_buf(&self, v: &[Point]) -> PointBuf {
        let mut buf = PointBuf::from_slice(v);
        for (o, n) in self.half_planes() {
            // Shift each line outward by the tolerance so that touching an arc line counts.
            buf = buf.clip(*o - *n * super::CONTACT_TOLERANCE, *n);
            if buf.as_slice().is_empty() {
                break;
            }
        }
        buf
    }

    /// Whether any part of the polygon is inside the region.
    pub fn meets(&self, poly: &ConvexPolygon) -> bool {
        let v = poly.vertices();
        let tol = super::CONTACT_TOLERANCE;
        // Quick answers first: a boundary line with every corner beyond it, or a corner
        // inside. Only polygons straddling the region's outline need the clip.
        for (o, n) in self.half_planes() {
            if v.iter().all(|p| (*p - *o).dot(*n) < -tol) {
                return false;
            }
        }
        if v.iter().any(|p| self.contains_point(*p)) {
            return true;
        }
        !self.clip_buf(v).as_slice().is_empty()
    }
}

/// The region of `arc` for `ship` at its current pose.
pub fn arc_region(
    c: &GeometryConstants,
    ship: &ShipShape,
    arc: ArcKind,
) -> Result<ArcRegion, GeometryError> {
    let pose = ship.pose;
    let apex = pose.centre();
    let fwd = pose.forward();
    let left = pose.left();
    let wedge = |apex: Point, from: f64, to: f64| {
        // Directions from angle `from` counter-clockwise to `to` (less than half a turn).
        let a = Point::from_angle(from);
        let b = Point::from_angle(to);
        ArcRegion::new(apex, &[(apex, a.perp()), (apex, -b.perp())])
    };
    let h = pose.heading;
    let needs_standard = || -> Result<f64, GeometryError> {
        let angle = match (ship.edition, ship.size) {
            (Edition::First, ShipSize::Small) => c.arcs.first_small_front,
            (Edition::First, ShipSize::Large) => c.arcs.first_large_front,
            (Edition::Second, ShipSize::Small) => c.arcs.second_small_front,
            (Edition::Second, ShipSize::Medium) => c.arcs.second_medium_front,
            (Edition::Second, ShipSize::Large) => c.arcs.second_large_front,
            (Edition::Second, ShipSize::Huge(_)) => c.arcs.second_huge_front,
            (edition, size) => {
                return Err(GeometryError::Unsupported(format!(
                    "no printed front arc for a {size:?} ship in the {edition:?} edition; first-edition huge ships use ArcKind::Huge"
                )));
            }
        };
        Ok(angle)
    };
    Ok(match arc {
        ArcKind::Front => {
            let a = needs_standard()?;
            wedge(apex, h - a / 2.0, h + a / 2.0)
        }
        ArcKind::Rear => {
            let a = needs_standard()?;
            wedge(apex, h + PI - a / 2.0, h + PI + a / 2.0)
        }
        ArcKind::Left => {
            let a = needs_standard()?;
            wedge(apex, h + a / 2.0, h + PI - a / 2.0)
        }
        ArcKind::Right => {
            let a = needs_standard()?;
            wedge(apex, h + PI + a / 2.0, h + 2.0 * PI - a / 2.0)
        }
        ArcKind::FullFront => ArcRegion::new(apex, &[(apex, fwd)]),
        ArcKind::FullRear => ArcRegion::new(apex, &[(apex, -fwd)]),
        ArcKind::Bullseye => {
            let hw = c.arcs.bullseye_width / 2.0;
            ArcRegion::new(
                apex,
                &[
                    (ship.front_mid(), fwd),
                    (apex - left * hw, left),
                    (apex + left * hw, -left),
                ],
            )
        }
        ArcKind::Turret => ArcRegion::new(apex, &[]),
        ArcKind::Huge(section, side) => {
            let centre = ship.section_base_centre(section).ok_or_else(|| {
                GeometryError::Unsupported("section arcs belong to huge ships only".into())
            })?;
            let along = match section {
                Section::Fore => fwd,
                Section::Aft => -fwd,
            };
            let across = match side {
                Side::Left => left,
                Side::Right => -left,
            };
            ArcRegion::new(centre, &[(centre, along), (centre, across)])
        }
    })
}

/// Whether any part of `target` is inside `ship`'s `arc`.
pub fn in_arc(
    c: &GeometryConstants,
    ship: &ShipShape,
    arc: ArcKind,
    target: &ConvexPolygon,
) -> Result<bool, GeometryError> {
    Ok(arc_region(c, ship, arc)?.meets(target))
}

/// Range of an attack through `arc`: the exact distance from the attacking part (a huge ship's
/// section, or the whole base) to the nearest point of the part of `target` inside the arc,
/// with the segment between the two nearest points (the line obstruction is judged on).
/// `None` when no part of the target is in the arc.
pub fn distance_in_arc(
    c: &GeometryConstants,
    ship: &ShipShape,
    arc: ArcKind,
    from: Option<Section>,
    target: &ConvexPolygon,
) -> Result<Option<(f64, Segment)>, GeometryError> {
    let region = arc_region(c, ship, arc)?;
    let part = region.clip_buf(target.vertices());
    if part.as_slice().is_empty() {
        return Ok(None);
    }
    let attacker = ship.part(from);
    let (d, p, q) = closest_points(attacker.vertices(), part.as_slice());
    Ok(Some((d, Segment::new(p, q))))
}

/// Distance only (see [`distance_in_arc`]); the fast path for bots and benchmarks.
pub fn range_in_arc(
    c: &GeometryConstants,
    ship: &ShipShape,
    arc: ArcKind,
    target: &ConvexPolygon,
) -> Result<Option<f64>, GeometryError> {
    let region = arc_region(c, ship, arc)?;
    let part = region.clip_buf(target.vertices());
    if part.as_slice().is_empty() {
        return Ok(None);
    }
    Ok(Some(distance(ship.hull().vertices(), part.as_slice())))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::pose::Pose;
    use crate::geometry::{test_constants, test_ship};

    #[test]
    fn first_edition_small_front_arc_crosses_the_front_edge_near_the_corners() {
        let c = test_constants();
        let ship = test_ship(
            &c,
            ShipSize::Small,
            Edition::First,
            Pose::new(0.0, 0.0, 0.0),
        );
        let region = arc_region(&c, &ship, ArcKind::Front).unwrap();
        // On the front edge (x = 20) the arc line passes 2.948 mm in from the corner.
        assert!(region.contains_point(Point::new(20.0, 17.0)));
        assert!(!region.contains_point(Point::new(20.0, 17.2)));
    }

    #[test]
    fn side_arcs_and_front_arc_share_their_lines() {
        let c = test_constants();
        let ship = test_ship(
            &c,
            ShipSize::Small,
            Edition::Second,
            Pose::new(0.0, 0.0, 0.0),
        );
        let probe = ConvexPolygon::rectangle(&Pose::new(100.0, 0.0, 0.0), 10.0, 10.0);
        assert!(in_arc(&c, &ship, ArcKind::Front, &probe).unwrap());
        assert!(!in_arc(&c, &ship, ArcKind::Left, &probe).unwrap());
        let beside = ConvexPolygon::rectangle(&Pose::new(0.0, 100.0, 0.0), 10.0, 10.0);
        assert!(in_arc(&c, &ship, ArcKind::Left, &beside).unwrap());
        assert!(!in_arc(&c, &ship, ArcKind::Right, &beside).unwrap());
        assert!(in_arc(&c, &ship, ArcKind::Turret, &beside).unwrap());
    }

    #[test]
    fn range_in_arc_measures_only_the_part_inside() {
        let c = test_constants();
        let ship = test_ship(
            &c,
            ShipSize::Small,
            Edition::Second,
            Pose::new(0.0, 0.0, 0.0),
        );
        // A long bar across the front: its nearest point overall is straight ahead.
        let bar = ConvexPolygon::rectangle(&Pose::new(120.0, 0.0, 0.0), 10.0, 400.0);
        let (d, seg) = distance_in_arc(&c, &ship, ArcKind::Front, None, &bar)
            .unwrap()
            .unwrap();
        assert!((d - 95.0).abs() < 1e-9, "{d}");
        assert!((seg.b.x - 115.0).abs() < 1e-9);
        // Bullseye: same here, the bar crosses the strip.
        assert!(in_arc(&c, &ship, ArcKind::Bullseye, &bar).unwrap());
        let off_axis = ConvexPolygon::rectangle(&Pose::new(120.0, 40.0, 0.0), 10.0, 10.0);
        assert!(!in_arc(&c, &ship, ArcKind::Bullseye, &off_axis).unwrap());
    }
}
