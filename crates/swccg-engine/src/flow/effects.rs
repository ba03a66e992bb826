//! The interpreter of the card language's verbs: one arm per [`Step`].
//!
//! An [`EffectRun`] executes the steps of one action in order, keeping its registers (targets,
//! `X`, the card of the event it answers, destiny totals, named values) in the frame so it can
//! stop for a decision or a destiny draw and resume after it. A played interrupt first has its
//! further targets chosen, then opens a response window on its own play (so it can be
//! cancelled or changed), then resolves, then goes to its owner's Used or Lost Pile.

use super::actions::{self, may_move};
use super::force::{DestinyDraw, ForceLoss, Purpose};
use super::texts::{interrupt_pile, target_options};
use super::{Cx, Frame};
use crate::decision::{Answer, Dest, Prompt, TargetRef, Trigger, Why};
use crate::event::{Blocked, What};
use crate::ids::{CardId, Pile, Place};
use crate::query::{Anchor, Q};
use crate::script::{
    Ability, Action, ActionKind, Amount, Cancel, DeployCost, DestinyKind, Event as ScriptEvent,
    Fate, Rel, Rule, Sel, Source, Step, Sym, Target, Until, When,
};
use crate::state::{Flags, Lasting, LastingKind, Period, Registers};
use serde::{Deserialize, Serialize};
use swccg_cards::Side;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EffectRun {
    pub source: CardId,
    pub you: Side,
    /// The action's ability number in the source's script.
    pub ability: u8,
    /// An interrupt played from hand (it goes to a pile when done).
    pub played: bool,
    /// The location the text reads as "here".
    pub here: Option<CardId>,
    pub trigger: Option<Trigger>,
    pub reg: Registers,
    /// Whether the window on the interrupt's own play is over.
    pub announced: bool,
    /// The step being run.
    pub pc: u8,
    /// Progress within the step (0 when a step starts).
    pub sub: u8,
    /// A counter for steps that repeat (cards to lose, to retrieve, to take).
    pub remaining: i32,
    /// Draws still to make in the current step.
    pub draws_left: u8,
    /// Whether a destiny draw of this effect failed (empty Reserve Deck) or was cancelled.
    pub failed: bool,
    pub cancelled: bool,
    /// "Triple the result of …": multiplies this effect's result.
    pub multiplier: i32,
    /// Cards a step works through one by one (cards moving away).
    pub queue: Vec<CardId>,
    /// The text answers its own card's cancelling: the card is lost when the run ends.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub lose_after: bool,
    /// A played interrupt that goes out of play when done (played from the Lost Pile).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub exile: bool,
}

impl EffectRun {
    pub fn new(
        source: CardId,
        you: Side,
        ability: u8,
        played: bool,
        here: Option<CardId>,
        trigger: Option<Trigger>,
        reg: Registers,
    ) -> EffectRun {
        EffectRun {
            source,
            you,
            ability,
            played,
            here,
            trigger,
            reg,
            announced: !played,
            pc: 0,
            sub: 0,
            remaining: 0,
            draws_left: 0,
            failed: false,
            cancelled: false,
            multiplier: 1,
            queue: Vec::new(),
            lose_after: false,
            exile: false,
        }
    }

    fn action<'c>(&self, cx: &'c Cx) -> &'c Action {
        cx.cat.action(self.source, self.ability)
    }

    fn anchor(&self) -> Anchor<'_> {
        Anchor::new(self.you, self.source, self.here).with_reg(&self.reg)
    }

    fn amount(&self, q: &Q, a: &Amount) -> i32 {
        q.amount(a, &self.anchor())
    }

    /// The cards on table matching `sel`, read from this text, that `keep` accepts too.
    fn table_matching(&self, cx: &Cx, sel: &Sel, keep: impl Fn(&Q, CardId) -> bool) -> Vec<CardId> {
        let q = cx.q();
        let at = self.anchor();
        q.st.table
            .iter()
            .copied()
            .filter(|&c| keep(&q, c) && q.matches(sel, c, &at))
            .collect()
    }

    fn target_card(&self) -> Option<CardId> {
        match self.reg.targets.first() {
            Some(TargetRef::Card(c)) => Some(*c),
            _ => None,
        }
    }

    /// A destiny drawn for this effect.
    pub fn receive(&mut self, player: Side, value: Option<i32>) {
        match value {
            None => self.failed = true,
            Some(v) if player == self.you => self.reg.destiny += v,
            Some(v) => self.reg.opponent_destiny += v,
        }
    }

    fn next(mut self, cx: &mut Cx) {
        self.pc += 1;
        self.sub = 0;
        cx.push(Frame::Effect(Box::new(self)));
    }

    fn stop(mut self, cx: &mut Cx) {
        self.pc = u8::MAX;
        cx.push(Frame::Effect(Box::new(self)));
    }

    /// Pushes the run back and asks a question.
    fn ask(self, cx: &mut Cx, seat: Side, prompt: Prompt, options: Vec<Answer>) {
        cx.push(Frame::Effect(Box::new(self)));
        cx.ask(seat, prompt, options);
    }

    /// The interrupt goes to its pile; the run ends.
    fn finish(self, cx: &mut Cx) {
        if self.lose_after && cx.st.place(self.source).on_table() {
            cx.lose(self.source);
        }
        if !self.played {
            return;
        }
        if self.cancelled {
            cx.emit(What::Cancelled { card: self.source });
        }
        if cx.st.place(self.source) == Place::Pile(Pile::Aside) {
            let pile = if self.exile {
                Pile::OutOfPlay
            } else {
                interrupt_pile(cx, self.source, self.ability, self.cancelled)
            };
            cx.relocate(self.source, Place::Pile(pile));
            cx.emit(What::CardMovedToPile {
                card: self.source,
                pile,
            });
        }
    }

    pub fn step(mut self, cx: &mut Cx) {
        // Targets after the first are chosen as the text starts.
        let specs = self.action(cx).targets.len();
        if self.reg.targets.len() < specs {
            let spec = self.action(cx).targets[self.reg.targets.len()].clone();
            let action = self.action(cx).clone();
            let options: Vec<Answer> = {
                let q = cx.q();
                target_options(&q, self.you, &action, &spec, &self.anchor())
                    .into_iter()
                    .filter(|t| !self.reg.targets.contains(t))
                    .filter_map(|t| match t {
                        TargetRef::Card(c) => Some(Answer::Choose(c)),
                        _ => None,
                    })
                    .collect()
            };
            if options.is_empty() {
                // The target is gone: the text does nothing more.
                self.reg.targets.push(TargetRef::None);
                return self.stop(cx);
            }
            let (you, source) = (self.you, self.source);
            return self.ask(
                cx,
                you,
                Prompt::ChooseCard {
                    why: Why::Target(source),
                },
                options,
            );
        }
        if !self.announced {
            self.announced = true;
            let source = self.source;
            let opponent = self.you.opponent();
            cx.push(Frame::Effect(Box::new(self)));
            cx.respond(Trigger::Played { card: source }, opponent);
            return;
        }
        let steps = &self.action(cx).steps;
        if self.cancelled || usize::from(self.pc) >= steps.len() {
            self.finish(cx);
            return;
        }
        let step = steps[usize::from(self.pc)].clone();
        self.run_step(cx, &step);
    }

    /// The step an answer is for (inside an `if` whose condition held).
    fn current(&self, cx: &Cx) -> Step {
        let mut step = self.action(cx).steps[usize::from(self.pc)].clone();
        while let Step::If(_, inner) = step {
            step = *inner;
        }
        step
    }

    /// One destiny draw of a `draw N destiny` step (`count` draws in all, counted on the first
    /// call), drawn by `player`; after the last, the next step.
    fn draw_next(mut self, cx: &mut Cx, count: &Amount, player: Side, purpose: Purpose) {
        if self.sub == 0 {
            self.draws_left = self.amount(&cx.q(), count).clamp(0, 255) as u8;
            self.sub = 1;
        }
        if self.draws_left == 0 {
            return self.next(cx);
        }
        self.draws_left -= 1;
        cx.push(Frame::Effect(Box::new(self)));
        cx.push(Frame::Destiny(DestinyDraw::new(player, purpose)));
    }

    /// Asks `who` whether the current step is to be done (a Yes/No decision).
    fn confirm(self, cx: &mut Cx, who: Side) {
        let source = self.source;
        self.ask(
            cx,
            who,
            Prompt::Confirm {
                why: Why::Continue(source),
            },
            vec![Answer::Yes, Answer::No],
        );
    }

    fn run_step(mut self, cx: &mut Cx, step: &Step) {
        let you = self.you;
        match step {
            Step::Draw { count, kind } => {
                let purpose = match (kind, self.here) {
                    (DestinyKind::Weapon, Some(location)) => Purpose::Weapon {
                        location,
                        // The card firing: the weapon's bearer, or the card itself.
                        by: Some(cx.q().bearer(self.source).unwrap_or(self.source)),
                    },
                    _ => Purpose::Effect,
                };
                self.draw_next(cx, count, you, purpose);
            }
            Step::Transport(sel) => self.transport(cx, sel),
            Step::Relocate(cards, to) | Step::RelocateAsMove(cards, to) => {
                let as_move = matches!(step, Step::RelocateAsMove(..));
                let options: Vec<Answer> = {
                    let q = cx.q();
                    let at = self.anchor();
                    let moving = relocating(&q, cards, &at, as_move);
                    // A location where no card of the effect may go is no choice (seed 001
                    // "Sandcrawler"); with no card to relocate, any location the text names.
                    q.st.locations()
                        .filter(|&l| q.matches(to, l, &at))
                        .filter(|&l| {
                            moving.is_empty()
                                || moving.iter().any(|&c| !q.may_not_relocate_to(c, l))
                        })
                        .map(Answer::ChooseLocation)
                        .collect()
                };
                if options.is_empty() {
                    return self.next(cx);
                }
                let why = Why::Relocate(self.source);
                self.ask(cx, you, Prompt::ChooseLocation { why }, options)
            }
            Step::Follow(leader) => {
                let card = self.source;
                let follow = {
                    let q = cx.q();
                    q.first_matching(leader, &self.anchor())
                        .and_then(|l| actions::follow_move(&q, card, l))
                };
                if let Some((to, cost)) = follow {
                    // The run goes on after the move (and the window it opens).
                    self.next(cx);
                    let side = cx.q().owner(card);
                    actions::move_card(cx, side, card, to, cost);
                    return;
                }
                self.next(cx)
            }
            Step::TransferToTarget => {
                let card = self.source;
                if let Some(to) = self.target_card()
                    && cx.st.place(card).on_table()
                    && to != card
                    && !cx.q().may_not_carry(card, to)
                {
                    cx.relocate(card, Place::On { card: to });
                    cx.emit(What::Transferred { card, to });
                }
                self.next(cx)
            }
            Step::OpponentDraws(count) => {
                self.draw_next(cx, count, you.opponent(), Purpose::Effect);
            }
            Step::MaySteal { who, .. } => self.confirm(cx, rel_side(you, *who)),
            Step::RetrieveRandom { who: rel, may } => {
                let who = rel_side(you, *rel);
                if cx.st.player(who).lost.is_empty() {
                    return self.next(cx);
                }
                if *may {
                    return self.confirm(cx, who);
                }
                retrieve_random(cx, who);
                self.next(cx)
            }
            Step::PredictWinner => {
                let Some(location) = cx.st.battle.as_ref().map(|b| b.location) else {
                    return self.stop(cx);
                };
                let by = self.source;
                self.ask(
                    cx,
                    you,
                    Prompt::PredictWinner { location, by },
                    vec![
                        Answer::PredictWinner(Side::Dark),
                        Answer::PredictWinner(Side::Light),
                    ],
                );
            }
            Step::StealOrLose { alternatives, .. } => {
                if self.sub == 2 {
                    // The card just picked may be stolen: steal it, or it is lost.
                    let Some(card) = self.reg.chosen else {
                        return self.next(cx);
                    };
                    return self.ask(
                        cx,
                        you,
                        Prompt::Confirm {
                            why: Why::Steal(card),
                        },
                        vec![Answer::Yes, Answer::No],
                    );
                }
                let mut options: Vec<Answer> = if self.sub == 0 {
                    // Any card of any alternative; the first one picked chooses it.
                    let mut out = Vec::new();
                    for (count, sel) in alternatives {
                        if self.amount(&cx.q(), count) <= 0 {
                            continue;
                        }
                        for card in self.table_matching(cx, sel, |_, c| c != self.source) {
                            if !out.contains(&Answer::Choose(card)) {
                                out.push(Answer::Choose(card));
                            }
                        }
                    }
                    out
                } else if self.remaining > 0 {
                    self.queue
                        .iter()
                        .copied()
                        .filter(|&c| cx.st.place(c).on_table())
                        .map(Answer::Choose)
                        .collect()
                } else {
                    Vec::new()
                };
                if options.is_empty() {
                    return self.next(cx);
                }
                // "Up to": the player may stop at any time.
                options.push(Answer::Pass);
                let why = Why::StealOrLose(self.source);
                self.ask(cx, you, Prompt::ChooseCard { why }, options)
            }
            Step::StopUnless(cond) => {
                let holds = !self.failed && cx.q().holds(cond, &self.anchor());
                if holds { self.next(cx) } else { self.stop(cx) }
            }
            Step::If(cond, inner) => {
                if cx.q().holds(cond, &self.anchor()) {
                    self.run_step(cx, inner)
                } else {
                    self.next(cx)
                }
            }
            Step::MayGoOn => {
                let source = self.source;
                self.ask(
                    cx,
                    you,
                    Prompt::Confirm {
                        why: Why::Continue(source),
                    },
                    vec![Answer::Yes, Answer::No],
                );
            }
            Step::Let(name, a) => {
                let v = self.amount(&cx.q(), a);
                self.reg.vars.push((name.as_str().to_string(), v));
                self.next(cx)
            }
            Step::Cancel(what) => self.cancel(cx, what),
            Step::Lose {
                sel,
                count,
                chooser,
            } => {
                let candidates: Vec<CardId> = {
                    let q = cx.q();
                    let at = self.anchor();
                    q.st.table
                        .iter()
                        .copied()
                        .filter(|&c| q.matches(sel, c, &at))
                        .collect()
                };
                let Some(count) = count else {
                    self.next(cx);
                    for card in candidates {
                        cx.lose(card);
                    }
                    return;
                };
                if self.sub == 0 {
                    self.remaining = self.amount(&cx.q(), count);
                    self.sub = 1;
                }
                if self.remaining <= 0 || candidates.is_empty() {
                    return self.next(cx);
                }
                let who = if *chooser == Rel::Opponent {
                    you.opponent()
                } else {
                    you
                };
                let options = candidates.into_iter().map(Answer::Choose).collect();
                self.ask(cx, who, Prompt::ChooseCard { why: Why::Lose }, options);
            }
            Step::LoseForce(rel, a) => {
                let who = if *rel == Rel::Opponent {
                    you.opponent()
                } else {
                    you
                };
                let n = self.amount(&cx.q(), a);
                self.next(cx);
                if n > 0 {
                    cx.push(Frame::Loss(ForceLoss::new(who, n, false)));
                }
            }
            Step::Retrieve {
                count,
                sel,
                to_hand,
                up_to,
                topmost,
            } => {
                let to = if *to_hand { Pile::Hand } else { Pile::Used };
                let Some(sel) = sel else {
                    let n = self.amount(&cx.q(), count);
                    for _ in 0..n.max(0) {
                        if let Some(card) = cx.move_top(you, Pile::Lost, to) {
                            cx.emit(What::Retrieved { player: you, card });
                        }
                    }
                    return self.next(cx);
                };
                if *topmost {
                    let found = {
                        let q = cx.q();
                        let at = self.anchor();
                        q.st.player(you)
                            .lost
                            .iter()
                            .rev()
                            .copied()
                            .find(|&c| q.matches(sel, c, &at))
                    };
                    if let Some(card) = found {
                        cx.relocate(card, Place::Pile(to));
                        cx.emit(What::Retrieved { player: you, card });
                    }
                    return self.next(cx);
                }
                if self.sub == 0 {
                    self.remaining = self.amount(&cx.q(), count);
                    self.sub = 1;
                }
                let mut options = Vec::new();
                if self.remaining > 0 {
                    let q = cx.q();
                    let at = self.anchor();
                    // The topmost copy of each printed card stands for all its copies.
                    let mut distinct = q.cat.distinct();
                    for &card in q.st.player(you).lost.iter().rev() {
                        if distinct.first(card)
                            && q.matches(sel, card, &at)
                            && actions::partial_squadron(&q, sel, card, self.remaining).is_none()
                        {
                            options.push(Answer::Choose(card));
                        }
                    }
                }
                if options.is_empty() {
                    return self.next(cx);
                }
                if *up_to {
                    options.push(Answer::Pass);
                }
                self.ask(cx, you, Prompt::ChooseCard { why: Why::Retrieve }, options);
            }
            Step::Search {
                whose,
                pile,
                also,
                sel,
                count,
                fate,
                reshuffle,
                top,
            } => {
                let owner = if *whose == Rel::Opponent {
                    you.opponent()
                } else {
                    you
                };
                let pile = Pile::from(*pile);
                let also = also.map(Pile::from);
                // Searching only the top cards: they are revealed to both players.
                let depth = top
                    .as_ref()
                    .map(|t| self.amount(&cx.q(), t).max(0) as usize);
                if self.sub == 0 {
                    for pile in std::iter::once(pile).chain(also) {
                        let all = cx.st.player(owner).pile(pile);
                        let cards: Vec<CardId> = match depth {
                            Some(n) => all.iter().rev().take(n).copied().collect(),
                            None => all.clone(),
                        };
                        let viewers: &[Side] = if depth.is_some() { &Side::BOTH } else { &[you] };
                        for &viewer in viewers {
                            cx.emit_private(
                                viewer,
                                What::Peeked {
                                    viewer,
                                    owner,
                                    pile,
                                    cards: cards.clone(),
                                },
                            );
                        }
                    }
                    self.sub = 1;
                    self.remaining = count.as_ref().map_or(i32::MAX, |c| self.amount(&cx.q(), c));
                }
                let matching: Vec<CardId> = {
                    let q = cx.q();
                    let at = self.anchor();
                    // Identical copies are offered once a pile: a copy in the other pile is
                    // another choice.
                    let mut distinct = [q.cat.distinct(), q.cat.distinct()];
                    let searched = q.st.player(owner).pile(pile);
                    let second = also.map_or(&[][..], |a| q.st.player(owner).pile(a));
                    let first = searched.iter().rev().take(depth.unwrap_or(usize::MAX));
                    first
                        .map(|&c| (0, c))
                        .chain(second.iter().rev().map(|&c| (1, c)))
                        .filter(|&(i, c)| {
                            q.matches(sel, c, &at)
                                && (count.is_none() || distinct[i].first(c))
                                && (count.is_none()
                                    || actions::partial_squadron(&q, sel, c, self.remaining)
                                        .is_none())
                        })
                        .map(|(_, c)| c)
                        .collect()
                };
                if count.is_none() {
                    for card in matching {
                        if *fate == Fate::StealOntoThis {
                            steal_onto(cx, you, card, self.source);
                        }
                        search_fate(cx, you, card, *fate);
                    }
                    cx.check_life_force();
                    if *reshuffle {
                        cx.shuffle(owner, pile);
                    }
                    return self.next(cx);
                }
                let mut options: Vec<Answer> = Vec::new();
                if self.remaining > 0 {
                    let q = cx.q();
                    for card in matching {
                        match fate {
                            Fate::Deploy => {
                                for to in actions::destinations(&q, you, card, DeployCost::Normal) {
                                    options.push(Answer::Deploy { card, to });
                                }
                            }
                            // Only a card that may be stolen onto this card is offered.
                            Fate::StealOntoThis
                                if !actions::stealable_item(&q, card)
                                    || q.may_not_carry(card, self.source) => {}
                            _ => options.push(Answer::Choose(card)),
                        }
                    }
                }
                if options.is_empty() {
                    if *reshuffle {
                        cx.shuffle(owner, pile);
                    }
                    return self.next(cx);
                }
                // Among revealed cards a match is taken if possible; a search may find none.
                if top.is_none() {
                    options.push(Answer::Pass);
                }
                self.ask(cx, you, Prompt::ChooseCard { why: Why::Search }, options);
            }
            Step::PeekTarget(count) => {
                if let Some(TargetRef::Pile(owner, pile)) = self.reg.targets.first().copied() {
                    let n = self.amount(&cx.q(), count).max(0) as usize;
                    peek_top(cx, you, owner, pile, n);
                }
                self.next(cx)
            }
            Step::Peek { whose, pile, count } => {
                let owner = if *whose == Rel::Opponent {
                    you.opponent()
                } else {
                    you
                };
                let n = self.amount(&cx.q(), count).max(0) as usize;
                peek_top(cx, you, owner, Pile::from(*pile), n);
                self.next(cx)
            }
            Step::MayMoveTop { .. } => {
                let source = self.source;
                self.ask(
                    cx,
                    you,
                    Prompt::Confirm {
                        why: Why::Continue(source),
                    },
                    vec![Answer::Yes, Answer::No],
                );
            }
            Step::RevealHand(rel) => {
                let owner = if *rel == Rel::Opponent {
                    you.opponent()
                } else {
                    you
                };
                let cards = cx.st.player(owner).hand.clone();
                cx.emit_private(
                    owner.opponent(),
                    What::HandRevealed {
                        to: owner.opponent(),
                        cards,
                    },
                );
                self.next(cx)
            }
            Step::KeepRandom { whose, keep, to } => {
                let owner = if *whose == Rel::Opponent {
                    you.opponent()
                } else {
                    you
                };
                let keep = self.amount(&cx.q(), keep).max(0) as usize;
                let mut hand = cx.st.player(owner).hand.clone();
                // A random selection of the hand stays: shuffle a copy and keep its first cards.
                cx.st.rng.shuffle(&mut hand);
                let placed: Vec<CardId> = {
                    let q = cx.q();
                    hand.into_iter()
                        .skip(keep)
                        .filter(|&c| !q.immune_to(c, self.source))
                        .collect()
                };
                let pile = Pile::from(*to);
                for &card in &placed {
                    cx.relocate(card, Place::Pile(pile));
                    // The Used Pile is face down: only the owner learns which cards went.
                    cx.emit_private(owner, What::CardMovedToPile { card, pile });
                }
                cx.emit(What::PlacedFromHand {
                    player: owner,
                    pile,
                    count: placed.len() as u8,
                });
                self.next(cx)
            }
            Step::LoseDuplicates { whose, min } => {
                let owner = if *whose == Rel::Opponent {
                    you.opponent()
                } else {
                    you
                };
                let min = self.amount(&cx.q(), min).max(1) as usize;
                let lost: Vec<CardId> = {
                    let q = cx.q();
                    let hand = &q.st.player(owner).hand;
                    let title = |c: CardId| q.bp(c).title.as_str();
                    hand.iter()
                        .copied()
                        .filter(|&c| hand.iter().filter(|&&o| title(o) == title(c)).count() >= min)
                        .filter(|&c| !q.immune_to(c, self.source))
                        .collect()
                };
                for card in lost {
                    cx.relocate(card, Place::Pile(Pile::Lost));
                    cx.emit(What::CardMovedToPile {
                        card,
                        pile: Pile::Lost,
                    });
                }
                cx.check_life_force();
                self.next(cx)
            }
            Step::Deploy {
                sel,
                from,
                to,
                cost,
                ..
            } => {
                let pile = match from {
                    Source::Pile(p) => Some(Pile::from(*p)),
                    Source::Stack => None,
                };
                let options: Vec<Answer> = {
                    let q = cx.q();
                    deploy_step_options(
                        &q,
                        you,
                        self.source,
                        &self.anchor(),
                        (sel, pile, to.as_ref(), *cost),
                    )
                };
                if options.is_empty() {
                    if pile == Some(Pile::Reserve) {
                        cx.shuffle(you, Pile::Reserve);
                    }
                    return self.next(cx);
                }
                let mut options = options;
                // A required deployment (an objective's "Deploy …") may not be declined.
                if self.action(cx).kind != ActionKind::Must {
                    options.push(Answer::Pass);
                }
                self.ask(cx, you, Prompt::ChooseCard { why: Why::Deploy }, options);
            }
            Step::Name(sel) => {
                // One card for each title of the game's cards matching, wherever they are;
                // the card answered stands for its title.
                let options: Vec<Answer> = {
                    let q = cx.q();
                    let at = self.anchor();
                    let mut titles = Vec::new();
                    let mut out = Vec::new();
                    for c in q.cat.ids() {
                        let title = q.bp(c).title.clone();
                        if !titles.contains(&title) && q.matches(sel, c, &at) {
                            titles.push(title);
                            out.push(Answer::Choose(c));
                        }
                    }
                    out
                };
                if options.is_empty() {
                    return self.next(cx);
                }
                let why = Why::Target(self.source);
                self.ask(cx, you, Prompt::ChooseCard { why }, options);
            }
            Step::GuessCardType(whose) => {
                let owner = rel_side(you, *whose);
                if cx.st.player(owner).hand.is_empty() {
                    return self.next(cx);
                }
                let options: Vec<Answer> = if self.sub == 0 {
                    // The guess: one card of each card type of the game's cards stands for
                    // its type.
                    let q = cx.q();
                    let mut kinds = Vec::new();
                    let mut out = Vec::new();
                    for c in q.cat.ids() {
                        let kind = std::mem::discriminant(&q.bp(c).card_type);
                        if !kinds.contains(&kind) {
                            kinds.push(kind);
                            out.push(Answer::Choose(c));
                        }
                    }
                    out
                } else {
                    // Then the card pointed to in that hand.
                    cx.st
                        .player(owner)
                        .hand
                        .iter()
                        .copied()
                        .map(Answer::Choose)
                        .collect()
                };
                let why = Why::Target(self.source);
                self.ask(cx, you, Prompt::ChooseCard { why }, options);
            }
            Step::ReturnToHand(sel) => {
                // Cards on table, and a card just drawn for destiny (revealed, not yet placed:
                // "take that starship into hand").
                let cards: Vec<CardId> = {
                    let q = cx.q();
                    let at = self.anchor();
                    let drawn = Side::BOTH
                        .into_iter()
                        .flat_map(|s| q.st.player(s).pile(Pile::Destiny).iter().copied());
                    q.st.table
                        .iter()
                        .copied()
                        .chain(drawn)
                        .filter(|&c| q.matches(sel, c, &at))
                        .collect()
                };
                for card in cards {
                    if cx.st.place(card).on_table() {
                        cx.leave_table(card, Pile::Hand);
                        cx.emit(What::CardReturnedToHand { card });
                    } else if cx.st.place(card) == Place::Pile(Pile::Destiny) {
                        cx.relocate(card, Place::Pile(Pile::Hand));
                        cx.emit(What::CardReturnedToHand { card });
                    }
                }
                self.next(cx)
            }
            Step::Place { sel, from, may, .. } => {
                let pile = Pile::from(*from);
                // Your own pile unless the cards are named as another player's
                // ("opponent's Rebel from hand", once the hand is revealed).
                let sides: &[Side] = if sel.names_owner() {
                    &Side::BOTH
                } else {
                    std::slice::from_ref(&you)
                };
                let options: Vec<Answer> = {
                    let q = cx.q();
                    let at = self.anchor();
                    sides
                        .iter()
                        .flat_map(|&s| q.st.player(s).pile(pile).iter().copied())
                        .filter(|&c| q.matches(sel, c, &at))
                        .map(Answer::Choose)
                        .collect()
                };
                if options.is_empty() {
                    return self.next(cx);
                }
                let mut options = options;
                if *may {
                    options.push(Answer::Pass);
                }
                self.ask(cx, you, Prompt::ChooseCard { why: Why::Place }, options);
            }
            Step::Shuffle => {
                if let Some(TargetRef::Pile(side, pile)) = self.reg.targets.first().copied() {
                    cx.shuffle(side, pile);
                }
                self.next(cx)
            }
            Step::ShuffleOwn(p) => {
                cx.shuffle(you, Pile::from(*p));
                self.next(cx)
            }
            Step::Lasting(_, until) | Step::LastingRule(_, _, until) => {
                let period = period_of(cx, you, *until);
                cx.st.lastings.push(Lasting {
                    source: self.source,
                    kind: LastingKind::Step {
                        ability: self.ability,
                        step: self.pc,
                    },
                    you,
                    here: self.here,
                    reg: self.reg.clone(),
                    until: period,
                });
                self.next(cx)
            }
            Step::AddBattleDestiny(a) => {
                let n = self.amount(&cx.q(), a) * self.multiplier;
                if let Some(battle) = cx.st.battle_mut() {
                    battle.extra_draws[you.index()] += n;
                    cx.emit(What::BattleDestinyAdded {
                        player: you,
                        count: n,
                    });
                }
                self.next(cx)
            }
            Step::ModifyDestiny(a) => {
                let n = self.amount(&cx.q(), a);
                if let Some(draw) = cx.st.destiny_mut() {
                    draw.value = (draw.value + n).max(0);
                    let (player, value) = (draw.player, draw.value);
                    cx.emit(What::DestinyChanged { player, value });
                }
                self.next(cx)
            }
            Step::ZeroBattleDestiny(whose) => {
                if let Some(battle) = cx.st.battle_mut() {
                    for side in Side::BOTH {
                        if super::texts::rel_ok(*whose, you, side) {
                            for d in &mut battle.destinies[side.index()] {
                                *d = 0;
                            }
                        }
                    }
                }
                self.next(cx)
            }
            Step::SwitchBattleDestinies => {
                if let Some(battle) = cx.st.battle_mut() {
                    battle.destinies.swap(0, 1);
                }
                self.next(cx)
            }
            Step::MultiplyDamage { whose, by, .. } => {
                let n = self.amount(&cx.q(), by).max(0) * self.multiplier;
                if let Some(battle) = cx.st.battle_mut() {
                    for side in Side::BOTH {
                        let hit = match whose {
                            Rel::Anyone => true,
                            Rel::You => side == you,
                            Rel::Opponent => side != you,
                        };
                        if hit {
                            battle.damage_multiplier[side.index()] *= n;
                        }
                    }
                }
                self.next(cx)
            }
            Step::MultiplyTrigger(a) => {
                let n = self.amount(&cx.q(), a).max(0);
                if let Some(Trigger::Played { card }) = self.trigger
                    && let Some(run) = cx.st.effect_of_mut(card)
                {
                    run.multiplier *= n;
                }
                self.next(cx)
            }
            Step::ReduceForceLoss(a) => {
                let n = self.amount(&cx.q(), a).max(0);
                if let Some(loss) = cx.st.loss_mut() {
                    loss.amount = (loss.amount - n).max(0);
                    let player = loss.player;
                    cx.emit(What::ForceLossReduced {
                        player,
                        by: n.clamp(0, 255) as u8,
                    });
                }
                self.next(cx)
            }
            Step::RaiseForceLoss(rel, a) => {
                let n = self.amount(&cx.q(), a).max(0);
                let who = if *rel == Rel::Opponent {
                    you.opponent()
                } else {
                    you
                };
                cx.emit(What::ForceLossRaised {
                    player: who,
                    by: n.clamp(0, 255) as u8,
                });
                let pending = cx.st.loss_mut().filter(|l| l.player == who && !l.losing);
                match pending {
                    Some(loss) => {
                        loss.amount += n;
                        self.next(cx)
                    }
                    None => {
                        self.next(cx);
                        if n > 0 {
                            cx.push(Frame::Loss(ForceLoss::new(who, n, false)));
                        }
                    }
                }
            }
            Step::MoveAway(sel) => self.move_away(cx, sel),
            Step::MoveAwayOrLose(sel) => self.move_away_or_lose(cx, sel),
            Step::MoveToBattle => {
                if let (Some(card), Some(here)) = (self.target_card(), self.here)
                    && let Some(from) = cx.st.location_of(card)
                    && may_move(&cx.q(), card).is_ok()
                {
                    cx.relocate(card, Place::At { location: here });
                    cx.st
                        .card_mut(card)
                        .flags
                        .set(Flags::MOVED_TURN | Flags::IN_BATTLE | Flags::BATTLED_TURN);
                    cx.emit(What::Moved {
                        card,
                        from,
                        to: here,
                    });
                }
                self.next(cx)
            }
            Step::Revive => {
                if let Some(Trigger::Lost {
                    card,
                    from: Some(from),
                    ..
                }) = self.trigger
                    && cx.st.place(card) == Place::Pile(Pile::Lost)
                    && cx.st.place(from) == Place::Location
                {
                    cx.relocate(card, Place::At { location: from });
                    let turn = cx.st.turn;
                    cx.st.card_mut(card).deployed_turn = turn;
                    cx.emit(What::Deployed {
                        card,
                        to: Dest::At(from),
                    });
                }
                self.next(cx)
            }
            Step::Duel(sel, n) => self.duel(cx, sel, n),
            Step::Disarm(sel) => {
                let (cards, weapons) = {
                    let q = cx.q();
                    let at = self.anchor();
                    let cards: Vec<CardId> =
                        q.st.table
                            .iter()
                            .copied()
                            .filter(|&c| q.bp(c).is_character() && q.matches(sel, c, &at))
                            .collect();
                    let weapons: Vec<CardId> = cards
                        .iter()
                        .flat_map(|&c| q.attached(c).collect::<Vec<_>>())
                        .filter(|&w| q.bp(w).card_type == swccg_cards::CardType::Weapon)
                        .collect();
                    (cards, weapons)
                };
                self.next(cx);
                // Seed 004 "Disarmed": the character loses every weapon it carries (its
                // permanent weapons too, which `may not carry weapons` keeps from it); the
                // window on its being Disarmed opens once those losses are answered.
                for card in cards {
                    cx.emit(What::Disarmed { card });
                    cx.respond(Trigger::Disarmed { card, by: you }, you.opponent());
                }
                for weapon in weapons {
                    cx.lose(weapon);
                }
            }
            Step::TakeTriggerIntoHand => {
                // A card in a pile (a destiny just drawn), not one on table or in a hand.
                if let Some(card) = self.reg.trigger
                    && matches!(cx.st.place(card), Place::Pile(p) if p != Pile::Hand)
                {
                    cx.relocate(card, Place::Pile(Pile::Hand));
                    cx.emit(What::CardMovedToPile {
                        card,
                        pile: Pile::Hand,
                    });
                }
                self.next(cx)
            }
            Step::BreakCover(sel) => {
                let spies = self.table_matching(cx, sel, |q, c| q.undercover(c));
                self.next(cx);
                for spy in spies {
                    cx.break_cover(spy, you);
                }
            }
            Step::Hit(sel) => {
                let cards = self.table_matching(cx, sel, |_, _| true);
                let in_battle = cx.st.battle.is_some();
                self.next(cx);
                for card in cards {
                    cx.st.card_mut(card).flags.set(Flags::HIT);
                    cx.emit(What::TargetHit { card });
                    // A card hit outside a battle is lost at once (CR 9.4); in a battle, texts
                    // may answer the hit.
                    if in_battle {
                        cx.respond(Trigger::Hit { card, by: you }, you.opponent());
                    } else {
                        cx.lose(card);
                    }
                }
            }
            Step::BlowAway(sel) => {
                let systems: Vec<CardId> = {
                    let q = cx.q();
                    let at = self.anchor();
                    q.st.locations()
                        .filter(|&l| q.bp(l).is_system() && q.matches(sel, l, &at))
                        .collect()
                };
                self.next(cx);
                for system in systems {
                    cx.blow_away(system);
                }
            }
            Step::OutOfPlay(sel) => {
                let cards = self.table_matching(cx, sel, |q, c| !q.bp(c).is_location());
                self.next(cx);
                for card in cards {
                    // What was deployed on the card is lost; the card leaves the game.
                    let riders: Vec<CardId> = cx.q().attached(card).collect();
                    for rider in riders {
                        cx.leave_table(rider, Pile::Lost);
                        cx.emit(What::CardMovedToPile {
                            card: rider,
                            pile: Pile::Lost,
                        });
                    }
                    cx.leave_table(card, Pile::OutOfPlay);
                    cx.emit(What::CardMovedToPile {
                        card,
                        pile: Pile::OutOfPlay,
                    });
                }
                cx.check_life_force();
            }
            Step::Stack(r) => {
                let card = match r {
                    crate::script::Ref::Trigger => self.reg.trigger,
                    crate::script::Ref::Chosen => self.reg.chosen,
                    _ => None,
                };
                if let Some(card) = card {
                    cx.relocate(card, Place::Stacked { on: self.source });
                    cx.emit(What::Stacked {
                        card,
                        on: self.source,
                    });
                }
                self.next(cx)
            }
            Step::StackOutside(n) => {
                if self.sub == 0 {
                    self.remaining = self.amount(&cx.q(), n);
                    self.sub = 1;
                }
                let outside = cx.st.player(you).outside.clone();
                if self.remaining <= 0 || outside.is_empty() {
                    return self.next(cx);
                }
                if outside.len() as i32 <= self.remaining {
                    // Every card brought from outside the deck fits: no question to ask.
                    for card in outside {
                        cx.relocate(card, Place::Stacked { on: self.source });
                    }
                    cx.emit(What::StackedFaceDown {
                        player: you,
                        on: self.source,
                        count: cx.q().stacked(self.source).count() as u8,
                    });
                    return self.next(cx);
                }
                let mut options: Vec<Answer> = outside.into_iter().map(Answer::Choose).collect();
                options.push(Answer::Pass);
                self.ask(cx, you, Prompt::ChooseCard { why: Why::Stack }, options);
            }
            Step::StackFrom { count, sel, from } => {
                if self.sub == 0 {
                    self.remaining = self.amount(&cx.q(), count);
                    self.sub = 1;
                }
                let pile = Pile::from(*from);
                let options: Vec<Answer> = {
                    let q = cx.q();
                    let at = self.anchor();
                    let mut distinct = q.cat.distinct();
                    q.st.player(you)
                        .pile(pile)
                        .iter()
                        .copied()
                        .filter(|&c| distinct.first(c) && q.matches(sel, c, &at))
                        .map(Answer::Choose)
                        .collect()
                };
                if self.remaining <= 0 || options.is_empty() {
                    return self.next(cx);
                }
                self.ask(cx, you, Prompt::ChooseCard { why: Why::Place }, options);
            }
            Step::DeployThis(sel) => {
                let location = {
                    let q = cx.q();
                    let at = self.anchor();
                    q.st.locations().find(|&l| q.matches(sel, l, &at))
                };
                if let Some(location) = location
                    && cx.st.place(self.source) == Place::Pile(Pile::Aside)
                {
                    actions::deploy_paying(
                        cx,
                        you,
                        self.source,
                        Dest::At(location),
                        false,
                        DeployCost::Free,
                    );
                }
                self.next(cx)
            }
            Step::AimAtTargetThisTurn => {
                if let Some(TargetRef::Card(target)) = self.reg.targets.first().copied() {
                    let state = cx.st.card_mut(self.source);
                    state.target = Some(target);
                    state.flags.set(Flags::AIM_TURN);
                }
                self.next(cx)
            }
            Step::AimAtChosen => {
                if let Some(chosen) = self.reg.chosen {
                    cx.st.card_mut(self.source).target = Some(chosen);
                }
                self.next(cx)
            }
            Step::ChooseDirection => {
                let here = cx.st.location_of(self.source);
                let options: Vec<Answer> = here
                    .into_iter()
                    .flat_map(|h| cx.st.neighbours(h))
                    .map(Answer::ChooseLocation)
                    .collect();
                match options.as_slice() {
                    [] => self.next(cx),
                    [Answer::ChooseLocation(only)] => {
                        set_direction(cx, self.source, *only);
                        self.next(cx)
                    }
                    _ => {
                        let why = Why::Direction(self.source);
                        self.ask(cx, you, Prompt::ChooseLocation { why }, options)
                    }
                }
            }
            Step::MoveOn => {
                if let Some(from) = cx.st.location_of(self.source)
                    && let Some(to) = next_site(cx, self.source, from)
                {
                    cx.relocate(self.source, Place::At { location: to });
                    cx.emit(What::Moved {
                        card: self.source,
                        from,
                        to,
                    });
                }
                self.next(cx)
            }
            Step::TakeTop(n, p) => {
                let n = self.amount(&cx.q(), n).max(0);
                for _ in 0..n {
                    if cx.draw_into_hand(you, Pile::from(*p)).is_none() {
                        break;
                    }
                }
                self.next(cx)
            }
            Step::PlaceThis(p) => {
                let pile = Pile::from(*p);
                let on_table = cx.st.place(self.source).on_table();
                if on_table && pile == Pile::Used {
                    let source = self.source;
                    self.next(cx);
                    cx.place_in_used_from_table(source);
                    return;
                }
                if on_table || cx.st.place(self.source) == Place::Pile(Pile::Aside) {
                    cx.relocate(self.source, Place::Pile(pile));
                    cx.emit(What::CardMovedToPile {
                        card: self.source,
                        pile,
                    });
                }
                self.next(cx)
            }
            Step::PlaceTrigger(p) => {
                let pile = Pile::from(*p);
                if let Some(card) = self.reg.trigger {
                    let place = cx.st.place(card);
                    if place.on_table() {
                        cx.leave_table(card, pile);
                    } else if place == Place::Pile(Pile::Aside) {
                        cx.relocate(card, Place::Pile(pile));
                    }
                    if place.on_table() || place == Place::Pile(Pile::Aside) {
                        cx.emit(What::CardMovedToPile { card, pile });
                    }
                }
                self.next(cx)
            }
            Step::Capture(sel) => {
                if self.sub == 0 {
                    self.queue = self.table_matching(cx, sel, |q, c| {
                        q.owner(c) == you.opponent() && q.bp(c).is_character()
                    });
                    self.sub = 1;
                }
                self.capture_next(cx)
            }
            Step::PlaceStacked(p) => {
                let pile = Pile::from(*p);
                let stacked: Vec<CardId> = cx.q().stacked(self.source).collect();
                for card in stacked {
                    cx.relocate(card, Place::Pile(pile));
                    cx.emit(What::CardMovedToPile { card, pile });
                }
                self.next(cx)
            }
            Step::UseForce(a) => {
                let n = self.amount(&cx.q(), a).max(0);
                if (cx.st.player(you).force.len() as i32) < n {
                    return self.stop(cx);
                }
                cx.use_force(you, n.clamp(0, 255) as u8);
                self.next(cx)
            }
            Step::Steal { what, onto } => {
                let (stolen, bearer) = {
                    let q = cx.q();
                    let at = self.anchor();
                    let stolen: Vec<CardId> =
                        q.st.table
                            .iter()
                            .copied()
                            .filter(|&c| q.owner(c) != you && q.matches(what, c, &at))
                            .collect();
                    let bearer = onto.as_ref().and_then(|s| q.first_matching(s, &at));
                    // A weapon is not stolen onto a character that may not carry it.
                    let stolen: Vec<CardId> = stolen
                        .into_iter()
                        .filter(|&c| !bearer.is_some_and(|b| q.may_not_carry(c, b)))
                        .collect();
                    (stolen, bearer)
                };
                for card in stolen {
                    if steal(cx, you, card)
                        && let Some(to) = bearer
                        && to != card
                    {
                        cx.relocate(card, Place::On { card: to });
                        cx.emit(What::Transferred { card, to });
                    }
                }
                self.next(cx)
            }
            Step::Activate(a) => {
                let n = self.amount(&cx.q(), a).max(0);
                let mut done = 0;
                for _ in 0..n {
                    if cx.move_top(you, Pile::Reserve, Pile::Force).is_some() {
                        done += 1;
                    }
                }
                cx.emit(What::ForceActivated {
                    player: you,
                    amount: done,
                });
                self.next(cx)
            }
        }
    }

    fn cancel(mut self, cx: &mut Cx, what: &Cancel) {
        let what = match (what, self.trigger) {
            (Cancel::Trigger, Some(Trigger::ForceDrainInitiated { .. })) => Cancel::ForceDrain,
            (Cancel::Trigger, Some(Trigger::BattleInitiated { .. })) => Cancel::Battle,
            (Cancel::Trigger, Some(Trigger::DestinyDrawn { .. })) => {
                Cancel::Destiny { redraw: false }
            }
            (w, _) => w.clone(),
        };
        match what {
            Cancel::Trigger => {
                if let Some(card) = self.reg.trigger {
                    cancel_card(cx, card, self.source);
                }
            }
            Cancel::Cards(sel) => {
                let cards: Vec<CardId> = {
                    let q = cx.q();
                    let at = self.anchor();
                    let mut found: Vec<CardId> = q.all_matching(&sel, &at).collect();
                    // A card being played is not on table: the registers name it.
                    for r in [self.reg.trigger, self.target_card()].into_iter().flatten() {
                        if !found.contains(&r) && q.matches(&sel, r, &at) {
                            found.push(r);
                        }
                    }
                    found
                };
                for card in cards {
                    cancel_card(cx, card, self.source);
                }
            }
            Cancel::ForceDrain => {
                if let Some(drain) = cx.st.drain_mut() {
                    drain.cancelled = true;
                }
            }
            Cancel::Battle => {
                if let Some(battle) = cx.st.battle_mut() {
                    battle.cancelled = true;
                    let location = battle.location;
                    cx.emit(What::BattleCancelled { location });
                }
            }
            Cancel::Destiny { redraw } => {
                if let Some(draw) = cx.st.destiny_mut() {
                    if redraw {
                        draw.redraw = true;
                    } else {
                        draw.cancelled = true;
                    }
                }
            }
            Cancel::GameText(sel, until) => {
                let period = period_of(cx, self.you, until);
                let cards: Vec<CardId> = {
                    let q = cx.q();
                    let at = self.anchor();
                    q.all_matching(&sel, &at).collect()
                };
                cx.st.lastings.push(Lasting {
                    source: self.source,
                    kind: LastingKind::TextCancelled {
                        ability: self.ability,
                        step: self.pc,
                    },
                    you: self.you,
                    here: self.here,
                    reg: self.reg.clone(),
                    until: period,
                });
                for card in cards {
                    cx.emit(What::GameTextCancelled { card });
                }
            }
            Cancel::BattleDamage => {
                let you = self.you;
                if let Some(battle) = cx.st.battle_mut()
                    && battle.loser == Some(you)
                {
                    battle.damage = 0;
                    cx.emit(What::BattleDamageCancelled { player: you });
                }
            }
        }
        self.sub = 0;
        self.next(cx)
    }

    /// Moves each of your cards matching away from here, one at a time, each as a regular move
    /// to a location of your choice: a character to an adjacent site (1 Force), a starship or
    /// vehicle where its regular move reaches (`actions::away_destinations`, for what that
    /// move costs; a starship's hyperspace move is made at once). A card that cannot move
    /// stays, and the log says why.
    fn move_away(mut self, cx: &mut Cx, sel: &Sel) {
        let you = self.you;
        let Some(here) = self.here else {
            return self.next(cx);
        };
        if self.sub == 0 {
            let q = cx.q();
            let at = self.anchor();
            self.queue = q
                .characters_at(you, here)
                .chain(q.crafts_at(you, here))
                .filter(|&c| q.matches(sel, c, &at))
                .collect();
            self.sub = 1;
        }
        while let Some(&card) = self.queue.first() {
            let (blocked, options) = {
                let q = cx.q();
                match actions::away_destinations(&q, card, here) {
                    Err(why) => (Some(why), Vec::new()),
                    Ok(_) if q.st.player(you).force.is_empty() => {
                        (Some(Blocked::NoForce), Vec::new())
                    }
                    Ok(to) if to.is_empty() => (Some(Blocked::NowhereToGo), to),
                    Ok(to) => (None, to),
                }
            };
            match blocked {
                Some(why) => {
                    self.queue.remove(0);
                    cx.emit(What::StayedBehind { card, why });
                }
                None => {
                    let options = options.into_iter().map(Answer::ChooseLocation).collect();
                    return self.ask(
                        cx,
                        you,
                        Prompt::ChooseLocation {
                            why: Why::MoveAway(card),
                        },
                        options,
                    );
                }
            }
        }
        self.next(cx)
    }

    /// Each card matching, one at a time, moves away for free to an adjacent site its owner
    /// chooses, or is lost (the owner's choice). A card that cannot move away (it may not
    /// move, or no site is adjacent) is lost.
    fn move_away_or_lose(mut self, cx: &mut Cx, sel: &Sel) {
        if self.sub == 0 {
            let q = cx.q();
            let at = self.anchor();
            self.queue =
                q.st.table
                    .iter()
                    .copied()
                    .filter(|&c| q.st.location_of(c).is_some() && q.matches(sel, c, &at))
                    .collect();
            self.sub = 1;
        }
        let Some(&card) = self.queue.first() else {
            return self.next(cx);
        };
        let (owner, mut options) = {
            let q = cx.q();
            let options: Vec<Answer> = match (may_move(&q, card), q.st.location_of(card)) {
                (Ok(()), Some(from)) => q.st.neighbours(from).map(Answer::ChooseLocation).collect(),
                _ => Vec::new(),
            };
            (q.owner(card), options)
        };
        if options.is_empty() {
            self.queue.remove(0);
            cx.push(Frame::Effect(Box::new(self)));
            cx.lose(card);
            return;
        }
        // Passing lets the card be lost.
        options.push(Answer::Pass);
        self.ask(
            cx,
            owner,
            Prompt::ChooseLocation {
                why: Why::MoveAway(card),
            },
            options,
        )
    }

    /// Your cards matching that a transport may take, at `from` (any site when `None`), not
    /// already chosen.
    fn transportable(&self, q: &Q, sel: &Sel, from: Option<CardId>) -> Vec<CardId> {
        let at = self.anchor();
        let exterior_only = q.has_rule(self.source, Rule::MovePhaseExteriorOnly);
        q.table_of(self.you)
            .filter(|&c| match q.place(c) {
                Place::At { location } => {
                    q.bp(location).is_site()
                        && from.is_none_or(|f| f == location)
                        && (!exterior_only || actions::is_exterior_site(q, location))
                }
                _ => false,
            })
            // Seed 004 "Elis Helrot": an escort is never transported.
            .filter(|&c| {
                !self.queue.contains(&c) && q.captive_of(c).is_none() && q.matches(sel, c, &at)
            })
            .collect()
    }

    /// Seed 003 §4 "Capture": the captured characters in `queue`, one by one. For each, you
    /// choose one of your bounty hunters or warriors at its site, escorting no captive yet
    /// (`Q::may_seize`), to seize it — it goes under that character, its escort — or pass;
    /// a character not seized escapes at once to its owner's Used Pile. The engine knows no
    /// prison, so none is imprisoned. Cards deployed on a seized character are lost.
    fn capture_next(mut self, cx: &mut Cx) {
        let you = self.you;
        while let Some(&card) = self.queue.first() {
            let mut options: Vec<Answer> = {
                let q = cx.q();
                if !q.place(card).on_table() {
                    Vec::new()
                } else {
                    q.table_of(you)
                        .filter(|&e| q.may_seize(e, card))
                        .map(Answer::Choose)
                        .collect()
                }
            };
            if options.is_empty() {
                self.queue.remove(0);
                escape(cx, card);
                continue;
            }
            options.push(Answer::Pass);
            return self.ask(
                cx,
                you,
                Prompt::ChooseCard {
                    why: Why::Seize(card),
                },
                options,
            );
        }
        self.next(cx)
    }

    /// 'Transport' (seed 004 "Elis Helrot"): you choose one of your cards matching at a site,
    /// then any others of that site (passing when done), then any other site where they could
    /// go by a regular move (not a holosite nor, for cards Dagobah forbids, a Dagobah site);
    /// then a destiny is drawn and you use that much Force to relocate them all, or the card
    /// played goes to your Lost Pile. The chosen cards are kept in `queue`, the site in
    /// `reg.chosen`.
    fn transport(mut self, cx: &mut Cx, sel: &Sel) {
        let you = self.you;
        let source = self.source;
        let why = Why::Transport(source);
        match self.sub {
            0 | 1 => {
                let from = self.queue.first().and_then(|&c| cx.st.location_of(c));
                let mut options: Vec<Answer> = self
                    .transportable(&cx.q(), sel, from)
                    .into_iter()
                    .map(Answer::Choose)
                    .collect();
                if self.sub == 0 && options.is_empty() {
                    return self.stop(cx);
                }
                if self.sub == 1 {
                    if options.is_empty() {
                        self.sub = 2;
                        return cx.push(Frame::Effect(Box::new(self)));
                    }
                    options.push(Answer::Pass);
                }
                self.ask(cx, you, Prompt::ChooseCard { why }, options)
            }
            2 => {
                let q = cx.q();
                let from = self.queue.first().and_then(|&c| q.st.location_of(c));
                let holosite = Sym::new("holosite");
                let exterior_only = q.has_rule(source, Rule::MovePhaseExteriorOnly);
                let options: Vec<Answer> =
                    q.st.locations()
                        .filter(|&l| {
                            Some(l) != from
                                && q.bp(l).is_site()
                                && (!exterior_only || actions::is_exterior_site(&q, l))
                                && !q.bp(l).has_word(holosite)
                                && !self
                                    .queue
                                    .iter()
                                    .any(|&c| actions::dagobah_forbids(&q, c, Some(l), false))
                                // Seed 001 "Sandcrawler": a card that may relocate only to
                                // some locations keeps the whole group from any other.
                                && !self.queue.iter().any(|&c| q.may_not_relocate_to(c, l))
                        })
                        .map(Answer::ChooseLocation)
                        .collect();
                if options.is_empty() {
                    return self.stop(cx);
                }
                self.ask(cx, you, Prompt::ChooseLocation { why }, options)
            }
            3 => {
                self.sub = 4;
                self.reg.destiny = 0;
                cx.push(Frame::Effect(Box::new(self)));
                cx.push(Frame::Destiny(DestinyDraw::new(you, Purpose::Effect)));
            }
            _ => {
                let cost = self.reg.destiny.max(0);
                if (cx.st.player(you).force.len() as i32) < cost {
                    self.lose_played(cx);
                    return self.next(cx);
                }
                self.ask(
                    cx,
                    you,
                    Prompt::Confirm {
                        why: Why::Continue(source),
                    },
                    vec![Answer::Yes, Answer::No],
                )
            }
        }
    }

    /// The card played goes to your Lost Pile now (it is not on table).
    fn lose_played(&self, cx: &mut Cx) {
        if cx.st.place(self.source) == Place::Pile(Pile::Aside) {
            cx.relocate(self.source, Place::Pile(Pile::Lost));
            cx.emit(What::CardMovedToPile {
                card: self.source,
                pile: Pile::Lost,
            });
        }
    }

    /// A duel between the trigger card and the opponent's card matching at its site: each
    /// player adds two destiny to its character's power; the winner retrieves the
    /// difference, the loser loses that much Force and the character.
    fn duel(mut self, cx: &mut Cx, rival_sel: &Sel, each: &Amount) {
        let you = self.you;
        let each = self.amount(&cx.q(), each).clamp(0, 255) as u8;
        match self.sub {
            0 => {
                self.draws_left = each;
                self.sub = 1;
                cx.push(Frame::Effect(Box::new(self)));
            }
            1 | 2 => {
                // Your two draws come first (it is your turn), then the opponent's two.
                if self.draws_left == 0 {
                    self.sub += 1;
                    self.draws_left = if self.sub == 2 { each } else { 0 };
                    cx.push(Frame::Effect(Box::new(self)));
                    return;
                }
                let drawer = if self.sub == 1 { you } else { you.opponent() };
                self.draws_left -= 1;
                cx.push(Frame::Effect(Box::new(self)));
                cx.push(Frame::Destiny(DestinyDraw::new(drawer, Purpose::Effect)));
            }
            _ => {
                let Some(mover) = self.reg.trigger else {
                    return self.next(cx);
                };
                let found = {
                    let q = cx.q();
                    let at = self.anchor();
                    q.st.location_of(mover).and_then(|here| {
                        q.at(here)
                            .find(|&c| q.bp(c).is_character() && q.matches(rival_sel, c, &at))
                    })
                };
                let Some(rival) = found else {
                    return self.next(cx);
                };
                let (mine, theirs) = {
                    let q = cx.q();
                    (
                        q.power(mover) + self.reg.destiny,
                        q.power(rival) + self.reg.opponent_destiny,
                    )
                };
                let (winner, loser_card, diff) = if mine > theirs {
                    (you, rival, mine - theirs)
                } else if theirs > mine {
                    (you.opponent(), mover, theirs - mine)
                } else {
                    return self.next(cx);
                };
                for _ in 0..diff {
                    if let Some(card) = cx.move_top(winner, Pile::Lost, Pile::Used) {
                        cx.emit(What::Retrieved {
                            player: winner,
                            card,
                        });
                    }
                }
                self.next(cx);
                cx.push(Frame::Loss(ForceLoss::new(winner.opponent(), diff, false)));
                cx.lose(loser_card);
            }
        }
    }

    pub fn answer(mut self, cx: &mut Cx, answer: Answer) {
        let you = self.you;
        // A further target chosen as the text starts.
        if self.reg.targets.len() < self.action(cx).targets.len() {
            if let Answer::Choose(card) = answer {
                self.reg.targets.push(TargetRef::Card(card));
            }
            cx.push(Frame::Effect(Box::new(self)));
            return;
        }
        let step = self.current(cx);
        match (&step, answer) {
            (Step::MayGoOn, Answer::Yes) => self.next(cx),
            (Step::RetrieveRandom { who: rel, .. }, Answer::Yes) => {
                retrieve_random(cx, rel_side(you, *rel));
                self.next(cx)
            }
            (Step::RetrieveRandom { .. }, _) => self.next(cx),
            (Step::PredictWinner, Answer::PredictWinner(side)) => {
                cx.emit(What::Predicted {
                    player: you,
                    winner: side,
                });
                self.reg.predicted = Some(side);
                // The rest of the text waits for the battle to end (`battle::Battle`'s end
                // resumes it with the winner known).
                self.pc += 1;
                self.sub = 0;
                match cx.st.battle.as_mut() {
                    Some(battle) => battle.waiting.push(self),
                    None => self.stop(cx),
                }
            }
            (Step::StealOrLose { alternatives, onto }, Answer::Choose(card)) => {
                if self.sub == 0 {
                    // The first card picked chooses the alternative ("2 weapons or 2
                    // devices", never a mix): the cards of it left may follow.
                    let (count, others) = {
                        let q = cx.q();
                        let at = self.anchor();
                        let chosen = alternatives.iter().find(|(count, sel)| {
                            q.amount(count, &at) > 0 && q.matches(sel, card, &at)
                        });
                        let (count, sel) = chosen.expect("the card offered matches an alternative");
                        let others: Vec<CardId> = q
                            .st
                            .table
                            .iter()
                            .copied()
                            .filter(|&c| c != card && c != self.source && q.matches(sel, c, &at))
                            .collect();
                        (q.amount(count, &at), others)
                    };
                    self.remaining = count;
                    self.queue = others;
                } else {
                    self.queue.retain(|&c| c != card);
                }
                self.remaining -= 1;
                let stealable = {
                    let q = cx.q();
                    q.first_matching(onto, &self.anchor())
                        .is_some_and(|bearer| may_steal_onto(&q, you, card, bearer))
                };
                if stealable {
                    self.reg.chosen = Some(card);
                    self.sub = 2;
                    cx.push(Frame::Effect(Box::new(self)));
                } else {
                    self.sub = 1;
                    cx.push(Frame::Effect(Box::new(self)));
                    cx.lose(card);
                }
            }
            (Step::StealOrLose { onto, .. }, Answer::Yes) => {
                let bearer = cx.q().first_matching(onto, &self.anchor());
                if let (Some(card), Some(to)) = (self.reg.chosen, bearer)
                    && steal(cx, you, card)
                {
                    cx.relocate(card, Place::On { card: to });
                    cx.emit(What::Transferred { card, to });
                }
                self.sub = 1;
                cx.push(Frame::Effect(Box::new(self)));
            }
            (Step::StealOrLose { .. }, Answer::No) => {
                self.sub = 1;
                let card = self.reg.chosen;
                cx.push(Frame::Effect(Box::new(self)));
                if let Some(card) = card {
                    cx.lose(card);
                }
            }
            (Step::MaySteal { who, what }, Answer::Yes) => {
                let thief = rel_side(you, *who);
                let cards: Vec<CardId> = {
                    let q = cx.q();
                    let at = self.anchor();
                    q.all_matching(what, &at)
                        .filter(|&c| q.owner(c) != thief && q.place(c).on_table())
                        .collect()
                };
                for card in cards {
                    steal(cx, thief, card);
                }
                self.next(cx)
            }
            (Step::MaySteal { .. }, _) => self.next(cx),
            (Step::MayGoOn, _) => self.stop(cx),
            (Step::MayMoveTop { from, to }, Answer::Yes) => {
                cx.move_top(you, Pile::from(*from), Pile::from(*to));
                self.next(cx)
            }
            (Step::MayMoveTop { .. }, _) => self.next(cx),
            (Step::Lose { .. }, Answer::Choose(card)) => {
                self.remaining -= 1;
                cx.push(Frame::Effect(Box::new(self)));
                cx.lose(card);
            }
            (Step::Retrieve { to_hand, sel, .. }, Answer::Choose(card)) => {
                let to = if *to_hand { Pile::Hand } else { Pile::Used };
                // A squadron retrieved by its component models takes all of them.
                let units = sel.as_ref().map_or(1, |s| cx.q().units_for(s, card));
                cx.relocate(card, Place::Pile(to));
                cx.emit(What::Retrieved { player: you, card });
                self.remaining -= i32::from(units);
                cx.push(Frame::Effect(Box::new(self)));
            }
            (
                Step::Search {
                    whose,
                    pile,
                    fate,
                    reshuffle,
                    sel,
                    ..
                },
                answer,
            ) => {
                let units = match answer {
                    Answer::Choose(card) | Answer::Deploy { card, .. } => {
                        i32::from(cx.q().units_for(sel, card))
                    }
                    _ => 1,
                };
                let owner = if *whose == Rel::Opponent {
                    you.opponent()
                } else {
                    you
                };
                let pile = Pile::from(*pile);
                match answer {
                    Answer::Choose(card) => {
                        if *fate == Fate::StealOntoThis {
                            steal_onto(cx, you, card, self.source);
                        }
                        search_fate(cx, you, card, *fate);
                        cx.check_life_force();
                        self.remaining -= units;
                        self.reg.chosen = Some(card);
                        cx.push(Frame::Effect(Box::new(self)));
                    }
                    Answer::Deploy { card, to } => {
                        self.remaining -= units;
                        self.reg.chosen = Some(card);
                        cx.push(Frame::Effect(Box::new(self)));
                        actions::deploy(cx, you, card, to, false);
                    }
                    _ => {
                        if *reshuffle {
                            cx.shuffle(owner, pile);
                        }
                        self.next(cx)
                    }
                }
            }
            (
                Step::Deploy {
                    from, cost, any, ..
                },
                answer,
            ) => {
                let (cost, from, any) = (*cost, *from, *any);
                let deploys = matches!(answer, Answer::Deploy { .. });
                if let Answer::Deploy { card, .. } = answer {
                    self.reg.chosen = Some(card);
                }
                if any && deploys {
                    // "Any …": offer the next card once this one has deployed.
                    self.sub = 0;
                    cx.push(Frame::Effect(Box::new(self)));
                } else {
                    self.next(cx);
                }
                if let Answer::Deploy { card, to } = answer {
                    actions::deploy_paying(cx, you, card, to, false, cost);
                }
                if from == Source::Pile(crate::script::PileName::Reserve) {
                    cx.shuffle(you, Pile::Reserve);
                }
            }
            (Step::GuessCardType(_), Answer::Choose(card)) if self.sub == 0 => {
                self.queue = vec![card];
                self.sub = 1;
                cx.push(Frame::Effect(Box::new(self)));
            }
            (Step::GuessCardType(_), Answer::Choose(card)) => {
                // The card is shown; of the type guessed, it is lost.
                let guess = self.queue.pop();
                cx.emit(What::HandRevealed {
                    to: you,
                    cards: vec![card],
                });
                let right = {
                    let q = cx.q();
                    let kind = |c: CardId| std::mem::discriminant(&q.bp(c).card_type);
                    guess.is_some_and(|g| kind(g) == kind(card)) && !q.immune_to(card, self.source)
                };
                if right {
                    cx.relocate(card, Place::Pile(Pile::Lost));
                    cx.emit(What::CardMovedToPile {
                        card,
                        pile: Pile::Lost,
                    });
                    cx.check_life_force();
                }
                self.reg.chosen = Some(card);
                self.next(cx)
            }
            (Step::Name(_), Answer::Choose(card)) => {
                self.reg.chosen = Some(card);
                self.next(cx)
            }
            (Step::Place { to, .. }, Answer::Choose(card)) => {
                let pile = Pile::from(*to);
                cx.relocate(card, Place::Pile(pile));
                cx.emit(What::CardMovedToPile { card, pile });
                cx.check_life_force();
                self.reg.chosen = Some(card);
                self.next(cx)
            }
            (Step::ChooseDirection, Answer::ChooseLocation(to)) => {
                set_direction(cx, self.source, to);
                self.next(cx)
            }
            (Step::MoveAway(_), Answer::ChooseLocation(to)) => {
                let card = self.queue.remove(0);
                cx.push(Frame::Effect(Box::new(self)));
                // A starship going to another system goes through hyperspace, a move the
                // opponent may answer as it is about to happen (it leaves the battle once it
                // has moved).
                if let Some(from) = cx.st.location_of(card)
                    && actions::hyperspace_move(&cx.q(), card, to)
                {
                    cx.push(Frame::Hyperspace(actions::HyperspaceMove {
                        side: you,
                        card,
                        from,
                        to,
                        announced: false,
                    }));
                    return;
                }
                // The card leaves the battle it was in. A character's move costs 1 Force; a
                // starship's or vehicle's what its regular move there costs.
                cx.st.card_mut(card).flags.clear(Flags::IN_BATTLE);
                let cost = match cx.st.location_of(card) {
                    Some(from) if cx.q().is_craft(card) => {
                        actions::move_cost(&cx.q(), you, card, from, to)
                    }
                    _ => 1,
                };
                actions::move_card(cx, you, card, to, cost);
            }
            (
                Step::Relocate(cards, _) | Step::RelocateAsMove(cards, _),
                Answer::ChooseLocation(to),
            ) => {
                let as_move = matches!(step, Step::RelocateAsMove(..));
                let moving: Vec<CardId> = {
                    let q = cx.q();
                    relocating(&q, cards, &self.anchor(), as_move)
                        .into_iter()
                        // A card that may not go there stays (seed 001 "Sandcrawler").
                        .filter(|&c| !q.may_not_relocate_to(c, to))
                        .collect()
                };
                for card in moving {
                    let Some(from) = cx.st.location_of(card) else {
                        continue;
                    };
                    cx.st.card_mut(card).flags.clear(Flags::IN_BATTLE);
                    if as_move {
                        cx.st.card_mut(card).flags.set(Flags::MOVED_TURN);
                    }
                    cx.relocate(card, Place::At { location: to });
                    cx.emit(What::Moved { card, from, to });
                }
                self.next(cx)
            }
            (Step::Capture(_), Answer::Choose(escort)) => {
                let card = self.queue.remove(0);
                seize(cx, card, escort);
                self.capture_next(cx)
            }
            (Step::Capture(_), _) => {
                let card = self.queue.remove(0);
                escape(cx, card);
                self.capture_next(cx)
            }
            (Step::Transport(_), Answer::Choose(card)) => {
                self.queue.push(card);
                self.sub = 1;
                cx.push(Frame::Effect(Box::new(self)));
            }
            (Step::Transport(_), Answer::Pass) => {
                self.sub = 2;
                cx.push(Frame::Effect(Box::new(self)));
            }
            (Step::Transport(_), Answer::ChooseLocation(to)) => {
                self.reg.chosen = Some(to);
                self.sub = 3;
                cx.push(Frame::Effect(Box::new(self)));
            }
            (Step::Transport(_), Answer::Yes) => {
                let cost = self.reg.destiny.max(0);
                cx.use_force(you, cost.clamp(0, 255) as u8);
                let Some(to) = self.reg.chosen else {
                    return self.next(cx);
                };
                let mut moved = Vec::new();
                for card in std::mem::take(&mut self.queue) {
                    if let Some(from) = cx.st.location_of(card) {
                        cx.relocate(card, Place::At { location: to });
                        cx.emit(What::Moved { card, from, to });
                        moved.push(card);
                    }
                }
                // The transport is complete: the players may answer it ("if Nabrun Leids
                // just completed a transport"), the interrupt still being played.
                cx.st.transported = moved;
                let source = self.source;
                self.next(cx);
                cx.respond(
                    Trigger::Transported {
                        card: source,
                        by: you,
                        to,
                    },
                    you.opponent(),
                );
            }
            (Step::Transport(_), _) => {
                self.lose_played(cx);
                self.next(cx)
            }
            (Step::MoveAwayOrLose(_), Answer::ChooseLocation(to)) => {
                let card = self.queue.remove(0);
                let owner = cx.q().owner(card);
                cx.push(Frame::Effect(Box::new(self)));
                cx.st.card_mut(card).flags.clear(Flags::IN_BATTLE);
                actions::move_card(cx, owner, card, to, 0);
            }
            (Step::MoveAwayOrLose(_), Answer::Pass) => {
                let card = self.queue.remove(0);
                cx.push(Frame::Effect(Box::new(self)));
                cx.lose(card);
            }
            (Step::StackFrom { .. }, Answer::Choose(card)) => {
                cx.relocate(card, Place::Stacked { on: self.source });
                cx.emit(What::Stacked {
                    card,
                    on: self.source,
                });
                self.remaining -= 1;
                self.reg.chosen = Some(card);
                cx.push(Frame::Effect(Box::new(self)));
            }
            (Step::StackOutside(_), Answer::Choose(card)) => {
                cx.relocate(card, Place::Stacked { on: self.source });
                self.remaining -= 1;
                cx.push(Frame::Effect(Box::new(self)));
            }
            // Passing on an optional choice ends that step.
            (_, Answer::Pass) => self.next(cx),
            (step, answer) => unreachable!("{answer:?} does not answer {step:?}"),
        }
    }
}

/// Cancels a card: an interrupt being played or a react under way stops (and goes to the Lost
/// Pile); a card on table is lost. A card that cannot be cancelled, or is immune to the
/// cancelling card, is not.
fn cancel_card(cx: &mut Cx, card: CardId, by: CardId) {
    if !cx.q().cancellable(card, by) {
        return;
    }
    if cx.st.place(card).on_table()
        && let Some(ability) = cancelled_text(&cx.q(), card, by)
    {
        // The card's own text answers its cancelling while it is still on table ("if this
        // Effect is canceled by opponent, …"); the run loses it when done.
        cx.emit(What::Cancelled { card });
        cx.cat.ran(card, ability);
        let owner = cx.q().owner(card);
        let here = cx.st.location_of(card);
        let mut run = EffectRun::new(
            card,
            owner,
            ability,
            false,
            here,
            None,
            Registers::default(),
        );
        run.lose_after = true;
        cx.push(Frame::Effect(Box::new(run)));
        return;
    }
    if let Some(run) = cx.st.effect_of_mut(card)
        && run.played
    {
        run.cancelled = true;
        return;
    }
    if let Some(react) = cx.st.react_mut(card) {
        react.cancelled = true;
        return;
    }
    if cx.st.place(card).on_table() {
        cx.emit(What::Cancelled { card });
        cx.lose(card);
    }
}

/// The cards on table at a location that a relocation of `cards` takes; as a regular move
/// (CR 10), only those that have not moved this turn.
fn relocating(q: &Q, cards: &Sel, at: &Anchor, as_move: bool) -> Vec<CardId> {
    q.st.table
        .iter()
        .copied()
        .filter(|&c| q.st.location_of(c).is_some() && q.matches(cards, c, at))
        .filter(|&c| !(as_move && q.st.flag(c, Flags::MOVED_TURN)))
        .collect()
}

/// `thief` steals a card on table (seed 001 "Stealing"): it becomes the thief's card where it
/// is, with every card aboard or deployed on it ("Stealing vehicles and starships": cargo is
/// stolen too). A vehicle or starship with an opponent's character aboard cannot be stolen,
/// nor a weapon or device that cannot deploy on characters ("Stealing weapons and devices").
/// Whether the card was stolen.
fn steal(cx: &mut Cx, thief: Side, card: CardId) -> bool {
    let aboard: Vec<CardId> = cx.q().attached(card).collect();
    if aboard
        .iter()
        .any(|&c| cx.q().bp(c).is_character() && cx.q().owner(c) != thief)
        || !super::actions::stealable_item(&cx.q(), card)
    {
        return false;
    }
    for c in std::iter::once(card).chain(aboard) {
        let state = cx.st.card_mut(c);
        state.holder = Some(thief);
        state.stolen = true;
        cx.emit(What::Stolen { card: c, by: thief });
    }
    true
}

/// `who` retrieves a card chosen at random (the game's generator) from their Lost Pile into
/// their Used Pile.
fn retrieve_random(cx: &mut Cx, who: Side) {
    let lost = cx.st.player(who).lost.clone();
    if !lost.is_empty() {
        let card = lost[cx.st.rng.below(lost.len())];
        cx.relocate(card, Place::Pile(Pile::Used));
        cx.emit(What::Retrieved { player: who, card });
    }
}

/// Whether `thief` may steal `card` on table onto `bearer` (seed 001 "Stealing weapons and
/// devices"): an opponent's card that may deploy on characters and that the bearer, on table,
/// may carry; nothing of the opponent's aboard it (see `steal`).
fn may_steal_onto(q: &Q, thief: Side, card: CardId, bearer: CardId) -> bool {
    q.owner(card) != thief
        && q.place(bearer).on_table()
        && card != bearer
        && super::actions::stealable_item(q, card)
        && !q.may_not_carry(card, bearer)
        && !q
            .attached(card)
            .any(|c| q.bp(c).is_character() && q.owner(c) != thief)
}

/// An insert card just revealed at the top of a Reserve Deck: its text for that moment runs
/// (`trigger when this reaches top`); a card without one is lost.
pub fn reveal_insert(cx: &mut Cx, card: CardId) {
    let ability = cx.q().bp(card).script.as_ref().and_then(|script| {
        script.abilities().enumerate().find_map(|(num, (_, ability))| match ability {
            Ability::Action(action)
                if matches!(&action.when, When::Window(w) if w.event == ScriptEvent::ReachesTop) =>
            {
                Some(num as u8)
            }
            _ => None,
        })
    });
    let owner = cx.q().owner(card);
    match ability {
        Some(ability) => {
            let run = EffectRun::new(
                card,
                owner,
                ability,
                false,
                None,
                None,
                Registers::default(),
            );
            super::texts::start(cx, run);
        }
        None => {
            cx.relocate(card, Place::Pile(Pile::Lost));
            cx.emit(What::CardMovedToPile {
                card,
                pile: Pile::Lost,
            });
        }
    }
}

/// The ability of a card on table that answers its being cancelled by `by`'s text
/// (`trigger when opponent cancels this`), if any.
fn cancelled_text(q: &Q, card: CardId, by: CardId) -> Option<u8> {
    let owner = q.owner(card);
    let canceller = q.owner(by);
    let script = q.bp(card).script.as_ref()?;
    script
        .abilities()
        .enumerate()
        .find_map(|(num, (_, ability))| {
            let Ability::Action(action) = ability else {
                return None;
            };
            let When::Window(w) = &action.when else {
                return None;
            };
            let who = match w.who {
                Rel::You => canceller == owner,
                Rel::Opponent => canceller != owner,
                Rel::Anyone => true,
            };
            (w.event == ScriptEvent::Cancels && who).then_some(num as u8)
        })
}

/// What happens to a card a search found.
fn search_fate(cx: &mut Cx, you: Side, card: CardId, fate: Fate) {
    match fate {
        Fate::Hand => {
            cx.relocate(card, Place::Pile(Pile::Hand));
            cx.emit(What::CardMovedToPile {
                card,
                pile: Pile::Hand,
            });
        }
        Fate::Lose => {
            cx.relocate(card, Place::Pile(Pile::Lost));
            cx.emit(What::CardLost { card });
        }
        Fate::Used => {
            cx.relocate(card, Place::Pile(Pile::Used));
            cx.emit(What::CardMovedToPile {
                card,
                pile: Pile::Used,
            });
        }
        Fate::Deploy | Fate::StealOntoThis => {
            // Deployment needs a destination: the search asks for one (see `Answer::Deploy`);
            // a card stolen onto the text's card needs that card (see `steal_onto`).
            let _ = you;
        }
    }
}

/// `viewer` peeks at the top `n` cards of `owner`'s pile: only the viewer sees them.
fn peek_top(cx: &mut Cx, viewer: Side, owner: Side, pile: Pile, n: usize) {
    let cards: Vec<CardId> = cx
        .st
        .player(owner)
        .pile(pile)
        .iter()
        .rev()
        .take(n)
        .copied()
        .collect();
    cx.emit_private(
        viewer,
        What::Peeked {
            viewer,
            owner,
            pile,
            cards,
        },
    );
}

/// Seed 001 "Stealing": `thief` steals a weapon or device found in a pile (the opponent's Lost
/// Pile) and places it on `bearer`, as if deployed there. A card that may not be stolen, or
/// that the bearer may not carry, stays where it is.
fn steal_onto(cx: &mut Cx, thief: Side, card: CardId, bearer: CardId) {
    {
        let q = cx.q();
        if !q.place(bearer).on_table()
            || !super::actions::stealable_item(&q, card)
            || q.may_not_carry(card, bearer)
        {
            return;
        }
    }
    let state = cx.st.card_mut(card);
    state.holder = Some(thief);
    state.stolen = true;
    state.placed_as = 0;
    cx.emit(What::Stolen { card, by: thief });
    cx.relocate(card, Place::On { card: bearer });
    cx.emit(What::Transferred { card, to: bearer });
}

/// The period a lasting effect lasts, from now.
fn period_of(cx: &Cx, you: Side, until: Until) -> Period {
    match until {
        Until::EndOfBattle => Period::Battle,
        Until::EndOfTurn => Period::Turn,
        Until::EndOfGame => Period::Game,
        Until::EndOfYourNextTurn => {
            let turn = cx.st.turn;
            Period::UntilTurn(if cx.st.active == you {
                turn + 2
            } else {
                turn + 1
            })
        }
    }
}

/// The targets an action declares (for the display of its answers).
pub fn target_specs(action: &Action) -> &[Target] {
    &action.targets
}

/// Points a Mobile Effect toward an adjacent site: backward when that site comes before its
/// own in their row.
fn set_direction(cx: &mut Cx, card: CardId, toward: CardId) {
    let here = cx.st.location_of(card).and_then(|l| cx.st.site_position(l));
    let there = cx.st.site_position(toward);
    let backward = matches!((here, there), (Some((_, i)), Some((_, j))) if j < i);
    let flags = &mut cx.st.card_mut(card).flags;
    if backward {
        flags.set(Flags::BACKWARD);
    } else {
        flags.clear(Flags::BACKWARD);
    }
}

/// The next site of a Mobile Effect's row in its direction; at the end of the row it turns
/// back (its direction flips). `None` when the row has no other site.
fn next_site(cx: &mut Cx, card: CardId, from: CardId) -> Option<CardId> {
    let (row, i) = cx.st.site_position(from)?;
    let sites = &cx.st.rows[row].sites;
    let backward = cx.st.flag(card, Flags::BACKWARD);
    let ahead = if backward {
        i.checked_sub(1)
    } else {
        (i + 1 < sites.len()).then_some(i + 1)
    };
    if let Some(j) = ahead {
        return Some(sites[j]);
    }
    let behind = if backward {
        (i + 1 < sites.len()).then_some(i + 1)
    } else {
        i.checked_sub(1)
    };
    let to = sites[behind?];
    let flags = &mut cx.st.card_mut(card).flags;
    if backward {
        flags.clear(Flags::BACKWARD);
    } else {
        flags.set(Flags::BACKWARD);
    }
    Some(to)
}

/// The deployments a `deploy <sel> from <pile or stack> [to <locations>]` step of `source`'s
/// text offers `you`: each matching card (one per printed card) with each destination it may
/// deploy to, at the step's cost.
pub(crate) fn deploy_step_options(
    q: &Q,
    you: Side,
    source: CardId,
    at: &Anchor,
    step: (&Sel, Option<Pile>, Option<&Sel>, DeployCost),
) -> Vec<Answer> {
    let (sel, pile, to, cost) = step;
    let mut distinct = q.cat.distinct();
    let mut out = Vec::new();
    let cards: Vec<CardId> = match pile {
        Some(p) => q.st.player(you).pile(p).iter().rev().copied().collect(),
        None => q.stacked(source).collect(),
    };
    for card in cards {
        if !distinct.first(card) || !q.matches(sel, card, at) {
            continue;
        }
        // A generic location is read only toward the planets the text names.
        let planet_ok = |planet: CardId| to.is_none_or(|s| q.matches(s, planet, at));
        for dest in actions::destinations_toward(q, you, card, cost, &planet_ok) {
            let fits = match (to, dest) {
                (None, _) => true,
                (Some(s), Dest::At(l) | Dest::Targeting { location: l, .. }) => q.matches(s, l, at),
                // Aboard a starship or vehicle the selector names ("aboard your starship"), on
                // a card it names ("a bowcaster on your Wookiee"), or on a card at a location
                // it names.
                (Some(s), Dest::On { card: b, .. }) => {
                    q.matches(s, b, at) || q.st.location_of(b).is_some_and(|l| q.matches(s, l, at))
                }
                // A location "to Eriadu": a generic site to a planet whose location matches,
                // another by its own title.
                (Some(s), Dest::Row { planet, .. }) => q.matches(s, planet.unwrap_or(card), at),
                (Some(_), _) => true,
            };
            if fits {
                out.push(Answer::Deploy { card, to: dest });
            }
        }
    }
    out
}

/// The player a relation names, from `you`'s point of view ("anyone" reads as you).
fn rel_side(you: Side, rel: Rel) -> Side {
    if rel == Rel::Opponent {
        you.opponent()
    } else {
        you
    }
}

/// A captured character not seized escapes at once to its owner's Used Pile (seed 003 §4),
/// with the cards deployed on it; one no longer on table is left alone.
fn escape(cx: &mut Cx, card: CardId) {
    if !cx.st.place(card).on_table() {
        return;
    }
    cx.leave_table(card, Pile::Used);
    cx.emit(What::Escaped {
        card,
        pile: Pile::Used,
    });
}

/// `escort` seizes the captured character `card` (seed 003 §4 "Capture"): the cards deployed
/// on it are lost, and it goes under its escort (`CardState::captive`), off its owner's side
/// of the table, until it escapes or is released.
fn seize(cx: &mut Cx, card: CardId, escort: CardId) {
    let riders: Vec<CardId> = cx.q().attached(card).collect();
    for rider in riders {
        cx.leave_table(rider, Pile::Lost);
        cx.emit(What::CardLost { card: rider });
    }
    cx.relocate(card, Place::Stacked { on: escort });
    cx.st.card_mut(card).captive = true;
    cx.emit(What::Seized { card, escort });
}
