import Geometry
import Testing

@testable import Physics

/// The engine's pieces on their own: the broad phase's grid, contact manifolds, and the contact
/// solver two contacts at a time against one at a time.
@Suite struct SolverPieceTests {
  // MARK: Broad phase

  @Test func theGridFindsExactlyThePairsWhoseBoxesOverlap() {
    var random = SeededRandom(seed: 5)
    var boxes: [AABB] = []
    for _ in 0..<300 {
      let x = random.nextDouble(in: 0, 1000)
      let y = random.nextDouble(in: 0, 1000)
      let size = random.nextDouble(in: 2, 40)
      boxes.append(AABB(minX: x, minY: y, maxX: x + size, maxY: y + size * random.nextDouble(in: 0.5, 2)))
    }
    boxes.append(AABB(minX: 0, minY: 400, maxX: 1000, maxY: 420))  // larger than any cell: kept apart
    let grid = SpatialHash()
    grid.reset(cellSize: 32, expectedEntries: boxes.count * 4)
    for (k, box) in boxes.enumerated() { grid.insert(Int32(k), box) }
    var found = Set<UInt64>()
    var reported = 0
    boxes.withUnsafeBufferPointer { boxes in
      grid.forEachPair(boxes: boxes) { a, b in
        found.insert(PairTable.key(min(a, b), max(a, b)))
        reported += 1
      }
    }
    for large in grid.large {
      for k in boxes.indices where Int32(k) != large && boxes[k].overlaps(boxes[Int(large)]) {
        found.insert(PairTable.key(min(Int32(k), large), max(Int32(k), large)))
        reported += 1
      }
    }
    var expected = Set<UInt64>()
    for i in boxes.indices {
      for j in (i + 1)..<boxes.count where boxes[i].overlaps(boxes[j]) {
        expected.insert(PairTable.key(Int32(i), Int32(j)))
      }
    }
    #expect(found == expected)
    #expect(reported == expected.count, "each pair is reported once")
    #expect(expected.count > 50)
  }

  // MARK: Manifolds

  private func square(_ c: Point, _ half: Double) -> [Point] {
    [
      Point(x: c.x - half, y: c.y - half), Point(x: c.x + half, y: c.y - half), Point(x: c.x + half, y: c.y + half),
      Point(x: c.x - half, y: c.y + half),
    ]
  }

  /// Outward edge normals of a polygon whose vertices run clockwise on screen (y down).
  private func normals(_ v: [Point]) -> [Vector] {
    v.indices.map { i in
      let e = v[(i + 1) % v.count] - v[i]
      return Vector(dx: e.dy, dy: -e.dx).normalized
    }
  }

  @Test func circlesTouchAlongTheLineBetweenTheirCentres() {
    let m = Collide.circles(Point(x: 0, y: 0), 5, Point(x: 8, y: 6), 3, speculative: 4)
    #expect(m.count == 1)
    #expect(abs(m.normal.dx - 0.8) < 1e-12 && abs(m.normal.dy - 0.6) < 1e-12)
    #expect(abs(m.point0.separation - 2) < 1e-12)
    // Midway between the surfaces: (4, 3) on A and (5.6, 4.2) on B.
    #expect(abs(m.point0.point.x - 4.8) < 1e-12 && abs(m.point0.point.y - 3.6) < 1e-12)
    #expect(Collide.circles(Point(x: 0, y: 0), 5, Point(x: 8, y: 6), 3, speculative: 1.5).count == 0)
  }

  @Test func aBoxOnABoxHasTwoPointsAtItsOverlap() {
    let a = square(Point(x: 0, y: 0), 10)
    let b = square(Point(x: 4, y: 19.5), 10)
    let m = a.withUnsafeBufferPointer { va in
      normals(a).withUnsafeBufferPointer { na in
        b.withUnsafeBufferPointer { vb in
          normals(b).withUnsafeBufferPointer { nb in Collide.polygons(va, na, vb, nb, speculative: 1, slop: 0.25) }
        }
      }
    }
    #expect(m.count == 2)
    #expect(m.normal == Vector(dx: 0, dy: 1))
    #expect(abs(m.point0.separation + 0.5) < 1e-12 && abs(m.point1.separation + 0.5) < 1e-12)
    let xs = [m.point0.point.x, m.point1.point.x].sorted()
    #expect(abs(xs[0] + 6) < 1e-12 && abs(xs[1] - 10) < 1e-12, "clipped to the overlap -6...10")
    #expect(m.point0.id != m.point1.id)
  }

  @Test func aCircleNearABoxCornerTouchesTheCorner() {
    let box = square(Point(x: 0, y: 0), 10)
    let m = box.withUnsafeBufferPointer { v in
      normals(box).withUnsafeBufferPointer { n in
        Collide.polygonCircle(v, n, Point(x: 13, y: 14), 2, speculative: 4)
      }
    }
    #expect(m.count == 1)
    #expect(abs(m.normal.dx - 0.6) < 1e-12 && abs(m.normal.dy - 0.8) < 1e-12)
    #expect(abs(m.point0.separation - 3) < 1e-12)
  }

  // MARK: Contact solver, four lanes against one at a time

  /// Four balls in two touching pairs, each pair's velocities closing in; one contact per pair.
  private struct Setup {
    var sims: [BodySim] = []
    var states: [BodyState] = []
    var contacts: [Contact] = []
    var manifolds: [Manifold] = []

    init() {
      let centres = [Point(x: 0, y: 0), Point(x: 19.5, y: 3), Point(x: 100, y: 0), Point(x: 103, y: 21)]
      let radii = [10.0, 10, 8, 14]
      let velocities = [
        Vector(dx: 300, dy: 20), Vector(dx: -150, dy: 5), Vector(dx: 3, dy: 260), Vector(dx: 0, dy: -90),
      ]
      let spins = [0.3, -1.2, 2.0, 0]
      for k in 0..<4 {
        var sim = BodySim()
        sim.center = centres[k]
        sim.xf = Transform(p: centres[k], q: .identity)
        sim.mass = 3.14159 * radii[k] * radii[k]
        sim.invMass = 1 / sim.mass
        sim.invInertia = 1 / (0.5 * sim.mass * radii[k] * radii[k])
        sims.append(sim)
        var state = BodyState()
        state.v = velocities[k]
        state.w = spins[k]
        states.append(state)
      }
      for (a, b) in [(0, 1), (2, 3)] {
        let m = Collide.circles(centres[a], radii[a], centres[b], radii[b], speculative: 5)
        var c = Contact(
          bodyA: Int32(a), bodyB: Int32(b), shapeA: Int32(a), shapeB: Int32(b), friction: 0.4, restitution: 1,
          bouncesEachSubstep: true, manifold: m)
        c.p0.normalImpulse = 120
        c.p0.tangentImpulse = -15
        contacts.append(c)
        manifolds.append(m)
      }
    }
  }

  /// The sub-step both ways of solving take, in seconds, and the softness of contacts between
  /// moving bodies and with a static one.
  private let h = 1.0 / 240
  private var soft: Softness { Softness(hertz: 30, zeta: 10, h: h) }
  private var hard: Softness { Softness(hertz: 60, zeta: 10, h: h) }

  private func bits(_ states: [BodyState]) -> [UInt32] {
    states.flatMap { [$0.motion.x, $0.motion.y, $0.motion.z, $0.moved.x].map(\.bitPattern) }
  }

  /// Solves `substeps` sub-steps of the contacts of `contacts` in `batches` (each solved in turn,
  /// as the world does): measure, warm start, the biased pass, positions, the relax pass, bounces.
  /// With `colorEnds`, the batches are coloured so (see `ContactColoring.colorEnds`) and the passes
  /// may solve two of a colour side by side; without, each batch is a colour of its own.
  /// Returns the batches and their second points after the last sub-step.
  private func solve(
    _ batches: [SIMD4<Int32>], substeps: Int, sims: inout [BodySim], states: inout [BodyState],
    contacts: inout [Contact], manifolds: [Manifold], colorEnds: [Int32]? = nil
  ) -> (batches: [WideContact], secondPoints: [WidePoint]) {
    var wide = [WideContact](repeating: WideContact(), count: batches.count)
    var second = [WidePoint](repeating: WidePoint(), count: batches.count)
    sims.withUnsafeMutableBufferPointer { sims in
      states.withUnsafeMutableBufferPointer { states in
        contacts.withUnsafeMutableBufferPointer { cs in
          manifolds.withUnsafeBufferPointer { ms in
            second.withUnsafeMutableBufferPointer { ps in
              for (w, batch) in batches.enumerated() {
                wide[w].prepare(
                  batch, contacts: cs, manifolds: ms, sims: sims, states: states, softness: soft, staticSoftness: hard,
                  restitutionThreshold: 50, secondPoint: ps.baseAddress! + w)
              }
              if let colorEnds {
                colorEnds.withUnsafeBufferPointer { ends in
                  wide.withUnsafeMutableBufferPointer { WideContactSolver.markPairs($0, colorEnds: ends) }
                }
              }
            }
          }
        }
        wide.withUnsafeMutableBufferPointer { ws in
          second.withUnsafeMutableBufferPointer { ps in
            let p1 = ps.baseAddress!
            for substep in 0..<substeps {
              for w in ws.indices where substep > 0 {
                WideContactSolver.measureApproach(&ws[w], p1 + w, states: states)
              }
              for w in ws.indices { WideContactSolver.warmStart(&ws[w], p1 + w, states: states) }
              WideContactSolver.solve(
                ws, secondPoints: p1, states: states, inverseH: 1 / h, pass: .biased, maxPush: 150)
              move(states, h)
              WideContactSolver.solve(ws, secondPoints: p1, states: states, inverseH: 1 / h, pass: .relax, maxPush: 150)
              var largest = Lanes.zero
              for w in ws.indices {
                WideContactSolver.applyRestitution(
                  &ws[w], p1 + w, states: states, last: substep == substeps - 1, largest: &largest)
              }
            }
          }
        }
        contacts.withUnsafeMutableBufferPointer { cs in
          wide.withUnsafeBufferPointer { ws in
            second.withUnsafeBufferPointer { ps in
              for w in ws.indices { WideContact.store(ws.baseAddress! + w, ps.baseAddress! + w, into: cs) }
            }
          }
        }
      }
    }
    return (wide, second)
  }

  /// Moves every body over a sub-step of `h` seconds, as `integratePositions` does.
  private func move(_ states: UnsafeMutableBufferPointer<BodyState>, _ h: Double) {
    for i in states.indices {
      states[i].moved.x += Float(h) * states[i].motion.x
      states[i].moved.y += Float(h) * states[i].motion.y
      if states[i].motion.z != 0 { states[i].dq = states[i].dq.integrated(by: h * states[i].w) }
    }
  }

  @Test func fourLanesSolveBitForBitAsOneContactAtATime() {
    var one = Setup()
    var four = Setup()
    _ = solve(
      [SIMD4(0, -1, -1, -1), SIMD4(1, -1, -1, -1)], substeps: 1, sims: &one.sims, states: &one.states,
      contacts: &one.contacts, manifolds: one.manifolds)
    _ = solve(
      [SIMD4(0, 1, -1, -1)], substeps: 1, sims: &four.sims, states: &four.states, contacts: &four.contacts,
      manifolds: four.manifolds)
    #expect(bits(one.states) == bits(four.states))
    #expect(one.states[0].v != Setup().states[0].v, "the contacts changed the velocities")
  }

  /// Four boxes and a static one: two stacked on the static box, two apart. Three contacts of two
  /// points each, with friction, e = 0.5 and impulses carried over; body 0 cannot move.
  private struct BoxSetup {
    var sims: [BodySim] = []
    var states: [BodyState] = []
    var contacts: [Contact] = []
    var manifolds: [Manifold] = []

    init(boxes: [Point], velocities: [Vector], spins: [Double], pairs: [(Int, Int)], outline: ([Point]) -> [Vector]) {
      for k in boxes.indices {
        var sim = BodySim()
        sim.center = boxes[k]
        sim.xf = Transform(p: boxes[k], q: .identity)
        if k > 0 {
          sim.mass = 400
          sim.invMass = 1 / sim.mass
          sim.invInertia = 1 / (400 * 800 / 12)
        }
        sims.append(sim)
        var state = BodyState()
        state.v = velocities[k]
        state.w = spins[k]
        states.append(state)
      }
      for (a, b) in pairs {
        let va = BoxSetup.square(boxes[a])
        let vb = BoxSetup.square(boxes[b])
        let na = outline(va)
        let nb = outline(vb)
        let m = va.withUnsafeBufferPointer { va in
          na.withUnsafeBufferPointer { na in
            vb.withUnsafeBufferPointer { vb in
              nb.withUnsafeBufferPointer { nb in Collide.polygons(va, na, vb, nb, speculative: 4, slop: 0.25) }
            }
          }
        }
        var c = Contact(
          bodyA: Int32(a), bodyB: Int32(b), shapeA: Int32(a), shapeB: Int32(b), friction: 0.6, restitution: 0.5,
          bouncesEachSubstep: true, manifold: m)
        c.p0.normalImpulse = 50
        c.p0.tangentImpulse = -5
        c.p1.normalImpulse = 40
        c.p1.tangentImpulse = 3
        contacts.append(c)
        manifolds.append(m)
      }
    }

    static func square(_ c: Point) -> [Point] {
      [
        Point(x: c.x - 10, y: c.y - 10), Point(x: c.x + 10, y: c.y - 10), Point(x: c.x + 10, y: c.y + 10),
        Point(x: c.x - 10, y: c.y + 10),
      ]
    }
  }

  private func boxSetup() -> BoxSetup {
    BoxSetup(
      boxes: [Point(x: 0, y: 0), Point(x: 4, y: 19.5), Point(x: 1, y: 39), Point(x: 100, y: 0), Point(x: 97, y: 19.8)],
      velocities: [
        .zero, Vector(dx: 30, dy: -120), Vector(dx: -40, dy: -260), Vector(dx: 5, dy: 90), Vector(dx: 60, dy: -80),
      ],
      spins: [0, 0.8, -1.5, 0.2, 2.5], pairs: [(1, 2), (3, 4), (0, 1)], outline: normals)
  }

  private func impulseBits(_ contacts: [Contact]) -> [UInt64] {
    contacts.flatMap {
      [
        Double($0.p0.normalImpulse), Double($0.p0.tangentImpulse), Double($0.p1.normalImpulse),
        Double($0.p1.tangentImpulse), $0.anchorA.dx,
      ].map { $0.bitPattern }
    }
  }

  @Test func twoPointContactsInLanesSolveBitForBitOverSubSteps() {
    var one = boxSetup()
    var four = boxSetup()
    let alone = solve(
      [SIMD4(0, -1, -1, -1), SIMD4(1, -1, -1, -1), SIMD4(2, -1, -1, -1)], substeps: 2, sims: &one.sims,
      states: &one.states, contacts: &one.contacts, manifolds: one.manifolds)
    _ = solve(
      [SIMD4(0, 1, -1, -1), SIMD4(2, -1, -1, -1)], substeps: 2, sims: &four.sims, states: &four.states,
      contacts: &four.contacts, manifolds: four.manifolds)
    #expect(one.manifolds.allSatisfy { $0.count == 2 }, "every contact has two points")
    #expect(bits(one.states) == bits(four.states))
    #expect(impulseBits(one.contacts) == impulseBits(four.contacts))
    #expect(one.states[0].v == .zero && four.states[0].v == .zero, "the static box never moves")
    #expect(
      alone.batches.indices.contains { alone.batches[$0].p0.bounced[0] != 0 || alone.secondPoints[$0].bounced[0] != 0 },
      "a point bounced")
    #expect(one.states[2].v != boxSetup().states[2].v, "the contacts changed the velocities")
  }

  @Test func batchesOfOneColourSolvedSideBySideMatchOneAfterTheOther() {
    var inTurn = boxSetup()
    var paired = boxSetup()
    // Contacts 0 (boxes 1 and 2) and 1 (boxes 3 and 4) share no body: one colour. Contact 2 (the
    // static box and box 1) shares box 1 with contact 0: another.
    let batches = [SIMD4<Int32>(0, -1, -1, -1), SIMD4(1, -1, -1, -1), SIMD4(2, -1, -1, -1)]
    _ = solve(
      batches, substeps: 3, sims: &inTurn.sims, states: &inTurn.states, contacts: &inTurn.contacts,
      manifolds: inTurn.manifolds)
    let result = solve(
      batches, substeps: 3, sims: &paired.sims, states: &paired.states, contacts: &paired.contacts,
      manifolds: paired.manifolds, colorEnds: [2, 3])
    #expect(result.batches.map(\.pairsWithNext) == [true, false, false], "the first two are solved side by side")
    #expect(bits(inTurn.states) == bits(paired.states))
    #expect(impulseBits(inTurn.contacts) == impulseBits(paired.contacts))
    #expect(inTurn.states[4].v != boxSetup().states[4].v, "the contacts changed the velocities")
  }

  @Test func batchesWithElasticLanesOrOfOtherColoursAreNotPaired() {
    var setup = Setup()
    let elastic = solve(
      [SIMD4(0, -1, -1, -1), SIMD4(1, -1, -1, -1)], substeps: 1, sims: &setup.sims, states: &setup.states,
      contacts: &setup.contacts, manifolds: setup.manifolds, colorEnds: [2])
    #expect(elastic.batches.allSatisfy { $0.hasElastic && !$0.pairsWithNext })
    var boxes = boxSetup()
    let apart = solve(
      [SIMD4(0, -1, -1, -1), SIMD4(1, -1, -1, -1), SIMD4(2, -1, -1, -1)], substeps: 1, sims: &boxes.sims,
      states: &boxes.states, contacts: &boxes.contacts, manifolds: boxes.manifolds, colorEnds: [1, 2, 3])
    #expect(apart.batches.allSatisfy { !$0.pairsWithNext })
  }
}
