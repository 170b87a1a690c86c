import Host

/// Why a verified run deserves a person's look, without refusing it: a replay proves a legal run, not an
/// honest player, and a program that reads the game's state from the browser can play perfectly.
enum RunReview {
  /// The fewest taps in a row whose pace is judged.
  static let tapsJudged = 10
  /// Taps closer than this on average, in milliseconds, are faster than a hand taps for long.
  static let fastestHumanTapMs: Int64 = 90

  /// The reason to review `run` (its canonical `record`), or nil: a perfect score, or a run of
  /// ``tapsJudged`` touches begun faster than ``fastestHumanTapMs`` apart on average.
  static func reason(for run: ClaimedRun, record: String) -> String? {
    var reasons: [String] = []
    if let game = Catalog.game(run.game), game.maximumScore > 0, run.score >= game.maximumScore {
      reasons.append("a perfect score")
    }
    if hasInhumanTaps(record) { reasons.append("touches faster than a hand moves") }
    return reasons.isEmpty ? nil : reasons.joined(separator: "; ")
  }

  /// Whether the record's touches (`p 0 …` lines, timed from the frames) hold ``tapsJudged`` in a row begun
  /// within `tapsJudged - 1` times ``fastestHumanTapMs``.
  private static func hasInhumanTaps(_ record: String) -> Bool {
    var now: Int64 = 0
    var begins: [Int64] = []
    for line in record.split(separator: "\n") {
      let words = line.split(separator: " ")
      switch words.first {
      case "frame":
        if words.count == 2, let ms = Double(words[1]), ms.isFinite, abs(ms) < 1e15 { now = Int64(ms) }
      case "f":
        for step in words.dropFirst() { now &+= Int64(step) ?? 0 }
      case "p" where words.count == 6 && words[1] == "0":
        begins.append(now &+ (Int64(words[5]) ?? 0))
        if begins.count >= tapsJudged {
          let span = begins[begins.count - 1] - begins[begins.count - tapsJudged]
          if span < Int64(tapsJudged - 1) * fastestHumanTapMs { return true }
        }
      default:
        break
      }
    }
    return false
  }
}
