use super::*;
use crate::notation::notation;
use crate::test_lcg::Lcg;

/// The rule of the `n`th random game: X joins top and bottom in the even ones, left and
/// right in the odd ones.
fn alternate_rule(n: usize) -> Rule {
    if n % 2 == 0 {
        Rule::XTopBottom
    } else {
        Rule::XLeftRight
    }
}

#[test]
fn incremental_winner_matches_the_board_after_every_move() {
    let mut rng = Lcg(99);
    for game_no in 0..1500 {
        let (rows, cols) = (1 + rng.below(26), 1 + rng.below(26));
        let rule = alternate_rule(game_no);
        let mut game = Game::new(rows, cols, rule).unwrap();
        let mut history = vec![game.board().to_rows()];
        let mut cells: Vec<(usize, usize)> = (0..rows)
            .flat_map(|r| (0..cols).map(move |c| (r, c)))
            .collect();
        for i in (1..cells.len()).rev() {
            cells.swap(i, rng.below(i + 1));
        }
        for &(r, c) in &cells {
            let mover = game.to_move();
            let result = game.play(r, c).unwrap();
            assert_eq!(result, game.board().winner(rule), "{rows}x{cols} {rule:?}");
            assert_eq!(game.winner(), result);
            assert_eq!(
                game.board().get(r, c),
                Some(if mover == Player::X { Cell::X } else { Cell::O })
            );
            history.push(game.board().to_rows());
            if result.is_some() {
                break;
            }
        }
        // A full board or a win: somebody has won.
        assert!(game.winner().is_some());
        assert_eq!(game.move_count() + 1, history.len());
        // Notation round-trips through a fresh game.
        let replay = Game::from_moves(&game.to_moves(), rows, cols, rule).unwrap();
        assert_eq!(replay.board(), game.board());
        assert_eq!(replay.winner(), game.winner());
        // Undo to any point restores exactly the earlier rows; redo goes forward again.
        let back = rng.below(game.move_count() + 1);
        for _ in 0..back {
            assert!(game.undo());
        }
        assert_eq!(game.board().to_rows(), history[history.len() - 1 - back]);
        assert_eq!(
            game.winner(),
            if back == 0 {
                replay.winner()
            } else {
                game.board().winner(rule)
            }
        );
        for _ in 0..back {
            assert!(game.redo());
        }
        assert_eq!(game.board(), replay.board());
        assert_eq!(game.winner(), replay.winner());
        while game.undo() {}
        assert_eq!(game.board().to_rows(), history[0]);
        assert_eq!(game.to_move(), Player::X);
        assert!(!game.undo());
    }
}

#[test]
fn moves_after_a_win_off_the_board_or_on_a_stone_change_nothing() {
    let mut game = Game::new(2, 2, Rule::XTopBottom).unwrap();
    assert_eq!(
        game.play(2, 0),
        Err(Error::OffBoard {
            row: 2,
            column: 0,
            rows: 2,
            cols: 2
        })
    );
    game.play(0, 0).unwrap();
    assert_eq!(
        game.play(0, 0),
        Err(Error::Occupied {
            row: 0,
            column: 0,
            stone: Player::X
        })
    );
    assert_eq!(game.to_move(), Player::O);
    game.play(0, 1).unwrap();
    assert_eq!(game.play(1, 0).unwrap(), Some(Player::X));
    let before = game.board().clone();
    assert_eq!(game.play(1, 1), Err(Error::GameOver { winner: Player::X }));
    assert_eq!(game.board(), before);
    assert_eq!(game.move_count(), 3);
    assert_eq!(game.winning_path(), Some(vec![(0, 0), (1, 0)]));
    assert_eq!(
        Error::Occupied {
            row: 0,
            column: 2,
            stone: Player::O
        }
        .to_string(),
        "c1 (row 1, column 3) already holds an O"
    );
    let off = Error::OffBoard {
        row: 5,
        column: 0,
        rows: 2,
        cols: 3,
    };
    assert_eq!(
        off.to_string(),
        "row 6, column 1 is off the board, which has 2 rows and 3 columns"
    );
    assert_eq!(
        (off.code(), off.row(), off.column()),
        ("OFF_BOARD", Some(5), Some(0))
    );
    // The last row a usize can name is counted from 1 exactly, not saturated.
    let far = Error::OffBoard {
        row: usize::MAX,
        column: 9,
        rows: 2,
        cols: 3,
    };
    let one_more = u128::from(u64::try_from(usize::MAX).unwrap_or(u64::MAX)) + 1;
    assert_eq!(
        far.to_string(),
        format!("row {one_more}, column 10 is off the board, which has 2 rows and 3 columns")
    );
    assert_eq!(
        Error::GameOver { winner: Player::X }.to_string(),
        "the game is over: X has won"
    );
    assert_eq!(Error::GameOver { winner: Player::X }.code(), "GAME_OVER");
}

#[test]
fn a_new_move_drops_the_redo_branch() {
    let mut game = Game::new(3, 3, Rule::XTopBottom).unwrap();
    game.play_move("a1").unwrap();
    game.play_move("b2").unwrap();
    assert!(game.undo());
    game.play_move("c3").unwrap();
    assert!(!game.redo());
    assert_eq!(game.to_moves(), "a1 c3");
}

#[test]
fn notation_round_trips() {
    for (row, col, name) in [
        (0, 0, "a1"),
        (3, 2, "c4"),
        (0, 25, "z1"),
        (9, 26, "aa10"),
        (0, 27, "ab1"),
        (0, 701, "zz1"),
        (0, 702, "aaa1"),
    ] {
        assert_eq!(notation(row, col), name);
        assert_eq!(parse_move(name), Ok((row, col)));
    }
    for r in 0..300 {
        for c in 0..800 {
            assert_eq!(parse_move(&notation(r, c)), Ok((r, c)));
        }
    }
    assert_eq!(parse_move("C4"), Ok((3, 2)));
    for bad in [
        "",
        "c",
        "4",
        "4c",
        "c0",
        "c04",
        "c4x",
        "c-4",
        "é4",
        "c 4",
        // Past what a usize counts: 15 letters, 21 digits.
        "aaaaaaaaaaaaaaa1",
        "a123456789012345678901",
    ] {
        assert_eq!(
            parse_move(bad),
            Err(Error::BadNotation {
                token: bad.to_string()
            }),
            "{bad:?}"
        );
    }
    assert_eq!(
        parse_move("4c").unwrap_err().to_string(),
        "cannot read the move \"4c\"; a move is a column letter and a row number, as in \"c4\" or \"aa10\""
    );
}

#[test]
fn from_moves_names_the_bad_move() {
    let in_moves = |number: usize, token: &str, error: Error| Error::InMoves {
        number,
        token: token.into(),
        error: Box::new(error),
    };
    assert_eq!(
        Game::from_moves("a1 b2 zz9 c3", 3, 3, Rule::XTopBottom).err(),
        Some(in_moves(
            3,
            "zz9",
            Error::OffBoard {
                row: 8,
                column: 701,
                rows: 3,
                cols: 3
            }
        ))
    );
    let occupied = Game::from_moves("a1 a1", 3, 3, Rule::XTopBottom)
        .err()
        .unwrap();
    assert_eq!(
        occupied,
        in_moves(
            2,
            "a1",
            Error::Occupied {
                row: 0,
                column: 0,
                stone: Player::X
            }
        )
    );
    assert_eq!(
        (occupied.code(), occupied.row(), occupied.column()),
        ("OCCUPIED", Some(0), Some(0))
    );
    assert_eq!(
        Game::from_moves("a1 b?", 3, 3, Rule::XTopBottom).err(),
        Some(in_moves(2, "b?", Error::BadNotation { token: "b?".into() }))
    );
    assert_eq!(
        Game::new(0, 3, Rule::XTopBottom).err(),
        Some(Error::BadSize {
            rows: 0,
            cols: 3,
            limit: crate::MAX_CELLS
        })
    );
}

#[test]
fn from_board_takes_the_position_and_whose_turn() {
    let board = Board::parse(["O X .", " . X .", "  . . ."]).unwrap();
    let mut game = Game::from_board(&board, Rule::XTopBottom);
    assert_eq!(game.to_move(), Player::O);
    assert_eq!(game.winner(), None);
    assert_eq!(game.move_count(), 0);
    assert!(!game.undo());
    game.play(2, 2).unwrap();
    assert_eq!(game.play(2, 1).unwrap(), Some(Player::X));
    assert_eq!(game.to_moves(), "c3 b3");
    let won = Game::from_board(&Board::parse(["X", " X"]).unwrap(), Rule::XTopBottom);
    assert_eq!(won.winner(), Some(Player::X));
    assert_eq!(won.to_move(), Player::O);
}

#[test]
fn notation_reaches_every_column_a_board_may_have() {
    // The widest board has MAX_CELLS columns; its last column needs six letters.
    let last = crate::MAX_CELLS - 1;
    assert_eq!(notation(0, last), "ajrnin1");
    for col in [475_253, 475_254, 12_356_629, 12_356_630, last] {
        assert_eq!(parse_move(&notation(0, col)), Ok((0, col)));
        assert_eq!(parse_move(&notation(last, col)), Ok((last, col)));
    }
    assert_eq!(notation(0, 475_253), "zzzz1");
    assert_eq!(notation(0, 475_254), "aaaaa1");
    assert_eq!(notation(0, 12_356_630), "aaaaaa1");
    // A game across the boundary from four letters to five: one row, so O (top to bottom
    // under this rule) wins with any stone.
    let cols = 475_256;
    let mut game = Game::new(1, cols, Rule::XLeftRight).unwrap();
    game.play(0, cols - 1).unwrap();
    game.play(0, 475_254).unwrap();
    let moves = game.to_moves();
    assert_eq!(moves, "aaaab1 aaaaa1");
    let again = Game::from_moves(&moves, 1, cols, Rule::XLeftRight).unwrap();
    assert_eq!(again.board(), game.board());
    assert_eq!(again.winner(), Some(Player::O));
}

/// Random cells of a `rows` x `cols` board, each once.
fn shuffled(rows: usize, cols: usize, rng: &mut Lcg) -> Vec<(usize, usize)> {
    let mut cells: Vec<(usize, usize)> = (0..rows)
        .flat_map(|r| (0..cols).map(move |c| (r, c)))
        .collect();
    for i in (1..cells.len()).rev() {
        cells.swap(i, rng.below(i + 1));
    }
    cells
}

#[test]
fn after_undo_other_continuations_still_give_the_board_s_winner() {
    // Undo must leave the groups exactly as they were: any stale link would show up as a
    // wrong winner in some later continuation.
    let mut rng = Lcg(7);
    for game_no in 0..600 {
        let (rows, cols) = (1 + rng.below(12), 1 + rng.below(12));
        let rule = alternate_rule(game_no);
        let mut game = Game::new(rows, cols, rule).unwrap();
        for _ in 0..6 {
            for (r, c) in shuffled(rows, cols, &mut rng) {
                if game.winner().is_some() {
                    break;
                }
                if game.cell(r, c) == Some(Cell::Empty) {
                    let result = game.play(r, c).unwrap();
                    assert_eq!(result, game.board().winner(rule), "{rows}x{cols} {rule:?}");
                }
            }
            let back = rng.below(game.move_count() + 1);
            for _ in 0..back {
                game.undo();
            }
            assert_eq!(game.winner(), game.board().winner(rule));
        }
    }
}

#[test]
fn reset_and_clone_give_independent_games() {
    let mut rng = Lcg(3);
    let start = Board::parse(["X . .", " . O .", "  . . ."]).unwrap();
    for mut game in [
        Game::new(5, 4, Rule::XTopBottom).unwrap(),
        Game::from_board(&start, Rule::XLeftRight),
    ] {
        let (first, before) = (game.to_move(), game.board());
        let mut copy = game.clone();
        for (r, c) in shuffled(game.rows(), game.cols(), &mut rng) {
            if game.winner().is_some() {
                break;
            }
            if game.cell(r, c) == Some(Cell::Empty) {
                game.play(r, c).unwrap();
            }
        }
        assert!(game.winner().is_some());
        assert_eq!(copy.board(), before, "the clone is untouched");
        game.undo();
        game.reset();
        assert_eq!(game.board(), before);
        assert_eq!(
            (game.to_move(), game.winner(), game.move_count()),
            (first, None, 0)
        );
        assert!(!game.can_undo() && !game.can_redo());
        // The reset game and the clone play on alike.
        for (r, c) in shuffled(game.rows(), game.cols(), &mut rng) {
            if game.cell(r, c) == Some(Cell::Empty) && game.winner().is_none() {
                assert_eq!(game.play(r, c), copy.play(r, c));
            }
        }
        assert_eq!(game.board(), copy.board());
    }
}

#[test]
fn reset_after_few_or_many_moves_and_swaps_plays_on_as_a_new_game() {
    // `reset` of a game begun empty either undoes move by move (few moves on a large
    // board) or empties the board in one pass (many moves); either way what follows must
    // be what a new game does, move for move.
    let mut rng = Lcg(11);
    for round in 0..300 {
        let n = 1 + rng.below(24);
        let rule = alternate_rule(round);
        let mut game = Game::new(n, n, rule).unwrap();
        let limit = [1, 3, n * n][round % 3];
        for (i, (r, c)) in shuffled(n, n, &mut rng).into_iter().enumerate() {
            if i == limit || game.winner().is_some() {
                break;
            }
            if i == 1 && round % 5 == 0 {
                game.swap(Swap::Pieces).unwrap();
            }
            if game.cell(r, c) == Some(Cell::Empty) {
                game.play(r, c).unwrap();
            }
        }
        game.reset();
        assert_eq!(game.board(), Game::new(n, n, rule).unwrap().board());
        assert_eq!((game.swapped(), game.to_move()), (None, Player::X));
        let mut fresh = Game::new(n, n, rule).unwrap();
        for (r, c) in shuffled(n, n, &mut rng) {
            if fresh.winner().is_some() {
                break;
            }
            assert_eq!(game.play(r, c), fresh.play(r, c), "{n}x{n} round {round}");
        }
        assert_eq!(game.winner(), fresh.winner());
    }
}

#[test]
fn cells_last_move_and_what_undo_and_redo_can_do() {
    let mut game = Game::new(3, 4, Rule::XTopBottom).unwrap();
    assert_eq!((game.rows(), game.cols()), (3, 4));
    assert_eq!(game.last_move(), None);
    assert!(!game.can_undo() && !game.can_redo());
    game.play(1, 2).unwrap();
    game.play_move("a3").unwrap();
    assert_eq!(game.cell(1, 2), Some(Cell::X));
    assert_eq!(game.cell(2, 0), Some(Cell::O));
    assert_eq!(game.cell(0, 0), Some(Cell::Empty));
    assert_eq!(game.cell(3, 0), None);
    assert_eq!(game.cell(0, 4), None);
    assert_eq!(game.last_move(), Some((2, 0)));
    assert!(game.undo());
    assert_eq!(game.last_move(), Some((1, 2)));
    assert!(game.can_undo() && game.can_redo());
    assert!(game.redo());
    assert_eq!(game.last_move(), Some((2, 0)));
    assert!(!game.can_redo());
}

#[test]
fn swaps_keep_the_incremental_winner_and_undo_exact() {
    let mut rng = Lcg(7);
    for game_no in 0..600 {
        let n = 1 + rng.below(12);
        let rule = alternate_rule(game_no);
        let mut game = Game::new(n, n, rule).unwrap();
        let mut history = vec![game.board().to_rows()];
        let cells = shuffled(n, n, &mut rng);
        for (k, &(r, c)) in cells.iter().enumerate() {
            if game.winner().is_some() {
                break;
            }
            if k == 1 && game.can_swap() {
                let kind = if rng.below(2) == 0 {
                    Swap::Pieces
                } else {
                    Swap::Sides
                };
                game.swap(kind).unwrap();
                history.push(game.board().to_rows());
                assert_eq!(game.swapped(), Some(kind));
                assert_eq!(game.winner(), game.board().winner(rule));
            }
            if game.cell(r, c) != Some(Cell::Empty) || game.winner().is_some() {
                continue;
            }
            game.play(r, c).unwrap();
            history.push(game.board().to_rows());
            assert_eq!(game.winner(), game.board().winner(rule), "{n}x{n} {rule:?}");
        }
        let replay = Game::from_moves(&game.to_moves(), n, n, rule).unwrap();
        assert_eq!(replay.board(), game.board());
        assert_eq!(
            replay.moves().collect::<Vec<_>>(),
            game.moves().collect::<Vec<_>>()
        );
        let end = game.board();
        let count = game.move_count();
        for back in 1..=count {
            assert!(game.undo());
            assert_eq!(game.board().to_rows(), history[history.len() - 1 - back]);
            assert_eq!(game.winner(), game.board().winner(rule));
        }
        for _ in 0..count {
            assert!(game.redo());
        }
        assert_eq!(game.board(), end);
        assert_eq!(game.to_moves(), replay.to_moves());
    }
}

#[test]
fn a_stone_between_three_groups_of_its_colour_joins_them_all_and_undo_parts_them() {
    // X's groups round c3 (row 3, column 3, 0-based (2, 2)): c2 with c1 on the top edge,
    // d3 alone, and b4 with b5 on the bottom edge; O holds the three cells between them,
    // so X's friends lie in three runs round the ring.
    let mut game =
        Game::from_moves("c1 d2 c2 c4 b4 b3 b5 a1 d3 e1", 5, 5, Rule::XTopBottom).unwrap();
    let before = game.board().to_rows();
    assert_eq!(game.winner(), None);
    assert_eq!(game.play(2, 2), Ok(Some(Player::X)));
    assert_eq!(game.board().winner(Rule::XTopBottom), Some(Player::X));
    let path = game.winning_path().unwrap();
    assert!(path.contains(&(2, 2)) && path.first() == Some(&(0, 2)));
    assert!(game.undo());
    assert_eq!(game.board().to_rows(), before);
    assert_eq!((game.winner(), game.to_move()), (None, Player::X));
    // The three groups are apart again: with O's stone on c3 instead, X has not won.
    game.play(4, 4).unwrap();
    assert_eq!(game.play(2, 2), Ok(None));
    game.play(3, 3).unwrap();
    assert_eq!(game.winner(), None);
    assert!(game.undo() && game.undo() && game.undo() && game.redo());
    assert_eq!(game.to_moves(), "c1 d2 c2 c4 b4 b3 b5 a1 d3 e1 e5");
}

/// What of a game a caller can see: the moves, whose turn, the winner, and what redo would
/// bring back, in order (read from a clone).
fn seen(game: &Game) -> (String, Player, Option<Player>, Vec<String>) {
    let mut later = game.clone();
    let mut redo = Vec::new();
    while later.redo() {
        redo.push(later.to_moves());
    }
    (game.to_moves(), game.to_move(), game.winner(), redo)
}

#[test]
fn play_cells_plays_as_play_does_and_stops_at_the_win() {
    let mut rng = Lcg(7);
    for game_no in 0..300 {
        // Boards up to 24x24.
        let (rows, cols) = (1 + rng.below(24), 1 + rng.below(24));
        let rule = alternate_rule(game_no);
        let order = shuffled(rows, cols, &mut rng);
        // A few moves first, one of them undone, so that the list starts mid-game with
        // something to redo.
        let mut one = Game::new(rows, cols, rule).unwrap();
        for &(r, c) in &order[..rng.below(4).min(order.len() - 1)] {
            if one.play(r, c).unwrap().is_some() {
                break;
            }
        }
        if one.winner().is_some() {
            continue;
        }
        one.undo();
        let first = one.move_count();
        let mut all = one.clone();
        let cells: Vec<u32> = order[first..]
            .iter()
            .map(|&(r, c)| (r * cols + c) as u32)
            .collect();
        let mut played = 0;
        for &(r, c) in &order[first..] {
            played += 1;
            if one.play(r, c).unwrap().is_some() {
                break;
            }
        }
        assert_eq!(all.play_cells(&cells), Ok(played), "{rows}x{cols}");
        assert_eq!(seen(&all), seen(&one));
        assert_eq!(all.board().to_rows(), one.board().to_rows());
        assert!(all.winner().is_some());
        // Undo takes the cells back one by one.
        for _ in 0..played {
            assert!(all.undo());
        }
        assert_eq!(all.move_count(), first);
    }
}

#[test]
fn play_cells_names_the_first_cell_it_cannot_play_and_changes_nothing() {
    let mut game = Game::from_moves("a1 b2 c3", 3, 3, Rule::XTopBottom).unwrap();
    assert!(game.undo());
    let before = seen(&game);
    // a1 is taken, c2 (cell 7) is repeated, 9 is past the last cell (8).
    for (cells, number, code, message) in [
        (
            &[2, 0][..],
            2,
            "OCCUPIED",
            "move 2 (\"a1\"): a1 (row 1, column 1) already holds an X",
        ),
        (
            &[7, 2, 7],
            3,
            "OCCUPIED",
            "move 3 (\"b3\"): b3 (row 3, column 2) already holds an X",
        ),
        (
            &[9],
            1,
            "OFF_BOARD",
            "move 1 (\"a4\"): row 4, column 1 is off the board, which has 3 rows and 3 columns",
        ),
    ] {
        let error = game.play_cells(cells).unwrap_err();
        assert_eq!(
            (
                error.code(),
                error.move_number(),
                error.to_string().as_str()
            ),
            (code, Some(number), message)
        );
        assert_eq!(seen(&game), before);
    }
    // An empty list plays nothing and keeps what redo can bring back.
    assert_eq!(game.play_cells(&[]), Ok(0));
    assert_eq!(seen(&game), before);
    // After a win every cell is refused.
    assert_eq!(game.play_cells(&[3, 2, 6]), Ok(3));
    assert_eq!(game.winner(), Some(Player::X));
    assert!(!game.can_redo());
    let over = game.play_cells(&[8]).unwrap_err();
    assert_eq!((over.code(), over.move_number()), ("GAME_OVER", Some(1)));
}
