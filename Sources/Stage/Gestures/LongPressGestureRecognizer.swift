import Geometry

/// Recognises a pointer held still (UIKit's `UILongPressGestureRecognizer`).
///
/// The gesture begins once the pointer has been down `minimumPressDuration` seconds without
/// wandering more than `allowableMovement` points — on the frame that reaches that time, while the
/// finger is still held (the router's `advance(to:)` brings frame time) — then changes as the
/// pointer moves and ends when it goes up. Lifting or wandering too early fails it.
public final class LongPressGestureRecognizer: GestureRecognizer {
  /// How long the pointer must be held, in seconds.
  public var minimumPressDuration = 0.5
  /// How far the pointer may wander before the gesture begins, in points.
  public var allowableMovement = 10.0

  private var pointerID: Int32?
  private var downLocation = Point.zero
  private var downTime = 0.0

  override public var acceptsAnotherPointer: Bool { pointerID == nil }

  override public func pointerBegan(_ event: PointerEvent) {
    guard pointerID == nil else { return }
    pointerID = event.id
    downLocation = event.location
    downTime = event.time
    rootLocation = event.location
  }

  override public func pointerMoved(_ event: PointerEvent) {
    guard event.id == pointerID else { return }
    switch state {
    case .possible:
      if (event.location - downLocation).length > allowableMovement { return fail() }
      rootLocation = event.location
      beginIfHeldLongEnough(at: event.time)
    case .began, .changed:
      rootLocation = event.location
      state = .changed
    default:
      break
    }
  }

  override public func pointerEnded(_ event: PointerEvent) {
    guard event.id == pointerID else { return }
    if state == .possible {
      let moved = (event.location - downLocation).length > allowableMovement
      if moved { return fail() }
      beginIfHeldLongEnough(at: event.time)
      if state == .possible { return fail() }
    }
    rootLocation = event.location
    state = .ended
    reset()
  }

  override public func pointerCancelled(_ event: PointerEvent) {
    guard event.id == pointerID else { return }
    super.pointerCancelled(event)
  }

  override public func timeAdvanced(to time: Double) {
    guard pointerID != nil, state == .possible else { return }
    beginIfHeldLongEnough(at: time)
  }

  override public func reset() {
    pointerID = nil
    super.reset()
  }

  private func beginIfHeldLongEnough(at time: Double) {
    if time - downTime >= minimumPressDuration { state = .began }
  }

  private func fail() {
    pointerID = nil
    state = .failed
    state = .possible
  }
}
