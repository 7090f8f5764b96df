use super::*;
use crate::test_lcg::Lcg;
use crate::{Board, Player, Rule};

/// A random position of a `rows` x `cols` board: X and O stones in turn on random empty
/// cells, `stones` of them in all, with the side to move that alternation gives.
pub(crate) fn random_position(
    lcg: &mut Lcg,
    rows: usize,
    cols: usize,
    stones: usize,
    rule: Rule,
) -> Position {
    let mut p = Position::new(rows, cols, rule).unwrap();
    for _ in 0..stones.min(rows * cols) {
        let empty: Vec<usize> = p.empty().iter().collect();
        let at = empty[lcg.below(empty.len())];
        p.play(at).unwrap();
    }
    p
}

#[test]
fn neighbours_of_a_set_are_the_union_of_each_cells_neighbours() {
    let mut lcg = Lcg(7);
    for (rows, cols) in [
        (1, 1),
        (1, 5),
        (5, 1),
        (3, 4),
        (7, 7),
        (11, 13),
        (19, 19),
        (2, 180),
    ] {
        let p = Position::new(rows, cols, Rule::XTopBottom).unwrap();
        for _ in 0..20 {
            let set = CellSet::from_cells((0..rows * cols).filter(|_| lcg.below(4) == 0));
            let want = set
                .iter()
                .fold(CellSet::EMPTY, |acc, c| acc | p.neighbours(c));
            assert_eq!(p.neighbours_of(set), want, "{rows}x{cols}");
        }
        let corner: Vec<_> = p.neighbours(0).iter().collect();
        let want: Vec<_> = crate::hex::neighbours(0, 0, rows, cols)
            .map(|(r, c)| r * cols + c)
            .collect();
        let mut want = want;
        want.sort_unstable();
        assert_eq!(corner, want);
    }
}

#[test]
fn the_winner_is_the_boards_winner() {
    let mut lcg = Lcg(11);
    for _ in 0..400 {
        let (rows, cols) = (1 + lcg.below(8), 1 + lcg.below(8));
        let rule = if lcg.below(2) == 0 {
            Rule::XTopBottom
        } else {
            Rule::XLeftRight
        };
        let stones = lcg.below(rows * cols + 1);
        let p = random_position(&mut lcg, rows, cols, stones, rule);
        let board = Board::parse(p.to_rows()).unwrap();
        assert_eq!(p.winner(), board.winner(rule), "{:?}", p);
        let again = Position::from_board(&board, rule, p.to_move()).unwrap();
        assert_eq!(again, p);
    }
}

#[test]
fn sizes_beyond_the_bound_are_refused_with_their_codes() {
    assert_eq!(
        Position::new(0, 3, Rule::XTopBottom).unwrap_err().code(),
        "BAD_SIZE"
    );
    let error = Position::new(20, 19, Rule::XTopBottom).unwrap_err();
    assert_eq!(error.code(), "TOO_LARGE");
    assert_eq!(
        error.to_string(),
        "the board is too large: it has more than 361 cells, the most accepted"
    );
    assert!(Position::new(1, 361, Rule::XLeftRight).is_ok());
}

#[test]
fn play_checks_the_cell_and_passes_the_turn() {
    let mut p = Position::new(3, 3, Rule::XTopBottom).unwrap();
    p.play(4).unwrap();
    assert_eq!((p.to_move(), p.cell(4)), (Player::O, Some(crate::Cell::X)));
    assert_eq!(p.play(4).unwrap_err().code(), "OCCUPIED");
    assert_eq!(p.play(9).unwrap_err().code(), "OFF_BOARD");
    assert_eq!(p.to_rows(), [". . .", " . X .", "  . . ."]);
}
