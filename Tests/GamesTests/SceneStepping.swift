import GameKit

/// Plays `scene` for `seconds` of game time at 60 frames a second.
func run(_ scene: some GameScene, seconds: Double) {
  for _ in 0..<Int(seconds * 60) { scene.update(dt: 1.0 / 60) }
}
