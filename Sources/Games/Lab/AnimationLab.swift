import Dynamics
import GameKit
import Geometry
import Motion
import Stage

/// The Lab's Animation section: live examples of Motion and Stage, to see on a phone that they
/// feel right — the four timing curves side by side, a spring you fling, a card you flip from
/// any side, and a square you throw into a dynamic animator and catch with a snap.
public final class AnimationLab: LabSection {
  /// The section's views.
  public let rootView = View()
  /// The panel holding the section's controls (shared with the rest of the Lab).
  public let controls: ControlPanel
  /// Replay the curves; how bouncy the spring is.
  public static let controlSchema: [Control] = [
    .button("replay", title: "Replay the curves"),
    .segmented(
      "bounce", title: "Spring",
      options: [
        Control.Option("bouncy", title: "Bouncy"), Control.Option("smooth", title: "Smooth"),
        Control.Option("critical", title: "No overshoot"),
      ], selected: "bouncy"),
  ]

  /// The curves shown, in order, with their names.
  static let curves: [(name: String, timing: TimingParameters)] = [
    ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
  ]

  let clock = Clock()
  let curvesPanel = View()
  let springPanel = View()
  let flipPanel = View()
  let throwPanel = View()
  private(set) var dots: [View] = []
  private var tracks: [View] = []
  private var curveLabels: [View] = []
  let springBall = View()
  let card = View()
  private(set) var cardShowsFace = true
  let thrown = View()
  private var springAnimator: PropertyAnimator?
  private var throwAnimator = DynamicAnimator(referenceBounds: .zero)
  private let throwCollision = CollisionBehavior()
  private let throwItem = DynamicItemBehavior()
  private var drag: AttachmentBehavior?
  private var snap: SnapBehavior?

  /// Creates the section for `size` points; its controls live in `controls` (its own panel
  /// unless the Lab shares one).
  public init(size: Size = Size(width: 390, height: 600), controls: ControlPanel? = nil) {
    self.controls = controls ?? ControlPanel(AnimationLab.controlSchema)
    rootView.backgroundColor = LabStyle.background
    rootView.clipsToBounds = true
    for (panel, title) in [
      (curvesPanel, "Timing curves"), (springPanel, "Fling the ball"), (flipPanel, "Tap a side to flip"),
      (throwPanel, "Throw it · tap to catch"),
    ] {
      panel.backgroundColor = LabStyle.panel
      panel.cornerRadius = 14
      panel.clipsToBounds = true
      let label = View()
      label.isUserInteractionEnabled = false
      label.content = .text(Text(title, size: 13, weight: 600, alignment: .left, color: LabStyle.text))
      panel.addSubview(label)
      rootView.addSubview(panel)
    }
    buildCurves()
    buildSpring()
    buildCard()
    buildThrow()
    resize(to: size)
    clock.scheduledTimer(withTimeInterval: 2.6, repeats: true) { [unowned(unsafe) self] _ in self.replayCurves() }
  }

  /// Stops the clock's animations and timers, which would otherwise keep each other alive.
  deinit { clock.stopAll() }

  // MARK: LabSection

  /// Lays the four examples out in a grid that fits `size`.
  public func resize(to size: Size) {
    let w = max(size.width, 160)
    let h = max(size.height, 160)
    rootView.frame = Rect(x: 0, y: 0, width: w, height: h)
    let grid = GridLayout(
      count: 4, aspectRatio: 1.45, in: Rect(x: 10, y: 10, width: w - 20, height: h - 20), spacing: 10)
    for (panel, frame) in zip([curvesPanel, springPanel, flipPanel, throwPanel], grid.frames) {
      panel.frame = frame
      if let label = panel.subviews.first {
        label.frame = Rect(x: 12, y: 6, width: frame.width - 24, height: 20)
      }
    }
    layoutCurves()
    layoutSpring()
    layoutCard()
    layoutThrow()
    replayCurves()
  }

  /// Runs the animations and the thrown square's world.
  public func update(dt: Double) {
    guard dt > 0 else { return }
    clock.advance(by: dt)
    throwAnimator.advance(by: dt)
  }

  /// No keys.
  public func key(_ key: Key, isDown: Bool) {}

  /// `replay` replays the curves.
  public func perform(_ action: LabAction) -> Bool {
    guard action == .replay else { return false }
    replayCurves()
    return true
  }

  /// The replay button.
  public func controlChanged(_ control: Control) {
    if control.id == "replay" { replayCurves() }
  }

  /// How bouncy the flung ball's spring is, from the control.
  var springDamping: Double {
    switch controls["bounce"]?.selectedOption {
    case "smooth": 0.6
    case "critical": 1
    default: 0.3
    }
  }

  // MARK: Curves

  private func buildCurves() {
    for (name, _) in AnimationLab.curves {
      let label = View()
      label.isUserInteractionEnabled = false
      label.content = .text(Text(name, size: 12, weight: 400, alignment: .left, color: LabStyle.text))
      let track = View()
      track.backgroundColor = LabStyle.track
      track.isUserInteractionEnabled = false
      let dot = View()
      dot.backgroundColor = LabStyle.accent
      dot.isUserInteractionEnabled = false
      for v in [label, track, dot] { curvesPanel.addSubview(v) }
      curveLabels.append(label)
      tracks.append(track)
      dots.append(dot)
    }
  }

  private func layoutCurves() {
    let b = curvesPanel.bounds
    let top = 32.0
    let row = (b.height - top - 8) / Double(AnimationLab.curves.count)
    for k in dots.indices {
      let y = top + row * (Double(k) + 0.5)
      curveLabels[k].frame = Rect(x: 12, y: y - 9, width: 72, height: 18)
      tracks[k].frame = Rect(x: 90, y: y - 1.5, width: max(b.width - 112, 10), height: 3)
      tracks[k].cornerRadius = 1.5
      let d = min(18, row * 0.6)
      Animation.performWithoutAnimation {
        dots[k].bounds = Rect(x: 0, y: 0, width: d, height: d)
        dots[k].center = Point(x: tracks[k].frame.minX, y: y)
      }
      dots[k].cornerRadius = d / 2
    }
  }

  /// Sends every dot along its track again, each with its curve.
  func replayCurves() {
    for (k, curve) in AnimationLab.curves.enumerated() {
      let dot = dots[k]
      let track = tracks[k].frame
      Animation.performWithoutAnimation { dot.center = Point(x: track.minX, y: track.midY) }
      let animator = PropertyAnimator(duration: 1.6, timingParameters: curve.timing, clock: clock) {
        dot.center = Point(x: track.maxX, y: track.midY)
      }
      animator.startAnimation()
    }
  }

  // MARK: Spring

  private var springHome: Point { Point(x: springPanel.bounds.midX, y: springPanel.bounds.midY + 12) }

  private func buildSpring() {
    springBall.backgroundColor = LabStyle.accent
    springPanel.addSubview(springBall)
    let pan = PanGestureRecognizer { [unowned(unsafe) self] r in self.flung(r) }
    pan.minimumDistance = 0
    springPanel.addGestureRecognizer(pan)
  }

  private func layoutSpring() {
    let d = min(44, springPanel.bounds.height * 0.3)
    springAnimator?.stopAnimation(true)
    Animation.performWithoutAnimation {
      springBall.bounds = Rect(x: 0, y: 0, width: d, height: d)
      springBall.center = springHome
    }
    springBall.cornerRadius = d / 2
  }

  private func flung(_ pan: GestureRecognizer) {
    let point = pan.location(in: springPanel)
    switch pan.state {
    case .began, .changed:
      springAnimator?.stopAnimation(true)
      springAnimator = nil
      springBall.center = point
    case .ended, .cancelled:
      let home = springHome
      let offset = home - springBall.center
      let distance = offset.length
      let velocity = (pan as? PanGestureRecognizer)?.velocity(in: springPanel) ?? .zero
      let initial = distance > 1 ? velocity.dot(offset / distance) / distance : 0
      let animator = PropertyAnimator(
        duration: 0.9, dampingRatio: springDamping, initialVelocity: initial, clock: clock
      ) { self.springBall.center = home }
      animator.startAnimation()
      springAnimator = animator
    default:
      break
    }
  }

  // MARK: Card

  private func buildCard() {
    card.cornerRadius = 10
    card.borderWidth = 1.5
    card.borderColor = LabStyle.track
    card.shadow = Shadow(offset: Vector(dx: 0, dy: 2), blur: 6, color: Color(red: 0, green: 0, blue: 0, alpha: 0.25))
    card.isUserInteractionEnabled = false
    flipPanel.addSubview(card)
    showCardSide()
    let tap = TapGestureRecognizer { [unowned(unsafe) self] r in self.tappedCard(r) }
    flipPanel.addGestureRecognizer(tap)
  }

  private func layoutCard() {
    let b = flipPanel.bounds
    let height = max(b.height - 48, 20)
    let width = height * 2 / 3
    Animation.performWithoutAnimation {
      card.bounds = Rect(x: 0, y: 0, width: width, height: height)
      card.center = Point(x: b.midX, y: b.midY + 12)
    }
    showCardSide()
  }

  private func showCardSide() {
    let b = card.bounds
    if cardShowsFace {
      card.backgroundColor = .white
      card.content = .text(
        Text("A♠", size: max(12, b.height * 0.3), weight: 700, alignment: .center, color: LabStyle.ink))
    } else {
      card.backgroundColor = LabStyle.cardBack
      card.content = .path(
        Path(roundedRect: b.insetBy(dx: 6, dy: 6), cornerRadius: 6),
        fill: .stripes(
          Stripes(color: Color(red: 1, green: 1, blue: 1, alpha: 0.35), lineWidth: 2, spacing: 7, angle: 0.8)),
        stroke: .white, lineWidth: 1.5)
    }
  }

  /// A tap left, right, above or below the card's centre flips it from that side.
  private func tappedCard(_ tap: GestureRecognizer) {
    guard tap.state == .ended else { return }
    let offset = tap.location(in: flipPanel) - card.center
    let transition: Transition
    if abs(offset.dx) * card.bounds.height >= abs(offset.dy) * card.bounds.width {
      transition = offset.dx < 0 ? .flipFromLeft : .flipFromRight
    } else {
      transition = offset.dy < 0 ? .flipFromTop : .flipFromBottom
    }
    flipCard(transition)
  }

  /// Turns the card over with `transition`.
  func flipCard(_ transition: Transition) {
    Transition.run(transition, on: card, duration: 0.6, clock: clock) { [unowned(unsafe) self] in
      self.cardShowsFace.toggle()
      self.showCardSide()
    }
  }

  // MARK: Throw and catch

  private func buildThrow() {
    thrown.backgroundColor = LabStyle.accent
    thrown.cornerRadius = 6
    throwPanel.addSubview(thrown)
    throwCollision.addItem(thrown)
    throwCollision.translatesReferenceBoundsIntoBoundary = true
    throwItem.addItem(thrown)
    throwItem.elasticity = 0.6
    throwItem.resistance = 0.4
    throwItem.angularResistance = 0.6
    throwAnimator.addBehavior(throwCollision)
    throwAnimator.addBehavior(throwItem)
    let pan = PanGestureRecognizer { [unowned(unsafe) self] r in self.dragged(r) }
    throwPanel.addGestureRecognizer(pan)
    let tap = TapGestureRecognizer { [unowned(unsafe) self] r in self.caught(r) }
    throwPanel.addGestureRecognizer(tap)
  }

  private func layoutThrow() {
    let b = throwPanel.bounds
    throwAnimator.referenceBounds = Rect(x: 0, y: 28, width: b.width, height: max(b.height - 28, 10))
    let side = min(36, b.height * 0.22)
    Animation.performWithoutAnimation {
      thrown.bounds = Rect(x: 0, y: 0, width: side, height: side)
      thrown.center = Point(x: b.midX, y: b.midY + 12)
    }
    throwAnimator.updateItem(usingCurrentState: thrown)
  }

  private func dragged(_ pan: GestureRecognizer) {
    let point = pan.location(in: throwPanel)
    switch pan.state {
    case .began:
      if let snap { throwAnimator.removeBehavior(snap) }
      snap = nil
      let attachment = AttachmentBehavior(item: thrown, attachedToAnchor: point)
      attachment.frequency = 6
      attachment.damping = 0.8
      throwAnimator.addBehavior(attachment)
      drag = attachment
    case .changed:
      drag?.anchorPoint = point
    default:
      if let drag { throwAnimator.removeBehavior(drag) }
      drag = nil
    }
  }

  /// A tap catches the square with a snap to where the finger came down.
  private func caught(_ tap: GestureRecognizer) {
    guard tap.state == .ended else { return }
    catchThrown(at: tap.location(in: throwPanel))
  }

  /// Snaps the thrown square to `point`, in the panel's coordinates.
  func catchThrown(at point: Point) {
    if let snap { throwAnimator.removeBehavior(snap) }
    let catcher = SnapBehavior(item: thrown, snapTo: point)
    catcher.damping = 0.4
    throwAnimator.addBehavior(catcher)
    snap = catcher
  }

  /// Throws the square with `velocity` points per second (what a quick drag does).
  func throwSquare(velocity: Vector) {
    if let snap { throwAnimator.removeBehavior(snap) }
    snap = nil
    throwItem.addLinearVelocity(velocity - throwItem.linearVelocity(for: thrown), for: thrown)
  }
}
