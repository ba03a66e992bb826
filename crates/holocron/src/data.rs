//! `holocron data`: locate and fetch the data folder.

use std::path::PathBuf;

#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, clap::Subcommand)]
enum Command {
    /// Print the data folder Holocron would use.
    Where,
}

pub fn run(data: Option<PathBuf>, args: Args) -> anyhow::Result<()> {
    match args.command {
        Command::Where => {
            println!("{}", data.map(|d| d.display().to_string()).unwrap_or_default());
            Ok(())
        }
    }
}
