//! `analyze` on random boards from 1x1 to 300x300 under both rules, against the 0-1
//! breadth-first search of `tests/reference/distance.rs`.

// Native only: proptest is not built for wasm32. Test code: a panic is a failed test.
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
use reference::distance::{reference_costs, reference_distance};
use reference::{random_grid as grid, rows_of, Grid};

/// Mostly small boards, some past a 64-bit word, a few up to 300x300.
fn grids() -> impl Strategy<Value = Grid> {
    let side = prop_oneof![
        90 => 1usize..=12,
        9 => 1usize..=100,
        1 => 1usize..=300,
    ];
    (side.clone(), side, 0usize..=100, any::<u64>())
        .prop_map(|(h, w, density, seed)| grid(h, w, density, seed))
}

fn rules() -> impl Strategy<Value = Rule> {
    prop_oneof![Just(Rule::XTopBottom), Just(Rule::XLeftRight)]
}

/// Everything the issue promises of one player's distance and completion.
fn check_player(
    grid: &Grid,
    board: &Board,
    player: Player,
    rule: Rule,
) -> Result<(), TestCaseError> {
    let analysis = board.analyze(rule);
    let top_bottom = rule.joins_top_bottom(player);
    let expected = reference_distance(grid, player.symbol(), top_bottom);
    prop_assert_eq!(
        analysis.distance(player),
        expected,
        "{:?} on {:?}",
        player,
        grid
    );
    let Some(cells) = analysis.completion(player) else {
        return Ok(());
    };
    prop_assert_eq!(Some(cells.len()), expected);
    let alone = board.completion(player, rule);
    prop_assert_eq!(alone.as_deref(), Some(cells));
    // Ordered from the start edge: the k-th cell is k + 1 fills from it.
    let costs = reference_costs(grid, player.symbol(), top_bottom);
    for (k, &(r, c)) in cells.iter().enumerate() {
        prop_assert_eq!(
            board.get(r, c),
            Some(Cell::Empty),
            "{:?} is not empty",
            (r, c)
        );
        prop_assert_eq!(costs[r][c], Some(k + 1), "{:?} is out of order", (r, c));
    }
    let mut filled = board.clone();
    for &(r, c) in cells {
        filled.set(r, c, player.stone());
    }
    prop_assert!(
        filled.connects(player, rule),
        "filling {:?} does not join",
        cells
    );
    Ok(())
}

fn check(grid: &Grid, rule: Rule) -> Result<(), TestCaseError> {
    let board = Board::parse(rows_of(grid)).unwrap();
    let analysis = board.analyze(rule);
    prop_assert_eq!(analysis.winner(), board.winner(rule));
    prop_assert_eq!(analysis.path().map(<[_]>::to_vec), board.winning_path(rule));
    if let Some(winner) = analysis.winner() {
        prop_assert_eq!(analysis.distance(winner), Some(0));
        prop_assert_eq!(analysis.completion(winner), Some(&[][..]));
        prop_assert_eq!(analysis.completion(winner.opponent()), None);
    }
    check_player(grid, &board, Player::X, rule)?;
    check_player(grid, &board, Player::O, rule)?;
    // The same board always gives the same answer.
    prop_assert_eq!(board.analyze(rule), analysis);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1000, ..ProptestConfig::default() })]

    #[test]
    fn analysis_matches_the_reference(grid in grids(), rule in rules()) {
        check(&grid, rule)?;
    }
}

#[test]
fn a_300_by_300_board_at_every_density() {
    for density in [0, 20, 45, 60, 100] {
        for rule in [Rule::XTopBottom, Rule::XLeftRight] {
            check(&grid(300, 300, density, density as u64 + 7), rule).unwrap();
        }
    }
}
