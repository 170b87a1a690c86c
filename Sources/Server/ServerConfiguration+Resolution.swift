import Foundation

extension ServerConfiguration {
  /// Combines the sources of settings: command-line flags win over environment variables
  /// (`HOST`, `PORT`, `KINETIC_DB`, `KINETIC_WEB_ROOT`, and for PostgreSQL the `KINETIC_DB_*` ones of
  /// ``PostgresSettings/resolve(location:flags:environment:)``), which win over ``defaults``.
  /// Empty environment variables count as unset; empty flags and bad ports are errors. The rate and connection
  /// limits come from flags only; negative ones count as 0 (off), a connection cap below 1 as 1.
  public static func resolve(
    flags: ServerFlags, environment: [String: String]
  ) throws(ConfigurationError) -> ServerConfiguration {
    let host = try winningSetting(flag: flags.host, named: "--host", variable: "HOST", in: environment)
    let port = try winningSetting(flag: flags.port, named: "--port", variable: "PORT", in: environment)
    let databasePath = try winningSetting(
      flag: flags.databasePath, named: "--db", variable: "KINETIC_DB", in: environment)
    let webRoot = try winningSetting(
      flag: flags.webRoot, named: "--web-root", variable: "KINETIC_WEB_ROOT", in: environment)

    var configuration = defaults
    if let host { configuration.host = host.value }
    if let port { configuration.port = try parsePort(port) }
    if let databasePath { configuration.databasePath = databasePath.value }
    if let webRoot { configuration.webRoot = webRoot.value }
    var rates = configuration.rateLimits
    rates = RateLimits(
      postBurst: flags.postBurst ?? rates.postBurst, postsPerMinute: flags.postsPerMinute ?? rates.postsPerMinute,
      namesPerHour: flags.namesPerHour ?? rates.namesPerHour)
    configuration.rateLimits = rates
    if let maximum = flags.maximumConnections { configuration.connectionLimits.maximumConnections = max(1, maximum) }
    if let workers = flags.verifyWorkers { configuration.verifyWorkers = max(1, workers) }
    if let queue = flags.verifyQueue { configuration.verifyQueue = max(0, queue) }
    if let budget = flags.verifyBudgetMs { configuration.recordLimits.timeBudgetMs = max(1, budget) }
    if let perClient = flags.verifyPerClient { configuration.verifyPerClient = max(1, perClient) }
    if let perClient = flags.maximumConnectionsPerClient {
      configuration.connectionLimits.maximumConnectionsPerClient = max(1, perClient)
    }
    let keyFile = try winningSetting(
      flag: flags.ticketKeyFile, named: "--ticket-key-file", variable: "KINETIC_TICKET_KEY_FILE", in: environment)
    configuration.ticketKeyFile = keyFile?.value
    configuration.requiresRunTickets = flags.requiresRunTickets
    if !flags.trustedProxies.isEmpty {
      configuration.trustedProxies = flags.trustedProxies
    } else if let proxies = environment["KINETIC_TRUSTED_PROXIES"] {
      configuration.trustedProxies = proxies.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }
    }
    for proxy in configuration.trustedProxies where ClientAddressResolver.Network(proxy) == nil {
      throw .invalidProxy(value: proxy)
    }
    configuration.postgres = try PostgresSettings.resolve(
      location: configuration.databasePath, flags: flags.postgres, environment: environment)
    return configuration
  }
}

/// One setting's winning value and where it came from, for error messages.
private struct Setting {
  let value: String
  let source: String
}

private func winningSetting(
  flag: String?, named flagName: String, variable: String, in environment: [String: String]
) throws(ConfigurationError) -> Setting? {
  if let flag {
    guard !flag.isEmpty else { throw .emptyValue(source: flagName) }
    return Setting(value: flag, source: flagName)
  }
  if let value = environment[variable], !value.isEmpty {
    return Setting(value: value, source: variable)
  }
  return nil
}

private func parsePort(_ setting: Setting) throws(ConfigurationError) -> Int {
  guard let port = Int(setting.value), (1...65_535).contains(port) else {
    throw .invalidPort(value: setting.value, source: setting.source)
  }
  return port
}
