import Stage

@testable import Host

/// Drives an `AppHost` at 60 Hz the way the shell does and reads its accessibility tree.
final class AccessibleHost {
  let host: AppHost
  private(set) var timeMs = 0.0

  /// A host with `game` open on a phone-sized canvas, run for `seconds`.
  init(_ game: String, seed: UInt64 = 7, seconds: Double = 6, width: Double = 390, height: Double = 760) {
    host = AppHost(seed: seed)
    host.resize(width: width, height: height, scale: 3)
    host.open(game)
    run(seconds: seconds)
  }

  /// Runs 60 Hz frames for `seconds`.
  func run(seconds: Double) {
    for _ in 0..<max(Int(seconds * 60), 1) {
      timeMs += 1000 / 60
      host.frame(timeMs: timeMs)
    }
  }

  /// The last frame's elements.
  var elements: [AccessibilityElement] { host.accessibilityTree.elements }

  /// The labels of the last frame's elements, in reading order.
  var labels: [String] { elements.map(\.label) }

  /// The element whose label is `label` in the last frame's tree.
  func element(_ label: String) -> AccessibilityElement? { elements.first { $0.label == label } }

  /// Activates the element labelled `label` and runs one frame; false when there is none or it
  /// was not handled.
  @discardableResult
  func activate(_ label: String) -> Bool {
    guard let element = element(label) else { return false }
    let handled = host.accessibilityAction(id: element.identifier, action: 0)
    run(seconds: 1.0 / 60)
    return handled
  }
}
