/// How a container's elements are arranged, so assistive technology can move through them
/// (UIKit's `UIAccessibilityContainerType`, with a grid's column count).
public enum AccessibilityContainerType: Hashable, Sendable {
  /// Not a container: its elements belong to the enclosing container, if any.
  case none
  /// A list read top to bottom.
  case list
  /// Rows of `columns` elements, read row by row.
  case grid(columns: Int)
}
