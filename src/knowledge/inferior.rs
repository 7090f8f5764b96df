//! Inferior cells: empty cells that can never matter.
//!
//! A cell is **useless** to a player when every pair of the things it touches that the
//! player could use (its empty neighbours, the player's groups, the player's edges) is
//! already linked without it: two empty cells by touching or by both touching one group
//! of the player (an edge included), an empty cell and a group by the cell touching the
//! group, two groups by being the same group. Then any set of cells
//! that joins the player's edges through it still joins them without it, so the cell is in
//! no minimal winning set of that player. A cell useless to both players is **dead**: its
//! colour changes no outcome, so it can be filled with either, and a move there is never
//! needed while another move remains.
//!
//! Two touching empty cells are **captured** by a player when its stone on either makes
//! the other dead: if the opponent takes one, the player takes the other and the
//! opponent's stone is dead, so the player can have both for free.
//!
//! ```
//! use hex_connect::knowledge::{inferior, Position};
//! use hex_connect::{Board, Player, Rule};
//!
//! // a1 touches X's b1, already on X's top edge, and O's a2, already on O's left edge:
//! // whoever took a1 would gain nothing.
//! let board = Board::parse([". X .", " O . .", "  . . ."])?;
//! let position = Position::from_board(&board, Rule::XTopBottom, Player::O)?;
//! assert_eq!(inferior::dead(&position).iter().collect::<Vec<_>>(), [0]);
//! # Ok::<(), hex_connect::Error>(())
//! ```

use super::{CellSet, Position};
use crate::Player;

/// What an empty cell touches that a player could use.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Usable {
    Cell(usize),
    /// A group of the player's stones, by label; the edges are labels 0 and 1.
    Group(usize),
}

/// The empty cells useless to `player` in `position`.
#[must_use]
pub fn useless(position: &Position, player: Player) -> CellSet {
    let links = Links::new(position, player);
    let mut out = CellSet::EMPTY;
    for cell in position.empty().iter() {
        if links.useless(cell, None) {
            out.insert(cell);
        }
    }
    out
}

/// The empty cells that the opponent of `player` can make useless to `player` with one
/// stone, each with such a stone (its *killer*), which is always one of its empty
/// neighbours. Cells useless already are not listed.
///
/// A move of `player` on such a cell is never needed (after Hayward et al., "vulnerable"
/// cells): answered by its killer, the stone is worth nothing, as if the opponent had had
/// both cells for free. So when `player` wins a position, it wins with a move on a cell
/// that is not vulnerable: from a winning vulnerable move, the position with both cells the
/// opponent's is still won, by a move that wins here too, and by induction on the empty
/// cells some winning move is not vulnerable. Since uselessness only grows more true as
/// stones are added, a cell stays vulnerable while it and its killer stay empty.
///
/// ```
/// use hex_connect::knowledge::{inferior, Position};
/// use hex_connect::{Board, Player, Rule};
///
/// // O on a2 leaves X's a1 touching only b1 and the top edge, which b1 is on too.
/// let board = Board::parse([". . .", " . . .", "  . . ."])?;
/// let position = Position::from_board(&board, Rule::XTopBottom, Player::X)?;
/// assert!(inferior::vulnerable(&position, Player::X).contains(&(0, 3)));
/// # Ok::<(), hex_connect::Error>(())
/// ```
#[must_use]
pub fn vulnerable(position: &Position, player: Player) -> Vec<(usize, usize)> {
    vulnerable_among(position, player, position.empty())
}

/// [`vulnerable`] for the cells of `among` only: the same pairs as it lists for them, found
/// without testing the other cells (a search needs them only among its moves).
#[must_use]
pub fn vulnerable_among(
    position: &Position,
    player: Player,
    among: CellSet,
) -> Vec<(usize, usize)> {
    let links = Links::new(position, player);
    let empty = position.empty();
    let mut out = Vec::new();
    for cell in (among & empty).iter() {
        if links.useless(cell, None) {
            continue;
        }
        // An opponent's stone away from the cell only takes a liberty from the player's
        // groups, which links nothing more; next to it, it takes one thing the cell touches.
        if let Some(killer) = position
            .adjacent(cell)
            .filter(|&killer| empty.contains(killer))
            .find(|&killer| links.useless(cell, Some(killer)))
        {
            out.push((cell, killer));
        }
    }
    out
}

/// What the uselessness of a cell to a player rests on: the player's groups (the edges
/// with the stones joined to them first) and each group's empty neighbours.
struct Links<'a> {
    position: &'a Position,
    empty: CellSet,
    edges: [CellSet; 2],
    label: Vec<Option<usize>>,
    liberties: Vec<CellSet>,
    /// For each cell, the groups among the first 64 whose liberty it is, one bit a label:
    /// two empty cells share a group when their bits meet.
    groups_of: Vec<u64>,
    /// Whether every group has a bit in `groups_of`; if not, the liberties are read instead.
    narrow: bool,
}

impl<'a> Links<'a> {
    fn new(position: &'a Position, player: Player) -> Links<'a> {
        let stones = position.stones(player);
        let empty = position.empty();
        let edges = position.edge_cells(player);
        // Labels: 0 and 1 are the edges with the stones joined to them, then the other groups.
        let cells = position.rows() * position.cols();
        let mut label = vec![None; cells];
        let mut liberties = Vec::new();
        let mut left = stones;
        for (i, edge) in edges.into_iter().enumerate() {
            let group = position.reach(edge, stones);
            for cell in group.iter() {
                if let Some(slot) = label.get_mut(cell) {
                    *slot = Some(i);
                }
            }
            liberties.push((position.neighbours_of(group) | edge) & empty);
            left -= group;
        }
        while let Some(first) = left.first_cell() {
            let group = position.reach(CellSet::from_cells([first]), stones);
            left -= group;
            for cell in group.iter() {
                if let Some(slot) = label.get_mut(cell) {
                    *slot = Some(liberties.len());
                }
            }
            liberties.push(position.neighbours_of(group) & empty);
        }
        let narrow = liberties.len() <= 64;
        let mut groups_of = vec![0u64; if narrow { cells } else { 0 }];
        for (g, l) in liberties.iter().enumerate().take(64) {
            for cell in l.iter() {
                if let Some(bits) = groups_of.get_mut(cell) {
                    *bits |= 1 << g;
                }
            }
        }
        Links {
            position,
            empty,
            edges,
            label,
            narrow,
            liberties,
            groups_of,
        }
    }

    /// [`Links::useless`] when every group has its bit in `groups_of`: the groups the cell
    /// touches are one mask, and two empty cells share a group when their masks meet.
    fn useless_narrow(&self, cell: usize, taken: Option<usize>) -> bool {
        let groups_of = |c: usize| self.groups_of.get(c).copied().unwrap_or(0);
        let mut groups = 0u64;
        let mut cells = [0usize; 6];
        let mut count = 0;
        for n in self.position.adjacent(cell) {
            if Some(n) == taken {
                continue;
            }
            if self.empty.contains(n) {
                if let Some(slot) = cells.get_mut(count) {
                    *slot = n;
                    count += 1;
                }
            } else if let Some(g) = self.label.get(n).copied().flatten() {
                // Every label is below 64 on a board this test serves.
                groups |= 1 << (g % 64);
            }
        }
        for (i, edge) in self.edges.iter().enumerate() {
            if edge.contains(cell) {
                groups |= 1 << i;
            }
        }
        // Two different groups are never linked; each empty cell must touch the group.
        if groups.count_ones() > 1 {
            return false;
        }
        let cells = cells.get(..count).unwrap_or_default();
        cells.iter().enumerate().all(|(i, &a)| {
            let mine = groups_of(a);
            mine & groups == groups
                && cells
                    .iter()
                    .skip(i + 1)
                    .all(|&b| mine & groups_of(b) != 0 || self.position.neighbours(a).contains(b))
        })
    }

    /// Whether the empty `cell` is useless to the player, with the empty cell `taken` (if
    /// any) given to the opponent first.
    fn useless(&self, cell: usize, taken: Option<usize>) -> bool {
        if self.narrow {
            return self.useless_narrow(cell, taken);
        }
        let touches =
            |a: usize, group: usize| self.liberties.get(group).is_some_and(|l| l.contains(a));
        // Two empty cells are linked when they touch, and when both touch one group of the
        // player (an edge included): a way through the cell between them can go round it
        // through that group's stones for free.
        let linked = |x: Usable, y: Usable| match (x, y) {
            (Usable::Cell(a), Usable::Cell(b)) => {
                self.position.neighbours(a).contains(b)
                    || self
                        .liberties
                        .iter()
                        .any(|l| l.contains(a) && l.contains(b))
            }
            (Usable::Cell(a), Usable::Group(g)) | (Usable::Group(g), Usable::Cell(a)) => {
                touches(a, g)
            }
            (Usable::Group(g), Usable::Group(h)) => g == h,
        };
        let mut near: [Option<Usable>; 8] = [None; 8];
        let mut count = 0;
        let mut add = |u: Usable| {
            if !near.iter().take(count).any(|&v| v == Some(u)) {
                if let Some(slot) = near.get_mut(count) {
                    *slot = Some(u);
                    count += 1;
                }
            }
        };
        for n in self.position.adjacent(cell) {
            if Some(n) == taken {
                continue;
            }
            if self.empty.contains(n) {
                add(Usable::Cell(n));
            } else if let Some(g) = self.label.get(n).copied().flatten() {
                add(Usable::Group(g));
            }
        }
        for (i, edge) in self.edges.iter().enumerate() {
            if edge.contains(cell) {
                add(Usable::Group(i));
            }
        }
        let near = near.get(..count).unwrap_or_default();
        near.iter().enumerate().all(|(i, x)| {
            near.iter()
                .skip(i + 1)
                .all(|y| matches!((x, y), (Some(x), Some(y)) if linked(*x, *y)))
        })
    }
}

/// For each empty cell, and each of its empty neighbours given to the opponent first or
/// none, whether the cell is useless to `player`: by the test of a board of at most 64
/// groups when `narrow` is set and that test applies, and by the general one otherwise. The
/// tests check the two against each other.
#[cfg(test)]
pub(crate) fn useless_table(
    position: &Position,
    player: Player,
    narrow: bool,
) -> Vec<(usize, Option<usize>, bool)> {
    let mut links = Links::new(position, player);
    links.narrow &= narrow;
    let empty = position.empty();
    let mut out = Vec::new();
    for cell in empty.iter() {
        let around = position.neighbours(cell) & empty;
        for taken in std::iter::once(None).chain(around.iter().map(Some)) {
            out.push((cell, taken, links.useless(cell, taken)));
        }
    }
    out
}

/// The dead cells of `position`: empty cells useless to both players.
#[must_use]
pub fn dead(position: &Position) -> CellSet {
    useless(position, Player::X) & useless(position, Player::O)
}

/// `position` with its dead cells filled, again and again until none is left (a filled
/// cell can make others dead), and the cells filled. They are given to the player not to
/// move; which colour does not matter, by what dead means.
#[must_use]
pub fn fill_dead(position: &Position) -> (Position, CellSet) {
    fill_rounds(position, |p| {
        let found = dead(p);
        (found, found)
    })
}

/// Pairs of touching empty cells captured by `player`: its stone on either kills the other.
/// Only pairs with at most two other empty neighbours each are tried; wider pairs are
/// rarely captured and cost a fill-in test each.
#[must_use]
pub fn captured_pairs(position: &Position, player: Player) -> Vec<(usize, usize)> {
    let empty = position.empty();
    let narrow = |cell: usize, other: usize| {
        (position.neighbours(cell) & empty).len() <= 3 && position.neighbours(cell).contains(other)
    };
    // The player's stone on one cell of the pair kills the other (a neighbour) when the
    // other is useless to the opponent with that cell taken.
    let links = Links::new(position, player.opponent());
    let kills = |stone: usize, cell: usize| links.useless(cell, Some(stone));
    let mut pairs = Vec::new();
    for a in empty.iter() {
        for b in position.adjacent(a).filter(|&b| b > a && empty.contains(b)) {
            if narrow(a, b) && narrow(b, a) && kills(a, b) && kills(b, a) {
                pairs.push((a, b));
            }
        }
    }
    pairs
}

/// `position` with every cell useless to one player filled with the other's stone, again
/// and again until none is left (a filled cell can make others useless), and the cells
/// filled; a dead cell goes to the player not to move.
///
/// A cell useless to a player is worth nothing to it: given to the other player it changes
/// no winner. Whoever wins with it empty still wins (more stones never hurt), and so does
/// the player it is useless to, whose every winning set holds one without it; since the
/// test only grows more true as stones are added anywhere else, that holds at the end of
/// every game from here.
#[must_use]
pub fn fill_useless(position: &Position) -> (Position, CellSet) {
    fill_rounds(position, |p| (useless(p, Player::O), useless(p, Player::X)))
}

/// `position` filled round after round until a round finds nothing, and the cells filled:
/// `round` gives the cells to fill with X and those to fill with O, and a cell in both goes
/// to the player not to move.
fn fill_rounds(
    position: &Position,
    round: impl Fn(&Position) -> (CellSet, CellSet),
) -> (Position, CellSet) {
    let mut filled = position.clone();
    let mut all = CellSet::EMPTY;
    let either = position.to_move().opponent();
    loop {
        let (to_x, to_o) = round(&filled);
        let found = to_x | to_o;
        if found.is_empty() {
            return (filled, all);
        }
        for cell in found.iter() {
            let colour = match (to_x.contains(cell), to_o.contains(cell)) {
                (true, true) => either,
                (true, false) => Player::X,
                _ => Player::O,
            };
            filled.put(cell, Some(colour));
        }
        all |= found;
    }
}

/// `position` with the cells useless to one player filled (see [`fill_useless`]) and the
/// pairs each player captures filled with that player's stones, until none is left; and
/// the cells filled. A captured pair is filled one at a time, since filling one can undo
/// another.
#[must_use]
pub fn fill_in(position: &Position) -> (Position, CellSet) {
    let (mut filled, mut all) = fill_useless(position);
    loop {
        let found = [Player::X, Player::O].into_iter().find_map(|player| {
            captured_pairs(&filled, player)
                .first()
                .map(|&(a, b)| (player, a, b))
        });
        let Some((player, a, b)) = found else {
            return (filled, all);
        };
        filled.put(a, Some(player));
        filled.put(b, Some(player));
        all = all.with(a).with(b);
        let (again, more) = fill_useless(&filled);
        filled = again;
        all |= more;
    }
}
