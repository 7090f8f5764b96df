//! The JavaScript face of the crate: the only module that knows wasm-bindgen.
//!
//! A call crosses the boundary once on the way in: `load` in `js/rows.js` checks the
//! arguments and copies every row's bytes straight into a scratch buffer in wasm memory
//! (joined, or `TextEncoder.encodeInto` per long row: the cheapest copies there are). A path
//! leaves as one flat `Uint32Array` view that `toPairs` turns into `[row, col]` pairs. Every
//! failure leaves as a JavaScript `Error`; nothing here can panic.

use crate::{Board, Error, Player, Rule};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;

// A free-list allocator of under a kilobyte instead of dlmalloc's five: this module makes a
// handful of allocations a call, so a short free list is all it needs.
#[global_allocator]
static ALLOCATOR: lol_alloc::LockedAllocator<lol_alloc::FreeListAllocator> =
    lol_alloc::LockedAllocator::new(lol_alloc::FreeListAllocator::new());

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

    #[wasm_bindgen(js_name = makeError)]
    fn make_error(message: &str, row: i32, column: i32) -> JsValue;

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

    /// Has `load` copy the rows in, growing the buffers as it asks, then reads the board.
    fn read(&mut self, rows: &JsValue, options: &JsValue) -> Result<(Board, Rule), JsValue> {
        if self.ends.len() < 2 {
            self.bytes = vec![0; 1 << 14];
            self.ends = vec![0; 1 << 9];
            self.register();
        }
        loop {
            let code = load(rows, options)?;
            if code >= 0 {
                let rule = if code & 1 == 1 {
                    Rule::XLeftRight
                } else {
                    Rule::XTopBottom
                };
                let count = (code >> 1) as usize;
                let ends = self.ends.get(..count).unwrap_or_default();
                let board = Board::parse_joined(&self.bytes, ends).map_err(to_js_error)?;
                return Ok((board, rule));
            }
            let need = |i: usize| self.ends.get(i).map_or(0, |&n| n as usize);
            let (bytes, count) = (need(0), need(1));
            if bytes > crate::MAX_INPUT_BYTES {
                return Err(to_js_error(Error::InputTooLong {
                    bytes,
                    limit: crate::MAX_INPUT_BYTES,
                }));
            }
            // Room for what is asked, never less than there was.
            let bytes = bytes.max(self.bytes.len());
            let count = count.max(self.ends.len());
            self.bytes = vec![0; bytes];
            self.ends = vec![0; count];
            self.register();
        }
    }
}

fn read(rows: &JsValue, options: &JsValue) -> Result<(Board, Rule), JsValue> {
    SCRATCH.with(|cell| match cell.try_borrow_mut() {
        Ok(mut scratch) => scratch.read(rows, options),
        // Only a getter inside `rows` calling back into this module gets here.
        Err(_) => Err(make_error(
            "winner and winningPath cannot be called from inside a getter of the rows they are reading",
            -1,
            -1,
        )),
    })
}

/// A JavaScript `Error` with the message, and `row` / `column` (0-based) where they apply.
fn to_js_error(error: Error) -> JsValue {
    let index = |v: Option<usize>| v.map_or(-1, |v| i32::try_from(v).unwrap_or(i32::MAX));
    make_error(
        &error.to_string(),
        index(error.row()),
        index(error.column()),
    )
}
