//! Who connects their two edges, and the shortest chain that does it.
//!
//! `winner` floods each player's stones from their start edge over the board's bitsets, a
//! word (64 cells of a row) at a time. Within a word a whole run of stones is filled at
//! once, with one addition towards higher columns and a few doubling shifts towards lower
//! ones. A word is taken up only when a word beside, above or below it has reached stones
//! next to its own, so the work follows the chains rather than sweeping the rows: each time
//! a word is taken up it reaches at least one more stone, and on most boards a word is
//! taken up once to three times. On a full board only X is flooded: if X has not won, O has.
//! A player with no stone on one of their edges has not won, and is not flooded at all.
//!
//! Chains one stone wide that wind up and down the board have the flood take a word up for
//! nearly every stone, a row at a time and far apart in memory. So after two takes a word
//! on average, a second flood starts from the goal edge, a take for every eight of the
//! first: a cluster that hangs from one edge, however it winds, is settled by the other
//! edge's flood running out (at once, where the player has no stone on that edge). Where the clusters of both edges wind, after four takes a word
//! one pass down the rows takes over: it joins every run of stones to the runs it touches
//! in the row above, in a union-find over runs (a row that repeats the one above keeps its
//! labels, with nothing to join), and reads the answer from the labels of the two edges.
//! Where that pass has few runs to join (at most one for every two words, as where the
//! clusters are columns one stone wide), it takes over after a quarter of a take a word.
//! On a full board with more runs than the floods have takes (a random board whose clusters
//! wind that far, as some do from 1024x1024 up), the opponent's floods go first: exactly one
//! player has won there, and they often settle it at once. All are linear in the board's
//! cells, so the work per cell stays bounded whatever the board and its size.
//!
//! Boards of at most 64 columns (one word a row) are first swept down and up a row at a
//! time, a handful of word operations a row, which is cheaper there; a cluster that winds up
//! and down needs a sweep for each turn, so after a fixed number of sweeps the flood by words
//! takes over.
//!
//! `winning_path` then searches the winner's stones breadth-first, 64 cells at a time over
//! the same bitsets, and walks back from the goal edge (`path.rs`).
//!
//! Both are iterative (no recursion) and linear in the number of cells, so boards of millions
//! of cells and chains of hundreds of thousands of stones are fine.

use crate::board::Board;
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
        if let Some(across) = self.across_line(rule) {
            return self.line_winner(across);
        }
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

    /// On a board one cell high or one wide, the player whose two edges every cell touches:
    /// a row's cells touch the top and bottom, a column's the left and right (a single cell
    /// counts as a row). `None` on any other board.
    pub(crate) fn across_line(&self, rule: Rule) -> Option<Player> {
        if self.height() != 1 && self.width() != 1 {
            return None;
        }
        let x_across = (self.height() == 1) == rule.joins_top_bottom(Player::X);
        Some(if x_across { Player::X } else { Player::O })
    }

    /// [`winner`](Board::winner) of a board one cell high or one wide, with no flood: every
    /// cell touches both edges of `across` (see [`Board::across_line`]), who has won with
    /// any stone; the other has won only by holding every cell (a full board without a stone
    /// of the first).
    fn line_winner(&self, across: Player) -> Option<Player> {
        if self.stones(across).iter().any(|&word| word != 0) {
            Some(across)
        } else {
            self.is_full().then_some(across.opponent())
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

/// The memory of [`connects`](Board::connects), kept for the second player.
struct FloodWork {
    /// A word a row for the narrow flood.
    narrow: Vec<u64>,
    /// Each word of the board's bitset, for the spread by words, with the flood from the
    /// start edge.
    words: Vec<Word>,
    /// The same for the flood from the goal edge, set afresh when it starts.
    back: Vec<Word>,
    /// For each of the two floods, the words with pending stones, each at most once.
    queues: [Vec<u32>; 2],
    /// The union-find over runs: the parent of each label, a root its own parent.
    parent: Vec<u32>,
    /// How many times the last spread by words took a word up, both floods together:
    /// against its limit, and for the tests of its bound.
    takes: usize,
}

/// How many times on average the flood from the start edge may take each word up before
/// the flood from the goal edge starts. On most boards the first flood is done by then (a
/// full random board takes its words up 0.3 to 3.5 times, a sparse one less), so they never
/// pay for the second; where a cluster one stone wide winds up and down, a word is taken
/// up for nearly each stone, and there the second flood, often done at once, caps the work.
const ALONE_A_WORD: usize = 2;

/// How many words the flood from the start edge takes up for each word of the flood from
/// the goal edge, once that one has started. Where the player's clusters on the goal edge
/// are small, the second flood soon runs out and settles the answer, however long the
/// clusters from the start edge wind; where it does not, it adds at most an eighth to the
/// work of the first.
const START_TURNS: usize = 8;

/// One word of a flood of the spread by words: the player's stones, those the flood has
/// reached, and the stones next to cells it reached since the word was last taken up, which
/// it has yet to take in along their runs. Side by side, so that a chain that runs down a
/// column reads one place in memory a row, not three.
#[derive(Clone, Copy, Default)]
struct Word {
    stones: u64,
    reached: u64,
    pending: u64,
}

/// The union-find over runs goes first where it has at most a run to join for every
/// `FEW_RUNS` words and the first flood has not settled the answer within a quarter of a
/// take a word: clusters whose rows repeat the row above, such as columns one stone wide
/// joined at their ends, cost it about a word operation a word, where the floods follow
/// them a take a stone. (A take costs about what four words of the union-find's pass do, or
/// one run it joins.)
const FEW_RUNS: usize = 2;

/// How many times on average the spread by words may take each word up before the
/// union-find over runs takes over. A board of chains one stone wide that wind up and down
/// has the spread take a word up for nearly each of its stones, following the chains a row
/// at a time and far apart in memory, where one pass down the rows reads each row once; on
/// other boards a word is taken up once to three times.
const TAKES_A_WORD: usize = 4;

/// The label of the start edge: every run on it is joined to this one.
const START_EDGE: u32 = 0;
/// The label of the goal edge, for a player who joins left to right.
const GOAL_EDGE: u32 = 1;

/// How many times over the board's rows the narrow flood may look at a row before the
/// spread by words takes over. Boards of at most 64 columns settle well within it but for a
/// cluster that winds up and down, which needs a sweep per turn.
const PASSES: usize = 40;

impl FloodWork {
    fn new(board: &Board) -> FloodWork {
        let narrow = if board.stride() == 1 {
            vec![0; board.height()]
        } else {
            Vec::new()
        };
        FloodWork {
            narrow,
            words: Vec::new(),
            back: Vec::new(),
            queues: [Vec::new(), Vec::new()],
            parent: Vec::new(),
            takes: 0,
        }
    }

    /// Whether `player` joins their two edges: [`FloodWork::flood`], or when the floods run
    /// out of takes, the union-find over runs.
    ///
    /// On a full board, where exactly one player has won, the opponent's floods settle it
    /// too: they go first when the union-find would have more runs to join than they have
    /// takes. Where the player's clusters wind too far for the floods on a random board, the
    /// opponent's floods often settle it at once.
    fn connects(&mut self, board: &Board, player: Player, rule: Rule) -> bool {
        if let Some(answer) = self.flood(board, player, rule) {
            return answer;
        }
        let runs = runs_to_join(board, player, usize::MAX);
        if runs > flood_takes(board) && board.is_full() {
            if let Some(theirs) = self.flood(board, player.opponent(), rule) {
                return !theirs;
            }
        }
        self.join_runs(board, player, rule, runs)
    }

    /// Whether `player` joins their two edges, by flooding: on a board of one word a row the
    /// narrow flood when it settles within [`PASSES`], otherwise the spread by words. `None`
    /// when the spread takes its words up [`TAKES_A_WORD`] times on average without an
    /// answer, or a quarter of a time where the union-find over runs has few runs to join.
    fn flood(&mut self, board: &Board, player: Player, rule: Rule) -> Option<bool> {
        let top_bottom = rule.joins_top_bottom(player);
        if board.stride() == 1 {
            let goal_col = (!top_bottom).then(|| board.width() - 1);
            if let Some(answer) =
                flood_narrow(board.stones(player), &mut self.narrow, goal_col, PASSES)
            {
                return Some(answer);
            }
        }
        self.spread(board, player, top_bottom, flood_takes(board))
    }

    /// The flood fill from the start edge, a word of the bitset at a time. A word is taken
    /// up only when a neighbouring word has reached stones next to it; it then fills the
    /// runs of its own stones that hold them, and hands the cells it reached on to the words
    /// beside, above and below. Each time a word is taken up it reaches at least one more
    /// stone, so the work is at most a step a stone however the player's clusters wind, and
    /// on most boards a word is taken up once to three times and this flood settles the
    /// answer alone.
    ///
    /// Past [`ALONE_A_WORD`] takes a word, a second flood starts from the goal edge and takes
    /// a word up for every [`START_TURNS`] of the first. The answer is yes as soon as a flood
    /// reaches the other edge or the second reaches the first's cells, and no as soon as
    /// either has nothing left to take up. So a cluster that hangs from one edge and winds
    /// up and down costs a few takes a word rather than one a stone, unless the clusters on
    /// the goal edge wind as well, and the second flood adds at most an eighth to the work
    /// of the first. `None` when the two took words up `limit` times without an answer, or
    /// (unless `limit` is `usize::MAX`, no limit) when the first has taken up a quarter of
    /// the words without an answer and the union-find over runs has few runs to join
    /// ([`FEW_RUNS`]).
    ///
    /// The words wait in a stack, so each flood follows a chain as far as it goes before it
    /// looks back.
    fn spread(
        &mut self,
        board: &Board,
        player: Player,
        top_bottom: bool,
        limit: usize,
    ) -> Option<bool> {
        let stride = board.stride().max(1);
        let rows = board.height();
        let goal_col = board.width().saturating_sub(1);
        let (start_edge, goal_edge) = if top_bottom {
            (Edge::Row(0), Edge::Row(rows.saturating_sub(1)))
        } else {
            (
                Edge::Column(0, 1),
                Edge::Column(goal_col / 64, 1 << (goal_col % 64)),
            )
        };
        self.takes = 0;
        let stones = board.stones(player);
        let shape = (stride, rows);
        // A chain holds a stone on each edge: without one, no flood is needed (nor the
        // words set up for it), as for a cluster that hangs from one edge, however it winds.
        if !on_edge(stones, shape, start_edge) || !on_edge(stones, shape, goal_edge) {
            return Some(false);
        }
        fresh(&mut self.words, stones);
        let (words, back) = (&mut self.words, &mut self.back);
        let [from_start, from_goal] = &mut self.queues;
        from_start.clear();
        from_goal.clear();
        seed(words, from_start, shape, start_edge);
        let takes = &mut self.takes;
        // The first flood alone: for a quarter of a take a word, then, unless the union-find
        // over runs is the cheaper, to its share.
        let alone = (ALONE_A_WORD * words.len()).min(limit);
        let early = (words.len() / 4).min(alone);
        if let Some(answer) = run(words, from_start, &[], shape, goal_edge, takes, early) {
            return Some(answer);
        }
        let few = words.len() / FEW_RUNS;
        if limit < usize::MAX && runs_to_join(board, player, few) <= few {
            return None;
        }
        if let Some(answer) = run(words, from_start, &[], shape, goal_edge, takes, alone) {
            return Some(answer);
        }
        // Then with the second.
        fresh(back, board.stones(player));
        seed(back, from_goal, shape, goal_edge);
        while *takes < limit {
            let stop = *takes + START_TURNS;
            if let Some(answer) = run(words, from_start, &[], shape, goal_edge, takes, stop) {
                return Some(answer);
            }
            let stop = *takes + 1;
            if let Some(answer) = run(back, from_goal, words, shape, start_edge, takes, stop) {
                return Some(answer);
            }
        }
        None
    }

    /// Whether `player` joins their two edges, in one pass down the rows: every run of
    /// stones (maximal stretch of adjacent stones in a row) gets a label of its own in a
    /// union-find, joined to each run of the row above that it touches. Two more labels
    /// stand for the edges, so the answer is whether the start edge's label shares a root
    /// with the goal's (left to right) or with a run of the last row (top to bottom).
    ///
    /// The runs of a row get consecutive labels in column order, so a run's label is the
    /// row's first label plus the number of runs that start before it: a count of bits,
    /// with no list of runs to walk. A row that repeats the row above (as in columns one
    /// stone wide) keeps the labels of the row above, with no join to make.
    ///
    /// `runs`: [`runs_to_join`] of the board and player, the labels to make room for.
    fn join_runs(&mut self, board: &Board, player: Player, rule: Rule, runs: usize) -> bool {
        let top_bottom = rule.joins_top_bottom(player);
        let stride = board.stride().max(1);
        let last_col = board.width().saturating_sub(1);
        self.parent.clear();
        // `parent` is empty here, so this makes room for exactly the labels (or keeps what
        // an earlier call left, when that is more).
        self.parent.reserve_exact(runs + 2);
        self.parent.extend([START_EDGE, GOAL_EDGE]);
        // Per row: where runs start, and how many start in the words before each word.
        let mut above = RowRuns::new(stride);
        let mut here = RowRuns::new(stride);
        let mut above_stones: &[u64] = &[];
        for (r, stones) in board.stones(player).chunks_exact(stride).enumerate() {
            if runs_carry_down(stones, above_stones) {
                // Each run of the row touches one run above, its own, and no other: the
                // runs keep their labels, with nothing to join, and their edges' joins
                // are made.
                continue;
            }
            here.read(stones);
            let base = u32::try_from(self.parent.len()).unwrap_or(u32::MAX);
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
            here.base = base;
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

/// The runs of `player`'s stones (maximal stretches of adjacent stones in a row) that the
/// union-find over runs labels: those of every row but the rows that repeat the row above
/// (which keep its labels). Counted first, so that the labels are made room for at once,
/// since doubling as they grow would hold up to twice as many (and both copies while they
/// move). The count stops at the first row that takes it past `cap`.
fn runs_to_join(board: &Board, player: Player, cap: usize) -> usize {
    let stride = board.stride().max(1);
    let mut above: &[u64] = &[];
    let mut runs = 0;
    for row in board.stones(player).chunks_exact(stride) {
        if runs > cap {
            break;
        }
        if runs_carry_down(row, std::mem::replace(&mut above, row)) {
            continue;
        }
        let mut carry = 0;
        for &w in row {
            runs += run_starts(w, carry).count_ones() as usize;
            carry = w >> 63;
        }
    }
    runs
}

/// How many times [`FloodWork::flood`]'s spread may take words up before it gives up:
/// [`TAKES_A_WORD`] for each word of a player's bitset (the same count for both players).
fn flood_takes(board: &Board) -> usize {
    TAKES_A_WORD.saturating_mul(board.stones(Player::X).len())
}

/// Sets `words` to a flood's start over the board's `stones`: nothing reached or pending.
fn fresh(words: &mut Vec<Word>, stones: &[u64]) {
    words.clear();
    words.extend(stones.iter().map(|&stones| Word {
        stones,
        ..Word::default()
    }));
}

/// An edge of the board: a row, or a column by its word in the row and its bit there.
#[derive(Clone, Copy)]
enum Edge {
    Row(usize),
    Column(usize, u64),
}

/// The words of a bitset that hold `edge`'s cells, each with the mask of those cells.
/// `(stride, rows)`: the board's words a row, and its rows.
fn edge_words((stride, rows): (usize, usize), edge: Edge) -> impl Iterator<Item = (usize, u64)> {
    let (words, step, first, mask) = match edge {
        Edge::Row(r) => (stride, 1, r * stride, u64::MAX),
        Edge::Column(k, bit) => (rows, stride, k, bit),
    };
    (0..words).map(move |n| (first + n * step, mask))
}

/// Whether any of the player's `stones` lies on `edge`.
fn on_edge(stones: &[u64], shape: (usize, usize), edge: Edge) -> bool {
    edge_words(shape, edge).any(|(i, mask)| stones.get(i).is_some_and(|w| w & mask != 0))
}

/// Offers a flood the player's stones on `edge`.
fn seed(words: &mut [Word], queue: &mut Vec<u32>, shape: (usize, usize), edge: Edge) {
    edge_words(shape, edge).for_each(|(i, mask)| offer(words, queue, i, mask));
}

/// Runs one flood until `takes` reaches `stop`, counting each word taken up that reaches
/// more stones: fills the runs of the word's stones that hold its pending ones, and offers
/// the cells reached to the words around. The answer when it settles it: yes when the flood
/// reaches `to` or a cell of `other` (the other flood's words, whose reached cells join the
/// other edge; empty for none), no when it has no word left to take up.
#[inline(never)]
fn run(
    words: &mut [Word],
    queue: &mut Vec<u32>,
    other: &[Word],
    (stride, rows): (usize, usize),
    to: Edge,
    takes: &mut usize,
    stop: usize,
) -> Option<bool> {
    let stride = stride.max(1);
    while *takes < stop {
        let Some(i) = queue.pop() else {
            return Some(false);
        };
        let i = i as usize;
        let Some(word) = words.get_mut(i) else {
            continue;
        };
        let new = fill_word(word.stones, std::mem::take(&mut word.pending)) & !word.reached;
        word.reached |= new;
        if new == 0 {
            continue;
        }
        *takes += 1;
        let (r, k) = (i / stride, i % stride);
        let there = match to {
            Edge::Row(row) => r == row,
            Edge::Column(word, bit) => k == word && new & bit != 0,
        };
        if there || other.get(i).map_or(0, |w| w.reached) & new != 0 {
            return Some(true);
        }
        let (left, right) = (k > 0 && new & 1 != 0, k + 1 < stride && new >> 63 != 0);
        // The row above: (r-1, c) and (r-1, c+1).
        if r > 0 {
            offer(words, queue, i - stride, new | new << 1);
            if right {
                offer(words, queue, i - stride + 1, 1);
            }
        }
        // The same row: (r, c-1) and (r, c+1), across the words' ends.
        if left {
            offer(words, queue, i - 1, 1 << 63);
        }
        if right {
            offer(words, queue, i + 1, 1);
        }
        // The row below: (r+1, c-1) and (r+1, c).
        if r + 1 < rows {
            offer(words, queue, i + stride, new | new >> 1);
            if left {
                offer(words, queue, i + stride - 1, 1 << 63);
            }
        }
    }
    None
}

/// Marks the stones of word `i` among `cells` that are neither reached nor pending yet as
/// pending, and stacks the word if it had none pending.
#[inline]
fn offer(words: &mut [Word], queue: &mut Vec<u32>, i: usize, cells: u64) {
    let Some(word) = words.get_mut(i) else {
        return;
    };
    let fresh = cells & word.stones & !(word.reached | word.pending);
    if fresh != 0 {
        if word.pending == 0 {
            // The words of a board fit in a `u32`: its cells are limited far below 2^38.
            queue.push(u32::try_from(i).unwrap_or(u32::MAX));
        }
        word.pending |= fresh;
    }
}

/// The first cell of each run of stones in word `w` of a row, a bit each: a stone with no
/// stone just before it, `carry` being the last cell of the word before (0 for none).
#[inline]
fn run_starts(w: u64, carry: u64) -> u64 {
    w & !((w << 1) | carry)
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
            *s = run_starts(w, carry);
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

/// Whether a row's stones are those of the row above (`above`, empty for the first row):
/// then each run touches its own run above and no other, since the cell after that run is
/// empty, so the runs' components are those of the row above.
fn runs_carry_down(stones: &[u64], above: &[u64]) -> bool {
    !above.is_empty() && stones == above
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
    // Towards lower columns by doubling steps: after the step of `shift`, `down` holds the
    // run below each seed to a depth of `2 * shift`. A step that adds nothing finds every
    // such run ended, so the later ones would add nothing either.
    let mut down = seed;
    let mut open = stones;
    for shift in [1, 2, 4, 8, 16, 32] {
        let grown = down | (open & (down >> shift));
        if grown == down {
            break;
        }
        down = grown;
        open &= open >> shift;
    }
    up | down
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

/// Joins the sets of `a` and `b`; the lower root stays the root, so the edges' labels stay
/// roots.
///
/// Rem's algorithm with splicing: a label's parent is never above it, and the two paths up
/// are climbed together, the one whose parent is the higher a step at a time, each step
/// hanging the label it leaves under the other path's lower parent. It stops as soon as the
/// paths meet, often well below their roots, and shortens both as it goes: no separate
/// finds to the roots first.
fn union(parent: &mut [u32], mut a: u32, mut b: u32) {
    let at = |parent: &[u32], x: u32| parent.get(x as usize).copied().unwrap_or(x);
    loop {
        let (mut pa, mut pb) = (at(parent, a), at(parent, b));
        if pa == pb {
            return;
        }
        // `a` is the label whose parent is the higher: it hangs under the other's.
        if pa < pb {
            (a, b, pa, pb) = (b, a, pb, pa);
        }
        if let Some(slot) = parent.get_mut(a as usize) {
            *slot = pb;
        }
        if pa == a {
            return;
        }
        a = pa;
    }
}

pub(crate) mod path;
#[cfg(test)]
mod tests;
