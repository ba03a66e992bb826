//! Where a base (or token) stands and which way it faces.

use super::point::Point;
use serde::{Deserialize, Serialize};

/// Position of the centre of a base or token and its heading.
///
/// `heading` is in radians, measured counter-clockwise from the table's x axis: `0` faces
/// right (+x), `pi/2` faces away from the first player's edge (+y). Headings are kept as given;
/// use [`Pose::normalized`] to bring one into `(-pi, pi]`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Pose {
    pub x: f64,
    pub y: f64,
    pub heading: f64,
}

impl Pose {
    pub const fn new(x: f64, y: f64, heading: f64) -> Self {
        Pose { x, y, heading }
    }

    /// A pose whose heading is given in degrees (scenario files and tests read better so).
    pub fn from_degrees(x: f64, y: f64, heading_deg: f64) -> Self {
        Pose {
            x,
            y,
            heading: heading_deg.to_radians(),
        }
    }

    pub fn centre(&self) -> Point {
        Point::new(self.x, self.y)
    }

    /// Unit vector pointing where the pose faces.
    pub fn forward(&self) -> Point {
        Point::from_angle(self.heading)
    }

    /// Unit vector pointing to the pose's left (a quarter turn counter-clockwise of forward).
    pub fn left(&self) -> Point {
        self.forward().perp()
    }

    /// The table point `forward` millimetres ahead of and `left` millimetres to the left of the
    /// centre (negative values go back and right).
    pub fn point(&self, forward: f64, left: f64) -> Point {
        let (s, c) = self.heading.sin_cos();
        Point::new(
            self.x + c * forward - s * left,
            self.y + s * forward + c * left,
        )
    }

    /// The same pose moved `forward` ahead and `left` to the left, heading unchanged.
    pub fn shifted(&self, forward: f64, left: f64) -> Pose {
        let p = self.point(forward, left);
        Pose {
            x: p.x,
            y: p.y,
            heading: self.heading,
        }
    }

    /// The same pose turned by `angle` radians counter-clockwise about its own centre.
    pub fn turned(&self, angle: f64) -> Pose {
        Pose {
            heading: self.heading + angle,
            ..*self
        }
    }

    /// The whole pose turned by `angle` radians counter-clockwise about `centre`.
    pub fn rotated_about(&self, centre: Point, angle: f64) -> Pose {
        let p = self.centre().rotated_about(centre, angle);
        Pose {
            x: p.x,
            y: p.y,
            heading: self.heading + angle,
        }
    }

    /// The pose at `centre` facing `direction` (a non-zero vector).
    pub fn facing(centre: Point, direction: Point) -> Pose {
        Pose {
            x: centre.x,
            y: centre.y,
            heading: direction.angle(),
        }
    }

    /// The same pose with its heading brought into `(-pi, pi]`.
    pub fn normalized(&self) -> Pose {
        Pose {
            heading: normalize_angle(self.heading),
            ..*self
        }
    }

    /// Expresses table point `p` in this pose's frame: (ahead, to the left).
    pub fn local(&self, p: Point) -> (f64, f64) {
        let d = p - self.centre();
        let f = self.forward();
        (d.dot(f), f.cross(d))
    }

    pub fn is_finite(&self) -> bool {
        self.x.is_finite() && self.y.is_finite() && self.heading.is_finite()
    }
}

/// `angle` brought into `(-pi, pi]`.
pub fn normalize_angle(angle: f64) -> f64 {
    use std::f64::consts::{PI, TAU};
    let mut a = angle % TAU;
    if a <= -PI {
        a += TAU;
    } else if a > PI {
        a -= TAU;
    }
    a
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn local_and_point_are_inverse() {
        let pose = Pose::from_degrees(100.0, 50.0, 30.0);
        let p = pose.point(12.0, -7.0);
        let (f, l) = pose.local(p);
        assert!((f - 12.0).abs() < 1e-9 && (l + 7.0).abs() < 1e-9);
    }

    #[test]
    fn heading_ninety_degrees_faces_plus_y() {
        let pose = Pose::from_degrees(0.0, 0.0, 90.0);
        let p = pose.point(10.0, 0.0);
        assert!(p.x.abs() < 1e-12 && (p.y - 10.0).abs() < 1e-12);
        let l = pose.point(0.0, 10.0);
        assert!((l.x + 10.0).abs() < 1e-12 && l.y.abs() < 1e-12);
    }

    #[test]
    fn angles_normalize_into_half_open_interval() {
        use std::f64::consts::PI;
        assert!((normalize_angle(3.0 * PI) - PI).abs() < 1e-12);
        assert!((normalize_angle(-PI) - PI).abs() < 1e-12);
        assert!((normalize_angle(0.5) - 0.5).abs() < 1e-15);
    }
}
