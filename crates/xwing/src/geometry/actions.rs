//! Positions reached by actions and moves that are not maneuvers: barrel rolls (and the
//! sideways decloak), boosts are plain maneuvers (see [`super::maneuver`]).

use super::GeometryError;
use super::constants::GeometryConstants;
use super::pose::Pose;
use super::ship::ShipShape;
use super::template::{Side, Template, TemplateKind};
use serde::{Deserialize, Serialize};

/// Where the ship ends along the template's far end after a barrel roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SlidePosition {
    /// As far forward as the template allows (the template meets the rear of the side).
    Forward,
    /// Centred on the template.
    Middle,
    /// As far back as the template allows.
    Backward,
}

/// A barrel roll (or a sideways decloak) to `side` with `template` (straight 1 for a barrel
/// roll, straight 2 for a small ship's decloak): the template is laid centred against the
/// side of the base, and the ship is placed with its other side against the template's far
/// end, at `position`. Returns the new pose and the template. Huge ships cannot roll.
pub fn barrel_roll(
    c: &GeometryConstants,
    ship: &ShipShape,
    side: Side,
    template: TemplateKind,
    position: SlidePosition,
) -> Result<(Pose, Template), GeometryError> {
    if ship.is_huge() {
        return Err(GeometryError::Unsupported(
            "huge ships cannot barrel roll".into(),
        ));
    }
    let hw = ship.width() / 2.0;
    let start = ship
        .pose
        .shifted(0.0, hw * side.sign())
        .turned(side.sign() * std::f64::consts::FRAC_PI_2);
    let t = Template::lay(c, template, start)?;
    let slide = (ship.length() - c.template_width) / 2.0;
    let ahead = match position {
        SlidePosition::Forward => slide,
        SlidePosition::Middle => 0.0,
        SlidePosition::Backward => -slide,
    };
    // The far end faces away from the ship; the ship keeps its heading, its near side on the
    // end, shifted along its own heading.
    let centre = t.end.point(hw, 0.0);
    let end_heading_change = t.end.heading - start.heading;
    let pose =
        Pose::new(centre.x, centre.y, ship.pose.heading + end_heading_change).shifted(ahead, 0.0);
    Ok((pose, t))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::ship::{Edition, ShipSize};
    use crate::geometry::{test_constants, test_ship};

    #[test]
    fn barrel_roll_moves_a_base_width_plus_the_template_sideways() {
        let c = test_constants();
        let ship = test_ship(
            &c,
            ShipSize::Small,
            Edition::Second,
            Pose::new(0.0, 0.0, 0.0),
        );
        let (pose, _) = barrel_roll(
            &c,
            &ship,
            Side::Left,
            TemplateKind::Straight(1),
            SlidePosition::Middle,
        )
        .unwrap();
        assert!(pose.x.abs() < 1e-9 && (pose.y - 80.0).abs() < 1e-9 && pose.heading.abs() < 1e-12);
        let (fwd, _) = barrel_roll(
            &c,
            &ship,
            Side::Right,
            TemplateKind::Straight(1),
            SlidePosition::Forward,
        )
        .unwrap();
        assert!((fwd.x - 10.0).abs() < 1e-9 && (fwd.y + 80.0).abs() < 1e-9);
    }
}
