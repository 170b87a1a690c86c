import PostgresNIO
import Server

extension PostgresScoreStore {
  /// The tables a rank is counted from, the triggers that keep them equal to `score` on every write, and their
  /// first fill from the rows already there; the same design as ``ScoreDatabase/rankCountStatements``.
  ///
  /// `score_count` holds how many scores of a game have each (verified, value); `score_bucket_count` how many
  /// fall in each (verified, bucket), a bucket being 1,024 consecutive values (`value >> 10`, an arithmetic
  /// shift, so negative scores floor as in SQLite). A row whose count falls to 0 is deleted.
  ///
  /// The triggers run once per statement, on its transition tables (the rows it added and removed), and change
  /// each count row once with the statement's net change (an upsert fires both the insert and the update triggers,
  /// and the one with nothing to count returns at once): a row-level trigger would update one bucket row once
  /// per score, and PostgreSQL cannot prune a row's versions inside the transaction that made them, so a bulk
  /// insert of 100,000 scores took a minute instead of two seconds. A count row is shared by every writer of
  /// its value or bucket and stays locked until its writer commits; so that two writers never wait for each
  /// other in a circle (a deadlock, which PostgreSQL would break by failing one), every statement takes the
  /// count rows in one global order: the bucket rows before the value rows, each in key order.
  static let rankCountStatements: [PostgresQuery] = [
    """
    CREATE TABLE score_count (
      game TEXT NOT NULL, verified BOOLEAN NOT NULL, value BIGINT NOT NULL, count BIGINT NOT NULL,
      PRIMARY KEY (game, verified, value))
    """,
    """
    CREATE TABLE score_bucket_count (
      game TEXT NOT NULL, verified BOOLEAN NOT NULL, bucket BIGINT NOT NULL, count BIGINT NOT NULL,
      PRIMARY KEY (game, verified, bucket))
    """,
    """
    INSERT INTO score_count (game, verified, value, count)
    SELECT game, verified, value, count(*) FROM score GROUP BY game, verified, value
    """,
    """
    INSERT INTO score_bucket_count (game, verified, bucket, count)
    SELECT game, verified, value >> 10, count(*) FROM score GROUP BY game, verified, value >> 10
    """,
    """
    CREATE FUNCTION score_counts_add(games TEXT[], verifieds BOOLEAN[], scores BIGINT[], deltas BIGINT[])
    RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO score_bucket_count AS counted (game, verified, bucket, count)
      SELECT change.game, change.verified, change.value >> 10, sum(change.delta)
      FROM unnest(games, verifieds, scores, deltas) AS change (game, verified, value, delta)
      GROUP BY 1, 2, 3 HAVING sum(change.delta) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (game, verified, bucket) DO UPDATE SET count = counted.count + excluded.count;
      DELETE FROM score_bucket_count AS counted
      WHERE counted.count = 0 AND (counted.game, counted.verified, counted.bucket) IN (
        SELECT change.game, change.verified, change.value >> 10
        FROM unnest(games, verifieds, scores) AS change (game, verified, value));
      INSERT INTO score_count AS counted (game, verified, value, count)
      SELECT change.game, change.verified, change.value, sum(change.delta)
      FROM unnest(games, verifieds, scores, deltas) AS change (game, verified, value, delta)
      GROUP BY 1, 2, 3 HAVING sum(change.delta) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (game, verified, value) DO UPDATE SET count = counted.count + excluded.count;
      DELETE FROM score_count AS counted
      WHERE counted.count = 0 AND (counted.game, counted.verified, counted.value) IN (
        SELECT change.game, change.verified, change.value
        FROM unnest(games, verifieds, scores) AS change (game, verified, value));
    END
    $$
    """,
    """
    CREATE FUNCTION score_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF EXISTS (SELECT FROM added) THEN
        PERFORM score_counts_add(array_agg(game), array_agg(verified), array_agg(value), array_agg(1::BIGINT))
        FROM added;
      END IF;
      RETURN NULL;
    END
    $$
    """,
    """
    CREATE FUNCTION score_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF EXISTS (SELECT FROM added) THEN
        PERFORM score_counts_add(array_agg(game), array_agg(verified), array_agg(value), array_agg(delta))
        FROM (
          SELECT game, verified, value, 1::BIGINT AS delta FROM added
          UNION ALL SELECT game, verified, value, -1::BIGINT FROM removed) AS changed;
      END IF;
      RETURN NULL;
    END
    $$
    """,
    """
    CREATE FUNCTION score_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF EXISTS (SELECT FROM removed) THEN
        PERFORM score_counts_add(array_agg(game), array_agg(verified), array_agg(value), array_agg(-1::BIGINT))
        FROM removed;
      END IF;
      RETURN NULL;
    END
    $$
    """,
    """
    CREATE TRIGGER score_counts_after_insert AFTER INSERT ON score REFERENCING NEW TABLE AS added
    FOR EACH STATEMENT EXECUTE FUNCTION score_counts_after_insert()
    """,
    """
    CREATE TRIGGER score_counts_after_update AFTER UPDATE ON score
    REFERENCING OLD TABLE AS removed NEW TABLE AS added
    FOR EACH STATEMENT EXECUTE FUNCTION score_counts_after_update()
    """,
    """
    CREATE TRIGGER score_counts_after_delete AFTER DELETE ON score REFERENCING OLD TABLE AS removed
    FOR EACH STATEMENT EXECUTE FUNCTION score_counts_after_delete()
    """,
  ]

  /// The player's row and the count of scores strictly ahead of it — verified ahead of unverified, then higher
  /// values; equal scores share a rank — from the count tables: every bucket of the verified scores when the
  /// player's is not, the player's kind's buckets above the player's bucket, and the values above the player's
  /// inside that bucket. One statement, so one snapshot.
  ///
  /// - Complexity: O(*b* + 1,024) primary-key entries for *b* buckets above the player's (at most the game's
  ///   highest score / 1,024), whatever the number of players.
  static func rankQuery(game: String, name: String) -> PostgresQuery {
    """
    SELECT player.id, player.game, player.name, player.value, player.created_at, player.verified, player.checksum,
      (SELECT coalesce(sum(count), 0) FROM score_bucket_count AS ahead
        WHERE ahead.game = player.game AND ahead.verified > player.verified)::BIGINT
      + (SELECT coalesce(sum(count), 0) FROM score_bucket_count AS ahead
        WHERE ahead.game = player.game AND ahead.verified = player.verified
          AND ahead.bucket > (player.value >> 10))::BIGINT
      + (SELECT coalesce(sum(count), 0) FROM score_count AS ahead
        WHERE ahead.game = player.game AND ahead.verified = player.verified AND ahead.value > player.value
          AND ahead.value < ((player.value >> 10) + 1) << 10)::BIGINT
    FROM score AS player WHERE player.game = \(game) AND player.name = \(name)
    """
  }
}
