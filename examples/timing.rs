//! Rough timing of the core's phases on a 1000x1000 board (native): `cargo run --release --example timing`.
#![allow(clippy::unwrap_used)]
use hex_connect::{Board, Player, Rule};
use std::time::Instant;

fn main() {
    let n = 1000;
    let mut state = 1u32;
    let mut rows = Vec::new();
    for r in 0..n {
        let mut line = " ".repeat(r);
        for c in 0..n {
            state = state.wrapping_mul(1664525).wrapping_add(1013904223);
            if c > 0 {
                line.push(' ');
            }
            line.push(if state >> 31 == 0 { 'X' } else { 'O' });
        }
        rows.push(line);
    }
    for _ in 0..3 {
        let t = Instant::now();
        let board = Board::parse(&rows).unwrap_or_else(|e| panic!("{e}"));
        let parsed = t.elapsed();
        let t = Instant::now();
        let x = board.connects(Player::X, Rule::XTopBottom);
        let flood_x = t.elapsed();
        let t = Instant::now();
        let o = board.connects(Player::O, Rule::XTopBottom);
        let flood_o = t.elapsed();
        let t = Instant::now();
        let path = board.winning_path(Rule::XTopBottom).map_or(0, |p| p.len());
        let bfs = t.elapsed();
        println!("parse {parsed:?} flood X {flood_x:?} ({x}) flood O {flood_o:?} ({o}) path {bfs:?} ({path})");
    }
}
