import Dynamics
import GameKit
import Geometry
import Stage

/// The Lab's Incline section: balls rolling down an inclined plane, driven by our dynamics
/// engine — gravity, friction and rotation — not by a formula.
///
/// The plane is drawn as the textbook picture: a filled right triangle standing on the ground,
/// its hypotenuse the slope (`InclineGeometry`). A ball waits at the top of the slope until the
/// player lets it roll (the Let it roll button, Space, or a touch on the ball); the readout then
/// compares the acceleration measured along the slope with the rolling-ball theory
/// a = 5⁄7·g·sin θ. Changing the slope tilts the plane smoothly about its foot, so whatever rests
/// on it starts to roll; the plane turns a little every physics step, so it carries the balls on
/// it evenly. Rocking swings the slope back and forth (`RockingSwing`), and the waiting ball rolls
/// over to the plane's new high end when the slope reverses (`WaitingSpot`). Balls can be picked
/// up, dragged and thrown.
public final class InclineLab: LabSection {
  /// The section's views: every other view is its subview.
  public let rootView = View()
  /// The panel holding the section's controls (shared with the rest of the Lab).
  public let controls: ControlPanel
  /// The slope setting, in degrees (positive leans down to the right): its range, step and the
  /// slope the Lab starts with, read by the slider, the first geometry and the plane.
  public static let slopeSetting = Setting.slider(
    "slope", title: "Slope", range: -InclineGeometry.maximumSlope...InclineGeometry.maximumSlope, step: 1,
    default: 20, unit: "°")
  /// The slope, the readouts (first, so a phone shows them without scrolling) and the buttons.
  public static let controlSchema: [Control] = [
    slopeSetting.control,
    .readout("measured", title: "Measured a along the slope"),
    .readout("theory", title: "Theory ⁵⁄₇·g·sin θ"),
    .button("release", title: "Let it roll"),
    .button("drop", title: "Drop a ball"),
    .button("reset", title: "Reset"),
    .toggle("rock", title: "Rock the slope"),
  ]

  /// The most balls on screen at once.
  public static let maximumBalls = 12
  /// Gravity, in points/s² (UIKit's gravity of magnitude 1).
  static let gravity = 1000.0
  /// How fast the plane turns toward its target, in degrees per second: a big jump of the slider
  /// tilts the plane briskly rather than in one frame, which would fling the balls off it.
  static let turnRate = 90.0

  /// The solid slab under the slope that balls roll on (it is not drawn: `wedge` is).
  let plane = View()
  /// Posts under the slope's left and right ends (not drawn), standing in for the triangle's
  /// upright side: as the plane levels and its foot spreads, they push a ball lying on the ground
  /// beside it out of the way, where the slab's end coming down would press it through the ground.
  let posts = [View(), View()]
  /// The triangle the player sees.
  let wedge = AdjustableView()
  /// The ground strip the triangle stands on.
  let ground = View()
  /// Where the plane and the ground are for the canvas and the slope.
  private(set) var geometry = InclineGeometry(
    size: Size(width: 390, height: 600), slope: InclineLab.slopeSetting.defaultValue)
  var balls: [View] = []
  /// The ball resting at the top of the slope, held until the player lets it roll.
  var waitingBall: View?
  /// Where the waiting ball is along the plane, and how fast it rolls to the high end.
  var waitingSpot = WaitingSpot(position: 0)
  /// How fast the waiting ball moved in the last step, in points/s: with the plane under it as
  /// that turns, and along it.
  var waitingVelocity = Vector.zero
  /// Whether the waiting ball waits at the plane's left end (the high end when the slope leans
  /// right); on a level plane it keeps to the end it waited at.
  var waitsAtLeft = true
  /// The ball whose acceleration the readout shows (the last one let go or dropped).
  var trackedBall: View?
  /// The slope, in degrees: positive leans down to the right.
  private(set) var slope = InclineLab.slopeSetting.defaultValue
  /// The slope the plane turns toward, in degrees (the slider's value, or the rocking swing's).
  private(set) var targetSlope = InclineLab.slopeSetting.defaultValue
  /// Whether the Rock the slope switch is on.
  private(set) var isRocking = false
  /// The swing while the slope rocks, and after the switch goes off until it comes to rest.
  private(set) var swing: RockingSwing?
  /// Measures the tracked ball while it rolls on the plane and touches nothing else.
  var meter = AccelerationMeter(window: 1, minimumSpan: 0.25)
  /// True while the tracked ball rolls on the plane and touches nothing else.
  var isMeasuring = false
  /// When the tracked ball last landed on the plane, in the animator's seconds.
  var landingTime = 0.0
  /// The acceleration the last roll measured along the slope, in points/s² (nil until one has).
  var rollReading: Double?

  let animator = DynamicAnimator(referenceBounds: .zero)
  let collision = CollisionBehavior()
  let gravity = GravityBehavior()
  let ballBehavior = DynamicItemBehavior()
  private let planeBehavior = DynamicItemBehavior()
  var drag: AttachmentBehavior?
  var draggedBall: View?

  /// Creates the section laid out for `size` points, with one ball waiting at the top of the
  /// slope; its controls live in `controls` (a panel of its own unless the Lab shares one).
  public init(size: Size = Size(width: 390, height: 600), controls: ControlPanel? = nil) {
    self.controls = controls ?? ControlPanel(InclineLab.controlSchema)
    rootView.backgroundColor = LabStyle.background
    rootView.clipsToBounds = true
    for view in [wedge, plane, ground] {
      view.isUserInteractionEnabled = false
      rootView.addSubview(view)
    }
    ground.backgroundColor = LabStyle.ground
    ballBehavior.friction = 0.9
    ballBehavior.elasticity = 0.2
    planeBehavior.friction = 0.9
    planeBehavior.elasticity = 0.2
    planeBehavior.isAnchored = true
    collision.translatesReferenceBoundsIntoBoundary = true
    collision.contactHandler = { [unowned(unsafe) self] event in self.contact(event) }
    for behavior in [collision, gravity, ballBehavior, planeBehavior] as [DynamicBehavior] {
      animator.addBehavior(behavior)
    }
    let pan = PanGestureRecognizer { [unowned(unsafe) self] recognizer in self.panned(recognizer) }
    pan.minimumDistance = 0
    rootView.addGestureRecognizer(pan)
    resize(to: size)
    addWaitingBall()
    updateReadouts()
    setUpAccessibility()
  }

  // MARK: LabSection

  /// Lays the lab out for `size`: the triangle stands on the ground at the current slope, a
  /// waiting ball rests at the top of the slope, and other balls keep their places relative to
  /// the plane, at rest.
  public func resize(to size: Size) {
    let old = geometry
    geometry = InclineGeometry(size: size, slope: slope)
    rootView.frame = Rect(x: 0, y: 0, width: geometry.size.width, height: geometry.size.height)
    ground.frame = Rect(
      x: 0, y: geometry.groundY, width: geometry.size.width, height: geometry.size.height - geometry.groundY)
    // The plane and its posts leave the world (updating an item first rebuilds the world without
    // them) and come back at their new places: moved in place, they would sweep across the canvas
    // in one step and fling every ball they met.
    for part in [plane] + posts {
      planeBehavior.removeItem(part)
      collision.removeItem(part)
    }
    animator.referenceBounds = Rect(x: 0, y: 0, width: geometry.size.width, height: geometry.groundY)
    animator.updateItem(usingCurrentState: plane)
    layOutPlane()
    for part in [plane] + posts {
      planeBehavior.addItem(part)
      collision.addItem(part)
    }
    let diameter = InclineLab.ballDiameter(planeLength: geometry.slopeLength)
    for ball in balls where ball !== waitingBall {
      InclineLab.style(ball, diameter: diameter)
      ball.center = InclineLab.carry(ball.center, radius: diameter / 2, from: old, to: geometry)
      animator.updateItem(usingCurrentState: ball)
      ballBehavior.addLinearVelocity(ballBehavior.linearVelocity(for: ball) * -1, for: ball)
    }
    if let ball = waitingBall { InclineLab.style(ball, diameter: diameter) }
    placeWaitingBall()
    stopMeasuring()
  }

  /// Runs the physics steps `dt` seconds owe (at most the animator's `maxStepsPerAdvance`; time
  /// beyond that is dropped), turning the plane and rolling the waiting ball before each, then
  /// measures the tracked ball.
  public func update(dt: Double) {
    guard dt > 0, dt.isFinite else { return }
    animator.advance(by: dt) { prepareStep(DynamicAnimator.timeStep) }
    measure()
    updateReadouts()
  }

  /// Before each physics step: the swing and the plane move on by `dt` seconds, the waiting ball
  /// with them, and the world then runs with the plane gliding to its new place. Turned once a
  /// frame, the plane would cover a frame's turn in the first step and stand still in the second,
  /// tossing the balls it lifts.
  private func prepareStep(_ dt: Double) {
    if var s = swing {
      s.advance(by: dt)
      targetSlope = s.slope
      swing = s.hasStopped ? nil : s
      if swing == nil { stopRocking() }
    }
    turnPlane(dt: dt)
    moveWaitingBall(dt: dt)
  }

  /// Space lets the waiting ball roll, or drops a ball when none waits.
  public func key(_ key: Key, isDown: Bool) {
    guard key == .space && isDown else { return }
    if waitingBall != nil { release() } else { dropBall() }
  }

  /// `release` lets the waiting ball roll; `drop` drops a ball; `reset` starts over.
  public func perform(_ action: LabAction) -> Bool {
    switch action {
    case .release: release()
    case .drop: dropBall()
    case .reset: reset()
    default: return false
    }
    return true
  }

  /// The slope slider, the rock switch and the buttons.
  public func controlChanged(_ control: Control) {
    switch control.id {
    case "slope": setTargetSlope(control.number)
    case "rock":
      isRocking = control.isOn
      controls.setEnabled("slope", !isRocking)
      if isRocking {
        if swing == nil { swing = RockingSwing(from: slope) } else { swing?.resume() }
      } else {
        swing?.stop()
      }
      updateSlopeAccessibility()
    case "release": release()
    case "drop": dropBall()
    case "reset": reset()
    default: break
    }
  }

  // MARK: The slope

  /// Back to one ball waiting at the top and the slope the slider shows; rocking stops at once
  /// (no ball is left on the plane to be jerked).
  func reset() {
    for ball in balls { remove(ball) }
    if isRocking || swing != nil {
      isRocking = false
      swing = nil
      _ = controls.setOn("rock", false)
      controls.setEnabled("slope", true)
      stopRocking()
    }
    addWaitingBall()
  }

  /// Holds the slope where the swing left it (at a rest, a whole number of degrees, once the
  /// swing has come to rest), and shows it on the slider.
  private func stopRocking() {
    targetSlope = slope.rounded()
    _ = controls.setNumber("slope", targetSlope)
    updateSlopeAccessibility()
  }

  /// Makes the plane turn toward `degrees` (clamped to ±45°); a swing coming to rest stops here.
  func setTargetSlope(_ degrees: Double) {
    guard degrees.isFinite else { return }
    swing = nil
    targetSlope = min(InclineGeometry.maximumSlope, max(-InclineGeometry.maximumSlope, degrees))
    updateSlopeAccessibility()
  }

  /// Turns the plane toward the target slope, at most `turnRate` degrees a second; while it
  /// swings, the slider shows the slope. A reading taken at another slope is dropped.
  private func turnPlane(dt: Double) {
    guard slope != targetSlope else { return }
    let step = InclineLab.turnRate * dt
    slope = abs(targetSlope - slope) <= step ? targetSlope : slope + (targetSlope > slope ? step : -step)
    geometry = InclineGeometry(size: geometry.size, slope: slope)
    layOutPlane()
    for part in [plane] + posts { animator.updateItem(usingCurrentState: part) }
    if swing != nil, let shown = controls["slope"]?.number, shown != slope.rounded() {
      _ = controls.setNumber("slope", slope.rounded())
    }
    meter.reset()
    rollReading = nil
  }

  /// Puts the slab under the slope and redraws the triangle.
  private func layOutPlane() {
    let g = geometry
    plane.bounds = Rect(x: 0, y: 0, width: g.slopeLength, height: g.slabThickness)
    plane.center = g.slabCenter
    plane.rotation = g.angle
    for (post, atLeft) in zip(posts, [true, false]) {
      let frame = g.post(atLeft: atLeft)
      post.bounds = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
      post.center = Point(x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2)
    }
    wedge.frame = Rect(x: 0, y: 0, width: g.size.width, height: g.size.height)
    wedge.content = .path(g.triangle, fill: .color(LabStyle.plane), stroke: nil, lineWidth: 0)
    updateSlopeAccessibility()
  }

  /// The unit vector pointing down the slope.
  var downhill: Vector { geometry.downhill }

  // MARK: Drawing

  /// A ball's size for a slope `planeLength` points long.
  static func ballDiameter(planeLength: Double) -> Double { min(max(planeLength * 0.085, 18), 40) }

  /// Draws `ball` at `diameter`: a red disc with a pale spot off-centre, so its turning shows as it rolls.
  static func style(_ ball: View, diameter: Double) {
    ball.bounds = Rect(x: 0, y: 0, width: diameter, height: diameter)
    let disc = Path(ovalIn: Rect(x: 0, y: 0, width: diameter, height: diameter))
    ball.content = .path(disc, fill: .color(LabStyle.ball), stroke: nil, lineWidth: 0)
    let spotSize = diameter * 0.28
    let spot = ball.subviews.first ?? View()
    spot.isUserInteractionEnabled = false
    spot.bounds = Rect(x: 0, y: 0, width: spotSize, height: spotSize)
    spot.center = Point(x: diameter / 2, y: diameter * 0.2)
    spot.content = .path(
      Path(ovalIn: Rect(x: 0, y: 0, width: spotSize, height: spotSize)), fill: .color(LabStyle.ballMark),
      stroke: nil, lineWidth: 0)
    if spot.superview == nil { ball.addSubview(spot) }
  }

  /// Where a ball at `point` goes when the layout changes from `old` to `new`: the same place
  /// relative to the plane's foot and the ground, scaled with the slope, never inside the plane.
  static func carry(_ point: Point, radius: Double, from old: InclineGeometry, to new: InclineGeometry) -> Point {
    let scale = new.slopeLength / old.slopeLength
    var p = Point(
      x: new.size.width / 2 + (point.x - old.size.width / 2) * scale, y: new.groundY - (old.groundY - point.y) * scale)
    p.x = min(max(p.x, radius), new.size.width - radius)
    p.y = min(max(p.y, radius), new.groundY - radius)
    let above = new.heightAboveSlope(p)
    if new.isOverBase(p.x) && above < radius { p = p + new.upward * (radius - above) }
    return p
  }
}
