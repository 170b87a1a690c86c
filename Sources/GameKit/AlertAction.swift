/// A button of an alert: its title and the action it runs.
public struct AlertAction: Equatable, Sendable {
  /// The button's label.
  public var title: String
  /// The action the button runs.
  public var action: GameAction

  /// Creates a button.
  public init(title: String, action: GameAction) {
    self.title = title
    self.action = action
  }
}
