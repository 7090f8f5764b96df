//! The one error type of the crate.

use std::fmt;

/// Why a board could not be read.
///
/// Rows and columns are 0-based in the fields and 1-based in the message, which is
/// written for people: `row 3 has 4 cells, but row 1 has 5`.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Error {
    /// The board has no rows at all.
    NoRows,
    /// A row holds no cells (it is empty or only spaces).
    EmptyRow {
        /// 0-based index of the row.
        row: usize,
    },
    /// A row has a different number of cells from the first row.
    RaggedRow {
        /// 0-based index of the row.
        row: usize,
        /// Cells in that row.
        cells: usize,
        /// Cells in the first row.
        expected: usize,
    },
    /// A character that is neither a cell (`X`, `O`, `.`) nor a space.
    BadCharacter {
        /// 0-based index of the row.
        row: usize,
        /// 0-based column the character stands at: the number of cells before it in its row.
        column: usize,
        /// The character as it was typed.
        found: char,
    },
    /// The board has more cells than [`MAX_CELLS`](crate::MAX_CELLS).
    TooManyCells {
        /// The largest number of cells accepted.
        limit: usize,
    },
    /// The rows hold more bytes of text than [`MAX_INPUT_BYTES`](crate::MAX_INPUT_BYTES).
    InputTooLong {
        /// Bytes of text in all rows together (UTF-8).
        bytes: usize,
        /// The largest number of bytes accepted.
        limit: usize,
    },
}

impl Error {
    /// The 0-based row the error is about, if it is about one row.
    #[must_use]
    pub fn row(&self) -> Option<usize> {
        match *self {
            Error::EmptyRow { row }
            | Error::RaggedRow { row, .. }
            | Error::BadCharacter { row, .. } => Some(row),
            Error::NoRows | Error::TooManyCells { .. } | Error::InputTooLong { .. } => None,
        }
    }

    /// The 0-based column the error is about, if it is about one character.
    #[must_use]
    pub fn column(&self) -> Option<usize> {
        match *self {
            Error::BadCharacter { column, .. } => Some(column),
            _ => None,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Error::NoRows => f.write_str("the board has no rows; give at least one row such as \"X\""),
            Error::EmptyRow { row } => write!(
                f,
                "row {} has no cells; every row needs at least one of X, O or .",
                row + 1
            ),
            Error::RaggedRow {
                row,
                cells,
                expected,
            } => write!(
                f,
                "row {} has {} {}, but row 1 has {}; all rows need the same number of cells",
                row + 1,
                cells,
                if cells == 1 { "cell" } else { "cells" },
                expected
            ),
            Error::BadCharacter { row, column, found } => write!(
                f,
                "row {}, column {}: unexpected character {:?}; cells are X, O or . and spaces are layout",
                row + 1,
                column + 1,
                found
            ),
            Error::TooManyCells { limit } => write!(
                f,
                "the board is too large: it has more than {limit} cells, the most accepted"
            ),
            Error::InputTooLong { bytes, limit } => write!(
                f,
                "the board text is too long: {bytes} bytes, and at most {limit} are accepted"
            ),
        }
    }
}

impl std::error::Error for Error {}
