//! Arbitrary bytes as board text: rows split at line breaks, read, then searched under both
//! rules. Nothing may panic; every answer must be consistent with itself.
#![no_main]

#[path = "../../tests/reference/boards.rs"]
mod boards;

use hex_connect::{Board, Rule};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let rows: Vec<&str> = text.split('\n').collect();
    let parsed = Board::parse(&rows);

    // The joined-bytes reader (the one the wasm binding uses) agrees with the row reader.
    let mut bytes = Vec::new();
    let mut ends = Vec::new();
    for row in &rows {
        bytes.extend_from_slice(row.as_bytes());
        ends.push(bytes.len() as u32);
    }
    assert_eq!(Board::parse_joined(&bytes, &ends), parsed);

    let board = match parsed {
        Ok(board) => board,
        Err(error) => {
            // Every error names a place inside the input and renders a message.
            assert!(!error.to_string().is_empty());
            assert!(!error.code().is_empty());
            if let Some(row) = error.row() {
                assert!(row < rows.len());
            }
            return;
        }
    };
    assert_eq!(board.height(), rows.len());
    for rule in [Rule::XTopBottom, Rule::XLeftRight] {
        let winner = board.winner(rule);
        let path = board.winning_path(rule);
        assert_eq!(winner.is_some(), path.is_some());
        let (Some(player), Some(path)) = (winner, path) else {
            continue;
        };
        if let Err(problem) = boards::check_chain(&board, player, rule, &path) {
            panic!("{problem}");
        }
        // The other player cannot have won too.
        assert!(!board.connects(player.opponent(), rule));
    }
});
