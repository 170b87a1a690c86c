/// A run ticket the score server issued (`POST /api/tickets`): the run played from it starts from its
/// seed and its record names it (`ticket TOKEN`, right after `version`), so that the server can tell
/// a verified score belongs to the player and the run it issued the ticket for.
public struct RunTicket: Equatable, Sendable {
  /// The most bytes a token may have.
  public static let maximumTokenBytes = 300

  /// The server's token: 1 to `maximumTokenBytes` ASCII letters, digits, `_`, `.` and `-`.
  public let token: String
  /// The seed the run starts from (the server issues 32-bit seeds).
  public let seed: UInt64

  /// The ticket `token` with `seed`; nil when the token is empty, longer than `maximumTokenBytes`, or
  /// holds anything but ASCII letters, digits, `_`, `.` and `-` (a record's line could not carry it).
  public init?(token: String, seed: UInt64) {
    var text = token
    guard let ticket = text.withUTF8({ RunTicket(utf8: $0, seed: seed) }) else { return nil }
    self = ticket
  }

  /// The ticket whose token is the UTF-8 bytes `utf8` (the browser's input buffer), with `seed`; nil
  /// for a token `init(token:seed:)` refuses.
  public init?(utf8: UnsafeBufferPointer<UInt8>, seed: UInt64) {
    guard (1...RunTicket.maximumTokenBytes).contains(utf8.count), utf8.allSatisfy(RunTicket.isTokenByte) else {
      return nil
    }
    token = String(decoding: utf8, as: UTF8.self)
    self.seed = seed
  }

  private static func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"):
      true
    default: false
    }
  }
}
