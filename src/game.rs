//! A game played move by move, with the winner kept up to date incrementally.
//!
//! Connectivity lives in a union-find over the cells. The root of each tree carries two
//! flags, "touches its player's start edge" and "touches their goal edge", merged as trees
//! join; a player has won when one tree has both. Unions are by rank and without path
//! compression, so every union changes exactly one parent and one root's rank and flags:
//! undo pops those changes from a log, in constant time per union. A find costs O(log n)
//! instead of near O(1), which is the price of an undo that needs no replay.

use crate::board::Board;
use crate::error::{write_notation, Error};
use crate::hex::{neighbours, Cell, Player, Rule};

pub use crate::hex::{notation, parse_move};

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
/// # Ok::<(), hex_connect::Error>(())
/// ```
#[derive(Clone)]
pub struct Game {
    rows: usize,
    cols: usize,
    rule: Rule,
    /// The stone on each cell, `row * cols + col`. A [`Board`] is built from it only when a
    /// position is read out, so a move writes one byte.
    stones: Vec<Cell>,
    /// Union-find parents, ranks and, at each root, the edges its stones touch (`START`,
    /// `GOAL`), one node a cell (`row * cols + col`).
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
    /// [`Error::BadSize`] when a side is 0 or the board exceeds [`MAX_CELLS`](crate::MAX_CELLS).
    pub fn new(rows: usize, cols: usize, rule: Rule) -> Result<Game, Error> {
        // Board::empty checks the size against the cell limit.
        Board::empty(rows, cols).map_err(|_| Error::BadSize { rows, cols })?;
        Ok(Game::blank(rows, cols, rule))
    }

    /// An empty game of `rows` x `cols` (already checked), X to move.
    fn blank(rows: usize, cols: usize, rule: Rule) -> Game {
        let n = rows * cols;
        Game {
            rows,
            cols,
            rule,
            stones: vec![Cell::Empty; n],
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
                let Some(player) = board.get(r, c).and_then(Cell::player) else {
                    continue;
                };
                if player == Player::X {
                    xs += 1;
                } else {
                    os += 1;
                }
                if let Some(s) = game.stones.get_mut(r * cols + c) {
                    *s = player.stone();
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
    /// [`Error::BadSize`] as for [`Game::new`]; for the first move that cannot be read or
    /// played, [`Error::InMoves`] with its number, the move as written and what
    /// [`Game::play_move`] reported.
    ///
    /// ```
    /// use hex_connect::{game::Game, Rule};
    ///
    /// let error = Game::from_moves("a1 b2 a1", 3, 3, Rule::XTopBottom).err().unwrap();
    /// assert_eq!(error.to_string(), "move 3 (\"a1\"): a1 (row 1, column 1) already holds an X");
    /// assert_eq!((error.code(), error.move_number()), ("OCCUPIED", Some(3)));
    /// ```
    pub fn from_moves(moves: &str, rows: usize, cols: usize, rule: Rule) -> Result<Game, Error> {
        let mut game = Game::new(rows, cols, rule)?;
        for (i, token) in moves.split_whitespace().enumerate() {
            game.play_move(token).map_err(|error| Error::InMoves {
                number: i + 1,
                token: token.to_string(),
                error: Box::new(error),
            })?;
        }
        Ok(game)
    }

    /// Places a stone of the side to move; returns the winner after the move, or `None`.
    ///
    /// # Errors
    /// [`Error::GameOver`], [`Error::OffBoard`] or [`Error::Occupied`]; the game is left as
    /// it was.
    pub fn play(&mut self, row: usize, col: usize) -> Result<Option<Player>, Error> {
        let winner = self.place(row, col)?;
        self.undone.clear();
        Ok(winner)
    }

    /// [`Game::play`] for a move in notation, such as `"c4"`.
    ///
    /// # Errors
    /// [`Error::BadNotation`], or what [`Game::play`] reports.
    pub fn play_move(&mut self, token: &str) -> Result<Option<Player>, Error> {
        let (row, col) = parse_move(token)?;
        self.play(row, col)
    }

    fn place(&mut self, row: usize, col: usize) -> Result<Option<Player>, Error> {
        if let Some(winner) = self.winner {
            return Err(Error::GameOver { winner });
        }
        let (rows, cols) = (self.rows, self.cols);
        if row >= rows || col >= cols {
            return Err(Error::OffBoard {
                row,
                column: col,
                rows,
                cols,
            });
        }
        let at = row * cols + col;
        if let Some(stone) = self.stones.get(at).and_then(|cell| cell.player()) {
            return Err(Error::Occupied {
                row,
                column: col,
                stone,
            });
        }
        let player = self.to_move;
        let mark = self.log.len() as u32;
        if let Some(s) = self.stones.get_mut(at) {
            *s = player.stone();
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
            *s = Cell::Empty;
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
        for (i, &cell) in self.stones.iter().enumerate() {
            if cell != Cell::Empty {
                board.set(i / self.cols, i % self.cols, cell);
            }
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
        let (rows, cols) = (self.rows, self.cols);
        let here = row * cols + col;
        let stone = player.stone();
        let (at_start, at_goal) = if self.rule.joins_top_bottom(player) {
            (row == 0, row + 1 == rows)
        } else {
            (col == 0, col + 1 == cols)
        };
        if let Some(node) = self.nodes.get_mut(here) {
            node.edges = if at_start { START } else { 0 } | if at_goal { GOAL } else { 0 };
        }
        // A new stone is its own root; it only ever becomes the root or a child of one, so
        // its root is tracked here instead of found again for every union.
        let mut root = here;
        for (r, c) in neighbours(row, col, rows, cols) {
            let at = r * cols + c;
            if self.stones.get(at) == Some(&stone) {
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
