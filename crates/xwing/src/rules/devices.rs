//! Devices (seed 002) and the second-edition System phase: dropping and launching bombs and
//! mines, the rollback of a placement partly outside the play area, detonations, fuses,
//! repositioning, decloaking, and the device cards' own rules (Thermal Detonators' two drops,
//! Concussion Bombs' mandatory drop, the Bomblet Generator's shield for charges).

use super::cards::{DeviceRule, NIMBLE_BOMBER, UpgradeRule};
use super::decide::{Choice, DeviceTemplate, MoveChoice, Prompt, Shift, ShipReason};
use super::events::{Event, TokenKind};
use super::flow::Task;
use super::space::template_kind;
use super::state::{
    Battle, Device, DeviceId, Obstacle, ObstacleId, ObstacleKind, Phase, Seat, ShipId, UpgradeRef,
};
use crate::data::{Bearing, DeviceKind, Maneuver};
use crate::dice::AttackFace;
use crate::geometry::{self as geo, Pose};
use serde::{Deserialize, Serialize};

/// A placement that was rolled back, so it is not offered again in the same step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlacementKey {
    pub ship: ShipId,
    pub upgrade: UpgradeRef,
    pub template: DeviceTemplate,
}

/// How a device is moved by a repositioning effect (seed 002 "Repositionner").
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum Reposition {
    /// Along a template laid from the device's front (the side away from its guides).
    Template(Maneuver),
    /// To a given spot.
    At(Pose),
}

impl Battle {
    pub(crate) fn system_next(&mut self) {
        let candidates: Vec<ShipId> = self
            .ships_in_play()
            .filter(|s| !s.memory.system_done)
            .map(|s| s.id)
            .collect();
        if candidates.is_empty() {
            for ship in &mut self.ships {
                ship.memory.placed_this_phase.clear();
                ship.memory.decloaked_this_phase = false;
            }
            self.set_phase(Phase::Activation);
            self.stack.push(Task::ActivationNext);
            self.start_of_activation();
            return;
        }
        self.stack.push(Task::SystemNext);
        if let Some(ship) = self.next_in_order(candidates, true, ShipReason::NextInSystemPhase) {
            self.stack.push(Task::SystemShip(ship));
        }
    }

    pub(crate) fn system_ship(&mut self, ship: ShipId) {
        self.ship_mut(ship).memory.system_done = true;
        self.refused_placements.clear();
        self.offer_system(ship);
    }

    /// The System phase menu: place a device, decloak, or pass. A "Concussion Bombs" card
    /// with an inactive charge that can drop its bomb leaves no other choice.
    pub fn system_options(&self, ship: ShipId) -> Vec<Choice> {
        let s = self.ship(ship);
        let placed = &s.memory.placed_this_phase;
        let decloaked = s.memory.decloaked_this_phase;
        let mut options = Vec::new();
        if !decloaked && placed.is_empty() {
            let placeable: Vec<UpgradeRef> = s
                .active_upgrades()
                .filter(|(_, u)| matches!(u.rule, UpgradeRule::Device(_)) && u.charges > 0)
                .map(|(at, _)| at)
                .filter(|&at| !self.templates_for(ship, at, true).is_empty())
                .collect();
            // "If able": the charge can be spent and some template places the bomb inside the
            // play area (a rolled-back template no longer counts).
            let forced: Vec<Choice> = placeable
                .iter()
                .copied()
                .filter(|&at| {
                    let u = s.upgrade(at);
                    matches!(u.rule, UpgradeRule::Device(rule)
                        if rule.must_drop_with_inactive_charges())
                        && u.inactive_charges() > 0
                })
                .map(Choice::Upgrade)
                .collect();
            if !forced.is_empty() {
                return forced;
            }
            options.extend(placeable.into_iter().map(Choice::Upgrade));
        } else if !decloaked && let Some(at) = self.further_system_drop(ship) {
            options.push(Choice::Upgrade(at));
        }
        // No ship places a device and decloaks in the same phase (seed 002).
        if s.tokens.cloak
            && placed.is_empty()
            && !decloaked
            && !self.decloak_options(ship).is_empty()
        {
            options.push(Choice::Yes);
        }
        options.push(Choice::Pass);
        options
    }

    /// Seed 002 lets a ship place one device per System phase; the only card that places
    /// more is "Thermal Detonators" (up to 2 charges for that many drops, each with a
    /// different template), and only with that same card.
    fn further_system_drop(&self, ship: ShipId) -> Option<UpgradeRef> {
        let s = self.ship(ship);
        let placed = &s.memory.placed_this_phase;
        let &(at, _) = placed.first()?;
        let upgrade = s.upgrade(at);
        let UpgradeRule::Device(rule) = upgrade.rule else {
            return None;
        };
        let same_card = placed.iter().all(|&(other, _)| other == at);
        (same_card
            && placed.len() < rule.drops_per_system_phase()
            && upgrade.active()
            && upgrade.charges > 0
            && !self.templates_for(ship, at, true).is_empty())
        .then_some(at)
    }

    /// Describes a breach of the System-phase limit, for the invariants: one device per ship
    /// (seed 002), or up to two from one "Thermal Detonators" card with different templates.
    pub(crate) fn system_placements_problem(&self, ship: ShipId) -> Option<String> {
        let s = self.ship(ship);
        let placed = &s.memory.placed_this_phase;
        let &(at, _) = placed.first()?;
        let allowed = match s.upgrade(at).rule {
            UpgradeRule::Device(rule) => rule.drops_per_system_phase(),
            _ => 1,
        };
        let same_card = placed.iter().all(|&(other, _)| other == at);
        let pieces: Vec<TemplatePiece> = placed
            .iter()
            .map(|(_, t)| TemplatePiece::of(t.maneuver))
            .collect();
        let distinct = pieces
            .iter()
            .enumerate()
            .all(|(i, piece)| !pieces[..i].contains(piece));
        let legal = placed.len() == 1 || (same_card && placed.len() <= allowed && distinct);
        (!legal).then(|| {
            format!(
                "{} placed {} devices in one System phase: {placed:?}",
                s.name,
                placed.len()
            )
        })
    }

    fn offer_system(&mut self, ship: ShipId) {
        if !self.ship(ship).in_play() {
            return;
        }
        let options = self.system_options(ship);
        // Nothing to decide when passing is all there is; a forced drop is still asked (and
        // applied at once when it is the only option).
        if options != [Choice::Pass] {
            let owner = self.ship(ship).owner;
            self.ask(owner, Prompt::System { ship }, options);
        }
    }

    pub(crate) fn resolve_system(&mut self, ship: ShipId, choice: &Choice) {
        match *choice {
            Choice::Upgrade(at) => {
                // Offered again once this device is placed (or rolled back).
                self.stack.push(Task::PlacementDone { ship });
                self.begin_placement(ship, at, true);
            }
            Choice::Yes => {
                let owner = self.ship(ship).owner;
                let options = self
                    .decloak_options(ship)
                    .into_iter()
                    .map(Choice::Move)
                    .collect();
                self.ask(owner, Prompt::Decloak { ship }, options);
            }
            _ => {}
        }
    }

    /// Remembers the state, pays the costs (1 charge), then asks for the template.
    fn begin_placement(&mut self, ship: ShipId, at: UpgradeRef, system: bool) {
        let mut snapshot = self.clone();
        snapshot.checkpoint = None;
        snapshot.events.clear();
        self.checkpoint = Some(Box::new(snapshot));
        let upgrade = self.ship_mut(ship).upgrade_mut(at);
        upgrade.charges = upgrade.charges.saturating_sub(1);
        let card = upgrade.card.name.clone();
        self.emit(Event::ChargeSpent { ship, card });
        let options: Vec<Choice> = self
            .templates_for(ship, at, system)
            .into_iter()
            .map(Choice::Template)
            .collect();
        let owner = self.ship(ship).owner;
        self.ask(
            owner,
            Prompt::DeviceTemplate {
                ship,
                upgrade: at,
                system,
            },
            options,
        );
    }

    /// The templates a device may be placed with: its card's template (straight 1, or
    /// straight 1 or 2 for Thermal Detonators), changed by "Nimble Bomber" (bank of the same
    /// speed), "Skilled Bombardier" (same bearing, speed 1 higher or lower) and, in the System
    /// phase, "Trajectory Simulator" (launch bombs with the straight 5) — seed 002: other
    /// effects may change how the device is placed. A second Thermal Detonator of the same
    /// System phase must use a different template than the first.
    pub fn templates_for(&self, ship: ShipId, at: UpgradeRef, system: bool) -> Vec<DeviceTemplate> {
        let s = self.ship(ship);
        let upgrade = s.upgrade(at);
        let UpgradeRule::Device(rule) = upgrade.rule else {
            return Vec::new();
        };
        let base = rule.templates().to_vec();
        let mut drops: Vec<Maneuver> = base.clone();
        if s.ship_ability.as_deref() == Some(NIMBLE_BOMBER) {
            for m in &base {
                drops.push(Maneuver::new(m.speed, Bearing::BankLeft));
                drops.push(Maneuver::new(m.speed, Bearing::BankRight));
            }
        }
        if s.has_upgrade(UpgradeRule::SkilledBombardier) {
            for m in drops.clone() {
                for speed in [m.speed.saturating_sub(1), m.speed + 1] {
                    let max = if m.bearing == Bearing::Straight { 5 } else { 3 };
                    if (1..=max).contains(&speed) {
                        drops.push(Maneuver::new(speed, m.bearing));
                    }
                }
            }
        }
        let mut templates: Vec<DeviceTemplate> = Vec::new();
        for m in drops {
            let t = DeviceTemplate {
                maneuver: m,
                launch: false,
            };
            if !templates.contains(&t) {
                templates.push(t);
            }
        }
        if system
            && rule.kind() == DeviceKind::Bomb
            && s.has_upgrade(UpgradeRule::TrajectorySimulator)
        {
            templates.push(DeviceTemplate {
                maneuver: Maneuver::new(5, Bearing::Straight),
                launch: true,
            });
        }
        templates.retain(|&template| {
            !self.refused_placements.contains(&PlacementKey {
                ship,
                upgrade: at,
                template,
            })
        });
        if system {
            let used: Vec<TemplatePiece> = s
                .memory
                .placed_this_phase
                .iter()
                .filter(|(by, _)| *by == at)
                .map(|(_, t)| TemplatePiece::of(t.maneuver))
                .collect();
            templates.retain(|t| !used.contains(&TemplatePiece::of(t.maneuver)));
        }
        templates
    }

    /// Where a device would land.
    pub fn device_placement(
        &self,
        ship: ShipId,
        rule: DeviceRule,
        template: DeviceTemplate,
    ) -> Option<geo::DevicePlacement> {
        let kind = template_kind(template.maneuver)?;
        let how = if template.launch {
            geo::Placement::Launch
        } else {
            geo::Placement::Drop
        };
        geo::place_device(&self.geometry, self.body(ship), rule.token(), kind, how).ok()
    }

    pub(crate) fn resolve_device_template(
        &mut self,
        ship: ShipId,
        at: UpgradeRef,
        system: bool,
        choice: &Choice,
    ) {
        let Choice::Template(template) = *choice else {
            return;
        };
        let UpgradeRule::Device(rule) = self.ship(ship).upgrade(at).rule else {
            return;
        };
        let placement = self.device_placement(ship, rule, template);
        let outside = placement
            .as_ref()
            .is_none_or(|p| !self.inside_area(&p.shape));
        if outside {
            self.roll_back(ship, at, template, system);
            return;
        }
        let placement = placement.expect("checked above");
        self.checkpoint = None;
        let owner = self.ship(ship).owner;
        let name = self
            .ship(ship)
            .upgrade(at)
            .card
            .device
            .as_ref()
            .map_or_else(
                || self.ship(ship).upgrade(at).card.name.clone(),
                |d| d.name.clone(),
            );
        let parts: Vec<Option<u8>> = if rule == DeviceRule::ClusterMine {
            vec![Some(0), Some(1), Some(2)]
        } else {
            vec![None]
        };
        let mut placed = Vec::new();
        for part in parts {
            let id = DeviceId(self.devices.len() as u16);
            self.devices.push(Device {
                id,
                name: name.clone(),
                rule,
                owner,
                placed_by: ship,
                pose: placement.pose,
                part,
                fuses: u8::from(rule.starts_fused()),
                in_play: true,
            });
            self.emit(Event::DevicePlaced {
                device: id,
                by: ship,
                name: name.clone(),
            });
            placed.push(id);
        }
        let memory = &mut self.ship_mut(ship).memory;
        memory.device_this_round = true;
        if system {
            memory.placed_this_phase.push((at, template));
        }
        // "Delayed Fuses" comes after any detonation on placement, and only for a device still
        // in play.
        if self.ship(ship).has_upgrade(UpgradeRule::DelayedFuses) {
            for &id in placed.iter().rev() {
                self.stack.push(Task::OfferFuse(id));
            }
        }
        // A device placed overlapping a ship lies under its base; a mine explodes at once
        // (seed 002), each token of a cluster set on its own, in order.
        if rule.kind() == DeviceKind::Mine {
            for &id in placed.iter().rev() {
                self.stack.push(Task::MineUnderBases(id));
            }
        }
    }

    /// A mine just placed: if it lies under one base it explodes on that ship; under several,
    /// its placer picks the ship it affects (seed 002). A fused mine waits.
    pub(crate) fn mine_under_bases(&mut self, device: DeviceId) {
        let d = &self.devices[device.index()];
        if !d.in_play || d.fuses > 0 {
            return;
        }
        let (owner, by) = (d.owner, d.placed_by);
        let shape = self.device_shape(device);
        let under: Vec<ShipId> = self
            .ids_in_play()
            .into_iter()
            .filter(|&s| self.footprint(s).overlaps(&shape))
            .collect();
        match under.as_slice() {
            [] => {}
            [only] => self.explode_on(device, *only),
            _ => {
                // The device waits under the choice; the answer takes it off the stack.
                self.stack.push(Task::Detonate(device));
                let options = under.into_iter().map(Choice::Ship).collect();
                self.ask(
                    owner,
                    Prompt::ChooseShip {
                        reason: ShipReason::DeviceVictim,
                        by: Some(by),
                    },
                    options,
                );
            }
        }
    }

    pub(crate) fn offer_fuse(&mut self, device: DeviceId) {
        let d = &self.devices[device.index()];
        if d.in_play {
            let owner = d.owner;
            self.ask(
                owner,
                Prompt::Fuse { device },
                vec![Choice::Yes, Choice::Pass],
            );
        }
    }

    /// Seed 002: a device that would be partly outside the play area is not placed; the game
    /// returns to the state before the placement began, costs refunded, and the player may
    /// choose again (or not to place it).
    fn roll_back(&mut self, ship: ShipId, at: UpgradeRef, template: DeviceTemplate, system: bool) {
        let Some(snapshot) = self.checkpoint.take() else {
            return;
        };
        let card = self.ship(ship).upgrade(at).card.name.clone();
        let events = std::mem::take(&mut self.events);
        let next_decision = self.next_decision;
        let decisions = self.decisions;
        let mut refused = self.refused_placements.clone();
        refused.push(PlacementKey {
            ship,
            upgrade: at,
            template,
        });
        *self = *snapshot;
        self.events = events;
        self.next_decision = next_decision;
        self.decisions = decisions;
        self.refused_placements = refused;
        self.emit(Event::PlacementRolledBack { ship, card });
        // In the System phase the restored stack already holds the step that offers the
        // System menu again; a "drop 1 bomb" effect is offered again here.
        if !system {
            self.offer_drop_bomb(ship);
        }
    }

    pub(crate) fn placement_done(&mut self, ship: ShipId) {
        self.checkpoint = None;
        if self.phase == Phase::System {
            self.offer_system(ship);
        }
    }

    /// "Genius": after fully executing a maneuver, if it has not dropped or launched a device
    /// this round, the ship may drop 1 bomb — paying all of that bomb card's costs (seed 002
    /// "larguez 1 bombe").
    pub(crate) fn offer_genius(&mut self, ship: ShipId) {
        if !self.ship(ship).in_play() || self.ship(ship).memory.device_this_round {
            return;
        }
        self.refused_placements.clear();
        self.offer_drop_bomb(ship);
    }

    fn offer_drop_bomb(&mut self, ship: ShipId) {
        let s = self.ship(ship);
        let mut options: Vec<Choice> = s
            .active_upgrades()
            .filter(|(_, u)| matches!(u.rule, UpgradeRule::Device(rule) if rule.kind() == DeviceKind::Bomb))
            .filter(|(_, u)| u.charges > 0)
            .map(|(at, _)| at)
            .filter(|&at| !self.templates_for(ship, at, false).is_empty())
            .map(Choice::Upgrade)
            .collect();
        if options.is_empty() {
            return;
        }
        options.push(Choice::Pass);
        let owner = s.owner;
        self.ask(owner, Prompt::DropBomb { ship }, options);
    }

    pub(crate) fn resolve_drop_bomb(&mut self, ship: ShipId, choice: &Choice) {
        if let Choice::Upgrade(at) = *choice {
            self.begin_placement(ship, at, false);
        }
    }

    pub(crate) fn resolve_fuse(&mut self, device: DeviceId, choice: &Choice) {
        if *choice == Choice::Yes {
            self.devices[device.index()].fuses += 1;
        }
    }

    /// Decloak moves of a small ship: straight 2 forward, or a straight-2 barrel roll at the
    /// back, middle or front (XR 12.5); only positions off ships and obstacles and inside the
    /// play area.
    pub fn decloak_options(&self, ship: ShipId) -> Vec<MoveChoice> {
        let speed = if self.ship(ship).size == crate::data::Size::Small {
            2
        } else {
            1
        };
        let mut moves = vec![MoveChoice::Boost {
            speed,
            bearing: Bearing::Straight,
        }];
        for left in [true, false] {
            for shift in [Shift::Back, Shift::Middle, Shift::Front] {
                moves.push(MoveChoice::Roll { left, speed, shift });
            }
        }
        moves
            .into_iter()
            .filter(|&m| self.plan_move(ship, m).is_some())
            .collect()
    }

    pub(crate) fn resolve_decloak(&mut self, ship: ShipId, choice: &Choice) {
        let Choice::Move(m) = *choice else { return };
        if !self.move_to(ship, m) {
            return;
        }
        let s = self.ship_mut(ship);
        s.tokens.cloak = false;
        s.memory.decloaked_this_phase = true;
        self.emit(Event::Decloaked { ship });
        if self.phase == Phase::System {
            self.offer_system(ship);
        }
    }

    /// "Cloaking Device": at the start of the Planning phase each cloaked carrier rolls a die;
    /// on a focus it decloaks or loses its cloak token.
    pub(crate) fn start_of_planning_cloaks(&mut self) {
        let carriers: Vec<ShipId> = self
            .ships_in_play()
            .filter(|s| s.tokens.cloak && s.has_upgrade(UpgradeRule::CloakingDevice))
            .map(|s| s.id)
            .collect();
        for ship in carriers {
            if self.roll_die(ship) == AttackFace::Focus {
                let owner = self.ship(ship).owner;
                let mut options: Vec<Choice> = self
                    .decloak_options(ship)
                    .into_iter()
                    .map(Choice::Move)
                    .collect();
                options.push(Choice::Pass);
                self.stack.push(Task::Ask {
                    seat: owner,
                    prompt: Prompt::ForcedDecloak { ship },
                    options,
                });
            }
        }
    }

    pub(crate) fn resolve_forced_decloak(&mut self, ship: ShipId, choice: &Choice) {
        match *choice {
            Choice::Move(_) => self.resolve_decloak(ship, choice),
            _ => {
                self.ship_mut(ship).tokens.cloak = false;
                self.emit(Event::Decloaked { ship });
            }
        }
    }

    /// Bombs without fuse markers detonate at the end of the Activation phase (XR 12.3). They
    /// detonate together, so the ability queue orders them: the first player's devices first
    /// (XR 2.9), each player's in the order they were placed.
    pub(crate) fn queue_bomb_detonations(&mut self) {
        let first = self.settings.first_player;
        let mut bombs: Vec<DeviceId> = self
            .devices_in_play()
            .into_iter()
            .filter(|&d| {
                let device = &self.devices[d.index()];
                device.rule.kind() == DeviceKind::Bomb && device.fuses == 0
            })
            .collect();
        bombs.sort_by_key(|&d| (self.devices[d.index()].owner != first, d));
        for device in bombs.into_iter().rev() {
            self.stack.push(Task::Detonate(device));
        }
    }

    /// A bomb detonates: its effect on every ship in range, one ship after another, then it
    /// is removed (seed 002: the device leaves once its effects are resolved). Mines explode
    /// through [`Battle::explode_on`].
    pub(crate) fn detonate(&mut self, device: DeviceId) {
        let d = self.devices[device.index()].clone();
        if !d.in_play || d.rule.kind() == DeviceKind::Mine {
            return;
        }
        self.emit(Event::DeviceDetonated { device });
        self.stack.push(Task::RemoveDevice(device));
        let reach = if d.rule == DeviceRule::ElectroProtonBomb {
            2
        } else {
            1
        };
        let victims: Vec<ShipId> = self
            .ids_in_play()
            .into_iter()
            .filter(|&s| {
                self.device_range(device, s)
                    .is_some_and(|band| band <= reach)
            })
            .collect();
        match d.rule {
            DeviceRule::SeismicCharge => {
                let shape = self.device_shape(device);
                let options: Vec<Choice> = self
                    .obstacles_in_play()
                    .into_iter()
                    .filter(|&o| {
                        let dist = shape.distance(&self.obstacle_shape(o));
                        self.band(dist, false).is_some_and(|band| band <= 1)
                    })
                    .map(Choice::Obstacle)
                    .collect();
                if !options.is_empty() {
                    self.ask(d.owner, Prompt::Obstacle { device }, options);
                }
            }
            DeviceRule::ConcussionBomb => {
                // Every ship in range is dealt its facedown card first; then each in turn
                // exposes a damage card unless it takes a strain token.
                for &victim in victims.iter().rev() {
                    self.stack.push(Task::ExposeOrStrain(victim));
                }
                for &victim in victims.iter().rev() {
                    self.deal_card(victim, None, false, None);
                }
            }
            rule => {
                if rule == DeviceRule::BlazerBomb {
                    self.stack.push(Task::PlaceBlaze(device));
                }
                for &victim in victims.iter().rev() {
                    self.stack.push(Task::DeviceEffect {
                        device,
                        ship: victim,
                    });
                }
            }
        }
    }

    /// A device explodes affecting one ship: a mine the ship moved through or overlapped, or
    /// a device under several bases whose placer chose the ship. It is removed once its
    /// effect is resolved.
    pub(crate) fn explode_on(&mut self, device: DeviceId, ship: ShipId) {
        if !self.devices[device.index()].in_play {
            return;
        }
        self.emit(Event::DeviceDetonated { device });
        self.stack.push(Task::RemoveDevice(device));
        self.device_effect(device, ship);
    }

    /// What a detonating device does to one ship, as its card says.
    pub(crate) fn device_effect(&mut self, device: DeviceId, ship: ShipId) {
        if !self.ship(ship).in_play() {
            return;
        }
        match self.devices[device.index()].rule {
            // Each hit or crit rolled is 1 hit damage.
            DeviceRule::Bomblet => self.roll_for_damage(ship, 2, false),
            DeviceRule::BlazerBomb => self.roll_for_damage(ship, 1, false),
            DeviceRule::ProtonBomb => self.suffer(ship, None, 0, 1, None),
            DeviceRule::IonBomb => self.gain_tokens(ship, TokenKind::Ion, 3),
            DeviceRule::ElectroProtonBomb => {
                for _ in 0..4 {
                    match self.roll_die(ship) {
                        AttackFace::Blank => self.lose_shield(ship),
                        AttackFace::Focus | AttackFace::Hit => {
                            self.gain_token(ship, TokenKind::Ion)
                        }
                        AttackFace::Crit => self.gain_token(ship, TokenKind::Disarm),
                    }
                }
            }
            DeviceRule::ConcussionBomb => {
                // The card is dealt first; then the ship exposes a card or takes strain.
                self.stack.push(Task::ExposeOrStrain(ship));
                self.deal_card(ship, None, false, None);
            }
            DeviceRule::ThermalDetonator => match self.roll_die(ship) {
                AttackFace::Focus => self.gain_token(ship, TokenKind::Strain),
                AttackFace::Hit => self.suffer(ship, None, 1, 0, None),
                AttackFace::Crit => self.suffer(ship, None, 0, 1, None),
                AttackFace::Blank => {}
            },
            DeviceRule::ConnerNet => {
                self.suffer(ship, None, 1, 0, None);
                self.gain_tokens(ship, TokenKind::Ion, 3);
            }
            DeviceRule::ProximityMine => {
                let (mut hits, mut crits) = (1, 0);
                for _ in 0..2 {
                    match self.roll_die(ship) {
                        AttackFace::Hit => hits += 1,
                        AttackFace::Crit => crits += 1,
                        _ => {}
                    }
                }
                self.suffer(ship, None, hits, crits, None);
            }
            DeviceRule::ClusterMine => self.roll_for_damage(ship, 2, true),
            // The Seismic Charge affects the ships near the obstacle its owner chooses.
            DeviceRule::SeismicCharge => {}
        }
    }

    fn gain_tokens(&mut self, ship: ShipId, token: TokenKind, count: u8) {
        for _ in 0..count {
            self.gain_token(ship, token);
        }
    }

    /// Loses one active shield, if the ship has any.
    fn lose_shield(&mut self, ship: ShipId) {
        let s = self.ship_mut(ship);
        if let Some(card) = s.cards.iter_mut().find(|c| c.shields > 0) {
            card.shields -= 1;
            self.emit(Event::ShieldLost {
                ship,
                section: None,
            });
        }
    }

    /// Rolls `dice` attack dice: each hit or crit is one hit damage (`crits` keeps crits as
    /// critical damage instead).
    fn roll_for_damage(&mut self, ship: ShipId, dice: u8, crits: bool) {
        let (mut h, mut c) = (0, 0);
        for _ in 0..dice {
            match self.roll_die(ship) {
                AttackFace::Hit => h += 1,
                AttackFace::Crit if crits => c += 1,
                AttackFace::Crit => h += 1,
                _ => {}
            }
        }
        self.suffer(ship, None, h, c, None);
    }

    pub(crate) fn remove_device(&mut self, device: DeviceId) {
        if !self.devices[device.index()].in_play {
            return;
        }
        self.devices[device.index()].in_play = false;
        self.emit(Event::DeviceRemoved { device });
    }

    pub(crate) fn remove_obstacle(&mut self, obstacle: ObstacleId) {
        if !self.obstacles[obstacle.index()].in_play {
            return;
        }
        self.obstacles[obstacle.index()].in_play = false;
        self.emit(Event::ObstacleRemoved { obstacle });
    }

    /// Blazer Bomb: after it detonates, a Blaze obstacle takes its place, with a fuse marker.
    /// (The Blaze is aligned on the bomb's pose; see `space` for its outline.)
    pub(crate) fn place_blaze(&mut self, device: DeviceId) {
        let id = ObstacleId(self.obstacles.len() as u16);
        self.obstacles.push(Obstacle {
            id,
            kind: ObstacleKind::Blaze,
            pose: self.devices[device.index()].pose,
            fuses: 1,
            in_play: true,
        });
        self.emit(Event::ObstaclePlaced { obstacle: id });
    }

    /// Seed 002 "Certains engins peuvent EXPLOSER" for the Seismic Charge: each ship at range
    /// 0-1 of the chosen obstacle suffers 1 hit damage, then the obstacle is removed.
    pub(crate) fn resolve_seismic(&mut self, _device: DeviceId, choice: &Choice) {
        let Choice::Obstacle(obstacle) = *choice else {
            return;
        };
        let shape = self.obstacle_shape(obstacle);
        let victims: Vec<ShipId> = self
            .ids_in_play()
            .into_iter()
            .filter(|&s| {
                self.band(shape.distance(&self.body(s).body()), false)
                    .is_some_and(|b| b <= 1)
            })
            .collect();
        self.stack.push(Task::RemoveObstacle(obstacle));
        for victim in victims.into_iter().rev() {
            self.suffer(victim, None, 1, 0, None);
        }
    }

    /// Concussion Bomb, after the facedown card: the ship chooses between exposing a damage
    /// card and gaining a strain token.
    pub(crate) fn offer_expose_or_strain(&mut self, ship: ShipId) {
        if !self.ship(ship).in_play() {
            return;
        }
        let owner = self.ship(ship).owner;
        self.ask(
            owner,
            Prompt::ExposeOrStrain { ship },
            vec![Choice::Yes, Choice::Pass],
        );
    }

    /// Concussion Bomb: `Yes` gains a strain token, `Pass` exposes a facedown damage card,
    /// picked at random among the ship's facedown cards (XR 7.4; RR "Damage Cards").
    pub(crate) fn resolve_expose_or_strain(&mut self, ship: ShipId, choice: &Choice) {
        if *choice == Choice::Yes {
            self.gain_token(ship, TokenKind::Strain);
            return;
        }
        let facedown: Vec<(usize, usize)> = self
            .ship(ship)
            .cards
            .iter()
            .enumerate()
            .flat_map(|(c, card)| {
                card.damage
                    .iter()
                    .enumerate()
                    .filter(|(_, d)| !d.face_up)
                    .map(move |(i, _)| (c, i))
            })
            .collect();
        if facedown.is_empty() {
            return;
        }
        let (c, i) = facedown[self.rng.below(facedown.len())];
        let s = self.ship_mut(ship);
        s.cards[c].damage[i].face_up = true;
        let name = s.cards[c].damage[i].name.clone();
        self.emit(Event::DamageFlipped {
            ship,
            name,
            face_up: true,
        });
        // An exposed card takes effect as a faceup card does.
        self.faceup_effect(ship, c, i, None);
    }

    /// "Bomblet Generator": at the start of the Activation phase each ship carrying one may
    /// spend 1 shield to recover 2 of its charges. Offered in player order (the first player's
    /// ships first, XR 2.9).
    fn start_of_activation(&mut self) {
        let first = self.settings.first_player;
        let mut offers: Vec<(Seat, ShipId, UpgradeRef)> = Vec::new();
        for s in self.ships_in_play() {
            for (at, u) in s.active_upgrades() {
                if matches!(u.rule, UpgradeRule::Device(rule) if rule.charges_for_a_shield().is_some())
                {
                    offers.push((s.owner, s.id, at));
                }
            }
        }
        offers.sort_by_key(|&(owner, ship, at)| (owner != first, ship, at));
        for (_, ship, upgrade) in offers.into_iter().rev() {
            self.stack.push(Task::ShieldForCharges { ship, upgrade });
        }
    }

    /// Asked only with a shield to spend and an inactive charge to recover: spending the
    /// shield would otherwise buy nothing.
    pub(crate) fn offer_shield_for_charges(&mut self, ship: ShipId, upgrade: UpgradeRef) {
        let s = self.ship(ship);
        let u = s.upgrade(upgrade);
        if !s.in_play() || !u.active() || u.inactive_charges() == 0 || s.total_shields() == 0 {
            return;
        }
        let owner = s.owner;
        self.ask(
            owner,
            Prompt::ShieldForCharges { ship, upgrade },
            vec![Choice::Yes, Choice::Pass],
        );
    }

    pub(crate) fn resolve_shield_for_charges(
        &mut self,
        ship: ShipId,
        upgrade: UpgradeRef,
        choice: &Choice,
    ) {
        if *choice != Choice::Yes {
            return;
        }
        let UpgradeRule::Device(rule) = self.ship(ship).upgrade(upgrade).rule else {
            return;
        };
        let Some(amount) = rule.charges_for_a_shield() else {
            return;
        };
        self.lose_shield(ship);
        self.recover_upgrade_charges(ship, upgrade, amount);
    }

    /// Flips up to `amount` inactive charges of an upgrade card back to active (a card never
    /// holds more than its limit, XR 12.2).
    pub(crate) fn recover_upgrade_charges(&mut self, ship: ShipId, at: UpgradeRef, amount: u8) {
        let upgrade = self.ship_mut(ship).upgrade_mut(at);
        let recovered = amount.min(upgrade.inactive_charges());
        if recovered == 0 {
            return;
        }
        upgrade.charges += recovered;
        let card = upgrade.card.name.clone();
        self.emit(Event::ChargesRecovered {
            ship,
            card,
            amount: recovered,
        });
    }

    /// End phase: fuses burn down one marker; a Blaze with no fuse left is removed first.
    pub(crate) fn end_phase_devices(&mut self) {
        let blazes: Vec<ObstacleId> = self
            .obstacles_in_play()
            .into_iter()
            .filter(|&o| self.obstacles[o.index()].kind == ObstacleKind::Blaze)
            .collect();
        for obstacle in blazes {
            let o = &mut self.obstacles[obstacle.index()];
            if o.fuses == 0 {
                o.in_play = false;
                self.emit(Event::ObstacleRemoved { obstacle });
            } else {
                o.fuses -= 1;
            }
        }
        for device in self.devices_in_play() {
            let d = &mut self.devices[device.index()];
            if d.fuses > 0 {
                d.fuses -= 1;
                self.emit(Event::FuseRemoved { device });
            }
        }
    }

    /// Recurring charges come back in the End phase (XR 8.2).
    pub(crate) fn recover_charges(&mut self) {
        for ship in &mut self.ships {
            for card in &mut ship.cards {
                for upgrade in &mut card.upgrades {
                    let Some(spec) = upgrade.card.charges else {
                        continue;
                    };
                    if spec.recovers > 0 {
                        upgrade.charges = (upgrade.charges + spec.recovers as u8).min(spec.value);
                    } else if spec.recovers < 0 {
                        upgrade.charges =
                            upgrade.charges.saturating_sub(spec.recovers.unsigned_abs());
                    }
                }
            }
        }
    }

    /// Repositions a device (seed 002 "Repositionner"): it is picked up and put down at its new
    /// position, so it never counts as moving through or overlapping an obstacle on the way.
    pub fn reposition_device(&mut self, device: DeviceId, how: Reposition) -> bool {
        let d = &self.devices[device.index()];
        if !d.in_play {
            return false;
        }
        let pose = match how {
            Reposition::At(pose) => pose,
            Reposition::Template(m) => {
                let Some(kind) = template_kind(m) else {
                    return false;
                };
                let front = d.pose;
                let Ok(template) = geo::Template::lay(&self.geometry, kind, front) else {
                    return false;
                };
                template.end
            }
        };
        self.devices[device.index()].pose = pose;
        self.emit(Event::Repositioned {
            ship: self.devices[device.index()].placed_by,
        });
        true
    }
}

/// The physical template a placement uses. A bank or turn template serves both directions, so
/// a left and a right bank of one speed are the same template ("Thermal Detonators": each
/// device of a System phase with a different template).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum TemplatePiece {
    Straight(u8),
    Bank(u8),
    Turn(u8),
    Other(Bearing, u8),
}

impl TemplatePiece {
    fn of(m: Maneuver) -> TemplatePiece {
        match m.bearing {
            Bearing::Straight => TemplatePiece::Straight(m.speed),
            Bearing::BankLeft | Bearing::BankRight => TemplatePiece::Bank(m.speed),
            Bearing::TurnLeft | Bearing::TurnRight => TemplatePiece::Turn(m.speed),
            other => TemplatePiece::Other(other, m.speed),
        }
    }
}
