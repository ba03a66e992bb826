//! "Why not": which rule forbids deploying a card to a destination, moving a card, or
//! initiating a battle, as data.
//!
//! The option lists never build reasons: they only ask yes or no. [`why_not`],
//! [`why_not_move`] and [`why_not_battle`] are asked separately (by a person at the table, or
//! a test) and re-run the same checks of `flow::actions` one by one, in the order a player
//! would think of them, and report the first that fails. When every check passes, the action
//! is among the listed options.

use super::actions::{
    Payment, aboard_refused, battle_refused, cargo_deploy_refused, character_reach,
    cloud_car_move_refused, craft_site_move, dagobah_forbids, death_star_ii_sector, deploy_time,
    destinations, docking_partners, free_slots, generic_copy_at, hangar_move, hangar_move_refused,
    holosite_forbids, is_docking_bay, land_distance, landed_boarding, may_move, move_cost,
    not_stopped, other_death_star, payment_for, presence_or_icon_sites, presence_waived,
    replace_candidates, sector_anchors, shield_forbids, shield_stops, shuttle_cost, shuttle_ends,
    shuttle_refused, starship_move_refused, starship_refused, text_forbids, transfer_cost,
    unique_refusal, vehicle_refused,
};
use super::turn;
use crate::decision::Dest;
use crate::event::Blocked;
use crate::ids::{CardId, Phase, Pile, Place};
use crate::query::Q;
use crate::script::{DeployCost, Rel, Rule};
use swccg_cards::{CardType, Side};

/// The rule that forbids a deployment, with what it names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WhyNot {
    /// The card is not in the player's hand (only cards in hand deploy by the rules).
    NotInHand,
    /// Cards deploy from hand only during their owner's deploy phase (seed 004 "Deploy").
    NotYourDeployPhase,
    /// The card's own text says when it deploys: during that phase of the turn of the player
    /// `who` names (`Anyone`: either player's), relative to the card's player (Disarmed).
    DeploysDuring { who: Rel, phase: Phase },
    /// The character may not carry weapons (seed 004 "Disarmed"): no weapon deploys on it.
    MayNotCarryWeapons { card: CardId },
    /// A text at the location keeps the card from deploying there ("No starships or vehicles
    /// here").
    LocationForbids { location: CardId },
    /// A unique card whose title the player already has on table (CR 1.5).
    Unique { card: CardId },
    /// Another version of the card's persona is on the player's table (CR 1.6).
    Persona { card: CardId, version: CardId },
    /// A version of the card's persona was placed out of play: no version of it deploys for
    /// the rest of the game (CR 1.6, seed 003 §12).
    PersonaOutOfPlay { card: CardId, version: CardId },
    /// Seed 004 "Dagobah" and "Deployment restrictions" [2]: the card may not deploy to a
    /// Dagobah location (nor, for a Utinni Effect, aim at a card there) unless a card allows
    /// it.
    Dagobah { location: CardId },
    /// Seed 004 "Dejarik rules": only Dejarik and hologram cards may be at a holosite.
    Holosite { location: CardId },
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
    /// Seed 003 §1: Cloud City's first docking bay goes between its interior and exterior
    /// sites, the second at the other end of the interior sites.
    CloudCityBays,
    /// Seed 004 "Death Star and Death Star II": a player deploys locations of only one of the
    /// two Death Stars; `other` is a location of the other one the player deployed.
    OtherDeathStar { other: CardId },
    /// The location is immune to the card deploying on it (Death Star to Revolution).
    ImmuneTo { card: CardId },
    /// Seed 004 "Death Star II sectors": neither player deploys, battles or initiates a Force
    /// drain at one.
    DeathStarIISector { location: CardId },
    /// None of the card's deploy clauses takes this destination (no such bearer, location or
    /// target).
    NoPlacement,
    /// The action costs more Force than the player's Force Pile holds.
    CannotAfford { cost: u8, available: u8 },
    /// The deployment costs each player Force (a Jawa's), and the opponent's Force Pile holds
    /// less than their share.
    OpponentCannotAfford { cost: u8, available: u8 },
    /// Only the player's own cards on table move, and battles are initiated by the player
    /// whose turn it is, in their own phase (CR 9, CR 10).
    NotYourCardOnTable,
    /// Regular moves happen during their owner's move phase (CR 10).
    NotYourMovePhase,
    /// The card may not make a regular move now (its landspeed, a move already made this
    /// turn, or a text saying it cannot move).
    CannotMove { blocked: Blocked },
    /// A regular move goes to an adjacent site (CR 10.1), or from a docking bay to another
    /// docking bay (docking bay transit, CR 10.2); `to` is neither.
    NotAdjacent { from: CardId, to: CardId },
    /// Battles are initiated during the player's own battle phase (CR 9.1).
    NotYourBattlePhase,
    /// A battle was already initiated at this location this turn (CR 9.1).
    AlreadyBattledHere { location: CardId },
    /// Both players need characters there able to battle, with a total ability of 1 or more
    /// (CR 9.1); `side` has none.
    NoOneToBattle { side: Side, location: CardId },
    /// A card's text forbids initiating a battle here.
    BattleForbidden { location: CardId },
    /// Starships deploy to systems (seed 001 "Starships -deployment"); docking bays are not
    /// played yet.
    NotASystem { location: CardId },
    /// A starfighter without a permanent pilot deploys to a system only with a pilot
    /// deployed aboard at the same time (seed 001 "Starship - starfighter - deployment").
    NeedsPilot,
    /// No slot aboard is free for the character: as pilot (which needs the pilot icon) or as
    /// passenger (seed 001 "Capacity").
    NoCapacity { ship: CardId },
    /// The character's own text forbids it to be aboard such a starship or vehicle.
    MayNotBeAboard { ship: CardId },
    /// A hyperspeed move goes between systems no farther apart in parsecs than the
    /// starship's hyperspeed (seed 001 "Starships-movement").
    TooFar {
        to: CardId,
        distance: u8,
        hyperspeed: u8,
    },
    /// A character aboard moves only to another of its player's starships at the same
    /// location, one of the two with ship-docking capability (seed 001 "Ship-docking
    /// capability").
    NotDocked { from: CardId, to: CardId },
    /// Capital starships neither land nor deploy to a site, docking bays included (seed 001
    /// "Starships -deployment", "Starship – landed").
    CapitalCannotLand { location: CardId },
    /// Capital starships neither deploy to nor move into cloud sectors (seed 003 §3b).
    CapitalNotInClouds { location: CardId },
    /// Characters (and vehicles) reach a sector only aboard a starship that may go there
    /// (seed 003 §3).
    SectorNeedsStarship { location: CardId },
    /// Sectors have no parsec number: no hyperspeed move to or from them (seed 003 §3).
    SectorNoParsec { location: CardId },
    /// The planet has cloud sectors: starships land and take off through them, not directly
    /// between the system and its sites (seed 003 §3b).
    CloudsInBetween { location: CardId },
    /// A landed starfighter only takes off: no move to an adjacent site, no docking bay
    /// transit (seed 001 "Starship – landed").
    LandedCannotMove { to: CardId },
    /// A capital starship moves one sector at a time, a starfighter up to two (seed 003 §3).
    SectorsTooFar { to: CardId, sectors: u8, max: u8 },
    /// A generic sector deploys next to a planet system on table, or to a sector of its kind
    /// (seed 003 §3); none was named.
    SectorNeedsSystem,
    /// Vehicles deploy and move only to exterior sites (CR 7.4, 10.2; cloud cars at sectors
    /// are not played here).
    NotExteriorSite { location: CardId },
    /// A vehicle's regular move goes to an exterior site no more adjacent steps away than its
    /// landspeed (seed 004 "Driver", CR 10.2).
    BeyondLandspeed { to: CardId, landspeed: u8 },
    /// Embarking and disembarking happen between a character and its player's vehicle at the
    /// same site (seed 004 "Embarking"); `vehicle` is not at the character's site.
    NotSameSite { vehicle: CardId },
    /// Starfighters and vehicles go aboard starships only, starfighters aboard capital
    /// starships only (seed 001 "Starship - starfighter - deployment"); `ship` is not one.
    NotACarrier { ship: CardId },
    /// The starship has no slot for this kind of card: no vehicle or starfighter capacity, or
    /// only TIE slots for a starfighter that is not a TIE (seed 001 "Capacity").
    NoSlotOfKind { ship: CardId },
    /// Every slot of the card's kind aboard the starship is taken (seed 001 "Capacity").
    SlotsFull { ship: CardId },
    /// Starfighters and vehicles deploy and embark aboard their player's own starships only
    /// (seed 001 "Starship - deploying on or aboard", seed 004 "Embarking").
    NotYourStarship { ship: CardId },
    /// Embarking and launching happen at the starship's own location, and a character moves
    /// only between a carrier and a craft it carries (seed 004 "Embarking"); `ship` is not
    /// there, or not that carrier or craft.
    HangarElsewhere { ship: CardId },
    /// Shuttling goes to or from a capital starship of the player (CR 10.2); `ship` is not
    /// one.
    ShuttleNeedsCapital { ship: CardId },
    /// Shuttling goes between a starship at a system and an exterior site of that system's
    /// planet (CR 10.2); `site` is not one for `system`.
    ShuttleNotRelated { system: CardId, site: CardId },
    /// Seed 004 "Dagobah": no shuttling to or from Dagobah.
    ShuttleDagobah { location: CardId },
    /// Seed 004 "Death Star": shuttling to or from a starship at the Death Star system goes
    /// through Docking Bay 327 only; `site` is another site.
    ShuttleDeathStar { site: CardId },
    /// The Hoth energy shield protects the site: the Dark Side may not deploy characters,
    /// vehicles or starships there, nor land, take off, shuttle or make a docking bay transit
    /// to or from it (seed 004 "Deployment restrictions" [3]).
    HothShield { location: CardId },
    /// A squadron without a deploy cost comes to the table only by replacing starfighters
    /// (seed 001 "Starship -squadron class – replacement").
    DeploysByReplacing { card: CardId },
    /// A squadron replaces as many matching starfighters of its player at one location as
    /// its text says; `found` are there (seed 001 "Starship -squadron class – replacement").
    NotEnoughToReplace {
        location: CardId,
        found: u8,
        needed: u8,
    },
    /// A squadron never replaces another squadron (seed 001 "Starship -squadron class –
    /// replacement"); `squadron` is the one that would have counted.
    SquadronReplacesSquadron { squadron: CardId },
    /// A squadron uses its hyperspeed only with 3 pilots and 3 nav computers aboard (seed 001
    /// "Starship - piloted"); it has these.
    SquadronCrew { pilots: u8, nav_computers: u8 },
    /// A text that takes or places components of a squadron works on it only when it affects
    /// all of them (seed 001 "Starship - squadron class"): the squadron counts as `units`
    /// starships, the text takes `allowance` more.
    PartialSquadron {
        card: CardId,
        units: u8,
        allowance: u8,
    },
}

/// Why `side` may not replace starfighters at `location` with the squadron `card` from hand
/// now (seed 001 "Starship -squadron class – replacement"), or `None` when some replacement
/// there is among the options: in hand, the player's deploy phase, then the check the options
/// use (`actions::replace_candidates`).
pub fn why_not_replace(q: &Q, side: Side, card: CardId, location: CardId) -> Option<WhyNot> {
    if q.place(card) != Place::Pile(Pile::Hand) || q.owner(card) != side {
        return Some(WhyNot::NotInHand);
    }
    if q.st.active != side || q.st.phase != Phase::Deploy {
        return Some(WhyNot::NotYourDeployPhase);
    }
    replace_candidates(q, side, card, location).err()
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
    if !deploy_time(q, side, card) {
        return Some(match q.bp(card).deploys_during {
            Some((who, phase)) => WhyNot::DeploysDuring { who, phase },
            None => WhyNot::NotYourDeployPhase,
        });
    }
    let bp = q.bp(card);
    if let Dest::Row {
        index,
        convert: None,
        planet: None,
    } = to
        && turn::is_cloud_city_bay(q, card)
        && !turn::row_positions(q, card, None)
            .iter()
            .any(|&(i, _)| i == index)
    {
        return Some(WhyNot::CloudCityBays);
    }
    if bp.is_location()
        && let Some(other) = other_death_star(q, side, card)
    {
        return Some(WhyNot::OtherDeathStar { other });
    }
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
    if let Dest::Row {
        convert: None,
        planet,
        ..
    } = to
        && bp.generic
        && bp.is_sector()
    {
        let Some(anchor) = planet.filter(|p| sector_anchors(q, card).contains(p)) else {
            return Some(WhyNot::SectorNeedsSystem);
        };
        if let Some(location) = generic_copy_at(q, card, anchor) {
            return Some(WhyNot::GenericOnPlanet { location });
        }
    }
    if bp.card_type != CardType::Location
        && let Some(why) = unique_refusal(q, side, card)
    {
        return Some(why);
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
        Dest::Table | Dest::Row { .. } | Dest::Insert => (None, false),
    };
    if let Some(l) = location.filter(|_| dagobah_forbids(q, card, location, onto_card)) {
        return Some(WhyNot::Dagobah { location: l });
    }
    if let Some(l) = location.filter(|_| holosite_forbids(q, card, location)) {
        return Some(WhyNot::Holosite { location: l });
    }
    if let Some(l) = location.filter(|_| shield_forbids(q, card, location)) {
        return Some(WhyNot::HothShield { location: l });
    }
    if let Some(l) = location.filter(|&l| death_star_ii_sector(q, l)) {
        return Some(WhyNot::DeathStarIISector { location: l });
    }
    if let (CardType::Starship, Dest::At(l)) = (bp.card_type, to)
        && let Some(why) = starship_refused(q, side, card, l, false)
    {
        return Some(why);
    }
    if let (CardType::Vehicle, Dest::At(l)) = (bp.card_type, to)
        && let Some(why) = vehicle_refused(q, side, card, l)
    {
        return Some(why);
    }
    if let (CardType::Starship | CardType::Vehicle, Dest::On { card: ship, .. }) =
        (bp.card_type, to)
        && let Some(why) = cargo_deploy_refused(q, side, card, ship)
    {
        return Some(why);
    }
    if let (
        CardType::Character,
        Dest::On {
            card: ship,
            placed_as,
        },
    ) = (bp.card_type, to)
        && q.is_craft(ship)
        && let Some(l) = q.st.location_of(ship)
    {
        if let Some(why) = aboard_refused(q, side, card, ship, l) {
            return Some(why);
        }
        let (pilot, passenger) = free_slots(q, card, ship);
        if !(if placed_as == 0 { pilot } else { passenger }) {
            return Some(WhyNot::NoCapacity { ship });
        }
    }
    if let (CardType::Character, Dest::At(l)) = (bp.card_type, to) {
        if q.bp(l).is_sector() {
            return Some(WhyNot::SectorNeedsStarship { location: l });
        }
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
    if let Dest::On { card: bearer, .. } = to
        && q.may_not_carry(card, bearer)
    {
        return Some(WhyNot::MayNotCarryWeapons { card: bearer });
    }
    if let (CardType::Effect | CardType::Interrupt, Dest::At(l)) = (bp.card_type, to)
        && q.immune_to(l, card)
    {
        return Some(WhyNot::ImmuneTo { card: l });
    }
    if !destinations(q, side, card, DeployCost::Free).contains(&to) {
        return Some(WhyNot::NoPlacement);
    }
    let payment: Payment = payment_for(q, side, card, to);
    if !payment.affordable(q, side) {
        let mine = q.st.player(side).force.len();
        let cost = payment.own.saturating_add(payment.each);
        // A cost to each player may be refused for want of the opponent's Force.
        if mine >= usize::from(cost) {
            return Some(WhyNot::OpponentCannotAfford {
                cost: payment.each,
                available: q.st.player(side.opponent()).force.len().min(255) as u8,
            });
        }
        return Some(WhyNot::CannotAfford {
            cost,
            available: mine.min(255) as u8,
        });
    }
    None
}

/// Why `side` may not make a regular move of `card` to `to` now, or `None` when it may (the
/// move, or its docking bay transit, is then among the listed options).
pub fn why_not_move(q: &Q, side: Side, card: CardId, to: CardId) -> Option<WhyNot> {
    if craft_site_move(q, card, to) {
        return why_not_craft_site_move(q, side, card, to);
    }
    if let Some(ends) = shuttle_ends(q, card, to) {
        return why_not_shuttle(q, side, card, ends);
    }
    if hangar_move(q, card, to) || q.in_cargo(card) {
        return why_not_hangar(q, side, card, to);
    }
    if q.vehicle_of(card).is_some()
        || (q.bp(card).is_character() && q.is_vehicle(to))
        || landed_boarding(q, card, to)
    {
        return why_not_board(q, side, card, to);
    }
    if let Some(ship) = q.ship_of(card) {
        return why_not_transfer(q, side, card, ship, to);
    }
    let Place::At { location: from } = q.place(card) else {
        return Some(WhyNot::NotYourCardOnTable);
    };
    if q.owner(card) != side {
        return Some(WhyNot::NotYourCardOnTable);
    }
    if q.st.active == side && q.st.phase == Phase::Control && q.free_move_in_control(side, from, to)
    {
        // A location's text allows this free move in the control phase (Mos Eisley and the
        // Cantina): it is the card's move of the turn.
        if let Err(blocked) = may_move(q, card) {
            return Some(WhyNot::CannotMove { blocked });
        }
        return q.may_not_move_to(card, to).then_some(WhyNot::CannotMove {
            blocked: Blocked::CannotMove,
        });
    }
    if q.st.active != side || q.st.phase != Phase::Move {
        return Some(WhyNot::NotYourMovePhase);
    }
    if q.is_starship(card) {
        if let Some(why) = starship_move_refused(q, card, from, to) {
            return Some(why);
        }
    } else if let Err(blocked) = may_move(q, card) {
        return Some(WhyNot::CannotMove { blocked });
    } else if q.bp(to).is_sector() && !q.bp(card).cloud_car {
        return Some(WhyNot::SectorNeedsStarship { location: to });
    }
    let cloud_move = q.bp(card).cloud_car && (q.bp(from).is_sector() || q.bp(to).is_sector());
    if cloud_move {
        if let Some(why) = cloud_car_move_refused(q, card, from, to) {
            return Some(why);
        }
    } else if q.is_vehicle(card) {
        let landspeed = q.stat(card, crate::script::Stat::Landspeed);
        // A vehicle at a docking bay may also reach any other by docking bay transit (CR 10.2).
        let transit = to != from && is_docking_bay(q, from) && is_docking_bay(q, to);
        match land_distance(q, from, to).filter(|_| to != from) {
            None if !transit => return Some(WhyNot::NotExteriorSite { location: to }),
            Some(d) if d > landspeed && !transit => {
                return Some(WhyNot::BeyondLandspeed {
                    to,
                    landspeed: landspeed.clamp(0, 255) as u8,
                });
            }
            _ => {}
        }
    }
    // A text barring the card from the location ("Cannot move to mobile sites", "opponent
    // may not move to this site").
    if q.may_not_move_to(card, to) {
        return Some(WhyNot::CannotMove {
            blocked: Blocked::CannotMove,
        });
    }
    let cost = if q.is_starship(card) {
        i32::from(move_cost(q, side, card, from, to))
    } else if q.is_vehicle(card)
        && land_distance(q, from, to)
            .is_some_and(|d| d <= q.stat(card, crate::script::Stat::Landspeed))
    {
        i32::from(!q.free_move_of(side, card, from, to))
    } else if q.is_vehicle(card) {
        // Out of landspeed range: the docking bay transit, checked above.
        if let Some(site) = shield_stops(q, card, from, to) {
            return Some(WhyNot::HothShield { location: site });
        }
        q.transit_cost_between(side, from, to)
    } else if q.free_move(side, from, to) || q.free_move_from(side, card, from, to) {
        // A location's text frees the moves between it and others, or from it to others,
        // adjacent or not.
        0
    } else if q.st.neighbours(from).any(|n| n == to) {
        // Any other free move ("moves free", Garindan's) is a move the rules allow anyway.
        i32::from(!q.free_move_of(side, card, from, to))
    } else if character_reach(q, card, from, to)
        || (q.st.phase == Phase::Move && q.move_between(side, card, from, to))
    {
        1
    } else if to != from && is_docking_bay(q, from) && is_docking_bay(q, to) {
        if let Some(site) = shield_stops(q, card, from, to) {
            return Some(WhyNot::HothShield { location: site });
        }
        q.transit_cost_between(side, from, to)
    } else {
        return Some(WhyNot::NotAdjacent { from, to });
    };
    let available = q.st.player(side).force.len();
    (available < cost.max(0) as usize).then(|| WhyNot::CannotAfford {
        cost: cost.clamp(0, 255) as u8,
        available: available.min(255) as u8,
    })
}

/// Why `side` may not move `card` between a starship or vehicle site and the craft it is
/// aboard (seed 001 "Starship sites", "Sandcrawler sites": the craft's player, capacity
/// permitting, 1 Force).
fn why_not_craft_site_move(q: &Q, side: Side, card: CardId, to: CardId) -> Option<WhyNot> {
    if q.owner(card) != side {
        return Some(WhyNot::NotYourCardOnTable);
    }
    if q.st.active != side || q.st.phase != Phase::Move {
        return Some(WhyNot::NotYourMovePhase);
    }
    let aboard = matches!(q.place(card), Place::On { .. });
    let craft = if aboard { q.bearer(card) } else { Some(to) }?;
    if q.owner(craft) != side {
        return Some(WhyNot::NotYourStarship { ship: craft });
    }
    let stopped = if aboard {
        not_stopped(q, card)
    } else {
        may_move(q, card)
    };
    if let Err(blocked) = stopped {
        return Some(WhyNot::CannotMove { blocked });
    }
    if !aboard && q.may_not_be_aboard(card, to) {
        return Some(WhyNot::MayNotBeAboard { ship: to });
    }
    if !aboard && free_slots(q, card, to) == (false, false) {
        return Some(WhyNot::NoCapacity { ship: to });
    }
    let available = q.st.player(side).force.len();
    (available < 1).then_some(WhyNot::CannotAfford {
        cost: 1,
        available: 0,
    })
}

/// Why `side` may not board its vehicle (or starship landed) `to` with a character at its
/// site, or take a character off the vehicle (or landed starship) it is aboard to `to` (seed
/// 004 "Embarking", "Disembarking": free moves of the move phase).
fn why_not_board(q: &Q, side: Side, card: CardId, to: CardId) -> Option<WhyNot> {
    if q.owner(card) != side || !matches!(q.place(card), Place::At { .. } | Place::On { .. }) {
        return Some(WhyNot::NotYourCardOnTable);
    }
    if q.st.active != side || q.st.phase != Phase::Move {
        return Some(WhyNot::NotYourMovePhase);
    }
    if q.has_rule(card, Rule::CannotMove) {
        return Some(WhyNot::CannotMove {
            blocked: Blocked::CannotMove,
        });
    }
    if let Some(vehicle) = q.vehicle_of(card).or_else(|| q.ship_of(card)) {
        // Off the vehicle (or landed starship), only to its own site.
        return (q.st.location_of(vehicle) != Some(to)).then_some(WhyNot::NotSameSite { vehicle });
    }
    if q.owner(to) != side || q.st.location_of(to) != q.st.location_of(card) {
        return Some(WhyNot::NotSameSite { vehicle: to });
    }
    if q.may_not_be_aboard(card, to) {
        return Some(WhyNot::MayNotBeAboard { ship: to });
    }
    let (helm, passenger) = free_slots(q, card, to);
    (!(helm || passenger)).then_some(WhyNot::NoCapacity { ship: to })
}

/// Why `side` may not move a character aboard its starship `ship` to the starship `to` docked
/// with it now (seed 001 "Ship-docking capability").
fn why_not_transfer(q: &Q, side: Side, card: CardId, ship: CardId, to: CardId) -> Option<WhyNot> {
    if q.owner(card) != side {
        return Some(WhyNot::NotYourCardOnTable);
    }
    if q.st.active != side || q.st.phase != Phase::Move {
        return Some(WhyNot::NotYourMovePhase);
    }
    if q.has_rule(card, Rule::CannotMove) {
        return Some(WhyNot::CannotMove {
            blocked: Blocked::CannotMove,
        });
    }
    if !docking_partners(q, ship).contains(&to) {
        return Some(WhyNot::NotDocked { from: ship, to });
    }
    if q.may_not_be_aboard(card, to) {
        return Some(WhyNot::MayNotBeAboard { ship: to });
    }
    let (pilot, passenger) = free_slots(q, card, to);
    if !(pilot || passenger) {
        return Some(WhyNot::NoCapacity { ship: to });
    }
    let cost = transfer_cost(q, side, ship, to);
    let available = q.st.player(side).force.len();
    (available < usize::from(cost)).then(|| WhyNot::CannotAfford {
        cost,
        available: available.min(255) as u8,
    })
}

/// Why `side` may not shuttle `card` between a starship at a system and a site now (CR 10.2).
fn why_not_shuttle(
    q: &Q,
    side: Side,
    card: CardId,
    ends: (CardId, CardId, CardId),
) -> Option<WhyNot> {
    if q.owner(card) != side {
        return Some(WhyNot::NotYourCardOnTable);
    }
    if q.st.active != side || q.st.phase != Phase::Move {
        return Some(WhyNot::NotYourMovePhase);
    }
    if let Some(why) = shuttle_refused(q, side, card, ends) {
        return Some(why);
    }
    let cost = shuttle_cost(q, card, ends.1);
    let available = q.st.player(side).force.len();
    (available < usize::from(cost)).then(|| WhyNot::CannotAfford {
        cost,
        available: available.min(255) as u8,
    })
}

/// Why `side` may not make a cargo bay move of `card` to `to` now (seed 004 "Embarking",
/// "Disembarking": free moves of the move phase).
fn why_not_hangar(q: &Q, side: Side, card: CardId, to: CardId) -> Option<WhyNot> {
    if q.owner(card) != side || !matches!(q.place(card), Place::At { .. } | Place::On { .. }) {
        return Some(WhyNot::NotYourCardOnTable);
    }
    if q.st.active != side || q.st.phase != Phase::Move {
        return Some(WhyNot::NotYourMovePhase);
    }
    hangar_move_refused(q, card, to)
}

/// Why `side` may not initiate a battle at `location` now, or `None` when it may.
pub fn why_not_battle(q: &Q, side: Side, location: CardId) -> Option<WhyNot> {
    if q.st.active != side || q.st.phase != Phase::Battle {
        return Some(WhyNot::NotYourBattlePhase);
    }
    battle_refused(q, side, location)
}
