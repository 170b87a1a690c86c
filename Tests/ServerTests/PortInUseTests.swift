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
    let (status, text) = try ServerProcess.runToEnd(
      "kinetic",
      [
        "serve", "--host", "127.0.0.1", "--port", String(first.port), "--db",
        data.url.appendingPathComponent("second.sqlite").path, "--web-root", webRoot.url.path,
      ])
    #expect(status != 0, "\(text)")
    #expect(text.contains("port \(first.port) on 127.0.0.1 is in use") && text.contains("--port"), "\(text)")
  }
}
