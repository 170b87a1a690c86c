import Foundation
import Hummingbird

/// Runs the Kinetic server until it receives SIGINT or SIGTERM.
public enum KineticServer {
  /// Resolves the settings from `flags`, the environment and the defaults, then serves.
  public static func serve(_ flags: ServerFlags) async throws {
    let configuration = try ServerConfiguration.resolve(
      flags: flags, environment: ProcessInfo.processInfo.environment)
    try await serve(configuration)
  }

  /// Opens the database, checks the web root and serves until shut down.
  public static func serve(_ configuration: ServerConfiguration) async throws {
    try requireDirectory(configuration.webRoot)
    let database: ScoreDatabase
    do {
      database = try ScoreDatabase.open(atPath: configuration.databasePath)
    } catch {
      throw StartupError.databaseUnavailable(path: configuration.databasePath, reason: error.localizedDescription)
    }
    try await buildApplication(configuration: configuration, scores: database).runService()
  }

  private static func requireDirectory(_ webRoot: String) throws(StartupError) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: webRoot, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw .missingWebRoot(path: webRoot)
    }
  }
}
