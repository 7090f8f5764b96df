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
//! edge it touches; the voltages of the other nodes come from Kirchhoff's law by conjugate
//! gradients, which on a symmetric positive definite system of `n` unknowns ends within `n`
//! steps (a few more allowed for rounding).

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
    let mut free = 0;
    let mut seen = CellSet::EMPTY;
    for cell in 0..n {
        if empty.contains(cell) {
            set(&mut nodes, cell, Node::Free(free));
            free += 1;
        } else if own.contains(cell) && !seen.contains(cell) {
            let group = position.reach(CellSet::EMPTY.with(cell), own);
            seen |= group;
            let node = match (group.intersects(&start), group.intersects(&goal)) {
                (true, true) => return (shares, f64::INFINITY),
                (true, false) => Node::Fixed(1.0),
                (false, true) => Node::Fixed(0.0),
                (false, false) => {
                    free += 1;
                    Node::Free(free - 1)
                }
            };
            for stone in group.iter() {
                set(&mut nodes, stone, node);
            }
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
        for other in position.neighbours(cell).iter() {
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
    let volts = conjugate_gradients(&rows, &links);
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
        for other in position.neighbours(cell).iter() {
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
/// over the links from `i`.
fn conjugate_gradients(rows: &[Row], links: &[Link]) -> Vec<f64> {
    let n = rows.len();
    let apply = |x: &[f64], out: &mut [f64]| {
        out.fill(0.0);
        for link in links {
            if let Some(slot) = out.get_mut(link.i) {
                *slot += link.g * x.get(link.j).copied().unwrap_or(0.0);
            }
        }
        for ((row, slot), xi) in rows.iter().zip(out.iter_mut()).zip(x) {
            *slot = row.diagonal * xi - *slot;
        }
    };
    let dot = |a: &[f64], b: &[f64]| a.iter().zip(b).map(|(x, y)| x * y).sum::<f64>();
    // Preconditioned by the diagonal (Jacobi): a group of stones has many more links than a
    // cell, and scaling each row by its own sum takes about half the iterations.
    let inverse: Vec<f64> = rows
        .iter()
        .map(|row| {
            if row.diagonal > 0.0 {
                1.0 / row.diagonal
            } else {
                1.0
            }
        })
        .collect();
    let precondition = |r: &[f64], z: &mut [f64]| {
        for ((zi, ri), di) in z.iter_mut().zip(r).zip(&inverse) {
            *zi = ri * di;
        }
    };
    let mut x = vec![0.0; n];
    let mut r: Vec<f64> = rows.iter().map(|row| row.source).collect();
    let mut z = vec![0.0; n];
    precondition(&r, &mut z);
    let mut p = z.clone();
    let mut ap = vec![0.0; n];
    let mut rr = dot(&r, &r);
    let mut rz = dot(&r, &z);
    let tolerance = rr * 1e-24;
    for _ in 0..n + 8 {
        if rr <= tolerance || rr == 0.0 || rz <= 0.0 {
            break;
        }
        apply(&p, &mut ap);
        let pap = dot(&p, &ap);
        if pap <= 0.0 {
            break;
        }
        let alpha = rz / pap;
        for ((xi, ri), (pi, api)) in x.iter_mut().zip(r.iter_mut()).zip(p.iter().zip(&ap)) {
            *xi += alpha * pi;
            *ri -= alpha * api;
        }
        rr = dot(&r, &r);
        precondition(&r, &mut z);
        let next = dot(&r, &z);
        let beta = next / rz;
        rz = next;
        for (pi, zi) in p.iter_mut().zip(&z) {
            *pi = zi + beta * *pi;
        }
    }
    x
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
