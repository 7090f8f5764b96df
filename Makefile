# The two commands of the README: `make serve` (the demo page) and `make test` (every test).
.PHONY: setup serve test build

setup:
	bash scripts/setup.sh

serve:
	bash scripts/serve.sh

test:
	bash scripts/test.sh

# The npm package for bundlers, in pkg/.
build: setup
	PATH="$(CURDIR)/node_modules/.bin:$$PATH" wasm-pack build --release --target bundler
