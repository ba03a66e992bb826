//! Lists the card script files (`cards/*.cards`) for `src/script/book.rs`, so that a new set's
//! file is compiled in without editing a list by hand.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let out_dir = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    let dir = Path::new(&manifest).join("cards");
    println!("cargo::rerun-if-changed={}", dir.display());
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .expect("the cards folder of the engine crate")
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".cards"))
        .collect();
    // Numeric set order (1, 4, 7, 101…), then by name.
    files.sort_by_key(|name| {
        let set: u32 = name
            .split('-')
            .next()
            .and_then(|s| s.parse().ok())
            .unwrap_or(u32::MAX);
        (set, name.clone())
    });
    let mut code =
        String::from("/// The script files compiled into the program: `(file name, text)`.\n");
    code.push_str("pub const FILES: &[(&str, &str)] = &[\n");
    for name in &files {
        let path = dir.join(name);
        println!("cargo::rerun-if-changed={}", path.display());
        let _ = writeln!(
            code,
            "    ({name:?}, include_str!({:?})),",
            path.display().to_string()
        );
    }
    code.push_str("];\n");
    std::fs::write(Path::new(&out_dir).join("card_files.rs"), code).expect("OUT_DIR is writable");
}
