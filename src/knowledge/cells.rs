//! A fixed-size set of cells: one bit a cell, indexed `row * cols + col`.
//!
//! Carriers, stones and regions are all sets of cells, and the connection engine spends its
//! time intersecting and uniting them, so a set is a few machine words copied by value.

use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not, Sub, SubAssign};

/// 64-bit words in a [`CellSet`].
const WORDS: usize = 6;

/// The most cells a [`CellSet`] (and so a [`Position`](super::Position)) holds: a 19 x 19
/// board, the largest size Hex is commonly played on.
pub const MAX_CELLS: usize = 361;

/// A set of cells of one board, by index `row * cols + col` below [`MAX_CELLS`].
///
/// ```
/// use hex_connect::knowledge::CellSet;
///
/// let a = CellSet::from_cells([1, 5, 70]);
/// let b = CellSet::from_cells([5, 300]);
/// assert_eq!((a & b).iter().collect::<Vec<_>>(), [5]);
/// assert_eq!((a | b).len(), 4);
/// assert!((a - b).contains(70) && !(a - b).contains(5));
/// ```
#[derive(Clone, Copy, Eq, Default)]
pub struct CellSet([u64; WORDS]);

// By hand because the equality below is: equal sets have equal words, so equal hashes.
impl std::hash::Hash for CellSet {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.0.hash(state);
    }
}

// Written out because the derived comparison of the word array calls `memcmp`, which the
// connection search, comparing sets all the time, would spend a fifth of its time in.
impl PartialEq for CellSet {
    fn eq(&self, other: &CellSet) -> bool {
        self.0
            .iter()
            .zip(other.0)
            .fold(0, |acc, (a, b)| acc | (a ^ b))
            == 0
    }
}

impl CellSet {
    /// The empty set.
    pub const EMPTY: CellSet = CellSet([0; WORDS]);

    /// The set of the given cells; indices at or beyond [`MAX_CELLS`] are left out.
    #[must_use]
    pub fn from_cells<I: IntoIterator<Item = usize>>(cells: I) -> CellSet {
        let mut set = CellSet::EMPTY;
        for cell in cells {
            set.insert(cell);
        }
        set
    }

    /// The cells `0..n` (at most [`MAX_CELLS`]).
    #[must_use]
    pub fn first(n: usize) -> CellSet {
        let n = n.min(MAX_CELLS);
        let mut set = CellSet::EMPTY;
        for (i, word) in set.0.iter_mut().enumerate() {
            let below = n.saturating_sub(i * 64);
            *word = match below {
                0 => 0,
                1..=63 => (1u64 << below) - 1,
                _ => u64::MAX,
            };
        }
        set
    }

    /// Whether `cell` is in the set.
    #[must_use]
    pub fn contains(&self, cell: usize) -> bool {
        self.0
            .get(cell / 64)
            .is_some_and(|w| w >> (cell % 64) & 1 == 1)
    }

    /// Adds `cell`; an index at or beyond [`MAX_CELLS`] is ignored.
    pub fn insert(&mut self, cell: usize) {
        if cell < MAX_CELLS {
            if let Some(w) = self.0.get_mut(cell / 64) {
                *w |= 1 << (cell % 64);
            }
        }
    }

    /// Removes `cell`.
    pub fn remove(&mut self, cell: usize) {
        if let Some(w) = self.0.get_mut(cell / 64) {
            *w &= !(1 << (cell % 64));
        }
    }

    /// The set with `cell` added.
    #[must_use]
    pub fn with(mut self, cell: usize) -> CellSet {
        self.insert(cell);
        self
    }

    /// Whether the set has no cells.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.0.iter().fold(0, |acc, &w| acc | w) == 0
    }

    /// How many cells the set holds.
    #[must_use]
    pub fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// Whether the two sets share a cell.
    #[must_use]
    pub fn intersects(&self, other: &CellSet) -> bool {
        self.0
            .iter()
            .zip(other.0)
            .fold(0, |acc, (&a, b)| acc | (a & b))
            != 0
    }

    /// Whether every cell of `self` is in `other`.
    #[must_use]
    pub fn is_subset(&self, other: &CellSet) -> bool {
        self.0
            .iter()
            .zip(other.0)
            .fold(0, |acc, (&a, b)| acc | (a & !b))
            == 0
    }

    /// The lowest cell of the set.
    #[must_use]
    pub fn first_cell(&self) -> Option<usize> {
        self.0
            .iter()
            .enumerate()
            .find(|(_, &w)| w != 0)
            .map(|(i, w)| i * 64 + w.trailing_zeros() as usize)
    }

    /// The cells in increasing order.
    #[must_use]
    pub fn iter(&self) -> Cells {
        Cells {
            words: self.0,
            word: 0,
        }
    }

    /// The set of the given words, cell `i` at bit `i % 64` of word `i / 64`, for code that
    /// keeps sets in fewer words when a board needs fewer; words beyond a set's own are
    /// ignored.
    pub(crate) fn from_words(words: &[u64]) -> CellSet {
        let mut set = CellSet::EMPTY;
        for (slot, &word) in set.0.iter_mut().zip(words) {
            *slot = word;
        }
        set & CellSet::first(MAX_CELLS)
    }

    /// Every cell moved `n` places up (towards higher indices); cells pushed past
    /// [`MAX_CELLS`] are lost.
    #[must_use]
    pub fn shifted_up(&self, n: usize) -> CellSet {
        let (words, bits) = (n / 64, n % 64);
        let mut out = CellSet::EMPTY;
        for (i, slot) in out.0.iter_mut().enumerate() {
            let Some(from) = i.checked_sub(words) else {
                continue;
            };
            let low = self.0.get(from).copied().unwrap_or(0);
            let below = from
                .checked_sub(1)
                .and_then(|j| self.0.get(j))
                .copied()
                .unwrap_or(0);
            *slot = if bits == 0 {
                low
            } else {
                low << bits | below >> (64 - bits)
            };
        }
        out & CellSet::first(MAX_CELLS)
    }

    /// Every cell moved `n` places down (towards lower indices); cells pushed below 0 are
    /// lost.
    #[must_use]
    pub fn shifted_down(&self, n: usize) -> CellSet {
        let (words, bits) = (n / 64, n % 64);
        let mut out = CellSet::EMPTY;
        for (i, slot) in out.0.iter_mut().enumerate() {
            let high = self.0.get(i + words).copied().unwrap_or(0);
            let above = self.0.get(i + words + 1).copied().unwrap_or(0);
            *slot = if bits == 0 {
                high
            } else {
                high >> bits | above << (64 - bits)
            };
        }
        out
    }
}

/// The cells of a [`CellSet`] in increasing order, from [`CellSet::iter`].
#[derive(Debug, Clone)]
pub struct Cells {
    /// The cells not yet given, one bit a cell as in the set.
    words: [u64; WORDS],
    /// The word the next cell is looked for from: the words before it are spent.
    word: usize,
}

impl Iterator for Cells {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        loop {
            let w = self.words.get_mut(self.word)?;
            if *w != 0 {
                let bit = w.trailing_zeros() as usize;
                *w &= *w - 1;
                return Some(self.word * 64 + bit);
            }
            self.word += 1;
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.words.iter().map(|w| w.count_ones() as usize).sum();
        (left, Some(left))
    }
}

impl ExactSizeIterator for Cells {}

impl std::iter::FusedIterator for Cells {}

impl std::fmt::Debug for CellSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl BitAnd for CellSet {
    type Output = CellSet;
    fn bitand(mut self, rhs: CellSet) -> CellSet {
        self &= rhs;
        self
    }
}

impl BitAndAssign for CellSet {
    fn bitand_assign(&mut self, rhs: CellSet) {
        for (a, b) in self.0.iter_mut().zip(rhs.0) {
            *a &= b;
        }
    }
}

impl BitOr for CellSet {
    type Output = CellSet;
    fn bitor(mut self, rhs: CellSet) -> CellSet {
        self |= rhs;
        self
    }
}

impl BitOrAssign for CellSet {
    fn bitor_assign(&mut self, rhs: CellSet) {
        for (a, b) in self.0.iter_mut().zip(rhs.0) {
            *a |= b;
        }
    }
}

impl Sub for CellSet {
    type Output = CellSet;
    fn sub(mut self, rhs: CellSet) -> CellSet {
        self -= rhs;
        self
    }
}

impl SubAssign for CellSet {
    fn sub_assign(&mut self, rhs: CellSet) {
        for (a, b) in self.0.iter_mut().zip(rhs.0) {
            *a &= !b;
        }
    }
}

/// The complement within all [`MAX_CELLS`] indices; intersect with a board's cells to use it.
impl Not for CellSet {
    type Output = CellSet;
    fn not(self) -> CellSet {
        let mut out = CellSet::EMPTY;
        for (a, b) in out.0.iter_mut().zip(self.0) {
            *a = !b;
        }
        out & CellSet::first(MAX_CELLS)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_holds_exactly_the_lowest_cells() {
        for n in [0, 1, 63, 64, 65, 128, 200, 361, 400] {
            let set = CellSet::first(n);
            assert_eq!(set.len(), n.min(MAX_CELLS));
            assert_eq!(set.iter().last(), n.min(MAX_CELLS).checked_sub(1));
        }
    }

    #[test]
    fn shifts_move_every_cell_across_words() {
        let set = CellSet::from_cells([0, 63, 64, 127, 200, 360]);
        for n in [0, 1, 7, 63, 64, 65, 130] {
            let up: Vec<_> = set.shifted_up(n).iter().collect();
            let want: Vec<_> = set
                .iter()
                .map(|c| c + n)
                .filter(|&c| c < MAX_CELLS)
                .collect();
            assert_eq!(up, want, "up {n}");
            let down: Vec<_> = set.shifted_down(n).iter().collect();
            let want: Vec<_> = set.iter().filter_map(|c| c.checked_sub(n)).collect();
            assert_eq!(down, want, "down {n}");
        }
    }

    #[test]
    fn set_operations_agree_with_their_definitions() {
        let a = CellSet::from_cells([3, 64, 100, 360]);
        let b = CellSet::from_cells([3, 65, 360]);
        assert_eq!((a & b).iter().collect::<Vec<_>>(), [3, 360]);
        assert_eq!((a - b).iter().collect::<Vec<_>>(), [64, 100]);
        assert_eq!((a | b).len(), 5);
        assert_eq!((!a).len(), MAX_CELLS - 4);
        assert!(a.intersects(&b) && !(a - b).intersects(&b));
        assert!((a & b).is_subset(&a) && !a.is_subset(&b));
        assert_eq!(a.first_cell(), Some(3));
        assert_eq!(CellSet::EMPTY.first_cell(), None);
        let mut c = a;
        c.remove(64);
        c.insert(MAX_CELLS);
        assert_eq!(c.iter().collect::<Vec<_>>(), [3, 100, 360]);
        assert!(!c.contains(1000));
    }

    #[test]
    fn iteration_gives_every_cell_once_in_order_and_counts_what_is_left() {
        let cells = [0, 1, 63, 64, 127, 128, 200, 255, 256, 300, 360];
        let set = CellSet::from_cells(cells);
        assert_eq!(set.iter().collect::<Vec<_>>(), cells);
        let mut iter = set.iter();
        for left in (0..cells.len()).rev() {
            assert!(iter.next().is_some());
            assert_eq!(iter.len(), left);
        }
        assert_eq!(iter.next(), None);
        assert_eq!(iter.next(), None);
        assert_eq!(CellSet::EMPTY.iter().next(), None);
        assert_eq!(set.iter().last(), Some(360));
    }
}
