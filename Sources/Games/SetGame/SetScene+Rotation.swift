import Stage

extension SetScene {
  /// Two fingers turning on the table: once they have turned `rearrangeTurn` either way, the
  /// table is rearranged, once a turn (lift the fingers and turn again for another).
  func rotationChanged() {
    switch rotation.state {
    case .began:
      rotationRearranged = false
      fallthrough
    case .changed, .ended:
      guard !rotationRearranged, abs(rotation.rotation) >= SetScene.rearrangeTurn else { return }
      rotationRearranged = true
      rearrange()
    case .possible, .cancelled, .failed:
      break
    }
  }
}
