//! `solve`, `connections`, `mustPlay` and `inferior` for JavaScript: the knowledge layer
//! ([`crate::knowledge`]) and the solver ([`crate::solver`]) over the position of a game,
//! their answers plain objects built by serde-wasm-bindgen.
//!
//! They are free functions that take the game (see `by_value`), not methods of `Game`, so
//! that the package can keep them in a part of their own that an app using only `Game`
//! never downloads.

use super::by_value::{describe, game_of};
use super::read::{bad_option, invalid_type, whole};
use super::to_js_error;
use super::value::{player_from, player_str, Both};
use crate::game::{Game, Move, Swap};
use crate::knowledge::vc::{Connections, Endpoint, Kind, VcOptions};
use crate::knowledge::{self, inferior, CellSet, Position};
use crate::solver::{self, SolveOptions, DEFAULT_TABLE_ENTRIES};
use crate::{notation, Player};
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const KNOWLEDGE_TYPES: &str = r#"
/**
 * One end of a virtual connection: a group of the player's stones, named by its first stone
 * in reading order (the lowest row, then the lowest column) as `[row, col]`; or the
 * player's start edge (row 0, or column 0) or goal edge (the last row, or the last column),
 * each with the stones already joined to it.
 */
export type Endpoint = [number, number] | "edge-start" | "edge-goal";

/**
 * A virtual connection of one player between two of its endpoints, as `connections` finds
 * it. A `"full"` connection holds whatever the opponent plays: the player answers inside
 * `carrier` (the empty cells it needs). A `"semi"` connection needs the first move: the
 * player joins the two by playing `key`, then holds as a full one.
 */
export interface Connection {
  from: Endpoint;
  to: Endpoint;
  kind: "full" | "semi";
  /** The empty cells the connection needs, in reading order; `key` is one of them. */
  carrier: Array<[number, number]>;
  /** The cell that makes a semi-connection full; absent for a full one. */
  key?: [number, number];
}

/** The empty cells that can never matter, as `inferior` finds them. */
export interface Inferior {
  /** Cells whose colour changes no outcome: filling them with either colour is safe. */
  dead: Array<[number, number]>;
  /** Cells each player can take for free: pairs of touching cells where, if the opponent
   * takes one, the player's stone on the other leaves the opponent's stone dead. */
  captured: { X: Array<[number, number]>; O: Array<[number, number]> };
}

/**
 * The limits of `solve`: at most `timeMs` milliseconds and at most `nodes` positions
 * expanded, whichever ends first (10000 ms when neither is given). `winningMoves: false`
 * stops once the winner is proved, without proving which moves win (`moves` is then `[]`).
 */
export interface SolveOptions {
  timeMs?: number;
  nodes?: number;
  winningMoves?: boolean;
}

/** What `solve` proved. */
export interface Solution {
  /** The winner with perfect play from the position; `null` when the search stopped
   * before it knew. When the side to move wins by a swap, it is the side to move. */
  winner: Player | null;
  /** Every move that wins for the side to move, in notation and reading order
   * (`"swap-pieces"` or `"swap-sides"` last when the swap wins); `[]` when the side to
   * move loses, and whenever `complete` is false. */
  moves: string[];
  /** The positions of the proof the search kept. */
  proofSize: number;
  /** The positions the search expanded. */
  nodes: number;
  /** The milliseconds the search took, by `Date.now()`. */
  timeMs: number;
  /** Whether the search finished within its limits. When it did not, `winner` is still
   * set if it was proved before the limit, and `moves` is `[]`. */
  complete: boolean;
}

/**
 * Who wins the position of `game` with perfect play, and every winning move of the side to
 * move, proved by depth-first proof-number search with virtual connections and inferior
 * cells. With the swap rule on, the swap is part of the answer: on the second move it is one
 * of the moves, and on the empty board the second player wins (it swaps a first stone that
 * wins and answers one that loses), unless a stone wins at once. An answer is a proof or
 * says that it is not (`complete: false`): it never guesses.
 * @throws {HexConnectError} `INVALID_TYPE` when `game` is not a `Game`; `INVALID_TYPE`,
 * `BAD_OPTION` or `BAD_NUMBER` for bad options; `BAD_SIZE` for a board of more than 361
 * cells (19 x 19); `FREED` for a freed game.
 */
export function solve(game: Game, options?: SolveOptions): Solution;

/**
 * The virtual connections of `player` (by default the side to move) between its groups of
 * stones and its edges, found by H-search: full connections first, then semi-connections,
 * each kind by its endpoints and then by the size of its carrier. Bridges and edge
 * templates are among them.
 * @throws {HexConnectError} `INVALID_TYPE` when `game` is not a `Game` or `player` is not
 * a string; `BAD_OPTION` for a string other than `"X"` and `"O"`; `BAD_SIZE` for a board
 * of more than 361 cells; `FREED` for a freed game.
 */
export function connections(game: Game, player?: Player): Connection[];

/**
 * Where every move that saves the side to move lies: the empty cells common to the carriers
 * of the opponent's semi-connections between its edges, in reading order. `null` when the
 * opponent has no such threat; `[]` when no move saves the side to move (the opponent is
 * joined already, or fully connected).
 * @throws {HexConnectError} as `connections` does for `game`.
 */
export function mustPlay(game: Game): Array<[number, number]> | null;

/**
 * The dead cells of the position (found again after each filling, since a filled cell can
 * kill others) and the cells each player has captured, in reading order; a dead cell is
 * not listed as captured.
 * @throws {HexConnectError} as `connections` does for `game`.
 */
export function inferior(game: Game): Inferior;
"#;

/// The time limit of a `solve` given neither limit.
const DEFAULT_TIME_MS: f64 = 10_000.0;

/// The most `options.timeMs` accepts: an hour, as `bestMove` does.
const MAX_TIME_MS: usize = 3_600_000;

/// The option names of `solve`, as the message of an unknown one lists them.
const SOLVE_OPTIONS: [&str; 3] = ["timeMs", "nodes", "winningMoves"];

/// A cell as it crosses: `[row, col]`.
type Pair = [u32; 2];

fn pair(position: &Position, cell: usize) -> Pair {
    let (r, c) = position.coords(cell);
    [r as u32, c as u32]
}

fn pairs(position: &Position, cells: CellSet) -> Vec<Pair> {
    cells.iter().map(|cell| pair(position, cell)).collect()
}

fn serialize<T: Serialize>(value: &T) -> Result<JsValue, JsValue> {
    let serializer = serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true);
    value.serialize(&serializer).map_err(JsValue::from)
}

/// The position of the game `value` holds, for the knowledge layer.
fn position_of(value: &JsValue) -> Result<Position, JsValue> {
    Position::from_game(&game_of(value)?).map_err(|e| to_js_error(&e))
}

/// An `Endpoint` as it crosses.
#[derive(Serialize)]
#[serde(untagged)]
enum End {
    Edge(&'static str),
    Stone(Pair),
}

/// The object of the `Connection` interface.
#[derive(Serialize)]
struct ConnectionShape {
    from: End,
    to: End,
    kind: &'static str,
    carrier: Vec<Pair>,
    #[serde(skip_serializing_if = "Option::is_none")]
    key: Option<Pair>,
}

fn end(position: &Position, endpoint: Endpoint) -> End {
    match endpoint {
        Endpoint::Start => End::Edge("edge-start"),
        Endpoint::Goal => End::Edge("edge-goal"),
        Endpoint::Group(cell) | Endpoint::Cell(cell) => End::Stone(pair(position, cell)),
    }
}

/// `undefined` and `null` for the side to move, else `"X"` or `"O"`.
fn player_of(value: &JsValue, position: &Position) -> Result<Player, JsValue> {
    if value.is_undefined() || value.is_null() {
        return Ok(position.to_move());
    }
    let name = value.as_string();
    if let Some(player) = name.as_deref().and_then(player_from) {
        return Ok(player);
    }
    let mut message = String::from("player must be \"X\" or \"O\", but got ");
    message.push_str(&describe(value));
    // A string is the right type with an unknown value; anything else is the wrong type.
    Err(if name.is_some() {
        bad_option(&message)
    } else {
        invalid_type(&message)
    })
}

/// `connections(game, player?)`: the virtual connections of `player`.
#[wasm_bindgen(skip_typescript)]
pub fn connections(game: &JsValue, player: &JsValue) -> Result<JsValue, JsValue> {
    let position = position_of(game)?;
    let player = player_of(player, &position)?;
    let found = Connections::compute(&position, player, &VcOptions::default());
    let shapes: Vec<ConnectionShape> = found
        .between_stones()
        .into_iter()
        .map(|c| ConnectionShape {
            from: end(&position, c.from),
            to: end(&position, c.to),
            kind: match c.kind {
                Kind::Full => "full",
                Kind::Semi => "semi",
            },
            carrier: pairs(&position, c.carrier),
            key: c.key.map(|cell| pair(&position, cell)),
        })
        .collect();
    serialize(&shapes)
}

/// `mustPlay(game)`: the must-play region of the side to move, or `null`.
#[wasm_bindgen(js_name = mustPlay, skip_typescript)]
pub fn must_play(game: &JsValue) -> Result<JsValue, JsValue> {
    let position = position_of(game)?;
    let region =
        knowledge::must_play(&position).map(|cells| pairs(&position, cells & position.empty()));
    serialize(&region)
}

/// The object of the `Inferior` interface.
#[derive(Serialize)]
struct InferiorShape {
    dead: Vec<Pair>,
    captured: Both<Vec<Pair>>,
}

/// `inferior(game)`: the dead cells and the captured ones of each player.
#[wasm_bindgen(skip_typescript)]
pub fn inferior(game: &JsValue) -> Result<JsValue, JsValue> {
    let position = position_of(game)?;
    let (_, dead) = inferior::fill_dead(&position);
    let captured = |player: Player| {
        let cells = inferior::captured_pairs(&position, player)
            .into_iter()
            .fold(CellSet::EMPTY, |set, (a, b)| set.with(a).with(b));
        pairs(&position, cells - dead)
    };
    serialize(&InferiorShape {
        dead: pairs(&position, dead),
        captured: Both {
            x: captured(Player::X),
            o: captured(Player::O),
        },
    })
}

/// Field `name` of the options, `undefined` when it has none.
fn field(options: &JsValue, name: &str) -> Result<JsValue, JsValue> {
    js_sys::Reflect::get(options, &JsValue::from_str(name)).map_err(|_| {
        let mut message = String::from("reading options.");
        message.push_str(name);
        message.push_str(" threw an exception");
        invalid_type(&message)
    })
}

/// The limits of `solve` from its `options`, checked as `bestMove`'s are.
fn solve_options(options: &JsValue, cells: usize) -> Result<SolveOptions, JsValue> {
    // A small board has few positions: a table of the default size would only cost the
    // memory and the time to clear it.
    let table_entries = DEFAULT_TABLE_ENTRIES.min(1 << cells.min(20));
    let mut read = SolveOptions {
        time_ms: Some(DEFAULT_TIME_MS),
        table_entries,
        ..SolveOptions::default()
    };
    if options.is_undefined() || options.is_null() {
        return Ok(read);
    }
    if !options.is_object() || js_sys::Array::is_array(options) {
        return Err(invalid_type(
            "options must be an object such as { timeMs: 5000 }",
        ));
    }
    for key in js_sys::Object::keys(options.unchecked_ref::<js_sys::Object>()).iter() {
        let key = key.as_string().unwrap_or_default();
        if !SOLVE_OPTIONS.contains(&key.as_str()) {
            let mut message = String::from("unknown option ");
            message.push_str(&String::from(
                js_sys::JSON::stringify(&JsValue::from_str(&key)).unwrap_or_default(),
            ));
            message.push_str("; the options are timeMs, nodes and winningMoves");
            return Err(bad_option(&message));
        }
    }
    let time = field(options, "timeMs")?;
    let nodes = field(options, "nodes")?;
    read.time_ms = if time.is_undefined() {
        None
    } else {
        Some(whole(&time, "options.timeMs", 1, MAX_TIME_MS)? as f64)
    };
    read.max_nodes = if nodes.is_undefined() {
        None
    } else {
        Some(whole(&nodes, "options.nodes", 1, u32::MAX as usize)? as u64)
    };
    if read.time_ms.is_none() && read.max_nodes.is_none() {
        read.time_ms = Some(DEFAULT_TIME_MS);
    }
    let moves = field(options, "winningMoves")?;
    if !moves.is_undefined() {
        read.winning_moves = moves
            .as_bool()
            .ok_or_else(|| bad_option("options.winningMoves must be true or false"))?;
    }
    Ok(read)
}

/// The object of the `Solution` interface.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SolutionShape {
    winner: Option<&'static str>,
    moves: Vec<String>,
    proof_size: f64,
    nodes: f64,
    time_ms: f64,
    complete: bool,
}

/// `solve(game, options?)`: who wins with perfect play, and with which moves.
#[wasm_bindgen(skip_typescript)]
pub fn solve(game: &JsValue, options: &JsValue) -> Result<JsValue, JsValue> {
    let game = game_of(game)?;
    let options = solve_options(options, game.rows().saturating_mul(game.cols()))?;
    let mut clock = js_sys::Date::now;
    let start = clock();
    // `solve_game_with` decides the swap too (see its documentation).
    let solved =
        solver::solve_game_with(&game, &options, &mut clock).map_err(|e| to_js_error(&e))?;
    let mut moves: Vec<String> = solved.moves.iter().map(|&(r, c)| notation(r, c)).collect();
    if solved.swap_wins && options.winning_moves {
        moves.push(swap_name(&game));
    }
    serialize(&SolutionShape {
        winner: solved.winner.map(player_str),
        moves,
        proof_size: solved.proof_size as f64,
        nodes: solved.nodes as f64,
        time_ms: clock() - start,
        complete: solved.complete,
    })
}

/// The swap as `playMove` names it: swap-pieces where it can be played, a square board.
fn swap_name(game: &Game) -> String {
    let kind = if game.rows() == game.cols() {
        Swap::Pieces
    } else {
        Swap::Sides
    };
    Move::Swap(kind).notation()
}
