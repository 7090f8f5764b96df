use super::*;

fn board(rows: &[&str]) -> Board {
    Board::parse(rows).unwrap()
}

#[test]
fn one_stone_touches_all_four_edges() {
    for rule in [Rule::XTopBottom, Rule::XLeftRight] {
        assert_eq!(board(&["X"]).winner(rule), Some(Player::X));
        assert_eq!(board(&["O"]).winner(rule), Some(Player::O));
        assert_eq!(board(&["."]).winner(rule), None);
        assert_eq!(board(&["O"]).winning_path(rule), Some(vec![(0, 0)]));
    }
}

#[test]
fn the_six_neighbours_and_not_the_other_diagonal() {
    // (0,1) and (1,0) touch: (r+1, c-1) is a neighbour.
    assert_eq!(
        board(&[". X", " X ."]).winner(Rule::XTopBottom),
        Some(Player::X)
    );
    // (0,0) and (1,1) do not: (r+1, c+1) is not.
    assert_eq!(board(&["X .", " . X"]).winner(Rule::XTopBottom), None);
    assert_eq!(board(&["X .", " . X"]).winner(Rule::XLeftRight), None);
    // Left-right uses the same neighbour relation.
    assert_eq!(
        board(&[". O", " O ."]).winner(Rule::XTopBottom),
        Some(Player::O)
    );
    assert_eq!(board(&["O .", " . O"]).winner(Rule::XTopBottom), None);
}

#[test]
fn rule_swaps_the_edges() {
    let b = board(&["O O O"]);
    assert_eq!(b.winner(Rule::XTopBottom), Some(Player::O));
    // Under the Exercism rule O must join the top row to the bottom row: one row does it too.
    assert_eq!(b.winner(Rule::XLeftRight), Some(Player::O));
    let b = board(&["X .", " X .", "  X ."]);
    assert_eq!(b.winner(Rule::XTopBottom), Some(Player::X));
    assert_eq!(b.winner(Rule::XLeftRight), None);
    assert!(Rule::XTopBottom.joins_top_bottom(Player::X));
    assert!(!Rule::XTopBottom.joins_top_bottom(Player::O));
    assert!(Rule::XLeftRight.joins_top_bottom(Player::O));
    assert_eq!(Rule::default(), Rule::XTopBottom);
}

#[test]
fn shortest_chain_ignores_a_longer_detour() {
    let b = board(&[
        "X X X X .",
        " . . . X .",
        "  X . X . .",
        "   X X . . .",
        "    X . . . .",
    ]);
    // The stones of the left column are not joined to the top; the chain runs diagonally.
    assert_eq!(
        b.winning_path(Rule::XTopBottom),
        Some(vec![(0, 3), (1, 3), (2, 2), (3, 1), (4, 0)])
    );
}

#[test]
fn two_equal_routes_give_one_shortest_chain() {
    // Two five-stone routes from the same top stone, one each side of a gap.
    let b = board(&[
        ". . X .",
        " . X X .",
        "  X . X .",
        "   X . X .",
        "    X X . .",
    ]);
    let path = b.winning_path(Rule::XTopBottom).unwrap();
    assert_eq!(path.len(), 5);
    assert_eq!(path.first(), Some(&(0, 2)));
    assert_eq!(path.last().map(|p| p.0), Some(4));
}

#[test]
fn left_right_paths_are_ordered_from_column_zero() {
    let b = board(&["O O .", " X O O", "  . X X"]);
    assert_eq!(b.winner(Rule::XTopBottom), Some(Player::O));
    assert_eq!(
        b.winning_path(Rule::XTopBottom),
        Some(vec![(0, 0), (0, 1), (1, 1), (1, 2)])
    );
    assert_eq!(b.shortest_chain(Player::X, Rule::XTopBottom), None);
}

#[test]
fn a_chain_of_half_a_million_stones() {
    let rows = crate::test_boards::serpentine(1000, 1000);
    let b = Board::parse(&rows).unwrap();
    assert_eq!(b.winner(Rule::XTopBottom), Some(Player::X));
    let path = b.winning_path(Rule::XTopBottom).unwrap();
    // Every row is crossed: 500 full rows, less what the diagonal steps save, plus the joins.
    assert!(path.len() > 490_000, "{}", path.len());
    assert_eq!(path.first().map(|p| p.0), Some(0));
    assert_eq!(path.last().map(|p| p.0), Some(999));
}
