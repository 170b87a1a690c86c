import ArgumentParser
import Foundation
import Server

/// `kinetic db`: tools for the score database.
struct DatabaseCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "db",
    abstract: "Work on score databases.",
    subcommands: [CopyScores.self]
  )
}

/// `kinetic db copy --from FILE --to URL`: moves a SQLite board into PostgreSQL.
struct CopyScores: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "copy",
    abstract: "Copy every score and record of a SQLite file into PostgreSQL.",
    discussion: """
      Each player keeps the better of the two bests, with its date and record, so the copy can be run again \
      (it then writes nothing) and into a database that servers are already using. Prints what it did.
      """
  )

  @Option(help: ArgumentHelp("The SQLite file of scores to read.", valueName: "file"))
  var from: String

  @Option(help: ArgumentHelp("The postgres://user:password@host:port/database URL to write.", valueName: "url"))
  var to: String

  @Option(help: "TLS to PostgreSQL: disable, prefer or require (default prefer).")
  var dbTls: String?

  func run() async throws {
    let postgresStore = try PostgresSupport.store()
    guard PostgresSettings.isURL(to) else {
      throw ValidationError("--to must be a postgres:// or postgresql:// URL, not '\(to)'")
    }
    guard let settings = try PostgresSettings.resolve(location: to, flags: PostgresFlags(tls: dbTls), environment: [:])
    else { throw ValidationError("--to must be a postgres:// URL") }
    guard FileManager.default.fileExists(atPath: from) else {
      throw ValidationError("--from: there is no SQLite file at '\(from)'")
    }
    let source = try ScoreDatabase.open(atPath: from)
    let scores = try await source.everyScore()
    let target = try await postgresStore.connect(settings)
    let counts: ScoreCopyCounts
    do {
      counts = try await target.copy(scores)
    } catch {
      await target.shutdown()
      throw error
    }
    await target.shutdown()
    print(
      "copied \(from) to \(settings.displayURL): \(counts.read) scores read, \(counts.written) written "
        + "(\(counts.records) with records), \(counts.kept) kept (already as good), "
        + "\(counts.refused) refused (name like another player's)")
  }
}
