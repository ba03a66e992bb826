//! Actions (XR 4; seed 000 "Actions des vaisseaux immenses").
//!
//! The Perform Action step offers every action the ship may legally take now, each as one
//! option; actions that need a target or a position ask for it next. Two-card huge ships are
//! asked twice, first for their fore card, then for their aft card. Ranges from a huge ship are
//! measured from its nearest point, whichever section acts (seed 000 "Mesurer la portée depuis
//! des vaisseaux immenses pendant les actions").

use super::cards::{DamageEffect, UpgradeRule};
use super::decide::{Act, Choice, MoveChoice, Prompt, SectionReason, Shift, ShipReason};
use super::events::{Event, TokenKind};
use super::flow::Task;
use super::state::{Battle, Lock, Seat, ShipId};
use crate::data::{ActionKind, Bearing, Difficulty, Edition, Maneuver, Section, Size};
use crate::dice::AttackFace;
use crate::geometry::{self as geo, Pose, Shape};

/// Where a move action would put the ship, and the template it used.
pub(crate) struct MovePlan {
    pub pose: Pose,
    pub template: Option<Shape>,
}

impl Battle {
    /// Offers the Perform Action step (or a free action when `free`).
    pub(crate) fn offer_action(&mut self, ship: ShipId, card: Option<u8>, free: bool) {
        let options = self.action_options(ship, card, free);
        if options.len() <= 1 {
            if !free && self.ship(ship).memory.skip_action {
                self.emit(Event::ActionSkipped { ship });
            }
            return;
        }
        let owner = self.ship(ship).owner;
        self.ask(owner, Prompt::Action { ship, card, free }, options);
    }

    /// Every action the ship may take now, then `Pass`.
    pub fn action_options(&self, ship: ShipId, card: Option<u8>, free: bool) -> Vec<Choice> {
        let mut options = Vec::new();
        let s = self.ship(ship);
        let edition = self.edition();
        let blocked = !s.in_play()
            || s.tokens.stress > 0
            || (free && s.is_huge())
            || (!free && s.memory.skip_action)
            || (s.has_faceup(DamageEffect::SecondaryDriveFailure) && s.ship_energy() == 0);
        if !blocked {
            let cards: Vec<u8> = match card {
                Some(c) => vec![c],
                None => (0..s.cards.len() as u8).collect(),
            };
            for c in cards {
                let sc = &s.cards[usize::from(c)];
                for icon in &sc.actions {
                    let act = Act::Bar {
                        card: c,
                        kind: icon.kind,
                    };
                    if !options.contains(&Choice::Action(act))
                        && self.bar_action_legal(ship, icon.kind, icon.difficulty)
                    {
                        options.push(Choice::Action(act));
                    }
                }
                for (index, upgrade) in sc.upgrades.iter().enumerate() {
                    let at = super::state::UpgradeRef {
                        card: c,
                        index: index as u8,
                    };
                    if upgrade.active() && self.upgrade_action_legal(ship, at) {
                        options.push(Choice::Action(Act::Upgrade(at)));
                    }
                }
                for (index, damage) in sc.damage.iter().enumerate() {
                    let at = super::state::DamageRef {
                        card: c,
                        index: index as u8,
                    };
                    if damage.face_up
                        && damage.effect.has_action()
                        && !s.memory.once_per_round.contains(&damage_key(at))
                    {
                        options.push(Choice::Action(Act::Damage(at)));
                    }
                }
            }
            // Second edition: ionized ships may only focus; "Damaged Sensor Array" allows only
            // focus and damage-card actions (XR 3.9).
            if edition == Edition::Second
                && (self.ionized(ship) || s.has_faceup(DamageEffect::DamagedSensorArraySecond))
            {
                options.retain(|o| {
                    matches!(
                        o,
                        Choice::Action(Act::Bar {
                            kind: ActionKind::Focus,
                            ..
                        }) | Choice::Action(Act::Damage(_))
                    )
                });
                if self.ionized(ship) {
                    options.retain(|o| matches!(o, Choice::Action(Act::Bar { .. })));
                }
            }
        }
        options.push(Choice::Pass);
        options
    }

    fn bar_action_legal(&self, ship: ShipId, kind: ActionKind, difficulty: Difficulty) -> bool {
        let s = self.ship(ship);
        if s.memory.actions.contains(&kind) {
            return false;
        }
        if self.edition() == Edition::First && s.has_faceup(DamageEffect::DamagedSensorArray) {
            return false;
        }
        if difficulty == Difficulty::Purple {
            return false;
        }
        match kind {
            ActionKind::Focus | ActionKind::Evade => {
                !(self.edition() == Edition::First && s.is_huge())
            }
            ActionKind::Calculate => self.edition() == Edition::Second,
            ActionKind::TargetLock => !self.lock_targets(ship).is_empty(),
            ActionKind::BarrelRoll => {
                !s.is_huge() && !self.move_options(ship, ActionKind::BarrelRoll).is_empty()
            }
            ActionKind::Boost => {
                !s.is_huge() && !self.move_options(ship, ActionKind::Boost).is_empty()
            }
            ActionKind::Recover => s.ship_energy() > 0 && self.recoverable(ship),
            // Second-edition reinforce (a full-arc token checked when results are neutralized)
            // is not modelled, so it is not offered.
            ActionKind::Reinforce => {
                self.edition() == Edition::First
                    && s.size != Size::Small
                    && (!s.has_faceup(DamageEffect::ProjectorPowerFailure) || s.ship_energy() >= 3)
            }
            // Second-edition jam (a jam token) is not modelled; first-edition Epic jam stresses.
            ActionKind::Jam => {
                self.edition() == Edition::First
                    && !s.has_faceup(DamageEffect::BroadcastMalfunction)
                    && !self.jam_targets(ship).is_empty()
            }
            ActionKind::Coordinate => !self.coordinate_targets(ship).is_empty(),
            ActionKind::Reload => {
                self.edition() == Edition::Second && !self.reloadable(ship).is_empty()
            }
            ActionKind::Cloak => self.edition() == Edition::Second && !s.tokens.cloak,
            // Not modelled: these actions are never offered.
            ActionKind::RotateArc | ActionKind::Slam => false,
        }
    }

    fn upgrade_action_legal(&self, ship: ShipId, at: super::state::UpgradeRef) -> bool {
        let s = self.ship(ship);
        let upgrade = s.upgrade(at);
        if s.memory.once_per_round.contains(&upgrade_key(at)) {
            return false;
        }
        match upgrade.rule {
            UpgradeRule::Wed15RepairDroid => {
                let energy = s.ship_energy();
                (energy >= 1 && s.cards.iter().any(|c| c.damage.iter().any(|d| !d.face_up)))
                    || (energy >= 3 && s.faceup().next().is_some())
            }
            UpgradeRule::CloakingDevice => upgrade.charges > 0 && !s.tokens.cloak,
            _ => false,
        }
    }

    pub(crate) fn resolve_action(
        &mut self,
        ship: ShipId,
        card: Option<u8>,
        free: bool,
        choice: &Choice,
    ) {
        let _ = (card, free);
        let Choice::Action(act) = *choice else { return };
        if self
            .ship(ship)
            .has_faceup(DamageEffect::SecondaryDriveFailure)
        {
            self.spend_ship_energy(ship, 1);
        }
        match act {
            Act::Bar { card, kind } => {
                let icon = self.ship(ship).cards[usize::from(card)]
                    .actions
                    .iter()
                    .copied()
                    .find(|icon| icon.kind == kind);
                self.ship_mut(ship).memory.actions.push(kind);
                if let Some(icon) = icon
                    && self.edition() == Edition::Second
                {
                    if let Some((linked, difficulty)) = icon.linked {
                        self.stack.push(Task::OfferLinked {
                            ship,
                            kind: linked,
                            difficulty,
                        });
                    }
                    if icon.difficulty == Difficulty::Red {
                        self.stack.push(Task::GainStress(ship));
                    }
                }
                self.perform_action(ship, kind, false);
            }
            Act::Upgrade(at) => self.perform_upgrade_action(ship, at),
            Act::Damage(at) => self.perform_damage_action(ship, at),
        }
        self.after_action(ship);
    }

    /// "Wounded Pilot" (2e): after an action, a hit or crit stresses the ship.
    fn after_action(&mut self, ship: ShipId) {
        if self.ship(ship).has_faceup(DamageEffect::WoundedPilot) {
            let face = self.roll_die(ship);
            if matches!(face, AttackFace::Hit | AttackFace::Crit) {
                self.gain_stress(ship, 1);
            }
        }
    }

    /// Performs an action of `kind`; `free` when granted by another effect.
    pub(crate) fn perform_action(&mut self, ship: ShipId, kind: ActionKind, free: bool) {
        self.emit(Event::ActionPerformed { ship, action: kind });
        let owner = self.ship(ship).owner;
        match kind {
            ActionKind::Focus => self.gain_token(ship, TokenKind::Focus),
            ActionKind::Evade => self.gain_token(ship, TokenKind::Evade),
            ActionKind::Calculate => self.gain_token(ship, TokenKind::Calculate),
            ActionKind::TargetLock => {
                let options = self
                    .lock_targets(ship)
                    .into_iter()
                    .map(|(target, section)| Choice::Target {
                        ship: target,
                        section,
                    })
                    .collect();
                self.ask(owner, Prompt::LockTarget { ship, free }, options);
            }
            ActionKind::BarrelRoll | ActionKind::Boost => {
                let options = self
                    .move_options(ship, kind)
                    .into_iter()
                    .map(Choice::Move)
                    .collect();
                self.ask(owner, Prompt::MoveAction { ship, kind }, options);
            }
            ActionKind::Recover => self.start_recover(ship),
            ActionKind::Reinforce => {
                if self.ship(ship).size == Size::Small {
                    return;
                }
                let options = Section::BOTH.into_iter().map(Choice::Section).collect();
                self.ask(
                    owner,
                    Prompt::Section {
                        ship,
                        reason: SectionReason::Reinforce,
                        chooser_for: ship,
                    },
                    options,
                );
            }
            ActionKind::Jam => {
                let targets = self.jam_targets(ship);
                self.ask_ship(owner, ShipReason::Jam, ship, targets);
            }
            ActionKind::Coordinate => {
                let targets = self.coordinate_targets(ship);
                self.ask_ship(owner, ShipReason::Coordinate, ship, targets);
            }
            ActionKind::Cloak => {
                self.gain_token(ship, TokenKind::Cloak);
                self.emit(Event::Cloaked { ship });
            }
            ActionKind::Reload => {
                let options = self
                    .reloadable(ship)
                    .into_iter()
                    .map(Choice::Upgrade)
                    .collect::<Vec<_>>();
                if !options.is_empty() {
                    self.ask(owner, Prompt::Reload { ship }, options);
                }
            }
            ActionKind::RotateArc | ActionKind::Slam => {}
        }
    }

    fn perform_upgrade_action(&mut self, ship: ShipId, at: super::state::UpgradeRef) {
        let upgrade = self.ship(ship).upgrade(at).clone();
        self.ship_mut(ship)
            .memory
            .once_per_round
            .push(upgrade_key(at));
        self.emit(Event::CardActionPerformed {
            ship,
            card: upgrade.card.name.clone(),
        });
        match upgrade.rule {
            UpgradeRule::Wed15RepairDroid => {
                let owner = self.ship(ship).owner;
                let s = self.ship(ship);
                let energy = s.ship_energy();
                let mut options = Vec::new();
                for (c, card) in s.cards.iter().enumerate() {
                    for (i, damage) in card.damage.iter().enumerate() {
                        let affordable = if damage.face_up {
                            energy >= 3
                        } else {
                            energy >= 1
                        };
                        if affordable {
                            options.push(Choice::Damage(super::state::DamageRef {
                                card: c as u8,
                                index: i as u8,
                            }));
                        }
                    }
                }
                if !options.is_empty() {
                    self.ask(owner, Prompt::RepairDamage { ship }, options);
                }
            }
            UpgradeRule::CloakingDevice => {
                let u = self.ship_mut(ship).upgrade_mut(at);
                u.charges = u.charges.saturating_sub(1);
                let card = u.card.name.clone();
                self.emit(Event::ChargeSpent { ship, card });
                self.perform_action(ship, ActionKind::Cloak, false);
            }
            _ => {}
        }
    }

    pub(crate) fn resolve_repair(&mut self, ship: ShipId, choice: &Choice) {
        let Choice::Damage(at) = *choice else { return };
        let face_up =
            self.ship(ship).cards[usize::from(at.card)].damage[usize::from(at.index)].face_up;
        self.spend_ship_energy(ship, if face_up { 3 } else { 1 });
        let card = self.ship_mut(ship).cards[usize::from(at.card)]
            .damage
            .remove(usize::from(at.index));
        if card.face_up && card.effect == DamageEffect::HullBreach {
            for upgrade in &mut self.ship_mut(ship).cards[usize::from(at.card)].upgrades {
                upgrade.disabled = false;
            }
        }
        let deck = &mut self.decks[card.deck.index()];
        deck.discard.push(super::state::DeckCard {
            name: card.name,
            effect: card.effect,
        });
        self.emit(Event::DamageDiscarded { ship });
    }

    /// "Action:" headers of faceup damage cards: roll to flip (1e) or repair (2e).
    fn perform_damage_action(&mut self, ship: ShipId, at: super::state::DamageRef) {
        let (card, index) = (usize::from(at.card), usize::from(at.index));
        let effect = self.ship(ship).cards[card].damage[index].effect;
        let name = self.ship(ship).cards[card].damage[index].name.clone();
        self.ship_mut(ship)
            .memory
            .once_per_round
            .push(damage_key(at));
        self.emit(Event::CardActionPerformed { ship, card: name });
        let flips = match effect {
            DamageEffect::ConsoleFire => true,
            DamageEffect::DamagedSensorArray
            | DamageEffect::StructuralDamage
            | DamageEffect::BroadcastMalfunction
            | DamageEffect::DamagedStabilizers => self.roll_die(ship) == AttackFace::Hit,
            DamageEffect::WeaponMalfunction => {
                matches!(self.roll_die(ship), AttackFace::Hit | AttackFace::Crit)
            }
            _ => true,
        };
        if flips {
            self.flip_down(ship, card, index);
        }
    }

    /// Enemy ships (sections of huge ones) a lock may go on: range 1-3, or 1-5 with "Sensor
    /// Team"; the nearest point of a huge ship's chosen section must be in range (seed 000
    /// "Marqueurs d'acquisition").
    pub fn lock_targets(&self, ship: ShipId) -> Vec<(ShipId, Option<Section>)> {
        let s = self.ship(ship);
        let max = if s.has_upgrade(UpgradeRule::SensorTeam) {
            5
        } else {
            3
        };
        let mut targets = Vec::new();
        for other in self.ships_in_play().filter(|o| o.owner != s.owner) {
            let sections = self.target_sections(other.id);
            for section in sections {
                let d = self.distance(ship, None, other.id, section);
                if self
                    .band(d, true)
                    .is_some_and(|band| band >= 1 && band <= max)
                    || (self.edition() == Edition::Second && self.band(d, true) == Some(0))
                {
                    targets.push((other.id, section));
                }
            }
        }
        targets
    }

    pub(crate) fn resolve_lock(&mut self, ship: ShipId, choice: &Choice) {
        let Choice::Target {
            ship: target,
            section,
        } = *choice
        else {
            return;
        };
        self.locks.retain(|lock| lock.holder != ship);
        self.locks.push(Lock {
            holder: ship,
            target,
            section,
        });
        self.emit(Event::Locked {
            holder: ship,
            target,
            section,
        });
    }

    /// Asks `seat` to pick one of `targets` for an effect of `by`.
    pub(crate) fn ask_ship(
        &mut self,
        seat: Seat,
        reason: ShipReason,
        by: ShipId,
        targets: Vec<ShipId>,
    ) {
        if targets.is_empty() {
            return;
        }
        let options = targets.into_iter().map(Choice::Ship).collect();
        self.ask(
            seat,
            Prompt::ChooseShip {
                reason,
                by: Some(by),
            },
            options,
        );
    }

    /// Enemy ships at range 1-2 (seed 000 "Brouillage").
    pub fn jam_targets(&self, ship: ShipId) -> Vec<ShipId> {
        let owner = self.ship(ship).owner;
        self.ships_in_play()
            .filter(|o| o.owner != owner)
            .filter(|o| self.range(ship, o.id).is_some_and(|band| band <= 2))
            .map(|o| o.id)
            .collect()
    }

    /// Other friendly ships at range 1-2 that can take a free action: not huge (seed 000
    /// "Actions gratuites") and not stressed (XR 13.9).
    pub fn coordinate_targets(&self, ship: ShipId) -> Vec<ShipId> {
        let owner = self.ship(ship).owner;
        self.ships_in_play()
            .filter(|o| o.owner == owner && o.id != ship && !o.is_huge() && o.tokens.stress == 0)
            .filter(|o| self.range(ship, o.id).is_some_and(|band| band <= 2))
            .filter(|o| self.action_options(o.id, None, true).len() > 1)
            .map(|o| o.id)
            .collect()
    }

    pub(crate) fn resolve_ship_target(
        &mut self,
        _seat: Seat,
        reason: ShipReason,
        by: Option<ShipId>,
        target: ShipId,
    ) {
        match reason {
            ShipReason::Jam => {
                let stress = self.ship(target).tokens.stress;
                if stress < 2 {
                    self.gain_stress(target, 2 - stress);
                }
                if let Some(by) = by
                    && self.ship(by).has_upgrade(UpgradeRule::FrequencyJammer)
                {
                    self.frequency_jammer(by, target);
                }
            }
            ShipReason::FrequencyJammer | ShipReason::CommandPodCasualties => {
                self.gain_stress(target, 1)
            }
            ShipReason::Coordinate => self.offer_action(target, None, true),
            ShipReason::CommsBooster => {
                self.lose_stress(target, self.ship(target).tokens.stress);
                self.gain_token(target, TokenKind::Focus);
            }
            ShipReason::DeviceVictim => {
                if let Some(Task::Detonate(device)) = self.stack.last().cloned() {
                    self.stack.pop();
                    self.explode_on(device, target);
                }
            }
            ShipReason::NextToDeploy
            | ShipReason::NextToActivate
            | ShipReason::NextInSystemPhase
            | ShipReason::NextToAttack => {}
        }
    }

    /// "Frequency Jammer": one enemy without stress at range 1 of the jammed ship gets one.
    fn frequency_jammer(&mut self, by: ShipId, jammed: ShipId) {
        let owner = self.ship(by).owner;
        let targets: Vec<ShipId> = self
            .ships_in_play()
            .filter(|o| o.owner != owner && o.id != jammed && o.tokens.stress == 0)
            .filter(|o| self.range(jammed, o.id) == Some(1))
            .map(|o| o.id)
            .collect();
        self.ask_ship(owner, ShipReason::FrequencyJammer, by, targets);
    }

    /// Positions a barrel roll or boost may reach: inside the play area, not on a ship or an
    /// obstacle, and (1e) without the template touching an obstacle (XR 4.5, XR 9.3).
    pub fn move_options(&self, ship: ShipId, kind: ActionKind) -> Vec<MoveChoice> {
        let candidates: Vec<MoveChoice> = match kind {
            ActionKind::BarrelRoll => [true, false]
                .into_iter()
                .flat_map(|left| {
                    [Shift::Back, Shift::Middle, Shift::Front]
                        .into_iter()
                        .map(move |shift| MoveChoice::Roll {
                            left,
                            speed: 1,
                            shift,
                        })
                })
                .collect(),
            ActionKind::Boost => [Bearing::Straight, Bearing::BankLeft, Bearing::BankRight]
                .into_iter()
                .map(|bearing| MoveChoice::Boost { speed: 1, bearing })
                .collect(),
            _ => Vec::new(),
        };
        candidates
            .into_iter()
            .filter(|&m| self.plan_move(ship, m).is_some())
            .collect()
    }

    /// Where a move would end, if it is legal.
    pub(crate) fn plan_move(&self, ship: ShipId, m: MoveChoice) -> Option<MovePlan> {
        let body = self.body(ship).clone();
        let (pose, template) = match m {
            MoveChoice::Roll { left, speed, shift } => {
                let side = if left {
                    geo::Side::Left
                } else {
                    geo::Side::Right
                };
                let position = match shift {
                    Shift::Back => geo::SlidePosition::Backward,
                    Shift::Middle => geo::SlidePosition::Middle,
                    Shift::Front => geo::SlidePosition::Forward,
                };
                let (pose, template) = geo::barrel_roll(
                    &self.geometry,
                    &body,
                    side,
                    geo::TemplateKind::Straight(speed),
                    position,
                )
                .ok()?;
                (pose, Some(Shape::from(template.part())))
            }
            MoveChoice::Boost { speed, bearing } => {
                let gm = super::space::geo_maneuver(Maneuver::new(speed, bearing));
                let pose = geo::final_pose(&self.geometry, &body, gm).ok()?;
                let template = geo::template_shape(&self.geometry, &body, gm).ok()?;
                (pose, template)
            }
        };
        let moved = body.at(pose).footprint_with_guides();
        if !self.inside_area(&body.at(pose).body()) {
            return None;
        }
        let ships_clear = self
            .ships_in_play()
            .filter(|o| o.id != ship)
            .all(|o| !moved.overlaps(&o.body.footprint_with_guides()));
        let obstacles_clear = self.obstacles_in_play().into_iter().all(|o| {
            let shape = self.obstacle_shape(o);
            !moved.overlaps(&shape) && !template.as_ref().is_some_and(|t| t.overlaps(&shape))
        });
        (ships_clear && obstacles_clear).then_some(MovePlan { pose, template })
    }

    pub(crate) fn resolve_move_action(&mut self, ship: ShipId, _kind: ActionKind, choice: &Choice) {
        let Choice::Move(m) = *choice else { return };
        self.move_to(ship, m);
    }

    /// Moves a ship by a barrel roll, boost or decloak; second-edition mines it crosses or
    /// ends on detonate. Returns false if the move is not possible.
    pub(crate) fn move_to(&mut self, ship: ShipId, m: MoveChoice) -> bool {
        let Some(plan) = self.plan_move(ship, m) else {
            return false;
        };
        self.untouch(ship);
        let s = self.ship_mut(ship);
        s.body = s.body.at(plan.pose);
        self.emit(Event::Repositioned { ship });
        if self.edition() == Edition::Second {
            self.mine_check(ship, plan.template.as_ref());
        }
        true
    }

    /// Recover: spend the ship card's energy, one shield back per energy, never above the
    /// printed value (seed 000 "Récupération").
    fn recoverable(&self, ship: ShipId) -> bool {
        let s = self.ship(ship);
        s.cards
            .iter()
            .any(|c| !c.crippled && c.shields < c.shields_max)
    }

    fn start_recover(&mut self, ship: ShipId) {
        let energy = self.ship(ship).ship_energy();
        let technician = self.ship(ship).has_upgrade(UpgradeRule::ShieldTechnician);
        let cap = if self.ship(ship).has_faceup(DamageEffect::ReactorCowlRupture) {
            2
        } else {
            u8::MAX
        };
        if !technician {
            // Without "Shield Technician" all the energy goes, even beyond what can recover.
            self.spend_ship_energy(ship, energy as u8);
        }
        self.stack.push(Task::Recover {
            ship,
            left: energy as u8,
            recovered: 0,
            cap,
            technician,
        });
    }

    pub(crate) fn recover_step(
        &mut self,
        ship: ShipId,
        left: u8,
        recovered: u8,
        cap: u8,
        technician: bool,
    ) {
        if left == 0 || recovered >= cap || !self.recoverable(ship) {
            return;
        }
        let owner = self.ship(ship).owner;
        if technician {
            // Shield Technician: the player decides, point by point, how much to spend.
            self.stack.push(Task::Recover {
                ship,
                left,
                recovered,
                cap,
                technician,
            });
            self.ask(
                owner,
                Prompt::RecoverMore { ship },
                vec![Choice::Yes, Choice::Pass],
            );
            return;
        }
        self.stack.push(Task::Recover {
            ship,
            left: left - 1,
            recovered: recovered + 1,
            cap,
            technician,
        });
        self.ask_recover_section(ship);
    }

    pub(crate) fn ask_recover_section(&mut self, ship: ShipId) {
        let s = self.ship(ship);
        let owner = s.owner;
        let options: Vec<Choice> = Section::BOTH
            .into_iter()
            .filter(|&section| {
                let card = &s.cards[s.card_of(Some(section))];
                !card.crippled && card.shields < card.shields_max
            })
            .map(Choice::Section)
            .collect();
        if !s.two_cards() {
            let section = Section::Fore;
            self.recover_shield(ship, section);
            return;
        }
        if !options.is_empty() {
            self.ask(
                owner,
                Prompt::Section {
                    ship,
                    reason: SectionReason::Recover,
                    chooser_for: ship,
                },
                options,
            );
        }
    }

    pub(crate) fn resolve_recover_more(&mut self, ship: ShipId, choice: &Choice) {
        let Some(Task::Recover {
            left,
            recovered,
            cap,
            ..
        }) = self.stack.pop()
        else {
            return;
        };
        if *choice != Choice::Yes {
            return;
        }
        self.spend_ship_energy(ship, 1);
        self.stack.push(Task::Recover {
            ship,
            left: left - 1,
            recovered: recovered + 1,
            cap,
            technician: true,
        });
        self.ask_recover_section(ship);
    }

    pub(crate) fn recover_shield(&mut self, ship: ShipId, section: Section) {
        let index = self.ship(ship).card_of(Some(section));
        let card = &mut self.ship_mut(ship).cards[index];
        if card.shields < card.shields_max {
            card.shields += 1;
            let section = self.ship(ship).two_cards().then_some(section);
            self.emit(Event::ShieldRecovered { ship, section });
        }
    }

    /// Second edition: the device cards with an inactive charge that Reload can recover
    /// (cards whose charges "cannot be recovered" are left out).
    fn reloadable(&self, ship: ShipId) -> Vec<super::state::UpgradeRef> {
        self.ship(ship)
            .active_upgrades()
            .filter(|(_, u)| {
                matches!(u.rule, UpgradeRule::Device(rule) if rule.reloadable())
                    && u.inactive_charges() > 0
            })
            .map(|(at, _)| at)
            .collect()
    }

    /// Reload (2e, RR "Reload"): the chosen card recovers a charge ("Thermal Detonators": 1
    /// additional), then the ship gains a disarm token.
    pub(crate) fn resolve_reload(&mut self, ship: ShipId, choice: &Choice) {
        let Choice::Upgrade(at) = *choice else {
            return;
        };
        if let UpgradeRule::Device(rule) = self.ship(ship).upgrade(at).rule {
            self.recover_upgrade_charges(ship, at, rule.reload_amount());
        }
        self.gain_token(ship, TokenKind::Disarm);
    }

    pub(crate) fn offer_linked(&mut self, ship: ShipId, kind: ActionKind, difficulty: Difficulty) {
        let s = self.ship(ship);
        if !s.in_play() || s.tokens.stress > 0 || !self.bar_action_legal(ship, kind, difficulty) {
            return;
        }
        let owner = s.owner;
        self.ask(
            owner,
            Prompt::Linked { ship, kind },
            vec![Choice::Yes, Choice::Pass],
        );
    }

    pub(crate) fn resolve_linked(&mut self, ship: ShipId, kind: ActionKind, choice: &Choice) {
        if *choice != Choice::Yes {
            return;
        }
        let red = self
            .ship(ship)
            .cards
            .iter()
            .flat_map(|c| c.actions.iter())
            .find_map(|icon| {
                icon.linked
                    .filter(|(k, _)| *k == kind)
                    .map(|(_, d)| d == Difficulty::Red)
            })
            .unwrap_or(false);
        self.ship_mut(ship).memory.actions.push(kind);
        if red {
            self.stack.push(Task::GainStress(ship));
        }
        self.perform_action(ship, kind, false);
    }

    /// Spends energy from the ship card(s).
    pub(crate) fn spend_ship_energy(&mut self, ship: ShipId, mut amount: u8) {
        for card in &mut self.ship_mut(ship).cards {
            let spent = card.energy.min(amount);
            card.energy -= spent;
            amount -= spent;
        }
    }
}

fn upgrade_key(at: super::state::UpgradeRef) -> String {
    format!("upgrade {} {}", at.card, at.index)
}

fn damage_key(at: super::state::DamageRef) -> String {
    format!("damage {} {}", at.card, at.index)
}
