import ArgumentParser
import Server

/// `kinetic serve`: serves the browser app and the score API until interrupted.
struct Serve: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Serve the app and its API over HTTP.",
    discussion: """
      Flags win over the environment variables HOST, PORT, KINETIC_DB, KINETIC_WEB_ROOT, \
      KINETIC_DB_POOL_SIZE, KINETIC_DB_CONNECT_TIMEOUT_MS, KINETIC_DB_QUERY_TIMEOUT_MS and KINETIC_DB_TLS, \
      which win over the defaults.
      """
  )

  @Option(help: "The address to listen on (default 127.0.0.1).")
  var host: String?

  @Option(help: "The port to listen on, 1–65535 (default 8080).")
  var port: String?

  @Option(
    name: .customLong("db"),
    help: ArgumentHelp(
      "The SQLite file of scores (default .data/kinetic.sqlite), or a postgres://user:password@host:port/database URL.",
      valueName: "path-or-url"))
  var databasePath: String?

  @Option(
    name: .customLong("web-root"),
    help: ArgumentHelp("The directory of the browser app (default Web).", valueName: "directory"))
  var webRoot: String?

  @Option(help: "POSTs one client address may make at once (default 10; 0 turns the POST limit off).")
  var postBurst: Int?

  @Option(help: "POSTs one client address may make per minute after its burst (default 30; 0 turns it off).")
  var postsPerMinute: Int?

  @Option(help: "Distinct names one client address may post under per hour (default 5; 0 turns it off).")
  var namesPerHour: Int?

  @Option(help: "Connections open at once; more are closed when accepted (default 16000, capped by the file limit).")
  var maxConnections: Int?

  @Option(help: "Records replayed at once to verify scores (default: one per core).")
  var verifyWorkers: Int?

  @Option(help: "Records that may wait for a replay before a POST gets 503 (default: 4 per core).")
  var verifyQueue: Int?

  @Option(
    help:
      "Milliseconds of processor time one submission may take (reading and replay) before it is refused (default 20000)."
  )
  var verifyBudgetMs: Int?

  @Option(
    help:
      "Submissions one client (an IPv4 address or an IPv6 /64) may have in verification at once (default: a quarter of the pool)."
  )
  var verifyPerClient: Int?

  @Option(help: "Connections one client (an IPv4 address or an IPv6 /64) may have open at once (default 256).")
  var maxConnectionsPerClient: Int?

  @Option(
    help: """
      The file of the key (at least 32 bytes) that signs run tickets; every server of one board needs the same \
      (also KINETIC_TICKET_KEY_FILE). Default with SQLite: ticket.key beside the database, made on first start.
      """)
  var ticketKeyFile: String?

  @Option(
    help: """
      A reverse proxy (IP address or IPv4 network A.B.C.D/N) whose X-Forwarded-For names the client; repeat for \
      several (also KINETIC_TRUSTED_PROXIES, comma-separated). Default: none.
      """)
  var trustedProxy: [String] = []

  @Flag(
    inversion: .prefixedNo,
    help: """
      Store a run as verified only when it was played with a run ticket, so that no record can be posted again \
      under another name; a run without one is kept unverified. --no-require-run-tickets verifies it by replay \
      alone (for clients that predate tickets). Default: required.
      """)
  var requireRunTickets = true

  @Option(help: "PostgreSQL connections one server keeps open at most, 1–200 (default 10).")
  var dbPoolSize: Int?

  @Option(help: "Milliseconds opening a PostgreSQL connection may take, 100–600000 (default 5000).")
  var dbConnectTimeoutMs: Int?

  @Option(help: "Milliseconds one PostgreSQL operation may take before a 503, 100–600000 (default 5000).")
  var dbQueryTimeoutMs: Int?

  @Option(help: "TLS to PostgreSQL: disable, prefer or require (default prefer).")
  var dbTls: String?

  func run() async throws {
    try await KineticServer.serve(
      ServerFlags(
        host: host, port: port, databasePath: databasePath, webRoot: webRoot, postBurst: postBurst,
        postsPerMinute: postsPerMinute, namesPerHour: namesPerHour, maximumConnections: maxConnections,
        verifyWorkers: verifyWorkers, verifyQueue: verifyQueue, verifyBudgetMs: verifyBudgetMs,
        verifyPerClient: verifyPerClient, maximumConnectionsPerClient: maxConnectionsPerClient,
        ticketKeyFile: ticketKeyFile,
        requiresRunTickets: requireRunTickets,
        trustedProxies: trustedProxy,
        postgres: PostgresFlags(
          poolSize: dbPoolSize, connectTimeoutMs: dbConnectTimeoutMs, queryTimeoutMs: dbQueryTimeoutMs, tls: dbTls)))
  }
}
