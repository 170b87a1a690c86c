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
  /// The replay ended without the game's score.
  case noScore
  /// The replay raised more than one score.
  case severalScores
  /// The replay's score differs (the replay's value).
  case wrongScore(Int64)
  /// The replay's checksum at the score differs.
  case wrongChecksum
  /// The replay's player is named otherwise.
  case wrongName
  /// The replay does not reach the claim, and the record was played on another game version (the
  /// version it names; 0 for a record older than versions): its rules or physics differ from this
  /// build's, so the replay proves nothing either way.
  case otherVersion(Int)

  /// Replays `run.record` on a fresh host within `limits` and compares its score event with the claim.
  public static func judge(_ run: ClaimedRun, limits: RecordLimits) -> RecordVerdict {
    if run.record.utf8.count > limits.maximumBytes {
      return .tooLong("more than \(limits.maximumBytes) bytes")
    }
    let lines = run.record.utf8.count { $0 == 0x0A } + 1
    if lines > limits.maximumLines { return .tooLong("more than \(limits.maximumLines) lines") }
    let maximumFrames = RecordLimits.maximumFrames(of: run.game)
    let minutes = RecordLimits.longestRunMinutes(of: run.game)
    let tooManyFrames = "more than \(maximumFrames) frames, the \(minutes) minutes a run of \(run.game) may last"
    if InputLog.frameCount(of: run.record) > maximumFrames { return .tooLong(tooManyFrames) }
    let deadline = ContinuousClock.now + .milliseconds(limits.timeBudgetMs)
    let host: AppHost
    do {
      host = try InputLog.play(
        run.record, limits: InputLog.Limits(maximumFrames: maximumFrames, deadline: deadline, renders: false))
    } catch .badLine(let number, _) {
      return .malformed(line: number)
    } catch .tooManyFrames {
      return .tooLong(tooManyFrames)
    } catch {
      return .overTime
    }
    let verdict = compare(host.takeEvents(), with: run)
    guard verdict != .verified, verdict != .wrongName, let version = InputLog.version(of: run.record),
      version != GameVersion.current
    else { return verdict }
    return .otherVersion(version)
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
