import type { Kysely } from 'kysely';
import type { ServerConfig } from './config';
import type { Database } from './db/schema';
import type { DialectName } from './db/index';
import type { MessageTransport } from './mail/index';
import type { TokenService } from './modules/auth/tokens';
import type { CheckedFileStore } from './storage/reporting';
import type { NotificationHub } from './modules/notify/hub';
import type { ImagePool } from './modules/resumes/images';

/** Everything a module needs, built once in app.ts. */
export interface AppContext {
  db: Kysely<Database>;
  /** Heavy reads (the marketplace search): SQLite read threads on a file database, else `db`. */
  reader: Kysely<Database>;
  dialect: DialectName;
  config: ServerConfig;
  mail: MessageTransport;
  tokens: TokenService;
  /** A missing file is a 404 and an error line naming the store (storage/reporting.ts). */
  files: CheckedFileStore;
  hub: NotificationHub;
  /** The worker threads that decode and mask page images. */
  images: ImagePool;
  /** The user's TAT and TTT (the ledger's reader, so auth need not import the ledger). */
  balances(userId: number): Promise<{ tat: number; ttt: number }>;
  /** The clock in ms (tests move it instead of waiting): expiries that are rules, not sessions. */
  now: () => number;
  log: {
    info(obj: object, msg?: string): void;
    warn(obj: object, msg?: string): void;
    error(obj: object, msg?: string): void;
  };
}
