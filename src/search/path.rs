//! The shortest chain of a player's stones between their two edges: a breadth-first search
//! layer by layer over bitsets of the board.
//!
//! The search keeps bits, not bytes or indices, of every cell: the stones not reached yet,
//! and for each reached cell its distance modulo 3, in two bit planes. A reached neighbour
//! of a cell at distance `d` lies at `d - 1`, `d` or `d + 1`, so modulo 3 tells which
//! neighbours are one step nearer, and the walk back from the goal takes the first of them
//! in the order of [`NEIGHBOURS`]: no parent is stored. Only the current layer and the next
//! are lists of cells, so a chain of half the board (a layer of one or two cells at a time)
//! costs its planes and little else. Of the goal-edge cells in the nearest layer that has
//! any, the walk starts from the leftmost (top to bottom) or the topmost (left to right);
//! that fixes which of several shortest chains comes out.
//!
//! The chain is kept as its first cell and a step a cell after it, an index into
//! [`NEIGHBOURS`]: a byte a stone, for chains that can hold half the board.

use crate::board::Board;
use crate::hex::{Player, Rule, NEIGHBOURS};

/// A chain of cells: where it starts and each step after that.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Chain {
    /// The first cell, `(row, col)`, on the start edge.
    pub(crate) start: (usize, usize),
    /// For each cell after the first, the index into [`NEIGHBOURS`] of the step to it.
    pub(crate) steps: Vec<u8>,
}

impl Chain {
    /// The cells from the first to the last.
    pub(crate) fn cells(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        let first = std::iter::once(self.start);
        first.chain(self.steps.iter().scan(self.start, |at, &k| {
            let (dr, dc) = NEIGHBOURS.get(usize::from(k)).copied().unwrap_or((0, 0));
            *at = (at.0.wrapping_add_signed(dr), at.1.wrapping_add_signed(dc));
            Some(*at)
        }))
    }
}

impl Board {
    /// The winner's shortest connecting chain (fewest stones), as `(row, col)` pairs from the
    /// winner's start edge (row 0 or column 0) to the opposite edge, each a neighbour of the
    /// one before; `None` when nobody has won.
    ///
    /// ```
    /// use hex_connect::{Board, Rule};
    ///
    /// let board = Board::parse(["X . .", " X X .", "  O X X"])?;
    /// assert_eq!(
    ///     board.winning_path(Rule::XTopBottom),
    ///     Some(vec![(0, 0), (1, 0), (1, 1), (2, 1)])
    /// );
    /// # Ok::<(), hex_connect::Error>(())
    /// ```
    #[must_use]
    pub fn winning_path(&self, rule: Rule) -> Option<Vec<(usize, usize)>> {
        let player = self.winner(rule)?;
        self.shortest_chain(player, rule)
    }

    /// The shortest chain of `player`'s stones joining their two edges, if there is one.
    #[must_use]
    pub fn shortest_chain(&self, player: Player, rule: Rule) -> Option<Vec<(usize, usize)>> {
        self.chain(player, rule)
            .map(|chain| chain.cells().collect())
    }

    /// [`shortest_chain`](Board::shortest_chain) as a [`Chain`], a byte a stone: the binding
    /// hands its steps to JavaScript as they are.
    pub(crate) fn chain(&self, player: Player, rule: Rule) -> Option<Chain> {
        Layers::new(self, player).search(rule.joins_top_bottom(player))
    }
}

/// The step of [`NEIGHBOURS`] that undoes each: the table lists each step's opposite at the
/// mirrored place.
pub(super) const BACK: [u8; 6] = [5, 4, 3, 2, 1, 0];

/// The search's bit planes, in a padded layout: `pitch` words a row, one more than the
/// board's stride and always empty, and an empty row above and below the board. A cell is
/// the bit `(row + 1) * 64 * pitch + col`, each neighbour a fixed offset from it, and a step
/// off the board lands on an empty cell of the padding.
struct Layers {
    /// Three planes of `len` words: the player's stones not reached yet, then bit 0 and
    /// bit 1 of `(distance % 3) + 1` of each reached cell (0 for the others).
    planes: Vec<u64>,
    len: usize,
    /// Bits a row: 64 * pitch.
    row_bits: usize,
    rows: usize,
    cols: usize,
}

impl Layers {
    fn new(board: &Board, player: Player) -> Layers {
        let stride = board.stride();
        let pitch = stride + 1;
        let rows = board.height();
        let len = (rows + 2) * pitch;
        let mut planes = vec![0u64; 3 * len];
        if let Some(open) = planes.get_mut(pitch..len) {
            for (row, words) in open
                .chunks_exact_mut(pitch)
                .zip(board.stones(player).chunks_exact(stride.max(1)))
            {
                for (to, &from) in row.iter_mut().zip(words) {
                    *to = from;
                }
            }
        }
        Layers {
            planes,
            len,
            row_bits: 64 * pitch,
            rows,
            cols: board.width(),
        }
    }

    /// The bit of `(row, col)`.
    fn bit(&self, row: usize, col: usize) -> usize {
        (row + 1) * self.row_bits + col
    }

    /// `(row, col)` of a bit of the board.
    fn cell(&self, bit: usize) -> (usize, usize) {
        ((bit / self.row_bits).wrapping_sub(1), bit % self.row_bits)
    }

    /// Bit `bit` of plane `plane` (1 and 2: the distance's bits).
    fn get(&self, plane: usize, bit: usize) -> u64 {
        let word = self.planes.get(plane * self.len + bit / 64).copied();
        word.map_or(0, |w| (w >> (bit % 64)) & 1)
    }

    /// `(distance % 3) + 1` of a reached cell, 0 for any other.
    fn mark(&self, bit: usize) -> u64 {
        self.get(1, bit) | self.get(2, bit) << 1
    }

    /// The breadth-first search from every stone of the start edge.
    fn search(mut self, top_bottom: bool) -> Option<Chain> {
        let (rows, cols) = (self.rows, self.cols);
        if rows == 0 || cols == 0 {
            return None;
        }
        // The layers hold bits as u32: a board of at most MAX_CELLS cells, padded, has
        // fewer than 2^32 bits.
        let mut layer: Vec<u32> = Vec::new();
        for k in 0..if top_bottom { cols } else { rows } {
            let b = if top_bottom {
                self.bit(0, k)
            } else {
                self.bit(k, 0)
            };
            if let Some(w) = self.planes.get_mut(b / 64) {
                if *w >> (b % 64) & 1 != 0 {
                    *w &= !(1 << (b % 64));
                    layer.push(b as u32);
                }
            }
        }
        let mut next: Vec<u32> = Vec::new();
        let rb = self.row_bits;
        // The six steps of NEIGHBOURS, as offsets between bits.
        let steps = NEIGHBOURS.map(|(dr, dc)| (dr * rb as isize + dc) as usize);
        let last_row = self.bit(rows - 1, 0);
        let mut distance = 1;
        self.settle(&layer, distance);
        loop {
            let mut goal = None;
            for &b in &layer {
                let b = b as usize;
                let on = if top_bottom {
                    b >= last_row
                } else {
                    b % rb == cols - 1
                };
                if on && goal.map_or(true, |g| b < g) {
                    goal = Some(b);
                }
            }
            if let Some(end) = goal {
                drop((layer, next));
                return self.trace(end, distance);
            }
            if layer.is_empty() {
                return None;
            }
            distance += 1;
            // Each cell of the layer writes its six neighbours at the tail of `next` and
            // keeps those that were open: no branch on a coin toss of a busy board.
            let mut tail = 0;
            let open = self.planes.get_mut(..self.len).unwrap_or_default();
            for &b in &layer {
                if next.len() < tail + 6 {
                    next.resize(2 * next.len() + 64, 0);
                }
                for step in steps {
                    let j = (b as usize).wrapping_add(step);
                    let Some(word) = open.get_mut(j / 64) else {
                        continue;
                    };
                    let fresh = (*word >> (j % 64)) & 1;
                    *word &= !(fresh << (j % 64));
                    if let Some(slot) = next.get_mut(tail) {
                        *slot = j as u32;
                    }
                    tail += fresh as usize;
                }
            }
            next.truncate(tail);
            std::mem::swap(&mut layer, &mut next);
            self.settle(&layer, distance);
        }
    }

    /// Records `distance` for the cells of `layer`.
    fn settle(&mut self, layer: &[u32], distance: usize) {
        let mark = (distance % 3 + 1) as u64;
        let len = self.len;
        for &b in layer {
            let (word, bit) = (b as usize / 64, b % 64);
            if let Some(w) = self.planes.get_mut(len + word) {
                *w |= (mark & 1) << bit;
            }
            if let Some(w) = self.planes.get_mut(2 * len + word) {
                *w |= (mark >> 1) << bit;
            }
        }
    }

    /// The chain from the start edge to the bit `end`, a cell at `distance`, walking back
    /// one nearer neighbour at a time.
    fn trace(&self, end: usize, distance: usize) -> Option<Chain> {
        let mut steps = vec![0u8; distance - 1];
        let (mut r, mut c) = self.cell(end);
        let mut d = distance;
        for step in steps.iter_mut().rev() {
            d -= 1;
            let nearer = (d % 3 + 1) as u64;
            let mut back = None;
            for (k, &(dr, dc)) in NEIGHBOURS.iter().enumerate() {
                let (nr, nc) = (r.wrapping_add_signed(dr), c.wrapping_add_signed(dc));
                if nr < self.rows && nc < self.cols && self.mark(self.bit(nr, nc)) == nearer {
                    back = Some((k, nr, nc));
                    break;
                }
            }
            let (k, nr, nc) = back?;
            *step = BACK.get(k).copied().unwrap_or(0);
            (r, c) = (nr, nc);
        }
        Some(Chain {
            start: (r, c),
            steps,
        })
    }
}
