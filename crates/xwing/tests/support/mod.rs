//! A scenario builder for rules tests: put these ships there, skip to this phase, answer
//! exactly the questions the test expects, and look at the result.
//!
//! Answers are strict: `answer` fails the test if the choice is not one of the listed
//! options, and `expect` fails it if the pending prompt is not the one the test expected.

#![allow(dead_code)]

use door::Game;
use std::sync::OnceLock;
use xwing::data::{Bearing, Catalog, Edition, Maneuver};
use xwing::geometry::{GeometryConstants, Pose};
use xwing::rules::cards::DeviceRule;
use xwing::rules::state::Device;
use xwing::rules::{
    AreaSpec, Battle, CardSpec, Choice, DeviceId, Event, GameSpec, ObstacleKind, ObstacleSpec,
    PoseSpec, Prompt, Seat, ShipId, ShipSpec, SquadSpec,
};

mod data_root;
pub use data_root::data_root;

pub fn catalog(edition: Edition) -> &'static Catalog {
    static FIRST: OnceLock<Catalog> = OnceLock::new();
    static SECOND: OnceLock<Catalog> = OnceLock::new();
    let cell = match edition {
        Edition::First => &FIRST,
        Edition::Second => &SECOND,
    };
    cell.get_or_init(|| Catalog::load(&data_root(), edition).expect("the data folder loads"))
}

pub fn geometry() -> GeometryConstants {
    GeometryConstants::builtin()
}

pub fn m(speed: u8, bearing: Bearing) -> Maneuver {
    Maneuver::new(speed, bearing)
}

/// A one-card ship at a fixed pose (heading in degrees, 0 = +x, 90 = +y).
pub fn ship(ship: &str, pilot: &str, upgrades: &[&str], x: f64, y: f64, heading: f64) -> ShipSpec {
    ShipSpec {
        cards: vec![CardSpec {
            ship: ship.into(),
            pilot: pilot.into(),
            upgrades: upgrades.iter().map(|u| u.to_string()).collect(),
        }],
        pose: Some(PoseSpec {
            x,
            y,
            heading_deg: heading,
        }),
    }
}

/// A CR90 with its two cards at a fixed pose.
pub fn cr90(fore: &[&str], aft: &[&str], x: f64, y: f64, heading: f64) -> ShipSpec {
    ShipSpec {
        cards: vec![
            CardSpec {
                ship: "cr90corvettefore".into(),
                pilot: "cr90corvettefore".into(),
                upgrades: fore.iter().map(|u| u.to_string()).collect(),
            },
            CardSpec {
                ship: "cr90corvetteaft".into(),
                pilot: "cr90corvetteaft".into(),
                upgrades: aft.iter().map(|u| u.to_string()).collect(),
            },
        ],
        pose: Some(PoseSpec {
            x,
            y,
            heading_deg: heading,
        }),
    }
}

pub fn gr75(upgrades: &[&str], x: f64, y: f64, heading: f64) -> ShipSpec {
    ship(
        "gr75mediumtransport",
        "gr75mediumtransport",
        upgrades,
        x,
        y,
        heading,
    )
}

pub fn tie(x: f64, y: f64, heading: f64) -> ShipSpec {
    ship("tiefighter", "academypilot", &[], x, y, heading)
}

pub fn xwing(x: f64, y: f64, heading: f64) -> ShipSpec {
    ship("xwing", "rookiepilot", &[], x, y, heading)
}

pub fn rock(kind: ObstacleKind, x: f64, y: f64) -> ObstacleSpec {
    ObstacleSpec {
        kind,
        at: PoseSpec {
            x,
            y,
            heading_deg: 0.0,
        },
    }
}

/// A first-edition Epic game of `rebels` against one far TIE that has already activated.
pub fn alone(rebels: Vec<ShipSpec>) -> Table {
    let enemy = rebels.len();
    let mut table = epic(rebels, vec![tie(300.0, 800.0, -90.0)], vec![]);
    table.battle.ships[enemy].memory.activated = true;
    table
}

/// A first-edition Epic game (3'x6') with Rebels (seat One) against the Empire (seat Two).
pub fn epic(rebels: Vec<ShipSpec>, empire: Vec<ShipSpec>, obstacles: Vec<ObstacleSpec>) -> Table {
    epic_against("Galactic Empire", rebels, empire, obstacles)
}

/// A first-edition Epic game (3'x6') with Rebels (seat One) against `faction` (seat Two).
pub fn epic_against(
    faction: &str,
    rebels: Vec<ShipSpec>,
    enemies: Vec<ShipSpec>,
    obstacles: Vec<ObstacleSpec>,
) -> Table {
    Table::new(epic_spec(faction, rebels, enemies, obstacles))
}

pub fn epic_spec(
    faction: &str,
    rebels: Vec<ShipSpec>,
    enemies: Vec<ShipSpec>,
    obstacles: Vec<ObstacleSpec>,
) -> GameSpec {
    GameSpec {
        edition: Edition::First,
        area: AreaSpec::Epic,
        epic: true,
        first_player: Seat::One,
        squads: [
            SquadSpec {
                faction: "Rebel Alliance".into(),
                ships: rebels,
                points_limit: None,
            },
            SquadSpec {
                faction: faction.into(),
                ships: enemies,
                points_limit: None,
            },
        ],
        obstacles,
    }
}

/// A first-edition standard game (3'x3'): Rebels (seat One) against the Empire (seat Two).
pub fn first(rebels: Vec<ShipSpec>, empire: Vec<ShipSpec>, obstacles: Vec<ObstacleSpec>) -> Table {
    Table::new(first_spec(rebels, empire, obstacles))
}

/// The game `first` plays, not yet started (for a seed of the test's own).
pub fn first_spec(
    rebels: Vec<ShipSpec>,
    empire: Vec<ShipSpec>,
    obstacles: Vec<ObstacleSpec>,
) -> GameSpec {
    let mut spec = epic_spec("Galactic Empire", rebels, empire, obstacles);
    spec.area = AreaSpec::Standard;
    spec.epic = false;
    spec
}

/// A second-edition game (3'x3'): scum (seat One) against the Empire (seat Two).
pub fn second(scum: Vec<ShipSpec>, empire: Vec<ShipSpec>, obstacles: Vec<ObstacleSpec>) -> Table {
    Table::new(second_spec(scum, empire, obstacles))
}

/// The game `second` plays, not yet started (for a seed of the test's own).
pub fn second_spec(
    scum: Vec<ShipSpec>,
    empire: Vec<ShipSpec>,
    obstacles: Vec<ObstacleSpec>,
) -> GameSpec {
    GameSpec {
        edition: Edition::Second,
        area: AreaSpec::Standard,
        epic: false,
        first_player: Seat::One,
        squads: [
            SquadSpec {
                faction: "scumandvillainy".into(),
                ships: scum,
                points_limit: None,
            },
            SquadSpec {
                faction: "galacticempire".into(),
                ships: empire,
                points_limit: None,
            },
        ],
        obstacles,
    }
}

/// Second edition: a Z-95 (attack 2, seat One) at (450, 300) facing up, and a TIE bomber
/// (agility 2, seat Two) at (450, `bomber_y`) facing it.
pub fn z95_and_bomber(bomber_y: f64) -> GameSpec {
    second_spec(
        vec![ship(
            "z95af4headhunter",
            "binayrepirate",
            &[],
            450.0,
            300.0,
            90.0,
        )],
        vec![ship(
            "tiesabomber",
            "gammasquadronace",
            &[],
            450.0,
            bomber_y,
            -90.0,
        )],
        vec![],
    )
}

/// Puts a device straight into play, owned by seat Two and placed by ship `by` (for effect
/// tests). `part` picks one token of a cluster mine set.
pub fn put_device(
    table: &mut Table,
    rule: DeviceRule,
    by: u16,
    pose: Pose,
    fuses: u8,
    part: Option<u8>,
) -> DeviceId {
    let id = DeviceId(table.battle.devices.len() as u16);
    table.battle.devices.push(Device {
        id,
        name: format!("{rule:?}"),
        rule,
        owner: Seat::Two,
        placed_by: ShipId(by),
        pose,
        part,
        fuses,
        in_play: true,
    });
    id
}

/// Marks every ship as having activated and engaged, so the phases after the one under test
/// leave the table alone.
pub fn freeze(table: &mut Table) {
    for ship in &mut table.battle.ships {
        ship.memory.activated = true;
        ship.memory.engaged = true;
    }
}

/// A game under test, with every event it produced.
pub struct Table {
    pub battle: Battle,
    pub events: Vec<Event>,
    /// Every prompt answered, in order.
    pub prompts: Vec<Prompt>,
}

impl Table {
    pub fn new(spec: GameSpec) -> Table {
        Table::with_seed(spec, 7)
    }

    pub fn with_seed(spec: GameSpec, seed: u64) -> Table {
        let catalog = catalog(spec.edition);
        let mut battle =
            Battle::new(catalog, geometry(), &spec, seed).expect("the scenario builds");
        let events = battle.take_events();
        Table {
            battle,
            events,
            prompts: Vec::new(),
        }
    }

    pub fn id(&self, index: u16) -> ShipId {
        ShipId(index)
    }

    pub fn prompt(&self) -> Prompt {
        self.battle
            .pending()
            .expect("a decision is pending")
            .prompt
            .clone()
    }

    pub fn seat(&self) -> Seat {
        self.battle.pending().expect("a decision is pending").seat
    }

    pub fn options(&self) -> Vec<Choice> {
        self.battle
            .pending()
            .map(|p| p.options.clone())
            .unwrap_or_default()
    }

    /// Answers the pending decision; the choice must be listed.
    pub fn answer(&mut self, choice: Choice) -> Vec<Event> {
        let pending = self.battle.pending().expect("a decision is pending");
        assert!(
            pending.options.contains(&choice),
            "{choice:?} is not an option of {:?}; options: {:?}",
            pending.prompt,
            pending.options
        );
        let id = pending.id;
        self.prompts.push(pending.prompt.clone());
        let events = self
            .battle
            .answer(id, &choice)
            .expect("a listed answer is accepted");
        self.events.extend(events.iter().cloned());
        events
    }

    /// Checks the pending prompt, then answers it.
    pub fn expect(&mut self, is: impl Fn(&Prompt) -> bool, choice: Choice) -> Vec<Event> {
        let prompt = self.prompt();
        assert!(is(&prompt), "unexpected prompt {prompt:?}");
        self.answer(choice)
    }

    /// Answers `Pass` (or the first option when `Pass` is not offered) while `until` is false
    /// and the prompt is one `passable` accepts; stops at anything else.
    pub fn pass_while(&mut self, passable: impl Fn(&Prompt) -> bool) {
        while let Some(pending) = self.battle.pending() {
            if !passable(&pending.prompt) {
                return;
            }
            let choice = if pending.options.contains(&Choice::Pass) {
                Choice::Pass
            } else {
                pending.options[0].clone()
            };
            self.answer(choice);
        }
    }

    /// Sets every ship's dial, then starts the Activation phase.
    pub fn activate_with(&mut self, dials: &[(u16, Maneuver)]) {
        for &(ship, maneuver) in dials {
            self.battle.set_dial(ShipId(ship), maneuver);
        }
        self.skip_to(xwing::rules::Phase::Activation);
    }

    /// Starts a phase (see `Battle::skip_to`), keeping the events it produces.
    pub fn skip_to(&mut self, phase: xwing::rules::Phase) {
        self.battle.skip_to(phase);
        let events = self.battle.take_events();
        self.events.extend(events);
    }

    pub fn violations(&self) -> Vec<String> {
        self.battle.invariant_violations()
    }

    pub fn saw(&self, wanted: impl Fn(&Event) -> bool) -> bool {
        self.events.iter().any(wanted)
    }
}
