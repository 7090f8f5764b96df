//! Who has won, read straight from the rows' text in one pass.
//!
//! Each row is read into a row of bits per player (the board reader's 16- and 32-byte
//! blocks), its runs of stones (maximal stretches of one player's stones side by side) are
//! listed, and each run is joined to the runs of the row above that it touches, in a
//! union-find over runs. Only the row above is ever looked at, so the work is linear in the
//! text whatever shape the stones take, and the memory is a few rows of runs plus the
//! union-find's labels, which are renumbered (keeping only those of the row above) whenever
//! they outgrow a bound, so they stay proportional to the board's width.
//!
//! The two edges are labels of their own, the start edge 0 and the goal edge 1, and a union
//! always keeps the lower root, so they stay roots and a player has won exactly when the
//! goal's parent becomes the start. A player who joins left to right can win in any row;
//! from then on the rest of the text is only checked, not read into runs.

use crate::board::{check_count, check_length, count_cells, read_row, MAX_CELLS};
use crate::error::Error;
use crate::hex::{Player, Rule};

/// The label of the start edge (the top row or the left column).
const START: u32 = 0;
/// The label of the goal edge.
const GOAL: u32 = 1;

/// Reads rows of text and says who has joined their two edges, without keeping the board:
/// the same answer as [`Board::parse`](crate::Board::parse) followed by
/// [`Board::winner`](crate::Board::winner), and the same error, in one pass over the text.
///
/// ```
/// use hex_connect::search::winner_of_rows;
/// use hex_connect::{Error, Player, Rule};
///
/// assert_eq!(winner_of_rows(["X O .", " X O .", "  X . O"], Rule::XTopBottom), Ok(Some(Player::X)));
/// assert_eq!(winner_of_rows(["X O .", " X O .", "  X . O"], Rule::XLeftRight), Ok(None));
/// assert_eq!(
///     winner_of_rows(["X O", " O x"], Rule::XTopBottom),
///     Err(Error::BadCharacter { row: 1, column: 1, found: 'x' })
/// );
/// ```
///
/// # Errors
/// Those of [`Board::parse`](crate::Board::parse), for the first fault in reading order: a
/// bad character after the point where the winner is known is still reported.
pub fn winner_of_rows<I>(rows: I, rule: Rule) -> Result<Option<Player>, Error>
where
    I: IntoIterator,
    I::Item: AsRef<str>,
{
    let mut rows = rows.into_iter();
    let first = rows.next().ok_or(Error::NoRows)?;
    let mut scan = Scan::start(first.as_ref().as_bytes(), rule, rows.size_hint().0 + 1)?;
    for text in rows {
        scan.row(text.as_ref().as_bytes())?;
    }
    Ok(scan.finish())
}

/// [`winner_of_rows`] of the UTF-8 bytes of all rows laid end to end, where `ends[i]` is the
/// byte offset just past row `i`: the layout the WebAssembly binding fills in one copy.
///
/// # Errors
/// As [`winner_of_rows`]; an `ends` entry that is out of order or past the end of `bytes`
/// ends the rows there, as in [`Board::parse_joined`](crate::Board::parse_joined).
pub fn winner_of_joined(bytes: &[u8], ends: &[u32], rule: Rule) -> Result<Option<Player>, Error> {
    let mut start = 0usize;
    let mut rows = ends.iter().map(|&end| {
        let end = (end as usize).clamp(start, bytes.len());
        let row = bytes.get(start..end).unwrap_or_default();
        start = end;
        row
    });
    let first = rows.next().ok_or(Error::NoRows)?;
    let mut scan = Scan::start(first, rule, ends.len())?;
    for text in rows {
        scan.row(text)?;
    }
    Ok(scan.finish())
}

/// The state of one pass: the row of bits being read, and the runs of both players.
struct Scan {
    width: usize,
    height: usize,
    bytes_seen: usize,
    x: Vec<u64>,
    o: Vec<u64>,
    /// X's runs, then O's.
    sides: [Joiner; 2],
    /// The player known to have won; the rows after are only checked.
    decided: Option<Player>,
}

impl Scan {
    /// Reads the first row, which fixes the width, with the checks (and their order) of the
    /// board reader; `rows` is how many rows are expected.
    fn start(text: &[u8], rule: Rule, rows: usize) -> Result<Scan, Error> {
        check_length(text.len())?;
        let width = count_cells(text, 0)?;
        if width == 0 {
            return Err(Error::EmptyRow { row: 0 });
        }
        if width > MAX_CELLS {
            return Err(Error::TooManyCells { limit: MAX_CELLS });
        }
        let stride = width.div_ceil(64);
        let mut scan = Scan {
            width,
            height: 0,
            bytes_seen: text.len(),
            x: vec![0; stride],
            o: vec![0; stride],
            sides: [
                Joiner::new(width, rows, rule.joins_top_bottom(Player::X)),
                Joiner::new(width, rows, rule.joins_top_bottom(Player::O)),
            ],
            decided: None,
        };
        scan.read(text)?;
        Ok(scan)
    }

    /// Reads one more row.
    fn row(&mut self, text: &[u8]) -> Result<(), Error> {
        self.bytes_seen = self.bytes_seen.saturating_add(text.len());
        check_length(self.bytes_seen)?;
        if (self.height + 1).saturating_mul(self.width) > MAX_CELLS {
            return Err(Error::TooManyCells { limit: MAX_CELLS });
        }
        if self.decided.is_some() {
            let cells = count_cells(text, self.height)?;
            check_count(self.height, cells, self.width)?;
            self.height += 1;
            return Ok(());
        }
        self.read(text)
    }

    /// Reads a row into runs and joins them to the row above.
    fn read(&mut self, text: &[u8]) -> Result<(), Error> {
        self.x.fill(0);
        self.o.fill(0);
        read_row(text, self.height, self.width, &mut self.x, &mut self.o)?;
        let [x, o] = &mut self.sides;
        if x.row(&self.x) {
            self.decided = Some(Player::X);
        } else if o.row(&self.o) {
            self.decided = Some(Player::O);
        }
        self.height += 1;
        Ok(())
    }

    fn finish(self) -> Option<Player> {
        if self.decided.is_some() {
            return self.decided;
        }
        let [mut x, mut o] = self.sides;
        if x.finish() {
            Some(Player::X)
        } else if o.finish() {
            Some(Player::O)
        } else {
            None
        }
    }
}

/// The runs of one row, in column order: the first and last column of each, and its label.
#[derive(Default)]
struct Runs {
    first: Vec<u32>,
    last: Vec<u32>,
    label: Vec<u32>,
}

impl Runs {
    /// Lists the runs of a row of bits (at most `most` of them): a run starts at a stone
    /// with none before it and ends at one with none after it, so the starts and the ends
    /// pair up in order.
    fn read(&mut self, words: &[u64], most: usize) {
        self.first.clear();
        self.last.clear();
        self.label.clear();
        // At once to their full size, the first time only.
        self.first.reserve_exact(most);
        self.last.reserve_exact(most);
        self.label.reserve_exact(most);
        let mut carry = 0u64;
        for (k, &w) in words.iter().enumerate() {
            let next = words.get(k + 1).map_or(0, |n| n & 1);
            let mut starts = w & !((w << 1) | carry);
            let mut ends = w & !((w >> 1) | (next << 63));
            carry = w >> 63;
            let base = (64 * k) as u32;
            while starts != 0 {
                self.first.push(base + starts.trailing_zeros());
                starts &= starts - 1;
            }
            while ends != 0 {
                self.last.push(base + ends.trailing_zeros());
                ends &= ends - 1;
            }
        }
    }
}

/// One player's union-find over runs, fed a row at a time.
struct Joiner {
    width: usize,
    top_bottom: bool,
    /// The parent of each label; a root is its own parent.
    parent: Vec<u32>,
    /// Labels at which the union-find is renumbered: a few rows' worth of runs.
    bound: usize,
    above: Runs,
    here: Runs,
    /// Whether a row has been read: the first row's runs touch the top edge.
    started: bool,
    /// Old root to new label while renumbering.
    renumber: Vec<u32>,
}

impl Joiner {
    /// A union-find for a board `width` cells wide and (as expected) `rows` tall.
    ///
    /// Every buffer is made once at the size it can reach, never grown a push at a time: in
    /// the WebAssembly build each growth is a new block and a copy, and the blocks left
    /// behind are too small to reuse.
    fn new(width: usize, rows: usize, top_bottom: bool) -> Joiner {
        let runs = width.div_ceil(2);
        let bound = (4 * runs).max(1 << 14);
        let labels = bound.min(runs.saturating_mul(rows)) + runs + 2;
        let mut parent = Vec::with_capacity(labels);
        parent.extend([START, GOAL]);
        Joiner {
            width,
            top_bottom,
            parent,
            bound,
            above: Runs::default(),
            here: Runs::default(),
            started: false,
            renumber: Vec::new(),
        }
    }

    /// Adds the next row, whose stones are the bits of `words`; true once the player has
    /// joined their edges (left to right: a row can complete the chain).
    fn row(&mut self, words: &[u64]) -> bool {
        let runs = self.width.div_ceil(2);
        self.here.read(words, runs);
        if self.parent.len() + self.here.first.len() > self.bound {
            self.renumber();
        }
        let fresh = if self.top_bottom && !self.started {
            Some(START)
        } else {
            None
        };
        self.started = true;
        let parent = &mut self.parent;
        let (above, here) = (&self.above, &mut self.here);
        let mut j = 0;
        for (&a, &b) in here.first.iter().zip(&here.last) {
            // Cell (r, c) touches (r-1, c) and (r-1, c+1): the run [a, b] touches the runs
            // above that meet columns a..=b+1. Runs above that end before `a` touch neither
            // this run nor any later one.
            while above.last.get(j).is_some_and(|&end| end < a) {
                j += 1;
            }
            let mut label = u32::MAX;
            let mut k = j;
            while let (Some(&start), Some(&l)) = (above.first.get(k), above.label.get(k)) {
                if start > b + 1 {
                    break;
                }
                let root = find(parent, l);
                label = if label == u32::MAX {
                    root
                } else {
                    join_roots(parent, label, root)
                };
                k += 1;
            }
            if label == u32::MAX {
                label = fresh.unwrap_or_else(|| {
                    let new = parent.len() as u32;
                    parent.push(new);
                    new
                });
            }
            here.label.push(label);
        }
        if !self.top_bottom {
            let last_col = (self.width - 1) as u32;
            if here.first.first() == Some(&0) {
                if let Some(&l) = here.label.first() {
                    let root = find(parent, l);
                    join_roots(parent, root, START);
                }
            }
            if here.last.last() == Some(&last_col) {
                if let Some(&l) = here.label.last() {
                    let root = find(parent, l);
                    join_roots(parent, root, GOAL);
                }
            }
        }
        std::mem::swap(&mut self.above, &mut self.here);
        self.won()
    }

    /// Whether the edges are joined, once every row is in: top to bottom, the last row's
    /// runs touch the goal edge.
    fn finish(&mut self) -> bool {
        if self.top_bottom {
            for &l in &self.above.label {
                let root = find(&mut self.parent, l);
                join_roots(&mut self.parent, root, GOAL);
            }
        }
        self.won()
    }

    /// The goal's root is the start exactly when the edges are joined: the lower root
    /// always stays, and nothing is below the start.
    fn won(&self) -> bool {
        self.parent.get(GOAL as usize) == Some(&START)
    }

    /// Renumbers the labels of the row above from 2 up, root by root, and forgets every
    /// other label: no later row can touch a run that is not in the row above.
    fn renumber(&mut self) {
        let parent = &mut self.parent;
        self.renumber.clear();
        // Made at its full size the first time (the bound and a row's runs).
        self.renumber.reserve_exact(parent.capacity());
        self.renumber.resize(parent.len(), u32::MAX);
        let mut next = GOAL + 1;
        for l in &mut self.above.label {
            let root = find(parent, *l);
            *l = if root <= GOAL {
                root
            } else {
                match self.renumber.get_mut(root as usize) {
                    Some(slot) => {
                        if *slot == u32::MAX {
                            *slot = next;
                            next += 1;
                        }
                        *slot
                    }
                    None => root,
                }
            };
        }
        let goal = parent.get(GOAL as usize).copied().unwrap_or(GOAL);
        parent.clear();
        parent.extend([START, goal]);
        parent.extend(GOAL + 1..next);
    }
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

#[cfg(test)]
mod tests;
