import Foundation

/// Issues run tickets and checks them: each token is its ticket's fields and an HMAC-SHA256 of them and of
/// the player's whole name, under a key every server of one board shares (``ServerConfiguration``), so any of
/// them can check a ticket another issued.
///
/// A token reads `1.GAME.ISSUED.SEED.ID.NAMEDIGEST.MAC`: letters, digits, `.`, `-` and `_` only, so that it is
/// one word of a record's `ticket` line.
public struct RunTicketKeeper: Sendable {
  /// How long a ticket may wait for its run: long enough for a few runs played offline.
  public static let validity: Int64 = 7 * 24 * 3_600

  /// The most bytes of key accepted from configuration, and the fewest.
  public static let keyBytes = 32...1024

  private let mac: HMACSHA256
  private let now: @Sendable () -> Int64

  /// A keeper signing with `key` (at least 32 bytes), reading the time (whole seconds since 1970) from `now`.
  public init(key: [UInt8], now: @escaping @Sendable () -> Int64 = { Int64(Date().timeIntervalSince1970) }) {
    mac = HMACSHA256(key: key)
    self.now = now
  }

  /// Why a ticket was refused, in words for the player (each answered with 409).
  public enum Refusal: Error, Equatable, Sendable {
    /// The token is not one this board's servers signed (or was altered).
    case forged
    /// Issued for another game.
    case otherGame
    /// Issued to another name.
    case otherName
    /// Older than ``RunTicketKeeper/validity``.
    case expired
    /// The run's record starts from another seed than the ticket's.
    case otherSeed
    /// Submitted sooner after its issue than the run itself lasted: the run was not played with it.
    case tooSoon(neededSeconds: Int64)

    /// The message the API answers with.
    public var message: String {
      switch self {
      case .forged: "the run's ticket was not issued by this board"
      case .otherGame: "the run's ticket was issued for another game"
      case .otherName: "the run's ticket was issued to another player: a run counts only for the one who played it"
      case .expired: "the run's ticket has expired"
      case .otherSeed: "the run does not start from its ticket's seed"
      case .tooSoon(let seconds):
        "the run lasted longer than the time since its ticket was issued; try again in \(seconds) s"
      }
    }
  }

  /// A new ticket for a run of `game` by `name` (already checked), with its token; its seed is random unless
  /// `seed` is given (tests replaying a run they made).
  public func issue(game: String, name: String, seed: UInt64? = nil) -> (ticket: SignedTicket, token: String) {
    var generator = SystemRandomNumberGenerator()
    let id = (0..<2).map { _ in hex(generator.next() as UInt64) }.joined()
    let ticket = SignedTicket(
      id: id, game: game, issuedAt: now(), seed: seed ?? UInt64(generator.next() as UInt32),
      nameDigest: Self.digest(of: name))
    let fields = Self.fields(of: ticket)
    return (ticket, fields + "." + Self.base64URL(signature(fields, name: name)))
  }

  /// The ticket of `token`, checked against the claim: signed by this board for `name`, for `game`, not
  /// expired, the record starting from its seed (`seed`) and issued at least `durationMs` ago.
  public func open(
    _ token: String, game: String, name: String, seed: UInt64?, durationMs: Int64
  ) throws(Refusal) -> SignedTicket {
    let parts = token.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 7, parts[0] == "1", let issuedAt = Int64(parts[2]), let ticketSeed = UInt64(parts[3]),
      parts[4].utf8.count == 32, parts[5].utf8.count == 16
    else { throw .forged }
    let ticket = SignedTicket(
      id: String(parts[4]), game: String(parts[1]), issuedAt: issuedAt, seed: ticketSeed,
      nameDigest: String(parts[5]))
    let fields = Self.fields(of: ticket)
    // Only the one spelling the server wrote: `007` for `7` is another token, not the same ticket.
    guard token.utf8.count == fields.utf8.count + 1 + parts[6].utf8.count, token.hasPrefix(fields + ".") else {
      throw .forged
    }
    // A token is refused either way; the digest only tells which message is the likely truth.
    guard ticket.nameDigest == Self.digest(of: name) else { throw .otherName }
    guard let mac = Self.bytes(base64URL: parts[6]),
      self.mac.isValid(mac, for: Self.signed(fields, name: name))
    else { throw .forged }
    guard ticket.game == game else { throw .otherGame }
    let age = now() - ticket.issuedAt
    guard age <= Self.validity else { throw .expired }
    guard seed == ticket.seed else { throw .otherSeed }
    // Whole seconds on both sides: a second's slack for the rounding of the issue time.
    let needed = durationMs / 1000
    guard age + 1 >= needed else { throw .tooSoon(neededSeconds: needed - age - 1) }
    return ticket
  }

  private func signature(_ fields: String, name: String) -> [UInt8] {
    mac.authenticationCode(for: Self.signed(fields, name: name))
  }

  /// What the MAC covers: the token's fields and the whole name.
  private static func signed(_ fields: String, name: String) -> [UInt8] { Array((fields + "\n" + name).utf8) }

  private static func fields(of ticket: SignedTicket) -> String {
    "1.\(ticket.game).\(ticket.issuedAt).\(ticket.seed).\(ticket.id).\(ticket.nameDigest)"
  }

  private static func digest(of name: String) -> String {
    SHA256Digest.hash(Array(name.utf8)).prefix(8).map { byte in
      String(byte, radix: 16).count == 1 ? "0" + String(byte, radix: 16) : String(byte, radix: 16)
    }.joined()
  }

  /// The 32 bytes `text` spells in unpadded base64url, only in the spelling ``base64URL(_:)`` writes: the
  /// last letter's two unused bits must be zero, so that one MAC has one token.
  private static func bytes(base64URL text: Substring) -> Data? {
    guard text.utf8.count == 43 else { return nil }
    let standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
    guard let bytes = Data(base64Encoded: standard + "="), base64URL(Array(bytes)) == text else { return nil }
    return bytes
  }

  private static func base64URL(_ bytes: [UInt8]) -> String {
    Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-")
      .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
  }
}

private func hex(_ value: UInt64) -> String {
  let digits = String(value, radix: 16)
  return String(repeating: "0", count: 16 - digits.count) + digits
}
