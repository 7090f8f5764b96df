use super::*;
use crate::test_lcg::Lcg;

/// Counts the cells of a row a byte at a time: the reference for the tests.
fn count_cells_scalar(text: &[u8], row: usize) -> Result<usize, Error> {
    let mut count = 0;
    for (at, &b) in text.iter().enumerate() {
        match b {
            b'X' | b'O' | b'.' => count += 1,
            b' ' => {}
            _ => return Err(bad_character(text, at, row, count)),
        }
    }
    Ok(count)
}

/// Reads one row a byte at a time: the reference for the tests of the chunked reader.
fn read_row_scalar(
    text: &[u8],
    row: usize,
    width: usize,
    x: &mut [u64],
    o: &mut [u64],
) -> Result<(), Error> {
    let (mut xs, mut os) = (0u64, 0u64);
    let mut col = 0usize;
    let mut store = |col: usize, xs: u64, os: u64| {
        // `col` cells read so far; the word being filled is the one holding cell col - 1.
        let word = (col - 1) / 64;
        if col <= width {
            if let (Some(xw), Some(ow)) = (x.get_mut(word), o.get_mut(word)) {
                *xw = xs;
                *ow = os;
            }
        }
    };
    // Branch-free per byte: on a real board X, O and . come in no predictable order.
    for (at, &b) in text.iter().enumerate() {
        let is_x = u64::from(b == b'X');
        let is_o = u64::from(b == b'O');
        let is_cell = is_x | is_o | u64::from(b == b'.');
        if is_cell == 0 && b != b' ' {
            return Err(bad_character(text, at, row, col));
        }
        xs |= is_x << (col % 64);
        os |= is_o << (col % 64);
        col += is_cell as usize;
        if (col % 64 == 0) & (is_cell != 0) {
            store(col, xs, os);
            xs = 0;
            os = 0;
        }
    }
    if col % 64 != 0 {
        store(col, xs, os);
    }
    check_count(row, col, width)
}

fn cells(board: &Board) -> String {
    board
        .to_rows()
        .iter()
        .map(|r| r.replace(' ', ""))
        .collect::<Vec<_>>()
        .join("/")
}

#[test]
fn spaces_are_layout_only() {
    let packed = Board::parse(["XO.", ".XO"]).unwrap();
    let spaced = Board::parse(["  X O .  ", "   .   X O"]).unwrap();
    assert_eq!(packed, spaced);
    assert_eq!(cells(&packed), "XO./.XO");
}

#[test]
fn reads_rectangular_and_tiny_boards() {
    let b = Board::parse(["X . O", " . . ."]).unwrap();
    assert_eq!((b.height(), b.width()), (2, 3));
    let one = Board::parse(["O"]).unwrap();
    assert_eq!((one.height(), one.width()), (1, 1));
    assert_eq!(one.get(0, 0), Some(Cell::O));
    let column = Board::parse(["X", " .", "  O"]).unwrap();
    assert_eq!((column.height(), column.width()), (3, 1));
}

#[test]
fn accepts_owned_strings_and_text() {
    let owned = vec![String::from("X ."), String::from(" . O")];
    let from_vec = Board::parse(&owned).unwrap();
    let from_text: Board = "X .\r\n . O\n".parse().unwrap();
    assert_eq!(from_vec, from_text);
}

#[test]
fn get_and_set_stay_inside_the_board() {
    let mut b = Board::empty(2, 3).unwrap();
    assert_eq!(b.get(1, 2), Some(Cell::Empty));
    assert_eq!(b.get(0, 3), None);
    assert_eq!(b.get(2, 0), None);
    assert_eq!(b.get(usize::MAX, usize::MAX), None);
    assert_eq!(b.set(1, 2, Cell::X), Some(Cell::Empty));
    assert_eq!(b.set(2, 0, Cell::X), None);
    assert_eq!(b.get(1, 2), Some(Cell::X));
    assert_eq!(b.to_rows(), vec![". . .", " . . X"]);
    assert_eq!(b.to_string(), ". . .\n . . X");
    assert_eq!(format!("{b:?}"), r#"[". . .", " . . X"]"#);
}

#[test]
fn empty_board_sizes() {
    // A size asked for by number is refused as Game::new refuses it.
    let bad = |rows, cols| {
        Err(Error::BadSize {
            rows,
            cols,
            limit: MAX_CELLS,
        })
    };
    assert_eq!(Board::empty(0, 3), bad(0, 3));
    assert_eq!(Board::empty(3, 0), bad(3, 0));
    assert_eq!(Board::empty(usize::MAX, 2), bad(usize::MAX, 2));
    assert_eq!(Board::empty(4097, 4096), bad(4097, 4096));
    assert_eq!(
        Board::empty(4096, 4096).map(|b| (b.height(), b.width())),
        Ok((4096, 4096))
    );
}

#[test]
fn no_rows() {
    let rows: [&str; 0] = [];
    let err = Board::parse(rows).unwrap_err();
    assert_eq!(err, Error::NoRows);
    assert_eq!(err.row(), None);
    assert_eq!(
        err.to_string(),
        "the board has no rows; give at least one row such as \"X\""
    );
}

#[test]
fn rows_without_cells() {
    assert_eq!(Board::parse([""]), Err(Error::EmptyRow { row: 0 }));
    assert_eq!(Board::parse(["X", "   "]), Err(Error::EmptyRow { row: 1 }));
    assert_eq!(
        Board::parse(["X .", ""]).unwrap_err().to_string(),
        "row 2 has no cells; every row needs at least one of X, O or ."
    );
}

#[test]
fn ragged_rows_name_the_row_and_both_counts() {
    let err = Board::parse(["X O . . .", " . . . . .", "  X O . ."]).unwrap_err();
    assert_eq!(
        err,
        Error::RaggedRow {
            row: 2,
            cells: 4,
            expected: 5
        }
    );
    assert_eq!(err.row(), Some(2));
    assert_eq!(
        err.to_string(),
        "row 3 has 4 cells, but row 1 has 5; all rows need the same number of cells"
    );
    assert_eq!(
        Board::parse(["X O", " X"]).unwrap_err().to_string(),
        "row 2 has 1 cell, but row 1 has 2; all rows need the same number of cells"
    );
    assert_eq!(
        Board::parse(["X", " X O"]),
        Err(Error::RaggedRow {
            row: 1,
            cells: 2,
            expected: 1
        })
    );
}

#[test]
fn bad_characters_are_reported_as_typed() {
    let cases: [(&str, usize, char); 8] = [
        ("x . .", 0, 'x'),
        (". o .", 1, 'o'),
        (". . 1", 2, '1'),
        (".\t. .", 1, '\t'),
        (". é .", 1, 'é'),
        ("..\n.", 2, '\n'),
        ("X\u{0}", 1, '\u{0}'),
        ("🙂", 0, '🙂'),
    ];
    for (row_text, column, found) in cases {
        let err = Board::parse([". . .", row_text]).unwrap_err();
        assert_eq!(
            err,
            Error::BadCharacter {
                row: 1,
                column,
                found
            },
            "{row_text:?}"
        );
        assert_eq!(err.row(), Some(1));
        assert_eq!(err.column(), Some(column));
    }
    assert_eq!(
        Board::parse(["X O", " O x"]).unwrap_err().to_string(),
        "row 2, column 2: unexpected character 'x'; cells are X, O or . and spaces are layout"
    );
    assert_eq!(
        Board::parse(["X\n"]).unwrap_err().to_string(),
        "row 1, column 2: unexpected character '\\n'; cells are X, O or . and spaces are layout"
    );
}

#[test]
fn the_first_fault_in_reading_order_is_reported() {
    assert_eq!(
        Board::parse(["X O", " O", "  ?"]),
        Err(Error::RaggedRow {
            row: 1,
            cells: 1,
            expected: 2
        })
    );
    assert_eq!(
        Board::parse(["X O", " O ?"]),
        Err(Error::BadCharacter {
            row: 1,
            column: 1,
            found: '?'
        })
    );
}

#[test]
fn size_limits() {
    // One row longer than the byte limit is refused before it is read.
    let long = " ".repeat(MAX_INPUT_BYTES + 1);
    assert_eq!(
        Board::parse([long.as_str()]),
        Err(Error::InputTooLong {
            bytes: MAX_INPUT_BYTES + 1,
            limit: MAX_INPUT_BYTES
        })
    );
    // 4097 rows of 4096 cells pass the byte limit but not the cell limit.
    let row = ".".repeat(4096);
    let rows = vec![row.as_str(); 4097];
    assert_eq!(
        Board::parse(&rows),
        Err(Error::TooManyCells { limit: MAX_CELLS })
    );
    assert_eq!(
        Board::parse(&rows[..4096]).map(|b| (b.height(), b.width())),
        Ok((4096, 4096))
    );
}

#[test]
fn characters_in_messages_are_readable() {
    let message = |row: &str| Board::parse([row]).unwrap_err().to_string();
    assert!(message("X é").starts_with("row 1, column 2: unexpected character 'é' (U+00E9);"));
    assert!(message("X \u{7}").starts_with("row 1, column 2: unexpected character U+0007;"));
    assert!(message("X\u{1b}").starts_with("row 1, column 2: unexpected character U+001B;"));
    assert!(message("X\t").starts_with("row 1, column 2: unexpected character '\\t';"));
    assert!(message("X\r").starts_with("row 1, column 2: unexpected character '\\r';"));
    assert!(message("'").starts_with("row 1, column 1: unexpected character '\\'';"));
    assert!(message(". . 🙂").starts_with("row 1, column 3: unexpected character '🙂' (U+1F642);"));
    assert_eq!(
        Board::parse(["X"; 1].iter().chain(&["..."]))
            .unwrap_err()
            .to_string(),
        "row 2 has 3 cells, but row 1 has 1; all rows need the same number of cells"
    );
    assert_eq!(
        Error::TooManyCells { limit: 16 }.to_string(),
        "the board is too large: it has more than 16 cells, the most accepted"
    );
    assert_eq!(
        Error::InputTooLong {
            bytes: 70000000,
            limit: 67108864
        }
        .to_string(),
        "the board text is too long: 70000000 bytes, and at most 67108864 are accepted"
    );
}

#[test]
fn joined_rows_read_like_separate_rows() {
    let text = b"X O .  . X OO . X";
    let board = Board::parse_joined(text, &[5, 12, 17]).unwrap();
    assert_eq!(board, Board::parse(["X O .", "  . X O", "O . X"]).unwrap());
    // Out-of-order or overlong ends are clamped, never a panic.
    assert_eq!(Board::parse_joined(text, &[]), Err(Error::NoRows));
    assert_eq!(Board::parse_joined(text, &[5, 12, 99]), Ok(board.clone()));
    assert_eq!(
        Board::parse_joined(text, &[5, 3, 99]),
        Err(Error::EmptyRow { row: 1 })
    );
    assert_eq!(
        Board::parse_joined(b"X\xC3\xA9", &[3]),
        Err(Error::BadCharacter {
            row: 0,
            column: 1,
            found: 'é'
        })
    );
    assert_eq!(
        Board::parse_joined(b"X\xC3", &[2]),
        Err(Error::BadCharacter {
            row: 0,
            column: 1,
            found: '\u{fffd}'
        })
    );
}

/// Appends `cells` random cells to `text`, one space apart (`trial % 3 == 0`), packed (1) or
/// with random gaps of up to two spaces (2).
fn push_cells(
    text: &mut String,
    cells: usize,
    trial: usize,
    below: &mut impl FnMut(usize) -> usize,
) {
    for c in 0..cells {
        if c > 0 {
            let gap = match trial % 3 {
                0 => 1,
                1 => 0,
                _ => below(3),
            };
            text.push_str(&" ".repeat(gap));
        }
        text.push(['X', 'O', '.'][below(3)]);
    }
}

#[test]
fn the_chunked_and_the_scalar_reader_agree() {
    // The chunked reader (SWAR natively, SIMD in the web build) against a plain byte-by-byte
    // reading, on many layouts and faults. The wasm tests repeat this for the SIMD build.
    let mut rng = Lcg(12345);
    let mut below = |n: usize| rng.below(n);
    for trial in 0..3000 {
        let width = 1 + below(150);
        let mut text = " ".repeat(below(40));
        push_cells(&mut text, width, trial, &mut below);
        text.push_str(&" ".repeat(below(20)));
        if trial % 4 == 3 {
            let at = below(text.len() + 1);
            text.insert(at, ['x', '\t', 'é', '\n', '7'][below(5)]);
        }
        if trial % 7 == 6 {
            text.push_str(" X");
        }
        let bytes = text.as_bytes();
        let stride = width.div_ceil(64);
        let (mut x1, mut o1) = (vec![0; stride], vec![0; stride]);
        let (mut x2, mut o2) = (vec![0; stride], vec![0; stride]);
        let a = read_row(bytes, 3, width, &mut x1, &mut o1);
        let b = read_row_scalar(bytes, 3, width, &mut x2, &mut o2);
        assert_eq!(a, b, "{text:?}");
        // With room for a cell a byte, as the first row is read: the count of its cells.
        let room = bytes.len().div_ceil(64);
        let (mut x3, mut o3) = (vec![0; room], vec![0; room]);
        assert_eq!(
            read_cells(bytes, 3, bytes.len(), &mut x3, &mut o3),
            count_cells_scalar(bytes, 3),
            "{text:?}"
        );
        if a.is_ok() {
            assert_eq!((x1, o1), (x2, o2), "{text:?}");
        }
    }
}

#[test]
fn short_rows_read_as_long_ones_do() {
    // Rows under 16 bytes fill one padded chunk, longer ones several: both give the same
    // cells and the same errors.
    let short = ["X O .", " . X O", "  O . X"];
    let long: Vec<String> = short.iter().map(|row| format!("{row:>24}")).collect();
    assert_eq!(Board::parse(short).unwrap(), Board::parse(&long).unwrap());
    for (row, error) in [
        (
            "X é",
            Error::BadCharacter {
                row: 1,
                column: 1,
                found: 'é',
            },
        ),
        (
            "X O . X",
            Error::RaggedRow {
                row: 1,
                cells: 4,
                expected: 3,
            },
        ),
        ("   ", Error::EmptyRow { row: 1 }),
    ] {
        assert_eq!(Board::parse(["X O .", row]), Err(error.clone()), "{row:?}");
        let padded = format!("{row:>20}");
        assert_eq!(
            Board::parse(["X O .", padded.as_str()]),
            Err(error),
            "{padded:?}"
        );
    }
    // A column of a hundred thousand one-cell rows.
    let column: Vec<&str> = (0..100_000)
        .map(|r| if r % 3 == 0 { "O" } else { "X" })
        .collect();
    let board = Board::parse(&column).unwrap();
    assert_eq!((board.height(), board.width()), (100_000, 1));
    assert_eq!(board.get(99_999, 0), Some(Cell::O));
    assert_eq!(board.get(99_998, 0), Some(Cell::X));
}

#[test]
fn a_column_of_one_byte_rows_reads_as_any_column() {
    // One-byte rows of a one-column board are read straight from the byte (from joined rows,
    // a run of them in one loop); every other row of it by the general reader. Both give the
    // same board and the same errors, whether the rows are given one by one or joined.
    let joined = |rows: &[&str]| {
        let (mut bytes, mut ends) = (Vec::new(), Vec::new());
        for row in rows {
            bytes.extend_from_slice(row.as_bytes());
            ends.push(u32::try_from(bytes.len()).unwrap());
        }
        Board::parse_joined(&bytes, &ends)
    };
    let packed: Vec<&str> = (0..300).map(|r| ["X", "O", "."][r % 3]).collect();
    let spaced: Vec<String> = packed.iter().map(|cell| format!(" {cell}")).collect();
    let board = Board::parse(&packed).unwrap();
    assert_eq!(board, Board::parse(&spaced).unwrap());
    assert_eq!(joined(&packed), Ok(board.clone()));
    // Rows of other layouts among them: the run stops there and starts again after.
    let mut mixed = packed.clone();
    for r in [1, 2, 77, 78, 150, 299] {
        mixed[r] = spaced[r].as_str();
    }
    assert_eq!(joined(&mixed), Ok(board.clone()));
    assert_eq!(Board::parse(&mixed), Ok(board.clone()));
    assert_eq!((board.height(), board.width()), (300, 1));
    assert_eq!(
        (board.get(0, 0), board.get(1, 0), board.get(299, 0)),
        (Some(Cell::X), Some(Cell::O), Some(Cell::Empty))
    );
    let mut rows = packed.clone();
    rows[200] = "x";
    let bad = Err(Error::BadCharacter {
        row: 200,
        column: 0,
        found: 'x',
    });
    assert_eq!((Board::parse(&rows), joined(&rows)), (bad.clone(), bad));
    rows[150] = "XO";
    let ragged = Err(Error::RaggedRow {
        row: 150,
        cells: 2,
        expected: 1,
    });
    assert_eq!(
        (Board::parse(&rows), joined(&rows)),
        (ragged.clone(), ragged)
    );
    rows[100] = " ";
    let empty = Err(Error::EmptyRow { row: 100 });
    assert_eq!((Board::parse(&rows), joined(&rows)), (empty.clone(), empty));
    rows[50] = "";
    let empty = Err(Error::EmptyRow { row: 50 });
    assert_eq!((Board::parse(&rows), joined(&rows)), (empty.clone(), empty));
}

#[test]
fn small_boards_read_as_any_board() {
    // `parse_small` reads the board `parse_joined` reads, or gives up (for a fault or a board
    // too large), on many layouts, faults and sizes around its limits.
    let mut rng = Lcg(2026);
    let mut below = |n: usize| rng.below(n);
    let (mut read, mut given_up) = (0, 0);
    for trial in 0..4000 {
        let (height, width) = (1 + below(70), 1 + below(70));
        let mut bytes = Vec::new();
        let mut ends = Vec::new();
        for r in 0..height {
            let mut text = " ".repeat(match trial % 4 {
                0 => r,
                1 => 0,
                _ => below(40),
            });
            let cells = if trial % 9 == 8 && r == height / 2 {
                width + 1
            } else {
                width
            };
            push_cells(&mut text, cells, trial, &mut below);
            text.push_str(&" ".repeat(below(4)));
            if trial % 11 == 10 && r == height - 1 {
                let at = below(text.len() + 1);
                text.insert(at, ['x', '\t', 'é', '7'][below(4)]);
            }
            bytes.extend_from_slice(text.as_bytes());
            ends.push(u32::try_from(bytes.len()).unwrap());
        }
        let joined = Board::parse_joined(&bytes, &ends);
        match Board::parse_small(&bytes, &ends) {
            Some(board) => {
                assert_eq!(Ok(&board), joined.as_ref(), "{trial}");
                assert_eq!(board.stride(), 1);
                read += 1;
            }
            None => given_up += 1,
        }
        // Every board of at most 64 rows whose rows fit 64 bytes after their indent and
        // that has no fault is read.
        let fits = height <= 64 && trial % 9 != 8 && trial % 11 != 10;
        let short = match trial % 3 {
            0 => 2 * width + 3 <= 64,
            1 => width + 3 <= 64,
            _ => false,
        };
        if fits && short {
            assert!(Board::parse_small(&bytes, &ends).is_some(), "{trial}");
        }
    }
    assert!(
        read > 1000 && given_up > 1000,
        "{read} read, {given_up} given up"
    );
    // Ends out of order or past the bytes are clamped as `parse_joined` clamps them.
    let text = b"X O .  . X OO . X";
    for ends in [&[5, 12, 99][..], &[5, 3, 99], &[], &[17, 17]] {
        if let Some(board) = Board::parse_small(text, ends) {
            assert_eq!(Ok(board), Board::parse_joined(text, ends), "{ends:?}");
        }
    }
    assert_eq!(
        Board::parse_small(text, &[5, 12, 99]),
        Some(Board::parse(["X O .", "  . X O", "O . X"]).unwrap())
    );
    assert_eq!(Board::parse_small(text, &[5, 3, 99]), None);
    assert_eq!(Board::parse_small(text, &[]), None);
}

#[test]
fn spaced_rows_read_as_small_rows() {
    // `spaced_row` reads a row in the canonical layout (any indent, cells a space apart, up to
    // 32 cells) as `small_row` does, and gives up on every other row, which `small_row` then
    // reads: here rows with a fault, a double or missing space, or a trailing space (an
    // inserted cell only makes a row one cell wider).
    let mut rng = Lcg(28);
    let mut below = |n: usize| rng.below(n);
    let (mut read, mut given_up) = (0, 0);
    for trial in 0..4000 {
        let width = 1 + below(40);
        let mut text = " ".repeat(below(20));
        push_cells(&mut text, width, 0, &mut below);
        if trial % 4 == 3 {
            let at = below(text.len() + 1);
            text.insert(at, ['x', ' ', '.', 'X', '\t', 'é'][below(6)]);
        }
        let end = text.len();
        // What the copy holds after the row: the next row, or slack.
        text.push_str(&" X O .".repeat(12));
        let bytes = text.as_bytes();
        let small = small_row(bytes, 0, end);
        match spaced_row(bytes, 0, end) {
            Some(row) => {
                assert_eq!(Some(row), small, "{trial}: {text:?}");
                if trial % 4 != 3 {
                    assert_eq!(row.2, width, "{trial}");
                }
                read += 1;
            }
            None => {
                assert!(trial % 4 == 3 || width > 32, "{trial}: {text:?} not read");
                given_up += 1;
            }
        }
    }
    assert!(
        read > 2000 && given_up > 1000,
        "{read} read, {given_up} given up"
    );
}
