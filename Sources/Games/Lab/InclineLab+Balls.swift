import Dynamics
import Geometry
import Stage

extension InclineLab {
  /// How far down the slope a waiting ball rests, in ball diameters from the top.
  static let waitingDistance = 1.2

  /// Adds a ball resting at the top of the slope, held there (out of the world) until released.
  func addWaitingBall() {
    if let old = waitingBall { remove(old) }
    let ball = makeBall()
    describeWaitingBall(ball, isWaiting: true)
    waitingBall = ball
    trackedBall = ball
    placeWaitingBall()
    stopMeasuring()
    rollReading = nil
  }

  /// Puts the waiting ball on the slope, near its top, at rest (on a level plane, at the end it
  /// waited at).
  func placeWaitingBall() {
    guard let ball = waitingBall else { return }
    if slope != 0 { waitsAtLeft = slope > 0 }
    waitingSpot = WaitingSpot(position: waitingPlace(diameter: ball.bounds.width))
    waitingVelocity = .zero
    ball.rotation = 0
    ball.center = geometry.restingCenter(diameter: ball.bounds.width, fromLeft: waitingSpot.position)
  }

  /// Keeps the waiting ball on the plane as it turns, `dt` seconds on: when the slope reverses it
  /// rolls over to the new high end (turning as it goes) instead of appearing there; on a level
  /// plane it keeps to the end it waited at.
  func moveWaitingBall(dt: Double) {
    guard let ball = waitingBall else { return }
    if slope != 0 { waitsAtLeft = slope > 0 }
    let diameter = ball.bounds.width
    let before = waitingSpot.position
    waitingSpot.move(toward: waitingPlace(diameter: diameter), dt: dt)
    var turn = ball.rotation + (waitingSpot.position - before) / (diameter / 2)
    if turn > Trig.pi { turn -= 2 * Trig.pi }
    if turn < -Trig.pi { turn += 2 * Trig.pi }
    ball.rotation = turn
    let center = geometry.restingCenter(diameter: diameter, fromLeft: waitingSpot.position)
    waitingVelocity = (center - ball.center) / dt
    ball.center = center
  }

  /// Where a waiting ball of `diameter` points rests, in points along the slope from its left end:
  /// `waitingDistance` diameters from the end it waits at.
  private func waitingPlace(diameter: Double) -> Double {
    let inset = InclineLab.waitingDistance * diameter
    return waitsAtLeft ? inset : geometry.slopeLength - inset
  }

  /// Lets the waiting ball roll, moving as it moved while held: with the plane, which may be
  /// turning under it (let go at rest above a falling plane, it would fall behind it), and along
  /// it, rolling over to the high end. The readout measures its roll.
  func release() {
    guard let ball = waitingBall else { return }
    waitingBall = nil
    describeWaitingBall(ball, isWaiting: false)
    for behavior in [collision, gravity, ballBehavior] as [ItemListBehavior] { behavior.addItem(ball) }
    ballBehavior.addLinearVelocity(waitingVelocity, for: ball)
    ballBehavior.addAngularVelocity(waitingSpot.speed / (ball.bounds.width / 2), for: ball)
    trackedBall = ball
    stopMeasuring()
    rollReading = nil
  }

  /// Drops a ball just above the high end of the slope (the oldest goes when there are too many).
  func dropBall() {
    if balls.count >= InclineLab.maximumBalls, let oldest = balls.first(where: { $0 !== waitingBall }) {
      remove(oldest)
    }
    let ball = makeBall()
    let diameter = ball.bounds.width
    let top = geometry.restingCenter(diameter: diameter, distance: 2.4 * diameter) + geometry.upward * diameter
    ball.center = Point(
      x: min(max(top.x, diameter), geometry.size.width - diameter), y: max(top.y, diameter))
    for behavior in [collision, gravity, ballBehavior] as [ItemListBehavior] { behavior.addItem(ball) }
    trackedBall = ball
    stopMeasuring()
    rollReading = nil
  }

  /// A ball on the canvas, not yet in the world.
  private func makeBall() -> View {
    let ball = View()
    InclineLab.style(ball, diameter: InclineLab.ballDiameter(planeLength: geometry.slopeLength))
    ball.collisionBounds = .ellipse
    ball.isUserInteractionEnabled = false
    rootView.addSubview(ball)
    balls.append(ball)
    return ball
  }

  /// Takes `ball` off the canvas and out of the world.
  func remove(_ ball: View) {
    if ball === draggedBall, let drag {
      animator.removeBehavior(drag)
      self.drag = nil
      draggedBall = nil
    }
    for behavior in [collision, gravity, ballBehavior] as [ItemListBehavior] { behavior.removeItem(ball) }
    ball.removeFromSuperview()
    balls.removeAll { $0 === ball }
    if trackedBall === ball { trackedBall = nil }
    if waitingBall === ball { waitingBall = nil }
  }

  // MARK: Dragging balls

  /// A touch on a ball picks it up (a waiting ball is let go first, so a tap lets it roll).
  func panned(_ pan: GestureRecognizer) {
    let point = pan.location(in: rootView)
    switch pan.state {
    case .began:
      guard let ball = ball(near: point) else { return }
      if ball === waitingBall { release() }
      let offset = (point - ball.center).rotated(by: -ball.rotation)
      let attachment = AttachmentBehavior(item: ball, offsetFromCenter: offset, attachedToAnchor: point)
      attachment.frequency = 8
      attachment.damping = 1
      animator.addBehavior(attachment)
      drag = attachment
      draggedBall = ball
      if ball === trackedBall { stopMeasuring() }
    case .changed:
      drag?.anchorPoint = Point(
        x: min(max(point.x, 0), rootView.bounds.width), y: min(max(point.y, 0), geometry.groundY))
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
}
