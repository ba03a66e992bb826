//! Maneuver templates as exact shapes: straight bands and annular sectors.
//!
//! A template is laid from a *start pose*: the midpoint of its start edge, facing the way the
//! template runs. Its centre line then runs straight ahead (straight templates) or along a
//! circle whose centre is `radius` to the left or right of the start point (banks and turns).

use super::GeometryError;
use super::band::ArcBand;
use super::constants::GeometryConstants;
use super::polygon::ConvexPolygon;
use super::pose::Pose;
use super::shape::Part;
use serde::{Deserialize, Serialize};

/// Left or right.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    Left,
    Right,
}

impl Side {
    /// +1 for left (counter-clockwise), -1 for right.
    pub fn sign(self) -> f64 {
        match self {
            Side::Left => 1.0,
            Side::Right => -1.0,
        }
    }

    pub fn opposite(self) -> Side {
        match self {
            Side::Left => Side::Right,
            Side::Right => Side::Left,
        }
    }
}

/// Which template: the shape printed on the maneuver, without the maneuver's special rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind", content = "speed")]
pub enum TemplateKind {
    /// Speeds 1 to 5.
    Straight(u8),
    /// Speeds 1 to 3.
    BankLeft(u8),
    BankRight(u8),
    /// Speeds 1 to 3.
    TurnLeft(u8),
    TurnRight(u8),
}

impl TemplateKind {
    pub fn speed(self) -> u8 {
        match self {
            TemplateKind::Straight(s)
            | TemplateKind::BankLeft(s)
            | TemplateKind::BankRight(s)
            | TemplateKind::TurnLeft(s)
            | TemplateKind::TurnRight(s) => s,
        }
    }

    /// The same template curving the other way (a straight stays straight).
    pub fn mirrored(self) -> TemplateKind {
        match self {
            TemplateKind::BankLeft(s) => TemplateKind::BankRight(s),
            TemplateKind::BankRight(s) => TemplateKind::BankLeft(s),
            TemplateKind::TurnLeft(s) => TemplateKind::TurnRight(s),
            TemplateKind::TurnRight(s) => TemplateKind::TurnLeft(s),
            straight => straight,
        }
    }
}

/// A template laid on the table.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Template {
    pub kind: TemplateKind,
    /// Midpoint of the start edge, facing along the template.
    pub start: Pose,
    /// Midpoint of the far edge, facing on along the template.
    pub end: Pose,
    /// Length of the centre line.
    pub length: f64,
    /// For curved templates, the centre of the circle and the signed angle turned
    /// (counter-clockwise positive).
    pub curve: Option<Curve>,
    pub width: f64,
}

/// The circle a curved template follows.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Curve {
    pub centre: super::point::Point,
    pub radius: f64,
    /// Signed turn: positive to the left.
    pub angle: f64,
}

impl Template {
    /// Lays template `kind` from `start`.
    pub fn lay(
        c: &GeometryConstants,
        kind: TemplateKind,
        start: Pose,
    ) -> Result<Template, GeometryError> {
        let bad = |what: &str, max: u8| {
            GeometryError::Unsupported(format!(
                "{what} template of speed {} (speeds 1 to {max} exist)",
                kind.speed()
            ))
        };
        let width = c.template_width;
        let curved = |radii: &[f64; 3], angle: f64, side: Side, s: u8, what: &str| {
            if !(1..=3).contains(&s) {
                return Err(bad(what, 3));
            }
            let radius = radii[s as usize - 1];
            let signed = angle * side.sign();
            let centre = start.point(0.0, radius * side.sign());
            let end = start.rotated_about(centre, signed);
            Ok(Template {
                kind,
                start,
                end,
                length: radius * angle,
                curve: Some(Curve {
                    centre,
                    radius,
                    angle: signed,
                }),
                width,
            })
        };
        match kind {
            TemplateKind::Straight(s) => {
                if !(1..=5).contains(&s) {
                    return Err(bad("straight", 5));
                }
                let len = c.straight[s as usize - 1];
                Ok(Template {
                    kind,
                    start,
                    end: start.shifted(len, 0.0),
                    length: len,
                    curve: None,
                    width,
                })
            }
            TemplateKind::BankLeft(s) => {
                curved(&c.bank_radius, c.bank_angle, Side::Left, s, "bank")
            }
            TemplateKind::BankRight(s) => {
                curved(&c.bank_radius, c.bank_angle, Side::Right, s, "bank")
            }
            TemplateKind::TurnLeft(s) => {
                curved(&c.turn_radius, c.turn_angle, Side::Left, s, "turn")
            }
            TemplateKind::TurnRight(s) => {
                curved(&c.turn_radius, c.turn_angle, Side::Right, s, "turn")
            }
        }
    }

    /// The exact shape of the template.
    pub fn part(&self) -> Part {
        self.first_part(1.0)
            .expect("a whole template is never empty")
    }

    /// The template from its start edge up to `fraction` of its centre line (`None` when the
    /// fraction is 0): the part a ship actually travelled over when it had to back up (seed 002,
    /// partial maneuvers).
    pub fn first_part(&self, fraction: f64) -> Option<Part> {
        let f = fraction.clamp(0.0, 1.0);
        if f <= 0.0 {
            return None;
        }
        let hw = self.width / 2.0;
        Some(match self.curve {
            None => Part::Polygon(ConvexPolygon::local_rectangle(
                &self.start,
                0.0,
                self.length * f,
                -hw,
                hw,
            )),
            Some(curve) => {
                let from = (self.start.centre() - curve.centre).angle();
                let turned = curve.angle * f;
                // The band's directions run counter-clockwise; a right-hand curve runs the other
                // way, so its first part ends where the band's directions start.
                let (start, sweep) = if turned >= 0.0 {
                    (from, turned)
                } else {
                    (from + turned, -turned)
                };
                Part::Band(ArcBand {
                    centre: curve.centre,
                    inner: curve.radius - hw,
                    outer: curve.radius + hw,
                    start,
                    sweep,
                })
            }
        })
    }

    /// The pose reached after travelling `distance` along the centre line (clamped to the
    /// template), facing along it.
    pub fn pose_along(&self, distance: f64) -> Pose {
        let d = distance.clamp(0.0, self.length);
        match self.curve {
            None => self.start.shifted(d, 0.0),
            Some(curve) => self
                .start
                .rotated_about(curve.centre, curve.angle * d / self.length),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::point::Point;
    use crate::geometry::test_constants;

    #[test]
    fn straight_template_is_a_rectangle_of_its_length() {
        let c = test_constants();
        let t = Template::lay(&c, TemplateKind::Straight(3), Pose::new(0.0, 0.0, 0.0)).unwrap();
        let Part::Polygon(p) = t.part() else {
            panic!("straight templates are polygons")
        };
        assert!((p.area() - 120.0 * c.template_width).abs() < 1e-9);
        assert!((t.end.x - 120.0).abs() < 1e-12);
    }

    #[test]
    fn right_bank_turns_clockwise_and_its_first_part_starts_at_the_ship() {
        let c = test_constants();
        let start = Pose::from_degrees(0.0, 0.0, 90.0);
        let t = Template::lay(&c, TemplateKind::BankRight(1), start).unwrap();
        assert!((t.end.heading - 45f64.to_radians()).abs() < 1e-12);
        assert!(t.end.x > 0.0, "a right bank heading north ends to the east");
        let Some(Part::Band(half)) = t.first_part(0.5) else {
            panic!("curved templates are bands")
        };
        let near_start = start.point(1.0, 0.0);
        assert!(half.contains_point(near_start));
        assert!(!half.contains_point(t.end.point(-1.0, 0.0)));
        let radius = c.bank_radius[0];
        assert!(
            (Point::new(t.end.x, t.end.y).distance(t.curve.unwrap().centre) - radius).abs() < 1e-9
        );
    }

    #[test]
    fn speeds_outside_the_templates_are_refused() {
        let c = test_constants();
        assert!(Template::lay(&c, TemplateKind::TurnLeft(4), Pose::default()).is_err());
        assert!(Template::lay(&c, TemplateKind::Straight(0), Pose::default()).is_err());
    }
}
