/**
 * Admin command (issue 26): recomputes every running total (users' profile counts, TAT earned, profiles sold
 * and acquired and distinct payers, ledger
 * accounts' entry counts and balances) from the rows and prints the ones that differ. Exit code 1 when any
 * does. Reads the same settings as the server (DATA_DIR, DATABASE_URL).
 *   npm run check-totals -w @talent/server
 */
import { configFromEnv } from '../src/config';
import { openDb } from '../src/db/index';
import { checkTotals } from '../src/db/totals';

const config = configFromEnv(process.env, { portalDist: undefined });
const { db, close } = await openDb({
  databaseUrl: config.databaseUrl,
  schema: config.databaseSchema,
  sqliteFile: config.sqliteFile,
  dataDir: config.dataDir,
});
try {
  const found = await checkTotals(db);
  for (const m of found) console.log(`${m.what} #${m.id}: stored ${m.stored}, recomputed ${m.recomputed}`);
  console.log(
    found.length ? `${found.length} running totals differ.` : 'All running totals match their rows.',
  );
  process.exitCode = found.length ? 1 : 0;
} finally {
  await close();
}
