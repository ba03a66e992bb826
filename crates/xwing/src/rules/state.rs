//! The game state: plain serde data, ships in a `Vec` indexed by [`ShipId`], the seeded
//! generator inside.

use super::cards::{DamageEffect, DeviceRule, PilotRule, UpgradeRule};
use super::decide::{Choice, DeviceTemplate, Prompt};
use super::flow::Task;
use crate::data::{
    ActionIcon, ActionKind, DialEntry, Edition, Maneuver, PrimaryWeapon, Section, Size, Slot,
    Upgrade,
};
use crate::geometry::{GeometryConstants, PlayArea, Pose, ShipShape, ShipSize};
use door::{Pending, Rng};
use serde::{Deserialize, Serialize};

/// A player's place at the table. `One` sits at the bottom edge (y = 0) and has initiative
/// (1e) or is the first player (2e) unless the scenario says otherwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Seat {
    One,
    Two,
}

impl Seat {
    pub const BOTH: [Seat; 2] = [Seat::One, Seat::Two];

    pub fn other(self) -> Seat {
        match self {
            Seat::One => Seat::Two,
            Seat::Two => Seat::One,
        }
    }

    pub fn index(self) -> usize {
        match self {
            Seat::One => 0,
            Seat::Two => 1,
        }
    }
}

macro_rules! id_type {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(
            Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
        )]
        #[serde(transparent)]
        pub struct $name(pub u16);

        impl $name {
            pub fn index(self) -> usize {
                usize::from(self.0)
            }
        }
    };
}

id_type!(
    /// Index of a ship in [`Battle::ships`]. Destroyed ships keep their slot.
    ShipId
);
id_type!(
    /// Index of a device in [`Battle::devices`].
    DeviceId
);
id_type!(
    /// Index of an obstacle in [`Battle::obstacles`].
    ObstacleId
);
id_type!(
    /// Index of a damage deck in [`Battle::decks`].
    DeckId
);

/// The round's phases (XR 2.1). `System` exists only in the second edition.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    Setup,
    Planning,
    System,
    Activation,
    Combat,
    End,
    Over,
}

/// Fixed choices of a game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Settings {
    pub edition: Edition,
    /// 3'x3' standard or 3'x6' Epic; seat One's edge is y = 0, seat Two's is y = height.
    pub area: PlayArea,
    /// 1e: the player with initiative; 2e: the first player (XR 2.5). Ties in ship order go to
    /// this player first.
    pub first_player: Seat,
}

/// How the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    Winner(Seat),
    /// Both players lost their last ship in the same round (XR 2.10).
    Draw,
}

/// Where a ship is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Life {
    /// Not yet placed in the play area.
    Reserve,
    InPlay,
    Destroyed,
    /// Left the play area (XR 3.10); counts as destroyed.
    Fled,
}

/// An upgrade card on a ship.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct EquippedUpgrade {
    pub card: Upgrade,
    pub rule: UpgradeRule,
    /// Energy tokens on this card (1e huge ships, seed 000 "Allouer de l'énergie").
    pub energy: u8,
    /// Active charges (2e, XR 12.2).
    pub charges: u8,
    pub discarded: bool,
    /// Placed under a faceup "Hull Breach" card and unusable while it stays faceup.
    pub disabled: bool,
    /// Used this round (abilities limited to once per round, "Energy:" cards).
    pub used_this_round: bool,
}

impl EquippedUpgrade {
    pub fn active(&self) -> bool {
        !self.discarded && !self.disabled
    }

    /// The card's charge limit (0 for cards without charges).
    pub fn charge_limit(&self) -> u8 {
        self.card.charges.map_or(0, |c| c.value)
    }

    /// Charges on their inactive side: every charge starts active, spending or losing one
    /// flips it to inactive and recovering flips it back, so the inactive ones are the limit
    /// less the active ones (XR 12.2).
    pub fn inactive_charges(&self) -> u8 {
        self.charge_limit().saturating_sub(self.charges)
    }
}

/// A damage card dealt to a ship card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DamageCard {
    pub name: String,
    pub effect: DamageEffect,
    pub face_up: bool,
    /// The deck it came from and returns to when discarded.
    pub deck: DeckId,
    pub round_dealt: u32,
}

/// One ship card: a whole small or large ship, a single-card huge ship, or one section of a
/// two-card huge ship (seed 000 "Cartes de vaisseau multiples").
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ShipCard {
    pub name: String,
    /// The ship type of this card (the two cards of a CR90 are two ship types).
    pub ship_xws: String,
    /// Which section this card is, for two-card huge ships.
    pub section: Option<Section>,
    pub hull: u8,
    pub shields_max: u8,
    pub shields: u8,
    pub agility: u8,
    pub primaries: Vec<PrimaryWeapon>,
    /// The range of the primary weapon (1-3 unless the card prints another, such as the
    /// CR90's 3-5).
    pub primary_range: (u8, u8),
    pub energy_limit: Option<u8>,
    pub energy: u8,
    pub actions: Vec<ActionIcon>,
    pub slots: Vec<Slot>,
    pub upgrades: Vec<EquippedUpgrade>,
    pub damage: Vec<DamageCard>,
    /// Flipped to its crippled side (seed 000 "Sections abîmées").
    pub crippled: bool,
    /// Must be crippled once the simultaneous attack rule lets it (seed 000 "Règle d'attaque
    /// simultanée").
    pub cripple_due: bool,
}

impl ShipCard {
    /// Damage against hull: first-edition "Direct Hit!" counts twice (XR 7.3).
    pub fn hull_damage(&self, edition: Edition) -> u32 {
        self.damage
            .iter()
            .map(|card| match (edition, card.effect) {
                (Edition::First, DamageEffect::DirectHit) => 2,
                _ => 1,
            })
            .sum()
    }

    pub fn energy_cards(&self) -> impl Iterator<Item = (usize, &EquippedUpgrade)> {
        self.upgrades
            .iter()
            .enumerate()
            .filter(|(_, u)| u.active() && u.card.energy_limit.is_some())
    }
}

/// Tokens a ship holds (XR 8). Target locks live in [`Battle::locks`].
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tokens {
    pub focus: u8,
    pub evade: u8,
    pub stress: u8,
    pub ion: u8,
    /// 1e reinforce token, near one section (seed 000 "Renforcer").
    pub reinforce: Option<Section>,
    pub cloak: bool,
    pub calculate: u8,
    pub strain: u8,
    pub disarm: u8,
}

/// What a ship did this round or phase; cleared at the right moments.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Memory {
    pub activated: bool,
    /// Had its Combat (Engagement) phase opportunity.
    pub engaged: bool,
    /// Weapons already fired this round (huge ships fire each once, seed 000).
    pub weapons_fired: Vec<WeaponRef>,
    /// Actions performed this round (the same action at most once, XR 4.1).
    pub actions: Vec<ActionKind>,
    pub skip_action: bool,
    /// Second edition: the devices placed during the current System phase, by card and
    /// template. Seed 002 allows one; "Thermal Detonators" drops up to two, each with a
    /// different template.
    pub placed_this_phase: Vec<(UpgradeRef, DeviceTemplate)>,
    /// Dropped or launched a device this round ("Genius", "Deathfire").
    pub device_this_round: bool,
    /// Decloaked during the current phase (seed 002: no device and decloak in one phase).
    pub decloaked_this_phase: bool,
    /// Had its System phase turn this round.
    pub system_done: bool,
    /// Ships this ship touches after bumping (1e: they cannot attack each other).
    pub touching: Vec<ShipId>,
    /// Ended its last maneuver or move on an asteroid (cannot attack, 1e).
    pub on_asteroid: bool,
    /// The maneuver revealed (or forced) this round.
    pub revealed: Option<Maneuver>,
    /// The last maneuver was executed in full (no backing up).
    pub full_maneuver: bool,
    /// The last maneuver was an ion maneuver.
    pub ion_maneuver: bool,
    /// The last maneuver was the fixed stress maneuver (white, XR 3.4).
    #[serde(default)]
    pub stress_maneuver: bool,
    /// The last maneuver moved through or ended on an obstacle.
    pub hit_obstacle: bool,
    /// The last maneuver ended overlapping a ship.
    pub bumped: bool,
    /// The ship's "once per round" damage or pilot abilities used.
    pub once_per_round: Vec<String>,
}

/// A ship in the game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Ship {
    pub id: ShipId,
    pub owner: Seat,
    /// Pilot name (for display).
    pub name: String,
    pub pilot_xws: String,
    pub ship_xws: String,
    pub faction: String,
    pub size: Size,
    /// The ship's body on the table: base size and pose (valid once deployed).
    pub body: ShipShape,
    pub skill: u8,
    pub pilot_rule: PilotRule,
    /// Second-edition ship ability (such as "Nimble Bomber").
    pub ship_ability: Option<String>,
    pub cards: Vec<ShipCard>,
    pub dial: Vec<DialEntry>,
    pub life: Life,
    /// The maneuver set on the dial (hidden from the opponent until revealed).
    pub chosen: Option<Maneuver>,
    pub tokens: Tokens,
    pub memory: Memory,
    /// Destroyed, but kept until it has had its attack (simultaneous attack rule, XR 2.6).
    pub doomed: bool,
    /// Pilot charges (2e).
    pub charges: u8,
    /// First-edition Epic points, for squad limits.
    pub points: i32,
}

impl Ship {
    pub fn in_play(&self) -> bool {
        self.life == Life::InPlay
    }

    pub fn is_huge(&self) -> bool {
        self.size == Size::Huge
    }

    /// Two-card huge ships are destroyed when both sections are crippled.
    pub fn two_cards(&self) -> bool {
        self.cards.len() == 2
    }

    pub fn card_of(&self, section: Option<Section>) -> usize {
        match section {
            Some(section) if self.two_cards() => self
                .cards
                .iter()
                .position(|card| card.section == Some(section))
                .unwrap_or(0),
            _ => 0,
        }
    }

    pub fn dial_entry(&self, maneuver: Maneuver) -> Option<&DialEntry> {
        self.dial.iter().find(|entry| entry.maneuver == maneuver)
    }

    /// All upgrades with their card index.
    pub fn upgrades(&self) -> impl Iterator<Item = (UpgradeRef, &EquippedUpgrade)> {
        self.cards.iter().enumerate().flat_map(|(card, sc)| {
            sc.upgrades.iter().enumerate().map(move |(index, u)| {
                (
                    UpgradeRef {
                        card: card as u8,
                        index: index as u8,
                    },
                    u,
                )
            })
        })
    }

    pub fn active_upgrades(&self) -> impl Iterator<Item = (UpgradeRef, &EquippedUpgrade)> {
        self.upgrades().filter(|(_, u)| u.active())
    }

    pub fn has_upgrade(&self, rule: UpgradeRule) -> bool {
        self.active_upgrades().any(|(_, u)| u.rule == rule)
    }

    pub fn upgrade(&self, at: UpgradeRef) -> &EquippedUpgrade {
        &self.cards[usize::from(at.card)].upgrades[usize::from(at.index)]
    }

    pub fn upgrade_mut(&mut self, at: UpgradeRef) -> &mut EquippedUpgrade {
        &mut self.cards[usize::from(at.card)].upgrades[usize::from(at.index)]
    }

    /// Faceup damage cards, with where they are.
    pub fn faceup(&self) -> impl Iterator<Item = (DamageRef, &DamageCard)> {
        self.cards.iter().enumerate().flat_map(|(card, sc)| {
            sc.damage
                .iter()
                .enumerate()
                .filter(|(_, d)| d.face_up)
                .map(move |(index, d)| {
                    (
                        DamageRef {
                            card: card as u8,
                            index: index as u8,
                        },
                        d,
                    )
                })
        })
    }

    pub fn has_faceup(&self, effect: DamageEffect) -> bool {
        self.faceup().any(|(_, d)| d.effect == effect)
    }

    pub fn faceup_count(&self, effect: DamageEffect) -> usize {
        self.faceup().filter(|(_, d)| d.effect == effect).count()
    }

    pub fn damage_count(&self) -> usize {
        self.cards.iter().map(|card| card.damage.len()).sum()
    }

    pub fn total_shields(&self) -> u32 {
        self.cards.iter().map(|card| u32::from(card.shields)).sum()
    }

    /// Energy on the ship card(s), not counting upgrade cards.
    pub fn ship_energy(&self) -> u32 {
        self.cards.iter().map(|card| u32::from(card.energy)).sum()
    }
}

/// Which upgrade of a ship: its ship card and its place on that card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct UpgradeRef {
    pub card: u8,
    pub index: u8,
}

/// Which damage card of a ship.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct DamageRef {
    pub card: u8,
    pub index: u8,
}

/// A weapon: a ship card's primary weapon or a secondary weapon upgrade.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum WeaponRef {
    /// The primary weapon printed on ship card `card`, in arc `arc` (index into `primaries`).
    Primary {
        card: u8,
        arc: u8,
    },
    Secondary(UpgradeRef),
}

/// A target lock: `holder` has locked `target` (a section of it, for huge ships, seed 000
/// "Marqueurs d'acquisition").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lock {
    pub holder: ShipId,
    pub target: ShipId,
    pub section: Option<Section>,
}

/// A device in the play area (seed 002).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Device {
    pub id: DeviceId,
    pub name: String,
    pub rule: DeviceRule,
    /// The player the device belongs to (the token side with the white border, seed 002).
    pub owner: Seat,
    /// The ship that placed it.
    pub placed_by: ShipId,
    pub pose: Pose,
    /// For a cluster mine set, which of its three tokens this device is (0 centre, 1 and 2
    /// the sides); `None` for single-token devices.
    pub part: Option<u8>,
    pub fuses: u8,
    pub in_play: bool,
}

/// Kinds of obstacles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ObstacleKind {
    /// An asteroid token (the number picks one of the asteroid shapes).
    Asteroid(u8),
    Debris(u8),
    /// A Blaze left by a Blazer Bomb (an obstacle, removed by its fuse).
    Blaze,
    /// A huge ship used as an obstacle (seed 000 "Utiliser les vaisseaux immenses comme
    /// obstacles"): its two sections, never moving, never damaged.
    HugeHulk(ShipSize),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Obstacle {
    pub id: ObstacleId,
    pub kind: ObstacleKind,
    pub pose: Pose,
    pub fuses: u8,
    pub in_play: bool,
}

/// Which damage deck.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DeckKind {
    /// A player's core deck (XR 7.5).
    Core,
    /// The fore or aft deck of one huge ship (seed 000 "Dégâts").
    Huge { ship: ShipId, section: Section },
}

/// One card waiting in a deck.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeckCard {
    pub name: String,
    pub effect: DamageEffect,
}

/// A damage deck; the order of `cards` is hidden from both players (the top is the end).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DamageDeck {
    pub owner: Seat,
    /// How many cards the deck was built with (cards are never created or lost).
    pub size: usize,
    pub kind: DeckKind,
    pub cards: Vec<DeckCard>,
    pub discard: Vec<DeckCard>,
}

/// The whole game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Battle {
    pub settings: Settings,
    pub geometry: GeometryConstants,
    pub round: u32,
    pub phase: Phase,
    pub ships: Vec<Ship>,
    pub obstacles: Vec<Obstacle>,
    pub devices: Vec<Device>,
    pub decks: Vec<DamageDeck>,
    pub locks: Vec<Lock>,
    pub outcome: Option<Outcome>,
    pub rng: Rng,
    /// Work still to do, innermost last.
    pub(crate) stack: Vec<Task>,
    /// The question the game waits on; its prompt carries what applying the answer needs.
    pub(crate) pending: Option<Pending<Seat, Prompt, Choice>>,
    pub(crate) next_decision: u64,
    /// The state before a device placement began, restored if the device would be placed
    /// partly outside the play area (seed 002).
    pub(crate) checkpoint: Option<Box<Battle>>,
    /// Placements already rolled back this System phase step, so the player is not offered
    /// the same impossible placement again.
    pub(crate) refused_placements: Vec<super::devices::PlacementKey>,
    /// Decisions answered so far (a game's length for summaries).
    pub decisions: u64,
    /// Events produced since the last answer; drained by [`door::Game::answer`].
    #[serde(skip)]
    pub(crate) events: Vec<super::events::Event>,
}

impl Battle {
    pub fn edition(&self) -> Edition {
        self.settings.edition
    }

    pub fn ship(&self, id: ShipId) -> &Ship {
        &self.ships[id.index()]
    }

    pub fn ship_mut(&mut self, id: ShipId) -> &mut Ship {
        &mut self.ships[id.index()]
    }

    pub fn ships_in_play(&self) -> impl Iterator<Item = &Ship> {
        self.ships.iter().filter(|ship| ship.in_play())
    }

    pub fn ids_in_play(&self) -> Vec<ShipId> {
        self.ships_in_play().map(|ship| ship.id).collect()
    }

    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// The ships that count as small or large for the activation sub-phases.
    pub fn is_huge(&self, id: ShipId) -> bool {
        self.ship(id).is_huge()
    }

    pub fn lock_of(&self, holder: ShipId) -> Option<Lock> {
        self.locks
            .iter()
            .copied()
            .find(|lock| lock.holder == holder)
    }
}
