import Foundation

/// A plain TCP connection to 127.0.0.1, for tests that must control every byte a client sends and see exactly
/// what the server does with its socket.
final class RawConnection {
  /// Why a connection could not be made.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  private let descriptor: Int32

  /// Connects to `port` on loopback, from the loopback address `source` (another client to the server).
  init(port: Int, from source: String = "127.0.0.1") throws {
    descriptor = try Self.connected(port: port, from: source)
  }

  /// A socket connected to `port` on loopback, closed here if the connection fails. The object owns a
  /// descriptor only once it is connected: were it stored first, a failed init would close it twice (here and
  /// in `deinit`), and the second close could hit a file another test had opened under the same number.
  private static func connected(port: Int, from source: String) throws -> Int32 {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw Failure(description: "socket: errno \(errno)") }
    var local = sockaddr_in()
    local.sin_family = sa_family_t(AF_INET)
    local.sin_addr.s_addr = inet_addr(source)
    let bound = withUnsafePointer(to: &local) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0 else {
      let code = errno
      close(descriptor)
      throw Failure(description: "bind to \(source): errno \(code)")
    }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      let code = errno
      close(descriptor)
      throw Failure(description: "connect to \(port): errno \(code)")
    }
    return descriptor
  }

  deinit { close(descriptor) }

  /// Sends all of `bytes`; returns whether the socket took them.
  @discardableResult
  func send(_ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let sent = bytes[offset...].withUnsafeBytes {
        Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      guard sent > 0 else { return false }
      offset += sent
    }
    return true
  }

  /// Sends `text` as UTF-8.
  @discardableResult
  func send(_ text: String) -> Bool { send(Array(text.utf8)) }

  /// Closes the sending half, as a client does when its body is complete or cut.
  func shutdownWrite() { shutdown(descriptor, Int32(SHUT_WR)) }

  /// Reads until the server closes the connection or `timeout` seconds pass; returns the bytes read and
  /// whether the server closed it (end of file or reset).
  func readUntilClosed(timeout: Double) -> (bytes: [UInt8], closed: Bool) {
    let deadline = Date(timeIntervalSinceNow: timeout)
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let remaining = deadline.timeIntervalSinceNow
      guard remaining > 0 else { return (bytes, false) }
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, Int32(min(remaining * 1_000, 1_000)) + 1)
      guard ready > 0 else { continue }
      let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count <= 0 { return (bytes, true) }
      bytes += buffer[0..<count]
    }
  }

  /// Reads what has arrived, waiting up to `timeout` seconds for the first bytes; empty if none came or the
  /// server closed the connection.
  func readAvailable(timeout: Double) -> [UInt8] {
    var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    guard poll(&poller, 1, Int32(timeout * 1_000)) > 0 else { return [] }
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
    return count > 0 ? Array(buffer[0..<count]) : []
  }

  /// Sends `request` and returns the response's text once the server closes the connection.
  static func exchange(port: Int, _ request: String, timeout: Double = 10) throws -> String {
    let connection = try RawConnection(port: port)
    connection.send(request)
    return String(decoding: connection.readUntilClosed(timeout: timeout).bytes, as: UTF8.self)
  }

  /// A free TCP port on loopback, found by binding port 0 (another process could take it before the test
  /// does, which the tests would notice as a server that does not start).
  static func freePort() throws -> Int {
    let probe = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(probe) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
        bind(probe, pointer, length) == 0 && getsockname(probe, pointer, &length) == 0
      }
    }
    guard bound else { throw Failure(description: "no free port: errno \(errno)") }
    return Int(UInt16(bigEndian: address.sin_port))
  }
}

/// The status code of an HTTP/1.1 response's text, e.g. 200; `nil` when there is none.
func statusCode(of response: String) -> Int? {
  let parts = response.split(separator: " ", maxSplits: 2)
  guard parts.count >= 2, parts[0].hasPrefix("HTTP/1.") else { return nil }
  return Int(parts[1])
}

/// The body of an HTTP/1.1 response's text (after the blank line).
func body(of response: String) -> String {
  guard let range = response.range(of: "\r\n\r\n") else { return "" }
  return String(response[range.upperBound...])
}
