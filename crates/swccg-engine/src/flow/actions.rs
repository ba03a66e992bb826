//! The rule actions of each phase (CR 5, 7, 8, 9, 10, 11): activate, Force drain, deploy,
//! battle, move, draw. Each has an `…_options` function listing the legal answers and a
//! function performing one.

use super::battle::{Battle, Drain};
use super::respond::RespondWindow;
use super::{Cx, Frame, turn};
use crate::decision::{Answer, Dest, Trigger};
use crate::event::What;
use crate::ids::{CardId, Phase, Pile, Place};
use crate::query::{Anchor, Q};
use crate::script::{Ability, Effect, Placement, Trait};
use crate::state::Flags;
use swccg_cards::{CardType, Side};

/// Adds the legal rule actions of `side` in `phase` to `out` (none when it is not `side`'s
/// turn).
pub fn rule_actions(cx: &Cx, phase: Phase, side: Side, out: &mut Vec<Answer>) {
    if cx.st.active != side {
        return;
    }
    let q = cx.q();
    match phase {
        Phase::Activate => activate_options(&q, side, out),
        Phase::Control => drain_options(&q, side, out),
        Phase::Deploy => out.extend(
            deploy_options(&q, side, None)
                .into_iter()
                .map(|(card, to)| Answer::Deploy { card, to }),
        ),
        Phase::Battle => battle_options(&q, side, out),
        Phase::Move => move_options(&q, side, out),
        Phase::Draw => {
            if !cx.st.player(side).force.is_empty() {
                out.push(Answer::Draw);
            }
        }
        Phase::Setup | Phase::StartOfTurn | Phase::EndOfTurn => {}
    }
}

/// Performs a rule action; returns false when the answer is not one.
pub fn perform(cx: &mut Cx, side: Side, answer: Answer) -> bool {
    match answer {
        Answer::Activate(n) => activate(cx, side, n),
        Answer::Deploy { card, to } => deploy(cx, side, card, to, false),
        Answer::ForceDrain(location) => cx.push(Frame::Drain(Drain::new(side, location))),
        Answer::Battle(location) => cx.push(Frame::Battle(Box::new(Battle::new(side, location)))),
        Answer::Move { card, to } => move_card(cx, side, card, to, 1),
        Answer::Transit { card, to } => {
            let from = cx.st.location_of(card).expect("a moving card is on table");
            let cost = cx.q().transit_cost(side, from).clamp(0, 255) as u8;
            move_card(cx, side, card, to, cost);
        }
        Answer::TransitGroup { from, to } => {
            let cost = cx.q().transit_cost(side, from).clamp(0, 255) as u8;
            let group = transit_group(&cx.q(), side, from);
            cx.use_force(side, cost);
            for &card in &group {
                move_card(cx, side, card, to, 0);
            }
        }
        Answer::Draw => {
            if cx.draw_into_hand(side, Pile::Force).is_some() {
                cx.check_life_force();
            }
        }
        _ => return false,
    }
    true
}

// ----- Activate (CR 5.4) -----

fn activate_options(q: &Q, side: Side, out: &mut Vec<Answer>) {
    let player = q.st.player(side);
    let left = usize::from(player.generation.saturating_sub(player.activated));
    let can = left.min(player.reserve.len()).min(255) as u8;
    if can >= 1 {
        out.push(Answer::Activate(1));
    }
    if can >= 2 {
        out.push(Answer::Activate(can));
    }
}

/// Activates `n` Force, each unit a separate move from Reserve Deck to Force Pile.
fn activate(cx: &mut Cx, side: Side, n: u8) {
    let mut done = 0;
    for _ in 0..n {
        if cx.move_top(side, Pile::Reserve, Pile::Force).is_some() {
            done += 1;
        }
    }
    cx.st.player_mut(side).activated += done;
    cx.emit(What::ForceActivated {
        player: side,
        amount: done,
    });
}

// ----- Control (CR 8) -----

/// Locations where `side` may Force drain: controlled, not drained yet this turn, and none of
/// its cards there took part in another drain this turn (CR 8.2, CR 14.7).
fn drain_options(q: &Q, side: Side, out: &mut Vec<Answer>) {
    for (location, ability) in q.abilities() {
        if !q.st.flag(location, Flags::DRAIN_HERE_TURN)
            && q.controls_with(side, location, ability)
            && !q
                .at(location)
                .any(|c| q.owner(c) == side && q.st.flag(c, Flags::DRAINED_TURN))
        {
            out.push(Answer::ForceDrain(location));
        }
    }
}

// ----- Deploy (CR 7) -----

/// How a deploy cost is paid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Payment {
    /// From your own Force Pile.
    Own(u8),
    /// The same amount from each player's Force Pile (Jawas).
    EachPlayer(u8),
}

impl Payment {
    pub fn affordable(self, q: &Q, side: Side) -> bool {
        match self {
            Payment::Own(n) => q.st.player(side).force.len() >= usize::from(n),
            Payment::EachPlayer(n) => Side::BOTH
                .iter()
                .all(|&s| q.st.player(s).force.len() >= usize::from(n)),
        }
    }

    pub fn pay(self, cx: &mut Cx, side: Side) {
        match self {
            Payment::Own(n) => cx.use_force(side, n),
            Payment::EachPlayer(n) => {
                for s in [side, side.opponent()] {
                    cx.use_force(s, n);
                }
            }
        }
    }
}

/// What deploying `card` to `location` costs `side`, or `None` when the card cannot be paid
/// for that way.
pub fn deploy_payment(
    q: &Q,
    side: Side,
    card: CardId,
    location: Option<CardId>,
) -> Option<Payment> {
    let bp = q.bp(card);
    let texts = bp.script.map(|s| s.text).unwrap_or(&[]);
    let mut cost = bp.deploy.unwrap_or(0);
    let mut each_player = false;
    for ability in texts {
        match ability {
            Ability::DeployFromBothForcePiles => {
                each_player = true;
                cost = 1;
            }
            Ability::Deploys { cost: c, .. } => cost = i32::from(*c),
            _ => {}
        }
    }
    if let Some(location) = location {
        let at = Anchor {
            you: side,
            this: card,
            here: Some(location),
        };
        for ability in q.location_texts(side, location) {
            match ability {
                Ability::Continuous(Effect::DeployHereFromYouOnly {
                    sel,
                    cost: c,
                    free_if,
                }) if q.matches(sel, card, &at) => {
                    each_player = false;
                    let free =
                        free_if.is_some_and(|f| q.count(&f, crate::script::Area::Here, &at) > 0);
                    cost = if free { 0 } else { i32::from(*c) };
                }
                Ability::DeploysCheaperHere { sel, by } if q.matches(sel, card, &at) => {
                    cost -= i32::from(*by);
                }
                _ => {}
            }
        }
        for ability in texts {
            if let Ability::DeploysFreeWith(sel) = ability
                && q.characters_at(side, location)
                    .any(|c| q.matches(sel, c, &at))
            {
                cost = 0;
                each_player = false;
            }
        }
    }
    let cost = cost.clamp(0, 255) as u8;
    Some(if each_player {
        Payment::EachPlayer(cost)
    } else {
        Payment::Own(cost)
    })
}

/// Whether another copy of a card's title may come to the table for `side` (uniqueness).
fn unique_ok(q: &Q, side: Side, card: CardId) -> bool {
    let bp = q.bp(card);
    if bp.unique == 0 {
        return true;
    }
    let on_table = q
        .table_of(side)
        .filter(|&c| q.bp(c).title == bp.title)
        .count();
    on_table < usize::from(bp.unique)
}

/// Whether a card's own text forbids deploying it now (or to a location).
fn text_allows(q: &Q, side: Side, card: CardId, location: Option<CardId>) -> bool {
    let at = Anchor {
        you: side,
        this: card,
        here: location,
    };
    q.bp(card).script.is_none_or(|s| {
        s.text.iter().all(|a| match a {
            Ability::DeployOnlyIn(region) => location.is_some_and(|l| q.in_region(l, *region)),
            Ability::MayNotDeployIf(cond) => !q.eval(cond, &at),
            _ => true,
        })
    })
}

/// Every legal deployment of `side`'s cards from hand, one entry per title and destination.
/// With `only_to`, only characters to that location (a react).
pub fn deploy_options(q: &Q, side: Side, only_to: Option<CardId>) -> Vec<(CardId, Dest)> {
    let mut out = Vec::new();
    let mut distinct = q.cat.distinct();
    // Sites where `side` has presence or a Force icon, computed once when first needed.
    let mut open_sites: Option<Vec<CardId>> = None;
    for &card in &q.st.player(side).hand {
        let bp = q.bp(card);
        // Identical copies in hand deploy identically: list each title once.
        if !distinct.first(card) {
            continue;
        }
        if only_to.is_some() && !bp.is_character() {
            continue;
        }
        match bp.card_type {
            CardType::Location => location_options(q, side, card, &mut out),
            CardType::Character => {
                if !unique_ok(q, side, card) {
                    continue;
                }
                // Spies deploy even without presence or Force icons (seed 001 "Spy").
                let all_sites: Vec<CardId>;
                let sites: &[CardId] = if bp.is(Trait::Spy) {
                    all_sites =
                        q.st.locations()
                            .filter(|&l| q.bp(l).is(Trait::Site))
                            .collect();
                    &all_sites
                } else {
                    open_sites.get_or_insert_with(|| presence_or_icon_sites(q, side))
                };
                for &location in sites {
                    if only_to.is_some_and(|l| l != location) {
                        continue;
                    }
                    if character_may_deploy_to(q, side, card, location)
                        && deploy_payment(q, side, card, Some(location))
                            .is_some_and(|p| p.affordable(q, side))
                    {
                        out.push((card, Dest::At(location)));
                    }
                }
            }
            CardType::Weapon | CardType::Device | CardType::Effect => {
                attached_options(q, side, card, &mut out)
            }
            _ => {}
        }
    }
    out
}

/// Sites where `side` may deploy characters by the presence-or-icon rule (CR 7.3, seed 004
/// "Deployment restrictions" [1]); spies may go to any site (see `character_may_deploy_to`).
fn presence_or_icon_sites(q: &Q, side: Side) -> Vec<CardId> {
    q.abilities()
        .into_iter()
        .filter(|&(site, ability)| {
            q.bp(site).is(Trait::Site) && (ability[side.index()] >= 1 || q.icons(side, site) >= 1)
        })
        .map(|(site, _)| site)
        .collect()
}

/// Whether a character may deploy to a site that passes the presence-or-icon rule (or to any
/// site, for a spy), given its own restrictions.
fn character_may_deploy_to(q: &Q, side: Side, card: CardId, location: CardId) -> bool {
    text_allows(q, side, card, Some(location))
}

/// Every legal way to deploy a location card.
pub fn location_deployments(q: &Q, side: Side, card: CardId) -> Vec<(CardId, Dest)> {
    let mut out = Vec::new();
    location_options(q, side, card, &mut out);
    out
}

fn location_options(q: &Q, side: Side, card: CardId, out: &mut Vec<(CardId, Dest)>) {
    let bp = q.bp(card);
    if bp.region.is_none() {
        return;
    }
    // A location title is on table only once; the opponent's copy may be converted (CR 7.6).
    let existing = q.st.locations().find(|&l| q.bp(l).title == bp.title);
    match existing {
        Some(l) if q.owner(l) != side => {
            let (_, index) = q.st.site_position(l).expect("on table");
            out.push((
                card,
                Dest::Row {
                    index: index as u8,
                    convert: Some(l),
                },
            ));
        }
        Some(_) => {}
        None => {
            for (index, _) in turn::row_positions(q, card) {
                out.push((
                    card,
                    Dest::Row {
                        index,
                        convert: None,
                    },
                ));
            }
        }
    }
}

fn attached_options(q: &Q, side: Side, card: CardId, out: &mut Vec<(CardId, Dest)>) {
    let Some(script) = q.bp(card).script else {
        return;
    };
    let Some((placement, _)) = script.text.iter().find_map(|a| match a {
        Ability::Deploys { placement, cost } => Some((placement, cost)),
        _ => None,
    }) else {
        return;
    };
    if !deploy_payment(q, side, card, None).is_some_and(|p| p.affordable(q, side)) {
        return;
    }
    match placement {
        Placement::On(entries) => {
            // Cards deploy only on your own characters (seed 003 §12: no weapons on the
            // opponent's characters; the cards of these sets allow no exception).
            for bearer in q.table_of(side) {
                if !q.bp(bearer).is_character() || !matches!(q.place(bearer), Place::At { .. }) {
                    continue;
                }
                let at = Anchor {
                    you: side,
                    this: card,
                    here: q.st.location_of(bearer),
                };
                if let Some(i) = entries.iter().position(|sel| q.matches(sel, bearer, &at)) {
                    out.push((
                        card,
                        Dest::On {
                            card: bearer,
                            placed_as: i as u8,
                        },
                    ));
                }
            }
        }
        Placement::NearOpponentReserve => out.push((card, Dest::Table)),
        Placement::OpponentSideWhere(sel) => {
            for location in q.st.locations() {
                let at = Anchor {
                    you: side,
                    this: card,
                    here: Some(location),
                };
                if q.characters_at(side, location)
                    .any(|c| q.matches(sel, c, &at))
                {
                    out.push((card, Dest::At(location)));
                }
            }
        }
    }
}

/// Deploys a card (paying its cost), then lets the players respond to it.
pub fn deploy(cx: &mut Cx, side: Side, card: CardId, to: Dest, react: bool) {
    let location = match to {
        Dest::At(l) => Some(l),
        _ => None,
    };
    let payment = deploy_payment(&cx.q(), side, card, location).unwrap_or(Payment::Own(0));
    payment.pay(cx, side);
    let turn = cx.st.turn;
    match to {
        Dest::Row { index, convert } => {
            turn::place_location(cx, card, index, convert);
        }
        Dest::At(location) => {
            cx.relocate(card, Place::At { location });
            if !cx.cat.bp(card).is_character() {
                // Mines and other cards deployed at a site go on the opponent's side.
                cx.st.card_mut(card).flags.set(Flags::OPPONENT_SIDE);
            }
            if react && cx.st.battle_location() == Some(location) {
                cx.st
                    .card_mut(card)
                    .flags
                    .set(Flags::IN_BATTLE | Flags::BATTLED_TURN);
            }
        }
        Dest::On {
            card: bearer,
            placed_as,
        } => {
            cx.relocate(card, Place::On { card: bearer });
            cx.st.card_mut(card).placed_as = placed_as;
        }
        Dest::Table => cx.relocate(card, Place::Table),
    }
    cx.st.card_mut(card).deployed_turn = turn;
    cx.emit(What::Deployed { card, to });
    if matches!(
        cx.cat.bp(card).card_type,
        CardType::Character | CardType::Starship
    ) {
        cx.push(Frame::Respond(RespondWindow::new(
            Trigger::Deployed { card },
            side.opponent(),
        )));
    }
}

// ----- Battle (CR 9.1) -----

/// Whether a card could take part in a battle started now.
pub fn can_battle(q: &Q, card: CardId) -> bool {
    q.bp(card).is_character()
        && !q.st.flag(card, Flags::BATTLED_TURN)
        && !q.st.flag(card, Flags::BARRIER_TURN)
}

fn battle_options(q: &Q, side: Side, out: &mut Vec<Answer>) {
    if q.st.player(side).force.is_empty() {
        return;
    }
    let options =
        q.st.locations()
            .filter(|&l| {
                !q.st.flag(l, Flags::BATTLE_HERE_TURN)
                    && Side::BOTH.iter().all(|&s| {
                        q.characters_at(s, l)
                            .filter(|&c| can_battle(q, c))
                            .map(|c| q.ability(c))
                            .sum::<i32>()
                            >= 1
                    })
            })
            .map(Answer::Battle);
    out.extend(options);
}

// ----- Move (CR 10) -----

/// Whether a card may make its regular move now.
pub fn may_move(q: &Q, card: CardId) -> bool {
    let bp = q.bp(card);
    bp.is_character()
        && bp.landspeed > 0
        && !q.st.flag(card, Flags::MOVED_TURN)
        && !q.st.flag(card, Flags::BARRIER_TURN)
        && !bp
            .script
            .is_some_and(|s| s.text.contains(&Ability::CannotMove))
}

fn move_options(q: &Q, side: Side, out: &mut Vec<Answer>) {
    let force = q.st.player(side).force.len();
    for card in q.table_of(side) {
        let Place::At { location } = q.place(card) else {
            continue;
        };
        if !may_move(q, card) {
            continue;
        }
        if force >= 1 {
            for to in q.st.neighbours(location) {
                out.push(Answer::Move { card, to });
            }
        }
        if q.bp(location).is(Trait::DockingBay) {
            let cost = q.transit_cost(side, location);
            if force >= cost.max(0) as usize {
                for to in q.st.locations() {
                    if to != location && q.bp(to).is(Trait::DockingBay) {
                        out.push(Answer::Transit { card, to });
                    }
                }
            }
        }
    }
    // Docking bay transit moves your cards as a group for one cost (CR 10.2).
    for from in q.st.locations() {
        if !q.bp(from).is(Trait::DockingBay)
            || transit_group(q, side, from).len() < 2
            || force < q.transit_cost(side, from).max(0) as usize
        {
            continue;
        }
        for to in q.st.locations() {
            if to != from && q.bp(to).is(Trait::DockingBay) {
                out.push(Answer::TransitGroup { from, to });
            }
        }
    }
}

/// `side`'s cards at a docking bay that may make their regular move now.
fn transit_group(q: &Q, side: Side, from: CardId) -> Vec<CardId> {
    q.characters_at(side, from)
        .filter(|&c| may_move(q, c))
        .collect()
}

/// A regular move: pay, move (with everything deployed on the card), then responses.
pub fn move_card(cx: &mut Cx, side: Side, card: CardId, to: CardId, cost: u8) {
    let from = cx.st.location_of(card).expect("a moving card is on table");
    cx.use_force(side, cost);
    cx.relocate(card, Place::At { location: to });
    cx.st.card_mut(card).flags.set(Flags::MOVED_TURN);
    cx.emit(What::Moved { card, from, to });
    cx.push(Frame::Respond(RespondWindow::new(
        Trigger::Moved { card, from, to },
        side.opponent(),
    )));
}
