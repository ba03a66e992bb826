//! Decisions as data: what the game asks ([`Prompt`]) and the answers it lists ([`Choice`]).
//!
//! Every prompt carries the context needed to apply its answer, so the pending decision is the
//! whole question. Continuous choices (where a ship ends a barrel roll, where it deploys) are
//! offered as a finite menu of named options; multi-part choices (which dice to reroll) are
//! asked one part at a time.

use super::state::{DamageRef, DeviceId, ObstacleId, ShipId, UpgradeRef, WeaponRef};
use crate::data::{ActionKind, Bearing, Maneuver, Section};
use crate::dice::{AttackFace, DefenseFace};
use serde::{Deserialize, Serialize};

/// Where a move ends along the side of its template: the 1e barrel roll places the ship
/// anywhere along the template, which we offer at the back, middle and front.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Shift {
    Back,
    Middle,
    Front,
}

/// A move performed by an action (barrel roll, boost) or a decloak.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum MoveChoice {
    /// Sideways with a straight template of `speed`, to the left or right, ending at `shift`.
    Roll { left: bool, speed: u8, shift: Shift },
    /// Forward with the template of `speed` and `bearing` from the front guides.
    Boost { speed: u8, bearing: Bearing },
}

/// Where an action comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Act {
    /// An icon of the action bar of ship card `card` (or granted by an upgrade).
    Bar { card: u8, kind: ActionKind },
    /// An "Action:" header of an upgrade card.
    Upgrade(UpgradeRef),
    /// An "Action:" header of a faceup damage card.
    Damage(DamageRef),
}

/// How a device is placed: the template and whether it is launched from the front guides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct DeviceTemplate {
    pub maneuver: Maneuver,
    pub launch: bool,
}

/// A dice modification offered during an attack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Modification {
    /// Attacker: focus results become hits; defender: focus results become evades.
    SpendFocus,
    /// Defender: first edition adds an evade result; second edition changes a blank or focus
    /// result into an evade.
    SpendEvade,
    /// Attacker: reroll dice (chosen next, one at a time).
    SpendLock,
    /// Second edition: one focus result becomes a hit or evade.
    SpendCalculate,
    /// An upgrade's modification (Single Turbolasers, Gunnery Team, Proton Torpedoes).
    Card(UpgradeRef),
}

/// An answer.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Choice {
    /// Decline, or finish a sequence of choices.
    Pass,
    /// Accept an optional effect.
    Yes,
    /// A spot from the prompt's list (set-up positions).
    Spot(u16),
    Dial(Maneuver),
    Ship(ShipId),
    Target {
        ship: ShipId,
        section: Option<Section>,
    },
    Section(Section),
    Obstacle(ObstacleId),
    Device(DeviceId),
    Action(Act),
    Move(MoveChoice),
    Upgrade(UpgradeRef),
    Damage(DamageRef),
    Template(DeviceTemplate),
    Attack {
        weapon: WeaponRef,
        target: ShipId,
        section: Option<Section>,
    },
    Modify(Modification),
    RerollAttack(AttackFace),
    RerollDefense(DefenseFace),
    /// Roll the dice chosen for rerolling.
    Roll,
}

/// Why a section must be chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SectionReason {
    /// Damage that does not clearly affect one section: the opponent chooses (seed 000
    /// "Dégâts").
    Damage,
    /// Both sections overlap an obstacle: the opponent chooses (seed 000 "Chevaucher des
    /// obstacles").
    ObstacleOverlap,
    /// Recover: which section gets this shield back.
    Recover,
    /// Reinforce: which section the token goes to.
    Reinforce,
}

/// Why a ship must be chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ShipReason {
    /// Several ships of the same skill are ready: which goes next.
    NextToDeploy,
    NextToActivate,
    NextInSystemPhase,
    NextToAttack,
    /// Action targets.
    Coordinate,
    Jam,
    /// Frequency Jammer: an unstressed enemy at range 1 of the jammed ship.
    FrequencyJammer,
    /// Comms Booster: a friendly ship at range 1-3.
    CommsBooster,
    /// "Command Pod Casualties": a small or large ship to stress.
    CommandPodCasualties,
    /// A device under several bases explodes on one ship, chosen by its placer (seed 002).
    DeviceVictim,
}

/// What the game asks.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Prompt {
    /// Place a ship in its set-up zone; the spots are listed by index.
    Deploy {
        ship: ShipId,
        spots: Vec<crate::geometry::Pose>,
    },
    SetDial {
        ship: ShipId,
    },
    ChooseShip {
        reason: ShipReason,
        by: Option<ShipId>,
    },
    /// Second-edition System phase: place a device, decloak, or pass. Passing is not offered
    /// while "Concussion Bombs" must drop (an inactive charge and a possible drop); after a
    /// first "Thermal Detonators" drop the menu offers the second one or passing.
    System {
        ship: ShipId,
    },
    /// Which template to place a device with (after its costs are paid). `system` is true in
    /// the System phase, false for a "drop 1 bomb" effect of another card.
    DeviceTemplate {
        ship: ShipId,
        upgrade: UpgradeRef,
        system: bool,
    },
    /// A "drop 1 bomb" effect of another card ("Genius"): which bomb to drop, or none.
    DropBomb {
        ship: ShipId,
    },
    Decloak {
        ship: ShipId,
    },
    /// Cloaking Device at the start of the Planning phase rolled a focus: decloak or lose the
    /// cloak token.
    ForcedDecloak {
        ship: ShipId,
    },
    /// Perform an action (ship card `card` for two-card huge ships), or pass. `free` actions
    /// come from other effects (Coordinate).
    Action {
        ship: ShipId,
        card: Option<u8>,
        free: bool,
    },
    /// Second edition: perform the linked action.
    Linked {
        ship: ShipId,
        kind: ActionKind,
    },
    LockTarget {
        ship: ShipId,
        free: bool,
    },
    MoveAction {
        ship: ShipId,
        kind: ActionKind,
    },
    Section {
        ship: ShipId,
        reason: SectionReason,
        chooser_for: ShipId,
    },
    AllocateEnergy {
        ship: ShipId,
    },
    UseEnergy {
        ship: ShipId,
    },
    /// Spend energy with the Recover action while any is left (Shield Technician).
    RecoverMore {
        ship: ShipId,
    },
    DeclareAttack {
        ship: ShipId,
    },
    /// CR90 (Fore): spend 1 energy to roll 1 extra die?
    ExtraDie {
        ship: ShipId,
    },
    ModifyAttack {
        attacker: ShipId,
        defender: ShipId,
        dice: Vec<AttackFace>,
    },
    RerollAttack {
        attacker: ShipId,
        dice: Vec<AttackFace>,
        chosen: Vec<AttackFace>,
    },
    ModifyDefense {
        attacker: ShipId,
        defender: ShipId,
        dice: Vec<DefenseFace>,
    },
    /// Quad Laser Cannons missed: spend 1 energy to attack again?
    AttackAgain {
        ship: ShipId,
    },
    DiscardUpgrade {
        ship: ShipId,
        why: DiscardReason,
    },
    /// WED-15: discard a facedown (1 energy) or faceup (3 energy) damage card.
    RepairDamage {
        ship: ShipId,
    },
    Obstacle {
        device: DeviceId,
    },
    /// Concussion Bomb: expose a damage card (Pass) or gain a strain token (Yes).
    ExposeOrStrain {
        ship: ShipId,
    },
    /// "Bomblet Generator" at the start of the Activation phase: spend 1 shield to recover 2
    /// charges on the card (Yes), or not (Pass).
    ShieldForCharges {
        ship: ShipId,
        upgrade: UpgradeRef,
    },
    /// Reload: which device card recovers a charge.
    Reload {
        ship: ShipId,
    },
    /// Delayed Fuses: put a fuse marker on the device just placed?
    Fuse {
        device: DeviceId,
    },
    /// "Backup Shield Generator": spend 1 energy to recover 1 shield?
    BackupShield {
        ship: ShipId,
    },
}

/// Why an upgrade must be discarded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DiscardReason {
    /// "Munitions Failure": a secondary weapon.
    MunitionsFailure,
    /// A section was crippled: its crippled side has fewer upgrade icons.
    Crippled,
    /// "Hull Breach": the card placed under it.
    HullBreach,
}
