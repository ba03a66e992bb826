//! Past-tense facts the game reports. Events never carry hidden information: a dial is
//! reported set without its maneuver, a facedown damage card without its name.

use super::state::{DeviceId, ObstacleId, Outcome, Phase, Seat, ShipId};
use crate::data::{ActionKind, Maneuver, Section};
use crate::dice::{AttackFace, DefenseFace};
use serde::{Deserialize, Serialize};

/// Why a ship left the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Removal {
    Destroyed,
    /// Its base left the play area (XR 3.10).
    Fled,
    /// Overlapped by a huge ship's maneuver (seed 000 "Chevaucher des grands ou des petits
    /// vaisseaux").
    Crushed,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Event {
    RoundStarted {
        round: u32,
    },
    PhaseStarted {
        phase: Phase,
    },
    ShipDeployed {
        ship: ShipId,
    },
    DialSet {
        ship: ShipId,
    },
    DialRevealed {
        ship: ShipId,
        maneuver: Maneuver,
    },
    /// The ship moved; `full` is false when it backed up after overlapping a ship.
    Moved {
        ship: ShipId,
        maneuver: Maneuver,
        full: bool,
        bumped: Vec<ShipId>,
    },
    /// A move that is not a maneuver (barrel roll, boost, decloak).
    Repositioned {
        ship: ShipId,
    },
    StressChanged {
        ship: ShipId,
        stress: u8,
    },
    TokenGained {
        ship: ShipId,
        token: TokenKind,
    },
    /// A token given to a huge ship that the rules take back at once (seed 000 "Marqueurs de
    /// concentration, d'évasion et de stress").
    TokenReturned {
        ship: ShipId,
        token: TokenKind,
    },
    TokensCleared {
        ship: ShipId,
    },
    /// One token taken off (a strain token after a defense roll or a blue maneuver).
    TokenRemoved {
        ship: ShipId,
        token: TokenKind,
    },
    ActionPerformed {
        ship: ShipId,
        action: ActionKind,
    },
    CardActionPerformed {
        ship: ShipId,
        card: String,
    },
    ActionSkipped {
        ship: ShipId,
    },
    Locked {
        holder: ShipId,
        target: ShipId,
        section: Option<Section>,
    },
    LockSpent {
        holder: ShipId,
    },
    EnergyGained {
        ship: ShipId,
        amount: u8,
    },
    EnergyAllocated {
        ship: ShipId,
        card: String,
    },
    EnergyReturned {
        ship: ShipId,
        amount: u8,
    },
    EnergyCardUsed {
        ship: ShipId,
        card: String,
    },
    ShieldRecovered {
        ship: ShipId,
        section: Option<Section>,
    },
    AttackDeclared {
        attacker: ShipId,
        defender: ShipId,
        section: Option<Section>,
        weapon: String,
        range: u8,
    },
    AttackDice {
        ship: ShipId,
        dice: Vec<AttackFace>,
    },
    DefenseDice {
        ship: ShipId,
        dice: Vec<DefenseFace>,
    },
    AttackHit {
        attacker: ShipId,
        defender: ShipId,
        hits: u8,
        crits: u8,
    },
    AttackMissed {
        attacker: ShipId,
        defender: ShipId,
    },
    ShieldLost {
        ship: ShipId,
        section: Option<Section>,
    },
    /// A damage card; `name` only when dealt faceup.
    DamageDealt {
        ship: ShipId,
        section: Option<Section>,
        face_up: bool,
        name: Option<String>,
    },
    DamageFlipped {
        ship: ShipId,
        name: String,
        face_up: bool,
    },
    DamageDiscarded {
        ship: ShipId,
    },
    SectionCrippled {
        ship: ShipId,
        section: Section,
    },
    ShipRemoved {
        ship: ShipId,
        how: Removal,
    },
    ObstacleHit {
        ship: ShipId,
        obstacle: ObstacleId,
    },
    ObstacleRemoved {
        obstacle: ObstacleId,
    },
    ObstaclePlaced {
        obstacle: ObstacleId,
    },
    UpgradeDiscarded {
        ship: ShipId,
        card: String,
    },
    DevicePlaced {
        device: DeviceId,
        by: ShipId,
        name: String,
    },
    /// A placement partly outside the play area was undone and its costs refunded (seed 002).
    PlacementRolledBack {
        ship: ShipId,
        card: String,
    },
    DeviceDetonated {
        device: DeviceId,
    },
    DeviceRemoved {
        device: DeviceId,
    },
    FuseRemoved {
        device: DeviceId,
    },
    Cloaked {
        ship: ShipId,
    },
    Decloaked {
        ship: ShipId,
    },
    ChargeSpent {
        ship: ShipId,
        card: String,
    },
    /// Inactive charges of an upgrade card flipped back to active (Reload, Bomblet Generator).
    ChargesRecovered {
        ship: ShipId,
        card: String,
        amount: u8,
    },
    DieRolled {
        ship: ShipId,
        face: AttackFace,
    },
    GameOver {
        outcome: Outcome,
    },
    PlayerConceded {
        seat: Seat,
    },
}

/// Token kinds for events.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TokenKind {
    Focus,
    Evade,
    Stress,
    Ion,
    Reinforce,
    Cloak,
    Calculate,
    Strain,
    Disarm,
}
