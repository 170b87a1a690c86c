import Hummingbird
import HummingbirdTesting
import Testing

@testable import Server

@Suite("Names that look alike")
struct ConfusableNameTests {
  @Test func skeletonsFollowTR39() {
    #expect(NameSkeleton.of("\u{410}da") == NameSkeleton.of("Ada"))
    #expect(NameSkeleton.of("rn") == NameSkeleton.of("m"))
    #expect(NameSkeleton.of("l0l") == NameSkeleton.of("I0I"))
    #expect(NameSkeleton.of("PayPal") == NameSkeleton.of("PayPaI"))
    #expect(NameSkeleton.of("Ada") != NameSkeleton.of("Eve"))
    #expect(NameSkeleton.of("Ada") != NameSkeleton.of("ada"))
  }

  @Test(arguments: StoreKind.testable)
  func theNewcomerWithALookalikeNameIsRefused(kind: StoreKind) async throws {
    try await kind.withStore { store in
      try await withTestApp(scores: store) { client in
        #expect(try await postScore(name: "Ada", score: 10, to: client).status == .created)
        let cyrillic = try await postScore(game: "pong", name: "\u{410}da", score: 7, to: client)
        try expectError(cyrillic, .conflict, "name looks too much like another player's name \"Ada\"")
        #expect(try await postScore(name: "Ada", score: 20, to: client).status == .created)
        #expect(try await postScore(game: "pong", name: "Ada", score: 3, to: client).status == .created)
        #expect(try await postScore(name: "Eve", score: 5, to: client).status == .created)
      }
      #expect(try await store.entry(game: "pong", name: "\u{410}da") == nil)
      #expect(try await store.entry(game: "bubblepop", name: "Ada")?.score.value == 20)
    }
  }
}
