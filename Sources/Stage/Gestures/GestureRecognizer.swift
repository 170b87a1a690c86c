import Geometry

/// Where a recognizer is in recognising its gesture (UIKit's `UIGestureRecognizer.State`).
public enum GestureState: Sendable {
  /// Watching; nothing recognised yet.
  case possible
  /// A continuous gesture started.
  case began
  /// A continuous gesture moved.
  case changed
  /// A continuous gesture finished, or a discrete one was recognised.
  case ended
  /// The gesture was interrupted.
  case cancelled
  /// The touches were not this gesture.
  case failed
}

/// One pointer's event, in root coordinates, as the shell reports it.
public struct PointerEvent: Sendable {
  /// What happened to the pointer.
  public enum Phase: Int32, CaseIterable, Sendable {
    /// Pressed (finger down, button down).
    case down = 0
    /// Moved while pressed.
    case move = 1
    /// Released.
    case up = 2
    /// Taken away by the system.
    case cancel = 3
  }
  /// What happened.
  public var phase: Phase
  /// Identifies the pointer across its events (two fingers have two ids).
  public var id: Int32
  /// The location in root coordinates, in points.
  public var location: Point
  /// When it happened, in seconds.
  public var time: Double

  /// Creates an event.
  public init(phase: Phase, id: Int32, location: Point, time: Double) {
    self.phase = phase
    self.id = id
    self.location = location
    self.time = time
  }
}

/// Turns a view's pointer events into a gesture and calls `action` as its state changes.
///
/// Subclasses implement `pointerBegan`, `pointerMoved`, `pointerEnded` and `pointerCancelled`
/// (and `timeAdvanced(to:)` when time alone can recognise the gesture, as with a long press), and
/// move `state` along; the base class calls `action` for every state a client should see.
///
/// Every recognizer that a pointer reaches follows it and may recognise at the same time as the
/// others (as if UIKit's `shouldRecognizeSimultaneously` always answered true); each tracks its own
/// pointer, so two fingers on two views drive two gestures independently.
open class GestureRecognizer {
  /// The view the recognizer is attached to.
  public internal(set) unowned(unsafe) var view: View?
  /// Called with the recognizer whenever its state becomes began, changed, ended or cancelled.
  public var action: ((GestureRecognizer) -> Void)?
  /// Whether the recognizer receives pointers.
  public var isEnabled = true
  /// The current state.
  public internal(set) var state = GestureState.possible {
    didSet {
      switch state {
      case .began, .changed, .ended, .cancelled: action?(self)
      case .possible, .failed: break
      }
    }
  }

  /// The location of the recognizer's latest pointer, in root coordinates.
  public internal(set) var rootLocation = Point.zero

  /// Creates a recognizer that calls `action`.
  public init(action: ((GestureRecognizer) -> Void)? = nil) {
    self.action = action
  }

  /// The latest pointer location in `view`'s coordinates (nil: root coordinates).
  public func location(in view: View?) -> Point {
    guard let view else { return rootLocation }
    return view.convert(rootLocation, from: nil)
  }

  /// A pointer went down on the view.
  open func pointerBegan(_ event: PointerEvent) {}
  /// A tracked pointer moved.
  open func pointerMoved(_ event: PointerEvent) {}
  /// A tracked pointer went up.
  open func pointerEnded(_ event: PointerEvent) {}
  /// Frame time reached `time` seconds (the pointer events' clock) while a pointer is tracked.
  open func timeAdvanced(to time: Double) {}
  /// A tracked pointer was cancelled.
  open func pointerCancelled(_ event: PointerEvent) {
    if state == .began || state == .changed { state = .cancelled }
    reset()
  }

  /// Returns to `.possible` after a gesture ends or fails.
  open func reset() { state = .possible }

  /// True while the recognizer wants more pointers (a pan takes one; other pointers go elsewhere).
  open var acceptsAnotherPointer: Bool { true }
}
