import Dynamics
import Geometry
import Motion

/// A rectangle on screen that draws itself and its subviews (our `UIView`).
///
/// Views have identity: the same view object is moved, animated and hit-tested over time, so it is
/// a class. A view's position in its superview is its `center`; its own coordinates are its
/// `bounds`; `transform` turns and scales it about its centre. Views conform to `DynamicItem`, so
/// a `DynamicAnimator` moves them the way UIKit Dynamics moves `UIView`s.
///
///     let ball = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
///     ball.backgroundColor = .white
///     ball.cornerRadius = 10
///     court.addSubview(ball)
open class View: DynamicItem {
  // MARK: Geometry

  /// The view's own coordinate space; changing its size lays out the subviews again. Animatable.
  public var bounds: Rect {
    get { storedBounds }
    set {
      guard newValue != storedBounds else { return }
      if Animation.record(
        self, property: Property.bounds, from: storedBounds, to: newValue, set: { self.setBounds($0) })
      {
        return
      }
      setBounds(newValue)
    }
  }
  /// The view's centre in its superview's coordinates, in points. Animatable.
  public var center: Point {
    get { storedCenter }
    set {
      guard newValue != storedCenter else { return }
      if Animation.record(
        self, property: Property.center, from: storedCenter, to: newValue, set: { self.storedCenter = $0 })
      {
        return
      }
      storedCenter = newValue
    }
  }
  /// Rotation and scale about the centre. Animatable (rotations go the short way round; use
  /// keyframes for whole turns).
  public var transform: AffineTransform {
    get { storedTransform }
    set {
      guard newValue != storedTransform else { return }
      if Animation.record(
        self, property: Property.transform, from: storedTransform, to: newValue, set: { self.storedTransform = $0 })
      {
        return
      }
      storedTransform = newValue
    }
  }
  /// The rectangle the view occupies in its superview (meaningful when `transform` is the identity).
  public var frame: Rect {
    get { Rect(center: center, size: bounds.size) }
    set {
      center = newValue.center
      bounds = Rect(origin: bounds.origin, size: newValue.size)
    }
  }
  /// The rotation `transform` applies, in radians; setting it replaces the transform with a pure rotation.
  public var rotation: Double {
    get { transform.rotationAngle }
    set { transform = AffineTransform(rotationAngle: newValue) }
  }
  /// The outline a `DynamicAnimator` collides the view with.
  public var collisionBounds: CollisionBounds = .rectangle

  // MARK: Appearance

  /// Opacity, 0…1, multiplied into the subviews'. Animatable.
  public var alpha: Double {
    get { storedAlpha }
    set {
      guard newValue != storedAlpha else { return }
      if Animation.record(
        self, property: Property.alpha, from: storedAlpha, to: newValue, set: { self.storedAlpha = $0 })
      {
        return
      }
      storedAlpha = newValue
    }
  }
  /// Hidden views draw nothing and receive no touches.
  public var isHidden = false
  /// When true, subviews are clipped to the bounds (with the corner radius).
  public var clipsToBounds = false
  /// The fill behind the content, if any. Animatable (to or from none, through transparent).
  public var backgroundColor: Color? {
    get { storedBackgroundColor }
    set {
      guard newValue != storedBackgroundColor else { return }
      let from = storedBackgroundColor ?? newValue?.withAlpha(0) ?? .clear
      let to = newValue ?? from.withAlpha(0)
      if Animation.record(
        self, property: Property.backgroundColor, from: from, to: to, set: { self.storedBackgroundColor = $0 })
      {
        return
      }
      storedBackgroundColor = newValue
    }
  }
  /// Radius of the background's and border's corners, in points. Animatable.
  public var cornerRadius: Double {
    get { storedCornerRadius }
    set {
      guard newValue != storedCornerRadius else { return }
      if Animation.record(
        self, property: Property.cornerRadius, from: storedCornerRadius, to: newValue,
        set: { self.storedCornerRadius = $0 })
      {
        return
      }
      storedCornerRadius = newValue
    }
  }
  /// Width of the border, in points; 0 draws none.
  public var borderWidth = 0.0
  /// Colour of the border.
  public var borderColor = Color.white
  /// How dark a turning card looks, 0…1: a black veil over the view and its subviews (flip transitions set it).
  public var shade = 0.0
  /// A scale or turn applied before `transform`, about the centre, while a transition plays.
  public internal(set) var transitionTransform = AffineTransform.identity
  /// A drop shadow under the background and content.
  public var shadow: Shadow?
  /// What the view draws above its background.
  public var content: ViewContent?

  // MARK: Hierarchy and interaction

  /// The subviews, back to front.
  public private(set) var subviews: [View] = []
  /// The view this one is a subview of.
  public private(set) unowned(unsafe) var superview: View?
  /// Whether touches reach this view and its subviews.
  public var isUserInteractionEnabled = true
  /// The recognizers that watch touches on this view.
  public private(set) var gestureRecognizers: [GestureRecognizer] = []

  /// The accessibility properties (`isAccessibilityElement`, `accessibilityLabel`, …).
  var accessibility = AccessibilityAttributes()

  private var needsLayout = true
  private var storedBounds: Rect
  private var storedCenter: Point
  private var storedTransform = AffineTransform.identity
  private var storedAlpha = 1.0
  private var storedBackgroundColor: Color?
  private var storedCornerRadius = 0.0

  /// The animatable properties' numbers in `AnimationKey`s.
  private enum Property {
    static let bounds = 1
    static let center = 2
    static let transform = 3
    static let alpha = 4
    static let backgroundColor = 5
    static let cornerRadius = 6
  }

  // MARK: Initialization

  /// Creates a view occupying `frame` in its future superview.
  public init(frame: Rect = .zero) {
    storedBounds = Rect(origin: .zero, size: frame.size)
    storedCenter = frame.center
  }

  /// Detaches what only points back at this view, so nothing that outlives it (a subview an
  /// accessibility element still holds, a recognizer following a pointer) can reach freed memory.
  deinit {
    for subview in subviews { subview.superview = nil }
    for recognizer in gestureRecognizers { recognizer.view = nil }
  }

  // MARK: Methods

  /// Adds `view` on top of the other subviews (moving it from any previous superview).
  public func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` at `index` in the back-to-front order.
  public func insertSubview(_ view: View, at index: Int) {
    view.removeFromSuperview()
    subviews.insert(view, at: min(max(0, index), subviews.count))
    view.superview = self
  }

  /// Moves `view`, a subview, in front of its siblings.
  public func bringSubviewToFront(_ view: View) {
    guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.append(subviews.remove(at: i))
  }

  /// Detaches the view from its superview.
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// Whether `ancestor` is this view or one of its superviews.
  public func isDescendant(of ancestor: View) -> Bool {
    var view: View? = self
    while let v = view {
      if v === ancestor { return true }
      view = v.superview
    }
    return false
  }

  /// Adds a gesture recognizer to the view.
  public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
    recognizer.view = self
    gestureRecognizers.append(recognizer)
  }

  /// Removes a gesture recognizer.
  public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
    gestureRecognizers.removeAll { $0 === recognizer }
    recognizer.view = nil
  }

  /// Asks for `layoutSubviews` before the next render.
  public func setNeedsLayout() { needsLayout = true }

  /// Runs `layoutSubviews` now if it is pending, then does the same for the subviews.
  public func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      layoutSubviews()
    }
    for v in subviews { v.layoutIfNeeded() }
  }

  /// Override to place subviews for the current bounds; called after the bounds' size changes.
  open func layoutSubviews() {}

  // MARK: Accessibility actions

  /// Assistive technology activated the element; return true when handled. The default returns
  /// false, and the tree then taps `accessibilityActivationPoint` as a finger would.
  open func accessibilityActivate() -> Bool { false }

  /// Assistive technology asked an adjustable element to go up one step.
  open func accessibilityIncrement() {}

  /// Assistive technology asked an adjustable element to go down one step.
  open func accessibilityDecrement() {}

  private func setBounds(_ newBounds: Rect) {
    let oldSize = storedBounds.size
    storedBounds = newBounds
    if newBounds.size != oldSize { setNeedsLayout() }
  }
}
