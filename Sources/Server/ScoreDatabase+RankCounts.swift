extension ScoreDatabase {
  /// The tables a rank is counted from, the triggers that keep them equal to `score` on every write, and their
  /// first fill from the rows already there.
  ///
  /// `scoreCount` holds how many scores of a game have each (verified, value); `scoreBucketCount` how many fall
  /// in each (verified, bucket), a bucket being 1,024 consecutive values (`value >> 10`, an arithmetic shift, so
  /// negative scores floor like positive ones: -1 is in bucket -1). A row whose count falls to 0 is deleted.
  /// Since triggers keep them, every path that writes `score` — a submission, a copy, a deletion — keeps them
  /// right in its own transaction.
  static let rankCountStatements = [
    """
    CREATE TABLE scoreCount (
      game TEXT NOT NULL, verified INTEGER NOT NULL, value INTEGER NOT NULL, count INTEGER NOT NULL,
      PRIMARY KEY (game, verified, value)) WITHOUT ROWID
    """,
    """
    CREATE TABLE scoreBucketCount (
      game TEXT NOT NULL, verified INTEGER NOT NULL, bucket INTEGER NOT NULL, count INTEGER NOT NULL,
      PRIMARY KEY (game, verified, bucket)) WITHOUT ROWID
    """,
    """
    INSERT INTO scoreCount (game, verified, value, count)
    SELECT game, verified, value, COUNT(*) FROM score GROUP BY game, verified, value
    """,
    """
    INSERT INTO scoreBucketCount (game, verified, bucket, count)
    SELECT game, verified, value >> 10, COUNT(*) FROM score GROUP BY game, verified, value >> 10
    """,
    """
    CREATE TRIGGER scoreCountsOnInsert AFTER INSERT ON score BEGIN
      \(adding("NEW"))
    END
    """,
    """
    CREATE TRIGGER scoreCountsOnDelete AFTER DELETE ON score BEGIN
      \(removing("OLD"))
    END
    """,
    """
    CREATE TRIGGER scoreCountsOnUpdate AFTER UPDATE OF game, verified, value ON score
    WHEN OLD.game IS NOT NEW.game OR OLD.verified IS NOT NEW.verified OR OLD.value IS NOT NEW.value BEGIN
      \(removing("OLD"))
      \(adding("NEW"))
    END
    """,
  ]

  /// A trigger's statements that count the score `row` (`NEW` or `OLD`) in both tables.
  private static func adding(_ row: String) -> String {
    """
    INSERT INTO scoreBucketCount (game, verified, bucket, count) VALUES (\(row).game, \(row).verified, \(row).value >> 10, 1)
        ON CONFLICT (game, verified, bucket) DO UPDATE SET count = count + 1;
      INSERT INTO scoreCount (game, verified, value, count) VALUES (\(row).game, \(row).verified, \(row).value, 1)
        ON CONFLICT (game, verified, value) DO UPDATE SET count = count + 1;
    """
  }

  /// A trigger's statements that stop counting the score `row` (`NEW` or `OLD`), deleting emptied rows.
  private static func removing(_ row: String) -> String {
    let bucket = "game = \(row).game AND verified = \(row).verified AND bucket = (\(row).value >> 10)"
    let value = "game = \(row).game AND verified = \(row).verified AND value = \(row).value"
    return """
      UPDATE scoreBucketCount SET count = count - 1 WHERE \(bucket);
        DELETE FROM scoreBucketCount WHERE \(bucket) AND count = 0;
        UPDATE scoreCount SET count = count - 1 WHERE \(value);
        DELETE FROM scoreCount WHERE \(value) AND count = 0;
      """
  }

  /// The SQL that counts the scores strictly ahead of one player's — verified ahead of unverified, then higher
  /// values; equal scores share a rank — from the count tables: every bucket of the verified scores when the
  /// player's is not, the player's kind's buckets above the player's bucket, and the values above the player's
  /// inside that bucket.
  ///
  /// - Complexity: O(*b* + 1,024) primary-key entries for *b* buckets above the player's (at most the game's
  ///   highest score / 1,024), whatever the number of players.
  static let rankSQL = """
    SELECT
      COALESCE((SELECT SUM(count) FROM scoreBucketCount AS ahead
        WHERE ahead.game = player.game AND ahead.verified > player.verified), 0)
      + COALESCE((SELECT SUM(count) FROM scoreBucketCount AS ahead
        WHERE ahead.game = player.game AND ahead.verified = player.verified AND ahead.bucket > (player.value >> 10)), 0)
      + COALESCE((SELECT SUM(count) FROM scoreCount AS ahead
        WHERE ahead.game = player.game AND ahead.verified = player.verified AND ahead.value > player.value
          AND ahead.value < ((player.value >> 10) + 1) << 10), 0)
    FROM score AS player WHERE player.game = :game AND player.name = :name
    """
}
