import Testing

@testable import Server

@Suite("Server configuration")
struct ServerConfigurationTests {
  private let everyVariable = [
    "HOST": "0.0.0.0", "PORT": "9000", "KINETIC_DB": "/tmp/k.sqlite", "KINETIC_WEB_ROOT": "/srv/web",
  ]

  @Test func defaultsApplyWhenNothingIsSet() throws {
    let configuration = try ServerConfiguration.resolve(flags: ServerFlags(), environment: [:])
    let expected = ServerConfiguration(
      host: "127.0.0.1", port: 8080, databasePath: ".data/kinetic.sqlite", webRoot: "Web")
    #expect(configuration == expected)
    #expect(configuration.url == "http://127.0.0.1:8080")
    #expect(configuration.requiresRunTickets, "only a ticketed run is verified unless the operator says otherwise")
  }

  @Test func environmentOverridesDefaults() throws {
    let configuration = try ServerConfiguration.resolve(flags: ServerFlags(), environment: everyVariable)
    let expected = ServerConfiguration(
      host: "0.0.0.0", port: 9000, databasePath: "/tmp/k.sqlite", webRoot: "/srv/web")
    #expect(configuration == expected)
  }

  @Test func flagsOverrideEnvironment() throws {
    let flags = ServerFlags(host: "::1", port: "8099", databasePath: "scores.sqlite", webRoot: "public")
    let configuration = try ServerConfiguration.resolve(flags: flags, environment: everyVariable)
    let expected = ServerConfiguration(host: "::1", port: 8099, databasePath: "scores.sqlite", webRoot: "public")
    #expect(configuration == expected)
    #expect(configuration.url == "http://[::1]:8099")
  }

  @Test func eachSettingFallsBackOnItsOwn() throws {
    let configuration = try ServerConfiguration.resolve(
      flags: ServerFlags(port: "7000"), environment: ["KINETIC_DB": "env.sqlite"])
    let expected = ServerConfiguration(host: "127.0.0.1", port: 7000, databasePath: "env.sqlite", webRoot: "Web")
    #expect(configuration == expected)
  }

  @Test func emptyEnvironmentVariablesCountAsUnset() throws {
    let environment = ["HOST": "", "PORT": "", "KINETIC_DB": "", "KINETIC_WEB_ROOT": ""]
    let configuration = try ServerConfiguration.resolve(flags: ServerFlags(), environment: environment)
    #expect(configuration == .defaults)
  }

  @Test(arguments: ["abc", "0", "65536", "-1", "80.5", " 80", "99999999999999999999"])
  func badPortInEnvironmentIsRejected(port: String) {
    #expect(throws: ConfigurationError.invalidPort(value: port, source: "PORT")) {
      try ServerConfiguration.resolve(flags: ServerFlags(), environment: ["PORT": port])
    }
  }

  @Test func badPortFlagIsRejectedWithTheFlagName() {
    let error = ConfigurationError.invalidPort(value: "http", source: "--port")
    #expect(throws: error) {
      try ServerConfiguration.resolve(flags: ServerFlags(port: "http"), environment: ["PORT": "8080"])
    }
    #expect(error.description == "--port must be a whole number from 1 to 65535, not 'http'")
  }

  @Test func goodPortFlagHidesBadEnvironmentPort() throws {
    let configuration = try ServerConfiguration.resolve(flags: ServerFlags(port: "1"), environment: ["PORT": "nope"])
    #expect(configuration.port == 1)
  }

  @Test func emptyFlagIsRejected() {
    #expect(throws: ConfigurationError.emptyValue(source: "--web-root")) {
      try ServerConfiguration.resolve(flags: ServerFlags(webRoot: ""), environment: [:])
    }
  }
}
