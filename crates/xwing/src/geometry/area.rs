//! The play area: 3'x3' standard, 3'x6' Epic.

use super::CONTACT_TOLERANCE;
use super::constants::GeometryConstants;
use super::point::Point;
use super::polygon::ConvexPolygon;
use super::shape::Shape;
use serde::{Deserialize, Serialize};

/// The rectangle `0..width` by `0..height` of table millimetres. The first player's edge is
/// `y = 0` ([`Edge::South`]).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayArea {
    pub width: f64,
    pub height: f64,
}

/// An edge of the play area.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Edge {
    /// `y = 0`
    South,
    /// `y = height`
    North,
    /// `x = 0`
    West,
    /// `x = width`
    East,
}

impl PlayArea {
    /// The standard 3'x3' area.
    pub fn standard(c: &GeometryConstants) -> Self {
        PlayArea {
            width: c.play_area_standard,
            height: c.play_area_standard,
        }
    }

    /// The Epic 3'x6' area, its long side along x, so that the players' edges (the long ones)
    /// are `South` and `North`.
    pub fn epic(c: &GeometryConstants) -> Self {
        PlayArea {
            width: c.play_area_epic.length,
            height: c.play_area_epic.width,
        }
    }

    pub fn polygon(&self) -> ConvexPolygon {
        ConvexPolygon::from_trusted(&[
            Point::new(0.0, 0.0),
            Point::new(self.width, 0.0),
            Point::new(self.width, self.height),
            Point::new(0.0, self.height),
        ])
    }

    /// Whether every part of the shape is inside the area (touching an edge is inside).
    pub fn contains(&self, shape: &Shape) -> bool {
        let Some((lo, hi)) = shape.bounds() else {
            return true;
        };
        lo.x >= -CONTACT_TOLERANCE
            && lo.y >= -CONTACT_TOLERANCE
            && hi.x <= self.width + CONTACT_TOLERANCE
            && hi.y <= self.height + CONTACT_TOLERANCE
    }

    /// Whether some part of the shape is outside the area (seed 002: a device may not be
    /// placed so; first edition: a base partly outside has fled).
    pub fn partly_outside(&self, shape: &Shape) -> bool {
        !self.contains(shape)
    }

    /// Whether the shape is entirely outside the area.
    pub fn entirely_outside(&self, shape: &Shape) -> bool {
        let Some((lo, hi)) = shape.bounds() else {
            return true;
        };
        if hi.x <= 0.0 || hi.y <= 0.0 || lo.x >= self.width || lo.y >= self.height {
            return true;
        }
        !self.polygon_overlaps(shape)
    }

    fn polygon_overlaps(&self, shape: &Shape) -> bool {
        shape.overlaps(&Shape::from(self.polygon()))
    }

    /// The nearest and farthest distance of the shape from an edge line, measured inward
    /// (negative values are beyond the edge). Set-up zones ("within range 1 of your edge") and
    /// the huge-ship set-up exception (spanning the zone) are decided with these.
    pub fn extent_from_edge(&self, shape: &Shape, edge: Edge) -> Option<(f64, f64)> {
        let (lo, hi) = shape.bounds()?;
        Some(match edge {
            Edge::South => (lo.y, hi.y),
            Edge::North => (self.height - hi.y, self.height - lo.y),
            Edge::West => (lo.x, hi.x),
            Edge::East => (self.width - hi.x, self.width - lo.x),
        })
    }
}
