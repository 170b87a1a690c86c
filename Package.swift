// swift-tools-version: 6.2
import PackageDescription

#if os(Linux) && arch(x86_64)
  import Foundation
#endif

// MARK: - engine (Foundation-free, compiled natively and with Embedded Swift to wasm32)

// wasm (KINETIC_WASM=1, scripts/build-wasm.sh): every module but Physics is optimized for size, so a first
// visit stays within its bytes; Physics keeps -O, the release default, for speed (Benchmarks/physics/NOTES.md
// has the figures).
let buildsWasm = Context.environment["KINETIC_WASM"] != nil
let wasmSize: [SwiftSetting] = buildsWasm ? [.unsafeFlags(["-Osize"], .when(configuration: .release))] : []

let coreSettings: [SwiftSetting] = [.enableExperimentalFeature("Extern")]

var products: [Product] = [
  .library(name: "Physics", targets: ["Physics"]),
  .library(name: "Dynamics", targets: ["Dynamics"]),
  .library(name: "Motion", targets: ["Motion"]),
  .library(name: "KineticWeb", type: .static, targets: ["WebBridge"]),
  // The benchmarks' wasm module (`scripts/build-wasm.sh bench`): the app's exports and their own; never served.
  .library(name: "KineticBench", type: .static, targets: ["BenchBridge"]),
]

// The engine's solver loops and the views' drawing run without dynamic exclusivity checks in every build, as
// they run in the browser (Embedded Swift has no such checks): the access set's bookkeeping on every view
// property read while drawing was a large part of a Breakout frame, and of a replay on the server. The
// compiler's static checks still apply; the other modules keep the dynamic ones in debug builds.
let uncheckedExclusivity: [SwiftSetting] = [.unsafeFlags(["-enforce-exclusivity=unchecked"])]
// The engine and the games are optimized in debug builds too. There is one native build, the debug one:
// `make run` serves it and `make test` tests it, so whichever runs first builds it for the other. Its server
// replays every submitted score through these modules, and its tests step worlds millions of times (the
// tunneling suite, Breakout's rallies). Preconditions (stale ids, bad definitions) stay on; the server's own
// modules and its packages stay unoptimized, which compiles them sooner. Each module is optimized whole, as in
// a release build, so that calls across its files are inlined and specialized; on several threads, which also
// writes one object per file, as a debug build's index store expects.
let optimizedInDebug: [SwiftSetting] = [
  .unsafeFlags(["-O", "-wmo", "-num-threads", "4"], .when(configuration: .debug))
]
// In the browser build, Physics is compiled -Ounchecked, without overflow and bounds checks: fewer wasm
// instructions a step and a smaller module, with the same results (Benchmarks/physics/NOTES.md). Native builds
// keep every check (the server replays submitted games through the engine), and the engine's handle checks hold
// in every build (`require`).
let wasmUnchecked: [SwiftSetting] = buildsWasm ? [.unsafeFlags(["-Ounchecked"], .when(configuration: .release))] : []
// Natively on x86-64, Physics is compiled for any x86-64 (SSE2), so that a binary runs wherever it is copied.
// KINETIC_AVX2=1 compiles it for AVX2 (not for FMA, which would round differently from the browser build):
// three-operand vector instructions and 256-bit registers save instructions on every step, with the same
// results to the bit (Benchmarks/physics/NOTES.md). Such a binary runs only where AVX2 is:
// `kinetic` checks at its start and says so rather than stopping on an illegal instruction.
let buildsForAVX2: Bool = {
  #if arch(x86_64)
    return Context.environment["KINETIC_AVX2"] != nil
  #else
    return false
  #endif
}()
let hostVectors: [SwiftSetting] = !buildsWasm && buildsForAVX2 ? [.unsafeFlags(["-Xcc", "-mavx2"])] : []
let avx2Check: [SwiftSetting] = !buildsWasm && buildsForAVX2 ? [.define("KINETIC_AVX2")] : []
let physicsSettings: [SwiftSetting] =
  coreSettings + uncheckedExclusivity + optimizedInDebug + wasmUnchecked + hostVectors
// Every other module of the engine and the games: small in the browser, optimized natively.
let moduleSettings: [SwiftSetting] = coreSettings + wasmSize + optimizedInDebug
let dynamicsSettings: [SwiftSetting] = moduleSettings + uncheckedExclusivity

var targets: [Target] = [
  // Rounding and square roots call the C math library, which a program without Foundation must link itself.
  .target(
    name: "Geometry", swiftSettings: moduleSettings,
    linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
  .target(name: "CPrefetch"),
  .target(name: "CLanes"),
  .target(name: "Physics", dependencies: ["Geometry", "CPrefetch", "CLanes"], swiftSettings: physicsSettings),
  .target(name: "Dynamics", dependencies: ["Geometry", "Physics"], swiftSettings: dynamicsSettings),
  .target(name: "Motion", dependencies: ["Geometry"], swiftSettings: moduleSettings),
  .target(
    name: "Stage", dependencies: ["Geometry", "Dynamics", "Motion"],
    swiftSettings: moduleSettings + uncheckedExclusivity),
  // What every game needs (the scene protocol, controls, actions, events, how-to), the games, and above
  // them the host that runs them (catalog, app host, headless simulation): docs/architecture.md.
  .target(name: "GameKit", dependencies: ["Geometry", "Stage"], swiftSettings: moduleSettings),
  .target(
    name: "Games", dependencies: ["Geometry", "Dynamics", "Motion", "Stage", "GameKit"],
    swiftSettings: moduleSettings),
  .target(
    name: "Host", dependencies: ["Geometry", "Motion", "Stage", "GameKit", "Games"],
    swiftSettings: moduleSettings),
  .target(name: "Scenes", dependencies: ["Physics", "Geometry"], swiftSettings: moduleSettings),
  .target(name: "WebBridge", dependencies: ["GameKit", "Host"], swiftSettings: moduleSettings),
  // Scenes that exist only to be timed (opened through `AppHost`'s extra scenes), and the benchmark module's
  // exports: neither is in the app players download.
  .target(
    name: "BenchScenes", dependencies: ["Geometry", "Motion", "Stage", "GameKit", "Games"],
    swiftSettings: moduleSettings),
  .target(
    name: "BenchBridge", dependencies: ["Geometry", "Physics", "Scenes", "Host", "WebBridge", "BenchScenes"],
    swiftSettings: moduleSettings),
]

var dependencies: [Package.Dependency] = []

// MARK: - native: tests of the engine; then the server and command line (skipped for wasm; the
// server is also skipped with KINETIC_CORE=1, for quick engine-only builds and tests)

let buildsNative = !buildsWasm
let buildsServer = buildsNative && Context.environment["KINETIC_CORE"] == nil

if buildsNative {
  targets += [
    .target(name: "Replay", dependencies: ["GameKit", "Host"], swiftSettings: optimizedInDebug),
    .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
    .testTarget(name: "PhysicsTests", dependencies: ["Physics", "Scenes"]),
    .testTarget(name: "DynamicsTests", dependencies: ["Dynamics", "Physics", "Scenes"]),
    .testTarget(name: "MotionTests", dependencies: ["Motion"]),
    .testTarget(name: "StageTests", dependencies: ["Stage"]),
    .testTarget(name: "GamesTests", dependencies: ["GameKit", "Games", "Host", "Replay", "BenchScenes"]),
    // Web/protocol.js, written from the Swift declarations of the wire protocol (`make protocol`), and the
    // tests that hold the committed file to them.
    .target(name: "ProtocolScript", dependencies: ["GameKit", "Host", "Stage", "WebBridge"]),
    .executableTarget(name: "protocol-js", dependencies: ["ProtocolScript"]),
    .testTarget(name: "ProtocolTests", dependencies: ["ProtocolScript", "WebBridge"]),
  ]
  products += [.executable(name: "protocol-js", targets: ["protocol-js"])]
}

if buildsServer {
  dependencies += [
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-log.git", from: "1.14.0"),
    .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    .package(url: "https://github.com/apple/swift-crypto.git", "3.12.3"..<"5.0.0"),
  ]
  // Two executables run the same commands: `kinetic` stores scores in SQLite, `kinetic-postgres` in SQLite or
  // PostgreSQL. postgres-nio brings swift-nio-ssl and swift-crypto, two copies of BoringSSL that are over half
  // of a first build, so `make run` builds `kinetic` unless it is given a postgres:// database.
  products += [
    .executable(name: "kinetic", targets: ["kinetic"]),
    .executable(name: "kinetic-postgres", targets: ["kinetic-postgres"]),
  ]
  targets += [
    .target(
      name: "Server",
      dependencies: [
        "GameKit", "Host", "Replay",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "Logging", package: "swift-log"),
      ],
      // The toolchain's ICU (Foundation's) computes the TR39 skeletons of player names.
      linkerSettings: [.linkedLibrary("_FoundationICU", .when(platforms: [.linux]))]
    ),
    .target(
      name: "PostgresStore",
      dependencies: [
        "Server",
        .product(name: "Logging", package: "swift-log"),
        .product(name: "PostgresNIO", package: "postgres-nio"),
      ]
    ),
    .target(
      name: "KineticCommands",
      dependencies: [
        "Server", "Host", "Physics", "Replay", "Scenes", "BenchScenes",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: avx2Check
    ),
    .executableTarget(name: "kinetic", dependencies: ["KineticCommands"]),
    .executableTarget(name: "kinetic-postgres", dependencies: ["KineticCommands", "PostgresStore", "Server"]),
    .testTarget(
      name: "ServerTests",
      dependencies: [
        "Server", "PostgresStore", "GameKit", "Games", "Host", "Replay",
        .product(name: "HummingbirdTesting", package: "hummingbird"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "PostgresNIO", package: "postgres-nio"),
        // The run tickets' own HMAC-SHA256 is checked against swift-crypto's.
        .product(name: "Crypto", package: "swift-crypto"),
      ]
    ),
  ]
}

// MARK: - documentation (KINETIC_DOCS=1, `make docs`): swift-docc-plugin, declared only for `make docs`
// so that no other build resolves or fetches it.

if Context.environment["KINETIC_DOCS"] != nil {
  dependencies += [.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0")]
}

let package = Package(
  name: "Kinetic",
  platforms: [.macOS(.v15)],
  products: products,
  dependencies: dependencies,
  targets: targets
)
