import Geometry

/// One element of the accessibility tree as it stood at a frame: a snapshot that refers to no view.
public struct AccessibilityElement: Equatable, Sendable {
  /// The view's id, stable while the view lives.
  public var identifier: Int32
  /// What the element is.
  public var label: String
  /// Its current value ("" for none).
  public var value: String
  /// What activating it does ("" for none).
  public var hint: String
  /// What it is and its state.
  public var traits: AccessibilityTraits
  /// Its rectangle in root coordinates, in whole points.
  public var frame: Rect
  /// The id of the container it belongs to (0: none).
  public var container: Int32
  /// The numbers an adjustable value moves between (nil: not given).
  public var valueRange: ClosedRange<Double>? = nil
}

/// A group of elements arranged as a list or a grid, as it stood at a frame.
public struct AccessibilityContainer: Equatable, Sendable {
  /// The container view's id.
  public var identifier: Int32
  /// What the group is ("Cards", "Themes").
  public var label: String
  /// How its elements are arranged.
  public var type: AccessibilityContainerType
}
