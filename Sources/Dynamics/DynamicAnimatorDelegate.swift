/// Told when a `DynamicAnimator` comes to rest and when it starts again (UIKit's
/// `UIDynamicAnimatorDelegate`).
public protocol DynamicAnimatorDelegate: AnyObject {
  /// Every item has come to rest (and sleeps): nothing will move until something wakes it.
  func dynamicAnimatorDidPause(_ animator: DynamicAnimator)
  /// Something moves again after a pause (or for the first time).
  func dynamicAnimatorWillResume(_ animator: DynamicAnimator)
}
