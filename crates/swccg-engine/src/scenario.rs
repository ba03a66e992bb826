//! A scenario builder for tests: put these cards there, start at this phase, script the
//! answers, check the result.
//!
//! A [`Builder`] starts from two decks (every card in its owner's Reserve Deck, in deck order),
//! moves named cards where the test wants them, and starts the game at a chosen phase of a
//! chosen player's turn. The resulting [`Scenario`] is strict: [`Scenario::answer`] panics,
//! listing the options, when the answer is not one of them, so a decision the test did not
//! expect fails the test.

use crate::catalogue::{Blueprint, Catalogue};
use crate::decision::{Answer, Dest, Prompt};
use crate::event::{Event, What};
use crate::flow::{self, Cx, Frame, turn::ActionWindow, turn::TurnStep};
use crate::game::Game;
use crate::ids::{CardId, Phase, Pile, Place};
use crate::query::Q;
use crate::state::{Flags, Row, State};
use door::Game as _;
use std::sync::Arc;
use swccg_cards::{Card, Side};

/// One preparation step, applied in order when the scenario is built.
#[derive(Clone, Debug)]
enum Op {
    Site(Side, String),
    At(Side, String, String),
    AtNth(Side, String, String, usize),
    On(Side, String, String),
    /// Aboard a starship as a passenger.
    Passenger(Side, String, String),
    /// A starfighter or vehicle in a starship's cargo bay.
    Carried(Side, String, String),
    Table(Side, String),
    Pile(Side, String, Pile),
    Fill(Side, Pile, usize),
    ReserveTop(Side, Vec<String>),
    Flag(Side, String, u16),
    Stacked(Side, String, String),
    Inserted(Side, String, usize),
    /// A generic site to the planet of that name.
    Generic(Side, String, String),
    /// A card on table aims at a location (an objective's planet).
    Aim(Side, String, String),
    /// A mobile system on table is at a parsec, orbiting a planet on table or in deep space.
    Mobile(String, u8, Option<String>),
}

/// How the scenario starts.
#[derive(Clone, Copy, Debug)]
enum Start {
    /// In this phase of this player's turn.
    Phase(Side, Phase),
    /// At the very beginning of this player's turn (start-of-turn triggers run).
    TurnBegins(Side),
}

#[derive(Clone, Debug)]
pub struct Builder {
    dark: Vec<Card>,
    light: Vec<Card>,
    /// Cards from outside each deck (Defensive Shields), by `Side::index`.
    outside: [Vec<Card>; 2],
    seed: u64,
    ops: Vec<Op>,
    start: Start,
    /// Scripts that replace the book's for cards of these GEMP ids (to try the card language
    /// on a text no printed card has).
    scripts: Vec<(String, Arc<crate::script::Script>)>,
}

impl Builder {
    /// A scenario between two decks (one entry per copy).
    pub fn new(dark: Vec<Card>, light: Vec<Card>) -> Builder {
        Builder {
            dark,
            light,
            outside: [Vec::new(), Vec::new()],
            seed: 1,
            ops: Vec::new(),
            start: Start::Phase(Side::Dark, Phase::Deploy),
            scripts: Vec::new(),
        }
    }

    pub fn seed(mut self, seed: u64) -> Builder {
        self.seed = seed;
        self
    }

    /// Adds a card to a deck (for cards the decks do not hold).
    pub fn extra(mut self, side: Side, card: Card) -> Builder {
        match side {
            Side::Dark => self.dark.push(card),
            Side::Light => self.light.push(card),
        }
        self
    }

    /// Gives the cards of a GEMP id this script (a whole card entry, header first) instead of
    /// the book's: the card language read on a text no printed card has. Panics when the text
    /// does not parse, naming the error.
    pub fn script(mut self, text: &str) -> Builder {
        let entries = crate::script::parse::parse_file("scenario", text)
            .unwrap_or_else(|e| panic!("the scenario's script: {e}"));
        for entry in entries {
            let script = Arc::new(entry.script);
            for (id, _) in entry.cards {
                self.scripts.push((id, script.clone()));
            }
        }
        self
    }

    /// Adds a card to what a player brings from outside the deck.
    pub fn outside(mut self, side: Side, card: Card) -> Builder {
        self.outside[side.index()].push(card);
        self
    }

    /// Stacks one of `side`'s cards (from the Reserve Deck, or from outside the deck) on
    /// `side`'s card with the given title already on table.
    pub fn stacked(mut self, side: Side, title: &str, on: &str) -> Builder {
        self.ops.push(Op::Stacked(side, title.into(), on.into()));
        self
    }

    /// Puts `side`'s copy of a location on table (at the end of its row).
    pub fn site(mut self, side: Side, title: &str) -> Builder {
        self.ops.push(Op::Site(side, title.into()));
        self
    }

    /// Puts one of `side`'s generic sites (◇) on table at the end of `planet`'s row; a
    /// location of that planet must be on table already.
    pub fn generic_site(mut self, side: Side, title: &str, planet: &str) -> Builder {
        self.ops
            .push(Op::Generic(side, title.into(), planet.into()));
        self
    }

    /// Makes one of `side`'s cards on table aim at a location on table (an objective's
    /// Renegade or Subjugated planet, chosen as it deployed).
    pub fn aim(mut self, side: Side, title: &str, location: &str) -> Builder {
        self.ops.push(Op::Aim(side, title.into(), location.into()));
        self
    }

    /// Puts a mobile system already on table at a parsec, orbiting the planet system of that
    /// title (on table) or in deep space (seed 004 "Death Star").
    pub fn mobile_at(mut self, system: &str, parsec: u8, orbit: Option<&str>) -> Builder {
        self.ops
            .push(Op::Mobile(system.into(), parsec, orbit.map(String::from)));
        self
    }

    /// Puts one of `side`'s cards at a location already on table.
    pub fn at(mut self, side: Side, title: &str, site: &str) -> Builder {
        self.ops.push(Op::At(side, title.into(), site.into()));
        self
    }

    /// Puts one of `side`'s cards at the `n`-th location (from 0, in row order) of a title on
    /// table several times (◇◇◇ Clouds, Asteroid Field).
    pub fn at_nth(mut self, side: Side, title: &str, site: &str, n: usize) -> Builder {
        self.ops.push(Op::AtNth(side, title.into(), site.into(), n));
        self
    }

    /// Deploys one of `side`'s cards on `side`'s card with the given title already on table
    /// (the first one found).
    pub fn on(mut self, side: Side, title: &str, bearer: &str) -> Builder {
        self.ops.push(Op::On(side, title.into(), bearer.into()));
        self
    }

    /// Puts one of `side`'s characters aboard `side`'s starship with the given title already
    /// on table, as a passenger (`on` puts a character aboard as its pilot).
    pub fn passenger(mut self, side: Side, title: &str, ship: &str) -> Builder {
        self.ops
            .push(Op::Passenger(side, title.into(), ship.into()));
        self
    }

    /// Seats one of `side`'s starfighters or vehicles in the cargo bay of `side`'s starship
    /// with the given title at a location: the first copy already at a location (with whoever
    /// was put aboard it), else one from the Reserve Deck.
    pub fn carried(mut self, side: Side, title: &str, ship: &str) -> Builder {
        self.ops.push(Op::Carried(side, title.into(), ship.into()));
        self
    }

    /// Puts one of `side`'s cards on table, not at a location.
    pub fn on_table(mut self, side: Side, title: &str) -> Builder {
        self.ops.push(Op::Table(side, title.into()));
        self
    }

    /// Moves one of `side`'s cards from the Reserve Deck to a pile.
    pub fn to_pile(mut self, side: Side, title: &str, pile: Pile) -> Builder {
        self.ops.push(Op::Pile(side, title.into(), pile));
        self
    }

    /// Puts one of `side`'s cards in hand.
    pub fn hand(self, side: Side, title: &str) -> Builder {
        self.to_pile(side, title, Pile::Hand)
    }

    /// Moves `n` cards from the bottom of `side`'s Reserve Deck to the top of a pile.
    pub fn fill(mut self, side: Side, pile: Pile, n: usize) -> Builder {
        self.ops.push(Op::Fill(side, pile, n));
        self
    }

    /// Puts these cards on top of `side`'s Reserve Deck, the first listed on top (the next
    /// destiny draws).
    pub fn reserve_top(mut self, side: Side, titles: &[&str]) -> Builder {
        self.ops.push(Op::ReserveTop(
            side,
            titles.iter().map(|t| t.to_string()).collect(),
        ));
        self
    }

    /// Inserts one of `side`'s cards face down into the opponent's Reserve Deck, `depth` cards
    /// below its top (0: the top, so it is revealed as the game starts).
    pub fn inserted(mut self, side: Side, title: &str, depth: usize) -> Builder {
        self.ops.push(Op::Inserted(side, title.into(), depth));
        self
    }

    /// Sets a marker on the first of `side`'s cards on table with this title.
    pub fn flag(mut self, side: Side, title: &str, flag: u16) -> Builder {
        self.ops.push(Op::Flag(side, title.into(), flag));
        self
    }

    /// Starts in this phase of this player's turn.
    pub fn phase(mut self, side: Side, phase: Phase) -> Builder {
        self.start = Start::Phase(side, phase);
        self
    }

    /// Starts at the beginning of this player's turn.
    pub fn turn_begins(mut self, side: Side) -> Builder {
        self.start = Start::TurnBegins(side);
        self
    }

    pub fn build(self) -> Scenario {
        let dark: Vec<&Card> = self.dark.iter().collect();
        let light: Vec<&Card> = self.light.iter().collect();
        let dark_out: Vec<&Card> = self.outside[0].iter().collect();
        let light_out: Vec<&Card> = self.outside[1].iter().collect();
        let scripts = &self.scripts;
        let catalogue = Arc::new(Catalogue::with_blueprints(
            &dark,
            &light,
            &dark_out,
            &light_out,
            |card| match scripts.iter().find(|(id, _)| *id == card.gemp_id) {
                Some((_, script)) => Blueprint::from_card_with(card, Some(script.clone())),
                None => Blueprint::from_card(card),
            },
        ));
        let mut st = State::new(&catalogue, self.seed);
        st.turn = 1;
        let mut events = Vec::new();
        {
            let mut cx = Cx::new(&catalogue, &mut st, &mut events);
            for op in &self.ops {
                apply(&mut cx, op);
            }
        }
        events.clear();
        match self.start {
            Start::Phase(side, phase) => {
                st.active = side;
                st.phase = phase;
                let generation = Q::new(&catalogue, &st).generation(side).clamp(0, 255) as u8;
                st.player_mut(side).generation = generation;
                let next = match phase {
                    Phase::Draw => TurnStep::End,
                    Phase::EndOfTurn => TurnStep::Close,
                    Phase::Setup | Phase::StartOfTurn => TurnStep::Phase(Phase::Activate),
                    _ => TurnStep::Phase(phase.next()),
                };
                st.stack.push(Frame::Turn(next));
                st.stack.push(Frame::Window(ActionWindow::new(phase, side)));
            }
            Start::TurnBegins(side) => {
                st.turn = 0;
                st.active = side.opponent();
                st.stack.push(Frame::Turn(TurnStep::Begin));
            }
        }
        {
            let mut cx = Cx::new(&catalogue, &mut st, &mut events);
            flow::run(&mut cx);
        }
        Scenario {
            game: Game::from_state(catalogue, st),
            events,
        }
    }
}

/// Finds `side`'s first card with a title in a place accepted by `wanted`.
fn find(cx: &Cx, side: Side, title: &str, wanted: impl Fn(Place) -> bool) -> CardId {
    cx.cat
        .cards_of(side)
        .find(|&c| cx.cat.bp(c).title == title && wanted(cx.st.place(c)))
        .unwrap_or_else(|| panic!("scenario: no {side} card titled {title:?} where needed"))
}

/// Cards a scenario takes to put somewhere: from the Reserve Deck, or from outside the deck.
fn in_reserve(place: Place) -> bool {
    matches!(place, Place::Pile(Pile::Reserve | Pile::Outside))
}

fn apply(cx: &mut Cx, op: &Op) {
    match op {
        Op::Site(side, title) => {
            let card = find(cx, *side, title, in_reserve);
            put_location(cx, card, None);
        }
        Op::Generic(side, title, planet) => {
            let planet = cx
                .st
                .locations()
                .find(|&l| cx.q().planet(l) == Some(planet.as_str()))
                .unwrap_or_else(|| panic!("scenario: no location of {planet:?} is on table"));
            let card = find(cx, *side, title, in_reserve);
            put_location(cx, card, Some(planet));
        }
        Op::At(side, title, site) => {
            let location = cx
                .st
                .locations()
                .find(|&l| cx.cat.bp(l).title == *site)
                .unwrap_or_else(|| panic!("scenario: {site:?} is not on table"));
            let card = find(cx, *side, title, in_reserve);
            cx.relocate(card, Place::At { location });
            if crate::flow::actions::deploys_on_opponents_side(&cx.q(), card) {
                cx.st.card_mut(card).flags.set(Flags::OPPONENT_SIDE);
            }
        }
        Op::AtNth(side, title, site, n) => {
            let location = cx
                .st
                .locations()
                .filter(|&l| cx.cat.bp(l).title == *site)
                .nth(*n)
                .unwrap_or_else(|| panic!("scenario: no {n}th {site:?} on table"));
            let card = find(cx, *side, title, in_reserve);
            cx.relocate(card, Place::At { location });
        }
        Op::On(side, title, bearer) => {
            let bearer = find(cx, *side, bearer, |p| matches!(p, Place::At { .. }));
            let card = find(cx, *side, title, in_reserve);
            cx.relocate(card, Place::On { card: bearer });
        }
        Op::Passenger(side, title, ship) => {
            let ship = find(cx, *side, ship, |p| matches!(p, Place::At { .. }));
            let card = find(cx, *side, title, in_reserve);
            cx.relocate(card, Place::On { card: ship });
            cx.st.card_mut(card).placed_as = 1;
        }
        Op::Carried(side, title, ship) => {
            let ship = find(cx, *side, ship, |p| matches!(p, Place::At { .. }));
            let at = |p| matches!(p, Place::At { .. });
            let placed = cx
                .cat
                .cards_of(*side)
                .any(|c| cx.cat.bp(c).title == *title && c != ship && at(cx.st.place(c)));
            let card = if placed {
                find(cx, *side, title, at)
            } else {
                find(cx, *side, title, in_reserve)
            };
            cx.relocate(card, Place::On { card: ship });
            cx.st.card_mut(card).placed_as = 0;
        }
        Op::Table(side, title) => {
            let card = find(cx, *side, title, in_reserve);
            cx.relocate(card, Place::Table);
        }
        Op::Pile(side, title, pile) => {
            let card = find(cx, *side, title, in_reserve);
            cx.relocate(card, Place::Pile(*pile));
        }
        Op::Fill(side, pile, n) => {
            for _ in 0..*n {
                let Some(&card) = cx.st.player(*side).reserve.first() else {
                    break;
                };
                cx.relocate(card, Place::Pile(*pile));
            }
        }
        Op::ReserveTop(side, titles) => {
            // Set the chosen cards aside first (so a title listed twice takes two copies), then
            // put them back on top, the first listed last (the top is the last element).
            let mut chosen = Vec::new();
            for title in titles {
                let card = find(cx, *side, title, in_reserve);
                cx.relocate(card, Place::Pile(Pile::Aside));
                chosen.push(card);
            }
            for &card in chosen.iter().rev() {
                cx.relocate(card, Place::Pile(Pile::Reserve));
            }
        }
        Op::Stacked(side, title, on) => {
            let host = find(cx, *side, on, |p| p.on_table());
            let card = find(cx, *side, title, |p| {
                matches!(p, Place::Pile(Pile::Reserve | Pile::Outside))
            });
            cx.relocate(card, Place::Stacked { on: host });
        }
        Op::Inserted(side, title, depth) => {
            let card = find(cx, *side, title, in_reserve);
            let into = side.opponent();
            let len = cx.st.player(into).reserve.len();
            cx.insert_at(card, into, len.saturating_sub(*depth));
        }
        Op::Aim(side, title, location) => {
            let target = cx
                .st
                .locations()
                .find(|&l| cx.cat.bp(l).title == *location)
                .unwrap_or_else(|| panic!("scenario: {location:?} is not on table"));
            let card = find(cx, *side, title, |p| p.on_table());
            cx.st.card_mut(card).target = Some(target);
        }
        Op::Flag(side, title, flag) => {
            let card = find(cx, *side, title, |p| p.on_table());
            cx.st.card_mut(card).flags.set(*flag);
        }
        Op::Mobile(system, parsec, orbit) => {
            let location = |title: &str| {
                cx.st
                    .locations()
                    .find(|&l| cx.cat.bp(l).title == title)
                    .unwrap_or_else(|| panic!("scenario: {title:?} is not on table"))
            };
            let system = location(system);
            let orbit = orbit.as_deref().map(location);
            let p = cx
                .st
                .mobile
                .iter_mut()
                .find(|p| p.system == system)
                .expect("scenario: a mobile system");
            p.parsec = *parsec;
            p.orbit = orbit;
        }
    }
}

/// Puts a location on table as last of its row (a system: in parsec order), without events.
fn put_location(cx: &mut Cx, card: CardId, planet: Option<CardId>) {
    let q = cx.q();
    let (systems, region) = crate::flow::turn::row_key(&q, card, planet).unwrap_or_default();
    let index = crate::flow::turn::row_positions(&q, card, planet)
        .last()
        .map_or(0, |&(i, _)| usize::from(i));
    crate::flow::turn::arrive_mobile(cx, card);
    cx.relocate(card, Place::Location);
    match cx
        .st
        .rows
        .iter_mut()
        .find(|r| r.systems == systems && r.region == region)
    {
        Some(row) => row.sites.insert(index.min(row.sites.len()), card),
        None => cx.st.rows.push(Row {
            region,
            sites: vec![card],
            systems,
        }),
    }
    cx.st.rows_changed();
}

/// A running scenario.
#[derive(Debug)]
pub struct Scenario {
    pub game: Game,
    /// Every event since the scenario started.
    pub events: Vec<Event>,
}

impl Scenario {
    pub fn q(&self) -> Q<'_> {
        Q::new(self.game.catalogue(), self.game.state())
    }

    pub fn state(&self) -> &State {
        self.game.state()
    }

    /// The options of the pending decision (empty when the game is over).
    pub fn options(&self) -> Vec<Answer> {
        self.game
            .pending()
            .map(|p| p.options.clone())
            .unwrap_or_default()
    }

    pub fn prompt(&self) -> Option<Prompt> {
        self.game.pending().map(|p| p.prompt)
    }

    /// Who must decide now.
    pub fn seat(&self) -> Option<Side> {
        self.game.pending().map(|p| p.seat)
    }

    pub fn has_option(&self, answer: Answer) -> bool {
        self.options().contains(&answer)
    }

    /// Gives an answer to the pending decision; panics (listing the options) when it is not
    /// one of them.
    pub fn answer(&mut self, answer: Answer) -> &mut Scenario {
        let pending = self.game.pending().cloned().unwrap_or_else(|| {
            panic!(
                "scenario: {answer:?} given but the game is over: {:?}",
                self.game.outcome()
            )
        });
        if !pending.options.contains(&answer) {
            panic!(
                "scenario: {answer:?} is not an option of {:?} asked of {}; options: {:?}",
                pending.prompt, pending.seat, pending.options
            );
        }
        let events = self
            .game
            .answer(pending.id, &answer)
            .expect("a listed answer is accepted");
        self.events.extend(events);
        self
    }

    /// Answers with the first option that satisfies `pick`.
    pub fn answer_with(&mut self, pick: impl Fn(&Answer) -> bool) -> &mut Scenario {
        let options = self.options();
        let answer = *options.iter().find(|a| pick(a)).unwrap_or_else(|| {
            panic!(
                "scenario: no option fits; prompt {:?}, options {options:?}",
                self.prompt()
            )
        });
        self.answer(answer)
    }

    /// Applies one mutation directly, without running the game on: for rule tests of a
    /// mutation that no card of the test's decks makes happen at that moment (a card leaving
    /// the table for a given pile, the end of the game).
    pub fn mutate(&mut self, f: impl FnOnce(&mut Cx)) -> &mut Scenario {
        let catalogue = self.game.catalogue().clone();
        let mut st = self.game.state().clone();
        let mut events = Vec::new();
        {
            let mut cx = Cx::new(&catalogue, &mut st, &mut events);
            f(&mut cx);
        }
        self.events.extend(events);
        self.game = Game::from_state(catalogue, st);
        self
    }

    pub fn pass(&mut self) -> &mut Scenario {
        self.answer(Answer::Pass)
    }

    /// `side`'s first card with this title, preferring one on table.
    pub fn card(&self, side: Side, title: &str) -> CardId {
        self.cards(side, title)
            .first()
            .copied()
            .unwrap_or_else(|| panic!("scenario: {side} has no card titled {title:?}"))
    }

    /// All of `side`'s cards with this title, those on table first.
    pub fn cards(&self, side: Side, title: &str) -> Vec<CardId> {
        let cat = self.game.catalogue();
        let st = self.game.state();
        let mut cards: Vec<CardId> = cat
            .cards_of(side)
            .filter(|&c| cat.bp(c).title == title)
            .collect();
        cards.sort_by_key(|&c| !st.place(c).on_table());
        cards
    }

    /// A card of `side` with this title in its owner's hand (a second copy of a card already
    /// on table).
    pub fn card_in_hand(&self, side: Side, title: &str) -> CardId {
        let st = self.game.state();
        self.cards(side, title)
            .into_iter()
            .find(|&c| st.place(c) == Place::Pile(Pile::Hand))
            .unwrap_or_else(|| panic!("scenario: no {side:?} card titled {title:?} in hand"))
    }

    /// The location on table with this title.
    pub fn site(&self, title: &str) -> CardId {
        let cat = self.game.catalogue();
        self.game
            .state()
            .locations()
            .find(|&l| cat.bp(l).title == title)
            .unwrap_or_else(|| panic!("scenario: {title:?} is not on table"))
    }

    pub fn place(&self, card: CardId) -> Place {
        self.game.state().place(card)
    }

    /// The events so far, one per line, with card titles (for failure messages).
    pub fn log(&self) -> String {
        let game = &self.game;
        let mut out = String::new();
        for event in &self.events {
            let mut line = format!("{:?}", event.what);
            for card in game.catalogue().ids() {
                let needle = format!("CardId({})", card.0);
                // Replace whole ids only (CardId(1) must not match CardId(12)).
                line = line.replace(
                    &format!("{needle})"),
                    &format!("{}#{})", game.title(card), card.0),
                );
                line = line.replace(
                    &format!("{needle},"),
                    &format!("{}#{},", game.title(card), card.0),
                );
                line = line.replace(
                    &format!("{needle} "),
                    &format!("{}#{} ", game.title(card), card.0),
                );
            }
            out.push_str(&line);
            out.push('\n');
        }
        out
    }

    /// Whether an event matching `pred` happened.
    /// Everything that happened since the scenario was built, in order.
    pub fn seen(&self) -> impl Iterator<Item = &What> {
        self.events.iter().map(|e| &e.what)
    }

    pub fn saw(&self, pred: impl Fn(&What) -> bool) -> bool {
        self.events.iter().any(|e| pred(&e.what))
    }

    /// Cards `side` would deploy now with the options offered.
    pub fn deploy_options_for(&self, card: CardId) -> Vec<Dest> {
        self.options()
            .into_iter()
            .filter_map(|a| match a {
                Answer::Deploy { card: c, to } if c == card => Some(to),
                _ => None,
            })
            .collect()
    }

    /// Where `card` is offered to move now (`Answer::Move` answers), in the options' order.
    pub fn move_options_for(&self, card: CardId) -> Vec<CardId> {
        self.options()
            .into_iter()
            .filter_map(|a| match a {
                Answer::Move { card: c, to } if c == card => Some(to),
                _ => None,
            })
            .collect()
    }

    pub fn life_force(&self, side: Side) -> usize {
        self.game.state().player(side).life_force()
    }

    pub fn pile(&self, side: Side, pile: Pile) -> &[CardId] {
        self.game.state().player(side).pile(pile)
    }
}
