import Foundation
import Hummingbird
import NIOCore

/// Runs the Kinetic server until it receives SIGINT or SIGTERM.
public enum KineticServer {
  /// Resolves the settings from `flags`, the environment and the defaults, then serves.
  public static func serve(_ flags: ServerFlags) async throws {
    let configuration = try ServerConfiguration.resolve(
      flags: flags, environment: ProcessInfo.processInfo.environment)
    try await serve(configuration)
  }

  /// Opens the database (a SQLite file, which must be writable, or PostgreSQL, which must answer), checks the
  /// web root, fits the connection cap under the file limit and serves until shut down.
  public static func serve(_ configuration: ServerConfiguration) async throws {
    // Before anything is read or made: a build without PostgreSQL says so, whatever else is wrong.
    var postgresStore: (any PostgresBackedStore.Type)?
    if let postgres = configuration.postgres {
      do {
        postgresStore = try PostgresSupport.store()
      } catch {
        throw StartupError.databaseUnavailable(path: postgres.displayURL, reason: error.description)
      }
    }
    try requireDirectory(configuration.webRoot)
    var configuration = configuration
    configuration.connectionLimits.maximumConnections = min(
      configuration.connectionLimits.maximumConnections, FileLimit.raiseToHardLimit() - reservedDescriptors)
    let tickets = RunTicketKeeper(key: try TicketKeyFile.key(for: configuration))
    let verifier = ReplayVerifier(configuration)
    // On SIGTERM or SIGINT the replays stop at once, so that the graceful shutdown waits for no replay.
    let signals = ShutdownSignals { verifier.stop() }
    defer { withExtendedLifetime(signals) {} }
    if let postgres = configuration.postgres, let postgresStore {
      let store: any PostgresBackedStore
      do {
        store = try await postgresStore.connect(postgres)
      } catch {
        throw StartupError.databaseUnavailable(path: postgres.displayURL, reason: "\(error)")
      }
      do {
        try await run(
          buildApplication(configuration: configuration, scores: store, verifier: verifier, tickets: tickets),
          on: configuration)
      } catch {
        await store.shutdown()
        throw error
      }
      await store.shutdown()
      return
    }
    let database: ScoreDatabase
    do {
      database = try ScoreDatabase.open(atPath: configuration.databasePath)
    } catch let error as ScoreStoreUnavailable {
      throw StartupError.databaseUnavailable(path: configuration.databasePath, reason: error.reason)
    } catch {
      throw StartupError.databaseUnavailable(path: configuration.databasePath, reason: "\(error)")
    }
    try await run(
      buildApplication(configuration: configuration, scores: database, verifier: verifier, tickets: tickets),
      on: configuration)
  }

  /// Runs `application` until it is shut down; a port that another program holds is a startup error naming it.
  private static func run(_ application: some ApplicationProtocol, on configuration: ServerConfiguration)
    async throws
  {
    do {
      try await application.runService()
    } catch let error as IOError where error.errnoCode == EADDRINUSE {
      throw StartupError.portInUse(host: configuration.host, port: configuration.port)
    }
  }

  /// File descriptors kept for the database, the listening socket, logs and files being served.
  private static let reservedDescriptors = 64

  private static func requireDirectory(_ webRoot: String) throws(StartupError) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: webRoot, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw .missingWebRoot(path: webRoot)
    }
  }
}
