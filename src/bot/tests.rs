use super::*;
use crate::Rule;

fn game(moves: &str, n: usize) -> Game {
    Game::from_moves(moves, n, n, Rule::XTopBottom).unwrap()
}

#[test]
fn split_mix_draws_below_its_bound() {
    let mut rng = SplitMix64(1);
    for n in 1..50 {
        assert!(rng.below(n) < n);
    }
}

#[test]
fn winning_cells_are_the_cells_that_win() {
    let mut lcg = crate::test_lcg::Lcg(3);
    for _ in 0..200 {
        let n = 2 + lcg.below(5);
        let mut g = Game::new(n, n, Rule::XLeftRight).unwrap();
        for _ in 0..lcg.below(n * n) {
            let (r, c) = (lcg.below(n), lcg.below(n));
            if g.winner().is_some() {
                break;
            }
            let _ = g.play(r, c);
        }
        if g.winner().is_some() {
            continue;
        }
        let mut tree = Tree::new(&g, &SearchOptions::default());
        let mut found = Vec::new();
        tree.winning_cells(g.to_move(), &mut found);
        for r in 0..n {
            for c in 0..n {
                let mut h = g.clone();
                let wins = h.play(r, c).ok().flatten().is_some();
                let at = ((r + 1) * (n + 2) + c + 1) as u32;
                assert_eq!(found.contains(&at), wins, "{} at {r},{c}", g.to_moves());
            }
        }
    }
}

#[test]
fn bridge_reply_takes_the_other_cell() {
    // X on b1 and a3 hold a bridge through a2 and b2... (b1 is (0,1), a3 is (2,0): common
    // neighbours (1,0) and (1,1)).
    let mut g = game("b1 e5 a3", 5);
    g.play(1, 0).unwrap(); // O enters the bridge at a2
    let mut tree = Tree::new(&g, &SearchOptions::default());
    let at = (2 * 7 + 1) as u32;
    assert_eq!(tree.bridge_reply(at, X), Some((2 * 7 + 2) as u32));
}

#[test]
fn a_search_stops_at_its_simulations() {
    let g = game("", 5);
    let options = SearchOptions {
        simulations: Some(300),
        ..SearchOptions::default()
    };
    let found = search(&g, &options, &mut || 0.0).unwrap();
    assert_eq!(found.simulations, 300);
    assert!((0.0..=1.0).contains(&found.win_rate));
}

#[test]
fn a_search_stops_at_its_time() {
    let g = game("", 7);
    let mut now = 0.0;
    let options = SearchOptions {
        time_ms: Some(10.0),
        ..SearchOptions::default()
    };
    // A clock that moves a millisecond each reading.
    let found = search(&g, &options, &mut || {
        now += 1.0;
        now
    })
    .unwrap();
    assert!(found.simulations >= 32 && found.simulations <= 32 * 11);
}

#[test]
fn a_small_tree_cap_still_answers() {
    let g = game("", 6);
    let options = SearchOptions {
        simulations: Some(500),
        max_nodes: 50,
        ..SearchOptions::default()
    };
    let found = search(&g, &options, &mut || 0.0).unwrap();
    assert!(matches!(found.play, Move::Stone(..)));
}

#[test]
fn a_board_too_large_to_search_gets_a_move_from_the_distances() {
    // 300 x 300 is past MAX_SEARCH_CELLS. X has a column but for one cell: it must win.
    let n = 300;
    let mut board = crate::Board::empty(n, n).unwrap();
    for r in (0..n).filter(|&r| r != 150) {
        board.set(r, 7, Cell::X);
        board.set(r, 9, Cell::O);
    }
    let g = Game::from_board(&board, Rule::XTopBottom);
    let found = search(&g, &SearchOptions::default(), &mut || 0.0).unwrap();
    assert_eq!(
        (found.play, found.win_rate, found.simulations),
        (Move::Stone(150, 7), 1.0, 0)
    );
    // O to move must block it.
    board.set(0, 0, Cell::X);
    let g = Game::from_board(&board, Rule::XTopBottom);
    let found = search(&g, &SearchOptions::default(), &mut || 0.0).unwrap();
    assert_eq!(found.play, Move::Stone(150, 7));
    // With nothing urgent, an empty cell.
    let g = Game::new(n, n, Rule::XLeftRight).unwrap();
    let found = search(&g, &SearchOptions::default(), &mut || 0.0).unwrap();
    assert!(matches!(found.play, Move::Stone(r, c) if g.cell(r, c) == Some(Cell::Empty)));
}

#[test]
fn a_tree_too_small_for_the_root_still_answers() {
    let g = game("c3", 5);
    let options = SearchOptions {
        simulations: Some(10),
        max_nodes: 3,
        ..SearchOptions::default()
    };
    let found = search(&g, &options, &mut || 0.0).unwrap();
    assert_eq!(found.simulations, 0);
    assert!(matches!(found.play, Move::Stone(..)));
}
