//! The JavaScript surface under Node (`wasm-pack test --node -- --test node`).
#![cfg(target_arch = "wasm32")]
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

mod js_api;
mod messages;
