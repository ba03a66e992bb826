//! English words for a person at the table: prompts, answers and events.
//!
//! Ships are named by pilot and id (`Academy Pilot #7`), so that two ships of one pilot stay
//! apart and the board drawing's labels (`#7`) match. Nothing here reads hidden state: a
//! facedown damage card is worded without its name, a dial is named only by the events and
//! answers that already show it.

use crate::data::{Bearing, Maneuver};
use crate::rules::{
    Act, Battle, Choice, DamageRef, Event, Modification, MoveChoice, Outcome, Prompt, Seat, ShipId,
    UpgradeRef, WeaponRef,
};

/// A name in the data's Debug form (`BankLeft`, `Asteroid(2)`) as lower-case words.
fn words(debug: impl std::fmt::Debug) -> String {
    let raw = format!("{debug:?}");
    let mut out = String::with_capacity(raw.len() + 4);
    for (i, c) in raw.chars().enumerate() {
        match c {
            '(' | ')' | '{' | '}' | ',' | ':' | '"' => {
                if !out.ends_with(' ') {
                    out.push(' ');
                }
            }
            c if c.is_uppercase() => {
                if i > 0 && !out.ends_with(' ') {
                    out.push(' ');
                }
                out.extend(c.to_lowercase());
            }
            c => out.push(c),
        }
    }
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A seat as a person reads it.
pub fn seat(seat: Seat) -> &'static str {
    match seat {
        Seat::One => "first player",
        Seat::Two => "second player",
    }
}

/// A maneuver: speed and bearing (`2 bank left`, `0 stationary`).
pub fn maneuver(m: Maneuver) -> String {
    match m.bearing {
        Bearing::KTurn => format!("{} Koiogran turn", m.speed),
        bearing => format!("{} {}", m.speed, words(bearing)),
    }
}

/// The words of one game.
#[derive(Clone, Copy, Debug)]
pub struct Words<'a> {
    battle: &'a Battle,
}

impl<'a> Words<'a> {
    pub fn new(battle: &'a Battle) -> Self {
        Words { battle }
    }

    pub fn ship(&self, id: ShipId) -> String {
        match self.battle.ships.get(id.index()) {
            Some(s) => format!("{} #{}", s.name, id.0),
            None => format!("ship #{}", id.0),
        }
    }

    fn upgrade(&self, ship: ShipId, at: UpgradeRef) -> String {
        let s = self.battle.ship(ship);
        s.cards
            .get(usize::from(at.card))
            .and_then(|c| c.upgrades.get(usize::from(at.index)))
            .map_or_else(|| "an upgrade".into(), |u| u.card.name.clone())
    }

    fn damage(&self, ship: ShipId, at: DamageRef) -> String {
        let s = self.battle.ship(ship);
        match s
            .cards
            .get(usize::from(at.card))
            .and_then(|c| c.damage.get(usize::from(at.index)))
        {
            Some(d) if d.face_up => format!("damage card {}", d.name),
            _ => "a facedown damage card".into(),
        }
    }

    /// The question, with the ship it is about.
    pub fn prompt(&self, prompt: &Prompt) -> String {
        let s = |id: &ShipId| self.ship(*id);
        match prompt {
            Prompt::Deploy { ship, .. } => format!("Where does {} set up?", s(ship)),
            Prompt::SetDial { ship } => format!("Set the dial of {}", s(ship)),
            Prompt::ChooseShip { reason, by } => match by {
                Some(by) => format!("Choose a ship ({}, {})", words(reason), s(by)),
                None => format!("Choose a ship ({})", words(reason)),
            },
            Prompt::System { ship } => format!("System phase: {}", s(ship)),
            Prompt::DeviceTemplate { ship, upgrade, .. } => format!(
                "{}: which template for {}?",
                s(ship),
                self.upgrade(*ship, *upgrade)
            ),
            Prompt::DropBomb { ship } => format!("{}: drop a bomb?", s(ship)),
            Prompt::Decloak { ship } => format!("{}: decloak?", s(ship)),
            Prompt::ForcedDecloak { ship } => {
                format!("{}: decloak, or lose the cloak token", s(ship))
            }
            Prompt::Action { ship, free, .. } => {
                let free = if *free { "a free action" } else { "an action" };
                format!("{}: perform {free}?", s(ship))
            }
            Prompt::Linked { ship, kind } => {
                format!("{}: perform the linked {}?", s(ship), words(kind))
            }
            Prompt::LockTarget { ship, .. } => format!("{}: lock which target?", s(ship)),
            Prompt::MoveAction { ship, kind } => format!("{}: how to {}?", s(ship), words(kind)),
            Prompt::Section { ship, reason, .. } => {
                format!("Which section of {} ({})?", s(ship), words(reason))
            }
            Prompt::AllocateEnergy { ship } => format!("{}: allocate energy", s(ship)),
            Prompt::UseEnergy { ship } => format!("{}: use energy", s(ship)),
            Prompt::RecoverMore { ship } => format!("{}: recover more shields?", s(ship)),
            Prompt::DeclareAttack { ship } => format!("{}: attack?", s(ship)),
            Prompt::ExtraDie { ship } => format!("{}: spend 1 energy for an extra die?", s(ship)),
            Prompt::ModifyAttack {
                attacker,
                defender,
                dice,
            } => format!(
                "{} attacks {}: modify the attack dice ({})",
                s(attacker),
                s(defender),
                faces(dice)
            ),
            Prompt::RerollAttack { attacker, dice, .. } => {
                format!("{}: which dice to reroll ({})?", s(attacker), faces(dice))
            }
            Prompt::ModifyDefense {
                attacker,
                defender,
                dice,
            } => format!(
                "{} defends against {}: modify the defense dice ({})",
                s(defender),
                s(attacker),
                faces(dice)
            ),
            Prompt::AttackAgain { ship } => {
                format!("{}: spend 1 energy to attack again?", s(ship))
            }
            Prompt::DiscardUpgrade { ship, why } => {
                format!("{}: discard an upgrade ({})", s(ship), words(why))
            }
            Prompt::RepairDamage { ship } => format!("{}: repair a damage card?", s(ship)),
            Prompt::Obstacle { .. } => "Choose an obstacle".into(),
            Prompt::ExposeOrStrain { ship } => {
                format!("{}: expose a damage card, or gain a strain token?", s(ship))
            }
            Prompt::ShieldForCharges { ship, upgrade } => format!(
                "{}: spend 1 shield to recover 2 charges of {}?",
                s(ship),
                self.upgrade(*ship, *upgrade)
            ),
            Prompt::Reload { ship } => format!("{}: which card recovers a charge?", s(ship)),
            Prompt::Fuse { .. } => "Put a fuse marker on the device?".into(),
            Prompt::BackupShield { ship } => {
                format!("{}: spend 1 energy to recover 1 shield?", s(ship))
            }
        }
    }

    /// One answer to `prompt`.
    pub fn choice(&self, prompt: &Prompt, choice: &Choice) -> String {
        let ship_of = prompt_ship(prompt);
        match choice {
            Choice::Pass => "Pass".into(),
            Choice::Yes => "Yes".into(),
            Choice::Spot(i) => match prompt {
                Prompt::Deploy { spots, .. } => match spots.get(usize::from(*i)) {
                    Some(p) => format!(
                        "Spot {} (x {:.0} mm, y {:.0} mm, heading {:.0}°)",
                        i + 1,
                        p.x,
                        p.y,
                        p.heading.to_degrees()
                    ),
                    None => format!("Spot {}", i + 1),
                },
                _ => format!("Spot {}", i + 1),
            },
            Choice::Dial(m) => {
                let colour = ship_of
                    .and_then(|id| self.battle.ship(id).dial_entry(*m))
                    .map(|e| format!(" ({})", words(e.difficulty)))
                    .unwrap_or_default();
                format!("{}{colour}", maneuver(*m))
            }
            Choice::Ship(id) => self.ship(*id),
            Choice::Target { ship, section } => match section {
                Some(sec) => format!("{} ({})", self.ship(*ship), words(sec)),
                None => self.ship(*ship),
            },
            Choice::Section(sec) => words(sec),
            Choice::Obstacle(o) => format!("Obstacle #{}", o.0),
            Choice::Device(d) => match self.battle.devices.get(d.index()) {
                Some(dev) => format!("{} #{}", dev.name, d.0),
                None => format!("Device #{}", d.0),
            },
            Choice::Action(act) => match act {
                Act::Bar { kind, .. } => words(kind),
                Act::Upgrade(at) => {
                    ship_of.map_or_else(|| "an upgrade's action".into(), |id| self.upgrade(id, *at))
                }
                Act::Damage(at) => ship_of.map_or_else(
                    || "a damage card's action".into(),
                    |id| self.damage(id, *at),
                ),
            },
            Choice::Move(m) => match m {
                MoveChoice::Roll { left, speed, shift } => format!(
                    "Roll {} with {speed} straight, {}",
                    if *left { "left" } else { "right" },
                    words(shift)
                ),
                MoveChoice::Boost { speed, bearing } => {
                    format!("Boost {}", maneuver(Maneuver::new(*speed, *bearing)))
                }
            },
            Choice::Upgrade(at) => {
                ship_of.map_or_else(|| "an upgrade".into(), |id| self.upgrade(id, *at))
            }
            Choice::Damage(at) => {
                ship_of.map_or_else(|| "a damage card".into(), |id| self.damage(id, *at))
            }
            Choice::Template(t) => format!(
                "{} {}",
                if t.launch { "Launch" } else { "Drop" },
                maneuver(t.maneuver)
            ),
            Choice::Attack {
                weapon,
                target,
                section,
            } => {
                let weapon = match (weapon, ship_of) {
                    (WeaponRef::Primary { .. }, _) => "primary weapon".to_string(),
                    (WeaponRef::Secondary(at), Some(id)) => self.upgrade(id, *at),
                    (WeaponRef::Secondary(_), None) => "secondary weapon".into(),
                };
                let target = match section {
                    Some(sec) => format!("{} ({})", self.ship(*target), words(sec)),
                    None => self.ship(*target),
                };
                format!("Attack {target} with {weapon}")
            }
            Choice::Modify(m) => match m {
                Modification::Card(at) => ship_of.map_or_else(
                    || "an upgrade".into(),
                    |id| format!("Use {}", self.upgrade(id, *at)),
                ),
                other => words(other),
            },
            Choice::RerollAttack(face) => format!("Reroll a {}", words(face)),
            Choice::RerollDefense(face) => format!("Reroll a {}", words(face)),
            Choice::Roll => "Roll the chosen dice".into(),
        }
    }

    /// One line of the log.
    pub fn event(&self, event: &Event) -> String {
        let s = |id: &ShipId| self.ship(*id);
        match event {
            Event::RoundStarted { round } => format!("Round {round} begins"),
            Event::PhaseStarted { phase } => format!("{} phase", capitalised(&words(phase))),
            Event::ShipDeployed { ship } => format!("{} sets up", s(ship)),
            Event::DialSet { ship } => format!("{} sets its dial", s(ship)),
            Event::DialRevealed { ship, maneuver: m } => {
                format!("{} reveals {}", s(ship), maneuver(*m))
            }
            Event::Moved {
                ship,
                maneuver: m,
                full,
                bumped,
            } => {
                let mut line = format!("{} flies {}", s(ship), maneuver(*m));
                if !full {
                    line.push_str(" and backs up");
                }
                if !bumped.is_empty() {
                    let names: Vec<String> = bumped.iter().map(s).collect();
                    line.push_str(&format!(", bumping {}", names.join(", ")));
                }
                line
            }
            Event::Repositioned { ship } => format!("{} repositions", s(ship)),
            Event::StressChanged { ship, stress } => format!("{} has {stress} stress", s(ship)),
            Event::TokenGained { ship, token } => {
                format!("{} gains a {} token", s(ship), words(token))
            }
            Event::TokenReturned { ship, token } => {
                format!("{} returns a {} token", s(ship), words(token))
            }
            Event::TokensCleared { ship } => format!("{} clears its tokens", s(ship)),
            Event::TokenRemoved { ship, token } => {
                format!("{} loses a {} token", s(ship), words(token))
            }
            Event::ActionPerformed { ship, action } => {
                format!("{} performs {}", s(ship), words(action))
            }
            Event::CardActionPerformed { ship, card } => format!("{} uses {card}", s(ship)),
            Event::ActionSkipped { ship } => format!("{} skips its action", s(ship)),
            Event::Locked { holder, target, .. } => format!("{} locks {}", s(holder), s(target)),
            Event::LockSpent { holder } => format!("{} spends its lock", s(holder)),
            Event::EnergyGained { ship, amount } => format!("{} gains {amount} energy", s(ship)),
            Event::EnergyAllocated { ship, card } => {
                format!("{} allocates energy to {card}", s(ship))
            }
            Event::EnergyReturned { ship, amount } => {
                format!("{} loses {amount} energy", s(ship))
            }
            Event::EnergyCardUsed { ship, card } => {
                format!("{} spends energy on {card}", s(ship))
            }
            Event::ShieldRecovered { ship, .. } => format!("{} recovers a shield", s(ship)),
            Event::AttackDeclared {
                attacker,
                defender,
                weapon,
                range,
                ..
            } => format!(
                "{} attacks {} with {weapon} at range {range}",
                s(attacker),
                s(defender)
            ),
            Event::AttackDice { ship, dice } => format!("{} rolls {}", s(ship), faces(dice)),
            Event::DefenseDice { ship, dice } => format!("{} rolls {}", s(ship), faces(dice)),
            Event::AttackHit {
                attacker,
                defender,
                hits,
                crits,
            } => format!(
                "{} hits {}: {hits} hit(s), {crits} critical",
                s(attacker),
                s(defender)
            ),
            Event::AttackMissed { attacker, defender } => {
                format!("{} misses {}", s(attacker), s(defender))
            }
            Event::ShieldLost { ship, .. } => format!("{} loses a shield", s(ship)),
            Event::DamageDealt { ship, name, .. } => match name {
                Some(name) => format!("{} is dealt {name} faceup", s(ship)),
                None => format!("{} is dealt a facedown damage card", s(ship)),
            },
            Event::DamageFlipped {
                ship,
                name,
                face_up,
            } => {
                let how = if *face_up { "faceup" } else { "facedown" };
                format!("{}: {name} turns {how}", s(ship))
            }
            Event::DamageDiscarded { ship } => format!("{} discards a damage card", s(ship)),
            Event::SectionCrippled { ship, section } => {
                format!("{}: the {} section is crippled", s(ship), words(section))
            }
            Event::ShipRemoved { ship, how } => format!("{} is {}", s(ship), words(how)),
            Event::ObstacleHit { ship, obstacle } => {
                format!("{} hits obstacle #{}", s(ship), obstacle.0)
            }
            Event::ObstacleRemoved { obstacle } => format!("Obstacle #{} is removed", obstacle.0),
            Event::ObstaclePlaced { obstacle } => format!("Obstacle #{} is placed", obstacle.0),
            Event::UpgradeDiscarded { ship, card } => format!("{} discards {card}", s(ship)),
            Event::DevicePlaced { device, by, name } => {
                format!("{} places {name} #{}", s(by), device.0)
            }
            Event::PlacementRolledBack { ship, card } => {
                format!("{}: {card} would leave the play area; undone", s(ship))
            }
            Event::DeviceDetonated { device } => format!("Device #{} detonates", device.0),
            Event::DeviceRemoved { device } => format!("Device #{} is removed", device.0),
            Event::FuseRemoved { device } => format!("Device #{} loses a fuse", device.0),
            Event::Cloaked { ship } => format!("{} cloaks", s(ship)),
            Event::Decloaked { ship } => format!("{} decloaks", s(ship)),
            Event::ChargeSpent { ship, card } => format!("{} spends a charge of {card}", s(ship)),
            Event::ChargesRecovered { ship, card, amount } => {
                format!("{} recovers {amount} charge(s) of {card}", s(ship))
            }
            Event::DieRolled { ship, face } => format!("{} rolls a {}", s(ship), words(face)),
            Event::GameOver { outcome } => format!("Game over: {}", self.outcome(*outcome)),
            Event::PlayerConceded { seat: who } => format!("The {} concedes", seat(*who)),
        }
    }

    pub fn outcome(&self, outcome: Outcome) -> String {
        match outcome {
            Outcome::Winner(who) => format!("the {} wins", seat(who)),
            Outcome::Draw => "a draw".into(),
        }
    }
}

/// The ship a prompt is about, when one is.
pub fn prompt_ship(prompt: &Prompt) -> Option<ShipId> {
    match prompt {
        Prompt::Deploy { ship, .. }
        | Prompt::SetDial { ship }
        | Prompt::System { ship }
        | Prompt::DeviceTemplate { ship, .. }
        | Prompt::DropBomb { ship }
        | Prompt::Decloak { ship }
        | Prompt::ForcedDecloak { ship }
        | Prompt::Action { ship, .. }
        | Prompt::Linked { ship, .. }
        | Prompt::LockTarget { ship, .. }
        | Prompt::MoveAction { ship, .. }
        | Prompt::AllocateEnergy { ship }
        | Prompt::UseEnergy { ship }
        | Prompt::RecoverMore { ship }
        | Prompt::DeclareAttack { ship }
        | Prompt::ExtraDie { ship }
        | Prompt::AttackAgain { ship }
        | Prompt::DiscardUpgrade { ship, .. }
        | Prompt::RepairDamage { ship }
        | Prompt::ExposeOrStrain { ship }
        | Prompt::ShieldForCharges { ship, .. }
        | Prompt::Reload { ship }
        | Prompt::BackupShield { ship } => Some(*ship),
        Prompt::Section { chooser_for, .. } => Some(*chooser_for),
        Prompt::ModifyAttack { attacker, .. } | Prompt::RerollAttack { attacker, .. } => {
            Some(*attacker)
        }
        Prompt::ModifyDefense { defender, .. } => Some(*defender),
        Prompt::ChooseShip { by, .. } => *by,
        Prompt::Obstacle { .. } | Prompt::Fuse { .. } => None,
    }
}

fn faces<T: std::fmt::Debug>(dice: &[T]) -> String {
    if dice.is_empty() {
        return "no dice".into();
    }
    dice.iter().map(words).collect::<Vec<_>>().join(", ")
}

fn capitalised(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn debug_names_become_words() {
        assert_eq!(words(Bearing::BankLeft), "bank left");
        assert_eq!(
            maneuver(Maneuver::new(2, Bearing::TurnRight)),
            "2 turn right"
        );
        assert_eq!(
            maneuver(Maneuver::new(4, Bearing::KTurn)),
            "4 Koiogran turn"
        );
        assert_eq!(words(crate::rules::ObstacleKind::Asteroid(2)), "asteroid 2");
        assert_eq!(capitalised("combat"), "Combat");
    }
}
