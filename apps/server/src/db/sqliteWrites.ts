/**
 * SQLite transactions that take the write lock when they begin (`BEGIN IMMEDIATE`) instead of Kysely's plain
 * `BEGIN` (deferred). A deferred transaction that reads and then writes (a plan limit checked, then counted)
 * must upgrade its lock; when another process holds the write lock (a second server on the same file, its
 * sending worker), SQLite refuses the upgrade at once with SQLITE_BUSY, without waiting out `busy_timeout`,
 * because waiting could deadlock. That answered 500 in test/two-servers.test.ts under load. Taking the lock
 * at BEGIN makes the transaction wait its turn (busy_timeout) like any single write.
 */
import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';

class WriteFirstDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

export class WriteFirstSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new WriteFirstDriver(this.#config);
  }
}
