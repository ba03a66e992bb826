//! The flow of a game: a stack of frames run until a player must decide.
//!
//! Each [`Frame`] is a small state machine. The engine pops the top frame and runs one step of
//! it; the step may push the frame back (advanced), push child frames that run first, or stop
//! and ask a question ([`Cx::ask`]). An answer is given to the frame that asked. Frames are
//! plain data, so a game can be saved and restored between any two decisions.
//!
//! * [`setup`] — starting locations, shuffling, starting hands;
//! * [`turn`] — turns, phases and the top-level action windows;
//! * [`actions`] — the rule actions of each phase (activate, drain, deploy, battle, move, draw);
//! * [`texts`] — what card texts allow now (interrupts, actions, reacts);
//! * [`respond`] — response windows ("just …" and "about to …" events);
//! * [`effects`] — the interpreter of card-script effect programs;
//! * [`force`] — destiny draws and Force loss;
//! * [`battle`] — Force drains and battles.

pub mod actions;
pub mod asteroids;
pub mod battle;
pub mod blown;
pub mod effects;
pub mod force;
pub mod respond;
pub mod setup;
pub mod texts;
pub mod turn;
pub mod why;

use crate::catalogue::{Catalogue, listen};
use crate::decision::{Answer, Prompt, Trigger};
use crate::event::{Event, What};
use crate::ids::{CardId, Pile, Place};
use crate::query::Q;
use crate::script::Rule;
use crate::state::{EndReason, Flags, Outcome, PendingDecision, Period, State};
use door::Pending;
use serde::{Deserialize, Serialize};
use swccg_cards::Side;

/// One piece of pending work.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Frame {
    Setup(setup::Setup),
    Turn(turn::TurnStep),
    Window(turn::ActionWindow),
    Respond(respond::RespondWindow),
    Effect(Box<effects::EffectRun>),
    Destiny(force::DestinyDraw),
    Loss(force::ForceLoss),
    Drain(battle::Drain),
    Battle(Box<battle::Battle>),
    React(texts::React),
    Hyperspace(actions::HyperspaceMove),
    PendingLoss(PendingLoss),
    Release(Release),
    Asteroids(asteroids::Asteroids),
}

/// A captive released at a site as its escort left the table (seed 003 §5 "Escort", seed
/// 004 "Escorting"): it stands at the site, back on its owner's side, and its owner chooses
/// whether it stays there or escapes to their Used Pile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Release {
    pub card: CardId,
    pub location: CardId,
}

impl Release {
    fn step(self, cx: &mut Cx) {
        if cx.st.place(self.card)
            != (Place::At {
                location: self.location,
            })
        {
            return;
        }
        let owner = cx.q().owner(self.card);
        let why = crate::decision::Why::Release(self.card, self.location);
        cx.push(Frame::Release(self));
        cx.ask(
            owner,
            Prompt::Confirm { why },
            vec![Answer::Yes, Answer::No],
        );
    }

    fn answer(self, cx: &mut Cx, answer: Answer) {
        let (card, location) = (self.card, self.location);
        if answer == Answer::Yes {
            cx.emit(What::Released { card, location });
        } else {
            cx.relocate(card, Place::Pile(Pile::Used));
            cx.emit(What::Escaped {
                card,
                pile: Pile::Used,
            });
        }
    }
}

/// A card about to be lost from table: the window on it (`Trigger::AboutToBeLost`) runs
/// first; the loss happens after it, unless a response took the card elsewhere (to hand,
/// another location). A forfeited card (`forfeit`: the side forfeiting) has reduced the
/// attrition and damage already.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingLoss {
    pub card: CardId,
    /// Where the card was as it was about to be lost.
    pub place: Place,
    pub from: Option<CardId>,
    pub forfeit: Option<Side>,
}

impl PendingLoss {
    pub fn step(self, cx: &mut Cx) {
        if cx.st.place(self.card) != self.place {
            return;
        }
        match self.forfeit {
            Some(side) => battle::forfeited(cx, side, self.card, self.from),
            None => cx.lose_now(self.card),
        }
    }
}

/// Mutable access to a game while it runs: catalogue, state and the events produced.
#[derive(Debug)]
pub struct Cx<'a> {
    pub cat: &'a Catalogue,
    pub st: &'a mut State,
    pub ev: &'a mut Vec<Event>,
    /// Set when the answer to the last question is known without asking (only one option).
    auto: Option<Answer>,
}

impl<'a> Cx<'a> {
    pub fn new(cat: &'a Catalogue, st: &'a mut State, ev: &'a mut Vec<Event>) -> Cx<'a> {
        Cx {
            cat,
            st,
            ev,
            auto: None,
        }
    }

    pub fn q(&self) -> Q<'_> {
        Q::new(self.cat, self.st)
    }

    pub fn emit(&mut self, what: What) {
        self.ev.push(Event::public(what));
    }

    pub fn emit_private(&mut self, to: Side, what: What) {
        self.ev.push(Event::private(to, what));
    }

    pub fn push(&mut self, frame: Frame) {
        self.st.stack.push(frame);
    }

    /// Asks `seat` to choose among `options`. The asking frame must push itself back before
    /// asking. With a single option the question is not put to the player: the answer is
    /// applied at once.
    pub fn ask(&mut self, seat: Side, prompt: Prompt, options: Vec<Answer>) {
        debug_assert!(!options.is_empty(), "a decision needs at least one option");
        if options.len() == 1 {
            self.auto = Some(options[0]);
            self.st.recycle_options(options);
            return;
        }
        let id = self.st.new_decision_id();
        self.st.pending = Some(PendingDecision {
            id,
            seat,
            prompt,
            options,
        });
    }

    // ----- card movement: the only place where a card changes place -----

    /// Moves a card to a new place, keeping piles consistent. Cards moving to a pile go on top.
    pub fn relocate(&mut self, card: CardId, to: Place) {
        // An insert card sits in the other player's Reserve Deck; it leaves it for its owner's
        // piles. A stolen card goes to its thief's piles (seed 001 "Stealing": used, lost
        // and activated as the thief's card).
        let stolen = self.st.card(card).stolen;
        let holder = if stolen {
            self.st.card(card).holder
        } else {
            self.st.card_mut(card).holder.take()
        };
        let owner = match holder {
            Some(thief) if stolen => thief,
            _ => self.cat.owner(card),
        };
        let mut left_reserve = None;
        if let Place::Pile(pile) = self.st.place(card) {
            let side = holder.unwrap_or(owner);
            let cards = self.st.player_mut(side).pile_mut(pile);
            if let Some(i) = cards.iter().rposition(|&c| c == card) {
                cards.remove(i);
            }
            if pile == Pile::Reserve {
                left_reserve = Some(side);
            }
        }
        if let Place::Location = self.st.place(card) {
            for row in &mut self.st.rows {
                row.sites.retain(|&s| s != card);
            }
            self.st.rows.retain(|row| !row.sites.is_empty());
            self.st.rows_changed();
        }
        if let Place::Pile(pile) = to {
            self.st.player_mut(owner).pile_mut(pile).push(card);
        }
        let was_on_table = matches!(
            self.st.place(card),
            Place::At { .. } | Place::On { .. } | Place::Table
        );
        let on_table = matches!(to, Place::At { .. } | Place::On { .. } | Place::Table);
        if !on_table {
            self.st.card_mut(card).target = None;
        }
        if was_on_table && !on_table {
            // Cards stacked on a card leaving the table go to their owner's Lost Pile; a
            // captive is released instead (seed 003 §5).
            let stacked: Vec<CardId> = self.q().stacked(card).collect();
            for s in stacked {
                if self.st.card(s).captive {
                    self.release(s, card);
                } else {
                    self.relocate(s, Place::Pile(Pile::Lost));
                }
            }
        }
        if was_on_table && !on_table {
            self.st.table.retain(|&c| c != card);
        } else if on_table && !was_on_table {
            self.st.table.push(card);
        }
        self.st.set_place(card, to);
        let state = self.st.card_mut(card);
        if !matches!(to, Place::Stacked { .. }) {
            state.captive = false;
        }
        if !to.on_table() {
            state.flags = Default::default();
            state.placed_as = 0;
        }
        if let Some(side) = left_reserve {
            self.check_reserve_top(side);
        }
    }

    /// Inserts an insert card face down into `side`'s Reserve Deck (its owner's opponent's),
    /// at a position drawn by the game's generator: the player inserting it sees none of the
    /// deck's cards, so any position is a blind one. The opponent learns only that a card was
    /// inserted.
    pub fn insert(&mut self, card: CardId, side: Side) {
        let depth = self.st.player(side).reserve.len();
        let index = self.st.rng.below(depth + 1);
        self.insert_at(card, side, index);
    }

    /// Inserts an insert card into `side`'s Reserve Deck at this index (0 is the bottom).
    pub fn insert_at(&mut self, card: CardId, side: Side, index: usize) {
        let owner = self.cat.owner(card);
        self.relocate(card, Place::Pile(Pile::Aside));
        let aside = self.st.player_mut(owner).pile_mut(Pile::Aside);
        if let Some(i) = aside.iter().rposition(|&c| c == card) {
            aside.remove(i);
        }
        let index = index.min(self.st.player(side).reserve.len());
        self.st.player_mut(side).reserve.insert(index, card);
        self.st.set_place(card, Place::Pile(Pile::Reserve));
        let state = self.st.card_mut(card);
        state.holder = Some(side);
        self.emit_private(
            owner,
            What::Inserted {
                player: owner,
                card: Some(card),
            },
        );
        self.emit_private(
            side,
            What::Inserted {
                player: owner,
                card: None,
            },
        );
        self.check_reserve_top(side);
    }

    /// An insert card that reached the top of a Reserve Deck is revealed at once and set
    /// aside; its text runs before the next frame (`State::inserts_due`). So no draw, Force
    /// activation or loss ever takes it as an ordinary card.
    fn check_reserve_top(&mut self, side: Side) {
        let Some(&top) = self.st.player(side).reserve.last() else {
            return;
        };
        if self.st.card(top).holder != Some(side) {
            return;
        }
        if self.st.card(top).stolen {
            // Seed 001 "Stealing": an opponent's card reaching the top of your Reserve Deck is
            // shown to both players; not being an insert card, it stays on top.
            self.emit(What::InsertRevealed { card: top });
            return;
        }
        self.relocate(top, Place::Pile(Pile::Aside));
        self.emit(What::InsertRevealed { card: top });
        self.st.inserts_due.push(top);
    }

    /// Moves the top card of one of `side`'s piles to the top of another.
    pub fn move_top(&mut self, side: Side, from: Pile, to: Pile) -> Option<CardId> {
        let card = *self.st.player(side).pile(from).last()?;
        self.relocate(card, Place::Pile(to));
        Some(card)
    }

    /// Draws the top card of one of `side`'s piles into hand: the drawer sees the card, the
    /// opponent only that a card was drawn. Returns the card, or `None` when the pile is empty.
    pub fn draw_into_hand(&mut self, side: Side, from: Pile) -> Option<CardId> {
        let card = self.move_top(side, from, Pile::Hand)?;
        self.emit_private(
            side,
            What::CardDrawn {
                player: side,
                card: Some(card),
            },
        );
        self.emit_private(
            side.opponent(),
            What::CardDrawn {
                player: side,
                card: None,
            },
        );
        Some(card)
    }

    /// Uses Force: Force Pile top to Used Pile top, one card at a time.
    pub fn use_force(&mut self, side: Side, amount: u8) {
        for _ in 0..amount {
            if self.move_top(side, Pile::Force, Pile::Used).is_none() {
                break;
            }
        }
        if amount > 0 {
            self.emit(What::ForceUsed {
                player: side,
                amount,
            });
        }
    }

    /// The captive of an escort leaving the table is released (seed 003 §5 "Escort", seed
    /// 004 "Escorting"): at a site, it stands there on its owner's side and its owner
    /// chooses whether it stays (`Release`); elsewhere (aboard) it escapes to its owner's
    /// Used Pile at once.
    fn release(&mut self, captive: CardId, escort: CardId) {
        match self.st.place(escort) {
            Place::At { location } if self.cat.bp(location).is_site() => {
                self.relocate(captive, Place::At { location });
                self.push(Frame::Release(Release {
                    card: captive,
                    location,
                }));
            }
            _ => {
                self.relocate(captive, Place::Pile(Pile::Used));
                self.emit(What::Escaped {
                    card: captive,
                    pile: Pile::Used,
                });
            }
        }
    }

    /// A card leaves the table for a pile; cards deployed on it go to their owners' same
    /// pile (they leave with it). An escort leaving releases its captive (`release`), but a
    /// captive whose escort is lost together with it — aboard a starship or vehicle lost, or
    /// at a starship's site — goes to its owner's Lost Pile (seed 004 "Escorting").
    pub fn leave_table(&mut self, card: CardId, pile: Pile) {
        self.leave_table_with(card, pile, false);
    }

    fn leave_table_with(&mut self, card: CardId, pile: Pile, together: bool) {
        if together && let Some(captive) = self.q().captive_of(card) {
            self.relocate(captive, Place::Pile(Pile::Lost));
            self.emit(What::Escaped {
                card: captive,
                pile: Pile::Lost,
            });
        }
        // An Undercover spy leaving the table takes its cover along: no cover is broken.
        self.st.card_mut(card).flags.clear(Flags::OPPONENT_SIDE);
        self.st.card_mut(card).absorbed = 0;
        self.jump_off(card, pile);
        let riders: Vec<CardId> = self.q().attached(card).collect();
        for rider in riders {
            self.leave_table_with(rider, pile, pile == Pile::Lost);
        }
        // A card that made its bearer Undercover leaves: the bearer's cover is broken.
        if self.cat.bp(card).makes_undercover
            && let Place::On { card: spy } = self.st.place(card)
            && self.q().undercover(spy)
        {
            let by = self.q().owner(card).opponent();
            self.st.card_mut(spy).flags.clear(Flags::OPPONENT_SIDE);
            self.emit(What::CoverBroken { card: spy });
            self.respond(Trigger::CoverBroken { card: spy, by }, by);
        }
        if pile == Pile::Lost && (self.q().is_starship(card) || self.q().is_vehicle(card)) {
            self.lose_starship_sites(card);
        }
        // 'Cave Rules': a Space Slug lost takes what is in its belly along (the site stays, a
        // cave again).
        if pile == Pile::Lost
            && let Some(belly) = self.q().belly_of_slug(card)
        {
            self.lose_cards_at(belly);
        }
        self.relocate(card, Place::Pile(pile));
    }

    /// A starship or vehicle lost takes its sites along, with every card at them (seed 001
    /// "Starship sites"; a vehicle site is aboard its vehicle the same way). They are lost
    /// with it, as cards aboard are: no window opens for each.
    fn lose_starship_sites(&mut self, ship: CardId) {
        let sites: Vec<CardId> = self.q().sites_of_craft(ship).collect();
        self.lose_locations(sites);
    }

    /// Locations leave the table for their owners' Lost Piles, each with every card at it
    /// and on it (a captive with its escort), one CardLost event per card.
    fn lose_locations(&mut self, locations: Vec<CardId>) {
        for site in locations {
            self.lose_cards_at(site);
            self.leave_table_with(site, Pile::Lost, true);
            self.emit(What::CardLost { card: site });
        }
    }

    /// Every card at a location (and on them) goes to its owner's Lost Pile, a captive with
    /// its escort, one CardLost event per card at it, no window opening for each.
    fn lose_cards_at(&mut self, site: CardId) {
        let at: Vec<CardId> = self
            .st
            .table
            .iter()
            .copied()
            .filter(|&c| matches!(self.st.place(c), Place::At { location } if location == site))
            .collect();
        for card in at {
            self.leave_table_with(card, Pile::Lost, true);
            self.emit(What::CardLost { card });
        }
    }

    /// A vehicle lost at a site with `characters aboard jump off if lost` (seed 001 "Skiff"):
    /// its characters disembark there first, keeping their part in a battle. Jumping off is
    /// never worse for their owner than being lost, so it is done without asking.
    fn jump_off(&mut self, vehicle: CardId, pile: Pile) {
        let q = self.q();
        if pile != Pile::Lost || !q.is_vehicle(vehicle) || !q.rule_possible(Rule::JumpOff) {
            return;
        }
        let Place::At { location } = q.place(vehicle) else {
            return;
        };
        if !q.bp(location).is_site() || !q.has_rule(vehicle, Rule::JumpOff) {
            return;
        }
        let riders: Vec<CardId> = q
            .attached(vehicle)
            .filter(|&c| q.bp(c).is_character())
            .collect();
        for rider in riders {
            self.relocate(rider, Place::At { location });
            self.st.card_mut(rider).placed_as = 0;
            self.emit(What::Moved {
                card: rider,
                from: vehicle,
                to: location,
            });
        }
    }

    /// `by` breaks the cover of an Undercover spy (core digest CR 6.6): it crosses back to
    /// its owner's side, and a card on it that made it Undercover is lost.
    pub fn break_cover(&mut self, spy: CardId, by: Side) {
        if !self.q().undercover(spy) {
            return;
        }
        self.st.card_mut(spy).flags.clear(Flags::OPPONENT_SIDE);
        self.emit(What::CoverBroken { card: spy });
        let makers: Vec<CardId> = self
            .q()
            .attached(spy)
            .filter(|&c| self.cat.bp(c).makes_undercover)
            .collect();
        for card in makers {
            self.lose(card);
        }
        self.respond(Trigger::CoverBroken { card: spy, by }, by);
    }

    /// Loses a card from table (to its owner's Lost Pile), then lets the players respond to
    /// it having been lost ("if opponent just lost a character"). The caller must have pushed
    /// its own frame back first, so the responses come before it goes on.
    pub fn lose(&mut self, card: CardId) {
        if self.about_to_be_lost(card, None) {
            return;
        }
        self.lose_now(card);
    }

    /// Opens the window on a card about to be lost from table, when some text could answer
    /// it now: the loss then waits for the window (`PendingLoss`, pushed below it). Returns
    /// whether it did; if not, the caller loses the card at once.
    pub fn about_to_be_lost(&mut self, card: CardId, forfeit: Option<Side>) -> bool {
        if !self.cat.listens(listen::ABOUT_TO_BE_LOST) || !self.st.place(card).on_table() {
            return false;
        }
        let from = self.st.location_of(card);
        let trigger = Trigger::AboutToBeLost { card, from };
        let answered = !texts::musts(self, &trigger).is_empty()
            || Side::BOTH
                .into_iter()
                .any(|s| !texts::responses(self, s, &trigger).is_empty());
        if !answered {
            return false;
        }
        let place = self.st.place(card);
        self.push(Frame::PendingLoss(PendingLoss {
            card,
            place,
            from,
            forfeit,
        }));
        let owner = self.q().owner(card);
        self.respond(trigger, owner);
        true
    }

    /// Loses a card from table at once (the window on its being about to be lost is over).
    pub fn lose_now(&mut self, card: CardId) {
        let from = self.st.location_of(card);
        if self.loss_pile(card) == Pile::Used {
            self.place_in_used_from_table(card);
            return;
        }
        self.leave_table(card, Pile::Lost);
        self.emit(What::CardLost { card });
        self.respond(
            Trigger::Lost {
                card,
                forfeited: false,
                from,
            },
            self.q().owner(card),
        );
    }

    /// Places a card on table in its owner's Used Pile, then lets the players respond to it
    /// ("your Admiral's Order just placed in Used Pile from table"). The caller must have
    /// pushed its own frame back first, so the responses come before it goes on.
    pub fn place_in_used_from_table(&mut self, card: CardId) {
        self.leave_table(card, Pile::Used);
        self.emit(What::CardMovedToPile {
            card,
            pile: Pile::Used,
        });
        self.respond(Trigger::PlacedInUsed { card }, self.q().owner(card));
    }

    /// The pile a card about to be lost from table goes to: its owner's Lost Pile, or the
    /// Used Pile when it is 'hit' and a text sends such cards there instead (Chewbacca).
    pub fn loss_pile(&self, card: CardId) -> Pile {
        let q = self.q();
        if q.st.flag(card, Flags::HIT)
            && q.rule_possible(Rule::HitToUsedPile)
            && q.has_rule(card, Rule::HitToUsedPile)
        {
            Pile::Used
        } else {
            Pile::Lost
        }
    }

    /// Opens a response window on an event, unless no card of the game answers such events.
    pub fn respond(&mut self, trigger: Trigger, first: Side) {
        if self.cat.listens(listen_bits(&trigger)) {
            self.push(Frame::Respond(respond::RespondWindow::new(trigger, first)));
        }
    }

    /// Lasting effects of a period end (and limits counted per that period reset).
    pub fn expire(&mut self, period: Period) {
        let turn = self.st.turn;
        let ends = |p: Period| match (p, period) {
            (Period::UntilTurn(t), Period::Turn) => t <= turn,
            (a, b) => a == b,
        };
        self.st.lastings.retain(|l| !ends(l.until));
        self.st.uses.retain(|u| !ends(u.period));
    }

    pub fn shuffle(&mut self, side: Side, pile: Pile) {
        let mut cards = std::mem::take(self.st.player_mut(side).pile_mut(pile));
        self.st.rng.shuffle(&mut cards);
        *self.st.player_mut(side).pile_mut(pile) = cards;
        self.emit(What::Shuffled { player: side, pile });
        if pile == Pile::Reserve {
            self.check_reserve_top(side);
        }
    }

    /// Seed 001 "Stealing": at the end of the game stolen cards go back to their owner, and
    /// those in the thief's Life Force count toward their owner's (they move to the owner's
    /// same pile).
    pub fn return_stolen(&mut self) {
        let cards: Vec<CardId> = self.cat.ids().collect();
        for card in cards {
            let state = self.st.card(card);
            let (Some(thief), true) = (state.holder, state.stolen) else {
                continue;
            };
            let owner = self.cat.owner(card);
            if let Place::Pile(pile) = state.place() {
                let from = self.st.player_mut(thief).pile_mut(pile);
                if let Some(at) = from.iter().position(|&c| c == card) {
                    from.remove(at);
                }
                self.st.player_mut(owner).pile_mut(pile).push(card);
            }
            let state = self.st.card_mut(card);
            state.holder = None;
            state.stolen = false;
        }
    }

    /// Ends the game if a player's Life Force is gone (CR 2.3). Dark Side is checked first.
    pub fn check_life_force(&mut self) {
        if self.st.outcome.is_some() {
            return;
        }
        for side in Side::BOTH {
            if self.st.player(side).life_force() == 0 {
                let winner = side.opponent();
                self.st.outcome = Some(Outcome {
                    winner,
                    reason: EndReason::LifeForceGone,
                });
                self.return_stolen();
                self.st.pending = None;
                self.emit(What::GameOver {
                    winner,
                    reason: EndReason::LifeForceGone,
                });
                return;
            }
        }
    }
}

impl Frame {
    /// Runs one step of this frame (already popped from the stack).
    fn step(self, cx: &mut Cx) {
        match self {
            Frame::Setup(f) => f.step(cx),
            Frame::Turn(f) => f.step(cx),
            Frame::Window(f) => f.step(cx),
            Frame::Respond(f) => f.step(cx),
            Frame::Effect(f) => f.step(cx),
            Frame::Destiny(f) => f.step(cx),
            Frame::Loss(f) => f.step(cx),
            Frame::Drain(f) => f.step(cx),
            Frame::Battle(f) => f.step(cx),
            Frame::React(f) => f.step(cx),
            Frame::Hyperspace(f) => f.step(cx),
            Frame::PendingLoss(f) => f.step(cx),
            Frame::Release(f) => f.step(cx),
            Frame::Asteroids(f) => f.step(cx),
        }
    }

    /// Gives an answer to this frame (already popped from the stack).
    fn answer(self, cx: &mut Cx, answer: Answer) {
        match self {
            Frame::Setup(f) => f.answer(cx, answer),
            Frame::Turn(_) => unreachable!("the turn frame never asks"),
            Frame::Window(f) => f.answer(cx, answer),
            Frame::Respond(f) => f.answer(cx, answer),
            Frame::Effect(f) => f.answer(cx, answer),
            Frame::Destiny(f) => f.answer(cx, answer),
            Frame::Loss(f) => f.answer(cx, answer),
            Frame::Drain(f) => f.answer(cx, answer),
            Frame::Battle(f) => f.answer(cx, answer),
            Frame::React(_) => unreachable!("a react asks nothing"),
            Frame::Hyperspace(_) => unreachable!("a hyperspace move asks nothing"),
            Frame::PendingLoss(_) => unreachable!("a pending loss asks nothing"),
            Frame::Release(f) => f.answer(cx, answer),
            Frame::Asteroids(_) => unreachable!("asteroid destinies ask nothing"),
        }
    }
}

/// Runs the game until a decision is needed or the game is over.
pub fn run(cx: &mut Cx) {
    loop {
        if cx.st.outcome.is_some() {
            cx.st.pending = None;
            return;
        }
        if let Some(answer) = cx.auto.take() {
            let frame = cx.st.stack.pop().expect("a frame asked");
            frame.answer(cx, answer);
            continue;
        }
        if cx.st.pending.is_some() {
            return;
        }
        if let Some(card) = cx.st.inserts_due.pop() {
            effects::reveal_insert(cx, card);
            continue;
        }
        let frame = cx.st.stack.pop().expect("the turn frame is never removed");
        frame.step(cx);
    }
}

/// Applies an answer already checked against the pending decision, then runs on.
pub fn apply(cx: &mut Cx, answer: Answer) {
    if let Some(done) = cx.st.pending.take() {
        cx.st.recycle_options(done.options);
    }
    let frame = cx.st.stack.pop().expect("a frame asked");
    frame.answer(cx, answer);
    run(cx);
}

/// The pending decision with its options, as published by the door.
pub fn pending(st: &State) -> Option<&Pending<Side, Prompt, Answer>> {
    st.pending.as_ref()
}

/// Lookups of the frames under way, for texts that change them ("cancel the Force drain",
/// "switch the battle destinies") and for queries about the current battle.
impl State {
    /// The battle frame under way, if any (for texts that change its destinies and damage).
    pub fn battle_mut(&mut self) -> Option<&mut battle::Battle> {
        self.stack.iter_mut().rev().find_map(|f| match f {
            Frame::Battle(b) => Some(&mut **b),
            _ => None,
        })
    }

    pub fn battle_location(&self) -> Option<CardId> {
        self.battle.as_ref().map(|b| b.location)
    }

    /// The Force drain under way, if any.
    pub fn drain(&self) -> Option<&battle::Drain> {
        self.stack.iter().rev().find_map(|f| match f {
            Frame::Drain(d) => Some(d),
            _ => None,
        })
    }

    pub fn drain_mut(&mut self) -> Option<&mut battle::Drain> {
        self.stack.iter_mut().rev().find_map(|f| match f {
            Frame::Drain(d) => Some(d),
            _ => None,
        })
    }

    /// The Force loss being resolved (the nearest on the stack).
    pub fn loss_mut(&mut self) -> Option<&mut force::ForceLoss> {
        self.stack.iter_mut().rev().find_map(|f| match f {
            Frame::Loss(l) => Some(l),
            _ => None,
        })
    }

    /// The destiny draw being answered (the nearest on the stack).
    pub fn destiny_mut(&mut self) -> Option<&mut force::DestinyDraw> {
        self.stack.iter_mut().rev().find_map(|f| match f {
            Frame::Destiny(d) => Some(d),
            _ => None,
        })
    }

    /// The react of a card under way.
    pub fn react_mut(&mut self, card: CardId) -> Option<&mut texts::React> {
        self.stack.iter_mut().rev().find_map(|f| match f {
            Frame::React(r) if r.card == card => Some(r),
            _ => None,
        })
    }

    /// The running effect of a card (an interrupt being played).
    pub fn effect_of_mut(&mut self, card: CardId) -> Option<&mut effects::EffectRun> {
        self.stack.iter_mut().rev().find_map(|f| match f {
            Frame::Effect(run) if run.source == card => Some(&mut **run),
            _ => None,
        })
    }
}

/// Automatic actions of card texts that watch the state ("Flip this card if …", "lost if
/// …"), run whenever a player is about to act. Returns whether anything happened (the caller
/// then steps again, as a card lost may open responses).
pub fn state_checks(cx: &mut Cx) -> bool {
    use crate::catalogue::TextKind;
    use crate::script::Ability;
    use crate::state::Flags;
    if cx.cat.texts(TextKind::StateCheck).is_empty() {
        return false;
    }
    // Checks that read only the table's layout, which has not changed since they last found
    // nothing due, find nothing again (`state::ChecksMemo`).
    let memo = cx.cat.checks_read_table() && cx.st.lastings.is_empty();
    if memo && cx.st.checks_memo_holds() {
        return false;
    }
    // (the text's card, its ability, the card it acts on, whether it flips or is lost): the
    // first due, every text being read (so that a trace records them all) without a list.
    let due: Option<(CardId, u8, CardId, bool)> = {
        let q = cx.q();
        q.texts(TextKind::StateCheck)
            .filter_map(|t| {
                let card = t.r.card;
                let at = q.anchor(t.you, card);
                match q.cat.ability(&t.r) {
                    Ability::FlipWhile(c) if q.holds(c, &at) => Some((card, t.r.num, card, true)),
                    Ability::LostWhile(c) if q.holds(c, &at) => Some((card, t.r.num, card, false)),
                    Ability::LoseWhile(s, c) if q.holds(c, &at) => q
                        .all_matching(s, &at)
                        .next()
                        .map(|lost| (card, t.r.num, lost, false)),
                    // A Utinni Effect whose target left the table is lost with it.
                    Ability::Target(_)
                        if q.st
                            .card(card)
                            .target
                            .is_some_and(|t| !q.place(t).on_table()) =>
                    {
                        Some((card, t.r.num, card, false))
                    }
                    _ => None,
                }
            })
            .fold(None, |first, d| first.or(Some(d)))
    };
    let Some((source, num, card, flip)) = due else {
        if memo {
            cx.st.remember_checks();
        }
        return false;
    };
    cx.st.forget_checks();
    cx.cat.ran(source, num);
    if flip {
        let flags = &mut cx.st.card_mut(card).flags;
        if flags.has(Flags::FLIPPED) {
            flags.clear(Flags::FLIPPED);
        } else {
            flags.set(Flags::FLIPPED);
        }
        cx.emit(What::Flipped { card });
    } else {
        cx.lose(card);
    }
    true
}

/// The `listen` bits of a trigger.
pub fn listen_bits(trigger: &Trigger) -> u32 {
    match trigger {
        Trigger::BattleInitiated { .. } => listen::BATTLE_INITIATED,
        Trigger::ForceDrainInitiated { .. } => listen::DRAIN_INITIATED,
        Trigger::Deployed { .. } => listen::DEPLOYED,
        Trigger::Played { .. } => listen::PLAYED,
        Trigger::Lost { .. } => listen::LOST,
        Trigger::AboutToLoseForce { .. } => listen::ABOUT_TO_LOSE_FORCE,
        Trigger::LostBattleForce { .. } => listen::LOST_BATTLE_FORCE,
        Trigger::LostDrainForce { .. } => listen::LOST_DRAIN_FORCE,
        Trigger::PhaseStarted { .. } => listen::PHASE_STARTED,
        Trigger::DestinyDrawn { .. } => listen::DESTINY,
        Trigger::BothDrewOneBattleDestiny => listen::BOTH_DREW_ONE,
        Trigger::BattleEnded { .. } => listen::BATTLE_ENDED,
        Trigger::Moved { .. } => listen::MOVED,
        Trigger::BattleResult { .. } => listen::BATTLE_RESULT,
        Trigger::TurnStarted { .. } => listen::TURN_STARTED,
        Trigger::Reacted { .. } => listen::REACTED,
        Trigger::AboutToHyperspace { .. } => listen::ABOUT_TO_HYPERSPACE,
        Trigger::AboutToBeLost { .. } => listen::ABOUT_TO_BE_LOST,
        Trigger::Hit { .. } => listen::HIT,
        Trigger::CoverBroken { .. } => listen::COVER_BROKEN,
        Trigger::Disarmed { .. } => listen::DISARMED,
        Trigger::Transported { .. } => listen::TRANSPORTED,
        Trigger::PlacedInUsed { .. } => listen::PLACED_IN_USED,
    }
}
