use super::*;
use crate::test_lcg::Lcg;
use crate::Board;

/// The answer of reading the board, then searching it.
fn two_passes(rows: &[String], rule: Rule) -> Result<Option<Player>, Error> {
    Board::parse(rows).map(|b| b.winner(rule))
}

/// A random board of `h` rows of `w` cells at `density` percent stones, in one of three
/// layouts: canonical, packed, or with irregular indentation and gaps.
fn random_rows(rng: &mut Lcg, h: usize, w: usize, density: usize, layout: usize) -> Vec<String> {
    (0..h)
        .map(|r| {
            let mut line = match layout {
                0 => " ".repeat(r),
                1 => String::new(),
                _ => " ".repeat(rng.below(40)),
            };
            for c in 0..w {
                if c > 0 {
                    let gap = match layout {
                        0 => 1,
                        1 => 0,
                        _ => rng.below(3),
                    };
                    line.push_str(&" ".repeat(gap));
                }
                line.push(match rng.below(100) {
                    d if d >= density => '.',
                    _ if rng.below(2) == 0 => 'X',
                    _ => 'O',
                });
            }
            line
        })
        .collect()
}

#[test]
fn agrees_with_reading_then_searching() {
    let mut rng = Lcg(2028);
    // Widths around the 64-cell words, so that runs cross word boundaries.
    for &w in &[1usize, 2, 3, 7, 63, 64, 65, 127, 128, 130] {
        for &h in &[1usize, 2, 5, 33] {
            for density in [10, 45, 60, 80, 100] {
                let layout = rng.below(3);
                let rows = random_rows(&mut rng, h, w, density, layout);
                for rule in [Rule::XTopBottom, Rule::XLeftRight] {
                    let expected = two_passes(&rows, rule);
                    assert_eq!(winner_of_rows(&rows, rule), expected, "{rule:?} {rows:?}");
                    let mut bytes = Vec::new();
                    let ends: Vec<u32> = rows
                        .iter()
                        .map(|row| {
                            bytes.extend_from_slice(row.as_bytes());
                            bytes.len() as u32
                        })
                        .collect();
                    assert_eq!(winner_of_joined(&bytes, &ends, rule), expected);
                }
            }
        }
    }
}

#[test]
fn faults_are_those_of_the_board_reader() {
    let mut rng = Lcg(77);
    for trial in 0..600 {
        let (h, w) = (1 + rng.below(12), 1 + rng.below(90));
        let density = 20 + rng.below(81);
        let mut rows = random_rows(&mut rng, h, w, density, trial % 3);
        // One fault somewhere: a bad character, a row one cell short or long, an empty row.
        let r = rng.below(h);
        let row = rows.get_mut(r).unwrap();
        match trial % 4 {
            0 => {
                let at = rng.below(row.len() + 1);
                row.insert(at, ['x', '\t', 'é', '\n', '7'][rng.below(5)]);
            }
            1 => row.push_str(" X"),
            2 => {
                let cut = row.trim_end_matches(['X', 'O', '.']).len();
                row.truncate(cut.max(row.len().saturating_sub(1)));
            }
            _ => row.clear(),
        }
        for rule in [Rule::XTopBottom, Rule::XLeftRight] {
            assert_eq!(
                winner_of_rows(&rows, rule),
                two_passes(&rows, rule),
                "{rule:?} {rows:?}"
            );
        }
    }
    let none: [&str; 0] = [];
    assert_eq!(winner_of_rows(none, Rule::XTopBottom), Err(Error::NoRows));
    assert_eq!(
        winner_of_joined(b"X..", &[], Rule::XTopBottom),
        Err(Error::NoRows)
    );
}

#[test]
fn a_fault_after_the_winning_row_is_still_reported() {
    // O joins left to right in row 0; the rows after it are checked, not joined.
    let rows = ["O O O", " X . X", "  . ? ."];
    assert_eq!(
        winner_of_rows(rows, Rule::XTopBottom),
        Err(Error::BadCharacter {
            row: 2,
            column: 1,
            found: '?'
        })
    );
    let rows = ["O O O", " X . X", "  . ."];
    assert_eq!(
        winner_of_rows(rows, Rule::XTopBottom),
        Err(Error::RaggedRow {
            row: 2,
            cells: 2,
            expected: 3
        })
    );
    assert_eq!(
        winner_of_rows(["O O O", " X . X", "  . . ."], Rule::XTopBottom),
        Ok(Some(Player::O))
    );
    // 4097 rows of 4096 cells: the cell limit holds after the winner is known too.
    let full = "O".repeat(4096);
    let rows = vec![full.as_str(); 4097];
    assert_eq!(
        winner_of_rows(&rows, Rule::XTopBottom),
        Err(Error::TooManyCells { limit: MAX_CELLS })
    );
    assert_eq!(
        winner_of_rows(&rows[..4096], Rule::XTopBottom),
        Ok(Some(Player::O))
    );
}

#[test]
fn runs_touch_the_row_above_at_the_same_column_and_the_next() {
    // Row 1's run [1, 2] touches row 0's stones at columns 1..=3 and no other.
    for (top, joined) in [
        ("X . . . .", false),
        (". X . . .", true),
        (". . . X .", true),
        (". . . . X", false),
    ] {
        let rows = [top, " . X X . ."];
        assert_eq!(
            winner_of_rows(rows, Rule::XTopBottom),
            Ok(joined.then_some(Player::X)),
            "{top}"
        );
    }
    // Two runs above joined through one run below; the right end alone is not the left edge.
    let rows = ["X . X . .", " X X . . .", "  . . X X X"];
    assert_eq!(winner_of_rows(rows, Rule::XTopBottom), Ok(None));
    assert_eq!(winner_of_rows(rows, Rule::XLeftRight), Ok(None));
    let rows = ["X . X . .", " X X X X X", "  . . . . ."];
    assert_eq!(winner_of_rows(rows, Rule::XLeftRight), Ok(Some(Player::X)));
    // One stone touches all four edges.
    for rule in [Rule::XTopBottom, Rule::XLeftRight] {
        assert_eq!(winner_of_rows(["X"], rule), Ok(Some(Player::X)));
        assert_eq!(winner_of_rows(["O"], rule), Ok(Some(Player::O)));
        assert_eq!(winner_of_rows(["."], rule), Ok(None));
    }
}

#[test]
fn labels_are_renumbered_on_tall_boards() {
    // A column of X two cells wide winds down a board 12,000 rows tall beside short runs of
    // both players, far more runs than the renumbering bound: the answer must survive it.
    let (h, w) = (12_000, 70);
    let mut rng = Lcg(5);
    let mut rows: Vec<String> = (0..h)
        .map(|_| {
            (0..w)
                .map(|c| match c {
                    0 | 1 => 'X',
                    2 => '.',
                    _ => ['X', 'O', '.', '.'][rng.below(4)],
                })
                .collect()
        })
        .collect();
    let mut joiner = Joiner::new(w, h, true);
    let mut renumbered = 0;
    for row in &rows {
        let board = Board::parse([row]).unwrap();
        let before = joiner.parent.len();
        joiner.row(board.stones(Player::X));
        renumbered += usize::from(joiner.parent.len() < before);
    }
    assert!(renumbered >= 2, "{renumbered}");
    assert!(joiner.finish());
    assert_eq!(winner_of_rows(&rows, Rule::XTopBottom), Ok(Some(Player::X)));
    // Cut the column near the bottom: nobody joins, whatever the labels went through.
    rows[h - 2] = format!("..{}", &rows[h - 2][2..]);
    assert_eq!(
        winner_of_rows(&rows, Rule::XTopBottom),
        two_passes(&rows, Rule::XTopBottom)
    );
    assert_eq!(winner_of_rows(&rows, Rule::XTopBottom), Ok(None));
}

#[test]
fn clusters_that_wind_and_spiral() {
    let rows = crate::test_boards::winding(120, 160);
    assert_eq!(winner_of_rows(&rows, Rule::XTopBottom), Ok(Some(Player::O)));
    let mut grid: Vec<Vec<u8>> = rows.iter().map(|r| r.as_bytes().to_vec()).collect();
    grid[119][158] = b'X';
    let rows: Vec<String> = grid
        .iter()
        .map(|r| String::from_utf8(r.clone()).unwrap())
        .collect();
    assert_eq!(winner_of_rows(&rows, Rule::XTopBottom), Ok(Some(Player::X)));
    let rows = crate::test_boards::spiral(301, 301);
    for rule in [Rule::XTopBottom, Rule::XLeftRight] {
        assert_eq!(winner_of_rows(&rows, rule), Ok(None));
    }
}
