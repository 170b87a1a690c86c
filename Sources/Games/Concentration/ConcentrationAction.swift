import GameKit

/// Concentration's own actions.
public enum ConcentrationAction: GameSpecificAction {
  /// Back from the game to the theme chooser.
  case back
  /// Start a game with the theme of this name (`theme=Animals`).
  case theme(String)

  /// `back`, `theme`.
  public static let names = ["back", "theme"]

  /// `back` takes no argument; `theme` takes the theme's name (not empty).
  public init?(name: String, argument: String?) {
    switch (name, argument) {
    case ("back", nil): self = .back
    case ("theme", let theme?) where !theme.isEmpty: self = .theme(theme)
    default: return nil
    }
  }

  /// `back` or `theme`.
  public var name: String {
    switch self {
    case .back: "back"
    case .theme: "theme"
    }
  }

  /// The theme's name, for `theme`.
  public var argument: String? {
    switch self {
    case .back: nil
    case .theme(let theme): theme
    }
  }
}
