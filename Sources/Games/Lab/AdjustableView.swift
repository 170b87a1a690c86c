import Stage

/// A view whose value assistive technology steps up and down (a slope, a speed): it calls
/// `increment` and `decrement` for UIKit's `accessibilityIncrement()` and `accessibilityDecrement()`.
final class AdjustableView: View {
  /// Steps the value up one step.
  var increment: () -> Void = {}
  /// Steps the value down one step.
  var decrement: () -> Void = {}

  override func accessibilityIncrement() { increment() }

  override func accessibilityDecrement() { decrement() }
}
