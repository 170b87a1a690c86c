import GameKit
import Geometry

/// The rules of a BubblePop run, as a value: a countdown, bubbles refreshed every game
/// second (at most the configured number, colours by their probabilities, wholly on screen, never
/// overlapping), pops scored with same-colour combos, and bubbles drifting up and off the screen
/// faster as the time runs down.
public struct BubblePopGame: Sendable {
  /// Seconds a gold bubble adds to the countdown.
  public static let goldBonusSeconds = 3
  /// The most seconds gold bubbles may add to one run.
  public static let maximumBonusSeconds = 30
  /// The chance, one in this many, that a refresh brings a gold bubble (while bonus time is left to give).
  static let goldOdds: UInt64 = 20

  /// The highest score a run with `settings` can reach: every bubble ever shown popped at the
  /// best combo rate, with every gold bubble's extra time (the score server refuses more).
  public static func maximumScore(for settings: BubblePopSettings) -> Int64 {
    let bestPop = Int64((Double(BubbleColor.black.points) * 1.5).rounded(.toNearestOrAwayFromZero))
    let refreshes = Int64(settings.gameTime + maximumBonusSeconds)
    return bestPop * Int64(settings.maximumBubbles) * refreshes
  }

  /// The highest score any allowed settings can reach.
  public static var highestPossibleScore: Int64 {
    maximumScore(
      for: BubblePopSettings(
        gameTime: BubblePopSettings.Table.gameTime.integerRange.upperBound,
        maximumBubbles: BubblePopSettings.Table.maximumBubbles.integerRange.upperBound))
  }

  /// Where a run is.
  public enum Phase: Sendable, Equatable {
    /// Not started.
    case ready
    /// Counting down.
    case playing
    /// Time is up.
    case over
  }

  /// The settings the run was started with.
  public let settings: BubblePopSettings
  /// The play area, in points.
  public private(set) var bounds: Rect
  /// Where the run is.
  public private(set) var phase = Phase.ready
  /// Whole seconds left, shown on the countdown (CF2).
  public private(set) var timeRemaining: Int
  /// The bubbles on screen, oldest first.
  public private(set) var bubbles: [Bubble] = []
  /// The score and the current combo.
  public private(set) var scoring = BubblePopScoring()
  /// Seconds gold bubbles have added so far.
  public private(set) var bonusSeconds = 0
  private var random: SeededRandom
  private var clock = 0.0
  private var nextTick = 1.0
  private var nextID = 1

  /// A run with `settings` in `bounds`, its randomness from `seed`.
  public init(settings: BubblePopSettings = BubblePopSettings(), bounds: Rect, seed: UInt64) {
    self.settings = settings
    self.bounds = bounds
    self.random = SeededRandom(seed: seed)
    timeRemaining = settings.gameTime
  }

  /// The score so far.
  public var score: Int { scoring.score }

  /// A bubble's radius for the play area: about 7% of its shorter side, 18…44 points.
  public var bubbleRadius: Double { min(max(min(bounds.width, bounds.height) * 0.07, 18), 44) }

  /// How fast bubbles drift up now, in points per second: from 20 to 100 as the time runs out, times the drift setting.
  public var driftSpeed: Double {
    let spent = min(max(1 - Double(timeRemaining) / Double(settings.gameTime), 0), 1)
    return settings.drift * (20 + 80 * spent)
  }

  /// Starts the countdown with a first set of bubbles.
  public mutating func start() {
    guard phase == .ready else { return }
    phase = .playing
    refresh()
  }

  /// Advances the run by `dt` seconds: bubbles drift (and leave), and each whole second the
  /// countdown ticks and the bubbles are refreshed; at zero the run is over.
  public mutating func advance(by dt: Double) {
    guard phase == .playing, dt.isFinite, dt > 0 else { return }
    var left = dt
    while left > 0 && phase == .playing {
      let step = min(left, max(nextTick - clock, 0))
      drift(by: step)
      clock += step
      left -= step
      if clock >= nextTick - 1e-9 {
        nextTick += 1
        tick()
      }
    }
  }

  /// Pops the bubble with `id`; returns the points earned (0 for a gold bubble, which adds
  /// `goldBonusSeconds` to the countdown instead and leaves the combo alone), or nil when there is
  /// no such bubble or the run is not playing.
  @discardableResult
  public mutating func pop(_ id: Int) -> Int? {
    guard phase == .playing, let index = bubbles.firstIndex(where: { $0.id == id }) else { return nil }
    let bubble = bubbles.remove(at: index)
    guard !bubble.isGold else {
      let bonus = min(BubblePopGame.goldBonusSeconds, BubblePopGame.maximumBonusSeconds - bonusSeconds)
      bonusSeconds += bonus
      timeRemaining += bonus
      return 0
    }
    return scoring.pop(bubble.color)
  }

  /// The bubble under `point`, if any (the newest on top).
  public func bubble(at point: Point) -> Bubble? {
    bubbles.last { $0.center.distance(to: point) <= $0.radius }
  }

  /// Moves the play area (rotation, resize): bubbles keep their relative places and stay on screen.
  public mutating func resize(to newBounds: Rect) {
    guard newBounds.width > 0, newBounds.height > 0, bounds.width > 0, bounds.height > 0 else { return }
    let old = bounds
    bounds = newBounds
    bubbles = bubbles.compactMap { b in
      var moved = b
      moved.center = Point(
        x: newBounds.minX + (b.center.x - old.minX) / old.width * newBounds.width,
        y: newBounds.minY + (b.center.y - old.minY) / old.height * newBounds.height)
      return moved.isInside(newBounds) && !bubbles.contains(where: { $0.id < b.id && $0.overlaps(moved) }) ? moved : nil
    }
  }

  /// One game second: the countdown ticks, and the bubbles are refreshed until it reaches zero.
  private mutating func tick() {
    timeRemaining -= 1
    if timeRemaining <= 0 {
      timeRemaining = 0
      phase = .over
      bubbles = []
    } else {
      refresh()
    }
  }

  /// Removes some unpopped bubbles at random and adds new ones, so that a random number from one
  /// to the maximum is on screen (fewer when no free spot is left).
  private mutating func refresh() {
    bubbles.removeAll { _ in random.next(below: 3) == 0 }
    let target = 1 + Int(random.next(below: UInt64(settings.maximumBubbles)))
    while bubbles.count > target { bubbles.remove(at: Int(random.next(below: UInt64(bubbles.count)))) }
    let radius = bubbleRadius
    var offersGold = bonusSeconds < BubblePopGame.maximumBonusSeconds && !bubbles.contains { $0.isGold }
    while bubbles.count < target {
      guard let spot = BubbleLayout.freeSpot(radius: radius, in: bounds, avoiding: bubbles, random: &random) else {
        break
      }
      var bubble = Bubble(id: nextID, color: .random(using: &random), center: spot, radius: radius)
      if offersGold {
        bubble.isGold = random.next(below: BubblePopGame.goldOdds) == 0
        offersGold = false
      }
      bubbles.append(bubble)
      nextID += 1
    }
  }

  /// Bubbles rise together (so they never run into each other) and leave at the top.
  private mutating func drift(by dt: Double) {
    guard dt > 0 else { return }
    let rise = driftSpeed * dt
    for i in bubbles.indices { bubbles[i].center.y -= rise }
    bubbles.removeAll { $0.center.y + $0.radius < bounds.minY }
  }
}
