import Geometry
import Stage
import Testing

@testable import Games

/// Concentration, BubblePop and Breakout with reduced motion: sampled every frame, no view is
/// turned, scaled or squeezed by a flip; without it, the same sampling sees them.
@Suite struct ReducedMotionTests {
  private func allViews(_ view: View) -> [View] { [view] + view.subviews.flatMap(allViews) }

  /// The most any view's transform departs from the one it was first seen with, or its flip from
  /// the identity, over `seconds` of frames; views `physics` names (balls the game's own dynamics
  /// turn) are left out.
  private func largestDeformation(
    _ app: AccessibleHost, seconds: Double, physics: (View) -> Bool = { _ in false }
  ) -> Double {
    var first: [ObjectIdentifier: AffineTransform] = [:]
    var largest = 0.0
    for _ in 0..<Int(seconds * 60) {
      app.run(seconds: 1.0 / 60)
      guard let root = app.host.scene?.rootView else { continue }
      for view in allViews(root) where !physics(view) {
        let start = first[ObjectIdentifier(view)] ?? view.transform
        first[ObjectIdentifier(view)] = start
        let t = view.transform
        let flip = view.transitionTransform
        largest = max(
          largest, abs(t.a - start.a), abs(t.b - start.b), abs(t.c - start.c), abs(t.d - start.d),
          abs(1 - flip.a), abs(flip.b), abs(flip.c), abs(1 - flip.d))
      }
    }
    return largest
  }

  private func concentration(reduced: Bool) -> Double {
    let app = AccessibleHost("concentration", seconds: 0.1)
    if reduced { app.host.perform("reducedMotion=1") }
    app.activate("Animals")
    var largest = largestDeformation(app, seconds: 0.6)
    app.activate("card 1")
    app.activate("card 2")
    largest = max(largest, largestDeformation(app, seconds: 1.5))
    return largest
  }

  @Test func concentrationCrossFadesItsCards() {
    #expect(concentration(reduced: true) < 1e-9)
    #expect(concentration(reduced: false) > 0.5)
  }

  private func bubblePop(reduced: Bool) -> Double {
    let app = AccessibleHost("bubblepop", seconds: 0.1)
    if reduced { app.host.perform("reducedMotion=1") }
    app.host.control("name=Ada")
    app.host.perform("start")
    var largest = largestDeformation(app, seconds: 4)
    for _ in 0..<5 {
      if let bubble = app.elements.first(where: { $0.container != 0 }) {
        app.host.accessibilityAction(id: bubble.identifier, action: 0)
      }
      largest = max(largest, largestDeformation(app, seconds: 0.5))
    }
    return largest
  }

  @Test func bubblePopFadesItsBubblesAndPoints() {
    #expect(bubblePop(reduced: true) < 1e-9)
    #expect(bubblePop(reduced: false) > 0.3)
  }

  private func breakout(reduced: Bool) -> Double {
    let app = AccessibleHost("breakout", seconds: 0.1)
    if reduced { app.host.perform("reducedMotion=1") }
    app.host.key(.space, isDown: true)
    app.host.key(.space, isDown: false)
    let scene = app.host.scene as! BreakoutScene
    return largestDeformation(app, seconds: 12) { view in scene.balls.contains { $0.view === view } }
  }

  @Test func breakoutFadesItsBrokenBricks() {
    #expect(breakout(reduced: true) < 1e-9)
    #expect(breakout(reduced: false) > 0.3)
  }
}
