import Foundation

/// Where the server listens and what it serves: the settings `kinetic serve` runs with.
public struct ServerConfiguration: Sendable, Equatable {
  /// The address to listen on, e.g. `127.0.0.1` or `0.0.0.0`.
  public var host: String
  /// The TCP port to listen on, 1–65535.
  public var port: Int
  /// The SQLite file that holds the scores, relative paths starting at the working directory, or a
  /// `postgres://` URL (then ``postgres`` has its settings).
  public var databasePath: String
  /// How to reach PostgreSQL when ``databasePath`` is a `postgres://` URL; `nil` for SQLite.
  public var postgres: PostgresSettings?
  /// The directory of the browser app (`index.html`, `app.js`, `kinetic.wasm`, …).
  public var webRoot: String

  /// How much one client address may write.
  public var rateLimits: RateLimits
  /// Timeouts and the cap on open connections.
  public var connectionLimits: ConnectionLimits
  /// How much one record may ask of the server.
  public var recordLimits: RecordLimits = .standard
  /// Replays run at once (default: one per core).
  public var verifyWorkers = ProcessInfo.processInfo.activeProcessorCount
  /// Replays that may wait for a worker before a POST gets 503.
  public var verifyQueue = 4 * ProcessInfo.processInfo.activeProcessorCount
  /// The most submissions one client may have admitted to a pool at once; nil for a quarter of the pool.
  public var verifyPerClient: Int?
  /// Where the key that signs run tickets is kept: a file of at least 32 bytes, which every server of one board
  /// must share; nil for SQLite means `ticket.key` beside the database, made on the first start.
  public var ticketKeyFile: String?
  /// Whether only a run played with a run ticket is stored as verified (one without is kept unverified): on,
  /// so that no record can be posted again under another name; off only for a board whose clients predate
  /// tickets.
  public var requiresRunTickets = true
  /// The proxies (IPv4 or IPv6 addresses, or IPv4 networks as `A.B.C.D/N`) whose `X-Forwarded-For` names the
  /// client; none by default, so that no client can choose the address its limits count against.
  public var trustedProxies: [String] = []

  /// Creates a configuration from explicit values.
  public init(
    host: String, port: Int, databasePath: String, webRoot: String, rateLimits: RateLimits = .standard,
    connectionLimits: ConnectionLimits = .standard
  ) {
    self.host = host
    self.port = port
    self.databasePath = databasePath
    self.webRoot = webRoot
    self.rateLimits = rateLimits
    self.connectionLimits = connectionLimits
  }

  /// The settings used when neither a flag nor an environment variable says otherwise.
  public static let defaults = ServerConfiguration(
    host: "127.0.0.1", port: 8080, databasePath: ".data/kinetic.sqlite", webRoot: "Web")

  /// The address people open in a browser, e.g. `http://127.0.0.1:8080`.
  public var url: String {
    let printableHost = host.contains(":") ? "[\(host)]" : host
    return "http://\(printableHost):\(port)"
  }
}
