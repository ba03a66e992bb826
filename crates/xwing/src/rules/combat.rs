//! Attacks (XR 5, XR 6; seed 000 "Phase de combat").
//!
//! A ship's combat turn offers every legal (weapon, target, section) triple; the chosen attack
//! then runs as an [`AttackTask`] step by step: extra dice, attack roll, attack modifications,
//! defense roll, defense modifications, comparison, damage and after-attack effects. Huge
//! ships fire their primary and each secondary weapon once per round, each attack resolved
//! before the next.

use super::cards::{DamageEffect, PilotRule, UpgradeRule};
use super::decide::{Choice, Modification, Prompt};
use super::events::{Event, TokenKind};
use super::flow::Task;
use super::space::geo_section;
use super::state::{Battle, ShipId, WeaponRef};
use crate::data::{ArcKind as DataArc, Edition, Section};
use crate::dice::{AttackFace, DefenseFace, roll_attack, roll_defense};
use crate::geometry::{self as geo, Segment};
use serde::{Deserialize, Serialize};

/// Where an attack is in its resolution.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AttackStep {
    ExtraDie,
    RollAttack,
    ModifyAttack,
    RollDefense,
    ModifyDefense,
    Compare,
    After,
}

/// One attack being resolved.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AttackTask {
    pub attacker: ShipId,
    pub weapon: WeaponRef,
    pub defender: ShipId,
    /// The defending section of a huge ship.
    pub section: Option<Section>,
    pub range: u8,
    /// Extra defense dice for obstruction.
    pub obstruction: u8,
    pub step: AttackStep,
    pub attack: Vec<AttackFace>,
    /// For each attack die, whether it was rerolled already (XR 6.3).
    pub rerolled: Vec<bool>,
    /// Faces picked for the lock reroll, before rolling them.
    pub picked: Vec<AttackFace>,
    pub defense: Vec<DefenseFace>,
    /// Modifications already used this attack.
    pub used: Vec<Modification>,
    pub extra_dice: u8,
    pub hit: bool,
    /// Quad Laser Cannons' second shot.
    pub again: bool,
}

/// A legal attack: what the declaration menu lists.
#[derive(Clone, Debug, PartialEq)]
pub struct AttackOption {
    pub weapon: WeaponRef,
    pub defender: ShipId,
    pub section: Option<Section>,
    pub range: u8,
    pub line: Segment,
}

impl Battle {
    /// Effects that happen as a ship's combat turn starts.
    pub(crate) fn start_of_engagement_effects(&mut self, ship: ShipId) {
        if self.edition() == Edition::Second {
            if self.ship(ship).has_faceup(DamageEffect::ConsoleFireSecond)
                && self.roll_die(ship) == AttackFace::Hit
            {
                self.suffer(ship, None, 1, 0, None);
            }
            if self
                .ship(ship)
                .has_faceup(DamageEffect::DisabledPowerRegulator)
            {
                self.gain_token(ship, TokenKind::Ion);
            }
        }
    }

    /// First edition "Console Fire": at the start of the Combat phase.
    pub(crate) fn start_of_combat_phase(&mut self) {
        if self.edition() != Edition::First {
            return;
        }
        for ship in self.ids_in_play() {
            for _ in 0..self.ship(ship).faceup_count(DamageEffect::ConsoleFire) {
                if self.roll_die(ship) == AttackFace::Hit {
                    self.suffer(ship, None, 1, 0, None);
                }
            }
        }
    }

    pub(crate) fn combat_ship(&mut self, ship: ShipId) {
        let options = self.attack_choices(ship);
        if options.len() <= 1 {
            return;
        }
        let owner = self.ship(ship).owner;
        self.ask(owner, Prompt::DeclareAttack { ship }, options);
    }

    /// The declaration menu: every legal attack, then `Pass`.
    pub fn attack_choices(&self, ship: ShipId) -> Vec<Choice> {
        let mut options: Vec<Choice> = self
            .attack_options(ship)
            .into_iter()
            .map(|o| Choice::Attack {
                weapon: o.weapon,
                target: o.defender,
                section: o.section,
            })
            .collect();
        options.push(Choice::Pass);
        options
    }

    /// Every legal attack of `ship` now.
    pub fn attack_options(&self, ship: ShipId) -> Vec<AttackOption> {
        let s = self.ship(ship);
        let edition = self.edition();
        if !s.in_play() || s.memory.on_asteroid || s.tokens.cloak || s.tokens.disarm > 0 {
            return Vec::new();
        }
        // Small and large ships attack once; huge ships fire each weapon once (seed 000
        // "Attaques par des vaisseaux immenses").
        if !s.is_huge() && !s.memory.weapons_fired.is_empty() {
            return Vec::new();
        }
        let mut out = Vec::new();
        for weapon in self.weapons(ship) {
            if s.memory.weapons_fired.contains(&weapon) {
                continue;
            }
            for defender in self.ships_in_play().filter(|o| o.owner != s.owner) {
                if edition == Edition::First
                    && (s.memory.touching.contains(&defender.id)
                        || defender.memory.touching.contains(&ship))
                {
                    continue;
                }
                let sections = self.target_sections(defender.id);
                for section in sections {
                    if let Some((range, line)) =
                        self.weapon_reach(ship, weapon, defender.id, section)
                    {
                        out.push(AttackOption {
                            weapon,
                            defender: defender.id,
                            section,
                            range,
                            line,
                        });
                    }
                }
            }
        }
        out
    }

    /// The weapons a ship has now: each primary arc of each (uncrippled-enough) card, and each
    /// secondary weapon upgrade that can pay its costs.
    pub fn weapons(&self, ship: ShipId) -> Vec<WeaponRef> {
        let s = self.ship(ship);
        let mut weapons = Vec::new();
        for (c, card) in s.cards.iter().enumerate() {
            for (i, primary) in card.primaries.iter().enumerate() {
                if primary.value > 0 {
                    weapons.push(WeaponRef::Primary {
                        card: c as u8,
                        arc: i as u8,
                    });
                }
            }
        }
        for (at, upgrade) in s.active_upgrades() {
            if upgrade.card.attack.is_none() {
                continue;
            }
            let affordable = match upgrade.rule {
                UpgradeRule::SingleTurbolasers | UpgradeRule::IonCannonBattery => {
                    upgrade.energy >= 2
                }
                UpgradeRule::QuadLaserCannons => upgrade.energy >= 1,
                UpgradeRule::AssaultMissiles | UpgradeRule::ProtonTorpedoes => {
                    self.lock_of(ship).is_some()
                }
                _ => false,
            };
            if affordable {
                weapons.push(WeaponRef::Secondary(at));
            }
        }
        weapons
    }

    /// The attack value of a weapon now.
    pub fn weapon_value(&self, ship: ShipId, weapon: WeaponRef) -> u8 {
        let s = self.ship(ship);
        match weapon {
            WeaponRef::Primary { card, arc } => {
                let value = s.cards[usize::from(card)].primaries[usize::from(arc)].value;
                let malfunction = u8::from(s.has_faceup(DamageEffect::WeaponMalfunction));
                value.saturating_sub(malfunction)
            }
            WeaponRef::Secondary(at) => s.upgrade(at).card.attack.unwrap_or(0),
        }
    }

    fn weapon_range(&self, ship: ShipId, weapon: WeaponRef) -> (u8, u8) {
        let s = self.ship(ship);
        match weapon {
            WeaponRef::Primary { card, .. } => s.cards[usize::from(card)].primary_range,
            WeaponRef::Secondary(at) => s.upgrade(at).card.range.unwrap_or((1, 3)),
        }
    }

    /// The section a weapon fires from (huge ships), and the arcs it may fire through.
    fn weapon_arcs(&self, ship: ShipId, weapon: WeaponRef) -> (Option<Section>, Vec<geo::ArcKind>) {
        let s = self.ship(ship);
        let (card, printed) = match weapon {
            WeaponRef::Primary { card, arc } => (
                usize::from(card),
                s.cards[usize::from(card)].primaries[usize::from(arc)].arc,
            ),
            WeaponRef::Secondary(at) => (usize::from(at.card), DataArc::Front),
        };
        let huge = self.edition() == Edition::First && s.is_huge();
        if huge {
            // A huge section's weapons fire through that section's two arcs (seed 000 "Arcs
            // de tir additionnels"); a single-card huge ship's through all four.
            let sections: Vec<Section> = match s.cards[card].section {
                Some(section) => vec![section],
                None => Section::BOTH.to_vec(),
            };
            let from = s.cards[card].section;
            if printed == DataArc::Turret {
                return (from, vec![geo::ArcKind::Turret]);
            }
            let arcs = sections
                .into_iter()
                .flat_map(|sec| {
                    [geo::Side::Left, geo::Side::Right]
                        .into_iter()
                        .map(move |side| geo::ArcKind::Huge(geo_section(sec), side))
                })
                .collect();
            return (from, arcs);
        }
        let arcs = match printed {
            DataArc::Front => vec![geo::ArcKind::Front],
            DataArc::Rear => vec![geo::ArcKind::Rear],
            DataArc::Auxiliary180 => vec![geo::ArcKind::FullFront],
            DataArc::Left => vec![geo::ArcKind::Left],
            DataArc::Right => vec![geo::ArcKind::Right],
            DataArc::FullFront => vec![geo::ArcKind::FullFront],
            DataArc::Bullseye => vec![geo::ArcKind::Bullseye],
            DataArc::Turret | DataArc::SingleTurret | DataArc::DoubleTurret => {
                vec![geo::ArcKind::Turret]
            }
        };
        (None, arcs)
    }

    /// Whether a weapon reaches a defender (section): in arc, in range, and for huge
    /// defenders the section may be declared (seed 000 "Cibler un vaisseau immense"). Returns
    /// the range band and the range line.
    pub fn weapon_reach(
        &self,
        ship: ShipId,
        weapon: WeaponRef,
        defender: ShipId,
        section: Option<Section>,
    ) -> Option<(u8, Segment)> {
        let edition = self.edition();
        let (min, max) = self.weapon_range(ship, weapon);
        let long = max > 3;
        let (from, arcs) = self.weapon_arcs(ship, weapon);
        let attacker_body = self.body(ship);
        if let (Some(section), true) = (section, edition == Edition::First) {
            // From the exact centre of the attacker's base: a huge attacker's firing section's
            // base.
            let centre = from
                .and_then(|s| attacker_body.section_base_centre(geo_section(s)))
                .unwrap_or_else(|| attacker_body.base_centre());
            if !self.section_targetable(defender, section, centre) {
                return None;
            }
        }
        // A huge ship's turret firing outside its arcs: the line from the target's base centre
        // to the firing section's base centre must not cross the huge ship's centre line (seed
        // 000 "Tourelle").
        if arcs == [geo::ArcKind::Turret]
            && let Some(from) = from
        {
            let target_centre = self.body(defender).base_centre();
            if !self.section_targetable(ship, from, target_centre) {
                return None;
            }
        }
        let target = self.part(defender, section);
        let mut best: Option<(f64, Segment)> = None;
        for arc in arcs {
            let Ok(Some((d, line))) = geo::distance_in_arc(
                &self.geometry,
                attacker_body,
                arc,
                from.map(geo_section),
                &target,
            ) else {
                continue;
            };
            if best.as_ref().is_none_or(|(b, _)| d < *b) {
                best = Some((d, line));
            }
        }
        let (d, line) = best?;
        let band = self.band(d, long)?;
        if edition == Edition::Second && band == 0 {
            return None;
        }
        (band >= min && band <= max).then_some((band, line))
    }

    pub(crate) fn resolve_declare(&mut self, ship: ShipId, choice: &Choice) {
        let Choice::Attack {
            weapon,
            target,
            section,
        } = *choice
        else {
            return;
        };
        let Some((range, line)) = self.weapon_reach(ship, weapon, target, section) else {
            return;
        };
        let obstruction = self.obstruction_dice(&line, ship, target);
        self.ship_mut(ship).memory.weapons_fired.push(weapon);
        if self.ship(ship).is_huge() {
            // Huge ships may fire their other weapons afterwards.
            self.stack.push(Task::CombatShip(ship));
        }
        self.pay_weapon_costs(ship, weapon);
        let weapon_name = self.weapon_name(ship, weapon);
        self.emit(Event::AttackDeclared {
            attacker: ship,
            defender: target,
            section,
            weapon: weapon_name,
            range,
        });
        self.stack.push(Task::Attack(Box::new(AttackTask {
            attacker: ship,
            weapon,
            defender: target,
            section,
            range,
            obstruction,
            step: AttackStep::ExtraDie,
            attack: Vec::new(),
            rerolled: Vec::new(),
            picked: Vec::new(),
            defense: Vec::new(),
            used: Vec::new(),
            extra_dice: 0,
            hit: false,
            again: false,
        })));
    }

    fn weapon_name(&self, ship: ShipId, weapon: WeaponRef) -> String {
        match weapon {
            WeaponRef::Primary { .. } => "primary".into(),
            WeaponRef::Secondary(at) => self.ship(ship).upgrade(at).card.name.clone(),
        }
    }

    fn pay_weapon_costs(&mut self, ship: ShipId, weapon: WeaponRef) {
        let WeaponRef::Secondary(at) = weapon else {
            return;
        };
        let rule = self.ship(ship).upgrade(at).rule;
        match rule {
            UpgradeRule::SingleTurbolasers | UpgradeRule::IonCannonBattery => {
                self.ship_mut(ship).upgrade_mut(at).energy -= 2;
            }
            UpgradeRule::QuadLaserCannons => self.ship_mut(ship).upgrade_mut(at).energy -= 1,
            UpgradeRule::AssaultMissiles | UpgradeRule::ProtonTorpedoes => {
                // "Attack (target lock)": spend the lock and discard the card.
                self.locks.retain(|lock| lock.holder != ship);
                self.emit(Event::LockSpent { holder: ship });
                self.discard_upgrade(ship, at);
            }
            _ => {}
        }
    }

    fn top_attack(&mut self) -> Option<&mut AttackTask> {
        self.stack.iter_mut().rev().find_map(|task| match task {
            Task::Attack(attack) => Some(attack.as_mut()),
            _ => None,
        })
    }

    pub(crate) fn attack_step(&mut self, mut a: AttackTask) {
        if !self.ship(a.attacker).in_play() || !self.ship(a.defender).in_play() {
            return;
        }
        match a.step {
            AttackStep::ExtraDie => {
                a.step = AttackStep::RollAttack;
                let offer = matches!(a.weapon, WeaponRef::Primary { .. })
                    && self.ship(a.attacker).pilot_rule == PilotRule::Cr90Fore
                    && self.ship(a.attacker).ship_energy() >= 1;
                let (attacker, owner) = (a.attacker, self.ship(a.attacker).owner);
                self.stack.push(Task::Attack(Box::new(a)));
                if offer {
                    self.ask(
                        owner,
                        Prompt::ExtraDie { ship: attacker },
                        vec![Choice::Yes, Choice::Pass],
                    );
                }
            }
            AttackStep::RollAttack => {
                let count = self.attack_dice_count(&a);
                let blinded = self.edition() == Edition::First
                    && self.ship(a.attacker).has_faceup(DamageEffect::BlindedPilot);
                if blinded {
                    // "Blinded Pilot": no attack dice this attack, then the card flips down.
                    a.attack.clear();
                    self.repair_first(a.attacker, DamageEffect::BlindedPilot);
                } else {
                    a.attack = (0..count).map(|_| roll_attack(&mut self.rng)).collect();
                }
                a.rerolled = vec![false; a.attack.len()];
                self.emit(Event::AttackDice {
                    ship: a.attacker,
                    dice: a.attack.clone(),
                });
                a.step = AttackStep::ModifyAttack;
                self.stack.push(Task::Attack(Box::new(a)));
            }
            AttackStep::ModifyAttack => {
                // Asked again after each modification, until the attacker passes.
                let options = self.attack_mods(&a);
                let owner = self.ship(a.attacker).owner;
                let prompt = Prompt::ModifyAttack {
                    attacker: a.attacker,
                    defender: a.defender,
                    dice: a.attack.clone(),
                };
                let ask = options.len() > 1;
                if !ask {
                    a.step = AttackStep::RollDefense;
                }
                self.stack.push(Task::Attack(Box::new(a)));
                if ask {
                    self.ask(owner, prompt, options);
                }
            }
            AttackStep::RollDefense => {
                let count = self.defense_dice_count(&a);
                a.defense = (0..count).map(|_| roll_defense(&mut self.rng)).collect();
                self.emit(Event::DefenseDice {
                    ship: a.defender,
                    dice: a.defense.clone(),
                });
                // First-edition reinforce on the targeted section adds an evade result (seed
                // 000 "Renforcer").
                if self.edition() == Edition::First
                    && a.section.is_some()
                    && self.ship(a.defender).tokens.reinforce == a.section
                {
                    a.defense.push(DefenseFace::Evade);
                }
                // A strained defender rolled one fewer die; having applied it, it removes one
                // strain token (2e, RR "Strain").
                if self.edition() == Edition::Second {
                    self.lose_strain(a.defender);
                }
                a.step = AttackStep::ModifyDefense;
                self.stack.push(Task::Attack(Box::new(a)));
            }
            AttackStep::ModifyDefense => {
                let options = self.defense_mods(&a);
                let owner = self.ship(a.defender).owner;
                let prompt = Prompt::ModifyDefense {
                    attacker: a.attacker,
                    defender: a.defender,
                    dice: a.defense.clone(),
                };
                let ask = options.len() > 1;
                a.step = if ask {
                    AttackStep::ModifyDefense
                } else {
                    AttackStep::Compare
                };
                self.stack.push(Task::Attack(Box::new(a)));
                if ask {
                    self.ask(owner, prompt, options);
                }
            }
            AttackStep::Compare => {
                a.step = AttackStep::After;
                let evades = a
                    .defense
                    .iter()
                    .filter(|f| **f == DefenseFace::Evade)
                    .count() as u8;
                let hits = a.attack.iter().filter(|f| **f == AttackFace::Hit).count() as u8;
                let crits = a.attack.iter().filter(|f| **f == AttackFace::Crit).count() as u8;
                let cancelled_hits = evades.min(hits);
                let cancelled_crits = (evades - cancelled_hits).min(crits);
                let (hits, crits) = (hits - cancelled_hits, crits - cancelled_crits);
                a.hit = hits + crits > 0;
                let (attacker, defender, section) = (a.attacker, a.defender, a.section);
                let ion_battery = matches!(a.weapon, WeaponRef::Secondary(at)
                    if self.ship(attacker).upgrade(at).rule == UpgradeRule::IonCannonBattery);
                self.stack.push(Task::Attack(Box::new(a)));
                if hits + crits == 0 {
                    self.emit(Event::AttackMissed { attacker, defender });
                    return;
                }
                self.emit(Event::AttackHit {
                    attacker,
                    defender,
                    hits,
                    crits,
                });
                if ion_battery {
                    // Ion Cannon Battery: 1 critical damage and 1 ion token, then all dice
                    // results are cancelled.
                    self.suffer(defender, section, 0, 1, Some(attacker));
                    self.gain_token(defender, TokenKind::Ion);
                } else {
                    self.suffer(defender, section, hits, crits, Some(attacker));
                }
            }
            AttackStep::After => self.after_attack(a),
        }
    }

    fn attack_dice_count(&self, a: &AttackTask) -> u8 {
        let edition = self.edition();
        let primary = matches!(a.weapon, WeaponRef::Primary { .. });
        let mut count = self.weapon_value(a.attacker, a.weapon) + a.extra_dice;
        // Range 1 bonus: first-edition primary weapons; second edition, non-ordnance.
        if a.range == 1 && (primary || edition == Edition::Second) {
            count += 1;
        }
        if edition == Edition::Second
            && self
                .ship(a.attacker)
                .has_faceup(DamageEffect::WeaponsFailure)
        {
            count = count.saturating_sub(1);
        }
        count
    }

    fn defense_dice_count(&self, a: &AttackTask) -> u8 {
        let edition = self.edition();
        let defender = self.ship(a.defender);
        let primary = matches!(a.weapon, WeaponRef::Primary { .. });
        let card = &defender.cards[defender.card_of(a.section)];
        let mut agility = card.agility;
        if edition == Edition::First && defender.has_faceup(DamageEffect::StructuralDamage) {
            agility = agility.saturating_sub(1);
        }
        if let WeaponRef::Secondary(at) = a.weapon
            && self.ship(a.attacker).upgrade(at).rule == UpgradeRule::SingleTurbolasers
        {
            // "The defender doubles his agility value against this attack."
            agility *= 2;
        }
        let mut count = agility + a.obstruction;
        if edition == Edition::Second && defender.tokens.cloak {
            count += 2;
        }
        // Range bonus: 1e primary attacks at range 3 or beyond (seed 000 "Gabarit de portée
        // longue"); 2e non-ordnance attacks at range 3.
        if a.range >= 3 && (primary || edition == Edition::Second) {
            count += 1;
        }
        if edition == Edition::Second {
            if defender.has_faceup(DamageEffect::StructuralDamageSecond) {
                count = count.saturating_sub(1);
            }
            if defender.tokens.strain > 0 {
                count = count.saturating_sub(1);
            }
        }
        count
    }

    /// The attacker's modifications available now, then `Pass`.
    fn attack_mods(&self, a: &AttackTask) -> Vec<Choice> {
        let mut options = Vec::new();
        let s = self.ship(a.attacker);
        let edition = self.edition();
        if edition == Edition::Second && s.has_faceup(DamageEffect::BlindedPilotSecond) {
            return vec![Choice::Pass];
        }
        let has = |face: AttackFace| a.attack.contains(&face);
        let unused = |m: Modification| !a.used.contains(&m);
        if s.tokens.focus > 0 && has(AttackFace::Focus) && unused(Modification::SpendFocus) {
            options.push(Choice::Modify(Modification::SpendFocus));
        }
        if edition == Edition::Second && s.tokens.calculate > 0 && has(AttackFace::Focus) {
            options.push(Choice::Modify(Modification::SpendCalculate));
        }
        if let Some(lock) = self.lock_of(a.attacker)
            && lock.target == a.defender
            && (lock.section.is_none() || lock.section == a.section)
            && unused(Modification::SpendLock)
            && a.rerolled.iter().any(|r| !r)
        {
            options.push(Choice::Modify(Modification::SpendLock));
        }
        let secondary = matches!(a.weapon, WeaponRef::Secondary(_));
        for (at, upgrade) in s.upgrades() {
            let m = Modification::Card(at);
            if !unused(m) {
                continue;
            }
            let usable = match upgrade.rule {
                // The weapon firing: its text serves this attack even though firing it
                // discarded the card (Proton Torpedoes).
                UpgradeRule::SingleTurbolasers | UpgradeRule::ProtonTorpedoes => {
                    a.weapon == WeaponRef::Secondary(at) && has(AttackFace::Focus)
                }
                UpgradeRule::GunneryTeam => {
                    upgrade.active()
                        && secondary
                        && !upgrade.used_this_round
                        && s.ship_energy() >= 1
                        && has(AttackFace::Blank)
                }
                _ => false,
            };
            if usable {
                options.push(Choice::Modify(m));
            }
        }
        options.push(Choice::Pass);
        options
    }

    /// The defender's modifications available now, then `Pass`.
    fn defense_mods(&self, a: &AttackTask) -> Vec<Choice> {
        let mut options = Vec::new();
        let s = self.ship(a.defender);
        let edition = self.edition();
        let has = |face: DefenseFace| a.defense.contains(&face);
        if s.tokens.focus > 0
            && has(DefenseFace::Focus)
            && !a.used.contains(&Modification::SpendFocus)
        {
            options.push(Choice::Modify(Modification::SpendFocus));
        }
        let evade_ok = match edition {
            Edition::First => !a.used.contains(&Modification::SpendEvade),
            Edition::Second => has(DefenseFace::Blank) || has(DefenseFace::Focus),
        };
        if s.tokens.evade > 0 && evade_ok {
            options.push(Choice::Modify(Modification::SpendEvade));
        }
        if edition == Edition::Second && s.tokens.calculate > 0 && has(DefenseFace::Focus) {
            options.push(Choice::Modify(Modification::SpendCalculate));
        }
        options.push(Choice::Pass);
        options
    }

    pub(crate) fn resolve_attack_choice(&mut self, prompt: &Prompt, choice: &Choice) {
        let edition = self.edition();
        match (prompt, choice) {
            (Prompt::ExtraDie { ship }, Choice::Yes) => {
                self.spend_ship_energy(*ship, 1);
                if let Some(a) = self.top_attack() {
                    a.extra_dice += 1;
                }
            }
            (Prompt::ModifyAttack { .. }, Choice::Pass) => {
                if let Some(a) = self.top_attack() {
                    a.step = AttackStep::RollDefense;
                }
            }
            (Prompt::ModifyAttack { attacker, .. }, Choice::Modify(m)) => {
                let attacker = *attacker;
                self.modify_attack(attacker, *m);
            }
            (Prompt::RerollAttack { attacker, .. }, Choice::RerollAttack(face)) => {
                let attacker = *attacker;
                if let Some(a) = self.top_attack() {
                    a.picked.push(*face);
                }
                self.ask_reroll(attacker);
            }
            (Prompt::RerollAttack { attacker, .. }, Choice::Roll) => {
                let attacker = *attacker;
                self.reroll_picked(attacker);
            }
            (Prompt::ModifyDefense { defender, .. }, Choice::Modify(m)) => {
                let defender = *defender;
                let m = *m;
                let Some(a) = self.top_attack() else { return };
                a.used.push(m);
                let mut spent = None;
                match m {
                    Modification::SpendFocus => {
                        for face in &mut a.defense {
                            if *face == DefenseFace::Focus {
                                *face = DefenseFace::Evade;
                            }
                        }
                        spent = Some(TokenKind::Focus);
                    }
                    Modification::SpendEvade => {
                        match edition {
                            Edition::First => a.defense.push(DefenseFace::Evade),
                            Edition::Second => {
                                let at = a
                                    .defense
                                    .iter()
                                    .position(|f| *f == DefenseFace::Blank)
                                    .or_else(|| {
                                        a.defense.iter().position(|f| *f == DefenseFace::Focus)
                                    });
                                if let Some(at) = at {
                                    a.defense[at] = DefenseFace::Evade;
                                }
                            }
                        }
                        spent = Some(TokenKind::Evade);
                    }
                    Modification::SpendCalculate => {
                        if let Some(at) = a.defense.iter().position(|f| *f == DefenseFace::Focus) {
                            a.defense[at] = DefenseFace::Evade;
                        }
                        spent = Some(TokenKind::Calculate);
                    }
                    _ => {}
                }
                let tokens = &mut self.ship_mut(defender).tokens;
                match spent {
                    Some(TokenKind::Focus) => tokens.focus = tokens.focus.saturating_sub(1),
                    Some(TokenKind::Evade) => tokens.evade = tokens.evade.saturating_sub(1),
                    Some(TokenKind::Calculate) => {
                        tokens.calculate = tokens.calculate.saturating_sub(1)
                    }
                    _ => {}
                }
            }
            (Prompt::ModifyDefense { .. }, Choice::Pass) => {
                if let Some(a) = self.top_attack() {
                    a.step = AttackStep::Compare;
                }
            }
            (Prompt::AttackAgain { ship }, Choice::Yes) => {
                let ship = *ship;
                let Some(Task::Attack(mut a)) = self.stack.pop() else {
                    return;
                };
                if let WeaponRef::Secondary(at) = a.weapon {
                    let upgrade = self.ship_mut(ship).upgrade_mut(at);
                    upgrade.energy = upgrade.energy.saturating_sub(1);
                }
                a.step = AttackStep::ExtraDie;
                a.attack.clear();
                a.defense.clear();
                a.used.clear();
                a.rerolled.clear();
                a.hit = false;
                self.stack.push(Task::Attack(a));
            }
            _ => {}
        }
    }

    fn modify_attack(&mut self, attacker: ShipId, m: Modification) {
        let Some(a) = self.top_attack() else { return };
        a.used.push(m);
        match m {
            Modification::SpendFocus => {
                for face in &mut a.attack {
                    if *face == AttackFace::Focus {
                        *face = AttackFace::Hit;
                    }
                }
                let tokens = &mut self.ship_mut(attacker).tokens;
                tokens.focus = tokens.focus.saturating_sub(1);
            }
            Modification::SpendCalculate => {
                if let Some(at) = a.attack.iter().position(|f| *f == AttackFace::Focus) {
                    a.attack[at] = AttackFace::Hit;
                }
                let tokens = &mut self.ship_mut(attacker).tokens;
                tokens.calculate = tokens.calculate.saturating_sub(1);
            }
            Modification::SpendLock => {
                a.picked.clear();
                self.locks.retain(|lock| lock.holder != attacker);
                self.emit(Event::LockSpent { holder: attacker });
                self.ask_reroll(attacker);
            }
            Modification::Card(at) => {
                let rule = self.ship(attacker).upgrade(at).rule;
                let Some(a) = self.top_attack() else { return };
                match rule {
                    UpgradeRule::SingleTurbolasers => {
                        change_one(&mut a.attack, AttackFace::Focus, AttackFace::Hit)
                    }
                    UpgradeRule::ProtonTorpedoes => {
                        change_one(&mut a.attack, AttackFace::Focus, AttackFace::Crit)
                    }
                    UpgradeRule::GunneryTeam => {
                        change_one(&mut a.attack, AttackFace::Blank, AttackFace::Hit);
                        self.ship_mut(attacker).upgrade_mut(at).used_this_round = true;
                        self.spend_ship_energy(attacker, 1);
                    }
                    _ => {}
                }
            }
            Modification::SpendEvade => {}
        }
    }

    /// Asks which die to reroll next with a spent lock, one face at a time.
    fn ask_reroll(&mut self, attacker: ShipId) {
        let Some(a) = self.top_attack() else { return };
        let mut left: Vec<AttackFace> = a
            .attack
            .iter()
            .zip(&a.rerolled)
            .filter(|(_, rerolled)| !**rerolled)
            .map(|(face, _)| *face)
            .collect();
        for picked in &a.picked {
            if let Some(i) = left.iter().position(|f| f == picked) {
                left.remove(i);
            }
        }
        let mut faces: Vec<AttackFace> = left.clone();
        faces.sort();
        faces.dedup();
        let mut options: Vec<Choice> = faces.into_iter().map(Choice::RerollAttack).collect();
        options.push(Choice::Roll);
        let prompt = Prompt::RerollAttack {
            attacker,
            dice: a.attack.clone(),
            chosen: a.picked.clone(),
        };
        let owner = self.ship(attacker).owner;
        self.ask(owner, prompt, options);
    }

    fn reroll_picked(&mut self, attacker: ShipId) {
        let Some(a) = self.top_attack() else { return };
        let picked = std::mem::take(&mut a.picked);
        let mut positions: Vec<usize> = Vec::new();
        for face in picked {
            let found = (0..a.attack.len())
                .find(|&i| a.attack[i] == face && !a.rerolled[i] && !positions.contains(&i));
            if let Some(i) = found {
                positions.push(i);
            }
        }
        let faces: Vec<AttackFace> = positions
            .iter()
            .map(|_| roll_attack(&mut self.rng))
            .collect();
        let Some(a) = self.top_attack() else { return };
        for (i, face) in positions.into_iter().zip(faces) {
            a.attack[i] = face;
            a.rerolled[i] = true;
        }
        let dice = a.attack.clone();
        self.emit(Event::AttackDice {
            ship: attacker,
            dice,
        });
    }

    fn after_attack(&mut self, a: AttackTask) {
        let attacker = a.attacker;
        // Assault Missiles: each other ship at range 1 of the defender suffers 1 damage; a
        // huge defender measures from the targeted section and its other section suffers
        // nothing (seed 000 "Missiles d'assaut").
        if a.hit
            && let WeaponRef::Secondary(at) = a.weapon
            && self.ship(attacker).upgrade(at).rule == UpgradeRule::AssaultMissiles
        {
            let victims: Vec<ShipId> = self
                .ids_in_play()
                .into_iter()
                .filter(|&o| o != a.defender)
                .filter(|&o| {
                    let d = self.distance(a.defender, a.section, o, None);
                    self.band(d, false) == Some(1)
                })
                .collect();
            for victim in victims {
                self.suffer(victim, None, 1, 0, Some(attacker));
            }
        }
        // Quad Laser Cannons: a miss may be fired again for 1 more energy from the card.
        if !a.hit
            && !a.again
            && let WeaponRef::Secondary(at) = a.weapon
            && self.ship(attacker).upgrade(at).rule == UpgradeRule::QuadLaserCannons
            && self.ship(attacker).upgrade(at).energy >= 1
            && self.ship(a.defender).in_play()
        {
            let owner = self.ship(attacker).owner;
            // Declined, the After step runs once more and stops, since `again` is set.
            let mut again = a.clone();
            again.step = AttackStep::After;
            again.again = true;
            self.stack.push(Task::Attack(Box::new(again)));
            self.stack.push(Task::Ask {
                seat: owner,
                prompt: Prompt::AttackAgain { ship: attacker },
                options: vec![Choice::Yes, Choice::Pass],
            });
        }
    }
}

fn change_one(dice: &mut [AttackFace], from: AttackFace, to: AttackFace) {
    if let Some(face) = dice.iter_mut().find(|f| **f == from) {
        *face = to;
    }
}
