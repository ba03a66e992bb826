//! Typed cards, as read from the community card database.
//!
//! These types describe what is printed on a card. They carry no behaviour: the engine compiles
//! them into its own compact blueprints, and card scripts (see `script`) describe game text.

use serde::{Deserialize, Serialize};
use std::fmt;

/// The two sides of the Star Wars CCG.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Side {
    Dark,
    Light,
}

impl Side {
    pub fn opponent(self) -> Side {
        match self {
            Side::Dark => Side::Light,
            Side::Light => Side::Dark,
        }
    }

    pub fn index(self) -> usize {
        match self {
            Side::Dark => 0,
            Side::Light => 1,
        }
    }

    pub const BOTH: [Side; 2] = [Side::Dark, Side::Light];
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::Dark => "Dark",
            Side::Light => "Light",
        })
    }
}

/// Index of a card in a [`crate::CardDb`] (not the database's own `id` field, which is
/// [`Card::id`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CardIndex(pub u32);

/// Card types (the `type` field).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum CardType {
    Character,
    Starship,
    Vehicle,
    Location,
    Interrupt,
    Effect,
    Weapon,
    Device,
    Creature,
    EpicEvent,
    Objective,
    /// A Jedi Test, with its number (1 to 6).
    JediTest(u8),
    AdmiralsOrder,
    Podracer,
    DefensiveShield,
    GameAid,
}

/// How many copies of a title may be on table (the dots and diamonds before a title).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Uniqueness {
    /// No mark: any number of copies.
    Unrestricted,
    /// `•`, `••` or `•••`: at most that many copies on table.
    Unique(u8),
    /// `◊`, `◊◊`, `◊◊◊`: at most that many per system (generic locations).
    Diamond(u8),
}

/// A number printed on a card. Most are small whole numbers; a few cards print halves, π, a
/// choice of two values, a star (defined by game text) or a letter (defined by game text).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Number {
    /// A multiple of one half: `Halves(5)` is 2½.
    Halves(i32),
    /// A multiple of π: `Pi(2)` is 2π.
    Pi(i32),
}

impl Number {
    pub fn whole(n: i32) -> Number {
        Number::Halves(n * 2)
    }

    /// The value as a float, for display and comparisons.
    pub fn as_f64(self) -> f64 {
        match self {
            Number::Halves(h) => f64::from(h) / 2.0,
            Number::Pi(k) => f64::from(k) * std::f64::consts::PI,
        }
    }

    /// The whole part (rounded down), which is what a rule that needs an integer uses.
    pub fn floor(self) -> i32 {
        self.as_f64().floor() as i32
    }
}

/// A printed stat value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Value {
    Fixed(Number),
    /// "2 or 5": the player using the value chooses.
    Either(Number, Number),
    /// `*`: the card's game text defines it.
    Star,
    /// A letter such as `X` or `Y`, defined by game text.
    Letter(char),
}

impl Value {
    /// The single number when the value is fixed.
    pub fn fixed(self) -> Option<Number> {
        match self {
            Value::Fixed(n) => Some(n),
            _ => None,
        }
    }
}

/// Icons printed on a card, each with a count (`Pilot x2` is `Pilot` with count 2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum IconKind {
    Warrior,
    Pilot,
    NavComputer,
    Presence,
    PresenceDroid,
    PermanentPilot,
    PermanentWeapon,
    PersonalForce,
    Interior,
    Exterior,
    Planet,
    Space,
    Mobile,
    ScompLink,
    Starship,
    VehicleSite,
    Underground,
    Underwater,
    Cave,
    Maintenance,
    Grabber,
    Selective,
    SelectiveCreature,
    DefensiveShield,
    Republic,
    Separatist,
    Independent,
    TradeFederation,
    ClonesArmy,
    FirstOrder,
    Resistance,
    Skywalker,
    Vader,
    Sidious,
    AnakinPilot,
    /// A set or expansion icon (`Premium`, `Episode I`, `Set 11`, `Hoth`…), kept by name.
    Expansion,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Icon {
    pub kind: IconKind,
    pub count: u8,
    /// The icon as printed in the database (for expansion icons, their name).
    pub name: String,
}

/// One face of a card. Most cards have only a front; objectives and a few others have a back.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Face {
    /// The title without uniqueness marks (`Vader`, not `•Vader`).
    pub title: String,
    pub uniqueness: Uniqueness,
    pub card_type: CardType,
    /// The printed subtype: `Imperial`, `Site`, `Lost`, `Starfighter: X-Wing`…
    pub subtype: Option<String>,
    pub deploy: Option<Value>,
    pub power: Option<Value>,
    pub ability: Option<Value>,
    pub forfeit: Option<Value>,
    pub destiny: Option<Value>,
    pub armor: Option<Value>,
    pub maneuver: Option<Value>,
    pub hyperspeed: Option<Value>,
    pub landspeed: Option<Value>,
    pub parsec: Option<Value>,
    pub politics: Option<Value>,
    /// Creatures print ferocity as a small formula ("3 + destiny"); kept as text.
    pub ferocity: Option<String>,
    pub icons: Vec<Icon>,
    /// Force icons on the Dark Side half of a location.
    pub dark_side_icons: u8,
    /// Force icons on the Light Side half of a location.
    pub light_side_icons: u8,
    /// Keywords such as `trooper`, `Jawa`, `prison`.
    pub characteristics: Vec<String>,
    /// Extra printed lines such as `Dark Jedi`, `Mining Droid`.
    pub extra_text: Vec<String>,
    pub game_text: String,
    /// For locations: the game text split by side (`Dark:` / `Light:`).
    pub location_text: Option<LocationText>,
    pub lore: Option<String>,
}

impl Face {
    pub fn icon_count(&self, kind: IconKind) -> u8 {
        self.icons
            .iter()
            .filter(|icon| icon.kind == kind)
            .map(|icon| icon.count)
            .sum()
    }

    pub fn has_icon(&self, kind: IconKind) -> bool {
        self.icon_count(kind) > 0
    }

    /// Force icons on `side`'s half of a location.
    pub fn force_icons(&self, side: Side) -> u8 {
        match side {
            Side::Dark => self.dark_side_icons,
            Side::Light => self.light_side_icons,
        }
    }
}

/// A location's game text, one part per side of the table.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LocationText {
    pub dark: String,
    pub light: String,
}

impl LocationText {
    pub fn for_side(&self, side: Side) -> &str {
        match side {
            Side::Dark => &self.dark,
            Side::Light => &self.light,
        }
    }
}

/// One card of the database.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Card {
    /// The database's own numeric id (`id` field), unique across both sides.
    pub id: u32,
    /// GEMP's id, `set_number` (for example `1_194`).
    pub gemp_id: String,
    pub side: Side,
    /// Set id as in `sets.json` (for example `1` or `101`).
    pub set: String,
    pub rarity: String,
    pub legacy: bool,
    pub front: Face,
    pub back: Option<Face>,
    pub rulings: Vec<String>,
}

impl Card {
    pub fn title(&self) -> &str {
        &self.front.title
    }
}

/// One set of `sets.json`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetInfo {
    pub id: String,
    pub name: String,
    pub abbr: String,
    pub legacy: bool,
}
