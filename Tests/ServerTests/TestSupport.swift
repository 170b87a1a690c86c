import Foundation
import Hummingbird
import HummingbirdTesting
import Logging

@testable import Server

/// The first bytes of every WebAssembly module: `\0asm` and version 1.
let wasmHeader: [UInt8] = [0x00, 0x61, 0x73, 0x6D, 0x01, 0x00, 0x00, 0x00]

/// A web root holding one small file of each kind the app serves.
func makeWebRoot() throws -> TemporaryDirectory {
  let webRoot = try TemporaryDirectory()
  try webRoot.write("<!doctype html><title>Kinetic</title>", to: "index.html")
  try webRoot.write("export const app = 1;", to: "app.js")
  try webRoot.write("export const module = 1;", to: "module.mjs")
  try webRoot.write("self.addEventListener('fetch', () => {});", to: "sw.js")
  try webRoot.write("body { margin: 0; }", to: "style.css")
  try webRoot.write(#"{"name": "Kinetic"}"#, to: "manifest.webmanifest")
  try webRoot.write("<svg xmlns='http://www.w3.org/2000/svg'/>", to: "icon.svg")
  try webRoot.write(wasmHeader, to: "kinetic.wasm")
  return webRoot
}

/// Runs `body` against the app built on `webRoot` (a fresh ``makeWebRoot()``, removed afterwards,
/// unless given) and `scores` (an empty in-memory database unless given), without opening a socket;
/// rate limits are off unless `rateLimits` says otherwise. Records are taken on trust
/// (``TrustingVerifier``) unless `verifier` is given: the tests of verification pass the real one.
/// `setup` `.live` serves on a real socket instead, for what only the HTTP server adds.
func withTestApp<Value: Sendable>(
  webRoot: TemporaryDirectory? = nil, scores: (any ScoreStore)? = nil, rateLimits: RateLimits = .off,
  verifier: any RecordVerifier = TrustingVerifier(), recordLimits: RecordLimits = .standard,
  setup: TestingSetup = .router, _ body: @Sendable (any TestClientProtocol) async throws -> Value
) async throws -> Value {
  let root = try webRoot ?? makeWebRoot()
  defer { if webRoot == nil { root.remove() } }
  var configuration = ServerConfiguration.defaults
  configuration.webRoot = root.path
  configuration.rateLimits = rateLimits
  configuration.recordLimits = recordLimits
  var quietLogger = Logger(label: "kinetic-tests")
  quietLogger.logLevel = .critical
  let store = try scores ?? ScoreDatabase.inMemory()
  return try await buildApplication(
    configuration: configuration, scores: store, verifier: verifier, tickets: testTicketKeeper, logger: quietLogger
  )
  .test(setup, body)
}

/// A score store whose storage is down: every call throws.
struct UnreachableScoreStore: ScoreStore {
  struct Unreachable: Error {}

  func ping() async throws { throw Unreachable() }

  func best(game: String, limit: Int) async throws -> [Score] { throw Unreachable() }

  func submit(game: String, name: String, value: Int64, run: VerifiedRun?, at date: Date) async throws
    -> ScoreSubmission
  {
    throw Unreachable()
  }

  func entry(game: String, name: String) async throws -> RankedScore? { throw Unreachable() }

  func record(id: Int64) async throws -> StoredRecord? { throw Unreachable() }
}

/// Takes every record as proof of its score: for the tests of everything but verification (names,
/// limits, JSON, storage), which post scores no run ever reached.
/// A record's `ticket TOKEN` line is taken as the run's ticket, and its seed as the one the run started from.
struct TrustingVerifier: RecordVerifier {
  var limits: RecordLimits { .standard }
  let pool = VerificationPool(workers: 2, queueLimit: 4_000)

  func pool(forBodyBytes bodyBytes: Int?) -> VerificationPool { pool }

  func verify(_ run: ClaimedRun, processorDeadline: Duration) throws(HTTPError) -> ProvenRecord {
    let token = run.record.split(separator: "\n").first { $0.hasPrefix("ticket ") }.map { String($0.dropFirst(7)) }
    let seed = token.flatMap { token in UInt64(token.split(separator: ".", omittingEmptySubsequences: false)[3]) }
    return ProvenRecord(canonicalText: run.record, seed: seed ?? 1, ticket: token, durationMs: 0)
  }
}

/// The key the tests' servers sign run tickets with.
let testTicketKeeper = RunTicketKeeper(key: Array(repeating: 7, count: 32))

extension TestResponse {
  /// The body as UTF-8 text.
  var text: String { String(decoding: body.readableBytesView, as: UTF8.self) }

  /// The body decoded from JSON, with dates in ISO 8601 as the server writes them.
  func json<Body: Decodable>(_ type: Body.Type) throws -> Body {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return try decoder.decode(type, from: Data(body.readableBytesView))
  }
}
