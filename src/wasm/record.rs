//! Game records for JavaScript, the records part of the package: `fromSgf`, `fromTrmph`,
//! `toSgf` and `toTrmph` over [`crate::record`], free functions of a `Game` so that an app
//! that uses none of them ships none of their code. A game crosses in and out by value
//! (`by_value`).

use super::by_value::{game_of, to_js};
use super::read::{info_from, rule_from, text};
use super::scratch::with_text;
use super::to_js_error;
use crate::game::Game;
use crate::record::Info;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const RECORD_TYPES: &str = r#"
/** Options of a `Game`: those of `winner`, and the swap rule. */
export interface GameOptions extends Options {
  /** Whether the second player may swap (`"swap-pieces"`, `"swap-sides"`); default true. */
  swap?: boolean;
}

/** The root properties of an SGF record by name, as `{ PB: "Ann", RE: "B+R" }`. */
export type GameInfo = Record<string, string>;

/** The first game of an SGF text and its main line (HexGui, Benzene, PlayHex, KataHex,
 * Little Golem); the root's other properties become the game's `info`.
 * @throws {HexConnectError} `BAD_RECORD`, `NOT_HEX`, or the error of a size or move that
 * cannot be played, with the 0-based `line` and `column` of the text and the `move`. */
export function fromSgf(text: string, options?: GameOptions): Game;

/** The game of a trmph link, `https://trmph.com/hex/board#11,a1b2c3`, or its fragment.
 * @throws {HexConnectError} as `fromSgf`. */
export function fromTrmph(link: string, options?: GameOptions): Game;

/** `game` as SGF: `FF[4]GM[11]`, `SZ`, `AP`, `info` (the game's own when omitted), setup
 * stones and the moves tagged `B` (X) and `W` (O).
 * @throws {HexConnectError} `INVALID_TYPE` when `game` is not a `Game`, `FREED` when it was
 * freed; `INVALID_TYPE` or `BAD_OPTION` for an `info` that is not an object of strings
 * under SGF property names. */
export function toSgf(game: Game, info?: GameInfo): string;

/** `game` as a trmph link; a swap-pieces is the first cell again, a swap-sides is left out
 * (the board goes on as without it).
 * @throws {HexConnectError} `NOT_SQUARE` for a board that is not square; `INVALID_TYPE` or
 * `FREED` as `toSgf`. */
export function toTrmph(game: Game): string;
"#;

fn with_options(game: Result<Game, crate::Error>, swap: bool) -> Result<Game, JsValue> {
    let mut game = game.map_err(|e| to_js_error(&e))?;
    game.set_swap_allowed(swap);
    Ok(game)
}

/// `fromSgf(text, options?)`: a `Game`.
#[wasm_bindgen(js_name = fromSgf, skip_typescript)]
pub fn from_sgf(sgf: &JsValue, options: &JsValue) -> Result<JsValue, JsValue> {
    let (rule, swap) = rule_from(options)?;
    let (game, info) = with_text(sgf, "an SGF record must be a string", |sgf| {
        Game::from_sgf(sgf, rule).map_err(|e| to_js_error(&e))
    })?;
    to_js(&with_options(Ok(game), swap)?, &info)
}

/// `fromTrmph(link, options?)`: a `Game`.
#[wasm_bindgen(js_name = fromTrmph, skip_typescript)]
pub fn from_trmph(link: &JsValue, options: &JsValue) -> Result<JsValue, JsValue> {
    let (rule, swap) = rule_from(options)?;
    let link = text(link, "a trmph link must be a string")?;
    to_js(
        &with_options(Game::from_trmph(&link, rule), swap)?,
        &Info::new(),
    )
}

/// `toSgf(game, info?)`.
#[wasm_bindgen(js_name = toSgf, skip_typescript)]
pub fn to_sgf(game: &JsValue, info: &JsValue) -> Result<String, JsValue> {
    let played = game_of(game)?;
    // The game's own info is read only when none is given, and then from the game itself:
    // the snapshot carries the moves, not the record's properties.
    let info = match info_from(info)? {
        Some(info) => info,
        None => {
            let own = js_sys::Reflect::get(game, &JsValue::from_str("info"))?;
            info_from(&own)?.unwrap_or_default()
        }
    };
    Ok(played.to_sgf(&info))
}

/// `toTrmph(game)`.
#[wasm_bindgen(js_name = toTrmph, skip_typescript)]
pub fn to_trmph(game: &JsValue) -> Result<String, JsValue> {
    game_of(game)?.to_trmph().map_err(|e| to_js_error(&e))
}
