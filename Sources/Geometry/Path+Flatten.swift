extension Path {
  /// The path as polylines, one per subpath, with curves replaced by `segmentsPerCurve` straight
  /// pieces each; a closed subpath repeats its first point at the end.
  ///
  /// - Complexity: O(*n* · *k*), where *n* is the number of elements and *k* is `segmentsPerCurve`.
  public func polylines(segmentsPerCurve: Int = 12) -> [[Point]] {
    var result: [[Point]] = []
    var current: [Point] = []
    var last = Point.zero
    func finish() {
      if current.count > 1 { result.append(current) }
      current = []
    }
    let n = max(1, segmentsPerCurve)
    for element in elements {
      switch element {
      case .move(let p):
        finish()
        current = [p]
        last = p
      case .line(let p):
        if current.isEmpty { current = [last] }
        current.append(p)
        last = p
      case .quad(let p, let c):
        if current.isEmpty { current = [last] }
        let p0 = last
        for i in 1...n {
          let t = Double(i) / Double(n)
          let u = 1 - t
          current.append(
            Point(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
        }
        last = p
      case .cubic(let p, let c1, let c2):
        if current.isEmpty { current = [last] }
        let p0 = last
        for i in 1...n {
          let t = Double(i) / Double(n)
          let u = 1 - t
          let a = u * u * u
          let b = 3 * u * u * t
          let c = 3 * u * t * t
          let d = t * t * t
          current.append(
            Point(x: a * p0.x + b * c1.x + c * c2.x + d * p.x, y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
        }
        last = p
      case .close:
        if let first = current.first {
          if current.last != first { current.append(first) }
          last = first
        }
        finish()
      }
    }
    finish()
    return result
  }

  /// The smallest axis-aligned rectangle containing every point and control point.
  public var boundingBox: Rect {
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    func include(_ p: Point) {
      minX = Swift.min(minX, p.x)
      minY = Swift.min(minY, p.y)
      maxX = Swift.max(maxX, p.x)
      maxY = Swift.max(maxY, p.y)
    }
    for element in elements {
      switch element {
      case .move(let p), .line(let p): include(p)
      case .quad(let p, let c):
        include(p)
        include(c)
      case .cubic(let p, let c1, let c2):
        include(p)
        include(c1)
        include(c2)
      case .close: break
      }
    }
    return minX <= maxX ? Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .zero
  }
}
