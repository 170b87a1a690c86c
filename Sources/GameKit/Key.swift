/// The keys games respond to, with the codes the shell sends (docs/web-bridge.md; the shell reads them
/// from Web/protocol.js, which `make protocol` generates from this type).
///
/// The letter keys W, A, S and D have codes of their own so that two players can share a keyboard
/// (two-player Pong); a game that does not tell them apart gets them as the arrow keys.
public enum Key: Int32, CaseIterable, Sendable {
  /// Arrow left.
  case left = 1
  /// Arrow right.
  case right = 2
  /// Arrow up.
  case up = 3
  /// Arrow down.
  case down = 4
  /// Space bar.
  case space = 5
  /// Return.
  case enter = 6
  /// Escape.
  case escape = 7
  /// The A key (left for the second player).
  case letterA = 8
  /// The D key (right for the second player).
  case letterD = 9
  /// The W key (up for the second player).
  case letterW = 10
  /// The S key (down for the second player).
  case letterS = 11
  /// The R key (Set rearranges the table).
  case letterR = 12
  /// The P key (pause and go on).
  case letterP = 13

  /// The arrow a letter key stands for (A left, D right, W up, S down); other keys are themselves.
  public var asArrow: Key {
    switch self {
    case .letterA: .left
    case .letterD: .right
    case .letterW: .up
    case .letterS: .down
    default: self
    }
  }
}
