//! The JavaScript `Error` of a core error, its message written by `messages.js`.
//!
//! Writing the messages in Rust would put the formatting of every message into every part
//! of the package (a part cannot know which errors it raises): about 1.6 KB gzipped a part.
//! Here each error is only named, by its number in one of `messages.js`'s lists, with its
//! numbers and strings; `tests/messages/` checks that the JavaScript message of every kind
//! of error is the `Display` of `src/error.rs`, which native users read. The errors of
//! reading rows have a list and an import of their own, which [`board_error`] alone uses:
//! the rows part (`winner`) then links none of the other messages.

use super::{js_class, js_index, make_error};
use crate::error::{RecordProblem, SwapProblem};
use crate::{Error, Player};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(module = "/src/wasm/messages.js")]
extern "C" {
    /// Message `id` of `messages.js`, of the numbers `a` to `d`, the string `s` and `more`
    /// (the message of a wrapped error, or a second string).
    #[wasm_bindgen(js_name = errorMessage)]
    fn error_message(id: u32, a: f64, b: f64, c: f64, d: f64, s: &str, more: &JsValue) -> JsValue;

    /// Message `id` of the errors of records, `RECORD` in `messages.js`, as `errorMessage`.
    #[wasm_bindgen(js_name = recordMessage)]
    fn record_message(id: u32, a: f64, b: f64, c: f64, s: &str, more: &JsValue) -> JsValue;

    /// Message `id` of the errors of reading rows, `BOARD` in `messages.js`.
    #[wasm_bindgen(js_name = boardMessage)]
    fn board_message_of(id: u32, a: f64, b: f64, c: f64) -> JsValue;
}

/// The numbers of the messages of reading rows, in the order of `BOARD` in `messages.js`.
#[derive(Clone, Copy)]
enum Board {
    NoRows,
    EmptyRow,
    RaggedRow,
    BadCharacter,
    TooManyCells,
    InputTooLong,
}

/// The numbers of the messages of games, in the order of `MESSAGES` in `messages.js`.
#[derive(Clone, Copy)]
enum Id {
    BadSize,
    GameOver,
    OffBoard,
    Occupied,
    BadNotation,
    InMoves,
    SwapOff,
    SwapNotSecondMove,
    SwapNotSquare,
}

/// The numbers of the messages of records, in the order of `RECORD` in `messages.js`.
#[derive(Clone, Copy)]
enum Record {
    NotHex,
    NotSquare,
    AtText,
    NoGame,
    UnclosedTree,
    UnclosedValue,
    Unexpected,
    NoValue,
    BadSize,
    BadMove,
    WrongColour,
    AfterEnd,
    SetupAfterMoves,
    TwoMoves,
    BadTrmph,
}

/// A count, row or column as the messages take it: every usize of wasm32 is exact.
fn n(v: usize) -> f64 {
    f64::from(u32::try_from(v).unwrap_or(u32::MAX))
}

/// A player as `messages.js` indexes them.
fn player(p: Player) -> f64 {
    match p {
        Player::X => 0.0,
        Player::O => 1.0,
    }
}

/// A message with up to four numbers.
fn say(id: Id, numbers: [f64; 4]) -> JsValue {
    let [a, b, c, d] = numbers;
    error_message(id as u32, a, b, c, d, "", &JsValue::UNDEFINED)
}

/// A message with numbers, a string and `more`.
fn say_with(id: Id, a: f64, b: f64, s: &str, more: &JsValue) -> JsValue {
    error_message(id as u32, a, b, 0.0, 0.0, s, more)
}

/// A record's message with up to three numbers, a string and `more`.
fn note(id: Record, a: f64, b: f64, c: f64, s: &str, more: &JsValue) -> JsValue {
    record_message(id as u32, a, b, c, s, more)
}

/// The code of an error, as the message of an error a conversion does not expect.
fn code_of(error: &Error) -> JsValue {
    JsValue::from_str(error.code())
}

/// The message of an error of reading rows (as `Board::parse_joined` and the scratch's limit
/// raise them), as its `Display` writes it; `None` for any other error. Not inlined: the
/// core part converts the errors of its rows and of its games apart, and shares this.
#[inline(never)]
fn board_message(error: &Error) -> Option<JsValue> {
    let (id, a, b, c) = match error {
        Error::NoRows => (Board::NoRows, 0, 0, 0),
        Error::EmptyRow { row } => (Board::EmptyRow, *row, 0, 0),
        Error::RaggedRow {
            row,
            cells,
            expected,
        } => (Board::RaggedRow, *row, *cells, *expected),
        Error::BadCharacter { row, column, found } => {
            (Board::BadCharacter, *row, *column, *found as usize)
        }
        Error::TooManyCells { limit } => (Board::TooManyCells, *limit, 0, 0),
        Error::InputTooLong { bytes, limit } => (Board::InputTooLong, *bytes, *limit, 0),
        _ => return None,
    };
    Some(board_message_of(id as u32, n(a), n(b), n(c)))
}

/// The message of an error of reading rows or of playing a game (as `Game` raises them), as
/// its `Display` writes it; `None` for any other error.
fn game_message(error: &Error) -> Option<JsValue> {
    if let Some(message) = board_message(error) {
        return Some(message);
    }
    Some(match error {
        Error::BadSize { rows, cols, limit } => {
            say(Id::BadSize, [n(*rows), n(*cols), n(*limit), 0.0])
        }
        Error::GameOver { winner } => say(Id::GameOver, [player(*winner), 0.0, 0.0, 0.0]),
        Error::OffBoard {
            row,
            column,
            rows,
            cols,
        } => say(Id::OffBoard, [n(*row), n(*column), n(*rows), n(*cols)]),
        Error::Occupied { row, column, stone } => {
            say(Id::Occupied, [n(*row), n(*column), player(*stone), 0.0])
        }
        Error::BadNotation { token } => {
            say_with(Id::BadNotation, 0.0, 0.0, token, &JsValue::UNDEFINED)
        }
        Error::InMoves {
            number,
            token,
            error,
        } => {
            let inner = game_message(error).unwrap_or_else(|| code_of(error));
            say_with(Id::InMoves, n(*number), 0.0, token, &inner)
        }
        Error::BadSwap { problem } => match problem {
            SwapProblem::Off => say(Id::SwapOff, [0.0; 4]),
            SwapProblem::NotSecondMove { number } => {
                say(Id::SwapNotSecondMove, [n(*number), 0.0, 0.0, 0.0])
            }
            SwapProblem::NotSquare { rows, cols } => {
                say(Id::SwapNotSquare, [n(*rows), n(*cols), 0.0, 0.0])
            }
        },
        _ => return None,
    })
}

/// The message of `error`, as its `Display` writes it.
fn message(error: &Error) -> JsValue {
    let none = &JsValue::UNDEFINED;
    match error {
        Error::NoRows
        | Error::EmptyRow { .. }
        | Error::RaggedRow { .. }
        | Error::BadCharacter { .. }
        | Error::TooManyCells { .. }
        | Error::InputTooLong { .. }
        | Error::BadSize { .. }
        | Error::GameOver { .. }
        | Error::OffBoard { .. }
        | Error::Occupied { .. }
        | Error::BadNotation { .. }
        | Error::BadSwap { .. } => game_message(error).unwrap_or_else(|| code_of(error)),
        // Here the wrapped error may be any, as in a record.
        Error::InMoves {
            number,
            token,
            error,
        } => say_with(Id::InMoves, n(*number), 0.0, token, &message(error)),
        Error::BadRecord {
            line,
            column,
            problem,
        } => at_text(*line, *column, &problem_message(problem)),
        Error::NotHex {
            line,
            column,
            game,
            name,
        } => {
            let name = name.map_or(JsValue::UNDEFINED, JsValue::from_str);
            note(Record::NotHex, n(*line), n(*column), 0.0, game, &name)
        }
        Error::NotSquare { rows, cols } => {
            note(Record::NotSquare, n(*rows), n(*cols), 0.0, "", none)
        }
        Error::InRecord {
            line,
            column,
            error,
        } => at_text(*line, *column, &message(error)),
    }
}

/// A record's message that places `what` at a line and column of its text.
fn at_text(line: usize, column: usize, what: &JsValue) -> JsValue {
    note(Record::AtText, n(line), n(column), 0.0, "", what)
}

/// The message of a record's problem, as its `Display` writes it.
fn problem_message(problem: &RecordProblem) -> JsValue {
    let none = &JsValue::UNDEFINED;
    let (id, a, b, text) = match problem {
        RecordProblem::NoGame => (Record::NoGame, 0, 0, ""),
        RecordProblem::UnclosedTree => (Record::UnclosedTree, 0, 0, ""),
        RecordProblem::UnclosedValue => (Record::UnclosedValue, 0, 0, ""),
        RecordProblem::Unexpected { found } => (Record::Unexpected, *found as usize, 0, ""),
        RecordProblem::NoValue { name } => (Record::NoValue, 0, 0, name.as_str()),
        RecordProblem::BadSize { value } => (Record::BadSize, 0, 0, value.as_str()),
        RecordProblem::BadMove { value } => (Record::BadMove, 0, 0, value.as_str()),
        RecordProblem::WrongColour { number, tag } => {
            (Record::WrongColour, *number, *tag as usize, "")
        }
        RecordProblem::AfterEnd { number } => (Record::AfterEnd, *number, 0, ""),
        RecordProblem::SetupAfterMoves => (Record::SetupAfterMoves, 0, 0, ""),
        RecordProblem::TwoMoves => (Record::TwoMoves, 0, 0, ""),
        RecordProblem::BadTrmph => (Record::BadTrmph, 0, 0, ""),
    };
    note(id, n(a), n(b), 0.0, text, none)
}

/// The JavaScript error the package throws for a core error: of the class its code's kind
/// gives (a `RangeError` for sizes and cells out of range, else an `Error`), with its
/// `code`, the message of its `Display`, and `row` / `column` (0-based), `move` and (in a
/// record's text) `line` where they apply.
#[must_use]
pub fn to_js_error(error: &Error) -> JsValue {
    error_with(error, &message(error))
}

/// [`to_js_error`] for the errors of reading rows, which needs only their messages (a part
/// that only reads rows then carries no other): any other error, which reading rows does not
/// raise, has its code for its message.
#[must_use]
pub fn board_error(error: &Error) -> JsValue {
    let message = board_message(error).unwrap_or_else(|| code_of(error));
    error_with(error, &message)
}

/// [`to_js_error`] for the errors of reading rows and of playing a game, as `Game` raises
/// them (the core part then carries no message of a record): any other error has its code
/// for its message.
#[must_use]
pub fn game_error(error: &Error) -> JsValue {
    let message = game_message(error).unwrap_or_else(|| code_of(error));
    error_with(error, &message)
}

/// The error of `error` with `message`.
fn error_with(error: &Error, message: &JsValue) -> JsValue {
    let code = error.code_entry();
    make_error(
        js_class(code.kind()),
        code.name(),
        message,
        js_index(error.row()),
        js_index(error.column()),
        js_index(error.move_number()),
        js_index(error.line()),
    )
}
