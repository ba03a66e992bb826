//! What the server tests share: a server on a fresh database of either kind, an HTTP client,
//! and a game-channel client over a real WebSocket.
#![allow(dead_code)]

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use server::{Config, Server};
use std::path::PathBuf;
use std::process::Command;
use std::sync::OnceLock;
use std::time::Duration;
use swccg_cards::DataDir;
use tokio_tungstenite::tungstenite::Message;

/// A temporary folder removed when dropped.
#[derive(Debug)]
pub struct TempDir(pub PathBuf);

impl TempDir {
    pub fn new(prefix: &str) -> TempDir {
        let dir = std::env::temp_dir().join(format!("{prefix}-{}", server::auth::new_id()));
        std::fs::create_dir_all(&dir).expect("a temporary folder");
        TempDir(dir)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Which database a test runs on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Db {
    Sqlite,
    Postgres,
}

/// A fresh database URL of the kind asked, or `None` when PostgreSQL is not available here
/// (and not required: `.ci/run` sets `HOLOCRON_REQUIRE_POSTGRES=1`).
pub fn fresh_database(kind: Db, dir: &std::path::Path) -> Option<String> {
    match kind {
        Db::Sqlite => Some(format!("sqlite://{}", dir.join("server.db").display())),
        Db::Postgres => postgres().map(|base| {
            let name = format!("holocron_test_{}", server::auth::new_id());
            let admin = format!("{base}/postgres");
            run_psql(&admin, &format!("CREATE DATABASE {name}"));
            format!("{base}/{name}")
        }),
    }
}

fn run_psql(url: &str, sql: &str) {
    let status = Command::new("psql")
        .args([url, "-q", "-c", sql])
        .status()
        .expect("psql runs");
    assert!(status.success(), "psql {sql:?} failed");
}

/// The base URL (without database) of a PostgreSQL server for the tests: the one
/// `HOLOCRON_TEST_POSTGRES` names, else a private one started once for this test binary.
fn postgres() -> Option<String> {
    static BASE: OnceLock<Option<String>> = OnceLock::new();
    BASE.get_or_init(|| {
        if let Ok(url) = std::env::var("HOLOCRON_TEST_POSTGRES") {
            return Some(url.trim_end_matches('/').to_owned());
        }
        let started = start_private_postgres();
        if started.is_none() && std::env::var_os("HOLOCRON_REQUIRE_POSTGRES").is_some() {
            panic!("HOLOCRON_REQUIRE_POSTGRES is set but no PostgreSQL server could be started");
        }
        if started.is_none() {
            eprintln!("PostgreSQL is not installed here: the PostgreSQL server tests are skipped");
        }
        started
    })
    .clone()
}

/// The folder of PostgreSQL's programs (`initdb`, `pg_ctl`), if installed.
fn postgres_bin() -> Option<PathBuf> {
    let mut found: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .ok()?
        .filter_map(|e| e.ok().map(|e| e.path().join("bin")))
        .filter(|bin| bin.join("initdb").exists())
        .collect();
    found.sort();
    found.pop()
}

/// Starts a throwaway cluster on a free port, owned by the `postgres` user when the tests
/// run as root (PostgreSQL refuses to run as root). It stops when the machine does; its
/// folder is in the system's temporary folder.
fn start_private_postgres() -> Option<String> {
    let bin = postgres_bin()?;
    let dir = std::env::temp_dir().join(format!("holocron-pg-{}", server::auth::new_id()));
    std::fs::create_dir_all(&dir).ok()?;
    let root = is_root();
    if root {
        let status = Command::new("chown")
            .args(["postgres:postgres", dir.to_str()?])
            .status()
            .ok()?;
        if !status.success() {
            return None;
        }
    }
    let as_owner = |program: &str, args: &[&str]| -> bool {
        let path = bin.join(program);
        let mut command = if root {
            let mut c = Command::new("runuser");
            c.args(["-u", "postgres", "--"]).arg(&path);
            c
        } else {
            Command::new(&path)
        };
        command
            .args(args)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
    };
    let data = dir.join("data");
    let data = data.to_str()?;
    if !as_owner(
        "initdb",
        &["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8"],
    ) {
        return None;
    }
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .ok()?
        .local_addr()
        .ok()?
        .port();
    let options = format!(
        "-p {port} -k {} -c listen_addresses=127.0.0.1 -c fsync=off",
        dir.display()
    );
    let log = dir.join("log");
    if !as_owner(
        "pg_ctl",
        &[
            "-D",
            data,
            "-o",
            &options,
            "-l",
            log.to_str()?,
            "-w",
            "start",
        ],
    ) {
        return None;
    }
    // A watchdog stops the cluster and removes its folder when this test process ends.
    let stop = if root {
        format!(
            "runuser -u postgres -- {} -D {data} -m immediate stop",
            bin.join("pg_ctl").display()
        )
    } else {
        format!(
            "{} -D {data} -m immediate stop",
            bin.join("pg_ctl").display()
        )
    };
    let watchdog = format!(
        "while kill -0 {} 2>/dev/null; do sleep 1; done; {stop} >/dev/null 2>&1; rm -rf {}",
        std::process::id(),
        dir.display()
    );
    Command::new("sh")
        .args(["-c", &watchdog])
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .ok()?;
    Some(format!("postgres://postgres@127.0.0.1:{port}"))
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
        .unwrap_or(false)
}

pub fn data() -> DataDir {
    DataDir::locate(None).expect("the data folder (../shared/data)")
}

/// Where a server listens: a server of this process, or the address of one in another.
pub trait Target {
    fn addr(&self) -> std::net::SocketAddr;
}

impl Target for Server {
    fn addr(&self) -> std::net::SocketAddr {
        self.addr
    }
}

impl Target for std::net::SocketAddr {
    fn addr(&self) -> std::net::SocketAddr {
        *self
    }
}

pub async fn start(database: &str) -> Server {
    start_with_web(database, None).await
}

/// A server that also serves the browser table's files from `web`.
pub async fn start_with_web(database: &str, web: Option<PathBuf>) -> Server {
    Server::start(Config {
        listen: "127.0.0.1:0".parse().unwrap(),
        database: database.to_owned(),
        data: data(),
        web,
    })
    .await
    .expect("the server starts")
}

/// An HTTP answer: status and JSON body (`Value::Null` when empty).
#[derive(Debug)]
pub struct Reply {
    pub status: u16,
    pub body: Value,
}

/// Calls the API. `token` goes in the Authorization header.
pub async fn call(
    server: &impl Target,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: Option<Value>,
) -> Reply {
    let url = format!("http://{}{path}", server.addr());
    let method = method.to_owned();
    let token = token.map(str::to_owned);
    tokio::task::spawn_blocking(move || {
        let agent: ureq::Agent = ureq::Agent::config_builder()
            .http_status_as_error(false)
            .build()
            .into();
        let auth = token.map(|t| format!("Bearer {t}"));
        let mut response = match (method.as_str(), body) {
            ("GET", _) => {
                let mut r = agent.get(&url);
                if let Some(a) = &auth {
                    r = r.header("authorization", a);
                }
                r.call()
            }
            ("DELETE", _) => {
                let mut r = agent.delete(&url);
                if let Some(a) = &auth {
                    r = r.header("authorization", a);
                }
                r.call()
            }
            (_, body) => {
                let mut r = agent.post(&url).header("content-type", "application/json");
                if let Some(a) = &auth {
                    r = r.header("authorization", a);
                }
                r.send(body.map(|b| b.to_string()).unwrap_or_default())
            }
        }
        .expect("the server answers");
        let status = response.status().as_u16();
        let text = response.body_mut().read_to_string().unwrap_or_default();
        let body = if text.is_empty() {
            Value::Null
        } else {
            serde_json::from_str(&text).unwrap_or(Value::String(text))
        };
        Reply { status, body }
    })
    .await
    .unwrap()
}

/// Registers `name` and returns its token.
pub async fn register(server: &impl Target, name: &str) -> String {
    let reply = call(
        server,
        "POST",
        "/api/register",
        None,
        Some(json!({"name": name, "password": "a long password"})),
    )
    .await;
    assert_eq!(reply.status, 201, "{reply:?}");
    reply.body["token"].as_str().unwrap().to_owned()
}

/// A table against a bot; returns its id and the seat taken.
pub async fn table_against_bot(server: &impl Target, token: &str, seed: u64) -> (String, String) {
    let reply = call(
        server,
        "POST",
        "/api/tables",
        Some(token),
        Some(
            json!({"deck": "data:premiere-intro-2pg-dark", "opponent": "heuristic", "seed": seed}),
        ),
    )
    .await;
    assert_eq!(reply.status, 201, "{reply:?}");
    (
        reply.body["id"].as_str().unwrap().to_owned(),
        reply.body["seat"].as_str().unwrap().to_owned(),
    )
}

/// An X-Wing table of `scenario` against the simple bot; returns its id.
pub async fn xwing_table(server: &impl Target, token: &str, scenario: &str, seed: u64) -> String {
    let reply = call(
        server,
        "POST",
        "/api/xwing/tables",
        Some(token),
        Some(json!({"scenario": scenario, "seed": seed})),
    )
    .await;
    assert_eq!(reply.status, 201, "{reply:?}");
    assert_eq!(reply.body["seat"], "One", "{reply:?}");
    reply.body["id"].as_str().unwrap().to_owned()
}

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// A game-channel connection that records every frame it receives.
pub struct Client {
    socket: Socket,
    /// Every message received, in order.
    pub frames: Vec<Value>,
    /// The last log index received.
    pub last_index: Option<u64>,
}

impl Client {
    pub async fn connect(server: &impl Target, table: &str, token: &str, query: &str) -> Client {
        Client::open(server, &format!("/api/tables/{table}"), token, query).await
    }

    /// The channel of an X-Wing table.
    pub async fn connect_xwing(server: &impl Target, table: &str, token: &str) -> Client {
        Client::open(server, &format!("/api/xwing/tables/{table}"), token, "").await
    }

    async fn open(server: &impl Target, table: &str, token: &str, query: &str) -> Client {
        let url = format!("ws://{}{table}/socket?token={token}{query}", server.addr());
        let (socket, _) = tokio_tungstenite::connect_async(url)
            .await
            .expect("the socket opens");
        Client {
            socket,
            frames: Vec::new(),
            last_index: None,
        }
    }

    pub async fn send(&mut self, message: Value) {
        self.send_text(message.to_string()).await;
    }

    pub async fn send_text(&mut self, text: String) {
        self.socket
            .send(Message::Text(text.into()))
            .await
            .expect("the socket takes the message");
    }

    /// The next message, within 20 seconds.
    pub async fn next(&mut self) -> Value {
        loop {
            let message = tokio::time::timeout(Duration::from_secs(20), self.socket.next())
                .await
                .unwrap_or_else(|_| {
                    let tail: Vec<String> = self
                        .frames
                        .iter()
                        .rev()
                        .take(3)
                        .map(|f| {
                            let mut f = f.clone();
                            f["view"] = Value::Null;
                            f.to_string()
                        })
                        .collect();
                    panic!("no message within 20 s; the last ones (newest first): {tail:#?}")
                })
                .expect("the socket is open")
                .expect("a frame");
            if let Message::Text(text) = message {
                let value: Value = serde_json::from_str(&text).expect("JSON from the server");
                if let Some(log) = value["log"].as_array()
                    && let Some(last) = log.last()
                {
                    self.last_index = last["index"].as_u64();
                }
                self.frames.push(value.clone());
                return value;
            }
        }
    }

    /// Reads until a message of `kind` arrives.
    pub async fn until(&mut self, kind: &str) -> Value {
        loop {
            let m = self.next().await;
            if m["type"] == kind {
                return m;
            }
        }
    }

    /// Reads until an update that asks this seat a decision, or the end of the game.
    pub async fn until_decision_or_end(&mut self) -> Value {
        loop {
            let m = self.next().await;
            if m["type"] == "ended" || (m["type"] == "update" && !m["decision"].is_null()) {
                return m;
            }
        }
    }

    pub async fn close(mut self) {
        let _ = self.socket.close(None).await;
    }
}
