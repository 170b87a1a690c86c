/// The server settings given on the command line; `nil` means the flag was not passed.
public struct ServerFlags: Sendable, Equatable {
  /// `--host`.
  public var host: String?
  /// `--port`, as typed, so that a bad value gets the same message as a bad `PORT`.
  public var port: String?
  /// `--db`.
  public var databasePath: String?
  /// `--web-root`.
  public var webRoot: String?

  /// `--post-burst`, `--posts-per-minute` and `--names-per-hour` (0 turns a limit off).
  public var postBurst: Int?
  /// `--posts-per-minute`.
  public var postsPerMinute: Int?
  /// `--names-per-hour`.
  public var namesPerHour: Int?
  /// `--max-connections`.
  public var maximumConnections: Int?
  /// `--verify-workers`: replays run at once.
  public var verifyWorkers: Int?
  /// `--verify-queue`: replays that may wait.
  public var verifyQueue: Int?
  /// `--verify-budget-ms`: the time one replay may take.
  public var verifyBudgetMs: Int?
  /// `--verify-per-client`.
  public var verifyPerClient: Int?
  /// `--max-connections-per-client`.
  public var maximumConnectionsPerClient: Int?
  /// `--ticket-key-file`.
  public var ticketKeyFile: String?
  /// `--require-run-tickets` (the default) or `--no-require-run-tickets`.
  public var requiresRunTickets = true
  /// `--trusted-proxy`, each time it is given.
  public var trustedProxies: [String] = []
  /// `--db-pool-size`, `--db-connect-timeout-ms`, `--db-query-timeout-ms` and `--db-tls`, for PostgreSQL.
  public var postgres = PostgresFlags()

  /// Creates the flags; leave out the ones that were not passed.
  public init(
    host: String? = nil, port: String? = nil, databasePath: String? = nil, webRoot: String? = nil,
    postBurst: Int? = nil, postsPerMinute: Int? = nil, namesPerHour: Int? = nil, maximumConnections: Int? = nil,
    verifyWorkers: Int? = nil, verifyQueue: Int? = nil, verifyBudgetMs: Int? = nil,
    verifyPerClient: Int? = nil, maximumConnectionsPerClient: Int? = nil, ticketKeyFile: String? = nil,
    requiresRunTickets: Bool = true,
    trustedProxies: [String] = [],
    postgres: PostgresFlags = .init()
  ) {
    self.host = host
    self.port = port
    self.databasePath = databasePath
    self.webRoot = webRoot
    self.postBurst = postBurst
    self.postsPerMinute = postsPerMinute
    self.namesPerHour = namesPerHour
    self.maximumConnections = maximumConnections
    self.verifyWorkers = verifyWorkers
    self.verifyQueue = verifyQueue
    self.verifyBudgetMs = verifyBudgetMs
    self.verifyPerClient = verifyPerClient
    self.maximumConnectionsPerClient = maximumConnectionsPerClient
    self.ticketKeyFile = ticketKeyFile
    self.requiresRunTickets = requiresRunTickets
    self.trustedProxies = trustedProxies
    self.postgres = postgres
  }
}
