//! Devices (second edition, seed 002): token footprints with their guides, and placement by
//! dropping (template between the rear guides) or launching (between the front guides).

use super::GeometryError;
use super::constants::{DeviceToken, GeometryConstants};
use super::polygon::ConvexPolygon;
use super::pose::Pose;
use super::shape::Shape;
use super::ship::ShipShape;
use super::template::{Template, TemplateKind};
use serde::{Deserialize, Serialize};
use std::f64::consts::PI;

/// The device tokens of `device.json`, by footprint.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DeviceKind {
    /// The common bomb token (seismic charge, proton bomb, ion bomb, thermal detonator,
    /// bomblet, concussion bomb, electro-proton bomb).
    StandardBomb,
    ProximityMine,
    /// A centre token and two side tokens.
    ClusterMine,
    ConnerNet,
}

/// How a device enters play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Placement {
    /// Template between the rear guides, running backward.
    Drop,
    /// Template between the front guides, running forward.
    Launch,
}

/// A placed device: where its (main) token is, the template used, and its whole shape.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DevicePlacement {
    /// Centre of the main token, facing away from the template (its guides are on its back
    /// side, against the template's far end).
    pub pose: Pose,
    pub template: Template,
    /// Every token of the device, guides included.
    pub shape: Shape,
}

fn token(c: &GeometryConstants, kind: DeviceKind) -> DeviceToken {
    match kind {
        DeviceKind::StandardBomb => c.standard_bomb,
        DeviceKind::ProximityMine => c.proximity_mine,
        DeviceKind::ClusterMine => c.cluster_mine_centre,
        DeviceKind::ConnerNet => c.conner_net,
    }
}

/// The shape of a device whose main token is at `pose` (facing away from its guides). The
/// guides are part of the device for ranges, overlaps and moving through (seed 002); the
/// measured footprints include them. A cluster mine adds its two side tokens.
pub fn device_shape(c: &GeometryConstants, kind: DeviceKind, pose: Pose) -> Shape {
    let main = token(c, kind);
    let mut polys = vec![ConvexPolygon::rectangle(
        &pose,
        main.footprint.length,
        main.footprint.width,
    )];
    if kind == DeviceKind::ClusterMine {
        let side = c.cluster_mine_side;
        let ahead = side.centre_offset - main.centre_offset;
        for lateral in [side.lateral_offset, -side.lateral_offset] {
            polys.push(ConvexPolygon::rectangle(
                &pose.shifted(ahead, lateral),
                side.footprint.length,
                side.footprint.width,
            ));
        }
    }
    Shape::from_polygons(polys)
}

/// The guides of a device's main token: the strip of its footprint that reaches back past the
/// template's far end (see [`DeviceToken::guide_depth`]). `None` if the data gives it no depth.
pub fn device_guides(c: &GeometryConstants, kind: DeviceKind, pose: Pose) -> Option<ConvexPolygon> {
    let t = token(c, kind);
    let depth = t.guide_depth();
    if depth <= 0.0 {
        return None;
    }
    let back = -t.footprint.length / 2.0;
    let hw = t.footprint.width / 2.0;
    Some(ConvexPolygon::local_rectangle(
        &pose,
        back,
        back + depth,
        -hw,
        hw,
    ))
}

/// Drops or launches a device with `template`: the template is laid between the rear guides
/// (drop, running backward) or the front guides (launch, running forward), and the device's
/// guides rest against its far end. Left and right of curved templates are as seen looking
/// along the template.
pub fn place_device(
    c: &GeometryConstants,
    ship: &ShipShape,
    kind: DeviceKind,
    template: TemplateKind,
    how: Placement,
) -> Result<DevicePlacement, GeometryError> {
    if ship.is_huge() {
        return Err(GeometryError::Unsupported(
            "huge ships do not place devices".into(),
        ));
    }
    let start = match how {
        Placement::Drop => ship.pose.shifted(-ship.length() / 2.0, 0.0).turned(PI),
        Placement::Launch => ship.pose.shifted(ship.length() / 2.0, 0.0),
    };
    let t = Template::lay(c, template, start)?;
    let pose = t.end.shifted(token(c, kind).centre_offset, 0.0);
    Ok(DevicePlacement {
        pose,
        template: t,
        shape: device_shape(c, kind, pose),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::ship::{Edition, ShipSize};
    use crate::geometry::{test_constants, test_ship};

    #[test]
    fn dropped_bomb_lies_behind_the_ship_past_the_template() {
        let c = test_constants();
        let ship = test_ship(
            &c,
            ShipSize::Small,
            Edition::Second,
            Pose::new(0.0, 0.0, 0.0),
        );
        let placed = place_device(
            &c,
            &ship,
            DeviceKind::StandardBomb,
            TemplateKind::Straight(1),
            Placement::Drop,
        )
        .unwrap();
        assert!((placed.pose.x - (-20.0 - 40.0 - c.standard_bomb.centre_offset)).abs() < 1e-9);
        assert!(!placed.shape.overlaps(&ship.footprint_with_guides()));
        let launched = place_device(
            &c,
            &ship,
            DeviceKind::StandardBomb,
            TemplateKind::Straight(1),
            Placement::Launch,
        )
        .unwrap();
        assert!(launched.pose.x > 60.0);
    }

    #[test]
    fn cluster_mine_has_three_tokens() {
        let c = test_constants();
        let shape = device_shape(&c, DeviceKind::ClusterMine, Pose::default());
        assert_eq!(shape.parts.len(), 3);
    }
}
