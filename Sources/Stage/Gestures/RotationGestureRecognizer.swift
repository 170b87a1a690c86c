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

  /// The two pointers followed (two fields rather than an array: no collection code for two).
  private var first: (id: Int32, location: Point)?
  private var second: (id: Int32, location: Point)?
  private var lastAngle = 0.0
  /// The latest moment a pointer moved, the moment before it, and the rotation at that moment.
  private var latestTime = 0.0
  private var previousTime = 0.0
  private var previousRotation = 0.0

  override public var acceptsAnotherPointer: Bool { second == nil }

  /// The point midway between the two pointers, in root coordinates, while both are down.
  public var midpoint: Point? {
    guard let a = first?.location, let b = second?.location else { return nil }
    return Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
  }

  override public func pointerBegan(_ event: PointerEvent) {
    guard second == nil, first?.id != event.id else { return }
    guard first != nil else {
      first = (event.id, event.location)
      rootLocation = event.location
      return
    }
    second = (event.id, event.location)
    rotation = 0
    velocity = 0
    lastAngle = angle ?? 0
    latestTime = event.time
    previousTime = event.time
    previousRotation = 0
    rootLocation = midpoint ?? event.location
  }

  override public func pointerMoved(_ event: PointerEvent) {
    guard follow(event), let now = angle else { return }
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
    guard follow(event) else { return }
    if state == .began || state == .changed { state = .ended }
    reset()
  }

  override public func pointerCancelled(_ event: PointerEvent) {
    guard event.id == first?.id || event.id == second?.id else { return }
    super.pointerCancelled(event)
  }

  override public func reset() {
    first = nil
    second = nil
    super.reset()
  }

  /// Notes where a followed pointer is now; false for a pointer not followed.
  private func follow(_ event: PointerEvent) -> Bool {
    if event.id == first?.id {
      first?.location = event.location
    } else if event.id == second?.id {
      second?.location = event.location
    } else {
      return false
    }
    return true
  }

  /// The angle of the line from the first pointer to the second, in radians, while both are down.
  private var angle: Double? {
    guard let a = first?.location, let b = second?.location else { return nil }
    let d = b - a
    return Trig.atan2(d.dy, d.dx)
  }
}
