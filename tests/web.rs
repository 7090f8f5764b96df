//! The JavaScript surface in a headless browser
//! (`wasm-pack test --headless --chrome -- --test web`).
#![cfg(target_arch = "wasm32")]
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

mod js_api;
