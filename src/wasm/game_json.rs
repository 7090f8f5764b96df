//! `Game.toJSON()` and `Game.fromJSON(value, options?)`: a game as a plain object, made and
//! read field by field. The object:
//!
//! `{ rows, cols, xConnects, swap, moves: ["a1", "swap-pieces", …], redo: ["c3", …],
//! start?: ["X . .", …], first?: "X" | "O", info?: { PB: "…", … } }`, where `redo` lists the
//! moves redo would bring back in the order it would play them, `start` is the position a
//! `Game.fromRows` or SGF setup began from (left out when that was empty), `first` who moved
//! first from it, and `info` the record's properties (left out when there are none).

use super::read::{bad_option, info_from, invalid_type, rule_from, string_list, whole};
use super::value::{player_from, player_str};
use super::{coded_error, js_class, js_index, make_error, to_js_error, NONE};
use crate::error::Code;
use crate::game::{Game, Move};
use crate::record::Info;
use crate::{Board, Error, Player, Rule};
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

/// The plain object of `game` and its record `info`, with its fields in the order the
/// module comment lists them.
pub(crate) fn to_json(game: &Game, info: &Info) -> JsValue {
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
    if !info.is_empty() {
        put(&object, "info", &info_object(info));
    }
    object.into()
}

/// `n` in decimal.
fn number(n: usize) -> String {
    let mut text = String::new();
    let _ = crate::text::write_number(&mut text, n);
    text
}

/// `"Game.fromJSON: "` and then each of `parts`. Messages are joined by hand, not with
/// `format!`: the formatting machinery is kept out of the module (see `crate::error`).
fn message(parts: &[&str]) -> String {
    let mut message = String::from("Game.fromJSON: ");
    for part in parts {
        message.push_str(part);
    }
    message
}

/// Field `name` of `value`, `undefined` when it has none.
fn get(value: &JsValue, name: &str) -> Result<JsValue, JsValue> {
    js_sys::Reflect::get(value, &JsValue::from_str(name)).map_err(|_| {
        invalid_type(&message(&[
            "reading ",
            name,
            " of the value threw an exception",
        ]))
    })
}

/// Field `name`, an array of strings; `None` when it is missing.
fn strings(value: &JsValue, name: &str, example: &str) -> Result<Option<Vec<String>>, JsValue> {
    let field = get(value, name)?;
    if field.is_undefined() {
        return Ok(None);
    }
    string_list(&field).map(Some).ok_or_else(|| {
        invalid_type(&message(&[
            name,
            " must be an array of strings such as ",
            example,
        ]))
    })
}

/// The error of a move of `moves` or `redo` that cannot be read or played, naming the field.
fn move_error(name: &str, number: usize, token: &str, error: Error) -> JsValue {
    let wrapped = Error::InMoves {
        number,
        token: token.to_string(),
        error: Box::new(error),
    };
    let plain = to_js_error(&wrapped);
    let message = message(&[name, ": ", &wrapped.to_string()]);
    let _ = js_sys::Reflect::set(
        &plain,
        &JsValue::from_str("message"),
        &JsValue::from_str(&message),
    );
    plain
}

/// The game saved in `value` by `toJSON`, and its record info; `options` give the rule and
/// the swap option when the value names none.
pub(crate) fn from_json(value: &JsValue, options: &JsValue) -> Result<(Game, Info), JsValue> {
    let (default_rule, default_swap) = rule_from(options)?;
    if !value.is_object() || js_sys::Array::is_array(value) {
        return Err(invalid_type(
            "Game.fromJSON: the value must be an object such as game.toJSON() returns",
        ));
    }
    let size = |name: &str| whole(&get(value, name)?, &message(&[name]), 1, crate::MAX_CELLS);
    let (rows, cols) = (size("rows")?, size("cols")?);
    let rule = match get(value, "xConnects")? {
        v if v.is_undefined() => default_rule,
        v => match v.as_string().as_deref() {
            Some("top-bottom") => Rule::XTopBottom,
            Some("left-right") => Rule::XLeftRight,
            _ => {
                return Err(bad_option(
                    "Game.fromJSON: xConnects must be \"top-bottom\" or \"left-right\"",
                ))
            }
        },
    };
    let swap = match get(value, "swap")? {
        v if v.is_undefined() => default_swap,
        v => v
            .as_bool()
            .ok_or_else(|| invalid_type("Game.fromJSON: swap must be true or false"))?,
    };
    let moves = strings(value, "moves", "[\"a1\", \"b3\"]")?
        .ok_or_else(|| invalid_type("Game.fromJSON: the value has no moves; expected an array of moves such as [\"a1\", \"b3\"]"))?;
    let redo = strings(value, "redo", "[\"c2\"]")?.unwrap_or_default();
    let info = info_from(&get(value, "info")?)?.unwrap_or_default();
    let mut game = match strings(value, "start", "[\"X . .\", \" . O .\"]")? {
        Some(start) => {
            let board = Board::parse(&start).map_err(|e| {
                make_error(
                    js_class(e.code_entry().kind()),
                    e.code(),
                    &message(&["start: ", &e.to_string()]),
                    js_index(e.row()),
                    js_index(e.column()),
                    NONE,
                    NONE,
                )
            })?;
            if (board.height(), board.width()) != (rows, cols) {
                return Err(coded_error(
                    Code::BadSize,
                    &message(&[
                        "start has ",
                        &number(board.height()),
                        " rows of ",
                        &number(board.width()),
                        " cells, but rows and cols say ",
                        &number(rows),
                        " x ",
                        &number(cols),
                    ]),
                ));
            }
            let mut game = Game::from_board(&board, rule);
            if let Some(first) = get(value, "first")?.as_string() {
                let first = player_from(&first)
                    .ok_or_else(|| bad_option("Game.fromJSON: first must be \"X\" or \"O\""))?;
                game.set_first_to_move(first);
            }
            game
        }
        None => Game::new(rows, cols, rule).map_err(|e| to_js_error(&e))?,
    };
    game.set_swap_allowed(swap);
    for (i, token) in moves.iter().enumerate() {
        game.play_move(token.trim())
            .map_err(|e| move_error("moves", i + 1, token, e))?;
    }
    for (i, token) in redo.iter().enumerate() {
        game.play_move(token.trim())
            .map_err(|e| move_error("redo", i + 1, token, e))?;
    }
    for _ in &redo {
        game.undo();
    }
    Ok((game, info))
}
