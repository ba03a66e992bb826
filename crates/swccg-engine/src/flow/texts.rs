//! What card texts allow a player to do now: play interrupts, use texts of cards on table,
//! react. Lists the legal answers and starts the chosen one.

use super::actions::{self, may_move};
use super::effects::EffectRun;
use super::{Cx, Frame};
use crate::catalogue::{CardCopy, TextKind};
use crate::decision::{Answer, TargetRef, Trigger};
use crate::event::What;
use crate::ids::{CardId, Phase, Pile, Place};
use crate::query::{Anchor, Q};
use crate::script::{Ability, Cost, Mode, Rel, Step, Target, Timing, Window};
use crate::state::Flags;
use swccg_cards::Side;

fn rel_ok(rel: Rel, you: Side, who: Side) -> bool {
    match rel {
        Rel::You => who == you,
        Rel::Opponent => who != you,
        Rel::Anyone => true,
    }
}

/// Whether a response window's event is the one a text answers. Returns the location the
/// text reads as "here" (the event's location) when it is.
fn window_matches(
    q: &Q,
    you: Side,
    text_card: CardId,
    window: &Window,
    trigger: &Trigger,
) -> Option<Option<CardId>> {
    let battle = q.st.battle_location();
    match (window, trigger) {
        (Window::BattleInitiated { by }, Trigger::BattleInitiated { location, by: who }) => {
            rel_ok(*by, you, *who).then_some(Some(*location))
        }
        (
            Window::ForceDrainInitiated { by },
            Trigger::ForceDrainInitiated { location, by: who },
        ) => rel_ok(*by, you, *who).then_some(Some(*location)),
        (Window::JustDeployed { by }, Trigger::Deployed { card }) => {
            rel_ok(*by, you, q.owner(*card)).then_some(q.st.location_of(*card))
        }
        (Window::AboutToLoseForce { whose }, Trigger::AboutToLoseForce { player, .. }) => {
            rel_ok(*whose, you, *player).then_some(battle)
        }
        (Window::JustLostBattleForce { whose }, Trigger::LostBattleForce { player }) => {
            rel_ok(*whose, you, *player).then_some(battle)
        }
        (
            Window::CharacterLeft {
                sel,
                forfeited_only,
            },
            Trigger::CharacterLeft {
                card,
                forfeited,
                from,
            },
        ) => {
            let at = Anchor {
                you,
                this: text_card,
                here: Some(*from),
            };
            ((*forfeited || !forfeited_only) && q.matches(sel, *card, &at)).then_some(Some(*from))
        }
        (Window::InterruptPlayed { title, by }, Trigger::InterruptPlayed { card }) => {
            (rel_ok(*by, you, q.owner(*card)) && q.bp(*card).title == *title).then_some(battle)
        }
        (Window::YouDrewBattleDestiny, Trigger::BattleDestinyDrawn { player }) => {
            (*player == you).then_some(battle)
        }
        (Window::BothDrewOneBattleDestiny, Trigger::BothDrewOneBattleDestiny) => Some(battle),
        (Window::MovedTo { mover, to_site_of }, Trigger::Moved { card, from, to }) => {
            let at = Anchor {
                you,
                this: text_card,
                here: Some(*to),
            };
            let ok = q.st.phase == Phase::Move
                && q.st.active == you
                && q.st.adjacent(*from, *to)
                && q.matches(mover, *card, &at)
                && q.at(*to).any(|c| q.matches(to_site_of, c, &at));
            ok.then_some(Some(*to))
        }
        _ => None,
    }
}

/// The range of `X` a mode may be used with, or `None` when its cost cannot be paid.
fn x_range(q: &Q, side: Side, mode: &Mode, trigger: Option<&Trigger>) -> Option<(u8, u8)> {
    let force = q.st.player(side).force.len().min(255) as u8;
    match mode.cost {
        Cost::Free => Some((0, 0)),
        Cost::Force(n) => (force >= n).then_some((0, 0)),
        Cost::ForceX => {
            let reduces = mode.steps.contains(&Step::ReduceForceLossByX);
            if reduces {
                let amount = match trigger {
                    Some(Trigger::AboutToLoseForce { amount, .. }) => *amount,
                    _ => 0,
                };
                let max = force.min(amount);
                (max >= 1).then_some((1, max))
            } else {
                Some((0, force))
            }
        }
    }
}

/// Targets a mode may take.
fn targets(q: &Q, mode: &Mode, at: &Anchor, trigger: Option<&Trigger>) -> Vec<TargetRef> {
    match mode.target {
        Target::None => vec![TargetRef::None],
        Target::Card(sel, area) => {
            q.st.table
                .iter()
                .copied()
                .filter(|&c| {
                    q.bp(c).is_character()
                        && matches!(q.place(c), Place::At { .. })
                        && q.in_area(c, area, at.here)
                        && q.matches(&sel, c, at)
                        && target_usable(q, mode, c)
                })
                .map(TargetRef::Card)
                .collect()
        }
        Target::Trigger => match trigger {
            Some(Trigger::Deployed { card })
            | Some(Trigger::CharacterLeft { card, .. })
            | Some(Trigger::Moved { card, .. }) => vec![TargetRef::Card(*card)],
            _ => Vec::new(),
        },
        Target::AnyPile => {
            let mut out = Vec::new();
            for side in Side::BOTH {
                for pile in [Pile::Reserve, Pile::Used, Pile::Lost] {
                    // An empty pile cannot be shuffled (seed 004 "Empty deck or pile").
                    if !q.st.player(side).pile(pile).is_empty() {
                        out.push(TargetRef::Pile(side, pile));
                    }
                }
            }
            out
        }
    }
}

/// Extra requirements a target must meet for the steps of a mode.
fn target_usable(q: &Q, mode: &Mode, card: CardId) -> bool {
    mode.steps.iter().all(|step| match step {
        Step::MoveTargetToBattle { .. } => may_move(q, card),
        Step::KnockAwayTargetWeapons => q.st.flag(card, Flags::IN_BATTLE),
        _ => true,
    })
}

/// One text considered for use: the card, the mode, where "here" is, what it answers.
struct Usage<'t> {
    card: CardId,
    mode: &'static Mode,
    here: Option<CardId>,
    trigger: Option<&'t Trigger>,
}

/// Answers for one mode of a text, if it can be used now.
fn mode_answers(
    q: &Q,
    side: Side,
    usage: Usage,
    make: impl Fn(TargetRef, u8) -> Answer,
    out: &mut Vec<Answer>,
) {
    let Usage {
        card,
        mode,
        here,
        trigger,
    } = usage;
    // Cheap checks first: the cost, then what the steps need, then the text's condition.
    let Some((lo, hi)) = x_range(q, side, mode, trigger) else {
        return;
    };
    if !steps_possible(q, side, card, mode) {
        return;
    }
    let at = Anchor {
        you: side,
        this: card,
        here,
    };
    if !q.eval(&mode.when, &at) {
        return;
    }
    for target in targets(q, mode, &at, trigger) {
        for x in lo..=hi {
            out.push(make(target, x));
        }
    }
}

/// Texts that need something that is not there cannot be started (seed 004 "Empty deck or
/// pile", "Empty hand").
fn steps_possible(q: &Q, side: Side, card: CardId, mode: &Mode) -> bool {
    let me = q.st.player(side);
    let opp = q.st.player(side.opponent());
    mode.steps.iter().all(|step| match step {
        Step::PeekReserve {
            whose: Rel::Opponent,
            ..
        } => !opp.reserve.is_empty(),
        Step::PeekReserve { .. } => !me.reserve.is_empty(),
        Step::GlanceHandMoveOneToUsed(_) => !opp.hand.is_empty(),
        Step::DeployFromReserve(_) => {
            !me.reserve.is_empty() && !q.st.flag(card, Flags::DOWNLOADED_TURN)
        }
        Step::RetrieveTopmostToHand(_) => !me.lost.is_empty(),
        _ => true,
    })
}

/// Whether a timing is open now for a top-level action of `side`.
fn top_level_timing(q: &Q, phase: Phase, side: Side, timing: &Timing) -> bool {
    let own_turn = q.st.active == side;
    let regular = !matches!(phase, Phase::Setup | Phase::StartOfTurn | Phase::EndOfTurn);
    match timing {
        Timing::AnyTime => regular,
        Timing::YourTurn => regular && own_turn,
        Timing::YourDeployPhase => own_turn && phase == Phase::Deploy,
        Timing::OpponentsControlPhase => !own_turn && phase == Phase::Control,
        Timing::Respond(_) | Timing::BattleInitiatedHere => false,
    }
}

/// Interrupts and card texts `side` may use as a top-level action now.
pub fn top_level(cx: &Cx, phase: Phase, side: Side, out: &mut Vec<Answer>) {
    let q = cx.q();
    for_each_interrupt(&q, side, false, |card, index, mode| {
        if top_level_timing(&q, phase, side, &mode.timing) {
            mode_answers(
                &q,
                side,
                Usage {
                    card,
                    mode,
                    here: None,
                    trigger: None,
                },
                |target, x| Answer::Play {
                    card,
                    mode: index,
                    target,
                    x,
                },
                out,
            );
        }
    });
    for_each_action(&q, side, |card, ability, mode| {
        if top_level_timing(&q, phase, side, &mode.timing) {
            let here = q.st.location_of(card);
            mode_answers(
                &q,
                side,
                Usage {
                    card,
                    mode,
                    here,
                    trigger: None,
                },
                |target, _| Answer::Use {
                    card,
                    ability,
                    target,
                },
                out,
            );
        }
    });
}

/// Responses `side` may make to `trigger` now.
pub fn responses(cx: &Cx, side: Side, trigger: &Trigger) -> Vec<Answer> {
    let q = cx.q();
    let mut out = Vec::new();
    for_each_interrupt(&q, side, true, |card, index, mode| {
        if let Timing::Respond(window) = &mode.timing
            && let Some(here) = window_matches(&q, side, card, window, trigger)
        {
            mode_answers(
                &q,
                side,
                Usage {
                    card,
                    mode,
                    here,
                    trigger: Some(trigger),
                },
                |target, x| Answer::Play {
                    card,
                    mode: index,
                    target,
                    x,
                },
                &mut out,
            );
        }
    });
    for_each_action(&q, side, |card, ability, mode| {
        if let Timing::BattleInitiatedHere = mode.timing
            && let Trigger::BattleInitiated { location, .. } = trigger
            && q.st.location_of(card) == Some(*location)
            && let Place::On { card: bearer } = q.place(card)
            && q.st.flag(bearer, Flags::IN_BATTLE)
        {
            mode_answers(
                &q,
                side,
                Usage {
                    card,
                    mode,
                    here: Some(*location),
                    trigger: Some(trigger),
                },
                |target, _| Answer::Use {
                    card,
                    ability,
                    target,
                },
                &mut out,
            );
        }
    });
    reacts(&q, side, trigger, &mut out);
    out
}

/// Reacts (CR 9.9): in answer to the opponent initiating a battle or Force drain.
fn reacts(q: &Q, side: Side, trigger: &Trigger, out: &mut Vec<Answer>) {
    let (Trigger::BattleInitiated { location, by } | Trigger::ForceDrainInitiated { location, by }) =
        *trigger
    else {
        return;
    };
    if by == side {
        return;
    }
    let near = |card: CardId| {
        q.st.location_of(card)
            .is_some_and(|l| l == location || q.st.adjacent(l, location))
    };
    let has = |card: CardId, ability: Ability| {
        q.bp(card).script.is_some_and(|s| s.text.contains(&ability))
    };
    let deploy_react = q
        .table_of(side)
        .any(|c| q.text_active(c) && has(c, Ability::ReactDeployNear) && near(c));
    if deploy_react {
        for (card, _) in actions::deploy_options(q, side, Some(location)) {
            out.push(Answer::ReactDeploy { card, to: location });
        }
    }
    if !q.st.player(side).force.is_empty() {
        for card in q.table_of(side) {
            if has(card, Ability::ReactMove)
                && q.st
                    .location_of(card)
                    .is_some_and(|l| q.st.adjacent(l, location))
                && matches!(q.place(card), Place::At { .. })
                && may_move(q, card)
            {
                out.push(Answer::ReactMove { card, to: location });
            }
        }
    }
}

/// Calls `f` for each mode of each distinct interrupt in `side`'s hand that may be played
/// as a top-level action (`responding` false) or as a response (`responding` true).
fn for_each_interrupt(
    q: &Q,
    side: Side,
    responding: bool,
    mut f: impl FnMut(CardId, u8, &'static Mode),
) {
    let bit = if responding {
        CardCopy::RESPONDS
    } else {
        CardCopy::TOP_LEVEL
    };
    let mut distinct = q.cat.distinct();
    for &card in &q.st.player(side).hand {
        if !q.cat.has_bits(card, bit) || !distinct.first(card) {
            continue;
        }
        let Some(script) = q.bp(card).script else {
            continue;
        };
        for ability in script.text {
            if let Ability::Interrupt(modes) = ability {
                for (index, mode) in modes.iter().enumerate() {
                    f(card, index as u8, mode);
                }
            }
        }
    }
}

/// Calls `f` for each action text `side` controls on table (card texts and location texts of
/// `side`'s part).
fn for_each_action(q: &Q, side: Side, mut f: impl FnMut(CardId, u8, &'static Mode)) {
    for (text, ability) in q.texts(TextKind::Action) {
        if let Ability::Action(mode) = ability
            && text.you == side
        {
            f(text.card, text.flat, mode);
        }
    }
}

/// Starts the answer chosen in a top-level or response window.
pub fn perform(cx: &mut Cx, side: Side, answer: Answer, trigger: Option<Trigger>) {
    match answer {
        Answer::Play {
            card,
            mode,
            target,
            x,
        } => {
            let q = cx.q();
            let here = trigger.and_then(|t| trigger_location(&q, side, card, mode, &t));
            let run = EffectRun::interrupt(card, side, mode, target, x, here, trigger);
            pay(cx, side, run.mode_of(cx.cat).cost, x);
            cx.relocate(card, Place::Pile(Pile::Aside));
            cx.emit(What::InterruptPlayed { card, mode });
            cx.push(Frame::Effect(Box::new(run)));
        }
        Answer::Use {
            card,
            ability,
            target,
        } => {
            let q = cx.q();
            let here = match trigger {
                Some(Trigger::BattleInitiated { location, .. }) => Some(location),
                _ => q.st.location_of(card),
            };
            let run = EffectRun::action(card, side, ability, target, here, trigger);
            let mode = run.mode_of(cx.cat);
            pay(cx, side, mode.cost, 0);
            if mode
                .steps
                .iter()
                .any(|s| matches!(s, Step::DeployFromReserve(_)))
            {
                cx.st.card_mut(card).flags.set(Flags::DOWNLOADED_TURN);
            }
            cx.emit(What::TextUsed { card, ability });
            cx.push(Frame::Effect(Box::new(run)));
        }
        Answer::ReactDeploy { card, to } => {
            cx.emit(What::ReactDeployed { card, to });
            actions::deploy(cx, side, card, crate::decision::Dest::At(to), true);
        }
        Answer::ReactMove { card, to } => {
            actions::move_card(cx, side, card, to, 1);
            if cx.st.battle_location() == Some(to) {
                cx.st
                    .card_mut(card)
                    .flags
                    .set(Flags::IN_BATTLE | Flags::BATTLED_TURN);
            }
        }
        other => unreachable!("not a card-text answer: {other:?}"),
    }
}

fn pay(cx: &mut Cx, side: Side, cost: Cost, x: u8) {
    match cost {
        Cost::Free => {}
        Cost::Force(n) => cx.use_force(side, n),
        Cost::ForceX => cx.use_force(side, x),
    }
}

/// The location an interrupt's mode reads as "here" when it answers `trigger`.
fn trigger_location(
    q: &Q,
    side: Side,
    card: CardId,
    mode: u8,
    trigger: &Trigger,
) -> Option<CardId> {
    let script = q.bp(card).script?;
    script.text.iter().find_map(|a| match a {
        Ability::Interrupt(modes) => match &modes.get(usize::from(mode))?.timing {
            Timing::Respond(w) => window_matches(q, side, card, w, trigger).flatten(),
            _ => None,
        },
        _ => None,
    })
}
