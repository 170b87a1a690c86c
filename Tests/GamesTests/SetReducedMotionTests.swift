import Geometry
import Stage
import Testing

@testable import Games
@testable import Host

@Suite struct SetReducedMotionTests {
  /// Every view under `view`, with `view`.
  private func allViews(_ view: View) -> [View] { [view] + view.subviews.flatMap(allViews) }

  /// Runs `seconds` of frames, sampling after each: the most any view turned or was squeezed by a
  /// flip, and the farthest any card strayed outside the canvas.
  private func sample(_ app: AccessibleHost, seconds: Double) -> (turned: Double, squeezed: Double, outside: Double) {
    let scene = app.host.scene as! SetScene
    var turned = 0.0
    var squeezed = 0.0
    var outside = 0.0
    for _ in 0..<Int(seconds * 60) {
      app.run(seconds: 1.0 / 60)
      let canvas = scene.rootView.bounds
      for view in allViews(scene.rootView) {
        turned = max(turned, abs(view.transform.b), abs(view.transform.c))
        let t = view.transitionTransform
        squeezed = max(squeezed, abs(1 - t.a), abs(t.b), abs(t.c), abs(1 - t.d))
        guard view is SetCardView, view.superview != nil else { continue }
        let f = view.accessibilityFrame
        outside = max(outside, canvas.minX - f.minX, canvas.minY - f.minY, f.maxX - canvas.maxX, f.maxY - canvas.maxY)
      }
    }
    return (turned, squeezed, outside)
  }

  private func playAMatch(_ app: AccessibleHost) throws {
    let scene = try #require(app.host.scene as? SetScene)
    let set = try #require(SetRules.firstSet(in: scene.game.table))
    for card in set { #expect(app.activate(card.spokenName)) }
  }

  @Test func withReducedMotionTheDealAndAMatchNeitherTurnNorBounce() throws {
    let app = AccessibleHost("set", seconds: 0)
    app.host.perform("reducedMotion=1")
    app.host.perform("newGame")
    let deal = sample(app, seconds: 6)
    #expect(deal.turned < 1e-9 && deal.squeezed < 1e-9)
    let scene = try #require(app.host.scene as? SetScene)
    #expect(scene.cardViews.count == 12 && scene.cardViews.allSatisfy { $0.isFaceUp && $0.alpha == 1 })
    try playAMatch(app)
    let match = sample(app, seconds: 4)
    #expect(match.turned < 1e-9 && match.squeezed < 1e-9 && match.outside <= 0)
    #expect(scene.landedCount == 3 && scene.discardTop?.isFaceUp == false)
    #expect(scene.cardViews.count == 12 && scene.cardViews.allSatisfy { $0.isFaceUp && $0.alpha == 1 })
  }

  @Test func withoutItTheSameSamplingSeesSpinsFlipsAndBounces() throws {
    let app = AccessibleHost("set", seconds: 0)
    let deal = sample(app, seconds: 6)
    #expect(deal.turned > 0.5 && deal.squeezed > 0.5)
    try playAMatch(app)
    let match = sample(app, seconds: 4)
    #expect(match.turned > 0.1)
  }

  @Test func gamesOpenedLaterAreToldToo() throws {
    let host = AppHost(seed: 1)
    host.perform("reducedMotion=1")
    host.open("set")
    #expect((host.scene as? SetScene)?.reducesMotion == true)
    host.perform("reducedMotion=0")
    #expect((host.scene as? SetScene)?.reducesMotion == false)
  }
}
