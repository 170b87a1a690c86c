/// Why the server could not start, in words for the person who started it.
public enum StartupError: Error, CustomStringConvertible {
  /// The web root is not a directory.
  case missingWebRoot(path: String)
  /// The database file could not be opened or migrated.
  case databaseUnavailable(path: String, reason: String)
  /// The key that signs run tickets could not be read or made.
  case ticketKey(reason: String)
  /// Another program listens on the address and port already.
  case portInUse(host: String, port: Int)

  /// The message printed to the user.
  public var description: String {
    switch self {
    case .missingWebRoot(let path):
      "the web root '\(path)' is not a directory (run from the repository root or pass --web-root)"
    case .databaseUnavailable(let path, let reason):
      "cannot open the database '\(path)': \(reason)"
    case .ticketKey(let reason):
      "cannot use the run tickets' key: \(reason)"
    case .portInUse(let host, let port):
      "port \(port) on \(host) is in use by another program (a server started earlier?): stop it, or choose "
        + "another port with --port or PORT"
    }
  }
}
