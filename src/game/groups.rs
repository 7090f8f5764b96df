//! Which edges each stone's group reaches, kept up to date stone by stone, with an undo log.
//!
//! The stones stand on a grid with a border one cell wide, whose cells carry the edges: the
//! top and bottom rows are stones of the player who joins them, on their start and goal
//! edge, and the side columns the other player's (the corners are both). A stone touches an
//! edge exactly as it touches a neighbouring stone, with no bounds to check.
//!
//! No group is ever named. Each cell holds one byte, a field of four bits for X and another
//! for O, each set only for a stone of that colour (and on the border), saying which of its
//! player's two edges the stone's group reaches and which it does not:
//!
//! | bit | meaning |
//! |---|---|
//! | `START`, `GOAL` | the group reaches the start edge, the goal edge |
//! | `NO_START`, `NO_GOAL` | it does not |
//!
//! so a stone's field is never 0, and every stone of a group holds the same field. The
//! six neighbours of a new stone are then read and or-ed together, with no test of what
//! stands there: the other colour's stones and empty cells add nothing to the mover's
//! field. What comes out says at once which edges the stone's group now reaches (a win when
//! both) and whether any of the groups it joins reaches fewer (some `NO_` bit matches a
//! reached edge). Only then, on under one move in ten of a random game (a stone joining an
//! edge, or a group that reaches one, to a group that does not), is the edge spread through
//! the stones that lack it, each change logged; every other move is the six reads, a few
//! bit operations and one write, with nothing to log.
//!
//! A group's reach only grows while a game goes on and a group that reaches both edges has
//! won, so a stone's field changes at most once a game and spreading costs O(1) a move over
//! a whole game. Undo gives the logged stones back the field of a group that reaches no
//! edge, newest first, and empties the stone's cell: exact, and never dearer than the move.
//! A winning stone spreads nothing (the game is over; only undo follows).

use crate::hex::{Bordered, Cell, Player};

/// Bits of a player's field: the group reaches the start edge, the goal edge; it does not.
const START: u8 = 1;
const GOAL: u8 = 2;
const BOTH: u8 = START | GOAL;
const FIELD: u8 = 0b1111;
/// Where O's field sits in a cell's byte; X's is the low four bits.
const O_SHIFT: u32 = 4;

/// The field of a stone whose group reaches the edges `reach` (of `START` and `GOAL`): those
/// bits, and the `NO_` bits (two places up) of the others.
const fn field(reach: u8) -> u8 {
    reach | (reach ^ BOTH) << 2
}

/// How far up a cell's byte `player`'s field sits.
const fn shift(player: Player) -> u32 {
    // X is 0 and O is 1: a multiply, where a match is a select.
    player as u32 * O_SHIFT
}

/// The stones of a bordered grid and the edges their groups reach.
#[derive(Clone)]
pub(super) struct Groups {
    grid: Bordered,
    /// The player who joins the top and bottom rows.
    vertical: Player,
    /// Each cell's byte: X's field in the low four bits, O's above. Of a power-of-two
    /// length, past the grid's end (see [`Grid`]).
    cells: Vec<u8>,
    /// The cells whose bytes spreading changed, in order: the first `logged` words. As
    /// long as `cells`. The byte before needs no room: a stone that gains an edge had a
    /// group that reached none (see [`Groups::spread`]), so its field was `field(0)`.
    log: Vec<u32>,
    logged: u32,
}

impl Groups {
    /// An empty board laid out on `grid` (its size checked by the caller), `vertical`
    /// joining the top and bottom rows.
    pub(super) fn new(grid: Bordered, vertical: Player) -> Groups {
        let len = grid.len().next_power_of_two();
        let mut groups = Groups {
            grid,
            vertical,
            cells: vec![0; len],
            log: vec![0; len],
            logged: 0,
        };
        groups.lay_border();
        groups
    }

    /// Puts the edges on the border: the top row is the start edge of the player who joins
    /// it to the bottom row, the goal edge, and the left column the other player's start
    /// edge, the right column their goal. A corner belongs to a row and a column both.
    fn lay_border(&mut self) {
        let (rows, cols, pitch) = (self.grid.rows(), self.grid.cols(), self.grid.pitch());
        let bottom = (rows + 1) * pitch;
        let vertical = shift(self.vertical);
        let horizontal = shift(self.vertical.opponent());
        // Each strip as (first cell, step, count) and the byte it adds.
        for ((first, step, count), byte) in [
            ((0, 1, pitch), field(START) << vertical),
            ((bottom, 1, pitch), field(GOAL) << vertical),
            ((0, pitch, rows + 2), field(START) << horizontal),
            ((cols + 1, pitch, rows + 2), field(GOAL) << horizontal),
        ] {
            for k in 0..count {
                if let Some(cell) = self.cells.get_mut(first + k * step) {
                    *cell |= byte;
                }
            }
        }
    }

    /// Takes every stone off and forgets the log, in one pass over the grid.
    pub(super) fn clear(&mut self) {
        self.cells.fill(0);
        self.lay_border();
        self.logged = 0;
    }

    /// Cells in the bordered grid.
    pub(super) fn grid_len(&self) -> usize {
        self.grid.len()
    }

    /// What stands on the cell `at` of the bordered grid (a cell of the board: a corner of
    /// the border holds both fields).
    pub(super) fn cell(&self, at: usize) -> Cell {
        self.stone(at).map_or(Cell::Empty, Player::stone)
    }

    /// Whose stone stands on the cell `at` of the board, if any.
    #[inline(always)]
    pub(super) fn stone(&self, at: usize) -> Option<Player> {
        match self.cells.get(at).copied().unwrap_or(0) {
            0 => None,
            b if b & FIELD != 0 => Some(Player::X),
            _ => Some(Player::O),
        }
    }

    /// How long the log is: what [`Groups::lift`] takes back to.
    pub(super) fn mark(&self) -> u32 {
        self.logged
    }

    /// Forgets the log: the stones placed so far can no longer be lifted.
    pub(super) fn forget(&mut self) {
        self.logged = 0;
    }

    /// [`Groups::join`] for the callers off the hot path, in one copy.
    #[inline(never)]
    pub(super) fn put(&mut self, at: usize, player: Player) -> bool {
        self.join(at, player)
    }

    /// Puts `player`'s stone on the empty cell `at` of the board and brings the fields of
    /// its group up to date, logging each change but the stone's own; returns whether its
    /// group now reaches both of the player's edges.
    ///
    /// Inlined into the move of [`Game`](super::Game), the hot path of every move
    /// (WebAssembly engines do not inline calls); every other caller goes through
    /// [`Groups::put`].
    #[inline(always)]
    pub(super) fn join(&mut self, at: usize, player: Player) -> bool {
        let Some(mut grid) = Grid::new(&mut self.cells) else {
            return false;
        };
        let shift = shift(player);
        let pitch = self.grid.pitch();
        // The six neighbours, or-ed: only the mover's stones (and edges) set the mover's
        // field.
        let round = grid.get(at.wrapping_sub(pitch))
            | grid.get(at.wrapping_sub(pitch) + 1)
            | grid.get(at.wrapping_sub(1))
            | grid.get(at + 1)
            | grid.get(at + pitch - 1)
            | grid.get(at + pitch);
        let seen = (round >> shift) & FIELD;
        let reach = seen & BOTH;
        grid.set(at, field(reach) << shift);
        if reach == BOTH {
            return true;
        }
        // A group that lacks an edge the stone's group now reaches: bring it up to date.
        if (seen >> 2) & reach != 0 {
            self.spread(at as u32, shift, reach);
        }
        false
    }

    /// Gives the field of `reach` (one edge) to every stone of `from`'s group (the
    /// player's whose field sits `shift` up) that lacks it, logging each change. Not
    /// inlined: few moves come here, and the move that every other takes stays short.
    ///
    /// A search from `from` whose queue is the log itself: each stone changed is logged,
    /// and then its neighbours are looked at in turn; a neighbour that lacks the edge gets
    /// the new field and goes on the log's end. The branch on "lacks" stays: most
    /// neighbours lack nothing, a branch a processor predicts well, where a branch-free
    /// write of every neighbour to the log and its cell costs more in WebAssembly.
    ///
    /// Only a group that reached no edge can lack the one edge spread (the stones of a
    /// group hold one field, and a group with both has won and spreads nothing), so a
    /// stone changes from `field(0)` to the new field, once in a line of play, and the log
    /// need not keep its byte before: it never outgrows the grid, whose length it has.
    #[inline(never)]
    fn spread(&mut self, from: u32, shift: u32, reach: u8) {
        let Groups {
            grid: layout,
            cells,
            log,
            logged,
            ..
        } = self;
        // The log has the cells' length: one mask for both.
        let Some(mut grid) = Grid::new(cells).filter(|grid| grid.mask + 1 == log.len()) else {
            return;
        };
        let mask = grid.mask;
        let pitch = layout.pitch() as u32;
        let own = field(reach) << shift;
        // The bit of a byte that says its stone's group lacks the edge.
        let lacks = reach << (shift + 2);
        let mut end = *logged as usize;
        let mut next = end;
        let mut at = from;
        loop {
            let above = at.wrapping_sub(pitch);
            let below = at.wrapping_add(pitch);
            for cell in [
                above,
                above + 1,
                at + 1,
                below,
                below.wrapping_sub(1),
                at.wrapping_sub(1),
            ] {
                if grid.get(cell as usize) & lacks != 0 {
                    if let Some(slot) = log.get_mut(end & mask) {
                        *slot = cell;
                    }
                    end += 1;
                    grid.set(cell as usize, own);
                }
            }
            if next == end {
                break;
            }
            at = log.get(next & mask).copied().unwrap_or(0);
            next += 1;
        }
        *logged = end as u32;
    }

    /// Takes the stone on `at` off the board, giving the cells logged since `mark` (by its
    /// own move) back the field of a group that reaches no edge, and nothing else.
    pub(super) fn lift(&mut self, at: u32, mark: u32) {
        let Some(mut grid) = Grid::new(&mut self.cells) else {
            return;
        };
        while self.logged > mark {
            self.logged -= 1;
            // Masked as spread wrote it (the log has the grid's length).
            let cell = self
                .log
                .get(self.logged as usize & grid.mask)
                .copied()
                .unwrap_or(0) as usize;
            // Back to a group that reaches no edge, in the field of the stone's colour.
            let byte = grid.get(cell);
            grid.set(
                cell,
                if byte & FIELD != 0 {
                    field(0)
                } else {
                    field(0) << O_SHIFT
                },
            );
        }
        grid.set(at as usize, 0);
    }
}

/// The cells of [`Groups`] borrowed for one change. Their length is a power of two, so an
/// index masked to it needs no bounds check: every index used is within the grid, and the
/// mask only tells the compiler so.
struct Grid<'a> {
    cells: &'a mut [u8],
    mask: usize,
}

impl<'a> Grid<'a> {
    #[inline(always)]
    fn new(cells: &'a mut [u8]) -> Option<Grid<'a>> {
        // Not empty is all the compiler needs to know that an index masked with `len - 1`
        // is in bounds; the length is a power of two by construction.
        let mask = cells.len().checked_sub(1)?;
        Some(Grid { cells, mask })
    }

    #[inline(always)]
    fn get(&self, i: usize) -> u8 {
        self.cells.get(i & self.mask).copied().unwrap_or(0)
    }

    #[inline(always)]
    fn set(&mut self, i: usize, byte: u8) {
        if let Some(cell) = self.cells.get_mut(i & self.mask) {
            *cell = byte;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_lcg::Lcg;

    /// Each cell's field as it should be: for every stone, the edges its group reaches,
    /// found by a search of the stones of its colour from scratch.
    fn fields_from_scratch(groups: &Groups) -> Vec<u8> {
        let (grid, len) = (groups.grid, groups.grid_len());
        let mut want = groups.cells.clone();
        for start in 0..len {
            if !grid.on_board(start) {
                continue;
            }
            let player = match groups.cell(start) {
                Cell::X => Player::X,
                Cell::O => Player::O,
                Cell::Empty => continue,
            };
            let shift = shift(player);
            let (mut seen, mut todo, mut reach) = (vec![false; len], vec![start], 0u8);
            seen[start] = true;
            while let Some(at) = todo.pop() {
                for step in grid.steps() {
                    let next = at.wrapping_add(step);
                    if !grid.on_board(next) {
                        // The border: the edge it is, if it is one of the mover's.
                        reach |= (groups.cells[next] >> shift) & BOTH;
                    } else if !seen[next] && groups.cell(next) == groups.cell(start) {
                        seen[next] = true;
                        todo.push(next);
                    }
                }
            }
            want[start] = field(reach) << shift;
        }
        want
    }

    #[test]
    fn every_stone_holds_its_groups_reach_and_lifting_gives_back_each_earlier_state() {
        let mut rng = Lcg(41);
        for _ in 0..400 {
            let (rows, cols) = (1 + rng.below(9), 1 + rng.below(9));
            let vertical = if rng.below(2) == 0 {
                Player::X
            } else {
                Player::O
            };
            let grid = Bordered::new(rows, cols);
            let mut groups = Groups::new(grid, vertical);
            let empty = groups.cells.clone();
            let mut cells: Vec<usize> = (0..rows)
                .flat_map(|r| (0..cols).map(move |c| grid.index(r, c)))
                .collect();
            for i in (1..cells.len()).rev() {
                cells.swap(i, rng.below(i + 1));
            }
            let mut before = Vec::new();
            let mut won = false;
            for (k, &at) in cells.iter().enumerate() {
                before.push((groups.cells.clone(), groups.mark(), at));
                let player = if k % 2 == 0 { Player::X } else { Player::O };
                won = groups.join(at, player);
                // Up to the winning stone, which spreads nothing, every field is exact.
                if won {
                    break;
                }
                assert_eq!(groups.cells, fields_from_scratch(&groups), "{rows}x{cols}");
            }
            // A full board always has a winner.
            assert!(won, "{rows}x{cols}: nobody won");
            while let Some((earlier, mark, at)) = before.pop() {
                groups.lift(at as u32, mark);
                assert_eq!(groups.cells, earlier, "{rows}x{cols}");
            }
            assert_eq!(groups.cells, empty);
        }
    }

    #[test]
    fn a_stone_that_joins_an_edge_spreads_it_through_its_group_and_undo_takes_it_back() {
        // 3x3, X top to bottom: X on b2 and b3 (row 2, 3 of column b), then X on b1 joins
        // them to the top edge.
        let grid = Bordered::new(3, 3);
        let mut groups = Groups::new(grid, Player::X);
        let at = |r: usize, c: usize| grid.index(r, c);
        assert!(!groups.join(at(1, 1), Player::X));
        assert!(!groups.join(at(0, 0), Player::O));
        let mark = groups.mark();
        // b2 and b3: b3 is on the bottom row, so the group reaches the goal edge.
        assert!(!groups.join(at(2, 1), Player::X));
        assert_eq!(groups.cells[at(1, 1)], field(GOAL));
        assert_eq!(groups.mark(), mark + 1);
        let before = groups.cells.clone();
        let mark = groups.mark();
        assert!(groups.join(at(0, 1), Player::X));
        groups.lift(at(0, 1) as u32, mark);
        assert_eq!(groups.cells, before);
        assert_eq!(groups.cell(at(0, 0)), Cell::O);
        assert_eq!(groups.cell(at(0, 1)), Cell::Empty);
    }
}
