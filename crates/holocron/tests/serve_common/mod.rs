//! Starts `holocron serve` for the tests that need the real binary.

use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};

/// Starts the server binary on a free port with `database` and `extra` arguments, and waits
/// for the line saying it listens; returns the process, its address and that line.
pub fn serve(database: &str, extra: &[&std::ffi::OsStr]) -> (Child, SocketAddr, String) {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    serve_at(port, database, extra)
}

/// The same on a given port (a server started again where its clients expect it).
pub fn serve_at(
    port: u16,
    database: &str,
    extra: &[&std::ffi::OsStr],
) -> (Child, SocketAddr, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_holocron"))
        .args([
            "serve",
            "--listen",
            &format!("127.0.0.1:{port}"),
            "--database",
            database,
        ])
        .args(extra)
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("holocron serve starts");
    let mut first = String::new();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    out.read_line(&mut first).unwrap();
    // The server goes on printing (where its table is): keep reading, or its next line
    // would meet a closed pipe and end it.
    std::thread::spawn(move || std::io::copy(&mut out, &mut std::io::sink()));
    assert!(first.starts_with("Holocron server on http://"), "{first:?}");
    (child, format!("127.0.0.1:{port}").parse().unwrap(), first)
}
