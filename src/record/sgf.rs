//! SGF (FF[4], GM[11]) for Hex: the reader of the first game's main line, and the writer.
//!
//! The reader takes what real files hold: line breaks anywhere, comments and any unknown
//! property, lower-case letters in property names (as FF[3] allowed), escaped `\]`, no
//! `FF` or `GM` (Little Golem), Little Golem's two-letter cells (`ma`: column m, row a), its
//! first move tagged `W` and its player names written unescaped (`PB[Ann;]]`: a `]` of
//! free text closes the value only where a value may end), and the swap written
//! `swap-pieces`, `swap-sides` or `swap`.
//! Which swap it was follows the colour tag of the next move, not the token: HexGui up to
//! 1.0 wrote `swap-pieces` (and before 2004 `SWAP`) where the next move has the swapper's
//! tag again, which only a swap of sides makes legal.

use super::{bad_at, in_record, place, Info};
use crate::board::{check_size, Board};
use crate::error::{Error, RecordProblem};
use crate::game::{is_word, swap_named, Game, Move, Swap};
use crate::hex::{Cell, Player, Rule};
use crate::notation::parse_cell;
use std::borrow::Cow;

/// A property of the main line: its name, the node it is in (0 for the root), where it
/// starts in the text, and its values as a range of [`Line::values`].
struct Prop<'a> {
    name: Cow<'a, str>,
    node: u32,
    at: usize,
    values: std::ops::Range<usize>,
}

/// A move property (`B` or `W`) of the main line, kept apart from the other properties:
/// nearly every node of a record is one, and the reader reads nothing else of it.
#[derive(Clone, Copy)]
struct MoveProp<'a> {
    /// `B` or `W`.
    tag: u8,
    node: u32,
    /// Where the property starts in the text.
    at: usize,
    /// Its first value's raw text, and the byte offset where that starts.
    value: &'a str,
    offset: usize,
    /// Whether the value may hold an escape.
    escaped: bool,
}

/// The main line of a record, flat: three vectors however many nodes it has, so reading a
/// record makes a handful of allocations, not a few for every move.
struct Line<'a> {
    /// The properties that are not moves.
    props: Vec<Prop<'a>>,
    /// Every value of those properties: its raw text and the byte offset where it starts.
    values: Vec<(&'a str, usize)>,
    moves: Vec<MoveProp<'a>>,
}

impl<'a> Line<'a> {
    fn values(&self, prop: &Prop<'a>) -> &[(&'a str, usize)] {
        self.values.get(prop.values.clone()).unwrap_or_default()
    }

    fn first(&self, prop: &Prop<'a>) -> (&'a str, usize) {
        self.values(prop).first().copied().unwrap_or(("", prop.at))
    }
}

/// Reads the main line (the first child at every branch) of the first game tree of
/// `text`.
fn main_line(text: &str) -> Result<Line<'_>, Error> {
    let bytes = text.as_bytes();
    let bad = |at: usize, problem: RecordProblem| bad_at(text, at, problem);
    let Some(open) = bytes.iter().position(|&b| b == b'(') else {
        return Err(bad(text.len(), RecordProblem::NoGame));
    };
    // About one move in seven bytes of a record of moves (`;B[c4]`).
    let guess = (text.len() / 6).min(1 << 16);
    let mut line = Line {
        props: Vec::with_capacity(16),
        values: Vec::with_capacity(16),
        moves: Vec::with_capacity(guess),
    };
    // Where each open tree began, for the error that one is never closed.
    let mut opens = vec![open];
    let mut following = true;
    // Whether a `]` that cannot close a value of information may still belong to it.
    let mut lenient = true;
    let mut node = 0u32;
    let mut i = open + 1;
    while let Some(&b) = bytes.get(i) {
        match b {
            b'(' => {
                opens.push(i);
                i += 1;
            }
            b')' => {
                opens.pop();
                // The main line ends where its deepest tree closes.
                following = false;
                i += 1;
                if opens.is_empty() {
                    return Ok(line);
                }
            }
            b';' => {
                let (props, values, moves) =
                    (line.props.len(), line.values.len(), line.moves.len());
                i = read_node(text, i + 1, node, &mut line, &mut lenient, &bad)?;
                if following {
                    node = node.saturating_add(1);
                } else {
                    line.props.truncate(props);
                    line.values.truncate(values);
                    line.moves.truncate(moves);
                }
            }
            _ if b.is_ascii_whitespace() => i += 1,
            _ => {
                let found = text.get(i..).and_then(|s| s.chars().next()).unwrap_or('?');
                return Err(bad(i, RecordProblem::Unexpected { found }));
            }
        }
    }
    let at = opens.last().copied().unwrap_or(open);
    Err(bad(at, RecordProblem::UnclosedTree))
}

/// Reads the properties of node `node` from `i` (after its `;`) into `line`; returns where
/// the node ends.
fn read_node<'a>(
    text: &'a str,
    mut i: usize,
    node: u32,
    line: &mut Line<'a>,
    lenient: &mut bool,
    bad: &impl Fn(usize, RecordProblem) -> Error,
) -> Result<usize, Error> {
    let bytes = text.as_bytes();
    loop {
        i = skip_space(bytes, i);
        let start = i;
        if let Some(after) = quick_move(text, start, node, line) {
            i = after;
            continue;
        }
        while bytes.get(i).is_some_and(u8::is_ascii_alphabetic) {
            i += 1;
        }
        if i == start {
            return Ok(i);
        }
        let raw = text.get(start..i).unwrap_or_default();
        // FF[3] names could hold lower-case letters, which do not count (`AddBlack` is AB).
        let name: Cow<'a, str> = if raw.bytes().all(|b| b.is_ascii_uppercase()) {
            Cow::Borrowed(raw)
        } else if raw.bytes().any(|b| b.is_ascii_uppercase()) {
            Cow::Owned(raw.chars().filter(char::is_ascii_uppercase).collect())
        } else {
            Cow::Owned(raw.to_ascii_uppercase())
        };
        let first = line.values.len();
        // Moves, sizes and setup stones are never free text: their first `]` closes.
        let free_text = !STRUCTURE.contains(&&*name);
        loop {
            i = skip_space(bytes, i);
            if bytes.get(i) != Some(&b'[') {
                break;
            }
            let open = i;
            let begin = i + 1;
            let mut loose = None;
            if free_text && *lenient {
                loose = loose_close(bytes, begin);
                // Where no `]` closes a value loosely, the text is broken at its first
                // `]`; reading the rest strictly bounds the reader to one loose search
                // that fails, so it stays linear however the text is made.
                *lenient = loose.is_some();
            }
            i = match loose.or_else(|| strict_close(bytes, begin)) {
                Some(end) => end,
                None => return Err(bad(open, RecordProblem::UnclosedValue)),
            };
            line.values
                .push((text.get(begin..i).unwrap_or_default(), begin));
            i += 1;
        }
        let Some(&(value, offset)) = line.values.get(first) else {
            return Err(bad(
                start,
                RecordProblem::NoValue {
                    name: raw.to_string(),
                },
            ));
        };
        if let [tag @ (b'B' | b'W')] = name.as_bytes() {
            line.values.truncate(first);
            line.moves.push(MoveProp {
                tag: *tag,
                node,
                at: start,
                value,
                offset,
                escaped: true,
            });
            continue;
        }
        line.props.push(Prop {
            name,
            node,
            at: start,
            values: first..line.values.len(),
        });
    }
}

/// The `]` that closes the value starting at `begin`: the first one, escapes skipped.
fn strict_close(bytes: &[u8], begin: usize) -> Option<usize> {
    let mut i = begin;
    loop {
        match bytes.get(i)? {
            b'\\' => i += 2,
            b']' => return Some(i),
            _ => i += 1,
        }
    }
}

/// The first `]` from `begin` that is followed by what can follow a value, or `None` when
/// none is before the end, or before a `[` that comes after a `]` that cannot close.
/// Little Golem writes names as typed (`PB[Ann;]]`), so a `]` that the text after it shows
/// cannot close the value is part of it; but a `[` after such a `]` opens a value of its
/// own, and shows the text broken there rather than a name running on over properties.
fn loose_close(bytes: &[u8], begin: usize) -> Option<usize> {
    let mut stray = false;
    let mut i = begin;
    loop {
        match bytes.get(i)? {
            b'\\' => i += 2,
            b']' if closes(bytes, i + 1) => return Some(i),
            b']' => {
                stray = true;
                i += 1;
            }
            b'[' if stray => return None,
            _ => i += 1,
        }
    }
}

/// Whether the text from `i` can follow a value's `]`: another value, a property, a node,
/// a tree, the end of one, or the end of the text. Looks no further than the next
/// character that cannot start a name, so no `]` is looked past twice.
fn closes(bytes: &[u8], i: usize) -> bool {
    let i = skip_space(bytes, i);
    match bytes.get(i) {
        Some(b'[') => true,
        Some(b';') => node_goes_on(bytes, i + 1),
        // A tree starts with a node, or holds trees.
        Some(b'(') => matches!(
            bytes.get(skip_space(bytes, i + 1)),
            None | Some(b';' | b'(' | b')')
        ),
        _ => node_goes_on(bytes, i),
    }
}

/// Whether the text from `i` can come after a node's `;`: a property (a name, then `[`),
/// another node, a tree, the end of one, or the end of the text.
fn node_goes_on(bytes: &[u8], i: usize) -> bool {
    let mut i = skip_space(bytes, i);
    match bytes.get(i) {
        None | Some(b';' | b'(' | b')') => true,
        Some(b) if b.is_ascii_alphabetic() => {
            while bytes.get(i).is_some_and(u8::is_ascii_alphabetic) {
                i += 1;
            }
            bytes.get(skip_space(bytes, i)) == Some(&b'[')
        }
        Some(_) => false,
    }
}

/// The first byte at or after `i` that is not white space.
fn skip_space(bytes: &[u8], mut i: usize) -> usize {
    while bytes.get(i).is_some_and(u8::is_ascii_whitespace) {
        i += 1;
    }
    i
}

/// Reads the move at `start` when it is written the way nearly every move is, `B[c4]` or
/// `W[c4]` with one value and no escape, and returns where it ends; `None` leaves anything
/// else to the general reader.
fn quick_move<'a>(text: &'a str, start: usize, node: u32, line: &mut Line<'a>) -> Option<usize> {
    let bytes = text.as_bytes();
    let (&tag, rest) = bytes.get(start..)?.split_first()?;
    if !matches!(tag, b'B' | b'W') {
        return None;
    }
    let (&b'[', value) = rest.split_first()? else {
        return None;
    };
    let len = value.iter().position(|&b| b == b']' || b == b'\\')?;
    let begin = start + 2;
    let end = begin + len;
    if bytes.get(end) != Some(&b']') {
        return None;
    }
    let after = skip_space(bytes, end + 1);
    if bytes.get(after) == Some(&b'[') {
        return None;
    }
    line.moves.push(MoveProp {
        tag,
        node,
        at: start,
        value: text.get(begin..end)?,
        offset: begin,
        escaped: false,
    });
    Some(after)
}

/// `value.trim()`, skipped for a value that starts and ends with a visible ASCII
/// character, as nearly every move does.
fn trimmed(value: &str) -> &str {
    match value.as_bytes() {
        [first, .., last] if first.is_ascii_graphic() && last.is_ascii_graphic() => value,
        [only] if only.is_ascii_graphic() => value,
        _ => value.trim(),
    }
}

/// A value's text: escapes undone (`\]` is `]`, a backslash before a line break removes
/// both).
fn unescape(raw: &str) -> Cow<'_, str> {
    // A byte loop: values are a few bytes, too short for a vectorised search to pay.
    if !raw.bytes().any(|b| b == b'\\') {
        return Cow::Borrowed(raw);
    }
    let mut out = String::with_capacity(raw.len());
    let mut chars = raw.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            // A soft line break: `\r\n` and `\n\r` are one break.
            Some(first @ ('\r' | '\n')) => {
                let pair = if first == '\r' { '\n' } else { '\r' };
                chars.next_if_eq(&pair);
            }
            Some(other) => out.push(other),
            None => {}
        }
    }
    Cow::Owned(out)
}

/// A cell as records write it: notation (`c4`, `aa10`) or two letters, column then row
/// (`ma`), as Little Golem and KataHex write them.
fn cell(value: &str) -> Option<(usize, usize)> {
    match value.as_bytes() {
        &[c, r] if c.is_ascii_alphabetic() && r.is_ascii_alphabetic() => Some((
            usize::from(r.to_ascii_lowercase() - b'a'),
            usize::from(c.to_ascii_lowercase() - b'a'),
        )),
        _ => parse_cell(value.as_bytes()),
    }
}

/// What a move node says.
enum Said {
    Play(Move),
    End(char),
}

fn said(value: &str) -> Option<Said> {
    // Cells first: nearly every move is one, and no word is a cell.
    if let Some((row, col)) = cell(value) {
        return Some(Said::Play(Move::Stone(row, col)));
    }
    if let Some(kind) = swap_named(value) {
        return Some(Said::Play(Move::Swap(kind)));
    }
    if is_word(value, "resign") {
        return Some(Said::End('R'));
    }
    is_word(value, "forfeit").then_some(Said::End('F'))
}

/// The board size of `SZ`: `11`, or `cols:rows`.
fn size(value: &str) -> Option<(usize, usize)> {
    let number = |s: &str| {
        let s = s.trim();
        (!s.is_empty() && s.len() < 10 && s.bytes().all(|b| b.is_ascii_digit()))
            .then(|| s.parse::<usize>().ok())
            .flatten()
    };
    match value.split_once(':') {
        Some((cols, rows)) => Some((number(rows)?, number(cols)?)),
        None => number(value).map(|n| (n, n)),
    }
}

/// Root properties that are the board, not information about the game.
const STRUCTURE: [&str; 11] = [
    "FF", "GM", "SZ", "AP", "CA", "AB", "AW", "AE", "PL", "B", "W",
];

impl Game {
    /// The game of an SGF record: the first game of `text` and its main line (the first
    /// child at every branch), with the root's other properties as [`Info`].
    ///
    /// `B` is the first player, X, who joins top and bottom under [`Rule::XTopBottom`];
    /// in a record whose first move is tagged `W` and that has no setup stones (as Little
    /// Golem writes them), `W` is. The swap rule is on; see [`Game::set_swap_allowed`].
    ///
    /// # Errors
    /// [`Error::BadRecord`] for text that is not SGF or a move that is not one (with the
    /// line and column), [`Error::NotHex`] for another game, [`Error::InRecord`] for a
    /// size or a move that cannot be played (wrapping [`Error::InMoves`] with the move's
    /// number), [`Error::InputTooLong`] for a text over 64 MiB.
    ///
    /// ```
    /// use hex_connect::{game::Game, Player, Rule};
    ///
    /// let sgf = "(;FF[4]GM[11]SZ[3]PB[Ann]PW[Bob];B[b2];W[swap-pieces];B[a3];W[c1])";
    /// let (game, info) = Game::from_sgf(sgf, Rule::XTopBottom)?;
    /// assert_eq!(game.to_moves(), "b2 swap-pieces a3 c1");
    /// assert_eq!(info["PB"], "Ann");
    /// assert_eq!(game.to_sgf(&info), format!(
    ///     "(;FF[4]GM[11]SZ[3]AP[hex-connect:{}]PB[Ann]PW[Bob];B[b2];W[swap-pieces];B[a3];W[c1])",
    ///     env!("CARGO_PKG_VERSION"),
    /// ));
    ///
    /// let error = Game::from_sgf("(;GM[1]SZ[19])", Rule::XTopBottom).err().unwrap();
    /// assert_eq!(error.code(), "NOT_HEX");
    /// assert_eq!(error.to_string(), "line 1, column 6: this record is of another game than Hex: GM[1] is Go, and Hex is GM[11]");
    /// # Ok::<(), hex_connect::Error>(())
    /// ```
    pub fn from_sgf(text: &str, rule: Rule) -> Result<(Game, Info), Error> {
        if text.len() > crate::MAX_INPUT_BYTES {
            return Err(Error::InputTooLong {
                bytes: text.len(),
                limit: crate::MAX_INPUT_BYTES,
            });
        }
        let line = main_line(text)?;
        let at = |offset: usize, error: Error| in_record(text, offset, error);
        let bad = |offset: usize, problem: RecordProblem| bad_at(text, offset, problem);

        // The root: game, size and information.
        let mut info = Info::new();
        let (mut rows, mut cols) = (11, 11);
        let mut size_at = 0;
        for prop in line.props.iter().take_while(|p| p.node == 0) {
            let (raw, offset) = line.first(prop);
            let value = unescape(raw);
            match &*prop.name {
                "GM" if value.trim() != "11" => {
                    let (line, column) = place(text, offset);
                    return Err(Error::NotHex {
                        line,
                        column,
                        game: value.trim().to_string(),
                        name: game_name(value.trim()),
                    });
                }
                "SZ" => {
                    (rows, cols) = size(&value).ok_or_else(|| {
                        bad(
                            offset,
                            RecordProblem::BadSize {
                                value: value.to_string(),
                            },
                        )
                    })?;
                    size_at = offset;
                }
                name if STRUCTURE.contains(&name) => {}
                name => {
                    let mut joined = value.into_owned();
                    for &(more, _) in line.values(prop).get(1..).unwrap_or_default() {
                        joined.push_str(", ");
                        joined.push_str(&unescape(more));
                    }
                    info.insert(name.to_string(), joined);
                }
            }
        }

        // Setup stones, in any node before the first move.
        let mut setup: Option<Board> = None;
        let mut to_play = None;
        let first_tag = line.moves.first().map(|m| m.tag);
        check_size(rows, cols).map_err(|error| at(size_at, error))?;
        let first_move_at = line.moves.first().map_or(usize::MAX, |m| m.at);
        for prop in line.props.iter().take_while(|p| p.at < first_move_at) {
            let stone = match &*prop.name {
                "AB" => Cell::X,
                "AW" => Cell::O,
                "AE" => Cell::Empty,
                "PL" => {
                    let value = line.first(prop).0.trim();
                    to_play = match value.to_ascii_uppercase().as_str() {
                        "B" | "1" => Some(Player::X),
                        "W" | "2" => Some(Player::O),
                        _ => None,
                    };
                    continue;
                }
                _ => continue,
            };
            let board = setup.get_or_insert_with(|| Board::blank(rows, cols));
            for &(raw, offset) in line.values(prop) {
                let value = unescape(raw);
                let (row, col) = cell(value.trim()).ok_or_else(|| {
                    bad(
                        offset,
                        RecordProblem::BadMove {
                            value: value.to_string(),
                        },
                    )
                })?;
                if board.set(row, col, stone).is_none() {
                    let error = Error::OffBoard {
                        row,
                        column: col,
                        rows,
                        cols,
                    };
                    return Err(at(offset, error));
                }
            }
        }
        let has_setup = setup.as_ref().is_some_and(|b| {
            (0..rows).any(|r| (0..cols).any(|c| b.get(r, c) != Some(Cell::Empty)))
        });
        let mut game = match setup {
            Some(board) if has_setup => Game::from_board(&board, rule),
            _ => Game::new(rows, cols, rule).map_err(|e| at(size_at, e))?,
        };
        if let Some(player) = to_play.filter(|_| has_setup) {
            game.set_first_to_move(player);
        }
        // Little Golem tags its first player W; a record with setup stones keeps B as X.
        let x_tag = if !has_setup && first_tag == Some(b'W') {
            b'W'
        } else {
            b'B'
        };

        // Of a node with two moves and setup stones after the moves, the first in the text.
        let two_moves = line
            .moves
            .windows(2)
            .find_map(|pair| match pair {
                [a, b] if a.node == b.node => Some(b.at),
                _ => None,
            })
            .map(|at| (at, RecordProblem::TwoMoves));
        let late_setup = line
            .props
            .iter()
            .find(|p| p.at > first_move_at && matches!(&*p.name, "AB" | "AW" | "AE"))
            .map(|p| (p.at, RecordProblem::SetupAfterMoves));
        if let Some((at, problem)) = two_moves.into_iter().chain(late_setup).min_by_key(|p| p.0) {
            return Err(bad(at, problem));
        }
        let moves = &line.moves;

        let mut ended = false;
        for (k, m) in moves.iter().enumerate() {
            let (tag, raw, offset, number) = (m.tag, m.value, m.offset, k + 1);
            let value = if m.escaped {
                unescape(raw)
            } else {
                Cow::Borrowed(raw)
            };
            let value = trimmed(&value);
            let tag_char = char::from(tag);
            if ended {
                return Err(bad(offset, RecordProblem::AfterEnd { number }));
            }
            let mover = if tag == x_tag { Player::X } else { Player::O };
            let what = said(value).ok_or_else(|| {
                bad(
                    offset,
                    RecordProblem::BadMove {
                        value: value.to_string(),
                    },
                )
            })?;
            let play = match what {
                Said::End(how) => {
                    ended = true;
                    let mut result = String::from(if tag == b'B' { "W+" } else { "B+" });
                    result.push(how);
                    info.entry("RE".to_string()).or_insert(result);
                    continue;
                }
                Said::Play(Move::Swap(named)) => {
                    // The next move's tag tells which swap it was: the swapper's own tag
                    // again only fits a swap of sides.
                    let kind = match moves.get(k + 1) {
                        Some(next) if next.tag == tag => Swap::Sides,
                        Some(_) => Swap::Pieces,
                        None => named,
                    };
                    Move::Swap(kind)
                }
                Said::Play(play) => play,
            };
            if mover != game.to_move() {
                if game.move_count() == 0 && has_setup {
                    game.set_first_to_move(mover);
                } else if game.winner().is_none() {
                    return Err(bad(
                        offset,
                        RecordProblem::WrongColour {
                            number,
                            tag: tag_char,
                        },
                    ));
                }
            }
            game.play_any(play).map_err(|error| {
                at(
                    offset,
                    Error::InMoves {
                        number,
                        token: value.to_string(),
                        error: Box::new(error),
                    },
                )
            })?;
        }
        Ok((game, info))
    }

    /// The game as an SGF record: `FF[4]GM[11]`, `SZ` (`11`, or `cols:rows`),
    /// `AP[hex-connect:version]`, then `info` (properties whose names are not capital letters,
    /// and those the writer writes itself, are left out; values escaped), the setup stones
    /// and `PL` of a game from a position, and the moves tagged by colour: `B` for X, `W` for O.
    /// [`Game::from_sgf`] reads it back to the same position, moves, swaps and info.
    #[must_use]
    pub fn to_sgf(&self, info: &Info) -> String {
        let mut out = String::with_capacity(64 + 6 * self.move_count());
        out.push_str("(;FF[4]GM[11]SZ[");
        if self.rows() == self.cols() {
            push_number(&mut out, self.rows());
        } else {
            push_number(&mut out, self.cols());
            out.push(':');
            push_number(&mut out, self.rows());
        }
        out.push_str("]AP[hex-connect:");
        out.push_str(env!("CARGO_PKG_VERSION"));
        out.push(']');
        for (name, value) in info {
            let proper = !name.is_empty() && name.bytes().all(|b| b.is_ascii_uppercase());
            if !proper || STRUCTURE.contains(&name.as_str()) {
                continue;
            }
            out.push_str(name);
            out.push('[');
            for c in value.chars() {
                if c == ']' || c == '\\' {
                    out.push('\\');
                }
                out.push(c);
            }
            out.push(']');
        }
        let start = self.start();
        let mut setup = false;
        for (prop, cell) in [("AB", Cell::X), ("AW", Cell::O)] {
            let mut first = true;
            for r in 0..self.rows() {
                for c in 0..self.cols() {
                    if start.get(r, c) == Some(cell) {
                        if first {
                            out.push_str(prop);
                            first = false;
                            setup = true;
                        }
                        out.push('[');
                        Move::Stone(r, c).write(&mut out);
                        out.push(']');
                    }
                }
            }
        }
        let mut mover = self.first_to_move();
        // Who starts from a position: the reader would otherwise count the stones.
        if setup {
            out.push_str(if mover == Player::X { "PL[B]" } else { "PL[W]" });
        }
        for play in self.moves() {
            out.push_str(if mover == Player::X { ";B[" } else { ";W[" });
            play.write(&mut out);
            out.push(']');
            mover = match play {
                Move::Swap(Swap::Sides) => Player::O,
                Move::Swap(Swap::Pieces) => Player::X,
                Move::Stone(..) => mover.opponent(),
            };
        }
        out.push(')');
        out
    }
}

fn push_number(out: &mut String, n: usize) {
    // Writing to a String cannot fail.
    let _ = crate::text::write_number(out, n);
}

/// The name of a game of the SGF `GM` numbers, for the error that says a record is
/// not Hex.
fn game_name(number: &str) -> Option<&'static str> {
    Some(match number.trim() {
        "1" => "Go",
        "2" => "Othello",
        "3" => "chess",
        "4" => "Gomoku",
        "5" => "Nine Men's Morris",
        "6" => "Backgammon",
        "7" => "Chinese chess",
        "8" => "Shogi",
        "9" => "Lines of Action",
        "10" => "Ataxx",
        "12" => "Jungle",
        "13" => "Neutron",
        "16" => "Trax",
        "18" => "Amazons",
        "21" => "TwixT",
        "24" => "Yinsh",
        "37" => "Dvonn",
        "39" => "Gipf",
        _ => return None,
    })
}
