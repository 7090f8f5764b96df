//! `Game.toJSON()` and `Game.fromJSON(value, options?)`: a game as a plain object, through
//! serde-wasm-bindgen. The object:
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
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[derive(Serialize)]
struct Saved<'a> {
    rows: u32,
    cols: u32,
    #[serde(rename = "xConnects")]
    x_connects: &'static str,
    swap: bool,
    moves: Vec<String>,
    redo: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    start: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    first: Option<&'static str>,
    #[serde(skip_serializing_if = "Info::is_empty")]
    info: &'a Info,
}

/// The plain object of `game` and its record `info`.
pub(crate) fn to_json(game: &Game, info: &Info) -> Result<JsValue, JsValue> {
    let names = |moves: &mut dyn Iterator<Item = Move>| moves.map(Move::notation).collect();
    let start = game.start();
    let empty = [Player::X, Player::O]
        .iter()
        .all(|&p| start.stones(p).iter().all(|&word| word == 0));
    let saved = Saved {
        rows: game.rows() as u32,
        cols: game.cols() as u32,
        x_connects: match game.rule() {
            Rule::XTopBottom => "top-bottom",
            Rule::XLeftRight => "left-right",
        },
        swap: game.swap_allowed(),
        moves: names(&mut game.moves()),
        redo: names(&mut game.redo_moves().into_iter()),
        start: (!empty).then(|| start.to_rows()),
        first: (!empty).then(|| player_str(game.first_to_move())),
        info,
    };
    saved
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(JsValue::from)
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
