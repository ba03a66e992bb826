//! The geometry constants built into the crate.
//!
//! The measurements of bases, templates, arcs and tokens were compiled by hand for this project
//! from the sources the data file names (the `sources` table of
//! `xwing/geometry/geometry-constants.json`: the two Tabletop Simulator mods TTS1 and TTS2, the
//! trajectory generator TRAJ, the VASSAL module, JMT's engine, FlyCasual FLYC, xwing-data XWD1).
//! No upstream repository holds them, so a fresh machine could not fetch them; they are written
//! here as Rust values, each with the key of the file it mirrors and that key's `src`.
//!
//! A data folder that holds the file still wins ([`GeometryConstants::load`]); a test checks
//! that [`GeometryConstants::builtin`] equals what loading the project's shared copy gives, so
//! the two cannot drift apart. Lengths are millimetres; angles are written in degrees as the file
//! writes them and converted exactly as the loader converts them.

use super::constants::{ArcAngles, DeviceToken, GeometryConstants, Guides, Rect};

/// A base or token of `width` across the heading and `length` along it.
fn rect(width: f64, length: f64) -> Rect {
    Rect { width, length }
}

/// A device token: bounding box `[across, along]`, centre offset past the template end,
/// sideways offset from the template's centre line.
fn token(bbox: [f64; 2], centre_offset: f64, lateral_offset: f64) -> DeviceToken {
    DeviceToken {
        footprint: rect(bbox[0], bbox[1]),
        centre_offset,
        lateral_offset,
    }
}

impl GeometryConstants {
    /// The constants as compiled for this project, without any file: used when the data folder
    /// has no `xwing/geometry/geometry-constants.json`.
    pub fn builtin() -> GeometryConstants {
        // bases.small: 40 x 40 (TTS1, TTS2, VASSAL 113 px, JMT).
        let small = rect(40.0, 40.0);
        // bases.medium: 60 x 60, second edition only (TTS2 60; the VASSAL README's 171 px
        // would be 60.5).
        let medium = rect(60.0, 60.0);
        // bases.large: 80 x 80 (TTS1, TTS2, VASSAL 226 px, JMT).
        let large = rect(80.0, 80.0);
        // guides_nubs_1e_tts.small: nub centres 11.38 mm beside the centre line and 20.858 mm
        // ahead of and behind the centre, each a 3.6 mm square (TTS1 MoveModule.castData).
        let guides_small = Guides {
            lateral: 11.38,
            along: 20.858,
            size: 3.6,
        };
        GeometryConstants {
            // play_area.standard_3x3: 3 feet (FLYC SIZE_X = 91.44 cm).
            play_area_standard: 914.4,
            // play_area.epic_3x6 (FLYC; VASSAL map images 3'x6').
            play_area_epic: rect(914.4, 1828.8),
            small,
            medium,
            large,
            // bases.huge_1e_gr75_gozanti_croc: medium confidence (VASSAL 226x551 px; JMT's
            // huge1 is 80 x 192).
            huge_short: rect(80.0, 195.0),
            // bases.huge_1e_cr90_raider: medium confidence (VASSAL 226x635 px; JMT's huge2 is
            // 80 x 224).
            huge_long: rect(80.0, 224.8),
            // Low confidence, inferred (not in the file): each huge section stands on a large
            // base.
            huge_section_base: large,
            guides_small,
            // Low confidence, derived (not in the file): the small base's sideways spacing,
            // sticking out of the medium base's edges as far as the small base's guides do.
            guides_medium: Guides {
                along: medium.length / 2.0 + (guides_small.along - small.length / 2.0),
                ..guides_small
            },
            // guides_nubs_1e_tts.large (TTS1 MoveModule.castData).
            guides_large: Guides {
                lateral: 11.38,
                along: 40.858,
                size: 3.6,
            },
            // range_bands r1..r3, r4_epic, r5_epic upper bounds, 100 mm per band (VASSAL README
            // 282.5 px per band; JMT Range.js; FLYC RANGE_1 = 10 cm).
            range_bounds: [100.0, 200.0, 300.0, 400.0, 500.0],
            // templates.width: medium confidence, inferred from VASSAL barrel-roll offsets and
            // TTS1 nub spacing.
            template_width: 20.0,
            // templates.straight_len 1..5 (TRAJ straight.m; TTS2 Dim; VASSAL 113 px per speed).
            straight: [40.0, 80.0, 120.0, 160.0, 200.0],
            // templates.bank.angle and centreline_radius 1..3 (TRAJ bank.m; TTS2 Dim; VASSAL
            // CurvedPaths). JMT's alternative radii 82.6 / 127.0 / 177.8 are not used.
            bank_angle: 45f64.to_radians(),
            bank_radius: [80.0, 130.0, 180.0],
            // templates.turn.angle and centreline_radius 1..3 (TRAJ turn.m; TTS2 Dim; VASSAL
            // CurvedPaths).
            turn_angle: 90f64.to_radians(),
            turn_radius: [35.0, 62.5, 90.0],
            // huge_1e_maneuvers.straight 1..4 (VASSAL "CR90 Template Moves" 113/226/339/452 px;
            // JMT).
            huge_straight: [40.0, 80.0, 120.0, 160.0],
            // huge_1e_maneuvers.bank_heading_change: medium confidence (VASSAL pivot 30; JMT
            // hugeBank headingChange 30).
            huge_bank_turn: 30f64.to_radians(),
            // huge_1e_maneuvers.bank_translation_jmt_mm.huge1 speeds 1 and 2, [forward,
            // sideways]. Low confidence: VASSAL and JMT disagree, and no drawing of the huge
            // template was found.
            huge_bank_shift_short: [[66.0, 18.0], [107.0, 23.0]],
            // huge_1e_maneuvers.bank_translation_jmt_mm.huge2. Low confidence, as above.
            huge_bank_shift_long: [[69.0, 11.0], [112.0, 18.0]],
            arcs: ArcAngles {
                // firing_arcs.1e (VASSAL README, chassisInfo).
                first_small_front: 80.90f64.to_radians(),
                first_large_front: 84.05f64.to_radians(),
                first_large_mobile_side: 95.95f64.to_radians(),
                // firing_arcs.2e (VASSAL README, Muon's measurements; TTS2 ArcCheck gives a
                // 14 mm bullseye).
                second_small_front: 81.24f64.to_radians(),
                second_medium_front: 82.80f64.to_radians(),
                second_large_front: 83.52f64.to_radians(),
                second_huge_front: 82.9f64.to_radians(),
                bullseye_width: 14.79,
            },
            // devices_approx: low confidence. Bounding boxes of VASSAL token images at
            // 2.825 px/mm, guides and tabs included, image padding possible; centre offsets
            // from the template end along the drop direction (VASSAL BombSpawner.java; TTS1
            // BombModule; FLYC).
            // devices_approx.standard_bomb_token.
            standard_bomb: token([30.8, 32.6], 14.2, 0.0),
            // devices_approx.proximity_mine.
            proximity_mine: token([68.0, 69.4], 32.6, 0.0),
            // devices_approx.cluster_mine_centre.
            cluster_mine_centre: token([42.8, 42.1], 19.5, 0.0),
            // devices_approx.cluster_mine_side (40 mm beside the centre line).
            cluster_mine_side: token([39.6, 39.6], 20.7, 40.0),
            // devices_approx.conner_net.
            conner_net: token([43.9, 82.5], 38.9, 0.0),
        }
    }
}
