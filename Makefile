# The two commands of the README: `make serve` (the demo page) and `make test` (every test).
.PHONY: setup serve test package bench match solve-openings

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

# The benchmark: each measurement beside its named alternative (plain JS, the copy floor,
# the hexgame crate, a plain BFS), in Node, in Chromium and natively. Each step leaves what it
# measured in target/bench/ or target/criterion/, and benches/results.mjs writes the generated
# section of benches/RESULTS.md from them.
bench: package
	node scripts/package.mjs --no-default-features --out target/pkg-core
	rm -rf www/pkg && cp -r pkg www/pkg
	rm -rf target/bench && mkdir -p target/bench && touch target/bench/started
	node --expose-gc benches/bench.mjs
	node benches/bot-bench.mjs > target/bench/bot-wasm.txt && cat target/bench/bot-wasm.txt
	cargo bench --bench core -- --warm-up-time 1 --measurement-time 3
	cargo bench --bench game -- --warm-up-time 1 --measurement-time 3
	cargo bench --bench bot > target/bench/bot-native.txt && cat target/bench/bot-native.txt
	cargo bench --bench solver -- --warm-up-time 1 --measurement-time 3
	node benches/results.mjs

# A match of bestMove (wasm, in Node) against ai-hex 0.1.0 (native, built from crates.io into
# target/ai-hex): 11x11, swap off, paired openings, 200 ms a move each; GAMES=40 by default.
# OPPONENT=mohex MOHEX=path plays MoHex 2.0 instead (../shared/tools/build-mohex.sh DIR builds
# it), one thread, MOHEX_TIME seconds of max_time (MS/1000 by default); SIZE=9 or 13 for
# another board.
match: package
ifeq ($(OPPONENT),mohex)
	node scripts/match.mjs --opponent mohex --mohex $(or $(MOHEX),$(error OPPONENT=mohex needs MOHEX=path to the mohex binary)) --games $(or $(GAMES),40) \
		--ms $(or $(MS),800) --size $(or $(SIZE),11) $(if $(MOHEX_TIME),--mohex-time $(MOHEX_TIME))
else
	cargo install --locked ai-hex --version 0.1.0 --root target/ai-hex
	node scripts/match.mjs --games $(or $(GAMES),40) --ms $(or $(MS),200) --size $(or $(SIZE),11)
endif

# Every opening of a SIZE x SIZE board (7 by default) solved in WebAssembly, in Node, through
# the package's solve(): the first stone on each cell, swap off, at most TIME_MS ms each
# (10000 by default); prints the map of winning first moves and checks it against the
# published 7x7 one.
solve-openings: package
	node scripts/solve-openings.mjs --size $(or $(SIZE),7) --time-ms $(or $(TIME_MS),10000)
