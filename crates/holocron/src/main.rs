//! `holocron`: play, simulate, replay and check Star Wars tabletop games.
//!
//! A thin command line over the library crates. Each command family lives in its own module and
//! exposes an `Args` type and a `run` function.

mod arena;
mod botspec;
mod data;
mod progress;
mod serve;
mod swccg;
mod xwing_cmd;

use clap::{Parser, Subcommand};

#[derive(Debug, Parser)]
#[command(
    name = "holocron",
    version,
    about = "Star Wars CCG and X-Wing rules engine"
)]
struct Cli {
    /// The data folder, used alone when given (default: $HOLOCRON_DATA, then ../shared/data
    /// beside the checkout, then the per-user folder that `data fetch` fills).
    #[arg(long, global = true, value_name = "DIR")]
    data: Option<std::path::PathBuf>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Manage the card and ship data folder.
    Data(data::Args),
    /// Star Wars CCG: play a bot at the terminal.
    Play(swccg::play::Args),
    /// Star Wars CCG: bot-against-bot games with invariant checks.
    Simulate(swccg::simulate::Args),
    /// Star Wars CCG: play a saved replay again, or verify it.
    Replay(swccg::replay::Args),
    /// Star Wars CCG: how many cards are implemented and tested.
    Coverage(swccg::coverage::Args),
    /// Star Wars CCG: draft card scripts from printed game text, and check `.cards` files.
    Cards(swccg::draft::Args),
    /// Bots against bots in round robins: win rates, 95% intervals, Elo.
    Arena(arena::Args),
    /// X-Wing Miniatures: measure, render, odds and simulate.
    Xwing(xwing_cmd::Args),
    /// The game server: accounts, decks, tables and games over HTTP and WebSocket.
    Serve(serve::Args),
}

fn main() -> anyhow::Result<()> {
    let cli = Cli::parse();
    match cli.command {
        Command::Data(args) => data::run(cli.data, args),
        Command::Play(args) => swccg::play::run(cli.data, args),
        Command::Simulate(args) => swccg::simulate::run(cli.data, args),
        Command::Replay(args) => swccg::replay::run(cli.data, args),
        Command::Coverage(args) => swccg::coverage::run(cli.data, args),
        Command::Cards(args) => swccg::draft::run(cli.data, args),
        Command::Arena(args) => arena::run(cli.data, args),
        Command::Xwing(args) => xwing_cmd::run(cli.data, args),
        Command::Serve(args) => serve::run(cli.data, args),
    }
}
