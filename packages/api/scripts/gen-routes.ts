/**
 * Writes src/contract/routes.ts: each endpoint's method and path, without its zod schemas, so the client
 * can call by name while the schemas stay out of the browser's first load. test/routes.test.ts fails when
 * the file is out of date; run `npm run gen:routes -w @talent/api` after changing the contract.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderRoutesModule } from '../src/contract/renderRoutes';

const target = fileURLToPath(new URL('../src/contract/routes.ts', import.meta.url));
writeFileSync(target, renderRoutesModule());
console.log(`wrote ${target}`);
