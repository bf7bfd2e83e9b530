/**
 * SQLite reads off the event loop (issue 26): a Kysely dialect whose queries run in a small pool of worker
 * threads (read-worker.ts), each with its own read-only connection to the same WAL file. WAL lets readers run
 * beside the single writer and each read sees every commit made before it started, so a search right after
 * a write sees that write. Writes and transactions stay on the main connection: this dialect refuses them.
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import { Piscina } from 'piscina';
import type { ReadTask } from './read-worker';

/** Read threads: one per core. The event loop's share of a search (HTTP, auth, contract checks, JSON) is
 * about a quarter of its CPU: at 200 searches a second on 2 cores it was idle 68% of the time while a single
 * read thread saturated (docs/decisions.md "Read threads per core"). */
export const defaultReadThreads = () => Math.max(1, availableParallelism());

/** The worker's file: the TypeScript source under tsx and vitest, dist/read-worker.js in the built server. */
function workerFile(): { filename: string; execArgv: string[] } {
  const fromSource = import.meta.url.endsWith('.ts');
  const filename = fileURLToPath(
    new URL(fromSource ? './read-worker.ts' : './read-worker.js', import.meta.url),
  );
  return { filename, execArgv: fromSource ? ['--import', 'tsx'] : [] };
}

class ReadConnection implements DatabaseConnection {
  constructor(
    private readonly pool: Piscina,
    private readonly file: string,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const task: ReadTask = { file: this.file, sql: query.sql, params: query.parameters };
    return { rows: (await this.pool.run(task)) as R[] };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('The read pool does not stream.');
  }
}

class ReadPoolDriver implements Driver {
  private pool: Piscina | undefined;
  private connection: ReadConnection | undefined;

  constructor(
    private readonly file: string,
    private readonly threads: number,
  ) {}

  async init(): Promise<void> {
    this.pool = new Piscina({
      ...workerFile(),
      minThreads: this.threads,
      maxThreads: this.threads,
      idleTimeout: Infinity,
    });
    this.connection = new ReadConnection(this.pool, this.file);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return this.connection!;
  }

  async beginTransaction(): Promise<void> {
    throw new Error('The read pool is read-only: run transactions on the main connection.');
  }

  async commitTransaction(): Promise<void> {}

  async rollbackTransaction(): Promise<void> {}

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    await this.pool?.destroy();
  }
}

/** The dialect of the reader: SQLite's SQL, executed by `threads` worker threads on `file`. */
export function sqliteReadDialect(file: string, threads = defaultReadThreads()): Dialect {
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new ReadPoolDriver(file, threads),
    createIntrospector: (db: Kysely<unknown>) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
}
