//! Simulations a second of the bot's search, native: `cargo bench --bench bot`.
//! (`node benches/bot-bench.mjs` measures the same in WebAssembly.)

use hex_connect::bot::{best_move, SearchOptions};
use hex_connect::game::Game;
use hex_connect::Rule;
use std::time::Instant;

fn main() {
    // `cargo bench` passes `--bench`; `cargo test --benches` runs this once, briefly.
    let quick = !std::env::args().any(|a| a == "--bench");
    let positions = [
        ("11x11 empty", 11, ""),
        (
            "11x11 after 20 moves",
            11,
            "f6 e7 g5 d8 c9 h4 e5 f5 g4 d6 c7 h3 i2 b8 j2 a9 e9 g3 b10 k1",
        ),
        ("13x13 empty", 13, ""),
    ];
    for (name, size, moves) in positions {
        let Ok(mut game) = Game::from_moves(moves, size, size, Rule::XTopBottom) else {
            continue;
        };
        game.set_swap_allowed(false);
        let options = SearchOptions {
            simulations: Some(if quick { 200 } else { 20_000 }),
            seed: 1,
            ..SearchOptions::default()
        };
        let start = Instant::now();
        let Ok(found) = best_move(&game, &options) else {
            continue;
        };
        let secs = start.elapsed().as_secs_f64();
        println!(
            "{name:<24} {:>9.0} simulations/s  ({} in {:.0} ms, {} at {:.2})",
            found.simulations as f64 / secs,
            found.simulations,
            secs * 1000.0,
            found.play.notation(),
            found.win_rate
        );
    }
}
