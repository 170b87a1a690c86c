/// One Pong match as a value: the scores, the phase and the rally length, changed by the rules.
public struct PongGame: Equatable, Sendable {
  /// The person's points.
  public private(set) var playerScore: Int64 = 0
  /// The computer's points.
  public private(set) var opponentScore: Int64 = 0
  /// What the match is doing.
  public private(set) var phase = PongPhase.serving(by: .player)
  /// Paddle hits since the last serve.
  public private(set) var rally: Int64 = 0

  /// A new match; the person serves first.
  public init() {}

  /// The side that won, once the match is over.
  public var winner: PongSide? {
    if case .over(let w) = phase { return w }
    return nil
  }

  /// The score of `side`.
  public func score(of side: PongSide) -> Int64 { side == .player ? playerScore : opponentScore }

  /// Whether the ball waits for a serve.
  public var isWaitingForServe: Bool {
    if case .serving = phase { return true }
    return false
  }

  /// A player served: a waiting ball goes into play. Returns false (and changes nothing) when no
  /// serve was due.
  public mutating func serve() -> Bool {
    guard isWaitingForServe else { return false }
    phase = .playing
    rally = 0
    return true
  }

  /// The ball got past the other side's paddle: `side` scores, and the other side serves next
  /// unless the match is won.
  public mutating func pointScored(by side: PongSide) {
    guard phase == .playing else { return }
    if side == .player { playerScore += 1 } else { opponentScore += 1 }
    if score(of: side) >= PongRules.winningScore {
      phase = .over(winner: side)
    } else {
      phase = .serving(by: side.other)
    }
  }

  /// A paddle returned the ball.
  public mutating func paddleHit() {
    guard phase == .playing else { return }
    rally += 1
  }
}
