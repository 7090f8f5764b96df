//! What strong Hex programs know about a position beyond the rules: which cells and groups
//! are already connected whatever the opponent does ([`vc`]), and which empty cells can
//! never matter ([`inferior`]).
//!
//! Everything here works on a [`Position`]: the board's shape, the stones as [`CellSet`]s,
//! the rule and the side to move. Boards of up to [`MAX_CELLS`] cells are accepted.

pub mod cells;
pub mod position;

pub use cells::{CellSet, MAX_CELLS};
pub use position::Position;

#[cfg(test)]
mod tests;
