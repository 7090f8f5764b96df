use super::dfpn;
use super::minimax::Minimax;
use super::*;
use crate::game::{Game, Swap};
use crate::knowledge::Position;
use crate::test_lcg::Lcg;
use crate::{Board, Cell, Rule};

const RULES: [Rule; 2] = [Rule::XTopBottom, Rule::XLeftRight];

/// Checks the solver's winner and winning moves against the minimax, with a table small
/// enough that entries are overwritten.
fn check(position: &Position, minimax: &mut Minimax, options: &SolveOptions) {
    check_width(position, minimax, options, dfpn::WIDTH);
}

/// [`check`] with widening from `width` moves (see [`dfpn::solve_with_width`]).
fn check_width(position: &Position, minimax: &mut Minimax, options: &SolveOptions, width: usize) {
    let solution = dfpn::solve_with_width(position, options, &mut || 0.0, width);
    assert!(solution.complete);
    let board = Board::parse(position.to_rows()).unwrap();
    let mover = position.to_move();
    let (winner, moves) = match minimax.winner(&board) {
        Some(w) => (w, Vec::new()),
        None if minimax.wins(&board, mover) => (mover, minimax.winning_moves(&board, mover)),
        None => (mover.opponent(), Vec::new()),
    };
    assert_eq!(solution.winner, Some(winner), "{position:?}");
    assert_eq!(solution.moves, moves, "{position:?}");
    assert!(solution.proof_size >= 1);
}

/// Every position of a `rows` x `cols` board whose stone counts alternate from X, with
/// the side to move they give.
fn every_position(rows: usize, cols: usize, rule: Rule) -> impl Iterator<Item = Position> {
    let n = rows * cols;
    (0..3u64.pow(n as u32)).filter_map(move |mut code| {
        let mut p = Position::new(rows, cols, rule).unwrap();
        let (mut xs, mut os) = (0, 0);
        for cell in 0..n {
            match code % 3 {
                1 => {
                    p.put(cell, Some(Player::X));
                    xs += 1;
                }
                2 => {
                    p.put(cell, Some(Player::O));
                    os += 1;
                }
                _ => {}
            }
            code /= 3;
        }
        match xs - os {
            0 => Some(p),
            1 => Some(p.with_to_move(Player::O)),
            _ => None,
        }
    })
}

fn small_table() -> SolveOptions {
    SolveOptions {
        table_entries: 64,
        ..SolveOptions::default()
    }
}

#[test]
fn every_position_up_to_3x3_agrees_with_minimax() {
    for rule in RULES {
        for (rows, cols) in [(1, 1), (1, 3), (2, 2), (2, 3), (3, 2), (3, 3)] {
            let mut minimax = Minimax::new(rows, cols, rule);
            let mut count = 0;
            for p in every_position(rows, cols, rule) {
                check(&p, &mut minimax, &small_table());
                count += 1;
            }
            assert!(count > 0);
        }
    }
}

/// Every position of 4x4 that is its own half turn (X and O on pairs of cells `i` and
/// `15 - i`), where the search keeps one move of each pair of turned twins and shares the
/// table between a position and its turn: both rules, with a table small enough to lose
/// entries.
#[test]
fn every_4x4_position_that_is_its_own_half_turn_agrees_with_minimax() {
    for rule in RULES {
        let mut minimax = Minimax::new(4, 4, rule);
        let mut count = 0;
        for mut code in 0..3u32.pow(8) {
            let mut p = Position::new(4, 4, rule).unwrap();
            let mut balance = 0i32;
            for cell in 0..8 {
                let player = match code % 3 {
                    1 => Player::X,
                    2 => Player::O,
                    _ => {
                        code /= 3;
                        continue;
                    }
                };
                balance += if player == Player::X { 1 } else { -1 };
                p.put(cell, Some(player));
                p.put(15 - cell, Some(player));
                code /= 3;
            }
            if balance == 0 {
                check(&p, &mut minimax, &small_table());
                count += 1;
            }
        }
        assert_eq!(count, 1107);
    }
}

/// Positions of a board with alternating counts, drawn at random.
fn random_positions(
    rows: usize,
    cols: usize,
    seed: u64,
    count: usize,
    min_stones: usize,
) -> Vec<Position> {
    let mut lcg = Lcg(seed);
    (0..count)
        .map(|i| {
            let rule = RULES[i % 2];
            let stones = min_stones + lcg.below(rows * cols - min_stones);
            crate::knowledge::tests::random_position(&mut lcg, rows, cols, stones, rule)
        })
        .collect()
}

#[test]
fn random_4x4_positions_agree_with_minimax() {
    let mut minimaxes = [Minimax::new(4, 4, RULES[0]), Minimax::new(4, 4, RULES[1])];
    for (i, p) in random_positions(4, 4, 5, 60, 3).iter().enumerate() {
        check(p, &mut minimaxes[i % 2], &SolveOptions::default());
    }
}

#[test]
fn random_5x5_positions_agree_with_minimax() {
    let mut minimaxes = [Minimax::new(5, 5, RULES[0]), Minimax::new(5, 5, RULES[1])];
    for (i, p) in random_positions(5, 5, 9, 50, 11).iter().enumerate() {
        check(p, &mut minimaxes[i % 2], &SolveOptions::default());
    }
}

/// Random 6x6 positions of 20 stones or more (16 empty cells or fewer, which the minimax
/// settles in a moment), both rules; thousands more with `--ignored` below.
#[test]
fn random_6x6_positions_agree_with_minimax() {
    check_each(&random_positions(6, 6, 23, 40, 20));
}

/// [`check`] on each of `positions`, each with a minimax of its own, whose memo would
/// otherwise grow past the machine's memory over thousands of positions.
fn check_each(positions: &[Position]) {
    for p in positions {
        let mut minimax = Minimax::new(p.rows(), p.cols(), p.rule());
        check(p, &mut minimax, &SolveOptions::default());
    }
}

/// Every 64th position of 4x4 in the order of `every_position`, both rules: run with
/// `cargo test --release -- --ignored`. (All ten million of each rule, each proved with
/// its winning moves, would take hours.)
#[test]
#[ignore]
fn a_sweep_of_4x4_positions_agrees_with_minimax() {
    for rule in RULES {
        let mut minimax = Minimax::new(4, 4, rule);
        let mut count = 0u64;
        for p in every_position(4, 4, rule).step_by(64) {
            let options = SolveOptions {
                table_entries: 1 << 12,
                ..SolveOptions::default()
            };
            check(&p, &mut minimax, &options);
            count += 1;
        }
        println!("{rule:?}: {count} positions of 4x4 agree");
    }
}

/// Thousands of random 5x5 positions: run with `cargo test --release -- --ignored`.
#[test]
#[ignore]
fn thousands_of_5x5_positions_agree_with_minimax() {
    let positions = random_positions(5, 5, 17, 2000, 11);
    check_each(&positions);
    println!("{} random 5x5 positions agree", positions.len());
}

/// Thousands of random 6x6 positions of 20 stones or more: run with `cargo test --release
/// -- --ignored`.
#[test]
#[ignore]
fn thousands_of_6x6_positions_agree_with_minimax() {
    let positions = random_positions(6, 6, 29, 2000, 20);
    check_each(&positions);
    println!("{} random 6x6 positions agree", positions.len());
}

#[test]
fn a_node_limit_stops_the_search_without_an_answer() {
    let p = Position::new(4, 4, Rule::XTopBottom).unwrap();
    let options = SolveOptions {
        max_nodes: Some(10),
        knowledge: false,
        ..SolveOptions::default()
    };
    let solution = solve(&p, &options, &mut || 0.0);
    assert_eq!(
        solution,
        Solution {
            winner: None,
            moves: Vec::new(),
            proof_size: 0,
            nodes: 10,
            complete: false,
            swap_wins: false,
        }
    );
}

#[test]
fn the_node_limit_holds_while_the_winning_moves_are_listed() {
    // Once a search stops, no position is evaluated again: the winning moves of a proved
    // position, each a search of its own, are given up (and the answer marked incomplete)
    // rather than each evaluated past the limit.
    let mut stopped = 0;
    for (i, p) in random_positions(5, 5, 31, 200, 2).iter().enumerate() {
        let max = 1 + (i % 8) as u64;
        let options = SolveOptions {
            max_nodes: Some(max),
            ..SolveOptions::default()
        };
        let solution = solve(p, &options, &mut || 0.0);
        assert!(
            solution.nodes <= max,
            "{} nodes of {max}: {p:?}",
            solution.nodes
        );
        if !solution.complete {
            assert!(solution.moves.is_empty(), "{p:?}");
            stopped += 1;
        }
    }
    assert!(stopped > 20, "{stopped}");
}

#[test]
fn the_clock_stops_the_search() {
    let p = Position::new(4, 4, Rule::XTopBottom).unwrap();
    let options = SolveOptions {
        time_ms: Some(5.0),
        knowledge: false,
        ..SolveOptions::default()
    };
    // Each reading of this clock is one millisecond later than the last.
    let mut now = 0.0;
    let solution = solve(&p, &options, &mut || {
        now += 1.0;
        now
    });
    assert!(!solution.complete);
    assert_eq!(solution.winner, None);
    // The clock is read at the start and after each new position's evaluation (as well as
    // every 64 nodes): the fifth reading after it, at the fifth node, stops the search.
    assert_eq!(solution.nodes, 5);
}

#[test]
fn a_won_position_is_answered_at_once() {
    let board = Board::parse(["X O", " X O"]).unwrap();
    let p = Position::from_board(&board, Rule::XTopBottom, Player::O).unwrap();
    let solution = solve(&p, &SolveOptions::default(), &mut || 0.0);
    assert_eq!(
        (solution.winner, solution.nodes, solution.complete),
        (Some(Player::X), 0, true)
    );
    assert_eq!(board.get(0, 0), Some(Cell::X));
}

#[test]
fn empty_4x4_is_a_first_player_win_through_the_short_diagonal() {
    let p = Position::new(4, 4, Rule::XTopBottom).unwrap();
    let solution = solve(&p, &SolveOptions::default(), &mut || 0.0);
    assert_eq!(solution.winner, Some(Player::X));
    // The known 4x4 winning openings: the short diagonal's four cells.
    assert_eq!(solution.moves, [(0, 3), (1, 2), (2, 1), (3, 0)]);
}

#[test]
fn without_winning_moves_the_search_ends_with_the_winner() {
    let p = Position::new(3, 3, Rule::XTopBottom).unwrap();
    let options = SolveOptions {
        winning_moves: false,
        ..SolveOptions::default()
    };
    let solution = solve(&p, &options, &mut || 0.0);
    assert_eq!(
        (solution.winner, solution.moves, solution.complete),
        (Some(Player::X), Vec::new(), true)
    );
}

/// What the minimax says of the second move of `game` (one stone played, the swap open):
/// whether the swap wins, played as the game plays it, and the second player's own winning
/// moves.
fn minimax_second_move(game: &Game, kind: Swap) -> (bool, Vec<(usize, usize)>) {
    let (rows, cols) = (game.rows(), game.cols());
    let mut minimax = Minimax::new(rows, cols, game.rule());
    let board = game.board();
    let mover = game.to_move();
    let own = minimax.winning_moves(&board, mover);
    let mut swapped = game.clone();
    swapped.swap(kind).unwrap();
    let after = swapped.board();
    // After a swap-sides the swapper holds the first stone's colour; after a swap-pieces it
    // keeps its own. Either way the swapper is not the one to move.
    let swapper = match kind {
        Swap::Sides => mover.opponent(),
        Swap::Pieces => mover,
    };
    let next = swapped.to_move();
    assert_eq!(next, swapper.opponent());
    let swap_wins = match minimax.winner(&after) {
        Some(w) => w == swapper,
        None => !minimax.wins(&after, next),
    };
    (swap_wins, own)
}

#[test]
fn the_second_move_with_the_swap_agrees_with_minimax() {
    for rule in RULES {
        for (rows, cols) in [(1, 3), (2, 2), (2, 3), (3, 2), (3, 3), (3, 4)] {
            for first in 0..rows * cols {
                let mut game = Game::new(rows, cols, rule).unwrap();
                game.play(first / cols, first % cols).unwrap();
                if game.winner().is_some() {
                    continue;
                }
                let kinds: &[Swap] = if rows == cols {
                    &[Swap::Pieces, Swap::Sides]
                } else {
                    &[Swap::Sides]
                };
                for &kind in kinds {
                    let (swap_wins, own) = minimax_second_move(&game, kind);
                    let solution = solve_game_with(&game, &small_table(), &mut || 0.0).unwrap();
                    let context = format!("{rows}x{cols} {rule:?} {kind:?} {}", game.to_moves());
                    assert!(solution.complete, "{context}");
                    assert_eq!(solution.winner, Some(Player::O), "{context}");
                    assert_eq!(solution.swap_wins, swap_wins, "{context}");
                    assert_eq!(solution.moves, own, "{context}");
                }
                // Without the swap, the game's answer is the position's.
                game.set_swap_allowed(false);
                let position = Position::from_game(&game).unwrap();
                let plain = solve(&position, &small_table(), &mut || 0.0);
                let solution = solve_game_with(&game, &small_table(), &mut || 0.0).unwrap();
                assert_eq!(solution, plain);
            }
        }
    }
}

#[test]
fn the_first_move_with_the_swap_to_come_agrees_with_minimax() {
    for rule in RULES {
        for (rows, cols) in [(1, 1), (1, 3), (3, 1), (2, 2), (2, 3), (3, 3)] {
            let game = Game::new(rows, cols, rule).unwrap();
            // The first player's winning first stones: those that win at once, and those
            // after which neither the swap nor any move of the second player wins.
            let mut wins = Vec::new();
            for first in 0..rows * cols {
                let (r, c) = (first / cols, first % cols);
                let mut after = game.clone();
                if after.play(r, c).unwrap() == Some(Player::X) {
                    wins.push((r, c));
                    continue;
                }
                let (swap_wins, own) = minimax_second_move(&after, Swap::Sides);
                if !swap_wins && own.is_empty() {
                    wins.push((r, c));
                }
            }
            let solution = solve_game_with(&game, &SolveOptions::default(), &mut || 0.0).unwrap();
            let context = format!("{rows}x{cols} {rule:?}");
            let winner = if wins.is_empty() {
                Player::O
            } else {
                Player::X
            };
            assert_eq!(solution.winner, Some(winner), "{context}");
            assert_eq!(solution.moves, wins, "{context}");
            assert!(solution.complete && !solution.swap_wins, "{context}");
        }
    }
}

#[test]
fn after_the_swap_the_game_is_solved_as_a_position() {
    let game = Game::from_moves("b2 swap-pieces", 3, 3, Rule::XTopBottom).unwrap();
    let solution = solve_game_with(&game, &SolveOptions::default(), &mut || 0.0).unwrap();
    // O holds the centre and X moves: O's stone wins as X's did.
    assert_eq!(
        (solution.winner, solution.swap_wins, solution.complete),
        (Some(Player::O), false, true)
    );
}

/// Widening lets a node search only its first moves not yet lost, so that a node is lost
/// only once every move is: with the narrowest window, a single move beyond a quarter of
/// them, and with none, the answers are the minimax's on every position up to 3x3 and on
/// random 4x4 and 5x5 positions, with a table small enough to lose entries.
#[test]
fn widening_changes_the_search_and_never_the_answer() {
    for width in [1, usize::MAX] {
        for rule in RULES {
            for (rows, cols) in [(2, 3), (3, 3)] {
                let mut minimax = Minimax::new(rows, cols, rule);
                for p in every_position(rows, cols, rule) {
                    check_width(&p, &mut minimax, &small_table(), width);
                }
            }
        }
        let mut minimaxes = [Minimax::new(4, 4, RULES[0]), Minimax::new(4, 4, RULES[1])];
        for (i, p) in random_positions(4, 4, 23, 40, 2).iter().enumerate() {
            check_width(p, &mut minimaxes[i % 2], &small_table(), width);
        }
        let mut minimaxes = [Minimax::new(5, 5, RULES[0]), Minimax::new(5, 5, RULES[1])];
        for (i, p) in random_positions(5, 5, 29, 20, 9).iter().enumerate() {
            check_width(p, &mut minimaxes[i % 2], &SolveOptions::default(), width);
        }
    }
    // The window is narrow enough to matter: the empty 4x4 board without knowledge takes a
    // different number of nodes with it and without it.
    let p = Position::new(4, 4, Rule::XTopBottom).unwrap();
    let options = SolveOptions {
        knowledge: false,
        ..SolveOptions::default()
    };
    let nodes = |width| dfpn::solve_with_width(&p, &options, &mut || 0.0, width).nodes;
    assert_ne!(nodes(1), nodes(usize::MAX));
}

/// `complete` needs the winning moves as well as the winner: a node limit that falls after
/// the proof of the winner and before the proofs of its moves leaves the winner and no
/// moves, and counts the proof the table holds.
#[test]
fn a_limit_between_the_winner_and_its_moves_keeps_the_winner() {
    let p = Position::new(4, 4, Rule::XTopBottom).unwrap();
    let winner_only = SolveOptions {
        knowledge: false,
        winning_moves: false,
        ..SolveOptions::default()
    };
    let first = solve(&p, &winner_only, &mut || 0.0);
    assert_eq!((first.winner, first.complete), (Some(Player::X), true));
    let limited = SolveOptions {
        knowledge: false,
        max_nodes: Some(first.nodes + 1),
        ..SolveOptions::default()
    };
    let solution = solve(&p, &limited, &mut || 0.0);
    assert_eq!(solution.winner, Some(Player::X));
    assert_eq!(solution.nodes, first.nodes + 1);
    assert!(!solution.complete && solution.moves.is_empty());
    assert!(solution.proof_size >= first.proof_size && first.proof_size > 1);
}
