/**
 * The contract framework: one declaration per endpoint, used by the server (routes + validation),
 * the client (typed calls and SWR hooks) and the msw handlers.
 */
import { z } from 'zod';
import type { Action, Subject } from '../abilities';
import { MAX_ID, MAX_PAGE_SIZE } from '../rules';
import type { Invalidates } from './tags';

// In a browser the portal's Content-Security-Policy allows no eval: zod's compiled object parsers stay off
// there, and so does their probe (`new Function('')`), which the browser would report as a CSP violation.
// The server keeps them.
if (typeof (globalThis as { document?: unknown }).document !== 'undefined') z.config({ jitless: true });

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `public`: no token needed. Otherwise the signed-in user's ability must allow action on subject; `denied`
 * is the 403 message when it does not (the default says no permission). */
export type Access = 'public' | { action: Action; subject: Subject; denied?: string; roles?: never };

/** The error body of every failed call (brief: HTTP conventions). */
export const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** Machine-readable reason where a status has several meanings. 406 carries `session_elsewhere`
   * (the spec's "logged in on a different device") or an upload rejection (`invalid_file_type`,
   * `duplicate`, `daily_limit`); 429 carries `daily_limit`. */
  code: z.string().optional(),
  /** With 409 `price_changed` (unlock, rent, buy): the current price in TAT, which nothing was charged at. */
  price: z.number().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** `{ message }` answers of calls that only confirm. */
export const messageBody = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageBody>;

export interface EndpointDef {
  method: HttpMethod;
  /** Path exactly as the spec spells it, params as `:name`. */
  path: string;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Multipart form (file uploads): `body` describes the text fields; files are read separately. */
  multipart?: boolean;
  /** Success status (default 200). */
  status?: number;
  response: z.ZodType;
  /** Documented error statuses and what they mean. Bodies are always `errorBody`. */
  errors?: Partial<Record<number, string>>;
  access: Access;
  /** Money, uploads, publishing and API keys: refused (403 `email_unverified`) until the account's e-mail
   * address is verified (issue 24, finding 8). */
  verifiedEmail?: true;
  /** Credentials (password, e-mail, mobile, API keys): refused (403 `api_key_forbidden`) to a request
   * authenticated by an API key; only a signed-in session may change them (issue 24, finding 7). */
  sessionOnly?: true;
  /** Non-JSON answers (HTML pages, images) are declared with response z.unknown() and this content type. */
  contentType?: string;
  /** A write's cache tags: the reads it changes, which the client revalidates after a success (tags.ts).
   * Every write declares it (test/tags.test.ts); reads provide their domain's tag and declare none. */
  invalidates?: Invalidates;
}

export const NUL_MESSAGE = 'Text must not contain the NUL character (\\u0000).';
export const INTEGER_MESSAGE = `Whole numbers must lie between -${MAX_ID} and ${MAX_ID}.`;

/** What no request may carry, wherever it sits: text with a NUL character (PostgreSQL's text refuses it)
 * and whole numbers a 32-bit integer column cannot hold (every id and count is one). Walks the parsed
 * value, so it also sees keys a passthrough schema keeps. */
export function inputProblems(
  value: unknown,
  path: PropertyKey[] = [],
): { path: PropertyKey[]; message: string }[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [{ path, message: NUL_MESSAGE }] : [];
  if (typeof value === 'number')
    return Number.isInteger(value) && Math.abs(value) > MAX_ID ? [{ path, message: INTEGER_MESSAGE }] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => inputProblems(v, [...path, i]));
  if (value && typeof value === 'object' && !(value instanceof Date))
    return Object.entries(value).flatMap(([k, v]) => [
      ...(k.includes('\u0000') ? [{ path: [...path, k], message: NUL_MESSAGE }] : []),
      ...inputProblems(v, [...path, k]),
    ]);
  return [];
}

/** The schema with the `inputProblems` check added (same type: zod 4 refinements keep the schema class). */
function guarded<S extends z.ZodType | undefined>(schema: S): S {
  if (!schema) return schema;
  return schema.superRefine((value, ctx) => {
    // A field the schema already refused (an id over its max) is not reported twice.
    const refused = new Set(ctx.issues.map((issue) => (issue.path ?? []).join('.')));
    for (const problem of inputProblems(value))
      if (!refused.has(problem.path.join('.'))) ctx.addIssue({ code: 'custom', ...problem });
  }) as S;
}

/** Keeps the literal types of a declaration, and guards its params, query and body (`inputProblems`):
 * every endpoint refuses NUL text and out-of-range integers with a 400 (404 in the path). */
export function endpoint<const T extends EndpointDef>(def: T): T {
  const out = { ...def };
  for (const part of ['params', 'query', 'body'] as const) if (def[part]) out[part] = guarded(def[part]);
  return out;
}

type InferOr<T, Fallback> = T extends z.ZodType ? z.infer<T> : Fallback;
type InputOr<T, Fallback> = T extends z.ZodType ? z.input<T> : Fallback;

export type ParamsOf<E extends EndpointDef> = InferOr<E['params'], Record<string, never>>;
export type QueryOf<E extends EndpointDef> = InputOr<E['query'], Record<string, never>>;
export type BodyOf<E extends EndpointDef> = InputOr<E['body'], undefined>;
export type ResponseOf<E extends EndpointDef> = z.infer<E['response']>;

export { buildPath } from './paths';

/** Common pieces. */
/** A row id: a positive 32-bit integer (ids are integer columns; 2^31 would fail on PostgreSQL). */
export const id = () => z.number().int().positive().max(MAX_ID);
/** A row id from the path, a query or a form field (text coerced to a number). */
export const idText = () => z.coerce.number().int().positive().max(MAX_ID);
export const idParam = z.object({ id: idText() });
/** A row id or a reference (a checkout session id) in the path: digits are an id, so at most MAX_ID. */
export const idOrRefParam = z.object({
  id: z
    .string()
    .min(1)
    .max(200)
    .refine((s) => !/^\d+$/.test(s) || Number(s) <= MAX_ID, { message: INTEGER_MESSAGE }),
});
export const uidParam = z.object({ uid: idText() });

/** limit/offset paging of the master data lists (the client asks limit 10000000 offset 0): no cap. */
export const masterDataQuery = z.object({
  limit: z.coerce.number().int().min(0).max(10_000_000).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  search: z.string().optional(),
});
/** limit/offset paging of every other list: a limit above MAX_PAGE_SIZE (75, the spec's largest page size)
 * is answered with MAX_PAGE_SIZE rows rather than refused, so an old client asking for more still works. */
export const pageQuery = masterDataQuery.extend({
  limit: z.coerce
    .number()
    .int()
    .min(0)
    .max(10_000_000)
    .transform((n) => Math.min(n, MAX_PAGE_SIZE))
    .optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** `{ count, results }` list answers. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ count: z.number().int(), results: z.array(item) });
}

export const isoDate = z.string();
