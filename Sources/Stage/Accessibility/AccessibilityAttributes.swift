import Geometry

/// The accessibility properties one view stores (read and written through `View`'s UIKit-named
/// properties).
struct AccessibilityAttributes {
  var isElement = false
  var label: String?
  var value: String?
  var hint: String?
  var traits = AccessibilityTraits()
  var frame: Rect?
  var activationPoint: Point?
  var valueRange: ClosedRange<Double>?
  var elements: [View]?
  var elementsHidden = false
  var containerType = AccessibilityContainerType.none
  /// The id the tree gave the view the first time it read it (0: never read).
  var identifier: Int32 = 0
}
