import Dynamics
import Geometry
import Stage

/// The Lab's Incline section (seed 003): balls roll down an inclined plane, driven by our dynamics engine —
/// gravity, friction and rotation — not by a formula.
///
/// The plane is a filled triangle, an anchored item that turns about its centre, so changing the
/// slope tilts it smoothly and whatever rests on it starts to roll downhill, whichever way it
/// leans. The controls beside the canvas set the slope, rock it back and forth, drop another
/// ball and reset; a readout compares the acceleration measured along the plane with the
/// rolling-ball theory a = 5⁄7·g·sin θ. Balls can be picked up, dragged and thrown.
public final class InclineLab: LabSection {
  /// The section's views: every other view is its subview.
  public let rootView = View()
  /// The panel holding the section's controls (shared with the rest of the Lab).
  public let controls: ControlPanel
  /// Slope, drop, reset and the readouts.
  public static let controlSchema: [Control] = [
    .slider("slope", title: "Slope", range: -45...45, step: 1, value: 20, unit: "°"),
    .toggle("rock", title: "Rock the slope"),
    .button("drop", title: "Drop a ball"),
    .button("reset", title: "Reset"),
    .readout("measured", title: "Measured a"),
    .readout("theory", title: "Theory ⁵⁄₇·g·sin θ"),
  ]

  /// The most balls on screen at once.
  public static let maximumBalls = 12
  /// Gravity, in points/s² (UIKit's gravity of magnitude 1).
  static let gravity = 1000.0
  /// How far the slope rocks each way, in degrees, and how long a swing takes, in seconds.
  static let rockAmplitude = 30.0
  static let rockPeriod = 6.0

  let plane = View()
  private(set) var balls: [View] = []
  /// The ball whose acceleration the readout shows (the last one dropped).
  private(set) var trackedBall: View?
  /// The slope, in degrees: positive leans down to the right.
  private(set) var slope = 20.0
  /// The slope the plane turns toward, in degrees (the slider's value, or the rocking swing's).
  private(set) var targetSlope = 20.0
  /// How fast the plane turns toward its target, in degrees per second: a big jump of the slider
  /// tilts the plane briskly rather than in one frame, which would fling the balls off it.
  static let turnRate = 90.0
  private(set) var isRocking = false
  private var rockTime = 0.0
  private(set) var meter = AccelerationMeter()
  private var trackedOnPlane = false

  let animator = DynamicAnimator(referenceBounds: .zero)
  private let collision = CollisionBehavior()
  private let gravity = GravityBehavior()
  let ballBehavior = DynamicItemBehavior()
  private let planeBehavior = DynamicItemBehavior()
  private var drag: AttachmentBehavior?
  private var draggedBall: View?

  /// Creates the section laid out for `size` points, with one ball at the top of the plane; its
  /// controls live in `controls` (a panel of its own unless the Lab shares one).
  public init(size: Size = Size(width: 390, height: 600), controls: ControlPanel? = nil) {
    self.controls = controls ?? ControlPanel(InclineLab.controlSchema)
    rootView.backgroundColor = LabStyle.background
    rootView.clipsToBounds = true
    plane.isUserInteractionEnabled = false
    rootView.addSubview(plane)
    ballBehavior.friction = 0.9
    ballBehavior.elasticity = 0.2
    planeBehavior.friction = 0.9
    planeBehavior.elasticity = 0.2
    planeBehavior.isAnchored = true
    planeBehavior.addItem(plane)
    collision.addItem(plane)
    collision.translatesReferenceBoundsIntoBoundary = true
    collision.contactHandler = { [unowned(unsafe) self] event in self.contact(event) }
    for behavior in [collision, gravity, ballBehavior, planeBehavior] as [DynamicBehavior] {
      animator.addBehavior(behavior)
    }
    let pan = PanGestureRecognizer { [unowned(unsafe) self] recognizer in self.panned(recognizer) }
    pan.minimumDistance = 0
    rootView.addGestureRecognizer(pan)
    resize(to: size)
    dropBall()
    updateReadouts()
  }

  // MARK: LabSection

  /// Lays the lab out for `size`: the plane fits at any slope, balls keep their places relative to it.
  public func resize(to size: Size) {
    let w = max(size.width, 160)
    let h = max(size.height, 160)
    let old = rootView.bounds.size
    rootView.frame = Rect(x: 0, y: 0, width: w, height: h)
    animator.referenceBounds = rootView.bounds
    let length = min(0.84 * w, 0.95 * h, 620)
    let depth = 0.35 * length
    plane.bounds = Rect(x: 0, y: 0, width: length, height: depth)
    plane.center = Point(x: w / 2, y: 0.52 * h)
    let triangle = InclineLab.triangle(width: length, depth: depth)
    plane.content = .path(triangle, fill: .color(LabStyle.plane), stroke: nil, lineWidth: 0)
    plane.collisionBounds = .path(triangle.applying(AffineTransform(translationX: -length / 2, y: -depth / 2)))
    plane.rotation = slope * Trig.pi / 180
    animator.updateItem(usingCurrentState: plane)
    let diameter = InclineLab.ballDiameter(planeLength: length)
    for ball in balls {
      if old.width > 0 && old.height > 0 {
        ball.center = Point(x: ball.center.x * w / old.width, y: ball.center.y * h / old.height)
      }
      InclineLab.style(ball, diameter: diameter)
      animator.updateItem(usingCurrentState: ball)
    }
    meter.reset()
  }

  /// Rocks the slope when asked, runs the world and measures the tracked ball.
  public func update(dt: Double) {
    guard dt > 0 else { return }
    if isRocking {
      rockTime += dt
      targetSlope = InclineLab.rockAmplitude * Trig.sin(2 * Trig.pi * rockTime / InclineLab.rockPeriod)
    }
    turnPlane(dt: dt)
    animator.advance(by: dt)
    measure()
    updateReadouts()
  }

  /// Space drops a ball.
  public func key(_ key: Key, isDown: Bool) {
    if key == .space && isDown { dropBall() }
  }

  /// `drop` drops a ball; `reset` starts over.
  public func perform(_ action: String) -> Bool {
    switch action {
    case "drop": dropBall()
    case "reset": reset()
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
      rockTime = isRocking ? InclineLab.rockPhase(ofSlope: slope) : 0
      controls.setEnabled("slope", !isRocking)
      if !isRocking { stopRocking() }
    case "drop": dropBall()
    case "reset": reset()
    default: break
    }
  }

  // MARK: Lab actions

  /// Drops a ball just above the high end of the plane (the oldest goes when there are too many).
  func dropBall() {
    if balls.count >= InclineLab.maximumBalls { remove(balls[0]) }
    let diameter = InclineLab.ballDiameter(planeLength: plane.bounds.width)
    let ball = View()
    InclineLab.style(ball, diameter: diameter)
    ball.collisionBounds = .ellipse
    ball.isUserInteractionEnabled = false
    ball.center = dropPoint(diameter: diameter)
    rootView.addSubview(ball)
    balls.append(ball)
    for behavior in [collision, gravity, ballBehavior] as [ItemListBehavior] { behavior.addItem(ball) }
    trackedBall = ball
    trackedOnPlane = false
    meter.reset()
  }

  /// Back to one ball at the top and the slope the slider shows; rocking stops.
  func reset() {
    for ball in balls { remove(ball) }
    if isRocking {
      isRocking = false
      _ = controls.setOn("rock", false)
      controls.setEnabled("slope", true)
      stopRocking()
    }
    dropBall()
  }

  /// Holds the slope where the swing left it, and shows it on the slider.
  private func stopRocking() {
    targetSlope = slope.rounded()
    _ = controls.setNumber("slope", targetSlope)
  }

  /// Makes the plane turn toward `degrees` (clamped to ±45°).
  func setTargetSlope(_ degrees: Double) {
    guard degrees.isFinite else { return }
    targetSlope = min(45, max(-45, degrees))
  }

  /// Turns the plane toward the target slope, at most `turnRate` degrees a second; while rocking,
  /// the slider shows the slope as it swings.
  private func turnPlane(dt: Double) {
    guard slope != targetSlope else { return }
    let step = InclineLab.turnRate * dt
    slope = abs(targetSlope - slope) <= step ? targetSlope : slope + (targetSlope > slope ? step : -step)
    plane.rotation = slope * Trig.pi / 180
    animator.updateItem(usingCurrentState: plane)
    if isRocking, let shown = controls["slope"]?.number, shown != slope.rounded() {
      _ = controls.setNumber("slope", slope.rounded())
    }
    meter.reset()
  }

  // MARK: Measuring

  /// The theoretical acceleration of a ball rolling without slipping, in points/s²: 5⁄7·g·sin|θ|.
  public var theoreticalAcceleration: Double { 5.0 / 7.0 * InclineLab.gravity * abs(Trig.sin(slope * Trig.pi / 180)) }

  /// The acceleration measured along the plane for the tracked ball, in points/s², when it is rolling on it.
  public var measuredAcceleration: Double? { trackedOnPlane ? meter.acceleration : nil }

  /// The unit vector pointing downhill along the plane's top.
  var downhill: Vector {
    let along = Vector(dx: Trig.cos(plane.rotation), dy: Trig.sin(plane.rotation))
    return slope >= 0 ? along : along * -1
  }

  private func measure() {
    guard let ball = trackedBall, trackedOnPlane, draggedBall !== ball else { return }
    meter.record(speed: ballBehavior.linearVelocity(for: ball).dot(downhill), at: animator.elapsedTime)
  }

  private func contact(_ event: ContactEvent) {
    guard case .item(let other) = event.partner,
      (event.item === trackedBall && other === plane) || (event.item === plane && other === trackedBall)
    else { return }
    trackedOnPlane = event.began
    meter.reset()
  }

  private func updateReadouts() {
    let measured = measuredAcceleration.map { "\(Int($0.rounded())) pt/s²" } ?? "—"
    if controls["measured"]?.text != measured { _ = controls.setText("measured", measured) }
    let theory = "\(Int(theoreticalAcceleration.rounded())) pt/s²"
    if controls["theory"]?.text != theory { _ = controls.setText("theory", theory) }
  }

  // MARK: Dragging balls

  private func panned(_ pan: GestureRecognizer) {
    let point = pan.location(in: rootView)
    switch pan.state {
    case .began:
      guard let ball = ball(near: point) else { return }
      let offset = (point - ball.center).rotated(by: -ball.rotation)
      let attachment = AttachmentBehavior(item: ball, offsetFromCenter: offset, attachedToAnchor: point)
      attachment.frequency = 8
      attachment.damping = 1
      animator.addBehavior(attachment)
      drag = attachment
      draggedBall = ball
    case .changed:
      drag?.anchorPoint = Point(
        x: min(max(point.x, 0), rootView.bounds.width), y: min(max(point.y, 0), rootView.bounds.height))
    default:
      if let drag { animator.removeBehavior(drag) }
      drag = nil
      draggedBall = nil
    }
  }

  /// The ball under `point`, with a little slack for fingers.
  private func ball(near point: Point) -> View? {
    balls.last { $0.center.distance(to: point) <= $0.bounds.width / 2 + 14 }
  }

  private func remove(_ ball: View) {
    if ball === draggedBall, let drag {
      animator.removeBehavior(drag)
      self.drag = nil
      draggedBall = nil
    }
    for behavior in [collision, gravity, ballBehavior] as [ItemListBehavior] { behavior.removeItem(ball) }
    ball.removeFromSuperview()
    balls.removeAll { $0 === ball }
    if trackedBall === ball { trackedBall = nil }
  }

  /// Just above the plane's high end, a ball's width in from the edge.
  private func dropPoint(diameter: Double) -> Point {
    let half = plane.bounds.width / 2
    let top = plane.center + Vector(dx: 0, dy: -plane.bounds.height / 2).rotated(by: plane.rotation)
    let uphill = downhill * -1
    let normal = Vector(dx: Trig.sin(plane.rotation), dy: -Trig.cos(plane.rotation))
    let p = top + uphill * (half - diameter) + normal * (diameter / 2 + 2)
    return Point(x: min(max(p.x, diameter), rootView.bounds.width - diameter), y: max(p.y, diameter))
  }

  // MARK: Drawing

  /// The plane: a triangle whose top edge is the incline, its apex below the middle.
  static func triangle(width: Double, depth: Double) -> Path {
    var path = Path()
    path.move(to: Point(x: 0, y: 0))
    path.addLine(to: Point(x: width, y: 0))
    path.addLine(to: Point(x: width / 2, y: depth))
    path.close()
    return path
  }

  /// A ball's size for a plane `planeLength` points long.
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

  /// The rocking phase, in seconds, at which the swing passes `slope` while rising.
  static func rockPhase(ofSlope slope: Double) -> Double {
    let s = min(1, max(-1, slope / rockAmplitude))
    return Trig.atan2(s, (1 - s * s).squareRoot()) / (2 * Trig.pi) * rockPeriod
  }
}
