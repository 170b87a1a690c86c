import Geometry

extension View {
  /// Maps the view's own coordinates into its superview's: about the centre by `transform`.
  public var transformToSuperview: AffineTransform {
    AffineTransform(translationX: -bounds.midX, y: -bounds.midY)
      .concatenating(transitionTransform)
      .concatenating(transform)
      .concatenating(AffineTransform(translationX: center.x, y: center.y))
  }

  /// Maps the view's own coordinates into the root view's.
  public var transformToRoot: AffineTransform {
    var t = transformToSuperview
    var v = superview
    while let parent = v, parent.superview != nil {
      t = t.concatenating(parent.transformToSuperview)
      v = parent.superview
    }
    return t
  }

  /// Converts a point from this view's coordinates to `view`'s (both must share a root; nil means the root).
  public func convert(_ point: Point, to view: View?) -> Point {
    let rootPoint = superview == nil ? point : transformToRoot.apply(to: point)
    guard let view, view.superview != nil else { return rootPoint }
    return view.transformToRoot.inverted()?.apply(to: rootPoint) ?? rootPoint
  }

  /// Converts a point from `view`'s coordinates (nil: the root's) to this view's.
  public func convert(_ point: Point, from view: View?) -> Point {
    let rootPoint = view.map { $0.superview == nil ? point : $0.transformToRoot.apply(to: point) } ?? point
    guard superview != nil else { return rootPoint }
    return transformToRoot.inverted()?.apply(to: rootPoint) ?? rootPoint
  }

  /// The deepest visible, interactive view under `point` (in this view's coordinates), front to back.
  ///
  /// As in UIKit, a view that is hidden, has an alpha below 0.01 or has `isUserInteractionEnabled`
  /// off is skipped with all its subviews; subviews are searched front to back through their
  /// transforms (so rotated and scaled views are hit where they are drawn); a subview outside its
  /// superview's bounds is found only when the superview does not clip to its bounds.
  ///
  /// - Complexity: O(*n*) in the number of views in the subtree.
  public func hitTest(_ point: Point) -> View? {
    guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, point.isValid else { return nil }
    let inside = bounds.contains(point)
    if clipsToBounds && !inside { return nil }
    for sub in subviews.reversed() {
      guard let local = sub.transformToSuperview.inverted()?.apply(to: point) else { continue }
      if let hit = sub.hitTest(local) { return hit }
    }
    return inside ? self : nil
  }
}
