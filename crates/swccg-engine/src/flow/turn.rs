//! Turns and phases (CR 4): start of turn, the six phases with their top-level action
//! windows, and end of turn (seed 004 "End of turn", seed 001 "Start of turn").

use super::{Cx, Frame, actions, texts};
use crate::catalogue::SectorKind;
use crate::decision::{Answer, Prompt, Trigger};
use crate::event::What;
use crate::ids::{CardId, Phase, Pile, Place};
use crate::query::Q;
use crate::state::{Flags, Period, Row};
use serde::{Deserialize, Serialize};
use swccg_cards::IconKind;
use swccg_cards::Side;

/// The driver at the bottom of the stack: what part of the turn comes next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TurnStep {
    /// A new turn begins for the player after `active`.
    Begin,
    /// The start-of-turn window is over: the Activate phase begins.
    Phase(Phase),
    /// Recirculate, then the end-of-turn window.
    End,
    /// The end-of-turn window is over.
    Close,
}

impl TurnStep {
    pub fn step(self, cx: &mut Cx) {
        match self {
            TurnStep::Begin => {
                let side = cx.st.active.opponent();
                cx.st.active = side;
                cx.st.turn += 1;
                cx.st.phase = Phase::StartOfTurn;
                cx.emit(What::TurnBegan {
                    player: side,
                    turn: cx.st.turn,
                });
                // Force generation is fixed at the start of the turn (CR 5.3).
                let generation = cx.q().generation(side).clamp(0, 255) as u8;
                let player = cx.st.player_mut(side);
                player.generation = generation;
                player.activated = 0;
                cx.emit(What::ForceGeneration {
                    player: side,
                    amount: generation,
                });
                cx.push(Frame::Turn(TurnStep::Phase(Phase::Activate)));
                // Optional start-of-turn actions, active player first.
                cx.push(Frame::Window(ActionWindow::new(Phase::StartOfTurn, side)));
                // Texts that answer the turn's start (mandatory ones first, as automatic
                // actions) come before them (seed 001 "Start of turn").
                cx.respond(Trigger::TurnStarted { player: side }, side);
            }
            TurnStep::Phase(phase) => {
                cx.st.phase = phase;
                cx.emit(What::PhaseBegan { phase });
                let next = match phase {
                    Phase::Draw => TurnStep::End,
                    _ => TurnStep::Phase(phase.next()),
                };
                cx.push(Frame::Turn(next));
                let active = cx.st.active;
                cx.push(Frame::Window(ActionWindow::new(phase, active)));
                // 'Asteroid Rules': the active player's starships risk asteroid destinies
                // before the control phase's actions.
                if phase == Phase::Control
                    && super::asteroids::at_risk(&cx.q(), active).next().is_some()
                {
                    cx.push(Frame::Asteroids(super::asteroids::Asteroids::new(active)));
                }
                // Texts that happen as the phase begins ("during your control phase, moves
                // to the next site") come before its actions.
                cx.respond(
                    Trigger::PhaseStarted {
                        player: active,
                        phase,
                    },
                    active,
                );
            }
            TurnStep::End => {
                cx.st.phase = Phase::EndOfTurn;
                cx.emit(What::PhaseBegan {
                    phase: Phase::EndOfTurn,
                });
                // Both players recirculate: the whole Used Pile goes, unshuffled, under the
                // Reserve Deck (CR 4.5).
                for side in Side::BOTH {
                    let player = cx.st.player_mut(side);
                    let mut reserve = std::mem::take(&mut player.used);
                    for &card in &reserve {
                        cx.st.set_place(card, Place::Pile(Pile::Reserve));
                    }
                    let player = cx.st.player_mut(side);
                    reserve.append(&mut player.reserve);
                    player.reserve = reserve;
                    cx.emit(What::Recirculated { player: side });
                }
                cx.push(Frame::Turn(TurnStep::Close));
                cx.push(Frame::Window(ActionWindow::new(
                    Phase::EndOfTurn,
                    cx.st.active,
                )));
            }
            TurnStep::Close => {
                // "Until end of turn" effects expire.
                for card in cx.cat.ids() {
                    let state = cx.st.card_mut(card);
                    if state.flags.has(Flags::AIM_TURN) {
                        state.target = None;
                    }
                    state.flags.clear(Flags::END_OF_TURN);
                }
                cx.st.transported.clear();
                cx.expire(Period::Turn);
                cx.push(Frame::Turn(TurnStep::Begin));
            }
        }
    }
}

/// The top-level action window of a phase (CR 4.2): the active player acts first, then the
/// players alternate; the phase ends when both pass in a row.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ActionWindow {
    pub phase: Phase,
    pub to_act: Side,
    pub passes: u8,
}

impl ActionWindow {
    pub fn new(phase: Phase, first: Side) -> ActionWindow {
        ActionWindow {
            phase,
            to_act: first,
            passes: 0,
        }
    }

    pub fn step(mut self, cx: &mut Cx) {
        if self.passes >= 2 {
            return;
        }
        // After a pass (asked, or with nothing to do) nothing has changed since this window's
        // last state checks found nothing due, so they are not run again.
        if self.passes == 0 && super::state_checks(cx) {
            // A card flipped or was lost: its consequences come first.
            cx.push(Frame::Window(self));
            return;
        }
        let side = self.to_act;
        let mut options = cx.st.options_buffer();
        actions::rule_actions(cx, self.phase, side, &mut options);
        texts::top_level(cx, self.phase, side, &mut options);
        if options.is_empty() {
            cx.st.recycle_options(options);
            // Nothing to do: this player passes without being asked.
            self.passes += 1;
            self.to_act = side.opponent();
            cx.push(Frame::Window(self));
            return;
        }
        options.push(Answer::Pass);
        cx.push(Frame::Window(self.clone()));
        cx.ask(side, Prompt::Action { phase: self.phase }, options);
    }

    pub fn answer(mut self, cx: &mut Cx, answer: Answer) {
        let side = self.to_act;
        self.to_act = side.opponent();
        if answer == Answer::Pass {
            self.passes += 1;
            cx.push(Frame::Window(self));
            return;
        }
        self.passes = 0;
        cx.push(Frame::Window(self));
        if !actions::perform(cx, side, answer) {
            texts::perform(cx, side, answer, None);
        }
    }
}

// ----- location layout -----

/// Site groups in a row, in order (GEMP's layout convention, CR 7.5): interior-only sites,
/// then sites that are both interior and exterior, then exterior-only sites.
fn site_group(q: &Q, site: CardId) -> u8 {
    let bp = q.bp(site);
    match (
        bp.has_icon(IconKind::Interior),
        bp.has_icon(IconKind::Exterior),
    ) {
        (true, false) => 0,
        (true, true) => 1,
        _ => 2,
    }
}

/// Whether a site is one of Cloud City's docking bays (East Platform, Platform 327).
pub(crate) fn is_cloud_city_bay(q: &Q, site: CardId) -> bool {
    let bp = q.bp(site);
    bp.is_site() && bp.title.contains("Cloud City:") && super::actions::is_docking_bay(q, site)
}

/// The order groups of a planet row's sites (see `site_group`, shifted by one): a Cloud City
/// docking bay that leads the row, with the other one further on, is group 0, so that the
/// interior sites stay between the two bays.
fn row_groups(q: &Q, sites: &[CardId]) -> Vec<u8> {
    let mut groups: Vec<u8> = sites.iter().map(|&s| site_group(q, s) + 1).collect();
    let bays = sites.iter().filter(|&&s| is_cloud_city_bay(q, s)).count();
    if bays >= 2 && sites.first().is_some_and(|&s| is_cloud_city_bay(q, s)) {
        groups[0] = 0;
    }
    groups
}

/// Seed 003 §1: the first Cloud City docking bay goes between the interior sites and the
/// exterior sites; the second at the other end of the interior sites, so that there is a
/// docking bay at each end. `None` for any other site.
fn cloud_city_bay_position(q: &Q, card: CardId, sites: &[CardId]) -> Option<usize> {
    if !is_cloud_city_bay(q, card) {
        return None;
    }
    let interior = |s: CardId| site_group(q, s) < 2 && !is_cloud_city_bay(q, s);
    Some(match sites.iter().position(|&s| is_cloud_city_bay(q, s)) {
        // Between the interior sites (which lead the row) and the rest.
        None => sites.iter().take_while(|&&s| interior(s)).count(),
        // At the other end of the interior sites: before them when the first bay follows
        // them, after them when it leads.
        Some(0) => 1 + sites[1..].iter().take_while(|&&s| interior(s)).count(),
        Some(_) => sites.iter().position(|&s| interior(s)).unwrap_or(0),
    })
}

/// Which row a location goes to: the row of systems, or the row of a planet (for a generic
/// site, the planet of the location `planet` names; `None` when it names none).
pub fn row_key(q: &Q, card: CardId, planet: Option<CardId>) -> Option<(bool, String)> {
    let bp = q.bp(card);
    if bp.is_system() {
        return Some((true, String::new()));
    }
    // Seed 004 "Dejarik rules": a holosite stands alone on the table, adjacent to no site: a
    // row of its own, named by its title.
    if bp.holosite {
        return Some((false, bp.title.clone()));
    }
    let region = match (&bp.region, planet) {
        // A site of any starship of a class: a row of its own aboard the starship it deploys
        // to (seed 001 "Starship sites").
        (Some(r), Some(ship)) if bp.craft_kind.is_some() && q.is_starship(ship) => {
            format!("{r} #{}", ship.index())
        }
        (Some(r), _) => r.clone(),
        // Seed 003 §3a: the Big One site is related to Big One, not to the planet's sites:
        // a row of its own.
        (None, Some(p)) if bp.generic && bp.big_one_site => format!("{}: Big One", q.planet(p)?),
        (None, Some(p)) if bp.generic => q.planet(p)?.to_string(),
        _ => return None,
    };
    // Seed 003 §3: sectors are vertical like systems; a planet's sectors form a row of their
    // own, named by the planet, whose cards are never adjacent sites.
    Some((bp.is_sector(), region))
}

/// The order groups of a planet's row of sectors: asteroid sectors, then cloud sectors (seed
/// 003 §3: each kind keeps its own chain from the system; cloud sectors go from the system,
/// first, down to the lowest, last, next to the planet's sites).
fn sector_group(q: &Q, sector: CardId) -> u8 {
    match q.bp(sector).sector {
        Some(SectorKind::Asteroid) => 0,
        Some(SectorKind::Cloud) => 1,
        _ => 2,
    }
}

/// The planets on table a generic site may deploy to, each named by one of its locations: its
/// system when on table, else its first site (seed 001 "System": a planet system has the
/// planet icon, and so do its sites).
pub fn planets(q: &Q) -> Vec<CardId> {
    let mut out: Vec<CardId> = Vec::new();
    let mut names: Vec<&str> = Vec::new();
    let systems = q.st.rows.iter().filter(|row| row.systems);
    let sites = q.st.rows.iter().filter(|row| !row.systems);
    for row in systems.chain(sites) {
        for &l in &row.sites {
            if !q.bp(l).has_icon(IconKind::Planet) || q.bp(l).big_one_site {
                continue;
            }
            if let Some(name) = q.planet(l).filter(|n| !names.contains(n)) {
                names.push(name);
                out.push(l);
            }
        }
    }
    out
}

/// Seed 001 "Spaceport sites": a generic site whose title says "Spaceport".
pub fn is_spaceport(q: &Q, site: CardId) -> bool {
    let bp = q.bp(site);
    bp.generic && bp.is_site() && bp.title.contains("Spaceport")
}

/// Where a new location may go: `(index in its row, row index)`; a new row when its row does
/// not exist yet. A system goes in the row of systems in parsec order (CR 7.5); a site anywhere
/// within its group of its planet's row (a generic site: of the planet `planet` names), and
/// a spaceport site next to the planet's other spaceport sites, which no other site may
/// separate (seed 001 "Spaceport sites").
pub fn row_positions(q: &Q, card: CardId, planet: Option<CardId>) -> Vec<(u8, Option<usize>)> {
    positions(q, card, planet, true)
}

/// The positions `row_positions` would give without seed 001 "Spaceport sites" (so that
/// `why_not` can name that rule).
pub fn row_positions_apart(
    q: &Q,
    card: CardId,
    planet: Option<CardId>,
) -> Vec<(u8, Option<usize>)> {
    positions(q, card, planet, false)
}

fn positions(
    q: &Q,
    card: CardId,
    planet: Option<CardId>,
    spaceports_together: bool,
) -> Vec<(u8, Option<usize>)> {
    let Some((systems, region)) = row_key(q, card, planet) else {
        return Vec::new();
    };
    let Some(r) =
        q.st.rows
            .iter()
            .position(|row| row.systems == systems && row.region == region)
    else {
        return vec![(0, None)];
    };
    let sites = &q.st.rows[r].sites;
    let fits: Vec<usize> = if q.bp(card).is_sector() {
        // Any order within the sector's kind (seed 003 §3).
        let group = sector_group(q, card);
        (0..=sites.len())
            .filter(|&i| {
                (i == 0 || sector_group(q, sites[i - 1]) <= group)
                    && (i == sites.len() || sector_group(q, sites[i]) >= group)
            })
            .collect()
    } else if systems {
        let parsec = q.parsec(card);
        let order = |other: CardId| match (q.parsec(other), parsec) {
            (Some(o), Some(p)) => o.cmp(&p),
            _ => std::cmp::Ordering::Equal,
        };
        (0..=sites.len())
            .filter(|&i| {
                (i == 0 || order(sites[i - 1]).is_le())
                    && (i == sites.len() || order(sites[i]).is_ge())
            })
            .collect()
    } else if let Some(at) = cloud_city_bay_position(q, card, sites) {
        vec![at]
    } else {
        let groups = row_groups(q, sites);
        let group = site_group(q, card) + 1;
        let spaceports: Vec<usize> = (0..sites.len())
            .filter(|&i| is_spaceport(q, sites[i]))
            .collect();
        let block = spaceports.first().zip(spaceports.last());
        let spaceport = is_spaceport(q, card);
        (0..=sites.len())
            .filter(|&i| {
                let before_ok = i == 0 || groups[i - 1] <= group;
                let after_ok = i == sites.len() || groups[i] >= group;
                let together = match block {
                    _ if !spaceports_together => true,
                    None => true,
                    // Next to one of them: from before the first to after the last.
                    Some((&first, &last)) if spaceport => first <= i && i <= last + 1,
                    // Not between two of them.
                    Some((&first, &last)) => !(first < i && i <= last),
                };
                before_ok && after_ok && together
            })
            .collect()
    };
    fits.into_iter().map(|i| (i as u8, Some(r))).collect()
}

/// A mobile system arriving on table starts in deep space at its starting parsec (seed 004
/// "Death Star"): going into orbit is a move.
pub(crate) fn arrive_mobile(cx: &mut Cx, card: CardId) {
    if let Some(m) = cx.cat.bp(card).mobile {
        cx.st.mobile.push(crate::state::MobilePosition {
            system: card,
            parsec: m.start.clamp(0, 255) as u8,
            orbit: None,
        });
    }
}

/// Puts a location on table at `index` of its row, or on top of the opponent's copy.
pub fn place_location(
    cx: &mut Cx,
    card: CardId,
    index: u8,
    convert: Option<CardId>,
    planet: Option<CardId>,
) {
    if let Some(covered) = convert {
        // Conversion: the new card takes the old one's place in the row; cards at the old
        // location are now at the new one.
        let (r, i) = cx
            .st
            .site_position(covered)
            .expect("converted location is on table");
        cx.relocate(card, Place::Location);
        cx.st.rows[r].sites[i] = card;
        cx.st.rows_changed();
        cx.st.set_place(covered, Place::Covered { by: card });
        for other in cx.cat.ids() {
            // Cards at the covered location are now at the new top card.
            if cx.st.place(other) == (Place::At { location: covered }) {
                cx.st.set_place(other, Place::At { location: card });
            }
            if cx.st.place(other) == (Place::Covered { by: covered }) {
                cx.st.set_place(other, Place::Covered { by: card });
            }
        }
        cx.emit(What::LocationConverted { card, covered });
        return;
    }
    let (systems, region) = row_key(&cx.q(), card, planet).unwrap_or_default();
    arrive_mobile(cx, card);
    cx.relocate(card, Place::Location);
    // A site of any starship of a class is aboard the starship it deployed to.
    if let Some(ship) = planet
        && cx.cat.bp(card).craft_kind.is_some()
        && cx.q().is_starship(ship)
    {
        cx.st.card_mut(card).target = Some(ship);
    }
    let turn = cx.st.turn;
    cx.st.card_mut(card).deployed_turn = turn;
    match cx
        .st
        .rows
        .iter()
        .position(|row| row.systems == systems && row.region == region)
    {
        Some(r) => {
            let at = usize::from(index).min(cx.st.rows[r].sites.len());
            cx.st.rows[r].sites.insert(at, card);
        }
        None => cx.st.rows.push(Row {
            region,
            sites: vec![card],
            systems,
        }),
    }
    cx.st.rows_changed();
}
