//! `holocron arena`: round robins between bots, with win rates, 95% intervals and Elo.
//!
//! Every pair of bots plays `--games` games, changing seats every game; the two games of a
//! seating pair share a seed, so each deal is played from both sides. A game still running
//! at the turn (or round) limit counts as a draw. With `--jobs` several games run at once;
//! the results are the same, since each game depends only on its own seed.

use crate::botspec::{BotSpec, SearchFlags};
use crate::progress::Progress;
use crate::swccg::{self, Data, Decks, bot_seed, print_stdout};
use anyhow::{Context, Result, bail};
use bots::Budget;
use bots::arena::{Fixture, Result2, Standings, schedule, standings};
use door::Game as _;
use serde::Serialize;
use std::sync::Arc;
use std::time::Instant;
use swccg_cards::Side;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The game: swccg or xwing.
    #[arg(long, default_value = "swccg")]
    game: String,
    /// The bots, separated by commas: random, heuristic, search, search:N (playouts),
    /// search:Nms; X-Wing also knows simple.
    #[arg(long, value_delimiter = ',', default_value = "random,heuristic,search")]
    bots: Vec<String>,
    /// Games per pair of bots (seats change every game).
    #[arg(long, value_name = "N", default_value_t = 20)]
    games: u32,
    /// The seed of the first deal.
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Star Wars CCG: the Dark Side deck.
    #[arg(long, value_name = "DECK", default_value = swccg::DEFAULT_DARK)]
    dark: String,
    /// Star Wars CCG: the Light Side deck.
    #[arg(long, value_name = "DECK", default_value = swccg::DEFAULT_LIGHT)]
    light: String,
    /// X-Wing: the scenario (epic or devices).
    #[arg(long, default_value = "devices")]
    scenario: String,
    /// A game going beyond this many turns (X-Wing: rounds) is a draw.
    #[arg(long, value_name = "T", default_value_t = 200)]
    max_turns: u32,
    /// Games played at once.
    #[arg(long, value_name = "J", default_value_t = 1)]
    jobs: usize,
    #[command(flatten)]
    search: SearchFlags,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    json: bool,
}

/// The default search budget of the arena: deterministic, and a few seconds per game.
const ARENA_PLAYOUTS: u32 = 200;

#[derive(Debug, Serialize)]
struct Report {
    game: String,
    /// The decks or the scenario.
    played: String,
    games_per_pair: u32,
    seed: u64,
    seconds: f64,
    #[serde(flatten)]
    standings: Standings,
}

pub fn run(data: crate::data::Source, args: Args) -> Result<()> {
    if args.bots.len() < 2 {
        bail!("an arena needs at least two bots (--bots a,b)");
    }
    let specs: Vec<BotSpec> = args
        .bots
        .iter()
        .map(|b| BotSpec::parse(b, &args.search, Budget::Playouts(ARENA_PLAYOUTS)))
        .collect::<Result<_>>()?;
    let names: Vec<String> = specs.iter().map(BotSpec::name).collect();
    for (i, name) in names.iter().enumerate() {
        if names[..i].contains(name) {
            bail!("the bot {name} is named twice");
        }
    }
    let fixtures = schedule(specs.len(), args.games, args.seed);
    let start = Instant::now();
    let (played, results) = match args.game.as_str() {
        "swccg" => {
            let data = Data::load(&data)?;
            let decks = Decks::load(&data, &args.dark, &args.light)?;
            for spec in &specs {
                swccg::make_bot(*spec, 0)?;
            }
            let catalogue = Arc::new(swccg_engine::Catalogue::with_outside(
                &decks.dark_cards,
                &decks.light_cards,
                &[],
                &[],
            ));
            let turns = u16::try_from(args.max_turns).unwrap_or(u16::MAX);
            let results = run_all(&fixtures, args.jobs, |f| {
                play_swccg(&catalogue, &specs, f, turns)
            })?;
            (
                format!("{} vs {}", decks.dark.name, decks.light.name),
                results,
            )
        }
        "xwing" => {
            let results = crate::xwing_cmd::play::arena_games(
                data,
                &args.scenario,
                &specs,
                &fixtures,
                args.max_turns,
                args.jobs,
            )?;
            (args.scenario.clone(), results)
        }
        other => bail!("unknown game {other:?} (expected swccg or xwing)"),
    };
    let report = Report {
        game: args.game.clone(),
        played,
        games_per_pair: args.games,
        seed: args.seed,
        seconds: start.elapsed().as_secs_f64(),
        standings: standings(&names, &fixtures, &results),
    };
    if args.json {
        print_stdout(&format!("{}\n", serde_json::to_string_pretty(&report)?))
    } else {
        print_stdout(&readable(&report))
    }
}

/// Plays every fixture on `jobs` threads, with a progress bar; results in fixture order.
pub fn run_all<F>(fixtures: &[Fixture], jobs: usize, play: F) -> Result<Vec<Result2>>
where
    F: Fn(&Fixture) -> Result<Result2> + Sync,
{
    let mut progress = Progress::new(fixtures.len() as u64, "games");
    let next = std::sync::atomic::AtomicUsize::new(0);
    let (send, receive) = std::sync::mpsc::channel::<(usize, Result<Result2>)>();
    let mut results: Vec<Option<Result2>> = vec![None; fixtures.len()];
    std::thread::scope(|scope| -> Result<()> {
        for _ in 0..jobs.max(1) {
            let send = send.clone();
            let (next, play) = (&next, &play);
            scope.spawn(move || {
                loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    let Some(fixture) = fixtures.get(i) else {
                        break;
                    };
                    if send.send((i, play(fixture))).is_err() {
                        break;
                    }
                }
            });
        }
        drop(send);
        let mut done = 0;
        for (i, result) in receive {
            let result = match result {
                Ok(r) => r,
                Err(err) => {
                    // Stop handing out games; the others finish theirs.
                    next.store(fixtures.len(), std::sync::atomic::Ordering::Relaxed);
                    return Err(err);
                }
            };
            results[i] = Some(result);
            done += 1;
            progress.update(done);
        }
        Ok(())
    })?;
    progress.finish();
    Ok(results
        .into_iter()
        .map(|r| r.unwrap_or(Result2::Drawn))
        .collect())
}

/// A turn longer than this is a bot (or engine) bug, reported rather than played forever.
const MAX_TURN_DECISIONS: u64 = 20_000;

/// One Star Wars CCG game of the arena: seat 0 is the Dark Side.
fn play_swccg(
    catalogue: &Arc<swccg_engine::Catalogue>,
    specs: &[BotSpec],
    fixture: &Fixture,
    max_turns: u16,
) -> Result<Result2> {
    let mut game = swccg_engine::Game::from_catalogue(catalogue.clone(), fixture.seed);
    let mut players = [
        swccg::make_bot(specs[fixture.seats[0]], bot_seed(fixture.seed, Side::Dark))?,
        swccg::make_bot(specs[fixture.seats[1]], bot_seed(fixture.seed, Side::Light))?,
    ];
    let mut events = Vec::new();
    let (mut turn, mut turn_decisions) = (game.turn(), 0u64);
    while let Some(pending) = game.pending() {
        if game.turn() > max_turns {
            return Ok(Result2::Drawn);
        }
        if game.turn() != turn {
            (turn, turn_decisions) = (game.turn(), 0);
        }
        turn_decisions += 1;
        if turn_decisions > MAX_TURN_DECISIONS {
            bail!(
                "seed {}: turn {turn} took more than {MAX_TURN_DECISIONS} decisions (a bot \
                 repeats an action without end; `holocron simulate --save-replays` keeps the game)",
                fixture.seed
            );
        }
        let choice = players[pending.seat.index()].choose(&game);
        let (id, answer) = (pending.id, pending.options[choice]);
        events.clear();
        game.answer_into(id, &answer, &mut events)
            .with_context(|| format!("seed {}: a listed answer was refused", fixture.seed))?;
    }
    Ok(match game.outcome() {
        Some(outcome) => Result2::Won(outcome.winner.index()),
        None => Result2::Drawn,
    })
}

fn readable(r: &Report) -> String {
    let s = &r.standings;
    let mut out = format!(
        "{} arena, {}: {} games per pair, seeds from {}, {:.1} s\n\n",
        r.game, r.played, r.games_per_pair, r.seed, r.seconds
    );
    let width = s.bots.iter().map(String::len).max().unwrap_or(4).max(4);
    out += &format!(
        "{:<width$}  {:<width$}  {:>5} {:>5} {:>5}  {:>7}  {:>15}  {:>11}\n",
        "a", "b", "a won", "b won", "drawn", "a score", "95% interval", "a by seat"
    );
    for p in &s.pairs {
        out += &format!(
            "{:<width$}  {:<width$}  {:>5} {:>5} {:>5}  {:>6.1}%  [{:>5.1}%, {:>5.1}%]  {:>5} {:>5}\n",
            p.a,
            p.b,
            p.a_wins,
            p.b_wins,
            p.draws,
            100.0 * p.a_score,
            100.0 * p.a_score_low,
            100.0 * p.a_score_high,
            p.a_wins_by_seat[0],
            p.a_wins_by_seat[1],
        );
    }
    out += "\nElo (average 1500):\n";
    let mut order: Vec<usize> = (0..s.bots.len()).collect();
    order.sort_by(|&x, &y| s.elo[y].total_cmp(&s.elo[x]));
    for i in order {
        out += &format!("  {:<width$}  {:>6.0}\n", s.bots[i], s.elo[i]);
    }
    out
}
