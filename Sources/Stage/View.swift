import Dynamics
import Geometry

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

  /// The view's own coordinate space; changing its size lays out the subviews again.
  public var bounds: Rect {
    didSet { if bounds.size != oldValue.size { setNeedsLayout() } }
  }
  /// The view's centre in its superview's coordinates, in points.
  public var center: Point
  /// Rotation and scale about the centre.
  public var transform = AffineTransform.identity
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

  /// Opacity, 0…1, multiplied into the subviews'.
  public var alpha = 1.0
  /// Hidden views draw nothing and receive no touches.
  public var isHidden = false
  /// When true, subviews are clipped to the bounds (with the corner radius).
  public var clipsToBounds = false
  /// The fill behind the content, if any.
  public var backgroundColor: Color?
  /// Radius of the background's and border's corners, in points.
  public var cornerRadius = 0.0
  /// Width of the border, in points; 0 draws none.
  public var borderWidth = 0.0
  /// Colour of the border.
  public var borderColor = Color.white
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

  private var needsLayout = true

  // MARK: Initialization

  /// Creates a view occupying `frame` in its future superview.
  public init(frame: Rect = .zero) {
    self.bounds = Rect(origin: .zero, size: frame.size)
    self.center = frame.center
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
}
