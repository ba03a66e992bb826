//! Huge-ship energy (seed 000 "Énergie", "Étapes d'énergie durant la phase d'activation"):
//! gain energy from the dial (less one per ion token), allocate it to upgrade cards up to their
//! limits, then use "Energy:" cards once per round each. A card never holds more energy than
//! its limit: the excess returns to the supply at once.

use super::cards::{DamageEffect, UpgradeRule};
use super::decide::{Choice, Prompt, ShipReason};
use super::events::{Event, TokenKind};
use super::state::{Battle, ShipId, UpgradeRef};
use crate::data::Bearing;

impl Battle {
    /// The energy a huge ship gains this activation.
    pub fn energy_gain(&self, ship: ShipId) -> u8 {
        let s = self.ship(ship);
        let Some(maneuver) = s.memory.revealed else {
            return 0;
        };
        let printed = s.dial_entry(maneuver).map_or(0, |entry| entry.energy);
        let engineering = u8::from(
            maneuver.bearing == Bearing::Straight && s.has_upgrade(UpgradeRule::EngineeringTeam),
        );
        let leaks = s.faceup_count(DamageEffect::ReactorLeak) as u8;
        (printed + engineering)
            .saturating_sub(s.tokens.ion)
            .saturating_sub(leaks)
    }

    pub(crate) fn gain_energy(&mut self, ship: ShipId) {
        let amount = self.energy_gain(ship);
        self.emit(Event::EnergyGained { ship, amount });
        self.add_ship_energy(ship, amount);
    }

    /// Puts energy on the ship card (the card with an energy limit); the excess returns.
    pub(crate) fn add_ship_energy(&mut self, ship: ShipId, amount: u8) {
        let mut returned = 0;
        let mut left = amount;
        {
            let s = self.ship_mut(ship);
            for card in &mut s.cards {
                let Some(limit) = card.energy_limit else {
                    continue;
                };
                let room = limit.saturating_sub(card.energy);
                let put = room.min(left);
                card.energy += put;
                left -= put;
            }
            returned += left;
        }
        if returned > 0 {
            self.emit(Event::EnergyReturned {
                ship,
                amount: returned,
            });
        }
    }

    /// Upgrade cards that can take one more energy token.
    fn allocation_targets(&self, ship: ShipId) -> Vec<UpgradeRef> {
        let s = self.ship(ship);
        s.active_upgrades()
            .filter(|(_, u)| u.card.energy_limit.is_some_and(|limit| u.energy < limit))
            .map(|(at, _)| at)
            .collect()
    }

    pub(crate) fn ask_allocate(&mut self, ship: ShipId) {
        if !self.ship(ship).in_play() || self.ship(ship).ship_energy() == 0 {
            return;
        }
        let mut options: Vec<Choice> = self
            .allocation_targets(ship)
            .into_iter()
            .map(Choice::Upgrade)
            .collect();
        if options.is_empty() {
            return;
        }
        options.push(Choice::Pass);
        let owner = self.ship(ship).owner;
        self.ask(owner, Prompt::AllocateEnergy { ship }, options);
    }

    pub(crate) fn resolve_allocate(&mut self, ship: ShipId, choice: &Choice) {
        let Choice::Upgrade(at) = *choice else { return };
        if self.ship(ship).ship_energy() == 0 {
            return;
        }
        self.spend_ship_energy(ship, 1);
        let upgrade = self.ship_mut(ship).upgrade_mut(at);
        upgrade.energy += 1;
        let card = upgrade.card.name.clone();
        self.emit(Event::EnergyAllocated { ship, card });
        self.ask_allocate(ship);
    }

    /// "Energy:" upgrade and damage cards usable now.
    pub fn energy_options(&self, ship: ShipId) -> Vec<Choice> {
        let s = self.ship(ship);
        let energy = s.ship_energy();
        let mut options: Vec<Choice> = s
            .active_upgrades()
            .filter(|(_, u)| u.rule.energy_header() && !u.used_this_round)
            .filter(|(_, u)| match u.rule {
                UpgradeRule::TibannaGasSupplies => true,
                UpgradeRule::CommsBooster => energy >= 1 && !self.comms_targets(ship).is_empty(),
                UpgradeRule::IonizationReactor => u.energy >= 5,
                _ => false,
            })
            .map(|(at, _)| Choice::Upgrade(at))
            .collect();
        // "Hull Breach": spend 2 energy to flip it facedown.
        if energy >= 2 {
            options.extend(
                s.faceup()
                    .filter(|(at, d)| {
                        d.effect == DamageEffect::HullBreach
                            && !s
                                .memory
                                .once_per_round
                                .contains(&format!("energy {} {}", at.card, at.index))
                    })
                    .map(|(at, _)| Choice::Damage(at)),
            );
        }
        options
    }

    pub(crate) fn ask_use_energy(&mut self, ship: ShipId) {
        if !self.ship(ship).in_play() {
            return;
        }
        let mut options = self.energy_options(ship);
        if options.is_empty() {
            return;
        }
        options.push(Choice::Pass);
        let owner = self.ship(ship).owner;
        self.ask(owner, Prompt::UseEnergy { ship }, options);
    }

    pub(crate) fn resolve_use_energy(&mut self, ship: ShipId, choice: &Choice) {
        match *choice {
            Choice::Upgrade(at) => {
                // Each card once per round; the others are offered again afterwards.
                self.stack.push(super::flow::Task::UseEnergy(ship));
                let upgrade = self.ship(ship).upgrade(at).clone();
                self.ship_mut(ship).upgrade_mut(at).used_this_round = true;
                self.emit(Event::EnergyCardUsed {
                    ship,
                    card: upgrade.card.name.clone(),
                });
                match upgrade.rule {
                    UpgradeRule::TibannaGasSupplies => {
                        self.discard_upgrade(ship, at);
                        self.add_ship_energy(ship, 3);
                    }
                    UpgradeRule::CommsBooster => {
                        self.spend_ship_energy(ship, 1);
                        let owner = self.ship(ship).owner;
                        let targets = self.comms_targets(ship);
                        self.ask_ship(owner, ShipReason::CommsBooster, ship, targets);
                    }
                    UpgradeRule::IonizationReactor => {
                        self.ship_mut(ship).upgrade_mut(at).energy -= 5;
                        self.discard_upgrade(ship, at);
                        let victims: Vec<ShipId> = self
                            .ids_in_play()
                            .into_iter()
                            .filter(|&o| o != ship && self.range(ship, o) == Some(1))
                            .collect();
                        for victim in victims {
                            self.suffer(victim, None, 1, 0, None);
                            self.gain_token(victim, TokenKind::Ion);
                        }
                    }
                    _ => {}
                }
            }
            Choice::Damage(at) => {
                self.stack.push(super::flow::Task::UseEnergy(ship));
                self.ship_mut(ship)
                    .memory
                    .once_per_round
                    .push(format!("energy {} {}", at.card, at.index));
                self.spend_ship_energy(ship, 2);
                self.flip_down(ship, usize::from(at.card), usize::from(at.index));
            }
            _ => {}
        }
    }

    /// Friendly ships at range 1-3 ("Comms Booster").
    fn comms_targets(&self, ship: ShipId) -> Vec<ShipId> {
        let owner = self.ship(ship).owner;
        self.ships_in_play()
            .filter(|o| o.owner == owner)
            .filter(|o| o.id == ship || self.range(ship, o.id).is_some_and(|band| band <= 3))
            .map(|o| o.id)
            .collect()
    }

    /// End-of-round card effects: "Backup Shield Generator" may spend 1 energy to recover 1
    /// shield.
    pub(crate) fn end_of_round_effects(&mut self, ship: ShipId) {
        let s = self.ship(ship);
        if s.has_upgrade(UpgradeRule::BackupShieldGenerator)
            && s.ship_energy() >= 1
            && s.cards
                .iter()
                .any(|c| !c.crippled && c.shields < c.shields_max)
        {
            let owner = s.owner;
            self.stack.push(super::flow::Task::Ask {
                seat: owner,
                prompt: Prompt::BackupShield { ship },
                options: vec![Choice::Yes, Choice::Pass],
            });
        }
    }

    pub(crate) fn resolve_backup_shield(&mut self, ship: ShipId, choice: &Choice) {
        if *choice == Choice::Yes && self.ship(ship).ship_energy() >= 1 {
            self.spend_ship_energy(ship, 1);
            self.ask_recover_section(ship);
        }
    }
}
