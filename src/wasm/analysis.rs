//! `analyze` for JavaScript: the core's [`Analysis`] as a plain object, built by
//! serde-wasm-bindgen (`null` for every `None`, arrays of `[row, col]` for cells).

use super::scratch::read;
use super::value::{player_str, Both};
use crate::{Analysis, Player};
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const ANALYSIS_TYPES: &str = r#"
/**
 * How far each player is from winning, as `analyze` gives it.
 *
 * `distance` is the fewest empty cells a player must still fill to join their edges: 0 once
 * joined, `null` when the opponent has cut every way. `completion` holds the empty cells of
 * one cheapest way, as many as the distance, ordered from the start edge (row 0, or column
 * 0) to the goal edge; `[]` for the winner, `null` where the distance is. Among several
 * cheapest ways the choice is fixed: the same board always gives the same cells.
 */
export interface Analysis {
  /** As `winner()`. */
  winner: Player | null;
  /** As `winningPath()`. */
  path: Array<[number, number]> | null;
  distance: { X: number | null; O: number | null };
  completion: { X: Array<[number, number]> | null; O: Array<[number, number]> | null };
}

/**
 * The winner, their chain, and how far each player is from joining their edges, on the
 * board of `rows` (with `options`, as `winner`) or of a `Game` (with its own rule).
 * @throws {HexConnectError} as `winner` does; `BAD_OPTION` for options given with a `Game`,
 * `FREED` for a freed one.
 */
export function analyze(rows: string[] | Game, options?: Options): Analysis;
"#;

/// The object of the `Analysis` interface.
#[derive(Serialize)]
struct Shape {
    winner: Option<&'static str>,
    path: Option<Vec<[u32; 2]>>,
    distance: Both<Option<u32>>,
    completion: Both<Option<Vec<[u32; 2]>>>,
}

fn cells(cells: Option<&[(usize, usize)]>) -> Option<Vec<[u32; 2]>> {
    cells.map(|cells| cells.iter().map(|&(r, c)| [r as u32, c as u32]).collect())
}

/// The `Analysis` object for JavaScript.
fn to_value(analysis: &Analysis) -> Result<JsValue, JsValue> {
    let distance = |p: Player| analysis.distance(p).map(|d| d as u32);
    let shape = Shape {
        winner: analysis.winner().map(player_str),
        path: cells(analysis.path()),
        distance: Both {
            x: distance(Player::X),
            o: distance(Player::O),
        },
        completion: Both {
            x: cells(analysis.completion(Player::X)),
            o: cells(analysis.completion(Player::O)),
        },
    };
    let serializer = serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true);
    shape.serialize(&serializer).map_err(JsValue::from)
}

/// `analyze(rowsOrGame, options?)`: the `Analysis` of the board.
#[wasm_bindgen(skip_typescript)]
pub fn analyze(rows: &JsValue, options: &JsValue) -> Result<JsValue, JsValue> {
    #[cfg(feature = "game")]
    if super::by_value::is_game(rows) {
        if !(options.is_undefined() || options.is_null()) {
            return Err(super::read::bad_option(
                "analyze: options are for rows; a Game brings its own xConnects",
            ));
        }
        let (board, rule) = super::by_value::board_of(rows)?;
        return to_value(&board.analyze(rule));
    }
    let (board, rule) = read(rows, options)?;
    to_value(&board.analyze(rule))
}
