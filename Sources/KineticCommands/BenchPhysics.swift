import ArgumentParser
import Foundation
import Scenes

/// `kinetic bench physics --scene-file FILE`: the runner contract of `docs/physics-scene-format.md`.
struct BenchPhysics: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "physics",
    abstract: "Run a physics scene file: a metrics run, then timed runs; print figures as key=value (last line).")

  @Option(name: .customLong("scene-file"), help: "A scene in the JSON format of docs/physics-scene-format.md.")
  var sceneFile: String

  @Option(help: "Timed runs after the metrics run.")
  var runs = 3

  @Option(
    name: .customLong("max-run-s"), help: "Drop the scene when one run's summed step time passes this, in seconds.")
  var maxRunSeconds = 40.0

  @Option(help: "Write the result JSON here.")
  var out: String?

  func run() throws {
    let scene: PhysicsScene
    do {
      scene = try SceneFile.load(sceneFile)
    } catch {
      FileHandle.standardError.write(Data("kinetic: \(error.description)\n".utf8))
      throw ExitCode(2)
    }
    let result = PhysicsBenchmark(scene: scene, runs: max(0, runs), maxRunSeconds: maxRunSeconds).run()
    let report = BenchReport(scene: scene, result: result)
    if let out {
      try report.json().write(to: URL(fileURLWithPath: out))
    }
    print(report.keyValueLine())
  }
}

/// Turns a benchmark result into the result JSON and the `key=value` line of docs/physics-scene-format.md.
struct BenchReport {
  let scene: PhysicsScene
  let result: PhysicsBenchmark.Result

  private var sortedMs: [Double] { result.msPerStep.sorted() }
  private var median: Double? { sortedMs.isEmpty ? nil : sortedMs[sortedMs.count / 2] }

  /// `scene=… bodies=… ms_per_step=…` with the scene's extra figures.
  func keyValueLine() -> String {
    let m = result.metrics
    var pairs: [(String, String)] = [
      ("scene", scene.label), ("bodies", String(scene.dynamics.count)), ("steps", String(m.stepsObserved)),
      ("ms_per_step", median.map(format) ?? "nan"), ("ms_min", sortedMs.first.map(format) ?? "nan"),
      ("ms_max", sortedMs.last.map(format) ?? "nan"), ("escaped", String(m.escapedEver)),
      ("escaped_final", String(m.escapedFinal)), ("deep", String(m.deepEver)), ("max_speed", format(m.maxSpeed)),
      ("deterministic", String(result.deterministic)), ("checksum", result.checksum),
    ]
    if scene.gravity == .zero {
      pairs.append(("ke_ratio", format(m.kineticEnergyRatio)))
      pairs.append(("total_ke_ratio", format(m.totalKineticEnergyRatio)))
    }
    if let top = result.topHeight {
      pairs.append(("top_height_ratio", format(top.ratio)))
      pairs.append(("standing", String(top.ratio >= 0.9)))
    }
    if result.dropped != nil { pairs.append(("dropped", "true")) }
    return pairs.map { "\($0.0)=\($0.1)" }.joined(separator: " ")
  }

  /// The result JSON of docs/physics-scene-format.md.
  func json() throws -> Data {
    let m = result.metrics
    var metrics: [String: Any] = [
      "steps_observed": m.stepsObserved, "max_speed": m.maxSpeed, "escaped": m.escapedEver,
      "escaped_final": m.escapedFinal, "deep": m.deepEver, "mean_speed_final": result.meanSpeedFinal,
      "nonfinite": m.nonfinite,
    ]
    if scene.gravity == .zero {
      metrics["ke_ratio"] = m.kineticEnergyRatio
      metrics["total_ke_ratio"] = m.totalKineticEnergyRatio
    }
    if let top = result.topHeight, let ground = scene.groundTop, let index = scene.topIndex {
      let initial = ground - scene.dynamics[index].center.y
      metrics["top_height_initial"] = initial
      metrics["top_height_final"] = initial * top.ratio
      metrics["top_height_ratio"] = top.ratio
      metrics["top_drift_x"] = top.drift
      metrics["standing"] = top.ratio >= 0.9
    }
    var object: [String: Any] = [
      "engine": "swift", "scene": scene.name, "variant": scene.variant, "bodies": scene.dynamics.count,
      "steps": scene.steps,
      "info": [
        "engine": "Kinetic Dynamics", "engine_version": "0.1", "binding": "native Swift, -O", "units": "points",
        "settings": ["sub_steps": 4, "sleep": "disabled", "continuous": "circles vs static"],
      ],
      "metrics": metrics,
      "runs": result.dropped != nil
        ? [] : zip(result.totalMs, result.msPerStep).map { ["total_ms": $0.0, "ms_per_step": $0.1] },
      "deterministic": result.deterministic,
    ]
    if let median, result.dropped == nil {
      let totals = result.totalMs.sorted()
      object["timing"] = [
        "runs": result.msPerStep.count, "ms_per_step_median": median, "ms_per_step_min": sortedMs.first ?? median,
        "ms_per_step_max": sortedMs.last ?? median, "total_ms_median": totals[totals.count / 2],
      ]
    }
    if !result.stageMs.isEmpty { object["stages_ms_per_step"] = result.stageMs }
    if let dropped = result.dropped { object["dropped"] = dropped }
    return try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
  }

  private func format(_ x: Double) -> String {
    guard x.isFinite else { return "nan" }
    return String(format: "%.4g", x)
  }
}
