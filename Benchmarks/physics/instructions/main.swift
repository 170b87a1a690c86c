import Foundation
// Steps a physics scene for `kinetic`'s instruction counts (see ../instructions.sh): the steps
// from `--from` to `--to` run inside `measuredSteps`, the only function callgrind counts, so
// building the world and the warm-up steps are left out. Synchronous on purpose: valgrind cannot
// follow the async `kinetic` command line.
import Physics
import Scenes

/// The steps callgrind counts.
@inline(never)
func measuredSteps(_ world: PhysicsWorld, _ count: Int, _ dt: Double) {
  for _ in 0..<count { world.step(dt: dt) }
}

let arguments = CommandLine.arguments
guard arguments.count == 4, let from = Int(arguments[2]), let to = Int(arguments[3]), 0 <= from, from < to else {
  print("usage: step-counter SCENE.json FROM TO")
  exit(2)
}
let scene: PhysicsScene
do {
  scene = try SceneFile.load(arguments[1])
} catch {
  print(error)
  exit(2)
}
let (world, bodies) = scene.makeWorld()
for _ in 0..<from { world.step(dt: scene.dt) }
measuredSteps(world, to - from, scene.dt)
print("scene=\(scene.label) steps=\(from)..<\(to) checksum=\(scene.stateHash(world: world, bodies: bodies))")
