import Geometry

/// The area where a field acts (UIKit's `UIRegion`): a rectangle or circle centred on its origin,
/// everywhere, or a combination of regions.
///
/// A region has no position of its own: a `FieldBehavior` centres it on the field's `position`,
/// and `contains(_:)` takes points relative to that centre.
///
///     let ring = Region(radius: 200).byDifference(from: Region(radius: 50))
///     field.region = ring
public struct Region: Hashable, Sendable {
  private indirect enum Shape: Hashable, Sendable {
    case everywhere
    case rectangle(halfWidth: Double, halfHeight: Double)
    case circle(radiusSquared: Double)
    case inverse(Shape)
    case union(Shape, Shape)
    case intersection(Shape, Shape)
    case difference(Shape, Shape)
  }

  private let shape: Shape

  private init(_ shape: Shape) { self.shape = shape }

  /// The region that holds every point (UIKit's `infiniteRegion`).
  public static let infinite = Region(.everywhere)

  /// A rectangle of `size` points centred on the origin; an invalid size gives an empty region.
  public init(size: Size) {
    let valid = size.isValid
    self.init(.rectangle(halfWidth: valid ? size.width / 2 : -1, halfHeight: valid ? size.height / 2 : -1))
  }

  /// A circle of `radius` points centred on the origin; a negative or non-finite radius gives an empty region.
  public init(radius: Double) {
    self.init(.circle(radiusSquared: radius.isFinite && radius >= 0 ? radius * radius : -1))
  }

  /// The points this region does not hold.
  public func inverse() -> Region { Region(.inverse(shape)) }

  /// The points in this region or in `region`.
  public func byUnion(with region: Region) -> Region { Region(.union(shape, region.shape)) }

  /// The points in both this region and `region`.
  public func byIntersection(with region: Region) -> Region { Region(.intersection(shape, region.shape)) }

  /// The points in this region that are not in `region` (this region minus `region`).
  public func byDifference(from region: Region) -> Region { Region(.difference(shape, region.shape)) }

  /// True when `point`, relative to the region's centre in points, lies inside or on the edge.
  ///
  /// - Complexity: O(*n*), where *n* is the number of regions combined into this one.
  public func contains(_ point: Point) -> Bool { Region.contains(point, in: shape) }

  private static func contains(_ p: Point, in shape: Shape) -> Bool {
    switch shape {
    case .everywhere: return true
    case .rectangle(let hw, let hh): return abs(p.x) <= hw && abs(p.y) <= hh
    case .circle(let r2): return p.x * p.x + p.y * p.y <= r2
    case .inverse(let s): return !contains(p, in: s)
    case .union(let a, let b): return contains(p, in: a) || contains(p, in: b)
    case .intersection(let a, let b): return contains(p, in: a) && contains(p, in: b)
    case .difference(let a, let b): return contains(p, in: a) && !contains(p, in: b)
    }
  }
}
