//! The order in which the search tries a node's moves.
//!
//! Proof-number search breaks ties between children it knows nothing about by their order,
//! and at first it knows nothing about any of them; so a good first guess among a node's
//! moves is the one it tries first. The guess is cheap next to the knowledge a node costs:
//! the share of each player's electrical current between its edges that runs through the
//! cell (see [`super::resistance`]), both players' shares added, since a cell that carries
//! much of either connection is where the fight is. The distance from the centre breaks
//! ties.

use super::resistance::current_shares;
use crate::knowledge::{CellSet, Position};

/// `moves` in the order to try them.
pub(crate) fn order(position: &Position, moves: CellSet) -> Vec<usize> {
    let centre = (position.rows() - 1, position.cols() - 1);
    let mover = position.to_move();
    let own = current_shares(position, mover);
    let theirs = current_shares(position, mover.opponent());
    let mut scored: Vec<(f64, i64, usize)> = moves
        .iter()
        .map(|cell| {
            let share = |shares: &[f64]| shares.get(cell).copied().unwrap_or(0.0);
            // Rounded, so that cells equal but for rounding errors tie.
            let s = ((share(&own) + share(&theirs)) * 1e6).round();
            (s, -off_centre(position.coords(cell), centre), cell)
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
