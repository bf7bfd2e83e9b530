/** The gallery's calls to the demo layer: plain fetch on the spec's paths (answered by msw). */

export class DemoHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'DemoHttpError';
  }
}

type Params = Record<string, string | number | null | undefined>;

export function withQuery(path: string, params: Params = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

async function answer<T>(response: Response): Promise<T> {
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      typeof body === 'object' && body && 'message' in body && typeof body.message === 'string'
        ? body.message
        : `The request failed (${response.status}).`;
    throw new DemoHttpError(response.status, message);
  }
  return body as T;
}

export async function getJson<T>(path: string, params?: Params): Promise<T> {
  return answer<T>(await fetch(withQuery(path, params), { headers: { accept: 'application/json' } }));
}

export async function sendJson<T>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  return answer<T>(
    await fetch(path, {
      method,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

/** SWR's fetcher for keys of the form [path, params]. */
export const swrFetcher = <T>([path, params]: readonly [string, Params?]) => getJson<T>(path, params);
