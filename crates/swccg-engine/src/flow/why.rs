//! "Why not": which rule forbids deploying a card to a destination, as data.
//!
//! The option lists never build reasons: they only ask yes or no. [`why_not`] is asked
//! separately (by a person at the table, or a test) and re-runs the same checks of
//! `flow::actions` one by one, in the order a player would think of them, and reports the first
//! that fails. When every check passes, the deployment is among the listed destinations.

use super::actions::{
    Payment, dagobah_forbids, destinations, generic_copy_at, payment_for, presence_or_icon_sites,
    presence_waived, text_forbids, unique_ok,
};
use super::turn;
use crate::decision::Dest;
use crate::ids::{CardId, Phase, Pile, Place};
use crate::query::Q;
use swccg_cards::{CardType, Side};

/// The rule that forbids a deployment, with what it names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WhyNot {
    /// The card is not in the player's hand (only cards in hand deploy by the rules).
    NotInHand,
    /// Cards deploy from hand only during their owner's deploy phase (seed 004 "Deploy").
    NotYourDeployPhase,
    /// A unique card whose title the player already has on table (CR 1.5).
    Unique { card: CardId },
    /// Seed 004 "Dagobah" and "Deployment restrictions" [2]: the card may not deploy to a
    /// Dagobah location (nor, for a Utinni Effect, aim at a card there) unless a card allows
    /// it.
    Dagobah { location: CardId },
    /// Characters deploy to sites (or aboard), not to systems or sectors.
    NotASite { location: CardId },
    /// Seed 004 "Deployment restrictions" [1]: no presence and no Force icon on the player's
    /// side of the location.
    NoPresenceOrIcons { location: CardId },
    /// The card's own text lets it deploy only elsewhere ("deploys only to …").
    DeploysOnlyElsewhere { location: Option<CardId> },
    /// The card's own text forbids deploying it now ("may not deploy while …").
    MayNotDeployNow,
    /// A generic site's own text forbids the planet of this location ("May not deploy to
    /// Bespin, …").
    MayNotDeployToPlanet { location: CardId },
    /// A generic site deploys to a planet on table, and none was named (or the location named
    /// is not a planet's).
    NoPlanet,
    /// A generic location is on a planet once (CR 1.5): this one is already there.
    GenericOnPlanet { location: CardId },
    /// Seed 001 "Spaceport sites": a spaceport site goes next to the planet's other spaceport
    /// sites, and no other site goes between them.
    SpaceportsApart,
    /// None of the card's deploy clauses takes this destination (no such bearer, location or
    /// target).
    NoPlacement,
    /// The deployment costs more Force than the player's Force Pile holds.
    CannotAfford { cost: u8, available: u8 },
}

/// Why a generic site may not go to a row: the planet named, its own text, once per planet,
/// then its place in the row.
fn generic_site_why_not(
    q: &Q,
    side: Side,
    card: CardId,
    index: u8,
    planet: Option<CardId>,
) -> Option<WhyNot> {
    let Some(planet) = planet.filter(|p| turn::planets(q).contains(p)) else {
        return Some(WhyNot::NoPlanet);
    };
    if let Some(why) = text_forbids(q, side, card, Some(planet)) {
        return Some(why);
    }
    if let Some(location) = generic_copy_at(q, card, planet) {
        return Some(WhyNot::GenericOnPlanet { location });
    }
    let fits = |positions: Vec<(u8, Option<usize>)>| positions.iter().any(|&(i, _)| i == index);
    if !fits(turn::row_positions(q, card, Some(planet)))
        && fits(turn::row_positions_apart(q, card, Some(planet)))
    {
        return Some(WhyNot::SpaceportsApart);
    }
    None
}

/// Why `side` may not deploy `card` from hand to `to` now, or `None` when it may (the
/// deployment is then among the listed options). Only computed when asked.
pub fn why_not(q: &Q, side: Side, card: CardId, to: Dest) -> Option<WhyNot> {
    if q.place(card) != Place::Pile(Pile::Hand) || q.owner(card) != side {
        return Some(WhyNot::NotInHand);
    }
    if q.st.active != side || q.st.phase != Phase::Deploy {
        return Some(WhyNot::NotYourDeployPhase);
    }
    let bp = q.bp(card);
    if let Dest::Row {
        index,
        convert: None,
        planet,
    } = to
        && bp.generic
        && bp.is_site()
        && let Some(why) = generic_site_why_not(q, side, card, index, planet)
    {
        return Some(why);
    }
    if bp.card_type != CardType::Location && !unique_ok(q, side, card) {
        return Some(WhyNot::Unique { card });
    }
    let (location, onto_card) = match to {
        Dest::At(l) => (Some(l), false),
        Dest::Targeting { location, target } => {
            // A Utinni Effect may neither deploy on Dagobah nor aim at a card there.
            let aims_at = q.st.location_of(target);
            if let Some(l) = aims_at.filter(|_| dagobah_forbids(q, card, aims_at, false)) {
                return Some(WhyNot::Dagobah { location: l });
            }
            (Some(location), false)
        }
        Dest::On { card: bearer, .. } => (q.st.location_of(bearer), true),
        Dest::Table | Dest::Row { .. } => (None, false),
    };
    if let Some(l) = location.filter(|_| dagobah_forbids(q, card, location, onto_card)) {
        return Some(WhyNot::Dagobah { location: l });
    }
    if let (CardType::Character, Dest::At(l)) = (bp.card_type, to) {
        if !q.bp(l).is_site() {
            return Some(WhyNot::NotASite { location: l });
        }
        if !presence_or_icon_sites(q, side).contains(&l) && !presence_waived(q, card, l) {
            return Some(WhyNot::NoPresenceOrIcons { location: l });
        }
    }
    if let Some(why) = text_forbids(q, side, card, location) {
        return Some(why);
    }
    if !destinations(q, side, card, Some(true)).contains(&to) {
        return Some(WhyNot::NoPlacement);
    }
    let payment: Payment = payment_for(q, side, card, to);
    if !payment.affordable(q, side) {
        return Some(WhyNot::CannotAfford {
            cost: payment.own.saturating_add(payment.each),
            available: q.st.player(side).force.len().min(255) as u8,
        });
    }
    None
}
