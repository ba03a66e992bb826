//! `measure`: every geometric fact of a scenario, as a serializable report.
//!
//! For every ordered pair of ships (attacker, defender): the nearest distance and range band,
//! which of the attacker's arcs contain the defender (with the range measured inside each arc),
//! whether each range line is obstructed and by what, and for a huge defender the same for each
//! section plus whether the section may be targeted. Then every overlap on the table (ship with
//! ship, obstacle or device; template with obstacle or device) and what lies partly outside
//! the play area.

use crate::geometry::{
    ConvexPolygon, GeometryConstants, GeometryError, Section, Segment, Shape, distance_in_arc,
    obstructs, range_band, section_targetable,
};
use crate::scenario::{Scenario, ScenarioShip};
use serde::Serialize;

/// The whole report.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MeasureReport {
    pub pairs: Vec<PairReport>,
    pub overlaps: Vec<OverlapReport>,
    /// Ids of ships, devices and obstacles partly outside the play area.
    pub partly_outside: Vec<String>,
}

/// One attacker/defender pair.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PairReport {
    pub attacker: String,
    pub defender: String,
    /// Nearest point to nearest point, bases without guides.
    pub distance_mm: f64,
    /// Range band measured with the long ruler (bands 4 and 5 count only for effects that name
    /// them); `null` beyond range 5. Second edition: 0 when touching.
    pub range: Option<u8>,
    pub line: LineReport,
    /// The attacker's arcs that contain part of the defender.
    pub in_arcs: Vec<String>,
    pub arcs: Vec<ArcReport>,
    /// For a huge defender: each section as a target.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub sections: Vec<SectionReport>,
}

/// A range line and what obstructs it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LineReport {
    pub from: [f64; 2],
    pub to: [f64; 2],
    pub obstructed: bool,
    /// Obstacle ids, and `ship/section` for huge sections that are not the target.
    pub obstructed_by: Vec<String>,
}

/// The defender seen through one of the attacker's arcs.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ArcReport {
    pub arc: String,
    pub contains: bool,
    /// Range measured to the part of the defender inside the arc.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub distance_mm: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub range: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<LineReport>,
}

/// One section of a huge defender as the target (seed 000, "Cibler un vaisseau immense").
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SectionReport {
    pub section: Section,
    /// Whether the line from the attacker's base centre to this section's base centre stays
    /// clear of the centre line.
    pub targetable: bool,
    pub distance_mm: f64,
    pub range: Option<u8>,
    pub arcs: Vec<ArcReport>,
}

/// Two things that overlap.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct OverlapReport {
    /// `ship/ship`, `ship/obstacle`, `ship/device`, `template/obstacle` or `template/device`.
    pub kind: String,
    /// Id (a template is `ship: speed bearing`; a huge ship's section is `ship/fore`).
    pub first: String,
    pub second: String,
}

/// Measures everything in a scenario.
pub fn measure(c: &GeometryConstants, s: &Scenario) -> Result<MeasureReport, GeometryError> {
    let mut pairs = Vec::new();
    for a in &s.ships {
        for d in &s.ships {
            if a.id != d.id {
                pairs.push(measure_pair(c, s, a, d)?);
            }
        }
    }
    Ok(MeasureReport {
        pairs,
        overlaps: overlaps(s),
        partly_outside: partly_outside(s),
    })
}

fn measure_pair(
    c: &GeometryConstants,
    s: &Scenario,
    a: &ScenarioShip,
    d: &ScenarioShip,
) -> Result<PairReport, GeometryError> {
    let edition = a.shape.edition;
    let (distance_mm, p, q) = a.shape.hull().closest_points(&d.shape.hull());
    let seg = Segment::new(p, q);
    let arcs = arcs_towards(c, s, a, d, &d.shape.hull())?;
    let in_arcs = arcs
        .iter()
        .filter(|r| r.contains)
        .map(|r| r.arc.clone())
        .collect();
    let mut sections = Vec::new();
    if let Some(polys) = d.shape.sections() {
        for (section, poly) in [Section::Fore, Section::Aft].into_iter().zip(polys) {
            let dist = a.shape.hull().distance(&poly);
            sections.push(SectionReport {
                section,
                targetable: section_targetable(&d.shape, section, a.shape.base_centre()),
                distance_mm: dist,
                range: range_band(c, dist, edition, true),
                arcs: arcs_towards(c, s, a, d, &poly)?,
            });
        }
    }
    Ok(PairReport {
        attacker: a.id.clone(),
        defender: d.id.clone(),
        distance_mm,
        range: range_band(c, distance_mm, edition, true),
        line: line_report(s, a, d, seg),
        in_arcs,
        arcs,
        sections,
    })
}

fn arcs_towards(
    c: &GeometryConstants,
    s: &Scenario,
    a: &ScenarioShip,
    d: &ScenarioShip,
    target: &ConvexPolygon,
) -> Result<Vec<ArcReport>, GeometryError> {
    let mut out = Vec::new();
    for arc in &a.arcs {
        let found = distance_in_arc(c, &a.shape, arc.kind(), arc.section(), target)?;
        out.push(match found {
            Some((dist, seg)) => ArcReport {
                arc: arc.name().into(),
                contains: true,
                distance_mm: Some(dist),
                range: range_band(c, dist, a.shape.edition, true),
                line: Some(line_report(s, a, d, seg)),
            },
            None => ArcReport {
                arc: arc.name().into(),
                contains: false,
                distance_mm: None,
                range: None,
                line: None,
            },
        });
    }
    Ok(out)
}

/// What obstructs a range line: obstacles, and sections of huge ships that are neither the
/// attacker nor the defender (seed 000, "Obstruction").
fn line_report(s: &Scenario, a: &ScenarioShip, d: &ScenarioShip, seg: Segment) -> LineReport {
    let mut by = Vec::new();
    for o in &s.obstacles {
        if obstructs(&seg, &Shape::from(o.polygon)) {
            by.push(o.id.clone());
        }
    }
    for ship in &s.ships {
        if ship.id == a.id || ship.id == d.id {
            continue;
        }
        if let Some([fore, aft]) = ship.shape.sections() {
            for (name, poly) in [("fore", fore), ("aft", aft)] {
                if obstructs(&seg, &Shape::from(poly)) {
                    by.push(format!("{}/{name}", ship.id));
                }
            }
        }
    }
    LineReport {
        from: [seg.a.x, seg.a.y],
        to: [seg.b.x, seg.b.y],
        obstructed: !by.is_empty(),
        obstructed_by: by,
    }
}

/// Every overlap on the table. Ships overlap with their guides (sections for huge ships).
fn overlaps(s: &Scenario) -> Vec<OverlapReport> {
    let mut out = Vec::new();
    let mut push = |kind: &str, first: String, second: String| {
        out.push(OverlapReport {
            kind: kind.into(),
            first,
            second,
        });
    };
    // A ship's overlapping pieces, named: the base with its guides, or each huge section.
    let pieces = |ship: &ScenarioShip| -> Vec<(String, Shape)> {
        match ship.shape.sections() {
            Some([fore, aft]) => {
                vec![
                    (format!("{}/fore", ship.id), Shape::from(fore)),
                    (format!("{}/aft", ship.id), Shape::from(aft)),
                ]
            }
            None => vec![(ship.id.clone(), ship.shape.footprint_with_guides())],
        }
    };
    for (i, a) in s.ships.iter().enumerate() {
        for b in &s.ships[i + 1..] {
            for (na, sa) in pieces(a) {
                for (nb, sb) in pieces(b) {
                    if sa.overlaps(&sb) {
                        push("ship/ship", na.clone(), nb);
                    }
                }
            }
        }
    }
    for ship in &s.ships {
        for (name, shape) in pieces(ship) {
            for o in &s.obstacles {
                if shape.overlaps(&Shape::from(o.polygon)) {
                    push("ship/obstacle", name.clone(), o.id.clone());
                }
            }
            for d in &s.devices {
                if shape.overlaps(&d.shape) {
                    push("ship/device", name.clone(), d.id.clone());
                }
            }
        }
    }
    for t in &s.templates {
        for o in &s.obstacles {
            if t.shape.overlaps(&Shape::from(o.polygon)) {
                push("template/obstacle", t.label.clone(), o.id.clone());
            }
        }
        for d in &s.devices {
            if t.shape.overlaps(&d.shape) {
                push("template/device", t.label.clone(), d.id.clone());
            }
        }
    }
    out
}

fn partly_outside(s: &Scenario) -> Vec<String> {
    let mut out = Vec::new();
    for ship in &s.ships {
        if s.area.partly_outside(&ship.shape.body()) {
            out.push(ship.id.clone());
        }
    }
    for d in &s.devices {
        if s.area.partly_outside(&d.shape) {
            out.push(d.id.clone());
        }
    }
    for o in &s.obstacles {
        if s.area.partly_outside(&Shape::from(o.polygon)) {
            out.push(o.id.clone());
        }
    }
    out
}
