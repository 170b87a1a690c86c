import GameKit

/// The Lab's own actions: a section's name shows it; the others go to the section on show.
public enum LabAction: String, CaseIterable, GameSpecificAction {
  /// Show the incline (``LabSectionName/incline``).
  case incline
  /// Show the animation examples (``LabSectionName/animation``).
  case animation
  /// The incline: let the held balls roll.
  case release
  /// The incline: drop one more ball.
  case drop
  /// The incline: put the balls back at the top.
  case reset
  /// The animation examples: play the curves again.
  case replay

  /// The section the action shows, for a section's name; nil for the others.
  public var section: LabSectionName? { LabSectionName(rawValue: rawValue) }
}
