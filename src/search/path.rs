//! The shortest chain of a player's stones between their two edges: a breadth-first search
//! layer by layer over bitsets of the board.
//!
//! The search keeps bits, not bytes or indices, of every cell: the stones not reached yet,
//! and for each reached cell its distance modulo 3, in two bit planes. A reached neighbour
//! of a cell at distance `d` lies at `d - 1`, `d` or `d + 1`, so modulo 3 tells which
//! neighbours are one step nearer, and the walk back from the goal takes the first of them
//! in the order of [`NEIGHBOURS`]: no parent is stored. A layer is a list of the words that
//! hold its cells, with the cells as bits: each word of a layer hands all its cells'
//! neighbours to the next layer with a few shifts, however many cells it holds, so a chain
//! of half the board (a layer of one or two cells at a time) costs its planes and little
//! else. Of the goal-edge cells in the nearest layer that has any, the walk starts from the
//! leftmost (top to bottom) or the topmost (left to right); that fixes which of several
//! shortest chains comes out.
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
        // On a board one cell high or wide, each cell touches both edges of the player across
        // the line: its chain is one stone, the first in reading order, as the search would
        // pick, and no search is needed to say so. (It would lay out the whole line five
        // words wide.)
        if self.across_line(rule) == Some(player) {
            let stones = self.stones(player);
            let first = stones.iter().position(|&word| word != 0)?;
            let bit = stones.get(first)?.trailing_zeros() as usize;
            let stride = self.stride();
            return Some(Chain {
                start: (first / stride, first % stride * 64 + bit),
                steps: Vec::new(),
            });
        }
        searched_chain(self, player, rule)
    }
}

/// [`Board::chain`] by the search, which the tests also run on lines.
pub(super) fn searched_chain(board: &Board, player: Player, rule: Rule) -> Option<Chain> {
    Layers::new(board, player).search(rule.joins_top_bottom(player))
}

/// The step of [`NEIGHBOURS`] that undoes each: the table lists each step's opposite at the
/// mirrored place.
pub(super) const BACK: [u8; 6] = [5, 4, 3, 2, 1, 0];

/// The search's bits, in a padded layout: `pitch` words a row, one more than the
/// board's stride and always empty, and an empty row above and below the board. A cell is
/// the bit `(row + 1) * 64 * pitch + col`, each neighbour a fixed offset from it, and a step
/// off the board lands on an empty cell of the padding.
struct Layers {
    /// The words of the board, padded: in each, the player's stones not reached yet (at
    /// [`OPEN`]), the cells of the search's current layer and of the next, which take
    /// places 1 and 2 by turns, and the reached cells' distances ([`LOW`] and [`HIGH`]).
    /// One word's five together: a step reads and writes a neighbour's stones and next
    /// layer at once, and a word of the layer its distances.
    words: Vec<[u64; 5]>,
    /// Bits a row: 64 * pitch.
    row_bits: usize,
    rows: usize,
    cols: usize,
}

/// Where a word of [`Layers`] keeps its stones not reached yet.
const OPEN: usize = 0;
/// Where a word of [`Layers`] keeps bit 0 of `(distance % 3) + 1` of each reached cell (0
/// for the others), and bit 1.
const LOW: usize = 3;
const HIGH: usize = 4;

impl Layers {
    fn new(board: &Board, player: Player) -> Layers {
        let stride = board.stride();
        let pitch = stride + 1;
        let rows = board.height();
        let len = (rows + 2) * pitch;
        let mut words = vec![[0u64; 5]; len];
        if let Some(open) = words.get_mut(pitch..len) {
            for (row, stones) in open
                .chunks_exact_mut(pitch)
                .zip(board.stones(player).chunks_exact(stride.max(1)))
            {
                for (to, &from) in row.iter_mut().zip(stones) {
                    to[OPEN] = from;
                }
            }
        }
        Layers {
            words,
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

    /// `(distance % 3) + 1` of a reached cell, 0 for any other.
    fn mark(&self, bit: usize) -> u64 {
        self.words.get(bit / 64).map_or(0, |word| {
            (word[LOW] >> (bit % 64) & 1) | (word[HIGH] >> (bit % 64) & 1) << 1
        })
    }

    /// The breadth-first search from every stone of the start edge, a layer at a time and
    /// a word at a time: a layer is the words that hold its cells, with their bits, and
    /// each word hands its cells' neighbours to the next layer with a few shifts, whatever
    /// the number of its cells.
    fn search(mut self, top_bottom: bool) -> Option<Chain> {
        let (rows, cols) = (self.rows, self.cols);
        if rows == 0 || cols == 0 {
            return None;
        }
        let pitch = self.row_bits / 64;
        let words = &mut self.words;
        let len = words.len();
        // The words that hold cells of the layer, and of the next. The cells of the layer
        // at `distance` are at place `1 + distance % 2` of their words.
        let mut layer = Listed::new(len);
        let mut coming = Listed::new(len);
        let last = rows * pitch;
        if top_bottom {
            for w in pitch..2 * pitch {
                take(words, &mut layer, w, u64::MAX, 2);
            }
        } else {
            for r in 1..=rows {
                take(words, &mut layer, r * pitch, 1, 2);
            }
        }
        let (goal_word, goal_bit) = ((cols - 1) / 64, 1u64 << ((cols - 1) % 64));
        let mut distance = 1;
        while layer.count > 0 {
            // Each word of the layer records its cells' distance, is looked at for the
            // goal edge, and hands its cells' neighbours on. When the layer reaches the
            // goal, the next one is not needed, and what it got is dropped.
            let mark = (distance % 3 + 1) as u64;
            let (low_bits, high_bits) = (
                0u64.wrapping_sub(mark & 1),
                0u64.wrapping_sub(mark >> 1 & 1),
            );
            let (now, next) = (1 + distance % 2, 2 - distance % 2);
            let mut goal: Option<usize> = None;
            for &w in layer.listed() {
                let w = w as usize;
                let Some(word) = words.get_mut(w) else {
                    continue;
                };
                let f = word.get_mut(now).map_or(0, std::mem::take);
                word[LOW] |= f & low_bits;
                word[HIGH] |= f & high_bits;
                let at_goal = if top_bottom {
                    if w >= last {
                        f
                    } else {
                        0
                    }
                } else if w % pitch == goal_word {
                    f & goal_bit
                } else {
                    0
                };
                if at_goal != 0 {
                    // Of the goal-edge cells of the layer, the first in reading order.
                    let bit = 64 * w + at_goal.trailing_zeros() as usize;
                    goal = Some(goal.map_or(bit, |g: usize| g.min(bit)));
                }
                // The same row: (r, c-1) and (r, c+1).
                take(words, &mut coming, w, f << 1 | f >> 1, next);
                // The row above: (r-1, c) and (r-1, c+1); the padding row stops it at the top.
                take(words, &mut coming, w - pitch, f | f << 1, next);
                // The row below: (r+1, c-1) and (r+1, c).
                take(words, &mut coming, w + pitch, f | f >> 1, next);
                // Across the words' ends; at the board's sides the padding word is empty.
                if f >> 63 != 0 {
                    take(words, &mut coming, w + 1, 1, next);
                    take(words, &mut coming, w + 1 - pitch, 1, next);
                }
                if f & 1 != 0 {
                    take(words, &mut coming, w - 1, 1 << 63, next);
                    take(words, &mut coming, w - 1 + pitch, 1 << 63, next);
                }
            }
            if let Some(end) = goal {
                drop((layer, coming));
                return self.trace(end, distance);
            }
            distance += 1;
            std::mem::swap(&mut layer, &mut coming);
            coming.count = 0;
        }
        None
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

/// The words of a layer: room for every word of the board, so that listing one needs no
/// test of the room.
struct Listed {
    list: Vec<u32>,
    count: usize,
}

impl Listed {
    fn new(len: usize) -> Listed {
        Listed {
            list: vec![0; len],
            count: 0,
        }
    }

    fn listed(&self) -> &[u32] {
        self.list.get(..self.count).unwrap_or(&[])
    }
}

/// Moves the open cells of word `w` among `cells` into the next layer, at place `next` of
/// the word, listing the word there if it had none yet. Without a branch on the cells:
/// whether a neighbour word has open cells is a coin toss on a random board, and a
/// mispredicted branch cost more than the loads and stores done anyway.
#[inline]
fn take(words: &mut [[u64; 5]], listed: &mut Listed, w: usize, cells: u64, next: usize) {
    let Some(word) = words.get_mut(w) else {
        return;
    };
    let fresh = cells & word[OPEN];
    word[OPEN] &= !fresh;
    let Some(layer) = word.get_mut(next) else {
        return;
    };
    // The words of a board of at most MAX_CELLS cells, padded, fit in a u32.
    if let Some(slot) = listed.list.get_mut(listed.count) {
        *slot = w as u32;
    }
    listed.count += usize::from(*layer == 0 && fresh != 0);
    *layer |= fresh;
}
