//! `holocron data fetch` against a small HTTP server on 127.0.0.1 that serves the data folder
//! (the shared one, or on a fresh machine the per-user one) the way the upstream repositories'
//! raw-file host does (`/owner/repo/commit/path`), with each repository's own file names (the
//! first X-Wing edition's `.js` data files, the second edition's schemas under `tests/`), and
//! the X-Wing commands on the fetched folder. Then the first-run fetch of the commands that need
//! data, played on a "fresh machine": no checkout data (`HOLOCRON_CHECKOUT_DATA` empty) and an
//! empty per-user folder, with the upstream replaced by the local server (`HOLOCRON_UPSTREAM`).

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;
use swccg_cards::{CardDb, DataDir, Deck, Need, Side};
use xwing::data::{Catalog, Edition};

/// The data folder the server serves: found as the binary finds it, so `../shared/data` here
/// and the per-user folder on a fresh machine (both hold the files at the pinned commits).
fn shared_data() -> PathBuf {
    let dir = DataDir::locate(None).unwrap_or_else(|err| panic!("the tests need the data: {err}"));
    dir.root().to_path_buf()
}

/// What the server answers for one request path: a body, or `None` for 404.
type Responder = dyn Fn(&str) -> Option<Vec<u8>> + Send + Sync;

/// Serves the shared data folder under the upstream repositories' paths: card database and
/// GEMP files by file name; first-edition X-Wing data as `data/NAME.js` and its schemas as they
/// are; second-edition X-Wing files by their path in the repository, schemas under
/// `tests/schemas`. Anything else, including our own `SOURCE.md` notes, is a 404.
fn serve_shared(path: &str) -> Option<Vec<u8>> {
    let segments: Vec<&str> = path.trim_start_matches('/').split('/').collect();
    let [owner, repo, _commit, rest @ ..] = segments.as_slice() else {
        return None;
    };
    let rest = rest.join("/");
    let local = match (*owner, *repo) {
        ("swccgpc", "swccg-card-json") => format!("swccg/cards/{}", rest.rsplit('/').next()?),
        ("PlayersCommittee", "gemp-swccg-public") => {
            format!("swccg/gemp/{}", rest.rsplit('/').next()?)
        }
        ("guidokessels", "xwing-data") => {
            if let Some(name) = rest.strip_prefix("data/") {
                format!(
                    "xwing/xwing-data-1e/data/{}.json",
                    name.strip_suffix(".js")?
                )
            } else if rest.starts_with("schemas/") {
                format!("xwing/xwing-data-1e/{rest}")
            } else {
                return None;
            }
        }
        ("xwingtmg", "xwing-data2") => {
            if let Some(schema) = rest.strip_prefix("tests/schemas/") {
                format!("xwing/xwing-data2-2e/schemas/{schema}")
            } else if rest.starts_with("data/") || rest == "LICENSE" {
                format!("xwing/xwing-data2-2e/{rest}")
            } else {
                return None;
            }
        }
        _ => return None,
    };
    std::fs::read(shared_data().join(local)).ok()
}

/// Serves the shared data, except that `path_end` is answered by `change` (`None` for 404).
fn serve_changed(path_end: &'static str, change: fn(Vec<u8>) -> Option<Vec<u8>>) -> Box<Responder> {
    Box::new(move |path: &str| {
        let body = serve_shared(path);
        if path.ends_with(path_end) {
            change(body?)
        } else {
            body
        }
    })
}

/// A one-thread HTTP/1.1 server for GET requests. It stops when dropped, and in any case after
/// a bounded number of connections, each with a read timeout.
struct Server {
    port: u16,
    requests: Arc<Mutex<Vec<String>>>,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

/// A full fetch makes about 190 requests, one connection each.
const MAX_CONNECTIONS: usize = 1000;

impl Server {
    fn start(respond: Box<Responder>) -> Server {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let requests = Arc::new(Mutex::new(Vec::new()));
        let stop = Arc::new(AtomicBool::new(false));
        let (seen, stopping) = (requests.clone(), stop.clone());
        let thread = std::thread::spawn(move || {
            for stream in listener.incoming().take(MAX_CONNECTIONS) {
                if stopping.load(Ordering::SeqCst) {
                    break;
                }
                let Ok(stream) = stream else { continue };
                if let Some(path) = answer(stream, &respond) {
                    seen.lock().unwrap().push(path);
                }
            }
        });
        Server {
            port,
            requests,
            stop,
            thread: Some(thread),
        }
    }

    fn url(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    fn requests(&self) -> Vec<String> {
        self.requests.lock().unwrap().clone()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        // Wake the accept loop so that it sees the flag.
        let _ = TcpStream::connect(("127.0.0.1", self.port));
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// Reads one request, writes one response, closes the connection. Returns the path asked for.
fn answer(stream: TcpStream, respond: &Responder) -> Option<String> {
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .ok()?;
    let mut reader = BufReader::new(stream.try_clone().ok()?);
    let mut request_line = String::new();
    reader.read_line(&mut request_line).ok()?;
    loop {
        let mut header = String::new();
        let read = reader.read_line(&mut header).ok()?;
        if read == 0 || header == "\r\n" || header == "\n" {
            break;
        }
    }
    let mut parts = request_line.split_whitespace();
    let (method, path) = (parts.next()?, parts.next()?.to_owned());
    let mut stream = stream;
    let response = match respond(&path).filter(|_| method == "GET") {
        Some(body) => {
            let mut head = format!(
                "HTTP/1.1 200 OK\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
                body.len()
            )
            .into_bytes();
            head.extend_from_slice(&body);
            head
        }
        None => {
            b"HTTP/1.1 404 Not Found\r\nContent-Length: 9\r\nConnection: close\r\n\r\nnot found"
                .to_vec()
        }
    };
    stream.write_all(&response).ok()?;
    stream.flush().ok()?;
    Some(path)
}

/// A fresh folder under the system temp folder, removed when dropped.
struct TempDir(PathBuf);

impl TempDir {
    fn new(name: &str) -> TempDir {
        let path =
            std::env::temp_dir().join(format!("holocron-fetch-test-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&path);
        std::fs::create_dir_all(&path).unwrap();
        TempDir(path)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Runs the built binary with proxies cleared, so that requests go straight to 127.0.0.1.
fn holocron(args: &[&str], home: &Path) -> Output {
    holocron_with(args, home, &[])
}

/// The same with more environment variables set.
fn holocron_with(args: &[&str], home: &Path, env: &[(&str, &str)]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_holocron"));
    command
        .args(args)
        .env("HOME", home)
        .env("XDG_DATA_HOME", home.join("xdg"));
    for proxy in [
        "HTTP_PROXY",
        "http_proxy",
        "HTTPS_PROXY",
        "https_proxy",
        "ALL_PROXY",
        "all_proxy",
    ] {
        command.env_remove(proxy);
    }
    for name in [
        "HOLOCRON_DATA",
        "HOLOCRON_UPSTREAM",
        "HOLOCRON_CHECKOUT_DATA",
    ] {
        command.env_remove(name);
    }
    command.envs(env.iter().copied());
    command.output().unwrap()
}

/// The first half of a file: no longer valid JSON.
fn truncated(body: Vec<u8>) -> Option<Vec<u8>> {
    Some(body[..body.len() / 2].to_vec())
}

/// A data folder in `temp` that already holds a file of the user's, `mine.txt`.
fn folder_of_the_user(temp: &TempDir) -> PathBuf {
    let dest = temp.0.join("data");
    std::fs::create_dir_all(&dest).unwrap();
    std::fs::write(dest.join("mine.txt"), "a file of the user's").unwrap();
    dest
}

/// Runs `holocron data fetch` from `server` into `dest`, with `extra` arguments.
fn fetch_with(server: &Server, dest: &Path, home: &Path, extra: &[&str]) -> Output {
    let url = server.url();
    let mut args = vec![
        "data",
        "fetch",
        "--base-url",
        &url,
        "--dest",
        dest.to_str().unwrap(),
    ];
    args.extend_from_slice(extra);
    holocron(&args, home)
}

/// Runs `holocron data fetch` from `server` into `dest`.
fn fetch(server: &Server, dest: &Path, home: &Path) -> Output {
    fetch_with(server, dest, home, &[])
}

/// Runs a fetch that must fail, and returns what it printed on stderr.
fn failing_fetch(server: &Server, dest: &Path, home: &Path) -> String {
    let output = fetch(server, dest, home);
    assert!(!output.status.success(), "stdout: {}", text(&output.stdout));
    text(&output.stderr)
}

/// Runs a command that must succeed, and returns what it printed on stdout.
fn succeeding(output: Output) -> String {
    assert!(output.status.success(), "stderr: {}", text(&output.stderr));
    text(&output.stdout)
}

/// Runs a command that must fail, and returns what it printed on stderr.
fn failing(output: Output) -> String {
    assert!(!output.status.success(), "stdout: {}", text(&output.stdout));
    text(&output.stderr)
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn entries(folder: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(folder)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// Every file under `folder`, as sorted paths relative to it.
fn files_under(folder: &Path) -> Vec<String> {
    fn walk(root: &Path, folder: &Path, found: &mut Vec<String>) {
        for entry in std::fs::read_dir(folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(root, &path, found);
            } else {
                let relative = path.strip_prefix(root).unwrap();
                found.push(relative.to_string_lossy().replace('\\', "/"));
            }
        }
    }
    let mut found = Vec::new();
    walk(folder, folder, &mut found);
    found.sort();
    found
}

/// The X-Wing folders `data fetch` fills, inside the data folder.
const XWING_FOLDERS: [&str; 2] = ["xwing/xwing-data-1e", "xwing/xwing-data2-2e"];

/// Checks that the X-Wing folders of `dest` hold exactly the files of the shared copy, byte for
/// byte, apart from the `SOURCE.md` notes, which each side writes itself; and that the fetched
/// notes name the commit the shared notes record.
fn assert_xwing_matches_shared(dest: &Path) {
    for folder in XWING_FOLDERS {
        let ours = files_under(&dest.join(folder));
        let theirs = files_under(&shared_data().join(folder));
        assert_eq!(
            ours, theirs,
            "{folder} holds other files than the shared copy"
        );
        assert!(ours.len() > 10, "{folder}: {ours:?}");
        for file in ours.iter().filter(|file| *file != "SOURCE.md") {
            let mine = std::fs::read(dest.join(folder).join(file)).unwrap();
            let shared = std::fs::read(shared_data().join(folder).join(file)).unwrap();
            assert!(
                mine == shared,
                "{folder}/{file} differs from the shared copy"
            );
        }
        let note = std::fs::read_to_string(dest.join(folder).join("SOURCE.md")).unwrap();
        let commit = note
            .split("commit `")
            .nth(1)
            .unwrap()
            .split('`')
            .next()
            .unwrap();
        let shared_note =
            std::fs::read_to_string(shared_data().join(folder).join("SOURCE.md")).unwrap();
        // The shared notes were written by hand; a fetched folder's notes by `data fetch`.
        assert!(
            shared_note.contains(&format!("Commit: {commit}"))
                || shared_note.contains(&format!("commit `{commit}`")),
            "{folder}: the fetch used commit {commit}, which the shared SOURCE.md does not name"
        );
    }
}

/// Checks that both editions load from `dest` into the same catalogues as from the shared copy.
fn assert_xwing_loads(dest: &Path) {
    for edition in [Edition::First, Edition::Second] {
        let ours = Catalog::load(dest, edition).unwrap();
        let shared = Catalog::load(&shared_data(), edition).unwrap();
        assert!(ours == shared, "{edition:?} edition loads differently");
        assert!(!ours.ships.is_empty() && !ours.pilots.is_empty());
    }
}

/// Two ships a few centimetres apart, for `xwing measure`.
const SCENARIO: &str = r#"{
  "play_area": "standard",
  "edition": "second",
  "ships": [
    {"id": "a", "size": "small", "pose": {"x": 300, "y": 300, "heading": 0}},
    {"id": "b", "size": "small", "pose": {"x": 400, "y": 300, "heading": 180}}
  ]
}"#;

/// Checks that the X-Wing commands work on `dest`, which lacks the geometry constants file:
/// they use the constants built into Holocron.
fn assert_geometry_commands_use_the_builtin_constants(dest: &Path, home: &Path) {
    let scenario = home.join("scenario.json");
    std::fs::write(&scenario, SCENARIO).unwrap();
    let data = dest.to_str().unwrap();
    assert!(!dest.join("xwing/geometry/geometry-constants.json").exists());
    for args in [
        vec!["xwing", "measure", scenario.to_str().unwrap()],
        vec![
            "xwing",
            "render",
            scenario.to_str().unwrap(),
            "-o",
            home.join("board.svg").to_str().unwrap(),
        ],
        vec!["xwing", "simulate", "devices", "--games", "1"],
    ] {
        let mut full = vec!["--data", data];
        full.extend(args.iter().copied());
        succeeding(holocron(&full, home));
    }
    assert!(home.join("board.svg").is_file());
}

/// Puts a geometry constants file of the user's own into `dest`: broken, so that a command
/// reading it shows that the folder's file wins over the built-in constants.
fn provide_broken_geometry(dest: &Path) {
    let to = dest.join("xwing/geometry/geometry-constants.json");
    std::fs::create_dir_all(to.parent().unwrap()).unwrap();
    std::fs::write(to, "{}").unwrap();
}

#[test]
fn fetch_downloads_checks_and_installs_the_data() {
    let server = Server::start(Box::new(serve_shared));
    let temp = TempDir::new("ok");
    let dest = temp.0.join("data");
    let output = fetch(&server, &dest, &temp.0);
    assert!(output.status.success(), "stderr: {}", text(&output.stderr));
    let stdout = text(&output.stdout);
    assert!(stdout.contains("swccg/cards/Dark.json"), "{stdout}");
    assert!(stdout.contains("2,547,625 bytes"), "{stdout}");
    assert!(
        stdout.contains("3,797 cards (1,858 Dark Side, 1,939 Light Side)"),
        "{stdout}"
    );
    assert!(
        stdout.contains("69 decks, 56 with every card in the database"),
        "{stdout}"
    );

    // The requests name the commit our shared copy records.
    let source = std::fs::read_to_string(shared_data().join("swccg/cards/SOURCE.md")).unwrap();
    let requests = server.requests();
    let dark = requests.iter().find(|r| r.ends_with("/Dark.json")).unwrap();
    let commit = dark.split('/').nth(3).unwrap();
    assert!(
        source.contains(&format!("`{commit}`")),
        "{dark} does not use the commit of SOURCE.md"
    );

    // Downloaded files arrive unchanged; derived deck files match the shared ones.
    assert_eq!(
        entries(&dest),
        ["swccg", "xwing"],
        "no staging folder is left"
    );
    for (local, shared) in [
        ("swccg/cards/Dark.json", "swccg/cards/Dark.json"),
        ("swccg/cards/Light.json", "swccg/cards/Light.json"),
        ("swccg/cards/sets.json", "swccg/cards/sets.json"),
        (
            "swccg/cards/card-schema.json",
            "swccg/cards/card-schema.json",
        ),
        ("swccg/gemp/sample_decks.sql", "swccg/gemp/sample_decks.sql"),
        (
            "swccg/decks/premiere-intro-2pg-dark.tsv",
            "swccg/decks/premiere-intro-2pg-dark.tsv",
        ),
        (
            "swccg/decks/premiere-intro-2pg-light.tsv",
            "swccg/decks/premiere-intro-2pg-light.tsv",
        ),
    ] {
        let ours = std::fs::read(dest.join(local)).unwrap();
        let theirs = std::fs::read(shared_data().join(shared)).unwrap();
        assert!(ours == theirs, "{local} differs from the shared copy");
    }

    let dir = DataDir::open(&dest).unwrap();
    let db = CardDb::load(&dir).unwrap();
    assert_eq!(db.len(), 3797);
    let deck = Deck::load(&db, &dir, "premiere-intro-2pg-light").unwrap();
    assert_eq!((deck.side, deck.cards.len()), (Side::Light, 60));
    let deck = Deck::load(&db, &dir, "Classic EBO").unwrap();
    assert_eq!(deck.cards.len(), 60);

    let output = holocron(
        &["--data", dest.to_str().unwrap(), "data", "check"],
        &temp.0,
    );
    assert!(output.status.success(), "stderr: {}", text(&output.stderr));
    let stdout = text(&output.stdout);
    assert!(
        stdout.contains("ok    premiere-intro-2pg-dark.tsv: Dark Side, 60 cards"),
        "{stdout}"
    );
    assert!(
        stdout.contains("56 of 69 resolve to legal decks (60 cards, or 40 in the 40-card format)"),
        "{stdout}"
    );
    // The X-Wing data is checked too; the geometry constants, which have no upstream, are
    // reported built in.
    assert!(stdout.contains("first edition: 56 ship types"), "{stdout}");
    assert!(
        stdout.contains("second edition: 108 ship types"),
        "{stdout}"
    );
    assert!(stdout.contains("geometry constants: built in"), "{stdout}");
}

#[test]
fn fetch_downloads_checks_and_installs_the_xwing_data() {
    let server = Server::start(Box::new(serve_shared));
    let temp = TempDir::new("xwing");
    let dest = temp.0.join("data");
    let stdout = succeeding(fetch(&server, &dest, &temp.0));
    assert!(
        stdout.contains("xwing/xwing-data-1e/data/ships.json"),
        "{stdout}"
    );
    assert!(
        stdout.contains("xwing/xwing-data2-2e/data/pilots/rebel-alliance/t-65-x-wing.json"),
        "{stdout}"
    );
    for edition in [Edition::First, Edition::Second] {
        let catalog = Catalog::load(&shared_data(), edition).unwrap();
        let label = match edition {
            Edition::First => "X-Wing first edition",
            Edition::Second => "X-Wing second edition",
        };
        let expected = format!(
            "{label}: {} ship types, {} pilots,",
            catalog.ships.len(),
            catalog.pilots.len()
        );
        assert!(stdout.contains(&expected), "{expected} in {stdout}");
    }
    assert!(
        stdout.contains(
            "Not fetched: xwing/geometry/geometry-constants.json has no upstream repository; \
             the X-Wing commands use the constants built into Holocron"
        ),
        "{stdout}"
    );

    // The second edition's files are the manifest's list and the few files beside it; the
    // first edition's `.js` files arrive as `.json`.
    let requests = server.requests();
    assert!(
        requests.iter().any(|r| r.ends_with(
            "/guidokessels/xwing-data/4e6fca90f4f8d098fc900bebd2f5d01c401539b1/data/ships.js"
        )),
        "{requests:?}"
    );
    assert!(
        requests
            .iter()
            .any(|r| r.ends_with("/xwingtmg/xwing-data2/0dc446f936e8a3f586195e372e5c31d6a62b78d4/tests/schemas/ship.schema.json")),
        "{requests:?}"
    );
    assert_eq!(
        entries(&dest),
        ["swccg", "xwing"],
        "no staging folder is left"
    );
    assert_eq!(
        entries(&dest.join("xwing")),
        ["xwing-data-1e", "xwing-data2-2e"],
        "fetch cannot produce the geometry folder"
    );
    assert_xwing_matches_shared(&dest);
    assert_xwing_loads(&dest);

    assert_geometry_commands_use_the_builtin_constants(&dest, &temp.0);
    let data = dest.to_str().unwrap();
    let stdout = succeeding(holocron(
        &["--data", data, "xwing", "simulate", "epic", "--games", "2"],
        &temp.0,
    ));
    assert!(stdout.contains("invariant violations: 0"), "{stdout}");

    // A constants file of the folder's own wins over the built-in ones, and a second fetch
    // leaves it in place and says so.
    provide_broken_geometry(&dest);
    let stdout = succeeding(fetch_with(&server, &dest, &temp.0, &["--only", "xwing"]));
    let file = dest.join("xwing/geometry/geometry-constants.json");
    assert!(
        stdout.contains(&format!(
            "Not fetched: xwing/geometry/geometry-constants.json has no upstream repository; \
             the copy in {} is used instead of the constants built into Holocron",
            file.display()
        )),
        "{stdout}"
    );
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "{}");
    assert_xwing_matches_shared(&dest);
    let stderr = failing(holocron(
        &["--data", data, "xwing", "simulate", "epic", "--games", "1"],
        &temp.0,
    ));
    assert!(stderr.contains("geometry-constants.json"), "{stderr}");
}

#[test]
fn only_xwing_fetches_the_xwing_data_alone_and_the_xwing_commands_find_it() {
    let server = Server::start(Box::new(serve_shared));
    let temp = TempDir::new("only-xwing");
    let dest = temp.0.join("data");
    let stdout = succeeding(fetch_with(&server, &dest, &temp.0, &["--only", "xwing"]));
    assert!(!stdout.contains("swccg/"), "{stdout}");
    assert!(!stdout.contains("Card database"), "{stdout}");
    let requests = server.requests();
    assert!(
        requests.iter().all(
            |r| r.contains("/guidokessels/xwing-data/") || r.contains("/xwingtmg/xwing-data2/")
        ),
        "{requests:?}"
    );
    assert_eq!(entries(&dest), ["xwing"]);
    assert_xwing_matches_shared(&dest);
    assert_xwing_loads(&dest);

    // The folder holds no card game data, yet it is an X-Wing data folder.
    assert!(DataDir::open(&dest).is_err());
    assert_eq!(
        DataDir::open_for(&dest, Need::Xwing).unwrap().root(),
        dest.as_path()
    );
    let data = dest.to_str().unwrap();
    let stdout = succeeding(holocron(
        &["--data", data, "data", "where", "--game", "xwing"],
        &temp.0,
    ));
    assert_eq!(stdout.trim_end(), data);

    // The X-Wing commands take the flag's folder rather than skipping it for one with the card
    // database (the checkout's shared data has a constants file).
    assert_geometry_commands_use_the_builtin_constants(&dest, &temp.0);
    let scenario = temp.0.join("scenario.json");
    let stdout = succeeding(holocron(
        &[
            "--data",
            data,
            "xwing",
            "measure",
            scenario.to_str().unwrap(),
        ],
        &temp.0,
    ));
    let report: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert!(report.is_object(), "{stdout}");
}

#[test]
fn only_swccg_leaves_the_xwing_data_alone() {
    let server = Server::start(Box::new(serve_shared));
    let temp = TempDir::new("only-swccg");
    let dest = temp.0.join("data");
    let stdout = succeeding(fetch_with(&server, &dest, &temp.0, &["--only", "swccg"]));
    assert!(stdout.contains("3,797 cards"), "{stdout}");
    assert!(!stdout.contains("xwing"), "{stdout}");
    assert!(
        server.requests().iter().all(|r| !r.contains("xwing")),
        "{:?}",
        server.requests()
    );
    assert_eq!(entries(&dest), ["swccg"]);
}

#[test]
fn a_missing_file_fails_and_changes_nothing() {
    let server = Server::start(serve_changed("/Light.json", |_| None));
    let temp = TempDir::new("404");
    let dest = temp.0.join("data");
    std::fs::create_dir_all(&dest).unwrap();
    let stderr = failing_fetch(&server, &dest, &temp.0);
    assert!(
        stderr.contains("fetch failed; the data folder was not changed"),
        "{stderr}"
    );
    assert!(
        stderr.contains("/Light.json: the server answered HTTP 404"),
        "{stderr}"
    );
    assert!(
        entries(&dest).is_empty(),
        "left behind: {:?}",
        entries(&dest)
    );
}

#[test]
fn broken_json_fails_and_changes_nothing() {
    let server = Server::start(serve_changed("/Dark.json", truncated));
    let temp = TempDir::new("broken");
    let dest = temp.0.join("not-yet-there");
    let stderr = failing_fetch(&server, &dest, &temp.0);
    assert!(
        stderr.contains("(for swccg/cards/Dark.json) is not valid JSON"),
        "{stderr}"
    );
    assert!(
        !dest.exists(),
        "a folder the fetch created is removed again"
    );
}

#[test]
fn a_card_that_does_not_load_fails_and_changes_nothing() {
    let server = Server::start(serve_changed("/Light.json", |body| {
        // Valid JSON, but Luke's deploy cost no longer reads as a stat.
        let text = String::from_utf8(body).unwrap();
        let broken = text.replacen("\"deploy\": \"", "\"deploy\": \"lots ", 1);
        Some(broken.into_bytes())
    }));
    let temp = TempDir::new("bad-card");
    let dest = folder_of_the_user(&temp);
    let stderr = failing_fetch(&server, &dest, &temp.0);
    assert!(
        stderr.contains("the downloaded card database does not load"),
        "{stderr}"
    );
    assert!(stderr.contains("Light.json: card id"), "{stderr}");
    assert!(stderr.contains("field `front.deploy`"), "{stderr}");
    assert_eq!(entries(&dest), ["mine.txt"]);
}

#[test]
fn a_missing_xwing_file_fails_and_changes_nothing() {
    let server = Server::start(serve_changed(
        "/data/pilots/rebel-alliance/t-65-x-wing.json",
        |_| None,
    ));
    let temp = TempDir::new("xwing-404");
    let dest = folder_of_the_user(&temp);
    let stderr = failing_fetch(&server, &dest, &temp.0);
    assert!(
        stderr.contains("fetch failed; the data folder was not changed"),
        "{stderr}"
    );
    assert!(
        stderr.contains(
            "/xwingtmg/xwing-data2/0dc446f936e8a3f586195e372e5c31d6a62b78d4/data/pilots/\
             rebel-alliance/t-65-x-wing.json: the server answered HTTP 404"
        ),
        "{stderr}"
    );
    // The card game's files had all been fetched and checked; they are not moved either.
    assert_eq!(entries(&dest), ["mine.txt"]);
}

#[test]
fn a_broken_xwing_manifest_fails_and_changes_nothing() {
    let server = Server::start(serve_changed("/data/manifest.json", truncated));
    let temp = TempDir::new("xwing-broken");
    let dest = temp.0.join("not-yet-there");
    let output = fetch_with(&server, &dest, &temp.0, &["--only", "xwing"]);
    let stderr = failing(output);
    assert!(
        stderr.contains("(for xwing/xwing-data2-2e/data/manifest.json) is not valid JSON"),
        "{stderr}"
    );
    assert!(
        !dest.exists(),
        "a folder the fetch created is removed again"
    );
}

#[test]
fn xwing_data_that_does_not_load_fails_and_changes_nothing() {
    // Valid JSON, but the first huge ship (the GR-75) has a size the loader does not know.
    let server = Server::start(serve_changed("/data/ships.js", |body| {
        let text = String::from_utf8(body).unwrap();
        assert!(text.contains("\"size\": \"huge\""));
        Some(
            text.replacen("\"size\": \"huge\"", "\"size\": \"gigantic\"", 1)
                .into_bytes(),
        )
    }));
    let temp = TempDir::new("xwing-bad-ship");
    let dest = temp.0.join("data");
    // An earlier, complete X-Wing fetch is left exactly as it was.
    std::fs::create_dir_all(dest.join("xwing/xwing-data-1e/data")).unwrap();
    std::fs::write(dest.join("xwing/xwing-data-1e/data/ships.json"), "[]").unwrap();
    let output = fetch_with(&server, &dest, &temp.0, &["--only", "xwing"]);
    let stderr = failing(output);
    assert!(
        stderr.contains("the downloaded first-edition X-Wing data does not load"),
        "{stderr}"
    );
    assert!(stderr.contains("ships.json: entry"), "{stderr}");
    assert!(
        stderr.contains("field \"size\": unknown size \"gigantic\""),
        "{stderr}"
    );
    assert_eq!(entries(&dest), ["xwing"]);
    assert_eq!(
        files_under(&dest.join("xwing")),
        ["xwing-data-1e/data/ships.json"]
    );
    assert_eq!(
        std::fs::read_to_string(dest.join("xwing/xwing-data-1e/data/ships.json")).unwrap(),
        "[]"
    );
}

/// Runs `holocron args…` as on a fresh machine: no checkout data, the per-user folder under
/// `home` (empty at first), and `upstream` as the raw-file host.
fn fresh_machine(args: &[&str], home: &Path, upstream: &str) -> Output {
    holocron_with(
        args,
        home,
        &[
            ("HOLOCRON_CHECKOUT_DATA", ""),
            ("HOLOCRON_UPSTREAM", upstream),
        ],
    )
}

/// The per-user data folder of `fresh_machine` runs.
fn user_folder(home: &Path) -> PathBuf {
    home.join("xdg/holocron")
}

/// A port on which nothing listens: port 1 needs privileges to serve.
const UNREACHABLE: &str = "http://127.0.0.1:1";

#[test]
fn holocron_data_naming_a_folder_without_the_data_is_an_error() {
    let temp = TempDir::new("env-empty");
    let empty = temp.0.join("empty");
    std::fs::create_dir_all(&empty).unwrap();
    let named = empty.to_str().unwrap();
    for args in [
        vec!["play", "--seed", "1"],
        vec!["data", "where"],
        vec!["xwing", "simulate", "epic", "--games", "1"],
    ] {
        let stderr = failing(holocron_with(&args, &temp.0, &[("HOLOCRON_DATA", named)]));
        assert!(
            stderr.contains(&format!("HOLOCRON_DATA names {named}, which holds no")),
            "{args:?}: {stderr}"
        );
        let file = if args[0] == "xwing" {
            "xwing/xwing-data-1e/data/ships.json"
        } else {
            "swccg/cards/Dark.json"
        };
        assert!(stderr.contains(file), "{args:?}: {stderr}");
    }
    // Nothing was fetched in its place.
    assert!(!user_folder(&temp.0).exists());
}

#[test]
fn holocron_data_naming_a_data_folder_is_used() {
    let temp = TempDir::new("env-good");
    let data = shared_data();
    let named = data.to_str().unwrap();
    let stdout = succeeding(holocron_with(
        &["data", "where"],
        &temp.0,
        &[("HOLOCRON_DATA", named), ("HOLOCRON_CHECKOUT_DATA", "")],
    ));
    assert_eq!(stdout.trim_end(), named);
    let stdout = succeeding(holocron_with(
        &["simulate", "--games", "1", "--seed", "3", "--json"],
        &temp.0,
        &[
            ("HOLOCRON_DATA", named),
            ("HOLOCRON_CHECKOUT_DATA", ""),
            ("HOLOCRON_UPSTREAM", UNREACHABLE),
        ],
    ));
    let summary: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(summary["games"], 1, "{stdout}");
}

#[test]
fn a_command_fetches_missing_card_data_on_first_use_and_goes_on() {
    let server = Server::start(Box::new(serve_shared));
    let temp = TempDir::new("first-use");
    let args = ["simulate", "--games", "1", "--seed", "5", "--json"];
    let output = fresh_machine(&args, &temp.0, &server.url());
    let stderr = text(&output.stderr);
    assert!(output.status.success(), "stderr: {stderr}");
    let folder = user_folder(&temp.0);
    assert!(
        stderr.contains(&format!(
            "No Star Wars CCG data found; fetching it once from {} into {}",
            server.url(),
            folder.display()
        )),
        "{stderr}"
    );
    assert!(stderr.contains("3,797 cards"), "{stderr}");
    // The command went on: its JSON alone is on stdout.
    let summary: serde_json::Value = serde_json::from_str(&text(&output.stdout)).unwrap();
    assert_eq!(summary["games"], 1);
    // Only the card game's data was fetched, into the per-user folder.
    assert!(folder.join("swccg/cards/Dark.json").is_file());
    assert!(
        folder
            .join("swccg/decks/premiere-intro-2pg-dark.tsv")
            .is_file()
    );
    assert!(!folder.join("xwing").exists());
    let requests = server.requests().len();
    assert!(
        server.requests().iter().all(|r| !r.contains("xwing")),
        "{:?}",
        server.requests()
    );

    // The second run finds the data and fetches nothing.
    let output = fresh_machine(&args, &temp.0, &server.url());
    let stderr = text(&output.stderr);
    assert!(output.status.success(), "stderr: {stderr}");
    assert!(!stderr.contains("fetching"), "{stderr}");
    assert_eq!(server.requests().len(), requests);
}

#[test]
fn an_xwing_command_fetches_the_xwing_data_only() {
    let server = Server::start(Box::new(serve_shared));
    let temp = TempDir::new("first-use-xwing");
    let output = fresh_machine(
        &["xwing", "simulate", "devices", "--games", "1"],
        &temp.0,
        &server.url(),
    );
    let stderr = text(&output.stderr);
    assert!(output.status.success(), "stderr: {stderr}");
    assert!(
        stderr.contains("No X-Wing data found; fetching it once from"),
        "{stderr}"
    );
    assert!(text(&output.stdout).contains("invariant violations: 0"));
    let folder = user_folder(&temp.0);
    assert_eq!(entries(&folder), ["xwing"]);
    assert_eq!(
        entries(&folder.join("xwing")),
        ["xwing-data-1e", "xwing-data2-2e"]
    );
}

#[test]
fn an_unreachable_upstream_says_so_and_how_to_provide_the_data() {
    let temp = TempDir::new("offline");
    let stderr = failing(fresh_machine(
        &["play", "--seed", "1"],
        &temp.0,
        UNREACHABLE,
    ));
    assert!(
        stderr.contains("No Star Wars CCG data found; fetching it once from http://127.0.0.1:1"),
        "{stderr}"
    );
    assert!(
        stderr.contains(
            "no Star Wars CCG data was found and fetching it from http://127.0.0.1:1 failed"
        ),
        "{stderr}"
    );
    for way in ["--data DIR", "HOLOCRON_DATA=DIR", "`holocron data fetch`"] {
        assert!(stderr.contains(way), "{way}: {stderr}");
    }
    assert!(
        stderr.contains(&format!("looked in {}", user_folder(&temp.0).display())),
        "{stderr}"
    );
    assert!(
        stderr.contains("cannot download http://127.0.0.1:1/"),
        "{stderr}"
    );
    // The per-user folder the fetch created is gone again.
    assert!(!user_folder(&temp.0).exists());
}

#[test]
fn no_fetch_keeps_the_not_found_error_and_asks_nothing_upstream() {
    let server = Server::start(Box::new(serve_shared));
    let temp = TempDir::new("no-fetch");
    for args in [
        vec!["--no-fetch", "play", "--seed", "1"],
        vec!["coverage", "--no-fetch"],
        vec!["--no-fetch", "xwing", "simulate", "epic"],
    ] {
        let stderr = failing(fresh_machine(&args, &temp.0, &server.url()));
        assert!(stderr.contains("no data folder with"), "{args:?}: {stderr}");
        assert!(!stderr.contains("fetching"), "{args:?}: {stderr}");
    }
    assert!(server.requests().is_empty(), "{:?}", server.requests());
    assert!(!user_folder(&temp.0).exists());
}

#[test]
fn geometry_commands_need_no_data_folder() {
    let temp = TempDir::new("geometry-fresh");
    let scenario = temp.0.join("scenario.json");
    std::fs::write(&scenario, SCENARIO).unwrap();
    let stdout = succeeding(fresh_machine(
        &["xwing", "measure", scenario.to_str().unwrap()],
        &temp.0,
        UNREACHABLE,
    ));
    let report: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert!(report.is_object(), "{stdout}");
    assert!(!user_folder(&temp.0).exists());
}

#[test]
fn fetch_if_missing_does_nothing_when_the_data_is_found() {
    let temp = TempDir::new("if-missing-found");
    // The checkout's data (or HOLOCRON_DATA's) holds both games; nothing is asked upstream.
    let stdout = succeeding(holocron_with(
        &["data", "fetch", "--if-missing"],
        &temp.0,
        &[
            ("HOLOCRON_DATA", shared_data().to_str().unwrap()),
            ("HOLOCRON_UPSTREAM", UNREACHABLE),
        ],
    ));
    assert!(stdout.contains("Star Wars CCG data found in"), "{stdout}");
    assert!(stdout.contains("X-Wing data found in"), "{stdout}");
    assert!(!user_folder(&temp.0).exists());
}

#[test]
fn fetch_if_missing_fetches_what_is_missing_once() {
    let server = Server::start(Box::new(serve_shared));
    let temp = TempDir::new("if-missing-fetch");
    // The per-user folder already holds the card game's data: only X-Wing's is fetched.
    let folder = user_folder(&temp.0);
    std::fs::create_dir_all(folder.join("swccg/cards")).unwrap();
    std::fs::copy(
        shared_data().join("swccg/cards/Dark.json"),
        folder.join("swccg/cards/Dark.json"),
    )
    .unwrap();
    let args = ["data", "fetch", "--if-missing"];
    let stdout = succeeding(fresh_machine(&args, &temp.0, &server.url()));
    assert!(
        stdout.contains(&format!("Star Wars CCG data found in {}", folder.display())),
        "{stdout}"
    );
    assert!(
        stdout.contains(&format!("Fetched into {}", folder.display())),
        "{stdout}"
    );
    assert!(
        server.requests().iter().all(|r| r.contains("xwing")),
        "{:?}",
        server.requests()
    );
    assert_xwing_matches_shared(&folder);
    let requests = server.requests().len();
    let stdout = succeeding(fresh_machine(&args, &temp.0, &server.url()));
    assert!(stdout.contains("X-Wing data found in"), "{stdout}");
    assert_eq!(server.requests().len(), requests);
}
