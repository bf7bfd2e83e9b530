import { HttpResponse } from 'msw';

/**
 * The demo layer answers on the spec's paths from any origin (`*` prefix), so the same handlers serve the
 * gallery under /demo/, Storybook and `setupServer` in unit tests.
 */
export const demoPath = (path: string): string => `*${path}`;

/** A 4xx answer with a message (the demo's error shape, like the template's `{ error }` answers). */
export function fail(status: 400 | 404, message: string) {
  return HttpResponse.json({ message }, { status });
}

/** The JSON body of a request, or undefined when there is none or it is not JSON. */
export async function jsonBody(request: Request): Promise<unknown> {
  return request
    .clone()
    .json()
    .catch(() => undefined);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
