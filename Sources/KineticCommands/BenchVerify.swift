import ArgumentParser
import Foundation
import Host
import Server

/// `kinetic bench verify`: what verifying a score costs the server. For each scoring game it plays
/// `--runs` runs with the scripted player (each on a host with history and its own seed), then
/// times the server's judgement of each record (`RecordVerdict.judge`, the replay and the
/// comparison) and prints the record sizes, the median and p99 milliseconds per submission and
/// the verifications a second one core manages.
struct BenchVerify: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "verify",
    abstract: "Time score verification (a record's replay) per game and print ms per submission and records/s/core.")

  @Option(help: "Runs per game.")
  var runs = 20

  @Option(help: "The games, comma-separated.")
  var games = ScriptedPlayer.games.joined(separator: ",")

  @Option(help: "Write each game's first record to this JavaScript module (Tests/wasm/records.mjs).")
  var writeModule: String?

  @Option(help: "Write the first game's first run as JSON {game, score, checksum, record} to this file.")
  var writeRun: String?

  func run() throws {
    var firstRecords: [(String, String)] = []
    var firstRun: ClaimedRun?
    print("game           runs  bytes(median)  lines(median)  verify ms median  p99     verifications/s/core")
    for game in games.split(separator: ",").map(String.init) {
      var claims: [ClaimedRun] = []
      for run in 0..<runs {
        let host = AppHost(seed: UInt64(1000 + run))
        host.resize(width: 390, height: 760, scale: 3)
        guard let played = ScriptedPlayer.playRun(game, on: host, seed: UInt64(run), startMs: 1000),
          case .score(_, let value, let name, let checksum) = played.score
        else { throw ValidationError("the scripted player did not finish a run of \(game)") }
        claims.append(
          ClaimedRun(
            game: game, name: name ?? ScriptedPlayer.name, score: value, checksum: checksum,
            record: host.latestScoreRecord))
      }
      firstRecords.append((game, claims[0].record))
      if firstRun == nil { firstRun = claims[0] }
      var milliseconds: [Double] = []
      let clock = ContinuousClock()
      for claim in claims {
        let start = clock.now
        let verdict = RecordVerdict.judge(claim, limits: .standard)
        let elapsed = clock.now - start
        guard verdict == .verified else { throw ValidationError("a record of \(game) was refused: \(verdict)") }
        milliseconds.append(Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15)
      }
      milliseconds.sort()
      let bytes = claims.map { $0.record.utf8.count }.sorted()
      let lines = claims.map { $0.record.utf8.count { $0 == 0x0A } + 1 }.sorted()
      let median = milliseconds[milliseconds.count / 2]
      let p99 = milliseconds[min(milliseconds.count - 1, Int(Double(milliseconds.count) * 0.99))]
      let perSecond = Double(milliseconds.count) / (milliseconds.reduce(0, +) / 1000)
      print(
        pad(game, 14) + pad(String(claims.count), 6) + pad(String(bytes[bytes.count / 2]), 15)
          + pad(String(lines[lines.count / 2]), 15) + pad(format(median), 18) + pad(format(p99), 8)
          + format(perSecond))
    }
    if let writeModule { try write(firstRecords, toModule: writeModule) }
    if let writeRun, let run = firstRun {
      let file = RunFile(game: run.game, score: run.score, checksum: run.checksum, record: run.record)
      try JSONEncoder().encode(file).write(to: URL(fileURLWithPath: writeRun))
    }
  }

  /// Writes `records` as `export const RECORDS = {game: text, …}`.
  private func write(_ records: [(String, String)], toModule path: String) throws {
    var text = """
      // Records of runs the scripted player played on hosts with history (one per game), written by
      // `kinetic bench verify --runs 1 --write-module Tests/wasm/records.mjs`: each replays in wasm to
      // the native checksum (cases.mjs).
      export const RECORDS = {

      """
    for (game, record) in records {
      let quoted = String(decoding: try JSONEncoder().encode(record), as: UTF8.self)
      text += "  '\(game)': \(quoted),\n"
    }
    text += "};\n"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(1, width - text.count))
  }

  private func format(_ x: Double) -> String { String(Double(Int((x * 10).rounded())) / 10) }
}

/// A played run as `Benchmarks/scores-load.mjs --run` reads it.
private struct RunFile: Encodable {
  let game: String
  let score: Int64
  let checksum: String
  let record: String
}
