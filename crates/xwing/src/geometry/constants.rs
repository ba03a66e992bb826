//! The physical measurements of the game: built in ([`GeometryConstants::builtin`], in
//! `builtin.rs`), or read from `xwing/geometry/geometry-constants.json` in a data folder.
//!
//! [`GeometryConstants`] is the typed view the kernel works with: plain public fields in
//! millimetres and radians, so tests can build or alter one without any file. It is read from
//! the data folder with [`GeometryConstants::load`] (or from a JSON string with
//! [`GeometryConstants::from_json`]); a missing file or a missing or malformed value is an error
//! that names the file and the field. [`GeometryConstants::load_or_builtin`] takes the data
//! folder's file when it has one, else the built-in values.
//!
//! Values the data file marks as low confidence, and values this crate has to infer because no
//! source gives them, live in fields whose documentation says so (look for "Low confidence").

use super::GeometryError;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// Where the constants file lives inside the data folder.
pub const CONSTANTS_PATH: &str = "xwing/geometry/geometry-constants.json";

/// Width and length of a rectangular base or token.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rect {
    /// Across the heading.
    pub width: f64,
    /// Along the heading.
    pub length: f64,
}

/// The four guides (nubs) of a base: small squares centred `lateral` mm left and right of the
/// centre line and `along` mm ahead of and behind the centre. They stick out of the front and
/// rear edges.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Guides {
    pub lateral: f64,
    pub along: f64,
    pub size: f64,
}

/// A device token: its footprint (guides included) and where it sits past the template end.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct DeviceToken {
    /// Footprint: width across the placing direction, length along it. The footprint includes
    /// the device's guides (the data measures the whole token image, tabs included).
    pub footprint: Rect,
    /// Distance from the template's far end to the token's centre, along the placing
    /// direction.
    pub centre_offset: f64,
    /// Sideways offset of the token's centre from the template's centre line (only the side
    /// tokens of a cluster mine have one).
    pub lateral_offset: f64,
}

impl DeviceToken {
    /// How far the footprint reaches back past the template's far end: the guides that rest
    /// against it. Derived: half the footprint length minus the centre offset.
    pub fn guide_depth(&self) -> f64 {
        (self.footprint.length / 2.0 - self.centre_offset).max(0.0)
    }
}

/// Firing-arc angles (full angle of each arc, radians).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct ArcAngles {
    pub first_small_front: f64,
    pub first_large_front: f64,
    /// The side arcs of a first-edition large ship's mobile arc.
    pub first_large_mobile_side: f64,
    pub second_small_front: f64,
    pub second_medium_front: f64,
    pub second_large_front: f64,
    pub second_huge_front: f64,
    /// Width of the second-edition bullseye arc (mm).
    pub bullseye_width: f64,
}

/// Every measurement the geometry kernel uses. Lengths in mm, angles in radians.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GeometryConstants {
    /// Side of the standard 3'x3' play area.
    pub play_area_standard: f64,
    /// Width and length of the 3'x6' Epic play area.
    pub play_area_epic: Rect,
    pub small: Rect,
    /// Second edition only.
    pub medium: Rect,
    pub large: Rect,
    /// The whole token of a first-edition GR-75, Gozanti or C-ROC (medium confidence).
    pub huge_short: Rect,
    /// The whole token of a first-edition CR90 or Raider (medium confidence).
    pub huge_long: Rect,
    /// Low confidence (inferred, not in the data): seed 000 says huge ships stand on two large
    /// plastic bases; each section's base is taken as a large base flush with its end of the
    /// token.
    pub huge_section_base: Rect,
    pub guides_small: Guides,
    /// Low confidence (derived): no source measures medium-base guides; they are taken at the
    /// same sideways spacing as the other bases (they fit the same templates) and sticking out
    /// of the edges as far as the small base's do.
    pub guides_medium: Guides,
    pub guides_large: Guides,
    /// Upper bounds of range bands 1 to 5 (band n covers `(bound[n-2], bound[n-1]]`).
    pub range_bounds: [f64; 5],
    /// Medium confidence (inferred from module offsets): width of every maneuver template.
    pub template_width: f64,
    /// Straight template lengths for speeds 1 to 5.
    pub straight: [f64; 5],
    pub bank_angle: f64,
    /// Centre-line radii of the bank templates, speeds 1 to 3.
    pub bank_radius: [f64; 3],
    pub turn_angle: f64,
    /// Centre-line radii of the turn templates, speeds 1 to 3.
    pub turn_radius: [f64; 3],
    /// First-edition huge ship forward maneuvers, speeds 1 to 4: how far the ship slides.
    pub huge_straight: [f64; 4],
    /// Medium confidence: heading change of a huge ship's side maneuver.
    pub huge_bank_turn: f64,
    /// Low confidence (the two sources disagree): how far a short huge ship's centre moves in
    /// a side maneuver of speed 1 and 2, as `[ahead, sideways toward the maneuver]`.
    pub huge_bank_shift_short: [[f64; 2]; 2],
    /// Low confidence: the same for the long huge ships (CR90, Raider).
    pub huge_bank_shift_long: [[f64; 2]; 2],
    pub arcs: ArcAngles,
    /// Low confidence (all device values): token measurements from module images.
    pub standard_bomb: DeviceToken,
    pub proximity_mine: DeviceToken,
    pub cluster_mine_centre: DeviceToken,
    pub cluster_mine_side: DeviceToken,
    pub conner_net: DeviceToken,
}

impl GeometryConstants {
    /// Reads `xwing/geometry/geometry-constants.json` from the data folder.
    pub fn load(data_dir: &Path) -> Result<Self, GeometryError> {
        let path = data_dir.join(CONSTANTS_PATH);
        let text = std::fs::read_to_string(&path).map_err(|source| GeometryError::ConstantsIo {
            path: path.clone(),
            source,
        })?;
        Self::parse(&text, &path)
    }

    /// The data folder's constants file when it has one (an error if that file is broken),
    /// else [`GeometryConstants::builtin`].
    pub fn load_or_builtin(data_dir: &Path) -> Result<Self, GeometryError> {
        if data_dir.join(CONSTANTS_PATH).is_file() {
            Self::load(data_dir)
        } else {
            Ok(Self::builtin())
        }
    }

    /// Parses the constants from the text of the JSON file.
    pub fn from_json(text: &str) -> Result<Self, GeometryError> {
        Self::parse(text, Path::new("<string>"))
    }

    fn parse(text: &str, path: &Path) -> Result<Self, GeometryError> {
        let raw: raw::File =
            serde_json::from_str(text).map_err(|e| GeometryError::ConstantsJson {
                path: path.to_path_buf(),
                message: e.to_string(),
            })?;
        raw.into_constants(path)
    }
}

/// The file's own layout, read as it is and then checked field by field.
mod raw {
    use super::*;

    #[derive(Deserialize)]
    pub struct File {
        play_area: PlayArea,
        bases: Bases,
        guides_nubs_1e_tts: GuidesFile,
        range_bands: BTreeMap<String, serde_json::Value>,
        templates: Templates,
        huge_1e_maneuvers: HugeManeuvers,
        firing_arcs: FiringArcs,
        devices_approx: Devices,
    }

    #[derive(Deserialize)]
    struct PlayArea {
        standard_3x3: f64,
        epic_3x6: [f64; 2],
    }

    #[derive(Deserialize)]
    struct Wl {
        w: f64,
        l: f64,
    }

    #[derive(Deserialize)]
    struct Bases {
        small: Wl,
        medium: Wl,
        large: Wl,
        huge_1e_gr75_gozanti_croc: Wl,
        huge_1e_cr90_raider: Wl,
    }

    #[derive(Deserialize)]
    struct Nub {
        centre_x: f64,
        centre_y: f64,
        size: f64,
    }

    #[derive(Deserialize)]
    struct GuidesFile {
        small: Nub,
        large: Nub,
    }

    #[derive(Deserialize)]
    struct Value {
        value: f64,
    }

    #[derive(Deserialize)]
    struct Curve {
        angle: f64,
        centreline_radius: BTreeMap<String, f64>,
    }

    #[derive(Deserialize)]
    struct Templates {
        width: Value,
        straight_len: BTreeMap<String, serde_json::Value>,
        bank: Curve,
        turn: Curve,
    }

    #[derive(Deserialize)]
    struct HugeManeuvers {
        straight: BTreeMap<String, serde_json::Value>,
        bank_heading_change: Value,
        bank_translation_jmt_mm: BTreeMap<String, serde_json::Value>,
    }

    #[derive(Deserialize)]
    struct FirstArcs {
        small: FrontOnly,
        large: LargeFirst,
    }

    #[derive(Deserialize)]
    struct FrontOnly {
        front: f64,
    }

    #[derive(Deserialize)]
    struct LargeFirst {
        front: f64,
        mobile_side: f64,
    }

    #[derive(Deserialize)]
    struct SecondArcs {
        small: FrontOnly,
        medium: FrontOnly,
        large: FrontOnly,
        huge: FrontOnly,
        bullseye_width: f64,
    }

    #[derive(Deserialize)]
    struct FiringArcs {
        #[serde(rename = "1e")]
        first: FirstArcs,
        #[serde(rename = "2e")]
        second: SecondArcs,
    }

    #[derive(Deserialize)]
    struct Token {
        bbox: [f64; 2],
        centre_offset: f64,
        #[serde(default)]
        lateral_offset: f64,
    }

    #[derive(Deserialize)]
    struct Devices {
        standard_bomb_token: Token,
        proximity_mine: Token,
        cluster_mine_centre: Token,
        cluster_mine_side: Token,
        conner_net: Token,
    }

    fn rect(w: &Wl) -> Rect {
        Rect {
            width: w.w,
            length: w.l,
        }
    }

    fn token(t: &Token) -> DeviceToken {
        DeviceToken {
            footprint: Rect {
                width: t.bbox[0],
                length: t.bbox[1],
            },
            centre_offset: t.centre_offset,
            lateral_offset: t.lateral_offset,
        }
    }

    /// Reads keys "1".."N" of a map of numbers (other keys, like "src", are ignored).
    fn speeds<const N: usize>(
        map: &BTreeMap<String, serde_json::Value>,
        field: &str,
        path: &Path,
    ) -> Result<[f64; N], GeometryError> {
        let mut out = [0.0; N];
        for (i, slot) in out.iter_mut().enumerate() {
            let key = (i + 1).to_string();
            *slot = map
                .get(&key)
                .and_then(|v| v.as_f64())
                .ok_or_else(|| missing(path, &format!("{field}.{key}")))?;
        }
        Ok(out)
    }

    fn missing(path: &Path, field: &str) -> GeometryError {
        GeometryError::ConstantsField {
            path: path.to_path_buf(),
            field: field.to_string(),
            problem: "missing or not a number".into(),
        }
    }

    impl File {
        pub fn into_constants(self, path: &Path) -> Result<GeometryConstants, GeometryError> {
            let radii = |c: &Curve, field: &str| -> Result<[f64; 3], GeometryError> {
                let as_values: BTreeMap<String, serde_json::Value> = c
                    .centreline_radius
                    .iter()
                    .map(|(k, v)| (k.clone(), serde_json::Value::from(*v)))
                    .collect();
                speeds::<3>(&as_values, field, path)
            };
            let mut range_bounds = [0.0; 5];
            for (i, key) in ["r1", "r2", "r3", "r4_epic", "r5_epic"].iter().enumerate() {
                let band = self
                    .range_bands
                    .get(*key)
                    .and_then(|v| v.as_array())
                    .and_then(|a| a.get(1))
                    .and_then(|v| v.as_f64())
                    .ok_or_else(|| missing(path, &format!("range_bands.{key}[1]")))?;
                range_bounds[i] = band;
            }
            let shift = |kind: &str| -> Result<[[f64; 2]; 2], GeometryError> {
                let table = self
                    .huge_1e_maneuvers
                    .bank_translation_jmt_mm
                    .get(kind)
                    .ok_or_else(|| {
                        missing(
                            path,
                            &format!("huge_1e_maneuvers.bank_translation_jmt_mm.{kind}"),
                        )
                    })?;
                let get = |s: &str| -> Result<[f64; 2], GeometryError> {
                    let pair = table
                        .get(s)
                        .and_then(|v| v.as_array())
                        .filter(|a| a.len() == 2);
                    let nums = pair.and_then(|a| Some([a[0].as_f64()?, a[1].as_f64()?]));
                    nums.ok_or_else(|| {
                        missing(
                            path,
                            &format!("huge_1e_maneuvers.bank_translation_jmt_mm.{kind}.{s}"),
                        )
                    })
                };
                Ok([get("1")?, get("2")?])
            };
            let small_guides = Guides {
                lateral: self.guides_nubs_1e_tts.small.centre_x,
                along: self.guides_nubs_1e_tts.small.centre_y,
                size: self.guides_nubs_1e_tts.small.size,
            };
            let small = rect(&self.bases.small);
            let medium = rect(&self.bases.medium);
            let large = rect(&self.bases.large);
            let c = GeometryConstants {
                play_area_standard: self.play_area.standard_3x3,
                play_area_epic: Rect {
                    width: self.play_area.epic_3x6[0],
                    length: self.play_area.epic_3x6[1],
                },
                small,
                medium,
                large,
                huge_short: rect(&self.bases.huge_1e_gr75_gozanti_croc),
                huge_long: rect(&self.bases.huge_1e_cr90_raider),
                huge_section_base: large,
                guides_small: small_guides,
                guides_medium: Guides {
                    along: medium.length / 2.0 + (small_guides.along - small.length / 2.0),
                    ..small_guides
                },
                guides_large: Guides {
                    lateral: self.guides_nubs_1e_tts.large.centre_x,
                    along: self.guides_nubs_1e_tts.large.centre_y,
                    size: self.guides_nubs_1e_tts.large.size,
                },
                range_bounds,
                template_width: self.templates.width.value,
                straight: speeds::<5>(
                    &self.templates.straight_len,
                    "templates.straight_len",
                    path,
                )?,
                bank_angle: self.templates.bank.angle.to_radians(),
                bank_radius: radii(&self.templates.bank, "templates.bank.centreline_radius")?,
                turn_angle: self.templates.turn.angle.to_radians(),
                turn_radius: radii(&self.templates.turn, "templates.turn.centreline_radius")?,
                huge_straight: speeds::<4>(
                    &self.huge_1e_maneuvers.straight,
                    "huge_1e_maneuvers.straight",
                    path,
                )?,
                huge_bank_turn: self
                    .huge_1e_maneuvers
                    .bank_heading_change
                    .value
                    .to_radians(),
                huge_bank_shift_short: shift("huge1")?,
                huge_bank_shift_long: shift("huge2")?,
                arcs: ArcAngles {
                    first_small_front: self.firing_arcs.first.small.front.to_radians(),
                    first_large_front: self.firing_arcs.first.large.front.to_radians(),
                    first_large_mobile_side: self.firing_arcs.first.large.mobile_side.to_radians(),
                    second_small_front: self.firing_arcs.second.small.front.to_radians(),
                    second_medium_front: self.firing_arcs.second.medium.front.to_radians(),
                    second_large_front: self.firing_arcs.second.large.front.to_radians(),
                    second_huge_front: self.firing_arcs.second.huge.front.to_radians(),
                    bullseye_width: self.firing_arcs.second.bullseye_width,
                },
                standard_bomb: token(&self.devices_approx.standard_bomb_token),
                proximity_mine: token(&self.devices_approx.proximity_mine),
                cluster_mine_centre: token(&self.devices_approx.cluster_mine_centre),
                cluster_mine_side: token(&self.devices_approx.cluster_mine_side),
                conner_net: token(&self.devices_approx.conner_net),
            };
            c.validate(path)?;
            Ok(c)
        }
    }
}

impl GeometryConstants {
    /// Every length must be a positive finite number and the bands must grow.
    pub(super) fn validate(&self, path: &Path) -> Result<(), GeometryError> {
        let bad = |field: &str, problem: &str| GeometryError::ConstantsField {
            path: path.to_path_buf(),
            field: field.into(),
            problem: problem.into(),
        };
        let mut positive: Vec<(String, f64)> = vec![
            ("play_area.standard_3x3".into(), self.play_area_standard),
            ("play_area.epic_3x6[0]".into(), self.play_area_epic.width),
            ("play_area.epic_3x6[1]".into(), self.play_area_epic.length),
            ("templates.width.value".into(), self.template_width),
            ("templates.bank.angle".into(), self.bank_angle),
            ("templates.turn.angle".into(), self.turn_angle),
            (
                "huge_1e_maneuvers.bank_heading_change.value".into(),
                self.huge_bank_turn,
            ),
        ];
        for (name, r) in [
            ("small", self.small),
            ("medium", self.medium),
            ("large", self.large),
            ("huge_1e_gr75_gozanti_croc", self.huge_short),
            ("huge_1e_cr90_raider", self.huge_long),
        ] {
            positive.push((format!("bases.{name}.w"), r.width));
            positive.push((format!("bases.{name}.l"), r.length));
        }
        for (i, v) in self.straight.iter().enumerate() {
            positive.push((format!("templates.straight_len.{}", i + 1), *v));
        }
        for (i, v) in self.bank_radius.iter().enumerate() {
            positive.push((format!("templates.bank.centreline_radius.{}", i + 1), *v));
        }
        for (i, v) in self.turn_radius.iter().enumerate() {
            positive.push((format!("templates.turn.centreline_radius.{}", i + 1), *v));
        }
        for (i, v) in self.huge_straight.iter().enumerate() {
            positive.push((format!("huge_1e_maneuvers.straight.{}", i + 1), *v));
        }
        for (name, t) in [
            ("standard_bomb_token", self.standard_bomb),
            ("proximity_mine", self.proximity_mine),
            ("cluster_mine_centre", self.cluster_mine_centre),
            ("cluster_mine_side", self.cluster_mine_side),
            ("conner_net", self.conner_net),
        ] {
            positive.push((format!("devices_approx.{name}.bbox[0]"), t.footprint.width));
            positive.push((format!("devices_approx.{name}.bbox[1]"), t.footprint.length));
        }
        for (field, v) in positive {
            if !(v.is_finite() && v > 0.0) {
                return Err(bad(
                    &field,
                    &format!("must be a positive number, found {v}"),
                ));
            }
        }
        let half_width = self.template_width / 2.0;
        for (i, r) in self
            .turn_radius
            .iter()
            .chain(self.bank_radius.iter())
            .enumerate()
        {
            if *r <= half_width {
                return Err(bad(
                    "templates.*.centreline_radius",
                    &format!(
                        "radius {r} (entry {i}) must exceed half the template width {half_width}"
                    ),
                ));
            }
        }
        if self.range_bounds.windows(2).any(|w| w[1] <= w[0]) || self.range_bounds[0] <= 0.0 {
            return Err(bad(
                "range_bands",
                "the band bounds must be positive and increasing",
            ));
        }
        Ok(())
    }

    /// The constants file path inside `data_dir` (for messages).
    pub fn path_in(data_dir: &Path) -> PathBuf {
        data_dir.join(CONSTANTS_PATH)
    }
}
