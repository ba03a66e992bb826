//! One ship's activation: reveal, maneuver (bumps, obstacles, mines, fleeing), the difficulty
//! check, then the huge-ship energy steps and the actions.
//!
//! Small and large ships back up along their template when they would end on another ship
//! (XR 3.6). First-edition huge ships follow seed 000 "Chevauchement": they back up only on
//! other huge ships (and both take a faceup damage card), crush small and large ships they end
//! on, and remove the obstacles they end on.

use super::cards::{DamageEffect, UpgradeRule};
use super::events::{Event, Removal};
use super::flow::{ActStep, Task, stress_maneuver};
use super::space::{geo_maneuver, geo_section};
use super::state::{Battle, Life, ObstacleId, ObstacleKind, ShipId};
use crate::data::{Bearing, Difficulty, Edition, Maneuver, Section, Size};
use crate::dice::AttackFace;
use crate::geometry::{self as geo, Shape};

impl Battle {
    pub(crate) fn activation_step(&mut self, ship: ShipId, step: ActStep) {
        if !self.ship(ship).in_play() {
            return;
        }
        match step {
            ActStep::Reveal => {
                self.reveal(ship);
                self.stack.push(Task::Activation {
                    ship,
                    step: ActStep::Move,
                });
            }
            ActStep::Move => {
                self.stack.push(Task::Activation {
                    ship,
                    step: ActStep::Check,
                });
                self.execute_move(ship);
            }
            ActStep::Check => {
                let next = if self.edition() == Edition::First && self.is_huge(ship) {
                    ActStep::GainEnergy
                } else {
                    ActStep::Actions { card: 0 }
                };
                self.stack.push(Task::Activation { ship, step: next });
                self.check_difficulty(ship);
            }
            ActStep::GainEnergy => {
                self.stack.push(Task::Activation {
                    ship,
                    step: ActStep::AllocateEnergy,
                });
                self.gain_energy(ship);
            }
            ActStep::AllocateEnergy => {
                self.stack.push(Task::Activation {
                    ship,
                    step: ActStep::UseEnergy,
                });
                self.ask_allocate(ship);
            }
            ActStep::UseEnergy => {
                self.stack.push(Task::Activation {
                    ship,
                    step: ActStep::Actions { card: 0 },
                });
                self.ask_use_energy(ship);
            }
            ActStep::Actions { card } => {
                // Two-card ships act twice, fore card then aft card (seed 000 "Effectuer des
                // actions avec un vaisseau ayant deux cartes").
                let next = if self.ship(ship).two_cards() && card == 0 {
                    ActStep::Actions { card: 1 }
                } else {
                    ActStep::Done
                };
                self.stack.push(Task::Activation { ship, step: next });
                self.offer_action(ship, Some(card), false);
            }
            ActStep::Done => {}
        }
    }

    /// Reveals the dial. Ionized ships fly the ion maneuver; a stressed ship that reveals a red
    /// maneuver flies the fixed stress maneuver instead (XR 3.4, XR 3.9).
    fn reveal(&mut self, ship: ShipId) {
        let edition = self.edition();
        let ionized = self.ionized(ship);
        let chosen = self.ship(ship).chosen;
        let stressed_red = !ionized
            && edition == Edition::First
            && self.ship(ship).tokens.stress > 0
            && chosen.is_some_and(|m| self.difficulty(ship, m) == Difficulty::Red);
        let maneuver = match chosen {
            _ if ionized => Maneuver::new(1, Bearing::Straight),
            _ if stressed_red => stress_maneuver(),
            Some(m) => m,
            None => Maneuver::new(1, Bearing::Straight),
        };
        let s = self.ship_mut(ship);
        s.memory.revealed = Some(maneuver);
        s.memory.ion_maneuver = ionized;
        s.memory.stress_maneuver = stressed_red;
        self.emit(Event::DialRevealed { ship, maneuver });
    }

    /// The maneuver's colour for the difficulty check.
    fn revealed_difficulty(&self, ship: ShipId) -> Difficulty {
        let s = self.ship(ship);
        let Some(maneuver) = s.memory.revealed else {
            return Difficulty::White;
        };
        if s.memory.ion_maneuver {
            return match self.edition() {
                Edition::First => Difficulty::White,
                Edition::Second => Difficulty::Easy,
            };
        }
        if s.memory.stress_maneuver || s.dial_entry(maneuver).is_none() {
            // The fixed stress maneuver is white, even where the ship's dial has the same
            // maneuver in green.
            return Difficulty::White;
        }
        self.difficulty(ship, maneuver)
    }

    pub(crate) fn execute_move(&mut self, ship: ShipId) {
        let Some(maneuver) = self.ship(ship).memory.revealed else {
            return;
        };
        if self.edition() == Edition::First && self.is_huge(ship) {
            self.move_huge(ship, maneuver);
        } else {
            self.move_standard(ship, maneuver);
        }
    }

    /// Small, medium and large ships: back up on ships (huge ships and huge-ship obstacles
    /// included), then obstacles, mines and the play-area edge.
    fn move_standard(&mut self, ship: ShipId, maneuver: Maneuver) {
        let edition = self.edition();
        let others: Vec<ShipId> = self
            .ids_in_play()
            .into_iter()
            .filter(|&other| other != ship)
            .collect();
        let hulks: Vec<ObstacleId> = self
            .obstacles_in_play()
            .into_iter()
            .filter(|&o| matches!(self.obstacles[o.index()].kind, ObstacleKind::HugeHulk(_)))
            .collect();
        let mut blockers: Vec<Shape> = others.iter().map(|&o| self.footprint(o)).collect();
        blockers.extend(hulks.iter().map(|&o| self.obstacle_shape(o)));
        let body = self.body(ship).clone();
        let Ok(outcome) =
            geo::execute_maneuver(&self.geometry, &body, geo_maneuver(maneuver), &blockers)
        else {
            // A maneuver the geometry cannot fly (no such template) leaves the ship in place.
            return;
        };
        let bumped_ships: Vec<ShipId> = outcome
            .bumped
            .iter()
            .filter_map(|&i| others.get(i).copied())
            .collect();
        let bumped_hulks = outcome.bumped.iter().any(|&i| i >= others.len());
        self.untouch(ship);
        {
            let s = self.ship_mut(ship);
            s.body = s.body.at(outcome.final_pose);
            s.memory.full_maneuver = outcome.full;
            s.memory.bumped = !outcome.full;
            s.memory.touching = bumped_ships.clone();
            if !outcome.full {
                // Overlapping a ship skips the Perform Action step (XR 3.7).
                s.memory.skip_action = true;
            }
        }
        for &other in &bumped_ships {
            let o = self.ship_mut(other);
            if !o.memory.touching.contains(&ship) {
                o.memory.touching.push(ship);
            }
        }
        self.emit(Event::Moved {
            ship,
            maneuver,
            full: outcome.full,
            bumped: bumped_ships.clone(),
        });
        if self.flee_check(ship) {
            return;
        }
        // Small or large ships ending on a huge ship roll one attack die and suffer its damage
        // (seed 000 "Petits et grands vaisseaux chevauchant un vaisseau immense").
        let on_huge =
            bumped_ships.iter().filter(|&&o| self.is_huge(o)).count() + usize::from(bumped_hulks);
        if edition == Edition::First && on_huge > 0 {
            let face = self.roll_die(ship);
            self.suffer_face(ship, face, None);
        }
        self.obstacle_effects(ship, outcome.swept.as_ref());
        if edition == Edition::Second {
            self.mine_check(ship, outcome.swept.as_ref());
        }
    }

    /// A ship moves off: it no longer touches anything.
    pub(crate) fn untouch(&mut self, ship: ShipId) {
        for other in &mut self.ships {
            other.memory.touching.retain(|&t| t != ship);
        }
        self.ship_mut(ship).memory.touching.clear();
    }

    /// A ship with any part of its base outside the play area flees (XR 3.10).
    pub(crate) fn flee_check(&mut self, ship: ShipId) -> bool {
        if self.inside_area(&self.body(ship).body()) {
            return false;
        }
        self.remove_ship(ship, Removal::Fled);
        true
    }

    /// Obstacles the ship moved through (the traversed template) or ended on.
    fn obstacle_effects(&mut self, ship: ShipId, swept: Option<&Shape>) {
        let edition = self.edition();
        let footprint = self.footprint(ship);
        let mut skip = false;
        for obstacle in self.obstacles_in_play() {
            let kind = self.obstacles[obstacle.index()].kind;
            if matches!(kind, ObstacleKind::HugeHulk(_)) {
                continue;
            }
            let shape = self.obstacle_shape(obstacle);
            let overlapped = footprint.overlaps(&shape);
            let through = swept.is_some_and(|t| t.overlaps(&shape));
            if !overlapped && !through {
                continue;
            }
            self.ship_mut(ship).memory.hit_obstacle = true;
            self.emit(Event::ObstacleHit { ship, obstacle });
            match kind {
                ObstacleKind::Asteroid(_) => {
                    // Asteroids: roll 1 die, hit 1 damage, crit 1 critical damage; ending on
                    // one skips the action step and forbids attacking (XR 9.2).
                    let face = self.roll_die(ship);
                    self.suffer_face(ship, face, None);
                    if overlapped {
                        skip = true;
                        self.ship_mut(ship).memory.on_asteroid = true;
                    }
                }
                ObstacleKind::Debris(_) => {
                    self.gain_stress(ship, 1);
                    let face = self.roll_die(ship);
                    if face == AttackFace::Crit {
                        self.suffer(ship, None, 0, 1, None);
                    }
                }
                // A Blaze (Blazer Bomb; RR 1.4 "Blaze"): after the move, 1 die — a hit or
                // crit is 1 hit damage, a focus 1 stress — and the ship skips its Perform
                // Action step, whether it moved through the Blaze or ended on it.
                ObstacleKind::Blaze => {
                    match self.roll_die(ship) {
                        AttackFace::Hit | AttackFace::Crit => self.suffer(ship, None, 1, 0, None),
                        AttackFace::Focus => self.gain_stress(ship, 1),
                        AttackFace::Blank => {}
                    }
                    skip = true;
                }
                ObstacleKind::HugeHulk(_) => {}
            }
        }
        if skip || (edition == Edition::Second && self.ship(ship).memory.on_asteroid) {
            self.ship_mut(ship).memory.skip_action = true;
        }
    }

    /// First-edition huge ships (seed 000 "Chevauchement").
    fn move_huge(&mut self, ship: ShipId, maneuver: Maneuver) {
        let huge_others: Vec<ShipId> = self
            .ids_in_play()
            .into_iter()
            .filter(|&o| o != ship && self.is_huge(o))
            .collect();
        let blockers: Vec<Shape> = huge_others.iter().map(|&o| self.footprint(o)).collect();
        let body = self.body(ship).clone();
        let gm = geo_maneuver(maneuver);
        let Ok(outcome) = geo::execute_maneuver(&self.geometry, &body, gm, &blockers) else {
            return;
        };
        // Which sections met, judged where the maneuver would have ended.
        let full_pose = geo::final_pose(&self.geometry, &body, gm).unwrap_or(outcome.final_pose);
        let full_body = body.at(full_pose);
        let mut huge_hits: Vec<(ShipId, Section, Section)> = Vec::new();
        for &i in &outcome.bumped {
            let Some(&other) = huge_others.get(i) else {
                continue;
            };
            let other_body = self.body(other);
            'pairs: for mine in Section::BOTH {
                for theirs in Section::BOTH {
                    let a = full_body.section(geo_section(mine));
                    let b = other_body.section(geo_section(theirs));
                    if let (Some(a), Some(b)) = (a, b)
                        && a.overlaps(&b)
                    {
                        huge_hits.push((other, mine, theirs));
                        break 'pairs;
                    }
                }
            }
        }
        self.untouch(ship);
        {
            let s = self.ship_mut(ship);
            s.body = s.body.at(outcome.final_pose);
            s.memory.full_maneuver = outcome.full;
            s.memory.bumped = !outcome.full;
        }
        let bumped: Vec<ShipId> = huge_hits.iter().map(|h| h.0).collect();
        self.emit(Event::Moved {
            ship,
            maneuver,
            full: outcome.full,
            bumped,
        });
        if self.flee_check(ship) {
            return;
        }
        // Huge on huge: both receive a faceup damage card from the deck of the section hit;
        // the moving ship keeps its action step (seed 000 "Chevaucher des vaisseaux immenses").
        for (other, mine, theirs) in huge_hits {
            self.deal_card(ship, Some(mine), true, None);
            self.deal_card(other, Some(theirs), true, None);
        }
        // Small and large ships under the huge ship are destroyed; the huge ship rolls 1 die
        // per small and 2 per large ship and its fore section suffers the hits and crits
        // (seed 000 "Chevaucher des grands ou des petits vaisseaux").
        let footprint = self.footprint(ship);
        let crushed: Vec<ShipId> = self
            .ids_in_play()
            .into_iter()
            .filter(|&o| o != ship && !self.is_huge(o))
            .filter(|&o| footprint.overlaps(&self.footprint(o)))
            .collect();
        let mut dice = 0;
        for victim in crushed {
            dice += if self.ship(victim).size == Size::Large {
                2
            } else {
                1
            };
            self.remove_ship(victim, Removal::Crushed);
        }
        let (mut hits, mut crits) = (0, 0);
        for _ in 0..dice {
            match self.roll_die(ship) {
                AttackFace::Hit => hits += 1,
                AttackFace::Crit => crits += 1,
                _ => {}
            }
        }
        if hits + crits > 0 {
            self.suffer(ship, Some(Section::Fore), hits, crits, None);
        }
        // Obstacles under a section: one faceup damage card from that section's deck (the
        // opponent picks when both sections are on obstacles), and the obstacles are removed
        // (seed 000 "Chevaucher des obstacles"). Only the final position counts, not the
        // template.
        let body = self.body(ship).clone();
        let mut sections_on_obstacles = Vec::new();
        let mut removed = Vec::new();
        for obstacle in self.obstacles_in_play() {
            if matches!(
                self.obstacles[obstacle.index()].kind,
                ObstacleKind::HugeHulk(_)
            ) {
                continue;
            }
            let shape = self.obstacle_shape(obstacle);
            for section in Section::BOTH {
                if let Some(poly) = body.section(geo_section(section))
                    && Shape::from(poly).overlaps(&shape)
                {
                    if !sections_on_obstacles.contains(&section) {
                        sections_on_obstacles.push(section);
                    }
                    if !removed.contains(&obstacle) {
                        removed.push(obstacle);
                    }
                }
            }
        }
        for obstacle in removed {
            self.obstacles[obstacle.index()].in_play = false;
            self.emit(Event::ObstacleRemoved { obstacle });
        }
        match sections_on_obstacles.as_slice() {
            [] => {}
            [section] => self.deal_card(ship, Some(*section), true, None),
            _ => self.deal_card(ship, None, true, None),
        }
    }

    /// The difficulty check and what follows a maneuver (XR 3.3).
    fn check_difficulty(&mut self, ship: ShipId) {
        let edition = self.edition();
        let difficulty = self.revealed_difficulty(ship);
        match difficulty {
            Difficulty::Red => self.gain_stress(ship, 1),
            Difficulty::Easy => {
                self.lose_stress(ship, 1);
                // A blue maneuver also removes 1 strain token (2e, RR "Strain").
                self.lose_strain(ship);
            }
            _ => {}
        }
        let memory = self.ship(ship).memory.clone();
        let maneuver = memory
            .revealed
            .unwrap_or(Maneuver::new(0, Bearing::Stationary));
        if memory.ion_maneuver && !self.is_huge(ship) {
            self.ship_mut(ship).tokens.ion = 0;
            if self
                .ship(ship)
                .has_faceup(DamageEffect::DisabledPowerRegulator)
            {
                self.repair_first(ship, DamageEffect::DisabledPowerRegulator);
            }
        }
        // Damage cards that trigger after a maneuver.
        if difficulty == Difficulty::Red
            && self.ship(ship).has_faceup(DamageEffect::MinorHullBreach)
        {
            let face = self.roll_die(ship);
            if face == AttackFace::Hit {
                self.suffer(ship, None, 1, 0, None);
            }
        }
        if self.ship(ship).has_faceup(DamageEffect::StunnedPilot)
            && (memory.bumped || memory.hit_obstacle)
        {
            self.suffer(ship, None, 1, 0, None);
        }
        if self.ship(ship).has_faceup(DamageEffect::StunnedPilotSecond) && memory.hit_obstacle {
            self.suffer(ship, None, 1, 0, None);
        }
        if !maneuver.bearing.is_straight()
            && maneuver.bearing != Bearing::Stationary
            && self.ship(ship).has_faceup(DamageEffect::LooseStabilizer)
        {
            self.suffer(ship, None, 1, 0, None);
            self.repair_first(ship, DamageEffect::LooseStabilizer);
        }
        if self.is_huge(ship) && edition == Edition::First {
            if maneuver.bearing.is_bank()
                && self.ship(ship).has_faceup(DamageEffect::DamagedStabilizers)
            {
                self.suffer(ship, Some(Section::Fore), 1, 0, None);
            }
            let engines = self.ship(ship).faceup_count(DamageEffect::EngineDamage);
            if engines > 0 && usize::from(maneuver.speed) + engines >= 5 {
                self.ship_mut(ship).memory.skip_action = true;
            }
        }
        if edition == Edition::Second
            && memory.full_maneuver
            && self.ship(ship).has_upgrade(UpgradeRule::Genius)
        {
            self.stack.push(Task::Genius(ship));
        }
    }

    /// Rolls one attack die outside an attack.
    pub(crate) fn roll_die(&mut self, ship: ShipId) -> AttackFace {
        let face = crate::dice::roll_attack(&mut self.rng);
        self.emit(Event::DieRolled { ship, face });
        face
    }

    /// A die rolled for damage: a hit deals 1 damage, a crit 1 critical damage.
    pub(crate) fn suffer_face(&mut self, ship: ShipId, face: AttackFace, by: Option<ShipId>) {
        match face {
            AttackFace::Hit => self.suffer(ship, None, 1, 0, by),
            AttackFace::Crit => self.suffer(ship, None, 0, 1, by),
            _ => {}
        }
    }

    /// Takes a ship out of the game.
    pub(crate) fn remove_ship(&mut self, ship: ShipId, how: Removal) {
        if !self.ship(ship).in_play() {
            return;
        }
        let s = self.ship_mut(ship);
        s.life = match how {
            Removal::Fled => Life::Fled,
            _ => Life::Destroyed,
        };
        s.doomed = false;
        s.tokens = Default::default();
        // Its locks go, both ways (XR 8).
        self.locks
            .retain(|lock| lock.holder != ship && lock.target != ship);
        for other in &mut self.ships {
            other.memory.touching.retain(|&t| t != ship);
        }
        // First edition: its damage cards go faceup to their decks' discard piles (seed 000
        // "Sections abîmées").
        let cards: Vec<_> = self
            .ship_mut(ship)
            .cards
            .iter_mut()
            .flat_map(|c| c.damage.drain(..))
            .collect();
        for card in cards {
            let deck = &mut self.decks[card.deck.index()];
            deck.discard.push(super::state::DeckCard {
                name: card.name,
                effect: card.effect,
            });
        }
        self.emit(Event::ShipRemoved { ship, how });
    }

    /// Mines the ship moved through (only the traversed part of the template counts, seed 002
    /// "partial maneuvers") or ended on.
    pub(crate) fn mine_check(&mut self, ship: ShipId, swept: Option<&Shape>) {
        let footprint = self.footprint(ship);
        let mut touched = Vec::new();
        for device in self.devices_in_play() {
            let rule = self.devices[device.index()].rule;
            // A device with a fuse marker cannot detonate.
            if rule.kind() != crate::data::DeviceKind::Mine
                || self.devices[device.index()].fuses > 0
            {
                continue;
            }
            let shape = self.device_shape(device);
            if footprint.overlaps(&shape) || swept.is_some_and(|t| t.overlaps(&shape)) {
                touched.push(device);
            }
        }
        // One mine after another, each resolved and removed before the next.
        for device in touched.into_iter().rev() {
            self.stack.push(Task::Explode { device, ship });
        }
    }
}
