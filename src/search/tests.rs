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

/// Whether `player` joins their edges, by a plain breadth-first search cell by cell: the
/// reference the floods are checked against.
fn plain_connects(b: &Board, player: Player, rule: Rule) -> bool {
    let (h, w) = (b.height(), b.width());
    let top_bottom = rule.joins_top_bottom(player);
    let own = |r: usize, c: usize| b.get(r, c) == Some(player.stone());
    let mut seen = vec![false; h * w];
    let mut queue = std::collections::VecDeque::new();
    for r in 0..h {
        for c in 0..w {
            if own(r, c) && (if top_bottom { r == 0 } else { c == 0 }) {
                seen[r * w + c] = true;
                queue.push_back((r, c));
            }
        }
    }
    while let Some((r, c)) = queue.pop_front() {
        if (top_bottom && r + 1 == h) || (!top_bottom && c + 1 == w) {
            return true;
        }
        for (dr, dc) in crate::NEIGHBOURS {
            let (Some(nr), Some(nc)) = (r.checked_add_signed(dr), c.checked_add_signed(dc)) else {
                continue;
            };
            if nr < h && nc < w && own(nr, nc) && !seen[nr * w + nc] {
                seen[nr * w + nc] = true;
                queue.push_back((nr, nc));
            }
        }
    }
    false
}

/// The spread by words with no limit, for one player.
fn spread(b: &Board, player: Player, rule: Rule) -> bool {
    let answer = FloodWork::new(b).spread(b, player, rule.joins_top_bottom(player), usize::MAX);
    answer.expect("no limit")
}

/// The union-find over runs, for one player.
fn join_runs(b: &Board, player: Player, rule: Rule) -> bool {
    FloodWork::new(b).join_runs(b, player, rule, runs_to_join(b, player, usize::MAX))
}

/// An `h` x `w` board whose cells are each a stone (X or O alike) with `density` percent
/// chance.
fn random_board(h: usize, w: usize, density: usize, rng: &mut crate::test_lcg::Lcg) -> Board {
    let mut b = Board::empty(h, w).unwrap();
    for r in 0..h {
        for c in 0..w {
            if rng.below(100) < density {
                let cell = if rng.below(2) == 0 {
                    crate::Cell::X
                } else {
                    crate::Cell::O
                };
                b.set(r, c, cell);
            }
        }
    }
    b
}

#[test]
fn the_spread_by_words_and_the_union_find_agree_with_a_plain_search() {
    let mut rng = crate::test_lcg::Lcg(28);
    // Widths around the 64-cell words, so that runs cross word boundaries.
    for &w in &[1usize, 2, 3, 7, 63, 64, 65, 127, 128, 130] {
        for &h in &[1usize, 2, 5, 33] {
            for density in [10, 45, 60, 80, 100] {
                let b = random_board(h, w, density, &mut rng);
                for rule in [Rule::XTopBottom, Rule::XLeftRight] {
                    for player in [Player::X, Player::O] {
                        let plain = plain_connects(&b, player, rule);
                        let at = format!("{w}x{h} {density}% {player:?} {rule:?}: {b}");
                        assert_eq!(spread(&b, player, rule), plain, "{at}");
                        assert_eq!(join_runs(&b, player, rule), plain, "{at}");
                    }
                }
            }
        }
    }
}

#[test]
fn rows_that_repeat_the_row_above_keep_its_labels_in_the_union_find() {
    // Each row after the first is, at random, the row above again (which keeps the labels
    // above, without a join), the row above moved a column to the left (which does not:
    // its runs touch their own run above and maybe the one before), the row above with one
    // cell changed, or new.
    let mut rng = crate::test_lcg::Lcg(2806);
    let mut repeated = 0;
    for &w in &[1usize, 2, 5, 63, 64, 65, 130] {
        for &h in &[2usize, 9, 40] {
            for density in [30, 60, 90] {
                for _ in 0..4 {
                    let mut b = random_board(h, w, density, &mut rng);
                    for r in 1..h {
                        let way = rng.below(4);
                        if way == 3 {
                            continue;
                        }
                        for c in 0..w {
                            let from = if way == 1 { c + 1 } else { c };
                            let cell = b.get(r - 1, from).unwrap_or(crate::Cell::Empty);
                            b.set(r, c, cell);
                        }
                        if way == 2 {
                            let stones = [crate::Cell::X, crate::Cell::O, crate::Cell::Empty];
                            b.set(r, rng.below(w), stones[rng.below(3)]);
                        }
                    }
                    for player in [Player::X, Player::O] {
                        let (stones, stride) = (b.stones(player), b.stride());
                        let row = |r: usize| &stones[r * stride..(r + 1) * stride];
                        repeated += (1..h)
                            .filter(|&r| runs_carry_down(row(r), row(r - 1)))
                            .count();
                        for rule in [Rule::XTopBottom, Rule::XLeftRight] {
                            let at = format!("{w}x{h} {density}% {player:?} {rule:?}: {b}");
                            assert_eq!(
                                join_runs(&b, player, rule),
                                plain_connects(&b, player, rule),
                                "{at}"
                            );
                        }
                    }
                }
            }
        }
    }
    assert!(repeated > 1000, "{repeated}");
}

#[test]
fn the_union_find_keeps_the_lowest_label_the_root_of_each_set() {
    // Random joins over 300 labels, checked after each against sets kept by hand: every
    // label's root is the lowest label of its set (so the edges' labels 0 and 1 stay roots),
    // and no label's parent is above it.
    let mut rng = crate::test_lcg::Lcg(2808);
    for round in 0..20 {
        let n = 300;
        let mut parent: Vec<u32> = (0..n as u32).collect();
        let mut set: Vec<usize> = (0..n).collect();
        for _ in 0..(if round % 2 == 0 { 100 } else { 400 }) {
            let (a, b) = (rng.below(n), rng.below(n));
            union(&mut parent, a as u32, b as u32);
            let (from, to) = (set[a].max(set[b]), set[a].min(set[b]));
            set.iter_mut().filter(|s| **s == from).for_each(|s| *s = to);
            for x in 0..n {
                assert!(parent[x] as usize <= x, "{x}: parent {}", parent[x]);
                assert_eq!(find(&mut parent, x as u32) as usize, set[x], "{x}");
            }
        }
    }
}

#[test]
fn the_small_winner_agrees_with_the_winner() {
    // `winner_small` floods boards of one word a row and at most 64 rows on the stack, and
    // leaves every other board, and a flood that does not settle, to `winner`. The flood is
    // not run for a player none of whose stones touch across some line between rows or
    // columns, which the boards near the density where chains begin to form try hardest; a
    // plain search, which has no such shortcut, is the reference.
    let by_runs = |b: &Board, rule: Rule| {
        [Player::X, Player::O]
            .into_iter()
            .find(|&player| plain_connects(b, player, rule))
    };
    let mut rng = crate::test_lcg::Lcg(2812);
    let mut won = [0; 3];
    for &w in &[1usize, 2, 3, 11, 19, 63, 64, 65] {
        for &h in &[1usize, 2, 3, 11, 19, 64, 65] {
            for density in [30, 45, 55, 60, 70, 90, 100] {
                for _ in 0..6 {
                    let b = random_board(h, w, density, &mut rng);
                    for rule in [Rule::XTopBottom, Rule::XLeftRight] {
                        let winner = by_runs(&b, rule);
                        assert_eq!(
                            b.winner_small(rule),
                            winner,
                            "{w}x{h} {density}% {rule:?}: {b}"
                        );
                        assert_eq!(b.winner(rule), winner, "{w}x{h} {density}% {rule:?}: {b}");
                        won[winner.map_or(0, |p| 1 + usize::from(p == Player::O))] += 1;
                    }
                }
            }
        }
    }
    assert!(won.iter().all(|&n| n > 500), "{won:?}");
    // A cluster winding up and down through 64 rows, a sweep a turn.
    let b = Board::parse(crate::test_boards::winding(64, 64)).unwrap();
    assert_eq!(b.winner_small(Rule::XTopBottom), Some(Player::O));
    assert_eq!(b.winner_small(Rule::XLeftRight), Some(Player::O));
}

#[test]
fn runs_touch_the_row_above_at_the_same_column_and_the_next() {
    // Row 1's run [1, 2] touches row 0's stones at columns 1..=3 and no other.
    for (top, joined) in [
        ("X . . . .", false),
        (". X . . .", true),
        (". . . X .", true),
        (". . . . X", false),
    ] {
        let b = board(&[top, " . X X . ."]);
        assert_eq!(spread(&b, Player::X, Rule::XTopBottom), joined, "{top}");
        assert_eq!(join_runs(&b, Player::X, Rule::XTopBottom), joined, "{top}");
    }
    // Two runs above joined through one run below, and a run that only touches the right edge.
    let b = board(&["X . X . .", " X X . . .", "  . . X X X"]);
    for joined in [spread, join_runs] {
        assert!(!joined(&b, Player::X, Rule::XTopBottom));
        assert!(!joined(&b, Player::X, Rule::XLeftRight));
    }
    let b = board(&["X . X . .", " X X X X X", "  . . . . ."]);
    assert!(spread(&b, Player::X, Rule::XLeftRight));
    assert!(join_runs(&b, Player::X, Rule::XLeftRight));
}

/// How many times the spread by words takes a word up for `player`, with its answer.
fn takes(b: &Board, player: Player, rule: Rule) -> (bool, usize) {
    let mut work = FloodWork::new(b);
    let joined = work.spread(b, player, rule.joins_top_bottom(player), usize::MAX);
    (joined.expect("no limit"), work.takes)
}

#[test]
fn the_spread_takes_a_word_up_at_most_once_a_stone() {
    // Each time a word is taken up it reaches another stone, so the work is bounded by the
    // stones whatever the board; where the chains run along the rows it is a few takes a
    // word.
    use crate::test_boards::{serpentine, spiral, two_windings, winding};
    let stones = |b: &Board| {
        (0..b.height())
            .flat_map(|r| (0..b.width()).map(move |c| (r, c)))
            .filter(|&(r, c)| b.get(r, c) == Some(crate::Cell::X))
            .count()
    };
    // Columns one stone wide are followed a stone a row. With a cluster from each edge, the
    // two floods follow one of them whole, half the stones, and some of the other.
    let b = Board::parse(two_windings(200, 301)).unwrap();
    let (joined, n) = takes(&b, Player::X, Rule::XTopBottom);
    assert!(!joined);
    assert!(
        n <= stones(&b) && n * 2 >= stones(&b),
        "{n} of {}",
        stones(&b)
    );
    // A cluster that touches one edge only, however long it winds, has no stone on the
    // other edge: no flood is needed.
    let mut b = Board::parse(winding(200, 300)).unwrap();
    assert_eq!(takes(&b, Player::X, Rule::XTopBottom), (false, 0));
    let mut s = Board::parse(spiral(301, 301)).unwrap();
    assert_eq!(takes(&s, Player::X, Rule::XTopBottom), (false, 0));
    // With a stone of its own on the other edge, the flood from that edge runs out once it
    // has taken that stone: after a few takes a word of the first flood, and two turns of
    // the first while the second takes its stone and then finds nothing left.
    let alone = |b: &Board| ALONE_A_WORD * b.stones(Player::X).len();
    b.set(199, 299, crate::Cell::X);
    let (joined, n) = takes(&b, Player::X, Rule::XTopBottom);
    assert!(!joined);
    assert!(
        (alone(&b)..=alone(&b) + 2 * START_TURNS + 1).contains(&n),
        "{n}"
    );
    s.set(300, 300, crate::Cell::X);
    let (joined, n) = takes(&s, Player::X, Rule::XTopBottom);
    assert!(!joined);
    assert!(
        (alone(&s)..=alone(&s) + 2 * START_TURNS + 1).contains(&n),
        "{n}"
    );
    let b = s;
    // With a column joining it to the bottom edge, the spiral wins for X.
    let mut b = b;
    for r in 151..301 {
        b.set(r, 150, crate::Cell::X);
    }
    let (joined, n) = takes(&b, Player::X, Rule::XTopBottom);
    assert!(joined);
    assert!(n <= stones(&b), "{n} of {}", stones(&b));
    // Full rows of five words each are filled a word at a time.
    let b = Board::parse(serpentine(200, 300)).unwrap();
    let (joined, n) = takes(&b, Player::X, Rule::XTopBottom);
    assert!(joined);
    assert!(n <= 200 * 5, "{n}");
    let mut rng = crate::test_lcg::Lcg(2807);
    let full = random_board(300, 300, 100, &mut rng);
    for rule in [Rule::XTopBottom, Rule::XLeftRight] {
        for player in [Player::X, Player::O] {
            let (joined, n) = takes(&full, player, rule);
            assert_eq!(joined, plain_connects(&full, player, rule));
            assert!(n <= 300 * 5 * 4, "{player:?} {rule:?}: {n}");
        }
    }
}

#[test]
fn clusters_that_wind_up_and_down_are_left_to_the_union_find() {
    // Two clusters of forty columns one stone wide, one from each edge: each flood would
    // take a word up for nearly each stone, more than their limit of a few takes a word.
    let b = Board::parse(crate::test_boards::two_windings(120, 161)).unwrap();
    let mut work = FloodWork::new(&b);
    let limit = TAKES_A_WORD * b.stones(Player::X).len();
    assert_eq!(work.spread(&b, Player::X, true, limit), None);
    assert!(!join_runs(&b, Player::X, Rule::XTopBottom));
    assert!(!spread(&b, Player::X, Rule::XTopBottom));
    assert_eq!(b.winner(Rule::XTopBottom), Some(Player::O));
    // Their rows repeat the row above but for the first two and the last two of each
    // cluster, so the union-find has few runs to join (82 a cluster, against 120 x 3
    // words): it takes over after a quarter of a take a word.
    let words = b.stones(Player::X).len();
    assert_eq!(
        runs_to_join(&b, Player::X, usize::MAX),
        2 * (1 + 21 + 40 + 20)
    );
    assert!(runs_to_join(&b, Player::X, usize::MAX) <= words / FEW_RUNS);
    assert_eq!(work.takes, words / 4);
    // One such cluster alone has no stone on the bottom edge: answered with no take. With
    // a stone there apart from it, the union-find takes over as for two.
    let rows = crate::test_boards::winding(120, 160);
    let mut b = Board::parse(&rows).unwrap();
    let mut work = FloodWork::new(&b);
    let limit = TAKES_A_WORD * b.stones(Player::X).len();
    assert_eq!(work.spread(&b, Player::X, true, limit), Some(false));
    assert_eq!(work.takes, 0);
    b.set(119, 159, crate::Cell::X);
    assert_eq!(work.spread(&b, Player::X, true, limit), None);
    assert_eq!(work.takes, b.stones(Player::X).len() / 4);
    assert_eq!(work.spread(&b, Player::X, true, usize::MAX), Some(false));
    assert!(!join_runs(&b, Player::X, Rule::XTopBottom));
    assert_eq!(b.winner(Rule::XTopBottom), Some(Player::O));
    // The same cluster with its last row joined to the bottom edge wins for X.
    b.set(119, 158, crate::Cell::X);
    assert_eq!(b.winner(Rule::XTopBottom), Some(Player::X));
    // Column 0 and its join below (120 stones), 39 columns up to a join in row 1 (117 each,
    // the turn cutting a corner), 39 down to a join above the last row (119 each), then the
    // last column's corner and the new stone (2).
    assert_eq!(
        b.winning_path(Rule::XTopBottom).map(|p| p.len()),
        Some(120 + 39 * 117 + 39 * 119 + 2)
    );
}

#[test]
fn on_a_full_board_o_settles_what_the_floods_of_x_cannot() {
    // Two random full boards whose clusters of X wind too far for X's floods (one under
    // each rule), with more runs than O's floods have takes: O's floods settle whether X
    // has joined, and the winner, with no union-find.
    let mut rng = crate::test_lcg::Lcg(7);
    let boards: Vec<Board> = (0..12)
        .map(|_| random_board(512, 512, 100, &mut rng))
        .collect();
    let words = 512 * 8;
    for (b, rule) in [
        (&boards[3], Rule::XTopBottom),
        (&boards[11], Rule::XLeftRight),
    ] {
        let mut work = FloodWork::new(b);
        assert_eq!(work.flood(b, Player::X, rule), None, "{rule:?}");
        assert!(
            runs_to_join(b, Player::X, usize::MAX) > TAKES_A_WORD * words,
            "{rule:?}"
        );
        assert_eq!(work.flood(b, Player::O, rule), Some(true), "{rule:?}");
        assert!(!plain_connects(b, Player::X, rule), "{rule:?}");
        assert!(!b.connects(Player::X, rule), "{rule:?}");
        assert_eq!(b.winner(rule), Some(Player::O), "{rule:?}");
    }
}

#[test]
fn a_spiral_touching_only_the_top_has_no_winner() {
    // About 75 turns, each a sweep of its own.
    let rows = crate::test_boards::spiral(301, 301);
    let b = Board::parse(&rows).unwrap();
    assert!(!spread(&b, Player::X, Rule::XTopBottom));
    for rule in [Rule::XTopBottom, Rule::XLeftRight] {
        assert_eq!(b.winner(rule), None);
    }
}

// The shortest chain (`path.rs`).

mod path {
    use super::{board, random_board};
    use crate::search::path::Chain;
    use crate::test_boards::{check_chain, serpentine, spiral, winding};
    use crate::test_lcg::Lcg;
    use crate::{Board, Cell, Player, Rule, NEIGHBOURS};
    use std::collections::VecDeque;

    /// The fewest stones in a chain of `player`'s, by a plain breadth-first search over
    /// `Board::get`, written apart from the bitsets.
    fn plain_shortest(b: &Board, player: Player, rule: Rule) -> Option<usize> {
        let (h, w) = (b.height(), b.width());
        let top_bottom = rule.joins_top_bottom(player);
        let mut dist = vec![usize::MAX; h * w];
        let mut queue = VecDeque::new();
        for r in 0..h {
            for c in 0..w {
                let start = if top_bottom { r == 0 } else { c == 0 };
                if start && b.get(r, c) == Some(player.stone()) {
                    dist[r * w + c] = 1;
                    queue.push_back((r, c));
                }
            }
        }
        while let Some((r, c)) = queue.pop_front() {
            if (top_bottom && r + 1 == h) || (!top_bottom && c + 1 == w) {
                return Some(dist[r * w + c]);
            }
            for (dr, dc) in NEIGHBOURS {
                let (nr, nc) = (r.wrapping_add_signed(dr), c.wrapping_add_signed(dc));
                if b.get(nr, nc) == Some(player.stone()) && dist[nr * w + nc] == usize::MAX {
                    dist[nr * w + nc] = dist[r * w + c] + 1;
                    queue.push_back((nr, nc));
                }
            }
        }
        None
    }

    /// Checks the chain of both players under both rules against the plain search.
    fn agrees(b: &Board, what: &str) {
        for rule in [Rule::XTopBottom, Rule::XLeftRight] {
            for player in [Player::X, Player::O] {
                let chain = b.shortest_chain(player, rule);
                let expected = plain_shortest(b, player, rule);
                assert_eq!(
                    chain.as_ref().map(Vec::len),
                    expected,
                    "{what} {player:?} {rule:?}"
                );
                if let Some(chain) = chain {
                    let checked = check_chain(b, player, rule, &chain);
                    assert_eq!(checked, Ok(()), "{what} {player:?} {rule:?}");
                }
            }
        }
    }

    #[test]
    fn the_chain_is_as_short_as_a_plain_search_finds() {
        let mut rng = Lcg(2028);
        // Widths around the 64-cell words, so that steps cross word boundaries both ways.
        for &w in &[1usize, 2, 5, 63, 64, 65, 127, 128, 129, 200] {
            for &h in &[1usize, 2, 3, 17, 70] {
                for density in [40, 70, 100] {
                    let b = random_board(h, w, density, &mut rng);
                    agrees(&b, &format!("{h}x{w} {density}%"));
                }
            }
        }
        for &(h, w) in &[(300usize, 300usize), (257, 193)] {
            let b = random_board(h, w, 100, &mut rng);
            agrees(&b, &format!("{h}x{w} full"));
        }
    }

    #[test]
    fn the_benchmark_boards_get_their_shortest_chains() {
        for (name, rows) in [
            ("serpentine", serpentine(256, 256)),
            ("serpentine", serpentine(130, 67)),
            ("winding", winding(256, 256)),
            ("spiral", spiral(131, 129)),
        ] {
            let b = Board::parse(&rows).unwrap();
            agrees(&b, name);
        }
    }

    #[test]
    fn of_several_shortest_chains_the_leftmost_end_and_the_first_steps_back_win() {
        // Three chains of three stones from (0, 2): through (1, 1) to (2, 1), and through
        // (1, 2) to (2, 1) or (2, 2). The leftmost end, (2, 1), is taken, and walking back
        // from it takes (r - 1, c) before (r - 1, c + 1).
        let b = board(&[". . X .", " . X X .", "  . X X ."]);
        assert_eq!(
            b.winning_path(Rule::XTopBottom),
            Some(vec![(0, 2), (1, 1), (2, 1)])
        );
        // Left to right the topmost end of the last column is taken.
        let b = board(&["O O O", " O O O"]);
        assert_eq!(
            b.winning_path(Rule::XTopBottom),
            Some(vec![(0, 0), (0, 1), (0, 2)])
        );
    }

    #[test]
    fn a_chain_is_its_first_cell_and_a_step_a_cell() {
        let b = board(&["X . .", " X X .", "  O X X"]);
        let chain = b.chain(Player::X, Rule::XTopBottom).unwrap();
        // (0, 0) then down, right, down: NEIGHBOURS[5], [3], [5].
        assert_eq!(
            chain,
            Chain {
                start: (0, 0),
                steps: vec![5, 3, 5]
            }
        );
        assert_eq!(
            chain.cells().collect::<Vec<_>>(),
            [(0, 0), (1, 0), (1, 1), (2, 1)]
        );
        assert_eq!(b.chain(Player::O, Rule::XTopBottom), None);
        // One stone on both edges: a chain of one cell and no step.
        assert_eq!(
            board(&["X"]).chain(Player::X, Rule::XLeftRight),
            Some(Chain {
                start: (0, 0),
                steps: vec![]
            })
        );
    }

    #[test]
    fn a_row_of_stones_crosses_its_words_both_ways() {
        // Left to right along a single row 200 wide: every step is to the right, across the
        // words at columns 64, 128 and 192.
        let row = "O".repeat(200);
        let b = Board::parse([row.as_str()]).unwrap();
        let chain = b.chain(Player::O, Rule::XTopBottom).unwrap();
        assert_eq!(chain.start, (0, 0));
        assert_eq!(chain.steps, vec![3u8; 199]);
        // Down and to the left across a word boundary, and down and up across it.
        let mut b = Board::empty(3, 130).unwrap();
        for (r, c) in [(0, 64), (1, 63), (2, 63)] {
            b.set(r, c, Cell::X);
        }
        assert_eq!(
            b.winning_path(Rule::XTopBottom),
            Some(vec![(0, 64), (1, 63), (2, 63)])
        );
        let mut b = Board::empty(3, 130).unwrap();
        for (r, c) in [(2, 64), (1, 64), (0, 65)] {
            b.set(r, c, Cell::X);
        }
        assert_eq!(
            b.winning_path(Rule::XTopBottom),
            Some(vec![(0, 65), (1, 64), (2, 64)])
        );
    }

    #[test]
    fn each_step_has_its_opposite() {
        for (k, &(dr, dc)) in NEIGHBOURS.iter().enumerate() {
            let back = usize::from(crate::search::path::BACK[k]);
            assert_eq!(NEIGHBOURS[back], (-dr, -dc));
        }
    }
}

/// The board of one row holding `cells`.
fn row_of(cells: &[char]) -> Board {
    board(&[cells.iter().collect::<String>().as_str()])
}

/// The board of one column holding `cells`, one a row.
fn column_of(cells: &[char]) -> Board {
    let rows: Vec<String> = cells.iter().map(char::to_string).collect();
    Board::parse(&rows).unwrap()
}

/// Every line of up to 7 cells, each empty, X or O.
fn every_line() -> impl Iterator<Item = Vec<char>> {
    (1..=7u32).flat_map(|len| {
        (0..3usize.pow(len)).map(move |code| {
            (0..len)
                .scan(code, |rest, _| {
                    let cell = ['.', 'X', 'O'][*rest % 3];
                    *rest /= 3;
                    Some(cell)
                })
                .collect()
        })
    })
}

/// Every board of one row of up to 7 cells and of one column of up to 7 rows, under both
/// rules: the answer without a flood (`winner`) and the small boards' flood (`winner_small`)
/// are the one the edges give: the player across the line wins with any stone, the other
/// only with every cell.
#[test]
fn a_line_of_cells_is_answered_as_the_flood_answers_it() {
    for cells in every_line() {
        let row: String = cells.iter().collect();
        let has = |c: char| cells.contains(&c);
        let every = |c: char| cells.iter().all(|&cell| cell == c);
        let ways = [(row_of(&cells), true), (column_of(&cells), false)];
        for (line, is_row) in ways {
            for rule in [Rule::XTopBottom, Rule::XLeftRight] {
                // The player whose edges each cell of the line touches.
                let across = if is_row == rule.joins_top_bottom(Player::X) {
                    Player::X
                } else {
                    Player::O
                };
                let symbol = |p: Player| if p == Player::X { 'X' } else { 'O' };
                let expected = if has(symbol(across)) {
                    Some(across)
                } else if every(symbol(across.opponent())) {
                    Some(across.opponent())
                } else {
                    None
                };
                assert_eq!(line.winner(rule), expected, "{row:?} row {is_row} {rule:?}");
                // At most 64 cells, the small boards' flood answers too.
                assert_eq!(
                    line.winner_small(rule),
                    expected,
                    "{row:?} row {is_row} {rule:?}"
                );
            }
        }
    }
}

/// Every board of one row or one column of up to 7 cells, under both rules: the chain of a
/// line, found without a search, is the one the search finds, for both players.
#[test]
fn a_line_has_the_chain_the_search_finds() {
    for cells in every_line() {
        for line in [row_of(&cells), column_of(&cells)] {
            for rule in [Rule::XTopBottom, Rule::XLeftRight] {
                for player in [Player::X, Player::O] {
                    assert_eq!(
                        line.chain(player, rule),
                        crate::search::path::searched_chain(&line, player, rule),
                        "{cells:?} {}x{} {rule:?} {player:?}",
                        line.height(),
                        line.width()
                    );
                }
            }
        }
    }
    // And beyond a word: the whole line, and the first stone of the player across it.
    let mut cells = vec!['O'; 130];
    assert_eq!(
        row_of(&cells)
            .chain(Player::O, Rule::XTopBottom)
            .map(|c| c.steps.len()),
        Some(129)
    );
    cells[100] = 'X';
    cells[120] = 'X';
    let row = row_of(&cells);
    assert_eq!(row.chain(Player::O, Rule::XTopBottom), None);
    let x = row.chain(Player::X, Rule::XTopBottom);
    assert_eq!(
        x,
        crate::search::path::searched_chain(&row, Player::X, Rule::XTopBottom)
    );
    assert_eq!(x.map(|c| c.start), Some((0, 100)));
    let column = column_of(&cells);
    assert_eq!(
        column.chain(Player::X, Rule::XLeftRight).map(|c| c.start),
        Some((100, 0))
    );
}

/// Lines longer than a word (130 cells): a row or column of O is O's under the default rule,
/// a gap leaves it nobody's, and one X anywhere in a row is X's.
#[test]
fn a_line_longer_than_a_word_is_answered_too() {
    let full = vec!['O'; 130];
    let mut gap = full.clone();
    gap[129] = '.';
    let mut one_x = gap.clone();
    one_x[70] = 'X';
    let top_bottom = Rule::XTopBottom;
    assert_eq!(row_of(&full).winner(top_bottom), Some(Player::O));
    assert_eq!(row_of(&gap).winner(top_bottom), None);
    assert_eq!(row_of(&one_x).winner(top_bottom), Some(Player::X));
    // A column's cells touch the left and right edges: O's with any stone.
    assert_eq!(column_of(&gap).winner(top_bottom), Some(Player::O));
    assert_eq!(column_of(&full).winner(Rule::XLeftRight), Some(Player::O));
    let xs = vec!['X'; 130];
    assert_eq!(column_of(&xs).winner(top_bottom), Some(Player::X));
    assert_eq!(column_of(&one_x).winner(Rule::XLeftRight), Some(Player::X));
}

#[test]
fn the_count_of_runs_stops_at_the_row_that_passes_its_cap() {
    // A full random board has about a run for every four cells, far more than the union-find
    // takes over with first; the count for that gate stops within a row of passing it.
    let mut rng = crate::test_lcg::Lcg(11);
    let b = random_board(300, 300, 100, &mut rng);
    let words = b.stones(Player::X).len();
    let all = runs_to_join(&b, Player::X, usize::MAX);
    assert!(all > 8 * words, "{all} runs, {words} words");
    let few = words / FEW_RUNS;
    let counted = runs_to_join(&b, Player::X, few);
    assert!(counted > few && counted <= few + 150, "{counted}");
    // So its floods are not cut short: X's flood settles the board alone.
    let mut work = FloodWork::new(&b);
    let limit = TAKES_A_WORD * words;
    assert_eq!(
        work.spread(&b, Player::X, true, limit),
        Some(plain_connects(&b, Player::X, Rule::XTopBottom))
    );
}

#[test]
fn a_player_without_a_stone_on_an_edge_is_answered_without_a_flood() {
    // Left to right on a board of two words a row: X's stones reach from column 0 to 98 of
    // row 1, and none is in column 99 (bit 35 of the second word).
    let mut b = Board::empty(3, 100).unwrap();
    for c in 0..99 {
        b.set(1, c, crate::Cell::X);
    }
    let mut work = FloodWork::new(&b);
    assert_eq!(work.spread(&b, Player::X, false, usize::MAX), Some(false));
    assert_eq!(work.takes, 0);
    // A stone in the last column, apart from them: the floods run, and say no.
    b.set(2, 99, crate::Cell::X);
    assert_eq!(work.spread(&b, Player::X, false, usize::MAX), Some(false));
    assert!(work.takes > 0);
    // Joined to them, X has won.
    b.set(1, 99, crate::Cell::X);
    assert_eq!(work.spread(&b, Player::X, false, usize::MAX), Some(true));
    assert_eq!(b.winner(Rule::XLeftRight), Some(Player::X));
    // Top to bottom, X has no stone in the first row: no flood.
    assert_eq!(work.spread(&b, Player::X, true, usize::MAX), Some(false));
    assert_eq!(work.takes, 0);
    assert_eq!(b.winner(Rule::XTopBottom), None);
}
