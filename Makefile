# The two commands of the README: `make serve` (the demo page) and `make test` (every test).
.PHONY: setup serve test build bench

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
