import Dynamics
import GameKit
import Geometry
import Stage

extension InclineLab {
  /// The theoretical acceleration of a ball rolling without slipping, in points/s²: 5⁄7·g·sin|θ|.
  public var theoreticalAcceleration: Double { 5.0 / 7.0 * InclineLab.gravity * abs(Trig.sin(slope * Trig.pi / 180)) }

  /// The acceleration along the slope that the last roll measured, in points/s²: nil until a ball
  /// has rolled on the plane, touching nothing else, long enough to measure it at this slope.
  public var measuredAcceleration: Double? { rollReading }

  /// How long a ball must have touched the plane before its speed counts, in seconds: a dropped
  /// ball lands with a bounce and skids before it rolls.
  static let settleTime = 0.1

  /// Samples the tracked ball's speed down the slope while it rolls on the plane alone.
  func measure() {
    guard let ball = trackedBall, isMeasuring, draggedBall !== ball,
      animator.elapsedTime - landingTime >= InclineLab.settleTime
    else { return }
    meter.record(speed: ballBehavior.linearVelocity(for: ball).dot(downhill), at: animator.elapsedTime)
    if let a = meter.acceleration { rollReading = a }
  }

  /// Stops sampling (the reading taken so far stays).
  func stopMeasuring() {
    isMeasuring = false
    meter.reset()
  }

  /// A roll is measured from the moment the tracked ball lands on the plane until it touches
  /// anything else (the ground, a wall, another ball) or leaves the plane.
  func contact(_ event: ContactEvent) {
    guard let ball = trackedBall else { return }
    let partner: (any DynamicItem)?
    if event.item === ball {
      if case .item(let other) = event.partner { partner = other } else { partner = nil }
    } else if case .item(let other) = event.partner, other === ball {
      partner = event.item
    } else {
      return
    }
    if partner === plane && event.began {
      isMeasuring = true
      landingTime = animator.elapsedTime
      meter.reset()
    } else if partner === plane || event.began {
      stopMeasuring()
    }
  }

  /// Shows the measured and theoretical accelerations; before a roll has measured one, says how to get it.
  func updateReadouts() {
    let measured: String
    if let a = measuredAcceleration {
      measured = "\(Int(a.rounded())) pt/s²"
    } else if waitingBall != nil {
      measured = "let the ball roll"
    } else {
      measured = isMeasuring ? "measuring…" : "—"
    }
    if controls["measured"]?.text != measured { _ = controls.setText("measured", measured) }
    let theory = "\(Int(theoreticalAcceleration.rounded())) pt/s²"
    if controls["theory"]?.text != theory { _ = controls.setText("theory", theory) }
  }
}
