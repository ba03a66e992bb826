//! `holocron xwing …`: the X-Wing Miniatures commands.
//!
//! `geometry.rs` holds `measure` and `render`; `play.rs` holds `simulate` and `odds`.
//! `simulate` (and the X-Wing arena) read the ship data of the data folder, located (and fetched
//! on first use) with [`data_folder`]; `measure` and `render` need only the geometry constants
//! ([`geometry_constants`]); `odds` needs nothing.

mod geometry;
pub mod play;

use crate::data::Source;
use anyhow::Context;
use swccg_cards::{DataDir, DataDirError, Need};
use xwing::geometry::GeometryConstants;

#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, clap::Subcommand)]
enum Command {
    /// For every ordered pair of ships of a scenario: distance, range band, arcs, obstruction
    /// and overlaps, as JSON.
    Measure(geometry::MeasureArgs),
    /// Draw a scenario to scale as SVG.
    Render(geometry::RenderArgs),
    /// Bot games of a named scenario, with a JSON summary.
    Simulate(play::SimulateArgs),
    /// Exact damage distribution of an attack.
    Odds(play::OddsArgs),
}

pub fn run(data: Source, args: Args) -> anyhow::Result<()> {
    match args.command {
        Command::Measure(a) => geometry::measure(data, a),
        Command::Render(a) => geometry::render(data, a),
        Command::Simulate(a) => play::simulate(data, a),
        Command::Odds(a) => play::odds(data, a),
    }
}

/// Finds the data folder holding X-Wing data (a folder with only the card game's data does not
/// count, nor need the X-Wing data sit beside the card game's), fetching it on first use.
fn data_folder(source: &Source) -> anyhow::Result<DataDir> {
    source
        .dir(Need::Xwing)
        .context("finding the X-Wing data folder")
}

/// The geometry constants: the file of the X-Wing data folder when it has one, else the ones
/// built into Holocron. Nothing is fetched for them; a folder named by `--data` or
/// `HOLOCRON_DATA` must still hold X-Wing data.
fn geometry_constants(source: &Source) -> anyhow::Result<GeometryConstants> {
    match DataDir::locate_for(source.flag.clone(), Need::Xwing) {
        Ok(dir) => Ok(GeometryConstants::load_or_builtin(dir.root())?),
        Err(DataDirError::NotFound { .. }) => Ok(GeometryConstants::builtin()),
        Err(err) => Err(err).context("finding the X-Wing data folder"),
    }
}
