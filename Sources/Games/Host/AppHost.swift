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

  private var seed: UInt64
  private let router = PointerRouter()
  private var pendingEvents: [GameEvent] = []
  /// Every game opened so far, with the size it was last laid out for, kept so that coming back
  /// to a tab finds the game as it was left.
  private var openedScenes: [(scene: any GameScene, size: Size)] = []
  private var controlsBase: Int32 = 0
  /// Whether the player asked for less motion (every game opened, now or later, is told).
  public private(set) var isReduceMotionEnabled = false
  /// The last frame's time on the pointer events' clock, in seconds.
  private var frameTime = 0.0

  /// Creates the app with a seed for its games' randomness.
  public init(seed: UInt64) {
    self.seed = seed
  }

  /// Opens the game with `gameID`; returns false (and changes nothing) for an unknown or unplayable id.
  ///
  /// A game opened before comes back as it was left: while another game is open it gets no time,
  /// so its balls stay frozen and go on with exactly the velocities they had (seed 000, extra credit 5).
  @discardableResult
  public func open(_ gameID: String) -> Bool {
    if let k = openedScenes.firstIndex(where: { $0.scene.gameID == gameID }) {
      show(openedScenes[k].scene)
      if openedScenes[k].size != size {
        openedScenes[k].size = size
        openedScenes[k].scene.resize(to: size)
      }
      return true
    }
    guard let scene = AppHost.makeScene(gameID, seed: seed, size: size) else { return false }
    if isReduceMotionEnabled { scene.setReduceMotionEnabled(true) }
    openedScenes.append((scene, size))
    show(scene)
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

  /// Restarts the open game with a new seed.
  public func reseed(_ newSeed: UInt64) {
    seed = newSeed
    guard let id = scene?.gameID else { return }
    openedScenes.removeAll { $0.scene.gameID == id }
    open(id)
  }

  /// The canvas changed size; non-finite or negative sizes are ignored, and so is the size the
  /// open game already has (the shell repeats it when a tab is reopened).
  public func resize(width: Double, height: Double, scale: Double) {
    guard width.isFinite, height.isFinite, width > 0, height > 0 else { return }
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

  /// Advances to `timeMs` (monotonic milliseconds, the pointer events' clock), lets held gestures
  /// such as a long press see the time, updates the game and renders it.
  public func frame(timeMs: Double) {
    if timeMs.isFinite { frameTime = timeMs / 1000 }
    clock.advance(to: timeMs / 1000)
    router.advance(to: timeMs / 1000)
    if let scene {
      scene.update(dt: clock.lastDelta)
      pendingEvents += scene.takeEvents()
      scene.rootView.layoutIfNeeded()
    }
    displayList.removeAll()
    scene?.rootView.render(into: &displayList)
    accessibilityTree.update(root: scene?.rootView)
  }

  /// Taps `point` (root coordinates) through the pointer router, as a finger would, at the last
  /// frame's time.
  func tap(at point: Point) {
    guard let scene else { return }
    let id = AppHost.accessibilityPointer
    router.handle(PointerEvent(phase: .down, id: id, location: point, time: frameTime), in: scene.rootView)
    router.handle(PointerEvent(phase: .up, id: id, location: point, time: frameTime), in: scene.rootView)
  }

  /// A pointer event from the canvas, in points.
  public func pointer(phase: PointerEvent.Phase, id: Int32, x: Double, y: Double, timeMs: Double) {
    guard let scene, x.isFinite, y.isFinite else { return }
    router.handle(
      PointerEvent(phase: phase, id: id, location: Point(x: x, y: y), time: timeMs / 1000), in: scene.rootView)
  }

  /// A key went down or up; W, A, S and D reach a game that does not tell them apart as arrows.
  public func key(_ key: Key, isDown: Bool) {
    guard let scene else { return }
    scene.key(scene.separatesLetterKeys ? key : key.asArrow, isDown: isDown)
  }

  /// The device's gravity in g along the screen's axes (x right, y down); non-finite readings
  /// are ignored and each axis is clamped to ±2 g.
  public func deviceMotion(x: Double, y: Double) {
    guard x.isFinite, y.isFinite else { return }
    scene?.deviceMotion(gravity: Vector(dx: min(max(x, -2), 2), dy: min(max(y, -2), 2)))
  }

  /// Runs a named action: `pause` stops the clock and suspends the game (a game in motion then
  /// waits for the player), `resume` restarts the clock, `reducedMotion=1` and `reducedMotion=0`
  /// turn reduced motion on and off for every game; others go to the game.
  @discardableResult
  public func perform(_ action: String) -> Bool {
    switch action {
    case "pause":
      clock.pause()
      scene?.suspend()
      return true
    case "resume":
      clock.resume()
      return true
    case "reducedMotion=1", "reducedMotion=0":
      isReduceMotionEnabled = action.hasSuffix("1")
      for opened in openedScenes { opened.scene.setReduceMotionEnabled(isReduceMotionEnabled) }
      return true
    default:
      return scene?.perform(action) ?? false
    }
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
  @discardableResult
  public func control(_ input: String) -> Int {
    guard let scene else { return 0 }
    let changed = scene.controls.apply(input)
    for control in changed { scene.controlChanged(control) }
    return changed.count
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

  private static func makeScene(_ id: String, seed: UInt64, size: Size) -> (any GameScene)? {
    switch id {
    case "pong": return PongScene(seed: seed, size: size)
    case "lab": return LabScene(size: size)
    case "bubblepop": return BubblePopScene(seed: seed, size: size)
    case "breakout": return BreakoutScene(seed: seed, size: size)
    case "set": return SetScene(seed: seed, size: size)
    case "concentration": return ConcentrationScene(seed: seed, size: size)
    case "bench-animators": return AnimatorBenchScene(size: size)
    default: return nil
    }
  }
}
