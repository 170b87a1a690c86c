import GameKit
import Testing

/// A scene's outbox hands each event and each run request over once, in order.
@Suite struct SceneOutboxTests {
  @Test func eventsAreTakenOnceOldestFirst() {
    var outbox = SceneOutbox()
    let none = outbox.takeEvents()
    outbox.post(.screenChanged)
    outbox.post(.announcement("Go"))
    let taken = outbox.takeEvents()
    let again = outbox.takeEvents()
    #expect(none.isEmpty)
    #expect(taken == [.screenChanged, .announcement("Go")])
    #expect(again.isEmpty, "taking empties the queue")
  }

  @Test func aRunRequestIsTakenOnce() {
    var outbox = SceneOutbox()
    let before = outbox.takeRunRequest()
    outbox.requestRun()
    outbox.requestRun()
    let taken = outbox.takeRunRequest()
    let again = outbox.takeRunRequest()
    #expect(!before)
    #expect(taken)
    #expect(!again, "cleared once taken")
  }
}
