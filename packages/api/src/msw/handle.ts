/**
 * The pieces every domain's handlers are built from: `handle` (a handler typed from the contract),
 * `errorResponse` and list paging. The handler modules and the index both import them from here.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod';
import {
  endpoints,
  type EndpointDef,
  type Endpoints,
  type EndpointName,
  type EndpointResponse,
  type ErrorBody,
} from '../contract';
import { DEFAULT_PAGE_SIZE } from '../rules';
import { isRole, type Role } from '../abilities';

/** The body after the contract parsed it (coerced numbers, defaults applied). */
export type ParsedBody<N extends EndpointName> = Endpoints[N] extends { body: infer B extends z.ZodType }
  ? z.infer<B>
  : undefined;

export interface ResolverInfo<N extends EndpointName> {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
  body: ParsedBody<N>;
  /** Role of the mock session, read from the Bearer token `mock-access-<role>`. */
  role: Role | null;
}

export type Resolver<N extends EndpointName> = (
  info: ResolverInfo<N>,
) => EndpointResponse<N> | Response | Promise<EndpointResponse<N> | Response>;

/** Matches any origin, so the handlers work with a configured base host as well as same-origin calls. */
export function mswPath(path: string): string {
  return `*${path}`;
}

/** The msw method function of an endpoint. */
export function methodOf(def: EndpointDef) {
  return http[def.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'];
}

function roleFrom(request: Request): Role | null {
  const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  const role = token.startsWith('mock-access-') ? token.slice('mock-access-'.length) : '';
  return isRole(role) ? role : null;
}

export function errorResponse(status: number, message: string, errors?: ErrorBody['errors']): Response {
  return HttpResponse.json({ message, ...(errors ? { errors } : {}) } satisfies ErrorBody, { status });
}

/** A typed handler for one endpoint; the answer is checked against the contract so mocks cannot drift. */
export function handle<N extends EndpointName>(name: N, resolver: Resolver<N>): HttpHandler {
  const def: EndpointDef = endpoints[name];
  // A page outside /api (the public blog, the sitemap) lives at the origin's root. `*/blog/:slug` alone would
  // also catch any file under a `blog` folder, such as a story module the test browser fetches, so such a
  // handler answers only when the path itself starts there, and lets everything else through.
  const rootPage = !def.path.startsWith('/api/') ? `/${def.path.split('/')[1] ?? ''}` : null;
  return methodOf(def)(mswPath(def.path), async ({ request, params }) => {
    if (rootPage && !new URL(request.url).pathname.startsWith(rootPage)) return undefined;
    const role = roleFrom(request);
    if (def.access !== 'public' && !role)
      return errorResponse(401, 'Authentication credentials were not provided.');
    let body: unknown = undefined;
    if (def.method !== 'GET' && request.headers.get('content-type')?.includes('application/json')) {
      body = await request
        .clone()
        .json()
        .catch(() => undefined);
    }
    if (def.body && !def.multipart) {
      const parsed = def.body.safeParse(body);
      if (!parsed.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues)
          (errors[issue.path.join('.') || 'non_field_errors'] ??= []).push(issue.message);
        return errorResponse(400, parsed.error.issues[0]?.message ?? 'Invalid input.', errors);
      }
      body = parsed.data;
    }
    const result = await resolver({ request, params, body: body as ParsedBody<N>, role });
    if (result instanceof Response) return result;
    return HttpResponse.json(def.response.parse(result) as object, { status: def.status ?? 200 });
  });
}

/** One page of `items` as a list endpoint answers it: `search` matches any field, then limit/offset. */
export function page<T>(items: T[], url: string) {
  const q = new URL(url).searchParams;
  const search = (q.get('search') ?? '').toLowerCase();
  const filtered = search ? items.filter((i) => JSON.stringify(i).toLowerCase().includes(search)) : items;
  const offset = Number(q.get('offset') ?? 0);
  const limit = Number(q.get('limit') ?? DEFAULT_PAGE_SIZE);
  return { count: filtered.length, results: filtered.slice(offset, offset + limit) };
}

/** The fixtures' one moment, so answers are the same on every run. */
export const NOW = '2026-01-05T09:00:00.000Z';

export const ok = (message: string) => ({ message });
