import Stage
import Testing

@testable import Games

@Suite struct LabAccessibilityTests {
  @Test func theSlopeStepsThroughIncrementAndDecrementAndTheBallRolls() throws {
    let app = AccessibleHost("lab", seconds: 0.2)
    let lab = try #require(app.host.scene as? LabScene)
    let slope = try #require(app.element("Slope"))
    #expect(slope.value == "20°" && slope.traits == .adjustable)
    #expect(slope.valueRange == -45...45, "a web slider needs its range")
    #expect(app.host.accessibilityJSON().contains(#""min":-45,"max":45"#))
    for _ in 0..<5 { #expect(app.host.accessibilityAction(id: slope.identifier, action: 1)) }
    #expect(app.host.accessibilityAction(id: slope.identifier, action: 2))
    #expect(lab.controls["slope"]?.number == 24, "the slider follows")
    app.run(seconds: 1)
    #expect(app.element("Slope")?.value == "24°")
    #expect(lab.incline.slope == 24, "the plane turned to the new slope")
    #expect(app.activate("Ball at the top of the slope"))
    #expect(lab.incline.waitingBall == nil, "activating the ball lets it roll")
    #expect(app.element("Ball at the top of the slope") == nil)
    for _ in 0..<30 { app.host.accessibilityAction(id: slope.identifier, action: 1) }
    #expect(lab.controls["slope"]?.number == 45, "clamped to the range")
    app.host.control("rock=1")
    app.run(seconds: 0.1)
    #expect(!app.host.accessibilityAction(id: slope.identifier, action: 1), "no steps while it rocks")
  }
}
