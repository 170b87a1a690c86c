import Geometry

extension View {
  /// Writes the view and its subviews into `list`, in the root's coordinates.
  ///
  /// - Complexity: O(*n*) in the number of views in the subtree.
  public func render(into list: inout DisplayList) {
    guard !isHidden, alpha > 0 else { return }
    list.append(.save)
    if superview != nil {
      let t = transformToSuperview
      list.append(.transform, t.a, t.b, t.c, t.d, t.tx, t.ty)
    }
    if alpha < 1 { list.append(.alpha, alpha) }
    drawSelf(into: &list)
    if clipsToBounds { list.append(.clipRect, bounds.minX, bounds.minY, bounds.width, bounds.height, cornerRadius) }
    for sub in subviews { sub.render(into: &list) }
    list.append(.restore)
  }

  private func drawSelf(into list: inout DisplayList) {
    if let shadow, backgroundColor != nil || content != nil {
      list.append(.save)
      list.shadow(shadow)
      drawBackgroundAndContent(into: &list)
      list.append(.restore)
    } else {
      drawBackgroundAndContent(into: &list)
    }
    if borderWidth > 0 {
      let inset = bounds.insetBy(dx: borderWidth / 2, dy: borderWidth / 2)
      list.strokeRect(
        inset, cornerRadius: max(0, cornerRadius - borderWidth / 2), lineWidth: borderWidth, color: borderColor)
    }
  }

  private func drawBackgroundAndContent(into list: inout DisplayList) {
    if let backgroundColor {
      list.fillRect(bounds, cornerRadius: cornerRadius, color: backgroundColor)
    }
    switch content {
    case .path(let path, let fill, let stroke, let lineWidth):
      list.path(path)
      if let fill { list.fillPath(fill) }
      if let stroke { list.strokePath(lineWidth: lineWidth, color: stroke) }
    case .text(let text):
      list.text(text, in: bounds)
    case nil:
      break
    }
  }
}
