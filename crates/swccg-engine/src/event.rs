//! Events: past-tense facts, each with the players allowed to see it.

use crate::decision::Dest;
use crate::ids::{CardId, Phase, Pile};
use crate::state::EndReason;
use serde::{Deserialize, Serialize};
use swccg_cards::Side;

/// Why a card could not move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Blocked {
    /// Its text (or another's) says it cannot move.
    CannotMove,
    /// It already made its regular move this turn.
    AlreadyMoved,
    /// Its landspeed is 0.
    NoLandspeed,
    /// Its owner has no Force left to pay for the move.
    NoForce,
    /// No site is adjacent to it.
    NowhereToGo,
    /// A starship or a combat or shuttle vehicle with no pilot aboard (seed 001 "Starship -
    /// piloted", "Shuttle vehicles").
    NotPiloted,
    /// A starship without a nav computer may not use its hyperspeed.
    NoNavComputer,
    /// A starship without hyperspeed (seed 001 "Starships-movement": needed even to a system
    /// 0 parsecs away).
    NoHyperspeed,
    /// A transport vehicle with no driver aboard (seed 004 "Driver").
    NotDriven,
    /// An Undercover spy does not move in its owner's move phase (core digest CR 6.6).
    Undercover,
}

/// Who may see an event.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Visibility {
    Everyone,
    Only(Side),
}

impl Visibility {
    pub fn allows(self, seat: Side) -> bool {
        match self {
            Visibility::Everyone => true,
            Visibility::Only(side) => side == seat,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event {
    pub visibility: Visibility,
    pub what: What,
}

/// What happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum What {
    StartingLocationChosen {
        player: Side,
    },
    StartingLocationRevealed {
        player: Side,
        card: CardId,
    },
    StartingLocationsClashed {
        dark: CardId,
        light: CardId,
    },
    Shuffled {
        player: Side,
        pile: Pile,
    },
    /// A card moved into a hand. `card` is hidden from the opponent (a second event without it
    /// is sent to them).
    CardDrawn {
        player: Side,
        card: Option<CardId>,
    },
    TurnBegan {
        player: Side,
        turn: u16,
    },
    PhaseBegan {
        phase: Phase,
    },
    ForceGeneration {
        player: Side,
        amount: u8,
    },
    ForceActivated {
        player: Side,
        amount: u8,
    },
    ForceUsed {
        player: Side,
        amount: u8,
    },
    Deployed {
        card: CardId,
        to: Dest,
    },
    LocationConverted {
        card: CardId,
        covered: CardId,
    },
    ForceDrainInitiated {
        location: CardId,
    },
    ForceDrainCancelled {
        location: CardId,
    },
    ForceDrainResolved {
        location: CardId,
        amount: u8,
    },
    BattleInitiated {
        location: CardId,
    },
    WeaponFired {
        weapon: CardId,
        target: CardId,
    },
    TargetHit {
        card: CardId,
    },
    /// A character was just Disarmed (seed 004 "Disarmed"): it lost its weapons.
    Disarmed {
        card: CardId,
    },
    /// A captured character was seized by a bounty hunter or warrior, its escort (seed 003
    /// §4 "Capture").
    Seized {
        card: CardId,
        escort: CardId,
    },
    /// A captured character, or a captive whose escort left the table, went to its owner's
    /// pile: the Used Pile when it escapes, the Lost Pile when lost with its escort (seed
    /// 003 §4-5, seed 004 "Escorting").
    Escaped {
        card: CardId,
        pile: Pile,
    },
    /// A captive whose escort left the table stays at this site, released, back on its
    /// owner's side (seed 003 §5).
    Released {
        card: CardId,
        location: CardId,
    },
    DestinyDrawn {
        player: Side,
        card: CardId,
        value: i32,
    },
    DestinyFailed {
        player: Side,
    },
    BattleTotals {
        dark: i32,
        light: i32,
    },
    BattleWon {
        winner: Side,
        damage: i32,
    },
    BattleTied,
    BattleEnded {
        location: CardId,
    },
    Attrition {
        against: Side,
        amount: i32,
    },
    Forfeited {
        card: CardId,
    },
    /// One unit of Force lost. `card` is hidden when it came face down from a pile the
    /// opponent may not see... a lost card is placed face up, so everyone sees it.
    ForceLost {
        player: Side,
        card: CardId,
        from: Pile,
    },
    CardLost {
        card: CardId,
    },
    CardReturnedToHand {
        card: CardId,
    },
    CardMovedToPile {
        card: CardId,
        pile: Pile,
    },
    /// A text made a player place cards from hand in one of their piles (which cards, only
    /// their owner is told).
    PlacedFromHand {
        player: Side,
        pile: Pile,
        count: u8,
    },
    Retrieved {
        player: Side,
        card: CardId,
    },
    Moved {
        card: CardId,
        from: CardId,
        to: CardId,
    },
    /// A mobile system moved (seed 004 "Death Star"), with everything at it.
    SystemMoved {
        system: CardId,
        parsec: u8,
        orbit: Option<CardId>,
    },
    /// A squadron replaced three starfighters at a location (seed 001 "Starship -squadron
    /// class – replacement"); they went to the Used Pile.
    SquadronReplaced {
        card: CardId,
        location: CardId,
        ships: [CardId; 3],
    },
    InterruptPlayed {
        card: CardId,
        mode: u8,
    },
    TextUsed {
        card: CardId,
        ability: u8,
    },
    Cancelled {
        card: CardId,
    },
    ForceLossReduced {
        player: Side,
        by: u8,
    },
    ForceLossRaised {
        player: Side,
        by: u8,
    },
    /// `viewer` looked at `cards` of `owner`'s `pile` (shown to the viewer only).
    Peeked {
        viewer: Side,
        owner: Side,
        pile: Pile,
        cards: Vec<CardId>,
    },
    HandRevealed {
        to: Side,
        cards: Vec<CardId>,
    },
    Recirculated {
        player: Side,
    },
    ReactDeployed {
        card: CardId,
        to: CardId,
    },
    /// A card a text tried to move stayed where it is, and why.
    StayedBehind {
        card: CardId,
        why: Blocked,
    },
    Stacked {
        card: CardId,
        on: CardId,
    },
    BattleCancelled {
        location: CardId,
    },
    BattleDamageCancelled {
        player: Side,
    },
    /// A destiny just drawn was changed by a text.
    DestinyChanged {
        player: Side,
        value: i32,
    },
    /// A text added battle destiny draws for a player.
    BattleDestinyAdded {
        player: Side,
        count: i32,
    },
    /// The game text of a card was cancelled for a while.
    GameTextCancelled {
        card: CardId,
    },
    /// A player stacked cards from outside the deck face down on a card (now `count` there).
    StackedFaceDown {
        player: Side,
        on: CardId,
        count: u8,
    },
    /// A two-sided card turned to its other side.
    Flipped {
        card: CardId,
    },
    /// A player inserted a card face down into the opponent's Reserve Deck. `card` is
    /// hidden from the opponent (who gets the event without it).
    Inserted {
        player: Side,
        card: Option<CardId>,
    },
    /// An opponent's card (an insert card, or a stolen one) reached the top of a Reserve Deck
    /// and is revealed.
    InsertRevealed {
        card: CardId,
    },
    /// An Undercover spy's cover was broken: it is back on its owner's side.
    CoverBroken {
        card: CardId,
    },
    /// A player stole an opponent's card (it plays as theirs until the game ends).
    Stolen {
        card: CardId,
        by: Side,
    },
    /// A player predicted which side wins the battle under way (Prophetess).
    Predicted {
        player: Side,
        winner: Side,
    },
    /// A card deployed on another card was moved onto a new one (Restraining Bolt).
    Transferred {
        card: CardId,
        to: CardId,
    },
    GameOver {
        winner: Side,
        reason: EndReason,
    },
    /// A planet system was 'blown away' (seed 003 §3): it, its sites and its cloud sectors
    /// left the table with every card at or on them.
    BlownAway {
        system: CardId,
    },
    /// A card on a system being blown away was relocated to the opponent's side of the table
    /// instead of being lost with it (A Day Long Remembered).
    Crossed {
        card: CardId,
    },
    /// The asteroid destiny total of a starship where 'Asteroid Rules' are in effect, and
    /// whether it was lost to it.
    AsteroidDestiny {
        starship: CardId,
        total: i32,
        lost: bool,
    },
}

impl Event {
    pub fn public(what: What) -> Event {
        Event {
            visibility: Visibility::Everyone,
            what,
        }
    }

    pub fn private(to: Side, what: What) -> Event {
        Event {
            visibility: Visibility::Only(to),
            what,
        }
    }
}
