//! Why a board, a move or a game could not be read or played: one error type for the crate.
//!
//! Each error has a stable code to branch on (`BAD_CHARACTER`, `OCCUPIED`, …), a message for
//! people that counts rows and columns from 1, and where it applies the 0-based row and column,
//! the move's number from 1, or the line of a record's text. The JavaScript binding turns it
//! into an `Error`, `TypeError` or `RangeError` by its code; the README's "Errors" table lists
//! every code.

use crate::hex::Player;
use crate::text::{write_character, write_from_one, write_notation, write_number};
use std::fmt::{self, Write};

/// Why a board, a move or a game could not be read or played.
///
/// Rows and columns are 0-based in the fields and counted from 1 in the message, as the
/// notation counts them: `row 3 has 4 cells, but row 1 has 5`, `c4 (row 4, column 3) already
/// holds an X`. [`Error::code`] names the kind of error in a word that does not change.
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
    /// A board size asked for ([`Board::empty`](crate::Board::empty), `Game::new`, a
    /// record's `SZ`) with no cells, or more than [`MAX_CELLS`](crate::MAX_CELLS). Rows of
    /// text with too many cells are [`Error::TooManyCells`] instead, since they name no size.
    BadSize {
        /// Rows asked for.
        rows: usize,
        /// Columns asked for.
        cols: usize,
        /// The largest number of cells accepted.
        limit: usize,
    },
    /// A move after the game already has a winner.
    GameOver {
        /// Who won.
        winner: Player,
    },
    /// A move outside the board.
    OffBoard {
        /// 0-based row asked for.
        row: usize,
        /// 0-based column asked for.
        column: usize,
        /// Rows on the board.
        rows: usize,
        /// Columns on the board.
        cols: usize,
    },
    /// A move on a cell that already holds a stone.
    Occupied {
        /// 0-based row of the cell.
        row: usize,
        /// 0-based column of the cell.
        column: usize,
        /// The stone that is there.
        stone: Player,
    },
    /// A move in notation that could not be read, such as `"k"` or `"4c"`.
    BadNotation {
        /// The token as written.
        token: String,
    },
    /// A move of a list of moves (as [`Game::from_moves`](crate::game::Game::from_moves)
    /// reads them) that could not be read or played.
    InMoves {
        /// Which move, counting from 1.
        number: usize,
        /// The move as written.
        token: String,
        /// What was wrong with it.
        error: Box<Error>,
    },
    /// The swap rule cannot be applied here.
    BadSwap {
        /// Why not.
        problem: SwapProblem,
    },
    /// A game record (SGF or trmph) that could not be read.
    BadRecord {
        /// 0-based line of the text where the problem is.
        line: usize,
        /// 0-based column of that line, in characters.
        column: usize,
        /// What is wrong.
        problem: RecordProblem,
    },
    /// An SGF record of another game than Hex (`GM` is not 11).
    NotHex {
        /// 0-based line of the `GM` value.
        line: usize,
        /// 0-based column of the `GM` value.
        column: usize,
        /// The game number, as written.
        game: String,
        /// The name of that game, where the record reader knows it (`Some("Go")` for 1).
        name: Option<&'static str>,
    },
    /// A board that is not square where only a square one will do (a trmph link).
    NotSquare {
        /// Rows on the board.
        rows: usize,
        /// Columns on the board.
        cols: usize,
    },
    /// A move or a size of a record that could not be played or used, at its place in the
    /// text.
    InRecord {
        /// 0-based line of the value at fault.
        line: usize,
        /// 0-based column of the value at fault.
        column: usize,
        /// What was wrong with it.
        error: Box<Error>,
    },
}

/// Why the swap rule cannot be applied: see [`Error::BadSwap`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum SwapProblem {
    /// The game was made with the swap rule off.
    Off,
    /// A swap can only be the second move of a game begun on an empty board.
    NotSecondMove {
        /// The move it would have been, from 1.
        number: usize,
    },
    /// Swap-pieces mirrors a cell, which needs a square board.
    NotSquare {
        /// Rows on the board.
        rows: usize,
        /// Columns on the board.
        cols: usize,
    },
}

/// What is wrong with a game record: see [`Error::BadRecord`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum RecordProblem {
    /// The text holds no game: an SGF record starts with `(;`.
    NoGame,
    /// A `(` that is never closed.
    UnclosedTree,
    /// A `[` that is never closed.
    UnclosedValue,
    /// A character where a node, a property, `(` or `)` should be.
    Unexpected {
        /// The character.
        found: char,
    },
    /// A property name with no `[value]` after it.
    NoValue {
        /// The property.
        name: String,
    },
    /// A board size that cannot be read.
    BadSize {
        /// The value as written.
        value: String,
    },
    /// A move that is neither a cell nor a swap, resign or forfeit.
    BadMove {
        /// The value as written.
        value: String,
    },
    /// A move tagged with the colour of the player who is not to move.
    WrongColour {
        /// Which move, from 1.
        number: usize,
        /// The colour tag of the move, `B` or `W`.
        tag: char,
    },
    /// A move after a resignation or a forfeit.
    AfterEnd {
        /// Which move, from 1.
        number: usize,
    },
    /// Setup stones (`AB`, `AW`, `AE`) after the first move.
    SetupAfterMoves,
    /// One node that holds both a `B` and a `W` move.
    TwoMoves,
    /// A trmph link that cannot be read: no board size, or not a list of cells.
    BadTrmph,
}

/// Every error code the package throws, one row each: the [`Code`] variant, the code, its
/// [`Kind`] and what it means. The rows are handed to the macro named, so that each place
/// that lists the codes builds its list from this one table: [`Code`] here, the `.d.ts`
/// `ErrorCode` type in the WebAssembly binding. The README's table of errors and the codes
/// thrown by the binding's JavaScript are checked against it by `tests/error_codes.rs`.
///
/// Six codes are the package's JavaScript's alone (an argument of JavaScript is checked before
/// the core sees it, a freed object is refused before it is reached, and `<hex-board>` asks for
/// the parts an app has named): `INVALID_TYPE`, `BAD_OPTION`, `BAD_NUMBER`, `BUSY`, `FREED`
/// and `NO_PART`. A meaning holds no `|` (it is a cell of a Markdown table) and ends without a
/// full stop.
macro_rules! error_codes {
    ($then:ident) => {
        $then! {
            InvalidType "INVALID_TYPE" Type "an argument of the wrong type";
            BadOption "BAD_OPTION" Type "an unknown option, or an option with an unknown value";
            BadNumber "BAD_NUMBER" Range "a row, column, size or count that is not a whole number in range";
            TooLarge "TOO_LARGE" Range "rows of over 16,777,216 cells, or a text of over 64 MiB";
            BadSize "BAD_SIZE" Range "a board size with no cells or too many";
            OffBoard "OFF_BOARD" Range "a move outside the board";
            NoRows "NO_ROWS" Other "a board of no rows";
            EmptyRow "EMPTY_ROW" Other "a row with no cells (empty, or only spaces)";
            RaggedRows "RAGGED_ROWS" Other "rows with different numbers of cells";
            BadCharacter "BAD_CHARACTER" Other "a character in a row other than X, O, . and space";
            Occupied "OCCUPIED" Other "a move on a cell that holds a stone";
            GameOver "GAME_OVER" Other "a move after the game is won";
            BadMove "BAD_MOVE" Other "a move in notation that cannot be read";
            BadSwap "BAD_SWAP" Other "a swap that is off, not the second move, or a swap-pieces on a board that is not square";
            BadRecord "BAD_RECORD" Other "an SGF record or trmph link that cannot be read";
            NotHex "NOT_HEX" Other "an SGF record of another game than Hex (GM not 11)";
            NotSquare "NOT_SQUARE" Other "a trmph link asked of a board that is not square";
            Busy "BUSY" Other "a call into the module from a getter of the rows it is reading";
            Freed "FREED" Other "a method or property of a Game used after its free()";
            NoPart "NO_PART" Other "`<hex-board>` given `sgf`, `trmph` or `show-hints` in an app that has not imported the module of that part (its `error` and `hex-error` event)";
        }
    };
}
#[cfg_attr(not(target_arch = "wasm32"), allow(unused_imports))]
pub(crate) use error_codes;

/// What sort of fault a [`Code`] reports, for a binding to choose its class of error by
/// (JavaScript throws a `TypeError`, a `RangeError` or a plain `Error`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    /// A value of the wrong type.
    Type,
    /// A number or size out of range.
    Range,
    /// Any other fault.
    Other,
}

macro_rules! define_codes {
    ($($variant:ident $name:literal $kind:ident $meaning:literal;)*) => {
        /// A stable name for a kind of error, for programs to branch on: each variant is one
        /// code of [`Error::code`]. Some are raised only by the WebAssembly binding.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        #[non_exhaustive]
        pub enum Code {
            $(
                #[doc = concat!("`", $name, "`: ", $meaning, ".")]
                $variant,
            )*
        }

        impl Code {
            /// Every code, in the order of the table.
            pub const ALL: &'static [Code] = &[$(Code::$variant),*];

            /// The code as programs see it, such as `"BAD_CHARACTER"`.
            #[must_use]
            pub const fn name(self) -> &'static str {
                match self {
                    $(Code::$variant => $name,)*
                }
            }

            /// The sort of fault.
            #[must_use]
            pub const fn kind(self) -> Kind {
                match self {
                    $(Code::$variant => Kind::$kind,)*
                }
            }

            /// When the code is raised, in a few words.
            #[must_use]
            pub const fn meaning(self) -> &'static str {
                match self {
                    $(Code::$variant => $meaning,)*
                }
            }
        }
    };
}

error_codes!(define_codes);

impl Error {
    /// A stable name for the kind of error, for programs to branch on; the message is for
    /// people and may change. The name of [`Error::code_entry`].
    ///
    /// ```
    /// use hex_connect::Board;
    ///
    /// let error = Board::parse(["X O", " X x"]).unwrap_err();
    /// assert_eq!(error.code(), "BAD_CHARACTER");
    /// assert_eq!((error.row(), error.column()), (Some(1), Some(1)));
    /// ```
    #[must_use]
    pub fn code(&self) -> &'static str {
        self.code_entry().name()
    }

    /// The error's [`Code`], with its kind and meaning:
    ///
    /// | code | errors |
    /// |---|---|
    /// | `NO_ROWS` | [`Error::NoRows`] |
    /// | `EMPTY_ROW` | [`Error::EmptyRow`] |
    /// | `RAGGED_ROWS` | [`Error::RaggedRow`] |
    /// | `BAD_CHARACTER` | [`Error::BadCharacter`] |
    /// | `TOO_LARGE` | [`Error::TooManyCells`], [`Error::InputTooLong`] |
    /// | `BAD_SIZE` | [`Error::BadSize`] |
    /// | `GAME_OVER` | [`Error::GameOver`] |
    /// | `OFF_BOARD` | [`Error::OffBoard`] |
    /// | `OCCUPIED` | [`Error::Occupied`] |
    /// | `BAD_MOVE` | [`Error::BadNotation`] |
    /// | `BAD_SWAP` | [`Error::BadSwap`] |
    /// | `BAD_RECORD` | [`Error::BadRecord`] |
    /// | `NOT_HEX` | [`Error::NotHex`] |
    /// | `NOT_SQUARE` | [`Error::NotSquare`] |
    ///
    /// [`Error::InMoves`] and [`Error::InRecord`] have the code of the error they wrap.
    ///
    /// ```
    /// use hex_connect::error::{Code, Kind};
    /// use hex_connect::Board;
    ///
    /// let error = Board::empty(0, 3).unwrap_err();
    /// assert_eq!(error.code_entry(), Code::BadSize);
    /// assert_eq!(error.code_entry().kind(), Kind::Range);
    /// ```
    #[must_use]
    pub fn code_entry(&self) -> Code {
        match self {
            Error::NoRows => Code::NoRows,
            Error::EmptyRow { .. } => Code::EmptyRow,
            Error::RaggedRow { .. } => Code::RaggedRows,
            Error::BadCharacter { .. } => Code::BadCharacter,
            Error::TooManyCells { .. } | Error::InputTooLong { .. } => Code::TooLarge,
            Error::BadSize { .. } => Code::BadSize,
            Error::GameOver { .. } => Code::GameOver,
            Error::OffBoard { .. } => Code::OffBoard,
            Error::Occupied { .. } => Code::Occupied,
            Error::BadNotation { .. } => Code::BadMove,
            Error::BadSwap { .. } => Code::BadSwap,
            Error::BadRecord { .. } => Code::BadRecord,
            Error::NotHex { .. } => Code::NotHex,
            Error::NotSquare { .. } => Code::NotSquare,
            Error::InMoves { error, .. } | Error::InRecord { error, .. } => error.code_entry(),
        }
    }

    /// For an error in a record's text, the 0-based line of the text at fault; then
    /// [`Error::column`] is the column in that line, and [`Error::row`] is `None`.
    #[must_use]
    pub fn line(&self) -> Option<usize> {
        match self {
            Error::BadRecord { line, .. }
            | Error::NotHex { line, .. }
            | Error::InRecord { line, .. } => Some(*line),
            _ => None,
        }
    }

    /// The 0-based row the error is about, if it is about one row or cell.
    #[must_use]
    pub fn row(&self) -> Option<usize> {
        match self {
            Error::EmptyRow { row }
            | Error::RaggedRow { row, .. }
            | Error::BadCharacter { row, .. }
            | Error::OffBoard { row, .. }
            | Error::Occupied { row, .. } => Some(*row),
            Error::InMoves { error, .. } => error.row(),
            _ => None,
        }
    }

    /// The 0-based column the error is about, if it is about one cell; for an error in a
    /// record's text, the column of the line (see [`Error::line`]).
    #[must_use]
    pub fn column(&self) -> Option<usize> {
        match self {
            Error::BadCharacter { column, .. }
            | Error::OffBoard { column, .. }
            | Error::Occupied { column, .. }
            | Error::BadRecord { column, .. }
            | Error::NotHex { column, .. }
            | Error::InRecord { column, .. } => Some(*column),
            Error::InMoves { error, .. } => error.column(),
            _ => None,
        }
    }

    /// For an error in a list of moves, which move (counting from 1).
    #[must_use]
    pub fn move_number(&self) -> Option<usize> {
        match self {
            Error::InMoves { number, .. }
            | Error::BadRecord {
                problem:
                    RecordProblem::WrongColour { number, .. } | RecordProblem::AfterEnd { number },
                ..
            } => Some(*number),
            Error::InRecord { error, .. } => error.move_number(),
            _ => None,
        }
    }
}

// The messages are written piece by piece with the writers of `text`, without `write!`
// and `{:?}`, which would double the size of the WebAssembly module.
impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::NoRows => {
                f.write_str("the board has no rows; give at least one row such as \"X\"")
            }
            Error::EmptyRow { row } => {
                f.write_str("row ")?;
                write_number(f, row + 1)?;
                f.write_str(" has no cells; every row needs at least one of X, O or .")
            }
            Error::RaggedRow {
                row,
                cells,
                expected,
            } => {
                f.write_str("row ")?;
                write_number(f, row + 1)?;
                f.write_str(" has ")?;
                write_number(f, *cells)?;
                f.write_str(if *cells == 1 { " cell" } else { " cells" })?;
                f.write_str(", but row 1 has ")?;
                write_number(f, *expected)?;
                f.write_str("; all rows need the same number of cells")
            }
            Error::BadCharacter { row, column, found } => {
                f.write_str("row ")?;
                write_number(f, row + 1)?;
                f.write_str(", column ")?;
                write_number(f, column + 1)?;
                f.write_str(": unexpected character ")?;
                write_character(f, *found)?;
                f.write_str("; cells are X, O or . and spaces are layout")
            }
            Error::TooManyCells { limit } => {
                f.write_str("the board is too large: it has more than ")?;
                write_number(f, *limit)?;
                f.write_str(" cells, the most accepted")
            }
            Error::InputTooLong { bytes, limit } => {
                f.write_str("the board text is too long: ")?;
                write_number(f, *bytes)?;
                f.write_str(" bytes, and at most ")?;
                write_number(f, *limit)?;
                f.write_str(" are accepted")
            }
            Error::BadSize { rows, cols, limit } => {
                f.write_str("a board needs 1 or more rows and columns and at most ")?;
                write_number(f, *limit)?;
                f.write_str(" cells, not ")?;
                write_number(f, *rows)?;
                f.write_str(" x ")?;
                write_number(f, *cols)
            }
            Error::GameOver { winner } => {
                f.write_str("the game is over: ")?;
                f.write_char(winner.symbol())?;
                f.write_str(" has won")
            }
            Error::OffBoard {
                row,
                column,
                rows,
                cols,
            } => {
                f.write_str("row ")?;
                write_from_one(f, *row)?;
                f.write_str(", column ")?;
                write_from_one(f, *column)?;
                f.write_str(" is off the board, which has ")?;
                write_number(f, *rows)?;
                f.write_str(if *rows == 1 {
                    " row and "
                } else {
                    " rows and "
                })?;
                write_number(f, *cols)?;
                f.write_str(if *cols == 1 { " column" } else { " columns" })
            }
            Error::Occupied { row, column, stone } => {
                write_notation(f, *row, *column)?;
                f.write_str(" (row ")?;
                write_number(f, row + 1)?;
                f.write_str(", column ")?;
                write_number(f, column + 1)?;
                f.write_str(") already holds an ")?;
                f.write_char(stone.symbol())
            }
            Error::BadNotation { token } => {
                f.write_str("cannot read the move \"")?;
                f.write_str(token)?;
                f.write_str(
                    "\"; a move is a column letter and a row number, as in \"c4\" or \"aa10\"",
                )
            }
            Error::InMoves {
                number,
                token,
                error,
            } => {
                f.write_str("move ")?;
                write_number(f, *number)?;
                f.write_str(" (\"")?;
                f.write_str(token)?;
                f.write_str("\"): ")?;
                fmt::Display::fmt(error, f)
            }
            Error::BadSwap { problem } => match problem {
                SwapProblem::Off => f.write_str("the swap rule is off in this game"),
                SwapProblem::NotSecondMove { number } => {
                    f.write_str(
                        "a swap can only be the second move of a game begun on an empty board, not move ",
                    )?;
                    write_number(f, *number)
                }
                SwapProblem::NotSquare { rows, cols } => {
                    f.write_str(
                        "swap-pieces mirrors the first stone, which needs a square board, not ",
                    )?;
                    write_number(f, *rows)?;
                    f.write_str(" x ")?;
                    write_number(f, *cols)?;
                    f.write_str("; swap-sides works on any board")
                }
            },
            Error::BadRecord {
                line,
                column,
                problem,
            } => {
                at_text(f, *line, *column)?;
                fmt::Display::fmt(problem, f)
            }
            Error::NotHex {
                line,
                column,
                game,
                name,
            } => {
                at_text(f, *line, *column)?;
                f.write_str("this record is of another game than Hex: GM[")?;
                f.write_str(game)?;
                f.write_str("]")?;
                if let Some(name) = name {
                    f.write_str(" is ")?;
                    f.write_str(name)?;
                }
                f.write_str(", and Hex is GM[11]")
            }
            Error::NotSquare { rows, cols } => {
                f.write_str("a trmph link holds a square board, not ")?;
                write_number(f, *rows)?;
                f.write_str(" x ")?;
                write_number(f, *cols)
            }
            Error::InRecord {
                line,
                column,
                error,
            } => {
                at_text(f, *line, *column)?;
                fmt::Display::fmt(error, f)
            }
        }
    }
}

impl fmt::Display for RecordProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordProblem::NoGame => {
                f.write_str("no game record here: an SGF record starts with \"(;\"")
            }
            RecordProblem::UnclosedTree => f.write_str("this ( is never closed with )"),
            RecordProblem::UnclosedValue => f.write_str("this [ is never closed with ]"),
            RecordProblem::Unexpected { found } => {
                f.write_str("unexpected character ")?;
                write_character(f, *found)?;
                f.write_str("; expected a node (;), a property such as B[c4], ( or )")
            }
            RecordProblem::NoValue { name } => {
                f.write_str("the property ")?;
                f.write_str(name)?;
                f.write_str(" has no value; a value is written in brackets, as in B[c4]")
            }
            RecordProblem::BadSize { value } => {
                f.write_str("cannot read the board size \"")?;
                f.write_str(value)?;
                f.write_str("\"; SZ is a number such as 11, or columns:rows such as 11:9")
            }
            RecordProblem::BadMove { value } => {
                f.write_str("cannot read the move \"")?;
                f.write_str(value)?;
                f.write_str(
                    "\"; a move is a cell such as c4 (or Little Golem's ma), swap-pieces, swap-sides, resign or forfeit",
                )
            }
            RecordProblem::WrongColour { number, tag } => {
                f.write_str("move ")?;
                write_number(f, *number)?;
                f.write_str(" is tagged ")?;
                f.write_char(*tag)?;
                f.write_str(", but the other player is to move")
            }
            RecordProblem::AfterEnd { number } => {
                f.write_str("move ")?;
                write_number(f, *number)?;
                f.write_str(" comes after the game ended by a resignation or forfeit")
            }
            RecordProblem::SetupAfterMoves => f.write_str(
                "setup stones (AB, AW, AE) after the first move are not supported; put them before it",
            ),
            RecordProblem::TwoMoves => f.write_str("one node holds both a B and a W move"),
            RecordProblem::BadTrmph => f.write_str(
                "cannot read the trmph link; it is the board size and the cells, as in https://trmph.com/hex/board#11,a1b2c3",
            ),
        }
    }
}

/// Writes where in a record's text an error is: `line 3, column 7: `.
fn at_text(f: &mut impl Write, line: usize, column: usize) -> fmt::Result {
    f.write_str("line ")?;
    write_from_one(f, line)?;
    f.write_str(", column ")?;
    write_from_one(f, column)?;
    f.write_str(": ")
}

impl std::error::Error for Error {}
