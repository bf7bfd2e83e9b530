/**
 * The contract framework: one declaration per endpoint, used by the server (routes + validation),
 * the client (typed calls and SWR hooks) and the msw handlers.
 */
import { z } from 'zod';
import type { Action, Subject } from '../abilities';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `public`: no token needed. Otherwise the signed-in user's ability must allow action on subject. */
export type Access = 'public' | { action: Action; subject: Subject; roles?: never };

/** The error body of every failed call (brief: HTTP conventions). */
export const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** Machine-readable reason where a status has several meanings. 406 carries `session_elsewhere`
   * (the spec's "logged in on a different device") or an upload rejection (`invalid_file_type`,
   * `duplicate`, `daily_limit`); 429 carries `daily_limit`. */
  code: z.string().optional(),
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
}

/** Identity helper that keeps the literal types of a declaration. */
export function endpoint<const T extends EndpointDef>(def: T): T {
  return def;
}

type InferOr<T, Fallback> = T extends z.ZodType ? z.infer<T> : Fallback;
type InputOr<T, Fallback> = T extends z.ZodType ? z.input<T> : Fallback;

export type ParamsOf<E extends EndpointDef> = InferOr<E['params'], Record<string, never>>;
export type QueryOf<E extends EndpointDef> = InputOr<E['query'], Record<string, never>>;
export type BodyOf<E extends EndpointDef> = InputOr<E['body'], undefined>;
export type ResponseOf<E extends EndpointDef> = z.infer<E['response']>;

export { buildPath } from './paths';

/** Common pieces. */
export const idParam = z.object({ id: z.coerce.number().int().positive() });
export const uidParam = z.object({ uid: z.coerce.number().int().positive() });

/** limit/offset paging (the client asks limit 10000000 offset 0 for master data). */
export const pageQuery = z.object({
  limit: z.coerce.number().int().min(0).max(10_000_000).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  search: z.string().optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** `{ count, results }` list answers. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ count: z.number().int(), results: z.array(item) });
}

export const isoDate = z.string();
