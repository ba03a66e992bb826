//! `holocron xwing …`: the X-Wing Miniatures commands.
//!
//! `geometry.rs` holds `measure` and `render`; `play.rs` holds `simulate` and `odds`.

mod geometry;
mod play;

use std::path::PathBuf;

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
