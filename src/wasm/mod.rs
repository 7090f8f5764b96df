//! The JavaScript face of the crate: the only module that knows wasm-bindgen.
//!
//! This file holds the exported functions of rows and `makeError`'s import, through which
//! every error leaves; the modules below it are the rest of the boundary:
//!
//! - `message`: the one conversion of a core error into a JavaScript `Error`, whose message
//!   `messages.js` writes.
//! - `scratch`: the buffers in wasm memory that arguments are copied into. A call crosses
//!   the boundary once on the way in: a loader of `scratch.js` checks the argument and copies
//!   its bytes straight into the buffers. For `winner` and `winningPath`, `rowsCall` of
//!   `scratch.js` copies the rows before entering wasm, and `__rowsAnswer` below answers a
//!   small board in plain numbers.
//! - `read`: readers of arguments that stay JavaScript values (options, numbers, strings,
//!   `info`), with the checks of `checks.js`.
//! - `value`: the values the module answers with (players by name, `[row, col]` pairs),
//!   with `values.js`.
//! - `game`, `game_json`: the `Game` class, the core part of the package; `record`,
//!   `analysis`, `bot`: the free functions of the records, analysis and bot parts, each of
//!   which takes a game by value through `by_value`, since each part is its own instance.
//!
//! Every failure leaves as a JavaScript `Error` made by `makeError` of `checks.js`; nothing
//! here can panic.

use crate::error::{error_codes, Code, Kind};
use wasm_bindgen::prelude::*;

#[global_allocator]
static ALLOCATOR: alloc::Allocator = alloc::Allocator::new();

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &str = r#"
/** A player: the owner of the `X` or of the `O` stones. */
export type Player = "X" | "O";

/** Options of `winner` and `winningPath`. */
export interface Options {
  /**
   * The edges X must join. `"top-bottom"` (the default) gives O left to right;
   * `"left-right"` gives O top to bottom, as in the Exercism "connect" exercise.
   */
  xConnects?: "top-bottom" | "left-right";
}

/**
 * What the module throws: an `Error`, `TypeError` or `RangeError` with a `code`; `row` and
 * `column` (0-based) when a row or a cell is at fault, `move` (from 1) when a move of a
 * list is; for an error in a record's text, `line` and `column` (0-based) of the place.
 */
export interface HexConnectError extends Error {
  code: ErrorCode;
  row?: number;
  column?: number;
  move?: number;
  line?: number;
}

/**
 * The player who has joined their two edges, or `null`.
 * @param rows One string per row: `X`, `O` or `.` for each cell; spaces are layout only.
 * @throws {HexConnectError} when `rows` or `options` are not valid; the message names the
 * row, the column and the character at fault.
 */
export function winner(rows: string[], options?: Options): Player | null;

/**
 * The winner's shortest connecting chain (fewest stones) as 0-based `[row, col]` pairs, from
 * the winner's start edge (row 0, or column 0) to the opposite edge, each pair a neighbour of
 * the one before; `null` when nobody has won.
 * @throws {HexConnectError} as `winner` does.
 */
export function winningPath(rows: string[], options?: Options): Array<[number, number]> | null;

/**
 * The most bytes of UTF-8 text one argument may hold: the rows of a board (spaces
 * included), an SGF record or a trmph link. Longer input is a `TOO_LARGE` error; an app can
 * refuse a file over this size before reading it.
 */
export function maxInputBytes(): number;

"#;

mod alloc;
mod analysis;
#[cfg(feature = "game")]
mod bot;
#[cfg(feature = "game")]
mod by_value;
#[cfg(feature = "game")]
mod game;
#[cfg(feature = "game")]
mod game_json;
#[cfg(feature = "game")]
mod knowledge;
mod message;
#[cfg(feature = "game")]
mod read;
#[cfg(feature = "game")]
mod record;
mod scratch;
mod value;

pub use analysis::analyze;
pub use message::{board_error, game_error, to_js_error};

#[wasm_bindgen(module = "/src/wasm/checks.js")]
extern "C" {
    #[wasm_bindgen(js_name = makeError)]
    fn make_error(
        kind: u32,
        code: &str,
        message: &JsValue,
        row: f64,
        column: f64,
        number: f64,
        line: f64,
    ) -> JsValue;
}

/// `winner(rows, options?)`: `"X"`, `"O"` or `null`.
#[wasm_bindgen(skip_typescript)]
pub fn winner(rows: &JsValue, options: &JsValue) -> Result<JsValue, JsValue> {
    answer(rows, options, false)
}

/// `winningPath(rows, options?)`: `[[row, col], ...]` or `null`.
#[wasm_bindgen(js_name = winningPath, skip_typescript)]
pub fn winning_path(rows: &JsValue, options: &JsValue) -> Result<JsValue, JsValue> {
    answer(rows, options, true)
}

/// What `winner` answers, or with `path` what `winningPath` does: one function for both,
/// so that the module holds the reading and the flood once.
#[inline(never)]
fn answer(rows: &JsValue, options: &JsValue, path: bool) -> Result<JsValue, JsValue> {
    let (board, rule) = scratch::read(rows, options)?;
    let winner = board.winner_small(rule);
    if !path {
        return Ok(value::player_name(winner));
    }
    let chain = winner.and_then(|player| board.chain(player, rule));
    Ok(value::chain_value(chain.as_ref()))
}

/// `__rowsAnswer(code, path)`: what `winner` (`path` 0) or `winningPath` (`path` 1) answers
/// for the rows `load` of `scratch.js` copied and returned `code` for, as a number, when they
/// are a small board with nothing wrong; -1 for anything else. `rowsCall` of `scratch.js`
/// calls it, and the general exports above for what it cannot answer; no part of the API.
#[wasm_bindgen(js_name = __rowsAnswer, skip_typescript)]
#[must_use]
pub fn rows_answer(code: u32, path: u32) -> i32 {
    scratch::small_answer(code as usize, path != 0)
}

/// `maxInputBytes()`: the most bytes of UTF-8 text one argument may hold.
#[wasm_bindgen(js_name = maxInputBytes, skip_typescript)]
#[must_use]
pub fn max_input_bytes() -> u32 {
    u32::try_from(crate::MAX_INPUT_BYTES).unwrap_or(u32::MAX)
}

/// The classes of `makeError` in `checks.js`, by the [`Kind`] of an error's code.
const ERROR: u32 = 0;
const TYPE_ERROR: u32 = 1;
const RANGE_ERROR: u32 = 2;

const fn js_class(kind: Kind) -> u32 {
    match kind {
        Kind::Type => TYPE_ERROR,
        Kind::Range => RANGE_ERROR,
        Kind::Other => ERROR,
    }
}

/// The name of the JavaScript class of a [`Kind`], in the `.d.ts`.
macro_rules! js_class_name {
    (Type) => {
        "TypeError"
    };
    (Range) => {
        "RangeError"
    };
    (Other) => {
        "Error"
    };
}

/// The `.d.ts` `ErrorCode` type and its list of codes, built from the crate's one table.
macro_rules! error_code_type {
    ($($variant:ident $name:literal $kind:ident $meaning:literal;)*) => {
        concat!(
            "\n/**\n * The `code` of every error the module throws, a stable word to branch on \
             (the message is\n * for people and may change):\n",
            $(" * - `", $name, "` (", js_class_name!($kind), "): ", $meaning, ".\n",)*
            " */\nexport type ErrorCode =",
            $("\n  | \"", $name, "\"",)*
            ";\n"
        )
    };
}

#[wasm_bindgen(typescript_custom_section)]
const ERROR_CODE_TYPE: &str = error_codes!(error_code_type);

/// What `makeError` takes for a field that does not apply.
const NONE: f64 = -1.0;

/// An index as `makeError` takes it, `NONE` for none. A usize of wasm32 is a u32, so every
/// index crosses exactly (a row of 2^32 - 1 given to `play` too).
fn js_index(v: Option<usize>) -> f64 {
    v.map_or(NONE, |v| f64::from(u32::try_from(v).unwrap_or(u32::MAX)))
}

/// An error of `code` about no cell, move or place in a text, of the class its kind gives.
fn coded_error(code: Code, message: &str) -> JsValue {
    make_error(
        js_class(code.kind()),
        code.name(),
        &JsValue::from_str(message),
        NONE,
        NONE,
        NONE,
        NONE,
    )
}
