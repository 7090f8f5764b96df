//! Property tests at scale: boards up to 300x300, from empty to full, both rules, against the
//! simple reference in `tests/reference`. Boards are drawn from a seed so that proptest
//! shrinks the size, density and seed rather than 90,000 separate cells.
#![cfg(not(target_arch = "wasm32"))]
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

mod reference;

use hex_connect::{Board, Cell, Player, Rule};
use proptest::prelude::*;
use reference::boards::check_chain;
use reference::lcg::Lcg;
use reference::random_grid as board;
use reference::{reference_connects, reference_shortest, rows_of, transpose_and_swap, Grid};

fn params() -> impl Strategy<Value = (usize, usize, usize, u64)> {
    (
        1usize..=300,
        1usize..=300,
        prop_oneof![Just(0usize), Just(100usize), 0usize..=100],
        any::<u64>(),
    )
}

fn rules() -> impl Strategy<Value = Rule> {
    prop_oneof![Just(Rule::XTopBottom), Just(Rule::XLeftRight)]
}

fn expected_winner(grid: &Grid, rule: Rule) -> Option<Player> {
    match reference_connects(grid, rule) {
        (true, true) => panic!("both players connect"),
        (true, false) => Some(Player::X),
        (false, true) => Some(Player::O),
        (false, false) => None,
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn large_boards_match_the_reference((h, w, density, seed) in params(), rule in rules()) {
        let grid = board(h, w, density, seed);
        let board = Board::parse(rows_of(&grid)).unwrap();
        let winner = expected_winner(&grid, rule);
        prop_assert_eq!(board.winner(rule), winner);
        if density == 100 {
            prop_assert!(winner.is_some(), "a full board has a winner");
        }
        let path = board.winning_path(rule);
        prop_assert_eq!(path.is_some(), winner.is_some());
        if let (Some(player), Some(path)) = (winner, path) {
            let top_bottom = rule.joins_top_bottom(player);
            // Shortest, by the independent BFS.
            prop_assert_eq!(Some(path.len()), reference_shortest(&grid, player.symbol(), top_bottom));
            check_chain(&board, player, rule, &path).map_err(TestCaseError::fail)?;
        }
    }

    #[test]
    fn a_stone_of_the_winners_colour_never_takes_the_win_away(
        (h, w, density, seed) in params(), rule in rules(), picks in proptest::collection::vec(any::<u64>(), 1..8)
    ) {
        let grid = board(h, w, density, seed);
        let mut board = Board::parse(rows_of(&grid)).unwrap();
        let Some(winner) = board.winner(rule) else { return Ok(()) };
        let stone = winner.stone();
        for pick in picks {
            let (r, c) = ((pick as usize) % h, ((pick >> 32) as usize) % w);
            if board.get(r, c) == Some(Cell::Empty) {
                board.set(r, c, stone);
                prop_assert_eq!(board.winner(rule), Some(winner));
            }
        }
    }

    #[test]
    fn transposing_and_swapping_colours_swaps_the_winner_at_scale((h, w, density, seed) in params(), rule in rules()) {
        let grid = board(h, w, density, seed);
        let board = Board::parse(rows_of(&grid)).unwrap();
        let mirrored = Board::parse(rows_of(&transpose_and_swap(&grid))).unwrap();
        prop_assert_eq!(mirrored.winner(rule), board.winner(rule).map(Player::opponent));
        let lengths = (board.winning_path(rule).map(|p| p.len()), mirrored.winning_path(rule).map(|p| p.len()));
        prop_assert_eq!(lengths.0, lengths.1);
    }

    #[test]
    fn the_answer_does_not_depend_on_layout((h, w, density, seed) in params(), rule in rules(), spacing in any::<u64>()) {
        let grid = board(h, w, density, seed);
        let canonical = Board::parse(rows_of(&grid)).unwrap();
        let packed: Vec<String> = grid.iter().map(|row| row.iter().collect()).collect();
        let mut rng = Lcg(spacing);
        let ragged_spacing: Vec<String> = grid
            .iter()
            .map(|row| {
                let mut line = " ".repeat(rng.below(70));
                for &cell in row {
                    line.push(cell);
                    line.push_str(&" ".repeat(rng.below(3)));
                }
                line
            })
            .collect();
        for rows in [packed, ragged_spacing] {
            let other = Board::parse(&rows).unwrap();
            prop_assert_eq!(&other, &canonical);
            prop_assert_eq!(other.winner(rule), canonical.winner(rule));
            prop_assert_eq!(other.winning_path(rule), canonical.winning_path(rule));
        }
    }
}

/// Winding clusters, from one edge or from both, which the floods follow or leave to the
/// union-find over runs, under both rules and transposed with the colours swapped, against
/// the reference; with a stone of X's on the bottom row where its cluster ends, each winding
/// board becomes a long win for X (the two clusters' board gets that stone and stays O's).
#[test]
fn winding_clusters_match_the_reference() {
    use reference::boards::{spiral, two_windings, winding};
    for (h, w) in [(3, 7), (11, 11), (64, 130), (150, 97), (300, 300)] {
        for rows in [winding(h, w), spiral(h, w), two_windings(h, w)] {
            let mut grid = reference::grid_of(&rows);
            let boards = [grid.clone(), transpose_and_swap(&grid), {
                // The last column of the winding board's cluster ends just above the last row.
                let c = (w - 1) & !1;
                grid[h - 1][c] = 'X';
                grid.clone()
            }];
            for grid in boards {
                let board = Board::parse(rows_of(&grid)).unwrap();
                for rule in [Rule::XTopBottom, Rule::XLeftRight] {
                    let winner = expected_winner(&grid, rule);
                    assert_eq!(board.winner(rule), winner, "{h}x{w} {rule:?}");
                    if let Some(player) = winner {
                        let path = board.winning_path(rule).unwrap();
                        let top_bottom = rule.joins_top_bottom(player);
                        assert_eq!(
                            Some(path.len()),
                            reference_shortest(&grid, player.symbol(), top_bottom)
                        );
                        check_chain(&board, player, rule, &path).unwrap();
                    }
                }
            }
        }
    }
}
