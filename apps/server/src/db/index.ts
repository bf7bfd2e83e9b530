/** Database connection: SQLite (better-sqlite3) by default, PostgreSQL when DATABASE_URL is set. */
import fs from 'node:fs';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type { Database } from './schema';
import { runMigrations } from './migrations';
import { WriteFirstSqliteDialect } from './sqliteWrites';
import { defaultReadThreads, sqliteReadDialect } from './readPool';
import { pgStartupLock, sqliteStartupLock, type StartupLock } from './startup-lock';
import { isoNow, systemClock } from '../lib/clock';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  db: Kysely<Database>;
  /** Where heavy reads go (issue 26): on a SQLite file, worker threads with read-only connections
   * (readPool.ts); otherwise `db` itself (PostgreSQL's pool already runs queries off the event loop). */
  reader: Kysely<Database>;
  dialect: DialectName;
  /** Runs work under the lock the migrations ran under (startup-lock.ts): the seed steps at start. */
  exclusive: StartupLock;
  /** PostgreSQL: the pool's connections now (metrics); SQLite has one connection and no pool. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export interface DbOptions {
  databaseUrl?: string;
  /** PostgreSQL schema; created when missing. */
  schema?: string;
  sqliteFile?: string;
  dataDir: string;
  /** SQLite read threads (default: one per core); 0 keeps every read on the main connection. */
  readThreads?: number;
  /** PostgreSQL: the pool's most connections (default 10). */
  poolMax?: number;
  /** SQLite: start from this serialized database (in memory) instead of a file; tests copy a migrated and
   * seeded template this way instead of building each one again. */
  sqliteImage?: Buffer;
  /** PostgreSQL: a pooled connection died (a database restart, a cut network). Its query, if any, fails;
   * the pool drops it and opens a new one for the next query. */
  onConnectionError?: (err: Error) => void;
}

// pg returns int8/numeric as strings; our counts and sums fit in a double.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export async function openDb(options: DbOptions): Promise<Db> {
  if (options.databaseUrl) {
    const schema = options.schema;
    if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Bad schema name ${schema}`);
    const exclusive = pgStartupLock(options.databaseUrl, schema);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? 10,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    // Every connection keeps a listener: pg emits 'error' on a connection that dies while it runs a query
    // too (the query fails as well), and an 'error' without a listener ends the process. The pool's own
    // event (the same error, for an idle connection) needs one for that reason alone.
    pool.on('connect', (client) => client.on('error', (err) => options.onConnectionError?.(err)));
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    await exclusive(async () => {
      // Under the lock: CREATE SCHEMA IF NOT EXISTS itself fails when two sessions create one schema at once.
      if (schema) await sql.raw(`CREATE SCHEMA IF NOT EXISTS ${schema}`).execute(db);
      await runMigrations(db, 'postgres', schema);
    }).catch(async (err: unknown) => {
      await db.destroy();
      throw err;
    });
    const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    return { db, reader: db, dialect: 'postgres', exclusive, poolStats, close: () => db.destroy() };
  }
  const file = options.sqliteImage
    ? ':memory:'
    : (options.sqliteFile ?? path.join(options.dataDir, 'talent.db'));
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = options.sqliteImage ? new Sqlite(options.sqliteImage) : new Sqlite(file);
  database.pragma('journal_mode = WAL');
  // Issue 26: in WAL mode NORMAL syncs at checkpoints, not every commit, and stays consistent after a crash
  // (the last commits before a power loss may roll back). A 64 MB page cache and 256 MB of mmap hold the
  // working set of a large marketplace instead of SQLite's 2 MB default.
  database.pragma('synchronous = NORMAL');
  database.pragma('cache_size = -65536');
  database.pragma('mmap_size = 268435456');
  database.pragma('temp_store = MEMORY');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new WriteFirstSqliteDialect({ database: withStatementCache(database) }),
  });
  const exclusive = sqliteStartupLock(file);
  await exclusive(() => runMigrations(db, 'sqlite'));
  const threads = options.readThreads ?? defaultReadThreads();
  // The read threads open the file after the migrations, so they see the whole schema.
  const reader =
    file !== ':memory:' && threads > 0
      ? new Kysely<Database>({ dialect: sqliteReadDialect(file, threads) })
      : db;
  return {
    db,
    reader,
    dialect: 'sqlite',
    exclusive,
    close: async () => {
      if (reader !== db) await reader.destroy();
      await db.destroy();
    },
  };
}

/**
 * Kysely prepares every query anew; better-sqlite3 statements can be reused, so keep the most recent ones by
 * their SQL text. A statement still being iterated (a stream) is busy: another use gets a fresh one.
 */
function withStatementCache(database: Sqlite.Database, size = 500): Sqlite.Database {
  const cache = new Map<string, Sqlite.Statement>();
  const prepare = database.prepare.bind(database);
  return new Proxy(database, {
    get(target, prop, receiver) {
      if (prop !== 'prepare') return Reflect.get(target, prop, receiver) as unknown;
      return (source: string) => {
        const hit = cache.get(source);
        if (hit && !hit.busy) {
          // Most recently used last, so the first key is the one to evict.
          cache.delete(source);
          cache.set(source, hit);
          return hit;
        }
        const stmt = prepare(source);
        if (!hit) {
          cache.set(source, stmt);
          if (cache.size > size) cache.delete(cache.keys().next().value!);
        }
        return stmt;
      };
    },
  });
}

/** Drops a PostgreSQL schema (tests). */
export async function dropPgSchema(databaseUrl: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
}

/**
 * @deprecated The wall clock's ISO time, kept only for the modules part B of issue 40 still moves to the
 * app's clock (projects, invoices, payments, wallet, blog, team, userServices); use `isoNow(ctx.now)`.
 */
export function nowIso(): string {
  return isoNow(systemClock);
}

export { sql };
