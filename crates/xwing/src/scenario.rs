//! Scenario files for `holocron xwing measure` and `render`: a table laid out in JSON.
//!
//! [`ScenarioFile`] is the file as written (serde, unknown fields refused so that typos are
//! caught); [`Scenario::build`] checks it against the geometry constants and turns it into
//! kernel shapes, naming the bad entry and field when something is wrong (duplicate or unknown
//! ids, a concave obstacle, a medium base in a first-edition game, a template the ship cannot
//! use). The format is documented with an example in the README ("X-Wing scenario files").

use crate::geometry::{
    ArcKind, Bearing, ConvexPolygon, DeviceKind, Edition, GeometryConstants, GeometryError,
    HugeKind, Maneuver, PlayArea, Point, Pose, Section, Shape, ShipShape, ShipSize, Side,
    device_shape, template_shape,
};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// Errors reading or checking a scenario file.
#[derive(Debug, thiserror::Error)]
pub enum ScenarioError {
    #[error("cannot read the scenario {path}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("the scenario {path} is not valid: {message}")]
    Json { path: PathBuf, message: String },
    #[error("the scenario {path}: {field}: {message}")]
    Invalid {
        path: PathBuf,
        field: String,
        message: String,
    },
}

/// The play area of a scenario.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum AreaSpec {
    /// `"standard"` (3'x3') or `"epic"` (3'x6').
    Named(AreaName),
    /// Any rectangle, in mm.
    Custom { width: f64, height: f64 },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AreaName {
    Standard,
    Epic,
}

/// A pose as written in a scenario: centre in mm, heading in degrees counter-clockwise from
/// the x axis (0 faces +x, 90 faces +y).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PoseSpec {
    pub x: f64,
    pub y: f64,
    #[serde(default)]
    pub heading: f64,
}

impl PoseSpec {
    pub fn pose(&self) -> Pose {
        Pose::from_degrees(self.x, self.y, self.heading)
    }
}

/// Base sizes as written in a scenario.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SizeSpec {
    Small,
    Medium,
    Large,
    /// GR-75, Gozanti, C-ROC (first edition).
    HugeShort,
    /// CR90, Raider (first edition).
    HugeLong,
}

impl SizeSpec {
    pub fn size(self) -> ShipSize {
        match self {
            SizeSpec::Small => ShipSize::Small,
            SizeSpec::Medium => ShipSize::Medium,
            SizeSpec::Large => ShipSize::Large,
            SizeSpec::HugeShort => ShipSize::Huge(HugeKind::Short),
            SizeSpec::HugeLong => ShipSize::Huge(HugeKind::Long),
        }
    }
}

/// Firing arcs as written in a scenario.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ArcSpec {
    Front,
    Rear,
    Left,
    Right,
    FullFront,
    FullRear,
    Bullseye,
    Turret,
    ForeLeft,
    ForeRight,
    AftLeft,
    AftRight,
}

impl ArcSpec {
    pub fn kind(self) -> ArcKind {
        match self {
            ArcSpec::Front => ArcKind::Front,
            ArcSpec::Rear => ArcKind::Rear,
            ArcSpec::Left => ArcKind::Left,
            ArcSpec::Right => ArcKind::Right,
            ArcSpec::FullFront => ArcKind::FullFront,
            ArcSpec::FullRear => ArcKind::FullRear,
            ArcSpec::Bullseye => ArcKind::Bullseye,
            ArcSpec::Turret => ArcKind::Turret,
            ArcSpec::ForeLeft => ArcKind::Huge(Section::Fore, Side::Left),
            ArcSpec::ForeRight => ArcKind::Huge(Section::Fore, Side::Right),
            ArcSpec::AftLeft => ArcKind::Huge(Section::Aft, Side::Left),
            ArcSpec::AftRight => ArcKind::Huge(Section::Aft, Side::Right),
        }
    }

    /// The section a huge ship's arc is measured from.
    pub fn section(self) -> Option<Section> {
        match self.kind() {
            ArcKind::Huge(section, _) => Some(section),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            ArcSpec::Front => "front",
            ArcSpec::Rear => "rear",
            ArcSpec::Left => "left",
            ArcSpec::Right => "right",
            ArcSpec::FullFront => "full_front",
            ArcSpec::FullRear => "full_rear",
            ArcSpec::Bullseye => "bullseye",
            ArcSpec::Turret => "turret",
            ArcSpec::ForeLeft => "fore_left",
            ArcSpec::ForeRight => "fore_right",
            ArcSpec::AftLeft => "aft_left",
            ArcSpec::AftRight => "aft_right",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ShipSpec {
    pub id: String,
    pub size: SizeSpec,
    /// Overrides the scenario's edition for this ship.
    #[serde(default)]
    pub edition: Option<Edition>,
    pub pose: PoseSpec,
    /// The ship's firing arcs; default: front (first-edition huge ships: their four arcs).
    #[serde(default)]
    pub arcs: Option<Vec<ArcSpec>>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ObstacleSpec {
    pub id: String,
    /// Corners of a convex outline, in table mm, as `[x, y]` pairs.
    pub points: Vec<[f64; 2]>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeviceSpec {
    pub id: String,
    pub kind: DeviceKind,
    /// Centre of the (main) token; heading points away from the token's guides.
    pub pose: PoseSpec,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TemplateSpec {
    /// The ship the template is laid against (at its pose in the scenario).
    pub ship: String,
    pub speed: u8,
    pub bearing: Bearing,
}

/// A scenario file as written.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioFile {
    pub play_area: AreaSpec,
    pub edition: Edition,
    pub ships: Vec<ShipSpec>,
    #[serde(default)]
    pub obstacles: Vec<ObstacleSpec>,
    #[serde(default)]
    pub devices: Vec<DeviceSpec>,
    #[serde(default)]
    pub templates: Vec<TemplateSpec>,
}

/// A ship of a checked scenario.
#[derive(Clone, Debug, PartialEq)]
pub struct ScenarioShip {
    pub id: String,
    pub shape: ShipShape,
    pub arcs: Vec<ArcSpec>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct ScenarioObstacle {
    pub id: String,
    pub polygon: ConvexPolygon,
}

#[derive(Clone, Debug, PartialEq)]
pub struct ScenarioDevice {
    pub id: String,
    pub kind: DeviceKind,
    pub pose: Pose,
    pub shape: Shape,
}

#[derive(Clone, Debug, PartialEq)]
pub struct ScenarioTemplate {
    /// `ship id: speed bearing`, for reports.
    pub label: String,
    pub ship: String,
    pub maneuver: Maneuver,
    pub shape: Shape,
}

/// A checked scenario, in kernel shapes.
#[derive(Clone, Debug, PartialEq)]
pub struct Scenario {
    pub area: PlayArea,
    pub ships: Vec<ScenarioShip>,
    pub obstacles: Vec<ScenarioObstacle>,
    pub devices: Vec<ScenarioDevice>,
    pub templates: Vec<ScenarioTemplate>,
}

impl Scenario {
    /// Reads and checks a scenario file.
    pub fn load(c: &GeometryConstants, path: &Path) -> Result<Scenario, ScenarioError> {
        let text = std::fs::read_to_string(path).map_err(|source| ScenarioError::Io {
            path: path.to_path_buf(),
            source,
        })?;
        Scenario::parse(c, &text, path)
    }

    /// Parses and checks the text of a scenario file; `path` is used in messages only.
    pub fn parse(
        c: &GeometryConstants,
        text: &str,
        path: &Path,
    ) -> Result<Scenario, ScenarioError> {
        let file: ScenarioFile = serde_json::from_str(text).map_err(|e| ScenarioError::Json {
            path: path.to_path_buf(),
            message: e.to_string(),
        })?;
        Scenario::build(c, &file, path)
    }

    /// Checks a parsed scenario and builds its shapes.
    pub fn build(
        c: &GeometryConstants,
        file: &ScenarioFile,
        path: &Path,
    ) -> Result<Scenario, ScenarioError> {
        let invalid = |field: String, message: String| ScenarioError::Invalid {
            path: path.to_path_buf(),
            field,
            message,
        };
        let area = match file.play_area {
            AreaSpec::Named(AreaName::Standard) => PlayArea::standard(c),
            AreaSpec::Named(AreaName::Epic) => PlayArea::epic(c),
            AreaSpec::Custom { width, height } => {
                if !(width.is_finite() && height.is_finite() && width > 0.0 && height > 0.0) {
                    return Err(invalid(
                        "play_area".into(),
                        format!("width {width} and height {height} must be positive"),
                    ));
                }
                PlayArea { width, height }
            }
        };
        let mut ids: Vec<(String, String)> = Vec::new();
        let mut claim = |id: &str, field: String| -> Result<(), ScenarioError> {
            if id.is_empty() {
                return Err(invalid(field, "the id is empty".into()));
            }
            if let Some((_, first)) = ids.iter().find(|(seen, _)| *seen == id) {
                return Err(invalid(
                    field,
                    format!("id \"{id}\" is already used by {first}"),
                ));
            }
            ids.push((id.to_string(), field));
            Ok(())
        };

        let mut ships = Vec::new();
        for (i, s) in file.ships.iter().enumerate() {
            let field = format!("ships[{i}] (id \"{}\")", s.id);
            claim(&s.id, format!("ships[{i}]"))?;
            let pose = finite_pose(&s.pose).map_err(|m| invalid(format!("{field}.pose"), m))?;
            let edition = s.edition.unwrap_or(file.edition);
            let shape = ShipShape::new(c, s.size.size(), edition, pose)
                .map_err(|e| invalid(format!("{field}.size"), e.to_string()))?;
            let arcs = match &s.arcs {
                Some(arcs) => arcs.clone(),
                None if shape.is_huge() => vec![
                    ArcSpec::ForeLeft,
                    ArcSpec::ForeRight,
                    ArcSpec::AftLeft,
                    ArcSpec::AftRight,
                ],
                None => vec![ArcSpec::Front],
            };
            for (j, arc) in arcs.iter().enumerate() {
                // Every arc must be drawable for this ship: the same check the kernel makes.
                crate::geometry::arc_region(c, &shape, arc.kind()).map_err(|e| {
                    invalid(format!("{field}.arcs[{j}] ({})", arc.name()), e.to_string())
                })?;
            }
            ships.push(ScenarioShip {
                id: s.id.clone(),
                shape,
                arcs,
            });
        }

        let mut obstacles = Vec::new();
        for (i, o) in file.obstacles.iter().enumerate() {
            claim(&o.id, format!("obstacles[{i}]"))?;
            let points: Vec<Point> = o.points.iter().map(|[x, y]| Point::new(*x, *y)).collect();
            let polygon = ConvexPolygon::new(&points).map_err(|e| {
                invalid(
                    format!("obstacles[{i}] (id \"{}\").points", o.id),
                    e.to_string(),
                )
            })?;
            obstacles.push(ScenarioObstacle {
                id: o.id.clone(),
                polygon,
            });
        }

        let mut devices = Vec::new();
        for (i, d) in file.devices.iter().enumerate() {
            claim(&d.id, format!("devices[{i}]"))?;
            let pose = finite_pose(&d.pose)
                .map_err(|m| invalid(format!("devices[{i}] (id \"{}\").pose", d.id), m))?;
            devices.push(ScenarioDevice {
                id: d.id.clone(),
                kind: d.kind,
                pose,
                shape: device_shape(c, d.kind, pose),
            });
        }

        let mut templates = Vec::new();
        for (i, t) in file.templates.iter().enumerate() {
            let field = format!("templates[{i}]");
            let ship = ships.iter().find(|s| s.id == t.ship).ok_or_else(|| {
                invalid(
                    format!("{field}.ship"),
                    format!("no ship has id \"{}\"", t.ship),
                )
            })?;
            let maneuver = Maneuver::new(t.speed, t.bearing);
            let shape = template_shape(c, &ship.shape, maneuver)
                .map_err(|e: GeometryError| invalid(field.clone(), e.to_string()))?
                .ok_or_else(|| {
                    invalid(
                        field.clone(),
                        "a stationary maneuver has no template".into(),
                    )
                })?;
            let bearing = serde_json::to_value(t.bearing)
                .ok()
                .and_then(|v| v.as_str().map(str::to_string))
                .unwrap_or_default();
            templates.push(ScenarioTemplate {
                label: format!("{}: {} {}", t.ship, t.speed, bearing),
                ship: t.ship.clone(),
                maneuver,
                shape,
            });
        }
        Ok(Scenario {
            area,
            ships,
            obstacles,
            devices,
            templates,
        })
    }
}

fn finite_pose(p: &PoseSpec) -> Result<Pose, String> {
    if [p.x, p.y, p.heading].iter().all(|v| v.is_finite()) {
        Ok(p.pose())
    } else {
        Err(format!(
            "x {}, y {}, heading {} must be finite numbers",
            p.x, p.y, p.heading
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn constants() -> GeometryConstants {
        GeometryConstants::builtin()
    }

    fn parse(text: &str) -> Result<Scenario, ScenarioError> {
        Scenario::parse(&constants(), text, Path::new("test.json"))
    }

    #[test]
    fn a_small_scenario_builds() {
        let s = parse(
            r#"{"play_area": "standard", "edition": "second",
                "ships": [{"id": "a", "size": "small", "pose": {"x": 100, "y": 100, "heading": 90}}],
                "obstacles": [{"id": "rock", "points": [[300,300],[340,300],[320,340]]}],
                "devices": [{"id": "mine", "kind": "proximity_mine", "pose": {"x": 500, "y": 500}}],
                "templates": [{"ship": "a", "speed": 2, "bearing": "bank_left"}]}"#,
        )
        .unwrap();
        assert_eq!(s.ships[0].arcs, vec![ArcSpec::Front]);
        assert_eq!(s.templates[0].label, "a: 2 bank_left");
        assert_eq!(s.area.width, 914.4);
    }

    #[test]
    fn errors_name_the_entry_and_the_field() {
        let dup = parse(
            r#"{"play_area": "standard", "edition": "second", "ships": [
                {"id": "a", "size": "small", "pose": {"x": 1, "y": 1}},
                {"id": "a", "size": "large", "pose": {"x": 1, "y": 1}}]}"#,
        )
        .unwrap_err()
        .to_string();
        assert!(
            dup.contains("ships[1]") && dup.contains("already used by ships[0]"),
            "{dup}"
        );

        let concave = parse(
            r#"{"play_area": "epic", "edition": "first", "ships": [],
                "obstacles": [{"id": "bad", "points": [[0,0],[4,0],[4,4],[2,1],[0,4]]}]}"#,
        )
        .unwrap_err()
        .to_string();
        assert!(
            concave.contains("obstacles[0] (id \"bad\").points") && concave.contains("not convex"),
            "{concave}"
        );

        let medium = parse(
            r#"{"play_area": "standard", "edition": "first", "ships": [
                {"id": "m", "size": "medium", "pose": {"x": 1, "y": 1}}]}"#,
        )
        .unwrap_err()
        .to_string();
        assert!(medium.contains("ships[0] (id \"m\").size"), "{medium}");

        let typo =
            parse(r#"{"play_area": "standard", "edition": "second", "ships": [], "obstacle": []}"#)
                .unwrap_err()
                .to_string();
        assert!(typo.contains("unknown field `obstacle`"), "{typo}");

        let unknown_ship = parse(
            r#"{"play_area": "standard", "edition": "second", "ships": [],
                "templates": [{"ship": "ghost", "speed": 1, "bearing": "straight"}]}"#,
        )
        .unwrap_err()
        .to_string();
        assert!(
            unknown_ship.contains("templates[0].ship") && unknown_ship.contains("ghost"),
            "{unknown_ship}"
        );

        let bad_arc = parse(
            r#"{"play_area": "standard", "edition": "second", "ships": [
                {"id": "x", "size": "small", "pose": {"x": 1, "y": 1}, "arcs": ["fore_left"]}]}"#,
        )
        .unwrap_err()
        .to_string();
        assert!(
            bad_arc.contains("ships[0] (id \"x\").arcs[0] (fore_left)"),
            "{bad_arc}"
        );
    }
}
