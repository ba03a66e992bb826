//! The interpreter of effect programs (interrupts, card actions, triggered texts).
//!
//! An [`EffectRun`] executes the [`Step`]s of one text in order, keeping its registers (the
//! destiny total, the target, `X`, a counter) in the frame so it can stop for a decision or a
//! destiny draw and resume after it. An interrupt first opens a response window on its own
//! play (so it can be cancelled or changed), then resolves, then goes to its owner's Used or
//! Lost Pile.

use super::force::{DestinyDraw, ForceLoss, Purpose};
use super::respond::RespondWindow;
use super::{Cx, Frame, actions};
use crate::catalogue::{Catalogue, InterruptKind};
use crate::decision::{Answer, Dest, Prompt, TargetRef, Trigger, Why};
use crate::event::What;
use crate::ids::{CardId, Pile, Place};
use crate::query::{Anchor, Q};
use crate::script::{Ability, Area, Cmp, Mode, Num, Rel, Step, Trait};
use crate::state::{Flags, Rounding};
use serde::{Deserialize, Serialize};
use swccg_cards::Side;

/// Which text of the source card runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RunKind {
    /// An interrupt being played, with the mode chosen.
    Interrupt { mode: u8 },
    /// An action text of a card on table (`ability` indexes `CardScript::abilities`).
    Action { ability: u8 },
    /// A triggered text of a card on table.
    Triggered { ability: u8 },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EffectRun {
    pub source: CardId,
    pub you: Side,
    pub kind: RunKind,
    pub target: TargetRef,
    pub x: u8,
    /// The location the text reads as "here".
    pub here: Option<CardId>,
    pub trigger: Option<Trigger>,
    /// Whether the window on the interrupt's own play is over.
    pub announced: bool,
    /// The step being run.
    pub pc: u8,
    /// Progress within the step (0 when a step starts).
    pub sub: u8,
    /// Total of this effect's destiny draws.
    pub destiny: i32,
    /// The opponent's destiny total (duels).
    pub opponent_destiny: i32,
    /// Whether a destiny draw of this effect failed (empty Reserve Deck).
    pub failed: bool,
    /// Draws still to make in the current step.
    pub draws_left: u8,
    /// A counter for steps that repeat (cards to lose, to retrieve).
    pub remaining: i32,
    pub cancelled: bool,
    /// "Triple the result of …": multiplies this effect's result.
    pub multiplier: u8,
}

impl EffectRun {
    fn new(source: CardId, you: Side, kind: RunKind) -> EffectRun {
        EffectRun {
            source,
            you,
            kind,
            target: TargetRef::None,
            x: 0,
            here: None,
            trigger: None,
            announced: false,
            pc: 0,
            sub: 0,
            destiny: 0,
            opponent_destiny: 0,
            failed: false,
            draws_left: 0,
            remaining: 0,
            cancelled: false,
            multiplier: 1,
        }
    }

    pub fn interrupt(
        card: CardId,
        you: Side,
        mode: u8,
        target: TargetRef,
        x: u8,
        here: Option<CardId>,
        trigger: Option<Trigger>,
    ) -> EffectRun {
        EffectRun {
            target,
            x,
            here,
            trigger,
            ..EffectRun::new(card, you, RunKind::Interrupt { mode })
        }
    }

    pub fn action(
        card: CardId,
        you: Side,
        ability: u8,
        target: TargetRef,
        here: Option<CardId>,
        trigger: Option<Trigger>,
    ) -> EffectRun {
        EffectRun {
            target,
            here,
            trigger,
            announced: true,
            ..EffectRun::new(card, you, RunKind::Action { ability })
        }
    }

    pub fn triggered(q: &Q, card: CardId, you: Side, ability: u8) -> EffectRun {
        EffectRun {
            here: q.st.location_of(card),
            announced: true,
            ..EffectRun::new(card, you, RunKind::Triggered { ability })
        }
    }

    /// The mode (timing, cost, target, steps) of an interrupt or action run.
    pub fn mode_of(&self, cat: &Catalogue) -> &'static Mode {
        let script = cat
            .bp(self.source)
            .script
            .expect("a running text has a script");
        match self.kind {
            RunKind::Interrupt { mode } => script
                .text
                .iter()
                .find_map(|a| match a {
                    Ability::Interrupt(modes) => modes.get(usize::from(mode)),
                    _ => None,
                })
                .expect("interrupt mode exists"),
            RunKind::Action { ability } | RunKind::Triggered { ability } => {
                match script
                    .abilities()
                    .nth(usize::from(ability))
                    .map(|(_, _, a)| a)
                {
                    Some(Ability::Action(mode)) => mode,
                    _ => unreachable!("triggered texts have no mode"),
                }
            }
        }
    }

    fn steps(&self, cat: &Catalogue) -> &'static [Step] {
        match self.kind {
            RunKind::Triggered { ability } => {
                let script = cat
                    .bp(self.source)
                    .script
                    .expect("a running text has a script");
                match script
                    .abilities()
                    .nth(usize::from(ability))
                    .map(|(_, _, a)| a)
                {
                    Some(Ability::AtStartOfYourNextTurn(steps))
                    | Some(Ability::WhenLosingBattle(steps)) => steps,
                    _ => unreachable!("not a triggered text"),
                }
            }
            _ => self.mode_of(cat).steps,
        }
    }

    fn anchor(&self) -> Anchor {
        Anchor {
            you: self.you,
            this: self.source,
            here: self.here,
        }
    }

    fn target_card(&self) -> Option<CardId> {
        match self.target {
            TargetRef::Card(c) => Some(c),
            _ => None,
        }
    }

    fn eval(&self, q: &Q, num: Num) -> i32 {
        match num {
            Num::Const(n) => i32::from(n),
            Num::Destiny => self.destiny,
            Num::X => i32::from(self.x),
            Num::Count(sel, area) => q.count(&sel, area, &self.anchor()) as i32,
            Num::TargetAbility => self.target_card().map_or(0, |c| q.ability(c)),
            Num::OpponentPresentCount => self.here.map_or(0, |l| {
                q.characters_at(self.you.opponent(), l).count() as i32
            }),
        }
    }

    /// A destiny drawn for this effect.
    pub fn receive(&mut self, player: Side, value: Option<i32>) {
        match value {
            None => self.failed = true,
            Some(v) if player == self.you => self.destiny += v,
            Some(v) => self.opponent_destiny += v,
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

    /// The interrupt goes to its pile; the run ends.
    fn finish(self, cx: &mut Cx) {
        if let RunKind::Interrupt { .. } = self.kind {
            let kind = cx.cat.bp(self.source).interrupt;
            let pile = if self.cancelled || kind == Some(InterruptKind::Lost) {
                Pile::Lost
            } else {
                Pile::Used
            };
            if self.cancelled {
                cx.emit(What::Cancelled { card: self.source });
            }
            if cx.st.place(self.source) == Place::Pile(Pile::Aside) {
                cx.relocate(self.source, Place::Pile(pile));
                cx.emit(What::CardMovedToPile {
                    card: self.source,
                    pile,
                });
            }
        }
    }

    pub fn step(mut self, cx: &mut Cx) {
        if !self.announced {
            self.announced = true;
            let source = self.source;
            let opponent = self.you.opponent();
            cx.push(Frame::Effect(Box::new(self)));
            cx.push(Frame::Respond(RespondWindow::new(
                Trigger::InterruptPlayed { card: source },
                opponent,
            )));
            return;
        }
        let steps = self.steps(cx.cat);
        if self.cancelled || usize::from(self.pc) >= steps.len() {
            self.finish(cx);
            return;
        }
        let step = steps[usize::from(self.pc)];
        self.run_step(cx, step);
    }

    fn run_step(mut self, cx: &mut Cx, step: Step) {
        let you = self.you;
        match step {
            Step::DrawDestiny(num) => {
                if self.sub == 0 {
                    self.draws_left = self.eval(&cx.q(), num).clamp(0, 255) as u8;
                    self.sub = 1;
                }
                if self.draws_left == 0 {
                    return self.next(cx);
                }
                self.draws_left -= 1;
                cx.push(Frame::Effect(Box::new(self)));
                cx.push(Frame::Destiny(DestinyDraw::new(you, Purpose::Effect)));
            }
            Step::StopUnless(cmp, num) => {
                let n = self.eval(&cx.q(), num);
                let holds = !self.failed
                    && match cmp {
                        Cmp::Less => self.destiny < n,
                        Cmp::Greater => self.destiny > n,
                    };
                if holds { self.next(cx) } else { self.stop(cx) }
            }
            Step::StopUnlessYouAgree | Step::MayMoveReserveTopToForcePile => {
                let source = self.source;
                cx.push(Frame::Effect(Box::new(self)));
                cx.ask(
                    you,
                    Prompt::Confirm {
                        why: Why::Continue(source),
                    },
                    vec![Answer::Yes, Answer::No],
                );
            }
            Step::LoseCards {
                sel,
                count,
                chooser,
            } => {
                if self.sub == 0 {
                    self.remaining = self.eval(&cx.q(), count);
                    self.sub = 1;
                }
                let q = cx.q();
                let at = self.anchor();
                let candidates: Vec<Answer> = match self.here {
                    Some(here) if self.remaining > 0 => q
                        .at(here)
                        .filter(|&c| q.bp(c).is_character() && q.matches(&sel, c, &at))
                        .map(Answer::Choose)
                        .collect(),
                    _ => Vec::new(),
                };
                if candidates.is_empty() {
                    return self.next(cx);
                }
                let who = match chooser {
                    Rel::You | Rel::Anyone => you,
                    Rel::Opponent => you.opponent(),
                };
                cx.push(Frame::Effect(Box::new(self)));
                cx.ask(who, Prompt::ChooseCard { why: Why::Lose }, candidates);
            }
            Step::LoseThis => {
                if cx.st.place(self.source).on_table() {
                    cx.lose_card(self.source);
                }
                self.next(cx)
            }
            Step::CancelForceDrain => {
                if let Some(drain) = cx.st.drain_mut() {
                    drain.cancelled = true;
                }
                self.next(cx)
            }
            Step::LowerTotalLosesDifference => {
                let q = cx.q();
                let theirs: i32 = self.here.map_or(0, |l| {
                    q.characters_at(you.opponent(), l).map(|c| q.power(c)).sum()
                });
                let mine = self.destiny;
                let (loser, amount) = if mine < theirs {
                    (you, theirs - mine)
                } else {
                    (you.opponent(), mine - theirs)
                };
                if amount > 0 {
                    let this = self.clone();
                    this.next(cx);
                    cx.push(Frame::Loss(ForceLoss::new(loser, amount, false)));
                } else {
                    self.next(cx)
                }
            }
            Step::Retrieve {
                sel,
                count,
                optional,
            } => {
                if self.sub == 0 {
                    self.remaining = self.eval(&cx.q(), count);
                    self.sub = 1;
                }
                let q = cx.q();
                let at = self.anchor();
                let mut options: Vec<Answer> = Vec::new();
                if self.remaining > 0 {
                    // The topmost copy of each printed card stands for all its copies.
                    let mut distinct = q.cat.distinct();
                    for &card in cx.st.player(you).lost.iter().rev() {
                        if distinct.first(card) && q.matches(&sel, card, &at) {
                            options.push(Answer::Choose(card));
                        }
                    }
                }
                if options.is_empty() {
                    return self.next(cx);
                }
                if optional {
                    options.push(Answer::Pass);
                }
                cx.push(Frame::Effect(Box::new(self)));
                cx.ask(you, Prompt::ChooseCard { why: Why::Retrieve }, options);
            }
            Step::RetrieveTopmostToHand(sel) => {
                let q = cx.q();
                let at = self.anchor();
                let found = cx
                    .st
                    .player(you)
                    .lost
                    .iter()
                    .rev()
                    .copied()
                    .find(|&c| q.matches(&sel, c, &at));
                if let Some(card) = found {
                    cx.relocate(card, Place::Pile(Pile::Hand));
                    cx.emit(What::Retrieved { player: you, card });
                }
                self.next(cx)
            }
            Step::ReturnTargetToHand => {
                if let Some(card) = self.target_card().filter(|&c| cx.st.place(c).on_table()) {
                    cx.leave_table(card, Pile::Hand);
                    cx.emit(What::CardReturnedToHand { card });
                }
                self.next(cx)
            }
            Step::ShuffleTargetPile => {
                if let TargetRef::Pile(side, pile) = self.target {
                    cx.shuffle(side, pile);
                }
                self.next(cx)
            }
            Step::PeekReserve { whose, count, .. } => {
                // No card of the supported sets creates nighttime conditions, so the daytime
                // count applies.
                let side = if whose == Rel::Opponent {
                    you.opponent()
                } else {
                    you
                };
                let reserve = &cx.st.player(side).reserve;
                let cards: Vec<CardId> = reserve
                    .iter()
                    .rev()
                    .take(usize::from(count))
                    .copied()
                    .collect();
                cx.emit_private(
                    you,
                    What::Peeked {
                        viewer: you,
                        owner: side,
                        pile: Pile::Reserve,
                        cards,
                    },
                );
                self.next(cx)
            }
            Step::GlanceHandMoveOneToUsed(sel) => {
                let hand = cx.st.player(you.opponent()).hand.clone();
                if self.sub == 0 {
                    cx.emit_private(
                        you,
                        What::HandRevealed {
                            to: you,
                            cards: hand.clone(),
                        },
                    );
                    self.sub = 1;
                }
                let q = cx.q();
                let at = self.anchor();
                let mut options: Vec<Answer> = hand
                    .iter()
                    .copied()
                    .filter(|&c| q.matches(&sel, c, &at))
                    .map(Answer::Choose)
                    .collect();
                if options.is_empty() {
                    return self.next(cx);
                }
                options.push(Answer::Pass);
                cx.push(Frame::Effect(Box::new(self)));
                cx.ask(
                    you,
                    Prompt::ChooseCard {
                        why: Why::MoveToUsedPile,
                    },
                    options,
                );
            }
            Step::LoseAllFromOpponentUsed(sel) => {
                let q = cx.q();
                let at = self.anchor();
                let used = cx.st.player(you.opponent()).used.clone();
                let doomed: Vec<CardId> = used
                    .iter()
                    .copied()
                    .filter(|&c| q.matches(&sel, c, &at))
                    .collect();
                cx.emit_private(
                    you,
                    What::Peeked {
                        viewer: you,
                        owner: you.opponent(),
                        pile: Pile::Used,
                        cards: used,
                    },
                );
                for card in doomed {
                    cx.relocate(card, Place::Pile(Pile::Lost));
                    cx.emit(What::CardLost { card });
                }
                cx.check_life_force();
                self.next(cx)
            }
            Step::SwitchBattleDestinies => {
                if let Some(battle) = cx.st.battle_mut() {
                    battle.destinies.swap(0, 1);
                }
                self.next(cx)
            }
            Step::RedrawBattleDestiny => {
                if let Some(draw) = cx.st.destiny_mut() {
                    draw.redraw = true;
                }
                self.next(cx)
            }
            Step::MultiplyBattleDamage(n) => {
                let factor = n.saturating_mul(self.multiplier);
                if let Some(battle) = cx.st.battle_mut() {
                    battle.loser_multiplier = battle.loser_multiplier.saturating_mul(factor);
                }
                self.next(cx)
            }
            Step::MultiplyOpponentDamageIfYouWin { factor, with_han } => {
                let q = cx.q();
                let han = self
                    .here
                    .is_some_and(|l| q.characters_at(you, l).any(|c| q.bp(c).titled("Han")));
                let f = if han { with_han } else { factor };
                if let Some(battle) = cx.st.battle_mut() {
                    let m = &mut battle.win_multiplier[you.index()];
                    *m = m.saturating_mul(f);
                }
                self.next(cx)
            }
            Step::ReduceForceLossByX => {
                let x = i32::from(self.x);
                if let Some(loss) = cx.st.loss_mut() {
                    loss.amount = (loss.amount - x).max(0);
                    let player = loss.player;
                    cx.emit(What::ForceLossReduced { player, by: self.x });
                }
                self.next(cx)
            }
            Step::RaiseForceLoss(num) => {
                let n = self.eval(&cx.q(), num).max(0);
                let opponent = you.opponent();
                let pending = cx
                    .st
                    .loss_mut()
                    .filter(|l| l.player == opponent && !l.losing);
                match pending {
                    Some(loss) => loss.amount += n,
                    None => {
                        if n > 0 {
                            let this = self.clone();
                            cx.emit(What::ForceLossRaised {
                                player: opponent,
                                by: n as u8,
                            });
                            this.next(cx);
                            cx.push(Frame::Loss(ForceLoss::new(opponent, n, false)));
                            return;
                        }
                    }
                }
                cx.emit(What::ForceLossRaised {
                    player: opponent,
                    by: n.clamp(0, 255) as u8,
                });
                self.next(cx)
            }
            Step::CancelTriggerInterrupt | Step::MultiplyTriggerInterrupt(_) => {
                if let Some(Trigger::InterruptPlayed { card }) = self.trigger
                    && let Some(run) = cx.st.effect_of_mut(card)
                {
                    match step {
                        Step::MultiplyTriggerInterrupt(n) => {
                            run.multiplier = run.multiplier.saturating_mul(n)
                        }
                        _ => run.cancelled = true,
                    }
                }
                self.next(cx)
            }
            Step::HalveYourForceLosses { round_down_if } => {
                let q = cx.q();
                let down = q.count(&round_down_if, Area::OnTable, &self.anchor()) > 0;
                cx.st.player_mut(you).halve_losses =
                    Some(if down { Rounding::Down } else { Rounding::Up });
                self.next(cx)
            }
            Step::PreventTargetBattleAndMove => {
                if let Some(card) = self.target_card() {
                    cx.st.card_mut(card).flags.set(Flags::BARRIER_TURN);
                }
                self.next(cx)
            }
            Step::KnockAwayTargetWeapons => {
                if let Some(card) = self.target_card() {
                    cx.st.card_mut(card).flags.set(Flags::KNOCKED_AWAY_BATTLE);
                }
                self.next(cx)
            }
            Step::MoveAbilityCardsAway => {
                let Some(here) = self.here else {
                    return self.next(cx);
                };
                let options: Vec<Answer> =
                    cx.st.neighbours(here).map(Answer::ChooseLocation).collect();
                if options.is_empty() {
                    return self.next(cx);
                }
                cx.push(Frame::Effect(Box::new(self)));
                cx.ask(you, Prompt::ChooseLocation { why: Why::MoveAway }, options);
            }
            Step::ReviveTriggerToItsSite => {
                if let Some(Trigger::CharacterLeft { card, from, .. }) = self.trigger
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
            Step::MoveTargetToBattle { bonus, unless } => {
                if let (Some(card), Some(here)) = (self.target_card(), self.here)
                    && let Some(from) = cx.st.location_of(card)
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
                    let q = cx.q();
                    let blocked = q.count(&unless, Area::HereOrAdjacent, &self.anchor()) > 0;
                    if !blocked && let Some(battle) = cx.st.battle.as_mut() {
                        battle.power_bonus.push((card, bonus));
                    }
                }
                self.next(cx)
            }
            Step::Duel { opponent } => self.duel(cx, opponent),
            Step::DefuseMine => {
                let q = cx.q();
                let options: Vec<Answer> = match self.here {
                    Some(here) => q
                        .at(here)
                        .filter(|&c| q.has_trait(c, Trait::Mine))
                        .map(Answer::Choose)
                        .collect(),
                    None => Vec::new(),
                };
                if options.is_empty() {
                    return self.next(cx);
                }
                cx.push(Frame::Effect(Box::new(self)));
                cx.ask(you, Prompt::ChooseCard { why: Why::Defuse }, options);
            }
            Step::DeployFromReserve(sel) => {
                let q = cx.q();
                let at = self.anchor();
                let mut options: Vec<Answer> = Vec::new();
                let mut distinct = q.cat.distinct();
                for &card in &cx.st.player(you).reserve {
                    if !distinct.first(card) || !q.matches(&sel, card, &at) {
                        continue;
                    }
                    for (c, to) in actions::location_deployments(&q, you, card) {
                        options.push(Answer::Deploy { card: c, to });
                    }
                }
                if options.is_empty() {
                    cx.shuffle(you, Pile::Reserve);
                    return self.next(cx);
                }
                options.push(Answer::Pass);
                cx.push(Frame::Effect(Box::new(self)));
                cx.ask(
                    you,
                    Prompt::ChooseCard {
                        why: Why::DeployDockingBay,
                    },
                    options,
                );
            }
        }
    }

    /// Vader's Obsession: each side adds two destiny to its character's power; the winner
    /// retrieves the difference, the loser loses it and the character.
    fn duel(mut self, cx: &mut Cx, opponent_sel: crate::script::Sel) {
        let you = self.you;
        match self.sub {
            0 => {
                self.draws_left = 2;
                self.sub = 1;
                cx.push(Frame::Effect(Box::new(self)));
            }
            1 | 2 => {
                // Your two draws come first (it is your turn), then the opponent's two.
                if self.draws_left == 0 {
                    self.sub += 1;
                    self.draws_left = if self.sub == 2 { 2 } else { 0 };
                    cx.push(Frame::Effect(Box::new(self)));
                    return;
                }
                let drawer = if self.sub == 1 { you } else { you.opponent() };
                self.draws_left -= 1;
                cx.push(Frame::Effect(Box::new(self)));
                cx.push(Frame::Destiny(DestinyDraw::new(drawer, Purpose::Effect)));
            }
            _ => {
                let q = cx.q();
                let mover = match self.trigger {
                    Some(Trigger::Moved { card, .. }) => card,
                    _ => return self.next(cx),
                };
                let at = self.anchor();
                let Some(here) = cx.st.location_of(mover) else {
                    return self.next(cx);
                };
                let Some(rival) = q
                    .at(here)
                    .find(|&c| q.bp(c).is_character() && q.matches(&opponent_sel, c, &at))
                else {
                    return self.next(cx);
                };
                let mine = q.power(mover) + self.destiny;
                let theirs = q.power(rival) + self.opponent_destiny;
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
                let this = self.clone();
                this.next(cx);
                cx.push(Frame::Loss(ForceLoss::new(winner.opponent(), diff, false)));
                cx.lose_character(loser_card);
            }
        }
    }

    pub fn answer(mut self, cx: &mut Cx, answer: Answer) {
        let steps = self.steps(cx.cat);
        let step = steps[usize::from(self.pc)];
        let you = self.you;
        match (step, answer) {
            (Step::StopUnlessYouAgree, Answer::Yes) => self.next(cx),
            (Step::StopUnlessYouAgree, _) => self.stop(cx),
            (Step::MayMoveReserveTopToForcePile, Answer::Yes) => {
                cx.move_top(you, Pile::Reserve, Pile::Force);
                self.next(cx)
            }
            (Step::MayMoveReserveTopToForcePile, _) => self.next(cx),
            (Step::LoseCards { .. }, Answer::Choose(card)) => {
                self.remaining -= 1;
                cx.push(Frame::Effect(Box::new(self)));
                cx.lose_character(card);
            }
            (Step::Retrieve { .. }, Answer::Choose(card)) => {
                cx.relocate(card, Place::Pile(Pile::Used));
                cx.emit(What::Retrieved { player: you, card });
                self.remaining -= 1;
                cx.push(Frame::Effect(Box::new(self)));
            }
            (Step::GlanceHandMoveOneToUsed(_), Answer::Choose(card)) => {
                cx.relocate(card, Place::Pile(Pile::Used));
                cx.emit(What::CardMovedToPile {
                    card,
                    pile: Pile::Used,
                });
                cx.check_life_force();
                self.next(cx)
            }
            (Step::DefuseMine, Answer::Choose(card)) => {
                cx.lose_card(card);
                self.next(cx)
            }
            (Step::MoveAbilityCardsAway, Answer::ChooseLocation(to)) => {
                let here = self.here.expect("moving away from a location");
                let movers: Vec<CardId> = {
                    let q = cx.q();
                    q.characters_at(you, here)
                        .filter(|&c| q.ability(c) > 0)
                        .collect()
                };
                for card in movers {
                    if cx.st.player(you).force.is_empty() {
                        break;
                    }
                    cx.use_force(you, 1);
                    cx.relocate(card, Place::At { location: to });
                    let flags = &mut cx.st.card_mut(card).flags;
                    flags.set(Flags::MOVED_TURN);
                    flags.clear(Flags::IN_BATTLE);
                    cx.emit(What::Moved {
                        card,
                        from: here,
                        to,
                    });
                }
                self.next(cx)
            }
            (Step::DeployFromReserve(_), Answer::Deploy { card, to }) => {
                actions::deploy(cx, you, card, to, false);
                cx.shuffle(you, Pile::Reserve);
                self.next(cx)
            }
            (Step::DeployFromReserve(_), _) => {
                cx.shuffle(you, Pile::Reserve);
                self.next(cx)
            }
            // Passing on an optional choice ends that step.
            (_, Answer::Pass) => self.next(cx),
            (step, answer) => unreachable!("{answer:?} does not answer {step:?}"),
        }
    }
}
