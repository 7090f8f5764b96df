//! Game records in and out: SGF as HexGui, Benzene, PlayHex, KataHex and Little Golem write
//! it ([`Game::from_sgf`](crate::game::Game::from_sgf),
//! [`Game::to_sgf`](crate::game::Game::to_sgf)), and trmph links
//! ([`Game::from_trmph`](crate::game::Game::from_trmph),
//! [`Game::to_trmph`](crate::game::Game::to_trmph)).
//!
//! Errors name the place in the text: [`Error::line`](crate::Error::line) and
//! [`Error::column`](crate::Error::column), 0-based, and counted from 1 in the message.

use crate::error::{Error, RecordProblem};
use std::collections::BTreeMap;

mod sgf;
mod trmph;

/// The properties of a record's root that are not the board (its size, setup stones and
/// game type), by name: `{"PB": "Alice", "RE": "B+R"}`. A final resignation or forfeit is
/// kept as `RE` (`B+R`, `W+F`) when the record has no `RE` of its own. A property with
/// several values holds them joined by `", "`.
pub type Info = BTreeMap<String, String>;

/// The 0-based line and column (in characters) of byte `offset` of `text`. A line ends at
/// `\n`, `\r\n` or a lone `\r`.
pub(crate) fn place(text: &str, offset: usize) -> (usize, usize) {
    let before = text.get(..offset).unwrap_or(text);
    let mut line = 0;
    let mut start = 0;
    let bytes = before.as_bytes();
    for (i, &b) in bytes.iter().enumerate() {
        let ends = b == b'\n' || (b == b'\r' && bytes.get(i + 1) != Some(&b'\n'));
        if ends {
            line += 1;
            start = i + 1;
        }
    }
    let column = before.get(start..).map_or(0, |rest| rest.chars().count());
    (line, column)
}

/// [`Error::BadRecord`] at byte `offset` of `text`.
#[cold]
#[inline(never)]
pub(crate) fn bad_at(text: &str, offset: usize, problem: RecordProblem) -> Error {
    let (line, column) = place(text, offset);
    Error::BadRecord {
        line,
        column,
        problem,
    }
}

/// `error` (of a size or a move of a record) at byte `offset` of `text`:
/// [`Error::InRecord`].
#[cold]
#[inline(never)]
pub(crate) fn in_record(text: &str, offset: usize, error: Error) -> Error {
    let (line, column) = place(text, offset);
    Error::InRecord {
        line,
        column,
        error: Box::new(error),
    }
}

#[cfg(test)]
mod tests;
