//! The JavaScript surface under Node (`wasm-pack test --node -- --test node`).
#![cfg(target_arch = "wasm32")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod js_api;
