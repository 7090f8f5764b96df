//! Decompositions: a region that one of a player's full connections closes off from
//! everything but the two things it joins, so that the player may fill the connection's
//! carrier at once (the combinatorial decomposition of Henderson, Arneson and Hayward,
//! "Solving 8x8 Hex", 2009).
//!
//! Take two of the player's stone groups (an edge counts as a group, with the stones joined
//! to it), `a` and `b`, that both touch the same two of the opponent's groups (an edge of
//! the opponent's counts too; touching includes a bridge whose two cells are empty). Then
//! `a`, `b` and those two groups ring a part of the board. Its empty cells are those that
//! the player's other edges cannot reach, through empty cells and the player's other
//! groups, without passing a cell next to `a` or `b`. If a full connection between `a` and
//! `b` has its carrier inside that part, filling the carrier with the player's stones
//! changes no outcome. Stones only help the player, so it is enough that the player wins
//! without them whenever it wins with them: it answers each of the opponent's moves in the
//! carrier so as to keep `a` and `b` joined, and plays as with the carrier filled
//! elsewhere. A chain that wins with the carrier filled reaches the shut-off part only
//! through a cell next to `a` or `b`, and leaves it the same way or at an edge that is
//! `a` or `b`; cut there and led through `a`, the connection and `b` instead, it still
//! wins.

use super::vc::{Connections, Endpoint};
use super::{CellSet, Position};

/// The most opponent's groups told apart (the two edges included): a group beyond them
/// touches nothing, which only finds fewer decompositions.
const MAX_GROUPS: usize = 64;

/// [`Position::neighbours_of`], kept out of line: the search runs this module once a
/// position, and a copy of that function at each call would make the bot's part of the
/// package larger for nothing.
#[inline(never)]
fn touching_cells(position: &Position, set: CellSet) -> CellSet {
    position.neighbours_of(set)
}

/// A carrier that the player of `vcs` may fill in `position` by a decomposition, if any.
/// `vcs` must be that player's connections on `position`.
#[must_use]
#[inline(never)]
pub(crate) fn find(position: &Position, vcs: &Connections) -> Option<CellSet> {
    let them = vcs.player().opponent();
    let empty = position.empty();
    let theirs = position.stones(them);
    // My groups (the edges first), with the empty cells each touches, through which the
    // search below passes from one side of a group to the other.
    let (ends, mine): (Vec<Endpoint>, Vec<(CellSet, CellSet)>) = vcs
        .stone_groups()
        .map(|(end, stones, liberties)| (end, (stones, liberties)))
        .unzip();
    // The full connections between two of my groups.
    let mut fulls: Vec<(usize, usize, Vec<CellSet>)> = Vec::new();
    for (a, &ea) in ends.iter().enumerate() {
        for (b, &eb) in ends.iter().enumerate().skip(a + 1) {
            let carriers = vcs.fulls(ea, eb);
            if !carriers.is_empty() {
                fulls.push((a, b, carriers));
            }
        }
    }
    if fulls.is_empty() {
        return None;
    }
    let their_lines = position.edge_cells(them);
    let my_lines = position.edge_cells(vcs.player());
    let mut their_groups = position.groups(them);
    their_groups.truncate(MAX_GROUPS);
    // Which of those groups each of my groups touches, a bit each.
    let touching: Vec<u64> = mine
        .iter()
        .enumerate()
        .map(|(i, &(stones, _))| {
            let mut bits = 0u64;
            let mut reach = touching_cells(position, stones);
            if let Some(&line) = my_lines.get(i) {
                // An edge touches the cells of its line and the opponent's two edges.
                reach |= line;
                bits |= 0b11;
            }
            for (j, &line) in their_lines.iter().enumerate() {
                if stones.intersects(&line) {
                    bits |= 1 << j;
                }
            }
            for stone in stones.iter() {
                let around = position.neighbours(stone);
                // A bridge to an opponent's edge: two empty cells of its line beside the
                // stone.
                for (j, &line) in their_lines.iter().enumerate() {
                    if (around & line & empty).len() >= 2 {
                        bits |= 1 << j;
                    }
                }
                // A bridge to an opponent's stone: two empty cells common to both.
                for other in (touching_cells(position, around & empty) & (theirs - around)).iter() {
                    if (position.neighbours(other) & around & empty).len() >= 2 {
                        reach = reach.with(other);
                    }
                }
            }
            for (j, group) in their_groups.iter().enumerate() {
                if reach.intersects(group) {
                    bits |= 1 << j;
                }
            }
            bits
        })
        .collect();
    let touches = |g: usize| touching.get(g).copied().unwrap_or(0);
    for (a, b, carriers) in fulls {
        if (touches(a) & touches(b)).count_ones() < 2 {
            continue;
        }
        let region = enclosed(position, &mine, [a, b]);
        let inside = carriers.into_iter().filter(|c| c.is_subset(&region));
        if let Some(carrier) = inside.min_by_key(CellSet::len) {
            return Some(carrier);
        }
    }
    None
}

/// The empty cells that the player's edges other than `a` and `b` cannot reach by steps
/// between touching empty cells, passing through the player's other groups, without
/// stopping at a cell next to `a` or `b`.
fn enclosed(position: &Position, mine: &[(CellSet, CellSet)], [a, b]: [usize; 2]) -> CellSet {
    let empty = position.empty();
    let liberties_of = |g: usize| mine.get(g).map_or(CellSet::EMPTY, |&(_, l)| l);
    let stop = liberties_of(a) | liberties_of(b);
    let mut reached = CellSet::EMPTY;
    for edge in [0, 1].into_iter().filter(|&e| e != a && e != b) {
        reached |= liberties_of(edge);
    }
    let mut todo = reached - stop;
    while let Some(cell) = todo.first_cell() {
        todo.remove(cell);
        let around = position.neighbours(cell);
        let mut next = around & empty;
        // A group the cell touches (an edge, by lying on its line) passes the search on.
        for &(_, liberties) in mine {
            if liberties.contains(cell) {
                next |= liberties;
            }
        }
        let new = next - reached;
        reached |= new;
        todo |= new - stop;
    }
    empty - reached
}
