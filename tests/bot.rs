//! The bot's promises: it takes a win in one, blocks a single threat, never plays outside
//! the must-play region, plays a win its proof attempt finds, answers every position of
//! small boards, repeats itself for a seed, and swaps on move 2 when it should. Small
//! simulation counts keep this quick in debug builds.
#![cfg(feature = "game")]
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

#[path = "reference/lcg.rs"]
mod lcg;

use hex_connect::bot::{search, BotMove, SearchOptions, SOLVER_SIMULATIONS};
use hex_connect::game::{Game, Move, Swap};
use hex_connect::knowledge::{self, Position};
use hex_connect::solver::{solve_game_with, SolveOptions};
use hex_connect::{Board, Cell, Error, Player, Rule};
use lcg::Lcg;

const RULES: [Rule; 2] = [Rule::XTopBottom, Rule::XLeftRight];

fn run(game: &Game, simulations: u64, seed: u64) -> BotMove {
    let options = SearchOptions {
        simulations: Some(simulations),
        seed,
        ..SearchOptions::default()
    };
    search(game, &options, &mut || 0.0).unwrap()
}

/// Whether `player` wins by a stone on the empty `(row, col)` of `game`.
fn wins_at(game: &Game, row: usize, col: usize, player: Player) -> bool {
    let mut board = game.board();
    board.set(row, col, player.stone());
    board.winner(game.rule()) == Some(player)
}

/// The empty cells where `player` would win at once.
fn winning_cells(game: &Game, player: Player) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for r in 0..game.rows() {
        for c in 0..game.cols() {
            if game.cell(r, c) == Some(Cell::Empty) && wins_at(game, r, c, player) {
                out.push((r, c));
            }
        }
    }
    out
}

/// A board of `n` x `n` where `line` holds a straight line of `player`'s stones from one of
/// their edges to the other but for one gap, and the opponent has a line across the
/// other way (which never wins for them) of `others` stones; `(row, col)` is the gap.
/// The lines run down a column for a player who joins top and bottom, else along a row.
fn lines(
    n: usize,
    rule: Rule,
    player: Player,
    others: usize,
    lcg: &mut Lcg,
) -> (Board, (usize, usize)) {
    let mut board = Board::empty(n, n).unwrap();
    let k = lcg.below(n);
    // Not at an end: there two cells would join the line to the edge.
    let gap = 1 + lcg.below(n - 2);
    // The opponent's line runs across the player's, on another line of the same direction.
    let j = (k + 1 + lcg.below(n - 1)) % n;
    let down = rule.joins_top_bottom(player);
    let at = |line: usize, i: usize| if down { (i, line) } else { (line, i) };
    for i in (0..n).filter(|&i| i != gap) {
        let (r, c) = at(k, i);
        board.set(r, c, player.stone());
    }
    for i in 0..others {
        let (r, c) = at(j, i);
        board.set(r, c, player.opponent().stone());
    }
    (board, at(k, gap))
}

/// The position of `board` with `player` to move under `rule`, with the stone counts that
/// make it so (X moves when both have as many).
fn position(board: &Board, rule: Rule) -> Game {
    Game::from_board(board, rule)
}

#[test]
fn it_takes_a_win_in_one_on_every_size_under_both_rules() {
    let mut lcg = Lcg(11);
    for n in 3..=13 {
        for rule in RULES {
            for mover in [Player::X, Player::O] {
                for _ in 0..3 {
                    // X moves on equal counts, O when X has one more.
                    let others = if mover == Player::X { n - 1 } else { n };
                    let (board, _) = lines(n, rule, mover, others, &mut lcg);
                    let game = position(&board, rule);
                    assert_eq!(game.to_move(), mover);
                    let found = run(&game, 40, 1);
                    let Move::Stone(r, c) = found.play else {
                        panic!("a swap in {:?}", board.to_rows());
                    };
                    assert!(
                        wins_at(&game, r, c, mover),
                        "{n} {rule:?} {:?}",
                        board.to_rows()
                    );
                    assert_eq!(found.win_rate, 1.0);
                }
            }
        }
    }
}

#[test]
fn it_blocks_a_single_threat_on_every_size_under_both_rules() {
    let mut lcg = Lcg(12);
    for n in 3..=13 {
        for rule in RULES {
            for mover in [Player::X, Player::O] {
                for _ in 0..3 {
                    // The threat is the opponent's line; the mover's stones lie across.
                    let threat = mover.opponent();
                    let own = if mover == Player::X { n - 1 } else { n - 2 };
                    let (board, gap) = lines(n, rule, threat, own, &mut lcg);
                    let game = position(&board, rule);
                    assert_eq!(game.to_move(), mover);
                    assert!(winning_cells(&game, mover).is_empty());
                    assert_eq!(winning_cells(&game, threat), [gap]);
                    let found = run(&game, 40, 2);
                    assert_eq!(
                        found.play,
                        Move::Stone(gap.0, gap.1),
                        "{n} {rule:?} {:?}",
                        board.to_rows()
                    );
                }
            }
        }
    }
}

#[test]
fn in_random_games_it_never_misses_a_win_or_a_single_block() {
    let mut lcg = Lcg(13);
    let mut checked = (0, 0);
    for round in 0..300 {
        let n = 3 + round % 7;
        let rule = RULES[round % 2];
        let mut game = Game::new(n, n, rule).unwrap();
        game.set_swap_allowed(false);
        // Random moves until the game is about to end or is half full.
        for _ in 0..n * n / 2 + lcg.below(n * n / 2) {
            let (r, c) = (lcg.below(n), lcg.below(n));
            if game.winner().is_some() || !winning_cells(&game, game.to_move()).is_empty() {
                break;
            }
            let _ = game.play(r, c);
        }
        if game.winner().is_some() {
            continue;
        }
        let me = game.to_move();
        let wins = winning_cells(&game, me);
        let threats = winning_cells(&game, me.opponent());
        let found = run(&game, 30, round as u64);
        let Move::Stone(r, c) = found.play else {
            panic!("a swap with the swap off");
        };
        if !wins.is_empty() {
            assert!(wins.contains(&(r, c)), "{}", game.to_moves());
            checked.0 += 1;
        } else if threats.len() == 1 {
            assert_eq!(threats, [(r, c)], "{}", game.to_moves());
            checked.1 += 1;
        }
    }
    assert!(checked.0 > 20 && checked.1 > 20, "{checked:?}");
}

#[test]
fn a_seed_and_a_simulation_count_give_the_same_answer() {
    let game = Game::from_moves("e5 d6 c7 f3", 9, 9, Rule::XLeftRight).unwrap();
    let first = run(&game, 1500, 42);
    assert_eq!(first.simulations, 1500);
    for _ in 0..2 {
        assert_eq!(run(&game, 1500, 42), first);
    }
    // The game itself is left as it was.
    assert_eq!(game.to_moves(), "e5 d6 c7 f3");
}

/// Every way to fill `rows` x `cols` with `X`, `O` and `.` (3^cells of them), keeping
/// those of every `step`-th index.
fn boards(rows: usize, cols: usize, step: usize) -> impl Iterator<Item = Board> {
    let cells = rows * cols;
    (0..3usize.pow(cells as u32))
        .step_by(step)
        .map(move |mut code| {
            let mut board = Board::empty(rows, cols).unwrap();
            for i in 0..cells {
                let cell = [Cell::Empty, Cell::X, Cell::O][code % 3];
                code /= 3;
                board.set(i / cols, i % cols, cell);
            }
            board
        })
}

#[test]
fn every_position_of_small_boards_gets_a_legal_answer() {
    let mut answered = 0;
    for (rows, cols, step) in [(1, 1, 1), (1, 3, 1), (2, 2, 1), (2, 3, 1), (3, 3, 7)] {
        for board in boards(rows, cols, step) {
            for rule in RULES {
                let game = Game::from_board(&board, rule);
                let options = SearchOptions {
                    simulations: Some(20),
                    seed: answered,
                    ..SearchOptions::default()
                };
                match (search(&game, &options, &mut || 0.0), game.winner()) {
                    (Err(Error::GameOver { winner }), Some(w)) => assert_eq!(winner, w),
                    (Ok(found), None) => {
                        let mut after = game.clone();
                        after.play_any(found.play).unwrap();
                        assert!((0.0..=1.0).contains(&found.win_rate));
                        answered += 1;
                    }
                    (result, winner) => panic!("{:?}: {result:?} with {winner:?}", board.to_rows()),
                }
            }
        }
    }
    assert!(answered > 3000, "{answered}");
}

#[test]
fn on_the_second_move_every_answer_is_legal_and_the_swap_is_one() {
    for (rows, cols) in [(1, 1), (2, 2), (3, 3), (2, 3), (4, 3)] {
        for first in 0..rows * cols {
            let (r, c) = (first / cols, first % cols);
            let mut game = Game::new(rows, cols, Rule::XTopBottom).unwrap();
            if game.play(r, c).unwrap().is_some() {
                continue;
            }
            assert!(game.can_swap());
            let found = run(&game, 100, first as u64);
            let mut after = game.clone();
            after.play_any(found.play).unwrap();
            if let Move::Swap(kind) = found.play {
                assert_eq!(
                    kind,
                    if rows == cols {
                        Swap::Pieces
                    } else {
                        Swap::Sides
                    }
                );
            }
        }
    }
}

#[test]
fn it_swaps_a_strong_opening_and_keeps_a_weak_one() {
    // The centre of 7x7 wins for the player who has it; the acute corner a1 does not.
    let centre = Game::from_moves("d4", 7, 7, Rule::XTopBottom).unwrap();
    let found = run(&centre, 3000, 3);
    assert_eq!(found.play, Move::Swap(Swap::Pieces), "{found:?}");
    let corner = Game::from_moves("a1", 7, 7, Rule::XTopBottom).unwrap();
    let found = run(&corner, 3000, 3);
    assert!(matches!(found.play, Move::Stone(..)), "{found:?}");
    // Without the swap rule the answer is a stone.
    let mut centre = centre;
    centre.set_swap_allowed(false);
    assert!(matches!(run(&centre, 500, 3).play, Move::Stone(..)));
}

#[test]
fn a_finished_game_has_no_move() {
    let game = Game::from_moves("a1 b1 a2", 2, 2, Rule::XTopBottom).unwrap();
    let error = search(&game, &SearchOptions::default(), &mut || 0.0).unwrap_err();
    assert_eq!(error, Error::GameOver { winner: Player::X });
}

/// A random game of `n` x `n` under `rule` with the swap off, played until about
/// `fill` of the board is taken or a side could win at once; `None` when it ended.
fn random_game(n: usize, rule: Rule, fill: usize, lcg: &mut Lcg) -> Option<Game> {
    let mut game = Game::new(n, n, rule).unwrap();
    game.set_swap_allowed(false);
    for _ in 0..fill {
        let (r, c) = (lcg.below(n), lcg.below(n));
        let _ = game.play(r, c);
        if game.winner().is_some() {
            return None;
        }
    }
    Some(game)
}

#[test]
fn it_never_plays_outside_the_must_play_region() {
    let mut lcg = Lcg(31);
    let mut checked = 0;
    for round in 0..120 {
        let n = 5 + round % 4;
        let Some(game) = random_game(n, RULES[round % 2], n * n / 4 + lcg.below(n), &mut lcg)
        else {
            continue;
        };
        let position = Position::from_game(&game).unwrap();
        let Some(region) = knowledge::must_play(&position) else {
            continue;
        };
        let empty = position.empty();
        // Only a threat that leaves a few saving cells tells anything.
        if region.is_empty() || region.len() * 2 > empty.len() {
            continue;
        }
        let found = run(&game, 100, round as u64);
        let Move::Stone(r, c) = found.play else {
            panic!("a swap with the swap off");
        };
        let cell = position.index(r, c).unwrap();
        assert!(
            region.contains(cell),
            "{} played {}",
            game.to_moves(),
            found.play.notation()
        );
        checked += 1;
    }
    assert!(checked >= 10, "{checked}");
}

#[test]
fn it_plays_a_win_the_solver_proves_within_its_budget() {
    let mut lcg = Lcg(37);
    let mut checked = 0;
    for round in 0..200 {
        let n = 4 + round % 2;
        let Some(game) = random_game(n, RULES[round % 2], 3 + lcg.below(4), &mut lcg) else {
            continue;
        };
        let position = Position::from_game(&game).unwrap();
        // Positions the knowledge alone settles are the look's; these need a proof.
        if !matches!(
            knowledge::evaluate(&position),
            knowledge::Verdict::Open { .. }
        ) {
            continue;
        }
        let nodes = 10;
        let quick = SolveOptions {
            max_nodes: Some(nodes),
            ..SolveOptions::default()
        };
        let proof = solve_game_with(&game, &quick, &mut || 0.0).unwrap();
        if !proof.complete || proof.winner != Some(game.to_move()) {
            continue;
        }
        let every = solve_game_with(&game, &SolveOptions::default(), &mut || 0.0).unwrap();
        // The search alone would rarely find these wins in so few simulations.
        let found = run(&game, nodes * SOLVER_SIMULATIONS, round as u64);
        let Move::Stone(r, c) = found.play else {
            panic!("a swap with the swap off");
        };
        assert!(
            every.moves.contains(&(r, c)),
            "{} played {}, the wins are {:?}",
            game.to_moves(),
            found.play.notation(),
            every.moves
        );
        assert_eq!(found.win_rate, 1.0);
        checked += 1;
    }
    assert!(checked >= 5, "{checked}");
}
