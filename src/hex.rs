//! The vocabulary of the game: players, cells, the rule that gives each player their edges,
//! which cells touch, and the names of cells in the notation Hex players write.
//!
//! Cell `(r, c)` touches the six cells of [`NEIGHBOURS`]: each row sits half a cell to the
//! right of the one above. In the notation, as on HexWiki, the column is a letter (`a` at the
//! left, after `z` come `aa`, `ab`, …) and the row a number from 1 at the top, so `c4` is row 3,
//! column 2; every column of the widest board has a name.

use crate::error::{write_notation, Error};

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

/// The HexWiki name of a cell: column letters (`a` at the left, then `z`, `aa`, `ab`, …)
/// and the row number counted from 1 at the top.
///
/// ```
/// use hex_connect::notation;
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

/// The 0-based `(row, col)` of a cell named in notation, as [`notation`] writes it;
/// upper-case letters are read too.
///
/// # Errors
/// [`Error::BadNotation`] for anything else, and for a name too large for a `usize`.
///
/// ```
/// use hex_connect::parse_move;
/// assert_eq!(parse_move("c4"), Ok((3, 2)));
/// assert_eq!(parse_move("AA10"), Ok((9, 26)));
/// assert!(parse_move("4c").is_err());
/// assert!(parse_move("c0").is_err());
/// ```
pub fn parse_move(token: &str) -> Result<(usize, usize), Error> {
    parse_cell(token.as_bytes()).ok_or_else(|| Error::BadNotation {
        token: token.to_string(),
    })
}

/// The `(row, col)` of a cell in notation, or `None`: one pass over the bytes, since a
/// record's moves are read here one by one.
pub(crate) fn parse_cell(bytes: &[u8]) -> Option<(usize, usize)> {
    let letters = bytes.iter().take_while(|b| b.is_ascii_alphabetic()).count();
    let (head, digits) = bytes.split_at_checked(letters)?;
    // No leading zero, and at least one digit.
    if !matches!(digits.first(), Some(b'1'..=b'9')) {
        return None;
    }
    // Bijective base 26: a = 1, …, z = 26, aa = 27.
    let mut col = 0usize;
    for &b in head {
        col = col
            .checked_mul(26)?
            .checked_add(usize::from((b | 0x20) - b'a') + 1)?;
    }
    let mut row = 0usize;
    for &b in digits {
        if !b.is_ascii_digit() {
            return None;
        }
        row = row.checked_mul(10)?.checked_add(usize::from(b - b'0'))?;
    }
    Some((row.checked_sub(1)?, col.checked_sub(1)?))
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
