import Geometry
import Physics

/// Connects an item to a point or to another item (UIKit's `UIAttachmentBehavior`): a rod, a
/// spring, a rope (`limitAttachment`), a pin, a weld (`fixedAttachment`) or a slide.
///
/// Offsets are in each item's own coordinates, from its centre, in points. The default
/// attachment keeps its length: rigid when `frequency` is 0, a spring at `frequency` hertz with
/// damping ratio `damping` otherwise; `attachmentRange` bounds the length (or, for a sliding
/// attachment, the translation along its axis).
///
///     let rope = AttachmentBehavior(item: lamp, attachedToAnchor: Point(x: 200, y: 0))
///     rope.frequency = 2
///     animator.addBehavior(rope)
public final class AttachmentBehavior: DynamicBehavior {
  /// What an attachment connects its item to.
  public enum AttachedBehaviorType: Sendable {
    /// Two items.
    case items
    /// An item and a point of the reference coordinate space.
    case anchor
  }

  /// How the attachment constrains its items.
  enum Variant: Equatable {
    case standard
    case limit
    case pin
    case fixed
    case sliding(axis: Vector)
  }

  /// The attached items: one for an anchor attachment, two otherwise.
  public let items: [any DynamicItem]
  /// Whether the attachment is to an anchor point or between two items.
  public let attachedBehaviorType: AttachedBehaviorType
  /// For an anchor attachment, the point the item hangs from, in reference coordinates; moving it
  /// drags the item along. For pins, welds and slides, the point they were made at.
  public var anchorPoint: Point {
    didSet {
      if !anchorPoint.isValid { anchorPoint = oldValue }
      guard attachedBehaviorType == .anchor, let joint else { return }
      dynamicAnimator?.physics.setJointWorldAnchor(anchorPoint, of: joint)
    }
  }
  /// The distance the attachment keeps, in points (its length when made, unless set).
  public var length: Double {
    didSet {
      length = length.isFinite ? max(0, length) : oldValue
      if let joint { dynamicAnimator?.physics.setJointLength(length, of: joint) }
    }
  }
  /// Spring frequency, in hertz; 0 (the default) keeps the length rigidly.
  public var frequency = 0.0 {
    didSet {
      frequency = clamped(frequency, 0...240) ?? oldValue
      remake()
    }
  }
  /// Damping ratio of the spring, non-dimensional: 0 (the default) wobbles, 1 does not overshoot.
  public var damping = 0.0 {
    didSet {
      damping = clamped(damping, 0...100) ?? oldValue
      remake()
    }
  }
  /// Torque that resists turning about a pin, in mass·pt²/s² (mass is density × area in pt²).
  public var frictionTorque = 0.0 {
    didSet {
      frictionTorque = clamped(frictionTorque, 0...Double.greatestFiniteMagnitude) ?? oldValue
      if let joint { dynamicAnimator?.physics.setJointFrictionTorque(frictionTorque, of: joint) }
    }
  }
  /// The allowed lengths (or translations, for a sliding attachment), in points; infinite by default.
  public var attachmentRange = FloatRange.infinite { didSet { remake() } }

  let variant: Variant
  private let offsets: (Vector, Vector)
  private(set) var joint: JointID?

  /// Attaches `item`'s centre to `point`.
  public convenience init(item: any DynamicItem, attachedToAnchor point: Point) {
    self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
  }

  /// Attaches the point `offset` from `item`'s centre to `point`.
  public init(item: any DynamicItem, offsetFromCenter offset: Vector, attachedToAnchor point: Point) {
    items = [item]
    attachedBehaviorType = .anchor
    anchorPoint = point
    variant = .standard
    offsets = (offset, .zero)
    length = (point - AttachmentBehavior.worldPoint(of: item, offset: offset)).length
  }

  /// Attaches the centres of two items.
  public convenience init(item: any DynamicItem, attachedTo other: any DynamicItem) {
    self.init(item: item, offsetFromCenter: .zero, attachedTo: other, offsetFromCenter: .zero)
  }

  /// Attaches a point of one item to a point of another, each given as an offset from its centre.
  public convenience init(
    item: any DynamicItem, offsetFromCenter offset: Vector, attachedTo other: any DynamicItem,
    offsetFromCenter otherOffset: Vector
  ) {
    self.init(variant: .standard, item, offset, other, otherOffset)
  }

  private init(
    variant: Variant, _ a: any DynamicItem, _ offsetA: Vector, _ b: (any DynamicItem)?, _ offsetB: Vector,
    anchor: Point? = nil
  ) {
    items = b.map { [a, $0] } ?? [a]
    attachedBehaviorType = b == nil ? .anchor : .items
    self.variant = variant
    offsets = (offsetA, offsetB)
    let pointA = AttachmentBehavior.worldPoint(of: a, offset: offsetA)
    let pointB = b.map { AttachmentBehavior.worldPoint(of: $0, offset: offsetB) } ?? anchor ?? pointA
    anchorPoint = anchor ?? pointB
    length = (pointB - pointA).length
  }

  /// Lets `item` slide along `axis` through `anchor` relative to `other`, without turning.
  public static func slidingAttachment(
    with item: any DynamicItem, attachedTo other: any DynamicItem, attachmentAnchor anchor: Point,
    axisOfTranslation axis: Vector
  ) -> AttachmentBehavior {
    anchored(.sliding(axis: axis), item, other, anchor)
  }

  /// Lets `item` slide along `axis` through `anchor`, without turning.
  public static func slidingAttachment(
    with item: any DynamicItem, attachmentAnchor anchor: Point, axisOfTranslation axis: Vector
  ) -> AttachmentBehavior {
    anchored(.sliding(axis: axis), item, nil, anchor)
  }

  /// Ties two items' points together with a rope as long as they are apart now: slack when
  /// closer, taut at that length.
  public static func limitAttachment(
    with item: any DynamicItem, offsetFromCenter offset: Vector, attachedTo other: any DynamicItem,
    offsetFromCenter otherOffset: Vector
  ) -> AttachmentBehavior {
    AttachmentBehavior(variant: .limit, item, offset, other, otherOffset)
  }

  /// Welds two items together at `anchor`: they move and turn as one.
  public static func fixedAttachment(
    with item: any DynamicItem, attachedTo other: any DynamicItem, attachmentAnchor anchor: Point
  ) -> AttachmentBehavior {
    anchored(.fixed, item, other, anchor)
  }

  /// Pins two items together at `anchor`: they may turn about it, against `frictionTorque`.
  public static func pinAttachment(
    with item: any DynamicItem, attachedTo other: any DynamicItem, attachmentAnchor anchor: Point
  ) -> AttachmentBehavior {
    anchored(.pin, item, other, anchor)
  }

  private static func anchored(
    _ variant: Variant, _ a: any DynamicItem, _ b: (any DynamicItem)?, _ anchor: Point
  ) -> AttachmentBehavior {
    let offsetA = localOffset(of: anchor, in: a)
    let offsetB = b.map { localOffset(of: anchor, in: $0) } ?? .zero
    return AttachmentBehavior(variant: variant, a, offsetA, b, offsetB, anchor: anchor)
  }

  /// The attached items.
  override public var dynamicItems: [any DynamicItem] { items }

  /// Creates the joint once the items have bodies (again after they were re-created).
  func connect(in animator: DynamicAnimator) {
    let world = animator.physics
    if let joint, world.isValid(joint) { return }
    guard let a = animator.body(for: items[0]) else { return }
    let b = items.count > 1 ? animator.body(for: items[1]) : nil
    if items.count > 1 && b == nil { return }
    let pointA = AttachmentBehavior.worldPoint(of: items[0], offset: offsets.0)
    let pointB = items.count > 1 ? AttachmentBehavior.worldPoint(of: items[1], offset: offsets.1) : anchorPoint
    var def = JointDefinition(kind: .distance, bodyA: a, anchorA: pointA, bodyB: b, anchorB: pointB)
    def.length = length
    switch variant {
    case .standard:
      def.hertz = frequency
      def.dampingRatio = damping
      def.enableSpring = frequency > 0 || !attachmentRange.isInfinite
      def.minLength = def.enableSpring ? max(0, attachmentRange.minimum) : length
      def.maxLength = def.enableSpring ? attachmentRange.maximum : length
    case .limit:
      def.enableSpring = true
      def.minLength = 0
      def.maxLength = length
    case .pin:
      def.kind = .revolute
      def.frictionTorque = frictionTorque
    case .fixed:
      def.kind = .weld
    case .sliding(let axis):
      def.kind = .prismatic
      def.axis = axis
      def.enableLimit = !attachmentRange.isInfinite
      def.lowerTranslation = max(-1e9, attachmentRange.minimum)
      def.upperTranslation = min(1e9, attachmentRange.maximum)
    }
    joint = world.createJoint(def)
  }

  /// Removes the joint (the behavior left the animator).
  func disconnect(from world: PhysicsWorld) {
    if let joint { world.destroyJoint(joint) }
    joint = nil
  }

  /// Re-creates the joint with new settings on the next step.
  private func remake() {
    guard let animator = dynamicAnimator else { return }
    disconnect(from: animator.physics)
    animator.behaviorsChanged()
  }

  private func clamped(_ x: Double, _ range: ClosedRange<Double>) -> Double? {
    x.isFinite ? min(range.upperBound, max(range.lowerBound, x)) : nil
  }

  private static func worldPoint(of item: any DynamicItem, offset: Vector) -> Point {
    item.center + offset.rotated(by: item.rotation)
  }

  private static func localOffset(of point: Point, in item: any DynamicItem) -> Vector {
    (point - item.center).rotated(by: -item.rotation)
  }
}
