//! The order in which the search tries a node's moves.
//!
//! Proof-number search breaks ties between children it knows nothing about by their order,
//! and at first it knows nothing about any of them; so a good first guess among a node's
//! moves is the one it tries first. The guess is cheap next to the knowledge a node costs:
//! the learned worth of the cell's local pattern for the side to move (how much more often
//! than an average cell the bot's own games chose a cell of that pattern, as a natural log:
//! see [`crate::bot::patterns`]), plus [`CURRENT_WEIGHT`] times the share of both players'
//! electrical current between their edges that runs through the cell (see
//! [`super::resistance`]), since a cell that carries much of either connection is where the
//! fight is; then the distance from the centre.
//!
//! The pattern's worth is what a player sees in a move's shape (a bridge, a block at a
//! distance, a cell hemmed in by the opponent); the current is where the fight is. Together
//! they halve the nodes of the hard 7x7 openings against the order they replaced (the
//! distance each player still has to go, then the current) and prove a3 and g2 within
//! limits that stopped them before (`benches/RESULTS.md`, issue 30).

use super::resistance::current_shares;
use crate::bot::patterns;
use crate::knowledge::{CellSet, Position};

/// What the share of the current counts for against a pattern's learned worth (a natural
/// log). Chosen on seven hard 7x7 openings: 2, 4, 8, 12 and 16 tried.
const CURRENT_WEIGHT: f64 = 8.0;

/// `moves` in the order to try them.
pub(crate) fn order(position: &Position, moves: CellSet) -> Vec<usize> {
    // One move has one order: the circuits are spared.
    if moves.len() <= 1 {
        return moves.iter().collect();
    }
    let centre = (position.rows() - 1, position.cols() - 1);
    let mover = position.to_move();
    let own = current_shares(position, mover);
    let theirs = current_shares(position, mover.opponent());
    let worths = patterns::worths(position, moves);
    let mut scored: Vec<(f64, i64, usize)> = moves
        .iter()
        .map(|cell| {
            let share = |shares: &[f64]| shares.get(cell).copied().unwrap_or(0.0);
            let worth = f64::from(worths.get(cell).copied().unwrap_or(0.0));
            let score = worth + CURRENT_WEIGHT * (share(&own) + share(&theirs));
            let off = off_centre(position.coords(cell), centre);
            // Rounded, so that cells equal but for rounding errors tie.
            ((score * 1e6).round(), -off, cell)
        })
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0).then(b.1.cmp(&a.1)).then(a.2.cmp(&b.2)));
    scored.into_iter().map(|(_, _, cell)| cell).collect()
}

/// Twice the distance of `(r, c)` from `centre` (given doubled), in the hexagonal metric.
fn off_centre((r, c): (usize, usize), centre: (usize, usize)) -> i64 {
    let dr = 2 * r as i64 - centre.0 as i64;
    let dc = 2 * c as i64 - centre.1 as i64;
    if dr.signum() == dc.signum() {
        dr.abs().max(dc.abs())
    } else {
        dr.abs() + dc.abs()
    }
}
