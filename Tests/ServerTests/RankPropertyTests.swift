import Foundation
import Testing

@testable import Server

/// Every store's rank against a brute-force count over a model of the board, after random sequences of new
/// players, improvements, lower scores, ties, verified and unverified scores and negative values (Set and
/// Concentration have penalties) spread over several 1,024-wide buckets.
@Suite("Rank against brute force")
struct RankPropertyTests {
  private struct Key: Hashable {
    let game: String
    let name: String
  }

  private struct Best {
    var value: Int64
    var verified: Bool
  }

  @Test(arguments: StoreKind.testable, [UInt64(1), 2])
  func rankIsOneMoreThanTheScoresStrictlyAhead(kind: StoreKind, seed: UInt64) async throws {
    try await kind.withStore { store in
      var random = SplitMix64(seed: seed)
      var model: [Key: Best] = [:]
      let run = VerifiedRun(checksum: "0123456789abcdef", record: "start 1")
      for step in 1...150 {
        let key = Key(game: random.next() % 4 == 0 ? "set" : "bubblepop", name: "P\(random.next() % 16)")
        let verified = random.next() % 3 == 0
        // Mostly a narrow range, so that ties are common; sometimes far, across buckets and below zero.
        let value =
          random.next() % 2 == 0
          ? Int64(random.next() % 9) * 300 - 600 : Int64(random.next() % 8_000) - 3_000
        let submission = try await store.submit(game: key.game, name: key.name, value: value, run: verified ? run : nil)
        let stored = model[key]
        let isBetter = stored.map { verified && !$0.verified || verified == $0.verified && value > $0.value } ?? true
        if isBetter { model[key] = Best(value: value, verified: verified) }
        #expect(submission.isNewBest == isBetter, "step \(step)")
        #expect(submission.rank == Self.rank(of: key, in: model), "step \(step): \(key) \(value) \(verified)")
        if step % 50 == 0 {
          for other in model.keys {
            let entry = try #require(try await store.entry(game: other.game, name: other.name))
            #expect(entry.score.value == model[other]?.value)
            #expect(entry.rank == Self.rank(of: other, in: model), "step \(step): \(other)")
          }
        }
      }
      if let counts = try await RankCounts.kept(by: store) {
        #expect(counts.kept == counts.expected)
      }
    }
  }

  /// One more than the number of scores of the game strictly ahead of `key`'s, counted one by one.
  private static func rank(of key: Key, in model: [Key: Best]) -> Int {
    guard let best = model[key] else { return 0 }
    let ahead = model.count { other, score in
      other.game == key.game
        && (score.verified && !best.verified || score.verified == best.verified && score.value > best.value)
    }
    return ahead + 1
  }
}

/// A small, fixed-seed generator (SplitMix64), so a failing sequence can be replayed.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
