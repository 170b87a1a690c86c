# Kinetic: `make run` starts the app, `make test` runs every test. Nothing else is needed.
.PHONY: run test wasm build bench clean

PORT ?= 8080
HOST ?= 127.0.0.1

## Build the browser module Web/kinetic.wasm (prints its path and size).
wasm:
	scripts/build-wasm.sh

## Build the native server and command-line tool (debug, for tests and quick work).
build: wasm
	swift build --product kinetic

## Start the app on http://$(HOST):$(PORT) from a release build (SQLite database in .data/ unless KINETIC_DB
## says otherwise); build-wasm.sh also writes the brotli and gzip copies the server sends.
run: wasm
	swift build -c release --product kinetic
	.build/release/kinetic serve --host $(HOST) --port $(PORT)

## Unit tests, the wasm-versus-native determinism check and the browser tests.
test:
	scripts/test.sh

## Frame-time benchmark, native and wasm side by side.
bench:
	Benchmarks/frames.sh

clean:
	rm -rf .build .build-wasm .build-server .build-core Web/kinetic.wasm artifacts
