//! Exact plane geometry for X-Wing, in f64 millimetres.
//!
//! Nothing here samples points: bases, sections, device tokens, straight templates and obstacles
//! are small convex polygons stored inline ([`ConvexPolygon`]); bank and turn templates are
//! exact annular sectors ([`ArcBand`]); both are pieces of a [`Shape`]. All measurements come
//! from [`GeometryConstants`], read from the data folder at run time
//! (`xwing/geometry/geometry-constants.json`) or built in code by tests; the kernel itself does
//! no I/O.
//!
//! # Conventions
//!
//! * Table axes: x to the right, y away from the first player's edge; the play area is
//!   `0..width` by `0..height` ([`PlayArea`]).
//! * A [`Pose`] is the centre of a base or token and its heading in radians, counter-clockwise
//!   from the x axis (0 faces +x).
//! * **Touching is distance 0 but not overlap.** [`Shape::distance`] is 0 when outlines touch or
//!   interiors overlap; [`Shape::overlaps`] is true only when the interiors overlap by more than
//!   [`CONTACT_TOLERANCE`]. A ship that backs up after a bump therefore ends touching, not
//!   overlapping, the ship it backed over, and two bases sharing an edge are at range 0/1
//!   without overlapping. Lines of fire and arc lines count as met when merely touched. (The one
//!   exception: two template bands, which no rule compares, overlap when they touch.)
//!
//! # Main entry points
//!
//! * Bodies: [`ShipShape::new`] (size, edition, pose) with [`ShipShape::hull`] (range and
//!   arcs), [`ShipShape::footprint_with_guides`] (ship overlaps), [`ShipShape::sections`],
//!   [`ShipShape::centre_line`], [`ShipShape::section_base_centre`] for huge ships.
//! * Queries between shapes: [`distance`], [`overlaps`], [`Shape::closest_points`] (the range
//!   line), [`Shape::touches`].
//! * Movement: [`final_pose`], [`template_shape`], [`execute_maneuver`] (with exact backing up
//!   on blockers and the traversed part of the template, seed 002), [`barrel_roll`].
//! * Range and arcs: [`range_band`], [`arc_region`], [`in_arc`], [`distance_in_arc`].
//! * Lines of fire: [`obstructs`], [`section_targetable`] (seed 000).
//! * Devices: [`device_shape`], [`place_device`] (drop and launch, seed 002).
//! * Play area: [`PlayArea::contains`], [`PlayArea::partly_outside`],
//!   [`PlayArea::extent_from_edge`].

mod actions;
mod arcs;
mod area;
mod band;
mod constants;
mod device;
mod maneuver;
mod point;
mod polygon;
mod pose;
mod range;
mod shape;
mod ship;
mod template;

pub use actions::{SlidePosition, barrel_roll};
pub use arcs::{ArcKind, ArcRegion, arc_region, distance_in_arc, in_arc, range_in_arc};
pub use area::{Edge, PlayArea};
pub use band::ArcBand;
pub use constants::{ArcAngles, CONSTANTS_PATH, DeviceToken, GeometryConstants, Guides, Rect};
pub use device::{
    DeviceKind, DevicePlacement, Placement, device_guides, device_shape, place_device,
};
pub use maneuver::{
    Bearing, Maneuver, MoveOutcome, execute_maneuver, final_pose, template, template_shape,
};
pub use point::{Point, Segment};
pub use polygon::{ConvexPolygon, MAX_VERTICES};
pub use pose::{Pose, normalize_angle};
pub use range::{obstructs, range_band, section_targetable};
pub use shape::{Part, Shape, distance, overlaps};
pub use ship::{Edition, HugeKind, Section, ShipShape, ShipSize};
pub use template::{Curve, Side, Template, TemplateKind};

use std::path::PathBuf;

/// Outlines closer than this (mm) touch; interiors must overlap deeper than this to overlap.
/// It absorbs floating-point rounding (a backed-up ship computed to touch its blocker), far
/// below anything a ruler can see.
pub const CONTACT_TOLERANCE: f64 = 1e-9;

/// Errors of the geometry kernel.
#[derive(Debug, thiserror::Error)]
pub enum GeometryError {
    #[error("cannot read the geometry constants {path}")]
    ConstantsIo {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("the geometry constants {path} are not valid JSON for this kernel: {message}")]
    ConstantsJson { path: PathBuf, message: String },
    #[error("the geometry constants {path}: field `{field}` {problem}")]
    ConstantsField {
        path: PathBuf,
        field: String,
        problem: String,
    },
    #[error("bad polygon: {0}")]
    BadPolygon(String),
    #[error("bad template band: {0}")]
    BadBand(String),
    #[error("bad pose: {0}")]
    BadPose(String),
    #[error("not supported: {0}")]
    Unsupported(String),
}

/// A ship for unit tests.
#[cfg(test)]
pub(crate) fn test_ship(
    c: &GeometryConstants,
    size: ShipSize,
    edition: Edition,
    pose: Pose,
) -> ShipShape {
    ShipShape::new(c, size, edition, pose).expect("a valid test ship")
}

/// The constants from the shared data folder, for unit tests.
#[cfg(test)]
pub(crate) fn test_constants() -> GeometryConstants {
    let data = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data");
    GeometryConstants::load(&data).expect("the shared data folder holds the geometry constants")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constants_load_from_the_data_folder_with_the_documented_values() {
        let c = test_constants();
        assert_eq!(
            c.small,
            Rect {
                width: 40.0,
                length: 40.0
            }
        );
        assert_eq!(c.straight, [40.0, 80.0, 120.0, 160.0, 200.0]);
        assert_eq!(c.range_bounds, [100.0, 200.0, 300.0, 400.0, 500.0]);
        assert!((c.bank_angle - std::f64::consts::FRAC_PI_4).abs() < 1e-15);
        assert_eq!(c.huge_section_base, c.large);
    }

    #[test]
    fn missing_or_malformed_constants_name_the_problem() {
        let err = GeometryConstants::load(std::path::Path::new("/nonexistent")).unwrap_err();
        assert!(err.to_string().contains("geometry-constants.json"), "{err}");
        let err = GeometryConstants::from_json("{\"play_area\": 3}").unwrap_err();
        assert!(matches!(err, GeometryError::ConstantsJson { .. }), "{err}");
        let data = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data");
        let text = std::fs::read_to_string(data.join(CONSTANTS_PATH)).unwrap();
        let broken = text.replace("\"3\": 120,", "\"3\": -120,");
        assert_ne!(broken, text, "the test edits the straight-3 length");
        let err = GeometryConstants::from_json(&broken).unwrap_err();
        assert!(
            err.to_string().contains("templates.straight_len.3"),
            "{err}"
        );
    }
}
