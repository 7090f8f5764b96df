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
mod order;
mod resistance;
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
    /// limit. The clock is read after each position's evaluation (and every 64 nodes), so
    /// the search passes its deadline by at most one evaluation.
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
    /// The positions of the proof tree the search still held when it ended: for the
    /// winner's turns one winning move, for the loser's every move it had to answer, each
    /// position (or its half turn) counted once. It is counted from the transposition
    /// table, never by searching again, so a part of the tree the table had forgotten
    /// counts as one position: a lower bound of the proof's size, exact when the table
    /// kept the whole tree. 0 when the winner is unknown.
    pub proof_size: u64,
    /// Positions the search expanded, the winning moves' proofs included.
    pub nodes: u64,
    /// Whether the search finished within its limits: the winner is known and, when
    /// [`SolveOptions::winning_moves`] asks for them, every winning move. A search stopped
    /// while it proved the winning moves keeps the winner and no moves.
    pub complete: bool,
    /// Whether the swap, open to the side to move on the second move of a game with the
    /// swap rule, wins: then it is one of the winning moves (the others are in `moves`).
    /// Always false from [`solve`], which knows positions and not games.
    pub swap_wins: bool,
}

/// [`solve_game_with`] timed by the system clock.
///
/// # Errors
/// As [`solve_game_with`].
#[cfg(not(target_arch = "wasm32"))]
pub fn solve_game(
    game: &crate::game::Game,
    options: &SolveOptions,
) -> Result<Solution, crate::Error> {
    let start = std::time::Instant::now();
    solve_game_with(game, options, &mut || {
        start.elapsed().as_secs_f64() * 1000.0
    })
}

/// Proves who wins `game` from its current position, as [`solve`] does, with the swap rule
/// when the game allows it. `clock` is read as [`solve`] reads it.
///
/// The swap changes who wins only around the second move, and there determinacy answers
/// what a search would: every position has a winner, so after any first stone the second
/// player wins, by swapping when that stone wins and by a move of its own when it loses.
/// So on the second move the search proves only the position as it stands: if the first
/// stone wins, the swap is the one winning move ([`Solution::swap_wins`]), otherwise the
/// winning moves are the second player's own. Before the first move, the first player wins
/// only with a stone that wins at once (a board one cell across between its edges);
/// otherwise the second player wins whatever it plays, with no search at all.
///
/// Players are named by the colours they hold before any swap: a swap-sides exchanges
/// colours, so the second player, who wins as O here, goes on as X.
///
/// ```
/// use hex_connect::game::Game;
/// use hex_connect::solver::{solve_game_with, SolveOptions};
/// use hex_connect::{Player, Rule};
///
/// // The centre of 3x3 wins for X: O's answer is to take it by the swap.
/// let game = Game::from_moves("b2", 3, 3, Rule::XTopBottom)?;
/// let solution = solve_game_with(&game, &SolveOptions::default(), &mut || 0.0)?;
/// assert_eq!(solution.winner, Some(Player::O));
/// assert!(solution.swap_wins && solution.moves.is_empty());
/// // a1 loses for X: O need not swap, and wins with its own moves.
/// let game = Game::from_moves("a1", 3, 3, Rule::XTopBottom)?;
/// let solution = solve_game_with(&game, &SolveOptions::default(), &mut || 0.0)?;
/// assert_eq!(solution.winner, Some(Player::O));
/// assert!(!solution.swap_wins && !solution.moves.is_empty());
/// # Ok::<(), hex_connect::Error>(())
/// ```
///
/// # Errors
/// As [`Position::new`](crate::knowledge::Position::new) when the board is larger than
/// the knowledge layer accepts.
pub fn solve_game_with(
    game: &crate::game::Game,
    options: &SolveOptions,
    clock: &mut dyn FnMut() -> f64,
) -> Result<Solution, crate::Error> {
    let position = crate::knowledge::Position::from_game(game)?;
    let mover = position.to_move();
    let swap_to_come = game.swap_allowed()
        && game.winner().is_none()
        && game.move_count() == 0
        && position.empty() == position.cells();
    if swap_to_come {
        return Ok(before_a_swap(&position, options));
    }
    let solution = solve(&position, options, clock);
    if !game.can_swap() {
        return Ok(solution);
    }
    let first_wins = match solution.winner {
        Some(winner) => winner != mover,
        None => return Ok(solution),
    };
    Ok(Solution {
        winner: Some(mover),
        // A first stone that wins leaves the second player no winning move of its own.
        complete: solution.complete || first_wins,
        moves: if first_wins {
            Vec::new()
        } else {
            solution.moves
        },
        swap_wins: first_wins,
        ..solution
    })
}

/// The empty board's answer with the swap rule: the first player wins only with the stones
/// that join its edges on their own, and otherwise the second player wins.
fn before_a_swap(position: &crate::knowledge::Position, options: &SolveOptions) -> Solution {
    let mover = position.to_move();
    let at_once: Vec<(usize, usize)> = position
        .empty()
        .iter()
        .filter(|&cell| {
            let mut child = position.clone();
            child.put(cell, Some(mover));
            child.winner() == Some(mover)
        })
        .map(|cell| position.coords(cell))
        .collect();
    let winner = if at_once.is_empty() {
        mover.opponent()
    } else {
        mover
    };
    Solution {
        winner: Some(winner),
        moves: if options.winning_moves {
            at_once
        } else {
            Vec::new()
        },
        proof_size: 1,
        nodes: 0,
        complete: true,
        swap_wins: false,
    }
}
