//! Shared helpers of the command-line tests: run the `holocron` binary with arguments and a
//! scripted standard input, in a scratch folder of its own.

#![allow(dead_code)]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};

/// A fresh, empty folder for one test (removed first if a previous run left it).
pub fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir()
        .join("holocron-cli-tests")
        .join(format!("{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("the scratch folder can be created");
    dir
}

/// The per-user state folder of runs in `dir` (where `play` saves games without `--save`): a
/// sibling of `dir`, so that tests never write to the real one.
pub fn state_home(dir: &Path) -> PathBuf {
    PathBuf::from(format!("{}-state", dir.display()))
}

/// Starts `holocron args…` in `dir` (with its own state folder), its standard streams piped.
pub fn spawn_in(dir: &Path, args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_holocron"))
        .args(args)
        .current_dir(dir)
        .env("XDG_STATE_HOME", state_home(dir))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the holocron binary starts")
}

/// Runs `holocron args…` in `dir` with `input` on its standard input.
pub fn holocron_in(dir: &Path, args: &[&str], input: &str) -> Output {
    let mut child = spawn_in(dir, args);
    let mut stdin = child.stdin.take().expect("a piped stdin");
    let input = input.to_owned();
    // Write from a thread: a large input must not block while the child fills its stdout.
    let writer = std::thread::spawn(move || {
        // The child may stop reading early (it quit); that is not an error here.
        let _ = stdin.write_all(input.as_bytes());
    });
    let output = child.wait_with_output().expect("holocron runs");
    writer.join().expect("the input writer finishes");
    output
}

/// Runs `holocron args…` with empty input in a scratch folder.
pub fn holocron(args: &[&str]) -> Output {
    holocron_in(&std::env::temp_dir(), args, "")
}

pub fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

pub fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// Asserts the command succeeded, showing its output if not.
pub fn assert_success(output: &Output) {
    assert!(
        output.status.success(),
        "holocron failed ({}):\nstdout:\n{}\nstderr:\n{}",
        output.status,
        stdout(output),
        stderr(output)
    );
}
