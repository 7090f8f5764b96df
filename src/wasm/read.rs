//! Readers of the JavaScript values that arguments are made of: options, whole numbers,
//! strings and `info` objects. Each answers a Rust value or the module's
//! error for the argument; the checks that need JavaScript's own view of a value (its type
//! for a message, an options object's keys) are `checks.js`'s.

use super::coded_error;
use crate::error::Code;
use crate::record::Info;
use crate::Rule;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(module = "/src/wasm/checks.js")]
extern "C" {
    #[wasm_bindgen(js_name = ruleOf, catch)]
    fn rule_of(options: &JsValue) -> Result<u32, JsValue>;

    #[wasm_bindgen(catch)]
    fn count(value: &JsValue, name: &str, min: f64, max: f64) -> Result<f64, JsValue>;

    /// A string argument; `what` starts the `TypeError` for any other value, saying what
    /// was expected.
    #[wasm_bindgen(catch)]
    pub(super) fn text(value: &JsValue, what: &str) -> Result<String, JsValue>;

    #[wasm_bindgen(js_name = badNumber)]
    fn bad_number(name: &str, value: f64, min: f64, max: f64) -> JsValue;
}

/// The `TypeError` of an argument of the wrong type (`INVALID_TYPE`).
pub(super) fn invalid_type(message: &str) -> JsValue {
    coded_error(Code::InvalidType, message)
}

/// The `TypeError` of an unknown option or option value (`BAD_OPTION`).
pub(super) fn bad_option(message: &str) -> JsValue {
    coded_error(Code::BadOption, message)
}

/// The rule of a `Game`'s `options`, and whether the swap rule is on. No options, the
/// common case, needs no call to JavaScript.
pub(super) fn rule_from(options: &JsValue) -> Result<(Rule, bool), JsValue> {
    let code = if options.is_undefined() || options.is_null() {
        0
    } else {
        rule_of(options)?
    };
    let rule = if code & 1 == 1 {
        Rule::XLeftRight
    } else {
        Rule::XTopBottom
    };
    Ok((rule, code & 2 == 0))
}

/// A whole number argument from `min` to `max`: a `TypeError` for a value that is not a
/// number, a `RangeError` for one out of range. A number in range is read here; anything
/// else goes to `count`, which makes the same checks and throws, so that a new game costs no
/// call to JavaScript and no copy of `name`.
pub(super) fn whole(value: &JsValue, name: &str, min: usize, max: usize) -> Result<usize, JsValue> {
    let (low, high) = (min as f64, max as f64);
    match value.as_f64() {
        Some(n) if whole_in(n, low, high) => Ok(n as usize),
        _ => Ok(count(value, name, low, high)? as usize),
    }
}

/// Whether `n` is a whole number from `low` to `high` (NaN and the infinities are not).
fn whole_in(n: f64, low: f64, high: f64) -> bool {
    n.fract() == 0.0 && n >= low && n <= high
}

/// A row or column, which crosses as a plain `f64` so that a move costs one call: the same
/// check as `whole` makes, from 0 to `u32::MAX` (a cell past the board's edge is then
/// `OFF_BOARD`).
pub(super) fn index(value: f64, name: &str) -> Result<usize, JsValue> {
    let max = f64::from(u32::MAX);
    if whole_in(value, 0.0, max) {
        Ok(value as usize)
    } else {
        Err(bad_number(name, value, 0.0, max))
    }
}

/// The `info` to write, or `None` (the game's own) when `value` is `undefined` or `null`.
pub(super) fn info_from(value: &JsValue) -> Result<Option<Info>, JsValue> {
    if value.is_undefined() || value.is_null() {
        return Ok(None);
    }
    if !value.is_object() || js_sys::Array::is_array(value) {
        return Err(invalid_type(
            "info must be an object of strings such as { PB: \"Ann\" }",
        ));
    }
    let info = string_map(value).ok_or_else(|| {
        invalid_type("info must be an object whose values are strings, such as { PB: \"Ann\" }")
    })?;
    for name in info.keys() {
        if name.is_empty() || !name.bytes().all(|b| b.is_ascii_uppercase()) {
            let mut message = String::from("info.");
            message.push_str(name);
            message.push_str(" is not an SGF property name, which is capital letters such as PB");
            return Err(bad_option(&message));
        }
    }
    Ok(Some(info))
}

/// The `[key, value]` pairs of `value` as strings, read as serde-wasm-bindgen reads a map:
/// through `Symbol.iterator` when it has one (a `Map`), else `Object.entries`; `None` when
/// a key or a value is not a string, or the iteration throws. By hand rather than through
/// `Deserialize`: serde's error messages would bring float formatting into the module.
fn string_map(value: &JsValue) -> Option<Info> {
    let mut info = Info::new();
    let mut add = |pair: JsValue| {
        let pair: js_sys::Array = pair.unchecked_into();
        let (key, value) = (pair.get(0), pair.get(1));
        info.insert(key.as_string()?, value.as_string()?);
        Some(())
    };
    match js_sys::try_iter(value).ok()? {
        Some(pairs) => {
            for pair in pairs {
                add(pair.ok()?)?;
            }
        }
        None => {
            for pair in js_sys::Object::entries(value.unchecked_ref()).iter() {
                add(pair)?;
            }
        }
    }
    Some(info)
}
