/// Which rules and physics a run was played with. A record names it (`version N`, right after
/// `start`), so that a server that replays the run another way can say so instead of calling the
/// run false.
public enum GameVersion {
  /// The version this build plays and replays. Raised whenever the same record may replay
  /// differently: a change to a game's rules, to the physics, or to what a frame does.
  /// `GameVersionTests` pins a played run of every game to it.
  public static let current = 5
}
