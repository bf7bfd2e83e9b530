/**
 * A SQLite read thread (issue 26): runs the SELECTs the read pool sends (readPool.ts) on its own read-only
 * WAL connection, so a search's SQL never holds the event loop and the second core does the work. Bundled as
 * dist/read-worker.js next to dist/main.js; loaded from source with tsx under vitest.
 */
import Sqlite from 'better-sqlite3';

export interface ReadTask {
  file: string;
  sql: string;
  params: readonly unknown[];
}

const connections = new Map<string, { db: Sqlite.Database; statements: Map<string, Sqlite.Statement> }>();
const STATEMENTS = 200;

function connection(file: string) {
  let c = connections.get(file);
  if (!c) {
    const db = new Sqlite(file, { readonly: true, fileMustExist: true });
    // The same cache and mmap as the writer (db/index.ts): the working set stays in memory per thread.
    db.pragma('cache_size = -65536');
    db.pragma('mmap_size = 268435456');
    db.pragma('temp_store = MEMORY');
    db.pragma('busy_timeout = 5000');
    c = { db, statements: new Map() };
    connections.set(file, c);
  }
  return c;
}

/** One query: its rows (a statement that returns none, such as a PRAGMA, answers an empty list). */
export default function read({ file, sql, params }: ReadTask): unknown[] {
  const c = connection(file);
  let stmt = c.statements.get(sql);
  if (!stmt) {
    stmt = c.db.prepare(sql);
    c.statements.set(sql, stmt);
    if (c.statements.size > STATEMENTS) c.statements.delete(c.statements.keys().next().value!);
  }
  if (!stmt.reader) throw new Error('The read pool runs queries that return rows only.');
  return stmt.all(...params);
}
