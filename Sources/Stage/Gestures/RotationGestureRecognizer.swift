import Geometry

/// Recognises two pointers turning about each other (UIKit's `UIRotationGestureRecognizer`).
///
/// The first two pointers that go down are followed. The rotation begins once the line between
/// them has turned `minimumRotation` radians either way from where it lay when the second went
/// down, changes with every move and ends when either pointer goes up. `rotation` is measured from
/// that starting line, in radians, clockwise positive on screen (y grows downward), and keeps
/// counting past a half or whole turn; `velocity` is its rate between the last two moments the
/// pointers moved (the moves of both pointers at one moment count together), in radians per second.
public final class RotationGestureRecognizer: GestureRecognizer {
  /// How far, in radians, the two pointers must turn before the rotation begins.
  public var minimumRotation = 0.1

  /// The turn since the two pointers went down, in radians (clockwise positive).
  public private(set) var rotation = 0.0
  /// How fast the turn went over the latest move, in radians per second.
  public private(set) var velocity = 0.0

  private var pointers: [(id: Int32, location: Point)] = []
  private var lastAngle = 0.0
  /// The latest moment a pointer moved, the moment before it, and the rotation at that moment.
  private var latestTime = 0.0
  private var previousTime = 0.0
  private var previousRotation = 0.0

  override public var acceptsAnotherPointer: Bool { pointers.count < 2 }

  /// The point midway between the two pointers, in root coordinates, while both are down.
  public var midpoint: Point? {
    guard pointers.count == 2 else { return nil }
    let (a, b) = (pointers[0].location, pointers[1].location)
    return Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
  }

  override public func pointerBegan(_ event: PointerEvent) {
    guard pointers.count < 2, !pointers.contains(where: { $0.id == event.id }) else { return }
    pointers.append((event.id, event.location))
    guard pointers.count == 2 else { return }
    rotation = 0
    velocity = 0
    lastAngle = angle
    latestTime = event.time
    previousTime = event.time
    previousRotation = 0
    rootLocation = midpoint ?? event.location
  }

  override public func pointerMoved(_ event: PointerEvent) {
    guard let k = pointers.firstIndex(where: { $0.id == event.id }) else { return }
    pointers[k].location = event.location
    guard pointers.count == 2 else { return }
    let now = angle
    var turn = now - lastAngle
    // The line's angle jumps by a whole turn where atan2 wraps: take the short way between two moves.
    if turn > Trig.pi { turn -= 2 * Trig.pi }
    if turn < -Trig.pi { turn += 2 * Trig.pi }
    lastAngle = now
    if event.time > latestTime {
      previousTime = latestTime
      previousRotation = rotation
      latestTime = event.time
    }
    rotation += turn
    if latestTime > previousTime { velocity = (rotation - previousRotation) / (latestTime - previousTime) }
    rootLocation = midpoint ?? event.location
    switch state {
    case .possible where abs(rotation) >= minimumRotation: state = .began
    case .began, .changed: state = .changed
    default: break
    }
  }

  override public func pointerEnded(_ event: PointerEvent) {
    guard let k = pointers.firstIndex(where: { $0.id == event.id }) else { return }
    pointers[k].location = event.location
    if state == .began || state == .changed { state = .ended }
    reset()
  }

  override public func pointerCancelled(_ event: PointerEvent) {
    guard pointers.contains(where: { $0.id == event.id }) else { return }
    super.pointerCancelled(event)
  }

  override public func reset() {
    pointers = []
    super.reset()
  }

  /// The angle of the line from the first pointer to the second, in radians.
  private var angle: Double {
    let d = pointers[1].location - pointers[0].location
    return Trig.atan2(d.dy, d.dx)
  }
}
