//! Edge connections found by search: the edge templates H-search cannot build.
//!
//! H-search joins a group to an edge only through what its AND and OR rules combine, and
//! some fourth-row templates are no such combination. This module proves them directly: it
//! takes the cells between a group and one of the player's edges that lie in the group's
//! *cone* (every cell reached from the group by steps towards the edge), hands every other
//! cell to the opponent, and plays the small game out exhaustively, the opponent moving
//! first and each player only inside the cone. When the player always joins the group to
//! the edge, the cone's empty cells carry a full connection. The carrier is then shrunk one
//! cell at a time: a cell given to the opponent that leaves the win standing is dropped.
//!
//! No shape is written here: whatever templates a group has within four rows of an edge
//! follow from the search. A game is decided once per shape (region, the player's stones in
//! it and the cells next to the group), and the answer is kept in a per-thread table, since
//! a solver meets the same few shapes at thousands of nodes.

use super::{CellSet, Position};
use std::cell::RefCell;
use std::collections::HashMap;

/// How far from the edge a group's stones may be for the search: a stone on the fourth row
/// is three steps from the first.
const MAX_LEVEL: usize = 3;

/// The most empty cells a game is played on: past it, the game costs too much for a node.
const MAX_EMPTY: usize = 14;

/// The most shapes the per-thread table keeps before it starts again.
const MAX_KEPT: usize = 1 << 16;

/// The cells of a board by their distance to one edge: `levels[0]` is the edge's own line.
#[derive(Debug, Clone)]
pub(crate) struct Levels(Vec<CellSet>);

impl Levels {
    /// The first `MAX_LEVEL + 1` lines of cells parallel to `edge`, from it inwards.
    pub(crate) fn new(position: &Position, edge: CellSet) -> Levels {
        let mut levels = vec![edge];
        let mut seen = edge;
        while levels.len() <= MAX_LEVEL {
            let Some(&last) = levels.last() else { break };
            let next = position.neighbours_of(last) - seen;
            if next.is_empty() {
                break;
            }
            seen |= next;
            levels.push(next);
        }
        Levels(levels)
    }
}

/// What decides a game: the region, the player's stones in it, the region's cells next to
/// the group, the board's shape and the edge's line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct Shape {
    rows: usize,
    cols: usize,
    region: CellSet,
    own: CellSet,
    sources: CellSet,
    targets: CellSet,
}

thread_local! {
    static KEPT: RefCell<HashMap<Shape, Carriers>> = RefCell::new(HashMap::new());
}

/// The carriers of a full connection that `player`'s `group` (its stones; `own` are all the
/// player's stones, `theirs` the opponent's) has to the edge of `levels`, found by playing
/// out the group's cone; none when the group is too far from the edge, the cone too large,
/// or the opponent can cut it there.
pub(crate) fn edge_carrier(
    position: &Position,
    levels: &Levels,
    group: CellSet,
    own: CellSet,
    theirs: CellSet,
) -> Carriers {
    let lines = &levels.0;
    // The cone, from the line next to the group's nearest stones down to the edge.
    let mut region = CellSet::EMPTY;
    let mut above = CellSet::EMPTY;
    let mut reached = false;
    for level in (0..lines.len()).rev() {
        let line = lines.get(level).copied().unwrap_or_default();
        if group.intersects(&line) {
            if level == 0 {
                // The group is on the edge already.
                return Carriers::default();
            }
            reached = true;
        }
        let next = lines
            .get(level.wrapping_sub(1))
            .copied()
            .unwrap_or_default();
        let from = above | (group & line);
        above = if level == 0 {
            CellSet::EMPTY
        } else {
            (position.neighbours_of(from) & next) - theirs - group
        };
        region |= above;
    }
    if !reached || region.is_empty() {
        return Carriers::default();
    }
    let empty = region - own;
    if empty.len() > MAX_EMPTY {
        return Carriers::default();
    }
    let edge = lines.first().copied().unwrap_or_default();
    let shape = Shape {
        rows: position.rows(),
        cols: position.cols(),
        region,
        own: region & own,
        sources: position.neighbours_of(group) & region,
        targets: region & edge,
    };
    // The cache is reached by the calls that cannot panic: `with` and `borrow` would put
    // their panic messages (and this file's path) into the data section that every part
    // of the npm package carries, the smallest ones included. Neither can fail here, since
    // nothing calls back into this function while the cache is borrowed.
    let known = KEPT
        .try_with(|kept| kept.try_borrow().ok()?.get(&shape).copied())
        .ok()
        .flatten();
    if let Some(known) = known {
        return known;
    }
    let found = Game::new(position, &shape).carriers();
    let _ = KEPT.try_with(|kept| {
        if let Ok(mut kept) = kept.try_borrow_mut() {
            if kept.len() >= MAX_KEPT {
                kept.clear();
            }
            kept.insert(shape, found);
        }
    });
    found
}

/// A game on a region of at most 32 cells, each a bit of a mask.
struct Game {
    cells: Vec<usize>,
    /// The region's cells each cell touches.
    adjacent: Vec<u32>,
    sources: u32,
    targets: u32,
    /// The player's stones in the region before the game.
    own: u32,
    memo: HashMap<(u32, u32, bool), bool>,
}

impl Game {
    fn new(position: &Position, shape: &Shape) -> Game {
        let cells: Vec<usize> = shape.region.iter().take(32).collect();
        let mask = |set: CellSet| {
            cells
                .iter()
                .enumerate()
                .filter(|&(_, &c)| set.contains(c))
                .fold(0u32, |m, (i, _)| m | 1 << i)
        };
        let adjacent = cells
            .iter()
            .map(|&c| mask(position.neighbours(c)))
            .collect();
        Game {
            adjacent,
            sources: mask(shape.sources),
            targets: mask(shape.targets),
            own: mask(shape.own),
            memo: HashMap::new(),
            cells,
        }
    }

    fn all(&self) -> u32 {
        u32::MAX >> (32 - self.cells.len().clamp(1, 32))
    }

    /// Whether the cells of `mine` join a source to a target.
    fn joined(&self, mine: u32) -> bool {
        let mut reach = self.sources & mine;
        loop {
            if reach & self.targets != 0 {
                return true;
            }
            let mut next = reach;
            let mut bits = reach;
            while bits != 0 {
                let i = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                next |= self.adjacent.get(i).copied().unwrap_or(0) & mine;
            }
            if next == reach {
                return false;
            }
            reach = next;
        }
    }

    /// Whether the player joins the group to the edge with `mine` its cells and `theirs`
    /// the opponent's, the opponent to move when `their_turn`.
    fn holds(&mut self, mine: u32, theirs: u32, their_turn: bool) -> bool {
        if self.joined(mine) {
            return true;
        }
        let free = self.all() & !mine & !theirs;
        if !self.joined(mine | free) {
            return false;
        }
        if let Some(&known) = self.memo.get(&(mine, theirs, their_turn)) {
            return known;
        }
        let mut result = their_turn;
        let mut bits = free;
        while bits != 0 {
            let cell = bits & bits.wrapping_neg();
            bits &= bits - 1;
            let kept = if their_turn {
                self.holds(mine, theirs | cell, false)
            } else {
                self.holds(mine | cell, theirs, true)
            };
            if kept != their_turn {
                result = kept;
                break;
            }
        }
        self.memo.insert((mine, theirs, their_turn), result);
        result
    }

    /// The carriers of the group's connection to the edge: the region's empty cells shrunk
    /// by dropping, one at a time, each cell the win does not need, once in the cells'
    /// order and once in reverse (a template and its mirror image); none when the
    /// opponent, moving first, cuts the group from the edge.
    fn carriers(mut self) -> Carriers {
        let own = self.own;
        if !self.holds(own, 0, true) {
            return Carriers::default();
        }
        let free = self.all() & !own;
        let mut found = [0u32; 2];
        for (slot, reverse) in found.iter_mut().zip([false, true]) {
            let mut theirs = 0;
            let mut order: Vec<u32> = (0..32)
                .map(|i| 1u32 << i)
                .filter(|&bit| free & bit != 0)
                .collect();
            if reverse {
                order.reverse();
            }
            for cell in order {
                if self.holds(own, theirs | cell, true) {
                    theirs |= cell;
                }
            }
            *slot = free & !theirs;
        }
        let set = |kept: u32| {
            CellSet::from_cells(
                self.cells
                    .iter()
                    .enumerate()
                    .filter(|&(i, _)| kept & (1 << i) != 0)
                    .map(|(_, &c)| c),
            )
        };
        let [a, b] = found;
        Carriers {
            first: Some(set(a)),
            second: (a != b).then(|| set(b)),
        }
    }
}

/// At most two carriers of one group's connection to an edge.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Carriers {
    first: Option<CellSet>,
    second: Option<CellSet>,
}

impl Carriers {
    /// The carriers, the first of them first.
    pub(crate) fn iter(self) -> impl Iterator<Item = CellSet> {
        self.first.into_iter().chain(self.second)
    }
}

#[cfg(test)]
mod tests {
    use super::{edge_carrier, Levels};
    use crate::knowledge::vc::{Connections, Endpoint, VcOptions};
    use crate::knowledge::{CellSet, Position};
    use crate::{Board, Player, Rule};

    fn names(p: &Position, set: CellSet) -> String {
        let names: Vec<String> = set
            .iter()
            .map(|c| {
                let (r, col) = p.coords(c);
                format!("{}{}", char::from(b'a' + u8::try_from(col).unwrap()), r + 1)
            })
            .collect();
        names.join(" ")
    }

    /// After d4 d3 c4 c3 e3 f1 e2 on 7x7, X's group c4 d4 e3 e2 reaches the bottom edge
    /// through b5 c5 d5 b6 c6 d6 a7 b7 c7 d7 (a fourth-row template of two stones), which
    /// H-search cannot build: the search finds it, and with it O's must-play region loses e5.
    #[test]
    fn a_fourth_row_template_of_two_stones_is_found() {
        let board = Board::parse([
            ". . . . . O .",
            " . . . . X . .",
            "  . . O O X . .",
            "   . . X X . . .",
            "    . . . . . . .",
            "     . . . . . . .",
            "      . . . . . . .",
        ])
        .unwrap();
        let p = Position::from_board(&board, Rule::XTopBottom, Player::O).unwrap();
        let group = Endpoint::Group(p.index(1, 4).unwrap());
        let mut found = Vec::new();
        for edge_templates in [false, true] {
            let options = VcOptions {
                max_fulls: 16,
                max_semis: 32,
                edge_templates,
                ..VcOptions::DEFAULT
            };
            let vcs = Connections::compute(&p, Player::X, &options);
            let smallest = vcs
                .fulls(group, Endpoint::Goal)
                .into_iter()
                .min_by_key(CellSet::len)
                .unwrap();
            let must = vcs.must_play().unwrap();
            found.push((names(&p, smallest), names(&p, must)));
        }
        assert_eq!(
            found,
            [
                (
                    "e4 b5 c5 d5 e5 f5 b6 d6 e6 f6 a7 b7 c7 d7 e7 f7",
                    "e1 e5 b7 d7"
                ),
                ("b5 c5 d5 b6 c6 d6 a7 b7 c7 d7", "e1 b7 d7")
            ]
            .map(|(a, b)| (a.to_string(), b.to_string()))
        );
    }

    /// A lone stone on the fourth row has no template within its cone (IV-1a needs cells
    /// beside it), and one on the second row has the bridge to the edge.
    #[test]
    fn lone_stones_get_what_their_cone_allows() {
        let mut p = Position::new(7, 7, Rule::XTopBottom).unwrap();
        let own = |p: &Position| p.stones(Player::X);
        let bottom = p.edge_cells(Player::X)[1];
        let levels = Levels::new(&p, bottom);
        let far = p.index(3, 3).unwrap();
        p.put(far, Some(Player::X));
        let group = CellSet::from_cells([far]);
        assert_eq!(
            edge_carrier(&p, &levels, group, own(&p), CellSet::EMPTY)
                .iter()
                .count(),
            0
        );
        p.put(far, None);
        let near = p.index(5, 3).unwrap();
        p.put(near, Some(Player::X));
        let group = CellSet::from_cells([near]);
        let carriers: Vec<String> = edge_carrier(&p, &levels, group, own(&p), CellSet::EMPTY)
            .iter()
            .map(|c| names(&p, c))
            .collect();
        assert_eq!(carriers, ["c7 d7"]);
    }
}
