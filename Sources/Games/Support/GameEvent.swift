/// Something a game tells the app chrome, read after the frame (see docs/web-bridge.md, Events).
public enum GameEvent: Equatable {
  /// Show a modal alert whose buttons run the named actions.
  case alert(title: String, message: String, actions: [AlertAction])
  /// A finished game's score, for the score board.
  case score(game: String, value: Int64)

  /// Writes the event as a JSON object.
  public func write(to json: inout JSONWriter) {
    switch self {
    case .alert(let title, let message, let actions):
      json.object { o in
        o.field("type") { $0.string("alert") }
        o.field("title") { $0.string(title) }
        o.field("message") { $0.string(message) }
        o.field("actions") { a in
          a.array { list in
            for action in actions {
              list.element { e in
                e.object { f in
                  f.field("title") { $0.string(action.title) }
                  f.field("action") { $0.string(action.action) }
                }
              }
            }
          }
        }
      }
    case .score(let game, let value):
      json.object { o in
        o.field("type") { $0.string("score") }
        o.field("game") { $0.string(game) }
        o.field("value") { $0.number(value) }
      }
    }
  }
}

/// A button of an alert: its title and the action it runs.
public struct AlertAction: Equatable, Sendable {
  /// The button's label.
  public var title: String
  /// The action name passed back to the game.
  public var action: String

  /// Creates a button.
  public init(title: String, action: String) {
    self.title = title
    self.action = action
  }
}
