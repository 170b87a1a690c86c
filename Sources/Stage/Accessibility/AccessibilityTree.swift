import Geometry

/// The accessibility elements of a view tree in reading order, read again each frame, with a
/// revision that moves only when something a reader would notice changed.
///
/// Views are read as UIKit's assistive technology reads them: a hidden or transparent view, or one
/// with `accessibilityElementsHidden`, is skipped with its subtree; an element
/// (`isAccessibilityElement`) is read and its subviews are not; any other view reads its
/// `accessibilityElements`, or else its subviews back to front. Each view gets an id the first
/// time it is read, from a counter the tree owns, so the same inputs give the same ids in every
/// build (input logs refer to elements by id).
public final class AccessibilityTree {
  /// Changes whenever an element, a label, value, hint, trait, frame, container or the order changed.
  public private(set) var revision: Int32 = 0
  /// The elements at the last update, in reading order.
  public private(set) var elements: [AccessibilityElement] = []
  /// The containers at the last update, in the order they were first entered.
  public private(set) var containers: [AccessibilityContainer] = []

  private var views: [View] = []
  private var nextIdentifier: Int32 = 1
  private var scratchElements: [AccessibilityElement] = []
  private var scratchContainers: [AccessibilityContainer] = []
  private var scratchViews: [View] = []

  /// Creates an empty tree.
  public init() {}

  /// Reads the tree under `root` (nil: no elements) and moves the revision if it changed.
  ///
  /// - Complexity: O(*n*) in the views read, allocation-free once the buffers have grown.
  public func update(root: View?) {
    scratchElements.removeAll(keepingCapacity: true)
    scratchContainers.removeAll(keepingCapacity: true)
    scratchViews.removeAll(keepingCapacity: true)
    if let root { visit(root, transform: .identity, container: 0) }
    swap(&views, &scratchViews)
    if scratchElements != elements || scratchContainers != containers {
      swap(&elements, &scratchElements)
      swap(&containers, &scratchContainers)
      revision &+= 1
    }
  }

  /// The live view of the element with `identifier` at the last update.
  public func view(for identifier: Int32) -> View? {
    guard identifier > 0 else { return nil }
    for (k, element) in elements.enumerated() where element.identifier == identifier { return views[k] }
    return nil
  }

  private func visit(_ view: View, transform parentTransform: AffineTransform, container: Int32) {
    guard view.isDrawn, !view.accessibility.elementsHidden else { return }
    let transform =
      view.superview == nil ? AffineTransform.identity : view.transformToSuperview.concatenating(parentTransform)
    if view.accessibility.isElement {
      let frame = view.accessibility.frame ?? view.bounds.boundingBox(through: transform)
      scratchElements.append(
        AccessibilityElement(
          identifier: identifier(of: view), label: view.accessibility.label ?? "",
          value: view.accessibility.value ?? "", hint: view.accessibility.hint ?? "",
          traits: view.accessibility.traits, frame: frame.roundedToPoints, container: container,
          valueRange: view.accessibility.valueRange))
      scratchViews.append(view)
      return
    }
    var inner = container
    if view.accessibility.containerType != .none {
      inner = identifier(of: view)
      scratchContainers.append(
        AccessibilityContainer(
          identifier: inner, label: view.accessibility.label ?? "", type: view.accessibility.containerType))
    }
    if let order = view.accessibility.elements {
      for element in order where element.isDrawn(below: view) {
        visit(element, transform: element.transformInRoot, container: inner)
      }
    } else {
      for sub in view.subviews { visit(sub, transform: transform, container: inner) }
    }
  }

  private func identifier(of view: View) -> Int32 {
    if view.accessibility.identifier == 0 {
      view.accessibility.identifier = nextIdentifier
      nextIdentifier &+= 1
    }
    return view.accessibility.identifier
  }
}

extension View {
  /// False when the view is hidden or all but transparent (alpha under 0.01): then neither it nor its
  /// subviews are drawn, so none is read.
  fileprivate var isDrawn: Bool { !isHidden && alpha >= 0.01 }

  /// False when a view between this one and `ancestor` (neither included) is not drawn: an element
  /// listed in `accessibilityElements` out of subview order is read only while it shows.
  fileprivate func isDrawn(below ancestor: View) -> Bool {
    var current = superview
    while let view = current, view !== ancestor {
      if !view.isDrawn { return false }
      current = view.superview
    }
    return true
  }

  /// The transform from the superview's coordinates to the root's (for elements read out of
  /// subview order, whose superview's transform the walk has not computed).
  fileprivate var transformInRoot: AffineTransform {
    superview.map { $0.superview == nil ? .identity : $0.transformToRoot } ?? .identity
  }
}

extension Rect {
  /// The rectangle with its edges rounded to whole points.
  fileprivate var roundedToPoints: Rect {
    let x0 = minX.rounded()
    let y0 = minY.rounded()
    return Rect(x: x0, y: y0, width: maxX.rounded() - x0, height: maxY.rounded() - y0)
  }
}
