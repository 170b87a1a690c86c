import Geometry

extension View {
  /// Writes the view and its subviews into `list`, in the root's coordinates.
  ///
  /// Drawn as UIKit composites a view's layer: the shadow, the background (with its corner radius),
  /// the content, the subviews, then the border on top. `clipsToBounds` clips all of it to the
  /// rounded bounds — the view's own content and, as with `masksToBounds`, its shadow too.
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
    if clipsToBounds { list.append(.clipRect, bounds.minX, bounds.minY, bounds.width, bounds.height, cornerRadius) }
    drawBackgroundAndContent(into: &list)
    for sub in subviews { sub.render(into: &list) }
    drawBorder(into: &list)
    if shade > 0 {
      list.fillRect(bounds, cornerRadius: cornerRadius, color: Color(red: 0, green: 0, blue: 0, alpha: min(shade, 1)))
    }
    list.append(.restore)
  }

  /// The shadow is cast by the background, or by the content when there is no visible background.
  private func drawBackgroundAndContent(into list: inout DisplayList) {
    let background = backgroundColor.flatMap { $0.alpha > 0 ? $0 : nil }
    if let background {
      withShadow(into: &list) { $0.fillRect(bounds, cornerRadius: cornerRadius, color: background) }
      drawContent(into: &list)
    } else if content != nil {
      withShadow(into: &list) { drawContent(into: &$0) }
    }
  }

  private func withShadow(into list: inout DisplayList, _ draw: (inout DisplayList) -> Void) {
    guard let shadow else { return draw(&list) }
    list.append(.save)
    list.shadow(shadow)
    draw(&list)
    list.append(.restore)
  }

  private func drawContent(into list: inout DisplayList) {
    switch content {
    case .path(let path, let fill, let stroke, let lineWidth):
      drawPath(path, fill: fill, stroke: stroke, lineWidth: lineWidth, into: &list)
    case .text(let text):
      list.text(text, in: bounds)
    case nil:
      break
    }
  }

  private func drawPath(_ path: Path, fill: Fill?, stroke: Color?, lineWidth: Double, into list: inout DisplayList) {
    var pathIsCurrent = false
    switch fill {
    case .color(let color):
      list.path(path)
      list.fillPath(color)
      pathIsCurrent = true
    case .stripes(let stripes):
      list.append(.save)
      list.path(path)
      list.clipToPath()
      list.path(stripes.lines(covering: path.boundingBox))
      list.strokePath(lineWidth: stripes.lineWidth, color: stripes.color)
      list.append(.restore)
    case nil:
      break
    }
    guard let stroke, lineWidth > 0 else { return }
    if !pathIsCurrent { list.path(path) }
    list.strokePath(lineWidth: lineWidth, color: stroke)
  }

  private func drawBorder(into list: inout DisplayList) {
    guard borderWidth > 0 else { return }
    let inset = bounds.insetBy(dx: borderWidth / 2, dy: borderWidth / 2)
    list.strokeRect(
      inset, cornerRadius: max(0, cornerRadius - borderWidth / 2), lineWidth: borderWidth, color: borderColor)
  }
}
