/// What a scene has to tell its host between frames: the events it raised and whether the player
/// started a new run. The host takes each once; taking empties it.
public struct SceneOutbox {
  private var events: [GameEvent] = []
  private var runRequested = false

  /// Nothing to hand over.
  public init() {}

  /// Queues `event` for the host.
  public mutating func post(_ event: GameEvent) { events.append(event) }

  /// Notes that the player started a new run (New game, a start).
  public mutating func requestRun() { runRequested = true }

  /// The events queued since the last call, oldest first; the queue is left empty.
  public mutating func takeEvents() -> [GameEvent] {
    defer { events.removeAll() }
    return events
  }

  /// Whether the player started a new run since the last call; cleared.
  public mutating func takeRunRequest() -> Bool {
    defer { runRequested = false }
    return runRequested
  }
}
