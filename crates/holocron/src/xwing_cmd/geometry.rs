//! `holocron xwing measure` and `holocron xwing render`.

use std::path::PathBuf;

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

pub fn measure(_data: Option<PathBuf>, args: MeasureArgs) -> anyhow::Result<()> {
    anyhow::bail!("measure is not built yet ({})", args.scenario.display())
}

pub fn render(_data: Option<PathBuf>, args: RenderArgs) -> anyhow::Result<()> {
    anyhow::bail!("render is not built yet ({} -> {})", args.scenario.display(), args.output.display())
}
