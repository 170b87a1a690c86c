import Foundation
import Testing

@testable import Server

/// A request left unfinished on a real server process is closed by the idle timeout of 10 s, however it stalls.
/// Each test waits out the timeout, with one connection to a server of its own; `scripts/test.sh` runs them in
/// a test process of their own, beside checks that keep the processor busy, since they only wait.
@Suite("Idle timeouts (real server process)", .serialized)
struct IdleTimeoutTests {
  @Test func halfSentHeadIsClosedWithinTenSeconds() async throws {
    try await withServerProcess { server in
      let connection = try RawConnection(port: server.port)
      let start = Date()
      connection.send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
      let (bytes, closed) = connection.readUntilClosed(timeout: 15)
      let elapsed = Date().timeIntervalSince(start)
      #expect(closed)
      #expect(bytes.isEmpty)
      #expect(elapsed < 11, "closed after \(elapsed) s")
      #expect(elapsed > 5, "closed after \(elapsed) s")
    }
  }

  @Test func headTrickledByteByByteIsStillClosedWithinTenSeconds() async throws {
    try await withServerProcess { server in
      let connection = try RawConnection(port: server.port)
      let start = Date()
      connection.send("GET /healthz HTTP/1.1\r\n")
      var closedAt: Double?
      for _ in 0..<30 where closedAt == nil {
        if !connection.send("X-A: b\r\n") { closedAt = Date().timeIntervalSince(start) }
        if connection.readUntilClosed(timeout: 0.5).closed { closedAt = Date().timeIntervalSince(start) }
      }
      let elapsed = try #require(closedAt, "still open after 15 s")
      #expect(elapsed < 11, "closed after \(elapsed) s")
    }
  }

  @Test func halfSentBodyIsClosedWithinTenSeconds() async throws {
    try await withServerProcess { server in
      let connection = try RawConnection(port: server.port)
      connection.send(
        "POST /api/scores HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{\"ga"
      )
      let start = Date()
      let (_, closed) = connection.readUntilClosed(timeout: 15)
      let elapsed = Date().timeIntervalSince(start)
      #expect(closed)
      #expect(elapsed < 11, "closed after \(elapsed) s")
    }
  }
}
