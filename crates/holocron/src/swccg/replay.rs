//! `holocron replay FILE [--verify]`: plays a saved game again.
//!
//! Without `--verify` it prints the game's log: every answer with the side that gave it and
//! every event, in `--lang`. With `--seat`, only what that side saw: its own answers and the
//! events it may see. Without it, everything, each private event marked with the side it was
//! shown to. With `--verify` it checks instead that every answer is accepted and that the
//! game produces the recorded event log, last turn and outcome.

use super::{Data, parse_side, print_stdout};
use anyhow::{Context, Result};
use std::path::PathBuf;
use swccg_cards::Side;
use swccg_engine::event::Visibility;
use swccg_engine::replay::{Replay, Step};
use swccg_engine::text::{Lang, Reader, Text, message_with, side_name};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The replay file (JSON, as `play --save` and `simulate --save-replays` write it).
    file: PathBuf,
    /// Check that the replay still plays to the recorded event log instead of printing it.
    #[arg(long)]
    verify: bool,
    /// The language of the log: en or fr.
    #[arg(long, default_value = "en")]
    lang: Lang,
    /// Print only what this side saw: dark or light.
    #[arg(long, value_parser = parse_side)]
    seat: Option<Side>,
}

pub fn run(data: crate::data::Source, args: Args) -> Result<()> {
    let data = Data::load(&data)?;
    let file = args.file.display().to_string();
    let text = std::fs::read_to_string(&args.file)
        .with_context(|| format!("reading the replay {file}"))?;
    let replay = Replay::from_json(&text).with_context(|| format!("replay {file}"))?;
    if args.verify {
        let run = replay
            .verify(&data.db)
            .with_context(|| format!("replay {file} does not verify"))?;
        let ending = match run.game.outcome() {
            Some(outcome) => format!("{} Side won", outcome.winner),
            None => "unfinished".to_owned(),
        };
        return print_stdout(&format!(
            "{file}: verified: {} answers accepted, {} events with hash {}, turn {}, {ending}\n",
            replay.answers.len(),
            run.events,
            run.event_log_hash,
            run.game.turn()
        ));
    }
    let lang = args.lang;
    let heading = message_with(
        lang,
        "replay-heading",
        &[
            ("dark_deck", name_or(&replay.dark_name).into()),
            ("dark", side_name(lang, Side::Dark).into()),
            ("light_deck", name_or(&replay.light_name).into()),
            ("light", side_name(lang, Side::Light).into()),
            ("seed", replay.seed.to_string().into()),
            ("answers", replay.answers.len().into()),
        ],
    );
    print_stdout(&format!("{heading}\n"))?;
    let reader = args.seat.map_or(Reader::Onlooker, Reader::Seat);
    let mut out = std::io::stdout().lock();
    let mut write_failed = None;
    let mut line = |text: String| {
        use std::io::Write;
        if write_failed.is_none()
            && let Err(err) = writeln!(out, "{text}")
        {
            write_failed = Some(err);
        }
    };
    replay
        .run(&data.db, |step| match step {
            Step::Answer {
                index,
                game,
                seat,
                answer,
            } => {
                if args.seat.is_none_or(|s| s == seat) {
                    let said = Text::new(lang, game.catalogue(), Reader::Seat(seat))
                        .with_state(game.state())
                        .answer(answer);
                    line(format!("[{index}] {}: {said}", side_name(lang, seat)));
                }
            }
            Step::Event { game, event, .. } => {
                let shown = match (args.seat, event.visibility) {
                    (Some(seat), visibility) => visibility.allows(seat).then(String::new),
                    (None, Visibility::Everyone) => Some(String::new()),
                    (None, Visibility::Only(to)) => Some(to_only(lang, to)),
                };
                if let Some(mark) = shown {
                    let said = Text::new(lang, game.catalogue(), reader).event(&event.what);
                    line(format!("      {said}{mark}"));
                }
            }
        })
        .with_context(|| format!("replay {file}"))?;
    match write_failed {
        // The reader stopped reading (`| head`): not an error.
        Some(err) if err.kind() != std::io::ErrorKind::BrokenPipe => {
            Err(err).context("writing the log")
        }
        _ => Ok(()),
    }
}

fn name_or(name: &str) -> &str {
    if name.is_empty() { "?" } else { name }
}

/// The mark of an event shown to one side only.
fn to_only(lang: Lang, side: Side) -> String {
    let side = side_name(lang, side);
    format!(
        " {}",
        message_with(lang, "replay-only", &[("side", side.into())])
    )
}
