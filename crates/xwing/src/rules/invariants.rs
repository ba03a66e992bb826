//! Properties that must hold between any two decisions. Simulations and property tests check
//! them after every answer.

use super::state::{Battle, Life};
use crate::data::Edition;

impl Battle {
    /// Every broken invariant, described; empty when all hold.
    pub fn invariant_violations(&self) -> Vec<String> {
        let mut problems = Vec::new();
        let edition = self.edition();
        let ships: Vec<_> = self.ships_in_play().collect();
        for (i, a) in ships.iter().enumerate() {
            let fa = a.body.footprint_with_guides();
            if !self.inside_area(&a.body.body()) {
                problems.push(format!(
                    "ship {} ({}) is in play outside the play area",
                    a.id.0, a.name
                ));
            }
            for b in &ships[i + 1..] {
                if fa.overlaps(&b.body.footprint_with_guides()) {
                    problems.push(format!(
                        "ships {} ({}) and {} ({}) overlap",
                        a.id.0, a.name, b.id.0, b.name
                    ));
                }
            }
            if edition == Edition::First && a.is_huge() {
                let t = &a.tokens;
                if t.focus + t.evade + t.stress > 0 {
                    problems.push(format!(
                        "huge ship {} holds focus/evade/stress tokens (seed 000 returns them)",
                        a.name
                    ));
                }
            }
            for card in &a.cards {
                let limit = card.energy_limit.unwrap_or(0);
                if card.energy > limit {
                    problems.push(format!(
                        "{} card {} holds {} energy over its limit {limit}",
                        a.name, card.name, card.energy
                    ));
                }
                if card.shields > card.shields_max {
                    problems.push(format!(
                        "{} card {} has shields above its value",
                        a.name, card.name
                    ));
                }
                for upgrade in &card.upgrades {
                    let limit = upgrade.card.energy_limit.unwrap_or(0);
                    if upgrade.energy > limit {
                        problems.push(format!(
                            "{} upgrade {} holds {} energy over its limit {limit}",
                            a.name, upgrade.card.name, upgrade.energy
                        ));
                    }
                    if upgrade.charges > upgrade.charge_limit() {
                        problems.push(format!(
                            "{} upgrade {} holds {} charges over its limit {}",
                            a.name,
                            upgrade.card.name,
                            upgrade.charges,
                            upgrade.charge_limit()
                        ));
                    }
                }
            }
            if a.two_cards() && a.cards.iter().all(|c| c.crippled) {
                problems.push(format!(
                    "{} has every section crippled but is still in play",
                    a.name
                ));
            }
            if let Some(problem) = self.system_placements_problem(a.id) {
                problems.push(problem);
            }
            if self.locks.iter().filter(|l| l.holder == a.id).count() > 1 {
                problems.push(format!("{} holds more than one target lock", a.name));
            }
        }
        for lock in &self.locks {
            if !self.ship(lock.holder).in_play() || !self.ship(lock.target).in_play() {
                problems.push(format!(
                    "a lock of ship {} refers to a ship out of play",
                    lock.holder.0
                ));
            }
        }
        for device in self.devices.iter().filter(|d| d.in_play) {
            if !self.inside_area(&self.device_shape(device.id)) {
                problems.push(format!(
                    "device {} ({}) lies partly outside the play area",
                    device.id.0, device.name
                ));
            }
        }
        for (index, deck) in self.decks.iter().enumerate() {
            let dealt: usize = self
                .ships
                .iter()
                .flat_map(|s| s.cards.iter())
                .flat_map(|c| c.damage.iter())
                .filter(|d| d.deck.index() == index)
                .count();
            let total = deck.cards.len() + deck.discard.len() + dealt;
            if total != deck.size {
                problems.push(format!(
                    "damage deck {index} holds {total} cards, not {}",
                    deck.size
                ));
            }
        }
        match (&self.outcome, &self.pending) {
            (Some(_), Some(_)) => {
                problems.push("the game is over but a decision is pending".into())
            }
            (None, None) => problems.push("the game is not over but nothing is pending".into()),
            (None, Some(p)) if p.options.is_empty() => {
                problems.push("a decision has no options".into())
            }
            _ => {}
        }
        for ship in &self.ships {
            if ship.life == Life::InPlay && ship.cards.iter().any(|c| c.hull == 0) {
                problems.push(format!("{} has a card with no hull", ship.name));
            }
        }
        problems
    }
}
