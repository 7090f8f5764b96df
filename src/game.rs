//! A game played move by move, with the winner kept up to date incrementally.
//!
//! Connectivity lives in groups over the cells of a grid with a border one cell wide. The
//! border's cells carry the colour of the player whose edge they are, and each of the four
//! border strips starts as one group, flagged as that player's start or goal edge; so a
//! stone joins an edge exactly as it joins a neighbouring stone, with no bounds to check,
//! and a player has won when one group holds both flags.
//!
//! Every cell holds its group's label (quick-find), so the group of a neighbour is one read,
//! never a walk up a tree: on a union-find by rank those walks were most of a move. The
//! members of a group form a circular list; joining two groups relabels the smaller one and
//! splices the two lists by swapping two `next` entries. A cell is relabelled only when its
//! group at least doubles, so a game costs O(n log n) relabels at worst, and on real games
//! nearly every union is a single new stone joining a group. A stone makes at most three
//! unions (its six neighbours hold at most three separate groups of one colour), each kept in
//! the log; undo swaps the same two entries back (the swap is its own inverse) and relabels
//! the same smaller group, so it costs what the move did and needs no replay.

use crate::board::Board;
use crate::error::{write_notation, Error, SwapProblem};
use crate::hex::{flat_steps, Cell, Player, Rule, RING};

pub use crate::hex::{notation, parse_move};

/// Edge flags of a group: it holds a stone on its player's start edge, on their goal edge.
const START: u32 = 1;
const GOAL: u32 = 2;
/// `meta` of a group's label: the group's size above, its edge flags in the low two bits.
const SIZE_SHIFT: u32 = 2;
const ONE: u32 = 1 << SIZE_SHIFT;

/// One union, to be undone: the group `small` was relabelled `big`, whose meta (size and
/// edge flags) was `meta`.
#[derive(Clone, Copy)]
struct Change {
    big: u32,
    small: u32,
    meta: u32,
}

/// A move as played: its cell (in the bordered grid) and the length of the change log
/// before it. (A fixed record of up to three changes a move, built on the stack and copied
/// in, was slower: the copy stalled on store forwarding.) A swap is the second move, and
/// `Game::swap` says which: its cell is the new O stone of a swap-pieces, or the first
/// stone again for a swap-sides.
#[derive(Clone, Copy)]
struct Played {
    at: u32,
    mark: u32,
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
    rows: usize,
    cols: usize,
    rule: Rule,
    /// Cells a row of the bordered grid: `cols + 2`. Cell `(r, c)` is `(r + 1) * pitch + c + 1`.
    pitch: usize,
    /// What stands on each cell of the bordered grid; a border cell holds the stone of the
    /// player whose edge it is (the corners that touch no cell hold nothing).
    cells: Vec<Cell>,
    /// The label of each stone's group: the cell whose `meta` describes the group.
    label: Vec<u32>,
    /// The next member of each stone's group, round a circle.
    next: Vec<u32>,
    /// Size and edge flags of a group (see `SIZE_SHIFT`), at its label.
    meta: Vec<u32>,
    /// The moves played, in order.
    moves: Vec<Played>,
    /// What the unions of those moves changed, in order.
    log: Vec<Change>,
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
        match rows.checked_mul(cols) {
            Some(n) if n > 0 && n <= crate::MAX_CELLS => Ok(Game::blank(rows, cols, rule)),
            _ => Err(Error::BadSize { rows, cols }),
        }
    }

    /// An empty game of `rows` x `cols` (already checked), X to move.
    fn blank(rows: usize, cols: usize, rule: Rule) -> Game {
        let pitch = cols + 2;
        let n = pitch * (rows + 2);
        let mut game = Game {
            rows,
            cols,
            rule,
            pitch,
            cells: vec![Cell::Empty; n],
            label: vec![0; n],
            next: vec![0; n],
            meta: vec![0; n],
            // Room for a short game, so that playing one does not reallocate.
            moves: Vec::with_capacity(n.min(1024)),
            log: Vec::with_capacity(n.min(1024)),
            undone: Vec::new(),
            to_move: Player::X,
            winner: None,
            first: Player::X,
            first_winner: None,
            starts_empty: true,
            swap_allowed: true,
            swap: None,
        };
        game.lay_border();
        game
    }

    /// Colours the border and makes each strip one group: the top and bottom rows for the
    /// player who joins them (the top-right corner with the top row and the bottom-left one
    /// with the bottom row, the only corners that touch a cell), the side columns for the
    /// other player.
    fn lay_border(&mut self) {
        let (rows, cols, pitch) = (self.rows, self.cols, self.pitch);
        let vertical = if self.rule.joins_top_bottom(Player::X) {
            Player::X
        } else {
            Player::O
        };
        let bottom = (rows + 1) * pitch;
        // Each strip as (first cell, step, count).
        for ((first, step, count), player, edge) in [
            ((1, 1, cols + 1), vertical, START),
            ((bottom, 1, cols + 1), vertical, GOAL),
            ((pitch, pitch, rows), vertical.opponent(), START),
            ((pitch + cols + 1, pitch, rows), vertical.opponent(), GOAL),
        ] {
            for k in 0..count {
                let i = first + k * step;
                // The last member's next is the first: a circle.
                let after = first + (k + 1) % count * step;
                if let (Some(cell), Some(label), Some(next)) = (
                    self.cells.get_mut(i),
                    self.label.get_mut(i),
                    self.next.get_mut(i),
                ) {
                    *cell = player.stone();
                    *label = first as u32;
                    *next = after as u32;
                }
            }
            if let Some(meta) = self.meta.get_mut(first) {
                *meta = (count as u32) << SIZE_SHIFT | edge;
            }
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
                let at = game.index(r, c);
                if game.join(at, player) && winner.is_none() {
                    winner = Some(player);
                }
            }
        }
        // The starting position is not undone.
        game.log.clear();
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
    pub fn play(&mut self, row: usize, col: usize) -> Result<Option<Player>, Error> {
        let winner = self.place(row, col)?;
        self.undone.clear();
        Ok(winner)
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
        } else if kind == Swap::Pieces && self.rows != self.cols {
            Some(SwapProblem::NotSquare {
                rows: self.rows,
                cols: self.cols,
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
                mark: self.log.len() as u32,
            },
            Swap::Pieces => {
                self.lift(first);
                let (row, col) = self.coords(first.at as usize);
                let at = self.index(col, row);
                let mark = self.log.len() as u32;
                if self.join(at, Player::O) {
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

    /// The cell of `(row, col)` in the bordered grid.
    fn index(&self, row: usize, col: usize) -> usize {
        (row + 1) * self.pitch + col + 1
    }

    /// The `(row, col)` of a cell of the bordered grid that is on the board.
    fn coords(&self, at: usize) -> (usize, usize) {
        (at / self.pitch - 1, at % self.pitch - 1)
    }

    fn place(&mut self, row: usize, col: usize) -> Result<Option<Player>, Error> {
        if let Some(winner) = self.winner {
            return Err(Error::GameOver { winner });
        }
        if row >= self.rows || col >= self.cols {
            return Err(Error::OffBoard {
                row,
                column: col,
                rows: self.rows,
                cols: self.cols,
            });
        }
        let at = self.index(row, col);
        if let Some(stone) = self.cells.get(at).and_then(|cell| cell.player()) {
            return Err(Error::Occupied {
                row,
                column: col,
                stone,
            });
        }
        let player = self.to_move;
        let mark = self.log.len() as u32;
        let won = self.join(at, player);
        self.moves.push(Played {
            at: at as u32,
            mark,
        });
        self.to_move = player.opponent();
        if won {
            self.winner = Some(player);
        }
        Ok(self.winner)
    }

    /// Puts `player`'s stone on the empty cell `at` and unites it with its neighbours of the
    /// same colour (border strips included), logging the changes; returns whether its group
    /// now holds both of the player's edges.
    fn join(&mut self, at: usize, player: Player) -> bool {
        let stone = player.stone();
        if let (Some(cell), Some(label), Some(next), Some(meta)) = (
            self.cells.get_mut(at),
            self.label.get_mut(at),
            self.next.get_mut(at),
            self.meta.get_mut(at),
        ) {
            // A group of one.
            *cell = stone;
            *label = at as u32;
            *next = at as u32;
            *meta = ONE;
        }
        // Which cells of the ring round the stone hold the same colour, as six bits in ring
        // order, found without branching; then one union per run of such cells, since cells
        // next to each other in the ring touch (at most three runs).
        let steps = flat_steps(self.pitch);
        let ring = RING.map(|k| {
            let next = steps.get(k).map_or(at, |&step| at.wrapping_add(step));
            (next, self.cells.get(next) == Some(&stone))
        });
        let mut same = 0u32;
        for (k, &(_, is)) in ring.iter().enumerate() {
            same |= u32::from(is) << k;
        }
        // A run starts where a ring cell is the colour and the one before it is not; a full
        // ring is one run, started anywhere.
        let before = ((same << 1) | (same >> 5)) & 0b11_1111;
        let mut starts = if same == 0b11_1111 { 1 } else { same & !before };
        let stone_at = at as u32;
        let mut group = stone_at;
        while starts != 0 {
            let k = starts.trailing_zeros() as usize;
            starts &= starts - 1;
            let Some(&(next, _)) = ring.get(k) else {
                break;
            };
            // Labels are always current, so two runs of one group read the same label.
            let other = self.label.get(next).copied().unwrap_or(group);
            if group == stone_at {
                self.adopt(other, stone_at);
                group = other;
            } else if other != group {
                group = self.unite(group, other);
            }
        }
        self.meta
            .get(group as usize)
            .is_some_and(|meta| meta & (START | GOAL) == START | GOAL)
    }

    /// The first union of a new stone: the stone at `stone`, a group of one, joins the
    /// group labelled `big`, which is never smaller. [`Game::unite`] with nothing to weigh
    /// and one cell to relabel.
    fn adopt(&mut self, big: u32, stone: u32) {
        if let Some(label) = self.label.get_mut(stone as usize) {
            *label = big;
        }
        self.splice(big, stone);
        let Some(m) = self.meta.get_mut(big as usize) else {
            return;
        };
        let meta = *m;
        *m = meta + ONE;
        self.log.push(Change {
            big,
            small: stone,
            meta,
        });
    }

    /// Joins the groups labelled `a` and `b`: the smaller is relabelled and the member lists
    /// spliced, and the change logged; returns the label of the whole.
    fn unite(&mut self, a: u32, b: u32) -> u32 {
        let meta_of = |i: u32| self.meta.get(i as usize).copied().unwrap_or(0);
        let (ma, mb) = (meta_of(a), meta_of(b));
        let (big, small, mbig, msmall) = if ma >= mb {
            (a, b, ma, mb)
        } else {
            (b, a, mb, ma)
        };
        self.relabel(small, big);
        self.splice(big, small);
        if let Some(m) = self.meta.get_mut(big as usize) {
            // Sizes add (the flags sit below them) and flags combine.
            *m = (mbig + (msmall & !(START | GOAL))) | (msmall & (START | GOAL));
        }
        self.log.push(Change {
            big,
            small,
            meta: mbig,
        });
        big
    }

    /// Gives every member of the circle through `from` the label `to`.
    fn relabel(&mut self, from: u32, to: u32) {
        let mut i = from;
        // A circle is never longer than the grid; the bound is a backstop.
        for _ in 0..self.next.len() {
            if let Some(label) = self.label.get_mut(i as usize) {
                *label = to;
            }
            i = self.next.get(i as usize).copied().unwrap_or(from);
            if i == from {
                break;
            }
        }
    }

    /// Swaps the `next` entries of `a` and `b`: two separate circles become one, and one
    /// circle that went through both becomes the two again.
    fn splice(&mut self, a: u32, b: u32) {
        let (a, b) = (a as usize, b as usize);
        if let (Some(&na), Some(&nb)) = (self.next.get(a), self.next.get(b)) {
            if let Some(n) = self.next.get_mut(a) {
                *n = nb;
            }
            if let Some(n) = self.next.get_mut(b) {
                *n = na;
            }
        }
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
                // The first stone comes back; its unions belong to the first move again.
                if let Some(first) = self.moves.first() {
                    let at = first.at as usize;
                    self.join(at, Player::X);
                }
                self.to_move = Player::O;
                self.winner = self.first_winner;
                REDO_SWAP_PIECES
            }
        })
    }

    /// Takes the stone of `record` off the board, undoing its unions, and nothing else.
    fn lift(&mut self, record: Played) {
        while self.log.len() > record.mark as usize {
            let Some(change) = self.log.pop() else {
                break;
            };
            self.splice(change.big, change.small);
            self.relabel(change.small, change.small);
            if let Some(m) = self.meta.get_mut(change.big as usize) {
                *m = change.meta;
            }
        }
        // The cell's label, list and meta are set afresh when a stone is put there again.
        if let Some(cell) = self.cells.get_mut(record.at as usize) {
            *cell = Cell::Empty;
        }
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
                let (row, col) = self.coords(at as usize);
                self.place(row, col).is_ok()
            }
        }
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
        if self.starts_empty && self.moves.len() >= self.cells.len() / 32 {
            self.cells.fill(Cell::Empty);
            self.lay_border();
            self.moves.clear();
            self.log.clear();
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

    /// Has `player` move first from the starting position, as a record's `PL` says; only
    /// before the first move.
    pub(crate) fn set_first_to_move(&mut self, player: Player) {
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
        self.rows
    }

    /// Columns on the board.
    #[must_use]
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// What stands on `(row, col)`, or `None` outside the board.
    #[must_use]
    pub fn cell(&self, row: usize, col: usize) -> Option<Cell> {
        if row >= self.rows || col >= self.cols {
            return None;
        }
        self.cells.get(self.index(row, col)).copied()
    }

    /// The `(row, col)` of the last move played, if any.
    #[must_use]
    pub fn last_move(&self) -> Option<(usize, usize)> {
        self.moves.last().map(|m| self.coords(m.at as usize))
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
        let mut board = Board::blank(self.rows, self.cols);
        for r in 0..self.rows {
            let start = self.index(r, 0);
            let Some(line) = self.cells.get(start..start + self.cols) else {
                continue;
            };
            for (c, &cell) in line.iter().enumerate() {
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
                    let (row, col) = self.coords(record.at as usize);
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
                    let (row, col) = self.coords(at as usize);
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
