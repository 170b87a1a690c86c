import Geometry

/// Recognises one or more quick taps in one place (UIKit's `UITapGestureRecognizer`).
public final class TapGestureRecognizer: GestureRecognizer {
  /// Taps needed to recognise the gesture.
  public var numberOfTapsRequired = 1
  /// How far a pointer may wander during a tap, in points.
  public var allowableMovement = 10.0
  /// Longest press that still counts as a tap, and longest pause between taps, in seconds.
  public var maximumTapDuration = 0.35

  private var pointerID: Int32?
  private var downLocation = Point.zero
  private var downTime = 0.0
  private var lastTapTime = -Double.infinity
  private var taps = 0

  override public var acceptsAnotherPointer: Bool { pointerID == nil }

  override public func pointerBegan(_ event: PointerEvent) {
    guard pointerID == nil else { return }
    if event.time - lastTapTime > maximumTapDuration { taps = 0 }
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
    guard event.time - downTime <= maximumTapDuration else { return fail() }
    taps += 1
    lastTapTime = event.time
    rootLocation = event.location
    if taps >= numberOfTapsRequired {
      taps = 0
      state = .ended
      state = .possible
    }
  }

  private func fail() {
    pointerID = nil
    taps = 0
    state = .failed
    state = .possible
  }
}
