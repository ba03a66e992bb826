//! One game table: a task that owns the game and is the only code that touches it.
//!
//! Everything reaches the game through the task's command channel, one command at a time, so
//! there is no lock around a game. The task keeps the whole event log; each connection gets
//! the events its seat may see, worded in its language, and its own view
//! ([`swccg_engine::View`], which never holds the opponent's hand or any Reserve Deck card).
//! Hidden cards never leave this task.
//!
//! An answer is applied to a copy of the game, under `catch_unwind`; only when the engine
//! accepted it and the store has committed it does the copy replace the game and the answer
//! get acknowledged. A panic inside card code therefore rolls back that one answer, which is
//! reported, and the game goes on from where it was.

use crate::clock::Clocks;
use crate::protocol::{DecisionMessage, LogLine, MAX_WHY_LOCATIONS, ServerMessage, WhyNotAnswer};
use crate::store::{GameRow, GameStatus, Store};
use bots::{Bot, RandomBot, SearchBot};
use door::{DecisionId, Game as _};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use swccg_cards::{Card, CardDb, Deck, Side};
use swccg_engine::bots::HeuristicBot;
use swccg_engine::decision::Dest;
use swccg_engine::event::Visibility;
use swccg_engine::text::{Lang, Reader, Text};
use swccg_engine::{Answer, CardId, Event, Game, Place, View};
use tokio::sync::{mpsc, oneshot};

/// How many messages may wait for a slow connection before it is dropped.
pub const CONNECTION_QUEUE: usize = 256;

/// A bot that can sit at a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BotKind {
    Random,
    Heuristic,
    /// The search bot with this many playouts per decision.
    Search(u32),
}

impl BotKind {
    pub fn parse(spec: &str) -> Result<BotKind, String> {
        match spec.trim() {
            "random" => Ok(BotKind::Random),
            "heuristic" | "bot" => Ok(BotKind::Heuristic),
            other => match other.strip_prefix("search:").map(str::parse::<u32>) {
                Some(Ok(n)) if (1..=20_000).contains(&n) => Ok(BotKind::Search(n)),
                _ => Err(format!(
                    "unknown bot {other:?} (expected random, heuristic or search:N with N \
                     from 1 to 20000 playouts)"
                )),
            },
        }
    }

    pub fn spec(self) -> String {
        match self {
            BotKind::Random => "random".into(),
            BotKind::Heuristic => "heuristic".into(),
            BotKind::Search(n) => format!("search:{n}"),
        }
    }

    /// Chooses an option of the game's pending decision.
    fn choose(self, game: &Game, seed: u64) -> usize {
        match self {
            BotKind::Random => RandomBot::new(seed).choose(game),
            BotKind::Heuristic => HeuristicBot::new(seed).choose(game),
            BotKind::Search(n) => {
                let playout = HeuristicBot::with_epsilon(seed, 0.1);
                SearchBot::new(seed, playout, bots::Budget::Playouts(n)).choose(game)
            }
        }
    }
}

/// Who is asking: a connection's seat, or a spectator.
#[derive(Clone, Debug)]
pub struct Viewer {
    pub user: String,
    pub seat: Option<Side>,
    pub lang: Lang,
}

/// A command for the table's task.
#[derive(Debug)]
pub enum Command {
    /// A connection joins: it gets everything after log index `since` (or the whole log).
    Subscribe {
        viewer: Viewer,
        since: Option<u64>,
        tx: mpsc::Sender<ServerMessage>,
    },
    /// Sends a connection its view and decision again; `full`: the whole log too.
    Resend {
        tx: mpsc::Sender<ServerMessage>,
        full: bool,
    },
    Answer {
        seat: Side,
        decision: u64,
        option: usize,
        reply: oneshot::Sender<Result<(), String>>,
    },
    Chat {
        from: String,
        text: String,
    },
    Concede {
        seat: Side,
    },
    /// A bot's answer computed off the task.
    BotAnswer {
        decision: u64,
        option: usize,
    },
    /// A seat asks why a card of its hand may not deploy to locations on table; the answer
    /// (or the refusal) goes back on `reply` to that connection alone.
    WhyNot {
        seat: Side,
        lang: Lang,
        card: u16,
        locations: Option<Vec<u16>>,
        reply: oneshot::Sender<ServerMessage>,
    },
    /// The second player sits down: the game starts.
    Start {
        row: Box<GameRow>,
        reply: oneshot::Sender<Result<(), String>>,
    },
}

/// What the lobby shows of a table.
#[derive(Clone, Debug, serde::Serialize)]
pub struct Summary {
    pub id: String,
    pub players: [String; 2],
    pub status: GameStatus,
    pub turn: u16,
    pub winner: Option<Side>,
    pub spectators: usize,
    /// Each person's time for the game, in minutes, when the table has clocks.
    pub clock_minutes: Option<u64>,
}

/// The lobby's handle on a running table.
#[derive(Clone, Debug)]
pub struct TableHandle {
    pub tx: mpsc::Sender<Command>,
    pub summary: Arc<Mutex<Summary>>,
    /// The users seated (Dark, Light).
    pub users: [Option<String>; 2],
}

/// Why a table could not be built from its stored row.
#[derive(Debug, thiserror::Error)]
pub enum BuildError {
    #[error("the {side} Side deck is damaged: {message}")]
    Deck { side: Side, message: String },
    #[error("the game could not start: {0}")]
    Game(String),
    #[error("answer {index} no longer replays: {message}")]
    Replay { index: usize, message: String },
}

/// Reads a stored deck.
pub fn stored_deck(db: &CardDb, side: Side, name: &str, tsv: &str) -> Result<Deck, BuildError> {
    Deck::from_tsv(db, name, tsv).map_err(|e| BuildError::Deck {
        side,
        message: e.to_string(),
    })
}

/// A new game from a stored row (its decks and seed), before any answer.
pub fn new_game(db: &CardDb, row: &GameRow) -> Result<Game, BuildError> {
    let dark = stored_deck(db, Side::Dark, &row.deck_names[0], &row.decks[0])?;
    let light = stored_deck(db, Side::Light, &row.deck_names[1], &row.decks[1])?;
    let cards =
        |ids: &[swccg_cards::CardIndex]| -> Vec<&Card> { ids.iter().map(|&i| db.get(i)).collect() };
    Game::with_outside(
        &cards(&dark.cards),
        &cards(&light.cards),
        &cards(&dark.outside),
        &cards(&light.outside),
        row.seed,
    )
    .map_err(|e| BuildError::Game(e.to_string()))
}

/// Plays stored answers again.
pub fn replay_answers(
    game: &mut Game,
    answers: &[(u64, String)],
) -> Result<Vec<Event>, BuildError> {
    replay_deciders(game, answers).map(|(log, _)| log)
}

/// Plays stored answers again, and says which seat gave each.
pub fn replay_deciders(
    game: &mut Game,
    answers: &[(u64, String)],
) -> Result<(Vec<Event>, Vec<Side>), BuildError> {
    let mut log = Vec::new();
    let mut deciders = Vec::with_capacity(answers.len());
    for (index, (decision, json)) in answers.iter().enumerate() {
        if let Some(pending) = game.pending() {
            deciders.push(pending.seat);
        }
        let answer: Answer = serde_json::from_str(json).map_err(|e| BuildError::Replay {
            index,
            message: format!("unreadable answer: {e}"),
        })?;
        let events =
            game.answer(DecisionId(*decision), &answer)
                .map_err(|e| BuildError::Replay {
                    index,
                    message: e.to_string(),
                })?;
        log.extend(events);
    }
    Ok((log, deciders))
}

/// What `viewer` saw of a stored game: the first update, then one after each answer (with
/// the log lines that answer produced). The same function as the live channel decides what
/// each frame holds.
pub fn seat_replay(
    db: &CardDb,
    row: &GameRow,
    answers: &[(u64, String)],
    viewer: &Viewer,
) -> Result<Vec<ServerMessage>, BuildError> {
    let mut game = new_game(db, row)?;
    let mut log = Vec::new();
    let mut frames = vec![update_for(&game, &log, viewer, 0)];
    for (index, answer) in answers.iter().enumerate() {
        let seen = log.len() as u64;
        let events =
            replay_answers(&mut game, std::slice::from_ref(answer)).map_err(|e| match e {
                BuildError::Replay { message, .. } => BuildError::Replay { index, message },
                other => other,
            })?;
        log.extend(events);
        frames.push(update_for(&game, &log, viewer, seen));
    }
    Ok(frames)
}

/// Applies `answer` to a copy of `game`, catching a panic of the engine. The original is
/// untouched whatever happens.
pub fn guarded_answer(
    game: &Game,
    decision: DecisionId,
    answer: &Answer,
) -> Result<(Game, Vec<Event>), String> {
    let mut next = game.clone();
    let events = guarded(|| next.answer(decision, answer))?.map_err(|r| r.to_string())?;
    Ok((next, events))
}

/// Runs `f`, turning a panic into an error that says the answer was rolled back.
pub fn guarded<T>(f: impl FnOnce() -> T) -> Result<T, String> {
    catch_unwind(AssertUnwindSafe(f)).map_err(|panic| {
        let what = panic
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| panic.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "unknown panic".into());
        format!(
            "the engine failed on this answer ({what}); it was rolled back and the game goes \
             on from before it"
        )
    })
}

/// A connection at a table (of either game): who it is, where its messages go, and the next
/// log index it has not been sent.
#[derive(Debug)]
pub(crate) struct Subscriber<M, V = ()> {
    pub viewer: V,
    pub tx: mpsc::Sender<M>,
    pub next: u64,
}

impl<M, V> Subscriber<M, V> {
    /// Sends `message`. A connection that cannot keep up is dropped; its client reconnects
    /// and resyncs.
    pub fn deliver(&mut self, message: M) {
        if self.tx.try_send(message).is_err() {
            self.tx = mpsc::channel(1).0;
        }
    }
}

/// The subscriber whose channel is `tx`, rewound to the start of the log when `full`.
pub(crate) fn rewind<M, V>(
    subscribers: &mut [Subscriber<M, V>],
    tx: &mpsc::Sender<M>,
    full: bool,
) -> Option<usize> {
    let i = subscribers.iter().position(|s| s.tx.same_channel(tx))?;
    if full {
        subscribers[i].next = 0;
    }
    Some(i)
}

/// The task's state.
struct Table {
    id: String,
    store: Store,
    db: Arc<CardDb>,
    game: Option<Game>,
    log: Vec<Event>,
    /// Answers accepted so far (the next answer's sequence number).
    answered: u64,
    bots: [Option<BotKind>; 2],
    players: [String; 2],
    subscribers: Vec<Subscriber<ServerMessage, Viewer>>,
    summary: Arc<Mutex<Summary>>,
    /// Set when a player ended the game, conceding or out of time: who lost, and how (the
    /// engine's outcome covers the rest).
    ended_by: Option<(Side, PlayerEnd)>,
    /// Each person's time for the game, when the table has clocks.
    clock: Option<Duration>,
    /// The clocks, once the game started (only at a table with clocks).
    clocks: Option<Clocks>,
    /// Time already spent by each seat before this task started (from the stored answers).
    spent: [Duration; 2],
    /// When the pending decision was put to its seat (or the task started).
    asked_at: Instant,
    /// The decision a bot is thinking about off the task, so it is asked only once.
    bot_thinking: Option<u64>,
    tx: mpsc::Sender<Command>,
}

/// How a player ended a game outside the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerEnd {
    Conceded,
    Timeout,
}

impl PlayerEnd {
    /// The stored word, and the reason code sent to clients.
    pub fn code(self) -> &'static str {
        match self {
            PlayerEnd::Conceded => "conceded",
            PlayerEnd::Timeout => "timeout",
        }
    }

    fn reason(self) -> &'static str {
        match self {
            PlayerEnd::Conceded => "Conceded",
            PlayerEnd::Timeout => "Timeout",
        }
    }
}

/// Starts a table's task. `game` is `None` while the table waits for its second player;
/// `spent` is the time each seat has already spent, from the stored answers.
pub fn spawn(
    store: Store,
    db: Arc<CardDb>,
    row: &GameRow,
    game: Option<Game>,
    log: Vec<Event>,
    answered: u64,
    spent: [Duration; 2],
) -> TableHandle {
    let (tx, rx) = mpsc::channel(1024);
    let players = players_of(row);
    let summary = Arc::new(Mutex::new(Summary {
        id: row.id.clone(),
        players: players.clone(),
        status: row.status,
        turn: game.as_ref().map_or(0, |g| g.turn()),
        winner: None,
        spectators: 0,
        clock_minutes: row.clock_ms.map(|ms| ms / 60_000),
    }));
    let table = Table {
        id: row.id.clone(),
        store,
        db,
        game,
        log,
        answered,
        bots: row
            .bots
            .clone()
            .map(|b| b.and_then(|spec| BotKind::parse(&spec).ok())),
        players,
        subscribers: Vec::new(),
        summary: summary.clone(),
        ended_by: None,
        clock: row.clock_ms.map(Duration::from_millis),
        clocks: None,
        spent,
        asked_at: Instant::now(),
        bot_thinking: None,
        tx: tx.clone(),
    };
    tokio::spawn(table.run(rx));
    TableHandle {
        tx,
        summary,
        users: row.users.clone(),
    }
}

/// The names shown for each seat.
pub fn players_of(row: &GameRow) -> [String; 2] {
    [0, 1].map(|i| match (&row.bots[i], &row.users[i]) {
        (Some(bot), _) => format!("bot ({bot})"),
        (None, Some(_)) => row.deck_names[i].clone(),
        (None, None) => "(open seat)".into(),
    })
}

impl Table {
    async fn run(mut self, mut rx: mpsc::Receiver<Command>) {
        if self.game.is_some() {
            self.start_clocks();
        }
        self.bot_turn();
        loop {
            // A table with clocks also wakes when the deciding person's time runs out.
            let deadline = self.clocks.as_ref().and_then(Clocks::deadline);
            let command = tokio::select! {
                command = rx.recv() => command,
                () = sleep_until(deadline) => {
                    self.check_time(Instant::now()).await;
                    continue;
                }
            };
            let Some(command) = command else { break };
            match command {
                Command::Subscribe { viewer, since, tx } => self.subscribe(viewer, since, tx),
                Command::Resend { tx, full } => {
                    if let Some(i) = rewind(&mut self.subscribers, &tx, full) {
                        self.send_update(i);
                        self.send_clocks(Some(i));
                    }
                }
                Command::Answer {
                    seat,
                    decision,
                    option,
                    reply,
                } => {
                    let result = self.answer(Some(seat), decision, option).await;
                    let _ = reply.send(result);
                }
                Command::BotAnswer { decision, option } => {
                    self.bot_thinking = None;
                    if let Err(reason) = self.answer(None, decision, option).await {
                        eprintln!("table {}: the bot's answer was refused: {reason}", self.id);
                    }
                }
                Command::Chat { from, text } => {
                    if let Err(e) = self.store.add_chat(&self.id, &from, &text).await {
                        eprintln!("table {}: chat not stored: {e}", self.id);
                    }
                    self.broadcast(|_| {
                        Some(ServerMessage::Chat {
                            from: from.clone(),
                            text: text.clone(),
                        })
                    });
                }
                Command::Concede { seat } => self.end_by_player(seat, PlayerEnd::Conceded).await,
                Command::WhyNot {
                    seat,
                    lang,
                    card,
                    locations,
                    reply,
                } => {
                    let answer = match &self.game {
                        Some(game) => why_not_for(game, seat, lang, card, locations.as_deref()),
                        None => ServerMessage::Error {
                            reason: "the game has not started: the second seat is still open"
                                .into(),
                        },
                    };
                    let _ = reply.send(answer);
                }
                Command::Start { row, reply } => {
                    let result = self.start(&row);
                    let _ = reply.send(result);
                }
            }
            self.subscribers.retain(|s| !s.tx.is_closed());
            self.refresh_summary();
        }
    }

    fn start(&mut self, row: &GameRow) -> Result<(), String> {
        if self.game.is_some() {
            return Err("the game has already started".into());
        }
        let game = new_game(&self.db, row).map_err(|e| e.to_string())?;
        self.game = Some(game);
        self.players = players_of(row);
        self.start_clocks();
        {
            let mut summary = self.summary.lock().expect("summary lock");
            summary.status = GameStatus::Playing;
            summary.players = self.players.clone();
        }
        // Those who came while the seat was open learn who took it.
        for i in 0..self.subscribers.len() {
            let welcome = ServerMessage::Welcome {
                game: self.id.clone(),
                seat: self.subscribers[i].viewer.seat,
                players: self.players.clone(),
            };
            let _ = self.subscribers[i].tx.try_send(welcome);
            self.send_update(i);
        }
        self.send_clocks(None);
        self.bot_turn();
        Ok(())
    }

    /// Builds the clocks when the game starts (or the task is restored): people are timed,
    /// bots are not; the pending decision's clock starts now.
    fn start_clocks(&mut self) {
        let (Some(limit), Some(game)) = (self.clock, &self.game) else {
            return;
        };
        let mut clocks = Clocks::new(limit, self.bots.map(|b| b.is_none()));
        for seat in [Side::Dark, Side::Light] {
            clocks.charge(seat, self.spent[seat.index()]);
        }
        let now = Instant::now();
        clocks.run(game.pending().map(|p| p.seat), now);
        self.asked_at = now;
        self.clocks = Some(clocks);
    }

    /// Ends the game when the deciding person's time is gone.
    async fn check_time(&mut self, now: Instant) {
        let flagged = self.clocks.as_ref().and_then(|c| c.flagged(now));
        if let Some(seat) = flagged {
            self.end_by_player(seat, PlayerEnd::Timeout).await;
        }
    }

    /// Tells subscriber `i` (or everyone) the clocks, at a table that has them.
    fn send_clocks(&mut self, to: Option<usize>) {
        let Some(clocks) = &self.clocks else { return };
        let reading = clocks.reading(Instant::now());
        let message = ServerMessage::Clock {
            remaining_ms: reading.remaining_ms,
            running: reading.running,
        };
        match to {
            Some(i) => self.subscribers[i].deliver(message),
            None => self.broadcast(|_| Some(message.clone())),
        }
    }

    fn subscribe(&mut self, viewer: Viewer, since: Option<u64>, tx: mpsc::Sender<ServerMessage>) {
        let welcome = ServerMessage::Welcome {
            game: self.id.clone(),
            seat: viewer.seat,
            players: self.players.clone(),
        };
        if tx.try_send(welcome).is_err() {
            return;
        }
        let next = since.map_or(0, |s| (s + 1).min(self.log.len() as u64));
        self.subscribers.push(Subscriber { viewer, tx, next });
        let last = self.subscribers.len() - 1;
        self.send_update(last);
        self.send_clocks(Some(last));
        if let Some(message) = self.ended_message() {
            let _ = self.subscribers[last].tx.try_send(message);
        }
    }

    /// Applies an answer for `seat` (`None`: the bot whose turn it is).
    async fn answer(
        &mut self,
        seat: Option<Side>,
        decision: u64,
        option: usize,
    ) -> Result<(), String> {
        if self.ended_by.is_some() {
            return Err("the game is over".into());
        }
        let now = Instant::now();
        if let Some(seat) = self.clocks.as_ref().and_then(|c| c.flagged(now)) {
            self.end_by_player(seat, PlayerEnd::Timeout).await;
            return Err(format!("the {seat} Side player's time ran out"));
        }
        let Some(game) = &self.game else {
            return Err("the game has not started: the second seat is still open".into());
        };
        let Some(pending) = game.pending() else {
            return Err("the game is over".into());
        };
        let deciding = pending.seat;
        match seat {
            Some(seat) if seat != deciding => {
                return Err(format!(
                    "it is not your decision: the {deciding} Side player decides now"
                ));
            }
            None if self.bots[deciding.index()].is_none() => {
                return Err("no bot sits in the deciding seat".into());
            }
            _ => {}
        }
        if pending.id.0 != decision {
            return Err(format!(
                "decision #{decision} is not the pending one (#{}); the view has been sent \
                 again",
                pending.id.0
            ));
        }
        let Some(answer) = pending.options.get(option).cloned() else {
            return Err(format!(
                "decision #{decision} has {} options; there is no option {option}",
                pending.options.len()
            ));
        };
        let (next, events) = guarded_answer(game, DecisionId(decision), &answer)?;
        let json = serde_json::to_string(&answer).map_err(|e| e.to_string())?;
        let took = now.saturating_duration_since(self.asked_at);
        // Durable before acknowledged: the game moves on only once the answer is committed.
        self.store
            .append_answer(
                &self.id,
                self.answered,
                decision,
                json,
                took.as_millis() as u64,
            )
            .await
            .map_err(|e| format!("the answer could not be saved, so it was not applied: {e}"))?;
        self.answered += 1;
        self.game = Some(next);
        self.log.extend(events);
        // The answer is charged as stored; the next decision's time starts once it is saved.
        let asked = Instant::now();
        self.asked_at = asked;
        if let Some(clocks) = &mut self.clocks {
            clocks.stop(now);
            clocks.run(
                self.game.as_ref().and_then(|g| g.pending()).map(|p| p.seat),
                asked,
            );
        }
        self.after_change().await;
        Ok(())
    }

    async fn after_change(&mut self) {
        for i in 0..self.subscribers.len() {
            self.send_update(i);
        }
        self.send_clocks(None);
        let outcome = self.game.as_ref().and_then(|g| g.outcome().cloned());
        if let Some(outcome) = outcome {
            let winner = outcome.winner.to_string();
            if let Err(e) = self
                .store
                .set_status(&self.id, GameStatus::Finished, Some(&winner))
                .await
            {
                eprintln!("table {}: the end of the game was not stored: {e}", self.id);
            }
            if let Some(message) = self.ended_message() {
                self.broadcast(|_| Some(message.clone()));
            }
        } else {
            self.bot_turn();
        }
    }

    /// `seat` loses by conceding or running out of time, unless the game is already over.
    async fn end_by_player(&mut self, seat: Side, how: PlayerEnd) {
        let over =
            self.ended_by.is_some() || self.game.as_ref().is_none_or(|g| g.outcome().is_some());
        if over {
            return;
        }
        self.ended_by = Some((seat, how));
        if let Some(clocks) = &mut self.clocks {
            clocks.stop(Instant::now());
        }
        let winner = seat.opponent().to_string();
        if let Err(e) = self
            .store
            .set_ended_by_player(&self.id, &winner, how.code())
            .await
        {
            eprintln!("table {}: the end of the game was not stored: {e}", self.id);
        }
        self.send_clocks(None);
        if let Some(message) = self.ended_message() {
            self.broadcast(|_| Some(message.clone()));
        }
    }

    /// The end of the game, when it is over. The reason is a code the client words:
    /// `Conceded`, `Timeout`, or the engine's (`LifeForceGone`).
    fn ended_message(&self) -> Option<ServerMessage> {
        if let Some((loser, how)) = self.ended_by {
            return Some(ServerMessage::Ended {
                winner: loser.opponent(),
                reason: how.reason().into(),
            });
        }
        let outcome = self.game.as_ref()?.outcome()?;
        Some(ServerMessage::Ended {
            winner: outcome.winner,
            reason: format!("{:?}", outcome.reason),
        })
    }

    /// When a bot must decide, asks it: at once for the quick bots, off the task for search.
    fn bot_turn(&mut self) {
        if self.ended_by.is_some() {
            return;
        }
        let Some(game) = &self.game else { return };
        let Some(pending) = game.pending() else {
            return;
        };
        let Some(bot) = self.bots[pending.seat.index()] else {
            return;
        };
        let decision = pending.id.0;
        if self.bot_thinking == Some(decision) {
            return;
        }
        self.bot_thinking = Some(decision);
        let seed = decision ^ self.answered.rotate_left(32);
        let tx = self.tx.clone();
        match bot {
            BotKind::Search(_) => {
                let game = game.clone();
                tokio::task::spawn_blocking(move || {
                    let option = bot.choose(&game, seed);
                    let _ = tx.blocking_send(Command::BotAnswer { decision, option });
                });
            }
            _ => {
                let option = bot.choose(game, seed);
                // The queue may be full under load; then the answer waits its turn.
                tokio::spawn(async move {
                    let _ = tx.send(Command::BotAnswer { decision, option }).await;
                });
            }
        }
    }

    /// Sends subscriber `i` the view, the log lines it has not had, and its decision.
    fn send_update(&mut self, i: usize) {
        let Some(game) = &self.game else { return };
        let sub = &self.subscribers[i];
        let message = update_for(game, &self.log, &sub.viewer, sub.next);
        let sub = &mut self.subscribers[i];
        sub.next = self.log.len() as u64;
        sub.deliver(message);
    }

    fn broadcast(&mut self, message: impl Fn(&Viewer) -> Option<ServerMessage>) {
        for sub in &mut self.subscribers {
            if let Some(m) = message(&sub.viewer) {
                sub.deliver(m);
            }
        }
    }

    fn refresh_summary(&self) {
        let mut summary = self.summary.lock().expect("summary lock");
        summary.turn = self.game.as_ref().map_or(0, |g| g.turn());
        summary.spectators = self
            .subscribers
            .iter()
            .filter(|s| s.viewer.seat.is_none())
            .count();
        if let Some(message) = self.ended_message() {
            summary.status = GameStatus::Finished;
            if let ServerMessage::Ended { winner, .. } = message {
                summary.winner = Some(winner);
            }
        }
    }
}

/// Waits until `deadline`, or forever when there is none.
async fn sleep_until(deadline: Option<Instant>) {
    match deadline {
        Some(at) => tokio::time::sleep_until(at.into()).await,
        None => std::future::pending().await,
    }
}

/// What `viewer` receives after the game moved: its view, its log lines from `next`, its
/// decision. Only this function decides what a connection sees.
pub fn update_for(game: &Game, log: &[Event], viewer: &Viewer, next: u64) -> ServerMessage {
    let reader = viewer.seat.map_or(Reader::Onlooker, Reader::Seat);
    let text = Text::new(viewer.lang, game.catalogue(), reader).with_state(game.state());
    let log = log
        .iter()
        .enumerate()
        .skip(next as usize)
        .filter(|(_, e)| match viewer.seat {
            Some(seat) => e.visibility.allows(seat),
            None => e.visibility == Visibility::Everyone,
        })
        .map(|(index, e)| LogLine {
            index: index as u64,
            text: text.event(&e.what),
        })
        .collect();
    let view = match viewer.seat {
        Some(seat) => game.view(seat),
        None => spectator_view(game),
    };
    let pending = game.pending();
    let decision = pending
        .filter(|p| Some(p.seat) == viewer.seat)
        .map(|p| DecisionMessage {
            id: p.id.0,
            prompt: text.prompt(&p.prompt),
            options: p.options.iter().map(|o| text.answer(o)).collect(),
        });
    let waiting = pending.map(|p| swccg_engine::text::side_name(viewer.lang, p.seat).to_owned());
    ServerMessage::Update {
        view: Box::new(view),
        log,
        decision,
        waiting,
    }
}

/// The refusal of a "why not" question about a card or location the seat may not ask about:
/// the same words whatever the id names (a card of the other hand, a Reserve Deck card, no
/// card at all), so the refusal tells nothing.
pub const WHY_NOT_REFUSED: &str = "you may ask only about a card in your hand, your cards \
     at locations and locations on table";

/// What a "why not" question asks, from where its card is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Question {
    Deploy,
    Move,
    Battle,
}

/// The answer to `seat`'s question about `card`, worded in `lang`: for a card of its hand, why
/// it may not deploy to each of `locations` (which must be on table; every location on table
/// when `None`); for one of its cards at a location, why it may not move to each; for a
/// location on table, why `seat` may not initiate a battle there. Reads the game only through
/// `Game::why_not*`, which decide nothing.
pub fn why_not_for(
    game: &Game,
    seat: Side,
    lang: Lang,
    card: u16,
    locations: Option<&[u16]>,
) -> ServerMessage {
    let refused = || ServerMessage::Error {
        reason: WHY_NOT_REFUSED.into(),
    };
    let state = game.state();
    let card_id = CardId(card);
    let on_table: Vec<CardId> = state.locations().collect();
    // What is asked follows from where the card is; only what the seat may see is asked.
    let question = if state.player(seat).hand.contains(&card_id) {
        Question::Deploy
    } else if on_table.contains(&card_id) {
        Question::Battle
    } else if state.cards.get(usize::from(card)).is_some_and(|c| {
        matches!(c.place(), Place::At { .. }) && game.catalogue().owner(card_id) == seat
    }) {
        Question::Move
    } else {
        return refused();
    };
    let asked: Vec<CardId> = match locations {
        _ if question == Question::Battle => vec![card_id],
        None => on_table.clone(),
        Some(ids) if ids.len() > MAX_WHY_LOCATIONS => {
            return ServerMessage::Error {
                reason: format!("ask about at most {MAX_WHY_LOCATIONS} locations at once"),
            };
        }
        Some(ids) => ids.iter().map(|&l| CardId(l)).collect(),
    };
    if asked.iter().any(|l| !on_table.contains(l)) {
        return refused();
    }
    let text = Text::new(lang, game.catalogue(), Reader::Seat(seat)).with_state(state);
    let allowed = |key: &str, location: CardId| {
        swccg_engine::text::message_with(
            lang,
            key,
            &[
                ("card", game.title(card_id).into()),
                ("location", game.title(location).into()),
            ],
        )
    };
    let answers = guarded(|| {
        asked
            .iter()
            .map(|&location| {
                let (why, key) = match question {
                    Question::Deploy => (
                        game.why_not(seat, card_id, Dest::At(location)),
                        "play-may-deploy",
                    ),
                    Question::Move => (game.why_not_move(seat, card_id, location), "play-may-move"),
                    Question::Battle => (game.why_not_battle(seat, location), "play-may-battle"),
                };
                WhyNotAnswer {
                    location: location.0,
                    may: why.is_none(),
                    text: why.map_or_else(|| allowed(key, location), |w| text.why_not(&w)),
                }
            })
            .collect()
    });
    match answers {
        Ok(answers) => ServerMessage::WhyNot { card, answers },
        Err(what) => ServerMessage::Error {
            reason: format!("the engine could not answer the question: {what}"),
        },
    }
}

/// What a spectator sees: the Dark Side's view without its hand.
pub fn spectator_view(game: &Game) -> View {
    let mut view = game.view(Side::Dark);
    view.you.hand = None;
    view
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panic_becomes_an_error_naming_it() {
        let err = guarded(|| -> u8 { panic!("card text blew up") }).unwrap_err();
        assert!(
            err.contains("card text blew up") && err.contains("rolled back"),
            "{err}"
        );
        assert_eq!(guarded(|| 7), Ok(7));
    }

    #[test]
    fn bot_specs_are_checked_at_both_ends() {
        assert_eq!(BotKind::parse("heuristic"), Ok(BotKind::Heuristic));
        assert_eq!(BotKind::parse("random"), Ok(BotKind::Random));
        assert_eq!(BotKind::parse("search:1"), Ok(BotKind::Search(1)));
        assert_eq!(BotKind::parse("search:20000"), Ok(BotKind::Search(20_000)));
        assert!(BotKind::parse("search:0").is_err());
        assert!(BotKind::parse("search:20001").is_err());
        assert!(BotKind::parse("search").is_err());
        assert_eq!(
            BotKind::parse(&BotKind::Search(40).spec()),
            Ok(BotKind::Search(40))
        );
    }
}
