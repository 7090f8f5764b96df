//! Native benchmarks of the Rust core, each beside a plain breadth-first search over nested
//! vectors (what a straightforward Rust port would do; for `analyze`, the 0-1 search of the
//! tests' reference in `tests/reference/distance.rs`): `cargo bench`.
//! The JavaScript-side benchmark is `make bench` (benches/bench.mjs).
#![allow(missing_docs)]
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

#[path = "../tests/reference/mod.rs"]
mod reference;

use reference::boards;
use reference::distance::reference_distance;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use hex_connect::{Board, Rule, NEIGHBOURS};
use std::collections::VecDeque;
use std::hint::black_box;

/// The fixed-seed generator of www/boards.js, so that the native benches read the same
/// boards as the JavaScript ones.
struct Lcg(u32);

impl Lcg {
    fn next(&mut self) -> f64 {
        self.0 = self.0.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
        f64::from(self.0) / 4_294_967_296.0
    }
}

fn rows_of(cells: &[u8], n: usize, m: usize) -> Vec<String> {
    (0..n)
        .map(|r| {
            let mut line = " ".repeat(r);
            for c in 0..m {
                if c > 0 {
                    line.push(' ');
                }
                line.push(char::from(cells[r * m + c]));
            }
            line
        })
        .collect()
}

fn full_random(n: usize, seed: u32) -> Vec<String> {
    let mut rng = Lcg(seed);
    let mut cells: Vec<u8> = (0..n * n)
        .map(|i| if i % 2 == 0 { b'X' } else { b'O' })
        .collect();
    for i in (1..cells.len()).rev() {
        let j = (rng.next() * (i + 1) as f64) as usize;
        cells.swap(i, j);
    }
    rows_of(&cells, n, n)
}

fn sparse(n: usize, seed: u32) -> Vec<String> {
    let mut rng = Lcg(seed);
    let mut cells: Vec<u8> = (0..n * n)
        .map(|_| match rng.next() {
            x if x < 0.15 => b'X',
            x if x < 0.3 => b'O',
            _ => b'.',
        })
        .collect();
    for c in 0..n {
        cells[(n / 2) * n + c] = b'.';
    }
    for r in 0..n {
        cells[r * n + n / 2] = b'.';
    }
    rows_of(&cells, n, n)
}

/// 30% X, 30% O and 40% empty, as the `analyze` row of `make bench` (benches/bench.mjs).
fn mixed(n: usize, seed: u32) -> Vec<String> {
    let mut rng = Lcg(seed);
    let cells: Vec<u8> = (0..n * n)
        .map(|_| match rng.next() {
            x if x < 0.3 => b'X',
            x if x < 0.6 => b'O',
            _ => b'.',
        })
        .collect();
    rows_of(&cells, n, n)
}

/// The plain alternative: parse into `Vec<Vec<u8>>`, BFS from the start edge with a
/// `VecDeque`, parent links, stop at the goal edge. X top-bottom, then O left-right.
mod plain {
    use super::{VecDeque, NEIGHBOURS};

    pub fn parse(rows: &[String]) -> Vec<Vec<u8>> {
        rows.iter()
            .map(|r| r.bytes().filter(|&b| b != b' ').collect())
            .collect()
    }

    fn search(grid: &[Vec<u8>], stone: u8, top_bottom: bool) -> Option<Vec<(usize, usize)>> {
        let (h, w) = (grid.len(), grid[0].len());
        let mut parent = vec![vec![None; w]; h];
        let mut queue = VecDeque::new();
        let starts: Vec<(usize, usize)> = if top_bottom {
            (0..w).map(|c| (0, c)).collect()
        } else {
            (0..h).map(|r| (r, 0)).collect()
        };
        for (r, c) in starts {
            if grid[r][c] == stone {
                parent[r][c] = Some((r, c));
                queue.push_back((r, c));
            }
        }
        while let Some((r, c)) = queue.pop_front() {
            if (top_bottom && r == h - 1) || (!top_bottom && c == w - 1) {
                let mut path = vec![(r, c)];
                let mut at = (r, c);
                while let Some(p) = parent[at.0][at.1].filter(|&p| p != at) {
                    path.push(p);
                    at = p;
                }
                path.reverse();
                return Some(path);
            }
            for (dr, dc) in NEIGHBOURS {
                let (nr, nc) = (r as isize + dr, c as isize + dc);
                if nr < 0 || nc < 0 || nr >= h as isize || nc >= w as isize {
                    continue;
                }
                let (nr, nc) = (nr as usize, nc as usize);
                if grid[nr][nc] == stone && parent[nr][nc].is_none() {
                    parent[nr][nc] = Some((r, c));
                    queue.push_back((nr, nc));
                }
            }
        }
        None
    }

    pub fn winning_path(rows: &[String]) -> Option<Vec<(usize, usize)>> {
        let grid = parse(rows);
        search(&grid, b'X', true).or_else(|| search(&grid, b'O', false))
    }
}

fn boards() -> Vec<(&'static str, Vec<String>)> {
    vec![
        ("11x11 full", full_random(11, 1)),
        ("100x100 full", full_random(100, 1)),
        ("1000x1000 full", full_random(1000, 1)),
        // A full board whose clusters of X wind past the floods' limit (the first such seed
        // from 1 up): O's floods answer for it, where the union-find over runs did.
        ("1000x1000 full, seed 117", full_random(1000, 117)),
        ("1000x1000 sparse", sparse(1000, 2)),
        ("1000x1000 serpentine", boards::serpentine(1000, 1000)),
        // Clusters that wind up and down, which the flood leaves to the union-find over runs.
        (
            "1000x1000 winding losing cluster",
            boards::winding(1000, 1000),
        ),
        ("1000x1000 spiral", boards::spiral(1000, 1000)),
        // A winding cluster from each edge, which the floods from both edges each follow.
        (
            "1000x1000 two winding clusters",
            boards::two_windings(1000, 1000),
        ),
    ]
}

fn bench(c: &mut Criterion) {
    for (name, rows) in boards() {
        let board = Board::parse(&rows).unwrap();
        assert_eq!(
            board.winning_path(Rule::XTopBottom).map(|p| p.len()),
            plain::winning_path(&rows).map(|p| p.len()),
            "{name}"
        );
        let mut group = c.benchmark_group(name);
        if rows.len() >= 1000 {
            group.sample_size(10);
        }
        group.bench_function(BenchmarkId::new("parse", "hex-connect"), |b| {
            b.iter(|| Board::parse(black_box(&rows)).unwrap());
        });
        group.bench_function(BenchmarkId::new("parse", "plain"), |b| {
            b.iter(|| plain::parse(black_box(&rows)));
        });
        group.bench_function(BenchmarkId::new("winner", "hex-connect"), |b| {
            b.iter(|| black_box(&board).winner(Rule::XTopBottom));
        });
        group.bench_function(BenchmarkId::new("winning_path", "hex-connect"), |b| {
            b.iter(|| black_box(&board).winning_path(Rule::XTopBottom));
        });
        group.bench_function(BenchmarkId::new("parse+winning_path", "hex-connect"), |b| {
            b.iter(|| {
                Board::parse(black_box(&rows))
                    .unwrap()
                    .winning_path(Rule::XTopBottom)
            });
        });
        group.bench_function(BenchmarkId::new("parse+winning_path", "plain"), |b| {
            b.iter(|| plain::winning_path(black_box(&rows)));
        });
        group.finish();
    }
}

/// Each player's distance by the reference's plain 0-1 breadth-first search over a grid of
/// characters (own stones cost 0, empty cells 1), X top to bottom.
fn reference_distances(grid: &reference::Grid) -> (Option<usize>, Option<usize>) {
    (
        reference_distance(grid, 'X', true),
        reference_distance(grid, 'O', false),
    )
}

fn bench_analyze(c: &mut Criterion) {
    let rows = mixed(1000, 3);
    let board = Board::parse(&rows).unwrap();
    let grid = reference::grid_of(&rows);
    let analysis = board.analyze(Rule::XTopBottom);
    assert_eq!(
        (
            analysis.distance(hex_connect::Player::X),
            analysis.distance(hex_connect::Player::O)
        ),
        reference_distances(&grid)
    );
    let mut group = c.benchmark_group("1000x1000 30% X 30% O");
    group.sample_size(10);
    group.bench_function(BenchmarkId::new("analyze", "hex-connect"), |b| {
        b.iter(|| black_box(&board).analyze(Rule::XTopBottom));
    });
    group.bench_function(BenchmarkId::new("analyze", "plain 0-1 BFS"), |b| {
        b.iter(|| reference_distances(black_box(&grid)));
    });
    group.finish();
}

criterion_group!(benches, bench, bench_analyze);
criterion_main!(benches);
