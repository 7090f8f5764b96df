//! The knowledge layer and the solver on positions built from the fuzzer's bytes, with tiny
//! limits: no panic, and what they answer is about the position given (carriers and dead
//! cells empty, keys inside their carriers, a complete solve naming a winner).
#![no_main]

use hex_connect::knowledge::vc::{Connections, Kind, VcOptions};
use hex_connect::knowledge::{inferior, must_play, Position};
use hex_connect::solver::{solve, SolveOptions};
use hex_connect::{Player, Rule};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let [size, flags, limit, rest @ ..] = data else {
        return;
    };
    // Up to 8x8 and from 1x1, any shape: the corners of the geometry (a single row or
    // column) are where a shift could wrap, and 8x8 already makes H-search work.
    let (rows, cols) = (usize::from(size & 7) + 1, usize::from((size >> 3) & 7) + 1);
    let rule = if flags & 1 == 0 {
        Rule::XTopBottom
    } else {
        Rule::XLeftRight
    };
    let to_move = if flags & 2 == 0 { Player::X } else { Player::O };
    let Ok(mut position) = Position::new(rows, cols, rule) else {
        return;
    };
    // Two bits a cell: empty, X, O, empty; missing bytes are empty cells. Stones need not
    // alternate: the layer must take any position.
    for cell in 0..rows * cols {
        let bits = rest
            .get(cell / 4)
            .map_or(0, |b| (b >> (2 * (cell % 4))) & 3);
        match bits {
            1 => position.put(cell, Some(Player::X)),
            2 => position.put(cell, Some(Player::O)),
            _ => {}
        }
    }
    let position = position.with_to_move(to_move);
    let empty = position.empty();

    for player in [Player::X, Player::O] {
        let found = Connections::compute(&position, player, &VcOptions::default());
        for connection in found.between_stones() {
            assert!(connection.carrier.is_subset(&empty));
            match (connection.kind, connection.key) {
                (Kind::Full, None) => {}
                (Kind::Semi, Some(key)) => assert!(connection.carrier.contains(key)),
                other => panic!("a connection of kind and key {other:?}"),
            }
        }
        if let Some(region) = found.must_play() {
            assert!(found.edges_connected() || region.is_subset(&empty));
        }
    }
    let _ = must_play(&position);

    let (dead_filled, dead) = inferior::fill_dead(&position);
    assert!(dead.is_subset(&empty));
    assert_eq!(dead_filled.empty(), empty - dead);
    let (filled, all) = inferior::fill_in(&position);
    assert!(all.is_subset(&empty));
    assert_eq!(filled.empty(), empty - all);
    for player in [Player::X, Player::O] {
        for (a, b) in inferior::captured_pairs(&position, player) {
            assert!(empty.contains(a) && empty.contains(b));
        }
    }

    let options = SolveOptions {
        max_nodes: Some(u64::from(limit % 8) + 1),
        table_entries: 64,
        ..SolveOptions::default()
    };
    let solution = solve(&position, &options, &mut || 0.0);
    if solution.complete {
        assert!(solution.winner.is_some());
    }
    if solution.winner != Some(to_move) {
        assert!(solution.moves.is_empty());
    }
    for &(r, c) in &solution.moves {
        assert!(position
            .index(r, c)
            .is_some_and(|cell| empty.contains(cell)));
    }
});
