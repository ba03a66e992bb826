//! Lists the Star Wars CCG cards that have tests, so that `holocron coverage` reads them from
//! the tests themselves and cannot drift from them.
//!
//! The engine keeps card tests in `crates/swccg-engine/tests/cards_*.rs`, one `#[test]`
//! function per behaviour, named `card_<GEMP id with _>_…` (`card_1_194_deploys_free`). This
//! script finds those functions and writes `$OUT_DIR/tested_cards.rs` with one
//! `(gemp id, file, test)` entry per test. A function counts only when a `#[test]` attribute
//! stands right above it. Cargo runs the script again whenever a file of that folder changes.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let out_dir = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    let tests = Path::new(&manifest).join("../swccg-engine/tests");
    println!("cargo::rerun-if-changed={}", tests.display());
    let mut found = Vec::new();
    let folder_found = match std::fs::read_dir(&tests) {
        Ok(entries) => {
            let mut files: Vec<_> = entries
                .filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| {
                    p.file_name()
                        .and_then(|n| n.to_str())
                        .is_some_and(|n| n.starts_with("cards_") && n.ends_with(".rs"))
                })
                .collect();
            files.sort();
            for path in files {
                println!("cargo::rerun-if-changed={}", path.display());
                let file = path
                    .file_name()
                    .and_then(|n| n.to_str())
                    .unwrap_or_default();
                let text = std::fs::read_to_string(&path)
                    .unwrap_or_else(|err| panic!("cannot read {}: {err}", path.display()));
                for (gemp_id, test) in card_tests(&text) {
                    found.push((gemp_id, file.to_owned(), test));
                }
            }
            true
        }
        Err(_) => {
            println!(
                "cargo::warning=no card tests folder at {}; coverage will list no tested cards",
                tests.display()
            );
            false
        }
    };
    let mut code = String::from("/// Tests of cards: (GEMP id, test file, test function).\n");
    code.push_str("pub const TESTED_CARDS: &[(&str, &str, &str)] = &[\n");
    for (gemp_id, file, test) in &found {
        let _ = writeln!(code, "    ({gemp_id:?}, {file:?}, {test:?}),");
    }
    code.push_str("];\n");
    let _ = writeln!(
        code,
        "/// Whether the card tests folder existed when this program was built.\n\
         pub const CARD_TESTS_FOLDER_FOUND: bool = {folder_found};"
    );
    std::fs::write(Path::new(&out_dir).join("tested_cards.rs"), code).expect("OUT_DIR is writable");
}

/// `(gemp id, function name)` of every `#[test] fn card_<set>_<number>_…` of a file.
fn card_tests(text: &str) -> Vec<(String, String)> {
    let mut tests = Vec::new();
    let mut is_test = false;
    for line in text.lines() {
        let line = line.trim();
        if line.starts_with("#[") {
            is_test |= line.starts_with("#[test]");
            if !line.contains("fn ") {
                continue;
            }
        }
        if let Some(name) = function_name(line)
            && is_test
            && let Some(gemp_id) = gemp_id_of(name)
        {
            tests.push((gemp_id, name.to_owned()));
        }
        if !line.is_empty() && !line.starts_with("//") {
            is_test = false;
        }
    }
    tests
}

/// The name of the function a line declares, if any.
fn function_name(line: &str) -> Option<&str> {
    let rest = line.split("fn ").nth(1)?;
    let end = rest.find(|c: char| !(c.is_alphanumeric() || c == '_'))?;
    Some(&rest[..end])
}

/// `1_194` from `card_1_194_deploys_free`.
fn gemp_id_of(name: &str) -> Option<String> {
    let mut parts = name.strip_prefix("card_")?.split('_');
    let set = parts.next()?;
    let number = parts.next()?;
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    (digits(set) && digits(number)).then(|| format!("{set}_{number}"))
}
