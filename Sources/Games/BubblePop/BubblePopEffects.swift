import Geometry
import Motion
import Stage

/// BubblePop's animations (EF2), each on its own short-lived view in `layer` and driven by the
/// scene's clock: bubbles grow in when they appear and shrink away when a refresh takes them, a
/// popped bubble bursts (a ring that grows and fades), and the points float up and fade.
struct BubblePopEffects {
  /// The view the effects draw in (it takes no touches).
  let layer: View
  /// The clock the animators run on.
  let clock: Clock
  /// When true (the player asked for less motion) the effects only fade: nothing grows, shrinks,
  /// bounces, bursts or floats.
  var reducesMotion = false

  /// Grows a new bubble's view from a dot to full size with a little bounce.
  func appear(_ view: View) {
    guard !reducesMotion else {
      view.alpha = 0
      PropertyAnimator(duration: 0.2, timingParameters: .easeOut, clock: clock) { view.alpha = 1 }.startAnimation()
      return
    }
    view.transform = AffineTransform(scaleX: 0.2, y: 0.2)
    PropertyAnimator(duration: 0.35, dampingRatio: 0.55, clock: clock) { view.transform = .identity }
      .startAnimation()
  }

  /// Moves a bubble a refresh removed into the effects layer and shrinks it away.
  func vanish(_ view: View) {
    layer.addSubview(view)
    let animator = PropertyAnimator(duration: 0.2, timingParameters: .easeIn, clock: clock) {
      if !reducesMotion { view.transform = AffineTransform(scaleX: 0.3, y: 0.3) }
      view.alpha = 0
    }
    animator.addCompletion { _ in view.removeFromSuperview() }
    animator.startAnimation()
  }

  /// Replaces a popped bubble's view with a burst: the disc swells and fades while a ring of its
  /// colour races outward.
  func burst(_ view: View, color: Color) {
    layer.addSubview(view)
    guard !reducesMotion else {
      let fade = PropertyAnimator(duration: 0.2, timingParameters: .easeOut, clock: clock) { view.alpha = 0 }
      fade.addCompletion { _ in view.removeFromSuperview() }
      fade.startAnimation()
      return
    }
    let r = view.bounds.width / 2
    let ring = View(frame: view.frame)
    ring.cornerRadius = r
    ring.borderWidth = 0.18 * r
    ring.borderColor = color
    ring.isUserInteractionEnabled = false
    layer.addSubview(ring)
    let animator = PropertyAnimator(duration: 0.28, timingParameters: .easeOut, clock: clock) {
      view.transform = AffineTransform(scaleX: 1.35, y: 1.35)
      view.alpha = 0
      ring.transform = AffineTransform(scaleX: 1.9, y: 1.9)
      ring.alpha = 0
    }
    animator.addCompletion { _ in
      view.removeFromSuperview()
      ring.removeFromSuperview()
    }
    animator.startAnimation()
  }

  /// Floats `text` up from `point` and fades it out (fades it where it is, with reduced motion).
  func floatLabel(_ text: String, at point: Point, color: Color, size: Double) {
    let label = View(frame: Rect(x: point.x - 70, y: point.y - size, width: 140, height: 2 * size))
    label.content = .text(Text(text, size: size, weight: 800, color: color))
    label.shadow = Shadow(offset: Vector(dx: 0, dy: 1), blur: 3, color: Color.white.withAlpha(0.9))
    label.isUserInteractionEnabled = false
    layer.addSubview(label)
    let animator = PropertyAnimator(duration: 0.9, timingParameters: .easeOut, clock: clock) {
      if !reducesMotion { label.center = Point(x: point.x, y: point.y - 3 * size) }
    }
    animator.addAnimations({ label.alpha = 0 }, delayFactor: 0.45)
    animator.addCompletion { _ in label.removeFromSuperview() }
    animator.startAnimation()
  }
}
