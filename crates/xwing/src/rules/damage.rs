//! Damage, damage cards, crippled sections and destruction (XR 7; seed 000 "Dégâts",
//! "Sections abîmées", "Règle d'attaque simultanée"), and the tokens huge ships refuse.

use super::cards::{DamageEffect, crippled_side};
use super::decide::{Choice, DiscardReason, Prompt, SectionReason, ShipReason};
use super::events::{Event, Removal, TokenKind};
use super::flow::Task;
use super::state::{Battle, DamageCard, DeckId, DeckKind, Phase, ShipId, UpgradeRef};
use crate::data::{Edition, Section, Slot};
use crate::dice::AttackFace;
use serde::{Deserialize, Serialize};

/// Damage still to apply to one ship, one point at a time.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DamageJob {
    pub ship: ShipId,
    /// The section hit, for huge ships; `None` lets the opponent choose (seed 000 "Dégâts").
    pub section: Option<Section>,
    pub hits: u8,
    pub crits: u8,
    /// Damage cards dealt directly (bypassing shields), faceup when `true` (XR 7.2).
    pub cards: Vec<bool>,
    /// The attacking ship, for the simultaneous attack rule.
    pub attacker: Option<ShipId>,
}

impl Battle {
    /// The ship suffers damage: hits, then crits, shields first (XR 7.1).
    pub(crate) fn suffer(
        &mut self,
        ship: ShipId,
        section: Option<Section>,
        hits: u8,
        crits: u8,
        attacker: Option<ShipId>,
    ) {
        if hits + crits == 0 {
            return;
        }
        self.queue_damage(DamageJob {
            ship,
            section,
            hits,
            crits,
            cards: Vec::new(),
            attacker,
        });
    }

    /// Puts damage on the stack, with the hull check that follows it.
    fn queue_damage(&mut self, job: DamageJob) {
        self.stack.push(Task::CheckHull {
            ship: job.ship,
            attacker: job.attacker,
        });
        self.stack.push(Task::Damage(job));
    }

    /// Deals a damage card directly, bypassing shields (XR 7.2).
    pub(crate) fn deal_card(
        &mut self,
        ship: ShipId,
        section: Option<Section>,
        face_up: bool,
        attacker: Option<ShipId>,
    ) {
        self.queue_damage(DamageJob {
            ship,
            section,
            hits: 0,
            crits: 0,
            cards: vec![face_up],
            attacker,
        });
    }

    /// Scenario tests and tools: the ship suffers damage now, as if `attacker` had dealt it
    /// (`None` for other sources). `cards` deals that many faceup damage cards directly. Any
    /// decision the damage raises becomes pending; a decision that was pending is asked again
    /// afterwards.
    pub fn inflict(
        &mut self,
        ship: ShipId,
        section: Option<Section>,
        hits: u8,
        crits: u8,
        cards: u8,
        attacker: Option<ShipId>,
    ) {
        if let Some(pending) = self.pending.take() {
            self.stack.push(Task::Ask {
                seat: pending.seat,
                prompt: pending.prompt,
                options: pending.options,
            });
        }
        let cards = vec![true; usize::from(cards)];
        self.queue_damage(DamageJob {
            ship,
            section,
            hits,
            crits,
            cards,
            attacker,
        });
        self.run();
    }

    /// Sections of a huge ship that may still take damage (crippled ones may not).
    pub fn damageable_sections(&self, ship: ShipId) -> Vec<Section> {
        let s = self.ship(ship);
        Section::BOTH
            .into_iter()
            .filter(|&section| !s.two_cards() || !s.cards[s.card_of(Some(section))].crippled)
            .collect()
    }

    /// What an attack or a lock may aim at on a ship: each uncrippled section of a
    /// first-edition huge ship, or the ship itself (`None`).
    pub fn target_sections(&self, ship: ShipId) -> Vec<Option<Section>> {
        if self.edition() == Edition::First && self.is_huge(ship) {
            self.damageable_sections(ship)
                .into_iter()
                .map(Some)
                .collect()
        } else {
            vec![None]
        }
    }

    pub(crate) fn damage_step(&mut self, mut job: DamageJob) {
        let ship = job.ship;
        if !self.ship(ship).in_play() {
            return;
        }
        let huge = self.edition() == Edition::First && self.is_huge(ship);
        if huge {
            let sections = self.damageable_sections(ship);
            match job.section {
                Some(section) if !sections.contains(&section) => return,
                Some(_) => {}
                None => match sections.as_slice() {
                    [] => return,
                    [only] => job.section = Some(*only),
                    _ => {
                        // The opponent chooses which section suffers it.
                        let chooser = self.ship(ship).owner.other();
                        self.stack.push(Task::Damage(job));
                        let options = sections.into_iter().map(Choice::Section).collect();
                        self.ask(
                            chooser,
                            Prompt::Section {
                                ship,
                                reason: SectionReason::Damage,
                                chooser_for: ship,
                            },
                            options,
                        );
                        return;
                    }
                },
            }
        } else {
            job.section = None;
        }
        // One point now; the rest waits on the stack and runs after this point's effects.
        let card_index = self.ship(ship).card_of(job.section);
        if let Some(face_up) = job.cards.pop() {
            self.push_rest(job.clone());
            self.draw_damage(ship, job.section, face_up, job.attacker);
            return;
        }
        if self.edition() == Edition::Second
            && job.hits > 0
            && self.ship(ship).has_faceup(DamageEffect::HullBreachSecond)
        {
            // "Hull Breach": hits are suffered as crits.
            job.crits += job.hits;
            job.hits = 0;
        }
        let crit = if job.hits > 0 {
            job.hits -= 1;
            false
        } else if job.crits > 0 {
            job.crits -= 1;
            true
        } else {
            return;
        };
        self.push_rest(job.clone());
        let card = &mut self.ship_mut(ship).cards[card_index];
        if card.shields > 0 {
            card.shields -= 1;
            self.emit(Event::ShieldLost {
                ship,
                section: job.section,
            });
            return;
        }
        self.draw_damage(ship, job.section, crit, job.attacker);
        if crit && self.ship(ship).has_faceup(DamageEffect::FuelLeak) {
            self.suffer(ship, job.section, 1, 0, job.attacker);
            self.repair_first(ship, DamageEffect::FuelLeak);
        }
    }

    fn push_rest(&mut self, job: DamageJob) {
        if job.hits + job.crits > 0 || !job.cards.is_empty() {
            self.stack.push(Task::Damage(job));
        }
    }

    /// The deck a ship draws from: its owner's core deck, or the huge ship's deck of the
    /// section hit.
    fn deck_for(&self, ship: ShipId, section: Option<Section>) -> Option<DeckId> {
        let owner = self.ship(ship).owner;
        let huge = self.edition() == Edition::First && self.is_huge(ship);
        self.decks
            .iter()
            .position(|deck| {
                deck.owner == owner
                    && match (huge, deck.kind, section) {
                        (
                            true,
                            DeckKind::Huge {
                                ship: s,
                                section: d,
                            },
                            Some(section),
                        ) => s == ship && d == section,
                        (false, DeckKind::Core, _) => true,
                        _ => false,
                    }
            })
            .map(|index| DeckId(index as u16))
    }

    /// Draws the top card of the right deck and puts it by the ship card; a faceup card takes
    /// effect at once.
    fn draw_damage(
        &mut self,
        ship: ShipId,
        section: Option<Section>,
        face_up: bool,
        by: Option<ShipId>,
    ) {
        let Some(deck_id) = self.deck_for(ship, section) else {
            return;
        };
        let deck = &mut self.decks[deck_id.index()];
        if deck.cards.is_empty() {
            // An empty deck is reshuffled from its discard pile (XR 7.5).
            let mut cards = std::mem::take(&mut deck.discard);
            self.rng.shuffle(&mut cards);
            self.decks[deck_id.index()].cards = cards;
        }
        let Some(drawn) = self.decks[deck_id.index()].cards.pop() else {
            return;
        };
        let card_index = self.ship(ship).card_of(section);
        let round = self.round;
        self.ship_mut(ship).cards[card_index]
            .damage
            .push(DamageCard {
                name: drawn.name.clone(),
                effect: drawn.effect,
                face_up,
                deck: deck_id,
                round_dealt: round,
            });
        self.emit(Event::DamageDealt {
            ship,
            section,
            face_up,
            name: face_up.then(|| drawn.name.clone()),
        });
        if face_up {
            let index = self.ship(ship).cards[card_index].damage.len() - 1;
            self.faceup_effect(ship, card_index, index, by);
        }
    }

    /// What a faceup card does the moment it is dealt.
    pub(crate) fn faceup_effect(
        &mut self,
        ship: ShipId,
        card: usize,
        index: usize,
        by: Option<ShipId>,
    ) {
        let effect = self.ship(ship).cards[card].damage[index].effect;
        let flip = |battle: &mut Battle| battle.flip_down(ship, card, index);
        match effect {
            DamageEffect::MinorExplosion => {
                flip(self);
                if self.roll_die(ship) == AttackFace::Hit {
                    self.suffer(ship, None, 1, 0, by);
                }
            }
            DamageEffect::ThrustControlFire => {
                flip(self);
                self.gain_stress(ship, 1);
            }
            DamageEffect::MunitionsFailure => {
                flip(self);
                self.ask_discard(ship, DiscardReason::MunitionsFailure);
            }
            DamageEffect::PanickedPilot => {
                flip(self);
                self.gain_stress(ship, 2);
            }
            DamageEffect::DirectHit if self.edition() == Edition::Second => {
                flip(self);
                self.suffer(ship, None, 1, 0, by);
            }
            DamageEffect::CommandPodCasualties => {
                flip(self);
                self.command_pod_casualties(ship);
            }
            DamageEffect::HullBreach => self.ask_discard(ship, DiscardReason::HullBreach),
            _ => {}
        }
    }

    pub(crate) fn flip_down(&mut self, ship: ShipId, card: usize, index: usize) {
        let damage = &mut self.ship_mut(ship).cards[card].damage[index];
        if !damage.face_up {
            return;
        }
        damage.face_up = false;
        let name = damage.name.clone();
        let effect = damage.effect;
        if effect == DamageEffect::HullBreach {
            // The upgrade held under "Hull Breach" is usable again.
            let s = self.ship_mut(ship);
            for upgrade in &mut s.cards[card].upgrades {
                upgrade.disabled = false;
            }
        }
        self.emit(Event::DamageFlipped {
            ship,
            name,
            face_up: false,
        });
    }

    /// Repairs (flips facedown) the first faceup card with this effect.
    pub(crate) fn repair_first(&mut self, ship: ShipId, effect: DamageEffect) {
        let found = self
            .ship(ship)
            .faceup()
            .find(|(_, d)| d.effect == effect)
            .map(|(at, _)| at);
        if let Some(at) = found {
            self.flip_down(ship, usize::from(at.card), usize::from(at.index));
        }
    }

    /// "Command Pod Casualties": stress one of your small or large ships, then your opponent
    /// may stress one of them too.
    fn command_pod_casualties(&mut self, ship: ShipId) {
        let owner = self.ship(ship).owner;
        let friends: Vec<ShipId> = self
            .ships_in_play()
            .filter(|s| s.owner == owner && !s.is_huge())
            .map(|s| s.id)
            .collect();
        if friends.is_empty() {
            return;
        }
        let mut opponent_options: Vec<Choice> = friends.iter().copied().map(Choice::Ship).collect();
        opponent_options.push(Choice::Pass);
        let prompt = Prompt::ChooseShip {
            reason: ShipReason::CommandPodCasualties,
            by: Some(ship),
        };
        // The opponent's optional choice comes second, so it waits on the stack.
        self.stack.push(Task::Ask {
            seat: owner.other(),
            prompt: prompt.clone(),
            options: opponent_options,
        });
        let options = friends.into_iter().map(Choice::Ship).collect();
        self.ask(owner, prompt, options);
    }

    pub(crate) fn ask_discard(&mut self, ship: ShipId, why: DiscardReason) {
        let s = self.ship(ship);
        let options: Vec<Choice> = s
            .active_upgrades()
            .filter(|(_, u)| match why {
                DiscardReason::MunitionsFailure => u.card.attack.is_some(),
                DiscardReason::HullBreach => true,
                DiscardReason::Crippled => false,
            })
            .map(|(at, _)| Choice::Upgrade(at))
            .collect();
        if options.is_empty() {
            return;
        }
        let owner = s.owner;
        self.ask(owner, Prompt::DiscardUpgrade { ship, why }, options);
    }

    pub(crate) fn resolve_discard(&mut self, ship: ShipId, why: DiscardReason, choice: &Choice) {
        let Choice::Upgrade(at) = *choice else { return };
        match why {
            DiscardReason::HullBreach => {
                self.ship_mut(ship).upgrade_mut(at).disabled = true;
            }
            DiscardReason::MunitionsFailure | DiscardReason::Crippled => {
                self.discard_upgrade(ship, at)
            }
        }
    }

    pub(crate) fn discard_upgrade(&mut self, ship: ShipId, at: UpgradeRef) {
        let upgrade = self.ship_mut(ship).upgrade_mut(at);
        if upgrade.discarded {
            return;
        }
        upgrade.discarded = true;
        upgrade.energy = 0;
        let card = upgrade.card.name.clone();
        self.emit(Event::UpgradeDiscarded { ship, card });
    }

    /// Destroys or cripples a ship whose damage reached its hull (XR 7.3, seed 000).
    pub(crate) fn check_hull(&mut self, ship: ShipId, attacker: Option<ShipId>) {
        let edition = self.edition();
        let s = self.ship(ship);
        if !s.in_play() {
            return;
        }
        let delayed = self.simultaneous_delay(ship, attacker);
        if s.two_cards() {
            let due: Vec<usize> = s
                .cards
                .iter()
                .enumerate()
                .filter(|(_, c)| !c.crippled && c.hull_damage(edition) >= u32::from(c.hull))
                .map(|(i, _)| i)
                .collect();
            for card in due {
                if delayed {
                    self.ship_mut(ship).cards[card].cripple_due = true;
                } else {
                    self.cripple(ship, card);
                }
            }
        } else {
            let card = &s.cards[0];
            if card.hull_damage(edition) >= u32::from(card.hull) {
                if delayed {
                    self.ship_mut(ship).doomed = true;
                } else {
                    self.remove_ship(ship, Removal::Destroyed);
                }
            }
        }
    }

    /// The simultaneous attack rule: a ship (or section) that an attacker of the same pilot
    /// skill destroys (cripples) before it had its own chance to attack stays until it has
    /// had it (XR 2.6, seed 000 "Règle d'attaque simultanée").
    fn simultaneous_delay(&self, ship: ShipId, attacker: Option<ShipId>) -> bool {
        let Some(attacker) = attacker else {
            return false;
        };
        self.phase == Phase::Combat
            && attacker != ship
            && self.skill(attacker) == self.skill(ship)
            && !self.ship(ship).memory.engaged
    }

    pub(crate) fn after_combat_turn(&mut self, ship: ShipId) {
        self.apply_delayed_destruction(ship);
    }

    /// Applies what the simultaneous attack rule delayed.
    pub(crate) fn apply_delayed_destruction(&mut self, ship: ShipId) {
        if !self.ship(ship).in_play() {
            return;
        }
        let due: Vec<usize> = self
            .ship(ship)
            .cards
            .iter()
            .enumerate()
            .filter(|(_, c)| c.cripple_due && !c.crippled)
            .map(|(i, _)| i)
            .collect();
        for card in due {
            self.cripple(ship, card);
        }
        if self.ship(ship).doomed {
            self.remove_ship(ship, Removal::Destroyed);
        }
    }

    /// Flips a section's card to its crippled side: fewer upgrade icons (excess upgrades
    /// discarded, Titles and Modifications kept), a lower energy limit (excess energy
    /// returned); all sections crippled destroys the ship (seed 000 "Sections abîmées").
    pub(crate) fn cripple(&mut self, ship: ShipId, card: usize) {
        let xws = self.ship(ship).cards[card].ship_xws.clone();
        let side = crippled_side(&xws);
        {
            let c = &mut self.ship_mut(ship).cards[card];
            c.crippled = true;
            c.cripple_due = false;
            c.actions.clear();
            if let Some(side) = side {
                match side.attack {
                    Some(value) => c.primaries.iter_mut().for_each(|p| p.value = value),
                    None => c.primaries.clear(),
                }
                c.energy_limit = side.energy_limit;
                c.slots = side.slots.to_vec();
            }
            let limit = c.energy_limit.unwrap_or(0);
            c.energy = c.energy.min(limit);
        }
        if let Some(section) = self.ship(ship).cards[card].section {
            self.emit(Event::SectionCrippled { ship, section });
        }
        if self.ship(ship).cards.iter().all(|c| c.crippled) {
            self.remove_ship(ship, Removal::Destroyed);
            return;
        }
        self.stack.push(Task::CrippleDiscards {
            ship,
            card: card as u8,
        });
    }

    /// Discards, one at a time, upgrades the crippled side has no icon for.
    pub(crate) fn cripple_discards(&mut self, ship: ShipId, card: u8) {
        if !self.ship(ship).in_play() {
            return;
        }
        let c = &self.ship(ship).cards[usize::from(card)];
        let mut free = c.slots.clone();
        let mut kept_fits = true;
        let candidates: Vec<UpgradeRef> = c
            .upgrades
            .iter()
            .enumerate()
            .filter(|(_, u)| !u.discarded)
            .filter(|(_, u)| {
                !u.card
                    .slots
                    .iter()
                    .all(|s| matches!(s, Slot::Title | Slot::Modification))
            })
            .map(|(index, _)| UpgradeRef {
                card,
                index: index as u8,
            })
            .collect();
        for at in &candidates {
            let upgrade = self.ship(ship).upgrade(*at);
            for slot in &upgrade.card.slots {
                match free.iter().position(|s| s == slot) {
                    Some(i) => {
                        free.remove(i);
                    }
                    None => kept_fits = false,
                }
            }
        }
        if kept_fits {
            return;
        }
        self.stack.push(Task::CrippleDiscards { ship, card });
        let owner = self.ship(ship).owner;
        let options = candidates.into_iter().map(Choice::Upgrade).collect();
        self.ask(
            owner,
            Prompt::DiscardUpgrade {
                ship,
                why: DiscardReason::Crippled,
            },
            options,
        );
    }

    /// Tokens first-edition huge ships refuse: focus, evade and stress are returned at once
    /// (seed 000 "Marqueurs de concentration, d'évasion et de stress").
    fn refuses(&self, ship: ShipId) -> bool {
        self.edition() == Edition::First && self.is_huge(ship)
    }

    pub(crate) fn gain_token(&mut self, ship: ShipId, token: TokenKind) {
        if !self.ship(ship).in_play() {
            return;
        }
        self.emit(Event::TokenGained { ship, token });
        if self.refuses(ship)
            && matches!(
                token,
                TokenKind::Focus | TokenKind::Evade | TokenKind::Stress
            )
        {
            self.emit(Event::TokenReturned { ship, token });
            return;
        }
        let tokens = &mut self.ship_mut(ship).tokens;
        match token {
            TokenKind::Focus => tokens.focus += 1,
            TokenKind::Evade => tokens.evade += 1,
            TokenKind::Stress => tokens.stress += 1,
            TokenKind::Ion => tokens.ion += 1,
            TokenKind::Cloak => tokens.cloak = true,
            TokenKind::Calculate => tokens.calculate += 1,
            TokenKind::Strain => tokens.strain += 1,
            TokenKind::Disarm => tokens.disarm += 1,
            TokenKind::Reinforce => {}
        }
    }

    pub(crate) fn gain_stress(&mut self, ship: ShipId, count: u8) {
        for _ in 0..count {
            self.gain_token(ship, TokenKind::Stress);
        }
        let stress = self.ship(ship).tokens.stress;
        self.emit(Event::StressChanged { ship, stress });
    }

    /// Removes one strain token, if the ship has any: after the one-fewer defense die is
    /// applied, or after a blue maneuver (2e, RR "Strain").
    pub(crate) fn lose_strain(&mut self, ship: ShipId) {
        let tokens = &mut self.ship_mut(ship).tokens;
        if tokens.strain == 0 {
            return;
        }
        tokens.strain -= 1;
        self.emit(Event::TokenRemoved {
            ship,
            token: TokenKind::Strain,
        });
    }

    pub(crate) fn lose_stress(&mut self, ship: ShipId, count: u8) {
        let s = self.ship_mut(ship);
        s.tokens.stress = s.tokens.stress.saturating_sub(count);
        let stress = s.tokens.stress;
        self.emit(Event::StressChanged { ship, stress });
    }

    pub(crate) fn resolve_section(
        &mut self,
        ship: ShipId,
        reason: SectionReason,
        _chooser_for: ShipId,
        choice: &Choice,
    ) {
        let Choice::Section(section) = *choice else {
            return;
        };
        match reason {
            SectionReason::Damage | SectionReason::ObstacleOverlap => {
                if let Some(Task::Damage(job)) = self.stack.last_mut()
                    && job.ship == ship
                {
                    job.section = Some(section);
                }
            }
            SectionReason::Recover => self.recover_shield(ship, section),
            SectionReason::Reinforce => {
                self.ship_mut(ship).tokens.reinforce = Some(section);
                self.emit(Event::TokenGained {
                    ship,
                    token: TokenKind::Reinforce,
                });
            }
        }
    }
}
