//! Queries: values computed from the state by folding the texts on table. Queries never change
//! the state (mutations may call queries, never the reverse).
//!
//! The card language is read here: [`Q::matches`] tests a selector on a card, [`Q::holds`] a
//! condition, [`Q::amount`] computes a number, and [`Q::fold`] runs the modifier layer — every
//! printed value and game quantity is its base folded with the modifiers on table and the
//! lasting modifiers of the state.

use crate::catalogue::{
    Blueprint, Catalogue, SectorKind, TextKind, TextRef, VehicleKind, part_reader,
};
use crate::decision::TargetRef;
use crate::ids::{CardId, Place};
use crate::script::{
    Ability, Amount, Arith, CardState, Change, Cmp, Cond, Hold, Modifier, Near, Quantity, Ref, Rel,
    Rule, Sel, Stat, Step, Subject, Sym,
};
use crate::state::{Flags, LastingKind, Registers, State};
use swccg_cards::{CardType, IconKind, Side};

/// Read-only access to a game: the catalogue and the state.
#[derive(Clone, Copy, Debug)]
pub struct Q<'a> {
    pub cat: &'a Catalogue,
    pub st: &'a State,
    /// A card being deployed and where to: while it is set, the card counts as being there
    /// (deploy costs and restrictions read the destination).
    pub deploying: Option<(CardId, CardId)>,
    /// The card it is being deployed on (aboard), if any: its bearer ("deploys -1 to Falcon").
    pub deploying_on: Option<CardId>,
    /// A card whose text is running (and so off the stack while it reads its own total) and
    /// the card it aims at: it counts as targeting it (`Q::aims`).
    pub aiming: Option<(CardId, CardId)>,
}

/// The point of view a selector, condition or amount is read from: "you", the card carrying
/// the text ("this"), the location "here", and the registers of the running text (targets,
/// the card of the event it answers, `X`, destiny…).
#[derive(Clone, Copy, Debug)]
pub struct Anchor<'r> {
    pub you: Side,
    pub this: CardId,
    pub here: Option<CardId>,
    pub reg: Option<&'r Registers>,
    /// A card being deployed and where to: it counts as being there.
    pub deploying: Option<(CardId, CardId)>,
    /// The card it is being deployed on, if any: its bearer.
    pub deploying_on: Option<CardId>,
}

impl<'r> Anchor<'r> {
    pub fn new(you: Side, this: CardId, here: Option<CardId>) -> Anchor<'r> {
        Anchor {
            you,
            this,
            here,
            reg: None,
            deploying: None,
            deploying_on: None,
        }
    }

    pub fn with_reg(mut self, reg: &'r Registers) -> Anchor<'r> {
        self.reg = Some(reg);
        self
    }

    fn rel(&self, rel: Rel, side: Side) -> bool {
        match rel {
            Rel::You => side == self.you,
            Rel::Opponent => side != self.you,
            Rel::Anyone => true,
        }
    }
}

/// A text being read: the card it is printed on, its ability and whose point of view it takes.
#[derive(Clone, Copy, Debug)]
pub struct Text {
    pub r: TextRef,
    pub you: Side,
    /// Where "here" is for this reading when it is not the text's own card's location: a
    /// location's text expanded to an adjacent site (Expand The Empire, `Rule::ExpandsText`).
    pub here: Option<CardId>,
}

/// What a modifier is being folded for.
#[derive(Clone, Copy, Debug)]
pub enum Target {
    Card(CardId),
    Player(Side, Option<CardId>),
}

impl<'a> Q<'a> {
    pub fn new(cat: &'a Catalogue, st: &'a State) -> Q<'a> {
        Q {
            cat,
            st,
            deploying: None,
            deploying_on: None,
            aiming: None,
        }
    }

    /// The same queries, with `card` counting as being at `to` (to price or check a
    /// deployment).
    pub fn deploying(self, card: CardId, to: Option<CardId>) -> Q<'a> {
        Q {
            deploying: to.map(|l| (card, l)),
            ..self
        }
    }

    /// The same query with the card being deployed going onto `bearer` (aboard it).
    pub fn deploying_onto(self, bearer: Option<CardId>) -> Q<'a> {
        Q {
            deploying_on: bearer,
            ..self
        }
    }

    /// An anchor read from this query's point of view (it carries the deployment, if any).
    pub fn anchor_at<'r>(&self, you: Side, this: CardId, here: Option<CardId>) -> Anchor<'r> {
        Anchor {
            deploying: self.deploying,
            deploying_on: self.deploying_on,
            ..Anchor::new(you, this, here)
        }
    }

    #[inline(always)]
    pub fn bp(&self, card: CardId) -> &'a Blueprint {
        self.cat.bp(card)
    }

    /// Whose card it is for play: its owner's, or its thief's once stolen (seed 001
    /// "Stealing").
    pub fn owner(&self, card: CardId) -> Side {
        let state = self.st.card(card);
        match state.holder {
            Some(thief) if state.stolen => thief,
            _ => self.cat.owner(card),
        }
    }

    pub fn place(&self, card: CardId) -> Place {
        self.st.place(card)
    }

    /// An Undercover spy (core digest CR 6.6): a character crossed to the opponent's side. It
    /// gives its owner no presence, never battles, and only selectors that name spies (or
    /// `undercover`, or the card by its role) see it.
    pub fn undercover(&self, card: CardId) -> bool {
        self.st.flag(card, Flags::OPPONENT_SIDE) && self.bp(card).is_character()
    }

    /// Whether `side` has an Undercover spy at a location.
    pub fn undercover_at(&self, side: Side, location: CardId) -> bool {
        self.st.table.iter().any(|&c| {
            self.st.flag(c, Flags::OPPONENT_SIDE)
                && self.st.location_of(c) == Some(location)
                && self.undercover(c)
                && self.owner(c) == side
        })
    }

    // ----- texts -----

    /// Active texts of one kind, with the point of view they are read from.
    pub fn texts(&self, kind: TextKind) -> impl Iterator<Item = Text> + '_ {
        self.cat
            .texts(kind)
            .iter()
            .filter(move |t| self.text_active(t.card) && self.face_active(t))
            .map(move |t| Text {
                r: *t,
                you: self.reader(t),
                here: None,
            })
    }

    /// Active top-level actions that may be used in `phase`: those timed to other phases are
    /// skipped before the table is read.
    pub fn top_actions(&self, phase: crate::ids::Phase) -> impl Iterator<Item = Text> + '_ {
        self.cat
            .top_actions_in(phase)
            .iter()
            .filter(move |t| self.text_active(t.card) && self.face_active(t))
            .map(move |t| Text {
                r: *t,
                you: self.reader(t),
                here: None,
            })
    }

    /// Active texts of one kind whose subject may name `card` by its printed words (see
    /// `Catalogue::may_reach`): the bit is read before the table.
    fn texts_reaching(
        &self,
        kind: TextKind,
        card: Option<CardId>,
    ) -> impl Iterator<Item = Text> + '_ {
        let list = self.cat.texts(kind);
        // No text of the list may name the card: none is read.
        let list = match card {
            Some(c) if !self.cat.kind_may_reach(kind, c) => &list[..0],
            _ => list,
        };
        list.iter()
            .filter(move |t| {
                card.is_none_or(|c| self.cat.may_reach(t, c) && (!t.here() || self.is_here(t, c)))
                    && self.text_active(t.card)
                    && self.face_active(t)
            })
            .map(move |t| Text {
                r: *t,
                you: self.reader(t),
                here: None,
            })
    }

    /// Whether `card` is, or is at, the location of a text's card: what a subject that must
    /// be "here" needs (see `TextRef::here`), read as `Sel::Near` reads it from the text's
    /// anchor (a card being deployed counts as at its destination).
    #[inline]
    fn is_here(&self, t: &TextRef, card: CardId) -> bool {
        let at = if self.bp(card).is_location() {
            Some(card)
        } else {
            match self.deploying {
                Some((c, dest)) if c == card => Some(dest),
                _ => self.st.location_of(card),
            }
        };
        at.is_some() && at == self.st.location_of(t.card)
    }

    /// Location texts of one kind read again at the sites adjacent to their location (Expand
    /// The Empire, `Rule::ExpandsText`: a player's game text of the site it is on adds to
    /// that player's game text at each adjacent site, "here" being that site). Empty, and
    /// nothing read, in a game without such a rule.
    /// Only static texts (modifiers and rules) are expanded: a location's actions and
    /// responses are used from that location alone. Readers chain these after the texts
    /// they read (`Q::fold`, `Q::rule_texts`, `Q::rules_with_arg`, …), where they cost one
    /// check once the other texts are read.
    #[inline]
    fn expanded_texts(&self, kind: TextKind, card: Option<CardId>) -> std::vec::IntoIter<Text> {
        let rules = self.cat.texts(TextKind::Rule(Rule::ExpandsText));
        let expands = match kind {
            TextKind::Modify(_) => true,
            TextKind::Rule(r) => r != Rule::ExpandsText,
            _ => false,
        };
        if rules.is_empty() || !expands {
            return Vec::new().into_iter();
        }
        self.expand(rules, kind, card)
    }

    #[inline(never)]
    fn expand(
        &self,
        rules: &[TextRef],
        kind: TextKind,
        card: Option<CardId>,
    ) -> std::vec::IntoIter<Text> {
        let mut out = Vec::new();
        for e in rules {
            if !self.text_active(e.card) || !self.face_active(e) {
                continue;
            }
            let Some(site) = self.st.location_of(e.card) else {
                continue;
            };
            let Ability::Rule { on, cond, .. } = self.cat.ability(e) else {
                continue;
            };
            let reader = self.reader(e);
            let at = self.anchor(reader, e.card);
            if !self.bp(site).is_site()
                || !self.text_active(site)
                || !self.matches(on, site, &at)
                || !self.holds(cond, &at)
            {
                continue;
            }
            for t in self.cat.texts(kind) {
                if t.card != site
                    || t.slot.part == crate::script::Part::Text
                    || self.reader(t) != reader
                    || !self.face_active(t)
                    || card.is_some_and(|c| !self.cat.may_reach(t, c))
                {
                    continue;
                }
                self.cat.ran(e.card, e.num);
                for next in self.st.neighbours(site) {
                    if self.bp(next).is_site() {
                        out.push(Text {
                            r: *t,
                            you: reader,
                            here: Some(next),
                        });
                    }
                }
            }
        }
        out.into_iter()
    }

    /// The point of view a text is read from: its card, its reader, and where "here" is (its
    /// card's location, or the adjacent site an expanded location text is read at).
    pub fn text_anchor(&self, t: &Text) -> Anchor<'static> {
        match t.here {
            Some(here) => self.anchor_at(t.you, t.r.card, Some(here)),
            None => self.anchor(t.you, t.r.card),
        }
    }

    /// The location a text speaks of as "here": its card's own location, or the adjacent
    /// site an expanded location text is read at.
    pub fn text_here(&self, t: &Text) -> Option<CardId> {
        t.here.or_else(|| self.st.location_of(t.r.card))
    }

    /// Who reads a text: a location's dark/light text is that side's, or the other side's
    /// on a rotated location (Revolution); a card's own text its owner's.
    #[inline(always)]
    fn reader(&self, t: &TextRef) -> Side {
        let side = part_reader(t.slot.part, self.owner(t.card));
        if t.slot.part != crate::script::Part::Text && self.rotated(t.card) {
            side.opponent()
        } else {
            side
        }
    }

    /// Whether a location is rotated (`Rule::Rotated`, Revolution): its icons and game texts
    /// switch sides. No card of the game having the rule costs one check; its sources are
    /// effects, whose texts are read by their owner, so reading them never asks again.
    #[inline(always)]
    pub fn rotated(&self, location: CardId) -> bool {
        let list = self.cat.texts(TextKind::Rule(Rule::Rotated));
        !list.is_empty() && self.placed_rule_on(location, list)
    }

    fn face_active(&self, t: &TextRef) -> bool {
        t.slot.back == self.st.flag(t.card, Flags::FLIPPED)
    }

    /// Whether a card's text applies now: on table, not covered, not cancelled. (Called for
    /// every text of a kind a query reads: the common case stays inline.)
    #[inline(always)]
    pub fn text_active(&self, card: CardId) -> bool {
        let on = match self.place(card) {
            Place::Location | Place::At { .. } | Place::On { .. } | Place::Table => true,
            Place::Covered { .. } | Place::Pile(_) | Place::Stacked { .. } => false,
        };
        on && (self.st.lastings.is_empty() || !self.text_cancelled(card))
            && !self.text_blanked(card)
            && !self.dejarik_at_holosite(card)
    }

    /// Seed 004 "Dejarik rules": a Dejarik or hologram card (by its characteristics), which
    /// may deploy to a holosite as if it were a character.
    pub fn is_dejarik(&self, card: CardId) -> bool {
        let bp = self.bp(card);
        !bp.is_location() && (bp.has_word(dejarik()) || bp.has_word(hologram()))
    }

    /// Seed 004 "Dejarik rules": a Dejarik or hologram card at a holosite. Its destiny number
    /// is its deploy cost, forfeit, power and ability there, its game text is inactive, and it
    /// is no character, interrupt or effect: simply a Dejarik or hologram.
    #[inline(always)]
    pub fn dejarik_at_holosite(&self, card: CardId) -> bool {
        self.cat.has_holosites()
            && matches!(self.place(card), Place::At { location } if self.bp(location).holosite)
            && self.is_dejarik(card)
    }

    /// Whether a card on table's rule `cannot utilize game text` is on this card (Restraining
    /// Bolt). No card of the game having the rule costs one check.
    #[inline(always)]
    fn text_blanked(&self, card: CardId) -> bool {
        let list = self.cat.texts(TextKind::Rule(Rule::TextCancelled));
        !list.is_empty() && self.placed_rule_on(card, list)
    }

    /// Whether one of these rule texts applies to a card. The rules' sources are read by their
    /// place alone (not by whether their own text is active), so that reading them never asks
    /// whether a text is active or who reads it again.
    #[inline(never)]
    fn placed_rule_on(&self, card: CardId, list: &[TextRef]) -> bool {
        list.iter().any(|t| {
            let on_table = matches!(
                self.place(t.card),
                Place::Location | Place::At { .. } | Place::On { .. } | Place::Table
            );
            if t.card == card || !on_table || !self.face_active(t) {
                return false;
            }
            let Ability::Rule { on, cond, .. } = self.cat.ability(t) else {
                return false;
            };
            let at = self.anchor(part_reader(t.slot.part, self.owner(t.card)), t.card);
            let holds = self.matches(on, card, &at) && self.holds(cond, &at);
            if holds {
                self.cat.ran(t.card, t.num);
            }
            holds
        })
    }

    #[inline(never)]
    fn text_cancelled(&self, card: CardId) -> bool {
        self.st.lastings.iter().any(|l| {
            let LastingKind::TextCancelled { ability, step } = l.kind else {
                return false;
            };
            let Some(Step::Cancel(crate::script::Cancel::GameText(sel, _))) =
                self.lasting_step(l.source, ability, step)
            else {
                return false;
            };
            let at = Anchor::new(l.you, l.source, l.here).with_reg(&l.reg);
            self.matches(sel, card, &at)
        })
    }

    /// The step of an ability's program (lasting effects point at their step).
    pub fn lasting_step(&self, card: CardId, ability: u8, step: u8) -> Option<&'a Step> {
        match self.cat.ability_of(card, ability)?.1 {
            Ability::Action(a) => step_at(&a.steps, step),
            _ => None,
        }
    }

    /// The anchor of a text of a card on table.
    pub fn anchor(&self, you: Side, this: CardId) -> Anchor<'static> {
        self.anchor_at(you, this, self.st.location_of(this))
    }

    // ----- where cards are -----

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

    /// `side`'s Dejarik and hologram cards at a holosite (seed 004 "Dejarik rules": they
    /// battle there as if they were characters).
    pub fn dejariks_at(&self, side: Side, location: CardId) -> impl Iterator<Item = CardId> + '_ {
        let holosite = self.bp(location).holosite;
        self.st.table.iter().copied().filter(move |&c| {
            holosite
                && self.owner(c) == side
                && matches!(self.place(c), Place::At { location: l } if l == location)
                && self.is_dejarik(c)
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

    /// The captive a bounty hunter or warrior escorts (seed 003 §5 "Escort": one at a time).
    pub fn captive_of(&self, escort: CardId) -> Option<CardId> {
        self.stacked(escort).find(|&c| self.st.card(c).captive)
    }

    /// Whether `escort` may seize the captured character `captive` (seed 003 §4 "Capture",
    /// §5 "Escort"): a bounty hunter or warrior of the captive's opponent, on table at the
    /// same site, not Undercover, escorting no captive yet.
    pub fn may_seize(&self, escort: CardId, captive: CardId) -> bool {
        let bp = self.bp(escort);
        bp.is_character()
            && self.owner(escort) != self.owner(captive)
            && matches!(self.place(escort), Place::At { .. })
            && self
                .st
                .location_of(escort)
                .is_some_and(|l| self.bp(l).is_site())
            && self.st.location_of(escort) == self.st.location_of(captive)
            && !self.undercover(escort)
            && (bp.has_word(crate::script::Sym::new("bounty hunter"))
                || self.has_icon(escort, IconKind::Warrior))
            && self.captive_of(escort).is_none()
    }

    /// The escort of a captive: the card it is stacked on.
    pub fn escort_of(&self, captive: CardId) -> Option<CardId> {
        match self.place(captive) {
            Place::Stacked { on } if self.st.card(captive).captive => Some(on),
            _ => None,
        }
    }

    /// Cards stacked on a card.
    pub fn stacked(&self, card: CardId) -> impl Iterator<Item = CardId> + '_ {
        self.cat
            .ids()
            .filter(move |&c| self.place(c) == Place::Stacked { on: card })
    }

    /// Cards of `side` on table, not locations.
    pub fn table_of(&self, side: Side) -> impl Iterator<Item = CardId> + '_ {
        self.st
            .table
            .iter()
            .copied()
            .filter(move |&c| self.owner(c) == side)
    }

    /// Where a card is for a selector: a card being deployed counts as at its destination.
    fn location_for(&self, card: CardId, at: &Anchor) -> Option<CardId> {
        match at.deploying {
            Some((c, dest)) if c == card => Some(dest),
            _ => self.st.location_of(card),
        }
    }

    /// The cards a card aims at: its target on table, and the targets of its texts being
    /// carried out.
    pub fn aims(&self, card: CardId) -> Vec<CardId> {
        use crate::decision::TargetRef;
        use crate::flow::Frame;
        let mut out: Vec<CardId> = self.st.card(card).target.into_iter().collect();
        out.extend(
            self.aiming
                .filter(|&(running, _)| running == card)
                .map(|(_, aimed)| aimed),
        );
        for frame in &self.st.stack {
            if let Frame::Effect(run) = frame
                && run.source == card
            {
                out.extend(run.reg.targets.iter().filter_map(|t| match t {
                    TargetRef::Card(c) => Some(*c),
                    _ => None,
                }));
            }
        }
        out
    }

    /// The bearer of a card deployed on another.
    pub fn bearer(&self, card: CardId) -> Option<CardId> {
        match self.place(card) {
            Place::On { card } => Some(card),
            _ => None,
        }
    }

    /// A card's bearer read from an anchor: a card being deployed onto another counts as on
    /// it already.
    fn bearer_at(&self, card: CardId, at: &Anchor) -> Option<CardId> {
        match (at.deploying, at.deploying_on) {
            (Some((c, _)), Some(on)) if c == card => Some(on),
            _ => self.bearer(card),
        }
    }

    // ----- selectors -----

    /// Whether `card` matches a selector read from an anchor.
    pub fn matches(&self, sel: &Sel, card: CardId, at: &Anchor) -> bool {
        match sel {
            Sel::Any => true,
            // Pure predicates: the card's own printed words first, then what needs the
            // table (places, control, values), so that most cards fail cheaply.
            Sel::And(parts) => {
                parts
                    .iter()
                    .filter(|s| s.is_printed())
                    .all(|s| self.matches_printed(s, card, at))
                    && parts
                        .iter()
                        .filter(|s| !s.is_printed())
                        .all(|s| self.matches(s, card, at))
            }
            Sel::Or(parts) => parts.iter().any(|s| self.matches_printed(s, card, at)),
            Sel::Not(inner) => !self.matches_printed(inner, card, at),
            Sel::Owner(rel) => at.rel(*rel, self.owner(card)),
            Sel::Type(CardType::JediTest(_)) => matches!(self.bp(card).card_type, CardType::JediTest(_)),
            // A Dejarik at a holosite is no interrupt nor effect there (seed 004 "Dejarik
            // rules").
            Sel::Type(t) => self.bp(card).card_type == *t && !self.dejarik_at_holosite(card),
            Sel::Word(w) => self.has_word(card, *w, at),
            Sel::Icon(i) => self.has_icon(card, *i),
            Sel::Expansion(e) => self.bp(card).has_word(*e),
            Sel::Title(name) => {
                self.bp(card).named(*name)
                    // A generic site on table is named by its planet ("an Eriadu site").
                    || self.bp(card).generic
                        && self
                            .planet(card)
                            .is_some_and(|p| p.eq_ignore_ascii_case(name.as_str()))
            }
            Sel::InTitle(words) => crate::catalogue::title_has(&self.bp(card).title, words.as_str()),
            Sel::Lore(words) => self.bp(card).lore.contains(words.as_str()),
            Sel::Unique => self.bp(card).unique > 0,
            Sel::NoDeployCost => {
                self.bp(card).deploy.unwrap_or(0) == 0
                    && !self.bp(card).script.as_ref().is_some_and(|s| {
                        s.front
                            .text
                            .iter()
                            .any(|a| matches!(a, Ability::Deploy { cost: Some(_), .. }))
                    })
            }
            Sel::Stat(stat, cmp, n) => cmp.holds(self.stat(card, *stat), self.amount(n, at)),
            Sel::Ref(r) => self.refers(*r, card, at),
            Sel::Near(near) => {
                let center = match near {
                    Near::There => at.reg.and_then(|r| r.place),
                    Near::Outside | Near::Below => at
                        .here
                        .and_then(|h| self.craft_of_site(h))
                        .and_then(|c| self.st.location_of(c)),
                    _ => at.here,
                };
                let Some(here) = center else {
                    return false;
                };
                let loc = if self.bp(card).is_location() {
                    Some(card)
                } else {
                    self.location_for(card, at)
                };
                match (near, loc) {
                    (Near::Here | Near::There | Near::Outside, Some(l)) => l == here,
                    (Near::Present, Some(l)) => l == here && !self.enclosed_aboard(card),
                    (Near::Adjacent, Some(l)) => self.st.adjacent(l, here),
                    (Near::Related, Some(l)) => self.same_planet(l, here),
                    (Near::Below, Some(l)) => {
                        l == card
                            && crate::flow::actions::shuttle_site_refused(self, here, l).is_none()
                    }
                    _ => false,
                }
            }
            Sel::At(loc) => self
                .location_for(card, at)
                .is_some_and(|l| l != card && self.matches(loc, l, at)),
            Sel::With(other) => {
                let Some(l) = (if self.bp(card).is_location() {
                    Some(card)
                } else {
                    self.location_for(card, at)
                }) else {
                    return false;
                };
                self.at(l).any(|c| c != card && self.matches(other, c, at))
            }
            // A card being deployed onto another counts as on it already ("when deployed on
            // this Wookiee").
            Sel::On(bearer) => self
                .bearer_at(card, at)
                .is_some_and(|b| self.matches(bearer, b, at)),
            Sel::Under(host) => match self.place(card) {
                Place::Stacked { on } => self.matches(host, on, at),
                _ => false,
            },
            Sel::Carrying(item) => {
                self.attached(card).any(|c| self.matches(item, c, at))
                    // A permanent weapon is a weapon the character carries ("armed with a
                    // weapon"), while it has it.
                    || (matches!(**item, Sel::Type(CardType::Weapon))
                        && self.has_permanent_weapon(card))
            }
            Sel::Targeting(aim) => self.aims(card).iter().any(|&c| self.matches(aim, c, at)),
            Sel::State(state) => self.in_state(card, *state),
            Sel::Held(hold, rel) => {
                self.bp(card).is_location()
                    && Side::BOTH.iter().any(|&s| {
                        at.rel(*rel, s)
                            && match hold {
                                Hold::Occupies => self.presence(s, card),
                                Hold::Controls => self.controls(s, card),
                            }
                    })
            }
            Sel::RelatedTo(other) => {
                let loc = if self.bp(card).is_location() {
                    Some(card)
                } else {
                    self.location_for(card, at)
                };
                loc.is_some_and(|l| {
                    self.locations_matching(other, at)
                        .any(|o| self.same_planet(l, o))
                })
            }
            Sel::OrbitedBy(mobile) => self
                .st
                .mobile
                .iter()
                .any(|p| p.orbit == Some(card) && self.matches(mobile, p.system, at)),
            Sel::Matching(other) => self
                .locations_matching(other, at)
                .any(|l| self.planet_sym(l).is_some_and(|p| self.bp(card).named(p))),
            Sel::SameTitle(other) => self
                .all_matching(other, at)
                .any(|o| self.bp(o).title == self.bp(card).title),
            // Its own `immune to` clause names the same cards (its condition aside): read
            // from the script, wherever the card is.
            Sel::ImmuneTo(named) => self
                .cat
                .texts(TextKind::Rule(Rule::ImmuneTo))
                .iter()
                .filter(|t| t.card == card)
                .any(|t| {
                    matches!(self.cat.ability(t), Ability::Rule { arg: Some(a), .. } if a == &**named)
                }),
        }
    }

    /// `Q::matches` for a part of a selector: the most common printed ones read here without
    /// a call (most cards of a table fail on them), any other there.
    #[inline(always)]
    fn matches_printed(&self, sel: &Sel, card: CardId, at: &Anchor) -> bool {
        match sel {
            Sel::Owner(rel) => at.rel(*rel, self.owner(card)),
            Sel::Type(t) if !matches!(t, CardType::JediTest(_)) => {
                self.bp(card).card_type == *t && !self.dejarik_at_holosite(card)
            }
            Sel::Word(w) => self.has_word(card, *w, at),
            Sel::Unique => self.bp(card).unique > 0,
            _ => self.matches(sel, card, at),
        }
    }

    /// Whether a card has a word: in print, or otherwise (`Q::word_otherwise`).
    #[inline(always)]
    fn has_word(&self, card: CardId, w: crate::script::Sym, at: &Anchor) -> bool {
        self.bp(card).has_word(w) || self.word_otherwise(card, w, at)
    }

    /// Whether a card without a word in print has it: as a pilot of a squadron, in place of
    /// a card that has it, or as a starship site while its starship is on table.
    #[inline(never)]
    fn word_otherwise(&self, card: CardId, w: crate::script::Sym, at: &Anchor) -> bool {
        (self.bp(card).is_character() && self.pilots_for_squadron(card, w))
            || self.in_place_of(card, w, at)
            || self.has_rule(card, Rule::GainsSkill(w))
            // Seed 001 "Starship sites": a starship site has its starship's
            // characteristics while that starship is on table.
            || (self.bp(card).has_icon(IconKind::Starship)
                && self.bp(card).is_site()
                && self
                    .craft_of_site(card)
                    .is_some_and(|c| self.bp(c).has_word(w)))
    }

    /// The card a text's `target` names: the action's target being resolved, or else (for
    /// the first target of a card's standing texts) the card it aimed at when it deployed.
    fn target_of(&self, i: u8, at: &Anchor) -> Option<CardId> {
        match at.reg.and_then(|reg| reg.targets.get(usize::from(i))) {
            Some(TargetRef::Card(c)) => Some(*c),
            Some(TargetRef::Pile(..)) => None,
            // An action that chose no target of its own: its card's.
            Some(TargetRef::None) | None if i == 0 => self.st.card(at.this).target,
            Some(TargetRef::None) | None => None,
        }
    }

    fn refers(&self, r: Ref, card: CardId, at: &Anchor) -> bool {
        match r {
            Ref::This => card == at.this,
            Ref::Bearer => self.bearer_at(at.this, at) == Some(card),
            Ref::Target(i) => self.target_of(i, at) == Some(card),
            Ref::Trigger => at.reg.is_some_and(|reg| reg.trigger == Some(card)),
            Ref::Chosen => at.reg.is_some_and(|reg| reg.chosen == Some(card)),
        }
    }

    fn in_state(&self, card: CardId, state: CardState) -> bool {
        let battle = self.st.battle.as_ref();
        match state {
            CardState::OnTable => self.place(card).on_table(),
            CardState::InBattle => self.st.flag(card, Flags::IN_BATTLE),
            CardState::Defending => {
                self.st.flag(card, Flags::IN_BATTLE)
                    && battle.is_some_and(|b| b.initiator != self.owner(card))
            }
            CardState::Attacking => {
                self.st.flag(card, Flags::IN_BATTLE)
                    && battle.is_some_and(|b| b.initiator == self.owner(card))
            }
            // Alone: in a battle, the owner's only card in it; elsewhere, the owner's only
            // character, starship or vehicle at its location.
            CardState::Alone if self.st.flag(card, Flags::IN_BATTLE) => {
                !self.st.table.iter().any(|&c| {
                    c != card
                        && self.owner(c) == self.owner(card)
                        && self.st.flag(c, Flags::IN_BATTLE)
                })
            }
            CardState::Alone => {
                let Place::At { location } = self.place(card) else {
                    return false;
                };
                !self.at(location).any(|c| {
                    let bp = self.bp(c);
                    c != card
                        && self.owner(c) == self.owner(card)
                        && (bp.is_character()
                            || matches!(bp.card_type, CardType::Starship | CardType::Vehicle))
                })
            }
            CardState::Hit => self.st.flag(card, Flags::HIT),
            CardState::Undercover => self.undercover(card),
            CardState::Moved => self.st.flag(card, Flags::MOVED_TURN),
            CardState::Stolen => self.st.card(card).stolen,
            CardState::Transported => self.st.transported.contains(&card),
            CardState::Crossed => self.st.flag(card, Flags::OPPONENT_SIDE),
            CardState::Stacked => matches!(self.place(card), Place::Stacked { .. }),
            CardState::InHand => self.place(card) == Place::Pile(crate::ids::Pile::Hand),
            // No character aboard: none deployed on it.
            CardState::Unoccupied => !self.attached(card).any(|c| self.bp(c).is_character()),
            CardState::Piloting => self.piloting(card),
            // Seed 001 "Starship - occupants": aboard in a passenger slot (a pilot or driver
            // slot is the other kind).
            CardState::Passenger => {
                self.bp(card).is_character()
                    && self.st.card(card).placed_as == 1
                    && self
                        .bearer(card)
                        .is_some_and(|c| self.is_starship(c) || self.is_vehicle(c))
            }
            CardState::DeployedThisTurn => {
                self.place(card).on_table() && self.st.card(card).deployed_turn == self.st.turn
            }
            CardState::BattleHere => battle.is_some_and(|b| b.location == card),
            CardState::Forfeitable => {
                self.st.flag(card, Flags::IN_BATTLE) && self.forfeit(card).is_some()
            }
            // Seed 004 "Dejarik rules": a holosite is never a battleground.
            CardState::Battleground => {
                let bp = self.bp(card);
                bp.is_location() && !bp.holosite && bp.icons.iter().all(|&n| n > 0)
            }
        }
    }

    /// Whether a card has an icon, printed or granted by a text on table.
    pub fn has_icon(&self, card: CardId, icon: IconKind) -> bool {
        if self.bp(card).has_icon(icon) {
            // 'Cave Rules': a Space Slug's belly is no planet site.
            return !(icon == IconKind::Planet
                && self.bp(card).big_one_site
                && self.slug_of_belly(card).is_some());
        }
        self.cat.grantable(icon) && self.has_rule(card, Rule::GainsIcon(icon))
    }

    /// Cards on table (and locations) matching a selector. A selector that names a card by its
    /// role (this card, the target, the card of the event) tests that card wherever it is.
    pub fn all_matching<'s>(
        &'s self,
        sel: &'s Sel,
        at: &'s Anchor,
    ) -> impl Iterator<Item = CardId> + 's {
        let named = named_ref(sel).map(|r| self.referred(r, at));
        // Cards stacked on a card are not on table: a selector naming where they are stacked
        // looks there.
        let host = match named {
            Some(_) => None,
            None => under_part(sel).and_then(|h| self.first_matching(h, at)),
        };
        let (one, all) = match (named, host) {
            (Some(card), _) => (card, None),
            (None, Some(_)) => (None, None),
            (None, None) => {
                // A selector of locations only ("battleground site …") skips the other cards.
                let others = if wants_location(sel) { 0 } else { usize::MAX };
                (
                    None,
                    Some(
                        self.st
                            .table
                            .iter()
                            .copied()
                            .take(others)
                            .chain(self.st.locations()),
                    ),
                )
            }
        };
        one.into_iter()
            .chain(all.into_iter().flatten())
            .chain(host.into_iter().flat_map(move |h| self.stacked(h)))
            .filter(move |&c| {
                (!self.st.flag(c, Flags::OPPONENT_SIDE)
                    || !self.undercover(c)
                    || sees_undercover(sel))
                    && self.matches(sel, c, at)
            })
    }

    pub fn count(&self, sel: &Sel, at: &Anchor) -> usize {
        self.all_matching(sel, at).count()
    }

    /// The locations a selector of locations only could match when it wants them "with" some
    /// card, or occupied or controlled by a player: those where a card matching that part
    /// stands (for occupation or control, a card of that player: presence is ability there),
    /// each once; every other location fails that part. `None` when the selector is not of
    /// that shape, or when more than `Places::MAX` locations qualify (then every location is
    /// read).
    fn held_places(&self, sel: &Sel, at: &Anchor) -> Option<Places> {
        let Sel::And(parts) = sel else {
            return None;
        };
        if !wants_location(sel) || named_ref(sel).is_some() || under_part(sel).is_some() {
            return None;
        }
        let with = parts.iter().find_map(|p| match p {
            Sel::With(inner) => Some(&**inner),
            _ => None,
        });
        let held = parts.iter().find_map(|p| match p {
            Sel::Held(_, rel) => Some(*rel),
            _ => None,
        });
        if with.is_none() && held.is_none() {
            return None;
        }
        let mut places = Places::default();
        for &c in &self.st.table {
            let Some(l) = self.st.location_of(c) else {
                continue;
            };
            if l == c || places.has(l) {
                continue;
            }
            let fits = match (with, held) {
                (Some(inner), _) => self.matches(inner, c, at),
                (None, Some(rel)) => at.rel(rel, self.owner(c)),
                (None, None) => true,
            };
            if fits && !places.push(l) {
                return None;
            }
        }
        Some(places)
    }

    pub fn exists(&self, sel: &Sel, at: &Anchor) -> bool {
        self.all_matching(sel, at).next().is_some()
    }

    // ----- conditions and amounts -----

    pub fn holds(&self, cond: &Cond, at: &Anchor) -> bool {
        match cond {
            Cond::True => true,
            Cond::Not(c) => !self.holds(c, at),
            Cond::And(cs) => cs.iter().all(|c| self.holds(c, at)),
            Cond::Or(cs) => cs.iter().any(|c| self.holds(c, at)),
            Cond::Exists(sel) => self.exists(sel, at),
            // A count compared with a number needs at most one card more than the number:
            // counting stops there (state checks compare counts at every decision).
            Cond::Cmp(Amount::Count(sel), cmp, b) => {
                let n = self.amount(b, at);
                let enough = usize::try_from(n.saturating_add(1)).unwrap_or(0);
                // Locations "with" a card, or occupied or controlled by a player, are among
                // those where such a card is: only they are read, and not even they when
                // every count up to their number gives the same answer (an Operative
                // objective flips at three sites with an operative, and back below two
                // occupied ones).
                if let Some(places) = self.held_places(sel, at) {
                    let most = places.len.min(enough);
                    let (none, all) = (cmp.holds(0, n), cmp.holds(most as i32, n));
                    if none == all && (most == 0 || !matches!(cmp, Cmp::Eq | Cmp::Ne)) {
                        return none;
                    }
                    let count = places
                        .as_slice()
                        .iter()
                        .filter(|&&l| self.matches(sel, l, at))
                        .take(enough)
                        .count();
                    return cmp.holds(count as i32, n);
                }
                let count = self.all_matching(sel, at).take(enough).count();
                cmp.holds(count as i32, n)
            }
            Cond::Cmp(a, cmp, b) => cmp.holds(self.amount(a, at), self.amount(b, at)),
            Cond::Controls(rel, locs) => self.st.locations().any(|l| {
                self.matches(locs, l, at)
                    && Side::BOTH
                        .iter()
                        .any(|&s| at.rel(*rel, s) && self.controls(s, l))
            }),
            Cond::MayDrain(rel, locs) => self.abilities().into_iter().any(|(l, ability)| {
                self.matches(locs, l, at)
                    && Side::BOTH.iter().any(|&s| {
                        at.rel(*rel, s) && crate::flow::actions::may_drain(self, s, l, ability)
                    })
            }),
            Cond::MayFollow(leader) => self
                .first_matching(leader, at)
                .is_some_and(|l| crate::flow::actions::follow_move(self, at.this, l).is_some()),
            Cond::Occupies(rel, locs) => self.st.locations().any(|l| {
                self.matches(locs, l, at)
                    && Side::BOTH
                        .iter()
                        .any(|&s| at.rel(*rel, s) && self.presence(s, l))
            }),
            Cond::Turn(rel, phase) => {
                at.rel(*rel, self.st.active)
                    && phase.is_none_or(|p| p == self.st.phase)
                    && self.st.phase != crate::ids::Phase::Setup
            }
            Cond::Battle(None) => self.st.battle.is_some(),
            Cond::Battle(Some(locs)) => self
                .st
                .battle
                .as_ref()
                .is_some_and(|b| self.matches(locs, b.location, at)),
            Cond::Placed(n) => self.st.card(at.this).placed_as + 1 == *n,
            Cond::Nighttime => self.nighttime(at.here),
            Cond::DamageSegment => self.st.battle.as_ref().is_some_and(|b| b.damage_segment),
            Cond::BlownAway(systems) => self
                .st
                .blown_away
                .iter()
                .any(|&s| self.matches(systems, s, at)),
            Cond::PredictionCorrect => at
                .reg
                .is_some_and(|r| r.predicted.is_some() && r.predicted == r.winner),
            Cond::LostBattle(rel) => self
                .st
                .battle
                .as_ref()
                .and_then(|b| b.loser)
                .is_some_and(|l| at.rel(*rel, l)),
        }
    }

    /// Whether "nighttime conditions" exist at a location (or anywhere, with none).
    pub fn nighttime(&self, here: Option<CardId>) -> bool {
        let kind = TextKind::Rule(Rule::Nighttime);
        let mut night = self
            .texts(kind)
            .chain(self.expanded_texts(kind, None))
            .filter(|t| {
                let Ability::Rule {
                    rule: Rule::Nighttime,
                    arg,
                    cond,
                    ..
                } = self.cat.ability(&t.r)
                else {
                    return false;
                };
                let at = self.text_anchor(t);
                let night = self.holds(cond, &at)
                    && match (here, arg) {
                        (Some(l), Some(locs)) => self.matches(locs, l, &at),
                        _ => true,
                    };
                if night {
                    self.cat.ran(t.r.card, t.r.num);
                }
                night
            });
        // For coverage, every text making nighttime there has applied, not only the first
        // found; the answer is the same.
        if self.cat.tracing() {
            night.count() > 0
        } else {
            night.next().is_some()
        }
    }

    pub fn amount(&self, a: &Amount, at: &Anchor) -> i32 {
        let reg = at.reg;
        match a {
            Amount::Num(n) => *n,
            Amount::X => reg.map_or(0, |r| r.x),
            Amount::Destiny => reg.map_or(0, |r| r.destiny),
            Amount::OpponentDestiny => reg.map_or(0, |r| r.opponent_destiny),
            Amount::Var(name) => reg.map_or(0, |r| {
                r.vars
                    .iter()
                    .find(|(n, _)| n == name.as_str())
                    .map_or(0, |(_, v)| *v)
            }),
            Amount::Count(sel) => self.count(sel, at) as i32,
            Amount::StatOf(stat, sel) => self
                .first_matching(sel, at)
                .map_or(0, |c| self.stat(c, *stat)),
            Amount::Sum(stat, sel) => self
                .all_matching(sel, at)
                .map(|c| self.stat(c, *stat))
                .sum(),
            Amount::Lowest(n, stat, sel) => {
                let mut values: Vec<i32> = self
                    .all_matching(sel, at)
                    .map(|c| self.stat(c, *stat))
                    .collect();
                values.sort_unstable();
                values.iter().take(usize::from(*n)).sum()
            }
            Amount::Max(stat, sel) => self
                .all_matching(sel, at)
                .map(|c| self.stat(c, *stat))
                .max()
                .unwrap_or(0),
            Amount::LifeForce(rel) => {
                self.side_sum(*rel, at, |s| self.st.player(s).life_force() as i32)
            }
            Amount::PileSize(rel, pile) => self.side_sum(*rel, at, |s| {
                self.st.player(s).pile(crate::ids::Pile::from(*pile)).len() as i32
            }),
            Amount::BattleDestinyTotal(rel) => self.side_sum(*rel, at, |s| {
                self.st
                    .stack
                    .iter()
                    .rev()
                    .find_map(|f| match f {
                        crate::flow::Frame::Battle(b) => Some(b.destinies[s.index()].iter().sum()),
                        _ => None,
                    })
                    .unwrap_or(0)
            }),
            Amount::TotalPower(rel) => {
                let loc = self.st.battle_location().or(at.here);
                loc.map_or(0, |l| self.side_sum(*rel, at, |s| self.battle_power(s, l)))
            }
            Amount::ForceLoss => self.pending_loss(),
            Amount::Icons(side, sel) => self
                .st
                .locations()
                .filter(|&l| self.matches(sel, l, at))
                .map(|l| self.icons(*side, l))
                .sum(),
            Amount::DrawnDestiny => self
                .st
                .stack
                .iter()
                .rev()
                .find_map(|f| match f {
                    crate::flow::Frame::Destiny(d) => Some(d.value),
                    _ => None,
                })
                .unwrap_or(0),
            Amount::Op(x, op, y) => {
                let (x, y) = (self.amount(x, at), self.amount(y, at));
                match op {
                    Arith::Add => x + y,
                    Arith::Sub => x - y,
                    Arith::Mul => x * y,
                }
            }
            Amount::EpicTotal(x) => {
                let aimed = at.reg.and_then(|r| match r.targets.first() {
                    Some(TargetRef::Card(c)) => Some(*c),
                    _ => None,
                });
                self.epic_total(at.this, aimed, self.amount(x, at))
            }
            Amount::IfElse(c, x, y) => {
                if self.holds(c, at) {
                    self.amount(x, at)
                } else {
                    self.amount(y, at)
                }
            }
        }
    }

    fn side_sum(&self, rel: Rel, at: &Anchor, f: impl Fn(Side) -> i32) -> i32 {
        Side::BOTH
            .iter()
            .filter(|&&s| at.rel(rel, s))
            .map(|&s| f(s))
            .sum()
    }

    /// The Force loss being resolved, if any (the nearest on the stack).
    pub fn pending_loss(&self) -> i32 {
        self.st
            .stack
            .iter()
            .rev()
            .find_map(|f| match f {
                crate::flow::Frame::Loss(l) => Some(l.amount),
                _ => None,
            })
            .unwrap_or(0)
    }

    /// The first card (on table, or the registers' cards wherever they are) matching.
    /// Locations on table matching a selector. One naming a card by its role (`target`) looks
    /// at that card only, instead of testing every location.
    fn locations_matching<'s>(
        &'s self,
        sel: &'s Sel,
        at: &'s Anchor,
    ) -> impl Iterator<Item = CardId> + 's {
        let (one, all) = match named_ref(sel) {
            Some(r) => (self.referred(r, at), None),
            None => (None, Some(self.st.locations())),
        };
        // A bare role (`target`) names its card: nothing more to test.
        let bare = matches!(sel, Sel::Ref(_));
        one.into_iter()
            .filter(move |&c| self.place(c) == Place::Location)
            .chain(all.into_iter().flatten())
            .filter(move |&c| bare || self.matches(sel, c, at))
    }

    pub fn first_matching(&self, sel: &Sel, at: &Anchor) -> Option<CardId> {
        if let Sel::Ref(r) = sel {
            return self.referred(*r, at);
        }
        self.all_matching(sel, at).next()
    }

    /// The card a role names, read from an anchor.
    fn referred(&self, r: Ref, at: &Anchor) -> Option<CardId> {
        match r {
            Ref::This => Some(at.this),
            Ref::Bearer => self.bearer_at(at.this, at),
            Ref::Target(i) => self.target_of(i, at),
            Ref::Trigger => at.reg.and_then(|r| r.trigger),
            Ref::Chosen => at.reg.and_then(|r| r.chosen),
        }
    }

    // ----- the modifier layer -----

    /// A quantity folded with every modifier that reaches the target: resets (the lowest
    /// wins) replace the base and ignore additions; otherwise additions, then multipliers;
    /// then minimums ("at least") and halving. Copies of one title do not add up: a modifier
    /// text counts once per title and ability (the cumulative rule), except a card's own text
    /// on itself.
    pub fn fold(&self, q: Quantity, target: Target, base: i32) -> i32 {
        // Most quantities have no modifier in a given game: nothing to read.
        if self.st.lastings.is_empty() && self.cat.texts(TextKind::Modify(q)).is_empty() {
            return base;
        }
        // A player's Force drains where the opponent may not modify them: only that player's
        // own texts change their amount.
        let only = match (q, target) {
            (Quantity::ForceDrain, Target::Player(side, Some(location)))
                if self.player_rule(Rule::DrainNotModifiable, side, location) =>
            {
                Some(side)
            }
            _ => None,
        };
        let mut acc = Acc::default();
        let mut seen = Seen::default();
        // The card the subject is read on: skips the texts that never name it.
        let subject = match target {
            Target::Card(c) => Some(c),
            Target::Player(_, l) => l,
        };
        let later = self
            .own_deploy_texts(q, target)
            .chain(self.expanded_texts(TextKind::Modify(q), subject));
        for t in self
            .texts_reaching(TextKind::Modify(q), subject)
            .chain(later)
        {
            if only.is_some_and(|side| t.you != side) {
                continue;
            }
            let Ability::Modify(m) = self.cat.ability(&t.r) else {
                continue;
            };
            let at = self.text_anchor(&t);
            if !self.reaches(&m.on, target, &at) || !self.holds(&m.cond, &at) {
                continue;
            }
            if q == Quantity::ForceDrain && self.drain_bonus_canceled(t.r.card, m, &at) {
                continue;
            }
            let own = matches!(target, Target::Card(c) if c == t.r.card);
            let key = (self.cat.blueprint_index(t.r.card), t.r.num);
            if !own && !m.cumulative && !seen.insert(key) {
                continue;
            }
            self.cat.ran(t.r.card, t.r.num);
            acc.apply(self, m, q, &at);
        }
        if !self.st.lastings.is_empty() {
            for l in &self.st.lastings {
                let LastingKind::Step { ability, step } = l.kind else {
                    continue;
                };
                let Some(Step::Lasting(m, _)) = self.lasting_step(l.source, ability, step) else {
                    continue;
                };
                if !m.changes.iter().any(|(x, _)| *x == q) || only.is_some_and(|side| l.you != side)
                {
                    continue;
                }
                let at = self.anchor_at(l.you, l.source, l.here).with_reg(&l.reg);
                if self.reaches(&m.on, target, &at)
                    && self.holds(&m.cond, &at)
                    && !(q == Quantity::ForceDrain && self.drain_bonus_canceled(l.source, m, &at))
                {
                    acc.apply(self, m, q, &at);
                }
            }
        }
        acc.result(base)
    }

    /// Whether a card's text adding to a Force drain is a bonus a text cancels ("Non-unique
    /// lightsaber Force drain bonuses everywhere are canceled").
    fn drain_bonus_canceled(&self, card: CardId, m: &Modifier, at: &Anchor) -> bool {
        self.rule_possible(Rule::DrainBonusCanceled)
            && m.changes.iter().any(|(x, c)| {
                *x == Quantity::ForceDrain && matches!(c, Change::Add(n) if self.amount(n, at) > 0)
            })
            && self.has_rule(card, Rule::DrainBonusCanceled)
    }

    /// Whether a text forbids playing an interrupt now ("Interrupts with that title may not
    /// be played").
    pub fn may_not_be_played(&self, card: CardId) -> bool {
        self.rule_possible(Rule::MayNotBePlayed) && self.has_rule(card, Rule::MayNotBePlayed)
    }

    fn reaches(&self, on: &Subject, target: Target, at: &Anchor) -> bool {
        match (on, target) {
            (Subject::Cards(sel), Target::Card(card)) => self.matches(sel, card, at),
            (Subject::Player(rel, locs), Target::Player(side, loc)) => {
                at.rel(*rel, side)
                    && match (locs, loc) {
                        (None, _) => true,
                        (Some(sel), Some(l)) => self.matches(sel, l, at),
                        (Some(_), None) => false,
                    }
            }
            _ => false,
        }
    }

    /// A card's own texts about its deployment ("deploys free to …", "deploys -2 …") apply
    /// while it is not on table yet.
    fn own_deploy_texts(&self, q: Quantity, target: Target) -> impl Iterator<Item = Text> + '_ {
        let card = match (q, target) {
            (Quantity::Stat(Stat::Deploy) | Quantity::DeployEach, Target::Card(c))
                if !self.text_active(c) =>
            {
                Some(c)
            }
            _ => None,
        };
        card.into_iter().flat_map(move |c| {
            self.cat
                .texts(TextKind::Modify(q))
                .iter()
                .filter(move |t| t.card == c)
                .map(move |t| Text {
                    r: *t,
                    you: part_reader(t.slot.part, self.owner(c)),
                    here: None,
                })
        })
    }

    /// Whether a rule applies to a card (static rules on table, and lasting ones). Most rules
    /// no card of a game has: that is told without a call.
    #[inline]
    pub fn has_rule(&self, card: CardId, rule: Rule) -> bool {
        self.rule_possible(rule) && self.rule_source(card, rule).is_some()
    }

    /// Whether a character has its permanent weapon now: the icon is printed and no text
    /// keeps weapons from it (seed 004 "Disarmed": a Disarmed character loses its permanent
    /// weapons too, and has them back once the Effect is gone).
    pub fn has_permanent_weapon(&self, card: CardId) -> bool {
        self.bp(card).has_icon(IconKind::PermanentWeapon)
            && !self.has_rule(card, Rule::MayNotCarryWeapons)
    }

    /// Whether a text keeps `bearer` from carrying `card`, a weapon (seed 004 "Disarmed":
    /// "may no longer carry weapons"). Any other card passes.
    pub fn may_not_carry(&self, card: CardId, bearer: CardId) -> bool {
        self.bp(card).card_type == CardType::Weapon
            && self.has_rule(bearer, Rule::MayNotCarryWeapons)
    }

    /// Whether a text keeps a card from being relocated to a location (seed 001 "Sandcrawler":
    /// "may relocate only to planet sites").
    pub fn may_not_relocate_to(&self, card: CardId, to: CardId) -> bool {
        let rule = Rule::RelocatesOnlyTo;
        self.rule_possible(rule)
            && self.has_rule(card, rule)
            && !self.has_rule_with_arg(rule, card, to)
    }

    /// Whether a text forbids a card to move to a location ("Cannot move to mobile sites").
    pub fn may_not_move_to(&self, card: CardId, to: CardId) -> bool {
        self.has_rule_with_arg(Rule::CannotMoveTo, card, to)
    }

    /// Whether a weapon fires in a battle at `location`: a weapon at a location (no bearer)
    /// fires in battles there, and where its `fires at` rule says (seed 001 "Superlaser").
    pub fn weapon_fires_at(&self, weapon: CardId, location: CardId) -> bool {
        self.st.location_of(weapon) == Some(location)
            || self.has_rule_with_arg(Rule::FiresAt, weapon, location)
    }

    /// Whether a text forbids a character to be aboard a starship or vehicle ("May not be
    /// aboard starfighters or enclosed vehicles").
    pub fn may_not_be_aboard(&self, card: CardId, craft: CardId) -> bool {
        if self.has_rule_with_arg(Rule::MayNotBeAboard, card, craft) {
            return true;
        }
        // The card's own rule holds in hand too, as it deploys aboard.
        self.cat
            .texts(TextKind::Rule(Rule::MayNotBeAboard))
            .iter()
            .filter(|t| t.card == card && !self.place(card).on_table())
            .any(|t| {
                let Ability::Rule { arg: Some(arg), .. } = self.cat.ability(t) else {
                    return false;
                };
                let forbids = self.matches(arg, craft, &self.anchor(self.owner(card), card));
                if forbids {
                    self.cat.ran(t.card, t.num);
                }
                forbids
            })
    }

    /// Whether a rule of `bearer`'s own text lets `card` deploy aboard it although the card's
    /// own `deploy on` clause names other bearers ("Turbolaser Battery may deploy aboard").
    pub fn may_deploy_aboard(&self, card: CardId, bearer: CardId) -> bool {
        if self
            .cat
            .texts(TextKind::Rule(Rule::MayDeployAboard))
            .is_empty()
            || !self.text_active(bearer)
        {
            return false;
        }
        let at = self.anchor(self.owner(bearer), bearer);
        self.cat
            .texts(TextKind::Rule(Rule::MayDeployAboard))
            .iter()
            .filter(|t| t.card == bearer)
            .any(|t| {
                let Ability::Rule { on, cond, .. } = self.cat.ability(t) else {
                    return false;
                };
                let allows = self.matches(on, card, &at) && self.holds(cond, &at);
                if allows {
                    self.cat.ran(t.card, t.num);
                }
                allows
            })
    }

    /// Whether a rule with an argument is on `card` and its argument matches `other`.
    fn has_rule_with_arg(&self, rule: Rule, card: CardId, other: CardId) -> bool {
        if !self.rule_possible(rule) {
            return false;
        }
        self.rules_with_arg(rule).any(|(t, on, cond, arg)| {
            let at = self.text_anchor(&t);
            let holds = self.matches(on, card, &at)
                && self.holds(cond, &at)
                && arg.is_some_and(|a| self.matches(a, other, &at));
            if holds {
                self.cat.ran(t.r.card, t.r.num);
            }
            holds
        })
    }

    /// Whether a text makes `card` count as having the word `w` for the text reading it
    /// ("May make a Kessel Run in place of a smuggler": a smuggler to Kessel Run's texts).
    fn in_place_of(&self, card: CardId, w: Sym, at: &Anchor) -> bool {
        let rule = Rule::InPlaceOf(w);
        if self.cat.texts(TextKind::Rule(rule)).is_empty() {
            return false;
        }
        self.rules_with_arg(rule).any(|(t, on, cond, arg)| {
            let own = self.text_anchor(&t);
            let holds = self.matches(on, card, &own)
                && arg.is_some_and(|a| self.matches(a, at.this, &own))
                && self.holds(cond, &own);
            if holds {
                self.cat.ran(t.r.card, t.r.num);
            }
            holds
        })
    }

    /// Whether any card could have a rule: some card of the game has it, or something lasts.
    #[inline]
    pub fn rule_possible(&self, rule: Rule) -> bool {
        !(self.st.lastings.is_empty() && self.cat.texts(TextKind::Rule(rule)).is_empty())
    }

    /// The card whose text gives a card a rule, if any.
    pub fn rule_source(&self, card: CardId, rule: Rule) -> Option<CardId> {
        // No card of the game has this rule and nothing lasts: nothing to read.
        if !self.rule_possible(rule) {
            return None;
        }
        let mut found = None;
        // Most cards no text of the rule may name, none of their own applies and no text is
        // expanded: the lasting rules alone are read.
        let kind = TextKind::Rule(rule);
        let texts = self.cat.kind_may_reach(kind, card)
            || self.own_rules(card, rule)
            || !self.cat.texts(TextKind::Rule(Rule::ExpandsText)).is_empty();
        for t in texts
            .then(|| self.rule_texts(rule, card))
            .into_iter()
            .flatten()
        {
            if let Ability::Rule {
                rule: r, on, cond, ..
            } = self.cat.ability(&t.r)
                && *r == rule
            {
                let at = self.text_anchor(&t);
                if self.matches(on, card, &at) && self.holds(cond, &at) {
                    self.cat.ran(t.r.card, t.r.num);
                    // For coverage, every text that gives the rule has applied, not only
                    // the first found; the answer is the same.
                    if !self.cat.tracing() {
                        return Some(t.r.card);
                    }
                    found = found.or(Some(t.r.card));
                }
            }
        }
        if found.is_some() {
            return found;
        }
        for l in &self.st.lastings {
            let LastingKind::Step { ability, step } = l.kind else {
                continue;
            };
            if let Some(Step::LastingRule(r, on, _)) = self.lasting_step(l.source, ability, step)
                && *r == rule
            {
                let at = Anchor::new(l.you, l.source, l.here).with_reg(&l.reg);
                if self.matches(on, card, &at) {
                    return Some(l.source);
                }
            }
        }
        None
    }

    /// Whether a player-level rule (`opponent may not force drain at …`) of the kind `make`
    /// builds applies to `side` at `location`: a text on table, or a lasting rule of an effect
    /// ("for remainder of game: …"), naming that player and that location.
    pub fn player_rule(&self, make: fn(Rel) -> Rule, side: Side, location: CardId) -> bool {
        if !self.cat.has_player_rules() {
            return false;
        }
        let names = |rel: Rel, reader: Side| match rel {
            Rel::You => reader == side,
            Rel::Opponent => reader != side,
            Rel::Anyone => true,
        };
        let kind = TextKind::Rule(make(Rel::Anyone));
        for t in self.texts(kind).chain(self.expanded_texts(kind, None)) {
            if let Ability::Rule { rule, on, cond, .. } = self.cat.ability(&t.r)
                && let Some(rel) = rule.player()
                && make(rel) == *rule
                && names(rel, t.you)
            {
                let at = self.text_anchor(&t);
                if self.matches(on, location, &at) && self.holds(cond, &at) {
                    self.cat.ran(t.r.card, t.r.num);
                    return true;
                }
            }
        }
        self.st.lastings.iter().any(|l| {
            let LastingKind::Step { ability, step } = l.kind else {
                return false;
            };
            let Some(Step::LastingRule(rule, on, _)) = self.lasting_step(l.source, ability, step)
            else {
                return false;
            };
            let at = Anchor::new(l.you, l.source, l.here).with_reg(&l.reg);
            rule.player()
                .is_some_and(|rel| make(rel) == *rule && names(rel, l.you))
                && self.matches(on, location, &at)
        })
    }

    /// The rule texts of a kind that may apply to a card: those on table, and the card's own
    /// when they apply although its text is not active (see [`Q::own_rules`]).
    fn rule_texts(&self, rule: Rule, card: CardId) -> impl Iterator<Item = Text> + '_ {
        let own = self
            .own_rules(card, rule)
            .then(|| {
                self.cat
                    .texts(TextKind::Rule(rule))
                    .iter()
                    .filter(move |t| t.card == card)
                    .map(move |t| Text {
                        r: *t,
                        you: part_reader(t.slot.part, self.owner(card)),
                        here: None,
                    })
            })
            .into_iter()
            .flatten()
            .chain(self.expanded_texts(TextKind::Rule(rule), Some(card)));
        self.texts_reaching(TextKind::Rule(rule), Some(card))
            .chain(own)
    }

    /// Whether a card's own rules of a kind apply although its text is not active: "may
    /// deploy without presence" before it is deployed, immunities and "cannot be cancelled"
    /// of a card being played.
    fn own_rules(&self, card: CardId, rule: Rule) -> bool {
        match rule {
            Rule::DeploysWithoutPresence
            | Rule::IgnoresLocationRestrictions
            | Rule::MayDeployHere
            | Rule::LikeStarfighter => !self.text_active(card),
            Rule::NotCancellable | Rule::ImmuneTo => {
                self.place(card) == Place::Pile(crate::ids::Pile::Aside) && !self.text_active(card)
            }
            _ => false,
        }
    }

    /// Whether a card may be cancelled by another card: not if it cannot be cancelled, nor if
    /// it is immune to the cancelling card.
    pub fn cancellable(&self, card: CardId, by: CardId) -> bool {
        !self.has_rule(card, Rule::NotCancellable) && !self.immune_to(card, by)
    }

    /// Whether `side`'s regular move between `from` and `to` is free: a location text of
    /// `side`'s (either end's) lets its cards move between it and locations matching the
    /// rule's argument, read from that location ("related" is related to it).
    pub fn free_move(&self, side: Side, from: CardId, to: CardId) -> bool {
        self.free_move_by(Rule::FreeMoveBetween, side, from, to)
    }

    /// Whether `card`'s regular move from `from` to `to` is free for `side`: a location's text
    /// ([`Q::free_move`]) or a card's text letting the cards it names move to its location from
    /// an adjacent site (`Rule::FreeMoveHere`, Garindan).
    pub fn free_move_of(&self, side: Side, card: CardId, from: CardId, to: CardId) -> bool {
        self.free_move(side, from, to)
            || self.free_move_here(side, card, from, to)
            || self.has_rule(card, Rule::MovesFree)
            || self.free_move_from(side, card, from, to)
    }

    /// Whether a location's text lets `side`'s `card` make its regular move free from that
    /// location to `to`, adjacent or not, in `side`'s move phase (`Rule::FreeMoveFrom`:
    /// "Imperials may move free from here to any one Death Star site").
    pub fn free_move_from(&self, side: Side, card: CardId, from: CardId, to: CardId) -> bool {
        if !self.rule_possible(Rule::FreeMoveFrom)
            || from == to
            || self.st.phase != crate::ids::Phase::Move
            || self.st.active != side
        {
            return false;
        }
        self.rules_with_arg(Rule::FreeMoveFrom)
            .any(|(t, on, cond, arg)| {
                let at = self.text_anchor(&t);
                let holds = t.you == side
                    && self.text_here(&t) == Some(from)
                    && self.matches(on, card, &at)
                    && self.holds(cond, &at)
                    && arg.is_some_and(|a| self.matches(a, to, &at));
                if holds {
                    self.cat.ran(t.r.card, t.r.num);
                }
                holds
            })
    }

    /// Whether a starship site's text lets `side` transfer to and from `ship`, the starship
    /// it is aboard, for free (`Rule::TransfersFreeHere`, Star Destroyer: Launch Bay).
    pub fn transfers_free(&self, side: Side, ship: CardId) -> bool {
        if !self.rule_possible(Rule::TransfersFreeHere) {
            return false;
        }
        self.rules_with_arg(Rule::TransfersFreeHere)
            .any(|(t, _, cond, _)| {
                let at = self.text_anchor(&t);
                let holds = t.you == side
                    && self
                        .text_here(&t)
                        .is_some_and(|site| self.craft_of_site(site) == Some(ship))
                    && self.holds(cond, &at);
                if holds {
                    self.cat.ran(t.r.card, t.r.num);
                }
                holds
            })
    }

    /// Whether every text letting a card move as a react names other destinations than
    /// `location` ("May move as a 'react' to Hoth sites").
    pub fn react_move_elsewhere(&self, card: CardId, location: CardId) -> bool {
        let (mut here, mut elsewhere) = (false, false);
        for (t, on, cond, arg) in self.rules_with_arg(Rule::ReactMove) {
            let at = self.text_anchor(&t);
            if !(self.matches(on, card, &at) && self.holds(cond, &at)) {
                continue;
            }
            match arg {
                Some(a) if !self.matches(a, location, &at) => elsewhere = true,
                _ => here = true,
            }
        }
        elsewhere && !here
    }

    fn free_move_here(&self, side: Side, card: CardId, from: CardId, to: CardId) -> bool {
        if !self.rule_possible(Rule::FreeMoveHere) || !self.st.neighbours(from).any(|n| n == to) {
            return false;
        }
        self.rules_with_arg(Rule::FreeMoveHere)
            .any(|(t, on, cond, _)| {
                let at = self.text_anchor(&t);
                let holds = t.you == side
                    && self.text_here(&t) == Some(to)
                    && self.matches(on, card, &at)
                    && self.holds(cond, &at);
                if holds {
                    self.cat.ran(t.r.card, t.r.num);
                }
                holds
            })
    }

    /// Whether a location text lets `side`'s cards move free between `from` and `to` in
    /// `side`'s control phase (`Rule::FreeMoveInControl`), read as [`Q::free_move`] is.
    pub fn free_move_in_control(&self, side: Side, from: CardId, to: CardId) -> bool {
        self.free_move_by(Rule::FreeMoveInControl, side, from, to)
    }

    /// Every pair of locations between which `side`'s regular moves are free by a location's
    /// text ([`Q::free_move`]), found once for a whole list of moves: `(here, other, text)`,
    /// `here` the location whose text it is. Only pairs one of whose ends holds a card of
    /// `side` (at it, not aboard) are listed: no other pair starts a move.
    pub fn free_move_pairs(&self, side: Side) -> Vec<(CardId, CardId, Text)> {
        let mut out = Vec::new();
        if !self.rule_possible(Rule::FreeMoveBetween) {
            return out;
        }
        // Where `side` has cards (`None`: more locations than kept, read every one), found
        // once a text applies.
        let mut occupied: Option<Option<Places>> = None;
        for (t, on, cond, arg) in self.rules_with_arg(Rule::FreeMoveBetween) {
            let here = t.here.unwrap_or(t.r.card);
            let at = self.text_anchor(&t);
            let Some(arg) = arg else {
                continue;
            };
            if t.you != side || !self.matches(on, here, &at) || !self.holds(cond, &at) {
                continue;
            }
            let occupied = occupied.get_or_insert_with(|| self.places_of(side));
            let moves_from = |l: CardId| occupied.as_ref().is_none_or(|o| o.has(l));
            let from_here = moves_from(here);
            for other in self.st.locations() {
                if other != here
                    && (from_here || moves_from(other))
                    && self.cat.may_reach_arg(&t.r, other)
                    && self.matches(arg, other, &at)
                {
                    out.push((here, other, t));
                }
            }
        }
        out
    }

    /// The locations where `side` has a card (at it, not aboard), or `None` when there are
    /// more than `Places` keeps.
    fn places_of(&self, side: Side) -> Option<Places> {
        let mut places = Places::default();
        for &c in &self.st.table {
            if let Place::At { location } = self.place(c)
                && self.owner(c) == side
                && !places.has(location)
                && !places.push(location)
            {
                return None;
            }
        }
        Some(places)
    }

    /// Whether a location's text lets `side`'s `card` make its regular move between `from` and
    /// `to`, adjacent or not (`Rule::MoveBetween`: "Vader may move between here and any
    /// battleground site"); the move costs what a regular move costs.
    pub fn move_between(&self, side: Side, card: CardId, from: CardId, to: CardId) -> bool {
        self.between_rule(Rule::MoveBetween, side, from, to, Some(card))
    }

    fn free_move_by(&self, rule: Rule, side: Side, from: CardId, to: CardId) -> bool {
        self.between_rule(rule, side, from, to, None)
    }

    /// Whether a location's `rule` text read by `side` joins `from` and `to` ("between here
    /// and <locations>": one of them is the text's location, the other matches its argument),
    /// its subject part matching `subject` (the location itself when `None`).
    fn between_rule(
        &self,
        rule: Rule,
        side: Side,
        from: CardId,
        to: CardId,
        subject: Option<CardId>,
    ) -> bool {
        if !self.rule_possible(rule) || from == to {
            return false;
        }
        self.rules_with_arg(rule).any(|(t, on, cond, arg)| {
            let here = t.here.unwrap_or(t.r.card);
            let other = if here == from {
                to
            } else if here == to {
                from
            } else {
                return false;
            };
            let at = self.text_anchor(&t);
            let holds = t.you == side
                && self.cat.may_reach_arg(&t.r, other)
                && self.matches(on, subject.unwrap_or(here), &at)
                && self.holds(cond, &at)
                && arg.is_some_and(|a| self.matches(a, other, &at));
            if holds {
                self.cat.ran(t.r.card, t.r.num);
            }
            holds
        })
    }

    /// The rules of one kind on table with their argument selector (for rules such as
    /// "immune to …" and "may react deploy to …"), as `(card, you, argument)`.
    pub fn rules_with_arg(
        &self,
        rule: Rule,
    ) -> impl Iterator<Item = (Text, &'a Sel, &'a Cond, Option<&'a Sel>)> + '_ {
        let kind = TextKind::Rule(rule);
        self.texts(kind)
            .chain(self.expanded_texts(kind, None))
            .filter_map(move |t| match self.cat.ability(&t.r) {
                Ability::Rule {
                    rule: r,
                    on,
                    cond,
                    arg,
                } if *r == rule => Some((t, on, cond, arg.as_ref())),
                _ => None,
            })
    }

    // ----- card values -----

    /// A card's current value.
    pub fn stat(&self, card: CardId, stat: Stat) -> i32 {
        match stat {
            Stat::Power => self.power(card),
            Stat::Ability => self.ability(card),
            Stat::Forfeit => self.forfeit(card).unwrap_or(0),
            Stat::Defense => self.defense_value(card),
            Stat::Deploy => self.card_value(card, Stat::Deploy),
            // Where a system is: a mobile system's parsec changes as it moves.
            Stat::Parsec => self.parsec(card).unwrap_or(-1),
            other => self.card_value(card, other),
        }
    }

    fn card_value(&self, card: CardId, stat: Stat) -> i32 {
        let bp = self.bp(card);
        // Seed 001 "Starship – landed": no maneuver, hyperspeed or landspeed at a site or in a
        // cargo bay.
        if matches!(stat, Stat::Maneuver | Stat::Hyperspeed | Stat::Landspeed) && self.landed(card)
        {
            return 0;
        }
        let printed = if self.dejarik_at_holosite(card) {
            dejarik_stat(bp, stat)
        } else {
            bp.stat(stat)
        };
        self.fold(Quantity::Stat(stat), Target::Card(card), printed)
            .max(0)
    }

    pub fn power(&self, card: CardId) -> i32 {
        // A starship without a pilot aboard has no power (seed 001 "Starship - piloted"), nor
        // has a landed one (seed 001 "Starship – landed"), nor a vehicle without its driver or
        // pilot (seed 004 "Driver", seed 001 "Shuttle vehicles").
        if self.landed(card) || (self.is_craft(card) && !self.piloted(card)) {
            return 0;
        }
        self.card_value(card, Stat::Power)
    }

    /// A starship landed at a site, or a starfighter or vehicle carried in a starship's cargo
    /// bay, which is like landed (seed 001 "Starship – landed", seed 004 "Embarking"): it has
    /// no power, maneuver, hyperspeed or landspeed, and those aboard are all passengers.
    pub fn landed(&self, ship: CardId) -> bool {
        (self.is_starship(ship)
            && matches!(self.place(ship), Place::At { location } if self.bp(location).is_site()))
            || self.carried(ship)
    }

    /// A starfighter or vehicle aboard a starship: in its cargo bay (seed 004 "Embarking").
    pub fn carried(&self, card: CardId) -> bool {
        self.is_craft(card) && self.bearer(card).is_some_and(|s| self.is_starship(s))
    }

    /// A card in a cargo bay: a carried starfighter or vehicle, or a card aboard or on one.
    /// It is not present at the location (seed 004 "Embarking") and takes no part in battle.
    pub fn in_cargo(&self, card: CardId) -> bool {
        let mut current = card;
        // Cards on cards on cards are rare; the chain is short.
        for _ in 0..8 {
            if self.carried(current) {
                return true;
            }
            match self.bearer(current) {
                Some(b) => current = b,
                None => return false,
            }
        }
        false
    }

    /// A planet's lowest cloud sector (the one next to its sites), if it has cloud sectors;
    /// allocation-free, for the move options.
    pub fn lowest_cloud(&self, planet: &str) -> Option<CardId> {
        self.st
            .rows
            .iter()
            .filter(|row| row.systems && row.region == planet)
            .flat_map(|row| row.sites.iter().copied())
            .rfind(|&l| self.bp(l).sector == Some(SectorKind::Cloud))
    }

    /// The Big One sector a Big One site (Asteroid Cave Or Space Slug Belly) is related to
    /// (seed 003 §3a): the Big One of the planet whose "<planet>: Big One" row holds the site.
    pub fn big_one_of(&self, site: CardId) -> Option<CardId> {
        if !self.bp(site).big_one_site {
            return None;
        }
        let row = self.planet(site)?.strip_suffix(": Big One")?;
        self.st
            .rows
            .iter()
            .filter(|r| r.systems && r.region == row)
            .flat_map(|r| r.sites.iter().copied())
            .find(|&l| self.bp(l).big_one)
    }

    /// The Space Slug that makes a site with 'Cave Rules' its belly, if any: a Space Slug at
    /// the Big One the site is related to. 'Cave Rules' (the published rules for Big One:
    /// Asteroid Cave Or Space Slug Belly): the site is an asteroid cave, a planet site, until a
    /// Space Slug is present at its Big One; the site is then the slug's belly, a creature
    /// site and no planet site, and what is in it is lost if the slug is lost.
    pub fn slug_of_belly(&self, site: CardId) -> Option<CardId> {
        if !self.rule_possible(Rule::CaveRules) {
            return None;
        }
        let big_one = self.big_one_of(site)?;
        let slug = self.st.table.iter().copied().find(|&c| {
            self.place(c) == Place::At { location: big_one } && is_space_slug(self.bp(c))
        })?;
        self.has_rule(site, Rule::CaveRules).then_some(slug)
    }

    /// The belly a Space Slug at a Big One has made of its related site under 'Cave Rules'.
    pub fn belly_of_slug(&self, slug: CardId) -> Option<CardId> {
        if !is_space_slug(self.bp(slug)) || !self.rule_possible(Rule::CaveRules) {
            return None;
        }
        let Place::At { location } = self.place(slug) else {
            return None;
        };
        self.st
            .locations()
            .find(|&l| self.big_one_of(l) == Some(location) && self.slug_of_belly(l) == Some(slug))
    }

    /// A planet's sectors of one kind, in their row's order: from the one next to the system
    /// to the farthest (for cloud sectors, the lowest, next to the planet's sites, last).
    pub fn sectors(&self, planet: &str, kind: SectorKind) -> Vec<CardId> {
        self.st
            .rows
            .iter()
            .filter(|row| row.systems && row.region == planet)
            .flat_map(|row| row.sites.iter().copied())
            .filter(|&l| self.bp(l).sector == Some(kind))
            .collect()
    }

    // ----- starships (seed 001 "Starship") -----

    pub fn is_starship(&self, card: CardId) -> bool {
        self.bp(card).card_type == CardType::Starship
    }

    /// The starship a starship site is aboard (seed 001 "Starship sites"): the starship on
    /// table whose title is the site's region ("Blockade Flagship: Bridge" is aboard Blockade
    /// Flagship), if any. A site of a kind of starship ("Star Destroyer: Launch Bay") names
    /// no one starship: none. A vehicle site (seed 001 "Sandcrawler sites") is aboard its
    /// owner's vehicle of the kind its region names ("Sandcrawler: Droid Junkheap": a vehicle
    /// with the characteristic sandcrawler), the first on table. (Asked of a site not yet on
    /// table: the craft it would deploy on.)
    pub fn craft_of_site(&self, site: CardId) -> Option<CardId> {
        let bp = self.bp(site);
        if !bp.is_site() {
            return None;
        }
        let region = bp.region.as_deref()?;
        if bp.has_icon(IconKind::VehicleSite) {
            let kind = bp.craft_kind?;
            let owner = self.owner(site);
            return self.st.table.iter().copied().find(|&c| {
                self.is_vehicle(c)
                    && self.owner(c) == owner
                    && self.bp(c).has_word(kind)
                    && self.place(c).on_table()
            });
        }
        if !bp.has_icon(IconKind::Starship) {
            return None;
        }
        // A site of any starship of a class is aboard the one it deployed to (seed 001
        // "Starship sites": specified as it deploys).
        if bp.craft_kind.is_some() {
            return self
                .st
                .card(site)
                .target
                .filter(|&c| self.is_starship(c) && self.place(c).on_table());
        }
        self.st.table.iter().copied().find(|&c| {
            self.is_starship(c) && self.bp(c).title == region && self.place(c).on_table()
        })
    }

    /// The starship or vehicle sites aboard a craft (see [`Q::craft_of_site`]).
    pub fn sites_of_craft(&self, craft: CardId) -> impl Iterator<Item = CardId> + '_ {
        self.st
            .locations()
            .filter(move |&l| self.craft_of_site(l) == Some(craft))
    }

    pub fn ship_of(&self, card: CardId) -> Option<CardId> {
        self.bearer(card).filter(|&s| self.is_starship(s))
    }

    /// A character aboard a starship, or a combat or shuttle vehicle, as its pilot, not as a
    /// passenger (seed 001 "Starship -occupants"): it deployed or moved aboard into a pilot
    /// slot (`placed_as` 0). The driver of a transport vehicle is not piloting (seed 004
    /// "Driver").
    pub fn piloting(&self, card: CardId) -> bool {
        self.bp(card).is_character()
            && self.st.card(card).placed_as == 0
            && self.bearer(card).is_some_and(|c| {
                self.is_starship(c)
                    || matches!(
                        self.bp(c).vehicle,
                        Some(VehicleKind::Combat | VehicleKind::Shuttle)
                    )
            })
    }

    // ----- vehicles (seed 004 "Driver", "Enclosed vehicles"; seed 001 "Shuttle vehicles") --

    pub fn is_vehicle(&self, card: CardId) -> bool {
        self.bp(card).vehicle.is_some()
    }

    /// A starship or a vehicle: a card characters go aboard.
    pub fn is_craft(&self, card: CardId) -> bool {
        let bp = self.bp(card);
        bp.card_type == CardType::Starship || bp.vehicle.is_some()
    }

    /// The starship or vehicle a card is aboard.
    pub fn craft_of(&self, card: CardId) -> Option<CardId> {
        self.bearer(card).filter(|&c| self.is_craft(c))
    }

    /// The vehicle a card is aboard.
    pub fn vehicle_of(&self, card: CardId) -> Option<CardId> {
        self.bearer(card).filter(|&c| self.is_vehicle(c))
    }

    /// A character at the helm of a starship or vehicle: its pilot, or a transport vehicle's
    /// driver (the slot `placed_as` 0).
    pub fn at_helm(&self, card: CardId) -> bool {
        self.bp(card).is_character()
            && self.st.card(card).placed_as == 0
            && self.craft_of(card).is_some()
    }

    /// The driver of a transport vehicle (seed 004 "Driver").
    pub fn driving(&self, card: CardId) -> bool {
        self.at_helm(card)
            && self
                .vehicle_of(card)
                .is_some_and(|v| self.bp(v).vehicle == Some(VehicleKind::Transport))
    }

    /// Whether a character aboard a craft is present at its location: aboard an open
    /// (not enclosed) vehicle it is (seed 004 "Enclosed"; the published Glossary's "open
    /// vehicles"), aboard a starship or an enclosed vehicle it is not.
    pub fn present_aboard(&self, craft: CardId) -> bool {
        let bp = self.bp(craft);
        bp.vehicle.is_some() && !bp.enclosed
    }

    /// A character aboard a starship or an enclosed vehicle (seed 004 "Enclosed"), or any
    /// card in a cargo bay (seed 004 "Embarking"): not present at its location.
    pub fn enclosed_aboard(&self, card: CardId) -> bool {
        (self.bp(card).is_character()
            && self.craft_of(card).is_some_and(|c| !self.present_aboard(c)))
            || self.in_cargo(card)
    }

    /// Starships and vehicles of `side` at a location (not aboard another card).
    pub fn crafts_at(&self, side: Side, location: CardId) -> impl Iterator<Item = CardId> + '_ {
        self.st.table.iter().copied().filter(move |&c| {
            self.owner(c) == side
                && matches!(self.place(c), Place::At { location: l } if l == location)
                && self.is_craft(c)
        })
    }

    /// Whether a character may take the helm of a craft: the pilot icon for a starship or a
    /// combat or shuttle vehicle, any non-droid character for a transport vehicle (seed 004
    /// "Driver"); nobody steers a creature vehicle.
    pub fn may_take_helm(&self, card: CardId, craft: CardId) -> bool {
        match self.bp(craft).vehicle {
            Some(VehicleKind::Transport) => {
                self.bp(card).is_character() && !self.bp(card).has_word(droid())
            }
            Some(VehicleKind::Creature) => false,
            _ => self.has_icon(card, IconKind::Pilot),
        }
    }

    /// Characters aboard a starship, pilots and passengers.
    pub fn aboard(&self, ship: CardId) -> impl Iterator<Item = CardId> + '_ {
        self.attached(ship).filter(|&c| self.bp(c).is_character())
    }

    /// The ability a starship's permanent pilot provides (recorded as a use of its clause).
    pub fn permanent_pilot(&self, ship: CardId) -> Option<i32> {
        let ability = self.bp(ship).permanent_pilot?;
        self.printed_clause_ran(ship, |a| matches!(a, Ability::PermanentPilot(_)));
        Some(ability)
    }

    /// Records the use of a starship's printed clause (capacity, permanent pilot) when a
    /// trace is on.
    pub fn printed_clause_ran(&self, card: CardId, is: impl Fn(&Ability) -> bool) {
        if !self.cat.tracing() {
            return;
        }
        // Every such clause: a location may print one on each side.
        if let Some(script) = self.bp(card).script.as_ref() {
            for (num, _) in script.abilities().enumerate().filter(|(_, (_, a))| is(a)) {
                self.cat.ran(card, num as u8);
            }
        }
    }

    /// Whether a starship has a pilot aboard: a permanent pilot or a pilot character (seed
    /// 001 "Starship - piloted").
    /// A vehicle likewise needs its driver or pilot (seed 004 "Driver", seed 001 "Shuttle
    /// vehicles"); a creature vehicle moves and battles by itself.
    pub fn piloted(&self, ship: CardId) -> bool {
        self.bp(ship).vehicle == Some(VehicleKind::Creature)
            || self.permanent_pilot(ship).is_some()
            || self.aboard(ship).any(|c| self.at_helm(c))
    }

    /// The ability a starship brings to its location: its permanent pilot's and that of the
    /// characters aboard (pilots only, when `pilots_only`: passengers never count toward
    /// battle destiny, CR 9.5).
    pub fn ship_ability(&self, ship: CardId, pilots_only: bool) -> i32 {
        // Seed 001 "Starship – landed": aboard a landed starship everyone is a passenger, and
        // the permanent pilot's ability counts for presence and control only.
        if pilots_only && self.landed(ship) {
            return 0;
        }
        let crew: i32 = self
            .aboard(ship)
            .filter(|&c| !pilots_only || self.at_helm(c))
            .map(|c| self.ability(c))
            .sum();
        self.permanent_pilot(ship).unwrap_or(0) + crew
    }

    /// What a card at a location gives its owner toward presence (CR 6.2): a character's
    /// ability, a starship's permanent pilot and everyone aboard.
    pub fn presence_ability(&self, card: CardId) -> i32 {
        let bp = self.bp(card);
        if self.undercover(card) {
            0
        } else if bp.is_character() || self.dejarik_at_holosite(card) {
            self.ability(card)
        } else if bp.card_type == CardType::Starship || bp.vehicle.is_some() {
            // Vehicles too: everyone aboard counts, passengers included (CR 6.2).
            self.ship_ability(card, false)
        } else {
            0
        }
    }

    /// A starship may use its hyperspeed: a pilot and a nav computer aboard (seed 001
    /// "Starship - piloted"); its current hyperspeed, 0 otherwise.
    pub fn usable_hyperspeed(&self, ship: CardId) -> i32 {
        if !self.piloted(ship)
            || !self.has_icon(ship, IconKind::NavComputer)
            || self.squadron_crew_short(ship).is_some()
        {
            return 0;
        }
        self.card_value(ship, Stat::Hyperspeed)
    }

    /// Whether a character piloting a starship is a pilot of the squadron a word names
    /// (`black squadron pilot`): the starship belongs to that squadron (seed 001 "Squadron
    /// designations"; a permanent pilot is no card and never counts).
    pub fn pilots_for_squadron(&self, card: CardId, word: crate::script::Sym) -> bool {
        let Some(ship) = self.ship_of(card).filter(|_| self.piloting(card)) else {
            return false;
        };
        word.as_str()
            .strip_suffix(" pilot")
            .filter(|d| d.ends_with(" squadron"))
            .is_some_and(|d| self.bp(ship).has_word(crate::script::Sym::new(d)))
    }

    /// A squadron class starship (seed 001 "Starship - squadron class"): never a starfighter.
    pub fn is_squadron(&self, card: CardId) -> bool {
        self.bp(card).squadron.is_some()
    }

    /// Whether a starship deploys and moves as a capital starship: never to a site or a cloud
    /// sector, one sector a move. A capital starship that "deploys and moves like a
    /// starfighter" does not (Wild Karrde).
    pub fn flies_as_capital(&self, card: CardId) -> bool {
        self.bp(card).capital && !self.has_rule(card, Rule::LikeStarfighter)
    }

    /// A starfighter: a starship neither capital nor squadron (seed 001 "Starship - squadron
    /// class": a squadron is not one in any way).
    pub fn is_starfighter(&self, card: CardId) -> bool {
        let bp = self.bp(card);
        bp.card_type == CardType::Starship && !bp.capital && bp.squadron.is_none()
    }

    /// The pilots and nav computers aboard a squadron when they are fewer than the starships
    /// it stands for (seed 001 "Starship - piloted": a squadron uses its hyperspeed only with 3
    /// of each). Its permanent pilots count by its pilot icon, its nav computers by its nav
    /// computer icon (a nav computer granted by a text counts one); pilot characters aboard
    /// add theirs. `None` for a squadron with a full crew and for any other starship.
    pub fn squadron_crew_short(&self, ship: CardId) -> Option<(u8, u8)> {
        let squadron = self.bp(ship).squadron.as_ref()?;
        let need = squadron.size();
        let permanent = if self.permanent_pilot(ship).is_some() {
            squadron.pilots
        } else {
            0
        };
        let crew = self.aboard(ship).filter(|&c| self.at_helm(c)).count();
        let pilots = usize::from(permanent).saturating_add(crew).min(255) as u8;
        let nav = if squadron.nav_computers == 0 && self.has_icon(ship, IconKind::NavComputer) {
            1
        } else {
            squadron.nav_computers
        };
        (pilots < need || nav < need).then_some((pilots, nav))
    }

    /// How many starships a card counts as for a text taking or placing cards by a selector
    /// (seed 001 "Starship - squadron class"): a squadron named by one of its component
    /// models ('TIE/ln', "TIE") is all of them; any other card, or a squadron named otherwise
    /// ("starship"), is one.
    pub fn units_for(&self, sel: &Sel, card: CardId) -> u8 {
        match &self.bp(card).squadron {
            Some(squadron) if names_component(sel, squadron) => squadron.size(),
            _ => 1,
        }
    }

    /// A system's parsec number: the printed one, or where a mobile system is now (its
    /// starting parsec before it deploys; seed 004 "Death Star").
    pub fn parsec(&self, system: CardId) -> Option<i32> {
        let bp = self.bp(system);
        match bp.mobile {
            Some(m) => Some(
                self.mobile_position(system)
                    .map_or(m.start, |p| i32::from(p.parsec)),
            ),
            None => bp.parsec,
        }
    }

    /// Where a mobile system on table is.
    pub fn mobile_position(&self, system: CardId) -> Option<crate::state::MobilePosition> {
        self.st.mobile.iter().copied().find(|p| p.system == system)
    }

    /// The systems a location is in orbit with (seed 004 "Death Star"): the planet a mobile
    /// system orbits, or the mobile systems orbiting a planet. Starships move between the two
    /// for 1 Force, without hyperspeed.
    pub fn orbit_partners(&self, location: CardId) -> impl Iterator<Item = CardId> + '_ {
        self.st.mobile.iter().filter_map(move |p| match p.orbit {
            Some(planet) if p.system == location => Some(planet),
            Some(planet) if planet == location => Some(p.system),
            _ => None,
        })
    }

    /// Starships of `side` at a location (not aboard another card).
    pub fn starships_at(&self, side: Side, location: CardId) -> impl Iterator<Item = CardId> + '_ {
        self.st.table.iter().copied().filter(move |&c| {
            self.owner(c) == side
                && matches!(self.place(c), Place::At { location: l } if l == location)
                && self.is_starship(c)
        })
    }

    pub fn ability(&self, card: CardId) -> i32 {
        let bp = self.bp(card);
        // A droid's ability is an unmodifiable zero (seed 004 "Droïd").
        if bp.has_word(droid()) || (!bp.is_character() && !self.dejarik_at_holosite(card)) {
            return 0;
        }
        self.card_value(card, Stat::Ability)
    }

    pub fn forfeit(&self, card: CardId) -> Option<i32> {
        let bp = self.bp(card);
        let printed = if self.dejarik_at_holosite(card) {
            Some(bp.destiny)
        } else {
            bp.forfeit
        };
        printed.map(|f| {
            let absorbed = i32::from(self.st.card(card).absorbed);
            (self.fold(Quantity::Stat(Stat::Forfeit), Target::Card(card), f) - absorbed).max(0)
        })
    }

    /// A card's armor or maneuver, as modified: the higher of those it prints (0 with
    /// neither).
    pub fn armor_or_maneuver(&self, card: CardId) -> i32 {
        let bp = self.bp(card);
        let armor = bp.armor.map_or(0, |_| self.card_value(card, Stat::Armor));
        let maneuver = bp
            .maneuver
            .map_or(0, |_| self.card_value(card, Stat::Maneuver));
        armor.max(maneuver)
    }

    /// Defense value (seed 004 "Defense value"): for a character the highest of ability,
    /// armor and maneuver; droids without armor or maneuver have 0; vehicles and starships use
    /// armor or maneuver.
    pub fn defense_value(&self, card: CardId) -> i32 {
        let bp = self.bp(card);
        let armor_or_maneuver = self.armor_or_maneuver(card);
        let base = if bp.is_character() {
            self.ability(card).max(armor_or_maneuver)
        } else {
            armor_or_maneuver
        };
        self.fold(Quantity::Stat(Stat::Defense), Target::Card(card), base)
            .max(0)
    }

    /// The threshold of a card's immunity to attrition (0: none; `i32::MAX`: immune to any).
    pub fn immunity(&self, card: CardId) -> i32 {
        if self.has_rule(card, Rule::LosesImmunityToAttrition) {
            return 0;
        }
        if self.has_rule(card, Rule::ImmuneToAttrition) {
            return i32::MAX;
        }
        self.fold(Quantity::Immunity, Target::Card(card), 0).max(0)
    }

    /// Whether a card is immune to a card (`immune to "Alter"`).
    pub fn immune_to(&self, card: CardId, by: CardId) -> bool {
        self.rule_texts(Rule::ImmuneTo, card).any(|t| {
            let Ability::Rule { on, cond, arg, .. } = self.cat.ability(&t.r) else {
                return false;
            };
            let at = self.text_anchor(&t);
            let immune = arg.as_ref().is_some_and(|a| self.matches(a, by, &at))
                && self.matches(on, card, &at)
                && self.holds(cond, &at);
            if immune {
                self.cat.ran(t.r.card, t.r.num);
            }
            immune
        })
    }

    /// The planet (or system) a location belongs to: a site's region, a system's title; a
    /// generic site's is the planet whose row it was deployed to.
    pub fn planet(&self, location: CardId) -> Option<&str> {
        let bp = self.bp(location);
        match &bp.region {
            Some(r) => Some(r.as_str()),
            None if bp.generic => self.st.row_of(location).map(|row| row.region.as_str()),
            None => None,
        }
    }

    /// The planet of a location as a word (for `matching`, `related`): printed, or for a
    /// generic site its row's, kept by the state.
    pub fn planet_sym(&self, location: CardId) -> Option<crate::script::Sym> {
        let bp = self.bp(location);
        match bp.region_sym {
            Some(s) => Some(s),
            None if bp.generic => self.st.row_region(location),
            None => None,
        }
    }

    /// Whether a site is protected by the Hoth energy shield: a location putting the 'Hoth
    /// Energy Shield Rules' in effect is on table, and the site is a Hoth site other than the
    /// outermost exterior marker site on table and the Wampa Cave (7th marker, never the
    /// outermost). Seed 004 "Deployment restrictions" [3].
    pub fn shielded(&self, site: CardId) -> bool {
        let bp = self.bp(site);
        if !bp.is_site() || self.planet(site) != Some("Hoth") || bp.marker == Some(7) {
            return false;
        }
        let mut shield = None;
        let mut outermost = 0;
        for l in self.st.locations() {
            let lb = self.bp(l);
            if lb.energy_shield && self.place(l) == Place::Location {
                shield = Some(l);
            }
            if let Some(m) = lb.marker.filter(|&m| m != 7)
                && lb.has_icon(IconKind::Exterior)
                && self.planet(l) == Some("Hoth")
            {
                outermost = outermost.max(m);
            }
        }
        let Some(shield) = shield else {
            return false;
        };
        self.printed_clause_ran(shield, |a| {
            matches!(a, crate::script::Ability::EnergyShieldRules)
        });
        bp.marker.is_none_or(|m| m != outermost)
    }

    /// Whether two locations have a planet and it is the same, compared as words (a generic
    /// site's is its row's).
    pub fn same_planet(&self, a: CardId, b: CardId) -> bool {
        match (self.planet_sym(a), self.planet_sym(b)) {
            (Some(x), Some(y)) => x == y,
            _ => false,
        }
    }

    /// Total ability of each side's characters, starships and vehicles at a location (by
    /// `Side::index`), in one pass over the table.
    pub fn ability_pair_at(&self, location: CardId) -> [i32; 2] {
        let mut out = [0, 0];
        for &c in &self.st.table {
            if matches!(self.place(c), Place::At { location: l } if l == location) {
                out[self.owner(c).index()] += self.presence_ability(c);
            }
        }
        out
    }

    /// Total ability of `side`'s characters at a location.
    pub fn ability_at(&self, side: Side, location: CardId) -> i32 {
        self.st
            .table
            .iter()
            .copied()
            .filter(|&c| {
                self.owner(c) == side
                    && matches!(self.place(c), Place::At { location: l } if l == location)
            })
            .map(|c| self.presence_ability(c))
            .sum()
    }

    /// Each location on table (in row order) with the total ability of each side's characters
    /// there (by `Side::index`), computed in one pass over the table for option lists that
    /// ask about every location.
    pub fn abilities(&self) -> Vec<(CardId, [i32; 2])> {
        // Sized at once: the locations come through rows, whose total the iterator cannot tell.
        let count = self.st.rows.iter().map(|row| row.sites.len()).sum();
        let mut out: Vec<(CardId, [i32; 2])> = Vec::with_capacity(count);
        out.extend(self.st.locations().map(|l| (l, [0, 0])));
        for &card in &self.st.table {
            if let Place::At { location } = self.place(card)
                && (matches!(
                    self.bp(card).card_type,
                    CardType::Character | CardType::Starship | CardType::Vehicle
                ) || self.dejarik_at_holosite(card))
                && let Some(entry) = out.iter_mut().find(|(l, _)| *l == location)
            {
                entry.1[self.owner(card).index()] += self.presence_ability(card);
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
        self.fold(
            Quantity::ControlAbility,
            Target::Player(side, Some(location)),
            1,
        )
    }

    /// Presence: total ability of at least 1 (CR 6.2).
    pub fn presence(&self, side: Side, location: CardId) -> bool {
        self.reach_presence(self.st.table.iter().copied().filter(|&c| {
            self.owner(c) == side
                && matches!(self.place(c), Place::At { location: l } if l == location)
        }))
    }

    /// Whether cards give a total ability of at least 1 toward presence. No card gives less
    /// than 0 (values are never below 0), so the first cards reaching 1 settle it and the
    /// others are not read.
    pub fn reach_presence(&self, cards: impl Iterator<Item = CardId>) -> bool {
        let mut total = 0;
        for c in cards {
            total += self.presence_ability(c);
            if total >= 1 {
                return true;
            }
        }
        false
    }

    /// Control: you occupy and the opponent does not (CR 6.3). Some texts raise the ability
    /// needed to control.
    pub fn controls(&self, side: Side, location: CardId) -> bool {
        self.controls_with(side, location, self.ability_pair_at(location))
    }

    /// Force icons on `side`'s half of a location.
    pub fn icons(&self, side: Side, location: CardId) -> i32 {
        let half = if self.rotated(location) {
            side.opponent()
        } else {
            side
        };
        let printed = i32::from(self.bp(location).icons[half.index()]);
        self.fold(
            Quantity::ForceIcons,
            Target::Player(side, Some(location)),
            printed,
        )
        .max(0)
    }

    /// Force generation (CR 5.1): 1 plus your Force icons on table.
    pub fn generation(&self, side: Side) -> i32 {
        let icons: i32 = self.st.locations().map(|l| self.icons(side, l)).sum();
        self.fold(Quantity::Generation, Target::Player(side, None), 1 + icons)
            .max(0)
    }

    /// A Force drain's amount (CR 8.4): the opponent's icons there plus your drain modifiers.
    pub fn drain_amount(&self, side: Side, location: CardId) -> i32 {
        let icons = self.icons(side.opponent(), location);
        self.fold(
            Quantity::ForceDrain,
            Target::Player(side, Some(location)),
            icons,
        )
        .max(0)
    }

    /// An Epic Event's total as texts change it (`epic total +1 on "Commence Primary
    /// Ignition"`, Death Star: Conference Room), from the total its own steps computed. A
    /// text that "may" add or subtract always does: the change only ever helps its reader.
    /// The event counts as targeting `aimed` (its target), so that a text may name the
    /// attempts on one system (`on interrupt targeting system "Alderaan"`).
    pub fn epic_total(&self, event: CardId, aimed: Option<CardId>, base: i32) -> i32 {
        let q = Q {
            aiming: aimed.map(|a| (event, a)),
            ..*self
        };
        q.fold(Quantity::EpicTotal, Target::Card(event), base)
    }

    /// Modifier to `side`'s weapon destiny draws at a location.
    pub fn weapon_destiny_bonus(&self, side: Side, location: CardId) -> i32 {
        self.fold(
            Quantity::WeaponDestiny,
            Target::Player(side, Some(location)),
            0,
        )
    }

    /// Modifier to a weapon destiny `side` draws at a location for a weapon fired by `by` (the
    /// card carrying it): the location's modifiers and those on that card ("weapon destiny
    /// draws of anything he is aboard").
    pub fn weapon_destiny_bonus_by(&self, side: Side, location: CardId, by: Option<CardId>) -> i32 {
        self.weapon_destiny_bonus(side, location)
            + by.map_or(0, |c| {
                self.fold(Quantity::WeaponDestiny, Target::Card(c), 0)
            })
    }

    /// Your docking bay transit cost from a docking bay (0 when no text gives one).
    pub fn transit_cost(&self, side: Side, from: CardId) -> i32 {
        self.fold(Quantity::TransitCost, Target::Player(side, Some(from)), 0)
            .max(0)
    }

    /// Your docking bay transit cost from a docking bay to another: what the bay left asks
    /// plus what texts add to a transit to the other ("Your transit to here requires +9").
    pub fn transit_cost_between(&self, side: Side, from: CardId, to: CardId) -> i32 {
        (self.transit_cost(side, from)
            + self.fold(Quantity::TransitCostTo, Target::Player(side, Some(to)), 0))
        .max(0)
    }

    /// Battle destiny draws `side` may make in a battle at a location (CR 9.5): one when the
    /// ability it has in the battle is at least 4 (or a text's higher requirement), plus the
    /// draws effects `added`, then what texts change ("no more than two").
    pub fn battle_destiny_draws(&self, side: Side, location: CardId, added: i32) -> i32 {
        // Characters present, and the pilots of starships and the pilots and drivers of
        // enclosed vehicles (permanent pilots included); never their passengers (CR 9.5, seed
        // 004 "Enclosed vehicles"). Aboard an open vehicle everyone is present and counts.
        let ability: i32 = self
            .characters_at(side, location)
            .chain(self.dejariks_at(side, location))
            .filter(|&c| self.st.flag(c, Flags::IN_BATTLE))
            .map(|c| self.ability(c))
            .sum::<i32>()
            + self
                .crafts_at(side, location)
                .filter(|&c| self.st.flag(c, Flags::IN_BATTLE))
                .map(|c| self.ship_ability(c, !self.present_aboard(c)))
                .sum::<i32>();
        let need = self.fold(
            Quantity::BattleDestinyAbility,
            Target::Player(side, Some(location)),
            4,
        );
        let base = i32::from(ability >= need) + added;
        self.fold(
            Quantity::BattleDestinyDraws,
            Target::Player(side, Some(location)),
            base,
        )
        .max(0)
    }

    /// The cards of `side` at a location whose power counts in a battle there: characters,
    /// Dejarik cards at a holosite, starships and vehicles, and the characters riding an open
    /// vehicle. Characters aboard a starship or an enclosed vehicle add no power of their own
    /// (CR 9.5, seed 004 "Enclosed"); aboard an open vehicle they are present and do.
    pub fn power_cards_at(
        &self,
        side: Side,
        location: CardId,
    ) -> impl Iterator<Item = CardId> + '_ {
        let open_riders = |craft: CardId| {
            self.present_aboard(craft)
                .then(|| self.aboard(craft))
                .into_iter()
                .flatten()
        };
        self.characters_at(side, location)
            .chain(self.dejariks_at(side, location))
            .chain(self.crafts_at(side, location))
            .chain(self.crafts_at(side, location).flat_map(open_riders))
    }

    /// `side`'s power in the battle at a location, before destiny (CR 9.5 step 4).
    pub fn battle_power(&self, side: Side, location: CardId) -> i32 {
        let cards: i32 = self
            .power_cards_at(side, location)
            .filter(|&c| self.st.flag(c, Flags::IN_BATTLE))
            .map(|c| self.power(c))
            .sum();
        self.fold(
            Quantity::TotalPower,
            Target::Player(side, Some(location)),
            cards,
        )
        .max(0)
    }

    /// Whether the current phase is one of `side`'s own phases.
    pub fn is_turn_of(&self, side: Side) -> bool {
        self.st.active == side && self.st.phase != crate::ids::Phase::Setup
    }

    /// The side defending the current battle, if a battle is under way.
    pub fn battle_defender(&self) -> Option<Side> {
        self.st.battle.as_ref().map(|b| b.initiator.opponent())
    }
}

/// What the texts of a game may give a card beyond its printed words, for `never_matches`:
/// icons some text grants (`Catalogue::grantable`), words some text lets a card stand in for
/// (`Rule::InPlaceOf`).
#[derive(Debug)]
pub struct Granted<'a> {
    pub icons: u64,
    pub words: &'a [Sym],
    /// Every name a row of the table may take (a planet's, a Big One's, a holosite's title):
    /// a generic site is named by its row's only (compared as `Q::matches` does, ASCII case
    /// aside), so a title that is none of them never names one.
    pub regions: &'a [String],
}

/// Whether a selector can never match a card of this blueprint, whatever the table: one of
/// the parts that `Q::matches` reads from the printed card alone fails (types, printed words,
/// titles, icons no card of the game grants). False when unsure.
pub fn never_matches(sel: &Sel, bp: &Blueprint, granted: &Granted) -> bool {
    match sel {
        Sel::And(parts) => parts.iter().any(|p| never_matches(p, bp, granted)),
        Sel::Or(parts) => parts.iter().all(|p| never_matches(p, bp, granted)),
        Sel::Type(CardType::JediTest(_)) => !matches!(bp.card_type, CardType::JediTest(_)),
        Sel::Type(t) => bp.card_type != *t,
        // As `Q::matches` reads a word: a squadron's pilots and a starship site's
        // characteristics come from the table.
        Sel::Word(w) => {
            let squadron_pilot = bp.is_character() && w.as_str().ends_with(" squadron pilot");
            let starship_site = bp.has_icon(IconKind::Starship) && bp.is_site();
            !(bp.has_word(*w) || squadron_pilot || starship_site || granted.words.contains(w))
        }
        Sel::Icon(i) => !bp.has_icon(*i) && granted.icons & crate::catalogue::icon_bit(*i) == 0,
        Sel::Expansion(e) => !bp.has_word(*e),
        Sel::Title(name) => {
            let row_name = || {
                granted
                    .regions
                    .iter()
                    .any(|r| r.eq_ignore_ascii_case(name.as_str()))
            };
            !(bp.named(*name) || (bp.generic && row_name()))
        }
        Sel::InTitle(words) => !crate::catalogue::title_has(&bp.title, words.as_str()),
        Sel::Lore(words) => !bp.lore.contains(words.as_str()),
        Sel::Unique => bp.unique == 0,
        _ => false,
    }
}

/// Whether a selector requires its card to be the text's own (`this`, alone or as one of the
/// conditions all holding): tested from its text's anchor, it matches that card or none.
pub fn names_this(sel: &Sel) -> bool {
    match sel {
        Sel::Ref(Ref::This) => true,
        Sel::And(parts) => parts.iter().any(|p| matches!(p, Sel::Ref(Ref::This))),
        _ => false,
    }
}

/// Whether a selector requires its card to be at "here" (`here`, or present here, alone or as
/// one of the conditions all holding): tested from a text's own anchor, it matches only the
/// location of the text's card, and only cards at that location.
pub fn names_here(sel: &Sel) -> bool {
    let here = |s: &Sel| matches!(s, Sel::Near(Near::Here | Near::Present));
    match sel {
        Sel::And(parts) => parts.iter().any(here),
        _ => here(sel),
    }
}

/// Whether a state-check condition reads nothing but the layout of the table, so that
/// `flow::state_checks` may keep its answer while that layout stays the same (see
/// `state::ChecksMemo`). The layout is the rows of locations and, for each card on table and
/// each location, its place, placement, target (and whether that is on table), holder, stolen
/// mark and flipped side. Only counts and existence of such selectors over the cards on table
/// qualify; the caller also requires that no lasting effect exists and that no card of the
/// game modifies ability or the ability needed to control (`Catalogue::checks_read_table`).
pub fn cond_reads_table(cond: &Cond) -> bool {
    match cond {
        Cond::True => true,
        Cond::Not(c) => cond_reads_table(c),
        Cond::And(cs) | Cond::Or(cs) => cs.iter().all(cond_reads_table),
        Cond::Exists(sel) => sel_reads_table(sel),
        Cond::Cmp(Amount::Count(sel), _, Amount::Num(_)) => sel_reads_table(sel),
        Cond::Controls(_, locs) | Cond::Occupies(_, locs) => sel_reads_table(locs),
        _ => false,
    }
}

/// Whether a selector, tested on cards on table and locations, reads nothing but the layout
/// of the table (see [`cond_reads_table`]). It names no card by role (so `all_matching`
/// looks at the table only), except the text's target as the planet of `related to` and
/// `matching`, which only a location in its row is.
pub fn sel_reads_table(sel: &Sel) -> bool {
    use crate::script::CardState as S;
    let planet_of = |s: &Sel| matches!(s, Sel::Ref(Ref::Target(_))) || sel_reads_table(s);
    match sel {
        Sel::Any
        | Sel::Owner(_)
        | Sel::Type(_)
        | Sel::Word(_)
        | Sel::Title(_)
        | Sel::InTitle(_)
        | Sel::Lore(_)
        | Sel::Unique
        | Sel::NoDeployCost
        | Sel::Held(..)
        | Sel::State(S::Battleground | S::OnTable) => true,
        Sel::And(parts) | Sel::Or(parts) => parts.iter().all(sel_reads_table),
        Sel::Not(inner) | Sel::At(inner) | Sel::With(inner) | Sel::On(inner) => {
            sel_reads_table(inner)
        }
        Sel::RelatedTo(inner) | Sel::Matching(inner) => planet_of(inner),
        _ => false,
    }
}

/// A few distinct locations, kept without allocating (`Q::held_places`).
struct Places {
    len: usize,
    ids: [CardId; Places::MAX],
}

impl Default for Places {
    fn default() -> Places {
        Places {
            len: 0,
            ids: [CardId(0); Places::MAX],
        }
    }
}

impl Places {
    const MAX: usize = 24;

    fn has(&self, l: CardId) -> bool {
        self.as_slice().contains(&l)
    }

    /// Adds a location; false when full.
    fn push(&mut self, l: CardId) -> bool {
        if self.len == Places::MAX {
            return false;
        }
        self.ids[self.len] = l;
        self.len += 1;
        true
    }

    fn as_slice(&self) -> &[CardId] {
        &self.ids[..self.len]
    }
}

/// The host of an `under <card>` part of a selector (alone or in a conjunction).
fn under_part(sel: &Sel) -> Option<&Sel> {
    match sel {
        Sel::Under(host) => Some(host),
        Sel::And(parts) => parts.iter().find_map(|p| match p {
            Sel::Under(host) => Some(&**host),
            _ => None,
        }),
        _ => None,
    }
}

/// Whether a selector names one of a squadron's component models: a model word
/// ('TIE/ln') or a title its model begins with ("TIE", "B-wing").
fn names_component(sel: &Sel, squadron: &crate::catalogue::Squadron) -> bool {
    let model = |w: crate::script::Sym| squadron.components.iter().any(|&(m, _)| m == w);
    match sel {
        Sel::Word(w) => model(*w),
        Sel::Title(t) => squadron
            .components
            .iter()
            .any(|&(m, _)| m.as_str().starts_with(t.as_str())),
        Sel::And(parts) | Sel::Or(parts) => parts.iter().any(|p| names_component(p, squadron)),
        _ => false,
    }
}

/// Whether a card is a Space Slug (a creature of that title, either side's).
fn is_space_slug(bp: &crate::catalogue::Blueprint) -> bool {
    use std::sync::OnceLock;
    static SLUG: OnceLock<crate::script::Sym> = OnceLock::new();
    bp.card_type == CardType::Creature
        && bp.named(*SLUG.get_or_init(|| crate::script::Sym::new("Space Slug")))
}

/// The role a selector names when it is one card by role (`this`, `target`…), alone or with
/// other conditions.
fn named_ref(sel: &Sel) -> Option<Ref> {
    match sel {
        Sel::Ref(r) => Some(*r),
        Sel::And(parts) => parts.iter().find_map(|p| match p {
            Sel::Ref(r) => Some(*r),
            _ => None,
        }),
        _ => None,
    }
}

/// Whether a selector sees Undercover spies (core digest CR 6.6: they are not normal
/// targets): one that names spies or Undercover cards, or a card by its role.
fn sees_undercover(sel: &Sel) -> bool {
    use std::sync::OnceLock;
    static SPY: OnceLock<crate::script::Sym> = OnceLock::new();
    let spy = *SPY.get_or_init(|| crate::script::Sym::new("spy"));
    match sel {
        Sel::Word(w) => *w == spy,
        Sel::State(CardState::Undercover) | Sel::Ref(_) => true,
        Sel::And(parts) | Sel::Or(parts) => parts.iter().any(sees_undercover),
        Sel::Not(inner) => sees_undercover(inner),
        _ => false,
    }
}

/// Whether only a location can match a selector: it is of the location type, or says
/// `site`, `system` or `sector`, at its top level.
/// Whether a selector names locations only (`site`, `system`, `sector`, a location type).
pub(crate) fn wants_location(sel: &Sel) -> bool {
    use std::sync::OnceLock;
    static WORDS: OnceLock<[crate::script::Sym; 3]> = OnceLock::new();
    let words = WORDS.get_or_init(|| ["site", "system", "sector"].map(crate::script::Sym::new));
    let one = |s: &Sel| match s {
        Sel::Type(CardType::Location) => true,
        Sel::Word(w) => words.contains(w),
        _ => false,
    };
    match sel {
        Sel::And(parts) => parts.iter().any(one),
        other => one(other),
    }
}

fn dejarik() -> crate::script::Sym {
    use std::sync::OnceLock;
    static DEJARIK: OnceLock<crate::script::Sym> = OnceLock::new();
    *DEJARIK.get_or_init(|| crate::script::Sym::new("dejarik"))
}

fn hologram() -> crate::script::Sym {
    use std::sync::OnceLock;
    static HOLOGRAM: OnceLock<crate::script::Sym> = OnceLock::new();
    *HOLOGRAM.get_or_init(|| crate::script::Sym::new("hologram"))
}

/// Seed 004 "Dejarik rules": at a holosite a Dejarik's destiny number is its deploy cost,
/// forfeit, power and ability; its other values are as printed.
pub(crate) fn dejarik_stat(bp: &Blueprint, stat: Stat) -> i32 {
    match stat {
        Stat::Deploy | Stat::Forfeit | Stat::Power | Stat::Ability => bp.destiny,
        other => bp.stat(other),
    }
}

fn droid() -> crate::script::Sym {
    use std::sync::OnceLock;
    static DROID: OnceLock<crate::script::Sym> = OnceLock::new();
    *DROID.get_or_init(|| crate::script::Sym::new("droid"))
}

/// The step at an index of a program, looking inside `if` steps is not needed: lasting steps
/// are numbered at the top level, and an `if` step's inner step shares its number.
fn step_at(steps: &[Step], index: u8) -> Option<&Step> {
    let mut step = steps.get(usize::from(index))?;
    while let Step::If(_, inner) = step {
        step = inner;
    }
    Some(step)
}

/// The modifier texts already folded, by (blueprint, ability): a small set without allocation
/// for the usual handful, spilling to a vector past it.
#[derive(Default)]
struct Seen {
    first: [(u16, u8); 8],
    len: usize,
    more: Vec<(u16, u8)>,
}

impl Seen {
    /// Adds a key; false when it was already there.
    fn insert(&mut self, key: (u16, u8)) -> bool {
        if self.first[..self.len].contains(&key) || self.more.contains(&key) {
            return false;
        }
        if self.len < self.first.len() {
            self.first[self.len] = key;
            self.len += 1;
        } else {
            self.more.push(key);
        }
        true
    }
}

/// The fold of one quantity's modifiers.
#[derive(Default)]
struct Acc {
    add: i32,
    times: i32,
    set: Option<i32>,
    at_least: Option<i32>,
    at_most: Option<i32>,
    /// Halving: `Some(true)` rounds down.
    halve: Option<bool>,
    any_times: bool,
}

impl Acc {
    fn apply(&mut self, q: &Q, m: &Modifier, quantity: Quantity, at: &Anchor) {
        for (x, change) in &m.changes {
            if *x != quantity {
                continue;
            }
            match change {
                Change::Add(a) => self.add += q.amount(a, at),
                Change::Set(a) => {
                    let v = q.amount(a, at);
                    self.set = Some(self.set.map_or(v, |s| s.min(v)));
                }
                Change::Times(a) => {
                    let v = q.amount(a, at);
                    self.times = if self.any_times { self.times * v } else { v };
                    self.any_times = true;
                }
                Change::AtLeast(a) => {
                    let v = q.amount(a, at);
                    self.at_least = Some(self.at_least.map_or(v, |s| s.max(v)));
                }
                Change::AtMost(a) => {
                    let v = q.amount(a, at);
                    self.at_most = Some(self.at_most.map_or(v, |s| s.min(v)));
                }
                Change::Halve { down_if } => {
                    let down = q.holds(down_if, at);
                    self.halve = Some(self.halve.unwrap_or(false) || down);
                }
            }
        }
    }

    fn result(&self, base: i32) -> i32 {
        let mut v = match self.set {
            Some(s) => s,
            None => {
                let v = base + self.add;
                if self.any_times { v * self.times } else { v }
            }
        };
        if let Some(m) = self.at_least {
            v = v.max(m);
        }
        if let Some(m) = self.at_most {
            v = v.min(m);
        }
        if let Some(down) = self.halve {
            v = if down { v / 2 } else { (v + 1) / 2 };
        }
        v
    }
}
