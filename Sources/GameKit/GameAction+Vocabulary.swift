extension GameAction {
  /// Every word an action's text begins with, in ``Name``'s order: a name that is the whole text
  /// (`pause`, the Lab's `incline`) or one that comes before `=` and a value (`best=120`). The shell's
  /// `ACTIONS` (Web/protocol.js, written by `make protocol`) is generated from it, so an action a game
  /// declares elsewhere belongs in this list too.
  public static var vocabulary: [String] {
    Name.allCases.flatMap { name in
      name == .section ? LabSectionName.allCases.map { $0.rawValue } : [name.rawValue]
    }
  }
}
