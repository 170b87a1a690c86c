import Synchronization

/// Whether this program can use PostgreSQL: `kinetic-postgres` installs its store at start; `kinetic`, built
/// without postgres-nio, has none and says so when asked for a postgres:// database.
public enum PostgresSupport {
  private static let installed = Mutex<(any PostgresBackedStore.Type)?>(nil)

  /// Makes `store` the type that opens PostgreSQL databases, for the rest of the process.
  public static func install(_ store: any PostgresBackedStore.Type) {
    installed.withLock { $0 = store }
  }

  /// The installed store type; throws ``PostgresUnavailable`` in a build without PostgreSQL.
  public static func store() throws(PostgresUnavailable) -> any PostgresBackedStore.Type {
    guard let store = installed.withLock({ $0 }) else { throw PostgresUnavailable() }
    return store
  }
}

/// A postgres:// database was asked of a program built without PostgreSQL.
public struct PostgresUnavailable: Error, CustomStringConvertible {
  /// What to run instead.
  public var description: String {
    "this kinetic is built without PostgreSQL (SQLite only): build and run kinetic-postgres instead "
      + "(swift build --product kinetic-postgres; `make run` does so when KINETIC_DB is a postgres:// URL)"
  }
}
