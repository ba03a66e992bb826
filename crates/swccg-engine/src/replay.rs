//! Replays: a game saved as the few facts that decide it, and the check that it still plays
//! the same way.
//!
//! A game is a pure function of its decks, its seed and the answers given, so a [`Replay`]
//! holds exactly those (the decks as GEMP ids with counts, in deck order, so a replay file is
//! self-contained), plus what identifies the program that played it (the engine's
//! [`RULES_VERSION`] and the card database's content hash) and what playing it produced (the
//! number of events, a hash of the event log, the last turn and the outcome).
//!
//! * [`Replay::record`] builds a replay from a finished or unfinished game's answers by playing
//!   them again, so the recorded hash always comes from the same code that checks it.
//! * [`Replay::run`] plays a replay again, answer by answer, handing every event to the caller.
//! * [`Replay::verify`] plays it again and compares what it produced with what was recorded.
//! * [`Replay::to_json`] / [`Replay::from_json`] write and read the file format (JSON, one
//!   answer per line so that a diff or an error's line number points at one answer).
//! * [`Journal`] keeps a replay up to date while a game is played, one accepted answer at a
//!   time, so that a game stopped at any point is a replay of what was played (its `outcome`
//!   `None`), and a journal can be reopened to go on with the game.
//!
//! The event-log hash is FNV-1a (64 bits) over the compact JSON of each event produced by the
//! answers, in order, each followed by a newline byte. Events produced before the first
//! decision (there are none in the current setup flow) are not part of the log.
//!
//! Every failure is a [`ReplayError`] that names what is wrong and where: the JSON line and
//! column, the deck and entry of an unknown card, the index in `answers` of an answer the game
//! did not offer.

use crate::decision::Answer;
use crate::event::Event;
use crate::game::{Game, GameError, RULES_VERSION};
use crate::state::Outcome;
use door::{DecisionId, Game as _};
use serde::{Deserialize, Serialize};
use swccg_cards::{Card, CardDb, Side};

/// The version of the replay file layout this module writes and reads.
pub const FORMAT: u32 = 1;

/// A run of identical consecutive cards of a deck.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeckEntry {
    pub gemp_id: String,
    pub count: u16,
    /// The printing's title, written only when the card is not the printing the database
    /// gives first for its GEMP id (alternate images share ids).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
}

/// A saved game. See the module documentation for what each part is for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Replay {
    pub format: u32,
    pub rules_version: String,
    pub card_db_hash: String,
    pub seed: u64,
    #[serde(default)]
    pub dark_name: String,
    #[serde(default)]
    pub light_name: String,
    /// The Dark Side deck, in the order its cards were given to the game.
    pub dark: Vec<DeckEntry>,
    pub light: Vec<DeckEntry>,
    /// The turn the game had reached after the last answer.
    pub turn: u16,
    /// `None` when the game was stopped before its end.
    pub outcome: Option<Outcome>,
    /// How many events the answers produced.
    pub events: u64,
    /// FNV-1a 64 of the event log, 16 hex digits.
    pub event_log_hash: String,
    /// Every answer, in order.
    pub answers: Vec<Answer>,
}

/// Why a replay could not be read, played or verified.
#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    #[error("not a valid replay file: {message} (line {line}, column {column})")]
    Json {
        line: usize,
        column: usize,
        message: String,
    },
    #[error("replay format {found} is not supported; this program reads format {FORMAT}")]
    Format { found: u32 },
    #[error(
        "the replay was recorded under rules version {found:?}, but this engine is {expected:?}; \
         games may play differently, so it cannot be replayed"
    )]
    RulesVersion { expected: String, found: String },
    #[error(
        "the replay was recorded with card database {found}, but the data folder holds \
         {expected}; the cards may differ, so it cannot be replayed"
    )]
    CardDb { expected: String, found: String },
    #[error("{side} deck, entry {entry}: unknown card {gemp_id}")]
    UnknownCard {
        side: Side,
        entry: usize,
        gemp_id: String,
    },
    #[error("{side} deck, entry {entry}: no printing of {gemp_id} is titled {title:?}")]
    UnknownPrinting {
        side: Side,
        entry: usize,
        gemp_id: String,
        title: String,
    },
    #[error("{side} deck, entry {entry} ({gemp_id}): a count must be at least 1")]
    ZeroCount {
        side: Side,
        entry: usize,
        gemp_id: String,
    },
    #[error("the decks do not make a game: {0}")]
    Game(#[from] GameError),
    #[error(
        "answers[{index}] ({answer}) is not among the {options} options of decision {decision}"
    )]
    NotAnOption {
        index: usize,
        answer: String,
        decision: DecisionId,
        options: usize,
    },
    #[error("answers[{index}] ({answer}) was listed but refused: {reason}")]
    Refused {
        index: usize,
        answer: String,
        reason: String,
    },
    #[error("answers[{index}] ({answer}): the game was already over")]
    AfterGameOver { index: usize, answer: String },
    #[error(
        "the event log differs from the recorded one: {found_events} events hashing to {found}, \
         recorded {expected_events} events hashing to {expected}"
    )]
    EventLog {
        expected: String,
        found: String,
        expected_events: u64,
        found_events: u64,
    },
    #[error("the game ended differently: recorded {expected}, replayed {found}")]
    Ending { expected: String, found: String },
}

/// FNV-1a, 64 bits: a tiny, stable, dependency-free hash for event logs. Not cryptographic;
/// it detects accidental change, not tampering.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fnv1a(u64);

impl Default for Fnv1a {
    fn default() -> Self {
        Fnv1a(0xcbf2_9ce4_8422_2325)
    }
}

impl Fnv1a {
    pub fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 ^= u64::from(byte);
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }

    pub fn finish(self) -> u64 {
        self.0
    }

    /// The hash as 16 lower-case hex digits.
    pub fn hex(self) -> String {
        format!("{:016x}", self.0)
    }
}

/// The running hash of an event log.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EventLogHash {
    hash: Fnv1a,
    events: u64,
}

impl EventLogHash {
    pub fn add(&mut self, event: &Event) {
        // Serializing plain derived data into a Vec cannot fail.
        let json = serde_json::to_vec(event).expect("events serialize");
        self.hash.write(&json);
        self.hash.write(b"\n");
        self.events += 1;
    }

    pub fn events(&self) -> u64 {
        self.events
    }

    pub fn hex(&self) -> String {
        self.hash.hex()
    }
}

/// A deck as runs of identical consecutive cards, in deck order.
pub fn deck_entries(db: &CardDb, cards: &[&Card]) -> Vec<DeckEntry> {
    let mut entries: Vec<DeckEntry> = Vec::new();
    for card in cards {
        let preferred = db
            .by_gemp_id(&card.gemp_id)
            .is_some_and(|i| db.get(i).id == card.id);
        let title = (!preferred).then(|| card.title().to_owned());
        match entries.last_mut() {
            Some(last) if last.gemp_id == card.gemp_id && last.title == title => last.count += 1,
            _ => entries.push(DeckEntry {
                gemp_id: card.gemp_id.clone(),
                count: 1,
                title,
            }),
        }
    }
    entries
}

/// One step of a replay being played again, as [`Replay::run`] reports it.
#[derive(Clone, Copy, Debug)]
pub enum Step<'a> {
    /// `answers[index]`, about to be given by `seat`; `game` is in the state the answer was
    /// chosen in.
    Answer {
        index: usize,
        game: &'a Game,
        seat: Side,
        answer: &'a Answer,
    },
    /// An event produced by `answers[index]`; `game` is in the state after that answer.
    Event {
        index: usize,
        game: &'a Game,
        event: &'a Event,
    },
}

/// What playing a replay again produced.
#[derive(Clone, Debug)]
pub struct Run {
    /// The game after the last answer.
    pub game: Game,
    pub events: u64,
    pub event_log_hash: String,
    /// The running hash itself, to go on adding events to it.
    pub log: EventLogHash,
}

/// A replay kept up to date as its game is played: after each accepted answer,
/// [`Journal::push`] adds the answer and what it produced, so that [`Journal::replay`] is at
/// every moment the replay of the game so far.
#[derive(Clone, Debug)]
pub struct Journal {
    replay: Replay,
    log: EventLogHash,
}

impl Journal {
    /// Opens a journal on `replay` (a new game's, recorded with no answers, or one read back
    /// to go on with): plays it again, checks that it produces what it records, and returns
    /// the journal and the game in the state after its last answer.
    pub fn open(replay: Replay, db: &CardDb) -> Result<(Journal, Game), ReplayError> {
        let run = replay.verify(db)?;
        let journal = Journal {
            replay,
            log: run.log,
        };
        Ok((journal, run.game))
    }

    /// Adds an answer the game accepted, the events it produced, and `game`, the game after
    /// it.
    pub fn push(&mut self, answer: Answer, events: &[Event], game: &Game) {
        for event in events {
            self.log.add(event);
        }
        let replay = &mut self.replay;
        replay.answers.push(answer);
        replay.events = self.log.events();
        replay.event_log_hash = self.log.hex();
        replay.turn = game.turn();
        replay.outcome = game.outcome().cloned();
    }

    /// The replay of the game so far.
    pub fn replay(&self) -> &Replay {
        &self.replay
    }
}

impl Replay {
    /// Records a game: the decks, the seed and the answers given, with what they produce
    /// (found by playing the answers again from the start).
    pub fn record(
        db: &CardDb,
        seed: u64,
        dark: (&str, &[&Card]),
        light: (&str, &[&Card]),
        answers: Vec<Answer>,
    ) -> Result<Replay, ReplayError> {
        let mut replay = Replay {
            format: FORMAT,
            rules_version: RULES_VERSION.to_owned(),
            card_db_hash: db.content_hash(),
            seed,
            dark_name: dark.0.to_owned(),
            light_name: light.0.to_owned(),
            dark: deck_entries(db, dark.1),
            light: deck_entries(db, light.1),
            turn: 0,
            outcome: None,
            events: 0,
            event_log_hash: String::new(),
            answers,
        };
        let run = replay.run(db, |_| {})?;
        replay.turn = run.game.turn();
        replay.outcome = run.game.outcome().cloned();
        replay.events = run.events;
        replay.event_log_hash = run.event_log_hash;
        Ok(replay)
    }

    /// Checks that this program may play the replay: same format, rules version and card
    /// database.
    pub fn check_versions(&self, db: &CardDb) -> Result<(), ReplayError> {
        if self.format != FORMAT {
            return Err(ReplayError::Format { found: self.format });
        }
        if self.rules_version != RULES_VERSION {
            return Err(ReplayError::RulesVersion {
                expected: RULES_VERSION.to_owned(),
                found: self.rules_version.clone(),
            });
        }
        let hash = db.content_hash();
        if self.card_db_hash != hash {
            return Err(ReplayError::CardDb {
                expected: hash,
                found: self.card_db_hash.clone(),
            });
        }
        Ok(())
    }

    /// The two decks' cards, one entry per copy, in the recorded order.
    pub fn decks<'d>(&self, db: &'d CardDb) -> Result<[Vec<&'d Card>; 2], ReplayError> {
        let resolve = |side: Side, entries: &[DeckEntry]| -> Result<Vec<&'d Card>, ReplayError> {
            let mut cards = Vec::new();
            for (entry, e) in entries.iter().enumerate() {
                if e.count == 0 {
                    return Err(ReplayError::ZeroCount {
                        side,
                        entry,
                        gemp_id: e.gemp_id.clone(),
                    });
                }
                let printings = db.gemp_printings(&e.gemp_id);
                let index = match &e.title {
                    None => printings.first().copied(),
                    Some(title) => printings
                        .iter()
                        .copied()
                        .find(|&i| db.get(i).title() == title),
                };
                let card = match index {
                    Some(i) => db.get(i),
                    None if printings.is_empty() => {
                        return Err(ReplayError::UnknownCard {
                            side,
                            entry,
                            gemp_id: e.gemp_id.clone(),
                        });
                    }
                    None => {
                        return Err(ReplayError::UnknownPrinting {
                            side,
                            entry,
                            gemp_id: e.gemp_id.clone(),
                            title: e.title.clone().unwrap_or_default(),
                        });
                    }
                };
                cards.extend(std::iter::repeat_n(card, usize::from(e.count)));
            }
            Ok(cards)
        };
        Ok([
            resolve(Side::Dark, &self.dark)?,
            resolve(Side::Light, &self.light)?,
        ])
    }

    /// Plays the replay again from the start. `on_step` sees every answer (with the game in
    /// the state the answer was chosen in) and then every event it produced. Stops at the
    /// first answer the game does not offer.
    pub fn run(&self, db: &CardDb, mut on_step: impl FnMut(Step<'_>)) -> Result<Run, ReplayError> {
        self.check_versions(db)?;
        let [dark, light] = self.decks(db)?;
        let mut game = Game::new(&dark, &light, self.seed)?;
        let mut hash = EventLogHash::default();
        let mut events = Vec::new();
        for (index, answer) in self.answers.iter().enumerate() {
            let Some(pending) = game.pending() else {
                return Err(ReplayError::AfterGameOver {
                    index,
                    answer: answer_json(answer),
                });
            };
            let (decision, seat, options) = (pending.id, pending.seat, pending.options.len());
            if !pending.options.contains(answer) {
                return Err(ReplayError::NotAnOption {
                    index,
                    answer: answer_json(answer),
                    decision,
                    options,
                });
            }
            on_step(Step::Answer {
                index,
                game: &game,
                seat,
                answer,
            });
            events.clear();
            game.answer_into(decision, answer, &mut events)
                .map_err(|refused| ReplayError::Refused {
                    index,
                    answer: answer_json(answer),
                    reason: refused.to_string(),
                })?;
            for event in &events {
                hash.add(event);
                on_step(Step::Event {
                    index,
                    game: &game,
                    event,
                });
            }
        }
        Ok(Run {
            game,
            events: hash.events(),
            event_log_hash: hash.hex(),
            log: hash,
        })
    }

    /// Plays the replay again and checks that it produces the recorded event log, turn and
    /// outcome. Every answer being accepted is part of playing it.
    pub fn verify(&self, db: &CardDb) -> Result<Run, ReplayError> {
        let run = self.run(db, |_| {})?;
        if run.event_log_hash != self.event_log_hash || run.events != self.events {
            return Err(ReplayError::EventLog {
                expected: self.event_log_hash.clone(),
                found: run.event_log_hash,
                expected_events: self.events,
                found_events: run.events,
            });
        }
        let ending = |turn: u16, outcome: Option<&Outcome>| match outcome {
            Some(o) => format!("turn {turn}, {} won ({:?})", o.winner, o.reason),
            None => format!("turn {turn}, unfinished"),
        };
        let recorded = ending(self.turn, self.outcome.as_ref());
        let replayed = ending(run.game.turn(), run.game.outcome());
        if recorded != replayed {
            return Err(ReplayError::Ending {
                expected: recorded,
                found: replayed,
            });
        }
        Ok(run)
    }

    /// The replay as JSON: the header fields first, then one deck entry and one answer per
    /// line.
    pub fn to_json(&self) -> String {
        fn json<T: Serialize + ?Sized>(value: &T) -> String {
            // Plain derived data always serializes.
            serde_json::to_string(value).expect("replay parts serialize")
        }
        fn list<T: Serialize>(out: &mut String, items: &[T]) {
            if items.is_empty() {
                out.push_str("[]");
                return;
            }
            out.push_str("[\n");
            for (i, item) in items.iter().enumerate() {
                out.push_str("    ");
                out.push_str(&json(item));
                out.push_str(if i + 1 < items.len() { ",\n" } else { "\n" });
            }
            out.push_str("  ]");
        }
        let mut out = String::from("{\n");
        let fields = [
            ("format", json(&self.format)),
            ("rules_version", json(&self.rules_version)),
            ("card_db_hash", json(&self.card_db_hash)),
            ("seed", json(&self.seed)),
            ("dark_name", json(&self.dark_name)),
            ("light_name", json(&self.light_name)),
            ("turn", json(&self.turn)),
            ("outcome", json(&self.outcome)),
            ("events", json(&self.events)),
            ("event_log_hash", json(&self.event_log_hash)),
        ];
        for (name, value) in fields {
            out.push_str(&format!("  \"{name}\": {value},\n"));
        }
        out.push_str("  \"dark\": ");
        list(&mut out, &self.dark);
        out.push_str(",\n  \"light\": ");
        list(&mut out, &self.light);
        out.push_str(",\n  \"answers\": ");
        list(&mut out, &self.answers);
        out.push_str("\n}\n");
        out
    }

    /// Reads a replay written by [`Replay::to_json`] (or any JSON with the same fields).
    pub fn from_json(text: &str) -> Result<Replay, ReplayError> {
        serde_json::from_str(text).map_err(|err| {
            // serde_json ends its message with the position, which the error names itself.
            let position = format!(" at line {} column {}", err.line(), err.column());
            let message = err.to_string();
            ReplayError::Json {
                line: err.line(),
                column: err.column(),
                message: message
                    .strip_suffix(&position)
                    .unwrap_or(&message)
                    .to_owned(),
            }
        })
    }
}

/// An answer as it appears in a replay file, for error messages.
fn answer_json(answer: &Answer) -> String {
    serde_json::to_string(answer).expect("answers serialize")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fnv1a_matches_the_published_test_vectors() {
        // Reference values of the 64-bit FNV-1a function for "" and "a".
        assert_eq!(Fnv1a::default().finish(), 0xcbf2_9ce4_8422_2325);
        let mut h = Fnv1a::default();
        h.write(b"a");
        assert_eq!(h.finish(), 0xaf63_dc4c_8601_ec8c);
        let mut h = Fnv1a::default();
        h.write(b"foobar");
        assert_eq!(h.hex(), "85944171f73967e8");
    }

    #[test]
    fn bad_json_names_line_and_column() {
        let err = Replay::from_json("{\n  \"format\": 1,\n  \"seed\": \"x\"\n}").unwrap_err();
        match err {
            ReplayError::Json { line, .. } => assert_eq!(line, 3),
            other => panic!("expected a JSON error, got {other}"),
        }
    }
}
