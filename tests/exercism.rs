//! The 12 cases of the Exercism "connect" exercise (problem-specifications
//! `exercises/connect/canonical-data.json`), which use the rule X left-right, O top-bottom;
//! and the same boards under this library's default rule.

// Test code: a panic is a failed test.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

mod reference;

use hex_connect::{Board, Player, Rule};
use reference::boards::check_chain;

struct Case {
    description: &'static str,
    board: &'static [&'static str],
    /// The canonical answer, under `Rule::XLeftRight`.
    exercism: Option<Player>,
}

const CASES: &[Case] = &[
    Case {
        description: "an empty board has no winner",
        board: &[
            ". . . . .",
            " . . . . .",
            "  . . . . .",
            "   . . . . .",
            "    . . . . .",
        ],
        exercism: None,
    },
    Case {
        description: "X can win on a 1x1 board",
        board: &["X"],
        exercism: Some(Player::X),
    },
    Case {
        description: "O can win on a 1x1 board",
        board: &["O"],
        exercism: Some(Player::O),
    },
    Case {
        description: "only edges does not make a winner",
        board: &["O O O X", " X . . X", "  X . . X", "   X O O O"],
        exercism: None,
    },
    Case {
        description: "illegal diagonal does not make a winner",
        board: &[
            "X O . .",
            " O X X X",
            "  O X O .",
            "   . O X .",
            "    X X O O",
        ],
        exercism: None,
    },
    Case {
        description: "nobody wins crossing adjacent angles",
        board: &[
            "X . . .",
            " . X O .",
            "  O . X O",
            "   . O . X",
            "    . . O .",
        ],
        exercism: None,
    },
    Case {
        description: "X wins crossing from left to right",
        board: &[
            ". O . .",
            " O X X X",
            "  O X O .",
            "   X X O X",
            "    . O X .",
        ],
        exercism: Some(Player::X),
    },
    Case {
        description: "X wins with left-hand dead end fork",
        board: &[". . X .", " X X . .", "  . X X X", "   O O O O"],
        exercism: Some(Player::X),
    },
    Case {
        description: "X wins with right-hand dead end fork",
        board: &[". . X X", " X X . .", "  . X X .", "   O O O O"],
        exercism: Some(Player::X),
    },
    Case {
        description: "O wins crossing from top to bottom",
        board: &[
            ". O . .",
            " O X X X",
            "  O O O .",
            "   X X O X",
            "    . O X .",
        ],
        exercism: Some(Player::O),
    },
    Case {
        description: "X wins using a convoluted path",
        board: &[
            ". X X . .",
            " X . X . X",
            "  . X . X .",
            "   . X X . .",
            "    O O O O O",
        ],
        exercism: Some(Player::X),
    },
    Case {
        description: "X wins using a spiral path",
        board: &[
            "O X X X X X X X X",
            " O X O O O O O O O",
            "  O X O X X X X X O",
            "   O X O X O O O X O",
            "    O X O X X X O X O",
            "     O X O O O X O X O",
            "      O X X X X X O X O",
            "       O O O O O O O X O",
            "        X X X X X X X X O",
        ],
        exercism: Some(Player::X),
    },
];

fn transpose(board: &Board) -> Board {
    let rows: Vec<String> = (0..board.width())
        .map(|c| {
            (0..board.height())
                .map(|r| board.get(r, c).map_or('?', |cell| cell.symbol()))
                .collect()
        })
        .collect();
    Board::parse(&rows).expect("a transposed board is a board")
}

#[test]
fn canonical_answers_under_the_exercism_rule() {
    for case in CASES {
        let board = Board::parse(case.board).unwrap();
        assert_eq!(
            board.winner(Rule::XLeftRight),
            case.exercism,
            "{}",
            case.description
        );
        let path = board.winning_path(Rule::XLeftRight);
        assert_eq!(
            path.is_some(),
            case.exercism.is_some(),
            "{}",
            case.description
        );
    }
}

#[test]
fn transposed_boards_give_the_canonical_answers_under_the_default_rule() {
    // Transposing turns left-right into top-bottom and keeps the neighbour relation.
    for case in CASES {
        let board = transpose(&Board::parse(case.board).unwrap());
        assert_eq!(
            board.winner(Rule::XTopBottom),
            case.exercism,
            "{}",
            case.description
        );
    }
}

#[test]
fn the_same_boards_under_the_default_rule() {
    // Worked out by hand: under X top-bottom, O left-right.
    let expected: [(&str, Option<Player>); 12] = [
        ("an empty board has no winner", None),
        ("X can win on a 1x1 board", Some(Player::X)),
        ("O can win on a 1x1 board", Some(Player::O)),
        // O joins row 0's O O O to row 3's O O O? Not left-right: no column-0 O joins column 3.
        ("only edges does not make a winner", None),
        ("illegal diagonal does not make a winner", None),
        ("nobody wins crossing adjacent angles", None),
        ("X wins crossing from left to right", None),
        // The bottom row O O O O runs from the left edge to the right edge.
        ("X wins with left-hand dead end fork", Some(Player::O)),
        ("X wins with right-hand dead end fork", Some(Player::O)),
        ("O wins crossing from top to bottom", None),
        ("X wins using a convoluted path", Some(Player::O)),
        // The spiral reaches all four edges: row 0 and row 8 too.
        ("X wins using a spiral path", Some(Player::X)),
    ];
    for (case, (description, winner)) in CASES.iter().zip(expected) {
        assert_eq!(case.description, description);
        let board = Board::parse(case.board).unwrap();
        assert_eq!(board.winner(Rule::XTopBottom), winner, "{description}");
    }
}

#[test]
fn exercism_spiral_path_is_a_chain_of_x_from_left_to_right() {
    let case = CASES.last().unwrap();
    let board = Board::parse(case.board).unwrap();
    let path = board.winning_path(Rule::XLeftRight).unwrap();
    check_chain(&board, Player::X, Rule::XLeftRight, &path).unwrap();
    // The chain can cut two corners of the spiral, so it is shorter than all 41 X stones.
    assert!(path.len() < 41);
}
