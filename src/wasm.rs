//! The JavaScript face of the crate: the only module that knows wasm-bindgen.
//!
//! A call crosses the boundary once on the way in: `load` in `js/rows.js` checks the
//! arguments and copies every row's bytes straight into a scratch buffer in wasm memory
//! (joined, or `TextEncoder.encodeInto` per long row: the cheapest copies there are). A path
//! leaves as one flat `Uint32Array` view that `toPairs` turns into `[row, col]` pairs. Every
//! failure leaves as a JavaScript `Error`; nothing here can panic.

#[cfg(feature = "game")]
use crate::game::Game;
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

    #[cfg(feature = "game")]
    #[wasm_bindgen(js_name = ruleOf, catch)]
    fn rule_of(options: &JsValue) -> Result<u32, JsValue>;

    #[cfg(feature = "game")]
    #[wasm_bindgen(catch)]
    fn count(value: &JsValue, name: &str, min: f64, max: f64) -> Result<f64, JsValue>;

    #[wasm_bindgen(js_name = makeError)]
    fn make_error(message: &str, row: i32, column: i32) -> JsValue;

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

#[cfg(feature = "game")]
#[wasm_bindgen(typescript_custom_section)]
const GAME_TYPES: &str = r#"
/**
 * A game played move by move, its winner kept up to date incrementally (a union-find with
 * an undo log). Moves in notation are as on HexWiki: a column letter (`a` at the left, then
 * `z`, `aa`, `ab`, …) and a row number from 1 at the top, as in `"c4"`.
 *
 * A `Game` holds WebAssembly memory: call `free()` when done with it. A `Game` that is
 * forgotten without `free()` is reclaimed when the garbage collector finalizes it, where the
 * engine has `FinalizationRegistry` (every current browser and Node).
 */
export class Game {
  /** An empty board of `rows` x `cols`, X to move. */
  constructor(rows: number, cols: number, options?: Options);
  /** The position of `rows` (as for `winner`); X to move if both have as many stones, else O. */
  static fromRows(rows: string[], options?: Options): Game;
  /** The moves `"a1 b3 c2 ..."` played on an empty board; an error names the bad move. */
  static fromMoves(moves: string, rows: number, cols: number, options?: Options): Game;
  /** Places a stone of the side to move at 0-based (row, col); returns the winner or null.
   * @throws {Error} after a win, on an occupied cell or off the board; nothing changes. */
  play(row: number, col: number): Player | null;
  /** `play` for a move in notation, such as `"c4"`. */
  playMove(move: string): Player | null;
  /** Takes back the last move; false if there is none. */
  undo(): boolean;
  /** Plays again the last move taken back; false if there is none. */
  redo(): boolean;
  /** The side to move. */
  readonly toMove: Player;
  /** The winner, or `null` while the game goes on. */
  readonly winner: Player | null;
  /** Moves played in this game (not counting the stones of a `fromRows` position). */
  readonly moveCount: number;
  /** The winner's shortest chain as `[row, col]` pairs, or `null`. */
  winningPath(): Array<[number, number]> | null;
  /** The position in the row format of `winner()`. */
  toRows(): string[];
  /** The moves of this game in notation, `"a1 b3 c2 ..."`. */
  toMoves(): string;
  /** Releases the game's WebAssembly memory; the object is unusable afterwards. */
  free(): void;
}
"#;

#[cfg(feature = "game")]
fn rule_from(options: &JsValue) -> Result<Rule, JsValue> {
    Ok(if rule_of(options)? == 1 {
        Rule::XLeftRight
    } else {
        Rule::XTopBottom
    })
}

#[cfg(feature = "game")]
/// A whole number argument from `min` to `max`, or a `TypeError` naming it.
fn whole(value: &JsValue, name: &str, min: usize, max: usize) -> Result<usize, JsValue> {
    Ok(count(value, name, min as f64, max as f64)? as usize)
}

#[cfg(feature = "game")]
/// A row or column given as a number: a whole number of 0 or more.
fn index(value: f64, name: &str) -> Result<usize, JsValue> {
    if value.is_finite() && value >= 0.0 && value.fract() == 0.0 && value <= f64::from(u32::MAX) {
        Ok(value as usize)
    } else {
        let mut message = String::from(name);
        message.push_str(" must be a whole number of 0 or more");
        Err(make_error(&message, -1, -1))
    }
}

#[cfg(feature = "game")]
fn game_error(error: &crate::game::GameError) -> JsValue {
    make_error(&error.to_string(), -1, -1)
}

#[cfg(feature = "game")]
/// `Game`: a game played move by move, its winner kept incrementally (see `crate::game`).
#[wasm_bindgen(js_name = Game, skip_typescript)]
pub struct JsGame {
    game: Game,
}

#[cfg(feature = "game")]
#[wasm_bindgen(js_class = Game)]
impl JsGame {
    /// `new Game(rows, cols, options?)`: an empty board, X to move.
    #[wasm_bindgen(constructor)]
    pub fn new(rows: &JsValue, cols: &JsValue, options: &JsValue) -> Result<JsGame, JsValue> {
        let rule = rule_from(options)?;
        let rows = whole(rows, "rows", 1, crate::MAX_CELLS)?;
        let cols = whole(cols, "cols", 1, crate::MAX_CELLS)?;
        let game = Game::new(rows, cols, rule).map_err(|e| game_error(&e))?;
        Ok(JsGame { game })
    }

    /// `Game.fromRows(rows, options?)`: the position of `rows`; X to move if both players
    /// have as many stones, else O.
    #[wasm_bindgen(js_name = fromRows)]
    pub fn from_rows(rows: &JsValue, options: &JsValue) -> Result<JsGame, JsValue> {
        let (board, rule) = read(rows, options)?;
        Ok(JsGame {
            game: Game::from_board(&board, rule),
        })
    }

    /// `Game.fromMoves("a1 b3 c2", rows, cols, options?)`.
    #[wasm_bindgen(js_name = fromMoves)]
    pub fn from_moves(
        moves: &JsValue,
        rows: &JsValue,
        cols: &JsValue,
        options: &JsValue,
    ) -> Result<JsGame, JsValue> {
        let Some(text) = moves.as_string() else {
            return Err(make_error(
                "moves must be a string of moves such as \"a1 b3 c2\"",
                -1,
                -1,
            ));
        };
        let mut game = JsGame::new(rows, cols, options)?;
        for (i, token) in text.split_whitespace().enumerate() {
            if let Err(e) = game.game.play_move(token) {
                let mut message = String::from("move ");
                // Writing to a String cannot fail.
                let _ = crate::error::write_number(&mut message, i + 1);
                message.push_str(" (\"");
                message.push_str(token);
                message.push_str("\"): ");
                message.push_str(&e.to_string());
                return Err(make_error(&message, -1, -1));
            }
        }
        Ok(game)
    }

    /// `play(row, col)`: places the side to move; returns the winner or `null`. The numbers
    /// cross as plain `f64`s (checked here) so that a move costs one call.
    pub fn play(&mut self, row: f64, col: f64) -> Result<JsValue, JsValue> {
        let row = index(row, "row")?;
        let col = index(col, "col")?;
        let winner = self.game.play(row, col).map_err(|e| game_error(&e))?;
        Ok(player_name(winner))
    }

    /// `playMove("c4")`.
    #[wasm_bindgen(js_name = playMove)]
    pub fn play_move(&mut self, token: &JsValue) -> Result<JsValue, JsValue> {
        let Some(token) = token.as_string() else {
            return Err(make_error("a move must be a string such as \"c4\"", -1, -1));
        };
        let winner = self
            .game
            .play_move(token.trim())
            .map_err(|e| game_error(&e))?;
        Ok(player_name(winner))
    }

    /// `undo()`: takes back the last move; false if there is none.
    pub fn undo(&mut self) -> bool {
        self.game.undo()
    }

    /// `redo()`: plays again the last move taken back; false if there is none.
    pub fn redo(&mut self) -> bool {
        self.game.redo()
    }

    /// `toMove`: `"X"` or `"O"`.
    #[wasm_bindgen(getter, js_name = toMove)]
    pub fn to_move(&self) -> JsValue {
        player_name(Some(self.game.to_move()))
    }

    /// `winner`: `"X"`, `"O"` or `null`.
    #[wasm_bindgen(getter)]
    pub fn winner(&self) -> JsValue {
        player_name(self.game.winner())
    }

    /// `moveCount`: moves played in this game.
    #[wasm_bindgen(getter, js_name = moveCount)]
    pub fn move_count(&self) -> u32 {
        self.game.move_count() as u32
    }

    /// `winningPath()`: the winner's shortest chain, or `null`.
    #[wasm_bindgen(js_name = winningPath)]
    pub fn winning_path(&self) -> JsValue {
        path_value(self.game.winning_path())
    }

    /// `toRows()`: the position in the row format of `winner()`.
    #[wasm_bindgen(js_name = toRows)]
    pub fn to_rows(&self) -> Vec<String> {
        self.game.board().to_rows()
    }

    /// `toMoves()`: the moves in notation, `"a1 b3 c2"`.
    #[wasm_bindgen(js_name = toMoves)]
    pub fn to_moves(&self) -> String {
        self.game.to_moves()
    }
}
