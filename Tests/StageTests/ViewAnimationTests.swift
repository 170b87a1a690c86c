import Geometry
import Motion
import Testing

@testable import Stage

/// Views animate through `PropertyAnimator`, spin with keyframes and flip with transitions.
@Suite struct ViewAnimationTests {
  private let clock = Clock()

  private func run(seconds: Double) {
    for _ in 0..<Int((seconds * 100).rounded()) { clock.advance(by: 0.01) }
  }

  @Test func alphaCentreAndColourAnimateAndTwoAnimatorsShareAView() {
    let card = View(frame: Rect(x: 0, y: 0, width: 40, height: 60))
    card.backgroundColor = Color(red: 1, green: 0, blue: 0)
    let fade = PropertyAnimator(duration: 1, timingParameters: .linear, clock: clock) {
      card.alpha = 0
      card.backgroundColor = Color(red: 0, green: 0, blue: 1)
    }
    let move = PropertyAnimator(duration: 0.5, timingParameters: .linear, clock: clock) {
      card.center = Point(x: 120, y: 30)
    }
    fade.startAnimation()
    move.startAnimation()
    run(seconds: 0.25)
    #expect(abs(card.alpha - 0.75) < 1e-9)
    #expect(abs(card.center.x - 70) < 1e-9)
    #expect(abs((card.backgroundColor?.red ?? 0) - 0.75) < 1e-9)
    run(seconds: 0.75)
    #expect(card.alpha == 0)
    #expect(card.center == Point(x: 120, y: 30))
    #expect(card.backgroundColor == Color(red: 0, green: 0, blue: 1))
  }

  @Test func framesAnimateAndLayOutAsTheyGrow() {
    final class Counting: View {
      var layouts = 0
      override func layoutSubviews() { layouts += 1 }
    }
    let view = Counting(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    view.layoutIfNeeded()
    let grow = PropertyAnimator(duration: 1, timingParameters: .linear, clock: clock) {
      view.frame = Rect(x: 0, y: 0, width: 110, height: 10)
    }
    grow.startAnimation()
    run(seconds: 0.5)
    #expect(abs(view.bounds.width - 60) < 1e-9)
    view.layoutIfNeeded()
    #expect(view.layouts == 2)
  }

  @Test func threeThirdsOfATurnSpinACardAllTheWayRound() {
    let card = View(frame: Rect(x: 0, y: 0, width: 40, height: 60))
    let spin = PropertyAnimator(duration: 0.9, timingParameters: .linear, clock: clock)
    for k in 0..<3 {
      spin.addKeyframe(relativeStartTime: Double(k) / 3, relativeDuration: 1.0 / 3) {
        card.transform = AffineTransform(rotationAngle: 2 * Trig.pi * Double(k + 1) / 3)
      }
    }
    spin.startAnimation()
    run(seconds: 0.15)
    #expect(abs(card.transform.rotationAngle - Trig.pi / 3) < 1e-9)
    run(seconds: 0.3)
    #expect(abs(card.transform.rotationAngle - Trig.pi) < 1e-6 || abs(card.transform.rotationAngle + Trig.pi) < 1e-6)
    run(seconds: 0.3)
    #expect(abs(card.transform.rotationAngle + Trig.pi / 3) < 1e-9)
    run(seconds: 0.15)
    #expect(abs(card.transform.a - 1) < 1e-9 && abs(card.transform.b) < 1e-9)
  }

  @Test(arguments: [Transition.flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom])
  func aFlipSwapsTheFaceAtHalfwayAndTurnsEdgeOn(transition: Transition) {
    let card = View(frame: Rect(x: 0, y: 0, width: 40, height: 60))
    card.backgroundColor = .white
    var face = "back"
    var ended = false
    let flip = Transition.run(transition, on: card, duration: 1, clock: clock) { face = "front" }
    flip.addCompletion { _ in ended = true }
    run(seconds: 0.25)
    #expect(face == "back")
    let horizontal = transition == .flipFromLeft || transition == .flipFromRight
    let squeeze = horizontal ? card.transitionTransform.a : card.transitionTransform.d
    let turned = Trig.pi * CubicBezier.easeInOut.progress(at: 0.25)
    #expect(abs(squeeze - Trig.cos(turned)) < 1e-9)
    #expect(card.shade > 0.1)
    run(seconds: 0.25)
    #expect(face == "front")
    #expect(card.shade > 0.44)
    run(seconds: 0.5)
    #expect(ended)
    #expect(card.transitionTransform == .identity)
    #expect(card.shade == 0)
  }

  @Test func aMidFlipCardRendersSqueezedUnderAVeil() {
    let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let card = View(frame: Rect(x: 80, y: 70, width: 40, height: 60))
    card.backgroundColor = .white
    root.addSubview(card)
    Transition.run(.flipFromLeft, on: card, duration: 1, clock: clock) {}
    run(seconds: 0.4)
    var list = DisplayList()
    root.render(into: &list)
    let t = card.transformToSuperview
    #expect(t.a < 0.6 && t.a > 0.2)
    // The veil is a black, translucent rectangle over the card, after its white background.
    let floats = list.floats
    let veil = zip(floats.indices, floats).contains { i, v in
      v == DisplayList.Op.fillRect.rawValue && i + 9 < floats.count && floats[i + 6] == 0
        && floats[i + 7] == 0 && floats[i + 8] == 0 && floats[i + 9] > 0.2 && floats[i + 9] < 0.5
    }
    #expect(veil)
  }

  @Test func crossDissolveFadesASnapshotOfTheOldLookOverTheNew() {
    let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let card = View(frame: Rect(x: 10, y: 10, width: 40, height: 60))
    card.backgroundColor = Color(red: 1, green: 0, blue: 0)
    root.addSubview(card)
    Transition.run(.crossDissolve, on: card, duration: 1, clock: clock) {
      card.backgroundColor = Color(red: 0, green: 1, blue: 0)
    }
    #expect(card.backgroundColor == Color(red: 0, green: 1, blue: 0))
    #expect(root.subviews.count == 2)
    run(seconds: 0.5)
    #expect(abs(root.subviews[1].alpha - 0.5) < 1e-9)
    #expect(root.subviews[1].backgroundColor == Color(red: 1, green: 0, blue: 0))
    run(seconds: 0.5)
    #expect(root.subviews.count == 1)
  }
}
