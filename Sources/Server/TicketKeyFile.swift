import Foundation

/// The key that signs run tickets, read from the configured file, or for a SQLite board without one from
/// `ticket.key` beside the database, made (32 random bytes, readable by the owner only) on the first start.
enum TicketKeyFile {
  /// The key `configuration` asks for; a PostgreSQL board, which several servers may share, must be given one.
  static func key(for configuration: ServerConfiguration) throws(StartupError) -> [UInt8] {
    if let path = configuration.ticketKeyFile { return try read(path) }
    guard configuration.postgres == nil else {
      throw .ticketKey(
        reason: "a PostgreSQL board needs --ticket-key-file (or KINETIC_TICKET_KEY_FILE): the same file of at "
          + "least 32 random bytes on every server, so that each can check the tickets the others issue")
    }
    let path = URL(fileURLWithPath: configuration.databasePath).deletingLastPathComponent()
      .appendingPathComponent("ticket.key").path
    if FileManager.default.fileExists(atPath: path) { return try read(path) }
    var generator = SystemRandomNumberGenerator()
    let key = (0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }
    do {
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      guard FileManager.default.createFile(atPath: path, contents: Data(key), attributes: [.posixPermissions: 0o600])
      else { throw CocoaError(.fileWriteUnknown) }
    } catch {
      throw .ticketKey(reason: "cannot write '\(path)': \(error.localizedDescription)")
    }
    return key
  }

  private static func read(_ path: String) throws(StartupError) -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .ticketKey(reason: "cannot read '\(path)'")
    }
    guard RunTicketKeeper.keyBytes.contains(data.count) else {
      throw .ticketKey(
        reason: "'\(path)' holds \(data.count) bytes; a key has \(RunTicketKeeper.keyBytes.lowerBound) to "
          + "\(RunTicketKeeper.keyBytes.upperBound)")
    }
    return Array(data)
  }
}
