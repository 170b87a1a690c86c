import GameKit

/// Concentration's own actions.
public enum ConcentrationAction: GameSpecificAction {
  /// Back from the game to the theme chooser.
  case back
  /// Start a game with the theme of this name (`theme=Animals`).
  case theme(String)

  /// `back`, `theme`.
  public static let names = ["back", "theme"]
  /// `theme`, whose argument is the theme's name.
  public static let namesTakingArgument = ["theme"]

  /// `back` takes no argument; `theme` takes the theme's name (not empty).
  public init?(name: String, argument: String?) {
    if name == "back", argument == nil {
      self = .back
    } else if name == "theme", let argument, !argument.isEmpty {
      self = .theme(argument)
    } else {
      return nil
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
