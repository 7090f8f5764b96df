//! The one error type of the crate.

use std::fmt::{self, Write};

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

// The messages are written piece by piece, without `write!` and `{:?}`: the formatting
// machinery and the Unicode tables behind `char::escape_debug` would double the size of
// the WebAssembly module.
impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Error::NoRows => {
                f.write_str("the board has no rows; give at least one row such as \"X\"")
            }
            Error::EmptyRow { row } => {
                f.write_str("row ")?;
                number(f, row + 1)?;
                f.write_str(" has no cells; every row needs at least one of X, O or .")
            }
            Error::RaggedRow {
                row,
                cells,
                expected,
            } => {
                f.write_str("row ")?;
                number(f, row + 1)?;
                f.write_str(" has ")?;
                number(f, cells)?;
                f.write_str(if cells == 1 { " cell" } else { " cells" })?;
                f.write_str(", but row 1 has ")?;
                number(f, expected)?;
                f.write_str("; all rows need the same number of cells")
            }
            Error::BadCharacter { row, column, found } => {
                f.write_str("row ")?;
                number(f, row + 1)?;
                f.write_str(", column ")?;
                number(f, column + 1)?;
                f.write_str(": unexpected character ")?;
                character(f, found)?;
                f.write_str("; cells are X, O or . and spaces are layout")
            }
            Error::TooManyCells { limit } => {
                f.write_str("the board is too large: it has more than ")?;
                number(f, limit)?;
                f.write_str(" cells, the most accepted")
            }
            Error::InputTooLong { bytes, limit } => {
                f.write_str("the board text is too long: ")?;
                number(f, bytes)?;
                f.write_str(" bytes, and at most ")?;
                number(f, limit)?;
                f.write_str(" are accepted")
            }
        }
    }
}

/// Writes `n` in decimal.
fn number(f: &mut fmt::Formatter<'_>, n: usize) -> fmt::Result {
    digits(f, n, 10, 1)
}

/// Writes `n` in decimal to any writer, such as a `String` (for the messages of `game`).
#[cfg_attr(not(feature = "game"), allow(dead_code))]
pub(crate) fn write_number(f: &mut impl Write, n: usize) -> fmt::Result {
    digits(f, n, 10, 1)
}

/// Writes `n` in base `radix` (10 or 16, upper-case), with at least `min` digits.
fn digits(f: &mut impl Write, mut n: usize, radix: usize, min: usize) -> fmt::Result {
    let mut out = ['0'; 20];
    let mut len = 0;
    while (n > 0 || len < min) && len < out.len() {
        if let (Some(slot), Some(d)) = (
            out.get_mut(len),
            char::from_digit((n % radix) as u32, radix as u32),
        ) {
            *slot = d.to_ascii_uppercase();
        }
        n /= radix;
        len += 1;
    }
    for d in out.iter().take(len).rev() {
        f.write_char(*d)?;
    }
    Ok(())
}

/// A character as a person can read it: `'x'`, `'\n'`, `'é' (U+00E9)`, or `U+0007` for an
/// invisible control character.
fn character(f: &mut fmt::Formatter<'_>, c: char) -> fmt::Result {
    let escaped = match c {
        '\n' => Some("'\\n'"),
        '\t' => Some("'\\t'"),
        '\r' => Some("'\\r'"),
        '\0' => Some("'\\0'"),
        '\'' => Some("'\\''"),
        _ => None,
    };
    if let Some(text) = escaped {
        return f.write_str(text);
    }
    if !c.is_control() {
        f.write_char('\'')?;
        f.write_char(c)?;
        f.write_char('\'')?;
        if c.is_ascii() {
            return Ok(());
        }
        f.write_str(" (")?;
    }
    f.write_str("U+")?;
    digits(f, c as usize, 16, 4)?;
    if c.is_control() {
        Ok(())
    } else {
        f.write_char(')')
    }
}

impl std::error::Error for Error {}
