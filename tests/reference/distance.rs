//! The fewest empty cells a player must fill to join their edges, written from the rules
//! alone: a 0-1 breadth-first search over a grid of characters, where a stone of the player
//! costs nothing to pass, an empty cell costs one and an opponent's stone cannot be passed.

use super::{Grid, NEIGHBOURS};
use std::collections::VecDeque;

/// For every cell, the fewest empty cells (itself included) on a way to it from `player`'s
/// start edge (row 0, or column 0), or `None` where no way leads.
pub fn reference_costs(grid: &Grid, player: char, top_bottom: bool) -> Vec<Vec<Option<usize>>> {
    let (h, w) = (grid.len(), grid[0].len());
    let cost = |r: usize, c: usize| match grid[r][c] {
        '.' => Some(1),
        s if s == player => Some(0),
        _ => None,
    };
    let mut best = vec![vec![None; w]; h];
    let mut deque = VecDeque::new();
    for r in 0..h {
        for c in 0..w {
            let on_start = if top_bottom { r == 0 } else { c == 0 };
            if let (true, Some(k)) = (on_start, cost(r, c)) {
                deque.push_back((k, r, c));
            }
        }
    }
    // Starting cells of cost 0 first, as the deque order of a 0-1 search requires.
    deque.make_contiguous().sort_by_key(|&(k, _, _)| k);
    while let Some((d, r, c)) = deque.pop_front() {
        if best[r][c].is_some_and(|b: usize| b <= d) {
            continue;
        }
        best[r][c] = Some(d);
        for (dr, dc) in NEIGHBOURS {
            let (nr, nc) = (r as isize + dr, c as isize + dc);
            if nr < 0 || nc < 0 || nr >= h as isize || nc >= w as isize {
                continue;
            }
            let (nr, nc) = (nr as usize, nc as usize);
            match cost(nr, nc) {
                Some(0) => deque.push_front((d, nr, nc)),
                Some(k) => deque.push_back((d + k, nr, nc)),
                None => {}
            }
        }
    }
    best
}

/// The fewest empty cells `player` must fill to join their edges; `None` when they cannot.
pub fn reference_distance(grid: &Grid, player: char, top_bottom: bool) -> Option<usize> {
    let costs = reference_costs(grid, player, top_bottom);
    let (h, w) = (grid.len(), grid[0].len());
    let goal: Vec<Option<usize>> = if top_bottom {
        costs[h - 1].clone()
    } else {
        (0..h).map(|r| costs[r][w - 1]).collect()
    };
    goal.into_iter().flatten().min()
}
