/// A server setting that cannot be used, named the way the user wrote it (`PORT` or `--port`).
public enum ConfigurationError: Error, Equatable, CustomStringConvertible {
  /// A port that is not a whole number from 1 to 65535.
  case invalidPort(value: String, source: String)
  /// A setting given as an empty string.
  case emptyValue(source: String)

  /// The message printed to the user.
  public var description: String {
    switch self {
    case .invalidPort(let value, let source):
      "\(source) must be a whole number from 1 to 65535, not '\(value)'"
    case .emptyValue(let source):
      "\(source) must not be empty"
    }
  }
}
