import Geometry
import Testing

@testable import Dynamics

/// One fixed step, in seconds.
private let h = DynamicAnimator.timeStep

/// A reference item (100 × 100 pt, density 1, mass 10 000) centred on `center`.
private func referenceItem(at center: Point) -> DynamicBody {
  DynamicBody(center: center, size: Size(width: 100, height: 100))
}

/// An animator big enough that nothing reaches its edges, and an item behavior for the items
/// (to read velocities and set density and charge).
private func scene(_ items: [DynamicBody], _ behaviors: [DynamicBehavior]) -> (DynamicAnimator, DynamicItemBehavior) {
  let animator = DynamicAnimator(referenceBounds: Rect(x: -5000, y: -5000, width: 10_000, height: 10_000))
  let props = DynamicItemBehavior(items: items)
  animator.addBehavior(props)
  for b in behaviors { animator.addBehavior(b) }
  return (animator, props)
}

private func field(_ field: FieldBehavior, with items: [DynamicBody]) -> FieldBehavior {
  for item in items { field.addItem(item) }
  return field
}

private func close(_ a: Vector, _ b: Vector, within tolerance: Double) -> Bool { (a - b).length <= tolerance }

@Suite struct FieldBehaviorTests {
  @Test func linearGravityMatchesGravityBehavior() {
    let byBehavior = referenceItem(at: .zero)
    let byField = referenceItem(at: Point(x: 500, y: 0))
    let sideways = referenceItem(at: Point(x: 1000, y: 0))
    let gravity = GravityBehavior(items: [byBehavior])
    let down = field(.linearGravityField(direction: Vector(dx: 0, dy: 1)), with: [byField])
    let right = field(.linearGravityField(direction: Vector(dx: 1, dy: 0)), with: [sideways])
    right.strength = 0.5
    let (animator, props) = scene([byBehavior, byField, sideways], [gravity, down, right])
    for _ in 0..<120 { animator.step() }
    // Float velocities: each of the 480 sub-steps rounds at 2⁻²⁴ of the speed.
    #expect(abs(props.linearVelocity(for: byField).dy - 1000) < 1e-5 * 1000)
    #expect(props.linearVelocity(for: byField) == props.linearVelocity(for: byBehavior))
    #expect(close(props.linearVelocity(for: sideways), Vector(dx: 500, dy: 0), within: 1e-5 * 500))
  }

  @Test func radialGravityPullsTowardPositionAndFallsOff() {
    let near = DynamicBody(center: Point(x: 100, y: 0), size: Size(width: 10, height: 10))
    let far = DynamicBody(center: Point(x: 0, y: -200), size: Size(width: 10, height: 10))
    let uniform = DynamicBody(center: Point(x: 0, y: 300), size: Size(width: 40, height: 40))
    let well = field(.radialGravityField(position: .zero), with: [near, far])
    well.falloff = 2
    well.strength = 10_000
    let flat = field(.radialGravityField(position: .zero), with: [uniform])
    let (animator, props) = scene([near, far, uniform], [well, flat])
    animator.step()
    let vNear = props.linearVelocity(for: near)
    let vFar = props.linearVelocity(for: far)
    // Float velocities round at 2⁻²⁴ of the speed (under 1e-6 below 10 pt/s).
    #expect(close(vNear, Vector(dx: -1000 * h, dy: 0), within: 1e-6))
    #expect(close(vFar, Vector(dx: 0, dy: 250 * h), within: 1e-6))
    #expect(close(props.linearVelocity(for: uniform), Vector(dx: 0, dy: -1000 * h), within: 1e-6))
  }

  @Test func falloffIsFlatInsideTheMinimumRadius() {
    let f = FieldBehavior.radialGravityField(position: .zero)
    f.falloff = 1
    f.minimumRadius = 50
    func pull(_ d: Double) -> Double {
      f.force(offset: Vector(dx: d, dy: 0), velocity: .zero, mass: 1, charge: 0, time: 0).length
    }
    #expect(pull(10) == pull(40))
    #expect(pull(10) == pull(50))
    #expect(abs(pull(100) - pull(50) / 2) < 1e-12)
  }

  @Test func falloffPowersAreAccurateForAnyExponent() {
    let scale = FieldBehavior.falloffScale
    #expect(abs(scale(9, 0.5, 0) - 1.0 / 3) < 1e-15)
    #expect(abs(scale(7, 3, 0) - 1.0 / 343) / (1.0 / 343) < 1e-14)
    #expect(abs(scale(1e-3, 1.5, 0) - 31_622.776601683792) / 31_622.776601683792 < 1e-14)
    #expect(scale(123, 0, 0) == 1)
    #expect(scale(0, 2, 0) == 0)
    #expect(abs(Trig.exp(1) - 2.718281828459045) < 1e-15)
    #expect(abs(Trig.log(10) - 2.302585092994046) < 1e-15)
    #expect(abs(Trig.log(0.37) - -0.9942522733438669) < 1e-15)
  }

  /// The times at which the item's x crosses 0 going left, by linear interpolation.
  private func springCrossings(density: Double) -> [Double] {
    let item = referenceItem(at: Point(x: 100, y: 0))
    let spring = field(.springField(), with: [item])
    let (animator, props) = scene([item], [spring])
    props.density = density
    var crossings: [Double] = []
    var previous = item.center.x
    for step in 1...720 {
      animator.step()
      let x = item.center.x
      if previous > 0, x <= 0 { crossings.append((Double(step - 1) + previous / (previous - x)) * h) }
      previous = x
    }
    return crossings
  }

  @Test func springFieldOscillatesWithItsPeriod() {
    let light = springCrossings(density: 1)
    let heavy = springCrossings(density: 4)
    #expect(light.count >= 5)
    #expect(heavy.count >= 2)
    let lightPeriod = (light[light.count - 1] - light[0]) / Double(light.count - 1)
    let heavyPeriod = (heavy[heavy.count - 1] - heavy[0]) / Double(heavy.count - 1)
    #expect(abs(lightPeriod - 1) < 0.01)
    #expect(abs(heavyPeriod - 2) < 0.02)
  }

  @Test func springFieldKeepsItsAmplitude() {
    let item = referenceItem(at: Point(x: 100, y: 0))
    let (animator, _) = scene([item], [field(.springField(), with: [item])])
    var farthest = 0.0
    for _ in 0..<600 {
      animator.step()
      farthest = max(farthest, abs(item.center.x))
    }
    #expect(abs(farthest - 100) < 1)
    #expect(item.center.y == 0)
  }

  @Test func dragSlowsExponentiallyAndNeverReverses() {
    let item = referenceItem(at: .zero)
    let stiff = referenceItem(at: Point(x: 0, y: 500))
    let drag = field(.dragField(), with: [item])
    let strong = field(.dragField(), with: [stiff])
    strong.strength = 1e6
    let (animator, props) = scene([item, stiff], [drag, strong])
    props.addLinearVelocity(Vector(dx: 300, dy: 0), for: item)
    props.addLinearVelocity(Vector(dx: 300, dy: 0), for: stiff)
    animator.step()
    #expect(props.linearVelocity(for: stiff).dx >= 0)
    #expect(props.linearVelocity(for: stiff).dx < 0.1)
    for _ in 1..<120 { animator.step() }
    let afterOne = props.linearVelocity(for: item)
    for _ in 0..<120 { animator.step() }
    let afterTwo = props.linearVelocity(for: item)
    let e = Trig.exp(1)
    #expect(abs(afterOne.dx / (300 / e) - 1) < 0.01)
    #expect(abs(afterTwo.dx / (300 / (e * e)) - 1) < 0.01)
    #expect(afterOne.dy == 0)
  }

  @Test func vortexTurnsItemsCounterClockwiseAroundPosition() {
    let item = referenceItem(at: Point(x: 1100, y: 0))
    let reversed = referenceItem(at: Point(x: 1100, y: 1000))
    let vortex = field(.vortexField(), with: [item])
    vortex.position = Point(x: 1000, y: 0)
    let clockwise = field(.vortexField(), with: [reversed])
    clockwise.position = Point(x: 1000, y: 1000)
    clockwise.strength = -1
    let (animator, props) = scene([item, reversed], [vortex, clockwise])
    animator.step()
    // Float velocities round at 2⁻²⁴ of the speed (under 1e-6 below 10 pt/s).
    #expect(close(props.linearVelocity(for: item), Vector(dx: 0, dy: -2 * Trig.pi * 100 * h), within: 1e-6))
    var swept = 0.0
    var angle = (item.center - vortex.position).angle
    for _ in 0..<60 {
      animator.step()
      let next = (item.center - vortex.position).angle
      swept += next - angle
      angle = next
    }
    #expect(swept < -0.5)
    #expect(reversed.center.y > 1000)
  }

  @Test func velocityFieldBringsVelocityToTheTarget() {
    let item = referenceItem(at: .zero)
    let drive = field(.velocityField(direction: Vector(dx: 200, dy: 0)), with: [item])
    drive.strength = 1.5
    let (animator, props) = scene([item], [drive])
    props.addLinearVelocity(Vector(dx: 0, dy: 300), for: item)
    animator.step()
    #expect(close(props.linearVelocity(for: item), Vector(dx: 300, dy: 0), within: 1e-9))
    for _ in 0..<60 { animator.step() }
    #expect(close(props.linearVelocity(for: item), Vector(dx: 300, dy: 0), within: 1e-9))
  }

  @Test func electricFieldRepelsLikeChargesAndAttractsOpposite() {
    let positive = referenceItem(at: Point(x: 100, y: 0))
    let negative = referenceItem(at: Point(x: -100, y: 0))
    let neutral = referenceItem(at: Point(x: 0, y: 100))
    let heavy = referenceItem(at: Point(x: 0, y: -100))
    let electric = field(.electricField(), with: [positive, negative, neutral, heavy])
    let animator = DynamicAnimator(referenceBounds: Rect(x: -1000, y: -1000, width: 2000, height: 2000))
    let plus = DynamicItemBehavior(items: [positive])
    plus.charge = 1
    let minus = DynamicItemBehavior(items: [negative])
    minus.charge = -1
    let none = DynamicItemBehavior(items: [neutral])
    let dense = DynamicItemBehavior(items: [heavy])
    dense.charge = 1
    dense.density = 4
    for b in [electric, plus, minus, none, dense] as [DynamicBehavior] { animator.addBehavior(b) }
    animator.step()
    // Float velocities round at 2⁻²⁴ of the speed (under 1e-6 below 10 pt/s).
    #expect(close(plus.linearVelocity(for: positive), Vector(dx: 1000 * h, dy: 0), within: 1e-6))
    #expect(close(minus.linearVelocity(for: negative), Vector(dx: 1000 * h, dy: 0), within: 1e-6))
    #expect(none.linearVelocity(for: neutral) == .zero)
    #expect(close(dense.linearVelocity(for: heavy), Vector(dx: 0, dy: -250 * h), within: 1e-6))
  }

  @Test func magneticFieldTurnsChargedItemsAndKeepsTheirSpeed() {
    let charged = referenceItem(at: .zero)
    let neutral = referenceItem(at: Point(x: 0, y: 500))
    let magnetic = field(.magneticField(), with: [charged, neutral])
    let animator = DynamicAnimator(referenceBounds: Rect(x: -1000, y: -1000, width: 2000, height: 2000))
    let props = DynamicItemBehavior(items: [charged])
    props.charge = 1
    let plain = DynamicItemBehavior(items: [neutral])
    for b in [magnetic, props, plain] as [DynamicBehavior] { animator.addBehavior(b) }
    props.addLinearVelocity(Vector(dx: 300, dy: 0), for: charged)
    plain.addLinearVelocity(Vector(dx: 300, dy: 0), for: neutral)
    var slowest = 300.0
    var fastest = 300.0
    for step in 1...120 {
      animator.step()
      let speed = props.linearVelocity(for: charged).length
      slowest = min(slowest, speed)
      fastest = max(fastest, speed)
      if step == 30 {
        #expect(close(props.linearVelocity(for: charged), Vector(dx: 0, dy: -300), within: 1e-5 * 300))
      }
    }
    // Float velocities: each of the 480 sub-steps rounds at 2⁻²⁴ of the speed.
    #expect(fastest - slowest < 1e-5 * 300)
    #expect(charged.center.distance(to: .zero) < 0.5)
    #expect(plain.linearVelocity(for: neutral) == Vector(dx: 300, dy: 0))
  }

  @Test func itemsOutsideTheRegionAreUnaffected() {
    let inside = DynamicBody(center: Point(x: 1100, y: 0), size: Size(width: 10, height: 10))
    let outside = DynamicBody(center: Point(x: 1200, y: 0), size: Size(width: 10, height: 10))
    let well = field(.radialGravityField(position: Point(x: 1000, y: 0)), with: [inside, outside])
    well.region = Region(radius: 150)
    let (animator, props) = scene([inside, outside], [well])
    animator.step()
    #expect(props.linearVelocity(for: inside).dx < 0)
    #expect(props.linearVelocity(for: outside) == .zero)
  }

  @Test func itemsStopFeelingTheFieldOnceTheyLeaveIt() {
    let item = DynamicBody(center: .zero, size: Size(width: 10, height: 10))
    let wind = field(.linearGravityField(direction: Vector(dx: 1, dy: 0)), with: [item])
    wind.strength = 0.1
    wind.region = Region(size: Size(width: 200, height: 200))
    let (animator, props) = scene([item], [wind])
    for _ in 0..<240 { animator.step() }
    #expect(item.center.x > 100)
    let leaving = props.linearVelocity(for: item)
    for _ in 0..<60 { animator.step() }
    #expect(props.linearVelocity(for: item) == leaving)
  }

  @Test func anchoredItemsAreNeverPushed() {
    let item = referenceItem(at: Point(x: 100, y: 100))
    let (animator, props) = scene([item], [field(.radialGravityField(position: .zero), with: [item])])
    props.isAnchored = true
    for _ in 0..<60 { animator.step() }
    #expect(item.center == Point(x: 100, y: 100))
  }

  @Test func noiseIsDeterministicForTheSameSeedAndTime() {
    func run(seed: UInt64) -> [Point] {
      let items = (0..<4).map { DynamicBody(center: Point(x: Double($0) * 37, y: 0), size: Size(width: 8, height: 8)) }
      let noise = field(.noiseField(smoothness: 0.5, animationSpeed: 2), with: items)
      noise.seed = seed
      let (animator, _) = scene(items, [noise])
      for _ in 0..<240 { animator.step() }
      return items.map { $0.center }
    }
    let first = run(seed: 7)
    #expect(first == run(seed: 7))
    #expect(first != run(seed: 8))
    #expect(first.allSatisfy { $0 != .zero })
  }

  @Test func noiseIsSmoothBoundedAndVaried() {
    let f = FieldBehavior.noiseField(smoothness: 0, animationSpeed: 1)
    var largest = 0.0
    var sum = Vector.zero
    var samples: [Vector] = []
    for i in 0..<40 {
      for j in 0..<40 {
        let offset = Vector(dx: Double(i) * 7.3, dy: Double(j) * 5.9)
        let n = f.noise(at: offset, time: Double(i + j) * 0.1)
        let nudged = f.noise(at: offset + Vector(dx: 0.01, dy: -0.01), time: Double(i + j) * 0.1 + 0.001)
        #expect((n - nudged).length < 0.02)
        largest = max(largest, abs(n.dx), abs(n.dy))
        sum += n
        samples.append(n)
      }
    }
    #expect(largest <= 1.1)
    #expect(largest > 0.3)
    #expect((sum / Double(samples.count)).length < 0.1)
    #expect(Set(samples).count > 1500)
  }

  @Test func smoothnessOneIsUniformAndSpeedZeroIsStill() {
    let uniform = FieldBehavior.noiseField(smoothness: 1, animationSpeed: 3)
    let a = uniform.noise(at: Vector(dx: -500, dy: 20), time: 1.5)
    #expect(a == uniform.noise(at: Vector(dx: 800, dy: -300), time: 1.5))
    #expect(a != uniform.noise(at: Vector(dx: 800, dy: -300), time: 1.7))
    #expect(a != .zero)
    let still = FieldBehavior.noiseField(smoothness: 0.3, animationSpeed: 0)
    #expect(still.noise(at: Vector(dx: 40, dy: 60), time: 0) == still.noise(at: Vector(dx: 40, dy: 60), time: 99))
    #expect(still.noise(at: Vector(dx: 1e300, dy: 0), time: 0) == .zero)
  }

  @Test func turbulenceScalesWithSpeedAndSparesItemsAtRest() {
    let f = FieldBehavior.turbulenceField(smoothness: 0.2, animationSpeed: 1)
    let offset = Vector(dx: 33, dy: -71)
    let resting = f.force(offset: offset, velocity: .zero, mass: 100, charge: 0, time: 2)
    let slow = f.force(offset: offset, velocity: Vector(dx: 100, dy: 0), mass: 100, charge: 0, time: 2)
    let fast = f.force(offset: offset, velocity: Vector(dx: 0, dy: -200), mass: 100, charge: 0, time: 2)
    #expect(resting == .zero)
    #expect(slow != .zero)
    #expect(close(fast, slow * 2, within: 1e-9))
  }

  @Test func settingsOutOfRangeAreClamped() {
    let f = FieldBehavior.noiseField(smoothness: 3, animationSpeed: .nan)
    #expect(f.smoothness == 1)
    #expect(f.animationSpeed == 0)
    f.strength = .infinity
    f.minimumRadius = -4
    f.falloff = .nan
    #expect(f.strength == 0)
    #expect(f.minimumRadius == 0)
    #expect(f.falloff == 0)
    #expect(f.kind == .noise)
  }
}
