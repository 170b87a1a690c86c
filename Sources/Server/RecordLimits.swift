import Host

/// How much one record may ask of the server: its size, and the longest run each game allows.
///
/// A record holds about 18 bytes a frame while a finger drags (Pong) and 3 while nothing is touched,
/// so 4 MiB and 400,000 lines hold the longest runs below with room to spare; the frame limits allow
/// each game's longest sensible run on a 120 Hz display, pauses and waits for a serve included.
public struct RecordLimits: Sendable, Equatable {
  /// The most bytes of record text.
  public var maximumBytes: Int
  /// The most lines.
  public var maximumLines: Int
  /// The most processor time one submission may take on the server, reading its body and replaying its
  /// record, in milliseconds.
  public var timeBudgetMs: Int

  /// Limits from explicit values.
  public init(maximumBytes: Int = 4 << 20, maximumLines: Int = 400_000, timeBudgetMs: Int = 20_000) {
    self.maximumBytes = maximumBytes
    self.maximumLines = maximumLines
    self.timeBudgetMs = timeBudgetMs
  }

  /// The most lines in a row a record may hold without a frame between them: a run's header and settings,
  /// or the pointers and keys of one frame, take far fewer.
  public static let maximumLinesBetweenFrames = 64
  /// The longest line a record may hold, in bytes: a frame line of 32 steps, a setting with a name of 400
  /// bytes or a ticket take a few hundred; a longer line can only be padding, stored and served for nothing.
  public static let maximumLineBytes = 2_048

  /// The limits `kinetic serve` uses unless told otherwise.
  public static let standard = RecordLimits()

  /// The longest run of `game` a record may hold, in minutes of frames: the catalog's
  /// ``GameInfo/longestRunMinutes`` (an hour for an id it does not know).
  public static func longestRunMinutes(of game: String) -> Int { Catalog.game(game)?.longestRunMinutes ?? 60 }

  /// The most bytes of record text a run of `game` may take: ``maximumFrames(of:)`` at 24 bytes a frame (a
  /// dragging finger's `p` line and its frame step) and 64 KiB of header, within ``maximumBytes``.
  public func maximumBytes(of game: String) -> Int {
    min(maximumBytes, Self.maximumFrames(of: game) * 24 + (64 << 10))
  }

  /// The most frames a record of `game` may play: its longest run at 120 frames a second.
  public static func maximumFrames(of game: String) -> Int { longestRunMinutes(of: game) * 60 * 120 }
}
