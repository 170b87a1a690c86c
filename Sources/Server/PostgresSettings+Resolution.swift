extension PostgresSettings {
  /// The settings for `location` when it is a `postgres://` URL (`nil` for a SQLite file): flags win over
  /// `KINETIC_DB_POOL_SIZE`, `KINETIC_DB_CONNECT_TIMEOUT_MS`, `KINETIC_DB_QUERY_TIMEOUT_MS` and
  /// `KINETIC_DB_TLS`, which win over the defaults. Numbers out of range are clamped into
  /// ``poolSizes`` and ``timeoutsMs``; words that are not numbers, or not a TLS mode, are errors.
  public static func resolve(
    location: String, flags: PostgresFlags, environment: [String: String]
  ) throws(ConfigurationError) -> PostgresSettings? {
    guard isURL(location) else { return nil }
    var settings = try PostgresSettings(url: location)
    if let size = try number(flags.poolSize, "KINETIC_DB_POOL_SIZE", environment) {
      settings.poolSize = clamp(size, poolSizes)
    }
    if let connect = try number(flags.connectTimeoutMs, "KINETIC_DB_CONNECT_TIMEOUT_MS", environment) {
      settings.connectTimeoutMs = clamp(connect, timeoutsMs)
    }
    if let query = try number(flags.queryTimeoutMs, "KINETIC_DB_QUERY_TIMEOUT_MS", environment) {
      settings.queryTimeoutMs = clamp(query, timeoutsMs)
    }
    let tlsSource = flags.tls != nil ? "--db-tls" : "KINETIC_DB_TLS"
    if let word = flags.tls ?? environment["KINETIC_DB_TLS"].flatMap({ $0.isEmpty ? nil : $0 }) {
      guard let mode = TLSMode(rawValue: word.lowercased()) else {
        throw .invalidChoice(value: word, source: tlsSource, choices: TLSMode.allCases.map(\.rawValue))
      }
      settings.tls = mode
    }
    return settings
  }

  private static func number(
    _ flag: Int?, _ variable: String, _ environment: [String: String]
  ) throws(ConfigurationError) -> Int? {
    if let flag { return flag }
    guard let text = environment[variable], !text.isEmpty else { return nil }
    guard let value = Int(text) else { throw .invalidNumber(value: text, source: variable) }
    return value
  }

  private static func clamp(_ value: Int, _ range: ClosedRange<Int>) -> Int {
    min(max(value, range.lowerBound), range.upperBound)
  }
}
