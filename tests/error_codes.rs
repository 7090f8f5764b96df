//! The table of error codes (`hex_connect::Code`) is the one list of what the package
//! throws; these tests fail when the README's table of errors, or a code thrown by the
//! binding's own JavaScript or Rust, says otherwise. (The `.d.ts` `ErrorCode` type is built
//! from the table itself.)

// Native only: it reads the sources from disk. Test code: a panic is a failed test.
#![cfg(not(target_arch = "wasm32"))]
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

use hex_connect::error::Kind;
use hex_connect::{Code, MAX_CELLS, MAX_INPUT_BYTES};
use std::fs;
use std::path::Path;

fn read(path: &str) -> String {
    let full = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    fs::read_to_string(&full).unwrap_or_else(|e| panic!("{}: {e}", full.display()))
}

fn class(kind: Kind) -> &'static str {
    match kind {
        Kind::Type => "TypeError",
        Kind::Range => "RangeError",
        Kind::Other => "Error",
    }
}

fn code_named(name: &str) -> Option<Code> {
    Code::ALL.iter().copied().find(|c| c.name() == name)
}

/// The files of the binding with this extension, by path.
fn binding_files(ext: &str) -> Vec<(String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/wasm");
    let mut files: Vec<_> = fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .map(|p| (p.display().to_string(), fs::read_to_string(&p).unwrap()))
        .collect();
    files.sort();
    files
}

/// The arguments of each call of `name` (which ends in its `(`) in `text`, up to the
/// closing parenthesis.
fn calls<'a>(text: &'a str, name: &str) -> Vec<&'a str> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find(name) {
        let call = &rest[at + name.len()..];
        let mut depth = 1;
        let end = call
            .char_indices()
            .find(|&(_, c)| {
                depth += match c {
                    '(' => 1,
                    ')' => -1,
                    _ => 0,
                };
                depth == 0
            })
            .map_or(call.len(), |(i, _)| i);
        out.push(&call[..end]);
        rest = &call[end..];
    }
    out
}

/// The first string literal of upper-case letters and `_` in `call`, if any.
fn quoted_code(call: &str) -> Option<&str> {
    call.split('"')
        .skip(1)
        .step_by(2)
        .find(|s| !s.is_empty() && s.bytes().all(|b| b.is_ascii_uppercase() || b == b'_'))
}

#[test]
fn the_table_has_each_code_once_and_meanings_that_fit_a_table_cell() {
    for (i, a) in Code::ALL.iter().enumerate() {
        for b in &Code::ALL[i + 1..] {
            assert_ne!(a.name(), b.name());
        }
        let meaning = a.meaning();
        assert!(
            !meaning.contains('|') && !meaning.ends_with('.'),
            "{meaning}"
        );
        assert!(!meaning.contains("*/"), "{meaning}");
    }
    assert_eq!(Code::ALL.len(), 20);
}

#[test]
fn the_too_large_meaning_states_the_limits_in_force() {
    let mut cells = String::new();
    for (i, d) in MAX_CELLS.to_string().chars().enumerate() {
        if i > 0 && (MAX_CELLS.to_string().len() - i) % 3 == 0 {
            cells.push(',');
        }
        cells.push(d);
    }
    let meaning = Code::TooLarge.meaning();
    assert!(
        meaning.contains(&format!("over {cells} cells")),
        "{meaning}"
    );
    assert_eq!(MAX_INPUT_BYTES % (1 << 20), 0);
    assert!(
        meaning.contains(&format!("over {} MiB", MAX_INPUT_BYTES >> 20)),
        "{meaning}"
    );
}

#[test]
fn the_readme_table_lists_every_code_with_its_class_and_meaning() {
    let readme = read("README.md");
    let start = readme
        .find("<!-- error-codes:start -->")
        .expect("README.md has no <!-- error-codes:start --> marker");
    let end = readme
        .find("<!-- error-codes:end -->")
        .expect("README.md has no <!-- error-codes:end --> marker");
    assert!(start < end);
    let mut seen = Vec::new();
    for line in readme[start..end].lines().filter(|l| l.starts_with("| `")) {
        let cells: Vec<&str> = line.split(" | ").collect();
        let name = cells[0].trim_start_matches("| `").trim_end_matches('`');
        let code = code_named(name)
            .unwrap_or_else(|| panic!("README.md lists {name}, which the table does not have"));
        assert_eq!(
            cells[1],
            class(code.kind()),
            "the class of {name} in README.md"
        );
        assert_eq!(
            cells[2],
            code.meaning(),
            "the meaning of {name} in README.md"
        );
        assert!(!seen.contains(&code), "README.md lists {name} twice");
        seen.push(code);
    }
    for code in Code::ALL {
        assert!(
            seen.contains(code),
            "README.md's table of errors lacks {}",
            code.name()
        );
    }
}

#[test]
fn the_binding_javascript_throws_only_codes_of_the_table_in_their_class() {
    // makeError's first argument: 0 Error, 1 TypeError, 2 RangeError.
    let classes = ["Error", "TypeError", "RangeError"];
    let mut checked = 0;
    for (path, text) in binding_files("js") {
        for call in calls(&text, "makeError(") {
            let Some(name) = quoted_code(call) else {
                continue;
            };
            let code = code_named(name)
                .unwrap_or_else(|| panic!("{path} throws {name}, which the table does not have"));
            let kind = call.split(',').next().unwrap().trim();
            let thrown = kind
                .parse::<usize>()
                .ok()
                .and_then(|k| classes.get(k))
                .unwrap_or_else(|| panic!("{path}: makeError({call}) has class {kind}"));
            assert_eq!(*thrown, class(code.kind()), "{path}: the class of {name}");
            checked += 1;
        }
    }
    // The JavaScript-only codes are all thrown there.
    assert!(
        checked >= 4,
        "found only {checked} makeError calls with a code"
    );
}

#[test]
fn the_binding_rust_names_codes_only_through_the_table() {
    // In Rust the binding names a code as a `Code` (through `coded_error` or `to_js_error`),
    // so the compiler holds it to the table and the class comes from the code's kind; a
    // string code given to `make_error` by hand could be neither.
    let mut calls_seen = 0;
    for (path, text) in binding_files("rs") {
        for call in calls(&text, "make_error(") {
            calls_seen += 1;
            assert_eq!(
                quoted_code(call),
                None,
                "{path}: make_error({call}) names its code as a string"
            );
        }
    }
    assert!(calls_seen >= 2, "found only {calls_seen} make_error calls");
}
