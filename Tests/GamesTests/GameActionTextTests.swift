import GameKit
import Host
import Testing

/// `GameAction`'s text: one text of every kind of action parses and writes back the same, and every
/// word of the vocabulary the shell's `ACTIONS` is generated from begins one of them.
struct GameActionTextTests {
  /// A text of each kind of action, those that take a value with one.
  private static let examples = [
    "newGame", "start", "pause", "resume", "settingsClosed", "reducedMotion=1", "reducedMotion=0", "best=120", "board",
    "deal", "hint", "bench", "back", "theme=Vehicles", "incline", "animation", "release", "drop", "reset", "replay",
  ]

  @Test(arguments: examples) func textParsesToItsActionAndBack(_ text: String) throws {
    let action = try #require(GameAction(text), "\(text) does not parse")
    #expect(action.text == text)
  }

  @Test func everyKindHasAnExample() {
    let kinds = Set(Self.examples.compactMap { GameAction($0)?.name.rawValue })
    #expect(kinds == Set(GameAction.Name.allCases.map(\.rawValue)))
  }

  @Test func everyWordOfTheVocabularyBeginsAnExample() {
    for word in GameAction.vocabulary {
      #expect(Self.examples.contains { $0 == word || $0.hasPrefix(word + "=") }, "\(word)")
    }
  }

  @Test(arguments: ["", "jump", "best=", "best=-4", "best=lots", "reducedMotion=2", "theme=", "pause\nresume", "Pause"])
  func textThatNamesNoActionIsRefused(_ text: String) {
    #expect(GameAction(text) == nil)
  }

  @Test func theHostRunsParsedTextAndRefusesTheRest() {
    let host = AppHost(seed: 1)
    host.open("pong")
    #expect(!host.perform("jump"))
    #expect(!host.clock.isPaused)
    #expect(host.perform("pause"))
    #expect(host.clock.isPaused)
    #expect(host.perform(GameAction.resume.text))
    #expect(!host.clock.isPaused)
  }
}
