import GameKit

extension Catalog {
  /// The games as the shell's tab bar needs them:
  /// `[{"id":…,"title":…,"shortTitle":…,"icon":…,"playable":…,"keepsScores":…,"showsRank":…,"sounds":…}, …]`,
  /// in tab order.
  public static var json: String {
    var json = JSONWriter()
    json.array { list in
      for game in games {
        list.element { e in
          e.object { o in
            o.field("id") { $0.string(game.id) }
            o.field("title") { $0.string(game.title) }
            o.field("shortTitle") { $0.string(game.shortTitle) }
            o.field("icon") { $0.string(game.icon) }
            o.field("playable") { $0.bool(game.isPlayable) }
            o.field("keepsScores") { $0.bool(game.maximumScore > 0) }
            o.field("showsRank") { $0.bool(game.showsRankAfterGame) }
            o.field("sounds") { $0.bool(game.makesSounds) }
          }
        }
      }
    }
    return json.text
  }
}
