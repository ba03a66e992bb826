//! `holocron`: play, simulate, replay and check Star Wars tabletop games.
//!
//! A thin command line over the library crates. Each command family lives in its own module and
//! exposes an `Args` type and a `run` function.

mod arena;
mod botspec;
mod data;
mod progress;
mod serve;
mod serve_bench;
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
    /// The data folder, used alone when given (default: $HOLOCRON_DATA, used alone when set,
    /// then ../shared/data beside the checkout, then the per-user folder that `data fetch`
    /// fills).
    #[arg(long, global = true, value_name = "DIR")]
    data: Option<std::path::PathBuf>,
    /// Never fetch missing data on first use: a command whose game's data is found nowhere
    /// stops with an error instead.
    #[arg(long, global = true)]
    no_fetch: bool,
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
    /// The server under load: N concurrent bot games through its WebSocket channel.
    ServeBench(serve_bench::Args),
}

fn main() -> anyhow::Result<()> {
    let cli = Cli::parse();
    let source = data::Source {
        flag: cli.data,
        no_fetch: cli.no_fetch,
    };
    match cli.command {
        Command::Data(args) => data::run(source, args),
        Command::Play(args) => swccg::play::run(source, args),
        Command::Simulate(args) => swccg::simulate::run(source, args),
        Command::Replay(args) => swccg::replay::run(source, args),
        Command::Coverage(args) => swccg::coverage::run(source, args),
        Command::Cards(args) => swccg::draft::run(source, args),
        Command::Arena(args) => arena::run(source, args),
        Command::Xwing(args) => xwing_cmd::run(source, args),
        Command::Serve(args) => serve::run(source, args),
        Command::ServeBench(args) => serve_bench::run(source, args),
    }
}
