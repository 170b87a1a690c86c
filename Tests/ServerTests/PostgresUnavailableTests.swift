import Foundation
import Testing

/// `kinetic`, built without PostgreSQL, asked for a postgres:// database: it says which program to run instead
/// and exits at once, before it reads a key or opens a port.
@Suite struct PostgresUnavailableTests {
  @Test(arguments: [
    ["serve", "--db", "postgres://kinetic@127.0.0.1:9/kinetic", "--port", "9"],
    ["db", "copy", "--from", "missing.sqlite", "--to", "postgres://kinetic@127.0.0.1:9/kinetic"],
    ["bench", "rank", "--sizes", "10", "--repeats", "1", "--postgres", "postgres://kinetic@127.0.0.1:9/kinetic"],
  ])
  func theSQLiteBuildNamesThePostgresOne(arguments: [String]) throws {
    let webRoot = try makeWebRoot()
    let started = ContinuousClock.now
    let (status, text) = try ServerProcess.runToEnd(
      "kinetic", arguments + (arguments[0] == "serve" ? ["--web-root", webRoot.url.path] : []),
      environment: ["PATH": "/usr/bin:/bin"])
    #expect(status != 0, "\(text)")
    #expect(text.contains("built without PostgreSQL") && text.contains("kinetic-postgres"), "\(text)")
    #expect(ContinuousClock.now - started < .seconds(10), "\(text)")
  }
}
