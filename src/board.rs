//! Reading rows of text into a compact grid.

use crate::error::Error;
use std::fmt;

/// The most cells a board may have: 16,777,216, a 4096x4096 board.
///
/// Larger input is refused with [`Error::TooManyCells`] before any search runs, so a
/// pasted novel costs an error message, not the page's memory.
pub const MAX_CELLS: usize = 1 << 24;

/// The most bytes of text (UTF-8, spaces included) the rows of one board may hold: 64 MiB.
pub const MAX_INPUT_BYTES: usize = 1 << 26;

/// What stands on one cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Cell {
    /// `.`: nobody has played here.
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
}

// Cells are stored as bytes; these are the codes.
pub(crate) const EMPTY: u8 = 0;
pub(crate) const X: u8 = 1;
pub(crate) const O: u8 = 2;

/// A rectangular Hex board: `height` rows of `width` cells, stored flat, row after row.
///
/// Cell `(row, col)` touches `(row-1, col)`, `(row-1, col+1)`, `(row, col-1)`, `(row, col+1)`,
/// `(row+1, col-1)` and `(row+1, col)`: each row sits half a cell to the right of the one above.
///
/// ```
/// use hex_connect::{Board, Cell};
///
/// let board = Board::parse(["X O .", " . X O"])?;
/// assert_eq!((board.height(), board.width()), (2, 3));
/// assert_eq!(board.get(1, 2), Some(Cell::O));
/// assert_eq!(board.get(2, 0), None);
/// # Ok::<(), hex_connect::Error>(())
/// ```
#[derive(Clone, PartialEq, Eq)]
pub struct Board {
    width: usize,
    height: usize,
    cells: Vec<u8>,
}

impl Board {
    /// Reads a board from its rows, one string a row.
    ///
    /// Cells are `X`, `O` and `.`; spaces are layout only, so `"XO."` and `"  X O ."` are the
    /// same row. Every row must have the same number of cells, at least one.
    ///
    /// # Errors
    /// [`Error::NoRows`], [`Error::EmptyRow`], [`Error::RaggedRow`], [`Error::BadCharacter`],
    /// [`Error::TooManyCells`] or [`Error::InputTooLong`], each naming the row (and column)
    /// at fault.
    ///
    /// ```
    /// use hex_connect::{Board, Error};
    ///
    /// assert!(Board::parse(["X O", " O X"]).is_ok());
    /// assert_eq!(
    ///     Board::parse(["X O", " x ."]),
    ///     Err(Error::BadCharacter { row: 1, column: 0, found: 'x' })
    /// );
    /// assert_eq!(
    ///     Board::parse(["X O .", " O X"]).unwrap_err().to_string(),
    ///     "row 2 has 2 cells, but row 1 has 3; all rows need the same number of cells"
    /// );
    /// ```
    pub fn parse<I>(rows: I) -> Result<Board, Error>
    where
        I: IntoIterator,
        I::Item: AsRef<str>,
    {
        let mut cells: Vec<u8> = Vec::new();
        let mut width = 0;
        let mut height = 0;
        let mut bytes_seen = 0usize;
        for (row, text) in rows.into_iter().enumerate() {
            let text = text.as_ref();
            bytes_seen = bytes_seen.saturating_add(text.len());
            if bytes_seen > MAX_INPUT_BYTES {
                return Err(Error::InputTooLong {
                    bytes: bytes_seen,
                    limit: MAX_INPUT_BYTES,
                });
            }
            let start = cells.len();
            if row == 0 {
                // Most rows are written "X O ." style: about half their bytes are cells.
                cells.reserve(text.len() / 2 + 1);
            } else {
                cells.reserve(width);
            }
            push_row(&mut cells, text, row)?;
            let count = cells.len() - start;
            if count == 0 {
                return Err(Error::EmptyRow { row });
            }
            if row == 0 {
                width = count;
            } else if count != width {
                return Err(Error::RaggedRow {
                    row,
                    cells: count,
                    expected: width,
                });
            }
            if cells.len() > MAX_CELLS {
                return Err(Error::TooManyCells { limit: MAX_CELLS });
            }
            height = row + 1;
        }
        if height == 0 {
            return Err(Error::NoRows);
        }
        Ok(Board {
            width,
            height,
            cells,
        })
    }

    /// A board of `height` rows and `width` columns with every cell empty.
    ///
    /// # Errors
    /// [`Error::NoRows`] or [`Error::EmptyRow`] when a side is 0, and
    /// [`Error::TooManyCells`] when the board would exceed [`MAX_CELLS`].
    pub fn empty(height: usize, width: usize) -> Result<Board, Error> {
        if height == 0 {
            return Err(Error::NoRows);
        }
        if width == 0 {
            return Err(Error::EmptyRow { row: 0 });
        }
        match height.checked_mul(width) {
            Some(n) if n <= MAX_CELLS => Ok(Board {
                width,
                height,
                cells: vec![EMPTY; n],
            }),
            _ => Err(Error::TooManyCells { limit: MAX_CELLS }),
        }
    }

    /// Cells in each row.
    #[must_use]
    pub fn width(&self) -> usize {
        self.width
    }

    /// Number of rows.
    #[must_use]
    pub fn height(&self) -> usize {
        self.height
    }

    /// The cell at `(row, col)`, or `None` outside the board.
    #[must_use]
    pub fn get(&self, row: usize, col: usize) -> Option<Cell> {
        if col >= self.width {
            return None;
        }
        let code = self
            .cells
            .get(row.checked_mul(self.width)?.checked_add(col)?)?;
        Some(match *code {
            X => Cell::X,
            O => Cell::O,
            _ => Cell::Empty,
        })
    }

    /// Puts `cell` at `(row, col)`; returns the cell that stood there, or `None` (and changes
    /// nothing) outside the board.
    pub fn set(&mut self, row: usize, col: usize, cell: Cell) -> Option<Cell> {
        let old = self.get(row, col)?;
        let slot = self.cells.get_mut(row * self.width + col)?;
        *slot = match cell {
            Cell::Empty => EMPTY,
            Cell::X => X,
            Cell::O => O,
        };
        Some(old)
    }

    /// The rows in the canonical text form: cells separated by single spaces, row `r`
    /// indented by `r` spaces, as in `["X O .", " . X O"]`.
    #[must_use]
    pub fn to_rows(&self) -> Vec<String> {
        (0..self.height)
            .map(|r| {
                let mut line = " ".repeat(r);
                for c in 0..self.width {
                    if c > 0 {
                        line.push(' ');
                    }
                    line.push(self.get(r, c).map_or('.', Cell::symbol));
                }
                line
            })
            .collect()
    }

    /// The raw cell codes, row after row.
    pub(crate) fn codes(&self) -> &[u8] {
        &self.cells
    }
}

/// Appends the cells of one row, or says which character is not a cell.
fn push_row(cells: &mut Vec<u8>, text: &str, row: usize) -> Result<(), Error> {
    let start = cells.len();
    for (at, byte) in text.bytes().enumerate() {
        let code = match byte {
            b'X' => X,
            b'O' => O,
            b'.' => EMPTY,
            b' ' => continue,
            _ => {
                // `at` is on a character boundary: every earlier byte was ASCII.
                let found = text.get(at..).and_then(|s| s.chars().next()).unwrap_or('?');
                return Err(Error::BadCharacter {
                    row,
                    column: cells.len() - start,
                    found,
                });
            }
        };
        cells.push(code);
    }
    Ok(())
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.to_rows()).finish()
    }
}

/// Writes the rows of [`Board::to_rows`], one a line.
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, line) in self.to_rows().iter().enumerate() {
            if i > 0 {
                f.write_str("\n")?;
            }
            f.write_str(line)?;
        }
        Ok(())
    }
}

/// Reads one row a line (`\n` or `\r\n`); a final line break is allowed.
///
/// ```
/// let board: hex_connect::Board = "X O\n O X\n".parse()?;
/// assert_eq!(board.height(), 2);
/// # Ok::<(), hex_connect::Error>(())
/// ```
impl std::str::FromStr for Board {
    type Err = Error;

    fn from_str(text: &str) -> Result<Board, Error> {
        Board::parse(text.lines())
    }
}

#[cfg(test)]
mod tests;
