//! Named scenarios for simulation, and the bot-game runner.
//!
//! * `epic` — first edition, 3'x6': a CR90 corvette and a GR-75 transport with X-wing escorts
//!   against a TIE squadron (seed 000).
//! * `devices` — second edition, 3'x3': Y-wings with mines, bombs, "Genius" and a cloaking
//!   device against TIE bombers and a TIE punisher with bombs (seed 002).
//!
//! [`simulate`] plays seeded bot games of a scenario and checks the kernel's invariants after
//! every decision.

use crate::data::{Catalog, DataError, Edition};
use crate::geometry::{self as geo, GeometryConstants, GeometryError};
pub use crate::heuristic::HeuristicBot;
pub use crate::plan::PlanBot;
use crate::rules::{
    AreaSpec, Battle, CardSpec, Choice, GameSpec, ObstacleKind, ObstacleSpec, PoseSpec, Prompt,
    Seat, SetupError, ShipSpec, SquadSpec,
};
use bots::Bot;
use door::Game;
use serde::{Deserialize, Serialize};
use std::path::Path;

/// The scenario names.
pub const NAMES: [&str; 2] = ["epic", "devices"];

/// Why a scenario could not be loaded.
#[derive(Debug, thiserror::Error)]
pub enum BattleError {
    #[error("no scenario named \"{0}\" (known: epic, devices)")]
    Unknown(String),
    #[error(transparent)]
    Data(#[from] DataError),
    #[error(transparent)]
    Geometry(#[from] GeometryError),
    #[error(transparent)]
    Setup(#[from] SetupError),
}

fn card(ship: &str, pilot: &str, upgrades: &[&str]) -> CardSpec {
    CardSpec {
        ship: ship.into(),
        pilot: pilot.into(),
        upgrades: upgrades.iter().map(|u| u.to_string()).collect(),
    }
}

fn one(ship: &str, pilot: &str, upgrades: &[&str]) -> ShipSpec {
    ShipSpec {
        cards: vec![card(ship, pilot, upgrades)],
        pose: None,
    }
}

fn rock(kind: ObstacleKind, x: f64, y: f64, heading_deg: f64) -> ObstacleSpec {
    ObstacleSpec {
        kind,
        at: PoseSpec { x, y, heading_deg },
    }
}

/// The specification of a named scenario.
pub fn spec(name: &str) -> Result<GameSpec, BattleError> {
    match name {
        "epic" => Ok(epic()),
        "devices" => Ok(devices()),
        other => Err(BattleError::Unknown(other.to_string())),
    }
}

/// An Epic battle (first edition, 3'x6'): the Rebels' CR90 and GR-75 with escorts against a
/// TIE squadron with missile-armed bombers.
fn epic() -> GameSpec {
    let cr90 = ShipSpec {
        cards: vec![
            card(
                "cr90corvettefore",
                "cr90corvettefore",
                &[
                    "singleturbolasers",
                    "quadlasercannons",
                    "gunneryteam",
                    "sensorteam",
                ],
            ),
            card(
                "cr90corvetteaft",
                "cr90corvetteaft",
                &[
                    "quadlasercannons",
                    "engineeringteam",
                    "shieldtechnician",
                    "backupshieldgenerator",
                ],
            ),
        ],
        pose: None,
    };
    let gr75 = one(
        "gr75mediumtransport",
        "gr75mediumtransport",
        &[
            "wed15repairdroid",
            "combatretrofit",
            "tibannagassupplies",
            "commsbooster",
            "ememitter",
        ],
    );
    let rebels = SquadSpec {
        faction: "Rebel Alliance".into(),
        ships: vec![
            cr90,
            gr75,
            one("xwing", "redsquadronpilot", &["protontorpedoes"]),
            one("xwing", "redsquadronpilot", &[]),
            one("xwing", "rookiepilot", &[]),
        ],
        points_limit: Some(300),
    };
    let empire = SquadSpec {
        faction: "Galactic Empire".into(),
        ships: vec![
            one("tiefighter", "academypilot", &[]),
            one("tiefighter", "academypilot", &[]),
            one("tiefighter", "obsidiansquadronpilot", &[]),
            one("tiefighter", "obsidiansquadronpilot", &[]),
            one("tiefighter", "blacksquadronpilot", &[]),
            one("tieinterceptor", "alphasquadronpilot", &[]),
            one("tieinterceptor", "avengersquadronpilot", &[]),
            one("tiebomber", "scimitarsquadronpilot", &["assaultmissiles"]),
            one("tiebomber", "gammasquadronpilot", &["assaultmissiles"]),
            one("tieadvanced", "tempestsquadronpilot", &[]),
        ],
        points_limit: Some(300),
    };
    GameSpec {
        edition: Edition::First,
        area: AreaSpec::Epic,
        epic: true,
        first_player: Seat::One,
        squads: [rebels, empire],
        obstacles: vec![
            rock(ObstacleKind::Asteroid(0), 300.0, 420.0, 0.0),
            rock(ObstacleKind::Asteroid(1), 620.0, 520.0, 40.0),
            rock(ObstacleKind::Asteroid(2), 900.0, 400.0, 80.0),
            rock(ObstacleKind::Asteroid(3), 1200.0, 500.0, 120.0),
            rock(ObstacleKind::Asteroid(4), 1500.0, 430.0, 160.0),
            rock(ObstacleKind::Asteroid(5), 1000.0, 620.0, 200.0),
        ],
    }
}

/// A second-edition game with bombs and mines (3'x3').
fn devices() -> GameSpec {
    let scum = SquadSpec {
        faction: "scumandvillainy".into(),
        ships: vec![
            one(
                "btla4ywing",
                "amaxinewarrior",
                &["genius", "proximitymines"],
            ),
            one("btla4ywing", "hiredgun", &["protonbombs", "cloakingdevice"]),
            one("btla4ywing", "crymorahgoon", &["clustermines"]),
            one("btla4ywing", "jinatasecurityofficer", &["connernets"]),
            // A shielded bomber, so that the Bomblet Generator's shield-for-charges plays.
            one(
                "gauntletfighter",
                "shadowcollectiveoperator",
                &["bombletgenerator"],
            ),
        ],
        points_limit: None,
    };
    let empire = SquadSpec {
        faction: "galacticempire".into(),
        ships: vec![
            one(
                "tiesabomber",
                "gammasquadronace",
                &[
                    "seismiccharges",
                    "thermaldetonators",
                    "skilledbombardier",
                    "delayedfuses",
                ],
            ),
            one(
                "tiesabomber",
                "scimitarsquadronpilot",
                &["ionbombs", "concussionbombs"],
            ),
            one(
                "tiecapunisher",
                "cutlasssquadronpilot",
                &["trajectorysimulator", "blazerbomb"],
            ),
            one("tielnfighter", "academypilot", &[]),
            one("tielnfighter", "academypilot", &[]),
        ],
        points_limit: None,
    };
    GameSpec {
        edition: Edition::Second,
        area: AreaSpec::Standard,
        epic: false,
        first_player: Seat::One,
        squads: [scum, empire],
        obstacles: vec![
            rock(ObstacleKind::Asteroid(0), 250.0, 400.0, 0.0),
            rock(ObstacleKind::Asteroid(2), 650.0, 500.0, 60.0),
            rock(ObstacleKind::Debris(0), 460.0, 350.0, 30.0),
            rock(ObstacleKind::Debris(1), 460.0, 600.0, 110.0),
        ],
    }
}

/// The data a scenario needs: its edition's catalog and the geometry constants.
pub fn load(
    data_root: &Path,
    name: &str,
) -> Result<(Catalog, GeometryConstants, GameSpec), BattleError> {
    let spec = spec(name)?;
    let catalog = Catalog::load(data_root, spec.edition)?;
    let geometry = GeometryConstants::load_or_builtin(data_root)?;
    Ok((catalog, geometry, spec))
}

/// Which bot plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BotKind {
    /// Uniform over the legal answers.
    Random,
    /// [`SimpleBot`].
    Simple,
    /// [`HeuristicBot`].
    Heuristic,
    /// [`PlanBot`]: ISMCTS over [`HeuristicBot`] playouts, this many per strategic decision.
    Search { playouts: u32 },
}

impl BotKind {
    /// A bot of this kind, seeded.
    pub fn make(self, seed: u64) -> Box<dyn Bot<Battle>> {
        match self {
            BotKind::Random => Box::new(bots::RandomBot::new(seed)),
            BotKind::Simple => Box::new(SimpleBot::new(seed)),
            BotKind::Heuristic => Box::new(HeuristicBot::new(seed)),
            BotKind::Search { playouts } => Box::new(PlanBot::new(seed, playouts)),
        }
    }
}

/// A little better than random: it flies toward the enemy without leaving the play area,
/// always attacks when it can, and uses every dice modification it is offered.
#[derive(Clone, Debug)]
pub struct SimpleBot {
    random: bots::RandomBot,
    rng: door::Rng,
}

impl SimpleBot {
    pub fn new(seed: u64) -> Self {
        SimpleBot {
            random: bots::RandomBot::new(seed),
            rng: door::Rng::new(seed ^ 0x5EED),
        }
    }

    fn dial(
        &mut self,
        game: &Battle,
        ship: crate::rules::ShipId,
        options: &[Choice],
    ) -> Option<usize> {
        let s = game.ship(ship);
        let enemies: Vec<geo::Point> = game
            .ships_in_play()
            .filter(|o| o.owner != s.owner)
            .map(|o| o.body.base_centre())
            .collect();
        let mut scored: Vec<(f64, usize)> = Vec::new();
        for (index, option) in options.iter().enumerate() {
            let Choice::Dial(m) = option else { continue };
            let gm = crate::rules::space::geo_maneuver(*m);
            let Ok(pose) = geo::final_pose(&game.geometry, &s.body, gm) else {
                continue;
            };
            if !game.play_area().contains(&s.body.at(pose).body()) {
                continue;
            }
            let centre = geo::Point::new(pose.x, pose.y);
            let nearest = enemies
                .iter()
                .map(|e| (*e - centre).length())
                .fold(f64::INFINITY, f64::min);
            scored.push((nearest, index));
        }
        if scored.is_empty() {
            return None;
        }
        scored.sort_by(|a, b| a.0.total_cmp(&b.0));
        let top = scored.len().min(3);
        Some(scored[self.rng.below(top)].1)
    }
}

impl Bot<Battle> for SimpleBot {
    fn choose(&mut self, game: &Battle) -> usize {
        let Some(pending) = game.pending() else {
            return 0;
        };
        let options = &pending.options;
        let first_not_pass = options.iter().position(|o| *o != Choice::Pass);
        match &pending.prompt {
            Prompt::SetDial { ship } => {
                if let Some(index) = self.dial(game, *ship, options) {
                    return index;
                }
            }
            Prompt::DeclareAttack { .. }
            | Prompt::ModifyAttack { .. }
            | Prompt::ModifyDefense { .. }
            | Prompt::ExtraDie { .. }
            | Prompt::AttackAgain { .. } => {
                if let Some(index) = first_not_pass {
                    return index;
                }
            }
            Prompt::RerollAttack { .. } => {
                let wanted = [
                    Choice::RerollAttack(crate::dice::AttackFace::Blank),
                    Choice::RerollAttack(crate::dice::AttackFace::Focus),
                    Choice::Roll,
                ];
                for want in wanted {
                    if let Some(index) = options.iter().position(|o| *o == want) {
                        return index;
                    }
                }
            }
            _ => {}
        }
        self.random.choose(game)
    }
}

/// Summary of a batch of bot games.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Summary {
    pub scenario: String,
    pub games: u32,
    pub seed: u64,
    /// The bots of both seats, seat one first.
    pub bots: [BotKind; 2],
    /// The two squads' factions, seat one first (the order of `wins`).
    pub factions: [String; 2],
    pub wins: [u32; 2],
    pub draws: u32,
    /// Games still running when the round limit was reached.
    pub unfinished: u32,
    pub rounds_mean: f64,
    pub decisions: u64,
    pub decisions_mean: f64,
    pub invariant_violations: u32,
    /// The first violation seen, with its game seed, for reproduction.
    pub first_violation: Option<String>,
}

/// How to run a batch of bot games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Batch {
    pub games: u32,
    /// Game `i` uses seed `seed + i`.
    pub seed: u64,
    pub bot: BotKind,
    /// A game still running after this many rounds stops and counts as unfinished.
    pub max_rounds: u32,
}

/// How to run a batch of games between two (possibly different) bots.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Match {
    pub games: u32,
    /// Game `i` uses seed `seed + i`.
    pub seed: u64,
    /// The bot of each seat, seat one first.
    pub bots: [BotKind; 2],
    /// A game still running after this many rounds stops and counts as unfinished.
    pub max_rounds: u32,
}

impl From<Batch> for Match {
    fn from(batch: Batch) -> Match {
        Match {
            games: batch.games,
            seed: batch.seed,
            bots: [batch.bot, batch.bot],
            max_rounds: batch.max_rounds,
        }
    }
}

/// Plays a batch of bot games of a scenario, checking the invariants after every decision.
pub fn simulate(
    name: &str,
    catalog: &Catalog,
    geometry: &GeometryConstants,
    spec: &GameSpec,
    batch: Batch,
) -> Result<Summary, BattleError> {
    play_match(name, catalog, geometry, spec, Match::from(batch))
}

/// Plays a batch of games of a scenario between the two bots of `m` (one per seat), checking
/// the invariants after every decision.
pub fn play_match(
    name: &str,
    catalog: &Catalog,
    geometry: &GeometryConstants,
    spec: &GameSpec,
    m: Match,
) -> Result<Summary, BattleError> {
    let Match {
        games,
        seed,
        bots,
        max_rounds,
    } = m;
    let mut summary = Summary {
        scenario: name.to_string(),
        games,
        seed,
        bots,
        factions: spec.squads.clone().map(|squad| squad.faction),
        wins: [0, 0],
        draws: 0,
        unfinished: 0,
        rounds_mean: 0.0,
        decisions: 0,
        decisions_mean: 0.0,
        invariant_violations: 0,
        first_violation: None,
    };
    let mut rounds = 0u64;
    for index in 0..games {
        let game_seed = seed.wrapping_add(u64::from(index));
        let mut battle = Battle::new(catalog, geometry.clone(), spec, game_seed)?;
        battle.take_events();
        let mut players: [Box<dyn Bot<Battle>>; 2] =
            [bots[0].make(game_seed ^ 1), bots[1].make(game_seed ^ 2)];
        let mut violated = false;
        loop {
            let problems = battle.invariant_violations();
            if !problems.is_empty() && !violated {
                violated = true;
                summary.invariant_violations += 1;
                if summary.first_violation.is_none() {
                    summary.first_violation = Some(format!(
                        "seed {game_seed}, round {}: {}",
                        battle.round,
                        problems.join("; ")
                    ));
                }
            }
            let Some(pending) = battle.pending() else {
                break;
            };
            if battle.round > max_rounds {
                break;
            }
            let seat = pending.seat;
            let id = pending.id;
            let choice = players[seat.index()].choose(&battle);
            let answer = pending.options[choice].clone();
            if battle.answer(id, &answer).is_err() {
                summary.invariant_violations += 1;
                summary.first_violation.get_or_insert_with(|| {
                    format!("seed {game_seed}: a listed answer was refused")
                });
                break;
            }
        }
        summary.decisions += battle.decisions;
        rounds += u64::from(battle.round.min(max_rounds));
        match battle.outcome {
            Some(crate::rules::Outcome::Winner(seat)) => summary.wins[seat.index()] += 1,
            Some(crate::rules::Outcome::Draw) => summary.draws += 1,
            None => summary.unfinished += 1,
        }
    }
    if games > 0 {
        summary.rounds_mean = rounds as f64 / f64::from(games);
        summary.decisions_mean = summary.decisions as f64 / f64::from(games);
    }
    Ok(summary)
}
