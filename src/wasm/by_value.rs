//! A `Game` passed to a free function: read by value, so that a function of another part
//! of the package (its own WebAssembly instance) can take a game made by the core part.
//!
//! The game crosses as its `toJSON()` object and is made again by the reader of
//! `Game.fromJSON`: it costs replaying its moves, which every export that takes a game
//! does anyway in its own work.

use super::game_json::from_json;
use super::read::invalid_type;
use crate::game::Game;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(module = "/src/wasm/checks.js")]
extern "C" {
    /// A value as the module's messages name it: its type, or a short quote of a string.
    pub(super) fn describe(value: &JsValue) -> String;
}

/// The game `value` holds: a `Game` of this package, of any part. A freed game throws its
/// `FREED` error; anything that is not a game is an `INVALID_TYPE` error.
pub(crate) fn game_of(value: &JsValue) -> Result<Game, JsValue> {
    let not_a_game = || {
        let mut message = String::from("game must be a Game, but got ");
        message.push_str(&describe(value));
        invalid_type(&message)
    };
    if !value.is_object() || js_sys::Array::is_array(value) {
        return Err(not_a_game());
    }
    let to_json = js_sys::Reflect::get(value, &JsValue::from_str("toJSON"))
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        .ok_or_else(not_a_game)?;
    // A game's own error (FREED) is the caller's to see; only a value whose saved form is
    // not a game's is not a game.
    let saved = to_json.call0(value)?;
    from_json(&saved, &JsValue::UNDEFINED)
        .map(|(game, _)| game)
        .map_err(|_| not_a_game())
}
