//! `bestMove(game, options?)` and the class `Bot` for JavaScript, the bot part of the
//! package: the core's [`crate::bot::search`] (or a [`Searcher`] that keeps its tree between
//! moves) on the game (which crosses by value, `by_value`), timed by `Date.now()`, its answer
//! a plain object built by serde-wasm-bindgen.

use super::by_value::{describe, game_of};
use super::read::{bad_option, invalid_type};
use super::{coded_error, to_js_error};
use crate::bot::{search, BotMove, SearchOptions, Searcher};
use crate::error::Code;
use crate::game::Move;
use serde::Serialize;
use std::cell::{RefCell, RefMut};
use std::sync::atomic::{AtomicBool, Ordering};
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
  /** The simulations through this position that a `Bot` kept from its earlier searches and
   * went on from: 0 for a fresh search, and always 0 from `bestMove`. */
  reused: number;
}

/** The options of `new Bot`: `reuse` (true by default) keeps the search tree between
 * moves. */
export interface BotOptions {
  reuse?: boolean;
}

/**
 * The computer opponent of one game, which keeps its search tree between moves: asked for
 * a move in a position that the moves played since its last search reached (its own move
 * and the opponent's answer), it goes on from what that search learnt of the position,
 * rather than from nothing as `bestMove` does. Any other position (another game, a move
 * taken back) starts afresh. A seed and a number of simulations give the same answers for
 * the same calls in the same order.
 *
 * The tree takes up to 16 MiB of WebAssembly memory: call `free()` when done with the bot
 * (or `forget()` between games).
 */
export class Bot {
  /** A bot; `{ reuse: false }` makes each search start afresh, as `bestMove`.
   * @throws {HexConnectError} `INVALID_TYPE` or `BAD_OPTION` for bad options. */
  constructor(options?: BotOptions);
  /** The move for the side to move of `game`, as `bestMove(game, options)` finds it,
   * going on from the kept tree when `game` continues the last game searched.
   * @throws {HexConnectError} as `bestMove`; the bot keeps working after an error. */
  bestMove(game: Game, options?: SearchOptions): BotMove;
  /** Whether the bot keeps its tree between moves; setting it false drops the tree.
   * @throws {HexConnectError} `INVALID_TYPE` when set to anything but a boolean. */
  reuse: boolean;
  /** Drops the kept tree and its memory: the next search starts afresh. */
  forget(): void;
  /** Releases the bot's WebAssembly memory. Every later use of the object throws a
   * `FREED` error; a second `free()` does nothing. */
  free(): void;
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

#[wasm_bindgen(module = "/src/wasm/freed.js")]
extern "C" {
    /// Makes every method and accessor of the class of `bot` throw `FREED` after `free()`,
    /// and a second `free()` do nothing (see `freed.js`).
    #[wasm_bindgen(js_name = guardFreed)]
    fn guard_freed(bot: &JsValue, name: &str);
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
    reused: f64,
}

/// `bestMove(game, options?)`: the move a Monte-Carlo tree search chooses for the side to
/// move.
#[wasm_bindgen(js_name = bestMove, skip_typescript)]
pub fn best_move(game: &JsValue, options: &JsValue) -> Result<JsValue, JsValue> {
    let game = game_of(game)?;
    let options = options_of(options)?;
    let found = search(&game, &options, &mut js_sys::Date::now).map_err(|e| to_js_error(&e))?;
    shape_of(&found)
}

/// The search options of `{ timeMs, simulations, seed, timeLeftMs }`.
fn options_of(options: &JsValue) -> Result<SearchOptions, JsValue> {
    let read = search_options(options)?;
    let limit = |i: usize| read.get(i).copied().filter(|&v| v >= 0.0);
    Ok(SearchOptions {
        time_ms: limit(0),
        simulations: limit(1).map(|v| v as u64),
        seed: limit(2).map_or(0, |v| v as u64),
        time_left_ms: limit(3),
        ..SearchOptions::default()
    })
}

/// The object of the `BotMove` interface for `found`.
fn shape_of(found: &BotMove) -> Result<JsValue, JsValue> {
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
        reused: found.reused as f64,
    };
    let serializer = serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true);
    shape.serialize(&serializer).map_err(JsValue::from)
}

/// Whether the class `Bot` has its guard against use after `free()`: set up by the first
/// constructor call, as the bot part has no start function of its own.
static GUARDED: AtomicBool = AtomicBool::new(false);

/// `Bot`: a [`Searcher`] for JavaScript.
#[wasm_bindgen(js_name = Bot, skip_typescript)]
pub struct JsBot {
    /// Borrowed only while no JavaScript of the caller's can run, except a `Date.now` that
    /// the caller replaced, which then finds it busy: every method takes the bot by shared
    /// reference, so no call into the bot from the caller's code is refused by the glue.
    searcher: RefCell<Searcher>,
}

#[wasm_bindgen(js_class = Bot)]
impl JsBot {
    /// `new Bot(options?)`: a bot that keeps its tree unless `{ reuse: false }`.
    #[wasm_bindgen(constructor)]
    pub fn new(options: &JsValue) -> Result<JsBot, JsValue> {
        let reuse = reuse_option(options)?;
        if !GUARDED.swap(true, Ordering::Relaxed) {
            // Any bot will do: only its prototype is wanted.
            let any = JsValue::from(JsBot {
                searcher: RefCell::new(Searcher::new()),
            });
            guard_freed(&any, "Bot");
        }
        let mut searcher = Searcher::new();
        searcher.set_reuse(reuse);
        Ok(JsBot {
            searcher: RefCell::new(searcher),
        })
    }

    /// `bot.bestMove(game, options?)`: as `bestMove`, going on from the kept tree.
    #[wasm_bindgen(js_name = bestMove)]
    pub fn best_move(&self, game: &JsValue, options: &JsValue) -> Result<JsValue, JsValue> {
        // The arguments first: reading them may run the caller's code (a getter).
        let game = game_of(game)?;
        let options = options_of(options)?;
        let found = self
            .searcher()?
            .search(&game, &options, &mut js_sys::Date::now)
            .map_err(|e| to_js_error(&e))?;
        shape_of(&found)
    }

    /// `bot.reuse`: whether the tree is kept between moves.
    #[wasm_bindgen(getter)]
    pub fn reuse(&self) -> Result<bool, JsValue> {
        Ok(self.searcher()?.reuse())
    }

    /// `bot.reuse = value`; false drops the tree.
    #[wasm_bindgen(setter)]
    pub fn set_reuse(&self, value: &JsValue) -> Result<(), JsValue> {
        let reuse = value.as_bool().ok_or_else(|| {
            invalid_type(&format!(
                "reuse must be a boolean, but got {}",
                describe(value)
            ))
        })?;
        self.searcher()?.set_reuse(reuse);
        Ok(())
    }

    /// `bot.forget()`: drops the kept tree.
    pub fn forget(&self) -> Result<(), JsValue> {
        self.searcher()?.forget();
        Ok(())
    }
}

impl JsBot {
    /// The searcher, or the module's `BUSY` error when a search is using it (a call from a
    /// replaced `Date.now` during the search).
    fn searcher(&self) -> Result<RefMut<'_, Searcher>, JsValue> {
        self.searcher.try_borrow_mut().map_err(|_| {
            coded_error(
                Code::Busy,
                "this Bot is searching; call it again once bestMove has returned",
            )
        })
    }
}

/// The `reuse` of `new Bot`'s options: true unless `{ reuse: false }`.
fn reuse_option(options: &JsValue) -> Result<bool, JsValue> {
    if options.is_undefined() || options.is_null() {
        return Ok(true);
    }
    if !options.is_object() || js_sys::Array::is_array(options) {
        return Err(invalid_type(&format!(
            "options must be an object such as {{ reuse: false }}, but got {}",
            describe(options)
        )));
    }
    let object: &js_sys::Object = options.unchecked_ref();
    for key in js_sys::Object::keys(object).iter() {
        if key.as_string().as_deref() != Some("reuse") {
            return Err(bad_option(&format!(
                "unknown option {}; the option is reuse",
                js_sys::JSON::stringify(&key).map_or_else(|_| String::new(), String::from)
            )));
        }
    }
    let value = js_sys::Reflect::get(options, &JsValue::from_str("reuse"))?;
    if value.is_undefined() {
        return Ok(true);
    }
    value.as_bool().ok_or_else(|| {
        invalid_type(&format!(
            "options.reuse must be a boolean, but got {}",
            describe(&value)
        ))
    })
}
