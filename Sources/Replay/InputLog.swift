import Games
import Stage

/// Replays an input log (see docs/web-bridge.md, Input logs) against an `AppHost`: the native
/// twin of `Tests/wasm/replay.mjs`. Native only: it parses numbers with the standard library.
public enum InputLog {
  /// Why a log line could not be played.
  public enum Failure: Error, Equatable {
    /// The line at this 1-based number is malformed.
    case badLine(Int, String)
  }

  /// Plays every line of `text`; the first line must be `start SEED`. Returns the host.
  public static func play(_ text: String) throws(Failure) -> AppHost {
    var host: AppHost?
    var number = 0
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      number += 1
      let words = rawLine.split(separator: " ").map(String.init)
      guard let command = words.first else { continue }
      let args = Array(words.dropFirst())
      let ok: Bool
      if command == "start" {
        if let seed = args.first.flatMap({ UInt64($0) }) {
          host = AppHost(seed: seed)
          ok = true
        } else {
          ok = false
        }
      } else if let host {
        ok = apply(command, args, to: host)
      } else {
        ok = false
      }
      if !ok { throw .badLine(number, String(rawLine)) }
    }
    guard let host else { throw .badLine(1, "missing start line") }
    return host
  }

  private static func apply(_ command: String, _ args: [String], to host: AppHost) -> Bool {
    let numbers = args.compactMap { Double($0) }
    switch command {
    case "open" where args.count == 1:
      host.open(args[0])
      return true
    case "resize" where numbers.count == 3:
      host.resize(width: numbers[0], height: numbers[1], scale: numbers[2])
      return true
    case "frame" where numbers.count == 1:
      host.frame(timeMs: numbers[0])
      return true
    case "pointer" where numbers.count == 5:
      guard let phase = PointerEvent.Phase(rawValue: Int32(numbers[0])) else { return false }
      host.pointer(phase: phase, id: Int32(numbers[1]), x: numbers[2], y: numbers[3], timeMs: numbers[4])
      return true
    case "key" where numbers.count == 2:
      guard let key = Key(rawValue: Int32(numbers[0])) else { return false }
      host.key(key, isDown: numbers[1] != 0)
      return true
    case "motion" where numbers.count == 2:
      host.deviceMotion(x: numbers[0], y: numbers[1])
      return true
    case "control" where args.count == 1:
      host.control(args[0])
      return true
    case "action" where args.count == 1:
      host.perform(args[0])
      return true
    case "access" where args.count == 2:
      guard let id = Int32(args[0]), let action = Int32(args[1]) else { return false }
      host.accessibilityAction(id: id, action: action)
      return true
    case "seed" where args.count == 1:
      guard let seed = UInt64(args[0]) else { return false }
      host.reseed(seed)
      return true
    default:
      return false
    }
  }
}
