//! The messages of the game channel (JSON over a WebSocket), both directions.
//!
//! A client never names a card the server did not show it: answers are the index of an
//! option of the decision it was sent, with that decision's id, so a stale or forged answer
//! is refused by the same check the engine uses (`door::check_answer`).

use serde::{Deserialize, Serialize};
use swccg_cards::Side;
use swccg_engine::View;

/// The largest message a client may send, in bytes.
pub const MAX_CLIENT_MESSAGE: usize = 16 * 1024;
/// The longest chat line, in characters.
pub const MAX_CHAT: usize = 500;

/// What a client sends.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMessage {
    /// Answer the pending decision with one of its options.
    Answer { decision: u64, option: usize },
    /// Say something at the table.
    Chat { text: String },
    /// Give up the game.
    Concede,
    /// Send the whole view and log again.
    Resync,
    /// Why may this card not do it now? For a card of my hand: deploy to these locations on
    /// table (every location on table when none are named); for one of my cards at a
    /// location: move to them; for a location on table: may I initiate a battle there (the
    /// location itself is the one answer). Answered to this connection alone, with
    /// [`ServerMessage::WhyNot`]; any other card, or a location not on table, is refused with
    /// one and the same error whatever the id is.
    WhyNot {
        card: u16,
        #[serde(default)]
        locations: Option<Vec<u16>>,
    },
}

/// The most locations one "why not" question may name.
pub const MAX_WHY_LOCATIONS: usize = 64;

/// Whether a card may deploy to one location now, and why not, worded for the asker.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WhyNotAnswer {
    pub location: u16,
    /// It may deploy there now (the deployment is among the options of the deploy phase).
    pub may: bool,
    /// The rule that forbids it, or that it may, as one sentence.
    pub text: String,
}

/// One line of the game log as the receiving seat may read it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogLine {
    /// The event's index in the game's whole log (the same for every seat, with gaps for
    /// events this seat may not see); a client that reconnects says the last one it has.
    pub index: u64,
    pub text: String,
}

/// The decision the receiving seat must make.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DecisionMessage {
    pub id: u64,
    pub prompt: String,
    /// Every legal answer, worded; the client answers with the index.
    pub options: Vec<String>,
}

/// What the server sends.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMessage {
    /// First message on a channel: which game, and the seat the connection plays (none for
    /// a spectator).
    Welcome {
        game: String,
        seat: Option<Side>,
        players: [String; 2],
    },
    /// The game moved on: the new view, the log lines since the client's last, and the
    /// decision, when this seat must decide.
    Update {
        view: Box<View>,
        log: Vec<LogLine>,
        decision: Option<DecisionMessage>,
        /// Which side must decide now, worded, for everyone.
        waiting: Option<String>,
    },
    /// An answer was refused; nothing changed.
    Rejected {
        reason: String,
    },
    /// A message could not be understood or is not allowed; the connection stays up.
    Error {
        reason: String,
    },
    Chat {
        from: String,
        text: String,
    },
    /// The clocks of a table that has them, after every change and on (re)connection: each
    /// seat's time left in milliseconds (`None` for a bot's seat, which is not timed) and
    /// whose clock runs. The client counts the running one down between messages.
    Clock {
        remaining_ms: [Option<u64>; 2],
        running: Option<Side>,
    },
    /// The game is over. `reason` is a code: `Conceded`, `Timeout` (the loser's time ran
    /// out) or the rules' reason (`LifeForceGone`).
    Ended {
        winner: Side,
        reason: String,
    },
    /// The answer to the connection's own "why not" question about a card of its hand.
    WhyNot {
        card: u16,
        answers: Vec<WhyNotAnswer>,
    },
}

/// The decision an X-Wing seat must make.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct XwingDecision {
    pub id: u64,
    pub prompt: String,
    /// Every legal answer, worded (maneuvers as speed and bearing); the client answers with
    /// the index.
    pub options: Vec<String>,
    /// For each option, where it would fly the ship, when it is a maneuver: SVG path data in
    /// the board's table coordinates (its template and the base where it ends).
    pub previews: Vec<Option<String>>,
}

/// What the server sends on an X-Wing table's channel. Clients send [`ClientMessage`]s
/// (answer, concede, resync; X-Wing tables have no chat).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum XwingMessage {
    /// First message on a channel: which game and scenario, the connection's seat, the names
    /// of both seats.
    Welcome {
        game: String,
        scenario: String,
        seat: xwing::rules::Seat,
        players: [String; 2],
    },
    /// The game moved on: the seat's view, the board drawn to scale from what every player
    /// sees (SVG, one unit a millimetre), the log lines since the client's last, and the
    /// decision when this seat must decide.
    Update {
        view: Box<xwing::rules::View>,
        board_svg: String,
        log: Vec<LogLine>,
        decision: Option<XwingDecision>,
        /// Who must decide now, worded.
        waiting: Option<String>,
    },
    Rejected {
        reason: String,
    },
    Error {
        reason: String,
    },
    /// The game is over; `winner` is none for a draw.
    Ended {
        winner: Option<xwing::rules::Seat>,
        reason: String,
    },
}
