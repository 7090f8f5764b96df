//! A position as the knowledge layer sees it: the board's shape, the stones as two cell
//! sets, the rule and the side to move.

use super::cells::{CellSet, MAX_CELLS};
use crate::{hex::neighbours, Board, Cell, Error, Player, Rule};
use std::sync::Arc;

/// The most cells for which [`Position::neighbours_of`] unites each cell's neighbours
/// rather than shifting the whole set six ways.
const SMALL_SET: usize = 4;

/// The shape of a board, shared by every position of one search.
#[derive(Debug)]
struct Geometry {
    rows: usize,
    cols: usize,
    all: CellSet,
    /// Every cell but those of the first column, and every cell but those of the last: a
    /// shift along a row must not wrap into the next one.
    not_first_col: CellSet,
    not_last_col: CellSet,
    top: CellSet,
    bottom: CellSet,
    left: CellSet,
    right: CellSet,
    neighbours: Vec<CellSet>,
    /// The same neighbours as lists in increasing order, for the loops that visit them one
    /// by one: reading six indices is cheaper than walking a set's words.
    adjacent: Vec<Adjacent>,
}

/// The cells that touch one cell, in increasing order: `len` of them in `cells`.
#[derive(Debug, Clone, Copy, Default)]
struct Adjacent {
    len: u8,
    cells: [u16; 6],
}

impl Adjacent {
    fn of(set: CellSet) -> Adjacent {
        let mut out = Adjacent::default();
        for (slot, cell) in out.cells.iter_mut().zip(set.iter()) {
            // Cells are below MAX_CELLS, far below u16::MAX.
            *slot = u16::try_from(cell).unwrap_or(u16::MAX);
            out.len += 1;
        }
        out
    }
}

impl Geometry {
    fn new(rows: usize, cols: usize) -> Geometry {
        let n = rows * cols;
        let all = CellSet::first(n);
        let col = |c: usize| CellSet::from_cells((0..rows).map(|r| r * cols + c));
        let first_col = col(0);
        let last_col = col(cols.saturating_sub(1));
        let neighbours = (0..n)
            .map(|i| {
                CellSet::from_cells(
                    neighbours(i / cols, i % cols, rows, cols).map(|(r, c)| r * cols + c),
                )
            })
            .collect::<Vec<CellSet>>();
        let adjacent = neighbours.iter().map(|&set| Adjacent::of(set)).collect();
        Geometry {
            rows,
            cols,
            all,
            not_first_col: all - first_col,
            not_last_col: all - last_col,
            top: CellSet::first(cols),
            bottom: all - CellSet::first(n.saturating_sub(cols)),
            left: first_col,
            right: last_col,
            neighbours,
            adjacent,
        }
    }
}

/// A Hex position for the knowledge layer: a `rows` x `cols` board of at most
/// [`MAX_CELLS`] cells, the stones, the [`Rule`] that gives each player its edges, and the
/// side to move.
///
/// A player's "start" edge is the top row (or the left column) and its "goal" edge the
/// bottom row (or the right column).
///
/// ```
/// use hex_connect::knowledge::Position;
/// use hex_connect::{Board, Player, Rule};
///
/// let board = Board::parse(["X . .", " . O .", "  . . X"])?;
/// let position = Position::from_board(&board, Rule::XTopBottom, Player::O)?;
/// assert_eq!(position.index(1, 1), Some(4));
/// assert_eq!(position.stones(Player::X).iter().collect::<Vec<_>>(), [0, 8]);
/// assert_eq!(position.empty().len(), 6);
/// assert_eq!(position.winner(), None);
/// # Ok::<(), hex_connect::Error>(())
/// ```
#[derive(Clone)]
pub struct Position {
    geometry: Arc<Geometry>,
    stones: [CellSet; 2],
    rule: Rule,
    to_move: Player,
}

impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        (self.geometry.rows, self.geometry.cols) == (other.geometry.rows, other.geometry.cols)
            && self.stones == other.stones
            && self.rule == other.rule
            && self.to_move == other.to_move
    }
}

impl Eq for Position {}

impl std::fmt::Debug for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Position")
            .field("rows", &self.to_rows())
            .field("rule", &self.rule)
            .field("to_move", &self.to_move)
            .finish()
    }
}

const fn slot(player: Player) -> usize {
    match player {
        Player::X => 0,
        Player::O => 1,
    }
}

impl Position {
    /// An empty `rows` x `cols` board, X to move.
    ///
    /// # Errors
    /// [`Error::BadSize`] for a side of 0 or more than [`MAX_CELLS`] cells, as for any
    /// board size.
    ///
    /// ```
    /// use hex_connect::knowledge::Position;
    /// use hex_connect::Rule;
    ///
    /// assert_eq!(Position::new(19, 19, Rule::XTopBottom)?.empty().len(), 361);
    /// assert_eq!(Position::new(19, 20, Rule::XTopBottom).unwrap_err().code(), "BAD_SIZE");
    /// # Ok::<(), hex_connect::Error>(())
    /// ```
    pub fn new(rows: usize, cols: usize, rule: Rule) -> Result<Position, Error> {
        if rows == 0 || cols == 0 || !rows.checked_mul(cols).is_some_and(|n| n <= MAX_CELLS) {
            return Err(Error::BadSize {
                rows,
                cols,
                limit: MAX_CELLS,
            });
        }
        Ok(Position {
            geometry: Arc::new(Geometry::new(rows, cols)),
            stones: [CellSet::EMPTY; 2],
            rule,
            to_move: Player::X,
        })
    }

    /// The stones of `board`, with `to_move` to play.
    ///
    /// # Errors
    /// As [`Position::new`] for the board's size.
    pub fn from_board(board: &Board, rule: Rule, to_move: Player) -> Result<Position, Error> {
        let mut position = Position::new(board.height(), board.width(), rule)?;
        for r in 0..board.height() {
            for c in 0..board.width() {
                if let Some(player) = board.get(r, c).and_then(Cell::player) {
                    let at = r * board.width() + c;
                    position.put(at, Some(player));
                }
            }
        }
        position.to_move = to_move;
        Ok(position)
    }

    /// The position of `game`, with its side to move.
    ///
    /// # Errors
    /// As [`Position::new`] for the board's size.
    pub fn from_game(game: &crate::game::Game) -> Result<Position, Error> {
        Position::from_board(&game.board(), game.rule(), game.to_move())
    }

    /// Rows of the board.
    #[must_use]
    pub fn rows(&self) -> usize {
        self.geometry.rows
    }

    /// Columns of the board.
    #[must_use]
    pub fn cols(&self) -> usize {
        self.geometry.cols
    }

    /// The rule: which edges each player joins.
    #[must_use]
    pub fn rule(&self) -> Rule {
        self.rule
    }

    /// The player to move.
    #[must_use]
    pub fn to_move(&self) -> Player {
        self.to_move
    }

    /// The same stones with `player` to move.
    #[must_use]
    pub fn with_to_move(mut self, player: Player) -> Position {
        self.to_move = player;
        self
    }

    /// The index `row * cols + col` of a cell, or `None` off the board.
    #[must_use]
    pub fn index(&self, row: usize, col: usize) -> Option<usize> {
        (row < self.rows() && col < self.cols()).then(|| row * self.cols() + col)
    }

    /// The `(row, col)` of a cell index.
    #[must_use]
    pub fn coords(&self, cell: usize) -> (usize, usize) {
        (cell / self.cols(), cell % self.cols())
    }

    /// What stands on a cell, or `None` off the board.
    #[must_use]
    pub fn cell(&self, cell: usize) -> Option<Cell> {
        if !self.geometry.all.contains(cell) {
            None
        } else if self.stones(Player::X).contains(cell) {
            Some(Cell::X)
        } else if self.stones(Player::O).contains(cell) {
            Some(Cell::O)
        } else {
            Some(Cell::Empty)
        }
    }

    /// Every cell of the board.
    #[must_use]
    pub fn cells(&self) -> CellSet {
        self.geometry.all
    }

    /// The stones of `player`.
    #[must_use]
    pub fn stones(&self, player: Player) -> CellSet {
        self.stones.get(slot(player)).copied().unwrap_or_default()
    }

    /// The empty cells.
    #[must_use]
    pub fn empty(&self) -> CellSet {
        self.geometry.all - self.stones(Player::X) - self.stones(Player::O)
    }

    /// The cells that touch `cell`.
    #[must_use]
    pub fn neighbours(&self, cell: usize) -> CellSet {
        self.geometry
            .neighbours
            .get(cell)
            .copied()
            .unwrap_or_default()
    }

    /// The cells that touch `cell`, in increasing order: the cells of
    /// [`Position::neighbours`], without a set to walk.
    pub fn adjacent(&self, cell: usize) -> impl Iterator<Item = usize> + '_ {
        let list = self.geometry.adjacent.get(cell);
        let cells = list.map_or(&[][..], |a| {
            a.cells.get(..usize::from(a.len)).unwrap_or(&[])
        });
        cells.iter().map(|&c| usize::from(c))
    }

    /// The cells that touch a cell of `set` (some may be in `set` itself).
    #[must_use]
    pub fn neighbours_of(&self, set: CellSet) -> CellSet {
        // A few cells' neighbours are quicker united from the table than shifted out.
        if set.len() <= SMALL_SET {
            return set
                .iter()
                .fold(CellSet::EMPTY, |near, cell| near | self.neighbours(cell));
        }
        let g = &*self.geometry;
        let cols = g.cols;
        let right = set & g.not_last_col;
        let left = set & g.not_first_col;
        let near = right.shifted_up(1)
            | left.shifted_down(1)
            | set.shifted_down(cols)
            | set.shifted_up(cols)
            | right.shifted_down(cols - 1)
            | left.shifted_up(cols - 1);
        near & g.all
    }

    /// The cells along `player`'s two edges, start (top or left) then goal (bottom or right).
    #[must_use]
    pub fn edge_cells(&self, player: Player) -> [CellSet; 2] {
        let g = &*self.geometry;
        if self.rule.joins_top_bottom(player) {
            [g.top, g.bottom]
        } else {
            [g.left, g.right]
        }
    }

    /// Puts a stone of `player` on `cell`, or empties it with `None`, leaving the side to
    /// move alone. A cell off the board is ignored.
    pub fn put(&mut self, cell: usize, player: Option<Player>) {
        if !self.geometry.all.contains(cell) {
            return;
        }
        for set in &mut self.stones {
            set.remove(cell);
        }
        if let Some(p) = player {
            if let Some(set) = self.stones.get_mut(slot(p)) {
                set.insert(cell);
            }
        }
    }

    /// Plays the side to move's stone on `cell` and passes the turn.
    ///
    /// # Errors
    /// [`Error::OffBoard`] or [`Error::Occupied`].
    pub fn play(&mut self, cell: usize) -> Result<(), Error> {
        let (row, column) = self.coords(cell);
        match self.cell(cell) {
            None => Err(Error::OffBoard {
                row,
                column,
                rows: self.rows(),
                cols: self.cols(),
            }),
            Some(Cell::Empty) => {
                self.put(cell, Some(self.to_move));
                self.to_move = self.to_move.opponent();
                Ok(())
            }
            Some(stone) => Err(Error::Occupied {
                row,
                column,
                stone: stone.player().unwrap_or(Player::X),
            }),
        }
    }

    /// The cells of `within` reachable from `from` (those of it inside `within`) by steps
    /// between touching cells of `within`.
    #[must_use]
    pub fn reach(&self, from: CellSet, within: CellSet) -> CellSet {
        let mut reached = from & within;
        // Only the cells reached last can lead anywhere new.
        let mut frontier = reached;
        loop {
            let grown = (self.neighbours_of(frontier) & within) - reached;
            if grown.is_empty() {
                return reached;
            }
            reached |= grown;
            frontier = grown;
        }
    }

    /// `player`'s groups: the stones joined to its start edge, those joined to its goal edge
    /// (either set may be empty), then each other group, in the order of its lowest cell.
    #[must_use]
    #[inline(never)]
    pub fn groups(&self, player: Player) -> Vec<CellSet> {
        let stones = self.stones(player);
        let mut out: Vec<CellSet> = self
            .edge_cells(player)
            .into_iter()
            .map(|line| self.reach(line, stones))
            .collect();
        let mut left = out.iter().fold(stones, |left, &g| left - g);
        while let Some(first) = left.first_cell() {
            let group = self.reach(CellSet::from_cells([first]), stones);
            left -= group;
            out.push(group);
        }
        out
    }

    /// The player whose stones join its two edges, if any.
    #[must_use]
    pub fn winner(&self) -> Option<Player> {
        [Player::X, Player::O].into_iter().find(|&p| {
            let [start, goal] = self.edge_cells(p);
            self.reach(start, self.stones(p)).intersects(&goal)
        })
    }

    /// The rows of the board in the format of [`Board::parse`].
    #[must_use]
    pub fn to_rows(&self) -> Vec<String> {
        (0..self.rows())
            .map(|r| {
                let mut row = " ".repeat(r);
                for c in 0..self.cols() {
                    if c > 0 {
                        row.push(' ');
                    }
                    let cell = self.cell(r * self.cols() + c).unwrap_or_default();
                    row.push(cell.symbol());
                }
                row
            })
            .collect()
    }
}
