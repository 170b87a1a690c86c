import GameKit
import Host
import Stage

/// Replays an input log (see docs/web-bridge.md, Input logs) against an `AppHost`: the native
/// twin of `Tests/wasm/replay.mjs`. Native only: it parses numbers with the standard library.
public enum InputLog {
  /// Why a log line could not be played.
  public enum Failure: Error, Equatable {
    /// The line at this 1-based number is malformed.
    case badLine(Int, String)
    /// The log plays more frames than the limit allows (the limit, in frames).
    case tooManyFrames(Int)
    /// The replay ran past its deadline.
    case overTime
  }

  /// Bounds on a replay, so that no log can make it run for long.
  public struct Limits: Sendable {
    /// The most frames the log may play.
    public var maximumFrames: Int
    /// When the replay must have ended; checked before each line.
    public var deadline: ContinuousClock.Instant?
    /// Whether frames are drawn (a replay that only needs the outcome skips drawing).
    public var renders: Bool

    /// Limits of `maximumFrames` frames and an optional deadline; `renders` says whether frames are drawn.
    public init(maximumFrames: Int, deadline: ContinuousClock.Instant? = nil, renders: Bool = true) {
      self.maximumFrames = maximumFrames
      self.deadline = deadline
      self.renders = renders
    }

    /// No limits.
    public static let none = Limits(maximumFrames: .max)
  }

  /// How many frames `text` plays (`frame` lines and the steps of `f` lines), found without
  /// playing it, so that a log far over a frame limit is refused at once.
  public static func frameCount(of text: String) -> Int {
    var count = 0
    for line in text.split(separator: "\n") {
      if line.hasPrefix("f ") {
        count += line.split(separator: " ").count - 1
      } else if line.hasPrefix("frame ") {
        count += 1
      }
    }
    return count
  }

  /// The game version `text` names in its header (see `GameVersion`): 0 when it names none (it
  /// is older than versions), nil when the `version` line is malformed.
  public static func version(of text: String) -> Int? {
    for line in text.split(separator: "\n") {
      if line.hasPrefix("f ") || line.hasPrefix("frame ") { break }
      guard line.hasPrefix("version ") else { continue }
      guard let number = Int(line.dropFirst("version ".utf8.count)), number > 0 else { return nil }
      return number
    }
    return 0
  }

  /// Plays every line of `text` within `limits`; the first line must be `start SEED`. Returns the host.
  public static func play(_ text: String, limits: Limits = .none) throws(Failure) -> AppHost {
    var player: Player?
    var number = 0
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      number += 1
      if let deadline = limits.deadline, ContinuousClock.now > deadline { throw .overTime }
      let words = rawLine.split(separator: " ").map(String.init)
      guard let command = words.first else { continue }
      let args = Array(words.dropFirst())
      let ok: Bool
      if command == "start" {
        if args.count == 1, let seed = UInt64(args[0]) {
          let host = AppHost(seed: seed)
          host.rendersFrames = limits.renders
          player = Player(host: host, maximumFrames: limits.maximumFrames)
          ok = true
        } else {
          ok = false
        }
      } else if player != nil {
        let rest = rawLine.dropFirst(command.utf8.count + 1)
        ok = player!.apply(command, args, rest: String(rest))
        if player!.frames > limits.maximumFrames { throw .tooManyFrames(limits.maximumFrames) }
      } else {
        ok = false
      }
      if !ok { throw .badLine(number, String(rawLine)) }
    }
    guard let player else { throw .badLine(1, "missing start line") }
    return player.host
  }

}

/// A host being replayed, and the time of its last frame (what compact lines count from).
private struct Player {
  let host: AppHost
  /// The last frame's time, in whole milliseconds (0 before the first).
  var lastFrameMs: Int64 = 0
  /// Frames played so far.
  var frames = 0
  /// The most frames the log may play.
  let maximumFrames: Int

  mutating func apply(_ command: String, _ args: [String], rest: String) -> Bool {
    let numbers = args.compactMap { Double($0) }
    let integers = args.compactMap { Int64($0) }
    switch command {
    case "open" where args.count == 1:
      host.open(args[0])
    // The version a record was played with; the caller compares it (see `InputLog.version(of:)`).
    case "version" where integers.count == 1 && args.count == 1 && integers[0] > 0:
      break
    case "resize" where numbers.count == 3 && args.count == 3:
      host.resize(width: numbers[0], height: numbers[1], scale: numbers[2])
    case "frame" where numbers.count == 1 && args.count == 1:
      host.frame(timeMs: numbers[0])
      frames += 1
      if numbers[0].isFinite, abs(numbers[0]) < 1e15 { lastFrameMs = Int64(numbers[0].rounded()) }
    // At most 32 steps a line, as the host writes them, so the deadline is checked often.
    case "f" where (1...32).contains(args.count) && integers.count == args.count:
      frames += integers.count
      // The caller refuses a log over its frame limit before playing these.
      if frames > maximumFrames { return true }
      for step in integers {
        let (ms, overflow) = lastFrameMs.addingReportingOverflow(step)
        guard !overflow else { return false }
        lastFrameMs = ms
        host.frame(timeMs: Double(ms))
      }
    case "pointer" where numbers.count == 5 && args.count == 5:
      guard let phase = PointerEvent.Phase(rawValue: Int32(numbers[0])) else { return false }
      host.pointer(phase: phase, id: Int32(numbers[1]), x: numbers[2], y: numbers[3], timeMs: numbers[4])
    case "p" where integers.count == 5 && args.count == 5:
      guard let phase = Int32(exactly: integers[0]).flatMap(PointerEvent.Phase.init(rawValue:)),
        let id = Int32(exactly: integers[1]), abs(integers[4]) < 1 << 40
      else { return false }
      host.pointer(
        phase: phase, id: id, x: Double(integers[2]) / 8, y: Double(integers[3]) / 8,
        timeMs: Double(lastFrameMs &+ integers[4]))
    case "key", "k":
      guard integers.count == 2, args.count == 2, let key = Int32(exactly: integers[0]).flatMap(Key.init(rawValue:))
      else { return false }
      host.key(key, isDown: integers[1] != 0)
    case "motion" where numbers.count == 2 && args.count == 2:
      host.deviceMotion(x: numbers[0], y: numbers[1])
    case "m" where integers.count == 2 && args.count == 2:
      host.deviceMotion(x: Double(integers[0]) / 1024, y: Double(integers[1]) / 1024)
    case "clock" where args.count == 3:
      guard host.restoreClock(args.joined(separator: " ")) else { return false }
      lastFrameMs = Int64(args[1]) ?? 0
    case "away" where args.isEmpty:
      host.leaveOpenGame()
    case "control" where !rest.isEmpty:
      host.control(rest)
    case "action" where !rest.isEmpty:
      host.perform(rest)
    case "access" where integers.count == 2 && args.count == 2:
      guard let id = Int32(exactly: integers[0]), let action = Int32(exactly: integers[1]), (0...2).contains(action)
      else { return false }
      host.accessibilityAction(id: id, action: action)
    case "seed" where args.count == 1:
      guard let seed = UInt64(args[0]) else { return false }
      host.reseed(seed)
    default:
      return false
    }
    return true
  }
}
