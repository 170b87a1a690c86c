import GameKit
import Geometry
import Motion
import Stage
import Testing

@testable import Games
@testable import Host

/// The Lab: a picker between the Incline and the Animation examples, driven as the shell does.
@Suite struct LabSceneTests {
  private let host = AppHost(seed: 1)
  private var time = 0.0

  init() {
    host.resize(width: 390, height: 600, scale: 3)
    _ = host.open("lab")
  }

  private var lab: LabScene { host.scene as! LabScene }

  private mutating func frames(_ seconds: Double) {
    for _ in 0..<Int((seconds * 60).rounded()) {
      time += 1000.0 / 60
      host.frame(timeMs: time)
    }
  }

  /// Presses at `from`, moves to `to` over `steps` frames and lifts, in root coordinates.
  private mutating func drag(from: Point, to: Point, steps: Int = 6) {
    host.pointer(phase: .down, id: 1, x: from.x, y: from.y, timeMs: time)
    for k in 1...steps {
      frames(1.0 / 60)
      let p = Point.interpolate(from: from, to: to, progress: Double(k) / Double(steps))
      host.pointer(phase: .move, id: 1, x: p.x, y: p.y, timeMs: time)
    }
    host.pointer(phase: .up, id: 1, x: to.x, y: to.y, timeMs: time)
  }

  private mutating func tap(at p: Point) {
    host.pointer(phase: .down, id: 2, x: p.x, y: p.y, timeMs: time)
    frames(2.0 / 60)
    host.pointer(phase: .up, id: 2, x: p.x, y: p.y, timeMs: time)
  }

  private func shownIDs() -> [String] {
    lab.controls.controls.filter { !$0.isHidden }.map(\.id)
  }

  @Test mutating func thePickerSwitchesSectionsAndTheirControls() {
    #expect(lab.section == .incline)
    #expect(shownIDs() == ["section", "slope", "measured", "theory", "release", "drop", "reset", "rock"])
    #expect(!host.controlsJSON().contains("\"replay\""))
    _ = host.control("section=animation")
    #expect(lab.section == .animation)
    #expect(shownIDs() == ["section", "replay", "bounce"])
    #expect(lab.rootView.subviews.first === lab.animation.rootView)
    // Hidden controls take no input.
    _ = host.control("slope=-30")
    #expect(lab.incline.targetSlope == 20)
    _ = host.control("section=incline")
    #expect(lab.rootView.subviews.first === lab.incline.rootView)
    frames(0.5)
    #expect(host.stateJSON().hasPrefix("{\"game\":\"lab\",\"section\":\"incline\""))
  }

  @Test func eachSectionIsShownByTheLabsActionOfItsName() {
    for section in LabSectionName.allCases {
      let action = LabAction(rawValue: section.rawValue)
      #expect(action?.section == section, "\(section.rawValue)")
      #expect(lab.perform(.game(name: section.rawValue, argument: nil)))
      #expect(lab.section == section)
    }
    #expect(LabAction.allCases.filter { $0.section != nil }.count == LabSectionName.allCases.count)
  }

  @Test mutating func theCurvesRaceSideBySide() {
    _ = host.control("section=animation\nreplay")
    frames(0.4)
    let dots = lab.animation.dots.map(\.center.x)
    let start = lab.animation.dots[0].superview!.subviews[1].frame.minX
    // linear, easeIn, easeOut, easeInOut a quarter of the way through.
    #expect(dots[1] < dots[0])
    #expect(dots[2] > dots[0])
    #expect(dots[3] < dots[0] && dots[3] > start)
    frames(1.3)
    let ends = lab.animation.dots.map(\.center.x)
    #expect(Set(ends).count == 1)
  }

  @Test mutating func tappingACardSideFlipsItFromThatSide() {
    _ = host.control("section=animation")
    frames(0.1)
    let card = lab.animation.card
    let left = card.convert(Point(x: card.bounds.width * 0.1, y: card.bounds.midY), to: nil)
    tap(at: left)
    frames(0.25)
    #expect(lab.animation.card.shade > 0.2)
    #expect(card.transitionTransform.a < 0.9)
    #expect(card.transitionTransform.d >= 1)
    frames(0.5)
    #expect(!lab.animation.cardShowsFace)
    #expect(card.shade == 0)
    let top = card.convert(Point(x: card.bounds.midX, y: card.bounds.height * 0.05), to: nil)
    tap(at: top)
    frames(0.25)
    #expect(card.transitionTransform.d < 0.9)
    frames(0.5)
    #expect(lab.animation.cardShowsFace)
  }

  @Test mutating func aFlungBallSpringsHome() {
    _ = host.control("section=animation")
    frames(0.1)
    let ball = lab.animation.springBall
    let home = ball.center
    let start = ball.convert(Point(x: ball.bounds.midX, y: ball.bounds.midY), to: nil)
    drag(from: start, to: Point(x: start.x + 60, y: start.y - 20))
    #expect(ball.center.distance(to: home) > 40)
    frames(1.2)
    #expect(ball.center.distance(to: home) < 0.5)
  }

  @Test mutating func aThrownSquareFliesAndATapCatchesIt() {
    _ = host.control("section=animation")
    frames(0.1)
    let square = lab.animation.thrown
    let start = square.center
    lab.animation.throwSquare(velocity: Vector(dx: 400, dy: -150))
    frames(0.2)
    #expect(square.center.distance(to: start) > 30)
    let panel = lab.animation.throwPanel
    let target = Point(x: panel.bounds.width * 0.25, y: panel.bounds.height * 0.6)
    tap(at: panel.convert(target, to: nil))
    frames(2)
    #expect(square.center.distance(to: target) < 1)
  }
}
