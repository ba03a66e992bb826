//! Small convex polygons stored inline, and the exact queries between them.
//!
//! Every base, section, device token, straight template and obstacle is a convex polygon of at
//! most [`MAX_VERTICES`] corners, kept counter-clockwise in a fixed array so that a query never
//! allocates. The algorithms work on slices of points so that the degenerate pieces a clip can
//! leave (a single point, a segment) go through the same code.
//!
//! * Overlap uses the separating-axis test on the edge normals of both polygons, which also
//!   yields the penetration depth (the shortest translation that separates them): the faces of
//!   the Minkowski difference of two convex polygons have exactly those normals, and how far
//!   one polygon reaches behind an edge line of the other is that face's distance from the
//!   origin. A cross-shaped overlap where no corner lies inside the other polygon is still
//!   found because no edge normal separates the two.
//! * Distance between disjoint convex polygons is attained at a corner of one of them and a
//!   point of an edge of the other, so the minimum over corner/edge pairs is exact, including
//!   when the nearest point lies inside an edge.

use super::point::{
    Point, closest_on_segment, point_segment_distance_squared, segment_segment_closest,
};
use super::pose::Pose;
use super::{CONTACT_TOLERANCE, GeometryError};
use serde::{Deserialize, Serialize};

/// The most corners a [`ConvexPolygon`] can have.
pub const MAX_VERTICES: usize = 16;

/// A convex polygon with its corners counter-clockwise, in table millimetres.
///
/// Rectangles built by [`ConvexPolygon::rectangle`] and [`ConvexPolygon::local_rectangle`] (every
/// base, section and device token) also remember their centre, axis and half-extents, which
/// lets rectangle pairs take a faster exact path: the separating-axis test reduces to four
/// projections, and the distance to the smallest corner-to-box distance in each other's frame.
/// Equality compares the corners only.
#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
#[serde(try_from = "Vec<Point>", into = "Vec<Point>")]
pub struct ConvexPolygon {
    len: u8,
    pts: [Point; MAX_VERTICES],
    #[serde(skip)]
    rect: Option<RectFrame>,
}

impl PartialEq for ConvexPolygon {
    fn eq(&self, other: &Self) -> bool {
        self.vertices() == other.vertices()
    }
}

/// The frame of a rectangle: centre, unit axis along its length, half-extents.
#[derive(Clone, Copy, Debug, Default)]
struct RectFrame {
    centre: Point,
    axis: Point,
    half_len: f64,
    half_width: f64,
}

impl RectFrame {
    /// Squared distance from `p` to the solid rectangle.
    #[inline]
    fn distance_squared(&self, p: Point) -> f64 {
        let d = p - self.centre;
        let x = d.dot(self.axis).abs() - self.half_len;
        let y = self.axis.cross(d).abs() - self.half_width;
        let (x, y) = (x.max(0.0), y.max(0.0));
        x * x + y * y
    }
}

/// Separating-axis penetration of two rectangles: on each of the four axes, the sum of the
/// projected half-extents minus the projected distance between the centres. Equal to the
/// general [`penetration`] for rectangles (the two opposite edges of an axis give its two
/// one-sided overlaps, whose smaller one is this).
#[inline]
fn rect_penetration(a: &RectFrame, b: &RectFrame) -> f64 {
    let d = b.centre - a.centre;
    let (ua, ub) = (a.axis, b.axis);
    let c = ua.dot(ub).abs();
    let s = ua.cross(ub).abs();
    let o1 = a.half_len + b.half_len * c + b.half_width * s - d.dot(ua).abs();
    let o2 = a.half_width + b.half_len * s + b.half_width * c - ua.cross(d).abs();
    let o3 = b.half_len + a.half_len * c + a.half_width * s - d.dot(ub).abs();
    let o4 = b.half_width + a.half_len * s + a.half_width * c - ub.cross(d).abs();
    o1.min(o2).min(o3).min(o4)
}

impl ConvexPolygon {
    /// Builds a polygon from its corners in either turning direction.
    ///
    /// Refuses fewer than 3 or more than [`MAX_VERTICES`] corners, non-finite coordinates,
    /// repeated consecutive corners, zero area and non-convex outlines.
    pub fn new(points: &[Point]) -> Result<Self, GeometryError> {
        let n = points.len();
        if n < 3 {
            return Err(GeometryError::BadPolygon(format!(
                "{n} corners; a polygon needs at least 3"
            )));
        }
        if n > MAX_VERTICES {
            return Err(GeometryError::BadPolygon(format!(
                "{n} corners; at most {MAX_VERTICES} are supported"
            )));
        }
        if let Some(i) = points.iter().position(|p| !p.is_finite()) {
            return Err(GeometryError::BadPolygon(format!(
                "corner {i} is not a finite number"
            )));
        }
        for i in 0..n {
            if points[i] == points[(i + 1) % n] {
                return Err(GeometryError::BadPolygon(format!(
                    "corners {i} and {} are the same point",
                    (i + 1) % n
                )));
            }
        }
        let area2: f64 = (0..n).map(|i| points[i].cross(points[(i + 1) % n])).sum();
        if area2.abs() <= f64::EPSILON * bbox_scale(points) {
            return Err(GeometryError::BadPolygon(
                "the corners enclose no area".into(),
            ));
        }
        let mut pts = [Point::ORIGIN; MAX_VERTICES];
        if area2 > 0.0 {
            pts[..n].copy_from_slice(points);
        } else {
            for (i, p) in points.iter().rev().enumerate() {
                pts[i] = *p;
            }
        }
        let poly = ConvexPolygon {
            len: n as u8,
            pts,
            rect: None,
        };
        let v = poly.vertices();
        for i in 0..n {
            let turn = orient_scaled(v[i], v[(i + 1) % n], v[(i + 2) % n]);
            if turn < -1e-12 {
                return Err(GeometryError::BadPolygon(format!(
                    "the outline is not convex at corner {} (given order)",
                    if area2 > 0.0 {
                        (i + 1) % n
                    } else {
                        n - 1 - (i + 1) % n
                    }
                )));
            }
        }
        Ok(poly)
    }

    /// An axis-aligned-in-its-pose rectangle: `length` along the pose heading, `width` across,
    /// centred on the pose.
    pub fn rectangle(pose: &Pose, length: f64, width: f64) -> Self {
        Self::local_rectangle(pose, -length / 2.0, length / 2.0, -width / 2.0, width / 2.0)
    }

    /// A rectangle given by its extent ahead of the pose (`back..front`) and to its left
    /// (`right..left`, negative values to the right).
    pub fn local_rectangle(pose: &Pose, back: f64, front: f64, right: f64, left: f64) -> Self {
        // One sine and cosine for all four corners: rectangles are built in every query loop.
        let (s, c) = pose.heading.sin_cos();
        let at = |f: f64, l: f64| Point::new(pose.x + c * f - s * l, pose.y + s * f + c * l);
        let mut poly = Self::from_trusted(&[
            at(front, right),
            at(front, left),
            at(back, left),
            at(back, right),
        ]);
        poly.rect = Some(RectFrame {
            centre: at((back + front) / 2.0, (right + left) / 2.0),
            axis: Point::new(c, s),
            half_len: (front - back).abs() / 2.0,
            half_width: (left - right).abs() / 2.0,
        });
        poly
    }

    /// A polygon from corners known to be convex and counter-clockwise (built by this crate).
    pub(crate) fn from_trusted(points: &[Point]) -> Self {
        debug_assert!((3..=MAX_VERTICES).contains(&points.len()));
        let mut pts = [Point::ORIGIN; MAX_VERTICES];
        pts[..points.len()].copy_from_slice(points);
        ConvexPolygon {
            len: points.len() as u8,
            pts,
            rect: None,
        }
    }

    /// The corners, counter-clockwise.
    #[inline]
    pub fn vertices(&self) -> &[Point] {
        &self.pts[..self.len as usize]
    }

    /// The edges, each from a corner to the next counter-clockwise.
    pub fn edges(&self) -> impl Iterator<Item = (Point, Point)> + '_ {
        let v = self.vertices();
        (0..v.len()).map(move |i| (v[i], v[(i + 1) % v.len()]))
    }

    /// The polygon moved from local coordinates (x ahead, y to the left of `pose`) to the table.
    pub fn placed(&self, pose: &Pose) -> Self {
        let mut out = *self;
        for p in &mut out.pts[..self.len as usize] {
            *p = pose.point(p.x, p.y);
        }
        if let Some(frame) = &mut out.rect {
            frame.centre = pose.point(frame.centre.x, frame.centre.y);
            frame.axis = frame.axis.rotated(pose.heading);
        }
        out
    }

    pub fn area(&self) -> f64 {
        let v = self.vertices();
        (0..v.len())
            .map(|i| v[i].cross(v[(i + 1) % v.len()]))
            .sum::<f64>()
            / 2.0
    }

    /// The mean of the corners (a point strictly inside).
    pub fn centroid(&self) -> Point {
        let v = self.vertices();
        let sum = v.iter().fold(Point::ORIGIN, |acc, p| acc + *p);
        sum * (1.0 / v.len() as f64)
    }

    /// Whether `p` lies inside or on the outline (within [`CONTACT_TOLERANCE`]).
    pub fn contains_point(&self, p: Point) -> bool {
        depth_of_point(self.vertices(), p) >= -CONTACT_TOLERANCE
    }

    /// How deep `p` lies inside: the distance to the nearest edge line, negative outside.
    /// (Outside, the magnitude is a lower bound of the distance.)
    pub fn depth_of_point(&self, p: Point) -> f64 {
        depth_of_point(self.vertices(), p)
    }

    /// Exact distance from `p` to the polygon: 0 inside.
    pub fn distance_to_point(&self, p: Point) -> f64 {
        if depth_of_point(self.vertices(), p) >= 0.0 {
            return 0.0;
        }
        self.edges()
            .map(|(a, b)| point_segment_distance_squared(p, a, b))
            .fold(f64::INFINITY, f64::min)
            .sqrt()
    }

    /// The point of the polygon nearest to `p` (`p` itself when inside).
    pub fn closest_point(&self, p: Point) -> Point {
        if depth_of_point(self.vertices(), p) >= 0.0 {
            return p;
        }
        let mut best = (f64::INFINITY, p);
        for (a, b) in self.edges() {
            let q = closest_on_segment(p, a, b);
            let d = q.distance(p);
            if d < best.0 {
                best = (d, q);
            }
        }
        best.1
    }

    /// Penetration depth along the best separating-axis candidate: positive when the interiors
    /// overlap (the exact depth), zero when touching, negative when apart.
    #[inline]
    pub fn penetration(&self, other: &ConvexPolygon) -> f64 {
        if let (Some(a), Some(b)) = (&self.rect, &other.rect) {
            return rect_penetration(a, b);
        }
        penetration(self.vertices(), other.vertices())
    }

    /// Whether the interiors overlap by more than [`CONTACT_TOLERANCE`]. Touching outlines do
    /// not overlap (see the module documentation of [`crate::geometry`]).
    #[inline]
    pub fn overlaps(&self, other: &ConvexPolygon) -> bool {
        self.penetration(other) > CONTACT_TOLERANCE
    }

    /// Whether the polygons touch or overlap (closed sets meet, within the tolerance).
    pub fn touches_or_overlaps(&self, other: &ConvexPolygon) -> bool {
        self.penetration(other) >= -CONTACT_TOLERANCE
    }

    /// Exact nearest distance between the outlines: 0 when they touch or overlap.
    #[inline]
    pub fn distance(&self, other: &ConvexPolygon) -> f64 {
        if let (Some(a), Some(b)) = (&self.rect, &other.rect) {
            if rect_penetration(a, b) >= 0.0 {
                return 0.0;
            }
            // Apart: a nearest pair always includes a corner of one rectangle, and that
            // corner's distance to the other solid rectangle is the distance.
            let mut best = f64::INFINITY;
            for p in other.vertices() {
                best = best.min(a.distance_squared(*p));
            }
            for p in self.vertices() {
                best = best.min(b.distance_squared(*p));
            }
            return best.sqrt();
        }
        distance(self.vertices(), other.vertices())
    }

    /// Exact nearest distance and a nearest pair of points (on `self`, on `other`). When the
    /// polygons meet, both points are the same shared point.
    pub fn closest_points(&self, other: &ConvexPolygon) -> (f64, Point, Point) {
        closest_points(self.vertices(), other.vertices())
    }

    /// Whether the closed segment `ab` meets the polygon (touching counts).
    pub fn meets_segment(&self, a: Point, b: Point) -> bool {
        penetration(self.vertices(), &[a, b]) >= -CONTACT_TOLERANCE
    }

    /// Smallest and largest x and y of the corners.
    pub fn bounds(&self) -> (Point, Point) {
        let v = self.vertices();
        let mut lo = v[0];
        let mut hi = v[0];
        for p in &v[1..] {
            lo = Point::new(lo.x.min(p.x), lo.y.min(p.y));
            hi = Point::new(hi.x.max(p.x), hi.y.max(p.y));
        }
        (lo, hi)
    }
}

impl TryFrom<Vec<Point>> for ConvexPolygon {
    type Error = GeometryError;
    fn try_from(v: Vec<Point>) -> Result<Self, GeometryError> {
        ConvexPolygon::new(&v)
    }
}

impl From<ConvexPolygon> for Vec<Point> {
    fn from(p: ConvexPolygon) -> Vec<Point> {
        p.vertices().to_vec()
    }
}

fn bbox_scale(points: &[Point]) -> f64 {
    points
        .iter()
        .map(|p| p.x.abs().max(p.y.abs()))
        .fold(1.0, f64::max)
        .powi(2)
}

/// Orientation divided by the lengths of the two edges, so that the convexity test does not
/// depend on the polygon's size.
fn orient_scaled(a: Point, b: Point, c: Point) -> f64 {
    let u = b - a;
    let w = c - b;
    u.cross(w) / (u.length() * w.length())
}

/// Signed distance from `p` to the nearest edge line of the counter-clockwise polygon `v`
/// (positive inside).
pub(crate) fn depth_of_point(v: &[Point], p: Point) -> f64 {
    let n = v.len();
    let mut depth = f64::INFINITY;
    for i in 0..n {
        let a = v[i];
        let e = v[(i + 1) % n] - a;
        depth = depth.min(e.cross(p - a) / e.length());
    }
    depth
}

/// Separating-axis penetration between two convex point sets given counter-clockwise.
///
/// For each edge of one set, the other set's deepest reach behind that edge's line is the
/// overlap along its outward normal (the first set lies entirely behind its own edge lines).
/// The smallest such overlap is returned: negative means that edge's line separates the sets.
/// A set of 1 or 2 points contributes no axis (a segment's own normal is supplied by its two
/// directed edges), so at least one of the two sets must be a real polygon, or both must be
/// handled by segment code (see [`distance`]).
#[inline]
pub(crate) fn penetration(a: &[Point], b: &[Point]) -> f64 {
    let pa = edge_overlap(a, b);
    if pa < 0.0 {
        return pa;
    }
    pa.min(edge_overlap(b, a))
}

#[inline]
fn edge_overlap(a: &[Point], b: &[Point]) -> f64 {
    let n = a.len();
    if n < 2 {
        return f64::INFINITY;
    }
    let mut best = f64::INFINITY;
    let mut prev = a[n - 1];
    for &cur in a {
        let e = cur - prev;
        // Outward normal of a counter-clockwise edge, not normalised yet.
        let nx = e.y;
        let ny = -e.x;
        let mut min_proj = f64::INFINITY;
        for q in b {
            let proj = nx * (q.x - prev.x) + ny * (q.y - prev.y);
            if proj < min_proj {
                min_proj = proj;
            }
        }
        let len = (nx * nx + ny * ny).sqrt();
        if len > 0.0 {
            let overlap = -min_proj / len;
            if overlap < best {
                best = overlap;
                if best < 0.0 {
                    return best;
                }
            }
        }
        prev = cur;
    }
    best
}

/// Exact distance between two convex point sets (counter-clockwise polygons, segments or
/// points): 0 when they meet.
pub(crate) fn distance(a: &[Point], b: &[Point]) -> f64 {
    if a.len() < 3 && b.len() < 3 {
        return small_sets_closest(a, b).0;
    }
    if !separated(a, b) && !separated(b, a) {
        return 0.0;
    }
    min_corner_edge(a, b).min(min_corner_edge(b, a)).sqrt()
}

/// Whether an edge line of `a` has all of `b` strictly outside it (the sign of
/// [`penetration`]'s test without its square roots).
#[inline]
fn separated(a: &[Point], b: &[Point]) -> bool {
    let n = a.len();
    if n < 2 {
        return false;
    }
    let mut prev = a[n - 1];
    for &cur in a {
        let e = cur - prev;
        if b.iter().all(|q| e.cross(*q - prev) < 0.0) {
            return true;
        }
        prev = cur;
    }
    false
}

/// Squared distance from the corners of `a` to the edges of `b`.
#[inline]
fn min_corner_edge(a: &[Point], b: &[Point]) -> f64 {
    let m = b.len();
    let mut best = f64::INFINITY;
    for &p in a {
        if m == 1 {
            best = best.min((p - b[0]).length_squared());
            continue;
        }
        let mut prev = b[m - 1];
        for &cur in b {
            best = best.min(point_segment_distance_squared(p, prev, cur));
            prev = cur;
        }
    }
    best
}

/// Nearest points of two convex point sets; when they meet, a shared point twice.
pub(crate) fn closest_points(a: &[Point], b: &[Point]) -> (f64, Point, Point) {
    if a.len() < 3 && b.len() < 3 {
        return small_sets_closest(a, b);
    }
    if penetration(a, b) >= 0.0 {
        let p = common_point(a, b);
        return (0.0, p, p);
    }
    let mut best = (f64::INFINITY, a[0], b[0]);
    for (from, to, swapped) in [(a, b, false), (b, a, true)] {
        let m = to.len();
        for &p in from {
            for j in 0..m {
                let q = if m == 1 {
                    to[0]
                } else {
                    closest_on_segment(p, to[j], to[(j + 1) % m])
                };
                let d = p.distance(q);
                if d < best.0 {
                    best = if swapped { (d, q, p) } else { (d, p, q) };
                }
            }
        }
    }
    best
}

/// Nearest points when both sets are points or segments.
fn small_sets_closest(a: &[Point], b: &[Point]) -> (f64, Point, Point) {
    let sa = (a[0], a[a.len() - 1]);
    let sb = (b[0], b[b.len() - 1]);
    segment_segment_closest(sa.0, sa.1, sb.0, sb.1)
}

/// A point shared by two convex sets known to meet.
fn common_point(a: &[Point], b: &[Point]) -> Point {
    if b.len() >= 3
        && let Some(p) = a
            .iter()
            .find(|p| depth_of_point(b, **p) >= -CONTACT_TOLERANCE)
    {
        return *p;
    }
    if a.len() >= 3
        && let Some(p) = b
            .iter()
            .find(|p| depth_of_point(a, **p) >= -CONTACT_TOLERANCE)
    {
        return *p;
    }
    // No corner inside the other: the outlines cross (a cross-shaped overlap); take the
    // nearest pair of edges, which meet.
    let mut best = (f64::INFINITY, a[0]);
    for i in 0..a.len() {
        for j in 0..b.len() {
            let (d, p, _) =
                segment_segment_closest(a[i], a[(i + 1) % a.len()], b[j], b[(j + 1) % b.len()]);
            if d < best.0 {
                best = (d, p);
            }
        }
    }
    best.1
}

/// A small inline buffer of points, for the result of clipping a polygon by half-planes.
#[derive(Clone, Copy, Debug)]
pub(crate) struct PointBuf {
    len: usize,
    pts: [Point; MAX_VERTICES + 8],
}

impl PointBuf {
    pub(crate) fn from_slice(v: &[Point]) -> Self {
        let mut pts = [Point::ORIGIN; MAX_VERTICES + 8];
        pts[..v.len()].copy_from_slice(v);
        PointBuf { len: v.len(), pts }
    }

    pub(crate) fn as_slice(&self) -> &[Point] {
        &self.pts[..self.len]
    }

    fn push(&mut self, p: Point) {
        // A convex polygon clipped by a few half-planes gains at most one corner per clip;
        // the buffer has room for eight clips beyond the largest polygon.
        if self.len < self.pts.len() && (self.len == 0 || self.pts[self.len - 1] != p) {
            self.pts[self.len] = p;
            self.len += 1;
        }
    }

    /// Keeps the part of the convex set on the side of the line through `origin` where
    /// `(p - origin) . normal >= 0`. The result may be empty, a point or a segment.
    pub(crate) fn clip(&self, origin: Point, normal: Point) -> PointBuf {
        let v = self.as_slice();
        let n = v.len();
        let mut out = PointBuf {
            len: 0,
            pts: [Point::ORIGIN; MAX_VERTICES + 8],
        };
        if n == 0 {
            return out;
        }
        let side = |p: Point| (p - origin).dot(normal);
        if n == 1 {
            if side(v[0]) >= 0.0 {
                out.push(v[0]);
            }
            return out;
        }
        // For a segment, walk it once (not back again) so the result has no repeated corner.
        let edges = if n == 2 { 1 } else { n };
        for i in 0..edges {
            let p = v[i];
            let q = v[(i + 1) % n];
            let (sp, sq) = (side(p), side(q));
            if sp >= 0.0 {
                out.push(p);
            }
            if (sp >= 0.0) != (sq >= 0.0) {
                let t = sp / (sp - sq);
                out.push(p.lerp(q, t));
            }
            if n == 2 && sq >= 0.0 {
                out.push(q);
            }
        }
        if out.len > 1 && out.pts[0] == out.pts[out.len - 1] {
            out.len -= 1;
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn square(cx: f64, cy: f64, side: f64, deg: f64) -> ConvexPolygon {
        ConvexPolygon::rectangle(&Pose::from_degrees(cx, cy, deg), side, side)
    }

    #[test]
    fn clockwise_input_is_reordered_and_concave_input_refused() {
        let cw = [
            Point::new(0.0, 0.0),
            Point::new(0.0, 1.0),
            Point::new(1.0, 1.0),
            Point::new(1.0, 0.0),
        ];
        let p = ConvexPolygon::new(&cw).unwrap();
        assert!(p.area() > 0.0);
        let concave = [
            Point::new(0.0, 0.0),
            Point::new(4.0, 0.0),
            Point::new(4.0, 4.0),
            Point::new(2.0, 1.0),
            Point::new(0.0, 4.0),
        ];
        assert!(matches!(
            ConvexPolygon::new(&concave),
            Err(GeometryError::BadPolygon(_))
        ));
        assert!(ConvexPolygon::new(&cw[..2]).is_err());
    }

    #[test]
    fn touching_squares_are_at_distance_zero_but_do_not_overlap() {
        let a = square(0.0, 0.0, 40.0, 0.0);
        let b = square(40.0, 10.0, 40.0, 0.0);
        assert_eq!(a.distance(&b), 0.0);
        assert!(!a.overlaps(&b));
        assert!(a.touches_or_overlaps(&b));
    }

    #[test]
    fn cross_shaped_overlap_without_corner_inside_is_found() {
        let long = ConvexPolygon::rectangle(&Pose::from_degrees(0.0, 0.0, 0.0), 100.0, 10.0);
        let across = ConvexPolygon::rectangle(&Pose::from_degrees(0.0, 0.0, 90.0), 100.0, 10.0);
        assert!(long.vertices().iter().all(|p| !across.contains_point(*p)));
        assert!(long.overlaps(&across));
        // The shortest move that separates them pushes one bar out past the end of the other.
        assert!((long.penetration(&across) - 55.0).abs() < 1e-9);
    }

    #[test]
    fn closest_point_inside_an_edge() {
        let a = square(0.0, 0.0, 40.0, 0.0);
        let b = square(70.0, 5.0, 20.0, 45.0);
        let (d, p, q) = a.closest_points(&b);
        // The corner of the rotated square points straight at a's right edge.
        let corner_x = 70.0 - 10.0 * 2f64.sqrt();
        assert!((d - (corner_x - 20.0)).abs() < 1e-9);
        assert!((p.x - 20.0).abs() < 1e-9 && (p.y - 5.0).abs() < 1e-9);
        assert!((q.x - corner_x).abs() < 1e-9);
    }

    #[test]
    fn clip_keeps_the_requested_side() {
        let s = square(0.0, 0.0, 2.0, 0.0);
        let half = PointBuf::from_slice(s.vertices()).clip(Point::ORIGIN, Point::new(1.0, 0.0));
        let v = half.as_slice();
        assert_eq!(v.len(), 4);
        assert!(v.iter().all(|p| p.x >= 0.0));
        let gone =
            PointBuf::from_slice(s.vertices()).clip(Point::new(5.0, 0.0), Point::new(1.0, 0.0));
        assert!(gone.as_slice().is_empty());
    }

    #[test]
    fn polygon_json_is_a_list_of_points() {
        let s = square(0.0, 0.0, 2.0, 0.0);
        let json = serde_json::to_string(&s).unwrap();
        assert!(json.starts_with("[{\"x\":"));
        let back: ConvexPolygon = serde_json::from_str(&json).unwrap();
        assert_eq!(back, s);
    }
}
