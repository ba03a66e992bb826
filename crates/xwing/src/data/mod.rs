//! Loading the ship, pilot, upgrade and damage-deck data of both editions.
//!
//! Main types:
//!
//! * [`Catalog`] — everything one edition's data folder describes, looked up by `xws` id;
//!   built by [`Catalog::load`] from the Holocron data folder.
//! * [`ShipType`], [`Pilot`], [`Upgrade`], [`DamageCardSpec`] — one entry each, with only the
//!   fields the rules use, already typed (dials as [`DialEntry`], actions as [`ActionIcon`]).
//! * [`DataError`] — a missing or malformed file or entry, naming the file, the entry and the
//!   field.
//!
//! First edition comes from `xwing/xwing-data-1e/data` (guidokessels/xwing-data), second
//! edition from `xwing/xwing-data2-2e/data` (xwing-data2); `first.rs` and `second.rs` translate
//! each format into the shared types here. See each folder's `SOURCE.md` for provenance.

mod fields;
mod first;
mod second;

use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The rules edition of a game. Data, dials, dice modification and the round structure differ
/// between the two; the kernel branches on this where they do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Edition {
    /// First edition (2012-2018): pilot skill, Epic play and huge ships as seed 000 rules them.
    First,
    /// Second edition (2018-): initiative, the System phase, charges and devices (seed 002).
    Second,
}

/// Base size class.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Size {
    Small,
    /// Second edition only.
    Medium,
    Large,
    /// Two bases (first edition) or one long base (second edition).
    Huge,
}

/// A section of a first-edition huge ship (seed 000 "Sections d'un vaisseau immense").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Section {
    Fore,
    Aft,
}

impl Section {
    pub const BOTH: [Section; 2] = [Section::Fore, Section::Aft];

    pub fn other(self) -> Section {
        match self {
            Section::Fore => Section::Aft,
            Section::Aft => Section::Fore,
        }
    }
}

/// The direction part of a maneuver.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Bearing {
    TurnLeft,
    BankLeft,
    Straight,
    BankRight,
    TurnRight,
    /// Koiogran turn: straight template, then turn around.
    KTurn,
    SegnorLeft,
    SegnorRight,
    TallonLeft,
    TallonRight,
    Stationary,
    ReverseBankLeft,
    ReverseStraight,
    ReverseBankRight,
}

impl Bearing {
    fn from_code(code: char) -> Option<Bearing> {
        Some(match code {
            'T' => Bearing::TurnLeft,
            'B' => Bearing::BankLeft,
            'F' => Bearing::Straight,
            'N' => Bearing::BankRight,
            'Y' => Bearing::TurnRight,
            'K' => Bearing::KTurn,
            'L' => Bearing::SegnorLeft,
            'P' => Bearing::SegnorRight,
            'E' => Bearing::TallonLeft,
            'R' => Bearing::TallonRight,
            'O' => Bearing::Stationary,
            'A' => Bearing::ReverseBankLeft,
            'S' => Bearing::ReverseStraight,
            'D' => Bearing::ReverseBankRight,
            _ => return None,
        })
    }

    pub fn is_bank(self) -> bool {
        matches!(
            self,
            Bearing::BankLeft
                | Bearing::BankRight
                | Bearing::ReverseBankLeft
                | Bearing::ReverseBankRight
        )
    }

    pub fn is_turn(self) -> bool {
        matches!(self, Bearing::TurnLeft | Bearing::TurnRight)
    }

    pub fn is_straight(self) -> bool {
        matches!(self, Bearing::Straight | Bearing::ReverseStraight)
    }
}

/// Speed and bearing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Maneuver {
    pub speed: u8,
    pub bearing: Bearing,
}

impl Maneuver {
    pub const fn new(speed: u8, bearing: Bearing) -> Self {
        Maneuver { speed, bearing }
    }
}

/// Maneuver colour. First edition green and second edition blue are the same step down in
/// difficulty (XR 1.6), so they share [`Difficulty::Easy`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Difficulty {
    /// Green (1e) or blue (2e).
    Easy,
    White,
    Red,
    /// Second edition: spend 1 Force.
    Purple,
}

impl Difficulty {
    fn from_code(code: char) -> Option<Difficulty> {
        Some(match code {
            'G' | 'B' => Difficulty::Easy,
            'W' => Difficulty::White,
            'R' => Difficulty::Red,
            'P' => Difficulty::Purple,
            _ => return None,
        })
    }

    /// One step harder (damaged engines and the like); red and purple stay.
    pub fn harder(self) -> Difficulty {
        match self {
            Difficulty::Easy => Difficulty::White,
            Difficulty::White | Difficulty::Red => Difficulty::Red,
            Difficulty::Purple => Difficulty::Purple,
        }
    }
}

/// One maneuver of a dial. `energy` is the number of energy icons printed under the speed on
/// first-edition huge-ship dials (seed 000 "Gagner de l'énergie"); zero elsewhere.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DialEntry {
    pub maneuver: Maneuver,
    pub difficulty: Difficulty,
    pub energy: u8,
}

/// An action kind, as printed in action bars or named by card text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum ActionKind {
    Focus,
    Evade,
    TargetLock,
    BarrelRoll,
    Boost,
    Cloak,
    Coordinate,
    Jam,
    Recover,
    Reinforce,
    Calculate,
    Reload,
    RotateArc,
    Slam,
}

impl ActionKind {
    fn from_name(name: &str) -> Option<ActionKind> {
        Some(match name {
            "Focus" => ActionKind::Focus,
            "Evade" => ActionKind::Evade,
            "Target Lock" | "Lock" => ActionKind::TargetLock,
            "Barrel Roll" => ActionKind::BarrelRoll,
            "Boost" => ActionKind::Boost,
            "Cloak" => ActionKind::Cloak,
            "Coordinate" => ActionKind::Coordinate,
            "Jam" => ActionKind::Jam,
            "Recover" => ActionKind::Recover,
            "Reinforce" => ActionKind::Reinforce,
            "Calculate" => ActionKind::Calculate,
            "Reload" => ActionKind::Reload,
            "Rotate Arc" => ActionKind::RotateArc,
            "SLAM" => ActionKind::Slam,
            _ => return None,
        })
    }
}

/// One icon of an action bar. First-edition actions are all white and never linked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ActionIcon {
    pub kind: ActionKind,
    pub difficulty: Difficulty,
    /// Second edition: the action that may follow this one (XR 4.3).
    pub linked: Option<(ActionKind, Difficulty)>,
}

/// Firing arcs, as printed on ship tokens and cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum ArcKind {
    Front,
    Rear,
    /// First edition auxiliary arc covering the rear half (the 180-degree auxiliary arc).
    Auxiliary180,
    Left,
    Right,
    FullFront,
    Bullseye,
    /// A primary weapon that fires in every direction (1e turret, seed 000 "Tourelle").
    Turret,
    SingleTurret,
    DoubleTurret,
}

impl ArcKind {
    fn from_name(name: &str) -> Option<ArcKind> {
        Some(match name {
            "Front" | "Front Arc" => ArcKind::Front,
            "Auxiliary Rear" | "Rear Arc" => ArcKind::Rear,
            "Auxiliary 180" => ArcKind::Auxiliary180,
            "Left Arc" => ArcKind::Left,
            "Right Arc" => ArcKind::Right,
            "Full Front Arc" => ArcKind::FullFront,
            "Bullseye" | "Bullseye Arc" => ArcKind::Bullseye,
            "Turret" | "Mobile" => ArcKind::Turret,
            "Single Turret Arc" => ArcKind::SingleTurret,
            "Double Turret Arc" => ArcKind::DoubleTurret,
            _ => return None,
        })
    }
}

/// Upgrade slots of both editions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Slot {
    /// 1e Elite, 2e Talent.
    Talent,
    Torpedo,
    Missile,
    Cannon,
    Turret,
    Astromech,
    SalvagedAstromech,
    Crew,
    Gunner,
    /// 1e System, 2e Sensor.
    Sensor,
    Tech,
    Illicit,
    /// 1e Bomb, 2e Device (seed 002 "Emport").
    Device,
    Cargo,
    Hardpoint,
    Team,
    Title,
    Modification,
    Configuration,
    ForcePower,
    Command,
    Hyperdrive,
    TacticalRelay,
}

impl Slot {
    /// Reads a slot name; the data spells a few in lower case, so case is ignored.
    fn from_name(name: &str) -> Option<Slot> {
        Some(match name.to_ascii_lowercase().as_str() {
            "elite" | "talent" => Slot::Talent,
            "torpedo" => Slot::Torpedo,
            "missile" => Slot::Missile,
            "cannon" => Slot::Cannon,
            "turret" => Slot::Turret,
            "astromech" => Slot::Astromech,
            "salvaged astromech" => Slot::SalvagedAstromech,
            "crew" => Slot::Crew,
            "gunner" => Slot::Gunner,
            "system" | "sensor" => Slot::Sensor,
            "tech" => Slot::Tech,
            "illicit" => Slot::Illicit,
            "bomb" | "device" | "payload" => Slot::Device,
            "cargo" => Slot::Cargo,
            "hardpoint" => Slot::Hardpoint,
            "team" => Slot::Team,
            "title" => Slot::Title,
            "modification" => Slot::Modification,
            "configuration" => Slot::Configuration,
            "force power" | "force" => Slot::ForcePower,
            "command" => Slot::Command,
            "hyperdrive" => Slot::Hyperdrive,
            "tactical relay" => Slot::TacticalRelay,
            _ => return None,
        })
    }

    /// Slots that first edition keeps outside the upgrade bar, one card each (XR 1.5).
    pub fn outside_first_edition_bar(self) -> bool {
        matches!(self, Slot::Title | Slot::Modification)
    }
}

/// A primary weapon: its arc and attack value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PrimaryWeapon {
    pub arc: ArcKind,
    pub value: u8,
}

/// A pool of charges printed on a card (2e): how many, and how many recover each End phase
/// (negative: lost each End phase, XR 8.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ChargeSpec {
    pub value: u8,
    pub recovers: i8,
}

/// A ship type: chassis stats, action bar and dial.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ShipType {
    pub name: String,
    pub xws: String,
    pub size: Size,
    pub factions: Vec<String>,
    /// Empty for ships without a printed attack value (the GR-75, seed 000 "Attaques par des
    /// vaisseaux immenses").
    pub primaries: Vec<PrimaryWeapon>,
    pub agility: u8,
    pub hull: u8,
    pub shields: u8,
    /// Energy limit of the ship card (1e huge ships) or energy charges (2e huge ships).
    pub energy: Option<u8>,
    pub actions: Vec<ActionIcon>,
    pub dial: Vec<DialEntry>,
    /// First edition Epic points (XR 11.1); two-card ships carry half on each card.
    pub epic_points: Option<f64>,
    /// First edition two-card huge ships: which section this ship card is.
    pub section: Option<Section>,
}

impl ShipType {
    pub fn dial_entry(&self, maneuver: Maneuver) -> Option<&DialEntry> {
        self.dial.iter().find(|entry| entry.maneuver == maneuver)
    }
}

/// A pilot card.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Pilot {
    pub name: String,
    pub xws: String,
    /// `xws` of the ship type.
    pub ship: String,
    pub faction: String,
    /// Pilot skill (1e) or initiative (2e); `None` when printed as a variable ("?").
    pub skill: Option<u8>,
    pub points: Option<i32>,
    /// Second edition: the most upgrade points this pilot may carry.
    pub loadout: Option<i32>,
    pub slots: Vec<Slot>,
    pub unique: bool,
    /// How many copies a squad may field (2e `limited`); 0 means unlimited.
    pub limited: u8,
    pub ability: Option<String>,
    /// Second edition ship ability name ("Nimble Bomber").
    pub ship_ability: Option<String>,
    pub charges: Option<ChargeSpec>,
    pub force: Option<u8>,
    /// A restricted primary weapon range printed on the card (CR90 "3-5", seed 000 "Portée
    /// d'une arme principale").
    pub primary_range: Option<(u8, u8)>,
}

/// The device an upgrade places (2e `device.json`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeviceSpec {
    pub name: String,
    pub kind: DeviceKind,
    pub effect: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum DeviceKind {
    Bomb,
    Mine,
    Remote,
    Obstacle,
}

/// What an upgrade grants (stats, slots, actions).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Grant {
    Stat { stat: String, value: i8 },
    Slot(Slot),
    Action(ActionKind),
}

/// An upgrade card (its front side for two-sided second-edition cards).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Upgrade {
    pub name: String,
    pub xws: String,
    /// The slots it occupies (1e: one; 2e: sometimes two).
    pub slots: Vec<Slot>,
    pub points: Option<i32>,
    pub unique: bool,
    /// 1e "Limited." (seed 000 "Améliorations limitées"); 2e limited count > 0.
    pub limited: bool,
    /// Sizes it may be equipped on; empty means any (seed 000 "Vaisseau immense uniquement").
    pub sizes: Vec<Size>,
    /// Ship types (by name or xws) it may be equipped on; empty means any.
    pub ships: Vec<String>,
    pub factions: Vec<String>,
    /// Second edition: actions the ship's bar must show (with their colour when given).
    pub requires_actions: Vec<(ActionKind, Option<Difficulty>)>,
    /// Restrictions the kernel does not check (keywords, names, equipped cards...): an
    /// upgrade with any is refused at squad building rather than equipped unchecked.
    pub unchecked_restrictions: Vec<String>,
    pub energy_limit: Option<u8>,
    pub attack: Option<u8>,
    pub range: Option<(u8, u8)>,
    pub charges: Option<ChargeSpec>,
    pub device: Option<DeviceSpec>,
    pub grants: Vec<Grant>,
    pub text: String,
}

impl Upgrade {
    /// Huge-ship-only cards (seed 000 "Améliorations restreintes aux vaisseaux").
    pub fn huge_only(&self) -> bool {
        !self.sizes.is_empty() && self.sizes.iter().all(|size| *size == Size::Huge)
    }
}

/// Trait of a damage card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DamageTrait {
    Ship,
    Pilot,
}

/// One distinct damage card and how many copies the deck holds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DamageCardSpec {
    pub name: String,
    pub count: u8,
    pub trait_: DamageTrait,
    /// Huge-ship cards belong to the fore or the aft deck (seed 000 "Dégâts").
    pub section: Option<Section>,
    pub text: String,
}

/// Everything one edition's data describes.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Catalog {
    pub edition: Edition,
    pub ships: Vec<ShipType>,
    pub pilots: Vec<Pilot>,
    pub upgrades: Vec<Upgrade>,
    /// The core damage deck.
    pub damage_deck: Vec<DamageCardSpec>,
    /// First edition: the huge-ship deck, every card tagged Fore or Aft.
    pub huge_damage_deck: Vec<DamageCardSpec>,
}

/// A missing or malformed data file or entry.
#[derive(Debug, thiserror::Error)]
pub enum DataError {
    #[error("cannot read {path}: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{path} is not valid JSON: {source}")]
    Json {
        path: PathBuf,
        source: serde_json::Error,
    },
    #[error("{path}: {problem}")]
    Shape { path: PathBuf, problem: String },
    #[error("{path}: entry \"{entry}\": field \"{field}\": {problem}")]
    Entry {
        path: PathBuf,
        entry: String,
        field: String,
        problem: String,
    },
    #[error("no {kind} with id \"{id}\" in the {edition:?} edition data")]
    Unknown {
        kind: &'static str,
        id: String,
        edition: Edition,
    },
}

impl Catalog {
    /// Loads one edition from the Holocron data folder (the folder holding `xwing/`).
    pub fn load(data_root: &Path, edition: Edition) -> Result<Catalog, DataError> {
        match edition {
            Edition::First => first::load(&data_root.join("xwing/xwing-data-1e/data")),
            Edition::Second => second::load(&data_root.join("xwing/xwing-data2-2e/data")),
        }
    }

    /// Loads one edition from its own `data/` folder.
    pub fn load_folder(folder: &Path, edition: Edition) -> Result<Catalog, DataError> {
        match edition {
            Edition::First => first::load(folder),
            Edition::Second => second::load(folder),
        }
    }

    pub fn ship(&self, xws: &str) -> Result<&ShipType, DataError> {
        self.ships
            .iter()
            .find(|ship| ship.xws == xws)
            .ok_or_else(|| self.unknown("ship", xws))
    }

    /// A pilot of a ship type. Pilot ids repeat across ship types, so both are needed.
    pub fn pilot(&self, ship: &str, xws: &str) -> Result<&Pilot, DataError> {
        self.pilots
            .iter()
            .find(|pilot| pilot.ship == ship && pilot.xws == xws)
            .ok_or_else(|| self.unknown("pilot", &format!("{ship}/{xws}")))
    }

    pub fn upgrade(&self, xws: &str) -> Result<&Upgrade, DataError> {
        self.upgrades
            .iter()
            .find(|upgrade| upgrade.xws == xws)
            .ok_or_else(|| self.unknown("upgrade", xws))
    }

    fn unknown(&self, kind: &'static str, id: &str) -> DataError {
        DataError::Unknown {
            kind,
            id: id.to_string(),
            edition: self.edition,
        }
    }
}

/// Parses a range such as `"3-5"` or `"1"`.
fn parse_range(text: &str) -> Option<(u8, u8)> {
    let mut parts = text.split('-').map(|part| part.trim().parse::<u8>().ok());
    let low = parts.next()??;
    let high = match parts.next() {
        None => low,
        Some(high) => high?,
    };
    (parts.next().is_none() && low <= high).then_some((low, high))
}

/// A dial listed as codes ("2BW"), in the `dial` field of an entry (both editions).
fn dial_from_codes(entry: &fields::Entry) -> Result<Vec<DialEntry>, DataError> {
    entry
        .strings("dial")?
        .into_iter()
        .map(|code| {
            parse_dial_code(code)
                .map(|(maneuver, difficulty)| DialEntry {
                    maneuver,
                    difficulty,
                    energy: 0,
                })
                .ok_or_else(|| entry.error("dial", format!("cannot read dial code \"{code}\"")))
        })
        .collect()
}

/// Parses a dial code such as `"2BW"` (speed, bearing letter, colour letter).
fn parse_dial_code(code: &str) -> Option<(Maneuver, Difficulty)> {
    let mut chars = code.chars();
    let speed = chars.next()?.to_digit(10)?;
    let bearing = Bearing::from_code(chars.next()?)?;
    let difficulty = Difficulty::from_code(chars.next()?)?;
    chars
        .next()
        .is_none()
        .then_some((Maneuver::new(speed as u8, bearing), difficulty))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dial_codes_parse() {
        assert_eq!(
            parse_dial_code("2BW"),
            Some((Maneuver::new(2, Bearing::BankLeft), Difficulty::White))
        );
        assert_eq!(
            parse_dial_code("5KR"),
            Some((Maneuver::new(5, Bearing::KTurn), Difficulty::Red))
        );
        assert_eq!(parse_dial_code("2XW"), None);
        assert_eq!(parse_dial_code("2BWX"), None);
    }

    #[test]
    fn ranges_parse() {
        assert_eq!(parse_range("3-5"), Some((3, 5)));
        assert_eq!(parse_range("2"), Some((2, 2)));
        assert_eq!(parse_range("5-3"), None);
        assert_eq!(parse_range("a-3"), None);
    }
}
