//! Who is connected to whom in a [`Game`](super::Game), kept up to date stone by stone, with
//! an undo log.
//!
//! Connectivity lives in groups over the cells of a grid with a border one cell wide. The
//! border's cells carry the colour of the player whose edge it is, and each of the four
//! border strips starts as one group, flagged as that player's start or goal edge; so a
//! stone joins an edge exactly as it joins a neighbouring stone, with no bounds to check,
//! and a player has won when one group holds both flags.
//!
//! Each cell holds one word: its stone's colour in the low two bits and its group's label
//! above them (quick-find), so one read of a neighbour tells both whether it is a friend and
//! which group it is in, never a walk up a tree. The members of a group form a circular
//! list; joining two groups relabels the smaller one and splices the two lists by swapping
//! two `next` entries. A cell is relabelled only when its group at least doubles, so a game
//! costs O(n log n) relabels at worst, and on real games nearly every union is a single new
//! stone joining a group.
//!
//! A move is written for processors that guess branches, and for WebAssembly engines that
//! neither inline calls nor drop bounds checks. The stone's six neighbours are read from
//! arrays of a power-of-two length with masked indices (see [`Grid`]), and the stone joins
//! the group of its first friend in ring order, picked from the words already read (a
//! group of its own when it has none), with no branch on what stands round it. That first
//! join needs no log: undo reads the group back from the stone's own word. Only a stone
//! whose friends lie in two runs or more round it (a quarter of the moves of a random game)
//! takes a branch, to unite those groups; each union is logged. Undo swaps the same two
//! `next` entries back (the swap is its own inverse) and relabels the same smaller group,
//! so it costs what the move did and needs no replay.

use crate::hex::{flat_steps, Cell, Player, RING};

/// Edge flags of a group: it holds a stone on its player's start edge, on their goal edge.
const START: u32 = 1;
const GOAL: u32 = 2;
const FLAGS: u32 = START | GOAL;
/// `meta` of a group's label: the group's size above, its edge flags in the low two bits.
const SIZE_SHIFT: u32 = 2;
const ONE: u32 = 1 << SIZE_SHIFT;

/// A cell's word: its colour in the low two bits (`EMPTY`, `X` or `O`), its group's label
/// above them. An empty cell is 0 (no group is labelled 0: that is a corner of the border
/// that touches no cell).
const EMPTY: u32 = 0;
const X: u32 = 1;
const O: u32 = 2;
const COLOUR: u32 = 3;
const LABEL_SHIFT: u32 = 2;

/// The word of a stone of `player` in the group labelled `label`.
const fn word(label: u32, player: Player) -> u32 {
    label << LABEL_SHIFT
        | match player {
            Player::X => X,
            Player::O => O,
        }
}

/// The label in a word, as an index.
const fn label(word: u32) -> usize {
    (word >> LABEL_SHIFT) as usize
}

/// One union, to be undone: the group labelled `small` was relabelled `big`, whose meta
/// (size and edge flags) was `meta`.
#[derive(Clone, Copy)]
struct Change {
    big: u32,
    small: u32,
    meta: u32,
}

/// The groups of the stones on a bordered grid of `pitch` cells a row; cell `(r, c)` of the
/// board is `(r + 1) * pitch + c + 1`.
#[derive(Clone)]
pub(super) struct Groups {
    rows: usize,
    cols: usize,
    pitch: usize,
    /// The player who joins the top and bottom rows.
    vertical: Player,
    /// The steps from a cell to the six round it, in [`RING`] order (then 0 twice, so that
    /// a position masked to 3 bits needs no bounds check). Wrapping offsets, added with
    /// `wrapping_add`.
    ring: [u32; 8],
    /// The word of each cell of the bordered grid. These three arrays have one
    /// power-of-two length, past the grid's end (see [`Grid`]).
    cells: Vec<u32>,
    /// The next member of each stone's group, round a circle.
    next: Vec<u32>,
    /// Size and edge flags of a group (see `SIZE_SHIFT`), at its label.
    meta: Vec<u32>,
    /// The unions made, in order.
    log: Vec<Change>,
}

impl Groups {
    /// An empty board of `rows` x `cols` (checked by the caller), `vertical` joining the
    /// top and bottom rows.
    pub(super) fn new(rows: usize, cols: usize, vertical: Player) -> Groups {
        let pitch = cols + 2;
        let len = (pitch * (rows + 2)).next_power_of_two();
        let mut ring = [0u32; 8];
        let steps = flat_steps(pitch);
        for (slot, &k) in ring.iter_mut().zip(RING.iter()) {
            // Wrapping offsets stay wrapping offsets in 32 bits: the grid is far smaller.
            *slot = steps.get(k).copied().unwrap_or(0) as u32;
        }
        let mut groups = Groups {
            rows,
            cols,
            pitch,
            vertical,
            ring,
            cells: vec![EMPTY; len],
            next: vec![0; len],
            meta: vec![0; len],
            log: Vec::with_capacity(len.min(1024)),
        };
        groups.lay_border();
        groups
    }

    /// Colours the border and makes each strip one group: the top and bottom rows for the
    /// player who joins them (the top-right corner with the top row and the bottom-left one
    /// with the bottom row, the only corners that touch a cell), the side columns for the
    /// other player.
    fn lay_border(&mut self) {
        let (rows, cols, pitch) = (self.rows, self.cols, self.pitch);
        let bottom = (rows + 1) * pitch;
        let (vertical, horizontal) = (self.vertical, self.vertical.opponent());
        // Each strip as (first cell, step, count).
        for ((first, step, count), player, edge) in [
            ((1, 1, cols + 1), vertical, START),
            ((bottom, 1, cols + 1), vertical, GOAL),
            ((pitch, pitch, rows), horizontal, START),
            ((pitch + cols + 1, pitch, rows), horizontal, GOAL),
        ] {
            for k in 0..count {
                let i = first + k * step;
                // The last member's next is the first: a circle.
                let after = first + (k + 1) % count * step;
                if let (Some(cell), Some(next)) = (self.cells.get_mut(i), self.next.get_mut(i)) {
                    *cell = word(first as u32, player);
                    *next = after as u32;
                }
            }
            if let Some(meta) = self.meta.get_mut(first) {
                *meta = (count as u32) << SIZE_SHIFT | edge;
            }
        }
    }

    /// Takes every stone off and forgets the log, in one pass over the grid.
    pub(super) fn clear(&mut self) {
        self.cells.fill(EMPTY);
        self.lay_border();
        self.log.clear();
    }

    /// Cells in the bordered grid.
    pub(super) fn grid_len(&self) -> usize {
        self.pitch * (self.rows + 2)
    }

    /// What stands on the cell `at` of the bordered grid.
    pub(super) fn cell(&self, at: usize) -> Cell {
        match self.cells.get(at).map(|&w| w & COLOUR) {
            Some(X) => Cell::X,
            Some(O) => Cell::O,
            _ => Cell::Empty,
        }
    }

    /// How many unions are logged: what [`Groups::lift`] takes back to.
    pub(super) fn mark(&self) -> u32 {
        self.log.len() as u32
    }

    /// Forgets the log: the stones placed so far can no longer be lifted.
    pub(super) fn forget(&mut self) {
        self.log.clear();
    }

    /// [`Groups::join`] for the callers off the hot path, in one copy.
    #[inline(never)]
    pub(super) fn put(&mut self, at: usize, player: Player) -> bool {
        self.join(at, player)
    }

    /// Puts `player`'s stone on the empty cell `at` and unites it with its neighbours of the
    /// same colour (border strips included), logging the unions of groups; returns whether
    /// its group now holds both of the player's edges.
    ///
    /// Inlined into the move of [`Game`](super::Game), the hot path of every move
    /// (WebAssembly engines do not inline calls); every other caller goes through
    /// [`Groups::put`].
    #[inline(always)]
    pub(super) fn join(&mut self, at: usize, player: Player) -> bool {
        let Groups {
            pitch,
            ring,
            cells,
            next,
            meta,
            log,
            ..
        } = self;
        let Some(mut grid) = Grid::new(cells, next, meta) else {
            return false;
        };
        let at32 = at as u32;
        let own = word(at32, player);
        let colour = own & COLOUR;
        // The ring: the two cells above, the cells either side and the two below.
        let pitch = *pitch;
        let up = grid.word(at.wrapping_sub(pitch));
        let up_right = grid.word(at.wrapping_sub(pitch) + 1);
        let left = grid.word(at.wrapping_sub(1));
        let right = grid.word(at + 1);
        let down_left = grid.word(at + pitch - 1);
        let down = grid.word(at + pitch);
        // Which ring cells are friends, as six bits in ring order: each word's colour bit
        // for `colour` at its ring position, shifted down to bit 0 for O, whose colour bit
        // is bit 1.
        let same = (((up & colour)
            | (up_right & colour) << 1
            | (right & colour) << 2
            | (down & colour) << 3
            | (down_left & colour) << 4
            | (left & colour) << 5)
            >> (colour >> 1))
            & 0b11_1111;
        // The stone joins the group of its first friend in ring order, picked from the
        // words already read; with none it is a group of one.
        let mut group = own;
        for (bit, w) in [
            (5, left),
            (4, down_left),
            (3, down),
            (2, right),
            (1, up_right),
            (0, up),
        ] {
            if same >> bit & 1 != 0 {
                group = w;
            }
        }
        let big = label(group);
        grid.set_word(at, group);
        let after = grid.next(big);
        grid.set_next(at, after);
        grid.set_next(big, at32);
        // A group of one starts at size 0 and grows like any other, with no branch.
        grid.set_meta(at, 0);
        let grown = grid.meta(big) + ONE;
        grid.set_meta(big, grown);
        // Friends next to each other in the ring touch, so each run of them is one group;
        // a run starts where a friend follows a cell that is not one (a full ring is one
        // run, with no start). With one run, or none, the move is done.
        let before = ((same << 1) | (same >> 5)) & 0b11_1111;
        let starts = same & !before;
        if starts & starts.wrapping_sub(1) == 0 {
            return grown & FLAGS == FLAGS;
        }
        let whole = grid.unite_runs(ring, log, at32, group, grown, starts);
        whole & FLAGS == FLAGS
    }

    /// Takes the stone on `at` off the board, undoing the unions logged since `mark` (its
    /// own), and nothing else.
    pub(super) fn lift(&mut self, at: u32, mark: u32) {
        let Groups {
            cells,
            next,
            meta,
            log,
            ..
        } = self;
        let Some(mut grid) = Grid::new(cells, next, meta) else {
            return;
        };
        while log.len() > mark as usize {
            let Some(change) = log.pop() else {
                break;
            };
            let (big, small) = (change.big as usize, change.small as usize);
            grid.splice(big, small);
            // The union added the small group's size to the big one's.
            let size = (grid.meta(big) >> SIZE_SHIFT).wrapping_sub(change.meta >> SIZE_SHIFT);
            grid.set_meta(big, change.meta);
            let colour = grid.word(small) & COLOUR;
            grid.relabel(small, change.small << LABEL_SHIFT | colour, size);
        }
        // With its unions undone, the stone's word names the group it first joined (its
        // own, when it joined none): it leaves that group's list, and the group is one
        // smaller again. Its own next and meta are set afresh when a stone is put there
        // again.
        let at = at as usize;
        let big = label(grid.word(at));
        grid.splice(big, at);
        grid.set_meta(big, grid.meta(big).wrapping_sub(ONE));
        grid.set_word(at, EMPTY);
    }
}

/// The arrays of [`Groups`] borrowed for one change. They have one power-of-two length, so
/// an index masked to it needs no bounds check: every index used is within the grid, and
/// the mask only tells the compiler so.
struct Grid<'a> {
    cells: &'a mut [u32],
    next: &'a mut [u32],
    meta: &'a mut [u32],
    mask: usize,
}

impl<'a> Grid<'a> {
    #[inline(always)]
    fn new(cells: &'a mut [u32], next: &'a mut [u32], meta: &'a mut [u32]) -> Option<Grid<'a>> {
        // Not empty is all the compiler needs to know that an index masked with `len - 1`
        // is in bounds; the length is a power of two by construction.
        let len = cells.len();
        if len != 0 && next.len() == len && meta.len() == len {
            Some(Grid {
                cells,
                next,
                meta,
                mask: len - 1,
            })
        } else {
            None
        }
    }

    #[inline(always)]
    fn word(&self, i: usize) -> u32 {
        load(self.cells, i & self.mask)
    }

    #[inline(always)]
    fn set_word(&mut self, i: usize, w: u32) {
        store(self.cells, i & self.mask, w);
    }

    #[inline(always)]
    fn next(&self, i: usize) -> u32 {
        load(self.next, i & self.mask)
    }

    #[inline(always)]
    fn set_next(&mut self, i: usize, n: u32) {
        store(self.next, i & self.mask, n);
    }

    #[inline(always)]
    fn meta(&self, i: usize) -> u32 {
        load(self.meta, i & self.mask)
    }

    #[inline(always)]
    fn set_meta(&mut self, i: usize, m: u32) {
        store(self.meta, i & self.mask, m);
    }

    /// The rest of [`Groups::join`], on its grid, `ring` and `log`, for a stone at `at`,
    /// now in the group whose word is `group` with meta `meta`, whose friends lie in two runs or three (`starts`: the
    /// ring position of each run's first cell, as bits): unites each run's group with its
    /// own; returns the meta of the whole. Inlined too: in WebAssembly the call cost more
    /// than the smaller hot path saved.
    #[inline(always)]
    fn unite_runs(
        &mut self,
        ring: &[u32; 8],
        log: &mut Vec<Change>,
        at: u32,
        group: u32,
        meta: u32,
        starts: u32,
    ) -> u32 {
        let run_word = |grid: &Grid<'_>, runs: u32| {
            let step = ring
                .get((runs.trailing_zeros() & 7) as usize)
                .copied()
                .unwrap_or(0);
            grid.word(at.wrapping_add(step) as usize)
        };
        let rest = starts & (starts - 1);
        if rest & (rest - 1) == 0 {
            // Two runs: the first friend's group is one of theirs; the other may be a
            // group of its own (it nearly always is).
            let (one, two) = (run_word(self, starts), run_word(self, rest));
            let other = if one == group { two } else { one };
            if other == group {
                return meta;
            }
            let (_, whole, change) = self.unite(group, meta, other);
            log.push(change);
            return whole;
        }
        // Three runs, rarely (friends and other cells alternate round the ring): every
        // run's group is united, each read afresh, after the unions before it.
        let (mut group, mut whole) = (group, meta);
        let mut runs = starts;
        while runs != 0 {
            let w = run_word(self, runs);
            runs &= runs - 1;
            if w != group {
                let change;
                (group, whole, change) = self.unite(group, whole, w);
                log.push(change);
            }
        }
        whole
    }

    /// Swaps the `next` entries of `a` and `b`: two separate circles become one, and one
    /// circle that went through both becomes the two again; with `a` equal to `b`, nothing.
    #[inline(always)]
    fn splice(&mut self, a: usize, b: usize) {
        let (na, nb) = (self.next(a), self.next(b));
        self.set_next(a, nb);
        self.set_next(b, na);
    }

    /// Writes `to` (a word: label and colour) into the `size` members (one or more) of the
    /// circle through `from`, starting with `from` itself. The first four writes are made
    /// whatever the size, going round the circle again when it is shorter (writing its
    /// members twice changes nothing), so that the loop, whose end a processor cannot
    /// foresee, runs only for groups of five or more: four fifths of the unions in random
    /// games are of a smaller group.
    #[inline(always)]
    fn relabel(&mut self, from: usize, to: u32, size: u32) {
        let mut i = from;
        for _ in 0..4 {
            self.set_word(i, to);
            i = self.next(i) as usize;
        }
        for _ in 4..size {
            self.set_word(i, to);
            i = self.next(i) as usize;
        }
    }

    /// Joins the groups whose words are `a`, with meta `meta_a`, and `b` (another group):
    /// the smaller is relabelled and the member lists spliced. Returns the word and meta
    /// of the whole and the change to log.
    #[inline(always)]
    fn unite(&mut self, a: u32, meta_a: u32, b: u32) -> (u32, u32, Change) {
        let meta_b = self.meta(label(b));
        let (big, small, meta_big, meta_small) = if meta_a >= meta_b {
            (a, b, meta_a, meta_b)
        } else {
            (b, a, meta_b, meta_a)
        };
        let (big_label, small_label) = (label(big), label(small));
        self.relabel(small_label, big, meta_small >> SIZE_SHIFT);
        self.splice(big_label, small_label);
        // Sizes add (the flags sit below them) and flags combine.
        let whole = (meta_big + (meta_small & !FLAGS)) | (meta_small & FLAGS);
        self.set_meta(big_label, whole);
        let change = Change {
            big: big_label as u32,
            small: small_label as u32,
            meta: meta_big,
        };
        (big, whole, change)
    }
}

/// `array[i]`, or 0 (`EMPTY`) past its end, which a masked index never is.
#[inline(always)]
fn load(array: &[u32], i: usize) -> u32 {
    array.get(i).copied().unwrap_or(EMPTY)
}

/// `array[i] = value`, or nothing past its end, which a masked index never is.
#[inline(always)]
fn store(array: &mut [u32], i: usize, value: u32) {
    if let Some(slot) = array.get_mut(i) {
        *slot = value;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_lcg::Lcg;

    /// What undo must give back exactly: every cell's word, and for each group its circle
    /// of members and its size and flags at its label.
    fn state(groups: &Groups) -> (Vec<u32>, Vec<(usize, u32, u32)>) {
        let mut labels = Vec::new();
        for (i, &w) in groups.cells.iter().enumerate() {
            if w != EMPTY && label(w) == i {
                let (mut members, mut at) = (0u32, i);
                loop {
                    members += 1;
                    at = groups.next[at] as usize;
                    if at == i {
                        break;
                    }
                }
                labels.push((i, members, groups.meta[i]));
            }
        }
        (groups.cells.clone(), labels)
    }

    #[test]
    fn lifting_every_stone_gives_back_each_earlier_state_exactly() {
        let mut rng = Lcg(41);
        for _ in 0..300 {
            let (rows, cols) = (1 + rng.below(9), 1 + rng.below(9));
            let vertical = if rng.below(2) == 0 {
                Player::X
            } else {
                Player::O
            };
            let mut groups = Groups::new(rows, cols, vertical);
            let mut cells: Vec<usize> = (0..rows)
                .flat_map(|r| (0..cols).map(move |c| (r + 1) * (cols + 2) + c + 1))
                .collect();
            for i in (1..cells.len()).rev() {
                cells.swap(i, rng.below(i + 1));
            }
            let mut before = Vec::new();
            for (k, &at) in cells.iter().enumerate() {
                before.push((state(&groups), groups.mark()));
                let player = if k % 2 == 0 { Player::X } else { Player::O };
                groups.join(at, player);
                // A group's size is its circle's length.
                for (_, members, meta) in state(&groups).1 {
                    assert_eq!(meta >> SIZE_SHIFT, members);
                }
            }
            for &at in cells.iter().rev() {
                let (earlier, mark) = before.pop().unwrap();
                groups.lift(at as u32, mark);
                assert_eq!(state(&groups), earlier, "{rows}x{cols}");
            }
        }
    }
}
