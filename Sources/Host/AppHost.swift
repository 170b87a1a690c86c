import GameKit
import Geometry
import Motion
import Stage

/// The whole app as the browser (or a replay) drives it: one clock, the open game, pointer
/// routing, the display list and the event queue.
///
/// WebBridge and the native `kinetic simulate` make the same calls in the same order, so a seed
/// plus an input log gives bit-identical states in both builds.
public final class AppHost {
  /// The frame clock.
  public let clock = Clock()
  /// The open game, if any.
  public private(set) var scene: (any GameScene)?
  /// The canvas size, in points.
  public private(set) var size = Size(width: 390, height: 700)
  /// The display's pixels per point.
  public private(set) var scale = 1.0
  /// The last rendered frame.
  public private(set) var displayList = DisplayList()
  /// The open game's accessibility elements, read again after each frame.
  public let accessibilityTree = AccessibilityTree()
  /// Makes the scene of an id outside the catalog, or returns nil: how a benchmark opens its own scenes
  /// (`BenchScenes`) in an app that does not know them.
  public typealias SceneMaker = (_ id: String, _ seed: UInt64, _ size: Size) -> (any GameScene)?

  /// Whether frames are rendered into `displayList`; a replay that only needs the outcome (the
  /// server verifying a record) turns it off, since drawing never changes a game.
  public var rendersFrames = true

  /// The record of the run that raised the latest score event (see docs/web-bridge.md,
  /// "Records"); empty when none has, or when that run outgrew what a record holds.
  public private(set) var latestScoreRecord = ""

  /// The seed of the next run; the first is the host's own seed, so a record's `start SEED` line
  /// followed by `open GAME` makes the run's scene.
  private var nextSeed: UInt64
  /// Draws the seeds of the runs after the first.
  private var seeds: SeededRandom
  /// The run ticket waiting for the next run of `waitingTicketGame`, if any: one at a time.
  private var waitingTicket: RunTicket?
  private var waitingTicketGame = ""
  private let router = PointerRouter()
  private var pendingEvents: [GameEvent] = []
  /// The scenes outside the catalog this app can open (none in the app players download).
  private let extraScenes: SceneMaker?
  /// Every game opened so far, kept so that coming back to a tab finds the game as it was left.
  private var openedScenes: [OpenedGame] = []
  private var controlsBase: Int32 = 0
  /// Whether the player asked for less motion (every game opened, now or later, is told).
  public private(set) var isReduceMotionEnabled = false
  /// The last frame's time on the pointer events' clock, in whole milliseconds.
  private var frameMs: Int64 = 0

  /// A game opened in this app: its scene, the size it was last laid out for and its run's record.
  private struct OpenedGame {
    var scene: any GameScene
    var size: Size
    var record: RunRecord
    /// Whether the run has had a frame: before that, a new run would start from where it stands.
    var hasFrames = false
    /// The run ticket the run began from, if any.
    var ticket: RunTicket?
    /// Whether the player has played the run (see `noteRunUnderway`): before that, beginning it again
    /// loses them nothing.
    var isUnderway = false
    /// Whether the record, played so far, leaves reduced motion on.
    var recordsReducedMotion = false
  }

  /// Creates the app with a seed for its games' randomness and, for benchmarks, scenes beyond the catalog's.
  public init(seed: UInt64, extraScenes: SceneMaker? = nil) {
    self.extraScenes = extraScenes
    nextSeed = seed
    seeds = SeededRandom(seed: seed)
  }

  /// Stops the clock's animations and timers, which would otherwise keep each other alive.
  deinit { clock.stopAll() }

  /// Opens the game with `gameID`; returns false (and changes nothing) for an unknown or unplayable id.
  ///
  /// A game opened before comes back as it was left: while another game is open it gets no time,
  /// so its balls stay frozen and go on with exactly the velocities they had.
  @discardableResult
  public func open(_ gameID: String) -> Bool {
    if let k = openedScenes.firstIndex(where: { $0.scene.gameID == gameID }) {
      if openedScenes[k].scene === scene {
        openedScenes[k].record.line("open " + gameID)
      } else {
        leaveOpenGame()
        openedScenes[k].record.resumed(gameID: gameID, size: size, scale: scale, clock: clockPosition)
        // Reduced motion may have been switched while another game was open.
        if openedScenes[k].recordsReducedMotion != isReduceMotionEnabled {
          openedScenes[k].record.line("action " + GameAction.reducedMotion(isReduceMotionEnabled).text)
          openedScenes[k].recordsReducedMotion = isReduceMotionEnabled
        }
      }
      show(openedScenes[k].scene)
      if openedScenes[k].size != size {
        openedScenes[k].size = size
        openedScenes[k].scene.resize(to: size)
      }
      beginTicketedRunIfUnplayed()
      return true
    }
    guard let scene = makeScene(gameID, seed: nextSeed, size: size) else { return false }
    if isReduceMotionEnabled { scene.setReduceMotionEnabled(true) }
    leaveOpenGame()
    let record = RunRecord(
      gameID: gameID, seed: takeSeed(), size: size, scale: scale, clock: clockPosition,
      startLines: reducedMotionLines)
    runsBegun += 1
    openedScenes.append(
      OpenedGame(scene: scene, size: size, record: record, recordsReducedMotion: isReduceMotionEnabled))
    show(scene)
    beginTicketedRunIfUnplayed()
    return true
  }

  /// Takes the open game off the screen with nothing in its place (a record's `away` line: the
  /// run's game left for another one).
  public func leaveOpenGame() {
    guard let k = openIndex else { return }
    openedScenes[k].record.line("away")
    router.cancelAll(time: clock.now)
    openedScenes[k].scene.suspend()
    // The revision moves on from the one shown rather than back to the bare base, which the next game's
    // own revision could then meet: the shell would keep the old game's controls on screen.
    controlsBase = controlsRevision &+ 1
    scene = nil
  }

  /// Puts the clock where a record's `clock` line says it stood: `text` is its arguments, the
  /// clock's time in seconds as the 16 hex digits of the double's bits, the last frame's time in
  /// whole milliseconds (`-` for none yet), and 1 or 0 for paused. False (and nothing changes)
  /// for anything else.
  @discardableResult
  public func restoreClock(_ text: String) -> Bool {
    let words = text.split(separator: " ")
    guard words.count == 3, words[0].utf8.count == 16, let bits = UInt64(words[0], radix: 16),
      words[2] == "0" || words[2] == "1"
    else { return false }
    let hostMs = Int64(words[1])
    guard hostMs != nil || words[1] == "-", abs(hostMs ?? 0) < 1_000_000_000_000_000 else { return false }
    let now = Double(bitPattern: bits)
    guard now.isFinite else { return false }
    clock.restore(now: now, hostTime: hostMs.map { Double($0) / 1000 }, isPaused: words[2] == "1")
    return true
  }

  /// Makes `scene` the open game (tests use it for scenes the catalog does not list).
  func show(_ scene: any GameScene) {
    router.cancelAll(time: clock.now)
    if let left = self.scene, left !== scene { left.suspend() }
    let shownRevision = controlsRevision
    self.scene = scene
    controlsBase = shownRevision &+ 1 &- scene.controls.revision
  }

  /// Restarts the open game with a new seed (and its settings at their defaults); a run ticket waiting
  /// for it goes on waiting.
  public func reseed(_ newSeed: UInt64) {
    nextSeed = newSeed
    guard let k = openIndex else { return }
    beginRun(at: k, startLines: [], ticket: nil)
  }

  /// The seed of the next run; later ones are 32-bit, as the wasm bridge's `kinetic_start` takes.
  private func takeSeed() -> UInt64 {
    defer { nextSeed = seeds.next() >> 32 }
    return nextSeed
  }

  private var openIndex: Int? {
    guard let scene else { return nil }
    return openedScenes.firstIndex { $0.scene === scene }
  }

  private var clockPosition: ClockPosition {
    ClockPosition(
      now: clock.now, hostMs: clock.lastHostTime.map { Int64(($0 * 1000).rounded()) }, isPaused: clock.isPaused)
  }

  /// Replaces the game at `k` with a fresh scene made from `ticket`'s seed, or else the next seed,
  /// brought to the start of a run by `startLines` (`control …` and `action …` lines), so nothing
  /// from before the run can matter; its record begins.
  private func beginRun(at k: Int, startLines: [String], ticket: RunTicket?) {
    let id = openedScenes[k].scene.gameID
    let seed = ticket?.seed ?? takeSeed()
    guard let fresh = makeScene(id, seed: seed, size: size) else { return }
    if isReduceMotionEnabled { fresh.setReduceMotionEnabled(true) }
    let record = RunRecord(
      gameID: id, seed: seed, ticket: ticket, size: size, scale: scale, clock: clockPosition,
      startLines: reducedMotionLines + startLines)
    openedScenes[k] = OpenedGame(
      scene: fresh, size: size, record: record, ticket: ticket, recordsReducedMotion: isReduceMotionEnabled)
    runsBegun += 1
    show(fresh)
    for line in startLines {
      if line.hasPrefix("control ") {
        for control in fresh.controls.apply(String(line.dropFirst(8))) { fresh.controlChanged(control) }
      } else if line.hasPrefix("action "), let action = GameAction(String(line.dropFirst(7))) {
        _ = fresh.perform(action)
      }
    }
    _ = fresh.takeRunRequest()
  }

  /// The line a record starts with when reduced motion is on: it changes what some games'
  /// decorations draw from their random numbers, so a replay must have it too.
  private var reducedMotionLines: [String] {
    isReduceMotionEnabled ? ["action " + GameAction.reducedMotion(true).text] : []
  }

  /// Starts a new run when the open game's player asked for one after its run had a frame. A run the
  /// player has not played yet (settings changed before the first move) passes its ticket on: the new
  /// run begins from the same ticket, as nothing of the old one can be sent; otherwise the new run
  /// takes the ticket waiting for it.
  private func startRunIfRequested() {
    guard let k = openIndex else { return }
    let scene = openedScenes[k].scene
    guard scene.takeRunRequest(), openedScenes[k].hasFrames else { return }
    collectEvents()
    if !openedScenes[k].isUnderway, let ticket = openedScenes[k].ticket {
      beginRun(at: k, startLines: scene.runStartLines, ticket: ticket)
    } else {
      beginRun(at: k, startLines: scene.runStartLines, ticket: takeNewTicket(for: scene.gameID))
    }
  }

  /// Takes the open game's events; a score gets the checksum of this moment, and its run's record
  /// becomes the latest score's.
  private func collectEvents() {
    guard let scene else { return }
    for event in scene.takeEvents() {
      guard case .score(let game, let value, let name, _) = event else {
        pendingEvents.append(event)
        continue
      }
      let record = openIndex.map { openedScenes[$0].record }
      latestScoreRecord = record.map { $0.isOverfull ? "" : $0.text } ?? ""
      pendingEvents.append(.score(game: game, value: value, name: name, checksum: checksum()))
    }
  }

  /// The canvas changed size; non-finite or negative sizes are ignored, and so is the size the
  /// open game already has (the shell repeats it when a tab is reopened).
  public func resize(width: Double, height: Double, scale: Double) {
    guard width.isFinite, height.isFinite, width > 0, height > 0 else { return }
    if let k = openIndex { openedScenes[k].record.line("resize \(width) \(height) \(scale)") }
    let newSize = Size(width: width, height: height)
    let laidOut = openedScenes.first { $0.scene === scene }?.size
    guard newSize != laidOut else {
      self.scale = scale.isFinite && scale > 0 ? scale : 1
      return
    }
    size = newSize
    self.scale = scale.isFinite && scale > 0 ? scale : 1
    scene?.resize(to: size)
    if let id = scene?.gameID, let k = openedScenes.firstIndex(where: { $0.scene.gameID == id }) {
      openedScenes[k].size = size
    }
  }

  /// Advances to `timeMs` (monotonic milliseconds, the pointer events' clock, taken to the whole
  /// millisecond), lets held gestures such as a long press see the time, updates the game and
  /// renders it. Non-finite times and times beyond ±10¹⁵ ms are ignored.
  public func frame(timeMs: Double) {
    guard let ms = AppHost.wholeMilliseconds(timeMs) else { return }
    let seconds = Double(ms) / 1000
    if let k = openIndex {
      openedScenes[k].record.frame(ms: ms)
      openedScenes[k].hasFrames = true
    }
    frameMs = ms
    clock.advance(to: seconds)
    router.advance(to: seconds)
    if let scene {
      scene.update(dt: clock.lastDelta)
      collectEvents()
      scene.rootView.layoutIfNeeded()
      startRunIfRequested()
    }
    guard rendersFrames else { return }
    displayList.removeAll()
    scene?.rootView.render(into: &displayList)
    accessibilityTree.update(root: scene?.rootView)
  }

  /// Taps `point` (root coordinates) as a finger would, at the last frame's time: through
  /// `pointer`, so the tap enters the run's record as pointer lines and replays without the tree.
  func tap(at point: Point) {
    let id = AppHost.accessibilityPointer
    pointer(phase: .down, id: id, x: point.x, y: point.y, timeMs: Double(frameMs))
    pointer(phase: .up, id: id, x: point.x, y: point.y, timeMs: Double(frameMs))
  }

  /// A pointer event from the canvas, in points, taken to the nearest 1/8 point (and its time to
  /// the whole millisecond); coordinates beyond ±10⁹ points are ignored.
  public func pointer(phase: PointerEvent.Phase, id: Int32, x: Double, y: Double, timeMs: Double) {
    guard let scene, let x8 = AppHost.eighths(x), let y8 = AppHost.eighths(y),
      let ms = AppHost.wholeMilliseconds(timeMs)
    else { return }
    if let k = openIndex { openedScenes[k].record.pointer(phase: phase.rawValue, id: id, x8: x8, y8: y8, ms: ms) }
    noteRunUnderway()
    let location = Point(x: Double(x8) / 8, y: Double(y8) / 8)
    router.handle(PointerEvent(phase: phase, id: id, location: location, time: Double(ms) / 1000), in: scene.rootView)
    startRunIfRequested()
  }

  /// A key went down or up; W, A, S and D reach a game that does not tell them apart as arrows.
  public func key(_ key: Key, isDown: Bool) {
    guard let scene else { return }
    if let k = openIndex { openedScenes[k].record.key(code: key.rawValue, isDown: isDown) }
    noteRunUnderway()
    scene.key(scene.separatesLetterKeys ? key : key.asArrow, isDown: isDown)
    startRunIfRequested()
  }

  /// The device's gravity in g along the screen's axes (x right, y down); non-finite readings
  /// are ignored, and each axis is clamped to ±2 g and taken to the nearest 1/1024 g.
  public func deviceMotion(x: Double, y: Double) {
    guard let scene, x.isFinite, y.isFinite else { return }
    let x1024 = Int64((min(max(x, -2), 2) * 1024).rounded())
    let y1024 = Int64((min(max(y, -2), 2) * 1024).rounded())
    if let k = openIndex { openedScenes[k].record.motion(x1024: x1024, y1024: y1024) }
    scene.deviceMotion(gravity: Vector(dx: Double(x1024) / 1024, dy: Double(y1024) / 1024))
  }

  /// Runs the action `text` names (``GameAction/init(_:)``); false, with nothing recorded, for
  /// text that names none (an action of more than one line, or one no game has, included).
  @discardableResult
  public func perform(_ text: String) -> Bool {
    guard let action = GameAction(text) else { return false }
    return perform(action)
  }

  /// Runs `action`: `pause` stops the clock and suspends the game (a game in motion then waits for
  /// the player), `resume` restarts the clock, `reducedMotion` turns reduced motion on or off for
  /// every game; others go to the open game, which returns false for those it does not take. A
  /// game's own action no game of the catalog takes (``Catalog/knows(_:)``) is refused, with
  /// nothing recorded; one another game takes is recorded and refused.
  @discardableResult
  public func perform(_ action: GameAction) -> Bool {
    guard Catalog.knows(action) else { return false }
    if let k = openIndex { openedScenes[k].record.line("action " + action.text) }
    if AppHost.isPlayersMove(action) { noteRunUnderway() }
    defer { startRunIfRequested() }
    switch action {
    case .pause:
      clock.pause()
      scene?.suspend()
      return true
    case .resume:
      clock.resume()
      return true
    case .reducedMotion(let enabled):
      isReduceMotionEnabled = enabled
      if let k = openIndex { openedScenes[k].recordsReducedMotion = isReduceMotionEnabled }
      for opened in openedScenes { opened.scene.setReduceMotionEnabled(isReduceMotionEnabled) }
      return true
    case .game:
      guard let scene, Catalog.game(scene.gameID)?.takes(action) ?? true else { return false }
      return scene.perform(action)
    default:
      return scene?.perform(action) ?? false
    }
  }

  /// How many runs have begun, with a game's first opening or afresh: a run's own record, replayed,
  /// begins one (the host records each run from its start), so a record that begins more holds a new
  /// game its player chose to play instead of the deal its seed gave.
  public private(set) var runsBegun = 0

  // MARK: Run tickets

  /// How many runs have begun from a run ticket so far: when it moves, the waiting ticket was used
  /// and the shell may offer another.
  public private(set) var ticketsUsed = 0

  /// Offers `ticket` for the next run of `gameID`, which then starts from the ticket's seed and
  /// whose record names it (`ticket TOKEN`, after `version`); the ticket waits for that run, and no
  /// other run takes it. When `gameID` is open and its run has not begun from a ticket and has not
  /// been played yet (a serve, a launch or a deal waiting for the player's first move), that run
  /// begins again from the ticket at once, with its settings, so the run the player is about to play
  /// is the ticketed one.
  ///
  /// Returns false, keeping nothing, for a game that is unknown or keeps no scores, and while a
  /// ticket waits (one at a time: `withdrawTicket` takes it back).
  @discardableResult
  public func offerTicket(_ ticket: RunTicket, for gameID: String) -> Bool {
    guard waitingTicket == nil, let game = Catalog.game(gameID), game.isPlayable, game.maximumScore > 0 else {
      return false
    }
    waitingTicket = ticket
    waitingTicketGame = gameID
    beginTicketedRunIfUnplayed()
    return true
  }

  /// The game whose next run a run ticket waits for (one offered and not used yet); nil when none waits.
  public var ticketGame: String? { waitingTicket == nil ? nil : waitingTicketGame }

  /// Whether a run ticket waits for the next run of `gameID`.
  public func hasTicket(for gameID: String) -> Bool { ticketGame == gameID }

  /// Takes back the run ticket waiting for a run (another game is played now, or the player's name
  /// changed); nil when none waits. A run already begun from a ticket keeps it.
  @discardableResult
  public func withdrawTicket() -> RunTicket? {
    defer { waitingTicket = nil }
    return waitingTicket
  }

  /// The ticket waiting for `gameID`'s next run, which a run now begins from (``ticketsUsed`` counts it);
  /// nil when none waits.
  private func takeNewTicket(for gameID: String) -> RunTicket? {
    guard waitingTicketGame == gameID, let ticket = withdrawTicket() else { return nil }
    ticketsUsed += 1
    return ticket
  }

  /// The record of the open game's run so far (tests replay it); nil when no game is open.
  var openRunRecord: String? { openIndex.map { openedScenes[$0].record.text } }

  /// Notes that the player played the open game's run: a pointer, a key, an accessibility action or
  /// an action of theirs (`isPlayersMove`). Settings are not moves: a run begun again keeps them, as
  /// its start lines. Motion is not either: it starts nothing in any game.
  func noteRunUnderway() {
    guard let k = openIndex else { return }
    openedScenes[k].isUnderway = true
  }

  /// Whether `action` is the player's, not one the shell sends by itself: holding the game still,
  /// reduced motion, the best score (a run's start lines carry it), the board's top score and the board
  /// change no run.
  private static func isPlayersMove(_ action: GameAction) -> Bool {
    switch action {
    case .pause, .resume, .reducedMotion, .best, .top, .board: false
    default: true
    }
  }

  /// Begins the open game's run again from the ticket waiting for it, when the run has not begun from
  /// a ticket, the player has not played it and it is a run (not what comes before one).
  private func beginTicketedRunIfUnplayed() {
    guard let k = openIndex, openedScenes[k].ticket == nil, !openedScenes[k].isUnderway else { return }
    let scene = openedScenes[k].scene
    guard !scene.isBeforeRun, let ticket = takeNewTicket(for: scene.gameID) else { return }
    collectEvents()
    beginRun(at: k, startLines: scene.runStartLines, ticket: ticket)
  }

  /// `ms` to the whole millisecond; nil when not finite or beyond ±10¹⁵.
  private static func wholeMilliseconds(_ ms: Double) -> Int64? {
    guard ms.isFinite, abs(ms) < 1e15 else { return nil }
    return Int64(ms.rounded())
  }

  /// `points` in whole eighths of a point; nil when not finite or beyond ±10⁹.
  private static func eighths(_ points: Double) -> Int64? {
    guard points.isFinite, abs(points) < 1e9 else { return nil }
    return Int64((points * 8).rounded())
  }

  // MARK: Controls

  /// Changes whenever the open game's controls (or the open game) change, so the shell knows to
  /// read `controlsJSON()` again; it never repeats an earlier value while the app runs.
  public var controlsRevision: Int32 { controlsBase &+ (scene?.controls.revision ?? 0) }

  /// The open game's controls as JSON (`{"revision":…,"controls":[]}` when it has none).
  public func controlsJSON() -> String {
    var json = JSONWriter()
    (scene?.controls ?? ControlPanel([])).write(to: &json, revision: controlsRevision)
    return json.text
  }

  /// The user changed controls: `id=value` lines, validated and clamped by the open game's panel;
  /// the game reacts to each effective change. Returns how many there were.
  ///
  /// Each line is applied and reacted to before the next, as a record replays them.
  @discardableResult
  public func control(_ input: String) -> Int {
    var count = 0
    for line in input.split(separator: "\n") {
      guard let scene else { break }
      if let k = openIndex { openedScenes[k].record.line("control " + line) }
      let changed = scene.controls.apply(String(line))
      for control in changed { scene.controlChanged(control) }
      count += changed.count
      startRunIfRequested()
    }
    return count
  }

  /// The open game's model as JSON (`{}` when none is open).
  public func stateJSON() -> String {
    var json = JSONWriter()
    if let scene { scene.writeState(to: &json) } else { json.object { _ in } }
    return json.text
  }

  /// The open game's how-to as JSON (`{"game":…,"title":…,"sections":[…]}`; `{}` when none is open).
  public func howToJSON() -> String {
    var json = JSONWriter()
    guard let scene else {
      json.object { _ in }
      return json.text
    }
    let howTo = scene.howTo
    json.object { o in
      o.field("game") { $0.string(scene.gameID) }
      o.field("title") { $0.string(howTo.title) }
      o.field("sections") { howTo.writeSections(to: &$0) }
    }
    return json.text
  }

  /// The events raised since the last call; the queue is emptied.
  public func takeEvents() -> [GameEvent] {
    defer { pendingEvents.removeAll() }
    return pendingEvents
  }

  /// The events raised since the last call, as a JSON array; the queue is emptied.
  public func takeEventsJSON() -> String {
    var json = JSONWriter()
    json.array { list in
      for event in takeEvents() { list.element { event.write(to: &$0) } }
    }
    return json.text
  }

  /// A checksum of the open game's simulation state and the clock, as 16 hex digits.
  public func checksum() -> String {
    var hasher = StateHasher()
    hasher.combine(clock.now)
    scene?.hashState(into: &hasher)
    return hasher.hex
  }

  /// A scene of the catalog's game `id`, or one of the extra scenes (which have no tab).
  private func makeScene(_ id: String, seed: UInt64, size: Size) -> (any GameScene)? {
    if let scene = extraScenes?(id, seed, size) { return scene }
    guard let game = Catalog.game(id), game.isPlayable else { return nil }
    return game.makeScene(seed, size)
  }

}
