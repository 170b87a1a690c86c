/// Recognises every pointer that goes down on its view, any number at once: each press is a
/// discrete gesture that ends the moment it begins, like a piano key (BubblePop pops a bubble on
/// touch-down, so quick fingers are never lost to a slow lift).
///
/// The action sees the state `.ended` and the press's location in `location(in:)`.
public final class PressGestureRecognizer: GestureRecognizer {
  override public func pointerBegan(_ event: PointerEvent) {
    rootLocation = event.location
    state = .ended
    reset()
  }

  override public func pointerCancelled(_ event: PointerEvent) {}
}
