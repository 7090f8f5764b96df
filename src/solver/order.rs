//! The order in which the search tries a node's moves.
//!
//! Proof-number search breaks ties between children it knows nothing about by their order,
//! and at first it knows nothing about any of them; so a good first guess among a node's
//! moves is the one it tries first. The guess is cheap next to the knowledge a node costs:
//! how far each player stays from joining its edges once the move is played, counted in
//! empty cells (stones cost nothing), the opponent's distance gained first.

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

/// A move's score for the side to move: larger is tried first.
fn score(position: &Position, cell: usize, centre: (usize, usize)) -> (i64, i64) {
    let mover = position.to_move();
    let mut after = position.clone();
    after.put(cell, Some(mover));
    let far = |d: Option<usize>| d.map_or(1000, |d| d as i64);
    let theirs = far(distance(&after, mover.opponent()));
    let own = far(distance(&after, mover));
    let (r, c) = position.coords(cell);
    // Twice the distance from the centre, in the hexagonal metric, breaks the remaining
    // ties towards the middle of the board.
    let dr = 2 * r as i64 - centre.0 as i64;
    let dc = 2 * c as i64 - centre.1 as i64;
    let off = if dr.signum() == dc.signum() {
        dr.abs().max(dc.abs())
    } else {
        dr.abs() + dc.abs()
    };
    (theirs - own, -off)
}

/// `moves` in the order to try them.
pub(crate) fn order(position: &Position, moves: CellSet) -> Vec<usize> {
    let centre = (position.rows() - 1, position.cols() - 1);
    let mut scored: Vec<((i64, i64), usize)> = moves
        .iter()
        .map(|cell| (score(position, cell, centre), cell))
        .collect();
    scored.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    scored.into_iter().map(|(_, cell)| cell).collect()
}
