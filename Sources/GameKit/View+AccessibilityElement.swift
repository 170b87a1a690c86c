import Stage

extension View {
  /// Makes the view one element for assistive technology, read as `label`, then `hint` (what
  /// activating it does), with `traits`; what is nil is left as it is.
  public func makeAccessibilityElement(
    label: String? = nil, hint: String? = nil, traits: AccessibilityTraits? = nil
  ) {
    isAccessibilityElement = true
    if let label { accessibilityLabel = label }
    if let hint { accessibilityHint = hint }
    if let traits { accessibilityTraits = traits }
  }
}
