//! The board as an electrical circuit, after Anshelevich's Hex evaluation: for one player,
//! a resistor network from its start edge (held at one volt) to its goal edge (at zero),
//! where each empty cell is a resistance of one ohm, each of the player's stones none, and
//! the opponent's stones cut the circuit. Two touching cells are joined by the sum of their
//! resistances, and a cell on an edge is joined to that edge by its own.
//!
//! The current through a cell tells how much of the player's connection runs through it:
//! a cell on every path carries all of it, a cell off every path none. The solver tries
//! first the moves that carry the most of both players' currents (see [`super::order`]).
//!
//! A group of the player's stones is one node of the circuit, held at the voltage of the
//! edge it touches; the voltages of the other nodes come from Kirchhoff's law, solved
//! directly by a factorisation that stays within the band a board's rows give the system
//! (see [`voltages`]).

use crate::knowledge::{CellSet, Position};
use crate::Player;

/// The node a cell belongs to in the circuit of one player.
#[derive(Clone, Copy, PartialEq)]
enum Node {
    /// Not in the circuit: an opponent's stone.
    Cut,
    /// An unknown voltage: an empty cell, or a group of stones touching neither edge.
    Free(usize),
    /// A known voltage: a group of stones on the start edge (1) or on the goal edge (0).
    Fixed(f64),
}

/// One unknown of the circuit: the sum of every conductance at it (those to known voltages
/// included), and the current those known voltages drive into it when it is at zero volts.
#[derive(Default, Clone, Copy)]
struct Row {
    diagonal: f64,
    source: f64,
}

/// A conductance `g` between unknowns `i` and `j`, as seen from `i`: each link is listed
/// from both of its ends. One list for the whole circuit rather than one a row: a node of
/// the solver builds two circuits, and the allocations were a good part of their cost.
#[derive(Clone, Copy)]
struct Link {
    i: usize,
    j: usize,
    g: f64,
}

/// For each cell of `position`, the share of `player`'s current from edge to edge that
/// passes through it, from 0 to 1: 0 for stones and for cells no current reaches, and 0
/// everywhere when the opponent has cut every path or `player` has already joined its
/// edges (then no empty cell matters to it).
pub(crate) fn current_shares(position: &Position, player: Player) -> Vec<f64> {
    circuit(position, player).0
}

/// The conductance of `player`'s circuit between its edges: one over its resistance, 0 when
/// the opponent has cut every path, and infinite once `player` has joined its edges.
#[cfg(test)]
pub(crate) fn conductance(position: &Position, player: Player) -> f64 {
    circuit(position, player).1
}

/// [`current_shares`] and [`conductance`].
fn circuit(position: &Position, player: Player) -> (Vec<f64>, f64) {
    let n = position.rows() * position.cols();
    let mut shares = vec![0.0; n];
    let own = position.stones(player);
    let empty = position.empty();
    let [start, goal] = position.edge_cells(player);
    let mut nodes = vec![Node::Cut; n];
    // The groups touching neither edge, each under its last cell: an unknown is numbered
    // where its last cell lies, so that every link but a group's own stays within a row and
    // a cell of the unknown it leads to (see [`voltages`]).
    let mut floating: Vec<CellSet> = Vec::new();
    let mut last_of = vec![usize::MAX; n];
    let mut seen = CellSet::EMPTY;
    for cell in own.iter() {
        if seen.contains(cell) {
            continue;
        }
        let group = position.reach(CellSet::EMPTY.with(cell), own);
        seen |= group;
        let node = match (group.intersects(&start), group.intersects(&goal)) {
            (true, true) => return (shares, f64::INFINITY),
            (true, false) => Node::Fixed(1.0),
            (false, true) => Node::Fixed(0.0),
            (false, false) => {
                if let Some(slot) = group.iter().last().and_then(|last| last_of.get_mut(last)) {
                    *slot = floating.len();
                }
                floating.push(group);
                continue;
            }
        };
        for stone in group.iter() {
            set(&mut nodes, stone, node);
        }
    }
    let mut free = 0;
    for cell in 0..n {
        if empty.contains(cell) {
            set(&mut nodes, cell, Node::Free(free));
            free += 1;
        } else if let Some(group) = last_of.get(cell).and_then(|&g| floating.get(g)) {
            for stone in group.iter() {
                set(&mut nodes, stone, Node::Free(free));
            }
            free += 1;
        }
    }
    let resistance = |cell: usize| if empty.contains(cell) { 1.0 } else { 0.0 };
    let node = |cell: usize| nodes.get(cell).copied().unwrap_or(Node::Cut);
    // The circuit, one row per unknown. Two stones never touch across two nodes (touching
    // stones are one group), so every link has at least one ohm.
    let mut rows = vec![Row::default(); free];
    let mut links = Vec::new();
    for cell in empty.iter() {
        let Node::Free(i) = node(cell) else { continue };
        let mut row = Row::default();
        // The edges, held at their voltages through the cell's own ohm.
        for (edge, volts) in [(start, 1.0), (goal, 0.0)] {
            if edge.contains(cell) {
                row.diagonal += 1.0;
                row.source += volts;
            }
        }
        for other in position.adjacent(cell) {
            let g = 1.0 / (1.0 + resistance(other));
            match node(other) {
                Node::Cut => {}
                Node::Fixed(volts) => {
                    row.diagonal += g;
                    row.source += g * volts;
                }
                Node::Free(j) => {
                    row.diagonal += g;
                    links.push(Link { i, j, g });
                    // A free group gets the same link from its side.
                    if !empty.contains(other) {
                        if let Some(group) = rows.get_mut(j) {
                            group.diagonal += g;
                            links.push(Link { i: j, j: i, g });
                        }
                    }
                }
            }
        }
        if let Some(slot) = rows.get_mut(i) {
            *slot = row;
        }
    }
    let volts = voltages(&rows, &links);
    let at = |cell: usize| match node(cell) {
        Node::Cut => None,
        Node::Fixed(v) => Some(v),
        Node::Free(i) => volts.get(i).copied(),
    };
    // The current through a cell: half of what flows along all its links, in and out.
    let mut total = 0.0;
    for cell in empty.iter() {
        let Some(v) = at(cell) else { continue };
        let mut flow = 0.0;
        for (edge, edge_volts) in [(start, 1.0), (goal, 0.0)] {
            if edge.contains(cell) {
                let current: f64 = edge_volts - v;
                flow += current.abs();
                if edge_volts > 0.5 {
                    total += current;
                }
            }
        }
        for other in position.adjacent(cell) {
            if let Some(w) = at(other) {
                let current = (v - w) / (1.0 + resistance(other));
                flow += current.abs();
                if node(other) == Node::Fixed(1.0) {
                    total -= current;
                }
            }
        }
        if let Some(share) = shares.get_mut(cell) {
            *share = flow / 2.0;
        }
    }
    if total <= 1e-12 {
        return (vec![0.0; n], 0.0);
    }
    for share in &mut shares {
        *share = (*share / total).min(1.0);
    }
    (shares, total)
}

fn set(nodes: &mut [Node], cell: usize, node: Node) {
    if let Some(slot) = nodes.get_mut(cell) {
        *slot = node;
    }
}

/// The voltages `v` with `diagonal * v[i] - sum(g * v[j]) = source` at every row, the sum
/// over the links from `i`, by the factorisation `L D Lt` of the system, `L` with ones on
/// its diagonal.
///
/// The unknowns are numbered in the order of the cells, a group at its last stone, so a
/// link from a cell reaches back at most a row and a cell; only a group's own row reaches
/// further. Row `i` of `L` is then nonzero only from its first link back (its envelope),
/// and the factorisation stays inside the envelopes: on a board of `c` columns it costs
/// about `c * c` a cell, a few thousand steps on 7x7, where conjugate gradients took tens
/// of thousands. It is also exact up to rounding, where the iteration stopped at a
/// residual.
///
/// An unknown cut off from both edges (cells walled in by the opponent) makes the system
/// singular: its pivot comes out zero, and it is held at zero volts, as is all it is joined
/// to, since no current reaches it.
fn voltages(rows: &[Row], links: &[Link]) -> Vec<f64> {
    let n = rows.len();
    let mut first: Vec<usize> = (0..n).collect();
    for link in links.iter().filter(|l| l.j < l.i) {
        if let Some(f) = first.get_mut(link.i) {
            *f = (*f).min(link.j);
        }
    }
    // Row i's entries below the diagonal, columns first[i]..i, from offset start[i].
    let mut start = Vec::with_capacity(n + 1);
    let mut len = 0;
    for (i, &f) in first.iter().enumerate() {
        start.push(len);
        len += i - f;
    }
    start.push(len);
    let at = |i: usize, j: usize| {
        start.get(i).copied().unwrap_or(0) + j - first.get(i).copied().unwrap_or(0)
    };
    // Where row i's entries lie in `lower`.
    let envelope =
        |i: usize| start.get(i).copied().unwrap_or(0)..start.get(i + 1).copied().unwrap_or(0);
    let mut lower = vec![0.0; len];
    for link in links.iter().filter(|l| l.j < l.i) {
        if let Some(entry) = lower.get_mut(at(link.i, link.j)) {
            *entry -= link.g;
        }
    }
    let mut pivots = vec![0.0; n];
    for (i, row) in rows.iter().enumerate() {
        let fi = first.get(i).copied().unwrap_or(i);
        let (done, rest) = lower.split_at_mut(envelope(i).start);
        let Some(row_i) = rest.get_mut(..i - fi) else {
            continue;
        };
        // First u[j] = L[i][j] * D[j], column by column: A[i][j] less what the columns
        // before it took, through row j of L.
        for j in fi..i {
            let fj = first.get(j).copied().unwrap_or(j);
            let lo = fi.max(fj);
            let row_j = start
                .get(j)
                .and_then(|&sj| done.get(sj + lo - fj..sj + j - fj))
                .unwrap_or(&[]);
            let (before, from_j) = row_i.split_at_mut(j - fi);
            let taken: f64 = before
                .get(lo - fi..)
                .unwrap_or(&[])
                .iter()
                .zip(row_j)
                .map(|(u, l)| u * l)
                .sum();
            if let Some(u) = from_j.first_mut() {
                *u -= taken;
            }
        }
        let mut pivot = row.diagonal;
        for (k, u) in (fi..i).zip(row_i.iter_mut()) {
            let d = pivots.get(k).copied().unwrap_or(f64::INFINITY);
            let l = *u / d;
            pivot -= *u * l;
            *u = l;
        }
        if let Some(slot) = pivots.get_mut(i) {
            // Zero but for rounding: the unknown is cut off from both edges.
            *slot = if pivot > 1e-9 * row.diagonal {
                pivot
            } else {
                f64::INFINITY
            };
        }
    }
    // L y = source, then D z = y, then Lt v = z.
    let mut v: Vec<f64> = rows.iter().map(|row| row.source).collect();
    for i in 0..n {
        let fi = first.get(i).copied().unwrap_or(i);
        let row_i = lower.get(envelope(i)).unwrap_or(&[]);
        let taken: f64 = row_i
            .iter()
            .zip(v.get(fi..i).unwrap_or(&[]))
            .map(|(l, y)| l * y)
            .sum();
        if let Some(slot) = v.get_mut(i) {
            *slot -= taken;
        }
    }
    for (slot, d) in v.iter_mut().zip(&pivots) {
        *slot /= d;
    }
    for i in (0..n).rev() {
        let fi = first.get(i).copied().unwrap_or(i);
        let vi = v.get(i).copied().unwrap_or(0.0);
        let row_i = lower.get(envelope(i)).unwrap_or(&[]);
        for (slot, l) in v.get_mut(fi..i).unwrap_or(&mut []).iter_mut().zip(row_i) {
            *slot -= l * vi;
        }
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_lcg::Lcg;
    use crate::{Board, Rule};

    fn position(rows: &[&str]) -> Position {
        let board = Board::parse(rows).unwrap();
        Position::from_board(&board, Rule::XTopBottom, Player::X).unwrap()
    }

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-9
    }

    #[test]
    fn two_cells_in_a_row_are_four_ohms_and_carry_everything() {
        // Edge, one ohm of the first cell, two between the cells, one of the second, edge.
        let p = position(&[".", "."]);
        assert!(close(conductance(&p, Player::X), 0.25));
        let x = current_shares(&p, Player::X);
        assert!(close(x[0], 1.0) && close(x[1], 1.0), "{x:?}");
        // O joins left and right through either cell alone: two paths of one ohm each side.
        assert!(close(conductance(&p, Player::O), 2.0 * 0.5));
        let o = current_shares(&p, Player::O);
        assert!(close(o[0], 0.5) && close(o[1], 0.5));
    }

    #[test]
    fn the_cells_on_the_only_path_carry_all_the_current() {
        // X's only way down runs a1, a2, a3; b2 is a detour beside a2, off the only path.
        let p = position(&[". O O", " . . O", "  . O O"]);
        let x = current_shares(&p, Player::X);
        for cell in [0, 3, 6] {
            assert!(close(x[cell], 1.0), "{x:?}");
        }
        assert!(x[4] > 0.01 && x[4] < 0.99, "{x:?}");
        // Stones carry nothing by this measure: only empty cells are moves.
        assert_eq!(x[1], 0.0);
        let best = x.iter().copied().fold(0.0, f64::max);
        assert!(close(best, 1.0));
    }

    #[test]
    fn a_cut_player_has_no_current() {
        // O's wall across the board leaves X no path.
        let p = position(&[". . .", " O O O", "  . . ."]);
        assert_eq!(conductance(&p, Player::X), 0.0);
        assert!(current_shares(&p, Player::X).iter().all(|&s| s == 0.0));
        // And O, joined already, needs no empty cell.
        assert!(conductance(&p, Player::O).is_infinite());
        assert!(current_shares(&p, Player::O).iter().all(|&s| s == 0.0));
    }

    #[test]
    fn the_half_turn_turns_the_shares() {
        let mut lcg = Lcg(11);
        for i in 0..40 {
            let rule = if i % 2 == 0 {
                Rule::XTopBottom
            } else {
                Rule::XLeftRight
            };
            let (rows, cols) = [(5, 5), (7, 7), (4, 6)][i % 3];
            let p = crate::knowledge::tests::random_position(&mut lcg, rows, cols, i % 12, rule);
            let n = rows * cols;
            let mut turned = Position::new(rows, cols, rule).unwrap();
            for player in [Player::X, Player::O] {
                for cell in p.stones(player).iter() {
                    turned.put(n - 1 - cell, Some(player));
                }
            }
            for player in [Player::X, Player::O] {
                let a = current_shares(&p, player);
                let b = current_shares(&turned, player);
                for cell in 0..n {
                    assert!(close(a[cell], b[n - 1 - cell]), "{p:?}");
                    assert!((0.0..=1.0).contains(&a[cell]));
                }
                let (ga, gb) = (conductance(&p, player), conductance(&turned, player));
                assert!(ga == gb || (ga - gb).abs() < 1e-9 * ga, "{ga} {gb}");
            }
        }
    }

    /// Random circuits, their unknowns numbered at random (so that links reach back any
    /// distance, as a group's do), some joined to a known voltage and some parts cut off
    /// from every known voltage: each row of a part that reaches a known voltage holds, and
    /// a part that reaches none stays at zero volts.
    #[test]
    fn the_voltages_satisfy_every_row() {
        let mut lcg = Lcg(5);
        for round in 0..300 {
            let n = 1 + lcg.below(60);
            let mut rows = vec![Row::default(); n];
            let mut links = Vec::new();
            let mut parent: Vec<usize> = (0..n).collect();
            fn root(parent: &mut [usize], mut i: usize) -> usize {
                while parent[i] != i {
                    i = parent[i];
                }
                i
            }
            for _ in 0..lcg.below(3 * n + 1) {
                let (i, j) = (lcg.below(n), lcg.below(n));
                if i == j {
                    continue;
                }
                let g = [1.0, 0.5, 1.0 / 3.0][lcg.below(3)];
                rows[i].diagonal += g;
                rows[j].diagonal += g;
                links.push(Link { i, j, g });
                links.push(Link { i: j, j: i, g });
                let (a, b) = (root(&mut parent, i), root(&mut parent, j));
                parent[a] = b;
            }
            let mut fixed = vec![false; n];
            for _ in 0..lcg.below(4) {
                let i = lcg.below(n);
                let g = [1.0, 0.5][lcg.below(2)];
                rows[i].diagonal += g;
                rows[i].source += g * [0.0, 1.0][lcg.below(2)];
                fixed[i] = true;
            }
            let v = voltages(&rows, &links);
            let grounded: Vec<bool> = (0..n)
                .map(|i| {
                    let r = root(&mut parent, i);
                    (0..n).any(|k| fixed[k] && root(&mut parent, k) == r)
                })
                .collect();
            for i in 0..n {
                if !grounded[i] {
                    assert_eq!(v[i], 0.0, "round {round}, unknown {i}");
                    continue;
                }
                let pulled: f64 = links
                    .iter()
                    .filter(|l| l.i == i)
                    .map(|l| l.g * v[l.j])
                    .sum();
                let residual = rows[i].diagonal * v[i] - pulled - rows[i].source;
                assert!(
                    residual.abs() < 1e-9,
                    "round {round}, unknown {i}: {residual}"
                );
                assert!(
                    (-1e-9..=1.0 + 1e-9).contains(&v[i]),
                    "round {round}: {}",
                    v[i]
                );
            }
        }
    }

    #[test]
    fn on_the_empty_board_the_short_diagonal_carries_most() {
        // Of 4x4's cells, X's current runs most through the short diagonal's middle, b3 and
        // c2, and least through the acute corners a1 and d4.
        let p = Position::new(4, 4, Rule::XTopBottom).unwrap();
        let x = current_shares(&p, Player::X);
        let most = x.iter().copied().fold(0.0, f64::max);
        let least = x.iter().copied().fold(1.0, f64::min);
        assert!(close(x[6], most) && close(x[9], most), "{x:?}");
        assert!(close(x[0], least) && close(x[15], least), "{x:?}");
        // Every path crosses each row, so a row carries at least the whole current.
        for r in 0..4 {
            assert!(x[r * 4..r * 4 + 4].iter().sum::<f64>() >= 1.0 - 1e-9);
        }
    }
}
