import Foundation

/// How the server reaches PostgreSQL: the `postgres://user:password@host:port/database` URL of `--db` or
/// `KINETIC_DB`, and the pool, timeouts and TLS of the `--db-*` flags and `KINETIC_DB_*` variables.
public struct PostgresSettings: Sendable, Equatable {
  /// Whether the connection is encrypted.
  public enum TLSMode: String, Sendable, Equatable, CaseIterable {
    /// Plain TCP.
    case disable
    /// TLS when the server offers it, plain otherwise.
    case prefer
    /// TLS with a certificate that the system trusts for the host, or no connection.
    case require
  }

  /// The server's host name or address.
  public var host: String
  /// The server's TCP port.
  public var port: Int
  /// The role to log in as.
  public var username: String
  /// The role's password, if it needs one.
  public var password: String?
  /// The database that holds the scores.
  public var database: String
  /// Connections one server keeps open at most, 1–200.
  public var poolSize = 10
  /// How long opening one connection may take, in milliseconds (100–600000).
  public var connectTimeoutMs = 5_000
  /// How long one store operation (waiting for a connection included) may take before it counts as a
  /// database that is down, in milliseconds (100–600000); PostgreSQL's `statement_timeout` is set to it too.
  public var queryTimeoutMs = 5_000
  /// Whether the connection is encrypted.
  public var tls = TLSMode.prefer

  /// The allowed pool sizes.
  public static let poolSizes = 1...200
  /// The allowed timeouts, in milliseconds.
  public static let timeoutsMs = 100...600_000

  /// Whether `location` (a `--db` value) names PostgreSQL rather than a SQLite file.
  public static func isURL(_ location: String) -> Bool {
    let lowered = location.lowercased()
    return lowered.hasPrefix("postgres://") || lowered.hasPrefix("postgresql://")
  }

  /// The settings of a `postgres://` or `postgresql://` URL: the user defaults to `postgres`, the port to 5432
  /// and the database to the user's name, as with `psql`.
  public init(url: String) throws(ConfigurationError) {
    guard Self.isURL(url), let components = URLComponents(string: url), let host = components.host, !host.isEmpty
    else { throw .invalidDatabaseURL(url: Self.redacted(url)) }
    self.host = host.hasPrefix("[") ? String(host.dropFirst().dropLast()) : host
    port = components.port ?? 5432
    username = components.user.flatMap { $0.removingPercentEncoding } ?? "postgres"
    password = components.password.flatMap { $0.removingPercentEncoding }
    let path = String(components.path.drop(while: { $0 == "/" }))
    database = path.isEmpty ? username : (path.removingPercentEncoding ?? path)
  }

  /// The URL with the password left out, for messages and logs.
  public var displayURL: String {
    let printableHost = host.contains(":") ? "[\(host)]" : host
    let user = username.addingPercentEncoding(withAllowedCharacters: .urlUserAllowed) ?? username
    return "postgres://\(user)@\(printableHost):\(port)/\(database)"
  }

  /// The same server with another database, e.g. a test's own.
  public func with(database: String) -> PostgresSettings {
    var settings = self
    settings.database = database
    return settings
  }

  /// `url` without a password, for an error message about it.
  static func redacted(_ url: String) -> String {
    guard var components = URLComponents(string: url), components.password != nil else { return url }
    components.password = "***"
    return components.string ?? url
  }
}
