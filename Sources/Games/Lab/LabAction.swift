import GameKit

/// The Lab's own actions: a section's name shows it; the others go to the section on show.
public enum LabAction: GameSpecificAction {
  /// Show this section (`incline`, `animation`).
  case show(LabSectionName)
  /// The incline: let the held balls roll.
  case release
  /// The incline: drop one more ball.
  case drop
  /// The incline: put the balls back at the top.
  case reset
  /// The animation examples: play the curves again.
  case replay

  /// The sections' names, then `release`, `drop`, `reset` and `replay`.
  public static let names = LabSectionName.allCases.map { $0.rawValue } + ["release", "drop", "reset", "replay"]

  /// The action `name` spells; none takes an argument.
  public init?(name: String, argument: String?) {
    guard argument == nil else { return nil }
    switch name {
    case "release": self = .release
    case "drop": self = .drop
    case "reset": self = .reset
    case "replay": self = .replay
    default:
      guard let section = LabSectionName(rawValue: name) else { return nil }
      self = .show(section)
    }
  }

  /// The section's name, or the action's.
  public var name: String {
    switch self {
    case .show(let section): section.rawValue
    case .release: "release"
    case .drop: "drop"
    case .reset: "reset"
    case .replay: "replay"
    }
  }

  /// None.
  public var argument: String? { nil }
}
