//! Game records for JavaScript: `Game.fromSgf`, `toSgf`, `info`, `Game.fromTrmph` and
//! `toTrmph` over [`crate::record`]. `info` leaves as a plain object through
//! serde-wasm-bindgen, and comes in read by hand (`read::info_from`).

use super::game::JsGame;
use super::read::{info_from, rule_from, text};
use super::scratch::with_text;
use super::to_js_error;
use crate::game::Game;
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
"#;

fn with_options(game: Result<Game, crate::Error>, swap: bool) -> Result<Game, JsValue> {
    let mut game = game.map_err(|e| to_js_error(&e))?;
    game.set_swap_allowed(swap);
    Ok(game)
}

#[wasm_bindgen(js_class = Game)]
impl JsGame {
    /// `Game.fromSgf(text, options?)`.
    #[wasm_bindgen(js_name = fromSgf)]
    pub fn from_sgf(sgf: &JsValue, options: &JsValue) -> Result<JsGame, JsValue> {
        let (rule, swap) = rule_from(options)?;
        let (game, info) = with_text(sgf, "an SGF record must be a string", |sgf| {
            Game::from_sgf(sgf, rule).map_err(|e| to_js_error(&e))
        })?;
        let mut js = JsGame::from(with_options(Ok(game), swap)?);
        js.info = info;
        Ok(js)
    }

    /// `Game.fromTrmph(link, options?)`.
    #[wasm_bindgen(js_name = fromTrmph)]
    pub fn from_trmph(link: &JsValue, options: &JsValue) -> Result<JsGame, JsValue> {
        let (rule, swap) = rule_from(options)?;
        let link = text(link, "a trmph link must be a string")?;
        Ok(JsGame::from(with_options(
            Game::from_trmph(&link, rule),
            swap,
        )?))
    }

    /// `toSgf(info?)`.
    #[wasm_bindgen(js_name = toSgf)]
    pub fn to_sgf(&self, info: &JsValue) -> Result<String, JsValue> {
        Ok(match info_from(info)? {
            Some(info) => self.game.to_sgf(&info),
            None => self.game.to_sgf(&self.info),
        })
    }

    /// `toTrmph()`.
    #[wasm_bindgen(js_name = toTrmph)]
    pub fn to_trmph(&self) -> Result<String, JsValue> {
        self.game.to_trmph().map_err(|e| to_js_error(&e))
    }

    /// `info`: the record's root properties as a plain object.
    #[wasm_bindgen(getter)]
    pub fn info(&self) -> JsValue {
        let serializer = serde_wasm_bindgen::Serializer::new().serialize_maps_as_objects(true);
        serde::Serialize::serialize(&self.info, &serializer).unwrap_or(JsValue::NULL)
    }
}
