//! Exact answers: who wins a position with perfect play, and with which moves.
//!
//! [`solve`] runs a depth-first proof-number search (DFPN, after Nagai) over the positions
//! below the given one, with a transposition table and the knowledge of
//! [`knowledge`](crate::knowledge) at every node. It proves or it says it did not finish:
//! an answer with `complete` false names no winner.
//!
//! ```
//! use hex_connect::knowledge::Position;
//! use hex_connect::solver::{solve, SolveOptions};
//! use hex_connect::{Player, Rule};
//!
//! // On an empty 3x3 board the first player wins, with any move of the short diagonal or
//! // the two other cells of the middle row.
//! let position = Position::new(3, 3, Rule::XTopBottom)?;
//! let solution = solve(&position, &SolveOptions::default(), &mut || 0.0);
//! assert!(solution.complete);
//! assert_eq!(solution.winner, Some(Player::X));
//! assert_eq!(solution.moves, [(0, 2), (1, 0), (1, 1), (1, 2), (2, 0)]);
//! # Ok::<(), hex_connect::Error>(())
//! ```

mod dfpn;
#[cfg(test)]
pub(crate) mod minimax;
#[cfg(test)]
mod tests;

use crate::Player;

pub use dfpn::solve;

/// The transposition table's entries unless told otherwise (32 bytes each: 32 MiB).
pub const DEFAULT_TABLE_ENTRIES: usize = 1 << 20;

/// The limits of a [`solve`].
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SolveOptions {
    /// Stop after this many nodes (positions expanded); `None` for no limit.
    pub max_nodes: Option<u64>,
    /// Stop after this many milliseconds of the clock passed to [`solve`]; `None` for no
    /// limit.
    pub time_ms: Option<f64>,
    /// Entries of the transposition table, rounded down to a power of two (at least 2).
    pub table_entries: usize,
    /// Whether to use virtual connections and inferior cells at each node. Without them the
    /// search knows only the rules: for tests and for measuring what the knowledge saves.
    pub knowledge: bool,
    /// Whether to prove, once the side to move is known to win, which of its moves win;
    /// without it [`Solution::moves`] stays empty and the search ends with the winner.
    pub winning_moves: bool,
}

impl Default for SolveOptions {
    fn default() -> SolveOptions {
        SolveOptions {
            max_nodes: None,
            time_ms: None,
            table_entries: DEFAULT_TABLE_ENTRIES,
            knowledge: true,
            winning_moves: true,
        }
    }
}

/// What a [`solve`] proved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solution {
    /// Who wins with perfect play from the position, the side to move included; `None`
    /// when the search stopped before it knew.
    pub winner: Option<Player>,
    /// Every move (`(row, col)`, in reading order) that wins for the side to move, when it
    /// wins; empty otherwise, when the search stopped before it knew them all, or when
    /// [`SolveOptions::winning_moves`] is off.
    pub moves: Vec<(usize, usize)>,
    /// The positions of the proof tree the search kept: for the winner's turns one winning
    /// move, for the loser's every move it had to answer.
    pub proof_size: u64,
    /// Positions the search expanded, the winning moves' proofs included.
    pub nodes: u64,
    /// Whether the search finished within its limits.
    pub complete: bool,
}

/// [`solve`] for the position of `game`, timed by the system clock.
///
/// # Errors
/// As [`Position::new`](crate::knowledge::Position::new) when the board is larger than
/// the knowledge layer accepts.
#[cfg(not(target_arch = "wasm32"))]
pub fn solve_game(
    game: &crate::game::Game,
    options: &SolveOptions,
) -> Result<Solution, crate::Error> {
    let position = crate::knowledge::Position::from_game(game)?;
    let start = std::time::Instant::now();
    Ok(solve(&position, options, &mut || {
        start.elapsed().as_secs_f64() * 1000.0
    }))
}
