/// An action the shell (an alert's button, the page, the chrome) or a record asks of the app or
/// its open game; ``init(_:)`` is the one parser of their text form, ``text`` writes it back.
public enum GameAction: Equatable, Sendable {
  /// Start the game over with a new deal, wall or match.
  case newGame
  /// Start BubblePop's run (its countdown).
  case start
  /// Stop the clock; a game in motion holds still until the player goes on.
  case pause
  /// Run the clock again after `pause`.
  case resume
  /// The game's settings screen closed: take the settings it left.
  case settingsClosed
  /// The player asks for less motion (`true`) or no longer does.
  case reducedMotion(Bool)
  /// The player's best score so far (the board's, or this device's when offline), in points.
  case best(Int)
  /// Open the game's score board.
  case board
  /// Set: deal three more cards.
  case deal
  /// Set: outline a set on the table.
  case hint
  /// Set: lay out a busy table for timing frames.
  case bench
  /// Concentration: back from the game to the theme chooser.
  case back
  /// Concentration: start a game with the theme of this name.
  case theme(String)
  /// Lab: show this section.
  case section(LabSectionName)
  /// Lab's incline: let the held balls roll.
  case release
  /// Lab's incline: drop one more ball.
  case drop
  /// Lab's incline: put the balls back at the top.
  case reset
  /// Lab's animation examples: play the curves again.
  case replay

  /// The kind of action, without its argument: what the bridge document's table lists.
  public enum Name: String, CaseIterable, Sendable {
    case newGame, start, pause, resume, settingsClosed, reducedMotion, best, board, deal, hint, bench, back, theme
    case section, release, drop, reset, replay
  }

  /// The action `text` names (`newGame`, `best=120`, `reducedMotion=1`, `theme=Vehicles`,
  /// `incline`, …); nil for anything else, an argument out of range or a second line included.
  public init?(_ text: String) {
    guard !text.utf8.contains(UInt8(ascii: "\n")) else { return nil }
    if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
      let key = String(text[..<equals])
      let value = String(text[text.index(after: equals)...])
      switch key {
      case "reducedMotion" where value == "1" || value == "0": self = .reducedMotion(value == "1")
      case "best":
        guard let best = Int(value), best >= 0 else { return nil }
        self = .best(best)
      case "theme" where !value.isEmpty: self = .theme(value)
      default: return nil
      }
      return
    }
    if let section = LabSectionName(rawValue: text) {
      self = .section(section)
      return
    }
    guard let name = Name(rawValue: text) else { return nil }
    switch name {
    case .newGame: self = .newGame
    case .start: self = .start
    case .pause: self = .pause
    case .resume: self = .resume
    case .settingsClosed: self = .settingsClosed
    case .board: self = .board
    case .deal: self = .deal
    case .hint: self = .hint
    case .bench: self = .bench
    case .back: self = .back
    case .release: self = .release
    case .drop: self = .drop
    case .reset: self = .reset
    case .replay: self = .replay
    case .reducedMotion, .best, .theme, .section: return nil
    }
  }

  /// The action's kind.
  public var name: Name {
    switch self {
    case .newGame: .newGame
    case .start: .start
    case .pause: .pause
    case .resume: .resume
    case .settingsClosed: .settingsClosed
    case .reducedMotion: .reducedMotion
    case .best: .best
    case .board: .board
    case .deal: .deal
    case .hint: .hint
    case .bench: .bench
    case .back: .back
    case .theme: .theme
    case .section: .section
    case .release: .release
    case .drop: .drop
    case .reset: .reset
    case .replay: .replay
    }
  }

  /// The text form ``init(_:)`` reads, as records and alert buttons carry it.
  public var text: String {
    switch self {
    case .reducedMotion(let on): "reducedMotion=" + (on ? "1" : "0")
    case .best(let best): "best=" + String(best)
    case .theme(let name): "theme=" + name
    case .section(let section): section.rawValue
    default: name.rawValue
    }
  }
}
