import Games
import Geometry
import Replay
import Testing

@testable import Host

/// A run begun from a run ticket starts from the ticket's seed, names the ticket in its record right
/// after the version, and replays bit for bit; one ticket waits at a time and starts one run at most,
/// and only a run the player has not played yet begins again from one.
@Suite struct RunTicketTests {
  private static func ticket(_ token: String, _ seed: UInt64 = 123_456_789) -> RunTicket {
    RunTicket(token: token, seed: seed)!
  }

  /// The lines of `record`'s header up to its `open` line.
  private static func header(_ record: String) -> [String] {
    let lines = record.split(separator: "\n").map(String.init)
    return Array(lines.prefix { !$0.hasPrefix("open ") })
  }

  @Test(arguments: ScriptedPlayer.games)
  func aTicketedRunRecordsTheTicketAndReplaysToItsScore(gameID: String) throws {
    let (host, historyEnd) = RunRecordTests.hostWithHistory(seed: 41, before: gameID)
    let ticket = Self.ticket("Tk.\(gameID)_1-x", 3_000_000_007)
    let run = try #require(ScriptedPlayer.playRun(gameID, on: host, seed: 3, startMs: historyEnd, ticket: ticket))
    guard case .score(_, let value, let name, let checksum) = run.score else {
      Issue.record("not a score")
      return
    }
    let record = host.latestScoreRecord
    let header = Self.header(record)
    #expect(
      Array(header.prefix(3)) == ["start 3000000007", "version \(GameVersion.current)", "ticket Tk.\(gameID)_1-x"])
    #expect(header.dropFirst(3).first?.hasPrefix("resize ") == true)
    #expect(host.ticketsUsed == 1)
    #expect(!host.hasTicket(for: gameID))

    let replayed = try InputLog.play(record)
    let scores = replayed.takeEvents().filter { if case .score = $0 { true } else { false } }
    #expect(scores == [.score(game: gameID, value: value, name: name, checksum: checksum)])
    #expect(replayed.checksum() == checksum)
  }

  /// A ticket offered while the open game's run waits for the player's first move begins that run
  /// again from the ticket (BubblePop's and Concentration's first, after their start); the record,
  /// replayed at any point of the run, reaches the live game's state.
  @Test(arguments: ScriptedPlayer.games)
  func anUnplayedRunBeginsAgainFromTheTicketAndReplays(gameID: String) throws {
    let host = AppHost(seed: 77)
    host.resize(width: 390, height: 760, scale: 3)
    host.perform("reducedMotion=1")
    host.open("lab")
    var t = 1000.0
    func frames(_ count: Int) {
      for _ in 0..<count {
        t += 16.7
        host.frame(timeMs: t)
      }
    }
    frames(10)
    host.open(gameID)
    frames(5)
    let before = try #require(host.scene)
    #expect(host.offerTicket(Self.ticket("first-\(gameID)", 2_024), for: gameID))
    switch gameID {
    case "bubblepop":
      #expect(host.scene === before && host.hasTicket(for: gameID), "BubblePop's settings are not a run")
      host.control("name=Ada")
      host.perform(BubblePopAction.start.action)
    case "concentration":
      #expect(host.scene === before && host.hasTicket(for: gameID), "the theme chooser is not a run")
      host.perform(ConcentrationAction.theme("Vehicles").action)
    default:
      #expect(host.scene !== before)
    }
    #expect(host.ticketsUsed == 1)
    #expect(!host.hasTicket(for: gameID))
    for n in 0..<120 {
      if n % 30 == 10 { host.key(.space, isDown: true) }
      if n % 30 == 11 { host.key(.space, isDown: false) }
      if n % 40 == 20 { host.tap(at: Point(x: 195, y: 380)) }
      t += 16.4
      host.frame(timeMs: t)
    }
    let record = try #require(host.openRunRecord)
    #expect(
      Array(Self.header(record).prefix(3)) == [
        "start 2024", "version \(GameVersion.current)", "ticket first-\(gameID)",
      ])
    let replayed = try InputLog.play(record)
    #expect(replayed.checksum() == host.checksum())
    #expect(replayed.stateJSON() == host.stateJSON())
  }

  @Test func aPlayedRunKeepsGoingAndTheNextRunTakesTheTicket() {
    let host = AppHost(seed: 5)
    host.open("pong")
    host.frame(timeMs: 100)
    host.key(.space, isDown: true)
    host.key(.space, isDown: false)
    host.frame(timeMs: 117)
    let playing = host.scene
    #expect(host.offerTicket(Self.ticket("next"), for: "pong"))
    #expect(host.scene === playing)
    #expect(host.hasTicket(for: "pong") && host.ticketsUsed == 0)

    host.perform(.newGame)
    #expect(host.scene !== playing)
    #expect(host.ticketsUsed == 1 && !host.hasTicket(for: "pong"))
    #expect(host.openRunRecord?.hasPrefix("start 123456789\nversion \(GameVersion.current)\nticket next\n") == true)
  }

  @Test func theShellsOwnActionsAndSettingsLeaveARunUnplayed() {
    let host = AppHost(seed: 6)
    host.open("breakout")
    host.frame(timeMs: 50)
    host.perform(.pause)
    host.perform(.resume)
    host.perform(.best(12))
    host.perform(.reducedMotion(true))
    host.deviceMotion(x: 0.3, y: 0.9)
    host.control("ballSpeed=500")
    host.frame(timeMs: 70)
    let waiting = host.scene
    #expect(host.offerTicket(Self.ticket("settings"), for: "breakout"))
    #expect(host.scene !== waiting)
    let record = host.openRunRecord ?? ""
    #expect(record.contains("\naction reducedMotion=1"))
    #expect(record.contains("\ncontrol ballSpeed=500"))
  }

  /// Settings that begin a new run before the player's first move (Breakout's wall) pass the run's
  /// ticket on, however many there are: the waiting ticket stays for a run the player plays.
  @Test func settingsBeforeTheFirstMoveKeepTheRunsTicket() {
    let host = AppHost(seed: 7)
    host.open("breakout")
    #expect(host.offerTicket(Self.ticket("first", 11), for: "breakout"))
    #expect(host.offerTicket(Self.ticket("second", 22), for: "breakout"))
    var t = 50.0
    for columns in [9, 8, 7, 6] {
      t += 17
      host.frame(timeMs: t)
      let before = host.scene
      host.control("columns=\(columns)")
      #expect(host.scene !== before, "a new wall is a new run")
    }
    #expect(host.ticketsUsed == 1 && host.hasTicket(for: "breakout"))
    let record = host.openRunRecord ?? ""
    #expect(record.hasPrefix("start 11\nversion \(GameVersion.current)\nticket first\n"))
    #expect(record.contains("\ncontrol columns=6"))

    host.frame(timeMs: t + 17)
    host.key(.space, isDown: true)
    host.key(.space, isDown: false)
    host.frame(timeMs: t + 34)
    host.perform(.newGame)
    #expect(host.ticketsUsed == 2 && !host.hasTicket(for: "breakout"), "a played run's next takes a new ticket")
    #expect(host.openRunRecord?.hasPrefix("start 22\nversion \(GameVersion.current)\nticket second\n") == true)
  }

  @Test func aTicketForAGameInTheBackgroundWaitsUntilItComesBack() {
    let host = AppHost(seed: 8)
    host.open("set")
    host.frame(timeMs: 10)
    host.open("pong")
    host.frame(timeMs: 30)
    let set = host.scene
    #expect(host.offerTicket(Self.ticket("later"), for: "set"))
    #expect(host.hasTicket(for: "set") && host.ticketsUsed == 0)
    host.open("set")
    #expect(host.scene !== set)
    #expect(host.ticketsUsed == 1)
    #expect(host.openRunRecord?.hasPrefix("start 123456789\n") == true)
  }

  @Test func aSeedLineAndAWithdrawalLeaveTheTicketUnused() {
    let host = AppHost(seed: 9)
    host.open("set")
    host.pointer(phase: .down, id: 1, x: 10, y: 10, timeMs: 5)
    host.pointer(phase: .up, id: 1, x: 10, y: 10, timeMs: 6)
    let ticket = Self.ticket("kept")
    #expect(host.offerTicket(ticket, for: "set"))
    host.reseed(44)
    #expect(host.openRunRecord?.hasPrefix("start 44\nversion") == true)
    #expect(host.hasTicket(for: "set") && host.ticketsUsed == 0)
    #expect(host.ticketGame == "set")
    #expect(host.withdrawTicket() == ticket)
    #expect(!host.hasTicket(for: "set") && host.ticketGame == nil && host.withdrawTicket() == nil)
    #expect(host.ticketsUsed == 0)
  }

  @Test func oneTicketWaitsAtATimeAndStartsOneRunAtMost() {
    let host = AppHost(seed: 10)
    #expect(!host.offerTicket(Self.ticket("lab"), for: "lab"), "the Lab keeps no scores")
    #expect(!host.offerTicket(Self.ticket("nope"), for: "nope"))
    #expect(host.offerTicket(Self.ticket("one"), for: "pong"))
    #expect(!host.offerTicket(Self.ticket("two"), for: "pong"))
    #expect(!host.offerTicket(Self.ticket("two"), for: "set"))
    host.open("set")
    #expect(host.ticketsUsed == 0 && host.hasTicket(for: "pong"), "Set's run does not take Pong's ticket")
    host.open("pong")
    #expect(host.ticketsUsed == 1 && host.ticketGame == nil)
    #expect(host.offerTicket(Self.ticket("two"), for: "pong"))
    #expect(host.ticketsUsed == 1 && host.hasTicket(for: "pong"), "the run has a ticket already")
    host.frame(timeMs: 20)
    host.key(.space, isDown: true)
    host.perform(.newGame)
    #expect(host.ticketsUsed == 2 && host.ticketGame == nil)
    host.frame(timeMs: 40)
    host.perform(.newGame)
    #expect(host.ticketsUsed == 2, "the next run has no ticket")
    #expect(host.openRunRecord?.contains("\nticket ") == false)
  }

  @Test(arguments: ["", "a b", "a\nb", "tic/ket", "tické", String(repeating: "x", count: 301)])
  func aTokenARecordLineCannotCarryIsRefused(_ token: String) {
    #expect(RunTicket(token: token, seed: 1) == nil)
  }

  @Test func aTokenOfLettersDigitsAndMarksIsTaken() {
    let token = "AZaz09_.-" + String(repeating: "x", count: RunTicket.maximumTokenBytes - 9)
    #expect(RunTicket(token: token, seed: 4_294_967_295)?.token == token)
  }
}
