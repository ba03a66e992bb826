//! 'Asteroid Rules' (Asteroid Field, Big One): in each of a player's control phases, each of
//! that player's starships at a location where the rules are in effect risks an asteroid
//! destiny, drawn by the opponent. The total is the destiny plus 1 for each other sector
//! related to the same system with the rules in effect; above the starship's armor or
//! maneuver, the starship is lost; a drawn card that is itself an asteroid sector loses it
//! whatever the total.

use super::force::{DestinyDraw, Purpose};
use super::{Cx, Frame};
use crate::catalogue::SectorKind;
use crate::event::What;
use crate::ids::{CardId, Place};
use crate::query::Q;
use crate::script::Rule;
use serde::{Deserialize, Serialize};
use swccg_cards::Side;

/// The asteroid destinies of one control phase, one starship after another.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Asteroids {
    /// The player whose control phase it is (whose starships are at risk).
    pub player: Side,
    /// The starships whose destiny was drawn (or is being drawn), in order.
    pub checked: Vec<CardId>,
    /// The starship whose destiny was just drawn, with the value (`None`: the draw failed or
    /// was cancelled) and the card drawn.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub drawn: Option<(CardId, Option<i32>, Option<CardId>)>,
}

impl Asteroids {
    pub fn new(player: Side) -> Asteroids {
        Asteroids {
            player,
            checked: Vec::new(),
            drawn: None,
        }
    }

    /// A destiny drawn for the starship being checked.
    pub fn receive(&mut self, value: Option<i32>, card: Option<CardId>) {
        if let Some(&ship) = self.checked.last() {
            self.drawn = Some((ship, value, card));
        }
    }

    pub fn step(mut self, cx: &mut Cx) {
        if let Some((ship, value, card)) = self.drawn.take() {
            settle(cx, ship, value, card);
        }
        let next = at_risk(&cx.q(), self.player).find(|s| !self.checked.contains(s));
        let Some(ship) = next else {
            return;
        };
        self.checked.push(ship);
        let opponent = self.player.opponent();
        cx.push(Frame::Asteroids(self));
        cx.push(Frame::Destiny(DestinyDraw::new(
            opponent,
            Purpose::Asteroid { starship: ship },
        )));
    }
}

/// `player`'s starships (not aboard another card) at locations with 'Asteroid Rules' in
/// effect, in table order.
pub fn at_risk<'q>(q: &'q Q, player: Side) -> impl Iterator<Item = CardId> + 'q {
    let possible = q.rule_possible(Rule::AsteroidRules);
    q.st.table.iter().copied().filter(move |&c| {
        possible
            && q.owner(c) == player
            && q.is_starship(c)
            && matches!(q.place(c), Place::At { location } if asteroid_rules(q, location))
    })
}

fn asteroid_rules(q: &Q, location: CardId) -> bool {
    q.has_rule(location, Rule::AsteroidRules)
}

/// The other sectors related to the same system as `location` with 'Asteroid Rules' in
/// effect: each adds 1 to an asteroid destiny there.
pub fn other_asteroid_sectors(q: &Q, location: CardId) -> i32 {
    let Some(planet) = q.planet(location) else {
        return 0;
    };
    let mut n = 0;
    for kind in [SectorKind::Asteroid, SectorKind::Cloud] {
        n += q
            .sectors(planet, kind)
            .into_iter()
            .filter(|&l| l != location && asteroid_rules(q, l))
            .count() as i32;
    }
    n
}

/// The asteroid destiny of `ship` was drawn: it is lost if the total is above its armor or
/// maneuver, or if the card drawn is an asteroid sector. A starship that left the location
/// meanwhile, or a failed draw, risks nothing.
fn settle(cx: &mut Cx, ship: CardId, value: Option<i32>, card: Option<CardId>) {
    let q = cx.q();
    let Place::At { location } = q.place(ship) else {
        return;
    };
    let Some(value) = value else {
        return;
    };
    if !asteroid_rules(&q, location) {
        return;
    }
    let total = value + other_asteroid_sectors(&q, location);
    let asteroid_card = card.is_some_and(|c| q.bp(c).sector == Some(SectorKind::Asteroid));
    let lost = asteroid_card || total > q.armor_or_maneuver(ship);
    cx.emit(What::AsteroidDestiny {
        starship: ship,
        total,
        lost,
    });
    if lost {
        cx.lose(ship);
    }
}
