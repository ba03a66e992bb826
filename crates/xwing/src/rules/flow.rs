//! The round structure and the run loop.
//!
//! The game is a stack of [`Task`]s (continuations, innermost last) and at most one pending
//! decision. `Battle::run` pops and performs tasks until a task asks a question or the game
//! ends; an answer is applied by `Battle::resolve`, which may push more tasks or ask a
//! follow-up question. Phases push their own successor, so the stack never runs dry before the
//! game is over.

use super::combat::AttackTask;
use super::damage::DamageJob;
use super::decide::{Choice, Prompt, ShipReason};
use super::events::Event;
use super::state::{Battle, DeviceId, Life, ObstacleId, Outcome, Phase, Seat, ShipId, UpgradeRef};
use crate::data::{Difficulty, Edition, Size};
use door::{DecisionId, Pending};
use serde::{Deserialize, Serialize};

/// The steps of one ship's activation (XR 3.2; huge-ship energy steps from seed 000).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ActStep {
    Reveal,
    Move,
    Check,
    GainEnergy,
    AllocateEnergy,
    UseEnergy,
    /// Perform Action for ship card `card` (two-card huge ships act twice, fore then aft).
    Actions {
        card: u8,
    },
    Done,
}

/// A unit of work still to do.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Task {
    /// Place the next ship still in reserve.
    Deploy,
    BeginRound,
    Planning,
    /// 2e System phase: pick the next ship by ascending initiative.
    SystemNext,
    SystemShip(ShipId),
    ActivationNext,
    Activation {
        ship: ShipId,
        step: ActStep,
    },
    EndOfActivation,
    /// The Combat (Engagement) phase begins, once the end of the Activation phase is over.
    BeginCombat,
    CombatNext,
    /// The ship's turn to attack; huge ships may fire each weapon once (seed 000).
    CombatShip(ShipId),
    /// After a ship's combat turn: apply destruction or crippling delayed by the simultaneous
    /// attack rule.
    AfterCombatTurn(ShipId),
    EndOfCombat,
    EndPhase,
    Attack(Box<AttackTask>),
    Damage(DamageJob),
    /// Check a ship's damage against its hull and destroy or cripple it.
    CheckHull {
        ship: ShipId,
        attacker: Option<ShipId>,
    },
    /// Discard upgrades above the crippled side's icons, one at a time.
    CrippleDiscards {
        ship: ShipId,
        card: u8,
    },
    /// 2e: after an action, offer its linked action.
    OfferLinked {
        ship: ShipId,
        kind: crate::data::ActionKind,
        difficulty: Difficulty,
    },
    /// 2e: a red action just resolved.
    GainStress(ShipId),
    /// A bomb detonates (or, under a pending device-victim choice, the device waiting for
    /// its placer to pick the ship it affects).
    Detonate(DeviceId),
    /// A mine detonates on the ship that moved through or overlapped it.
    Explode {
        device: DeviceId,
        ship: ShipId,
    },
    /// A mine just placed: does it lie under one base or several (seed 002)?
    MineUnderBases(DeviceId),
    /// "Delayed Fuses": offer a fuse marker for a device just placed, if it is still there.
    OfferFuse(DeviceId),
    /// A detonating device's effect on one ship in range.
    DeviceEffect {
        device: DeviceId,
        ship: ShipId,
    },
    /// Concussion Bomb: after every ship in range was dealt its card, this one exposes a
    /// damage card or takes a strain token.
    ExposeOrStrain(ShipId),
    /// Blazer Bomb: after the detonation, a Blaze takes the bomb's place.
    PlaceBlaze(DeviceId),
    /// A detonated device leaves once its effects are resolved (seed 002).
    RemoveDevice(DeviceId),
    /// Seismic Charge: the obstacle leaves once its damage is dealt.
    RemoveObstacle(ObstacleId),
    /// "Bomblet Generator" at the start of the Activation phase.
    ShieldForCharges {
        ship: ShipId,
        upgrade: UpgradeRef,
    },
    /// After a device placement: end the rollback window (seed 002).
    PlacementDone {
        ship: ShipId,
    },
    /// "Genius": after fully executing a maneuver, may drop 1 bomb.
    Genius(ShipId),
    /// Recover: shields still to restore, one energy each (seed 000 "Récupération").
    Recover {
        ship: ShipId,
        left: u8,
        recovered: u8,
        cap: u8,
        technician: bool,
    },
    /// Offer the huge ship's "Energy:" cards again.
    UseEnergy(ShipId),
    /// A question that must wait until the current one is answered.
    Ask {
        seat: Seat,
        prompt: Prompt,
        options: Vec<Choice>,
    },
}

impl Battle {
    /// Runs until a decision is needed or the game is over.
    pub(crate) fn run(&mut self) {
        loop {
            if self.outcome.is_some() {
                self.pending = None;
                return;
            }
            if let Some(pending) = &self.pending {
                // A forced choice is applied at once: the door only stops for real decisions.
                if pending.options.len() == 1 {
                    let pending = self.pending.take().expect("checked above");
                    let choice = pending.options[0].clone();
                    self.resolve(pending.seat, pending.prompt, choice);
                    continue;
                }
                return;
            }
            let Some(task) = self.stack.pop() else {
                // Nothing left means the round structure was not re-armed: start a round.
                self.stack.push(Task::BeginRound);
                continue;
            };
            self.perform(task);
        }
    }

    /// Asks `seat` a question. `options` must not be empty.
    pub(crate) fn ask(&mut self, seat: Seat, prompt: Prompt, options: Vec<Choice>) {
        assert!(
            !options.is_empty(),
            "a decision without options: {prompt:?}"
        );
        self.next_decision += 1;
        self.pending = Some(Pending {
            id: DecisionId(self.next_decision),
            seat,
            prompt,
            options,
        });
    }

    pub(crate) fn emit(&mut self, event: Event) {
        self.events.push(event);
    }

    fn perform(&mut self, task: Task) {
        match task {
            Task::Deploy => self.deploy_next(),
            Task::BeginRound => self.begin_round(),
            Task::Planning => self.planning(),
            Task::SystemNext => self.system_next(),
            Task::SystemShip(ship) => self.system_ship(ship),
            Task::ActivationNext => self.activation_next(),
            Task::Activation { ship, step } => self.activation_step(ship, step),
            Task::EndOfActivation => self.end_of_activation(),
            Task::BeginCombat => self.begin_combat(),
            Task::CombatNext => self.combat_next(),
            Task::CombatShip(ship) => self.combat_ship(ship),
            Task::AfterCombatTurn(ship) => self.after_combat_turn(ship),
            Task::EndOfCombat => self.end_of_combat(),
            Task::EndPhase => self.end_phase(),
            Task::Attack(attack) => self.attack_step(*attack),
            Task::Damage(job) => self.damage_step(job),
            Task::CheckHull { ship, attacker } => self.check_hull(ship, attacker),
            Task::CrippleDiscards { ship, card } => self.cripple_discards(ship, card),
            Task::OfferLinked {
                ship,
                kind,
                difficulty,
            } => self.offer_linked(ship, kind, difficulty),
            Task::GainStress(ship) => self.gain_stress(ship, 1),
            Task::Detonate(device) => self.detonate(device),
            Task::Explode { device, ship } => self.explode_on(device, ship),
            Task::DeviceEffect { device, ship } => self.device_effect(device, ship),
            Task::MineUnderBases(device) => self.mine_under_bases(device),
            Task::OfferFuse(device) => self.offer_fuse(device),
            Task::ExposeOrStrain(ship) => self.offer_expose_or_strain(ship),
            Task::PlaceBlaze(device) => self.place_blaze(device),
            Task::RemoveDevice(device) => self.remove_device(device),
            Task::RemoveObstacle(obstacle) => self.remove_obstacle(obstacle),
            Task::ShieldForCharges { ship, upgrade } => {
                self.offer_shield_for_charges(ship, upgrade)
            }
            Task::PlacementDone { ship } => self.placement_done(ship),
            Task::Genius(ship) => self.offer_genius(ship),
            Task::Ask {
                seat,
                prompt,
                options,
            } => self.ask(seat, prompt, options),
            Task::UseEnergy(ship) => self.ask_use_energy(ship),
            Task::Recover {
                ship,
                left,
                recovered,
                cap,
                technician,
            } => self.recover_step(ship, left, recovered, cap, technician),
        }
    }

    /// Applies an answer to the question it answers.
    pub(crate) fn resolve(&mut self, seat: Seat, prompt: Prompt, choice: Choice) {
        match prompt {
            Prompt::Deploy { ship, spots } => self.resolve_deploy(ship, &spots, &choice),
            Prompt::SetDial { ship } => {
                if let Choice::Dial(maneuver) = choice {
                    self.ship_mut(ship).chosen = Some(maneuver);
                    self.emit(Event::DialSet { ship });
                }
            }
            Prompt::ChooseShip { reason, by } => {
                self.resolve_ship_choice(seat, reason, by, &choice)
            }
            Prompt::System { ship } => self.resolve_system(ship, &choice),
            Prompt::DeviceTemplate {
                ship,
                upgrade,
                system,
            } => self.resolve_device_template(ship, upgrade, system, &choice),
            Prompt::DropBomb { ship } => self.resolve_drop_bomb(ship, &choice),
            Prompt::Decloak { ship } => self.resolve_decloak(ship, &choice),
            Prompt::ForcedDecloak { ship } => self.resolve_forced_decloak(ship, &choice),
            Prompt::Action { ship, card, free } => self.resolve_action(ship, card, free, &choice),
            Prompt::Linked { ship, kind } => self.resolve_linked(ship, kind, &choice),
            Prompt::LockTarget { ship, .. } => self.resolve_lock(ship, &choice),
            Prompt::MoveAction { ship, kind } => self.resolve_move_action(ship, kind, &choice),
            Prompt::Section {
                ship,
                reason,
                chooser_for,
            } => self.resolve_section(ship, reason, chooser_for, &choice),
            Prompt::AllocateEnergy { ship } => self.resolve_allocate(ship, &choice),
            Prompt::UseEnergy { ship } => self.resolve_use_energy(ship, &choice),
            Prompt::RecoverMore { ship } => self.resolve_recover_more(ship, &choice),
            Prompt::DeclareAttack { ship } => self.resolve_declare(ship, &choice),
            Prompt::ExtraDie { .. }
            | Prompt::ModifyAttack { .. }
            | Prompt::RerollAttack { .. }
            | Prompt::ModifyDefense { .. }
            | Prompt::AttackAgain { .. } => self.resolve_attack_choice(&prompt, &choice),
            Prompt::DiscardUpgrade { ship, why } => self.resolve_discard(ship, why, &choice),
            Prompt::RepairDamage { ship } => self.resolve_repair(ship, &choice),
            Prompt::Obstacle { device } => self.resolve_seismic(device, &choice),
            Prompt::ExposeOrStrain { ship } => self.resolve_expose_or_strain(ship, &choice),
            Prompt::ShieldForCharges { ship, upgrade } => {
                self.resolve_shield_for_charges(ship, upgrade, &choice)
            }
            Prompt::Reload { ship } => self.resolve_reload(ship, &choice),
            Prompt::Fuse { device } => self.resolve_fuse(device, &choice),
            Prompt::BackupShield { ship } => self.resolve_backup_shield(ship, &choice),
        }
    }

    fn begin_round(&mut self) {
        self.round += 1;
        for ship in &mut self.ships {
            // Touching lasts until one of the ships moves off (XR 3.7), not just a round.
            let touching = std::mem::take(&mut ship.memory.touching);
            ship.memory = Default::default();
            ship.memory.touching = touching;
            ship.chosen = None;
            for card in &mut ship.cards {
                for upgrade in &mut card.upgrades {
                    upgrade.used_this_round = false;
                }
            }
        }
        self.emit(Event::RoundStarted { round: self.round });
        self.set_phase(Phase::Planning);
        self.stack.push(Task::Planning);
        if self.edition() == Edition::Second {
            self.start_of_planning_cloaks();
        }
    }

    /// Scenario tests and tools: abandon whatever the game was doing and start `phase` of the
    /// current round (round 1 if the game had not started). Ships keep their positions,
    /// tokens, dials, damage and what they did this round (a ship marked as activated is not
    /// activated again).
    pub fn skip_to(&mut self, phase: Phase) {
        self.pending = None;
        self.stack.clear();
        self.checkpoint = None;
        self.round = self.round.max(1);
        self.set_phase(phase);
        match phase {
            Phase::Planning => self.stack.push(Task::Planning),
            Phase::System => self.stack.push(Task::SystemNext),
            Phase::Activation => self.stack.push(Task::ActivationNext),
            Phase::Combat => self.stack.push(Task::CombatNext),
            Phase::End => self.stack.push(Task::EndPhase),
            Phase::Setup | Phase::Over => {}
        }
        self.run();
    }

    /// Scenario tests and tools: sets a ship's dial.
    pub fn set_dial(&mut self, ship: ShipId, maneuver: crate::data::Maneuver) {
        self.ship_mut(ship).chosen = Some(maneuver);
    }

    pub(crate) fn set_phase(&mut self, phase: Phase) {
        self.phase = phase;
        self.emit(Event::PhaseStarted { phase });
    }

    /// A ship's order value: pilot skill (1e) or initiative (2e). First-edition "Damaged
    /// Cockpit" makes it 0 from the round after the card was dealt.
    pub fn skill(&self, id: ShipId) -> u8 {
        let ship = self.ship(id);
        let cockpit = ship.faceup().any(|(_, card)| {
            card.effect == super::cards::DamageEffect::DamagedCockpit
                && card.round_dealt < self.round
        });
        if cockpit { 0 } else { ship.skill }
    }

    /// Ionized: first edition small ships at 1 ion token and large at 2 (huge ships are never
    /// ionized, seed 000 "Marqueurs ioniques"); second edition 1/2/3 by size (XR 3.9).
    pub fn ionized(&self, id: ShipId) -> bool {
        let ship = self.ship(id);
        let threshold = match (self.edition(), ship.size) {
            (_, Size::Huge) if self.edition() == Edition::First => return false,
            (_, Size::Small) => 1,
            (Edition::First, _) => 2,
            (Edition::Second, Size::Medium) => 2,
            (Edition::Second, Size::Large) => 3,
            (Edition::Second, Size::Huge) => 6,
        };
        ship.tokens.ion >= threshold
    }

    /// The dial maneuvers a ship may choose now: stressed ships may not choose red ones
    /// (1e; XR 3.4), and a crippled CR90 aft forbids some maneuvers (seed 000).
    pub fn dial_options(&self, id: ShipId) -> Vec<crate::data::Maneuver> {
        let ship = self.ship(id);
        let forbidden: Vec<_> = ship
            .cards
            .iter()
            .filter(|card| card.crippled)
            .filter_map(|card| super::cards::crippled_side(&card.ship_xws))
            .flat_map(|side| side.forbidden.iter().copied())
            .collect();
        ship.dial
            .iter()
            .filter(|entry| !forbidden.contains(&entry.maneuver))
            .filter(|entry| {
                ship.tokens.stress == 0 || self.difficulty(id, entry.maneuver) != Difficulty::Red
            })
            .map(|entry| entry.maneuver)
            .collect()
    }

    /// The colour of a maneuver for this ship now, with damage cards applied.
    pub fn difficulty(&self, id: ShipId, maneuver: crate::data::Maneuver) -> Difficulty {
        use super::cards::DamageEffect;
        let ship = self.ship(id);
        let base = ship
            .dial_entry(maneuver)
            .map_or(Difficulty::White, |entry| entry.difficulty);
        if maneuver.bearing.is_turn()
            && ship
                .faceup()
                .any(|(_, d)| d.effect == DamageEffect::DamagedEngine)
        {
            return match self.edition() {
                Edition::First => Difficulty::Red,
                Edition::Second => base.harder(),
            };
        }
        base
    }

    fn planning(&mut self) {
        let edition = self.edition();
        let waiting: Vec<ShipId> = self
            .ships_in_play()
            .filter(|ship| ship.chosen.is_none())
            .map(|ship| ship.id)
            .filter(|&id| !self.ionized(id))
            .collect();
        let Some(&ship) = waiting.first() else {
            if edition == Edition::Second {
                self.set_phase(Phase::System);
                self.stack.push(Task::SystemNext);
            } else {
                self.set_phase(Phase::Activation);
                self.stack.push(Task::ActivationNext);
            }
            return;
        };
        self.stack.push(Task::Planning);
        let options = self
            .dial_options(ship)
            .into_iter()
            .map(Choice::Dial)
            .collect::<Vec<_>>();
        let owner = self.ship(ship).owner;
        if options.is_empty() {
            // Every maneuver is red and the ship is stressed: it has no legal dial; it will fly
            // the fixed stress maneuver when revealed (XR 3.4).
            self.ship_mut(ship).chosen = Some(stress_maneuver());
            return;
        }
        self.ask(owner, Prompt::SetDial { ship }, options);
    }

    /// Picks the next ship among `candidates` by order value, the first player's ships first
    /// on a tie, asking the owner when several of his ships tie (XR 2.3).
    pub(crate) fn next_in_order(
        &mut self,
        candidates: Vec<ShipId>,
        ascending: bool,
        reason: ShipReason,
    ) -> Option<ShipId> {
        let best = if ascending {
            candidates.iter().map(|&id| self.skill(id)).min()?
        } else {
            candidates.iter().map(|&id| self.skill(id)).max()?
        };
        let tied: Vec<ShipId> = candidates
            .into_iter()
            .filter(|&id| self.skill(id) == best)
            .collect();
        let first = self.settings.first_player;
        let group: Vec<ShipId> = if tied.iter().any(|&id| self.ship(id).owner == first) {
            tied.into_iter()
                .filter(|&id| self.ship(id).owner == first)
                .collect()
        } else {
            tied
        };
        if group.len() == 1 {
            return Some(group[0]);
        }
        let owner = self.ship(group[0]).owner;
        let options = group.into_iter().map(Choice::Ship).collect();
        self.ask(owner, Prompt::ChooseShip { reason, by: None }, options);
        None
    }

    fn activation_next(&mut self) {
        let edition = self.edition();
        let not_done: Vec<ShipId> = self
            .ships_in_play()
            .filter(|ship| !ship.memory.activated)
            .map(|ship| ship.id)
            .collect();
        // First edition: small and large ships first, then huge ships (seed 000 "Activation
        // des vaisseaux immenses").
        let small_and_large: Vec<ShipId> = not_done
            .iter()
            .copied()
            .filter(|&id| !self.is_huge(id))
            .collect();
        let candidates = if edition == Edition::First && !small_and_large.is_empty() {
            small_and_large
        } else {
            not_done
        };
        if candidates.is_empty() {
            self.stack.push(Task::EndOfActivation);
            return;
        }
        self.stack.push(Task::ActivationNext);
        if let Some(ship) = self.next_in_order(candidates, true, ShipReason::NextToActivate) {
            self.start_activation(ship);
        }
    }

    pub(crate) fn start_activation(&mut self, ship: ShipId) {
        self.ship_mut(ship).memory.activated = true;
        self.stack.push(Task::Activation {
            ship,
            step: ActStep::Reveal,
        });
    }

    fn resolve_ship_choice(
        &mut self,
        seat: Seat,
        reason: ShipReason,
        by: Option<ShipId>,
        choice: &Choice,
    ) {
        let Choice::Ship(target) = *choice else {
            return;
        };
        match reason {
            ShipReason::NextToActivate => self.start_activation(target),
            ShipReason::NextToDeploy => self.ask_deploy(target),
            ShipReason::NextInSystemPhase => self.stack.push(Task::SystemShip(target)),
            ShipReason::NextToAttack => self.start_combat_turn(target),
            _ => self.resolve_ship_target(seat, reason, by, target),
        }
    }

    fn end_of_activation(&mut self) {
        // Huge ships lose their ion tokens at the end of the Activation phase (seed 000
        // "Marqueurs ioniques").
        if self.edition() == Edition::First {
            let huge: Vec<ShipId> = self
                .ships_in_play()
                .filter(|s| s.is_huge())
                .map(|s| s.id)
                .collect();
            for id in huge {
                self.ship_mut(id).tokens.ion = 0;
            }
        }
        self.stack.push(Task::BeginCombat);
        // Second edition: bombs detonate at the end of the Activation phase (XR 12.3), before
        // the Engagement phase begins.
        if self.edition() == Edition::Second {
            self.queue_bomb_detonations();
        }
    }

    fn begin_combat(&mut self) {
        self.set_phase(Phase::Combat);
        self.stack.push(Task::CombatNext);
        self.start_of_combat_phase();
    }

    fn combat_next(&mut self) {
        let candidates: Vec<ShipId> = self
            .ships
            .iter()
            .filter(|ship| ship.in_play() && !ship.memory.engaged)
            .map(|ship| ship.id)
            .collect();
        if candidates.is_empty() {
            self.stack.push(Task::EndOfCombat);
            return;
        }
        self.stack.push(Task::CombatNext);
        if let Some(ship) = self.next_in_order(candidates, false, ShipReason::NextToAttack) {
            self.start_combat_turn(ship);
        }
    }

    pub(crate) fn start_combat_turn(&mut self, ship: ShipId) {
        self.ship_mut(ship).memory.engaged = true;
        self.stack.push(Task::AfterCombatTurn(ship));
        self.stack.push(Task::CombatShip(ship));
        self.start_of_engagement_effects(ship);
    }

    fn end_of_combat(&mut self) {
        // Anything still delayed by the simultaneous attack rule happens now.
        let doomed: Vec<ShipId> = self
            .ships
            .iter()
            .filter(|s| s.doomed)
            .map(|s| s.id)
            .collect();
        for id in doomed {
            self.apply_delayed_destruction(id);
        }
        self.set_phase(Phase::End);
        self.stack.push(Task::EndPhase);
    }

    fn end_phase(&mut self) {
        let edition = self.edition();
        let ids: Vec<ShipId> = self.ids_in_play();
        for id in &ids {
            let ship = self.ship_mut(*id);
            // 1e: focus, evade and reinforce go (XR 8.1, seed 000 "Renforcer"); 2e: green and
            // orange tokens go (XR 8.2).
            ship.tokens.focus = 0;
            ship.tokens.evade = 0;
            ship.tokens.reinforce = None;
            if edition == Edition::Second {
                ship.tokens.calculate = 0;
                ship.tokens.disarm = 0;
            }
        }
        for id in &ids {
            self.end_of_round_effects(*id);
        }
        if edition == Edition::Second {
            self.end_phase_devices();
            self.recover_charges();
        }
        self.check_victory();
        if self.outcome.is_none() {
            self.stack.push(Task::BeginRound);
        }
    }

    /// A player with no ship left loses; both at once is a draw (XR 2.10).
    pub(crate) fn check_victory(&mut self) {
        let alive = |seat: Seat| self.ships.iter().any(|s| s.owner == seat && s.in_play());
        let outcome = match (alive(Seat::One), alive(Seat::Two)) {
            (true, true) => return,
            (true, false) => Outcome::Winner(Seat::One),
            (false, true) => Outcome::Winner(Seat::Two),
            (false, false) => Outcome::Draw,
        };
        self.outcome = Some(outcome);
        self.phase = Phase::Over;
        self.emit(Event::GameOver { outcome });
    }

    /// Ships still to deploy, in the order set-up places them.
    fn deploy_next(&mut self) {
        let reserve: Vec<ShipId> = self
            .ships
            .iter()
            .filter(|ship| ship.life == Life::Reserve)
            .map(|ship| ship.id)
            .collect();
        if reserve.is_empty() {
            self.stack.push(Task::BeginRound);
            return;
        }
        self.stack.push(Task::Deploy);
        // Ships are placed in ascending order value (XR 10.1); among tied ships the owner
        // chooses, and that choice asks where to place it.
        if let Some(ship) = self.next_in_order(reserve, true, ShipReason::NextToDeploy) {
            self.ask_deploy(ship);
        }
    }
}

/// The fixed maneuver of a stressed ship that revealed a red one (XR 3.4: white straight 2).
pub(crate) fn stress_maneuver() -> crate::data::Maneuver {
    crate::data::Maneuver::new(2, crate::data::Bearing::Straight)
}
