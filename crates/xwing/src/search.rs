//! [`Battle`] as a game a search bot can plan in (`bots::Searchable`).
//!
//! * [`determinize`](bots::Searchable::determinize) redraws what a seat cannot see: the
//!   opponent's dials that are set but not yet revealed (drawn among the best few maneuvers of
//!   [`crate::heuristic::dial_scores`], which reads only positions), the identities of facedown
//!   damage cards and the order of every damage deck (each deck's unseen cards are gathered,
//!   sorted into a canonical order and shuffled), and the game's own generator (so a search
//!   cannot know future dice). Every hidden part is first put into a canonical form, so the
//!   copy is a function of the seat's view and of the generator only.
//! * [`evaluate`](bots::Searchable::evaluate) is 1, 0 or ½ once the game is over, else the
//!   share of the remaining fleet strength (points weighted by remaining hull and shields)
//!   squeezed into `(0, 1)`, plus a small term for which side has more guns on target.

use crate::heuristic;
use crate::rules::state::DeckCard;
use crate::rules::{Battle, Outcome, Seat, ShipId};
use door::Rng;

/// How many of the best-scored maneuvers a redrawn dial is picked from.
const DIAL_CHOICES: usize = 4;

impl bots::Searchable for Battle {
    fn determinize(&self, seat: Seat, rng: &mut Rng) -> Battle {
        let mut copy = self.clone();
        copy.events.clear();
        let hidden = copy.hide(seat);
        let mut dials = Vec::with_capacity(hidden.len());
        for ship in hidden {
            let maneuver = draw_dial(&mut copy, ship, rng);
            copy.ship_mut(ship).chosen = Some(maneuver);
            dials.push((ship, maneuver));
        }
        let deal_seed = rng.next_u64();
        copy.redeal(&mut Rng::new(deal_seed));
        copy.rng = Rng::new(rng.next_u64());
        if let Some(mut snapshot) = copy.checkpoint.take() {
            // The state a device placement may roll back to holds the same secrets: it gets the
            // same dials and the same deal where they still apply.
            for ship in snapshot.hide(seat) {
                let maneuver = match dials.iter().find(|(id, _)| *id == ship) {
                    Some(&(_, m)) => m,
                    None => draw_dial(&mut snapshot, ship, rng),
                };
                snapshot.ship_mut(ship).chosen = Some(maneuver);
            }
            snapshot.redeal(&mut Rng::new(deal_seed));
            snapshot.rng = Rng::new(rng.next_u64());
            copy.checkpoint = Some(snapshot);
        }
        copy
    }

    fn evaluate(&self, seat: Seat) -> f64 {
        match self.outcome {
            Some(Outcome::Winner(winner)) => {
                if winner == seat {
                    1.0
                } else {
                    0.0
                }
            }
            Some(Outcome::Draw) => 0.5,
            None => {
                let mine = self.strength(seat);
                let theirs = self.strength(seat.other());
                let share = if mine + theirs > 0.0 {
                    mine / (mine + theirs)
                } else {
                    0.5
                };
                // A small term for position: firepower with an enemy in arc at range.
                let fire = heuristic::firepower(self);
                let (own, other) = (fire[seat.index()], fire[seat.other().index()]);
                let position = if own + other > 0.0 {
                    (own - other) / (own + other)
                } else {
                    0.0
                };
                (0.02 + 0.96 * share + 0.02 * position).clamp(0.01, 0.99)
            }
        }
    }

    fn play(&mut self, index: usize) {
        let Some(mut pending) = self.pending.take() else {
            return;
        };
        let answer = pending.options.swap_remove(index);
        self.decisions += 1;
        self.resolve(pending.seat, pending.prompt, answer);
        self.run();
        self.events.clear();
    }
}

/// A legal maneuver for a ship whose dial is hidden, among the heuristic's best.
fn draw_dial(battle: &mut Battle, ship: ShipId, rng: &mut Rng) -> crate::data::Maneuver {
    let options = battle.dial_options(ship);
    if options.is_empty() {
        return crate::rules::flow::stress_maneuver();
    }
    let mut scored = heuristic::dial_scores(battle, ship, &options);
    scored.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    let top = scored.len().min(DIAL_CHOICES);
    options[scored[rng.below(top)].1]
}

impl Battle {
    /// Puts everything `seat` cannot see into a canonical form: the opponent's unrevealed
    /// dials are cleared (their ships are returned, to be redrawn), revealed ones show what
    /// was revealed, every facedown damage card and every damage deck is sorted. The
    /// generator is left alone (the caller reseeds it).
    fn hide(&mut self, seat: Seat) -> Vec<ShipId> {
        let mut hidden = Vec::new();
        for ship in &mut self.ships {
            if ship.owner == seat || ship.chosen.is_none() {
                continue;
            }
            match ship.memory.revealed {
                Some(revealed) => ship.chosen = Some(revealed),
                None => {
                    ship.chosen = None;
                    hidden.push(ship.id);
                }
            }
        }
        hidden
    }

    /// Gathers each deck's unseen cards (its draw pile and the facedown cards dealt from it),
    /// sorts them into a canonical order, shuffles them with `rng` and deals them back: first to
    /// the facedown places, in table order, then to the draw pile.
    fn redeal(&mut self, rng: &mut Rng) {
        for deck in 0..self.decks.len() {
            let mut pool: Vec<DeckCard> = std::mem::take(&mut self.decks[deck].cards);
            let mut places: Vec<(usize, usize, usize)> = Vec::new();
            for (s, ship) in self.ships.iter().enumerate() {
                for (c, card) in ship.cards.iter().enumerate() {
                    for (d, damage) in card.damage.iter().enumerate() {
                        if !damage.face_up && damage.deck.index() == deck {
                            places.push((s, c, d));
                            pool.push(DeckCard {
                                name: damage.name.clone(),
                                effect: damage.effect,
                            });
                        }
                    }
                }
            }
            pool.sort_by_cached_key(|card| (card.name.clone(), format!("{:?}", card.effect)));
            rng.shuffle(&mut pool);
            for (s, c, d) in places {
                let card = pool.pop().expect("a facedown card came from this pool");
                let damage = &mut self.ships[s].cards[c].damage[d];
                damage.name = card.name;
                damage.effect = card.effect;
            }
            self.decks[deck].cards = pool;
        }
    }

    /// A side's fleet strength: each ship's points (at least 1) times the share of its hull and
    /// shields left, with a floor so that a damaged ship still counts for something.
    pub fn strength(&self, seat: Seat) -> f64 {
        let edition = self.edition();
        self.ships
            .iter()
            .filter(|ship| ship.owner == seat && ship.in_play())
            .map(|ship| {
                let mut full = 0.0;
                let mut left = 0.0;
                for card in &ship.cards {
                    full += f64::from(card.hull) + f64::from(card.shields_max);
                    let hull = (f64::from(card.hull) - card.hull_damage(edition) as f64).max(0.0);
                    let hull = if card.crippled { 0.0 } else { hull };
                    left += hull + f64::from(card.shields);
                }
                let health = if full > 0.0 { left / full } else { 0.0 };
                f64::from(ship.points.max(1)) * (0.25 + 0.75 * health)
            })
            .sum()
    }
}
