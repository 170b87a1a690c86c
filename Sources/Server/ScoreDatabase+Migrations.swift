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
    migrator.registerMigration("v2-skeletons-rank-index-probe") { db in
      try db.alter(table: Score.databaseTableName) { table in table.add(column: "skeleton", .text) }
      let names = try String.fetchAll(db, sql: "SELECT DISTINCT name FROM score")
      for name in names {
        try db.execute(
          sql: "UPDATE score SET skeleton = ? WHERE name = ?", arguments: [NameSkeleton.of(name), name])
      }
      try db.create(index: "score_on_skeleton", on: Score.databaseTableName, columns: ["skeleton"])
      try db.drop(index: "score_on_game_value")
      try db.create(
        index: "score_on_game_rank", on: Score.databaseTableName, columns: ["game", "value", "createdAt", "id"])
      try db.create(table: "writeProbe") { table in
        table.primaryKey("id", .integer)
        table.column("checkedAt", .datetime).notNull()
      }
    }
    migrator.registerMigration("v3-verified-records") { db in
      try db.alter(table: Score.databaseTableName) { table in
        table.add(column: "verified", .boolean).notNull().defaults(to: false)
        table.add(column: "checksum", .text)
      }
      try db.create(table: "scoreRecord") { table in
        table.primaryKey("scoreID", .integer).references(Score.databaseTableName, onDelete: .cascade)
        table.column("record", .text).notNull()
      }
      try db.drop(index: "score_on_game_rank")
      try db.create(
        index: "score_on_game_rank", on: Score.databaseTableName,
        columns: ["game", "verified", "value", "createdAt", "id"])
    }
    migrator.registerMigration("v4-rank-counts") { db in
      for statement in rankCountStatements { try db.execute(sql: statement) }
    }
    migrator.registerMigration("v5-run-tickets") { db in
      try db.create(table: "usedTicket") { table in
        table.primaryKey("id", .text)
        table.column("usedAt", .datetime).notNull()
      }
      try db.alter(table: Score.databaseTableName) { table in table.add(column: "review", .text) }
    }
    return migrator
  }
}
