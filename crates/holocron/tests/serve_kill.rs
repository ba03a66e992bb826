//! `holocron serve` killed with SIGKILL in the middle of a game comes back, on restart, with
//! the game exactly where it was: every acknowledged answer was on disk.

#[path = "../../server/tests/support/mod.rs"]
mod support;

mod serve_common;

use serde_json::json;
use support::{Client, register, table_against_bot};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_killed_mid_game_restores_it_exactly() {
    let dir = support::TempDir::new("holocron-kill");
    let database = format!("sqlite://{}", dir.0.join("server.db").display());

    let (mut child, addr, banner) = serve_common::serve(&database, &[]);
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

    let (mut child, addr, banner) = serve_common::serve(&database, &[]);
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
