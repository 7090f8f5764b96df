# The two commands of the README: `make serve` (the demo page) and `make test` (every test).
.PHONY: setup serve test package bench

setup:
	bash scripts/setup.sh

serve:
	bash scripts/serve.sh

test:
	bash scripts/test.sh

# The one npm package, in pkg/: one cargo build, wasm-bindgen glue, the default entry with the
# .wasm embedded, its CommonJS copy and the opt-in web entry (see scripts/package.mjs).
package: setup
	node scripts/package.mjs

# The benchmark of the README: the module against plain JS and the copy floor in Node, then
# the native criterion benches of the core against a plain BFS.
bench: package
	node scripts/package.mjs --no-default-features --out target/pkg-core
	rm -rf www/pkg && cp -r pkg www/pkg
	node --expose-gc benches/bench.mjs
	cargo bench --bench core -- --warm-up-time 1 --measurement-time 3
