/** Vitest global setup: the database templates every test app copies (see db-templates.ts). */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../src/app';
import {
  KINDS,
  dropPgDatabase,
  dropStalePgTemplates,
  pgAdmin,
  withDatabase,
  writeSqliteImage,
  type DbTemplates,
  type TemplateKind,
} from './db-templates';
import { baseTestConfig } from './test-config';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplates: DbTemplates;
  }
}

async function buildTemplate(
  kind: TemplateKind,
  target: { sqliteFile: string } | { databaseUrl: string },
  filesDir: string,
): Promise<void> {
  const built = await buildApp({
    logger: false,
    config: {
      ...baseTestConfig(filesDir),
      seedDemo: kind === 'demo',
      sqliteReadThreads: 0,
      // No background workers while the template is written.
      messageWorker: false,
      ...target,
    },
  });
  await built.app.close();
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  const stamp = Math.floor(started / 1000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-templates-'));
  const url = process.env.DATABASE_URL || undefined;
  const tag = randomBytes(4).toString('hex');
  const templates: DbTemplates = {
    dir,
    sqlite: {
      demo: { image: path.join(dir, 'demo.sqlite'), files: path.join(dir, 'demo-files') },
      empty: { image: path.join(dir, 'empty.sqlite'), files: path.join(dir, 'empty-files') },
    },
    ...(url
      ? {
          postgres: {
            url,
            demo: { database: `tpl_${stamp}_${tag}_demo`, files: path.join(dir, 'pg-demo-files') },
            empty: { database: `tpl_${stamp}_${tag}_empty`, files: path.join(dir, 'pg-empty-files') },
          },
        }
      : {}),
  };
  const builds: Promise<void>[] = [];
  for (const kind of KINDS) {
    const t = templates.sqlite[kind];
    const file = path.join(dir, `${kind}.build.sqlite`);
    builds.push(
      buildTemplate(kind, { sqliteFile: file }, t.files).then(() => writeSqliteImage(file, t.image)),
    );
  }
  if (url && templates.postgres) {
    await dropStalePgTemplates(url, started);
    for (const kind of KINDS) {
      const t = templates.postgres[kind];
      builds.push(
        pgAdmin(url, `CREATE DATABASE ${t.database}`).then(() =>
          buildTemplate(kind, { databaseUrl: withDatabase(url, t.database) }, t.files),
        ),
      );
    }
  }
  const results = await Promise.allSettled(builds);
  const teardown = async () => {
    if (url && templates.postgres) {
      for (const kind of KINDS) await dropPgDatabase(url, templates.postgres[kind].database);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  console.log(`database templates built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  project.provide('dbTemplates', templates);
  return teardown;
}
