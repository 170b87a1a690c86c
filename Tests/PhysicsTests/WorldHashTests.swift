import Foundation
import Geometry
import Scenes
import Testing

@testable import Physics

/// The engine's result is pinned: a busy scene (400 boxes and balls raining into a bin, with
/// friction, restitution, rotation and stacking) ends after a fixed number of steps in a state whose
/// hash is written here. Tests/wasm/determinism.mjs runs the same scene for the same steps in the
/// WebAssembly build and checks the same constant, so both builds compute bit for bit the same.
/// A change to the physics that moves it must say why, and update both.
@Suite struct WorldHashTests {
  static let steps = 120
  static let mixedPileHash = "4382e33148636043"

  @Test func aBusySceneEndsInThePinnedState() throws {
    let pile = try SceneFixture.load("mixed_pile_n400", steps: Self.steps)
    let (world, bodies) = pile.makeWorld()
    for _ in 0..<Self.steps { world.step(dt: pile.dt) }
    #expect(pile.stateHash(world: world, bodies: bodies) == Self.mixedPileHash)
  }
}
