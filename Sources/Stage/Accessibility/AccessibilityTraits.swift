/// What an accessibility element is and what state it is in (UIKit's `UIAccessibilityTraits`).
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public let rawValue: UInt32

  /// Creates traits from their bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// Activating the element does something (a button, a card to choose).
  public static let button = AccessibilityTraits(rawValue: 1 << 0)
  /// The element is chosen or on.
  public static let selected = AccessibilityTraits(rawValue: 1 << 1)
  /// The element heads a part of the screen.
  public static let header = AccessibilityTraits(rawValue: 1 << 2)
  /// The element's value goes up and down with `accessibilityIncrement()` and `accessibilityDecrement()`.
  public static let adjustable = AccessibilityTraits(rawValue: 1 << 3)
  /// The element's value changes often (a clock, a score in play): read it when asked, not on every change.
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 4)
  /// The element does nothing now.
  public static let notEnabled = AccessibilityTraits(rawValue: 1 << 5)
  /// The element is text that does not change the way a value does.
  public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
  /// The element is a picture.
  public static let image = AccessibilityTraits(rawValue: 1 << 7)

  /// Every trait with its name in the bridge's JSON, in the order they are written.
  public static let named: [(trait: AccessibilityTraits, name: String)] = [
    (.button, "button"), (.selected, "selected"), (.header, "header"), (.adjustable, "adjustable"),
    (.updatesFrequently, "updatesFrequently"), (.notEnabled, "notEnabled"), (.staticText, "staticText"),
    (.image, "image"),
  ]
}
