//! Range bands and lines of fire: obstruction and huge-ship section targeting.

use super::CONTACT_TOLERANCE;
use super::constants::GeometryConstants;
use super::point::{Point, Segment};
use super::shape::Shape;
use super::ship::{Edition, Section, ShipShape};

/// The range band of a distance in mm.
///
/// Band `n` covers distances up to and including `range_bounds[n - 1]`. Bands 4 and 5 exist only
/// with the long ruler, which seed 000 reserves for effects naming targets beyond range 3
/// (`long_ruler`); without it anything past range 3 is out of range (`None`). In the second
/// edition touching objects are at range 0; in the first edition touching is range 1.
pub fn range_band(
    c: &GeometryConstants,
    distance: f64,
    edition: Edition,
    long_ruler: bool,
) -> Option<u8> {
    if edition == Edition::Second && distance <= CONTACT_TOLERANCE {
        return Some(0);
    }
    let bands = if long_ruler { 5 } else { 3 };
    c.range_bounds[..bands]
        .iter()
        .position(|bound| distance <= *bound)
        .map(|i| i as u8 + 1)
}

/// Whether a line of fire (the segment between the nearest points of attacker and defender)
/// crosses `shape`, an obstacle or a huge ship's section that is not the target (seed 000,
/// "Obstruction"). Touching counts as crossing.
pub fn obstructs(line: &Segment, shape: &Shape) -> bool {
    shape.meets_segment(line)
}

/// Whether the line from `from` (the exact centre of the attacker's base) to the centre of the
/// base of `section` of `huge` stays clear of the huge ship's centre line, so that the section
/// may be declared as the target (seed 000, "Cibler un vaisseau immense"). The same test, from
/// the target's base centre, decides whether a huge ship's turret may fire outside its arc
/// (seed 000, "Tourelle"). A line that touches the centre line is blocked by it. `false` for a
/// ship that is not huge.
pub fn section_targetable(huge: &ShipShape, section: Section, from: Point) -> bool {
    let (Some(line), Some(centre)) = (huge.centre_line(), huge.section_base_centre(section)) else {
        return false;
    };
    !Segment::new(from, centre).intersects(&line)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::test_constants;

    #[test]
    fn bands_are_closed_above_and_long_ruler_only_on_request() {
        let c = test_constants();
        assert_eq!(range_band(&c, 0.0, Edition::First, false), Some(1));
        assert_eq!(range_band(&c, 0.0, Edition::Second, false), Some(0));
        assert_eq!(range_band(&c, 100.0, Edition::First, false), Some(1));
        assert_eq!(range_band(&c, 100.000_001, Edition::First, false), Some(2));
        assert_eq!(range_band(&c, 350.0, Edition::First, false), None);
        assert_eq!(range_band(&c, 350.0, Edition::First, true), Some(4));
        assert_eq!(range_band(&c, 500.5, Edition::First, true), None);
    }
}
