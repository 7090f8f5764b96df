//! Who connects their two edges, and the shortest chain that does it.
//!
//! `winner` first floods each player's stones from their start edge over the board's
//! bitsets. Within a row a whole run of stones is filled at once, with one addition towards
//! higher columns and a doubling shift towards lower ones; rows are swept down and up until
//! nothing changes, and a row is looked at again only when a neighbouring row has changed.
//! Boards of at most 64 columns use a variant with one word a row. On a full board only X is
//! flooded: if X has not won, O has.
//!
//! The flood settles in a few sweeps on most boards, but a cluster that winds up and down
//! needs a sweep for each turn. So it may look at each row only a fixed number of times;
//! past that, one pass down the rows joins every run of stones to the runs it touches in the
//! row above, in a union-find over runs, and reads the answer from the labels of the two
//! edges. Each is linear in the board's cells, so the work per cell stays bounded whatever the
//! board and its size.
//!
//! `winning_path` then searches the winner's stones breadth-first, 64 cells at a time over
//! the same bitsets, and walks back from the goal edge (`path.rs`).
//!
//! Both are iterative (no recursion) and linear in the number of cells, so boards of millions
//! of cells and chains of hundreds of thousands of stones are fine.

use crate::board::{copy, Board};
use crate::hex::{Player, Rule};

impl Board {
    /// The player who has joined their two edges, or `None`.
    ///
    /// Two chains cannot cross on a hex board, so at most one player has won; on a full
    /// board exactly one has.
    ///
    /// ```
    /// use hex_connect::{Board, Player, Rule};
    ///
    /// let board = Board::parse(["X O .", " X O .", "  X . O"])?;
    /// assert_eq!(board.winner(Rule::XTopBottom), Some(Player::X));
    /// assert_eq!(board.winner(Rule::XLeftRight), None);
    /// # Ok::<(), hex_connect::Error>(())
    /// ```
    #[must_use]
    pub fn winner(&self, rule: Rule) -> Option<Player> {
        let mut work = FloodWork::new(self);
        if work.connects(self, Player::X, rule) {
            Some(Player::X)
        } else if self.is_full() || work.connects(self, Player::O, rule) {
            // On a full board somebody has won, and it was not X.
            Some(Player::O)
        } else {
            None
        }
    }

    /// [`winner`](Board::winner) with nothing allocated on a board of one word a row and at
    /// most 64 rows (the boards `parse_small` reads): the flood works in an array on the
    /// stack.
    /// The binding's `winner` and `winningPath` call it on every board.
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    pub(crate) fn winner_small(&self, rule: Rule) -> Option<Player> {
        if self.stride() != 1 || self.height() > 64 {
            return self.winner(rule);
        }
        let mut reached = [0; 64];
        let mut connects = |player: Player| {
            let goal_col = (!rule.joins_top_bottom(player)).then(|| self.width() - 1);
            flood_narrow(self.stones(player), &mut reached, goal_col, PASSES)
        };
        match connects(Player::X) {
            Some(true) => Some(Player::X),
            Some(false) if self.is_full() => Some(Player::O),
            Some(false) => match connects(Player::O) {
                Some(true) => Some(Player::O),
                Some(false) => None,
                None => self.winner(rule),
            },
            None => self.winner(rule),
        }
    }

    /// Whether `player` has a chain of stones joining their two edges under `rule`.
    #[must_use]
    pub fn connects(&self, player: Player, rule: Rule) -> bool {
        FloodWork::new(self).connects(self, player, rule)
    }
}

/// The memory of [`connects`](Board::connects), kept for the second player: the flood's
/// bitset and dirty rows, and the union-find's runs and labels.
struct FloodWork {
    /// `reached` (as long as the board's bitset), then `seed` and `spread` (a row each).
    words: Vec<u64>,
    dirty: Vec<u8>,
    /// The union-find: the parent of each label, a root its own parent.
    parent: Vec<u32>,
}

/// The label of the start edge: every run on it is joined to this one.
const START_EDGE: u32 = 0;
/// The label of the goal edge, for a player who joins left to right.
const GOAL_EDGE: u32 = 1;

/// How many times over the board's rows the flood may look at a row before the union-find
/// takes over. Most boards settle well within it; a cluster that winds up and down needs a
/// sweep per turn, and would make the flood's cost grow with the board. Set so that giving
/// up costs about what the union-find itself costs, which bounds the work per cell.
const PASSES: usize = 40;

impl FloodWork {
    fn new(board: &Board) -> FloodWork {
        FloodWork {
            words: vec![0; board.stones(Player::X).len() + 2 * board.stride()],
            dirty: vec![0; board.height()],
            parent: Vec::new(),
        }
    }

    /// Whether `player` joins their two edges: the flood when it settles within [`PASSES`],
    /// otherwise the union-find over runs, which is one pass whatever the board.
    fn connects(&mut self, board: &Board, player: Player, rule: Rule) -> bool {
        match self.flood(board, player, rule, PASSES) {
            Some(answer) => answer,
            None => self.join_runs(board, player, rule),
        }
    }

    /// The flood fill from the start edge, `None` when it did not settle within `passes`
    /// looks at each row on average.
    fn flood(&mut self, board: &Board, player: Player, rule: Rule, passes: usize) -> Option<bool> {
        let top_bottom = rule.joins_top_bottom(player);
        if board.stride() == 1 {
            let goal_col = (!top_bottom).then(|| board.width() - 1);
            return flood_narrow(board.stones(player), &mut self.words, goal_col, passes);
        }
        self.words.fill(0);
        self.dirty.fill(0);
        let stride = board.stride();
        let split = self.words.len().saturating_sub(2 * stride);
        let (reached, rest) = self.words.split_at_mut_checked(split)?;
        let (seed, spread) = rest.split_at_mut_checked(stride)?;
        Flood {
            stones: board.stones(player),
            reached,
            dirty: &mut self.dirty,
            stride,
            rows: board.height(),
            goal_col: (!top_bottom).then(|| board.width() - 1),
        }
        .run(seed, spread, passes)
    }

    /// Whether `player` joins their two edges, in one pass down the rows: every run of
    /// stones (maximal stretch of adjacent stones in a row) gets a label of its own in a
    /// union-find, joined to each run of the row above that it touches. Two more labels
    /// stand for the edges, so the answer is whether the start edge's label shares a root
    /// with the goal's (left to right) or with a run of the last row (top to bottom).
    ///
    /// The runs of a row get consecutive labels in column order, so a run's label is the
    /// row's first label plus the number of runs that start before it: a count of bits,
    /// with no list of runs to walk.
    fn join_runs(&mut self, board: &Board, player: Player, rule: Rule) -> bool {
        let top_bottom = rule.joins_top_bottom(player);
        let stride = board.stride().max(1);
        let last_col = board.width().saturating_sub(1);
        self.parent.clear();
        // A label a run: reserved at once, since doubling as it grows would hold up to twice
        // as many (and both copies while it moves).
        let runs: usize = board
            .stones(player)
            .chunks_exact(stride)
            .map(|row| {
                let mut carry = 0;
                row.iter()
                    .map(|&w| {
                        let starts = w & !((w << 1) | carry);
                        carry = w >> 63;
                        starts.count_ones() as usize
                    })
                    .sum::<usize>()
            })
            .sum();
        // `parent` is empty here, so this makes room for exactly the labels (or keeps what
        // an earlier call left, when that is more).
        self.parent.reserve_exact(runs + 2);
        self.parent.extend([START_EDGE, GOAL_EDGE]);
        // Per row: where runs start, and how many start in the words before each word.
        let mut above = RowRuns::new(stride);
        let mut here = RowRuns::new(stride);
        let mut above_stones: &[u64] = &[];
        for (r, stones) in board.stones(player).chunks_exact(stride).enumerate() {
            here.read(stones);
            let base = u32::try_from(self.parent.len()).unwrap_or(u32::MAX);
            here.base = base;
            let edge = if top_bottom && r == 0 {
                Some(START_EDGE)
            } else {
                None
            };
            self.parent
                .extend((base..base + here.count).map(|label| edge.unwrap_or(label)));
            if r > 0 {
                link_rows(stones, &here, base, above_stones, &above, &mut self.parent);
            }
            if !top_bottom && here.count > 0 {
                let bit = |c: usize| stones.get(c / 64).is_some_and(|w| w >> (c % 64) & 1 == 1);
                if bit(0) {
                    union(&mut self.parent, base, START_EDGE);
                }
                if bit(last_col) {
                    union(&mut self.parent, base + here.count - 1, GOAL_EDGE);
                }
                if find(&mut self.parent, START_EDGE) == find(&mut self.parent, GOAL_EDGE) {
                    return true;
                }
            }
            above_stones = stones;
            std::mem::swap(&mut above, &mut here);
        }
        // `above` now describes the last row: top to bottom, the player has won when one of
        // its runs belongs to the start edge.
        let start = find(&mut self.parent, START_EDGE);
        top_bottom
            && (above.base..above.base + above.count)
                .any(|label| find(&mut self.parent, label) == start)
    }
}

/// Where the runs of one row start: a bit per run's first cell, the number of runs that
/// start in the words before each word, the row's total, and its first label.
struct RowRuns {
    starts: Vec<u64>,
    before: Vec<u32>,
    count: u32,
    base: u32,
}

impl RowRuns {
    fn new(stride: usize) -> RowRuns {
        RowRuns {
            starts: vec![0; stride],
            before: vec![0; stride],
            count: 0,
            base: 0,
        }
    }

    fn read(&mut self, stones: &[u64]) {
        let mut carry = 0u64;
        let mut count = 0u32;
        for ((s, b), &w) in self.starts.iter_mut().zip(&mut self.before).zip(stones) {
            *s = w & !((w << 1) | carry);
            carry = w >> 63;
            *b = count;
            count += s.count_ones();
        }
        self.count = count;
    }

    /// The index in the row of the run that holds column `c` (a stone of the row).
    #[inline]
    fn index(&self, c: usize) -> u32 {
        let (k, bit) = (c / 64, c % 64);
        let word = self.starts.get(k).copied().unwrap_or(0) & (u64::MAX >> (63 - bit));
        (self.before.get(k).copied().unwrap_or(0) + word.count_ones()).wrapping_sub(1)
    }
}

/// Joins each run of a row to every run of the row above that it touches.
///
/// Cell `(r, c)` touches `(r-1, c)` and `(r-1, c+1)`, so a run `[a, b]` touches the runs above
/// that meet columns `[a, b+1]`. Each touching pair is met once, at the first cell `c` of the
/// run where the pair's contact begins: a run's first cell with a stone at `c` or `c+1`
/// above, or a later cell with the start of a run above at `c+1`.
fn link_rows(
    stones: &[u64],
    here: &RowRuns,
    base: u32,
    above_stones: &[u64],
    above: &RowRuns,
    parent: &mut [u32],
) {
    for (k, (((&s, &start), &a), &a_start)) in stones
        .iter()
        .zip(&here.starts)
        .zip(above_stones)
        .zip(&above.starts)
        .enumerate()
    {
        // Bit 0 of the next word, for the shifts down by one.
        let a_next = above_stones.get(k + 1).map_or(0, |w| w & 1) << 63;
        let a_start_next = above.starts.get(k + 1).map_or(0, |w| w & 1) << 63;
        let touching = a | (a >> 1) | a_next;
        let mut pairs = (start & touching) | (s & !start & ((a_start >> 1) | a_start_next));
        while pairs != 0 {
            let bit = pairs.trailing_zeros() as usize;
            pairs &= pairs - 1;
            let c = 64 * k + bit;
            let column = if a >> bit & 1 == 1 { c } else { c + 1 };
            let run = base.wrapping_add(here.index(c));
            let other = above.base.wrapping_add(above.index(column));
            union(parent, run, other);
        }
    }
}

/// The flood fill of one player's stones over the bitsets.
///
/// Rows are swept down and up until a sweep reaches nothing new; a row is looked at again
/// only when the row it takes from has changed since, and inside a row only the words with
/// new seeds are filled, so the work follows the changes rather than the board's area.
struct Flood<'a> {
    /// The player's stones, `stride` words a row.
    stones: &'a [u64],
    /// The stones reached from the start edge so far.
    reached: &'a mut [u64],
    /// Per row: `FROM_ABOVE` / `FROM_BELOW` when that neighbour row changed since this row
    /// last took from it.
    dirty: &'a mut [u8],
    stride: usize,
    rows: usize,
    /// Column of the goal edge when the player joins left to right.
    goal_col: Option<usize>,
}

const FROM_ABOVE: u8 = 1;
const FROM_BELOW: u8 = 2;

impl Flood<'_> {
    fn row_of(words: &[u64], stride: usize, r: usize) -> &[u64] {
        words.get(r * stride..(r + 1) * stride).unwrap_or_default()
    }

    /// Whether the goal edge can be reached, or `None` when `passes` looks at each row on
    /// average did not settle it; `seed` and `spread` are a row of scratch each.
    fn run(mut self, seed: &mut [u64], spread: &mut [u64], passes: usize) -> Option<bool> {
        let stride = self.stride;
        let mut budget = passes.saturating_mul(self.rows);
        // Seeds: all of row 0, or the column-0 stone of every row, spread along their runs.
        for r in 0..self.rows {
            let stones = Self::row_of(self.stones, stride, r);
            match self.goal_col {
                None if r > 0 => break,
                None => copy(seed, stones),
                Some(_) => {
                    seed.fill(0);
                    if let (Some(s), Some(first)) = (seed.first_mut(), stones.first()) {
                        *s = first & 1;
                    }
                }
            }
            if self.grow(r, seed) {
                return Some(true);
            }
        }
        loop {
            let mut changed = false;
            // Down: row r takes from row r-1 through (r-1, c) and (r-1, c+1).
            for r in 1..self.rows {
                if !self.clear_dirty(r, FROM_ABOVE) {
                    continue;
                }
                budget = budget.checked_sub(1)?;
                from_above(Self::row_of(self.reached, stride, r - 1), spread);
                if self.take(r, spread, seed) {
                    changed = true;
                    if self.grow(r, seed) {
                        return Some(true);
                    }
                }
            }
            // Up: row r takes from row r+1 through (r+1, c) and (r+1, c-1).
            for r in (0..self.rows.saturating_sub(1)).rev() {
                if !self.clear_dirty(r, FROM_BELOW) {
                    continue;
                }
                budget = budget.checked_sub(1)?;
                from_below(Self::row_of(self.reached, stride, r + 1), spread);
                if self.take(r, spread, seed) {
                    changed = true;
                    if self.grow(r, seed) {
                        return Some(true);
                    }
                }
            }
            // A down sweep propagates everything downwards and an up sweep everything
            // upwards, so two sweeps in a row without a change end the fill.
            if !changed {
                return Some(false);
            }
        }
    }

    /// Clears `flag` on row `r`; true if it was set.
    fn clear_dirty(&mut self, r: usize, flag: u8) -> bool {
        match self.dirty.get_mut(r) {
            Some(d) if *d & flag != 0 => {
                *d &= !flag;
                true
            }
            _ => false,
        }
    }

    /// `seed` = the stones of row `r` touched by `spread` and not yet reached; true if any.
    fn take(&self, r: usize, spread: &[u64], seed: &mut [u64]) -> bool {
        let stones = Self::row_of(self.stones, self.stride, r);
        let reached = Self::row_of(self.reached, self.stride, r);
        let mut any = 0;
        for (((s, &sp), &st), &re) in seed.iter_mut().zip(spread).zip(stones).zip(reached) {
            *s = sp & st & !re;
            any |= *s;
        }
        any != 0
    }

    /// Adds `seed` and every stone of row `r` joined to it along the row, and marks the
    /// rows beside it dirty; true when the goal edge is reached.
    fn grow(&mut self, r: usize, seed: &[u64]) -> bool {
        let stride = self.stride;
        let stones = Self::row_of(self.stones, stride, r);
        let Some(reached) = self.reached.get_mut(r * stride..(r + 1) * stride) else {
            return false;
        };
        if !fill_runs(stones, seed, reached) {
            return false;
        }
        let goal = match self.goal_col {
            None => r + 1 == self.rows,
            Some(col) => reached
                .get(col / 64)
                .is_some_and(|w| w >> (col % 64) & 1 == 1),
        };
        if let Some(d) = self.dirty.get_mut(r + 1) {
            *d |= FROM_ABOVE;
        }
        if let Some(d) = r.checked_sub(1).and_then(|up| self.dirty.get_mut(up)) {
            *d |= FROM_BELOW;
        }
        goal
    }
}

/// The flood fill for boards of at most 64 columns, one word a row: plain sweeps down and
/// up, each row a handful of word operations, `None` when `passes / 2` pairs of them did not
/// settle it. `reached` must hold at least a word per row.
fn flood_narrow(
    stones: &[u64],
    reached: &mut [u64],
    goal_col: Option<usize>,
    passes: usize,
) -> Option<bool> {
    let rows = stones.len().min(reached.len());
    let (stones, reached) = (
        stones.get(..rows).unwrap_or_default(),
        reached.get_mut(..rows).unwrap_or_default(),
    );
    let at_goal = |r: usize, word: u64| match goal_col {
        None => r + 1 == rows && word != 0,
        Some(col) => word >> col & 1 == 1,
    };
    // Each step of a chain between the edges crosses from a row to the next (top to bottom)
    // or from a column to the next (left to right), between two stones that touch: where no
    // two stones touch across some such line, there is no chain to look for.
    let (mut edge, mut above, mut rows_cross, mut columns_cross) = (u64::MAX, 0, true, 0);
    for (r, (re, &s)) in reached.iter_mut().zip(stones).enumerate() {
        // The top edge touches every cell of the first row.
        rows_cross &= s & (edge | above | (above >> 1)) != 0;
        // Stones with one at the next column in their row or in the row above.
        columns_cross |= s & ((s | above) >> 1);
        (edge, above) = (0, s);
        *re = match goal_col {
            None if r > 0 => 0,
            None => s,
            Some(_) => fill_word(s, s & 1),
        };
        if at_goal(r, *re) {
            return Some(true);
        }
    }
    let crossed = match goal_col {
        None => rows_cross,
        Some(col) => columns_cross | (u64::MAX << col) == u64::MAX,
    };
    if !crossed {
        return Some(false);
    }
    // A sweep that adds nothing ends the flood, once one sweep has gone before it: the
    // sweep before left nothing to spread its way, and this one found nothing to spread the
    // other way.
    for pass in 0..passes / 2 {
        let mut changed = false;
        let mut above = 0u64;
        for (r, (re, &s)) in reached.iter_mut().zip(stones).enumerate() {
            let seed = (above | (above >> 1)) & s & !*re;
            if seed != 0 {
                *re |= fill_word(s, seed);
                changed = true;
                if at_goal(r, *re) {
                    return Some(true);
                }
            }
            above = *re;
        }
        if !changed && pass > 0 {
            return Some(false);
        }
        changed = false;
        let mut below = 0u64;
        for (r, (re, &s)) in reached.iter_mut().zip(stones).enumerate().rev() {
            let seed = (below | (below << 1)) & s & !*re;
            if seed != 0 {
                *re |= fill_word(s, seed);
                changed = true;
                if at_goal(r, *re) {
                    return Some(true);
                }
            }
            below = *re;
        }
        if !changed {
            return Some(false);
        }
    }
    None
}

/// The runs of `stones` within one word that hold a bit of `seed` (`seed` within `stones`).
#[inline]
pub(crate) fn fill_word(stones: u64, seed: u64) -> u64 {
    let up = (stones.wrapping_add(seed) ^ stones) & stones | seed;
    let mut down = seed;
    let mut open = stones;
    for shift in [1, 2, 4, 8, 16, 32] {
        down |= open & (down >> shift);
        open &= open >> shift;
    }
    up | down
}

/// Cells of a row next to reached cells of the row above: (r-1, c) and (r-1, c+1).
fn from_above(above: &[u64], out: &mut [u64]) {
    let mut next_low = 0;
    for (o, &a) in out.iter_mut().zip(above).rev() {
        *o = a | (a >> 1) | (next_low << 63);
        next_low = a & 1;
    }
}

/// Cells of a row next to reached cells of the row below: (r+1, c) and (r+1, c-1).
fn from_below(below: &[u64], out: &mut [u64]) {
    let mut prev_high = 0;
    for (o, &b) in out.iter_mut().zip(below) {
        *o = b | (b << 1) | prev_high;
        prev_high = b >> 63;
    }
}

/// `reached |= ` every run of `stones` (maximal stretch of adjacent stones in the row) that
/// holds a bit of `seed`; `seed` must lie within `stones`. True if any bit was added.
fn fill_runs(stones: &[u64], seed: &[u64], reached: &mut [u64]) -> bool {
    let mut added = 0;
    // Towards higher columns: adding the seed to the stones carries through each run above a
    // seed bit; the bits that flip are that part of the run.
    let mut carry = 0u64;
    for ((r, &s), &g) in reached.iter_mut().zip(stones).zip(seed) {
        if g | carry == 0 {
            continue;
        }
        let (sum, c1) = s.overflowing_add(g);
        let (sum, c2) = sum.overflowing_add(carry);
        carry = u64::from(c1 || c2);
        let fill = ((sum ^ s) & s) | g;
        added |= fill & !*r;
        *r |= fill;
    }
    // Towards lower columns: a doubling fill inside each word, from the highest word down so
    // that a run crossing a word boundary carries on into the word below.
    let mut entering = 0u64;
    for ((r, &s), &g) in reached.iter_mut().zip(stones).zip(seed).rev() {
        let mut fill = g | (entering & s);
        if fill == 0 {
            entering = 0;
            continue;
        }
        let mut open = s;
        for shift in [1, 2, 4, 8, 16, 32] {
            fill |= open & (fill >> shift);
            open &= open >> shift;
        }
        added |= fill & !*r;
        *r |= fill;
        entering = (fill & 1) << 63;
    }
    added != 0
}

/// The root of `x`, halving the path on the way (each node visited then points to its
/// grandparent), which keeps later finds short.
#[inline]
fn find(parent: &mut [u32], mut x: u32) -> u32 {
    loop {
        let p = parent.get(x as usize).copied().unwrap_or(x);
        if p == x {
            return x;
        }
        let grand = parent.get(p as usize).copied().unwrap_or(p);
        if let Some(slot) = parent.get_mut(x as usize) {
            *slot = grand;
        }
        x = grand;
    }
}

/// Joins two roots; the lower label stays the root, so the edges' labels stay roots.
#[inline]
fn join_roots(parent: &mut [u32], a: u32, b: u32) -> u32 {
    let (low, high) = if a < b { (a, b) } else { (b, a) };
    if let Some(slot) = parent.get_mut(high as usize) {
        *slot = low;
    }
    low
}

fn union(parent: &mut [u32], a: u32, b: u32) {
    let (a, b) = (find(parent, a), find(parent, b));
    join_roots(parent, a, b);
}

pub(crate) mod path;
#[cfg(test)]
mod tests;
