import Geometry

/// Recognises one pointer dragging (UIKit's `UIPanGestureRecognizer`).
public final class PanGestureRecognizer: GestureRecognizer {
  /// How far, in points, the pointer must move before the pan begins (0: on touch down).
  public var minimumDistance = 8.0

  private var pointerID: Int32?
  private var start = Point.zero
  private var samples: [(time: Double, location: Point)] = []

  /// The distance moved since the pan began, in `view`'s coordinates (nil: root).
  public func translation(in view: View?) -> Vector {
    guard let view else { return rootLocation - start }
    return view.convert(rootLocation, from: nil) - view.convert(start, from: nil)
  }

  /// Restarts the translation from the current location, with `translation` already travelled.
  public func setTranslation(_ translation: Vector, in view: View?) {
    start = rootLocation - translation
  }

  /// The pointer's recent velocity, in points per second (root coordinates; measured over the last 0.1 s).
  public func velocity(in view: View?) -> Vector {
    guard let last = samples.last else { return .zero }
    let first = samples.first { last.time - $0.time <= 0.1 } ?? last
    let dt = last.time - first.time
    guard dt > 0 else { return .zero }
    let v = (last.location - first.location) / dt
    guard let view else { return v }
    return view.transformToRoot.inverted()?.apply(to: v) ?? v
  }

  override public var acceptsAnotherPointer: Bool { pointerID == nil }

  override public func pointerBegan(_ event: PointerEvent) {
    guard pointerID == nil else { return }
    pointerID = event.id
    start = event.location
    rootLocation = event.location
    samples = [(event.time, event.location)]
    if minimumDistance <= 0 { state = .began }
  }

  override public func pointerMoved(_ event: PointerEvent) {
    guard event.id == pointerID else { return }
    rootLocation = event.location
    samples.append((event.time, event.location))
    if samples.count > 16 { samples.removeFirst(samples.count - 16) }
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
    rootLocation = event.location
    if state == .began || state == .changed { state = .ended }
    reset()
  }

  override public func reset() {
    pointerID = nil
    super.reset()
  }
}
