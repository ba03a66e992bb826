//! `holocron xwing simulate` and `holocron xwing odds`.
//!
//! `simulate` plays seeded bot games of a named scenario (`epic`, `devices`) and prints a
//! summary; it fails when any game broke an invariant. `odds` prints the exact damage
//! distribution of one attack, computed by enumerating every roll.

use crate::botspec::{BotSpec, SearchFlags};
use bots::Bot;
use bots::arena::{Fixture, Result2};
use door::Game as _;
use serde::Serialize;
use xwing::battles::{self, BotKind, Match};
use xwing::data::Edition;
use xwing::dice::{AttackMod, DefenseMod, Distribution, Odds};
use xwing::rules::{Battle, Outcome};

#[derive(Debug, clap::Args)]
pub struct SimulateArgs {
    /// The scenario name: `epic` (1e, CR90 and GR-75 against TIEs) or `devices` (2e bombs and
    /// mines).
    scenario: String,
    /// How many games to play.
    #[arg(long, default_value_t = 100)]
    games: u32,
    /// Seed of the first game; game i uses seed + i.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// The bots: one for both seats, or two separated by a comma (seat one first): `simple`
    /// (flies toward the enemy, always attacks), `random`, `heuristic`, `search` or
    /// `search:N` (N playouts per decision).
    #[arg(long, alias = "bot", value_delimiter = ',', default_value = "simple")]
    bots: Vec<String>,
    #[command(flatten)]
    search: SearchFlags,
    /// A game still running after this many rounds counts as unfinished.
    #[arg(long, default_value_t = 30)]
    max_rounds: u32,
    /// Print the summary as JSON only.
    #[arg(long)]
    json: bool,
}

pub fn simulate(data: crate::data::Source, args: SimulateArgs) -> anyhow::Result<()> {
    let dir = super::data_folder(&data)?;
    let (catalog, geometry, spec) = battles::load(dir.root(), &args.scenario)?;
    let kinds: Vec<BotKind> = args
        .bots
        .iter()
        .map(|name| bot_kind(name, &args.search))
        .collect::<anyhow::Result<_>>()?;
    let bots = match kinds[..] {
        [one] => [one, one],
        [first, second] => [first, second],
        _ => anyhow::bail!("--bots takes one bot, or two separated by a comma"),
    };
    let m = Match {
        games: args.games,
        seed: args.seed,
        bots,
        max_rounds: args.max_rounds,
    };
    let started = std::time::Instant::now();
    let summary = battles::play_match(&args.scenario, &catalog, &geometry, &spec, m)?;
    let elapsed = started.elapsed();
    let seconds = elapsed.as_secs_f64();
    let rate = |n: f64| if seconds > 0.0 { n / seconds } else { 0.0 };
    if args.json {
        // The summary, plus the timing fields (which vary from run to run).
        let mut report = serde_json::to_value(&summary)?;
        if let Some(fields) = report.as_object_mut() {
            fields.insert("seconds".into(), seconds.into());
            let decisions = rate(summary.decisions as f64);
            fields.insert("decisions_per_second".into(), decisions.into());
            fields.insert(
                "games_per_second".into(),
                rate(f64::from(summary.games)).into(),
            );
        }
        println!("{}", serde_json::to_string_pretty(&report)?);
    } else {
        println!(
            "{} games of {} ({:?} against {:?}, seeds {}..{}) in {:.2?}",
            summary.games,
            summary.scenario,
            summary.bots[0],
            summary.bots[1],
            summary.seed,
            summary.seed + u64::from(summary.games),
            elapsed
        );
        println!(
            "wins: {} {}, {} {}; draws {}; unfinished {}",
            summary.factions[0],
            summary.wins[0],
            summary.factions[1],
            summary.wins[1],
            summary.draws,
            summary.unfinished
        );
        println!(
            "rounds per game {:.2}; decisions {} ({:.1} per game)",
            summary.rounds_mean, summary.decisions, summary.decisions_mean
        );
        println!("invariant violations: {}", summary.invariant_violations);
        println!("{}", serde_json::to_string(&summary)?);
    }
    if let Some(first) = &summary.first_violation {
        anyhow::bail!(
            "{} game(s) broke an invariant; first: {first}",
            summary.invariant_violations
        );
    }
    Ok(())
}

#[derive(Debug, clap::Args)]
pub struct OddsArgs {
    /// Attack dice rolled (after range bonuses and other changes).
    #[arg(long, short = 'a')]
    attack: u8,
    /// Defense dice rolled.
    #[arg(long, short = 'd', default_value_t = 0)]
    defense: u8,
    /// `1e` or `2e` (they differ in the evade token).
    #[arg(long, default_value = "1e")]
    edition: String,
    /// The attacker spends a focus token.
    #[arg(long)]
    focus: bool,
    /// The attacker spends a target lock (rerolls blanks, and focus results it cannot
    /// convert).
    #[arg(long)]
    lock: bool,
    /// The attacker may reroll up to this many dice.
    #[arg(long, default_value_t = 0)]
    reroll: u8,
    /// The attacker changes up to this many focus results to hits.
    #[arg(long, default_value_t = 0)]
    focus_to_hit: u8,
    /// The attacker changes up to this many blanks to hits.
    #[arg(long, default_value_t = 0)]
    blank_to_hit: u8,
    /// The attacker changes up to this many hits to crits.
    #[arg(long, default_value_t = 0)]
    hit_to_crit: u8,
    /// The defender spends a focus token.
    #[arg(long)]
    defense_focus: bool,
    /// Evade tokens the defender may spend.
    #[arg(long, default_value_t = 0)]
    evade: u8,
    /// The defender may reroll up to this many dice.
    #[arg(long, default_value_t = 0)]
    defense_reroll: u8,
    /// Evade results added without rolling (a reinforced huge-ship section).
    #[arg(long, default_value_t = 0)]
    add_evade: u8,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

#[derive(Debug, Serialize)]
struct DamageLine {
    damage: u8,
    probability: f64,
    at_least: f64,
}

#[derive(Debug, Serialize)]
struct OutcomeLine {
    hits: u8,
    crits: u8,
    probability: f64,
    /// The exact probability is `numerator / 8^exponent`.
    numerator: String,
    exponent: u32,
}

#[derive(Debug, Serialize)]
struct OddsReport {
    odds: Odds,
    expected_damage: f64,
    expected_hits: f64,
    expected_crits: f64,
    damage: Vec<DamageLine>,
    outcomes: Vec<OutcomeLine>,
}

fn report(odds: Odds, distribution: &Distribution) -> OddsReport {
    let max = distribution.max_damage();
    let mut at_least = 1.0;
    let mut damage = Vec::new();
    for d in 0..=max {
        let probability = distribution.damage(d).to_f64();
        damage.push(DamageLine {
            damage: d,
            probability,
            at_least,
        });
        at_least -= probability;
    }
    let outcomes = distribution
        .outcomes
        .iter()
        .map(|(&(hits, crits), &numerator)| OutcomeLine {
            hits,
            crits,
            probability: distribution.probability(hits, crits).to_f64(),
            numerator: numerator.to_string(),
            exponent: distribution.exponent,
        })
        .collect();
    OddsReport {
        odds,
        expected_damage: distribution.expected_damage(),
        expected_hits: distribution.expected_hits(),
        expected_crits: distribution.expected_crits(),
        damage,
        outcomes,
    }
}

pub fn odds(_data: crate::data::Source, args: OddsArgs) -> anyhow::Result<()> {
    let edition = match args.edition.as_str() {
        "1e" | "first" => Edition::First,
        "2e" | "second" => Edition::Second,
        other => anyhow::bail!("unknown edition \"{other}\" (use 1e or 2e)"),
    };
    let mut attack_mods = Vec::new();
    if args.focus {
        attack_mods.push(AttackMod::FocusToken);
    }
    if args.lock {
        attack_mods.push(AttackMod::TargetLock);
    }
    if args.reroll > 0 {
        attack_mods.push(AttackMod::Reroll(args.reroll));
    }
    if args.focus_to_hit > 0 {
        attack_mods.push(AttackMod::FocusToHit(args.focus_to_hit));
    }
    if args.blank_to_hit > 0 {
        attack_mods.push(AttackMod::BlankToHit(args.blank_to_hit));
    }
    if args.hit_to_crit > 0 {
        attack_mods.push(AttackMod::HitToCrit(args.hit_to_crit));
    }
    let mut defense_mods = Vec::new();
    if args.defense_focus {
        defense_mods.push(DefenseMod::FocusToken);
    }
    for _ in 0..args.evade {
        defense_mods.push(DefenseMod::EvadeToken);
    }
    if args.defense_reroll > 0 {
        defense_mods.push(DefenseMod::Reroll(args.defense_reroll));
    }
    if args.add_evade > 0 {
        defense_mods.push(DefenseMod::AddEvade(args.add_evade));
    }
    let odds = Odds {
        edition,
        attack_dice: args.attack,
        defense_dice: args.defense,
        attack_mods,
        defense_mods,
    };
    let distribution = odds.evaluate()?;
    let report = report(odds, &distribution);
    if args.json {
        println!("{}", serde_json::to_string_pretty(&report)?);
        return Ok(());
    }
    println!(
        "{} attack dice against {} defense dice ({:?} edition)",
        report.odds.attack_dice, report.odds.defense_dice, report.odds.edition
    );
    println!(
        "expected damage {:.4} (hits {:.4}, crits {:.4})",
        report.expected_damage, report.expected_hits, report.expected_crits
    );
    println!("damage  P(=)      P(>=)");
    for line in &report.damage {
        println!(
            "{:>6}  {:.6}  {:.6}",
            line.damage, line.probability, line.at_least
        );
    }
    Ok(())
}

/// The games of an X-Wing arena: seat 0 flies the scenario's first squad.
pub fn arena_games(
    data: crate::data::Source,
    scenario: &str,
    specs: &[BotSpec],
    fixtures: &[Fixture],
    max_rounds: u32,
    jobs: usize,
) -> anyhow::Result<Vec<Result2>> {
    let dir = super::data_folder(&data)?;
    let (catalog, geometry, spec) = battles::load(dir.root(), scenario)?;
    for bot in specs {
        make_bot(*bot, 0)?;
    }
    crate::arena::run_all(fixtures, jobs, |fixture| {
        let mut battle = Battle::new(&catalog, geometry.clone(), &spec, fixture.seed)?;
        battle.take_events();
        let mut players = [
            make_bot(specs[fixture.seats[0]], fixture.seed ^ 1)?,
            make_bot(specs[fixture.seats[1]], fixture.seed ^ 2)?,
        ];
        while let Some(pending) = battle.pending() {
            if battle.round > max_rounds {
                return Ok(Result2::Drawn);
            }
            let (id, seat) = (pending.id, pending.seat);
            let answer = pending.options[players[seat.index()].choose(&battle)].clone();
            battle
                .answer(id, &answer)
                .map_err(|e| anyhow::anyhow!("seed {}: {e}", fixture.seed))?;
        }
        Ok(match battle.outcome {
            Some(Outcome::Winner(seat)) => Result2::Won(seat.index()),
            _ => Result2::Drawn,
        })
    })
}

/// An X-Wing bot of the given kind, seeded.
pub fn make_bot(spec: BotSpec, seed: u64) -> anyhow::Result<Box<dyn Bot<Battle> + Send>> {
    Ok(match spec {
        BotSpec::Random => Box::new(bots::RandomBot::new(seed)),
        BotSpec::Simple => Box::new(battles::SimpleBot::new(seed)),
        BotSpec::Heuristic => Box::new(battles::HeuristicBot::new(seed)),
        BotSpec::Search { budget, threads } => {
            Box::new(battles::PlanBot::with_budget(seed, budget).with_threads(threads))
        }
    })
}

/// A bot of `simulate`, which plays with a playout budget only (its games are reproducible).
fn bot_kind(name: &str, flags: &SearchFlags) -> anyhow::Result<BotKind> {
    Ok(
        match BotSpec::parse(name, flags, bots::Budget::Playouts(SIMULATE_PLAYOUTS))? {
            BotSpec::Random => BotKind::Random,
            BotSpec::Simple => BotKind::Simple,
            BotSpec::Heuristic => BotKind::Heuristic,
            BotSpec::Search {
                budget: bots::Budget::Playouts(playouts),
                ..
            } => BotKind::Search { playouts },
            BotSpec::Search { .. } => {
                anyhow::bail!(
                    "simulate gives search bots a number of playouts (search:N), not a time"
                )
            }
        },
    )
}

/// The search bot's playouts per decision in `xwing simulate` when none is named.
const SIMULATE_PLAYOUTS: u32 = 24;
