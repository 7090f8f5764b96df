//! H-search on the 20 11x11 mid-game positions of `benches/solver.rs` (30 random stones, no
//! winner), `ROUNDS` times each, for counting the instructions a position costs:
//!
//! ```text
//! cargo build --release --example vc_positions
//! perf stat -e instructions:u target/release/examples/vc_positions 1
//! perf stat -e instructions:u target/release/examples/vc_positions 11
//! ```
//!
//! The difference of the two counts over 200 is the instructions of one position's
//! H-search. It prints the connections found, so that two builds can be checked to agree.

#[cfg(feature = "game")]
#[path = "../tests/reference/lcg.rs"]
mod lcg;

#[cfg(feature = "game")]
fn main() {
    use hex_connect::knowledge::vc::{Connections, VcOptions};
    use hex_connect::knowledge::Position;
    use hex_connect::{Player, Rule};
    use std::hint::black_box;

    let rounds: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1);
    // The positions of `midgames(20, 30, 3)` in benches/solver.rs.
    let mut rng = lcg::Lcg(3);
    let mut positions = Vec::new();
    while positions.len() < 20 {
        let Ok(mut p) = Position::new(11, 11, Rule::XTopBottom) else {
            return;
        };
        for _ in 0..30 {
            let empty: Vec<usize> = p.empty().iter().collect();
            if let Some(&cell) = empty.get(rng.below(empty.len())) {
                let _ = p.play(cell);
            }
        }
        if p.winner().is_none() {
            positions.push(p);
        }
    }
    let mut found = 0;
    for _ in 0..rounds {
        found = 0;
        for p in &positions {
            let vcs = black_box(Connections::compute(p, Player::X, &VcOptions::default()));
            found += vcs.between_stones().len();
        }
    }
    println!("{rounds} rounds of 20 positions; {found} connections between stones");
}

#[cfg(not(feature = "game"))]
fn main() {}
