/** Path helpers without zod, so the client's runtime never loads the schemas. */

/** Fills `:name` params into a path: buildPath('/api/resend_otp/:id', { id: 3 }) -> '/api/resend_otp/3'. */
export function buildPath(path: string, params?: Record<string, string | number> | null): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null)
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The notification websocket (contract/notifications.ts), here so the client can open it without zod. */
export const NOTIFICATION_SOCKET_PATH = '/api/notifications/';
