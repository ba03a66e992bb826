//! The database: SQLite by default, PostgreSQL when the URL says so, both through the same
//! queries (`sqlx`'s `Any` driver) and the same migrations.
//!
//! Every statement here is written in the SQL both engines accept: `$1` placeholders, `TEXT`
//! and `BIGINT` columns only, ids made by the server rather than by the database. Time is
//! milliseconds since the Unix epoch.
//!
//! Answers are the one hot write. They go through [`Store::append_answer`], which hands them to
//! a single writer task that commits whatever has queued up in one transaction and only then
//! replies to each caller, so that an answer is on disk before it is acknowledged while a busy
//! server still pays one commit for many answers.

use serde::{Deserialize, Serialize};
use sqlx::any::{AnyPoolOptions, AnyRow};
use sqlx::{AnyPool, Row};
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use tokio::sync::{mpsc, oneshot};

/// The schema, one step per entry; a step runs once, in order, inside a transaction, and
/// `schema_migrations` records it. Steps are never edited once released: a change is a new
/// step.
const MIGRATIONS: &[(i64, &str)] = &[
    (1, include_str!("../migrations/0001_init.sql")),
    (2, include_str!("../migrations/0002_xwing.sql")),
    (3, include_str!("../migrations/0003_clocks.sql")),
];

/// Why the database refused or failed.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database error: {0}")]
    Sql(#[from] sqlx::Error),
    #[error("the database URL {0:?} is neither sqlite:… nor postgres://…")]
    Url(String),
    #[error("the answer writer has stopped")]
    WriterGone,
    #[error("stored data is damaged: {0}")]
    Damaged(String),
}

/// Which engine the URL names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

impl Backend {
    pub fn of(url: &str) -> Result<Backend, StoreError> {
        if url.starts_with("sqlite:") {
            Ok(Backend::Sqlite)
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Ok(Backend::Postgres)
        } else {
            Err(StoreError::Url(url.to_owned()))
        }
    }
}

/// A user as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UserRow {
    pub id: String,
    pub name: String,
    pub password_hash: String,
    pub guest: bool,
}

/// A deck a player imported.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeckRow {
    pub id: String,
    pub owner: String,
    pub name: String,
    pub side: String,
    /// The deck in the TSV format of the data folder (`Deck::to_tsv`).
    pub tsv: String,
}

/// A game as stored: enough to rebuild it with its answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRow {
    pub id: String,
    pub created_at: i64,
    pub seed: u64,
    /// For each seat (Dark, Light): the user, or `None` for an empty seat or a bot.
    pub users: [Option<String>; 2],
    /// For each seat: the bot's spec (`heuristic`, `random`, `search:N`), when a bot plays it.
    pub bots: [Option<String>; 2],
    pub deck_names: [String; 2],
    /// The decks in the TSV format; an empty string for a seat no one has taken yet.
    pub decks: [String; 2],
    pub status: GameStatus,
    pub winner: Option<String>,
    pub rules_version: String,
    /// Each person's time for the whole game, in milliseconds; `None`: no clocks.
    pub clock_ms: Option<u64>,
    /// How the game ended when a player ended it (`conceded`, `timeout`); `None` while it
    /// goes on or when the rules ended it.
    pub end_reason: Option<String>,
}

/// An X-Wing table as stored: a named scenario, a seed, a person in the first seat and a
/// bot in the second; with its answers, that is the whole game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct XwingRow {
    pub id: String,
    pub created_at: i64,
    pub seed: u64,
    /// `epic` or `devices` (`xwing::battles::NAMES`).
    pub scenario: String,
    /// The person's user id (the first seat).
    pub user: String,
    /// The bot's spec (the second seat).
    pub bot: String,
    /// The names shown for each seat.
    pub players: [String; 2],
    pub status: GameStatus,
    pub winner: Option<String>,
    pub rules_version: String,
}

/// Where a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameStatus {
    /// Waiting for a second player.
    Open,
    Playing,
    Finished,
    /// Could not be rebuilt (the rules changed under it); kept for its replay.
    Broken,
}

impl GameStatus {
    fn code(self) -> &'static str {
        match self {
            GameStatus::Open => "open",
            GameStatus::Playing => "playing",
            GameStatus::Finished => "finished",
            GameStatus::Broken => "broken",
        }
    }

    fn parse(code: &str) -> Result<GameStatus, StoreError> {
        Ok(match code {
            "open" => GameStatus::Open,
            "playing" => GameStatus::Playing,
            "finished" => GameStatus::Finished,
            "broken" => GameStatus::Broken,
            other => {
                return Err(StoreError::Damaged(format!(
                    "unknown game status {other:?}"
                )));
            }
        })
    }
}

/// One answer to write.
struct Write {
    game: String,
    seq: i64,
    decision: i64,
    answer: String,
    think_ms: i64,
    reply: oneshot::Sender<Result<(), String>>,
}

/// The database handle; cheap to clone.
#[derive(Clone, Debug)]
pub struct Store {
    pool: AnyPool,
    backend: Backend,
    writer: mpsc::Sender<Write>,
}

pub fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}

impl Store {
    /// Connects, creates the SQLite file if needed, and runs the migrations not yet applied.
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        sqlx::any::install_default_drivers();
        let backend = Backend::of(url)?;
        let url = match backend {
            // Create the file when it does not exist yet.
            Backend::Sqlite if !url.contains("mode=") => {
                let sep = if url.contains('?') { '&' } else { '?' };
                format!("{url}{sep}mode=rwc")
            }
            _ => url.to_owned(),
        };
        let pool = AnyPoolOptions::new()
            .max_connections(match backend {
                Backend::Sqlite => 4,
                Backend::Postgres => 8,
            })
            .acquire_timeout(Duration::from_secs(10))
            .after_connect(move |conn, _| {
                Box::pin(async move {
                    if backend == Backend::Sqlite {
                        // The write-ahead log lets readers run beside the writer; FULL sync
                        // makes a commit durable before it returns.
                        sqlx::query("PRAGMA journal_mode=WAL")
                            .execute(&mut *conn)
                            .await?;
                        sqlx::query("PRAGMA synchronous=FULL")
                            .execute(&mut *conn)
                            .await?;
                        sqlx::query("PRAGMA foreign_keys=ON")
                            .execute(&mut *conn)
                            .await?;
                        sqlx::query("PRAGMA busy_timeout=10000")
                            .execute(&mut *conn)
                            .await?;
                    }
                    Ok(())
                })
            })
            .connect(&url)
            .await?;
        migrate(&pool).await?;
        let (tx, rx) = mpsc::channel(4096);
        tokio::spawn(write_answers(pool.clone(), rx));
        Ok(Store {
            pool,
            backend,
            writer: tx,
        })
    }

    pub fn backend(&self) -> Backend {
        self.backend
    }

    // ----- users and sessions -----

    /// Adds a user; `Ok(false)` when the name is taken.
    pub async fn add_user(&self, user: &UserRow) -> Result<bool, StoreError> {
        let taken = sqlx::query("SELECT id FROM users WHERE name = $1")
            .bind(&user.name)
            .fetch_optional(&self.pool)
            .await?;
        if taken.is_some() {
            return Ok(false);
        }
        let result = sqlx::query(
            "INSERT INTO users (id, name, password_hash, guest, created_at) \
             VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(&user.id)
        .bind(&user.name)
        .bind(&user.password_hash)
        .bind(i64::from(user.guest))
        .bind(now_ms())
        .execute(&self.pool)
        .await;
        match result {
            Ok(_) => Ok(true),
            // Two registrations of one name at once: the unique index decides.
            Err(sqlx::Error::Database(err)) if err.is_unique_violation() => Ok(false),
            Err(err) => Err(err.into()),
        }
    }

    pub async fn user_by_name(&self, name: &str) -> Result<Option<UserRow>, StoreError> {
        let row = sqlx::query("SELECT id, name, password_hash, guest FROM users WHERE name = $1")
            .bind(name)
            .fetch_optional(&self.pool)
            .await?;
        row.map(|r| user_row(&r)).transpose()
    }

    pub async fn user_by_token(&self, token: &str) -> Result<Option<UserRow>, StoreError> {
        let row = sqlx::query(
            "SELECT u.id, u.name, u.password_hash, u.guest FROM sessions s \
             JOIN users u ON u.id = s.user_id WHERE s.token = $1",
        )
        .bind(token)
        .fetch_optional(&self.pool)
        .await?;
        row.map(|r| user_row(&r)).transpose()
    }

    pub async fn add_session(&self, token: &str, user: &str) -> Result<(), StoreError> {
        sqlx::query("INSERT INTO sessions (token, user_id, created_at) VALUES ($1, $2, $3)")
            .bind(token)
            .bind(user)
            .bind(now_ms())
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    pub async fn remove_session(&self, token: &str) -> Result<bool, StoreError> {
        let done = sqlx::query("DELETE FROM sessions WHERE token = $1")
            .bind(token)
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected() > 0)
    }

    // ----- decks -----

    pub async fn add_deck(&self, deck: &DeckRow) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO decks (id, owner, name, side, tsv, created_at) \
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(&deck.id)
        .bind(&deck.owner)
        .bind(&deck.name)
        .bind(&deck.side)
        .bind(&deck.tsv)
        .bind(now_ms())
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    pub async fn decks_of(&self, owner: &str) -> Result<Vec<DeckRow>, StoreError> {
        let rows = sqlx::query(
            "SELECT id, owner, name, side, tsv FROM decks WHERE owner = $1 \
             ORDER BY created_at, id",
        )
        .bind(owner)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(deck_row).collect()
    }

    pub async fn deck(&self, id: &str) -> Result<Option<DeckRow>, StoreError> {
        let row = sqlx::query("SELECT id, owner, name, side, tsv FROM decks WHERE id = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        row.as_ref().map(deck_row).transpose()
    }

    /// Deletes one of `owner`'s decks; `false` when there is no such deck of theirs.
    pub async fn delete_deck(&self, owner: &str, id: &str) -> Result<bool, StoreError> {
        let done = sqlx::query("DELETE FROM decks WHERE id = $1 AND owner = $2")
            .bind(id)
            .bind(owner)
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected() > 0)
    }

    // ----- games -----

    pub async fn add_game(&self, game: &GameRow) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO games (id, created_at, seed, dark_user, light_user, dark_bot, \
             light_bot, dark_name, light_name, dark_deck, light_deck, status, winner, \
             rules_version, clock_ms) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)",
        )
        .bind(&game.id)
        .bind(game.created_at)
        // The seed's 64 bits, kept as a signed number.
        .bind(game.seed as i64)
        .bind(game.users[0].clone())
        .bind(game.users[1].clone())
        .bind(game.bots[0].clone())
        .bind(game.bots[1].clone())
        .bind(&game.deck_names[0])
        .bind(&game.deck_names[1])
        .bind(&game.decks[0])
        .bind(&game.decks[1])
        .bind(game.status.code())
        .bind(game.winner.clone())
        .bind(&game.rules_version)
        .bind(game.clock_ms.map(|ms| ms as i64))
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Seats a second player in an open game; `false` when it was no longer open.
    pub async fn join_game(
        &self,
        id: &str,
        seat: usize,
        user: &str,
        deck_name: &str,
        deck: &str,
    ) -> Result<bool, StoreError> {
        let sql = if seat == 0 {
            "UPDATE games SET dark_user = $1, dark_name = $2, dark_deck = $3, status = 'playing' \
             WHERE id = $4 AND status = 'open'"
        } else {
            "UPDATE games SET light_user = $1, light_name = $2, light_deck = $3, \
             status = 'playing' WHERE id = $4 AND status = 'open'"
        };
        let done = sqlx::query(sql)
            .bind(user)
            .bind(deck_name)
            .bind(deck)
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected() > 0)
    }

    pub async fn set_status(
        &self,
        id: &str,
        status: GameStatus,
        winner: Option<&str>,
    ) -> Result<(), StoreError> {
        sqlx::query("UPDATE games SET status = $1, winner = $2 WHERE id = $3")
            .bind(status.code())
            .bind(winner.map(str::to_owned))
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Records that a player ended the game (`reason`: `conceded` or `timeout`) and who won.
    pub async fn set_ended_by_player(
        &self,
        id: &str,
        winner: &str,
        reason: &str,
    ) -> Result<(), StoreError> {
        sqlx::query("UPDATE games SET status = $1, winner = $2, end_reason = $3 WHERE id = $4")
            .bind(GameStatus::Finished.code())
            .bind(winner)
            .bind(reason)
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    pub async fn game(&self, id: &str) -> Result<Option<GameRow>, StoreError> {
        let row = sqlx::query(&format!("{GAME_COLUMNS} WHERE game = 'swccg' AND id = $1"))
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        row.as_ref().map(game_row).transpose()
    }

    /// The games in these states, oldest first.
    pub async fn games_with(&self, states: &[GameStatus]) -> Result<Vec<GameRow>, StoreError> {
        let rows = sqlx::query(&format!(
            "{GAME_COLUMNS} WHERE game = 'swccg' ORDER BY created_at, id"
        ))
        .fetch_all(&self.pool)
        .await?;
        let mut games = Vec::new();
        for row in &rows {
            let game = game_row(row)?;
            if states.contains(&game.status) {
                games.push(game);
            }
        }
        Ok(games)
    }

    /// Adds an X-Wing table: the person in the first seat, the bot in the second.
    pub async fn add_xwing_game(&self, game: &XwingRow) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO games (id, created_at, seed, dark_user, light_user, dark_bot, \
             light_bot, dark_name, light_name, dark_deck, light_deck, status, winner, \
             rules_version, game, scenario) \
             VALUES ($1, $2, $3, $4, NULL, NULL, $5, $6, $7, '', '', $8, $9, $10, 'xwing', $11)",
        )
        .bind(&game.id)
        .bind(game.created_at)
        .bind(game.seed as i64)
        .bind(&game.user)
        .bind(&game.bot)
        .bind(&game.players[0])
        .bind(&game.players[1])
        .bind(game.status.code())
        .bind(game.winner.clone())
        .bind(&game.rules_version)
        .bind(&game.scenario)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The X-Wing tables in these states, oldest first.
    pub async fn xwing_games_with(
        &self,
        states: &[GameStatus],
    ) -> Result<Vec<XwingRow>, StoreError> {
        let rows = sqlx::query(
            "SELECT id, created_at, seed, dark_user, light_bot, dark_name, light_name, status, \
             winner, rules_version, scenario FROM games WHERE game = 'xwing' \
             ORDER BY created_at, id",
        )
        .fetch_all(&self.pool)
        .await?;
        let mut games = Vec::new();
        for row in &rows {
            let status: String = row.try_get("status")?;
            let game = XwingRow {
                id: row.try_get("id")?,
                created_at: row.try_get("created_at")?,
                seed: row.try_get::<i64, _>("seed")? as u64,
                scenario: row
                    .try_get::<Option<String>, _>("scenario")?
                    .unwrap_or_default(),
                user: row
                    .try_get::<Option<String>, _>("dark_user")?
                    .unwrap_or_default(),
                bot: row
                    .try_get::<Option<String>, _>("light_bot")?
                    .unwrap_or_default(),
                players: [row.try_get("dark_name")?, row.try_get("light_name")?],
                status: GameStatus::parse(&status)?,
                winner: row.try_get("winner")?,
                rules_version: row.try_get("rules_version")?,
            };
            if states.contains(&game.status) {
                games.push(game);
            }
        }
        Ok(games)
    }

    /// The answers of a game, in order, as (decision id, answer JSON).
    pub async fn answers(&self, game: &str) -> Result<Vec<(u64, String)>, StoreError> {
        let rows = sqlx::query(
            "SELECT seq, decision, answer FROM answers WHERE game_id = $1 ORDER BY seq",
        )
        .bind(game)
        .fetch_all(&self.pool)
        .await?;
        let mut out = Vec::with_capacity(rows.len());
        for (expected, row) in rows.iter().enumerate() {
            let seq: i64 = row.try_get("seq")?;
            if seq != expected as i64 {
                return Err(StoreError::Damaged(format!(
                    "game {game}: answer {expected} is missing (found {seq})"
                )));
            }
            let decision: i64 = row.try_get("decision")?;
            out.push((decision as u64, row.try_get("answer")?));
        }
        Ok(out)
    }

    /// The time each answer of a game took its seat, in milliseconds, in answer order.
    pub async fn think_times(&self, game: &str) -> Result<Vec<u64>, StoreError> {
        let rows = sqlx::query("SELECT think_ms FROM answers WHERE game_id = $1 ORDER BY seq")
            .bind(game)
            .fetch_all(&self.pool)
            .await?;
        rows.iter()
            .map(|row| Ok(row.try_get::<i64, _>("think_ms")?.max(0) as u64))
            .collect()
    }

    /// Writes one answer, with the time its seat took over it; returns once it is committed.
    pub async fn append_answer(
        &self,
        game: &str,
        seq: u64,
        decision: u64,
        answer: String,
        think_ms: u64,
    ) -> Result<(), StoreError> {
        let (reply, done) = oneshot::channel();
        self.writer
            .send(Write {
                game: game.to_owned(),
                seq: seq as i64,
                decision: decision as i64,
                answer,
                think_ms: think_ms.min(i64::MAX as u64) as i64,
                reply,
            })
            .await
            .map_err(|_| StoreError::WriterGone)?;
        match done.await {
            Ok(Ok(())) => Ok(()),
            Ok(Err(message)) => Err(StoreError::Damaged(message)),
            Err(_) => Err(StoreError::WriterGone),
        }
    }

    pub async fn add_chat(&self, game: &str, user: &str, text: &str) -> Result<(), StoreError> {
        sqlx::query("INSERT INTO chat (game_id, at, user_name, text) VALUES ($1, $2, $3, $4)")
            .bind(game)
            .bind(now_ms())
            .bind(user)
            .bind(text)
            .execute(&self.pool)
            .await?;
        Ok(())
    }
}

const GAME_COLUMNS: &str = "SELECT id, created_at, seed, dark_user, light_user, dark_bot, \
    light_bot, dark_name, light_name, dark_deck, light_deck, status, winner, rules_version, \
    clock_ms, end_reason FROM games";

fn user_row(row: &AnyRow) -> Result<UserRow, StoreError> {
    Ok(UserRow {
        id: row.try_get("id")?,
        name: row.try_get("name")?,
        password_hash: row.try_get("password_hash")?,
        guest: row.try_get::<i64, _>("guest")? != 0,
    })
}

fn deck_row(row: &AnyRow) -> Result<DeckRow, StoreError> {
    Ok(DeckRow {
        id: row.try_get("id")?,
        owner: row.try_get("owner")?,
        name: row.try_get("name")?,
        side: row.try_get("side")?,
        tsv: row.try_get("tsv")?,
    })
}

fn game_row(row: &AnyRow) -> Result<GameRow, StoreError> {
    let status: String = row.try_get("status")?;
    Ok(GameRow {
        id: row.try_get("id")?,
        created_at: row.try_get("created_at")?,
        seed: row.try_get::<i64, _>("seed")? as u64,
        users: [row.try_get("dark_user")?, row.try_get("light_user")?],
        bots: [row.try_get("dark_bot")?, row.try_get("light_bot")?],
        deck_names: [row.try_get("dark_name")?, row.try_get("light_name")?],
        decks: [row.try_get("dark_deck")?, row.try_get("light_deck")?],
        status: GameStatus::parse(&status)?,
        winner: row.try_get("winner")?,
        rules_version: row.try_get("rules_version")?,
        clock_ms: row
            .try_get::<Option<i64>, _>("clock_ms")?
            .map(|ms| ms.max(0) as u64),
        end_reason: row.try_get("end_reason")?,
    })
}

/// Applies the migrations not yet recorded.
async fn migrate(pool: &AnyPool) -> Result<(), StoreError> {
    sqlx::query(
        "CREATE TABLE IF NOT EXISTS schema_migrations \
         (version BIGINT PRIMARY KEY, applied_at BIGINT NOT NULL)",
    )
    .execute(pool)
    .await?;
    for &(version, sql) in MIGRATIONS {
        let mut tx = pool.begin().await?;
        let done = sqlx::query("SELECT version FROM schema_migrations WHERE version = $1")
            .bind(version)
            .fetch_optional(&mut *tx)
            .await?;
        if done.is_some() {
            continue;
        }
        for statement in statements(sql) {
            sqlx::query(&statement).execute(&mut *tx).await?;
        }
        sqlx::query("INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)")
            .bind(version)
            .bind(now_ms())
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
    }
    Ok(())
}

/// The statements of a migration file: `--` comment lines dropped, then split at semicolons.
fn statements(sql: &str) -> Vec<String> {
    let code: String = sql
        .lines()
        .filter(|line| !line.trim_start().starts_with("--"))
        .map(|line| format!("{line}\n"))
        .collect();
    code.split(';')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_owned)
        .collect()
}

/// The answer writer: takes every answer waiting, commits them in one transaction, then
/// tells each caller. A failed commit fails every answer of the batch, and their games roll
/// them back.
async fn write_answers(pool: AnyPool, mut rx: mpsc::Receiver<Write>) {
    let mut batch = Vec::new();
    while rx.recv_many(&mut batch, 512).await > 0 {
        let result = commit(&pool, &batch).await;
        for write in batch.drain(..) {
            let _ = write
                .reply
                .send(result.as_ref().map(|_| ()).map_err(|e| e.to_string()));
        }
    }
}

async fn commit(pool: &AnyPool, batch: &[Write]) -> Result<(), sqlx::Error> {
    let mut tx = pool.begin().await?;
    for write in batch {
        sqlx::query(
            "INSERT INTO answers (game_id, seq, decision, answer, think_ms) \
             VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(&write.game)
        .bind(write.seq)
        .bind(write.decision)
        .bind(&write.answer)
        .bind(write.think_ms)
        .execute(&mut *tx)
        .await?;
    }
    tx.commit().await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statements_skip_comments_and_blanks() {
        let sql = "-- a comment; with a semicolon\nCREATE TABLE a (x TEXT);\n\n-- only a comment;\nCREATE TABLE b (y TEXT);\n";
        let found = statements(sql);
        assert_eq!(
            found,
            ["CREATE TABLE a (x TEXT)", "CREATE TABLE b (y TEXT)"]
        );
    }

    #[test]
    fn backends_are_told_by_their_url() {
        assert_eq!(Backend::of("sqlite://x.db").unwrap(), Backend::Sqlite);
        assert_eq!(Backend::of("sqlite::memory:").unwrap(), Backend::Sqlite);
        assert_eq!(Backend::of("postgres://u@h/db").unwrap(), Backend::Postgres);
        assert!(Backend::of("mysql://h/db").is_err());
    }
}
