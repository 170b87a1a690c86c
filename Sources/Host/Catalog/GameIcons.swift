/// The tab icons of the games: SVG path data on a 24 × 24 point grid, drawn filled.
enum GameIcons {
  /// Two paddles and a ball.
  static let pong =
    "M6 3h8a1.5 1.5 0 0 1 0 3H6a1.5 1.5 0 0 1 0-3zM10 18h8a1.5 1.5 0 0 1 0 3h-8a1.5 1.5 0 0 1 0-3z"
    + "M15 12a2.5 2.5 0 1 1-5 0a2.5 2.5 0 1 1 5 0z"
  /// Two rows of bricks, a paddle and a ball.
  static let breakout =
    "M3 3h5v3H3zM9.5 3h5v3h-5zM16 3h5v3h-5zM3 7.5h5v3H3zM9.5 7.5h5v3h-5zM16 7.5h5v3h-5z"
    + "M8 19h8a1.5 1.5 0 0 1 0 3H8a1.5 1.5 0 0 1 0-3zM15 15a2 2 0 1 1-4 0a2 2 0 1 1 4 0z"
  /// Three ovals, stacked.
  static let set =
    "M7 2.5h10a2.25 2.25 0 0 1 0 4.5H7a2.25 2.25 0 0 1 0-4.5zM7 9.75h10a2.25 2.25 0 0 1 0 4.5H7"
    + "a2.25 2.25 0 0 1 0-4.5zM7 17h10a2.25 2.25 0 0 1 0 4.5H7a2.25 2.25 0 0 1 0-4.5z"
  /// Two cards side by side.
  static let concentration =
    "M5 4h4.5a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z"
    + "M14.5 4H19a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4.5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z"
  /// Three bubbles.
  static let bubblePop =
    "M13 9a5 5 0 1 1-10 0a5 5 0 1 1 10 0zM21 14a4 4 0 1 1-8 0a4 4 0 1 1 8 0z"
    + "M12 18a3 3 0 1 1-6 0a3 3 0 1 1 6 0z"
  /// A ball on an inclined plane.
  static let lab = "M2.5 20.5h19V8zM10.7 12.6a2.5 2.5 0 1 1-5 0a2.5 2.5 0 1 1 5 0z"
}
