//! [`Shape`]: a union of convex polygons and template bands, the one type the rules ask
//! questions about (a base with its guides, a huge ship's two sections, a template, a device
//! with its tokens, an obstacle).

use super::CONTACT_TOLERANCE;
use super::band::ArcBand;
use super::point::{Point, Segment};
use super::polygon::ConvexPolygon;
use serde::{Deserialize, Serialize};

/// One convex piece of a [`Shape`].
///
/// Polygons are stored inline (no allocation per query), which makes the polygon variant much
/// larger than the band; shapes hold only a handful of parts, so the size is not worth a box.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Part {
    Polygon(ConvexPolygon),
    Band(ArcBand),
}

/// A union of convex pieces. Two shapes overlap when any piece of one overlaps any piece of the
/// other; their distance is the smallest distance between pieces.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Shape {
    pub parts: Vec<Part>,
}

impl From<ConvexPolygon> for Shape {
    fn from(p: ConvexPolygon) -> Shape {
        Shape {
            parts: vec![Part::Polygon(p)],
        }
    }
}

impl From<Part> for Shape {
    fn from(p: Part) -> Shape {
        Shape { parts: vec![p] }
    }
}

impl From<ArcBand> for Shape {
    fn from(b: ArcBand) -> Shape {
        Shape {
            parts: vec![Part::Band(b)],
        }
    }
}

impl Part {
    /// Exact distance between two pieces: 0 when they touch or overlap.
    pub fn distance(&self, other: &Part) -> f64 {
        match (self, other) {
            (Part::Polygon(a), Part::Polygon(b)) => a.distance(b),
            (Part::Polygon(p), Part::Band(b)) | (Part::Band(b), Part::Polygon(p)) => {
                b.distance_to_polygon(p)
            }
            (Part::Band(a), Part::Band(b)) => a.distance_to_band(b),
        }
    }

    /// Whether the interiors overlap by more than [`CONTACT_TOLERANCE`] (for two bands,
    /// whether they meet: see [`ArcBand::overlaps_band`]).
    pub fn overlaps(&self, other: &Part) -> bool {
        match (self, other) {
            (Part::Polygon(a), Part::Polygon(b)) => a.overlaps(b),
            (Part::Polygon(p), Part::Band(b)) | (Part::Band(b), Part::Polygon(p)) => {
                b.overlaps_polygon(p)
            }
            (Part::Band(a), Part::Band(b)) => a.overlaps_band(b),
        }
    }

    pub fn contains_point(&self, p: Point) -> bool {
        match self {
            Part::Polygon(poly) => poly.contains_point(p),
            Part::Band(b) => b.contains_point(p),
        }
    }

    /// Whether the closed segment meets the piece (touching counts).
    pub fn meets_segment(&self, s: &Segment) -> bool {
        match self {
            Part::Polygon(poly) => poly.meets_segment(s.a, s.b),
            Part::Band(b) => b.distance_to_points(&[s.a, s.b]) <= CONTACT_TOLERANCE,
        }
    }

    pub fn bounds(&self) -> (Point, Point) {
        match self {
            Part::Polygon(p) => p.bounds(),
            Part::Band(b) => b.bounds(),
        }
    }
}

impl Shape {
    pub fn new(parts: Vec<Part>) -> Shape {
        Shape { parts }
    }

    pub fn from_polygons(polys: impl IntoIterator<Item = ConvexPolygon>) -> Shape {
        Shape {
            parts: polys.into_iter().map(Part::Polygon).collect(),
        }
    }

    /// The polygon pieces.
    pub fn polygons(&self) -> impl Iterator<Item = &ConvexPolygon> {
        self.parts.iter().filter_map(|p| match p {
            Part::Polygon(poly) => Some(poly),
            Part::Band(_) => None,
        })
    }

    /// Exact nearest distance: 0 when the shapes touch or overlap; infinite if one is empty.
    pub fn distance(&self, other: &Shape) -> f64 {
        let mut best = f64::INFINITY;
        for a in &self.parts {
            for b in &other.parts {
                best = best.min(a.distance(b));
                if best == 0.0 {
                    return 0.0;
                }
            }
        }
        best
    }

    /// Whether the interiors overlap (by more than [`CONTACT_TOLERANCE`]); touching is not
    /// overlapping.
    pub fn overlaps(&self, other: &Shape) -> bool {
        self.parts
            .iter()
            .any(|a| other.parts.iter().any(|b| a.overlaps(b)))
    }

    /// Whether the shapes touch without overlapping.
    pub fn touches(&self, other: &Shape) -> bool {
        !self.overlaps(other) && self.distance(other) <= CONTACT_TOLERANCE
    }

    /// A nearest pair of points (on `self`, on `other`) between the polygon pieces, as the
    /// segment from one to the other, with its length. `None` when either shape has a band
    /// piece or no piece: ranges are measured between bases, sections, devices and obstacles,
    /// which are polygons.
    pub fn closest_points(&self, other: &Shape) -> Option<(f64, Segment)> {
        if self
            .parts
            .iter()
            .chain(&other.parts)
            .any(|p| matches!(p, Part::Band(_)))
        {
            return None;
        }
        let mut best: Option<(f64, Segment)> = None;
        for a in self.polygons() {
            for b in other.polygons() {
                let (d, p, q) = a.closest_points(b);
                if best.is_none_or(|(bd, _)| d < bd) {
                    best = Some((d, Segment::new(p, q)));
                }
            }
        }
        best
    }

    pub fn contains_point(&self, p: Point) -> bool {
        self.parts.iter().any(|part| part.contains_point(p))
    }

    /// Whether the closed segment meets the shape (touching counts).
    pub fn meets_segment(&self, s: &Segment) -> bool {
        self.parts.iter().any(|part| part.meets_segment(s))
    }

    /// Smallest and largest coordinates reached, or `None` for an empty shape.
    pub fn bounds(&self) -> Option<(Point, Point)> {
        let mut it = self.parts.iter().map(|p| p.bounds());
        let first = it.next()?;
        Some(it.fold(first, |(lo, hi), (l, h)| {
            (
                Point::new(lo.x.min(l.x), lo.y.min(l.y)),
                Point::new(hi.x.max(h.x), hi.y.max(h.y)),
            )
        }))
    }
}

/// Exact nearest distance between two shapes (see [`Shape::distance`]).
pub fn distance(a: &Shape, b: &Shape) -> f64 {
    a.distance(b)
}

/// Whether two shapes overlap (see [`Shape::overlaps`]).
pub fn overlaps(a: &Shape, b: &Shape) -> bool {
    a.overlaps(b)
}
