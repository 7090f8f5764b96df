use crate::{Board, Player, Rule};

fn analyze(rows: &[&str], rule: Rule) -> crate::analysis::Analysis {
    Board::parse(rows).unwrap().analyze(rule)
}

#[test]
fn an_empty_board_needs_a_full_line() {
    let a = analyze(&["...", "...", "..."], Rule::XTopBottom);
    assert_eq!(a.distance(Player::X), Some(3));
    assert_eq!(a.distance(Player::O), Some(3));
    assert_eq!(a.completion(Player::X), Some(&[(0, 0), (1, 0), (2, 0)][..]));
    assert_eq!(a.winner(), None);
    assert_eq!(a.path(), None);
}

#[test]
fn a_single_cell_board() {
    let a = analyze(&["."], Rule::XTopBottom);
    assert_eq!(a.completion(Player::X), Some(&[(0, 0)][..]));
    assert_eq!(a.completion(Player::O), Some(&[(0, 0)][..]));
    let a = analyze(&["O"], Rule::XLeftRight);
    assert_eq!(a.winner(), Some(Player::O));
    assert_eq!(a.completion(Player::O), Some(&[][..]));
    assert_eq!(a.distance(Player::X), None);
    assert_eq!(a.path(), Some(&[(0, 0)][..]));
}

#[test]
fn a_wall_cuts_the_other_player_off() {
    let a = analyze(&["X . .", " X . .", "  X . ."], Rule::XTopBottom);
    assert_eq!(a.winner(), Some(Player::X));
    assert_eq!(a.distance(Player::X), Some(0));
    assert_eq!(a.completion(Player::O), None);
}

#[test]
fn layers_wider_than_a_word_carry_across_words() {
    // X's stones run along row 1 across the word boundary; only the ends are empty.
    let width = 130;
    let mut middle = vec!['X'; width];
    middle[0] = '.';
    let rows = [
        ".".repeat(width),
        middle.iter().collect::<String>(),
        format!("{}O", ".".repeat(width - 1)),
    ];
    let board = Board::parse(&rows).unwrap();
    let a = board.analyze(Rule::XLeftRight);
    assert_eq!(a.completion(Player::X), Some(&[(1, 0)][..]));
    assert_eq!(a.distance(Player::O), Some(3));
}
