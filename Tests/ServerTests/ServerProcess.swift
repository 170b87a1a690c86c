import Foundation
import Server

/// A real `kinetic serve` process on a free loopback port, for tests about the transport and about crashes.
final class ServerProcess {
  /// Why the server could not be started.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The port it listens on.
  private(set) var port: Int
  private var process = Process()
  /// The command that starts the server on a port: the executable and its arguments.
  private let command: (Int) -> (URL, [String])
  /// How many times a server that found its port taken is started again on another.
  private static let portAttempts = 3
  private let logPath = FileManager.default.temporaryDirectory
    .appendingPathComponent("kinetic-server-\(UUID().uuidString).log").path

  /// The rate limits off: the tests post as many players from one address as they need; the limits
  /// themselves are `RateLimitTests`'s.
  static let limitsOff = ["--post-burst", "0", "--names-per-hour", "0"]

  /// The executable `name` beside the test bundle (`swift build --build-tests` builds them all): `kinetic`, or
  /// `kinetic-postgres` for a PostgreSQL database.
  static func executable(_ name: String = "kinetic") -> URL {
    let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let beside = bundleDirectory.appendingPathComponent(name)
    if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
    return URL(fileURLWithPath: ".build/debug/\(name)")
  }

  /// Runs the executable `name` with `arguments` (and `environment`, when given) to its end; returns its exit
  /// status and what it printed on standard output and error together.
  static func runToEnd(_ name: String, _ arguments: [String], environment: [String: String]? = nil) throws -> (
    status: Int32, output: String
  ) {
    let process = Process()
    process.executableURL = executable(name)
    process.arguments = arguments
    if let environment { process.environment = environment }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }

  /// Starts the server on `database` and `webRoot` with extra `arguments`; as user `nobody` when `asNobody`
  /// (through `setpriv`, for tests of file permissions, which do not apply to root).
  init(database: String, webRoot: String, arguments: [String] = [], asNobody: Bool = false) throws {
    port = try RawConnection.freePort()
    command = { port in
      let serve =
        [
          Self.executable(PostgresSettings.isURL(database) ? "kinetic-postgres" : "kinetic").path, "serve", "--host",
          "127.0.0.1", "--port", String(port), "--db", database,
          "--web-root", webRoot,
        ] + arguments
      if asNobody {
        return (URL(fileURLWithPath: "/usr/bin/setpriv"), ["--reuid=65534", "--regid=65534", "--clear-groups"] + serve)
      }
      return (URL(fileURLWithPath: serve[0]), Array(serve.dropFirst()))
    }
    try launch()
  }

  /// Starts the process on `port`, its output going to a fresh log.
  private func launch() throws {
    let (executable, arguments) = command(port)
    process.executableURL = executable
    process.arguments = arguments
    FileManager.default.createFile(atPath: logPath, contents: nil)
    let log = try FileHandle(forWritingTo: URL(fileURLWithPath: logPath))
    process.standardOutput = log
    process.standardError = log
    try process.run()
  }

  deinit {
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    try? FileManager.default.removeItem(atPath: logPath)
  }

  /// Waits until `/healthz` answers 200, for at most `timeout` seconds; throws with the server's output if the
  /// process ends or the time runs out.
  ///
  /// It asks again after every wait, the deadline's included: while other suites keep the test process's few
  /// threads busy, this task may wake long after its sleep, and the server must get its answer counted then.
  ///
  /// A free port found by the test can be taken before the server binds it, most often as the local port of
  /// another test's connection: a server that stops saying its port is in use is started again on another.
  func waitUntilHealthy(timeout: Double = 30) async throws {
    let deadline = Date(timeIntervalSinceNow: timeout)
    var attempts = 1
    while true {
      if !process.isRunning && attempts < Self.portAttempts && outputText().contains("is in use by another program") {
        attempts += 1
        port = try RawConnection.freePort()
        process = Process()
        try launch()
        continue
      }
      guard process.isRunning else { throw Failure(description: "the server stopped: \(outputText())") }
      if let response = try? RawConnection.exchange(port: port, Self.get("/healthz"), timeout: 2),
        statusCode(of: response) == 200
      {
        return
      }
      guard Date() < deadline else { break }
      try await Task.sleep(for: .milliseconds(100))
    }
    throw Failure(description: "the server did not answer /healthz in \(timeout) s: \(outputText())")
  }

  /// Waits for the process to end by itself, for at most `timeout` seconds; returns its exit status and output.
  func waitForExit(timeout: Double = 30) async throws -> (status: Int32, output: String) {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while process.isRunning && Date() < deadline { try await Task.sleep(for: .milliseconds(50)) }
    guard !process.isRunning else { throw Failure(description: "the server did not stop in \(timeout) s") }
    return (process.terminationStatus, outputText())
  }

  /// Sends SIGTERM, as a service manager stopping the server does.
  func terminate() {
    kill(process.processIdentifier, SIGTERM)
  }

  /// Kills the process with SIGKILL, as a crash or an out-of-memory kill would, and waits until it is gone.
  func killHard() {
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }

  /// A GET request for `path` that asks the server to close the connection after answering.
  static func get(_ path: String) -> String {
    "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
  }

  /// A JSON POST of `body` to `/api/scores` that asks the server to close the connection after answering.
  static func postScore(_ body: String) -> String {
    "POST /api/scores HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
      + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
  }

  /// What the server printed so far.
  func outputText() -> String {
    (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
  }
}

/// Runs `body` against a fresh ``ServerProcess`` on a web root and database of its own (removed afterwards), with
/// the rate limits off and extra `arguments`, once it answers `/healthz`.
func withServerProcess(arguments: [String] = [], _ body: (ServerProcess) async throws -> Void) async throws {
  let webRoot = try makeWebRoot()
  defer { webRoot.remove() }
  let data = try TemporaryDirectory()
  defer { data.remove() }
  let server = try ServerProcess(
    database: data.path("kinetic.sqlite"), webRoot: webRoot.path,
    arguments: ServerProcess.limitsOff + arguments)
  try await server.waitUntilHealthy()
  try await body(server)
}
