//! `holocron xwing simulate` and `holocron xwing odds`.

use std::path::PathBuf;

#[derive(Debug, clap::Args)]
pub struct SimulateArgs {
    /// The scenario name.
    scenario: String,
}

#[derive(Debug, clap::Args)]
pub struct OddsArgs {}

pub fn simulate(_data: Option<PathBuf>, args: SimulateArgs) -> anyhow::Result<()> {
    anyhow::bail!("simulate is not built yet ({})", args.scenario)
}

pub fn odds(_data: Option<PathBuf>, _args: OddsArgs) -> anyhow::Result<()> {
    anyhow::bail!("odds is not built yet")
}
