//! Queries: values computed from the state by folding the texts on table. Queries never change
//! the state (mutations may call queries, never the reverse).

use crate::catalogue::{Blueprint, Catalogue, TextKind};
use crate::ids::{CardId, Phase, Place};
use crate::script::{Ability, Area, Cond, Effect, Region, Rel, Scope, Sel, Stat, Trait};
use crate::state::{Flags, State};
use swccg_cards::{CardType, Side};

/// Read-only access to a game: the catalogue and the state.
#[derive(Clone, Copy, Debug)]
pub struct Q<'a> {
    pub cat: &'a Catalogue,
    pub st: &'a State,
}

/// The point of view a selector or condition is read from: "you", the card carrying the text
/// ("this"), and the location "here" (the card's location, or the location of the event an
/// interrupt answers).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Anchor {
    pub you: Side,
    pub this: CardId,
    pub here: Option<CardId>,
}

/// A text being read: the card it is printed on and whose point of view it takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Text {
    pub card: CardId,
    pub you: Side,
    /// Index of the ability in its part of the script.
    pub index: usize,
    /// `Some(side)` for a location's `Dark:`/`Light:` part.
    pub part: Option<Side>,
    /// Index in `CardScript::abilities` order.
    pub flat: u8,
}

impl<'a> Q<'a> {
    pub fn new(cat: &'a Catalogue, st: &'a State) -> Q<'a> {
        Q { cat, st }
    }

    pub fn bp(&self, card: CardId) -> &'a Blueprint {
        self.cat.bp(card)
    }

    pub fn owner(&self, card: CardId) -> Side {
        self.cat.owner(card)
    }

    pub fn place(&self, card: CardId) -> Place {
        self.st.place(card)
    }

    /// Active texts of one kind, with the point of view they are read from.
    pub fn texts(&self, kind: TextKind) -> impl Iterator<Item = (Text, &'static Ability)> + '_ {
        self.cat
            .texts(kind)
            .iter()
            .filter(move |t| self.text_active(t.card))
            .map(move |t| {
                let you = t.part.unwrap_or_else(|| self.owner(t.card));
                (
                    Text {
                        card: t.card,
                        you,
                        index: t.index,
                        part: t.part,
                        flat: t.flat,
                    },
                    t.ability,
                )
            })
    }

    /// Whether a card's text applies now.
    pub fn text_active(&self, card: CardId) -> bool {
        match self.place(card) {
            Place::Location | Place::At { .. } | Place::On { .. } | Place::Table => true,
            Place::Covered { .. } | Place::Pile(_) => false,
        }
    }

    /// Cards on table at a location (not the location itself), attached cards included.
    pub fn at(&self, location: CardId) -> impl Iterator<Item = CardId> + '_ {
        self.st
            .table
            .iter()
            .copied()
            .filter(move |&c| self.st.location_of(c) == Some(location))
    }

    /// Characters of `side` at a location.
    pub fn characters_at(&self, side: Side, location: CardId) -> impl Iterator<Item = CardId> + '_ {
        self.st.table.iter().copied().filter(move |&c| {
            self.owner(c) == side
                && matches!(self.place(c), Place::At { location: l } if l == location)
                && self.bp(c).is_character()
        })
    }

    /// Cards deployed on a card.
    pub fn attached(&self, card: CardId) -> impl Iterator<Item = CardId> + '_ {
        self.st
            .table
            .iter()
            .copied()
            .filter(move |&c| self.place(c) == Place::On { card })
    }

    pub fn has_trait(&self, card: CardId, t: Trait) -> bool {
        if self.bp(card).is(t) {
            return true;
        }
        if !self.cat.grantable(t) {
            return false;
        }
        // Granted traits come from cards deployed on this one.
        self.attached(card).any(|on| {
            self.bp(on).script.is_some_and(|s| {
                s.text.iter().any(|a| match a {
                    Ability::ContinuousIfPlacedAs(mode, Effect::GrantBearer(g)) => {
                        *g == t && self.st.card(on).placed_as == *mode
                    }
                    Ability::Continuous(Effect::GrantBearer(g)) => *g == t,
                    _ => false,
                })
            })
        })
    }

    /// The anchor of a text of a card on table.
    pub fn anchor(&self, you: Side, this: CardId) -> Anchor {
        Anchor {
            you,
            this,
            here: self.st.location_of(this),
        }
    }

    /// Whether `card` matches a selector read from an anchor.
    pub fn matches(&self, sel: &Sel, card: CardId, at: &Anchor) -> bool {
        let (you, this) = (at.you, at.this);
        let owner = self.owner(card);
        let owner_ok = match sel.owner {
            Rel::You => owner == you,
            Rel::Opponent => owner != you,
            Rel::Anyone => true,
        };
        if !owner_ok || (sel.other && card == this) {
            return false;
        }
        if !sel.all.iter().all(|&t| self.has_trait(card, t)) {
            return false;
        }
        if !sel.any.is_empty() && !sel.any.iter().any(|&t| self.has_trait(card, t)) {
            return false;
        }
        if sel.none.iter().any(|&t| self.has_trait(card, t)) {
            return false;
        }
        if !sel.titles.is_empty() && !sel.titles.iter().any(|t| self.bp(card).titled(t)) {
            return false;
        }
        if sel.not_titled.iter().any(|t| self.bp(card).titled(t)) {
            return false;
        }
        if let Some(n) = sel.ability_over
            && self.ability(card) <= n
        {
            return false;
        }
        true
    }

    /// Cards on table matching a selector within an area around the anchor.
    pub fn count(&self, sel: &Sel, area: Area, at: &Anchor) -> usize {
        self.st
            .table
            .iter()
            .filter(|&&c| self.in_area(c, area, at.here) && self.matches(sel, c, at))
            .count()
    }

    /// Whether a card on table is within an area around `here`. "Here" counts cards present
    /// at the location, so a card deployed on a character there is there too.
    /// Cards of `side` on table, not locations.
    pub fn table_of(&self, side: Side) -> impl Iterator<Item = CardId> + '_ {
        self.st
            .table
            .iter()
            .copied()
            .filter(move |&c| self.owner(c) == side)
    }

    pub fn in_area(&self, card: CardId, area: Area, here: Option<CardId>) -> bool {
        match area {
            Area::OnTable => self.place(card).on_table(),
            Area::Here => here.is_some() && self.st.location_of(card) == here,
            Area::HereOrAdjacent => match (self.st.location_of(card), here) {
                (Some(l), Some(h)) => l == h || self.st.adjacent(l, h),
                _ => false,
            },
            Area::Adjacent => match (self.st.location_of(card), here) {
                (Some(l), Some(h)) => self.st.adjacent(l, h),
                _ => false,
            },
        }
    }

    /// Whether a location belongs to a region.
    pub fn in_region(&self, location: CardId, region: Region) -> bool {
        match region {
            Region::System(name) => self.bp(location).region.as_deref() == Some(name),
        }
    }

    pub fn eval(&self, cond: &Cond, at: &Anchor) -> bool {
        let you = at.you;
        match cond {
            Cond::Always => true,
            Cond::Not(c) => !self.eval(c, at),
            Cond::All(cs) => cs.iter().all(|c| self.eval(c, at)),
            Cond::OnRegion(region) => at.here.is_some_and(|l| self.in_region(l, *region)),
            Cond::Defending => {
                self.battle_defender() == Some(self.owner(at.this))
                    && self.st.flag(at.this, Flags::IN_BATTLE)
            }
            Cond::YouControlHere => at.here.is_some_and(|l| self.controls(you, l)),
            Cond::Count {
                sel,
                area,
                at_least,
            } => self.count(sel, *area, at) >= usize::from(*at_least),
            Cond::Nighttime => false,
            Cond::LifeForceBelow(n) => self.st.player(you).life_force() < usize::from(*n),
            Cond::OpponentOutnumbersYou => {
                self.characters_and_starships(you.opponent()) > self.characters_and_starships(you)
            }
            Cond::OnTable(sel) => self.count(sel, Area::OnTable, at) > 0,
            Cond::LessPowerHere => at
                .here
                .is_some_and(|l| self.battle_power(you, l) < self.battle_power(you.opponent(), l)),
        }
    }

    fn characters_and_starships(&self, side: Side) -> usize {
        self.table_of(side)
            .filter(|&c| {
                matches!(
                    self.bp(c).card_type,
                    CardType::Character | CardType::Starship
                )
            })
            .count()
    }

    /// The side defending the current battle, if a battle is under way.
    pub fn battle_defender(&self) -> Option<Side> {
        self.st.battle.as_ref().map(|b| b.initiator.opponent())
    }

    /// Whether a continuous effect of `text` reaches `target`.
    fn reaches(&self, scope: &Scope, text: Text, target: CardId) -> bool {
        match scope {
            Scope::This => text.card == target,
            Scope::Bearer => self.place(text.card) == Place::On { card: target },
            Scope::Each(sel, area) => {
                let at = self.anchor(text.you, text.card);
                self.place(target).on_table()
                    && self.in_area(target, *area, at.here)
                    && self.matches(sel, target, &at)
            }
            Scope::EachIn(sel, region) => {
                self.st
                    .location_of(target)
                    .is_some_and(|l| self.in_region(l, *region))
                    && self.matches(sel, target, &self.anchor(text.you, text.card))
            }
        }
    }

    /// Sum of the active modifiers of `stat` on `target`. Copies of one title do not stack
    /// (the cumulative rule): a modifier text counts once per title.
    fn modifiers(&self, target: CardId, stat: Stat) -> i32 {
        if !self.cat.modified(stat) {
            return 0;
        }
        let mut total = 0;
        let mut seen: Vec<(&str, Option<Side>, usize)> = Vec::new();
        for (text, ability) in self.texts(TextKind::Modify(stat)) {
            let effect = match ability {
                Ability::Continuous(e) => e,
                Ability::ContinuousIfPlacedAs(mode, e)
                    if self.st.card(text.card).placed_as == *mode =>
                {
                    e
                }
                _ => continue,
            };
            if let Effect::Modify {
                scope,
                stats,
                amount,
                when,
            } = effect
                && stats.contains(&stat)
                && self.reaches(scope, text, target)
                && self.eval(when, &self.anchor(text.you, text.card))
            {
                let key = (self.bp(text.card).title.as_str(), text.part, text.index);
                if text.card != target && seen.contains(&key) {
                    continue;
                }
                seen.push(key);
                total += i32::from(*amount);
            }
        }
        total
    }

    pub fn power(&self, card: CardId) -> i32 {
        let bp = self.bp(card);
        (bp.power + self.modifiers(card, Stat::Power) + self.st.battle_power_bonus(card)).max(0)
    }

    pub fn ability(&self, card: CardId) -> i32 {
        let bp = self.bp(card);
        // A droid's ability is an unmodifiable zero (seed 004 "Droïd").
        if bp.is(Trait::Droid) || !bp.is_character() {
            return 0;
        }
        (bp.ability + self.modifiers(card, Stat::Ability)).max(0)
    }

    pub fn forfeit(&self, card: CardId) -> Option<i32> {
        self.bp(card)
            .forfeit
            .map(|f| (f + self.modifiers(card, Stat::Forfeit)).max(0))
    }

    /// Defense value (seed 004 "Defense value"): for a character the highest of ability,
    /// armor and maneuver; droids without armor or maneuver have 0; vehicles and starships use
    /// armor or maneuver.
    pub fn defense_value(&self, card: CardId) -> i32 {
        let bp = self.bp(card);
        let armor = bp.armor.unwrap_or(0);
        let maneuver = bp.maneuver.unwrap_or(0);
        if bp.is_character() {
            self.ability(card).max(armor).max(maneuver)
        } else {
            armor.max(maneuver)
        }
    }

    /// Total ability of `side`'s characters at a location.
    pub fn ability_at(&self, side: Side, location: CardId) -> i32 {
        self.characters_at(side, location)
            .map(|c| self.ability(c))
            .sum()
    }

    /// Each location on table (in row order) with the total ability of each side's characters
    /// there (by `Side::index`), computed in one pass over the table for option lists that
    /// ask about every location.
    pub fn abilities(&self) -> Vec<(CardId, [i32; 2])> {
        let mut out: Vec<(CardId, [i32; 2])> = self.st.locations().map(|l| (l, [0, 0])).collect();
        for &card in &self.st.table {
            if let Place::At { location } = self.place(card)
                && self.bp(card).is_character()
                && let Some(entry) = out.iter_mut().find(|(l, _)| *l == location)
            {
                entry.1[self.owner(card).index()] += self.ability(card);
            }
        }
        out
    }

    /// Control from precomputed abilities at a location (see [`Q::abilities`]).
    pub fn controls_with(&self, side: Side, location: CardId, ability: [i32; 2]) -> bool {
        ability[side.opponent().index()] < 1
            && ability[side.index()] >= 1
            && ability[side.index()] >= self.control_threshold(side, location)
    }

    /// Ability `side` needs at a location to control it (normally 1).
    fn control_threshold(&self, side: Side, location: CardId) -> i32 {
        let mut need = 1;
        for (text, ability) in self.texts(TextKind::ControlAbility) {
            if let Ability::Continuous(Effect::OpponentControlAbilityIn {
                region,
                ability,
                when,
            }) = ability
                && text.you != side
                && self.in_region(location, *region)
                && self.eval(when, &self.anchor(text.you, text.card))
            {
                need = need.max(i32::from(*ability));
            }
        }
        need
    }

    /// Presence: total ability of at least 1 (CR 6.2).
    pub fn presence(&self, side: Side, location: CardId) -> bool {
        self.ability_at(side, location) >= 1
    }

    /// Control: you occupy and the opponent does not (CR 6.3). Some texts raise the ability
    /// needed to control.
    pub fn controls(&self, side: Side, location: CardId) -> bool {
        self.ability_at(side, location) >= self.control_threshold(side, location)
            && !self.presence(side.opponent(), location)
    }

    /// Force icons on `side`'s half of a location.
    pub fn icons(&self, side: Side, location: CardId) -> i32 {
        i32::from(self.bp(location).icons[side.index()])
    }

    /// Force generation (CR 5.1): 1 plus your Force icons on table.
    pub fn generation(&self, side: Side) -> i32 {
        1 + self
            .st
            .locations()
            .map(|l| self.icons(side, l))
            .sum::<i32>()
    }

    /// A Force drain's amount (CR 8.4): the opponent's icons there plus your drain modifiers.
    pub fn drain_amount(&self, side: Side, location: CardId) -> i32 {
        let mut amount = self.icons(side.opponent(), location);
        for (text, ability) in self.texts(TextKind::ForceDrain) {
            if let Ability::Continuous(Effect::ForceDrainHere { amount: a, when }) = ability
                && text.you == side
                && text.card == location
                && self.eval(when, &self.anchor(text.you, text.card))
            {
                amount += i32::from(*a);
            }
        }
        amount.max(0)
    }

    /// Modifier to `side`'s weapon destiny draws at a location.
    pub fn weapon_destiny_bonus(&self, side: Side, location: CardId) -> i32 {
        self.location_texts(side, location)
            .filter_map(|a| match a {
                Ability::Continuous(Effect::WeaponDestinyHere { amount }) => {
                    Some(i32::from(*amount))
                }
                _ => None,
            })
            .sum()
    }

    /// The abilities of a location's text for `side`.
    pub fn location_texts(
        &self,
        side: Side,
        location: CardId,
    ) -> impl Iterator<Item = &'static Ability> + '_ {
        let script = self
            .text_active(location)
            .then_some(self.bp(location).script)
            .flatten();
        script.into_iter().flat_map(move |s| match side {
            Side::Dark => s.dark.iter(),
            Side::Light => s.light.iter(),
        })
    }

    /// Your docking bay transit cost from a docking bay (0 when no text gives one).
    pub fn transit_cost(&self, side: Side, from: CardId) -> i32 {
        self.location_texts(side, from)
            .find_map(|a| match a {
                Ability::Continuous(Effect::TransitFromHere { cost }) => Some(i32::from(*cost)),
                _ => None,
            })
            .unwrap_or(0)
    }

    /// Battle destiny draws `side` may make in a battle at a location (CR 9.5): one when the
    /// ability it has in the battle is at least 4 (or the location's higher requirement).
    pub fn battle_destiny_draws(&self, side: Side, location: CardId) -> u8 {
        let ability: i32 = self
            .characters_at(side, location)
            .filter(|&c| self.st.flag(c, Flags::IN_BATTLE))
            .map(|c| self.ability(c))
            .sum();
        let mut need = 4;
        for a in self.location_texts(side, location) {
            if let Ability::Continuous(Effect::BattleDestinyAbilityHere { at_least }) = a {
                need = need.max(i32::from(*at_least));
            }
        }
        u8::from(ability >= need)
    }

    /// `side`'s power in the battle at a location, before destiny (CR 9.5 step 4).
    pub fn battle_power(&self, side: Side, location: CardId) -> i32 {
        let cards: i32 = self
            .characters_at(side, location)
            .filter(|&c| self.st.flag(c, Flags::IN_BATTLE))
            .map(|c| self.power(c))
            .sum();
        let mut bonus = 0;
        let mut seen: Vec<&str> = Vec::new();
        for (text, ability) in self.texts(TextKind::TotalPower) {
            if let Ability::Continuous(Effect::TotalPowerHere { amount, when }) = ability
                && text.you == side
                && self.st.location_of(text.card) == Some(location)
                && self.eval(when, &self.anchor(text.you, text.card))
            {
                let title = self.bp(text.card).title.as_str();
                if !seen.contains(&title) {
                    seen.push(title);
                    bonus += i32::from(*amount);
                }
            }
        }
        (cards + bonus).max(0)
    }

    /// Whether the current phase is one of `side`'s own phases.
    pub fn is_turn_of(&self, side: Side) -> bool {
        self.st.active == side && self.st.phase != Phase::Setup
    }
}
