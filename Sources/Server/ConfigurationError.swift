/// A server setting that cannot be used, named the way the user wrote it (`PORT` or `--port`).
public enum ConfigurationError: Error, Equatable, CustomStringConvertible {
  /// A port that is not a whole number from 1 to 65535.
  case invalidPort(value: String, source: String)
  /// A setting given as an empty string.
  case emptyValue(source: String)
  /// A `postgres://` database URL without a host, or otherwise unreadable (its password left out).
  case invalidDatabaseURL(url: String)
  /// A setting that is not a whole number.
  case invalidNumber(value: String, source: String)
  /// A setting that is not one of the words it may be.
  case invalidChoice(value: String, source: String, choices: [String])
  /// A trusted proxy that is not an IP address or an IPv4 network.
  case invalidProxy(value: String)

  /// The message printed to the user.
  public var description: String {
    switch self {
    case .invalidPort(let value, let source):
      "\(source) must be a whole number from 1 to 65535, not '\(value)'"
    case .emptyValue(let source):
      "\(source) must not be empty"
    case .invalidDatabaseURL(let url):
      "'\(url)' is not a database URL of the form postgres://user:password@host:port/database"
    case .invalidNumber(let value, let source):
      "\(source) must be a whole number, not '\(value)'"
    case .invalidChoice(let value, let source, let choices):
      "\(source) must be one of \(choices.joined(separator: ", ")), not '\(value)'"
    case .invalidProxy(let value):
      "a trusted proxy must be an IP address or an IPv4 network such as 10.0.0.0/8, not '\(value)'"
    }
  }
}
