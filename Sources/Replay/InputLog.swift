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
    /// The replay ran past its deadline or used up its processor time.
    case overTime
    /// More lines in a row than ``Limits/maximumLinesBetweenFrames`` without a frame between them, or a
    /// blank line: lines that do nothing (the 1-based number of the line).
    case idleLines(Int)
    /// The log opens a game or scene other than the one it was allowed (the id it opened).
    case otherScene(String)
    /// ``Limits/isStopped`` said to stop (the program is shutting down).
    case stopped
  }

  /// Bounds on a replay, so that no log can make it run for long.
  public struct Limits: Sendable {
    /// The most frames the log may play.
    public var maximumFrames: Int
    /// When the replay must have ended; checked before each line.
    public var deadline: ContinuousClock.Instant?
    /// The calling thread's processor time (``ThreadCPUClock``) by which the replay must have ended;
    /// checked before each line.
    public var processorDeadline: Duration?
    /// Whether frames are drawn (a replay that only needs the outcome skips drawing).
    public var renders: Bool
    /// The only game the log may open, and then no `seed` line may restart it from a seed of the log's
    /// choosing; nil allows any game or scene the host knows.
    public var game: String?
    /// The most lines in a row without a frame, counting from the log's start or the last frame; nil
    /// for no bound. With a bound, a blank line is refused too.
    public var maximumLinesBetweenFrames: Int?
    /// Whether the replay must stop now, whatever is left (a server shutting down); checked before each line.
    public var isStopped: (@Sendable () -> Bool)?

    /// Limits of `maximumFrames` frames and an optional deadline; `renders` says whether frames are drawn.
    public init(
      maximumFrames: Int, deadline: ContinuousClock.Instant? = nil, processorDeadline: Duration? = nil,
      renders: Bool = true, game: String? = nil, maximumLinesBetweenFrames: Int? = nil
    ) {
      self.maximumFrames = maximumFrames
      self.deadline = deadline
      self.processorDeadline = processorDeadline
      self.renders = renders
      self.game = game
      self.maximumLinesBetweenFrames = maximumLinesBetweenFrames
    }

    /// No limits.
    public static let none = Limits(maximumFrames: .max)
  }

  /// What a replay left: the host, and what the log said about its run.
  public struct Replayed {
    /// The host after the last line.
    public let host: AppHost
    /// The log in its one canonical form: the same calls, one per line, words separated by one space,
    /// no blank lines; it replays to the same state.
    public let canonicalText: String
    /// The seed of the log's `start` line.
    public let seed: UInt64
    /// The token of the log's `ticket` line, if it has one.
    public let ticket: String?
    /// The time the log's frames moved forward, in whole milliseconds: every step forward added up.
    public let durationMs: Int64
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

  /// Plays every line of `text` within `limits`; the first line must be `start SEED`. Returns the host,
  /// which opens `extraScenes`' scenes too (a benchmark's; none when nil).
  public static func play(
    _ text: String, limits: Limits = .none, extraScenes: AppHost.SceneMaker? = nil
  ) throws(Failure) -> AppHost {
    try replay(text, limits: limits, extraScenes: extraScenes).host
  }

  /// Plays every line of `text` within `limits`, as ``play(_:limits:extraScenes:)`` does, and returns the host
  /// with the log's canonical text, its ticket and the time its frames span.
  public static func replay(
    _ text: String, limits: Limits = .none, extraScenes: AppHost.SceneMaker? = nil
  ) throws(Failure) -> Replayed {
    var player: Player?
    var seed: UInt64 = 0
    var number = 0
    var canonical: [Substring] = []
    var ticket: String?
    var linesSinceFrame = 0
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      number += 1
      if let deadline = limits.deadline, ContinuousClock.now > deadline { throw .overTime }
      if let deadline = limits.processorDeadline, ThreadCPUClock.now() > deadline { throw .overTime }
      if let isStopped = limits.isStopped, isStopped() { throw .stopped }
      let words = rawLine.split(separator: " ")
      guard let command = words.first else {
        // One newline may end a bounded log; no other blank line.
        if limits.maximumLinesBetweenFrames != nil && rawLine.endIndex != text.endIndex { throw .idleLines(number) }
        continue
      }
      let args = words.dropFirst().map(String.init)
      let rest = rawLine.dropFirst(command.utf8.count + 1)
      let framesBefore = player?.frames ?? 0
      let ok: Bool
      switch command {
      case "start":
        if player == nil, args.count == 1, let start = UInt64(args[0]) {
          seed = start
          let host = AppHost(seed: start, extraScenes: extraScenes)
          host.rendersFrames = limits.renders
          player = Player(host: host, maximumFrames: limits.maximumFrames)
          ok = true
        } else {
          ok = false
        }
      case "ticket" where player != nil && ticket == nil && framesBefore == 0:
        ok = args.count == 1 && isTicketToken(args[0])
        if ok { ticket = String(args[0]) }
      case "open" where limits.game != nil && args.count == 1 && args[0] != limits.game:
        throw .otherScene(args[0])
      case "seed" where limits.game != nil:
        ok = false
      default:
        if player != nil {
          ok = player!.apply(String(command), args, rest: String(rest))
          if player!.frames > limits.maximumFrames { throw .tooManyFrames(limits.maximumFrames) }
        } else {
          ok = false
        }
      }
      if !ok { throw .badLine(number, String(rawLine)) }
      if let player, player.frames > framesBefore {
        linesSinceFrame = 0
      } else {
        linesSinceFrame += 1
        if let bound = limits.maximumLinesBetweenFrames, linesSinceFrame > bound { throw .idleLines(number) }
      }
      switch command {
      case "control", "action": canonical.append(command + " " + rest)
      default: canonical.append(words.joined(separator: " ")[...])
      }
    }
    guard let player else { throw .badLine(1, "missing start line") }
    return Replayed(
      host: player.host, canonicalText: canonical.joined(separator: "\n"), seed: seed, ticket: ticket,
      durationMs: max(0, player.elapsedMs))
  }

  /// Whether `token` can be a ticket's token: 1 to 512 bytes of letters, digits, `-`, `_` and `.`.
  private static func isTicketToken(_ token: String) -> Bool {
    (1...512).contains(token.utf8.count)
      && token.utf8.allSatisfy { byte in
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
          true
        default: false
        }
      }
  }
}

/// A host being replayed, and the time of its last frame (what compact lines count from).
private struct Player {
  let host: AppHost
  /// The last frame's time, in whole milliseconds (0 before the first).
  var lastFrameMs: Int64 = 0
  /// The time the run moved forward, in whole milliseconds: how far past the latest time reached before each
  /// frame or pointer line reaches (a pointer counts at its own time, so taps between frames of 0 ms still
  /// take theirs), held at `Int64.max` rather than wrapping, so that no steps forward can add up to a short run.
  var elapsedMs: Int64 = 0
  /// The latest time a frame or pointer line reached, in whole milliseconds; nil before the first.
  var reachedMs: Int64?

  /// Adds how far `ms` lies past ``reachedMs`` to ``elapsedMs``.
  mutating func reach(_ ms: Int64) {
    guard let reached = reachedMs else {
      reachedMs = ms
      return
    }
    let (step, overflow) = ms.subtractingReportingOverflow(reached)
    guard overflow || step > 0 else { return }
    let (sum, past) = elapsedMs.addingReportingOverflow(overflow ? .max : step)
    elapsedMs = past ? .max : sum
    reachedMs = ms
  }
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
      if numbers[0].isFinite, abs(numbers[0]) < 1e15 {
        let ms = Int64(numbers[0].rounded())
        reach(ms)
        lastFrameMs = ms
      }
    // At most 32 steps a line, as the host writes them, so the deadline is checked often.
    case "f" where (1...32).contains(args.count) && integers.count == args.count:
      frames += integers.count
      // The caller refuses a log over its frame limit before playing these.
      if frames > maximumFrames { return true }
      for step in integers {
        let (ms, overflow) = lastFrameMs.addingReportingOverflow(step)
        guard !overflow else { return false }
        // Compact frames count from the last frame, or from the clock line's time before the first.
        if reachedMs == nil { reachedMs = lastFrameMs }
        reach(ms)
        lastFrameMs = ms
        host.frame(timeMs: Double(ms))
      }
    case "pointer" where numbers.count == 5 && args.count == 5:
      guard let phase = Int32(exactly: numbers[0]).flatMap(PointerEvent.Phase.init(rawValue:)),
        let id = Int32(exactly: numbers[1])
      else { return false }
      host.pointer(phase: phase, id: id, x: numbers[2], y: numbers[3], timeMs: numbers[4])
      if numbers[4].isFinite, abs(numbers[4]) < 1e15 { reach(Int64(numbers[4].rounded())) }
    case "p" where integers.count == 5 && args.count == 5:
      guard let phase = Int32(exactly: integers[0]).flatMap(PointerEvent.Phase.init(rawValue:)),
        let id = Int32(exactly: integers[1]), abs(integers[4]) < 1 << 40
      else { return false }
      host.pointer(
        phase: phase, id: id, x: Double(integers[2]) / 8, y: Double(integers[3]) / 8,
        timeMs: Double(lastFrameMs &+ integers[4]))
      reach(lastFrameMs &+ integers[4])
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
