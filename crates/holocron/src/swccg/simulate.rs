//! `holocron simulate`: bots (random by default) play each other, and the engine's invariants are checked
//! after every decision.
//!
//! Game `i` (from 0) uses seed `S + i` for the game, and [`super::bot_seed`] of it for each
//! side's bot, so a run is a pure function of its arguments: the same seed gives the same
//! results apart from the timing fields (`seconds`, `decisions_per_second`,
//! `games_per_second`). A game still going after `--max-turns` turns is stopped and counted
//! as unfinished. A game in which one turn takes more than `--max-turn-decisions` decisions
//! is stopped too and counted as stalled: a bot repeating an action without end is a bug to
//! look at (its replay is saved with `--save-replays`), not a reason to hang.
//!
//! After every decision the engine's invariants (`swccg_engine::invariants::check`) are
//! checked, and with `--check-views` also both seats' views (`invariants::check_view`). A
//! listed answer the engine refuses is a violation too, and ends that game (counted as
//! aborted).

use super::{Data, Decks, bot_seed, print_stdout, save_replay};
use crate::botspec::{BotSpec, SearchFlags};
use crate::progress::Progress;
use anyhow::{Context, Result, bail};
use bots::Budget;
use door::Game as _;
use serde::Serialize;
use std::path::PathBuf;
use std::time::Instant;
use swccg_cards::Side;
use swccg_engine::{Answer, Game, RULES_VERSION, invariants};

/// How many violations the summary lists in full.
const LISTED_VIOLATIONS: usize = 10;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The Dark Side deck: a deck file, or a deck name of the data folder.
    #[arg(long, value_name = "DECK", default_value = super::DEFAULT_DARK)]
    dark: String,
    /// The Light Side deck: a deck file, or a deck name of the data folder.
    #[arg(long, value_name = "DECK", default_value = super::DEFAULT_LIGHT)]
    light: String,
    /// How many games to play.
    #[arg(long, value_name = "N", default_value_t = 100)]
    games: u64,
    /// The seed of the first game; game i uses seed S+i.
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Print one JSON object on stdout instead of a readable summary.
    #[arg(long)]
    json: bool,
    /// Stop a game that goes beyond this many turns (it counts as unfinished).
    #[arg(long, value_name = "T", default_value_t = 1000)]
    max_turns: u16,
    /// Stop a game in which one turn takes more than this many decisions (it counts as
    /// stalled, and its replay is saved with --save-replays).
    #[arg(long, value_name = "N", default_value_t = 20_000)]
    max_turn_decisions: u64,
    /// Save replays in this folder: the first game, and every game in which an invariant
    /// broke or a listed answer was refused.
    #[arg(long, value_name = "DIR")]
    save_replays: Option<PathBuf>,
    /// With --save-replays, save every game.
    #[arg(long, requires = "save_replays")]
    save_all: bool,
    /// Also check after every decision that neither seat's view shows hidden cards (about ten
    /// times slower).
    #[arg(long)]
    check_views: bool,
    /// The bots: one for both sides, or two separated by a comma (Dark Side first): random,
    /// heuristic, search, search:N (playouts) or search:Nms.
    #[arg(long, value_delimiter = ',', default_value = "random")]
    bots: Vec<String>,
    #[command(flatten)]
    search: SearchFlags,
}

/// The search bot's budget in `simulate` when none is given (deterministic).
const SIMULATE_PLAYOUTS: u32 = 100;

/// One broken invariant, where it was found.
#[derive(Clone, Debug, Serialize)]
struct Violation {
    seed: u64,
    /// How many answers had been given when it was found (0: right after the game was set
    /// up).
    decision: u64,
    turn: u16,
    problem: String,
}

/// What one game produced.
#[derive(Debug)]
struct Played {
    seed: u64,
    winner: Option<Side>,
    turns: u16,
    answers: Vec<Answer>,
    violations: Vec<Violation>,
    /// A listed answer was refused, so the game could not go on.
    aborted: bool,
    /// One turn took more decisions than the limit.
    stalled: bool,
}

/// The JSON summary. Field names are part of the command's interface.
#[derive(Debug, Serialize)]
struct Summary {
    games: u64,
    dark_wins: u64,
    light_wins: u64,
    unfinished: u64,
    aborted: u64,
    /// Games stopped because one turn took more than `max_turn_decisions` decisions.
    stalled: u64,
    turns_mean: f64,
    turns_max: u16,
    decisions: u64,
    decisions_per_game_mean: f64,
    seconds: f64,
    decisions_per_second: f64,
    games_per_second: f64,
    invariant_violations: u64,
    /// Whether the views were checked too (`--check-views`).
    views_checked: bool,
    /// The first few violations, with their game's seed and decision number.
    violations: Vec<Violation>,
    seed: u64,
    max_turns: u16,
    max_turn_decisions: u64,
    dark: String,
    light: String,
    rules_version: &'static str,
    card_db_hash: String,
    /// The bots, Dark Side first.
    bots: [String; 2],
}

pub fn run(data: crate::data::Source, args: Args) -> Result<()> {
    let data = Data::load(&data)?;
    let decks = Decks::load(&data, &args.dark, &args.light)?;
    let specs: Vec<BotSpec> = args
        .bots
        .iter()
        .map(|b| BotSpec::parse(b, &args.search, Budget::Playouts(SIMULATE_PLAYOUTS)))
        .collect::<Result<_>>()?;
    let bots = match specs[..] {
        [one] => [one, one],
        [dark, light] => [dark, light],
        _ => bail!("--bots takes one bot, or two separated by a comma (Dark Side first)"),
    };
    for bot in bots {
        super::make_bot(bot, 0)?;
    }
    if let Some(dir) = &args.save_replays {
        std::fs::create_dir_all(dir)
            .with_context(|| format!("creating the replay folder {}", dir.display()))?;
    }
    let mut summary = Summary {
        games: args.games,
        dark_wins: 0,
        light_wins: 0,
        unfinished: 0,
        aborted: 0,
        stalled: 0,
        turns_mean: 0.0,
        turns_max: 0,
        decisions: 0,
        decisions_per_game_mean: 0.0,
        seconds: 0.0,
        decisions_per_second: 0.0,
        games_per_second: 0.0,
        invariant_violations: 0,
        views_checked: args.check_views,
        violations: Vec::new(),
        seed: args.seed,
        max_turns: args.max_turns,
        max_turn_decisions: args.max_turn_decisions,
        dark: decks.dark.name.clone(),
        light: decks.light.name.clone(),
        rules_version: RULES_VERSION,
        card_db_hash: data.db.content_hash(),
        bots: bots.map(|b| b.name()),
    };
    let mut progress = Progress::new(args.games, "games");
    let mut turns_total = 0u64;
    let start = Instant::now();
    for i in 0..args.games {
        let seed = args.seed.wrapping_add(i);
        let limits = Limits {
            turns: args.max_turns,
            turn_decisions: args.max_turn_decisions,
        };
        let played = play(&decks, bots, seed, limits, args.check_views)?;
        match played.winner {
            Some(Side::Dark) => summary.dark_wins += 1,
            Some(Side::Light) => summary.light_wins += 1,
            None if played.aborted => summary.aborted += 1,
            None if played.stalled => summary.stalled += 1,
            None => summary.unfinished += 1,
        }
        turns_total += u64::from(played.turns);
        summary.turns_max = summary.turns_max.max(played.turns);
        summary.decisions += played.answers.len() as u64;
        summary.invariant_violations += played.violations.len() as u64;
        let room = LISTED_VIOLATIONS.saturating_sub(summary.violations.len());
        summary
            .violations
            .extend(played.violations.iter().take(room).cloned());
        if let Some(dir) = &args.save_replays {
            let troubled = played.aborted || played.stalled || !played.violations.is_empty();
            if args.save_all || i == 0 || troubled {
                let replay = decks.replay(&data, played.seed, played.answers)?;
                save_replay(&replay, &dir.join(format!("game-{}.json", played.seed)))?;
            }
        }
        progress.update(i + 1);
    }
    let seconds = start.elapsed().as_secs_f64();
    progress.finish();
    let games = args.games.max(1) as f64;
    summary.turns_mean = turns_total as f64 / games;
    summary.decisions_per_game_mean = summary.decisions as f64 / games;
    summary.seconds = seconds;
    if seconds > 0.0 {
        summary.decisions_per_second = summary.decisions as f64 / seconds;
        summary.games_per_second = args.games as f64 / seconds;
    }
    if args.json {
        print_stdout(&format!("{}\n", serde_json::to_string_pretty(&summary)?))
    } else {
        print_stdout(&readable(&summary))
    }
}

/// When a game is stopped unfinished.
#[derive(Clone, Copy, Debug)]
struct Limits {
    turns: u16,
    /// Decisions in one turn.
    turn_decisions: u64,
}

/// Plays one bot game, checking the invariants after every decision.
fn play(
    decks: &Decks,
    bots: [BotSpec; 2],
    seed: u64,
    limits: Limits,
    checks_views: bool,
) -> Result<Played> {
    let mut game = Game::new(&decks.dark_cards, &decks.light_cards, seed)
        .context("the decks do not make a game")?;
    let mut bots = [
        super::make_bot(bots[0], bot_seed(seed, Side::Dark))?,
        super::make_bot(bots[1], bot_seed(seed, Side::Light))?,
    ];
    let mut played = Played {
        seed,
        winner: None,
        turns: 0,
        answers: Vec::new(),
        violations: Vec::new(),
        aborted: false,
        stalled: false,
    };
    check(&game, checks_views, &mut played);
    let mut events = Vec::new();
    let (mut turn, mut turn_decisions) = (game.turn(), 0u64);
    while let Some(pending) = game.pending() {
        if game.turn() > limits.turns {
            break;
        }
        if game.turn() != turn {
            (turn, turn_decisions) = (game.turn(), 0);
        }
        turn_decisions += 1;
        if turn_decisions > limits.turn_decisions {
            played.stalled = true;
            break;
        }
        let choice = bots[pending.seat.index()].choose(&game);
        let (id, answer) = (pending.id, pending.options[choice]);
        events.clear();
        if let Err(refused) = game.answer_into(id, &answer, &mut events) {
            played.violations.push(Violation {
                seed,
                decision: played.answers.len() as u64,
                turn: game.turn(),
                problem: format!("the listed answer {answer:?} was refused: {refused}"),
            });
            played.aborted = true;
            break;
        }
        played.answers.push(answer);
        check(&game, checks_views, &mut played);
    }
    played.winner = game.outcome().map(|o| o.winner);
    played.turns = game.turn();
    Ok(played)
}

/// Runs the engine's invariant checks on the state and, with `views`, on both seats' views.
fn check(game: &Game, views: bool, played: &mut Played) {
    let mut problems = invariants::check(game.catalogue(), game.state());
    if views {
        for seat in Side::BOTH {
            problems.extend(invariants::check_view(game.state(), &game.view(seat)));
        }
    }
    for problem in problems {
        played.violations.push(Violation {
            seed: played.seed,
            decision: played.answers.len() as u64,
            turn: game.turn(),
            problem,
        });
    }
}

fn readable(s: &Summary) -> String {
    let percent = |n: u64| 100.0 * n as f64 / s.games.max(1) as f64;
    let mut out = format!(
        "{} games, {} (Dark Side, {} bot) against {} (Light Side, {} bot), seeds {} to {}, \
         turn limit {}\n",
        s.games,
        s.dark,
        s.bots[0],
        s.light,
        s.bots[1],
        s.seed,
        s.seed.wrapping_add(s.games.saturating_sub(1)),
        s.max_turns
    );
    out += &format!(
        "  Dark Side wins     {:>8} ({:.1}%)\n",
        s.dark_wins,
        percent(s.dark_wins)
    );
    out += &format!(
        "  Light Side wins    {:>8} ({:.1}%)\n",
        s.light_wins,
        percent(s.light_wins)
    );
    out += &format!("  unfinished         {:>8}\n", s.unfinished);
    if s.stalled > 0 {
        out += &format!(
            "  stalled            {:>8} (a turn took more than {} decisions)\n",
            s.stalled, s.max_turn_decisions
        );
    }
    if s.aborted > 0 {
        out += &format!(
            "  aborted            {:>8} (a listed answer was refused)\n",
            s.aborted
        );
    }
    out += &format!(
        "  turns per game     {:>8.1} mean, {} at most\n",
        s.turns_mean, s.turns_max
    );
    out += &format!(
        "  decisions          {:>8} ({:.0} per game, {:.0} per second with invariant checks)\n",
        s.decisions, s.decisions_per_game_mean, s.decisions_per_second
    );
    out += &format!(
        "  games per second   {:>8.1} ({:.2} s in all)\n",
        s.games_per_second, s.seconds
    );
    out += &format!(
        "  invariant violations {:>6}{}\n",
        s.invariant_violations,
        if s.views_checked {
            " (state and views)"
        } else {
            " (state)"
        }
    );
    for v in &s.violations {
        out += &format!(
            "    seed {}, decision {}, turn {}: {}\n",
            v.seed, v.decision, v.turn, v.problem
        );
    }
    out
}
