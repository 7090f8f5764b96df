//! The JavaScript face of the crate: the only module that knows wasm-bindgen.
//!
//! A call crosses the boundary a fixed number of times whatever the board's size: one call
//! checks the arguments and measures the rows, one copies every row's bytes straight into
//! wasm memory (`TextEncoder.encodeInto`, the cheapest copy there is), and a path leaves as
//! one flat `Uint32Array` view that `js/rows.js` turns into `[row, col]` pairs. Every failure
//! leaves as a JavaScript `Error`; nothing here can panic.

use crate::{Board, Error, Player, Rule};
use js_sys::{Array, Reflect};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;

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
 * The player who has joined their two edges, or `null`.
 * @param rows One string per row: `X`, `O` or `.` for each cell; spaces are layout only.
 * @throws {Error} when `rows` or `options` are not valid; the message names the row,
 * the column and the character at fault.
 */
export function winner(rows: string[], options?: Options): Player | null;

/**
 * The winner's shortest connecting chain (fewest stones) as 0-based `[row, col]` pairs, from
 * the winner's start edge (row 0, or column 0) to the opposite edge, each pair a neighbour of
 * the one before; `null` when nobody has won.
 * @throws {Error} as `winner` does.
 */
export function winningPath(rows: string[], options?: Options): Array<[number, number]> | null;
"#;

#[wasm_bindgen(module = "/js/rows.js")]
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

    #[wasm_bindgen(js_name = ruleOf, catch)]
    fn rule_of(options: &JsValue) -> Result<bool, JsValue>;

    #[wasm_bindgen(js_name = copyRows, catch)]
    fn copy_rows(rows: &JsValue) -> Result<Array, JsValue>;

    #[wasm_bindgen(js_name = toPairs)]
    fn to_pairs(flat: &[u32]) -> JsValue;

    #[wasm_bindgen(thread_local_v2, js_name = X)]
    static X_NAME: JsValue;

    #[wasm_bindgen(thread_local_v2, js_name = O)]
    static O_NAME: JsValue;
}

/// `winner(rows, options?)`: `"X"`, `"O"` or `null`.
#[wasm_bindgen(skip_typescript)]
pub fn winner(rows: &JsValue, options: &JsValue) -> Result<JsValue, JsValue> {
    let (board, rule) = read(rows, options)?;
    Ok(match board.winner(rule) {
        Some(Player::X) => X_NAME.with(JsValue::clone),
        Some(Player::O) => O_NAME.with(JsValue::clone),
        None => JsValue::NULL,
    })
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
    registered: bool,
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
        self.registered = true;
    }
}

thread_local! {
    static SCRATCH: RefCell<Scratch> = const {
        RefCell::new(Scratch { bytes: Vec::new(), ends: Vec::new(), registered: false })
    };
}

fn read(rows: &JsValue, options: &JsValue) -> Result<(Board, Rule), JsValue> {
    let loaded = SCRATCH.with(|cell| {
        // A getter inside `rows` could call back into this module while the scratch is in
        // use; such a nested call reads its rows the slow way.
        let Ok(mut scratch) = cell.try_borrow_mut() else {
            return Ok(None);
        };
        if !scratch.registered {
            scratch.bytes = vec![0; 1 << 14];
            scratch.ends = vec![0; 1 << 9];
            scratch.register();
        }
        loop {
            let code = load(rows, options)?;
            match code {
                -1 => {
                    let need = |i: usize| scratch.ends.get(i).map_or(0, |&n| n as usize);
                    let (bytes, count) = (need(0), need(1));
                    if bytes > crate::MAX_INPUT_BYTES {
                        return Err(to_js_error(Error::InputTooLong {
                            bytes,
                            limit: crate::MAX_INPUT_BYTES,
                        }));
                    }
                    // Room for what is asked, and no shrinking below what was there.
                    let bytes = bytes.max(scratch.bytes.len());
                    let count = count.max(scratch.ends.len()).max(2);
                    scratch.bytes = vec![0; bytes];
                    scratch.ends = vec![0; count];
                    scratch.register();
                }
                code if code >= 0 => {
                    let rule = if code & 1 == 1 {
                        Rule::XLeftRight
                    } else {
                        Rule::XTopBottom
                    };
                    let count = (code >> 1) as usize;
                    let board = match scratch.ends.get(..count) {
                        Some(ends) => Board::parse_joined(&scratch.bytes, ends),
                        None => return Ok(None),
                    };
                    return Ok(Some((board, rule)));
                }
                _ => return Ok(None),
            }
        }
    })?;
    let (board, rule) = match loaded {
        Some(found) => found,
        None => slow_read(rows, options)?,
    };
    Ok((board.map_err(to_js_error)?, rule))
}

/// Reads the rows one by one: for rows with non-ASCII text, whose error names the character.
fn slow_read(rows: &JsValue, options: &JsValue) -> Result<(Result<Board, Error>, Rule), JsValue> {
    let rows: Vec<String> = copy_rows(rows)?
        .iter()
        .map(|row| row.as_string().unwrap_or_default())
        .collect();
    let rule = match rule_of(options)? {
        true => Rule::XLeftRight,
        false => Rule::XTopBottom,
    };
    Ok((Board::parse(&rows), rule))
}

/// A JavaScript `Error` with the message, and `row` / `column` (0-based) where they apply.
fn to_js_error(error: Error) -> JsValue {
    let js = js_sys::Error::new(&error.to_string());
    for (key, value) in [("row", error.row()), ("column", error.column())] {
        if let Some(value) = value {
            // Setting a data property on a fresh Error cannot fail; ignore the Result anyway.
            let _ = Reflect::set(&js, &JsValue::from_str(key), &JsValue::from(value as u32));
        }
    }
    js.into()
}
