//! `holocron data fetch` against a small HTTP server on 127.0.0.1 that serves the shared data
//! folder the way the upstream repositories' raw-file host does (`/owner/repo/commit/path`).

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;
use swccg_cards::{CardDb, DataDir, Deck, Side};

fn shared_data() -> PathBuf {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    manifest.join("../../../shared/data")
}

/// What the server answers for one request path: a body, or `None` for 404.
type Responder = dyn Fn(&str) -> Option<Vec<u8>> + Send + Sync;

/// Serves the shared data folder: card database files by file name, GEMP files by file name.
fn serve_shared(path: &str) -> Option<Vec<u8>> {
    let segments: Vec<&str> = path.trim_start_matches('/').split('/').collect();
    let [owner, repo, _commit, rest @ ..] = segments.as_slice() else {
        return None;
    };
    let file = rest.last()?;
    let folder = match (*owner, *repo) {
        ("swccgpc", "swccg-card-json") => "swccg/cards",
        ("PlayersCommittee", "gemp-swccg-public") => "swccg/gemp",
        _ => return None,
    };
    std::fs::read(shared_data().join(folder).join(file)).ok()
}

/// A one-thread HTTP/1.1 server for GET requests. It stops when dropped, and in any case after
/// a bounded number of connections, each with a read timeout.
struct Server {
    port: u16,
    requests: Arc<Mutex<Vec<String>>>,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

const MAX_CONNECTIONS: usize = 200;

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
    command.env_remove("HOLOCRON_DATA");
    command.output().unwrap()
}

/// Runs `holocron data fetch` from `server` into `dest`.
fn fetch(server: &Server, dest: &Path, home: &Path) -> Output {
    let dest = dest.to_str().unwrap();
    holocron(
        &["data", "fetch", "--base-url", &server.url(), "--dest", dest],
        home,
    )
}

/// Runs a fetch that must fail, and returns what it printed on stderr.
fn failing_fetch(server: &Server, dest: &Path, home: &Path) -> String {
    let output = fetch(server, dest, home);
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
    assert_eq!(entries(&dest), ["swccg"], "no staging folder is left");
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
        stdout.contains("54 of 69 resolve to playable 60-card decks"),
        "{stdout}"
    );
}

#[test]
fn a_missing_file_fails_and_changes_nothing() {
    let server = Server::start(Box::new(|path: &str| {
        if path.ends_with("/Light.json") {
            None
        } else {
            serve_shared(path)
        }
    }));
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
    let server = Server::start(Box::new(|path: &str| {
        let body = serve_shared(path)?;
        if path.ends_with("/Dark.json") {
            Some(body[..body.len() / 2].to_vec())
        } else {
            Some(body)
        }
    }));
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
    let server = Server::start(Box::new(|path: &str| {
        let body = serve_shared(path)?;
        if path.ends_with("/Light.json") {
            // Valid JSON, but Luke's deploy cost no longer reads as a stat.
            let text = String::from_utf8(body).unwrap();
            let broken = text.replacen("\"deploy\": \"", "\"deploy\": \"lots ", 1);
            Some(broken.into_bytes())
        } else {
            Some(body)
        }
    }));
    let temp = TempDir::new("bad-card");
    let dest = temp.0.join("data");
    std::fs::create_dir_all(&dest).unwrap();
    std::fs::write(dest.join("mine.txt"), "a file of the user's").unwrap();
    let stderr = failing_fetch(&server, &dest, &temp.0);
    assert!(
        stderr.contains("the downloaded card database does not load"),
        "{stderr}"
    );
    assert!(stderr.contains("Light.json: card id"), "{stderr}");
    assert!(stderr.contains("field `front.deploy`"), "{stderr}");
    assert_eq!(entries(&dest), ["mine.txt"]);
}
