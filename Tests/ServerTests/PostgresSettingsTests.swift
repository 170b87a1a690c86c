import Testing

@testable import Server

@Suite("PostgreSQL settings")
struct PostgresSettingsTests {
  @Test func aURLChoosesPostgresWithItsParts() throws {
    let configuration = try ServerConfiguration.resolve(
      flags: ServerFlags(databasePath: "postgresql://kin%40etic:p%2Fss@db.example:6543/scores"), environment: [:])
    let settings = try #require(configuration.postgres)
    #expect(settings.host == "db.example")
    #expect(settings.port == 6543)
    #expect(settings.username == "kin@etic")
    #expect(settings.password == "p/ss")
    #expect(settings.database == "scores")
    #expect(settings.displayURL == "postgres://kin%40etic@db.example:6543/scores")
    #expect(settings.tls == .prefer)
    #expect(settings.poolSize == 10)
  }

  @Test func aFileIsSQLite() throws {
    let configuration = try ServerConfiguration.resolve(
      flags: ServerFlags(), environment: ["KINETIC_DB": "/var/kinetic/postgres.sqlite"])
    #expect(configuration.postgres == nil)
    #expect(configuration.databasePath == "/var/kinetic/postgres.sqlite")
  }

  @Test func defaultsFollowPsql() throws {
    let settings = try PostgresSettings(url: "postgres://[::1]")
    #expect(settings.host == "::1")
    #expect(settings.port == 5432)
    #expect(settings.username == "postgres")
    #expect(settings.database == "postgres")
  }

  @Test func flagsWinOverTheEnvironmentAndNumbersAreClamped() throws {
    let environment = [
      "KINETIC_DB": "postgres://a@h/d", "KINETIC_DB_POOL_SIZE": "7", "KINETIC_DB_CONNECT_TIMEOUT_MS": "5",
      "KINETIC_DB_QUERY_TIMEOUT_MS": "9999999", "KINETIC_DB_TLS": "Require",
    ]
    let fromEnvironment = try #require(
      try ServerConfiguration.resolve(flags: ServerFlags(), environment: environment).postgres)
    #expect(fromEnvironment.poolSize == 7)
    #expect(fromEnvironment.connectTimeoutMs == 100)
    #expect(fromEnvironment.queryTimeoutMs == 600_000)
    #expect(fromEnvironment.tls == .require)

    let flags = ServerFlags(postgres: PostgresFlags(poolSize: 500, connectTimeoutMs: 2_000, tls: "disable"))
    let fromFlags = try #require(try ServerConfiguration.resolve(flags: flags, environment: environment).postgres)
    #expect(fromFlags.poolSize == 200)
    #expect(fromFlags.connectTimeoutMs == 2_000)
    #expect(fromFlags.queryTimeoutMs == 600_000)
    #expect(fromFlags.tls == .disable)
  }

  @Test func badSettingsAreClearErrors() {
    #expect(throws: ConfigurationError.invalidDatabaseURL(url: "postgres:///nohost")) {
      try ServerConfiguration.resolve(flags: ServerFlags(databasePath: "postgres:///nohost"), environment: [:])
    }
    #expect(throws: ConfigurationError.invalidNumber(value: "ten", source: "KINETIC_DB_POOL_SIZE")) {
      try ServerConfiguration.resolve(
        flags: ServerFlags(), environment: ["KINETIC_DB": "postgres://h/d", "KINETIC_DB_POOL_SIZE": "ten"])
    }
    let badTLS = ConfigurationError.invalidChoice(
      value: "always", source: "--db-tls", choices: ["disable", "prefer", "require"])
    #expect(throws: badTLS) {
      try ServerConfiguration.resolve(
        flags: ServerFlags(databasePath: "postgres://h/d", postgres: PostgresFlags(tls: "always")), environment: [:])
    }
    #expect(PostgresSettings.redacted("postgres://u:secret@h/d") == "postgres://u:***@h/d")
    #expect(!ConfigurationError.invalidDatabaseURL(url: "postgres://u:***@/d").description.contains("secret"))
  }
}
