import Geometry

extension View {
  /// Whether assistive technology sees this view as one element (its subviews are then not read).
  public var isAccessibilityElement: Bool {
    get { accessibility.isElement }
    set { accessibility.isElement = newValue }
  }
  /// What the element is, in a few words ("New game", "three red striped diamonds").
  public var accessibilityLabel: String? {
    get { accessibility.label }
    set { accessibility.label = newValue }
  }
  /// The element's current value ("score 3 to 5", "20 degrees"), read after the label.
  public var accessibilityValue: String? {
    get { accessibility.value }
    set { accessibility.value = newValue }
  }
  /// What activating the element does, when the label does not say it ("deals three more cards").
  public var accessibilityHint: String? {
    get { accessibility.hint }
    set { accessibility.hint = newValue }
  }
  /// What the element is and what state it is in.
  public var accessibilityTraits: AccessibilityTraits {
    get { accessibility.traits }
    set { accessibility.traits = newValue }
  }
  /// The element's rectangle in the root view's coordinates, in points: the box around the view as
  /// drawn (through every transform) unless set.
  public var accessibilityFrame: Rect {
    get { accessibility.frame ?? boundsInRoot }
    set { accessibility.frame = newValue }
  }
  /// The numbers an adjustable element's value moves between (a slope's −45…45), for assistive
  /// technology that announces a range (the web's slider); nil when the value is not a number.
  /// UIKit has no such property: VoiceOver reads the value text alone.
  public var accessibilityValueRange: ClosedRange<Double>? {
    get { accessibility.valueRange }
    set { accessibility.valueRange = newValue }
  }
  /// Where activating the element taps, in root coordinates: the middle of `accessibilityFrame`
  /// unless set.
  public var accessibilityActivationPoint: Point {
    get { accessibility.activationPoint ?? accessibilityFrame.center }
    set { accessibility.activationPoint = newValue }
  }
  /// The views read in this container, in reading order; nil reads the subviews back to front.
  public var accessibilityElements: [View]? {
    get { accessibility.elements }
    set { accessibility.elements = newValue }
  }
  /// When true, neither the view nor anything under it is read (decorations, a layer of flying cards).
  public var accessibilityElementsHidden: Bool {
    get { accessibility.elementsHidden }
    set { accessibility.elementsHidden = newValue }
  }
  /// How the elements under this view are arranged; a view of any kind but `none` is a container.
  public var accessibilityContainerType: AccessibilityContainerType {
    get { accessibility.containerType }
    set { accessibility.containerType = newValue }
  }
  /// The id the accessibility tree gives this view, stable while the view lives (0 until read).
  public var accessibilityIdentifier: Int32 { accessibility.identifier }

  /// The bounding box of the view's bounds in the root's coordinates.
  var boundsInRoot: Rect {
    superview == nil ? bounds : bounds.boundingBox(through: transformToRoot)
  }
}

extension Rect {
  /// The smallest upright rectangle holding this one after `t` maps it.
  func boundingBox(through t: AffineTransform) -> Rect {
    let p1 = t.apply(to: Point(x: minX, y: minY))
    let p2 = t.apply(to: Point(x: maxX, y: minY))
    let p3 = t.apply(to: Point(x: minX, y: maxY))
    let p4 = t.apply(to: Point(x: maxX, y: maxY))
    let lowX = min(min(p1.x, p2.x), min(p3.x, p4.x))
    let lowY = min(min(p1.y, p2.y), min(p3.y, p4.y))
    let highX = max(max(p1.x, p2.x), max(p3.x, p4.x))
    let highY = max(max(p1.y, p2.y), max(p3.y, p4.y))
    return Rect(x: lowX, y: lowY, width: highX - lowX, height: highY - lowY)
  }
}
