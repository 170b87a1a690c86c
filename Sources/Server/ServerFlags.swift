/// The server settings given on the command line; `nil` means the flag was not passed.
public struct ServerFlags: Sendable, Equatable {
  /// `--host`.
  public var host: String?
  /// `--port`, as typed, so that a bad value gets the same message as a bad `PORT`.
  public var port: String?
  /// `--db`.
  public var databasePath: String?
  /// `--web-root`.
  public var webRoot: String?

  /// Creates the flags; leave out the ones that were not passed.
  public init(host: String? = nil, port: String? = nil, databasePath: String? = nil, webRoot: String? = nil) {
    self.host = host
    self.port = port
    self.databasePath = databasePath
    self.webRoot = webRoot
  }
}
