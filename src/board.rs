//! Reading rows of text into a compact grid of bits.
//!
//! A board is two bitsets, one for X stones and one for O stones, each row packed into
//! 64-bit words (bit `c % 64` of word `c / 64` is column `c`). The reader classifies 16 bytes
//! at a time, with WebAssembly SIMD in the wasm build and 64-bit word tricks natively, and
//! packs the usual layouts, `"X O ."` and `"XO."`, a block at once (the spaced layout 32 bytes,
//! 16 cells, a step with SIMD); irregular spacing falls back to a walk cell by cell. Every
//! size is checked against [`MAX_CELLS`] and [`MAX_INPUT_BYTES`] before anything is allocated
//! for the board.

use crate::error::Error;
use crate::hex::{Cell, Player};
use std::fmt;

/// The most cells a board may have: 16,777,216, a 4096x4096 board.
///
/// Larger input is refused before any search runs, so a pasted novel costs an error
/// message, not the page's memory: rows of text with [`Error::TooManyCells`], a size asked
/// for by number (as [`Board::empty`] and `Game::new` take it) with [`Error::BadSize`].
pub const MAX_CELLS: usize = 1 << 24;

/// The most bytes of text (UTF-8, spaces included) the rows of one board may hold: 64 MiB.
pub const MAX_INPUT_BYTES: usize = 1 << 26;

/// Checks a board size asked for by number (not read from rows of text): at least one cell,
/// at most [`MAX_CELLS`].
pub(crate) fn check_size(rows: usize, cols: usize) -> Result<(), Error> {
    match rows.checked_mul(cols) {
        Some(n) if n > 0 && n <= MAX_CELLS => Ok(()),
        _ => Err(Error::BadSize {
            rows,
            cols,
            limit: MAX_CELLS,
        }),
    }
}

/// A rectangular Hex board: `height` rows of `width` cells.
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
    /// 64-bit words per row.
    stride: usize,
    x: Vec<u64>,
    o: Vec<u64>,
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
    /// at fault. The first fault in reading order is the one reported.
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
        let mut rows = rows.into_iter();
        let first = rows.next().ok_or(Error::NoRows)?;
        let mut reader = Reader::start(first.as_ref().as_bytes(), rows.size_hint().0 + 1)?;
        for text in rows {
            reader.row(text.as_ref().as_bytes())?;
        }
        Ok(reader.finish())
    }

    /// Reads a board from the UTF-8 bytes of all rows laid end to end, where `ends[i]` is the
    /// byte offset just past row `i`: the layout the WebAssembly binding fills in one copy.
    ///
    /// # Errors
    /// As [`Board::parse`]; an `ends` entry that is out of order or past the end of `bytes`
    /// ends the rows there.
    pub fn parse_joined(bytes: &[u8], ends: &[u32]) -> Result<Board, Error> {
        let mut rows = JoinedRows::new(ends.len());
        rows.read(bytes, ends)?;
        rows.finish()
    }

    /// The board of [`Board::parse_joined`] when the rows are a small board (at most
    /// [`SMALL`] rows, each at most 64 bytes after its leading spaces) with nothing wrong;
    /// `None` for anything else (a fault, a larger board), which `parse_joined` then reads
    /// and names the fault of. The rows are read a row at a time into a word each, with no
    /// set-up per row.
    #[cfg(test)]
    pub(crate) fn parse_small(bytes: &[u8], ends: &[u32]) -> Option<Board> {
        let mut board = Board::none();
        board.read_small(bytes, ends).then_some(board)
    }

    /// A board of no cells, whose memory [`Board::read_small`] fills.
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    pub(crate) const fn none() -> Board {
        Board {
            width: 0,
            height: 0,
            stride: 1,
            x: Vec::new(),
            o: Vec::new(),
        }
    }

    /// [`Board::parse_small`] into this board, whose memory is kept from call to call (the
    /// binding keeps one board for this): `false` where `parse_small` gives `None`, with the
    /// board left as anything.
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    pub(crate) fn read_small(&mut self, bytes: &[u8], ends: &[u32]) -> bool {
        if ends.is_empty() || ends.len() > SMALL || bytes.len() > MAX_INPUT_BYTES {
            return false;
        }
        self.x.clear();
        self.o.clear();
        self.x.reserve(ends.len());
        self.o.reserve(ends.len());
        (self.width, self.height, self.stride) = (0, ends.len(), 1);
        let mut start = 0usize;
        for &end in ends {
            let end = (end as usize).min(bytes.len()).max(start);
            let row = spaced_row(bytes, start, end).or_else(|| small_row(bytes, start, end));
            let Some((x, o, n)) = row else {
                return false;
            };
            if n != self.width && self.width != 0 {
                return false;
            }
            self.width = n;
            self.x.push(x);
            self.o.push(o);
            start = end;
        }
        true
    }

    /// A board of `height` rows and `width` columns with every cell empty.
    ///
    /// # Errors
    /// [`Error::BadSize`] when a side is 0 or the board would exceed [`MAX_CELLS`], as for
    /// every size asked for by number.
    ///
    /// ```
    /// use hex_connect::Board;
    ///
    /// assert_eq!(Board::empty(3, 0).unwrap_err().code(), "BAD_SIZE");
    /// ```
    pub fn empty(height: usize, width: usize) -> Result<Board, Error> {
        check_size(height, width)?;
        Ok(Board::blank(height, width))
    }

    /// An empty board of a size already checked (at least 1x1, at most `MAX_CELLS`).
    pub(crate) fn blank(height: usize, width: usize) -> Board {
        let stride = width.div_ceil(64);
        Board {
            width,
            height,
            stride,
            x: vec![0; stride * height],
            o: vec![0; stride * height],
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
        if row >= self.height || col >= self.width {
            return None;
        }
        let word = row * self.stride + col / 64;
        let bit = 1u64 << (col % 64);
        let x = self.x.get(word)? & bit != 0;
        let o = self.o.get(word)? & bit != 0;
        Some(match (x, o) {
            (true, _) => Cell::X,
            (_, true) => Cell::O,
            _ => Cell::Empty,
        })
    }

    /// Puts `cell` at `(row, col)`; returns the cell that stood there, or `None` (and changes
    /// nothing) outside the board.
    pub fn set(&mut self, row: usize, col: usize, cell: Cell) -> Option<Cell> {
        let old = self.get(row, col)?;
        let word = row * self.stride + col / 64;
        let bit = 1u64 << (col % 64);
        let (x, o) = (self.x.get_mut(word)?, self.o.get_mut(word)?);
        *x &= !bit;
        *o &= !bit;
        match cell {
            Cell::X => *x |= bit,
            Cell::O => *o |= bit,
            Cell::Empty => {}
        }
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

    /// 64-bit words per row of [`Board::stones`].
    pub(crate) fn stride(&self) -> usize {
        self.stride
    }

    /// The bitset of `player`'s stones, row after row.
    pub(crate) fn stones(&self, player: Player) -> &[u64] {
        match player {
            Player::X => &self.x,
            Player::O => &self.o,
        }
    }

    /// Whether every cell holds a stone. Out of line: inlined into each of its three
    /// callers it made the rows part 440 bytes larger, and none of them is hot.
    #[inline(never)]
    pub(crate) fn is_full(&self) -> bool {
        let tail = self.width % 64;
        self.x
            .chunks_exact(self.stride.max(1))
            .zip(self.o.chunks_exact(self.stride.max(1)))
            .all(|(x, o)| {
                x.iter().zip(o).enumerate().all(|(k, (a, b))| {
                    let all = if k + 1 == self.stride && tail != 0 {
                        (1u64 << tail) - 1
                    } else {
                        u64::MAX
                    };
                    a | b == all
                })
            })
    }
}

/// [`Board::parse_joined`] a part at a time: each part is some of the rows, laid out as
/// `parse_joined` takes them, and the parts come in the rows' order. The binding reads a
/// large board so, through a scratch buffer small enough to stay in the processor's cache
/// while its rows are copied in and read.
pub(crate) struct JoinedRows {
    reader: Option<Reader>,
    rows: usize,
}

impl JoinedRows {
    /// A reader of a board of `rows` rows.
    pub(crate) fn new(rows: usize) -> JoinedRows {
        JoinedRows { reader: None, rows }
    }

    /// Reads the next rows: `ends[i]` is the byte offset just past the part's row `i` in
    /// `bytes`.
    pub(crate) fn read(&mut self, bytes: &[u8], ends: &[u32]) -> Result<(), Error> {
        let mut start = 0usize;
        let mut i = 0;
        while let Some(&end) = ends.get(i) {
            if let Some(reader) = &mut self.reader {
                let column = reader.column(bytes, ends.get(i..).unwrap_or_default(), start);
                if column > 0 {
                    i += column;
                    start += column;
                    continue;
                }
            }
            let end = (end as usize).clamp(start, bytes.len());
            let text = bytes.get(start..end).unwrap_or_default();
            match &mut self.reader {
                Some(reader) => reader.row(text)?,
                None => self.reader = Some(Reader::start(text, self.rows)?),
            }
            start = end;
            i += 1;
        }
        Ok(())
    }

    /// The board of the rows read; [`Error::NoRows`] when there were none.
    pub(crate) fn finish(self) -> Result<Board, Error> {
        self.reader.map(Reader::finish).ok_or(Error::NoRows)
    }
}

/// Builds a board row by row, checking each row as it goes.
struct Reader {
    board: Board,
    bytes_seen: usize,
}

impl Reader {
    /// Reads the first row, which fixes the width; `rows` is how many rows are expected.
    fn start(text: &[u8], rows: usize) -> Result<Reader, Error> {
        check_length(text.len())?;
        // The row is read once, into words with room for a cell a byte, and the cells it
        // holds fix the width: a board of one long row is not scanned twice.
        let mut board = Board::blank(1, text.len());
        let width = read_cells(text, 0, text.len(), &mut board.x, &mut board.o)?;
        if width == 0 {
            return Err(Error::EmptyRow { row: 0 });
        }
        if width > MAX_CELLS {
            return Err(Error::TooManyCells { limit: MAX_CELLS });
        }
        board.width = width;
        board.stride = width.div_ceil(64);
        board.x.truncate(board.stride);
        board.o.truncate(board.stride);
        // Room for the expected rows up front (within the cell limit), not a doubling each.
        let words = board.stride * rows.min(MAX_CELLS / width);
        board.x.reserve_exact(words);
        board.o.reserve_exact(words);
        Ok(Reader {
            board,
            bytes_seen: text.len(),
        })
    }

    /// On a board one cell wide, reads the one-cell rows that follow from byte `start` of
    /// `bytes`, each a cell (`ends` holds their ends from the first on), in one loop, since
    /// the set-up of a row for [`Reader::row`] costs more than such a row; stops at the
    /// first other row (a space, a bad byte, another length), which `row` then reads with
    /// its errors, and where a limit would be passed. Returns how many it read.
    fn column(&mut self, bytes: &[u8], ends: &[u32], start: usize) -> usize {
        let board = &mut self.board;
        if board.width != 1 {
            return 0;
        }
        let room = MAX_CELLS
            .saturating_sub(board.height)
            .min(MAX_INPUT_BYTES.saturating_sub(self.bytes_seen));
        let cells = bytes.get(start..).unwrap_or_default();
        let mut read = 0;
        for ((&end, &byte), at) in ends.iter().zip(cells).zip(start + 1..).take(room) {
            if end as usize != at || !matches!(byte, b'X' | b'O' | b'.') {
                break;
            }
            board.x.push(u64::from(byte == b'X'));
            board.o.push(u64::from(byte == b'O'));
            read += 1;
        }
        board.height += read;
        self.bytes_seen += read;
        read
    }

    fn row(&mut self, text: &[u8]) -> Result<(), Error> {
        if text.len() == 1 && self.column(text, &[1], 0) == 1 {
            return Ok(());
        }
        self.bytes_seen = self.bytes_seen.saturating_add(text.len());
        check_length(self.bytes_seen)?;
        let board = &mut self.board;
        let row = board.height;
        if (row + 1).saturating_mul(board.width) > MAX_CELLS {
            return Err(Error::TooManyCells { limit: MAX_CELLS });
        }
        let start = board.x.len();
        board.x.resize(start + board.stride, 0);
        board.o.resize(start + board.stride, 0);
        let x = board.x.get_mut(start..).unwrap_or_default();
        let o = board.o.get_mut(start..).unwrap_or_default();
        read_row(text, row, board.width, x, o)?;
        board.height += 1;
        Ok(())
    }

    fn finish(self) -> Board {
        self.board
    }
}

fn check_length(bytes: usize) -> Result<(), Error> {
    if bytes > MAX_INPUT_BYTES {
        Err(Error::InputTooLong {
            bytes,
            limit: MAX_INPUT_BYTES,
        })
    } else {
        Ok(())
    }
}

/// The masks of one 16-byte chunk: bit `k` describes byte `k`.
#[derive(Clone, Copy)]
struct Masks {
    x: u32,
    o: u32,
    cells: u32,
    bad: u32,
}

impl Masks {
    /// With WebAssembly SIMD: four vector compares, each turned into a 16-bit mask at once.
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    #[inline]
    fn of(chunk: &[u8; 16]) -> Masks {
        use core::arch::wasm32::{i8x16_bitmask, i8x16_eq, u64x2, u8x16_splat, v128_or};
        let [a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p] = *chunk;
        let v = u64x2(
            u64::from_le_bytes([a, b, c, d, e, f, g, h]),
            u64::from_le_bytes([i, j, k, l, m, n, o, p]),
        );
        let x = i8x16_eq(v, u8x16_splat(b'X'));
        let o = i8x16_eq(v, u8x16_splat(b'O'));
        let cells = v128_or(v128_or(x, o), i8x16_eq(v, u8x16_splat(b'.')));
        let known = v128_or(cells, i8x16_eq(v, u8x16_splat(b' ')));
        Masks {
            x: u32::from(i8x16_bitmask(x)),
            o: u32::from(i8x16_bitmask(o)),
            cells: u32::from(i8x16_bitmask(cells)),
            bad: !u32::from(i8x16_bitmask(known)) & 0xFFFF,
        }
    }

    /// Without SIMD: eight bytes at a time in a 64-bit word.
    #[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
    #[inline]
    fn of(chunk: &[u8; 16]) -> Masks {
        let [a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p] = *chunk;
        let lo = u64::from_le_bytes([a, b, c, d, e, f, g, h]);
        let hi = u64::from_le_bytes([i, j, k, l, m, n, o, p]);
        let both = |byte: u8| byte_mask(lo, byte) | (byte_mask(hi, byte) << 8);
        let (x, o, dot, space) = (both(b'X'), both(b'O'), both(b'.'), both(b' '));
        let cells = x | o | dot;
        Masks {
            x,
            o,
            cells,
            bad: !(cells | space) & 0xFFFF,
        }
    }
}

/// Bit k set where byte k of `word` equals `byte`.
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
#[inline]
fn byte_mask(word: u64, byte: u8) -> u32 {
    const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    let v = word ^ (0x0101_0101_0101_0101 * u64::from(byte));
    // The high bit of each byte of `zero` is set where that byte of `v` is zero; the
    // carry-free form has no false positives.
    let zero = !((((v & LOW7) + LOW7) | v) | LOW7);
    // Gather the eight high bits into the top byte, bit k from byte k.
    ((zero >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u32
}

/// Copies as many bytes as both slices hold (`copy_from_slice` without its panic).
pub(crate) fn copy<T: Copy>(to: &mut [T], from: &[T]) {
    for (t, f) in to.iter_mut().zip(from) {
        *t = *f;
    }
}

/// Bits 0, 2, 4, … of a 16-bit value packed into 8 bits.
#[inline]
fn even_bits(v: u32) -> u32 {
    let v = v & 0x5555;
    let v = (v | (v >> 1)) & 0x3333;
    let v = (v | (v >> 2)) & 0x0F0F;
    (v | (v >> 4)) & 0x00FF
}

/// The bits of `v` at the positions set in `mask`, packed from bit 0 up.
#[inline]
fn gather(v: u32, mut mask: u32) -> u32 {
    let mut out = 0;
    let mut k = 0;
    while mask != 0 {
        let at = mask.trailing_zeros();
        out |= ((v >> at) & 1) << k;
        k += 1;
        mask &= mask - 1;
    }
    out
}

/// The error for the bad byte at `at` in `text`, whose row has `column` cells before it.
fn bad_character(text: &[u8], at: usize, row: usize, column: usize) -> Error {
    Error::BadCharacter {
        row,
        column,
        found: decode(text.get(at..).unwrap_or_default()),
    }
}

/// The character that starts `bytes` (UTF-8), or U+FFFD when they do not start with one.
/// (A small decoder of its own keeps `str::from_utf8` out of the WebAssembly module.)
fn decode(bytes: &[u8]) -> char {
    let mut it = bytes.iter().map(|&b| u32::from(b));
    let Some(first) = it.next() else {
        return char::REPLACEMENT_CHARACTER;
    };
    let (mut code, extra) = match first {
        0x00..=0x7F => (first, 0),
        0xC0..=0xDF => (first & 0x1F, 1),
        0xE0..=0xEF => (first & 0x0F, 2),
        0xF0..=0xF7 => (first & 0x07, 3),
        _ => return char::REPLACEMENT_CHARACTER,
    };
    for _ in 0..extra {
        match it.next() {
            Some(b) if b & 0xC0 == 0x80 => code = (code << 6) | (b & 0x3F),
            _ => return char::REPLACEMENT_CHARACTER,
        }
    }
    char::from_u32(code).unwrap_or(char::REPLACEMENT_CHARACTER)
}

/// The masks of `text[from..]`, 16 bytes at a time, the last chunk padded with spaces, each
/// with the offset of its first byte.
fn chunks(text: &[u8], from: usize) -> impl Iterator<Item = (usize, Masks)> + '_ {
    let rest = text.get(from..).unwrap_or_default();
    let whole = rest.chunks_exact(16);
    let tail = whole.remainder();
    let last = (!tail.is_empty()).then(|| {
        let mut chunk = [b' '; 16];
        if let Some(head) = chunk.get_mut(..tail.len()) {
            copy(head, tail);
        }
        chunk
    });
    whole
        .map(|chunk| Masks::of(chunk.try_into().unwrap_or(&[b' '; 16])))
        .chain(last.map(|chunk| Masks::of(&chunk)))
        .enumerate()
        .map(move |(i, m)| (from + 16 * i, m))
}

/// The error for the first bad byte of a chunk at `offset`, whose row has `cells` cells
/// before the chunk.
fn bad_in_chunk(text: &[u8], offset: usize, m: Masks, row: usize, cells: usize) -> Error {
    let at = m.bad.trailing_zeros();
    let before = (m.cells & ((1 << at) - 1)).count_ones() as usize;
    bad_character(text, offset + at as usize, row, cells + before)
}

/// Writes cells into one row's words, `bits` cells at a time.
struct RowBits<'a> {
    x: &'a mut [u64],
    o: &'a mut [u64],
    col: usize,
    width: usize,
}

impl RowBits<'_> {
    /// Appends `n` cells whose X and O bits are the low `n` bits of `xs` and `os`.
    #[inline]
    fn push(&mut self, xs: u64, os: u64, n: usize) {
        let end = self.col + n;
        if end <= self.width {
            let (word, shift) = (self.col / 64, self.col % 64);
            put(self.x, word, shift, xs);
            put(self.o, word, shift, os);
        }
        self.col = end;
    }
}

#[inline]
fn put(words: &mut [u64], word: usize, shift: usize, bits: u64) {
    if bits == 0 {
        return;
    }
    if let Some(w) = words.get_mut(word) {
        *w |= bits << shift;
    }
    if shift > 0 {
        if let Some(w) = words.get_mut(word + 1) {
            *w |= bits >> (64 - shift);
        }
    }
}

/// Appends the cells of one 16-byte chunk (already checked for bad bytes).
#[inline(always)]
fn push_chunk(out: &mut RowBits<'_>, m: Masks) {
    if m.cells == 0 {
        return;
    }
    let lo = m.cells.trailing_zeros();
    let cells = m.cells >> lo;
    let n = cells.count_ones();
    let (x, o) = (m.x >> lo, m.o >> lo);
    if cells == (1 << n) - 1 {
        // "XO.X": n cells side by side.
        out.push(u64::from(x), u64::from(o), n as usize);
    } else if cells == 0x5555 & ((1 << (2 * n - 1)) - 1) {
        // "X O . X": n cells a space apart.
        out.push(u64::from(even_bits(x)), u64::from(even_bits(o)), n as usize);
    } else {
        out.push(
            u64::from(gather(x, cells)),
            u64::from(gather(o, cells)),
            n as usize,
        );
    }
}

/// Number of spaces at the start of `text[from..]`, 16 at a time where it can.
fn skip_spaces(text: &[u8], mut from: usize) -> usize {
    const SPACES: u128 = u128::from_le_bytes([b' '; 16]);
    while let Some(chunk) = text.get(from..from + 16) {
        let word = u128::from_le_bytes(chunk.try_into().unwrap_or([0; 16]));
        if word != SPACES {
            break;
        }
        from += 16;
    }
    while text.get(from) == Some(&b' ') {
        from += 1;
    }
    from
}

/// The 16 bytes of `bytes` from `at` as a vector, zeros past its end (two 64-bit loads,
/// since the crate has no unsafe code for a vector load).
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
#[inline]
fn load16(bytes: &[u8], at: usize) -> core::arch::wasm32::v128 {
    let word = |k: usize| {
        let mut b = [0u8; 8];
        if let Some(src) = bytes.get(k..k + 8) {
            copy(&mut b, src);
        }
        u64::from_le_bytes(b)
    };
    core::arch::wasm32::u64x2(word(at), word(at + 8))
}

/// With WebAssembly SIMD: reads the canonical layout (`"X O . X"`, a cell then a space) 64
/// bytes, 32 cells, at a time from `at`, which must be a cell, and then 32 bytes. Returns
/// where it stopped: at the end of the row or at the first 32 bytes not in that layout.
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
fn read_spaced(text: &[u8], mut at: usize, out: &mut RowBits<'_>) -> usize {
    use core::arch::wasm32::{i8x16_bitmask, u8x16_all_true, v128_and};
    // The X and O cells of the 32 bytes of `block` from `from`, and whether they are all
    // in the layout.
    let masks = |block: &[u8], from: usize| {
        let [x, o, any, gaps] = spaced_lanes(block, from);
        (x, o, v128_and(any, gaps))
    };
    let bits = |v| u64::from(i8x16_bitmask(v));
    // Two halves a step, checked together and written in one push.
    while let Some(block) = text.get(at..at + 64) {
        let (x0, o0, v0) = masks(block, 0);
        let (x1, o1, v1) = masks(block, 32);
        if !u8x16_all_true(v128_and(v0, v1)) {
            break;
        }
        out.push(bits(x0) | bits(x1) << 16, bits(o0) | bits(o1) << 16, 32);
        at += 64;
    }
    // What is left: less than 64 bytes, or a step with a fault, whose first half may still
    // be in the layout.
    if let Some(block) = text.get(at..at + 32) {
        let (x, o, valid) = masks(block, 0);
        if u8x16_all_true(valid) {
            out.push(bits(x), bits(o), 16);
            at += 32;
        }
    }
    at
}

/// With WebAssembly SIMD: reads the packed layout (`"XO.X"`, cells side by side) 64 bytes,
/// 64 cells, at a time from `at`, and then 32 bytes. Returns where it stopped: at the end of
/// the row or at the first 32 bytes not in that layout.
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
fn read_packed(text: &[u8], mut at: usize, out: &mut RowBits<'_>) -> usize {
    use core::arch::wasm32::{
        i8x16_bitmask, i8x16_eq, u8x16_all_true, u8x16_splat, v128_and, v128_or,
    };
    // The X and O cells of the 16 bytes of `block` from `from`, and whether all are cells.
    let masks = |block: &[u8], from: usize| {
        let v = load16(block, from);
        let (x, o) = (
            i8x16_eq(v, u8x16_splat(b'X')),
            i8x16_eq(v, u8x16_splat(b'O')),
        );
        (x, o, v128_or(v128_or(x, o), i8x16_eq(v, u8x16_splat(b'.'))))
    };
    let bits = |v| u64::from(i8x16_bitmask(v));
    // Four quarters a step, checked together and written in one push.
    while let Some(block) = text.get(at..at + 64) {
        let (x0, o0, v0) = masks(block, 0);
        let (x1, o1, v1) = masks(block, 16);
        let (x2, o2, v2) = masks(block, 32);
        let (x3, o3, v3) = masks(block, 48);
        if !u8x16_all_true(v128_and(v128_and(v0, v1), v128_and(v2, v3))) {
            break;
        }
        let join = |a, b, c, d| bits(a) | bits(b) << 16 | bits(c) << 32 | bits(d) << 48;
        out.push(join(x0, x1, x2, x3), join(o0, o1, o2, o3), 64);
        at += 64;
    }
    // What is left: less than 64 bytes, or a step with a fault, whose first half may still
    // be in the layout.
    if let Some(block) = text.get(at..at + 32) {
        let (x0, o0, v0) = masks(block, 0);
        let (x1, o1, v1) = masks(block, 16);
        if u8x16_all_true(v128_and(v0, v1)) {
            out.push(bits(x0) | bits(x1) << 16, bits(o0) | bits(o1) << 16, 32);
            at += 32;
        }
    }
    at
}

/// Without SIMD the general reader does all the work.
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
fn read_spaced(_text: &[u8], at: usize, _out: &mut RowBits<'_>) -> usize {
    at
}

/// Without SIMD the general reader does all the work.
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
fn read_packed(_text: &[u8], at: usize, _out: &mut RowBits<'_>) -> usize {
    at
}

/// Reads one row into its words, 16 bytes (or, with SIMD, 32) at a time; checks characters
/// and the cell count.
fn read_row(
    text: &[u8],
    row: usize,
    width: usize,
    x: &mut [u64],
    o: &mut [u64],
) -> Result<(), Error> {
    let cells = read_cells(text, row, width, x, o)?;
    check_count(row, cells, width)
}

/// Reads one row into its words, at most `width` cells of it, and counts its cells;
/// checks characters.
fn read_cells(
    text: &[u8],
    row: usize,
    width: usize,
    x: &mut [u64],
    o: &mut [u64],
) -> Result<usize, Error> {
    let mut out = RowBits {
        x,
        o,
        col: 0,
        width,
    };
    let start = read_spaced(text, skip_spaces(text, 0), &mut out);
    let start = read_packed(text, start, &mut out);
    for (offset, m) in chunks(text, start) {
        if m.bad != 0 {
            return Err(bad_in_chunk(text, offset, m, row, out.col));
        }
        push_chunk(&mut out, m);
    }
    Ok(out.col)
}

/// The lanes of the 32 bytes of `block` from `from` read as 16 cells a space apart
/// (`"X O . X"`): lane `k` of the first three says whether byte `2k` is an X, an O, or any
/// cell (`X`, `O` or `.`), and of the last whether byte `2k + 1` is a space.
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
#[inline]
fn spaced_lanes(block: &[u8], from: usize) -> [core::arch::wasm32::v128; 4] {
    use core::arch::wasm32::{i8x16_eq, i8x16_shuffle, u8x16_splat, v128_or};
    let (a, b) = (load16(block, from), load16(block, from + 16));
    let cells = i8x16_shuffle::<0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30>(a, b);
    let gaps = i8x16_shuffle::<1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31>(a, b);
    let x = i8x16_eq(cells, u8x16_splat(b'X'));
    let o = i8x16_eq(cells, u8x16_splat(b'O'));
    let any = v128_or(v128_or(x, o), i8x16_eq(cells, u8x16_splat(b'.')));
    [x, o, any, i8x16_eq(gaps, u8x16_splat(b' '))]
}

/// The masks of a block of 32 bytes read as 16 cells a space apart: [`spaced_lanes`], a
/// bit a lane.
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
#[inline]
fn spaced_masks(block: &[u8; 32]) -> (u32, u32, u32, u32) {
    let [x, o, any, gaps] = spaced_lanes(block, 0);
    let mask = |v| u32::from(core::arch::wasm32::i8x16_bitmask(v));
    (mask(x), mask(o), mask(any), mask(gaps))
}

/// [`spaced_masks`] a byte at a time, where there is no WebAssembly SIMD.
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
fn spaced_masks(block: &[u8; 32]) -> (u32, u32, u32, u32) {
    let (mut x, mut o, mut any, mut gaps) = (0, 0, 0, 0);
    for (k, pair) in block.chunks_exact(2).enumerate() {
        if let [cell, gap] = *pair {
            x |= u32::from(cell == b'X') << k;
            o |= u32::from(cell == b'O') << k;
            any |= u32::from(matches!(cell, b'X' | b'O' | b'.')) << k;
            gaps |= u32::from(gap == b' ') << k;
        }
    }
    (x, o, any, gaps)
}

/// [`small_row`] for a row in the canonical layout, cells a space apart after any indent
/// (`"  X O . X"`), of at most 32 cells: 16 cells a step, picked out of 32 bytes at once.
/// `None` for any other row, which `small_row` then reads. Reads past the row's end where
/// the copy goes on.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
fn spaced_row(bytes: &[u8], start: usize, end: usize) -> Option<(u64, u64, usize)> {
    let from = skip_spaces(bytes.get(..end)?, start);
    let len = end.checked_sub(from)?;
    // `2n - 1` bytes for n cells.
    if len % 2 == 0 || len > 63 {
        return None;
    }
    let n = len.div_ceil(2);
    let (mut x, mut o, mut cells, mut gaps) = (0u64, 0u64, 0u64, 0u64);
    let mut k = 0;
    while k < n {
        let block = bytes.get(from + 2 * k..from + 2 * k + 32)?;
        let (bx, bo, bc, bg) = spaced_masks(block.try_into().ok()?);
        x |= u64::from(bx) << k;
        o |= u64::from(bo) << k;
        cells |= u64::from(bc) << k;
        gaps |= u64::from(bg) << k;
        k += 16;
    }
    let all = u64::MAX >> (64 - n);
    (cells & all == all && gaps & (all >> 1) == all >> 1).then_some((x & all, o & all, n))
}

/// The most rows of a board that [`Board::parse_small`] reads.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
const SMALL: usize = 64;

/// The cells of the row `bytes[start..end]` as the X and O bits of a row of one word, and
/// the number of cells; `None` for no cells, more than 64 bytes after the leading spaces, or
/// a byte other than `X`, `O`, `.` and space. The bytes are read 16 at a time from the copy
/// of all rows, past the row's end where the copy goes on.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
fn small_row(bytes: &[u8], start: usize, end: usize) -> Option<(u64, u64, usize)> {
    // The masks of the 16 bytes at `at`, with the bits past the row's end cleared.
    let masks = |at: usize| {
        let mut m = match bytes.get(at..at + 16) {
            Some(chunk) => Masks::of(chunk.try_into().unwrap_or(&[b' '; 16])),
            None => {
                let mut chunk = [b' '; 16];
                copy(&mut chunk, bytes.get(at..end).unwrap_or_default());
                Masks::of(&chunk)
            }
        };
        let keep = match end.saturating_sub(at) {
            16.. => 0xFFFF,
            left => (1 << left) - 1,
        };
        m.x &= keep;
        m.o &= keep;
        m.cells &= keep;
        m.bad &= keep;
        m
    };
    // A row longer than 64 bytes from its start must start with spaces, skipped first;
    // otherwise the indent is shifted out of the masks below.
    let from = if end - start > 64 {
        skip_spaces(bytes.get(..end).unwrap_or_default(), start)
    } else {
        start
    };
    let len = end.checked_sub(from).filter(|&len| len <= 64)?;
    let (mut x, mut o, mut cells, mut bad) = (0u64, 0u64, 0u64, 0u32);
    let mut k = 0;
    while k < len {
        let m = masks(from + k);
        bad |= m.bad;
        x |= u64::from(m.x) << k;
        o |= u64::from(m.o) << k;
        cells |= u64::from(m.cells) << k;
        k += 16;
    }
    if bad != 0 || cells == 0 {
        return None;
    }
    let lead = cells.trailing_zeros();
    let (x, o, cells) = (x >> lead, o >> lead, cells >> lead);
    let n = cells.count_ones() as usize;
    // Packed ("XO.X") or spaced ("X O . X"), else cell by cell.
    let (x, o) = if cells == u64::MAX >> (64 - n) {
        (x, o)
    } else if n <= 32 && cells == EVEN & (u64::MAX >> (65 - 2 * n)) {
        (even_bits_64(x), even_bits_64(o))
    } else {
        (gather_64(x, cells), gather_64(o, cells))
    };
    Some((x, o, n))
}

/// Bits 0, 2, 4, … of a 64-bit word.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
const EVEN: u64 = 0x5555_5555_5555_5555;

/// Bits 0, 2, 4, … of `v` packed into 32 bits.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
fn even_bits_64(v: u64) -> u64 {
    let v = v & EVEN;
    let v = (v | (v >> 1)) & 0x3333_3333_3333_3333;
    let v = (v | (v >> 2)) & 0x0F0F_0F0F_0F0F_0F0F;
    let v = (v | (v >> 4)) & 0x00FF_00FF_00FF_00FF;
    let v = (v | (v >> 8)) & 0x0000_FFFF_0000_FFFF;
    (v | (v >> 16)) & 0xFFFF_FFFF
}

/// The bits of `v` at the positions set in `mask`, packed from bit 0 up.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
fn gather_64(v: u64, mut mask: u64) -> u64 {
    let mut out = 0;
    let mut k = 0;
    while mask != 0 {
        out |= (v >> mask.trailing_zeros() & 1) << k;
        k += 1;
        mask &= mask - 1;
    }
    out
}

/// The error for a row of `cells` cells on a board `width` wide, if there is one.
fn check_count(row: usize, cells: usize, width: usize) -> Result<(), Error> {
    match cells {
        0 => Err(Error::EmptyRow { row }),
        n if n != width => Err(Error::RaggedRow {
            row,
            cells: n,
            expected: width,
        }),
        _ => Ok(()),
    }
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
