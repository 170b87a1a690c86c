/// Delivers pointer events from the shell to the gesture recognizers of the views they touch.
///
/// Each pointer is routed by its id: the recognizers of the view under it when it went down (and of
/// that view's ancestors) follow it until it goes up, so two fingers on two views drive two gestures.
public final class PointerRouter {
  private var routes: [(id: Int32, recognizers: [GestureRecognizer])] = []

  /// Creates a router.
  public init() {}

  /// Routes one event; `root` is the view tree's root (its coordinates are the events').
  public func handle(_ event: PointerEvent, in root: View) {
    switch event.phase {
    case .down:
      routes.removeAll { $0.id == event.id }
      var targets: [GestureRecognizer] = []
      var view = root.hitTest(event.location)
      while let v = view {
        targets += v.gestureRecognizers.filter { $0.isEnabled && $0.acceptsAnotherPointer }
        view = v.superview
      }
      routes.append((event.id, targets))
      for r in targets { r.pointerBegan(event) }
    case .move:
      for r in recognizers(for: event.id) { r.pointerMoved(event) }
    case .up:
      for r in recognizers(for: event.id) { r.pointerEnded(event) }
      routes.removeAll { $0.id == event.id }
    case .cancel:
      for r in recognizers(for: event.id) { r.pointerCancelled(event) }
      routes.removeAll { $0.id == event.id }
    }
  }

  /// Cancels every tracked pointer (e.g. when the game is switched).
  public func cancelAll(time: Double) {
    for route in routes {
      for r in route.recognizers {
        r.pointerCancelled(PointerEvent(phase: .cancel, id: route.id, location: r.rootLocation, time: time))
      }
    }
    routes.removeAll()
  }

  private func recognizers(for id: Int32) -> [GestureRecognizer] {
    routes.first { $0.id == id }?.recognizers ?? []
  }
}
