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

/// Board shapes for the tests of neighbours: the smallest, single rows and columns, squares
/// from 7x7 to 19x19, and boards of exactly one and two 64-bit words of cells and just past
/// them, where a shift carries across words.
const SHAPES: [(usize, usize); 18] = [
    (1, 1),
    (1, 5),
    (5, 1),
    (3, 4),
    (7, 7),
    (11, 11),
    (11, 13),
    (19, 19),
    (2, 180),
    (3, 120),
    (8, 8),
    (1, 64),
    (64, 1),
    (5, 13),
    (1, 128),
    (128, 1),
    (8, 16),
    (3, 43),
];

#[test]
fn neighbours_of_a_set_are_the_union_of_each_cells_neighbours() {
    let mut lcg = Lcg(7);
    for (rows, cols) in SHAPES {
        let p = Position::new(rows, cols, Rule::XTopBottom).unwrap();
        let n = rows * cols;
        for round in 0..40 {
            // Dense sets are shifted out, sets of a few cells united from the table.
            let set = if round % 2 == 0 {
                CellSet::from_cells((0..n).filter(|_| lcg.below(4) == 0))
            } else {
                CellSet::from_cells((0..lcg.below(7)).map(|_| lcg.below(n)))
            };
            let want = set
                .iter()
                .fold(CellSet::EMPTY, |acc, c| acc | p.neighbours(c));
            assert_eq!(p.neighbours_of(set), want, "{rows}x{cols}");
        }
        for cell in 0..n {
            let listed: Vec<usize> = p.adjacent(cell).collect();
            assert_eq!(listed, p.neighbours(cell).iter().collect::<Vec<_>>());
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
fn reach_is_what_a_breadth_first_search_reaches() {
    let mut lcg = Lcg(19);
    for (rows, cols) in SHAPES {
        let p = Position::new(rows, cols, Rule::XTopBottom).unwrap();
        let n = rows * cols;
        for _ in 0..20 {
            let within = CellSet::from_cells((0..n).filter(|_| lcg.below(3) != 0));
            let from = CellSet::from_cells((0..1 + lcg.below(3)).map(|_| lcg.below(n)));
            let mut seen: Vec<usize> = (from & within).iter().collect();
            let mut next = 0;
            while let Some(&cell) = seen.get(next) {
                next += 1;
                for other in p.neighbours(cell).iter() {
                    if within.contains(other) && !seen.contains(&other) {
                        seen.push(other);
                    }
                }
            }
            assert_eq!(p.reach(from, within), CellSet::from_cells(seen));
        }
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
    assert_eq!(error.code(), "BAD_SIZE");
    assert_eq!(
        error.to_string(),
        "a board needs 1 or more rows and columns and at most 361 cells, not 20 x 19"
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

mod connections {
    use super::*;
    use crate::knowledge::vc::{Connections, Endpoint, Kind, VcOptions};
    use std::collections::HashMap;

    /// The cells an endpoint starts from and the cells it is reached at, for `player`.
    fn ends(p: &Position, player: Player, end: Endpoint) -> CellSet {
        let [start, goal] = p.edge_cells(player);
        match end {
            Endpoint::Start => start,
            Endpoint::Goal => goal,
            Endpoint::Group(c) | Endpoint::Cell(c) => CellSet::from_cells([c]),
        }
    }

    /// Whether `player`'s stones (with the two endpoints, an empty one counted as its
    /// own) join `a` to `b`.
    fn joined(p: &Position, player: Player, a: Endpoint, b: Endpoint) -> bool {
        let own = |e| match e {
            Endpoint::Cell(c) => CellSet::from_cells([c]),
            _ => CellSet::EMPTY,
        };
        let within = p.stones(player) | own(a) | own(b);
        p.reach(ends(p, player, a) & within, within)
            .intersects(&ends(p, player, b))
    }

    /// Whether `player` keeps `a` and `b` joined when the opponent moves first and both
    /// play only inside `carrier`: a brute-force game with a memo.
    fn holds(
        p: &mut Position,
        player: Player,
        (a, b): (Endpoint, Endpoint),
        carrier: CellSet,
        opponent_to_move: bool,
        memo: &mut HashMap<(CellSet, CellSet, bool), bool>,
    ) -> bool {
        if joined(p, player, a, b) {
            return true;
        }
        let free = carrier & p.empty();
        if free.is_empty() {
            return false;
        }
        let k = (
            p.stones(Player::X) & carrier,
            p.stones(Player::O) & carrier,
            opponent_to_move,
        );
        if let Some(&known) = memo.get(&k) {
            return known;
        }
        let mover = if opponent_to_move {
            player.opponent()
        } else {
            player
        };
        let mut result = opponent_to_move;
        for cell in free.iter() {
            p.put(cell, Some(mover));
            let kept = holds(p, player, (a, b), carrier, !opponent_to_move, memo);
            p.put(cell, None);
            if kept != opponent_to_move {
                result = kept;
                break;
            }
        }
        memo.insert(k, result);
        result
    }

    /// Checks every connection of `player` between endpoints of `list` by brute force.
    fn check_all(p: &Position, player: Player, vcs: &Connections, max_carrier: usize) -> usize {
        let mut checked = 0;
        let empty: Vec<Endpoint> = p.empty().iter().map(Endpoint::Cell).collect();
        let mut list = vec![Endpoint::Start, Endpoint::Goal];
        list.extend(vcs.between_stones().iter().flat_map(|c| [c.from, c.to]));
        list.extend(empty);
        list.sort_unstable();
        list.dedup();
        for (i, &a) in list.iter().enumerate() {
            for &b in list.iter().skip(i + 1) {
                for carrier in vcs.fulls(a, b) {
                    if carrier.len() > max_carrier {
                        continue;
                    }
                    let mut q = p.clone();
                    let ok = holds(&mut q, player, (a, b), carrier, true, &mut HashMap::new());
                    assert!(ok, "full {a:?}-{b:?} {carrier:?} of {player:?} in {p:?}");
                    checked += 1;
                }
                for (key, carrier) in vcs.semis(a, b) {
                    if carrier.len() > max_carrier + 1 {
                        continue;
                    }
                    assert!(carrier.contains(key));
                    let mut q = p.clone();
                    q.put(key, Some(player));
                    let (a2, b2) = (settle(a, key), settle(b, key));
                    let ok = holds(
                        &mut q,
                        player,
                        (a2, b2),
                        carrier.difference_of(key),
                        true,
                        &mut HashMap::new(),
                    );
                    assert!(
                        ok,
                        "semi {a:?}-{b:?} key {key} {carrier:?} of {player:?} in {p:?}"
                    );
                    checked += 1;
                }
            }
        }
        checked
    }

    /// An empty-cell endpoint that the key has just filled is now a group.
    fn settle(end: Endpoint, key: usize) -> Endpoint {
        match end {
            Endpoint::Cell(c) if c == key => Endpoint::Group(c),
            other => other,
        }
    }

    trait Without {
        fn difference_of(self, cell: usize) -> CellSet;
    }

    impl Without for CellSet {
        fn difference_of(mut self, cell: usize) -> CellSet {
            self.remove(cell);
            self
        }
    }

    /// The positions no player has won yet of `count` random ones, from `seed`: boards of
    /// `smallest` to `smallest + 2` rows and columns, the two rules in turn, with fewer
    /// stones than a `1 / share` of the cells.
    fn open_positions(seed: u64, count: usize, smallest: usize, share: usize) -> Vec<Position> {
        let mut lcg = Lcg(seed);
        let mut open = Vec::new();
        for i in 0..count {
            let (rows, cols) = (smallest + lcg.below(3), smallest + lcg.below(3));
            let rule = if i % 2 == 0 {
                Rule::XTopBottom
            } else {
                Rule::XLeftRight
            };
            let stones = lcg.below(rows * cols / share);
            let p = random_position(&mut lcg, rows, cols, stones, rule);
            if p.winner().is_none() {
                open.push(p);
            }
        }
        open
    }

    /// Checks every connection of both players in `count` random positions of 3x3 to 5x5
    /// boards, and returns how many it checked.
    fn check_random(seed: u64, count: usize) -> usize {
        let mut checked = 0;
        for p in open_positions(seed, count, 3, 2) {
            for player in [Player::X, Player::O] {
                let vcs = Connections::compute(&p, player, &VcOptions::default());
                checked += check_all(&p, player, &vcs, 9);
            }
        }
        checked
    }

    #[test]
    fn every_connection_found_on_small_boards_holds_against_every_attack() {
        let checked = check_random(23, 16);
        assert!(checked > 300, "{checked}");
    }

    /// Checks every connection that [`Connections::update`] finds after one to three random
    /// stones of either player are added to `count` random positions of 3x3 to 5x5 boards,
    /// from each player's connections before them; returns how many it checked.
    fn check_updates(seed: u64, count: usize) -> usize {
        let mut lcg = Lcg(seed);
        let mut checked = 0;
        for p in open_positions(seed, count, 3, 2) {
            for player in [Player::X, Player::O] {
                let options = VcOptions::default();
                let before = Connections::compute(&p, player, &options);
                let mut q = p.clone();
                for _ in 0..1 + lcg.below(3) {
                    let empty: Vec<usize> = q.empty().iter().collect();
                    if empty.is_empty() {
                        break;
                    }
                    let colour = if lcg.below(2) == 0 {
                        Player::X
                    } else {
                        Player::O
                    };
                    q.put(empty[lcg.below(empty.len())], Some(colour));
                }
                if q.winner().is_some() {
                    continue;
                }
                let after = before.update(&q, &options);
                assert!(after.complete());
                checked += check_all(&q, player, &after, 9);
            }
        }
        checked
    }

    #[test]
    fn connections_updated_after_new_stones_hold_against_every_attack() {
        let checked = check_updates(31, 24);
        assert!(checked > 300, "{checked}");
    }

    #[test]
    fn an_update_without_new_stones_finds_what_a_search_finds() {
        use super::pinned::{endpoints, positions};
        for (p, options) in positions() {
            for player in [Player::X, Player::O] {
                let fresh = Connections::compute(&p, player, &options);
                let again = fresh.update(&p, &options);
                for a in endpoints(&p, player) {
                    for b in endpoints(&p, player) {
                        assert_eq!(fresh.fulls(a, b), again.fulls(a, b));
                        assert_eq!(fresh.semis(a, b), again.semis(a, b));
                    }
                }
            }
        }
    }

    #[test]
    fn an_update_from_a_position_it_does_not_extend_is_a_new_search() {
        use super::pinned::endpoints;
        let position = |rows: [&str; 3]| {
            let board = Board::parse(rows).unwrap();
            Position::from_board(&board, Rule::XTopBottom, Player::X).unwrap()
        };
        let p = position([". X .", " . . .", "  . O ."]);
        let q = position([". . .", " . X .", "  . O ."]);
        let options = VcOptions::default();
        let from_p = Connections::compute(&p, Player::X, &options);
        let fresh = Connections::compute(&q, Player::X, &options);
        let updated = from_p.update(&q, &options);
        for a in endpoints(&q, Player::X) {
            for b in endpoints(&q, Player::X) {
                assert_eq!(fresh.fulls(a, b), updated.fulls(a, b));
                assert_eq!(fresh.semis(a, b), updated.semis(a, b));
            }
        }
    }

    /// Many more positions: run with `cargo test --release -- --ignored`.
    #[test]
    #[ignore]
    fn every_connection_of_many_positions_holds_against_every_attack() {
        let checked = check_random(29, 1000);
        println!("{checked} connections hold against every attack");
    }

    /// [`check_random`] with the edge templates found by search added to H-search, on boards
    /// of four to six rows and columns (a template reaches four rows from its edge), every
    /// carrier up to 12 cells played out.
    fn check_random_templates(seed: u64, count: usize) -> (usize, usize) {
        let options = VcOptions {
            max_fulls: 16,
            max_semis: 32,
            edge_templates: true,
            ..VcOptions::DEFAULT
        };
        let (mut checked, mut new) = (0, 0);
        for p in open_positions(seed, count, 4, 3) {
            for player in [Player::X, Player::O] {
                let with = Connections::compute(&p, player, &options);
                let without = Connections::compute(
                    &p,
                    player,
                    &VcOptions {
                        edge_templates: false,
                        ..options
                    },
                );
                new += with
                    .between_stones()
                    .iter()
                    .filter(|c| !without.between_stones().contains(c))
                    .count();
                checked += check_all(&p, player, &with, 12);
            }
        }
        (checked, new)
    }

    #[test]
    fn connections_with_edge_templates_hold_against_every_attack() {
        let (checked, new) = check_random_templates(31, 40);
        assert!(checked > 1000, "{checked}");
        // Connections between stones that H-search alone does not find, all checked.
        assert!(new > 0, "{new}");
    }

    /// Many more positions: run with `cargo test --release -- --ignored`.
    #[test]
    #[ignore]
    fn connections_with_edge_templates_of_many_positions_hold() {
        let (checked, new) = check_random_templates(43, 200);
        println!("{checked} connections hold against every attack, {new} new with templates");
    }

    /// A search stopped by its work bound says so, and what it found holds against every
    /// attack all the same.
    #[test]
    fn a_bounded_search_says_it_stopped_and_its_connections_hold() {
        let mut lcg = Lcg(37);
        let mut checked = 0;
        let mut stopped = 0;
        for i in 0..24 {
            let rule = if i % 2 == 0 {
                Rule::XTopBottom
            } else {
                Rule::XLeftRight
            };
            let stones = lcg.below(8);
            let p = random_position(&mut lcg, 4, 5, stones, rule);
            if p.winner().is_some() {
                continue;
            }
            for (player, max_work) in [(Player::X, 20), (Player::O, 300)] {
                let options = VcOptions {
                    max_work,
                    ..VcOptions::DEFAULT
                };
                let vcs = Connections::compute(&p, player, &options);
                assert!(!vcs.complete(), "{max_work} {p:?}");
                stopped += 1;
                checked += check_all(&p, player, &vcs, 9);
                let all = Connections::compute(&p, player, &VcOptions::default());
                assert!(all.complete());
            }
        }
        assert!(stopped > 30 && checked > 300, "{stopped} {checked}");
    }

    /// With no cap on the carriers kept, a search only ever drops a carrier for a smaller
    /// one of the same pair, so each connection a bounded search finds is implied by one the
    /// whole search finds: a full carrier that holds a full carrier of the whole search, a
    /// semi carrier that holds one of its full or semi carriers. (With caps, a carrier the
    /// bound caught may be one the whole search later let go for room.)
    #[test]
    fn a_bounded_search_finds_a_part_of_what_the_whole_search_finds() {
        let mut lcg = Lcg(41);
        let uncapped = VcOptions {
            max_fulls: usize::MAX,
            max_semis: usize::MAX,
            ..VcOptions::DEFAULT
        };
        let mut compared = 0;
        for i in 0..12 {
            let rule = if i % 2 == 0 {
                Rule::XTopBottom
            } else {
                Rule::XLeftRight
            };
            let stones = 2 + lcg.below(6);
            let p = random_position(&mut lcg, 5, 5, stones, rule);
            if p.winner().is_some() {
                continue;
            }
            let player = if i % 3 == 0 { Player::O } else { Player::X };
            let all = Connections::compute(&p, player, &uncapped);
            assert!(all.complete());
            let mut ends = vec![Endpoint::Start, Endpoint::Goal];
            ends.extend(all.between_stones().iter().flat_map(|c| [c.from, c.to]));
            ends.extend(p.empty().iter().map(Endpoint::Cell));
            ends.sort_unstable();
            ends.dedup();
            for max_work in [0, 50, 500, 5000] {
                let part = Connections::compute(
                    &p,
                    player,
                    &VcOptions {
                        max_work,
                        ..uncapped
                    },
                );
                // The first connections to take up are more than 50 steps of work.
                assert!(max_work > 50 || !part.complete(), "{max_work} {p:?}");
                for (j, &a) in ends.iter().enumerate() {
                    for &b in ends.iter().skip(j + 1) {
                        let fulls = all.fulls(a, b);
                        let semis: Vec<CellSet> = all.semis(a, b).iter().map(|s| s.1).collect();
                        if part.complete() {
                            // A bound the search does not reach changes nothing.
                            assert_eq!(part.fulls(a, b), fulls);
                            assert_eq!(part.semis(a, b), all.semis(a, b));
                        }
                        for carrier in part.fulls(a, b) {
                            let implied = fulls.iter().any(|f| f.is_subset(&carrier));
                            assert!(implied, "{a:?} {b:?} {carrier:?}");
                            compared += 1;
                        }
                        for (_, carrier) in part.semis(a, b) {
                            let implied = fulls.iter().chain(&semis).any(|c| c.is_subset(&carrier));
                            assert!(implied, "{a:?} {b:?} {carrier:?}");
                            compared += 1;
                        }
                    }
                }
            }
        }
        assert!(compared > 1000, "{compared}");
    }

    fn lone_stone(rows: usize, cols: usize, at: (usize, usize)) -> (Position, usize) {
        let mut p = Position::new(rows, cols, Rule::XTopBottom).unwrap();
        let cell = p.index(at.0, at.1).unwrap();
        p.put(cell, Some(Player::X));
        (p, cell)
    }

    fn smallest(carriers: &[CellSet]) -> Option<CellSet> {
        carriers.iter().copied().min_by_key(|c| c.len())
    }

    #[test]
    fn a_bridge_between_two_stones_falls_out() {
        let (mut p, a) = lone_stone(5, 5, (2, 1));
        let b = p.index(1, 3).unwrap();
        p.put(b, Some(Player::X));
        let vcs = Connections::compute(&p, Player::X, &VcOptions::default());
        let (ga, gb) = (Endpoint::Group(a), Endpoint::Group(b));
        let want = CellSet::from_cells([p.index(1, 2).unwrap(), p.index(2, 2).unwrap()]);
        assert_eq!(smallest(&vcs.fulls(ga, gb)), Some(want));
        let bridge = vcs
            .between_stones()
            .into_iter()
            .find(|c| c.kind == Kind::Full && c.carrier == want);
        // b (1,3) comes first in reading order, so it is the connection's `from`.
        assert_eq!(bridge.map(|c| (c.from, c.to)), Some((gb, ga)));
    }

    #[test]
    fn template_ii_a_stone_on_the_second_row_reaches_the_edge() {
        let (p, a) = lone_stone(5, 5, (1, 2));
        let vcs = Connections::compute(&p, Player::X, &VcOptions::default());
        let want = CellSet::from_cells([p.index(0, 2).unwrap(), p.index(0, 3).unwrap()]);
        assert_eq!(
            smallest(&vcs.fulls(Endpoint::Start, Endpoint::Group(a))),
            Some(want)
        );
    }

    #[test]
    fn template_iiia_the_ziggurat_falls_out_and_holds() {
        let (p, a) = lone_stone(6, 7, (2, 3));
        let vcs = Connections::compute(&p, Player::X, &VcOptions::default());
        let fulls = vcs.fulls(Endpoint::Start, Endpoint::Group(a));
        let best = smallest(&fulls).unwrap();
        let cells: Vec<_> = best.iter().map(|c| p.coords(c)).collect();
        // The ziggurat: 8 empty cells, one beside the stone, three above, four on the edge,
        // leaning one way; its mirror image leans the other.
        assert_eq!(best.len(), 8, "{cells:?}");
        let on_row = |row| cells.iter().filter(|&&(r, _)| r == row).count();
        assert_eq!((on_row(0), on_row(1), on_row(2)), (4, 3, 1), "{cells:?}");
        let mut q = p.clone();
        assert!(holds(
            &mut q,
            Player::X,
            (Endpoint::Start, Endpoint::Group(a)),
            best,
            true,
            &mut HashMap::new()
        ));
        assert!(fulls.len() >= 2, "both ziggurats: {fulls:?}");
    }

    /// The fourth-row template (IV-a) is nowhere in the rules: H-search builds it from
    /// bridges, ziggurats and the OR of the stone's semis. (Playing out every attack on
    /// its 19 cells, as the ziggurat's test does on 8, takes too long for a test.)
    #[test]
    fn template_iva_a_stone_on_the_fourth_row_reaches_the_edge() {
        let (p, a) = lone_stone(7, 11, (3, 5));
        let vcs = Connections::compute(&p, Player::X, &VcOptions::default());
        let best = smallest(&vcs.fulls(Endpoint::Start, Endpoint::Group(a))).unwrap();
        let cells: Vec<_> = best.iter().map(|c| p.coords(c)).collect();
        // One cell beside the stone, then five, six and seven cells on the rows above it,
        // leaning towards the stone's free side.
        assert_eq!(best.len(), 19, "{cells:?}");
        let on_row = |row| cells.iter().filter(|&&(r, _)| r == row).count();
        assert_eq!(
            (on_row(0), on_row(1), on_row(2), on_row(3)),
            (7, 6, 5, 1),
            "{cells:?}"
        );
        assert!(
            cells.iter().all(|&(_, c)| (3..=9).contains(&c)),
            "{cells:?}"
        );
    }

    #[test]
    fn the_must_play_region_holds_every_winning_move() {
        use crate::solver::minimax::Minimax;
        let mut lcg = Lcg(31);
        let mut regions = 0;
        for i in 0..80 {
            let rule = if i % 2 == 0 {
                Rule::XTopBottom
            } else {
                Rule::XLeftRight
            };
            let stones = 2 + lcg.below(8);
            let p = random_position(&mut lcg, 4, 4, stones, rule);
            if p.winner().is_some() {
                continue;
            }
            let Some(region) = crate::knowledge::must_play(&p) else {
                continue;
            };
            regions += 1;
            let board = Board::parse(p.to_rows()).unwrap();
            let mut minimax = Minimax::new(4, 4, rule);
            for (r, c) in minimax.winning_moves(&board, p.to_move()) {
                assert!(region.contains(p.index(r, c).unwrap()), "{p:?} {region:?}");
            }
        }
        assert!(regions > 10, "{regions}");
    }
}

mod inferior_cells {
    use super::*;
    use crate::knowledge::inferior::{dead, fill_dead, useless};
    use crate::solver::minimax::Minimax;

    fn position(rows: &[&str], to_move: Player) -> Position {
        Position::from_board(&Board::parse(rows).unwrap(), Rule::XTopBottom, to_move).unwrap()
    }

    fn named(p: &Position, set: CellSet) -> Vec<String> {
        set.iter()
            .map(|c| {
                let (r, col) = p.coords(c);
                crate::notation(r, col)
            })
            .collect()
    }

    #[test]
    fn a_cell_walled_in_by_one_group_of_each_player_is_dead() {
        // b2 touches X's a2, b1 and c1 (one group) and O's a3, b3 and c2 (one group). a1
        // and c3 are dead too: each touches only a group already on the edge it lies on.
        let p = position(&[". X X", " X . O", "  O O ."], Player::O);
        assert_eq!(named(&p, dead(&p)), ["a1", "b2", "c3"]);
    }

    #[test]
    fn a_cell_that_links_two_of_a_players_groups_is_not_useless_to_it() {
        // b2 is the only link between X's b1 and b3.
        let p = position(&[". X .", " O . O", "  . X ."], Player::O);
        assert!(!useless(&p, Player::X).contains(4));
        assert!(!dead(&p).contains(4));
    }

    #[test]
    fn two_cells_that_touch_one_group_are_linked_through_it() {
        // b3, on X's bottom edge under O's b2 and c2: X could only use it between a3 and c3,
        // which both lie on that edge already; O only between a3 and c3, which both touch
        // O's group b2 c2 on O's right edge. Touching does not link a3 and c3; the edge
        // and the group do. (c1 and c3 touch only what is linked already.)
        let p = position(&[". . .", " . O O", "  . . ."], Player::X);
        assert_eq!(named(&p, dead(&p)), ["c1", "b3", "c3"]);
        let mut minimax = Minimax::new(3, 3, Rule::XTopBottom);
        let value = mover_wins(&mut minimax, &p, Player::X);
        assert!(!value);
        for colour in [Player::X, Player::O] {
            let mut q = p.clone();
            q.put(7, Some(colour));
            assert_eq!(mover_wins(&mut minimax, &q, Player::X), value, "{colour:?}");
        }
    }

    #[test]
    fn the_test_by_group_masks_agrees_with_the_general_one() {
        // The masks serve boards of at most 64 groups of a player (the edges included); the
        // general test serves every board, so both are run here on the same cells.
        let mut lcg = Lcg(29);
        let mut cells = 0;
        for (rows, cols, stones) in [
            (3, 3, 4),
            (5, 5, 9),
            (7, 7, 20),
            (11, 11, 60),
            (19, 19, 200),
        ] {
            for i in 0..12 {
                let rule = if i % 2 == 0 {
                    Rule::XTopBottom
                } else {
                    Rule::XLeftRight
                };
                let p = random_position(&mut lcg, rows, cols, stones - i % 3, rule);
                for player in [Player::X, Player::O] {
                    let narrow = crate::knowledge::inferior::useless_table(&p, player, true);
                    let general = crate::knowledge::inferior::useless_table(&p, player, false);
                    assert_eq!(narrow, general, "{:?} {player:?}", p.to_rows());
                    cells += narrow.iter().filter(|(_, _, useless)| *useless).count();
                }
            }
        }
        // Enough useless cells that the comparison says something.
        assert!(cells > 500, "{cells}");
    }

    #[test]
    fn filling_repeats_until_no_dead_cell_is_left() {
        let p = position(&[". X X", " X . O", "  O O ."], Player::O);
        let (filled, cells) = fill_dead(&p);
        assert!(dead(&filled).is_empty());
        // Given to X, the player not to move.
        assert_eq!(named(&p, cells), ["a1", "b2", "c3"]);
        assert_eq!(filled.cell(4), Some(crate::Cell::X));
    }

    /// Random `size` x `size` positions that nobody has won yet, alternating the rule, each
    /// with the minimax that judges it and whether the side to move wins it.
    fn undecided(
        seed: u64,
        count: usize,
        size: usize,
        min_stones: usize,
    ) -> impl Iterator<Item = (Position, Minimax, bool)> {
        let mut lcg = Lcg(seed);
        (0..count).filter_map(move |i| {
            let rule = if i % 2 == 0 {
                Rule::XTopBottom
            } else {
                Rule::XLeftRight
            };
            let stones = min_stones + lcg.below(size * size - min_stones);
            let p = random_position(&mut lcg, size, size, stones, rule);
            if p.winner().is_some() {
                return None;
            }
            let mut minimax = Minimax::new(size, size, rule);
            let value = minimax.wins(&Board::parse(p.to_rows()).unwrap(), p.to_move());
            Some((p, minimax, value))
        })
    }

    /// Whether `mover` wins `q`, a position with stones added: already won, or with
    /// `mover` still to move.
    fn mover_wins(minimax: &mut Minimax, q: &Position, mover: Player) -> bool {
        let board = Board::parse(q.to_rows()).unwrap();
        match minimax.winner(&board) {
            Some(w) => w == mover,
            None => minimax.wins(&board, mover),
        }
    }

    /// Whether `mover` wins `q` with `cell` given to `colour` (see [`mover_wins`]).
    fn wins_with(
        minimax: &mut Minimax,
        q: &Position,
        cell: usize,
        colour: Player,
        mover: Player,
    ) -> bool {
        let mut r = q.clone();
        r.put(cell, Some(colour));
        mover_wins(minimax, &r, mover)
    }

    fn check_dead_cells(seed: u64, count: usize, size: usize, min_stones: usize) -> usize {
        let mut checked = 0;
        for (p, mut minimax, value) in undecided(seed, count, size, min_stones) {
            for cell in dead(&p).iter() {
                for colour in [Player::X, Player::O] {
                    let now = wins_with(&mut minimax, &p, cell, colour, p.to_move());
                    assert_eq!(now, value, "{cell} as {colour:?} in {p:?}");
                    checked += 1;
                }
            }
        }
        checked
    }

    /// Gives each cell useless to one player (and not dead) to the other, in random
    /// positions, and checks the winner with the minimax; returns how many were checked.
    fn check_one_sided(seed: u64, count: usize, size: usize, min_stones: usize) -> usize {
        let mut checked = 0;
        for (p, mut minimax, value) in undecided(seed, count, size, min_stones) {
            for (useless_to, colour) in [(Player::O, Player::X), (Player::X, Player::O)] {
                for cell in (useless(&p, useless_to) - dead(&p)).iter() {
                    let now = wins_with(&mut minimax, &p, cell, colour, p.to_move());
                    assert_eq!(now, value, "{cell} as {colour:?} in {p:?}");
                    checked += 1;
                }
            }
        }
        checked
    }

    #[test]
    fn a_cell_useless_to_one_player_given_to_the_other_never_changes_the_winner() {
        let checked = check_one_sided(83, 400, 4, 4) + check_one_sided(89, 80, 5, 13);
        assert!(checked > 100, "{checked}");
    }

    /// Plays each vulnerable cell's killer for the opponent in random positions and checks
    /// with the minimax that the cell then counts for nothing to the player: given to the
    /// player or to the opponent, the winner is the same. Returns how many were checked.
    fn check_vulnerable(seed: u64, count: usize, size: usize, min_stones: usize) -> usize {
        let mut checked = 0;
        for (p, mut minimax, _) in undecided(seed, count, size, min_stones) {
            for player in [Player::X, Player::O] {
                for (cell, killer) in crate::knowledge::inferior::vulnerable(&p, player) {
                    assert!(p.neighbours(cell).contains(killer) && p.empty().contains(killer));
                    let mut q = p.clone();
                    q.put(killer, Some(player.opponent()));
                    if q.winner().is_some() {
                        continue;
                    }
                    let [with, without] = [player, player.opponent()]
                        .map(|colour| wins_with(&mut minimax, &q, cell, colour, p.to_move()));
                    assert_eq!(
                        with, without,
                        "{cell} after {killer} for {player:?} in {p:?}"
                    );
                    checked += 1;
                }
            }
        }
        checked
    }

    #[test]
    fn a_vulnerable_cell_is_worth_nothing_once_its_killer_is_played() {
        let checked = check_vulnerable(97, 300, 4, 3) + check_vulnerable(101, 60, 5, 10);
        assert!(checked > 100, "{checked}");
    }

    #[test]
    fn vulnerable_cells_among_some_are_those_of_all_that_lie_there() {
        use crate::knowledge::inferior::{vulnerable, vulnerable_among};
        let mut lcg = Lcg(61);
        let mut seen = 0;
        for _ in 0..300 {
            let size = 3 + lcg.below(5);
            let stones = lcg.below(size * size / 2);
            let p = random_position(&mut lcg, size, size, stones, Rule::XTopBottom);
            let among = CellSet::from_cells((0..size * size).filter(|_| lcg.below(2) == 0));
            for player in [Player::X, Player::O] {
                let all = vulnerable(&p, player);
                let want: Vec<_> = all
                    .iter()
                    .copied()
                    .filter(|&(c, _)| among.contains(c))
                    .collect();
                assert_eq!(vulnerable_among(&p, player, among), want, "{p:?}");
                seen += want.len();
            }
        }
        assert!(seen > 100, "{seen}");
    }

    #[test]
    fn a_corner_cell_is_vulnerable_to_the_cell_beside_it() {
        // On an empty 3x3 board, O's stone on a2 leaves X's a1 touching only b1 and the top
        // edge, which b1 is on too: a1 is worth nothing to X any more. Likewise c3 at the
        // bottom, killed by c2; both are the only ones.
        let p = position(&[". . .", " . . .", "  . . ."], Player::X);
        let found = crate::knowledge::inferior::vulnerable(&p, Player::X);
        assert_eq!(found, [(0, 3), (8, 5)]);
        assert!(found
            .iter()
            .all(|&(cell, killer)| p.neighbours(cell).contains(killer)));
    }

    #[test]
    fn a_cell_useless_only_to_o_is_filled_with_x() {
        // b3 touches b2, c2 and c3 that O could use: c2 touches both, and b2 and c3 both
        // touch O's right edge (b2 through O's c1), so O never needs b3. X could use it
        // between c2 and its bottom edge, which nothing else links.
        let p = position(&[". . O", " . . .", "  X . ."], Player::O);
        let o_only = useless(&p, Player::O) - useless(&p, Player::X);
        assert_eq!(named(&p, o_only), ["b3"]);
        let (filled, cells) = crate::knowledge::inferior::fill_useless(&p);
        assert!(cells.contains(7));
        assert_eq!(filled.cell(7), Some(crate::Cell::X));
    }

    #[test]
    fn a_dead_cell_of_either_colour_never_changes_the_winner() {
        let checked = check_dead_cells(41, 150, 4, 4) + check_dead_cells(43, 40, 5, 13);
        assert!(checked > 100, "{checked}");
    }

    /// Checks that the fill-in of dead and captured cells never changes the minimax winner
    /// of random positions, and returns how many positions had a captured pair filled.
    fn check_fill_in(seed: u64, count: usize, size: usize, min_stones: usize) -> usize {
        let mut captured = 0;
        for (p, mut minimax, value) in undecided(seed, count, size, min_stones) {
            let (filled, _) = crate::knowledge::inferior::fill_in(&p);
            if [Player::X, Player::O]
                .into_iter()
                .any(|pl| !crate::knowledge::inferior::captured_pairs(&p, pl).is_empty())
            {
                captured += 1;
            }
            let now = mover_wins(&mut minimax, &filled, p.to_move());
            assert_eq!(now, value, "{p:?} filled as {filled:?}");
        }
        captured
    }

    #[test]
    fn filling_dead_and_captured_cells_never_changes_the_winner() {
        let captured = check_fill_in(59, 100, 4, 3) + check_fill_in(61, 25, 5, 13);
        assert!(captured > 10, "{captured}");
    }

    /// Checks [`evaluate_with_proof`] (odd seeds) and the same with the side to move's own
    /// connections (even seeds) on random positions against the minimax: a decided
    /// one is still won by its winner with every empty cell outside the proof given to the
    /// loser, and in an open one every move left out loses with every empty cell outside
    /// the restriction given to the mover, but the vulnerable ones, and when the mover wins
    /// with every empty cell outside the restriction and the moves given to it, one of the
    /// moves wins. Returns how many positions were decided, and how many open ones the mover
    /// won that way.
    fn check_proofs(seed: u64, count: usize, size: usize, min_stones: usize) -> (usize, usize) {
        // The search's evaluation without the side to move's own connections, and with them
        // for their proofs of its wins.
        let own = seed % 2 == 0;
        let mut decided = 0;
        let mut checked_open = 0;
        for (p, mut minimax, value) in undecided(seed, count, size, min_stones) {
            let mover = p.to_move();
            let (verdict, cells, _) = judge(&p, own, None);
            let open = |q: &Position, outside: CellSet, colour: Player| {
                let mut q = q.clone();
                for cell in (q.empty() - outside).iter() {
                    q.put(cell, Some(colour));
                }
                q
            };
            match verdict {
                Verdict::Win | Verdict::Loss => {
                    let wins = verdict == Verdict::Win;
                    assert_eq!(wins, value, "{p:?}");
                    let loser = if wins { mover.opponent() } else { mover };
                    let q = open(&p, cells, loser);
                    assert_eq!(
                        mover_wins(&mut minimax, &q, mover),
                        value,
                        "{p:?} {cells:?}"
                    );
                    decided += 1;
                }
                Verdict::Open { filled, moves } => {
                    // Every move outside `moves` but the vulnerable ones loses, with every
                    // empty cell outside the restriction given to the mover.
                    let vulnerable = CellSet::from_cells(
                        crate::knowledge::inferior::vulnerable(&filled, mover)
                            .into_iter()
                            .map(|(cell, _)| cell),
                    );
                    for cell in (filled.empty() - moves - vulnerable).iter() {
                        let mut q = filled.clone();
                        q.put(cell, Some(mover));
                        let q = open(&q, cells, mover);
                        assert!(!mover_wins_now(&mut minimax, &q, mover), "{cell} in {p:?}");
                    }
                    // And when the mover wins with the cells outside the restriction and the
                    // moves given to it, one of the moves wins.
                    let q = open(&filled, cells | moves, mover);
                    if q.winner().is_none() && mover_wins(&mut minimax, &q, mover) {
                        let wins = moves.iter().any(|cell| {
                            let mut r = q.clone();
                            r.put(cell, Some(mover));
                            mover_wins_now(&mut minimax, &r, mover)
                        });
                        assert!(wins, "no move of {moves:?} wins {q:?}, from {p:?}");
                        checked_open += 1;
                    }
                }
            }
        }
        (decided, checked_open)
    }

    /// Whether `mover`, whose move it was in the position `q` came from, wins `q` with the
    /// opponent to move.
    fn mover_wins_now(minimax: &mut Minimax, q: &Position, mover: Player) -> bool {
        let board = Board::parse(q.to_rows()).unwrap();
        match minimax.winner(&board) {
            Some(w) => w == mover,
            None => !minimax.wins(&board, mover.opponent()),
        }
    }

    #[test]
    fn a_proof_set_keeps_the_win_when_the_loser_gets_every_other_cell() {
        let counts = [
            check_proofs(72, 150, 4, 3),
            check_proofs(73, 150, 4, 3),
            check_proofs(79, 40, 5, 12),
        ];
        let decided: usize = counts.iter().map(|c| c.0).sum();
        let open: usize = counts.iter().map(|c| c.1).sum();
        assert!(decided > 50 && open > 20, "{decided} decided, {open} open");
    }

    #[test]
    fn a_pair_on_the_edge_behind_a_stone_is_captured() {
        // X's b2 stands over a1's neighbour... b1 and c1 on the top edge: if O takes one, X
        // takes the other and O's stone touches nothing O can use.
        let p = position(
            &[". . . .", " X . . .", "  . . . .", "   . . . ."],
            Player::O,
        );
        let pairs = crate::knowledge::inferior::captured_pairs(&p, Player::X);
        assert!(
            pairs.is_empty() || pairs.iter().all(|&(a, b)| a < b),
            "{pairs:?}"
        );
    }

    /// Fills, in random positions, the carrier of each decomposition that either player's
    /// connections (at the solver's caps) find, and checks the winner with the minimax;
    /// returns how many were found.
    fn check_decompositions(seed: u64, count: usize, size: usize, min_stones: usize) -> usize {
        let mut found = 0;
        for (p, mut minimax, value) in undecided(seed, count, size, min_stones) {
            for player in [Player::X, Player::O] {
                let vcs = vc::Connections::compute(&p, player, &EVALUATE_VCS);
                let Some(carrier) = decompose::find(&p, &vcs) else {
                    continue;
                };
                assert!(!carrier.is_empty() && carrier.is_subset(&p.empty()));
                let mut q = p.clone();
                for cell in carrier.iter() {
                    q.put(cell, Some(player));
                }
                let now = mover_wins(&mut minimax, &q, p.to_move());
                assert_eq!(now, value, "{carrier:?} for {player:?} in {p:?}");
                found += 1;
            }
        }
        found
    }

    #[test]
    fn filling_a_decomposition_never_changes_the_winner() {
        let found = check_decompositions(83, 400, 4, 3) + check_decompositions(89, 15, 5, 8);
        assert!(found > 100, "{found}");
    }

    #[test]
    fn a_connection_that_closes_off_a_region_gives_its_carrier() {
        // X's c4 reaches the bottom by the bridge b5-c5, between O's walls a4-b4 and d4-e4,
        // each on an edge of O's. The bottom row is shut off from X's top edge by them, so
        // X can have the bridge's two cells.
        let rows = [
            ". . . . .",
            " . . . . .",
            "  . . . . .",
            "   O O X O O",
            "    . . . . .",
        ];
        for to_move in [Player::X, Player::O] {
            let p = position(&rows, to_move);
            let vcs = vc::Connections::compute(&p, Player::X, &EVALUATE_VCS);
            let carrier = decompose::find(&p, &vcs);
            assert_eq!(
                carrier.map(|c| named(&p, c)),
                Some(vec!["b5".into(), "c5".into()])
            );
        }
        // With a hole in O's left wall X's top edge reaches the bottom row: no decomposition.
        let mut rows = rows;
        rows[3] = "   . O X O O";
        let p = position(&rows, Player::O);
        let vcs = vc::Connections::compute(&p, Player::X, &EVALUATE_VCS);
        assert_eq!(decompose::find(&p, &vcs), None);
    }

    /// Many more positions: run with `cargo test --release -- --ignored`.
    #[test]
    #[ignore]
    fn fill_in_of_many_positions_never_changes_the_winner() {
        let captured = check_fill_in(67, 3000, 4, 2) + check_fill_in(71, 600, 5, 11);
        println!("fill-in kept the winner of every position; {captured} had a captured pair");
    }

    /// Many more positions: run with `cargo test --release -- --ignored`.
    #[test]
    #[ignore]
    fn decompositions_of_many_positions_never_change_the_winner() {
        let found = check_decompositions(103, 4000, 4, 2) + check_decompositions(107, 800, 5, 8);
        println!("{found} decompositions filled, every winner kept");
    }

    /// Many more positions: run with `cargo test --release -- --ignored`.
    #[test]
    #[ignore]
    fn dead_cells_of_many_positions_never_change_the_winner() {
        let checked = check_dead_cells(47, 3000, 4, 2) + check_dead_cells(53, 600, 5, 11);
        println!("{checked} fillings of dead cells change no winner");
    }
}

/// The connections H-search finds on fixed positions, pinned so that a change to the engine's
/// speed can be checked to change none of them.
mod pinned {
    use super::*;
    use crate::knowledge::vc::{Connections, Endpoint, VcOptions};

    /// A 64-bit FNV-1a step.
    fn mix(hash: u64, value: u64) -> u64 {
        value.to_le_bytes().iter().fold(hash, |h, &b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        })
    }

    fn code(end: Endpoint) -> u64 {
        match end {
            Endpoint::Start => 1,
            Endpoint::Goal => 2,
            Endpoint::Group(c) => 1000 + c as u64,
            Endpoint::Cell(c) => 2000 + c as u64,
        }
    }

    fn carrier_hash(hash: u64, carrier: CellSet) -> u64 {
        carrier
            .iter()
            .fold(mix(hash, carrier.len() as u64), |h, c| mix(h, c as u64))
    }

    /// Every endpoint of `player` in `p`: its edges, groups and empty cells. A group joined
    /// to an edge is no endpoint of the search (the edge is): its pairs come out empty.
    pub(crate) fn endpoints(p: &Position, player: Player) -> Vec<Endpoint> {
        let mut list = vec![Endpoint::Start, Endpoint::Goal];
        let stones = p.stones(player);
        let mut left = stones;
        while let Some(first) = left.first_cell() {
            left -= p.reach(CellSet::from_cells([first]), stones);
            list.push(Endpoint::Group(first));
        }
        list.extend(p.empty().iter().map(Endpoint::Cell));
        list
    }

    /// The counts of full and semi connections over every pair of endpoints, and a hash of
    /// each pair's counts and carriers (keys included), sorted so that the order they are
    /// kept in does not matter.
    pub(crate) fn fingerprint(
        p: &Position,
        player: Player,
        options: &VcOptions,
    ) -> (usize, usize, u64) {
        let vcs = Connections::compute(p, player, options);
        let list = endpoints(p, player);
        let (mut fulls, mut semis, mut hash) = (0, 0, 0xcbf2_9ce4_8422_2325u64);
        for (i, &a) in list.iter().enumerate() {
            for &b in list.iter().skip(i + 1) {
                let mut f: Vec<Vec<usize>> =
                    vcs.fulls(a, b).iter().map(|c| c.iter().collect()).collect();
                let mut s: Vec<(usize, Vec<usize>)> = vcs
                    .semis(a, b)
                    .iter()
                    .map(|(k, c)| (*k, c.iter().collect()))
                    .collect();
                if f.is_empty() && s.is_empty() {
                    continue;
                }
                f.sort();
                s.sort();
                fulls += f.len();
                semis += s.len();
                hash = mix(
                    mix(mix(mix(hash, code(a)), code(b)), f.len() as u64),
                    s.len() as u64,
                );
                for carrier in f {
                    hash = carrier_hash(hash, CellSet::from_cells(carrier));
                }
                for (key, carrier) in s {
                    hash = carrier_hash(mix(hash, key as u64), CellSet::from_cells(carrier));
                }
            }
        }
        (fulls, semis, hash)
    }

    /// The fixed positions: random ones of several sizes (each size a different number of
    /// 64-bit words a set of its cells needs), with the options they are searched under.
    pub(crate) fn positions() -> Vec<(Position, VcOptions)> {
        let wide = VcOptions {
            max_fulls: 16,
            max_semis: 32,
            or_max: 4,
            ..VcOptions::DEFAULT
        };
        let narrow = VcOptions {
            max_fulls: 4,
            max_semis: 8,
            or_max: 3,
            ..VcOptions::DEFAULT
        };
        let mut lcg = Lcg(4242);
        let mut out = Vec::new();
        for (rows, cols, stones, options) in [
            (5, 5, 6, VcOptions::default()),
            (7, 7, 1, wide),
            (7, 7, 9, wide),
            (7, 7, 14, VcOptions::default()),
            (8, 8, 12, narrow),
            (9, 9, 16, VcOptions::default()),
            (11, 11, 30, VcOptions::default()),
            (11, 11, 30, wide),
            (13, 13, 36, VcOptions::default()),
            (4, 30, 14, VcOptions::default()),
            (19, 19, 60, narrow),
        ] {
            let rule = if out.len() % 3 == 2 {
                Rule::XLeftRight
            } else {
                Rule::XTopBottom
            };
            let mut p = random_position(&mut lcg, rows, cols, stones, rule);
            while p.winner().is_some() {
                p = random_position(&mut lcg, rows, cols, stones, rule);
            }
            out.push((p, options));
        }
        out
    }

    #[test]
    #[ignore]
    fn print_fingerprints() {
        for (p, options) in positions() {
            for player in [Player::X, Player::O] {
                println!("{:?},", fingerprint(&p, player, &options));
            }
        }
    }

    /// Recorded from the engine as it stood before its carriers were sized to the board
    /// (commit 699546b): X's then O's connections on each of [`positions`]. Two (the 5th
    /// and the 16th, under `wide` options, whose pairs may hold more than 16 semis) were
    /// recorded again when the OR rule began to combine a crowded pair's new semi only with
    /// those taken up before it (`CROWDED` in vc.rs), which finds the same kinds of
    /// connection in another order, and so other carriers once a pair is full.
    const PINNED: [(usize, usize, u64); 22] = [
        (140, 295, 9411411112455885791),
        (132, 265, 7768459006846248597),
        (338, 1178, 5569631512600080642),
        (249, 797, 13404536086388565113),
        (400, 1134, 3417981889341802917),
        (205, 603, 9889862236016815123),
        (185, 358, 2118039086870142533),
        (593, 1230, 2334807981945183980),
        (464, 1483, 7783140898262800597),
        (441, 1353, 6683966743384636054),
        (454, 1442, 15406765388540553615),
        (496, 1947, 2987408702393503725),
        (2969, 15012, 13853573240541950194),
        (916, 3147, 5356069754937279090),
        (593, 1638, 16693721339078561328),
        (7606, 35038, 9228931801176160463),
        (1353, 4980, 3995323461370026126),
        (1861, 8814, 7315428347048585590),
        (1366, 3032, 2079648032584058682),
        (545, 1510, 8257258222516420715),
        (2839, 13483, 2839366776622104321),
        (3959, 17927, 348241956376951967),
    ];

    #[test]
    fn the_connections_of_fixed_positions_are_those_pinned() {
        let mut got = Vec::new();
        for (p, options) in positions() {
            for player in [Player::X, Player::O] {
                got.push(fingerprint(&p, player, &options));
            }
        }
        assert_eq!(got, PINNED);
    }
}
