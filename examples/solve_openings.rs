//! Solves every opening of a board: the first player's stone on each cell, no swap, the
//! second player to move. Prints each opening's time and result and then the map of the
//! first moves that win (`W`), lose (`.`) or were left unproved (`?`).
//!
//! `cargo run --release --example solve_openings -- --size 7 [--time-ms 10000] [--cell d4]`

use hex_connect::knowledge::Position;
use hex_connect::solver::{solve, SolveOptions};
use hex_connect::{notation, parse_move, Player, Rule};
use std::time::Instant;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut size = 7;
    let mut time_ms = None;
    let mut only = None;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let value = args.next().ok_or(format!("{arg} needs a value"))?;
        match arg.as_str() {
            "--size" => size = value.parse()?,
            "--time-ms" => time_ms = Some(value.parse()?),
            "--cell" => only = Some(parse_move(&value)?),
            _ => return Err(format!("unknown option {arg}").into()),
        }
    }
    let options = SolveOptions {
        time_ms,
        winning_moves: false,
        ..SolveOptions::default()
    };
    let mut map = vec![vec!['?'; size]; size];
    let all = Instant::now();
    for r in 0..size {
        for c in 0..size {
            if only.is_some_and(|cell| cell != (r, c)) {
                continue;
            }
            let mut position = Position::new(size, size, Rule::XTopBottom)?;
            position.play(r * size + c)?;
            let start = Instant::now();
            let clock_start = Instant::now();
            let solution = solve(&position, &options, &mut || {
                clock_start.elapsed().as_secs_f64() * 1000.0
            });
            let ms = start.elapsed().as_secs_f64() * 1000.0;
            let mark = match solution.winner {
                Some(Player::X) => 'W',
                Some(Player::O) => '.',
                None => '?',
            };
            if let Some(row) = map.get_mut(r) {
                if let Some(cell) = row.get_mut(c) {
                    *cell = mark;
                }
            }
            println!(
                "{:>4} {} {:>9.1} ms {:>9} nodes, proof {:>7}{}",
                notation(r, c),
                mark,
                ms,
                solution.nodes,
                solution.proof_size,
                if solution.complete { "" } else { " (stopped)" }
            );
        }
    }
    println!("all in {:.1} s", all.elapsed().as_secs_f64());
    for (r, row) in map.iter().enumerate() {
        let cells: Vec<String> = row.iter().map(char::to_string).collect();
        println!("{}{}", " ".repeat(r), cells.join(" "));
    }
    Ok(())
}
