//! Exact plane geometry for X-Wing, in f64 millimetres.
//!
//! Nothing here samples points: bases, sections, device tokens, straight templates and obstacles
//! are small convex polygons stored inline ([`ConvexPolygon`]); bank and turn templates are
//! exact annular sectors ([`ArcBand`]); both are pieces of a [`Shape`]. All measurements come
//! from [`GeometryConstants`]: built into the crate ([`GeometryConstants::builtin`]), or read
//! from the data folder at run time (`xwing/geometry/geometry-constants.json`), which wins when
//! present; the kernel itself does no I/O.
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
mod builtin;
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

/// The constants for unit tests: the built-in ones, which a test keeps equal to the project's
/// shared data file.
#[cfg(test)]
pub(crate) fn test_constants() -> GeometryConstants {
    GeometryConstants::builtin()
}

/// The project's own copy of the constants file, in `../shared/data` beside the checkout, when
/// this machine has it (a fresh clone does not).
#[cfg(test)]
fn shared_constants_file() -> Option<PathBuf> {
    let data = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data");
    Some(data.join(CONSTANTS_PATH)).filter(|file| file.is_file())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// The built-in constants written in the data file's layout (only the keys the loader
    /// reads), so that loader tests need no data folder.
    fn builtin_as_file() -> serde_json::Value {
        let c = GeometryConstants::builtin();
        let wl = |r: Rect| json!({"w": r.width, "l": r.length});
        let nub = |g: Guides| json!({"centre_x": g.lateral, "centre_y": g.along, "size": g.size});
        let speeds = |values: &[f64]| {
            let map: serde_json::Map<String, serde_json::Value> = values
                .iter()
                .enumerate()
                .map(|(i, v)| ((i + 1).to_string(), json!(v)))
                .collect();
            serde_json::Value::Object(map)
        };
        let shift = |s: [[f64; 2]; 2]| json!({"1": s[0], "2": s[1]});
        let token = |t: DeviceToken| {
            json!({"bbox": [t.footprint.width, t.footprint.length],
                   "centre_offset": t.centre_offset, "lateral_offset": t.lateral_offset})
        };
        let band = |i: usize| {
            let low = if i == 0 { 0.0 } else { c.range_bounds[i - 1] };
            json!([low, c.range_bounds[i]])
        };
        json!({
            "play_area": {"standard_3x3": c.play_area_standard,
                          "epic_3x6": [c.play_area_epic.width, c.play_area_epic.length]},
            "bases": {"small": wl(c.small), "medium": wl(c.medium), "large": wl(c.large),
                      "huge_1e_gr75_gozanti_croc": wl(c.huge_short),
                      "huge_1e_cr90_raider": wl(c.huge_long)},
            "guides_nubs_1e_tts": {"small": nub(c.guides_small), "large": nub(c.guides_large)},
            "range_bands": {"r1": band(0), "r2": band(1), "r3": band(2), "r4_epic": band(3),
                            "r5_epic": band(4)},
            "templates": {
                "width": {"value": c.template_width},
                "straight_len": speeds(&c.straight),
                "bank": {"angle": c.bank_angle.to_degrees(), "centreline_radius": speeds(&c.bank_radius)},
                "turn": {"angle": c.turn_angle.to_degrees(), "centreline_radius": speeds(&c.turn_radius)}
            },
            "huge_1e_maneuvers": {
                "straight": speeds(&c.huge_straight),
                "bank_heading_change": {"value": c.huge_bank_turn.to_degrees()},
                "bank_translation_jmt_mm": {"huge1": shift(c.huge_bank_shift_short),
                                            "huge2": shift(c.huge_bank_shift_long)}
            },
            "firing_arcs": {
                "1e": {"small": {"front": c.arcs.first_small_front.to_degrees()},
                       "large": {"front": c.arcs.first_large_front.to_degrees(),
                                 "mobile_side": c.arcs.first_large_mobile_side.to_degrees()}},
                "2e": {"small": {"front": c.arcs.second_small_front.to_degrees()},
                       "medium": {"front": c.arcs.second_medium_front.to_degrees()},
                       "large": {"front": c.arcs.second_large_front.to_degrees()},
                       "huge": {"front": c.arcs.second_huge_front.to_degrees()},
                       "bullseye_width": c.arcs.bullseye_width}
            },
            "devices_approx": {
                "standard_bomb_token": token(c.standard_bomb),
                "proximity_mine": token(c.proximity_mine),
                "cluster_mine_centre": token(c.cluster_mine_centre),
                "cluster_mine_side": token(c.cluster_mine_side),
                "conner_net": token(c.conner_net)
            }
        })
    }

    /// The same with the straight template of speed 3 set to `length`.
    fn file_with_straight_3(length: f64) -> String {
        let mut file = builtin_as_file();
        file["templates"]["straight_len"]["3"] = json!(length);
        file.to_string()
    }

    #[test]
    fn the_builtin_constants_equal_the_shared_data_file() {
        let Some(file) = shared_constants_file() else {
            eprintln!("no ../shared/data beside the checkout: the drift check is skipped");
            return;
        };
        let data = file.ancestors().nth(3).unwrap();
        let loaded = GeometryConstants::load(data).unwrap();
        let builtin = GeometryConstants::builtin();
        // Field by field first, so that a drift names the field.
        assert_eq!(builtin.play_area_standard, loaded.play_area_standard);
        assert_eq!(builtin.play_area_epic, loaded.play_area_epic);
        assert_eq!(builtin.small, loaded.small);
        assert_eq!(builtin.medium, loaded.medium);
        assert_eq!(builtin.large, loaded.large);
        assert_eq!(builtin.huge_short, loaded.huge_short);
        assert_eq!(builtin.huge_long, loaded.huge_long);
        assert_eq!(builtin.huge_section_base, loaded.huge_section_base);
        assert_eq!(builtin.guides_small, loaded.guides_small);
        assert_eq!(builtin.guides_medium, loaded.guides_medium);
        assert_eq!(builtin.guides_large, loaded.guides_large);
        assert_eq!(builtin.range_bounds, loaded.range_bounds);
        assert_eq!(builtin.template_width, loaded.template_width);
        assert_eq!(builtin.straight, loaded.straight);
        assert_eq!(builtin.bank_angle, loaded.bank_angle);
        assert_eq!(builtin.bank_radius, loaded.bank_radius);
        assert_eq!(builtin.turn_angle, loaded.turn_angle);
        assert_eq!(builtin.turn_radius, loaded.turn_radius);
        assert_eq!(builtin.huge_straight, loaded.huge_straight);
        assert_eq!(builtin.huge_bank_turn, loaded.huge_bank_turn);
        assert_eq!(builtin.huge_bank_shift_short, loaded.huge_bank_shift_short);
        assert_eq!(builtin.huge_bank_shift_long, loaded.huge_bank_shift_long);
        assert_eq!(builtin.arcs, loaded.arcs);
        assert_eq!(builtin.standard_bomb, loaded.standard_bomb);
        assert_eq!(builtin.proximity_mine, loaded.proximity_mine);
        assert_eq!(builtin.cluster_mine_centre, loaded.cluster_mine_centre);
        assert_eq!(builtin.cluster_mine_side, loaded.cluster_mine_side);
        assert_eq!(builtin.conner_net, loaded.conner_net);
        // And as a whole, so that a field added later is not forgotten.
        assert_eq!(builtin, loaded);
    }

    #[test]
    fn the_builtin_constants_pass_the_loader_checks() {
        let c = GeometryConstants::builtin();
        c.validate(std::path::Path::new("<builtin>")).unwrap();
    }

    #[test]
    fn a_data_folder_without_the_file_gets_the_builtin_constants() {
        let empty = std::env::temp_dir().join(format!("xwing-no-geometry-{}", std::process::id()));
        let _ = std::fs::create_dir_all(&empty);
        let c = GeometryConstants::load_or_builtin(&empty).unwrap();
        assert_eq!(c, GeometryConstants::builtin());
        let _ = std::fs::remove_dir(&empty);
    }

    #[test]
    fn a_data_folder_with_the_file_wins_over_the_builtin_constants() {
        let folder =
            std::env::temp_dir().join(format!("xwing-own-geometry-{}", std::process::id()));
        let file = folder.join(CONSTANTS_PATH);
        std::fs::create_dir_all(file.parent().unwrap()).unwrap();
        std::fs::write(&file, file_with_straight_3(121.0)).unwrap();
        let c = GeometryConstants::load_or_builtin(&folder).unwrap();
        let _ = std::fs::remove_dir_all(&folder);
        assert_eq!(c.straight, [40.0, 80.0, 121.0, 160.0, 200.0]);
    }

    #[test]
    fn constants_have_the_documented_values() {
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
        let text = builtin_as_file().to_string();
        assert_eq!(
            GeometryConstants::from_json(&text).unwrap().straight,
            GeometryConstants::builtin().straight
        );
        let err = GeometryConstants::from_json(&file_with_straight_3(-120.0)).unwrap_err();
        assert!(
            err.to_string().contains("templates.straight_len.3"),
            "{err}"
        );
    }
}
