import Geometry

@testable import Stage

/// Plays scripted pointer events and frames into a `PointerRouter` over a view tree, as the host does.
final class PointerScript {
  let root: View
  let router = PointerRouter()

  init(root: View) { self.root = root }

  func down(_ id: Int32, _ x: Double, _ y: Double, at t: Double) { send(.down, id, x, y, t) }
  func move(_ id: Int32, _ x: Double, _ y: Double, at t: Double) { send(.move, id, x, y, t) }
  func up(_ id: Int32, _ x: Double, _ y: Double, at t: Double) { send(.up, id, x, y, t) }
  func cancel(_ id: Int32, _ x: Double, _ y: Double, at t: Double) { send(.cancel, id, x, y, t) }
  /// A frame at `t` seconds.
  func frame(at t: Double) { router.advance(to: t) }

  /// A tap: down then up `duration` seconds later at the same place.
  func tap(_ id: Int32, _ x: Double, _ y: Double, at t: Double, duration: Double = 0.05) {
    down(id, x, y, at: t)
    up(id, x, y, at: t + duration)
  }

  private func send(_ phase: PointerEvent.Phase, _ id: Int32, _ x: Double, _ y: Double, _ t: Double) {
    router.handle(PointerEvent(phase: phase, id: id, location: Point(x: x, y: y), time: t), in: root)
  }
}

/// Records the states a recognizer reports through its action.
final class StateLog {
  var states: [GestureState] = []
  var locations: [Point] = []

  func record(_ recognizer: GestureRecognizer) {
    states.append(recognizer.state)
    locations.append(recognizer.location(in: nil))
  }
}

/// A pan recognizer added to `view` that begins at the first move (no minimum distance) and calls
/// `action` as its state changes.
@discardableResult
func addEagerPan(to view: View, action: ((GestureRecognizer) -> Void)? = nil) -> PanGestureRecognizer {
  let pan = PanGestureRecognizer(action: action)
  pan.minimumDistance = 0
  view.addGestureRecognizer(pan)
  return pan
}
