import Replay
import Testing

@testable import Host

/// A run's record, replayed on a fresh host, ends in the score event the live run raised, with
/// the same checksum, whatever the live host went through before the run.
@Suite struct RunRecordTests {
  /// A host with history: the Lab played, a resize, and a run of `gameID` already begun.
  static func hostWithHistory(seed: UInt64, before gameID: String) -> (AppHost, Double) {
    let host = AppHost(seed: seed)
    host.resize(width: 390, height: 760, scale: 3)
    host.open("lab")
    var t = 500.0
    for _ in 0..<30 {
      t += 16.7
      host.frame(timeMs: t)
    }
    host.open(gameID)
    for n in 0..<90 {
      t += 16.4
      if n == 10 { host.pointer(phase: .down, id: 9, x: 100.3, y: 500.1, timeMs: t) }
      if n == 12 { host.pointer(phase: .up, id: 9, x: 101.9, y: 499.7, timeMs: t) }
      if n == 20 { host.key(.space, isDown: true) }
      if n == 21 { host.key(.space, isDown: false) }
      if n == 40 { host.resize(width: 414.5, height: 800.25, scale: 2) }
      host.frame(timeMs: t)
    }
    _ = host.takeEvents()
    return (host, t)
  }

  /// Two runs in a row on one host: the second has the first (and all before it) as history.
  @Test(arguments: ScriptedPlayer.games)
  func aRecordReplaysToTheLiveScoreAndChecksum(gameID: String) throws {
    let (host, historyEnd) = Self.hostWithHistory(seed: 31, before: gameID)
    var t = historyEnd
    for round in 1...2 {
      if round == 2 { host.perform("best=3") }
      let run = try #require(ScriptedPlayer.playRun(gameID, on: host, seed: UInt64(7 * round), startMs: t))
      t = run.lastMs
      guard case .score(let game, let value, let name, let checksum) = run.score else {
        Issue.record("not a score")
        return
      }
      #expect(game == gameID)
      #expect(checksum.utf8.count == 16)
      #expect(checksum == host.checksum())
      let record = host.latestScoreRecord
      #expect(record.hasPrefix("start "))
      #expect(record.split(separator: "\n")[1] == "version \(GameVersion.current)")
      #expect(InputLog.version(of: record) == GameVersion.current)
      print(
        "record \(gameID) run \(round): \(record.utf8.count) bytes, \(record.split(separator: "\n").count) lines, "
          + "score \(value)")

      let replayed = try InputLog.play(record)
      let scores = replayed.takeEvents().filter { if case .score = $0 { true } else { false } }
      #expect(scores == [.score(game: gameID, value: value, name: name, checksum: checksum)])
      #expect(replayed.checksum() == checksum)
    }
  }

  @Test func aHostWithoutAScoreHasNoRecord() {
    let (host, _) = Self.hostWithHistory(seed: 3, before: "pong")
    #expect(host.latestScoreRecord.isEmpty)
  }

  @Test func aTapMovedOffTheCardsChangesTheReplay() throws {
    let (host, t) = Self.hostWithHistory(seed: 5, before: "concentration")
    let run = try #require(ScriptedPlayer.playRun("concentration", on: host, seed: 2, startMs: t))
    guard case .score(_, _, _, let checksum) = run.score else { return }
    var lines = host.latestScoreRecord.split(separator: "\n").map(String.init)
    // The last tap, the one that finds the last pair.
    let k = try #require(lines.lastIndex { $0.hasPrefix("p 0 ") })
    for tapped in [k, k + 1] {
      var words = lines[tapped].split(separator: " ").map(String.init)
      words[4] = String(Int(words[4])! + 4000)
      lines[tapped] = words.joined(separator: " ")
    }
    let replayed = try InputLog.play(lines.joined(separator: "\n"))
    let scores = replayed.takeEvents().filter { if case .score(_, _, _, let c) = $0 { c == checksum } else { false } }
    #expect(scores.isEmpty)
  }
}
