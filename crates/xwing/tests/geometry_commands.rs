//! The library behind `holocron xwing measure` and `holocron xwing render`, on a sample Epic
//! scenario: a CR90 and a GR-75 with TIE fighters, a Decimator, an asteroid, a proximity mine and
//! two templates.

use std::path::Path;
use xwing::geometry::GeometryConstants;
use xwing::measure::{MeasureReport, PairReport, measure};
use xwing::render::render_svg;
use xwing::scenario::Scenario;

const SAMPLE: &str = r#"{
  "play_area": "epic",
  "edition": "first",
  "ships": [
    {"id": "cr90", "size": "huge_long", "pose": {"x": 700, "y": 450, "heading": 0}},
    {"id": "gr75", "size": "huge_short", "pose": {"x": 700, "y": 250, "heading": 180}},
    {"id": "tie1", "size": "small", "pose": {"x": 1000, "y": 480, "heading": 180}},
    {"id": "tie2", "size": "small", "pose": {"x": 740, "y": 195, "heading": 90}},
    {"id": "decimator", "size": "large", "pose": {"x": 400, "y": 600, "heading": -45}, "arcs": ["turret"]},
    {"id": "stray", "size": "small", "pose": {"x": 10, "y": 800, "heading": 0}}
  ],
  "obstacles": [
    {"id": "rock", "points": [[880, 420], [930, 400], [950, 450], [900, 480]]}
  ],
  "devices": [
    {"id": "mine", "kind": "proximity_mine", "pose": {"x": 985, "y": 470, "heading": 0}}
  ],
  "templates": [
    {"ship": "tie1", "speed": 2, "bearing": "bank_left"},
    {"ship": "cr90", "speed": 2, "bearing": "straight"}
  ]
}"#;

fn constants() -> GeometryConstants {
    GeometryConstants::builtin()
}

fn sample() -> (GeometryConstants, Scenario) {
    let c = constants();
    let s = Scenario::parse(&c, SAMPLE, Path::new("sample.json")).unwrap();
    (c, s)
}

fn pair<'a>(r: &'a MeasureReport, a: &str, d: &str) -> &'a PairReport {
    r.pairs
        .iter()
        .find(|p| p.attacker == a && p.defender == d)
        .unwrap()
}

#[test]
fn measure_reports_every_ordered_pair() {
    let (c, s) = sample();
    let r = measure(&c, &s).unwrap();
    assert_eq!(r.pairs.len(), 6 * 5);
    // The two huge ships face each other across 120 mm (token widths 80, centres 200 apart).
    let p = pair(&r, "cr90", "gr75");
    assert!((p.distance_mm - 120.0).abs() < 1e-9);
    assert_eq!(p.range, Some(2));
    // tie2 sits against the GR-75 (overlapping its aft section); its line to the CR90 crosses
    // that section, which is neither attacker nor defender (seed 000 "Obstruction").
    let p = pair(&r, "tie2", "cr90");
    assert!(p.line.obstructed);
    assert_eq!(p.line.obstructed_by, vec!["gr75/aft"]);
    assert_eq!(p.in_arcs, vec!["front"]);
    // Against a huge defender, each section is reported with its targetability: from tie1 (ahead
    // of the CR90) the aft section's line crosses the centre line.
    let p = pair(&r, "tie1", "cr90");
    let fore = p
        .sections
        .iter()
        .find(|s| s.section == xwing::geometry::Section::Fore)
        .unwrap();
    let aft = p
        .sections
        .iter()
        .find(|s| s.section == xwing::geometry::Section::Aft)
        .unwrap();
    assert!(fore.targetable && !aft.targetable);
    assert!(fore.distance_mm < aft.distance_mm);
    // The asteroid lies between tie1 and the CR90.
    assert_eq!(p.line.obstructed_by, vec!["rock"]);
    // A turret sees everything.
    assert!(
        r.pairs
            .iter()
            .filter(|p| p.attacker == "decimator")
            .all(|p| p.in_arcs == vec!["turret"])
    );
    // Beyond range 5 the band is null.
    assert_eq!(pair(&r, "stray", "tie1").range, None);
}

#[test]
fn measure_lists_every_overlap_and_what_is_outside() {
    let (c, s) = sample();
    let r = measure(&c, &s).unwrap();
    let kinds: Vec<(&str, &str, &str)> = r
        .overlaps
        .iter()
        .map(|o| (o.kind.as_str(), o.first.as_str(), o.second.as_str()))
        .collect();
    assert!(
        kinds.contains(&("ship/device", "tie1", "mine")),
        "{kinds:?}"
    );
    assert!(
        kinds.contains(&("template/obstacle", "tie1: 2 bank_left", "rock")),
        "{kinds:?}"
    );
    assert!(
        kinds.contains(&("template/device", "tie1: 2 bank_left", "mine")),
        "{kinds:?}"
    );
    assert!(
        kinds.contains(&("ship/ship", "gr75/aft", "tie2")),
        "{kinds:?}"
    );
    assert!(
        !kinds.contains(&("ship/ship", "gr75/fore", "tie2")),
        "{kinds:?}"
    );
    assert!(
        !kinds.iter().any(|(k, _, _)| *k == "ship/obstacle"),
        "{kinds:?}"
    );
    assert_eq!(r.partly_outside, vec!["stray"]);
    // The report is JSON.
    let json = serde_json::to_value(&r).unwrap();
    assert!(json["pairs"][0]["distance_mm"].is_number());
}

#[test]
fn render_draws_every_element_to_scale() {
    let (c, s) = sample();
    let svg = render_svg(&c, &s).unwrap();
    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    assert!(svg.trim_end().ends_with("</svg>"));
    // One unit per millimetre: the Epic area is 1828.8 by 914.4, with a 20 mm margin.
    assert!(svg.contains(r#"viewBox="-20 -20 1868.8 954.4""#));
    assert!(svg.contains(r#"<rect class="play-area" x="0" y="0" width="1828.8" height="914.4"/>"#));
    let count = |needle: &str| svg.matches(needle).count();
    assert_eq!(count(r#"class="base""#), 4, "four small and large bases");
    assert_eq!(count(r#"class="guide""#), 16, "four guides each");
    assert_eq!(
        count(r#"class="section""#),
        4,
        "two huge ships, two sections each"
    );
    assert_eq!(count(r#"class="centre-line""#), 2);
    assert_eq!(
        count(r#"class="range-band""#),
        6 * 3,
        "range 1 to 3 around each ship"
    );
    assert!(svg.contains(
        r#"data-ship="tie1" data-range="1" x="880" y="360" width="240" height="240" rx="100""#
    ));
    assert_eq!(
        count(r#"class="arc""#),
        4 + 4 + 1 + 1 + 1 + 1,
        "CR90-style arcs on both huge ships, one per other ship"
    );
    assert!(svg.contains(r#"data-arc="turret""#));
    assert_eq!(count(r#"class="obstacle""#), 1);
    assert_eq!(count(r#"class="device""#), 1);
    // The bank template is an exact band: an SVG path with arc commands; the huge template a
    // rectangle.
    assert!(svg.contains(r#"<path class="template" data-label="tie1: 2 bank_left" d="M "#));
    assert_eq!(count(r#"class="template""#), 2);
    assert!(svg.contains(r#"<text class="label""#) && svg.contains(">cr90</text>"));
}

#[test]
fn the_readme_example_scenario_is_valid() {
    let readme =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../../README.md"))
            .unwrap();
    let section = readme
        .split("## X-Wing scenario files")
        .nth(1)
        .expect("the README documents scenario files");
    let example = section
        .split("```json")
        .nth(1)
        .and_then(|rest| rest.split("```").next())
        .expect("with a JSON example");
    let c = constants();
    let s = Scenario::parse(&c, example, Path::new("README.md")).unwrap();
    assert_eq!(s.ships.len(), 3);
    let r = measure(&c, &s).unwrap();
    assert_eq!(r.pairs.len(), 6);
    assert!(render_svg(&c, &s).unwrap().contains("class=\"template\""));
}
