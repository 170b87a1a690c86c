/// The keys games respond to, with the codes the shell sends (see docs/web-bridge.md).
public enum Key: Int32, Sendable {
  /// Arrow left or A.
  case left = 1
  /// Arrow right or D.
  case right = 2
  /// Arrow up or W.
  case up = 3
  /// Arrow down or S.
  case down = 4
  /// Space bar.
  case space = 5
  /// Return.
  case enter = 6
  /// Escape.
  case escape = 7
}
