import GameKit
import Host
import Replay

/// What replaying a claimed run's record showed.
public enum RecordVerdict: Sendable, Equatable {
  /// The replay raised exactly the claimed score event.
  case verified
  /// A line could not be played (its 1-based number).
  case malformed(line: Int)
  /// The record is longer than allowed: what it exceeded, in words.
  case tooLong(String)
  /// The replay took longer than the time budget.
  case overTime
  /// The replay was stopped before its end: the server is shutting down.
  case stopped
  /// The replay ended without the game's score.
  case noScore
  /// The replay raised more than one score.
  case severalScores
  /// The replay began more than one run: a new game or a fresh deal within the record.
  case severalRuns
  /// The replay's score differs (the replay's value).
  case wrongScore(Int64)
  /// The replay's checksum at the score differs.
  case wrongChecksum
  /// The replay's player is named otherwise.
  case wrongName
  /// More lines in a row that play no frame than a record needs, or a blank line (its 1-based number).
  case idleLines(line: Int)
  /// The record opens another game or scene than the one claimed (the id it opens).
  case otherScene(String)
  /// The replay does not reach the claim, and the record was played on another game version (the
  /// version it names; 0 for a record older than versions): its rules or physics differ from this
  /// build's, so the replay proves nothing either way.
  case otherVersion(Int)

  /// Replays `run.record` on a fresh host within `limits` and compares its score event with the claim.
  public static func judge(_ run: ClaimedRun, limits: RecordLimits) -> RecordVerdict {
    examine(run, limits: limits).verdict
  }

  /// Replays `run.record` on a fresh host within `limits` (its time budget counted in the calling thread's
  /// processor time up to `processorDeadline`, or from now) and compares its score event with the claim;
  /// returns the verdict and, when the replay ended, what it showed of the record. `isStopped` may stop the
  /// replay before its end.
  public static func examine(
    _ run: ClaimedRun, limits: RecordLimits, processorDeadline: Duration? = nil,
    isStopped: (@Sendable () -> Bool)? = nil
  ) -> (verdict: RecordVerdict, replayed: InputLog.Replayed?) {
    if run.record.utf8.count > limits.maximumBytes {
      return (.tooLong("more than \(limits.maximumBytes) bytes"), nil)
    }
    let lines = run.record.utf8.count { $0 == 0x0A } + 1
    if lines > limits.maximumLines { return (.tooLong("more than \(limits.maximumLines) lines"), nil) }
    if let line = firstLineLongerThan(RecordLimits.maximumLineBytes, in: run.record) {
      return (.tooLong("line \(line) is longer than \(RecordLimits.maximumLineBytes) bytes"), nil)
    }
    let maximumFrames = RecordLimits.maximumFrames(of: run.game)
    let minutes = RecordLimits.longestRunMinutes(of: run.game)
    let tooManyFrames = "more than \(maximumFrames) frames, the \(minutes) minutes a run of \(run.game) may last"
    if InputLog.frameCount(of: run.record) > maximumFrames { return (.tooLong(tooManyFrames), nil) }
    let deadline = processorDeadline ?? ThreadCPUClock.now() + .milliseconds(limits.timeBudgetMs)
    let replayed: InputLog.Replayed
    do {
      var replayLimits = InputLog.Limits(
        maximumFrames: maximumFrames, processorDeadline: deadline, renders: false, game: run.game,
        maximumLinesBetweenFrames: RecordLimits.maximumLinesBetweenFrames)
      replayLimits.isStopped = isStopped
      replayed = try InputLog.replay(run.record, limits: replayLimits)
    } catch .badLine(let number, _) {
      return (.malformed(line: number), nil)
    } catch .tooManyFrames {
      return (.tooLong(tooManyFrames), nil)
    } catch .idleLines(let number) {
      return (.idleLines(line: number), nil)
    } catch .otherScene(let id) {
      return (.otherScene(id), nil)
    } catch .stopped {
      return (.stopped, nil)
    } catch {
      return (.overTime, nil)
    }
    // A run's record begins one run: another (a new game, a fresh deal) would let a record choose among deals
    // instead of playing the one its seed, or its ticket's, gave.
    guard replayed.host.runsBegun <= 1 else { return (.severalRuns, replayed) }
    let verdict = compare(replayed.host.takeEvents(), with: run)
    guard verdict != .verified, verdict != .wrongName, let version = InputLog.version(of: run.record),
      version != GameVersion.current
    else { return (verdict, replayed) }
    return (.otherVersion(version), replayed)
  }

  /// Whether the events of a replay hold exactly the score `run` claims.
  private static func compare(_ events: [GameEvent], with run: ClaimedRun) -> RecordVerdict {
    let scores = events.compactMap { event -> (String, Int64, String?, String)? in
      guard case .score(let game, let value, let name, let checksum) = event else { return nil }
      return (game, value, name, checksum)
    }
    guard let (game, value, name, checksum) = scores.first, game == run.game else { return .noScore }
    guard scores.count == 1 else { return .severalScores }
    guard value == run.score else { return .wrongScore(value) }
    guard checksum == run.checksum else { return .wrongChecksum }
    if let name, name != run.name { return .wrongName }
    return .verified
  }
}

/// The 1-based number of the first line of `text` longer than `bytes` bytes, or nil.
private func firstLineLongerThan(_ bytes: Int, in text: String) -> Int? {
  var line = 1
  var length = 0
  for byte in text.utf8 {
    if byte == 0x0A {
      line += 1
      length = 0
    } else {
      length += 1
      if length > bytes { return line }
    }
  }
  return nil
}
