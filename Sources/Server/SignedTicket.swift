import Foundation

/// A server's promise that one run of `game` by `name` may be verified: issued when the run is about to
/// start, with the seed the run must start from, and taken once (``RunTicketKeeper`` signs and opens them).
public struct SignedTicket: Sendable, Equatable {
  /// A random id, 32 lowercase hex digits: the store remembers it once used.
  public var id: String
  /// The game's id.
  public var game: String
  /// When it was issued, in whole seconds since 1970.
  public var issuedAt: Int64
  /// The seed the run starts from (32 bits, as the browser's bridge takes it).
  public var seed: UInt64
  /// The first 16 hex digits of SHA-256 of the name it was issued to (the name itself is not carried,
  /// so that a token stays short whatever the name; the signature covers the whole name).
  public var nameDigest: String

  /// A ticket from its parts.
  public init(id: String, game: String, issuedAt: Int64, seed: UInt64, nameDigest: String) {
    self.id = id
    self.game = game
    self.issuedAt = issuedAt
    self.seed = seed
    self.nameDigest = nameDigest
  }
}
