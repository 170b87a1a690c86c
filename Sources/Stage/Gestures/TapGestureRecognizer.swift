import Geometry

/// Recognises one or more quick taps in one place (UIKit's `UITapGestureRecognizer`).
///
/// Each tap must go up within `maximumTapDuration` of going down and wander no more than
/// `allowableMovement`; for a double (or triple) tap, each further tap must go down within
/// `maximumIntervalBetweenTaps` of the previous one going up and within
/// `maximumDistanceBetweenTaps` of the first tap.
public final class TapGestureRecognizer: GestureRecognizer {
  /// Taps needed to recognise the gesture.
  public var numberOfTapsRequired = 1
  /// How far a pointer may wander during a tap, in points.
  public var allowableMovement = 10.0
  /// Longest press that still counts as a tap, in seconds.
  public var maximumTapDuration = 0.35
  /// Longest pause between one tap going up and the next going down, in seconds.
  public var maximumIntervalBetweenTaps = 0.35
  /// Farthest a further tap may land from the first tap, in points.
  public var maximumDistanceBetweenTaps = 40.0

  private var pointerID: Int32?
  private var downLocation = Point.zero
  private var downTime = 0.0
  private var firstTapLocation = Point.zero
  private var lastTapTime = -Double.infinity
  private var taps = 0

  override public var acceptsAnotherPointer: Bool { pointerID == nil }

  override public func pointerBegan(_ event: PointerEvent) {
    guard pointerID == nil else { return }
    if taps > 0 {
      let tooLate = event.time - lastTapTime > maximumIntervalBetweenTaps
      let tooFar = (event.location - firstTapLocation).length > maximumDistanceBetweenTaps
      if tooLate || tooFar { taps = 0 }
    }
    if taps == 0 { firstTapLocation = event.location }
    pointerID = event.id
    downLocation = event.location
    downTime = event.time
    rootLocation = event.location
  }

  override public func pointerMoved(_ event: PointerEvent) {
    guard event.id == pointerID else { return }
    if (event.location - downLocation).length > allowableMovement { fail() }
  }

  override public func pointerEnded(_ event: PointerEvent) {
    guard event.id == pointerID else { return }
    pointerID = nil
    let moved = (event.location - downLocation).length > allowableMovement
    guard event.time - downTime <= maximumTapDuration, !moved else { return fail() }
    taps += 1
    lastTapTime = event.time
    rootLocation = event.location
    if taps >= max(1, numberOfTapsRequired) {
      taps = 0
      state = .ended
      state = .possible
    }
  }

  override public func pointerCancelled(_ event: PointerEvent) {
    guard event.id == pointerID else { return }
    pointerID = nil
    taps = 0
    super.pointerCancelled(event)
  }

  private func fail() {
    pointerID = nil
    taps = 0
    state = .failed
    state = .possible
  }
}
