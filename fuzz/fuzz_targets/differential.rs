//! The fast core against the simple reference of the tests (`tests/reference`) on boards
//! built from the fuzzer's bytes: same winner, same shortest-chain length, both rules.
#![no_main]

#[path = "../../tests/reference/mod.rs"]
mod reference;

use hex_connect::{Board, Player, Rule};
use libfuzzer_sys::fuzz_target;
use reference::{reference_connects, reference_shortest, rows_of, Grid};

fuzz_target!(|data: &[u8]| {
    let [h, w, layout, rest @ ..] = data else {
        return;
    };
    // Up to 20x70: wide enough to cross a 64-bit word, small enough for millions of runs.
    let (h, w) = (usize::from(*h % 20) + 1, usize::from(*w % 70) + 1);
    // Two bits a cell; missing bytes are empty cells.
    let grid: Grid = (0..h)
        .map(|r| {
            (0..w)
                .map(|c| {
                    let i = r * w + c;
                    let bits = rest.get(i / 4).map_or(0, |b| (b >> (2 * (i % 4))) & 3);
                    ['.', 'X', 'O', 'X'][usize::from(bits)]
                })
                .collect()
        })
        .collect();
    let rows: Vec<String> = match layout % 3 {
        0 => rows_of(&grid),
        1 => grid.iter().map(|row| row.iter().collect()).collect(),
        _ => grid
            .iter()
            .enumerate()
            .map(|(r, row)| {
                let gap = " ".repeat(r % 3);
                let cells: Vec<String> = row.iter().map(char::to_string).collect();
                format!("{}{}", " ".repeat(r * 7 % 40), cells.join(&gap))
            })
            .collect(),
    };
    let board = Board::parse(&rows).expect("generated boards are valid");
    for rule in [Rule::XTopBottom, Rule::XLeftRight] {
        let (x, o) = reference_connects(&grid, rule);
        assert!(!(x && o));
        let expected = match (x, o) {
            (true, _) => Some(Player::X),
            (_, true) => Some(Player::O),
            _ => None,
        };
        assert_eq!(board.winner(rule), expected);
        let length = board.winning_path(rule).map(|p| p.len());
        let reference =
            expected.and_then(|p| reference_shortest(&grid, p.symbol(), rule.joins_top_bottom(p)));
        assert_eq!(length, reference);
    }
});
