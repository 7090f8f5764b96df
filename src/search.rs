//! Who connects their two edges, and the shortest chain that does it.
//!
//! `winner` floods each player's stones from their start edge over the board's bitsets, a
//! word (64 cells of a row) at a time. Within a word a whole run of stones is filled at
//! once, with one addition towards higher columns and a few doubling shifts towards lower
//! ones. A word is taken up only when a word beside, above or below it has reached stones
//! next to its own, so the work follows the chains rather than sweeping the rows: each time
//! a word is taken up it reaches at least one more stone, which bounds the work by the
//! stones however a cluster winds, and most words are taken up once or twice. On a full
//! board only X is flooded: if X has not won, O has.
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

/// The memory of [`connects`](Board::connects), kept for the second player.
struct FloodWork {
    /// A word a row for the narrow flood.
    narrow: Vec<u64>,
    /// Each word of the board's bitset, for the spread by words.
    words: Vec<Word>,
    /// The words with pending stones, each at most once.
    queue: Vec<u32>,
    /// How many times the spread by words has taken a word up, for the tests of its bound.
    #[cfg(test)]
    takes: usize,
}

/// One word of the spread by words: the player's stones, those reached from the start
/// edge, and the stones next to cells reached since the word was last taken up, which it
/// has yet to take in along its runs. Side by side, so that a chain that runs down a
/// column reads one place in memory a row, not three.
#[derive(Clone, Copy, Default)]
struct Word {
    stones: u64,
    reached: u64,
    pending: u64,
}

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
            queue: Vec::new(),
            #[cfg(test)]
            takes: 0,
        }
    }

    /// Whether `player` joins their two edges: on a board of one word a row the narrow
    /// flood when it settles within [`PASSES`], otherwise the spread by words.
    fn connects(&mut self, board: &Board, player: Player, rule: Rule) -> bool {
        let top_bottom = rule.joins_top_bottom(player);
        if board.stride() == 1 {
            let goal_col = (!top_bottom).then(|| board.width() - 1);
            if let Some(answer) =
                flood_narrow(board.stones(player), &mut self.narrow, goal_col, PASSES)
            {
                return answer;
            }
        }
        self.spread(board, player, top_bottom)
    }

    /// The flood fill from the start edge, a word of the bitset at a time. A word is taken
    /// up only when a neighbouring word has reached stones next to it; it then fills the
    /// runs of its own stones that hold them, and hands the cells it reached on to the
    /// words beside, above and below. Each time a word is taken up it reaches at least one
    /// more stone, so the work is at most a step a stone however the player's clusters
    /// wind, and on most boards a word is taken up once or twice.
    ///
    /// The words wait in a stack, so the search follows a chain as far as it goes before it
    /// looks back.
    fn spread(&mut self, board: &Board, player: Player, top_bottom: bool) -> bool {
        let stride = board.stride().max(1);
        let rows = board.height();
        let goal_col = board.width().saturating_sub(1);
        let (goal_word, goal_bit) = (goal_col / 64, 1u64 << (goal_col % 64));
        self.words.clear();
        self.words
            .extend(board.stones(player).iter().map(|&stones| Word {
                stones,
                ..Word::default()
            }));
        self.queue.clear();
        let (words, queue) = (self.words.as_mut_slice(), &mut self.queue);
        // Seeds: every stone of the first row, or the stone in the first column of each row.
        if top_bottom {
            for k in 0..stride {
                offer(words, queue, k, u64::MAX);
            }
        } else {
            for r in 0..rows {
                offer(words, queue, r * stride, 1);
            }
        }
        while let Some(i) = queue.pop() {
            let i = i as usize;
            let Some(word) = words.get_mut(i) else {
                continue;
            };
            let new = fill_word(word.stones, std::mem::take(&mut word.pending)) & !word.reached;
            word.reached |= new;
            if new == 0 {
                continue;
            }
            #[cfg(test)]
            {
                self.takes += 1;
            }
            let (r, k) = (i / stride, i % stride);
            let at_goal = if top_bottom {
                r + 1 == rows
            } else {
                k == goal_word && new & goal_bit != 0
            };
            if at_goal {
                return true;
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
        false
    }
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

pub(crate) mod path;
#[cfg(test)]
mod tests;
