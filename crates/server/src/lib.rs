//! The Holocron server: accounts, decks, a lobby of tables, and the game channel, over HTTP
//! and WebSockets.
//!
//! * [`store`] — the database (SQLite or PostgreSQL through the same queries and migrations);
//!   every accepted answer is committed before it is acknowledged.
//! * [`auth`] — Argon2id passwords, session tokens, ids.
//! * [`table`] — one task per game, the only code that touches the game; per-seat updates.
//! * [`xwing_table`] — the same for X-Wing: a person against the simple bot in a named
//!   scenario.
//! * [`api`] — the HTTP routes and the WebSocket channel.
//! * [`protocol`] — the channel's messages.
//! * [`web`] — the browser table's built files, served for every other `GET`.
//!
//! [`Server::start`] restores every unfinished game from its seed and answers before it
//! listens, so a killed server comes back with every game exactly where it was.

pub mod api;
pub mod auth;
pub mod clock;
pub mod protocol;
pub mod store;
pub mod table;
pub mod web;
pub mod xwing_table;

use std::collections::HashMap;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use store::{GameStatus, Store};
use swccg_cards::{CardDb, DataDir};
use table::TableHandle;

/// What the server needs to start.
#[derive(Clone, Debug)]
pub struct Config {
    /// Where to listen, e.g. `127.0.0.1:8080` (port 0 picks a free port).
    pub listen: SocketAddr,
    /// `sqlite://FILE` or `postgres://…`.
    pub database: String,
    /// The data folder (card database and sample decks).
    pub data: DataDir,
    /// The built browser table (`web/dist`): served at `/` when it holds an `index.html`.
    pub web: Option<PathBuf>,
}

/// Shared by every request.
#[derive(Debug)]
pub struct AppState {
    pub store: Store,
    pub db: Arc<CardDb>,
    pub data: DataDir,
    pub web: Option<PathBuf>,
    pub tables: Mutex<HashMap<String, TableHandle>>,
    /// The X-Wing tables, apart from the card game's.
    pub xwing: xwing_table::Tables,
}

/// A running server.
#[derive(Debug)]
pub struct Server {
    pub addr: SocketAddr,
    pub state: Arc<AppState>,
    /// How many games were restored at start, and how many could not be.
    pub restored: usize,
    pub broken: Vec<(String, String)>,
    task: tokio::task::JoinHandle<std::io::Result<()>>,
}

impl Server {
    /// Opens the database, restores the games, binds and starts serving.
    pub async fn start(config: Config) -> anyhow::Result<Server> {
        let store = Store::open(&config.database).await?;
        let db = Arc::new(CardDb::load(&config.data)?);
        let state = Arc::new(AppState {
            store,
            db,
            data: config.data,
            web: config.web,
            tables: Mutex::new(HashMap::new()),
            xwing: xwing_table::Tables::default(),
        });
        let (mut restored, mut broken) = restore(&state).await?;
        let (flown, grounded) =
            xwing_table::restore(&state.store, &state.xwing, state.data.root()).await?;
        restored += flown;
        broken.extend(grounded);
        let listener = tokio::net::TcpListener::bind(config.listen).await?;
        let addr = listener.local_addr()?;
        let app = api::router(state.clone());
        let task = tokio::spawn(async move { axum::serve(listener, app).await });
        Ok(Server {
            addr,
            state,
            restored,
            broken,
            task,
        })
    }

    /// Serves until the task ends (it ends only on an I/O error).
    pub async fn wait(self) -> anyhow::Result<()> {
        self.task.await??;
        Ok(())
    }

    /// Stops listening (for tests; a real stop is the process ending).
    pub fn abort(&self) {
        self.task.abort();
    }
}

/// Rebuilds every open or unfinished game. A game whose answers no longer replay (the rules
/// changed under it) is marked broken and reported, and the others go on.
async fn restore(state: &Arc<AppState>) -> anyhow::Result<(usize, Vec<(String, String)>)> {
    let rows = state
        .store
        .games_with(&[GameStatus::Open, GameStatus::Playing])
        .await?;
    let mut restored = 0;
    let mut broken = Vec::new();
    for row in rows {
        let built = match row.status {
            GameStatus::Open => Ok((None, Vec::new(), 0, [Duration::ZERO; 2])),
            _ => {
                let answers = state.store.answers(&row.id).await?;
                let times = state.store.think_times(&row.id).await?;
                table::new_game(&state.db, &row).and_then(|mut game| {
                    let (log, deciders) = table::replay_deciders(&mut game, &answers)?;
                    // Each seat's clock is charged again with the time its answers took.
                    let mut spent = [Duration::ZERO; 2];
                    for (seat, ms) in deciders.iter().zip(&times) {
                        spent[seat.index()] += Duration::from_millis(*ms);
                    }
                    Ok((Some(game), log, answers.len() as u64, spent))
                })
            }
        };
        match built {
            Ok((game, log, answered, spent)) => {
                let handle = table::spawn(
                    state.store.clone(),
                    state.db.clone(),
                    &row,
                    game,
                    log,
                    answered,
                    spent,
                );
                state
                    .tables
                    .lock()
                    .expect("tables lock")
                    .insert(row.id.clone(), handle);
                restored += 1;
            }
            Err(e) => {
                state
                    .store
                    .set_status(&row.id, GameStatus::Broken, None)
                    .await?;
                broken.push((row.id.clone(), e.to_string()));
            }
        }
    }
    Ok((restored, broken))
}

/// The per-user state folder: `$XDG_STATE_HOME/holocron`, else `~/.local/state/holocron`.
pub fn state_dir() -> Option<std::path::PathBuf> {
    let absolute = |name: &str| {
        std::env::var_os(name)
            .map(std::path::PathBuf::from)
            .filter(|path| path.is_absolute())
    };
    absolute("XDG_STATE_HOME")
        .map(|dir| dir.join("holocron"))
        .or_else(|| absolute("HOME").map(|home| home.join(".local/state/holocron")))
}

/// The database used when none is named: a SQLite file in the state folder.
pub fn default_database() -> anyhow::Result<String> {
    let dir = state_dir().ok_or_else(|| {
        anyhow::anyhow!("no state folder: set HOME or XDG_STATE_HOME, or give --database")
    })?;
    std::fs::create_dir_all(&dir)
        .map_err(|e| anyhow::anyhow!("cannot create the state folder {}: {e}", dir.display()))?;
    Ok(format!("sqlite://{}", dir.join("server.db").display()))
}
