#!/usr/bin/env node
// talent-parse FILE... -> one JSON line per file. Runs the esbuild output (no TypeScript loader needed);
// builds it first when dist/ is missing (same as `npm run build -w @talent/parser`).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'dist', 'cli.mjs');
if (!existsSync(cli)) {
  const r = spawnSync(process.execPath, [join(root, 'build.mjs')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (r.status !== 0) {
    process.stderr.write(
      'talent-parse: building dist/cli.mjs failed; run `npm run build -w @talent/parser`\n',
    );
    process.exit(2);
  }
}
const { runCli } = await import(pathToFileURL(cli).href);
process.exitCode = await runCli(process.argv.slice(2));
