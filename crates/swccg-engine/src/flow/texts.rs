//! What card texts allow a player to do now: play interrupts, use texts of cards on table,
//! respond to events, react, fire weapons. Lists the legal answers and starts the chosen one.
//!
//! Every action of the card language goes through one gate, [`usable`]: its timing (a phase,
//! a battle, or an event window), its limit, its costs, what its steps need (a Reserve Deck to
//! search…), its condition, and its targets.

use super::actions::{self, may_move};
use super::effects::EffectRun;
use super::force::ForceLoss;
use super::{Cx, Frame};
use crate::catalogue::{CardCopy, TextKind};
use crate::decision::{Answer, DrawKind, TargetRef, Trigger};
use crate::event::What;
use crate::ids::{CardId, Phase, Pile, Place};
use crate::query::{Anchor, Q, Target as QTarget};
use crate::script::{
    Ability, Action, ActionKind, Cost, DestinyKind, Event, Limit, Portion, Quantity, Rel, Rule,
    Source, Step, Target, When, Window,
};
use crate::state::{Flags, Period, Registers, Use};
use swccg_cards::Side;

pub(crate) fn rel_ok(rel: Rel, you: Side, who: Side) -> bool {
    match rel {
        Rel::You => who == you,
        Rel::Opponent => who != you,
        Rel::Anyone => true,
    }
}

/// The card an event is about (the card deployed, played, lost, moved, drawn).
pub fn trigger_card(trigger: &Trigger) -> Option<CardId> {
    match *trigger {
        Trigger::Deployed { card }
        | Trigger::Played { card }
        | Trigger::Lost { card, .. }
        | Trigger::Moved { card, .. }
        | Trigger::AboutToHyperspace { card, .. }
        | Trigger::AboutToBeLost { card, .. }
        | Trigger::Hit { card, .. }
        | Trigger::CoverBroken { card, .. }
        | Trigger::Disarmed { card, .. }
        | Trigger::Transported { card, .. }
        | Trigger::PlacedInUsed { card }
        | Trigger::DestinyDrawn { card, .. }
        | Trigger::Reacted { card, .. } => Some(card),
        _ => None,
    }
}

/// Where an event happened (it is "here" for the texts that answer it).
pub fn trigger_location(q: &Q, trigger: &Trigger) -> Option<CardId> {
    let battle = q.st.battle_location();
    match *trigger {
        Trigger::BattleInitiated { location, .. }
        | Trigger::ForceDrainInitiated { location, .. }
        | Trigger::BattleResult { location, .. }
        | Trigger::LostDrainForce { location, .. }
        | Trigger::BattleEnded { location } => Some(location),
        Trigger::Deployed { card }
        | Trigger::Hit { card, .. }
        | Trigger::CoverBroken { card, .. }
        | Trigger::Disarmed { card, .. } => q.st.location_of(card),
        Trigger::Lost { from, .. } | Trigger::AboutToBeLost { from, .. } => from,
        Trigger::Moved { to, .. }
        | Trigger::Reacted { to, .. }
        | Trigger::Transported { to, .. } => Some(to),
        Trigger::AboutToHyperspace { from, .. } => Some(from),
        Trigger::Played { .. }
        | Trigger::AboutToLoseForce { .. }
        | Trigger::LostBattleForce { .. }
        | Trigger::DestinyDrawn { .. }
        | Trigger::BothDrewOneBattleDestiny
        | Trigger::PlacedInUsed { .. } => battle,
        Trigger::TurnStarted { .. } | Trigger::PhaseStarted { .. } => None,
    }
}

/// The registers a text answering an event starts with.
pub fn trigger_registers(q: &Q, trigger: Option<&Trigger>) -> Registers {
    Registers {
        trigger: trigger.and_then(trigger_card),
        place: trigger.and_then(|t| trigger_location(q, t)),
        // How much was just lost, for "if you just lost more than 2 Force".
        x: match trigger {
            Some(Trigger::LostDrainForce { amount, .. }) => i32::from(*amount),
            _ => 0,
        },
        ..Registers::default()
    }
}

/// Where a text reads "here": a card on table's own location (an event elsewhere is "there");
/// for a card played from hand, the event's location.
pub fn text_here(q: &Q, card: CardId, trigger: Option<&Trigger>) -> Option<CardId> {
    if q.place(card).on_table() {
        q.st.location_of(card)
    } else {
        trigger.and_then(|t| trigger_location(q, t))
    }
}

/// Whether an event is the one a window answers, read by `you` from the text of `text_card`.
/// Returns the location the text then reads as "here".
pub fn window_matches(
    q: &Q,
    you: Side,
    text_card: CardId,
    window: &Window,
    trigger: &Trigger,
) -> Option<Option<CardId>> {
    let who = match (window.event, *trigger) {
        (
            Event::InitiatesBattle | Event::InitiatesBattleOrDrain,
            Trigger::BattleInitiated { by, .. },
        ) => by,
        (
            Event::InitiatesForceDrain | Event::InitiatesBattleOrDrain,
            Trigger::ForceDrainInitiated { by, .. },
        ) => by,
        (Event::Deploys, Trigger::Deployed { card }) => q.owner(card),
        (Event::Plays, Trigger::Played { card }) => q.owner(card),
        (Event::Loses, Trigger::Lost { card, .. }) => q.owner(card),
        (Event::AboutToBeLost, Trigger::AboutToBeLost { card, .. }) => q.owner(card),
        (
            Event::Forfeits,
            Trigger::Lost {
                card,
                forfeited: true,
                ..
            },
        ) => q.owner(card),
        (
            Event::Draws(kind),
            Trigger::DestinyDrawn {
                player,
                kind: drawn,
                ..
            },
        ) => {
            let fits = match kind {
                DestinyKind::Any => true,
                DestinyKind::Battle => drawn == DrawKind::Battle,
                DestinyKind::Weapon => drawn == DrawKind::Weapon,
            };
            if !fits {
                return None;
            }
            player
        }
        (Event::BothDrawOneBattleDestiny, Trigger::BothDrewOneBattleDestiny) => you,
        (Event::BattleEnds, Trigger::BattleEnded { .. }) => you,
        (Event::DrawsFor, Trigger::DestinyDrawn { player, by, .. }) => {
            // The subject is the card whose text draws the destiny.
            let (Some(by), Some(subject)) = (by, &window.subject) else {
                return None;
            };
            let here = text_here(q, text_card, Some(trigger));
            let reg = trigger_registers(q, Some(trigger));
            let at = Anchor::new(you, text_card, here).with_reg(&reg);
            if !q.matches(subject, by, &at) {
                return None;
            }
            player
        }
        (Event::AboutToLoseForce, Trigger::AboutToLoseForce { player, .. }) => player,
        (Event::LostBattleForce, Trigger::LostBattleForce { player }) => player,
        (Event::LostDrainForce, Trigger::LostDrainForce { player, .. }) => player,
        (Event::PhaseStarts(p), Trigger::PhaseStarted { player, phase }) if p == phase => player,
        (Event::Moves, Trigger::Moved { card, .. }) => q.owner(card),
        (Event::MovesFromAdjacent, Trigger::Moved { card, from, to }) => {
            if !q.st.adjacent(from, to) {
                return None;
            }
            q.owner(card)
        }
        (Event::MovesFromHere, Trigger::Moved { card, from, .. }) => {
            if q.st.location_of(text_card) != Some(from) {
                return None;
            }
            q.owner(card)
        }
        (Event::WinsBattle, Trigger::BattleResult { loser: Some(l), .. }) => l.opponent(),
        (Event::LosesBattle, Trigger::BattleResult { loser: Some(l), .. }) => l,
        (Event::TurnStarts, Trigger::TurnStarted { player }) => player,
        (Event::Reacts, Trigger::Reacted { card, .. }) => q.owner(card),
        (Event::AboutToHyperspace, Trigger::AboutToHyperspace { card, .. }) => q.owner(card),
        (Event::Hits, Trigger::Hit { by, .. }) => by,
        (Event::BreaksCover, Trigger::CoverBroken { by, .. }) => by,
        (Event::Disarms, Trigger::Disarmed { by, .. }) => by,
        (Event::Transports, Trigger::Transported { by, .. }) => by,
        (Event::PlacesInUsed, Trigger::PlacedInUsed { card }) => q.owner(card),
        _ => return None,
    };
    if !rel_ok(window.who, you, who) {
        return None;
    }
    let event_place = trigger_location(q, trigger);
    let here = text_here(q, text_card, Some(trigger));
    let reg = trigger_registers(q, Some(trigger));
    let at = Anchor::new(you, text_card, here).with_reg(&reg);
    if let Some(subject) = window
        .subject
        .as_ref()
        .filter(|_| window.event != Event::DrawsFor)
    {
        let card = trigger_card(trigger)?;
        if !q.matches(subject, card, &at) {
            return None;
        }
    }
    if let Some(place) = &window.at {
        let l = event_place?;
        if !q.matches(place, l, &at) {
            return None;
        }
    }
    Some(here)
}

/// The key a use of a limited text is counted under.
fn use_key(q: &Q, side: Side, card: CardId, num: u8, kind: ActionKind, limit: Limit) -> Use {
    let (period, count) = match limit {
        Limit::PerTurn(_) => (Period::Turn, 0),
        Limit::PerBattle(_) => (Period::Battle, 0),
        Limit::PerGame(_) => (Period::Game, 0),
    };
    // A played card's limit is per title and player; a card on table's, per copy.
    let per_title = matches!(kind, ActionKind::Interrupt(_)) || matches!(limit, Limit::PerGame(_));
    Use {
        side,
        card: (!per_title).then_some(card),
        blueprint: q.cat.blueprint_index(card),
        ability: num,
        period,
        count,
    }
}

fn same_use(a: &Use, b: &Use) -> bool {
    a.side == b.side
        && a.card == b.card
        && a.blueprint == b.blueprint
        && a.ability == b.ability
        && a.period == b.period
}

fn limit_ok(q: &Q, side: Side, card: CardId, num: u8, action: &Action) -> bool {
    let Some(limit) = action.limit else {
        return true;
    };
    let times = match limit {
        Limit::PerTurn(n) | Limit::PerBattle(n) | Limit::PerGame(n) => n,
    };
    let key = use_key(q, side, card, num, action.kind, limit);
    let used =
        q.st.uses
            .iter()
            .find(|u| same_use(u, &key))
            .map_or(0, |u| u.count);
    used < times
}

/// Counts one use of a limited text.
pub fn record_use(cx: &mut Cx, side: Side, card: CardId, num: u8) {
    let action = cx.cat.action(card, num);
    let Some(limit) = action.limit else {
        return;
    };
    let key = use_key(&cx.q(), side, card, num, action.kind, limit);
    match cx.st.uses.iter_mut().find(|u| same_use(u, &key)) {
        Some(u) => u.count += 1,
        None => cx.st.uses.push(Use { count: 1, ..key }),
    }
}

/// The range of `X` an action may be used with, or `None` when its costs cannot be paid.
fn x_range(q: &Q, side: Side, action: &Action, at: &Anchor) -> Option<(u8, u8)> {
    let force = q.st.player(side).force.len().min(255) as i32;
    let mut range = (0, 0);
    let mut fixed = 0;
    for cost in &action.costs {
        match cost {
            Cost::UseForce(n) => fixed += q.amount(n, at).max(0),
            Cost::UseX { min, max } => {
                let cap = max.as_ref().map_or(force, |m| q.amount(m, at)).min(force);
                if cap < *min {
                    return None;
                }
                range = (*min, cap);
            }
            Cost::LoseForce(_) => {}
        }
    }
    if fixed + range.0 > force {
        return None;
    }
    let hi = range.1.min(force - fixed);
    Some((range.0.clamp(0, 255) as u8, hi.clamp(0, 255) as u8))
}

/// Texts that need something that is not there cannot be started (seed 004 "Empty deck or
/// pile", "Empty hand").
/// (`reg`: the registers of the event answered, so that a step naming the card of the event,
/// `trigger`, finds it.)
fn steps_possible(q: &Q, side: Side, card: CardId, action: &Action, reg: &Registers) -> bool {
    let pile_of = |rel: Rel, pile| {
        let who = match rel {
            Rel::Opponent => side.opponent(),
            _ => side,
        };
        q.st.player(who).pile(Pile::from(pile))
    };
    action.steps.iter().all(|step| match step {
        Step::Peek { whose, pile, .. } => !pile_of(*whose, *pile).is_empty(),
        Step::Search {
            whose, pile, also, ..
        } => {
            !pile_of(*whose, *pile).is_empty()
                || also.is_some_and(|a| !pile_of(*whose, a).is_empty())
        }
        Step::Deploy {
            from: Source::Pile(from),
            ..
        } => !pile_of(Rel::You, *from).is_empty(),
        // Stacked cards are in view: the text needs one that can deploy now (affordable, with
        // somewhere to go), else using it would change nothing. A pile is searched blind and
        // only needs cards.
        Step::Deploy {
            from: Source::Stack,
            sel,
            to,
            cost,
            ..
        } => {
            let at = q.anchor(side, card);
            !super::effects::deploy_step_options(
                q,
                side,
                card,
                &at,
                (sel, None, to.as_ref(), *cost),
            )
            .is_empty()
        }
        Step::RevealHand(rel)
        | Step::LoseDuplicates { whose: rel, .. }
        | Step::KeepRandom { whose: rel, .. } => {
            !pile_of(*rel, crate::script::PileName::Hand).is_empty()
        }
        Step::TakeTop(_, pile) => !pile_of(Rel::You, *pile).is_empty(),
        Step::Place {
            sel,
            from,
            may: false,
            ..
        } => {
            let at = q.anchor(side, card).with_reg(reg);
            pile_of(Rel::You, *from)
                .iter()
                .any(|&c| q.matches(sel, c, &at))
        }
        Step::Retrieve { .. } => !q.st.player(side).lost.is_empty(),
        // A text paid for by placing a card from hand needs such a card.
        Step::StackFrom { sel, from, .. } => {
            let at = q.anchor(side, card);
            pile_of(Rel::You, *from)
                .iter()
                .any(|&c| q.matches(sel, c, &at))
        }
        _ => true,
    })
}

/// Every first target an action may take (`None` when it has a target and none is there).
fn first_targets(q: &Q, side: Side, action: &Action, at: &Anchor) -> Option<Vec<TargetRef>> {
    let Some(spec) = action.targets.first() else {
        return Some(vec![TargetRef::None]);
    };
    let out = target_options(q, side, action, spec, at);
    (!out.is_empty()).then_some(out)
}

/// The legal choices for one target of an action.
pub fn target_options(
    q: &Q,
    side: Side,
    action: &Action,
    spec: &Target,
    at: &Anchor,
) -> Vec<TargetRef> {
    match spec {
        Target::Card(sel) => {
            let weapon = action.kind == ActionKind::Weapon;
            // A text aiming at a location ("target a planet system the Death Star orbits")
            // reads the locations too, after the other cards; any other reads none.
            let locations = crate::query::wants_location(sel).then(|| q.st.locations());
            // The cards its printed words rule out are not read.
            let reach = q.cat.target_reach(sel);
            let may = move |c: CardId| reach.is_none_or(|r| r.may_match(c));
            q.st.table
                .iter()
                .copied()
                .filter(|&c| {
                    // A weapon targets only the opponent's cards in its battle, not hit yet
                    // (seed 003 §12: no firing at your own cards). Cheapest test first.
                    may(c)
                        && (!weapon
                            || (q.owner(c) != side
                                && q.st.flag(c, Flags::IN_BATTLE)
                                && !q.st.flag(c, Flags::HIT)))
                        && q.matches(sel, c, at)
                        && target_usable(q, action, c)
                        && !q.immune_to(c, at.this)
                })
                .map(TargetRef::Card)
                .chain(
                    locations
                        .into_iter()
                        .flatten()
                        .filter(|&l| may(l) && q.matches(sel, l, at) && !q.immune_to(l, at.this))
                        .map(TargetRef::Card),
                )
                .collect()
        }
        Target::Pile(rel, piles) => {
            let mut out = Vec::new();
            for s in Side::BOTH {
                if !rel_ok(*rel, side, s) {
                    continue;
                }
                for p in piles {
                    let pile = Pile::from(*p);
                    // An empty pile cannot be shuffled (seed 004 "Empty deck or pile").
                    if !q.st.player(s).pile(pile).is_empty() {
                        out.push(TargetRef::Pile(s, pile));
                    }
                }
            }
            out
        }
    }
}

/// Extra requirements a target must meet for the steps of an action.
fn target_usable(q: &Q, action: &Action, card: CardId) -> bool {
    action.steps.iter().all(|step| match step {
        Step::MoveToBattle => may_move(q, card).is_ok(),
        _ => true,
    })
}

/// One text considered for use.
#[derive(Clone, Copy)]
struct Usage<'t> {
    card: CardId,
    num: u8,
    action: &'t Action,
    here: Option<CardId>,
    trigger: Option<&'t Trigger>,
}

/// Answers for one action, if it can be used now.
fn offer(
    q: &Q,
    side: Side,
    u: Usage,
    make: impl Fn(TargetRef, u8) -> Answer,
    out: &mut Vec<Answer>,
) {
    let reg = trigger_registers(q, u.trigger);
    let at = Anchor::new(side, u.card, u.here).with_reg(&reg);
    // Cheap checks first: the limit, the costs, what the steps need, then the condition.
    if !limit_ok(q, side, u.card, u.num, u.action) {
        return;
    }
    let Some((lo, hi)) = x_range(q, side, u.action, &at) else {
        return;
    };
    if !steps_possible(q, side, u.card, u.action, &reg) || !q.holds(&u.action.cond, &at) {
        return;
    }
    // An interrupt a text limits to its owner's move phase is played only then.
    if matches!(u.action.kind, ActionKind::Interrupt(_))
        && q.has_rule(u.card, Rule::MovePhaseExteriorOnly)
        && !(q.st.active == side && q.st.phase == Phase::Move)
    {
        return;
    }
    // A text that cancels the card it answers is not offered against a card that cannot be
    // cancelled, or that is immune to this one.
    if let Some(card) = reg.trigger
        && u.action
            .steps
            .iter()
            .any(|s| matches!(s, Step::Cancel(crate::script::Cancel::Trigger)))
        && !q.cancellable(card, u.card)
    {
        return;
    }
    // Nor is a text that cancels a Force drain offered against one that cannot be cancelled.
    // (The cheap test of the text's steps first: looking for the drain walks the stack.)
    if u.action.steps.iter().any(|s| match s {
        Step::Cancel(crate::script::Cancel::ForceDrain) => true,
        Step::Cancel(crate::script::Cancel::Trigger) => {
            matches!(u.trigger, Some(Trigger::ForceDrainInitiated { .. }))
        }
        _ => false,
    }) && let Some(drain) = q.st.drain()
        && q.player_rule(Rule::DrainNotCancellable, drain.side, drain.location)
    {
        return;
    }
    let Some(targets) = first_targets(q, side, u.action, &at) else {
        return;
    };
    for target in targets {
        // Targets after the first are chosen when the text starts; each must have a choice,
        // read with this first target ("one of your Wookiees present with it").
        if u.action.targets.len() > 1 {
            let mut with_first = reg.clone();
            with_first.targets = vec![target];
            let at = Anchor::new(side, u.card, u.here).with_reg(&with_first);
            if u.action.targets.iter().skip(1).any(|spec| {
                target_options(q, side, u.action, spec, &at)
                    .iter()
                    .all(|t| *t == target)
            }) {
                continue;
            }
        }
        for x in lo..=hi {
            out.push(make(target, x));
        }
    }
}

/// Whether a timing is open now for a top-level action of `side`.
fn top_level_timing(q: &Q, phase: Phase, side: Side, when: &When) -> bool {
    let own_turn = q.st.active == side;
    let regular = !matches!(phase, Phase::Setup | Phase::StartOfTurn | Phase::EndOfTurn);
    match when {
        When::AnyTime => regular,
        When::During(rel, None) => regular && rel_ok(*rel, side, q.st.active),
        When::During(rel, Some(p)) => {
            rel_ok(*rel, side, q.st.active) && phase == *p && (own_turn || *rel != Rel::You)
        }
        When::DuringBattle(_) | When::Window(_) | When::Fire | When::Setup => false,
    }
}

/// Interrupts and card texts `side` may use as a top-level action now.
pub fn top_level(cx: &Cx, phase: Phase, side: Side, out: &mut Vec<Answer>) {
    let q = cx.q();
    each_interrupt(&q, side, CardCopy::TOP_LEVEL, None, |card, num, action| {
        if top_level_timing(&q, phase, side, &action.when) {
            let u = Usage {
                card,
                num,
                action,
                here: None,
                trigger: None,
            };
            offer(
                &q,
                side,
                u,
                |target, x| Answer::Play {
                    card,
                    mode: num,
                    target,
                    x,
                },
                out,
            );
        }
    });
    for t in q.top_actions(phase) {
        let Ability::Action(action) = q.cat.ability(&t.r) else {
            continue;
        };
        let (card, num) = (t.r.card, t.r.num);
        if t.you == side
            && action.kind == ActionKind::Use
            && top_level_timing(&q, phase, side, &action.when)
        {
            let here = q.st.location_of(card);
            let u = Usage {
                card,
                num,
                action,
                here,
                trigger: None,
            };
            offer(
                &q,
                side,
                u,
                |target, x| Answer::Use {
                    card,
                    ability: num,
                    target,
                    x,
                },
                out,
            );
        }
    }
}

/// Texts `side` may use while a battle is under way ("during battle"), in the battle's
/// action windows.
pub fn battle_actions(cx: &Cx, side: Side, out: &mut Vec<Answer>) {
    let q = cx.q();
    let Some(location) = q.st.battle_location() else {
        return;
    };
    let open = |when: &When, card: CardId| match when {
        When::DuringBattle(None) => true,
        When::DuringBattle(Some(sel)) => {
            let at = Anchor::new(side, card, Some(location));
            q.matches(sel, location, &at)
        }
        _ => false,
    };
    each_interrupt(&q, side, CardCopy::TOP_LEVEL, None, |card, num, action| {
        if open(&action.when, card) {
            let u = Usage {
                card,
                num,
                action,
                here: Some(location),
                trigger: None,
            };
            offer(
                &q,
                side,
                u,
                |target, x| Answer::Play {
                    card,
                    mode: num,
                    target,
                    x,
                },
                out,
            );
        }
    });
    each_table_action(&q, side, TextKind::BattleAction, |card, num, action| {
        if action.kind == ActionKind::Use && open(&action.when, card) {
            let u = Usage {
                card,
                num,
                action,
                here: Some(location),
                trigger: None,
            };
            offer(
                &q,
                side,
                u,
                |target, x| Answer::Use {
                    card,
                    ability: num,
                    target,
                    x,
                },
                out,
            );
        }
    });
}

/// Optional responses `side` may make to `trigger` now.
pub fn responses(cx: &Cx, side: Side, trigger: &Trigger) -> Vec<Answer> {
    let q = cx.q();
    let mut out = Vec::new();
    each_interrupt(
        &q,
        side,
        CardCopy::RESPONDS,
        Some(trigger),
        |card, num, action| {
            if let When::Window(window) = &action.when
                && let Some(here) = window_matches(&q, side, card, window, trigger)
            {
                let u = Usage {
                    card,
                    num,
                    action,
                    here,
                    trigger: Some(trigger),
                };
                offer(
                    &q,
                    side,
                    u,
                    |target, x| Answer::Play {
                        card,
                        mode: num,
                        target,
                        x,
                    },
                    &mut out,
                );
            }
        },
    );
    each_table_action(&q, side, window_kind(trigger), |card, num, action| {
        if action.kind == ActionKind::Use
            && let When::Window(window) = &action.when
            && let Some(here) = window_matches(&q, side, card, window, trigger)
        {
            let u = Usage {
                card,
                num,
                action,
                here,
                trigger: Some(trigger),
            };
            offer(
                &q,
                side,
                u,
                |target, x| Answer::Use {
                    card,
                    ability: num,
                    target,
                    x,
                },
                &mut out,
            );
        }
    });
    reacts(&q, side, trigger, &mut out);
    out
}

/// Mandatory texts on table that answer `trigger`, as effects to run (before the optional
/// responses).
pub fn musts(cx: &Cx, trigger: &Trigger) -> Vec<EffectRun> {
    let q = cx.q();
    let mut out = Vec::new();
    for side in Side::BOTH {
        each_table_action(&q, side, window_kind(trigger), |card, num, action| {
            if action.kind == ActionKind::Must
                && let When::Window(window) = &action.when
                && let Some(here) = window_matches(&q, side, card, window, trigger)
            {
                let reg = trigger_registers(&q, Some(trigger));
                let at = Anchor::new(side, card, here).with_reg(&reg);
                if q.holds(&action.cond, &at) && limit_ok(&q, side, card, num, action) {
                    out.push(EffectRun::new(
                        card,
                        side,
                        num,
                        false,
                        here,
                        Some(*trigger),
                        reg,
                    ));
                }
            }
        });
    }
    out
}

/// Reacts (CR 9.9): in answer to the opponent initiating a battle or Force drain, a card with
/// a react text deploys or moves there.
fn reacts(q: &Q, side: Side, trigger: &Trigger, out: &mut Vec<Answer>) {
    let (Trigger::BattleInitiated { location, by } | Trigger::ForceDrainInitiated { location, by }) =
        *trigger
    else {
        return;
    };
    if by == side {
        return;
    }
    // "You may not 'react' to or from here."
    let barred = |l: CardId| q.player_rule(Rule::MayNotReact, side, l);
    if barred(location) {
        return;
    }
    let deploy_react = q
        .rules_with_arg(Rule::ReactDeploy)
        .any(|(t, on, cond, arg)| {
            let at = q.text_anchor(&t);
            t.you == side
                && q.matches(on, t.r.card, &at)
                && q.holds(cond, &at)
                && arg.is_none_or(|a| q.matches(a, location, &at))
                && {
                    q.cat.ran(t.r.card, t.r.num);
                    true
                }
        });
    if deploy_react {
        for (card, _) in actions::deploy_options(q, side, Some(location)) {
            out.push(Answer::ReactDeploy { card, to: location });
        }
    }
    if matches!(trigger, Trigger::BattleInitiated { .. }) {
        piloted_reacts(q, side, location, out);
    }
    if !q.st.player(side).force.is_empty() {
        for card in q.table_of(side) {
            let Some(from) = q.st.location_of(card) else {
                continue;
            };
            if !matches!(q.place(card), Place::At { .. }) || barred(from) {
                continue;
            }
            // A starship reacts by its own move (hyperspeed between systems, landing or
            // taking off); anything else by moving from an adjacent site.
            let reaches = if q.is_starship(card) {
                actions::starship_move_refused(q, card, from, location).is_none()
            } else {
                q.st.adjacent(from, location)
                    && may_move(q, card).is_ok()
                    && (!q.is_vehicle(card) || actions::is_exterior_site(q, location))
            };
            if reaches
                && q.has_rule(card, Rule::ReactMove)
                && !q.react_move_elsewhere(card, location)
            {
                out.push(Answer::ReactMove { card, to: location });
            }
        }
    }
}

/// Starfighters in hand whose own text lets them deploy with a pilot as a react to a battle
/// at `location` (seed 001 "Starship - starfighter - deployment": one action deploys both),
/// each with each pilot in hand that may take its helm, both costs affordable.
fn piloted_reacts(q: &Q, side: Side, location: CardId, out: &mut Vec<Answer>) {
    let texts = q.cat.texts(TextKind::Rule(Rule::ReactDeployPiloted));
    if texts.is_empty() {
        return;
    }
    let mut ships = q.cat.distinct();
    for t in texts {
        let ship = t.card;
        if q.owner(ship) != side || q.place(ship) != Place::Pile(Pile::Hand) || !ships.first(ship) {
            continue;
        }
        let Ability::Rule { cond, arg, .. } = q.cat.ability(t) else {
            continue;
        };
        let at = q.anchor_at(side, ship, Some(location));
        if !q.holds(cond, &at) || !arg.as_ref().is_none_or(|a| q.matches(a, location, &at)) {
            continue;
        }
        q.cat.ran(ship, t.num);
        for pilot in actions::piloted_deploys_to(q, side, ship, location) {
            out.push(Answer::ReactDeployPiloted {
                card: ship,
                pilot,
                to: location,
            });
        }
    }
}

/// The text list of the card actions answering a trigger.
fn window_kind(trigger: &Trigger) -> TextKind {
    TextKind::WindowAction(super::listen_bits(trigger).trailing_zeros() as u8)
}

/// Calls `f` for each action of each distinct interrupt in `side`'s hand with a mode of the
/// given `CardCopy` bit (and, answering a trigger, a mode that listens to it).
fn each_interrupt(
    q: &Q,
    side: Side,
    bit: u8,
    trigger: Option<&Trigger>,
    mut f: impl FnMut(CardId, u8, &Action),
) {
    let listens = trigger.map_or(u32::MAX, super::listen_bits);
    let mut distinct = q.cat.distinct();
    // Interrupts a text lets `side` play from the Lost Pile, after those in hand.
    let lost: Vec<CardId> = if q.rule_possible(Rule::PlayFromLostPile) {
        q.st.player(side)
            .lost
            .iter()
            .copied()
            .filter(|&c| lost_pile_play(q, side, c).is_some())
            .collect()
    } else {
        Vec::new()
    };
    for &card in q.st.player(side).hand.iter().chain(&lost) {
        if !q.cat.has_bits(card, bit)
            || (bit == CardCopy::RESPONDS && q.bp(card).interrupt_listens & listens == 0)
            || !distinct.first(card)
            || q.may_not_be_played(card)
        {
            continue;
        }
        let Some(script) = q.bp(card).script.as_ref() else {
            continue;
        };
        for (num, (_, ability)) in script.abilities().enumerate() {
            if let Ability::Action(a) = ability
                && let ActionKind::Interrupt(_) = a.kind
            {
                f(card, num as u8, a);
            }
        }
    }
}

/// The text (card and ability number) that lets `side` play `card`, an interrupt in its Lost
/// Pile, as if from hand now: its once-per-game use not yet made.
pub fn lost_pile_play(q: &Q, side: Side, card: CardId) -> Option<(CardId, u8)> {
    if q.st.place(card) != Place::Pile(Pile::Lost) || q.owner(card) != side {
        return None;
    }
    let source = q.rule_source(card, Rule::PlayFromLostPile)?;
    let num = q
        .bp(source)
        .script
        .as_ref()?
        .abilities()
        .position(|(_, a)| {
            matches!(
                a,
                Ability::Rule {
                    rule: Rule::PlayFromLostPile,
                    ..
                }
            )
        })? as u8;
    let key = lost_pile_use(q, side, source, num);
    let used = q.st.uses.iter().any(|u| same_use(u, &key));
    (!used).then_some((source, num))
}

/// The once-per-game use of a text letting its owner play an interrupt from the Lost Pile
/// (per title, as for every once-per-game limit).
fn lost_pile_use(q: &Q, side: Side, source: CardId, num: u8) -> Use {
    Use {
        side,
        card: None,
        blueprint: q.cat.blueprint_index(source),
        ability: num,
        period: Period::Game,
        count: 1,
    }
}

/// Calls `f` for each action text of a kind that `side` controls on table (card texts and
/// location texts of `side`'s part).
fn each_table_action(q: &Q, side: Side, kind: TextKind, mut f: impl FnMut(CardId, u8, &Action)) {
    for t in q.texts(kind) {
        if t.you == side
            && let Ability::Action(a) = q.cat.ability(&t.r)
        {
            f(t.r.card, t.r.num, a);
        }
    }
}

/// Starts the answer chosen in a top-level, battle or response window.
pub fn perform(cx: &mut Cx, side: Side, answer: Answer, trigger: Option<Trigger>) {
    match answer {
        Answer::Play {
            card,
            mode,
            target,
            x,
        } => {
            let here = match &trigger {
                Some(t) => trigger_location(&cx.q(), t),
                None => cx.st.battle_location(),
            };
            let reg = Registers {
                targets: vec![target],
                x: i32::from(x),
                ..trigger_registers(&cx.q(), trigger.as_ref())
            };
            let mut run = EffectRun::new(card, side, mode, true, here, trigger, reg);
            if let Some((source, num)) = lost_pile_play(&cx.q(), side, card) {
                // Played from the Lost Pile: the text's use is made, and the card goes out of
                // play when done.
                let key = lost_pile_use(&cx.q(), side, source, num);
                cx.st.uses.push(key);
                run.exile = true;
            }
            cx.relocate(card, Place::Pile(Pile::Aside));
            cx.emit(What::InterruptPlayed { card, mode });
            record_use(cx, side, card, mode);
            start(cx, run);
        }
        Answer::Use {
            card,
            ability,
            target,
            x,
        } => {
            let here = match &trigger {
                Some(t) => text_here(&cx.q(), card, Some(t)),
                None if cx.st.battle.is_some()
                    && matches!(cx.cat.action(card, ability).when, When::DuringBattle(_)) =>
                {
                    cx.st.battle_location()
                }
                None => cx.st.location_of(card),
            };
            let reg = Registers {
                targets: vec![target],
                x: i32::from(x),
                ..trigger_registers(&cx.q(), trigger.as_ref())
            };
            let run = EffectRun::new(card, side, ability, false, here, trigger, reg);
            cx.emit(What::TextUsed { card, ability });
            record_use(cx, side, card, ability);
            start(cx, run);
        }
        Answer::ReactDeploy { card, to } => {
            // The react's cost is paid as it is initiated; a cancelled react keeps it spent.
            let payment = actions::payment_for(&cx.q(), side, card, crate::decision::Dest::At(to));
            payment.pay(cx, side);
            cx.push(Frame::React(React::new(side, card, to, true)));
        }
        Answer::ReactDeployPiloted { card, pilot, to } => {
            actions::piloted_payment(&cx.q(), side, card, pilot, to).pay(cx, side);
            let mut react = React::new(side, card, to, true);
            react.pilot = Some(pilot);
            cx.push(Frame::React(react));
        }
        Answer::ReactMove { card, to } => {
            cx.use_force(side, 1);
            cx.push(Frame::React(React::new(side, card, to, false)));
        }
        other => unreachable!("not a card-text answer: {other:?}"),
    }
}

/// Pays an action's costs and pushes its run (a Force loss cost is lost first).
pub fn start(cx: &mut Cx, run: EffectRun) {
    let action = cx.cat.action(run.source, run.ability);
    cx.cat.ran(run.source, run.ability);
    let side = run.you;
    let reg = run.reg.clone();
    let at = Anchor::new(side, run.source, run.here).with_reg(&reg);
    let mut uses = 0;
    let mut losses = Vec::new();
    {
        let q = cx.q();
        for cost in &action.costs {
            match cost {
                Cost::UseForce(n) => uses += q.amount(n, &at).max(0),
                Cost::UseX { .. } => uses += reg.x,
                Cost::LoseForce(n) => losses.push(
                    q.fold(
                        Quantity::LossCost,
                        QTarget::Card(run.source),
                        q.amount(n, &at),
                    )
                    .max(0),
                ),
            }
        }
    }
    // A weapon's own cost to fire, as texts change it ("X = 1 when fired by this Wookiee").
    if action.kind == ActionKind::Weapon {
        uses = cx
            .q()
            .fold(Quantity::FireCost, QTarget::Card(run.source), uses)
            .max(0);
    }
    cx.use_force(side, uses.clamp(0, 255) as u8);
    cx.push(Frame::Effect(Box::new(run)));
    for amount in losses {
        if amount > 0 {
            cx.push(Frame::Loss(ForceLoss::new(side, amount, false)));
        }
    }
}

/// Where an interrupt goes when it has resolved (or was cancelled).
pub fn interrupt_pile(cx: &Cx, card: CardId, mode: u8, cancelled: bool) -> Pile {
    use crate::catalogue::InterruptKind as K;
    if cancelled {
        return Pile::Lost;
    }
    // A text may make it a Used Interrupt whatever it prints ("… is a Used Interrupt").
    let q = cx.q();
    if q.rule_possible(Rule::PlayedAsUsed) && q.has_rule(card, Rule::PlayedAsUsed) {
        return Pile::Used;
    }
    let portion = match cx.cat.action(card, mode).kind {
        ActionKind::Interrupt(p) => p,
        _ => Portion::Plain,
    };
    match (portion, cx.cat.bp(card).interrupt) {
        (Portion::Used, _) => Pile::Used,
        (Portion::Lost, _) => Pile::Lost,
        (_, Some(K::Used | K::UsedOrStarting)) => Pile::Used,
        _ => Pile::Lost,
    }
}

/// A 'react' (CR 9.9): initiated (its cost paid), answered by the opponent (who may cancel
/// it), then the card deploys or moves to the battle or Force drain.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct React {
    pub side: Side,
    pub card: CardId,
    pub to: CardId,
    /// Deploying there (from hand), or moving there.
    pub deploy: bool,
    /// Deploying a starfighter with this pilot character from hand aboard it.
    #[serde(default)]
    pub pilot: Option<CardId>,
    pub announced: bool,
    pub cancelled: bool,
}

impl React {
    pub fn new(side: Side, card: CardId, to: CardId, deploy: bool) -> React {
        React {
            side,
            card,
            to,
            deploy,
            pilot: None,
            announced: false,
            cancelled: false,
        }
    }

    pub fn step(mut self, cx: &mut Cx) {
        let (side, card, to) = (self.side, self.card, self.to);
        if !self.announced {
            self.announced = true;
            cx.push(Frame::React(self));
            cx.respond(Trigger::Reacted { card, to }, side.opponent());
            return;
        }
        if self.cancelled {
            cx.emit(What::Cancelled { card });
            return;
        }
        if let Some(pilot) = self.pilot {
            let hand = Place::Pile(Pile::Hand);
            if cx.st.place(card) != hand || cx.st.place(pilot) != hand {
                return;
            }
            cx.emit(What::ReactDeployed { card, to });
            actions::place_piloted(cx, side, card, pilot, to);
            join_battle(cx, card, to);
        } else if self.deploy {
            if cx.st.place(card) != Place::Pile(Pile::Hand) {
                return;
            }
            cx.emit(What::ReactDeployed { card, to });
            actions::deploy_paying(
                cx,
                side,
                card,
                crate::decision::Dest::At(to),
                true,
                crate::script::DeployCost::Free,
            );
        } else {
            if cx.st.location_of(card).is_none() {
                return;
            }
            actions::move_card(cx, side, card, to, 0);
            join_battle(cx, card, to);
        }
    }
}

/// A card arriving by a react at the battle's location joins it, with the characters aboard
/// it (CR 9.2; nothing in a cargo bay battles).
fn join_battle(cx: &mut Cx, card: CardId, to: CardId) {
    if cx.st.battle_location() != Some(to) {
        return;
    }
    let q = cx.q();
    let mut joining = vec![card];
    if q.is_craft(card) {
        joining.extend(
            q.attached(card).filter(|&c| {
                q.bp(c).is_character() && !q.in_cargo(c) && actions::can_battle(&q, c)
            }),
        );
    }
    for c in joining {
        cx.st
            .card_mut(c)
            .flags
            .set(Flags::IN_BATTLE | Flags::BATTLED_TURN);
    }
}
