/// One property of one object that a `PropertyAnimator` moves, with the window of the
/// animation's timeline it plays in.
class AnimationTrack {
  /// The object and property this track drives; a newer track for the same key takes over.
  let key: AnimationKey
  /// Where the track starts on the animator's timeline (0…1) and how long it plays.
  let start: Double
  let length: Double
  /// True for keyframes: they are placed on the eased timeline rather than eased themselves.
  let isKeyframe: Bool
  /// Set when a newer animation of the same property took over.
  var isCancelled = false
  private let update: (Double) -> Void

  init(key: AnimationKey, start: Double, length: Double, isKeyframe: Bool, update: @escaping (Double) -> Void) {
    self.key = key
    self.start = min(max(start, 0), 1)
    self.length = max(length, 0)
    self.isKeyframe = isKeyframe
    self.update = update
  }

  /// Sets the property `progress` of the way from its start value to its end value.
  func apply(_ progress: Double) {
    guard !isCancelled else { return }
    update(progress)
  }
}

/// A track that remembers its values, so a later keyframe of the same property starts where it ends.
final class ValueTrack<Value: Interpolatable>: AnimationTrack {
  let from: Value
  let to: Value

  init(
    key: AnimationKey, from: Value, to: Value, start: Double, length: Double, isKeyframe: Bool,
    set: @escaping (Value) -> Void
  ) {
    self.from = from
    self.to = to
    super.init(key: key, start: start, length: length, isKeyframe: isKeyframe) { progress in
      set(Value.interpolate(from: from, to: to, progress: progress))
    }
  }
}

/// Identifies one animatable property of one object.
public struct AnimationKey: Hashable, Sendable {
  /// The object's identity.
  public let object: ObjectIdentifier
  /// Which of its properties (the object's type numbers them).
  public let property: Int

  /// The key of `property` of `object`.
  public init(_ object: AnyObject, _ property: Int) {
    self.object = ObjectIdentifier(object)
    self.property = property
  }
}
