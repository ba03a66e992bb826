//! Annular sectors: the exact shape of bank and turn templates.
//!
//! A curved template is the part of a ring (between an inner and an outer radius about one
//! centre) that lies inside a wedge of at most half a turn. Because the wedge is convex, every
//! query reduces to clipping by two half-planes plus distances to circles:
//!
//! * a point is in the band when its distance to the centre is between the radii and it lies in
//!   the wedge;
//! * a convex polygon overlaps the band when, clipped to the wedge, its distances to the centre
//!   (which sweep one interval, the polygon being connected) reach into the open ring;
//! * distances are taken between outlines: the band's outline is two radial segments and two
//!   circular arcs, and the distance from a segment to an arc is found exactly by clipping the
//!   segment to the arc's wedge, where the nearest arc point is the radial projection, and by
//!   the arc's two ends elsewhere.

use super::point::{
    Point, closest_on_segment, point_segment_distance_squared, segment_segment_closest,
};
use super::polygon::{ConvexPolygon, PointBuf, depth_of_point};
use super::{CONTACT_TOLERANCE, GeometryError};
use serde::{Deserialize, Serialize};
use std::f64::consts::PI;

/// The part of the ring `inner..outer` about `centre` between the directions `start` and
/// `start + sweep` (radians, counter-clockwise, `0 < sweep <= pi`).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct ArcBand {
    pub centre: Point,
    pub inner: f64,
    pub outer: f64,
    pub start: f64,
    pub sweep: f64,
}

/// A circular arc: the boundary piece of a band at one radius.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Arc {
    pub centre: Point,
    pub radius: f64,
    /// Unit direction of the first end.
    pub u0: Point,
    /// Unit direction of the last end (counter-clockwise from `u0`, at most half a turn).
    pub u1: Point,
}

impl ArcBand {
    /// Checks the radii and the sweep.
    pub fn new(
        centre: Point,
        inner: f64,
        outer: f64,
        start: f64,
        sweep: f64,
    ) -> Result<Self, GeometryError> {
        let all_finite = [centre.x, centre.y, inner, outer, start, sweep]
            .iter()
            .all(|v| v.is_finite());
        if !all_finite || inner < 0.0 || outer <= inner || sweep <= 0.0 || sweep > PI {
            return Err(GeometryError::BadBand(format!(
                "radii {inner}..{outer}, sweep {sweep} rad: need 0 <= inner < outer and 0 < sweep <= pi"
            )));
        }
        Ok(ArcBand {
            centre,
            inner,
            outer,
            start,
            sweep,
        })
    }

    pub fn end_angle(&self) -> f64 {
        self.start + self.sweep
    }

    fn u0(&self) -> Point {
        Point::from_angle(self.start)
    }

    fn u1(&self) -> Point {
        Point::from_angle(self.end_angle())
    }

    pub(crate) fn arcs(&self) -> [Arc; 2] {
        let (u0, u1) = (self.u0(), self.u1());
        [
            Arc {
                centre: self.centre,
                radius: self.inner,
                u0,
                u1,
            },
            Arc {
                centre: self.centre,
                radius: self.outer,
                u0,
                u1,
            },
        ]
    }

    /// The two straight ends of the band, from the inner to the outer radius.
    pub fn radial_edges(&self) -> [(Point, Point); 2] {
        let (u0, u1) = (self.u0(), self.u1());
        [
            (self.centre + u0 * self.inner, self.centre + u0 * self.outer),
            (self.centre + u1 * self.inner, self.centre + u1 * self.outer),
        ]
    }

    /// The four corners: start-inner, start-outer, end-inner, end-outer.
    pub fn corners(&self) -> [Point; 4] {
        let [(a, b), (c, d)] = self.radial_edges();
        [a, b, c, d]
    }

    /// A point strictly inside (on the middle radius, halfway through the sweep).
    pub fn interior_point(&self) -> Point {
        self.centre
            + Point::from_angle(self.start + self.sweep / 2.0) * ((self.inner + self.outer) / 2.0)
    }

    /// Whether `p` is inside the wedge of directions (closed, within the tolerance).
    fn in_wedge(&self, p: Point, margin: f64) -> bool {
        let d = p - self.centre;
        self.u0().cross(d) >= margin && d.cross(self.u1()) >= margin
    }

    /// Whether `p` lies in the band or on its outline (within [`CONTACT_TOLERANCE`]).
    pub fn contains_point(&self, p: Point) -> bool {
        let r = p.distance(self.centre);
        r >= self.inner - CONTACT_TOLERANCE
            && r <= self.outer + CONTACT_TOLERANCE
            && self.in_wedge(p, -CONTACT_TOLERANCE)
    }

    /// Exact distance from `p` to the band (0 inside).
    pub fn distance_to_point(&self, p: Point) -> f64 {
        if self.contains_point(p) {
            return 0.0;
        }
        let mut best = f64::INFINITY;
        for arc in self.arcs() {
            best = best.min(arc.distance_to_point(p));
        }
        for (a, b) in self.radial_edges() {
            best = best.min(point_segment_distance_squared(p, a, b).sqrt());
        }
        best
    }

    /// Whether the interiors of the band and the polygon overlap by more than the tolerance.
    pub fn overlaps_polygon(&self, poly: &ConvexPolygon) -> bool {
        self.overlaps_points(poly.vertices())
    }

    pub(crate) fn overlaps_points(&self, v: &[Point]) -> bool {
        if v.len() < 3 {
            return false;
        }
        // Keep the part of the polygon inside the wedge, shrunk by the tolerance so that a
        // polygon only touching a straight end does not count.
        let (u0, u1) = (self.u0(), self.u1());
        let c = self.centre;
        let clipped = PointBuf::from_slice(v)
            .clip(c + u0.perp() * CONTACT_TOLERANCE, u0.perp())
            .clip(c - u1.perp() * CONTACT_TOLERANCE, -u1.perp());
        let part = clipped.as_slice();
        if part.len() < 3 {
            return false;
        }
        // The clipped part is convex and connected, so its distances to the centre fill one
        // interval; it overlaps the open ring when that interval reaches into it.
        let far = part.iter().map(|p| p.distance(c)).fold(0.0, f64::max);
        let near = if depth_of_point(part, c) >= 0.0 {
            0.0
        } else {
            let n = part.len();
            (0..n)
                .map(|i| point_segment_distance_squared(c, part[i], part[(i + 1) % n]))
                .fold(f64::INFINITY, f64::min)
                .sqrt()
        };
        near < self.outer - CONTACT_TOLERANCE && far > self.inner + CONTACT_TOLERANCE
    }

    /// Exact distance between the band and a polygon: 0 when they touch or overlap.
    pub fn distance_to_polygon(&self, poly: &ConvexPolygon) -> f64 {
        self.distance_to_points(poly.vertices())
    }

    pub(crate) fn distance_to_points(&self, v: &[Point]) -> f64 {
        if v.len() >= 3 && self.overlaps_points(v) {
            return 0.0;
        }
        if v.len() == 1 {
            return self.distance_to_point(v[0]);
        }
        // Apart or touching: the nearest points lie on the two outlines.
        let n = v.len();
        let edges = if n == 2 { 1 } else { n };
        let mut best = f64::INFINITY;
        for i in 0..edges {
            let (a, b) = (v[i], v[(i + 1) % n]);
            best = best.min(self.distance_to_segment_outline(a, b));
            if best == 0.0 {
                break;
            }
        }
        best
    }

    /// Distance from segment `ab` to the band's outline.
    fn distance_to_segment_outline(&self, a: Point, b: Point) -> f64 {
        let mut best = f64::INFINITY;
        for arc in self.arcs() {
            best = best.min(arc.distance_to_segment(a, b));
        }
        for (p, q) in self.radial_edges() {
            best = best.min(segment_segment_closest(a, b, p, q).0);
        }
        best
    }

    /// Whether two bands meet. No rule compares two templates, so for a pair of bands touching
    /// counts as meeting (within [`CONTACT_TOLERANCE`]); this keeps the test exact without
    /// analysing how two curved outlines touch.
    pub fn overlaps_band(&self, other: &ArcBand) -> bool {
        self.distance_to_band(other) <= CONTACT_TOLERANCE
    }

    /// Exact distance between two bands: 0 when they touch or overlap.
    pub fn distance_to_band(&self, other: &ArcBand) -> f64 {
        // If the closed bands meet, either their outlines meet (the outline distance below is
        // then 0) or one lies inside the other, corners included.
        if other.contains_point(self.corners()[0]) || self.contains_point(other.corners()[0]) {
            return 0.0;
        }
        let mut best = f64::INFINITY;
        for (a, b) in self.radial_edges() {
            best = best.min(other.distance_to_segment_outline(a, b));
        }
        for (a, b) in other.radial_edges() {
            for arc in self.arcs() {
                best = best.min(arc.distance_to_segment(a, b));
            }
        }
        for arc_a in self.arcs() {
            for arc_b in other.arcs() {
                best = best.min(arc_a.distance_to_arc(&arc_b));
            }
        }
        best
    }

    /// The four extreme coordinates reached by the band (for bounds checks and drawing).
    pub fn bounds(&self) -> (Point, Point) {
        let mut pts: Vec<Point> = self.corners().to_vec();
        // The outer arc reaches further at each axis direction it sweeps through.
        for k in 0..4 {
            let dir = Point::from_angle(k as f64 * PI / 2.0);
            if self.in_wedge(self.centre + dir, 0.0) {
                pts.push(self.centre + dir * self.outer);
            }
        }
        let mut lo = pts[0];
        let mut hi = pts[0];
        for p in &pts[1..] {
            lo = Point::new(lo.x.min(p.x), lo.y.min(p.y));
            hi = Point::new(hi.x.max(p.x), hi.y.max(p.y));
        }
        (lo, hi)
    }

    /// The band cut to the directions `start .. start + fraction * sweep` (the first part of
    /// a template, from its start edge). `fraction` is clamped to `0..=1`; `None` when empty.
    pub fn first_part(&self, fraction: f64) -> Option<ArcBand> {
        let f = fraction.clamp(0.0, 1.0);
        if f <= 0.0 {
            return None;
        }
        Some(ArcBand {
            sweep: self.sweep * f,
            ..*self
        })
    }
}

impl Arc {
    fn in_wedge(&self, p: Point) -> bool {
        let d = p - self.centre;
        self.u0.cross(d) >= 0.0 && d.cross(self.u1) >= 0.0
    }

    pub(crate) fn ends(&self) -> (Point, Point) {
        (
            self.centre + self.u0 * self.radius,
            self.centre + self.u1 * self.radius,
        )
    }

    pub(crate) fn distance_to_point(&self, p: Point) -> f64 {
        if self.in_wedge(p) {
            return (p.distance(self.centre) - self.radius).abs();
        }
        let (e0, e1) = self.ends();
        p.distance(e0).min(p.distance(e1))
    }

    /// Exact distance from segment `ab` to the arc.
    pub(crate) fn distance_to_segment(&self, a: Point, b: Point) -> f64 {
        let (e0, e1) = self.ends();
        let mut best = point_segment_distance_squared(e0, a, b)
            .min(point_segment_distance_squared(e1, a, b))
            .sqrt();
        // On the part of the segment inside the wedge the nearest arc point is the radial
        // projection; the distance to the centre over that part is one interval.
        let part = PointBuf::from_slice(&[a, b])
            .clip(self.centre, self.u0.perp())
            .clip(self.centre, -self.u1.perp());
        let s = part.as_slice();
        if s.is_empty() {
            return best;
        }
        let (p, q) = (s[0], s[s.len() - 1]);
        let near = closest_on_segment(self.centre, p, q).distance(self.centre);
        let far = p.distance(self.centre).max(q.distance(self.centre));
        let d = if self.radius < near {
            near - self.radius
        } else if self.radius > far {
            self.radius - far
        } else {
            0.0
        };
        best = best.min(d);
        best
    }

    /// Points where two arcs meet (none for concentric arcs).
    fn arc_crossings(&self, o: &Arc) -> Vec<Point> {
        let dvec = o.centre - self.centre;
        let d = dvec.length();
        if d == 0.0 || d > self.radius + o.radius || d < (self.radius - o.radius).abs() {
            return Vec::new();
        }
        let along = (self.radius * self.radius - o.radius * o.radius + d * d) / (2.0 * d);
        let h = (self.radius * self.radius - along * along).max(0.0).sqrt();
        let base = self.centre + dvec * (along / d);
        let off = dvec.perp() * (h / d);
        [base + off, base - off]
            .into_iter()
            .filter(|p| self.in_wedge(*p) && o.in_wedge(*p))
            .collect()
    }

    /// Exact distance between two arcs.
    fn distance_to_arc(&self, o: &Arc) -> f64 {
        if !self.arc_crossings(o).is_empty() {
            return 0.0;
        }
        let (a0, a1) = self.ends();
        let (b0, b1) = o.ends();
        let mut best = o
            .distance_to_point(a0)
            .min(o.distance_to_point(a1))
            .min(self.distance_to_point(b0))
            .min(self.distance_to_point(b1));
        let dvec = o.centre - self.centre;
        if dvec.length() == 0.0 {
            // Concentric: where the directions overlap, the radii differ everywhere by the same.
            // Two direction intervals of at most half a turn overlap when one holds an end of
            // the other.
            let dir_overlap = o.in_wedge(self.centre + self.u0)
                || o.in_wedge(self.centre + self.u1)
                || self.in_wedge(o.centre + o.u0);
            if dir_overlap {
                best = best.min((self.radius - o.radius).abs());
            }
            return best;
        }
        // Interior nearest pairs lie on the line through both centres.
        let u = dvec.normalized();
        for p in [self.centre + u * self.radius, self.centre - u * self.radius] {
            if self.in_wedge(p) {
                best = best.min(o.distance_to_point(p));
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::pose::Pose;
    use std::f64::consts::FRAC_PI_2;

    fn quarter_ring() -> ArcBand {
        // Turn-1-like band: centre at the origin, radii 25..45, first quadrant.
        ArcBand::new(Point::ORIGIN, 25.0, 45.0, 0.0, FRAC_PI_2).unwrap()
    }

    #[test]
    fn point_queries_follow_the_radii_and_the_wedge() {
        let b = quarter_ring();
        assert!(b.contains_point(Point::new(30.0, 10.0)));
        assert!(!b.contains_point(Point::new(10.0, 10.0)));
        assert!(!b.contains_point(Point::new(-30.0, 10.0)));
        // Straight out from the outer arc.
        assert!(
            (b.distance_to_point(Point::new(
                50.0 / 2f64.sqrt() * 1.0 + 0.0,
                50.0 / 2f64.sqrt()
            )) - 5.0)
                .abs()
                < 1e-9
        );
        // Across the hole: nearest to the inner arc.
        assert!((b.distance_to_point(Point::new(5.0, 5.0)) - (25.0 - 50f64.sqrt())).abs() < 1e-9);
        // Beside a straight end.
        assert!((b.distance_to_point(Point::new(35.0, -3.0)) - 3.0).abs() < 1e-9);
    }

    #[test]
    fn polygon_in_the_hole_does_not_overlap_but_one_across_the_ring_does() {
        let b = quarter_ring();
        let hole = ConvexPolygon::rectangle(&Pose::new(8.0, 8.0, 0.0), 6.0, 6.0);
        assert!(!b.overlaps_polygon(&hole));
        assert!(b.distance_to_polygon(&hole) > 0.0);
        // A bar crossing the ring with no corner in it and the band's corners outside it.
        let bar = ConvexPolygon::rectangle(&Pose::from_degrees(25.0, 25.0, -45.0), 80.0, 4.0);
        assert!(bar.vertices().iter().all(|p| !b.contains_point(*p)));
        assert!(b.overlaps_polygon(&bar));
        assert_eq!(b.distance_to_polygon(&bar), 0.0);
    }

    #[test]
    fn polygon_touching_the_outer_arc_is_at_distance_zero_without_overlap() {
        let b = quarter_ring();
        let d = Point::from_angle(FRAC_PI_2 / 2.0);
        let touching = ConvexPolygon::rectangle(&Pose::facing(d * 50.0, d), 10.0, 10.0);
        assert!(!b.overlaps_polygon(&touching));
        assert!(b.distance_to_polygon(&touching) < 1e-9);
    }

    #[test]
    fn bands_overlap_and_measure() {
        let a = quarter_ring();
        // The second quadrant of a ring further along x: the nearest points are both outer
        // arcs' ends on the x axis.
        let far = ArcBand::new(Point::new(200.0, 0.0), 25.0, 45.0, FRAC_PI_2, FRAC_PI_2).unwrap();
        assert!(!a.overlaps_band(&far));
        assert!((a.distance_to_band(&far) - (200.0 - 45.0 - 45.0)).abs() < 1e-9);
        let shifted = ArcBand::new(Point::new(10.0, 0.0), 25.0, 45.0, 0.0, FRAC_PI_2).unwrap();
        assert!(a.overlaps_band(&shifted));
        assert_eq!(a.distance_to_band(&shifted), 0.0);
        let concentric = ArcBand::new(Point::ORIGIN, 50.0, 60.0, 0.3, 0.5).unwrap();
        assert!((a.distance_to_band(&concentric) - 5.0).abs() < 1e-9);
    }
}
