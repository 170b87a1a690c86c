import ArgumentParser
import Foundation
import Server

/// `kinetic bench rank`: what a player's rank costs on a board of 10,000, 100,000 and 1,000,000 players, on
/// SQLite and on PostgreSQL.
struct BenchRank: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rank",
    abstract: "Time the rank query at growing board sizes and print median and p99 in milliseconds.",
    discussion: """
      Fills a new SQLite file in a temporary directory, and with --postgres a PostgreSQL database (which should \
      be empty: the board is written into it and left there), with one game's players (the count tables the \
      rank reads are kept by the same triggers as real writes), then times the rank of the players at the \
      top and the bottom of the board (the bottom reads the most count rows). With --postgres it also prints \
      PostgreSQL's plan of the bottom player's rank.
      """)

  @Option(help: "Board sizes, comma-separated.")
  var sizes = "10000,100000,1000000"

  @Option(help: "Times each rank is read.")
  var repeats = 20

  @Option(help: ArgumentHelp("A postgres:// URL of an empty database to measure too.", valueName: "url"))
  var postgres: String?

  func run() async throws {
    let sizes = self.sizes.split(separator: ",").compactMap { Int($0) }
    guard !sizes.isEmpty, sizes.allSatisfy({ $0 > 0 }) else { throw ValidationError("--sizes: positive numbers") }
    let postgresStore = try postgres.map { _ in try PostgresSupport.store() }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-rank-\(UUID())")
    defer { try? FileManager.default.removeItem(at: directory) }
    let sqlite = try ScoreDatabase.open(atPath: directory.appendingPathComponent("rank.sqlite").path)
    try await measure(store: sqlite, label: "sqlite", sizes: sizes) {
      try await sqlite.fillForBenchmark(game: $0, prefix: $1, count: $2)
    }
    guard let postgres, let postgresStore else { return }
    guard var settings = try PostgresSettings.resolve(location: postgres, flags: .init(), environment: [:]) else {
      throw ValidationError("--postgres must be a postgres:// URL")
    }
    settings.queryTimeoutMs = PostgresSettings.timeoutsMs.upperBound
    let store = try await postgresStore.connect(settings)
    do {
      try await measure(store: store, label: "postgres", sizes: sizes) {
        try await store.fillForBenchmark(game: $0, prefix: $1, count: $2)
      }
      let game = "rank\(sizes.max() ?? 0)"
      print(try await store.explainRank(game: game, name: try await bottom(of: game, in: store)))
    } catch {
      await store.shutdown()
      throw error
    }
    await store.shutdown()
  }

  /// Fills one game per size with `fill(game, prefix, count)` and prints the rank's times at its top, middle
  /// and bottom.
  private func measure(
    store: some ScoreStore, label: String, sizes: [Int], fill: (String, String, Int) async throws -> Void
  ) async throws {
    let clock = ContinuousClock()
    for size in sizes {
      let game = "rank\(size)"
      let filling = clock.now
      try await fill(game, "P", size)
      let filled = clock.now - filling
      let board = try await store.best(game: game, limit: 1)
      let places = [("top", board.first?.name ?? "P1"), ("bottom", try await bottom(of: game, in: store))]
      for (place, name) in places {
        var samples: [Double] = []
        var rank = 0
        for _ in 0..<repeats {
          let started = clock.now
          rank = try await store.entry(game: game, name: name)?.rank ?? 0
          samples.append(milliseconds(clock.now - started))
        }
        samples.sort()
        let median = samples[samples.count / 2]
        let p99 = samples[min(samples.count - 1, Int((Double(samples.count) * 0.99).rounded(.up)) - 1)]
        print(
          "\(label) players=\(size) \(place) rank=\(rank) median_ms=\(format(median)) p99_ms=\(format(p99))"
            + " (filled in \(format(milliseconds(filled) / 1000)) s)")
      }
    }
  }

  /// The name at the bottom of `game`'s board (whose size its id ends with), read from the whole board.
  private func bottom(of game: String, in store: some ScoreStore) async throws -> String {
    let size = Int(game.dropFirst(4)) ?? 0
    let board = try await store.best(game: game, limit: size)
    return board.last?.name ?? "P1"
  }

  private func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1_000 + Double(duration.components.attoseconds) / 1e15
  }

  private func format(_ value: Double) -> String { String(format: "%.3f", value) }
}
