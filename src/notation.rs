//! The names of cells in the notation Hex players write (`c4`, `aa10`), both ways. As on
//! HexWiki, the column is a letter (`a` at the left, after `z` come `aa`, `ab`, …) and the
//! row a number from 1 at the top, so `c4` is row 3, column 2; every column of the widest
//! board has a name.
//!
//! Above [`error`](crate::error), since reading a name can fail with an [`Error`]; the
//! writing itself lives in `text`, below the errors, which name cells in their messages.

use crate::error::Error;
use crate::text::write_notation;

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
