#if canImport(Glibc)
  import Glibc
#endif

/// Where animatable properties report changes made inside an animator's animations, as UIKit's
/// views do: a setter asks `Animation.record` first and sets its value at once only when no
/// animator is collecting animations.
///
///     public var alpha: Double {
///       get { storedAlpha }
///       set {
///         if Animation.record(self, property: 1, from: storedAlpha, to: newValue, set: { self.storedAlpha = $0 }) { return }
///         storedAlpha = newValue
///       }
///     }
public enum Animation {
  /// Records a change of `property` of `object` from `from` to `to` when an animator is running
  /// its animations on this thread; `set` then receives each frame's value. Returns false when no
  /// animator is recording, and the caller sets the value itself.
  public static func record<Value: Interpolatable>(
    _ object: AnyObject, property: Int, from: Value, to: Value, set: @escaping (Value) -> Void
  ) -> Bool {
    guard let animator = Recorder.current else { return false }
    animator.record(AnimationKey(object, property), from: from, to: to, set: set)
    return true
  }

  /// Runs `changes` with no animator recording, so they take effect at once (UIKit's
  /// `performWithoutAnimation`).
  public static func performWithoutAnimation(_ changes: () -> Void) {
    let saved = Recorder.current
    Recorder.current = nil
    changes()
    Recorder.current = saved
  }
}

/// The animator whose animations are running now, per thread (one thread in the browser; tests
/// run in parallel natively).
enum Recorder {
  #if canImport(Glibc)
    private static let slot: pthread_key_t = {
      var key = pthread_key_t()
      pthread_key_create(&key, nil)
      return key
    }()

    static var current: PropertyAnimator? {
      get { pthread_getspecific(slot).map { Unmanaged<PropertyAnimator>.fromOpaque($0).takeUnretainedValue() } }
      set { pthread_setspecific(slot, newValue.map { Unmanaged.passUnretained($0).toOpaque() }) }
    }
  #else
    nonisolated(unsafe) static var current: PropertyAnimator?
  #endif
}
