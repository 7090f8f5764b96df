//! The scratch buffers in wasm memory that arguments are copied into: rows, texts and cells
//! cross the boundary as one copy each, made by the loaders of `scratch.js`, so a call
//! allocates nothing for its input.

use super::{board_error, coded_error};
use crate::board::JoinedRows;
use crate::error::Code;
use crate::{Board, Error, Rule};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(module = "/src/wasm/scratch.js")]
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

    #[wasm_bindgen(js_name = loadPart, catch)]
    fn load_part(rows: &JsValue, from: u32, count: u32) -> Result<i32, JsValue>;

    #[cfg(feature = "game")]
    #[wasm_bindgen(js_name = loadText, catch)]
    fn load_text(value: &JsValue, what: &str) -> Result<i32, JsValue>;

    #[cfg(feature = "game")]
    #[wasm_bindgen(js_name = loadCells, catch)]
    fn load_cells(cells: &JsValue, last: f64) -> Result<i32, JsValue>;
}

/// Where the loaders copy an argument: kept between calls, and registered with the
/// JavaScript side whenever it moves.
struct Scratch {
    bytes: Vec<u8>,
    ends: Vec<u32>,
    /// The board `__rowsAnswer` reads small boards into, its memory kept between calls.
    board: Board,
}

thread_local! {
    static SCRATCH: RefCell<Scratch> = const {
        RefCell::new(Scratch { bytes: Vec::new(), ends: Vec::new(), board: Board::none() })
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
            return Err(board_error(&Error::InputTooLong {
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

    /// Calls `copy`, one of the loaders of `scratch.js`, until it fits: on -1 grows the
    /// buffers to what it asks (bytes in `ends[0]`, entries in `ends[1]`, never more entries
    /// than `most`) and calls it again. What it returned.
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
}

/// Runs `f` with the scratch; the `BUSY` error when it is in use, which only a getter of
/// an argument calling back into this module can cause.
fn with_scratch<R>(f: impl FnOnce(&mut Scratch) -> Result<R, JsValue>) -> Result<R, JsValue> {
    SCRATCH.with(|cell| match cell.try_borrow_mut() {
        Ok(mut scratch) => f(&mut scratch),
        Err(_) => Err(coded_error(
            Code::Busy,
            "the module cannot be called from inside a getter of the rows it is reading",
        )),
    })
}

/// The rule of what `load` returned.
fn rule_of(code: usize) -> Rule {
    if code & 1 == 1 {
        Rule::XLeftRight
    } else {
        Rule::XTopBottom
    }
}

/// The board of `rows` and the rule of `options`, as `winner` takes them: `load` copies the
/// rows in, and the board is read from the copy. Many long rows are copied and read a part
/// at a time instead, each part read before `loadPart` copies the next over it, so that
/// they are read while they are in the processor's cache (see scratch.js).
pub(super) fn read(rows: &JsValue, options: &JsValue) -> Result<(Board, Rule), JsValue> {
    with_scratch(|scratch| {
        let code = scratch.fill(usize::MAX, || load(rows, options))?;
        let (count, parts) = (code >> 2, code & 2 != 0);
        // In parts, `load` has copied nothing, and has made sure that any row fits.
        let mut got = if parts { 0 } else { count };
        let total = scratch.ends.first().map_or(0, |&n| n as usize);
        if parts && total > crate::MAX_INPUT_BYTES {
            return Err(board_error(&Error::InputTooLong {
                bytes: total,
                limit: crate::MAX_INPUT_BYTES,
            }));
        }
        let mut board = JoinedRows::new(count);
        let mut from = 0;
        loop {
            let ends = scratch.ends.get(..got).unwrap_or_default();
            board
                .read(&scratch.bytes, ends)
                .map_err(|e| board_error(&e))?;
            from += got;
            let (Ok(first), Ok(all)) = (u32::try_from(from), u32::try_from(count)) else {
                break;
            };
            if from >= count {
                break;
            }
            // At least one row, or `loadPart` throws.
            got = usize::try_from(load_part(rows, first, all)?)
                .unwrap_or(0)
                .max(1);
        }
        let board = board.finish().map_err(|e| board_error(&e))?;
        Ok((board, rule_of(code)))
    })
}

/// What `__rowsAnswer` answers for the rows that `load` copied and returned `code` for: 0
/// for nobody, 1 for X, 2 for O; with `path`, 0 for nobody or the number of cells of the
/// winner's shortest chain, whose first cell goes to the ends (row, then column) and whose
/// steps go to the bytes. -1 for rows that are no small board or have a fault, which the
/// general path then reads.
pub(super) fn small_answer(code: usize, path: bool) -> i32 {
    const GENERAL: i32 = -1;
    SCRATCH.with(|cell| {
        let Ok(mut scratch) = cell.try_borrow_mut() else {
            return GENERAL;
        };
        let Scratch { bytes, ends, board } = &mut *scratch;
        let rule = rule_of(code);
        if !board.read_small(bytes, ends.get(..code >> 2).unwrap_or_default()) {
            return GENERAL;
        }
        let winner = board.winner_small(rule);
        let chain = match winner {
            None => return 0,
            Some(player) if !path => return 1 + i32::from(player == crate::Player::O),
            Some(player) => board.chain(player, rule),
        };
        let Some(chain) = chain else {
            return 0;
        };
        let (Ok(row), Ok(col), Ok(cells)) = (
            u32::try_from(chain.start.0),
            u32::try_from(chain.start.1),
            i32::try_from(chain.steps.len() + 1),
        ) else {
            return GENERAL;
        };
        if ends.len() < 2 || bytes.len() < chain.steps.len() {
            return GENERAL;
        }
        crate::board::copy(ends, &[row, col]);
        crate::board::copy(bytes, &chain.steps);
        cells
    })
}

/// Calls `f` with the text of a string argument, copied into the scratch bytes by one
/// `encodeInto` (a long text, such as a game record, crosses several times faster so than
/// as a `String`); a `TypeError` naming `what` for a value that is not a string.
#[cfg(feature = "game")]
pub(super) fn with_text<R>(
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

/// Calls `f` with the cells of `Game.playCells`, checked to be whole numbers up to `last`
/// and copied into the scratch ends; `loadCells` reads no more of them than `last + 1`,
/// the cells of the board.
#[cfg(feature = "game")]
pub(super) fn with_cells<R>(
    cells: &JsValue,
    last: usize,
    f: impl FnOnce(&[u32]) -> Result<R, JsValue>,
) -> Result<R, JsValue> {
    with_scratch(|scratch| {
        let count = scratch.fill(last.saturating_add(1), || {
            load_cells(cells, super::js_index(Some(last)))
        })?;
        f(scratch.ends.get(..count).unwrap_or_default())
    })
}
