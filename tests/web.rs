//! The JavaScript surface in a headless browser
//! (`node scripts/browser-tests.mjs --test web`, which runs `wasm-pack test --headless --chrome`
//! through a proxy that keeps the test runner's server from hanging).
#![cfg(target_arch = "wasm32")]
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

mod js_api;
