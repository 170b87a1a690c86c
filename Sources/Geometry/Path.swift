/// A vector outline made of lines and curves (our `UIBezierPath`): drawn by Stage, flattened to
/// segments for collision by Dynamics.
///
///     var p = Path()
///     p.move(to: Point(x: 0, y: 0))
///     p.addLine(to: Point(x: 10, y: 0))
///     p.addQuadCurve(to: Point(x: 10, y: 10), control: Point(x: 15, y: 5))
///     p.close()
public struct Path: Hashable, Sendable {
  /// One drawing command.
  public enum Element: Hashable, Sendable {
    /// Starts a new subpath at a point.
    case move(Point)
    /// A straight line to a point.
    case line(Point)
    /// A quadratic Bézier curve to a point, with one control point.
    case quad(to: Point, control: Point)
    /// A cubic Bézier curve to a point, with two control points.
    case cubic(to: Point, control1: Point, control2: Point)
    /// Closes the current subpath with a line to its start.
    case close
  }

  /// The commands, in order.
  public private(set) var elements: [Element] = []

  /// Creates an empty path.
  public init() {}

  /// True when the path has no commands.
  public var isEmpty: Bool { elements.isEmpty }

  /// Starts a new subpath at `p`.
  public mutating func move(to p: Point) { elements.append(.move(p)) }
  /// Adds a straight line to `p`.
  public mutating func addLine(to p: Point) { elements.append(.line(p)) }
  /// Adds a quadratic Bézier curve to `p`.
  public mutating func addQuadCurve(to p: Point, control: Point) { elements.append(.quad(to: p, control: control)) }
  /// Adds a cubic Bézier curve to `p`.
  public mutating func addCurve(to p: Point, control1: Point, control2: Point) {
    elements.append(.cubic(to: p, control1: control1, control2: control2))
  }
  /// Closes the current subpath.
  public mutating func close() { elements.append(.close) }

  /// A closed rectangle, clockwise on screen from the top-left corner.
  public init(rect r: Rect) {
    move(to: r.origin)
    addLine(to: Point(x: r.maxX, y: r.minY))
    addLine(to: Point(x: r.maxX, y: r.maxY))
    addLine(to: Point(x: r.minX, y: r.maxY))
    close()
  }

  /// A closed ellipse inscribed in `r`, made of four cubic curves.
  public init(ovalIn r: Rect) {
    let k = 0.5522847498307936
    let cx = r.midX
    let cy = r.midY
    let rx = r.width / 2
    let ry = r.height / 2
    move(to: Point(x: r.maxX, y: cy))
    addCurve(
      to: Point(x: cx, y: r.maxY), control1: Point(x: r.maxX, y: cy + k * ry),
      control2: Point(x: cx + k * rx, y: r.maxY))
    addCurve(
      to: Point(x: r.minX, y: cy), control1: Point(x: cx - k * rx, y: r.maxY),
      control2: Point(x: r.minX, y: cy + k * ry))
    addCurve(
      to: Point(x: cx, y: r.minY), control1: Point(x: r.minX, y: cy - k * ry),
      control2: Point(x: cx - k * rx, y: r.minY))
    addCurve(
      to: Point(x: r.maxX, y: cy), control1: Point(x: cx + k * rx, y: r.minY),
      control2: Point(x: r.maxX, y: cy - k * ry))
    close()
  }

  /// A closed rectangle with corners rounded by quarter ellipses of `cornerRadius` points.
  public init(roundedRect r: Rect, cornerRadius: Double) {
    let rad = max(0, min(cornerRadius, r.width / 2, r.height / 2))
    guard rad > 0 else {
      self.init(rect: r)
      return
    }
    let k = 0.5522847498307936 * rad
    var p = Path()
    p.move(to: Point(x: r.minX + rad, y: r.minY))
    p.addLine(to: Point(x: r.maxX - rad, y: r.minY))
    p.addCurve(
      to: Point(x: r.maxX, y: r.minY + rad), control1: Point(x: r.maxX - rad + k, y: r.minY),
      control2: Point(x: r.maxX, y: r.minY + rad - k))
    p.addLine(to: Point(x: r.maxX, y: r.maxY - rad))
    p.addCurve(
      to: Point(x: r.maxX - rad, y: r.maxY), control1: Point(x: r.maxX, y: r.maxY - rad + k),
      control2: Point(x: r.maxX - rad + k, y: r.maxY))
    p.addLine(to: Point(x: r.minX + rad, y: r.maxY))
    p.addCurve(
      to: Point(x: r.minX, y: r.maxY - rad), control1: Point(x: r.minX + rad - k, y: r.maxY),
      control2: Point(x: r.minX, y: r.maxY - rad + k))
    p.addLine(to: Point(x: r.minX, y: r.minY + rad))
    p.addCurve(
      to: Point(x: r.minX + rad, y: r.minY), control1: Point(x: r.minX, y: r.minY + rad - k),
      control2: Point(x: r.minX + rad - k, y: r.minY))
    p.close()
    self = p
  }

  /// The path with every point mapped through `t`.
  public func applying(_ t: AffineTransform) -> Path {
    var out = Path()
    out.elements = elements.map { e in
      switch e {
      case .move(let p): return .move(t.apply(to: p))
      case .line(let p): return .line(t.apply(to: p))
      case .quad(let p, let c): return .quad(to: t.apply(to: p), control: t.apply(to: c))
      case .cubic(let p, let c1, let c2):
        return .cubic(to: t.apply(to: p), control1: t.apply(to: c1), control2: t.apply(to: c2))
      case .close: return .close
      }
    }
    return out
  }
}
