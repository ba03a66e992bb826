//! The rules' questions about space, answered with the exact geometry kernel.
//!
//! Everything the kernel asks about positions goes through here: ship bodies, ranges between
//! ships and sections, arcs, obstruction, obstacles and devices as shapes, and the play area.
//! It also converts between the data's vocabulary (maneuvers, sections) and the geometry's.

use super::state::{Battle, DeviceId, ObstacleId, ObstacleKind, ShipId};
use crate::data::{self, Edition, Section};
use crate::geometry::{
    self as geo, ConvexPolygon, PlayArea, Point, Pose, Segment, Shape, ShipShape,
};

pub(crate) fn geo_edition(edition: Edition) -> geo::Edition {
    match edition {
        Edition::First => geo::Edition::First,
        Edition::Second => geo::Edition::Second,
    }
}

pub(crate) fn geo_section(section: Section) -> geo::Section {
    match section {
        Section::Fore => geo::Section::Fore,
        Section::Aft => geo::Section::Aft,
    }
}

pub(crate) fn geo_maneuver(m: data::Maneuver) -> geo::Maneuver {
    use data::Bearing as B;
    use geo::Bearing as G;
    let bearing = match m.bearing {
        B::TurnLeft => G::TurnLeft,
        B::BankLeft => G::BankLeft,
        B::Straight => G::Straight,
        B::BankRight => G::BankRight,
        B::TurnRight => G::TurnRight,
        B::KTurn => G::KTurn,
        B::SegnorLeft => G::SegnorLeft,
        B::SegnorRight => G::SegnorRight,
        B::TallonLeft => G::TallonLeft,
        B::TallonRight => G::TallonRight,
        B::Stationary => G::Stationary,
        B::ReverseBankLeft => G::ReverseBankLeft,
        B::ReverseStraight => G::ReverseStraight,
        B::ReverseBankRight => G::ReverseBankRight,
    };
    geo::Maneuver::new(m.speed, bearing)
}

/// The template a device is placed with, as the geometry names it.
pub(crate) fn template_kind(m: data::Maneuver) -> Option<geo::TemplateKind> {
    use data::Bearing as B;
    Some(match m.bearing {
        B::Straight => geo::TemplateKind::Straight(m.speed),
        B::BankLeft => geo::TemplateKind::BankLeft(m.speed),
        B::BankRight => geo::TemplateKind::BankRight(m.speed),
        B::TurnLeft => geo::TemplateKind::TurnLeft(m.speed),
        B::TurnRight => geo::TemplateKind::TurnRight(m.speed),
        _ => return None,
    })
}

/// Low confidence: no data file measures the obstacle tokens. These convex outlines (mm, about
/// the token's centre) approximate the six first-edition core-set asteroids, 40-60 mm across.
const ASTEROID_OUTLINES: [&[(f64, f64)]; 6] = [
    &[
        (-28.0, -10.0),
        (-12.0, -26.0),
        (14.0, -24.0),
        (27.0, -4.0),
        (20.0, 20.0),
        (-6.0, 27.0),
        (-24.0, 14.0),
    ],
    &[
        (-22.0, -18.0),
        (6.0, -24.0),
        (24.0, -8.0),
        (22.0, 14.0),
        (2.0, 24.0),
        (-20.0, 12.0),
    ],
    &[
        (-30.0, -6.0),
        (-18.0, -22.0),
        (10.0, -22.0),
        (30.0, -2.0),
        (16.0, 20.0),
        (-14.0, 20.0),
    ],
    &[
        (-18.0, -18.0),
        (12.0, -20.0),
        (20.0, 4.0),
        (6.0, 20.0),
        (-16.0, 16.0),
    ],
    &[
        (-26.0, -14.0),
        (0.0, -28.0),
        (26.0, -12.0),
        (24.0, 16.0),
        (0.0, 28.0),
        (-24.0, 14.0),
    ],
    &[
        (-20.0, -22.0),
        (16.0, -24.0),
        (28.0, 6.0),
        (4.0, 26.0),
        (-22.0, 10.0),
    ],
];

/// Low confidence: debris clouds, as flat convex outlines.
const DEBRIS_OUTLINES: [&[(f64, f64)]; 3] = [
    &[
        (-32.0, -14.0),
        (4.0, -22.0),
        (32.0, -6.0),
        (26.0, 14.0),
        (-10.0, 20.0),
        (-30.0, 6.0),
    ],
    &[
        (-28.0, -20.0),
        (20.0, -22.0),
        (30.0, 10.0),
        (-4.0, 24.0),
        (-26.0, 8.0),
    ],
    &[
        (-36.0, -8.0),
        (-10.0, -20.0),
        (34.0, -12.0),
        (30.0, 10.0),
        (-20.0, 18.0),
    ],
];

/// Low confidence: a Blaze token (Blazer Bomb), taken as the standard bomb token's size.
const BLAZE_HALF_SIDE: f64 = 16.0;

fn outline(points: &[(f64, f64)], pose: &Pose) -> ConvexPolygon {
    let local: Vec<Point> = points.iter().map(|&(x, y)| Point::new(x, y)).collect();
    ConvexPolygon::new(&local)
        .expect("the obstacle outlines above are convex and counter-clockwise")
        .placed(pose)
}

impl Battle {
    pub fn play_area(&self) -> PlayArea {
        self.settings.area
    }

    pub fn body(&self, id: ShipId) -> &ShipShape {
        &self.ship(id).body
    }

    /// The base with its guides (sections for huge ships): what ship overlaps are judged on.
    pub fn footprint(&self, id: ShipId) -> Shape {
        self.body(id).footprint_with_guides()
    }

    /// The part of a ship ranges are measured to or from: a huge ship's section, or the whole
    /// base without guides (XR 5.4).
    pub fn part(&self, id: ShipId, section: Option<Section>) -> ConvexPolygon {
        self.body(id).part(section.map(geo_section))
    }

    /// Nearest-point distance between two ships (or sections).
    pub fn distance(
        &self,
        a: ShipId,
        a_section: Option<Section>,
        b: ShipId,
        b_section: Option<Section>,
    ) -> f64 {
        let pa = self.part(a, a_section);
        let pb = self.part(b, b_section);
        match (a_section, b_section) {
            (None, None) => self.body(a).body().distance(&self.body(b).body()),
            (None, Some(_)) => self.body(a).body().distance(&Shape::from(pb)),
            (Some(_), None) => Shape::from(pa).distance(&self.body(b).body()),
            (Some(_), Some(_)) => pa.distance(&pb),
        }
    }

    /// The range band of a distance; `long_ruler` for effects that name range 4 or beyond
    /// (seed 000 "Gabarit de portée longue").
    pub fn band(&self, distance: f64, long_ruler: bool) -> Option<u8> {
        geo::range_band(
            &self.geometry,
            distance,
            geo_edition(self.edition()),
            long_ruler,
        )
    }

    /// Range band between two ships (nearest points), if within range 5.
    pub fn range(&self, a: ShipId, b: ShipId) -> Option<u8> {
        self.band(self.distance(a, None, b, None), true)
    }

    pub fn obstacle_shape(&self, id: ObstacleId) -> Shape {
        let obstacle = &self.obstacles[id.index()];
        match obstacle.kind {
            ObstacleKind::Asteroid(n) => Shape::from(outline(
                ASTEROID_OUTLINES[usize::from(n) % ASTEROID_OUTLINES.len()],
                &obstacle.pose,
            )),
            ObstacleKind::Debris(n) => Shape::from(outline(
                DEBRIS_OUTLINES[usize::from(n) % DEBRIS_OUTLINES.len()],
                &obstacle.pose,
            )),
            ObstacleKind::Blaze => Shape::from(ConvexPolygon::rectangle(
                &obstacle.pose,
                2.0 * BLAZE_HALF_SIDE,
                2.0 * BLAZE_HALF_SIDE,
            )),
            ObstacleKind::HugeHulk(size) => {
                match ShipShape::new(&self.geometry, size, geo::Edition::First, obstacle.pose) {
                    Ok(shape) => shape.body(),
                    Err(_) => Shape::new(Vec::new()),
                }
            }
        }
    }

    pub fn obstacles_in_play(&self) -> Vec<ObstacleId> {
        self.obstacles
            .iter()
            .filter(|o| o.in_play)
            .map(|o| o.id)
            .collect()
    }

    pub fn devices_in_play(&self) -> Vec<DeviceId> {
        self.devices
            .iter()
            .filter(|d| d.in_play)
            .map(|d| d.id)
            .collect()
    }

    /// A device's shape, guides included (seed 002: the guides are part of the device). A
    /// cluster mine token is one part of its set's shape.
    pub fn device_shape(&self, id: DeviceId) -> Shape {
        let device = &self.devices[id.index()];
        let whole = geo::device_shape(&self.geometry, device.rule.token(), device.pose);
        match device.part {
            Some(part) => match whole.parts.get(usize::from(part)) {
                Some(piece) => Shape::new(vec![*piece]),
                None => whole,
            },
            None => whole,
        }
    }

    /// Range band from a device to a ship (0 when touching, second edition).
    pub fn device_range(&self, device: DeviceId, ship: ShipId) -> Option<u8> {
        let d = self.device_shape(device).distance(&self.body(ship).body());
        self.band(d, false)
    }

    /// How many extra defense dice obstruction gives: an obstacle crossed by the range line,
    /// or a section of a huge ship that is not the defender (seed 000 "Obstruction"), counts
    /// once; a huge ship with "EM Emitter" that obstructs gives 3 instead of 1.
    pub fn obstruction_dice(&self, line: &Segment, attacker: ShipId, defender: ShipId) -> u8 {
        let mut dice = 0;
        if self
            .obstacles_in_play()
            .into_iter()
            .any(|o| geo::obstructs(line, &self.obstacle_shape(o)))
        {
            dice = 1;
        }
        for ship in self.ships_in_play() {
            if ship.id == attacker || ship.id == defender || !ship.is_huge() {
                continue;
            }
            if self.edition() == Edition::First && geo::obstructs(line, &ship.body.body()) {
                let em = ship.has_upgrade(super::cards::UpgradeRule::EmEmitter);
                dice = dice.max(if em { 3 } else { 1 });
            }
        }
        dice
    }

    /// Whether a shape is entirely inside the play area. Ships are checked with their bases
    /// (XR 3.10: a base partly outside has fled), devices with their guides (seed 002).
    pub fn inside_area(&self, shape: &Shape) -> bool {
        self.play_area().contains(shape)
    }

    /// Where a section of a huge ship is targetable from a point (seed 000 "Cibler un
    /// vaisseau immense").
    pub fn section_targetable(&self, huge: ShipId, section: Section, from: Point) -> bool {
        geo::section_targetable(self.body(huge), geo_section(section), from)
    }
}
