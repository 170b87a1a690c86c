import Geometry
import Testing

@testable import Physics

/// Reusing last step's manifold: only while the two bodies keep their places against each other,
/// only when nothing was dropped, with the normal turned with body A and the lever arms as they were.
@Suite struct ManifoldCacheTests {
  /// A two-point manifold as a box resting on another would have: normal down the page (A to B).
  private static let resting: Manifold = {
    var m = Manifold()
    m.normal = Vector(dx: 0, dy: 1)
    m.add(ManifoldPoint(point: Point(x: 95, y: 210), separation: -0.1, id: 3))
    m.add(ManifoldPoint(point: Point(x: 105, y: 210), separation: 0.05, id: 4))
    return m
  }()

  private static let xfA = Transform(p: Point(x: 100, y: 200), q: Rotation(angle: 0.3))
  private static let xfB = Transform(p: Point(x: 101, y: 220), q: Rotation(angle: 0.31))

  private static func cache(complete: Bool = true) -> ManifoldCache {
    ManifoldCache(resting, at: place(xfA, xfB), complete: complete, outlines: 7)
  }

  /// Two bodies at `a` and `b` whose centres of mass are their origins.
  private static func place(_ a: Transform, _ b: Transform) -> PairPlacement {
    PairPlacement(xfA: a, xfB: b, centerA: a.p, centerB: b.p)
  }

  /// The surface arms `WideContact.prepare` reads from point `p` of `m` with the bodies at `place`.
  private static func arms(_ p: ManifoldPoint, _ m: Manifold, _ place: PairPlacement) -> (Vector, Vector) {
    let half = m.normal * (0.5 * p.separation)
    return (p.point - half - place.centerA, p.point + half - place.centerB + p.spread)
  }

  @Test func aPairThatHasNotMovedKeepsItsArmsUnturnedWhereverTheyNowAre() throws {
    // Both bodies carried 40 points right and turned together by 0.1 rad: same relative pose.
    let turn = Rotation(angle: 0.1)
    func carried(_ xf: Transform) -> Transform {
      let r = turn.apply(xf.p - Point(x: 0, y: 0))
      return Transform(p: Point(x: r.dx + 40, y: r.dy), q: xf.q.then(turn))
    }
    let now = Self.place(carried(Self.xfA), carried(Self.xfB))
    let m = try #require(Self.cache().reused(at: now, speculative: 1, outlines: 7))
    #expect(m.count == 2)
    #expect((m.normal - turn.apply(Self.resting.normal)).length < 1e-12)
    #expect(abs(m.point0.separation - -0.1) < 1e-12 && abs(m.point1.separation - 0.05) < 1e-12)
    #expect(m.point0.id == 3 && m.point1.id == 4)
    let then = Self.place(Self.xfA, Self.xfB)
    for (kept, computed) in [(m.point0, Self.resting.point0), (m.point1, Self.resting.point1)] {
      let (armA, armB) = Self.arms(kept, m, now)
      let (wasA, wasB) = Self.arms(computed, Self.resting, then)
      #expect((armA - wasA).length < 1e-9 && (armB - wasB).length < 1e-9)
    }
  }

  @Test func separationsFollowASmallShiftAlongTheNormal() throws {
    // B moves 0.003 points along A's normal (in A's frame): both separations grow by that much.
    let shift = Self.xfA.q.apply(Self.xfA.q.inverseApply(Self.resting.normal) * 0.003)
    let b = Transform(p: Self.xfB.p + shift, q: Self.xfB.q)
    let m = try #require(
      Self.cache().reused(at: Self.place(Self.xfA, b), speculative: 1, outlines: 7))
    #expect(abs(m.point0.separation - (-0.1 + 0.003)) < 1e-12)
    #expect(abs(m.point1.separation - (0.05 + 0.003)) < 1e-12)
  }

  @Test func separationsFollowBsPointsAsItTurns() throws {
    // B turns by 0.005 rad (within the tolerance) about its origin: each point, carried by B,
    // moves along the normal by its own amount (one nearer, one further away).
    let b = Transform(p: Self.xfB.p, q: Self.xfB.q.then(Rotation(angle: 0.005)))
    let m = try #require(
      Self.cache().reused(at: Self.place(Self.xfA, b), speculative: 1, outlines: 7))
    func carried(_ p: ManifoldPoint) -> Double {
      let onB = Self.xfB.q.inverseApply(p.point - Self.xfB.p)
      return p.separation + (b.apply(onB) - p.point).dot(Self.resting.normal)
    }
    #expect(abs(m.point0.separation - carried(Self.resting.point0)) < 1e-9)
    #expect(abs(m.point1.separation - carried(Self.resting.point1)) < 1e-9)
    #expect(m.point0.separation < -0.1 - 0.01 && m.point1.separation > 0.05 + 0.01)
  }

  @Test func movingOrTurningBeyondTheTolerancesComputesItAgain() {
    let cache = Self.cache()
    let moved = Transform(p: Self.xfB.p + Vector(dx: 2.6, dy: 0), q: Self.xfB.q)
    #expect(cache.reused(at: Self.place(Self.xfA, moved), speculative: 1, outlines: 7) == nil)
    // A turn of B against A moves its far side by the extent (10 points) times its sine: 0.3 × 10.
    let turned = Transform(p: Self.xfB.p, q: Self.xfB.q.then(Rotation(c: (1 - 0.09).squareRoot(), s: 0.3)))
    #expect(cache.reused(at: Self.place(Self.xfA, turned), speculative: 1, outlines: 7) == nil)
    // Both turned together by 0.25 rad: their relative pose holds, but the kept arms point too far off.
    let turn = Rotation(angle: 0.25)
    let a = Transform(p: Self.xfA.p, q: Self.xfA.q.then(turn))
    let b = Transform(p: Self.xfA.p + turn.apply(Self.xfB.p - Self.xfA.p), q: Self.xfB.q.then(turn))
    #expect(cache.reused(at: Self.place(a, b), speculative: 1, outlines: 7) == nil)
    let little = Rotation(angle: 0.15)
    let a2 = Transform(p: Self.xfA.p, q: Self.xfA.q.then(little))
    let b2 = Transform(p: Self.xfA.p + little.apply(Self.xfB.p - Self.xfA.p), q: Self.xfB.q.then(little))
    #expect(cache.reused(at: Self.place(a2, b2), speculative: 1, outlines: 7) != nil)
  }

  @Test func anIncompleteManifoldOrAReshapedOutlineIsNeverReused() {
    let place = Self.place(Self.xfA, Self.xfB)
    #expect(Self.cache(complete: false).reused(at: place, speculative: 1, outlines: 7) == nil)
    #expect(Self.cache().reused(at: place, speculative: 1, outlines: 8) == nil)
  }

  @Test func pointsBeyondThisStepsMarginAreDropped() throws {
    let m = try #require(Self.cache().reused(at: Self.place(Self.xfA, Self.xfB), speculative: 0, outlines: 7))
    #expect(m.count == 1 && m.point0.id == 3)
  }

  @Test func aRestingPyramidReusesManifoldsAndStillStands() {
    let world = PhysicsWorld(gravity: Vector(dx: 0, dy: 1000))
    world.enableSleep = false
    var groundDef = BodyDefinition()
    groundDef.type = .static
    let ground = world.createBody(groundDef)
    world.addShape(ShapeDefinition(geometry: .segment(Vector(dx: -400, dy: 0), Vector(dx: 400, dy: 0))), to: ground)
    var boxes: [BodyID] = []
    for row in 0..<6 {
      for k in 0..<(6 - row) {
        var def = BodyDefinition()
        def.type = .dynamic
        def.position = Point(x: Double(k - (6 - row) / 2) * 21 + Double(row) * 10.5, y: -10 - Double(row) * 20)
        let body = world.createBody(def)
        world.addShape(ShapeDefinition(geometry: .box(width: 20, height: 20)), to: body)
        boxes.append(body)
      }
    }
    for _ in 0..<240 { world.step(dt: 1.0 / 60) }
    let before = boxes.map { world.position(of: $0) }
    let reused = countReusedManifolds(world)
    for _ in 0..<60 { world.step(dt: 1.0 / 60) }
    #expect(reused > world.contacts.manifolds.count / 2)
    for (k, body) in boxes.enumerated() {
      #expect((world.position(of: body) - before[k]).length < 0.5)
    }
  }

  /// How many of the contacts of the next step reuse a manifold (same cache as the last step's).
  private func countReusedManifolds(_ world: PhysicsWorld) -> Int {
    let previous = Array(world.contacts.caches.buffer)
    let previousContacts = Array(world.contacts.current.buffer)
    world.step(dt: 1.0 / 60)
    var reused = 0
    for c in world.contacts.current.buffer where c.cacheIndex >= 0 {
      guard let old = previousContacts.first(where: { $0.shapeA == c.shapeA && $0.shapeB == c.shapeB }),
        old.cacheIndex >= 0
      else { continue }
      let a = previous[Int(old.cacheIndex)]
      let b = world.contacts.caches[Int(c.cacheIndex)]
      if a.count > 0 && a.pose.p == b.pose.p && a.pose.q == b.pose.q { reused += 1 }
    }
    return reused
  }
}

extension ManifoldCache {
  /// `reuse(into:…)` as an optional, for the expectations above: a tolerance of 2.5 points and
  /// shapes that reach 10 points.
  fileprivate func reused(at place: PairPlacement, speculative: Double, outlines: UInt32) -> Manifold? {
    var m = Manifold()
    return reuse(into: &m, at: place, tolerance: 2.5, extent: 10, speculative: speculative, outlines: outlines)
      != nil ? m : nil
  }
}
