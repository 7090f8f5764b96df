#!/usr/bin/env bash
# Installs every tool the build, the demo and the tests need, pinned, and skips
# whatever is already present at the right version. Safe to run again: a second
# run takes seconds. Needs only Rust (rustup), Node/npm and Debian's apt.
set -euo pipefail
cd "$(dirname "$0")/.."

WASM_PACK_VERSION=0.15.1
# Must equal the `wasm-bindgen` version pinned in Cargo.toml (and so in Cargo.lock):
# wasm-pack only uses a wasm-bindgen CLI on PATH when the versions match.
WASM_BINDGEN_VERSION=0.2.130

export PATH="$HOME/.cargo/bin:$PATH"
say() { printf '[setup] %s\n' "$*"; }

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

if [ "$(wasm-pack --version 2>/dev/null || true)" != "wasm-pack $WASM_PACK_VERSION" ]; then
  say "building wasm-pack $WASM_PACK_VERSION from crates.io"
  cargo install wasm-pack --version "$WASM_PACK_VERSION" --locked --force
fi

if [ "$(wasm-bindgen --version 2>/dev/null || true)" != "wasm-bindgen $WASM_BINDGEN_VERSION" ]; then
  say "building wasm-bindgen-cli $WASM_BINDGEN_VERSION from crates.io"
  # Not --locked: the CLI's own lock file names a webpki-roots release the registry no longer serves.
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --force
fi

if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
  say "installing Debian's chromium and chromium-driver"
  if [ "$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-driver >/dev/null
fi

# cargo-fuzz, for the bounded fuzz run of the tests, only where a nightly toolchain is.
CARGO_FUZZ_VERSION=0.13.2
if rustup toolchain list 2>/dev/null | grep -q '^nightly' \
  && [ "$(cargo fuzz --version 2>/dev/null || true)" != "cargo-fuzz $CARGO_FUZZ_VERSION" ]; then
  say "building cargo-fuzz $CARGO_FUZZ_VERSION from crates.io"
  cargo install cargo-fuzz --version "$CARGO_FUZZ_VERSION" --locked --force
fi

# Node tools (binaryen's wasm-opt, playwright-core) are pinned in package-lock.json.
if [ ! -x node_modules/.bin/wasm-opt ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  say "installing pinned npm tools"
  npm ci --no-audit --no-fund --loglevel=error
fi

say "ready"
