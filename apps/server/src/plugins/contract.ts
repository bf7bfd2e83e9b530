/**
 * Registers routes from the @talent/api contract: validates params, query and body with the endpoint's zod
 * schemas (400 with per-field errors), checks access (401 / 406 / 403), and validates the answer.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  abilityFromRules,
  type Access,
  type AppAbility,
  type EndpointDef,
  type ResponseOf,
} from '@talent/api';
import type { AppContext } from '../context';
import type { User } from '../db/schema';
import {
  HttpError,
  inactiveError,
  apiKeyForbidden,
  emailUnverified,
  sessionElsewhere,
  unauthorized,
  type FieldErrors,
} from '../lib/errors';
import { runInRequest } from '../lib/request-context';
import { isoNow } from '../lib/clock';
import { authRepo } from '../modules/auth/repo';
import { apiKeyRepo } from '../modules/apikeys/repo';
import { accountRules, memberAbility } from '../modules/roles/access';

export interface AuthInfo {
  /** The account the request acts on: the signed-in user's own, or their owner's for a team member
   * (issue 19), so every module that scopes by `auth.user.id` works in the shared account. */
  user: User;
  /** The signed-in user themselves (the member): for what is personal (credentials, sessions, API keys). */
  self: User;
  sessionId: string;
  /** Authenticated by `X-Api-Key` rather than a session's access token. */
  viaApiKey?: true;
  ability: AppAbility;
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;

export interface HandlerContext<E extends EndpointDef, A> {
  params: Infer<E['params']>;
  query: Infer<E['query']>;
  body: Infer<E['body']>;
  auth: A;
  req: FastifyRequest;
  reply: FastifyReply;
}

type AuthFor<E extends EndpointDef> = E['access'] extends 'public' ? AuthInfo | null : AuthInfo;

export type Handler<E extends EndpointDef> = (
  ctx: HandlerContext<E, AuthFor<E>>,
) => Promise<ResponseOf<E> | RawReply> | ResponseOf<E> | RawReply;

type Parts = 'params' | 'query' | 'body';

/**
 * A signed-in endpoint described by the data it carries rather than by its declaration. A helper that
 * registers a family of alike endpoints (the four exclusion lists, the profile sections) takes these,
 * generic over the data types, so `route()` still infers `auth`, `params`, `body` and the answer inside
 * it; a plain `EndpointDef` would type them as `undefined` and force casts. Parts that `T` leaves out
 * are absent, as in a declaration without them.
 */
export type SignedInEndpoint<
  T extends { params?: unknown; query?: unknown; body?: unknown; response: unknown },
> = Omit<EndpointDef, Parts | 'response' | 'access'> & {
  access: Exclude<Access, 'public'>;
  response: z.ZodType<T['response']>;
} & { [K in Extract<keyof T, Parts>]-?: z.ZodType<T[K]> } & {
  [K in Exclude<Parts, keyof T>]?: undefined;
};

/** Returned by handlers that answer something other than validated JSON (files, HTML, redirects). */
export class RawReply {
  constructor(readonly send: (reply: FastifyReply) => unknown) {}
}

export function zodToHttp(error: z.ZodError, where: 'body' | 'query' | 'params'): HttpError {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : where === 'body' ? 'non_field_errors' : where;
    (errors[key] ??= []).push(issue.message);
  }
  const first = error.issues[0];
  const message =
    first && first.path.length === 0 && where === 'body' && first.code === 'invalid_type'
      ? 'The request body must be a JSON object.'
      : (first?.message ?? 'Invalid input.');
  return new HttpError(where === 'params' ? 404 : 400, where === 'params' ? 'Not found.' : message, errors);
}

/** Reads the Bearer token and loads the user: 401 when missing/invalid/expired, 406 when the session
 * was ended by a login on another device. */
export async function authenticate(ctx: AppContext, req: FastifyRequest): Promise<AuthInfo> {
  const apiKey = req.headers['x-api-key'];
  if (typeof apiKey === 'string' && apiKey.trim()) return authenticateApiKey(ctx, apiKey.trim());
  const header = req.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  if (!token) throw unauthorized();
  const claims = await ctx.tokens.verifyAccess(token);
  if (!claims) throw unauthorized('Given token not valid for any token type');
  const users = authRepo(ctx.db);
  const user = await users.userById(claims.userId);
  if (!user) throw unauthorized('User not found');
  const refused = inactiveError(user, null, 401);
  if (refused) throw refused;
  if (user.current_session_id !== claims.sessionId) {
    const session = await users.sessionById(claims.sessionId);
    if (session?.end_reason === 'other_device') throw sessionElsewhere();
    throw unauthorized('Your session has ended. Please log in again.');
  }
  return inAccount(ctx, user, { sessionId: claims.sessionId });
}

/** The user's ability from the stored rules of their role (issue 19), read on every call so that a change
 * to a role takes effect at once. */
export async function abilityOf(ctx: AppContext, user: User): Promise<AppAbility> {
  return abilityFromRules(await accountRules(ctx.db, user));
}

/** A team member works in their owner's account with the permissions granted, within the owner's stored
 * rules (issue 19); anyone else in their own. 401 when the owner's account is gone. */
async function inAccount(
  ctx: AppContext,
  self: User,
  rest: { sessionId: string; viaApiKey?: true },
): Promise<AuthInfo> {
  if (self.owner_id === null) return { ...rest, user: self, self, ability: await abilityOf(ctx, self) };
  const owner = await authRepo(ctx.db).userById(self.owner_id);
  if (!owner) throw unauthorized('The account you work in no longer exists.');
  // A deactivated owner takes the team with them (401, or the API key's own message).
  const refused = inactiveError(self, owner, 401);
  if (refused) throw rest.viaApiKey ? unauthorized('Invalid or revoked API key.') : refused;
  return { ...rest, user: owner, self, ability: memberAbility(await abilityOf(ctx, owner), self) };
}

export const hashApiKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** `X-Api-Key: <key>`: acts as the key's owner (401 for an unknown or revoked key) and stamps last_used_at. */
async function authenticateApiKey(ctx: AppContext, key: string): Promise<AuthInfo> {
  const keys = apiKeyRepo(ctx.db, ctx.dialect);
  const row = await keys.activeByHash(hashApiKey(key));
  if (!row) throw unauthorized('Invalid or revoked API key.');
  const user = await authRepo(ctx.db).userById(row.user_id);
  if (!user || user.deactivated_at !== null) throw unauthorized('Invalid or revoked API key.');
  await keys.touch(row.id, isoNow(ctx.now));
  return inAccount(ctx, user, { sessionId: `api-key:${row.id}`, viaApiKey: true });
}

export function route<E extends EndpointDef>(
  app: FastifyInstance,
  ctx: AppContext,
  def: E,
  handler: Handler<E>,
): void {
  app.route({
    method: def.method,
    url: def.path,
    handler: async (req, reply) => {
      let auth: AuthInfo | null = null;
      if (def.access === 'public') {
        if (req.headers.authorization || req.headers['x-api-key'])
          auth = await authenticate(ctx, req).catch(() => null);
      } else {
        auth = await authenticate(ctx, req);
        if (!auth.ability.can(def.access.action, def.access.subject)) {
          throw new HttpError(403, def.access.denied ?? 'You do not have permission to perform this action.');
        }
        if (def.sessionOnly && auth.viaApiKey) throw apiKeyForbidden();
        if (def.verifiedEmail && auth.user.is_email_verified !== 1) throw emailUnverified();
      }
      const params = parse(def.params, req.params, 'params');
      const query = parse(def.query, req.query ?? {}, 'query');
      const body = def.multipart ? undefined : parse(def.body, req.body, 'body');
      const result = await runInRequest({ actorId: auth?.self.id ?? null, now: ctx.now, reqId: req.id }, () =>
        handler({ params, query, body, auth, req, reply } as HandlerContext<E, AuthFor<E>>),
      );
      if (result instanceof RawReply) return result.send(reply);
      const checked = def.response.safeParse(result);
      if (!checked.success) {
        req.log.error(
          { issues: checked.error.issues, path: def.path },
          'response does not match the contract',
        );
        throw new HttpError(500, 'Internal server error');
      }
      reply.status(def.status ?? 200);
      return checked.data;
    },
  });
}

function parse(schema: z.ZodType | undefined, value: unknown, where: 'body' | 'query' | 'params'): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw zodToHttp(result.error, where);
  return result.data;
}
