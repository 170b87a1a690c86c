/// Something a game tells the app chrome, read after the frame (see docs/web-bridge.md, Events).
public enum GameEvent: Equatable {
  /// Show a modal alert whose buttons run the named actions.
  case alert(title: String, message: String, actions: [AlertAction])
  /// A finished game's score, for the score board, with the player's name when the game asked for
  /// one and the state checksum at that moment (16 hex digits; the host adds it, empty before).
  case score(game: String, value: Int64, name: String? = nil, checksum: String = "")
  /// Show the game's score board (the player asked for it).
  case showBoard(game: String)
  /// The game keeps its runs' scores under the player's name and has none: the shell asks for it,
  /// fills the game's player-name control and then sends `then` (the start the name held back).
  case nameNeeded(game: String, then: GameAction)
  /// Play a short sound: `name` says which, `pitch` shifts it (1 = as recorded, 2 = an octave up).
  case sound(name: String, pitch: Double)
  /// A light tap of the device's haptics, where it has them.
  case haptic
  /// Something a sighted player sees happen, for a screen reader to say (UIKit's `.announcement`).
  case announcement(String)
  /// Much of the screen changed (a new game, another screen): assistive technology reads it
  /// afresh (UIKit's `.screenChanged`).
  case screenChanged

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
                  f.field("action") { $0.string(action.action.text) }
                }
              }
            }
          }
        }
      }
    case .score(let game, let value, let name, let checksum):
      json.object { o in
        o.field("type") { $0.string("score") }
        o.field("game") { $0.string(game) }
        o.field("value") { $0.number(value) }
        if let name { o.field("name") { $0.string(name) } }
        if !checksum.isEmpty { o.field("checksum") { $0.string(checksum) } }
      }
    case .showBoard(let game):
      json.object { o in
        o.field("type") { $0.string("board") }
        o.field("game") { $0.string(game) }
      }
    case .nameNeeded(let game, let then):
      json.object { o in
        o.field("type") { $0.string("name") }
        o.field("game") { $0.string(game) }
        o.field("then") { $0.string(then.text) }
      }
    case .sound(let name, let pitch):
      json.object { o in
        o.field("type") { $0.string("sound") }
        o.field("name") { $0.string(name) }
        o.field("pitch") { $0.number(pitch) }
      }
    case .haptic:
      json.object { o in o.field("type") { $0.string("haptic") } }
    case .announcement(let text):
      json.object { o in
        o.field("type") { $0.string("announce") }
        o.field("text") { $0.string(text) }
      }
    case .screenChanged:
      json.object { o in o.field("type") { $0.string("screenChanged") } }
    }
  }
}
