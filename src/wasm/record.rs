//! Game records for JavaScript: `Game.fromSgf`, `toSgf`, `info`, `Game.fromTrmph` and
//! `toTrmph` over [`crate::record`]. `info` leaves as a plain object through
//! serde-wasm-bindgen, and comes in read by hand.

use super::game::{rule_from, JsGame};
use super::{make_error, text, to_js_error, with_text, NONE};
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
"#;

const TYPE_ERROR: u32 = 1;

/// An `INVALID_TYPE` or `BAD_OPTION` TypeError about `info`.
fn info_error(code: &str, message: &str) -> JsValue {
    make_error(TYPE_ERROR, code, message, NONE, NONE, NONE, NONE)
}

/// The info to write, or `None` (the game's own) when `info` is `undefined` or `null`.
pub(super) fn info_from(value: &JsValue) -> Result<Option<Info>, JsValue> {
    if value.is_undefined() || value.is_null() {
        return Ok(None);
    }
    if !value.is_object() || js_sys::Array::is_array(value) {
        return Err(info_error(
            "INVALID_TYPE",
            "info must be an object of strings such as { PB: \"Ann\" }",
        ));
    }
    let info = string_map(value).ok_or_else(|| {
        info_error(
            "INVALID_TYPE",
            "info must be an object whose values are strings, such as { PB: \"Ann\" }",
        )
    })?;
    for name in info.keys() {
        if name.is_empty() || !name.bytes().all(|b| b.is_ascii_uppercase()) {
            let mut message = String::from("info.");
            message.push_str(name);
            message.push_str(" is not an SGF property name, which is capital letters such as PB");
            return Err(info_error("BAD_OPTION", &message));
        }
    }
    Ok(Some(info))
}

/// The `[key, value]` pairs of `value` as strings, read as serde-wasm-bindgen reads a map:
/// through `Symbol.iterator` when it has one (a `Map`), else `Object.entries`; `None` when
/// a key or a value is not a string, or the iteration throws. By hand rather than through
/// `Deserialize`: serde's error messages would bring in float formatting, a tenth of the
/// module.
fn string_map(value: &JsValue) -> Option<Info> {
    let mut info = Info::new();
    let mut add = |pair: JsValue| {
        let pair: js_sys::Array = pair.unchecked_into();
        let (key, value) = (pair.get(0), pair.get(1));
        info.insert(key.as_string()?, value.as_string()?);
        Some(())
    };
    match js_sys::try_iter(value).ok()? {
        Some(pairs) => {
            for pair in pairs {
                add(pair.ok()?)?;
            }
        }
        None => {
            for pair in js_sys::Object::entries(value.unchecked_ref()).iter() {
                add(pair)?;
            }
        }
    }
    Some(info)
}

/// The strings of `value`, read as serde-wasm-bindgen reads a `Vec<String>`: an array by
/// index, else anything with `Symbol.iterator`; `None` when an item is not a string, the
/// value is neither, or the iteration throws.
pub(super) fn string_list(value: &JsValue) -> Option<Vec<String>> {
    if let Some(array) = value.dyn_ref::<js_sys::Array>() {
        return array.iter().map(|item| item.as_string()).collect();
    }
    js_sys::try_iter(value)
        .ok()??
        .map(|item| item.ok()?.as_string())
        .collect()
}

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
