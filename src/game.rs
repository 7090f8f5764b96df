//! A game played move by move, with the winner kept up to date incrementally.
//!
//! Connectivity lives in a union-find over the cells. The root of each tree carries two
//! flags, "touches the mover's start edge" and "touches the goal edge", merged as trees
//! join; a player has won when one tree has both. Unions are by rank and without path
//! compression, so every union changes exactly one parent and one root's rank and flags:
//! undo pops those changes from a log, in constant time per union. A find costs O(log n)
//! instead of near O(1), which is the price of an undo that needs no replay.

use crate::board::{Board, Cell};
use crate::error::write_number;
use crate::search::{Player, Rule};
use std::fmt::{self, Write};

/// Why a move or a game could not be made.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum GameError {
    /// The game already has a winner.
    GameOver {
        /// Who won.
        winner: Player,
    },
    /// The cell is outside the board.
    OffBoard {
        /// The row asked for.
        row: usize,
        /// The column asked for.
        col: usize,
        /// Rows on the board.
        rows: usize,
        /// Columns on the board.
        cols: usize,
    },
    /// The cell already holds a stone.
    Occupied {
        /// The row asked for.
        row: usize,
        /// The column asked for.
        col: usize,
        /// The stone that is there.
        stone: Player,
    },
    /// A move in notation that could not be read, such as `"k"` or `"4c"`.
    BadNotation {
        /// The token as written.
        token: String,
    },
    /// A board size with no cells, or more than [`MAX_CELLS`](crate::MAX_CELLS).
    BadSize {
        /// Rows asked for.
        rows: usize,
        /// Columns asked for.
        cols: usize,
    },
}

// Written without `write!` and `to_string`, which would bring Rust's formatting machinery
// into the WebAssembly module (see `crate::error`).
impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::GameOver { winner } => {
                f.write_str("the game is over: ")?;
                f.write_char(winner.symbol())?;
                f.write_str(" has won")
            }
            GameError::OffBoard {
                row,
                col,
                rows,
                cols,
            } => {
                cell(f, *row, *col)?;
                f.write_str(" is off the board, which has ")?;
                write_number(f, *rows)?;
                f.write_str(" rows and ")?;
                write_number(f, *cols)?;
                f.write_str(" columns (rows and columns count from 0)")
            }
            GameError::Occupied { row, col, stone } => {
                cell(f, *row, *col)?;
                f.write_str(" (")?;
                write_notation(f, *row, *col)?;
                f.write_str(") already holds ")?;
                f.write_str(if *stone == Player::X { "an X" } else { "an O" })
            }
            GameError::BadNotation { token } => {
                f.write_str("cannot read the move \"")?;
                f.write_str(token)?;
                f.write_str(
                    "\"; a move is a column letter and a row number, as in \"c4\" or \"aa10\"",
                )
            }
            GameError::BadSize { rows, cols } => {
                f.write_str("a board needs 1 or more rows and columns and at most ")?;
                write_number(f, crate::MAX_CELLS)?;
                f.write_str(" cells, not ")?;
                write_number(f, *rows)?;
                f.write_str(" x ")?;
                write_number(f, *cols)
            }
        }
    }
}

impl std::error::Error for GameError {}

/// `cell (row, col)`.
fn cell(f: &mut impl Write, row: usize, col: usize) -> fmt::Result {
    f.write_str("cell (")?;
    write_number(f, row)?;
    f.write_str(", ")?;
    write_number(f, col)?;
    f.write_char(')')
}

/// Writes the notation of a cell: column letters, then the row number from 1.
fn write_notation(f: &mut impl Write, row: usize, col: usize) -> fmt::Result {
    let mut letters = ['a'; 16];
    let mut len = 0;
    let mut n = col + 1;
    while n > 0 && len < letters.len() {
        if let Some(slot) = letters.get_mut(len) {
            *slot = char::from(b'a' + ((n - 1) % 26) as u8);
        }
        n = (n - 1) / 26;
        len += 1;
    }
    for c in letters.iter().take(len).rev() {
        f.write_char(*c)?;
    }
    write_number(f, row + 1)
}

/// The HexWiki name of a cell: column letters (`a` at the left, then `z`, `aa`, `ab`, …)
/// and the row number counted from 1 at the top.
///
/// ```
/// use hex_connect::game::notation;
/// assert_eq!(notation(0, 0), "a1");
/// assert_eq!(notation(3, 2), "c4");
/// assert_eq!(notation(9, 26), "aa10");
/// ```
#[must_use]
pub fn notation(row: usize, col: usize) -> String {
    let mut s = String::new();
    // Writing to a String cannot fail.
    let _ = write_notation(&mut s, row, col);
    s
}

/// The `(row, col)` of a move in notation, as [`notation`] writes it; upper-case letters are
/// read too.
///
/// # Errors
/// [`GameError::BadNotation`] for anything else.
///
/// ```
/// use hex_connect::game::parse_move;
/// assert_eq!(parse_move("c4"), Ok((3, 2)));
/// assert_eq!(parse_move("AA10"), Ok((9, 26)));
/// assert!(parse_move("4c").is_err());
/// ```
pub fn parse_move(token: &str) -> Result<(usize, usize), GameError> {
    let bad = || GameError::BadNotation {
        token: token.to_string(),
    };
    let split = token
        .find(|c: char| !c.is_ascii_alphabetic())
        .ok_or_else(bad)?;
    let (letters, digits) = token.split_at_checked(split).ok_or_else(bad)?;
    if letters.is_empty()
        || letters.len() > 4
        || digits.is_empty()
        || digits.len() > 7
        || !digits.bytes().all(|b| b.is_ascii_digit())
        || digits.starts_with('0')
    {
        return Err(bad());
    }
    let mut col = 0usize;
    for b in letters.bytes() {
        col = col * 26 + usize::from(b.to_ascii_lowercase() - b'a') + 1;
    }
    let row = digits
        .bytes()
        .fold(0usize, |n, b| n * 10 + usize::from(b - b'0'));
    Ok((row - 1, col - 1))
}

/// The code of a player's stones in `Game::stones`.
const fn code(player: Player) -> u8 {
    match player {
        Player::X => 1,
        Player::O => 2,
    }
}

/// Edge flags of a tree: it holds a stone on the player's start edge, on the goal edge.
const START: u8 = 1;
const GOAL: u8 = 2;

/// A union-find node: one cell. `rank` and `edges` matter only at a root.
#[derive(Clone, Copy)]
struct Node {
    parent: u32,
    rank: u8,
    edges: u8,
}

/// One change made by a union, to be undone: `child`'s parent was itself, and `root`'s rank
/// and edge flags were `rank` and `edges`.
#[derive(Clone, Copy)]
struct Change {
    child: u32,
    root: u32,
    rank: u8,
    edges: u8,
}

/// A game of Hex played move by move: X moves first, then the players alternate.
///
/// ```
/// use hex_connect::game::Game;
/// use hex_connect::{Player, Rule};
///
/// let mut game = Game::new(2, 2, Rule::XTopBottom)?;
/// assert_eq!(game.play(0, 0)?, None);        // X
/// assert_eq!(game.play(0, 1)?, None);        // O
/// assert_eq!(game.play(1, 0)?, Some(Player::X));
/// assert_eq!(game.to_moves(), "a1 b1 a2");
/// assert!(game.undo());
/// assert_eq!(game.winner(), None);
/// # Ok::<(), hex_connect::game::GameError>(())
/// ```
#[derive(Clone)]
pub struct Game {
    rows: usize,
    cols: usize,
    rule: Rule,
    /// The stone on each cell (0 none, 1 X, 2 O), `row * cols + col`. A [`Board`] is built
    /// from it only when a position is read out, so a move writes one byte.
    stones: Vec<u8>,
    /// Union-find parents, ranks and, at each root, the edges its stones touch (`START`,
    /// `GOAL`): cells first (`row * cols + col`), then the edges.
    nodes: Vec<Node>,
    log: Vec<Change>,
    /// Cells played, in order, with the log length before each.
    moves: Vec<(u32, u32)>,
    /// Cells undone, most recent last, for redo.
    undone: Vec<u32>,
    to_move: Player,
    winner: Option<Player>,
}

impl Game {
    /// An empty board of `rows` x `cols`, X to move.
    ///
    /// # Errors
    /// [`GameError::BadSize`] when a side is 0 or the board exceeds [`MAX_CELLS`](crate::MAX_CELLS).
    pub fn new(rows: usize, cols: usize, rule: Rule) -> Result<Game, GameError> {
        // Board::empty checks the size against the cell limit.
        Board::empty(rows, cols).map_err(|_| GameError::BadSize { rows, cols })?;
        Ok(Game::blank(rows, cols, rule))
    }

    /// An empty game of `rows` x `cols` (already checked), X to move.
    fn blank(rows: usize, cols: usize, rule: Rule) -> Game {
        let n = rows * cols;
        Game {
            rows,
            cols,
            rule,
            stones: vec![0; rows * cols],
            nodes: (0..n as u32)
                .map(|parent| Node {
                    parent,
                    rank: 0,
                    edges: 0,
                })
                .collect(),
            log: Vec::new(),
            moves: Vec::new(),
            undone: Vec::new(),
            to_move: Player::X,
            winner: None,
        }
    }

    /// A game from a position: X to move if both have as many stones, else O. The stones
    /// already there are not moves of this game: [`Game::undo`] stops at this position.
    #[must_use]
    pub fn from_board(board: &Board, rule: Rule) -> Game {
        let (rows, cols) = (board.height(), board.width());
        let mut game = Game::blank(rows, cols, rule);
        let (mut xs, mut os) = (0usize, 0usize);
        let mut winner = None;
        for r in 0..rows {
            for c in 0..cols {
                let player = match board.get(r, c) {
                    Some(Cell::X) => Player::X,
                    Some(Cell::O) => Player::O,
                    _ => continue,
                };
                if player == Player::X {
                    xs += 1;
                } else {
                    os += 1;
                }
                if let Some(s) = game.stones.get_mut(r * cols + c) {
                    *s = code(player);
                }
                if game.join(r, c, player) && winner.is_none() {
                    winner = Some(player);
                }
            }
        }
        game.log.clear();
        game.to_move = if xs == os { Player::X } else { Player::O };
        game.winner = winner;
        game
    }

    /// A game from moves in notation separated by spaces (`"a1 b3 c2"`), played from an
    /// empty board.
    ///
    /// # Errors
    /// The first move that cannot be read or played, as [`Game::play_move`] reports it.
    pub fn from_moves(
        moves: &str,
        rows: usize,
        cols: usize,
        rule: Rule,
    ) -> Result<Game, (usize, GameError)> {
        let mut game = Game::new(rows, cols, rule).map_err(|e| (0, e))?;
        for (i, token) in moves.split_whitespace().enumerate() {
            game.play_move(token).map_err(|e| (i + 1, e))?;
        }
        Ok(game)
    }

    /// Places a stone of the side to move; returns the winner after the move, or `None`.
    ///
    /// # Errors
    /// [`GameError::GameOver`], [`GameError::OffBoard`] or [`GameError::Occupied`]; the game
    /// is left as it was.
    pub fn play(&mut self, row: usize, col: usize) -> Result<Option<Player>, GameError> {
        let winner = self.place(row, col)?;
        self.undone.clear();
        Ok(winner)
    }

    /// [`Game::play`] for a move in notation, such as `"c4"`.
    ///
    /// # Errors
    /// [`GameError::BadNotation`], or what [`Game::play`] reports.
    pub fn play_move(&mut self, token: &str) -> Result<Option<Player>, GameError> {
        let (row, col) = parse_move(token)?;
        self.play(row, col)
    }

    fn place(&mut self, row: usize, col: usize) -> Result<Option<Player>, GameError> {
        if let Some(winner) = self.winner {
            return Err(GameError::GameOver { winner });
        }
        let (rows, cols) = (self.rows, self.cols);
        if row >= rows || col >= cols {
            return Err(GameError::OffBoard {
                row,
                col,
                rows,
                cols,
            });
        }
        let at = row * cols + col;
        let stone = match self.stones.get(at) {
            Some(1) => Some(Player::X),
            Some(2) => Some(Player::O),
            _ => None,
        };
        if let Some(stone) = stone {
            return Err(GameError::Occupied { row, col, stone });
        }
        let player = self.to_move;
        let mark = self.log.len() as u32;
        if let Some(s) = self.stones.get_mut(at) {
            *s = code(player);
        }
        let won = self.join(row, col, player);
        self.moves.push((at as u32, mark));
        self.to_move = player.opponent();
        if won {
            self.winner = Some(player);
        }
        Ok(self.winner)
    }

    /// Takes back the last move; false when there is none to take back.
    pub fn undo(&mut self) -> bool {
        let Some((cell, mark)) = self.moves.pop() else {
            return false;
        };
        while self.log.len() > mark as usize {
            let Some(change) = self.log.pop() else { break };
            if let Some(child) = self.nodes.get_mut(change.child as usize) {
                child.parent = change.child;
            }
            if let Some(root) = self.nodes.get_mut(change.root as usize) {
                root.rank = change.rank;
                root.edges = change.edges;
            }
        }
        if let Some(s) = self.stones.get_mut(cell as usize) {
            *s = 0;
        }
        self.to_move = self.to_move.opponent();
        self.winner = None;
        self.undone.push(cell);
        true
    }

    /// Plays again the last move taken back; false when there is none.
    pub fn redo(&mut self) -> bool {
        let Some(cell) = self.undone.pop() else {
            return false;
        };
        let (row, col) = (cell as usize / self.cols, cell as usize % self.cols);
        self.place(row, col).is_ok()
    }

    /// The player whose turn it is.
    #[must_use]
    pub fn to_move(&self) -> Player {
        self.to_move
    }

    /// The winner, if the game is over.
    #[must_use]
    pub fn winner(&self) -> Option<Player> {
        self.winner
    }

    /// Moves played in this game (not counting stones of a starting position).
    #[must_use]
    pub fn move_count(&self) -> usize {
        self.moves.len()
    }

    /// The position as a [`Board`].
    #[must_use]
    pub fn board(&self) -> Board {
        // The size was checked when the game was made.
        let mut board = Board::blank(self.rows, self.cols);
        for (i, &stone) in self.stones.iter().enumerate() {
            let cell = match stone {
                1 => Cell::X,
                2 => Cell::O,
                _ => continue,
            };
            board.set(i / self.cols, i % self.cols, cell);
        }
        board
    }

    /// The rule the game is played under.
    #[must_use]
    pub fn rule(&self) -> Rule {
        self.rule
    }

    /// The winner's shortest chain, as [`Board::winning_path`] gives it.
    #[must_use]
    pub fn winning_path(&self) -> Option<Vec<(usize, usize)>> {
        let player = self.winner?;
        self.board().shortest_chain(player, self.rule)
    }

    /// The moves of this game in notation, separated by single spaces.
    #[must_use]
    pub fn to_moves(&self) -> String {
        let mut out = String::new();
        for (i, &(cell, _)) in self.moves.iter().enumerate() {
            if i > 0 {
                out.push(' ');
            }
            // Writing to a String cannot fail.
            let _ = write_notation(
                &mut out,
                cell as usize / self.cols,
                cell as usize % self.cols,
            );
        }
        out
    }

    /// Unites the stone at (row, col) with its neighbours of the same colour; true when its
    /// tree now touches both of the player's edges.
    fn join(&mut self, row: usize, col: usize, player: Player) -> bool {
        let cols = self.cols;
        let here = row * cols + col;
        let stone = code(player);
        let (up, down, left, right) = (row > 0, row + 1 < self.rows, col > 0, col + 1 < cols);
        let (at_start, at_goal) = if self.rule.joins_top_bottom(player) {
            (!up, !down)
        } else {
            (!left, !right)
        };
        if let Some(node) = self.nodes.get_mut(here) {
            node.edges = if at_start { START } else { 0 } | if at_goal { GOAL } else { 0 };
        }
        // The six neighbours: (r-1,c) (r-1,c+1) (r,c-1) (r,c+1) (r+1,c-1) (r+1,c).
        let neighbours = [
            (up, here.wrapping_sub(cols)),
            (up && right, here.wrapping_sub(cols).wrapping_add(1)),
            (left, here.wrapping_sub(1)),
            (right, here + 1),
            (down && left, here + cols - 1),
            (down, here + cols),
        ];
        // A new stone is its own root; it only ever becomes the root or a child of one, so
        // its root is tracked here instead of found again for every union.
        let mut root = here;
        for (on_board, at) in neighbours {
            if on_board && self.stones.get(at) == Some(&stone) {
                root = self.link(root, self.find(at));
            }
        }
        self.nodes
            .get(root)
            .is_some_and(|node| node.edges == START | GOAL)
    }

    fn find(&self, mut i: usize) -> usize {
        // Union by rank keeps every path at most log2(n) long; the loop bound is a backstop.
        for _ in 0..64 {
            match self.nodes.get(i) {
                Some(node) if node.parent as usize != i => i = node.parent as usize,
                _ => break,
            }
        }
        i
    }

    /// Joins the trees of roots `a` and `b` (by rank, logged for undo); returns the new root.
    fn link(&mut self, a: usize, b: usize) -> usize {
        if a == b {
            return a;
        }
        let (Some(&na), Some(&nb)) = (self.nodes.get(a), self.nodes.get(b)) else {
            return a;
        };
        let ((child, c), (root, r)) = if na.rank < nb.rank {
            ((a, na), (b, nb))
        } else {
            ((b, nb), (a, na))
        };
        self.log.push(Change {
            child: child as u32,
            root: root as u32,
            rank: r.rank,
            edges: r.edges,
        });
        if let Some(node) = self.nodes.get_mut(child) {
            node.parent = root as u32;
        }
        if let Some(node) = self.nodes.get_mut(root) {
            node.edges = r.edges | c.edges;
            if c.rank == r.rank {
                node.rank = r.rank + 1;
            }
        }
        root
    }
}

#[cfg(test)]
mod tests;
