/** A websocket client for tests: `next()` answers the next JSON message, in order of arrival. */
import WebSocket from 'ws';

export function connect(
  url: string,
): Promise<{ ws: WebSocket; messages: unknown[]; next: () => Promise<unknown> }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    const messages: unknown[] = [];
    const waiters: Array<(m: unknown) => void> = [];
    ws.on('message', (data) => {
      const m = JSON.parse(String(data));
      const w = waiters.shift();
      if (w) w(m);
      else messages.push(m);
    });
    ws.once('open', () =>
      resolve({
        ws,
        messages,
        next: () =>
          messages.length > 0 ? Promise.resolve(messages.shift()) : new Promise((r) => waiters.push(r)),
      }),
    );
    ws.once('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
    ws.once('error', reject);
  });
}
