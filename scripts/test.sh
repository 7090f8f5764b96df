#!/usr/bin/env bash
# Every test of the project, as CI runs it: lints, native tests (with and without the `game`
# feature), wasm tests in Node and in headless Chromium, the npm package imported from Node and
# installed into every consumer it supports, the demo page in headless Chromium, and a bounded
# fuzz run where nightly is.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"

step() { printf '\n=== %s\n' "$*"; }

# Runs a test command, shows its output, and fails when it ran no test at all: a
# wasm-bindgen-test suite configured for the other environment is skipped with exit 0.
expect_tests() {
  local log
  log=$(mktemp)
  "$@" 2>&1 | tee "$log"
  if ! grep -Eq 'test result: ok\. [1-9][0-9]* passed' "$log"; then
    echo "error: '$*' ran no tests" >&2
    rm -f "$log"
    return 1
  fi
  rm -f "$log"
}

step "format and lints"
cargo fmt --check
for features in "" "--no-default-features"; do
  cargo clippy --all-targets $features -- -D warnings
  cargo clippy --target wasm32-unknown-unknown --lib --tests $features -- -D warnings
done

step "native unit, integration, property and doc tests"
cargo test

step "native tests without the game feature"
cargo test --no-default-features --lib
cargo test --no-default-features --doc

step "wasm-bindgen-test in Node"
expect_tests wasm-pack test --node -- --test node

step "wasm-bindgen-test in headless Chromium (through the proxy of scripts/browser-tests.mjs)"
expect_tests node scripts/browser-tests.mjs --test web

step "the npm package of make package, and the one without Game, imported from Node"
node scripts/package.mjs
node scripts/package.mjs --no-default-features --out target/pkg-core
node --test tests/js/

step "the demo page in headless Chromium (Playwright); screenshots in target/screenshots/"
rm -rf www/pkg && cp -r pkg www/pkg
node --test tests/page/

step "the packed tarball installed into Node, Deno, Bun, esbuild, webpack, Vite, an import-map page, tsc, attw, publint"
node --test tests/package/

if rustup toolchain list 2>/dev/null | grep -q '^nightly' && command -v cargo-fuzz >/dev/null; then
  step "bounded fuzzing (nightly): 30 s a target from the committed seed corpus"
  for target in parse_and_search differential sgf knowledge; do
    work=$(mktemp -d)
    # New inputs go to the temporary corpus, so the committed seeds stay as they are.
    log=$(mktemp)
    if ! (cd fuzz && cargo +nightly fuzz run -s none "$target" "$work" "corpus/$target" -- \
      -max_total_time=30 -max_len=160 >"$log" 2>&1); then
      tail -40 "$log"
      echo "error: fuzz target $target failed; the input is in fuzz/artifacts/$target" >&2
      exit 1
    fi
    grep -E '^Done' "$log"
    rm -rf "$work" "$log"
  done
else
  step "bounded fuzzing skipped: no nightly toolchain"
fi

echo
echo "all tests passed"
