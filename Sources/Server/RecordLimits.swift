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
  /// The most time one replay may take on the server, in milliseconds.
  public var timeBudgetMs: Int

  /// Limits from explicit values.
  public init(maximumBytes: Int = 4 << 20, maximumLines: Int = 400_000, timeBudgetMs: Int = 20_000) {
    self.maximumBytes = maximumBytes
    self.maximumLines = maximumLines
    self.timeBudgetMs = timeBudgetMs
  }

  /// The limits `kinetic serve` uses unless told otherwise.
  public static let standard = RecordLimits()

  /// The longest run of `game` a record may hold, in minutes of frames: a BubblePop run lasts at most
  /// two minutes plus its countdown; a match of Pong to 7, a game of Concentration, a wall of Breakout
  /// or a deck of Set take minutes, and a player may wait or pause within them.
  public static func longestRunMinutes(of game: String) -> Int {
    switch game {
    case "bubblepop": 15
    case "pong", "concentration": 30
    default: 60
    }
  }

  /// The most frames a record of `game` may play: its longest run at 120 frames a second.
  public static func maximumFrames(of game: String) -> Int { longestRunMinutes(of: game) * 60 * 120 }
}
