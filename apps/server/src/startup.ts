/** The seed steps at start: plans and TAT packs always, the demo world when SEED_DEMO is on. */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/index';
import {
  seedDemoAccounts,
  seedDemoSales,
  seedDemoWorld,
  seedPlans,
  seedTatPlans,
  type DemoAccount,
} from './db/seed';
import type { FileStore } from './storage/index';
import type { NotificationHub } from './modules/notify/hub';
import { profileFiles } from './modules/resumes/files';
import { marketService } from './modules/resumes/market/service';
import { grant } from './modules/ledger/service';
import { columnsFrom } from './modules/resumes/fields';
import { maskDemoPage, placeholderPage } from './modules/resumes/images';
import type { Clock } from './lib/clock';

export interface SeedDeps {
  files: FileStore;
  hub: NotificationHub;
  log: FastifyBaseLogger;
  seedDemo: boolean;
  /** The app's clock (the demo sales are dated by it). */
  now: Clock;
}

/**
 * Runs every seed step under the database's start-up lock, the one the migrations ran under (issue 42): a
 * server that starts together with others waits for the first one's seeding, then finds its rows. The steps
 * read before they insert, so only the first server of a new database writes anything. Answers the demo
 * accounts this server created.
 */
export function seedAtStart(database: Db, deps: SeedDeps): Promise<DemoAccount[]> {
  return database.exclusive(() => seedAll(database, deps));
}

async function seedAll(database: Db, { files, hub, log, seedDemo, now }: SeedDeps): Promise<DemoAccount[]> {
  const db = database.db;
  await seedPlans(db);
  await seedTatPlans(db);
  const seededDemo = seedDemo ? await seedDemoAccounts(db) : [];
  if (seededDemo.length > 0) {
    await seedDemoWorld(db, files, seededDemo, {
      grant: (userId, amount, key) => grant(db, userId, 'TAT', amount, key, 'Demo TAT'),
      columnsFrom: (f) => columnsFrom(f),
      page: memo((seed) => placeholderPage(seed % 4)),
      maskHalf: memo(
        (_seed, full) => maskDemoPage(full),
        (full) => full.length,
      ),
    });
  }
  if (seededDemo.some((a) => a.email === 'recruiter@example.com')) {
    // The demo recruiter's sales go through the marketplace service itself (ledger, grants, earnings).
    const market = marketService({
      db,
      dialect: database.dialect,
      files: profileFiles(files),
      hub,
      log,
      now,
    });
    await seedDemoSales(db, (buyer, profileId, mode, key, price) =>
      market.purchase(buyer, profileId, mode, key, price),
    );
  }
  return seededDemo;
}

/** Demo pages repeat four designs; encoding each once keeps start-up fast. */
function memo<T>(fn: (seed: number, full: Buffer) => T, key?: (full: Buffer) => number) {
  const cache = new Map<number, T>();
  return (arg: number | Buffer): T => {
    const k = typeof arg === 'number' ? arg % 4 : key ? key(arg) : 0;
    let hit = cache.get(k);
    if (!hit) cache.set(k, (hit = typeof arg === 'number' ? fn(arg, Buffer.alloc(0)) : fn(0, arg)));
    return hit;
  };
}
