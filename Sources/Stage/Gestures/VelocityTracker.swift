import Geometry

/// Estimates a pointer's velocity from its recent positions.
///
/// The estimate is the slope of a least-squares line through the samples of the last `horizon`
/// seconds, walking back from the newest one and stopping at the first pause longer than
/// `maximumGap` (the pointer rested there, so older motion no longer counts). A pointer that has
/// not moved for `maximumGap` has no velocity. Fitting a line instead of differencing two samples
/// keeps one jittery or coarsely timestamped event from dominating a fling.
///
///     var tracker = VelocityTracker()
///     tracker.add(Point(x: 0, y: 0), at: 0)
///     tracker.add(Point(x: 10, y: 0), at: 0.01)
///     tracker.velocity(at: 0.01)  // Vector(dx: 1000, dy: 0) points per second
public struct VelocityTracker: Sendable {
  /// How far back samples count, in seconds.
  public var horizon = 0.1
  /// The longest pause between samples, in seconds, before older samples stop counting.
  public var maximumGap = 0.05

  private var times: [Double] = []
  private var points: [Point] = []
  private static let capacity = 32

  /// Creates an empty tracker.
  public init() {}

  /// The newest sample's time, if any.
  public var latestTime: Double? { times.last }

  /// Adds a position at `time` seconds; a time earlier than the newest sample's counts as that time,
  /// and non-finite samples are ignored.
  public mutating func add(_ location: Point, at time: Double) {
    guard location.isValid, time.isFinite else { return }
    times.append(max(time, times.last ?? time))
    points.append(location)
    if times.count > Self.capacity {
      times.removeFirst(times.count - Self.capacity)
      points.removeFirst(points.count - Self.capacity)
    }
  }

  /// Forgets every sample.
  public mutating func reset() {
    times.removeAll(keepingCapacity: true)
    points.removeAll(keepingCapacity: true)
  }

  /// The velocity at `now` seconds, in points per second (zero with fewer than two usable samples).
  ///
  /// - Complexity: O(*n*) in the samples within the horizon.
  public func velocity(at now: Double) -> Vector {
    guard let newest = times.last, now - newest <= maximumGap else { return .zero }
    var first = times.count - 1
    while first > 0, newest - times[first - 1] <= horizon, times[first] - times[first - 1] <= maximumGap {
      first -= 1
    }
    let count = Double(times.count - first)
    guard count >= 2 else { return .zero }
    var meanT = 0.0
    var meanX = 0.0
    var meanY = 0.0
    for i in first..<times.count {
      meanT += times[i] - newest
      meanX += points[i].x
      meanY += points[i].y
    }
    meanT /= count
    meanX /= count
    meanY /= count
    var varianceT = 0.0
    var covarianceX = 0.0
    var covarianceY = 0.0
    for i in first..<times.count {
      let t = times[i] - newest - meanT
      varianceT += t * t
      covarianceX += t * (points[i].x - meanX)
      covarianceY += t * (points[i].y - meanY)
    }
    guard varianceT > 0 else { return .zero }
    return Vector(dx: covarianceX / varianceT, dy: covarianceY / varianceT)
  }
}
