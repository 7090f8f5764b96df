//! The knowledge layer and the solver, natively: `cargo bench --bench solver`.
//!
//! - `vc/11x11`: H-search for one player on 11x11 mid-game positions (30 random stones, no
//!   winner yet), per position, beside `analyze`, the distance to win the package offered
//!   before it knew connections.
//! - `vc/7x7`: the same on 7x7 positions of 12 random stones, with the larger caps the
//!   solver's evaluation uses (`knowledge::EVALUATE_VCS`): the H-search a solver node of the
//!   7x7 openings costs, its carriers one word each.
//! - `vc/7x7` two moves later: the same positions after a random move of each player, X's
//!   connections from nothing beside `Connections::update` from X's connections before the
//!   two moves, as the solver's nodes start from those of the node two moves up.
//! - `solve/7x7`: the proof of the 7x7 opening b6 (X's stone, O to move, swap off), beside
//!   the solver without knowledge run for the same number of nodes (it would not finish):
//!   the difference is what a node's knowledge costs.
#![allow(missing_docs)]
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

#[path = "../tests/reference/lcg.rs"]
mod lcg;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use hex_connect::knowledge::vc::{Connections, VcOptions};
use hex_connect::knowledge::{Position, EVALUATE_VCS};
use hex_connect::solver::{solve, SolveOptions};
use hex_connect::{Board, Player, Rule};
use lcg::Lcg;
use std::hint::black_box;

/// `count` positions of `size` x `size` with `stones` stones played in turn on random empty
/// cells, none of them won.
fn midgames(size: usize, count: usize, stones: usize, seed: u64) -> Vec<Position> {
    let mut rng = Lcg(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let mut p = Position::new(size, size, Rule::XTopBottom).unwrap();
        for _ in 0..stones {
            let empty: Vec<usize> = p.empty().iter().collect();
            p.play(empty[rng.below(empty.len())]).unwrap();
        }
        if p.winner().is_none() {
            out.push(p);
        }
    }
    out
}

fn vc(c: &mut Criterion) {
    let positions = midgames(11, 20, 30, 3);
    let boards: Vec<Board> = positions
        .iter()
        .map(|p| Board::parse(p.to_rows()).unwrap())
        .collect();
    let mut group = c.benchmark_group("vc/11x11");
    group.throughput(Throughput::Elements(positions.len() as u64));
    group.bench_function("h-search", |b| {
        b.iter(|| {
            for p in &positions {
                black_box(Connections::compute(p, Player::X, &VcOptions::default()));
            }
        });
    });
    group.bench_function("analyze (distance only)", |b| {
        b.iter(|| {
            for board in &boards {
                black_box(board.analyze(Rule::XTopBottom));
            }
        });
    });
    group.finish();
    let positions = midgames(7, 20, 12, 5);
    let solver_caps = EVALUATE_VCS;
    let mut group = c.benchmark_group("vc/7x7");
    group.throughput(Throughput::Elements(positions.len() as u64));
    group.bench_function("h-search (solver caps)", |b| {
        b.iter(|| {
            for p in &positions {
                black_box(Connections::compute(p, Player::X, &solver_caps));
            }
        });
    });
    // Two moves later (X's, then O's), as a solver's node is to the one two moves up: X's
    // connections from nothing, and from X's connections before the two moves.
    let mut rng = Lcg(11);
    let mut pairs = Vec::new();
    for p in &positions {
        let mut later = p.clone();
        for _ in 0..2 {
            let empty: Vec<usize> = later.empty().iter().collect();
            later.play(empty[rng.below(empty.len())]).unwrap();
        }
        if later.winner().is_none() {
            pairs.push((Connections::compute(p, Player::X, &solver_caps), later));
        }
    }
    group.throughput(Throughput::Elements(pairs.len() as u64));
    group.bench_function("two moves later, from nothing", |b| {
        b.iter(|| {
            for (_, later) in &pairs {
                black_box(Connections::compute(later, Player::X, &solver_caps));
            }
        });
    });
    group.bench_function("two moves later, from the connections before", |b| {
        b.iter(|| {
            for (before, later) in &pairs {
                black_box(before.update(later, &solver_caps));
            }
        });
    });
    group.finish();
}

fn solve_7x7(c: &mut Criterion) {
    let mut opening = Position::new(7, 7, Rule::XTopBottom).unwrap();
    opening.play(opening.index(5, 1).unwrap()).unwrap();
    let options = SolveOptions {
        winning_moves: false,
        ..SolveOptions::default()
    };
    let proof = solve(&opening, &options, &mut || 0.0);
    assert!(proof.complete && proof.winner == Some(Player::X));
    let bare = SolveOptions {
        knowledge: false,
        max_nodes: Some(proof.nodes),
        ..options
    };
    let mut group = c.benchmark_group("solve/7x7");
    group.sample_size(10);
    group.bench_function("b6 with knowledge (proved)", |b| {
        b.iter(|| black_box(solve(&opening, &options, &mut || 0.0)));
    });
    group.bench_function("b6 without knowledge (same nodes, unproved)", |b| {
        b.iter(|| black_box(solve(&opening, &bare, &mut || 0.0)));
    });
    group.finish();
}

criterion_group!(benches, vc, solve_7x7);
criterion_main!(benches);
