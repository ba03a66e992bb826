//! X-Wing tables: a person in the first seat against the simple bot, in a named scenario.
//!
//! Built like the card game's [`crate::table`], and kept apart from it: one task owns the
//! [`Battle`] and is the only code that touches it; [`update_for`] alone decides what a
//! connection receives (the seat's [`xwing::rules::View`], which never holds the opponent's
//! unrevealed dial, facedown damage or deck order, and a board drawing of public positions
//! only); an answer is a decision id and an option index, applied to a copy under
//! [`crate::table::guarded`], and committed through [`Store::append_answer`] before the game
//! moves on. A game is its scenario, seed and answers, so [`restore`] rebuilds it exactly.

use crate::protocol::{LogLine, XwingDecision, XwingMessage};
use crate::store::{GameStatus, Store, StoreError, XwingRow};
use crate::table::{Subscriber, guarded, rewind};
use bots::Bot;
use door::{DecisionId, Game as _};
use std::collections::HashMap;
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use tokio::sync::{mpsc, oneshot};
use xwing::battles::{self, SimpleBot};
use xwing::data::Catalog;
use xwing::geometry::GeometryConstants;
use xwing::rules::{Battle, Choice, Event, GameSpec, Prompt, Seat};
use xwing::text::{self, Words};

/// The bot every X-Wing table seats, as stored.
pub const BOT: &str = "simple";

/// What the stored games were played under; a game records it at creation.
pub const RULES_VERSION: &str = concat!("xwing-", env!("CARGO_PKG_VERSION"));

/// The person's seat (the first player) and the bot's.
pub const PERSON: Seat = Seat::One;

/// A scenario's data, loaded once per server.
#[derive(Debug)]
pub struct Loaded {
    pub catalog: Catalog,
    pub geometry: GeometryConstants,
    pub spec: GameSpec,
}

/// The live X-Wing tables and the scenarios loaded so far.
#[derive(Debug, Default)]
pub struct Tables {
    pub live: Mutex<HashMap<String, Handle>>,
    scenarios: Mutex<HashMap<String, Arc<Loaded>>>,
}

impl Tables {
    /// The scenario's catalog, geometry and specification (read from the data folder once).
    pub fn scenario(&self, data_root: &Path, name: &str) -> Result<Arc<Loaded>, String> {
        if let Some(loaded) = self.scenarios.lock().expect("scenarios lock").get(name) {
            return Ok(loaded.clone());
        }
        let (catalog, geometry, spec) =
            battles::load(data_root, name).map_err(|e| e.to_string())?;
        let loaded = Arc::new(Loaded {
            catalog,
            geometry,
            spec,
        });
        self.scenarios
            .lock()
            .expect("scenarios lock")
            .insert(name.to_owned(), loaded.clone());
        Ok(loaded)
    }
}

/// The lobby's handle on a running X-Wing table.
#[derive(Clone, Debug)]
pub struct Handle {
    pub tx: mpsc::Sender<Command>,
    /// The person's user id.
    pub user: String,
    pub scenario: String,
    pub created_at: i64,
    /// Set once the game is over.
    pub over: Arc<AtomicBool>,
}

#[derive(Debug)]
pub enum Command {
    Subscribe {
        since: Option<u64>,
        tx: mpsc::Sender<XwingMessage>,
    },
    Resend {
        tx: mpsc::Sender<XwingMessage>,
        full: bool,
    },
    Answer {
        decision: u64,
        option: usize,
        reply: oneshot::Sender<Result<(), String>>,
    },
    BotAnswer {
        decision: u64,
        option: usize,
    },
    Concede,
}

/// A new game of the row's scenario and seed, before any answer, with the events of its
/// start.
pub fn new_battle(loaded: &Loaded, seed: u64) -> Result<(Battle, Vec<Event>), String> {
    let mut battle = Battle::new(&loaded.catalog, loaded.geometry.clone(), &loaded.spec, seed)
        .map_err(|e| e.to_string())?;
    let events = battle.take_events();
    Ok((battle, events))
}

/// Plays stored answers again; the log grows with their events.
pub fn replay(
    battle: &mut Battle,
    log: &mut Vec<Event>,
    answers: &[(u64, String)],
) -> Result<(), String> {
    for (index, (decision, json)) in answers.iter().enumerate() {
        let choice: Choice =
            serde_json::from_str(json).map_err(|e| format!("answer {index} is unreadable: {e}"))?;
        let events = battle
            .answer(DecisionId(*decision), &choice)
            .map_err(|e| format!("answer {index} no longer replays: {e}"))?;
        log.extend(events);
    }
    Ok(())
}

/// Rebuilds every unfinished X-Wing game; one that no longer replays is marked broken.
pub async fn restore(
    store: &Store,
    tables: &Tables,
    data_root: &Path,
) -> Result<(usize, Vec<(String, String)>), StoreError> {
    let mut restored = 0;
    let mut broken = Vec::new();
    for row in store.xwing_games_with(&[GameStatus::Playing]).await? {
        let answers = store.answers(&row.id).await?;
        let built = tables
            .scenario(data_root, &row.scenario)
            .and_then(|loaded| new_battle(&loaded, row.seed))
            .and_then(|(mut battle, mut log)| {
                replay(&mut battle, &mut log, &answers)?;
                Ok((battle, log))
            });
        match built {
            Ok((battle, log)) => {
                let handle = spawn(store.clone(), &row, battle, log, answers.len() as u64);
                tables
                    .live
                    .lock()
                    .expect("tables lock")
                    .insert(row.id.clone(), handle);
                restored += 1;
            }
            Err(reason) => {
                store.set_status(&row.id, GameStatus::Broken, None).await?;
                broken.push((row.id.clone(), reason));
            }
        }
    }
    Ok((restored, broken))
}

struct Table {
    id: String,
    scenario: String,
    players: [String; 2],
    store: Store,
    battle: Battle,
    log: Vec<Event>,
    answered: u64,
    conceded: bool,
    bot_asked: Option<u64>,
    subscribers: Vec<Subscriber<XwingMessage>>,
    over: Arc<AtomicBool>,
    tx: mpsc::Sender<Command>,
}

/// Starts a table's task.
pub fn spawn(
    store: Store,
    row: &XwingRow,
    battle: Battle,
    log: Vec<Event>,
    answered: u64,
) -> Handle {
    let (tx, rx) = mpsc::channel(1024);
    let over = Arc::new(AtomicBool::new(battle.outcome.is_some()));
    let table = Table {
        id: row.id.clone(),
        scenario: row.scenario.clone(),
        players: row.players.clone(),
        store,
        battle,
        log,
        answered,
        conceded: false,
        bot_asked: None,
        subscribers: Vec::new(),
        over: over.clone(),
        tx: tx.clone(),
    };
    tokio::spawn(table.run(rx));
    Handle {
        tx,
        user: row.user.clone(),
        scenario: row.scenario.clone(),
        created_at: row.created_at,
        over,
    }
}

impl Table {
    async fn run(mut self, mut rx: mpsc::Receiver<Command>) {
        self.bot_turn();
        while let Some(command) = rx.recv().await {
            match command {
                Command::Subscribe { since, tx } => self.subscribe(since, tx),
                Command::Resend { tx, full } => {
                    if let Some(i) = rewind(&mut self.subscribers, &tx, full) {
                        self.send_update(i);
                    }
                }
                Command::Answer {
                    decision,
                    option,
                    reply,
                } => {
                    let result = self.answer(PERSON, decision, option).await;
                    let _ = reply.send(result);
                }
                Command::BotAnswer { decision, option } => {
                    self.bot_asked = None;
                    if let Err(reason) = self.answer(PERSON.other(), decision, option).await {
                        eprintln!(
                            "x-wing table {}: the bot's answer was refused: {reason}",
                            self.id
                        );
                    }
                }
                Command::Concede => self.concede().await,
            }
            self.subscribers.retain(|s| !s.tx.is_closed());
        }
    }

    fn subscribe(&mut self, since: Option<u64>, tx: mpsc::Sender<XwingMessage>) {
        let welcome = XwingMessage::Welcome {
            game: self.id.clone(),
            scenario: self.scenario.clone(),
            seat: PERSON,
            players: self.players.clone(),
        };
        if tx.try_send(welcome).is_err() {
            return;
        }
        let next = since.map_or(0, |s| (s + 1).min(self.log.len() as u64));
        self.subscribers.push(Subscriber {
            viewer: (),
            tx,
            next,
        });
        let last = self.subscribers.len() - 1;
        self.send_update(last);
        if let Some(message) = self.ended_message() {
            let _ = self.subscribers[last].tx.try_send(message);
        }
    }

    async fn answer(&mut self, seat: Seat, decision: u64, option: usize) -> Result<(), String> {
        if self.conceded {
            return Err("the game is over".into());
        }
        let Some(pending) = self.battle.pending() else {
            return Err("the game is over".into());
        };
        if pending.seat != seat {
            return Err(format!(
                "it is not your decision: the {} decides now",
                text::seat(pending.seat)
            ));
        }
        if pending.id.0 != decision {
            return Err(format!(
                "decision #{decision} is not the pending one (#{}); the view has been sent \
                 again",
                pending.id.0
            ));
        }
        let Some(choice) = pending.options.get(option).cloned() else {
            return Err(format!(
                "decision #{decision} has {} options; there is no option {option}",
                pending.options.len()
            ));
        };
        let mut next = self.battle.clone();
        let events =
            guarded(|| next.answer(DecisionId(decision), &choice))?.map_err(|r| r.to_string())?;
        let json = serde_json::to_string(&choice).map_err(|e| e.to_string())?;
        // Durable before acknowledged: the game moves on only once the answer is committed.
        self.store
            // X-Wing tables have no clocks: no think time is charged.
            .append_answer(&self.id, self.answered, decision, json, 0)
            .await
            .map_err(|e| format!("the answer could not be saved, so it was not applied: {e}"))?;
        self.answered += 1;
        self.battle = next;
        self.log.extend(events);
        for i in 0..self.subscribers.len() {
            self.send_update(i);
        }
        if let Some(outcome) = self.battle.outcome {
            self.finish(Some(&format!("{outcome:?}"))).await;
        } else {
            self.bot_turn();
        }
        Ok(())
    }

    async fn concede(&mut self) {
        if self.conceded || self.battle.outcome.is_some() {
            return;
        }
        self.conceded = true;
        self.finish(Some("conceded")).await;
    }

    async fn finish(&mut self, winner: Option<&str>) {
        self.over.store(true, Ordering::Relaxed);
        if let Err(e) = self
            .store
            .set_status(&self.id, GameStatus::Finished, winner)
            .await
        {
            eprintln!(
                "x-wing table {}: the end of the game was not stored: {e}",
                self.id
            );
        }
        if let Some(message) = self.ended_message() {
            for sub in &mut self.subscribers {
                sub.deliver(message.clone());
            }
        }
    }

    fn ended_message(&self) -> Option<XwingMessage> {
        if self.conceded {
            return Some(XwingMessage::Ended {
                winner: Some(PERSON.other()),
                reason: format!("the {} conceded", text::seat(PERSON)),
            });
        }
        let outcome = self.battle.outcome?;
        Some(XwingMessage::Ended {
            winner: match outcome {
                xwing::rules::Outcome::Winner(seat) => Some(seat),
                xwing::rules::Outcome::Draw => None,
            },
            reason: format!(
                "round {}: {}",
                self.battle.round,
                Words::new(&self.battle).outcome(outcome)
            ),
        })
    }

    /// When the bot must decide, asks it (the simple bot is quick, so on the task).
    fn bot_turn(&mut self) {
        if self.conceded {
            return;
        }
        let Some(pending) = self.battle.pending() else {
            return;
        };
        if pending.seat == PERSON || self.bot_asked == Some(pending.id.0) {
            return;
        }
        let decision = pending.id.0;
        self.bot_asked = Some(decision);
        let option = SimpleBot::new(decision ^ self.answered.rotate_left(32)).choose(&self.battle);
        let tx = self.tx.clone();
        tokio::spawn(async move {
            let _ = tx.send(Command::BotAnswer { decision, option }).await;
        });
    }

    fn send_update(&mut self, i: usize) {
        let message = update_for(&self.battle, &self.log, PERSON, self.subscribers[i].next);
        let sub = &mut self.subscribers[i];
        sub.next = self.log.len() as u64;
        sub.deliver(message);
    }
}

/// What `seat` receives after the game moved: its view, the board, its log lines from
/// `next`, its decision. Only this function decides what an X-Wing connection sees.
pub fn update_for(battle: &Battle, log: &[Event], seat: Seat, next: u64) -> XwingMessage {
    let words = Words::new(battle);
    let log = log
        .iter()
        .enumerate()
        .skip(next as usize)
        .map(|(index, event)| LogLine {
            index: index as u64,
            text: words.event(event),
        })
        .collect();
    let pending = battle.pending();
    let decision = pending.filter(|p| p.seat == seat).map(|p| XwingDecision {
        id: p.id.0,
        prompt: words.prompt(&p.prompt),
        options: p
            .options
            .iter()
            .map(|o| words.choice(&p.prompt, o))
            .collect(),
        previews: p
            .options
            .iter()
            .map(|o| match (&p.prompt, o) {
                (Prompt::SetDial { ship }, Choice::Dial(m)) => {
                    xwing::render::maneuver_preview(battle, *ship, *m)
                }
                _ => None,
            })
            .collect(),
    });
    let board_svg = xwing::render::battle_svg(battle).unwrap_or_else(|e| {
        format!("<svg xmlns=\"http://www.w3.org/2000/svg\"><!-- {e} --></svg>")
    });
    XwingMessage::Update {
        view: Box::new(battle.view(seat)),
        board_svg,
        log,
        decision,
        waiting: pending.map(|p| text::seat(p.seat).to_owned()),
    }
}
