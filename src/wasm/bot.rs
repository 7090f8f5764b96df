//! `bestMove(game, options?)` for JavaScript, the bot part of the package: the core's
//! [`crate::bot::search`] on the game (which crosses by value, `by_value`), timed by
//! `Date.now()`, its answer a plain object built by serde-wasm-bindgen.

use super::by_value::game_of;
use super::to_js_error;
use crate::bot::{search, SearchOptions};
use crate::game::Move;
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const BOT_TYPES: &str = r#"
/**
 * How long `bestMove` searches: at most `timeMs` milliseconds (a hard limit on the whole
 * call) and at most `simulations` simulations, whichever ends first (1000 ms when neither
 * is given). `timeLeftMs`, the time the side to move has left for the rest of the game,
 * lets the search choose its own time: a share that grows as the board fills, up to twice
 * that when its two best moves are close, never more than `timeMs`. `seed` (0 by default)
 * seeds the playouts: a seed and a number of simulations, with no time limit reached, give
 * the same answer every time.
 */
export interface SearchOptions {
  timeMs?: number;
  simulations?: number;
  seed?: number;
  timeLeftMs?: number;
}

/** The move `bestMove` chose. */
export interface BotMove {
  /** The move in notation: `"f6"`, or `"swap-pieces"` (`"swap-sides"` on a board that is
   * not square) when taking the first stone is best. */
  move: string;
  /** The 0-based cell of the move; `null` for a swap. */
  row: number | null;
  col: number | null;
  /** The estimated chance, from 0 to 1, that the side to move wins after this move. */
  winRate: number;
  /** The simulations the search ran. */
  simulations: number;
}

/** The move a Monte-Carlo tree search (UCT with RAVE) chooses for the side to move of
 * `game`, within `options.timeMs` (1000 by default) or `options.simulations`. It always
 * takes a win in one, blocks a single winning threat, keeps to the must-play region of the
 * opponent's virtual connections, plays a win that its virtual connections or a short
 * proof attempt show, and may swap on the second move.
 * @throws {HexConnectError} `GAME_OVER` after a win; `INVALID_TYPE` when `game` is not a
 * `Game`, `FREED` when it was freed; `INVALID_TYPE`, `BAD_OPTION` or `BAD_NUMBER` for bad
 * options. */
export function bestMove(game: Game, options?: SearchOptions): BotMove;
"#;

#[wasm_bindgen(module = "/src/wasm/checks.js")]
extern "C" {
    #[wasm_bindgen(js_name = searchOptions, catch)]
    fn search_options(options: &JsValue) -> Result<Vec<f64>, JsValue>;
}

/// The object of the `BotMove` interface.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Shape {
    #[serde(rename = "move")]
    play: String,
    row: Option<u32>,
    col: Option<u32>,
    win_rate: f64,
    simulations: f64,
}

/// `bestMove(game, options?)`: the move a Monte-Carlo tree search chooses for the side to
/// move.
#[wasm_bindgen(js_name = bestMove, skip_typescript)]
pub fn best_move(game: &JsValue, options: &JsValue) -> Result<JsValue, JsValue> {
    let game = game_of(game)?;
    let read = search_options(options)?;
    let limit = |i: usize| read.get(i).copied().filter(|&v| v >= 0.0);
    let options = SearchOptions {
        time_ms: limit(0),
        simulations: limit(1).map(|v| v as u64),
        seed: limit(2).map_or(0, |v| v as u64),
        time_left_ms: limit(3),
        ..SearchOptions::default()
    };
    let found = search(&game, &options, &mut js_sys::Date::now).map_err(|e| to_js_error(&e))?;
    let (row, col) = match found.play {
        Move::Stone(r, c) => (Some(r as u32), Some(c as u32)),
        Move::Swap(_) => (None, None),
    };
    let shape = Shape {
        play: found.play.notation(),
        row,
        col,
        win_rate: found.win_rate,
        simulations: found.simulations as f64,
    };
    let serializer = serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true);
    shape.serialize(&serializer).map_err(JsValue::from)
}
