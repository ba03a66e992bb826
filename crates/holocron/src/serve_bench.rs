//! `holocron serve-bench`: the server under load. It starts a server on loopback (a fresh
//! SQLite file by default), opens N tables of two guest players each through the HTTP API,
//! and plays every game through the WebSocket channel with a random bot at each seat. It
//! reports the games completed, the answers accepted per second, and the latency from
//! sending an answer to receiving the view it produced (p50, p99, max).

use anyhow::{Context, Result, bail};
use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};
use swccg_cards::{DataDir, Need};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Concurrent games.
    #[arg(long, default_value_t = 100)]
    games: usize,
    /// Stop after this many seconds of play (games not over by then count as unfinished).
    #[arg(long, default_value_t = 60)]
    seconds: u64,
    /// The database (default: a fresh SQLite file in a temporary folder, removed after).
    #[arg(long, value_name = "URL")]
    database: Option<String>,
    /// How long each bot thinks before it answers, on average, in milliseconds (uniform from
    /// 0 to twice this); 0 answers at once, which measures the server at saturation.
    #[arg(long, default_value_t = 0)]
    think_ms: u64,
    /// Print the report as JSON.
    #[arg(long)]
    json: bool,
}

/// The parts of a server message the bench reads.
#[derive(serde::Deserialize)]
struct Frame {
    #[serde(rename = "type")]
    kind: String,
    #[serde(default)]
    decision: Option<FrameDecision>,
}

#[derive(serde::Deserialize)]
struct FrameDecision {
    id: u64,
    options: Vec<serde::de::IgnoredAny>,
}

/// What each seat's client measured.
#[derive(Debug, Default)]
struct Seat {
    latencies_us: Vec<u64>,
    ended: bool,
}

pub fn run(data: crate::data::Source, args: Args) -> Result<()> {
    if args.games == 0 {
        bail!("--games must be at least 1");
    }
    let data = data.dir(Need::Swccg)?;
    let temp = std::env::temp_dir().join(format!("holocron-bench-{}", server::auth::new_id()));
    let database = match &args.database {
        Some(url) => url.clone(),
        None => {
            std::fs::create_dir_all(&temp)?;
            format!("sqlite://{}", temp.join("bench.db").display())
        }
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("starting the async runtime")?;
    let result = runtime.block_on(bench(data, database, &args));
    if args.database.is_none() {
        let _ = std::fs::remove_dir_all(&temp);
    }
    let report = result?;
    if args.json {
        println!("{}", serde_json::to_string_pretty(&report)?);
    } else {
        println!(
            "{} games at once (bots thinking {} ms on average) for {:.1} s: {} finished, {} answers ({:.0} a second); \
             answer to view: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms; {} refused",
            report["games"],
            report["think_ms"],
            report["seconds"].as_f64().unwrap_or(0.0),
            report["games_finished"],
            report["answers"],
            report["answers_per_second"].as_f64().unwrap_or(0.0),
            report["latency_ms"]["p50"].as_f64().unwrap_or(0.0),
            report["latency_ms"]["p99"].as_f64().unwrap_or(0.0),
            report["latency_ms"]["max"].as_f64().unwrap_or(0.0),
            report["refused"],
        );
    }
    Ok(())
}

async fn bench(data: DataDir, database: String, args: &Args) -> Result<Value> {
    let started = server::Server::start(server::Config {
        listen: "127.0.0.1:0".parse()?,
        database,
        data,
        web: None,
    })
    .await?;
    let addr = started.addr;
    eprintln!("opening {} tables on {addr}…", args.games);
    let tables = open_tables(addr, args.games).await?;

    let stop = Arc::new(AtomicBool::new(false));
    let refused = Arc::new(AtomicU64::new(0));
    let begin = Instant::now();
    let mut tasks = Vec::new();
    for (i, (table, tokens)) in tables.iter().enumerate() {
        for (seat, token) in tokens.iter().enumerate() {
            let url = format!("ws://{addr}/api/tables/{table}/socket?token={token}");
            let stop = stop.clone();
            let refused = refused.clone();
            let seed = (i * 2 + seat) as u64 + 1;
            let think = args.think_ms;
            tasks.push(tokio::spawn(play_seat(url, seed, think, stop, refused)));
        }
    }
    let deadline = tokio::time::sleep(Duration::from_secs(args.seconds));
    tokio::pin!(deadline);
    let all = futures_util::future::join_all(tasks);
    tokio::pin!(all);
    let seats = tokio::select! {
        seats = &mut all => seats,
        _ = &mut deadline => {
            stop.store(true, Ordering::Relaxed);
            all.await
        }
    };
    let elapsed = begin.elapsed().as_secs_f64();
    started.abort();

    let mut latencies: Vec<u64> = Vec::new();
    let mut ended = 0;
    for seat in seats {
        let seat = seat.context("a client task failed")??;
        latencies.extend(&seat.latencies_us);
        ended += usize::from(seat.ended);
    }
    latencies.sort_unstable();
    let percentile = |p: f64| -> f64 {
        if latencies.is_empty() {
            return 0.0;
        }
        let rank = ((p * latencies.len() as f64).ceil() as usize).clamp(1, latencies.len());
        latencies[rank - 1] as f64 / 1000.0
    };
    Ok(json!({
        "games": args.games,
        "think_ms": args.think_ms,
        "seconds": elapsed,
        // Both seats of a finished game see its end.
        "games_finished": ended / 2,
        "answers": latencies.len(),
        "answers_per_second": latencies.len() as f64 / elapsed,
        "latency_ms": {
            "p50": percentile(0.50),
            "p99": percentile(0.99),
            "max": percentile(1.0),
        },
        "refused": refused.load(Ordering::Relaxed),
    }))
}

/// Creates `games` tables: per table, two guests; the first opens a table against a person,
/// the second joins it. Returns each table's id and its two players' tokens (Dark, Light).
async fn open_tables(addr: SocketAddr, games: usize) -> Result<Vec<(String, [String; 2])>> {
    tokio::task::spawn_blocking(move || {
        let agent: ureq::Agent = ureq::Agent::config_builder()
            .http_status_as_error(false)
            .build()
            .into();
        let post = |path: &str, token: Option<&str>, body: Value| -> Result<Value> {
            let mut request = agent
                .post(format!("http://{addr}{path}"))
                .header("content-type", "application/json");
            if let Some(token) = token {
                request = request.header("authorization", format!("Bearer {token}"));
            }
            let mut response = request.send(body.to_string())?;
            let status = response.status().as_u16();
            let text = response.body_mut().read_to_string()?;
            if !(200..300).contains(&status) {
                bail!("POST {path}: HTTP {status}: {text}");
            }
            Ok(serde_json::from_str(&text)?)
        };
        let mut tables = Vec::with_capacity(games);
        for _ in 0..games {
            let dark = post("/api/guest", None, json!({}))?["token"]
                .as_str()
                .unwrap_or_default()
                .to_owned();
            let light = post("/api/guest", None, json!({}))?["token"]
                .as_str()
                .unwrap_or_default()
                .to_owned();
            let table = post(
                "/api/tables",
                Some(&dark),
                json!({"deck": "data:premiere-intro-2pg-dark", "opponent": "person"}),
            )?["id"]
                .as_str()
                .unwrap_or_default()
                .to_owned();
            post(
                &format!("/api/tables/{table}/join"),
                Some(&light),
                json!({"deck": "data:premiere-intro-2pg-light"}),
            )?;
            tables.push((table, [dark, light]));
        }
        Ok(tables)
    })
    .await?
}

/// One seat's client: answers every decision at random and times each answer until the
/// update it produced arrives.
async fn play_seat(
    url: String,
    seed: u64,
    think_ms: u64,
    stop: Arc<AtomicBool>,
    refused: Arc<AtomicU64>,
) -> Result<Seat> {
    let config = WebSocketConfig::default().read_buffer_size(64 * 1024);
    let (mut socket, _) = tokio_tungstenite::connect_async_with_config(&url, Some(config), false)
        .await
        .with_context(|| format!("connecting {url}"))?;
    let mut rng = door::Rng::new(seed);
    let mut seat = Seat::default();
    let mut sent: Option<(Instant, Value)> = None;
    while !stop.load(Ordering::Relaxed) {
        let next = tokio::time::timeout(Duration::from_millis(500), socket.next()).await;
        let message = match next {
            Err(_) => continue,
            Ok(None) => break,
            Ok(Some(frame)) => frame?,
        };
        let Message::Text(text) = message else {
            continue;
        };
        // Only the message's type and decision are read; the view is skipped unparsed.
        let frame: Frame = serde_json::from_str(&text)?;
        match frame.kind.as_str() {
            "update" => {
                if let Some((at, _)) = sent.take() {
                    seat.latencies_us.push(at.elapsed().as_micros() as u64);
                }
                if let Some(decision) = frame.decision {
                    if think_ms > 0 {
                        let pause = rng.below(2 * think_ms as usize + 1) as u64;
                        tokio::time::sleep(Duration::from_millis(pause)).await;
                    }
                    let answer = json!({
                        "type": "answer",
                        "decision": decision.id,
                        "option": rng.below(decision.options.len()),
                    });
                    sent = Some((Instant::now(), answer.clone()));
                    socket
                        .send(Message::Text(answer.to_string().into()))
                        .await?;
                }
            }
            "ended" => {
                seat.ended = true;
                break;
            }
            "rejected" | "error" => {
                refused.fetch_add(1, Ordering::Relaxed);
                // Over the rate limit: wait and send the same answer again.
                if let Some((_, answer)) = &sent {
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    let answer = answer.clone();
                    sent = Some((Instant::now(), answer.clone()));
                    socket
                        .send(Message::Text(answer.to_string().into()))
                        .await?;
                }
            }
            _ => {}
        }
    }
    let _ = socket.close(None).await;
    Ok(seat)
}
