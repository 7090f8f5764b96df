//! How far each player is from winning: the fewest empty cells they must still fill to join
//! their edges (the shortest-path distance of Hex programs), and one cheapest set of them.
//!
//! The distance is found by a layered flood over the board's bitsets. Layer `d` is every cell
//! a player reaches having filled `d` empty cells: layer 0 is their stones joined to their
//! start edge; layer `d` takes one step from layer `d - 1` into empty cells (and, for
//! `d = 1`, onto the empty cells of the start edge), then floods through their own stones.
//! The first layer that touches the goal edge is the distance. The work follows the words
//! that changed in the layer before, so a layer costs what it adds, not the board.
//!
//! A word here is a tile of 8x8 cells, not 64 cells of a row as in the other searches: a
//! word is taken up again in every layer that reaches some of its cells, and the cells of a
//! square tile lie closer together in layers than those of a row, so a tile is taken up far
//! less often, whichever edges the player joins (the counts are in `benches/RESULTS.md`).
//!
//! Each reached cell keeps its layer modulo 3 in two bit planes: two touching cells' layers
//! differ by at most one, which is all the walk back from the goal needs to tell layer
//! `d - 1` from `d + 1`.

use crate::board::Board;
use crate::hex::{neighbours, Bordered, Player, Rule};

/// A tile's columns 0 and 7 and its rows 0 and 7: bit `8 * row + col` is cell (row, col).
const COL0: u64 = 0x0101_0101_0101_0101;
const COL7: u64 = COL0 << 7;
const ROW0: u64 = 0xff;
const ROW7: u64 = ROW0 << 56;

/// The cells of a tile that touch `x` inside it: (r, c±1), (r-1, c), (r-1, c+1),
/// (r+1, c-1) and (r+1, c), as bits that move by 1, 8, 7 and wrap at no column.
fn spread(x: u64) -> u64 {
    ((x >> 1) & !COL7)
        | ((x << 1) & !COL0)
        | (x >> 8)
        | (x << 8)
        | ((x >> 7) & !COL0)
        | ((x << 7) & !COL7)
}

/// `seed` and every one of `stones` joined to it inside the tile.
fn fill_tile(stones: u64, seed: u64) -> u64 {
    let mut x = seed;
    loop {
        let grown = x | (spread(x) & stones);
        if grown == x {
            return x;
        }
        x = grown;
    }
}

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
    /// Each player's search costs what their layers add, word by word: linear in the cells
    /// they reach, not in the board times the distance.
    #[must_use]
    pub fn analyze(&self, rule: Rule) -> Analysis {
        let mut layers = Layers::new(self);
        let x = layers.cheapest(Player::X, rule);
        let o = layers.cheapest(Player::O, rule);
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
        Layers::new(self).cheapest(player, rule)
    }
}

/// A cell the walk back has passed.
const WALKED: u8 = 4;

/// The byte a cell of layer `d` is marked with.
fn tag(d: usize) -> u8 {
    1 + (d % 3) as u8
}

/// The one of `pair` for layer `d`: the first for even layers, the second for odd.
fn parity<T>(pair: &mut [T; 2], d: usize) -> &mut T {
    let [even, odd] = pair;
    if d % 2 == 0 {
        even
    } else {
        odd
    }
}

/// The memory of the layered flood, reused for the second player.
///
/// Bitsets here are tiles of 8x8 cells, a word each, in rows of tiles, with a border: a
/// tile of nothing at each end of a row of tiles and a row of them above and below, so that
/// the six tiles round a tile are always there at fixed offsets (no division, no bounds to
/// test).
struct Layers {
    height: usize,
    width: usize,
    /// Where each tile's word lies: a bordered grid of tiles.
    tiles: Bordered,
    /// Each player's stones, then the empty cells.
    x: Vec<u64>,
    o: Vec<u64>,
    empty: Vec<u64>,
    /// The current player's goal-edge cells.
    goal: Vec<u64>,
    /// Cells reached so far.
    reached: Vec<u64>,
    /// Two bit planes of `tag(layer)` for each reached cell (both clear: not reached): a
    /// byte a cell would be eight times the memory, and the searches wait on memory.
    tags: [Vec<u64>; 2],
    /// The cells the walk back has passed.
    walked: Vec<u64>,
    /// Per word: the player's stones touched in this layer, not yet flooded from.
    seeds: Vec<u64>,
    /// Words with seeds.
    work: Vec<u32>,
    /// Per word, for the next layer and the one after (by parity): empty cells that touch
    /// a reached cell; and the words that have some.
    next: [Vec<u64>; 2],
    listed: [Vec<u32>; 2],
    /// Whether the current layer touched the goal edge.
    at_goal: bool,
}

impl Layers {
    fn new(board: &Board) -> Layers {
        let (height, width, stride) = (board.height(), board.width(), board.stride());
        let (tile_rows, tile_cols) = (height.div_ceil(8), width.div_ceil(8));
        let tiles = Bordered::new(tile_rows, tile_cols);
        let words = tiles.len();
        // Byte b of a row's word j holds columns 64j + 8b to 64j + 8b + 7: one row of tile
        // 8j + b.
        let tiled = |rows: &[u64]| {
            let mut out = vec![0; words];
            for (r, line) in rows.chunks_exact(stride.max(1)).enumerate().take(height) {
                let base = tiles.index(r / 8, 0);
                let shift = 8 * (r % 8);
                for (j, &word) in line.iter().enumerate() {
                    for b in 0..8 {
                        let byte = (word >> (8 * b)) & 0xff;
                        if let (true, Some(t)) = (byte != 0, out.get_mut(base + 8 * j + b)) {
                            *t |= byte << shift;
                        }
                    }
                }
            }
            out
        };
        let x = tiled(board.stones(Player::X));
        let o = tiled(board.stones(Player::O));
        let empty = (0..words)
            .map(|k| {
                if !tiles.on_board(k) {
                    return 0;
                }
                let (tr, tc) = tiles.coords(k);
                let rows = (height - 8 * tr).min(8);
                let cols = (width - 8 * tc).min(8);
                let row_mask = (1u64 << cols) - 1;
                let valid = (0..rows).fold(0, |m, r| m | row_mask << (8 * r));
                let (a, b) = (x.get(k).copied(), o.get(k).copied());
                !(a.unwrap_or(0) | b.unwrap_or(0)) & valid
            })
            .collect();
        Layers {
            height,
            width,
            tiles,
            x,
            o,
            empty,
            goal: vec![0; words],
            reached: vec![0; words],
            tags: [vec![0; words], vec![0; words]],
            walked: vec![0; words],
            seeds: vec![0; words],
            work: Vec::new(),
            next: [vec![0; words], vec![0; words]],
            listed: [Vec::new(), Vec::new()],
            at_goal: false,
        }
    }

    /// The word of tile `(tr, tc)`: board rows `8 tr` to `8 tr + 7`, columns `8 tc` to `8 tc + 7`.
    fn tile(&self, tr: usize, tc: usize) -> usize {
        self.tiles.index(tr, tc)
    }

    /// Adds `bits` (not yet reached) of word `k` to layer `d`: the player's stones they touch
    /// become seeds of this layer's flood, the empty cells they touch candidates of the next
    /// layer.
    fn reach(&mut self, own: &[u64], k: usize, bits: u64, d: usize) {
        if bits == 0 {
            return;
        }
        if let Some(w) = self.reached.get_mut(k) {
            *w |= bits;
        }
        let t = tag(d);
        for (plane, bit) in self.tags.iter_mut().zip([1, 2]) {
            if let (true, Some(w)) = (t & bit != 0, plane.get_mut(k)) {
                *w |= bits;
            }
        }
        self.at_goal |= self.goal.get(k).is_some_and(|g| g & bits != 0);
        // (r, c) touches (r, c±1), (r-1, c), (r-1, c+1), (r+1, c-1) and (r+1, c): inside
        // the tile, and across its edges into the tiles left, right, above, above right,
        // below and below left.
        let p = self.tiles.pitch();
        let next = parity(&mut self.next, d + 1);
        let listed = parity(&mut self.listed, d + 1);
        for (n, touched) in [
            (k, spread(bits)),
            (
                k.wrapping_sub(1),
                ((bits & COL0) << 7) | ((bits & COL0 & !ROW7) << 15),
            ),
            (k + 1, ((bits & COL7) >> 7) | ((bits & COL7 & !ROW0) >> 15)),
            (
                k.wrapping_sub(p),
                ((bits & ROW0) << 56) | ((bits & ROW0 & !COL7) << 57),
            ),
            (k.wrapping_sub(p) + 1, ((bits >> 7) & 1) << 56),
            (k + p, ((bits & ROW7) >> 56) | ((bits & ROW7 & !COL0) >> 57)),
            (k + p - 1, ((bits >> 56) & 1) << 7),
        ] {
            if touched == 0 {
                continue;
            }
            let (Some(&stones), Some(&space), Some(&done)) =
                (own.get(n), self.empty.get(n), self.reached.get(n))
            else {
                continue;
            };
            let fresh = touched & !done;
            if let (true, Some(seed)) = (fresh & stones != 0, self.seeds.get_mut(n)) {
                if *seed == 0 {
                    self.work.push(n as u32);
                }
                *seed |= fresh & stones;
            }
            if let (true, Some(cand)) = (fresh & space != 0, next.get_mut(n)) {
                if *cand == 0 {
                    listed.push(n as u32);
                }
                *cand |= fresh & space;
            }
        }
    }

    /// Floods layer `d` through `own` stones from the seeds.
    fn flood(&mut self, own: &[u64], d: usize) {
        while let Some(k) = self.work.pop() {
            let k = k as usize;
            let (Some(seed), Some(&stones), Some(&done)) =
                (self.seeds.get_mut(k), own.get(k), self.reached.get(k))
            else {
                continue;
            };
            let fresh = *seed & !done;
            *seed = 0;
            if fresh != 0 {
                self.reach(own, k, fill_tile(stones, fresh) & !done, d);
            }
        }
    }

    /// One cheapest completion for `player`, or `None` when there is none.
    fn cheapest(&mut self, player: Player, rule: Rule) -> Option<Vec<(usize, usize)>> {
        let top_bottom = rule.joins_top_bottom(player);
        let own = std::mem::take(match player {
            Player::X => &mut self.x,
            Player::O => &mut self.o,
        });
        let found = self.layers(&own, top_bottom);
        let result = found.map(|d| self.trace(&own, top_bottom, d));
        match player {
            Player::X => self.x = own,
            Player::O => self.o = own,
        }
        result
    }

    /// Runs the layers until one touches the goal edge; returns its number.
    fn layers(&mut self, own: &[u64], top_bottom: bool) -> Option<usize> {
        for v in [&mut self.reached, &mut self.seeds, &mut self.goal] {
            v.fill(0);
        }
        for v in &mut self.next {
            v.fill(0);
        }
        for l in &mut self.listed {
            l.clear();
        }
        for v in self.tags.iter_mut().chain([&mut self.walked]) {
            v.fill(0);
        }
        self.work.clear();
        self.at_goal = false;
        let (h, w) = (self.height, self.width);
        let (tile_rows, tile_cols) = (h.div_ceil(8), w.div_ceil(8));
        // The start edge: its stones seed layer 0, its empty cells are candidates of layer 1.
        let starts: Vec<(usize, u64)> = if top_bottom {
            (0..tile_cols).map(|tc| (self.tile(0, tc), ROW0)).collect()
        } else {
            (0..tile_rows).map(|tr| (self.tile(tr, 0), COL0)).collect()
        };
        for (k, edge) in starts {
            let (stones, space) = (
                own.get(k).copied().unwrap_or(0) & edge,
                self.empty.get(k).copied().unwrap_or(0) & edge,
            );
            if let (true, Some(seed)) = (stones != 0, self.seeds.get_mut(k)) {
                *seed = stones;
                self.work.push(k as u32);
            }
            if let (true, Some(cand)) = (space != 0, parity(&mut self.next, 1).get_mut(k)) {
                *cand = space;
                parity(&mut self.listed, 1).push(k as u32);
            }
        }
        let goals: Vec<(usize, u64)> = if top_bottom {
            let (tr, row) = ((h - 1) / 8, ROW0 << (8 * ((h - 1) % 8)));
            (0..tile_cols).map(|tc| (self.tile(tr, tc), row)).collect()
        } else {
            let (tc, col) = ((w - 1) / 8, COL0 << ((w - 1) % 8));
            (0..tile_rows).map(|tr| (self.tile(tr, tc), col)).collect()
        };
        for (k, mask) in goals {
            if let Some(g) = self.goal.get_mut(k) {
                *g |= mask;
            }
        }
        self.flood(own, 0);
        let mut d = 0;
        while !self.at_goal {
            d += 1;
            let list = std::mem::take(parity(&mut self.listed, d));
            if list.is_empty() {
                return None;
            }
            // One step into empty cells: every candidate of this layer is taken as it was
            // gathered, none from a cell added in this step.
            for &k in &list {
                let k = k as usize;
                let (Some(cand), Some(&done)) =
                    (parity(&mut self.next, d).get_mut(k), self.reached.get(k))
                else {
                    continue;
                };
                let fresh = *cand & !done;
                *cand = 0;
                // With the stones they touch in the tile, and those joined to them: one visit,
                // not two.
                let stones = own.get(k).copied().unwrap_or(0);
                let runs = spread(fresh) & stones & !done;
                let runs = if runs == 0 {
                    0
                } else {
                    fill_tile(stones, runs) & !done
                };
                self.reach(own, k, fresh | runs, d);
            }
            let mut list = list;
            list.clear();
            *parity(&mut self.listed, d) = list;
            self.flood(own, d);
        }
        Some(d)
    }

    /// The board's `(row, col)` of bit `i` of the bordered tiles.
    fn coords(&self, i: usize) -> (usize, usize) {
        let (k, b) = (i / 64, i % 64);
        let (tr, tc) = self.tiles.coords(k);
        (tr * 8 + b / 8, tc * 8 + b % 8)
    }

    /// Bit `i` of the bordered tiles for the board's `(row, col)`.
    fn bit(&self, r: usize, c: usize) -> usize {
        64 * self.tile(r / 8, c / 8) + 8 * (r % 8) + c % 8
    }

    fn has(words: &[u64], i: usize) -> bool {
        words.get(i / 64).is_some_and(|w| w >> (i % 64) & 1 == 1)
    }

    /// The mark of bit `i`: `tag(layer)`, 0 when not reached, or `WALKED` once the walk
    /// back has passed it.
    fn label(&self, i: usize) -> u8 {
        if Self::has(&self.walked, i) {
            return WALKED;
        }
        let [low, high] = &self.tags;
        u8::from(Self::has(low, i)) | u8::from(Self::has(high, i)) << 1
    }

    /// Marks bit `i` as passed by the walk back.
    fn walk(&mut self, i: usize) {
        if let Some(w) = self.walked.get_mut(i / 64) {
            *w |= 1 << (i % 64);
        }
    }

    /// The empty cells of one cheapest way, found by walking back from the goal edge
    /// through layers `d`, `d - 1`, …, 1.
    fn trace(&mut self, own: &[u64], top_bottom: bool, d: usize) -> Vec<(usize, usize)> {
        let (h, w) = (self.height, self.width);
        let goal = if top_bottom {
            (0..w)
                .map(|c| self.bit(h - 1, c))
                .find(|&i| Self::has(&self.reached, i))
        } else {
            (0..h)
                .map(|r| self.bit(r, w - 1))
                .find(|&i| Self::has(&self.reached, i))
        };
        let Some(mut at) = goal else {
            return Vec::new();
        };
        let mut out = Vec::with_capacity(d);
        let mut queue = Vec::new();
        for layer in (1..=d).rev() {
            let entry = self.entry(own, at, tag(layer), &mut queue);
            let (r, c) = self.coords(entry);
            out.push((r, c));
            if layer == 1 {
                break;
            }
            let below = tag(layer - 1);
            match neighbours(r, c, h, w)
                .map(|(r, c)| self.bit(r, c))
                .find(|&i| self.label(i) == below)
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
    fn entry(&mut self, own: &[u64], from: usize, mark: u8, queue: &mut Vec<usize>) -> usize {
        let (h, w) = (self.height, self.width);
        if Self::has(&self.empty, from) {
            return from;
        }
        queue.clear();
        queue.push(from);
        self.walk(from);
        let mut head = 0;
        while let Some(&i) = queue.get(head) {
            head += 1;
            let (r, c) = self.coords(i);
            for (r, c) in neighbours(r, c, h, w) {
                let n = self.bit(r, c);
                if self.label(n) != mark {
                    continue;
                }
                if Self::has(&self.empty, n) {
                    return n;
                }
                if Self::has(own, n) {
                    self.walk(n);
                    queue.push(n);
                }
            }
        }
        from
    }
}

#[cfg(test)]
mod tests;
