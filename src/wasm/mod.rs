//! The JavaScript face of the crate: the only module that knows wasm-bindgen.
//!
//! A call crosses the boundary once on the way in: `load` in `rows.js` checks the
//! arguments and copies every row's bytes straight into a scratch buffer in wasm memory
//! (joined, or `TextEncoder.encodeInto` per long row: the cheapest copies there are). A path
//! leaves as one flat `Uint32Array` view that `toPairs` turns into `[row, col]` pairs. Every
//! failure leaves as a JavaScript `Error`; nothing here can panic.

use crate::error::{error_codes, Kind};
use crate::{Board, Error, Player, Rule};
use std::cell::RefCell;
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

"#;

mod alloc;
mod analysis;
#[cfg(feature = "game")]
mod bot;
#[cfg(feature = "game")]
mod game;
#[cfg(feature = "game")]
mod game_json;
#[cfg(feature = "game")]
mod record;

pub use analysis::analyze;

#[wasm_bindgen(module = "/src/wasm/rows.js")]
extern "C" {
    #[wasm_bindgen(js_name = useScratch)]
    fn use_scratch(
        memory: &JsValue,
        bytes: *mut u8,
        bytes_len: usize,
        ends: *mut u32,
        ends_len: usize,
    );

    #[wasm_bindgen(catch)]
    fn load(rows: &JsValue, options: &JsValue) -> Result<i32, JsValue>;

    #[cfg(feature = "game")]
    #[wasm_bindgen(js_name = ruleOf, catch)]
    fn rule_of(options: &JsValue) -> Result<u32, JsValue>;

    #[cfg(feature = "game")]
    #[wasm_bindgen(catch)]
    fn count(value: &JsValue, name: &str, min: f64, max: f64) -> Result<f64, JsValue>;

    #[cfg(feature = "game")]
    #[wasm_bindgen(catch)]
    fn text(value: &JsValue, what: &str) -> Result<String, JsValue>;

    #[cfg(feature = "game")]
    #[wasm_bindgen(js_name = loadText, catch)]
    fn load_text(value: &JsValue, what: &str) -> Result<i32, JsValue>;

    #[cfg(feature = "game")]
    #[wasm_bindgen(js_name = badNumber)]
    fn bad_number(name: &str, value: f64, min: f64, max: f64) -> JsValue;

    #[wasm_bindgen(js_name = makeError)]
    pub(crate) fn make_error(
        kind: u32,
        code: &str,
        message: &str,
        row: f64,
        column: f64,
        number: f64,
        line: f64,
    ) -> JsValue;

    #[wasm_bindgen(js_name = toPairs)]
    fn to_pairs(flat: &[u32]) -> JsValue;

    #[wasm_bindgen(thread_local_v2, js_name = X)]
    static X_NAME: JsValue;

    #[wasm_bindgen(thread_local_v2, js_name = O)]
    static O_NAME: JsValue;
}

fn player_name(player: Option<Player>) -> JsValue {
    match player {
        Some(Player::X) => X_NAME.with(JsValue::clone),
        Some(Player::O) => O_NAME.with(JsValue::clone),
        None => JsValue::NULL,
    }
}

#[cfg(feature = "game")]
fn path_value(path: Option<Vec<(usize, usize)>>) -> JsValue {
    match path {
        Some(path) => {
            let flat: Vec<u32> = path
                .iter()
                .flat_map(|&(r, c)| [r as u32, c as u32])
                .collect();
            to_pairs(&flat)
        }
        None => JsValue::NULL,
    }
}

/// `winner(rows, options?)`: `"X"`, `"O"` or `null`.
#[wasm_bindgen(skip_typescript)]
pub fn winner(rows: &JsValue, options: &JsValue) -> Result<JsValue, JsValue> {
    let (board, rule) = read(rows, options)?;
    Ok(player_name(board.winner(rule)))
}

/// `winningPath(rows, options?)`: `[[row, col], ...]` or `null`.
#[wasm_bindgen(js_name = winningPath, skip_typescript)]
pub fn winning_path(rows: &JsValue, options: &JsValue) -> Result<JsValue, JsValue> {
    let (board, rule) = read(rows, options)?;
    let Some(player) = board.winner(rule) else {
        return Ok(JsValue::NULL);
    };
    let mut flat = Vec::new();
    Ok(if board.shortest_chain_into(player, rule, &mut flat) {
        to_pairs(&flat)
    } else {
        JsValue::NULL
    })
}

/// Where `load` copies the rows: kept between calls so that a call allocates nothing for
/// its input, and registered with the JavaScript side whenever it moves.
struct Scratch {
    bytes: Vec<u8>,
    ends: Vec<u32>,
}

thread_local! {
    static SCRATCH: RefCell<Scratch> = const {
        RefCell::new(Scratch { bytes: Vec::new(), ends: Vec::new() })
    };
}

impl Scratch {
    fn register(&mut self) {
        use_scratch(
            &wasm_bindgen::memory(),
            self.bytes.as_mut_ptr(),
            self.bytes.len(),
            self.ends.as_mut_ptr(),
            self.ends.len(),
        );
    }

    /// Makes the buffers on first use.
    fn ready(&mut self) {
        if self.ends.len() < 2 {
            self.bytes = vec![0; 1 << 14];
            self.ends = vec![0; 1 << 9];
            self.register();
        }
    }

    /// Grows the buffers to `bytes` and `count` (never less than they were); an error for
    /// more bytes than the module reads.
    fn grow(&mut self, bytes: usize, count: usize) -> Result<(), JsValue> {
        if bytes > crate::MAX_INPUT_BYTES {
            return Err(to_js_error(&Error::InputTooLong {
                bytes,
                limit: crate::MAX_INPUT_BYTES,
            }));
        }
        let bytes = bytes.max(self.bytes.len());
        let count = count.max(self.ends.len());
        self.bytes = vec![0; bytes];
        self.ends = vec![0; count];
        self.register();
        Ok(())
    }

    /// Calls `copy`, one of the loaders of `rows.js` that copy an argument into the
    /// buffers, until it fits: on -1 grows them to what it asks (bytes in `ends[0]`, entries
    /// in `ends[1]`, never more entries than `most`) and calls it again. What it returned.
    fn fill(
        &mut self,
        most: usize,
        mut copy: impl FnMut() -> Result<i32, JsValue>,
    ) -> Result<usize, JsValue> {
        self.ready();
        loop {
            if let Ok(code) = usize::try_from(copy()?) {
                return Ok(code);
            }
            let need = |i: usize| self.ends.get(i).map_or(0, |&n| n as usize);
            self.grow(need(0), need(1).min(most))?;
        }
    }

    /// Has `load` copy the rows in, growing the buffers as it asks, then reads the board.
    fn read(&mut self, rows: &JsValue, options: &JsValue) -> Result<(Board, Rule), JsValue> {
        let code = self.fill(usize::MAX, || load(rows, options))?;
        let rule = if code & 1 == 1 {
            Rule::XLeftRight
        } else {
            Rule::XTopBottom
        };
        let ends = self.ends.get(..code >> 1).unwrap_or_default();
        let board = Board::parse_joined(&self.bytes, ends).map_err(|e| to_js_error(&e))?;
        Ok((board, rule))
    }
}

fn read(rows: &JsValue, options: &JsValue) -> Result<(Board, Rule), JsValue> {
    with_scratch(|scratch| scratch.read(rows, options))
}

fn with_scratch<R>(f: impl FnOnce(&mut Scratch) -> Result<R, JsValue>) -> Result<R, JsValue> {
    SCRATCH.with(|cell| match cell.try_borrow_mut() {
        Ok(mut scratch) => f(&mut scratch),
        // Only a getter inside `rows` calling back into this module gets here.
        Err(_) => Err(make_error(
            ERROR,
            "BUSY",
            "the module cannot be called from inside a getter of the rows it is reading",
            NONE,
            NONE,
            NONE,
            NONE,
        )),
    })
}

/// Calls `f` with the text of a string argument, copied into the scratch bytes by one
/// `encodeInto` (a long text, such as a game record, crosses several times faster so than
/// as a `String`); a `TypeError` naming `what` for a value that is not a string.
#[cfg(feature = "game")]
fn with_text<R>(
    value: &JsValue,
    what: &str,
    f: impl FnOnce(&str) -> Result<R, JsValue>,
) -> Result<R, JsValue> {
    with_scratch(|scratch| {
        // `loadText` asks for bytes only.
        let len = scratch.fill(0, || load_text(value, what))?;
        let bytes = scratch.bytes.get(..len).unwrap_or_default();
        // encodeInto writes UTF-8; the check is a backstop.
        f(std::str::from_utf8(bytes).unwrap_or_default())
    })
}

/// The classes of `makeError` in `rows.js`, by the [`Kind`] of an error's code.
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

/// The JavaScript error for a core error: a `RangeError` for sizes and cells out of range,
/// else an `Error`; with its `code`, and `row` / `column` (0-based), `move` and (in a
/// record's text) `line` where they apply.
fn to_js_error(error: &Error) -> JsValue {
    let code = error.code_entry();
    make_error(
        js_class(code.kind()),
        code.name(),
        &error.to_string(),
        js_index(error.row()),
        js_index(error.column()),
        js_index(error.move_number()),
        js_index(error.line()),
    )
}
