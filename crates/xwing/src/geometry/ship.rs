//! Ship bodies: bases with their guides, and first-edition huge ships with their two sections.

use super::GeometryError;
use super::constants::{GeometryConstants, Guides, Rect};
use super::point::{Point, Segment};
use super::polygon::ConvexPolygon;
use super::pose::Pose;
use super::shape::Shape;
use serde::{Deserialize, Serialize};

/// The edition a game is played with: it sets the arc angles and which bases exist.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Edition {
    First,
    Second,
}

/// The two lengths of first-edition huge ships.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HugeKind {
    /// GR-75, Gozanti, C-ROC.
    Short,
    /// CR90, Raider.
    Long,
}

/// Base size of a ship.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ShipSize {
    Small,
    /// Second edition only.
    Medium,
    Large,
    /// First-edition huge ship (two sections).
    Huge(HugeKind),
}

impl ShipSize {
    pub fn is_huge(self) -> bool {
        matches!(self, ShipSize::Huge(_))
    }
}

/// One half of a huge ship: its plastic base and its half of the ship token.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Section {
    Fore,
    Aft,
}

/// A ship's body on the table: size, edition, pose and the measurements that go with them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ShipShape {
    pub size: ShipSize,
    pub edition: Edition,
    pub pose: Pose,
    /// The base (for a huge ship, the whole token: both sections).
    pub footprint: Rect,
    /// The guides of a small, medium or large base; huge ships keep none (their sections are
    /// what overlaps).
    pub guides: Option<Guides>,
    /// For a huge ship, each section's plastic base.
    pub section_base: Option<Rect>,
}

impl ShipShape {
    /// The body of a ship of `size` at `pose`. Medium bases exist only in the second edition
    /// and the huge ships modelled here only in the first.
    pub fn new(
        c: &GeometryConstants,
        size: ShipSize,
        edition: Edition,
        pose: Pose,
    ) -> Result<Self, GeometryError> {
        if !pose.is_finite() {
            return Err(GeometryError::BadPose(format!("{pose:?} is not finite")));
        }
        let (footprint, guides, section_base) = match (size, edition) {
            (ShipSize::Small, _) => (c.small, Some(c.guides_small), None),
            (ShipSize::Medium, Edition::Second) => (c.medium, Some(c.guides_medium), None),
            (ShipSize::Large, _) => (c.large, Some(c.guides_large), None),
            (ShipSize::Huge(HugeKind::Short), Edition::First) => {
                (c.huge_short, None, Some(c.huge_section_base))
            }
            (ShipSize::Huge(HugeKind::Long), Edition::First) => {
                (c.huge_long, None, Some(c.huge_section_base))
            }
            (ShipSize::Medium, Edition::First) => {
                return Err(GeometryError::Unsupported(
                    "medium bases exist only in the second edition".into(),
                ));
            }
            (ShipSize::Huge(_), Edition::Second) => {
                return Err(GeometryError::Unsupported(
                    "huge ships are modelled for the first edition only (seed 000)".into(),
                ));
            }
        };
        Ok(ShipShape {
            size,
            edition,
            pose,
            footprint,
            guides,
            section_base,
        })
    }

    /// The same ship at another pose.
    pub fn at(&self, pose: Pose) -> ShipShape {
        ShipShape {
            pose,
            ..self.clone()
        }
    }

    pub fn is_huge(&self) -> bool {
        self.size.is_huge()
    }

    pub fn length(&self) -> f64 {
        self.footprint.length
    }

    pub fn width(&self) -> f64 {
        self.footprint.width
    }

    /// The centre of the base (of the whole token for a huge ship).
    pub fn base_centre(&self) -> Point {
        self.pose.centre()
    }

    /// The whole base without guides (for a huge ship, the whole token): what ranges and arcs
    /// are measured from and to.
    pub fn hull(&self) -> ConvexPolygon {
        ConvexPolygon::rectangle(&self.pose, self.footprint.length, self.footprint.width)
    }

    /// The body as a shape: the base, or a huge ship's two sections.
    pub fn body(&self) -> Shape {
        match self.sections() {
            Some([fore, aft]) => Shape::from_polygons([fore, aft]),
            None => Shape::from(self.hull()),
        }
    }

    /// The four guides (front left, front right, rear left, rear right); empty for huge ships.
    pub fn guide_polygons(&self) -> Vec<ConvexPolygon> {
        let Some(g) = self.guides else {
            return Vec::new();
        };
        let mut out = Vec::with_capacity(4);
        for along in [g.along, -g.along] {
            for lateral in [g.lateral, -g.lateral] {
                out.push(ConvexPolygon::rectangle(
                    &self.pose.shifted(along, lateral),
                    g.size,
                    g.size,
                ));
            }
        }
        out
    }

    /// The base with its guides, as used for ship overlaps (the guides are part of the base
    /// when deciding whether ships overlap). Huge ships: their two sections.
    pub fn footprint_with_guides(&self) -> Shape {
        let mut shape = self.body();
        shape.parts.extend(
            self.guide_polygons()
                .into_iter()
                .map(super::shape::Part::Polygon),
        );
        shape
    }

    /// For a huge ship, the section polygons `[fore, aft]`: each is its half of the token
    /// (which covers that section's plastic base).
    pub fn sections(&self) -> Option<[ConvexPolygon; 2]> {
        self.section_base?;
        Some([self.section(Section::Fore)?, self.section(Section::Aft)?])
    }

    /// One section of a huge ship (`None` for other ships).
    pub fn section(&self, section: Section) -> Option<ConvexPolygon> {
        self.section_base?;
        let (hl, hw) = (self.footprint.length / 2.0, self.footprint.width / 2.0);
        Some(match section {
            Section::Fore => ConvexPolygon::local_rectangle(&self.pose, 0.0, hl, -hw, hw),
            Section::Aft => ConvexPolygon::local_rectangle(&self.pose, -hl, 0.0, -hw, hw),
        })
    }

    /// The centre line of a huge ship: across the token, halfway along it, between the
    /// sections.
    pub fn centre_line(&self) -> Option<Segment> {
        self.section_base?;
        let hw = self.footprint.width / 2.0;
        Some(Segment::new(
            self.pose.point(0.0, -hw),
            self.pose.point(0.0, hw),
        ))
    }

    /// A huge ship section's plastic base (flush with its end of the token).
    pub fn section_base_polygon(&self, section: Section) -> Option<ConvexPolygon> {
        let base = self.section_base?;
        Some(ConvexPolygon::rectangle(
            &self.section_base_pose(section)?,
            base.length,
            base.width,
        ))
    }

    /// The centre of a huge ship section's plastic base (used to decide which sections can be
    /// targeted, seed 000).
    pub fn section_base_centre(&self, section: Section) -> Option<Point> {
        Some(self.section_base_pose(section)?.centre())
    }

    fn section_base_pose(&self, section: Section) -> Option<Pose> {
        let base = self.section_base?;
        let offset = self.footprint.length / 2.0 - base.length / 2.0;
        Some(match section {
            Section::Fore => self.pose.shifted(offset, 0.0),
            Section::Aft => self.pose.shifted(-offset, 0.0),
        })
    }

    /// The part of the ship an attack or action is measured from: a section of a huge ship, or
    /// the whole hull.
    pub fn part(&self, section: Option<Section>) -> ConvexPolygon {
        section
            .and_then(|s| self.section(s))
            .unwrap_or_else(|| self.hull())
    }

    /// Midpoint of the front edge, between the front guides (where templates start).
    pub fn front_mid(&self) -> Point {
        self.pose.point(self.footprint.length / 2.0, 0.0)
    }

    /// Midpoint of the rear edge, between the rear guides.
    pub fn rear_mid(&self) -> Point {
        self.pose.point(-self.footprint.length / 2.0, 0.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::{test_constants, test_ship};

    #[test]
    fn huge_sections_split_the_token_at_the_centre_line() {
        let c = test_constants();
        let cr90 = test_ship(
            &c,
            ShipSize::Huge(HugeKind::Long),
            Edition::First,
            Pose::new(500.0, 400.0, 0.0),
        );
        let [fore, aft] = cr90.sections().unwrap();
        assert!((fore.area() + aft.area() - cr90.hull().area()).abs() < 1e-6);
        assert!(fore.contains_point(cr90.section_base_centre(Section::Fore).unwrap()));
        assert!(aft.contains_point(cr90.section_base_centre(Section::Aft).unwrap()));
        let line = cr90.centre_line().unwrap();
        assert!((line.a.x - 500.0).abs() < 1e-9 && (line.b.x - 500.0).abs() < 1e-9);
        assert_eq!(fore.distance(&aft), 0.0);
        assert!(!fore.overlaps(&aft));
    }

    #[test]
    fn guides_stick_out_of_the_front_and_rear_edges() {
        let c = test_constants();
        let ship = test_ship(
            &c,
            ShipSize::Small,
            Edition::Second,
            Pose::new(0.0, 0.0, 0.0),
        );
        let guides = ship.guide_polygons();
        assert_eq!(guides.len(), 4);
        let front_reach = guides
            .iter()
            .map(|g| g.bounds().1.x)
            .fold(f64::MIN, f64::max);
        assert!(front_reach > c.small.length / 2.0);
        assert!(ShipShape::new(&c, ShipSize::Medium, Edition::First, Pose::default()).is_err());
    }
}
