//! Properties of `winner` and `winning_path` on random boards, checked against the
//! deliberately simple reference in `tests/reference`.

// Native only: proptest is not built for wasm32. Test code: a panic is a failed test.
#![cfg(not(target_arch = "wasm32"))]
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

mod reference;

use hex_connect::{Board, Player, Rule};
use proptest::prelude::*;
use reference::boards::check_chain;
use reference::{reference_connects, reference_shortest, rows_of, transpose_and_swap, Grid};

/// Boards from 1x1 to 14x14 at a random density, sometimes full.
fn grids() -> impl Strategy<Value = Grid> {
    (1usize..=14, 1usize..=14, 0u32..=100, any::<bool>()).prop_flat_map(|(h, w, density, full)| {
        let cell = if full {
            prop_oneof![Just('X'), Just('O')].boxed()
        } else {
            prop_oneof![
                100 - density => Just('.'),
                density / 2 + 1 => Just('X'),
                density / 2 + 1 => Just('O'),
            ]
            .boxed()
        };
        proptest::collection::vec(proptest::collection::vec(cell, w), h)
    })
}

/// Boards wider than one 64-bit word, so that runs and neighbours cross word boundaries.
fn wide_grids() -> impl Strategy<Value = Grid> {
    (1usize..=24, 60usize..=200, 30u32..=100).prop_flat_map(|(h, w, density)| {
        let cell = prop_oneof![
            100 - density => Just('.'),
            density / 2 + 1 => Just('X'),
            density / 2 + 1 => Just('O'),
        ];
        proptest::collection::vec(proptest::collection::vec(cell, w), h)
    })
}

fn full_grids() -> impl Strategy<Value = Grid> {
    (1usize..=16, 1usize..=16).prop_flat_map(|(h, w)| {
        proptest::collection::vec(
            proptest::collection::vec(prop_oneof![Just('X'), Just('O')], w),
            h,
        )
    })
}

fn rules() -> impl Strategy<Value = Rule> {
    prop_oneof![Just(Rule::XTopBottom), Just(Rule::XLeftRight)]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn winner_matches_the_reference(grid in grids(), rule in rules()) {
        let board = Board::parse(rows_of(&grid)).unwrap();
        let (x, o) = reference_connects(&grid, rule);
        prop_assert!(!(x && o), "both players connect on {:?}", grid);
        let expected = if x { Some(Player::X) } else if o { Some(Player::O) } else { None };
        prop_assert_eq!(board.winner(rule), expected);
    }

    #[test]
    fn a_full_board_has_exactly_one_winner(grid in full_grids(), rule in rules()) {
        let board = Board::parse(rows_of(&grid)).unwrap();
        let (x, o) = reference_connects(&grid, rule);
        prop_assert!(x != o, "expected exactly one winner on {:?}", grid);
        let expected = if x { Player::X } else { Player::O };
        prop_assert_eq!(board.winner(rule), Some(expected));
        // Without the full-board shortcut: the flood itself finds the same winner.
        prop_assert!(board.connects(expected, rule));
        prop_assert!(!board.connects(expected.opponent(), rule));
    }

    #[test]
    fn transposing_and_swapping_colours_swaps_the_winner(grid in grids(), rule in rules()) {
        let board = Board::parse(rows_of(&grid)).unwrap();
        let mirrored = Board::parse(rows_of(&transpose_and_swap(&grid))).unwrap();
        prop_assert_eq!(mirrored.winner(rule), board.winner(rule).map(Player::opponent));
    }

    #[test]
    fn the_path_is_a_valid_shortest_chain(grid in grids(), rule in rules()) {
        let board = Board::parse(rows_of(&grid)).unwrap();
        let Some(winner) = board.winner(rule) else {
            prop_assert_eq!(board.winning_path(rule), None);
            return Ok(());
        };
        let path = board.winning_path(rule).unwrap();
        let top_bottom = rule.joins_top_bottom(winner);
        check_chain(&board, winner, rule, &path).map_err(TestCaseError::fail)?;
        // As short as any chain.
        let symbol = winner.symbol();
        prop_assert_eq!(Some(path.len()), reference_shortest(&grid, symbol, top_bottom));
    }

    #[test]
    fn layout_spaces_do_not_change_the_answer(grid in grids(), rule in rules(), pad in 0usize..4) {
        let spaced = Board::parse(rows_of(&grid)).unwrap();
        let packed_rows: Vec<String> = grid
            .iter()
            .map(|row| {
                let sep = " ".repeat(pad);
                let cells: Vec<String> = row.iter().map(char::to_string).collect();
                format!("{}{}{}", sep, cells.join(&sep), sep)
            })
            .collect();
        let packed = Board::parse(&packed_rows).unwrap();
        prop_assert_eq!(&packed, &spaced);
        prop_assert_eq!(packed.winner(rule), spaced.winner(rule));
        prop_assert_eq!(packed.winning_path(rule), spaced.winning_path(rule));
    }

    #[test]
    fn canonical_rows_read_back_to_the_same_board(grid in grids()) {
        let board = Board::parse(rows_of(&grid)).unwrap();
        prop_assert_eq!(board.to_rows(), rows_of(&grid));
    }
}

proptest! {
    // Wide boards are slower to check against the reference: fewer cases.
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn wide_boards_match_the_reference(grid in wide_grids(), rule in rules()) {
        let board = Board::parse(rows_of(&grid)).unwrap();
        let (x, o) = reference_connects(&grid, rule);
        let expected = if x { Some(Player::X) } else if o { Some(Player::O) } else { None };
        prop_assert_eq!(board.winner(rule), expected);
        if let Some(winner) = expected {
            let path = board.winning_path(rule).unwrap();
            let top_bottom = rule.joins_top_bottom(winner);
            prop_assert_eq!(Some(path.len()), reference_shortest(&grid, winner.symbol(), top_bottom));
        }
        // The packed layout reads to the same board.
        let packed: Vec<String> = grid.iter().map(|row| row.iter().collect()).collect();
        prop_assert_eq!(Board::parse(&packed).unwrap(), board);
    }
}
