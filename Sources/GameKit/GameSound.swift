/// The names of the short sounds a game asks for with ``GameEvent/sound(name:pitch:)``, which
/// `Web/sounds.js` synthesises. A sound is an event like an announcement: posting one changes
/// nothing in the game, its record or its checksum.
public enum GameSound {
  /// A ball off a paddle.
  public static let paddle = "paddle"
  /// A ball off a wall.
  public static let wall = "wall"
  /// A brick hit; higher as a streak grows.
  public static let brick = "brick"
  /// A point won.
  public static let point = "point"
  /// A point or a ball lost.
  public static let miss = "miss"
  /// A card turned over.
  public static let flip = "flip"
  /// A card chosen (higher) or let go (lower).
  public static let select = "select"
  /// A pair or a set found.
  public static let match = "match"
  /// Cards that are not a pair or not a set.
  public static let wrong = "wrong"
  /// A game won or played to its end.
  public static let win = "win"
  /// A game lost.
  public static let end = "end"
}
