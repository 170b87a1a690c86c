import Dispatch
import Physics
import Scenes

/// The runner contract of `docs/physics-scene-format.md`: a metrics run, then timed runs in fresh
/// worlds, each step timed alone.
struct PhysicsBenchmark {
  /// Figures of one scene.
  struct Result {
    var metrics: SceneMetrics
    var msPerStep: [Double] = []
    var totalMs: [Double] = []
    var deterministic = true
    var dropped: String?
    var checksum = ""
    var topHeight: (ratio: Double, drift: Double)?
    var meanSpeedFinal = 0.0
    /// Mean milliseconds per step of each stage in the metrics run (`PhysicsWorld.profile`).
    var stageMs: [String: Double] = [:]
  }

  let scene: PhysicsScene
  let runs: Int
  let maxRunSeconds: Double

  /// Runs the metrics run and the timed runs.
  func run() -> Result {
    let clock = ContinuousClock()
    let (world, bodies) = scene.makeWorld()
    var metrics = SceneMetrics(scene: scene, world: world, bodies: bodies)
    world.clock = { DispatchTime.now().uptimeNanoseconds }
    var stageNanoseconds = StepProfile()
    var summed = Duration.zero
    var dropped: String?
    for step in 0..<scene.steps {
      let start = clock.now
      world.step(dt: scene.dt)
      summed += clock.now - start
      stageNanoseconds.add(world.profile)
      metrics.observe(scene: scene, world: world, bodies: bodies)
      if seconds(summed) > maxRunSeconds {
        dropped = "metrics run passed \(maxRunSeconds) s after \(step + 1) steps"
        break
      }
    }
    var result = Result(metrics: metrics, dropped: dropped)
    result.stageMs = stageNanoseconds.millisecondsPerStep(over: metrics.stepsObserved)
    if dropped != nil {
      result.totalMs = [seconds(summed) * 1000]
      result.msPerStep = [seconds(summed) * 1000 / Double(max(1, metrics.stepsObserved))]
    }
    result.checksum = scene.stateHash(world: world, bodies: bodies)
    result.topHeight = scene.topHeightRatio(world: world, bodies: bodies)
    result.meanSpeedFinal = scene.meanSpeed(world: world, bodies: bodies)
    guard dropped == nil else { return result }
    for _ in 0..<runs {
      let (w, b) = scene.makeWorld()
      var total = Duration.zero
      for _ in 0..<scene.steps {
        let start = clock.now
        w.step(dt: scene.dt)
        total += clock.now - start
      }
      let ms = seconds(total) * 1000
      result.totalMs.append(ms)
      result.msPerStep.append(ms / Double(scene.steps))
      if scene.stateHash(world: w, bodies: b) != result.checksum { result.deterministic = false }
    }
    return result
  }

  private func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
  }
}

extension StepProfile {
  /// Adds `other`'s stage times to these.
  fileprivate mutating func add(_ other: StepProfile) {
    prepare += other.prepare
    collide += other.collide
    solve += other.solve
    continuous += other.continuous
    finish += other.finish
  }

  /// Each stage's nanoseconds as milliseconds per step over `steps` steps.
  fileprivate func millisecondsPerStep(over steps: Int) -> [String: Double] {
    let perStep = 1e-6 / Double(max(1, steps))
    return [
      "prepare": Double(prepare) * perStep, "collide": Double(collide) * perStep, "solve": Double(solve) * perStep,
      "continuous": Double(continuous) * perStep, "finish": Double(finish) * perStep,
    ]
  }
}
