//! `holocron serve` killed with SIGKILL in the middle of a game comes back, on restart, with
//! the game exactly where it was: every acknowledged answer was on disk.

#[path = "../../server/tests/support/mod.rs"]
mod support;

use serde_json::json;
use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};
use support::{Client, register, table_against_bot};

/// Starts the server binary on a free port and waits for the line saying it listens.
fn serve(database: &str) -> (Child, SocketAddr, String) {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let mut child = Command::new(env!("CARGO_BIN_EXE_holocron"))
        .args([
            "serve",
            "--listen",
            &format!("127.0.0.1:{port}"),
            "--database",
            database,
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("holocron serve starts");
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert!(first.starts_with("Holocron server on http://"), "{first:?}");
    (child, format!("127.0.0.1:{port}").parse().unwrap(), first)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_killed_mid_game_restores_it_exactly() {
    let dir = support::TempDir::new("holocron-kill");
    let database = format!("sqlite://{}", dir.0.join("server.db").display());

    let (mut child, addr, banner) = serve(&database);
    assert!(banner.contains("0 games restored"), "{banner}");
    let token = register(&addr, "alice").await;
    let (table, _) = table_against_bot(&addr, &token, 41).await;
    let mut client = Client::connect(&addr, &table, &token, "").await;
    let mut last = client.until_decision_or_end().await;
    for answered in 0..15 {
        let id = last["decision"]["id"].as_u64().unwrap();
        let n = last["decision"]["options"].as_array().unwrap().len();
        client
            .send(json!({"type": "answer", "decision": id, "option": answered % n}))
            .await;
        last = client.until_decision_or_end().await;
        assert_eq!(last["type"], "update");
    }
    // SIGKILL: no shutdown code runs.
    child.kill().unwrap();
    child.wait().unwrap();

    let (mut child, addr, banner) = serve(&database);
    assert!(banner.contains("1 games restored"), "{banner}");
    let mut again = Client::connect(&addr, &table, &token, "").await;
    let restored = again.until_decision_or_end().await;
    assert_eq!(restored["view"], last["view"]);
    assert_eq!(restored["decision"], last["decision"]);
    // The game goes on from there.
    let id = restored["decision"]["id"].as_u64().unwrap();
    again
        .send(json!({"type": "answer", "decision": id, "option": 0}))
        .await;
    let next = again.until("update").await;
    assert_ne!(next["view"], restored["view"]);
    child.kill().unwrap();
    child.wait().unwrap();
}
