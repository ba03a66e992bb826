//! A game: its catalogue and its state, behind the decision door.

use crate::catalogue::Catalogue;
use crate::decision::{Answer, Dest, Prompt};
use crate::event::Event;
use crate::flow::why::WhyNot;
use crate::flow::{self, Cx, Frame, setup::Setup};
use crate::ids::CardId;
use crate::state::{Outcome, State};
use crate::view::View;
use door::{DecisionId, Pending, Rejected};
use std::sync::Arc;
use swccg_cards::{Card, Side};

/// Changes whenever a rules change could make an old replay play differently.
pub const RULES_VERSION: &str = "swccg-11";

/// Why a game could not be created.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum GameError {
    #[error("the {expected} deck holds {title} ({gemp_id}), a {found} card")]
    WrongSide {
        expected: Side,
        found: Side,
        title: String,
        gemp_id: String,
    },
    #[error("a game holds at most {max} cards, these decks hold {count}")]
    TooManyCards { max: usize, count: usize },
}

/// One game of the Star Wars CCG.
#[derive(Clone, Debug)]
pub struct Game {
    catalogue: Arc<Catalogue>,
    state: State,
}

impl Game {
    /// A new game between two decks (one entry per copy), seeded. Runs until the first
    /// decision (the Dark Side player's starting location).
    pub fn new(dark: &[&Card], light: &[&Card], seed: u64) -> Result<Game, GameError> {
        Game::with_outside(dark, light, &[], &[], seed)
    }

    /// A new game between two decks and the cards each player brings from outside the deck
    /// (Defensive Shields), seeded.
    pub fn with_outside(
        dark: &[&Card],
        light: &[&Card],
        dark_outside: &[&Card],
        light_outside: &[&Card],
        seed: u64,
    ) -> Result<Game, GameError> {
        for (side, deck) in [
            (Side::Dark, dark),
            (Side::Light, light),
            (Side::Dark, dark_outside),
            (Side::Light, light_outside),
        ] {
            if let Some(card) = deck.iter().find(|c| c.side != side) {
                return Err(GameError::WrongSide {
                    expected: side,
                    found: card.side,
                    title: card.title().to_string(),
                    gemp_id: card.gemp_id.clone(),
                });
            }
        }
        let count = dark.len() + light.len() + dark_outside.len() + light_outside.len();
        if count >= usize::from(u16::MAX) {
            return Err(GameError::TooManyCards {
                max: usize::from(u16::MAX) - 1,
                count,
            });
        }
        Ok(Game::from_catalogue(
            Arc::new(Catalogue::with_outside(
                dark,
                light,
                dark_outside,
                light_outside,
            )),
            seed,
        ))
    }

    /// A new game with a catalogue already built (simulations reuse one catalogue for many
    /// games).
    pub fn from_catalogue(catalogue: Arc<Catalogue>, seed: u64) -> Game {
        let mut state = State::new(&catalogue, seed);
        state.stack.push(Frame::Setup(Setup::new()));
        let mut game = Game { catalogue, state };
        let mut events = Vec::new();
        game.run(&mut events);
        game
    }

    /// A game from a saved state of the same catalogue.
    pub fn from_state(catalogue: Arc<Catalogue>, state: State) -> Game {
        Game { catalogue, state }
    }

    fn run(&mut self, events: &mut Vec<Event>) {
        let mut cx = Cx::new(&self.catalogue, &mut self.state, events);
        flow::run(&mut cx);
    }

    pub fn state(&self) -> &State {
        &self.state
    }

    pub fn catalogue(&self) -> &Arc<Catalogue> {
        &self.catalogue
    }

    pub fn outcome(&self) -> Option<&Outcome> {
        self.state.outcome.as_ref()
    }

    pub fn turn(&self) -> u16 {
        self.state.turn
    }

    /// Like [`door::Game::answer`], writing events into a buffer the caller reuses.
    pub fn answer_into(
        &mut self,
        id: DecisionId,
        answer: &Answer,
        events: &mut Vec<Event>,
    ) -> Result<(), Rejected> {
        door::check_answer(self.state.pending.as_ref(), id, answer)?;
        let mut cx = Cx::new(&self.catalogue, &mut self.state, events);
        flow::apply(&mut cx, *answer);
        Ok(())
    }

    /// The title of a card, for logs and tests.
    pub fn title(&self, card: CardId) -> &str {
        &self.catalogue.bp(card).title
    }

    /// Which rule forbids `side` to deploy `card` from hand to `to` now (`None`: it may).
    /// Computed only when asked; the option lists never build reasons.
    pub fn why_not(&self, side: Side, card: CardId, to: Dest) -> Option<WhyNot> {
        let q = crate::query::Q::new(&self.catalogue, &self.state);
        flow::why::why_not(&q, side, card, to)
    }

    /// Which rule forbids `side` to make a regular move of `card` to `to` now (`None`: it
    /// may).
    pub fn why_not_move(&self, side: Side, card: CardId, to: CardId) -> Option<WhyNot> {
        let q = crate::query::Q::new(&self.catalogue, &self.state);
        flow::why::why_not_move(&q, side, card, to)
    }

    /// Which rule forbids `side` to replace starfighters at `location` with the squadron
    /// `card` from hand now (`None`: some replacement there is among the options).
    pub fn why_not_replace(&self, side: Side, card: CardId, location: CardId) -> Option<WhyNot> {
        let q = crate::query::Q::new(&self.catalogue, &self.state);
        flow::why::why_not_replace(&q, side, card, location)
    }

    /// Which rule forbids `side` to initiate a battle at `location` now (`None`: it may).
    pub fn why_not_battle(&self, side: Side, location: CardId) -> Option<WhyNot> {
        let q = crate::query::Q::new(&self.catalogue, &self.state);
        flow::why::why_not_battle(&q, side, location)
    }
}

impl door::Game for Game {
    type Seat = Side;
    type Prompt = Prompt;
    type Answer = Answer;
    type Event = Event;
    type View = View;

    fn pending(&self) -> Option<&Pending<Side, Prompt, Answer>> {
        self.state.pending.as_ref()
    }

    fn answer(&mut self, id: DecisionId, answer: &Answer) -> Result<Vec<Event>, Rejected> {
        let mut events = Vec::new();
        self.answer_into(id, answer, &mut events)?;
        Ok(events)
    }

    fn view(&self, seat: Side) -> View {
        View::of(&self.catalogue, &self.state, seat)
    }
}
