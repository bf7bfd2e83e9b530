/** Operations (contract/health.ts): one server, files in S3, nothing to warn about. */
import type { HttpHandler } from 'msw';
import { handle } from '../handle';

export const healthHandlers: HttpHandler[] = [
  handle('getHealth', () => ({ status: 'ok' as const, servers: 1, file_store: 's3' as const, warnings: [] })),
];
