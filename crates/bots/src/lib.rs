//! Agents that play any Holocron game through its public decision door ([`door::Game`]).
//!
//! A bot sees only what a player sees: the pending decision with its listed answers, and (for
//! smarter bots) the view of its own seat. It never reads the engine's hidden state.

use door::{Game, Rng};

/// Picks an answer to the pending decision of `game`.
pub trait Bot<G: Game> {
    /// Returns the index of the chosen option in `game.pending().options`.
    fn choose(&mut self, game: &G) -> usize;
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
