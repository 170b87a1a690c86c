import ArgumentParser
import BenchScenes
import Foundation
import Host
import Replay
import Scenes

/// `kinetic simulate`: runs a game headlessly and prints its final state and checksum.
struct Simulate: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Run a game headlessly (a computer plays for you) and print the final score and state checksum.",
    discussion: """
      With --input-log, replay a recorded log of host calls instead (see docs/web-bridge.md); it may open the \
      benchmark scenes too (bench-set, bench-animators). With --scene-file, \
      run a physics scene (docs/physics-scene-format.md) once, untimed, and print its figures as key=value.
      """)

  @Argument(help: "The game id (\(Catalog.games.filter(\.isPlayable).map(\.id).joined(separator: ", "))).")
  var game: String?

  @Option(help: "Seed for the game's randomness.")
  var seed: UInt64 = 1

  @Option(help: "Seconds of game time to simulate (0…86400).")
  var seconds: Double = 60

  @Option(name: .customLong("input-log"), help: "Replay this input log and print its final state and checksum.")
  var inputLog: String?

  @Option(name: .customLong("scene-file"), help: "Run this physics scene file once and print its figures.")
  var sceneFile: String?

  func validate() throws {
    guard seconds.isFinite, (0...86_400).contains(seconds) else {
      throw ValidationError("--seconds must be between 0 and 86400")
    }
    if inputLog == nil && game == nil && sceneFile == nil {
      throw ValidationError("name a game, or pass --input-log FILE or --scene-file FILE")
    }
  }

  func run() throws {
    if let sceneFile {
      let scene: PhysicsScene
      do {
        scene = try SceneFile.load(sceneFile)
      } catch {
        throw ValidationError(error.description)
      }
      let result = PhysicsBenchmark(scene: scene, runs: 0, maxRunSeconds: 3600).run()
      print(BenchReport(scene: scene, result: result).keyValueLine())
      return
    }
    if let inputLog {
      let text: String
      do {
        text = try String(contentsOfFile: inputLog, encoding: .utf8)
      } catch {
        throw ValidationError("cannot read \(inputLog): \(error.localizedDescription)")
      }
      let host: AppHost
      do {
        host = try InputLog.play(text, extraScenes: BenchScenes.make)
      } catch .badLine(let number, let line) {
        throw ValidationError("\(inputLog):\(number): cannot play '\(line)'")
      } catch {
        throw ValidationError("\(inputLog): the log is over its limits (\(error))")
      }
      print("state=\(host.stateJSON())")
      print("checksum=\(host.checksum())")
      return
    }
    guard let game, let result = Simulation.run(gameID: game, seed: seed, seconds: seconds) else {
      throw ValidationError("unknown game '\(game ?? "")'")
    }
    print("\(game) seed=\(seed) seconds=\(seconds) frames=\(result.frames)")
    print("score: \(result.summary)")
    print("state=\(result.stateJSON)")
    print("checksum=\(result.checksum)")
  }
}
