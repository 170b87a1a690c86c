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
    let process = Process()
    process.executableURL = ServerProcess.executable("kinetic")
    process.arguments = arguments + (arguments[0] == "serve" ? ["--web-root", webRoot.url.path] : [])
    process.environment = ["PATH": "/usr/bin:/bin"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    let started = ContinuousClock.now
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus != 0, "\(text)")
    #expect(text.contains("built without PostgreSQL") && text.contains("kinetic-postgres"), "\(text)")
    #expect(ContinuousClock.now - started < .seconds(10), "\(text)")
  }
}
