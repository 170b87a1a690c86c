import GameKit

extension LabScene {
  /// The Lab's how-to: what each experiment shows and how to drive it.
  public var howTo: HowTo {
    HowTo(
      title: "How to use the Lab",
      sections: [
        HowTo.Section(
          "Incline",
          [
            "A ball rolls down a plane tilted by the Slope slider; our physics engine moves it, not a formula.",
            "Measured a is the ball's acceleration along the plane once a roll has measured it; Theory is "
              + "what a rolling ball should do, ⁵⁄₇·g·sin θ.",
            "Drop a ball adds one, up to \(InclineLab.maximumBalls); Rock the slope tilts it back and forth; "
              + "Reset starts over. Drag a ball to pick it up and throw it.",
            "Keyboard: Space lets the ball waiting at the top roll, or drops a new one when none waits; the "
              + "slope on the canvas is adjustable (a screen reader's swipe up and down, or the slider's arrow "
              + "keys) a degree at a time.",
          ]),
        HowTo.Section(
          "Animation",
          [
            "Timing curves side by side, a spring to fling, a card to flip from any side, and a square to throw "
              + "and catch with a snap.",
            "Choose the experiment at the top of the controls.",
          ]),
      ])
  }
}
