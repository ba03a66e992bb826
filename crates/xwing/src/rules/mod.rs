//! The rules kernel: one game of X-Wing, first or second edition, as a deterministic state
//! machine driven through the decision door.
//!
//! Main types:
//!
//! * [`Battle`] — the whole game state (plain serde data, the seeded generator inside); built
//!   from a [`GameSpec`] by [`Battle::new`], played through `door::Game` (see `crate::game`).
//! * [`Prompt`] and [`Choice`] — what the game asks and the answers it lists; every continuous
//!   choice (positions) is a finite menu, every multi-part choice asked one part at a time.
//! * [`Event`] — past-tense facts, never carrying hidden information.
//! * [`View`] — what one seat may see.
//!
//! The edition is a setting of each game. Both editions share one round structure, one attack
//! pipeline and one damage model; they branch where the rules differ: the System phase,
//! charges and devices exist only in the second edition (seed 002), huge ships with sections,
//! energy and crippling only in the first (seed 000), and dice modification, ion and obstacle
//! effects follow each edition's own rule.
//!
//! Where the seeds are silent the kernel follows these published rules (see
//! `../shared/rules/core-xwing.md`):
//!
//! * first edition: a stressed ship may not choose a red maneuver, and one that reveals a red
//!   maneuver anyway flies a white straight 2 (XR 3.4); touching ships cannot attack each
//!   other until one moves off (XR 3.7);
//! * second edition follows the FFG Rules Reference: a bumped ship skips its action; an
//!   ionized ship sets no dial, flies a blue straight 1 and may only focus; asteroids roll one
//!   die; the first player is fixed for the game (XR 2.5, 3.7, 3.9, 9.2);
//! * dice modifications are offered one at a time until the player passes; a lock reroll picks
//!   the dice face by face;
//! * second-edition charges have an active and an inactive side: spending flips one to
//!   inactive, recovering flips one back, never above the card's limit (XR 12.2); Reload lets
//!   the ship choose the card (RR "Reload");
//! * strain (2e): a strained defender rolls one fewer die, then removes one strain token; a
//!   blue maneuver removes one too; it is a red token, kept in the End phase (RR "Strain");
//! * a Blaze (Blazer Bomb) is an obstacle: moving through or onto it rolls 1 die (hit or crit:
//!   1 hit damage; focus: 1 stress) and skips the action (RR 1.4 "Blaze");
//! * exposing a damage card flips a random facedown one (RR "Damage Cards"); simultaneous
//!   bomb detonations and start-of-phase abilities go in player order (XR 2.9).
//!
//! Every bomb and mine of `device.json` plays as its card says, the card winning over seed
//! 002's one device per System phase where it says so (Thermal Detonators' two drops with
//! different templates). Not modelled (refused or not offered, never played as blanks):
//! second-edition huge ships, second-edition reinforce and jam tokens, SLAM and arc rotation,
//! remotes (DRK-1 Probe Droids, and the remote clauses of device effects), pilot and upgrade
//! abilities outside `cards`.
//!
//! Module map: `state` (data), `flow` (run loop, phases), `movement` (activation and
//! maneuvers), `actions`, `energy` (huge ships), `combat` (attacks), `damage` (damage cards,
//! crippling, destruction, tokens), `devices` (seed 002, System phase, cloak), `setup` (squads
//! and set-up), `space` (questions about positions, answered by `crate::geometry`), `cards`
//! (the closed vocabulary of card behaviour), `view`, `invariants`, `events`, `decide`.

mod actions;
pub mod cards;
mod combat;
mod damage;
pub mod decide;
pub mod devices;
mod energy;
pub mod events;
pub mod flow;
mod invariants;
mod movement;
pub mod setup;
pub(crate) mod space;
pub mod state;
pub mod view;

pub use combat::{AttackOption, AttackStep, AttackTask};
pub use damage::DamageJob;
pub use decide::{Act, Choice, DeviceTemplate, Modification, MoveChoice, Prompt, Shift};
pub use devices::Reposition;
pub use events::{Event, Removal, TokenKind};
pub use setup::{
    AreaSpec, CardSpec, GameSpec, ObstacleSpec, PoseSpec, SetupError, ShipSpec, SquadSpec,
};
pub use state::{
    Battle, DamageRef, DeckKind, DeviceId, Life, Lock, ObstacleId, ObstacleKind, Outcome, Phase,
    Seat, ShipId, UpgradeRef, WeaponRef,
};
pub use view::View;
