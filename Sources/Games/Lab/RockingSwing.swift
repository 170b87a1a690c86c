import Geometry

/// The Incline's rocking: the slope swings between ±`amplitude` degrees and back, every
/// `period` seconds.
///
/// The swing follows A·sin φ·|sin φ| rather than a plain sine, so the plane comes to rest for an
/// instant as it passes level. It stands on its low end, so at level its pivot changes ends: a
/// plane passing level at speed would jerk everything on it up at once (an impact of the plane's
/// length times its turning speed), and the balls would bounce off it. It starts from rest,
/// gathering speed over `startTime`, and when switched off it swings on to its next rest — level
/// or either end — and stops there, so it never jerks the balls on it either.
struct RockingSwing: Equatable {
  /// How far the slope swings each way, in degrees.
  static let amplitude = 30.0
  /// How long a whole swing there and back takes, in seconds.
  static let period = 6.0
  /// How long the swing takes to gather its full pace from rest, in seconds.
  static let startTime = 1.0

  /// Where in the swing the slope is, in seconds of swing time.
  private(set) var time: Double
  /// How fast swing time runs, from 0 (at rest) to 1 (full pace).
  private(set) var pace = 0.0
  /// The swing time at which it stops (at a rest), once switched off.
  private(set) var stopTime: Double?

  /// A swing at rest at `slope` degrees, about to swing steeper (toward the right end's rise when level).
  init(from slope: Double) {
    let s = min(1, max(-1, slope / RockingSwing.amplitude))
    let sine = (s < 0 ? -1 : 1) * abs(s).squareRoot()
    time = Trig.atan2(sine, (1 - sine * sine).squareRoot()) / (2 * Trig.pi) * RockingSwing.period
  }

  /// The slope at swing time `t`, in degrees.
  static func slope(at t: Double) -> Double {
    let sine = Trig.sin(2 * Trig.pi * t / period)
    return amplitude * sine * abs(sine)
  }

  /// The slope now, in degrees.
  var slope: Double { RockingSwing.slope(at: time) }

  /// True once a swing switched off has come to its rest.
  var hasStopped: Bool { stopTime.map { time >= $0 } ?? false }

  /// Swings on to the next rest (level or either end), then stops there.
  mutating func stop() {
    guard stopTime == nil else { return }
    let rest = RockingSwing.period / 4
    stopTime = (time / rest).rounded(.up) * rest
  }

  /// Keeps swinging after all, when switched back on before coming to rest.
  mutating func resume() { stopTime = nil }

  /// Runs the swing `dt` seconds on.
  mutating func advance(by dt: Double) {
    pace = min(1, pace + dt / RockingSwing.startTime)
    time += pace * dt
    if let end = stopTime, time >= end { time = end }
  }
}
