//! Boards and checks shared by the native tests, the wasm tests, the benches and the fuzz
//! targets (each includes this file by path).
#![allow(dead_code, clippy::indexing_slicing)]

use hex_connect::{Board, Player, Rule, NEIGHBOURS};

/// One chain of X about half the board long: the even rows full, joined alternately at the
/// right and the left end. Packed rows (`"XXX"`, `"..X"`), `rows` x `cols`.
pub fn serpentine(rows: usize, cols: usize) -> Vec<String> {
    (0..rows)
        .map(|r| {
            (0..cols)
                .map(|c| {
                    let x = r % 2 == 0 || (r % 4 == 1 && c == cols - 1) || (r % 4 == 3 && c == 0);
                    if x {
                        'X'
                    } else {
                        '.'
                    }
                })
                .collect()
        })
        .collect()
}

/// A full board that O wins left to right, where X's one cluster winds up and down: X in
/// every even column from row 1 to the row above the last, the columns joined alternately
/// just above the last row and in row 1, entered from the top through cell (0, 0) only.
/// Packed rows, `rows` x `cols`; at least 3 x 3.
pub fn winding(rows: usize, cols: usize) -> Vec<String> {
    let x = |r: usize, c: usize| {
        if r == 0 {
            return c == 0;
        }
        if r + 1 >= rows {
            return false;
        }
        c % 2 == 0 || (r + 2 == rows && c % 4 == 1) || (r == 1 && c % 4 == 3 && c + 1 < cols)
    };
    (0..rows)
        .map(|r| (0..cols).map(|c| if x(r, c) { 'X' } else { 'O' }).collect())
        .collect()
}

/// A full board that O wins, where X has two clusters that wind up and down, as on
/// [`winding`]: one in the left part, entered from the top through cell (0, 0) only, and the
/// same turned half round in the right part, entered from the bottom through the last cell
/// only, with a column of O between them. Neither joins the other edge, so a flood from
/// either edge follows a whole cluster. Packed rows, `rows` x `cols`; at least 3 x 7.
pub fn two_windings(rows: usize, cols: usize) -> Vec<String> {
    let part = (cols - 1) / 2;
    let left: Vec<Vec<char>> = winding(rows, part)
        .iter()
        .map(|row| row.chars().collect())
        .collect();
    (0..rows)
        .map(|r| {
            (0..cols)
                .map(|c| {
                    if c < part {
                        left[r][c]
                    } else if c >= cols - part {
                        left[rows - 1 - r][cols - 1 - c]
                    } else {
                        'O'
                    }
                })
                .collect()
        })
        .collect()
}

/// A square spiral of X stones, two cells between its turns, from (0, 1) along the top edge
/// and inwards: it touches no edge but the top, so nobody has won. Packed rows, `rows` x
/// `cols`; at least 3 x 3.
pub fn spiral(rows: usize, cols: usize) -> Vec<String> {
    let mut cells = vec![vec!['.'; cols]; rows];
    let (mut top, mut left) = (0isize, 1isize);
    let (mut bottom, mut right) = (rows as isize - 2, cols as isize - 2);
    let (mut r, mut c) = (0isize, 1isize);
    cells[0][1] = 'X';
    loop {
        let start = (r, c);
        while c < right {
            c += 1;
            cells[r as usize][c as usize] = 'X';
        }
        top += 2;
        while r < bottom {
            r += 1;
            cells[r as usize][c as usize] = 'X';
        }
        right -= 2;
        while c > left {
            c -= 1;
            cells[r as usize][c as usize] = 'X';
        }
        bottom -= 2;
        while r > top {
            r -= 1;
            cells[r as usize][c as usize] = 'X';
        }
        left += 2;
        if (r, c) == start || top > bottom || left > right {
            break;
        }
    }
    cells
        .into_iter()
        .map(|row| row.into_iter().collect())
        .collect()
}

/// Checks that `path` is a chain that wins for `player` on `board`: the player's stones,
/// none twice, each a neighbour of the one before, from their start edge (row 0 or column
/// 0) to the opposite edge. Says what is wrong otherwise.
pub fn check_chain(
    board: &Board,
    player: Player,
    rule: Rule,
    path: &[(usize, usize)],
) -> Result<(), String> {
    let (Some(&first), Some(&last)) = (path.first(), path.last()) else {
        return Err("the chain is empty".into());
    };
    let (h, w) = (board.height(), board.width());
    let ends_ok = if rule.joins_top_bottom(player) {
        first.0 == 0 && last.0 == h - 1
    } else {
        first.1 == 0 && last.1 == w - 1
    };
    if !ends_ok {
        return Err(format!(
            "the chain runs from {first:?} to {last:?}, not edge to edge"
        ));
    }
    if let Some(&cell) = path
        .iter()
        .find(|&&(r, c)| board.get(r, c) != Some(player.stone()))
    {
        return Err(format!("{cell:?} is not a stone of {player:?}"));
    }
    for pair in path.windows(2) {
        let step = (
            pair[1].0 as isize - pair[0].0 as isize,
            pair[1].1 as isize - pair[0].1 as isize,
        );
        if !NEIGHBOURS.contains(&step) {
            return Err(format!("{:?} to {:?} is not a step", pair[0], pair[1]));
        }
    }
    let mut seen = path.to_vec();
    seen.sort_unstable();
    seen.dedup();
    if seen.len() != path.len() {
        return Err("the chain visits a cell twice".into());
    }
    Ok(())
}
