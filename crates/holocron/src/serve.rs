//! `holocron serve`: the game server (HTTP and WebSocket), on SQLite by default.

use anyhow::{Context, Result};
use std::net::SocketAddr;
use std::path::PathBuf;
use swccg_cards::Need;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The address to listen on.
    #[arg(long, default_value = "127.0.0.1:8080")]
    listen: SocketAddr,
    /// The database: sqlite://FILE or postgres://USER@HOST/DB (default: a SQLite file in the
    /// per-user state folder, created on first run).
    #[arg(long, value_name = "URL")]
    database: Option<String>,
    /// The built browser table to serve at `/` (default: `web/dist` of this checkout, when
    /// it has been built with `npm run build --prefix web`).
    #[arg(long, value_name = "DIR")]
    web: Option<PathBuf>,
}

/// Where `npm run build --prefix web` puts the browser table of this checkout.
const BUILT_WEB: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../web/dist");

pub fn run(data: crate::data::Source, args: Args) -> Result<()> {
    let data = data.dir(Need::Swccg)?;
    let database = match args.database {
        Some(url) => url,
        None => server::default_database()?,
    };
    let web = args
        .web
        .or_else(|| Some(PathBuf::from(BUILT_WEB)).filter(|dir| dir.is_dir()))
        .map(|dir| dir.canonicalize().unwrap_or(dir));
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("starting the async runtime")?;
    runtime.block_on(async move {
        let config = server::Config {
            listen: args.listen,
            database: database.clone(),
            data,
            web: web.clone(),
        };
        let started = server::Server::start(config)
            .await
            .with_context(|| format!("starting the server on {database}"))?;
        println!(
            "Holocron server on http://{} (database {}; {} games restored)",
            started.addr, database, started.restored
        );
        match web
            .as_deref()
            .filter(|dir| dir.join("index.html").is_file())
        {
            Some(dir) => println!(
                "The table: open http://{}/ in a browser (files from {})",
                started.addr,
                dir.display()
            ),
            None => println!(
                "No browser table to serve: build it with \
                 `npm ci --prefix web && npm run build --prefix web`"
            ),
        }
        for (id, why) in &started.broken {
            eprintln!("game {id} could not be restored and is kept for its replay: {why}");
        }
        started.wait().await
    })
}
