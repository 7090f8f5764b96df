//! How far each player is from winning: the fewest empty cells they must still fill to join
//! their edges (the shortest-path distance of Hex programs), and one cheapest set of them.
//!
//! The distance is found by a layered flood over the board's bitsets. Layer `d` is every cell
//! a player reaches having filled `d` empty cells: layer 0 is their stones joined to their
//! start edge; layer `d` takes one step from layer `d - 1` into empty cells (and, for
//! `d = 1`, onto the empty cells of the start edge), then floods through their own stones.
//! The first layer that touches the goal edge is the distance. The work follows the 64-cell
//! words that changed in the layer before, so a layer costs what it adds, not the board.
//!
//! Each reached cell keeps its layer modulo 3 in a byte: two touching cells' layers differ by
//! at most one, which is all the walk back from the goal needs to tell layer `d - 1` from
//! `d + 1`.

use crate::board::Board;
use crate::hex::{neighbours, Cell, Player, Rule};
use crate::search::fill_word;

/// What [`Board::analyze`] finds: the winner, their chain, and for each player how many
/// empty cells they still need and one cheapest choice of them.
///
/// ```
/// use hex_connect::{Board, Player, Rule};
///
/// let board = Board::parse(["X . .", " . O .", "  . . ."])?;
/// let analysis = board.analyze(Rule::XTopBottom);
/// assert_eq!(analysis.winner(), None);
/// assert_eq!(analysis.distance(Player::X), Some(2));
/// assert_eq!(analysis.completion(Player::X), Some(&[(1, 0), (2, 0)][..]));
/// assert_eq!(analysis.distance(Player::O), Some(2));
/// # Ok::<(), hex_connect::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Analysis {
    winner: Option<Player>,
    path: Option<Vec<(usize, usize)>>,
    /// X's completion, then O's.
    completion: [Option<Vec<(usize, usize)>>; 2],
}

impl Analysis {
    /// The player who has joined their edges, as [`Board::winner`] gives it.
    #[must_use]
    pub fn winner(&self) -> Option<Player> {
        self.winner
    }

    /// The winner's shortest chain, as [`Board::winning_path`] gives it.
    #[must_use]
    pub fn path(&self) -> Option<&[(usize, usize)]> {
        self.path.as_deref()
    }

    /// The fewest empty cells `player` must still fill to join their edges: 0 once joined,
    /// `None` when the opponent's stones cut every way.
    #[must_use]
    pub fn distance(&self, player: Player) -> Option<usize> {
        self.completion(player).map(<[_]>::len)
    }

    /// One cheapest way for `player` to join their edges: as many empty cells as
    /// [`Analysis::distance`], ordered from the start edge (row 0 or column 0) to the goal
    /// edge; empty for the winner, `None` when the player can no longer join.
    /// [`Board::completion`] says which of the cheapest ways it is.
    #[must_use]
    pub fn completion(&self, player: Player) -> Option<&[(usize, usize)]> {
        self.completion
            .get(player as usize)
            .and_then(Option::as_deref)
    }
}

impl Board {
    /// The winner, their chain, and each player's distance and completion.
    ///
    /// Linear in the board's cells for each layer's changes: a 1000x1000 board takes a few
    /// milliseconds.
    #[must_use]
    pub fn analyze(&self, rule: Rule) -> Analysis {
        let mut layers = Layers::new(self);
        let x = layers.cheapest(self, Player::X, rule);
        let o = layers.cheapest(self, Player::O, rule);
        let winner = match (x.as_deref(), o.as_deref()) {
            (Some([]), _) => Some(Player::X),
            (_, Some([])) => Some(Player::O),
            _ => None,
        };
        Analysis {
            winner,
            path: winner.and_then(|player| self.shortest_chain(player, rule)),
            completion: [x, o],
        }
    }

    /// The empty cells of one cheapest way for `player` to join their edges, ordered from
    /// the start edge to the goal edge; empty when they have joined, `None` when they no
    /// longer can. Filling them (and nothing else) makes `player` win.
    ///
    /// Among several cheapest ways the choice is fixed, so the same board always gives the
    /// same cells: the way is traced back from the goal edge, starting at its first reached
    /// cell in reading order (top row first, then left column first); from each cell the walk
    /// goes breadth-first through the player's stones to the nearest empty cell one fill
    /// cheaper, trying neighbours in the order of [`NEIGHBOURS`](crate::NEIGHBOURS).
    ///
    /// ```
    /// use hex_connect::{Board, Player, Rule};
    ///
    /// let board = Board::parse(["X O .", " X O .", "  . . O"])?;
    /// assert_eq!(board.completion(Player::X, Rule::XTopBottom), Some(vec![(2, 0)]));
    /// // O joins left to right: (2, 0) from the left edge, then (0, 2) on the right edge.
    /// assert_eq!(
    ///     board.completion(Player::O, Rule::XTopBottom),
    ///     Some(vec![(2, 0), (0, 2)])
    /// );
    /// # Ok::<(), hex_connect::Error>(())
    /// ```
    #[must_use]
    pub fn completion(&self, player: Player, rule: Rule) -> Option<Vec<(usize, usize)>> {
        Layers::new(self).cheapest(self, player, rule)
    }
}

/// No layer recorded for a cell.
const UNREACHED: u8 = 0;
/// A cell the walk back has passed.
const WALKED: u8 = 4;

/// The byte a cell of layer `d` is marked with.
fn tag(d: usize) -> u8 {
    1 + (d % 3) as u8
}

/// The memory of the layered flood, reused for the second player.
struct Layers {
    height: usize,
    width: usize,
    stride: usize,
    /// Empty cells, `stride` words a row.
    empty: Vec<u64>,
    /// Cells reached so far.
    reached: Vec<u64>,
    /// Per cell (`r * width + c`): `tag(layer)` once reached, else `UNREACHED`.
    label: Vec<u8>,
    /// Per word: 1 + the layer in which it was last listed in `changed`, and in `active`.
    changed_in: Vec<u32>,
    active_in: Vec<u32>,
    /// Per word: on the flood's worklist.
    queued: Vec<bool>,
    /// Words that gained cells in the current layer.
    changed: Vec<u32>,
    /// Words that may gain empty cells in the next step.
    active: Vec<u32>,
    /// Words to look at again in the flood.
    work: Vec<u32>,
    /// The empty cells of a step, gathered before any is added.
    step: Vec<(u32, u64)>,
    /// Whether the current layer touched the goal edge.
    at_goal: bool,
}

impl Layers {
    fn new(board: &Board) -> Layers {
        let (height, width, stride) = (board.height(), board.width(), board.stride());
        let words = height * stride;
        let tail = width % 64;
        let x = board.stones(Player::X);
        let o = board.stones(Player::O);
        let empty = x
            .iter()
            .zip(o)
            .enumerate()
            .map(|(k, (a, b))| {
                let valid = if k % stride + 1 == stride && tail != 0 {
                    (1u64 << tail) - 1
                } else {
                    u64::MAX
                };
                !(a | b) & valid
            })
            .collect();
        Layers {
            height,
            width,
            stride,
            empty,
            reached: vec![0; words],
            label: vec![UNREACHED; height * width],
            changed_in: vec![0; words],
            active_in: vec![0; words],
            queued: vec![false; words],
            changed: Vec::new(),
            active: Vec::new(),
            work: Vec::new(),
            step: Vec::new(),
            at_goal: false,
        }
    }

    /// Word `j` of row `r` of the reached set; 0 off the board.
    fn reached_at(&self, r: usize, j: usize) -> u64 {
        if r < self.height && j < self.stride {
            self.reached.get(r * self.stride + j).copied().unwrap_or(0)
        } else {
            0
        }
    }

    /// The cells of word `k` that touch a reached cell.
    fn touching(&self, k: usize) -> u64 {
        let (r, j) = (k / self.stride, k % self.stride);
        let at = |r: usize, j: usize| self.reached_at(r, j);
        let (here, left, right) = (at(r, j), at(r, j.wrapping_sub(1)), at(r, j + 1));
        let row = (here << 1) | (left >> 63) | (here >> 1) | (right << 63);
        // (r, c) touches (r-1, c) and (r-1, c+1) above, (r+1, c-1) and (r+1, c) below.
        let (up, up_right) = (at(r.wrapping_sub(1), j), at(r.wrapping_sub(1), j + 1));
        let above = up | (up >> 1) | (up_right << 63);
        let (down, down_left) = (at(r + 1, j), at(r + 1, j.wrapping_sub(1)));
        let below = down | (down << 1) | (down_left >> 63);
        row | above | below
    }

    /// The words whose cells touch a cell of word `k` (itself included).
    fn around(&self, k: usize) -> impl Iterator<Item = usize> {
        let (r, j, stride, height) = (k / self.stride, k % self.stride, self.stride, self.height);
        let up = r.wrapping_sub(1);
        [
            (r, j),
            (r, j.wrapping_sub(1)),
            (r, j + 1),
            (up, j),
            (up, j + 1),
            (r + 1, j),
            (r + 1, j.wrapping_sub(1)),
        ]
        .into_iter()
        .filter(move |&(r, j)| r < height && j < stride)
        .map(move |(r, j)| r * stride + j)
    }

    /// The start-edge cells of word `k`.
    fn start_edge(&self, k: usize, top_bottom: bool) -> u64 {
        match (top_bottom, k < self.stride, k % self.stride == 0) {
            (true, true, _) => u64::MAX,
            (false, _, true) => 1,
            _ => 0,
        }
    }

    /// Adds `bits` (not yet reached) of word `k` to layer `d` and queues the words beside it.
    fn reach(&mut self, k: usize, bits: u64, d: usize, top_bottom: bool) {
        if bits == 0 {
            return;
        }
        if let Some(w) = self.reached.get_mut(k) {
            *w |= bits;
        }
        let (r, j) = (k / self.stride, k % self.stride);
        let base = r * self.width + j * 64;
        let mut rest = bits;
        while rest != 0 {
            if let Some(cell) = self.label.get_mut(base + rest.trailing_zeros() as usize) {
                *cell = tag(d);
            }
            rest &= rest - 1;
        }
        let goal_col = self.width - 1;
        self.at_goal |= if top_bottom {
            r + 1 == self.height
        } else {
            j == goal_col / 64 && bits >> (goal_col % 64) & 1 == 1
        };
        let stamp = d as u32 + 1;
        if let Some(c) = self.changed_in.get_mut(k) {
            if *c != stamp {
                *c = stamp;
                self.changed.push(k as u32);
            }
        }
        for n in self.around(k) {
            if let Some(q) = self.queued.get_mut(n) {
                if !*q {
                    *q = true;
                    self.work.push(n as u32);
                }
            }
        }
    }

    /// Floods layer `d` through `own` stones from the words on the worklist.
    fn flood(&mut self, own: &[u64], d: usize, top_bottom: bool) {
        while let Some(k) = self.work.pop() {
            let k = k as usize;
            if let Some(q) = self.queued.get_mut(k) {
                *q = false;
            }
            let (Some(&stones), Some(&done)) = (own.get(k), self.reached.get(k)) else {
                continue;
            };
            let seed = self.touching(k) & stones & !done;
            if seed != 0 {
                self.reach(k, fill_word(stones, seed) & !done, d, top_bottom);
            }
        }
    }

    /// One cheapest completion for `player`, or `None` when there is none.
    fn cheapest(
        &mut self,
        board: &Board,
        player: Player,
        rule: Rule,
    ) -> Option<Vec<(usize, usize)>> {
        let top_bottom = rule.joins_top_bottom(player);
        let own = board.stones(player);
        self.reached.fill(0);
        self.label.fill(UNREACHED);
        self.changed_in.fill(0);
        self.active_in.fill(0);
        self.changed.clear();
        self.work.clear();
        self.at_goal = false;
        let starts: Vec<usize> = if top_bottom {
            (0..self.stride).collect()
        } else {
            (0..self.height).map(|r| r * self.stride).collect()
        };
        // Layer 0: the stones on the start edge and all joined to them.
        for &k in &starts {
            let stones = own.get(k).copied().unwrap_or(0);
            let seed = stones & self.start_edge(k, top_bottom);
            self.reach(k, fill_word(stones, seed), 0, top_bottom);
        }
        self.flood(own, 0, top_bottom);
        let mut d = 0;
        while !self.at_goal {
            d += 1;
            let stamp = d as u32 + 1;
            // The words that may hold empty cells next to the last layer.
            self.active.clear();
            let mut changed = std::mem::take(&mut self.changed);
            let extra = if d == 1 { starts.as_slice() } else { &[] };
            for k in changed
                .iter()
                .map(|&k| k as usize)
                .chain(extra.iter().copied())
            {
                for n in self.around(k) {
                    if let Some(a) = self.active_in.get_mut(n) {
                        if *a != stamp {
                            *a = stamp;
                            self.active.push(n as u32);
                        }
                    }
                }
            }
            changed.clear();
            self.changed = changed;
            // One step into empty cells, all gathered before any is added.
            self.step.clear();
            for &k in &self.active {
                let k = k as usize;
                let mut near = self.touching(k);
                if d == 1 {
                    near |= self.start_edge(k, top_bottom);
                }
                let fresh = near
                    & self.empty.get(k).copied().unwrap_or(0)
                    & !self.reached.get(k).copied().unwrap_or(0);
                if fresh != 0 {
                    self.step.push((k as u32, fresh));
                }
            }
            if self.step.is_empty() {
                return None;
            }
            for i in 0..self.step.len() {
                if let Some(&(k, fresh)) = self.step.get(i) {
                    self.reach(k as usize, fresh, d, top_bottom);
                }
            }
            self.flood(own, d, top_bottom);
        }
        Some(self.trace(board, player, top_bottom, d))
    }

    /// The empty cells of one cheapest way, found by walking back from the goal edge
    /// through layers `d`, `d - 1`, …, 1.
    fn trace(
        &mut self,
        board: &Board,
        player: Player,
        top_bottom: bool,
        d: usize,
    ) -> Vec<(usize, usize)> {
        let (h, w) = (self.height, self.width);
        let reached = |cell: usize| self.label.get(cell).is_some_and(|&l| l != UNREACHED);
        let goal = if top_bottom {
            (0..w).map(|c| (h - 1) * w + c).find(|&i| reached(i))
        } else {
            (0..h).map(|r| r * w + w - 1).find(|&i| reached(i))
        };
        let Some(mut at) = goal else {
            return Vec::new();
        };
        let mut out = Vec::with_capacity(d);
        let mut queue = Vec::new();
        for layer in (1..=d).rev() {
            let entry = self.entry(board, player, at, tag(layer), &mut queue);
            out.push((entry / w, entry % w));
            if layer == 1 {
                break;
            }
            let below = tag(layer - 1);
            match neighbours(entry / w, entry % w, h, w)
                .map(|(r, c)| r * w + c)
                .find(|&i| self.label.get(i) == Some(&below))
            {
                Some(next) => at = next,
                None => break,
            }
        }
        out.reverse();
        out
    }

    /// The empty cell of the layer marked `mark` nearest to `from` (a cell of that layer)
    /// through the player's stones of the layer, breadth-first; the cells passed are marked
    /// `WALKED`.
    fn entry(
        &mut self,
        board: &Board,
        player: Player,
        from: usize,
        mark: u8,
        queue: &mut Vec<usize>,
    ) -> usize {
        let (h, w) = (self.height, self.width);
        let empty = |i: usize| board.get(i / w, i % w) == Some(Cell::Empty);
        if empty(from) {
            return from;
        }
        queue.clear();
        queue.push(from);
        if let Some(l) = self.label.get_mut(from) {
            *l = WALKED;
        }
        let mut head = 0;
        while let Some(&i) = queue.get(head) {
            head += 1;
            for (r, c) in neighbours(i / w, i % w, h, w) {
                let n = r * w + c;
                if self.label.get(n) != Some(&mark) {
                    continue;
                }
                if empty(n) {
                    return n;
                }
                if board.get(r, c) == Some(player.stone()) {
                    if let Some(l) = self.label.get_mut(n) {
                        *l = WALKED;
                    }
                    queue.push(n);
                }
            }
        }
        from
    }
}

#[cfg(test)]
mod tests;
