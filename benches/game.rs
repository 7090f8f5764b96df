//! `Game` move by move, natively, beside the `hexgame` crate (0.1.0, a union-find made for
//! Monte-Carlo playouts) on the same random move orders: `cargo bench --bench game`.
//!
//! - `play`: a new game, then moves until somebody wins, per move.
//! - `playout`: the loop of a Monte-Carlo bot: back to the start position (our `reset`,
//!   hexgame's `clone` of an empty game), then moves to the end, per move.
//! - `play+undo`: the playout loop with every move taken back instead of `reset`, per
//!   move: beside `playout`, the difference is what undo costs.
//! - `clone` and `reset` of a game in the middle of play, per call.
#![allow(missing_docs)]
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

#[path = "../tests/reference/lcg.rs"]
mod lcg;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use hex_connect::game::Game;
use hex_connect::{Player, Rule};
use hexgame::{Color, Coords, Status};
use lcg::Lcg;
use std::hint::black_box;

/// `games` random orders of every cell of an `n` x `n` board.
fn orders(n: usize, games: usize, seed: u64) -> Vec<Vec<(u8, u8)>> {
    let mut rng = Lcg(seed);
    (0..games)
        .map(|_| {
            let mut cells: Vec<(u8, u8)> = (0..n)
                .flat_map(|r| (0..n).map(move |c| (r as u8, c as u8)))
                .collect();
            for i in (1..cells.len()).rev() {
                cells.swap(i, rng.below(i + 1));
            }
            cells
        })
        .collect()
}

/// Plays one order on our game until somebody wins; the winner and the moves played.
fn ours(game: &mut Game, order: &[(u8, u8)]) -> (Player, usize) {
    for (k, &(r, c)) in order.iter().enumerate() {
        if let Some(winner) = game.play(usize::from(r), usize::from(c)).unwrap() {
            return (winner, k + 1);
        }
    }
    panic!("a full board has a winner");
}

/// The same on a hexgame game.
fn theirs(game: &mut hexgame::Game, order: &[(u8, u8)]) -> (Player, usize) {
    for (k, &(r, c)) in order.iter().enumerate() {
        game.play(Coords::new(r, c)).unwrap();
        if let Status::Finished(color) = game.get_status() {
            let winner = if color == Color::Black {
                Player::X
            } else {
                Player::O
            };
            return (winner, k + 1);
        }
    }
    panic!("a full board has a winner");
}

fn bench(c: &mut Criterion) {
    for n in [11usize, 19] {
        let orders = orders(n, 2000, n as u64);
        // Both agree on every winner, at the same move.
        let mut moves = 0;
        for order in &orders {
            let a = ours(&mut Game::new(n, n, Rule::XTopBottom).unwrap(), order);
            let b = theirs(&mut hexgame::Game::new(n as u8), order);
            assert_eq!(a, b);
            moves += a.1;
        }
        let mut group = c.benchmark_group(format!("game {n}x{n}"));
        group.throughput(Throughput::Elements(moves as u64));
        group.bench_function(BenchmarkId::new("play", "hex-connect"), |b| {
            b.iter(|| {
                for order in &orders {
                    let mut game = Game::new(n, n, Rule::XTopBottom).unwrap();
                    black_box(ours(&mut game, order));
                }
            });
        });
        group.bench_function(BenchmarkId::new("play", "hexgame"), |b| {
            b.iter(|| {
                for order in &orders {
                    let mut game = hexgame::Game::new(n as u8);
                    black_box(theirs(&mut game, order));
                }
            });
        });
        group.bench_function(BenchmarkId::new("playout", "hex-connect reset"), |b| {
            let mut game = Game::new(n, n, Rule::XTopBottom).unwrap();
            b.iter(|| {
                for order in &orders {
                    game.reset();
                    black_box(ours(&mut game, order));
                }
            });
        });
        // Undo: one game played to the end and every move taken back, per order; beside
        // the playout above (played to the end, then `reset`), the difference is the undo.
        group.bench_function(BenchmarkId::new("play+undo", "hex-connect"), |b| {
            let mut game = Game::new(n, n, Rule::XTopBottom).unwrap();
            b.iter(|| {
                for order in &orders {
                    black_box(ours(&mut game, order));
                    while game.undo() {}
                }
            });
        });
        group.bench_function(BenchmarkId::new("playout", "hexgame clone"), |b| {
            let empty = hexgame::Game::new(n as u8);
            b.iter(|| {
                for order in &orders {
                    let mut game = empty.clone();
                    black_box(theirs(&mut game, order));
                }
            });
        });
        group.finish();

        // A game in the middle of play: half the moves of the first order.
        let half = &orders[0][..n * n / 2];
        let mut mid = Game::new(n, n, Rule::XTopBottom).unwrap();
        let mut their_mid = hexgame::Game::new(n as u8);
        for &(r, c) in half {
            if mid.winner().is_none() {
                mid.play(usize::from(r), usize::from(c)).unwrap();
                their_mid.play(Coords::new(r, c)).unwrap();
            }
        }
        let mut group = c.benchmark_group(format!("game {n}x{n} mid-game"));
        group.bench_function(BenchmarkId::new("clone", "hex-connect"), |b| {
            b.iter(|| black_box(&mid).clone());
        });
        group.bench_function(BenchmarkId::new("clone", "hexgame"), |b| {
            b.iter(|| black_box(&their_mid).clone());
        });
        group.bench_function(BenchmarkId::new("clone+reset", "hex-connect"), |b| {
            b.iter(|| {
                let mut game = black_box(&mid).clone();
                game.reset();
                game
            });
        });
        group.finish();
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
