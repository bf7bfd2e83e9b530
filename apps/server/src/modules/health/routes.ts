/**
 * Operations (issue 42): GET /api/health (in the contract), and the operator probes outside it: GET /healthz
 * (the process answers) and GET /readyz (database, Redis, file store, migrations, sending queue: 200 or 503
 * with the reasons). The server's heartbeat starts when it is ready and stops when it closes.
 */
import { endpoints } from '@talent/api';
import { route } from '../../plugins/contract';
import { RedisHub } from '../notify/hub';
import type { AppModule } from '../module';
import { heartbeat } from './heartbeat';
import { readiness } from './readiness';
import { healthRepo } from './repo';

const healthModule: AppModule = async (app, { ctx }) => {
  const repo = healthRepo(ctx.db);
  const beats = heartbeat({ repo, files: ctx.files, now: ctx.now, log: ctx.log });
  let closing = false;
  const ready = readiness({
    repo,
    dialect: ctx.dialect,
    redis: ctx.hub instanceof RedisHub ? ctx.hub : undefined,
    files: ctx.files,
    messageWorker: ctx.config.messageWorker,
    now: ctx.now,
    closing: () => closing,
  });

  app.addHook('onReady', () => beats.start());
  // Probes answer 503 from the moment the server begins to close, so load balancers stop sending to it.
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onClose', () => beats.stop());

  route(app, ctx, endpoints.getHealth, async () => {
    const { servers, warnings } = await beats.warnings();
    return {
      status: warnings.length > 0 ? ('warning' as const) : ('ok' as const),
      servers,
      file_store: ctx.files.kind,
      warnings,
    };
  });

  app.get('/healthz', async (_req, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'alive' }),
  );
  app.get('/readyz', async (_req, reply) => {
    const { ready: ok, reasons, checks } = await ready();
    return reply
      .status(ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ok ? 'ready' : 'not ready', reasons, checks });
  });
};
export default healthModule;
