# The two commands of the README: `make serve` (the demo page) and `make test` (every test).
.PHONY: setup serve test build bench match

setup:
	bash scripts/setup.sh

serve:
	bash scripts/serve.sh

test:
	bash scripts/test.sh

# The npm package for bundlers, in pkg/.
build: setup
	PATH="$(CURDIR)/node_modules/.bin:$$PATH" wasm-pack build --release --target bundler

# The benchmark of the README: the module against plain JS and the copy floor in Node, then
# the native criterion benches of the core against a plain BFS.
bench: setup
	PATH="$(CURDIR)/node_modules/.bin:$$PATH" wasm-pack build --release --target nodejs --out-dir target/pkg-node
	PATH="$(CURDIR)/node_modules/.bin:$$PATH" wasm-pack build --release --target web --out-dir target/pkg-web
	PATH="$(CURDIR)/node_modules/.bin:$$PATH" wasm-pack build --release --target web --out-dir target/pkg-web-core -- --no-default-features
	PATH="$(CURDIR)/node_modules/.bin:$$PATH" wasm-pack build --release --target web --out-dir www/pkg
	node --expose-gc benches/bench.mjs
	cargo bench --bench core -- --warm-up-time 1 --measurement-time 3

# A match of bestMove (wasm, in Node) against ai-hex 0.1.0 (native, built from crates.io into
# target/ai-hex): 11x11, swap off, paired openings, 200 ms a move each; GAMES=40 by default.
match: setup
	cargo install --locked ai-hex --version 0.1.0 --root target/ai-hex
	PATH="$(CURDIR)/node_modules/.bin:$$PATH" wasm-pack build --release --target nodejs --out-dir target/pkg-node
	node scripts/match.mjs --games $(or $(GAMES),40) --ms $(or $(MS),200)
