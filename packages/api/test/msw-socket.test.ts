// @vitest-environment happy-dom
// (Node 20 has no global WebSocket; happy-dom's is the one msw intercepts here.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { notificationSocketHandler, sampleNotifications } from '../src/msw';

const server = setupServer(notificationSocketHandler());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('notification socket mock', () => {
  it('sends the sample messages to a client with a token', async () => {
    const received: unknown[] = [];
    const socket = new WebSocket('ws://api.test/api/notifications/?token=mock-access-recruiter');
    await new Promise<void>((resolve) => {
      socket.onmessage = (e) => {
        received.push(JSON.parse(String(e.data)));
        if (received.length === sampleNotifications.length) resolve();
      };
    });
    expect(received).toEqual(sampleNotifications);
    socket.close();
  });

  it('closes a socket with an empty token', async () => {
    const socket = new WebSocket('ws://api.test/api/notifications/?token=');
    const code = await new Promise<number>((resolve) => {
      socket.onclose = (e) => resolve(e.code);
    });
    expect(code).toBe(4401);
  });
});
