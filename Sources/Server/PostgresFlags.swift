/// The PostgreSQL settings given on the command line; `nil` means the flag was not passed.
public struct PostgresFlags: Sendable, Equatable {
  /// `--db-pool-size`: connections one server keeps open at most.
  public var poolSize: Int?
  /// `--db-connect-timeout-ms`.
  public var connectTimeoutMs: Int?
  /// `--db-query-timeout-ms`.
  public var queryTimeoutMs: Int?
  /// `--db-tls`: `disable`, `prefer` or `require`, as typed.
  public var tls: String?

  /// Creates the flags; leave out the ones that were not passed.
  public init(poolSize: Int? = nil, connectTimeoutMs: Int? = nil, queryTimeoutMs: Int? = nil, tls: String? = nil) {
    self.poolSize = poolSize
    self.connectTimeoutMs = connectTimeoutMs
    self.queryTimeoutMs = queryTimeoutMs
    self.tls = tls
  }
}
