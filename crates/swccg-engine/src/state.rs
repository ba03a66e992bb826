//! The whole game state: plain data, `Clone + Eq + Serialize`.
//!
//! Cards live in [`State::cards`], indexed by [`CardId`]; each knows its [`Place`]. Piles are
//! ordered vectors whose last element is the top card; the table is a list of location rows.
//! The flow of the game (what happens next) is the stack of [`Frame`]s, and the decision the
//! game waits for is [`State::pending`]. Nothing here refers to the catalogue except by id.

use crate::decision::{Answer, Prompt};
use crate::flow::Frame;
use crate::ids::{CardId, Phase, Pile, Place};
use crate::script::Sym;
use door::{DecisionId, Pending, Rng};
use serde::{Deserialize, Serialize};
use swccg_cards::Side;

/// Per-card state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardState {
    /// Where the card is: changed only by `State::set_place`, which tells the state-check
    /// memo when the table changed.
    place: Place,
    pub flags: Flags,
    /// The turn the card arrived on table (for "your next turn" texts).
    pub deployed_turn: u16,
    /// For cards deployed with a choice of placements: which entry was used.
    pub placed_as: u8,
    /// The card a Utinni Effect (or any card with a "target" clause) aims at, chosen when it
    /// deployed; cleared when the card leaves the table.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target: Option<CardId>,
    /// The player who holds this card although it is the other player's: the player whose
    /// Reserve Deck holds an insert card face down ("Insert in opponent's Reserve Deck";
    /// cleared when it leaves that deck), or the thief of a stolen card (`stolen`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub holder: Option<Side>,
    /// Stolen by `holder` (seed 001 "Stealing"): it plays as the thief's card, on table and in
    /// the thief's piles, until the game ends.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub stolen: bool,
    /// What a card that remains in play when forfeited has absorbed of attrition and battle
    /// damage, taken from its forfeit value; cleared when it leaves the table.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub absorbed: u8,
    /// A captive (seed 003 §4-5 "Capture", "Escort"): the opponent's character seized by a
    /// bounty hunter or warrior, stacked on it (`Place::Stacked { on: escort }`). It is not
    /// on table for its owner's presence, power, battles or drains, and moves with its escort.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub captive: bool,
}

impl CardState {
    pub fn place(&self) -> Place {
        self.place
    }
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// Per-card markers. Those named `*_TURN` are cleared at the end of every turn, those named
/// `*_BATTLE` at the end of every battle.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Flags(pub u16);

impl Flags {
    /// Made its regular move this turn.
    pub const MOVED_TURN: u16 = 1 << 0;
    /// Took part in a battle this turn (a card battles at most once a turn).
    pub const BATTLED_TURN: u16 = 1 << 1;
    /// Took part in a Force drain this turn.
    pub const DRAINED_TURN: u16 = 1 << 2;
    /// A weapon fired this turn (its bearer's weapons per turn are counted from these).
    pub const FIRED_TURN: u16 = 1 << 3;
    /// May not battle or move for the rest of the turn.
    pub const BARRIER_TURN: u16 = 1 << 4;
    /// A location where a battle was initiated this turn.
    pub const BATTLE_HERE_TURN: u16 = 1 << 5;
    /// A location where a Force drain was initiated this turn.
    pub const DRAIN_HERE_TURN: u16 = 1 << 6;
    /// Hit by a weapon.
    pub const HIT: u16 = 1 << 7;
    /// A weapon that fired in this battle.
    pub const FIRED_BATTLE: u16 = 1 << 8;
    /// An objective or other two-sided card showing its back.
    pub const FLIPPED: u16 = 1 << 9;
    /// Deployed on the opponent's side of its location (mines); on a character, crossed to
    /// the opponent's side as an Undercover spy (seed 004 "Deployment restrictions" [1]).
    pub const OPPONENT_SIDE: u16 = 1 << 10;
    /// Took part in the current battle.
    pub const IN_BATTLE: u16 = 1 << 11;
    /// A Mobile Effect moving toward the start of its row.
    pub const BACKWARD: u16 = 1 << 12;
    /// A player's starting location (seed 001 "Starting locations").
    pub const STARTING: u16 = 1 << 13;
    /// Aims at its `target` for this turn only (`aim at target for remainder of turn`): the
    /// aim is forgotten as the turn ends.
    pub const AIM_TURN: u16 = 1 << 14;

    pub const END_OF_TURN: u16 = Self::MOVED_TURN
        | Self::BATTLED_TURN
        | Self::DRAINED_TURN
        | Self::FIRED_TURN
        | Self::BATTLE_HERE_TURN
        | Self::DRAIN_HERE_TURN
        | Self::AIM_TURN;
    pub const END_OF_BATTLE: u16 = Self::FIRED_BATTLE | Self::IN_BATTLE;

    pub fn has(self, bit: u16) -> bool {
        self.0 & bit != 0
    }
    pub fn set(&mut self, bit: u16) {
        self.0 |= bit;
    }
    pub fn clear(&mut self, bit: u16) {
        self.0 &= !bit;
    }
}

/// One player's piles and per-turn counters.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub reserve: Vec<CardId>,
    pub force: Vec<CardId>,
    pub used: Vec<CardId>,
    pub lost: Vec<CardId>,
    pub hand: Vec<CardId>,
    pub out_of_play: Vec<CardId>,
    pub destiny: Vec<CardId>,
    pub aside: Vec<CardId>,
    /// Cards from outside the deck, not yet used (not part of Life Force).
    pub outside: Vec<CardId>,
    /// Force generation fixed at the start of this player's turn.
    pub generation: u8,
    /// Force activated so far this turn.
    pub activated: u8,
}

/// What a running text knows: the targets chosen when it was used, the card of the event it
/// answers, the card its last choice picked, `X`, its destiny totals and named values. A
/// lasting effect keeps the registers of the text that created it, so "that character" keeps
/// meaning the same card.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Registers {
    pub targets: Vec<crate::decision::TargetRef>,
    pub trigger: Option<CardId>,
    /// Where the event a response answers happened ("there").
    pub place: Option<CardId>,
    pub chosen: Option<CardId>,
    pub x: i32,
    pub destiny: i32,
    pub opponent_destiny: i32,
    /// `let` values, by the symbol's text.
    pub vars: Vec<(String, i32)>,
    /// The side a `predict battle winner` step predicted will win.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub predicted: Option<Side>,
    /// The winner of the battle predicted, once it ended (`None`: no winner, or not over).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub winner: Option<Side>,
}

/// How long a lasting effect lasts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Period {
    Battle,
    Turn,
    /// Until the end of the turn with this number.
    UntilTurn(u16),
    Game,
}

/// What a lasting effect does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LastingKind {
    /// The modifier or rule of a step of the source's ability.
    Step { ability: u8, step: u8 },
    /// The game text of the bound cards is cancelled (a "cancel game text" step).
    TextCancelled { ability: u8, step: u8 },
}

/// A modifier or rule that an effect created, until the end of a period.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lasting {
    /// The card whose text created it (its script holds the modifier).
    pub source: CardId,
    pub kind: LastingKind,
    pub you: Side,
    pub here: Option<CardId>,
    pub reg: Registers,
    pub until: Period,
}

/// One use of a limited text ("once per turn", "once per game").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Use {
    pub side: Side,
    /// The copy used, for limits per copy; `None` for limits per title (played cards).
    pub card: Option<CardId>,
    /// The catalogue's blueprint of the card.
    pub blueprint: u16,
    pub ability: u8,
    pub period: Period,
    pub count: u8,
}

impl Player {
    pub fn pile(&self, pile: Pile) -> &Vec<CardId> {
        match pile {
            Pile::Reserve => &self.reserve,
            Pile::Force => &self.force,
            Pile::Used => &self.used,
            Pile::Lost => &self.lost,
            Pile::Hand => &self.hand,
            Pile::OutOfPlay => &self.out_of_play,
            Pile::Destiny => &self.destiny,
            Pile::Aside => &self.aside,
            Pile::Outside => &self.outside,
        }
    }

    pub fn pile_mut(&mut self, pile: Pile) -> &mut Vec<CardId> {
        match pile {
            Pile::Reserve => &mut self.reserve,
            Pile::Force => &mut self.force,
            Pile::Used => &mut self.used,
            Pile::Lost => &mut self.lost,
            Pile::Hand => &mut self.hand,
            Pile::OutOfPlay => &mut self.out_of_play,
            Pile::Destiny => &mut self.destiny,
            Pile::Aside => &mut self.aside,
            Pile::Outside => &mut self.outside,
        }
    }

    /// Reserve Deck + Force Pile + Used Pile + unresolved destiny draws.
    pub fn life_force(&self) -> usize {
        self.reserve.len() + self.force.len() + self.used.len() + self.destiny.len()
    }
}

/// A row of sites of one planet or system, in table order. Neighbours are adjacent.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Row {
    /// The planet or system name shared by the row's sites (empty for the row of systems).
    pub region: String,
    pub sites: Vec<CardId>,
    /// The row of systems (CR 7.5: systems form their own row, in parsec order). Its cards
    /// are never adjacent to each other: adjacency is between sites of one planet.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub systems: bool,
}

/// What queries need to know of the battle under way.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BattleContext {
    pub location: CardId,
    pub initiator: Side,
    /// The loser, once the totals are compared (`None` before then, or on a tie).
    pub loser: Option<Side>,
    /// Whether the damage segment has begun.
    pub damage_segment: bool,
    /// Texts waiting for the battle to end (`predict battle winner`): they go on, in this
    /// order, once it has.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub waiting: Vec<crate::flow::effects::EffectRun>,
}

/// Why the game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub winner: Side,
    pub reason: EndReason,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EndReason {
    /// The loser's Life Force reached 0.
    LifeForceGone,
}

/// The decision the game waits for.
pub type PendingDecision = Pending<Side, Prompt, Answer>;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    pub rng: Rng,
    /// 0 during setup; the first turn is 1.
    pub turn: u16,
    /// Whose turn it is.
    pub active: Side,
    pub phase: Phase,
    pub cards: Vec<CardState>,
    /// By `Side::index`.
    pub players: [Player; 2],
    pub rows: Vec<Row>,
    /// Every card on table that is not a location (at a location, on a card, or on table),
    /// kept by `Cx::relocate` so that queries need not scan the whole game. The invariant
    /// checker verifies it against the cards' places.
    pub table: Vec<CardId>,
    /// What happens next; the last frame runs first.
    pub stack: Vec<Frame>,
    /// The battle under way, as queries see it (power bonuses, who defends).
    pub battle: Option<BattleContext>,
    /// Modifiers and rules created by effects, until their period ends.
    pub lastings: Vec<Lasting>,
    /// Uses of limited texts in their current period.
    pub uses: Vec<Use>,
    pub pending: Option<PendingDecision>,
    pub next_decision: u64,
    pub outcome: Option<Outcome>,
    /// Insert cards that reached the top of a Reserve Deck and were revealed: their text runs
    /// before the next frame.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub inserts_due: Vec<CardId>,
    /// Where each mobile system on table is (seed 004 "Death Star"): its current parsec and
    /// the planet system it orbits, if any (deep space otherwise).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub mobile: Vec<MobilePosition>,
    /// The cards the last completed 'transport' relocated (seed 004 "Elis Helrot"), read by
    /// the state word `transported` in the window on that transport ("all Rebels
    /// transported"); replaced by the next transport, cleared as a turn ends.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub transported: Vec<CardId>,
    /// The planet systems 'blown away', in order (seed 003 §3): gone from the table for the
    /// rest of the game, read by the state word `blown away`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub blown_away: Vec<CardId>,
    /// What the last state checks read when they found nothing due (not part of the game:
    /// never compared, saved or cloned; see [`ChecksMemo`]).
    #[serde(skip)]
    pub checks_memo: ChecksMemo,
    /// Moves on whenever something state checks read may have changed (see `card_mut`,
    /// `set_place`, `rows_changed`): not part of the game.
    #[serde(skip)]
    layout_gen: LayoutGen,
    /// Where each location on table stands in `rows`, derived from them by `rows_changed`
    /// (not part of the game; see [`Positions`]).
    #[serde(skip)]
    positions: Positions,
    /// An emptied list of options kept for the next decision's, so that asking does not
    /// allocate one each time (not part of the game; see [`SpareOptions`]).
    #[serde(skip)]
    spare: SpareOptions,
}

/// The options of the last decision answered (or decided alone), emptied, for the next list
/// to reuse (`State::options_buffer`, `State::recycle_options`). No part of the game: always
/// equal, never saved, empty in a clone.
#[derive(Debug, Default)]
struct SpareOptions(Vec<Answer>);

impl Clone for SpareOptions {
    fn clone(&self) -> SpareOptions {
        SpareOptions::default()
    }
}

impl PartialEq for SpareOptions {
    fn eq(&self, _: &SpareOptions) -> bool {
        true
    }
}

impl Eq for SpareOptions {}

/// Each location's row and index in `State::rows`, by card id, so that finding a location's
/// row (its planet, its neighbours, adjacency) is one lookup instead of a search of every
/// row. Rebuilt whole by `State::rows_changed`, which every change of `rows` calls (rows
/// change only when a location is placed, moved or leaves); empty until then (a new or a
/// loaded state), when lookups search the rows. Derived data: never compared or saved.
#[derive(Clone, Debug, Default)]
struct Positions {
    /// By card id: the row in the high byte, the index in the low one (`NO_POSITION`: no
    /// location on table).
    of: Vec<u16>,
    /// Each row's region as a word (a generic site's planet, see `State::row_region`).
    regions: Vec<Sym>,
}

/// In [`Positions`]: the card is no location on table.
const NO_POSITION: u16 = u16::MAX;

impl PartialEq for Positions {
    fn eq(&self, _: &Positions) -> bool {
        true
    }
}

impl Eq for Positions {}

/// A counter of the changes to the table's layout, for [`ChecksMemo`]: never compared or
/// saved.
#[derive(Clone, Copy, Debug, Default)]
struct LayoutGen(u64);

impl PartialEq for LayoutGen {
    fn eq(&self, _: &LayoutGen) -> bool {
        true
    }
}

impl Eq for LayoutGen {}

/// The layout of the table that the last state checks read when they found nothing due
/// (`flow::state_checks`): the rows of locations and, for each card on table (in table
/// order) and each location, what [`SeenCard`] keeps. When the catalogue's state checks read
/// nothing else (`Catalogue::checks_read_table`) and no lasting effect exists, the same
/// layout gives the same answer, so the checks are not run again.
///
/// The memo is checked against the state itself, never trusted: any change of the layout,
/// by whatever code, is seen at the next comparison. It is no part of the game: two states
/// differing only here are equal, it is not saved, and a clone starts without one.
#[derive(Default)]
pub struct ChecksMemo(Option<Box<Layout>>);

/// What state checks may read of one card on table or location (besides its printed data),
/// packed in one word so that comparing a layout is one comparison a card (see
/// `State::seen`): its place, how it was placed, its target and whether that target is on
/// table (a Utinni Effect whose target left it is lost), who holds it, whether it is stolen,
/// flipped, or on the opponent's side (an Undercover spy gives no presence, `Q::undercover`).
type SeenCard = u64;

#[derive(Default)]
struct Layout {
    /// The layout generation it was taken (or last found the same) at: while the state's is
    /// the same, nothing it holds can have changed and no comparison is needed.
    generation: u64,
    table: Vec<CardId>,
    /// The rows' shapes: for each row its length (with the systems row's mark), then its
    /// locations; their names follow from their locations and are not compared.
    rows: Vec<u16>,
    /// The cards of `table`, then the locations of `rows`, in order.
    cards: Vec<SeenCard>,
}

impl State {
    #[inline(always)]
    fn seen(&self, card: CardId) -> SeenCard {
        let c = self.card(card);
        // The place: a kind in 4 bits and a card id in 16.
        let (kind, id): (u64, u16) = match c.place {
            Place::Pile(p) => (p as u64, 0),
            Place::Location => (9, 0),
            Place::Covered { by } => (10, by.0),
            Place::At { location } => (11, location.0),
            Place::On { card } => (12, card.0),
            Place::Table => (13, 0),
            Place::Stacked { on } => (14, on.0),
        };
        let target = c.target.map_or(0, |t| {
            (1 << 16) | u64::from(t.0) | (u64::from(self.place(t).on_table()) << 17)
        });
        let holder = c.holder.map_or(0, |s| 1 + s.index() as u64);
        kind | u64::from(id) << 4
            | u64::from(c.placed_as) << 20
            | target << 28
            | holder << 46
            | u64::from(c.stolen) << 48
            | u64::from(c.flags.has(Flags::FLIPPED)) << 49
            | u64::from(c.flags.has(Flags::OPPONENT_SIDE)) << 50
    }

    /// Whether the table's layout is the one the memo holds: at once when nothing changed on
    /// table since it was taken, else by comparing (a change that left the layout as it was,
    /// a flag of the battle, is then remembered as seen).
    pub fn checks_memo_holds(&mut self) -> bool {
        let generation = self.layout_gen.0;
        match self.checks_memo.0.as_deref() {
            None => return false,
            Some(m) if m.generation == generation => return true,
            Some(_) => {}
        }
        if !self.memo_layout_same() {
            return false;
        }
        if let Some(m) = self.checks_memo.0.as_deref_mut() {
            m.generation = generation;
        }
        true
    }

    /// Whether the memo, when its generation is current, holds the table's layout as it is:
    /// every change of the layout moved the generation on (checked by the invariants after
    /// every step of the property tests).
    pub fn checks_memo_consistent(&self) -> bool {
        match self.checks_memo.0.as_deref() {
            Some(m) if m.generation == self.layout_gen.0 => self.memo_layout_same(),
            _ => true,
        }
    }

    /// Whether the table's layout is the one the memo holds, compared in full.
    fn memo_layout_same(&self) -> bool {
        let Some(m) = self.checks_memo.0.as_deref() else {
            return false;
        };
        if m.table != self.table {
            return false;
        }
        let mut shape = m.rows.iter();
        for row in &self.rows {
            if shape.next() != Some(&row_head(row)) {
                return false;
            }
            for site in &row.sites {
                if shape.next() != Some(&site.0) {
                    return false;
                }
            }
        }
        if shape.next().is_some() {
            return false;
        }
        let mut seen = m.cards.iter();
        let same = |card: CardId, seen: Option<&SeenCard>| seen == Some(&self.seen(card));
        for &card in &self.table {
            if !same(card, seen.next()) {
                return false;
            }
        }
        for row in &self.rows {
            for &card in &row.sites {
                if !same(card, seen.next()) {
                    return false;
                }
            }
        }
        seen.next().is_none()
    }

    /// Remembers the table's layout (state checks found nothing due).
    pub fn remember_checks(&mut self) {
        let mut memo = std::mem::take(&mut self.checks_memo.0).unwrap_or_default();
        memo.generation = self.layout_gen.0;
        memo.table.clone_from(&self.table);
        memo.rows.clear();
        for row in &self.rows {
            memo.rows.push(row_head(row));
            memo.rows.extend(row.sites.iter().map(|s| s.0));
        }
        memo.cards.clear();
        memo.cards.extend(self.table.iter().map(|&c| self.seen(c)));
        for row in &self.rows {
            memo.cards.extend(row.sites.iter().map(|&c| self.seen(c)));
        }
        self.checks_memo.0 = Some(memo);
    }

    /// Forgets the memo (state checks found something due).
    pub fn forget_checks(&mut self) {
        self.checks_memo.0 = None;
    }
}

/// A row's length and whether it is the systems row, as the layout memo records it.
fn row_head(row: &Row) -> u16 {
    row.sites.len() as u16 | u16::from(row.systems) << 15
}

impl Clone for ChecksMemo {
    fn clone(&self) -> ChecksMemo {
        ChecksMemo::default()
    }
}

impl PartialEq for ChecksMemo {
    fn eq(&self, _: &ChecksMemo) -> bool {
        true
    }
}

impl Eq for ChecksMemo {}

impl std::fmt::Debug for ChecksMemo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ChecksMemo")
    }
}

/// The position of a mobile system on table (seed 004 "Death Star").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MobilePosition {
    pub system: CardId,
    pub parsec: u8,
    /// The planet system at the same parsec it orbits; `None` in deep space.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub orbit: Option<CardId>,
}

impl State {
    /// The state before anything happens: every card in its owner's Reserve Deck, in
    /// catalogue order; no frame yet.
    pub fn new(catalogue: &crate::catalogue::Catalogue, seed: u64) -> State {
        let mut players = [Player::default(), Player::default()];
        for card in catalogue.ids() {
            let player = &mut players[catalogue.owner(card).index()];
            if catalogue.is_outside(card) {
                player.outside.push(card);
            } else {
                player.reserve.push(card);
            }
        }
        let cards = catalogue
            .ids()
            .map(|card| CardState {
                place: Place::Pile(if catalogue.is_outside(card) {
                    Pile::Outside
                } else {
                    Pile::Reserve
                }),
                flags: Flags::default(),
                deployed_turn: 0,
                placed_as: 0,
                target: None,
                holder: None,
                stolen: false,
                absorbed: 0,
                captive: false,
            })
            .collect();
        State {
            rng: Rng::new(seed),
            turn: 0,
            active: Side::Dark,
            phase: Phase::Setup,
            cards,
            players,
            rows: Vec::new(),
            table: Vec::new(),
            stack: Vec::new(),
            battle: None,
            lastings: Vec::new(),
            uses: Vec::new(),
            pending: None,
            next_decision: 0,
            outcome: None,
            inserts_due: Vec::new(),
            mobile: Vec::new(),
            transported: Vec::new(),
            blown_away: Vec::new(),
            checks_memo: ChecksMemo::default(),
            layout_gen: LayoutGen::default(),
            positions: Positions::default(),
            spare: SpareOptions::default(),
        }
    }

    /// An empty list for a decision's options: the last one's, emptied, when there is one.
    pub fn options_buffer(&mut self) -> Vec<Answer> {
        let spare = std::mem::take(&mut self.spare.0);
        if spare.capacity() == 0 {
            Vec::with_capacity(16)
        } else {
            spare
        }
    }

    /// Keeps a list of options that is done with, emptied, for the next decision.
    pub fn recycle_options(&mut self, mut options: Vec<Answer>) {
        if options.capacity() > self.spare.0.capacity() {
            options.clear();
            self.spare.0 = options;
        }
    }

    pub fn player(&self, side: Side) -> &Player {
        &self.players[side.index()]
    }

    pub fn player_mut(&mut self, side: Side) -> &mut Player {
        &mut self.players[side.index()]
    }

    pub fn card(&self, card: CardId) -> &CardState {
        &self.cards[card.index()]
    }

    /// A card's state to change: a card on table or a location may change what state checks
    /// read (`ChecksMemo`), so its layout generation moves on.
    pub fn card_mut(&mut self, card: CardId) -> &mut CardState {
        let state = &mut self.cards[card.index()];
        if state.place.on_table() {
            self.layout_gen.0 += 1;
        }
        state
    }

    /// Puts a card in a new place: the only way a place changes. A card arriving on or
    /// leaving the table (a location included) moves the layout generation on; a move between
    /// piles does not. `flow::Cx::relocate` keeps the piles and the table list; this only
    /// records the place.
    pub fn set_place(&mut self, card: CardId, to: Place) {
        let state = &mut self.cards[card.index()];
        if state.place.on_table() || to.on_table() {
            self.layout_gen.0 += 1;
        }
        state.place = to;
    }

    /// Records a change of the rows of locations (a location placed, moved or covered): state
    /// checks read them (`ChecksMemo`). Every change of `rows` calls it.
    pub fn rows_changed(&mut self) {
        self.layout_gen.0 += 1;
        let Positions { of, regions } = &mut self.positions;
        of.clear();
        regions.clear();
        // A position is a byte of row and a byte of index: a table too large for that (never
        // seen in a game) keeps no positions, and lookups search the rows.
        if self.rows.len() > 255 || self.rows.iter().any(|row| row.sites.len() > 255) {
            return;
        }
        of.resize(self.cards.len(), NO_POSITION);
        for (r, row) in self.rows.iter().enumerate() {
            regions.push(Sym::new(&row.region));
            for (i, &site) in row.sites.iter().enumerate() {
                if let Some(p) = of.get_mut(site.index()) {
                    *p = (r as u16) << 8 | i as u16;
                }
            }
        }
    }

    /// Whether the derived positions of locations, once built, are those of `rows` (every
    /// change of `rows` called `rows_changed`; checked by the invariants).
    pub fn positions_consistent(&self) -> bool {
        let Positions { of, regions } = &self.positions;
        if of.is_empty() {
            return true;
        }
        regions.len() == self.rows.len()
            && self
                .rows
                .iter()
                .zip(regions)
                .all(|(row, &sym)| sym == Sym::new(&row.region))
            && (0..self.cards.len()).all(|c| {
                let card = CardId(c as u16);
                self.position_lookup(card) == self.position_search(card)
            })
    }

    pub fn place(&self, card: CardId) -> Place {
        self.cards[card.index()].place
    }

    pub fn flag(&self, card: CardId, bit: u16) -> bool {
        self.cards[card.index()].flags.has(bit)
    }

    /// The location a card on table is at (a location is at itself); `None` off table.
    pub fn location_of(&self, card: CardId) -> Option<CardId> {
        let mut current = card;
        // Cards on cards on cards are rare; the chain is short.
        for _ in 0..8 {
            match self.place(current) {
                Place::Location => return Some(current),
                Place::At { location } => return Some(location),
                Place::On { card } => current = card,
                Place::Covered { .. } | Place::Table | Place::Pile(_) | Place::Stacked { .. } => {
                    return None;
                }
            }
        }
        None
    }

    /// The row and index of a location on table.
    #[inline]
    pub fn site_position(&self, location: CardId) -> Option<(usize, usize)> {
        if self.positions.of.is_empty() {
            self.position_search(location)
        } else {
            self.position_lookup(location)
        }
    }

    fn position_lookup(&self, location: CardId) -> Option<(usize, usize)> {
        match self.positions.of.get(location.index()) {
            Some(&p) if p != NO_POSITION => Some((usize::from(p >> 8), usize::from(p & 0xFF))),
            _ => None,
        }
    }

    fn position_search(&self, location: CardId) -> Option<(usize, usize)> {
        self.rows.iter().enumerate().find_map(|(r, row)| {
            row.sites
                .iter()
                .position(|&s| s == location)
                .map(|i| (r, i))
        })
    }

    /// The row a location on table stands in.
    pub fn row_of(&self, location: CardId) -> Option<&Row> {
        self.site_position(location).map(|(r, _)| &self.rows[r])
    }

    /// The region of the row a location on table stands in, as a word (a generic site's
    /// planet).
    pub fn row_region(&self, location: CardId) -> Option<Sym> {
        let (r, _) = self.site_position(location)?;
        match self.positions.regions.get(r) {
            Some(&sym) => Some(sym),
            None => Some(Sym::new(&self.rows[r].region)),
        }
    }

    /// Whether two locations are adjacent sites.
    pub fn adjacent(&self, a: CardId, b: CardId) -> bool {
        match (self.site_position(a), self.site_position(b)) {
            (Some((ra, ia)), Some((rb, ib))) => {
                ra == rb && !self.rows[ra].systems && ia.abs_diff(ib) == 1
            }
            _ => false,
        }
    }

    /// Locations on table, in row order.
    pub fn locations(&self) -> impl Iterator<Item = CardId> + '_ {
        self.rows.iter().flat_map(|row| row.sites.iter().copied())
    }

    /// Sites adjacent to a location.
    pub fn neighbours(&self, location: CardId) -> impl Iterator<Item = CardId> + '_ {
        let pos = self
            .site_position(location)
            .filter(|&(r, _)| !self.rows[r].systems);
        pos.into_iter().flat_map(move |(r, i)| {
            let row = &self.rows[r].sites;
            let before = i.checked_sub(1).map(|j| row[j]);
            let after = row.get(i + 1).copied();
            before.into_iter().chain(after)
        })
    }

    pub fn game_over(&self) -> bool {
        self.outcome.is_some()
    }

    pub fn new_decision_id(&mut self) -> DecisionId {
        self.next_decision += 1;
        DecisionId(self.next_decision)
    }
}
