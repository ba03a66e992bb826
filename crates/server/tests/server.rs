//! The server over real HTTP and WebSockets, every scenario on SQLite and on PostgreSQL.

mod support;

use serde_json::{Value, json};
use support::{
    Client, Db, call, fresh_database, register, start, start_with_web, table_against_bot,
    xwing_table,
};
use swccg_cards::CardDb;
use swccg_engine::replay::Replay;

/// Runs a scenario once per database kind, each on a fresh database.
macro_rules! on_both_databases {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    let dir = super::tempdir();
                    let url = super::fresh_database(super::Db::Sqlite, &dir.0).unwrap();
                    super::$name(&url).await;
                }
            )*
        }
        mod postgres {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    let dir = super::tempdir();
                    let Some(url) = super::fresh_database(super::Db::Postgres, &dir.0) else {
                        return;
                    };
                    super::$name(&url).await;
                }
            )*
        }
    };
}

fn tempdir() -> support::TempDir {
    support::TempDir::new("holocron-server-test")
}

on_both_databases!(
    accounts_register_log_in_and_out,
    decks_import_list_and_delete_with_errors_naming_the_line,
    a_game_against_a_bot_plays_to_its_end_and_its_replay_verifies,
    refused_answers_and_malformed_messages_change_nothing,
    a_restarted_server_restores_the_game_exactly,
    two_people_and_a_spectator_each_see_only_their_own_view,
    a_card_is_served_as_printed_and_an_unknown_id_is_named,
    an_xwing_game_flies_to_its_end_and_never_shows_the_bots_unrevealed_dial,
    an_xwing_table_refuses_stale_and_out_of_range_answers,
    a_restarted_server_restores_an_xwing_game_exactly,
    a_person_whose_clock_runs_out_loses_and_the_bot_is_never_timed,
    a_restarted_server_charges_each_clock_the_time_already_spent,
    clocks_out_of_range_are_refused_with_the_range,
    a_seat_asks_why_a_card_may_not_deploy_and_only_about_its_own_hand,
    a_player_replays_their_own_seat_of_a_live_game_and_the_lobby_lists_finished_ones,
);

async fn accounts_register_log_in_and_out(url: &str) {
    let s = start(url).await;
    let token = register(&s, "alice").await;

    let again = call(
        &s,
        "POST",
        "/api/register",
        None,
        Some(json!({"name": "alice", "password": "another password"})),
    )
    .await;
    assert_eq!(again.status, 409, "{again:?}");
    assert!(again.body["error"].as_str().unwrap().contains("taken"));
    let short_name = call(
        &s,
        "POST",
        "/api/register",
        None,
        Some(json!({"name": "al", "password": "long enough"})),
    )
    .await;
    assert_eq!(short_name.status, 400);
    assert!(
        short_name.body["error"]
            .as_str()
            .unwrap()
            .contains("3 to 24")
    );
    // Seven characters are refused, eight accepted.
    let seven = call(
        &s,
        "POST",
        "/api/register",
        None,
        Some(json!({"name": "bob", "password": "1234567"})),
    )
    .await;
    assert_eq!(seven.status, 400, "{seven:?}");
    let eight = call(
        &s,
        "POST",
        "/api/register",
        None,
        Some(json!({"name": "bob", "password": "12345678"})),
    )
    .await;
    assert_eq!(eight.status, 201, "{eight:?}");
    let unknown_field = call(
        &s,
        "POST",
        "/api/register",
        None,
        Some(json!({"name": "carol", "password": "12345678", "admin": true})),
    )
    .await;
    assert_eq!(unknown_field.status, 400);
    assert!(
        unknown_field.body["error"]
            .as_str()
            .unwrap()
            .contains("admin"),
        "{unknown_field:?}"
    );

    let wrong = call(
        &s,
        "POST",
        "/api/login",
        None,
        Some(json!({"name": "alice", "password": "a long passworD"})),
    )
    .await;
    assert_eq!(wrong.status, 401);
    let nobody = call(
        &s,
        "POST",
        "/api/login",
        None,
        Some(json!({"name": "zed", "password": "a long password"})),
    )
    .await;
    assert_eq!(nobody.status, 401);
    assert_eq!(
        wrong.body, nobody.body,
        "a wrong password and an unknown name look the same"
    );
    let right = call(
        &s,
        "POST",
        "/api/login",
        None,
        Some(json!({"name": "alice", "password": "a long password"})),
    )
    .await;
    assert_eq!(right.status, 200, "{right:?}");
    let second = right.body["token"].as_str().unwrap().to_owned();
    assert_ne!(second, token);

    let me = call(&s, "GET", "/api/me", Some(&token), None).await;
    assert_eq!(me.body["name"], "alice");
    assert_eq!(me.body["guest"], false);
    assert_eq!(
        call(&s, "POST", "/api/logout", Some(&token), None)
            .await
            .status,
        204
    );
    assert_eq!(
        call(&s, "GET", "/api/me", Some(&token), None).await.status,
        401
    );
    // The other session is still open.
    assert_eq!(
        call(&s, "GET", "/api/me", Some(&second), None).await.status,
        200
    );
    assert_eq!(call(&s, "GET", "/api/me", None, None).await.status, 401);

    let guest = call(&s, "POST", "/api/guest", None, None).await;
    assert_eq!(guest.status, 201);
    let name = guest.body["user"]["name"].as_str().unwrap().to_owned();
    assert!(name.starts_with("guest-"), "{name}");
    assert_eq!(guest.body["user"]["guest"], true);
    let guest_login = call(
        &s,
        "POST",
        "/api/login",
        None,
        Some(json!({"name": name, "password": ""})),
    )
    .await;
    assert_eq!(guest_login.status, 401, "a guest cannot log in again");
    let taken_prefix = call(
        &s,
        "POST",
        "/api/register",
        None,
        Some(json!({"name": "guest-x1", "password": "12345678"})),
    )
    .await;
    assert_eq!(taken_prefix.status, 400);
    s.abort();
}

/// The data folder's Premiere Introductory Dark deck as a `count id` list.
fn intro_dark_list() -> String {
    let tsv = std::fs::read_to_string(
        support::data()
            .swccg_decks()
            .join("premiere-intro-2pg-dark.tsv"),
    )
    .unwrap();
    tsv.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let cols: Vec<&str> = l.split('\t').collect();
            format!("{} {}", cols[0], cols[2])
        })
        .collect::<Vec<_>>()
        .join("\n")
}

async fn decks_import_list_and_delete_with_errors_naming_the_line(url: &str) {
    let s = start(url).await;
    let alice = register(&s, "alice").await;
    let bob = register(&s, "bob").await;

    let list = intro_dark_list();
    let good = call(
        &s,
        "POST",
        "/api/decks",
        Some(&alice),
        Some(json!({"name": "My Dark", "text": list})),
    )
    .await;
    assert_eq!(good.status, 201, "{good:?}");
    assert_eq!(good.body["side"], "Dark");
    assert_eq!(good.body["cards"], 60);
    let id = good.body["id"].as_str().unwrap().to_owned();

    // One unknown title on line 3: the error names the line and the text.
    let mut lines: Vec<String> = list.lines().map(str::to_owned).collect();
    lines[2] = "2 Stormtrooper Of Doom".into();
    let bad = call(
        &s,
        "POST",
        "/api/decks",
        Some(&alice),
        Some(json!({"name": "Bad", "text": lines.join("\n")})),
    )
    .await;
    assert_eq!(bad.status, 400);
    let error = bad.body["error"].as_str().unwrap();
    assert!(
        error.contains("line 3") && error.contains("Stormtrooper Of Doom"),
        "{error}"
    );

    // 59 cards: the count is named.
    let mut short: Vec<String> = list.lines().map(str::to_owned).collect();
    let first: Vec<&str> = short[0].splitn(2, ' ').collect();
    let n: u32 = first[0].parse().unwrap();
    short[0] = format!("{} {}", n - 1, first[1]);
    let small = call(
        &s,
        "POST",
        "/api/decks",
        Some(&alice),
        Some(json!({"name": "Small", "text": short.join("\n")})),
    )
    .await;
    assert_eq!(small.status, 400);
    assert!(
        small.body["error"].as_str().unwrap().contains("59 cards"),
        "{small:?}"
    );

    // A GEMP deck string: the same 60 cards as ids.
    let db = CardDb::load(&support::data()).unwrap();
    let deck = swccg_cards::Deck::from_text_list(&db, "x", &list).unwrap();
    let gemp: Vec<String> = deck
        .cards
        .iter()
        .map(|&i| db.get(i).gemp_id.clone())
        .collect();
    let from_gemp = call(
        &s,
        "POST",
        "/api/decks",
        Some(&alice),
        Some(json!({"name": "Gemp", "text": gemp.join(",")})),
    )
    .await;
    assert_eq!(from_gemp.status, 201, "{from_gemp:?}");

    // A 40-card deck is a deck of the 40-card format; it meets no 60-card deck.
    let forty = call(
        &s,
        "POST",
        "/api/decks",
        Some(&alice),
        Some(json!({"name": "Forty", "text": gemp[..40].join(",")})),
    )
    .await;
    assert_eq!(forty.status, 201, "{forty:?}");
    assert_eq!(forty.body["cards"], 40);
    let forty_id = forty.body["id"].as_str().unwrap().to_owned();
    let mismatched = call(
        &s,
        "POST",
        "/api/tables",
        Some(&alice),
        Some(json!({"deck": forty_id, "opponent": "random"})),
    )
    .await;
    assert_eq!(mismatched.status, 400, "{mismatched:?}");
    let error = mismatched.body["error"].as_str().unwrap();
    assert!(
        error.contains("different formats") && error.contains("40-card format"),
        "{error}"
    );
    assert_eq!(
        call(
            &s,
            "DELETE",
            &format!("/api/decks/{forty_id}"),
            Some(&alice),
            None
        )
        .await
        .status,
        204
    );
    let bad_gemp = call(
        &s,
        "POST",
        "/api/decks",
        Some(&alice),
        Some(json!({"name": "Gemp", "text": format!("{},99_999", gemp[..59].join(","))})),
    )
    .await;
    assert_eq!(bad_gemp.status, 400);
    assert!(
        bad_gemp.body["error"].as_str().unwrap().contains("99_999"),
        "{bad_gemp:?}"
    );

    let mine = call(&s, "GET", "/api/decks", Some(&alice), None).await;
    assert_eq!(mine.body["mine"].as_array().unwrap().len(), 2);
    let shared: Vec<&str> = mine.body["shared"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["id"].as_str().unwrap())
        .collect();
    assert!(
        shared.contains(&"data:premiere-intro-2pg-dark"),
        "{shared:?}"
    );
    assert_eq!(
        call(&s, "GET", "/api/decks", Some(&bob), None).await.body["mine"]
            .as_array()
            .unwrap()
            .len(),
        0
    );

    // Bob cannot delete Alice's deck; Alice can, once.
    assert_eq!(
        call(&s, "DELETE", &format!("/api/decks/{id}"), Some(&bob), None)
            .await
            .status,
        404
    );
    assert_eq!(
        call(
            &s,
            "DELETE",
            &format!("/api/decks/{id}"),
            Some(&alice),
            None
        )
        .await
        .status,
        204
    );
    assert_eq!(
        call(
            &s,
            "DELETE",
            &format!("/api/decks/{id}"),
            Some(&alice),
            None
        )
        .await
        .status,
        404
    );
    assert_eq!(
        call(&s, "GET", "/api/decks", Some(&alice), None).await.body["mine"]
            .as_array()
            .unwrap()
            .len(),
        1
    );

    // A deck of one's own plays: a table against a bot with it.
    let mine_now = call(&s, "GET", "/api/decks", Some(&alice), None).await;
    let gemp_id = mine_now.body["mine"][0]["id"].as_str().unwrap().to_owned();
    let table = call(
        &s,
        "POST",
        "/api/tables",
        Some(&alice),
        Some(json!({"deck": gemp_id, "opponent": "random"})),
    )
    .await;
    assert_eq!(table.status, 201, "{table:?}");
    let others = call(
        &s,
        "POST",
        "/api/tables",
        Some(&bob),
        Some(json!({"deck": gemp_id, "opponent": "random"})),
    )
    .await;
    assert_eq!(others.status, 400, "Bob cannot play Alice's deck");
    s.abort();
}

/// A small deterministic chooser for the person's answers.
struct Pick(u64);

impl Pick {
    fn index(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// Plays the person's seat with random legal answers until the end; returns how many
/// answers the person gave.
async fn play_to_end(client: &mut Client, pick: &mut Pick, limit: usize) -> (usize, Value) {
    let mut answered = 0;
    let mut last_decision = 0;
    loop {
        let m = client.until_decision_or_end().await;
        if m["type"] == "ended" {
            return (answered, m);
        }
        assert!(
            m["view"]["opponent"]["hand"].is_null(),
            "the opponent's hand is never sent"
        );
        let decision = &m["decision"];
        let id = decision["id"].as_u64().unwrap();
        assert!(
            id > last_decision,
            "decision ids increase: {id} after {last_decision}"
        );
        last_decision = id;
        let n = decision["options"].as_array().unwrap().len();
        assert!(n >= 2, "a decision has at least two options");
        let option = pick.index(n);
        client
            .send(json!({"type": "answer", "decision": id, "option": option}))
            .await;
        answered += 1;
        assert!(
            answered < limit,
            "the game did not end within {limit} answers"
        );
    }
}

async fn a_game_against_a_bot_plays_to_its_end_and_its_replay_verifies(url: &str) {
    let s = start(url).await;
    let token = register(&s, "alice").await;
    let (table, seat) = table_against_bot(&s, &token, 7).await;
    assert_eq!(seat, "Dark");
    let mut client = Client::connect(&s, &table, &token, "&lang=fr").await;
    let welcome = client.until("welcome").await;
    assert_eq!(welcome["seat"], "Dark");
    assert!(
        welcome["players"][1]
            .as_str()
            .unwrap()
            .contains("heuristic")
    );

    let replay_early = call(
        &s,
        "GET",
        &format!("/api/tables/{table}/replay"),
        None,
        None,
    )
    .await;
    assert_eq!(
        replay_early.status, 409,
        "no replay (with every hidden card) before the end"
    );

    let (answered, ended) = play_to_end(&mut client, &mut Pick(99), 5_000).await;
    assert!(answered > 10, "{answered}");
    let winner = ended["winner"].as_str().unwrap();
    assert!(winner == "Dark" || winner == "Light");
    // French was asked: the log is in French.
    let french = client
        .frames
        .iter()
        .filter_map(|f| f["log"].as_array())
        .flatten()
        .any(|l| {
            let t = l["text"].as_str().unwrap();
            t.contains("vous") || t.contains("votre")
        });
    assert!(french, "the log is worded in French");

    let replay = call(
        &s,
        "GET",
        &format!("/api/tables/{table}/replay"),
        None,
        None,
    )
    .await;
    assert_eq!(replay.status, 200);
    let replay = Replay::from_json(&replay.body.to_string()).expect("a replay file");
    let db = CardDb::load(&support::data()).unwrap();
    let run = replay.verify(&db).expect("the replay verifies");
    assert!(
        replay.answers.len() > answered,
        "the bot's answers are in it too"
    );
    assert_eq!(replay.outcome.as_ref().unwrap().winner.to_string(), winner);
    assert!(run.events > 0);
    // What the seat saw, replayed: exactly the updates the live channel sent, in French.
    let seen = call(
        &s,
        "GET",
        &format!("/api/tables/{table}/replay?view=dark&lang=fr"),
        None,
        None,
    )
    .await;
    assert_eq!(seen.status, 200, "{seen:?}");
    let frames = seen.body.as_array().unwrap();
    assert_eq!(
        frames.len(),
        replay.answers.len() + 1,
        "one frame before the first answer and one after each"
    );
    let live: Vec<&Value> = client
        .frames
        .iter()
        .filter(|f| f["type"] == "update")
        .collect();
    assert_eq!(live.len(), frames.len());
    for (live, replayed) in live.iter().zip(frames) {
        assert_eq!(*live, replayed);
    }
    let watched = call(
        &s,
        "GET",
        &format!("/api/tables/{table}/replay?view=spectator"),
        None,
        None,
    )
    .await;
    for frame in watched.body.as_array().unwrap() {
        assert!(
            frame["view"]["you"]["hand"].is_null() && frame["view"]["opponent"]["hand"].is_null()
        );
        assert!(frame["decision"].is_null());
    }
    let light = call(
        &s,
        "GET",
        &format!("/api/tables/{table}/replay?view=light"),
        None,
        None,
    )
    .await;
    let light_frames = light.body.as_array().unwrap();
    assert!(
        light_frames
            .iter()
            .all(|f| f["view"]["opponent"]["hand"].is_null())
    );
    assert!(
        light_frames.iter().any(|f| !f["decision"].is_null()),
        "the bot's seat had decisions"
    );
    let bogus = call(
        &s,
        "GET",
        &format!("/api/tables/{table}/replay?view=both"),
        None,
        None,
    )
    .await;
    assert_eq!(bogus.status, 400);
    assert!(bogus.body["error"].as_str().unwrap().contains("both"));
    let lobby = call(&s, "GET", "/api/tables", None, None).await;
    assert!(
        lobby
            .body
            .as_array()
            .unwrap()
            .iter()
            .all(|t| t["id"] != table.as_str()),
        "a finished game leaves the list of live tables"
    );
    s.abort();
}

async fn refused_answers_and_malformed_messages_change_nothing(url: &str) {
    let s = start(url).await;
    let token = register(&s, "alice").await;
    let (table, _) = table_against_bot(&s, &token, 11).await;
    let mut client = Client::connect(&s, &table, &token, "").await;
    let first = client.until_decision_or_end().await;
    let id = first["decision"]["id"].as_u64().unwrap();
    let n = first["decision"]["options"].as_array().unwrap().len();

    client
        .send(json!({"type": "answer", "decision": id + 1, "option": 0}))
        .await;
    let stale = client.until("rejected").await;
    assert!(
        stale["reason"]
            .as_str()
            .unwrap()
            .contains("not the pending one"),
        "{stale}"
    );

    client
        .send(json!({"type": "answer", "decision": id, "option": n}))
        .await;
    let out_of_range = client.until("rejected").await;
    let reason = out_of_range["reason"].as_str().unwrap();
    assert!(reason.contains(&format!("has {n} options")), "{reason}");

    client.send_text("{not json".into()).await;
    let garbled = client.until("error").await;
    assert!(
        garbled["reason"].as_str().unwrap().contains("cannot read"),
        "{garbled}"
    );
    client.send(json!({"type": "answer", "decision": id})).await;
    let missing = client.until("error").await;
    assert!(
        missing["reason"].as_str().unwrap().contains("option"),
        "{missing}"
    );
    client
        .send(json!({"type": "chat", "text": "x".repeat(501)}))
        .await;
    assert!(
        client.until("error").await["reason"]
            .as_str()
            .unwrap()
            .contains("500")
    );

    // The connection is still up and the same decision is still pending: the last option
    // (n - 1, just inside the range) is accepted.
    client
        .send(json!({"type": "answer", "decision": id, "option": n - 1}))
        .await;
    let next = client.until("update").await;
    assert!(next["decision"]["id"].as_u64().unwrap_or(u64::MAX) > id || next["decision"].is_null());
    client
        .send(json!({"type": "chat", "text": "good luck"}))
        .await;
    let chat = client.until("chat").await;
    assert_eq!(chat["from"], "alice");
    assert_eq!(chat["text"], "good luck");

    // A burst over the rate limit is told to slow down, and the connection stays up.
    for _ in 0..150 {
        client.send(json!({"type": "bogus"})).await;
    }
    loop {
        let m = client.until("error").await;
        if m["reason"].as_str().unwrap().contains("too many") {
            break;
        }
    }
    // A frame over the size limit is refused by the socket layer, which closes that socket.
    client
        .send_text(format!(
            "{{\"type\":\"chat\",\"text\":\"{}\"}}",
            "x".repeat(20_000)
        ))
        .await;
    s.abort();
}

async fn a_restarted_server_restores_the_game_exactly(url: &str) {
    let s = start(url).await;
    let token = register(&s, "alice").await;
    let (table, _) = table_against_bot(&s, &token, 23).await;
    let mut client = Client::connect(&s, &table, &token, "").await;
    let mut pick = Pick(5);
    let mut last = Value::Null;
    for _ in 0..12 {
        let m = client.until_decision_or_end().await;
        assert_eq!(m["type"], "update");
        let id = m["decision"]["id"].as_u64().unwrap();
        let n = m["decision"]["options"].as_array().unwrap().len();
        client
            .send(json!({"type": "answer", "decision": id, "option": pick.index(n)}))
            .await;
        last = m;
    }
    let before = client.until_decision_or_end().await;
    assert_ne!(before, last);
    let seen_index = client.last_index;
    let log_before: Vec<Value> = client
        .frames
        .iter()
        .filter_map(|f| f["log"].as_array())
        .flatten()
        .cloned()
        .collect();
    client.close().await;
    s.abort();
    drop(s);

    let s = start(url).await;
    assert!(s.restored >= 1, "the game is restored");
    assert!(s.broken.is_empty(), "{:?}", s.broken);
    // A full resync: the same view, the same decision, the same log.
    let mut again = Client::connect(&s, &table, &token, "").await;
    let after = again.until_decision_or_end().await;
    assert_eq!(after["view"], before["view"]);
    assert_eq!(after["decision"], before["decision"]);
    let log_after: Vec<Value> = after["log"].as_array().unwrap().clone();
    assert_eq!(log_after, log_before);

    // Resuming from the last event seen sends no old line again.
    let mut resumed = Client::connect(
        &s,
        &table,
        &token,
        &format!("&since={}", seen_index.unwrap()),
    )
    .await;
    let update = resumed.until_decision_or_end().await;
    assert_eq!(update["log"].as_array().unwrap().len(), 0, "{update}");
    assert_eq!(update["decision"], before["decision"]);

    // And the game goes on to its end.
    let id = update["decision"]["id"].as_u64().unwrap();
    resumed
        .send(json!({"type": "answer", "decision": id, "option": 0}))
        .await;
    let (_, ended) = play_to_end(&mut resumed, &mut pick, 5_000).await;
    assert_eq!(ended["type"], "ended");
    s.abort();
}

async fn two_people_and_a_spectator_each_see_only_their_own_view(url: &str) {
    let s = start(url).await;
    let alice = register(&s, "alice").await;
    let bob = register(&s, "bob").await;
    let carol = register(&s, "carol").await;
    let created = call(
        &s,
        "POST",
        "/api/tables",
        Some(&alice),
        Some(json!({"deck": "data:premiere-intro-2pg-dark", "opponent": "person", "seed": 3})),
    )
    .await;
    assert_eq!(created.status, 201, "{created:?}");
    let table = created.body["id"].as_str().unwrap().to_owned();
    let lobby = call(&s, "GET", "/api/tables", None, None).await;
    let listed = lobby
        .body
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["id"] == table.as_str())
        .cloned()
        .unwrap();
    assert_eq!(listed["status"], "open");

    let wrong_side = call(
        &s,
        "POST",
        &format!("/api/tables/{table}/join"),
        Some(&bob),
        Some(json!({"deck": "data:premiere-intro-2pg-dark"})),
    )
    .await;
    assert_eq!(wrong_side.status, 400);
    assert!(
        wrong_side.body["error"]
            .as_str()
            .unwrap()
            .contains("Light Side"),
        "{wrong_side:?}"
    );
    let own = call(
        &s,
        "POST",
        &format!("/api/tables/{table}/join"),
        Some(&alice),
        Some(json!({"deck": "data:premiere-intro-2pg-light"})),
    )
    .await;
    assert_eq!(own.status, 409);
    let joined = call(
        &s,
        "POST",
        &format!("/api/tables/{table}/join"),
        Some(&bob),
        Some(json!({"deck": "data:premiere-intro-2pg-light"})),
    )
    .await;
    assert_eq!(joined.status, 200, "{joined:?}");
    assert_eq!(joined.body["seat"], "Light");
    let late = call(
        &s,
        "POST",
        &format!("/api/tables/{table}/join"),
        Some(&carol),
        Some(json!({"deck": "data:premiere-intro-2pg-light"})),
    )
    .await;
    assert_eq!(late.status, 409);

    let mut a = Client::connect(&s, &table, &alice, "").await;
    let mut b = Client::connect(&s, &table, &bob, "").await;
    let mut c = Client::connect(&s, &table, &carol, "").await;
    assert_eq!(a.until("welcome").await["seat"], "Dark");
    assert_eq!(b.until("welcome").await["seat"], "Light");
    assert!(c.until("welcome").await["seat"].is_null());

    let mut pick = Pick(17);
    let mut answers = 0;
    // The Dark Side decides first (its starting location); then whoever is asked.
    let mut dark_turn = true;
    let mut current = a.until_decision_or_end().await;
    while answers < 60 && current["type"] == "update" {
        let (me, other) = if dark_turn {
            (&mut a, &mut b)
        } else {
            (&mut b, &mut a)
        };
        let id = current["decision"]["id"].as_u64().unwrap();
        let n = current["decision"]["options"].as_array().unwrap().len();
        // The other seat cannot answer this decision.
        other
            .send(json!({"type": "answer", "decision": id, "option": 0}))
            .await;
        let refused = other.until("rejected").await;
        assert!(
            refused["reason"]
                .as_str()
                .unwrap()
                .contains("not your decision"),
            "{refused}"
        );
        me.send(json!({"type": "answer", "decision": id, "option": pick.index(n)}))
            .await;
        answers += 1;
        let next = me.until("update").await;
        if !next["decision"].is_null() {
            current = next;
            continue;
        }
        match next["view"]["deciding"][0].as_str() {
            Some(_) => {
                dark_turn = !dark_turn;
                current = other.until_decision_or_end().await;
            }
            None => break,
        }
    }
    assert!(answers >= 20, "{answers}");
    c.send(json!({"type": "answer", "decision": 1, "option": 0}))
        .await;
    assert!(
        c.until("error").await["reason"]
            .as_str()
            .unwrap()
            .contains("spectators")
    );
    c.send(json!({"type": "resync"})).await;
    c.until("update").await;

    for frame in &a.frames {
        if frame["type"] == "update" {
            assert!(frame["view"]["opponent"]["hand"].is_null());
            assert!(frame["view"]["you"]["hand"].is_array());
        }
    }
    for frame in &b.frames {
        if frame["type"] == "update" {
            assert!(frame["view"]["opponent"]["hand"].is_null());
            assert_eq!(frame["view"]["seat"], "Light");
        }
    }
    let spectator_updates: Vec<&Value> =
        c.frames.iter().filter(|f| f["type"] == "update").collect();
    assert!(!spectator_updates.is_empty());
    for frame in spectator_updates {
        assert!(
            frame["view"]["you"]["hand"].is_null(),
            "a spectator sees no hand"
        );
        assert!(frame["view"]["opponent"]["hand"].is_null());
        assert!(frame["decision"].is_null());
    }
    let listed = call(&s, "GET", "/api/tables", None, None).await;
    let entry = listed
        .body
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["id"] == table.as_str())
        .cloned()
        .unwrap();
    assert_eq!(entry["status"], "playing");
    assert_eq!(entry["spectators"], 1);
    assert!(
        entry["players"][1].as_str().unwrap().starts_with("bob"),
        "the lobby names who took the open seat: {entry}"
    );

    a.send(json!({"type": "concede"})).await;
    let ended = b.until("ended").await;
    assert_eq!(ended["winner"], "Light");
    assert_eq!(ended["reason"], "Conceded");
    assert_eq!(c.until("ended").await["winner"], "Light");
    let row = s.state.store.game(&table).await.unwrap().unwrap();
    assert_eq!(row.end_reason.as_deref(), Some("conceded"));
    // A table without clocks sends no clock readings.
    assert!(b.frames.iter().all(|f| f["type"] != "clock"));
    s.abort();
}

async fn a_card_is_served_as_printed_and_an_unknown_id_is_named(url: &str) {
    let s = start(url).await;
    let db = CardDb::load(&support::data()).unwrap();
    // A character of the Premiere Introductory Dark deck, with power, ability and text.
    let index = db
        .iter()
        .map(|(i, _)| i)
        .find(|&i| {
            let c = db.get(i);
            c.side == swccg_cards::Side::Dark
                && c.front.card_type == swccg_cards::CardType::Character
                && c.front.power.is_some()
                && !c.front.game_text.is_empty()
                && db.by_gemp_id(&c.gemp_id) == Some(i)
        })
        .unwrap();
    let expected = db.get(index);
    // No session is needed: a card as printed says nothing about a game.
    let reply = call(
        &s,
        "GET",
        &format!("/api/cards/{}", expected.gemp_id),
        None,
        None,
    )
    .await;
    assert_eq!(reply.status, 200, "{reply:?}");
    let card = &reply.body;
    assert_eq!(card["gemp_id"], expected.gemp_id.as_str());
    assert_eq!(card["side"], "Dark");
    assert_eq!(card["front"]["title"], expected.front.title.as_str());
    assert_eq!(card["front"]["type"], "Character");
    assert_eq!(
        card["front"]["game_text"],
        expected.front.game_text.as_str()
    );
    let stats: Vec<&str> = card["front"]["stats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["stat"].as_str().unwrap())
        .collect();
    assert!(
        stats.contains(&"power") && stats.contains(&"deploy"),
        "{stats:?}"
    );
    let power = card["front"]["stats"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["stat"] == "power")
        .unwrap();
    assert_eq!(
        power["value"],
        expected
            .front
            .power
            .unwrap()
            .fixed()
            .unwrap()
            .floor()
            .to_string()
    );

    let unknown = call(&s, "GET", "/api/cards/999_999", None, None).await;
    assert_eq!(unknown.status, 404);
    assert!(
        unknown.body["error"].as_str().unwrap().contains("999_999"),
        "{unknown:?}"
    );
    s.abort();
}

/// Sends one raw HTTP request (no client tidies the path) and returns the status, the
/// content type and the body.
async fn raw_get(addr: std::net::SocketAddr, path: &str) -> (u16, String, String) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
    let request = format!("GET {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer).await.unwrap();
    let answer = String::from_utf8_lossy(&answer).into_owned();
    let (head, body) = answer.split_once("\r\n\r\n").unwrap();
    let status = head.split(' ').nth(1).unwrap().parse().unwrap();
    let kind = head
        .lines()
        .find_map(|l| {
            l.to_ascii_lowercase()
                .strip_prefix("content-type:")
                .map(|v| v.trim().to_owned())
        })
        .unwrap_or_default();
    (status, kind, body.to_owned())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_web_folder_is_served_with_content_types_and_never_above_itself() {
    let dir = tempdir();
    let web = dir.0.join("web");
    std::fs::create_dir_all(web.join("assets")).unwrap();
    std::fs::write(
        web.join("index.html"),
        "<!doctype html><title>table</title>",
    )
    .unwrap();
    std::fs::write(web.join("assets/app-1234.js"), "console.log(1)").unwrap();
    std::fs::write(web.join("assets/app.css"), "body{}").unwrap();
    std::fs::write(web.join("icon.svg"), "<svg/>").unwrap();
    std::fs::write(web.join("en.ftl"), "hello = Hello").unwrap();
    std::fs::write(dir.0.join("secret.txt"), "not for the web").unwrap();
    let url = fresh_database(Db::Sqlite, &dir.0).unwrap();
    let s = start_with_web(&url, Some(web.clone())).await;

    let (status, kind, body) = raw_get(s.addr, "/").await;
    assert_eq!((status, kind.as_str()), (200, "text/html; charset=utf-8"));
    assert!(body.contains("<title>table</title>"));
    for (path, expected) in [
        ("/index.html", "text/html; charset=utf-8"),
        ("/assets/app-1234.js", "text/javascript; charset=utf-8"),
        ("/assets/app.css", "text/css; charset=utf-8"),
        ("/icon.svg", "image/svg+xml"),
        ("/en.ftl", "text/plain; charset=utf-8"),
    ] {
        let (status, kind, _) = raw_get(s.addr, path).await;
        assert_eq!((status, kind.as_str()), (200, expected), "{path}");
    }
    for path in [
        "/../secret.txt",
        "/assets/../../secret.txt",
        "/..%2fsecret.txt",
    ] {
        let (status, _, body) = raw_get(s.addr, path).await;
        assert!(status == 400 || status == 404, "{path}: {status}");
        assert!(!body.contains("not for the web"), "{path}");
    }
    let (status, _, _) = raw_get(s.addr, "/no-such-file.js").await;
    assert_eq!(status, 404);
    // The API still answers JSON, and an unknown API path is a JSON 404.
    let (status, kind, _) = raw_get(s.addr, "/api/tables").await;
    assert_eq!((status, kind.as_str()), (200, "application/json"));
    let (status, kind, body) = raw_get(s.addr, "/api/nothing").await;
    assert_eq!((status, kind.as_str()), (404, "application/json"), "{body}");
    s.abort();

    // Without built files, `/` says how to build them.
    let empty = dir.0.join("empty");
    std::fs::create_dir_all(&empty).unwrap();
    let s = start_with_web(&url, Some(empty)).await;
    let (status, kind, body) = raw_get(s.addr, "/").await;
    assert_eq!((status, kind.as_str()), (200, "text/plain; charset=utf-8"));
    assert!(
        body.contains("npm ci --prefix web && npm run build --prefix web"),
        "{body}"
    );
    s.abort();
}

// ----- X-Wing -----

/// What the person has been shown of the bot's dials: the maneuver each enemy ship revealed
/// this round, from the log lines `… #ID reveals MANEUVER`.
#[derive(Default)]
struct Reveals {
    this_round: std::collections::HashMap<u64, String>,
}

impl Reveals {
    /// Reads a frame's log, then checks its view: an enemy ship's dial is shown only once
    /// the log has revealed it this round, and then as revealed.
    fn check(&mut self, frame: &Value) {
        for line in frame["log"].as_array().into_iter().flatten() {
            let text = line["text"].as_str().unwrap();
            if text.starts_with("Round ") {
                self.this_round.clear();
            }
            if let Some((who, maneuver)) = text.split_once(" reveals ") {
                let id = who.rsplit_once('#').unwrap().1.parse().unwrap();
                self.this_round.insert(id, maneuver.to_owned());
            }
        }
        let view = &frame["view"];
        let seat = view["seat"].as_str().unwrap();
        assert_eq!(seat, "One");
        for ship in view["ships"].as_array().unwrap() {
            if ship["owner"] == seat || ship["dial"].is_null() {
                continue;
            }
            let id = ship["id"].as_u64().unwrap();
            let shown = self.this_round.get(&id).unwrap_or_else(|| {
                panic!("the bot's dial of ship #{id} is sent before it is revealed: {ship}")
            });
            let speed = ship["dial"]["speed"].as_u64().unwrap();
            assert!(
                shown.starts_with(&format!("{speed} ")),
                "ship #{id} shows {} but revealed {shown}",
                ship["dial"]
            );
        }
        if let Some(pending) = view["pending"].as_object()
            && pending["seat"] != seat
        {
            assert!(
                pending["options"].is_null(),
                "the bot's options are not sent"
            );
        }
    }
}

/// Answers the X-Wing table's decisions with `pick` until the end (or `limit` answers).
async fn fly_to_end(client: &mut Client, pick: &mut Pick, limit: usize) -> (usize, Value) {
    let mut reveals = Reveals::default();
    let mut answered = 0;
    loop {
        let m = client.next().await;
        if m["type"] == "update" {
            reveals.check(&m);
            assert!(m["board_svg"].as_str().unwrap().starts_with("<svg"));
        }
        if m["type"] == "ended" {
            return (answered, m);
        }
        if m["type"] != "update" || m["decision"].is_null() {
            continue;
        }
        assert!(
            answered < limit,
            "the game is still going after {limit} answers"
        );
        let decision = &m["decision"];
        let n = decision["options"].as_array().unwrap().len();
        assert!(n >= 1);
        for option in decision["options"].as_array().unwrap() {
            assert!(!option.as_str().unwrap().is_empty());
        }
        assert_eq!(decision["previews"].as_array().unwrap().len(), n);
        let id = decision["id"].as_u64().unwrap();
        client
            .send(json!({"type": "answer", "decision": id, "option": pick.index(n)}))
            .await;
        answered += 1;
    }
}

async fn an_xwing_game_flies_to_its_end_and_never_shows_the_bots_unrevealed_dial(url: &str) {
    let s = start(url).await;
    let token = register(&s, "wedge").await;
    let unknown = call(
        &s,
        "POST",
        "/api/xwing/tables",
        Some(&token),
        Some(json!({"scenario": "hoth"})),
    )
    .await;
    assert_eq!(unknown.status, 400, "{unknown:?}");
    assert!(unknown.body["error"].as_str().unwrap().contains("devices"));

    let table = xwing_table(&s, &token, "devices", 3).await;
    let other = register(&s, "biggs").await;
    let refused = call(
        &s,
        "GET",
        &format!("/api/xwing/tables/{table}/socket?token={other}"),
        None,
        None,
    )
    .await;
    assert!(matches!(refused.status, 403 | 400), "{refused:?}");

    let listed = call(&s, "GET", "/api/xwing/tables", Some(&token), None).await;
    assert_eq!(listed.body, json!([{"id": table, "scenario": "devices"}]));
    let theirs = call(&s, "GET", "/api/xwing/tables", Some(&other), None).await;
    assert_eq!(theirs.body, json!([]));
    let mut client = Client::connect_xwing(&s, &table, &token).await;
    let welcome = client.next().await;
    assert_eq!(welcome["type"], "welcome");
    assert_eq!(welcome["scenario"], "devices");
    let (answered, ended) = fly_to_end(&mut client, &mut Pick(9), 20_000).await;
    assert!(answered > 10, "the person flew: {answered} answers");
    assert!(
        ended["reason"].as_str().unwrap().contains("round"),
        "{ended}"
    );
    let dials = client
        .frames
        .iter()
        .filter_map(|f| f["decision"]["options"].as_array())
        .flatten()
        .filter(|o| o.as_str().unwrap().contains("bank left"))
        .count();
    assert!(dials > 0, "maneuvers are worded by speed and bearing");
    let previews = client
        .frames
        .iter()
        .filter_map(|f| f["decision"]["previews"].as_array())
        .flatten()
        .filter(|p| {
            p.as_str()
                .is_some_and(|d| d.starts_with('M') && d.ends_with('Z'))
        })
        .count();
    assert!(
        previews > 0,
        "maneuvers come with their template as path data"
    );
    // The card game's routes know nothing of this table.
    let replay = call(
        &s,
        "GET",
        &format!("/api/tables/{table}/replay"),
        None,
        None,
    )
    .await;
    assert_eq!(replay.status, 404, "{replay:?}");
}

async fn an_xwing_table_refuses_stale_and_out_of_range_answers(url: &str) {
    let s = start(url).await;
    let token = register(&s, "wedge").await;
    let table = xwing_table(&s, &token, "epic", 5).await;
    let mut client = Client::connect_xwing(&s, &table, &token).await;
    let first = client.until_decision_or_end().await;
    let id = first["decision"]["id"].as_u64().unwrap();
    let n = first["decision"]["options"].as_array().unwrap().len();

    client
        .send(json!({"type": "answer", "decision": id + 1, "option": 0}))
        .await;
    let stale = client.until("rejected").await;
    assert!(
        stale["reason"]
            .as_str()
            .unwrap()
            .contains("not the pending one"),
        "{stale}"
    );
    let resent = client.until("update").await;
    assert_eq!(
        resent["decision"], first["decision"],
        "the same decision is sent again"
    );

    client
        .send(json!({"type": "answer", "decision": id, "option": n}))
        .await;
    let out_of_range = client.until("rejected").await;
    let reason = out_of_range["reason"].as_str().unwrap();
    assert!(reason.contains(&format!("has {n} options")), "{reason}");

    client.send_text("{not json".into()).await;
    assert!(
        client.until("error").await["reason"]
            .as_str()
            .unwrap()
            .contains("cannot read")
    );
    client.send(json!({"type": "chat", "text": "hi"})).await;
    assert!(
        client.until("error").await["reason"]
            .as_str()
            .unwrap()
            .contains("no chat")
    );

    client
        .send(json!({"type": "answer", "decision": id, "option": n - 1}))
        .await;
    let next = client.until("update").await;
    assert!(next["decision"]["id"].as_u64().unwrap_or(u64::MAX) > id || next["decision"].is_null());

    client.send(json!({"type": "concede"})).await;
    let ended = client.until("ended").await;
    assert_eq!(ended["winner"], "Two", "{ended}");
}

async fn a_restarted_server_restores_an_xwing_game_exactly(url: &str) {
    let s = start(url).await;
    let token = register(&s, "wedge").await;
    let table = xwing_table(&s, &token, "devices", 11).await;
    let mut client = Client::connect_xwing(&s, &table, &token).await;
    let mut pick = Pick(4);
    for _ in 0..25 {
        let m = client.until_decision_or_end().await;
        assert_eq!(m["type"], "update", "the game lasts 25 decisions: {m}");
        let id = m["decision"]["id"].as_u64().unwrap();
        let n = m["decision"]["options"].as_array().unwrap().len();
        client
            .send(json!({"type": "answer", "decision": id, "option": pick.index(n)}))
            .await;
    }
    let before = client.until_decision_or_end().await;
    assert_eq!(before["type"], "update");
    let log_before: Vec<Value> = client
        .frames
        .iter()
        .filter_map(|f| f["log"].as_array())
        .flatten()
        .cloned()
        .collect();
    client.close().await;
    s.abort();
    drop(s);

    let s = start(url).await;
    assert!(s.restored >= 1, "the game is restored");
    assert!(s.broken.is_empty(), "{:?}", s.broken);
    let mut again = Client::connect_xwing(&s, &table, &token).await;
    let after = again.until_decision_or_end().await;
    assert_eq!(after["view"], before["view"]);
    assert_eq!(after["decision"], before["decision"]);
    assert_eq!(after["board_svg"], before["board_svg"]);
    assert_eq!(after["log"].as_array().unwrap(), &log_before);
    // And the game flies on to its end.
    let id = after["decision"]["id"].as_u64().unwrap();
    again
        .send(json!({"type": "answer", "decision": id, "option": 0}))
        .await;
    let (_, ended) = fly_to_end(&mut again, &mut pick, 20_000).await;
    assert_eq!(ended["type"], "ended");
}

/// A table against the heuristic bot with a clock of `clock` (a JSON object merged into the
/// request); returns its id.
async fn clocked_table(s: &server::Server, token: &str, clock: Value) -> String {
    let mut body =
        json!({"deck": "data:premiere-intro-2pg-dark", "opponent": "heuristic", "seed": 5});
    for (k, v) in clock.as_object().unwrap() {
        body[k] = v.clone();
    }
    let reply = call(s, "POST", "/api/tables", Some(token), Some(body)).await;
    assert_eq!(reply.status, 201, "{reply:?}");
    reply.body["id"].as_str().unwrap().to_owned()
}

async fn a_person_whose_clock_runs_out_loses_and_the_bot_is_never_timed(url: &str) {
    let s = start(url).await;
    let token = register(&s, "alice").await;
    let table = clocked_table(&s, &token, json!({"clock_ms": 1500})).await;
    let mut client = Client::connect(&s, &table, &token, "").await;
    let m = client.until_decision_or_end().await;
    let clock = client.until("clock").await;
    // The person (Dark) has at most the 1.5 s; the bot's seat shows no clock at all.
    let dark = clock["remaining_ms"][0].as_u64().unwrap();
    assert!((1..=1500).contains(&dark), "{clock}");
    assert!(clock["remaining_ms"][1].is_null(), "{clock}");
    assert_eq!(clock["running"], "Dark", "{clock}");

    // An answer in time is taken.
    let id = m["decision"]["id"].as_u64().unwrap();
    client
        .send(json!({"type": "answer", "decision": id, "option": 0}))
        .await;
    let next = client.until_decision_or_end().await;
    assert_eq!(
        next["type"], "update",
        "the answer in time was taken: {next}"
    );
    assert_ne!(next["decision"]["id"].as_u64(), Some(id));

    // Then the person waits: the clock runs out and the bot's side wins.
    let started = std::time::Instant::now();
    let ended = client.until("ended").await;
    assert_eq!(ended["winner"], "Light", "{ended}");
    assert_eq!(ended["reason"], "Timeout", "{ended}");
    assert!(started.elapsed() < std::time::Duration::from_secs(5));
    // The last clock reading shows the person's time gone.
    let last_clock = client
        .frames
        .iter()
        .rev()
        .find(|f| f["type"] == "clock")
        .unwrap()
        .clone();
    assert_eq!(last_clock["remaining_ms"][0], 0, "{last_clock}");

    // A late answer is refused, and the end is stored with its reason.
    let late = next["decision"]["id"].as_u64().unwrap();
    client
        .send(json!({"type": "answer", "decision": late, "option": 0}))
        .await;
    let refused = client.until("rejected").await;
    assert!(
        refused["reason"].as_str().unwrap().contains("over"),
        "{refused}"
    );
    let row = s.state.store.game(&table).await.unwrap().unwrap();
    assert_eq!(row.winner.as_deref(), Some("Light"));
    assert_eq!(row.end_reason.as_deref(), Some("timeout"));
    assert_eq!(row.clock_ms, Some(1500));
    s.abort();
}

async fn a_restarted_server_charges_each_clock_the_time_already_spent(url: &str) {
    let s = start(url).await;
    let token = register(&s, "alice").await;
    let table = clocked_table(&s, &token, json!({"clock_minutes": 1})).await;
    let mut client = Client::connect(&s, &table, &token, "").await;
    // Three decisions, each thought over for 400 ms: 1.2 s of the minute is spent.
    for _ in 0..3 {
        let m = client.until_decision_or_end().await;
        assert_eq!(m["type"], "update");
        tokio::time::sleep(std::time::Duration::from_millis(400)).await;
        let id = m["decision"]["id"].as_u64().unwrap();
        client
            .send(json!({"type": "answer", "decision": id, "option": 0}))
            .await;
    }
    // The clock reading sent after the third answer's update.
    client.until_decision_or_end().await;
    let before = client.until("clock").await;
    let left = before["remaining_ms"][0].as_u64().unwrap();
    assert!(left <= 58_800, "1.2 s were spent: {before}");
    client.close().await;
    s.abort();
    drop(s);

    let s = start(url).await;
    assert!(s.broken.is_empty(), "{:?}", s.broken);
    let mut again = Client::connect(&s, &table, &token, "").await;
    let clock = again.until("clock").await;
    let after = clock["remaining_ms"][0].as_u64().unwrap();
    // Charged again from the stored think times; the downtime is not charged.
    assert!(
        after <= 58_800,
        "the spent time survives the restart: {clock}"
    );
    assert!(after >= 50_000, "the downtime is not charged: {clock}");
    assert!(clock["remaining_ms"][1].is_null(), "{clock}");
    s.abort();
}

async fn clocks_out_of_range_are_refused_with_the_range(url: &str) {
    let s = start(url).await;
    let token = register(&s, "alice").await;
    let base = json!({"deck": "data:premiere-intro-2pg-dark", "opponent": "heuristic"});
    for (clock, accepted) in [
        (json!({"clock_minutes": 0}), false),
        (json!({"clock_minutes": 1}), true),
        (json!({"clock_minutes": 180}), true),
        (json!({"clock_minutes": 181}), false),
        (json!({"clock_ms": 999}), false),
        (json!({"clock_ms": 1000}), true),
        (json!({"clock_minutes": 5, "clock_ms": 5000}), false),
    ] {
        let mut body = base.clone();
        for (k, v) in clock.as_object().unwrap() {
            body[k] = v.clone();
        }
        let reply = call(&s, "POST", "/api/tables", Some(&token), Some(body)).await;
        if accepted {
            assert_eq!(reply.status, 201, "{clock}: {reply:?}");
        } else {
            assert_eq!(reply.status, 400, "{clock}: {reply:?}");
            let error = reply.body["error"].as_str().unwrap_or_default().to_owned();
            assert!(error.contains("clock"), "{clock}: {error}");
        }
    }
    // The lobby shows the clock.
    let tables = call(&s, "GET", "/api/tables", None, None).await;
    assert!(
        tables
            .body
            .as_array()
            .unwrap()
            .iter()
            .any(|t| t["clock_minutes"] == 180),
        "{:?}",
        tables.body
    );
    s.abort();
}

/// Alice (Dark) and Bob (Light) at one table: creates it, seats both, connects both.
async fn two_people_at_a_table(s: &impl support::Target, seed: u64) -> (String, [String; 3]) {
    let alice = register(s, "alice").await;
    let bob = register(s, "bob").await;
    let carol = register(s, "carol").await;
    let created = call(
        s,
        "POST",
        "/api/tables",
        Some(&alice),
        Some(json!({"deck": "data:premiere-intro-2pg-dark", "opponent": "person", "seed": seed})),
    )
    .await;
    assert_eq!(created.status, 201, "{created:?}");
    let table = created.body["id"].as_str().unwrap().to_owned();
    let joined = call(
        s,
        "POST",
        &format!("/api/tables/{table}/join"),
        Some(&bob),
        Some(json!({"deck": "data:premiere-intro-2pg-light"})),
    )
    .await;
    assert_eq!(joined.status, 200, "{joined:?}");
    (table, [alice, bob, carol])
}

/// Answers for whichever of the two seats decides, from their latest updates `(ua, ub)`,
/// until `done` holds for the latest updates of both (every accepted answer sends one update
/// to each); returns them.
async fn play_until(
    a: &mut Client,
    b: &mut Client,
    pick: &mut Pick,
    (mut ua, mut ub): (Value, Value),
    mut done: impl FnMut(&Value, &Value) -> bool,
) -> (Value, Value) {
    for _ in 0..2_000 {
        if done(&ua, &ub) {
            return (ua, ub);
        }
        let (me, decision) = if !ua["decision"].is_null() {
            (&mut *a, &ua["decision"])
        } else if !ub["decision"].is_null() {
            (&mut *b, &ub["decision"])
        } else {
            panic!("no one decides: {ua}");
        };
        let id = decision["id"].as_u64().unwrap();
        let n = decision["options"].as_array().unwrap().len();
        me.send(json!({"type": "answer", "decision": id, "option": pick.index(n)}))
            .await;
        ua = a.until("update").await;
        ub = b.until("update").await;
    }
    panic!("the state looked for never came");
}

/// The entry of table `id` in a list the server answered.
fn listed_entry(list: &Value, id: &str) -> Option<Value> {
    list.as_array()?.iter().find(|t| t["id"] == id).cloned()
}

fn hand_ids(update: &Value) -> Vec<u64> {
    update["view"]["you"]["hand"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["id"].as_u64().unwrap())
        .collect()
}

fn location_ids(update: &Value) -> Vec<u64> {
    let mut ids = Vec::new();
    for row in update["view"]["rows"].as_array().unwrap() {
        for site in row["sites"].as_array().unwrap() {
            ids.push(site["location"]["id"].as_u64().unwrap());
        }
    }
    ids
}

fn deploys_now(update: &Value, side: &str) -> bool {
    update["view"]["phase"] == "Deploy" && update["view"]["active"] == side
}

async fn a_seat_asks_why_a_card_may_not_deploy_and_only_about_its_own_hand(url: &str) {
    let s = start(url).await;
    let (table, [alice, bob, carol]) = two_people_at_a_table(&s, 3).await;
    let mut a = Client::connect(&s, &table, &alice, "").await;
    let mut b = Client::connect(&s, &table, &bob, "").await;
    let mut pick = Pick(5);
    let first = (a.until("update").await, b.until("update").await);

    // Both hands dealt, locations on table, and it is not the Dark Side's deploy phase.
    let (ua, ub) = play_until(&mut a, &mut b, &mut pick, first, |ua, _| {
        !hand_ids(ua).is_empty() && !location_ids(ua).is_empty() && !deploys_now(ua, "Dark")
    })
    .await;
    let mine = hand_ids(&ua);
    let locations = location_ids(&ua);
    a.send(json!({"type": "why_not", "card": mine[0]})).await;
    let answer = a.until("why_not").await;
    assert_eq!(answer["card"], mine[0]);
    let answers = answer["answers"].as_array().unwrap();
    assert_eq!(
        answers.len(),
        locations.len(),
        "every location on table: {answer}"
    );
    for (asked, location) in answers.iter().zip(&locations) {
        assert_eq!(asked["location"], *location);
        assert_eq!(asked["may"], false);
        assert_eq!(
            asked["text"],
            "Cards deploy from hand only during your deploy phase."
        );
    }
    // In the connection's language, for one named location.
    let mut a_fr = Client::connect(&s, &table, &alice, "&lang=fr").await;
    a_fr.until("update").await;
    a_fr.send(json!({"type": "why_not", "card": mine[0], "locations": [locations[0]]}))
        .await;
    let french = a_fr.until("why_not").await;
    assert_eq!(
        french["answers"],
        json!([{
            "location": locations[0],
            "may": false,
            "text": "Les cartes ne se déploient depuis la main que pendant votre phase de déploiement."
        }])
    );
    a_fr.close().await;

    // A location on table asks about a battle there: one answer, about that location, and
    // never about deploying.
    a.send(json!({"type": "why_not", "card": locations[0]}))
        .await;
    let battle = a.until("why_not").await;
    let answers = battle["answers"].as_array().unwrap();
    assert_eq!(answers.len(), 1, "{battle}");
    assert_eq!(answers[0]["location"], locations[0]);
    let text = answers[0]["text"].as_str().unwrap();
    assert!(
        !text.contains("deploy") && (text.contains("battle") || text.contains("Battle")),
        "{text}"
    );

    // Anything but a card of one's own hand, one's own card at a location or a location is
    // refused in the same words, whatever the id names: a card of the other hand, no card at
    // all, or a location that is not one.
    let refusal = json!({
        "type": "error",
        "reason": "you may ask only about a card in your hand, your cards at locations and \
                   locations on table"
    });
    let theirs = hand_ids(&ub);
    assert!(!theirs.is_empty());
    for question in [
        json!({"type": "why_not", "card": theirs[0]}),
        json!({"type": "why_not", "card": theirs[theirs.len() - 1], "locations": [locations[0]]}),
        json!({"type": "why_not", "card": 60_000}),
        json!({"type": "why_not", "card": mine[0], "locations": [theirs[0]]}),
        json!({"type": "why_not", "card": mine[0], "locations": [60_000]}),
    ] {
        a.send(question.clone()).await;
        let refused = a.next().await;
        assert_eq!(refused, refusal, "{question}");
    }
    // A spectator has no hand to ask about.
    let mut c = Client::connect(&s, &table, &carol, "").await;
    c.until("update").await;
    c.send(json!({"type": "why_not", "card": mine[0]})).await;
    assert_eq!(c.next().await, refusal);

    // In the Dark Side's deploy phase, each card of the hand gets a reason or a yes, and a
    // yes names the card and the location.
    let (ua, _) = play_until(&mut a, &mut b, &mut pick, (ua, ub), |ua, _| {
        deploys_now(ua, "Dark") && !ua["decision"].is_null() && !hand_ids(ua).is_empty()
    })
    .await;
    let titles: Vec<(u64, String)> = ua["view"]["you"]["hand"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            (
                c["id"].as_u64().unwrap(),
                c["title"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    let mut reasons = Vec::new();
    for (card, title) in &titles {
        a.send(json!({"type": "why_not", "card": card})).await;
        let answer = a.until("why_not").await;
        for asked in answer["answers"].as_array().unwrap() {
            let text = asked["text"].as_str().unwrap();
            assert_ne!(
                text,
                "Cards deploy from hand only during your deploy phase."
            );
            if asked["may"] == true {
                assert!(
                    text.starts_with(&format!("{title} may deploy to ")),
                    "{text}"
                );
            }
            reasons.push(text.to_owned());
        }
    }
    assert!(!reasons.is_empty());
    // The other seat was sent none of it.
    assert!(b.frames.iter().all(|f| f["type"] != "why_not"));
    assert!(c.frames.iter().all(|f| f["type"] != "why_not"));
}

async fn a_player_replays_their_own_seat_of_a_live_game_and_the_lobby_lists_finished_ones(
    url: &str,
) {
    let s = start(url).await;
    let (table, [alice, bob, carol]) = two_people_at_a_table(&s, 4).await;
    let mut a = Client::connect(&s, &table, &alice, "").await;
    let mut b = Client::connect(&s, &table, &bob, "").await;
    let mut pick = Pick(9);
    let mut steps = 0;
    let first = (a.until("update").await, b.until("update").await);
    let (ua, _) = play_until(&mut a, &mut b, &mut pick, first, |_, _| {
        steps += 1;
        steps > 30
    })
    .await;
    let replay = |view: &'static str, token: Option<String>| {
        let path = format!("/api/tables/{table}/replay?view={view}");
        let s = &s;
        async move { call(s, "GET", &path, token.as_deref(), None).await }
    };
    // Live: a seat's own player replays that seat, up to now, and nothing else is given.
    let own = replay("dark", Some(alice.clone())).await;
    assert_eq!(own.status, 200, "{own:?}");
    let frames = own.body.as_array().unwrap();
    assert_eq!(frames.last().unwrap()["view"], ua["view"]);
    assert!(
        frames
            .iter()
            .all(|f| f["view"]["opponent"]["hand"].is_null())
    );
    for (view, token) in [
        ("light", Some(alice.clone())),
        ("dark", Some(bob.clone())),
        ("dark", Some(carol.clone())),
        ("dark", None),
        ("spectator", Some(alice.clone())),
        ("full", Some(alice.clone())),
    ] {
        let refused = replay(view, token).await;
        assert_eq!(refused.status, 409, "{view}: {refused:?}");
    }
    let none = call(&s, "GET", "/api/tables/finished", Some(&carol), None).await;
    assert_eq!(none.status, 200);
    assert!(
        none.body
            .as_array()
            .unwrap()
            .iter()
            .all(|t| t["id"] != table.as_str())
    );

    a.send(json!({"type": "concede"})).await;
    b.until("ended").await;
    let listed = call(&s, "GET", "/api/tables/finished", Some(&bob), None).await;
    assert_eq!(listed.status, 200);
    let entry = listed_entry(&listed.body, &table).expect("the finished game is listed");
    assert_eq!(entry["winner"], "Light");
    assert_eq!(entry["seat"], "Light");
    let watcher = call(&s, "GET", "/api/tables/finished", Some(&carol), None).await;
    let entry = listed_entry(&watcher.body, &table).unwrap();
    assert!(entry["seat"].is_null());
    // Over: every view is open to anyone, and a seat's frames never hold the other hand.
    for view in ["dark", "light", "spectator"] {
        let seen = replay(view, None).await;
        assert_eq!(seen.status, 200, "{view}");
        assert!(
            seen.body
                .as_array()
                .unwrap()
                .iter()
                .all(|f| f["view"]["opponent"]["hand"].is_null())
        );
    }
}
