//! Decides who has won a game of [Hex](https://en.wikipedia.org/wiki/Hex_(board_game))
//! (the "Connect" game) and finds the shortest winning chain.
//!
//! A board is read from rows of text, one string a row, each row conventionally indented one
//! space more than the one above. Cells are `X`, `O` and `.`; spaces are layout only.
//!
//! ```
//! use hex_connect::{Board, Player, Rule};
//!
//! let board = Board::parse([
//!     "X O . .",
//!     " X O . .",
//!     "  X . O .",
//!     "   X . . O",
//! ])?;
//! // By default X joins the top row to the bottom row, O the left column to the right.
//! assert_eq!(board.winner(Rule::XTopBottom), Some(Player::X));
//! assert_eq!(
//!     board.winning_path(Rule::XTopBottom),
//!     Some(vec![(0, 0), (1, 0), (2, 0), (3, 0)])
//! );
//! // The Exercism convention swaps the edges: nobody has won this board under it.
//! assert_eq!(board.winner(Rule::XLeftRight), None);
//! # Ok::<(), hex_connect::Error>(())
//! ```
//!
//! Modules: [`hex`] holds the vocabulary (players, cells, rules, neighbours, notation),
//! [`board`] reads and holds the grid, [`search`] answers who connects, `game` (the default
//! cargo feature of that name) plays move by move, `bot` (with `game`) chooses a move by
//! Monte-Carlo tree search, `record` (with `game`) reads and writes
//! SGF records and trmph links, and [`error`] says what was wrong. `wasm`,
//! compiled only for `wasm32` targets, is the only module that knows JavaScript.

// Denied rather than forbidden for one module: the wasm build's allocator (`src/wasm/alloc.rs`)
// must be an `unsafe impl GlobalAlloc`.
#![deny(unsafe_code)]

pub mod analysis;
pub mod board;
#[cfg(feature = "game")]
pub mod bot;
pub mod error;
#[cfg(feature = "game")]
pub mod game;
pub mod hex;
#[cfg(feature = "game")]
pub mod knowledge;
#[cfg(feature = "game")]
pub mod record;
pub mod search;
#[cfg(feature = "game")]
pub mod solver;

#[cfg(target_arch = "wasm32")]
pub mod wasm;

pub use analysis::Analysis;
pub use board::{Board, MAX_CELLS, MAX_INPUT_BYTES};
pub use error::Error;
pub use hex::{notation, parse_move, Cell, Player, Rule, NEIGHBOURS};

// Runs the Rust examples of the README as doc tests. Some use `Game`, so they run with the
// default features only; that way the README needs no hidden `#` lines, which GitHub shows.
#[doc = include_str!("../README.md")]
#[cfg(all(doctest, feature = "game"))]
pub struct ReadmeDoctests;

// The unit tests share the integration tests' generator and boards; those name the crate
// `hex_connect`, as an outside user does.
#[cfg(test)]
extern crate self as hex_connect;

#[cfg(test)]
#[path = "../tests/reference/lcg.rs"]
mod test_lcg;

#[cfg(test)]
#[path = "../tests/reference/boards.rs"]
mod test_boards;
