import Replay
import Testing

@testable import Host

/// A record names the game version it was played with, and this build's version is pinned to how
/// its games play: a change that makes a recorded run replay differently fails here until
/// `GameVersion.current` is raised (and the new checksums pinned), so a server can tell a run of
/// another version from a false one.
@Suite struct GameVersionTests {
  /// The version the checksums below were played with.
  static let pinnedVersion = 5

  /// The checksum at the score of a scripted run of each game (seed 5, on a fresh 390×760 host).
  static let pinnedChecksums = [
    "pong": "47809f6d553f9fed", "breakout": "218518d42aac22f3", "bubblepop": "aa57621d650d7de9",
    "set": "daa20647d08ec4a4", "concentration": "0c3b79a881f15cec",
  ]

  @Test(arguments: ScriptedPlayer.games)
  func aPlayedRunEndsAsPinnedForThisVersion(gameID: String) throws {
    let host = AppHost(seed: 5)
    host.resize(width: 390, height: 760, scale: 2)
    let run = try #require(ScriptedPlayer.playRun(gameID, on: host, seed: 5, startMs: 1000))
    guard case .score(_, _, _, let checksum) = run.score else {
      Issue.record("not a score")
      return
    }
    #expect(
      GameVersion.current == Self.pinnedVersion && checksum == Self.pinnedChecksums[gameID],
      """
      \(gameID) now ends at \(checksum), not \(Self.pinnedChecksums[gameID] ?? "-"): recorded runs replay \
      differently, so raise GameVersion.current to \(Self.pinnedVersion + 1) and pin the new checksums with it
      """)
  }

  @Test func theVersionLineIsReadFromTheHeader() {
    #expect(InputLog.version(of: "start 5\nversion 3\nresize 390 760 2\nopen pong\nf 16") == 3)
    #expect(InputLog.version(of: "start 5\nresize 390 760 2\nopen pong\nf 16 16") == 0)
    #expect(InputLog.version(of: "start 5\nf 16\nversion 3") == 0)
    #expect(InputLog.version(of: "start 5\nversion three") == nil)
    #expect(InputLog.version(of: "start 5\nversion 0") == nil)
  }

  @Test func aMalformedVersionLineIsRefusedByThePlayer() {
    #expect(throws: InputLog.Failure.badLine(2, "version -1")) {
      try InputLog.play("start 5\nversion -1\nopen pong")
    }
    #expect((try? InputLog.play("start 5\nversion 7\nopen pong")) != nil)
  }
}
