//! The order in which the search tries a node's moves.
//!
//! Proof-number search breaks ties between children it knows nothing about by their order,
//! and at first it knows nothing about any of them; so a good first guess among a node's
//! moves is the one it tries first. The guess is cheap next to the knowledge a node costs:
//! first how far each player stays from joining its edges once the move is played, counted
//! in empty cells (stones cost nothing), the opponent's distance gained first; then, among
//! moves that gain as much, the share of both players' electrical current between their
//! edges that runs through the cell (see [`super::resistance`]), since a cell that carries
//! much of either connection is where the fight is; then the distance from the centre.
//!
//! Distance gained alone leaves many ties, and the current alone orders worse than both
//! together (`benches/RESULTS.md`, issue 30).

use super::resistance::current_shares;
use crate::knowledge::{CellSet, Position};
use crate::Player;

/// The fewest empty cells `player` must still fill to join its edges, or `None` when the
/// opponent has cut every path.
pub(crate) fn distance(position: &Position, player: Player) -> Option<usize> {
    let own = position.stones(player);
    let open = position.empty();
    let [start, goal] = position.edge_cells(player);
    // `reached`: every cell reachable at the current cost; each round adds the empty cells
    // next to it (or on the start edge) and whatever stones they lead to for free.
    let mut reached = position.reach(start & own, own);
    let mut cost = 0;
    loop {
        if reached.intersects(&goal) {
            return Some(cost);
        }
        let step = (position.neighbours_of(reached) | start) & open;
        let grown = reached | step;
        let grown = position.reach(grown, grown | own);
        if grown == reached {
            return None;
        }
        reached = grown;
        cost += 1;
    }
}

/// What the side to move gains by `cell`: the opponent's distance to its edges minus its
/// own, once the stone is on the board.
fn gained(position: &Position, cell: usize) -> i64 {
    let mover = position.to_move();
    let mut after = position.clone();
    after.put(cell, Some(mover));
    let far = |d: Option<usize>| d.map_or(1000, |d| d as i64);
    far(distance(&after, mover.opponent())) - far(distance(&after, mover))
}

/// `moves` in the order to try them.
pub(crate) fn order(position: &Position, moves: CellSet) -> Vec<usize> {
    let centre = (position.rows() - 1, position.cols() - 1);
    let mover = position.to_move();
    let own = current_shares(position, mover);
    let theirs = current_shares(position, mover.opponent());
    let mut scored: Vec<(i64, f64, i64, usize)> = moves
        .iter()
        .map(|cell| {
            let share = |shares: &[f64]| shares.get(cell).copied().unwrap_or(0.0);
            // Rounded, so that cells equal but for rounding errors tie.
            let current = ((share(&own) + share(&theirs)) * 1e6).round();
            let off = off_centre(position.coords(cell), centre);
            (gained(position, cell), current, -off, cell)
        })
        .collect();
    scored.sort_by(|a, b| {
        b.0.cmp(&a.0)
            .then(b.1.total_cmp(&a.1))
            .then(b.2.cmp(&a.2))
            .then(a.3.cmp(&b.3))
    });
    scored.into_iter().map(|(_, _, _, cell)| cell).collect()
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
