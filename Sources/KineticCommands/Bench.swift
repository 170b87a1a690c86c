import ArgumentParser
import BenchScenes
import Host

/// `kinetic bench`: prints how long things take; figures, never pass/fail.
struct Bench: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Measure performance and print figures.",
    subcommands: [BenchFrames.self, BenchPhysics.self, BenchVerify.self, BenchRank.self])
}

/// `kinetic bench frames GAME`: the cost of one app frame (update + render) with the game (or a
/// benchmark scene, `BenchScenes`) open; a game waiting for its player (a serve, a launch) gets Space,
/// as a player would press it.
struct BenchFrames: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "frames",
    abstract:
      "Time app frames (game update, physics, display list) at 60 Hz and print median, p99 and mean in microseconds.")

  @Argument(help: "The game id, or a benchmark scene's (bench-animators).")
  var game = "pong"

  @Option(help: "Frames to time (after 120 warm-up frames).")
  var frames = 6000

  @Option(help: "Seed.")
  var seed: UInt64 = 1

  @Option(name: .customLong("control"), help: "Set a control first, as id=value (repeatable), e.g. bubbles=40.")
  var controls: [String] = []

  @Option(name: .customLong("action"), help: "Then run this action (repeatable), e.g. start.")
  var actions: [String] = []

  func run() throws {
    let host = AppHost(seed: seed, extraScenes: BenchScenes.make)
    guard host.open(game) else { throw ValidationError("unknown game '\(game)'") }
    host.resize(width: 390, height: 760, scale: 3)
    for line in controls where host.control(line) == 0 {
      print("note: '\(line)' changed no control (unknown id, or already that value)")
    }
    for action in actions where !host.perform(action) {
      throw ValidationError("unknown action '\(action)'")
    }
    let clock = ContinuousClock()
    var samples: [Double] = []
    samples.reserveCapacity(frames)
    for i in 0..<(frames + 120) {
      if host.scene?.isWaitingForPlayer == true {
        host.key(.space, isDown: true)
        host.key(.space, isDown: false)
      }
      let start = clock.now
      host.frame(timeMs: Double(i) * 1000 / 60)
      let elapsed = clock.now - start
      _ = host.takeEvents()
      if i >= 120 {
        samples.append(Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6)
      }
    }
    samples.sort()
    let median = samples[samples.count / 2]
    let p99 = samples[min(samples.count - 1, samples.count * 99 / 100)]
    let mean = samples.reduce(0, +) / Double(samples.count)
    print("frames=\(frames) game=\(game) build=native")
    print("median_us=\(format(median)) p99_us=\(format(p99)) mean_us=\(format(mean))")
  }

  private func format(_ x: Double) -> String { "\((x * 100).rounded() / 100)" }
}
