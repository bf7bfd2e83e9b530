/**
 * The start-up lock (issue 42): servers that start together on one database run the migrations and the seed
 * steps one at a time, so a second server finds the first one's rows instead of inserting them again.
 *
 * - PostgreSQL: a session advisory lock keyed by the schema, on a connection of its own (the work itself
 *   goes through the pool). Ending that connection releases the lock, also when the process dies.
 * - SQLite file: a write transaction on a small side file (`<file>-startup`), held by a connection of its
 *   own; another process waits on it (SQLite's busy timeout), and the system drops it when a process dies.
 *   Servers in one process queue on a promise first: their connections are synchronous, so one waiting
 *   for the file inside the process would stall the one holding it.
 * - SQLite in memory: private to its connection, nothing to share.
 */
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import pg from 'pg';

export type StartupLock = <T>(work: () => Promise<T>) => Promise<T>;

/** The first key of PostgreSQL's two-key advisory locks for this lock ('TALS'); the second is the schema's
 * hash. Kysely's migrator takes its own one-key transaction lock inside this one. */
const PG_LOCK_CLASS = 0x54414c53;

/** How long a server waits for another one's migrations and seeding on a SQLite file. */
const SQLITE_WAIT_MS = 5 * 60_000;

export function pgStartupLock(databaseUrl: string, schema: string | undefined): StartupLock {
  return async (work) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1, hashtext($2))', [PG_LOCK_CLASS, schema ?? 'public']);
      return await work();
    } finally {
      // Ending the session releases its advisory locks.
      await client.end();
    }
  };
}

const inProcess = new Map<string, Promise<unknown>>();

export function sqliteStartupLock(file: string): StartupLock {
  if (file === ':memory:') return (work) => work();
  const key = path.resolve(file);
  return async (work) => {
    const before = inProcess.get(key) ?? Promise.resolve();
    const run = before.then(() => underFileLock(`${key}-startup`, work));
    const settled = run.catch(() => undefined);
    inProcess.set(key, settled);
    try {
      return await run;
    } finally {
      if (inProcess.get(key) === settled) inProcess.delete(key);
    }
  };
}

async function underFileLock<T>(lockFile: string, work: () => Promise<T>): Promise<T> {
  const lock = new Sqlite(lockFile, { timeout: SQLITE_WAIT_MS });
  try {
    // A write transaction: one connection at a time holds it; the others wait up to SQLITE_WAIT_MS.
    lock.exec('BEGIN IMMEDIATE');
    return await work();
  } finally {
    lock.close();
  }
}
