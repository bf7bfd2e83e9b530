/** The shape of a domain module: an encapsulated Fastify plugin that app.ts registers under /api. */
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';

/** What every module plugin receives: the app's shared services, built once in app.ts. */
export interface ModuleOptions {
  ctx: AppContext;
}

/**
 * A module's `routes.ts` default-exports one of these. It builds its repo (Kysely queries) and service
 * (rules) from `ctx`, then maps each contract endpoint to a service call. Nothing is kept at module level.
 */
export type AppModule = FastifyPluginAsync<ModuleOptions>;
