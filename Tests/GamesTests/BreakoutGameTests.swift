import Geometry
import Testing

@testable import Games
@testable import Host

/// Breakout's model: settings kept in range, the wall laid out for any court, special
/// bricks, scoring for skill and lives, and the game that ties wall and scoring together.
@Suite struct BreakoutGameTests {
  private let phone = Rect(x: 0, y: 0, width: 390, height: 700)

  @Test func settingsOutOfRangeAreClampedAndNonFiniteOnesFallBack() {
    let s = BreakoutSettings(
      rows: 99, columns: 0, balls: -2, ballSpeed: .infinity, bounciness: 3, gravity: -1, paddleWidth: .nan,
      lives: 0, pushStrength: 9, pushCooldown: 0)
    #expect(s.rows == 8)
    #expect(s.columns == 1)
    #expect(s.balls == 1)
    #expect(s.ballSpeed == 450)
    #expect(s.bounciness == 1)
    #expect(s.gravity == 0)
    #expect(s.paddleWidth == 0.24)
    #expect(s.lives == 1)
    #expect(s.pushStrength == 0.6)
    #expect(s.pushCooldown == 0.5)
    #expect(BreakoutSettings() == BreakoutSettings(rows: 5, columns: 8, balls: 1, ballSpeed: 450))
  }

  @Test(arguments: [
    Rect(x: 0, y: 0, width: 390, height: 700), Rect(x: 0, y: 0, width: 844, height: 330),
    Rect(x: 0, y: 0, width: 1180, height: 760),
  ])
  func theWallFitsTheCourtWithoutOverlapsAtEverySize(court: Rect) {
    for rows in BreakoutSettings.Table.rows.integerRange {
      for columns in BreakoutSettings.Table.columns.integerRange {
        var random = SeededRandom(seed: UInt64(rows * 100 + columns))
        let wall = BrickWall(rows: rows, columns: columns, specials: true, court: court, random: &random)
        #expect(wall.bricks.count == rows * columns)
        let area = BrickWall.area(in: court)
        for (i, a) in wall.bricks.enumerated() {
          #expect(a.frame.width > 0 && a.frame.height > 0)
          #expect(a.frame.minX >= area.minX - 1e-9 && a.frame.maxX <= area.maxX + 1e-9)
          #expect(a.frame.maxY <= court.midY)
          for b in wall.bricks[(i + 1)...] { #expect(!a.frame.intersects(b.frame), "\(a.id) \(b.id)") }
        }
      }
    }
  }

  @Test func relayingOutKeepsEachBrickInItsRowAndColumn() {
    var random = SeededRandom(seed: 3)
    var wall = BrickWall(rows: 4, columns: 6, specials: false, court: phone, random: &random)
    _ = wall.hit(7)
    wall.layOut(in: Rect(x: 0, y: 0, width: 844, height: 390))
    #expect(wall.bricks.count == 23)
    let byColumn = Dictionary(grouping: wall.bricks, by: \.column)
    for (_, column) in byColumn { #expect(Set(column.map { $0.frame.minX }).count == 1) }
    #expect(wall.bricks.allSatisfy { $0.frame.maxX <= 844 })
  }

  @Test func specialBricksAppearInRoughlyTheirShares() {
    var random = SeededRandom(seed: 11)
    var tough = 0
    var extra = 0
    var explosive = 0
    var total = 0
    for _ in 0..<200 {
      let wall = BrickWall(rows: 8, columns: 12, specials: true, court: phone, random: &random)
      for brick in wall.bricks {
        total += 1
        switch brick.kind {
        case .tough: tough += 1
        case .extraBall: extra += 1
        case .explosive: explosive += 1
        case .plain: break
        }
      }
    }
    #expect(abs(Double(tough) / Double(total) - 12.0 / 60) < 0.01)
    #expect(abs(Double(extra) / Double(total) - 5.0 / 60) < 0.01)
    #expect(abs(Double(explosive) / Double(total) - 5.0 / 60) < 0.01)
    var plainRandom = SeededRandom(seed: 11)
    let plain = BrickWall(rows: 8, columns: 12, specials: false, court: phone, random: &plainRandom)
    #expect(plain.bricks.allSatisfy { $0.kind == .plain })
  }

  @Test func toughBricksTakeTheirHitsAndExplosiveOnesTakeTheirNeighbours() throws {
    var random = SeededRandom(seed: 5)
    var wall = BrickWall(rows: 8, columns: 12, specials: true, court: phone, random: &random)
    let tough = try #require(wall.bricks.first { if case .tough = $0.kind { true } else { false } })
    for _ in 1..<tough.hitsLeft { #expect(wall.hit(tough.id).isEmpty) }
    #expect(wall.hit(tough.id).map(\.id) == [tough.id])
    #expect(wall.hit(tough.id).isEmpty)

    let bomb = try #require(wall.bricks.first { $0.kind == .explosive })
    let neighbours = wall.bricks.filter { abs($0.row - bomb.row) + abs($0.column - bomb.column) == 1 }.map(\.id)
    let broken = wall.hit(bomb.id).map(\.id)
    #expect(broken.first == bomb.id)
    #expect(Set(broken.dropFirst()) == Set(neighbours))
    #expect(!neighbours.isEmpty)
    #expect(broken.allSatisfy { id in wall.brick(id) == nil })
    #expect(wall.bricks.count == 8 * 12 - 1 - broken.count)

    while let next = wall.bricks.first { _ = wall.hit(next.id) }
    #expect(wall.isCleared)
  }

  @Test func theServersLimitIsTheLargestWallInOneStreak() {
    var scoring = BreakoutScoring(lives: 1)
    for _ in 0..<(8 * 12) { scoring.brickBroken() }
    #expect(Int64(scoring.score) == BreakoutScoring.highestPossibleScore)
    #expect(Catalog.game("breakout")?.maximumScore == 46_560)
  }

  @Test func streaksPayForSkillAndThePaddleResetsThem() {
    var scoring = BreakoutScoring(lives: 3)
    #expect(scoring.brickBroken() == 10)
    #expect(scoring.brickBroken() == 20)
    #expect(scoring.brickBroken() == 30)
    scoring.paddleTouched()
    #expect(scoring.brickBroken() == 10)
    #expect(scoring.score == 70)
    var left: [Bool] = []
    for _ in 0..<4 { left.append(scoring.ballLost()) }
    #expect(left == [true, true, false, false])
    #expect(scoring.streak == 0)
    #expect(scoring.lives == 0)
  }

  @Test func aGameScoresEveryBrickABlastBreaksAtTheStreakItExtends() throws {
    var random = SeededRandom(seed: 11)
    var game = BreakoutGame(rows: 8, columns: 12, specials: true, lives: 2, court: phone, random: &random)
    let plain = try #require(game.wall.bricks.first { $0.kind == .plain })
    #expect(game.hitBrick(plain.id).map(\.id) == [plain.id])
    #expect(game.scoring.score == 10 && game.scoring.streak == 1)
    game.paddleTouched()
    let bomb = try #require(game.wall.bricks.first { $0.kind == .explosive })
    let broken = game.hitBrick(bomb.id)
    #expect(broken.count > 1 && broken.first?.id == bomb.id)
    let n = broken.count
    #expect(game.scoring.score == 10 + 10 * n * (n + 1) / 2, "a blast is one streak, brick by brick")
    #expect(game.hitBrick(bomb.id).isEmpty, "a broken brick scores nothing more")
    #expect(game.ballLost() && !game.ballLost())
    #expect(game.scoring.lives == 0 && !game.isCleared)
  }
}
