//! Numbers, cell names and characters written for people, piece by piece.
//!
//! Nothing here uses `write!` or `{:?}`: the formatting machinery and the Unicode tables
//! behind `char::escape_debug` would double the size of the WebAssembly module. This module
//! sits below every other, so the vocabulary ([`hex`](crate::hex)), the errors and the
//! records all write with it.

use std::fmt::{self, Write};

/// Writes `n` in decimal.
pub(crate) fn write_number(f: &mut impl Write, n: usize) -> fmt::Result {
    digits(f, n, 10, 1)
}

/// Writes `n + 1`, a 0-based `n` counted from 1, exactly even when `n` is `usize::MAX` (as
/// a row from JavaScript can be on wasm32).
pub(crate) fn write_from_one(f: &mut impl Write, n: usize) -> fmt::Result {
    match n.checked_add(1) {
        Some(m) => write_number(f, m),
        // usize::MAX ends in 5 (on 32 and 64 bits), so one more changes only its last digit.
        None => {
            write_number(f, n / 10)?;
            write_number(f, n % 10 + 1)
        }
    }
}

/// Writes the HexWiki name of a cell: column letters (`a`, …, `z`, `aa`, `ab`, …), then
/// the row number from 1.
pub(crate) fn write_notation(f: &mut impl Write, row: usize, col: usize) -> fmt::Result {
    // 14 letters name more columns than a usize can count.
    let mut letters = ['a'; 14];
    let mut len = 0;
    let mut n = col.saturating_add(1);
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
    write_number(f, row.saturating_add(1))
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
pub(crate) fn write_character(f: &mut impl Write, c: char) -> fmt::Result {
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
