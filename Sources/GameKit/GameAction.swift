/// An action the shell (an alert's button, the page, the chrome) or a record asks of the app or
/// its open game; ``init(_:)`` is the one parser of their text form, ``text`` writes it back.
///
/// The app knows only its own actions, those every game may be sent. A game's own actions (Set's
/// `deal`, Concentration's `theme=Animals`, the Lab's `incline`) arrive as ``game(name:argument:)``:
/// the game declares and reads them (a ``GameSpecificAction`` type of its own), and the catalog,
/// which lists every game's action names, routes them to the game that declares them.
public enum GameAction: Equatable, Sendable {
  /// Start the game over with a new deal, wall or match.
  case newGame
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
  /// The highest score on the game's board, anyone's (the board's, or as last seen when offline), in points.
  case top(Int)
  /// Open the game's score board.
  case board
  /// One game's own action: its name (letters and digits, none of the app's) and, for some, an
  /// argument (the text after `=`, not empty).
  case game(name: String, argument: String?)

  /// The names of the app's own actions, the same for every game: what the bridge document's table
  /// lists first. The games' names are theirs (``GameSpecificAction/names``).
  public enum Name: String, CaseIterable, Sendable {
    case newGame, pause, resume, settingsClosed, reducedMotion, best, top, board
  }

  /// The action `text` names (`newGame`, `best=120`, `reducedMotion=1`, and a game's `deal`,
  /// `theme=Vehicles`, `incline`, …); nil for text no action can have: an app action's argument
  /// missing, out of range or unwanted, a name of other than letters and digits, an empty argument,
  /// or a second line. Whether a game has the action is the catalog's to say.
  public init?(_ text: String) {
    guard !text.utf8.contains(UInt8(ascii: "\n")) else { return nil }
    var key = text
    var value: String?
    if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
      key = String(text[..<equals])
      value = String(text[text.index(after: equals)...])
    }
    if let name = Name(rawValue: key) {
      switch (name, value) {
      case (.newGame, nil): self = .newGame
      case (.pause, nil): self = .pause
      case (.resume, nil): self = .resume
      case (.settingsClosed, nil): self = .settingsClosed
      case (.board, nil): self = .board
      case (.reducedMotion, "1"): self = .reducedMotion(true)
      case (.reducedMotion, "0"): self = .reducedMotion(false)
      case (.best, let value?):
        guard let best = Int(value), best >= 0 else { return nil }
        self = .best(best)
      case (.top, let value?):
        guard let top = Int(value), top >= 0 else { return nil }
        self = .top(top)
      default: return nil
      }
      return
    }
    guard GameAction.isValidName(key), value?.isEmpty != true else { return nil }
    self = .game(name: key, argument: value)
  }

  /// Whether `name` can name a game's action: ASCII letters and digits, at least one.
  public static func isValidName(_ name: String) -> Bool {
    !name.isEmpty
      && name.utf8.allSatisfy { byte in
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      }
  }

  /// The action's name: one of ``Name``'s, or the game's.
  public var name: String {
    switch self {
    case .newGame: Name.newGame.rawValue
    case .pause: Name.pause.rawValue
    case .resume: Name.resume.rawValue
    case .settingsClosed: Name.settingsClosed.rawValue
    case .reducedMotion: Name.reducedMotion.rawValue
    case .best: Name.best.rawValue
    case .top: Name.top.rawValue
    case .board: Name.board.rawValue
    case .game(let name, _): name
    }
  }

  /// The text form ``init(_:)`` reads, as records and alert buttons carry it.
  public var text: String {
    switch self {
    case .reducedMotion(let on): "reducedMotion=" + (on ? "1" : "0")
    case .best(let best): "best=" + String(best)
    case .top(let top): "top=" + String(top)
    case .game(let name, let argument?): name + "=" + argument
    default: name
    }
  }
}

/// A game's own actions, as the game declares them: their names and which of them take an argument,
/// for the catalog's list of every action and its routing, and how each is spelled as a
/// ``GameAction/game(name:argument:)``. A game's scene reads the generic action with ``init(_:)``;
/// what it does not read, it refuses.
///
/// An action without an argument is a case of a `String` enum, which needs nothing more:
///
///     enum SetAction: String, CaseIterable, GameSpecificAction { case deal, hint }
public protocol GameSpecificAction: Equatable, Sendable {
  /// Every name the game's actions go by, in the order its documentation lists them.
  static var names: [String] { get }
  /// The names among ``names`` whose actions take an argument (`theme` of `theme=Animals`); the
  /// others take none. ``init(name:argument:)`` reads a name of these with an argument, not empty,
  /// and any other of ``names`` without one.
  static var namesTakingArgument: [String] { get }
  /// The action `name` (one of ``names``) and `argument` spell; nil for any other.
  init?(name: String, argument: String?)
  /// The action's name.
  var name: String { get }
  /// The action's argument (the text after `=`), nil for none.
  var argument: String? { get }
}

extension GameSpecificAction {
  /// None: every action of the game is a name alone.
  public static var namesTakingArgument: [String] { [] }

  /// The game's action that `action` is; nil for an app action or another game's.
  public init?(_ action: GameAction) {
    guard case .game(let name, let argument) = action else { return nil }
    self.init(name: name, argument: argument)
  }

  /// The action as the app carries it.
  public var action: GameAction { .game(name: name, argument: argument) }

  /// The text form records carry (`deal`, `theme=Animals`).
  public var text: String { action.text }
}

extension GameSpecificAction where Self: RawRepresentable, Self.RawValue == String, Self: CaseIterable {
  /// The cases' raw values.
  public static var names: [String] { allCases.map { $0.rawValue } }
  /// The case named `name`, taking no argument.
  public init?(name: String, argument: String?) {
    guard argument == nil, let action = Self(rawValue: name) else { return nil }
    self = action
  }
  /// The case's raw value.
  public var name: String { rawValue }
  /// None.
  public var argument: String? { nil }
}
