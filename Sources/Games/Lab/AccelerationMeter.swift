/// Measures an acceleration from timed speed samples: the least-squares slope of speed over the
/// last `window` seconds (the lab's readout of how fast a ball speeds up along the incline).
public struct AccelerationMeter: Sendable {
  /// How far back samples count, in seconds.
  public let window: Double
  /// The shortest span of samples that gives a reading, in seconds.
  public let minimumSpan: Double
  private var samples: [(time: Double, speed: Double)] = []

  /// Creates a meter over the last `window` seconds that reads once it has `minimumSpan` seconds of samples.
  public init(window: Double = 0.3, minimumSpan: Double = 0.1) {
    self.window = window
    self.minimumSpan = minimumSpan
  }

  /// Records the speed (points/s) at `time` (seconds); non-finite samples are ignored.
  public mutating func record(speed: Double, at time: Double) {
    guard speed.isFinite, time.isFinite else { return }
    samples.append((time, speed))
    let oldest = time - window
    if let first = samples.firstIndex(where: { $0.time >= oldest }), first > 0 { samples.removeFirst(first) }
  }

  /// Forgets every sample (the ball left the plane, or the slope changed).
  public mutating func reset() { samples.removeAll() }

  /// The acceleration in points/s², once the samples span `minimumSpan` seconds.
  public var acceleration: Double? {
    guard let first = samples.first, let last = samples.last, last.time - first.time >= minimumSpan else { return nil }
    let n = Double(samples.count)
    let meanT = samples.reduce(0) { $0 + $1.time } / n
    let meanV = samples.reduce(0) { $0 + $1.speed } / n
    var covariance = 0.0
    var variance = 0.0
    for s in samples {
      covariance += (s.time - meanT) * (s.speed - meanV)
      variance += (s.time - meanT) * (s.time - meanT)
    }
    return variance > 0 ? covariance / variance : nil
  }
}
