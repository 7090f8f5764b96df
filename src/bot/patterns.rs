//! The learned worth of a cell's local pattern (see `pattern` in `src/bot.rs`), for the
//! prior of a new child of the search tree, and for the order in which the solver tries a
//! position's moves (`src/solver/order.rs`).
//!
//! The values come from the bot's own games: for each position of each game, every empty
//! cell's pattern is counted as seen and the chosen cell's as chosen, and a pattern's value
//! is how much more or less often than an average cell a cell of that pattern was chosen,
//! as a natural log in steps of 1/[`STEPS`] around [`MIDDLE`] (with a few average cells
//! added to each count, so that a rare pattern stays near the middle). They are learned by
//! `tests::learn_pattern_values` (ignored by default), which writes `pattern_values.in`
//! from records of games made by `examples/selfplay.rs --verbose`:
//!
//! ```text
//! cargo run --release --example selfplay -- --size 11 --games 400 --sims 2000 --verbose 2> games.txt
//! HEX_RECORDS=games.txt cargo test --release --lib learn_pattern_values -- --ignored
//! ```

use super::{bordered_cells, colour, pattern, EMPTY, O, X};
use crate::hex::Bordered;
use crate::knowledge::{CellSet, Position};
use crate::Player;

/// The number of local patterns.
pub(super) const COUNT: usize = 729 * 4;
/// The value of a pattern chosen as often as an average cell.
pub(super) const MIDDLE: u8 = 128;
/// Steps of the value per unit of the natural log.
pub(super) const STEPS: f32 = 16.0;

/// Each pattern's value.
pub(super) const VALUES: [u8; COUNT] = include!("pattern_values.in");

/// The learned worth of local pattern `index`: the natural log of how much more often than
/// an average cell the bot's own games chose a cell of that pattern.
pub(crate) fn worth(index: usize) -> f32 {
    let learned = VALUES.get(index).copied().unwrap_or(MIDDLE);
    (f32::from(learned) - f32::from(MIDDLE)) / STEPS
}

/// The learned [`worth`] of the local pattern of each empty cell of `cells` for the side to
/// move of `position`, by cell index (0 for every other cell).
pub(crate) fn worths(position: &Position, cells: CellSet) -> Vec<f32> {
    let (rows, cols) = (position.rows(), position.cols());
    let grid = Bordered::new(rows, cols);
    let [x, o] = [Player::X, Player::O].map(|p| position.stones(p));
    let at = |r: usize, c: usize| position.index(r, c).unwrap_or(usize::MAX);
    let bordered = bordered_cells(grid, position.rule().vertical(), |r, c| {
        let cell = at(r, c);
        if x.contains(cell) {
            X
        } else if o.contains(cell) {
            O
        } else {
            EMPTY
        }
    });
    let steps = grid.steps();
    let me = colour(position.to_move());
    let mut out = vec![0.0; rows * cols];
    for cell in (cells & position.empty()).iter() {
        let (r, c) = position.coords(cell);
        if let Some(slot) = out.get_mut(cell) {
            *slot = worth(pattern(&bordered, &steps, grid.index(r, c), me));
        }
    }
    out
}
