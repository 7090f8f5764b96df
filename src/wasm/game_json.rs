//! `Game.toJSON()` and `Game.fromJSON(value, options?)`: a game as a plain object, through
//! serde-wasm-bindgen. The object:
//!
//! `{ rows, cols, xConnects, moves: ["a1", …], redo: ["c3", …], start?: ["X . .", …] }`,
//! where `redo` lists the moves redo would bring back in the order it would play them and
//! `start` is the position a `Game.fromRows` game began from (left out when that was empty).

use super::{count, make_error, rule_of, to_js_error, ERROR};
use crate::game::Game;
use crate::{notation, Board, Cell, Error, Rule};
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

const TYPE_ERROR: u32 = 1;

#[derive(Serialize)]
struct Saved {
    rows: u32,
    cols: u32,
    #[serde(rename = "xConnects")]
    x_connects: &'static str,
    moves: Vec<String>,
    redo: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    start: Option<Vec<String>>,
}

/// The plain object of `game`.
pub(crate) fn to_json(game: &Game) -> Result<JsValue, JsValue> {
    let moves = game.moves();
    let names = |cells: &[(usize, usize)]| cells.iter().map(|&(r, c)| notation(r, c)).collect();
    let mut start = game.board();
    for &(r, c) in &moves {
        start.set(r, c, Cell::Empty);
    }
    let empty =
        (0..game.rows()).all(|r| (0..game.cols()).all(|c| start.get(r, c) == Some(Cell::Empty)));
    let saved = Saved {
        rows: game.rows() as u32,
        cols: game.cols() as u32,
        x_connects: match game.rule() {
            Rule::XTopBottom => "top-bottom",
            Rule::XLeftRight => "left-right",
        },
        moves: names(&moves),
        redo: names(&game.redo_moves()),
        start: (!empty).then(|| start.to_rows()),
    };
    saved
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(JsValue::from)
}

fn type_error(message: &str) -> JsValue {
    make_error(TYPE_ERROR, "INVALID_TYPE", message, -1, -1, -1)
}

/// Field `name` of `value`, `undefined` when it has none.
fn get(value: &JsValue, name: &str) -> Result<JsValue, JsValue> {
    js_sys::Reflect::get(value, &JsValue::from_str(name)).map_err(|_| {
        type_error(&format!(
            "Game.fromJSON: reading {name} of the value threw an exception"
        ))
    })
}

/// Field `name`, an array of strings, through serde; `None` when it is missing.
fn strings(value: &JsValue, name: &str, example: &str) -> Result<Option<Vec<String>>, JsValue> {
    let field = get(value, name)?;
    if field.is_undefined() {
        return Ok(None);
    }
    #[derive(Deserialize)]
    #[serde(transparent)]
    struct List(Vec<String>);
    serde_wasm_bindgen::from_value::<List>(field)
        .map(|list| Some(list.0))
        .map_err(|_| {
            type_error(&format!(
                "Game.fromJSON: {name} must be an array of strings such as {example}"
            ))
        })
}

/// The error of a move of `moves` or `redo` that cannot be read or played, naming the field.
fn move_error(name: &str, number: usize, token: &str, error: &Error) -> JsValue {
    let wrapped = Error::InMoves {
        number,
        token: token.to_string(),
        error: Box::new(error.clone()),
    };
    let plain = to_js_error(&wrapped);
    let message = format!("Game.fromJSON: {name}: {wrapped}");
    let _ = js_sys::Reflect::set(
        &plain,
        &JsValue::from_str("message"),
        &JsValue::from_str(&message),
    );
    plain
}

/// The game saved in `value` by `toJSON`; `options.xConnects` is the rule when the value
/// names none.
pub(crate) fn from_json(value: &JsValue, options: &JsValue) -> Result<Game, JsValue> {
    let default_rule = rule_of(options)?;
    if !value.is_object() || js_sys::Array::is_array(value) {
        return Err(type_error(
            "Game.fromJSON: the value must be an object such as game.toJSON() returns",
        ));
    }
    let max = crate::MAX_CELLS as f64;
    let size = |name: &str| -> Result<usize, JsValue> {
        Ok(count(
            &get(value, name)?,
            &format!("Game.fromJSON: {name}"),
            1.0,
            max,
        )? as usize)
    };
    let (rows, cols) = (size("rows")?, size("cols")?);
    let x_connects = get(value, "xConnects")?;
    let rule = if x_connects.is_undefined() {
        default_rule
    } else {
        match x_connects.as_string().as_deref() {
            Some("top-bottom") => 0,
            Some("left-right") => 1,
            _ => {
                return Err(make_error(
                    TYPE_ERROR,
                    "BAD_OPTION",
                    "Game.fromJSON: xConnects must be \"top-bottom\" or \"left-right\"",
                    -1,
                    -1,
                    -1,
                ))
            }
        }
    };
    let rule = if rule == 1 {
        Rule::XLeftRight
    } else {
        Rule::XTopBottom
    };
    let moves = strings(value, "moves", "[\"a1\", \"b3\"]")?
        .ok_or_else(|| type_error("Game.fromJSON: the value has no moves; expected an array of moves such as [\"a1\", \"b3\"]"))?;
    let redo = strings(value, "redo", "[\"c2\"]")?.unwrap_or_default();
    let mut game = match strings(value, "start", "[\"X . .\", \" . O .\"]")? {
        Some(start) => {
            let board = Board::parse(&start).map_err(|e| {
                make_error(
                    ERROR,
                    e.code(),
                    &format!("Game.fromJSON: start: {e}"),
                    e.row().map_or(-1, |r| r as i32),
                    e.column().map_or(-1, |c| c as i32),
                    -1,
                )
            })?;
            if (board.height(), board.width()) != (rows, cols) {
                return Err(make_error(
                    ERROR,
                    "BAD_SIZE",
                    &format!("Game.fromJSON: start has {} rows of {} cells, but rows and cols say {rows} x {cols}", board.height(), board.width()),
                    -1,
                    -1,
                    -1,
                ));
            }
            Game::from_board(&board, rule)
        }
        None => Game::new(rows, cols, rule).map_err(|e| to_js_error(&e))?,
    };
    for (i, token) in moves.iter().enumerate() {
        game.play_move(token.trim())
            .map_err(|e| move_error("moves", i + 1, token, &e))?;
    }
    for (i, token) in redo.iter().enumerate() {
        game.play_move(token.trim())
            .map_err(|e| move_error("redo", i + 1, token, &e))?;
    }
    for _ in &redo {
        game.undo();
    }
    Ok(game)
}
