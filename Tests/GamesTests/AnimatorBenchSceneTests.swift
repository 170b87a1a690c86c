import BenchScenes
import Geometry
import Host
import Testing

/// The animation benchmark scene keeps all its animators running.
@Suite struct AnimatorBenchSceneTests {
  @Test func aHundredAnimatorsPingPongForever() {
    let host = AppHost(seed: 1, extraScenes: BenchScenes.make)
    #expect(host.open("bench-animators"))
    let scene = host.scene as! AnimatorBenchScene
    let first = scene.rootView.subviews[0]
    let start = first.center
    var farthest = 0.0
    for i in 0..<600 {
      host.frame(timeMs: Double(i) * 1000 / 60)
      farthest = max(farthest, first.center.distance(to: start))
    }
    #expect(scene.summary == "animators 100")
    #expect(farthest > 40)
    #expect(Catalog.game("bench-animators") == nil)
    #expect(!AppHost(seed: 1).open("bench-animators"), "the app without the extra scenes has no benchmark")
  }
}
