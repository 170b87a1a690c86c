import Foundation
import Testing

@testable import Server

@Suite("Score stores agree")
struct ScoreStoreTests {
  private let start = Date(timeIntervalSince1970: 1_700_000_000)

  @Test(arguments: StoreKind.testable)
  func submitReportsNewBestsOnlyWhenTheBestRises(kind: StoreKind) async throws {
    try await kind.withStore { store in
      let first = try await store.submit(game: "pong", name: "Ada", value: 5, at: start)
      #expect(first.isNewBest)
      #expect(first.best.value == 5)
      let lower = try await store.submit(game: "pong", name: "Ada", value: 3, at: start + 1)
      #expect(!lower.isNewBest)
      #expect(lower.best.value == 5)
      #expect(lower.best.createdAt == start)
      let equal = try await store.submit(game: "pong", name: "Ada", value: 5, at: start + 2)
      #expect(!equal.isNewBest)
      let higher = try await store.submit(game: "pong", name: "Ada", value: 6, at: start + 3)
      #expect(higher.isNewBest)
      #expect(higher.best.createdAt == start + 3)
    }
  }

  @Test(arguments: StoreKind.testable)
  func equalScoresShareARankAndKeepTheirOrderOnTheBoard(kind: StoreKind) async throws {
    try await kind.withStore { store in
      let ada = try await store.submit(game: "set", name: "Ada", value: 50, at: start)
      let bob = try await store.submit(game: "set", name: "Bob", value: 50, at: start - 1)
      let cy = try await store.submit(game: "set", name: "Cy", value: 50, at: start - 1)
      let dee = try await store.submit(game: "set", name: "Dee", value: 70, at: start + 5)
      let eve = try await store.submit(game: "set", name: "Eve", value: -4, at: start)
      let ranks: [Int] = [ada.rank, bob.rank, cy.rank, dee.rank, eve.rank]
      #expect(ranks == [1, 1, 1, 1, 5])

      let board = try await store.best(game: "set", limit: 10)
      #expect(board.map(\.name) == ["Dee", "Bob", "Cy", "Ada", "Eve"])
      var entries: [Int] = []
      for name in ["Dee", "Bob", "Cy", "Ada", "Eve"] {
        entries.append(try #require(try await store.entry(game: "set", name: name)).rank)
      }
      #expect(entries == [1, 2, 2, 2, 5])
    }
  }

  @Test(arguments: StoreKind.testable)
  func entryIsPerGameAndNilWithoutAScore(kind: StoreKind) async throws {
    try await kind.withStore { store in
      try await store.submit(game: "pong", name: "Ada", value: 1, at: start)
      try await store.submit(game: "set", name: "Bob", value: 9, at: start)
      #expect(try await store.entry(game: "set", name: "Ada") == nil)
      let ada = try #require(try await store.entry(game: "pong", name: "Ada"))
      #expect(ada.rank == 1)
      #expect(ada.score.value == 1)
      #expect(try await store.best(game: "pong", limit: 10).map(\.name) == ["Ada"])
    }
  }

  @Test(arguments: StoreKind.testable)
  func improvingKeepsTheRowAndMovesUp(kind: StoreKind) async throws {
    try await kind.withStore { store in
      let first = try await store.submit(game: "set", name: "Ada", value: 1, at: start)
      try await store.submit(game: "set", name: "Bob", value: 5, at: start)
      let improved = try await store.submit(game: "set", name: "Ada", value: 9, at: start + 1)
      #expect(improved.best.id == first.best.id)
      #expect(improved.rank == 1)
      #expect(try await store.entry(game: "set", name: "Bob")?.rank == 2)
    }
  }
}
