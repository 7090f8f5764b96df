//! A deliberately simple reference written from the rules alone, shared by the property
//! tests and the differential fuzz target: characters in nested vectors, a plain BFS. Its
//! one borrowing from the crate is the neighbour table.
#![allow(dead_code, clippy::indexing_slicing)]

pub mod boards;
pub mod distance;
#[path = "lcg.rs"]
pub mod lcg;

use hex_connect::Rule;
pub use hex_connect::NEIGHBOURS;
use std::collections::VecDeque;

/// A board as the reference sees it: a grid of characters.
pub type Grid = Vec<Vec<char>>;

/// Fewest stones of `player` in a chain joining their edges, by plain BFS over the grid.
pub fn reference_shortest(grid: &Grid, player: char, top_bottom: bool) -> Option<usize> {
    let (h, w) = (grid.len(), grid[0].len());
    let mut dist = vec![vec![usize::MAX; w]; h];
    let mut queue = VecDeque::new();
    for r in 0..h {
        for c in 0..w {
            let on_start = if top_bottom { r == 0 } else { c == 0 };
            if on_start && grid[r][c] == player {
                dist[r][c] = 1;
                queue.push_back((r, c));
            }
        }
    }
    let mut best = None;
    while let Some((r, c)) = queue.pop_front() {
        let on_goal = if top_bottom { r == h - 1 } else { c == w - 1 };
        if on_goal {
            best = Some(best.map_or(dist[r][c], |b: usize| b.min(dist[r][c])));
        }
        for (dr, dc) in NEIGHBOURS {
            let (nr, nc) = (r as isize + dr, c as isize + dc);
            if nr < 0 || nc < 0 || nr >= h as isize || nc >= w as isize {
                continue;
            }
            let (nr, nc) = (nr as usize, nc as usize);
            if grid[nr][nc] == player && dist[nr][nc] == usize::MAX {
                dist[nr][nc] = dist[r][c] + 1;
                queue.push_back((nr, nc));
            }
        }
    }
    best
}

pub fn x_top_bottom(rule: Rule) -> bool {
    rule == Rule::XTopBottom
}

/// Which players connect, per the reference.
pub fn reference_connects(grid: &Grid, rule: Rule) -> (bool, bool) {
    let x = reference_shortest(grid, 'X', x_top_bottom(rule)).is_some();
    let o = reference_shortest(grid, 'O', !x_top_bottom(rule)).is_some();
    (x, o)
}

/// The grid of rows of text: their cells, spaces left out.
pub fn grid_of(rows: &[String]) -> Grid {
    rows.iter()
        .map(|row| row.chars().filter(|&c| c != ' ').collect())
        .collect()
}

pub fn rows_of(grid: &Grid) -> Vec<String> {
    grid.iter()
        .enumerate()
        .map(|(i, row)| {
            let cells: Vec<String> = row.iter().map(char::to_string).collect();
            format!("{}{}", " ".repeat(i), cells.join(" "))
        })
        .collect()
}

pub fn transpose_and_swap(grid: &Grid) -> Grid {
    let (h, w) = (grid.len(), grid[0].len());
    (0..w)
        .map(|c| {
            (0..h)
                .map(|r| match grid[r][c] {
                    'X' => 'O',
                    'O' => 'X',
                    other => other,
                })
                .collect()
        })
        .collect()
}

/// A board of `h` x `w` with `density` percent stones (X and O alike) drawn from `seed`; 100
/// is full. Drawn from a seed so that proptest shrinks the size, density and seed rather
/// than every cell.
pub fn random_grid(h: usize, w: usize, density: usize, seed: u64) -> Grid {
    let mut rng = lcg::Lcg(seed);
    (0..h)
        .map(|_| {
            (0..w)
                .map(|_| {
                    if rng.below(100) >= density {
                        '.'
                    } else if rng.below(2) == 0 {
                        'X'
                    } else {
                        'O'
                    }
                })
                .collect()
        })
        .collect()
}
