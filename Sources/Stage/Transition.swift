import Geometry
import Motion

/// Changes a view's look with a transition (UIKit's `UIView.transition(with:duration:options:…)`):
/// the card turns over and shows its other side, or the old look fades into the new.
///
/// A flip turns the view about its vertical (left/right) or horizontal (top/bottom) centre line:
/// it narrows as it turns edge-on — the foreshortening — and darkens under a veil; at the
/// half-way point `changes` run (without animation) and the new side turns into view.
///
///     Transition.run(.flipFromLeft, on: card, duration: 0.5, clock: clock) { card.content = face }
public enum Transition: Sendable {
  /// Turns over with the left edge coming toward the viewer.
  case flipFromLeft
  /// Turns over with the right edge coming toward the viewer.
  case flipFromRight
  /// Turns over with the top edge coming toward the viewer.
  case flipFromTop
  /// Turns over with the bottom edge coming toward the viewer.
  case flipFromBottom
  /// The old look fades out over the new one.
  case crossDissolve

  /// The darkest the veil gets, edge-on.
  static let maximumShade = 0.45

  /// Plays the transition on `view` over `duration` seconds of `clock` time; `changes` make the
  /// new look. Returns the (started) animator, for completions or to stop it.
  @discardableResult
  public static func run(
    _ transition: Transition, on view: View, duration: Double, clock: Clock, changes: @escaping () -> Void
  ) -> PropertyAnimator {
    let animator = PropertyAnimator(duration: duration, timingParameters: .easeInOut, clock: clock)
    switch transition {
    case .crossDissolve:
      crossDissolve(view, animator, changes)
    default:
      flip(view, transition, animator, changes)
    }
    animator.startAnimation()
    return animator
  }

  private static func flip(
    _ view: View, _ transition: Transition, _ animator: PropertyAnimator, _ changes: @escaping () -> Void
  ) {
    var swapped = false
    let horizontal = transition == .flipFromLeft || transition == .flipFromRight
    // Which way the near edge swings: mirrored so the far side shows its face the right way round.
    let sign = transition == .flipFromLeft || transition == .flipFromTop ? 1.0 : -1.0
    animator.addProgressAnimation { progress in
      let p = min(max(progress, 0), 1)
      if p >= 0.5 && !swapped {
        swapped = true
        Animation.performWithoutAnimation(changes)
      }
      let turn = Trig.pi * p
      let squeeze = max(abs(Trig.cos(turn)), 0.001)
      // A hint of perspective: the card grows a little along the other axis as it turns toward you.
      let lift = 1 + 0.06 * Trig.sin(turn)
      view.transitionTransform =
        horizontal
        ? AffineTransform(a: squeeze, b: 0, c: 0, d: lift, tx: 0, ty: 0)
          .concatenating(AffineTransform(a: 1, b: sign * 0.04 * Trig.sin(2 * turn), c: 0, d: 1, tx: 0, ty: 0))
        : AffineTransform(a: lift, b: 0, c: 0, d: squeeze, tx: 0, ty: 0)
          .concatenating(AffineTransform(a: 1, b: 0, c: sign * 0.04 * Trig.sin(2 * turn), d: 1, tx: 0, ty: 0))
      view.shade = maximumShade * Trig.sin(turn)
    }
    animator.addCompletion { _ in
      if !swapped { Animation.performWithoutAnimation(changes) }
      view.transitionTransform = .identity
      view.shade = 0
    }
  }

  private static func crossDissolve(_ view: View, _ animator: PropertyAnimator, _ changes: @escaping () -> Void) {
    let old = View(frame: view.frame)
    old.transform = view.transform
    old.backgroundColor = view.backgroundColor
    old.cornerRadius = view.cornerRadius
    old.content = view.content
    old.borderWidth = view.borderWidth
    old.borderColor = view.borderColor
    old.clipsToBounds = view.clipsToBounds
    old.isUserInteractionEnabled = false
    if let parent = view.superview, let index = parent.subviews.firstIndex(where: { $0 === view }) {
      parent.insertSubview(old, at: index + 1)
    }
    Animation.performWithoutAnimation(changes)
    animator.addProgressAnimation { progress in old.alpha = 1 - min(max(progress, 0), 1) }
    animator.addCompletion { _ in old.removeFromSuperview() }
  }
}
