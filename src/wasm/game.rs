//! `Game` for JavaScript: a thin class over [`crate::game::Game`].

use super::by_value::{replay, snapshot, use_game_class};
use super::game_error;
use super::read::{index, rule_from, text, whole};
use super::scratch::{read, with_cells};
use super::value::{path_value, player_name};
use crate::game::Game;
use crate::{Player, Rule};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const GAME_TYPES: &str = r#"
/** The cells of `Game.playCells`, each `row * cols + col`: an array, or a typed array of
 * numbers. */
export type Cells =
  | readonly number[]
  | Int8Array | Uint8Array | Uint8ClampedArray | Int16Array | Uint16Array
  | Int32Array | Uint32Array | Float32Array | Float64Array;

/** A game as `Game.toJSON()` saves it and `Game.fromJSON()` reads it. */
export interface GameJSON {
  rows: number;
  cols: number;
  xConnects: "top-bottom" | "left-right";
  /** Whether the swap rule is allowed (the `swap` option). */
  swap: boolean;
  /** The moves in notation, swaps included: `["a1", "swap-pieces", "c3"]`. */
  moves: string[];
  /** What `redo()` would bring back, in the order it would play it. */
  redo: string[];
  /** The position the game began from, when that was not the empty board. */
  start?: string[];
  /** Who moved first from `start`. */
  first?: Player;
  /** The record's properties, when it was read from one (as `game.info`). */
  info?: GameInfo;
}

/**
 * A game played move by move, its winner kept up to date incrementally (groups of stones with
 * an undo log). Moves in notation are as on HexWiki: a column letter (`a` at the left, then
 * `z`, `aa`, `ab`, …) and a row number from 1 at the top, as in `"c4"`.
 *
 * A `Game` holds WebAssembly memory: call `free()` when done with it. A `Game` that is
 * forgotten without `free()` is reclaimed when the garbage collector finalizes it, where the
 * engine has `FinalizationRegistry` (every current browser and Node).
 */
export class Game {
  /** An empty board of `rows` x `cols`, X to move. */
  constructor(rows: number, cols: number, options?: GameOptions);
  /** The position of `rows` (as for `winner`); X to move if both have as many stones, else O. */
  static fromRows(rows: string[], options?: Options): Game;
  /** The moves `"a1 b3 c2 ..."` played on an empty board; `swap-pieces`, `swap` and
   * `swap-sides` are read as `playMove` reads them.
   * @throws {HexConnectError} for the first bad move, with its number in `move`. */
  static fromMoves(moves: string, rows: number, cols: number, options?: GameOptions): Game;
  /** The root properties of the record the game was read from, as `{ PB: "…", RE: "B+" }`,
   * with a final resignation or forfeit as `RE` (`"B+R"`, `"W+F"`); `{}` otherwise. */
  readonly info: GameInfo;
  /** Places a stone of the side to move at 0-based (row, col); returns the winner or null.
   * @throws {HexConnectError} `GAME_OVER`, `OCCUPIED`, `OFF_BOARD` or `BAD_NUMBER`; nothing
   * changes. */
  play(row: number, col: number): Player | null;
  /** `play` for a move in notation, such as `"c4"`. As the second move, `"swap-pieces"`
   * (also `"swap"`) takes the first stone off and puts an O on its mirror cell (row and
   * column exchanged), X to move; `"swap-sides"` leaves the stone and has O move.
   * @throws {HexConnectError} `BAD_MOVE`, `BAD_SWAP` (a swap that is off, not the second
   * move, or a swap-pieces on a board that is not square), or as `play`. */
  playMove(move: string): Player | null;
  /** Plays `cells` in order, each numbered `row * cols + col` and each for the side to
   * move, until one of them wins or the list ends, in one call into WebAssembly; returns how
   * many were played (and `winner` says who won, or null). A Monte-Carlo playout is one call:
   * the empty cells, shuffled. Like `play`, a list that is not empty drops what `redo()`
   * could bring back. Entries past the board's number of cells are not read: the game is
   * won before them.
   * @throws {HexConnectError} `INVALID_TYPE` for a value that is not an array or a typed
   * array, `BAD_NUMBER` for an entry that is not a cell of the board, and for the first cell
   * that cannot be played `OCCUPIED` (a stone there, or the cell given twice) or
   * `GAME_OVER`; each with the cell's number from 1 in `move`. Nothing changes. */
  playCells(cells: Cells): number;
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
  /** The game as a plain object for `JSON.stringify`, with the fields `GameJSON` lists;
   * `Game.fromJSON` makes the game again from it. */
  toJSON(): GameJSON;
  /** The game `toJSON()` saved; `options.xConnects` is the rule when the value names none.
   * @throws {HexConnectError} naming the field at fault and what was expected. */
  static fromJSON(value: GameJSON, options?: Options): Game;
  /** The position in the row format of `winner()`. */
  toRows(): string[];
  /** The moves of this game in notation, `"a1 b3 c2 ..."`, a swap as `swap-pieces` or
   * `swap-sides`. */
  toMoves(): string;
  /** Rows on the board. */
  readonly rows: number;
  /** Columns on the board. */
  readonly cols: number;
  /** The stone on 0-based (row, col): `"X"`, `"O"`, or `null` for an empty cell.
   * @throws {HexConnectError} `OFF_BOARD` or `BAD_NUMBER` for a cell not on the board. */
  cell(row: number, col: number): Player | null;
  /** The cell of the last move played, or `null` before the first. */
  readonly lastMove: [number, number] | null;
  /** Whether `undo()` has a move to take back. */
  readonly canUndo: boolean;
  /** Whether `redo()` has a move to bring back. */
  readonly canRedo: boolean;
  /** Whether a swap (`playMove("swap-pieces")` or `"swap-sides"`) can be played now: the
   * rule is on, and one move has been played from an empty board. */
  readonly canSwap: boolean;
  /** An independent copy of the game, its moves and what redo can bring back included. */
  clone(): Game;
  /** Takes back every move, to the empty board or the `fromRows` position, and forgets
   * what redo could bring back; costs what undoing each move costs. */
  reset(): void;
  /** Releases the game's WebAssembly memory. Every later use of the object throws a
   * `FREED` error; a second `free()` does nothing. */
  free(): void;
}
"#;

#[wasm_bindgen(module = "/src/wasm/play.js")]
extern "C" {
    /// Puts `play` on the prototype of the class of `game` (see `play.js`), calling the
    /// export behind `__play` among `exports` (the instance's), and frees the game.
    #[wasm_bindgen(js_name = installPlay)]
    fn install_play(game: JsValue, exports: JsValue);
}

#[wasm_bindgen(module = "/src/wasm/game_json.js")]
extern "C" {
    #[wasm_bindgen(js_name = installFromJSON)]
    fn install_from_json(class: &JsValue, max_cells: f64);

    #[wasm_bindgen(js_name = copyInfo)]
    pub(super) fn copy_info(info: &JsValue) -> JsValue;
}

#[wasm_bindgen(module = "/src/wasm/checks.js")]
extern "C" {
    #[wasm_bindgen(js_name = readInfo, catch)]
    fn read_info(value: &JsValue) -> Result<JsValue, JsValue>;
}

#[wasm_bindgen(module = "/src/wasm/freed.js")]
extern "C" {
    /// Makes every method and accessor of the class of `game` throw `FREED` after `free()`,
    /// and a second `free()` do nothing (see `freed.js`).
    #[wasm_bindgen(js_name = guardFreed)]
    fn guard_freed(game: &JsValue, name: &str);
}

/// Runs once, when the module is instantiated: guards `Game` against use after `free()` and
/// gives it its `play`. No part of the API (wasm-bindgen exports it all the same; the
/// package leaves it out).
#[wasm_bindgen(start, skip_typescript)]
fn start() {
    // Any game will do: only its prototype is wanted.
    if let Ok(game) = Game::new(1, 1, Rule::XTopBottom) {
        let game = JsValue::from(JsGame::from(game));
        // The guard first: it wraps what is on the prototype, and `play`, which checks the
        // pointer on its own fast path, must not be wrapped again.
        guard_freed(&game, "Game");
        let class: JsValue = js_sys::Object::from(game.clone()).constructor().into();
        use_game_class(&class);
        install_from_json(&class, crate::MAX_CELLS as f64);
        install_play(game, wasm_bindgen::exports());
    }
}

impl From<Game> for JsGame {
    fn from(game: Game) -> JsGame {
        JsGame {
            game,
            info: JsValue::UNDEFINED,
        }
    }
}

/// `Game`: a game played move by move, its winner kept incrementally (see `crate::game`).
#[wasm_bindgen(js_name = Game, skip_typescript)]
pub struct JsGame {
    pub(super) game: Game,
    /// The root properties of the record the game was read from: a plain object of names
    /// in order that `readInfo` of `checks.js` made, or `undefined`. It stays a JavaScript
    /// value, since the core only hands it back; the records part reads it into a map.
    pub(super) info: JsValue,
}

#[wasm_bindgen(js_class = Game)]
impl JsGame {
    /// `new Game(rows, cols, options?)`: an empty board, X to move.
    #[wasm_bindgen(constructor)]
    pub fn new(rows: &JsValue, cols: &JsValue, options: &JsValue) -> Result<JsGame, JsValue> {
        let (rule, swap) = rule_from(options)?;
        let rows = whole(rows, "rows", 1, crate::MAX_CELLS)?;
        let cols = whole(cols, "cols", 1, crate::MAX_CELLS)?;
        let mut game = Game::new(rows, cols, rule).map_err(|e| game_error(&e))?;
        game.set_swap_allowed(swap);
        Ok(JsGame::from(game))
    }

    /// `Game.fromRows(rows, options?)`: the position of `rows`; X to move if both players
    /// have as many stones, else O.
    #[wasm_bindgen(js_name = fromRows)]
    pub fn from_rows(rows: &JsValue, options: &JsValue) -> Result<JsGame, JsValue> {
        let (board, rule) = read(rows, options)?;
        Ok(JsGame::from(Game::from_board(&board, rule)))
    }

    /// `Game.fromMoves("a1 b3 c2", rows, cols, options?)`.
    #[wasm_bindgen(js_name = fromMoves)]
    pub fn from_moves(
        moves: &JsValue,
        rows: &JsValue,
        cols: &JsValue,
        options: &JsValue,
    ) -> Result<JsGame, JsValue> {
        let moves = text(
            moves,
            "moves must be a string of moves such as \"a1 b3 c2\"",
        )?;
        let (rule, swap) = rule_from(options)?;
        let rows = whole(rows, "rows", 1, crate::MAX_CELLS)?;
        let cols = whole(cols, "cols", 1, crate::MAX_CELLS)?;
        let mut game = Game::new(rows, cols, rule).map_err(|e| game_error(&e))?;
        game.set_swap_allowed(swap);
        let game = game.play_moves(&moves).map_err(|e| game_error(&e))?;
        Ok(JsGame::from(game))
    }

    /// `play(row, col)` as it crosses: places the side to move and returns 0 for no
    /// winner, 1 for X, 2 for O, or 3 when the move cannot be played (nothing changed). The
    /// method `play` itself is `play.js`'s, over this and `__playOrThrow`. It sends only
    /// whole numbers from 0 to 2^31 - 1 here, numbers that `index` accepts too, so they
    /// cross as `u32`s with nothing to check; any other number goes to `__playOrThrow`,
    /// which checks it and throws the error.
    #[wasm_bindgen(js_name = __play)]
    pub fn play_code(&mut self, row: u32, col: u32) -> u32 {
        match self.game.try_play(row as usize, col as usize) {
            Ok(None) => 0,
            Ok(Some(Player::X)) => 1,
            Ok(Some(Player::O)) => 2,
            Err(_) => 3,
        }
    }

    /// The move of `__play` again, for the error it failed with: thrown.
    #[wasm_bindgen(js_name = __playOrThrow)]
    pub fn play_or_throw(&mut self, row: f64, col: f64) -> Result<JsValue, JsValue> {
        let row = index(row, "row")?;
        let col = index(col, "col")?;
        let winner = self.game.play(row, col).map_err(|e| game_error(&e))?;
        Ok(player_name(winner))
    }

    /// `playCells(cells)`: the cells `row * cols + col` played in order until one wins;
    /// how many were played. They cross as one copy into the scratch buffer, and the moves
    /// are made in one call, with no call into wasm a move.
    #[wasm_bindgen(js_name = playCells)]
    pub fn play_cells(&mut self, cells: &JsValue) -> Result<u32, JsValue> {
        let last = self.game.rows() * self.game.cols() - 1;
        let game = &mut self.game;
        with_cells(cells, last, |cells| {
            let played = game.play_cells(cells).map_err(|e| game_error(&e))?;
            Ok(played as u32)
        })
    }

    /// `playMove("c4")`.
    #[wasm_bindgen(js_name = playMove)]
    pub fn play_move(&mut self, token: &JsValue) -> Result<JsValue, JsValue> {
        let token = text(token, "a move must be a string such as \"c4\"")?;
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

    /// `toJSON()`: the game as a plain object.
    #[wasm_bindgen(js_name = toJSON)]
    pub fn to_json(&self) -> JsValue {
        super::game_json::to_json(&self.game, &self.info)
    }

    /// What `Game.fromJSON` (`game_json.js`) sets on the game it made before it plays the
    /// moves: whether the swap rule is on, who moved first from the starting position (0:
    /// as the position says, 1: X, 2: O), and the record's `info`; no part of the API.
    #[wasm_bindgen(js_name = __setUp)]
    pub fn set_up(&mut self, swap: bool, first: u32, info: JsValue) {
        self.game.set_swap_allowed(swap);
        match first {
            1 => self.game.set_first_to_move(Player::X),
            2 => self.game.set_first_to_move(Player::O),
            _ => {}
        }
        self.info = info;
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

    /// `rows`: rows on the board.
    #[wasm_bindgen(getter)]
    pub fn rows(&self) -> u32 {
        self.game.rows() as u32
    }

    /// `cols`: columns on the board.
    #[wasm_bindgen(getter)]
    pub fn cols(&self) -> u32 {
        self.game.cols() as u32
    }

    /// `cell(row, col)`: `"X"`, `"O"` or `null`.
    pub fn cell(&self, row: f64, col: f64) -> Result<JsValue, JsValue> {
        let (row, col) = (index(row, "row")?, index(col, "col")?);
        match self.game.cell(row, col) {
            Some(cell) => Ok(player_name(cell.player())),
            None => Err(game_error(&crate::Error::OffBoard {
                row,
                column: col,
                rows: self.game.rows(),
                cols: self.game.cols(),
            })),
        }
    }

    /// `lastMove`: `[row, col]` or `null`.
    #[wasm_bindgen(getter, js_name = lastMove)]
    pub fn last_move(&self) -> JsValue {
        match self.game.last_move() {
            Some((row, col)) => {
                js_sys::Array::of2(&(row as u32).into(), &(col as u32).into()).into()
            }
            None => JsValue::NULL,
        }
    }

    /// `canUndo`.
    #[wasm_bindgen(getter, js_name = canUndo)]
    pub fn can_undo(&self) -> bool {
        self.game.can_undo()
    }

    /// `canRedo`.
    #[wasm_bindgen(getter, js_name = canRedo)]
    pub fn can_redo(&self) -> bool {
        self.game.can_redo()
    }

    /// `canSwap`.
    #[wasm_bindgen(getter, js_name = canSwap)]
    pub fn can_swap(&self) -> bool {
        self.game.can_swap()
    }

    /// `clone()`: an independent copy.
    #[wasm_bindgen(js_name = clone)]
    pub fn clone_game(&self) -> JsGame {
        JsGame {
            game: self.game.clone(),
            info: self.info.clone(),
        }
    }

    /// `reset()`: back to the starting position.
    pub fn reset(&mut self) {
        self.game.reset();
    }

    /// `info`: the record's root properties as a plain object.
    #[wasm_bindgen(getter)]
    pub fn info(&self) -> JsValue {
        copy_info(&self.info)
    }

    /// The game's snapshot, which another part of the package replays (see `by_value`);
    /// no part of the API.
    #[wasm_bindgen(js_name = __toValue)]
    pub fn to_value(&self) -> Vec<u32> {
        snapshot(&self.game)
    }

    /// The game of a snapshot that another part made, with its record `info`; no part of
    /// the API.
    #[wasm_bindgen(js_name = __fromValue)]
    pub fn from_value(value: &JsValue, info: &JsValue) -> Result<JsGame, JsValue> {
        let words = value
            .dyn_ref::<js_sys::Uint32Array>()
            .map(js_sys::Uint32Array::to_vec)
            .unwrap_or_default();
        Ok(JsGame {
            game: replay(&words)?,
            info: read_info(info)?,
        })
    }
}
