//! `Game.toJSON()`: a game as a plain object, made field by field (`Game.fromJSON` reads it
//! back in `game_json.js`). The object:
//!
//! `{ rows, cols, xConnects, swap, moves: ["a1", "swap-pieces", …], redo: ["c3", …],
//! start?: ["X . .", …], first?: "X" | "O", info?: { PB: "…", … } }`, where `redo` lists the
//! moves redo would bring back in the order it would play them, `start` is the position a
//! `Game.fromRows` or SGF setup began from (left out when that was empty), `first` who moved
//! first from it, and `info` the record's properties (left out when there are none).

use super::value::player_str;
use crate::game::{Game, Move};
use crate::record::Info;
use crate::{Player, Rule};
use wasm_bindgen::prelude::*;

/// Field `key` of `object` set to `value`, on a plain object this module made (which has no
/// setter that could throw).
fn put(object: &js_sys::Object, key: &str, value: &JsValue) {
    let _ = js_sys::Reflect::set(object, &JsValue::from_str(key), value);
}

/// The strings as a JavaScript array.
fn string_array(items: impl IntoIterator<Item = String>) -> JsValue {
    items
        .into_iter()
        .map(|item| JsValue::from_str(&item))
        .collect::<js_sys::Array>()
        .into()
}

/// The record properties `info` as a plain object, `{ PB: "…", … }`, in the order of their
/// names. Built by hand, as `to_json` is: serde's serializer would be most of the cost of
/// the core part's JSON.
pub(crate) fn info_object(info: &Info) -> JsValue {
    let object = js_sys::Object::new();
    for (name, value) in info {
        put(&object, name, &JsValue::from_str(value));
    }
    object.into()
}

/// The plain object of `game` and its record `info` (as `JsGame` keeps it), with its fields
/// in the order the module comment lists them.
pub(crate) fn to_json(game: &Game, info: &JsValue) -> JsValue {
    let names = |moves: &mut dyn Iterator<Item = Move>| string_array(moves.map(Move::notation));
    let start = game.start();
    let empty = [Player::X, Player::O]
        .iter()
        .all(|&p| start.stones(p).iter().all(|&word| word == 0));
    let object = js_sys::Object::new();
    let size = |n: usize| JsValue::from(u32::try_from(n).unwrap_or(u32::MAX));
    put(&object, "rows", &size(game.rows()));
    put(&object, "cols", &size(game.cols()));
    let rule = match game.rule() {
        Rule::XTopBottom => "top-bottom",
        Rule::XLeftRight => "left-right",
    };
    put(&object, "xConnects", &JsValue::from_str(rule));
    put(&object, "swap", &JsValue::from_bool(game.swap_allowed()));
    put(&object, "moves", &names(&mut game.moves()));
    put(&object, "redo", &names(&mut game.redo_moves().into_iter()));
    if !empty {
        put(&object, "start", &string_array(start.to_rows()));
        put(
            &object,
            "first",
            &JsValue::from_str(player_str(game.first_to_move())),
        );
    }
    if info.is_object() {
        put(&object, "info", &super::game::copy_info(info));
    }
    object.into()
}
