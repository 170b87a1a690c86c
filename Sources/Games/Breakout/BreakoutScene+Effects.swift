import Geometry
import Motion
import Stage

extension BreakoutScene {
  /// An explosive brick goes off: a hot shock wave grows from it past its neighbours and fades,
  /// while the court shakes for a moment (with reduced motion the wave only fades and nothing shakes).
  func animateExplosion(of brick: Brick) {
    let reach = 2.6 * max(brick.frame.width, brick.frame.height)
    let wave = effectView(at: brick.frame.center, diameter: reach, color: BreakoutStyle.explosive)
    wave.borderWidth = 3
    wave.borderColor = BreakoutStyle.explosive
    wave.backgroundColor = BreakoutStyle.explosive.withAlpha(0.35)
    if !reducesMotion { wave.transform = AffineTransform(scaleX: 0.1, y: 0.1) }
    let grow = PropertyAnimator(duration: 0.45, timingParameters: .easeOut, clock: clock) {
      wave.transform = .identity
      wave.alpha = 0
    }
    grow.addCompletion { _ in wave.removeFromSuperview() }
    grow.startAnimation()
    shakeCourt()
  }

  /// An extra ball is released: a bright ring pulses where it appears and the ball pops up to size
  /// with a spring (with reduced motion the ring only fades and the ball appears at its size).
  func animateRelease(of ball: View) {
    let ring = effectView(at: ball.center, diameter: 6 * ballRadius, color: BreakoutStyle.ball)
    ring.borderWidth = 2
    ring.borderColor = BreakoutStyle.ball
    if !reducesMotion { ring.transform = AffineTransform(scaleX: 0.2, y: 0.2) }
    let pulse = PropertyAnimator(duration: 0.4, timingParameters: .easeOut, clock: clock) {
      ring.transform = .identity
      ring.alpha = 0
    }
    pulse.addCompletion { _ in ring.removeFromSuperview() }
    pulse.startAnimation()
    guard !reducesMotion else { return }
    ball.transform = AffineTransform(scaleX: 0.2, y: 0.2)
    PropertyAnimator(
      duration: 0.5, timingParameters: .spring(Spring(dampingRatio: 0.45, settlingIn: 0.5)), clock: clock
    ) { ball.transform = .identity }
    .startAnimation()
  }

  /// A round view for an effect, centred on `center`, drawn above the bricks and taking no touches.
  private func effectView(at center: Point, diameter: Double, color: Color) -> View {
    let view = View(frame: Rect(center: center, size: Size(width: diameter, height: diameter)))
    view.cornerRadius = diameter / 2
    view.isUserInteractionEnabled = false
    view.shadow = Shadow(offset: .zero, blur: 14, color: color.withAlpha(0.8))
    rootView.addSubview(view)
    return view
  }

  /// Moves every brick a few points and springs them back: the blast shakes the wall. With reduced
  /// motion nothing moves, but the same random numbers are drawn, so the game plays the same.
  private func shakeCourt() {
    for entry in brickViews {
      let view = entry.view
      let shake = AffineTransform(translationX: random.nextDouble(in: -3, 3), y: random.nextDouble(in: -3, 3))
      guard !reducesMotion else { continue }
      view.transform = shake
      PropertyAnimator(
        duration: 0.35, timingParameters: .spring(Spring(dampingRatio: 0.3, settlingIn: 0.35)), clock: clock
      ) { view.transform = .identity }
      .startAnimation()
    }
  }
}
