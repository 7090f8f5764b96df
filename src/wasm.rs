//! The JavaScript face of the crate: the only module that knows wasm-bindgen.
//!
//! Rows cross as one joined string (one copy, no per-row calls), the rule as a small number,
//! and paths as one flat `Uint32Array` view that `js/rows.js` turns into `[row, col]` pairs.
//! Every failure leaves as a JavaScript `Error`; nothing here can panic.

use crate::{Board, Error, Rule};
use js_sys::{Array, Reflect};
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
    #[wasm_bindgen(js_name = joinRows, catch)]
    fn join_rows(rows: &JsValue) -> Result<Option<String>, JsValue>;

    #[wasm_bindgen(js_name = copyRows, catch)]
    fn copy_rows(rows: &JsValue) -> Result<Array, JsValue>;

    #[wasm_bindgen(js_name = readRule, catch)]
    fn read_rule(options: &JsValue) -> Result<u32, JsValue>;

    #[wasm_bindgen(js_name = toPairs)]
    fn to_pairs(flat: &[u32]) -> JsValue;
}

/// `winner(rows, options?)`: `"X"`, `"O"` or `null`.
#[wasm_bindgen(skip_typescript)]
pub fn winner(rows: &JsValue, options: &JsValue) -> Result<JsValue, JsValue> {
    let (board, rule) = read(rows, options)?;
    Ok(match board.winner(rule) {
        Some(player) => JsValue::from_str(match player {
            crate::Player::X => "X",
            crate::Player::O => "O",
        }),
        None => JsValue::NULL,
    })
}

/// `winningPath(rows, options?)`: `[[row, col], ...]` or `null`.
#[wasm_bindgen(js_name = winningPath, skip_typescript)]
pub fn winning_path(rows: &JsValue, options: &JsValue) -> Result<JsValue, JsValue> {
    let (board, rule) = read(rows, options)?;
    Ok(match board.winning_path(rule) {
        Some(path) => {
            let flat: Vec<u32> = path
                .iter()
                .flat_map(|&(r, c)| [r as u32, c as u32])
                .collect();
            to_pairs(&flat)
        }
        None => JsValue::NULL,
    })
}

fn read(rows: &JsValue, options: &JsValue) -> Result<(Board, Rule), JsValue> {
    let rule = match read_rule(options)? {
        0 => Rule::XTopBottom,
        _ => Rule::XLeftRight,
    };
    let board = match join_rows(rows)? {
        Some(text) => Board::parse(text.split('\n')),
        None => Err(Error::NoRows),
    };
    // The joined text gives the same answer and the same error as the rows one by one,
    // except when a row holds a line break; then read them one by one.
    let board = match board {
        Ok(board) => board,
        Err(_) => {
            let rows: Vec<String> = copy_rows(rows)?
                .iter()
                .map(|row| row.as_string().unwrap_or_default())
                .collect();
            Board::parse(&rows).map_err(to_js_error)?
        }
    };
    Ok((board, rule))
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
