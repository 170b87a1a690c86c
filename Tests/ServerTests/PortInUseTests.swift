import Foundation
import Testing

/// A server started on a port another one holds says which port and what to do, and exits.
@Suite struct PortInUseTests {
  @Test func aSecondServerOnTheSamePortNamesItAndExits() async throws {
    let webRoot = try makeWebRoot()
    let data = try TemporaryDirectory()
    let first = try ServerProcess(
      database: data.url.appendingPathComponent("first.sqlite").path, webRoot: webRoot.url.path)
    try await first.waitUntilHealthy()
    let second = Process()
    second.executableURL = ServerProcess.executable()
    second.arguments = [
      "serve", "--host", "127.0.0.1", "--port", String(first.port), "--db",
      data.url.appendingPathComponent("second.sqlite").path, "--web-root", webRoot.url.path,
    ]
    let output = Pipe()
    second.standardOutput = output
    second.standardError = output
    try second.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    second.waitUntilExit()
    #expect(second.terminationStatus != 0, "\(text)")
    #expect(text.contains("port \(first.port) on 127.0.0.1 is in use") && text.contains("--port"), "\(text)")
  }
}
