import GameKit
import Geometry
import Stage

extension InclineLab {
  /// The slope is adjustable (one degree a step, as the slider); the waiting ball is a button
  /// that lets it roll.
  func setUpAccessibility() {
    wedge.makeAccessibilityElement(label: "Slope")
    wedge.accessibilityValueRange = InclineLab.slopeSetting.range
    wedge.accessibilityHint = "Steeper or flatter by 1°, from −45° to 45°"
    wedge.increment = { [unowned(unsafe) self] in self.stepSlope(by: 1) }
    wedge.decrement = { [unowned(unsafe) self] in self.stepSlope(by: -1) }
    updateSlopeAccessibility()
  }

  /// Moves the slope one step as the slider would (not while it rocks).
  func stepSlope(by degrees: Double) {
    guard !isRocking else { return }
    let target = InclineLab.slopeSetting.clamped(targetSlope + degrees)
    _ = controls.setNumber(InclineLab.slopeSetting.id, target)
    setTargetSlope(target)
  }

  /// The slope's value and frame (the triangle), and whether it can be adjusted now.
  func updateSlopeAccessibility() {
    let g = geometry
    wedge.accessibilityFrame = Rect(
      x: g.baseLeft, y: g.groundY - g.height, width: g.baseWidth, height: max(g.height, 1))
    let shown = "\(Int(targetSlope.rounded()))°"
    if wedge.accessibilityValue != shown { wedge.accessibilityValue = shown }
    wedge.accessibilityTraits = isRocking ? [.adjustable, .notEnabled, .updatesFrequently] : .adjustable
  }

  /// Names the ball waiting at the top, or stops naming it once it rolls.
  func describeWaitingBall(_ ball: View, isWaiting: Bool) {
    ball.isAccessibilityElement = isWaiting
    ball.accessibilityLabel = "Ball at the top of the slope"
    ball.accessibilityHint = "Lets it roll"
    ball.accessibilityTraits = .button
  }
}
