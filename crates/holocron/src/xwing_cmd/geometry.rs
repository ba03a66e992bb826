//! `holocron xwing measure` and `holocron xwing render`.
//!
//! Both read the geometry constants (the data folder's file, else the built-in ones) and a
//! scenario file (format in the README, "X-Wing scenario files"); `measure` prints a JSON
//! report on stdout, `render` writes an SVG drawing to scale.

use crate::data::Source;
use anyhow::Context;
use std::path::{Path, PathBuf};
use xwing::geometry::GeometryConstants;
use xwing::scenario::Scenario;

#[derive(Debug, clap::Args)]
pub struct MeasureArgs {
    /// The scenario file (format in the README).
    scenario: PathBuf,
}

#[derive(Debug, clap::Args)]
pub struct RenderArgs {
    /// The scenario file (format in the README).
    scenario: PathBuf,
    /// Where to write the SVG.
    #[arg(short, long)]
    output: PathBuf,
}

/// The geometry constants and the checked scenario.
fn load(data: &Source, scenario: &Path) -> anyhow::Result<(GeometryConstants, Scenario)> {
    let c = super::geometry_constants(data)?;
    let s = Scenario::load(&c, scenario)?;
    Ok((c, s))
}

pub fn measure(data: Source, args: MeasureArgs) -> anyhow::Result<()> {
    let (c, s) = load(&data, &args.scenario)?;
    let report = xwing::measure::measure(&c, &s)?;
    println!("{}", serde_json::to_string_pretty(&report)?);
    Ok(())
}

pub fn render(data: Source, args: RenderArgs) -> anyhow::Result<()> {
    let (c, s) = load(&data, &args.scenario)?;
    let svg = xwing::render::render_svg(&c, &s)?;
    std::fs::write(&args.output, svg)
        .with_context(|| format!("writing {}", args.output.display()))?;
    Ok(())
}
