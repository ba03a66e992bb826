//! Agents that play any Holocron game through its public decision door ([`door::Game`]).
//!
//! A bot sees only what a player sees: the pending decision with its listed answers, and (for
//! smarter bots) the view of its own seat. It never reads the engine's hidden state: a search
//! bot plans in copies of the game where everything its seat cannot see has been redrawn
//! ([`Searchable::determinize`]).

use door::{Game, Rng};

pub mod arena;
mod search;
pub use search::{Budget, SearchBot, SearchStats};

/// Picks an answer to the pending decision of `game`.
pub trait Bot<G: Game> {
    /// Returns the index of the chosen option in `game.pending().options`.
    fn choose(&mut self, game: &G) -> usize;
}

/// A game a search bot can plan in: it can be copied, a copy can be made in which a seat's
/// hidden information is redrawn, and a position can be estimated.
pub trait Searchable: Game + Clone {
    /// A copy of this game in which everything `seat` cannot see (the opponent's hand or dial,
    /// the order of every face-down pile, the game's own random generator) is redrawn from
    /// `rng`, consistently with what `seat` sees.
    ///
    /// The copy must depend only on what `seat` sees (its view, and the pending options when
    /// `seat` decides) and on `rng`: two games that look the same to `seat` give the same copy
    /// for the same `rng`. That is what keeps a search bot from reading hidden cards.
    fn determinize(&self, seat: Self::Seat, rng: &mut Rng) -> Self;

    /// How good the position is for `seat`, in `[0, 1]`: 1 for a win, 0 for a loss, ½ for a
    /// draw; an estimate while the game is still running.
    fn evaluate(&self, seat: Self::Seat) -> f64;

    /// Applies the pending decision's option `index` (an index into `pending().options`).
    /// Engines may override it to skip building events nobody reads.
    fn play(&mut self, index: usize) {
        let Some(pending) = self.pending() else {
            return;
        };
        let id = pending.id;
        let answer = pending.options[index].clone();
        self.answer(id, &answer)
            .expect("a listed option is always accepted");
    }
}

/// Uniform over the legal answers: the baseline opponent and the engine's fuzzer.
#[derive(Clone, Debug)]
pub struct RandomBot {
    rng: Rng,
}

impl RandomBot {
    pub fn new(seed: u64) -> Self {
        RandomBot {
            rng: Rng::new(seed),
        }
    }
}

impl<G: Game> Bot<G> for RandomBot {
    fn choose(&mut self, game: &G) -> usize {
        let options = game.pending().map_or(0, |pending| pending.options.len());
        if options <= 1 {
            0
        } else {
            self.rng.below(options)
        }
    }
}
