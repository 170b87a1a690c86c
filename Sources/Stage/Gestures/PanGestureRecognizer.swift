import Geometry

/// Recognises one pointer dragging (UIKit's `UIPanGestureRecognizer`).
///
/// The pan begins once the pointer has moved `minimumDistance` points, changes with every move and
/// ends when the pointer goes up. `translation(in:)` is measured from where it began;
/// `velocity(in:)` comes from a `VelocityTracker` over the last 0.1 s, so it is zero when the
/// finger rests before lifting and a fling's speed when it does not.
public final class PanGestureRecognizer: GestureRecognizer {
  /// How far, in points, the pointer must move before the pan begins (0: on touch down).
  public var minimumDistance = 8.0

  private var pointerID: Int32?
  private var start = Point.zero
  private var tracker = VelocityTracker()
  private var now = 0.0

  /// The distance moved since the pan began, in `view`'s coordinates (nil: root).
  public func translation(in view: View?) -> Vector {
    guard let view else { return rootLocation - start }
    return view.convert(rootLocation, from: nil) - view.convert(start, from: nil)
  }

  /// Restarts the translation from the current location, with `translation` (in `view`'s
  /// coordinates; nil: root) already travelled.
  public func setTranslation(_ translation: Vector, in view: View?) {
    let rootTranslation = view.map { $0.transformToRoot.apply(to: translation) } ?? translation
    start = rootLocation - rootTranslation
  }

  /// The pointer's velocity, in points per second in `view`'s coordinates (nil: root).
  public func velocity(in view: View?) -> Vector {
    let v = tracker.velocity(at: now)
    guard let view else { return v }
    return view.transformToRoot.inverted()?.apply(to: v) ?? v
  }

  override public var acceptsAnotherPointer: Bool { pointerID == nil }

  override public func pointerBegan(_ event: PointerEvent) {
    guard pointerID == nil else { return }
    pointerID = event.id
    start = event.location
    rootLocation = event.location
    now = event.time
    tracker.reset()
    tracker.add(event.location, at: event.time)
    if minimumDistance <= 0 { state = .began }
  }

  override public func pointerMoved(_ event: PointerEvent) {
    guard event.id == pointerID else { return }
    rootLocation = event.location
    now = max(now, event.time)
    tracker.add(event.location, at: event.time)
    switch state {
    case .possible:
      if (event.location - start).length >= minimumDistance {
        start = event.location
        state = .began
      }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  override public func pointerEnded(_ event: PointerEvent) {
    guard event.id == pointerID else { return }
    now = max(now, event.time)
    if event.location != rootLocation { tracker.add(event.location, at: event.time) }
    rootLocation = event.location
    if state == .began || state == .changed { state = .ended }
    reset()
  }

  override public func pointerCancelled(_ event: PointerEvent) {
    guard event.id == pointerID else { return }
    super.pointerCancelled(event)
  }

  override public func timeAdvanced(to time: Double) {
    now = max(now, time)
  }

  override public func reset() {
    pointerID = nil
    super.reset()
  }
}
