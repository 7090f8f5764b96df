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
//! Modules, each documenting how it works and each built only on those before it: [`hex`]
//! holds the vocabulary (players, cells, rules, neighbours) and the bordered grid the
//! searches walk, [`error`] the one error type (with [`Code`], the table of every error code),
//! [`board`] reads rows into a grid of bits, [`search`] answers who connects and finds the
//! shortest chain, [`analysis`] says how far each player is from winning; with the default
//! cargo feature `game`, `game` plays move by move with undo and the swap rule, `record`
//! reads and writes SGF records and trmph links, `bot` chooses a move by Monte-Carlo tree
//! search, `knowledge` finds virtual connections, dead and captured cells, and `solver`
//! proves who wins a position. [`notation()`] and [`parse_move`] name cells as Hex players write them. `wasm`,
//! compiled only for `wasm32` targets, is the only module that knows JavaScript. The
//! repository's `docs/design.md` maps the whole project.

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
mod notation;
#[cfg(feature = "game")]
pub mod record;
pub mod search;
#[cfg(feature = "game")]
pub mod solver;
mod text;

#[cfg(target_arch = "wasm32")]
pub mod wasm;
// The wasm build's allocator, whose logic the native tests drive over an arena of their own.
#[cfg(all(test, not(target_arch = "wasm32")))]
#[path = "wasm/alloc.rs"]
mod wasm_alloc;

pub use analysis::Analysis;
pub use board::{Board, MAX_CELLS, MAX_INPUT_BYTES};
pub use error::{Code, Error};
pub use hex::{Cell, Player, Rule, NEIGHBOURS};
pub use notation::{notation, parse_move};

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
