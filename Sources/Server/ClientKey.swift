import Foundation

/// Who a request counts against in the per-client limits: an IPv4 address, or the /64 network of an IPv6
/// address (one subscriber's whole prefix, which a client can change its address within at will).
public struct ClientKey: Hashable, Sendable, CustomStringConvertible {
  /// The key's text: `4:ADDRESS`, `6:PREFIX::/64` or `unknown`.
  public let text: String

  /// The key of the client at `address` (as NIO writes it: dotted IPv4, or IPv6 text, possibly with an
  /// embedded IPv4 address); `unknown` for anything else.
  public init(address: String) {
    text = Self.key(of: address)
  }

  /// The key of the network `address` lies in, for the new-name allowance and the shares of verification: an
  /// IPv4 /24 or an IPv6 /48, where one party commonly holds every address (`::1` is a network of its own).
  public static func network(of address: String) -> String {
    if let v4 = ipv4(address) { return "4:\(v4 >> 24).\(v4 >> 16 & 0xFF).\(v4 >> 8 & 0xFF).0/24" }
    if let v6 = ipv6(address) {
      if let mapped = mappedIPv4(v6) { return network(of: mapped) }
      if isLoopback(v6) { return "6:::1" }
      return "6:" + v6.prefix(3).map { String($0, radix: 16) }.joined(separator: ":") + "::/48"
    }
    return "unknown"
  }

  /// The key.
  public var description: String { text }

  private static func key(of address: String) -> String {
    if ipv4(address) != nil { return "4:" + address }
    if let v6 = ipv6(address) {
      if let mapped = mappedIPv4(v6) { return key(of: mapped) }
      return "6:" + v6.prefix(4).map { String($0, radix: 16) }.joined(separator: ":") + "::/64"
    }
    return "unknown"
  }

  /// The dotted IPv4 address `text` as a number (its first byte the highest), or nil.
  static func ipv4(_ text: String) -> UInt32? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 4 else { return nil }
    var value: UInt32 = 0
    for part in parts {
      guard part.utf8.count <= 3, let byte = UInt8(part) else { return nil }
      value = value << 8 | UInt32(byte)
    }
    return value
  }

  /// The eight 16-bit groups of an IPv6 address (a zone after `%` is dropped; a trailing dotted IPv4 part
  /// makes the last two groups).
  private static func ipv6(_ text: String) -> [UInt16]? {
    let address = text.split(separator: "%", maxSplits: 1).first.map(String.init) ?? text
    guard address.contains(":") else { return nil }
    let halves = address.components(separatedBy: "::")
    guard halves.count <= 2 else { return nil }
    func groups(_ part: String) -> [UInt16]? {
      guard !part.isEmpty else { return [] }
      var result: [UInt16] = []
      for piece in part.split(separator: ":", omittingEmptySubsequences: false) {
        if piece.contains("."), let v4 = ipv4(String(piece)) {
          result += [UInt16(v4 >> 16), UInt16(v4 & 0xFFFF)]
        } else {
          guard (1...4).contains(piece.utf8.count), let group = UInt16(piece, radix: 16) else { return nil }
          result.append(group)
        }
      }
      return result
    }
    guard let head = groups(halves[0]) else { return nil }
    if halves.count == 1 { return head.count == 8 ? head : nil }
    guard let tail = groups(halves[1]), head.count + tail.count < 8 else { return nil }
    return head + Array(repeating: 0, count: 8 - head.count - tail.count) + tail
  }

  private static func mappedIPv4(_ groups: [UInt16]) -> String? {
    guard groups.prefix(5).allSatisfy({ $0 == 0 }), groups[5] == 0xFFFF else { return nil }
    return "\(groups[6] >> 8).\(groups[6] & 0xFF).\(groups[7] >> 8).\(groups[7] & 0xFF)"
  }

  private static func isLoopback(_ groups: [UInt16]) -> Bool { groups == [0, 0, 0, 0, 0, 0, 0, 1] }
}
