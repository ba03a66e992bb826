//! `holocron xwing …`: the X-Wing Miniatures commands.
//!
//! `geometry.rs` holds `measure` and `render`; `play.rs` holds `simulate` and `odds`. All but
//! `odds` read the data folder, located with [`data_folder`].

mod geometry;
pub mod play;

use anyhow::{Context, bail};
use std::path::PathBuf;
use swccg_cards::{DataDir, Need};
use xwing::geometry::CONSTANTS_PATH;

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

pub fn run(data: Option<PathBuf>, args: Args) -> anyhow::Result<()> {
    match args.command {
        Command::Measure(a) => geometry::measure(data, a),
        Command::Render(a) => geometry::render(data, a),
        Command::Simulate(a) => play::simulate(data, a),
        Command::Odds(a) => play::odds(data, a),
    }
}

/// Finds the data folder holding X-Wing data (a folder with only the card game's data does not
/// count, nor need the X-Wing data sit beside the card game's), and checks that it holds the
/// geometry constants every one of these commands reads. The file has no upstream repository,
/// so a folder filled by `holocron data fetch` lacks it: the error says how to provide it
/// rather than only that a file could not be read.
fn data_folder(flag: Option<PathBuf>) -> anyhow::Result<DataDir> {
    let dir = DataDir::locate_for(flag, Need::Xwing).context("finding the X-Wing data folder")?;
    let constants = dir.root().join(CONSTANTS_PATH);
    if !constants.is_file() {
        bail!(
            "the X-Wing geometry constants are missing: {} does not exist.\n{}",
            constants.display(),
            crate::data::geometry_advice(dir.root())
        );
    }
    Ok(dir)
}
