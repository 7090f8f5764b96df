//! The learned worth of a cell's local pattern (see `pattern` in `src/bot.rs`), for the
//! prior of a new child of the search tree.
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

/// The number of local patterns.
pub(super) const COUNT: usize = 729 * 4;
/// The value of a pattern chosen as often as an average cell.
pub(super) const MIDDLE: u8 = 128;
/// Steps of the value per unit of the natural log.
pub(super) const STEPS: f32 = 16.0;

/// Each pattern's value.
pub(super) const VALUES: [u8; COUNT] = include!("pattern_values.in");
