//! The closed vocabulary of card behaviour the kernel implements.
//!
//! Card stats come from the data folder; what a card *does* is one variant here, chosen by the
//! card's `xws` id (upgrades, pilots) or its name (damage cards) when a squad is built. A card
//! the kernel has no behaviour for is refused at squad building with a clear error instead of
//! being played as a blank.

use crate::data::{Bearing, DeviceKind, Edition, Maneuver, Section};
use serde::{Deserialize, Serialize};

/// What an upgrade does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum UpgradeRule {
    // First edition, huge-ship hardpoints (secondary weapons paid with energy).
    /// Attack (Energy): spend 2 energy from this card; the defender doubles his agility; the
    /// attacker may change 1 focus result to a hit.
    SingleTurbolasers,
    /// Attack (Energy): spend 1 energy from this card; if it does not hit, may spend 1 more to
    /// attack again.
    QuadLaserCannons,
    /// Attack (Energy): spend 2 energy; if it hits, the defender suffers 1 critical damage and
    /// receives 1 ion token, then all dice results are cancelled.
    IonCannonBattery,
    // First edition ordnance.
    /// Attack (target lock): spend the lock and discard this card; if it hits, each other ship
    /// at range 1 of the defender suffers 1 damage (seed 000 "Missiles d'assaut").
    AssaultMissiles,
    /// Attack (target lock): spend the lock and discard this card; may change 1 focus result
    /// to a critical hit.
    ProtonTorpedoes,
    // First edition teams.
    /// Once per round, attacking with a secondary weapon: spend 1 energy to change 1 blank to
    /// a hit.
    GunneryTeam,
    /// Target locks at range 1-5.
    SensorTeam,
    /// +1 energy when revealing a straight maneuver.
    EngineeringTeam,
    // First edition cargo.
    /// Energy: discard this card to gain 3 energy.
    TibannaGasSupplies,
    /// Energy: spend 1 energy to remove all stress from a friendly ship at range 1-3, then
    /// give it a focus token.
    CommsBooster,
    /// Energy: spend 5 energy from this card and discard it: each other ship at range 1
    /// suffers 1 damage and receives 1 ion token.
    IonizationReactor,
    /// End of round: may spend 1 energy to recover 1 shield.
    BackupShieldGenerator,
    /// When this ship obstructs an attack, the defender rolls 3 extra dice instead of 1.
    EmEmitter,
    /// Jamming also stresses an unstressed enemy at range 1 of the jammed ship.
    FrequencyJammer,
    // First edition crew.
    /// Action: spend 1 energy to discard a facedown damage card, or 3 for a faceup one.
    Wed15RepairDroid,
    /// Recover may spend any amount of energy instead of all of it.
    ShieldTechnician,
    // First edition modifications.
    /// +2 hull, +1 shield (GR-75 only, huge only).
    CombatRetrofit,
    // Second edition.
    /// A device upgrade (seed 002): places the device during the System phase for 1 charge
    /// (with the card's own additions, see [`DeviceRule`]).
    Device(DeviceRule),
    /// After fully executing a maneuver, if no device was placed this round, may drop 1 bomb
    /// (the "drop 1 bomb" case of seed 002).
    Genius,
    /// Action: spend 1 charge to cloak; at the start of the Planning phase roll 1 die, on a
    /// focus result decloak or lose the cloak token.
    CloakingDevice,
    /// May drop or launch with a template of the same bearing, speed 1 higher or lower.
    SkilledBombardier,
    /// System phase: may launch a bomb with the straight-5 template instead.
    TrajectorySimulator,
    /// After placing a bomb or mine, may put 1 fuse marker on it.
    DelayedFuses,
}

impl UpgradeRule {
    /// The behaviour of an upgrade, or `None` when the kernel does not implement it.
    pub fn for_upgrade(edition: Edition, xws: &str, device: Option<&str>) -> Option<UpgradeRule> {
        use UpgradeRule::*;
        Some(match (edition, xws) {
            (Edition::First, "singleturbolasers") => SingleTurbolasers,
            (Edition::First, "quadlasercannons") => QuadLaserCannons,
            (Edition::First, "ioncannonbattery") => IonCannonBattery,
            (Edition::First, "assaultmissiles") => AssaultMissiles,
            (Edition::First, "protontorpedoes") => ProtonTorpedoes,
            (Edition::First, "gunneryteam") => GunneryTeam,
            (Edition::First, "sensorteam") => SensorTeam,
            (Edition::First, "engineeringteam") => EngineeringTeam,
            (Edition::First, "tibannagassupplies") => TibannaGasSupplies,
            (Edition::First, "commsbooster") => CommsBooster,
            (Edition::First, "ionizationreactor") => IonizationReactor,
            (Edition::First, "backupshieldgenerator") => BackupShieldGenerator,
            (Edition::First, "ememitter") => EmEmitter,
            (Edition::First, "frequencyjammer") => FrequencyJammer,
            (Edition::First, "wed15repairdroid") => Wed15RepairDroid,
            (Edition::First, "shieldtechnician") => ShieldTechnician,
            (Edition::First, "combatretrofit") => CombatRetrofit,
            (Edition::Second, "genius") => Genius,
            (Edition::Second, "cloakingdevice") => CloakingDevice,
            (Edition::Second, "skilledbombardier") => SkilledBombardier,
            (Edition::Second, "trajectorysimulator") => TrajectorySimulator,
            (Edition::Second, "delayedfuses") => DelayedFuses,
            (Edition::Second, _) => Device(DeviceRule::for_device(device?)?),
            _ => return None,
        })
    }

    /// "Energy:" cards, usable once per round in the Use Energy step (seed 000).
    pub fn energy_header(self) -> bool {
        matches!(
            self,
            UpgradeRule::TibannaGasSupplies
                | UpgradeRule::CommsBooster
                | UpgradeRule::IonizationReactor
        )
    }
}

/// The bombs and mines of second-edition `device.json` (seed 002), named after the device;
/// each variant also stands for the card that places it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DeviceRule {
    /// Bomb (Bomblet Generator): each ship at range 0-1 rolls 2 dice, 1 damage per hit or crit.
    /// The card: at the start of the Activation phase, may spend 1 shield to recover 2
    /// charges.
    Bomblet,
    /// Bomb: each ship at range 0-1 rolls 1 die, 1 damage per hit or crit; then a Blaze
    /// obstacle with a fuse is placed where it was (gone in the End phase once its fuse is).
    BlazerBomb,
    /// Mine (Conner Nets): the ship suffers 1 damage and gains 3 ion tokens. Charges cannot be
    /// recovered.
    ConnerNet,
    /// Bomb: each ship at range 0-1 suffers 1 critical damage.
    ProtonBomb,
    /// Mine: the ship rolls 2 dice and suffers 1 damage plus 1 per hit and 1 critical per crit.
    /// Charges cannot be recovered.
    ProximityMine,
    /// Bomb: choose an obstacle at range 0-1; each ship at range 0-1 of it suffers 1 damage;
    /// the obstacle is removed.
    SeismicCharge,
    /// Bomb placed with a fuse: each ship at range 0-2 rolls 4 dice: a shield lost per blank,
    /// an ion token per focus or hit, a disarm token per crit. Charges cannot be recovered.
    ElectroProtonBomb,
    /// Mine set of three: the ship rolls 2 dice and suffers 1 damage per hit and 1 critical per
    /// crit, for each mine of the set it overlapped or moved through. Charges cannot be
    /// recovered.
    ClusterMine,
    /// Bomb: each ship at range 0-1 gains 3 ion tokens.
    IonBomb,
    /// Bomb: each ship at range 0-1 is dealt 1 facedown damage card; then each exposes 1
    /// damage card unless it gains 1 strain token. The card: while any of its charges is
    /// inactive, the System-phase drop is mandatory if possible.
    ConcussionBomb,
    /// Bomb: each ship at range 0-1 rolls 1 die: strain per focus, 1 damage per hit, 1 critical
    /// per crit. The card: up to 2 drops per System phase (straight 1 or 2, a different
    /// template each); a Reload recovers 1 additional charge.
    ThermalDetonator,
}

impl DeviceRule {
    fn for_device(name: &str) -> Option<DeviceRule> {
        use DeviceRule::*;
        Some(match name {
            "Bomblet" => Bomblet,
            "Blazer Bomb" => BlazerBomb,
            "Conner Net" => ConnerNet,
            "Proton Bomb" => ProtonBomb,
            "Proximity Mine" => ProximityMine,
            "Seismic Charge" => SeismicCharge,
            "Electro-Proton Bomb" => ElectroProtonBomb,
            "Cluster Mine" => ClusterMine,
            "Ion Bomb" => IonBomb,
            "Concussion Bomb" => ConcussionBomb,
            "Thermal Detonators" => ThermalDetonator,
            _ => return None,
        })
    }

    pub fn kind(self) -> DeviceKind {
        match self {
            DeviceRule::ConnerNet | DeviceRule::ProximityMine | DeviceRule::ClusterMine => {
                DeviceKind::Mine
            }
            _ => DeviceKind::Bomb,
        }
    }

    /// The token the device is placed as (its footprint, guides included).
    pub fn token(self) -> crate::geometry::DeviceKind {
        use crate::geometry::DeviceKind as Token;
        match self {
            DeviceRule::ProximityMine => Token::ProximityMine,
            DeviceRule::ClusterMine => Token::ClusterMine,
            DeviceRule::ConnerNet => Token::ConnerNet,
            _ => Token::StandardBomb,
        }
    }

    /// Whether Reload may recover this card's charges (several cards say their charges
    /// "cannot be recovered").
    pub fn reloadable(self) -> bool {
        !matches!(
            self,
            DeviceRule::ConnerNet
                | DeviceRule::ProximityMine
                | DeviceRule::ClusterMine
                | DeviceRule::ElectroProtonBomb
        )
    }

    /// The device is placed with one fuse marker (Electro-Proton Bomb).
    pub fn starts_fused(self) -> bool {
        self == DeviceRule::ElectroProtonBomb
    }

    /// The templates the card names: straight 1, or straight 1 or 2 for Thermal Detonators.
    pub fn templates(self) -> &'static [Maneuver] {
        const ONE: [Maneuver; 1] = [Maneuver::new(1, Bearing::Straight)];
        const ONE_OR_TWO: [Maneuver; 2] = [
            Maneuver::new(1, Bearing::Straight),
            Maneuver::new(2, Bearing::Straight),
        ];
        if self == DeviceRule::ThermalDetonator {
            &ONE_OR_TWO
        } else {
            &ONE
        }
    }

    /// How many devices the card may place in one System phase. Seed 002 allows one per
    /// ship; "Thermal Detonators" spends up to 2 charges to drop that many, each with a
    /// different template (the card wins over the rule).
    pub fn drops_per_system_phase(self) -> usize {
        if self == DeviceRule::ThermalDetonator {
            2
        } else {
            1
        }
    }

    /// "Concussion Bombs": while any of the card's charges is inactive, the System-phase drop
    /// is mandatory when it is possible.
    pub fn must_drop_with_inactive_charges(self) -> bool {
        self == DeviceRule::ConcussionBomb
    }

    /// Charges one Reload recovers on this card ("Thermal Detonators": 1 additional).
    pub fn reload_amount(self) -> u8 {
        if self == DeviceRule::ThermalDetonator {
            2
        } else {
            1
        }
    }

    /// "Bomblet Generator": at the start of the Activation phase the ship may spend 1 shield
    /// to recover this many charges on the card.
    pub fn charges_for_a_shield(self) -> Option<u8> {
        (self == DeviceRule::Bomblet).then_some(2)
    }
}

/// What a pilot card does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PilotRule {
    /// No pilot ability.
    Plain,
    /// CR90 (Fore): attacking with the primary weapon, may spend 1 energy to roll 1 extra die.
    Cr90Fore,
}

impl PilotRule {
    pub fn for_pilot(edition: Edition, xws: &str, has_ability: bool) -> Option<PilotRule> {
        match (edition, xws) {
            (Edition::First, "cr90corvettefore") => Some(PilotRule::Cr90Fore),
            _ if !has_ability => Some(PilotRule::Plain),
            _ => None,
        }
    }
}

/// Ship abilities (second edition) the kernel implements.
pub const NIMBLE_BOMBER: &str = "Nimble Bomber";

/// What a damage card does, by deck and name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DamageEffect {
    // First-edition core deck.
    BlindedPilot,
    ConsoleFire,
    DamagedCockpit,
    DamagedEngine,
    DamagedSensorArray,
    /// Counts twice against hull (1e); suffer 1 more hit then repair (2e).
    DirectHit,
    InjuredPilot,
    MinorExplosion,
    MinorHullBreach,
    MunitionsFailure,
    StructuralDamage,
    StunnedPilot,
    ThrustControlFire,
    WeaponMalfunction,
    // First-edition huge-ship decks.
    ReactorCowlRupture,
    SecondaryDriveFailure,
    ProjectorPowerFailure,
    BroadcastMalfunction,
    CommandPodCasualties,
    HullBreach,
    ReactorLeak,
    DamagedStabilizers,
    EngineDamage,
    // Second-edition core deck (cards whose effect differs from the 1e card of that name
    // carry a `Second` suffix).
    PanickedPilot,
    BlindedPilotSecond,
    WoundedPilot,
    StunnedPilotSecond,
    ConsoleFireSecond,
    WeaponsFailure,
    HullBreachSecond,
    StructuralDamageSecond,
    DamagedSensorArraySecond,
    LooseStabilizer,
    DisabledPowerRegulator,
    FuelLeak,
}

impl DamageEffect {
    /// The effect of a card of `edition`; `huge` for the huge-ship decks.
    pub fn for_card(edition: Edition, huge: bool, name: &str) -> Option<DamageEffect> {
        use DamageEffect::*;
        Some(match (edition, huge, name) {
            (Edition::First, false, "Blinded Pilot") => BlindedPilot,
            (Edition::First, false, "Console Fire") => ConsoleFire,
            (Edition::First, false, "Damaged Cockpit") => DamagedCockpit,
            (_, false, "Damaged Engine") => DamagedEngine,
            (Edition::First, false, "Damaged Sensor Array") => DamagedSensorArray,
            (_, _, "Direct Hit!" | "Direct Hit") => DirectHit,
            (Edition::First, false, "Injured Pilot") => InjuredPilot,
            (Edition::First, false, "Minor Explosion") => MinorExplosion,
            (Edition::First, false, "Minor Hull Breach") => MinorHullBreach,
            (Edition::First, false, "Munitions Failure") => MunitionsFailure,
            (Edition::First, false, "Structural Damage") => StructuralDamage,
            (Edition::First, false, "Stunned Pilot") => StunnedPilot,
            (Edition::First, false, "Thrust Control Fire") => ThrustControlFire,
            (Edition::First, false, "Weapon Malfunction") => WeaponMalfunction,
            (Edition::First, true, "Reactor Cowl Rupture") => ReactorCowlRupture,
            (Edition::First, true, "Secondary Drive Failure") => SecondaryDriveFailure,
            (Edition::First, true, "Projector Power Failure") => ProjectorPowerFailure,
            (Edition::First, true, "Broadcast Malfunction") => BroadcastMalfunction,
            (Edition::First, true, "Command Pod Casualties") => CommandPodCasualties,
            (Edition::First, true, "Hull Breach") => HullBreach,
            (Edition::First, true, "Reactor Leak") => ReactorLeak,
            (Edition::First, true, "Damaged Stabilizers") => DamagedStabilizers,
            (Edition::First, true, "Engine Damage") => EngineDamage,
            (Edition::Second, false, "Panicked Pilot") => PanickedPilot,
            (Edition::Second, false, "Blinded Pilot") => BlindedPilotSecond,
            (Edition::Second, false, "Wounded Pilot") => WoundedPilot,
            (Edition::Second, false, "Stunned Pilot") => StunnedPilotSecond,
            (Edition::Second, false, "Console Fire") => ConsoleFireSecond,
            (Edition::Second, false, "Weapons Failure") => WeaponsFailure,
            (Edition::Second, false, "Hull Breach") => HullBreachSecond,
            (Edition::Second, false, "Structural Damage") => StructuralDamageSecond,
            (Edition::Second, false, "Damaged Sensor Array") => DamagedSensorArraySecond,
            (Edition::Second, false, "Loose Stabilizer") => LooseStabilizer,
            (Edition::Second, false, "Disabled Power Regulator") => DisabledPowerRegulator,
            (Edition::Second, false, "Fuel Leak") => FuelLeak,
            _ => return None,
        })
    }

    /// Cards with an "Action:" that rolls or repairs (XR 7.4); the action is offered in the
    /// Perform Action step.
    pub fn has_action(self) -> bool {
        use DamageEffect::*;
        matches!(
            self,
            ConsoleFire
                | DamagedSensorArray
                | StructuralDamage
                | WeaponMalfunction
                | BroadcastMalfunction
                | DamagedStabilizers
                | BlindedPilotSecond
                | WoundedPilot
                | ConsoleFireSecond
                | WeaponsFailure
                | HullBreachSecond
                | DamagedSensorArraySecond
                | LooseStabilizer
                | FuelLeak
        )
    }
}

/// The crippled side of a two-card huge ship's card (seed 000 "Sections abîmées"). The data
/// folder does not carry these sides; the values below are the printed crippled CR90 cards
/// (upstream xwing-data lists them as skipped pilots "CR90 Corvette (Crippled Fore/Aft)").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CrippledSide {
    pub section: Section,
    pub attack: Option<u8>,
    pub energy_limit: Option<u8>,
    pub slots: &'static [crate::data::Slot],
    /// Dial maneuvers the crippled aft forbids (straight 4 and side 2).
    pub forbidden: &'static [crate::data::Maneuver],
}

/// The crippled sides of the ship cards the kernel knows.
pub fn crippled_side(ship_xws: &str) -> Option<CrippledSide> {
    use crate::data::Slot;
    const AFT_FORBIDDEN: [Maneuver; 3] = [
        Maneuver::new(4, Bearing::Straight),
        Maneuver::new(2, Bearing::BankLeft),
        Maneuver::new(2, Bearing::BankRight),
    ];
    match ship_xws {
        "cr90corvettefore" => Some(CrippledSide {
            section: Section::Fore,
            attack: Some(2),
            energy_limit: None,
            slots: &[Slot::Crew],
            forbidden: &[],
        }),
        "cr90corvetteaft" => Some(CrippledSide {
            section: Section::Aft,
            attack: None,
            energy_limit: Some(1),
            slots: &[Slot::Cargo],
            forbidden: &AFT_FORBIDDEN,
        }),
        _ => None,
    }
}
