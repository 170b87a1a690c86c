import Foundation
import Geometry
import Scenes
import Testing

@testable import Physics

/// The lanes are held to the scalar reference solver (`ContactSolver`): from the same start of a
/// step, the first sub-step (velocities, warm start, the biased pass, positions, the relax pass, the
/// elastic settling and bounce, restitution) solved four contacts at a time and solved one contact at
/// a time, in the order the batches hold them, leaves every body with the same velocities and
/// displacements (a zero may differ in sign, never a value).
@Suite struct ScalarSolverTests {
  /// The benchmark scenes with contacts of every kind: resting piles, elastic crowds, fast bodies.
  static let scenes = [
    "pyramid_h20", "mixed_pile_n400", "balls_in_box_n500", "elastic_boxes_n150", "elastic_crowd_n300",
    "elastic_mixed_n500", "breakout_stress_n100", "fast_balls_n200", "fast_boxes_n100", "fast_mixed_n200",
    "fast_ball_n1", "fast_box_n1",
  ]

  @Test(arguments: scenes)
  func theLanesGiveWhatTheScalarSolverGives(scene name: String) throws {
    let scene = try SceneFixture.load(name, steps: 90)
    var contacts = 0
    for steps in [1, 30, 90] {
      let (world, _) = scene.makeWorld()
      for _ in 0..<steps { world.step(dt: scene.dt) }
      let outcome = Self.nextSubstep(world, dt: scene.dt)
      contacts += outcome.contacts
      #expect(Self.firstDifference(outcome.lanes, outcome.alone) == nil, "\(name) after \(steps) steps")
    }
    #expect(contacts > 0, "\(name) has contacts to compare")
  }

  @Test func contactsThatFitNoColourAreSolvedAloneAfterTheBatches() {
    // A heavy ball in zero gravity with 90 light ones pressing on it: the contacts of the heavy
    // ball need more than the 64 colours.
    let world = PhysicsWorld()
    var ids: [BodyID] = []
    let big = world.createBody(BodyDefinition())
    world.addShape(ShapeDefinition(geometry: .circle(center: .zero, radius: 100)), to: big)
    ids.append(big)
    for k in 0..<90 {
      let direction = Vector(dx: cos(Double(k) / 90 * 2 * Double.pi), dy: sin(Double(k) / 90 * 2 * Double.pi))
      var small = BodyDefinition()
      small.position = Point.zero + direction * 102.9
      small.linearVelocity = direction * -20
      let id = world.createBody(small)
      var shape = ShapeDefinition(geometry: .circle(center: .zero, radius: 3))
      shape.density = 0.01
      world.addShape(shape, to: id)
      ids.append(id)
    }
    for step in 0..<30 {
      world.step(dt: 1.0 / 60)
      #expect(world.problems(justStepped: true).isEmpty, "step \(step + 1)")
    }
    #expect(world.solver.coloring.overflow.count > 0, "some contacts fit no colour")
    for id in ids.dropFirst() {
      #expect((world.position(of: id) - world.position(of: big)).length > 102, "no small ball sinks into the hub")
    }
    let outcome = Self.nextSubstep(world, dt: 1.0 / 60)
    #expect(Self.firstDifference(outcome.lanes, outcome.alone) == nil)
  }

  /// The first sub-step of `world`'s next step, solved by the lanes and by the scalar solver from
  /// the same start; the world is left mid-step.
  private static func nextSubstep(_ world: PhysicsWorld, dt: Double) -> (
    lanes: [BodyState], alone: [BodyState], contacts: Int
  ) {
    world.prepareBodies(dt: dt)
    world.collide(dt: dt)
    let context = StepContext(world, dt: dt)
    world.prepareJoints(context)
    world.prepareContacts(context)
    var start = Array(world.bodies.states.buffer)
    var constraints: [ContactConstraint] = []
    for batch in world.solver.coloring.batches.buffer {
      for lane in 0..<4 where batch[lane] >= 0 {
        constraints.append(
          ContactConstraint(
            Int(batch[lane]), contacts: world.contacts.current.buffer,
            manifolds: UnsafeBufferPointer(world.contacts.manifolds.buffer), sims: world.bodies.sims.buffer,
            states: world.bodies.states.buffer, softness: context.softness, staticSoftness: context.staticSoftness,
            restitutionThreshold: world.restitutionThreshold))
      }
    }
    let buffers = world.solverBuffers
    runLanes(world, context, buffers)
    let lanes = Array(world.bodies.states.buffer)
    start.withUnsafeMutableBufferPointer { states in
      let alone = SolverBuffers(
        states: states, sims: buffers.sims, wideContacts: buffers.wideContacts, secondPoints: buffers.secondPoints,
        movingBodies: buffers.movingBodies)
      runAlone(&constraints, world, context, alone)
    }
    return (lanes, start, constraints.count)
  }

  /// The sub-step's stages over the batches, in the step's order.
  private static func runLanes(_ world: PhysicsWorld, _ context: StepContext, _ buffers: SolverBuffers) {
    world.integrateVelocities(context, buffers)
    world.warmStart(context, buffers)
    world.solveContacts(context, pass: .biased, buffers)
    world.integratePositions(context, buffers)
    world.solveContacts(context, pass: .relax, buffers)
    let ws = buffers.wideContacts
    var largest = Lanes.zero
    for w in ws.indices {
      let p1 = buffers.secondPoints.baseAddress! + w
      if ws[w].hasElastic {
        WideContactSolver.compress(&ws[w], p1, states: buffers.states, largest: &largest)
        WideContactSolver.bounceElastic(&ws[w], p1, states: buffers.states)
      }
      WideContactSolver.applyRestitution(&ws[w], p1, states: buffers.states, last: true, largest: &largest)
    }
  }

  /// The same stages with the scalar solver, one contact at a time.
  private static func runAlone(
    _ constraints: inout [ContactConstraint], _ world: PhysicsWorld, _ context: StepContext, _ buffers: SolverBuffers
  ) {
    let inverseH = Float(context.inverseH)
    let maxPush = Float(context.maxPush)
    world.integrateVelocities(context, buffers)
    for k in constraints.indices { ContactSolver.warmStart(&constraints[k], states: buffers.states) }
    for k in constraints.indices {
      ContactSolver.solve(&constraints[k], states: buffers.states, inverseH: inverseH, maxPush: maxPush, pass: .biased)
    }
    world.integratePositions(context, buffers)
    for k in constraints.indices {
      ContactSolver.solve(&constraints[k], states: buffers.states, inverseH: inverseH, maxPush: maxPush, pass: .relax)
    }
    var largest: Float = 0
    for k in constraints.indices {
      if constraints[k].elastic {
        ContactSolver.compress(&constraints[k], states: buffers.states, largest: &largest)
        ContactSolver.bounceElastic(&constraints[k], states: buffers.states)
      }
      ContactSolver.applyRestitution(&constraints[k], states: buffers.states, last: true, largest: &largest)
    }
  }

  /// The first body whose velocities or displacement differ between the two outcomes.
  private static func firstDifference(_ a: [BodyState], _ b: [BodyState]) -> Int? {
    a.indices.first { a[$0].motion != b[$0].motion || a[$0].moved != b[$0].moved }
  }
}
