# Kinetic: `make run` starts the app, `make test` runs every test. Nothing else is needed.
.PHONY: run test check wasm protocol build bench docs format clean

PORT ?= 8080
HOST ?= 127.0.0.1

## Build the browser module Web/kinetic.wasm (prints its path and size).
wasm:
	scripts/build-wasm.sh

## Write Web/protocol.js, the shell's constants of the wire protocol (opcodes, keys, pointer phases, exports,
## actions), from the Swift declarations; a test fails while the committed file is stale.
protocol:
	scripts/protocol-js.sh

## Build the native server and command-line tools, `kinetic` (SQLite) and `kinetic-postgres` (SQLite or
## PostgreSQL), in the debug build that `make run` and `make test` share.
build: wasm
	swift build --product kinetic
	swift build --product kinetic-postgres

## Start the app on http://$(HOST):$(PORT) (SQLite database in .data/ unless KINETIC_DB says otherwise, a file
## or a postgres:// URL): builds the browser module and the server side by side, then serves (scripts/run.sh).
run:
	HOST=$(HOST) PORT=$(PORT) scripts/run.sh

## Unit tests, the wasm-versus-native determinism check and the browser tests.
test:
	scripts/test.sh

## The fast loop after a change: style checks, the JavaScript and script unit tests and the Swift suites
## that need no server or browser (a few minutes after a build; `make test` runs everything).
check:
	scripts/check.sh

## Frame-time benchmark, native and wasm side by side.
bench:
	Benchmarks/frames.sh

## API documentation (DocC) of Physics, Dynamics, Motion and Stage in docs-out/ (open docs-out/index.html
## through a web server), then a compile check of every Swift example in the documents. swift-docc-plugin
## comes from the package cache like every dependency; KINETIC_CORE=1 leaves the server's packages out. That
## resolves another set of packages, so the pinned Package.resolved is put back afterwards.
docs:
	mkdir -p .build-docs && cp Package.resolved .build-docs/Package.resolved.pinned
	KINETIC_DOCS=1 KINETIC_CORE=1 swift package --scratch-path .build-docs \
	  --allow-writing-to-directory docs-out generate-documentation \
	  --target Physics --target Dynamics --target Motion --target Stage \
	  --enable-experimental-combined-documentation --transform-for-static-hosting --output-path docs-out; \
	  status=$$?; cp .build-docs/Package.resolved.pinned Package.resolved; exit $$status
	scripts/check-doc-code.py .build-docs/debug/Modules

## Formats the Swift and JavaScript files in place (swift format, scripts/check-js.py --fix).
format:
	swift format -i -r Package.swift Sources Tests
	scripts/check-js.py --fix

clean:
	rm -rf .build .build-wasm .build-server .build-core .build-docs docs-out Web/kinetic.wasm artifacts
