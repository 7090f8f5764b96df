//! The values the module answers with that several exports share: players by name and cell
//! lists as `[row, col]` pairs.

use crate::search::path::Chain;
use crate::Player;
use serde::ser::{Serialize, SerializeStruct, Serializer};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(module = "/src/wasm/values.js")]
extern "C" {
    /// `[[row, col], ...]` from the first cell and the steps of a chain.
    #[wasm_bindgen(js_name = toPairs)]
    fn to_pairs(row: u32, col: u32, steps: &[u8]) -> JsValue;

    // The names as JavaScript strings made once: handing out the same string costs no
    // string made per call.
    #[wasm_bindgen(thread_local_v2, js_name = X)]
    static X_NAME: JsValue;

    #[wasm_bindgen(thread_local_v2, js_name = O)]
    static O_NAME: JsValue;
}

/// The player's name as the module writes it where a string is built on this side (plain
/// objects, and `first` of `toJSON`); `player_name` is the same name as a JavaScript value.
pub(super) fn player_str(player: Player) -> &'static str {
    player.name()
}

/// The player `player_str` names `name`, if any.
#[cfg(feature = "game")]
pub(super) fn player_from(name: &str) -> Option<Player> {
    [Player::X, Player::O]
        .into_iter()
        .find(|&player| player_str(player) == name)
}

/// `"X"`, `"O"` or `null`, as JavaScript values (the strings of `values.js`).
pub(super) fn player_name(player: Option<Player>) -> JsValue {
    match player {
        Some(Player::X) => X_NAME.with(JsValue::clone),
        Some(Player::O) => O_NAME.with(JsValue::clone),
        None => JsValue::NULL,
    }
}

/// A chain as `[[row, col], ...]`, or `null`.
pub(super) fn chain_value(chain: Option<&Chain>) -> JsValue {
    match chain {
        Some(chain) => {
            let (row, col) = chain.start;
            let index = |v: usize| u32::try_from(v).unwrap_or(u32::MAX);
            to_pairs(index(row), index(col), &chain.steps)
        }
        None => JsValue::NULL,
    }
}

/// A chain of cells as `[[row, col], ...]`, or `null`.
#[cfg(feature = "game")]
pub(super) fn path_value(path: Option<Vec<(usize, usize)>>) -> JsValue {
    chain_value(path.as_deref().and_then(chain_of).as_ref())
}

/// The chain through `cells`, each a neighbour of the one before; `None` for no cells or a
/// pair that does not touch.
#[cfg(feature = "game")]
fn chain_of(cells: &[(usize, usize)]) -> Option<Chain> {
    let (&start, _) = cells.split_first()?;
    let steps = cells
        .windows(2)
        .map(|pair| match *pair {
            [(r0, c0), (r1, c1)] => {
                let step = (r1.wrapping_sub(r0) as isize, c1.wrapping_sub(c0) as isize);
                crate::NEIGHBOURS
                    .iter()
                    .position(|&n| n == step)
                    .and_then(|k| u8::try_from(k).ok())
            }
            _ => None,
        })
        .collect::<Option<Vec<u8>>>()?;
    Some(Chain { start, steps })
}

/// One value for each player, serialized as `{ X, O }` under the players' names.
pub(super) struct Both<T> {
    pub(super) x: T,
    pub(super) o: T,
}

impl<T: Serialize> Serialize for Both<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut both = serializer.serialize_struct("Both", 2)?;
        both.serialize_field(player_str(Player::X), &self.x)?;
        both.serialize_field(player_str(Player::O), &self.o)?;
        both.end()
    }
}
