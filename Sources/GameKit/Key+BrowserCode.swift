extension Key {
  /// The browser's name for the key (`KeyboardEvent.code`, which names the key's place on the
  /// keyboard whatever its layout): the shell sends this key's code when that key goes down or up.
  public var browserCode: String {
    switch self {
    case .left: "ArrowLeft"
    case .right: "ArrowRight"
    case .up: "ArrowUp"
    case .down: "ArrowDown"
    case .space: "Space"
    case .enter: "Enter"
    case .escape: "Escape"
    case .letterA: "KeyA"
    case .letterD: "KeyD"
    case .letterW: "KeyW"
    case .letterS: "KeyS"
    case .letterR: "KeyR"
    case .letterP: "KeyP"
    }
  }
}
