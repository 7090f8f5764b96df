//! Native benchmark of the shortest chain alone (the winner known), on the board classes of
//! issue 28 at two sizes: `cargo bench --bench path`. The JavaScript-side figures, beside
//! the plain-JS peer, come from `make bench` (benches/bench.mjs).
#![allow(missing_docs)]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

#[path = "../tests/reference/mod.rs"]
mod reference;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use hex_connect::{Board, Player, Rule};
use reference::boards;
use reference::lcg::Lcg;
use std::hint::black_box;

/// A full board, half X and half O in a shuffled order, as packed rows.
fn full_random(n: usize, seed: u64) -> Vec<String> {
    let mut rng = Lcg(seed);
    let mut cells: Vec<char> = (0..n * n)
        .map(|i| if i % 2 == 0 { 'X' } else { 'O' })
        .collect();
    for i in (1..cells.len()).rev() {
        cells.swap(i, rng.below(i + 1));
    }
    cells.chunks(n).map(|row| row.iter().collect()).collect()
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("shortest chain");
    group.sample_size(10);
    for n in [256, 1024] {
        let classes: [(&str, Vec<String>); 3] = [
            ("full random", full_random(n, 1)),
            ("serpentine", boards::serpentine(n, n)),
            ("winding", boards::winding(n, n)),
        ];
        for (name, rows) in classes {
            let board = Board::parse(&rows).unwrap();
            let player = board.winner(Rule::XTopBottom).unwrap();
            group.throughput(Throughput::Elements((n * n) as u64));
            group.bench_function(BenchmarkId::new(name, n), |b| {
                b.iter(|| black_box(&board).shortest_chain(player, Rule::XTopBottom));
            });
        }
    }
    group.finish();
    // The player who has not won: the search spreads over all it can reach and finds nothing.
    let board = Board::parse(full_random(1024, 1)).unwrap();
    let loser = board
        .winner(Rule::XTopBottom)
        .map(Player::opponent)
        .unwrap();
    c.bench_function("shortest chain/full random, the loser/1024", |b| {
        b.iter(|| black_box(&board).shortest_chain(loser, Rule::XTopBottom));
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
