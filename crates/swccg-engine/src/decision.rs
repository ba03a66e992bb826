//! Decisions: what the game asks ([`Prompt`]) and the answers it accepts ([`Answer`]).
//!
//! Every answer is self-describing data (which card, where, which mode), so a replay or a log
//! reads without the state it was made in, and an answer from a stale decision can never be
//! mistaken for a current one.

use crate::ids::{CardId, Phase, Pile};
use serde::{Deserialize, Serialize};
use swccg_cards::Side;

/// Where a deployed card goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Dest {
    /// At a location.
    At(CardId),
    /// On a card (weapons, devices, effects on characters). `placed_as` is the index of the
    /// placement entry of the script used.
    On { card: CardId, placed_as: u8 },
    /// On table, not at a location.
    Table,
    /// At a location, aiming at a card on table (Utinni Effects).
    Targeting { location: CardId, target: CardId },
    /// A location: in its row, before the site now at this index (the row's length means
    /// "at the end"). `convert` names the opponent's copy it is deployed on instead. A generic
    /// site names a location of the planet it deploys to (`planet`: its system or a site).
    Row {
        index: u8,
        convert: Option<CardId>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        planet: Option<CardId>,
    },
    /// Face down into the opponent's Reserve Deck (insert cards).
    Insert,
}

/// What a played card or used text targets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TargetRef {
    None,
    Card(CardId),
    Pile(Side, Pile),
}

/// Where one unit of Force loss comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LossSource {
    /// A card from hand.
    Hand(CardId),
    /// The top card of a pile.
    Top(Pile),
}

/// One legal answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Answer {
    /// Take no (more) action now.
    Pass,
    /// Choose a starting location.
    StartWith(CardId),
    /// Start without a starting location (no legal one in the deck).
    StartWithout,
    /// Activate this much Force, one unit at a time.
    Activate(u8),
    /// Deploy a card from hand.
    Deploy {
        card: CardId,
        to: Dest,
    },
    /// Deploy a starship from hand to a location with a pilot character from hand aboard, as
    /// one action paying both costs (seed 001 "Starship - starfighter - deployment").
    DeployPiloted {
        card: CardId,
        pilot: CardId,
        to: CardId,
    },
    /// Replace three starfighters at one location with a squadron from hand (seed 001
    /// "Starship -squadron class – replacement"); not a deployment.
    Replace {
        card: CardId,
        ships: [CardId; 3],
    },
    /// Initiate a Force drain at a location.
    ForceDrain(CardId),
    /// Initiate a battle at a location.
    Battle(CardId),
    /// Move a card by landspeed to a site.
    Move {
        card: CardId,
        to: CardId,
    },
    /// Move a card from a docking bay to another by docking bay transit.
    Transit {
        card: CardId,
        to: CardId,
    },
    /// Move every card of yours that may move from one docking bay to another, as a group,
    /// by docking bay transit (one cost for the group).
    TransitGroup {
        from: CardId,
        to: CardId,
    },
    /// Move a mobile system (seed 004 "Death Star") to a parsec, orbiting a planet system
    /// there or in deep space (`orbit` `None`).
    MoveSystem {
        system: CardId,
        parsec: u8,
        orbit: Option<CardId>,
    },
    /// Draw the top card of the Force Pile into hand.
    Draw,
    /// Play an interrupt from hand using one of its modes (`mode` is the ability number of
    /// the mode in the card's script).
    Play {
        card: CardId,
        mode: u8,
        target: TargetRef,
        x: u8,
    },
    /// Use a text of a card on table (`ability` is its number in the card's script).
    Use {
        card: CardId,
        ability: u8,
        target: TargetRef,
        x: u8,
    },
    /// Fire a weapon at a target.
    Fire {
        weapon: CardId,
        target: CardId,
    },
    /// Break the cover of your Undercover spy at a site, in your deploy phase (core digest CR
    /// 6.6): it crosses back to your side.
    BreakCover(CardId),
    /// Return your Dejarik or hologram card from a holosite you control to your hand, between
    /// actions but not during a battle (seed 004 "Dejarik rules").
    ReturnDejarik(CardId),
    /// React: deploy a card from hand to the location of a battle or Force drain.
    ReactDeploy {
        card: CardId,
        to: CardId,
    },
    /// React: deploy a starfighter from hand with a pilot character from hand aboard it, to
    /// the location of a battle (both costs; a text may make the starfighter's free).
    ReactDeployPiloted {
        card: CardId,
        pilot: CardId,
        to: CardId,
    },
    /// React: move a card to the location of a battle or Force drain.
    ReactMove {
        card: CardId,
        to: CardId,
    },
    /// Pick a card.
    Choose(CardId),
    /// Pick a location (for example where cards move away to).
    ChooseLocation(CardId),
    /// Lose one Force from this source.
    LoseFrom(LossSource),
    /// Forfeit a card in the damage segment.
    Forfeit(CardId),
    /// Forfeit a card in place of a hit character, restoring it.
    ForfeitInstead {
        card: CardId,
        of: CardId,
    },
    /// Pay the remaining battle damage by losing Force.
    PayByForceLoss,
    /// Draw a battle destiny.
    DrawBattleDestiny,
    /// The value a card with two destiny numbers counts as, chosen by the player who drew it
    /// (CR 1.7).
    DestinyValue(u8),
    /// The side predicted to win the battle under way (Prophetess).
    PredictWinner(Side),
    Yes,
    No,
}

/// What a decision asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Prompt {
    /// Choose a starting location or objective (secretly; both players choose before they are
    /// revealed).
    StartingLocation,
    /// Choose a starting effect, or none (secretly).
    StartingEffect,
    /// Choose a starting interrupt, or none (secretly).
    StartingInterrupt,
    /// Take a top-level action in this phase, or pass.
    Action { phase: Phase },
    /// Respond to what just happened, or pass.
    Respond { to: Trigger },
    /// Fire a weapon in the weapons segment, or pass.
    Weapons { location: CardId },
    /// Choose whether to draw battle destiny.
    BattleDestiny { location: CardId },
    /// Choose where the next unit of a Force loss comes from.
    LoseForce { remaining: u8 },
    /// Pay what you owe in the damage segment: forfeit hit cards, attrition, battle damage.
    Damage { attrition: u8, battle_damage: u8 },
    /// Choose a card.
    ChooseCard { why: Why },
    /// Choose a location.
    ChooseLocation { why: Why },
    /// Answer yes or no.
    Confirm { why: Why },
    /// Choose which of its two destiny numbers the card just drawn counts as (CR 1.7).
    DestinyValue { card: CardId },
    /// Predict which side wins the battle at this location (a text of `by`: Prophetess).
    PredictWinner { location: CardId, by: CardId },
}

/// Why a card, a location or a yes/no is asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Why {
    /// Choose a card to be lost.
    Lose,
    /// Choose a card to retrieve.
    Retrieve,
    /// Choose a card to place on a pile.
    Place,
    /// Choose where this card moves away to.
    MoveAway(CardId),
    /// Continue the effect of this card ("you may …").
    Continue(CardId),
    /// Choose a card (and where) to deploy.
    Deploy,
    /// Choose a card found by a search.
    Search,
    /// Choose another target of the text of this card.
    Target(CardId),
    /// Choose a card from outside your deck to stack face down.
    Stack,
    /// Choose the adjacent site this card (a Mobile Effect) moves to first.
    Direction(CardId),
    /// Choose the characters this card transports, or the site they go to.
    Transport(CardId),
    /// Choose the location this card relocates cards to.
    Relocate(CardId),
    /// Choose a card to steal or destroy by the text of this card (Tonnika Sisters).
    StealOrLose(CardId),
    /// Whether to steal this card (onto the text's card); if not, it is lost.
    Steal(CardId),
    /// Choose your bounty hunter or warrior that seizes this captured character and escorts
    /// it (seed 003 §4 "Capture"); passing lets it escape.
    Seize(CardId),
    /// This captive, released at this site as its escort left the table: yes leaves it at
    /// the site, back on your side; no lets it escape to your Used Pile (seed 003 §5).
    Release(CardId, CardId),
}

/// What a destiny draw is, for the texts that answer it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DrawKind {
    Battle,
    Weapon,
    Other,
}

/// The event a response window answers: every event has the same shape for responses,
/// reacts and cancels alike (who did it, to which card, where).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Trigger {
    /// An Undercover spy's cover was just broken, by `by`.
    CoverBroken {
        card: CardId,
        by: Side,
    },
    /// A card was just 'hit' in a battle, by a text of `by`'s.
    Hit {
        card: CardId,
        by: Side,
    },
    /// A character was just Disarmed (seed 004 "Disarmed"), by a card of `by`'s.
    Disarmed {
        card: CardId,
        by: Side,
    },
    /// An interrupt of `by`'s just completed a 'transport' (seed 004 "Elis Helrot") of the
    /// cards in `State::transported` to the site `to`.
    Transported {
        card: CardId,
        by: Side,
        to: CardId,
    },
    /// A card just left the table for its owner's Used Pile ("just placed in Used Pile from
    /// table").
    PlacedInUsed {
        card: CardId,
    },
    /// A starship is about to move through hyperspace (a hyperspeed move between systems);
    /// the move happens after the window, if it still may.
    AboutToHyperspace {
        card: CardId,
        from: CardId,
        to: CardId,
    },
    BattleInitiated {
        location: CardId,
        by: Side,
    },
    ForceDrainInitiated {
        location: CardId,
        by: Side,
    },
    /// A card was just deployed (by its owner).
    Deployed {
        card: CardId,
    },
    /// An interrupt or effect was just played (by its owner).
    Played {
        card: CardId,
    },
    /// A card just left the table for its owner's Lost Pile, from a location (forfeited or
    /// otherwise lost).
    Lost {
        card: CardId,
        forfeited: bool,
        from: Option<CardId>,
    },
    AboutToLoseForce {
        player: Side,
        amount: u8,
    },
    /// A card on table is about to be lost, from a location (forfeited or otherwise); the loss
    /// happens after the window, unless a response took the card elsewhere.
    AboutToBeLost {
        card: CardId,
        from: Option<CardId>,
    },
    LostBattleForce {
        player: Side,
    },
    /// A phase of a player's turn just began.
    PhaseStarted {
        player: Side,
        phase: Phase,
    },
    /// A player just lost Force to a Force drain at a location.
    LostDrainForce {
        player: Side,
        amount: u8,
        location: CardId,
    },
    DestinyDrawn {
        player: Side,
        card: CardId,
        kind: DrawKind,
        /// The card whose text draws it, if a card's text does.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<CardId>,
    },
    /// A battle at the location just finished.
    BattleEnded {
        location: CardId,
    },
    BothDrewOneBattleDestiny,
    Moved {
        card: CardId,
        from: CardId,
        to: CardId,
    },
    /// A battle's totals were just compared; `loser` is `None` on a tie.
    BattleResult {
        location: CardId,
        loser: Option<Side>,
    },
    TurnStarted {
        player: Side,
    },
    /// A card just began a 'react' to a location (deploying there, or moving there).
    Reacted {
        card: CardId,
        to: CardId,
    },
}
