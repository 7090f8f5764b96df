//! The vocabulary of the game: players, cells, the rule that gives each player their edges,
//! which cells touch, and the bordered grid the searches walk. It imports nothing of the
//! crate: every other module builds on it.
//!
//! Cell `(r, c)` touches the six cells of [`NEIGHBOURS`]: each row sits half a cell to the
//! right of the one above.

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

    /// `"X"` or `"O"`: [`Player::symbol`] as a string.
    ///
    /// ```
    /// use hex_connect::Player;
    /// assert_eq!(Player::O.name(), "O");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Player::X => "X",
            Player::O => "O",
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

    /// The cell that holds this player's stone.
    #[must_use]
    pub const fn stone(self) -> Cell {
        match self {
            Player::X => Cell::X,
            Player::O => Cell::O,
        }
    }
}

/// What stands on one cell. One byte, so a grid of cells is a byte array.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[repr(u8)]
pub enum Cell {
    /// `.`: nobody has played here.
    #[default]
    Empty,
    /// `X`: a stone of player X.
    X,
    /// `O`: a stone of player O.
    O,
}

impl Cell {
    /// The character that stands for this cell in the row format.
    #[must_use]
    pub const fn symbol(self) -> char {
        match self {
            Cell::Empty => '.',
            Cell::X => 'X',
            Cell::O => 'O',
        }
    }

    /// The player whose stone this is, or `None` for an empty cell.
    #[must_use]
    pub const fn player(self) -> Option<Player> {
        match self {
            Cell::Empty => None,
            Cell::X => Some(Player::X),
            Cell::O => Some(Player::O),
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

    /// The player who joins the top row to the bottom row; the other joins left to right.
    #[must_use]
    pub const fn vertical(self) -> Player {
        match self {
            Rule::XTopBottom => Player::X,
            Rule::XLeftRight => Player::O,
        }
    }
}

/// The six cells that touch a cell, as `(row, col)` offsets: each row sits half a cell to
/// the right of the one above, so `(r, c)` touches `(r-1, c)`, `(r-1, c+1)`, `(r, c-1)`,
/// `(r, c+1)`, `(r+1, c-1)` and `(r+1, c)`, but not `(r-1, c-1)` or `(r+1, c+1)`.
///
/// Every search of the crate takes its steps from this table, in this order.
///
/// ```
/// use hex_connect::NEIGHBOURS;
///
/// assert!(NEIGHBOURS.contains(&(-1, 1)));
/// assert!(!NEIGHBOURS.contains(&(-1, -1)));
/// // Touching is symmetric: each offset's opposite is in the table too.
/// assert!(NEIGHBOURS.iter().all(|&(dr, dc)| NEIGHBOURS.contains(&(-dr, -dc))));
/// ```
pub const NEIGHBOURS: [(isize, isize); 6] = [(-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0)];

/// [`NEIGHBOURS`] in order around the cell, as indices into it: clockwise from the cell
/// above, `(r-1, c)`, `(r-1, c+1)`, `(r, c+1)`, `(r+1, c)`, `(r+1, c-1)`, `(r, c-1)`. Each
/// touches the next and the last touches the first, so stones next to each other in this
/// ring are already connected: a new stone meets at most three separate groups.
#[cfg_attr(not(feature = "game"), allow(dead_code))]
pub(crate) const RING: [usize; 6] = [0, 1, 3, 5, 4, 2];

/// The cells of a `rows` x `cols` board that touch `(row, col)`, in the order of
/// [`NEIGHBOURS`].
///
/// ```
/// use hex_connect::hex::neighbours;
///
/// let corner: Vec<_> = neighbours(0, 0, 3, 3).collect();
/// assert_eq!(corner, [(0, 1), (1, 0)]);
/// assert_eq!(neighbours(1, 1, 3, 3).count(), 6);
/// ```
pub fn neighbours(
    row: usize,
    col: usize,
    rows: usize,
    cols: usize,
) -> impl Iterator<Item = (usize, usize)> {
    NEIGHBOURS.into_iter().filter_map(move |(dr, dc)| {
        let r = row.checked_add_signed(dr).filter(|&r| r < rows)?;
        let c = col.checked_add_signed(dc).filter(|&c| c < cols)?;
        Some((r, c))
    })
}

/// The steps to a cell's neighbours in a flat grid of `pitch` cells a row, in the order of
/// [`NEIGHBOURS`], as wrapping offsets (add with `wrapping_add`). A grid with a border of
/// one cell all round never steps off its ends.
pub(crate) const fn flat_steps(pitch: usize) -> [usize; 6] {
    const fn step((dr, dc): (isize, isize), pitch: usize) -> usize {
        (dr as usize).wrapping_mul(pitch).wrapping_add(dc as usize)
    }
    let [a, b, c, d, e, f] = NEIGHBOURS;
    [
        step(a, pitch),
        step(b, pitch),
        step(c, pitch),
        step(d, pitch),
        step(e, pitch),
        step(f, pitch),
    ]
}

/// Where the cells of a `rows` x `cols` board lie in a flat grid with a border one cell wide
/// all round: cell `(r, c)` at `(r + 1) * pitch + c + 1`, `pitch` being `cols + 2`. A step
/// (see [`Bordered::steps`]) from any cell of the board lands inside the grid, so a search
/// over it needs no bounds check; the border cells can stand for the edges.
///
/// Every bordered grid of the crate is laid out by this one type: the game's groups, the
/// shortest-chain search, the bot's cells and the analysis's tiles of 8x8 cells.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Bordered {
    rows: usize,
    cols: usize,
    pitch: usize,
}

#[cfg_attr(not(feature = "game"), allow(dead_code))]
impl Bordered {
    /// The layout of a board of `rows` x `cols` (small enough that the grid's length fits a
    /// `usize`, as every board checked against [`MAX_CELLS`](crate::MAX_CELLS) is).
    #[inline]
    pub(crate) const fn new(rows: usize, cols: usize) -> Bordered {
        Bordered {
            rows,
            cols,
            pitch: cols + 2,
        }
    }

    /// Rows of the board (not counting the border).
    #[inline(always)]
    pub(crate) const fn rows(self) -> usize {
        self.rows
    }

    /// Columns of the board (not counting the border).
    #[inline(always)]
    pub(crate) const fn cols(self) -> usize {
        self.cols
    }

    /// Cells a row of the grid: `cols + 2`.
    #[inline(always)]
    pub(crate) const fn pitch(self) -> usize {
        self.pitch
    }

    /// Cells in the grid, border included.
    #[inline(always)]
    pub(crate) const fn len(self) -> usize {
        self.pitch * (self.rows + 2)
    }

    /// The grid cell of the board's `(row, col)`.
    #[inline(always)]
    pub(crate) const fn index(self, row: usize, col: usize) -> usize {
        (row + 1) * self.pitch + col + 1
    }

    /// The board's `(row, col)` of the grid cell `at`; for a cell of the border, a row or
    /// column that is off the board (`usize::MAX` for the first row or column).
    #[inline(always)]
    pub(crate) const fn coords(self, at: usize) -> (usize, usize) {
        (
            (at / self.pitch).wrapping_sub(1),
            (at % self.pitch).wrapping_sub(1),
        )
    }

    /// Whether the grid cell `at` is a cell of the board, not of the border.
    #[inline(always)]
    pub(crate) const fn on_board(self, at: usize) -> bool {
        let (r, c) = self.coords(at);
        r < self.rows && c < self.cols
    }

    /// The steps to a cell's neighbours on this grid, in the order of [`NEIGHBOURS`]: see
    /// [`flat_steps`].
    #[inline(always)]
    pub(crate) const fn steps(self) -> [usize; 6] {
        flat_steps(self.pitch)
    }

    /// The grid cells of the board's line along an edge of `player`'s under `rule`, in
    /// order: the first line (the top row or left column) where `goal` is false, the last
    /// where it is true.
    pub(crate) fn edge_line(
        self,
        rule: Rule,
        player: Player,
        goal: bool,
    ) -> impl Iterator<Item = usize> {
        let (first, step, count) = if rule.joins_top_bottom(player) {
            let row = if goal { self.rows - 1 } else { 0 };
            (self.index(row, 0), 1, self.cols)
        } else {
            let col = if goal { self.cols - 1 } else { 0 };
            (self.index(0, col), self.pitch, self.rows)
        };
        (0..count).map(move |k| first + k * step)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ring_goes_round_the_cell_through_touching_cells() {
        let mut seen = RING;
        seen.sort_unstable();
        assert_eq!(seen, [0, 1, 2, 3, 4, 5]);
        for k in 0..6 {
            let (a, b) = (NEIGHBOURS[RING[k]], NEIGHBOURS[RING[(k + 1) % 6]]);
            assert!(NEIGHBOURS.contains(&(b.0 - a.0, b.1 - a.1)), "{a:?} {b:?}");
        }
    }

    #[test]
    fn the_bordered_grid_maps_cells_both_ways_and_steps_stay_inside() {
        let grid = Bordered::new(3, 4);
        assert_eq!((grid.pitch(), grid.len()), (6, 30));
        assert_eq!(grid.index(0, 0), 7);
        assert_eq!(grid.index(2, 3), 22);
        for r in 0..3 {
            for c in 0..4 {
                let at = grid.index(r, c);
                assert_eq!(grid.coords(at), (r, c));
                assert!(grid.on_board(at));
                for step in grid.steps() {
                    assert!(at.wrapping_add(step) < grid.len());
                }
            }
        }
        let border: Vec<usize> = (0..grid.len()).filter(|&at| !grid.on_board(at)).collect();
        assert_eq!(border.len(), 30 - 12);
        assert_eq!(grid.coords(0), (usize::MAX, usize::MAX));
    }

    #[test]
    fn edge_lines_follow_the_rule() {
        let grid = Bordered::new(2, 3);
        let line = |rule, player, goal| {
            grid.edge_line(rule, player, goal)
                .map(|at| grid.coords(at))
                .collect::<Vec<_>>()
        };
        assert_eq!(
            line(Rule::XTopBottom, Player::X, false),
            [(0, 0), (0, 1), (0, 2)]
        );
        assert_eq!(
            line(Rule::XTopBottom, Player::X, true),
            [(1, 0), (1, 1), (1, 2)]
        );
        assert_eq!(line(Rule::XTopBottom, Player::O, false), [(0, 0), (1, 0)]);
        assert_eq!(line(Rule::XLeftRight, Player::X, true), [(0, 2), (1, 2)]);
        assert_eq!(
            line(Rule::XLeftRight, Player::O, true),
            [(1, 0), (1, 1), (1, 2)]
        );
        assert_eq!(Rule::XTopBottom.vertical(), Player::X);
        assert_eq!(Rule::XLeftRight.vertical(), Player::O);
    }

    #[test]
    fn flat_steps_follow_the_table() {
        let pitch = 7;
        let centre = 3 * pitch + 3;
        for (step, (dr, dc)) in flat_steps(pitch).into_iter().zip(NEIGHBOURS) {
            let at = centre.wrapping_add(step);
            assert_eq!(
                (at / pitch, at % pitch),
                ((3 + dr) as usize, (3 + dc) as usize)
            );
        }
    }
}
