//! `render`: a scenario drawn to scale as SVG, written by hand.
//!
//! One SVG user unit is one millimetre. The table is drawn inside a group that flips the y axis,
//! so every shape is written in table coordinates (y away from the first player's edge); the
//! labels are written outside that group so their text reads the right way up. Elements carry a
//! `class` (play-area, range-band, base, guide, section, centre-line, arc, obstacle, device,
//! template, label) and, where useful, `data-*` attributes naming what they show, so that a
//! drawing can be checked by a program as well as by eye.

use crate::geometry::{
    ArcBand, ArcKind, ConvexPolygon, GeometryConstants, GeometryError, Part, Point, Shape,
    arc_region,
};
use crate::rules::Battle;
use crate::scenario::{ArcSpec, Scenario, ScenarioDevice, ScenarioObstacle, ScenarioShip};
use std::fmt::Write as _;

/// Margin around the play area, in mm.
const MARGIN: f64 = 20.0;

/// Range bands drawn around each ship (the long-ruler bands would cover most of the table).
const DRAWN_BANDS: usize = 3;

/// Draws the scenario. Fails only if an arc cannot be built for a ship (which
/// [`Scenario::build`] already rules out).
pub fn render_svg(c: &GeometryConstants, s: &Scenario) -> Result<String, GeometryError> {
    let (w, h) = (s.area.width, s.area.height);
    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{vw}mm" height="{vh}mm" viewBox="{x0} {x0} {vw} {vh}">"#,
        x0 = fmt(-MARGIN),
        vw = fmt(w + 2.0 * MARGIN),
        vh = fmt(h + 2.0 * MARGIN),
    );
    let _ = writeln!(
        out,
        "<style>.play-area{{fill:#0b1020;stroke:#888;stroke-width:1}} .range-band{{fill:none;stroke:#4a6;stroke-opacity:0.5;stroke-width:0.6;stroke-dasharray:4 3}} \
         .base{{fill:#ccc;stroke:#111;stroke-width:0.8}} .guide{{fill:#666}} .section{{fill:#bbb;stroke:#111;stroke-width:0.8}} \
         .centre-line{{stroke:#36f;stroke-width:1.5}} .arc{{fill:#e33;fill-opacity:0.08;stroke:#e33;stroke-opacity:0.6;stroke-width:0.5}} \
         .obstacle{{fill:#875;stroke:#321;stroke-width:0.8}} .device{{fill:#fa3;stroke:#730;stroke-width:0.8}} \
         .template{{fill:#9cf;fill-opacity:0.5;stroke:#149;stroke-width:0.6}} .label{{font:12px sans-serif;fill:#fff}}</style>"
    );
    let _ = writeln!(
        out,
        r#"<g transform="translate(0 {}) scale(1 -1)">"#,
        fmt(h)
    );
    let _ = writeln!(
        out,
        r#"<rect class="play-area" x="0" y="0" width="{}" height="{}"/>"#,
        fmt(w),
        fmt(h)
    );

    for ship in &s.ships {
        let shape = &ship.shape;
        // Range bands: the base grown by each band's outer bound is exactly a rounded
        // rectangle whose corner radius is that bound.
        for (i, bound) in c.range_bounds.iter().take(DRAWN_BANDS).enumerate() {
            let _ = writeln!(
                out,
                r#"<rect class="range-band" data-ship="{id}" data-range="{band}" x="{x}" y="{y}" width="{bw}" height="{bh}" rx="{r}" ry="{r}" transform="rotate({deg} {cx} {cy})"/>"#,
                id = esc(&ship.id),
                band = i + 1,
                x = fmt(shape.pose.x - shape.length() / 2.0 - bound),
                y = fmt(shape.pose.y - shape.width() / 2.0 - bound),
                bw = fmt(shape.length() + 2.0 * bound),
                bh = fmt(shape.width() + 2.0 * bound),
                r = fmt(*bound),
                deg = fmt(shape.pose.heading.to_degrees()),
                cx = fmt(shape.pose.x),
                cy = fmt(shape.pose.y),
            );
        }
        for arc in &ship.arcs {
            let region = arc_region(c, shape, arc.kind())?;
            // The region drawn out to range 3 beyond the base: clipped from a 16-sided polygon
            // around the arc's apex (a drawing aid; the measurements use the exact region).
            let reach = c.range_bounds[2] + shape.length().max(shape.width()) / 2.0;
            if arc.kind() == ArcKind::Turret {
                let _ = writeln!(
                    out,
                    r#"<circle class="arc" data-ship="{}" data-arc="turret" cx="{}" cy="{}" r="{}" fill="none"/>"#,
                    esc(&ship.id),
                    fmt(region.apex.x),
                    fmt(region.apex.y),
                    fmt(reach)
                );
                continue;
            }
            let outline: Vec<Point> = (0..16)
                .map(|k| {
                    region.apex + Point::from_angle(k as f64 * std::f64::consts::TAU / 16.0) * reach
                })
                .collect();
            let disc = ConvexPolygon::new(&outline)?;
            if let Some(points) = region.clip(&disc)
                && points.len() >= 3
            {
                let _ = writeln!(
                    out,
                    r#"<polygon class="arc" data-ship="{}" data-arc="{}" points="{}"/>"#,
                    esc(&ship.id),
                    arc.name(),
                    points_attr(&points)
                );
            }
        }
        match shape.sections() {
            Some(sections) => {
                for (name, poly) in ["fore", "aft"].into_iter().zip(sections) {
                    polygon(
                        &mut out,
                        "section",
                        &format!(r#"data-ship="{}" data-section="{name}""#, esc(&ship.id)),
                        &poly,
                    );
                }
                if let Some(line) = shape.centre_line() {
                    let _ = writeln!(
                        out,
                        r#"<line class="centre-line" data-ship="{}" x1="{}" y1="{}" x2="{}" y2="{}"/>"#,
                        esc(&ship.id),
                        fmt(line.a.x),
                        fmt(line.a.y),
                        fmt(line.b.x),
                        fmt(line.b.y)
                    );
                }
            }
            None => {
                polygon(
                    &mut out,
                    "base",
                    &format!(r#"data-ship="{}""#, esc(&ship.id)),
                    &shape.hull(),
                );
                for g in shape.guide_polygons() {
                    polygon(
                        &mut out,
                        "guide",
                        &format!(r#"data-ship="{}""#, esc(&ship.id)),
                        &g,
                    );
                }
            }
        }
    }
    for o in &s.obstacles {
        polygon(
            &mut out,
            "obstacle",
            &format!(r#"data-id="{}""#, esc(&o.id)),
            &o.polygon,
        );
    }
    for d in &s.devices {
        shape_elements(
            &mut out,
            "device",
            &format!(r#"data-id="{}""#, esc(&d.id)),
            &d.shape,
        );
    }
    for t in &s.templates {
        shape_elements(
            &mut out,
            "template",
            &format!(r#"data-label="{}""#, esc(&t.label)),
            &t.shape,
        );
    }
    out.push_str("</g>\n");
    // Labels, upright: screen y is the table's height minus table y.
    for ship in &s.ships {
        label(&mut out, &ship.id, ship.shape.pose.centre(), h);
    }
    for o in &s.obstacles {
        label(&mut out, &o.id, o.polygon.centroid(), h);
    }
    for d in &s.devices {
        label(&mut out, &d.id, d.pose.centre(), h);
    }
    out.push_str("</svg>\n");
    Ok(out)
}

/// Draws a game in progress from its public state only: the ships in play (labelled `#id`,
/// as [`crate::text`] names them), the obstacles and the devices, where every player sees
/// them. Dials, damage and decks are not drawn, so the drawing is the same for both seats.
pub fn battle_svg(battle: &Battle) -> Result<String, GeometryError> {
    let ships = battle
        .ships_in_play()
        .map(|ship| ScenarioShip {
            id: format!("#{}", ship.id.0),
            shape: ship.body.clone(),
            arcs: if ship.body.is_huge() {
                vec![
                    ArcSpec::ForeLeft,
                    ArcSpec::ForeRight,
                    ArcSpec::AftLeft,
                    ArcSpec::AftRight,
                ]
            } else {
                vec![ArcSpec::Front]
            },
        })
        .collect();
    let obstacles = battle
        .obstacles_in_play()
        .into_iter()
        .flat_map(|id| {
            let parts = battle.obstacle_shape(id).parts;
            parts.into_iter().filter_map(move |part| match part {
                Part::Polygon(polygon) => Some(ScenarioObstacle {
                    id: format!("o{}", id.0),
                    polygon,
                }),
                Part::Band(_) => None,
            })
        })
        .collect();
    let devices = battle
        .devices
        .iter()
        .filter(|d| d.in_play)
        .map(|d| ScenarioDevice {
            id: format!("d{}", d.id.0),
            kind: d.rule.token(),
            pose: d.pose,
            shape: battle.device_shape(d.id),
        })
        .collect();
    let scenario = Scenario {
        area: battle.play_area(),
        ships,
        obstacles,
        devices,
        templates: Vec::new(),
    };
    render_svg(&battle.geometry, &scenario)
}

/// Where a maneuver on the dial would take a ship, as SVG path data in table coordinates
/// (the group of [`battle_svg`] that flips the y axis): the template laid against the ship
/// and the base where it ends. For the owner's own options only: it reads the ship's pose and
/// the maneuver offered, nothing hidden. `None` when the maneuver cannot be laid.
pub fn maneuver_preview(
    battle: &Battle,
    ship: crate::rules::ShipId,
    maneuver: crate::data::Maneuver,
) -> Option<String> {
    let body = &battle.ship(ship).body;
    let m = crate::rules::space::geo_maneuver(maneuver);
    let end = crate::geometry::final_pose(&battle.geometry, body, m).ok()?;
    let template = crate::geometry::template_shape(&battle.geometry, body, m).ok()?;
    let mut parts: Vec<String> = template
        .iter()
        .flat_map(|shape| shape.parts.iter())
        .map(|part| match part {
            Part::Polygon(p) => polygon_path(p.vertices()),
            Part::Band(b) => band_path(b),
        })
        .collect();
    parts.push(polygon_path(body.at(end).hull().vertices()));
    Some(parts.join(" "))
}

fn polygon_path(points: &[Point]) -> String {
    let mut d = String::new();
    for (i, p) in points.iter().enumerate() {
        let _ = write!(
            d,
            "{}{} {} ",
            if i == 0 { "M" } else { "L" },
            fmt(p.x),
            fmt(p.y)
        );
    }
    d.push('Z');
    d
}

fn label(out: &mut String, text: &str, at: Point, height: f64) {
    let _ = writeln!(
        out,
        r#"<text class="label" x="{}" y="{}" text-anchor="middle">{}</text>"#,
        fmt(at.x),
        fmt(height - at.y),
        esc(text)
    );
}

fn polygon(out: &mut String, class: &str, attrs: &str, poly: &ConvexPolygon) {
    let _ = writeln!(
        out,
        r#"<polygon class="{class}" {attrs} points="{}"/>"#,
        points_attr(poly.vertices())
    );
}

fn shape_elements(out: &mut String, class: &str, attrs: &str, shape: &Shape) {
    for part in &shape.parts {
        match part {
            Part::Polygon(p) => polygon(out, class, attrs, p),
            Part::Band(b) => {
                let _ = writeln!(
                    out,
                    r#"<path class="{class}" {attrs} d="{}"/>"#,
                    band_path(b)
                );
            }
        }
    }
}

/// The outline of a band: the outer arc counter-clockwise, the end edge, the inner arc back.
fn band_path(b: &ArcBand) -> String {
    let at = |r: f64, angle: f64| b.centre + Point::from_angle(angle) * r;
    let (s0, s1) = (at(b.outer, b.start), at(b.outer, b.end_angle()));
    let (i1, i0) = (at(b.inner, b.end_angle()), at(b.inner, b.start));
    // The y axis is flipped by the enclosing group, so sweep-flag 1 (increasing angle) is
    // counter-clockwise on the table.
    format!(
        "M {} {} A {r} {r} 0 0 1 {} {} L {} {} A {ri} {ri} 0 0 0 {} {} Z",
        fmt(s0.x),
        fmt(s0.y),
        fmt(s1.x),
        fmt(s1.y),
        fmt(i1.x),
        fmt(i1.y),
        fmt(i0.x),
        fmt(i0.y),
        r = fmt(b.outer),
        ri = fmt(b.inner),
    )
}

fn points_attr(points: &[Point]) -> String {
    points
        .iter()
        .map(|p| format!("{},{}", fmt(p.x), fmt(p.y)))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Numbers to a hundredth of a millimetre, without trailing zeros.
fn fmt(v: f64) -> String {
    let s = format!("{:.2}", v);
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" { "0".into() } else { s.into() }
}

/// Escapes text for XML content and attributes.
fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_short_and_text_is_escaped() {
        assert_eq!(fmt(12.0), "12");
        assert_eq!(fmt(-0.001), "0");
        assert_eq!(fmt(12.345678), "12.35");
        assert_eq!(esc("a<b & \"c\""), "a&lt;b &amp; &quot;c&quot;");
    }
}
