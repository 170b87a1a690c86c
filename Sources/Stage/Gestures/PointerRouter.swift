/// Delivers pointer events from the shell to the gesture recognizers of the views they touch.
///
/// Each pointer is routed by its id: the recognizers of the view under it when it went down (and of
/// that view's ancestors) follow it until it goes up, so two fingers on two views drive two gestures.
/// A recognizer that tracks one pointer (a tap, a pan, a long press) is not offered a second one.
public final class PointerRouter {
  private var routes: [(id: Int32, recognizers: [GestureRecognizer])] = []

  /// Creates a router.
  public init() {}

  /// The ids of the pointers being tracked, in the order they went down.
  public var trackedPointers: [Int32] { routes.map { $0.id } }

  /// Routes one event; `root` is the view tree's root (its coordinates are the events').
  ///
  /// - Complexity: O(*n*) in the number of views for a press (hit testing), O(*r*) in the
  ///   recognizers following the pointer otherwise.
  public func handle(_ event: PointerEvent, in root: View) {
    switch event.phase {
    case .down:
      if routes.contains(where: { $0.id == event.id }) {
        cancel(PointerEvent(phase: .cancel, id: event.id, location: event.location, time: event.time))
      }
      var targets: [GestureRecognizer] = []
      var view = root.hitTest(event.location)
      while let v = view {
        targets += v.gestureRecognizers.filter { $0.isEnabled && $0.acceptsAnotherPointer }
        view = v.superview
      }
      routes.append((event.id, targets))
      for r in targets { r.pointerBegan(event) }
    case .move:
      for r in attachedRecognizers(for: event, in: root) { r.pointerMoved(event) }
    case .up:
      let targets = attachedRecognizers(for: event, in: root)
      routes.removeAll { $0.id == event.id }
      for r in targets { r.pointerEnded(event) }
    case .cancel:
      cancel(event)
    }
  }

  /// Tells every recognizer following a pointer that time reached `time` seconds (the clock of the
  /// pointer events); a long press is recognised this way while its finger holds still.
  public func advance(to time: Double) {
    guard time.isFinite else { return }
    var told: [GestureRecognizer] = []
    for route in routes {
      for r in route.recognizers where !told.contains(where: { $0 === r }) {
        told.append(r)
        r.timeAdvanced(to: time)
      }
    }
  }

  /// Cancels every tracked pointer (e.g. when the game is switched).
  public func cancelAll(time: Double) {
    let all = routes
    routes.removeAll()
    for route in all {
      for r in route.recognizers {
        r.pointerCancelled(PointerEvent(phase: .cancel, id: route.id, location: r.rootLocation, time: time))
      }
    }
  }

  private func cancel(_ event: PointerEvent) {
    let targets = recognizers(for: event.id)
    routes.removeAll { $0.id == event.id }
    for r in targets { r.pointerCancelled(event) }
  }

  /// The recognizers following the pointer of `event` whose views are still in `root`'s tree. The
  /// others, whose view was removed (or freed) since the pointer went down, are cancelled and stop
  /// following it, as UIKit cancels the gestures of a view that leaves the window.
  private func attachedRecognizers(for event: PointerEvent, in root: View) -> [GestureRecognizer] {
    guard let k = routes.firstIndex(where: { $0.id == event.id }) else { return [] }
    let following = routes[k].recognizers
    let attached = following.filter { $0.view?.isDescendant(of: root) == true }
    guard attached.count < following.count else { return following }
    routes[k].recognizers = attached
    let cancel = PointerEvent(phase: .cancel, id: event.id, location: event.location, time: event.time)
    for r in following where !attached.contains(where: { $0 === r }) { r.pointerCancelled(cancel) }
    return attached
  }

  private func recognizers(for id: Int32) -> [GestureRecognizer] {
    routes.first { $0.id == id }?.recognizers ?? []
  }
}
