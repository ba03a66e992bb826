//! Ship movement along templates, with exact partial maneuvers.
//!
//! A ship's move is a rigid motion made of at most two pieces, each a translation or a
//! rotation about a fixed point:
//!
//! * small, medium and large ships: the midpoint of the rear edge first slides straight ahead
//!   to the template's start edge (one base length), then follows the template's centre line
//!   with the ship facing along it, which on a curved template is a rotation about the
//!   template's circle centre; the ship ends with its rear edge on the template's far end;
//! * first-edition huge ships: a forward maneuver slides the ship straight ahead; a side
//!   maneuver is the single rotation that carries the start pose onto the end pose (every
//!   planar rigid motion that turns the ship is a rotation about one point).
//!
//! Partial maneuvers are exact, not sampled. While a convex piece moves by a translation or a
//! rotation, its contact with a fixed convex piece can only begin or end when a corner of one
//! touches an edge of the other; those instants are roots of a linear equation (translation)
//! or of a circle/segment intersection (rotation). Between two such instants whether the
//! pieces overlap cannot change, so one test per interval settles it, and the ship backs up to
//! the last instant at which it does not overlap any blocker — touching the blocker it backed
//! over, or back at its start.

use super::GeometryError;
use super::constants::GeometryConstants;
use super::point::Point;
use super::polygon::ConvexPolygon;
use super::pose::Pose;
use super::shape::Shape;
use super::ship::{HugeKind, ShipShape, ShipSize};
use super::template::{Side, Template, TemplateKind};
use serde::{Deserialize, Serialize};
use std::f64::consts::{FRAC_PI_2, PI, TAU};

/// The bearing of a maneuver (the arrow on the dial).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Bearing {
    Straight,
    BankLeft,
    BankRight,
    TurnLeft,
    TurnRight,
    /// Koiogran turn: straight template, the ship ends facing back with its front guides on
    /// the template's far end.
    KTurn,
    /// Segnor's loop: bank template, ends facing back.
    SegnorLeft,
    SegnorRight,
    /// Tallon roll: turn template, then a further quarter turn, placed side-on against the
    /// template's far end (centred, the middle position).
    TallonLeft,
    TallonRight,
    /// Speed 0: no template, no movement.
    Stationary,
    /// Second edition: straight template from the rear guides, the ship moving backward.
    ReverseStraight,
    ReverseBankLeft,
    ReverseBankRight,
}

/// A maneuver: speed and bearing. Huge ships read `Straight` as a forward maneuver and
/// `BankLeft`/`BankRight` as side maneuvers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Maneuver {
    pub speed: u8,
    pub bearing: Bearing,
}

impl Maneuver {
    pub const fn new(speed: u8, bearing: Bearing) -> Self {
        Maneuver { speed, bearing }
    }
}

/// What happened when a ship executed a maneuver.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MoveOutcome {
    /// Where the ship ended.
    pub final_pose: Pose,
    /// Whether the ship completed the maneuver (false: it backed up because of a blocker).
    pub full: bool,
    /// Share of the whole movement done, from 0 (stayed at its start) to 1 (full).
    pub progress: f64,
    /// The blockers (indices into the slice given) the ship would have overlapped anywhere
    /// between its final position and the end of the maneuver: the ships it backed over.
    pub bumped: Vec<usize>,
    /// The whole template, if the maneuver uses one.
    pub template: Option<Shape>,
    /// The part of the template between the start position and the final position: the only
    /// part that counts for moving through obstacles and devices (seed 002, partial
    /// maneuvers). `None` when the ship never reached the template or there is none.
    pub swept: Option<Shape>,
}

/// One piece of a rigid motion.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Motion {
    /// Moves everything by this vector.
    Translate(Point),
    /// Turns everything by `angle` (counter-clockwise positive) about `centre`.
    Rotate { centre: Point, angle: f64 },
}

impl Motion {
    fn apply_pose(&self, pose: &Pose, t: f64) -> Pose {
        match *self {
            Motion::Translate(d) => Pose::new(pose.x + d.x * t, pose.y + d.y * t, pose.heading),
            Motion::Rotate { centre, angle } => pose.rotated_about(centre, angle * t),
        }
    }

    /// The motion's parameters `t` in `[0, 1]` at which a corner of the moving polygon touches
    /// an edge line segment of the fixed one, or a fixed corner touches a moving edge.
    fn contact_times(&self, moving: &ConvexPolygon, fixed: &ConvexPolygon, out: &mut Vec<f64>) {
        let mv = moving.vertices();
        let fv = fixed.vertices();
        for &a in mv {
            for i in 0..fv.len() {
                self.corner_meets_edge(a, fv[i], fv[(i + 1) % fv.len()], false, out);
            }
        }
        for &b in fv {
            for i in 0..mv.len() {
                self.corner_meets_edge(b, mv[i], mv[(i + 1) % mv.len()], true, out);
            }
        }
    }

    /// Times when corner `p` lies on segment `e0 e1`. With `inverse`, the segment moves and
    /// the corner stays, which is the corner moving by the inverse motion.
    fn corner_meets_edge(&self, p: Point, e0: Point, e1: Point, inverse: bool, out: &mut Vec<f64>) {
        let e = e1 - e0;
        let len2 = e.length_squared();
        if len2 == 0.0 {
            return;
        }
        let on_edge = |q: Point| {
            let s = (q - e0).dot(e) / len2;
            (-1e-12..=1.0 + 1e-12).contains(&s)
        };
        match *self {
            Motion::Translate(d) => {
                let d = if inverse { -d } else { d };
                let denom = e.cross(d);
                if denom.abs() < 1e-15 * len2.sqrt() * d.length().max(1.0) {
                    return;
                }
                let t = -e.cross(p - e0) / denom;
                if (0.0..=1.0).contains(&t) && on_edge(p + d * t) {
                    out.push(t);
                }
            }
            Motion::Rotate { centre, angle } => {
                let angle = if inverse { -angle } else { angle };
                let r = p.distance(centre);
                if r == 0.0 || angle == 0.0 {
                    return;
                }
                let f = e0 - centre;
                let qb = 2.0 * f.dot(e);
                let qc = f.dot(f) - r * r;
                let disc = qb * qb - 4.0 * len2 * qc;
                if disc < 0.0 {
                    return;
                }
                let sq = disc.sqrt();
                let from = (p - centre).angle();
                for s in [(-qb - sq) / (2.0 * len2), (-qb + sq) / (2.0 * len2)] {
                    if !(-1e-12..=1.0 + 1e-12).contains(&s) {
                        continue;
                    }
                    let q = e0 + e * s;
                    let mut turn = (q - centre).angle() - from;
                    // The turn needed to carry p onto q in the motion's direction.
                    if angle > 0.0 {
                        turn = turn.rem_euclid(TAU);
                    } else {
                        turn = -((-turn).rem_euclid(TAU));
                    }
                    let t = turn / angle;
                    if (0.0..=1.0).contains(&t) {
                        out.push(t);
                    }
                }
            }
        }
    }
}

/// A ship's path: its start pose and up to two motion pieces. Parameter `s` runs from 0 to
/// the number of pieces; piece `i` covers `i..=i+1`.
#[derive(Clone, Debug, PartialEq)]
struct Path {
    start: Pose,
    motions: Vec<Motion>,
}

impl Path {
    fn end(&self) -> f64 {
        self.motions.len() as f64
    }

    fn piece_start_pose(&self, i: usize) -> Pose {
        self.motions[..i]
            .iter()
            .fold(self.start, |pose, m| m.apply_pose(&pose, 1.0))
    }

    fn pose_at(&self, s: f64) -> Pose {
        if self.motions.is_empty() {
            return self.start;
        }
        let s = s.clamp(0.0, self.end());
        let i = (s.floor() as usize).min(self.motions.len() - 1);
        self.motions[i].apply_pose(&self.piece_start_pose(i), s - i as f64)
    }
}

/// How a maneuver is flown: the path, the template and where the template is on the path.
struct Flight {
    path: Path,
    /// The final pose when the maneuver is completed (differs from the path's end for
    /// maneuvers that turn the ship around at the end).
    full_pose: Pose,
    template: Option<Template>,
    /// Huge ships' templates are drawn shapes only (see [`huge_template`]).
    huge_template: Option<ConvexPolygon>,
    /// Path parameter at which the ship reaches the template's start edge; the template's
    /// length maps onto `template_from .. path end`.
    template_from: f64,
}

impl Flight {
    /// Speed 0: no path and no template.
    fn stationary(start: Pose) -> Flight {
        Flight {
            path: Path {
                start,
                motions: Vec::new(),
            },
            full_pose: start,
            template: None,
            huge_template: None,
            template_from: 0.0,
        }
    }
}

/// The pose a ship reaches with a completed maneuver.
pub fn final_pose(
    c: &GeometryConstants,
    ship: &ShipShape,
    m: Maneuver,
) -> Result<Pose, GeometryError> {
    Ok(flight(c, ship, m)?.full_pose)
}

/// The template a maneuver uses, laid against the ship at its current pose (`None` for a
/// stationary maneuver).
pub fn template_shape(
    c: &GeometryConstants,
    ship: &ShipShape,
    m: Maneuver,
) -> Result<Option<Shape>, GeometryError> {
    let f = flight(c, ship, m)?;
    Ok(f.template
        .map(|t| Shape::from(t.part()))
        .or(f.huge_template.map(Shape::from)))
}

/// The template of a maneuver as a laid [`Template`] (standard ships only; huge ships have
/// none, see [`template_shape`]).
pub fn template(
    c: &GeometryConstants,
    ship: &ShipShape,
    m: Maneuver,
) -> Result<Option<Template>, GeometryError> {
    Ok(flight(c, ship, m)?.template)
}

/// Executes a maneuver: the ship moves along its path and, if its final position overlaps any
/// of `blockers` (ships, with their guides; pass only what the rules say blocks), backs up
/// along the path until it overlaps none.
///
/// The moving ship's own shape is its base with its guides (sections for a huge ship). Only the
/// polygon pieces of blockers matter. Maneuvers that turn the ship around at the end (K-turn,
/// Segnor's loop, Tallon roll) and whose final position overlaps are flown as their plain
/// template maneuver instead, without the final turn, and backed up from there.
pub fn execute_maneuver(
    c: &GeometryConstants,
    ship: &ShipShape,
    m: Maneuver,
    blockers: &[Shape],
) -> Result<MoveOutcome, GeometryError> {
    let f = flight(c, ship, m)?;
    let template_shape = f
        .template
        .map(|t| Shape::from(t.part()))
        .or(f.huge_template.map(Shape::from));
    let final_shape = ship.at(f.full_pose).footprint_with_guides();
    let blocked_at_end: Vec<usize> = blockers
        .iter()
        .enumerate()
        .filter(|(_, b)| final_shape.overlaps(b))
        .map(|(i, _)| i)
        .collect();
    if blocked_at_end.is_empty() {
        return Ok(MoveOutcome {
            final_pose: f.full_pose,
            full: true,
            progress: 1.0,
            bumped: Vec::new(),
            swept: template_shape.clone(),
            template: template_shape,
        });
    }
    let moving = ship.footprint_with_guides();
    let moving_polys: Vec<ConvexPolygon> = moving.polygons().copied().collect();
    let backed = back_up(&f.path, &moving_polys, blockers);
    let mut bumped = backed.bumped;
    for i in blocked_at_end {
        if !bumped.contains(&i) {
            bumped.push(i);
        }
    }
    bumped.sort_unstable();
    let swept = swept_part(&f, backed.at);
    Ok(MoveOutcome {
        final_pose: f.path.pose_at(backed.at),
        full: false,
        progress: if f.path.end() > 0.0 {
            backed.at / f.path.end()
        } else {
            0.0
        },
        bumped,
        template: template_shape,
        swept,
    })
}

/// The template part travelled when the ship stops at path parameter `s`.
fn swept_part(f: &Flight, s: f64) -> Option<Shape> {
    let span = f.path.end() - f.template_from;
    if span <= 0.0 {
        return None;
    }
    let fraction = (s - f.template_from) / span;
    if let Some(t) = &f.template {
        return t.first_part(fraction).map(Shape::from);
    }
    // Huge ships: the drawn template is cut in proportion to the distance moved.
    let poly = f.huge_template?;
    let fr = fraction.clamp(0.0, 1.0);
    if fr <= 0.0 {
        return None;
    }
    let v = poly.vertices();
    // Corners are front-right, front-left, back-left, back-right (see huge_template).
    let front_right = v[3].lerp(v[0], fr);
    let front_left = v[2].lerp(v[1], fr);
    Some(Shape::from(ConvexPolygon::from_trusted(&[
        front_right,
        front_left,
        v[2],
        v[3],
    ])))
}

struct BackedUp {
    at: f64,
    bumped: Vec<usize>,
}

/// Finds the last path parameter at which the moving polygons overlap no blocker.
fn back_up(path: &Path, moving: &[ConvexPolygon], blockers: &[Shape]) -> BackedUp {
    // Every instant at which some contact begins or ends, over the whole path.
    let mut times = vec![0.0, path.end()];
    for (i, motion) in path.motions.iter().enumerate() {
        let piece_start = path.piece_start_pose(i);
        let offset = |p: &ConvexPolygon| relocate(p, &path.start, &piece_start);
        let mut local = Vec::new();
        for mp in moving {
            let at_piece = offset(mp);
            for b in blockers {
                for bp in b.polygons() {
                    motion.contact_times(&at_piece, bp, &mut local);
                }
            }
        }
        times.extend(local.into_iter().map(|t| i as f64 + t));
        times.push(i as f64);
    }
    times.sort_by(f64::total_cmp);
    times.dedup_by(|a, b| (*a - *b).abs() < 1e-12);

    let overlapping = |s: f64| -> Vec<usize> {
        let pose = path.pose_at(s);
        let placed: Vec<ConvexPolygon> = moving
            .iter()
            .map(|p| relocate(p, &path.start, &pose))
            .collect();
        blockers
            .iter()
            .enumerate()
            .filter(|(_, b)| placed.iter().any(|p| b.polygons().any(|q| p.overlaps(q))))
            .map(|(i, _)| i)
            .collect()
    };

    let mut bumped: Vec<usize> = Vec::new();
    let mut note = |hits: Vec<usize>| {
        for h in hits {
            if !bumped.contains(&h) {
                bumped.push(h);
            }
        }
    };
    // Walk back from the end: interval (times[k-1], times[k]) then the instant times[k-1].
    for k in (1..times.len()).rev() {
        let mid = (times[k - 1] + times[k]) / 2.0;
        let hits = overlapping(mid);
        if hits.is_empty() {
            return BackedUp {
                at: times[k],
                bumped,
            };
        }
        note(hits);
        let hits = overlapping(times[k - 1]);
        if hits.is_empty() {
            return BackedUp {
                at: times[k - 1],
                bumped,
            };
        }
        note(hits);
    }
    BackedUp { at: 0.0, bumped }
}

/// A polygon given at pose `from` moved rigidly to pose `to`.
fn relocate(p: &ConvexPolygon, from: &Pose, to: &Pose) -> ConvexPolygon {
    let turn = to.heading - from.heading;
    let v: Vec<Point> = p
        .vertices()
        .iter()
        .map(|q| (*q - from.centre()).rotated(turn) + to.centre())
        .collect();
    ConvexPolygon::from_trusted(&v)
}

fn flight(c: &GeometryConstants, ship: &ShipShape, m: Maneuver) -> Result<Flight, GeometryError> {
    if let ShipSize::Huge(kind) = ship.size {
        return huge_flight(c, ship, kind, m);
    }
    let len = ship.length();
    let start = ship.pose;
    let speed = m.speed;
    // The ship first slides one base length (`approach`) to the template's start edge, then
    // follows the template laid from `template_start`.
    let along_template = |kind: TemplateKind,
                          template_start: Pose,
                          approach: Point|
     -> Result<Flight, GeometryError> {
        let t = Template::lay(c, kind, template_start)?;
        let along = match t.curve {
            None => Motion::Translate(t.end.centre() - t.start.centre()),
            Some(curve) => Motion::Rotate {
                centre: curve.centre,
                angle: curve.angle,
            },
        };
        let path = Path {
            start,
            motions: vec![Motion::Translate(approach), along],
        };
        let full_pose = path.pose_at(2.0);
        Ok(Flight {
            path,
            full_pose,
            template: Some(t),
            huge_template: None,
            template_from: 1.0,
        })
    };
    let forward_template = |kind: TemplateKind| {
        along_template(kind, start.shifted(len / 2.0, 0.0), start.forward() * len)
    };
    // A reverse template runs backward from the rear guides; seen from the template, the ship's
    // left is its right (the callers pass the mirrored template).
    let backward_template = |kind: TemplateKind| {
        along_template(
            kind,
            start.shifted(-len / 2.0, 0.0).turned(PI),
            -start.forward() * len,
        )
    };
    let turned_around = |mut f: Flight, extra: f64| {
        f.full_pose = f.full_pose.turned(extra);
        f
    };
    match m.bearing {
        Bearing::Stationary => {
            if speed != 0 {
                return Err(GeometryError::Unsupported(format!(
                    "stationary maneuver of speed {speed}"
                )));
            }
            Ok(Flight::stationary(start))
        }
        Bearing::Straight => forward_template(TemplateKind::Straight(speed)),
        Bearing::BankLeft => forward_template(TemplateKind::BankLeft(speed)),
        Bearing::BankRight => forward_template(TemplateKind::BankRight(speed)),
        Bearing::TurnLeft => forward_template(TemplateKind::TurnLeft(speed)),
        Bearing::TurnRight => forward_template(TemplateKind::TurnRight(speed)),
        // Front guides on the far end, facing back: the square base occupies the same place
        // as after the plain maneuver, turned half a turn.
        Bearing::KTurn => Ok(turned_around(
            forward_template(TemplateKind::Straight(speed))?,
            PI,
        )),
        Bearing::SegnorLeft => Ok(turned_around(
            forward_template(TemplateKind::BankLeft(speed))?,
            PI,
        )),
        Bearing::SegnorRight => Ok(turned_around(
            forward_template(TemplateKind::BankRight(speed))?,
            PI,
        )),
        Bearing::TallonLeft | Bearing::TallonRight => {
            let side = if m.bearing == Bearing::TallonLeft {
                Side::Left
            } else {
                Side::Right
            };
            let kind = if side == Side::Left {
                TemplateKind::TurnLeft(speed)
            } else {
                TemplateKind::TurnRight(speed)
            };
            let mut f = forward_template(kind)?;
            let end = f.template.as_ref().map(|t| t.end).unwrap_or(start);
            // A further quarter turn the same way; the side that now faces back toward the
            // template rests centred against its far end.
            let heading = end.heading + side.sign() * FRAC_PI_2;
            let centre = end.point(ship.width() / 2.0, 0.0);
            f.full_pose = Pose::new(centre.x, centre.y, heading);
            Ok(f)
        }
        Bearing::ReverseStraight => backward_template(TemplateKind::Straight(speed)),
        Bearing::ReverseBankLeft => backward_template(TemplateKind::BankRight(speed)),
        Bearing::ReverseBankRight => backward_template(TemplateKind::BankLeft(speed)),
    }
}

/// Flights of first-edition huge ships (seed 000, "Mouvement des vaisseaux immenses").
fn huge_flight(
    c: &GeometryConstants,
    ship: &ShipShape,
    kind: HugeKind,
    m: Maneuver,
) -> Result<Flight, GeometryError> {
    let start = ship.pose;
    let speed = m.speed;
    match m.bearing {
        Bearing::Stationary if speed == 0 => Ok(Flight::stationary(start)),
        Bearing::Straight => {
            if !(1..=4).contains(&speed) {
                return Err(GeometryError::Unsupported(format!(
                    "huge forward maneuver of speed {speed} (1 to 4)"
                )));
            }
            let dist = c.huge_straight[speed as usize - 1];
            let path = Path {
                start,
                motions: vec![Motion::Translate(start.forward() * dist)],
            };
            let full_pose = path.pose_at(1.0);
            let drawn = huge_template(c, ship, Side::Right, dist);
            Ok(Flight {
                path,
                full_pose,
                template: None,
                huge_template: Some(drawn),
                template_from: 0.0,
            })
        }
        Bearing::BankLeft | Bearing::BankRight => {
            if !(1..=2).contains(&speed) {
                return Err(GeometryError::Unsupported(format!(
                    "huge side maneuver of speed {speed} (1 or 2)"
                )));
            }
            let side = if m.bearing == Bearing::BankLeft {
                Side::Left
            } else {
                Side::Right
            };
            let shifts = match kind {
                HugeKind::Short => c.huge_bank_shift_short,
                HugeKind::Long => c.huge_bank_shift_long,
            };
            let [ahead, sideways] = shifts[speed as usize - 1];
            let turn = c.huge_bank_turn * side.sign();
            let end_centre = start.point(ahead, sideways * side.sign());
            let full_pose = Pose::new(end_centre.x, end_centre.y, start.heading + turn);
            let pivot = rotation_centre(&start, &full_pose);
            let path = Path {
                start,
                motions: vec![Motion::Rotate {
                    centre: pivot,
                    angle: turn,
                }],
            };
            let drawn = huge_template(c, ship, side, ahead);
            Ok(Flight {
                path,
                full_pose,
                template: None,
                huge_template: Some(drawn),
                template_from: 0.0,
            })
        }
        _ => Err(GeometryError::Unsupported(format!(
            "huge ships fly forward (straight) and side (bank) maneuvers only, not {:?}",
            m.bearing
        ))),
    }
}

/// The point about which turning `from` by the heading difference lands it on `to`.
fn rotation_centre(from: &Pose, to: &Pose) -> Point {
    let angle = to.heading - from.heading;
    let (s, cs) = angle.sin_cos();
    let p = from.centre();
    let rp = p.rotated(angle);
    let rhs = to.centre() - rp;
    // Solve (I - R) q = rhs.
    let det = 2.0 - 2.0 * cs;
    Point::new(
        ((1.0 - cs) * rhs.x - s * rhs.y) / det,
        (s * rhs.x + (1.0 - cs) * rhs.y) / det,
    )
}

/// The huge-ship template as drawn: a template-wide band against the side of the front base,
/// starting at the front base's rear edge and as long as the distance moved ahead. Seed 000
/// makes the huge template irrelevant to obstacles ("pas quand son gabarit ... chevauche"), so
/// this shape serves drawings and the traversed-part report only. Corners: front-right,
/// front-left, back-left, back-right.
fn huge_template(
    c: &GeometryConstants,
    ship: &ShipShape,
    side: Side,
    length: f64,
) -> ConvexPolygon {
    let base_len = ship
        .section_base
        .map(|b| b.length)
        .unwrap_or(c.large.length);
    let back = ship.length() / 2.0 - base_len;
    let hw = ship.width() / 2.0;
    let (right, left) = match side {
        Side::Right => (-hw - c.template_width, -hw),
        Side::Left => (hw, hw + c.template_width),
    };
    ConvexPolygon::local_rectangle(&ship.pose, back, back + length, right, left)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::ship::Edition;
    use crate::geometry::{test_constants, test_ship};

    fn small(c: &GeometryConstants, pose: Pose) -> ShipShape {
        test_ship(c, ShipSize::Small, Edition::Second, pose)
    }

    #[test]
    fn straight_moves_base_length_plus_template() {
        let c = test_constants();
        let ship = small(&c, Pose::from_degrees(100.0, 100.0, 90.0));
        let p = final_pose(&c, &ship, Maneuver::new(2, Bearing::Straight)).unwrap();
        assert!((p.y - (100.0 + 40.0 + 80.0)).abs() < 1e-9 && (p.x - 100.0).abs() < 1e-9);
    }

    #[test]
    fn bank_ends_turned_by_the_bank_angle_with_rear_edge_on_the_template_end() {
        let c = test_constants();
        let ship = small(&c, Pose::new(0.0, 0.0, 0.0));
        let m = Maneuver::new(1, Bearing::BankLeft);
        let p = final_pose(&c, &ship, m).unwrap();
        assert!((p.heading - c.bank_angle).abs() < 1e-12);
        let t = template(&c, &ship, m).unwrap().unwrap();
        let rear = ship.at(p).rear_mid();
        assert!(rear.distance(t.end.centre()) < 1e-9);
    }

    #[test]
    fn k_turn_faces_back() {
        let c = test_constants();
        let ship = small(&c, Pose::new(0.0, 0.0, 0.0));
        let p = final_pose(&c, &ship, Maneuver::new(3, Bearing::KTurn)).unwrap();
        assert!((p.heading - PI).abs() < 1e-12);
        assert!((p.x - (40.0 + 120.0)).abs() < 1e-9);
    }

    #[test]
    fn rotation_centre_maps_start_onto_end() {
        let a = Pose::from_degrees(10.0, 20.0, 30.0);
        let b = Pose::from_degrees(80.0, 45.0, 60.0);
        let q = rotation_centre(&a, &b);
        let moved = a.rotated_about(q, b.heading - a.heading);
        assert!((moved.x - b.x).abs() < 1e-9 && (moved.y - b.y).abs() < 1e-9);
    }

    #[test]
    fn blocked_straight_backs_up_to_touch_the_blocker() {
        let c = test_constants();
        let ship = small(&c, Pose::new(0.0, 0.0, 0.0));
        // A ship straight ahead whose rear edge is 100 mm ahead of our front edge: a straight 3
        // would end on it.
        let other = small(&c, Pose::new(20.0 + 100.0 + 20.0, 0.0, 0.0));
        let out = execute_maneuver(
            &c,
            &ship,
            Maneuver::new(3, Bearing::Straight),
            &[other.footprint_with_guides()],
        )
        .unwrap();
        assert!(!out.full);
        assert_eq!(out.bumped, vec![0]);
        let moved = ship.at(out.final_pose).footprint_with_guides();
        assert!(!moved.overlaps(&other.footprint_with_guides()));
        assert!(moved.distance(&other.footprint_with_guides()) < 1e-9);
    }
}
