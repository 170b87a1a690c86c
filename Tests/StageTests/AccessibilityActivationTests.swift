import Geometry
import Testing

@testable import Stage

@Suite struct AccessibilityActivationTests {
  private final class Stepper: View {
    var steps = 0
    override func accessibilityIncrement() { steps += 1 }
    override func accessibilityDecrement() { steps -= 1 }
  }

  @Test func theDefaultActivationDeclinesAndPointsAtTheFramesMiddle() {
    let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let parent = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
    let button = View(frame: Rect(x: 10, y: 20, width: 40, height: 30))
    parent.addSubview(button)
    root.addSubview(parent)
    #expect(!button.accessibilityActivate())
    #expect(button.accessibilityActivationPoint == Point(x: 80, y: 85))
    button.accessibilityActivationPoint = Point(x: 1, y: 2)
    #expect(button.accessibilityActivationPoint == Point(x: 1, y: 2))
  }

  @Test func adjustableViewsStepThroughTheirOverrides() {
    let stepper = Stepper()
    stepper.accessibilityIncrement()
    stepper.accessibilityIncrement()
    stepper.accessibilityDecrement()
    #expect(stepper.steps == 1)
  }
}
