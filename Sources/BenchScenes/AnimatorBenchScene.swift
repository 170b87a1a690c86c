import GameKit
import Geometry
import Motion
import Stage

/// A benchmark scene, not a game: 100 views, each moved, turned and faded by its own running
/// `PropertyAnimator` (ping-ponging forever), to time a frame of heavy animation with
/// `kinetic bench frames bench-animators` and its wasm twin (`Benchmarks/wasm-frames.mjs`). The
/// catalog does not list it; an app opens it through ``BenchScenes/make(_:seed:size:)``.
public final class AnimatorBenchScene: GameScene {
  /// The id ``BenchScenes/make(_:seed:size:)`` knows it by.
  public static let id = "bench-animators"
  /// The id `AppHost.open` knows it by.
  public let gameID = AnimatorBenchScene.id
  /// The views' common superview.
  public let rootView = View()
  /// How many views animate.
  public static let count = 100
  private let clock = Clock()
  private var homes: [Point] = []

  /// Creates the scene for `size` points and starts every animator.
  public init(size: Size = Size(width: 390, height: 760)) {
    rootView.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
    rootView.backgroundColor = Color(red: 0.1, green: 0.1, blue: 0.12)
    for k in 0..<AnimatorBenchScene.count {
      let view = View(frame: Rect(x: 0, y: 0, width: 24, height: 24))
      view.backgroundColor = Color(red: 0.2 + 0.008 * Double(k), green: 0.5, blue: 0.9)
      view.cornerRadius = 6
      view.center = Point(x: 20 + Double(k % 10) * 36, y: 20 + Double(k / 10) * 70)
      rootView.addSubview(view)
      homes.append(view.center)
      animate(k, outward: true)
    }
  }

  /// Stops the clock's animations and timers, which would otherwise keep each other alive.
  deinit { clock.stopAll() }

  /// Starts view `k`'s next swing: out (moved, turned, faded) or back home; each swing starts the next.
  private func animate(_ k: Int, outward: Bool) {
    let view = rootView.subviews[k]
    let home = homes[k]
    let animator = PropertyAnimator(duration: 0.8 + 0.004 * Double(k), timingParameters: .easeInOut, clock: clock) {
      view.center = outward ? Point(x: home.x + 18, y: home.y + 40) : home
      view.transform = outward ? AffineTransform(rotationAngle: 1.5) : .identity
      view.alpha = outward ? 0.3 : 1
    }
    animator.addCompletion { [unowned(unsafe) self] _ in self.animate(k, outward: !outward) }
    animator.startAnimation()
  }

  /// The views stay where they are; only the animators move them.
  public func resize(to size: Size) {
    rootView.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
  }

  /// Advances every animator.
  public func update(dt: Double) { clock.advance(by: dt) }

  /// No keys.
  public func key(_ key: Key, isDown: Bool) {}

  /// What the benchmark shows.
  public var howTo: HowTo {
    HowTo(
      title: "Animator benchmark",
      sections: [HowTo.Section("What it is", ["Views, each with a running animator, for timing frames."])])
  }

  /// No actions.
  public func perform(_ action: GameAction) -> Bool { false }

  /// No events.
  public func takeEvents() -> [GameEvent] { [] }

  /// The clock's time and the first view's place.
  public func writeState(to json: inout JSONWriter) {
    json.object { o in
      o.field("game") { $0.string(gameID) }
      o.field("time") { $0.number(clock.now) }
      o.field("running") { $0.number(Int64(clock.runningAnimators.count)) }
    }
  }

  /// How many animators run.
  public var summary: String { "animators \(clock.runningAnimators.count)" }

  /// Every view's place and opacity.
  public func hashState(into hasher: inout StateHasher) {
    for v in rootView.subviews {
      hasher.combine(v.center)
      hasher.combine(v.alpha)
    }
  }
}
