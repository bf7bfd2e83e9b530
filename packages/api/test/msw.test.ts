import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { endpoints } from '../src/contract';
import { handlers, overrides } from '../src/msw';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const base = 'http://api.test';
const post = (path: string, body: unknown, token?: string) =>
  fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

describe('msw handlers', () => {
  it('has a happy-path handler for every endpoint of the contract', () => {
    const covered = new Set(
      handlers.map((h) => `${h.info.method} ${String(h.info.path).replace(/^\*/, '')}`),
    );
    for (const def of Object.values(endpoints))
      expect(covered.has(`${def.method} ${def.path}`), `${def.method} ${def.path}`).toBe(true);
  });

  it('logs a demo account in and answers its profile', async () => {
    const res = await post('/api/login', { email: 'jobseeker@example.com', password: 'Demo#2026' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.userData.role).toBe('jobseeker');
    const me = await fetch(base + '/api/profile', {
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect((await me.json()).landing).toBe('/search_job');
  });

  it('validates bodies like the server and answers the spec errors', async () => {
    const bad = await post('/api/login', { email: 'jobseeker@example.com', password: 'nope' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('Email or Password is Invalid');
    const missing = await post('/api/email_verified/', { email: 'x@example.com', otp: '12' });
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors.otp).toBeDefined();
    expect((await fetch(base + '/api/profile')).status).toBe(401);
  });

  it('overrides give error and empty states', async () => {
    server.use(overrides.sessionElsewhere('getProfile'), overrides.empty('listUserEducation'));
    const res = await fetch(base + '/api/profile', {
      headers: { authorization: 'Bearer mock-access-admin' },
    });
    expect(res.status).toBe(406);
    expect((await res.json()).message).toBe(
      'You are logged in on a different device, so your session has expired.',
    );
    const list = await fetch(base + '/api/user_education/', {
      headers: { authorization: 'Bearer mock-access-admin' },
    });
    expect(await list.json()).toEqual({ count: 0, results: [] });
  });
});
