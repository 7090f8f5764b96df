//! A game crossing between the package's parts by value. Each part of the package is its
//! own WebAssembly instance with its own memory, so a `Game` of the core part cannot be read
//! in place by the records, analysis or bot part: it leaves as a snapshot (a
//! `Uint32Array` the core writes with `__toValue()`) and is replayed there into a game of
//! that part's own; the analysis part, which needs only the board, places the snapshot's
//! stones instead ([`board_of`]) and so carries no `Game`. A game made in another part
//! (`fromSgf`) comes back the same way, through the core's `Game.__fromValue`.
//!
//! The snapshot, in 32-bit words: `[rows, cols, flags, stones, moves, redo]`, then `stones`
//! words for the stones of the starting position (`cell * 2`, plus 1 for an O), `moves`
//! words for the moves played and `redo` for what redo would bring back, in the order it
//! would play them. A cell is `row * cols + col`; a swap is one of two words past every cell.
//! `flags` holds the rule, the swap option and who moved first.

use super::coded_error;
use crate::error::Code;
use crate::game::{Game, Move, Swap};
use crate::record::Info;
use crate::{Board, Cell, Player, Rule};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(module = "/src/wasm/checks.js")]
extern "C" {
    /// A value as the module's messages name it: its type, or a short quote of a string.
    pub(super) fn describe(value: &JsValue) -> String;
}

#[wasm_bindgen(module = "/src/wasm/by_value.js")]
extern "C" {
    #[wasm_bindgen(js_name = snapshotOf, catch)]
    fn snapshot_of(game: &JsValue) -> Result<js_sys::Uint32Array, JsValue>;

    #[wasm_bindgen(js_name = adoptGame, catch)]
    fn adopt_game(snapshot: &[u32], info: &JsValue) -> Result<JsValue, JsValue>;

    /// Names the class `adoptGame` makes games of: the core's `Game`.
    #[wasm_bindgen(js_name = useGameClass)]
    pub(super) fn use_game_class(class: &JsValue);

    /// Whether `value` is a `Game` of the package (of any part, entry or copy of it).
    #[wasm_bindgen(js_name = isGame)]
    pub(super) fn is_game(value: &JsValue) -> bool;
}

const LEFT_RIGHT: u32 = 1;
const SWAP_ALLOWED: u32 = 2;
const O_FIRST: u32 = 4;
const SWAP_PIECES: u32 = u32::MAX;
const SWAP_SIDES: u32 = u32::MAX - 1;
const HEADER: usize = 6;

/// The game of `value`, a `Game` of the core part, replayed into a game of this part.
///
/// # Errors
/// `INVALID_TYPE` when `value` is not a `Game`, `FREED` when it was freed.
pub(crate) fn game_of(value: &JsValue) -> Result<Game, JsValue> {
    replay(&snapshot_of(value)?.to_vec())
}

/// A `Game` of the core part made from `game` and its record `info`.
pub(crate) fn to_js(game: &Game, info: &Info) -> Result<JsValue, JsValue> {
    let info = if info.is_empty() {
        JsValue::UNDEFINED
    } else {
        super::game_json::info_object(info)
    };
    adopt_game(&snapshot(game), &info)
}

/// The snapshot of `game`, as the module comment lays it out.
pub(crate) fn snapshot(game: &Game) -> Vec<u32> {
    let cols = game.cols();
    let word = |row: usize, col: usize| u32::try_from(row * cols + col).unwrap_or(u32::MAX);
    let encode = |play: Move| match play {
        Move::Stone(row, col) => word(row, col),
        Move::Swap(Swap::Pieces) => SWAP_PIECES,
        Move::Swap(Swap::Sides) => SWAP_SIDES,
    };
    let start = game.start();
    let mut stones = Vec::new();
    for row in 0..start.height() {
        for col in 0..cols {
            match start.get(row, col) {
                Some(Cell::X) => stones.push(word(row, col) << 1),
                Some(Cell::O) => stones.push((word(row, col) << 1) | 1),
                _ => {}
            }
        }
    }
    let moves: Vec<u32> = game.moves().map(encode).collect();
    let redo: Vec<u32> = game.redo_moves().into_iter().map(encode).collect();
    let mut flags = if game.swap_allowed() { SWAP_ALLOWED } else { 0 };
    if game.rule() == Rule::XLeftRight {
        flags |= LEFT_RIGHT;
    }
    if game.first_to_move() == Player::O {
        flags |= O_FIRST;
    }
    let count = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
    let mut words = Vec::with_capacity(HEADER + stones.len() + moves.len() + redo.len());
    words.extend([
        count(game.rows()),
        count(cols),
        flags,
        count(stones.len()),
        count(moves.len()),
        count(redo.len()),
    ]);
    words.extend(stones);
    words.extend(moves);
    words.extend(redo);
    words
}

/// The error of words that are no snapshot of a game.
fn false_snapshot() -> JsValue {
    coded_error(
        Code::InvalidType,
        "the game's snapshot (__toValue) does not describe a game of hex-connect",
    )
}

/// The game a snapshot describes, replayed move by move.
///
/// # Errors
/// `INVALID_TYPE` for words that are no snapshot of a game.
pub(crate) fn replay(words: &[u32]) -> Result<Game, JsValue> {
    replay_words(words).ok_or_else(false_snapshot)
}

/// The board of `value`, a `Game` of the core part, and its rule: what `analyze` needs,
/// read from the snapshot by placing its stones rather than by replaying the game, so that
/// the analysis part carries no `Game`. A snapshot is taken as the core writes it: each
/// move on an empty cell, a swap only as the second move of a game begun on an empty board;
/// one made by hand that plays on after a win gives the board it describes.
///
/// # Errors
/// `INVALID_TYPE` when `value` is not a `Game` or its snapshot no game's, `FREED` when it
/// was freed.
pub(crate) fn board_of(value: &JsValue) -> Result<(Board, Rule), JsValue> {
    let words = snapshot_of(value)?.to_vec();
    board_words(&words).ok_or_else(false_snapshot)
}

/// A snapshot's parts for [`board_words`]: size, rule, flags, and the words of its starting
/// stones and of its moves played (those to redo are only counted). [`replay_words`] reads
/// the header alike but writes it out: built on this struct it made the core part, which
/// replays games and whose app is within 50 bytes of its goal, 83 bytes larger.
struct Parts<'a> {
    rows: usize,
    cols: usize,
    rule: Rule,
    flags: u32,
    start: &'a [u32],
    played: &'a [u32],
}

impl Parts<'_> {
    fn of(words: &[u32]) -> Option<Parts<'_>> {
        let (header, rest) = words.split_at_checked(HEADER)?;
        let &[rows, cols, flags, stones, moves, redo] = header else {
            return None;
        };
        let (start, rest) = rest.split_at_checked(stones as usize)?;
        let (played, rest) = rest.split_at_checked(moves as usize)?;
        if rest.len() != redo as usize {
            return None;
        }
        let rule = if flags & LEFT_RIGHT == 0 {
            Rule::XTopBottom
        } else {
            Rule::XLeftRight
        };
        Some(Parts {
            rows: rows as usize,
            cols: cols as usize,
            rule,
            flags,
            start,
            played,
        })
    }

    /// `(row, col)` of a cell's word, if on the board.
    fn cell(&self, word: u32) -> Option<(usize, usize)> {
        let at = word as usize;
        (self.cols > 0 && at < self.rows * self.cols).then(|| (at / self.cols, at % self.cols))
    }

    /// The player who moves first.
    fn first(&self) -> Player {
        if self.flags & O_FIRST == 0 {
            Player::X
        } else {
            Player::O
        }
    }

    /// The board of the starting stones.
    fn start_board(&self) -> Option<Board> {
        let mut board = Board::empty(self.rows, self.cols).ok()?;
        for &stone in self.start {
            let (row, col) = self.cell(stone >> 1)?;
            let put = if stone & 1 == 0 { Cell::X } else { Cell::O };
            board.set(row, col, put)?;
        }
        Some(board)
    }
}

fn replay_words(words: &[u32]) -> Option<Game> {
    let (header, rest) = words.split_at_checked(HEADER)?;
    let &[rows, cols, flags, stones, moves, redo] = header else {
        return None;
    };
    let (rows, cols) = (rows as usize, cols as usize);
    let (start, rest) = rest.split_at_checked(stones as usize)?;
    let (played, rest) = rest.split_at_checked(moves as usize)?;
    if rest.len() != redo as usize {
        return None;
    }
    let rule = if flags & LEFT_RIGHT == 0 {
        Rule::XTopBottom
    } else {
        Rule::XLeftRight
    };
    let cell = |word: u32| {
        let at = word as usize;
        (cols > 0 && at < rows * cols).then(|| (at / cols, at % cols))
    };
    let mut game = if start.is_empty() {
        Game::new(rows, cols, rule).ok()?
    } else {
        let mut board = Board::empty(rows, cols).ok()?;
        for &stone in start {
            let (row, col) = cell(stone >> 1)?;
            let put = if stone & 1 == 0 { Cell::X } else { Cell::O };
            board.set(row, col, put)?;
        }
        Game::from_board(&board, rule)
    };
    game.set_swap_allowed(flags & SWAP_ALLOWED != 0);
    game.set_first_to_move(if flags & O_FIRST == 0 {
        Player::X
    } else {
        Player::O
    });
    let decode = |word: u32| match word {
        SWAP_PIECES => Some(Move::Swap(Swap::Pieces)),
        SWAP_SIDES => Some(Move::Swap(Swap::Sides)),
        _ => cell(word).map(|(row, col)| Move::Stone(row, col)),
    };
    for &word in played.iter().chain(rest) {
        game.play_any(decode(word)?).ok()?;
    }
    for _ in rest {
        game.undo();
    }
    Some(game)
}

/// The board after the moves played, as [`Game`] places them: each move a stone of the
/// side to move, a swap-sides nothing (the side to move stays), a swap-pieces the first
/// stone taken off and an O on its mirror cell, X to move.
fn board_words(words: &[u32]) -> Option<(Board, Rule)> {
    let parts = Parts::of(words)?;
    let mut board = parts.start_board()?;
    let mut mover = parts.first();
    let swap = |i: usize| i == 1 && parts.start.is_empty();
    for (i, &word) in parts.played.iter().enumerate() {
        match word {
            SWAP_SIDES if swap(i) => {}
            SWAP_PIECES if swap(i) && parts.rows == parts.cols => {
                let (row, col) = parts.cell(*parts.played.first()?)?;
                board.set(row, col, Cell::Empty)?;
                board.set(col, row, Cell::O)?;
                mover = Player::X;
            }
            _ => {
                let (row, col) = parts.cell(word)?;
                if board.set(row, col, mover.stone())? != Cell::Empty {
                    return None;
                }
                mover = mover.opponent();
            }
        }
    }
    Some((board, parts.rule))
}
