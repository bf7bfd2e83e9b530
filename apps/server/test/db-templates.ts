/**
 * Migrated and seeded databases, built once per test run and copied for each test app (issue 38).
 *
 * Building an app used to run every migration and the demo seed again: 2-5 s on SQLite and 5-15 s on
 * PostgreSQL per test app, over a hundred times per run. The global setup (global-setup.ts) builds one
 * template per kind (`demo`: seeded with the demo world; `empty`: plans and packs only) and createTestApp
 * copies it:
 * - SQLite: the template is a serialized database image opened in memory (better-sqlite3 `new Database(buf)`);
 * - PostgreSQL: a template database, copied with `CREATE DATABASE ... TEMPLATE` into a database of the app's own;
 * - the seeded demo files (page images) are copied from the template's folder.
 * An app whose settings change what the seed writes (an S3 store, a database file) builds from scratch.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import pg from 'pg';

export type TemplateKind = 'demo' | 'empty';

export interface DbTemplates {
  /** Folder of the SQLite images and the seeded files. */
  dir: string;
  sqlite: Record<TemplateKind, { image: string; files: string }>;
  /** Only when DATABASE_URL is set. */
  postgres?: { url: string } & Record<TemplateKind, { database: string; files: string }>;
}

export const KINDS: TemplateKind[] = ['demo', 'empty'];

/** The same URL with another database name. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Runs one statement on the server's maintenance connection (the DATABASE_URL's own database). */
export async function pgAdmin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const SAFE_NAME = /^[a-z_][a-z0-9_]*$/;

/** A fresh PostgreSQL database copied from a template; returns its name. */
export async function copyPgTemplate(url: string, template: string): Promise<string> {
  const name = `t_${Math.floor(Date.now() / 1000)}_${randomBytes(5).toString('hex')}`;
  if (!SAFE_NAME.test(template)) throw new Error(`Bad template name ${template}`);
  // CREATE DATABASE refuses a template that another session is copying at the same moment only when that
  // session is connected to it; copies run in parallel. Retry the rare "being accessed by other users".
  for (let attempt = 1; ; attempt++) {
    try {
      await pgAdmin(url, `CREATE DATABASE ${name} TEMPLATE ${template}`);
      return name;
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (code !== '55006' || attempt >= 20) throw e;
      await new Promise((r) => setTimeout(r, 50 * attempt));
    }
  }
}

/**
 * Drops a database once the app's sessions have left it. pg's `Pool.end()` resolves while its clients are
 * still saying goodbye; `WITH (FORCE)` at that moment kills them mid-goodbye and their `end()` rejects
 * (57P01) in the test worker. So: wait (up to 10 s) until pg_stat_activity shows no session, then drop;
 * FORCE only for a session that never leaves.
 */
export async function dropPgDatabase(url: string, database: string): Promise<void> {
  if (!SAFE_NAME.test(database)) throw new Error(`Bad database name ${database}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 200; attempt++) {
      const { rows } = await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
        [database],
      );
      if (rows[0]!.n === 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** Writes a SQLite database file as a self-contained image (no WAL), ready for `new Sqlite(buffer)`. */
export function writeSqliteImage(dbFile: string, imageFile: string): void {
  const db = new Sqlite(dbFile);
  try {
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.pragma('journal_mode = DELETE');
    fs.writeFileSync(imageFile, db.serialize());
  } finally {
    db.close();
  }
}

/** A copy of a template's files folder for one app (a fresh empty folder when the template has none). */
export function copyFiles(from: string | undefined): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-files-'));
  if (from && fs.existsSync(from)) fs.cpSync(from, dir, { recursive: true });
  return dir;
}

/** Databases named with a time (`tpl_<seconds>_...`, `t_<seconds>_...`) older than a day belong to runs
 * that died before their teardown. */
export async function dropStalePgTemplates(url: string, nowMs: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'tpl\\_%' OR datname LIKE 't\\_%'",
    );
    for (const { datname } of rows) {
      const stamp = Number(datname.split('_')[1]);
      if (Number.isFinite(stamp) && nowMs / 1000 - stamp > 86_400) {
        await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      }
    }
  } finally {
    await client.end();
  }
}
