//! The messages of the core's errors are written twice: by their Rust `Display`, which native
//! users read, and by `src/wasm/messages.js`, which the package throws (so that no part of the
//! package carries the formatting of every message). This checks, for samples of every
//! error and every problem of a record or a swap, that the two say exactly the same.
//! Included by `tests/node.rs`.

use hex_connect::error::{RecordProblem, SwapProblem};
use hex_connect::wasm::{board_error, game_error, to_js_error};
use hex_connect::{Error, Player};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::wasm_bindgen_test;

/// Characters of every sort the messages quote: ASCII, escaped, control, and beyond ASCII
/// (Latin-1, the BMP, an astral plane).
const CHARACTERS: [char; 14] = [
    'x', 'Z', '#', '\'', '"', '\n', '\t', '\r', '\0', '\u{1}', '\u{7f}', '\u{85}', 'é', '😀',
];

/// Numbers around the edges of what the messages count: 0 and 1 (singular nouns), the
/// columns where notation gains a letter (25, 26, 701, 702), and wasm32's largest.
const NUMBERS: [usize; 7] = [0, 1, 2, 25, 26, 702, u32::MAX as usize];

/// Samples of every variant of `Error`, `SwapProblem` and `RecordProblem`.
fn samples() -> Vec<Error> {
    let mut errors = vec![Error::NoRows];
    for row in [0, 1, 40] {
        errors.push(Error::EmptyRow { row });
    }
    for (cells, expected) in [(1, 2), (2, 1), (0, 11), (12, 11)] {
        errors.push(Error::RaggedRow {
            row: 3,
            cells,
            expected,
        });
    }
    for (i, &found) in CHARACTERS.iter().enumerate() {
        errors.push(Error::BadCharacter {
            row: i,
            column: 2 * i,
            found,
        });
    }
    errors.push(Error::TooManyCells { limit: 16_777_216 });
    errors.push(Error::InputTooLong {
        bytes: 67_108_865,
        limit: 67_108_864,
    });
    for (rows, cols) in [(0, 3), (5000, 5000)] {
        errors.push(Error::BadSize {
            rows,
            cols,
            limit: 16_777_216,
        });
    }
    for winner in [Player::X, Player::O] {
        errors.push(Error::GameOver { winner });
    }
    for &row in &NUMBERS {
        errors.push(Error::OffBoard {
            row,
            column: 11,
            rows: 1,
            cols: 11,
        });
        errors.push(Error::OffBoard {
            row: 0,
            column: row,
            rows: 11,
            cols: 1,
        });
    }
    // A cell that holds a stone is on the board, so its column is never wasm32's largest.
    let columns = NUMBERS.iter().take(NUMBERS.len() - 1);
    for (&column, stone) in columns.zip([Player::X, Player::O].iter().cycle()) {
        errors.push(Error::Occupied {
            row: column % 19,
            column,
            stone: *stone,
        });
    }
    errors.push(Error::Occupied {
        row: 4,
        column: 18_277,
        stone: Player::O,
    });
    for token in ["k", "4c", "", "c4\"x", "é9"] {
        errors.push(Error::BadNotation {
            token: token.to_string(),
        });
    }
    let swaps = [
        SwapProblem::Off,
        SwapProblem::NotSecondMove { number: 1 },
        SwapProblem::NotSecondMove { number: 7 },
        SwapProblem::NotSquare { rows: 9, cols: 13 },
    ];
    for problem in swaps {
        errors.push(Error::BadSwap { problem });
    }
    let problems = [
        RecordProblem::NoGame,
        RecordProblem::UnclosedTree,
        RecordProblem::UnclosedValue,
        RecordProblem::Unexpected { found: 'q' },
        RecordProblem::Unexpected { found: '\n' },
        RecordProblem::Unexpected { found: 'ß' },
        RecordProblem::NoValue {
            name: "PB".to_string(),
        },
        RecordProblem::BadSize {
            value: "11:x".to_string(),
        },
        RecordProblem::BadMove {
            value: "zz99".to_string(),
        },
        RecordProblem::WrongColour {
            number: 2,
            tag: 'B',
        },
        RecordProblem::WrongColour {
            number: 3,
            tag: 'W',
        },
        RecordProblem::AfterEnd { number: 12 },
        RecordProblem::SetupAfterMoves,
        RecordProblem::TwoMoves,
        RecordProblem::BadTrmph,
    ];
    for (i, problem) in problems.into_iter().enumerate() {
        errors.push(Error::BadRecord {
            line: i,
            column: 3 * i,
            problem,
        });
    }
    for (game, name) in [("1", Some("Go")), ("21", Some("TwixT")), ("99", None)] {
        errors.push(Error::NotHex {
            line: 0,
            column: 7,
            game: game.to_string(),
            name,
        });
    }
    errors.push(Error::NotSquare { rows: 9, cols: 11 });
    // Wrapped errors: a move of a list, and a move or size of a record (which may wrap a
    // move of a list in turn).
    let inner = [
        Error::Occupied {
            row: 2,
            column: 3,
            stone: Player::X,
        },
        Error::GameOver { winner: Player::O },
        Error::BadNotation {
            token: "k".to_string(),
        },
        Error::BadSwap {
            problem: SwapProblem::Off,
        },
    ];
    for (number, error) in inner.iter().enumerate() {
        errors.push(Error::InMoves {
            number: number + 1,
            token: format!("t{number}"),
            error: Box::new(error.clone()),
        });
    }
    errors.push(Error::InRecord {
        line: 2,
        column: 9,
        error: Box::new(Error::BadSize {
            rows: 0,
            cols: 0,
            limit: 16_777_216,
        }),
    });
    errors.push(Error::InRecord {
        line: 0,
        column: 30,
        error: Box::new(Error::InMoves {
            number: 5,
            token: "swap-pieces".to_string(),
            error: Box::new(Error::BadSwap {
                problem: SwapProblem::NotSquare { rows: 9, cols: 13 },
            }),
        }),
    });
    errors
}

/// The message and code of a thrown error.
fn message_and_code(thrown: &JsValue) -> (String, Option<String>) {
    let message = String::from(thrown.unchecked_ref::<js_sys::Error>().message());
    let code = js_sys::Reflect::get(thrown, &JsValue::from_str("code"))
        .ok()
        .and_then(|v| v.as_string());
    (message, code)
}

/// Whether reading rows raises `error`'s kind: the errors `board_error` writes.
fn of_rows(error: &Error) -> bool {
    matches!(
        error,
        Error::NoRows
            | Error::EmptyRow { .. }
            | Error::RaggedRow { .. }
            | Error::BadCharacter { .. }
            | Error::TooManyCells { .. }
            | Error::InputTooLong { .. }
    )
}

#[wasm_bindgen_test]
fn javascript_messages_are_the_rust_messages() {
    let samples = samples();
    assert_eq!(samples.len(), 83);
    let mut differ = Vec::new();
    for error in &samples {
        let (message, code) = message_and_code(&to_js_error(error));
        if message != error.to_string() || code.as_deref() != Some(error.code()) {
            differ.push(format!(
                "{error:?}\n  rust: {error}\n  js:   {message} ({code:?})"
            ));
        }
    }
    assert!(differ.is_empty(), "{}", differ.join("\n"));
}

/// The errors of reading rows have the same messages through `board_error`, which the rows
/// part uses; any other error, which reading rows does not raise, has its code there.
#[wasm_bindgen_test]
fn board_errors_have_the_rust_messages() {
    let samples = samples();
    assert_eq!(samples.iter().filter(|e| of_rows(e)).count(), 24);
    for error in &samples {
        let (message, code) = message_and_code(&board_error(error));
        assert_eq!(code.as_deref(), Some(error.code()));
        if of_rows(error) {
            assert_eq!(message, error.to_string());
        } else {
            assert_eq!(message, error.code());
        }
    }
}

/// Whether playing a game raises `error`'s kind: the errors `game_error` writes (a move of a
/// list wrapping one of them too).
fn of_games(error: &Error) -> bool {
    match error {
        Error::BadSize { .. }
        | Error::GameOver { .. }
        | Error::OffBoard { .. }
        | Error::Occupied { .. }
        | Error::BadNotation { .. }
        | Error::BadSwap { .. } => true,
        Error::InMoves { error, .. } => of_games(error),
        _ => of_rows(error),
    }
}

/// The errors of reading rows and of playing have the same messages through `game_error`,
/// which the core part uses; any other error, which a game does not raise, has its code there.
#[wasm_bindgen_test]
fn game_errors_have_the_rust_messages() {
    let samples = samples();
    assert_eq!(samples.iter().filter(|e| of_games(e)).count(), 62);
    for error in &samples {
        let (message, code) = message_and_code(&game_error(error));
        assert_eq!(code.as_deref(), Some(error.code()));
        if of_games(error) {
            assert_eq!(message, error.to_string());
        } else {
            assert_eq!(message, error.code());
        }
    }
}
