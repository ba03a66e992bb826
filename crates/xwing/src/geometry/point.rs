//! Points (also used as vectors) and segments of the table plane.

use serde::{Deserialize, Serialize};
use std::ops::{Add, Mul, Neg, Sub};

/// A point of the table, or a vector between two points, in millimetres.
///
/// The table uses mathematical axes: `x` grows to the right, `y` grows away from the first
/// player's edge (upwards on a drawing whose origin is the bottom-left corner).
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Point {
    pub x: f64,
    pub y: f64,
}

impl Point {
    pub const ORIGIN: Point = Point { x: 0.0, y: 0.0 };

    pub const fn new(x: f64, y: f64) -> Self {
        Point { x, y }
    }

    /// The unit vector that makes `angle` radians with the x axis, counter-clockwise.
    pub fn from_angle(angle: f64) -> Self {
        let (s, c) = angle.sin_cos();
        Point { x: c, y: s }
    }

    pub fn dot(self, o: Point) -> f64 {
        self.x * o.x + self.y * o.y
    }

    /// The z component of the 3-D cross product: positive when `o` lies counter-clockwise of
    /// `self`.
    pub fn cross(self, o: Point) -> f64 {
        self.x * o.y - self.y * o.x
    }

    pub fn length_squared(self) -> f64 {
        self.dot(self)
    }

    pub fn length(self) -> f64 {
        self.length_squared().sqrt()
    }

    pub fn distance(self, o: Point) -> f64 {
        (self - o).length()
    }

    /// This vector turned a quarter turn counter-clockwise (to the left).
    pub fn perp(self) -> Point {
        Point {
            x: -self.y,
            y: self.x,
        }
    }

    /// This vector turned by `angle` radians counter-clockwise.
    pub fn rotated(self, angle: f64) -> Point {
        let (s, c) = angle.sin_cos();
        Point {
            x: c * self.x - s * self.y,
            y: s * self.x + c * self.y,
        }
    }

    /// This point turned by `angle` radians counter-clockwise about `centre`.
    pub fn rotated_about(self, centre: Point, angle: f64) -> Point {
        centre + (self - centre).rotated(angle)
    }

    /// The vector scaled to length 1. A zero vector stays zero.
    pub fn normalized(self) -> Point {
        let len = self.length();
        if len == 0.0 { self } else { self * (1.0 / len) }
    }

    /// The angle of this vector with the x axis, counter-clockwise, in `(-pi, pi]`.
    pub fn angle(self) -> f64 {
        self.y.atan2(self.x)
    }

    pub fn lerp(self, o: Point, t: f64) -> Point {
        self + (o - self) * t
    }

    pub fn is_finite(self) -> bool {
        self.x.is_finite() && self.y.is_finite()
    }
}

impl Add for Point {
    type Output = Point;
    fn add(self, o: Point) -> Point {
        Point {
            x: self.x + o.x,
            y: self.y + o.y,
        }
    }
}

impl Sub for Point {
    type Output = Point;
    fn sub(self, o: Point) -> Point {
        Point {
            x: self.x - o.x,
            y: self.y - o.y,
        }
    }
}

impl Mul<f64> for Point {
    type Output = Point;
    fn mul(self, k: f64) -> Point {
        Point {
            x: self.x * k,
            y: self.y * k,
        }
    }
}

impl Neg for Point {
    type Output = Point;
    fn neg(self) -> Point {
        Point {
            x: -self.x,
            y: -self.y,
        }
    }
}

/// A closed segment between two points.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Segment {
    pub a: Point,
    pub b: Point,
}

impl Segment {
    pub const fn new(a: Point, b: Point) -> Self {
        Segment { a, b }
    }

    pub fn length(&self) -> f64 {
        self.a.distance(self.b)
    }

    /// The point of the segment nearest to `p`.
    pub fn closest_point(&self, p: Point) -> Point {
        closest_on_segment(p, self.a, self.b)
    }

    pub fn distance_to_point(&self, p: Point) -> f64 {
        p.distance(self.closest_point(p))
    }

    /// Whether the two closed segments share at least one point (touching ends count).
    pub fn intersects(&self, o: &Segment) -> bool {
        segments_intersect(self.a, self.b, o.a, o.b)
    }

    /// The exact distance between two segments, and the two nearest points (on `self`, on `o`).
    pub fn closest_points(&self, o: &Segment) -> (f64, Point, Point) {
        segment_segment_closest(self.a, self.b, o.a, o.b)
    }
}

/// The point of segment `ab` nearest to `p`. Works for a degenerate segment (`a == b`).
pub(crate) fn closest_on_segment(p: Point, a: Point, b: Point) -> Point {
    let d = b - a;
    let len2 = d.length_squared();
    if len2 == 0.0 {
        return a;
    }
    let t = ((p - a).dot(d) / len2).clamp(0.0, 1.0);
    a + d * t
}

/// Squared distance from `p` to segment `ab`.
#[inline]
pub(crate) fn point_segment_distance_squared(p: Point, a: Point, b: Point) -> f64 {
    let d = b - a;
    let ap = p - a;
    let len2 = d.length_squared();
    let t = if len2 > 0.0 {
        (ap.dot(d) / len2).clamp(0.0, 1.0)
    } else {
        0.0
    };
    let q = ap - d * t;
    q.length_squared()
}

/// Orientation of `c` seen from the directed line `ab`: positive on the left.
#[inline]
pub(crate) fn orient(a: Point, b: Point, c: Point) -> f64 {
    (b - a).cross(c - a)
}

/// Whether the closed segments `ab` and `cd` share a point. Collinear overlaps count.
pub(crate) fn segments_intersect(a: Point, b: Point, c: Point, d: Point) -> bool {
    let d1 = orient(c, d, a);
    let d2 = orient(c, d, b);
    let d3 = orient(a, b, c);
    let d4 = orient(a, b, d);
    if ((d1 > 0.0 && d2 < 0.0) || (d1 < 0.0 && d2 > 0.0))
        && ((d3 > 0.0 && d4 < 0.0) || (d3 < 0.0 && d4 > 0.0))
    {
        return true;
    }
    // The remaining cases are touching or collinear: an end lies on the other segment.
    let on = |p: Point, q: Point, r: Point, o: f64| {
        o == 0.0
            && r.x >= p.x.min(q.x)
            && r.x <= p.x.max(q.x)
            && r.y >= p.y.min(q.y)
            && r.y <= p.y.max(q.y)
    };
    on(c, d, a, d1) || on(c, d, b, d2) || on(a, b, c, d3) || on(a, b, d, d4)
}

/// Exact nearest points of two segments: zero distance when they intersect.
pub(crate) fn segment_segment_closest(
    a: Point,
    b: Point,
    c: Point,
    d: Point,
) -> (f64, Point, Point) {
    if segments_intersect(a, b, c, d) {
        let p = segment_intersection_point(a, b, c, d);
        return (0.0, p, p);
    }
    // Disjoint segments: one of the four ends is part of a nearest pair.
    let mut best = (f64::INFINITY, a, c);
    for (p, q0, q1, p_first) in [
        (a, c, d, true),
        (b, c, d, true),
        (c, a, b, false),
        (d, a, b, false),
    ] {
        let q = closest_on_segment(p, q0, q1);
        let dist = p.distance(q);
        if dist < best.0 {
            best = if p_first { (dist, p, q) } else { (dist, q, p) };
        }
    }
    best
}

/// A point shared by two intersecting segments (the crossing point, or a shared end when they
/// are collinear or touch).
fn segment_intersection_point(a: Point, b: Point, c: Point, d: Point) -> Point {
    let r = b - a;
    let s = d - c;
    let denom = r.cross(s);
    if denom != 0.0 {
        let t = ((c - a).cross(s) / denom).clamp(0.0, 1.0);
        return a + r * t;
    }
    // Parallel: return the end of one that lies on the other.
    for (p, q0, q1) in [(a, c, d), (b, c, d), (c, a, b), (d, a, b)] {
        if point_segment_distance_squared(p, q0, q1) == 0.0 {
            return p;
        }
    }
    a
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rotation_turns_counter_clockwise() {
        let p = Point::new(1.0, 0.0).rotated(std::f64::consts::FRAC_PI_2);
        assert!((p.x).abs() < 1e-12 && (p.y - 1.0).abs() < 1e-12);
    }

    #[test]
    fn crossing_segments_intersect_and_parallel_ones_do_not() {
        let s = Segment::new(Point::new(0.0, 0.0), Point::new(2.0, 2.0));
        assert!(s.intersects(&Segment::new(Point::new(0.0, 2.0), Point::new(2.0, 0.0))));
        assert!(!s.intersects(&Segment::new(Point::new(1.0, 0.0), Point::new(3.0, 2.0))));
        // Touching at an end counts.
        assert!(s.intersects(&Segment::new(Point::new(2.0, 2.0), Point::new(3.0, 0.0))));
    }

    #[test]
    fn closest_points_of_skew_segments_lie_inside_an_edge() {
        let s = Segment::new(Point::new(0.0, 0.0), Point::new(10.0, 0.0));
        let t = Segment::new(Point::new(4.0, 3.0), Point::new(6.0, 8.0));
        let (d, p, q) = s.closest_points(&t);
        assert!((d - 3.0).abs() < 1e-12);
        assert_eq!(p, Point::new(4.0, 0.0));
        assert_eq!(q, Point::new(4.0, 3.0));
    }
}
