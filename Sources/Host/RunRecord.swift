import Geometry

/// The input log of one game's current run, written as the run receives its calls (see
/// docs/web-bridge.md, "Records"): a header that brings a fresh host to the run's start, then the
/// calls in the compact forms — `f` frame time steps in whole milliseconds, `p` pointers in
/// eighths of a point, `k` keys, `m` motion in 1/1024 g.
struct RunRecord {
  /// The most a record holds, in bytes; a longer run stops recording and has no record (no
  /// server takes a record anywhere near this long).
  static let capacity = 4 << 20

  /// The record's text, one call per line.
  private(set) var text = ""
  /// Whether the run outgrew `capacity`.
  private(set) var isOverfull = false
  /// The host time of the last frame, in whole milliseconds (nil before the first).
  private var lastFrameMs: Int64?
  /// How many steps the open `f` line holds (0 when the last line is not an `f` line).
  private var stepsOnLine = 0

  /// The header of a run of `gameID` made from `seed` on a host of `size` points at `scale`, whose
  /// clock stands as `clock` says; `startLines` follow (settings, the action that starts the run). A
  /// run begun from a ticket names its token right after the version (`ticket TOKEN`).
  ///
  /// Never inlined: the browser build copied it into both of its callers, about 700 B more code.
  @inline(never)
  init(
    gameID: String, seed: UInt64, ticket: RunTicket? = nil, size: Size, scale: Double, clock: ClockPosition,
    startLines: [String]
  ) {
    line("start " + String(seed))
    line("version " + String(GameVersion.current))
    if let ticket { line("ticket " + ticket.token) }
    resumed(gameID: gameID, size: size, scale: scale, clock: clock)
    for start in startLines { line(start) }
  }

  /// The run's game comes back to the screen: the clock as it stands, the size, the game.
  mutating func resumed(gameID: String, size: Size, scale: Double, clock: ClockPosition) {
    line("resize \(size.width) \(size.height) \(scale)")
    let digits = String(clock.now.bitPattern, radix: 16)
    let hostMs = clock.hostMs.map { String($0) } ?? "-"
    line(
      "clock " + String(repeating: "0", count: 16 - digits.utf8.count) + digits + " " + hostMs + " "
        + (clock.isPaused ? "1" : "0"))
    lastFrameMs = clock.hostMs
    line("open " + gameID)
  }

  /// A frame at `ms`.
  mutating func frame(ms: Int64) {
    guard let last = lastFrameMs else {
      line("frame " + String(ms))
      lastFrameMs = ms
      return
    }
    let step = String(ms &- last)
    lastFrameMs = ms
    if stepsOnLine > 0 && stepsOnLine < 32 {
      append(" " + step)
      stepsOnLine += 1
    } else {
      line("f " + step)
      stepsOnLine = 1
    }
  }

  /// A pointer event at (`x8`, `y8`) eighths of a point, at `ms`.
  mutating func pointer(phase: Int32, id: Int32, x8: Int64, y8: Int64, ms: Int64) {
    let t = ms &- (lastFrameMs ?? 0)
    line("p \(phase) \(id) \(x8) \(y8) \(t)")
  }

  /// A key went down or up.
  mutating func key(code: Int32, isDown: Bool) { line("k \(code) " + (isDown ? "1" : "0")) }

  /// Gravity in 1/1024 g.
  mutating func motion(x1024: Int64, y1024: Int64) { line("m \(x1024) \(y1024)") }

  /// Any other call, as its whole line (`resize …`, `control …`, `action …`, `away`).
  mutating func line(_ line: String) {
    stepsOnLine = 0
    append(text.isEmpty ? line : "\n" + line)
  }

  private mutating func append(_ piece: String) {
    guard !isOverfull else { return }
    if text.utf8.count + piece.utf8.count > RunRecord.capacity {
      isOverfull = true
      text = ""
    } else {
      text += piece
    }
  }
}
