//! trmph.com links: `https://trmph.com/hex/board#11,a1b2c3`, the board size and the cells
//! played, one after another. trmph has no word for the swap: its board takes a second
//! move on the first stone's cell as the swap, so that is read as swap-pieces and a
//! swap-pieces is written so. A swap of sides leaves the board and the turn as if nobody
//! had swapped, so it is left out of the link.

use super::{bad_at, in_record};
use crate::error::{Error, RecordProblem};
use crate::game::{Game, Move, Swap};
use crate::hex::Rule;
use crate::notation::parse_move;

impl Game {
    /// The game of a trmph link, or of its fragment alone (`11,a1b2c3`).
    ///
    /// # Errors
    /// [`Error::BadRecord`] for text that is no trmph link, with the column at fault;
    /// [`Error::InRecord`] for a size or a move that cannot be played (the move wrapped in
    /// [`Error::InMoves`] with its number).
    ///
    /// ```
    /// use hex_connect::{game::Game, Rule};
    ///
    /// let game = Game::from_trmph("https://trmph.com/hex/board#5,c2c2b4", Rule::XTopBottom)?;
    /// assert_eq!(game.to_moves(), "c2 swap-pieces b4");
    /// assert_eq!(game.to_trmph()?, "https://trmph.com/hex/board#5,c2c2b4");
    /// # Ok::<(), hex_connect::Error>(())
    /// ```
    pub fn from_trmph(link: &str, rule: Rule) -> Result<Game, Error> {
        if link.len() > crate::MAX_INPUT_BYTES {
            return Err(Error::InputTooLong {
                bytes: link.len(),
                limit: crate::MAX_INPUT_BYTES,
            });
        }
        let trimmed = link.trim_end();
        let start = trimmed
            .find('#')
            .map_or(trimmed.len() - trimmed.trim_start().len(), |i| i + 1);
        let fragment = trimmed.get(start..).unwrap_or_default();
        let bad = |offset: usize| bad_at(link, start + offset, RecordProblem::BadTrmph);
        let at = |offset: usize, error: Error| in_record(link, start + offset, error);
        let digits = fragment.bytes().take_while(u8::is_ascii_digit).count();
        let size = fragment
            .get(..digits)
            .filter(|d| !d.is_empty() && d.len() < 10)
            .and_then(|d| d.parse::<usize>().ok())
            .ok_or_else(|| bad(0))?;
        let mut game = Game::new(size, size, rule).map_err(|e| at(0, e))?;
        let cells = match fragment.get(digits..).unwrap_or_default() {
            "" => "",
            rest => rest.strip_prefix(',').ok_or_else(|| bad(digits))?,
        };
        let bytes = cells.as_bytes();
        let mut i = 0;
        let mut first = None;
        let mut number = 0;
        while i < bytes.len() {
            let begin = i;
            while bytes.get(i).is_some_and(u8::is_ascii_alphabetic) {
                i += 1;
            }
            let letters = i;
            while bytes.get(i).is_some_and(u8::is_ascii_digit) {
                i += 1;
            }
            let offset = digits + 1 + begin;
            if letters == begin || i == letters {
                return Err(bad(offset));
            }
            let token = cells.get(begin..i).unwrap_or_default();
            number += 1;
            let in_moves = |error: Error| {
                at(
                    offset,
                    Error::InMoves {
                        number,
                        token: token.to_string(),
                        error: Box::new(error),
                    },
                )
            };
            let cell = parse_move(token).map_err(in_moves)?;
            let play = if number == 2 && first == Some(cell) {
                Move::Swap(Swap::Pieces)
            } else {
                Move::Stone(cell.0, cell.1)
            };
            first = first.or(Some(cell));
            game.play_any(play).map_err(in_moves)?;
        }
        Ok(game)
    }

    /// The game as a trmph link, `https://trmph.com/hex/board#11,a1b2c3`; a swap-pieces is
    /// the first cell again, and a swap-sides is left out (the board goes on as without it).
    ///
    /// # Errors
    /// [`Error::NotSquare`] for a board that is not square: trmph has only square boards.
    pub fn to_trmph(&self) -> Result<String, Error> {
        if self.rows() != self.cols() {
            return Err(Error::NotSquare {
                rows: self.rows(),
                cols: self.cols(),
            });
        }
        let mut out = String::from("https://trmph.com/hex/board#");
        // Writing to a String cannot fail.
        let _ = crate::text::write_number(&mut out, self.rows());
        out.push(',');
        let mut first = None;
        for play in self.moves() {
            match play {
                Move::Stone(..) => {
                    first = first.or(Some(play));
                    play.write(&mut out);
                }
                Move::Swap(Swap::Pieces) => {
                    if let Some(stone) = first {
                        stone.write(&mut out);
                    }
                }
                Move::Swap(Swap::Sides) => {}
            }
        }
        Ok(out)
    }
}
