import Geometry
import Testing

@testable import Physics

/// A clock for tests: each read returns the next of a fixed list of ticks (the last one repeats).
private final class ScriptedClock {
  private var ticks: [UInt64]
  private(set) var reads = 0

  init(_ ticks: [UInt64]) { self.ticks = ticks }

  func read() -> UInt64 {
    reads += 1
    return ticks.count > 1 ? ticks.removeFirst() : ticks[0]
  }
}

/// `world.profile` counts each stage's work and times it with the world's clock, without changing
/// the physics.
@Suite struct StepProfileTests {
  /// Ten boxes dropped in a row onto a static floor.
  private func scene() -> (PhysicsWorld, [BodyID]) {
    let world = PhysicsWorld(gravity: Vector(dx: 0, dy: 1000))
    var floor = BodyDefinition()
    floor.type = .static
    world.addShape(
      ShapeDefinition(geometry: .segment(Vector(dx: -500, dy: 0), Vector(dx: 500, dy: 0))), to: world.createBody(floor))
    let boxes = (0..<10).map { i in
      var def = BodyDefinition()
      def.position = Point(x: -200 + 40 * Double(i), y: -30 - 3 * Double(i))
      let id = world.createBody(def)
      world.addShape(ShapeDefinition(geometry: .box(width: 20, height: 20)), to: id)
      return id
    }
    return (world, boxes)
  }

  @Test func withoutAClockTheStagesAreCountedButNotTimed() {
    let (world, _) = scene()
    for _ in 0..<30 { world.step(dt: 1.0 / 60) }  // landed, not yet asleep
    let profile = world.profile
    #expect(profile.total == 0)
    #expect(profile.movingBodies == 10)
    #expect(profile.contacts == 10)
    #expect(profile.candidatePairs >= profile.contacts)
    #expect(profile.subSteps == world.subSteps)
  }

  @Test func eachStageGetsTheTicksBetweenItsReads() {
    let (world, _) = scene()
    let clock = ScriptedClock([1000, 1010, 1030, 1060, 1100, 1150])
    world.clock = clock.read
    world.step(dt: 1.0 / 60)
    #expect(clock.reads == 6)
    #expect(world.profile.prepare == 10)
    #expect(world.profile.collide == 20)
    #expect(world.profile.solve == 30)
    #expect(world.profile.continuous == 40)
    #expect(world.profile.finish == 50)
    #expect(world.profile.total == 150)
  }

  @Test func aStepThatDoesNothingLeavesAnEmptyProfile() {
    let (world, _) = scene()
    world.step(dt: 1.0 / 60)
    world.step(dt: 0)
    #expect(world.profile == StepProfile())
  }

  @Test func timingTheStepsDoesNotChangeThem() {
    let (plain, plainBoxes) = scene()
    let (timed, timedBoxes) = scene()
    let clock = ScriptedClock(Array(stride(from: 0, to: 5000, by: 7)))
    timed.clock = clock.read
    for _ in 0..<120 {
      plain.step(dt: 1.0 / 60)
      timed.step(dt: 1.0 / 60)
    }
    #expect(clock.reads == 120 * 6)
    for (a, b) in zip(plainBoxes, timedBoxes) {
      #expect(plain.position(of: a) == timed.position(of: b))
      #expect(plain.angle(of: a) == timed.angle(of: b))
    }
  }
}
