//! Who connects their two edges, and the shortest chain that does it.
//!
//! Every search here is iterative (an explicit stack or queue), linear in the number of
//! cells in time and memory, so boards of millions of cells and chains of hundreds of
//! thousands of stones are fine.

use crate::board::{Board, O, X};

/// One of the two players.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Player {
    /// The player of the `X` stones; moves first.
    X,
    /// The player of the `O` stones.
    O,
}

impl Player {
    /// `'X'` or `'O'`.
    #[must_use]
    pub const fn symbol(self) -> char {
        match self {
            Player::X => 'X',
            Player::O => 'O',
        }
    }

    /// The other player.
    #[must_use]
    pub const fn opponent(self) -> Player {
        match self {
            Player::X => Player::O,
            Player::O => Player::X,
        }
    }

    const fn code(self) -> u8 {
        match self {
            Player::X => X,
            Player::O => O,
        }
    }
}

/// Which pair of edges each player must join.
///
/// ```
/// use hex_connect::{Board, Player, Rule};
///
/// let board = Board::parse(["X X", " . ."])?;
/// assert_eq!(board.winner(Rule::XTopBottom), None);
/// assert_eq!(board.winner(Rule::XLeftRight), Some(Player::X));
/// # Ok::<(), hex_connect::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Rule {
    /// X joins the top row to the bottom row; O joins the left column to the right column.
    #[default]
    XTopBottom,
    /// X joins left to right and O top to bottom: the Exercism "connect" convention.
    XLeftRight,
}

impl Rule {
    /// Whether `player` must join the top row to the bottom row (otherwise left to right).
    #[must_use]
    pub const fn joins_top_bottom(self, player: Player) -> bool {
        matches!(
            (self, player),
            (Rule::XTopBottom, Player::X) | (Rule::XLeftRight, Player::O)
        )
    }
}

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
        [Player::X, Player::O]
            .into_iter()
            .find(|&player| self.connects(player, rule))
    }

    /// Whether `player` has a chain of stones joining their two edges under `rule`.
    #[must_use]
    pub fn connects(&self, player: Player, rule: Rule) -> bool {
        let grid = Grid::new(self, rule.joins_top_bottom(player));
        grid.connects(player.code())
    }

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
    ///     Some(vec![(0, 0), (1, 0), (2, 0)]).filter(|_| false).or(Some(vec![(0, 0), (1, 0), (1, 1), (2, 1)]))
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
        let grid = Grid::new(self, rule.joins_top_bottom(player));
        grid.shortest_chain(player.code())
    }
}

/// A view of the board in which the player's edges are the first and last rows.
///
/// Transposing a hex board keeps its neighbour relation (the offsets `(-1, +1)` and
/// `(+1, -1)` swap places), so a left-right search is a top-bottom search of the transpose.
/// The view translates coordinates instead of copying cells.
struct Grid<'a> {
    cells: &'a [u8],
    /// Rows and columns as the search sees them.
    rows: usize,
    cols: usize,
    /// The flat index of (row, col) is `row * row_step + col * col_step`.
    row_step: usize,
    col_step: usize,
    /// The board's own width, to turn flat indices back into board coordinates.
    width: usize,
}

impl<'a> Grid<'a> {
    fn new(board: &'a Board, top_bottom: bool) -> Grid<'a> {
        let (w, h) = (board.width(), board.height());
        if top_bottom {
            Grid {
                cells: board.codes(),
                rows: h,
                cols: w,
                row_step: w,
                col_step: 1,
                width: w,
            }
        } else {
            Grid {
                cells: board.codes(),
                rows: w,
                cols: h,
                row_step: 1,
                col_step: w,
                width: w,
            }
        }
    }

    fn at(&self, row: usize, col: usize) -> usize {
        row * self.row_step + col * self.col_step
    }

    fn is(&self, index: usize, code: u8) -> bool {
        self.cells.get(index) == Some(&code)
    }

    /// Calls `visit` with the view's coordinates of each neighbour of `(row, col)`.
    fn for_each_neighbour(&self, row: usize, col: usize, mut visit: impl FnMut(usize, usize)) {
        let (last_row, last_col) = (self.rows - 1, self.cols - 1);
        if row > 0 {
            visit(row - 1, col);
            if col < last_col {
                visit(row - 1, col + 1);
            }
        }
        if col > 0 {
            visit(row, col - 1);
        }
        if col < last_col {
            visit(row, col + 1);
        }
        if row < last_row {
            if col > 0 {
                visit(row + 1, col - 1);
            }
            visit(row + 1, col);
        }
    }

    /// Depth-first flood from the first row with an explicit stack; stops at the last row.
    fn connects(&self, code: u8) -> bool {
        let mut seen = vec![false; self.cells.len()];
        let mut stack: Vec<(usize, usize)> = Vec::new();
        for col in 0..self.cols {
            let i = self.at(0, col);
            if self.is(i, code) {
                mark(&mut seen, i);
                stack.push((0, col));
            }
        }
        let last = self.rows - 1;
        while let Some((row, col)) = stack.pop() {
            if row == last {
                return true;
            }
            self.for_each_neighbour(row, col, |r, c| {
                let j = self.at(r, c);
                if self.is(j, code) && mark(&mut seen, j) {
                    stack.push((r, c));
                }
            });
        }
        false
    }

    /// Breadth-first search from every stone on the first row at once, with parent links;
    /// the first stone of the last row taken from the queue ends a shortest chain.
    fn shortest_chain(&self, code: u8) -> Option<Vec<(usize, usize)>> {
        const UNSEEN: u32 = u32::MAX;
        // Board sizes are capped far below u32::MAX cells (see MAX_CELLS).
        let mut parent = vec![UNSEEN; self.cells.len()];
        let mut queue: Vec<(u32, u32)> = Vec::new();
        for col in 0..self.cols {
            let i = self.at(0, col);
            if self.is(i, code) {
                set(&mut parent, i, i as u32);
                queue.push((0, col as u32));
            }
        }
        let last = self.rows - 1;
        let mut head = 0;
        while let Some(&(row, col)) = queue.get(head) {
            head += 1;
            let (row, col) = (row as usize, col as usize);
            if row == last {
                return Some(self.trace(&parent, row, col));
            }
            let from = self.at(row, col) as u32;
            self.for_each_neighbour(row, col, |r, c| {
                let j = self.at(r, c);
                if self.is(j, code) && parent.get(j) == Some(&UNSEEN) {
                    set(&mut parent, j, from);
                    queue.push((r as u32, c as u32));
                }
            });
        }
        None
    }

    /// Follows parent links back from the end of a chain; returns board `(row, col)` pairs
    /// from the start edge to the goal edge.
    fn trace(&self, parent: &[u32], row: usize, col: usize) -> Vec<(usize, usize)> {
        let width = self.width;
        let mut chain = Vec::new();
        let mut i = self.at(row, col);
        // Each step moves to a cell discovered strictly earlier, so this ends at a source
        // (a cell that is its own parent) after at most one visit per cell.
        for _ in 0..parent.len() {
            chain.push((i / width, i % width));
            match parent.get(i) {
                Some(&p) if p as usize != i => i = p as usize,
                _ => break,
            }
        }
        chain.reverse();
        chain
    }
}

/// Marks `i` as seen; true if it was not seen before.
fn mark(seen: &mut [bool], i: usize) -> bool {
    match seen.get_mut(i) {
        Some(slot) if !*slot => {
            *slot = true;
            true
        }
        _ => false,
    }
}

fn set(parent: &mut [u32], i: usize, value: u32) {
    if let Some(slot) = parent.get_mut(i) {
        *slot = value;
    }
}

#[cfg(test)]
mod tests;
