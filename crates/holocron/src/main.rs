//! `holocron`: play, simulate, replay and check Star Wars tabletop games.
//!
//! A thin command line over the library crates. Each command family lives in its own module and
//! exposes an `Args` type and a `run` function.

mod data;
mod xwing_cmd;

use clap::{Parser, Subcommand};

#[derive(Debug, Parser)]
#[command(name = "holocron", version, about = "Star Wars CCG and X-Wing rules engine")]
struct Cli {
    /// The data folder (default: $HOLOCRON_DATA, then ../shared/data beside the checkout).
    #[arg(long, global = true, value_name = "DIR")]
    data: Option<std::path::PathBuf>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Manage the card and ship data folder.
    Data(data::Args),
    /// X-Wing Miniatures: measure, render, odds and simulate.
    Xwing(xwing_cmd::Args),
}

fn main() -> anyhow::Result<()> {
    let cli = Cli::parse();
    match cli.command {
        Command::Data(args) => data::run(cli.data, args),
        Command::Xwing(args) => xwing_cmd::run(cli.data, args),
    }
}
