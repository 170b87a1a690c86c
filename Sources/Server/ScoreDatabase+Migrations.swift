import GRDB

extension ScoreDatabase {
  /// Every schema change, in order; applied ones are recorded in the database and never rerun.
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1-scores") { db in
      try db.create(table: Score.databaseTableName) { table in
        table.autoIncrementedPrimaryKey("id")
        table.column("game", .text).notNull()
        table.column("name", .text).notNull()
        table.column("value", .integer).notNull()
        table.column("createdAt", .datetime).notNull()
        table.uniqueKey(["game", "name"])
      }
      try db.create(index: "score_on_game_value", on: Score.databaseTableName, columns: ["game", "value"])
    }
    return migrator
  }
}
