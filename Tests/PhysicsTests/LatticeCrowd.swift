import Geometry

@testable import Physics

/// Crowds of balls for the broad phase's tests.
enum LatticeCrowd {
  /// A world without gravity of `count` balls of radius 5 on a square lattice 9.5 points apart (every
  /// row and column neighbour overlaps; diagonal neighbours are 13.4 points apart, beyond the margin),
  /// plus, when `outlier`, one ball far away that makes the crowd too thin to pack.
  static func world(_ count: Int, outlier: Bool = false) -> PhysicsWorld {
    let world = PhysicsWorld(gravity: .zero)
    world.enableSleep = false
    let side = Int(Double(count).squareRoot().rounded(.up))
    for k in 0..<count {
      var def = BodyDefinition()
      def.position = Point(x: Double(k % side) * 9.5, y: Double(k / side) * 9.5)
      world.addShape(ShapeDefinition(geometry: .circle(center: .zero, radius: 5)), to: world.createBody(def))
    }
    if outlier {
      var def = BodyDefinition()
      def.position = Point(x: 1e7, y: 1e7)
      world.addShape(ShapeDefinition(geometry: .circle(center: .zero, radius: 5)), to: world.createBody(def))
    }
    return world
  }
}
