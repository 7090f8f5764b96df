//! A game played move by move, with the winner kept up to date incrementally.
//!
//! Which edges each stone's group reaches lives in `groups` (see there for how a move, and its
//! undo, stay cheap); the moves, their undo and redo, and the swap rule are here. Every move is
//! logged, so undo is exact and a new move after an undo drops what redo could have brought
//! back. The swap is the second move only: a swap-pieces takes the first stone off and puts
//! the second player's stone on its mirror cell (row and column exchanged), a swap-sides
//! leaves the stone and exchanges the players' colours.

use crate::board::{check_size, Board};
use crate::error::{Error, SwapProblem};
use crate::hex::{Bordered, Cell, Player, Rule};
use crate::text::write_notation;
use groups::Groups;

mod groups;

pub use crate::notation::{notation, parse_move};

/// A move as played: its cell (in the bordered grid) and the length of the change log
/// before it, two words (a copy of each change instead would stall on store forwarding
/// when the record is copied in). A swap is the second move, and `Game::swap` says which:
/// its cell is the new O stone of a swap-pieces, or the first stone again for a swap-sides.
#[derive(Clone, Copy)]
struct Played {
    at: u32,
    mark: u32,
}

/// Why [`Game::place`] refused a move; [`Game::play`] turns it into the [`Error`].
#[derive(Debug, Clone, Copy)]
pub(crate) enum Refused {
    /// The game is over: this player has won.
    Over(Player),
    /// The cell is off the board.
    OffBoard,
    /// The cell holds this player's stone.
    Taken(Player),
}

/// What [`Game::redo`] brings back for a swap, in place of a cell: no cell of the bordered
/// grid is this large.
const REDO_SWAP_PIECES: u32 = u32::MAX;
const REDO_SWAP_SIDES: u32 = u32::MAX - 1;

/// The two ways to apply the swap (pie) rule: as the second move of a game, the second
/// player takes the first stone instead of placing one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Swap {
    /// The first stone is taken off and the other colour's stone is placed on its mirror
    /// cell (row and column exchanged); X moves next. PlayHex and Little Golem swap so.
    Pieces,
    /// The stones stay and the players exchange colours: the stone stays an X, and O moves
    /// next.
    Sides,
}

/// A move of a game, as [`Game::moves`] lists them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Move {
    /// A stone on 0-based `(row, col)`.
    Stone(usize, usize),
    /// The swap rule, applied as the second move.
    Swap(Swap),
}

impl Move {
    /// The move in notation: `"c4"`, `"swap-pieces"` or `"swap-sides"`.
    #[must_use]
    pub fn notation(self) -> String {
        let mut out = String::new();
        self.write(&mut out);
        out
    }

    pub(crate) fn write(self, out: &mut String) {
        match self {
            // Writing to a String cannot fail.
            Move::Stone(row, col) => drop(write_notation(out, row, col)),
            Move::Swap(Swap::Pieces) => out.push_str("swap-pieces"),
            Move::Swap(Swap::Sides) => out.push_str("swap-sides"),
        }
    }
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
    rule: Rule,
    /// Where each cell lies on the grid of `groups`.
    grid: Bordered,
    /// The stones on the bordered grid and their groups.
    groups: Groups,
    /// The moves played, in order.
    moves: Vec<Played>,
    /// Cells undone (bordered), most recent last, for redo.
    undone: Vec<u32>,
    to_move: Player,
    winner: Option<Player>,
    /// Whose turn it was in the starting position.
    first: Player,
    /// The winner of the starting position.
    first_winner: Option<Player>,
    /// Whether the starting position is the empty board, the only one a swap follows.
    starts_empty: bool,
    /// Whether the swap rule may be applied (the default).
    swap_allowed: bool,
    /// The swap played as the second move, if it was one.
    swap: Option<Swap>,
}

impl Game {
    /// An empty board of `rows` x `cols`, X to move.
    ///
    /// # Errors
    /// [`Error::BadSize`] when a side is 0 or the board exceeds [`MAX_CELLS`](crate::MAX_CELLS).
    pub fn new(rows: usize, cols: usize, rule: Rule) -> Result<Game, Error> {
        check_size(rows, cols)?;
        Ok(Game::blank(rows, cols, rule))
    }

    /// An empty game of `rows` x `cols` (already checked), X to move.
    fn blank(rows: usize, cols: usize, rule: Rule) -> Game {
        let grid = Bordered::new(rows, cols);
        let n = grid.len();
        Game {
            rule,
            grid,
            groups: Groups::new(grid, rule.vertical()),
            // Room for a short game, so that playing one does not reallocate.
            moves: Vec::with_capacity(n.min(1024)),
            undone: Vec::new(),
            to_move: Player::X,
            winner: None,
            first: Player::X,
            first_winner: None,
            starts_empty: true,
            swap_allowed: true,
            swap: None,
        }
    }

    /// A game from a position: X to move if both have as many stones, else O. The stones
    /// already there are not moves of this game: [`Game::undo`] and [`Game::reset`] stop at
    /// this position.
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
                let at = game.grid.index(r, c);
                if game.groups.put(at, player) && winner.is_none() {
                    winner = Some(player);
                }
            }
        }
        // The starting position is not undone.
        game.groups.forget();
        game.to_move = if xs == os { Player::X } else { Player::O };
        game.first = game.to_move;
        game.winner = winner;
        game.first_winner = winner;
        game.starts_empty = xs + os == 0;
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
        Game::new(rows, cols, rule)?.play_moves(moves)
    }

    /// This game with `moves` in notation (as [`Game::from_moves`] reads them) played on.
    ///
    /// # Errors
    /// For the first move that cannot be read or played, [`Error::InMoves`] with its number
    /// counted from the first of `moves`.
    pub fn play_moves(mut self, moves: &str) -> Result<Game, Error> {
        for (i, token) in moves.split_whitespace().enumerate() {
            self.play_move(token).map_err(|error| Error::InMoves {
                number: i + 1,
                token: token.to_string(),
                error: Box::new(error),
            })?;
        }
        Ok(self)
    }

    /// Places a stone of the side to move; returns the winner after the move, or `None`.
    ///
    /// # Errors
    /// [`Error::GameOver`], [`Error::OffBoard`] or [`Error::Occupied`]; the game is left as
    /// it was.
    #[inline]
    pub fn play(&mut self, row: usize, col: usize) -> Result<Option<Player>, Error> {
        self.try_play(row, col)
            .map_err(|why| self.refusal(why, row, col))
    }

    /// Plays `cells` in order, each numbered `row * cols + col` and each for the side to
    /// move, until one of them wins or the list ends; returns how many were played (the
    /// winner, if any, is [`Game::winner`]). A Monte-Carlo playout is one call: the empty
    /// cells, shuffled. The moves are the game's own, as [`Game::play`] would make them;
    /// any but an empty list drops what [`Game::redo`] could have brought back.
    ///
    /// # Errors
    /// For the first cell that cannot be played (off the board, taken, repeated in the
    /// list, or any cell once the game is over), [`Error::InMoves`] with its number from 1,
    /// its notation and what [`Game::play`] reported; the game is left as it was, moves
    /// before that cell and what redo could bring back included.
    ///
    /// ```
    /// use hex_connect::{game::Game, Player, Rule};
    ///
    /// let mut game = Game::new(3, 3, Rule::XTopBottom)?;
    /// // X a1, O b1, X a2, O b2, X a3: X joins top to bottom on the fifth cell.
    /// assert_eq!(game.play_cells(&[0, 1, 3, 4, 6, 7, 8]), Ok(5));
    /// assert_eq!(game.winner(), Some(Player::X));
    ///
    /// let mut game = Game::new(3, 3, Rule::XTopBottom)?;
    /// let error = game.play_cells(&[4, 0, 4]).unwrap_err();
    /// assert_eq!(error.to_string(), "move 3 (\"b2\"): b2 (row 2, column 2) already holds an X");
    /// assert_eq!(game.move_count(), 0);
    /// # Ok::<(), hex_connect::Error>(())
    /// ```
    pub fn play_cells(&mut self, cells: &[u32]) -> Result<usize, Error> {
        if cells.is_empty() {
            return Ok(0);
        }
        let cols = self.grid.cols();
        // Put back if a cell cannot be played; otherwise dropped, as a move drops it.
        let redo = std::mem::take(&mut self.undone);
        for (i, &cell) in cells.iter().enumerate() {
            let (row, col) = (cell as usize / cols, cell as usize % cols);
            match self.place(row, col) {
                Ok(None) => {}
                Ok(Some(_)) => return Ok(i + 1),
                Err(why) => {
                    let error = self.refusal(why, row, col);
                    for _ in 0..i {
                        self.take_back();
                    }
                    self.undone = redo;
                    return Err(Error::InMoves {
                        number: i + 1,
                        token: notation(row, col),
                        error: Box::new(error),
                    });
                }
            }
        }
        Ok(cells.len())
    }

    /// [`Game::play`] with no error to build: the winner after the move, or why the move
    /// cannot be played (and nothing changed). The form for a caller that reports the
    /// error by other means, or only wants to know. Inlined, with the move itself, into
    /// each of its two callers: the binding's `__play` is the hot path of every move from
    /// JavaScript, and a WebAssembly engine inlines no call.
    #[inline(always)]
    pub(crate) fn try_play(&mut self, row: usize, col: usize) -> Result<Option<Player>, Refused> {
        let winner = self.place(row, col)?;
        self.undone.clear();
        Ok(winner)
    }

    /// The error of a move to `(row, col)` that [`Game::place`] refused, and why.
    #[cold]
    #[inline(never)]
    fn refusal(&self, why: Refused, row: usize, col: usize) -> Error {
        match why {
            Refused::Over(winner) => Error::GameOver { winner },
            Refused::OffBoard => Error::OffBoard {
                row,
                column: col,
                rows: self.grid.rows(),
                cols: self.grid.cols(),
            },
            Refused::Taken(stone) => Error::Occupied {
                row,
                column: col,
                stone,
            },
        }
    }

    /// [`Game::play`] for a move in notation, such as `"c4"`; `"swap-pieces"` (or `"swap"`,
    /// as Little Golem writes it) and `"swap-sides"` apply the swap rule, as
    /// [`Game::swap`] does. Upper-case letters are read too.
    ///
    /// # Errors
    /// [`Error::BadNotation`], or what [`Game::play`] or [`Game::swap`] reports.
    pub fn play_move(&mut self, token: &str) -> Result<Option<Player>, Error> {
        match swap_named(token) {
            Some(kind) => self.swap(kind),
            None => {
                let (row, col) = parse_move(token)?;
                self.play(row, col)
            }
        }
    }

    /// [`Game::play_move`] for any [`Move`].
    ///
    /// # Errors
    /// What [`Game::play`] or [`Game::swap`] reports.
    pub fn play_any(&mut self, play: Move) -> Result<Option<Player>, Error> {
        match play {
            Move::Stone(row, col) => self.play(row, col),
            Move::Swap(kind) => self.swap(kind),
        }
    }

    /// Applies the swap rule as the second move: [`Swap::Pieces`] takes the first stone off
    /// and puts an O on its mirror cell (row and column exchanged), X to move;
    /// [`Swap::Sides`] leaves the stone and has O move. Returns the winner, as
    /// [`Game::play`] does (never one on a board larger than 1x1).
    ///
    /// # Errors
    /// [`Error::BadSwap`] when the swap is off ([`Game::set_swap_allowed`]), is not the
    /// second move of a game begun on an empty board, or is a swap-pieces on a board that
    /// is not square; [`Error::GameOver`] after a win. The game is left as it was.
    ///
    /// ```
    /// use hex_connect::game::{Game, Swap};
    /// use hex_connect::{Cell, Player, Rule};
    ///
    /// let mut game = Game::from_moves("c2", 5, 5, Rule::XTopBottom)?;
    /// game.swap(Swap::Pieces)?;
    /// assert_eq!((game.cell(1, 2), game.cell(2, 1)), (Some(Cell::Empty), Some(Cell::O)));
    /// assert_eq!(game.to_move(), Player::X);
    /// assert_eq!(game.to_moves(), "c2 swap-pieces");
    /// assert!(game.undo());
    /// assert_eq!((game.cell(1, 2), game.to_move()), (Some(Cell::X), Player::O));
    /// # Ok::<(), hex_connect::Error>(())
    /// ```
    pub fn swap(&mut self, kind: Swap) -> Result<Option<Player>, Error> {
        let winner = self.apply_swap(kind)?;
        self.undone.clear();
        Ok(winner)
    }

    /// Allows or forbids the swap rule (allowed by default); forbidding it later does not
    /// take back a swap already played.
    pub fn set_swap_allowed(&mut self, allowed: bool) {
        self.swap_allowed = allowed;
    }

    /// Whether the swap rule may be applied.
    #[must_use]
    pub fn swap_allowed(&self) -> bool {
        self.swap_allowed
    }

    /// Whether a swap is a move that can be played now: the rule is on, the game is not
    /// over, and one move has been played from an empty board. (A swap-pieces also needs a
    /// square board.)
    #[must_use]
    pub fn can_swap(&self) -> bool {
        self.swap_allowed && self.winner.is_none() && self.moves.len() == 1 && self.starts_empty
    }

    /// The swap played as the second move, if one was.
    #[must_use]
    pub fn swapped(&self) -> Option<Swap> {
        if self.moves.len() >= 2 {
            self.swap
        } else {
            None
        }
    }

    fn apply_swap(&mut self, kind: Swap) -> Result<Option<Player>, Error> {
        if let Some(winner) = self.winner {
            return Err(Error::GameOver { winner });
        }
        let problem = if !self.swap_allowed {
            Some(SwapProblem::Off)
        } else if self.moves.len() != 1 || !self.starts_empty {
            Some(SwapProblem::NotSecondMove {
                number: self.moves.len() + 1,
            })
        } else if kind == Swap::Pieces && self.grid.rows() != self.grid.cols() {
            Some(SwapProblem::NotSquare {
                rows: self.grid.rows(),
                cols: self.grid.cols(),
            })
        } else {
            None
        };
        if let Some(problem) = problem {
            return Err(Error::BadSwap { problem });
        }
        let Some(&first) = self.moves.first() else {
            return Err(Error::BadSwap {
                problem: SwapProblem::NotSecondMove { number: 1 },
            });
        };
        let played = match kind {
            Swap::Sides => Played {
                at: first.at,
                mark: self.groups.mark(),
            },
            Swap::Pieces => {
                self.lift(first);
                let (row, col) = self.grid.coords(first.at as usize);
                let at = self.grid.index(col, row);
                let mark = self.groups.mark();
                if self.groups.put(at, Player::O) {
                    self.winner = Some(Player::O);
                }
                self.to_move = Player::X;
                Played {
                    at: at as u32,
                    mark,
                }
            }
        };
        self.moves.push(played);
        self.swap = Some(kind);
        Ok(self.winner)
    }

    /// Places a stone of the side to move; the winner after the move, or why not (and
    /// nothing changed). Inlined into [`Game::try_play`]; [`Game::redo`] calls it through
    /// [`Game::place_again`].
    #[inline(always)]
    fn place(&mut self, row: usize, col: usize) -> Result<Option<Player>, Refused> {
        if let Some(winner) = self.winner {
            return Err(Refused::Over(winner));
        }
        if row >= self.grid.rows() || col >= self.grid.cols() {
            return Err(Refused::OffBoard);
        }
        let at = self.grid.index(row, col);
        if let Some(stone) = self.groups.stone(at) {
            return Err(Refused::Taken(stone));
        }
        let player = self.to_move;
        let mark = self.groups.mark();
        let won = self.groups.join(at, player);
        self.moves.push(Played {
            at: at as u32,
            mark,
        });
        self.to_move = player.opponent();
        // The game was not over, so the winner is this move's, if anyone's.
        let winner = won.then_some(player);
        self.winner = winner;
        Ok(winner)
    }

    /// Takes back the last move; false when there is none to take back.
    pub fn undo(&mut self) -> bool {
        match self.take_back() {
            Some(redo) => {
                self.undone.push(redo);
                true
            }
            None => false,
        }
    }

    /// Takes back the last move; returns what redo needs to play it again.
    fn take_back(&mut self) -> Option<u32> {
        let record = self.moves.pop()?;
        if self.moves.len() != 1 {
            self.unplay(record);
            return Some(record.at);
        }
        let Some(kind) = self.swap.take() else {
            self.unplay(record);
            return Some(record.at);
        };
        Some(match kind {
            Swap::Sides => REDO_SWAP_SIDES,
            Swap::Pieces => {
                self.lift(record);
                // The first stone comes back; what it spread belongs to the first move again.
                if let Some(first) = self.moves.first() {
                    let at = first.at as usize;
                    self.groups.put(at, Player::X);
                }
                self.to_move = Player::O;
                self.winner = self.first_winner;
                REDO_SWAP_PIECES
            }
        })
    }

    /// Takes the stone of `record` off the board, undoing what it spread, and nothing else.
    fn lift(&mut self, record: Played) {
        self.groups.lift(record.at, record.mark);
    }

    /// Restores what `record` changed.
    fn unplay(&mut self, record: Played) {
        self.lift(record);
        self.to_move = self.to_move.opponent();
        self.winner = self.first_winner;
    }

    /// Plays again the last move taken back; false when there is none.
    pub fn redo(&mut self) -> bool {
        let Some(at) = self.undone.pop() else {
            return false;
        };
        match at {
            REDO_SWAP_PIECES => self.apply_swap(Swap::Pieces).is_ok(),
            REDO_SWAP_SIDES => self.apply_swap(Swap::Sides).is_ok(),
            _ => {
                let (row, col) = self.grid.coords(at as usize);
                self.place_again(row, col).is_ok()
            }
        }
    }

    /// [`Game::place`] for [`Game::redo`], in a copy of its own.
    #[inline(never)]
    fn place_again(&mut self, row: usize, col: usize) -> Result<Option<Player>, Refused> {
        self.place(row, col)
    }

    /// Takes back every move, back to the starting position (the empty board, or the
    /// position of [`Game::from_board`]), and forgets what redo could bring back. It costs
    /// no more than undoing each move, which costs no more than playing them did; from an
    /// empty board with many moves played it is one pass that empties the board instead.
    ///
    /// ```
    /// use hex_connect::{game::Game, Rule};
    ///
    /// let mut game = Game::from_moves("a1 b1 a2", 2, 2, Rule::XTopBottom)?;
    /// game.reset();
    /// assert_eq!((game.move_count(), game.winner(), game.can_redo()), (0, None, false));
    /// # Ok::<(), hex_connect::Error>(())
    /// ```
    pub fn reset(&mut self) {
        // Emptying a cell costs a small fraction of undoing a move: a playout loop (reset,
        // then moves to the end) plays far more than one move in 32 cells.
        if self.starts_empty && self.moves.len() >= self.groups.grid_len() / 32 {
            self.groups.clear();
            self.moves.clear();
            self.swap = None;
            self.winner = None;
        } else {
            while self.take_back().is_some() {}
        }
        self.undone.clear();
        self.to_move = self.first;
    }

    /// Who moves first from the starting position.
    #[must_use]
    pub fn first_to_move(&self) -> Player {
        self.first
    }

    /// Has `player` move first from the starting position, as a record's `PL` says or a
    /// position set up stone by stone needs; only before the first move (after it, this does
    /// nothing).
    pub fn set_first_to_move(&mut self, player: Player) {
        if self.moves.is_empty() {
            self.first = player;
            self.to_move = player;
        }
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

    /// Rows on the board.
    #[must_use]
    pub fn rows(&self) -> usize {
        self.grid.rows()
    }

    /// Columns on the board.
    #[must_use]
    pub fn cols(&self) -> usize {
        self.grid.cols()
    }

    /// What stands on `(row, col)`, or `None` outside the board.
    #[must_use]
    pub fn cell(&self, row: usize, col: usize) -> Option<Cell> {
        if row >= self.grid.rows() || col >= self.grid.cols() {
            return None;
        }
        Some(self.groups.cell(self.grid.index(row, col)))
    }

    /// The `(row, col)` of the last move played, if any.
    #[must_use]
    pub fn last_move(&self) -> Option<(usize, usize)> {
        self.moves.last().map(|m| self.grid.coords(m.at as usize))
    }

    /// Whether [`Game::undo`] has a move to take back.
    #[must_use]
    pub fn can_undo(&self) -> bool {
        !self.moves.is_empty()
    }

    /// Whether [`Game::redo`] has a move to bring back.
    #[must_use]
    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }

    /// The position as a [`Board`].
    #[must_use]
    pub fn board(&self) -> Board {
        // The size was checked when the game was made.
        let mut board = Board::blank(self.grid.rows(), self.grid.cols());
        for r in 0..self.grid.rows() {
            let start = self.grid.index(r, 0);
            for c in 0..self.grid.cols() {
                let cell = self.groups.cell(start + c);
                if cell != Cell::Empty {
                    board.set(r, c, cell);
                }
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

    /// Each player's distance and completion, as [`Board::analyze`] gives them for the
    /// position.
    ///
    /// ```
    /// use hex_connect::{game::Game, Player, Rule};
    ///
    /// let game = Game::from_moves("a1 b1", 3, 3, Rule::XTopBottom)?;
    /// assert_eq!(game.analyze().distance(Player::X), Some(2));
    /// # Ok::<(), hex_connect::Error>(())
    /// ```
    #[must_use]
    pub fn analyze(&self) -> crate::Analysis {
        self.board().analyze(self.rule)
    }

    /// The moves of this game in notation, separated by single spaces; a swap is
    /// `swap-pieces` or `swap-sides`.
    #[must_use]
    pub fn to_moves(&self) -> String {
        let mut out = String::new();
        for (i, play) in self.moves().enumerate() {
            if i > 0 {
                out.push(' ');
            }
            play.write(&mut out);
        }
        out
    }

    /// The moves of this game, in order.
    ///
    /// ```
    /// use hex_connect::game::{Game, Move, Swap};
    /// use hex_connect::Rule;
    ///
    /// let game = Game::from_moves("b1 swap-sides a2", 2, 2, Rule::XTopBottom)?;
    /// let moves: Vec<Move> = game.moves().collect();
    /// assert_eq!(moves, [Move::Stone(0, 1), Move::Swap(Swap::Sides), Move::Stone(1, 0)]);
    /// # Ok::<(), hex_connect::Error>(())
    /// ```
    pub fn moves(&self) -> impl Iterator<Item = Move> + '_ {
        let swap = self.swapped();
        self.moves
            .iter()
            .enumerate()
            .map(move |(i, record)| match swap {
                Some(kind) if i == 1 => Move::Swap(kind),
                _ => {
                    let (row, col) = self.grid.coords(record.at as usize);
                    Move::Stone(row, col)
                }
            })
    }

    /// The moves [`Game::redo`] can bring back, in the order it would play them.
    ///
    /// ```
    /// use hex_connect::game::{Game, Move};
    /// use hex_connect::Rule;
    ///
    /// let mut game = Game::from_moves("a1 b1 c1", 3, 3, Rule::XTopBottom)?;
    /// game.undo();
    /// game.undo();
    /// assert_eq!(game.redo_moves(), [Move::Stone(0, 1), Move::Stone(0, 2)]);
    /// # Ok::<(), hex_connect::Error>(())
    /// ```
    #[must_use]
    pub fn redo_moves(&self) -> Vec<Move> {
        self.undone
            .iter()
            .rev()
            .map(|&at| match at {
                REDO_SWAP_PIECES => Move::Swap(Swap::Pieces),
                REDO_SWAP_SIDES => Move::Swap(Swap::Sides),
                _ => {
                    let (row, col) = self.grid.coords(at as usize);
                    Move::Stone(row, col)
                }
            })
            .collect()
    }

    /// The starting position: the empty board, or the position of [`Game::from_board`].
    #[must_use]
    pub fn start(&self) -> Board {
        let mut start = self.clone();
        start.reset();
        start.board()
    }
}

/// The swap a move names: `swap-pieces` or `swap` (Little Golem's word), `swap-sides`; in
/// any case.
pub(crate) fn swap_named(token: &str) -> Option<Swap> {
    if is_word(token, "swap-pieces") || is_word(token, "swap") {
        Some(Swap::Pieces)
    } else if is_word(token, "swap-sides") {
        Some(Swap::Sides)
    } else {
        None
    }
}

/// Whether `token` is `word` in any case. One copy for every word: inlined, each comparison
/// is a vectorised loop of its own, and a move is read once a call, so the call costs
/// nothing.
#[inline(never)]
pub(crate) fn is_word(token: &str, word: &str) -> bool {
    token.eq_ignore_ascii_case(word)
}

#[cfg(test)]
mod tests;
