import Foundation
import Testing

@testable import Server

/// The transport against a real server process and real sockets on loopback: many slow connections, the
/// connection cap, malformed HTTP. Serialized, since slow connections are about the whole process. (The idle
/// timeouts are IdleTimeoutTests.)
@Suite("Transport (real server process)", .serialized)
struct TransportTests {
  /// 5,000 connections each holding half a request head, all accepted by the server (it is given 3 s from the
  /// first one, well inside the 10 s they may stay); then `/healthz` is asked five times on new connections while
  /// they are still open, and they are all closed by the idle timeout afterwards.
  ///
  /// Both ends need a descriptor per connection, so the test first raises its own open-file limit (the server
  /// process inherits it); a shell's usual soft limit of 1,024 would otherwise end the test with EMFILE long
  /// before 5,000. Where the hard limit is lower than that and cannot be raised, the test holds as many as the
  /// limit allows and says so.
  @Test func healthAnswersWithFiveThousandSlowConnectionsOpen() async throws {
    let limit = OpenFileLimit.raise(toAtLeast: 8_192)
    let count = min(5_000, limit - 512)
    if count < 5_000 { print("the open-file limit is \(limit): holding \(count) slow connections, not 5,000") }
    try #require(count >= 500, "the limit on open files (\(limit)) is too low for this test")
    try await withServerProcess(arguments: ["--max-connections-per-client", "100000"]) { server in
      var slow: [RawConnection] = []
      let start = Date()
      for _ in 0..<count {
        let connection = try RawConnection(port: server.port)
        connection.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        slow.append(connection)
      }
      let opened = Date().timeIntervalSince(start)
      try await Task.sleep(for: .seconds(max(0, 3 - opened)))
      var slowest = 0.0
      for _ in 0..<5 {
        let asked = Date()
        let response = try RawConnection.exchange(port: server.port, ServerProcess.get("/healthz"), timeout: 5)
        slowest = max(slowest, Date().timeIntervalSince(asked))
        #expect(statusCode(of: response) == 200, "\(response)")
      }
      let checkedAt = Date().timeIntervalSince(start)
      let stillOpen =
        !slow[0].readUntilClosed(timeout: 0.01).closed && !slow[count - 1].readUntilClosed(timeout: 0.01).closed
      print("\(count) slow connections opened in \(opened) s; slowest of 5 /healthz: \(slowest * 1_000) ms")
      // The idle timeout may rightly have closed them when other suites held this task back past 10 s.
      if checkedAt < 9 {
        #expect(stillOpen, "the slow connections were closed before /healthz was asked")
      } else {
        print("this task ran \(checkedAt) s after the first connection: whether they were still open is not judged")
      }
      #expect(slowest < 1)
      #expect(slow.allSatisfy { $0.readUntilClosed(timeout: 12).closed })
    }
  }

  @Test func oneClientCannotHoldEveryConnection() async throws {
    _ = OpenFileLimit.raise(toAtLeast: 4_096)
    try await withServerProcess(arguments: ["--max-connections-per-client", "50"]) { server in
      var held: [RawConnection] = []
      for _ in 0..<50 {
        let connection = try RawConnection(port: server.port)
        connection.send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        let answer = String(decoding: connection.readAvailable(timeout: 10), as: UTF8.self)
        try #require(answer.hasPrefix("HTTP/1.1 200"), "a held connection was not answered: \(answer)")
        held.append(connection)
      }
      let extra = try RawConnection(port: server.port)
      #expect(extra.readUntilClosed(timeout: 3).closed)
      let other = try RawConnection(port: server.port, from: "127.0.0.2")
      other.send(ServerProcess.get("/healthz"))
      let answer = String(decoding: other.readAvailable(timeout: 5), as: UTF8.self)
      #expect(answer.hasPrefix("HTTP/1.1 200"), "\(answer)")
      held.removeAll()
    }
  }

  /// A trusted proxy's connections carry many clients: the per-client cap does not count them (it closed the
  /// 257th client's request and the proxy's own /healthz), only the global cap does.
  @Test func aTrustedProxyIsNotCappedAsOneClient() async throws {
    let arguments = ["--max-connections-per-client", "5", "--trusted-proxy", "127.0.0.7"]
    try await withServerProcess(arguments: arguments) { server in
      var held: [RawConnection] = []
      for hop in 0..<8 {
        let connection = try RawConnection(port: server.port, from: "127.0.0.7")
        connection.send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-For: 198.51.100.\(hop)\r\n\r\n")
        let answer = String(decoding: connection.readAvailable(timeout: 10), as: UTF8.self)
        #expect(answer.hasPrefix("HTTP/1.1 200"), "the proxy's connection \(hop + 1) was not answered: \(answer)")
        held.append(connection)
      }
      var direct: [RawConnection] = []
      for _ in 0..<5 {
        let connection = try RawConnection(port: server.port, from: "127.0.0.8")
        connection.send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        _ = connection.readAvailable(timeout: 10)
        direct.append(connection)
      }
      let extra = try RawConnection(port: server.port, from: "127.0.0.8")
      #expect(extra.readUntilClosed(timeout: 3).closed, "a client that is no proxy keeps its cap")
      held.removeAll()
      direct.removeAll()
    }
  }

  @Test func theLongestIdleConnectionMakesRoomWhenAllAreTaken() async throws {
    try await withServerProcess(arguments: ["--max-connections", "20"]) { server in
      // Each held connection is answered once and kept alive (idle), so the server has surely counted all 20.
      var held: [RawConnection] = []
      for _ in 0..<20 {
        let connection = try RawConnection(port: server.port)
        connection.send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        let answer = String(decoding: connection.readAvailable(timeout: 10), as: UTF8.self)
        try #require(answer.hasPrefix("HTTP/1.1 200"), "a held connection was not answered: \(answer)")
        held.append(connection)
      }
      let page = try RawConnection.exchange(port: server.port, ServerProcess.get("/"))
      #expect(statusCode(of: page) == 200, "\(page.prefix(200))")
      #expect(held[0].readUntilClosed(timeout: 3).closed, "the longest idle connection was not closed")
      #expect(!held[19].readUntilClosed(timeout: 0.2).closed, "a newer idle connection was closed first")
    }
  }

  @Test func busyConnectionsOverTheCapLeaveAHealthReserve() async throws {
    try await withServerProcess(arguments: ["--max-connections", "20"]) { server in
      // Each held connection is inside a request (its body still coming), so none is idle and none can go.
      var held: [RawConnection] = []
      for _ in 0..<20 {
        let connection = try RawConnection(port: server.port)
        connection.send(
          "POST /api/tickets HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            + "Content-Length: 100\r\n\r\n{")
        held.append(connection)
      }
      try await Task.sleep(for: .milliseconds(500))
      // Past the cap, the health reserve answers /healthz alone, once a connection.
      let health = try RawConnection.exchange(port: server.port, ServerProcess.get("/healthz"))
      #expect(statusCode(of: health) == 200, "\(health)")
      let page = try RawConnection.exchange(port: server.port, ServerProcess.get("/"))
      #expect(statusCode(of: page) == 503, "\(page)")
      // With the reserve full too, a connection is closed at once.
      var reserve: [RawConnection] = []
      for _ in 0..<ConnectionLimits.healthReserve { reserve.append(try RawConnection(port: server.port)) }
      try await Task.sleep(for: .milliseconds(300))
      let extra = try RawConnection(port: server.port)
      #expect(extra.readUntilClosed(timeout: 3).closed)
      reserve.removeAll()
      held.removeAll()
      try await Task.sleep(for: .milliseconds(300))
      let after = try RawConnection.exchange(port: server.port, ServerProcess.get("/"))
      #expect(statusCode(of: after) == 200)
    }
  }

  @Test(arguments: [
    "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nNo colon here\r\n\r\n",
    "GET / HTTP/9.9\r\n\r\n",
    "\u{1}\u{2}\u{3} garbage\r\n\r\n",
    "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: abc\r\n\r\n",
    "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab",
  ])
  func malformedRequestIs400WithAJSONBody(_ request: String) async throws {
    try await withServerProcess { server in
      let response = try RawConnection.exchange(port: server.port, request)
      #expect(statusCode(of: response) == 400, "\(response)")
      #expect(response.lowercased().contains("content-type: application/json"))
      #expect(body(of: response) == #"{"error":"malformed HTTP request"}"#)
    }
  }

  @Test(arguments: [
    "Transfer-Encoding: chunked\r\n\r\nZZ\r\n{}\r\n0\r\n\r\n",
    "Transfer-Encoding: chunked\r\n\r\n-5\r\n{}\r\n0\r\n\r\n",
    "Transfer-Encoding: chunked\r\n\r\n2\r\n{}XX0\r\n\r\n",
  ])
  func badChunkFramingIs400WithAJSONBody(_ framing: String) async throws {
    try await withServerProcess { server in
      let request =
        "POST /api/scores HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" + framing
      let response = try RawConnection.exchange(port: server.port, request)
      #expect(statusCode(of: response) == 400, "\(response)")
      #expect(body(of: response).hasPrefix(#"{"error":""#), "\(response)")
      #expect(!response.contains("500"))
    }
  }

  @Test func cutBodyIs400WithAJSONBody() async throws {
    try await withServerProcess { server in
      let connection = try RawConnection(port: server.port)
      connection.send(
        "POST /api/scores HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 60\r\n\r\n"
          + #"{"game": "bubblepop","#)
      connection.shutdownWrite()
      let response = String(decoding: connection.readUntilClosed(timeout: 12).bytes, as: UTF8.self)
      #expect(statusCode(of: response) == 400, "\(response)")
      #expect(body(of: response) == #"{"error":"the body is cut short or badly framed"}"#)
    }
  }
}
