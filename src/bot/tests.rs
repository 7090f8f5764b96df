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

/// O to move on 3x3 and lost: X wins at a2 and at b2, the only empty cells, and O can
/// take only one.
fn lost_for_o() -> Game {
    let board = crate::Board::parse(["O X O", " . . O", "  X X X"]).unwrap();
    Game::from_board(&board, Rule::XTopBottom)
}

#[test]
fn a_search_stops_at_its_simulations() {
    let options = SearchOptions {
        simulations: Some(300),
        seed: 5,
        ..SearchOptions::default()
    };
    let g = game("", 5);
    let found = search(&g, &options, &mut || 0.0).unwrap();
    assert_eq!(found.simulations, 300);
    assert_eq!(search(&g, &options, &mut || 0.0).unwrap(), found);
    // A lost position is proved lost after a few simulations, and the search stops there.
    let found = search(&lost_for_o(), &options, &mut || 0.0).unwrap();
    assert!(
        matches!(found.play, Move::Stone(1, 0 | 1)),
        "{:?}",
        found.play
    );
    assert_eq!((found.win_rate, found.simulations), (0.0, 10));
}

#[test]
fn a_search_stops_at_its_time() {
    let g = game("", 7);
    let mut now = 0.0;
    let mut readings = 0;
    let options = SearchOptions {
        time_ms: Some(10.0),
        ..SearchOptions::default()
    };
    // A clock that moves a millisecond each reading: read once for the deadline, then
    // every 32 simulations on 7x7, so the tenth of those readings ends the search.
    let found = search(&g, &options, &mut || {
        readings += 1;
        now += 1.0;
        now
    })
    .unwrap();
    assert_eq!((readings, found.simulations), (11, 320));
}

#[test]
fn a_small_tree_cap_still_answers() {
    // 33 empty cells: the root's children fill 34 of the 50 nodes, and no node's
    // children fit after them.
    let g = game("c3 d4 b5", 6);
    let options = SearchOptions {
        simulations: Some(500),
        max_nodes: 50,
        ..SearchOptions::default()
    };
    let mut tree = Tree::new(&g, &options);
    assert_eq!(tree.root_children(), 33);
    let plan = Plan::new(&options, 33);
    let mut clock = || 0.0;
    let mut budget = Budget::new(&plan, &mut clock);
    for _ in 0..500 {
        tree.simulate(&mut budget);
    }
    assert!(tree.full);
    assert_eq!(tree.nodes.len(), 34);
    let found = search(&g, &options, &mut || 0.0).unwrap();
    assert_eq!(found.simulations, 500);
    assert!(
        matches!(found.play, Move::Stone(r, c) if g.cell(r, c) == Some(Cell::Empty)),
        "{:?}",
        found.play
    );
}

#[test]
fn the_expansion_threshold_doubles_as_the_tree_fills() {
    let g = game("c3 d4 b5", 6);
    let options = SearchOptions {
        max_nodes: 1000,
        tuning: Tuning {
            expand_after: 4,
            expand_doublings: 4,
            ..Tuning::default()
        },
        ..SearchOptions::default()
    };
    let mut tree = Tree::new(&g, &options);
    let mut thresholds = Vec::new();
    for len in [1, 249, 250, 499, 500, 750, 999, 1000] {
        tree.nodes.resize(len, Node::new(0, X));
        thresholds.push(tree.expand_threshold());
    }
    assert_eq!(thresholds, [4, 4, 8, 8, 16, 32, 32, 64]);
    tree.tuning.expand_doublings = 0;
    assert_eq!(tree.expand_threshold(), 4);
}

#[test]
fn a_long_search_keeps_growing_its_tree() {
    // 6x6 with 33 empty cells and room for 20,000 nodes: at a threshold of 4 visits the
    // tree is full after about a quarter of 20,000 simulations; doubling it as the tree
    // fills keeps room for the lines the search visits most, down to the end.
    let g = game("c3 d4 b5", 6);
    let grown = |doublings: u32| {
        let options = SearchOptions {
            simulations: Some(20_000),
            max_nodes: 20_000,
            tuning: Tuning {
                expand_doublings: doublings,
                knowledge_after: 0,
                ..Tuning::default()
            },
            ..SearchOptions::default()
        };
        let mut tree = Tree::new(&g, &options);
        tree.root_children();
        let plan = Plan::new(&options, 33);
        let mut clock = || 0.0;
        let mut budget = Budget::new(&plan, &mut clock);
        let mut full_at = None;
        for done in 0..20_000 {
            tree.simulate(&mut budget);
            if tree.full && full_at.is_none() {
                full_at = Some(done);
            }
        }
        (full_at, tree.nodes.len())
    };
    let (plain_full_at, plain_nodes) = grown(0);
    let (doubled_full_at, doubled_nodes) = grown(4);
    assert!(
        plain_full_at.is_some_and(|at| at < 6_000),
        "{plain_full_at:?}"
    );
    assert!(plain_nodes <= 20_000);
    assert_eq!(doubled_full_at, None);
    assert!((12_000..20_000).contains(&doubled_nodes), "{doubled_nodes}");
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

/// A cell is on a player's cheapest way exactly when a stone of theirs there brings their
/// distance (as `analyze` gives it) down by one.
#[test]
fn cheapest_ways_are_the_cells_that_shorten_a_distance() {
    let mut lcg = crate::test_lcg::Lcg(11);
    for round in 0..150 {
        let n = 2 + lcg.below(6);
        let rule = [Rule::XTopBottom, Rule::XLeftRight][round % 2];
        let mut g = Game::new(n, n, rule).unwrap();
        for _ in 0..lcg.below(n * n) {
            if g.winner().is_some() {
                break;
            }
            let _ = g.play(lcg.below(n), lcg.below(n));
        }
        if g.winner().is_some() {
            continue;
        }
        let mut tree = Tree::new(&g, &SearchOptions::default());
        tree.cheapest_ways();
        let board = g.board();
        for r in 0..n {
            for c in 0..n {
                if g.cell(r, c) != Some(Cell::Empty) {
                    continue;
                }
                let mut expected = 0;
                for player in [Player::X, Player::O] {
                    let Some(d) = board.analyze(rule).distance(player) else {
                        continue;
                    };
                    let mut with = board.clone();
                    with.set(
                        r,
                        c,
                        if player == Player::X {
                            Cell::X
                        } else {
                            Cell::O
                        },
                    );
                    if with.analyze(rule).distance(player) == Some(d - 1) {
                        expected += 1;
                    }
                }
                let at = (r + 1) * (n + 2) + c + 1;
                assert_eq!(tree.on_way[at], expected, "{} at {r},{c}", g.to_moves());
            }
        }
    }
}

#[test]
fn the_distance_prior_favours_the_cheapest_ways() {
    // 5x5, X (top to bottom) on c2 and c3, O on a1 and e3; X to move.
    let g = game("c2 a1 c3 e3", 5);
    let options = SearchOptions {
        tuning: Tuning {
            distance_prior: 0.1,
            ..Tuning::default()
        },
        ..SearchOptions::default()
    };
    let plain = Tree::new(&g, &SearchOptions::default());
    let mut tree = Tree::new(&g, &options);
    assert!(tree.root_children() > 1);
    // The prior's value goes up by 0.1 (over its 20 virtual simulations, 2 virtual wins)
    // for each player whose cheapest way passes the cell, so each cell of each completion
    // `analyze` gives gets at least 0.1.
    let bonus = |tree: &Tree, (r, c): (usize, usize)| {
        let at = ((r + 1) * 7 + c + 1) as u32;
        let child = tree.nodes.iter().skip(1).find(|n| n.mv == at).unwrap();
        assert_eq!(child.amaf_n, 20.0);
        let value = plain.prior_value(at, X);
        (child.amaf_w - 20.0 * value) / 20.0
    };
    let analysis = g.analyze();
    for player in [Player::X, Player::O] {
        for &cell in analysis.completion(player).unwrap() {
            assert!(bonus(&tree, cell) >= 0.099, "{player:?} {cell:?}");
        }
    }
    tree.cheapest_ways();
    let mut seen = [false; 3];
    for r in 0..5 {
        for c in 0..5 {
            if g.cell(r, c) == Some(Cell::Empty) {
                let ways = tree.on_way[(r + 1) * 7 + c + 1];
                assert!((bonus(&tree, (r, c)) - 0.1 * f32::from(ways)).abs() < 1e-4);
                seen[ways as usize] = true;
            }
        }
    }
    assert_eq!(seen, [true, true, true], "cells on no way, one and both");
    // Below `distance_depth` (0: the root's children only) a node's children get none.
    let mut deep = Tree::new(&g, &options);
    deep.expand(0, 1);
    assert!(deep
        .nodes
        .iter()
        .skip(1)
        .all(|n| n.amaf_w == 20.0 * plain.prior_value(n.mv, X)));
    // Off by default: with the default options every child gets the stone prior alone,
    // those on the cheapest ways too.
    let mut default = Tree::new(&g, &SearchOptions::default());
    assert_eq!(default.root_children(), 21);
    assert!(default
        .nodes
        .iter()
        .skip(1)
        .all(|n| n.amaf_w == 20.0 * plain.prior_value(n.mv, X)));
}

#[test]
fn a_node_stays_at_32_bytes() {
    assert_eq!(std::mem::size_of::<Node>(), 32);
}

/// `game` with the swap off, so that the knowledge and the proof attempt take part.
fn no_swap(moves: &str, n: usize) -> Game {
    let mut g = game("", n);
    g.set_swap_allowed(false);
    for m in moves.split_whitespace() {
        g.play_move(m).unwrap();
    }
    g
}

#[test]
fn proved_values_back_up_to_the_root() {
    // O to move has two moves, a2 and b2, and each leaves X a win in one: both are proved
    // lost, so the root is won for X, and the search stops long before its simulations.
    let options = SearchOptions {
        simulations: Some(10_000),
        tuning: Tuning {
            knowledge_after: 0,
            ..Tuning::default()
        },
        ..SearchOptions::default()
    };
    let g = lost_for_o();
    let mut tree = Tree::new(&g, &options);
    assert_eq!(tree.root_children(), 2);
    let plan = Plan::new(&options, 2);
    let mut clock = || 0.0;
    let mut budget = Budget::new(&plan, &mut clock);
    let mut done = 0;
    while !tree.root_settled() && done < 10_000 {
        tree.simulate(&mut budget);
        done += 1;
    }
    assert!(done < 100, "{done}");
    let proofs: Vec<u8> = tree.nodes.iter().skip(1).take(2).map(|n| n.proof).collect();
    assert_eq!(proofs, [LOST, LOST]);
    assert_eq!(tree.nodes.first().map(|n| n.proof), Some(WON));
    let found = search(&g, &options, &mut || 0.0).unwrap();
    assert_eq!(found.win_rate, 0.0);
    assert!(found.simulations < 100, "{}", found.simulations);
}

#[test]
fn a_proved_child_is_never_chosen_for_exploration() {
    let g = no_swap("c3", 5);
    let mut tree = Tree::new(&g, &SearchOptions::default());
    tree.root_children();
    // Every child but the last proved lost or pruned: only that one may be followed.
    let count = tree.nodes.first().map_or(0, |n| n.count as usize);
    for (k, child) in tree.nodes.iter_mut().skip(1).take(count - 1).enumerate() {
        child.proof = if k % 2 == 0 { LOST } else { PRUNED };
    }
    assert_eq!(tree.select(0), Some(count));
}

#[test]
fn a_connection_at_the_root_is_played_at_once() {
    // X, to move on 4x4, has b2 with a bridge to the top and c3 two rows from the
    // bottom: the semi-connection's key joins its edges, and no simulation is run.
    let g = no_swap("b2 a4 c3 d1", 4);
    let options = SearchOptions {
        simulations: Some(1000),
        ..SearchOptions::default()
    };
    let found = search(&g, &options, &mut || 0.0).unwrap();
    assert_eq!((found.win_rate, found.simulations), (1.0, 0));
    let mut after = g.clone();
    after.play_any(found.play).unwrap();
    let position = crate::knowledge::Position::from_game(&after).unwrap();
    // After the key, X is connected whatever O does.
    assert_eq!(
        crate::knowledge::evaluate(&position),
        crate::knowledge::Verdict::Loss
    );
}

#[test]
fn a_timed_search_with_knowledge_ends_at_its_deadline() {
    // A clock that moves a tenth of a millisecond at each reading: the search, its looks
    // and its proof attempt included, must stop at its first reading past the deadline, so
    // the clock is read no more than the limit allows plus that one.
    for (moves, size) in [("e5 d6 c4", 9), ("c3 b4 d2 e5 a5 c2 d4 b3 e1", 5)] {
        let g = no_swap(moves, size);
        let mut now = 0.0f64;
        let options = SearchOptions {
            time_ms: Some(4.0),
            tuning: Tuning {
                knowledge_after: 8,
                ..Tuning::default()
            },
            ..SearchOptions::default()
        };
        let found = search(&g, &options, &mut || {
            now += 0.1;
            now
        })
        .unwrap();
        // The first reading, at 0.1, starts the clock.
        assert!(now <= 4.2 + 1e-9, "{moves}: {now}");
        assert!(now >= 4.1 - 1e-9, "{moves}: {now}");
        assert!(found.simulations > 0, "{moves}");
    }
}

#[test]
fn the_time_left_buys_a_share_that_grows_as_the_board_fills() {
    let options = |left: f64, hard: Option<f64>| SearchOptions {
        time_left_ms: Some(left),
        time_ms: hard,
        ..SearchOptions::default()
    };
    // 120 empty cells: a third of them are the mover's, and 4 moves in reserve.
    let plan = Plan::new(&options(44_000.0, None), 120);
    assert_eq!((plan.time, plan.stretch), (Some(1000.0), Some(2000.0)));
    let plan = Plan::new(&options(44_000.0, None), 30);
    assert_eq!(
        (plan.time, plan.stretch),
        (Some(44_000.0 / 14.0), Some(88_000.0 / 14.0))
    );
    // The stretch never passes a quarter of what is left, nor the hard limit.
    let plan = Plan::new(&options(4_000.0, None), 0);
    assert_eq!((plan.time, plan.stretch), (Some(1000.0), Some(1000.0)));
    let plan = Plan::new(&options(44_000.0, Some(1500.0)), 120);
    assert_eq!((plan.time, plan.stretch), (Some(1000.0), Some(1500.0)));
}

#[test]
fn a_close_call_stretches_the_deadline_once() {
    let options = SearchOptions {
        time_left_ms: Some(44_000.0),
        ..SearchOptions::default()
    };
    let plan = Plan::new(&options, 120);
    // A clock that moves 1.5 s at each reading: every check is past the deadline.
    let mut now = 0.0;
    let mut clock = || {
        now += 1500.0;
        now
    };
    let mut budget = Budget::new(&plan, &mut clock);
    assert_eq!(
        (budget.deadline, budget.stretch),
        (Some(2500.0), Some(3500.0))
    );
    // Past the first deadline a close call goes on to the stretched one; then it stops
    // whatever the call.
    assert!(!budget.over(|| true));
    assert_eq!(budget.deadline, Some(3500.0));
    assert!(budget.over(|| true));
    let mut budget = Budget::new(&plan, &mut clock);
    assert!(budget.over(|| false));
}

/// The moves of a node's children with their visits, wins and proofs, in order.
fn children_of(tree: &Tree, node: usize) -> Vec<(u32, u32, f32, u8)> {
    let n = tree.nodes[node];
    tree.nodes[n.first as usize..(n.first + n.count) as usize]
        .iter()
        .map(|c| (c.mv, c.visits, c.wins, c.proof))
        .collect()
}

/// The child of `node` with the most visits.
fn most_visited(tree: &Tree, node: usize) -> usize {
    let n = tree.nodes[node];
    (n.first as usize..(n.first + n.count) as usize)
        .max_by_key(|&i| tree.nodes[i].visits)
        .unwrap()
}

fn play_node(tree: &Tree, g: &mut Game, node: usize) {
    let (r, c) = tree.coords(tree.nodes[node].mv);
    g.play(r, c).unwrap();
}

#[test]
fn a_searcher_goes_on_from_the_node_the_moves_since_reached() {
    let mut g = no_swap("c3", 5);
    // The tree these figures were found in: playouts that answer bridges only.
    let options = SearchOptions {
        simulations: Some(3000),
        seed: 4,
        tuning: Tuning {
            template_replies: false,
            ..Tuning::default()
        },
        ..SearchOptions::default()
    };
    let mut searcher = Searcher::new();
    let first = searcher.search(&g, &options, &mut || 0.0).unwrap();
    assert_eq!(first.reused, 0);
    let tree = searcher.kept.take().unwrap();
    // Its move, and the opponent's most visited answer to it.
    let mine = tree.follow(&[first.play]).unwrap();
    let theirs = most_visited(&tree, mine);
    play_node(&tree, &mut g, mine);
    play_node(&tree, &mut g, theirs);
    let (visits, wins) = (tree.nodes[theirs].visits, tree.nodes[theirs].wins);
    let old_children = children_of(&tree, theirs);
    assert!(
        visits > 100 && old_children.len() == 22,
        "{visits} {}",
        old_children.len()
    );
    let grandchildren: Vec<_> = (0..old_children.len())
        .map(|k| children_of(&tree, tree.nodes[theirs].first as usize + k).len())
        .collect();
    let rerooted = tree.reroot(&g, &options).unwrap();
    let root = rerooted.nodes[0];
    assert_eq!((root.visits, root.wins, root.mv), (visits, wins, NONE));
    assert_eq!(children_of(&rerooted, 0), old_children);
    // The levels below come along too, each node's children kept with it.
    for (k, &count) in grandchildren.iter().enumerate() {
        assert_eq!(children_of(&rerooted, root.first as usize + k).len(), count);
    }
    // A search from there counts the old visits, and runs its own simulations on top.
    let mut again = Searcher::new();
    again
        .search(&no_swap("c3", 5), &options, &mut || 0.0)
        .unwrap();
    let next = again.search(&g, &options, &mut || 0.0).unwrap();
    assert_eq!((next.reused, next.simulations), (u64::from(visits), 3000));
    assert_eq!(again.kept.as_ref().unwrap().nodes[0].visits, visits + 3000);
}

#[test]
fn a_position_the_old_tree_did_not_reach_starts_afresh() {
    let options = SearchOptions {
        simulations: Some(2000),
        seed: 8,
        ..SearchOptions::default()
    };
    let start = no_swap("c3", 5);
    let mut searcher = Searcher::new();
    searcher.search(&start, &options, &mut || 0.0).unwrap();
    let tree = searcher.kept.take().unwrap();
    // A root move the search never visited four times has no children: the answer to it is
    // not in the tree.
    let n = tree.nodes[0];
    let unexpanded = (n.first as usize..(n.first + n.count) as usize)
        .find(|&i| tree.nodes[i].count == 0 && tree.nodes[i].proof == UNPROVED)
        .unwrap();
    let mut beyond = start.clone();
    play_node(&tree, &mut beyond, unexpanded);
    let free = (0..25).find(|&k| beyond.cell(k / 5, k % 5) == Some(Cell::Empty));
    beyond.play(free.unwrap() / 5, free.unwrap() % 5).unwrap();
    let expanded = most_visited(&tree, 0);
    let mut reached = start.clone();
    play_node(&tree, &mut reached, expanded);
    let answer = tree.nodes[most_visited(&tree, expanded)].mv;
    let (r, c) = tree.coords(answer);
    reached.play(r, c).unwrap();
    // The same moves from another first position, a move taken back, another board, and the
    // same position with the swap allowed (so another game).
    let mut other = no_swap("b3", 5);
    play_node(&tree, &mut other, expanded);
    other.play(r, c).unwrap();
    let mut with_swap = reached.clone();
    with_swap.set_swap_allowed(true);
    let strangers = [
        beyond,
        other,
        no_swap("", 5),
        no_swap("c3 a1", 6),
        with_swap,
    ];
    for g in &strangers {
        let mut kept = Searcher::new();
        kept.search(&start, &options, &mut || 0.0).unwrap();
        assert!(
            kept.kept.take().unwrap().reroot(g, &options).is_none(),
            "{}",
            g.to_moves()
        );
        kept.search(&start, &options, &mut || 0.0).unwrap();
        let found = kept.search(g, &options, &mut || 0.0).unwrap();
        // A fresh tree: the same answer as a search of its own.
        assert_eq!(
            found,
            search(g, &options, &mut || 0.0).unwrap(),
            "{}",
            g.to_moves()
        );
        assert_eq!(found.reused, 0);
    }
    // The position it did reach is re-rooted, and so is the root's own position.
    let mut kept = Searcher::new();
    kept.search(&start, &options, &mut || 0.0).unwrap();
    assert!(kept.search(&reached, &options, &mut || 0.0).unwrap().reused > 0);
    let once = kept.search(&reached, &options, &mut || 0.0).unwrap();
    assert!(once.reused >= 2000, "{}", once.reused);
    // Off, a searcher is the plain search.
    let mut off = Searcher::new();
    off.set_reuse(false);
    assert!(!off.reuse());
    off.search(&start, &options, &mut || 0.0).unwrap();
    assert!(off.kept.is_none());
    let found = off.search(&reached, &options, &mut || 0.0).unwrap();
    assert_eq!(found, search(&reached, &options, &mut || 0.0).unwrap());
}

#[test]
fn proved_values_survive_the_re_rooting() {
    // Without the knowledge layer, proofs come from wins in one backed up the tree. Find a
    // grandchild of the root that the search proved lost for its mover by a move that does
    // not win at once: the side to move there wins by a double threat.
    let options = SearchOptions {
        simulations: Some(20_000),
        seed: 2,
        tuning: Tuning {
            knowledge_after: 0,
            ..Tuning::default()
        },
        ..SearchOptions::default()
    };
    let start = no_swap("b2 c2 b3 c3", 5);
    let mut searcher = Searcher::new();
    searcher.search(&start, &options, &mut || 0.0).unwrap();
    let tree = searcher.kept.take().unwrap();
    let proved = |node: usize| {
        let n = tree.nodes[node];
        n.proof == LOST
            && tree.nodes[n.first as usize..(n.first + n.count) as usize]
                .iter()
                .any(|c| c.proof == WON && !c.terminal)
    };
    let root = tree.nodes[0];
    let (mine, theirs) = (root.first as usize..(root.first + root.count) as usize)
        .flat_map(|a| {
            let n = tree.nodes[a];
            (n.first as usize..(n.first + n.count) as usize).map(move |b| (a, b))
        })
        .find(|&(_, b)| proved(b))
        .unwrap();
    let mut g = start.clone();
    play_node(&tree, &mut g, mine);
    play_node(&tree, &mut g, theirs);
    let old = children_of(&tree, theirs);
    let winning = tree.nodes
        [tree.nodes[theirs].first as usize + old.iter().position(|c| c.3 == WON).unwrap()]
    .mv;
    let visits = tree.nodes[theirs].visits;
    searcher.kept = Some(tree);
    // A fresh search must simulate to find the win; the kept tree knows it already.
    let fresh = search(&g, &options, &mut || 0.0).unwrap();
    assert!(fresh.simulations > 0);
    let found = searcher.search(&g, &options, &mut || 0.0).unwrap();
    let (r, c) = searcher.kept.as_ref().unwrap().coords(winning);
    assert_eq!(found.play, Move::Stone(r, c));
    assert_eq!((found.win_rate, found.simulations), (1.0, 0));
    assert_eq!(found.reused, u64::from(visits));
    let kept = searcher.kept.as_ref().unwrap();
    assert_eq!(kept.nodes[0].proof, LOST);
    assert_eq!(children_of(kept, 0), old);
}

#[test]
fn a_searcher_gives_the_same_game_for_the_same_seeds() {
    // Two searchers playing both sides of a game, move by move, and the plain search: the
    // searchers agree with each other, and reuse changes the game.
    let play_out = |reuse: bool| {
        let mut g = no_swap("", 6);
        let mut searcher = Searcher::new();
        searcher.set_reuse(reuse);
        let mut answers = Vec::new();
        for k in 0..8u64 {
            let options = SearchOptions {
                simulations: Some(1500),
                seed: k,
                ..SearchOptions::default()
            };
            let found = searcher.search(&g, &options, &mut || 0.0).unwrap();
            answers.push(found);
            if g.play_any(found.play).unwrap().is_some() {
                break;
            }
        }
        answers
    };
    let kept = play_out(true);
    assert_eq!(kept, play_out(true));
    assert!(kept.iter().skip(1).all(|f| f.reused > 0), "{kept:?}");
    let fresh = play_out(false);
    assert!(fresh.iter().all(|f| f.reused == 0));
    assert_ne!(kept, fresh);
}

#[test]
fn a_look_prunes_around_moves_already_proved_lost() {
    // A kept tree can hold proofs before the root's look: when every move the look keeps is
    // already proved lost, the others are still pruned, and the answer is a lost move of
    // the region, not one outside it.
    let g = no_swap("c3", 5);
    let mut tree = Tree::new(&g, &SearchOptions::default());
    tree.root_children();
    let first = tree.nodes[0].first as usize;
    let region = [(0usize, 0usize), (4, 4)];
    for &(r, c) in &region {
        let at = tree.grid.index(r, c) as u32;
        let child = tree
            .nodes
            .iter_mut()
            .skip(first)
            .find(|n| n.mv == at)
            .unwrap();
        child.proof = LOST;
        child.visits = 3;
    }
    // The most visited move lies outside the region.
    tree.nodes[first + 5].visits = 50;
    tree.apply_look(0, Some(Look::Open(region.to_vec(), Vec::new())));
    let proofs: Vec<u8> = children_of(&tree, 0).iter().map(|c| c.3).collect();
    assert_eq!(proofs.iter().filter(|&&p| p == LOST).count(), 2);
    assert_eq!(proofs.iter().filter(|&&p| p == PRUNED).count(), 22);
    let found = tree.answer(0).unwrap();
    assert!(
        matches!(found.play, Move::Stone(0, 0) | Move::Stone(4, 4)),
        "{:?}",
        found.play
    );
}

#[test]
fn a_reply_the_kept_tree_pruned_is_searched_as_a_fresh_root() {
    // The opponent may answer with a move the kept tree pruned, outside the must-play
    // region: that mark of the node as a move says nothing of the position after it, which
    // gets the root's look as a fresh search's root does, and here it finds a connection.
    let start = no_swap("e5 d6 f4 c4", 9);
    // The tree these positions were found in: the fixed prior's, and playouts that answer
    // bridges only.
    let options = SearchOptions {
        simulations: Some(5000),
        seed: 4,
        tuning: Tuning {
            template_replies: false,
            ..with_pattern_prior(0.0)
        },
        ..SearchOptions::default()
    };
    // i9 was pruned before any visit, b5 after 9.
    for (reply, visits, count) in [((8, 8), 0, 0), ((4, 1), 9, 75)] {
        let mut searcher = Searcher::new();
        let first = searcher.search(&start, &options, &mut || 0.0).unwrap();
        assert_eq!(first.play, Move::Stone(5, 4));
        let tree = searcher.kept.as_ref().unwrap();
        let node = tree.follow(&[first.play, Move::Stone(reply.0, reply.1)]);
        let node = tree.nodes[node.unwrap()];
        assert_eq!(
            (node.proof, node.visits, node.count),
            (PRUNED, visits, count)
        );
        let mut g = start.clone();
        g.play(5, 4).unwrap();
        g.play(reply.0, reply.1).unwrap();
        let fresh = search(&g, &options, &mut || 0.0).unwrap();
        assert_eq!((fresh.play, fresh.win_rate), (Move::Stone(2, 5), 1.0));
        let found = searcher.search(&g, &options, &mut || 0.0).unwrap();
        assert_eq!(
            found,
            BotMove {
                reused: u64::from(visits),
                ..fresh
            }
        );
    }
}

#[test]
fn a_kept_position_won_by_a_look_is_answered_with_its_winning_move() {
    // Inside the tree a look that finds the side to move a connection proves the node
    // without naming a move; as a root the position gets the look again, as a fresh search's
    // root does, and the answer is the connection's move.
    let start = no_swap("d4 c5 e3 d3", 7);
    // The tree these positions were found in: the fixed prior's.
    let options = SearchOptions {
        simulations: Some(5000),
        seed: 0,
        tuning: with_pattern_prior(0.0),
        ..SearchOptions::default()
    };
    let mut searcher = Searcher::new();
    searcher.search(&start, &options, &mut || 0.0).unwrap();
    let tree = searcher.kept.as_ref().unwrap();
    let mut g = start.clone();
    g.play(4, 3).unwrap();
    g.play(6, 2).unwrap();
    let node = tree.nodes[tree
        .follow(&[Move::Stone(4, 3), Move::Stone(6, 2)])
        .unwrap()];
    assert_eq!((node.proof, node.looked, node.visits), (LOST, true, 201));
    assert!(children_of(
        tree,
        tree.follow(&[Move::Stone(4, 3), Move::Stone(6, 2)])
            .unwrap()
    )
    .iter()
    .all(|c| c.3 != WON));
    let fresh = search(&g, &options, &mut || 0.0).unwrap();
    assert_eq!((fresh.win_rate, fresh.simulations), (1.0, 0));
    let found = searcher.search(&g, &options, &mut || 0.0).unwrap();
    assert_eq!(
        found,
        BotMove {
            reused: 201,
            ..fresh
        }
    );
}

/// The default tuning with the pattern prior at `scale` (0 for the fixed guess).
fn with_pattern_prior(scale: f32) -> Tuning {
    Tuning {
        pattern_prior: scale,
        ..Tuning::default()
    }
}

#[test]
fn a_cells_pattern_reads_its_neighbours_the_border_and_its_bridges() {
    // X on b2 of a 3x3 board; O to move. Round a1, from the cell above it: the top border
    // twice (X's edge: the opponent's, 2), b1 and a2 empty (0), the left border twice (O's
    // own edge, 1); and b1 and a2 are the carriers of a bridge from a1 to X's b2.
    let mut game = Game::new(3, 3, Rule::XTopBottom).unwrap();
    game.play(1, 1).unwrap();
    let fixed = SearchOptions {
        tuning: with_pattern_prior(0.0),
        ..SearchOptions::default()
    };
    let tree = Tree::new(&game, &fixed);
    let at = tree.grid.index(0, 0);
    let digits = [2, 2, 0, 0, 1, 1];
    let ring: usize = digits.iter().rev().fold(0, |acc, &d| acc * 3 + d);
    assert_eq!(ring, 332);
    assert_eq!(pattern(&tree.cells, &tree.steps, at, O), ring + 1458);
    // For X the edges swap roles, and the bridge is its own.
    assert_eq!(pattern(&tree.cells, &tree.steps, at, X), 652 + 729);
    // The fixed guess: stones (the border) round it, no bridge of O's own.
    assert!((tree.prior_value(at as u32, O) - 0.5).abs() < 1e-6);
    assert!((tree.prior_value(at as u32, X) - 0.6).abs() < 1e-6);
}

#[test]
fn the_learned_prior_follows_the_patterns_value() {
    let mut game = Game::new(5, 5, Rule::XTopBottom).unwrap();
    game.play(2, 2).unwrap();
    let options = SearchOptions {
        tuning: with_pattern_prior(0.1),
        ..SearchOptions::default()
    };
    let tree = Tree::new(&game, &options);
    for &at in &tree.root_empty {
        let value = patterns::VALUES[pattern(&tree.cells, &tree.steps, at as usize, O)];
        let expected = 0.5 + 0.1 * (f32::from(value) - 128.0) / 16.0;
        assert!((tree.prior_value(at, O) - expected.clamp(0.05, 0.95)).abs() < 1e-6);
    }
}

/// Learns `src/bot/pattern_values.in` from records of the bot's own games (see
/// `src/bot/patterns.rs`): `HEX_RECORDS` lists `size=path` pairs, comma-separated, each file
/// holding the lines `game N: MOVES WINNER` of `examples/selfplay.rs --verbose`. The first two
/// moves of each game (a random opening stone and the swap decision) are left out.
#[test]
#[ignore = "learns the pattern values from game records; run by hand"]
fn learn_pattern_values() {
    use super::patterns::{COUNT, MIDDLE, STEPS};
    let list = std::env::var("HEX_RECORDS").expect("HEX_RECORDS=size=path,...");
    let mut seen = vec![0f64; COUNT];
    let mut chosen = vec![0f64; COUNT];
    let mut positions = 0u64;
    for item in list.split(',') {
        let (size, path) = item.split_once('=').expect("size=path");
        let size: usize = size.parse().expect("a size");
        let text = std::fs::read_to_string(path).expect("a readable file");
        for line in text.lines().filter(|l| l.starts_with("game ")) {
            let Some((_, rest)) = line.split_once(": ") else {
                continue;
            };
            let tokens: Vec<&str> = rest.split_whitespace().collect();
            let Some((_, moves)) = tokens.split_last() else {
                continue;
            };
            let mut game = Game::new(size, size, Rule::XTopBottom).unwrap();
            for (i, token) in moves.iter().enumerate() {
                let learn = i >= 2 && !token.starts_with("swap");
                let tree = learn.then(|| Tree::new(&game, &SearchOptions::default()));
                let me = colour(game.to_move());
                game.play_move(token).unwrap();
                if let (Some(tree), Some((r, c))) = (tree, game.last_move()) {
                    let at = tree.grid.index(r, c);
                    for &e in &tree.root_empty {
                        let p = pattern(&tree.cells, &tree.steps, e as usize, me);
                        seen[p] += 1.0;
                        if e as usize == at {
                            chosen[p] += 1.0;
                        }
                    }
                    positions += 1;
                }
            }
        }
    }
    let mean = chosen.iter().sum::<f64>() / seen.iter().sum::<f64>();
    // A few average cells added to every count keep a rare pattern near the middle.
    let weight = 20.0;
    let values: Vec<String> = (0..COUNT)
        .map(|p| {
            let rate = (chosen[p] + weight * mean) / (seen[p] + weight);
            let step = ((rate / mean).ln() * f64::from(STEPS)).round();
            (f64::from(MIDDLE) + step).clamp(0.0, 255.0).to_string()
        })
        .collect();
    let out = format!("[{}]\n", values.join(", "));
    std::fs::write("src/bot/pattern_values.in", out).unwrap();
    eprintln!("{positions} positions, a cell chosen {mean:.4} of the time on average");
}

/// Every line of `ZIGGURAT`, in both mirror forms, towards all four edges and under both
/// rules, proved by the solver (without its knowledge) on a 7x7 board whose other cells are
/// the opponent's but for a line of `me`'s stones from the template's stone to the far edge:
/// the template alone joins the stone to its edge with the opponent to move, an intrusion
/// on any of its cells cuts it if left unanswered, and the table's answer joins it again.
#[test]
fn ziggurat_answers_hold() {
    use crate::board::Board;
    use crate::knowledge::Position;
    use crate::solver::solve;

    let n = 7;
    let grid = Bordered::new(n, n);
    let winner = |cells: &[(usize, usize, Cell)], rule: Rule, to_move: Player| {
        let mut board = Board::blank(n, n);
        for &(r, c, cell) in cells {
            board.set(r, c, cell);
        }
        let position = Position::from_board(&board, rule, to_move).unwrap();
        let options = SolveOptions {
            knowledge: false,
            winning_moves: false,
            ..SolveOptions::default()
        };
        let solution = solve(&position, &options, &mut || 0.0);
        assert!(solution.complete);
        solution.winner
    };
    let mut proved = 0;
    for rule in [Rule::XTopBottom, Rule::XLeftRight] {
        let templates = placed_templates(grid, colour(rule.vertical()));
        for (me, placed) in [Player::X, Player::O].into_iter().zip(&templates) {
            let (mine, theirs) = match me {
                Player::X => (Cell::X, Cell::O),
                Player::O => (Cell::O, Cell::X),
            };
            assert_eq!(placed.len(), 4);
            for t in placed {
                let (r, c) = match t.edge {
                    Edge::Top => (2, 3),
                    Edge::Bottom => (n - 3, 3),
                    Edge::Left => (3, 2),
                    Edge::Right => (3, n - 3),
                };
                let stone = grid.index(r, c);
                assert_eq!(t.edge.lines(zones(grid)[stone]), 2);
                let at = |step: isize| grid.coords(stone.wrapping_add_signed(step));
                let carrier: Vec<(usize, usize)> = t.cells.iter().map(|&s| at(s)).collect();
                // The line from the stone away from the template's edge, to the far edge.
                let far = |cell: (usize, usize)| match t.edge {
                    Edge::Top => cell.1 == c && cell.0 > r,
                    Edge::Bottom => cell.1 == c && cell.0 < r,
                    Edge::Left => cell.0 == r && cell.1 > c,
                    Edge::Right => cell.0 == r && cell.1 < c,
                };
                assert!(!carrier.iter().any(|&cell| far(cell)));
                let base: Vec<(usize, usize, Cell)> = (0..n)
                    .flat_map(|r| (0..n).map(move |c| (r, c)))
                    .filter(|cell| !carrier.contains(cell))
                    .map(|(rr, cc)| {
                        let own = (rr, cc) == (r, c) || far((rr, cc));
                        (rr, cc, if own { mine } else { theirs })
                    })
                    .collect();
                let opponent = me.opponent();
                assert_eq!(winner(&base, rule, opponent), Some(me), "{t:?}");
                for (k, &cell) in carrier.iter().enumerate() {
                    let mut cut = base.clone();
                    cut.push((cell.0, cell.1, theirs));
                    assert_eq!(
                        winner(&cut, rule, opponent),
                        Some(opponent),
                        "{t:?} {cell:?}"
                    );
                    let answer = at(t.answers[k]);
                    assert!(carrier.contains(&answer) && answer != cell);
                    cut.push((answer.0, answer.1, mine));
                    assert_eq!(winner(&cut, rule, opponent), Some(me), "{t:?} {cell:?}");
                    proved += 1;
                }
            }
        }
    }
    assert_eq!(proved, 2 * 2 * 4 * 8);
}

/// The playouts' answer to an intrusion into an edge template, looked up by the intruder's
/// cell, is the first answer a scan of every placed template finds: the template's stone on
/// its third line, the intruder on one of its cells, and every other cell empty.
#[test]
fn template_replies_match_a_scan_of_every_template() {
    let mut lcg = crate::test_lcg::Lcg(17);
    let mut answered = 0;
    for round in 0..300 {
        let (rows, cols) = (3 + lcg.below(8), 3 + lcg.below(8));
        let rule = [Rule::XTopBottom, Rule::XLeftRight][round % 2];
        let mut g = Game::new(rows, cols, rule).unwrap();
        for _ in 0..lcg.below(rows * cols / 3 + 1) {
            let _ = g.play(lcg.below(rows), lcg.below(cols));
            if g.winner().is_some() {
                break;
            }
        }
        let tree = Tree::new(&g, &SearchOptions::default());
        let grid = tree.grid;
        let zones = zones(grid);
        let cell = |i: usize| tree.cells.get(i).copied().unwrap_or(BLOCKED);
        let templates = placed_templates(grid, colour(rule.vertical()));
        for (me, placed) in [X, O].into_iter().zip(&templates) {
            for r in 0..rows {
                for c in 0..cols {
                    let at = grid.index(r, c);
                    let scan = placed.iter().find_map(|t| {
                        t.cells.iter().enumerate().find_map(|(k, &step)| {
                            let stone = at.wrapping_add_signed(-step);
                            let clear = t.cells.iter().enumerate().all(|(j, &other)| {
                                j == k || cell(stone.wrapping_add_signed(other)) == EMPTY
                            });
                            (grid.on_board(stone)
                                && t.edge.lines(zones[stone]) == 2
                                && cell(stone) == me
                                && clear)
                                .then(|| stone.wrapping_add_signed(t.answers[k]) as u32)
                        })
                    });
                    answered += usize::from(scan.is_some());
                    assert_eq!(tree.template_reply(at as u32, me), scan, "{rule:?} {r},{c}");
                }
            }
        }
    }
    assert!(answered > 100, "only {answered} intrusions answered");
}

/// A playout starts from the fill-in of the deepest node of its walk that a look has seen:
/// here the root's, whose dead corner a1 (X's b1 holds the top edge beside it, O's a2 the
/// left) is given a colour, and then a child's own, which replaces it.
#[test]
fn the_playouts_start_from_the_fill_in_of_the_deepest_looked_node() {
    let g = no_swap("b1 a2", 9);
    let mut tree = Tree::new(&g, &SearchOptions::default());
    let a1 = tree.grid.index(0, 0);
    let verdict = look(&tree.game, &TREE_VCS, true);
    let fill = match &verdict {
        Some(Look::Open(_, fill)) => fill.clone(),
        _ => Vec::new(),
    };
    assert!(fill.iter().any(|&(cell, _)| cell == (0, 0)), "{verdict:?}");
    tree.expand(0, 0);
    tree.apply_look(0, verdict);
    tree.path = vec![0];
    tree.cells.clone_from(&tree.root_cells);
    tree.fill_deepest();
    assert_ne!(tree.cells[a1], EMPTY);
    // A child looked at with a fill-in of its own: the walk through it takes that one alone.
    let child = tree.nodes[0].first as usize;
    let e5 = tree.grid.index(4, 4) as u32; // any empty cell
    tree.fills.insert(child as u32, Box::new([(e5, O)]));
    tree.path = vec![0, child as u32];
    tree.cells.clone_from(&tree.root_cells);
    tree.fill_deepest();
    // Not looked at yet: the root's fill-in.
    assert_eq!(tree.cells[e5 as usize], EMPTY);
    assert_ne!(tree.cells[a1], EMPTY);
    tree.nodes[child].looked = true;
    tree.cells.clone_from(&tree.root_cells);
    tree.fill_deepest();
    assert_eq!((tree.cells[a1], tree.cells[e5 as usize]), (EMPTY, O));
}

/// The playouts' winner of a full board is the rules': random full boards of every shape
/// up to 8x8 under both rules.
#[test]
fn the_full_board_winner_is_the_games() {
    let mut lcg = crate::test_lcg::Lcg(29);
    for round in 0..400 {
        let (rows, cols) = (1 + lcg.below(8), 1 + lcg.below(8));
        let rule = [Rule::XTopBottom, Rule::XLeftRight][round % 2];
        let g = Game::new(rows, cols, rule).unwrap();
        let mut tree = Tree::new(&g, &SearchOptions::default());
        let mut board = crate::Board::blank(rows, cols);
        for r in 0..rows {
            for c in 0..cols {
                let (who, cell) = if lcg.below(2) == 0 {
                    (X, Cell::X)
                } else {
                    (O, Cell::O)
                };
                tree.cells[tree.grid.index(r, c)] = who;
                board.set(r, c, cell);
            }
        }
        let expected = match board.winner(rule) {
            Some(Player::X) => X,
            Some(Player::O) => O,
            None => BLOCKED,
        };
        assert_eq!(tree.full_board_winner(), expected, "{rule:?} {rows}x{cols}");
    }
}
